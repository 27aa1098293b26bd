"""Scenario tests for the age 4 cards of the base set (one or more per effect)."""

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
)

# -- Experimentation: Draw and meld a 5. ------------------------------------------------


def test_experimentation_draws_and_melds_a_5():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Experimentation"]}},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"5": ["Coal", "Banking"]},
    )
    assert icons(game, "Bob")["lightbulb"] == 0  # Bob does not share
    act(game, "dogma Experimentation")
    assert board(game, "Alice", "red") == ["Coal"]
    assert board(game, "Bob", "red") == ["Oars"]
    assert hand(game, "Alice") == []
    assert supply(game, 5)[0] == "Banking"
    expect(game, "Alice", "action")


def test_experimentation_shared_sharer_melds_first_and_leader_gets_free_draw():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Experimentation"]}},
            "Bob": {"board": {"purple": ["Education"]}},
        },
        supply={"5": ["Coal", "Banking", "Chemistry"]},
    )
    assert icons(game, "Bob")["lightbulb"] == icons(game, "Alice")["lightbulb"] == 3
    act(game, "dogma Experimentation")
    assert board(game, "Bob", "red") == ["Coal"]
    assert board(game, "Alice", "green") == ["Banking"]
    # Sharing bonus: a draw of Alice's highest top card (Banking, a 5).
    assert hand(game, "Alice") == ["Chemistry"]
    assert hand(game, "Bob") == []


# -- Printing Press -----------------------------------------------------------------------
# 1: You may return a card from your score pile. If you do, draw a card of value two
#    higher than the top purple card on your board.
# 2: You may splay your blue cards right.


def test_printing_press_return_score_card_draws_two_above_top_purple():
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Printing Press"], "purple": ["Monotheism"]},
                "score": ["Calendar", "Optics"],
            },
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"4": ["Anatomy"], "2": ["Fermenting"]},
    )
    act(game, "dogma Printing Press")
    expect(game, "Alice", "choose_card", ["Calendar", "Optics", None])
    act(game, "Calendar")
    # Monotheism is a 2: draw a 4.  Blue is a single card: nothing to splay.
    assert hand(game, "Alice") == ["Anatomy"]
    assert score_pile(game, "Alice") == ["Optics"]
    assert supply(game, 2)[-1] == "Calendar"
    expect(game, "Alice", "action")


def test_printing_press_without_purple_draws_a_2():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Printing Press"]}, "score": ["Anatomy"]},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"2": ["Fermenting"], "4": ["Invention"]},
    )
    act(game, "dogma Printing Press")
    act(game, "Anatomy")
    # No purple card: its value is 0, two higher is 2.
    assert hand(game, "Alice") == ["Fermenting"]
    assert score_pile(game, "Alice") == []
    assert supply(game, 4)[-1] == "Anatomy"


def test_printing_press_declined_return_then_splay_blue_right():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Printing Press", "Tools"]}, "score": ["Calendar"]},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"2": ["Fermenting"], "4": ["Invention"]},
    )
    act(game, "dogma Printing Press")
    act(game, None)  # keep the score pile
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "blue") == "right"
    assert score_pile(game, "Alice") == ["Calendar"]
    assert hand(game, "Alice") == []


def test_printing_press_splay_declined():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Printing Press", "Tools"]}},
            "Bob": {"board": {"red": ["Oars"]}},
        },
    )
    act(game, "dogma Printing Press")  # empty score pile: nothing to return, no question
    expect(game, "Alice", "yes_no")
    act(game, "no")
    assert splay(game, "Alice", "blue") == "none"


# -- Colonialism: Draw and tuck a 3. If it has a crown, repeat this dogma effect. ----------


