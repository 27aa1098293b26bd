"""Issue 16 for Figures in the Sand: conditions read what happened, and Hedy Lamarr.

* A karma whose "instead" words are the verb it replaced does that verb (Erwin Rommel:
  "If you would score a card, instead score the top card of its color from all
  boards"): when the card asked to be scored is among them, it was scored, and "If you
  do" holds.
* Hedy Lamarr: "Each special achievement is claimed with one fewer or one lower of each
  requirement listed for you": every number of every special achievement's condition is
  one lower for her owner, each test at the lowered threshold (claimed) and one below it
  (not claimed).
"""

import pytest
from helpers import achievements, act, expect, figures, icons, table


def _with_echoes(players: dict, **rest):
    """A game with Figures and Echoes (the Echoes special achievements in play)."""
    return figures(players, expansions=["figures", "echoes"], **rest)


# -- Erwin Rommel ---------------------------------------------------------------------------
# Karma: If you would score a card, instead score the top card of its color from all boards.


def test_rommel_scoring_the_asked_top_card_counts_as_scoring_it():
    # Coal 3: "You may score any one of your top cards. If you do, also score the card
    # beneath it."  Alice shares Bob's Coal (three factories each) and scores her top
    # blue Computers: Rommel scores the top blue cards of all boards instead, Computers
    # among them, so she did score it and Writing beneath it is scored too (by Rommel
    # again: Writing is then her top blue card).
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Erwin Rommel"], "blue": ["Computers", "Writing"]},
            },
            "Bob": {"board": {"red": ["Coal"]}},
        },
        turn="Bob",
        supply={"base": {"5": ["Statistics", "Measurement"]}, "figures": {"5": ["Shivaji"]}},
    )
    act(game, "dogma Coal")
    # Coal 1: each draws and tucks a 5 (Alice first); Coal 2: no red pile to splay.
    expect(game, "Alice", "choose_card")
    act(game, "Computers")
    expect(game, "Bob", "choose_card")
    act(game, None)  # Bob scores nothing
    t = table(game)
    assert t["Alice"] == {
        "board": {"red": ["Erwin Rommel"], "yellow": ["Statistics"]},
        "score": ["Computers", "Writing"],
        "scored": 2,
        "tucked": 1,
    }
    assert t["Bob"] == {
        "board": {"red": ["Coal"], "green": ["Measurement"]},
        "hand": ["Shivaji"],  # the sharing bonus (a figure)
        "tucked": 1,
    }


def test_rommel_scoring_a_card_not_on_top_is_not_scoring_it():
    # Calculator 1: "Score two bottom non-blue cards from your board. If you scored two
    # and they have a total value less than 11, draw a card of that total value and
    # repeat this dogma effect (once only)."  Archery is under Rommel: Rommel scores the
    # top red cards instead (himself), so Archery is not scored; Sailing (top and bottom)
    # is.  One card scored: nothing is drawn.
    game = _with_echoes(
        {
            "Alice": {
                "board": {
                    "blue": ["Calculator"],
                    "red": ["Erwin Rommel", "Archery"],
                    "green": ["Sailing"],
                },
            },
            "Bob": {},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Calculator")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Calculator"], "red": ["Archery"]},
        "score": ["Erwin Rommel", "Sailing"],
        "scored": 2,
    }
    expect(game, "Alice", "action")


# -- Hedy Lamarr: every number of every special achievement's condition one lower ------------

HEDY = "Hedy Lamarr"  # green: clock, echo, clock, hex


# Empire: "three or more icons of all six types": two or more icons of five of the six.


def _empire_game(red: str):
    return figures(
        {
            "Alice": {
                "board": {"green": [HEDY], "red": [red], "yellow": ["Agriculture"]},
                "hand": ["Writing"],
            },
            "Bob": {},
        }
    )


def test_hedy_lamarr_empire_with_two_icons_of_five_types():
    game = _empire_game("Oars")
    act(game, "meld Writing")
    assert icons(game, "Alice") == {
        "castle": 2,
        "crown": 2,
        "leaf": 3,
        "lightbulb": 2,
        "factory": 0,
        "clock": 2,
    }
    assert achievements(game, "Alice") == ["Empire"]


def test_hedy_lamarr_no_empire_with_two_icons_of_four_types():
    game = _empire_game("Archery")
    act(game, "meld Writing")
    assert icons(game, "Alice") == {
        "castle": 2,
        "crown": 1,
        "leaf": 3,
        "lightbulb": 3,
        "factory": 0,
        "clock": 2,
    }
    assert achievements(game, "Alice") == []


# Monument: "tuck six or score six cards during a single turn": five.


