"""Scenario tests from a mutation audit of the special achievements' engine code.

``inno/engine/achievements.py`` (History, the Cities achievements claimed on an event,
the check after every change): each test pins down a condition (quoted from its card)
that a surviving mutant of that code broke and no other test caught.
"""

from __future__ import annotations

from helpers import achievements, act, figures, game_of, score_pile, setup


def specials_available(game):
    return game.to_position()["special_achievements"]


# -- the base special achievements at one lower than printed -------------------------------


def test_empire_two_of_each_icon_is_not_enough():
    # Empire: "three or more icons of all six types".  Combustion, Publications, Lighting,
    # Domestication and Electricity show 3 crowns, 3 lightbulbs, 3 factories, 2 leaves, 2
    # clocks and 2 castles: at least two of each type, not three.
    game = setup(
        {
            "Alice": {
                "board": {
                    "red": ["Combustion"],
                    "blue": ["Publications"],
                    "purple": ["Lighting"],
                    "yellow": ["Domestication"],
                },
                "hand": ["Electricity"],
            },
            "Bob": {},
        },
        achievements=[],
    )
    act(game, "meld Electricity")
    assert game.view("Alice")["players"][0]["icons"] == {
        "crown": 3,
        "leaf": 2,
        "lightbulb": 3,
        "castle": 2,
        "factory": 3,
        "clock": 2,
    }
    assert achievements(game, "Alice") == []
    assert "Empire" in specials_available(game)


def test_universe_a_top_card_of_value_seven_is_not_enough():
    # Universe: "five top cards, and each is of value {8} or higher": Sanitation is a 7.
    game = setup(
        {
            "Alice": {
                "board": {
                    "blue": ["Genetics"],
                    "red": ["Flight"],
                    "green": ["Mass Media"],
                    "purple": ["Empiricism"],
                },
                "hand": ["Sanitation"],
            },
            "Bob": {},
        },
        achievements=[],
    )
    act(game, "meld Sanitation")
    assert achievements(game, "Alice") == []
    assert "Universe" in specials_available(game)


# -- Hedy Lamarr: "Each special achievement is claimed with one fewer or one lower of each
# requirement listed for you." ------------------------------------------------------------


def test_hedy_lamarr_wonder_with_purple_among_four_splayed_colours():
    # Wonder: "five colors on your board, and each is splayed either up or right": four
    # with Hedy Lamarr, purple one of them.
    game = figures(
        {
            "Alice": {
                "board": {
                    "blue": {"cards": ["Tools", "Writing"], "splay": "right"},
                    "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                    "green": {"cards": ["Sailing", "The Wheel"], "splay": "right"},
                    "purple": {"cards": ["Mysticism", "City States"], "splay": "right"},
                },
                "hand": ["Hedy Lamarr"],
            },
            "Bob": {},
        }
    )
    act(game, "meld Hedy Lamarr")
    assert achievements(game, "Alice") == ["Wonder"]


def test_hedy_lamarr_supremacy_one_icon_in_three_colours_is_not_enough():
    # Supremacy: "three icons or more of the same icon type visible in each of four
    # different colors": two in three colours with Hedy Lamarr.  Clocks: Hedy Lamarr two,
    # Flight one, Publications one.
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Hedy Lamarr"], "red": ["Flight"]},
                "hand": ["Publications"],
            },
            "Bob": {},
        },
        expansions=["figures", "echoes"],
    )
    act(game, "meld Publications")
    assert achievements(game, "Alice") == []
    assert "Supremacy" in specials_available(game)


# -- the Echoes special achievements at one fewer than printed ----------------------------


def test_wealth_seven_bonuses_is_not_enough_eight_is():
    # Wealth: "Claim this special achievement immediately if you have eight or more
    # bonuses visible on your board."  Purple splayed right shows four bonuses, Candles and
    # Soap one each: six; Chintz makes seven, Dice eight.
    game = game_of(
        {
            "Alice": {
                "board": {
                    "purple": {
                        "cards": ["Puppet", "Pagoda", "Chaturanga", "Flute"],
                        "splay": "right",
                    },
                    "red": ["Candles"],
                    "yellow": ["Soap"],
                },
                "hand": ["Chintz", "Dice"],
            },
            "Bob": {},
        }
    )
    act(game, "meld Chintz")
    assert len(game.view("Alice")["players"][0]["bonuses"]) == 7
    assert achievements(game, "Alice") == []
    assert "Wealth" in specials_available(game)
    act(game, "meld Dice")
    assert len(game.view("Alice")["players"][0]["bonuses"]) == 8
    assert achievements(game, "Alice") == ["Wealth"]


def test_heritage_seven_hexes_in_one_colour_is_not_enough_eight_is():
    # Heritage: "Claim this special achievement immediately if you have eight or more
    # {hex} visible in one color."  Green splayed up: Currency's hex and one hex in the
    # bottom row of each of the five cards under it make six; Sailing melded on top
    # (Currency's hex is in its bottom row) makes seven, The Wheel eight.
    stack = ["Currency", "Banking", "Measurement", "Classification", "Bicycle", "Electricity"]
    game = game_of(
        {
            "Alice": {
                "board": {"green": {"cards": stack, "splay": "up"}},
                "hand": ["Sailing", "The Wheel"],
            },
            "Bob": {},
        }
    )
    act(game, "meld Sailing")
    assert achievements(game, "Alice") == []
    assert "Heritage" in specials_available(game)
    act(game, "meld The Wheel")
    assert achievements(game, "Alice") == ["Heritage"]


