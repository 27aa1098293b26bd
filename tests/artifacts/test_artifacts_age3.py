"""Scenario tests for the age 3 cards of Artifacts of History (one or more per effect).

A compel ("I compel you") is executed by the opponents who would share: those with
at least as many of the featured icon as the activating player.  (The relic Timbuktu
has no effects.)
"""

from helpers import (
    achievements,
    act,
    artifacts,
    available,
    expect,
    hand,
    score_pile,
    supply,
    table,
    texts,
)

# -- Charter of Liberties ---------------------------------------------------------------
# Tuck a card from your hand. If you do, splay left its color, then choose a splayed
# color on any player's board. Execute all of that color's top card's non-demand effects,
# without sharing.


def test_charter_of_liberties_executes_your_own_splayed_colour():
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Charter of Liberties"], "yellow": ["Domestication"]},
                "hand": ["Agriculture", "Pottery"],
            },
            "Bob": {"board": {"green": {"cards": ["Sailing", "The Wheel"], "splay": "right"}}},
        },
        supply={"base": {"1": ["Clothing"]}},
        achievements=[],
    )
    act(game, "dogma Charter of Liberties", "Agriculture")
    # Yellow is splayed left; Bob's green is splayed too.
    expect(game, "Alice", "choose_option", ["Alice: yellow", "Bob: green"])
    act(game, "Alice: yellow")
    # Domestication: meld the lowest card in your hand (Pottery), draw a 1.
    assert table(game) == {
        "Alice": {
            "board": {
                "blue": ["Pottery", "Charter of Liberties"],
                "yellow": (["Domestication", "Agriculture"], "left"),
            },
            "hand": ["Clothing"],
            "tucked": 1,
        },
        "Bob": {"board": {"green": (["Sailing", "The Wheel"], "right")}},
    }
    assert "Alice executes the non-demand effects of Domestication." in texts(game)


def test_charter_of_liberties_executes_another_players_splayed_colour():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Charter of Liberties"]}, "hand": ["Oars"]},
            "Bob": {"board": {"green": {"cards": ["Sailing", "The Wheel"], "splay": "right"}}},
        },
        supply={"base": {"1": ["Clothing"]}},
        achievements=[],
    )
    # Oars starts a red stack: nothing to splay; Bob's green is the only splayed colour.
    act(game, "dogma Charter of Liberties")
    # Sailing, for Alice: draw and meld a 1.
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Charter of Liberties"], "green": ["Clothing"], "red": ["Oars"]},
            "tucked": 1,
        },
        "Bob": {"board": {"green": (["Sailing", "The Wheel"], "right")}},
    }


def test_charter_of_liberties_no_splayed_colour():
    game = artifacts(
        {"Alice": {"board": {"blue": ["Charter of Liberties"]}, "hand": ["Oars"]}, "Bob": {}},
        achievements=[],
    )
    act(game, "dogma Charter of Liberties")
    assert table(game) == {
        "Alice": {"board": {"blue": ["Charter of Liberties"], "red": ["Oars"]}, "tucked": 1},
        "Bob": {},
    }
    expect(game, "Alice", "action")


def test_charter_of_liberties_nothing_tucked_nothing_executed():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Charter of Liberties"]}},
            "Bob": {"board": {"green": {"cards": ["Sailing", "The Wheel"], "splay": "right"}}},
        },
        supply={"base": {"1": ["Clothing"]}},
        achievements=[],
    )
    act(game, "dogma Charter of Liberties")
    assert table(game) == {
        "Alice": {"board": {"blue": ["Charter of Liberties"]}},
        "Bob": {"board": {"green": (["Sailing", "The Wheel"], "right")}},
    }


# -- Dunhuang Star Chart ----------------------------------------------------------------
# Return all cards from your hand. Draw a card of value equal to the number of cards
# returned.


