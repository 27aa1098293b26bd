"""Scenario tests for the age 6 cards of the base set (one or more per effect)."""

from helpers import (
    act,
    board,
    expect,
    hand,
    icons,
    score_pile,
    setup,
    splay,
    supply,
    texts,
)

# -- Atomic Theory --------------------------------------------------------------------------
# 1: You may splay your blue cards right.   2: Draw and meld a 7.


def test_atomic_theory_splay_blue_right_then_meld_a_7():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Atomic Theory", "Tools"]}},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"7": ["Evolution"]},
    )
    assert icons(game, "Bob")["lightbulb"] == 0
    act(game, "dogma Atomic Theory")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert board(game, "Alice", "blue") == ["Evolution", "Atomic Theory", "Tools"]
    assert splay(game, "Alice", "blue") == "right"
    assert hand(game, "Alice") == []


def test_atomic_theory_shared_sharer_melds_first_and_free_draw():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Atomic Theory", "Tools"]}},
            "Bob": {"board": {"purple": ["Education"]}},
        },
        supply={"7": ["Lighting", "Evolution", "Sanitation"]},
    )
    assert icons(game, "Bob")["lightbulb"] >= icons(game, "Alice")["lightbulb"]
    act(game, "dogma Atomic Theory")
    # Effect 1: Bob has no blue cards; Alice declines.
    expect(game, "Alice", "yes_no")
    act(game, "no")
    assert board(game, "Bob", "purple") == ["Lighting", "Education"]
    assert board(game, "Alice", "blue") == ["Evolution", "Atomic Theory", "Tools"]
    assert splay(game, "Alice", "blue") == "none"
    assert hand(game, "Alice") == ["Sanitation"]  # free draw of a 7 (Evolution)


# -- Encyclopedia: You may meld all the highest cards in your score pile. If you meld one of
#    the highest, you must meld all of the highest. --------------------------------------


def test_encyclopedia_melds_all_highest_score_cards():
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Encyclopedia"]},
                "score": ["Pottery", "Coal", "Banking"],
            },
            "Bob": {"board": {"red": ["Archery"]}},
        },
    )
    assert icons(game, "Bob")["crown"] == 0
    act(game, "dogma Encyclopedia")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert board(game, "Alice", "red") == ["Coal"]
    assert board(game, "Alice", "green") == ["Banking"]
    assert score_pile(game, "Alice") == ["Pottery"]


def test_encyclopedia_order_of_highest_cards_of_one_color_is_chosen():
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Encyclopedia"], "red": ["Archery"]},
                "score": ["Coal", "The Pirate Code", "Calendar"],
            },
            "Bob": {"board": {"red": ["Oars"]}},
        },
    )
    act(game, "dogma Encyclopedia", "yes")
    d = expect(game, "Alice", "choose_card", ["Coal", "The Pirate Code"])
    assert "meld" in d.prompt
    act(game, "Coal")
    assert board(game, "Alice", "red") == ["The Pirate Code", "Coal", "Archery"]
    assert score_pile(game, "Alice") == ["Calendar"]


def test_encyclopedia_declined():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Encyclopedia"]}, "score": ["Coal"]},
            "Bob": {"board": {"red": ["Oars"]}},
        },
    )
    act(game, "dogma Encyclopedia", "no")
    assert score_pile(game, "Alice") == ["Coal"]
    assert board(game, "Alice", "red") == []


def test_encyclopedia_empty_score_pile_asks_nothing():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Encyclopedia"]}},
            "Bob": {"board": {"red": ["Oars"]}},
        },
    )
    act(game, "dogma Encyclopedia")
    expect(game, "Alice", "action")


# -- Industrialization ------------------------------------------------------------------------
# 1: Draw and tuck a 6 for every color on your board with one or more factories.
# 2: You may splay your red or purple cards right.


def test_industrialization_tucks_a_6_per_color_with_visible_factory():
    game = setup(
        {
            "Alice": {
                "board": {
                    "red": ["Industrialization"],
                    "yellow": ["Steam Engine"],
                    # Emancipation's factory shows through the right splay.
                    "purple": {"cards": ["Mysticism", "Emancipation"], "splay": "right"},
                    # Banking's factory is covered: green does not count.
                    "green": ["Sailing", "Banking"],
                    "blue": ["Tools"],
                }
            },
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"6": ["Machine Tools", "Canning", "Democracy", "Vaccination"]},
    )
    assert icons(game, "Bob")["factory"] == 0
    act(game, "dogma Industrialization")
    assert board(game, "Alice", "red") == ["Industrialization", "Machine Tools"]
    assert board(game, "Alice", "yellow") == ["Steam Engine", "Canning"]
    assert board(game, "Alice", "purple") == ["Mysticism", "Emancipation", "Democracy"]
    assert splay(game, "Alice", "purple") == "right"
    assert supply(game, 6)[0] == "Vaccination"
    # Effect 2: purple is already splayed right; red is offered.
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "red") == "right"


