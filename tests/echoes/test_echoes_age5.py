"""Scenario tests for the age 5 cards of Echoes of the Past (one or more per effect).

Every dogma action on an Echoes card first runs the echo effects visible in
its colour (bottom to top), then its dogma effects; every draw follows the
Echoes draw rule (a hand with cards but no Echoes card draws an Echoes card).
In each setup the other players have fewer of the featured icon than Alice
(so they share nothing and suffer the demands).
"""

from helpers import act, available, base_cards, echoes, expect, supply, table, texts

# -- Lightning Rod ----------------------------------------------------------------------
# Echo: Draw and tuck a {5}.
# I demand you draw and tuck a {5}! Return your top card of the tucked card's color!
# Draw and tuck a {5}. You may return a top card from your board.


def test_lightning_rod_tucks_then_demand_returns_the_top_card_then_returns_a_top_card():
    game = echoes(
        {
            "Alice": {"board": {"blue": ["Lightning Rod"], "green": ["Sailing"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
        },
        supply={"base": {"5": ["Coal", "Statistics", "Banking"]}},
    )
    act(game, "dogma Lightning Rod")
    # Echo: Alice tucks Coal.  Demand: Bob tucks Statistics under Agriculture and
    # returns Agriculture.  Then Alice tucks Banking under Sailing and may return a top
    # card.
    expect(game, "Alice", "choose_card", ["Lightning Rod", "Coal", "Sailing", None])
    act(game, "Coal")
    assert supply(game, 1)[-1] == "Agriculture"
    assert supply(game, 5)[-1] == "Coal"
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Lightning Rod"], "green": ["Sailing", "Banking"]},
            "tucked": 2,
        },
        "Bob": {"board": {"yellow": ["Statistics"]}, "tucked": 1},
    }


def test_lightning_rod_demand_returns_the_tucked_card_when_it_is_alone():
    game = echoes(
        {"Alice": {"board": {"blue": ["Lightning Rod"]}}, "Bob": {}},
        supply={"base": {"5": ["Coal", "Statistics", "Banking"]}},
    )
    act(game, "dogma Lightning Rod", None)
    assert supply(game, 5)[-1] == "Statistics"
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Lightning Rod"], "red": ["Coal"], "green": ["Banking"]},
            "tucked": 2,
        },
        "Bob": {"tucked": 1},
    }


# -- Thermometer ------------------------------------------------------------------------
# Echo: Meld your bottom green card. Maintain its splay.
# Draw and meld a card of value one higher than the value of your top yellow card. If
# the melded card is yellow, repeat this dogma effect.


def test_thermometer_melds_the_bottom_green_then_climbs_while_yellow():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "blue": ["Thermometer"],
                    "green": {"cards": ["Sailing", "Clothing", "The Wheel"], "splay": "right"},
                    "yellow": ["Agriculture"],
                }
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Fermenting"], "3": ["Optics"]}},
    )
    act(game, "dogma Thermometer")
    # Echo: The Wheel goes on top, the stack stays splayed right.  Then a 2 (top yellow
    # Agriculture is a 1): Fermenting, yellow, so again a 3: Optics, red: stop.
    assert table(game) == {
        "Alice": {
            "board": {
                "blue": ["Thermometer"],
                "green": (["The Wheel", "Sailing", "Clothing"], "right"),
                "yellow": ["Fermenting", "Agriculture"],
                "red": ["Optics"],
            }
        },
        "Bob": {},
    }


def test_thermometer_without_yellow_draws_a_1_and_a_lone_green_card_stays():
    game = echoes(
        {"Alice": {"board": {"blue": ["Thermometer"], "green": ["Sailing"]}}, "Bob": {}},
        supply={"base": {"1": ["Tools", "Pottery"]}},
    )
    act(game, "dogma Thermometer")
    assert "Alice melds Sailing from their board." not in texts(game)
    assert table(game)["Alice"] == {
        "board": {"blue": ["Tools", "Thermometer"], "green": ["Sailing"]}
    }


# -- Coke -------------------------------------------------------------------------------
# Echo: Draw and tuck a {4}.
# Draw and reveal a {6}. If it has a {factory}, meld it and repeat this dogma effect.
# Otherwise, foreshadow it.


