"""Scenario tests for the age 9 cards of Echoes of the Past (one or more per effect).

Every dogma action on an Echoes card first runs the echo effects visible in
its colour (bottom to top), then its dogma effects; every draw follows the
Echoes draw rule (a hand with cards but no Echoes card draws an Echoes card).
In each scenario Bob has fewer of the featured icon than Alice (he neither
shares nor, unless said, is demanded anything) unless the test says otherwise.
"""

from helpers import act, echoes, expect, supply, table, texts

# -- Calculator -------------------------------------------------------------------------
# Score two bottom non-blue cards from your board. If you scored two and they have a
# total value less than 11, draw a card of that total value and repeat this dogma effect
# (once only).
# You may splay your blue cards up.


def test_calculator_scores_two_bottom_cards_draws_their_total_and_repeats_once():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "blue": ["Calculator", "Tools"],
                    "red": ["Oars"],
                    "green": ["Currency", "Clothing"],
                    "yellow": ["Masonry"],
                    "purple": ["Mysticism"],
                }
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Calendar"], "3": ["Optics"]}, "echoes": {"3": ["Almanac"]}},
    )
    act(game, "dogma Calculator")
    expect(game, "Alice", "choose_cards", ["Oars", "Clothing", "Masonry", "Mysticism"])
    act(game, ["Oars", "Clothing"])
    # 1 + 1 = 2: a 2 is drawn (empty hand: base), and the effect is repeated.
    expect(game, "Alice", "choose_cards", ["Currency", "Masonry", "Mysticism"])
    act(game, ["Currency", "Masonry"])
    # 2 + 1 = 3: a 3 (the hand holds a base card: Echoes), and no further repetition.
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert table(game) == {
        "Alice": {
            "board": {"blue": (["Calculator", "Tools"], "up"), "purple": ["Mysticism"]},
            "hand": ["Almanac", "Calendar"],
            "score": ["Clothing", "Currency", "Masonry", "Oars"],
            "scored": 4,
        },
        "Bob": {},
    }


def test_calculator_a_total_of_11_draws_nothing():
    game = echoes(
        {
            "Alice": {
                "board": {"blue": ["Calculator"], "red": ["Flight"], "yellow": ["Machinery"]}
            },
            "Bob": {},
        },
    )
    act(game, "dogma Calculator")  # the only two non-blue bottom cards: 8 + 3 = 11
    assert table(game)["Alice"] == {
        "board": {"blue": ["Calculator"]},
        "score": ["Flight", "Machinery"],
        "scored": 2,
    }
    expect(game, "Alice", "action")


def test_calculator_one_card_scored_draws_nothing():
    game = echoes({"Alice": {"board": {"blue": ["Calculator"], "red": ["Oars"]}}, "Bob": {}})
    act(game, "dogma Calculator")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Calculator"]},
        "score": ["Oars"],
        "scored": 1,
    }
    expect(game, "Alice", "action")


# -- Laser ------------------------------------------------------------------------------
# Return all unclaimed standard achievements. Then, return half (rounded up) of the cards
# in your score pile. Draw and meld two {10}.


def test_laser_returns_the_achievements_half_the_score_pile_and_melds_two_10s():
    game = echoes(
        {
            "Alice": {"board": {"blue": ["Laser"]}, "score": ["Optics", "Engineering", "Coal"]},
            "Bob": {},
        },
        achievements=["Tools", "Calendar"],
        supply={"base": {"10": ["Software", "Robotics"]}},
    )
    specials = game.to_position()["special_achievements"]
    act(game, "dogma Laser")
    expect(game, "Alice", "choose_cards", ["Optics", "Engineering", "Coal"])
    act(game, ["Coal", "Optics"])  # half of three, rounded up: two
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Software", "Laser"], "red": ["Robotics"]},
            "score": ["Engineering"],
        },
        "Bob": {},
    }
    position = game.to_position()
    assert position["achievements"] == []
    assert position["special_achievements"] == specials  # special achievements stay
    assert supply(game, 1)[-1] == "Tools" and supply(game, 2)[-1] == "Calendar"
    assert supply(game, 5)[-1] == "Coal" and supply(game, 3)[-1] == "Optics"


