"""Scenario tests for the age 3 cards of the base set (one or more per effect)."""

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
    texts,
)

# -- Alchemy -------------------------------------------------------------------------

ALCHEMY_BOARD = {"blue": ["Alchemy"], "yellow": ["Masonry"], "red": ["Archery"]}  # 7 castles


def test_alchemy_draws_a_four_per_three_castles_and_keeps_them_without_red():
    game = setup(
        {"Alice": {"board": ALCHEMY_BOARD, "hand": ["Oars"]}, "Bob": {}},
        supply={"4": ["Experimentation", "Invention", "Navigation"]},
    )
    act(game, "dogma Alchemy")
    # Second effect: meld a card, then score a card.
    expect(game, "Alice", "choose_card", ["Oars", "Experimentation", "Invention"])
    act(game, "Invention")
    expect(game, "Alice", "choose_card", ["Oars", "Experimentation"])
    act(game, "Oars")
    assert board(game, "Alice", "green") == ["Invention"]
    assert score_pile(game, "Alice") == ["Oars"]
    assert hand(game, "Alice") == ["Experimentation"]
    assert supply(game, 4)[0] == "Navigation"
    log = texts(game)
    assert sum("reveal" in t for t in log) == 2, log


def test_alchemy_a_red_card_returns_the_drawn_cards_and_the_whole_hand():
    game = setup(
        {"Alice": {"board": ALCHEMY_BOARD, "hand": ["Oars", "Sailing"]}, "Bob": {}},
        supply={"4": ["Experimentation", "Gunpowder", "Navigation"]},
    )
    act(game, "dogma Alchemy")
    # Two groups go to the same piles: Alice orders each of them.
    for _ in range(2):
        d = expect(game, "Alice", "choose_card")
        act(game, "Sailing" if "Sailing" in d.options else "Gunpowder")
    assert hand(game, "Alice") == []
    assert supply(game, 1)[-2:] == ["Sailing", "Oars"]
    assert supply(game, 4)[0] == "Navigation"
    assert supply(game, 4)[-2:] == ["Gunpowder", "Experimentation"]
    # Second effect: nothing left to meld or score.
    assert score_pile(game, "Alice") == []
    assert board(game, "Alice", "blue") == ["Alchemy"]
    expect(game, "Alice", "action")


def test_alchemy_five_castles_draw_one_four():
    game = setup(
        {"Alice": {"board": {"blue": ["Alchemy"], "yellow": ["Masonry"]}}, "Bob": {}},
        supply={"4": ["Experimentation", "Invention"]},
    )
    act(game, "dogma Alchemy")
    # One card in hand: melded (no choice), nothing left to score.
    assert board(game, "Alice", "blue") == ["Experimentation", "Alchemy"]
    assert hand(game, "Alice") == []
    assert score_pile(game, "Alice") == []
    assert supply(game, 4)[0] == "Invention"


# -- Translation ---------------------------------------------------------------------


def test_translation_melds_the_score_pile_in_chosen_order_and_claims_world():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Translation"]}, "score": ["Oars", "Archery", "Sailing"]},
            "Bob": {},
        },
    )
    act(game, "dogma Translation")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    expect(game, "Alice", "choose_card", ["Oars", "Archery"])  # both go to red
    act(game, "Archery")
    assert board(game, "Alice", "red") == ["Oars", "Archery"]
    assert board(game, "Alice", "green") == ["Sailing"]
    assert score_pile(game, "Alice") == []
    # Translation, Oars and Sailing all have a crown.
    assert achievements(game, "Alice") == ["World"]


def test_translation_no_world_if_a_top_card_lacks_a_crown():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Translation"]}, "score": ["Oars", "Archery", "Sailing"]},
            "Bob": {},
        },
    )
    act(game, "dogma Translation", "yes", "Oars")  # Archery (no crown) ends on top
    assert board(game, "Alice", "red") == ["Archery", "Oars"]
    assert achievements(game, "Alice") == []


