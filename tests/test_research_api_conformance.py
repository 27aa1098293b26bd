"""Conformance of the research API with docs/research-api.md, read as an outsider would.

Each test quotes the sentence it checks (``# doc: ...``) and uses the documented API only;
what test_env.py, test_openspiel.py, test_vector.py, test_views.py and
test_agent_players.py already check is not repeated here."""

from __future__ import annotations

import contextlib
import io
import random
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

import inno  # noqa: E402
from inno.agents import make_agent, play_agents  # noqa: E402
from inno.data.cards import AGE, BY_NAME, NAME, SET, SETS  # noqa: E402
from inno.research.env import env, raw_env  # noqa: E402
from inno.research.env.actions import (  # noqa: E402
    BLOCKS,
    DONE,
    N_ACTIONS,
    OFFSET,
    AgentPlayer,
    Chooser,
    ConfigError,
    IllegalAction,
    action_label,
    option_actions,
)
from inno.research.env.observation import (  # noqa: E402
    DECISION_FEATURES_NAMES,
    GAME_FEATURES_NAMES,
    PLAYER_FEATURES_NAMES,
    SIZE,
    VERBS,
    ZONES,
    Observer,
    observe,
    parts,
)

# PettingZoo warns about every dict observation with an action mask.
pytestmark = [
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array"),
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably"),
]

ROOT = Path(__file__).parent.parent
ALL = ["echoes", "cities", "artifacts", "figures"]
# doc: "7 zones in the order `hand`, `score_pile`, `forecast`, `board_top`,
# `board_covered`, `display`, `achievements` (place = seat x 7 + zone)"
SEAT_ZONES = [
    "hand",
    "score_pile",
    "forecast",
    "board_top",
    "board_covered",
    "display",
    "achievements",
]
ICONS = ["crown", "leaf", "lightbulb", "castle", "factory", "clock"]
COLOURS = ["blue", "red", "green", "yellow", "purple"]


def _random_action(e, rng) -> int | None:
    obs, _, term, trunc, _ = e.last()
    return None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"])))


def _steps(e, n: int, rng) -> None:
    for _ in range(n):
        if not e.agents:
            return
        e.step(_random_action(e, rng))


def _snapshot(e) -> tuple:
    """What an agent of ``e`` can read: whose turn, every observation, mask, reward."""
    game = e.unwrapped.game
    return (
        e.agent_selection,
        list(e.agents),
        [
            (a, e.observe(a)["observation"].tobytes(), e.observe(a)["action_mask"].tobytes())
            for a in e.agents
        ],
        dict(e.unwrapped.rewards),
        list(game.history),
    )


# --- Configuration ----------------------------------------------------------------------


def test_an_unknown_keyword_is_pythons_type_error_and_config_error_is_a_value_error():
    # doc: "a bad one raises `inno.research.env.actions.ConfigError`, a `ValueError`,
    # saying what is allowed; an unknown keyword is Python's `TypeError`"
    assert issubclass(ConfigError, ValueError)
    for make in (env, raw_env):
        with pytest.raises(TypeError):
            make(players=2, colour="red")


@pytest.mark.parametrize(
    "expansions",
    [["echoes", "figures"], "echoes,figures", "echoes+figures", ["base", "echoes", "figures"]],
    ids=["list", "comma", "plus", "base-listed"],
)
def test_expansions_are_a_list_or_one_string_joined_by_comma_or_plus(expansions):
    # doc: "`expansions` | set names, a list or one string joined by `,` or `+`: `echoes`,
    # `cities`, `artifacts`, `figures` (`base` is always in play and may be listed)"
    reference = raw_env(players=3, expansions=["echoes", "figures"])
    e = raw_env(players=3, expansions=expansions)
    for x in (reference, e):
        x.reset(seed=11)
        _steps(x, 40, np.random.default_rng(11))
    assert e.game.view("player_0")["expansions"] == ["echoes", "figures"]
    assert e.game.history == reference.game.history
    base = raw_env(players=2, expansions="base")
    base.reset(seed=1)
    assert base.game.view("player_0")["expansions"] == []


@pytest.mark.parametrize(
    "players,expansions",
    [(8, ALL), (5, ["cities"]), (6, ["echoes", "artifacts"]), (7, ["echoes", "cities", "figures"])],
)
def test_one_more_player_per_expansion_is_accepted(players, expansions):
    # doc: "`players` | 2 to 4, plus one per expansion (8 with all four)"
    e = raw_env(players=players, expansions=expansions)
    e.reset(seed=0)
    assert e.possible_agents == [f"player_{i}" for i in range(players)]


@pytest.mark.parametrize(
    "config,words",
    [
        ({"players": 6, "expansions": ["echoes"]}, ["2 to 5", "6"]),
        ({"players": 7, "expansions": "echoes+cities"}, ["2 to 6", "7"]),
        ({"players": 2.0}, ["2 to 4"]),
        ({"expansions": 5}, ["echoes", "figures"]),
        ({"expansions": "echoes+echoes"}, ["echoes"]),
        ({"options": "teams"}, ["options"]),
        ({"options": {"teams": True}, "players": 3}, ["4 players"]),
        ({"options": {"teams": "yes"}, "players": 4}, ["teams", "'yes'"]),
        ({"options": {"relics": True}}, ["Artifacts"]),
        ({"max_steps": -1}, ["max_steps", "-1"]),
        ({"max_steps": 2.5}, ["max_steps", "2.5"]),
    ],
)
def test_every_keywords_value_is_checked_when_the_environment_is_made(config, words):
    # doc: "every keyword's value is checked when the environment is made; a bad one
    # raises `inno.research.env.actions.ConfigError`, a `ValueError`, saying what is
    # allowed"
    for make in (env, raw_env):
        with pytest.raises(ConfigError) as info:
            make(**config)
        for word in words:
            assert word in str(info.value)


