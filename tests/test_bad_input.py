"""Bad input: every mistake gets a clear inno error and changes nothing.

Invariant 3: "A bad answer raises a clear error naming what was wrong and what
was allowed, and changes nothing."  The same goes for the constructor,
positions (docs/position-format.md, "What is rejected") and saved games.
"""

from __future__ import annotations

import copy
import json
import random

import pytest
from helpers import act, expect, hand, score_pile, setup

import inno
from inno.agents.random import play_random, random_answer

EVOLUTION_SCORE = "draw and score an 8, then return a card from your score pile"
EVOLUTION_DRAW = "draw a card of value one higher than the highest card in your score pile"


def assert_illegal(game: inno.Game, answer, *why: str) -> str:
    """``answer`` raises IllegalAnswer naming the answer, ``why`` and the options; nothing changes."""
    before = game.to_json()
    pending = game.pending.to_dict()
    history = list(game.history)
    log = game.log
    with pytest.raises(inno.IllegalAnswer) as info:
        game.answer(answer)
    message = str(info.value)
    assert repr(answer) in message, message
    for fragment in why:
        assert fragment in message, message
    assert "allowed:" in message, message
    for option in pending["options"]:
        assert repr(option) in message, message
    assert game.to_json() == before
    assert game.pending.to_dict() == pending
    assert game.history == history
    assert game.log == log
    return message


# -- illegal answers, decision kind by decision kind --------------------------------


def test_illegal_action_answers():
    game = setup(
        {"Alice": {"board": {"red": ["Archery"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"1": ["Oars"]},
    )
    expect(game, "Alice", "action", ["draw", "meld Tools", "dogma Archery"])
    assert_illegal(game, "meld Writing", "not one of the options")  # not in her hand
    assert_illegal(game, "meld Nonexistent", "not one of the options")  # no such card
    assert_illegal(game, "dogma Tools", "not one of the options")  # not a top card
    assert_illegal(game, "achieve 1", "not one of the options")  # not eligible
    assert_illegal(game, "Draw", "not one of the options")  # options are exact strings
    assert_illegal(game, "meld tools", "not one of the options")
    assert_illegal(game, ["draw"], "not one of the options")  # a list for a single choice
    assert_illegal(game, None, "not one of the options")
    assert_illegal(game, 0, "not one of the options")  # not an index
    assert_illegal(game, {"action": "draw"}, "not one of the options")
    # The game goes on exactly as if nothing had been tried.
    act(game, "draw")
    assert hand(game, "Alice") == ["Oars", "Tools"]
    assert game.history == ["draw"]


def test_illegal_choose_card_answers_of_a_demanded_player():
    game = setup(
        {
            "Alice": {"board": {"red": ["Archery"]}},
            "Bob": {"hand": ["Calendar", "Fermenting"]},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Archery")
    expect(game, "Bob", "choose_card", ["Calendar", "Fermenting"])
    assert_illegal(game, "Oars", "not one of the options")  # in his hand, but not highest
    assert_illegal(game, "Archery", "not one of the options")
    assert_illegal(game, "Nonexistent", "not one of the options")
    assert_illegal(game, ["Calendar"], "not one of the options")  # a list for a single choice
    assert_illegal(game, ("Calendar",), "not one of the options")
    assert_illegal(game, None, "not one of the options")  # not optional: no decline
    assert_illegal(game, 0, "not one of the options")
    message = assert_illegal(game, "calendar", "not one of the options")
    assert "Bob" in message and "Archery" in message  # whose decision, and which
    act(game, "Calendar")
    assert hand(game, "Alice") == ["Calendar"]
    assert hand(game, "Bob") == ["Fermenting", "Oars"]


def test_illegal_yes_no_and_optional_choose_card_answers():
    # Tools: "You may return three cards" asks yes/no; then "You may return a 3"
    # offers the 3s or None (decline).
    game = setup(
        {"Alice": {"board": {"blue": ["Tools"]}, "hand": ["Alchemy", "Optics"]}, "Bob": {}},
    )
    act(game, "dogma Tools")
    expect(game, "Alice", "yes_no", ["yes", "no"])
    for bad in (True, False, "Yes", "y", 1, None, ["yes"]):
        assert_illegal(game, bad, "not one of the options")
    act(game, "no")
    expect(game, "Alice", "choose_card", ["Alchemy", "Optics", None])
    assert_illegal(game, "None", "not one of the options")  # the string is not None
    assert_illegal(game, "no", "not one of the options")
    assert_illegal(game, [None], "not one of the options")
    assert_illegal(game, ["Alchemy", "Optics"], "not one of the options")
    act(game, None)
    assert hand(game, "Alice") == ["Alchemy", "Optics"]
    assert game.pending.kind == "action"


def test_illegal_choose_cards_answers():
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Pottery"]},
                "hand": ["Oars", "Sailing", "Writing", "Tools"],
            },
            "Bob": {},
        },
        supply={"1": ["Agriculture"], "2": ["Calendar"]},
    )
    act(game, "dogma Pottery")
    d = expect(game, "Alice", "choose_cards", ["Oars", "Sailing", "Writing", "Tools"])
    assert (d.min, d.max) == (0, 3)
    assert_illegal(game, "Oars", "expected a list")  # a single card for a multi-select
    assert_illegal(game, None, "expected a list")
    assert_illegal(game, {"Oars"}, "expected a list")
    assert_illegal(game, ["Oars", "Oars"], "'Oars' is chosen twice")
    assert_illegal(game, ["Oars", "Sailing", "Writing", "Tools"], "choose 0 to 3, not 4")
    assert_illegal(game, ["Oars", "Pottery"], "'Pottery' is not one of the options")
    assert_illegal(game, ["Oars", "Nonexistent"], "'Nonexistent' is not one of the options")
    assert_illegal(game, [None], "None is not one of the options")  # no None in multi-select
    message = assert_illegal(game, [["Oars"]], "is not one of the options")
    assert "a list of 0 to 3 of:" in message
    act(game, ["Sailing", "Oars"])
    # Returned in the order given (Oars last, so at the very bottom), then a 2 drawn
    # and scored; then effect 2 draws a 1.
    assert hand(game, "Alice") == ["Agriculture", "Tools", "Writing"]
    assert score_pile(game, "Alice") == ["Calendar"]
    supply_1 = game.to_position()["supply"]["base"]["1"]
    assert supply_1[-2:] == ["Sailing", "Oars"]


def test_too_few_cards_in_a_multi_select():
    # Road Building: "Meld one or two cards from your hand."
    game = setup(
        {
            "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Oars", "Sailing", "Writing"]},
            "Bob": {},
        }
    )
    act(game, "dogma Road Building")
    d = expect(game, "Alice", "choose_cards")
    assert (d.min, d.max) == (1, 2)
    assert_illegal(game, [], "choose 1 to 2, not 0")
    assert_illegal(game, ["Oars", "Sailing", "Writing"], "choose 1 to 2, not 3")
    act(game, ["Writing"])
    assert game.pending.kind == "action"


