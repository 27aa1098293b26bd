"""Scenario tests for the age 6 cards of Artifacts of History (one or more per effect),
and the relic Ching Shih (a lost Figure, with two karmas).

Compel effects ("I compel you ...") are executed by the opponents who would share (at
least as many of the featured icon as the activating player).
"""

from helpers import (
    achievements,
    act,
    artifacts,
    board,
    expect,
    hand,
    score_pile,
    splay,
    supply,
    table,
    texts,
)

# -- Kilogram of the Archives ---------------------------------------------------------------
# Return a card from your hand. Return a top card from your board. If you returned two cards
# and their values sum to ten, draw and score a {10}.


def test_kilogram_two_cards_summing_to_ten_draw_and_score_a_10():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Kilogram of the Archives"]}, "hand": ["Perspective"]},
            "Bob": {},
        },
        supply={"10": ["Software"]},
    )
    act(game, "dogma Kilogram of the Archives")
    # Perspective (4) and Kilogram itself (6, her only top card): 4 + 6 = 10.
    assert table(game)["Alice"] == {"score": ["Software"], "scored": 1}
    assert supply(game, 4)[-1] == "Perspective"
    assert supply(game, 6, "artifacts")[-1] == "Kilogram of the Archives"


def test_kilogram_a_sum_other_than_ten_draws_nothing():
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Kilogram of the Archives"], "red": ["Oars"]},
                "hand": ["Perspective"],
            },
            "Bob": {},
        },
        supply={"10": ["Software"]},
    )
    act(game, "dogma Kilogram of the Archives", "Oars")  # 4 + 1
    assert table(game)["Alice"] == {"board": {"blue": ["Kilogram of the Archives"]}}
    assert supply(game, 10)[0] == "Software"


def test_kilogram_a_sum_above_ten_draws_nothing():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Kilogram of the Archives"]}, "hand": ["Chemistry"]},
            "Bob": {},
        },
        supply={"10": ["Software"]},
    )
    act(game, "dogma Kilogram of the Archives")  # 5 + 6
    assert table(game)["Alice"] == {}
    assert supply(game, 10)[0] == "Software"


def test_kilogram_battleship_yamato_returned_from_the_board_counts_as_the_11_it_was():
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Kilogram of the Archives"], "red": ["Battleship Yamato"]},
                "hand": ["Calendar"],
            },
            "Bob": {},
        },
        supply={"10": ["Software"]},
    )
    act(game, "dogma Kilogram of the Archives", "Battleship Yamato")
    # Calendar (2) and Yamato, an 11 on the board (an 8 in the supply): 13, not 10.
    assert table(game)["Alice"] == {"board": {"blue": ["Kilogram of the Archives"]}}
    assert supply(game, 8, "artifacts")[-1] == "Battleship Yamato"
    assert supply(game, 10)[0] == "Software"


def test_kilogram_one_card_of_value_ten_is_not_two_cards():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Kilogram of the Archives"], "purple": ["The Internet"]}},
            "Bob": {},
        },
        supply={"10": ["Software"]},
    )
    act(game, "dogma Kilogram of the Archives", "The Internet")  # empty hand
    assert table(game)["Alice"] == {"board": {"blue": ["Kilogram of the Archives"]}}


# -- Puffing Billy --------------------------------------------------------------------------
# Return a card from your hand. Draw a card of value equal to the highest number of symbols
# of the same type visible in that color on your board. Splay right that color.


def test_puffing_billy_counts_the_returned_cards_colour():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "blue": ["Puffing Billy"],
                    # 3 castles on Metalworking, 1 shown by Archery: 4 castles.
                    "red": {"cards": ["Metalworking", "Archery"], "splay": "left"},
                },
                "hand": ["Oars"],
            },
            "Bob": {},
        },
        supply={"3": ["Optics"], "4": ["Invention"]},
    )
    act(game, "dogma Puffing Billy")
    assert table(game)["Alice"] == {
        "board": {
            "blue": ["Puffing Billy"],
            "red": (["Metalworking", "Archery"], "right"),
        },
        "hand": ["Invention"],
    }
    assert supply(game, 1)[-1] == "Oars"


