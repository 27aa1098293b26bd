"""Scenario tests for the age 6 cards of Echoes of the Past (one or more per effect).

Every dogma action on an Echoes card first runs the echo effects visible in
its colour (bottom to top), then its dogma effects; every draw follows the
Echoes draw rule (a hand with cards but no Echoes card draws an Echoes card).
The standard achievements are left empty unless a test needs them, so that
the supply piles hold exactly what each test lists on top.
"""

from helpers import act, expect, game_of, supply, table, texts

# -- Bifocals ---------------------------------------------------------------------------
# Echo: Draw and foreshadow a card of any value.
# You may return a card from your forecast. If you do, draw and foreshadow a card of equal
# value to the card returned.
# You may splay your green cards right.


def test_bifocals_foreshadows_any_value_then_trades_a_forecast_card():
    game = game_of(
        {
            "Alice": {
                "board": {"blue": ["Bifocals"], "green": ["Sailing", "Clothing"]},
                "forecast": ["Optics"],
            },
            "Bob": {},
        },
        supply={"base": {"3": ["Engineering"], "5": ["Coal"]}},
    )
    act(game, "dogma Bifocals")
    expect(game, "Alice", "choose_value", list(range(1, 11)))
    act(game, 5)  # echo: an empty hand draws a base 5
    expect(game, "Alice", "choose_card", ["Optics", "Coal", None])
    act(game, "Optics")  # returned: draw and foreshadow a 3
    act(game, "yes")  # splay green right
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Bifocals"], "green": (["Sailing", "Clothing"], "right")},
            "forecast": ["Coal", "Engineering"],
        },
        "Bob": {},
    }
    assert supply(game, 3)[-1] == "Optics"


def test_bifocals_the_draw_rule_applies_and_the_return_may_be_declined():
    game = game_of(
        {"Alice": {"board": {"blue": ["Bifocals"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"base": {"3": ["Engineering"]}, "echoes": {"3": ["Almanac"]}},
    )
    act(game, "dogma Bifocals", 3)
    # The hand holds a base card only: an Echoes 3 goes into the forecast.
    act(game, None)  # keep it; no green cards to splay
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Bifocals"]},
        "hand": ["Tools"],
        "forecast": ["Almanac"],
    }


# -- Stethoscope ------------------------------------------------------------------------
# Echo: Meld a blue or yellow card from your hand.
# Draw a {7}. If you melded a blue card due to Stethoscope's echo effect, draw an {8}.
# You may splay your yellow cards right.


def test_stethoscope_a_blue_card_melded_by_the_echo_draws_an_8_too():
    game = game_of(
        {
            "Alice": {
                "board": {"blue": ["Stethoscope"], "yellow": ["Canning", "Agriculture"]},
                "hand": ["Calendar", "Fermenting"],
            },
            "Bob": {},
        },
        supply={"base": {"7": ["Evolution"], "8": ["Flight"]}, "echoes": {"7": ["Jeans"]}},
    )
    act(game, "dogma Stethoscope")
    expect(game, "Alice", "choose_card", ["Calendar", "Fermenting"])
    act(game, "Calendar")
    # Draw a 7: the hand holds Fermenting (base) only, an Echoes 7; then an 8: the hand
    # holds Jeans (Echoes), a base 8.
    act(game, "yes")  # splay yellow right
    assert table(game) == {
        "Alice": {
            "board": {
                "blue": ["Calendar", "Stethoscope"],
                "yellow": (["Canning", "Agriculture"], "right"),
            },
            "hand": ["Fermenting", "Flight", "Jeans"],
        },
        "Bob": {},
    }


def test_stethoscope_a_yellow_card_melded_draws_only_a_7():
    game = game_of(
        {"Alice": {"board": {"blue": ["Stethoscope"]}, "hand": ["Fermenting"]}, "Bob": {}},
        supply={"base": {"7": ["Evolution"], "8": ["Flight"]}},
    )
    act(game, "dogma Stethoscope")  # Fermenting is melded (the only candidate)
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Stethoscope"], "yellow": ["Fermenting"]},
        "hand": ["Evolution"],
    }


def test_stethoscope_each_sharer_remembers_their_own_meld():
    # Bob (2 lightbulbs, as many as Alice) shares: he melds a blue card, Alice a yellow
    # one.  Bob draws a 7 and an 8, Alice only a 7, then her free Draw action for sharing
    # (a 6): each hand holds a base card only before its second draw, so an Echoes card.
    game = game_of(
        {
            "Alice": {"board": {"blue": ["Stethoscope"]}, "hand": ["Fermenting"]},
            "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Mathematics"]},
        },
        supply={
            "base": {"7": ["Evolution", "Bicycle"], "8": ["Flight"]},
            "echoes": {"6": ["Morphine"], "8": ["Crossword"]},
        },
    )
    act(game, "dogma Stethoscope")
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Stethoscope"], "yellow": ["Fermenting"]},
            "hand": ["Bicycle", "Morphine"],
        },
        "Bob": {"board": {"blue": ["Mathematics", "Tools"]}, "hand": ["Crossword", "Evolution"]},
    }
    assert "Alice takes a free Draw action for sharing." in texts(game)