def test_colonialism_repeats_while_the_tucked_card_has_a_crown():
    game = setup(
        {
            "Alice": {"board": {"red": ["Colonialism"], "blue": ["Tools"]}},
            "Bob": {"board": {"green": ["Sailing"]}},
        },
        supply={"3": ["Translation", "Compass", "Machinery", "Optics"]},
    )
    assert icons(game, "Bob")["factory"] == 0
    act(game, "dogma Colonialism")
    # Translation (crown) -> again; Compass (crown) -> again; Machinery (no crown) -> stop.
    assert board(game, "Alice", "blue") == ["Tools", "Translation"]
    assert board(game, "Alice", "green") == ["Compass"]
    assert board(game, "Alice", "yellow") == ["Machinery"]
    assert supply(game, 3)[0] == "Optics"
    assert hand(game, "Alice") == []
    expect(game, "Alice", "action")


def test_colonialism_stops_after_a_card_without_crown():
    game = setup(
        {
            "Alice": {"board": {"red": ["Colonialism"]}},
            "Bob": {"board": {"green": ["Sailing"]}},
        },
        supply={"3": ["Alchemy", "Compass"]},
    )
    act(game, "dogma Colonialism")
    assert board(game, "Alice", "blue") == ["Alchemy"]
    assert board(game, "Alice", "green") == []
    assert supply(game, 3)[0] == "Compass"


# -- Gunpowder ------------------------------------------------------------------------------
# 1: I demand you transfer a top card with a castle from your board to my score pile!
# 2: If any card was transfered due to the demand, draw and score a 2.


def test_gunpowder_demand_transfers_castle_card_then_leader_scores_a_2():
    game = setup(
        {
            "Alice": {"board": {"red": ["Gunpowder"]}},
            "Bob": {
                "board": {
                    "red": ["Oars", "Archery"],
                    "green": ["The Wheel"],
                    "yellow": ["Agriculture"],
                }
            },
        },
        supply={"2": ["Calendar", "Fermenting"]},
    )
    act(game, "dogma Gunpowder")
    expect(game, "Bob", "choose_card", ["Oars", "The Wheel"])
    act(game, "Oars")
    assert score_pile(game, "Alice") == ["Calendar", "Oars"]
    assert board(game, "Bob", "red") == ["Archery"]
    assert board(game, "Bob", "green") == ["The Wheel"]
    assert score_pile(game, "Bob") == []
    assert hand(game, "Alice") == []  # Bob was demanded, not sharing: no free draw
    expect(game, "Alice", "action")


def test_gunpowder_rulebook_example_sharer_also_scores_and_leader_gets_free_draw():
    # Rulebook, Dogma example 2: you have 2 factories, Ariel 0, Noctis 3.
    game = setup(
        {
            "Alice": {"board": {"red": ["Gunpowder"]}},
            "Ariel": {"board": {"red": ["Oars"]}},
            "Noctis": {"board": {"red": ["Coal"]}},
        },
        supply={"2": ["Calendar", "Fermenting"], "4": ["Anatomy"]},
    )
    assert [icons(game, p)["factory"] for p in ("Alice", "Ariel", "Noctis")] == [2, 0, 3]
    act(game, "dogma Gunpowder")
    # Ariel gives Oars (her only castle top card); Noctis is not demanded.
    assert score_pile(game, "Ariel") == []
    assert board(game, "Ariel", "red") == []
    assert board(game, "Noctis", "red") == ["Coal"]
    # Effect 2: Noctis first, then Alice.
    assert score_pile(game, "Noctis") == ["Calendar"]
    assert score_pile(game, "Alice") == ["Fermenting", "Oars"]
    # Noctis changed the game while sharing: Alice draws a 4 (Gunpowder).
    assert hand(game, "Alice") == ["Anatomy"]
    expect(game, "Alice", "action")


