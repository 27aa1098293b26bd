"""The PettingZoo environment: the API, the action space and masks, observations, errors."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

pytest.importorskip("pettingzoo")
np = pytest.importorskip("numpy")

from pettingzoo.test import api_test, seed_test  # noqa: E402
from swaps import swap_hidden  # noqa: E402

import inno  # noqa: E402
from inno.agents.random import random_answer  # noqa: E402
from inno.data.cards import BY_NAME, NAME  # noqa: E402
from inno.research.env import env, raw_env  # noqa: E402
from inno.research.env.actions import (  # noqa: E402
    CARD,
    DONE,
    N_ACTIONS,
    OPTION,
    Chooser,
    ConfigError,
    IllegalAction,
    action_label,
    option_actions,
    rewards,
)
from inno.research.env.observation import (  # noqa: E402
    PLACES,
    SEAT_ZONES,
    SIZE,
    Observer,
    encode,
    observe,
    parts,
)

# PettingZoo warns about every dict observation with an action mask (as for its chess).
pytestmark = [
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array"),
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably"),
]
SETS = ["echoes", "cities", "artifacts", "figures"]
SINGLE = [[], *([s] for s in SETS)]


def _random_step(e, rng: np.random.Generator) -> None:
    obs, _, term, trunc, _ = e.last()
    e.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))


@pytest.mark.parametrize("expansions", SINGLE, ids=lambda s: "+".join(s) or "base")
def test_pettingzoo_api_test(expansions):
    api_test(env(players=2, expansions=expansions), num_cycles=400)


def test_pettingzoo_api_test_with_every_set_and_more_players():
    api_test(env(players=4, expansions=SETS, options={"relics": True}), num_cycles=150)


@pytest.mark.parametrize("expansions", SINGLE, ids=lambda s: "+".join(s) or "base")
def test_pettingzoo_seed_test(expansions):
    seed_test(lambda: env(players=3, expansions=expansions), num_cycles=150)


def test_a_seed_fixes_the_game_and_the_games_after_it():
    a, b = raw_env(players=2), raw_env(players=2)
    a.reset(seed=7)
    b.reset(seed=7)
    assert a.game.seed == b.game.seed
    a.reset()
    b.reset()
    assert a.game.seed == b.game.seed
    b.reset(seed=8)
    assert a.game.seed != b.game.seed


def _check_mask(e) -> None:
    """The deciding agent's mask is exactly the encoding of its view's options."""
    agent = e.agent_selection
    obs = e.observe(agent)
    view = e.infos[agent]["view"]
    pending = view["pending"]
    names = [p["name"] for p in view["players"]]
    me = names.index(agent)
    actions = option_actions(pending["kind"], pending["options"], names, me)
    # Distinct options, distinct actions: the decoding is a bijection.
    assert len(set(actions)) == len(actions) == len(pending["options"])
    legal = set(np.flatnonzero(obs["action_mask"]).tolist())
    picks = e.chooser.picks
    if pending["kind"] == "choose_cards":
        expected = {a for i, a in enumerate(actions) if i not in picks}
        if len(picks) >= pending["min"]:
            expected.add(DONE)
        assert all(CARD <= a < CARD + len(NAME) for a in actions)
    else:
        expected = set(actions)
    assert legal == expected, (pending, sorted(legal), sorted(expected))
    # Agents that do not decide have nothing to do.
    for other in e.agents:
        if other != agent:
            assert not e.observe(other)["action_mask"].any()


@pytest.mark.parametrize(
    "expansions,players",
    [([], 2), (["echoes", "figures"], 3), (["cities", "artifacts"], 4), (SETS, 5)],
    ids=["base", "echoes+figures", "cities+artifacts", "all"],
)
def test_action_masks_always_match_the_legal_answers(expansions, players):
    e = raw_env(players=players, expansions=expansions)
    rng = np.random.default_rng(1)
    e.reset(seed=3)
    steps = 0
    for _ in e.agent_iter(2500):
        _, _, term, trunc, _ = e.last(observe=False)
        if not (term or trunc):
            _check_mask(e)
            steps += 1
        _random_step(e, rng)
    assert steps > 100


def test_every_decision_of_every_combination_of_sets_has_distinct_actions():
    """The fixed space expresses every decision that random play meets in all 16
    combinations of sets (engine speed: no environment in the loop)."""
    kinds = set()
    slots = 0
    for mask in range(16):
        expansions = [s for i, s in enumerate(SETS) if mask >> i & 1]
        for seed in range(2):
            n = 2 + (seed + mask) % (3 + len(expansions))
            options = {"relics": True} if "artifacts" in expansions else {}
            game = inno.Game(n, expansions, seed, options)
            rng = random.Random(seed)
            while game.pending is not None:
                d = game.pending
                actions = option_actions(d.kind, d.options, game.names, d.who)
                assert len(set(actions)) == len(actions) == len(d.options), d
                assert all(0 <= a < N_ACTIONS for a in actions)
                if d.kind != "choose_option":  # only free-text labels take option slots
                    assert all(a < OPTION for a in actions), d
                slots = max(slots, max(actions) - OPTION + 1)
                kinds.add(d.kind)
                game.answer(random_answer(d, rng))
    assert kinds == {
        "action",
        "choose_card",
        "choose_cards",
        "choose_color",
        "choose_player",
        "choose_value",
        "choose_option",
        "yes_no",
    }


def test_actions_of_the_turn_are_named_as_the_engine_names_them():
    e = raw_env(players=2, expansions=SETS)
    e.reset(seed=11)
    rng = np.random.default_rng(0)
    seen = 0
    for _ in e.agent_iter(600):
        _, _, term, trunc, _ = e.last(observe=False)
        if term or trunc:
            break
        d = e.chooser.decision
        if d.kind == "action":
            for option, a in zip(d.options, e.chooser.option_actions(), strict=True):
                assert action_label(a) == option
                seen += 1
        _random_step(e, rng)
    assert seen > 50


def test_an_action_outside_the_mask_raises_naming_what_is_allowed():
    e = env(players=2)
    e.reset(seed=5)
    obs, *_ = e.last()
    legal = np.flatnonzero(obs["action_mask"])
    illegal = next(a for a in range(N_ACTIONS) if a not in legal)
    game = e.unwrapped.game
    before = list(game.history)
    with pytest.raises(IllegalAction) as info:
        e.step(illegal)
    message = str(info.value)
    assert f"action {illegal}" in message and "allowed:" in message
    for a in legal:
        assert f"{a} ({action_label(int(a))})" in message
    assert game.history == before  # nothing changed
    with pytest.raises(IllegalAction, match="not an action id"):
        e.step("draw")
    with pytest.raises(IllegalAction):
        e.step(N_ACTIONS + 3)
    with pytest.raises(IllegalAction, match="not an action id"):
        e.step(True)  # (a bool is an int, but no action id)
    assert game.history == before
    e.step(legal[0])  # the game goes on (a numpy integer is an action id)
    assert len(game.history) == len(before) + 1


@pytest.mark.parametrize(
    "config,words",
    [
        ({"expansions": ["echos"]}, ["'echos'", "echoes", "cities", "artifacts", "figures"]),
        ({"expansions": "echoes,nope"}, ["'nope'", "figures"]),
        ({"players": 5}, ["2 to 4", "5"]),
        ({"players": 1}, ["2 to 4"]),
        ({"players": 9, "expansions": SETS}, ["2 to 8", "9"]),
        ({"players": "two"}, ["2 to 4"]),
        ({"options": {"colour": True}}, ["unknown option 'colour'", "teams"]),
        ({"render_mode": "rgb"}, ["ansi", "human"]),
        ({"max_steps": 0}, ["max_steps"]),
        ({"max_steps": True}, ["max_steps", "True"]),  # (a bool is an int, but no number)
        ({"copy": "no"}, ["copy must be True or False", "'no'"]),
    ],
)
def test_a_bad_configuration_says_what_is_allowed(config, words):
    with pytest.raises(ConfigError) as info:
        raw_env(**config)
    for word in words:
        assert word in str(info.value)


def test_choose_cards_is_answered_one_card_at_a_time():
    rng = np.random.default_rng(4)
    found = 0
    for seed in range(40):
        e = raw_env(players=2, expansions=["echoes"])
        e.reset(seed=seed)
        for _ in e.agent_iter(3000):
            _, _, term, trunc, _ = e.last(observe=False)
            if term or trunc:
                _random_step(e, rng)
                continue
            d = e.chooser.decision
            if d.kind == "choose_cards" and d.max >= 2 and not e.chooser.picks:
                found += 1
                history = len(e.game.history)
                first = e.chooser.option_actions()[0]
                e.step(first)
                assert e.chooser.decision is d and e.chooser.picks == [0]
                assert len(e.game.history) == history  # nothing answered yet
                mask = e.observe(e.agent_selection)["action_mask"]
                assert not mask[first] and bool(mask[DONE]) == (d.min <= 1)
                picked = parts(e.observe(e.agent_selection)["observation"])["picked"]
                assert picked[BY_NAME[d.options[0]]] == 1 and picked.sum() == 1
                while e.game.pending is d:
                    legal = np.flatnonzero(e.observe(e.agent_selection)["action_mask"])
                    e.step(int(DONE if DONE in legal else legal[0]))
                assert len(e.game.history) == history + 1
                assert e.game.history[-1][0] == d.options[0]  # the order of the picks
                if found >= 3:
                    return
            else:
                _random_step(e, rng)
    assert found >= 3


def test_observation_is_the_encoding_of_the_agents_view_only():
    e = raw_env(players=3, expansions=["echoes", "cities"])
    e.reset(seed=2)
    rng = np.random.default_rng(2)

    def hidden_cards_in_other_hands() -> bool:
        view = e.infos[e.agent_selection]["view"]
        return any(
            isinstance(c, dict) and "name" not in c
            for p in view["players"]
            if p["name"] != e.agent_selection
            for c in p["hand"]
        )

    for _ in range(40):
        _random_step(e, rng)
    while not hidden_cards_in_other_hands():
        _random_step(e, rng)
    agent = e.agent_selection
    me = e.possible_agents.index(agent)
    obs = e.observe(agent)["observation"]
    view = e.game.view(agent, log_since=None)
    assert obs.shape == (SIZE,) and obs.dtype == np.float32
    assert np.array_equal(
        obs, encode(view, [e.chooser.decision.options[i] for i in e.chooser.picks])
    )
    cards = parts(obs)["cards"]
    hand = SEAT_ZONES.index("hand")
    state = e.game.state
    for seat in range(3):
        player = (me + seat) % 3
        named = {
            c if isinstance(c, str) else c.get("name") for c in view["players"][player]["hand"]
        } - {None}
        for card in state.players[player].hand:
            # A hidden card is marked in a hand only if the view names it there.
            assert cards[card, seat * len(SEAT_ZONES) + hand] == (NAME[card] in named)
        assert cards[:, seat * len(SEAT_ZONES) + hand].sum() == len(named)
    assert cards.shape == (len(NAME), PLACES)


def test_copy_false_observes_read_only_views_of_the_agents_own_arrays():
    """The same game with ``copy=False``: every agent's observation and mask at every step
    equal ``copy=True``'s, as read-only views (a learner's write raises instead of
    corrupting what the next steps update) of arrays kept for that agent, which only its
    own later observations overwrite: a view it kept never comes to show another agent's
    mask (the information boundary); PettingZoo's api_test passes."""
    api_test(env(players=3, expansions=["echoes"], copy=False), num_cycles=100)
    copied, shared = (
        env(players=3, expansions=SETS[:2]),
        env(players=3, expansions=SETS[:2], copy=False),
    )
    copied.reset(seed=4)
    shared.reset(seed=4)
    rng = np.random.default_rng(2)
    first = shared.observe("player_0")
    before = first["observation"].copy()
    steps = 0
    kept: dict = {}  # each agent's last mask view, and a copy of it as returned
    for agent in copied.agent_iter():
        assert shared.agent_selection == agent
        # (the deciding agent first: its mask must not come to show in the others')
        for other in [agent, *(a for a in copied.agents if a != agent)]:
            mine, theirs = copied.observe(other), shared.observe(other)
            for key in ("observation", "action_mask"):
                assert np.array_equal(mine[key], theirs[key]), (steps, other, key)
                assert not theirs[key].flags.writeable
                with pytest.raises(ValueError, match="read-only"):
                    theirs[key][0] = 1
            if other == agent:
                for holder, (view, returned) in kept.items():
                    if holder != agent:
                        assert np.array_equal(view, returned), (steps, holder)
            kept[other] = (theirs["action_mask"], theirs["action_mask"].copy())
        obs, _, term, trunc, _ = copied.last()
        action = None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"])))
        copied.step(action)
        shared.step(action)
        steps += 1
    assert steps > 100
    assert copied.unwrapped.game.history == shared.unwrapped.game.history
    assert not np.array_equal(first["observation"], before)  # overwritten since