def test_dunhuang_star_chart_returns_the_hand_and_draws_its_size():
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Dunhuang Star Chart"]},
                "hand": ["Tools", "Calendar", "Optics"],
            },
            "Bob": {},
        },
        supply={"base": {"3": ["Engineering"]}},
        achievements=[],
    )
    act(game, "dogma Dunhuang Star Chart")
    assert hand(game, "Alice") == ["Engineering"]
    assert supply(game, 1)[-1] == "Tools"
    assert supply(game, 2)[-1] == "Calendar"
    assert supply(game, 3)[-1] == "Optics"


def test_dunhuang_star_chart_an_empty_hand_draws_a_1():
    # No card returned: a draw of value 0 draws a 1.
    game = artifacts(
        {"Alice": {"board": {"blue": ["Dunhuang Star Chart"]}}, "Bob": {}},
        supply={"base": {"1": ["Pottery"]}},
        achievements=[],
    )
    act(game, "dogma Dunhuang Star Chart")
    assert hand(game, "Alice") == ["Pottery"]


# -- Excalibur --------------------------------------------------------------------------
# I compel you to transfer a top card of higher value than my top card of the same color
# from your board to my board!


def test_excalibur_compel_transfers_a_higher_top_card():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Excalibur"], "yellow": ["Agriculture"]}},
            "Bob": {
                "board": {"red": ["Construction"], "yellow": ["Fermenting"], "blue": ["Tools"]}
            },
        },
        achievements=[],
    )
    act(game, "dogma Excalibur")
    # Construction (2) is not higher than Excalibur (3); Fermenting (2) beats Agriculture
    # (1); Tools (1) beats no blue card.
    expect(game, "Bob", "choose_card", ["Fermenting", "Tools"])
    act(game, "Fermenting")
    assert table(game) == {
        "Alice": {"board": {"red": ["Excalibur"], "yellow": ["Fermenting", "Agriculture"]}},
        "Bob": {"board": {"red": ["Construction"], "blue": ["Tools"]}},
    }


def test_excalibur_nothing_higher():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Excalibur"], "yellow": ["Fermenting"]}},
            # Engineering (3) only equals Excalibur (3); Masonry (1) is lower than Fermenting.
            "Bob": {"board": {"red": ["Engineering"], "yellow": ["Masonry"]}},
        },
        achievements=[],
    )
    act(game, "dogma Excalibur")
    assert table(game) == {
        "Alice": {"board": {"red": ["Excalibur"], "yellow": ["Fermenting"]}},
        "Bob": {"board": {"red": ["Engineering"], "yellow": ["Masonry"]}},
    }
    expect(game, "Alice", "action")


def test_excalibur_fewer_castles_no_compel():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Excalibur"]}},
            "Bob": {"board": {"blue": ["Tools"]}},  # 1 castle
        },
        achievements=[],
    )
    act(game, "dogma Excalibur")
    assert table(game) == {
        "Alice": {"board": {"red": ["Excalibur"]}},
        "Bob": {"board": {"blue": ["Tools"]}},
    }


# -- Mjolnir Amulet ---------------------------------------------------------------------
# I compel you to choose a top card on your board! Transfer all cards of that card's
# color from your board to my score pile!


def test_mjolnir_amulet_compel_takes_a_whole_colour():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Mjolnir Amulet"]}},
            "Bob": {
                "board": {
                    "red": {"cards": ["Construction", "Archery"], "splay": "left"},
                    "yellow": ["Masonry"],
                }
            },
        },
        achievements=[],
    )
    act(game, "dogma Mjolnir Amulet")
    expect(game, "Bob", "choose_card", ["Construction", "Masonry"])
    act(game, "Construction")
    assert table(game) == {
        "Alice": {"board": {"red": ["Mjolnir Amulet"]}, "score": ["Archery", "Construction"]},
        "Bob": {"board": {"yellow": ["Masonry"]}},
    }