def test_translation_declined_keeps_the_score_pile():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Translation"], "red": ["Archery"]}, "score": ["Oars"]},
            "Bob": {},
        },
    )
    act(game, "dogma Translation", "no")
    assert score_pile(game, "Alice") == ["Oars"]
    assert board(game, "Alice", "red") == ["Archery"]
    assert achievements(game, "Alice") == []


def test_translation_claims_world_when_every_top_card_has_a_crown():
    game = setup(
        {"Alice": {"board": {"blue": ["Translation"], "green": ["Sailing"]}}, "Bob": {}},
    )
    act(game, "dogma Translation")  # empty score pile: nothing asked
    assert achievements(game, "Alice") == ["World"]
    assert "World" not in game.to_position()["special_achievements"]


def test_translation_shared_sharer_claims_world_first():
    # Bob (4 crowns) shares; his top cards all have a crown.  He executes the
    # effect before Alice, so World is his, and Alice gets a free draw.
    game = setup(
        {
            "Alice": {"board": {"blue": ["Translation"]}},
            "Bob": {"board": {"green": ["Sailing"], "purple": ["Code of Laws"]}},
        },
        supply={"3": ["Optics"]},
    )
    act(game, "dogma Translation")
    assert achievements(game, "Bob") == ["World"]
    assert achievements(game, "Alice") == []
    assert hand(game, "Alice") == ["Optics"]


# -- Engineering ---------------------------------------------------------------------


def test_engineering_takes_all_castle_top_cards_then_splays_red():
    game = setup(
        {
            "Alice": {"board": {"red": ["Engineering", "Archery"], "yellow": ["Masonry"]}},
            # Bob: 3 castles, fewer than Alice's 5.
            "Bob": {
                "board": {
                    "blue": ["Tools", "Writing"],
                    "green": ["Mapmaking", "The Wheel"],
                    "purple": ["City States"],
                    "yellow": ["Canal Building"],
                },
            },
            # Carol: 5 castles, not demanded.
            "Carol": {"board": {"yellow": ["Domestication"], "red": ["Metalworking"]}},
        },
    )
    act(game, "dogma Engineering")
    assert score_pile(game, "Alice") == ["City States", "Mapmaking", "Tools"]
    assert board(game, "Bob", "blue") == ["Writing"]
    # The Wheel was not a top card when the demand was executed: it stays.
    assert board(game, "Bob", "green") == ["The Wheel"]
    assert board(game, "Bob", "purple") == []
    assert board(game, "Bob", "yellow") == ["Canal Building"]
    assert board(game, "Carol", "red") == ["Metalworking"]
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "red") == "left"


def test_engineering_splay_declined():
    game = setup(
        {"Alice": {"board": {"red": ["Engineering", "Archery"]}}, "Bob": {}},
    )
    act(game, "dogma Engineering", "no")
    assert splay(game, "Alice", "red") == "none"
    expect(game, "Alice", "action")


# -- Optics --------------------------------------------------------------------------


def test_optics_melded_card_with_crown_scores_a_four():
    game = setup(
        {"Alice": {"board": {"red": ["Optics"]}}, "Bob": {}},
        supply={"3": ["Translation"], "4": ["Experimentation"]},
    )
    act(game, "dogma Optics")
    assert board(game, "Alice", "blue") == ["Translation"]
    assert score_pile(game, "Alice") == ["Experimentation"]


def test_optics_without_crown_transfers_a_score_card_to_a_poorer_opponent():
    game = setup(
        {
            "Alice": {"board": {"red": ["Optics"]}, "score": ["Calendar", "Oars"]},
            "Bob": {"score": ["Sailing"]},
        },
        supply={"3": ["Engineering"]},
    )
    act(game, "dogma Optics")
    assert board(game, "Alice", "red") == ["Engineering", "Optics"]
    expect(game, "Alice", "choose_card", ["Calendar", "Oars"])
    act(game, "Calendar")
    assert score_pile(game, "Alice") == ["Oars"]
    assert score_pile(game, "Bob") == ["Calendar", "Sailing"]


