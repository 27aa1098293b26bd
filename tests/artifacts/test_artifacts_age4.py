"""Scenario tests for the age 4 cards of Artifacts of History and the relic Complex Numbers.

The games have no standard achievements unless a test lists some, so that the supply
piles hold exactly the cards listed on top.  Players with an empty board have none of
any icon: they neither share nor are compelled.
"""

import pytest
from helpers import (
    achievements,
    act,
    artifacts,
    available,
    board,
    expect,
    hand,
    score_pile,
    splay,
    supply,
    table,
    texts,
)

# -- Delft Pocket Telescope -------------------------------------------------------------
# Return a card from your score pile. If you do, draw a {5} and a {6}, then reveal one of
# the drawn cards that has a symbol in common with the returned card. If you cannot,
# return the drawn cards and repeat this effect.


def test_delft_pocket_telescope_reveals_a_drawn_card_sharing_a_symbol():
    game = artifacts(
        {"Alice": {"board": {"blue": ["Delft Pocket Telescope"]}, "score": ["Tools"]}, "Bob": {}},
        supply={"base": {"5": ["Coal"], "6": ["Atomic Theory"]}},
    )
    act(game, "dogma Delft Pocket Telescope")
    # Tools (lightbulb, castle) is returned; Coal (factories) shares nothing with it,
    # Atomic Theory (lightbulbs) does: it is revealed, and both stay in hand.
    assert "Alice reveals Atomic Theory." in texts(game)
    assert "Alice reveals Coal." not in texts(game)
    assert table(game)["Alice"] == {
        "board": {"blue": ["Delft Pocket Telescope"]},
        "hand": ["Atomic Theory", "Coal"],
    }
    assert supply(game, 1)[-1] == "Tools"
    expect(game, "Alice", "action")


def test_delft_pocket_telescope_chooses_which_card_to_reveal():
    game = artifacts(
        {"Alice": {"board": {"blue": ["Delft Pocket Telescope"]}, "score": ["Writing"]}, "Bob": {}},
        supply={"base": {"5": ["Physics"], "6": ["Atomic Theory"]}},
    )
    act(game, "dogma Delft Pocket Telescope")
    expect(game, "Alice", "choose_card", ["Physics", "Atomic Theory"])
    act(game, "Physics")
    assert "Alice reveals Physics." in texts(game)
    assert hand(game, "Alice") == ["Atomic Theory", "Physics"]


def test_delft_pocket_telescope_returns_the_draws_and_repeats():
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Delft Pocket Telescope"]},
                "score": ["Pottery", "Writing"],
            },
            "Bob": {},
        },
        supply={"base": {"5": ["Coal", "Statistics"], "6": ["Machine Tools", "Canning"]}},
    )
    act(game, "dogma Delft Pocket Telescope", "Pottery")
    # Pottery (leaves): Coal and Machine Tools (factories) share nothing: both are
    # returned, and the effect repeats with Writing (lightbulbs, crown): Statistics
    # (leaves, lightbulb) shares a lightbulb, Canning (factories, leaf) nothing.
    assert "Alice reveals Statistics." in texts(game)
    assert table(game)["Alice"] == {
        "board": {"blue": ["Delft Pocket Telescope"]},
        "hand": ["Canning", "Statistics"],
    }
    assert supply(game, 5)[-1] == "Coal"
    assert supply(game, 6)[-1] == "Machine Tools"
    assert supply(game, 1)[-2:] == ["Pottery", "Writing"]


def test_delft_pocket_telescope_with_an_empty_score_pile_does_nothing():
    game = artifacts(
        {"Alice": {"board": {"blue": ["Delft Pocket Telescope"]}}, "Bob": {}},
        supply={"base": {"5": ["Coal"], "6": ["Atomic Theory"]}},
    )
    act(game, "dogma Delft Pocket Telescope")
    assert table(game)["Alice"] == {"board": {"blue": ["Delft Pocket Telescope"]}}
    assert supply(game, 5)[0] == "Coal"