# -- Helicopter -------------------------------------------------------------------------
# Transfer a top card other than Helicopter from any player's board to its owner's score
# pile. You may return a card from your hand which shares an icon with the transferred
# card. If you do, repeat this dogma effect.


def test_helicopter_transfers_returns_a_card_sharing_an_icon_and_repeats():
    game = echoes(
        {
            "Alice": {
                "board": {"red": ["Helicopter"], "blue": ["Tools"]},
                "hand": ["Writing", "Agriculture", "Coal"],
            },
            "Bob": {"board": {"yellow": ["Masonry"], "green": ["Clothing"]}},
        },
    )
    act(game, "dogma Helicopter")
    expect(game, "Alice", "choose_card", ["Tools", "Masonry", "Clothing"])
    act(game, "Clothing")  # into Bob's score pile
    # Clothing has crown and leaf: Writing (crown) and Agriculture (leaf) share one, Coal
    # (factory) does not.
    expect(game, "Alice", "choose_card", ["Writing", "Agriculture", None])
    act(game, "Writing")
    # Repeat: Tools goes to Alice's score pile; Agriculture and Coal share no icon with it.
    expect(game, "Alice", "choose_card", ["Tools", "Masonry"])
    act(game, "Tools")
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Helicopter"]},
            "hand": ["Agriculture", "Coal"],
            "score": ["Tools"],
        },
        "Bob": {"board": {"yellow": ["Masonry"]}, "score": ["Clothing"]},
    }
    assert supply(game, 1)[-1] == "Writing"


def test_helicopter_declining_the_return_does_not_repeat():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Helicopter"], "blue": ["Tools"]}, "hand": ["Writing"]},
            "Bob": {"board": {"green": ["Clothing"]}},
        },
    )
    act(game, "dogma Helicopter", "Clothing", None)
    assert table(game) == {
        "Alice": {"board": {"red": ["Helicopter"], "blue": ["Tools"]}, "hand": ["Writing"]},
        "Bob": {"score": ["Clothing"]},
    }
    expect(game, "Alice", "action")


# -- Jet --------------------------------------------------------------------------------
# Echo: Meld a card from your hand.
# I demand you return your top card of the color I melded due to Jet's echo effect!


def test_jet_melds_then_demands_the_top_card_of_that_colour():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Jet"]}, "hand": ["Agriculture", "Oars"]},
            "Bob": {"board": {"blue": ["Writing"], "yellow": ["Masonry"], "red": ["Archery"]}},
        },
    )
    act(game, "dogma Jet")
    expect(game, "Alice", "choose_card", ["Agriculture", "Oars"])
    act(game, "Agriculture")
    assert table(game) == {
        "Alice": {"board": {"red": ["Jet"], "yellow": ["Agriculture"]}, "hand": ["Oars"]},
        "Bob": {"board": {"blue": ["Writing"], "red": ["Archery"]}},
    }
    assert supply(game, 1)[-1] == "Masonry"


def test_jet_nothing_melded_nothing_demanded():
    game = echoes(
        {"Alice": {"board": {"red": ["Jet"]}}, "Bob": {"board": {"red": ["Archery"]}}},
    )
    before = table(game)
    act(game, "dogma Jet")
    assert table(game) == before


def test_jet_the_demand_follows_the_colour_the_leader_melded():
    # Bob (3 clocks) shares the echo effect; Carol (no clock) is demanded.
    game = echoes(
        {
            "Alice": {"board": {"red": ["Jet"]}, "hand": ["Tools"]},
            "Bob": {"board": {"blue": ["Quantum Theory"]}, "hand": ["Agriculture"]},
            "Carol": {"board": {"blue": ["Writing"], "yellow": ["Masonry"]}},
        },
        supply={"base": {"9": ["Computers"]}},
    )
    act(game, "dogma Jet")
    # Bob melded yellow, Alice blue: Carol returns her blue top card.  Bob's meld earns
    # Alice a free Draw action (a 9).
    assert table(game) == {
        "Alice": {"board": {"red": ["Jet"], "blue": ["Tools"]}, "hand": ["Computers"]},
        "Bob": {"board": {"blue": ["Quantum Theory"], "yellow": ["Agriculture"]}},
        "Carol": {"board": {"yellow": ["Masonry"]}},
    }


