"""Conformance of inno to its documented formats, checked from the documents alone.

Every test checks one promise of docs/position-format.md, of the section "The
decision protocol" of docs/rulings.md, or of what the README and docs/research-api.md
say about decisions and answers, through the documented API only (``inno.Game``,
``Game.from_position``, ``game.to_position``, ``game.pending``, ``game.answer``,
``game.view``, ``inno schema``).  Each test quotes the sentence it checks.  The example
of docs/position-format.md is checked in tests/test_docs.py.
"""

import copy
import json
import random
import re
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

import inno

DOCS = Path(__file__).parent.parent / "docs"

ACTION_OPTION = re.compile(
    r"draw|(meld|dogma|endorse) .+|achieve (\d+|.+)|inspire (blue|red|green|yellow|purple)|decree .+"
)
KINDS = {
    "action",
    "choose_card",
    "choose_cards",
    "choose_color",
    "choose_player",
    "choose_value",
    "choose_option",
    "yes_no",
}


def two(a=None, b=None, **rest):
    """A position of two players, A and B, with the given player keys and table keys."""
    position = {"players": [{"name": "A", **(a or {})}, {"name": "B", **(b or {})}], "seed": 1}
    position.update(rest)
    return position


def start(a=None, b=None, **rest):
    return inno.Game.from_position(two(a, b, **rest))


def state(game):
    """Everything an outsider can read of a game, to check that nothing changed."""
    return (
        game.to_position(),
        None if game.pending is None else game.pending.to_dict(),
        len(game.history),
    )


def random_answer(decision, rnd):
    if decision.kind == "choose_cards":
        return rnd.sample(decision.options, rnd.randint(decision.min, decision.max))
    return rnd.choice(decision.options)


def answers_until_action(game, answer=lambda d: d.options[0]):
    while game.pending is not None and game.pending.kind != "action":
        game.answer(answer(game.pending))