def test_puffing_billy_own_colour_three_factories():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Puffing Billy", "Calendar"]}, "hand": ["Tools"]},
            "Bob": {},
        },
        supply={"3": ["Optics"]},
    )
    act(game, "dogma Puffing Billy")
    assert hand(game, "Alice") == ["Optics"]
    assert board(game, "Alice", "blue") == ["Puffing Billy", "Calendar"]
    assert splay(game, "Alice", "blue") == "right"


def test_puffing_billy_with_an_empty_hand_does_nothing():
    game = artifacts(
        {"Alice": {"board": {"blue": ["Puffing Billy", "Calendar"]}}, "Bob": {}},
        supply={"1": ["Tools"], "3": ["Optics"]},
    )
    act(game, "dogma Puffing Billy")
    assert table(game)["Alice"] == {"board": {"blue": ["Puffing Billy", "Calendar"]}}


# -- Frigate Constitution -------------------------------------------------------------------
# I compel you to reveal a card in your hand! If you do, and its value is equal to the value
# of any of my top cards, return it and all cards of its color from your board!


def test_frigate_constitution_compels_a_matching_value_card_and_its_colour():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Frigate Constitution"], "green": ["Sailing"]}},
            "Bob": {
                "board": {"red": ["Machine Tools"], "blue": ["Calendar", "Tools"]},
                "hand": ["Atomic Theory", "Oars"],
            },
        }
    )
    act(game, "dogma Frigate Constitution")
    expect(game, "Bob", "choose_card", ["Atomic Theory", "Oars"])
    act(game, "Atomic Theory")  # a 6, as Alice's Frigate Constitution
    assert "Bob reveals Atomic Theory." in texts(game)
    assert table(game)["Bob"] == {"board": {"red": ["Machine Tools"]}, "hand": ["Oars"]}
    assert supply(game, 6)[-1] == "Atomic Theory"


def test_frigate_constitution_a_value_alice_has_no_top_card_of_stays():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Frigate Constitution"], "green": ["Sailing"]}},
            "Bob": {
                "board": {"red": ["Machine Tools"], "blue": ["Calendar"]},
                "hand": ["Mathematics"],  # a 2: Alice's top cards are a 6 and a 1
            },
        }
    )
    before = table(game)
    act(game, "dogma Frigate Constitution")
    assert "Bob reveals Mathematics." in texts(game)
    assert table(game) == before
    expect(game, "Alice", "action")  # the dogma action is over


def test_frigate_constitution_compels_only_who_would_share():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Frigate Constitution"]}},
            "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Atomic Theory"]},  # no factory
        }
    )
    before = table(game)
    act(game, "dogma Frigate Constitution")
    assert table(game) == before
    expect(game, "Alice", "action")  # the dogma action is over
    assert not any("reveals" in t for t in texts(game))


# -- U.S. Declaration of Independence -------------------------------------------------------
# I compel you to transfer the highest card in your hand to my hand, the highest card in
# your score pile to my score pile, and the highest top card with {factory} from your board
# to my board!


def test_us_declaration_takes_the_highest_of_hand_score_pile_and_factory_top_cards():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["U.S. Declaration of Independence"]}},  # 2 crowns
            "Bob": {
                # Industrialization and Corporations: 2 crowns, both with a factory.
                "board": {"red": ["Industrialization"], "green": ["Corporations"]},
                "hand": ["Tools", "Writing", "Calendar"],
                "score": ["Optics", "Oars"],
            },
        }
    )
    act(game, "dogma U.S. Declaration of Independence")
    assert table(game) == {
        "Alice": {
            "board": {"red": ["U.S. Declaration of Independence"], "green": ["Corporations"]},
            "hand": ["Calendar"],
            "score": ["Optics"],
        },
        "Bob": {
            "board": {"red": ["Industrialization"]},
            "hand": ["Tools", "Writing"],
            "score": ["Oars"],
        },
    }


