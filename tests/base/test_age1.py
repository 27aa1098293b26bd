"""Scenario tests for the age 1 cards of the base set (one or more per effect)."""

from helpers import (
    achievements,
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


def test_archery_demand_transfers_highest_card():
    game = setup(
        {
            "Alice": {"board": {"red": ["Archery"]}},
            "Bob": {"hand": ["Writing", "Masonry", "Calendar"]},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Archery")
    # Bob draws Oars, then must give his highest card: Calendar is the only 2.
    assert hand(game, "Alice") == ["Calendar"]
    assert hand(game, "Bob") == ["Masonry", "Oars", "Writing"]
    assert game.pending.kind == "action"


def test_archery_demand_tie_is_chosen_by_the_victim():
    game = setup(
        {
            "Alice": {"board": {"red": ["Archery"]}},
            "Bob": {"hand": ["Calendar", "Fermenting"]},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Archery")
    expect(game, "Bob", "choose_card", ["Calendar", "Fermenting"])
    act(game, "Fermenting")
    assert hand(game, "Alice") == ["Fermenting"]
    assert hand(game, "Bob") == ["Calendar", "Oars"]


def test_archery_demand_skips_a_player_with_as_many_castles():
    # Carol has 2 castles like Alice: not vulnerable.  Bob has none.
    game = setup(
        {
            "Alice": {"board": {"red": ["Archery"]}},
            "Bob": {"hand": ["Writing"]},
            "Carol": {"board": {"yellow": ["Domestication"]}, "hand": ["Calendar"]},
        },
        supply={"1": ["Oars", "Sailing"]},
    )
    assert icons(game, "Carol")["castle"] == icons(game, "Alice")["castle"] == 2
    act(game, "dogma Archery")
    # Bob draws Oars; Writing and Oars tie at 1: Bob chooses.
    expect(game, "Bob", "choose_card", ["Oars", "Writing"])
    act(game, "Oars")
    assert hand(game, "Alice") == ["Oars"]
    assert hand(game, "Bob") == ["Writing"]
    assert hand(game, "Carol") == ["Calendar"]
    assert supply(game, 1)[0] == "Sailing"  # nobody else drew; no free draw for demands
    expect(game, "Alice", "action")


# -- Pottery -----------------------------------------------------------------------


def test_pottery_returns_three_in_chosen_order_and_scores_a_three():
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Pottery"]},
                "hand": ["Oars", "Archery", "Calendar"],
            },
            "Bob": {},
        },
        supply={"1": ["Sailing"], "3": ["Optics"]},
    )
    act(game, "dogma Pottery")
    d = expect(game, "Alice", "choose_cards", ["Oars", "Archery", "Calendar"])
    assert (d.min, d.max) == (0, 3)
    act(game, ["Oars", "Archery", "Calendar"])
    # Three cards returned: draw and score a 3.  Then Pottery's second effect: draw a 1.
    assert score_pile(game, "Alice") == ["Optics"]
    assert hand(game, "Alice") == ["Sailing"]
    # Oars went to the bottom first, then Archery below it.
    assert supply(game, 1)[-2:] == ["Oars", "Archery"]
    assert supply(game, 2)[-1] == "Calendar"
    expect(game, "Alice", "action")


def test_pottery_returns_one_and_scores_a_one():
    game = setup(
        {"Alice": {"board": {"blue": ["Pottery"]}, "hand": ["Calendar", "Oars"]}, "Bob": {}},
        supply={"1": ["Sailing", "Writing"]},
    )
    act(game, "dogma Pottery", ["Calendar"])
    assert score_pile(game, "Alice") == ["Sailing"]
    assert hand(game, "Alice") == ["Oars", "Writing"]
    assert supply(game, 2)[-1] == "Calendar"


def test_pottery_declined_only_draws_a_one():
    game = setup(
        {"Alice": {"board": {"blue": ["Pottery"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"1": ["Sailing", "Writing"]},
    )
    act(game, "dogma Pottery", [])
    assert score_pile(game, "Alice") == []
    assert hand(game, "Alice") == ["Oars", "Sailing"]
    assert supply(game, 1)[0] == "Writing"


def test_pottery_sharer_goes_first_and_earns_a_free_draw():
    # Bob (3 leaves) shares Alice's Pottery (3 leaves).
    game = setup(
        {
            "Alice": {"board": {"blue": ["Pottery"], "red": ["Construction"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Archery"]},
        },
        supply={"1": ["Sailing", "Writing", "Tools"], "2": ["Calendar"]},
    )
    act(game, "dogma Pottery")
    expect(game, "Bob", "choose_cards")
    act(game, ["Archery"])  # Bob draws and scores a 1: Sailing
    # Alice's hand is empty: nothing to ask her.  Effect 2: Bob draws, then Alice.
    assert score_pile(game, "Bob") == ["Sailing"]
    assert hand(game, "Bob") == ["Writing"]
    # Alice drew Tools, then her free Draw action (highest top card: a 2).
    assert hand(game, "Alice") == ["Calendar", "Tools"]
    assert score_pile(game, "Alice") == []
    expect(game, "Alice", "action")


# -- Tools -------------------------------------------------------------------------


def test_tools_returns_three_to_draw_and_meld_a_three():
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Tools"]},
                "hand": ["Oars", "Archery", "Sailing", "Calendar"],
            },
            "Bob": {},
        },
        supply={"3": ["Optics"]},
    )
    act(game, "dogma Tools")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    d = expect(game, "Alice", "choose_cards", ["Oars", "Archery", "Sailing", "Calendar"])
    assert (d.min, d.max) == (3, 3)
    act(game, ["Archery", "Calendar", "Oars"])
    assert board(game, "Alice", "red") == ["Optics"]
    assert hand(game, "Alice") == ["Sailing"]  # no 3 in hand: the second effect asks nothing
    assert supply(game, 1)[-2:] == ["Archery", "Oars"]
    assert supply(game, 2)[-1] == "Calendar"
    expect(game, "Alice", "action")


def test_tools_declined_changes_nothing():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Tools"]}, "hand": ["Oars", "Archery", "Sailing"]},
            "Bob": {},
        },
        supply={"3": ["Optics"]},
    )
    act(game, "dogma Tools", "no")
    assert hand(game, "Alice") == ["Archery", "Oars", "Sailing"]
    assert board(game, "Alice", "red") == []
    assert supply(game, 3)[0] == "Optics"


def test_tools_with_fewer_than_three_cards_returns_them_but_melds_nothing():
    # Decision recorded in the brief: "yes" returns all you have if fewer than
    # three, and only returning three cards earns the 3.
    game = setup(
        {"Alice": {"board": {"blue": ["Tools"]}, "hand": ["Oars", "Archery"]}, "Bob": {}},
        supply={"3": ["Optics"]},
    )
    act(game, "dogma Tools", "yes")
    # Both go to the bottom of the 1 pile: Alice orders them.
    expect(game, "Alice", "choose_card", ["Oars", "Archery"])
    act(game, "Archery")
    assert hand(game, "Alice") == []
    assert supply(game, 1)[-2:] == ["Archery", "Oars"]
    assert board(game, "Alice", "red") == []
    assert supply(game, 3)[0] == "Optics"
    expect(game, "Alice", "action")


def test_tools_with_exactly_three_cards_asks_the_order_of_the_returns():
    # "If multiple cards are returned at once, choose the order."  With exactly
    # three cards in hand all three are returned; the two 1s go to one pile,
    # so Alice orders them (the 2 goes to its own pile).
    game = setup(
        {
            "Alice": {"board": {"blue": ["Tools"]}, "hand": ["Oars", "Archery", "Calendar"]},
            "Bob": {},
        },
        supply={"3": ["Optics"]},
    )
    act(game, "dogma Tools", "yes")
    expect(game, "Alice", "choose_card", ["Oars", "Archery"])
    act(game, "Archery")
    assert supply(game, 1)[-2:] == ["Archery", "Oars"]  # Archery returned first
    assert supply(game, 2)[-1] == "Calendar"
    assert board(game, "Alice", "red") == ["Optics"]


def test_tools_returns_a_three_to_draw_three_ones():
    game = setup(
        {"Alice": {"board": {"blue": ["Tools"]}, "hand": ["Optics", "Education"]}, "Bob": {}},
        supply={"1": ["Sailing", "Writing", "Oars", "Archery"], "3": ["Compass"]},
    )
    act(game, "dogma Tools", "no")  # not the first effect
    expect(game, "Alice", "choose_card", ["Optics", "Education", None])
    act(game, "Education")
    assert hand(game, "Alice") == ["Oars", "Optics", "Sailing", "Writing"]
    assert supply(game, 1)[0] == "Archery"
    assert supply(game, 3)[-1] == "Education"


def test_tools_second_effect_declined():
    game = setup(
        {"Alice": {"board": {"blue": ["Tools"]}, "hand": ["Optics"]}, "Bob": {}},
        supply={"1": ["Sailing"]},
    )
    act(game, "dogma Tools", "no", None)
    assert hand(game, "Alice") == ["Optics"]
    assert supply(game, 1)[0] == "Sailing"


def test_tools_sharer_who_changes_nothing_earns_no_free_draw():
    # Bob shares (Writing: 2 lightbulbs) but has nothing in hand: no change.
    game = setup(
        {
            "Alice": {"board": {"blue": ["Tools"]}, "hand": ["Oars"]},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        supply={"1": ["Sailing"]},
    )
    act(game, "dogma Tools", "no")
    assert hand(game, "Alice") == ["Oars"]
    assert hand(game, "Bob") == []
    assert supply(game, 1)[0] == "Sailing"
    expect(game, "Alice", "action")


# -- Writing -----------------------------------------------------------------------


def test_writing_is_shared_first_and_gives_a_free_draw():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Writing"]}},
            "Bob": {"board": {"blue": ["Tools"]}},
            "Carol": {"board": {"red": ["Archery"]}},  # 1 lightbulb: does not share
        },
        supply={"1": ["Sailing"], "2": ["Calendar", "Mathematics"]},
    )
    act(game, "dogma Writing")
    assert hand(game, "Bob") == ["Calendar"]
    assert hand(game, "Alice") == ["Mathematics", "Sailing"]  # Sailing: the free draw
    assert hand(game, "Carol") == []


def test_writing_alone_draws_a_two():
    game = setup(
        {"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {}},
        supply={"1": ["Sailing"], "2": ["Calendar"]},
    )
    act(game, "dogma Writing")
    assert hand(game, "Alice") == ["Calendar"]
    assert supply(game, 1)[0] == "Sailing"


# -- Metalworking --------------------------------------------------------------------


def test_metalworking_scores_castles_until_a_card_without_one():
    game = setup(
        {"Alice": {"board": {"red": ["Metalworking"]}}, "Bob": {}},
        supply={"1": ["Archery", "Masonry", "Writing", "Sailing"]},
    )
    act(game, "dogma Metalworking")
    assert score_pile(game, "Alice") == ["Archery", "Masonry"]
    assert hand(game, "Alice") == ["Writing"]
    assert supply(game, 1)[0] == "Sailing"
    log = texts(game)
    assert sum("reveal" in t for t in log) == 3, log


def test_metalworking_first_card_without_castle_is_kept():
    game = setup(
        {"Alice": {"board": {"red": ["Metalworking"]}}, "Bob": {}},
        supply={"1": ["Pottery", "Archery"]},
    )
    act(game, "dogma Metalworking")
    assert score_pile(game, "Alice") == []
    assert hand(game, "Alice") == ["Pottery"]


def test_metalworking_shared_sharer_first_then_free_draw():
    game = setup(
        {
            "Alice": {"board": {"red": ["Metalworking"]}},
            "Bob": {"board": {"yellow": ["Masonry"]}},
        },
        supply={"1": ["Oars", "Pottery", "Clothing", "Sailing"]},
    )
    act(game, "dogma Metalworking")
    assert score_pile(game, "Bob") == ["Oars"]
    assert hand(game, "Bob") == ["Pottery"]
    assert score_pile(game, "Alice") == []
    assert hand(game, "Alice") == ["Clothing", "Sailing"]  # Sailing: the free draw


# -- Oars --------------------------------------------------------------------------


def test_oars_demand_repeats_while_crowns_remain():
    game = setup(
        {
            "Alice": {"board": {"red": ["Oars"]}},
            "Bob": {"hand": ["Sailing", "Pottery"]},
        },
        supply={"1": ["Writing", "Tools", "Archery"]},
    )
    act(game, "dogma Oars")
    # Bob gives Sailing, draws Writing (a crown): gives it, draws Tools (no crown): stops.
    assert score_pile(game, "Alice") == ["Sailing", "Writing"]
    assert hand(game, "Bob") == ["Pottery", "Tools"]
    # Cards were transferred: the second effect draws nothing.
    assert hand(game, "Alice") == []
    assert supply(game, 1)[0] == "Archery"


def test_oars_demand_victim_chooses_among_crowns():
    game = setup(
        {
            "Alice": {"board": {"red": ["Oars"]}},
            "Bob": {"hand": ["Sailing", "Writing"]},
        },
        supply={"1": ["Tools", "Pottery"]},
    )
    act(game, "dogma Oars")
    expect(game, "Bob", "choose_card", ["Sailing", "Writing"])
    act(game, "Writing")
    # Bob drew Tools; Sailing still has a crown: transferred without asking, Pottery drawn.
    assert score_pile(game, "Alice") == ["Sailing", "Writing"]
    assert hand(game, "Bob") == ["Pottery", "Tools"]


def test_oars_nothing_transferred_so_sharers_and_i_draw():
    # Bob is vulnerable (no castles) but has no crown; Carol (2 castles) shares.
    game = setup(
        {
            "Alice": {"board": {"red": ["Oars"], "blue": ["Writing"]}},
            "Bob": {"hand": ["Pottery"]},
            "Carol": {"board": {"yellow": ["Domestication"]}, "hand": ["Sailing"]},
        },
        supply={"1": ["Archery", "Tools", "Agriculture"]},
    )
    act(game, "dogma Oars")
    assert hand(game, "Bob") == ["Pottery"]
    assert hand(game, "Carol") == ["Archery", "Sailing"]  # Carol is not demanded
    assert hand(game, "Alice") == ["Agriculture", "Tools"]  # Agriculture: the free draw
    assert score_pile(game, "Alice") == []


def test_oars_transfer_stops_the_second_effect_for_sharers_too():
    game = setup(
        {
            "Alice": {"board": {"red": ["Oars"]}},
            "Bob": {"hand": ["Sailing"]},
            "Carol": {"board": {"yellow": ["Domestication"]}},
        },
        supply={"1": ["Pottery", "Tools"]},
    )
    act(game, "dogma Oars")
    assert score_pile(game, "Alice") == ["Sailing"]
    assert hand(game, "Bob") == ["Pottery"]
    assert hand(game, "Carol") == []
    assert hand(game, "Alice") == []
    assert supply(game, 1)[0] == "Tools"


# -- Clothing ------------------------------------------------------------------------


def test_clothing_melds_a_new_colour_and_scores_for_colours_only_i_have():
    game = setup(
        {
            "Alice": {
                "board": {"green": ["Clothing"], "blue": ["Writing"]},
                "hand": ["Tools", "Oars", "Domestication"],
            },
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"1": ["Sailing", "Mysticism", "Pottery"]},
    )
    act(game, "dogma Clothing")
    # Tools is blue, already on Alice's board: only Oars and Domestication are offered.
    expect(game, "Alice", "choose_card", ["Oars", "Domestication"])
    act(game, "Oars")
    assert board(game, "Alice", "red") == ["Oars"]
    # Green and blue are on Alice's board and not on Bob's (red is on both): two 1s.
    assert score_pile(game, "Alice") == ["Mysticism", "Sailing"]
    assert hand(game, "Alice") == ["Domestication", "Tools"]
    assert supply(game, 1)[0] == "Pottery"


def test_clothing_shared_each_player_compares_with_their_opponents():
    game = setup(
        {
            "Alice": {"board": {"green": ["Clothing"]}, "hand": ["Tools"]},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Pottery"]},
        },
        supply={"1": ["Sailing", "Mysticism", "The Wheel"]},
    )
    act(game, "dogma Clothing")
    # Bob melds Pottery (blue), then Alice melds Tools (blue).
    assert board(game, "Bob", "blue") == ["Pottery"]
    assert board(game, "Alice", "blue") == ["Tools"]
    # Bob: yellow is his alone; Alice: green is hers alone.  One 1 each, Bob first.
    assert score_pile(game, "Bob") == ["Sailing"]
    assert score_pile(game, "Alice") == ["Mysticism"]
    assert hand(game, "Alice") == ["The Wheel"]  # the free draw


def test_clothing_nothing_to_meld_when_every_colour_is_on_the_board():
    game = setup(
        {
            "Alice": {"board": {"green": ["Clothing"]}, "hand": ["Sailing"]},
            "Bob": {"board": {"green": ["The Wheel"]}},
        },
        supply={"1": ["Pottery"]},
    )
    act(game, "dogma Clothing")
    assert hand(game, "Alice") == ["Sailing"]
    assert board(game, "Alice", "green") == ["Clothing"]
    assert score_pile(game, "Alice") == []  # green is on Bob's board too
    assert supply(game, 1)[0] == "Pottery"


# -- Sailing -----------------------------------------------------------------------


def test_sailing_draws_and_melds_a_one():
    game = setup(
        {
            "Alice": {"board": {"green": ["Sailing"], "red": ["Oars"]}},
            "Bob": {"board": {"purple": ["Code of Laws"]}},  # 2 crowns: not 3, no sharing
        },
        supply={"1": ["Archery", "Tools"]},
    )
    act(game, "dogma Sailing")
    assert board(game, "Alice", "red") == ["Archery", "Oars"]
    assert board(game, "Bob", "blue") == []
    assert hand(game, "Alice") == []
    assert supply(game, 1)[0] == "Tools"


# -- The Wheel -----------------------------------------------------------------------


def test_the_wheel_draws_two_ones_sharer_first():
    game = setup(
        {
            "Alice": {"board": {"green": ["The Wheel"]}},
            "Bob": {"board": {"yellow": ["Masonry"]}},
        },
        supply={"1": ["Sailing", "Tools", "Writing", "Oars", "Archery"]},
    )
    act(game, "dogma The Wheel")
    assert hand(game, "Bob") == ["Sailing", "Tools"]
    assert hand(game, "Alice") == ["Archery", "Oars", "Writing"]  # Archery: the free draw


def test_the_wheel_sharer_takes_the_last_one_and_the_rest_skip_to_age_two():
    # The rulebook's tip: with one card left in the 1 pile, the sharer gets the
    # 1 and you get a 2.  Every other age 1 card is placed somewhere.
    game = setup(
        {
            "Alice": {
                "board": {"green": ["The Wheel"]},
                "score": ["Pottery", "Tools", "Writing", "Archery", "Metalworking", "Oars"],
            },
            "Bob": {
                "board": {"yellow": ["Masonry"]},
                "score": ["Clothing", "Agriculture", "Domestication", "City States"],
                "hand": ["Code of Laws", "Mysticism"],
            },
        },
        achievements=[],
        supply={"1": ["Sailing"], "2": ["Calendar", "Mathematics", "Philosophy", "Currency"]},
    )
    assert supply(game, 1) == ["Sailing"]
    act(game, "dogma The Wheel")
    assert hand(game, "Bob") == ["Calendar", "Code of Laws", "Mysticism", "Sailing"]
    # Alice draws two 2s, then her free Draw action (a 1, so a 2 too).
    assert hand(game, "Alice") == ["Currency", "Mathematics", "Philosophy"]


# -- Agriculture ---------------------------------------------------------------------


def test_agriculture_returns_a_card_to_score_one_higher():
    game = setup(
        {"Alice": {"board": {"yellow": ["Agriculture"]}, "hand": ["Calendar", "Oars"]}, "Bob": {}},
        supply={"3": ["Optics"]},
    )
    act(game, "dogma Agriculture")
    expect(game, "Alice", "choose_card", ["Calendar", "Oars", None])
    act(game, "Calendar")
    assert supply(game, 2)[-1] == "Calendar"
    assert score_pile(game, "Alice") == ["Optics"]
    assert hand(game, "Alice") == ["Oars"]


def test_agriculture_declined():
    game = setup(
        {"Alice": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Agriculture", None)
    assert hand(game, "Alice") == ["Oars"]
    assert score_pile(game, "Alice") == []
    assert supply(game, 2)[0] == "Calendar"


# -- Domestication -------------------------------------------------------------------


def test_domestication_melds_the_lowest_card_tie_chosen_then_draws():
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Domestication"]},
                "hand": ["Calendar", "Oars", "Sailing"],
            },
            "Bob": {},
        },
        supply={"1": ["Tools"]},
    )
    act(game, "dogma Domestication")
    expect(game, "Alice", "choose_card", ["Oars", "Sailing"])
    act(game, "Sailing")
    assert board(game, "Alice", "green") == ["Sailing"]
    assert hand(game, "Alice") == ["Calendar", "Oars", "Tools"]


def test_domestication_with_empty_hand_still_draws():
    game = setup(
        {"Alice": {"board": {"yellow": ["Domestication"]}}, "Bob": {}},
        supply={"1": ["Tools"]},
    )
    act(game, "dogma Domestication")
    assert hand(game, "Alice") == ["Tools"]
    assert board(game, "Alice", "blue") == []


# -- Masonry -------------------------------------------------------------------------

MASONRY_HAND = ["Archery", "Oars", "The Wheel", "Mysticism", "Writing"]


def test_masonry_melding_four_castle_cards_claims_monument():
    game = setup(
        {"Alice": {"board": {"yellow": ["Masonry"]}, "hand": MASONRY_HAND}, "Bob": {}},
    )
    act(game, "dogma Masonry")
    d = expect(game, "Alice", "choose_cards", ["Archery", "Oars", "The Wheel", "Mysticism"])
    assert (d.min, d.max) == (0, 4)
    act(game, ["Archery", "The Wheel", "Oars", "Mysticism"])
    assert board(game, "Alice", "red") == ["Oars", "Archery"]  # melded in that order
    assert board(game, "Alice", "green") == ["The Wheel"]
    assert board(game, "Alice", "purple") == ["Mysticism"]
    assert hand(game, "Alice") == ["Writing"]
    assert achievements(game, "Alice") == ["Monument"]
    assert "Monument" not in game.to_position()["special_achievements"]


def test_masonry_melding_three_does_not_claim_monument():
    game = setup(
        {"Alice": {"board": {"yellow": ["Masonry"]}, "hand": MASONRY_HAND}, "Bob": {}},
    )
    act(game, "dogma Masonry", ["Oars", "Archery", "Mysticism"])
    assert board(game, "Alice", "red") == ["Archery", "Oars"]
    assert hand(game, "Alice") == ["The Wheel", "Writing"]
    assert achievements(game, "Alice") == []


def test_masonry_declined():
    game = setup(
        {"Alice": {"board": {"yellow": ["Masonry"]}, "hand": MASONRY_HAND}, "Bob": {}},
    )
    act(game, "dogma Masonry", [])
    assert hand(game, "Alice") == sorted(MASONRY_HAND)
    assert achievements(game, "Alice") == []


def test_masonry_monument_already_claimed_by_another_player():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Masonry"]}, "hand": MASONRY_HAND},
            "Bob": {"achievements": ["Monument"]},
        },
    )
    act(game, "dogma Masonry", ["Archery", "Oars", "The Wheel", "Mysticism"])
    assert achievements(game, "Alice") == []
    assert achievements(game, "Bob") == ["Monument"]
    expect(game, "Alice", "action")