# -- Petition of Right ------------------------------------------------------------------
# I compel you to transfer a card from your score pile to my score pile for each top card
# with a {castle} on your board!


def test_petition_of_right_compels_one_card_per_top_card_with_a_castle():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Petition of Right"]}},
            # Bob: 3 lightbulbs (Alice 2): he would share, so he is compelled.  Two top
            # cards with a castle (Tools, Archery), Sailing has none.
            "Bob": {
                "board": {"blue": ["Tools"], "red": ["Archery"], "green": ["Sailing"]},
                "score": ["Calendar", "Optics", "Anatomy"],
            },
        },
    )
    act(game, "dogma Petition of Right")
    expect(game, "Bob", "choose_cards")
    act(game, ["Calendar", "Optics"])
    assert score_pile(game, "Alice") == ["Calendar", "Optics"]
    assert score_pile(game, "Bob") == ["Anatomy"]
    expect(game, "Alice", "action")


def test_petition_of_right_transfers_what_there_is():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Petition of Right"]}},
            "Bob": {"board": {"blue": ["Tools"], "red": ["Archery"]}, "score": ["Optics"]},
        },
    )
    act(game, "dogma Petition of Right")
    assert score_pile(game, "Alice") == ["Optics"]
    assert score_pile(game, "Bob") == []


def test_petition_of_right_does_not_compel_a_player_with_fewer_lightbulbs():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Petition of Right"]}},
            "Bob": {"board": {"red": ["Archery"], "green": ["The Wheel"]}, "score": ["Optics"]},
        },
    )
    act(game, "dogma Petition of Right")
    assert score_pile(game, "Bob") == ["Optics"]
    assert score_pile(game, "Alice") == []
    expect(game, "Alice", "action")


# -- East India Company Charter ---------------------------------------------------------
# Choose a value other than {5}. Return all cards of that value from all score piles. For
# each player that returned cards, draw and score a {5}.


def test_east_india_company_charter_returns_a_value_from_all_score_piles():
    game = artifacts(
        {
            "Alice": {
                "board": {"red": ["East India Company Charter"]},
                "score": ["Tools", "Agriculture", "Calendar"],
            },
            "Bob": {"score": ["Oars"]},
            "Carol": {"score": ["Mathematics"]},
        },
        supply={"base": {"5": ["Coal", "Chemistry"]}},
    )
    act(game, "dogma East India Company Charter")
    expect(game, "Alice", "choose_value", [1, 2, 3, 4, 6, 7, 8, 9, 10])
    act(game, 1)
    # Alice orders her own two 1s (Bob's is face down to her).
    expect(game, "Alice", "choose_card", ["Tools", "Agriculture"])
    act(game, "Agriculture")
    assert supply(game, 1)[-3:] == ["Agriculture", "Tools", "Oars"]
    # Alice and Bob returned cards: two 5s drawn and scored; Carol keeps her 2.
    assert score_pile(game, "Alice") == ["Calendar", "Chemistry", "Coal"]
    assert score_pile(game, "Bob") == []
    assert score_pile(game, "Carol") == ["Mathematics"]


def test_east_india_company_charter_with_nothing_returned_scores_nothing():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["East India Company Charter"]}, "score": ["Tools"]},
            "Bob": {"score": ["Oars"]},
        },
        supply={"base": {"5": ["Coal"]}},
    )
    act(game, "dogma East India Company Charter", 3)
    assert score_pile(game, "Alice") == ["Tools"]
    assert score_pile(game, "Bob") == ["Oars"]
    assert supply(game, 5)[0] == "Coal"


# -- Tortugas Galleon -------------------------------------------------------------------
# I compel you to transfer all the highest cards from your score pile to my score pile!
# If you transfered any, transfer a top card on your board of that value to my board!


