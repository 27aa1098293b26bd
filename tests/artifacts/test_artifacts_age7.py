"""Scenario tests for the age 7 cards of Artifacts of History (one or more per effect),
and the relic Safety Pin (a lost Echoes card: an echo effect and a demand).

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

# -- Corvette Challenger --------------------------------------------------------------------
# Draw and tuck an {8}. Splay up the color of the tucked card. Draw and score a card of value
# equal to the number of cards of that color visible on your board.


def test_corvette_challenger_tucks_splays_up_and_scores_the_visible_count():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Corvette Challenger"], "red": ["Oars", "Archery"]}},
            "Bob": {},
        },
        supply={"8": ["Flight"], "3": ["Optics"]},
    )
    act(game, "dogma Corvette Challenger")
    assert table(game)["Alice"] == {
        "board": {
            "blue": ["Corvette Challenger"],
            "red": (["Oars", "Archery", "Flight"], "up"),
        },
        "score": ["Optics"],
        "scored": 1,
        "tucked": 1,
    }


def test_corvette_challenger_a_new_colour_shows_one_card():
    game = artifacts(
        {"Alice": {"board": {"blue": ["Corvette Challenger"]}}, "Bob": {}},
        supply={"8": ["Antibiotics"], "1": ["Tools"]},
    )
    act(game, "dogma Corvette Challenger")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Corvette Challenger"], "yellow": ["Antibiotics"]},
        "score": ["Tools"],
        "scored": 1,
        "tucked": 1,
    }


# -- Periodic Table -------------------------------------------------------------------------
# Choose two top cards on your board of the same value. If you do, draw a card of value one
# higher and meld it. If it melded over one of the chosen cards, repeat this effect.


def test_periodic_table_repeats_while_melding_over_a_chosen_card():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "blue": ["Periodic Table"],
                    "green": ["Bicycle"],
                    "red": ["Mobility"],
                }
            },
            "Bob": {},
        },
        supply={"8": ["Mass Media"], "9": ["Fission"], "10": ["Software"]},
    )
    act(game, "dogma Periodic Table")
    # The 7s: an 8 (Mass Media) over Bicycle.  The 8s (Mass Media, Mobility): a 9 (Fission)
    # over Mobility.  No two top cards of the same value are left.
    assert table(game)["Alice"] == {
        "board": {
            "blue": ["Periodic Table"],
            "green": ["Mass Media", "Bicycle"],
            "red": ["Fission", "Mobility"],
        }
    }
    assert supply(game, 10)[0] == "Software"


def test_periodic_table_stops_when_the_card_melds_elsewhere():
    game = artifacts(
        {"Alice": {"board": {"blue": ["Periodic Table"], "green": ["Bicycle"]}}, "Bob": {}},
        supply={"8": ["Antibiotics", "Mass Media"]},
    )
    act(game, "dogma Periodic Table")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Periodic Table"], "green": ["Bicycle"], "yellow": ["Antibiotics"]}
    }


def test_periodic_table_the_two_cards_are_a_choice():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "blue": ["Periodic Table"],
                    "green": ["Bicycle"],
                    "purple": ["Lighting"],
                    "yellow": ["Canning"],
                }
            },
            "Bob": {},
        },
        supply={"8": ["Empiricism", "Antibiotics"]},
    )
    act(game, "dogma Periodic Table")
    expect(game, "Alice", "choose_card", ["Periodic Table", "Bicycle", "Lighting"])
    act(game, "Lighting")
    expect(game, "Alice", "choose_card", ["Periodic Table", "Bicycle"])
    act(game, "Bicycle")
    # Empiricism melds over Lighting: repeat, with Periodic Table and Bicycle; Antibiotics
    # melds over Canning (not chosen): stop.
    assert table(game)["Alice"] == {
        "board": {
            "blue": ["Periodic Table"],
            "green": ["Bicycle"],
            "purple": ["Empiricism", "Lighting"],
            "yellow": ["Antibiotics", "Canning"],
        }
    }


def test_periodic_table_without_two_equal_top_cards_does_nothing():
    game = artifacts(
        {"Alice": {"board": {"blue": ["Periodic Table"], "green": ["Sailing"]}}, "Bob": {}},
        supply={"8": ["Antibiotics"]},
    )
    before = table(game)
    act(game, "dogma Periodic Table")
    assert table(game) == before
    expect(game, "Alice", "action")  # the dogma action is over


# -- Jedlik's Electromagnetic Self-Rotor ----------------------------------------------------
# Draw and score an {8}. Draw and meld an {8}. Claim an achievement of value 8 if it is
# available, ignoring eligibility.


def test_jedlik_scores_melds_and_claims_an_8():
    game = artifacts(
        {"Alice": {"board": {"red": ["Jedlik's Electromagnetic Self-Rotor"]}}, "Bob": {}},
        supply={"8": ["Flight", "Antibiotics"]},
        achievements=["Tools", "Socialism"],
    )
    act(game, "dogma Jedlik's Electromagnetic Self-Rotor")
    assert table(game)["Alice"] == {
        "board": {
            "red": ["Jedlik's Electromagnetic Self-Rotor"],
            "yellow": ["Antibiotics"],
        },
        "score": ["Flight"],
        "achievements": ["Socialism"],
        "scored": 1,
    }


def test_jedlik_claims_nothing_without_an_8():
    game = artifacts(
        {"Alice": {"board": {"red": ["Jedlik's Electromagnetic Self-Rotor"]}}, "Bob": {}},
        supply={"8": ["Flight", "Antibiotics"]},
        achievements=["Tools", "Fermenting"],
    )
    act(game, "dogma Jedlik's Electromagnetic Self-Rotor")
    assert achievements(game, "Alice") == []
    assert score_pile(game, "Alice") == ["Flight"]


# -- Submarine H. L. Hunley -----------------------------------------------------------------
# I compel you to draw and meld a {7}! Reveal the bottom card on your board of the melded
# card's color! If the revealed card is a {1}, return all cards of its color from your board!


def test_submarine_a_bottom_1_returns_the_whole_colour():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Submarine H. L. Hunley"]}},
            "Bob": {"board": {"red": ["Machine Tools", "Archery"], "blue": ["Tools"]}},
        },
        supply={"7": ["Combustion"]},
    )
    act(game, "dogma Submarine H. L. Hunley")
    assert "Bob reveals Archery." in texts(game)
    assert table(game)["Bob"] == {"board": {"blue": ["Tools"]}}
    assert supply(game, 7)[-1] == "Combustion"
    assert supply(game, 1)[-1] == "Archery"


def test_submarine_another_bottom_card_stays():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Submarine H. L. Hunley"]}},
            "Bob": {"board": {"red": ["Machine Tools", "Coal"]}},
        },
        supply={"7": ["Combustion"]},
    )
    act(game, "dogma Submarine H. L. Hunley")
    assert "Bob reveals Coal." in texts(game)
    assert table(game)["Bob"] == {"board": {"red": ["Combustion", "Machine Tools", "Coal"]}}


def test_submarine_compels_nobody_with_fewer_factories():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Submarine H. L. Hunley"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"7": ["Combustion"]},
    )
    before = table(game)
    act(game, "dogma Submarine H. L. Hunley")
    assert table(game) == before
    expect(game, "Alice", "action")  # the dogma action is over


# -- Hansen Writing Ball --------------------------------------------------------------------
# I compel you to draw four {7}! Meld a blue card, then transfer all cards in your hand to my
# hand!
# Draw and reveal a {7}. If it has no {clock}, tuck it and repeat this effect.


def test_hansen_writing_ball_compel_then_both_share_the_second_effect():
    game = artifacts(
        {
            "Alice": {"board": {"green": ["Hansen Writing Ball"]}},  # 2 clocks
            "Bob": {"board": {"blue": ["Quantum Theory"]}, "hand": ["Oars"]},  # 3 clocks
        },
        supply={
            "7": [
                "Evolution",
                "Combustion",
                "Bicycle",
                "Sanitation",
                "Railroad",  # Bob's draw for the second effect: a clock
                "Publications",  # Alice's: a clock
                "Refrigeration",  # Alice's free Draw action (Bob shared)
            ]
        },
    )
    act(game, "dogma Hansen Writing Ball")
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Hansen Writing Ball"]},
            "hand": [
                "Bicycle",
                "Combustion",
                "Oars",
                "Publications",
                "Refrigeration",
                "Sanitation",
            ],
        },
        "Bob": {"board": {"blue": ["Evolution", "Quantum Theory"]}, "hand": ["Railroad"]},
    }


def test_hansen_writing_ball_compel_without_a_blue_card_transfers_the_hand():
    game = artifacts(
        {
            "Alice": {"board": {"green": ["Hansen Writing Ball"]}},
            "Bob": {"board": {"blue": ["Quantum Theory"]}},
        },
        supply={
            "7": [
                "Combustion",
                "Bicycle",
                "Sanitation",
                "Lighting",
                "Railroad",
                "Publications",
                "Refrigeration",
            ]
        },
    )
    act(game, "dogma Hansen Writing Ball")
    assert hand(game, "Alice") == [
        "Bicycle",
        "Combustion",
        "Lighting",
        "Publications",
        "Refrigeration",
        "Sanitation",
    ]
    assert table(game)["Bob"] == {"board": {"blue": ["Quantum Theory"]}, "hand": ["Railroad"]}


def test_hansen_writing_ball_tucks_cards_without_a_clock_until_one_has_one():
    game = artifacts(
        {"Alice": {"board": {"green": ["Hansen Writing Ball"]}}, "Bob": {}},
        supply={"7": ["Evolution", "Combustion", "Railroad", "Lighting"]},
    )
    act(game, "dogma Hansen Writing Ball")
    log = texts(game)
    assert "Alice reveals Evolution." in log and "Alice reveals Railroad." in log
    assert table(game)["Alice"] == {
        "board": {
            "green": ["Hansen Writing Ball"],
            "blue": ["Evolution"],
            "red": ["Combustion"],
        },
        "hand": ["Railroad"],
        "tucked": 2,
    }


# -- International Prototype Metre Bar ------------------------------------------------------
# Choose a value. Draw and meld a card of that value. Splay up the color of the melded card.
# If the number of cards of that color visible on your board is exactly equal to the card's
# value, you win. Otherwise, return the melded card.


def test_metre_bar_exactly_as_many_visible_cards_as_the_value_wins():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "green": ["International Prototype Metre Bar"],
                    "red": ["Oars", "Archery"],
                }
            },
            "Bob": {},
        },
        supply={"3": ["Optics"]},
    )
    act(game, "dogma International Prototype Metre Bar")
    expect(game, "Alice", "choose_value", [str(v) for v in range(1, 11)])
    act(game, 3)
    assert game.result is not None and game.result.winners == ["Alice"]
    assert board(game, "Alice", "red") == ["Optics", "Oars", "Archery"]


def test_metre_bar_otherwise_the_melded_card_is_returned():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "green": ["International Prototype Metre Bar"],
                    "red": ["Oars", "Archery"],
                }
            },
            "Bob": {},
        },
        supply={"4": ["Colonialism"]},
    )
    act(game, "dogma International Prototype Metre Bar", 4)
    assert game.result is None
    assert board(game, "Alice", "red") == ["Oars", "Archery"]
    assert splay(game, "Alice", "red") == "up"
    assert supply(game, 4)[-1] == "Colonialism"


# -- Colt Paterson Revolver -----------------------------------------------------------------
# I compel you to reveal your hand! Draw a {7}! If the color of the drawn card matches the
# color of any other card in your hand, return all cards in your hand and all cards in your
# score pile!


def colt(bob: dict):
    return artifacts(
        {"Alice": {"board": {"yellow": ["Colt Paterson Revolver"]}}, "Bob": bob},  # 2 factories
        supply={"7": ["Combustion"]},
    )


def test_colt_a_matching_colour_returns_hand_and_score_pile():
    game = colt(
        {"board": {"red": ["Machine Tools"]}, "hand": ["Oars", "Calendar"], "score": ["Optics"]}
    )
    act(game, "dogma Colt Paterson Revolver")
    log = texts(game)
    assert "Bob reveals Oars." in log and "Bob reveals Calendar." in log
    assert table(game)["Bob"] == {"board": {"red": ["Machine Tools"]}}
    assert supply(game, 7)[-1] == "Combustion"
    assert supply(game, 3)[-1] == "Optics"


def test_colt_no_matching_colour_keeps_everything():
    game = colt(
        {"board": {"red": ["Machine Tools"]}, "hand": ["Tools", "Calendar"], "score": ["Optics"]}
    )
    act(game, "dogma Colt Paterson Revolver")
    assert table(game)["Bob"] == {
        "board": {"red": ["Machine Tools"]},
        "hand": ["Calendar", "Combustion", "Tools"],
        "score": ["Optics"],
    }


def test_colt_the_drawn_card_does_not_match_itself():
    game = colt({"board": {"red": ["Machine Tools"]}, "score": ["Optics"]})
    act(game, "dogma Colt Paterson Revolver")
    assert table(game)["Bob"] == {
        "board": {"red": ["Machine Tools"]},
        "hand": ["Combustion"],
        "score": ["Optics"],
    }


def test_colt_compels_nobody_with_fewer_factories():
    game = colt({"hand": ["Oars"], "score": ["Optics"]})
    before = table(game)
    act(game, "dogma Colt Paterson Revolver")
    assert table(game) == before
    expect(game, "Alice", "action")  # the dogma action is over


# -- Singer Model 27 ------------------------------------------------------------------------
# Tuck a card from your hand. If you do, splay up its color, and then tuck all cards from
# your score pile of that color.


def test_singer_model_27_tucks_splays_up_and_tucks_the_colour_from_the_score_pile():
    game = artifacts(
        {
            "Alice": {
                "board": {"yellow": ["Singer Model 27"], "red": ["Archery"]},
                "hand": ["Oars"],
                "score": ["Construction", "Calendar"],
            },
            "Bob": {},
        }
    )
    act(game, "dogma Singer Model 27")
    assert table(game)["Alice"] == {
        "board": {
            "yellow": ["Singer Model 27"],
            "red": (["Archery", "Oars", "Construction"], "up"),
        },
        "score": ["Calendar"],
        "tucked": 2,
    }


def test_singer_model_27_with_an_empty_hand_does_nothing():
    game = artifacts(
        {
            "Alice": {
                "board": {"yellow": ["Singer Model 27"], "red": ["Archery", "Oars"]},
                "score": ["Construction"],
            },
            "Bob": {},
        }
    )
    before = table(game)
    act(game, "dogma Singer Model 27")
    assert table(game) == before
    expect(game, "Alice", "action")  # the dogma action is over


# -- Roundhay Garden Scene ------------------------------------------------------------------
# Meld the highest card from your score pile. Draw and score two cards of value equal to the
# melded card. Execute the effects of the melded card as if they were on this card. Do not
# share them.


def test_roundhay_melds_scores_two_and_executes_the_melded_card():
    game = artifacts(
        {
            "Alice": {"board": {"purple": ["Roundhay Garden Scene"]}, "score": ["Writing"]},
            "Bob": {"board": {"yellow": ["Agriculture"]}},  # 3 leaves: Bob shares
        },
        supply={
            "1": ["Pottery", "Masonry", "Oars", "Archery"],
            "2": ["Calendar", "Mathematics"],
            "7": ["Evolution"],
        },
    )
    act(game, "dogma Roundhay Garden Scene")
    # Bob, with an empty score pile, draws and scores two 1s.  Alice melds Writing, draws
    # and scores two 1s, and executes Writing ("Draw a 2") alone: Bob does not share it.
    # Then her free Draw action (Bob shared): a 7.
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Roundhay Garden Scene"], "blue": ["Writing"]},
            "hand": ["Calendar", "Evolution"],
            "score": ["Archery", "Oars"],
            "scored": 2,
        },
        "Bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Masonry", "Pottery"], "scored": 2},
    }


def test_roundhay_executes_a_demand_against_those_vulnerable_to_it():
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Roundhay Garden Scene"]},
                "score": ["Archery", "Tools"],
            },
            "Bob": {},
        },
        supply={"1": ["Oars", "Sailing", "Writing"]},
    )
    act(game, "dogma Roundhay Garden Scene")
    expect(game, "Alice", "choose_card", ["Archery", "Tools"])
    act(game, "Archery")
    # Archery: "I demand you draw a 1, then transfer the highest card in your hand to my
    # hand!"  Bob has fewer leaves than Alice: he draws Writing and gives it.
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Roundhay Garden Scene"], "red": ["Archery"]},
            "hand": ["Writing"],
            "score": ["Oars", "Sailing", "Tools"],
            "scored": 2,
        },
        "Bob": {},
    }


def test_roundhay_with_an_empty_score_pile_scores_two_1s():
    game = artifacts(
        {"Alice": {"board": {"purple": ["Roundhay Garden Scene"]}}, "Bob": {}},
        supply={"1": ["Oars", "Archery"]},
    )
    act(game, "dogma Roundhay Garden Scene")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Roundhay Garden Scene"]},
        "score": ["Archery", "Oars"],
        "scored": 2,
    }


# -- The Communist Manifesto ----------------------------------------------------------------
# For each player in the game, draw and reveal a {7}. Transfer one of the drawn cards to each
# player's board. Execute the non-demand effects of your card. Do not share them.


def test_communist_manifesto_gives_each_player_a_card_and_executes_yours():
    game = artifacts(
        {"Alice": {"board": {"purple": ["The Communist Manifesto"]}}, "Bob": {}},
        supply={"7": ["Evolution", "Railroad"], "6": ["Atomic Theory", "Canning", "Democracy"]},
    )
    act(game, "dogma The Communist Manifesto")
    log = texts(game)
    assert "Alice reveals Evolution." in log and "Alice reveals Railroad." in log
    expect(game, "Alice", "choose_card", ["Evolution", "Railroad"])
    act(game, "Railroad")  # for Alice's own board; Evolution goes to Bob's
    # Railroad: "Return all cards from your hand, then draw three 6s" (and a splay Alice
    # cannot make).
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Railroad", "The Communist Manifesto"]},
            "hand": ["Atomic Theory", "Canning", "Democracy"],
        },
        "Bob": {"board": {"blue": ["Evolution"]}},
    }


def test_communist_manifesto_draws_one_card_per_player():
    game = artifacts(
        {
            "Alice": {"board": {"purple": ["The Communist Manifesto"]}},
            "Bob": {},
            "Carol": {},
        },
        supply={"7": ["Evolution", "Lighting", "Bicycle"]},
    )
    act(game, "dogma The Communist Manifesto", "Lighting", "Bicycle")
    # Lighting (Alice's): "You may tuck up to three cards from your hand": she has none.
    assert table(game) == {
        "Alice": {"board": {"purple": ["Lighting", "The Communist Manifesto"]}},
        "Bob": {"board": {"green": ["Bicycle"]}},
        "Carol": {"board": {"blue": ["Evolution"]}},
    }


# -- Safety Pin (relic) ---------------------------------------------------------------------
# Echo: Draw and score a {7}.
# I demand you return all cards of value higher than {6} from your hand! Draw a {6}!


def test_safety_pin_echo_then_demand():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Safety Pin"]}},  # 2 leaves
            "Bob": {"hand": ["Combustion", "Flight", "Canning", "Tools"]},
        },
        supply={"7": ["Evolution"], "6": ["Vaccination"]},
        options={"relics": True},
    )
    act(game, "dogma Safety Pin")
    assert table(game) == {
        "Alice": {"board": {"yellow": ["Safety Pin"]}, "score": ["Evolution"], "scored": 1},
        "Bob": {"hand": ["Canning", "Tools", "Vaccination"]},
    }
    assert supply(game, 7)[-1] == "Combustion"
    assert supply(game, 8)[-1] == "Flight"


def test_safety_pins_echo_effect_shows_under_a_splayed_yellow_stack():
    game = artifacts(
        {
            "Alice": {
                "board": {"yellow": {"cards": ["Singer Model 27", "Safety Pin"], "splay": "right"}}
            },
            "Bob": {},
        },
        supply={"7": ["Evolution"]},
        options={"relics": True},
    )
    act(game, "dogma Singer Model 27")  # its own effect finds no card in hand
    assert table(game)["Alice"] == {
        "board": {"yellow": (["Singer Model 27", "Safety Pin"], "right")},
        "score": ["Evolution"],
        "scored": 1,
    }