def test_coke_melds_while_factories_then_foreshadows():
    game = echoes(
        {"Alice": {"board": {"red": ["Coke"], "yellow": ["Agriculture"]}}, "Bob": {}},
        supply={"base": {"4": ["Anatomy"], "6": ["Canning", "Encyclopedia"]}},
    )
    act(game, "dogma Coke")
    assert "Alice reveals Canning." in texts(game)
    assert "Alice reveals Encyclopedia." in texts(game)
    assert table(game) == {
        "Alice": {
            "forecast": ["Encyclopedia"],
            "board": {"red": ["Coke"], "yellow": ["Canning", "Agriculture", "Anatomy"]},
            "tucked": 1,
        },
        "Bob": {},
    }


# -- Octant -----------------------------------------------------------------------------
# I demand you transfer a top non-red card with a {leaf} or {factory} from your board to
# my board! If you do, draw and foreshadow a {6}!
# Draw and foreshadow a {6}.


def test_octant_takes_a_card_with_a_leaf_or_factory_and_both_foreshadow():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Octant"]}},
            "Bob": {
                "board": {
                    "red": ["Coal"],
                    "yellow": ["Agriculture"],
                    "blue": ["Tools"],
                    "green": ["Banking"],
                }
            },
        },
        supply={"base": {"6": ["Canning", "Encyclopedia"]}},
    )
    act(game, "dogma Octant")
    expect(game, "Bob", "choose_card", ["Agriculture", "Banking"])
    act(game, "Banking")
    assert table(game) == {
        "Alice": {
            "forecast": ["Encyclopedia"],
            "board": {"red": ["Octant"], "green": ["Banking"]},
        },
        "Bob": {
            "forecast": ["Canning"],
            "board": {"red": ["Coal"], "yellow": ["Agriculture"], "blue": ["Tools"]},
        },
    }


def test_octant_nothing_transferred_nothing_foreshadowed_by_the_victim():
    game = echoes(
        {"Alice": {"board": {"red": ["Octant"]}}, "Bob": {"board": {"red": ["Coal"]}}},
        supply={"base": {"6": ["Canning"]}},
    )
    act(game, "dogma Octant")
    assert table(game) == {
        "Alice": {"forecast": ["Canning"], "board": {"red": ["Octant"]}},
        "Bob": {"board": {"red": ["Coal"]}},
    }


# -- Palampore --------------------------------------------------------------------------
# Draw and score a card of value equal to a bonus that occurs more than once on your
# board, if you have such a bonus.
# You may splay your purple cards right.
# If you have six or more bonuses on your board, claim the Wealth achievement.


def test_palampore_scores_a_repeated_bonus_splays_and_claims_wealth():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "green": ["Palampore"],
                    "purple": ["Clock", "Piano"],
                    "blue": ["Telescope"],
                    "yellow": ["Pencil"],
                    "red": ["Kobukson"],
                }
            },
            "Bob": {},
        },
        supply={"base": {"4": ["Anatomy"]}},
    )
    act(game, "dogma Palampore")
    # Bonuses: 5 (Palampore, Clock, Kobukson) and 4 (Telescope, Pencil).
    expect(game, "Alice", "choose_value", [4, 5])
    act(game, 4)
    # Splaying purple right shows Piano's bonus: six bonuses.
    act(game, "yes")
    assert table(game)["Alice"] == {
        "score": ["Anatomy"],
        "achievements": ["Wealth"],
        "board": {
            "green": ["Palampore"],
            "purple": (["Clock", "Piano"], "right"),
            "blue": ["Telescope"],
            "yellow": ["Pencil"],
            "red": ["Kobukson"],
        },
        "scored": 1,
    }


def test_palampore_one_repeated_bonus_no_splay_no_wealth():
    game = echoes(
        {"Alice": {"board": {"green": ["Palampore"], "purple": ["Clock", "Piano"]}}, "Bob": {}},
        supply={"base": {"5": ["Coal"]}},
    )
    act(game, "dogma Palampore", "no")  # the only repeated bonus is 5: no question
    assert table(game)["Alice"] == {
        "score": ["Coal"],
        "board": {"green": ["Palampore"], "purple": ["Clock", "Piano"]},
        "scored": 1,
    }
    assert "Wealth" in game.to_position()["special_achievements"]


