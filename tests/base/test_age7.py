"""Scenario tests for the age 7 cards of the base set (one or more per effect)."""

from helpers import act, board, expect, hand, icons, score_pile, setup, splay, supply


def option_with(game, text: str) -> str:
    """The pending option that contains ``text``."""
    matches = [o for o in game.pending.options if o is not None and text in o]
    assert len(matches) == 1, game.pending.options
    return matches[0]


# -- Evolution -----------------------------------------------------------------------


def test_evolution_draw_and_score_an_8_then_return_a_score_card():
    game = setup(
        {"Alice": {"board": {"blue": ["Evolution"]}, "score": ["Pottery", "Coal"]}, "Bob": {}},
        supply={"8": ["Flight"]},
    )
    act(game, "dogma Evolution")
    expect(game, "Alice", "choose_option")
    assert None in game.pending.options  # "you may"
    act(game, option_with(game, "score an 8"))
    expect(game, "Alice", "choose_card", ["Pottery", "Coal", "Flight"])
    act(game, "Coal")
    assert score_pile(game, "Alice") == ["Flight", "Pottery"]
    assert supply(game, 5)[-1] == "Coal"
    assert hand(game, "Alice") == []
    expect(game, "Alice", "action")


def test_evolution_declined_does_nothing():
    game = setup({"Alice": {"board": {"blue": ["Evolution"]}}, "Bob": {}}, supply={"8": ["Flight"]})
    act(game, "dogma Evolution", None)
    assert score_pile(game, "Alice") == [] and hand(game, "Alice") == []
    assert supply(game, 8)[0] == "Flight"
    expect(game, "Alice", "action")


def test_evolution_score_path_with_an_empty_score_pile_returns_the_drawn_8():
    game = setup({"Alice": {"board": {"blue": ["Evolution"]}}, "Bob": {}}, supply={"8": ["Flight"]})
    act(game, "dogma Evolution")
    act(game, option_with(game, "score an 8"))
    # The 8 is the only card in the score pile: it must be the one returned.
    assert score_pile(game, "Alice") == []
    assert supply(game, 8)[-1] == "Flight"
    expect(game, "Alice", "action")


def test_evolution_draw_one_higher_than_the_highest_score_card():
    game = setup(
        {"Alice": {"board": {"blue": ["Evolution"]}, "score": ["Coal", "Pottery"]}, "Bob": {}},
        supply={"6": ["Canning"]},
    )
    act(game, "dogma Evolution")
    act(game, option_with(game, "one higher"))
    assert hand(game, "Alice") == ["Canning"]
    assert score_pile(game, "Alice") == ["Coal", "Pottery"]


def test_evolution_shared_draw_path_with_empty_score_piles_draws_1s_and_gives_a_free_draw():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Evolution"]}},
            "Bob": {"board": {"purple": ["Education"]}},  # 3 lightbulbs: shares
        },
        supply={"1": ["Oars", "Pottery"], "7": ["Bicycle"]},
    )
    act(game, "dogma Evolution")
    expect(game, "Bob", "choose_option")  # the sharer goes first
    act(game, option_with(game, "one higher"))
    expect(game, "Alice", "choose_option")
    act(game, option_with(game, "one higher"))
    assert hand(game, "Bob") == ["Oars"]
    # Alice draws a 1, then her free Draw action (highest top card: 7).
    assert hand(game, "Alice") == ["Bicycle", "Pottery"]


def test_evolution_shared_but_declined_gives_no_free_draw():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Evolution"]}},
            "Bob": {"board": {"purple": ["Education"]}},
        },
        supply={"7": ["Bicycle"]},
    )
    act(game, "dogma Evolution", None, None)
    assert hand(game, "Alice") == [] and hand(game, "Bob") == []
    assert supply(game, 7)[0] == "Bicycle"
    expect(game, "Alice", "action")


# -- Publications --------------------------------------------------------------------