def test_gunpowder_no_castle_top_card_means_no_score():
    game = setup(
        {
            "Alice": {"board": {"red": ["Gunpowder"]}},
            "Bob": {"board": {"yellow": ["Agriculture"], "red": ["Optics", "Oars"]}},
            "Carol": {"board": {"red": ["Colonialism"], "green": ["The Wheel"]}},
        },
        supply={"2": ["Calendar"]},
    )
    assert icons(game, "Bob")["factory"] < 2 <= icons(game, "Carol")["factory"]
    act(game, "dogma Gunpowder")
    # Bob is vulnerable but Oars is covered; Carol has a castle but is not demanded.
    assert board(game, "Bob", "red") == ["Optics", "Oars"]
    assert board(game, "Carol", "green") == ["The Wheel"]
    assert score_pile(game, "Alice") == []
    assert score_pile(game, "Carol") == []
    assert supply(game, 2)[0] == "Calendar"
    assert hand(game, "Alice") == []  # Carol shared effect 2 but changed nothing


# -- Invention ------------------------------------------------------------------------------
# 1: You may splay right any one color of your cards currently splayed left. If you do,
#    draw and score a 4.
# 2: If you have five colors splayed, each in any direction, claim the Wonder achievement.


def test_invention_splay_a_left_color_right_and_score_a_4():
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": ["Invention"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "blue": {"cards": ["Tools", "Writing"], "splay": "left"},
                    "yellow": ["Agriculture", "Masonry"],
                }
            },
            "Bob": {"board": {"yellow": ["Domestication"]}},
        },
        supply={"4": ["Anatomy"]},
    )
    assert icons(game, "Bob")["lightbulb"] == 0
    act(game, "dogma Invention")
    # Yellow is not splayed left, so it is not offered.
    expect(game, "Alice", "choose_color", ["red", "blue", None])
    act(game, "blue")
    assert splay(game, "Alice", "blue") == "right"
    assert splay(game, "Alice", "red") == "left"
    assert score_pile(game, "Alice") == ["Anatomy"]
    assert "Wonder" not in achievements(game, "Alice")


def test_invention_declined_splay_scores_nothing():
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": ["Invention"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                }
            },
            "Bob": {"board": {"yellow": ["Domestication"]}},
        },
        supply={"4": ["Anatomy"]},
    )
    act(game, "dogma Invention")
    expect(game, "Alice", "yes_no")
    act(game, "no")
    assert splay(game, "Alice", "red") == "left"
    assert score_pile(game, "Alice") == []
    assert supply(game, 4)[0] == "Anatomy"


def test_invention_nothing_splayed_left_nothing_asked():
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": ["Invention"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                }
            },
            "Bob": {"board": {"yellow": ["Domestication"]}},
        },
        supply={"4": ["Anatomy"]},
    )
    act(game, "dogma Invention")
    expect(game, "Alice", "action")
    assert score_pile(game, "Alice") == []


def test_invention_five_colors_splayed_any_direction_claims_wonder():
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": {"cards": ["Invention", "Sailing"], "splay": "left"},
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "blue": {"cards": ["Tools", "Writing"], "splay": "up"},
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "right"},
                    "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "left"},
                }
            },
            "Bob": {"board": {"yellow": ["Domestication"]}},
        },
        supply={"4": ["Anatomy"]},
    )
    assert icons(game, "Bob")["lightbulb"] < icons(game, "Alice")["lightbulb"]
    act(game, "dogma Invention")
    expect(game, "Alice", "choose_color", ["green", "red", "purple", None])
    act(game, "red")
    # Green and purple stay splayed left: only Invention's own rule claims Wonder.
    assert splay(game, "Alice", "green") == "left"
    assert score_pile(game, "Alice") == ["Anatomy"]
    assert achievements(game, "Alice") == ["Wonder"]
    assert "Wonder" not in game.to_position()["special_achievements"]


def test_invention_four_colors_splayed_no_wonder():
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": {"cards": ["Invention", "Sailing"], "splay": "up"},
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "blue": {"cards": ["Tools", "Writing"], "splay": "up"},
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "right"},
                    "purple": ["Mysticism"],  # one card: unsplayed
                }
            },
            "Bob": {"board": {"yellow": ["Domestication"]}},
        },
        supply={"4": ["Anatomy"]},
    )
    act(game, "dogma Invention")
    act(game, "no")
    assert achievements(game, "Alice") == []
    assert "Wonder" in game.to_position()["special_achievements"]


