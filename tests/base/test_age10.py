"""Scenario tests for the age 10 cards of the base set (one or more per effect).

Drawing above age 10 ends the game by score: tests that reach it remove the
age 10 cards they do not use, to make the age 10 supply pile small.
"""

from helpers import act, base_cards, board, expect, hand, icons, score_pile, setup, splay, supply


def all_tens_but(*kept: str) -> list[str]:
    """The age 10 cards to remove from the game so that only ``kept`` are left."""
    return [c for c in base_cards(10) if c not in kept]


# -- Bioengineering ------------------------------------------------------------------


def test_bioengineering_takes_a_leaf_top_card_then_the_player_with_most_leaves_wins():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Bioengineering"]}},
            "Bob": {"board": {"yellow": ["Agriculture"], "green": ["Clothing"]}},
        }
    )
    act(game, "dogma Bioengineering")
    expect(game, "Alice", "choose_card", ["Agriculture", "Clothing"])
    act(game, "Agriculture")
    assert score_pile(game, "Alice") == ["Agriculture"]
    assert board(game, "Bob", "yellow") == []
    # Alice has 0 leaves (fewer than three): Bob, with 2, has the most.
    assert game.result.winners == ["Bob"]
    assert game.result.reason == "dogma" and game.result.card == "Bioengineering"


def test_bioengineering_tie_for_most_leaves_is_ignored():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Bioengineering"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
        }
    )
    act(game, "dogma Bioengineering")
    assert score_pile(game, "Alice") == ["Agriculture"]
    assert game.result is None  # 0 and 0 leaves
    expect(game, "Alice", "action")


def test_bioengineering_activating_player_with_most_leaves_wins():
    game = setup(
        {
            "Alice": {
                "board": {
                    "blue": ["Bioengineering"],
                    "yellow": ["Agriculture"],
                    "green": ["Clothing"],
                }
            },
            "Bob": {"board": {"red": ["Oars"]}},
        }
    )
    act(game, "dogma Bioengineering")
    assert score_pile(game, "Alice") == []  # Bob has no leaf top card
    assert game.result.winners == ["Alice"]


def test_bioengineering_nobody_below_three_leaves_no_win():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
            "Bob": {"board": {"purple": ["Reformation"], "green": ["Clothing"]}},
        }
    )
    act(game, "dogma Bioengineering", "Clothing")
    assert icons(game, "Alice")["leaf"] == 3 and icons(game, "Bob")["leaf"] == 3
    assert game.result is None


def test_bioengineering_sharer_takes_from_the_activating_player_and_free_draw():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
            "Bob": {"board": {"purple": ["Railroad"], "green": ["Clothing"]}},  # 2 clocks
        },
        supply={"10": ["Software"]},
    )
    act(game, "dogma Bioengineering")
    assert score_pile(game, "Bob") == ["Agriculture"]
    assert score_pile(game, "Alice") == ["Clothing"]
    assert game.result is None  # 0 and 0 leaves: a tie
    assert hand(game, "Alice") == ["Software"]


# -- Software ------------------------------------------------------------------------


def test_software_scores_a_10_melds_two_and_executes_the_second_alone():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Software"]}, "hand": ["Pottery", "Coal"]},
            # 3 leaves, but Stem Cells is not shared.
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
        },
        supply={"10": ["A.I.", "The Internet", "Stem Cells"]},
    )
    act(game, "dogma Software")
    assert score_pile(game, "Alice") == ["A.I."]
    assert board(game, "Alice", "purple") == ["The Internet"]  # melded, not executed
    assert board(game, "Alice", "yellow") == ["Stem Cells"]
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert score_pile(game, "Alice") == ["A.I.", "Coal", "Pottery"]
    assert hand(game, "Bob") == ["Oars"]
    expect(game, "Alice", "action")