# -- Credit Card ------------------------------------------------------------------------
# Echo: Draw and foreshadow a {9}.
# You may take a top non-green card from your board into your hand. If you do, draw and
# score a card of equal value.
# You may splay your green cards up.


def test_credit_card_foreshadows_takes_a_top_card_scores_its_value_and_splays():
    game = echoes(
        {"Alice": {"board": {"green": ["Credit Card", "Sailing"], "blue": ["Tools"]}}, "Bob": {}},
        supply={"base": {"9": ["Computers"]}, "echoes": {"1": ["Dice"]}},
    )
    act(game, "dogma Credit Card")
    expect(game, "Alice", "choose_card", ["Tools", None])
    act(game, "Tools", "yes")
    # Tools in hand (base): the 1 drawn and scored is an Echoes card.
    assert table(game) == {
        "Alice": {
            "board": {"green": (["Credit Card", "Sailing"], "up")},
            "hand": ["Tools"],
            "score": ["Dice"],
            "forecast": ["Computers"],
            "scored": 1,
        },
        "Bob": {},
    }


def test_credit_card_declined():
    game = echoes(
        {"Alice": {"board": {"green": ["Credit Card", "Sailing"], "blue": ["Tools"]}}, "Bob": {}},
        supply={"base": {"9": ["Computers"]}},
    )
    act(game, "dogma Credit Card", None, "no")
    assert table(game)["Alice"] == {
        "board": {"green": ["Credit Card", "Sailing"], "blue": ["Tools"]},
        "forecast": ["Computers"],
    }


# -- Email ------------------------------------------------------------------------------
# Echo: Draw and foreshadow a {10}.
# Draw and foreshadow a {9}.
# Execute all non-demand dogma effects on your lowest non-green top card. Do not share
# them.


def test_email_foreshadows_a_10_and_a_9_then_executes_the_lowest_top_card():
    game = echoes(
        {
            "Alice": {"board": {"green": ["Email"], "blue": ["Writing"], "red": ["Flight"]}},
            "Bob": {},
        },
        supply={"base": {"10": ["Software"], "9": ["Computers"], "2": ["Calendar"]}},
    )
    act(game, "dogma Email")
    # Writing (1) is the lowest non-green top card: "Draw a 2."
    assert "Alice executes the non-demand effects of Writing." in texts(game)
    assert table(game)["Alice"] == {
        "board": {"green": ["Email"], "blue": ["Writing"], "red": ["Flight"]},
        "hand": ["Calendar"],
        "forecast": ["Computers", "Software"],
    }


def test_email_executes_no_echo_effect_of_the_chosen_card():
    game = echoes(
        {
            "Alice": {"board": {"green": ["Email"], "yellow": ["Chopsticks"], "blue": ["Writing"]}},
            "Bob": {},
        },
        supply={"base": {"10": ["Software"], "9": ["Computers"]}},
    )
    act(game, "dogma Email")
    expect(game, "Alice", "choose_card", ["Chopsticks", "Writing"])  # tied lowest
    act(game, "Chopsticks")
    # Chopsticks' dogma effect only (its echo effect "Draw a 1" is not executed).
    expect(game, "Alice", "yes_no")
    act(game, "no")
    assert table(game)["Alice"] == {
        "board": {"green": ["Email"], "yellow": ["Chopsticks"], "blue": ["Writing"]},
        "forecast": ["Computers", "Software"],
    }


# -- ATM --------------------------------------------------------------------------------
# Echo: Draw and score a card of any value.
# I demand you transfer the highest top non-yellow card without a {crown} from your board
# to my board!
# You may splay your purple cards up.


