"""Scenario tests for the age 4 cards of Echoes of the Past (one or more per effect).

Every dogma action on an Echoes card first runs the echo effects visible in
its colour (bottom to top), then its dogma effects; every draw follows the
Echoes draw rule (a hand with cards but no Echoes card draws an Echoes card).
In each setup the other players have fewer of the featured icon than Alice
unless a test says otherwise (so they share nothing and suffer the demands).
"""

from helpers import act, echoes, expect, supply, table, texts

# -- Slide Rule -------------------------------------------------------------------------
# You may splay your yellow cards right.
# Draw a card of value equal to the value of your lowest top card plus the number of
# colors you have splayed.


def test_slide_rule_splays_yellow_then_draws_lowest_top_plus_splayed_colours():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "blue": ["Slide Rule"],
                    "yellow": ["Fermenting", "Masonry"],
                    "red": {"cards": ["Construction", "Archery"], "splay": "left"},
                },
            },
            "Bob": {},
        },
        supply={"base": {"4": ["Experimentation"]}},
    )
    act(game, "dogma Slide Rule", "yes")
    # Lowest top card: a 2 (Fermenting, Construction); splayed: red and now yellow.
    assert table(game)["Alice"] == {
        "hand": ["Experimentation"],
        "board": {
            "blue": ["Slide Rule"],
            "yellow": (["Fermenting", "Masonry"], "right"),
            "red": (["Construction", "Archery"], "left"),
        },
    }
    assert table(game)["Bob"] == {}


def test_slide_rule_declining_the_splay_draws_one_lower():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "blue": ["Slide Rule"],
                    "yellow": ["Fermenting", "Masonry"],
                    "red": {"cards": ["Construction", "Archery"], "splay": "left"},
                },
            },
            "Bob": {},
        },
        supply={"base": {"3": ["Optics"]}},
    )
    act(game, "dogma Slide Rule", "no")
    assert table(game)["Alice"]["hand"] == ["Optics"]


# -- Telescope --------------------------------------------------------------------------
# Echo: Draw and foreshadow a {5}.
# You may place a card from your forecast on top of its deck. If you do, achieve a card
# from your forecast if you meet the requirements to do so.


def test_telescope_places_a_forecast_card_on_its_deck_then_achieves_one():
    game = echoes(
        {
            "Alice": {
                "board": {"blue": ["Telescope"]},
                "forecast": ["Tools", "Calendar", "Mapmaking"],
                "score": ["Coal", "Physics"],  # 10 points, + Telescope's bonus 4
            },
            "Bob": {},
        },
        supply={"base": {"5": ["Statistics"]}},
    )
    act(game, "dogma Telescope")
    # Echo: an empty hand draws a base 5, foreshadowed.
    expect(game, "Alice", "choose_card", ["Tools", "Calendar", "Mapmaking", "Statistics", None])
    act(game, "Tools")
    assert supply(game, 1)[0] == "Tools"  # on top of its deck, not at the bottom
    # 14 points and a top 4: eligible for a 2 (not for the 5).
    expect(game, "Alice", "choose_card", ["Calendar", "Mapmaking"])
    act(game, "Mapmaking")
    assert table(game) == {
        "Alice": {
            "forecast": ["Calendar", "Statistics"],
            "score": ["Coal", "Physics"],
            "achievements": ["Mapmaking"],
            "board": {"blue": ["Telescope"]},
        },
        "Bob": {},
    }


def test_telescope_placing_a_card_without_an_eligible_one_achieves_nothing():
    game = echoes(
        {"Alice": {"board": {"blue": ["Telescope"]}, "forecast": ["Calendar"]}, "Bob": {}},
        supply={"base": {"5": ["Statistics"]}},
    )
    act(game, "dogma Telescope", "Statistics")
    assert supply(game, 5)[0] == "Statistics"
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {"forecast": ["Calendar"], "board": {"blue": ["Telescope"]}}


def test_telescope_declining_keeps_the_forecast():
    game = echoes(
        {"Alice": {"board": {"blue": ["Telescope"]}, "score": ["Coal", "Physics"]}, "Bob": {}},
        supply={"base": {"5": ["Statistics"]}},
    )
    act(game, "dogma Telescope", None)
    assert table(game)["Alice"]["forecast"] == ["Statistics"]
    assert table(game)["Alice"].get("achievements") is None