def test_stethoscope_executed_by_another_card_runs_no_echo_and_draws_no_8():
    # Email executes Stethoscope's non-demand effects: its echo effect is not executed,
    # so Calendar stays in Alice's hand and nothing was melded "due to" it.
    game = game_of(
        {
            "Alice": {"board": {"green": ["Email"], "blue": ["Stethoscope"]}, "hand": ["Calendar"]},
            "Bob": {},
        },
        supply={"echoes": {"7": ["Jeans"], "9": ["Laser"], "10": ["GPS"]}},
    )
    act(game, "dogma Email")
    assert table(game)["Alice"] == {
        "board": {"green": ["Email"], "blue": ["Stethoscope"]},
        "hand": ["Calendar", "Jeans"],
        "forecast": ["GPS", "Laser"],
    }


# -- Loom -------------------------------------------------------------------------------
# Echo: Score your lowest top card.
# You may return two cards of different value from your score pile. If you do, draw and
# tuck three {6}.
# If you have five or more {hex} visible on your board in one color, claim the Heritage
# achievement.


def test_loom_scores_the_lowest_then_returns_two_values_for_three_tucked_6s():
    game = game_of(
        {
            "Alice": {
                "board": {"red": ["Loom"], "blue": ["Tools"], "green": ["Sailing"]},
                "score": ["Calendar", "Mathematics", "Optics"],
            },
            "Bob": {},
        },
        supply={"base": {"6": ["Canning", "Vaccination", "Democracy"]}},
    )
    act(game, "dogma Loom")
    expect(game, "Alice", "choose_card", ["Tools", "Sailing"])  # tied for lowest
    act(game, "Tools", "yes", "Calendar")
    # The second card must be of another value than Calendar's 2.
    expect(game, "Alice", "choose_card", ["Optics", "Tools"])
    act(game, "Optics")
    assert table(game) == {
        "Alice": {
            "board": {
                "red": ["Loom"],
                "green": ["Sailing"],
                "yellow": ["Canning", "Vaccination"],
                "purple": ["Democracy"],
            },
            "score": ["Mathematics", "Tools"],
            "tucked": 3,
            "scored": 1,
        },
        "Bob": {},
    }
    assert supply(game, 2)[-1] == "Calendar"
    assert supply(game, 3)[-1] == "Optics"


