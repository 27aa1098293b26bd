"""Scenario tests for the age 8 cards of the base set (one or more per effect)."""

from helpers import act, board, expect, hand, icons, score_pile, setup, splay, supply

# -- Quantum Theory ------------------------------------------------------------------


def test_quantum_theory_returning_two_draws_a_10_and_scores_a_10():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Quantum Theory"]}, "hand": ["Pottery", "Oars", "Coal"]},
            "Bob": {},
        },
        supply={"10": ["Software", "A.I."]},
    )
    act(game, "dogma Quantum Theory")
    d = expect(game, "Alice", "choose_cards")
    assert d.min == 0 and d.max == 2
    act(game, ["Oars", "Pottery"])
    assert supply(game, 1)[-2:] == ["Oars", "Pottery"]
    assert hand(game, "Alice") == ["Coal", "Software"]
    assert score_pile(game, "Alice") == ["A.I."]


def test_quantum_theory_returning_one_card_draws_nothing():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Quantum Theory"]}, "hand": ["Pottery", "Oars", "Coal"]},
            "Bob": {},
        },
        supply={"10": ["Software", "A.I."]},
    )
    act(game, "dogma Quantum Theory", ["Coal"])
    assert supply(game, 5)[-1] == "Coal"
    assert hand(game, "Alice") == ["Oars", "Pottery"]
    assert score_pile(game, "Alice") == []
    assert supply(game, 10)[:2] == ["Software", "A.I."]


def test_quantum_theory_shared_sharer_draws_the_first_10s():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Quantum Theory"]}, "hand": ["Pottery", "Oars"]},
            # 2 + 1 = 3 clocks: Bob shares.
            "Bob": {
                "board": {"purple": ["Railroad"], "green": ["Bicycle"]},
                "hand": ["Coal", "Tools"],
            },
        },
        supply={"10": ["Software", "A.I.", "Databases", "Stem Cells"], "8": ["Flight"]},
    )
    act(game, "dogma Quantum Theory")
    expect(game, "Bob", "choose_cards")
    act(game, ["Coal", "Tools"])
    expect(game, "Alice", "choose_cards")
    act(game, ["Pottery", "Oars"])
    assert hand(game, "Bob") == ["Software"]
    assert score_pile(game, "Bob") == ["A.I."]
    assert score_pile(game, "Alice") == ["Stem Cells"]
    # Databases, then the free Draw action: Alice's highest top card is an 8.
    assert hand(game, "Alice") == ["Databases", "Flight"]


# -- Rocketry ------------------------------------------------------------------------


def test_rocketry_returns_one_opponent_score_card_per_two_clocks():
    game = setup(
        {
            # 3 + 2 = 5 clocks: two cards.
            "Alice": {"board": {"blue": ["Rocketry"], "purple": ["Railroad"]}, "score": ["Oars"]},
            "Bob": {"score": ["Coal", "Pottery"]},
            "Carol": {"score": ["Canning"]},
        }
    )
    assert icons(game, "Alice")["clock"] == 5
    act(game, "dogma Rocketry")
    # Score piles are face down: Alice chooses by pile and value only.
    expect(
        game,
        "Alice",
        "choose_option",
        ["Bob's score pile: 5", "Bob's score pile: 1", "Carol's score pile: 6"],
    )
    act(game, "Bob's score pile: 5")
    expect(game, "Alice", "choose_option", ["Bob's score pile: 1", "Carol's score pile: 6"])
    act(game, "Carol's score pile: 6")
    assert score_pile(game, "Bob") == ["Pottery"]
    assert score_pile(game, "Carol") == []
    assert score_pile(game, "Alice") == ["Oars"]  # her own pile is not a target
    assert supply(game, 5)[-1] == "Coal"
    assert supply(game, 6)[-1] == "Canning"


def test_rocketry_identical_backs_the_game_picks_one():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Rocketry"]}},  # 3 clocks: one card
            "Bob": {"score": ["Pottery", "Oars", "Coal"]},
        }
    )
    act(game, "dogma Rocketry")
    expect(game, "Alice", "choose_option", ["Bob's score pile: 1", "Bob's score pile: 5"])
    act(game, "Bob's score pile: 1")
    left = score_pile(game, "Bob")
    assert "Coal" in left and len(left) == 2
    returned = ({"Pottery", "Oars"} - set(left)).pop()
    assert supply(game, 1)[-1] == returned


def test_rocketry_returns_as_many_as_there_are():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Rocketry"], "purple": ["Railroad"]}},
            "Bob": {"score": ["Coal"]},
        }
    )
    act(game, "dogma Rocketry")
    assert score_pile(game, "Bob") == []
    assert supply(game, 5)[-1] == "Coal"
    expect(game, "Alice", "action")


