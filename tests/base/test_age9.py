"""Scenario tests for the age 9 cards of the base set (one or more per effect)."""

from helpers import (
    achievements,
    act,
    base_cards,
    board,
    expect,
    hand,
    score_pile,
    setup,
    splay,
    supply,
)

# -- Computers -----------------------------------------------------------------------


def test_computers_splays_red_up_and_executes_the_melded_10_without_its_demand():
    game = setup(
        {
            "Alice": {
                "board": {
                    "blue": ["Computers"],
                    "red": ["Oars", "Archery"],
                    "green": ["Sailing", "Clothing"],
                }
            },
            # Bob would be vulnerable to Globalization's demand (0 factories).
            "Bob": {"board": {"yellow": ["Agriculture"]}},
        },
        supply={"10": ["Globalization"], "6": ["Canning"]},
    )
    act(game, "dogma Computers")
    expect(game, "Alice", "choose_color", ["red", "green", None])
    act(game, "red")
    assert splay(game, "Alice", "red") == "up"
    assert splay(game, "Alice", "green") == "none"
    assert board(game, "Alice", "yellow") == ["Globalization"]
    # Globalization's demand is not executed, by anyone: Bob keeps his leaf
    # card, and so does Alice (Sailing).
    assert board(game, "Bob", "yellow") == ["Agriculture"]
    assert board(game, "Alice", "green") == ["Sailing", "Clothing"]
    # Its non-demand effect is: Alice draws and scores a 6 (Bob has more
    # leaves than factories, so nobody wins).
    assert score_pile(game, "Alice") == ["Canning"]
    assert game.result is None
    expect(game, "Alice", "action")


def test_computers_shared_each_executes_own_10_alone_and_free_draw():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Computers"]}, "hand": ["Writing"]},  # 2 clocks
            # 2 clocks: shares Computers.  3 leaves: would share Stem Cells.
            "Bob": {"board": {"purple": ["Railroad"], "blue": ["Pottery"]}, "hand": ["Oars"]},
        },
        supply={"10": ["A.I.", "Software", "Stem Cells", "Miniaturization"]},
    )
    act(game, "dogma Computers")
    # Effect 1: nobody has red or green to splay.  Effect 2: Bob first, he
    # melds A.I. and executes it (draws and scores Software).
    assert board(game, "Bob", "purple") == ["A.I.", "Railroad"]
    assert score_pile(game, "Bob") == ["Software"]
    # Alice melds Stem Cells and executes it alone: Bob is not asked.
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert board(game, "Alice", "yellow") == ["Stem Cells"]
    assert score_pile(game, "Alice") == ["Writing"]
    assert hand(game, "Bob") == ["Oars"]
    assert hand(game, "Alice") == ["Miniaturization"]  # free draw of a 10


def test_computers_executing_self_service_executes_computers_again():
    game = setup(
        {"Alice": {"board": {"blue": ["Computers"]}, "hand": ["Pottery"]}, "Bob": {}},
        supply={"10": ["Self Service", "Stem Cells"]},
    )
    act(game, "dogma Computers")
    # Computers melds Self Service and executes it; Self Service executes the
    # only other top card, Computers, which melds Stem Cells and executes it.
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert board(game, "Alice", "green") == ["Self Service"]
    assert board(game, "Alice", "yellow") == ["Stem Cells"]
    assert score_pile(game, "Alice") == ["Pottery"]
    assert game.result is None  # Self Service: 0 achievements each
    expect(game, "Alice", "action")


def test_computers_drawing_past_age_10_ends_the_game_by_score():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Computers"]}, "score": ["Coal"]},
            "Bob": {"score": ["Pottery"]},
        },
        removed=base_cards(10),  # the age 10 supply pile is empty
    )
    act(game, "dogma Computers")
    assert game.pending is None
    assert game.result.winners == ["Alice"]
    assert game.result.reason == "score"


# -- Genetics ------------------------------------------------------------------------


def test_genetics_melds_a_10_and_scores_all_cards_beneath_it():
    game = setup(
        {
            "Alice": {
                "board": {
                    "blue": ["Genetics"],
                    "purple": {"cards": ["Lighting", "Code of Laws"], "splay": "left"},
                }
            },
            "Bob": {},
        },
        supply={"10": ["A.I."]},
    )
    act(game, "dogma Genetics")
    assert board(game, "Alice", "purple") == ["A.I."]
    assert splay(game, "Alice", "purple") == "none"
    assert score_pile(game, "Alice") == ["Code of Laws", "Lighting"]


