"""Scenario tests for the age 7 cards of Echoes of the Past (one or more per effect).

Every dogma action on an Echoes card first runs the echo effects visible in
its colour (bottom to top), then its dogma effects; every draw follows the
Echoes draw rule (a hand with cards but no Echoes card draws an Echoes card).
The standard achievements are left empty unless a test needs them, so that
the supply piles hold exactly what each test lists on top.
"""

from helpers import act, available, cards_of, expect, game_of, supply, table, texts

# -- Photography ------------------------------------------------------------------------
# Echo: Meld a card from your forecast.
# I demand you take the highest top card from your board into your hand!
# If you have at least three echo effects visible in one color, claim the History
# achievement.


def test_photography_melds_from_the_forecast_and_takes_the_highest_top_card():
    game = game_of(
        {
            "Alice": {"board": {"blue": ["Photography"]}, "forecast": ["Coal", "Canning"]},
            "Bob": {
                "board": {
                    "green": ["Mapmaking"],
                    "yellow": ["Canal Building"],
                    "purple": ["Code of Laws"],
                }
            },
        },
    )
    act(game, "dogma Photography")
    expect(game, "Alice", "choose_card", ["Coal", "Canning"])
    act(game, "Coal")
    # Bob's highest top cards are tied (2 and 2): he chooses.
    expect(game, "Bob", "choose_card", ["Mapmaking", "Canal Building"])
    act(game, "Canal Building")
    assert table(game) == {
        "Alice": {"board": {"blue": ["Photography"], "red": ["Coal"]}, "forecast": ["Canning"]},
        "Bob": {
            "board": {"green": ["Mapmaking"], "purple": ["Code of Laws"]},
            "hand": ["Canal Building"],
        },
    }
    expect(game, "Alice", "action")


def test_photography_three_visible_echo_effects_in_one_colour_claim_history():
    red = {"cards": ["Coke", "Plumbing", "Candles"], "splay": "right"}
    game = game_of({"Alice": {"board": {"blue": ["Photography"], "red": red}}, "Bob": {}})
    act(game, "dogma Photography")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Photography"], "red": (["Coke", "Plumbing", "Candles"], "right")},
        "achievements": ["History"],
    }


def test_photography_two_echo_effects_are_not_enough():
    red = {"cards": ["Coke", "Plumbing", "Candles"], "splay": "left"}  # TL echoes hidden
    game = game_of({"Alice": {"board": {"blue": ["Photography"], "red": red}}, "Bob": {}})
    act(game, "dogma Photography")
    assert "achievements" not in table(game)["Alice"]
    red = {"cards": ["Coke", "Plumbing"], "splay": "right"}
    game = game_of({"Alice": {"board": {"blue": ["Photography"], "red": red}}, "Bob": {}})
    act(game, "dogma Photography")
    assert "achievements" not in table(game)["Alice"]


# -- Typewriter -------------------------------------------------------------------------
# Return all cards from your hand. Draw a {6}. For each color of card returned, draw a
# card of the next higher value.


def test_typewriter_draws_a_6_then_one_higher_for_each_colour_returned():
    game = game_of(
        {
            "Alice": {
                "board": {"blue": ["Typewriter"]},
                "hand": ["Tools", "Calendar", "Construction"],
            },
            "Bob": {},
        },
        supply={
            "base": {"6": ["Canning"], "7": ["Evolution"], "8": ["Flight"]},
            "echoes": {"7": ["Jeans"]},
        },
    )
    act(game, "dogma Typewriter")
    # Calendar and Construction go to the same pile: Alice orders them.
    expect(game, "Alice", "choose_card", ["Calendar", "Construction"])
    act(game, "Construction")
    # Two colours (blue, red): a 6 (empty hand: base), a 7 (base in hand: Echoes), an 8.
    assert table(game)["Alice"] == {
        "board": {"blue": ["Typewriter"]},
        "hand": ["Canning", "Flight", "Jeans"],
    }
    assert supply(game, 2)[-2:] == ["Construction", "Calendar"]
    assert supply(game, 1)[-1] == "Tools"