# --- Agents, seeds, observations, info ------------------------------------------------


def test_agents_are_the_players_names_and_agent_selection_is_the_pending_decisions_player():
    # doc: "**Agents** are `player_0` ... `player_{n-1}`, which are also the players'
    # names in the game. `agent_selection` is always the player the engine's pending
    # decision names: [...] the same player often decides several times in a row"
    e = raw_env(players=3, expansions=["echoes"])
    e.reset(seed=6)
    game = e.unwrapped.game
    assert e.possible_agents == ["player_0", "player_1", "player_2"] == list(game.names)
    rng = np.random.default_rng(6)
    in_a_row = 0
    previous = None
    for agent in e.agent_iter(400):
        if game.pending is not None:
            assert agent == game.pending.player
            assert e.infos[agent]["view"]["pending"]["player"] == agent
            in_a_row += agent == previous
        previous = agent
        e.step(_random_action(e, rng))
    assert in_a_row > 0


def test_a_seed_sets_the_games_seed_and_those_of_the_later_resets():
    # doc: "the game's own seed (`env.unwrapped.game.seed`) is
    # `random.Random(s).getrandbits(63)`, the next `reset()`'s the next number of that
    # generator"
    e = env(players=2)
    e.reset(seed=42)
    numbers = random.Random(42)
    assert e.unwrapped.game.seed == numbers.getrandbits(63)
    for _ in range(3):
        e.reset()
        assert e.unwrapped.game.seed == numbers.getrandbits(63)
    e.reset(seed=42)
    assert e.unwrapped.game.seed == random.Random(42).getrandbits(63)


def test_by_default_each_observe_returns_new_arrays_of_the_documented_shapes():
    # doc: "**Observations**: `{"observation": float32[36597], "action_mask": int8[2950]}`";
    # "`copy` | `True` (default): each `observe` returns new arrays"; "One
    # `Discrete(2950)` space"
    e = env(players=2, expansions=["figures"])
    e.reset(seed=2)
    agent = e.agent_selection
    first, second = e.observe(agent), e.observe(agent)
    assert set(first) == {"observation", "action_mask"}
    assert first["observation"].shape == (SIZE,) == (36597,)
    assert first["observation"].dtype == np.float32
    assert first["action_mask"].shape == (N_ACTIONS,) == (2950,)
    assert first["action_mask"].dtype == np.int8
    assert e.action_space(agent).n == 2950
    assert e.observation_space(agent).contains(first)
    for key in first:
        assert not np.shares_memory(first[key], second[key])
        assert first[key].flags.writeable
    kept = {key: second[key].copy() for key in second}
    first["observation"][:] = 7
    first["action_mask"][:] = 1  # a learner's write changes nothing the env keeps
    third = e.observe(agent)
    for key in third:
        assert np.array_equal(third[key], kept[key])
    _steps(e, 5, np.random.default_rng(0))
    assert np.array_equal(second["observation"], kept["observation"])  # never overwritten


def test_a_game_truncated_by_max_steps_gives_every_agent_result_none():
    # FINDING: doc "At the end every agent's `info["result"]` is the game's result as a
    # dict (`Result.to_dict()`; None when truncated)": truncated, info is {} (no "result").
    e = env(players=2, max_steps=4)
    e.reset(seed=1)
    rng = np.random.default_rng(1)
    truncated = set()
    for agent in e.agent_iter(50):
        _, reward, term, trunc, info = e.last()
        if trunc:
            truncated.add(agent)
            assert reward == 0.0
            assert "result" in info and info["result"] is None, info
        e.step(_random_action(e, rng))
    assert truncated == {"player_0", "player_1"}


def test_render_human_prints_the_table_after_each_step():
    # doc: "`render_mode` | `"ansi"` (`render()` returns a text picture of the table) or
    # `"human"` (prints it after each step)"
    ansi = env(players=2, render_mode="ansi")
    human = env(players=2, render_mode="human")
    ansi.reset(seed=3)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        human.reset(seed=3)
        out.truncate(0)
        out.seek(0)
        rng = np.random.default_rng(3)
        for _ in range(3):
            action = _random_action(human, rng)
            out.truncate(0)
            out.seek(0)
            human.step(action)
            ansi.step(action)
            assert out.getvalue().strip() == ansi.render().strip()


def test_confirm_turn_end_ends_a_turn_with_end_turn_an_option_slot():
    # doc: "with `confirm_turn_end` a turn ends with the decision `"end turn"`, an option
    # slot"
    e = raw_env(players=2, options={"confirm_turn_end": True})
    e.reset(seed=1)
    rng = np.random.default_rng(1)
    seen = 0
    for agent in e.agent_iter(300):
        obs, _, term, trunc, info = e.last()
        if not (term or trunc):
            pending = info["view"]["pending"]
            if "end turn" in pending["options"]:
                me = e.possible_agents.index(agent)
                actions = option_actions(pending["kind"], pending["options"], e.possible_agents, me)
                slot = actions[pending["options"].index("end turn")]
                assert slot == OFFSET["option"] + pending["options"].index("end turn")
                assert obs["action_mask"][slot] == 1
                seen += 1
        e.step(_random_action(e, rng))
    assert seen > 5