def test_us_declaration_ties_are_the_compelled_players_choice():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["U.S. Declaration of Independence"]}},
            "Bob": {
                "board": {"red": ["Industrialization"], "green": ["Metric System"]},
                "hand": ["Tools", "Writing"],
            },
        }
    )
    act(game, "dogma U.S. Declaration of Independence")
    expect(game, "Bob", "choose_card", ["Tools", "Writing"])
    act(game, "Writing")
    expect(game, "Bob", "choose_card", ["Industrialization", "Metric System"])
    act(game, "Metric System")
    assert table(game) == {
        "Alice": {
            "board": {"red": ["U.S. Declaration of Independence"], "green": ["Metric System"]},
            "hand": ["Writing"],
        },
        "Bob": {"board": {"red": ["Industrialization"]}, "hand": ["Tools"]},
    }


def test_us_declaration_compels_nobody_with_fewer_crowns():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["U.S. Declaration of Independence"]}},
            "Bob": {"board": {"red": ["Machine Tools"]}, "hand": ["Tools"], "score": ["Oars"]},
        }
    )
    before = table(game)
    act(game, "dogma U.S. Declaration of Independence")
    assert table(game) == before
    expect(game, "Alice", "action")  # the dogma action is over


# -- Buttonwood Agreement -------------------------------------------------------------------
# Choose three colors. Draw and reveal a {8}. If the drawn card is one of the chosen colors,
# score it and splay up that color. Otherwise, return all cards of the drawn card's color
# from your score pile, and unsplay that color.


def test_buttonwood_a_chosen_colour_is_scored_and_splayed_up():
    game = artifacts(
        {
            "Alice": {"board": {"green": ["Buttonwood Agreement"], "red": ["Oars", "Archery"]}},
            "Bob": {},
        },
        supply={"8": ["Flight"]},
    )
    act(game, "dogma Buttonwood Agreement")
    expect(game, "Alice", "choose_color", ["blue", "red", "green", "yellow", "purple"])
    act(game, "blue", "red")
    expect(game, "Alice", "choose_color", ["green", "yellow", "purple"])
    act(game, "purple")
    assert "Alice reveals Flight." in texts(game)
    assert table(game)["Alice"] == {
        "board": {"green": ["Buttonwood Agreement"], "red": (["Oars", "Archery"], "up")},
        "score": ["Flight"],
        "scored": 1,
    }


def test_buttonwood_another_colour_returns_that_colour_from_the_score_pile_and_unsplays():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "green": ["Buttonwood Agreement"],
                    "yellow": {"cards": ["Canning", "Masonry"], "splay": "right"},
                },
                "score": ["Agriculture", "Fermenting", "Oars"],
            },
            "Bob": {},
        },
        supply={"8": ["Antibiotics"]},
    )
    act(game, "dogma Buttonwood Agreement", "blue", "red", "green")
    assert table(game)["Alice"] == {
        "board": {"green": ["Buttonwood Agreement"], "yellow": ["Canning", "Masonry"]},
        "hand": ["Antibiotics"],
        "score": ["Oars"],
    }
    assert supply(game, 1)[-1] == "Agriculture"
    assert supply(game, 2)[-1] == "Fermenting"


# -- The Wealth of Nations ------------------------------------------------------------------
# Draw and score a {1}. Add up the values of all the cards in your score pile, divide by
# five, and round up. Draw and score a card of value equal to the result.


def test_wealth_of_nations_rounds_up():
    game = artifacts(
        {
            "Alice": {
                "board": {"green": ["The Wealth of Nations"]},
                "score": ["Calendar", "Optics"],
            },
            "Bob": {},
        },
        supply={"1": ["Tools"], "2": ["Mathematics"]},
    )
    act(game, "dogma The Wealth of Nations")  # 2 + 3 + 1 = 6: 6 / 5 rounds up to 2
    assert score_pile(game, "Alice") == ["Calendar", "Mathematics", "Optics", "Tools"]


