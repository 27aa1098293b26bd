"""Echoes cards whose conditions read what their verb did (issue 16).

"If the reaction starts with 'instead,' cancel the original effect and follow the
instructions of the karma effect instead" (Figures in the Sand): a verb a karma
replaced did not happen, so "If you do", "for each card returned", "the number of
cards you returned" do not count it.  Each test puts a synthetic "If you would
<verb> (that card), instead do nothing" karma on a base card of the player doing the
verb, and checks that what depends on the verb does not happen.
"""

from __future__ import annotations

from helpers import act, echoes, expect, supply, table, texts

# -- Age 1 ------------------------------------------------------------------------------


def test_perfume_a_replaced_transfer_draws_and_melds_nothing(instead_nothing):
    # I demand you transfer a top card of different value from any top card on my board
    # from your board to mine! If you do, draw and meld a card of equal value!
    instead_nothing("Code of Laws", "transfer")
    game = echoes(
        {
            "Alice": {"board": {"blue": ["Perfume"]}},
            "Bob": {"board": {"purple": ["Code of Laws"], "green": ["Currency"]}},
        },
        supply={"base": {"1": ["Sailing"], "2": ["Calendar"]}},
    )
    act(game, "dogma Perfume")
    # Echo: Alice tucks Sailing.  Bob's Currency (a 2) stays: he melds no 2.
    assert table(game) == {
        "Alice": {"board": {"blue": ["Perfume"], "green": ["Sailing"]}, "tucked": 1},
        "Bob": {"board": {"purple": ["Code of Laws"], "green": ["Currency"]}},
    }
    assert supply(game, 2)[0] == "Calendar"


def test_candles_a_replaced_transfer_draws_nothing(instead_nothing):
    # I demand you transfer a card with a {castle} from your hand to my hand! If you do,
    # draw a {1}!
    instead_nothing("Code of Laws", "transfer")
    game = echoes(
        {
            "Alice": {"board": {"red": ["Candles"]}},
            "Bob": {"board": {"purple": ["Code of Laws"]}, "hand": ["Archery"]},
        },
        supply={"base": {"1": ["Sailing"]}},
    )
    act(game, "dogma Candles")
    assert table(game) == {
        "Alice": {"board": {"red": ["Candles"]}},
        "Bob": {"board": {"purple": ["Code of Laws"]}, "hand": ["Archery"]},
    }
    assert supply(game, 1)[0] == "Sailing"


def test_ice_skates_only_the_cards_returned_count(instead_nothing):
    # Return up to three cards from your hand. For each card returned, either draw and
    # meld a {2}, or draw and foreshadow a {3}. Return your highest top card.
    instead_nothing("Code of Laws", "return", only="Archery")
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Ice Skates"], "purple": ["Code of Laws"]},
                "hand": ["Archery", "Tools"],
            },
            "Bob": {},
        },
        supply={"echoes": {"3": ["Almanac"]}},
    )
    act(game, "dogma Ice Skates", ["Archery", "Tools"])
    # Tools is returned, Archery is not: one choice, not two.
    expect(game, "Alice", "choose_option")
    act(game, "draw and foreshadow a 3", "Ice Skates")
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Code of Laws"]},
            "hand": ["Archery"],
            "forecast": ["Almanac"],
        },
        "Bob": {},
    }
    expect(game, "Alice", "action")


def test_umbrella_scores_two_cards_per_card_really_returned(instead_nothing):
    # Return any number of cards from your hand. Score two cards from your hand for every
    # card you returned.
    instead_nothing("Code of Laws", "return", only="Archery")
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Umbrella"], "purple": ["Code of Laws"]},
                "hand": ["Archery", "Tools", "Oars", "Sailing", "Writing"],
            },
            "Bob": {},
        }
    )
    act(game, "dogma Umbrella", None, ["Archery", "Tools"])  # echo: meld nothing
    expect(game, "Alice", "choose_cards")
    assert game.pending.prompt == "Umbrella: score 2 cards from your hand"
    act(game, ["Oars", "Sailing"])
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Umbrella"], "purple": ["Code of Laws"]},
            "hand": ["Archery", "Writing"],
            "score": ["Oars", "Sailing"],
            "scored": 2,
        },
        "Bob": {},
    }