def test_tortugas_galleon_takes_the_highest_scores_and_a_top_card_of_that_value():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Tortugas Galleon"]}},
            # Bob: 3 factories (Alice 2): compelled.
            "Bob": {
                "board": {"red": ["Coal"], "blue": ["Alchemy"], "purple": ["Education"]},
                "score": ["Optics", "Engineering", "Tools"],
            },
        },
    )
    act(game, "dogma Tortugas Galleon")
    expect(game, "Bob", "choose_card", ["Alchemy", "Education"])
    act(game, "Education")
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Tortugas Galleon"], "purple": ["Education"]},
            "score": ["Engineering", "Optics"],
        },
        "Bob": {"board": {"red": ["Coal"], "blue": ["Alchemy"]}, "score": ["Tools"]},
    }


def test_tortugas_galleon_without_a_top_card_of_that_value():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Tortugas Galleon"]}},
            "Bob": {"board": {"red": ["Coal"]}, "score": ["Optics", "Tools"]},
        },
    )
    act(game, "dogma Tortugas Galleon")
    assert table(game) == {
        "Alice": {"board": {"red": ["Tortugas Galleon"]}, "score": ["Optics"]},
        "Bob": {"board": {"red": ["Coal"]}, "score": ["Tools"]},
    }


def test_tortugas_galleon_with_an_empty_score_pile_transfers_no_top_card():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Tortugas Galleon"]}},
            "Bob": {"board": {"red": ["Coal"]}},
        },
    )
    act(game, "dogma Tortugas Galleon")
    assert board(game, "Bob", "red") == ["Coal"]
    assert board(game, "Alice", "red") == ["Tortugas Galleon"]


def test_tortugas_galleon_does_not_compel_a_player_with_fewer_factories():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Tortugas Galleon"]}},
            "Bob": {"board": {"blue": ["Alchemy"]}, "score": ["Optics"]},
        },
    )
    act(game, "dogma Tortugas Galleon")
    assert table(game)["Bob"] == {"board": {"blue": ["Alchemy"]}, "score": ["Optics"]}
    assert score_pile(game, "Alice") == []


# -- Hunt-Lenox Globe -------------------------------------------------------------------
# If you have fewer than four cards in your hand, return all non-green top cards from your
# board. Draw a {5} for each card returned. Meld a card from hand.


def test_hunt_lenox_globe_returns_non_green_top_cards_draws_and_melds():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "green": ["Hunt-Lenox Globe"],
                    "red": ["Oars"],
                    "blue": ["Tools", "Writing"],
                },
                "hand": ["Agriculture"],
            },
            "Bob": {},
        },
        supply={"base": {"5": ["Coal", "Physics"]}},
    )
    act(game, "dogma Hunt-Lenox Globe")
    # Oars and Tools go to the same supply pile: Alice orders them.
    expect(game, "Alice", "choose_card", ["Oars", "Tools"])
    act(game, "Oars")
    assert supply(game, 1)[-2:] == ["Oars", "Tools"]
    # Writing, uncovered, stays.  Two 5s drawn; a card melded from the hand.
    expect(game, "Alice", "choose_card", ["Agriculture", "Coal", "Physics"])
    act(game, "Physics")
    assert table(game)["Alice"] == {
        "board": {"green": ["Hunt-Lenox Globe"], "blue": ["Physics", "Writing"]},
        "hand": ["Agriculture", "Coal"],
    }


def test_hunt_lenox_globe_with_four_cards_in_hand_only_melds():
    game = artifacts(
        {
            "Alice": {
                "board": {"green": ["Hunt-Lenox Globe"], "red": ["Oars"]},
                "hand": ["Agriculture", "Tools", "Writing", "Pottery"],
            },
            "Bob": {},
        },
        supply={"base": {"5": ["Coal"]}},
    )
    act(game, "dogma Hunt-Lenox Globe")
    expect(game, "Alice", "choose_card", ["Agriculture", "Tools", "Writing", "Pottery"])
    act(game, "Agriculture")
    assert table(game)["Alice"] == {
        "board": {"green": ["Hunt-Lenox Globe"], "red": ["Oars"], "yellow": ["Agriculture"]},
        "hand": ["Pottery", "Tools", "Writing"],
    }
    assert supply(game, 5)[0] == "Coal"