def test_history_three_echo_effects_in_one_colour_is_not_enough_four_is():
    # History: "Claim this special achievement immediately if you have a color with four
    # or more visible echo effects."  Blue splayed up: Ruler's and Lever's echo effects;
    # Thermometer melded on top makes three, Almanac four.
    game = game_of(
        {
            "Alice": {
                "board": {"blue": {"cards": ["Ruler", "Lever"], "splay": "up"}},
                "hand": ["Thermometer", "Almanac"],
            },
            "Bob": {},
        }
    )
    act(game, "meld Thermometer")
    assert achievements(game, "Alice") == []
    assert "History" in specials_available(game)
    act(game, "meld Almanac")
    assert achievements(game, "Alice") == ["History"]


def test_supremacy_two_castles_in_each_of_four_colours_is_not_enough():
    # Supremacy: "three icons or more of the same icon type visible in each of four
    # different colors": Archery, Domestication, Alchemy and Feudalism show two castles
    # each (eight in all), and nothing else three times.
    game = game_of(
        {
            "Alice": {
                "board": {"red": ["Archery"], "yellow": ["Domestication"], "blue": ["Alchemy"]},
                "hand": ["Feudalism"],
            },
            "Bob": {},
        }
    )
    act(game, "meld Feudalism")
    assert achievements(game, "Alice") == []
    assert "Supremacy" in specials_available(game)


# -- Supremacy while a karma changes what the colours show --------------------------------


def test_supremacy_with_stephen_hawking_changing_the_colours():
    # Supremacy: "three icons or more of the same icon type visible in each of four
    # different colors".  Stephen Hawking's karma changes what each colour shows (its
    # hexes count as echo effects), not its icons: three castles in red, green, purple and
    # yellow still claim Supremacy.
    game = setup(
        {
            "Alice": {
                "board": {
                    "blue": ["Stephen Hawking"],
                    "red": ["Metalworking"],
                    "green": ["The Wheel"],
                    "purple": ["Mysticism"],
                },
                "hand": ["Masonry"],
            },
            "Bob": {},
        },
        expansions=["echoes", "figures"],
        achievements=[],
    )
    assert "colors" in game.modified
    act(game, "meld Masonry")
    assert achievements(game, "Alice") == ["Supremacy"]


# -- the check after a change that touched two players ------------------------------------


def test_universe_claimed_by_the_demanded_player_when_the_demanding_one_was_checked():
    # "Special achievements can be claimed at any time, even in the middle of an effect,
    # or during another player's turn. If you meet the conditions for one of them, take it
    # immediately."  Universe: "five top cards, and each is of value {8} or higher."
    # Alice's board was checked after her meld; Gunpowder's demand transfers Bob's
    # Archery to her score pile (with Sinuhe's karma in play, the score pile counts: both
    # players are touched, Alice first): Flight is uncovered and Bob has Universe at once.
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Gunpowder"], "purple": ["Sinuhe"]},
                "hand": ["Sailing"],
            },
            "Bob": {
                "board": {
                    "red": ["Archery", "Flight"],
                    "blue": ["Genetics"],
                    "green": ["Mass Media"],
                    "yellow": ["Antibiotics"],
                    "purple": ["Empiricism"],
                }
            },
        }
    )
    act(game, "meld Sailing")
    act(game, "dogma Gunpowder")
    assert achievements(game, "Bob") == ["Universe"]
    assert "Archery" in score_pile(game, "Alice")


def test_supremacy_tie_goes_to_the_current_player():
    # "In the rare case that two players simultaneously become eligible to claim a special
    # achievement, the tie is broken in turn order going clockwise, with the current
    # player winning ties."  Carol's Banking: Bob transfers Railroad (his only top
    # non-green card with a factory) to her board.  Bob's Mysticism is uncovered: castles
    # in four colours; Railroad on Carol's purple, splayed up over City States and Lighting,
    # makes three clocks there: clocks in four colours.  Both at once: Carol, the current
    # player, claims Supremacy.
    game = game_of(
        {
            "Alice": {},
            "Bob": {
                "board": {
                    "purple": ["Railroad", "Mysticism"],
                    "red": ["Metalworking"],
                    "green": ["The Wheel"],
                    "yellow": ["Masonry"],
                }
            },
            "Carol": {
                "board": {
                    "green": {"cards": ["Banking", "Satellites"], "splay": "up"},
                    "blue": ["Quantum Theory"],
                    "red": ["Fission"],
                    "yellow": ["Steam Engine"],
                    "purple": {"cards": ["City States", "Lighting"], "splay": "up"},
                }
            },
        },
        turn="Carol",
    )
    act(game, "dogma Banking")
    assert "Supremacy" in achievements(game, "Carol")
    assert "Supremacy" not in achievements(game, "Bob")