def test_rocketry_sharer_returns_from_the_activating_players_score_pile():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Rocketry"]}, "score": ["Coal"]},
            "Bob": {"board": {"purple": ["Railroad"], "green": ["Bicycle"]}, "score": ["Canning"]},
        },
        supply={"8": ["Flight"]},
    )
    act(game, "dogma Rocketry")
    assert score_pile(game, "Alice") == []
    assert score_pile(game, "Bob") == []
    assert supply(game, 5)[-1] == "Coal" and supply(game, 6)[-1] == "Canning"
    assert hand(game, "Alice") == ["Flight"]  # free draw


# -- Flight --------------------------------------------------------------------------


def test_flight_splays_red_up_but_not_another_colour_in_the_same_action():
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Flight", "Oars"], "green": ["Sailing", "Clothing"]},
            },
            "Bob": {},
        }
    )
    act(game, "dogma Flight")
    # Effect 1: red is not splayed up, nothing happens. Effect 2:
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "red") == "up"
    assert splay(game, "Alice", "green") == "none"
    expect(game, "Alice", "action")


def test_flight_with_red_up_splays_any_one_colour_up():
    game = setup(
        {
            "Alice": {
                "board": {
                    "red": {"cards": ["Flight", "Oars", "Archery"], "splay": "up"},
                    "green": ["Sailing", "Clothing"],
                    "blue": {"cards": ["Tools", "Writing"], "splay": "left"},
                    "yellow": ["Agriculture"],
                },
            },
            "Bob": {},
        }
    )
    act(game, "dogma Flight")
    expect(game, "Alice", "choose_color", ["green", "blue", None])
    act(game, "blue")
    assert splay(game, "Alice", "blue") == "up"
    assert splay(game, "Alice", "green") == "none"
    # Effect 2: red is already up, nothing to ask.
    expect(game, "Alice", "action")


def test_flight_declined():
    game = setup({"Alice": {"board": {"red": ["Flight", "Oars"]}}, "Bob": {}})
    act(game, "dogma Flight", "no")
    assert splay(game, "Alice", "red") == "none"


# -- Mobility ------------------------------------------------------------------------


def test_mobility_demands_two_highest_non_red_top_cards_without_factory():
    game = setup(
        {
            "Alice": {"board": {"red": ["Mobility"]}},  # 2 factories
            "Bob": {
                "board": {
                    "red": ["Archery"],
                    "blue": ["Atomic Theory", "Evolution"],
                    "yellow": ["Machinery"],
                    "purple": ["Philosophy"],
                    "green": ["Invention"],  # 1 factory
                }
            },
        },
        supply={"8": ["Antibiotics"]},
    )
    act(game, "dogma Mobility")
    assert score_pile(game, "Alice") == ["Atomic Theory", "Machinery"]
    # Evolution was not a top card when the two were chosen.
    assert board(game, "Bob", "blue") == ["Evolution"]
    assert board(game, "Bob", "yellow") == []
    assert board(game, "Bob", "purple") == ["Philosophy"]
    assert hand(game, "Bob") == ["Antibiotics"]


def test_mobility_victim_chooses_among_tied_cards():
    game = setup(
        {
            "Alice": {"board": {"red": ["Mobility"]}},
            "Bob": {
                "board": {
                    "blue": ["Alchemy"],
                    "green": ["Compass"],
                    "yellow": ["Machinery"],
                    "purple": ["Philosophy"],
                }
            },
        },
        supply={"8": ["Antibiotics"]},
    )
    act(game, "dogma Mobility")
    d = expect(game, "Bob", "choose_cards", ["Alchemy", "Compass", "Machinery"])
    assert d.min == d.max == 2
    act(game, ["Compass", "Alchemy"])
    assert score_pile(game, "Alice") == ["Alchemy", "Compass"]
    assert board(game, "Bob", "yellow") == ["Machinery"]
    assert hand(game, "Bob") == ["Antibiotics"]


def test_mobility_nothing_to_transfer_no_draw_and_safe_opponent():
    game = setup(
        {
            "Alice": {"board": {"red": ["Mobility"]}},
            "Bob": {"board": {"red": ["Archery"], "green": ["Invention"]}},
            "Carol": {"board": {"yellow": ["Canning"], "blue": ["Writing"]}},  # 2: safe
        },
        supply={"8": ["Antibiotics"]},
    )
    act(game, "dogma Mobility")
    assert score_pile(game, "Alice") == []
    assert hand(game, "Bob") == [] and hand(game, "Carol") == []
    assert board(game, "Carol", "blue") == ["Writing"]
    assert supply(game, 8)[0] == "Antibiotics"