def test_invention_wonder_already_taken_is_not_claimed_again():
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": {"cards": ["Invention", "Sailing"], "splay": "left"},
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "blue": {"cards": ["Tools", "Writing"], "splay": "left"},
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"},
                    "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "left"},
                }
            },
            "Bob": {"board": {"yellow": ["Domestication"]}, "achievements": ["Wonder"]},
        },
    )
    act(game, "dogma Invention")
    act(game, None)
    assert achievements(game, "Alice") == []
    assert achievements(game, "Bob") == ["Wonder"]


# -- Navigation: I demand you transfer a 2 or 3 from your score pile, if it has any, to my
#    score pile! -------------------------------------------------------------------------


def test_navigation_demand_victim_chooses_a_2_or_3():
    game = setup(
        {
            "Alice": {"board": {"green": ["Navigation"]}},
            "Bob": {
                "board": {"red": ["Archery"]},
                "score": ["Calendar", "Optics", "Anatomy", "Pottery"],
            },
            "Carol": {"board": {"purple": ["Enterprise"]}, "score": ["Fermenting"]},
        },
    )
    assert icons(game, "Bob")["crown"] < 3 <= icons(game, "Carol")["crown"]
    act(game, "dogma Navigation")
    expect(game, "Bob", "choose_card", ["Calendar", "Optics"])
    act(game, "Optics")
    assert score_pile(game, "Alice") == ["Optics"]
    assert score_pile(game, "Bob") == ["Anatomy", "Calendar", "Pottery"]
    assert score_pile(game, "Carol") == ["Fermenting"]  # not vulnerable
    expect(game, "Alice", "action")


def test_navigation_demand_without_2_or_3_transfers_nothing():
    game = setup(
        {
            "Alice": {"board": {"green": ["Navigation"]}},
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Anatomy", "Pottery"]},
        },
    )
    act(game, "dogma Navigation")
    assert score_pile(game, "Alice") == []
    assert score_pile(game, "Bob") == ["Anatomy", "Pottery"]
    expect(game, "Alice", "action")


# -- Anatomy: I demand you return a card from your score pile! If you do, return a top card
#    of equal value from your board! ----------------------------------------------------


def test_anatomy_demand_returns_score_card_and_top_card_of_equal_value():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Anatomy"]}},
            "Bob": {
                "board": {
                    "red": ["Construction"],
                    "blue": ["Translation"],
                    "green": ["Mapmaking", "Sailing"],
                },
                "score": ["Calendar", "Optics"],
            },
            "Carol": {"board": {"yellow": ["Agriculture"]}, "score": ["Fermenting"]},
        },
        supply={"2": ["Philosophy"]},
    )
    assert icons(game, "Bob")["leaf"] < 3 <= icons(game, "Carol")["leaf"]
    act(game, "dogma Anatomy")
    expect(game, "Bob", "choose_card", ["Calendar", "Optics"])
    act(game, "Calendar")
    expect(game, "Bob", "choose_card", ["Construction", "Mapmaking"])
    act(game, "Mapmaking")
    assert score_pile(game, "Bob") == ["Optics"]
    assert board(game, "Bob", "green") == ["Sailing"]
    assert board(game, "Bob", "red") == ["Construction"]
    assert supply(game, 2)[-2:] == ["Calendar", "Mapmaking"]
    assert score_pile(game, "Carol") == ["Fermenting"]
    assert board(game, "Carol", "yellow") == ["Agriculture"]


def test_anatomy_demand_no_top_card_of_that_value():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Anatomy"]}},
            "Bob": {"board": {"blue": ["Translation"]}, "score": ["Calendar"]},
        },
    )
    act(game, "dogma Anatomy")
    assert score_pile(game, "Bob") == []
    assert board(game, "Bob", "blue") == ["Translation"]
    assert supply(game, 2)[-1] == "Calendar"


