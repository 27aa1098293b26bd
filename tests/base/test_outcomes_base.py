"""Base cards: every condition on a verb reads what the verb did (issue 16).

"If the reaction starts with 'instead,' cancel the original effect and follow the
instructions of the karma effect instead" (Figures in the Sand): a verb a karma replaced
did not happen, so "If you do" is false and "the cards you returned" do not include it.
Each changed card has a scenario here, with a real Figures karma (Homer, Florence
Nightingale: the issue's two examples) or a synthetic "instead: do nothing" karma on a
base card of the player's board (``instead_nothing``).
"""

from __future__ import annotations

from helpers import act, expect, figures, setup, table

# -- the examples ---------------------------------------------------------------


def test_agriculture_a_figure_homer_tucks_instead_of_returning_scores_nothing():
    # Homer: "If you would remove or return a figure from your hand, instead tuck it."
    game = figures(
        {
            "dennis": {
                # (a green stack: Fu Xi is tucked under it, not a second top figure)
                "board": {"yellow": ["Agriculture"], "purple": ["Homer"], "green": ["The Wheel"]},
                "hand": ["Fu Xi"],
            },
            "micah": {},
        },
        supply={"2": ["Canal Building"]},
    )
    act(game, "dogma Agriculture", "Fu Xi")
    assert table(game) == {
        "dennis": {
            "board": {
                "yellow": ["Agriculture"],
                "purple": ["Homer"],
                "green": ["The Wheel", "Fu Xi"],
            },
            "tucked": 1,
        },
        "micah": {},
    }
    expect(game, "dennis", "action")


def test_vaccination_nothing_returned_under_florence_nightingale_nobody_melds():
    # Florence Nightingale: "If an opponent's effect would transfer, return, or remove a
    # card from your score pile, instead leave it there."
    game = figures(
        {
            "dennis": {"board": {"yellow": ["Vaccination"]}},
            "micah": {"board": {"yellow": ["Florence Nightingale"]}, "score": ["Oars"]},
        },
        supply={"6": ["Canning"], "7": ["Bicycle"]},
    )
    act(game, "dogma Vaccination")
    assert table(game) == {
        "dennis": {"board": {"yellow": ["Vaccination"]}},
        "micah": {"board": {"yellow": ["Florence Nightingale"]}, "score": ["Oars"]},
    }
    expect(game, "dennis", "action")


# -- age 1 ------------------------------------------------------------------------------


def test_pottery_counts_only_the_cards_returned(instead_nothing):
    instead_nothing("The Wheel", "return", "Calendar")
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Pottery"], "green": ["The Wheel"]},
                "hand": ["Oars", "Archery", "Calendar"],
            },
            "Bob": {},
        },
        supply={"1": ["Tools"], "2": ["Mathematics"], "3": ["Optics"]},
    )
    act(game, "dogma Pottery", ["Oars", "Archery", "Calendar"])
    # Two cards returned: a 2 is scored, not a 3.
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Pottery"], "green": ["The Wheel"]},
            "hand": ["Calendar", "Tools"],
            "score": ["Mathematics"],
            "scored": 1,
        },
        "Bob": {},
    }


def test_tools_two_of_three_returned_melds_no_3(instead_nothing):
    instead_nothing("The Wheel", "return", "Sailing")
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Tools"], "green": ["The Wheel"]},
                "hand": ["Oars", "Archery", "Sailing"],
            },
            "Bob": {},
        },
        supply={"3": ["Optics"]},
    )
    act(game, "dogma Tools", "yes", "Archery", "Oars")  # (the order of the three returns)
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Tools"], "green": ["The Wheel"]},
            "hand": ["Sailing"],
        },
        "Bob": {},
    }
    expect(game, "Alice", "action")


def test_tools_a_3_not_returned_draws_no_1s(instead_nothing):
    instead_nothing("The Wheel", "return")
    game = setup(
        {
            "Alice": {"board": {"blue": ["Tools"], "green": ["The Wheel"]}, "hand": ["Optics"]},
            "Bob": {},
        },
        supply={"1": ["Oars", "Archery", "Sailing"]},
    )
    act(game, "dogma Tools", "no", "Optics")
    assert table(game) == {
        "Alice": {"board": {"blue": ["Tools"], "green": ["The Wheel"]}, "hand": ["Optics"]},
        "Bob": {},
    }
    expect(game, "Alice", "action")