def test_publications_rearranges_one_colour_keeping_its_splay():
    game = setup(
        {
            "Alice": {
                "board": {
                    "blue": ["Publications"],
                    "red": {"cards": ["Gunpowder", "Oars", "Archery"], "splay": "left"},
                }
            },
            "Bob": {},
        }
    )
    act(game, "dogma Publications")
    expect(game, "Alice", "choose_color", ["red", None])
    act(game, "red")
    expect(game, "Alice", "choose_card", ["Gunpowder", "Oars", "Archery"])
    act(game, "Archery")  # the new top card
    expect(game, "Alice", "choose_card", ["Gunpowder", "Oars"])
    act(game, "Gunpowder")
    assert board(game, "Alice", "red") == ["Archery", "Gunpowder", "Oars"]
    assert splay(game, "Alice", "red") == "left"
    # The second effect has nothing to splay (blue: one card, no yellow).
    expect(game, "Alice", "action")


def test_publications_declines_rearranging_and_splays_yellow_up():
    game = setup(
        {
            "Alice": {
                "board": {
                    "blue": ["Publications", "Tools"],
                    "yellow": ["Sanitation", "Agriculture"],
                }
            },
            "Bob": {},
        }
    )
    act(game, "dogma Publications")
    expect(game, "Alice", "choose_color", ["blue", "yellow", None])
    act(game, None)
    expect(game, "Alice", "choose_color", ["yellow", "blue", None])
    act(game, "yellow")
    assert splay(game, "Alice", "yellow") == "up"
    assert splay(game, "Alice", "blue") == "none"
    assert board(game, "Alice", "blue") == ["Publications", "Tools"]


def test_publications_shared_rearrangement_gives_a_free_draw():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Publications"]}},
            "Bob": {"board": {"purple": ["Education"], "red": ["Archery", "Oars"]}},
        },
        supply={"7": ["Bicycle"]},
    )
    act(game, "dogma Publications")
    expect(game, "Bob", "choose_color", ["red", None])
    act(game, "red", "Oars")
    assert board(game, "Bob", "red") == ["Oars", "Archery"]
    # Alice has nothing to rearrange or splay; Bob moved cards: free draw of a 7.
    assert hand(game, "Alice") == ["Bicycle"]


# -- Combustion ----------------------------------------------------------------------


def test_combustion_demands_one_score_card_per_four_crowns_then_returns_bottom_red():
    game = setup(
        {
            "Alice": {
                # 2 + 3 + 3 = 8 crowns: two cards.
                "board": {
                    "red": ["Combustion", "Oars"],
                    "blue": ["Translation"],
                    "purple": ["Enterprise"],
                }
            },
            "Bob": {"score": ["Coal", "Pottery", "Mathematics"]},
        }
    )
    assert icons(game, "Alice")["crown"] == 8
    act(game, "dogma Combustion")
    d = expect(game, "Bob", "choose_cards", ["Coal", "Pottery", "Mathematics"])
    assert d.min == d.max == 2
    act(game, ["Coal", "Pottery"])
    assert score_pile(game, "Alice") == ["Coal", "Pottery"]
    assert score_pile(game, "Bob") == ["Mathematics"]
    # Non-demand: Alice returns her bottom red card.
    assert board(game, "Alice", "red") == ["Combustion"]
    assert supply(game, 1)[-1] == "Oars"


def test_combustion_seven_crowns_is_one_card_and_a_lone_combustion_returns_itself():
    game = setup(
        {
            "Alice": {
                # 2 + 3 + 2 = 7 crowns: one card.
                "board": {"red": ["Combustion"], "blue": ["Translation"], "green": ["Sailing"]}
            },
            "Bob": {"score": ["Coal", "Pottery"]},
        }
    )
    act(game, "dogma Combustion")
    d = expect(game, "Bob", "choose_cards")
    assert d.min == d.max == 1
    act(game, ["Pottery"])
    assert score_pile(game, "Alice") == ["Pottery"]
    assert score_pile(game, "Bob") == ["Coal"]
    # Combustion is Alice's bottom (and only) red card.
    assert board(game, "Alice", "red") == []
    assert supply(game, 7)[-1] == "Combustion"


def test_combustion_transfers_as_many_as_it_can():
    game = setup(
        {
            "Alice": {
                "board": {
                    "red": ["Combustion", "Oars"],
                    "blue": ["Translation"],
                    "purple": ["Enterprise"],
                }
            },
            "Bob": {"score": ["Coal"]},
        }
    )
    act(game, "dogma Combustion")
    assert score_pile(game, "Alice") == ["Coal"]
    assert score_pile(game, "Bob") == []