def test_palampore_five_bonuses_do_not_claim_wealth():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "green": ["Palampore"],
                    "purple": ["Clock", "Piano"],
                    "blue": ["Telescope"],
                    "yellow": ["Pencil"],
                    "red": ["Kobukson"],
                }
            },
            "Bob": {},
        },
        supply={"base": {"5": ["Coal"]}},
    )
    act(game, "dogma Palampore", 5, "no")
    assert table(game)["Alice"]["score"] == ["Coal"]
    assert "achievements" not in table(game)["Alice"]


def test_palampore_without_a_repeated_bonus_scores_nothing():
    game = echoes({"Alice": {"board": {"green": ["Palampore"], "blue": ["Telescope"]}}, "Bob": {}})
    before = table(game)
    act(game, "dogma Palampore")
    expect(game, "Alice", "action")
    assert table(game) == before


# -- Seed Drill -------------------------------------------------------------------------
# I demand you return a top card from your board of value less than {3}!
# Choose the {3}, {4}, or {5} deck. If there is at least one card in that deck, you may
# transfer its bottom card to the available achievements.


def test_seed_drill_demand_then_the_bottom_of_a_deck_becomes_an_achievement():
    game = echoes(
        {
            "Alice": {"board": {"green": ["Seed Drill"]}},
            "Bob": {"board": {"red": ["Archery"], "purple": ["Monotheism"], "blue": ["Alchemy"]}},
        },
        achievements=["Mathematics"],
    )
    bottom = supply(game, 4)[-1]
    act(game, "dogma Seed Drill")
    expect(game, "Bob", "choose_card", ["Archery", "Monotheism"])
    act(game, "Monotheism")
    assert supply(game, 2)[-1] == "Monotheism"
    expect(game, "Alice", "choose_value", [3, 4, 5])
    act(game, 4, "yes")
    assert available(game) == sorted(["Mathematics", bottom])
    assert bottom not in supply(game, 4)
    assert table(game) == {
        "Alice": {"board": {"green": ["Seed Drill"]}},
        "Bob": {"board": {"red": ["Archery"], "blue": ["Alchemy"]}},
    }


def test_seed_drill_may_be_declined_and_an_empty_deck_offers_nothing():
    game = echoes(
        {"Alice": {"board": {"green": ["Seed Drill"]}}, "Bob": {"board": {"blue": ["Physics"]}}},
        achievements=["Mathematics"],
        removed=base_cards(3),
    )
    act(game, "dogma Seed Drill", 3)  # the 3 deck is empty: no question
    expect(game, "Alice", "action")
    act(game, "dogma Seed Drill", 5, "no")
    assert available(game) == ["Mathematics"]
    assert table(game)["Bob"] == {"board": {"blue": ["Physics"]}}  # no top card below 3


# -- Pressure Cooker --------------------------------------------------------------------
# Return all cards from your hand. For each top card on your board with a bonus, draw a
# card of value equal to that bonus.


def test_pressure_cooker_returns_the_hand_then_draws_each_bonus_in_the_chosen_order():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "yellow": ["Pressure Cooker"],
                    "purple": ["Clock"],
                    "green": ["Chintz"],
                    "blue": ["Tools"],
                },
                "hand": ["Oars", "Sailing"],
            },
            "Bob": {},
        },
        supply={"base": {"5": ["Coal", "Statistics"]}, "echoes": {"4": ["Pencil"]}},
    )
    act(game, "dogma Pressure Cooker")
    expect(game, "Alice", "choose_card", ["Oars", "Sailing"])  # both to the 1 pile
    act(game, "Sailing")
    assert supply(game, 1)[-2:] == ["Sailing", "Oars"]
    # Bonuses 5, 5, 4: Alice orders the draws.  Empty hand: a base 5; then a hand of a
    # base card: an Echoes 4; then a base 5.
    expect(game, "Alice", "choose_value", [4, 5])
    act(game, 5, 4)
    assert table(game)["Alice"] == {
        "hand": ["Coal", "Pencil", "Statistics"],
        "board": {
            "yellow": ["Pressure Cooker"],
            "purple": ["Clock"],
            "green": ["Chintz"],
            "blue": ["Tools"],
        },
    }