def test_soap_two_tucked_of_three_chosen_achieve_nothing(instead_nothing):
    # Choose a color. You may tuck any number of cards of that color from your hand. If
    # you tucked at least three, you may achieve (if eligible) a card from your hand.
    instead_nothing("Code of Laws", "tuck", only="Archery")
    game = echoes(
        {
            "Alice": {
                "board": {"yellow": ["Soap"], "purple": ["Code of Laws"]},
                "hand": ["Archery", "Oars", "Metalworking", "Agriculture"],
                "score": ["Construction", "Mapmaking", "Tools"],  # 5: a 1 is eligible
            },
            "Bob": {},
        },
        achievements=["Masonry"],
    )
    act(game, "dogma Soap", "red", ["Archery", "Oars", "Metalworking"])
    # Archery is not tucked: two tucked, no achieving Agriculture.
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {
            "yellow": ["Soap"],
            "purple": ["Code of Laws"],
            "red": ["Oars", "Metalworking"],
        },
        "hand": ["Agriculture", "Archery"],
        "score": ["Construction", "Mapmaking", "Tools"],
        "tucked": 2,
    }


# -- Age 2 ------------------------------------------------------------------------------


def test_lever_a_pair_with_one_card_returned_draws_nothing(instead_nothing):
    # You may return any number of cards from your hand. For every two cards of matching
    # value returned, draw a card of value one higher.
    instead_nothing("Code of Laws", "return", only="Archery")
    game = echoes(
        {
            "Alice": {
                "board": {"blue": ["Lever"], "purple": ["Code of Laws"]},
                "hand": ["Archery", "Oars"],
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Calendar", "Mathematics"]}, "echoes": {"2": ["Scissors"]}},
    )
    # Echo: two 2s (Scissors, then Calendar).  Only Oars is returned: no pair of 1s.
    act(game, "dogma Lever", ["Archery", "Oars"])
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Lever"], "purple": ["Code of Laws"]},
            "hand": ["Archery", "Calendar", "Scissors"],
        },
        "Bob": {},
    }
    assert supply(game, 2)[0] == "Mathematics"


def test_horseshoes_a_replaced_transfer_draws_and_melds_nothing(instead_nothing):
    # I demand you transfer a top card without a {castle} or {factory} from your board to
    # my board! If you do, draw and meld a {2}!
    instead_nothing("Code of Laws", "transfer")
    game = echoes(
        {
            "Alice": {"board": {"red": ["Horseshoes"]}},
            "Bob": {"board": {"purple": ["Code of Laws"]}},
        },
        supply={"base": {"2": ["Calendar", "Mathematics"]}},
    )
    act(game, "dogma Horseshoes")
    # Echo: Alice foreshadows Calendar.  Code of Laws stays: Bob melds no 2.
    assert table(game) == {
        "Alice": {"board": {"red": ["Horseshoes"]}, "forecast": ["Calendar"]},
        "Bob": {"board": {"purple": ["Code of Laws"]}},
    }
    assert supply(game, 2)[0] == "Mathematics"


def test_watermill_a_replaced_return_does_not_repeat(instead_nothing):
    # Tuck a card with a bonus from your hand. If you do, draw a card of value equal to
    # that card's bonus. If the drawn card also has a bonus, you may return a card from
    # your hand to repeat this dogma effect.
    instead_nothing("Code of Laws", "return")
    game = echoes(
        {
            "Alice": {
                "board": {"yellow": ["Watermill"], "purple": ["Code of Laws"]},
                "hand": ["Perfume", "Archery"],
            },
            "Bob": {},
        },
        supply={"echoes": {"1": ["Candles", "Dice"]}},
    )
    # Perfume (bonus 1) is tucked; Candles (bonus 1) drawn; returning Archery is replaced.
    act(game, "dogma Watermill", "Archery")
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Watermill"], "purple": ["Code of Laws"], "blue": ["Perfume"]},
        "hand": ["Archery", "Candles"],
        "tucked": 1,
    }
    assert supply(game, 1, "echoes")[0] == "Dice"