# -- Kobukson ---------------------------------------------------------------------------
# Echo: Splay left one color on any player's board.
# I demand you return all your top cards with a {castle}! Draw and tuck a {4}!
# For every two cards returned as a result of the demand, draw and tuck a {4}.


def test_kobukson_splays_another_board_then_demand_then_a_tuck_per_two_returned():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Kobukson"], "blue": ["Tools", "Writing"]}},
            "Bob": {
                "board": {
                    "green": ["Sailing", "The Wheel"],
                    "yellow": ["Masonry"],
                    "purple": ["Mysticism"],
                    "blue": ["Pottery"],
                }
            },
        },
        supply={"base": {"4": ["Anatomy", "Perspective"]}},
    )
    act(game, "dogma Kobukson")
    # Echo: any stack of any board that a left splay changes.
    expect(game, "Alice", "choose_option", ["Alice: blue", "Bob: green"])
    act(game, "Bob: green")
    # Demand (Bob has no factory): his top cards with a castle are Masonry and
    # Mysticism, returned to the same pile (he orders them); then he draws and tucks a 4.
    expect(game, "Bob", "choose_card", ["Masonry", "Mysticism"])
    act(game, "Mysticism")
    assert supply(game, 1)[-2:] == ["Mysticism", "Masonry"]
    # Two cards returned: Alice draws and tucks one 4.
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Kobukson"], "blue": ["Tools", "Writing"], "yellow": ["Perspective"]},
            "tucked": 1,
        },
        "Bob": {
            "board": {
                "green": (["Sailing", "The Wheel"], "left"),
                "yellow": ["Anatomy"],
                "blue": ["Pottery"],
            },
            "tucked": 1,
        },
    }


def test_kobukson_counts_the_returns_of_every_victim_together():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Kobukson"]}},
            "Bob": {"board": {"yellow": ["Masonry"]}},
            "Carol": {"board": {"purple": ["Mysticism"]}},
        },
        supply={"base": {"4": ["Anatomy", "Enterprise", "Colonialism"]}},
    )
    act(game, "dogma Kobukson")  # no stack to splay: the echo does nothing
    # Bob and Carol return one card each and tuck a 4; together two: Alice tucks a 4.
    assert table(game) == {
        "Alice": {"board": {"red": ["Kobukson", "Colonialism"]}, "tucked": 1},
        "Bob": {"board": {"yellow": ["Anatomy"]}, "tucked": 1},
        "Carol": {"board": {"purple": ["Enterprise"]}, "tucked": 1},
    }


def test_kobukson_one_card_returned_gives_no_tuck():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Kobukson"]}},
            "Bob": {"board": {"yellow": ["Masonry"], "blue": ["Pottery"]}},
        },
        supply={"base": {"4": ["Experimentation", "Enterprise"]}},
    )
    act(game, "dogma Kobukson")
    # Bob returns Masonry and tucks Experimentation under Pottery; Alice tucks nothing.
    assert table(game) == {
        "Alice": {"board": {"red": ["Kobukson"]}},
        "Bob": {"board": {"blue": ["Pottery", "Experimentation"]}, "tucked": 1},
    }


# -- Shuriken ---------------------------------------------------------------------------
# I demand you transfer a top non-red card with a {castle} or {lightbulb} from your board
# to my board! If you do, draw a {4}!
# You may splay your purple cards right.


def test_shuriken_takes_a_non_red_card_then_splays_purple():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Shuriken"], "purple": ["City States", "Code of Laws"]}},
            "Bob": {"board": {"red": ["Archery"], "blue": ["Tools"], "green": ["Clothing"]}},
        },
        supply={"base": {"4": ["Experimentation"]}},
    )
    # Archery is red and Clothing has neither icon: Tools is taken without a question.
    act(game, "dogma Shuriken", "yes")
    assert table(game) == {
        "Alice": {
            "board": {
                "red": ["Shuriken"],
                "purple": (["City States", "Code of Laws"], "right"),
                "blue": ["Tools"],
            }
        },
        "Bob": {"hand": ["Experimentation"], "board": {"red": ["Archery"], "green": ["Clothing"]}},
    }


