"""Scenario tests for the age 3 cards of Echoes of the Past (one or more per effect).

Every dogma action on an Echoes card first runs the echo effects visible in
its colour (bottom to top), then its dogma effects; every draw follows the
Echoes draw rule (a hand with cards but no Echoes card draws an Echoes card).
In each scenario Bob has fewer of the featured icon than Alice unless the test
says otherwise (he does not share, and he is demanded of).
"""

from helpers import act, echoes, expect, icons, supply, table, texts

# -- Almanac ----------------------------------------------------------------------------
# Echo: Draw and foreshadow a {4}.
# You may return a card from your forecast with a bonus. If you do, draw and score a card
# of value one higher than that bonus.


def test_almanac_returns_a_forecast_bonus_card_to_score_one_higher():
    game = echoes(
        {"Alice": {"board": {"blue": ["Almanac"]}, "forecast": ["Puppet"]}, "Bob": {}},
        supply={"base": {"4": ["Experimentation", "Printing Press"]}},
    )
    act(game, "dogma Almanac")
    # Echo: Experimentation (no bonus) joins the forecast.  Only Puppet has a bonus.
    expect(game, "Alice", "choose_card", ["Puppet", None])
    act(game, "Puppet")
    # Puppet's bonus is 3: draw and score a 4.
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Almanac"]},
            "forecast": ["Experimentation"],
            "score": ["Printing Press"],
            "scored": 1,
        },
        "Bob": {},
    }
    assert supply(game, 1, "echoes")[-1] == "Puppet"


def test_almanac_the_card_foreshadowed_by_the_echo_may_be_returned():
    game = echoes(
        {"Alice": {"board": {"blue": ["Almanac"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"echoes": {"4": ["Telescope"], "5": ["Coke"]}},
    )
    act(game, "dogma Almanac")
    # Echo: the hand holds Tools (base): an Echoes 4, Telescope (bonus 4), foreshadowed.
    act(game, "Telescope")
    # Draw and score a 5: the hand still holds only Tools: an Echoes 5.
    assert table(game)["Alice"] == {
        "board": {"blue": ["Almanac"]},
        "hand": ["Tools"],
        "score": ["Coke"],
        "scored": 1,
    }


def test_almanac_declined():
    game = echoes(
        {"Alice": {"board": {"blue": ["Almanac"]}, "forecast": ["Puppet"]}, "Bob": {}},
        supply={"base": {"4": ["Experimentation"]}},
    )
    act(game, "dogma Almanac", None)
    assert table(game)["Alice"] == {
        "board": {"blue": ["Almanac"]},
        "forecast": ["Experimentation", "Puppet"],
    }


# -- Magnifying Glass -------------------------------------------------------------------
# Echo: Draw a {4} then return a card from your hand.
# You may return three cards of equal value from your hand. If you do, draw a card of value
# two higher than the cards you returned.
# You may splay your yellow or blue cards left.


def test_magnifying_glass_returns_three_1s_to_draw_a_3_and_splays_blue():
    game = echoes(
        {
            "Alice": {
                "board": {"blue": ["Magnifying Glass", "Calendar"]},
                "hand": ["Tools", "Oars", "Writing"],
            },
            "Bob": {},
        },
        supply={"echoes": {"4": ["Slide Rule"]}, "base": {"3": ["Optics"]}},
    )
    act(game, "dogma Magnifying Glass")
    # Echo: an Echoes 4 (the hand holds base cards only), then a card is returned.
    expect(game, "Alice", "choose_card", ["Tools", "Oars", "Writing", "Slide Rule"])
    act(game, "Slide Rule")
    expect(game, "Alice", "choose_value", [1, None])
    act(game, 1)
    # All three 1s are returned: Alice orders them (one supply pile).
    act(game, "Writing", "Tools")
    # Value 1 + 2: a 3 (empty hand: base).  Then only blue can be splayed left.
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert table(game) == {
        "Alice": {
            "board": {"blue": (["Magnifying Glass", "Calendar"], "left")},
            "hand": ["Optics"],
        },
        "Bob": {},
    }
    assert supply(game, 1)[-3:] == ["Writing", "Tools", "Oars"]
    assert supply(game, 4, "echoes")[-1] == "Slide Rule"


def test_magnifying_glass_fewer_than_three_are_returned_without_a_draw():
    game = echoes(
        {
            "Alice": {"board": {"blue": ["Magnifying Glass"]}, "hand": ["Tools", "Oars"]},
            "Bob": {},
        },
        supply={"echoes": {"4": ["Slide Rule"]}},
    )
    act(game, "dogma Magnifying Glass", "Slide Rule")
    expect(game, "Alice", "choose_value", [1, None])
    act(game, 1, "Oars")
    # Two 1s returned ("do as much as you can") but no draw; nothing to splay.
    assert table(game) == {"Alice": {"board": {"blue": ["Magnifying Glass"]}}, "Bob": {}}
    assert supply(game, 1)[-2:] == ["Oars", "Tools"]
    expect(game, "Alice", "action")


def test_magnifying_glass_declined():
    game = echoes(
        {
            "Alice": {
                "board": {"blue": ["Magnifying Glass"]},
                "hand": ["Tools", "Oars", "Writing"],
            },
            "Bob": {},
        },
        supply={"echoes": {"4": ["Slide Rule"]}},
    )
    act(game, "dogma Magnifying Glass", "Slide Rule", None)
    assert table(game)["Alice"] == {
        "board": {"blue": ["Magnifying Glass"]},
        "hand": ["Oars", "Tools", "Writing"],
    }


# -- Katana -----------------------------------------------------------------------------
# I demand you transfer two top cards with a {castle} from your board to my score pile! If
# you transferred any, draw a card of value equal to the total number of {castle} on those
# cards and transfer it to my forecast!


def test_katana_two_castle_cards_and_a_card_of_their_castle_count():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Katana"], "yellow": ["Masonry"]}},
            "Bob": {"board": {"red": ["Oars"], "blue": ["Tools"], "yellow": ["Agriculture"]}},
        },
        supply={"base": {"3": ["Optics"]}},
    )
    assert icons(game, "Bob")["castle"] < icons(game, "Alice")["castle"]
    act(game, "dogma Katana")
    # Oars (2 castles) and Tools (1): Bob draws a 3 (empty hand: base) for Alice's forecast.
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Katana"], "yellow": ["Masonry"]},
            "score": ["Oars", "Tools"],
            "forecast": ["Optics"],
        },
        "Bob": {"board": {"yellow": ["Agriculture"]}},
    }
    expect(game, "Alice", "action")