# -- Age 3 ------------------------------------------------------------------------------


def test_magnifying_glass_two_of_three_returned_draw_nothing(instead_nothing):
    # You may return three cards of equal value from your hand. If you do, draw a card of
    # value two higher than the cards you returned.
    instead_nothing("Code of Laws", "return", only="Archery")
    game = echoes(
        {
            "Alice": {
                "board": {"blue": ["Magnifying Glass"], "purple": ["Code of Laws"]},
                "hand": ["Archery", "Oars", "Metalworking"],
            },
            "Bob": {},
        },
        supply={"base": {"3": ["Compass"]}, "echoes": {"4": ["Chintz"]}},
    )
    # Echo: draw Chintz, return it.  Then the three 1s, Archery first: it stays.
    act(game, "dogma Magnifying Glass", "Chintz", 1, "Archery", "Oars")
    assert texts(game)[-3:-1] == [
        "Alice returns Oars from their hand.",
        "Alice returns Metalworking from their hand.",
    ]
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Magnifying Glass"], "purple": ["Code of Laws"]},
            "hand": ["Archery"],
        },
        "Bob": {},
    }
    assert supply(game, 3)[0] == "Compass"


def test_katana_counts_the_castles_of_the_cards_transferred(instead_nothing):
    # I demand you transfer two top cards with a {castle} from your board to my score
    # pile! If you transferred any, draw a card of value equal to the total number of
    # {castle} on those cards and transfer it to my forecast!
    instead_nothing("Code of Laws", "transfer", only="Mapmaking")
    game = echoes(
        {
            "Alice": {"board": {"red": ["Katana"]}},
            "Bob": {
                "board": {
                    "purple": ["Code of Laws"],
                    "green": ["Mapmaking"],
                    "yellow": ["Fermenting"],
                }
            },
        },
        supply={"base": {"1": ["Sailing"], "2": ["Calendar"]}},
    )
    act(game, "dogma Katana")
    # Only Fermenting (one castle) is transferred: a 1, not a 2 (Mapmaking's castle).
    assert table(game) == {
        "Alice": {"board": {"red": ["Katana"]}, "score": ["Fermenting"], "forecast": ["Sailing"]},
        "Bob": {"board": {"purple": ["Code of Laws"], "green": ["Mapmaking"]}},
    }
    assert supply(game, 2)[0] == "Calendar"


def test_sandpaper_draws_as_many_as_were_returned(instead_nothing):
    # You may return any number of cards from your hand. Draw that many {3}, and then meld
    # a card from your hand.
    instead_nothing("Code of Laws", "return", only="Archery")
    game = echoes(
        {
            "Alice": {
                "board": {"yellow": ["Sandpaper"], "purple": ["Code of Laws"]},
                "hand": ["Archery", "Oars"],
            },
            "Bob": {},
        },
        supply={"echoes": {"3": ["Almanac", "Novel"]}},
    )
    act(game, "dogma Sandpaper", ["Archery", "Oars"])
    expect(game, "Alice", "choose_card", ["Archery", "Almanac"])  # one 3 drawn, not two
    act(game, "Almanac")
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Sandpaper"], "purple": ["Code of Laws"], "blue": ["Almanac"]},
            "hand": ["Archery"],
        },
        "Bob": {},
    }


# -- Age 4 ------------------------------------------------------------------------------