def test_typewriter_with_an_empty_hand_draws_only_a_6():
    game = game_of(
        {"Alice": {"board": {"blue": ["Typewriter"]}}, "Bob": {}},
        supply={"base": {"6": ["Canning"]}},
    )
    act(game, "dogma Typewriter")
    assert table(game)["Alice"] == {"board": {"blue": ["Typewriter"]}, "hand": ["Canning"]}


def test_typewriter_the_next_value_is_one_higher_than_the_card_drawn():
    # Age 6 is empty: "draw a 6" draws a 7, and the next draw is an 8.
    game = game_of(
        {"Alice": {"board": {"blue": ["Typewriter"]}, "hand": ["Tools"]}, "Bob": {}},
        removed=cards_of(6),
        supply={"base": {"7": ["Evolution", "Bicycle"]}, "echoes": {"8": ["Bandage"]}},
    )
    act(game, "dogma Typewriter")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Typewriter"]},
        "hand": ["Bandage", "Evolution"],
    }


# -- Machine Gun ------------------------------------------------------------------------
# Echo: If you have five top cards, draw and score a {7}.
# I demand you transfer all of your top cards with a bonus to my score pile! If you
# transfered any, draw a {7}!
# Return all your top non-red cards.


def test_machine_gun_scores_a_7_takes_bonus_cards_and_returns_non_red_tops():
    game = game_of(
        {
            "Alice": {
                "board": {
                    "red": ["Machine Gun"],
                    "blue": ["Calendar", "Tools"],
                    "green": ["Sailing"],
                    "yellow": ["Machinery"],
                    "purple": ["Enterprise"],
                }
            },
            "Bob": {"board": {"blue": ["Dice"], "green": ["Clothing"], "purple": ["Puppet"]}},
        },
        supply={"base": {"7": ["Evolution", "Lighting"]}},
    )
    act(game, "dogma Machine Gun")
    # Echo: five top cards: Evolution scored.  Bob gives Dice and Puppet (bonuses) and
    # draws a 7.  Alice returns her four non-red top cards; Tools, uncovered, stays.
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Machine Gun"], "blue": ["Tools"]},
            "score": ["Dice", "Evolution", "Puppet"],
            "scored": 1,
        },
        "Bob": {"board": {"green": ["Clothing"]}, "hand": ["Lighting"]},
    }
    for age, card in ((2, "Calendar"), (1, "Sailing"), (3, "Machinery"), (4, "Enterprise")):
        assert supply(game, age)[-1] == card


def test_machine_gun_four_top_cards_and_no_bonus_draw_nothing():
    game = game_of(
        {
            "Alice": {
                "board": {
                    "red": ["Machine Gun"],
                    "blue": ["Tools"],
                    "green": ["Mapmaking"],
                    "yellow": ["Machinery"],
                }
            },
            "Bob": {"board": {"blue": ["Writing"]}},
        },
    )
    act(game, "dogma Machine Gun")
    assert table(game) == {
        "Alice": {"board": {"red": ["Machine Gun"]}},
        "Bob": {"board": {"blue": ["Writing"]}},
    }


# -- Rubber -----------------------------------------------------------------------------
# Echo: Draw and tuck two {8}
# Score a top card from your board without a bonus.
# You may splay your red cards up.


def test_rubber_tucks_two_8s_scores_a_top_card_without_a_bonus_and_splays_up():
    game = game_of(
        {"Alice": {"board": {"red": ["Rubber", "Oars"], "blue": ["Calendar"]}}, "Bob": {}},
        supply={"base": {"8": ["Flight", "Corporations"]}},
    )
    act(game, "dogma Rubber")
    # Rubber has a bonus: not a candidate.
    expect(game, "Alice", "choose_card", ["Calendar", "Corporations"])
    act(game, "Corporations", "yes")
    assert table(game)["Alice"] == {
        "board": {"red": (["Rubber", "Oars", "Flight"], "up"), "blue": ["Calendar"]},
        "score": ["Corporations"],
        "tucked": 2,
        "scored": 1,
    }


