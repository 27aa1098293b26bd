"""Scenario tests for the age 2 cards of Echoes of the Past (one or more per effect).

Every dogma action on an Echoes card first runs the echo effects visible in
its colour (bottom to top), then its dogma effects; every draw follows the
Echoes draw rule (a hand with cards but no Echoes card draws an Echoes card).
In each scenario Bob has fewer of the featured icon than Alice unless the test
says otherwise (he does not share, and he is demanded of).
"""

from helpers import act, available, echoes, expect, icons, supply, table, texts

# -- Lever ------------------------------------------------------------------------------
# Echo: Draw two {2}.
# You may return any number of cards from your hand. For every two cards of matching value
# returned, draw a card of value one higher.


def test_lever_echo_draws_two_2s_one_by_one_then_pairs_draw_one_higher():
    game = echoes(
        {"Alice": {"board": {"blue": ["Lever"]}, "hand": ["Tools", "Oars"]}, "Bob": {}},
        supply={
            "base": {"2": ["Calendar"], "3": ["Optics"]},
            "echoes": {"2": ["Crossbow", "Horseshoes"]},
        },
    )
    act(game, "dogma Lever")
    # Echo: the hand holds base cards only, so the first 2 is an Echoes card (Crossbow);
    # then the hand holds an Echoes card: a base 2 (Calendar).
    assert table(game)["Alice"]["hand"] == ["Calendar", "Crossbow", "Oars", "Tools"]
    act(game, ["Tools", "Oars", "Crossbow", "Calendar"])
    # Two 1s: a 2; two 2s: a 3.  Alice draws in the order she likes: the 3 first (empty
    # hand: a base 3), then the 2 (the hand holds a base card: an Echoes 2).
    expect(game, "Alice", "choose_value", [2, 3])
    act(game, 3)
    assert table(game) == {
        "Alice": {"board": {"blue": ["Lever"]}, "hand": ["Horseshoes", "Optics"]},
        "Bob": {},
    }
    assert supply(game, 1)[-2:] == ["Tools", "Oars"]
    assert supply(game, 2)[-1] == "Calendar"
    assert supply(game, 2, "echoes")[-1] == "Crossbow"
    expect(game, "Alice", "action")


def test_lever_an_odd_card_of_a_value_draws_nothing():
    game = echoes(
        {"Alice": {"board": {"blue": ["Lever"]}, "hand": ["Tools", "Oars", "Writing"]}, "Bob": {}},
        supply={"base": {"2": ["Calendar"]}, "echoes": {"2": ["Crossbow", "Horseshoes"]}},
    )
    act(game, "dogma Lever", ["Tools", "Oars", "Writing", "Crossbow"])
    # Three 1s make one pair (one 2); the single 2 makes none.  The hand holds Calendar
    # (base): the 2 drawn is an Echoes card.
    assert table(game)["Alice"]["hand"] == ["Calendar", "Horseshoes"]
    expect(game, "Alice", "action")


def test_lever_returning_nothing_draws_nothing():
    game = echoes(
        {"Alice": {"board": {"blue": ["Lever"]}}, "Bob": {}},
        supply={"base": {"2": ["Calendar", "Mathematics"]}},
    )
    act(game, "dogma Lever")  # empty hand: Calendar, then an Echoes 2 (the Echoes rule)
    hand_after_echo = table(game)["Alice"]["hand"]
    act(game, [])
    assert table(game)["Alice"]["hand"] == hand_after_echo
    expect(game, "Alice", "action")


# -- Linguistics ------------------------------------------------------------------------
# Echo: Draw a {3} OR Draw and foreshadow a {4}.
# Draw a card of value equal to a bonus on your board, if you have any.


def test_linguistics_echo_draw_a_3_and_no_bonus_draws_nothing():
    game = echoes(
        {"Alice": {"board": {"blue": ["Linguistics"]}}, "Bob": {}},
        supply={"base": {"3": ["Optics"]}},
    )
    act(game, "dogma Linguistics")
    expect(game, "Alice", "choose_option", ["draw a 3", "draw and foreshadow a 4"])
    act(game, "draw a 3")
    # No bonus on Alice's board: the dogma effect draws nothing.
    assert table(game) == {
        "Alice": {"board": {"blue": ["Linguistics"]}, "hand": ["Optics"]},
        "Bob": {},
    }
    expect(game, "Alice", "action")