def test_genetics_new_colour_scores_nothing():
    game = setup(
        {"Alice": {"board": {"blue": ["Genetics"]}}, "Bob": {}}, supply={"10": ["Stem Cells"]}
    )
    act(game, "dogma Genetics")
    assert board(game, "Alice", "yellow") == ["Stem Cells"]
    assert score_pile(game, "Alice") == []


def test_genetics_shared_and_scoring_genetics_itself():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Genetics"]}},
            "Bob": {"board": {"purple": ["Education"]}},  # 3 lightbulbs: shares
        },
        supply={"10": ["A.I.", "Software", "Databases"]},
    )
    act(game, "dogma Genetics")
    assert board(game, "Bob", "purple") == ["A.I."]
    assert score_pile(game, "Bob") == ["Education"]
    assert board(game, "Alice", "blue") == ["Software"]
    assert score_pile(game, "Alice") == ["Genetics"]
    assert hand(game, "Alice") == ["Databases"]  # free draw of a 10


# -- Composites ----------------------------------------------------------------------


def test_composites_demands_all_but_one_hand_card_and_the_highest_score_card():
    game = setup(
        {
            "Alice": {"board": {"red": ["Composites"]}},
            "Bob": {
                "hand": ["Pottery", "Coal", "Writing"],
                "score": ["Canning", "Vaccination", "Oars"],
            },
        }
    )
    act(game, "dogma Composites")
    expect(game, "Bob", "choose_card", ["Pottery", "Coal", "Writing"])  # the one to keep
    act(game, "Coal")
    expect(game, "Bob", "choose_card", ["Canning", "Vaccination"])
    act(game, "Vaccination")
    assert hand(game, "Alice") == ["Pottery", "Writing"]
    assert hand(game, "Bob") == ["Coal"]
    assert score_pile(game, "Alice") == ["Vaccination"]
    assert score_pile(game, "Bob") == ["Canning", "Oars"]


def test_composites_one_card_in_hand_is_kept():
    game = setup(
        {
            "Alice": {"board": {"red": ["Composites"]}},
            "Bob": {"hand": ["Pottery"], "score": ["Oars"]},
        }
    )
    act(game, "dogma Composites")
    assert hand(game, "Bob") == ["Pottery"]
    assert score_pile(game, "Alice") == ["Oars"]
    assert hand(game, "Alice") == []


def test_composites_not_vulnerable_opponent_is_untouched():
    game = setup(
        {
            "Alice": {"board": {"red": ["Composites"]}},
            "Bob": {
                "board": {"yellow": ["Steam Engine"], "green": ["Invention"]},  # 3 factories
                "hand": ["Pottery", "Coal"],
                "score": ["Oars"],
            },
        }
    )
    act(game, "dogma Composites")
    assert hand(game, "Bob") == ["Coal", "Pottery"]
    assert score_pile(game, "Bob") == ["Oars"]


# -- Fission -------------------------------------------------------------------------


def test_fission_red_10_removes_hands_boards_and_score_piles_and_ends_the_dogma():
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Fission"], "blue": ["Writing"]},
                "hand": ["Pottery"],
                "score": ["Coal"],
                "achievements": ["Agriculture"],
            },
            "Bob": {"board": {"green": ["Sailing"]}, "hand": ["Oars"], "score": ["Canning"]},
        },
        supply={"10": ["Robotics", "Software"]},
    )
    act(game, "dogma Fission")
    for who in ("Alice", "Bob"):
        assert hand(game, who) == [] and score_pile(game, who) == []
        assert game.to_position()["players"][game.names.index(who)]["board"] == {}
    assert achievements(game, "Alice") == ["Agriculture"]
    removed = game.to_position()["removed"]
    assert sorted(removed) == sorted(
        ["Fission", "Writing", "Pottery", "Coal", "Sailing", "Oars", "Canning", "Robotics"]
    )
    # The non-demand effect is not executed: nobody draws a 10.
    assert supply(game, 10)[0] == "Software"
    assert game.result is None
    expect(game, "Alice", "action")


def test_fission_non_red_10_is_kept_then_return_a_top_card_and_draw_a_10():
    game = setup(
        {
            "Alice": {"board": {"red": ["Fission"], "blue": ["Writing"]}, "hand": ["Pottery"]},
            "Bob": {"board": {"green": ["Sailing"]}, "hand": ["Oars"]},
        },
        supply={"10": ["Software", "Databases"]},
    )
    act(game, "dogma Fission")
    assert hand(game, "Bob") == ["Oars", "Software"]
    expect(game, "Alice", "choose_card", ["Writing", "Sailing"])  # not Fission
    act(game, "Sailing")
    assert board(game, "Bob", "green") == []
    assert supply(game, 1)[-1] == "Sailing"
    assert hand(game, "Alice") == ["Databases", "Pottery"]
    assert board(game, "Alice", "red") == ["Fission"]