def test_atm_scores_any_value_takes_the_highest_crownless_card_and_splays():
    game = echoes(
        {
            "Alice": {"board": {"yellow": ["ATM"], "purple": ["Philosophy", "Mysticism"]}},
            "Bob": {
                "board": {
                    "red": ["Construction"],
                    "blue": ["Calendar"],
                    "green": ["The Wheel"],
                    "yellow": ["Fermenting"],
                }
            },
        },
        supply={"base": {"4": ["Anatomy"]}},
    )
    act(game, "dogma ATM")
    expect(game, "Alice", "choose_value", list(range(1, 11)))
    act(game, 4)
    # Bob's highest non-yellow top cards without a crown: two 2s; he chooses.
    expect(game, "Bob", "choose_card", ["Calendar", "Construction"])
    act(game, "Construction", "yes")
    assert table(game) == {
        "Alice": {
            "board": {
                "yellow": ["ATM"],
                "purple": (["Philosophy", "Mysticism"], "up"),
                "red": ["Construction"],
            },
            "score": ["Anatomy"],
            "scored": 1,
        },
        "Bob": {"board": {"blue": ["Calendar"], "green": ["The Wheel"], "yellow": ["Fermenting"]}},
    }


def test_atm_echoes_card_scored_and_nothing_to_transfer():
    # Bob's only top card without a crown is yellow.
    game = echoes(
        {
            "Alice": {"board": {"yellow": ["ATM"]}, "hand": ["Tools"]},
            "Bob": {"board": {"yellow": ["Fermenting"]}},
        },
        supply={"echoes": {"10": ["GPS"]}},
    )
    act(game, "dogma ATM", 10)  # the hand holds a base card: an Echoes 10
    assert table(game) == {
        "Alice": {"board": {"yellow": ["ATM"]}, "hand": ["Tools"], "score": ["GPS"], "scored": 1},
        "Bob": {"board": {"yellow": ["Fermenting"]}},
    }


# -- Wristwatch -------------------------------------------------------------------------
# Echo: Take a non-yellow top card from your board and tuck it.
# For each visible bonus on your board, draw and tuck a card of that value, in ascending
# order.


def test_wristwatch_tucks_a_top_card_then_a_card_per_bonus_in_ascending_order():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "yellow": ["Wristwatch"],
                    "blue": ["Tools", "Writing"],
                    "red": ["Plumbing"],
                }
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Calendar"], "10": ["Software"]}},
    )
    act(game, "dogma Wristwatch")
    expect(game, "Alice", "choose_card", ["Tools", "Plumbing"])
    act(game, "Tools")
    # Bonuses 2 (Plumbing) and 10 (Wristwatch): a 2 is tucked first, then a 10.
    assert table(game) == {
        "Alice": {
            "board": {
                "yellow": ["Wristwatch"],
                "blue": ["Writing", "Tools", "Calendar", "Software"],
                "red": ["Plumbing"],
            },
            "tucked": 3,
        },
        "Bob": {},
    }


def test_wristwatch_tucking_a_lone_card_changes_nothing():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Wristwatch"], "red": ["Plumbing"]}}, "Bob": {}},
        supply={"base": {"2": ["Calendar"], "10": ["Software"]}},
    )
    act(game, "dogma Wristwatch")
    # Plumbing, alone in red, is already at the bottom: that tuck does not happen
    # (docs/rulings.md), so only Calendar and Software count as tucked.
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Wristwatch"], "red": ["Plumbing"], "blue": ["Calendar", "Software"]},
        "tucked": 2,
    }


# -- Karaoke ----------------------------------------------------------------------------
# Echo: Draw and meld a card of value less than {10}.
# Execute all of the non-demand dogma effects of the card you melded due to Karaoke's echo
# effect. Do not share them.
# You may take a bottom card from your board into your hand.


def test_karaoke_melds_executes_the_melded_card_and_takes_a_bottom_card():
    game = echoes(
        {"Alice": {"board": {"purple": ["Karaoke", "Mysticism"]}}, "Bob": {}},
        supply={"base": {"1": ["Writing"], "2": ["Calendar"]}},
    )
    act(game, "dogma Karaoke")
    expect(game, "Alice", "choose_value", list(range(1, 10)))
    act(game, 1)
    # Writing is melded, then executed: "Draw a 2."
    expect(game, "Alice", "choose_card", ["Writing", "Mysticism", None])
    act(game, "Mysticism")
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Writing"], "purple": ["Karaoke"]},
            "hand": ["Calendar", "Mysticism"],
        },
        "Bob": {},
    }