def test_mjolnir_amulet_fewer_castles_no_compel():
    game = artifacts(
        {"Alice": {"board": {"red": ["Mjolnir Amulet"]}}, "Bob": {"board": {"blue": ["Tools"]}}},
        achievements=[],
    )
    act(game, "dogma Mjolnir Amulet")
    assert table(game) == {
        "Alice": {"board": {"red": ["Mjolnir Amulet"]}},
        "Bob": {"board": {"blue": ["Tools"]}},
    }


# -- Beauvais Cathedral Clock -----------------------------------------------------------
# Draw and reveal a {4}. Splay right the color matching the drawn card.


def test_beauvais_cathedral_clock_splays_the_drawn_colour_right():
    game = artifacts(
        {
            "Alice": {"board": {"green": ["Beauvais Cathedral Clock"], "red": ["Oars", "Archery"]}},
            "Bob": {},
        },
        supply={"base": {"4": ["Gunpowder"]}},
        achievements=[],
    )
    act(game, "dogma Beauvais Cathedral Clock")
    assert "Alice reveals Gunpowder." in texts(game)
    assert table(game) == {
        "Alice": {
            "board": {
                "green": ["Beauvais Cathedral Clock"],
                "red": (["Oars", "Archery"], "right"),
            },
            "hand": ["Gunpowder"],
        },
        "Bob": {},
    }


def test_beauvais_cathedral_clock_a_colour_that_cannot_splay():
    game = artifacts(
        {
            "Alice": {"board": {"green": ["Beauvais Cathedral Clock"], "red": ["Oars", "Archery"]}},
            "Bob": {},
        },
        supply={"base": {"4": ["Anatomy"]}},
        achievements=[],
    )
    act(game, "dogma Beauvais Cathedral Clock")
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Beauvais Cathedral Clock"], "red": ["Oars", "Archery"]},
            "hand": ["Anatomy"],
        },
        "Bob": {},
    }


# -- Philosopher's Stone ----------------------------------------------------------------
# Return a card from your hand. Score a number of cards from your hand equal to the value
# of the card returned.


def test_philosophers_stone_scores_as_many_cards_as_the_value_returned():
    game = artifacts(
        {
            "Alice": {
                "board": {"green": ["Philosopher's Stone"]},
                "hand": ["Calendar", "Tools", "Oars", "Clothing"],
            },
            "Bob": {},
        },
        achievements=[],
    )
    act(game, "dogma Philosopher's Stone", "Calendar")
    expect(game, "Alice", "choose_cards", ["Tools", "Oars", "Clothing"])
    act(game, ["Tools", "Oars"])
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Philosopher's Stone"]},
            "hand": ["Clothing"],
            "score": ["Oars", "Tools"],
            "scored": 2,
        },
        "Bob": {},
    }
    assert supply(game, 2)[-1] == "Calendar"


def test_philosophers_stone_fewer_cards_than_the_value_scores_them_all():
    game = artifacts(
        {
            "Alice": {"board": {"green": ["Philosopher's Stone"]}, "hand": ["Optics", "Tools"]},
            "Bob": {},
        },
        achievements=[],
    )
    act(game, "dogma Philosopher's Stone", "Optics")
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Philosopher's Stone"]},
            "score": ["Tools"],
            "scored": 1,
        },
        "Bob": {},
    }


# -- Along the River during the Qingming Festival ---------------------------------------
# Draw and reveal a {4}. If it is yellow, tuck it. If it is purple, score it. Otherwise,
# repeat this effect.


def test_along_the_river_repeats_until_yellow_and_tucks_it():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Along the River during the Qingming Festival"]}},
            "Bob": {},
        },
        supply={"base": {"4": ["Gunpowder", "Invention", "Anatomy", "Enterprise"]}},
        achievements=[],
    )
    act(game, "dogma Along the River during the Qingming Festival")
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Along the River during the Qingming Festival", "Anatomy"]},
            "hand": ["Gunpowder", "Invention"],
            "tucked": 1,
        },
        "Bob": {},
    }
    assert supply(game, 4)[0] == "Enterprise"