def test_combustion_not_vulnerable_opponent_shares_the_return():
    game = setup(
        {
            "Alice": {"board": {"red": ["Combustion", "Oars"]}},  # 2 crowns
            "Bob": {"board": {"red": ["Optics", "Archery"]}, "score": ["Coal"]},  # 3 crowns
        },
        supply={"7": ["Bicycle"]},
    )
    act(game, "dogma Combustion")
    assert score_pile(game, "Bob") == ["Coal"]  # no demand on Bob
    assert board(game, "Bob", "red") == ["Optics"]
    assert board(game, "Alice", "red") == ["Combustion"]
    assert supply(game, 1)[-2:] == ["Archery", "Oars"]  # Bob returned first
    assert hand(game, "Alice") == ["Bicycle"]  # free draw


# -- Explosives ----------------------------------------------------------------------


def test_explosives_demands_the_three_highest_cards_victim_breaks_the_tie():
    game = setup(
        {
            "Alice": {"board": {"red": ["Explosives"]}},
            "Bob": {"hand": ["Coal", "Atomic Theory", "Pottery", "Oars", "Writing"]},
        },
        supply={"7": ["Bicycle"]},
    )
    act(game, "dogma Explosives")
    d = expect(game, "Bob", "choose_cards", ["Pottery", "Oars", "Writing"])
    assert d.min == d.max == 1
    act(game, ["Oars"])
    assert hand(game, "Alice") == ["Atomic Theory", "Coal", "Oars"]
    assert hand(game, "Bob") == ["Pottery", "Writing"]
    assert supply(game, 7)[0] == "Bicycle"  # Bob still has cards: no draw


def test_explosives_victim_left_with_no_cards_draws_a_7():
    game = setup(
        {"Alice": {"board": {"red": ["Explosives"]}}, "Bob": {"hand": ["Coal", "Pottery"]}},
        supply={"7": ["Bicycle"]},
    )
    act(game, "dogma Explosives")
    assert hand(game, "Alice") == ["Coal", "Pottery"]
    assert hand(game, "Bob") == ["Bicycle"]


def test_explosives_victim_with_an_empty_hand_transfers_nothing_and_does_not_draw():
    game = setup(
        {"Alice": {"board": {"red": ["Explosives"]}}, "Bob": {}}, supply={"7": ["Bicycle"]}
    )
    act(game, "dogma Explosives")
    assert hand(game, "Bob") == [] and hand(game, "Alice") == []
    assert supply(game, 7)[0] == "Bicycle"


def test_explosives_only_vulnerable_opponents():
    game = setup(
        {
            "Alice": {"board": {"red": ["Explosives"]}},  # 3 factories
            "Bob": {"board": {"red": ["Coal"]}, "hand": ["Canning"]},  # 3: safe
            "Carol": {"hand": ["Pottery"]},
        },
        supply={"7": ["Bicycle"]},
    )
    act(game, "dogma Explosives")
    assert hand(game, "Bob") == ["Canning"]
    assert hand(game, "Carol") == ["Bicycle"]
    assert hand(game, "Alice") == ["Pottery"]


# -- Bicycle -------------------------------------------------------------------------


def test_bicycle_exchanges_hand_and_score_pile():
    game = setup(
        {
            "Alice": {
                "board": {"green": ["Bicycle"]},
                "hand": ["Pottery", "Oars"],
                "score": ["Coal"],
            },
            "Bob": {},
        }
    )
    act(game, "dogma Bicycle")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert hand(game, "Alice") == ["Coal"]
    assert score_pile(game, "Alice") == ["Oars", "Pottery"]
    # An exchange is not scoring (Monument counts scored cards).
    assert game.to_position()["players"][0]["scored"] == 0


def test_bicycle_exchange_with_an_empty_hand():
    game = setup(
        {"Alice": {"board": {"green": ["Bicycle"]}, "score": ["Coal"]}, "Bob": {}},
    )
    act(game, "dogma Bicycle", "yes")
    assert hand(game, "Alice") == ["Coal"]
    assert score_pile(game, "Alice") == []