def test_loom_return_may_be_declined_and_needs_two_values():
    game = game_of(
        {
            "Alice": {
                "board": {"red": ["Loom"], "blue": ["Tools"]},
                "score": ["Calendar", "Optics"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Loom", "no")
    assert table(game)["Alice"] == {
        "board": {"red": ["Loom"]},
        "score": ["Calendar", "Optics", "Tools"],
        "scored": 1,
    }
    # A score pile of one value (Mathematics scored by the echo is a 2 too): nothing to ask.
    game = game_of(
        {
            "Alice": {"board": {"red": ["Loom"], "blue": ["Mathematics"]}, "score": ["Calendar"]},
            "Bob": {},
        },
    )
    act(game, "dogma Loom")
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {"red": ["Loom"]},
        "score": ["Calendar", "Mathematics"],
        "scored": 1,
    }


def test_loom_five_visible_hexes_in_one_colour_claim_heritage():
    red = ["Loom", "Archery", "Metalworking", "Oars", "Road Building"]
    game = game_of(
        {"Alice": {"board": {"red": {"cards": red, "splay": "up"}, "blue": ["Tools"]}}, "Bob": {}},
    )
    act(game, "dogma Loom")
    # Echo: Tools scored.  Red splayed up shows Loom's hex and the bottom-middle hexes of
    # the four cards under it: five.
    assert table(game)["Alice"] == {
        "board": {"red": (red, "up")},
        "score": ["Tools"],
        "achievements": ["Heritage"],
        "scored": 1,
    }


def test_loom_four_visible_hexes_are_not_enough():
    red = ["Loom", "Archery", "Metalworking", "Construction"]  # Construction's hex: BL
    game = game_of(
        {
            "Alice": {"board": {"red": {"cards": red, "splay": "left"}, "blue": ["Tools"]}},
            "Bob": {},
        },
    )
    act(game, "dogma Loom")
    # Splayed left only the bottom-right slots show: no hex but Loom's.
    assert "achievements" not in table(game)["Alice"]
    game = game_of(
        {
            "Alice": {
                "board": {
                    "red": {"cards": ["Loom", "Archery", "Metalworking", "Oars"], "splay": "up"},
                    "blue": ["Tools"],
                }
            },
            "Bob": {},
        },
    )
    act(game, "dogma Loom")
    assert "achievements" not in table(game)["Alice"]


# -- Shrapnel ---------------------------------------------------------------------------
# I demand you draw and tuck a {6}! Transfer the top two cards of its color from your board
# to my score pile! Transfer the bottom card of its color from my board to your score pile!


def test_shrapnel_takes_the_top_two_and_gives_the_bottom_one():
    game = game_of(
        {
            "Alice": {"board": {"red": ["Shrapnel"], "yellow": ["Fermenting", "Machinery"]}},
            "Bob": {"board": {"yellow": ["Agriculture", "Domestication"]}},
        },
        supply={"base": {"6": ["Canning"]}},
    )
    act(game, "dogma Shrapnel")
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Shrapnel"], "yellow": ["Fermenting"]},
            "score": ["Agriculture", "Domestication"],
        },
        "Bob": {"board": {"yellow": ["Canning"]}, "score": ["Machinery"], "tucked": 1},
    }


def test_shrapnel_a_new_colour_gives_its_one_card_and_gets_nothing():
    # Bob's hand holds a base card: he draws an Echoes 6.
    game = game_of(
        {
            "Alice": {"board": {"red": ["Shrapnel"]}},
            "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Writing"]},
        },
        supply={"echoes": {"6": ["Indian Clubs"]}},
    )
    act(game, "dogma Shrapnel")
    assert table(game) == {
        "Alice": {"board": {"red": ["Shrapnel"]}, "score": ["Indian Clubs"]},
        "Bob": {"board": {"blue": ["Tools"]}, "hand": ["Writing"], "tucked": 1},
    }


# -- Hot Air Balloon --------------------------------------------------------------------
# Echo: Draw and score a {7}.
# You may achieve (if eligible) a top card from any other player's board if they have an
# achievement of matching value. If you do, transfer your top green card to that player's
# board. Otherwise, draw and meld a {7}.