# -- Corporations --------------------------------------------------------------------


def test_corporations_demand_then_draw_and_meld_an_8():
    game = setup(
        {
            "Alice": {"board": {"green": ["Corporations"], "red": ["Coal"]}},  # 5 factories
            "Bob": {
                "board": {
                    "red": ["The Pirate Code"],
                    "yellow": ["Skyscrapers"],
                    "green": ["Invention"],
                    "blue": ["Writing"],
                }
            },
        },
        supply={"8": ["Antibiotics", "Empiricism"]},
    )
    act(game, "dogma Corporations")
    expect(game, "Bob", "choose_card", ["The Pirate Code", "Skyscrapers"])
    act(game, "Skyscrapers")
    assert score_pile(game, "Alice") == ["Skyscrapers"]
    assert board(game, "Bob", "yellow") == ["Antibiotics"]  # drawn and melded
    assert board(game, "Alice", "purple") == ["Empiricism"]
    assert hand(game, "Alice") == [] and hand(game, "Bob") == []


def test_corporations_victim_without_eligible_card_does_not_draw():
    game = setup(
        {
            "Alice": {"board": {"green": ["Corporations"], "red": ["Coal"]}},
            "Bob": {"board": {"green": ["Invention"], "blue": ["Writing"]}},
        },
        supply={"8": ["Antibiotics", "Empiricism"]},
    )
    act(game, "dogma Corporations")
    assert score_pile(game, "Alice") == []
    assert board(game, "Bob", "green") == ["Invention"]
    assert board(game, "Alice", "yellow") == ["Antibiotics"]
    assert supply(game, 8)[0] == "Empiricism"


def test_corporations_sharer_melds_first_and_free_draw():
    game = setup(
        {
            "Alice": {"board": {"green": ["Corporations"]}},  # 2 factories
            "Bob": {"board": {"red": ["Coal"]}},  # 3 factories: shares, not demanded
        },
        supply={"8": ["Flight", "Mobility", "Empiricism"]},
    )
    act(game, "dogma Corporations")
    assert board(game, "Bob", "red") == ["Flight", "Coal"]
    assert board(game, "Alice", "red") == ["Mobility"]
    assert hand(game, "Alice") == ["Empiricism"]  # free draw of an 8


# -- Mass Media ----------------------------------------------------------------------


def test_mass_media_returns_a_card_then_every_score_card_of_a_value():
    game = setup(
        {
            "Alice": {
                "board": {"green": ["Mass Media"], "purple": ["Societies", "Code of Laws"]},
                "hand": ["Oars"],
                "score": ["Coal", "Steam Engine", "Pottery"],
            },
            "Bob": {"score": ["Chemistry", "Writing"]},
        }
    )
    act(game, "dogma Mass Media")
    expect(game, "Alice", "choose_card", ["Oars", None])
    act(game, "Oars")
    assert supply(game, 1)[-1] == "Oars"
    d = expect(game, "Alice", "choose_value")
    assert d.options == list(range(1, 11))
    act(game, 5)
    # Her own two 5s go to the same pile: she orders them.
    expect(game, "Alice", "choose_card", ["Coal", "Steam Engine"])
    act(game, "Steam Engine")
    assert score_pile(game, "Alice") == ["Pottery"]
    assert score_pile(game, "Bob") == ["Writing"]
    assert sorted(supply(game, 5)[-3:]) == ["Chemistry", "Coal", "Steam Engine"]
    assert supply(game, 5).index("Steam Engine") < supply(game, 5).index("Coal")
    # Effect 2.
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "purple") == "up"


def test_mass_media_declined_returns_nothing():
    game = setup(
        {
            "Alice": {"board": {"green": ["Mass Media"]}, "hand": ["Oars"], "score": ["Coal"]},
            "Bob": {"score": ["Chemistry"]},
        }
    )
    act(game, "dogma Mass Media", None)
    assert hand(game, "Alice") == ["Oars"]
    assert score_pile(game, "Alice") == ["Coal"] and score_pile(game, "Bob") == ["Chemistry"]
    expect(game, "Alice", "action")