def test_katana_victim_chooses_two_and_the_draw_follows_their_hand():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Katana"], "yellow": ["Masonry"], "purple": ["Mysticism"]}},
            "Bob": {
                "board": {"red": ["Oars"], "blue": ["Tools"], "green": ["The Wheel"]},
                "hand": ["Pottery"],
            },
        },
        supply={"echoes": {"5": ["Coke"]}},
    )
    assert icons(game, "Bob")["castle"] < icons(game, "Alice")["castle"]
    act(game, "dogma Katana")
    expect(game, "Bob", "choose_cards", ["Oars", "Tools", "The Wheel"])
    act(game, ["The Wheel", "Oars"])
    # 3 + 2 castles: a 5; Bob's hand holds Pottery (base): an Echoes 5.
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Katana"], "yellow": ["Masonry"], "purple": ["Mysticism"]},
            "score": ["Oars", "The Wheel"],
            "forecast": ["Coke"],
        },
        "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Pottery"]},
    }


def test_katana_without_a_castle_top_card_nothing_is_drawn():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Katana"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
        },
    )
    before = game.to_position()["players"]
    act(game, "dogma Katana")
    assert game.to_position()["players"] == before


# -- Liquid Fire ------------------------------------------------------------------------
# I demand you draw a card of value equal to the highest bonus on your board! Transfer it
# to my forecast! If it is red, transfer all cards from your hand to my score pile!


def test_liquid_fire_a_red_card_takes_the_whole_hand():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Liquid Fire"]}},
            "Bob": {"board": {"red": ["Crossbow"], "yellow": ["Soap"]}, "hand": ["Tools", "Oars"]},
        },
        supply={"echoes": {"3": ["Katana"]}},
    )
    assert icons(game, "Bob")["lightbulb"] == 0
    act(game, "dogma Liquid Fire")
    # Highest bonus 3 (Crossbow; Soap's is 2).  The hand holds base cards only: an Echoes
    # 3, Katana: red.  It is drawn, not revealed.
    assert "Bob reveals Katana." not in texts(game)
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Liquid Fire"]},
            "forecast": ["Katana"],
            "score": ["Oars", "Tools"],
        },
        "Bob": {"board": {"red": ["Crossbow"], "yellow": ["Soap"]}},
    }