def test_barometer_a_blue_card_not_returned_claims_no_destiny(instead_nothing):
    # You may return all cards in your forecast. If any were blue, claim the Destiny
    # achievement.
    instead_nothing("Code of Laws", "return", only="Tools")
    game = echoes(
        {
            "Alice": {
                "board": {"yellow": ["Barometer"], "purple": ["Code of Laws"]},
                "forecast": ["Tools"],
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Fermenting"]}},
    )
    # Effect 1 foreshadows Fermenting (no bonus anywhere: 0 + 2); effect 2 returns it, and
    # Tools (blue) stays in the forecast.
    act(game, "dogma Barometer", "yes")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Barometer"], "purple": ["Code of Laws"]},
        "forecast": ["Tools"],
    }
    assert "Destiny" in game.to_position()["special_achievements"]


# -- Age 5 ------------------------------------------------------------------------------


def test_tuning_fork_a_replaced_return_draws_nothing_but_may_repeat(instead_nothing):
    # Return a card from your hand. If you do, draw and reveal a card of the same value,
    # and meld it if it is higher than a top card of the same color on your board.
    # Otherwise, return it. You may repeat this dogma effect.
    instead_nothing("Clothing", "return", only="Archery")
    game = echoes(
        {
            "Alice": {
                "board": {"purple": ["Tuning Fork"], "green": ["Clothing"]},
                "hand": ["Archery", "Oars"],
            },
            "Bob": {},
        },
        supply={"echoes": {"1": ["Candles"]}},
    )
    act(game, "dogma Tuning Fork", "base 1", "Archery")
    # Archery is not returned: nothing drawn, but the repeat is still Alice's choice.
    expect(game, "Alice", "yes_no")
    assert supply(game, 1, "echoes")[0] == "Candles"
    act(game, "yes", "Oars", "no")
    # Oars is returned: Candles (red, 1) is drawn and melded (no red top card).
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Tuning Fork"], "green": ["Clothing"], "red": ["Candles"]},
            "hand": ["Archery"],
        },
        "Bob": {},
    }


# -- Age 6 ------------------------------------------------------------------------------


def test_morphine_reads_the_highest_card_really_returned(instead_nothing):
    # I demand you return all odd-valued cards in your hand! Draw a {6}!
    # Draw a card of value one higher than the highest card returned due to the demand, if
    # any were returned.
    instead_nothing("Code of Laws", "return", only="Compass")
    game = echoes(
        {
            "Alice": {"board": {"yellow": ["Morphine"]}},
            "Bob": {"board": {"purple": ["Code of Laws"]}, "hand": ["Archery", "Compass"]},
        },
        supply={
            "base": {"2": ["Calendar"], "4": ["Gunpowder"], "6": ["Canning"]},
            "echoes": {"6": ["Loom"]},
        },
    )
    act(game, "dogma Morphine")
    # Archery (1) is returned, Compass (3) is not: Alice draws a 2, not a 4.
    assert table(game) == {
        "Alice": {"board": {"yellow": ["Morphine"]}, "hand": ["Calendar"]},
        "Bob": {"board": {"purple": ["Code of Laws"]}, "hand": ["Compass", "Loom"]},
    }
    assert supply(game, 4)[0] == "Gunpowder"


# -- Age 7 ------------------------------------------------------------------------------


def test_typewriter_counts_the_colours_of_the_cards_returned(instead_nothing):
    # Return all cards from your hand. Draw a {6}. For each color of card returned, draw a
    # card of the next higher value.
    instead_nothing("Code of Laws", "return", only="Archery")
    game = echoes(
        {
            "Alice": {
                "board": {"blue": ["Typewriter"], "purple": ["Code of Laws"]},
                "hand": ["Archery", "Tools", "Sailing"],
            },
            "Bob": {},
        },
        supply={
            "base": {"7": ["Lighting"], "8": ["Flight"], "9": ["Computers"]},
            "echoes": {"6": ["Loom"]},
        },
    )
    act(game, "dogma Typewriter", "Tools", "Sailing")
    # Blue and green returned (red Archery stays): a 6, then a 7 and an 8, no 9.
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Typewriter"], "purple": ["Code of Laws"]},
            "hand": ["Archery", "Flight", "Lighting", "Loom"],
        },
        "Bob": {},
    }
    assert supply(game, 9)[0] == "Computers"