def test_rubber_each_tucked_card_follows_the_draw_rule():
    game = game_of(
        {"Alice": {"board": {"red": ["Rubber"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"echoes": {"8": ["Bandage", "Parachute"]}},
    )
    act(game, "dogma Rubber")
    # The hand still holds only Tools at the second draw: two Echoes 8s, tucked under
    # Rubber.  Rubber, the only top card, has a bonus: nothing to score.
    act(game, "no")
    assert table(game)["Alice"] == {
        "board": {"red": ["Rubber", "Bandage", "Parachute"]},
        "hand": ["Tools"],
        "tucked": 2,
    }


# -- Jeans ------------------------------------------------------------------------------
# Echo: Draw two {9}. Return one, foreshadow the other.
# Choose two different values less than {7}. Draw and reveal a card of each value. Meld
# one, and return the other.


def test_jeans_foreshadows_a_9_then_melds_one_of_two_revealed_cards():
    game = game_of(
        {"Alice": {"board": {"green": ["Jeans"]}}, "Bob": {}},
        supply={
            "base": {"3": ["Optics"], "9": ["Computers"]},
            "echoes": {"5": ["Palampore"], "9": ["Email"]},
        },
    )
    act(game, "dogma Jeans")
    # Computers (empty hand: base), then Email (Echoes: the hand holds a base card).
    expect(game, "Alice", "choose_card", ["Computers", "Email"])
    act(game, "Computers")
    expect(game, "Alice", "choose_value", [1, 2, 3, 4, 5, 6])
    act(game, 3)
    expect(game, "Alice", "choose_value", [1, 2, 4, 5, 6])
    act(game, 5)
    # Optics (empty hand), then Palampore (the hand holds Optics, a base card).
    expect(game, "Alice", "choose_card", ["Optics", "Palampore"])
    act(game, "Optics")
    assert table(game)["Alice"] == {
        "board": {"green": ["Jeans"], "red": ["Optics"]},
        "forecast": ["Email"],
    }
    log = texts(game)
    assert "Alice reveals Optics." in log
    assert "Alice reveals Palampore." in log
    assert supply(game, 9)[-1] == "Computers"
    assert supply(game, 5, "echoes")[-1] == "Palampore"


# -- Telegraph --------------------------------------------------------------------------
# You may choose an opponent and a color. Match your splay in that color to theirs.
# You may splay your blue cards up.


def test_telegraph_matches_an_opponents_splay_then_splays_blue_up():
    game = game_of(
        {
            "Alice": {
                "board": {
                    "green": ["Telegraph"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "blue": ["Tools", "Writing"],
                }
            },
            "Bob": {
                "board": {
                    "red": {"cards": ["Coal", "Construction"], "splay": "up"},
                    "blue": ["Calendar"],
                }
            },
        },
    )
    act(game, "dogma Telegraph")
    # Only red would change (Bob's one blue card is unsplayed, like Alice's blue).
    expect(game, "Alice", "choose_option", ["Bob: red", None])
    act(game, "Bob: red", "yes")
    assert table(game)["Alice"] == {
        "board": {
            "green": ["Telegraph"],
            "red": (["Archery", "Oars"], "up"),
            "blue": (["Tools", "Writing"], "up"),
        }
    }


def test_telegraph_matching_an_unsplayed_colour_unsplays_yours():
    players = {
        "Alice": {
            "board": {
                "green": ["Telegraph"],
                "red": {"cards": ["Archery", "Oars"], "splay": "right"},
            }
        },
        "Bob": {"board": {"red": ["Coal", "Construction"]}},
        "Carol": {"board": {"red": {"cards": ["Combustion", "Metalworking"], "splay": "left"}}},
    }
    game = game_of(players)
    act(game, "dogma Telegraph")
    expect(game, "Alice", "choose_option", ["Bob: red", "Carol: red", None])
    act(game, "Bob: red")
    assert table(game)["Alice"]["board"]["red"] == ["Archery", "Oars"]
    game = game_of(players)
    act(game, "dogma Telegraph", None)  # declined
    assert table(game)["Alice"]["board"]["red"] == (["Archery", "Oars"], "right")


# -- Elevator ---------------------------------------------------------------------------
# Echo: Score your top or bottom green card.
# Choose a value present in your score pile. Choose to transfer all cards of the chosen
# value from either all other players' hands or all their score piles to your score pile.

ELEVATOR_PLAYERS = {
    "Alice": {
        "board": {"yellow": ["Elevator"], "green": ["Sailing", "Clothing", "Mapmaking"]},
        "score": ["Tools"],
    },
    "Bob": {"hand": ["Calendar", "Optics"], "score": ["Mathematics"]},
    "Carol": {"hand": ["Construction"], "score": ["Writing"]},
}


def test_elevator_takes_a_value_from_all_other_hands():
    game = game_of(ELEVATOR_PLAYERS)
    act(game, "dogma Elevator")
    expect(game, "Alice", "choose_card", ["Sailing", "Mapmaking"])
    act(game, "Mapmaking")
    expect(game, "Alice", "choose_value", [1, 2])
    act(game, 2, "all other players' hands")
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Elevator"], "green": ["Sailing", "Clothing"]},
            "score": ["Calendar", "Construction", "Mapmaking", "Tools"],
            "scored": 1,
        },
        "Bob": {"hand": ["Optics"], "score": ["Mathematics"]},
        "Carol": {"score": ["Writing"]},
    }


def test_elevator_takes_a_value_from_all_other_score_piles():
    game = game_of(ELEVATOR_PLAYERS)
    # Sailing scored: the score pile holds only 1s, so 1 is chosen without asking.
    act(game, "dogma Elevator", "Sailing", "all other players' score piles")
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Elevator"], "green": ["Clothing", "Mapmaking"]},
            "score": ["Sailing", "Tools", "Writing"],
            "scored": 1,
        },
        "Bob": {"hand": ["Calendar", "Optics"], "score": ["Mathematics"]},
        "Carol": {"hand": ["Construction"]},
    }