def test_wealth_of_nations_an_exact_multiple_of_five():
    game = artifacts(
        {
            "Alice": {
                "board": {"green": ["The Wealth of Nations"]},
                "score": ["Experimentation", "Chemistry"],
            },
            "Bob": {},
        },
        supply={"1": ["Tools"], "2": ["Mathematics"], "3": ["Optics"]},
    )
    act(game, "dogma The Wealth of Nations")  # 4 + 5 + 1 = 10: 2
    assert score_pile(game, "Alice") == ["Chemistry", "Experimentation", "Mathematics", "Tools"]


# -- Pride and Prejudice --------------------------------------------------------------------
# Draw and meld a {6}. If the drawn card's color is the color with the fewest (or tied)
# number of visible cards on your board, score the melded card, and repeat this effect.


def test_pride_and_prejudice_scores_while_the_colour_has_the_fewest_visible_cards():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "yellow": ["Pride and Prejudice"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                    "green": ["Sailing"],
                    "purple": ["Mysticism"],
                }
            },
            "Bob": {},
        },
        supply={"6": ["Atomic Theory", "Industrialization", "Canning"]},
    )
    act(game, "dogma Pride and Prejudice")
    # Atomic Theory: blue shows 1 card, tied for the fewest with yellow, green and purple:
    # scored, repeat.  Industrialization: red shows 3 while blue (now empty) shows 0: it stays.
    assert table(game)["Alice"] == {
        "board": {
            "yellow": ["Pride and Prejudice"],
            "red": (["Industrialization", "Oars", "Archery"], "left"),
            "green": ["Sailing"],
            "purple": ["Mysticism"],
        },
        "score": ["Atomic Theory"],
        "scored": 1,
    }
    assert supply(game, 6)[0] == "Canning"


def test_pride_and_prejudice_stops_at_once_when_not_the_fewest():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "yellow": ["Pride and Prejudice"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                }
            },
            "Bob": {},
        },
        supply={"6": ["Machine Tools", "Canning"]},
    )
    act(game, "dogma Pride and Prejudice")
    assert board(game, "Alice", "red") == ["Machine Tools", "Oars", "Archery"]
    assert score_pile(game, "Alice") == []


# -- Stamp Act ------------------------------------------------------------------------------
# I compel you to transfer a card of value equal to the top yellow card on your board from
# your score pile to mine! If you do, return a card from your score pile of value equal to
# the top green card on your board!


def test_stamp_act_transfers_then_returns():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Stamp Act"]}},
            "Bob": {
                "board": {"yellow": ["Perspective"], "green": ["Paper"]},  # 4 lightbulbs
                "score": ["Anatomy", "Compass", "Tools"],
            },
        }
    )
    act(game, "dogma Stamp Act")
    assert score_pile(game, "Alice") == ["Anatomy"]  # Perspective is a 4
    assert score_pile(game, "Bob") == ["Tools"]  # Paper is a 3: Compass returned
    assert supply(game, 3)[-1] == "Compass"


def test_stamp_act_without_a_transfer_nothing_is_returned():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Stamp Act"]}},
            "Bob": {
                "board": {"yellow": ["Perspective"], "green": ["Paper"]},
                "score": ["Compass", "Tools"],
            },
        }
    )
    before = table(game)
    act(game, "dogma Stamp Act")
    assert table(game) == before
    expect(game, "Alice", "action")  # the dogma action is over


# -- Marcha Real ----------------------------------------------------------------------------
# Reveal and return two cards from your hand. If they have the same value, draw a card of
# value one higher. If they have the same color, claim an achievement, ignoring eligibility.