def test_fission_first_victim_draws_red_and_the_next_one_does_not_draw():
    game = setup(
        {
            "Alice": {"board": {"red": ["Fission"]}},
            "Bob": {"hand": ["Oars"]},
            "Carol": {"hand": ["Pottery"]},
        },
        supply={"10": ["Robotics", "Software"]},
    )
    act(game, "dogma Fission")
    assert hand(game, "Bob") == [] and hand(game, "Carol") == []
    assert supply(game, 10)[0] == "Software"
    expect(game, "Alice", "action")


def test_fission_second_victim_draws_red_and_everything_goes():
    game = setup(
        {
            "Alice": {"board": {"red": ["Fission"]}},
            "Bob": {"hand": ["Oars"]},
            "Carol": {"board": {"blue": ["Writing"]}},
        },
        supply={"10": ["Software", "Robotics", "Databases"]},
    )
    act(game, "dogma Fission")
    for who in ("Alice", "Bob", "Carol"):
        assert hand(game, who) == []
    assert board(game, "Alice", "red") == [] and board(game, "Carol", "blue") == []
    assert "Software" in game.to_position()["removed"]
    assert supply(game, 10)[0] == "Databases"
    expect(game, "Alice", "action")


def test_fission_safe_opponent_shares_the_return_and_draw():
    game = setup(
        {
            "Alice": {"board": {"red": ["Fission"], "blue": ["Writing"]}},  # 3 clocks
            "Bob": {"board": {"blue": ["Quantum Theory"]}},  # 3 clocks: not demanded, shares
        },
        supply={"10": ["Software", "Databases"], "9": ["Ecology"]},
    )
    act(game, "dogma Fission")
    expect(game, "Bob", "choose_card", ["Writing", "Quantum Theory"])
    act(game, "Writing")
    assert hand(game, "Bob") == ["Software"]
    # Alice's only choice is Bob's Quantum Theory.
    assert board(game, "Bob", "blue") == []
    assert supply(game, 8)[-1] == "Quantum Theory"
    # Databases, then the free draw: Fission (9) is her highest top card.
    assert hand(game, "Alice") == ["Databases", "Ecology"]


def test_fission_only_fission_on_the_boards_just_draws():
    game = setup(
        {"Alice": {"board": {"red": ["Fission"]}}, "Bob": {}},
        supply={"10": ["Software", "Databases"]},
    )
    act(game, "dogma Fission")
    assert board(game, "Alice", "red") == ["Fission"]
    assert hand(game, "Bob") == ["Software"]
    assert hand(game, "Alice") == ["Databases"]


# -- Collaboration -------------------------------------------------------------------


def test_collaboration_i_choose_one_drawn_card_for_my_board_you_meld_the_other():
    game = setup(
        {"Alice": {"board": {"green": ["Collaboration"]}}, "Bob": {}},
        supply={"9": ["Computers", "Ecology"]},
    )
    act(game, "dogma Collaboration")
    expect(game, "Alice", "choose_card", ["Computers", "Ecology"])
    act(game, "Ecology")
    assert board(game, "Alice", "yellow") == ["Ecology"]
    assert board(game, "Bob", "blue") == ["Computers"]
    assert hand(game, "Bob") == []
    assert game.result is None


NINE_GREENS = [
    "Collaboration",
    "Clothing",
    "Sailing",
    "The Wheel",
    "Currency",
    "Mapmaking",
    "Compass",
    "Paper",
    "Invention",
]


def test_collaboration_tenth_green_card_from_the_demand_wins():
    game = setup(
        {"Alice": {"board": {"green": NINE_GREENS}}, "Bob": {}},
        supply={"9": ["Satellites", "Ecology"]},
    )
    act(game, "dogma Collaboration")
    act(game, "Satellites")
    assert board(game, "Alice", "green")[0] == "Satellites"
    assert game.result.winners == ["Alice"]
    assert game.result.card == "Collaboration"


def test_collaboration_nine_green_cards_do_not_win():
    game = setup(
        {"Alice": {"board": {"green": NINE_GREENS}}, "Bob": {}},
        supply={"9": ["Satellites", "Ecology"]},
    )
    act(game, "dogma Collaboration", "Ecology")
    assert board(game, "Bob", "green") == ["Satellites"]
    assert game.result is None