def test_the_games_history_replays_with_game_replay():
    # doc: "The engine's game is `env.unwrapped.game` (an `inno.Game`): its `history`
    # replays the game with `inno.Game.replay`."
    e = env(players=3, expansions=["cities"])
    e.reset(seed=8)
    _steps(e, 150, np.random.default_rng(8))
    game = e.unwrapped.game
    assert isinstance(game, inno.Game)
    again = inno.Game.replay(list(game.names), game.seed, game.history, ["cities"])
    assert again.history == game.history
    assert again.to_position() == game.to_position()


# --- Illegal actions ------------------------------------------------------------------


@pytest.mark.parametrize(
    "bad", [-1, 3.0, np.float64(5.0), None, "5", [5], np.int64(-2), 5000], ids=repr
)
def test_a_bad_action_raises_illegal_action_an_illegal_answer_and_changes_nothing(bad):
    # doc: "**Illegal actions** raise `inno.research.env.actions.IllegalAction` (an
    # `inno.IllegalAnswer`) naming the legal actions with their labels [...] and change
    # nothing."
    for make in (env, raw_env):
        e = make(players=2, expansions=["echoes"])
        e.reset(seed=5)
        _steps(e, 12, np.random.default_rng(5))
        before = _snapshot(e)
        with pytest.raises(inno.IllegalAnswer) as info:
            e.step(bad)
        assert isinstance(info.value, IllegalAction)
        assert "allowed:" in str(info.value)
        assert _snapshot(e) == before
        e.step(_random_action(e, np.random.default_rng(0)))  # it plays on


def test_more_than_60_legal_actions_are_named_60_and_counted():
    # doc: "naming the legal actions with their labels (the first 60, and how many in
    # all, when there are more)". No random game reached 60 legal actions, so a position
    # with a 70-card hand, answered through the environments' ``Chooser``.
    hand = [NAME[c] for c in range(len(NAME)) if SETS[SET[c]] == "base" and AGE[c] <= 7][:70]
    game = inno.Game.from_position({"players": [{"name": "player_0", "hand": hand}, {"name": "b"}]})
    chooser = Chooser(game)
    legal = chooser.legal_actions()
    assert len(legal) == 71
    before = list(game.history)
    with pytest.raises(IllegalAction) as info:
        chooser.step(N_ACTIONS - 1)
    named = str(info.value).split("allowed:")[1]
    assert len(re.findall(r"\b\d+ \(", named)) == 60
    for a in legal[:60]:
        assert f"{a} ({action_label(a)})" in named
    assert "71" in named
    assert game.history == before and chooser.legal_actions() == legal


def _find_multi_select(seed_range, want):
    """A PettingZoo environment at a ``choose_cards`` decision (before any pick) for which
    ``want(decision)`` holds."""
    for seed in seed_range:
        e = raw_env(players=2, expansions=["echoes"])
        e.reset(seed=seed)
        rng = np.random.default_rng(seed)
        for _ in e.agent_iter(2000):
            d = e.unwrapped.game.pending
            if d is not None and d.kind == "choose_cards" and want(d):
                return e
            e.step(_random_action(e, rng))
    raise AssertionError("no such decision")


def test_a_multi_select_refuses_a_card_picked_twice_and_done_before_min():
    # doc: "each step adds one `card` action (the mask offers the cards not picked yet);
    # `done` is legal once `min` cards are picked; when `max` are picked the answer goes
    # to the game by itself."
    e = _find_multi_select(range(40), lambda d: d.min >= 2 and len(d.options) > d.max)
    agent = e.agent_selection
    d = e.unwrapped.game.pending
    first = BY_NAME[d.options[0]] + OFFSET["card"]
    e.step(first)
    before = _snapshot(e)
    for bad in (first, DONE):  # picked already; fewer than min picked
        with pytest.raises(IllegalAction):
            e.step(bad)
        assert _snapshot(e) == before
    named = parts(e.observe(agent)["observation"])
    assert named["picked"].sum() == 1 and named["picked"][first - OFFSET["card"]] == 1
    decision = dict(zip(DECISION_FEATURES_NAMES, named["decision"].tolist(), strict=True))
    assert (decision["min"], decision["max"], decision["picks"]) == (d.min, d.max, 1)
    game = e.unwrapped.game
    history = len(game.history)
    for option in d.options[1 : d.max]:
        assert len(game.history) == history and e.agent_selection == agent  # not sent yet
        e.step(BY_NAME[option] + OFFSET["card"])
    assert len(game.history) > history and game.history[history] == d.options[: d.max]


# --- The action space -----------------------------------------------------------------