def test_marcha_real_same_value_and_colour():
    game = artifacts(
        {"Alice": {"board": {"purple": ["Marcha Real"]}, "hand": ["Oars", "Archery"]}, "Bob": {}},
        supply={"2": ["Calendar"]},
        achievements=["Construction"],
    )
    act(game, "dogma Marcha Real")
    expect(game, "Alice", "choose_card", ["Oars", "Archery"])  # which returns first
    act(game, "Archery")
    log = texts(game)
    assert "Alice reveals Oars." in log and "Alice reveals Archery." in log
    assert table(game)["Alice"] == {
        "board": {"purple": ["Marcha Real"]},
        "hand": ["Calendar"],
        "achievements": ["Construction"],
    }
    assert supply(game, 1)[-2:] == ["Archery", "Oars"]


def test_marcha_real_same_value_only_draws():
    game = artifacts(
        {"Alice": {"board": {"purple": ["Marcha Real"]}, "hand": ["Oars", "Tools"]}, "Bob": {}},
        supply={"2": ["Calendar"]},
        achievements=["Construction"],
    )
    act(game, "dogma Marcha Real", "Oars")
    assert table(game)["Alice"] == {"board": {"purple": ["Marcha Real"]}, "hand": ["Calendar"]}


def test_marcha_real_same_colour_only_claims():
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Marcha Real"]},
                "hand": ["Oars", "Construction", "Tools"],
            },
            "Bob": {},
        },
        supply={"2": ["Calendar"], "3": ["Optics"]},
        achievements=["Mathematics", "Machinery"],
    )
    act(game, "dogma Marcha Real", ["Oars", "Construction"])
    act(game, 3)  # the achievement to claim, any value
    assert table(game)["Alice"] == {
        "board": {"purple": ["Marcha Real"]},
        "hand": ["Tools"],
        "achievements": ["Machinery"],
    }


def test_marcha_real_one_card_is_not_two():
    game = artifacts(
        {"Alice": {"board": {"purple": ["Marcha Real"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"2": ["Calendar"]},
        achievements=["Construction"],
    )
    act(game, "dogma Marcha Real")
    assert table(game)["Alice"] == {"board": {"purple": ["Marcha Real"]}}
    assert achievements(game, "Alice") == []


# -- Moonlight Sonata -----------------------------------------------------------------------
# Choose a color on your board having the highest top card. Meld the bottom card on your
# board of that color. Claim an achievement, ignoring eligibility.


def test_moonlight_sonata_melds_the_bottom_card_of_the_highest_colour_and_claims():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "purple": ["Moonlight Sonata", "Mysticism"],
                    "red": ["Coal", "Oars"],
                }
            },
            "Bob": {},
        },
        achievements=["Construction"],
    )
    act(game, "dogma Moonlight Sonata")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Mysticism", "Moonlight Sonata"], "red": ["Coal", "Oars"]},
        "achievements": ["Construction"],
    }


def test_moonlight_sonata_ties_for_the_highest_top_card_are_a_choice():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "purple": ["Moonlight Sonata", "Mysticism"],
                    "blue": ["Atomic Theory", "Tools"],
                    "red": ["Coal", "Oars"],
                }
            },
            "Bob": {},
        },
        achievements=["Construction", "Optics"],
    )
    act(game, "dogma Moonlight Sonata")
    expect(game, "Alice", "choose_color", ["purple", "blue"])
    act(game, "blue", 3)
    assert table(game)["Alice"] == {
        "board": {
            "purple": ["Moonlight Sonata", "Mysticism"],
            "blue": ["Tools", "Atomic Theory"],
            "red": ["Coal", "Oars"],
        },
        "achievements": ["Optics"],
    }


# -- Ching Shih (relic) ---------------------------------------------------------------------
# Karma: When you meld this card, transfer an achievement from an opponent's achievements
# to yours.
# Karma: If you would score a non-figure, instead transfer a card of the same value from an
# opponent's score pile to yours.