def test_karaoke_each_sharer_executes_the_card_they_melded():
    # Bob (3 leaves) shares: each player executes their own melded card.
    game = echoes(
        {
            "Alice": {"board": {"purple": ["Karaoke"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
        },
        supply={
            "base": {"1": ["Writing", "Sailing", "Oars"], "2": ["Calendar"], "9": ["Computers"]}
        },
    )
    act(game, "dogma Karaoke")
    expect(game, "Bob", "choose_value")
    act(game, 1)  # Bob melds Writing
    act(game, 1)  # Alice melds Sailing
    # Bob executes Writing (draws Calendar); Alice executes Sailing (draws and melds Oars).
    expect(game, "Bob", "choose_card", ["Writing", "Agriculture", None])
    act(game, None)
    expect(game, "Alice", "choose_card", ["Sailing", "Oars", "Karaoke", None])
    act(game, None)
    # Bob changed the game: Alice's free Draw action (a 9).
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Karaoke"], "green": ["Sailing"], "red": ["Oars"]},
            "hand": ["Computers"],
        },
        "Bob": {"board": {"yellow": ["Agriculture"], "blue": ["Writing"]}, "hand": ["Calendar"]},
    }


def test_karaoke_executed_by_another_card_has_no_melded_card():
    # Email executes Karaoke's non-demand effects: its echo effect does not run, so there
    # is no card melded due to it.
    game = echoes(
        {"Alice": {"board": {"green": ["Email"], "purple": ["Karaoke"]}}, "Bob": {}},
        supply={"base": {"10": ["Software"], "9": ["Computers"]}},
    )
    act(game, "dogma Email")
    expect(game, "Alice", "choose_card", ["Email", "Karaoke", None])  # Karaoke's second effect
    act(game, None)
    assert table(game)["Alice"] == {
        "board": {"green": ["Email"], "purple": ["Karaoke"]},
        "forecast": ["Computers", "Software"],
    }


# -- Rock -------------------------------------------------------------------------------
# I demand you transfer your top green card to my hand! If Scissors is your new top green
# card, I win!
# You may score a top card from your board. If Paper is your top green card, you win.


def test_rock_uncovering_scissors_makes_the_leader_win():
    game = echoes(
        {
            "Alice": {"board": {"purple": ["Rock"]}},
            "Bob": {"board": {"green": ["Paper", "Scissors"]}},
        },
    )
    act(game, "dogma Rock")
    assert game.result.winners == ["Alice"]
    assert game.result.card == "Rock"
    assert table(game)["Alice"]["hand"] == ["Paper"]


def test_rock_scoring_a_top_card_to_uncover_paper_wins():
    game = echoes(
        {
            "Alice": {"board": {"purple": ["Rock"], "green": ["Compass", "Paper"]}},
            "Bob": {"board": {"green": ["Sailing", "Clothing"]}},
        },
    )
    act(game, "dogma Rock")
    # Demand: Sailing goes to Alice's hand; Clothing is not Scissors.
    assert game.result is None
    expect(game, "Alice", "choose_card", ["Rock", "Compass", None])
    act(game, "Compass")
    assert game.result.winners == ["Alice"]
    assert table(game)["Alice"] == {
        "board": {"purple": ["Rock"], "green": ["Paper"]},
        "hand": ["Sailing"],
        "score": ["Compass"],
        "scored": 1,
    }
    assert table(game)["Bob"] == {"board": {"green": ["Clothing"]}}


def test_rock_no_win_without_paper_on_top():
    game = echoes(
        {"Alice": {"board": {"purple": ["Rock"], "green": ["Compass", "Paper"]}}, "Bob": {}},
    )
    act(game, "dogma Rock", None)
    assert game.result is None
    expect(game, "Alice", "action")