def test_illegal_choose_color_and_choose_player_answers():
    # Road Building: meld two, then you may transfer your top red card to another
    # player's board (choose_player, optional).
    game = setup(
        {
            "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Oars", "Sailing"]},
            "Bob": {"board": {"green": ["The Wheel"]}},
            "Carol": {},
        }
    )
    act(game, "dogma Road Building", ["Sailing", "Oars"])
    expect(game, "Alice", "choose_player", ["Bob", "Carol", None])
    assert_illegal(game, "Alice", "not one of the options")  # another player
    assert_illegal(game, "bob", "not one of the options")
    assert_illegal(game, 1, "not one of the options")  # not an index
    assert_illegal(game, "Dave", "not one of the options")
    act(game, "Bob")
    assert game.to_position()["players"][1]["board"]["red"]["cards"] == ["Oars"]

    # Philosophy: "You may splay left any one color of your cards."
    game = setup(
        {
            "Alice": {
                "board": {
                    "purple": ["Philosophy"],
                    "blue": ["Writing", "Tools"],
                    "red": ["Archery", "Oars"],
                }
            },
            "Bob": {},
        }
    )
    act(game, "dogma Philosophy")
    expect(game, "Alice", "choose_color", ["blue", "red", None])
    assert_illegal(game, "purple", "not one of the options")  # one card: nothing to splay
    assert_illegal(game, "green", "not one of the options")
    assert_illegal(game, "Blue", "not one of the options")
    assert_illegal(game, 0, "not one of the options")
    assert_illegal(game, "left", "not one of the options")
    act(game, "red")
    assert game.to_position()["players"][0]["board"]["red"]["splay"] == "left"


def test_illegal_choose_value_answers():
    # Mass Media: you may return a card from your hand; if you do, choose a value.
    game = setup(
        {"Alice": {"board": {"green": ["Mass Media"]}, "hand": ["Oars"]}, "Bob": {}},
    )
    act(game, "dogma Mass Media")
    expect(game, "Alice", "choose_card", ["Oars", None])
    act(game, "Oars")
    expect(game, "Alice", "choose_value", list(range(1, 11)))
    assert_illegal(game, "3", "not one of the options")  # a string for a number
    assert_illegal(game, 3.0, "not one of the options")
    assert_illegal(game, True, "not one of the options")  # True == 1 in Python
    assert_illegal(game, 0, "not one of the options")
    assert_illegal(game, 11, "not one of the options")
    assert_illegal(game, [3], "not one of the options")
    act(game, 3)
    assert game.pending.kind == "action"


def test_illegal_choose_option_answers():
    game = setup({"Alice": {"board": {"blue": ["Evolution"]}}, "Bob": {}})
    act(game, "dogma Evolution")
    expect(game, "Alice", "choose_option", [EVOLUTION_SCORE, EVOLUTION_DRAW, None])
    assert_illegal(game, "score", "not one of the options")
    assert_illegal(game, 0, "not one of the options")
    assert_illegal(game, EVOLUTION_DRAW.upper(), "not one of the options")
    assert_illegal(game, [EVOLUTION_DRAW], "not one of the options")
    act(game, EVOLUTION_DRAW)
    assert len(hand(game, "Alice")) == 1