def test_the_turns_actions_are_labelled_as_the_engines_options():
    # doc: "`action_label(a)` a readable name (for the turn's actions, exactly the
    # engine's option: `"meld Archery"`, `"achieve 3"`, `"inspire red"`)"; "`inspire`
    # [...] colours in the order blue, red, green, yellow, purple"; "`decree` [...]
    # Decrees in card order"; "`achieve_age` | 2750 | 12 | the action `"achieve <age>"`,
    # ages 0 to 11"
    assert action_label(OFFSET["meld"] + BY_NAME["Archery"]) == "meld Archery"
    assert action_label(OFFSET["achieve_age"] + 3) == "achieve 3"
    assert action_label(OFFSET["inspire"] + 1) == "inspire red"
    assert [action_label(OFFSET["achieve_age"] + age) for age in range(12)] == [
        f"achieve {age}" for age in range(12)
    ]
    assert action_label(OFFSET["draw"]) == "draw"
    assert [action_label(OFFSET["inspire"] + i) for i in range(5)] == [
        f"inspire {c}" for c in COLOURS
    ]
    decrees = [action_label(OFFSET["decree"] + i).removeprefix("decree ") for i in range(5)]
    ids = [BY_NAME[d] for d in decrees]
    assert ids == sorted(ids) and all(SETS[SET[i]] == "figures" for i in ids)
    for block, verb in [("meld", "meld"), ("dogma", "dogma"), ("endorse", "endorse")]:
        for card in (0, 137, len(NAME) - 1):
            assert action_label(OFFSET[block] + card) == f"{verb} {NAME[card]}"
    assert action_label(OFFSET["achieve_card"] + 200) == f"achieve {NAME[200]}"
    assert sum(size for _, size in BLOCKS) == N_ACTIONS


def test_option_actions_encodes_each_kind_of_decision_as_documented():
    # doc: the table of blocks: "`player` | 2778 | 8 | `choose_player`, by seat **relative
    # to the deciding player**: 0 is themself, 1 the next player in turn order, ...";
    # "`value` | 2786 | 21 | `choose_value`, values 0 to 20"; "`yes` [...] `no` [...]
    # `yes_no`"; "`decline` | 2820 | 1 | the `None` option of any decision"; "`icon` [...]
    # (crown, leaf, lightbulb, castle, factory, clock)"; "`set` [...] (base, echoes,
    # cities, artifacts, figures)"; "`card` [...] a `choose_option` option that is a card's
    # name"; "option slot *i*: the *i*-th option of a `choose_option` whose text is none of
    # the above"; "the slot of an option is its position in `view["pending"]["options"]`"
    names = ["player_0", "player_1", "player_2", "player_3"]
    player = OFFSET["player"]
    assert option_actions("choose_player", names, names, 2) == [
        player + 2,
        player + 3,
        player + 0,
        player + 1,
    ]
    assert option_actions("choose_value", [0, 7, 20], names, 0) == [
        OFFSET["value"] + v for v in (0, 7, 20)
    ]
    assert option_actions("yes_no", ["yes", "no"], names, 1) == [OFFSET["yes"], OFFSET["no"]]
    assert option_actions("choose_card", ["Archery", None], names, 0) == [
        OFFSET["card"] + BY_NAME["Archery"],
        OFFSET["decline"],
    ]
    options = [*ICONS, *SETS, "Archery", "Player 2: red", "echoes 4", None]
    assert option_actions("choose_option", options, names, 0) == [
        *(OFFSET["icon"] + i for i in range(6)),
        *(OFFSET["set"] + i for i in range(5)),
        OFFSET["card"] + BY_NAME["Archery"],
        OFFSET["option"] + 12,
        OFFSET["option"] + 13,
        OFFSET["decline"],
    ]
    colours = option_actions("choose_color", COLOURS, names, 0)
    assert sorted(colours) == list(range(OFFSET["color"], OFFSET["color"] + 5))
    # "a `choose_option` option naming a colour" is in the `color` block too
    assert option_actions("choose_option", ["red"], names, 0)[0] in colours


def test_an_unnamed_option_past_the_128th_raises():
    # doc: "an unnamed option past the 128th option of a decision would raise an error"
    names = ["player_0", "player_1"]
    texts = [f"option text {i}" for i in range(129)]
    assert option_actions("choose_option", texts[:128], names, 0)[-1] == N_ACTIONS - 1
    with pytest.raises(inno.InnoError):
        option_actions("choose_option", texts, names, 0)


# --- The observation tensor ----------------------------------------------------------

LAYOUT = [
    ("cards", 0, (550, 60)),
    ("backs", 33000, (8, 4, 5, 12)),
    ("players", 34920, (8, 54)),
    ("game", 35352, (40,)),
    ("supply", 35392, (5, 10)),
    ("decision", 35442, (55,)),
    ("decision_card", 35497, (550,)),
    ("picked", 36047, (550,)),
]


def test_parts_returns_the_named_parts_reshaped_at_their_offsets():
    # doc: "`parts(tensor)` returns the named parts, reshaped:" (the table)
    tensor = np.arange(SIZE, dtype=np.float32)
    named = parts(tensor)
    assert list(named) == [name for name, _, _ in LAYOUT]
    for name, offset, shape in LAYOUT:
        assert named[name].shape == shape
        assert named[name].ravel()[0] == offset
        assert named[name].ravel()[-1] == offset + int(np.prod(shape)) - 1
    assert LAYOUT[-1][1] + 550 == SIZE


def test_the_feature_names_are_in_the_documented_order():
    # doc: the bullets `players`, `game` and `decision` ("`PLAYER_FEATURES_NAMES` lists
    # them in order", `GAME_FEATURES_NAMES`, `DECISION_FEATURES_NAMES`)
    p = list(PLAYER_FEATURES_NAMES)
    assert len(p) == 54
    assert p[:9] == ["present", "current", "deciding", "team", "out", "winner", "score"] + [
        "achievement_count",
        "bonus_points",
    ]
    assert [n.split("_", 1)[1] for n in p[9:15]] == ICONS
    assert p[-9:] == [
        "hand_count",
        "score_pile_count",
        "forecast_count",
        "achievements_held",
        "display_count",
        "chose_first_meld",
        "flags_and_fountains_counting",
        "flags_and_fountains_visible",
        "bonus_count",
    ]
    g = list(GAME_FEATURES_NAMES)
    assert len(g) == 40
    for name in ("achievements_to_win", "turn", "actions_left", "removed_count"):
        assert name in g
    assert g.index("achievements_to_win") == 5 + 7 + 6
    d = list(DECISION_FEATURES_NAMES)
    assert len(d) == 55 == 8 + 1 + 8 + 4 + len(VERBS) + 1 + len(ZONES) + 1