# -- Molasses Reef Caravel --------------------------------------------------------------
# Return all cards from your hand. Draw three {4}. Meld a blue card from your hand. Score
# a card from your hand. Return a card from your score pile.


def test_molasses_reef_caravel():
    game = artifacts(
        {
            "Alice": {
                "board": {"green": ["Molasses Reef Caravel"]},
                "hand": ["Oars", "Pottery"],
                "score": ["Calendar"],
            },
            "Bob": {},
        },
        supply={"base": {"4": ["Experimentation", "Anatomy", "Printing Press"]}},
    )
    act(game, "dogma Molasses Reef Caravel", "Pottery")  # the order of the returned 1s
    assert supply(game, 1)[-2:] == ["Pottery", "Oars"]
    expect(game, "Alice", "choose_card", ["Experimentation", "Printing Press"])
    act(game, "Printing Press")
    expect(game, "Alice", "choose_card", ["Experimentation", "Anatomy"])
    act(game, "Anatomy")
    expect(game, "Alice", "choose_card", ["Calendar", "Anatomy"])
    act(game, "Calendar")
    assert table(game)["Alice"] == {
        "board": {"green": ["Molasses Reef Caravel"], "blue": ["Printing Press"]},
        "hand": ["Experimentation"],
        "score": ["Anatomy"],
        "scored": 1,
    }
    assert supply(game, 2)[-1] == "Calendar"


# -- Mona Lisa --------------------------------------------------------------------------
# Choose a number and a color. Draw five {4}, then reveal your hand. If you have exactly
# that many cards of that color, score them, and splay right your cards of that color.
# Otherwise, return all cards from your hand.

FIVE_4S = ["Experimentation", "Anatomy", "Navigation", "Enterprise", "Gunpowder"]
NO_YELLOW = ["Experimentation", "Printing Press", "Navigation", "Enterprise", "Gunpowder"]


def test_mona_lisa_the_right_number_scores_and_splays_right():
    game = artifacts(
        {
            "Alice": {
                "board": {"yellow": ["Mona Lisa"], "blue": ["Writing", "Pottery"]},
                "hand": ["Tools"],
            },
            "Bob": {},
        },
        supply={"base": {"4": FIVE_4S}},
    )
    act(game, "dogma Mona Lisa")
    expect(game, "Alice", "choose_value", [0, 1, 2, 3, 4, 5, 6])
    act(game, 2, "blue")
    log = texts(game)
    assert all(f"Alice reveals {c}." in log for c in ["Tools", *FIVE_4S])
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Mona Lisa"], "blue": (["Writing", "Pottery"], "right")},
        "hand": ["Anatomy", "Enterprise", "Gunpowder", "Navigation"],
        "score": ["Experimentation", "Tools"],
        "scored": 2,
    }


@pytest.mark.parametrize("number", [1, 3])  # two blue cards: fewer or more is wrong
def test_mona_lisa_the_wrong_number_returns_the_hand(number):
    game = artifacts(
        {
            "Alice": {
                "board": {"yellow": ["Mona Lisa"], "blue": ["Writing", "Pottery"]},
                "hand": ["Tools"],
            },
            "Bob": {},
        },
        supply={"base": {"4": FIVE_4S}},
    )
    act(game, "dogma Mona Lisa", number, "blue")
    # The five 4s go to one pile: Alice orders them (the last one needs no choice).
    act(game, "Gunpowder", "Enterprise", "Navigation", "Anatomy")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Mona Lisa"], "blue": ["Writing", "Pottery"]},
    }
    assert supply(game, 4)[-5:] == [
        "Gunpowder",
        "Enterprise",
        "Navigation",
        "Anatomy",
        "Experimentation",
    ]
    assert supply(game, 1)[-1] == "Tools"