def test_hot_air_balloon_achieves_a_top_card_and_gives_away_its_top_green_card():
    game = game_of(
        {
            "Alice": {"board": {"green": ["Hot Air Balloon"]}},
            "Bob": {
                "board": {"red": ["Construction"], "yellow": ["Agriculture"]},
                "achievements": ["Calendar"],
            },
        },
        supply={"base": {"7": ["Evolution", "Lighting"]}},
    )
    act(game, "dogma Hot Air Balloon")
    # Echo: Evolution scored: 7 points and the visible bonus 7 make 14, enough for a 2.
    # Bob holds a 2: his Construction can be achieved; his Agriculture (1) cannot.
    expect(game, "Alice", "choose_card", ["Construction", None])
    act(game, "Construction")
    assert table(game) == {
        "Alice": {"score": ["Evolution"], "achievements": ["Construction"], "scored": 1},
        "Bob": {
            "board": {"green": ["Hot Air Balloon"], "yellow": ["Agriculture"]},
            "achievements": ["Calendar"],
        },
    }
    expect(game, "Alice", "action")


def test_hot_air_balloon_otherwise_draws_and_melds_a_7():
    players = {
        "Alice": {"board": {"green": ["Hot Air Balloon"]}},
        "Bob": {"board": {"red": ["Construction"]}, "achievements": ["Calendar"]},
    }
    game = game_of(players, supply={"base": {"7": ["Evolution", "Lighting"]}})
    act(game, "dogma Hot Air Balloon", None)  # declined
    assert table(game)["Alice"] == {
        "board": {"green": ["Hot Air Balloon"], "purple": ["Lighting"]},
        "score": ["Evolution"],
        "scored": 1,
    }
    assert table(game)["Bob"] == {"board": {"red": ["Construction"]}, "achievements": ["Calendar"]}
    # Not eligible: Alice already holds a 2, so a second one needs 20 points.
    players["Alice"]["achievements"] = ["Mathematics"]
    game = game_of(players, supply={"base": {"7": ["Evolution", "Lighting"]}})
    act(game, "dogma Hot Air Balloon")
    assert table(game)["Alice"] == {
        "board": {"green": ["Hot Air Balloon"], "purple": ["Lighting"]},
        "score": ["Evolution"],
        "achievements": ["Mathematics"],
        "scored": 1,
    }


# -- Steamboat --------------------------------------------------------------------------
# I demand you draw and reveal a {6}! If it is blue or yellow, transfer it and all cards in
# your hand to my hand! If it is red or green, keep it and transfer two cards from your
# score pile to mine! If it is purple, keep it!


def test_steamboat_blue_or_yellow_takes_the_whole_hand():
    game = game_of(
        {
            "Alice": {"board": {"green": ["Steamboat"]}},
            "Bob": {"hand": ["Agriculture"], "score": ["Tools"]},
        },
        supply={"echoes": {"6": ["Stethoscope"]}},
    )
    act(game, "dogma Steamboat")
    assert "Bob reveals Stethoscope." in texts(game)
    assert table(game) == {
        "Alice": {"board": {"green": ["Steamboat"]}, "hand": ["Agriculture", "Stethoscope"]},
        "Bob": {"score": ["Tools"]},
    }


def test_steamboat_red_or_green_keeps_it_and_gives_two_score_cards():
    game = game_of(
        {
            "Alice": {"board": {"green": ["Steamboat"]}},
            "Bob": {"score": ["Tools", "Writing", "Calendar"]},
        },
        supply={"base": {"6": ["Industrialization"]}},
    )
    act(game, "dogma Steamboat")
    expect(game, "Bob", "choose_cards")
    act(game, ["Tools", "Calendar"])
    assert table(game) == {
        "Alice": {"board": {"green": ["Steamboat"]}, "score": ["Calendar", "Tools"]},
        "Bob": {"hand": ["Industrialization"], "score": ["Writing"]},
    }


def test_steamboat_purple_is_kept():
    game = game_of(
        {"Alice": {"board": {"green": ["Steamboat"]}}, "Bob": {"score": ["Tools", "Writing"]}},
        supply={"base": {"6": ["Democracy"]}},
    )
    act(game, "dogma Steamboat")
    assert table(game) == {
        "Alice": {"board": {"green": ["Steamboat"]}},
        "Bob": {"hand": ["Democracy"], "score": ["Tools", "Writing"]},
    }