def test_metalworking_reads_the_drawn_card_whatever_its_reveal(instead_nothing):
    instead_nothing("Writing", "reveal")
    game = setup(
        {"Alice": {"board": {"red": ["Metalworking"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"1": ["Archery", "Sailing"]},
    )
    act(game, "dogma Metalworking")
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Metalworking"], "blue": ["Writing"]},
            "hand": ["Sailing"],
            "score": ["Archery"],
            "scored": 1,
        },
        "Bob": {},
    }


def test_masonry_three_of_four_melded_claims_no_monument(instead_nothing):
    instead_nothing("Calendar", "meld", "Mysticism")
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Masonry"], "blue": ["Calendar"]},
                "hand": ["Archery", "Oars", "The Wheel", "Mysticism"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Masonry", ["Archery", "Oars", "The Wheel", "Mysticism"])
    assert table(game) == {
        "Alice": {
            "board": {
                "yellow": ["Masonry"],
                "blue": ["Calendar"],
                "red": ["Oars", "Archery"],
                "green": ["The Wheel"],
            },
            "hand": ["Mysticism"],
        },
        "Bob": {},
    }
    assert "Monument" in game.to_position()["special_achievements"]


def test_city_states_a_transfer_not_done_draws_nothing(instead_nothing):
    instead_nothing("The Wheel", "transfer")
    game = setup(
        {
            "Alice": {"board": {"purple": ["City States"], "red": ["Oars"]}},
            "Bob": {"board": {"red": ["Archery"], "green": ["The Wheel"]}},
        },
        supply={"1": ["Sailing"]},
    )
    act(game, "dogma City States", "Archery")
    assert table(game) == {
        "Alice": {"board": {"purple": ["City States"], "red": ["Oars"]}},
        "Bob": {"board": {"red": ["Archery"], "green": ["The Wheel"]}},
    }
    expect(game, "Alice", "action")


def test_code_of_laws_a_tuck_not_done_offers_no_splay(instead_nothing):
    instead_nothing("Writing", "tuck")
    game = setup(
        {
            "Alice": {
                "board": {
                    "purple": ["Code of Laws"],
                    "red": ["Archery", "Oars"],
                    "blue": ["Writing"],
                },
                "hand": ["Metalworking"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Code of Laws", "Metalworking")
    expect(game, "Alice", "action")  # no "splay your red cards left?"
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Code of Laws"], "red": ["Archery", "Oars"], "blue": ["Writing"]},
            "hand": ["Metalworking"],
        },
        "Bob": {},
    }


def test_mysticism_reads_the_drawn_card_whatever_its_reveal(instead_nothing):
    instead_nothing("Writing", "reveal")
    game = setup(
        {
            "Alice": {"board": {"purple": ["Mysticism"], "red": ["Oars"], "blue": ["Writing"]}},
            "Bob": {},
        },
        supply={"1": ["Archery", "Sailing"]},
    )
    act(game, "dogma Mysticism")
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Mysticism"], "red": ["Archery", "Oars"], "blue": ["Writing"]},
            "hand": ["Sailing"],
        },
        "Bob": {},
    }


# -- age 2 ------------------------------------------------------------------------------


def test_mathematics_a_return_not_done_melds_nothing(instead_nothing):
    instead_nothing("The Wheel", "return")
    game = setup(
        {
            "Alice": {"board": {"blue": ["Mathematics"], "green": ["The Wheel"]}, "hand": ["Oars"]},
            "Bob": {},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Mathematics", "Oars")
    assert table(game) == {
        "Alice": {"board": {"blue": ["Mathematics"], "green": ["The Wheel"]}, "hand": ["Oars"]},
        "Bob": {},
    }


def test_road_building_one_of_two_melded_offers_no_transfer(instead_nothing):
    instead_nothing("The Wheel", "meld", "Oars")
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Road Building"], "green": ["The Wheel"]},
                "hand": ["Archery", "Oars", "Writing"],
            },
            "Bob": {"board": {"green": ["Clothing"], "red": ["Metalworking"]}},
        },
    )
    act(game, "dogma Road Building", ["Archery", "Oars"])
    expect(game, "Alice", "action")  # not "transfer your top red card?"
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Archery", "Road Building"], "green": ["The Wheel"]},
            "hand": ["Oars", "Writing"],
        },
        "Bob": {"board": {"green": ["Clothing"], "red": ["Metalworking"]}},
    }


def test_road_building_a_red_card_not_transferred_takes_no_green(instead_nothing):
    instead_nothing("Writing", "transfer", "Oars")
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Road Building"], "blue": ["Writing"]},
                "hand": ["Archery", "Oars"],
            },
            "Bob": {"board": {"green": ["Clothing", "Sailing"], "red": ["Metalworking"]}},
        },
    )
    act(game, "dogma Road Building", ["Archery", "Oars"], "Bob")
    assert table(game) == {
        "Alice": {"board": {"red": ["Oars", "Archery", "Road Building"], "blue": ["Writing"]}},
        "Bob": {"board": {"green": ["Clothing", "Sailing"], "red": ["Metalworking"]}},
    }