def test_mona_lisa_zero_cards_of_a_colour_is_a_match():
    game = artifacts(
        {"Alice": {"board": {"yellow": ["Mona Lisa", "Agriculture"]}}, "Bob": {}},
        supply={"base": {"4": NO_YELLOW}},
    )
    act(game, "dogma Mona Lisa", 0, "yellow")
    assert splay(game, "Alice", "yellow") == "right"
    assert hand(game, "Alice") == sorted(NO_YELLOW)
    assert score_pile(game, "Alice") == []


# -- Moses ------------------------------------------------------------------------------
# I compel you to transfer all top cards with a {crown} from your board to my score pile!
# Score a top card on your board with a {crown}.


def test_moses_compels_then_everyone_sharing_scores_a_crown_card():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Moses"], "purple": ["Enterprise"]}},
            # Bob: 3 leaves (Alice 3): he shares, so he is compelled too.
            "Bob": {"board": {"green": ["Clothing", "Sailing"], "yellow": ["Canal Building"]}},
        },
        supply={"base": {"4": ["Anatomy"]}},
    )
    act(game, "dogma Moses")
    # Compel: Clothing and Canal Building (crowns) to Alice's score pile.  Shared effect:
    # Bob scores Sailing, uncovered; Alice scores Enterprise.  Bob changed the game:
    # Alice takes a free Draw action (a 4, her highest top card Moses).
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Moses"]},
            "hand": ["Anatomy"],
            "score": ["Canal Building", "Clothing", "Enterprise"],
            "scored": 1,
        },
        "Bob": {"score": ["Sailing"], "scored": 1},
    }


def test_moses_without_a_compelled_player_scores_a_crown_card():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Moses"], "purple": ["Enterprise"], "red": ["Oars"]}},
            "Bob": {"board": {"green": ["Clothing"]}},  # 2 leaves: not compelled
        },
    )
    act(game, "dogma Moses")
    expect(game, "Alice", "choose_card", ["Enterprise", "Oars"])
    act(game, "Oars")
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Moses"], "purple": ["Enterprise"]},
            "score": ["Oars"],
            "scored": 1,
        },
        "Bob": {"board": {"green": ["Clothing"]}},
    }


# -- Abell Gallery Harpsichord ----------------------------------------------------------
# For each value of top card on your board appearing exactly once, draw and score a card
# of that value in ascending order.


def test_abell_gallery_harpsichord_scores_each_unique_value_in_ascending_order():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "purple": ["Abell Gallery Harpsichord"],
                    "blue": ["Tools"],
                    "red": ["Construction"],
                    "green": ["Paper"],
                    "yellow": ["Fermenting"],
                },
            },
            "Bob": {},
        },
        supply={
            "base": {"1": ["Agriculture"], "2": ["Calendar"], "3": ["Optics"], "4": ["Anatomy"]}
        },
    )
    act(game, "dogma Abell Gallery Harpsichord")
    # Values 4, 1, 2, 3, 2: 1, 3 and 4 appear once (2 twice).
    assert score_pile(game, "Alice") == ["Agriculture", "Anatomy", "Optics"]
    assert supply(game, 2)[0] == "Calendar"
    scored = [t for t in texts(game) if t.startswith("Alice scores")]
    assert scored == ["Alice scores Agriculture.", "Alice scores Optics.", "Alice scores Anatomy."]


def test_abell_gallery_harpsichord_with_no_unique_value_scores_nothing():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "purple": ["Abell Gallery Harpsichord"],
                    "yellow": ["Anatomy"],
                    "red": ["Construction"],
                    "blue": ["Calendar"],
                },
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Mathematics"], "4": ["Navigation"]}},
    )
    act(game, "dogma Abell Gallery Harpsichord")
    assert score_pile(game, "Alice") == []
    assert hand(game, "Alice") == []