# -- Stove ------------------------------------------------------------------------------
# Echo: Score a top card from your board without a {factory}.
# Draw and tuck a {4}. If your top card of the tucked card's color has value less than
# {4}, draw and score a {4}.
# You may splay your green cards right.


def test_stove_scores_a_top_card_tucks_under_a_low_card_and_scores_a_4():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "yellow": ["Stove"],
                    "blue": ["Tools"],
                    "red": ["Oars"],
                    "green": ["Sailing", "Clothing"],
                }
            },
            "Bob": {},
        },
        supply={"base": {"4": ["Colonialism", "Navigation"]}},
    )
    act(game, "dogma Stove")
    expect(game, "Alice", "choose_card", ["Tools", "Oars", "Sailing"])  # Stove has a factory
    act(game, "Tools", "yes")
    assert table(game)["Alice"] == {
        "score": ["Navigation", "Tools"],
        "board": {
            "yellow": ["Stove"],
            "red": ["Oars", "Colonialism"],
            "green": (["Sailing", "Clothing"], "right"),
        },
        "tucked": 1,
        "scored": 2,
    }


def test_stove_a_tucked_card_under_a_high_card_or_alone_scores_nothing():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Stove"], "blue": ["Tools"]}}, "Bob": {}},
        supply={"base": {"4": ["Anatomy", "Colonialism"]}},
    )
    act(game, "dogma Stove")  # Tools is scored (the only choice); Anatomy under Stove
    assert table(game)["Alice"] == {
        "score": ["Tools"],
        "board": {"yellow": ["Stove", "Anatomy"]},
        "tucked": 1,
        "scored": 1,
    }
    game = echoes(
        {"Alice": {"board": {"yellow": ["Stove"]}}, "Bob": {}},
        supply={"base": {"4": ["Colonialism", "Anatomy"]}},
    )
    act(game, "dogma Stove")  # nothing to score; Colonialism alone is a 4
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Stove"], "red": ["Colonialism"]},
        "tucked": 1,
    }


# -- Piano ------------------------------------------------------------------------------
# Echo: Draw a card of a value present in any player's hand.
# If you have five top cards, each with a different value, return five cards from your
# score pile and then draw and score a card of each of your top cards' values in
# ascending order.

PIANO_BOARD = {
    "purple": ["Piano"],
    "blue": ["Tools"],
    "red": ["Construction"],
    "green": ["Compass"],
    "yellow": ["Anatomy"],
}


def test_piano_draws_a_value_in_a_hand_then_returns_five_and_scores_each_top_value():
    game = echoes(
        {
            "Alice": {
                "board": PIANO_BOARD,
                "hand": ["Oars"],
                "score": ["Writing", "Mathematics", "Paper", "Printing Press", "Physics", "Coal"],
            },
            "Bob": {"hand": ["Canning"]},
        },
        supply={
            "echoes": {"6": ["Loom"]},
            "base": {
                "1": ["Sailing"],
                "2": ["Fermenting"],
                "3": ["Optics"],
                "4": ["Navigation"],
                "5": ["Statistics"],
            },
        },
    )
    act(game, "dogma Piano")
    expect(game, "Alice", "choose_value", [1, 6])  # values in Alice's and Bob's hands
    act(game, 6)  # the hand holds Oars (base): an Echoes 6
    returned = ["Writing", "Mathematics", "Paper", "Printing Press", "Physics"]
    expect(game, "Alice", "choose_cards")
    act(game, returned)
    scored = [t[len("Alice scores ") : -1] for t in texts(game) if t.startswith("Alice scores ")]
    assert scored == ["Sailing", "Fermenting", "Optics", "Navigation", "Statistics"]
    assert table(game) == {
        "Alice": {
            "hand": ["Loom", "Oars"],
            "score": ["Coal", "Fermenting", "Navigation", "Optics", "Sailing", "Statistics"],
            "board": PIANO_BOARD,
            "scored": 5,
        },
        "Bob": {"hand": ["Canning"]},
    }