def test_machine_gun_nothing_transferred_draws_nothing(instead_nothing):
    # I demand you transfer all of your top cards with a bonus to my score pile! If you
    # transfered any, draw a {7}!
    instead_nothing("Code of Laws", "transfer")
    game = echoes(
        {
            "Alice": {"board": {"red": ["Machine Gun"]}},
            "Bob": {"board": {"purple": ["Code of Laws"], "blue": ["Perfume"]}},
        },
        supply={"base": {"7": ["Lighting"]}},
    )
    act(game, "dogma Machine Gun")
    assert table(game) == {
        "Alice": {"board": {"red": ["Machine Gun"]}},
        "Bob": {"board": {"purple": ["Code of Laws"], "blue": ["Perfume"]}},
    }
    assert supply(game, 7)[0] == "Lighting"


# -- Age 8 ------------------------------------------------------------------------------


def test_sliced_bread_a_replaced_return_has_no_value(instead_nothing):
    # Return a card from your score pile. Draw and score two cards of value one less than
    # the value of the card returned.
    instead_nothing("Code of Laws", "return", only="Optics")
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Sliced Bread"], "purple": ["Code of Laws"]},
                "score": ["Optics"],
            },
            "Bob": {},
        },
        supply={
            "base": {"1": ["Sailing", "Writing"], "8": ["Flight"]},
            "echoes": {"8": ["Tractor"]},
        },
    )
    act(game, "dogma Sliced Bread")
    # Optics (3) stays: no card returned, value 0 - 1: two 1s, not two 2s.
    assert table(game)["Alice"] == {
        "board": {"green": ["Sliced Bread"], "purple": ["Code of Laws"]},
        "hand": ["Flight", "Tractor"],
        "score": ["Optics", "Sailing", "Writing"],
        "scored": 2,
    }


# -- Age 9 ------------------------------------------------------------------------------


def test_helicopter_a_replaced_transfer_offers_no_return(instead_nothing):
    # Transfer a top card other than Helicopter from any player's board to its owner's
    # score pile. You may return a card from your hand which shares an icon with the
    # transferred card. If you do, repeat this dogma effect.
    instead_nothing("Code of Laws", "transfer")
    game = echoes(
        {
            "Alice": {
                "board": {"red": ["Helicopter"], "purple": ["Code of Laws"]},
                "hand": ["Tools"],
            },
            "Bob": {"board": {"red": ["Archery"]}},
        }
    )
    # Archery is not transferred: there is no transferred card for Tools to share with.
    act(game, "dogma Helicopter", "Archery")
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {"board": {"red": ["Helicopter"], "purple": ["Code of Laws"]}, "hand": ["Tools"]},
        "Bob": {"board": {"red": ["Archery"]}},
    }


# -- Age 10 -----------------------------------------------------------------------------


def test_camcorder_a_9_not_melded_is_not_one_of_the_other_cards(instead_nothing):
    # Meld all {9} from your hand. Return all other cards from your hand. Draw three {9}.
    instead_nothing("Code of Laws", "meld", only="Computers")
    game = echoes(
        {
            "Alice": {
                "board": {"red": ["Camcorder"], "purple": ["Code of Laws"]},
                "hand": ["Computers", "Tools"],
            },
            "Bob": {},
        },
        supply={"base": {"9": ["Fission", "Genetics", "Services"]}, "echoes": {"9": ["Rock"]}},
    )
    act(game, "dogma Camcorder")
    # Bob draws Fission (the demand).  Computers stays in Alice's hand, Tools is returned.
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Camcorder"], "purple": ["Code of Laws"]},
            "hand": ["Computers", "Genetics", "Rock", "Services"],
        },
        "Bob": {"hand": ["Fission"]},
    }
    assert supply(game, 1)[-1] == "Tools"