def test_along_the_river_scores_a_purple_card():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Along the River during the Qingming Festival"]}},
            "Bob": {},
        },
        supply={"base": {"4": ["Enterprise", "Anatomy"]}},
        achievements=[],
    )
    act(game, "dogma Along the River during the Qingming Festival")
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Along the River during the Qingming Festival"]},
            "score": ["Enterprise"],
            "scored": 1,
        },
        "Bob": {},
    }
    assert "Alice reveals Enterprise." in texts(game)


# -- Moylough Belt Shrine ---------------------------------------------------------------
# I compel you to reveal all cards in your hand and transfer the card of my choice to my
# board!


def test_moylough_belt_shrine_compel_the_leader_chooses_a_card_of_the_hand():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Moylough Belt Shrine"]}},
            "Bob": {
                "board": {"yellow": ["Masonry"]},
                "hand": ["Writing", "Calendar", "Oars"],
            },
        },
        achievements=[],
    )
    act(game, "dogma Moylough Belt Shrine")
    expect(game, "Alice", "choose_card", ["Writing", "Calendar", "Oars"])
    log = texts(game)
    assert {"Bob reveals Writing.", "Bob reveals Calendar.", "Bob reveals Oars."} <= set(log)
    act(game, "Calendar")
    assert table(game) == {
        "Alice": {"board": {"blue": ["Calendar"], "yellow": ["Moylough Belt Shrine"]}},
        "Bob": {"board": {"yellow": ["Masonry"]}, "hand": ["Oars", "Writing"]},
    }


def test_moylough_belt_shrine_an_empty_hand():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Moylough Belt Shrine"]}, "hand": ["Tools"]},
            "Bob": {"board": {"yellow": ["Masonry"]}},
        },
        achievements=[],
    )
    act(game, "dogma Moylough Belt Shrine")
    assert table(game) == {
        "Alice": {"board": {"yellow": ["Moylough Belt Shrine"]}, "hand": ["Tools"]},
        "Bob": {"board": {"yellow": ["Masonry"]}},
    }
    expect(game, "Alice", "action")


# -- Necronomicon -----------------------------------------------------------------------
# Draw and reveal a {3}. If it is: Yellow: Return all cards in your hand. Green: Unsplay
# all your stacks. Red: Return all cards in your score pile. Blue: Draw a {9}.

NECRONOMICON = {
    "Alice": {
        "board": {
            "purple": ["Necronomicon"],
            "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"},
            "red": {"cards": ["Oars", "Archery"], "splay": "right"},
        },
        "hand": ["Tools"],
        "score": ["Writing", "Sailing"],
    },
    "Bob": {},
}
NECRONOMICON_BOARD = {
    "purple": ["Necronomicon"],
    "yellow": (["Agriculture", "Masonry"], "left"),
    "red": (["Oars", "Archery"], "right"),
}


def test_necronomicon_yellow_returns_the_hand():
    game = artifacts(NECRONOMICON, supply={"base": {"3": ["Machinery"]}}, achievements=[])
    act(game, "dogma Necronomicon")
    assert table(game)["Alice"] == {
        "board": NECRONOMICON_BOARD,
        "score": ["Sailing", "Writing"],
    }
    assert supply(game, 3)[-1] == "Machinery"
    assert supply(game, 1)[-1] == "Tools"


def test_necronomicon_green_unsplays_every_stack():
    game = artifacts(NECRONOMICON, supply={"base": {"3": ["Compass"]}}, achievements=[])
    act(game, "dogma Necronomicon")
    assert table(game)["Alice"] == {
        "board": {
            "purple": ["Necronomicon"],
            "yellow": ["Agriculture", "Masonry"],
            "red": ["Oars", "Archery"],
        },
        "hand": ["Compass", "Tools"],
        "score": ["Sailing", "Writing"],
    }