@cache
def schema():
    """The JSON Schema `inno schema` prints."""
    command = shutil.which("inno") or str(Path(sys.executable).parent / "inno")
    out = subprocess.run([command, "schema"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def validator(name):
    jsonschema = pytest.importorskip("jsonschema")
    return jsonschema.Draft202012Validator({"$ref": f"#/$defs/{name}", "$defs": schema()["$defs"]})


def schema_errors(name, value):
    return [e.message for e in validator(name).iter_errors(value)]


@cache
def base_ages():
    """Each base age card's age, read from the supply of a position with no achievements."""
    supply = inno.Game.from_position(two(achievements=[])).to_position()["supply"]["base"]
    return {card: int(age) for age, pile in supply.items() for card in pile}


def all_cards(position):
    """Every card a position places, with repetitions."""
    cards = list(position.get("achievements", [])) + list(position.get("removed", []))
    for player in position["players"]:
        for key in ("hand", "score", "achievements", "forecast", "display"):
            cards += player.get(key, [])
        for stack in player.get("board", {}).values():
            cards += stack["cards"] if isinstance(stack, dict) else stack
    for piles in position.get("supply", {}).values():
        for pile in piles.values():
            cards += pile
    cards += position.get("relics", []) + position.get("decrees", [])
    cards += position.get("special_achievements", [])
    return cards


# --- The introduction --------------------------------------------------------------


@pytest.mark.parametrize(
    "expansions, options",
    [
        ([], {}),
        (["echoes", "cities", "artifacts", "figures"], {"relics": True}),
        (["artifacts"], {"face_down_draws": True, "confirm_turn_end": True}),
    ],
)
def test_a_position_written_at_any_action_decision_is_the_same_game(expansions, options):
    # "`game.to_position()` writes the current game in the same format, every zone in
    # full, so that `Game.from_position(game.to_position())` is the same game."
    game = inno.Game(players=["A", "B", "C"], expansions=expansions, options=options, seed=11)
    rnd = random.Random(5)
    checked = 0
    for _ in range(250):
        if game.pending is None:
            break
        if game.pending.kind == "action":
            position = game.to_position()
            again = inno.Game.from_position(copy.deepcopy(position))
            assert again.to_position() == position
            assert again.pending.to_dict() == game.pending.to_dict()
            checked += 1
        game.answer(random_answer(game.pending, rnd))
    assert checked > 10


def test_a_save_stores_a_position_as_its_checkpoint():
    # "saved games (`to_json`) store one as their checkpoint."
    game = start({"hand": ["Oars", "Archery"], "board": {"yellow": ["Agriculture"]}})
    game.answer("draw")
    checkpoint = json.loads(game.to_json())["checkpoint"]
    inno.Game.from_position(checkpoint)
    assert not schema_errors("Position", checkpoint)


def test_only_the_players_and_their_names_are_required():
    # "Only `players` (with each player's `name`) is required."
    game = inno.Game.from_position({"players": [{"name": "A"}, {"name": "B"}]})
    assert game.pending.player == "A"
    with pytest.raises(inno.InvalidPosition):
        inno.Game.from_position({})
    with pytest.raises(inno.InvalidPosition):
        inno.Game.from_position({"players": [{"hand": []}, {"name": "B"}]})


@pytest.mark.parametrize("wrong", ["a.i.", "AI", "The wheel", "the Wheel", "Sao Paulo"])
def test_cards_are_named_by_their_exact_printed_title(wrong):
    # "Every card is named by its printed title (exact spelling, e.g. `"A.I."`, `"The
    # Wheel"`)."
    right = inno.Game.from_position(
        two({"hand": ["A.I.", "The Wheel", "São Paulo"]}, expansions=["cities"])
    )
    assert right.to_position()["players"][0]["hand"] == ["A.I.", "The Wheel", "São Paulo"]
    with pytest.raises(inno.UnknownCard):
        inno.Game.from_position(two({"hand": [wrong]}, expansions=["cities"]))


# --- The JSON Schema ----------------------------------------------------------------


def test_inno_schema_prints_the_position_and_its_parts():
    # "The JSON Schema of a position is the `Position` of the engine's schema (with
    # `PlayerPosition`, `StackPosition` and `TurnPosition`) [...]: `inno schema` prints it"
    defs = schema()["$defs"]
    for name in ("Position", "PlayerPosition", "StackPosition", "TurnPosition"):
        assert defs[name]["type"] == "object"
    assert defs["Position"]["required"] == ["players"]


def table_keys(section):
    text = (DOCS / "position-format.md").read_text()
    body = text.split(f"## {section}\n", 1)[1].split("\n## ", 1)[0]
    keys = set()
    for line in body.splitlines():
        if line.startswith("| `"):
            keys |= set(re.findall(r"`([a-z_]+)`", line.split("|")[1]))
    return keys


def test_the_tables_list_the_keys_of_the_schema():
    # "The tables below list the same keys."
    defs = schema()["$defs"]
    assert table_keys("Players") == set(defs["PlayerPosition"]["properties"])
    assert table_keys("The rest of the table") | {"players"} == set(defs["Position"]["properties"])
    # `turn`: "`player` [...]; `actions` [...]; `number` [...]; `used` [...]"
    assert set(defs["TurnPosition"]["properties"]) == {"player", "actions", "number", "used"}


def test_positions_that_to_position_writes_are_valid_under_the_schema():
    # "The JSON Schema of a position is the `Position` of the engine's schema"
    game = inno.Game(
        players=["A", "B", "C"],
        expansions=["echoes", "cities", "artifacts", "figures"],
        options={"relics": True},
        seed=3,
    )
    rnd = random.Random(3)
    for _ in range(120):
        assert not schema_errors("Position", game.to_position())
        game.answer(random_answer(game.pending, rnd))


@pytest.mark.parametrize("stack", [{"splay": "none"}, {}])
def test_the_schema_accepts_a_stack_given_without_cards(stack):
    # "`{"cards": [...top first...], "splay": ...}` (both keys optional: no cards,
    # `"none"`)"
    # FINDING: "both keys optional": from_position accepts {"splay": "none"} and {}, but the schema's StackPosition requires "cards".
    position = two({"board": {"red": stack}})
    assert inno.Game.from_position(position).to_position()["players"][0]["board"] == {}
    assert not schema_errors("Position", position)


def test_the_schema_accepts_a_result_without_its_card():
    # "`result` | for `phase: "over"` only: `{"winners": [...], "reason": ..., "card":
    # ...}` (`card` may be left out)"
    # FINDING: "(`card` may be left out)": from_position accepts it, but the schema's Result (the position's `result`) requires "card".
    position = two(phase="over", result={"winners": ["A"], "reason": "score"})
    assert inno.Game.from_position(position).result.card is None
    assert not schema_errors("Position", position)


# --- Players ------------------------------------------------------------------------


def test_players_take_their_turns_in_the_order_of_the_list():
    # "`players` is the list of players in seating order (clockwise: a player's left is
    # the next one in the list)."
    game = inno.Game.from_position(
        {
            "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}],
            "turn": {"player": "B", "actions": 1},
        }
    )
    seen = []
    for _ in range(4):
        player = game.pending.player
        seen.append(player)
        while game.pending.player == player:
            game.answer("draw")
            answers_until_action(game)
    assert seen == ["B", "C", "A", "B"]


def test_a_players_missing_keys_take_their_defaults():
    # "`hand` [...] `[]`", "`board` [...] `{}`", "`score` [...] `[]`", "`achievements`
    # [...] `[]`", "`tucked`, `scored` [...] `0`"
    player = start().to_position()["players"][0]
    assert player == {
        "name": "A",
        "hand": [],
        "board": {},
        "score": [],
        "achievements": [],
        "tucked": 0,
        "scored": 0,
    }


def test_a_board_colour_is_a_list_top_first_or_a_stack():
    # "Each colour is either a list of cards **top first**, or `{"cards": [...top
    # first...], "splay": ...}` (both keys optional: no cards, `"none"`)"
    game = start(
        {
            "board": {
                "red": ["Archery", "Oars"],
                "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                "green": {"cards": ["Sailing"]},
                "purple": {"splay": "none"},
            }
        }
    )
    options = game.pending.options
    assert "dogma Archery" in options and "dogma Oars" not in options
    assert "dogma Writing" in options and "dogma Tools" not in options
    board = game.to_position()["players"][0]["board"]
    assert board["red"] == {"cards": ["Archery", "Oars"], "splay": "none"}
    assert board["blue"] == {"cards": ["Writing", "Tools"], "splay": "left"}
    assert board["green"] == {"cards": ["Sailing"], "splay": "none"}
    assert "purple" not in board


@pytest.mark.parametrize("splay", ["none", "left", "right", "up"])
def test_each_documented_splay_is_accepted(splay):
    # "`"splay": "none"|"left"|"right"|"up"`"
    game = start({"board": {"red": {"cards": ["Oars", "Archery"], "splay": splay}}})
    assert game.to_position()["players"][0]["board"]["red"]["splay"] == splay


def test_achievements_name_standard_and_special_achievements_relics_and_decrees():
    # "claimed achievements: standard achievements by card name, special achievements by
    # name (`"Monument"`), relics by name, Decrees by name (`"Advancement"`)"
    held = ["Oars", "Monument", "Timbuktu", "Advancement"]
    game = start(
        {"achievements": held},
        expansions=["artifacts", "figures"],
        options={"relics": True},
    )
    position = game.to_position()
    assert position["players"][0]["achievements"] == held
    assert "Monument" not in position["special_achievements"]
    assert "Timbuktu" not in position["relics"]
    assert "Advancement" not in position["decrees"]
    assert game.view("A")["players"][0]["achievement_count"] == 4


@pytest.mark.parametrize("expansions", [["echoes"], ["figures"]])
def test_the_forecast_is_written_in_games_with_echoes_or_figures(expansions):
    # "`forecast` | Echoes of the Past (also Figures in the Sand): the cards in the
    # player's forecast. Only in games with one of these sets; `to_position` writes it for
    # them"
    game = start({"forecast": ["Oars"]}, expansions=expansions)
    assert game.to_position()["players"][0]["forecast"] == ["Oars"]
    assert game.to_position()["players"][1]["forecast"] == []
    assert "forecast" not in start().to_position()["players"][0]


def test_the_display_is_public():
    # "`display` | Artifacts of History: the artifact on display [...]. Only in games with
    # Artifacts; public"
    game = start({"display": ["Mask of Warka"]}, expansions=["artifacts"])
    assert game.to_position()["players"][0]["display"] == ["Mask of Warka"]
    assert game.view("B")["players"][0]["display"] == ["Mask of Warka"]


def test_out_is_written_only_for_the_players_who_left():
    # "`out` | `true` for a player who lost and left the game (Exxon Valdez);
    # `to_position` writes it only for them | `false`"
    players = [{"name": "A", "out": True}, {"name": "B"}, {"name": "C", "out": False}]
    game = inno.Game.from_position({"players": players, "turn": {"player": "B"}})
    written = game.to_position()["players"]
    assert written[0]["out"] is True
    assert "out" not in written[1] and "out" not in written[2]


def test_face_down_cards_are_part_of_the_hand():
    # "`face_down` | with the option `face_down_draws`: the cards of the hand their owner
    # has not looked at yet (a subset of `hand`)"
    position = two({"hand": ["Oars", "Archery"], "face_down": ["Oars"]})
    position["options"] = {"face_down_draws": True}
    written = inno.Game.from_position(position).to_position()
    assert written["players"][0]["face_down"] == ["Oars"]
    assert inno.Game.from_position(written).to_position() == written
    with pytest.raises(inno.InvalidPosition):
        bad = copy.deepcopy(position)
        bad["players"][0]["face_down"] = ["Tools"]
        inno.Game.from_position(bad)
    with pytest.raises(inno.InvalidPosition):
        bad = copy.deepcopy(position)
        del bad["options"]
        inno.Game.from_position(bad)


def test_tucked_and_scored_count_this_turn():
    # "`tucked`, `scored` | cards tucked and scored so far this turn (the Monument
    # achievement) | `0`"
    game = start({"hand": ["Oars", "Archery"], "board": {"blue": ["Pottery"]}})
    game.answer("dogma Pottery")
    game.answer(["Oars", "Archery"])
    assert game.to_position()["players"][0]["scored"] == 1
    game.answer("draw")
    answers_until_action(game)
    assert game.pending.player == "B"
    assert game.to_position()["players"][0]["scored"] == 0
    position = two({"tucked": 2, "scored": 3})
    assert inno.Game.from_position(position).to_position()["players"][0]["tucked"] == 2


def test_initial_is_written_only_for_the_players_who_have_chosen():
    # "`initial` | with `"phase": "setup"`: the card of the hand the player has chosen to
    # meld first; `to_position` writes it only for those who have chosen"
    game = inno.Game(players=["A", "B", "C"], seed=4)
    position = game.to_position()
    assert position["phase"] == "setup"
    assert all("initial" not in player for player in position["players"])
    chooser = game.pending.player
    chosen = game.pending.options[0]
    game.answer(chosen)
    position = game.to_position()
    initial = {p["name"]: p.get("initial") for p in position["players"]}
    assert initial == {name: chosen if name == chooser else None for name in initial}
    again = inno.Game.from_position(position)
    assert again.pending.to_dict() == game.pending.to_dict()
    assert again.to_position() == position


# --- The rest of the table ----------------------------------------------------------


def test_the_table_defaults():
    # "`expansions` [...] `[]`", "`removed` [...] `[]`", "`turn` [...] the first player, 2
    # actions, turn 3, none used", "`phase` [...] `"action"`", "`seed` [...] `0`"
    bare = inno.Game.from_position({"players": [{"name": "A"}, {"name": "B"}]})
    position = bare.to_position()
    assert position["expansions"] == [] and position["removed"] == []
    assert position["turn"] == {"player": "A", "actions": 2, "number": 3}
    assert position["phase"] == "action"
    assert bare.pending.kind == "action" and bare.pending.player == "A"
    seeded = inno.Game.from_position({"players": [{"name": "A"}, {"name": "B"}], "seed": 0})
    assert seeded.to_position() == position


def test_the_default_achievements_are_one_card_of_each_age_1_to_9_in_seeded_order():
    # "`achievements` [...] one card of each age 1-9, drawn from the supply in seeded
    # order (the usual setup)"
    ages = base_ages()
    chosen = {}
    for seed in (1, 2, 3):
        achievements = inno.Game.from_position(two(seed=seed)).to_position()["achievements"]
        assert sorted(ages[card] for card in achievements) == list(range(1, 10))
        assert inno.Game.from_position(two(seed=seed)).to_position()["achievements"] == (
            achievements
        )
        chosen[seed] = achievements
    assert len({tuple(a) for a in chosen.values()}) > 1


def test_achievements_may_hold_a_card_of_any_set():
    # "the standard achievements still available, by card name: age cards [...] (an
    # effect may add a card of any set, as Shivaji's karma does)"
    game = start(expansions=["echoes"], achievements=["Oars", "Perfume"])
    assert game.to_position()["achievements"] == ["Oars", "Perfume"]


@pytest.mark.parametrize(
    "expansions, specials",
    [
        ([], {"Monument", "Empire", "World", "Wonder", "Universe"}),
        (["echoes"], {"Supremacy", "Destiny", "Wealth", "Heritage", "History"}),
        (["cities"], {"Legend", "Repute", "Fame", "Glory", "Victory"}),
    ],
)
def test_the_default_special_achievements_are_those_of_the_sets_in_play(expansions, specials):
    # "those of the base set (Monument, Empire, World, Wonder, Universe) and of each
    # expansion in play (Echoes: Supremacy, Destiny, Wealth, Heritage, History; Cities:
    # Legend, Repute, Fame, Glory, Victory) | every special achievement of the sets in play
    # that nobody holds"
    base = {"Monument", "Empire", "World", "Wonder", "Universe"}
    written = start(expansions=expansions).to_position()["special_achievements"]
    assert set(written) == base | specials
    held = start({"achievements": ["Empire"]}, expansions=expansions)
    assert set(held.to_position()["special_achievements"]) == (base | specials) - {"Empire"}


def test_special_achievements_not_listed_are_out_of_the_game():
    # "if the list is given, special achievements neither listed nor held are out of the
    # game"
    game = start({"achievements": ["Monument"]}, special_achievements=["Empire"])
    position = game.to_position()
    assert position["special_achievements"] == ["Empire"]
    assert position["players"][0]["achievements"] == ["Monument"]


def test_a_special_achievement_removed_is_not_available():
    # "every special achievement of the sets in play that nobody holds and that is not in
    # `removed`"
    position = start(removed=["Monument"]).to_position()
    assert "Monument" not in position["special_achievements"]
    assert position["removed"] == ["Monument"]


def test_the_supply_lists_the_top_of_each_pile_top_first():
    # "for each set in play, for each age, the **top** of that supply pile, top first"
    game = start(supply={"base": {"1": ["Oars", "Archery"]}})
    assert game.to_position()["supply"]["base"]["1"][:2] == ["Oars", "Archery"]
    game.answer("draw")  # an empty board draws a 1
    assert game.to_position()["players"][0]["hand"] == ["Oars"]
    game.answer("draw")
    assert game.to_position()["players"][0]["hand"] == ["Oars", "Archery"]


def test_the_supply_of_each_set_in_play():
    # "`{"base": {"1": [...]}, "echoes": {"1": [...]}, "cities": {"1": [...]}}`"
    game = start(
        expansions=["echoes", "cities"],
        supply={"echoes": {"1": ["Perfume"]}, "cities": {"1": ["Athens"]}},
    )
    supply = game.to_position()["supply"]
    assert supply["echoes"]["1"][0] == "Perfume"
    assert supply["cities"]["1"][0] == "Athens"


def test_the_short_form_of_the_supply_means_the_base_piles():
    # "the short form `{"1": [...]}` means the base piles"
    short = start(supply={"1": ["Oars"], "2": ["Calendar"]}).to_position()
    long = start(supply={"base": {"1": ["Oars"], "2": ["Calendar"]}}).to_position()
    assert short == long
    assert short["supply"]["base"]["1"][0] == "Oars"


def test_every_card_not_placed_elsewhere_is_in_its_supply_pile():
    # "every card not placed anywhere else is in its supply pile, *below* the listed cards,
    # in an order given by `seed`"
    ages = base_ages()
    position = start(
        {"hand": ["Tools"], "board": {"red": ["Archery"]}},
        supply={"1": ["Oars"]},
        removed=["Writing"],
    ).to_position()
    cards = all_cards(position)
    age_cards = [c for c in cards if c in ages]
    assert sorted(age_cards) == sorted(ages)  # each base age card exactly once
    pile = position["supply"]["base"]["1"]
    assert pile[0] == "Oars"
    assert {"Tools", "Archery", "Writing"}.isdisjoint(pile)
    for age, cards_of_age in position["supply"]["base"].items():
        assert all(ages[card] == int(age) for card in cards_of_age)


def test_the_seed_orders_the_unlisted_supply_cards():
    # "`seed` | seeds the order of unlisted supply cards"
    def supply(seed):
        return start(seed=seed, achievements=[]).to_position()["supply"]

    assert supply(1) == supply(1)
    assert supply(1) != supply(2)
    assert sorted(supply(1)["base"]["3"]) == sorted(supply(2)["base"]["3"])


def test_rng_when_given_replaces_the_seed():
    # "`rng` | the exact state of the game's random numbers (`to_position` writes it);
    # when given, `seed` is not used: the unlisted supply cards are ordered from `rng` too"
    state_ = start().to_position()["rng"]
    assert isinstance(state_, int)
    one = start(seed=1, rng=state_, achievements=[]).to_position()
    other = start(seed=2, rng=state_, achievements=[]).to_position()
    assert one["supply"] == other["supply"]
    assert one["rng"] == other["rng"]


def test_removed_cards_are_out_of_the_game():
    # "`removed` | cards removed from the game"
    position = start(removed=["Oars"]).to_position()
    assert position["removed"] == ["Oars"]
    assert "Oars" not in position["supply"]["base"]["1"]


def test_relics_default_to_every_relic_not_listed_elsewhere():
    # "`relics` | Artifacts of History with the option `relics`: the relics beside their
    # supply piles, by name (a relic in a hand, on a board, in achievements... is listed
    # there) | every relic not listed elsewhere; if the list is given, relics listed nowhere
    # are out of the game"
    relics = {"Timbuktu", "Complex Numbers", "Newton-Wickins Telescope", "Ching Shih"}
    game = start({"hand": ["Safety Pin"]}, expansions=["artifacts"], options={"relics": True})
    position = game.to_position()
    assert set(position["relics"]) == relics
    assert position["players"][0]["hand"] == ["Safety Pin"]
    listed = start(
        expansions=["artifacts"],
        options={"relics": True},
        relics=["Timbuktu"],
        removed=sorted(relics - {"Timbuktu"}) + ["Safety Pin"],
    )
    assert listed.to_position()["relics"] == ["Timbuktu"]
    given = start(expansions=["artifacts"], options={"relics": True}, relics=["Ching Shih"])
    assert given.to_position()["relics"] == ["Ching Shih"]
    assert set(given.to_position()["removed"]) == relics - {"Ching Shih"} | {"Safety Pin"}


def test_decrees_default_to_every_decree_not_held_or_removed():
    # "`decrees` | Figures in the Sand: the Decrees nobody holds, by name (`"War"`; a held
    # Decree is in its holder's `achievements`) | every Decree not listed in an
    # achievements pile or `removed`; if the list is given, Decrees listed nowhere are out
    # of the game"
    game = start({"achievements": ["War"]}, expansions=["figures"], removed=["Trade"])
    assert set(game.to_position()["decrees"]) == {"Advancement", "Expansion", "Rivalry"}
    listed = start(
        expansions=["figures"], decrees=["Rivalry"], removed=["Advancement", "Trade"]
    ).to_position()
    assert listed["decrees"] == ["Rivalry"]
    assert set(listed["removed"]) == {"Advancement", "Trade", "War", "Expansion"}


@pytest.mark.parametrize("players", [3, 4])
def test_the_first_turns_have_one_action(players):
    # "`number`: the turn number (turns 1, and 2 with four or more players, have one
    # action)"
    game = inno.Game(players=[f"P{i}" for i in range(players)], seed=2)
    answers_until_action(game)
    actions = []
    for _ in range(3):
        turn = game.to_position()["turn"]
        actions.append((turn["number"], turn["actions"]))
        for _ in range(turn["actions"]):
            game.answer("draw")
            answers_until_action(game)
    assert actions == [(1, 1), (2, 1 if players >= 4 else 2), (3, 2)]


def test_used_is_written_only_when_not_empty_and_is_honoured():
    # "`used`: the special actions allowed once per turn already taken this turn
    # (`["endorse"]`, `["inspire", "decree"]`; `to_position` writes it only when not
    # empty)"
    free = start({"board": {"red": ["Tigernmas"]}}, expansions=["figures"])
    assert "inspire red" in free.pending.options
    assert "used" not in free.to_position()["turn"]
    used = start(
        {"board": {"red": ["Tigernmas"]}}, expansions=["figures"], turn={"used": ["inspire"]}
    )
    assert "inspire red" not in used.pending.options
    assert used.to_position()["turn"]["used"] == ["inspire"]
    both = start(expansions=["figures"], turn={"used": ["inspire", "decree"]})
    assert both.to_position()["turn"]["used"] == ["inspire", "decree"]
    endorse = start(expansions=["cities"], turn={"used": ["endorse"]})
    assert endorse.to_position()["turn"]["used"] == ["endorse"]


def test_a_finished_game_has_its_result():
    # "`result` | for `phase: "over"` only: `{"winners": [player names], "reason":
    # "achievements", "score" or "dogma", "card": the card whose effect ended the game, or
    # null}`"
    result = {"winners": ["B"], "reason": "dogma", "card": "Oars"}
    game = start(phase="over", result=result)
    assert game.pending is None
    assert game.result.winners == ["B"]
    assert game.result.reason == "dogma" and game.result.card == "Oars"
    assert game.to_position()["result"] == result
    assert game.to_position()["phase"] == "over"


def test_the_actions_left_when_the_game_ended_are_kept():
    # "`actions`: [...] once the game is over, what the last turn had left when it ended,
    # the action that ended it included: 0 to 2 are accepted there"
    specials = ["Monument", "Empire", "World", "Wonder", "Universe"]
    game = start(
        {"achievements": specials, "score": ["Coal"], "board": {"red": ["Oars"]}},
        supply={"1": ["Archery"]},
    )
    assert "achieve 1" in game.pending.options
    game.answer("achieve 1")  # (the turn's first action of two)
    assert game.pending is None and game.result.reason == "achievements"
    position = game.to_position()
    assert position["phase"] == "over"
    assert position["turn"]["actions"] == 2
    for actions in (0, 1, 2):
        position["turn"]["actions"] = actions
        assert inno.Game.from_position(position).to_position() == position


def test_setup_has_no_actions():
    # "`actions`: how many actions remain this turn (1 or 2; 0 during the setup [...])";
    # "`to_position` also writes `"setup"` (before the first melds)"
    position = inno.Game(players=["A", "B"], seed=1).to_position()
    assert position["phase"] == "setup"
    assert position["turn"]["actions"] == 0


# --- What is rejected ---------------------------------------------------------------


def with_players(*players, **rest):
    return {"players": [{"name": "A", **players[0]}, {"name": "B"}], **rest}


REJECTED = [
    # "a card name no card has (`inno.UnknownCard`)"
    ("unknown card", with_players({"hand": ["Oar"]}), inno.UnknownCard),
    ("unknown supply card", with_players({}, supply={"1": ["Wheel"]}), inno.UnknownCard),
    # "a card in two places, or a card of an expansion that is not in the game"
    ("two places", with_players({"hand": ["Oars"], "score": ["Oars"]}), inno.InvalidPosition),
    (
        "hand and supply",
        with_players({"hand": ["Oars"]}, supply={"1": ["Oars"]}),
        inno.InvalidPosition,
    ),
    ("echoes card in base", with_players({"hand": ["Perfume"]}), inno.InvalidPosition),
    (
        "echoes special achievement in base",
        with_players({}, special_achievements=["Wealth"]),
        inno.InvalidPosition,
    ),
    # "a `forecast` in a game without Echoes or Figures, a `display` without Artifacts"
    ("forecast without echoes", with_players({"forecast": ["Oars"]}), inno.InvalidPosition),
    (
        "display without artifacts",
        with_players({"display": ["Mask of Warka"]}, expansions=["cities"]),
        inno.InvalidPosition,
    ),
    # "two cards on one display, or a card other than an Artifact there"
    (
        "two on display",
        with_players({"display": ["Mask of Warka", "Sibidu Needle"]}, expansions=["artifacts"]),
        inno.InvalidPosition,
    ),
    (
        "base card on display",
        with_players({"display": ["Oars"]}, expansions=["artifacts"]),
        inno.InvalidPosition,
    ),
    # "a relic in a game without the option `relics`"
    (
        "relic without option",
        with_players({"achievements": ["Timbuktu"]}, expansions=["artifacts"]),
        inno.InvalidPosition,
    ),
    # "the turn of a player who is `out`"
    ("turn of out player", with_players({"out": True}, turn={"player": "A"}), inno.InvalidPosition),
    # "a supply pile listed twice (`"1"` and `"01"`)"
    ("pile twice", with_players({}, supply={"1": ["Oars"], "01": []}), inno.InvalidPosition),
    # "a card under the wrong colour, a splay other than none/left/right/up, a splay on a
    # stack of zero or one card"
    ("wrong colour", with_players({"board": {"blue": ["Oars"]}}), inno.InvalidPosition),
    (
        "bad splay",
        with_players({"board": {"red": {"cards": ["Oars", "Archery"], "splay": "down"}}}),
        inno.InvalidPosition,
    ),
    (
        "splayed single card",
        with_players({"board": {"red": {"cards": ["Oars"], "splay": "left"}}}),
        inno.InvalidPosition,
    ),
    (
        "splayed empty stack",
        with_players({"board": {"red": {"cards": [], "splay": "right"}}}),
        inno.InvalidPosition,
    ),
    # "a special achievement in a hand, board, score pile, forecast or supply"
    ("special in hand", with_players({"hand": ["Monument"]}), inno.InvalidPosition),
    ("special on board", with_players({"board": {"purple": ["Monument"]}}), inno.InvalidPosition),
    ("special in score", with_players({"score": ["Wonder"]}), inno.InvalidPosition),
    (
        "special in forecast",
        with_players({"forecast": ["Wealth"]}, expansions=["echoes"]),
        inno.InvalidPosition,
    ),
    ("special in supply", with_players({}, supply={"1": ["World"]}), inno.InvalidPosition),
    # "a supply card listed under the wrong age or set (a city in a base pile), or that
    # is not an age card (a relic)"
    ("wrong age", with_players({}, supply={"2": ["Oars"]}), inno.InvalidPosition),
    (
        "city in base pile",
        with_players({}, expansions=["cities"], supply={"1": ["Athens"]}),
        inno.InvalidPosition,
    ),
    (
        "relic in supply",
        with_players(
            {},
            expansions=["artifacts"],
            options={"relics": True},
            supply={"artifacts": {"3": ["Timbuktu"]}},
        ),
        inno.InvalidPosition,
    ),
    # "a card other than an age card or a relic among the available achievements (a special
    # achievement or a Decree)"
    ("special among available", with_players({}, achievements=["Monument"]), inno.InvalidPosition),
    (
        "decree among available",
        with_players({}, expansions=["figures"], achievements=["War"]),
        inno.InvalidPosition,
    ),
    # "an age card (a city) among the special achievements"
    (
        "city among specials",
        with_players({}, expansions=["cities"], special_achievements=["Athens"]),
        inno.InvalidPosition,
    ),
    # "a `turn` `used` naming an action that is not a once-per-turn action of the game's
    # sets, or naming one twice, or any at all with `"phase": "start"`"
    ("used in base", with_players({}, turn={"used": ["endorse"]}), inno.InvalidPosition),
    (
        "used of another set",
        with_players({}, expansions=["cities"], turn={"used": ["inspire"]}),
        inno.InvalidPosition,
    ),
    (
        "used twice",
        with_players({}, expansions=["figures"], turn={"used": ["decree", "decree"]}),
        inno.InvalidPosition,
    ),
    (
        "used at start",
        with_players({}, expansions=["cities"], phase="start", turn={"used": ["endorse"]}),
        inno.InvalidPosition,
    ),
    # "a `phase` other than `"setup"`, `"start"`, `"action"` or `"over"`"
    ("bad phase", with_players({}, phase="end"), inno.InvalidPosition),
    ("capital phase", with_players({}, phase="Action"), inno.InvalidPosition),
    # "unknown keys (a misspelt key is an error, not silently ignored)"
    ("misspelt table key", with_players({}, suply={}), inno.InvalidPosition),
    ("misspelt player key", with_players({"hnad": []}), inno.InvalidPosition),
    ("misspelt turn key", with_players({}, turn={"palyer": "A"}), inno.InvalidPosition),
    (
        "misspelt stack key",
        with_players({"board": {"red": {"card": ["Oars"]}}}),
        inno.InvalidPosition,
    ),
    ("unknown colour", with_players({"board": {"pink": ["Oars"]}}), inno.InvalidPosition),
    (
        "misspelt result key",
        with_players({}, phase="over", result={"winners": ["A"], "reason": "score", "crad": None}),
        inno.InvalidPosition,
    ),
    # "a turn player who is not a player"
    ("turn of nobody", with_players({}, turn={"player": "C"}), inno.InvalidPosition),
    # "a number of actions other than 1 or 2 (0 during the setup and at the end)"
    ("three actions", with_players({}, turn={"actions": 3}), inno.InvalidPosition),
    ("no actions", with_players({}, turn={"actions": 0}), inno.InvalidPosition),
    # "a `result` with a phase other than `"over"`"
    (
        "result while playing",
        with_players({}, result={"winners": ["A"], "reason": "score", "card": None}),
        inno.InvalidPosition,
    ),
    (
        "result at start",
        with_players({}, phase="start", result={"winners": ["A"], "reason": "score", "card": None}),
        inno.InvalidPosition,
    ),
]


@pytest.mark.parametrize("position, error", [r[1:] for r in REJECTED], ids=[r[0] for r in REJECTED])
def test_from_position_rejects(position, error):
    # "`from_position` checks the whole position before making anything, and raises an
    # `inno.InnoError` saying what is wrong"
    before = copy.deepcopy(position)
    with pytest.raises(error) as caught:
        inno.Game.from_position(position)
    assert isinstance(caught.value, inno.InnoError)
    assert str(caught.value)
    assert position == before  # nothing changed, not even the position given


@pytest.mark.parametrize(
    "position",
    [
        with_players({"hand": ["Monument"]}),
        with_players({"board": {"purple": ["Monument"]}}),
        with_players({"board": {"red": ["Monument"]}}),
        with_players({"score": ["Monument"]}),
    ],
    ids=["hand", "purple stack", "red stack", "score pile"],
)
def test_a_special_achievement_among_the_cards_is_rejected_saying_so(position):
    # "raises an `inno.InnoError` saying what is wrong: [...] a special achievement in a
    # hand, board, score pile, forecast or supply"
    # FINDING: "saying what is wrong": Monument on a board is refused as a wrong colour ("Monument is purple, not purple").
    with pytest.raises(inno.InvalidPosition, match="special achievement"):
        inno.Game.from_position(position)


@pytest.mark.parametrize(
    "players, expansions, options",
    [
        (["A", "B"], [], {"fast": True}),  # an unknown option
        (["A", "B"], ["pirates"], {}),  # an unknown expansion
        (["A", "A"], [], {}),  # two players of one name
        (["A", "B", "C", "D", "E"], [], {}),  # too many players
        (["A", "B", "C", "D", "E", "F"], ["echoes"], {}),
        (["A"], [], {}),
    ],
)
def test_players_expansions_and_options_are_checked_as_the_game_checks_them(
    players, expansions, options
):
    # "The players, expansions and options are checked as `inno.Game(...)` checks them
    # (an unknown option or expansion, two players of one name, too many players:
    # `inno.InnoError`)."
    with pytest.raises(inno.InnoError):
        inno.Game(players=players, expansions=expansions, options=options)
    position = {
        "players": [{"name": name} for name in players],
        "expansions": expansions,
        "options": options,
    }
    with pytest.raises(inno.InnoError):
        inno.Game.from_position(position)


def test_one_more_player_for_each_expansion_is_accepted():
    # "too many players: `inno.InnoError`" -- and the README: "2 to 4 players, one more per
    # expansion"
    players = [{"name": f"P{i}"} for i in range(5)]
    game = inno.Game.from_position({"players": players, "expansions": ["echoes"]})
    assert len(game.to_position()["players"]) == 5


# --- The start of a turn ------------------------------------------------------------


def display_start(**rest):
    return start(
        {"display": ["Mask of Warka"], "hand": ["Oars"], "board": {"blue": ["Writing"]}},
        {"board": {"red": ["Archery"]}},
        expansions=["artifacts"],
        phase="start",
        **rest,
    )


def test_the_display_choice_comes_first_at_the_start_of_a_turn():
    # "a player with an artifact on display chooses to take a free Dogma action on it
    # (then return it), to return it, or to keep it."; "`Game.from_position(
    # game.to_position())` at the display choice gives the same decision."; "A player's
    # view (`game.view(player)["phase"]`) says `"start"` during the start-of-turn steps"
    game = display_start()
    assert game.pending.player == "A" and game.pending.kind != "action"
    position = game.to_position()
    assert position["phase"] == "start"
    assert game.view("A")["phase"] == "start"
    again = inno.Game.from_position(position)
    assert again.pending.to_dict() == game.pending.to_dict()
    assert again.to_position() == position


def test_the_free_dogma_action_is_written_as_the_start_of_the_turn():
    # "`to_position()` writes `"start"` at every decision taken during the start-of-turn
    # steps (the display choice, and every decision of the free Dogma action on the
    # displayed artifact), and `"action"` from the action decision on."; "`from_position`
    # of it starts the start-of-turn steps again from those zones."
    game = display_start()
    choice = game.pending.to_dict()
    game.answer("dogma")
    assert game.pending.kind == "choose_color"  # Mask of Warka: "Choose a color."
    position = game.to_position()
    assert position["phase"] == "start"
    assert game.view("A")["phase"] == "start"
    assert inno.Game.from_position(position).pending.to_dict() == choice
    answers_until_action(game)
    assert game.to_position()["phase"] == "action"
    assert game.view("A")["phase"] == "action"


def test_keeping_the_artifact_leads_to_the_actions_of_the_turn():
    # "`turn.actions` is the number of actions the turn will have (default 2, as for
    # `"action"`; give 1 for a first turn of one action)"
    for actions in (None, 1):
        game = display_start(**({"turn": {"actions": actions}} if actions else {}))
        game.answer("keep")
        assert game.pending.kind == "action"
        position = game.to_position()
        assert position["turn"]["actions"] == (actions or 2)
        assert position["players"][0]["display"] == ["Mask of Warka"]


def test_with_no_start_of_turn_step_start_is_the_action_decision():
    # "A player with no start-of-turn step to take (no artifact on display, or a game
    # without Artifacts) goes straight to the action decision, exactly as with `"phase":
    # "action"`."
    for expansions in ([], ["artifacts"]):
        hands = {"hand": ["Oars"], "board": {"blue": ["Writing"]}}
        at_start = start(hands, expansions=expansions, phase="start")
        at_action = start(hands, expansions=expansions, phase="action")
        assert at_start.pending.to_dict() == at_action.pending.to_dict()
        assert at_start.pending.kind == "action"
        assert at_start.to_position() == at_action.to_position()
        assert at_start.to_position()["phase"] == "action"


def test_without_a_phase_the_artifact_stays_on_display():
    # "Without a `phase`, a position is at the action decision (`"action"`): an artifact
    # on display stays there until the player's next turn begins"
    game = start({"display": ["Mask of Warka"]}, expansions=["artifacts"])
    assert game.pending.kind == "action" and game.pending.player == "A"
    assert game.to_position()["players"][0]["display"] == ["Mask of Warka"]
    game.answer("draw")
    game.answer("draw")
    answers_until_action(game)
    assert game.pending.player == "B"
    assert game.to_position()["players"][0]["display"] == ["Mask of Warka"]


def test_confirming_the_end_of_a_turn_is_written_as_the_start_of_the_next():
    # "With the option `confirm_turn_end`, `to_position()` at a player's "end turn"
    # confirmation writes `"start"` and the next player's turn: the turn that ended is
    # over, and `from_position` of it starts the next one (no confirmation is asked)."
    game = start(options={"confirm_turn_end": True}, turn={"actions": 1})
    game.answer("draw")
    assert game.pending.options == ["end turn"]
    position = game.to_position()
    assert position["phase"] == "start"
    assert position["turn"]["player"] == "B"
    again = inno.Game.from_position(position)
    assert again.pending.player == "B" and again.pending.kind == "action"


# --- Notes --------------------------------------------------------------------------


def test_a_position_in_the_middle_of_an_action_starts_at_an_action_decision():
    # "the position of a game in the middle of an action (while an effect waits for a
    # decision) does not record where in the effect the game is: `from_position` of it
    # starts at an action decision"
    game = start({"hand": ["Oars", "Archery"], "board": {"yellow": ["Agriculture"]}})
    game.answer("dogma Agriculture")
    assert game.pending.kind == "choose_card"
    again = inno.Game.from_position(game.to_position())
    assert again.pending.kind == "action" and again.pending.player == "A"


def test_a_game_made_from_a_position_has_no_history_to_undo():
    # "A position has no history: what each player saw (card tracking) and what can be
    # undone start afresh in a game made from a position."
    game = start({"hand": ["Oars"]})
    game.answer("meld Oars")
    assert game.can_undo("A")
    again = inno.Game.from_position(game.to_position())
    assert not again.can_undo("A")
    assert not again.can_undo("B")


def test_a_city_goes_wherever_an_age_card_can():
    # "a city is an age card of the `cities` set and goes wherever an age card can (hand,
    # board, score pile, achievements, forecast, its supply pile). Its flags and fountains
    # are not written in a position"
    position = two(
        {
            "hand": ["Athens"],
            "board": {"red": ["Thebes"]},
            "score": ["Babylon"],
            "achievements": ["Troy"],
            "forecast": ["Yin"],
        },
        expansions=["cities", "echoes"],
        achievements=["Jerusalem"],
        supply={"cities": {"1": ["Atlantis"]}},
    )
    written = inno.Game.from_position(position).to_position()
    player = written["players"][0]
    assert player["hand"] == ["Athens"] and player["score"] == ["Babylon"]
    assert player["board"]["red"]["cards"] == ["Thebes"]
    assert player["achievements"] == ["Troy"] and player["forecast"] == ["Yin"]
    assert written["achievements"] == ["Jerusalem"]
    assert written["supply"]["cities"]["1"][0] == "Atlantis"
    assert "flag" not in json.dumps(written) and "fountain" not in json.dumps(written)
    assert inno.Game.from_position(written).to_position() == written


# --- The decision protocol ----------------------------------------------------------


def test_decisions_are_what_the_schema_and_the_readme_say():
    # README: "`game.pending`: `.player`, `.kind` (`action`, `choose_card`, [...]
    # `yes_no`), `.prompt`, `.options` (JSON values, cards by name), `.min`/`.max` for
    # `choose_cards`"; "Action options are `"draw"`, `"meld <card>"`, `"dogma <card>"`,
    # `"achieve <age>"` [...], with Cities `"endorse <card>"`, with Figures `"inspire
    # <colour>"` and `"decree <Decree>"`."; research-api: "the slot of an option is its
    # position in `view["pending"]["options"]`"
    game = inno.Game(
        players=["A", "B", "C"],
        expansions=["echoes", "cities", "artifacts", "figures"],
        options={"relics": True},
        seed=8,
    )
    rnd = random.Random(8)
    for _ in range(200):
        d = game.pending
        if d is None:
            break
        assert d.kind in KINDS
        assert isinstance(d.prompt, str) and d.prompt
        assert json.loads(json.dumps(d.options)) == d.options
        assert d.to_dict()["options"] == d.options
        assert not schema_errors("DecisionDict", d.to_dict())
        if d.kind == "choose_cards":
            assert 0 <= d.min <= d.max <= len(d.options)
        if d.kind == "action":
            assert all(ACTION_OPTION.fullmatch(o) for o in d.options), d.options
        assert game.view(d.player)["pending"]["options"] == d.options
        game.answer(random_answer(d, rnd))


def illegal_answers(decision):
    answers = ["not an option", 10**6, ["not an option"]]
    if decision.kind == "choose_cards":
        options = decision.options
        answers.append(options[0] if options else "x")  # not a list
        if options:
            answers.append([options[0], options[0]])  # a card twice
        if decision.max < len(options):
            answers.append(options[: decision.max + 1])  # too many
        if decision.min > 0:
            answers.append(options[: decision.min - 1])  # too few
    elif None not in decision.options:
        answers.append(None)
    return answers


def test_an_illegal_answer_raises_and_changes_nothing():
    # README: "an illegal one raises inno.IllegalAnswer"; research-api: illegal actions
    # "change nothing"
    game = inno.Game(
        players=["A", "B"], expansions=["echoes", "cities", "artifacts", "figures"], seed=9
    )
    rnd = random.Random(9)
    kinds = set()
    for _ in range(150):
        d = game.pending
        if d is None:
            break
        before = state(game)
        saved = game.to_json()
        for answer in illegal_answers(d):
            if answer in d.options:
                continue
            with pytest.raises(inno.IllegalAnswer):
                game.answer(answer)
            assert state(game) == before
        assert game.to_json() == saved
        kinds.add(d.kind)
        game.answer(random_answer(d, rnd))
    assert {"action", "choose_card"} <= kinds


@pytest.mark.parametrize(
    "answer",
    [
        "Oars",  # not a list
        ["Oars", "Oars"],  # a card twice
        ["Oars", "Archery", "Tools", "Writing"],  # more than max
        ["Sailing"],  # not an option
        [None],
    ],
)
def test_an_illegal_selection_raises_and_changes_nothing(answer):
    # research-api: "**Multi-select** (`choose_cards`, `min` to `max` distinct cards, in the
    # order they are acted on)"; README: "an illegal one raises inno.IllegalAnswer"
    game = start({"hand": ["Oars", "Archery", "Tools", "Writing"], "board": {"blue": ["Pottery"]}})
    game.answer("dogma Pottery")
    assert game.pending.kind == "choose_cards" and game.pending.max == 3
    before = state(game)
    with pytest.raises(inno.IllegalAnswer):
        game.answer(answer)
    assert state(game) == before
    game.answer([])  # zero cards: min is 0
    assert game.pending.kind == "action"


def test_forced_choices_are_not_asked():
    # "A mandatory choice with one candidate is taken automatically"
    game = start({"hand": ["Oars"], "board": {"yellow": ["Domestication"]}})
    game.answer("dogma Domestication")  # "Meld the lowest card in your hand. Draw a 1."
    assert game.pending.kind == "action"
    assert game.to_position()["players"][0]["board"]["red"]["cards"] == ["Oars"]
    asked = start({"hand": ["Oars", "Archery"], "board": {"yellow": ["Domestication"]}})
    asked.answer("dogma Domestication")
    assert asked.pending.kind == "choose_card"
    assert sorted(asked.pending.options) == ["Archery", "Oars"]


def test_you_may_choices_are_always_asked_and_none_declines():
    # "\"you may\" choices are always asked (`None` declines a choice whose options
    # include `None`; `"no"` answers a `yes_no`)"
    game = start({"hand": ["Oars"], "board": {"yellow": ["Agriculture"]}})
    game.answer("dogma Agriculture")  # "You may return a card from your hand."
    assert game.pending.kind == "choose_card"
    assert game.pending.options == ["Oars", None]
    before = state(game)
    with pytest.raises(inno.IllegalAnswer):
        game.answer("no")  # (not an option of this choice)
    assert state(game) == before
    game.answer(None)
    assert game.pending.kind == "action"
    assert game.to_position()["players"][0]["hand"] == ["Oars"]
    splay = start({"hand": ["Mysticism"], "board": {"purple": ["Code of Laws"]}})
    splay.answer("dogma Code of Laws")
    splay.answer("Mysticism")
    assert splay.pending.kind == "yes_no"
    splay.answer("no")
    assert splay.to_position()["players"][0]["board"]["purple"]["splay"] == "none"


def test_a_splay_that_changes_nothing_is_not_asked():
    # "\"You may splay X\" is asked only if the splay would change something (a stack of
    # 0-1 cards cannot be splayed; re-splaying in the same direction changes nothing)."
    game = start(
        {
            "hand": ["City States"],
            "board": {"purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "left"}},
        }
    )
    game.answer("dogma Code of Laws")  # "tuck [...]. If you do, you may splay [...] left."
    game.answer("City States")
    assert game.pending.kind == "action"
    assert game.to_position()["players"][0]["board"]["purple"] == {
        "cards": ["Code of Laws", "Mysticism", "City States"],
        "splay": "left",
    }


def test_a_selection_is_acted_on_in_the_order_of_the_answer():
    # "When a player *selects* several cards (`choose_cards`), the answer's order is the
    # order the cards are acted on."
    for answer in (["Oars", "Archery"], ["Archery", "Oars"]):
        game = start(
            {"hand": ["Oars", "Archery", "Tools"], "board": {"blue": ["Pottery"]}},
            supply={"1": ["Clothing", "Sailing"]},
        )
        game.answer("dogma Pottery")  # "You may return up to three cards from your hand."
        assert game.pending.kind == "choose_cards"
        game.answer(answer)
        pile = game.to_position()["supply"]["base"]["1"]
        assert pile[-2:] == answer  # each returned card goes to the bottom in turn


def test_forced_cards_are_ordered_one_at_a_time_within_one_pile():
    # "When the cards are forced ("return all cards from your hand"), the player is asked
    # "choose which card to <verb> first", one card at a time, only among cards going to
    # the same supply pile or stack."
    game = start({"hand": ["Oars", "Archery", "Calendar"], "board": {"purple": ["Railroad"]}})
    game.answer("dogma Railroad")  # "Return all cards from your hand, then draw three 6."
    d = game.pending
    assert d.kind == "choose_card" and "first" in d.prompt
    assert sorted(d.options) == ["Archery", "Oars"]
    game.answer("Archery")
    answers_until_action(game)
    pile = game.to_position()["supply"]["base"]["1"]
    assert pile[-2:] == ["Archery", "Oars"]
    alone = start({"hand": ["Oars", "Calendar"], "board": {"purple": ["Railroad"]}})
    alone.answer("dogma Railroad")
    assert alone.pending.kind == "action"


def test_choose_two_colours_is_two_colour_choices():
    # "**"Choose two colours"** (Empiricism) is two colour choices in a row."
    game = start({"board": {"purple": ["Empiricism"]}})
    game.answer("dogma Empiricism")
    assert game.pending.kind == "choose_color"
    game.answer("red")
    assert game.pending.kind == "choose_color"
    assert "red" not in game.pending.options


def test_publications_asks_for_the_cards_top_first():
    # "Publications' rearrangement asks for the cards top first."
    game = start({"board": {"blue": ["Publications"], "red": ["Oars", "Archery", "Gunpowder"]}})
    game.answer("dogma Publications")
    game.answer("red")
    for card in ("Gunpowder", "Archery"):
        assert game.pending.kind == "choose_card"
        game.answer(card)
    answers_until_action(game, lambda d: None if None in d.options else d.options[0])
    red = game.to_position()["players"][0]["board"]["red"]["cards"]
    assert red == ["Gunpowder", "Archery", "Oars"]


def test_a_face_down_choice_offers_whose_pile_and_value():
    # "**Face-down choices.** Choosing a card in another player's face-down zone
    # (Rocketry) offers "whose pile: value" options; which of several identical backs is
    # taken is decided by the game's random numbers."
    def rocketry():
        game = start({"board": {"blue": ["Rocketry"]}}, {"score": ["Oars", "Archery", "Calendar"]})
        game.answer("dogma Rocketry")  # "Return a card in any opponent's score pile [...]"
        return game

    game = rocketry()
    assert game.pending.kind == "choose_option"
    assert sorted(game.pending.options) == ["B's score pile: 1", "B's score pile: 2"]
    game.answer("B's score pile: 1")
    score = game.to_position()["players"][1]["score"]
    assert len(score) == 2 and "Calendar" in score
    again = rocketry()
    again.answer("B's score pile: 1")
    assert again.to_position()["players"][1]["score"] == score


def test_a_special_achievement_met_in_a_loaded_position_is_claimed_at_the_next_board_change():
    # "a special achievement whose condition a player already meets there is not claimed
    # when the position is loaded, but after the next change to that player's board,
    # achievements, forecast or display"
    tops = {
        "blue": ["Computers"],
        "red": ["Mobility"],
        "green": ["Satellites"],
        "yellow": ["Skyscrapers"],
        "purple": ["Empiricism"],
    }
    game = start(
        {"board": tops, "hand": ["Composites"]},
        {"hand": ["Pottery"]},
        special_achievements=["Universe", "Wonder"],
    )
    position = game.to_position()
    assert "Universe" in position["special_achievements"]
    assert position["players"][0]["achievements"] == []
    game.answer("meld Composites")  # (a red 9 on Mobility: a change to her board)
    position = game.to_position()
    assert position["players"][0]["achievements"] == ["Universe"]
    assert position["special_achievements"] == ["Wonder"]