def test_linguistics_echo_draw_and_foreshadow_a_4():
    game = echoes(
        {"Alice": {"board": {"blue": ["Linguistics"]}}, "Bob": {}},
        supply={"base": {"4": ["Invention"]}},
    )
    act(game, "dogma Linguistics", "draw and foreshadow a 4")
    assert table(game) == {
        "Alice": {"board": {"blue": ["Linguistics"]}, "forecast": ["Invention"]},
        "Bob": {},
    }


def test_linguistics_draws_a_card_of_the_value_of_a_chosen_bonus():
    game = echoes(
        {
            "Alice": {"board": {"blue": ["Linguistics"], "red": ["Crossbow"], "yellow": ["Soap"]}},
            "Bob": {},
        },
        supply={"base": {"3": ["Optics"]}, "echoes": {"2": ["Lever"], "3": ["Almanac"]}},
    )
    act(game, "dogma Linguistics", "draw a 3")
    # Visible bonuses: 3 (Crossbow) and 2 (Soap).  Alice picks 2; her hand holds Optics
    # (base): an Echoes 2.
    expect(game, "Alice", "choose_value", [2, 3])
    act(game, 2)
    assert table(game)["Alice"]["hand"] == ["Lever", "Optics"]


# -- Crossbow ---------------------------------------------------------------------------
# I demand you transfer a card with a bonus from your hand to my score pile!
# Transfer a card from your hand to any other player's board.


def test_crossbow_demand_takes_a_bonus_card_then_alice_gives_a_card_to_bob():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Crossbow"]}, "hand": ["Tools"]},
            "Bob": {"hand": ["Dice", "Puppet", "Writing"]},
        }
    )
    act(game, "dogma Crossbow")
    expect(game, "Bob", "choose_card", ["Dice", "Puppet"])
    act(game, "Puppet")
    # Alice's only card goes to Bob's board, the only other player (no question).
    assert table(game) == {
        "Alice": {"board": {"red": ["Crossbow"]}, "score": ["Puppet"]},
        "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Dice", "Writing"]},
    }
    expect(game, "Alice", "action")


def test_crossbow_the_card_goes_on_top_of_the_chosen_players_stack():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Crossbow"]}, "hand": ["Tools", "Oars"]},
            "Bob": {"hand": ["Agriculture"]},
            "Carol": {"board": {"blue": {"cards": ["Writing", "Pottery"], "splay": "right"}}},
        },
    )
    act(game, "dogma Crossbow")  # no bonus card in Bob's or Carol's hand: nothing
    expect(game, "Alice", "choose_card", ["Tools", "Oars"])
    act(game, "Tools")
    expect(game, "Alice", "choose_player", ["Bob", "Carol"])
    act(game, "Carol")
    assert table(game) == {
        "Alice": {"board": {"red": ["Crossbow"]}, "hand": ["Oars"]},
        "Bob": {"hand": ["Agriculture"]},
        "Carol": {"board": {"blue": (["Tools", "Writing", "Pottery"], "right")}},
    }
    assert "Alice transfers Tools from their hand to Carol's board." in texts(game)


# -- Horseshoes -------------------------------------------------------------------------
# Echo: Draw and foreshadow a {2}.
# I demand you transfer a top card without a {castle} or {factory} from your board to my
# board! If you do, draw and meld a {2}!


def test_horseshoes_echo_foreshadows_then_the_demand_transfers_and_melds():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Horseshoes"]}},
            "Bob": {
                "board": {"blue": ["Writing"], "green": ["Sailing"], "red": ["Coal"]},
            },
        },
        supply={"base": {"2": ["Calendar", "Fermenting"]}},
    )
    assert icons(game, "Bob")["castle"] == 0 < icons(game, "Alice")["castle"]
    act(game, "dogma Horseshoes")
    # Coal has factories: Bob chooses between Writing and Sailing.
    expect(game, "Bob", "choose_card", ["Writing", "Sailing"])
    act(game, "Sailing")
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Horseshoes"], "green": ["Sailing"]},
            "forecast": ["Calendar"],
        },
        "Bob": {
            "board": {"blue": ["Writing"], "red": ["Coal"], "yellow": ["Fermenting"]},
        },
    }