def test_shuriken_nothing_to_transfer_draws_nothing():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Shuriken"]}},
            "Bob": {"board": {"red": ["Archery"], "green": ["Clothing"]}},
        }
    )
    before = table(game)
    act(game, "dogma Shuriken")
    assert table(game) == before


# -- Chintz -----------------------------------------------------------------------------
# Draw a {4}.
# If you have exactly one card in your hand, draw a {4}, then draw and score a {4}.


def test_chintz_one_card_in_hand_draws_another_and_scores_a_third():
    game = echoes(
        {"Alice": {"board": {"green": ["Chintz"]}}, "Bob": {}},
        supply={"base": {"4": ["Anatomy", "Enterprise"]}, "echoes": {"4": ["Pencil"]}},
    )
    act(game, "dogma Chintz")
    # Empty hand: a base 4.  Then one card (base only): an Echoes 4.  Then a base 4,
    # scored.
    assert table(game)["Alice"] == {
        "hand": ["Anatomy", "Pencil"],
        "score": ["Enterprise"],
        "board": {"green": ["Chintz"]},
        "scored": 1,
    }


def test_chintz_with_more_than_one_card_draws_only_once():
    game = echoes(
        {"Alice": {"board": {"green": ["Chintz"]}, "hand": ["Pencil"]}, "Bob": {}},
        supply={"base": {"4": ["Anatomy", "Enterprise"]}},
    )
    act(game, "dogma Chintz")
    assert table(game)["Alice"] == {"hand": ["Anatomy", "Pencil"], "board": {"green": ["Chintz"]}}


# -- Globe ------------------------------------------------------------------------------
# You may return up to three cards from hand of the same color. If you return one, splay
# any color left; two, right; three, up. If you returned at least one card, draw and
# foreshadow a {6}.


def test_globe_two_returned_splays_right_and_foreshadows_a_6():
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Globe", "Sailing"], "yellow": ["Agriculture", "Masonry"]},
                "hand": ["Tools", "Writing", "Oars"],
            },
            "Bob": {},
        },
        supply={"echoes": {"6": ["Loom"]}},
    )
    act(game, "dogma Globe")
    expect(game, "Alice", "choose_color", ["blue", "red", None])
    act(game, "blue", ["Writing", "Tools"])
    assert supply(game, 1)[-2:] == ["Writing", "Tools"]
    expect(game, "Alice", "choose_color", ["green", "yellow"])
    act(game, "yellow")
    # The hand holds Oars (base) only: an Echoes 6.
    assert table(game)["Alice"] == {
        "hand": ["Oars"],
        "forecast": ["Loom"],
        "board": {"green": ["Globe", "Sailing"], "yellow": (["Agriculture", "Masonry"], "right")},
    }


def test_globe_three_returned_splays_up():
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Globe", "Sailing"]},
                "hand": ["Tools", "Writing", "Pottery", "Calendar"],
            },
            "Bob": {},
        },
        supply={"echoes": {"6": ["Loom"]}},
    )
    act(game, "dogma Globe", "blue", ["Tools", "Writing", "Pottery"])
    # Only green can be splayed: no question.  The hand holds Calendar: an Echoes 6.
    assert table(game)["Alice"] == {
        "hand": ["Calendar"],
        "forecast": ["Loom"],
        "board": {"green": (["Globe", "Sailing"], "up")},
    }


def test_globe_one_returned_splays_left_even_with_one_card_of_its_colour():
    game = echoes(
        {
            "Alice": {"board": {"green": ["Globe", "Sailing"]}, "hand": ["Oars"]},
            "Bob": {},
        },
        supply={"base": {"6": ["Canning"]}},
    )
    act(game, "dogma Globe", "red")  # the only red card: returned without a question
    assert table(game)["Alice"] == {
        "forecast": ["Canning"],
        "board": {"green": (["Globe", "Sailing"], "left")},
    }


def test_globe_returning_nothing_foreshadows_nothing():
    game = echoes(
        {"Alice": {"board": {"green": ["Globe", "Sailing"]}, "hand": ["Oars"]}, "Bob": {}}
    )
    before = table(game)
    act(game, "dogma Globe", None)
    assert table(game) == before