def test_currency_counts_the_values_of_the_cards_returned(instead_nothing):
    instead_nothing("Writing", "return", "Calendar")
    game = setup(
        {
            "Alice": {
                "board": {"green": ["Currency"], "blue": ["Writing"]},
                "hand": ["Oars", "Calendar", "Sailing"],
            },
            "Bob": {},
        },
        supply={"2": ["Mathematics", "Construction"]},
    )
    act(game, "dogma Currency", ["Oars", "Calendar", "Sailing"])
    # Only 1s were returned: one 2 is drawn and scored.
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Currency"], "blue": ["Writing"]},
            "hand": ["Calendar"],
            "score": ["Mathematics"],
            "scored": 1,
        },
        "Bob": {},
    }


def test_monotheism_a_transfer_not_done_tucks_nothing_for_the_victim(instead_nothing):
    instead_nothing("Writing", "transfer")
    game = setup(
        {
            "Alice": {"board": {"purple": ["Monotheism"]}},
            "Bob": {"board": {"green": ["Sailing"], "blue": ["Writing"]}},
        },
        supply={"1": ["Archery"]},
    )
    act(game, "dogma Monotheism", "Sailing")
    # Bob draws and tucks nothing; Alice's own effect draws and tucks Archery.
    assert table(game) == {
        "Alice": {"board": {"purple": ["Monotheism"], "red": ["Archery"]}, "tucked": 1},
        "Bob": {"board": {"green": ["Sailing"], "blue": ["Writing"]}},
    }


# -- age 3 ------------------------------------------------------------------------------


def test_alchemy_reads_the_drawn_cards_whatever_their_reveal(instead_nothing):
    instead_nothing("Sailing", "reveal")
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Alchemy"], "red": ["Archery"], "green": ["Sailing"]},
                "hand": ["Oars"],
            },
            "Bob": {},
        },
        supply={"4": ["Colonialism"]},
    )
    act(game, "dogma Alchemy")
    # Colonialism is red: it and Oars are returned; nothing is left to meld or score.
    assert table(game) == {
        "Alice": {"board": {"blue": ["Alchemy"], "red": ["Archery"], "green": ["Sailing"]}},
        "Bob": {},
    }


def test_optics_reads_the_drawn_card_whatever_its_meld(instead_nothing):
    instead_nothing("Writing", "meld")
    game = setup(
        {"Alice": {"board": {"red": ["Optics"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"3": ["Translation"], "4": ["Experimentation"]},
    )
    act(game, "dogma Optics")
    # Translation stays in hand; it has a crown: a 4 is drawn and scored.
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Optics"], "blue": ["Writing"]},
            "hand": ["Translation"],
            "score": ["Experimentation"],
            "scored": 1,
        },
        "Bob": {},
    }


def test_education_a_return_not_done_draws_nothing(instead_nothing):
    instead_nothing("Writing", "return")
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Education"], "blue": ["Writing"]},
                "score": ["Calendar"],
            },
            "Bob": {},
        },
        supply={"2": ["Mathematics"], "3": ["Optics"], "4": ["Experimentation"]},
    )
    act(game, "dogma Education", "yes")
    assert table(game) == {
        "Alice": {"board": {"purple": ["Education"], "blue": ["Writing"]}, "score": ["Calendar"]},
        "Bob": {},
    }
    expect(game, "Alice", "action")


def test_feudalism_a_transfer_not_done_unsplays_nothing(instead_nothing):
    instead_nothing("Writing", "transfer")
    bob = {
        "board": {
            "purple": {"cards": ["Code of Laws", "City States"], "splay": "left"},
            "blue": ["Writing"],
        },
        "hand": ["Mysticism"],
    }
    game = setup(
        {"Alice": {"board": {"purple": ["Feudalism"], "red": ["Archery"]}}, "Bob": bob},
    )
    act(game, "dogma Feudalism")
    assert table(game) == {
        "Alice": {"board": {"purple": ["Feudalism"], "red": ["Archery"]}},
        "Bob": {
            "board": {"purple": (["Code of Laws", "City States"], "left"), "blue": ["Writing"]},
            "hand": ["Mysticism"],
        },
    }
    expect(game, "Alice", "action")


# -- age 4 ------------------------------------------------------------------------------


def test_printing_press_a_return_not_done_draws_nothing(instead_nothing):
    instead_nothing("The Wheel", "return")
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Printing Press"], "green": ["The Wheel"]},
                "score": ["Oars"],
            },
            "Bob": {},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Printing Press", "Oars")
    assert table(game) == {
        "Alice": {"board": {"blue": ["Printing Press"], "green": ["The Wheel"]}, "score": ["Oars"]},
        "Bob": {},
    }
    expect(game, "Alice", "action")