def _mid_game(players=3, expansions=("echoes",), seed=3, steps=60):
    """An environment after ``steps`` random steps, then on to a decision a card asks."""
    e = raw_env(players=players, expansions=list(expansions))
    e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    _steps(e, steps, rng)
    for _ in range(500):
        pending = e.unwrapped.game.pending
        assert pending is not None, "the game ended first"
        if pending.kind != "action" and e.infos[e.agent_selection]["view"]["pending"].get("card"):
            return e
        _steps(e, 1, rng)
    raise AssertionError("no decision asked by a card")


def _feature(part, names, name):
    return part[..., list(names).index(name)]


def test_the_parts_hold_what_the_document_says_for_the_viewer_and_the_others():
    # doc: "`cards` (card id x place): 1 where the viewer knows the card to be [...]
    # place = seat x 7 + zone [...] `special_achievements` (unclaimed) [...] (places
    # 56-59)"; "`backs` [...] how many cards of each set and age (0-11) each seat has in
    # `hand` [...] (the viewer's own cards are counted too)"; "`players` [...] `present`
    # [...] `deciding` [...] `team` (the viewer and their teammate)"; "Counts are raw, not
    # normalised."; "`game`: the sets in play (5), the number of players (one-hot, 2-8)";
    # "`supply` (set x age 1-10): cards left in each supply pile"; "`decision`: the
    # pending decision's kind (8, one-hot), whether the viewer decides, the deciding seat
    # (8), and for the decider the number of options [...]"; "`decision_card`: for the
    # decider, the card whose effect asks (the decision's `card`; the others see only the
    # decision's kind and who decides)"
    e = _mid_game()
    game = e.unwrapped.game
    n = 3
    decider = e.possible_agents.index(e.agent_selection)
    pending = game.view(decider)["pending"]
    for me in range(n):
        view = game.view(me)
        named = parts(e.observe(e.possible_agents[me])["observation"])
        players = named["players"]
        assert _feature(players, PLAYER_FEATURES_NAMES, "present").tolist() == [1] * n + [0] * 5
        assert _feature(players, PLAYER_FEATURES_NAMES, "team").tolist() == [1] + [0] * 7
        deciding = _feature(players, PLAYER_FEATURES_NAMES, "deciding")
        assert np.flatnonzero(deciding).tolist() == [(decider - me) % n]
        current = _feature(players, PLAYER_FEATURES_NAMES, "current")
        turn = e.possible_agents.index(view["turn"]["player"])
        assert np.flatnonzero(current).tolist() == [(turn - me) % n]
        for seat in range(n):
            p = view["players"][(me + seat) % n]
            row = dict(zip(PLAYER_FEATURES_NAMES, players[seat].tolist(), strict=True))
            assert row["hand_count"] == p["hand_count"] == named["backs"][seat, 0].sum()
            assert row["score"] == p["score"]
            assert [row[f"icon_{i}"] for i in ICONS] == [p["icons"][i] for i in ICONS]
        own = named["backs"][0, 0]
        for card in view["players"][me]["hand"]:
            assert named["cards"][BY_NAME[card], SEAT_ZONES.index("hand")] == 1
            own[SET[BY_NAME[card]], AGE[BY_NAME[card]]] -= 1
        assert not own.any()  # the viewer's own hand, by set and age
        unseen = {BY_NAME[c] for names in view["could_be"].values() for c in names}
        assert set(np.flatnonzero(named["cards"][:, 59]).tolist()) == unseen
        specials = np.flatnonzero(named["cards"][:, 56]).tolist()
        assert sorted(specials) == sorted(BY_NAME[s] for s in view["special_achievements"])
        gamepart = dict(zip(GAME_FEATURES_NAMES, named["game"].tolist(), strict=True))
        assert [gamepart[f"set_{s}"] for s in SETS] == [1, 1, 0, 0, 0]
        assert [gamepart[f"players_{k}"] for k in range(2, 9)] == [0, 1, 0, 0, 0, 0, 0]
        assert gamepart["achievements_to_win"] == view["achievements_to_win"]
        assert gamepart["turn"] == view["turn"]["number"]
        for s, set_name in enumerate(SETS):
            for age in range(1, 11):
                left = view["supply"].get(set_name, {}).get(str(age), 0)
                assert named["supply"][s, age - 1] == left
        decision = dict(zip(DECISION_FEATURES_NAMES, named["decision"].tolist(), strict=True))
        assert decision[f"kind_{pending['kind']}"] == 1
        assert decision[f"decider_seat_{(decider - me) % n}"] == 1
        if me == decider:
            assert decision["mine"] == 1 and decision["options"] == len(pending["options"])
            verbs = [v for k, v in decision.items() if k.startswith("verb_")]
            zones = [v for k, v in decision.items() if k.startswith("zone_")]
            assert sum(verbs) == 1 and sum(zones) == 1  # one-hot, "plus other"
            card = pending.get("card")
            assert np.flatnonzero(named["decision_card"]).tolist() == (
                [BY_NAME[card]] if card else []
            )
        else:
            assert decision["mine"] == 0
            after = DECISION_FEATURES_NAMES.index("options")
            assert not named["decision"][after:].any()
            assert not named["decision_card"].any()