def test_liquid_fire_no_bonus_draws_a_1_and_a_non_red_card_keeps_the_hand():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Liquid Fire"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
        },
        supply={"echoes": {"1": ["Dice"]}},
    )
    act(game, "dogma Liquid Fire")
    assert table(game) == {
        "Alice": {"board": {"red": ["Liquid Fire"]}, "forecast": ["Dice"]},
        "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
    }


# -- Charitable Trust -------------------------------------------------------------------
# Echo: Draw a {3} or {4}.
# You may meld the card you drew due to Charitable Trust's echo effect. If you do, either
# return or achieve (if eligible) your top green card.


def test_charitable_trust_melds_the_drawn_card_and_achieves_the_top_green_card():
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Charitable Trust"]},
                "score": ["Coal", "Chemistry", "Physics", "Banking"],  # 20 points
            },
            "Bob": {},
        },
        supply={"base": {"4": ["Navigation"]}},
    )
    act(game, "dogma Charitable Trust")
    expect(game, "Alice", "choose_value", [3, 4])
    act(game, 4)
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    # Navigation (green 4) is now the top green card; 20 points and a 4 on top: eligible.
    expect(
        game,
        "Alice",
        "choose_option",
        ["return your top green card", "achieve your top green card"],
    )
    act(game, "achieve your top green card")
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Charitable Trust"]},
            "score": ["Banking", "Chemistry", "Coal", "Physics"],
            "achievements": ["Navigation"],
        },
        "Bob": {},
    }


def test_charitable_trust_not_eligible_returns_the_top_green_card():
    game = echoes(
        {"Alice": {"board": {"green": ["Charitable Trust"]}}, "Bob": {}},
        supply={"base": {"3": ["Optics"]}},
    )
    act(game, "dogma Charitable Trust", 3, "yes")
    # Optics is red: the top green card is still Charitable Trust, and Alice (3 points)
    # is not eligible for a 3: it is returned, without a question.
    assert table(game) == {"Alice": {"board": {"red": ["Optics"]}}, "Bob": {}}
    assert supply(game, 3, "echoes")[-1] == "Charitable Trust"
    expect(game, "Alice", "action")


def test_charitable_trust_meld_declined():
    game = echoes(
        {"Alice": {"board": {"green": ["Charitable Trust"]}}, "Bob": {}},
        supply={"base": {"3": ["Optics"]}},
    )
    act(game, "dogma Charitable Trust", 3, "no")
    assert table(game)["Alice"] == {"board": {"green": ["Charitable Trust"]}, "hand": ["Optics"]}


def test_charitable_trust_each_player_melds_the_card_they_drew():
    game = echoes(
        {
            "Alice": {"board": {"green": ["Charitable Trust"]}},
            "Bob": {"board": {"yellow": ["Canal Building"]}},
        },
        supply={"base": {"3": ["Optics"], "4": ["Navigation"]}, "echoes": {"3": ["Novel"]}},
    )
    assert icons(game, "Bob")["crown"] >= icons(game, "Alice")["crown"]
    act(game, "dogma Charitable Trust")
    expect(game, "Bob", "choose_value", [3, 4])
    act(game, 3)  # Bob draws Optics
    expect(game, "Alice", "choose_value", [3, 4])
    act(game, 4)  # Alice draws Navigation
    d = expect(game, "Bob", "yes_no")
    assert "Optics" in d.prompt
    act(game, "yes")  # Bob melds Optics; he has no green card: nothing more
    d = expect(game, "Alice", "yes_no")
    assert "Navigation" in d.prompt
    act(game, "no")
    # Bob changed the game: Alice's free Draw action (a 3; her hand holds a base card).
    assert table(game) == {
        "Alice": {"board": {"green": ["Charitable Trust"]}, "hand": ["Navigation", "Novel"]},
        "Bob": {"board": {"yellow": ["Canal Building"], "red": ["Optics"]}},
    }