def test_software_running_out_of_10s_ends_the_game_by_score():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Software"]}},
            "Bob": {"score": ["Databases", "Coal"]},
        },
        supply={"10": ["A.I.", "Stem Cells"]},
        removed=all_tens_but("Software", "Databases", "A.I.", "Stem Cells"),
    )
    act(game, "dogma Software")
    # A.I. scored (10), Stem Cells melded, then no 10 left to draw.
    assert board(game, "Alice", "yellow") == ["Stem Cells"]
    assert game.pending is None
    assert game.result.winners == ["Bob"]  # 15 points against 10
    assert game.result.reason == "score"


def test_software_game_end_tied_score_most_achievements_wins_else_a_draw():
    def play(bobs_achievements):
        game = setup(
            {
                "Alice": {"board": {"blue": ["Software"]}},
                "Bob": {"score": ["Databases"], "achievements": bobs_achievements},
            },
            supply={"10": ["A.I."]},
            removed=all_tens_but("Software", "Databases", "A.I."),
        )
        act(game, "dogma Software")
        assert score_pile(game, "Alice") == ["A.I."]  # 10 points each
        assert game.result.reason == "score"
        return game.result.winners

    assert play(["Agriculture"]) == ["Bob"]
    assert play([]) == ["Alice", "Bob"]  # still tied: a draw


# -- Miniaturization -----------------------------------------------------------------


def test_miniaturization_returning_a_10_draws_a_10_per_value_in_score_pile():
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Miniaturization"]},
                "hand": ["Software", "Coal"],
                "score": ["Pottery", "Oars", "Chemistry", "Canning"],  # values 1, 5, 6
            },
            "Bob": {},
        },
        supply={"10": ["A.I.", "Databases", "Stem Cells", "Robotics"]},
    )
    act(game, "dogma Miniaturization")
    expect(game, "Alice", "choose_card", ["Software", "Coal", None])
    act(game, "Software")
    assert supply(game, 10)[-1] == "Software"
    assert hand(game, "Alice") == ["A.I.", "Coal", "Databases", "Stem Cells"]


def test_miniaturization_returning_a_lower_card_draws_nothing():
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Miniaturization"]},
                "hand": ["Software", "Coal"],
                "score": ["Pottery"],
            },
            "Bob": {},
        },
        supply={"10": ["A.I."]},
    )
    act(game, "dogma Miniaturization", "Coal")
    assert supply(game, 5)[-1] == "Coal"
    assert hand(game, "Alice") == ["Software"]
    assert supply(game, 10)[0] == "A.I."


def test_miniaturization_declined():
    game = setup(
        {"Alice": {"board": {"red": ["Miniaturization"]}, "hand": ["Software"]}, "Bob": {}},
    )
    act(game, "dogma Miniaturization", None)
    assert hand(game, "Alice") == ["Software"]


def test_miniaturization_the_returned_10_is_drawn_again_then_the_game_ends():
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Miniaturization"]},
                "hand": ["Software"],
                "score": ["Pottery", "Coal", "Canning"],  # three values
            },
            "Bob": {"score": ["Chemistry"]},
        },
        supply={"10": ["A.I."]},
        removed=all_tens_but("Miniaturization", "Software", "A.I."),
    )
    act(game, "dogma Miniaturization", "Software")
    # A.I., then Software (returned to the bottom of the pile), then no 10.
    assert hand(game, "Alice") == ["A.I.", "Software"]
    assert game.result.reason == "score"
    assert game.result.winners == ["Alice"]  # 12 points against 5


# -- Robotics ------------------------------------------------------------------------


def test_robotics_scores_top_green_melds_a_10_and_executes_it_alone():
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Robotics"], "green": ["Navigation", "Sailing"]},
                "hand": ["Pottery"],
            },
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
        },
        supply={"10": ["Stem Cells"]},
    )
    act(game, "dogma Robotics")
    assert score_pile(game, "Alice") == ["Navigation"]
    assert board(game, "Alice", "green") == ["Sailing"]
    assert board(game, "Alice", "yellow") == ["Stem Cells"]
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert score_pile(game, "Alice") == ["Navigation", "Pottery"]
    assert hand(game, "Bob") == ["Oars"]