# -- Cross of Coronado ------------------------------------------------------------------
# Reveal your hand. If you have exactly five cards and five colors in your hand, you win.


def test_cross_of_coronado_five_cards_of_five_colours_win():
    hand_ = ["Tools", "Oars", "Sailing", "Agriculture", "Mysticism"]
    game = artifacts(
        {"Alice": {"board": {"purple": ["Cross of Coronado"]}, "hand": hand_}, "Bob": {}},
    )
    act(game, "dogma Cross of Coronado")
    assert game.result.winners == ["Alice"]
    assert all(f"Alice reveals {c}." in texts(game) for c in hand_)


def test_cross_of_coronado_four_colours_do_not_win():
    hand_ = ["Tools", "Writing", "Sailing", "Agriculture", "Mysticism"]
    game = artifacts(
        {"Alice": {"board": {"purple": ["Cross of Coronado"]}, "hand": hand_}, "Bob": {}},
    )
    act(game, "dogma Cross of Coronado")
    assert game.result is None
    assert all(f"Alice reveals {c}." in texts(game) for c in hand_)
    assert hand(game, "Alice") == sorted(hand_)
    expect(game, "Alice", "action")


def test_cross_of_coronado_six_cards_do_not_win():
    hand_ = ["Tools", "Oars", "Sailing", "Agriculture", "Mysticism", "Writing"]
    game = artifacts(
        {"Alice": {"board": {"purple": ["Cross of Coronado"]}, "hand": hand_}, "Bob": {}},
    )
    act(game, "dogma Cross of Coronado")
    assert game.result is None


# -- Complex Numbers (relic) ------------------------------------------------------------
# You may reveal a card from your hand having exactly the same icons, in type and number,
# as a top card on your board. If you do, claim an achievement of matching value,
# ignoring eligibility.


def complex_numbers_game():
    return artifacts(
        {
            "Alice": {
                # Complex Numbers: a factory, two lightbulbs; Oars: two castles, a crown.
                "board": {"blue": ["Complex Numbers"], "red": ["Oars"]},
                # Physics: a factory, two lightbulbs; Domestication: two castles, a crown;
                # Writing: two lightbulbs, a crown (no match).
                "hand": ["Physics", "Domestication", "Writing"],
            },
            "Bob": {},
        },
        achievements=["Agriculture", "Coal"],
        options={"relics": True},
    )


def test_complex_numbers_reveals_a_matching_card_and_claims_its_value():
    game = complex_numbers_game()
    act(game, "dogma Complex Numbers")
    expect(game, "Alice", "choose_card", ["Physics", "Domestication", None])
    act(game, "Physics")
    assert "Alice reveals Physics." in texts(game)
    assert achievements(game, "Alice") == ["Coal"]  # a 5, with no score at all
    assert available(game) == ["Agriculture"]
    assert hand(game, "Alice") == ["Domestication", "Physics", "Writing"]


def test_complex_numbers_may_be_declined():
    game = complex_numbers_game()
    act(game, "dogma Complex Numbers", None)
    assert achievements(game, "Alice") == []
    assert available(game) == ["Agriculture", "Coal"]


def test_complex_numbers_without_an_achievement_of_that_value():
    game = complex_numbers_game()
    act(game, "dogma Complex Numbers", "Domestication")  # a 1: Agriculture
    assert achievements(game, "Alice") == ["Agriculture"]
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Complex Numbers"]}, "hand": ["Physics"]},
            "Bob": {},
        },
        achievements=["Agriculture"],
        options={"relics": True},
    )
    act(game, "dogma Complex Numbers", "Physics")  # revealed, but no 5 to claim
    assert "Alice reveals Physics." in texts(game)
    assert achievements(game, "Alice") == []
    assert available(game) == ["Agriculture"]