def test_mass_media_sharer_returns_that_value_from_every_score_pile_and_free_draw():
    game = setup(
        {
            "Alice": {"board": {"green": ["Mass Media"]}, "score": ["Coal", "Pottery"]},
            "Bob": {
                "board": {"purple": ["Education"]},  # 3 lightbulbs: shares
                "hand": ["Oars"],
                "score": ["Chemistry"],
            },
        },
        supply={"8": ["Flight"]},
    )
    act(game, "dogma Mass Media")
    expect(game, "Bob", "choose_card", ["Oars", None])
    act(game, "Oars")
    expect(game, "Bob", "choose_value")
    act(game, 5)
    assert score_pile(game, "Alice") == ["Pottery"]
    assert score_pile(game, "Bob") == []
    # Alice has no card in hand: she returns nothing; then her free draw.
    assert hand(game, "Alice") == ["Flight"]


# -- Antibiotics ---------------------------------------------------------------------


def test_antibiotics_draws_two_8s_per_different_value_returned():
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Antibiotics"]},
                "hand": ["Pottery", "Oars", "Coal", "Writing"],
            },
            "Bob": {},
        },
        supply={"8": ["Flight", "Mobility", "Corporations", "Mass Media", "Empiricism"]},
    )
    act(game, "dogma Antibiotics")
    d = expect(game, "Alice", "choose_cards")
    assert d.min == 0 and d.max == 3
    act(game, ["Pottery", "Oars", "Coal"])
    assert supply(game, 1)[-2:] == ["Pottery", "Oars"]
    assert supply(game, 5)[-1] == "Coal"
    assert hand(game, "Alice") == ["Corporations", "Flight", "Mass Media", "Mobility", "Writing"]
    assert supply(game, 8)[0] == "Empiricism"


def test_antibiotics_declined():
    game = setup(
        {"Alice": {"board": {"yellow": ["Antibiotics"]}, "hand": ["Pottery"]}, "Bob": {}},
        supply={"8": ["Flight"]},
    )
    act(game, "dogma Antibiotics", [])
    assert hand(game, "Alice") == ["Pottery"]
    assert supply(game, 8)[0] == "Flight"


# -- Skyscrapers ---------------------------------------------------------------------


def test_skyscrapers_transfers_scores_the_card_beneath_and_returns_the_rest():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Skyscrapers"], "blue": ["Writing"]}},
            "Bob": {
                "board": {
                    "blue": {
                        "cards": ["Quantum Theory", "Atomic Theory", "Tools", "Pottery"],
                        "splay": "left",
                    },
                    "purple": ["Lighting"],
                }
            },
        }
    )
    act(game, "dogma Skyscrapers")
    expect(game, "Bob", "choose_card", ["Quantum Theory", "Lighting"])
    act(game, "Quantum Theory")
    assert board(game, "Alice", "blue") == ["Quantum Theory", "Writing"]
    assert score_pile(game, "Bob") == ["Atomic Theory"]
    expect(game, "Bob", "choose_card", ["Tools", "Pottery"])  # same supply pile
    act(game, "Pottery")
    assert supply(game, 1)[-2:] == ["Pottery", "Tools"]
    assert board(game, "Bob", "blue") == []
    assert board(game, "Bob", "purple") == ["Lighting"]


def test_skyscrapers_lone_card_nothing_beneath_and_yellow_excluded():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Skyscrapers"]}},
            "Bob": {"board": {"purple": ["Lighting"], "red": ["Archery"]}},
        }
    )
    act(game, "dogma Skyscrapers")
    assert board(game, "Alice", "purple") == ["Lighting"]
    assert board(game, "Bob", "purple") == []
    assert score_pile(game, "Bob") == []


def test_skyscrapers_no_clock_top_card_and_safe_opponent():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Skyscrapers"]}},  # 2 crowns
            "Bob": {"board": {"red": ["Archery"], "blue": ["Atomic Theory", "Tools"]}},
            "Carol": {"board": {"purple": ["Lighting"], "green": ["Sailing"]}},  # 2 crowns
        }
    )
    act(game, "dogma Skyscrapers")
    assert board(game, "Bob", "blue") == ["Atomic Theory", "Tools"]
    assert board(game, "Carol", "purple") == ["Lighting"]
    assert board(game, "Alice", "purple") == []


# -- Empiricism ----------------------------------------------------------------------


def test_empiricism_drawn_card_of_a_chosen_colour_is_melded_and_may_splay_up():
    game = setup(
        {"Alice": {"board": {"purple": ["Empiricism"], "blue": ["Tools", "Writing"]}}, "Bob": {}},
        supply={"9": ["Computers"]},
    )
    act(game, "dogma Empiricism")
    expect(game, "Alice", "choose_color", ["blue", "red", "green", "yellow", "purple"])
    act(game, "blue")
    expect(game, "Alice", "choose_color", ["red", "green", "yellow", "purple"])
    act(game, "red")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert board(game, "Alice", "blue") == ["Computers", "Tools", "Writing"]
    assert splay(game, "Alice", "blue") == "up"
    assert hand(game, "Alice") == []
    assert game.result is None
    expect(game, "Alice", "action")