def test_anatomy_demand_empty_score_pile_returns_nothing():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Anatomy"]}},
            "Bob": {"board": {"red": ["Construction"]}},
        },
    )
    act(game, "dogma Anatomy")
    # "If you do": no score card returned, so the board is untouched.
    assert board(game, "Bob", "red") == ["Construction"]
    expect(game, "Alice", "action")


# -- Perspective: You may return a card from your hand. If you do, score a card from your
#    hand for every two lightbulbs on your board. ----------------------------------------


def test_perspective_return_then_score_one_card_per_two_lightbulbs():
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Perspective"], "blue": ["Experimentation"]},
                "hand": ["Pottery", "Calendar", "Optics", "Anatomy"],
            },
            "Bob": {"board": {"red": ["Oars"]}},
        },
    )
    assert icons(game, "Alice")["lightbulb"] == 5  # two cards to score
    act(game, "dogma Perspective")
    expect(game, "Alice", "choose_card", ["Pottery", "Calendar", "Optics", "Anatomy", None])
    act(game, "Pottery")
    d = expect(game, "Alice", "choose_cards", ["Calendar", "Optics", "Anatomy"])
    assert (d.min, d.max) == (2, 2)
    act(game, ["Calendar", "Anatomy"])
    assert score_pile(game, "Alice") == ["Anatomy", "Calendar"]
    assert hand(game, "Alice") == ["Optics"]
    assert supply(game, 1)[-1] == "Pottery"


def test_perspective_scores_as_many_as_possible():
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Perspective"], "blue": ["Experimentation"]},
                "hand": ["Pottery", "Calendar"],
            },
            "Bob": {"board": {"red": ["Oars"]}},
        },
    )
    act(game, "dogma Perspective", "Pottery")
    # Two to score, one card left: it is scored without a question.
    assert score_pile(game, "Alice") == ["Calendar"]
    assert hand(game, "Alice") == []


def test_perspective_declined():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Perspective"]}, "hand": ["Pottery", "Calendar"]},
            "Bob": {"board": {"red": ["Oars"]}},
        },
    )
    act(game, "dogma Perspective", None)
    assert hand(game, "Alice") == ["Calendar", "Pottery"]
    assert score_pile(game, "Alice") == []


# -- Enterprise -------------------------------------------------------------------------------
# 1: I demand you transfer a top non-purple card with a crown from your board to my board!
#    If you do, draw and meld a 4!
# 2: You may splay your green cards right.


def test_enterprise_demand_transfers_crown_card_and_victim_melds_a_4():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Enterprise"], "green": ["Mapmaking"]}},
            "Bob": {"board": {"green": ["Sailing"], "red": ["Archery"]}},
            "Carol": {"board": {"blue": ["Translation"], "green": ["Currency"]}},
        },
        supply={"4": ["Anatomy", "Invention"]},
    )
    assert icons(game, "Bob")["crown"] < icons(game, "Alice")["crown"]
    assert icons(game, "Carol")["crown"] >= icons(game, "Alice")["crown"]
    act(game, "dogma Enterprise")
    # Sailing is Bob's only non-purple top card with a crown: no question.
    assert board(game, "Alice", "green") == ["Sailing", "Mapmaking"]
    assert board(game, "Bob", "green") == []
    assert board(game, "Bob", "yellow") == ["Anatomy"]  # Bob draws and melds the 4
    assert board(game, "Carol", "green") == ["Currency"]  # not vulnerable
    # Effect 2: Carol shares (a single green card, nothing to splay), then Alice.
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "green") == "right"
    assert hand(game, "Alice") == []  # Carol changed nothing: no free draw


def test_enterprise_demand_purple_crown_card_is_safe():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Enterprise"]}},
            "Bob": {"board": {"purple": ["City States"], "red": ["Archery"]}},
        },
        supply={"4": ["Anatomy"]},
    )
    assert icons(game, "Bob")["crown"] < icons(game, "Alice")["crown"]
    act(game, "dogma Enterprise")
    assert board(game, "Bob", "purple") == ["City States"]
    assert board(game, "Alice", "purple") == ["Enterprise"]
    assert supply(game, 4)[0] == "Anatomy"  # no transfer, no draw
    expect(game, "Alice", "action")