def test_elevator_with_an_empty_score_pile_does_nothing():
    game = game_of(
        {"Alice": {"board": {"yellow": ["Elevator"]}}, "Bob": {"hand": ["Calendar"]}},
    )
    act(game, "dogma Elevator")
    expect(game, "Alice", "action")
    assert table(game)["Bob"] == {"hand": ["Calendar"]}


# -- Fertilizer -------------------------------------------------------------------------
# You may return a card from your hand. If you do, transfer all cards from all score piles
# to your hand of value equal to the returned card.
# Draw and foreshadow a card of any value.


def test_fertilizer_returns_a_card_and_gathers_its_value_from_all_score_piles():
    game = game_of(
        {
            "Alice": {
                "board": {"yellow": ["Fertilizer"]},
                "hand": ["Calendar", "Tools"],
                "score": ["Mathematics", "Optics"],
            },
            "Bob": {"score": ["Construction", "Writing"]},
        },
        supply={"echoes": {"4": ["Globe"]}},
    )
    act(game, "dogma Fertilizer")
    expect(game, "Alice", "choose_card", ["Calendar", "Tools", None])
    act(game, "Calendar")
    expect(game, "Alice", "choose_value", list(range(1, 11)))
    act(game, 4)  # the hand holds base cards only: an Echoes 4
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Fertilizer"]},
            "hand": ["Construction", "Mathematics", "Tools"],
            "score": ["Optics"],
            "forecast": ["Globe"],
        },
        "Bob": {"score": ["Writing"]},
    }
    assert supply(game, 2)[-1] == "Calendar"


def test_fertilizer_declined_still_foreshadows():
    game = game_of(
        {
            "Alice": {"board": {"yellow": ["Fertilizer"]}, "hand": ["Tools"], "score": ["Writing"]},
            "Bob": {},
        },
        supply={"base": {"2": ["Calendar"]}, "echoes": {"2": ["Lever"]}},
    )
    act(game, "dogma Fertilizer", None, 2)
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Fertilizer"]},
        "hand": ["Tools"],
        "score": ["Writing"],
        "forecast": ["Lever"],
    }


# -- Ice Cream --------------------------------------------------------------------------
# Echo: Score a non-purple top card from your board without a bonus.
# I demand you draw and meld a {1}!
# Choose the {6}, {7}, {8}, or {9} deck. If there is at least one card in that deck, you
# may transfer its bottom card to the available achievements.