def test_colonialism_reads_the_drawn_card_whatever_its_tuck(instead_nothing):
    instead_nothing("Writing", "tuck")
    game = setup(
        {"Alice": {"board": {"red": ["Colonialism"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"3": ["Translation", "Alchemy", "Compass"]},
    )
    act(game, "dogma Colonialism")
    # Translation has a crown: repeat; Alchemy has none: stop.
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Colonialism"], "blue": ["Writing"]},
            "hand": ["Alchemy", "Translation"],
        },
        "Bob": {},
    }


def test_anatomy_a_score_card_not_returned_returns_no_top_card(instead_nothing):
    instead_nothing("Writing", "return", "Oars")
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Anatomy"]}},
            "Bob": {"board": {"red": ["Archery"], "blue": ["Writing"]}, "score": ["Oars"]},
        },
    )
    act(game, "dogma Anatomy")
    assert table(game) == {
        "Alice": {"board": {"yellow": ["Anatomy"]}},
        "Bob": {"board": {"red": ["Archery"], "blue": ["Writing"]}, "score": ["Oars"]},
    }
    expect(game, "Alice", "action")


def test_perspective_a_return_not_done_scores_nothing(instead_nothing):
    instead_nothing("The Wheel", "return")
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Perspective"], "green": ["The Wheel"]},
                "hand": ["Oars", "Archery"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Perspective", "Oars")
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Perspective"], "green": ["The Wheel"]},
            "hand": ["Archery", "Oars"],
        },
        "Bob": {},
    }
    expect(game, "Alice", "action")


def test_enterprise_a_transfer_not_done_melds_nothing(instead_nothing):
    instead_nothing("Writing", "transfer")
    game = setup(
        {
            "Alice": {"board": {"purple": ["Enterprise"], "red": ["Oars"]}},
            "Bob": {"board": {"green": ["Sailing"], "blue": ["Writing"]}},
        },
        supply={"4": ["Experimentation"]},
    )
    act(game, "dogma Enterprise", "Sailing")
    assert table(game) == {
        "Alice": {"board": {"purple": ["Enterprise"], "red": ["Oars"]}},
        "Bob": {"board": {"green": ["Sailing"], "blue": ["Writing"]}},
    }
    expect(game, "Alice", "action")


# -- age 5 ------------------------------------------------------------------------------


def test_physics_draws_replaced_leave_nothing_to_reveal(instead_nothing):
    instead_nothing("The Wheel", "draw")
    game = setup(
        {
            "Alice": {"board": {"blue": ["Physics"], "green": ["The Wheel"]}, "hand": ["Oars"]},
            "Bob": {},
        },
        supply={"6": ["Canning", "Vaccination", "Atomic Theory"]},
    )
    act(game, "dogma Physics")
    assert table(game) == {
        "Alice": {"board": {"blue": ["Physics"], "green": ["The Wheel"]}, "hand": ["Oars"]},
        "Bob": {},
    }


def test_coal_a_top_card_not_scored_scores_nothing_beneath(instead_nothing):
    instead_nothing("Writing", "score", "Agriculture")
    game = setup(
        {
            "Alice": {
                "board": {
                    "red": ["Coal"],
                    "blue": ["Writing"],
                    "yellow": ["Agriculture", "Domestication"],
                }
            },
            "Bob": {},
        },
        supply={"5": ["Chemistry"]},
    )
    act(game, "dogma Coal", "Agriculture")
    assert table(game) == {
        "Alice": {
            "board": {
                "red": ["Coal"],
                "blue": ["Writing", "Chemistry"],
                "yellow": ["Agriculture", "Domestication"],
            },
            "tucked": 1,
        },
        "Bob": {},
    }


def test_the_pirate_code_nothing_transferred_scores_nothing(instead_nothing):
    instead_nothing("Writing", "transfer")
    game = setup(
        {
            "Alice": {"board": {"red": ["The Pirate Code"]}},
            "Bob": {"board": {"blue": ["Writing"]}, "score": ["Oars", "Archery"]},
        },
    )
    act(game, "dogma The Pirate Code")
    assert table(game) == {
        "Alice": {"board": {"red": ["The Pirate Code"]}},
        "Bob": {"board": {"blue": ["Writing"]}, "score": ["Archery", "Oars"]},
    }
    expect(game, "Alice", "action")


def test_banking_a_transfer_not_done_scores_nothing(instead_nothing):
    instead_nothing("Writing", "transfer")
    game = setup(
        {
            "Alice": {"board": {"green": ["Banking"]}},
            "Bob": {"board": {"red": ["Coal"], "blue": ["Writing"]}},
        },
        supply={"5": ["Chemistry"]},
    )
    act(game, "dogma Banking")
    assert table(game) == {
        "Alice": {"board": {"green": ["Banking"]}},
        "Bob": {"board": {"red": ["Coal"], "blue": ["Writing"]}},
    }
    expect(game, "Alice", "action")