def test_robotics_executing_ai_with_software_on_top_lowest_score_wins():
    game = setup(
        {
            "Alice": {"board": {"red": ["Robotics"]}},
            "Bob": {"board": {"blue": ["Software"]}, "score": ["Pottery"]},
        },
        supply={"10": ["A.I.", "Databases"]},
    )
    act(game, "dogma Robotics")
    assert board(game, "Alice", "purple") == ["A.I."]
    assert score_pile(game, "Alice") == ["Databases"]
    assert game.result.winners == ["Bob"]
    assert game.result.card == "A.I."


# -- Databases -----------------------------------------------------------------------


def test_databases_demands_half_the_score_pile_rounded_up():
    game = setup(
        {
            "Alice": {"board": {"green": ["Databases"]}},  # 3 clocks
            "Bob": {"score": ["Pottery", "Oars", "Coal"]},
            "Carol": {"board": {"blue": ["Quantum Theory"]}, "score": ["Canning"]},  # 3: safe
        }
    )
    act(game, "dogma Databases")
    d = expect(game, "Bob", "choose_cards", ["Pottery", "Oars", "Coal"])
    assert d.min == d.max == 2
    act(game, ["Oars", "Pottery"])
    assert supply(game, 1)[-2:] == ["Oars", "Pottery"]
    assert score_pile(game, "Bob") == ["Coal"]
    assert score_pile(game, "Carol") == ["Canning"]


def test_databases_one_card_is_returned():
    game = setup(
        {"Alice": {"board": {"green": ["Databases"]}}, "Bob": {"score": ["Coal"]}},
    )
    act(game, "dogma Databases")
    assert score_pile(game, "Bob") == []
    assert supply(game, 5)[-1] == "Coal"


# -- Self Service --------------------------------------------------------------------


def test_self_service_executes_another_top_cards_non_demand_effects_only():
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": ["Self Service"],
                    "red": ["Combustion", "Oars"],
                    "blue": ["Writing"],
                }
            },
            # 0 crowns: Combustion's demand would take a card.
            "Bob": {"score": ["Coal"]},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Self Service")
    expect(game, "Alice", "choose_card", ["Combustion", "Writing"])
    act(game, "Combustion")
    assert score_pile(game, "Bob") == ["Coal"]  # no demand
    assert board(game, "Alice", "red") == ["Combustion"]  # bottom red returned
    assert supply(game, 1)[-1] == "Oars"
    assert hand(game, "Alice") == []
    assert game.result is None  # 0 achievements each


def test_self_service_executed_rocketry_still_affects_opponents():
    game = setup(
        {
            "Alice": {"board": {"green": ["Self Service"], "blue": ["Rocketry"]}},  # 3 clocks
            "Bob": {"score": ["Coal", "Pottery"]},
        }
    )
    act(game, "dogma Self Service")
    expect(game, "Alice", "choose_option", ["Bob's score pile: 5", "Bob's score pile: 1"])
    act(game, "Bob's score pile: 5")
    assert score_pile(game, "Bob") == ["Pottery"]
    assert supply(game, 5)[-1] == "Coal"


def test_self_service_more_achievements_than_each_other_player_wins():
    game = setup(
        {
            "Alice": {"board": {"green": ["Self Service"]}, "achievements": ["Agriculture"]},
            "Bob": {},
        }
    )
    act(game, "dogma Self Service")
    assert game.result.winners == ["Alice"]
    assert game.result.card == "Self Service"


def test_self_service_tied_for_most_achievements_no_win():
    game = setup(
        {
            "Alice": {
                "board": {"green": ["Self Service"]},
                "achievements": ["Agriculture", "Calendar"],
            },
            "Bob": {"achievements": ["Alchemy", "Anatomy"]},
            "Carol": {},
        }
    )
    act(game, "dogma Self Service")
    assert game.result is None