def test_empiricism_drawn_card_of_another_colour_stays_in_hand():
    game = setup(
        {"Alice": {"board": {"purple": ["Empiricism"], "blue": ["Tools", "Writing"]}}, "Bob": {}},
        supply={"9": ["Computers"]},
    )
    act(game, "dogma Empiricism", "red", "green")
    assert hand(game, "Alice") == ["Computers"]
    assert board(game, "Alice", "blue") == ["Tools", "Writing"]


EMPIRICISM_BOARD = {
    # Splayed up: Empiricism 3 + Philosophy 3 + Education 2 = 8.
    "purple": {"cards": ["Empiricism", "Philosophy", "Education"], "splay": "up"},
    # Genetics 3 + Evolution 2 + Atomic Theory 2 + Printing Press 2 = 9.
    "blue": {
        "cards": ["Genetics", "Evolution", "Atomic Theory", "Printing Press"],
        "splay": "up",
    },
}


def test_empiricism_twenty_lightbulbs_win():
    position = {k: dict(v) for k, v in EMPIRICISM_BOARD.items()}
    position["blue"]["cards"] = [*position["blue"]["cards"], "Experimentation"]  # +3 = 20
    game = setup({"Alice": {"board": position}, "Bob": {}}, supply={"9": ["Ecology"]})
    assert icons(game, "Alice")["lightbulb"] == 20
    act(game, "dogma Empiricism", "red", "green")
    assert game.result is not None
    assert game.result.winners == ["Alice"]
    assert game.result.reason == "dogma" and game.result.card == "Empiricism"


def test_empiricism_nineteen_lightbulbs_do_not_win():
    position = {k: dict(v) for k, v in EMPIRICISM_BOARD.items()}
    position["blue"]["cards"] = [*position["blue"]["cards"], "Mathematics"]  # +2 = 19
    game = setup({"Alice": {"board": position}, "Bob": {}}, supply={"9": ["Ecology"]})
    assert icons(game, "Alice")["lightbulb"] == 19
    act(game, "dogma Empiricism", "red", "green")
    assert game.result is None
    expect(game, "Alice", "action")


# -- Socialism -----------------------------------------------------------------------


def test_socialism_tucks_all_and_with_a_purple_takes_each_opponents_lowest_cards():
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Socialism"], "blue": ["Tools"]},
                "hand": ["Lighting", "Pottery", "Writing"],
            },
            "Bob": {"hand": ["Oars", "Sailing", "Coal"]},
            "Carol": {"hand": ["Chemistry"]},
        }
    )
    act(game, "dogma Socialism")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    expect(game, "Alice", "choose_card", ["Pottery", "Writing"])  # both go under blue
    act(game, "Pottery")
    assert board(game, "Alice", "blue") == ["Tools", "Pottery", "Writing"]
    assert board(game, "Alice", "purple") == ["Socialism", "Lighting"]
    assert hand(game, "Alice") == ["Chemistry", "Oars", "Sailing"]
    assert hand(game, "Bob") == ["Coal"]
    assert hand(game, "Carol") == []


def test_socialism_without_purple_takes_nothing():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Socialism"]}, "hand": ["Pottery"]},
            "Bob": {"hand": ["Oars"]},
        }
    )
    act(game, "dogma Socialism", "yes")
    assert board(game, "Alice", "blue") == ["Pottery"]
    assert hand(game, "Alice") == []
    assert hand(game, "Bob") == ["Oars"]


def test_socialism_declined():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Socialism"]}, "hand": ["Lighting"]},
            "Bob": {"hand": ["Oars"]},
        }
    )
    act(game, "dogma Socialism", "no")
    assert hand(game, "Alice") == ["Lighting"]
    assert hand(game, "Bob") == ["Oars"]


def test_socialism_sharer_takes_from_the_activating_player():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Socialism"]}, "hand": ["Pottery", "Coal"]},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Mysticism"]},  # 3 leaves
        },
        supply={"8": ["Flight"]},
    )
    act(game, "dogma Socialism")
    expect(game, "Bob", "yes_no")
    act(game, "yes")
    assert board(game, "Bob", "purple") == ["Mysticism"]
    assert hand(game, "Bob") == ["Pottery"]
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert board(game, "Alice", "red") == ["Coal"]
    assert hand(game, "Alice") == ["Flight"]  # took nothing; free draw of an 8