def test_rewards_at_the_end_and_termination():
    e = env(players=3)
    e.reset(seed=9)
    rng = np.random.default_rng(9)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter(20000):
        obs, reward, term, trunc, info = e.last()
        totals[agent] += reward
        if term:
            assert info["result"] == e.unwrapped.game.result.to_dict()
            assert not obs["action_mask"].any()
        e.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert not e.agents
    result = e.unwrapped.game.result
    for agent, total in totals.items():
        if len(result.winners) == 1:
            assert total == (1.0 if agent in result.winners else -1.0)
        else:
            assert total == (0.0 if agent in result.winners else -1.0)


@pytest.mark.parametrize(
    ("winners", "expected"),
    [
        (["player_0", "player_2"], [1.0, -1.0, 1.0, -1.0]),  # a team won
        (["player_0", "player_1", "player_2", "player_3"], [0.0, 0.0, 0.0, 0.0]),  # a tie
    ],
)
def test_team_rewards_a_win_and_a_draw_between_the_teams(winners, expected):
    # Teams add up their scores and achievements; two teams tied on both are all winners:
    # a draw (0 each, zero-sum), not a win for everybody.
    position = {
        "players": [{"name": f"player_{i}"} for i in range(4)],
        "options": {"teams": True},
        "phase": "over",
        "result": {"winners": winners, "reason": "score"},
    }
    assert rewards(inno.Game.from_position(position)) == expected