def test_enterprise_victim_chooses_among_crown_cards():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Enterprise"]}},
            "Bob": {"board": {"red": ["Oars"], "yellow": ["Domestication"]}},
        },
        supply={"4": ["Gunpowder"]},
    )
    assert icons(game, "Bob")["crown"] < icons(game, "Alice")["crown"]
    act(game, "dogma Enterprise")
    expect(game, "Bob", "choose_card", ["Oars", "Domestication"])
    act(game, "Domestication")
    assert board(game, "Alice", "yellow") == ["Domestication"]
    assert board(game, "Bob", "yellow") == []
    assert board(game, "Bob", "red") == ["Gunpowder", "Oars"]


# -- Reformation ---------------------------------------------------------------------------
# 1: You may tuck a card from your hand for every two leaves on your board.
# 2: You may splay your yellow or purple cards right.


def test_reformation_tuck_up_to_one_card_per_two_leaves_then_splay():
    game = setup(
        {
            "Alice": {
                "board": {
                    "purple": ["Reformation", "Mysticism"],
                    "yellow": ["Agriculture"],
                },
                "hand": ["Tools", "Oars", "Clothing", "Calendar"],
            },
            "Bob": {"board": {"red": ["Archery"]}},
        },
    )
    assert icons(game, "Alice")["leaf"] == 6  # up to three cards
    act(game, "dogma Reformation")
    d = expect(game, "Alice", "choose_cards", ["Tools", "Oars", "Clothing", "Calendar"])
    assert (d.min, d.max) == (0, 3)
    act(game, ["Oars", "Calendar"])
    assert board(game, "Alice", "red") == ["Oars"]
    assert board(game, "Alice", "blue") == ["Calendar"]
    assert hand(game, "Alice") == ["Clothing", "Tools"]
    # Effect 2: only purple has two cards.
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "purple") == "right"


def test_reformation_tucks_count_rounds_down_and_tuck_goes_under():
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Reformation"], "blue": ["Calendar"]},
                "hand": ["Tools", "Writing"],
            },
            "Bob": {"board": {"red": ["Archery"]}},
        },
    )
    assert icons(game, "Alice")["leaf"] == 5  # two cards at most
    act(game, "dogma Reformation")
    d = expect(game, "Alice", "choose_cards")
    assert (d.min, d.max) == (0, 2)
    act(game, ["Tools", "Writing"])
    assert board(game, "Alice", "blue") == ["Calendar", "Tools", "Writing"]
    # Effect 2: blue is not yellow or purple; purple is a single card.
    expect(game, "Alice", "action")


def test_reformation_declined_then_choose_color_to_splay():
    game = setup(
        {
            "Alice": {
                "board": {
                    "purple": ["Reformation", "Mysticism"],
                    "yellow": ["Agriculture", "Masonry"],
                },
                "hand": ["Tools"],
            },
            "Bob": {"board": {"red": ["Archery"]}},
        },
    )
    act(game, "dogma Reformation")
    act(game, [])
    assert hand(game, "Alice") == ["Tools"]
    expect(game, "Alice", "choose_color", ["yellow", "purple", None])
    act(game, "yellow")
    assert splay(game, "Alice", "yellow") == "right"
    assert splay(game, "Alice", "purple") == "none"


def test_reformation_shared_by_opponent_gives_free_draw():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Reformation"]}, "hand": ["Tools"]},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
        },
        supply={"4": ["Anatomy"]},
    )
    assert icons(game, "Bob")["leaf"] >= icons(game, "Alice")["leaf"]
    act(game, "dogma Reformation")
    expect(game, "Bob", "choose_cards")
    act(game, ["Oars"])
    expect(game, "Alice", "choose_cards")
    act(game, [])
    assert board(game, "Bob", "red") == ["Oars"]
    assert hand(game, "Alice") == ["Anatomy", "Tools"]  # free draw of a 4