def test_at_the_end_the_tensor_shows_the_winners_and_the_phase():
    # doc: "`players` (seat x feature): [...] `winner`"; "`game`: [...] the phase (setup,
    # action, over)"; "The mask is all zeros for an agent that does not decide now, and
    # after the end."
    e = raw_env(players=3)
    e.reset(seed=5)
    rng = np.random.default_rng(5)
    while not e.unwrapped.game.over:
        e.step(_random_action(e, rng))
    game = e.unwrapped.game
    winners = [e.possible_agents.index(w) for w in game.result.winners]
    for me, agent in enumerate(e.possible_agents):
        observed = e.observe(agent)
        named = parts(observed["observation"])
        winner = _feature(named["players"], PLAYER_FEATURES_NAMES, "winner")
        assert sorted(np.flatnonzero(winner).tolist()) == sorted((w - me) % 3 for w in winners)
        phase = dict(zip(GAME_FEATURES_NAMES, named["game"].tolist(), strict=True))
        assert (phase["phase_setup"], phase["phase_action"], phase["phase_over"]) == (0, 0, 1)
        assert not observed["action_mask"].any()


def test_a_team_game_marks_the_viewer_and_their_teammate():
    # doc: "`team` (the viewer and their teammate)"; "Seats are relative to the viewer"
    e = raw_env(players=4, options={"teams": True})
    e.reset(seed=2)
    game = e.unwrapped.game
    for me in range(4):
        view = game.view(me)
        mine = view["players"][me]["team"]
        team = _feature(parts(observe(game, me))["players"], PLAYER_FEATURES_NAMES, "team")
        expected = [view["players"][(me + s) % 4]["team"] == mine for s in range(4)]
        assert team[:4].tolist() == [float(x) for x in expected] and team[0] == 1
        assert team.sum() == 2


def test_seats_are_relative_to_the_viewer():
    # doc: "Seats are relative to the viewer (seat 0 is the viewer, seat 1 the next player
    # in turn order, ...), so a policy learnt in one seat plays in any."
    e = _mid_game(players=4, expansions=("cities",), seed=4, steps=80)
    game = e.unwrapped.game
    public = ["present", "current", "deciding", "score", "achievement_count", "hand_count"]
    public += ["score_pile_count", *(f"icon_{i}" for i in ICONS)]
    columns = [PLAYER_FEATURES_NAMES.index(name) for name in public]
    rows = {me: parts(observe(game, me))["players"][:, columns] for me in range(4)}
    for me in range(4):
        for seat in range(4):
            assert np.array_equal(rows[me][seat], rows[(me + seat) % 4][0]), (me, seat)
    assert rows[0].any()


def test_observe_writes_into_out_and_observer_answers_as_observe():
    # doc: "`observe(game, viewer, picks=(), public=False, out=None)` returns a flat
    # `float32` vector of 36,597 numbers"; "`Observer(game)` keeps the tensors of one
    # game's seats [...] (`observer(viewer, picks, public)`; `observe` is a fresh
    # `Observer`'s output"
    e = _mid_game(players=2, expansions=(), seed=7, steps=30)
    game = e.unwrapped.game
    out = np.full(SIZE, 9, dtype=np.float32)
    tensor = observe(game, 1, out=out)
    assert tensor.dtype == np.float32 and tensor.shape == (SIZE,)
    assert np.array_equal(tensor, observe(game, 1))
    assert np.array_equal(out, tensor)
    observer = Observer(game)
    assert np.array_equal(observer(1, (), False), tensor)
    assert np.array_equal(observer(0, (), True), observe(game, 0, public=True))


# --- OpenSpiel -----------------------------------------------------------------------


def _spiel():
    return pytest.importorskip("pyspiel")


def test_openspiel_parameters_and_their_defaults():
    # doc: "Parameters: `players` (2), `expansions` (`""`; [...]), `max_game_length`
    # (10,000 player actions), and the options `teams`, `longer`, `open_boards`,
    # `distant_players` (true), `relics`."
    pyspiel = _spiel()
    import inno.research.openspiel  # noqa: F401

    game = pyspiel.load_game("python_innovation")
    assert game.get_parameters() == {
        "players": 2,
        "expansions": "",
        "max_game_length": 10000,
        "teams": False,
        "longer": False,
        "open_boards": False,
        "distant_players": True,
        "relics": False,
    }
    assert game.num_players() == 2


@pytest.mark.parametrize(
    "params,words",
    [
        ({"players": 3, "teams": True}, ["4 players"]),
        ({"players": 7, "expansions": "echoes+cities"}, ["2 to 6"]),
        ({"expansions": "echoes+echoes"}, ["echoes"]),
        ({"max_game_length": -5}, ["max_game_length"]),
    ],
)
def test_openspiel_bad_values_raise_config_error(params, words):
    # doc: "A bad value raises `ConfigError` naming what is allowed."
    pyspiel = _spiel()
    import inno.research.openspiel  # noqa: F401

    with pytest.raises(ConfigError) as info:
        pyspiel.load_game("python_innovation", params)
    for word in words:
        assert word in str(info.value)