# -- Barometer --------------------------------------------------------------------------
# Echo: Transfer a {5} from your forecast to your hand.
# Draw and foreshadow a card of value two higher than a bonus on any board.
# You may return all cards in your forecast. If any were blue, claim the Destiny
# achievement.


def test_barometer_takes_a_5_foreshadows_two_above_a_bonus_and_returns_the_forecast():
    game = echoes(
        {
            "Alice": {"board": {"yellow": ["Barometer"]}, "forecast": ["Chemistry", "Engineering"]},
            "Bob": {"board": {"blue": ["Dice"], "green": ["Chintz"]}},
        },
        supply={"echoes": {"6": ["Loom"]}},
    )
    act(game, "dogma Barometer")
    # Echo: Chemistry (a 5) goes to the hand.  Bonuses on any board: 1 and 4 (Bob's).
    expect(game, "Alice", "choose_value", [1, 4])
    act(game, 4)
    # A 6; the hand holds Chemistry (base): an Echoes 6.
    assert table(game)["Alice"]["forecast"] == ["Engineering", "Loom"]
    act(game, "yes")
    assert supply(game, 3)[-1] == "Engineering"
    assert supply(game, 6, "echoes")[-1] == "Loom"
    # Neither was blue: no Destiny.
    assert table(game)["Alice"] == {"hand": ["Chemistry"], "board": {"yellow": ["Barometer"]}}
    assert "Destiny" in game.to_position()["special_achievements"]


def test_barometer_a_blue_card_returned_claims_destiny():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Barometer"]}, "forecast": ["Tools"]}, "Bob": {}},
        supply={"base": {"2": ["Fermenting"]}},
    )
    # No bonus on any board: value 0 + 2.  The forecast holds Tools (blue) and Fermenting.
    act(game, "dogma Barometer", "yes")
    assert table(game)["Alice"] == {
        "achievements": ["Destiny"],
        "board": {"yellow": ["Barometer"]},
    }


def test_barometer_declining_keeps_the_forecast():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Barometer"]}, "forecast": ["Tools"]}, "Bob": {}},
        supply={"base": {"2": ["Fermenting"]}},
    )
    act(game, "dogma Barometer", "no")
    assert table(game)["Alice"]["forecast"] == ["Fermenting", "Tools"]
    assert "Destiny" in game.to_position()["special_achievements"]


# -- Pencil -----------------------------------------------------------------------------
# Echo: Draw a {5}.
# You may return up to three cards from your hand. If you do, draw that many cards of
# value one higher than the highest card you returned. Foreshadow one of them, and return
# the rest of the drawn cards.


def test_pencil_returns_two_draws_two_above_the_highest_and_foreshadows_one():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Pencil"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"echoes": {"5": ["Coke"], "6": ["Loom"]}, "base": {"6": ["Canning"]}},
    )
    act(game, "dogma Pencil")
    # Echo: the hand holds Tools (base): an Echoes 5.
    assert table(game)["Alice"]["hand"] == ["Coke", "Tools"]
    act(game, ["Coke", "Tools"])
    # Two 6s, one by one: a base one (empty hand), then an Echoes one.
    expect(game, "Alice", "choose_card", ["Canning", "Loom"])
    act(game, "Loom")
    assert supply(game, 6)[-1] == "Canning"
    assert supply(game, 5, "echoes")[-1] == "Coke"
    assert table(game)["Alice"] == {"forecast": ["Loom"], "board": {"yellow": ["Pencil"]}}


def test_pencil_returning_nothing_draws_nothing():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Pencil"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"echoes": {"5": ["Coke"]}},
    )
    act(game, "dogma Pencil", [])
    assert table(game)["Alice"] == {"hand": ["Coke", "Tools"], "board": {"yellow": ["Pencil"]}}


# -- Clock ------------------------------------------------------------------------------
# Echo: You may splay your color with the most cards right.
# I demand you draw and reveal three {10}, total the number of {clock} on them, and then
# return them! Transfer all cards of that value from your hand and score pile to my score
# pile!