def test_industrialization_splay_choice_declined():
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Industrialization"], "purple": ["Mysticism", "Emancipation"]}
            },
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"6": ["Machine Tools", "Canning"]},
    )
    act(game, "dogma Industrialization")
    # Only red has a visible factory: one 6.
    assert board(game, "Alice", "red") == ["Industrialization", "Machine Tools"]
    assert supply(game, 6)[0] == "Canning"
    expect(game, "Alice", "choose_color", ["red", "purple", None])
    act(game, None)
    assert splay(game, "Alice", "red") == "none"
    assert splay(game, "Alice", "purple") == "none"


# -- Machine Tools: Draw and score a card of value equal to the highest card in your score
#    pile. -----------------------------------------------------------------------------


def test_machine_tools_draws_and_scores_value_of_highest_score_card():
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Machine Tools"]},
                "score": ["Pottery", "Coal", "Banking"],
            },
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"5": ["Chemistry"]},
    )
    assert icons(game, "Bob")["factory"] == 0
    act(game, "dogma Machine Tools")
    assert score_pile(game, "Alice") == ["Banking", "Chemistry", "Coal", "Pottery"]


def test_machine_tools_empty_score_pile_scores_a_1():
    game = setup(
        {
            "Alice": {"board": {"red": ["Machine Tools"]}},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"1": ["Pottery"]},
    )
    act(game, "dogma Machine Tools")
    assert score_pile(game, "Alice") == ["Pottery"]


# -- Classification: Reveal the color of a card from your hand. Take into your hand all cards
#    of that color from all opponent's hands. Then, meld all cards of that color from your
#    hand. ----------------------------------------------------------------------------


def test_classification_takes_color_from_all_opponents_and_melds_all():
    game = setup(
        {
            "Alice": {"board": {"green": ["Classification"]}, "hand": ["Tools", "Coal"]},
            "Bob": {"board": {"red": ["Oars"]}, "hand": ["Writing", "Archery"]},
            "Carol": {"board": {"yellow": ["Masonry"]}, "hand": ["Physics", "Agriculture"]},
        },
    )
    assert icons(game, "Bob")["lightbulb"] == icons(game, "Carol")["lightbulb"] == 0
    act(game, "dogma Classification")
    expect(game, "Alice", "choose_card", ["Tools", "Coal"])
    act(game, "Tools")
    # Three blue cards go to one stack: Alice orders them, one at a time.
    expect(game, "Alice", "choose_card", ["Tools", "Writing", "Physics"])
    act(game, "Physics")
    expect(game, "Alice", "choose_card", ["Tools", "Writing"])
    act(game, "Writing")
    assert board(game, "Alice", "blue") == ["Tools", "Writing", "Physics"]
    assert hand(game, "Alice") == ["Coal"]
    assert hand(game, "Bob") == ["Archery"]
    assert hand(game, "Carol") == ["Agriculture"]
    assert any("reveals Tools" in t for t in texts(game))


def test_classification_sharer_takes_from_the_leader_first():
    game = setup(
        {
            "Alice": {"board": {"green": ["Classification"]}, "hand": ["Archery", "Tools"]},
            "Bob": {"board": {"purple": ["Education"]}, "hand": ["Coal"]},
        },
        supply={"6": ["Canning"]},
    )
    assert icons(game, "Bob")["lightbulb"] >= icons(game, "Alice")["lightbulb"]
    act(game, "dogma Classification")
    # Bob (one card: no choice) reveals red, takes Archery, melds both red cards.
    expect(game, "Bob", "choose_card", ["Coal", "Archery"])
    act(game, "Archery")
    assert board(game, "Bob", "red") == ["Coal", "Archery"]
    # Alice then has only Tools: she reveals and melds it.
    assert board(game, "Alice", "blue") == ["Tools"]
    assert hand(game, "Alice") == ["Canning"]  # free draw of a 6
    assert hand(game, "Bob") == []


# -- Metric System ----------------------------------------------------------------------------
# 1: If your green cards are splayed right, you may splay any one color of your cards right.
# 2: You may splay your green cards right.


def test_metric_system_green_splayed_right_lets_you_splay_any_color_right():
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": {"cards": ["Metric System", "Sailing"], "splay": "right"},
                    "blue": ["Tools", "Writing"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "yellow": ["Agriculture"],
                }
            },
            "Bob": {"board": {"yellow": ["Masonry"]}},
        },
    )
    assert icons(game, "Bob")["crown"] == 0
    act(game, "dogma Metric System")
    expect(game, "Alice", "choose_color", ["blue", "red", None])
    act(game, "red")
    assert splay(game, "Alice", "red") == "right"
    assert splay(game, "Alice", "blue") == "none"
    # Effect 2: green is already splayed right.
    expect(game, "Alice", "action")