# -- City States ---------------------------------------------------------------------


def test_city_states_takes_a_castle_top_card_from_a_player_with_four_castles():
    game = setup(
        {
            "Alice": {"board": {"purple": ["City States"], "red": ["Oars"]}},
            # Exactly four castles, one crown.
            "Bob": {
                "board": {"red": ["Archery"], "yellow": ["Domestication"], "blue": ["Pottery"]},
            },
        },
        supply={"1": ["Sailing"]},
    )
    act(game, "dogma City States")
    expect(game, "Bob", "choose_card", ["Archery", "Domestication"])  # Pottery: no castle
    act(game, "Archery")
    assert board(game, "Alice", "red") == ["Archery", "Oars"]
    assert board(game, "Bob", "red") == []
    assert hand(game, "Bob") == ["Sailing"]


def test_city_states_nothing_with_fewer_than_four_castles():
    game = setup(
        {
            "Alice": {"board": {"purple": ["City States"]}},
            "Bob": {"board": {"yellow": ["Masonry"]}},  # 3 castles
        },
        supply={"1": ["Sailing"]},
    )
    act(game, "dogma City States")
    assert board(game, "Bob", "yellow") == ["Masonry"]
    assert board(game, "Alice", "yellow") == []
    assert hand(game, "Bob") == []
    assert supply(game, 1)[0] == "Sailing"