def test_clock_splays_the_biggest_colour_then_takes_cards_of_the_clock_total():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "purple": ["Clock"],
                    "red": ["Oars", "Archery", "Metalworking"],
                    "blue": ["Tools", "Writing"],
                }
            },
            "Bob": {"hand": ["Canning"], "score": ["Vaccination", "Coal"]},
        },
        supply={"base": {"10": ["Software", "Robotics"]}, "echoes": {"10": ["GPS"]}},
    )
    act(game, "dogma Clock", "yes")  # only red has the most cards
    # Bob's hand holds Canning (base): GPS (2 clocks), then Software (3), Robotics (1).
    for card in ("GPS", "Software", "Robotics"):
        assert f"Bob reveals {card}." in texts(game)
    expect(game, "Bob", "choose_card", ["Software", "Robotics"])  # same pile: order
    act(game, "Robotics")
    assert supply(game, 10)[-2:] == ["Robotics", "Software"]
    assert supply(game, 10, "echoes")[-1] == "GPS"
    # Total 6: Canning and Vaccination go to Alice's score pile.
    assert table(game) == {
        "Alice": {
            "score": ["Canning", "Vaccination"],
            "board": {
                "purple": ["Clock"],
                "red": (["Oars", "Archery", "Metalworking"], "right"),
                "blue": ["Tools", "Writing"],
            },
        },
        "Bob": {"score": ["Coal"]},
    }


def test_clock_echo_offers_each_colour_tied_for_the_most():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "purple": ["Clock"],
                    "red": ["Oars", "Archery"],
                    "blue": ["Tools", "Writing"],
                }
            },
            "Bob": {"hand": ["Canning"]},
        },
        supply={"base": {"10": ["Self Service", "Globalization"]}, "echoes": {"10": ["MP3"]}},
    )
    act(game, "dogma Clock")
    expect(game, "Alice", "choose_color", ["red", "blue", None])
    act(game, "blue")
    # No clock on the three 10s: a total of 0, no card has it.
    act(game, "Self Service")
    assert table(game) == {
        "Alice": {
            "board": {
                "purple": ["Clock"],
                "red": ["Oars", "Archery"],
                "blue": (["Tools", "Writing"], "right"),
            }
        },
        "Bob": {"hand": ["Canning"]},
    }


# -- Toilet -----------------------------------------------------------------------------
# Echo: Draw and tuck a {4}.
# I demand you return all cards from your score pile of value matching the highest bonus
# on my board!
# You may return a card in your hand and draw a card of the same value.


def test_toilet_tucks_then_demand_returns_by_my_highest_bonus_then_swaps_a_card():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "purple": ["Toilet"],
                    "yellow": ["Pencil"],
                    "blue": ["Magnifying Glass"],
                    "red": ["Oars"],
                },
                "hand": ["Tools"],
            },
            "Bob": {"score": ["Experimentation", "Invention", "Coal"]},
        },
        supply={"echoes": {"4": ["Shuriken"]}, "base": {"1": ["Sailing"]}},
    )
    act(game, "dogma Toilet")
    # Echo: the hand holds Tools (base): an Echoes 4, tucked.  Demand: Alice's highest
    # bonus is 4 (Pencil; Magnifying Glass shows 3): Bob returns his two 4s (same pile).
    expect(game, "Bob", "choose_card", ["Experimentation", "Invention"])
    act(game, "Invention")
    assert supply(game, 4)[-2:] == ["Invention", "Experimentation"]
    # Alice returns Tools (her hand is then empty: a base 1).
    expect(game, "Alice", "choose_card", ["Tools", None])
    act(game, "Tools")
    assert supply(game, 1)[-1] == "Tools"
    assert table(game) == {
        "Alice": {
            "hand": ["Sailing"],
            "board": {
                "purple": ["Toilet"],
                "yellow": ["Pencil"],
                "blue": ["Magnifying Glass"],
                "red": ["Oars", "Shuriken"],
            },
            "tucked": 1,
        },
        "Bob": {"score": ["Coal"]},
    }


def test_toilet_without_a_bonus_on_my_board_returns_nothing():
    game = echoes(
        {"Alice": {"board": {"purple": ["Toilet"]}}, "Bob": {"score": ["Tools", "Coal"]}},
        supply={"base": {"4": ["Anatomy"]}},
    )
    act(game, "dogma Toilet")  # empty hand: no question for the last effect
    assert table(game) == {
        "Alice": {"board": {"purple": ["Toilet"], "yellow": ["Anatomy"]}, "tucked": 1},
        "Bob": {"score": ["Coal", "Tools"]},
    }