def test_optics_chooses_among_poorer_opponents_only():
    game = setup(
        {
            "Alice": {"board": {"red": ["Optics"]}, "score": ["Calendar", "Oars"]},
            "Bob": {"score": ["Sailing"]},
            "Carol": {},
            "Dave": {"score": ["Mathematics", "Writing"]},  # 3 points, as many as Alice
        },
        supply={"3": ["Engineering"]},
    )
    act(game, "dogma Optics", "Oars")
    expect(game, "Alice", "choose_player", ["Bob", "Carol"])
    act(game, "Carol")
    assert score_pile(game, "Carol") == ["Oars"]
    assert score_pile(game, "Alice") == ["Calendar"]
    assert score_pile(game, "Bob") == ["Sailing"]


def test_optics_nobody_poorer_nothing_transferred():
    game = setup(
        {
            "Alice": {"board": {"red": ["Optics"]}, "score": ["Calendar"]},
            "Bob": {"score": ["Oars", "Sailing"]},
        },
        supply={"3": ["Engineering"]},
    )
    act(game, "dogma Optics")
    assert score_pile(game, "Alice") == ["Calendar"]
    assert score_pile(game, "Bob") == ["Oars", "Sailing"]
    expect(game, "Alice", "action")


# -- Compass -------------------------------------------------------------------------


def test_compass_demand_swaps_a_leaf_card_for_a_card_without_leaf():
    game = setup(
        {
            "Alice": {"board": {"green": ["Compass"], "red": ["Archery"], "blue": ["Writing"]}},
            "Bob": {"board": {"yellow": ["Agriculture"], "green": ["Clothing"]}},  # 1 crown
            "Carol": {"board": {"purple": ["Code of Laws"], "yellow": ["Domestication"]}},
        },
    )
    act(game, "dogma Compass")
    # Agriculture is Bob's only non-green top card with a leaf: it goes to Alice.
    assert board(game, "Alice", "yellow") == ["Agriculture"]
    # Then Bob takes a top card without a leaf from Alice's board (his choice).
    expect(game, "Bob", "choose_card", ["Archery", "Writing"])
    act(game, "Writing")
    assert board(game, "Bob", "blue") == ["Writing"]
    assert board(game, "Alice", "blue") == []
    assert board(game, "Bob", "green") == ["Clothing"]
    assert board(game, "Carol", "yellow") == ["Domestication"]  # 2 crowns: not demanded
    assert board(game, "Carol", "red") == []


def test_compass_second_part_happens_even_without_a_leaf_card_to_give():
    game = setup(
        {
            "Alice": {"board": {"green": ["Compass"], "red": ["Archery"]}},
            "Bob": {"board": {"green": ["Clothing"]}},
        },
    )
    act(game, "dogma Compass")
    assert board(game, "Bob", "red") == ["Archery"]
    assert board(game, "Bob", "green") == ["Clothing"]
    assert board(game, "Alice", "red") == []
    assert board(game, "Alice", "green") == ["Compass"]


# -- Paper ---------------------------------------------------------------------------

PAPER_BOARD = {
    "green": ["Paper", "Sailing"],
    "blue": ["Writing", "Tools"],
    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
    "yellow": {"cards": ["Agriculture", "Domestication"], "splay": "right"},  # not left
}


def test_paper_splays_and_draws_a_four_per_colour_splayed_left():
    game = setup(
        {"Alice": {"board": PAPER_BOARD}, "Bob": {}},
        supply={"4": ["Experimentation", "Invention", "Navigation"]},
    )
    act(game, "dogma Paper")
    expect(game, "Alice", "choose_color", ["green", "blue", None])
    act(game, "green")
    assert splay(game, "Alice", "green") == "left"
    assert splay(game, "Alice", "blue") == "none"
    assert hand(game, "Alice") == ["Experimentation", "Invention"]  # red and green
    assert supply(game, 4)[0] == "Navigation"


def test_paper_splay_declined_still_counts_existing_splays():
    game = setup(
        {"Alice": {"board": PAPER_BOARD}, "Bob": {}},
        supply={"4": ["Experimentation", "Invention"]},
    )
    act(game, "dogma Paper", None)
    assert splay(game, "Alice", "green") == "none"
    assert hand(game, "Alice") == ["Experimentation"]