def test_measurement_a_return_not_done_splays_and_draws_nothing(instead_nothing):
    instead_nothing("Writing", "return")
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": ["Measurement"],
                    "blue": ["Writing"],
                    "red": ["Metalworking", "Archery"],
                },
                "hand": ["Oars"],
            },
            "Bob": {},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Measurement", "Oars")
    assert table(game) == {
        "Alice": {
            "board": {
                "green": ["Measurement"],
                "blue": ["Writing"],
                "red": ["Metalworking", "Archery"],
            },
            "hand": ["Oars"],
        },
        "Bob": {},
    }
    expect(game, "Alice", "action")


def test_astronomy_reads_the_drawn_card_whatever_its_reveal(instead_nothing):
    instead_nothing("Archery", "reveal")
    game = setup(
        {"Alice": {"board": {"purple": ["Astronomy"], "red": ["Archery"]}}, "Bob": {}},
        supply={"6": ["Atomic Theory", "Canning"]},
    )
    act(game, "dogma Astronomy")
    # Atomic Theory is blue: melded, repeat; Canning is yellow: kept.
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Astronomy"], "red": ["Archery"], "blue": ["Atomic Theory"]},
            "hand": ["Canning"],
        },
        "Bob": {},
    }


def test_societies_a_transfer_not_done_draws_nothing(instead_nothing):
    instead_nothing("Writing", "transfer")
    game = setup(
        {"Alice": {"board": {"purple": ["Societies"]}}, "Bob": {"board": {"blue": ["Writing"]}}},
        supply={"5": ["Chemistry"]},
    )
    act(game, "dogma Societies")
    assert table(game) == {
        "Alice": {"board": {"purple": ["Societies"]}},
        "Bob": {"board": {"blue": ["Writing"]}},
    }
    expect(game, "Alice", "action")


# -- age 6 ------------------------------------------------------------------------------


def test_canning_a_tuck_not_done_scores_no_top_card(instead_nothing):
    instead_nothing("Writing", "tuck")
    game = setup(
        {"Alice": {"board": {"yellow": ["Canning"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"6": ["Atomic Theory"]},
    )
    act(game, "dogma Canning", "yes")
    assert table(game) == {
        "Alice": {"board": {"yellow": ["Canning"], "blue": ["Writing"]}, "hand": ["Atomic Theory"]},
        "Bob": {},
    }
    expect(game, "Alice", "action")


def test_democracy_counts_only_the_cards_returned(instead_nothing):
    instead_nothing("Writing", "return")
    game = setup(
        {
            "Alice": {"board": {"purple": ["Democracy"], "blue": ["Writing"]}, "hand": ["Oars"]},
            "Bob": {},
        },
        supply={"8": ["Flight"]},
    )
    act(game, "dogma Democracy", ["Oars"])
    assert table(game) == {
        "Alice": {"board": {"purple": ["Democracy"], "blue": ["Writing"]}, "hand": ["Oars"]},
        "Bob": {},
    }


def test_emancipation_a_transfer_not_done_draws_nothing(instead_nothing):
    instead_nothing("Writing", "transfer")
    game = setup(
        {
            "Alice": {"board": {"purple": ["Emancipation"]}},
            "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]},
        },
        supply={"6": ["Canning"]},
    )
    act(game, "dogma Emancipation")
    assert table(game) == {
        "Alice": {"board": {"purple": ["Emancipation"]}},
        "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]},
    }
    expect(game, "Alice", "action")


# -- age 7 ------------------------------------------------------------------------------


def test_explosives_a_card_returned_instead_of_transferred_draws_nothing(instead_nothing):
    def instead_return(x, req):  # "instead return it": not a transfer
        yield from x.return_card(req.card)

    instead_nothing("Writing", "transfer", run=instead_return)
    game = setup(
        {
            "Alice": {"board": {"red": ["Explosives"]}},
            "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]},
        },
        supply={"7": ["Bicycle"]},
    )
    act(game, "dogma Explosives")
    # Bob's hand is empty, but he transferred nothing: no 7.
    assert table(game) == {
        "Alice": {"board": {"red": ["Explosives"]}},
        "Bob": {"board": {"blue": ["Writing"]}},
    }
    expect(game, "Alice", "action")


def test_electricity_draws_for_the_cards_returned(instead_nothing):
    instead_nothing("Coal", "return", "Agriculture")
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": ["Electricity"],
                    "red": ["Coal"],
                    "blue": ["Calendar"],
                    "yellow": ["Agriculture"],
                }
            },
            "Bob": {},
        },
        supply={"8": ["Flight", "Mobility"]},
    )
    act(game, "dogma Electricity")
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Electricity"], "red": ["Coal"], "yellow": ["Agriculture"]},
            "hand": ["Flight"],
        },
        "Bob": {},
    }