def test_openspiel_two_teams_are_zero_sum():
    # doc: "The game type is zero-sum with two players or teams, general-sum otherwise."
    pyspiel = _spiel()
    import inno.research.openspiel  # noqa: F401

    utility = pyspiel.GameType.Utility
    teams = pyspiel.load_game("python_innovation", {"players": 4, "teams": True})
    assert teams.get_type().utility == utility.ZERO_SUM
    four = pyspiel.load_game("python_innovation", {"players": 4})
    assert four.get_type().utility == utility.GENERAL_SUM


def test_openspiel_action_strings_and_information_state_tensor():
    # doc: "`action_to_string` gives the label and, for an action of the pending decision,
    # the engine's option; for chance, the card (at the root's eight chance nodes,
    # `"random-number byte N"`)"; "**Information-state tensor**: the observation tensor"
    pyspiel = _spiel()
    import inno.research.openspiel  # noqa: F401

    game = pyspiel.load_game("python_innovation", {"players": 2, "expansions": "echoes"})
    state = game.new_initial_state()
    chance = pyspiel.PlayerId.CHANCE
    for byte in (0, 17, 255):
        assert state.action_to_string(chance, byte) == f"random-number byte {byte}"
    rng = random.Random(4)
    cards_seen = actions_seen = 0
    while not state.is_terminal() and actions_seen < 40:
        if state.is_chance_node():
            outcome = rng.choice(state.chance_outcomes())[0]
            if len(state.history()) >= 8:
                assert NAME[outcome] in state.action_to_string(chance, outcome)
                cards_seen += 1
            state.apply_action(outcome)
            continue
        player = state.current_player()
        assert state.information_state_tensor(player) == state.observation_tensor(player)
        for action in state.legal_actions():
            assert state.action_to_string(player, action).startswith(action_label(action))
        action = rng.choice(state.legal_actions())
        state.apply_action(action)
        actions_seen += 1
    assert cards_seen > 10 and actions_seen == 40


def test_openspiel_illegal_action_changes_nothing():
    # doc: "**Players and actions**: as in the PettingZoo environment" ("Illegal actions
    # raise [...] `IllegalAction` [...] and change nothing")
    pyspiel = _spiel()
    import inno.research.openspiel  # noqa: F401

    game = pyspiel.load_game("python_innovation", {"players": 2})
    state = game.new_initial_state()
    rng = random.Random(2)
    while state.is_chance_node() or len(state.history()) < 60:
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    while state.is_chance_node():
        state.apply_action(rng.choice(state.chance_outcomes())[0])
    player = state.current_player()
    before = (
        str(state),
        state.history(),
        state.legal_actions(),
        state.observation_tensor(player),
        state.information_state_string(player),
    )
    illegal = next(a for a in range(N_ACTIONS) if a not in before[2])
    for bad in (illegal, N_ACTIONS + 7):  # (-1 is pyspiel's kInvalidAction: its own error)
        with pytest.raises(IllegalAction):
            state.apply_action(bad)
        assert (
            str(state),
            state.history(),
            state.legal_actions(),
            state.observation_tensor(player),
            state.information_state_string(player),
        ) == before
    state.apply_action(before[2][0])


def test_agent_bots_play_with_evaluate_bots_reproducibly():
    # doc: "`inno.research.openspiel.AgentBot(agent, player_id)` is a `pyspiel.Bot`
    # (`pyspiel.evaluate_bots(state, bots, seed)`)"; "The game is deterministic given its
    # actions and chance outcomes."
    pyspiel = _spiel()
    from inno.research.openspiel import AgentBot

    game = pyspiel.load_game("python_innovation", {"players": 2, "expansions": "figures"})

    def play():
        bots = [AgentBot(make_agent("greedy", 1), 0), AgentBot(make_agent("random", 2), 1)]
        assert all(isinstance(b, pyspiel.Bot) for b in bots)
        return pyspiel.evaluate_bots(game.new_initial_state(), bots, 5)

    returns = play()
    assert sorted(returns) in ([-1.0, 1.0], [0.0, 0.0])
    assert play() == returns


# --- The bots in the environments ----------------------------------------------------


def test_agent_player_on_the_wrapped_environment_plays_the_game_play_agents_plays():
    # doc: "`AgentPlayer(agent).act(where)` returns the action id of the bot's answer for
    # whoever decides in `where` (a PettingZoo environment, wrapped or not, an OpenSpiel
    # state or a `Chooser`) [...] A game played this way is exactly the game
    # `play_agents` plays with the same bots on `inno.Game` of the same players, sets and
    # seed (`env.unwrapped.game.seed`)."
    e = env(players=3, expansions=["cities"])
    e.reset(seed=12)
    bots = {f"player_{i}": AgentPlayer(make_agent("random", 10 + i)) for i in range(3)}
    for name in e.agent_iter():
        _, _, term, trunc, _ = e.last()
        e.step(None if term or trunc else bots[name].act(e))
    played = e.unwrapped.game
    reference = inno.Game(list(played.names), ["cities"], played.seed)
    play_agents(reference, {f"player_{i}": make_agent("random", 10 + i) for i in range(3)})
    assert played.history == reference.history
    assert played.result.to_dict() == reference.result.to_dict()