def test_metric_system_green_not_right_yet_only_green_is_splayed():
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": ["Metric System", "Sailing"],
                    "blue": ["Tools", "Writing"],
                }
            },
            "Bob": {"board": {"yellow": ["Masonry"]}},
        },
    )
    act(game, "dogma Metric System")
    # Effect 1 does nothing (green is not splayed right when it is executed).
    d = expect(game, "Alice", "yes_no")
    assert "green" in d.prompt
    act(game, "yes")
    assert splay(game, "Alice", "green") == "right"
    assert splay(game, "Alice", "blue") == "none"
    expect(game, "Alice", "action")


# -- Canning ----------------------------------------------------------------------------------
# 1: You may draw and tuck a 6. If you do, score all your top cards without a factory.
# 2: You may splay your yellow cards right.


def test_canning_tuck_then_score_top_cards_without_factory_at_once():
    game = setup(
        {
            "Alice": {
                "board": {
                    "yellow": ["Canning"],
                    "red": ["Archery", "Oars"],
                    "blue": ["Chemistry"],
                    "green": ["Sailing"],
                }
            },
            "Bob": {"board": {"purple": ["Mysticism"]}},
        },
        supply={"6": ["Vaccination"]},
    )
    assert icons(game, "Bob")["factory"] == 0
    act(game, "dogma Canning")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    # Archery and Sailing are scored; Oars, uncovered by it, is not.
    assert score_pile(game, "Alice") == ["Archery", "Sailing"]
    assert board(game, "Alice", "red") == ["Oars"]
    assert board(game, "Alice", "blue") == ["Chemistry"]
    assert board(game, "Alice", "yellow") == ["Canning", "Vaccination"]
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "yellow") == "right"


def test_canning_tucked_card_on_a_new_pile_is_a_top_card_and_scored():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Canning"], "blue": ["Chemistry"]}},
            "Bob": {"board": {"purple": ["Mysticism"]}},
        },
        supply={"6": ["Democracy"]},
    )
    act(game, "dogma Canning", "yes")
    assert score_pile(game, "Alice") == ["Democracy"]
    assert board(game, "Alice", "purple") == []
    assert board(game, "Alice", "yellow") == ["Canning"]
    expect(game, "Alice", "action")


def test_canning_declined_draw_still_offers_splay():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Canning", "Agriculture"], "red": ["Archery"]}},
            "Bob": {"board": {"purple": ["Mysticism"]}},
        },
        supply={"6": ["Democracy"]},
    )
    act(game, "dogma Canning", "no")
    assert score_pile(game, "Alice") == []
    assert board(game, "Alice", "red") == ["Archery"]
    assert supply(game, 6)[0] == "Democracy"
    act(game, "yes")
    assert splay(game, "Alice", "yellow") == "right"


# -- Vaccination ------------------------------------------------------------------------------
# 1: I demand you return all the lowest cards in your score pile! If you returned any, draw
#    and meld a 6!
# 2: If any card was returned as a result of the demand, draw and meld a 7.


def test_vaccination_demand_returns_lowest_then_everyone_draws_and_melds():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Vaccination"]}},
            "Bob": {
                "board": {"red": ["Archery"]},
                "score": ["Pottery", "Writing", "Calendar"],
            },
            "Carol": {"board": {"yellow": ["Agriculture"]}, "score": ["Tools"]},
        },
        supply={"6": ["Canning"], "7": ["Sanitation", "Evolution", "Lighting"]},
    )
    assert icons(game, "Bob")["leaf"] < icons(game, "Alice")["leaf"] <= icons(game, "Carol")["leaf"]
    act(game, "dogma Vaccination")
    # Both 1s go to the same pile: Bob chooses the order.
    expect(game, "Bob", "choose_card", ["Pottery", "Writing"])
    act(game, "Writing")
    assert supply(game, 1)[-2:] == ["Writing", "Pottery"]
    assert score_pile(game, "Bob") == ["Calendar"]
    assert board(game, "Bob", "yellow") == ["Canning"]
    assert score_pile(game, "Carol") == ["Tools"]  # not vulnerable
    # Effect 2: Carol shares it, then Alice.
    assert board(game, "Carol", "yellow") == ["Sanitation", "Agriculture"]
    assert board(game, "Alice", "blue") == ["Evolution"]
    assert hand(game, "Alice") == ["Lighting"]  # free draw of a 7


def test_vaccination_demand_empty_score_pile_no_draws():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Vaccination"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"6": ["Canning"], "7": ["Evolution"]},
    )
    act(game, "dogma Vaccination")
    assert board(game, "Bob", "yellow") == []
    assert board(game, "Alice", "blue") == []
    assert supply(game, 6)[0] == "Canning"
    assert supply(game, 7)[0] == "Evolution"
    expect(game, "Alice", "action")


