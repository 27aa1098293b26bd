"""Scenario tests for the age 2 cards of the base set (one or more per effect)."""

from helpers import (
    achievements,
    act,
    board,
    expect,
    hand,
    score_pile,
    setup,
    splay,
    supply,
)

# -- Calendar ------------------------------------------------------------------------


def test_calendar_draws_two_threes_with_more_score_cards_than_hand_cards():
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Calendar"]},
                "score": ["Oars", "Sailing"],
                "hand": ["Writing"],
            },
            "Bob": {},
        },
        supply={"3": ["Optics", "Compass", "Paper"]},
    )
    act(game, "dogma Calendar")
    assert hand(game, "Alice") == ["Compass", "Optics", "Writing"]
    assert supply(game, 3)[0] == "Paper"


def test_calendar_nothing_when_score_pile_is_not_larger():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Calendar"]}, "score": ["Oars"], "hand": ["Writing"]},
            "Bob": {},
        },
        supply={"3": ["Optics"]},
    )
    act(game, "dogma Calendar")
    assert hand(game, "Alice") == ["Writing"]
    assert supply(game, 3)[0] == "Optics"


def test_calendar_shared_each_player_checks_their_own_piles():
    # Bob (Agriculture: 3 leaves) shares and qualifies; Alice does not.
    game = setup(
        {
            "Alice": {"board": {"blue": ["Calendar"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Oars"]},
        },
        supply={"2": ["Mathematics"], "3": ["Optics", "Compass", "Paper"]},
    )
    act(game, "dogma Calendar")
    assert hand(game, "Bob") == ["Compass", "Optics"]
    assert hand(game, "Alice") == ["Mathematics"]  # only the free draw (a 2)
    assert supply(game, 3)[0] == "Paper"


# -- Mathematics ---------------------------------------------------------------------


def test_mathematics_returns_a_card_to_draw_and_meld_one_higher():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Mathematics"]}, "hand": ["Sailing", "Calendar"]},
            "Bob": {},
        },
        supply={"3": ["Engineering"]},
    )
    act(game, "dogma Mathematics")
    expect(game, "Alice", "choose_card", ["Sailing", "Calendar", None])
    act(game, "Calendar")
    assert supply(game, 2)[-1] == "Calendar"
    assert board(game, "Alice", "red") == ["Engineering"]
    assert hand(game, "Alice") == ["Sailing"]


def test_mathematics_declined():
    game = setup(
        {"Alice": {"board": {"blue": ["Mathematics"]}, "hand": ["Sailing"]}, "Bob": {}},
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Mathematics", None)
    assert hand(game, "Alice") == ["Sailing"]
    assert supply(game, 2)[0] == "Calendar"
    assert board(game, "Alice", "yellow") == []


# -- Construction --------------------------------------------------------------------


def test_construction_demand_transfers_two_cards_then_draws_a_two():
    # Carol (Masonry: 3 castles, as many as Alice) is not demanded; she shares
    # the second effect, changes nothing, so there is no free draw.
    game = setup(
        {
            "Alice": {"board": {"red": ["Construction"]}},
            "Bob": {"hand": ["Sailing", "Writing", "Pottery"]},
            "Carol": {"board": {"yellow": ["Masonry"]}, "hand": ["Oars", "Tools"]},
        },
        supply={"2": ["Calendar", "Mathematics"]},
    )
    act(game, "dogma Construction")
    d = expect(game, "Bob", "choose_cards", ["Sailing", "Writing", "Pottery"])
    assert (d.min, d.max) == (2, 2)
    act(game, ["Writing", "Pottery"])
    assert hand(game, "Alice") == ["Pottery", "Writing"]
    assert hand(game, "Bob") == ["Calendar", "Sailing"]
    assert hand(game, "Carol") == ["Oars", "Tools"]
    assert supply(game, 2)[0] == "Mathematics"
    assert achievements(game, "Alice") == []
    expect(game, "Alice", "action")


def test_construction_demand_with_one_card_transfers_it_and_still_draws():
    game = setup(
        {"Alice": {"board": {"red": ["Construction"]}}, "Bob": {"hand": ["Sailing"]}},
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Construction")
    assert hand(game, "Alice") == ["Sailing"]
    assert hand(game, "Bob") == ["Calendar"]


ALICE_FIVE = {
    "red": ["Construction"],
    "blue": ["Writing"],
    "green": ["Sailing"],
    "yellow": ["Agriculture"],
    "purple": ["Code of Laws"],
}


def test_construction_only_player_with_five_top_cards_claims_empire():
    game = setup(
        {
            "Alice": {"board": ALICE_FIVE},
            # Four top cards, 2 castles: vulnerable, with nothing in hand.
            "Bob": {
                "board": {
                    "blue": ["Tools"],
                    "green": ["Clothing"],
                    "yellow": ["Canal Building"],
                    "purple": ["City States"],
                },
            },
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Construction")
    assert hand(game, "Bob") == ["Calendar"]
    assert achievements(game, "Alice") == ["Empire"]
    assert "Empire" not in game.to_position()["special_achievements"]


def test_construction_no_empire_when_another_player_also_has_five_top_cards():
    # Bob has five top cards and 4 castles: he is not demanded, he shares the
    # second effect (not the only one with five either), and nobody claims Empire.
    game = setup(
        {
            "Alice": {"board": ALICE_FIVE},
            "Bob": {
                "board": {
                    "red": ["Archery"],
                    "blue": ["Tools"],
                    "green": ["Clothing"],
                    "yellow": ["Canal Building"],
                    "purple": ["City States"],
                },
                "hand": ["Oars", "Pottery"],
            },
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Construction")
    assert achievements(game, "Alice") == []
    assert achievements(game, "Bob") == []
    assert hand(game, "Bob") == ["Oars", "Pottery"]
    assert hand(game, "Alice") == []  # no free draw: Bob changed nothing
    assert supply(game, 2)[0] == "Calendar"


def test_construction_sharer_who_is_the_only_one_with_five_claims_empire():
    game = setup(
        {
            "Alice": {"board": {"red": ["Construction"], "blue": ["Writing"]}},
            "Bob": {
                "board": {
                    "red": ["Archery"],
                    "blue": ["Tools"],
                    "green": ["Clothing"],
                    "yellow": ["Canal Building"],
                    "purple": ["City States"],
                },
            },
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Construction")
    assert achievements(game, "Bob") == ["Empire"]
    assert achievements(game, "Alice") == []
    assert hand(game, "Alice") == ["Calendar"]  # Bob changed the game: free draw


# -- Road Building -------------------------------------------------------------------


def test_road_building_melds_two_and_swaps_red_for_green():
    game = setup(
        {
            "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Archery", "Oars", "Writing"]},
            "Bob": {"board": {"green": ["Clothing", "Sailing"], "red": ["Metalworking"]}},
        },
    )
    act(game, "dogma Road Building")
    d = expect(game, "Alice", "choose_cards", ["Archery", "Oars", "Writing"])
    assert (d.min, d.max) == (1, 2)
    act(game, ["Oars", "Archery"])
    assert board(game, "Alice", "red") == ["Archery", "Oars", "Road Building"]
    expect(game, "Alice", "choose_player", ["Bob", None])
    act(game, "Bob")
    assert board(game, "Alice", "red") == ["Oars", "Road Building"]
    assert board(game, "Bob", "red") == ["Archery", "Metalworking"]
    assert board(game, "Alice", "green") == ["Clothing"]
    assert board(game, "Bob", "green") == ["Sailing"]
    assert hand(game, "Alice") == ["Writing"]


def test_road_building_melding_one_card_offers_no_transfer():
    game = setup(
        {
            "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Archery", "Writing"]},
            "Bob": {"board": {"green": ["Clothing"]}},
        },
    )
    act(game, "dogma Road Building", ["Writing"])
    assert board(game, "Alice", "blue") == ["Writing"]
    assert board(game, "Bob", "green") == ["Clothing"]
    assert board(game, "Alice", "red") == ["Road Building"]
    expect(game, "Alice", "action")


def test_road_building_transfer_declined():
    game = setup(
        {
            "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Archery", "Writing"]},
            "Bob": {"board": {"green": ["Clothing"]}},
        },
    )
    act(game, "dogma Road Building", ["Writing", "Archery"], None)
    assert board(game, "Alice", "red") == ["Archery", "Road Building"]
    assert board(game, "Alice", "blue") == ["Writing"]
    assert board(game, "Bob", "green") == ["Clothing"]
    assert board(game, "Bob", "red") == []


def test_road_building_to_a_player_without_green_gets_nothing_back():
    game = setup(
        {
            "Alice": {"board": {"red": ["Road Building"]}, "hand": ["Archery", "Writing"]},
            "Bob": {"board": {"green": ["Clothing"]}},
            "Carol": {"board": {"blue": ["Pottery"]}},
        },
    )
    act(game, "dogma Road Building", ["Writing", "Archery"])
    expect(game, "Alice", "choose_player", ["Bob", "Carol", None])
    act(game, "Carol")
    assert board(game, "Carol", "red") == ["Archery"]
    assert board(game, "Alice", "red") == ["Road Building"]
    assert board(game, "Alice", "green") == []
    assert board(game, "Bob", "green") == ["Clothing"]


# -- Currency ------------------------------------------------------------------------


def test_currency_scores_a_two_per_different_value_returned():
    game = setup(
        {
            "Alice": {
                "board": {"green": ["Currency"]},
                "hand": ["Oars", "Archery", "Calendar", "Optics"],
            },
            "Bob": {},
        },
        supply={"2": ["Mathematics", "Philosophy", "Fermenting"]},
    )
    act(game, "dogma Currency")
    d = expect(game, "Alice", "choose_cards")
    assert (d.min, d.max) == (0, 4)
    act(game, ["Oars", "Archery", "Calendar"])
    # Values 1 and 2: two 2s drawn and scored.
    assert score_pile(game, "Alice") == ["Mathematics", "Philosophy"]
    assert hand(game, "Alice") == ["Optics"]
    assert supply(game, 1)[-2:] == ["Oars", "Archery"]
    assert supply(game, 2)[0] == "Fermenting"
    assert supply(game, 2)[-1] == "Calendar"


def test_currency_declined():
    game = setup(
        {"Alice": {"board": {"green": ["Currency"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"2": ["Mathematics"]},
    )
    act(game, "dogma Currency", [])
    assert hand(game, "Alice") == ["Oars"]
    assert score_pile(game, "Alice") == []
    assert supply(game, 2)[0] == "Mathematics"


# -- Mapmaking -----------------------------------------------------------------------


def test_mapmaking_takes_a_one_and_then_everybody_sharing_scores_a_one():
    # Bob (no crowns) is demanded; Carol (Code of Laws: 2 crowns) shares.
    game = setup(
        {
            "Alice": {"board": {"green": ["Mapmaking"]}},
            "Bob": {"score": ["Sailing", "Calendar", "Archery"]},
            "Carol": {"board": {"purple": ["Code of Laws"]}, "score": ["Oars"]},
        },
        supply={"1": ["Tools", "Writing", "Pottery"], "2": ["Mathematics"]},
    )
    act(game, "dogma Mapmaking")
    expect(game, "Bob", "choose_card", ["Sailing", "Archery"])
    act(game, "Archery")
    assert score_pile(game, "Bob") == ["Calendar", "Sailing"]
    assert score_pile(game, "Carol") == ["Oars", "Tools"]
    assert score_pile(game, "Alice") == ["Archery", "Writing"]
    assert hand(game, "Alice") == ["Mathematics"]  # free draw (Carol scored)


def test_mapmaking_nothing_transferred_nothing_scored():
    game = setup(
        {
            "Alice": {"board": {"green": ["Mapmaking"]}},
            "Bob": {"score": ["Calendar"]},
        },
        supply={"1": ["Tools"]},
    )
    act(game, "dogma Mapmaking")
    assert score_pile(game, "Bob") == ["Calendar"]
    assert score_pile(game, "Alice") == []
    assert supply(game, 1)[0] == "Tools"


# -- Canal Building ------------------------------------------------------------------


def test_canal_building_exchanges_all_highest_cards():
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Canal Building"]},
                "hand": ["Optics", "Education", "Oars"],
                "score": ["Calendar", "Mathematics", "Sailing"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Canal Building")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert hand(game, "Alice") == ["Calendar", "Mathematics", "Oars"]
    assert score_pile(game, "Alice") == ["Education", "Optics", "Sailing"]


def test_canal_building_with_empty_score_pile_moves_the_hand_half():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Canal Building"]}, "hand": ["Oars", "Sailing"]},
            "Bob": {},
        },
    )
    act(game, "dogma Canal Building", "yes")
    assert hand(game, "Alice") == []
    assert score_pile(game, "Alice") == ["Oars", "Sailing"]


def test_canal_building_declined():
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Canal Building"]},
                "hand": ["Optics"],
                "score": ["Calendar"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Canal Building", "no")
    assert hand(game, "Alice") == ["Optics"]
    assert score_pile(game, "Alice") == ["Calendar"]


# -- Fermenting ----------------------------------------------------------------------


def test_fermenting_draws_a_two_per_colour_with_a_visible_leaf():
    # Yellow (Fermenting), green (Clothing) and blue (Pottery's leaf shows
    # through the left splay) have leaves; red (Archery) does not.
    game = setup(
        {
            "Alice": {
                "board": {
                    "yellow": ["Fermenting"],
                    "green": ["Clothing"],
                    "red": ["Archery"],
                    "blue": {"cards": ["Writing", "Pottery"], "splay": "left"},
                },
            },
            "Bob": {},
        },
        supply={"2": ["Calendar", "Mathematics", "Philosophy", "Currency"]},
    )
    act(game, "dogma Fermenting")
    assert hand(game, "Alice") == ["Calendar", "Mathematics", "Philosophy"]
    assert supply(game, 2)[0] == "Currency"


def test_fermenting_ignores_leaves_hidden_in_an_unsplayed_stack():
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Fermenting"], "blue": ["Writing", "Pottery"]},
            },
            "Bob": {},
        },
        supply={"2": ["Calendar", "Mathematics"]},
    )
    act(game, "dogma Fermenting")
    assert hand(game, "Alice") == ["Calendar"]


# -- Monotheism ----------------------------------------------------------------------


def test_monotheism_demand_and_tuck():
    # Bob (2 castles) is demanded; Carol (6 castles) shares the second effect.
    game = setup(
        {
            "Alice": {"board": {"purple": ["Monotheism"], "red": ["Archery"]}},
            "Bob": {"board": {"red": ["Oars"], "green": ["Sailing"], "blue": ["Writing"]}},
            "Carol": {
                "board": {
                    "yellow": ["Masonry"],
                    "red": ["Metalworking"],
                    "green": ["The Wheel"],
                },
            },
        },
        supply={"1": ["Clothing", "Pottery", "Code of Laws"], "2": ["Calendar"]},
    )
    act(game, "dogma Monotheism")
    # Red is on Alice's board: only Sailing and Writing may go.
    expect(game, "Bob", "choose_card", ["Sailing", "Writing"])
    act(game, "Sailing")
    assert score_pile(game, "Alice") == ["Sailing"]
    assert board(game, "Bob", "green") == ["Clothing"]  # drawn and tucked
    assert board(game, "Carol", "blue") == ["Pottery"]  # Carol tucks first
    assert board(game, "Carol", "green") == ["The Wheel"]  # Carol is not demanded
    assert board(game, "Alice", "purple") == ["Monotheism", "Code of Laws"]
    assert hand(game, "Alice") == ["Calendar"]  # free draw (a 2)


def test_monotheism_demand_with_no_other_colour_transfers_nothing():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Monotheism"], "green": ["Sailing"]}},
            "Bob": {"board": {"green": ["Clothing"]}},
        },
        supply={"1": ["Code of Laws", "Pottery"]},
    )
    act(game, "dogma Monotheism")
    assert board(game, "Bob", "green") == ["Clothing"]
    assert score_pile(game, "Alice") == []
    # Bob did not draw and tuck; Alice's own effect tucked the first 1.
    assert board(game, "Alice", "purple") == ["Monotheism", "Code of Laws"]
    assert supply(game, 1)[0] == "Pottery"


# -- Philosophy ----------------------------------------------------------------------

PHILOSOPHY_BOARD = {
    "purple": ["Philosophy"],
    "red": ["Archery", "Oars"],
    "blue": ["Writing", "Tools"],
}


def test_philosophy_splays_a_chosen_colour_left_and_scores_a_card():
    game = setup(
        {"Alice": {"board": PHILOSOPHY_BOARD, "hand": ["Calendar", "Sailing"]}, "Bob": {}},
    )
    act(game, "dogma Philosophy")
    expect(game, "Alice", "choose_color", ["red", "blue", None])
    act(game, "red")
    expect(game, "Alice", "choose_card", ["Calendar", "Sailing", None])
    act(game, "Calendar")
    assert splay(game, "Alice", "red") == "left"
    assert splay(game, "Alice", "blue") == "none"
    assert score_pile(game, "Alice") == ["Calendar"]
    assert hand(game, "Alice") == ["Sailing"]


def test_philosophy_both_declined():
    game = setup(
        {"Alice": {"board": PHILOSOPHY_BOARD, "hand": ["Calendar"]}, "Bob": {}},
    )
    act(game, "dogma Philosophy", None, None)
    assert splay(game, "Alice", "red") == "none"
    assert splay(game, "Alice", "blue") == "none"
    assert score_pile(game, "Alice") == []
    assert hand(game, "Alice") == ["Calendar"]


def test_philosophy_single_splayable_colour_asks_yes_no():
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Philosophy"], "red": {"cards": ["Archery", "Oars"]}},
            },
            "Bob": {},
        },
    )
    act(game, "dogma Philosophy")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "red") == "left"
    expect(game, "Alice", "action")  # empty hand: nothing to score