def test_lighting_counts_the_values_of_the_cards_tucked(instead_nothing):
    instead_nothing("Writing", "tuck", "Calendar")
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Lighting"], "blue": ["Writing"]},
                "hand": ["Oars", "Calendar", "Archery"],
            },
            "Bob": {},
        },
        supply={"7": ["Bicycle", "Evolution"]},
    )
    act(game, "dogma Lighting", ["Oars", "Calendar", "Archery"])
    # Only 1s were tucked: one 7 is drawn and scored.
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Lighting"], "blue": ["Writing"], "red": ["Oars", "Archery"]},
            "hand": ["Calendar"],
            "score": ["Bicycle"],
            "tucked": 2,
            "scored": 1,
        },
        "Bob": {},
    }


# -- age 8 ------------------------------------------------------------------------------


def test_quantum_theory_one_of_two_returned_draws_nothing(instead_nothing):
    instead_nothing("The Wheel", "return", "Calendar")
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Quantum Theory"], "green": ["The Wheel"]},
                "hand": ["Oars", "Calendar"],
            },
            "Bob": {},
        },
        supply={"10": ["Software", "A.I."]},
    )
    act(game, "dogma Quantum Theory", ["Oars", "Calendar"])
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Quantum Theory"], "green": ["The Wheel"]},
            "hand": ["Calendar"],
        },
        "Bob": {},
    }


def test_mobility_nothing_transferred_draws_nothing(instead_nothing):
    instead_nothing("Writing", "transfer")
    game = setup(
        {
            "Alice": {"board": {"red": ["Mobility"]}},
            "Bob": {"board": {"blue": ["Writing"], "yellow": ["Agriculture"]}},
        },
        supply={"8": ["Flight"]},
    )
    act(game, "dogma Mobility")
    assert table(game) == {
        "Alice": {"board": {"red": ["Mobility"]}},
        "Bob": {"board": {"blue": ["Writing"], "yellow": ["Agriculture"]}},
    }
    expect(game, "Alice", "action")


def test_corporations_a_transfer_not_done_melds_nothing_for_the_victim(instead_nothing):
    instead_nothing("Writing", "transfer")
    game = setup(
        {
            "Alice": {"board": {"green": ["Corporations"], "red": ["Coal"]}},
            "Bob": {"board": {"yellow": ["Steam Engine"], "blue": ["Writing"]}},
        },
        supply={"8": ["Flight"]},
    )
    act(game, "dogma Corporations")
    # Bob melds nothing; Alice's own effect melds Flight.
    assert table(game) == {
        "Alice": {"board": {"green": ["Corporations"], "red": ["Flight", "Coal"]}},
        "Bob": {"board": {"yellow": ["Steam Engine"], "blue": ["Writing"]}},
    }


def test_mass_media_a_return_not_done_returns_no_score_pile(instead_nothing):
    instead_nothing("Writing", "return", "Oars")
    game = setup(
        {
            "Alice": {"board": {"green": ["Mass Media"], "blue": ["Writing"]}, "hand": ["Oars"]},
            "Bob": {"score": ["Archery"]},
        },
    )
    act(game, "dogma Mass Media", "Oars")
    expect(game, "Alice", "action")  # no value to choose
    assert table(game) == {
        "Alice": {"board": {"green": ["Mass Media"], "blue": ["Writing"]}, "hand": ["Oars"]},
        "Bob": {"score": ["Archery"]},
    }


def test_antibiotics_counts_the_values_of_the_cards_returned(instead_nothing):
    instead_nothing("Writing", "return", "Calendar")
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Antibiotics"], "blue": ["Writing"]},
                "hand": ["Oars", "Calendar"],
            },
            "Bob": {},
        },
        supply={"8": ["Flight", "Mobility", "Corporations", "Mass Media"]},
    )
    act(game, "dogma Antibiotics", ["Oars", "Calendar"])
    # Only a 1 was returned: two 8s, not four.
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Antibiotics"], "blue": ["Writing"]},
            "hand": ["Calendar", "Flight", "Mobility"],
        },
        "Bob": {},
    }


def test_skyscrapers_a_transfer_not_done_scores_and_returns_nothing(instead_nothing):
    instead_nothing("The Wheel", "transfer")
    bob = {"board": {"blue": ["Quantum Theory", "Writing", "Tools"], "green": ["The Wheel"]}}
    game = setup({"Alice": {"board": {"yellow": ["Skyscrapers"]}}, "Bob": bob})
    act(game, "dogma Skyscrapers")
    assert table(game) == {
        "Alice": {"board": {"yellow": ["Skyscrapers"]}},
        "Bob": {"board": {"blue": ["Quantum Theory", "Writing", "Tools"], "green": ["The Wheel"]}},
    }
    expect(game, "Alice", "action")