def finished_game() -> inno.Game:
    """Alice claims her sixth achievement (2 players: 6 to win)."""
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Archery"]},
                "score": ["Calendar", "Fermenting", "Mapmaking"],
                "achievements": ["Mathematics", "Alchemy", "Anatomy", "Banking", "Canning"],
            },
            "Bob": {"hand": ["Sailing"]},
        },
        achievements=["Oars", "Optics"],
    )
    expect(game, "Alice", "action", ["draw", "dogma Archery", "achieve 1"])
    act(game, "achieve 1")
    assert game.result == inno.Result(["Alice"], "achievements")
    return game


def test_answering_after_the_game_is_over():
    game = finished_game()
    assert game.pending is None
    before = game.to_json()
    for bad in ("draw", "achieve 1", None, []):
        with pytest.raises(inno.IllegalAnswer, match="the game is over"):
            game.answer(bad)
    assert game.to_json() == before


def test_an_illegal_answer_mid_effect_then_save_and_clone_are_unaffected():
    game = setup(
        {
            "Alice": {"board": {"red": ["Archery"]}},
            "Bob": {"hand": ["Calendar", "Fermenting"]},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Archery")
    saved = game.to_json()
    assert_illegal(game, "Oars", "not one of the options")
    clone = game.clone()
    restored = inno.Game.from_json(game.to_json())
    assert game.to_json() == saved
    for g in (game, clone, restored):
        act(g, "Fermenting")
        assert hand(g, "Alice") == ["Fermenting"]
        assert g.history == ["dogma Archery", "Fermenting"]


# -- players and views ---------------------------------------------------------------


def test_unknown_player_in_view_and_log_for():
    game = setup({"Alice": {}, "Bob": {}})
    for bad in ("Carol", "alice", 2, -1, True, None):
        with pytest.raises(inno.InnoError, match="there is no player") as info:
            game.view(bad)
        assert "Alice, Bob" in str(info.value)
        with pytest.raises(inno.InnoError, match="there is no player"):
            game.log_for(bad)


# -- the constructor -------------------------------------------------------------------


def test_every_expansion_and_combination_is_accepted():
    for expansions in (["figures"], ["echoes", "cities", "artifacts", "figures"]):
        game = inno.Game(["Alice", "Bob"], expansions=expansions, seed=1)
        assert list(game.expansions) == expansions
        assert game.pending is not None


def test_unknown_expansion_names_the_known_ones():
    # Reading: a misspelt expansion is an unknown name (InnoError listing the
    # expansions), not "not implemented".
    with pytest.raises(inno.InnoError) as info:
        inno.Game(["Alice", "Bob"], expansions=["echos"], seed=1)
    message = str(info.value)
    assert "'echos'" in message
    for name in ("echoes", "cities", "artifacts", "figures"):
        assert name in message


def test_expansions_must_be_a_list_of_names():
    with pytest.raises(inno.InnoError) as info:
        inno.Game(["Alice", "Bob"], expansions="echoes", seed=1)
    message = str(info.value)
    assert "'e'" not in message, message
    assert "'echoes'" in message or "not implemented" in message, message
    for bad in (3, True, 1.5):
        with pytest.raises(inno.InnoError, match="expansions"):
            inno.Game(["Alice", "Bob"], expansions=bad, seed=1)
        with pytest.raises(inno.InnoError, match="expansions"):
            inno.Game.from_position({"players": [{"name": "A"}, {"name": "B"}], "expansions": bad})


@pytest.mark.parametrize("players", [["Alice"], ["A", "B", "C", "D", "E"], 1, 5, 0, []])
def test_wrong_number_of_players(players):
    with pytest.raises(inno.InnoError, match="players") as info:
        inno.Game(players, seed=1)
    assert "2 to 4" in str(info.value)


def test_five_players_need_an_expansion_even_from_a_position():
    with pytest.raises(inno.InnoError, match="2 to 4"):
        inno.Game.from_position({"players": [{"name": n} for n in "ABCDE"]})
    with pytest.raises(inno.InnoError, match="2 to 4"):
        inno.Game.from_position({"players": [{"name": "A"}]})


def test_bad_player_names():
    with pytest.raises(inno.InnoError, match="must be different") as info:
        inno.Game(["Alice", "Bob", "Alice"], seed=1)
    assert "Alice" in str(info.value)
    for bad in (["Alice", ""], ["Alice", "   "], ["Alice", 7], ["Alice", None]):
        with pytest.raises(inno.InnoError, match="non-empty string"):
            inno.Game(bad, seed=1)
    for bad in ("Alice", None, 2.5):
        with pytest.raises(inno.InnoError, match="list of names or a number"):
            inno.Game(bad, seed=1)
    with pytest.raises(inno.InnoError, match="must be different"):
        inno.Game.from_position({"players": [{"name": "Bob"}, {"name": "Bob"}]})


def test_unknown_options_list_the_known_ones():
    for bad in ({"open_board": True}, {"Teams": True}, {"speed": 2}):
        with pytest.raises(inno.InnoError) as info:
            inno.Game(["Alice", "Bob"], seed=1, options=bad)
        message = str(info.value)
        assert repr(next(iter(bad))) in message
        for known in ("teams", "longer", "open_boards"):
            assert known in message


def test_option_values_must_be_booleans():
    for bad in ("false", "no", 0.5, [], "yes"):
        with pytest.raises(inno.InnoError, match="open_boards"):
            inno.Game(["Alice", "Bob"], seed=1, options={"open_boards": bad})
        with pytest.raises(inno.InnoError, match="longer"):
            inno.Game(["Alice", "Bob"], seed=1, options={"longer": bad})
    with pytest.raises(inno.InnoError, match="options"):
        inno.Game(["Alice", "Bob"], seed=1, options=[1])


def test_teams_need_four_players_in_two_pairs():
    for players in (["A", "B", "C"], ["A", "B"]):
        with pytest.raises(inno.InnoError, match="team game is for 4 players"):
            inno.Game(players, seed=1, options={"teams": True})
    four = ["A", "B", "C", "D"]
    for bad in (
        [["A", "B"], ["C"]],
        [["A", "B", "C"], ["D"]],
        [["A", "A"], ["B", "C"]],
        [["A", "B"], ["C", "E"]],
        [["A", "B"]],
        "yes",
        {"A": "B"},
    ):
        with pytest.raises(inno.InnoError, match="teams must be"):
            inno.Game(four, seed=1, options={"teams": bad})
    # The legal forms.
    assert inno.Game(four, seed=1, options={"teams": True}).options["teams"] is True
    game = inno.Game(four, seed=1, options={"teams": [["A", "C"], ["B", "D"]]})
    assert game.achievements_needed == 6


@pytest.mark.parametrize("seed", ["42", 4.2, True, [1], {}])
def test_seed_must_be_an_integer(seed):
    with pytest.raises(inno.InnoError, match="seed must be an integer"):
        inno.Game(["Alice", "Bob"], seed=seed)
    with pytest.raises(inno.InvalidPosition, match="'seed' must be an integer"):
        inno.Game.from_position({"players": [{"name": "A"}, {"name": "B"}], "seed": seed})


# -- malformed positions ---------------------------------------------------------------


def position(**rest) -> dict:
    """A small valid position; ``rest`` overrides top-level keys."""
    return {
        "players": [
            {"name": "Alice", "hand": ["Tools"], "board": {"red": ["Archery"]}},
            {"name": "Bob", "score": ["Oars"]},
        ],
        **rest,
    }


def with_player(i: int, **zones) -> dict:
    pos = position()
    pos["players"][i].update(zones)
    return pos


BAD_POSITIONS = {
    "a card in two places (hands)": (
        with_player(1, hand=["Tools"]),
        inno.InvalidPosition,
        ["Tools", "two places", "Alice's hand", "Bob's hand"],
    ),
    "a card in two places (board and supply)": (
        position(supply={"1": ["Archery"]}),
        inno.InvalidPosition,
        ["Archery", "two places", "Alice's red stack", "supply"],
    ),
    "a card in two places (twice in one hand)": (
        with_player(1, hand=["Sailing", "Sailing"]),
        inno.InvalidPosition,
        ["Sailing", "two places"],
    ),
    "a card in two places (score and achievements)": (
        with_player(1, achievements=["Oars"]),
        inno.InvalidPosition,
        ["Oars", "two places"],
    ),
    "a card in two places (available achievement)": (
        position(achievements=["Tools"]),
        inno.InvalidPosition,
        ["Tools", "two places"],
    ),
    "an unknown card in a hand": (
        with_player(1, hand=["Archer"]),
        inno.UnknownCard,
        ["'Archer'", "Bob's hand"],
    ),
    "an unknown card on a board": (
        with_player(1, board={"blue": ["Wrting"]}),
        inno.UnknownCard,
        ["'Wrting'", "Bob's blue stack"],
    ),
    "an unknown card in the supply": (
        position(supply={"1": ["Oar"]}),
        inno.UnknownCard,
        ["'Oar'", "supply"],
    ),
    "a misspelt card (case)": (
        with_player(1, score=["oars"]),
        inno.UnknownCard,
        ["'oars'", "Bob's score pile"],
    ),
    "a card that is not a name": (
        with_player(1, hand=[3]),
        inno.InvalidPosition,
        ["Bob's hand", "3"],
    ),
    "a splay on a one-card stack": (
        with_player(0, board={"red": {"cards": ["Archery"], "splay": "left"}}),
        inno.InvalidPosition,
        ["Alice's red stack", "1 card", "left"],
    ),
    "a splay on an empty stack": (
        with_player(0, board={"red": {"cards": [], "splay": "up"}}),
        inno.InvalidPosition,
        ["Alice's red stack", "0 cards", "up"],
    ),
    "an unknown splay": (
        with_player(0, board={"red": {"cards": ["Archery", "Oars"], "splay": "down"}}),
        inno.InvalidPosition,
        ["Alice's red stack", "'down'", "none, left, right, up"],
    ),
    "a card under the wrong colour": (
        with_player(0, board={"blue": ["Archery"]}),
        inno.InvalidPosition,
        ["Alice's blue stack", "Archery is red, not blue"],
    ),
    "an unknown colour": (
        with_player(0, board={"orange": ["Archery"]}),
        inno.InvalidPosition,
        ["'orange' is not a colour"],
    ),
    "a special achievement in a hand": (
        with_player(1, hand=["Monument"]),
        inno.InvalidPosition,
        ["Bob's hand", "Monument is a special achievement"],
    ),
    "a special achievement in a score pile": (
        with_player(1, score=["Empire"]),
        inno.InvalidPosition,
        ["Bob's score pile", "Empire is a special achievement"],
    ),
    "a special achievement in the supply": (
        position(supply={"1": ["World"]}),
        inno.InvalidPosition,
        ["World"],
    ),
    "a special achievement among the standard achievements": (
        position(achievements=["Wonder"]),
        inno.InvalidPosition,
        ["Wonder is a special achievement"],
    ),
    "a card among the special achievements": (
        position(special_achievements=["Sailing"]),
        inno.InvalidPosition,
        ["Sailing is not a special achievement"],
    ),
    "an unknown top-level key": (
        position(suply={"1": ["Oars"]}),
        inno.InvalidPosition,
        ["unknown keys", "'suply'", "'supply'"],
    ),
    "an unknown player key": (
        with_player(0, hands=["Writing"]),
        inno.InvalidPosition,
        ["unknown keys", "'Alice'", "'hands'", "'hand'"],
    ),
    "an unknown stack key": (
        with_player(0, board={"red": {"cards": ["Archery", "Oars"], "splayed": "left"}}),
        inno.InvalidPosition,
        ["Alice's red stack", "'splayed'", "cards, splay"],
    ),
    "an unknown turn key": (
        position(turn={"player": "Alice", "action": 2}),
        inno.InvalidPosition,
        ["'turn'", "'action'", "'actions'"],
    ),
    "a turn player who is not a player": (
        position(turn={"player": "Carol"}),
        inno.InvalidPosition,
        ["'turn'", "'Carol' is not a player"],
    ),
    "a turn player given by index": (
        position(turn={"player": 0}),
        inno.InvalidPosition,
        ["'turn'", "0 is not a player"],
    ),
    "no actions left": (
        position(turn={"player": "Alice", "actions": 0}),
        inno.InvalidPosition,
        ["'actions'", "0"],
    ),
    "three actions": (
        position(turn={"player": "Alice", "actions": 3}),
        inno.InvalidPosition,
        ["'actions'", "at most 2", "3"],
    ),
    "actions as a string": (
        position(turn={"player": "Alice", "actions": "2"}),
        inno.InvalidPosition,
        ["'actions'", "'2'"],
    ),
    "a card of an expansion not in play (hand)": (
        with_player(1, hand=["Dice"]),
        inno.InvalidPosition,
        ["Bob's hand", "Dice is a echoes card, not in this game", "expansions: none"],
    ),
    "an expansion supply pile": (
        position(supply={"echoes": {"1": ["Dice"]}}),
        inno.InvalidPosition,
        ["'echoes' is not a set in this game"],
    ),
    "an expansion special achievement": (
        position(special_achievements=["Fame"]),
        inno.InvalidPosition,
        ["Fame", "not in this game"],
    ),
    "a supply card under the wrong age": (
        position(supply={"2": ["Sailing"]}),
        inno.InvalidPosition,
        ["the base 2 supply pile", "Sailing is a base 1"],
    ),
    "a city in the base supply": (
        position(expansions=["cities"], supply={"5": ["Algiers"]}),
        inno.InvalidPosition,
        ["the base 5 supply pile", "Algiers is a cities 5"],
    ),
    "a special achievement among the available achievements": (
        position(achievements=["Monument"]),
        inno.InvalidPosition,
        ["the available achievements are age cards", "Monument is a special achievement"],
    ),
    "a relic in a supply pile": (
        position(
            expansions=["artifacts"],
            options={"relics": True},
            supply={"artifacts": {"3": ["Timbuktu"]}},
        ),
        inno.InvalidPosition,
        ["the artifacts 3 supply pile", "Timbuktu is a relic"],
    ),
    "a result before the end": (
        position(result={"winners": ["Alice"], "reason": "score"}),
        inno.InvalidPosition,
        ["'result' belongs to a finished game"],
    ),
    "a result with a misspelt key": (
        position(phase="over", result={"winners": ["Alice"], "reason": "score", "cards": None}),
        inno.InvalidPosition,
        ["'result': unknown keys ['cards']"],
    ),
    "a city used as a special achievement": (
        position(expansions=["cities"], special_achievements=["Algiers"]),
        inno.InvalidPosition,
        ["Algiers is not a special achievement"],
    ),
    "a city on a stack of another colour": (
        with_player(0, board={"blue": ["Algiers"]}),
        inno.InvalidPosition,
        ["Alice's blue stack", "Algiers is red"],
    ),
    "a supply age that is no age": (
        position(supply={"base": {"11": []}}),
        inno.InvalidPosition,
        ["ages go from 1 to 10"],
    ),
    "a supply pile that is not a list": (
        position(supply={"1": "Sailing"}),
        inno.InvalidPosition,
        ["must be a list of card names", "'Sailing'"],
    ),
    "a hand that is not a list": (
        with_player(1, hand="Sailing"),
        inno.InvalidPosition,
        ["Bob's hand must be a list of card names"],
    ),
    "a board that is not an object": (
        with_player(1, board=["Sailing"]),
        inno.InvalidPosition,
        ["Bob's board must be an object by colour"],
    ),
    "an unknown phase": (
        position(phase="playing"),
        inno.InvalidPosition,
        ["'phase'", "'playing'"],
    ),
    "a finished game without its result": (
        position(phase="over"),
        inno.InvalidPosition,
        ["needs its 'result'"],
    ),
    "no players": (
        {"players": []},
        inno.InvalidPosition,
        ["'players'"],
    ),
    "a player without a name": (
        {"players": [{"name": "Alice"}, {"hand": ["Sailing"]}]},
        inno.InvalidPosition,
        ["player 2", "'name'"],
    ),
    "a negative tuck count": (
        with_player(0, tucked=-1),
        inno.InvalidPosition,
        ["Alice's 'tucked'", "-1"],
    ),
    "a first meld not in hand": (
        {
            "players": [
                {"name": "Alice", "hand": ["Tools", "Oars"], "initial": "Sailing"},
                {"name": "Bob", "hand": ["Writing", "Archery"]},
            ],
            "phase": "setup",
        },
        inno.InvalidPosition,
        ["Alice's first meld Sailing is not in their hand"],
    ),
}


@pytest.mark.parametrize("case", list(BAD_POSITIONS))
def test_malformed_positions_are_rejected_clearly(case):
    pos, error, fragments = BAD_POSITIONS[case]
    original = copy.deepcopy(pos)
    with pytest.raises(error) as info:
        inno.Game.from_position(pos)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, message
    assert isinstance(info.value, inno.InnoError)
    assert pos == original  # the caller's dict is not touched


def test_the_small_valid_position_is_valid():
    # The malformed positions above differ from this one by the mistake only.
    game = inno.Game.from_position(position())
    assert game.pending.player == "Alice"
    assert game.to_position()["players"][0]["hand"] == ["Tools"]


def test_a_position_that_is_not_a_dict():
    for bad in ([], "players", None, 3):
        with pytest.raises(inno.InvalidPosition, match="a position is a dict"):
            inno.Game.from_position(bad)


def test_a_finished_position_with_a_bad_result():
    for result in (
        {"winners": 5, "reason": "score"},
        {"winners": ["Carol"], "reason": "score"},
        {"winners": ["Alice"], "reason": "luck"},
    ):
        with pytest.raises(inno.InvalidPosition, match="result"):
            inno.Game.from_position(position(phase="over", result=result))


def test_a_setup_position_with_an_empty_hand():
    pos = {
        "players": [{"name": "Alice", "hand": []}, {"name": "Bob", "hand": ["Oars", "Tools"]}],
        "phase": "setup",
    }
    try:
        game = inno.Game.from_position(pos)
    except inno.InvalidPosition:
        return
    assert game.pending is None or game.pending.options, game.pending


def test_an_unknown_card_as_first_meld_outside_setup():
    pos = position()
    pos["players"][0]["initial"] = "Nonexistent"
    with pytest.raises(inno.InnoError, match="Nonexistent"):
        inno.Game.from_position(pos)


# -- fuzzing: whatever is wrong, only inno errors come out ---------------------------

JUNK = [
    None,
    0,
    -1,
    3,
    1.5,
    True,
    "x",
    "Oars",
    "Monument",
    "left",
    "Alice",
    [],
    {},
    ["Oars"],
    {"a": 1},
    [[1]],
    10**30,
]


def _paths(obj, prefix=()):
    yield prefix
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(obj, list):
        for i, value in enumerate(obj):
            yield from _paths(value, (*prefix, i))


def mutate(obj, rng: random.Random, skip: tuple = ()):
    """``obj`` with one random thing wrong: a value replaced by junk, deleted or added."""
    obj = copy.deepcopy(obj)
    paths = [p for p in _paths(obj) if p and p[0] not in skip]
    path = rng.choice(paths)
    parent = obj
    for key in path[:-1]:
        parent = parent[key]
    r = rng.random()
    if r < 0.2 and isinstance(parent, dict):
        del parent[path[-1]]
    elif r < 0.3 and isinstance(parent, list):
        del parent[path[-1]]
    elif r < 0.4 and isinstance(parent, dict):
        parent[rng.choice(["zz", "name", "cards"])] = copy.deepcopy(rng.choice(JUNK))
    else:
        parent[path[-1]] = copy.deepcopy(rng.choice(JUNK))
    return obj


def sample_positions() -> list[dict]:
    """Positions of one game in setup, mid-game, and over."""
    game = inno.Game(["Alice", "Bob", "Carol"], seed=5)
    positions = [game.to_position()]
    game.answer(game.pending.options[0])
    positions.append(game.to_position())
    rng = random.Random(5)
    for _ in range(60):
        game.answer(random_answer(game.pending, rng))
    positions.append(game.to_position())
    play_random(game, seed=1)
    positions.append(game.to_position())
    return positions


def _use(game: inno.Game, rng: random.Random) -> None:
    """Exercise a game that loaded: views, log, saving, one answer."""
    for name in game.names:
        game.view(name)
    game.log  # noqa: B018
    inno.Game.from_json(game.to_json())
    if game.pending is not None:
        game.answer(random_answer(game.pending, rng))


def test_fuzzed_positions_raise_only_inno_errors():
    rng = random.Random(1)
    raw = []
    for pos in sample_positions():
        for _ in range(300):
            bad = mutate(pos, rng)
            try:
                _use(inno.Game.from_position(bad), rng)
            except inno.InnoError:
                pass
            except Exception as e:  # noqa: BLE001 - that is what the test looks for
                raw.append(f"{type(e).__name__}: {e}")
    assert not raw, sorted(set(raw))


# -- corrupt saves ---------------------------------------------------------------------


def saved_mid_effect() -> tuple[inno.Game, str]:
    game = setup(
        {
            "Alice": {"board": {"red": ["Archery"]}},
            "Bob": {"hand": ["Calendar", "Fermenting"]},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Archery")
    return game, game.to_json()


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{not json",
        "null",
        "[]",
        "42",
        '"a string"',
        "{}",
        '{"format": "chess"}',
        b"\xff\xfe",
    ],
)
def test_a_save_that_is_not_a_saved_game(text):
    with pytest.raises(inno.CorruptSave, match="not a saved game"):
        inno.Game.from_json(text)


def sealed(data: dict) -> dict:
    """``data`` with its checksum made right again (to reach the deeper checks)."""
    from inno.engine.saves import checksum

    return {**data, "checksum": checksum(data)}


def test_a_save_with_a_wrong_checksum():
    _, text = saved_mid_effect()
    data = json.loads(text)
    flipped = text.replace('"Bob"', '"Bo\u0062"', 1)  # same JSON value, other text: still fine
    assert inno.Game.from_json(flipped).names == ("Alice", "Bob")
    for bad in (
        {**data, "seed": 1},
        {**data, "history": data["history"][:-1]},
        {**data, "checksum": "0" * 64},
        {k: v for k, v in data.items() if k != "checksum"},
    ):
        with pytest.raises(inno.CorruptSave, match="checksum"):
            inno.Game.from_json(json.dumps(bad))
    # One changed character anywhere in the save is noticed.
    rng = random.Random(3)
    for _ in range(40):
        i = rng.randrange(len(text))
        bad = text[:i] + ("1" if text[i] != "1" else "2") + text[i + 1 :]
        with pytest.raises(inno.CorruptSave):
            inno.Game.from_json(bad)


def test_a_save_whose_parts_disagree():
    game, text = saved_mid_effect()
    data = json.loads(text)
    origin = {**data["origin"]}
    origin["position"] = {**origin["position"], "seed": 7}
    cases = {
        # Another origin does not lead to the saved checkpoint.
        "does not lead to the saved checkpoint": {**data, "origin": origin},
        # A history that is not the one played: legal, or not.
        "does not lead to the saved": {**data, "history": ["draw", *data["history"]]},
        "illegal answer": {**data, "history": ["dogma Nothing", *data["history"]]},
        # Answers since the checkpoint that are not the history's end.
        "not the end of the history": {**data, "answers": ["draw"]},
        # A game that goes on after its end, or a version that is not an integer.
        "unsupported save version": {**data, "version": 2.0},
    }
    for fragment, bad in cases.items():
        with pytest.raises(inno.CorruptSave) as info:
            inno.Game.from_json(json.dumps(sealed(bad)))
        assert fragment in str(info.value), (fragment, str(info.value))
    assert inno.Game.from_json(text).pending.to_dict() == game.pending.to_dict()


def test_a_save_of_the_wrong_version_or_shape():
    _, text = saved_mid_effect()
    data = json.loads(text)
    cases = {
        "unsupported save version": {**data, "version": 99},
        "has no 'checkpoint'": {k: v for k, v in data.items() if k != "checkpoint"},
        "has no 'answers'": {k: v for k, v in data.items() if k != "answers"},
        "has no 'log'": {k: v for k, v in data.items() if k != "log"},
        "has no 'history'": {k: v for k, v in data.items() if k != "history"},
        "must be lists": {**data, "answers": "Fermenting"},
        "'history' must be lists": {**data, "history": {}},
        "does not lead to the saved checkpoint and log": {**data, "log": [["meld"]]},
        "must be objects": {**data, "checkpoint": "Alice"},
    }
    for fragment, bad in cases.items():
        with pytest.raises(inno.CorruptSave) as info:
            inno.Game.from_json(json.dumps(sealed(bad)))
        assert fragment in str(info.value), (fragment, str(info.value))


def test_a_truncated_save():
    game, text = saved_mid_effect()
    for cut in (1, len(text) // 3, len(text) // 2, len(text) - 1):
        with pytest.raises(inno.CorruptSave, match="JSON cannot be read"):
            inno.Game.from_json(text[:cut])
    # The uncut save is fine.
    assert inno.Game.from_json(text).pending.to_dict() == game.pending.to_dict()


def test_a_save_whose_answers_are_illegal():
    _, text = saved_mid_effect()
    data = json.loads(text)
    assert data["answers"] == ["dogma Archery"]
    before = data["history"][:-1]
    for answers in (
        ["dogma Archery", "Oars"],  # not an option of Bob's choice
        ["dogma Writing"],  # not an action Alice has
        ["dogma Archery", ["Calendar"]],
        [None],
    ):
        bad = sealed({**data, "answers": answers, "history": before + answers})
        with pytest.raises(inno.CorruptSave) as info:
            inno.Game.from_json(json.dumps(bad))
        assert "illegal answer" in str(info.value), str(info.value)


def test_a_tampered_checkpoint():
    """A checkpoint that is not where the history leads is refused, legal or not."""
    _, text = saved_mid_effect()
    data = json.loads(text)

    def tampered(change) -> str:
        d = copy.deepcopy(data)
        change(d["checkpoint"])
        return json.dumps(sealed(d))

    cases = [
        lambda c: c["players"][1]["hand"].append("Archery"),
        lambda c: c["players"][1]["hand"].__setitem__(0, "Calender"),
        lambda c: c["players"][0]["board"]["red"]["cards"].append("Writing"),
        lambda c: c.__setitem__("cheat", True),
        lambda c: c["turn"].__setitem__("player", "Mallory"),
        lambda c: c["supply"]["base"]["1"].append("Calendar"),
        lambda c: c["players"][1].__setitem__("hand", ["Calendar"]),  # still a legal position
    ]
    for change in cases:
        with pytest.raises(inno.CorruptSave, match="does not lead to the saved checkpoint"):
            inno.Game.from_json(tampered(change))


def test_a_tampered_log():
    _, text = saved_mid_effect()
    data = json.loads(text)

    def with_event(event) -> str:
        return json.dumps(sealed({**data, "log": [*data["log"], event]}))

    raw = []
    for event in (
        ["draw", 0, "Nonexistent", [1], [0]],  # no such card
        ["draw", 7, "Oars", [1], [7]],  # no such player
        ["draw", 0, "Oars", None, [0]],  # data missing
        ["transfer", 0, "Oars", [1, 0], None],  # data too short
        ["splay", 0, None, ["left", "red"], None],  # data of the wrong types
        ["draw", 0, "Oars"],  # too short
    ):
        try:
            game = inno.Game.from_json(with_event(event))
            game.log  # noqa: B018
            game.view("Alice")
        except inno.CorruptSave:
            continue
        except Exception as e:  # noqa: BLE001
            raw.append(f"{event}: {type(e).__name__}: {e}")
    assert not raw, raw


def test_a_save_from_a_dict_or_bytes():
    game, text = saved_mid_effect()
    for form in (json.loads(text), text.encode()):
        restored = inno.Game.from_json(form)
        assert restored.pending.to_dict() == game.pending.to_dict()
        assert restored.to_json() == text


def test_fuzzed_saves_raise_only_corrupt_save():
    """Mutate everything but the log (test_a_tampered_log covers it)."""
    rng = random.Random(2)
    game = inno.Game(["Alice", "Bob", "Carol"], seed=5)
    play = random.Random(5)
    saves = []
    while len(saves) < 3:
        game.answer(random_answer(game.pending, play))
        data = json.loads(game.to_json())
        if data["answers"] and len(game.history) > 20 * (len(saves) + 1):
            saves.append(data)
    raw = []
    for data in saves:
        for _ in range(150):
            bad = sealed(mutate(data, rng, skip=("log", "checksum")))
            try:
                _use(inno.Game.from_json(json.dumps(bad)), rng)
            except inno.CorruptSave:
                pass
            except Exception as e:  # noqa: BLE001
                raw.append(f"{type(e).__name__}: {e}")
    assert not raw, sorted(set(raw))


# -- Echoes: new zones and decisions ------------------------------------------------------


def test_positions_reject_zones_and_cards_of_sets_not_in_play():
    two = [{"name": "Alice"}, {"name": "Bob"}]
    with pytest.raises(inno.InvalidPosition, match="forecast"):
        inno.Game.from_position({"players": [{"name": "Alice", "forecast": ["Oars"]}, two[1]]})
    with pytest.raises(inno.InvalidPosition, match="echoes card, not in this game"):
        inno.Game.from_position({"players": [{"name": "Alice", "hand": ["Perfume"]}, two[1]]})
    with pytest.raises(inno.InvalidPosition, match="'supply': 'echoes' is not a set"):
        inno.Game.from_position({"players": two, "supply": {"echoes": {"1": ["Perfume"]}}})
    with pytest.raises(inno.InvalidPosition, match="no set in this game has relics"):
        inno.Game.from_position({"players": two, "relics": ["Timbuktu"]})
    with pytest.raises(inno.InvalidPosition, match="two places"):
        inno.Game.from_position(
            {
                "players": [{"name": "Alice", "forecast": ["Bell"], "hand": ["Bell"]}, two[1]],
                "expansions": ["echoes"],
            }
        )
    with pytest.raises(inno.InvalidPosition, match="listed twice"):
        inno.Game.from_position(
            {"players": two, "supply": {"base": {"1": ["Oars"], "01": ["Tools"]}}}
        )


def test_an_illegal_promotion_answer_changes_nothing():
    game = inno.Game.from_position(
        {
            "players": [
                {"name": "Alice", "hand": ["Optics"], "forecast": ["Bell", "Coal"]},
                {"name": "Bob"},
            ],
            "expansions": ["echoes"],
        }
    )
    game.answer("meld Optics")
    before = game.to_json()
    for bad in ("Coal", "Optics", ["Bell"], 3):
        with pytest.raises(inno.IllegalAnswer, match="promote a card"):
            game.answer(bad)
        assert game.to_json() == before
    game.answer("Bell")
    assert game.pending.kind == "yes_no"