def test_piano_fewer_than_five_in_the_score_pile_returns_them_all():
    game = echoes(
        {"Alice": {"board": PIANO_BOARD, "score": ["Coal"]}, "Bob": {}},
        supply={
            "base": {
                "1": ["Sailing"],
                "2": ["Fermenting"],
                "3": ["Optics"],
                "4": ["Navigation"],
                "5": ["Statistics"],
            },
        },
    )
    act(game, "dogma Piano")  # no card in any hand: the echo draws nothing
    assert supply(game, 5)[-1] == "Coal"
    assert table(game)["Alice"] == {
        "score": ["Fermenting", "Navigation", "Optics", "Sailing", "Statistics"],
        "board": PIANO_BOARD,
        "scored": 5,
    }


def test_piano_two_top_cards_of_one_value_or_four_top_cards_do_nothing():
    board = {**PIANO_BOARD, "yellow": ["Fermenting"]}  # a 2, like Construction
    game = echoes({"Alice": {"board": board, "score": ["Coal"]}, "Bob": {}})
    before = table(game)
    act(game, "dogma Piano")
    assert table(game) == before
    board = {c: cards for c, cards in PIANO_BOARD.items() if c != "yellow"}
    game = echoes({"Alice": {"board": board, "score": ["Coal"]}, "Bob": {}})
    before = table(game)
    act(game, "dogma Piano")
    assert table(game) == before


# -- Tuning Fork ------------------------------------------------------------------------
# Echo: Look at the top card of any deck, then place it back on top.
# Return a card from your hand. If you do, draw and reveal a card of the same value, and
# meld it if it is higher than a top card of the same color on your board. Otherwise,
# return it. You may repeat this dogma effect.


def test_tuning_fork_looks_then_returns_and_melds_or_returns_and_repeats():
    game = echoes(
        {
            "Alice": {
                "board": {"purple": ["Tuning Fork"], "red": ["Archery"]},
                "hand": ["Tools", "Construction"],
            },
            "Bob": {},
        },
        supply={
            "echoes": {"3": ["Almanac"], "1": ["Candles"]},
            "base": {"2": ["Mathematics"]},
        },
    )
    act(game, "dogma Tuning Fork")
    d = expect(game, "Alice", "choose_option")
    assert "echoes 3" in d.options and "base 10" in d.options
    act(game, "echoes 3")
    alice_log = [e["text"] for e in game.log_for("Alice")]
    assert "Alice looks at Almanac (supply)." in alice_log
    assert not any("Almanac" in e["text"] for e in game.log_for("Bob"))
    assert supply(game, 3, "echoes")[0] == "Almanac"  # back on top
    act(game, "Tools")
    # The hand holds Construction (base): an Echoes 1, Candles (red, 1): not higher than
    # Archery (1), returned.
    assert "Alice reveals Candles." in texts(game)
    assert supply(game, 1, "echoes")[-1] == "Candles"
    act(game, "yes")
    # Construction, the last card, is returned without a question; an empty hand draws
    # a base 2, Mathematics (blue): no blue top card, so it is higher: melded.  The
    # hand is empty: nothing to repeat.
    expect(game, "Alice", "action")
    assert supply(game, 1)[-1] == "Tools"
    assert supply(game, 2)[-1] == "Construction"
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Tuning Fork"], "red": ["Archery"], "blue": ["Mathematics"]}
        },
        "Bob": {},
    }


def test_tuning_fork_may_stop_after_one_and_an_empty_hand_does_nothing():
    game = echoes(
        {
            "Alice": {"board": {"purple": ["Tuning Fork"]}, "hand": ["Oars", "Tools"]},
            "Bob": {},
        },
        supply={"echoes": {"1": ["Candles"]}},
    )
    act(game, "dogma Tuning Fork", "base 1", "Oars", "no")
    # Candles (red): no red top card, so melded; Alice stops.
    assert table(game)["Alice"] == {
        "hand": ["Tools"],
        "board": {"purple": ["Tuning Fork"], "red": ["Candles"]},
    }
    game = echoes({"Alice": {"board": {"purple": ["Tuning Fork"]}}, "Bob": {}})
    before = table(game)
    act(game, "dogma Tuning Fork", "base 1")
    assert table(game) == before
    expect(game, "Alice", "action")