def test_skyscrapers_a_card_beneath_not_scored_is_not_returned(instead_nothing):
    instead_nothing("The Wheel", "score")
    bob = {"board": {"blue": ["Quantum Theory", "Writing", "Tools"], "green": ["The Wheel"]}}
    game = setup({"Alice": {"board": {"yellow": ["Skyscrapers"]}}, "Bob": bob})
    act(game, "dogma Skyscrapers")
    # Writing stays where it is; only the other card of the pile, Tools, is returned.
    assert table(game) == {
        "Alice": {"board": {"yellow": ["Skyscrapers"], "blue": ["Quantum Theory"]}},
        "Bob": {"board": {"blue": ["Writing"], "green": ["The Wheel"]}},
    }


def test_empiricism_reads_the_drawn_card_whatever_its_reveal(instead_nothing):
    instead_nothing("Archery", "reveal")
    game = setup(
        {"Alice": {"board": {"purple": ["Empiricism"], "red": ["Archery"]}}, "Bob": {}},
        supply={"9": ["Computers"]},
    )
    act(game, "dogma Empiricism", "blue", "green")
    assert table(game) == {
        "Alice": {"board": {"purple": ["Empiricism"], "red": ["Archery"], "blue": ["Computers"]}},
        "Bob": {},
    }


def test_socialism_a_purple_card_not_tucked_takes_nothing(instead_nothing):
    instead_nothing("Writing", "tuck", "Mysticism")
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Socialism"], "blue": ["Writing"]},
                "hand": ["Mysticism", "Oars"],
            },
            "Bob": {"hand": ["Archery"]},
        },
    )
    act(game, "dogma Socialism", "yes")
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Socialism"], "blue": ["Writing"], "red": ["Oars"]},
            "hand": ["Mysticism"],
            "tucked": 1,
        },
        "Bob": {"hand": ["Archery"]},
    }


# -- age 9 ------------------------------------------------------------------------------


def test_computers_a_card_not_melded_is_not_executed(instead_nothing):
    instead_nothing("The Wheel", "meld")
    game = setup(
        {"Alice": {"board": {"blue": ["Computers"], "green": ["The Wheel"]}}, "Bob": {}},
        supply={"10": ["A.I.", "Software"]},
    )
    act(game, "dogma Computers")
    assert table(game) == {
        "Alice": {"board": {"blue": ["Computers"], "green": ["The Wheel"]}, "hand": ["A.I."]},
        "Bob": {},
    }


def test_genetics_a_card_not_melded_has_no_cards_beneath_it(instead_nothing):
    instead_nothing("The Wheel", "meld")
    game = setup(
        {"Alice": {"board": {"blue": ["Genetics", "Calendar"], "green": ["The Wheel"]}}, "Bob": {}},
        supply={"10": ["Software"]},
    )
    act(game, "dogma Genetics")
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Genetics", "Calendar"], "green": ["The Wheel"]},
            "hand": ["Software"],
        },
        "Bob": {},
    }


def test_fission_a_draw_replaced_leaves_nothing_to_reveal(instead_nothing):
    instead_nothing("Writing", "draw")
    game = setup(
        {"Alice": {"board": {"red": ["Fission"]}}, "Bob": {"board": {"blue": ["Writing"]}}},
        supply={"10": ["Software"]},
    )
    act(game, "dogma Fission")  # Bob draws nothing; Alice returns Writing and draws
    assert table(game) == {
        "Alice": {"board": {"red": ["Fission"]}, "hand": ["Software"]},
        "Bob": {},
    }


def test_collaboration_draws_replaced_leave_nothing_to_transfer(instead_nothing):
    instead_nothing("Writing", "draw")
    game = setup(
        {"Alice": {"board": {"green": ["Collaboration"]}}, "Bob": {"board": {"blue": ["Writing"]}}},
        supply={"9": ["Computers", "Genetics"]},
    )
    act(game, "dogma Collaboration")
    assert table(game) == {
        "Alice": {"board": {"green": ["Collaboration"]}},
        "Bob": {"board": {"blue": ["Writing"]}},
    }
    expect(game, "Alice", "action")