def test_horseshoes_demand_without_such_a_top_card_draws_nothing():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Horseshoes"], "yellow": ["Masonry"]}},
            "Bob": {"board": {"blue": ["Tools"], "red": ["Coal"]}},
        },
        supply={"base": {"2": ["Calendar", "Fermenting"]}},
    )
    assert icons(game, "Bob")["castle"] < icons(game, "Alice")["castle"]
    act(game, "dogma Horseshoes")
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Horseshoes"], "yellow": ["Masonry"]},
            "forecast": ["Calendar"],
        },
        "Bob": {"board": {"blue": ["Tools"], "red": ["Coal"]}},
    }
    expect(game, "Alice", "action")


# -- Glassblowing -----------------------------------------------------------------------
# Echo: Score a card with a bonus from your hand.
# Draw and foreshadow a card of value three higher than the lowest non-green top card on
# your board.


def test_glassblowing_scores_a_bonus_card_and_foreshadows_three_higher():
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Glassblowing"], "red": ["Oars"], "blue": ["Calendar"]},
                "hand": ["Dice", "Puppet", "Tools"],
            },
            "Bob": {},
        },
        supply={"base": {"4": ["Invention"]}},
    )
    act(game, "dogma Glassblowing")
    expect(game, "Alice", "choose_card", ["Dice", "Puppet"])
    act(game, "Puppet")
    # The lowest non-green top card is Oars (1): a 4.  The hand holds Dice (Echoes): base.
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Glassblowing"], "red": ["Oars"], "blue": ["Calendar"]},
            "hand": ["Dice", "Tools"],
            "score": ["Puppet"],
            "forecast": ["Invention"],
            "scored": 1,
        },
        "Bob": {},
    }


def test_glassblowing_without_a_non_green_top_card_foreshadows_a_3():
    game = echoes(
        {"Alice": {"board": {"green": ["Glassblowing", "Sailing"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"echoes": {"3": ["Almanac"]}},
    )
    act(game, "dogma Glassblowing")  # no card with a bonus in hand: nothing scored
    # Value 0 + 3: a 3; the hand holds Tools (base): an Echoes 3.
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Glassblowing", "Sailing"]},
            "hand": ["Tools"],
            "forecast": ["Almanac"],
        },
        "Bob": {},
    }


# -- Scissors ---------------------------------------------------------------------------
# Echo: Take a bottom card from your board into your hand.
# You may choose up to two cards from your hand. For each card chosen, either meld it or
# score it.
# If Paper is a top card on any player's board, transfer it to your score pile.


def test_scissors_takes_a_bottom_card_melds_one_scores_one_and_takes_paper():
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Scissors"], "red": ["Oars", "Archery"]},
                "hand": ["Tools"],
            },
            "Bob": {"board": {"green": ["Paper"]}},
        }
    )
    assert icons(game, "Bob")["castle"] == 0
    act(game, "dogma Scissors")
    # Bottom cards: Scissors (alone in green) and Archery.
    expect(game, "Alice", "choose_card", ["Scissors", "Archery"])
    act(game, "Archery", ["Tools", "Archery"])
    expect(game, "Alice", "choose_option", ["meld", "score"])
    act(game, "meld", "score")
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Scissors"], "red": ["Oars"], "blue": ["Tools"]},
            "score": ["Archery", "Paper"],
            "scored": 1,
        },
        "Bob": {},
    }