def test_self_service_sharer_with_more_achievements_wins_first():
    game = setup(
        {
            "Alice": {"board": {"green": ["Self Service"]}, "achievements": ["Agriculture"]},
            "Bob": {
                "board": {"purple": ["Enterprise"]},  # 3 crowns: shares
                "achievements": ["Alchemy", "Anatomy"],
            },
        }
    )
    act(game, "dogma Self Service")
    assert game.result.winners == ["Bob"]


# -- Globalization -------------------------------------------------------------------


def test_globalization_demand_returns_a_leaf_top_card_and_no_win_while_leaves_lead():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Globalization"]}},
            "Bob": {"board": {"yellow": ["Agriculture"], "green": ["Clothing"]}},
        },
        supply={"6": ["Canning"]},
    )
    act(game, "dogma Globalization")
    expect(game, "Bob", "choose_card", ["Agriculture", "Clothing"])
    act(game, "Clothing")
    assert board(game, "Bob", "green") == []
    assert supply(game, 1)[-1] == "Clothing"
    assert score_pile(game, "Alice") == ["Canning"]
    assert game.result is None  # Bob: 3 leaves, 0 factories


def test_globalization_single_highest_score_wins():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Globalization"]}},
            "Bob": {"board": {"green": ["Clothing"], "red": ["Oars"]}, "score": ["Coal"]},
        },
        supply={"6": ["Canning"]},
    )
    act(game, "dogma Globalization")
    assert board(game, "Bob", "green") == []
    assert game.result.winners == ["Alice"]  # 6 points against 5
    assert game.result.card == "Globalization"


def test_globalization_tie_for_highest_score_no_win():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Globalization"]}},
            "Bob": {"board": {"red": ["Oars"]}, "score": ["Vaccination"]},
        },
        supply={"6": ["Canning"]},
    )
    act(game, "dogma Globalization")
    assert score_pile(game, "Alice") == ["Canning"]
    assert game.result is None


def test_globalization_sharer_draws_scores_and_wins_first():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Globalization"]}},
            # 3 factories (not demanded), 2 leaves.
            "Bob": {"board": {"red": ["Coal"], "green": ["Clothing"]}, "score": ["Chemistry"]},
        },
        supply={"6": ["Canning"]},
    )
    act(game, "dogma Globalization")
    assert board(game, "Bob", "green") == ["Clothing"]
    assert score_pile(game, "Bob") == ["Canning", "Chemistry"]
    assert game.result.winners == ["Bob"]


# -- Stem Cells ----------------------------------------------------------------------


def test_stem_cells_scores_all_cards_from_hand():
    game = setup(
        {"Alice": {"board": {"yellow": ["Stem Cells"]}, "hand": ["Pottery", "Coal"]}, "Bob": {}},
    )
    act(game, "dogma Stem Cells")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert score_pile(game, "Alice") == ["Coal", "Pottery"]
    assert hand(game, "Alice") == []


def test_stem_cells_declined_and_empty_hand():
    game = setup(
        {"Alice": {"board": {"yellow": ["Stem Cells"]}, "hand": ["Pottery", "Coal"]}, "Bob": {}},
    )
    act(game, "dogma Stem Cells", "no")
    assert hand(game, "Alice") == ["Coal", "Pottery"]
    assert score_pile(game, "Alice") == []

    game = setup({"Alice": {"board": {"yellow": ["Stem Cells"]}}, "Bob": {}})
    act(game, "dogma Stem Cells")
    expect(game, "Alice", "action")  # nothing to ask


def test_stem_cells_sharer_scores_first_and_free_draw():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Stem Cells"]}, "hand": ["Pottery"]},
            "Bob": {"board": {"purple": ["Reformation"]}, "hand": ["Oars"]},  # 3 leaves
        },
        supply={"10": ["A.I."]},
    )
    act(game, "dogma Stem Cells")
    expect(game, "Bob", "yes_no")
    act(game, "yes", "yes")
    assert score_pile(game, "Bob") == ["Oars"]
    assert score_pile(game, "Alice") == ["Pottery"]
    assert hand(game, "Alice") == ["A.I."]


# -- A.I. ----------------------------------------------------------------------------