def test_agent_player_acts_on_an_openspiel_state():
    # doc: "`AgentPlayer(agent).act(where)` returns the action id [...] (a PettingZoo
    # environment, wrapped or not, an OpenSpiel state or a `Chooser`)"
    pyspiel = _spiel()
    import inno.research.openspiel  # noqa: F401

    state = pyspiel.load_game("python_innovation", {"players": 2}).new_initial_state()
    player = AgentPlayer(make_agent("greedy", 3))
    rng = random.Random(3)
    acted = 0
    while not state.is_terminal() and acted < 80:
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
            continue
        action = player.act(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        acted += 1
    assert acted > 20


# --- The vector environment ----------------------------------------------------------


def test_the_vector_environment_is_a_gymnasium_vector_env_with_the_documented_spaces():
    # doc: "steps `num_envs` games together under Gymnasium's vector API
    # (`gymnasium.vector.VectorEnv`)"; "`single_observation_space` is the PettingZoo
    # environment's `Dict` (`observation`, `action_mask`), `single_action_space`
    # `Discrete(2950)`; `observation_space`/`action_space` are their batches";
    # "**Autoreset** is Gymnasium's `SAME_STEP` (`metadata["autoreset_mode"]`)";
    # "`info["player"][i]` (their seat)"
    gymnasium = pytest.importorskip("gymnasium")
    from inno.research.env.vector import InnoVectorEnv

    envs = InnoVectorEnv(3, players=3, expansions="echoes")
    assert isinstance(envs, gymnasium.vector.VectorEnv) and envs.num_envs == 3
    assert envs.single_observation_space == env(players=3).observation_space("player_0")
    assert envs.single_action_space == gymnasium.spaces.Discrete(2950)
    assert envs.observation_space["observation"].shape == (3, SIZE)
    assert envs.observation_space["action_mask"].shape == (3, N_ACTIONS)
    assert envs.action_space == gymnasium.vector.utils.batch_space(envs.single_action_space, 3)
    assert envs.metadata["autoreset_mode"] == gymnasium.vector.AutoresetMode.SAME_STEP
    obs, info = envs.reset(seed=1)
    assert envs.observation_space.contains(obs)
    assert info["player"].shape == (3,) and set(info["player"].tolist()) <= {0, 1, 2}
    assert envs.action_space.contains(np.array([np.flatnonzero(m)[0] for m in obs["action_mask"]]))


def test_the_vector_seed_fixes_the_replacing_games_too():
    # doc: "**Seeds**: `reset(seed=s)` fixes every game, those that replace them too."
    pytest.importorskip("gymnasium")
    from inno.research.env.vector import InnoVectorEnv

    def run():
        envs = InnoVectorEnv(2, players=2, max_steps=4)
        obs, _ = envs.reset(seed=5)
        rng = np.random.default_rng(0)
        seen = []
        for _ in range(9):
            actions = np.array([rng.choice(np.flatnonzero(m)) for m in obs["action_mask"]])
            obs, _, _, truncated, _ = envs.step(actions)
            seen.append(
                (truncated.tolist(), obs["observation"].copy(), [g.seed for g in envs.games])
            )
        return seen

    first, second = run(), run()
    assert any(any(t) for t, _, _ in first)  # games were replaced
    for (t1, o1, s1), (t2, o2, s2) in zip(first, second, strict=True):
        assert t1 == t2 and s1 == s2 and np.array_equal(o1, o2)
    assert first[0][2] != first[-1][2]


def test_the_vector_environment_copies_by_default():
    # doc: "`copy=False` returns the environment's own buffers, overwritten by the next
    # step" (and so, by default, arrays of the caller's own)
    pytest.importorskip("gymnasium")
    from inno.research.env.vector import InnoVectorEnv

    envs = InnoVectorEnv(2)
    obs, _ = envs.reset(seed=3)
    kept = obs["observation"].copy()
    actions = np.array([np.flatnonzero(m)[0] for m in obs["action_mask"]])
    again, *_ = envs.step(actions)
    assert again["observation"] is not obs["observation"]
    assert np.array_equal(obs["observation"], kept)


# --- Extras and commands -------------------------------------------------------------


def test_the_extras_named_by_the_document_exist():
    # doc: "(`pip install -e '.[env]'`)"; "(`pip install -e '.[openspiel]'`)"
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "optional-dependencies"
    ]
    assert any(r.startswith("pettingzoo") for r in extras["env"])
    assert any(r.startswith("open_spiel") for r in extras["openspiel"])


@pytest.mark.parametrize(
    "script,flags",
    [
        ("bench_env.py", ["--openspiel", "--vector", "--no-copy", "--floor", "--count"]),
        ("fuzz.py", ["--all-combinations", "--options", "--undo", "--observations"]),
        ("fuzz_openspiel.py", []),
        ("research.py", []),
        ("instructions.py", ["--openspiel", "--env"]),
    ],
)
def test_the_commands_the_document_names_take_their_flags(script, flags):
    # doc: "`python bench/bench_env.py [--openspiel] [--vector N] [--no-copy] [--floor]
    # [--count]`"; "`python bench/fuzz.py --all-combinations --options --undo
    # --observations` and `python bench/fuzz_openspiel.py`"; "`python
    # bench/research.py`"; "`python bench/instructions.py --openspiel`"; "`python
    # bench/instructions.py --env`"
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / script), "--help"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    for flag in flags:
        assert flag in done.stdout


@pytest.mark.parametrize("viewer", [-1, 2, "player_0", 0.0])
def test_observe_refuses_a_viewer_that_is_not_a_seat_index(viewer):
    # doc: "the observation of the player at seat `viewer` (an index, 0 to n-1; anything
    # else raises `ValueError`)"
    from inno.research.env.observation import observe

    game = inno.Game(players=2, seed=1)
    with pytest.raises(ValueError, match="seat index"):
        observe(game, viewer)