def test_ice_cream_scores_demands_a_meld_and_adds_an_achievement():
    game = game_of(
        {
            "Alice": {"board": {"purple": ["Ice Cream"], "red": ["Archery"], "blue": ["Dice"]}},
            "Bob": {},
        },
        supply={"base": {"1": ["Sailing"]}},
    )
    bottom = supply(game, 8)[-1]
    act(game, "dogma Ice Cream")  # echo: Archery (Dice has a bonus, Ice Cream is purple)
    expect(game, "Alice", "choose_value", [6, 7, 8, 9])
    act(game, 8, "yes")
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Ice Cream"], "blue": ["Dice"]},
            "score": ["Archery"],
            "scored": 1,
        },
        "Bob": {"board": {"green": ["Sailing"]}},
    }
    assert available(game) == [bottom]
    assert bottom not in supply(game, 8)


def test_ice_cream_the_transfer_may_be_declined():
    game = game_of(
        {"Alice": {"board": {"purple": ["Ice Cream"], "blue": ["Dice"]}}, "Bob": {}},
        supply={"base": {"1": ["Sailing"]}},
    )
    before = supply(game, 6)
    act(game, "dogma Ice Cream", 6, "no")
    assert available(game) == []
    assert supply(game, 6) == before
    assert table(game)["Alice"] == {"board": {"purple": ["Ice Cream"], "blue": ["Dice"]}}


def test_ice_cream_echo_never_scores_a_purple_top_card():
    # Ice Cream's echo (bottom right) shows on a stack splayed left: a dogma on Code of
    # Laws runs it, and Code of Laws (purple, no bonus) cannot be scored.
    purple = {"cards": ["Code of Laws", "Ice Cream"], "splay": "left"}
    game = game_of({"Alice": {"board": {"purple": purple}}, "Bob": {}})
    act(game, "dogma Code of Laws")
    assert table(game)["Alice"] == {"board": {"purple": (["Code of Laws", "Ice Cream"], "left")}}
    assert "Ice Cream echo effect: executed by Alice." in texts(game)


# -- Saxophone --------------------------------------------------------------------------
# You may splay your purple cards up.
# If the {music_note} for Bell, Flute, Piano, and Saxophone are visible anywhere, you win.
# Otherwise, draw a {7} for each {music_note} that is visible.


def test_saxophone_draws_a_7_for_each_visible_music_note():
    game = game_of(
        {
            "Alice": {"board": {"purple": ["Saxophone", "Piano"]}},
            "Bob": {"board": {"purple": ["Flute", "Bell"]}},
        },
        supply={"base": {"7": ["Evolution", "Bicycle"]}, "echoes": {"7": ["Jeans"]}},
    )
    act(game, "dogma Saxophone", "yes")
    # Splayed up, Piano's note (bottom middle) shows: Saxophone, Piano and Flute; Bell is
    # covered on an unsplayed stack.  Three draws, each by the draw rule.
    assert table(game) == {
        "Alice": {
            "board": {"purple": (["Saxophone", "Piano"], "up")},
            "hand": ["Bicycle", "Evolution", "Jeans"],
        },
        "Bob": {"board": {"purple": ["Flute", "Bell"]}},
    }


def test_saxophone_without_the_splay_fewer_notes_show():
    game = game_of(
        {
            "Alice": {"board": {"purple": ["Saxophone", "Piano"]}},
            "Bob": {"board": {"purple": ["Flute", "Bell"]}},
        },
        supply={"base": {"7": ["Evolution"]}, "echoes": {"7": ["Jeans"]}},
    )
    act(game, "dogma Saxophone", "no")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Saxophone", "Piano"]},
        "hand": ["Evolution", "Jeans"],
    }


def test_saxophone_all_four_music_notes_visible_win():
    game = game_of(
        {
            "Alice": {"board": {"purple": ["Saxophone", "Piano"]}},
            "Bob": {"board": {"purple": {"cards": ["Flute", "Bell"], "splay": "right"}}},
        },
    )
    act(game, "dogma Saxophone", "yes")
    assert game.result is not None
    assert game.result["winners"] == ["Alice"]