def test_ai_scores_a_10_and_with_robotics_and_software_on_top_lowest_score_wins():
    game = setup(
        {
            "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"]}},
            "Bob": {"board": {"blue": ["Software"]}, "score": ["Pottery"]},
        },
        supply={"10": ["Databases"]},
    )
    act(game, "dogma A.I.")
    assert score_pile(game, "Alice") == ["Databases"]
    assert game.result.winners == ["Bob"]
    assert game.result.card == "A.I."


def test_ai_tie_for_lowest_score_no_win():
    game = setup(
        {
            "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"], "blue": ["Software"]}},
            "Bob": {"score": ["Pottery"]},
            "Carol": {"score": ["Oars"]},
        },
        supply={"10": ["Databases"]},
    )
    act(game, "dogma A.I.")
    assert score_pile(game, "Alice") == ["Databases"]
    assert game.result is None


def test_ai_lowest_score_of_the_players_in_the_game():
    # Carol lost (Exxon Valdez, Artifacts): she left the game with no cards, 0 points.
    # Of the players in the game Bob has the single lowest score: he wins.
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["A.I."], "red": ["Robotics"], "blue": ["Software"]},
                "score": ["Quantum Theory", "Rocketry"],
            },
            "Bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Sailing"]},
            "Carol": {"out": True},
        },
        expansions=["artifacts"],
        achievements=[],
        supply={"10": ["Stem Cells", "Databases"]},
    )
    act(game, "dogma A.I.")
    assert game.result.winners == ["Bob"]


def test_ai_robotics_and_software_on_the_same_board_count():
    game = setup(
        {
            "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"], "blue": ["Software"]}},
            "Bob": {"score": ["Coal"]},
        },
        supply={"10": ["Databases"]},
    )
    act(game, "dogma A.I.")
    assert game.result.winners == ["Bob"]


def test_ai_without_software_on_top_no_win():
    game = setup(
        {
            "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"]}},
            "Bob": {"score": ["Software"]},
        },
        supply={"10": ["Databases"]},
    )
    act(game, "dogma A.I.")
    assert game.result is None


# -- The Internet --------------------------------------------------------------------


def test_the_internet_splays_green_scores_a_10_and_melds_a_10_per_two_clocks():
    game = setup(
        {
            "Alice": {"board": {"purple": ["The Internet"], "green": ["Mass Media", "Bicycle"]}},
            "Bob": {},
        },
        supply={"10": ["A.I.", "Stem Cells", "Databases", "Software"]},
    )
    act(game, "dogma The Internet")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "green") == "up"
    assert score_pile(game, "Alice") == ["A.I."]
    # 2 + 1 + 1 (Bicycle's clock shows when splayed up) = 4 clocks: two 10s,
    # counted once (Databases' clocks do not add a third).
    assert board(game, "Alice", "yellow") == ["Stem Cells"]
    assert board(game, "Alice", "green") == ["Databases", "Mass Media", "Bicycle"]
    assert supply(game, 10)[0] == "Software"


def test_the_internet_splay_declined_three_clocks_one_meld():
    game = setup(
        {
            "Alice": {"board": {"purple": ["The Internet"], "green": ["Mass Media", "Bicycle"]}},
            "Bob": {},
        },
        supply={"10": ["A.I.", "Stem Cells", "Databases"]},
    )
    act(game, "dogma The Internet", "no")
    assert splay(game, "Alice", "green") == "none"
    assert board(game, "Alice", "yellow") == ["Stem Cells"]
    assert supply(game, 10)[0] == "Databases"


def test_the_internet_running_out_of_10s_ends_the_game_by_score():
    game = setup(
        {
            "Alice": {"board": {"purple": ["The Internet"]}},
            "Bob": {"score": ["Coal", "Canning"]},
        },
        supply={"10": ["A.I."]},
        removed=all_tens_but("The Internet", "A.I."),
    )
    act(game, "dogma The Internet")
    assert score_pile(game, "Alice") == ["A.I."]
    assert game.result.reason == "score"
    assert game.result.winners == ["Bob"]  # 11 points against 10