def test_collaboration_sharer_with_ten_green_cards_wins_first():
    bobs = ["Navigation", *NINE_GREENS[1:], "Banking"]  # Navigation: 3 crowns
    game = setup(
        {"Alice": {"board": {"green": ["Collaboration"]}}, "Bob": {"board": {"green": bobs}}},
        supply={"9": ["Satellites", "Ecology"]},
    )
    act(game, "dogma Collaboration")
    assert hand(game, "Bob") == []  # not demanded
    assert game.result.winners == ["Bob"]


# -- Satellites ----------------------------------------------------------------------


def test_satellites_return_hand_draw_three_8s_splay_purple_meld_and_execute():
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": ["Satellites"],
                    "purple": ["Code of Laws", "Mysticism"],
                    "red": ["Coal"],
                },
                "hand": ["Pottery", "Oars"],
            },
            # Bob would be vulnerable to Corporations' demand.
            "Bob": {"board": {"red": ["The Pirate Code"]}},
        },
        supply={"8": ["Corporations", "Antibiotics", "Empiricism", "Skyscrapers"]},
    )
    act(game, "dogma Satellites")
    expect(game, "Alice", "choose_card", ["Pottery", "Oars"])
    act(game, "Oars")
    assert supply(game, 1)[-2:] == ["Oars", "Pottery"]
    assert hand(game, "Alice") == ["Antibiotics", "Corporations", "Empiricism"]
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "purple") == "up"
    expect(game, "Alice", "choose_card", ["Corporations", "Antibiotics", "Empiricism"])
    act(game, "Corporations")
    assert board(game, "Alice", "green") == ["Corporations", "Satellites"]
    # Corporations: no demand (neither on Bob nor on Alice's Coal); Alice
    # draws and melds an 8.
    assert board(game, "Bob", "red") == ["The Pirate Code"]
    assert board(game, "Alice", "red") == ["Coal"]
    assert score_pile(game, "Alice") == []
    assert board(game, "Alice", "yellow") == ["Skyscrapers"]
    assert hand(game, "Alice") == ["Antibiotics", "Empiricism"]


# -- Ecology -------------------------------------------------------------------------


def test_ecology_return_then_score_a_card_and_draw_two_10s():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Ecology"]}, "hand": ["Pottery", "Coal", "Writing"]},
            "Bob": {},
        },
        supply={"10": ["A.I.", "Software"]},
    )
    act(game, "dogma Ecology")
    expect(game, "Alice", "choose_card", ["Pottery", "Coal", "Writing", None])
    act(game, "Pottery")
    expect(game, "Alice", "choose_card", ["Coal", "Writing"])
    act(game, "Coal")
    assert supply(game, 1)[-1] == "Pottery"
    assert score_pile(game, "Alice") == ["Coal"]
    assert hand(game, "Alice") == ["A.I.", "Software", "Writing"]


def test_ecology_returning_the_only_card_still_draws_two_10s():
    game = setup(
        {"Alice": {"board": {"yellow": ["Ecology"]}, "hand": ["Pottery"]}, "Bob": {}},
        supply={"10": ["A.I.", "Software"]},
    )
    act(game, "dogma Ecology", "Pottery")
    assert score_pile(game, "Alice") == []
    assert hand(game, "Alice") == ["A.I.", "Software"]


def test_ecology_declined():
    game = setup(
        {"Alice": {"board": {"yellow": ["Ecology"]}, "hand": ["Pottery"]}, "Bob": {}},
        supply={"10": ["A.I."]},
    )
    act(game, "dogma Ecology", None)
    assert hand(game, "Alice") == ["Pottery"]
    assert supply(game, 10)[0] == "A.I."


# -- Suburbia ------------------------------------------------------------------------


def test_suburbia_tucks_any_number_and_scores_a_1_for_each():
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Suburbia"], "red": ["Oars"]},
                "hand": ["Coal", "Gunpowder", "Tools"],
            },
            "Bob": {},
        },
        supply={"1": ["Pottery", "Writing", "Sailing"]},
    )
    act(game, "dogma Suburbia")
    d = expect(game, "Alice", "choose_cards")
    assert d.min == 0 and d.max == 3
    act(game, ["Gunpowder", "Coal"])
    assert board(game, "Alice", "red") == ["Oars", "Gunpowder", "Coal"]
    assert score_pile(game, "Alice") == ["Pottery", "Writing"]
    assert hand(game, "Alice") == ["Tools"]