def test_satellites_a_card_not_melded_is_not_executed(instead_nothing):
    instead_nothing("Writing", "meld")
    game = setup(
        {
            "Alice": {"board": {"green": ["Satellites"], "blue": ["Writing"]}},
            "Bob": {"score": ["Oars"]},
        },
        supply={"8": ["Rocketry", "Flight", "Mobility"]},
    )
    act(game, "dogma Satellites", "Rocketry")
    # Rocketry stays in hand: it would have returned Oars from Bob's score pile.
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Satellites"], "blue": ["Writing"]},
            "hand": ["Flight", "Mobility", "Rocketry"],
        },
        "Bob": {"score": ["Oars"]},
    }


def test_ecology_a_return_not_done_scores_and_draws_nothing(instead_nothing):
    instead_nothing("Writing", "return")
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Ecology"], "blue": ["Writing"]},
                "hand": ["Oars", "Archery"],
            },
            "Bob": {},
        },
        supply={"10": ["Software", "A.I."]},
    )
    act(game, "dogma Ecology", "Oars")
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Ecology"], "blue": ["Writing"]},
            "hand": ["Archery", "Oars"],
        },
        "Bob": {},
    }
    expect(game, "Alice", "action")


def test_suburbia_scores_for_the_cards_tucked(instead_nothing):
    instead_nothing("Writing", "tuck", "Calendar")
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Suburbia"], "blue": ["Writing"]},
                "hand": ["Oars", "Calendar"],
            },
            "Bob": {},
        },
        supply={"1": ["Sailing", "Archery"]},
    )
    act(game, "dogma Suburbia", ["Oars", "Calendar"])
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Suburbia"], "blue": ["Writing"], "red": ["Oars"]},
            "hand": ["Calendar"],
            "score": ["Sailing"],
            "tucked": 1,
            "scored": 1,
        },
        "Bob": {},
    }


def test_services_nothing_transferred_takes_no_top_card(instead_nothing):
    instead_nothing("Writing", "transfer", "Oars")
    game = setup(
        {
            "Alice": {"board": {"purple": ["Services"], "red": ["Archery"]}},
            "Bob": {"board": {"blue": ["Writing"]}, "score": ["Oars"]},
        },
    )
    act(game, "dogma Services")
    assert table(game) == {
        "Alice": {"board": {"purple": ["Services"], "red": ["Archery"]}},
        "Bob": {"board": {"blue": ["Writing"]}, "score": ["Oars"]},
    }
    expect(game, "Alice", "action")


# -- age 10 -----------------------------------------------------------------------------


def test_software_a_second_card_not_melded_is_not_executed(instead_nothing):
    instead_nothing("The Wheel", "meld", "Robotics")
    game = setup(
        {"Alice": {"board": {"blue": ["Software"], "green": ["The Wheel"]}}, "Bob": {}},
        supply={"10": ["A.I.", "Stem Cells", "Robotics"]},
    )
    act(game, "dogma Software")
    # Robotics stays in hand: it would have scored The Wheel and drawn and melded a 10.
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Software"], "green": ["The Wheel"], "yellow": ["Stem Cells"]},
            "hand": ["Robotics"],
            "score": ["A.I."],
            "scored": 1,
        },
        "Bob": {},
    }


def test_miniaturization_a_10_not_returned_draws_nothing(instead_nothing):
    instead_nothing("Writing", "return")
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Miniaturization"], "blue": ["Writing"]},
                "hand": ["Software"],
                "score": ["Oars", "Calendar"],
            },
            "Bob": {},
        },
        supply={"10": ["A.I.", "Databases"]},
    )
    act(game, "dogma Miniaturization", "Software")
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Miniaturization"], "blue": ["Writing"]},
            "hand": ["Software"],
            "score": ["Calendar", "Oars"],
        },
        "Bob": {},
    }


def test_robotics_a_card_not_melded_is_not_executed(instead_nothing):
    instead_nothing("Writing", "meld")
    game = setup(
        {
            "Alice": {"board": {"red": ["Robotics"], "blue": ["Writing"], "green": ["Sailing"]}},
            "Bob": {},
        },
        supply={"10": ["A.I.", "Software"]},
    )
    act(game, "dogma Robotics")
    # A.I. stays in hand: it would have drawn and scored a 10.
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Robotics"], "blue": ["Writing"]},
            "hand": ["A.I."],
            "score": ["Sailing"],
            "scored": 1,
        },
        "Bob": {},
    }


# -- Invention ---------------------------------------------------------------------------


def test_invention_a_splay_not_done_scores_nothing(instead_nothing):
    instead_nothing("Writing", "splay")
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": ["Invention"],
                    "blue": ["Writing"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                }
            },
            "Bob": {},
        },
        supply={"4": ["Experimentation"]},
    )
    act(game, "dogma Invention", "yes")
    assert table(game) == {
        "Alice": {
            "board": {
                "green": ["Invention"],
                "blue": ["Writing"],
                "red": (["Oars", "Archery"], "left"),
            }
        },
        "Bob": {},
    }