def test_max_steps_truncates_the_game():
    e = env(players=2, max_steps=10)
    e.reset(seed=1)
    rng = np.random.default_rng(1)
    steps = 0
    for _ in e.agent_iter(100):
        obs, reward, term, trunc, _ = e.last()
        if trunc:
            assert reward == 0.0
        else:
            steps += 1
        e.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert steps == 10 and not e.agents


def test_render_ansi_describes_the_table():
    e = env(players=2, render_mode="ansi")
    e.reset(seed=1)
    text = e.render()
    assert "player_0" in text and "decides" in text


def test_import_inno_needs_neither_numpy_nor_pettingzoo():
    code = (
        "import sys, inno, inno.research.env, inno.research.env.actions\n"
        "assert 'numpy' not in sys.modules and 'pettingzoo' not in sys.modules, "
        "sorted(m for m in sys.modules if m.split('.')[0] in ('numpy', 'pettingzoo'))\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_documented_layouts_are_the_code_s():
    """docs/research-api.md's tables of action blocks and observation parts."""
    import re
    from pathlib import Path

    from inno.research.env import actions, observation

    text = (Path(__file__).parent.parent / "docs" / "research-api.md").read_text()
    rows = re.findall(r"^\| `(\w+)` \| (\d+) \| ([^|]+) \|", text, re.M)
    blocks = [(n, int(at), int(size)) for n, at, size in rows if size.strip().isdigit()]
    assert blocks == [(n, actions.OFFSET[n], size) for n, size in actions.BLOCKS]
    shapes = [(n, int(at), shape.strip()) for n, at, shape in rows if "(" in shape]
    assert shapes == [(n, at, str(shape)) for n, shape, at in observation.LAYOUT]
    assert f"Discrete({actions.N_ACTIONS})" in text
    assert f"float32[{observation.SIZE}]" in text


def test_the_documented_example_plays_a_game():
    import re
    from pathlib import Path

    text = (Path(__file__).parent.parent / "docs" / "research-api.md").read_text()
    example = re.findall(r"```python\n(.*?)```", text, re.S)[0]
    scope: dict = {}
    exec(compile(example, "research-api.md", "exec"), scope)
    assert not scope["e"].agents and scope["e"].unwrapped.game.over


# -- the observation read from the state: the same tensor, the same boundary ----------

ENCODER_CONFIGS = [
    ([], {}, 2),
    (["echoes"], {}, 3),
    (["cities"], {"no_tracking": True}, 2),
    (["artifacts"], {"relics": True}, 3),
    (["figures"], {"face_down_draws": True}, 2),
    ([], {"teams": True}, 4),
    (SETS, {"open_boards": True}, 3),
    (SETS, {"face_down_draws": True}, 5),
]


def _config_id(config) -> str:
    expansions, options, players = config
    return f"{players}-{'+'.join(expansions) or 'base'}-{'+'.join(options) or 'default'}"


def _random_positions(expansions, options, players, seed, every):
    """Every ``every``-th position of a random game, and the end."""
    game = inno.Game(players, expansions, seed, options)
    rng = random.Random(seed)
    step = 0
    while game.pending is not None:
        if step % every == 0:
            yield game
        Chooser(game).player  # noqa: B018  (with face-down draws: the decider looks, as in the env)
        game.answer(random_answer(game.pending, rng))
        step += 1
    yield game


@pytest.mark.parametrize("config", ENCODER_CONFIGS, ids=_config_id)
def test_observe_reads_the_same_tensor_as_the_encoding_of_the_view(config):
    """``observe`` (from the state) equals ``encode`` (from the view), private and public,
    for every seat, along random games with every set and the options that hide or
    show cards."""
    expansions, options, players = config
    checked = 0
    for seed in range(2):
        for game in _random_positions(expansions, options, players, seed, every=7):
            for seat in range(players):
                view = game.view(seat, log_since=None)
                assert np.array_equal(observe(game, seat), encode(view)), (seed, seat)
                public = dict(game.spectator_view(log_since=None))
                public["viewer"] = game.names[seat]
                assert np.array_equal(observe(game, seat, public=True), encode(public))
                checked += 1
    assert checked > 50


def _every_combination() -> list:
    """Each of the 16 combinations of sets, with the options that hide or show cards (or
    a team game) in turn, and from 2 players to the most."""
    found = []
    options = [{}, {"open_boards": True}, {"face_down_draws": True}, {"relics": True}]
    for j in range(16):
        sets = [s for b, s in enumerate(SETS) if j >> b & 1]
        opts = dict(options[j % len(options)])
        if "relics" in opts and "artifacts" not in sets:
            opts = {"teams": True}
        players = 4 if "teams" in opts else 2 + j % (3 + len(sets))
        found.append((sets, opts, players))
    return found


# (the observer keeps its parts by what they read, and reads the engine's answers only
# when what they read changed, unless a rule or a karma changes them: every set's rules)
OBSERVER_CONFIGS = ENCODER_CONFIGS + [c for c in _every_combination() if c not in ENCODER_CONFIGS]


@pytest.mark.parametrize("config", OBSERVER_CONFIGS, ids=_config_id)
def test_the_observer_keeps_every_seat_equal_to_observe_from_scratch(config):
    """``Observer`` (each seat's tensor kept, re-encoding what changed) equals ``observe``
    (a fresh one), private and public, along random games played by action ids
    (multi-selects one pick at a time), each seat read after a random number of steps
    (changes pile up between its reads), with undos (the game goes back: its log and card
    tracking are rebuilt); a tensor it returned never changes afterwards."""
    expansions, options, players = config
    rng = random.Random(3)
    reads = undos = 0
    for seed in range(2):
        game = inno.Game(players, expansions, seed, options)
        observer, chooser = Observer(game), Chooser(game)
        kept: list = []
        while True:
            decision = chooser.decision
            picks = [decision.options[i] for i in chooser.picks] if decision else []
            for seat in range(players):
                if rng.random() < 0.5 or decision is None:
                    mine = picks if decision is not None and seat == decision.who else []
                    tensor = observer(seat, mine)
                    assert np.array_equal(tensor, observe(game, seat, mine)), (seed, seat)
                    kept.append((tensor, tensor.copy()))
                    reads += 1
                if rng.random() < 0.2 or decision is None:  # a spectator's, from that seat
                    tensor = observer(seat, public=True)
                    assert np.array_equal(tensor, observe(game, seat, public=True)), (seed, seat)
            if decision is None:
                break
            if rng.random() < 0.05 and game.can_undo(decision.who) and not chooser.picks:
                game.undo(decision.who)
                chooser = Chooser(game)
                undos += 1
                continue
            chooser.step(rng.choice(chooser.legal_actions()))
        assert all(np.array_equal(tensor, copy) for tensor, copy in kept[-300:])
    assert reads > 200 and undos > 0


@pytest.mark.parametrize("config", ENCODER_CONFIGS[:2] + ENCODER_CONFIGS[4:], ids=_config_id)
def test_swapping_hidden_cards_changes_nothing_the_player_observes(config):
    """The information boundary: 400 exchanges of cards a player cannot tell apart leave
    that player's tensor (private and public), action mask and view unchanged."""
    expansions, options, players = config
    rng = random.Random(5)
    swaps = 0
    for seed in range(11, 21):
        for game in _random_positions(expansions, options, players, seed, every=2):
            if game.pending is None or swaps >= 400:
                break
            seat = rng.randrange(players)
            chooser = Chooser(game)
            decider = chooser.player  # (first: with face-down draws the decider looks)
            before = (
                observe(game, seat),
                observe(game, seat, public=True),
                chooser.legal_actions() if decider == seat else [],
                game.view(seat, log_since=None),
            )
            other = game.clone()
            for _ in range(4):
                swaps += swap_hidden(other, seat, rng)
            again = Chooser(other)
            assert again.player == decider
            assert np.array_equal(observe(other, seat), before[0])
            assert np.array_equal(observe(other, seat, public=True), before[1])
            assert (again.legal_actions() if decider == seat else []) == before[2]
            assert other.view(seat, log_since=None) == before[3]
    assert swaps >= 400


def test_the_view_in_info_is_built_when_read_and_only_before_the_next_step():
    e = raw_env(players=2)
    e.reset(seed=4)
    agent = e.agent_selection
    info = e.infos[agent]
    assert info["view"] == e.game.view(agent, log_since=None)
    assert "view" in info and list(info) == ["view"]
    _random_step(e, np.random.default_rng(4))
    later = e.infos[e.agent_selection]
    _random_step(e, np.random.default_rng(4))
    with pytest.raises(inno.InnoError, match="before the next step"):
        later["view"]