def test_charitable_trust_executed_by_another_card_has_nothing_to_meld():
    # Sudoku draws and melds Charitable Trust and executes its non-demand effects: the
    # echo effect does not run, so there is no card "drawn due to" it.
    game = echoes(
        {"Alice": {"board": {"purple": ["Sudoku"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"echoes": {"3": ["Charitable Trust"]}},
    )
    act(game, "dogma Sudoku", 3)
    assert table(game)["Alice"] == {
        "board": {"purple": ["Sudoku"], "green": ["Charitable Trust"]},
        "hand": ["Tools"],
    }
    expect(game, "Alice", "action")


# -- Homing Pigeons ---------------------------------------------------------------------
# I demand you return two cards from your score pile whose values each match at least one
# card in my hand!
# You may splay your red or green cards left.


def test_homing_pigeons_returns_two_matching_score_cards_then_splays():
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Homing Pigeons", "Sailing"]},
                "hand": ["Tools", "Calendar"],
            },
            "Bob": {"score": ["Oars", "Mathematics", "Optics", "Writing"]},
        }
    )
    act(game, "dogma Homing Pigeons")
    # Values in Alice's hand: 1 and 2.  Optics (3) cannot be returned.
    expect(game, "Bob", "choose_cards", ["Oars", "Mathematics", "Writing"])
    act(game, ["Writing", "Mathematics"])
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert table(game) == {
        "Alice": {
            "board": {"green": (["Homing Pigeons", "Sailing"], "left")},
            "hand": ["Calendar", "Tools"],
        },
        "Bob": {"score": ["Oars", "Optics"]},
    }
    assert supply(game, 1)[-1] == "Writing"
    assert supply(game, 2)[-1] == "Mathematics"


def test_homing_pigeons_returns_as_many_as_match():
    game = echoes(
        {
            "Alice": {"board": {"green": ["Homing Pigeons"]}, "hand": ["Calendar"]},
            "Bob": {"score": ["Mathematics", "Optics"]},
        }
    )
    act(game, "dogma Homing Pigeons")
    assert table(game) == {
        "Alice": {"board": {"green": ["Homing Pigeons"]}, "hand": ["Calendar"]},
        "Bob": {"score": ["Optics"]},
    }
    expect(game, "Alice", "action")


# -- Deodorant --------------------------------------------------------------------------
# Echo: Draw and meld a {3}.
# If you have a top card with a {castle}, draw and meld a {3}. Otherwise, draw a {4}.


def test_deodorant_a_top_castle_draws_and_melds_a_3():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Deodorant"]}}, "Bob": {}},
        supply={"base": {"3": ["Engineering", "Optics"]}},
    )
    act(game, "dogma Deodorant")
    # Echo: Engineering (a castle) is melded; then the dogma melds Optics.
    assert table(game) == {
        "Alice": {"board": {"yellow": ["Deodorant"], "red": ["Optics", "Engineering"]}},
        "Bob": {},
    }


def test_deodorant_otherwise_draws_a_4():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Deodorant"]}}, "Bob": {}},
        supply={"base": {"3": ["Translation"], "4": ["Invention"]}},
    )
    act(game, "dogma Deodorant")
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Deodorant"], "blue": ["Translation"]},
            "hand": ["Invention"],
        },
        "Bob": {},
    }


# -- Sandpaper --------------------------------------------------------------------------
# You may return any number of cards from your hand. Draw that many {3}, and then meld a
# card from your hand.


def test_sandpaper_returns_two_draws_two_3s_and_melds_one():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Sandpaper"]}, "hand": ["Tools", "Oars"]}, "Bob": {}},
        supply={"base": {"3": ["Optics"]}, "echoes": {"3": ["Novel"]}},
    )
    act(game, "dogma Sandpaper", ["Tools", "Oars"])
    # Empty hand: a base 3 (Optics); then the hand holds a base card: an Echoes 3 (Novel).
    expect(game, "Alice", "choose_card", ["Optics", "Novel"])
    act(game, "Novel")
    assert table(game) == {
        "Alice": {"board": {"yellow": ["Sandpaper"], "purple": ["Novel"]}, "hand": ["Optics"]},
        "Bob": {},
    }
    assert supply(game, 1)[-2:] == ["Tools", "Oars"]


def test_sandpaper_returning_nothing_still_melds():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Sandpaper"]}, "hand": ["Tools"]}, "Bob": {}},
    )
    act(game, "dogma Sandpaper", [])
    assert table(game) == {
        "Alice": {"board": {"yellow": ["Sandpaper"], "blue": ["Tools"]}},
        "Bob": {},
    }


# -- Novel ------------------------------------------------------------------------------
# Echo: Draw a {3}.
# Draw a {3}. You may splay your purple cards left.
# If all your non-purple top cards share a common icon other than {crown}, claim the
# Supremacy achievement.