# -- Dentures ---------------------------------------------------------------------------
# Echo: Draw and tuck a {6}.
# Score the top two non-bottom cards of the color of the last card you tucked due to
# Dentures. If there are none to score, draw and tuck a {6}, then repeat this dogma effect.
# You may splay your blue cards right.


def test_dentures_scores_the_top_two_non_bottom_cards_of_the_tucked_colour():
    game = game_of(
        {
            "Alice": {"board": {"yellow": ["Dentures"], "blue": ["Tools", "Writing", "Pottery"]}},
            "Bob": {},
        },
        supply={"base": {"6": ["Atomic Theory"]}},
    )
    act(game, "dogma Dentures")
    # Echo: Atomic Theory tucked under blue; Tools and Writing scored; Pottery stays.
    act(game, "yes")  # splay blue right
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Dentures"], "blue": (["Pottery", "Atomic Theory"], "right")},
            "score": ["Tools", "Writing"],
            "tucked": 1,
            "scored": 2,
        },
        "Bob": {},
    }


def test_dentures_none_to_score_tucks_another_6_and_repeats():
    game = game_of(
        {"Alice": {"board": {"yellow": ["Dentures"]}}, "Bob": {}},
        supply={"base": {"6": ["Democracy", "Emancipation"]}},
    )
    act(game, "dogma Dentures")
    # Echo: Democracy starts a purple stack: no non-bottom card.  Emancipation is tucked
    # under it: Democracy, now the only non-bottom purple card, is scored.
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Dentures"], "purple": ["Emancipation"]},
        "score": ["Democracy"],
        "tucked": 2,
        "scored": 1,
    }
    expect(game, "Alice", "action")  # a one-card blue stack: no splay to offer


def test_dentures_the_colour_is_that_of_the_last_card_tucked():
    # Echo: Democracy starts a purple stack; none to score.  The effect tucks Canning
    # under Dentures: yellow is now the colour, and Dentures itself is its non-bottom card.
    game = game_of(
        {"Alice": {"board": {"yellow": ["Dentures"]}}, "Bob": {}},
        supply={"base": {"6": ["Democracy", "Canning"]}},
    )
    act(game, "dogma Dentures")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Canning"], "purple": ["Democracy"]},
        "score": ["Dentures"],
        "tucked": 2,
        "scored": 1,
    }


def test_dentures_executed_by_another_card_remembers_no_tuck():
    # Email executes Dentures' non-demand effects without its echo effect: no card was
    # tucked due to Dentures, so there is none to score: draw and tuck a 6 and repeat.
    game = game_of(
        {"Alice": {"board": {"green": ["Email"], "yellow": ["Dentures"]}}, "Bob": {}},
        supply={"base": {"6": ["Canning"], "9": ["Computers"], "10": ["Software"]}},
    )
    act(game, "dogma Email")
    assert table(game)["Alice"] == {
        "board": {"green": ["Email"], "yellow": ["Canning"]},
        "score": ["Dentures"],
        "forecast": ["Computers", "Software"],
        "tucked": 1,
        "scored": 1,
    }


def test_dentures_a_two_card_stack_scores_its_top_card():
    game = game_of(
        {"Alice": {"board": {"yellow": ["Dentures"], "red": ["Archery"]}}, "Bob": {}},
        supply={"base": {"6": ["Machine Tools"]}},
    )
    act(game, "dogma Dentures")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Dentures"], "red": ["Machine Tools"]},
        "score": ["Archery"],
        "tucked": 1,
        "scored": 1,
    }


# -- Morphine ---------------------------------------------------------------------------
# Echo: Score an odd-valued card from your hand.
# I demand you return all odd-valued cards in your hand! Draw a {6}!
# Draw a card of value one higher than the highest card returned due to the demand, if any
# were returned.
# You may splay your red cards right.