# -- Democracy: You may return any number of cards from your hand. If you have returned more
#    cards than any opponent due to Democracy so far during this dogma action, draw and
#    score an 8. --------------------------------------------------------------------------


def test_democracy_returning_more_than_every_opponent_scores_an_8():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Pottery", "Calendar"]},
            "Bob": {"board": {"red": ["Oars"]}, "hand": ["Tools"]},
        },
        supply={"8": ["Mass Media"]},
    )
    assert icons(game, "Bob")["lightbulb"] == 0
    act(game, "dogma Democracy")
    d = expect(game, "Alice", "choose_cards", ["Pottery", "Calendar"])
    assert (d.min, d.max) == (0, 2)
    act(game, ["Calendar"])
    assert supply(game, 2)[-1] == "Calendar"
    assert hand(game, "Alice") == ["Pottery"]
    assert score_pile(game, "Alice") == ["Mass Media"]


def test_democracy_returning_nothing_scores_nothing():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Pottery"]},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"8": ["Mass Media"]},
    )
    act(game, "dogma Democracy", [])
    assert hand(game, "Alice") == ["Pottery"]
    assert score_pile(game, "Alice") == []
    assert supply(game, 8)[0] == "Mass Media"


def test_democracy_counts_returns_so_far_during_the_action():
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Democracy"]},
                "hand": ["Clothing", "Agriculture", "Domestication"],
            },
            "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Archery", "Metalworking"]},
            "Carol": {"board": {"green": ["Paper"]}, "hand": ["Sailing"]},
        },
        supply={"8": ["Mass Media", "Socialism"], "6": ["Canning"]},
    )
    assert icons(game, "Bob")["lightbulb"] == icons(game, "Carol")["lightbulb"] == 2
    act(game, "dogma Democracy")
    # Bob goes first: 2 returned, more than anybody so far.
    expect(game, "Bob", "choose_cards")
    act(game, ["Metalworking", "Archery"])
    assert supply(game, 1)[-2:] == ["Metalworking", "Archery"]  # in the order chosen
    assert score_pile(game, "Bob") == ["Mass Media"]
    # Carol: 1 is not more than Bob's 2.
    expect(game, "Carol", "choose_cards")
    act(game, ["Sailing"])
    assert score_pile(game, "Carol") == []
    # Alice: 3 beats Bob's 2.
    expect(game, "Alice", "choose_cards")
    act(game, ["Clothing", "Agriculture", "Domestication"])
    assert score_pile(game, "Alice") == ["Socialism"]
    assert hand(game, "Alice") == ["Canning"]  # free draw of a 6


def test_democracy_tie_with_an_opponent_scores_nothing():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Clothing", "Agriculture"]},
            "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Archery", "Metalworking"]},
        },
        supply={"8": ["Mass Media", "Socialism"], "6": ["Canning"]},
    )
    act(game, "dogma Democracy", ["Archery", "Metalworking"], ["Clothing", "Agriculture"])
    assert score_pile(game, "Bob") == ["Mass Media"]
    assert score_pile(game, "Alice") == []
    assert supply(game, 8)[0] == "Socialism"
    assert hand(game, "Alice") == ["Canning"]


# -- Emancipation -----------------------------------------------------------------------------
# 1: I demand you transfer a card from your hand to my score pile! If you do, draw a 6!
# 2: You may splay your red or purple cards right.


def test_emancipation_demand_transfers_hand_card_and_victim_draws_a_6():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Emancipation", "Mysticism"]}},
            "Bob": {"board": {"red": ["Archery"]}, "hand": ["Pottery", "Calendar"]},
            "Carol": {"board": {"red": ["Coal"]}, "hand": ["Tools"]},
        },
        supply={"6": ["Canning"]},
    )
    assert icons(game, "Bob")["factory"] < icons(game, "Alice")["factory"]
    assert icons(game, "Carol")["factory"] >= icons(game, "Alice")["factory"]
    act(game, "dogma Emancipation")
    expect(game, "Bob", "choose_card", ["Pottery", "Calendar"])
    act(game, "Calendar")
    assert score_pile(game, "Alice") == ["Calendar"]
    assert hand(game, "Bob") == ["Canning", "Pottery"]
    assert hand(game, "Carol") == ["Tools"]  # not vulnerable
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "purple") == "right"
    assert hand(game, "Alice") == []


def test_emancipation_demand_empty_hand_no_draw():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Emancipation"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"6": ["Canning"]},
    )
    act(game, "dogma Emancipation")
    assert hand(game, "Bob") == []
    assert score_pile(game, "Alice") == []
    assert supply(game, 6)[0] == "Canning"
    expect(game, "Alice", "action")