def test_bicycle_declined_and_nothing_to_exchange():
    game = setup(
        {
            "Alice": {"board": {"green": ["Bicycle"]}, "hand": ["Pottery"], "score": ["Coal"]},
            "Bob": {"board": {"purple": ["Enterprise"]}},  # 3 crowns: shares
        },
        supply={"7": ["Electricity"]},
    )
    act(game, "dogma Bicycle")
    # Bob has neither hand nor score pile: he is not asked.
    expect(game, "Alice", "yes_no")
    act(game, "no")
    assert hand(game, "Alice") == ["Pottery"]
    assert score_pile(game, "Alice") == ["Coal"]
    assert supply(game, 7)[0] == "Electricity"  # Bob changed nothing: no free draw
    expect(game, "Alice", "action")


def test_bicycle_sharer_exchanges_first_and_gives_a_free_draw():
    game = setup(
        {
            "Alice": {"board": {"green": ["Bicycle"]}, "hand": ["Pottery"]},
            "Bob": {"board": {"purple": ["Enterprise"]}, "score": ["Coal"]},
        },
        supply={"7": ["Electricity"]},
    )
    act(game, "dogma Bicycle")
    expect(game, "Bob", "yes_no")
    act(game, "yes")
    expect(game, "Alice", "yes_no")
    act(game, "no")
    assert hand(game, "Bob") == ["Coal"]
    assert hand(game, "Alice") == ["Electricity", "Pottery"]


# -- Electricity ---------------------------------------------------------------------


def test_electricity_returns_top_cards_without_factory_and_draws_8s():
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": ["Electricity"],
                    "red": ["Coal"],
                    "blue": ["Pottery", "Tools"],
                    "yellow": ["Agriculture"],
                    "purple": ["Monotheism"],
                }
            },
            "Bob": {},
        },
        supply={"8": ["Flight", "Mobility", "Corporations"]},
    )
    act(game, "dogma Electricity")
    # Pottery and Agriculture go to the same supply pile: Alice orders them.
    expect(game, "Alice", "choose_card", ["Pottery", "Agriculture"])
    act(game, "Agriculture")
    assert supply(game, 1)[-2:] == ["Agriculture", "Pottery"]
    assert supply(game, 2)[-1] == "Monotheism"
    # Tools, uncovered by the return, was not a top card when the effect began.
    assert board(game, "Alice", "blue") == ["Tools"]
    assert board(game, "Alice", "yellow") == [] and board(game, "Alice", "purple") == []
    assert board(game, "Alice", "red") == ["Coal"]
    assert board(game, "Alice", "green") == ["Electricity"]
    assert hand(game, "Alice") == ["Corporations", "Flight", "Mobility"]


def test_electricity_with_only_factory_top_cards_draws_nothing():
    game = setup(
        {"Alice": {"board": {"green": ["Electricity"], "red": ["Coal"]}}, "Bob": {}},
        supply={"8": ["Flight"]},
    )
    act(game, "dogma Electricity")
    assert hand(game, "Alice") == []
    assert supply(game, 8)[0] == "Flight"


def test_electricity_shared_sharer_first_and_free_draw():
    game = setup(
        {
            "Alice": {"board": {"green": ["Electricity"], "blue": ["Writing"]}},  # 2 factories
            "Bob": {"board": {"red": ["Coal"], "yellow": ["Agriculture"]}},  # 3 factories
        },
        supply={"8": ["Flight", "Mobility"], "7": ["Bicycle"]},
    )
    act(game, "dogma Electricity")
    assert hand(game, "Bob") == ["Flight"]
    assert board(game, "Bob", "yellow") == []
    assert board(game, "Alice", "blue") == []
    assert hand(game, "Alice") == ["Bicycle", "Mobility"]


# -- Refrigeration -------------------------------------------------------------------


def test_refrigeration_demand_returns_half_rounded_down_then_may_score():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Refrigeration"]}, "hand": ["Canning"]},
            "Bob": {"hand": ["Pottery", "Oars", "Coal", "Writing", "Atomic Theory"]},
        }
    )
    act(game, "dogma Refrigeration")
    d = expect(game, "Bob", "choose_cards")
    assert d.min == d.max == 2  # half of 5, rounded down
    act(game, ["Oars", "Pottery"])  # returned in this order
    assert supply(game, 1)[-2:] == ["Oars", "Pottery"]
    assert hand(game, "Bob") == ["Atomic Theory", "Coal", "Writing"]
    expect(game, "Alice", "choose_card", ["Canning", None])
    act(game, "Canning")
    assert score_pile(game, "Alice") == ["Canning"]
    assert hand(game, "Alice") == []