def test_scissors_paper_melded_by_the_first_effect_is_taken_too():
    game = echoes(
        {"Alice": {"board": {"green": ["Scissors"]}, "hand": ["Paper"]}, "Bob": {}},
    )
    # Echo: Scissors is the only bottom card: it goes to Alice's hand.
    act(game, "dogma Scissors")
    assert table(game)["Alice"] == {"hand": ["Paper", "Scissors"]}
    act(game, ["Paper"], "meld")
    # Paper is now Alice's top green card: it goes to her score pile.
    assert table(game) == {"Alice": {"hand": ["Scissors"], "score": ["Paper"]}, "Bob": {}}


def test_scissors_covered_paper_stays_and_choosing_nothing_does_nothing():
    game = echoes(
        {
            "Alice": {"board": {"green": ["Scissors"], "blue": ["Tools"]}, "hand": ["Oars"]},
            "Bob": {"board": {"green": ["Compass", "Paper"]}},
        }
    )
    act(game, "dogma Scissors", "Tools", [])
    assert table(game) == {
        "Alice": {"board": {"green": ["Scissors"]}, "hand": ["Oars", "Tools"]},
        "Bob": {"board": {"green": ["Compass", "Paper"]}},
    }


# -- Toothbrush -------------------------------------------------------------------------
# Echo: Tuck all cards of one present value from your hand.
# You may splay any one color of your cards left.
# If the {2} deck has at least one card, you may transfer its bottom card to the available
# achievements.


def test_toothbrush_tucks_a_value_splays_left_and_adds_an_achievement():
    game = echoes(
        {
            "Alice": {
                "board": {"yellow": ["Toothbrush"], "blue": ["Writing"]},
                "hand": ["Tools", "Oars", "Calendar"],
            },
            "Bob": {},
        },
        achievements=["Construction"],
    )
    bottom = supply(game, 2)[-1]
    act(game, "dogma Toothbrush")
    expect(game, "Alice", "choose_value", [1, 2])
    act(game, 1)
    # Only blue has two cards now: a yes/no question.
    expect(game, "Alice", "yes_no")
    act(game, "yes", "yes")
    assert table(game) == {
        "Alice": {
            "board": {
                "yellow": ["Toothbrush"],
                "blue": (["Writing", "Tools"], "left"),
                "red": ["Oars"],
            },
            "hand": ["Calendar"],
            "tucked": 2,
        },
        "Bob": {},
    }
    assert available(game) == sorted(["Construction", bottom])


def test_toothbrush_declined_splay_and_transfer():
    game = echoes(
        {
            "Alice": {"board": {"yellow": ["Toothbrush", "Agriculture"], "blue": ["Writing"]}},
            "Bob": {},
        },
        achievements=["Construction"],
    )
    act(game, "dogma Toothbrush")  # empty hand: nothing tucked
    expect(game, "Alice", "yes_no")
    act(game, "no", "no")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Toothbrush", "Agriculture"], "blue": ["Writing"]}
    }
    assert available(game) == ["Construction"]


# -- Watermill --------------------------------------------------------------------------
# Tuck a card with a bonus from your hand. If you do, draw a card of value equal to that
# card's bonus. If the drawn card also has a bonus, you may return a card from your hand to
# repeat this dogma effect.


def test_watermill_repeats_while_the_drawn_card_has_a_bonus():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Watermill"]}, "hand": ["Puppet", "Tools"]}, "Bob": {}},
        supply={"echoes": {"3": ["Almanac"]}, "base": {"4": ["Invention"]}},
    )
    act(game, "dogma Watermill")
    # Puppet (bonus 3) is tucked; a 3 is drawn: the hand holds Tools (base), so an Echoes
    # 3: Almanac, bonus 4.  Alice may return a card to repeat.
    expect(game, "Alice", "choose_card", ["Tools", "Almanac", None])
    act(game, "Tools")
    # Repeat: Almanac is tucked (the only bonus card), a 4 is drawn (empty hand: base).
    # Invention has no bonus: the end.
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Watermill"], "purple": ["Puppet"], "blue": ["Almanac"]},
            "hand": ["Invention"],
            "tucked": 2,
        },
        "Bob": {},
    }
    assert supply(game, 1)[-1] == "Tools"