def test_city_states_not_demanded_from_a_player_with_as_many_crowns():
    game = setup(
        {
            "Alice": {"board": {"purple": ["City States"]}},
            "Bob": {
                "board": {"red": ["Archery"], "yellow": ["Masonry"], "green": ["Sailing"]},
            },
        },
        supply={"1": ["Writing"]},
    )
    act(game, "dogma City States")
    assert board(game, "Bob", "red") == ["Archery"]
    assert board(game, "Alice", "red") == []
    assert hand(game, "Bob") == []


# -- Code of Laws --------------------------------------------------------------------


def test_code_of_laws_tucks_and_splays_left():
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Code of Laws"], "red": ["Archery"]},
                "hand": ["Oars", "Sailing"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Code of Laws")
    expect(game, "Alice", "choose_card", ["Oars", None])  # Sailing: no green on the board
    act(game, "Oars")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert board(game, "Alice", "red") == ["Archery", "Oars"]
    assert splay(game, "Alice", "red") == "left"
    assert hand(game, "Alice") == ["Sailing"]


def test_code_of_laws_tuck_without_splay():
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Code of Laws"], "red": ["Archery"]},
                "hand": ["Oars"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Code of Laws", "Oars", "no")
    assert board(game, "Alice", "red") == ["Archery", "Oars"]
    assert splay(game, "Alice", "red") == "none"


def test_code_of_laws_declined():
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Code of Laws"], "red": ["Archery"]},
                "hand": ["Oars"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Code of Laws", None)
    assert board(game, "Alice", "red") == ["Archery"]
    assert hand(game, "Alice") == ["Oars"]
    expect(game, "Alice", "action")


# -- Mysticism -----------------------------------------------------------------------


def test_mysticism_melds_a_card_of_a_colour_on_the_board_and_draws():
    game = setup(
        {"Alice": {"board": {"purple": ["Mysticism"]}}, "Bob": {}},
        supply={"1": ["Code of Laws", "Sailing"]},
    )
    act(game, "dogma Mysticism")
    assert board(game, "Alice", "purple") == ["Code of Laws", "Mysticism"]
    assert hand(game, "Alice") == ["Sailing"]
    assert any("reveal" in t and "Code of Laws" in t for t in texts(game))


def test_mysticism_keeps_a_card_of_a_new_colour():
    game = setup(
        {"Alice": {"board": {"purple": ["Mysticism"]}}, "Bob": {}},
        supply={"1": ["Sailing", "Writing"]},
    )
    act(game, "dogma Mysticism")
    assert hand(game, "Alice") == ["Sailing"]
    assert board(game, "Alice", "green") == []
    assert supply(game, 1)[0] == "Writing"