def test_refrigeration_one_card_is_half_of_nothing_and_score_declined():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Refrigeration"]}, "hand": ["Canning"]},
            "Bob": {"hand": ["Pottery"]},
        }
    )
    act(game, "dogma Refrigeration")
    expect(game, "Alice", "choose_card", ["Canning", None])
    act(game, None)
    assert hand(game, "Bob") == ["Pottery"]
    assert hand(game, "Alice") == ["Canning"]
    assert score_pile(game, "Alice") == []


def test_refrigeration_not_vulnerable_opponent_only_shares_the_score():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Refrigeration"]}},  # 2 leaves
            "Bob": {"board": {"green": ["Clothing"]}, "hand": ["Pottery", "Oars"]},  # 2 leaves
        },
        supply={"7": ["Bicycle"]},
    )
    act(game, "dogma Refrigeration")
    expect(game, "Bob", "choose_card", ["Pottery", "Oars", None])
    act(game, "Oars")
    assert hand(game, "Bob") == ["Pottery"]  # no half returned
    assert score_pile(game, "Bob") == ["Oars"]
    assert hand(game, "Alice") == ["Bicycle"]  # free draw


# -- Sanitation ----------------------------------------------------------------------


def test_sanitation_exchanges_two_highest_with_my_lowest_i_choose_among_ties():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Sanitation"]}, "hand": ["Pottery", "Oars", "Coal"]},
            "Bob": {"hand": ["Atomic Theory", "Canning", "Chemistry", "Writing"]},
        }
    )
    act(game, "dogma Sanitation")
    expect(game, "Alice", "choose_card", ["Pottery", "Oars"])
    act(game, "Oars")
    assert hand(game, "Alice") == ["Atomic Theory", "Canning", "Coal", "Pottery"]
    assert hand(game, "Bob") == ["Chemistry", "Oars", "Writing"]


def test_sanitation_victim_breaks_a_tie_for_second_highest():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Sanitation"]}, "hand": ["Pottery"]},
            "Bob": {"hand": ["Atomic Theory", "Chemistry", "Coal"]},
        }
    )
    act(game, "dogma Sanitation")
    d = expect(game, "Bob", "choose_cards", ["Chemistry", "Coal"])
    assert d.min == d.max == 1
    act(game, ["Coal"])
    assert hand(game, "Alice") == ["Atomic Theory", "Coal"]
    assert hand(game, "Bob") == ["Chemistry", "Pottery"]


def test_sanitation_exchange_with_an_empty_half():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Sanitation"]}},
            "Bob": {"hand": ["Atomic Theory", "Coal"]},
        }
    )
    act(game, "dogma Sanitation")
    assert hand(game, "Alice") == ["Atomic Theory", "Coal"]
    assert hand(game, "Bob") == []

    game = setup(
        {
            "Alice": {"board": {"yellow": ["Sanitation"]}, "hand": ["Pottery", "Coal"]},
            "Bob": {},
        }
    )
    act(game, "dogma Sanitation")
    assert hand(game, "Alice") == ["Coal"]
    assert hand(game, "Bob") == ["Pottery"]


def test_sanitation_not_vulnerable_opponent_is_untouched():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Sanitation"]}, "hand": ["Pottery"]},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Atomic Theory"]},
        }
    )
    act(game, "dogma Sanitation")
    assert hand(game, "Bob") == ["Atomic Theory"]
    assert hand(game, "Alice") == ["Pottery"]


# -- Lighting ------------------------------------------------------------------------