@pytest.mark.parametrize(("scored", "claimed"), [(4, ["Monument"]), (3, [])])
def test_hedy_lamarr_monument_with_five_cards_scored(scored, claimed):
    # Agriculture: "You may return a card from your hand. If you do, draw and score a card
    # of value one higher than the card you returned."
    game = figures(
        {
            "Alice": {
                "board": {"green": [HEDY], "yellow": ["Agriculture"]},
                "hand": ["Oars"],
                "scored": scored,
            },
            "Bob": {},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Agriculture", "Oars")
    assert table(game)["Alice"]["scored"] == scored + 1
    assert achievements(game, "Alice") == claimed


# World: "twelve or more {clock} on your board": eleven.


@pytest.mark.parametrize(
    ("melded", "clocks", "claimed"), [("Fission", 11, ["World"]), ("Railroad", 10, [])]
)
def test_hedy_lamarr_world_with_eleven_clocks(melded, clocks, claimed):
    game = figures(
        {
            "Alice": {
                "board": {
                    "green": {"cards": [HEDY, "Satellites"], "splay": "up"},
                    "blue": ["Software"],
                },
                "hand": [melded],
            },
            "Bob": {},
        }
    )
    act(game, f"meld {melded}")
    assert icons(game, "Alice")["clock"] == clocks
    assert achievements(game, "Alice") == claimed


# Wonder: "five colors on your board, and each is splayed either up or right": four.


@pytest.mark.parametrize(
    ("yellow", "claimed"),
    [(["Agriculture", "Masonry"], ["Empire", "Wonder"]), (["Agriculture"], ["Empire"])],
)
def test_hedy_lamarr_wonder_with_four_colours_splayed(yellow, claimed):
    game = figures(
        {
            "Alice": {
                "board": {
                    "green": [HEDY, "Sailing"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                    "yellow": {"cards": yellow, "splay": "right" if len(yellow) > 1 else "none"},
                },
            },
            "Bob": {},
        }
    )
    act(game, "dogma Hedy Lamarr")  # echo: "You may splay one color of your cards up."
    act(game, "green")
    # (Empire too: two or more castles, crowns, leaves, lightbulbs and clocks.)
    assert table(game)["Alice"]["board"]["green"] == ([HEDY, "Sailing"], "up")
    assert achievements(game, "Alice") == claimed


# Universe: "five top cards, and each is of value {8} or higher": four, of value 7 or higher.


@pytest.mark.parametrize(("melded", "claimed"), [("Railroad", ["Universe"]), ("Democracy", [])])
def test_hedy_lamarr_universe_with_four_top_cards_of_value_7(melded, claimed):
    game = figures(
        {
            "Alice": {
                "board": {"green": [HEDY], "blue": ["Software"], "red": ["Fission"]},
                "hand": [melded],  # a 7, a 6
            },
            "Bob": {},
        }
    )
    act(game, f"meld {melded}")
    assert achievements(game, "Alice") == claimed


# Supremacy: "three icons or more of the same icon type visible in each of four different
# colors": two, in three colours.


@pytest.mark.parametrize(("melded", "claimed"), [("Railroad", ["Supremacy"]), ("City States", [])])
def test_hedy_lamarr_supremacy_with_two_icons_in_three_colours(melded, claimed):
    game = _with_echoes(
        {
            "Alice": {
                "board": {"green": [HEDY], "blue": ["Computers"]},  # two clocks each
                "hand": [melded],  # two clocks, none
            },
            "Bob": {},
        }
    )
    act(game, f"meld {melded}")
    assert achievements(game, "Alice") == claimed


# Destiny: "seven or more cards in your forecast": six.

FORECAST = ["Oars", "Tools", "Sailing", "The Wheel", "Clothing"]


@pytest.mark.parametrize(("forecast", "claimed"), [(FORECAST, ["Destiny"]), (FORECAST[:4], [])])
def test_hedy_lamarr_destiny_with_six_cards_in_forecast(forecast, claimed):
    game = _with_echoes(
        {
            "Alice": {"board": {"green": [HEDY], "purple": ["Bell"]}, "forecast": forecast},
            "Bob": {},
        },
        supply={"base": {"2": ["Calendar"]}, "echoes": {"2": ["Scissors"]}},
    )
    act(game, "dogma Bell")  # "Draw and foreshadow a {2}."
    assert len(table(game)["Alice"]["forecast"]) == len(forecast) + 1
    assert achievements(game, "Alice") == claimed


# Wealth: "eight or more bonuses visible on your board": seven.

BONUSES_PURPLE = ["Puppet", "Chaturanga", "Pagoda", "Indian Clubs"]  # each shows a bonus


@pytest.mark.parametrize(
    ("purple", "claimed"), [(BONUSES_PURPLE, ["Wealth"]), (BONUSES_PURPLE[:3], [])]
)
def test_hedy_lamarr_wealth_with_seven_bonuses(purple, claimed):
    game = _with_echoes(
        {
            "Alice": {
                "board": {
                    "green": [HEDY],
                    "purple": {"cards": purple, "splay": "up"},
                    "yellow": {"cards": ["Noodles", "Soap"], "splay": "up"},
                },
                "hand": ["Dice"],  # a bonus: the seventh (sixth)
            },
            "Bob": {},
        }
    )
    act(game, "meld Dice")
    assert achievements(game, "Alice") == claimed


# Heritage: "eight or more {hex} visible in one color": seven.

RED_HEXES = ["Archery", "Metalworking", "Oars", "Construction", "Road Building", "Engineering"]


@pytest.mark.parametrize(("red", "claimed"), [(RED_HEXES, ["Heritage"]), (RED_HEXES[:5], [])])
def test_hedy_lamarr_heritage_with_seven_hexes_in_one_colour(red, claimed):
    game = _with_echoes(
        {
            "Alice": {
                "board": {"green": [HEDY], "red": {"cards": red, "splay": "up"}},
                "hand": ["Optics"],  # red: the seventh (sixth) hex
            },
            "Bob": {},
        }
    )
    act(game, "meld Optics")
    assert achievements(game, "Alice") == claimed


# History: "a color with four or more visible echo effects": three.


@pytest.mark.parametrize(("under", "claimed"), [("Umbrella", ["History"]), ("Sailing", [])])
def test_hedy_lamarr_history_with_three_echo_effects_in_one_colour(under, claimed):
    # Hedy Lamarr is melded onto green, splayed up: her echo effect, Glassblowing's, and
    # Umbrella's (Sailing has none).
    game = _with_echoes(
        {
            "Alice": {
                "board": {"green": {"cards": ["Glassblowing", under], "splay": "up"}},
                "hand": [HEDY],
            },
            "Bob": {},
        }
    )
    act(game, f"meld {HEDY}")
    assert achievements(game, "Alice") == claimed