def test_necronomicon_red_returns_the_score_pile():
    game = artifacts(NECRONOMICON, supply={"base": {"3": ["Optics"]}}, achievements=[])
    act(game, "dogma Necronomicon")
    # Two cards return to the 1 pile: Alice chooses the order.
    expect(game, "Alice", "choose_card", ["Sailing", "Writing"])
    act(game, "Writing")
    assert table(game)["Alice"] == {"board": NECRONOMICON_BOARD, "hand": ["Optics", "Tools"]}
    assert supply(game, 1)[-2:] == ["Writing", "Sailing"]  # Writing first, Sailing below


def test_necronomicon_blue_draws_a_9():
    game = artifacts(
        NECRONOMICON, supply={"base": {"3": ["Alchemy"], "9": ["Computers"]}}, achievements=[]
    )
    act(game, "dogma Necronomicon")
    assert table(game)["Alice"] == {
        "board": NECRONOMICON_BOARD,
        "hand": ["Alchemy", "Computers", "Tools"],
        "score": ["Sailing", "Writing"],
    }


def test_necronomicon_purple_does_nothing_more():
    game = artifacts(NECRONOMICON, supply={"base": {"3": ["Education"]}}, achievements=[])
    act(game, "dogma Necronomicon")
    assert "Alice reveals Education." in texts(game)
    assert table(game)["Alice"] == {
        "board": NECRONOMICON_BOARD,
        "hand": ["Education", "Tools"],
        "score": ["Sailing", "Writing"],
    }


# -- Shroud of Turin --------------------------------------------------------------------
# Return a card from your hand. If you do, return a top card from your board and a card
# from your score pile of the returned card's color. If you did all three, claim an
# achievement ignoring eligibility.


def test_shroud_of_turin_all_three_returned_claims_an_achievement():
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Shroud of Turin"], "red": ["Archery", "Metalworking"]},
                "hand": ["Oars"],
                "score": ["Construction", "Road Building", "Calendar"],
            },
            "Bob": {},
        },
        achievements=["Agriculture", "Mathematics"],
    )
    act(game, "dogma Shroud of Turin")
    # The top red card goes back (no choice); two red cards in the score pile.
    expect(game, "Alice", "choose_card", ["Construction", "Road Building"])
    act(game, "Road Building")
    expect(game, "Alice", "choose_value", [1, 2])
    act(game, 2)
    assert table(game)["Alice"] == {
        "board": {"purple": ["Shroud of Turin"], "red": ["Metalworking"]},
        "score": ["Calendar", "Construction"],
        "achievements": ["Mathematics"],
    }
    assert available(game) == ["Agriculture"]


def test_shroud_of_turin_no_score_card_of_that_colour_claims_nothing():
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Shroud of Turin"], "red": ["Archery"]},
                "hand": ["Oars"],
                "score": ["Calendar"],
            },
            "Bob": {},
        },
        achievements=["Agriculture"],
    )
    act(game, "dogma Shroud of Turin")
    assert table(game)["Alice"] == {"board": {"purple": ["Shroud of Turin"]}, "score": ["Calendar"]}
    assert achievements(game, "Alice") == []
    assert available(game) == ["Agriculture"]


def test_shroud_of_turin_no_top_card_of_that_colour_claims_nothing():
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Shroud of Turin"]},
                "hand": ["Oars"],
                "score": ["Construction"],
            },
            "Bob": {},
        },
        achievements=["Agriculture"],
    )
    act(game, "dogma Shroud of Turin")
    assert table(game)["Alice"] == {"board": {"purple": ["Shroud of Turin"]}}
    assert achievements(game, "Alice") == []


def test_shroud_of_turin_an_empty_hand_does_nothing():
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Shroud of Turin"], "red": ["Archery"]},
                "score": ["Construction"],
            },
            "Bob": {},
        },
        achievements=["Agriculture"],
    )
    act(game, "dogma Shroud of Turin")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Shroud of Turin"], "red": ["Archery"]},
        "score": ["Construction"],
    }
    assert score_pile(game, "Alice") == ["Construction"]