def test_lighting_tucks_up_to_three_and_scores_a_7_per_different_value():
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Lighting"], "red": ["Gunpowder"], "blue": ["Writing"]},
                "hand": ["Pottery", "Oars", "Coal", "Tools"],
            },
            "Bob": {},
        },
        supply={"7": ["Bicycle", "Electricity", "Sanitation"]},
    )
    act(game, "dogma Lighting")
    d = expect(game, "Alice", "choose_cards")
    assert d.min == 0 and d.max == 3
    act(game, ["Pottery", "Oars", "Coal"])
    assert board(game, "Alice", "blue") == ["Writing", "Pottery"]
    assert board(game, "Alice", "red") == ["Gunpowder", "Oars", "Coal"]  # tucked in order
    assert score_pile(game, "Alice") == ["Bicycle", "Electricity"]  # values 1 and 5
    assert hand(game, "Alice") == ["Tools"]


def test_lighting_three_of_one_value_score_one_7():
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Lighting"]},
                "hand": ["Pottery", "Oars", "Tools"],
            },
            "Bob": {},
        },
        supply={"7": ["Bicycle", "Electricity"]},
    )
    act(game, "dogma Lighting", ["Tools", "Pottery", "Oars"])
    assert score_pile(game, "Alice") == ["Bicycle"]
    assert board(game, "Alice", "blue") == ["Tools", "Pottery"]


def test_lighting_declined():
    game = setup(
        {"Alice": {"board": {"purple": ["Lighting"]}, "hand": ["Pottery"]}, "Bob": {}},
        supply={"7": ["Bicycle"]},
    )
    act(game, "dogma Lighting", [])
    assert hand(game, "Alice") == ["Pottery"]
    assert score_pile(game, "Alice") == []
    assert supply(game, 7)[0] == "Bicycle"


# -- Railroad ------------------------------------------------------------------------


def test_railroad_returns_hand_in_chosen_order_draws_three_6s_and_splays_up():
    game = setup(
        {
            "Alice": {
                "board": {
                    "purple": ["Railroad"],
                    "red": {"cards": ["Gunpowder", "Archery"], "splay": "right"},
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "right"},
                    "blue": {"cards": ["Tools", "Writing"], "splay": "left"},
                },
                "hand": ["Pottery", "Oars", "Coal"],
            },
            "Bob": {},
        },
        supply={"6": ["Canning", "Vaccination", "Encyclopedia"]},
    )
    act(game, "dogma Railroad")
    expect(game, "Alice", "choose_card", ["Pottery", "Oars"])
    act(game, "Oars")
    assert supply(game, 1)[-2:] == ["Oars", "Pottery"]
    assert supply(game, 5)[-1] == "Coal"
    assert hand(game, "Alice") == ["Canning", "Encyclopedia", "Vaccination"]
    expect(game, "Alice", "choose_color", ["red", "green", None])
    act(game, "green")
    assert splay(game, "Alice", "green") == "up"
    assert splay(game, "Alice", "red") == "right"
    assert splay(game, "Alice", "blue") == "left"


def test_railroad_empty_hand_still_draws_and_splay_declined():
    game = setup(
        {
            "Alice": {
                "board": {
                    "purple": ["Railroad"],
                    "red": {"cards": ["Gunpowder", "Archery"], "splay": "right"},
                },
            },
            "Bob": {},
        },
        supply={"6": ["Canning", "Vaccination", "Encyclopedia"]},
    )
    act(game, "dogma Railroad")
    assert hand(game, "Alice") == ["Canning", "Encyclopedia", "Vaccination"]
    expect(game, "Alice", "yes_no")
    act(game, "no")
    assert splay(game, "Alice", "red") == "right"


def test_railroad_shared_sharer_draws_the_first_6s_and_free_draw():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Railroad"]}},  # 2 clocks
            "Bob": {"board": {"blue": ["Quantum Theory"]}, "hand": ["Coal"]},  # 3 clocks
        },
        supply={
            "6": [
                "Canning",
                "Vaccination",
                "Encyclopedia",
                "Metric System",
                "Machine Tools",
                "Industrialization",
            ],
            "7": ["Bicycle"],
        },
    )
    act(game, "dogma Railroad")
    assert supply(game, 5)[-1] == "Coal"
    assert hand(game, "Bob") == ["Canning", "Encyclopedia", "Vaccination"]
    # Three 6s, then the free Draw action (Railroad, a 7, is her highest top card).
    assert hand(game, "Alice") == ["Bicycle", "Industrialization", "Machine Tools", "Metric System"]