def test_morphine_scores_an_odd_card_returns_odd_cards_and_draws_one_higher():
    game = game_of(
        {
            "Alice": {
                "board": {"yellow": ["Morphine"], "red": ["Archery", "Oars"]},
                "hand": ["Tools", "Calendar", "Optics"],
            },
            "Bob": {"hand": ["Agriculture", "Construction", "Coal"]},
        },
        supply={"echoes": {"6": ["Kaleidoscope", "Loom"]}},
    )
    act(game, "dogma Morphine")
    expect(game, "Alice", "choose_card", ["Tools", "Optics"])
    act(game, "Optics")
    # Bob returns Agriculture (1) and Coal (5) and draws a 6: his hand holds Construction
    # (base): Kaleidoscope.  Alice draws a 6 (one higher than 5): her hand holds base
    # cards only: Loom.
    act(game, "yes")
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Morphine"], "red": (["Archery", "Oars"], "right")},
            "hand": ["Calendar", "Loom", "Tools"],
            "score": ["Optics"],
            "scored": 1,
        },
        "Bob": {"hand": ["Construction", "Kaleidoscope"]},
    }
    assert supply(game, 1)[-1] == "Agriculture"
    assert supply(game, 5)[-1] == "Coal"


def test_morphine_nothing_returned_nothing_drawn_by_the_second_effect():
    game = game_of(
        {
            "Alice": {"board": {"yellow": ["Morphine"]}, "hand": ["Calendar"]},
            "Bob": {"hand": ["Construction"]},
        },
        supply={"echoes": {"6": ["Kaleidoscope"]}},
    )
    act(game, "dogma Morphine")
    assert table(game) == {
        "Alice": {"board": {"yellow": ["Morphine"]}, "hand": ["Calendar"]},
        "Bob": {"hand": ["Construction", "Kaleidoscope"]},
    }


# -- Indian Clubs -----------------------------------------------------------------------
# I demand you return two cards from your score pile!
# For every value of card you have in your score pile, score a card from your hand of that
# value.


def test_indian_clubs_demand_returns_two_score_cards():
    game = game_of(
        {
            "Alice": {"board": {"purple": ["Indian Clubs"]}},
            "Bob": {"score": ["Agriculture", "Masonry", "Coal"]},
        },
    )
    act(game, "dogma Indian Clubs")
    expect(game, "Bob", "choose_cards")
    act(game, ["Coal", "Agriculture"])
    assert table(game)["Bob"] == {"score": ["Masonry"]}
    assert supply(game, 5)[-1] == "Coal"
    assert supply(game, 1)[-1] == "Agriculture"


def test_indian_clubs_scores_one_hand_card_per_value_in_the_score_pile():
    game = game_of(
        {
            "Alice": {
                "board": {"purple": ["Indian Clubs"]},
                "score": ["Tools", "Calendar", "Mathematics"],
                "hand": ["Writing", "Pottery", "Construction", "Optics"],
            },
            "Bob": {"score": ["Masonry"]},
        },
    )
    act(game, "dogma Indian Clubs")  # Bob's only score card is returned
    expect(game, "Alice", "choose_card", ["Writing", "Pottery"])
    act(game, "Writing")  # then Construction, the only 2; no 3 in the score pile
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Indian Clubs"]},
            "hand": ["Optics", "Pottery"],
            "score": ["Calendar", "Construction", "Mathematics", "Tools", "Writing"],
            "scored": 2,
        },
        "Bob": {},
    }


# -- Kaleidoscope -----------------------------------------------------------------------
# Draw and meld a {7}. You may splay your cards of that color right.


def test_kaleidoscope_melds_a_7_and_splays_its_colour_right():
    game = game_of(
        {"Alice": {"board": {"purple": ["Kaleidoscope"], "red": ["Archery"]}}, "Bob": {}},
        supply={"base": {"7": ["Combustion"]}},
    )
    act(game, "dogma Kaleidoscope")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Kaleidoscope"], "red": (["Combustion", "Archery"], "right")}
    }


def test_kaleidoscope_a_new_colour_cannot_be_splayed():
    game = game_of(
        {"Alice": {"board": {"purple": ["Kaleidoscope"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"echoes": {"7": ["Machine Gun"]}},
    )
    act(game, "dogma Kaleidoscope")  # the hand holds a base card: an Echoes 7
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Kaleidoscope"], "red": ["Machine Gun"]},
        "hand": ["Tools"],
    }