def test_paper_shared_sharer_splays_and_draws_first():
    game = setup(
        {
            "Alice": {"board": {"green": ["Paper"]}},
            "Bob": {"board": {"blue": ["Writing", "Tools"]}},  # 2 lightbulbs, as Alice
        },
        supply={"3": ["Optics"], "4": ["Experimentation", "Invention"]},
    )
    act(game, "dogma Paper")
    expect(game, "Bob", "yes_no")
    act(game, "yes")
    assert splay(game, "Bob", "blue") == "left"
    assert hand(game, "Bob") == ["Experimentation"]
    assert hand(game, "Alice") == ["Optics"]  # nothing splayed; free draw (a 3)


# -- Machinery -----------------------------------------------------------------------


def test_machinery_exchange_then_score_a_castle_card_and_splay():
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Machinery"], "red": ["Archery", "Metalworking"]},
                "hand": ["Calendar", "Mathematics", "Oars"],
            },
            "Bob": {"hand": ["Sailing", "Writing", "Tools"]},
            # Carol (Clothing: 2 leaves, as Alice) is not demanded and shares.
            "Carol": {"board": {"green": ["Clothing"]}, "hand": ["Domestication"]},
        },
        supply={"3": ["Optics"]},
    )
    act(game, "dogma Machinery")
    assert hand(game, "Bob") == ["Calendar", "Mathematics"]
    # Carol scores her castle card first (the only one: no choice).
    assert score_pile(game, "Carol") == ["Domestication"]
    expect(game, "Alice", "choose_card", ["Tools", "Oars"])
    act(game, "Oars")
    assert score_pile(game, "Alice") == ["Oars"]
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "red") == "left"
    assert hand(game, "Alice") == ["Optics", "Sailing", "Tools", "Writing"]  # Optics: free draw


def test_machinery_victim_with_empty_hand_still_receives_my_highest_cards():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Machinery"]}, "hand": ["Calendar", "Oars"]},
            "Bob": {},
        },
    )
    act(game, "dogma Machinery")
    assert hand(game, "Bob") == ["Calendar"]
    # Oars has a castle: scored (no choice).  No red cards: no splay question.
    assert score_pile(game, "Alice") == ["Oars"]
    assert hand(game, "Alice") == []
    expect(game, "Alice", "action")


# -- Medicine ------------------------------------------------------------------------


def test_medicine_exchanges_highest_for_lowest_each_choosing_their_own():
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Medicine"]},
                "score": ["Oars", "Archery", "Calendar"],
            },
            "Bob": {"score": ["Optics", "Education", "Sailing"]},
        },
    )
    act(game, "dogma Medicine")
    expect(game, "Bob", "choose_card", ["Optics", "Education"])
    act(game, "Optics")
    expect(game, "Alice", "choose_card", ["Oars", "Archery"])
    act(game, "Archery")
    assert score_pile(game, "Alice") == ["Calendar", "Oars", "Optics"]
    assert score_pile(game, "Bob") == ["Archery", "Education", "Sailing"]


def test_medicine_exchange_with_an_empty_half():
    game = setup(
        {"Alice": {"board": {"yellow": ["Medicine"]}, "score": ["Oars", "Calendar"]}, "Bob": {}},
    )
    act(game, "dogma Medicine")
    assert score_pile(game, "Bob") == ["Oars"]
    assert score_pile(game, "Alice") == ["Calendar"]


def test_medicine_not_demanded_from_a_player_with_as_many_leaves():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Medicine"]}, "score": ["Oars"]},
            "Bob": {"board": {"green": ["Clothing"]}, "score": ["Optics"]},
        },
    )
    act(game, "dogma Medicine")
    assert score_pile(game, "Alice") == ["Oars"]
    assert score_pile(game, "Bob") == ["Optics"]


# -- Education -----------------------------------------------------------------------


def test_education_returns_the_highest_and_draws_two_above_the_new_highest():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Education"]}, "score": ["Optics", "Calendar", "Oars"]},
            "Bob": {},
        },
        supply={"4": ["Experimentation"]},
    )
    act(game, "dogma Education")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert supply(game, 3)[-1] == "Optics"
    assert score_pile(game, "Alice") == ["Calendar", "Oars"]
    assert hand(game, "Alice") == ["Experimentation"]  # 2 + 2