def test_novel_draws_splays_and_claims_supremacy():
    game = echoes(
        {
            "Alice": {
                "board": {"purple": ["Novel", "Mysticism"], "red": ["Oars"], "green": ["The Wheel"]}
            },
            "Bob": {},
        },
        supply={"base": {"3": ["Optics"]}, "echoes": {"3": ["Almanac"]}},
    )
    act(game, "dogma Novel")
    # Echo: Optics (empty hand: base).  Dogma: the hand holds Optics: an Echoes 3.
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    # Oars and The Wheel share a castle.
    assert table(game) == {
        "Alice": {
            "board": {
                "purple": (["Novel", "Mysticism"], "left"),
                "red": ["Oars"],
                "green": ["The Wheel"],
            },
            "hand": ["Almanac", "Optics"],
            "achievements": ["Supremacy"],
        },
        "Bob": {},
    }


def test_novel_only_a_crown_in_common_claims_nothing():
    game = echoes(
        {
            "Alice": {
                "board": {"purple": ["Novel", "Mysticism"], "red": ["Oars"], "blue": ["Writing"]}
            },
            "Bob": {},
        },
        supply={"base": {"3": ["Optics"]}, "echoes": {"3": ["Almanac"]}},
    )
    act(game, "dogma Novel", "no")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Novel", "Mysticism"], "red": ["Oars"], "blue": ["Writing"]},
        "hand": ["Almanac", "Optics"],
    }


def test_novel_without_non_purple_top_cards_claims_supremacy():
    # Read literally, as Astronomy's "all non-purple top cards": the condition holds.
    game = echoes(
        {"Alice": {"board": {"purple": ["Novel"]}}, "Bob": {}},
        supply={"base": {"3": ["Optics"]}, "echoes": {"3": ["Almanac"]}},
    )
    act(game, "dogma Novel")
    assert table(game)["Alice"]["achievements"] == ["Supremacy"]


def test_novel_supremacy_held_by_another_player_is_not_claimed():
    game = echoes(
        {
            "Alice": {"board": {"purple": ["Novel"], "red": ["Oars"]}},
            "Bob": {"achievements": ["Supremacy"]},
        },
        supply={"base": {"3": ["Optics"]}, "echoes": {"3": ["Almanac"]}},
    )
    act(game, "dogma Novel")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Novel"], "red": ["Oars"]},
        "hand": ["Almanac", "Optics"],
    }
    assert table(game)["Bob"] == {"achievements": ["Supremacy"]}


# -- Sunglasses -------------------------------------------------------------------------
# Echo: Score a card from your hand of a color you have splayed.
# You may either splay your purple cards in the direction one of your other colors is
# splayed, or you may splay one of your other colors in the direction that your purple
# cards are splayed.


def test_sunglasses_scores_a_splayed_colour_card_and_splays_purple_alike():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "purple": ["Sunglasses", "Mysticism"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                },
                "hand": ["Construction", "Tools"],
            },
            "Bob": {},
        }
    )
    act(game, "dogma Sunglasses")
    # Echo: only red is splayed: Construction is scored (no question).
    expect(game, "Alice", "choose_option", ["splay purple right", None])
    act(game, "splay purple right")
    assert table(game) == {
        "Alice": {
            "board": {
                "purple": (["Sunglasses", "Mysticism"], "right"),
                "red": (["Oars", "Archery"], "right"),
            },
            "hand": ["Tools"],
            "score": ["Construction"],
            "scored": 1,
        },
        "Bob": {},
    }


def test_sunglasses_another_colour_in_purples_direction():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "purple": {"cards": ["Sunglasses", "Mysticism"], "splay": "left"},
                    "blue": ["Writing", "Tools"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "up"},
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"},
                },
                "hand": ["Calendar"],
            },
            "Bob": {},
        }
    )
    act(game, "dogma Sunglasses")
    # Echo: Calendar is blue, not a splayed colour: nothing scored.  Only the splays
    # that change something are offered (purple and yellow are already left).
    expect(
        game,
        "Alice",
        "choose_option",
        ["splay purple up", "splay blue left", "splay red left", None],
    )
    act(game, "splay blue left")
    assert table(game) == {
        "Alice": {
            "board": {
                "purple": (["Sunglasses", "Mysticism"], "left"),
                "blue": (["Writing", "Tools"], "left"),
                "red": (["Oars", "Archery"], "up"),
                "yellow": (["Agriculture", "Masonry"], "left"),
            },
            "hand": ["Calendar"],
        },
        "Bob": {},
    }


def test_sunglasses_nothing_to_splay_asks_nothing():
    game = echoes(
        {"Alice": {"board": {"purple": ["Sunglasses"], "blue": ["Writing", "Tools"]}}, "Bob": {}}
    )
    before = game.to_position()["players"]
    act(game, "dogma Sunglasses")
    assert game.to_position()["players"] == before
    expect(game, "Alice", "action")