def test_ching_shih_melded_by_a_meld_action_takes_an_opponents_achievement():
    game = artifacts(
        {"Alice": {"hand": ["Ching Shih"]}, "Bob": {"achievements": ["Construction"]}},
        options={"relics": True},
    )
    act(game, "meld Ching Shih")
    assert achievements(game, "Alice") == ["Construction"]
    assert achievements(game, "Bob") == []


def test_ching_shih_melded_by_an_effect_acts_at_once():
    # Moonlight Sonata melds Ching Shih from the bottom of red: an opponent's achievement
    # first, then Moonlight Sonata's claim.
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "purple": ["Moonlight Sonata"],
                    "red": ["Frigate Constitution", "Ching Shih"],
                }
            },
            "Bob": {"achievements": ["Construction", "Monument"]},
        },
        achievements=["Optics"],
        options={"relics": True},
    )
    act(game, "dogma Moonlight Sonata", "red")
    expect(
        game, "Alice", "choose_option", ["Bob's achievements: 2", "Bob's achievements: Monument"]
    )
    act(game, "Bob's achievements: Monument")
    assert table(game)["Alice"] == {
        "board": {
            "purple": ["Moonlight Sonata"],
            "red": ["Ching Shih", "Frigate Constitution"],
        },
        "achievements": ["Monument", "Optics"],
    }
    assert achievements(game, "Bob") == ["Construction"]


def test_ching_shih_replaces_scoring_by_a_transfer_from_an_opponent():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Ching Shih"], "green": ["The Wealth of Nations"]}},
            "Bob": {"score": ["Tools", "Calendar"]},
        },
        supply={"1": ["Oars", "Writing"]},
        options={"relics": True},
    )
    act(game, "dogma The Wealth of Nations")
    # Score Oars -> instead Bob's 1 (Tools) goes to Alice's score pile; Oars stays in
    # hand.  Then 1 / 5 rounds up to 1: score Writing -> instead a 1 of Bob's: none left.
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Ching Shih"], "green": ["The Wealth of Nations"]},
            "hand": ["Oars", "Writing"],
            "score": ["Tools"],
        },
        "Bob": {"score": ["Calendar"]},
    }


def test_ching_shih_does_not_replace_an_opponents_scoring():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Ching Shih"]}, "score": ["Tools"]},
            "Bob": {"board": {"green": ["The Wealth of Nations"]}},
        },
        supply={"1": ["Oars", "Writing"]},
        options={"relics": True},
        turn="Bob",
    )
    act(game, "dogma The Wealth of Nations")  # Alice has no crown: she does not share
    assert score_pile(game, "Bob") == ["Oars", "Writing"]
    assert score_pile(game, "Alice") == ["Tools"]


def test_ching_shih_acts_only_as_a_top_card():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "red": ["Frigate Constitution", "Ching Shih"],
                    "green": ["The Wealth of Nations"],
                }
            },
            "Bob": {"score": ["Tools"]},
        },
        supply={"1": ["Oars", "Writing"]},
        options={"relics": True},
    )
    act(game, "dogma The Wealth of Nations")
    assert score_pile(game, "Alice") == ["Oars", "Writing"]
    assert score_pile(game, "Bob") == ["Tools"]


def test_ching_shih_a_figure_is_scored():
    # Canning scores every top card without a factory: Ching Shih, a Figure, is scored.
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Ching Shih"], "yellow": ["Canning"]}},
            "Bob": {"score": ["Coal"]},
        },
        supply={"6": ["Industrialization"]},
        options={"relics": True},
    )
    act(game, "dogma Canning", "yes")  # tuck Industrialization (it has a factory)
    assert table(game)["Alice"] == {
        "board": {"red": ["Industrialization"], "yellow": ["Canning"]},
        "score": ["Ching Shih"],
        "scored": 1,
        "tucked": 1,
    }
    assert score_pile(game, "Bob") == ["Coal"]