def test_education_tie_for_highest_is_chosen():
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Education"]},
                "score": ["Optics", "Translation", "Calendar"],
            },
            "Bob": {},
        },
        supply={"5": ["Chemistry"]},
    )
    act(game, "dogma Education", "yes")
    expect(game, "Alice", "choose_card", ["Optics", "Translation"])
    act(game, "Translation")
    assert score_pile(game, "Alice") == ["Calendar", "Optics"]
    assert hand(game, "Alice") == ["Chemistry"]  # 3 + 2


def test_education_returning_the_only_card_draws_a_two():
    game = setup(
        {"Alice": {"board": {"purple": ["Education"]}, "score": ["Optics"]}, "Bob": {}},
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Education", "yes")
    assert score_pile(game, "Alice") == []
    assert hand(game, "Alice") == ["Calendar"]  # empty pile: 0 + 2


def test_education_declined():
    game = setup(
        {"Alice": {"board": {"purple": ["Education"]}, "score": ["Optics"]}, "Bob": {}},
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Education", "no")
    assert score_pile(game, "Alice") == ["Optics"]
    assert hand(game, "Alice") == []


# -- Feudalism -----------------------------------------------------------------------


def test_feudalism_demand_transfers_a_castle_card_and_unsplays_its_colour():
    game = setup(
        {
            "Alice": {
                "board": {
                    "purple": ["Feudalism"],
                    "yellow": ["Masonry", "Domestication"],
                    "green": ["The Wheel"],
                },
            },
            "Bob": {
                "board": {"red": {"cards": ["Oars", "Metalworking"], "splay": "left"}},
                "hand": ["Archery", "Mysticism", "Sailing"],
            },
        },
    )
    act(game, "dogma Feudalism")
    expect(game, "Bob", "choose_card", ["Archery", "Mysticism"])
    act(game, "Archery")
    assert hand(game, "Alice") == ["Archery"]
    assert hand(game, "Bob") == ["Mysticism", "Sailing"]
    assert splay(game, "Bob", "red") == "none"
    # Second effect: only yellow can be splayed left.
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "yellow") == "left"


def test_feudalism_transfer_of_an_unsplayed_colour_leaves_splays_alone():
    game = setup(
        {
            "Alice": {
                "board": {
                    "purple": ["Feudalism", "Code of Laws"],
                    "yellow": ["Masonry", "Domestication"],
                },
            },
            "Bob": {
                "board": {"red": {"cards": ["Oars", "Metalworking"], "splay": "left"}},
                "hand": ["Mysticism"],
            },
        },
    )
    act(game, "dogma Feudalism")
    assert hand(game, "Alice") == ["Mysticism"]
    assert splay(game, "Bob", "red") == "left"
    expect(game, "Alice", "choose_color", ["yellow", "purple", None])
    act(game, None)
    assert splay(game, "Alice", "yellow") == "none"
    assert splay(game, "Alice", "purple") == "none"


def test_feudalism_victim_without_castle_cards_keeps_everything():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Feudalism"]}},
            "Bob": {"hand": ["Sailing", "Writing"]},
        },
    )
    act(game, "dogma Feudalism")
    assert hand(game, "Bob") == ["Sailing", "Writing"]
    assert hand(game, "Alice") == []
    expect(game, "Alice", "action")


def test_feudalism_not_demanded_from_a_player_with_as_many_castles():
    # Bob (Domestication: 2 castles, as Alice) keeps his castle card; he shares
    # the splay effect, and declines it.
    game = setup(
        {
            "Alice": {"board": {"purple": ["Feudalism"]}},
            "Bob": {
                "board": {"yellow": ["Domestication", "Agriculture"]},
                "hand": ["Archery"],
            },
        },
    )
    act(game, "dogma Feudalism")
    expect(game, "Bob", "yes_no")
    act(game, "no")
    assert hand(game, "Bob") == ["Archery"]
    assert hand(game, "Alice") == []
    assert splay(game, "Bob", "yellow") == "none"
    expect(game, "Alice", "action")