def test_suburbia_declined():
    game = setup(
        {"Alice": {"board": {"yellow": ["Suburbia"]}, "hand": ["Coal"]}, "Bob": {}},
        supply={"1": ["Pottery"]},
    )
    act(game, "dogma Suburbia", [])
    assert hand(game, "Alice") == ["Coal"]
    assert score_pile(game, "Alice") == []


def test_suburbia_six_tucks_claim_monument():
    six = ["Coal", "Gunpowder", "Tools", "Writing", "Canning", "Chemistry"]
    game = setup(
        {"Alice": {"board": {"yellow": ["Suburbia"]}, "hand": six}, "Bob": {}},
        supply={"1": ["Pottery", "Oars", "Sailing", "Clothing", "Archery", "Agriculture"]},
    )
    act(game, "dogma Suburbia", six)
    assert len(score_pile(game, "Alice")) == 6
    assert achievements(game, "Alice") == ["Monument"]


# -- Services ------------------------------------------------------------------------


def test_services_demands_highest_score_cards_then_takes_my_top_card_without_leaf():
    game = setup(
        {
            "Alice": {
                "board": {
                    "purple": ["Services"],
                    "red": ["Coal"],
                    "blue": ["Tools"],
                    "yellow": ["Agriculture"],
                }
            },
            "Bob": {"score": ["Canning", "Atomic Theory", "Chemistry"]},
        }
    )
    act(game, "dogma Services")
    assert hand(game, "Alice") == ["Atomic Theory", "Canning"]
    assert score_pile(game, "Bob") == ["Chemistry"]
    expect(game, "Bob", "choose_card", ["Coal", "Tools"])
    act(game, "Coal")
    assert hand(game, "Bob") == ["Coal"]
    assert board(game, "Alice", "red") == []


def test_services_empty_score_pile_takes_nothing():
    game = setup(
        {"Alice": {"board": {"purple": ["Services"], "red": ["Coal"]}}, "Bob": {}},
    )
    act(game, "dogma Services")
    assert board(game, "Alice", "red") == ["Coal"]
    assert hand(game, "Bob") == []


def test_services_safe_opponent_is_untouched():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Services"], "red": ["Coal"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Canning"]},  # 3 leaves
        },
    )
    act(game, "dogma Services")
    assert score_pile(game, "Bob") == ["Canning"]
    assert board(game, "Alice", "red") == ["Coal"]


# -- Specialization ------------------------------------------------------------------


def test_specialization_takes_that_colours_top_card_from_every_opponent_then_splays():
    game = setup(
        {
            "Alice": {
                "board": {
                    "purple": ["Specialization"],
                    "blue": ["Writing", "Pottery"],
                    "yellow": ["Machinery", "Agriculture"],
                },
                "hand": ["Coal", "Tools"],
            },
            "Bob": {"board": {"red": ["Oars", "Archery"]}},
            "Carol": {"board": {"red": ["Optics"]}},
        }
    )
    act(game, "dogma Specialization")
    expect(game, "Alice", "choose_card", ["Coal", "Tools"])
    act(game, "Coal")
    assert hand(game, "Alice") == ["Coal", "Oars", "Optics", "Tools"]
    assert board(game, "Bob", "red") == ["Archery"]
    assert board(game, "Carol", "red") == []
    expect(game, "Alice", "choose_color", ["yellow", "blue", None])
    act(game, "blue")
    assert splay(game, "Alice", "blue") == "up"


def test_specialization_sharer_takes_from_the_activating_player():
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Specialization"], "blue": ["Writing"]},
                "hand": ["Coal"],
            },
            "Bob": {"board": {"yellow": ["Canning"]}, "hand": ["Tools"]},  # 2 factories
        },
        supply={"9": ["Ecology"]},
    )
    act(game, "dogma Specialization")
    assert hand(game, "Bob") == ["Tools", "Writing"]
    assert board(game, "Alice", "blue") == []
    # Alice reveals Coal (her only card): Bob has no red card.
    assert hand(game, "Alice") == ["Coal", "Ecology"]  # free draw of a 9


def test_specialization_sharer_revealing_alone_is_a_change_free_draw():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Specialization"]}},
            "Bob": {"board": {"yellow": ["Canning"]}, "hand": ["Tools"]},  # 2 factories
        },
        supply={"9": ["Ecology"]},
    )
    act(game, "dogma Specialization")
    # Bob reveals Tools; Alice has no blue card.  A reveal changes the game.
    assert hand(game, "Bob") == ["Tools"]
    assert hand(game, "Alice") == ["Ecology"]