def test_watermill_repeat_may_be_declined():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Watermill"]}, "hand": ["Puppet", "Tools"]}, "Bob": {}},
        supply={"echoes": {"3": ["Almanac"]}},
    )
    act(game, "dogma Watermill", None)
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Watermill"], "purple": ["Puppet"]},
        "hand": ["Almanac", "Tools"],
        "tucked": 1,
    }


def test_watermill_a_drawn_card_without_a_bonus_ends_it():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Watermill"]}, "hand": ["Puppet"]}, "Bob": {}},
        supply={"base": {"3": ["Optics"]}},
    )
    act(game, "dogma Watermill")  # empty hand after the tuck: a base 3, no bonus
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Watermill"], "purple": ["Puppet"]},
        "hand": ["Optics"],
        "tucked": 1,
    }
    expect(game, "Alice", "action")


def test_watermill_without_a_bonus_card_does_nothing():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Watermill"]}, "hand": ["Tools"]}, "Bob": {}},
    )
    before = game.to_position()["players"]
    act(game, "dogma Watermill")
    assert game.to_position()["players"] == before


# -- Chaturanga -------------------------------------------------------------------------
# Meld a card with a bonus from your hand. If you do, draw two cards of value equal to that
# card's bonus. Otherwise, draw and foreshadow a card of value equal to the number of top
# cards on your board.


def test_chaturanga_melds_a_bonus_card_and_draws_two_of_its_bonus():
    game = echoes(
        {"Alice": {"board": {"purple": ["Chaturanga"]}, "hand": ["Dice", "Tools"]}, "Bob": {}},
        supply={"echoes": {"1": ["Bell"]}, "base": {"1": ["Sailing"]}},
    )
    act(game, "dogma Chaturanga")
    # Dice (bonus 1) is melded.  Two 1s, one by one: the hand holds Tools only (base):
    # Bell (Echoes); then it holds Bell: Sailing (base).
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Chaturanga"], "blue": ["Dice"]},
            "hand": ["Bell", "Sailing", "Tools"],
        },
        "Bob": {},
    }


def test_chaturanga_otherwise_foreshadows_the_number_of_top_cards():
    game = echoes(
        {
            "Alice": {
                "board": {"purple": ["Chaturanga"], "red": ["Oars"], "blue": ["Tools"]},
                "hand": ["Writing"],
            },
            "Bob": {},
        },
        supply={"echoes": {"3": ["Almanac"]}},
    )
    act(game, "dogma Chaturanga")
    # Three top cards: a 3 (the hand holds Writing, base: an Echoes 3).
    assert table(game)["Alice"] == {
        "board": {"purple": ["Chaturanga"], "red": ["Oars"], "blue": ["Tools"]},
        "hand": ["Writing"],
        "forecast": ["Almanac"],
    }


# -- Pagoda -----------------------------------------------------------------------------
# Draw and reveal a {3}. If you have a card of matching color in your hand, tuck the card
# from your hand and meld the drawn card. Otherwise, foreshadow the drawn card.


def test_pagoda_tucks_a_matching_card_and_melds_the_drawn_one():
    game = echoes(
        {
            "Alice": {"board": {"purple": ["Pagoda"]}, "hand": ["Oars", "Archery", "Tools"]},
            "Bob": {},
        },
        supply={"echoes": {"3": ["Katana"]}},
    )
    act(game, "dogma Pagoda")
    assert "Alice reveals Katana." in texts(game)
    expect(game, "Alice", "choose_card", ["Oars", "Archery"])
    act(game, "Archery")
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Pagoda"], "red": ["Katana", "Archery"]},
            "hand": ["Oars", "Tools"],
            "tucked": 1,
        },
        "Bob": {},
    }


def test_pagoda_the_drawn_card_does_not_match_itself():
    game = echoes(
        {"Alice": {"board": {"purple": ["Pagoda"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"echoes": {"3": ["Almanac"]}},
    )
    act(game, "dogma Pagoda")
    # Almanac is blue, Oars red: Almanac is foreshadowed.
    assert table(game) == {
        "Alice": {"board": {"purple": ["Pagoda"]}, "hand": ["Oars"], "forecast": ["Almanac"]},
        "Bob": {},
    }
