"""Scenario tests for the age 3 figures of Figures in the Sand: each karma, echo and
inspire effect (one or more tests each; each karma also where it does not act)."""

import pytest
from helpers import (
    achievements,
    act,
    available,
    board,
    expect,
    figures,
    forecast,
    hand,
    score_pile,
    splay,
    supply,
    table,
)

from inno.cards.figures.age3 import alhazen_draw_value, alhazen_inspire_value
from inno.data.cards import BY_NAME
from inno.engine.karmas import Reading


def _view(game, who):
    return game.view(who)["players"][game.names.index(who)]


def score(game, who) -> int:
    return _view(game, who)["score"]


def icons(game, who) -> dict:
    return _view(game, who)["icons"]


# -- Alhazen ----------------------------------------------------------------------------------
# Echo: Tuck a top card with a {castle} from anywhere.
# Karma: Each of your splayed colors counts as having a top card of value equal to the number
# of {lightbulb} or {castle} in that color (whichever is higher) for the purpose of taking a
# Draw or Inspire action.


def test_alhazen_echo_tucks_a_top_card_with_a_castle_from_any_board():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Alhazen"], "green": ["Sailing"]}},
            "Bob": {"board": {"red": ["Archery"], "yellow": ["Agriculture"]}},
        },
    )
    act(game, "dogma Alhazen")  # Bob has 1 lightbulb to her 2: no sharing
    # The only top card with a castle: Bob's Archery (Alhazen, Sailing, Agriculture: none).
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Alhazen"], "red": ["Archery"], "green": ["Sailing"]},
            "tucked": 1,
        },
        "Bob": {"board": {"yellow": ["Agriculture"]}},
    }


def test_alhazen_echo_lets_you_choose_your_own_top_card():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Alhazen"], "yellow": ["Masonry", "Agriculture"]}},
            "Bob": {"board": {"green": ["The Wheel"]}},
        },
    )
    act(game, "dogma Alhazen")
    expect(game, "Alice", "choose_card", ["Masonry", "The Wheel"])
    act(game, "Masonry")
    assert board(game, "Alice", "yellow") == ["Agriculture", "Masonry"]
    assert board(game, "Bob", "green") == ["The Wheel"]


def test_alhazen_karma_values_for_the_draw_and_inspire_actions():
    # Blue splayed right: Alhazen (2 lightbulbs), Tools and Writing (1 each shown): 4.
    # Red unsplayed: Archery, a 1.  Yellow splayed left: Masonry on top of Domestication
    # (castles 3 + 1, no lightbulb): 4 castles.
    game = figures(
        {
            "Alice": {
                "board": {
                    "blue": {"cards": ["Alhazen", "Tools", "Writing"], "splay": "right"},
                    "red": ["Archery"],
                    "yellow": {"cards": ["Masonry", "Domestication"], "splay": "left"},
                }
            },
            "Bob": {"board": {"blue": {"cards": ["Mathematics", "Calendar"], "splay": "right"}}},
        },
    )
    alice, bob = 0, 1
    x = Reading(game, alice, BY_NAME["Alhazen"])  # (what Alhazen's karma reads: Alice's)
    assert alhazen_draw_value(x, alice, 3) == 4  # her highest: 4 (blue or yellow)
    assert alhazen_inspire_value(x, alice, 3, 0) == 4  # blue
    assert alhazen_inspire_value(x, alice, 1, 1) == 1  # red: not splayed
    assert alhazen_inspire_value(x, alice, 1, 3) == 4  # yellow: 4 castles
    # Not for another player.
    assert alhazen_draw_value(x, bob, 2) == 2


def test_alhazen_karma_a_draw_action_with_a_splayed_colour():
    # Blue splayed right: 4 lightbulbs; her highest top card is a 3: she draws a 4.
    game = figures(
        {
            "Alice": {
                "board": {
                    "blue": {"cards": ["Alhazen", "Tools", "Writing"], "splay": "right"},
                    "red": ["Archery"],
                }
            },
            "Bob": {},
        },
        supply={"3": ["Alchemy"], "4": ["Perspective"]},
    )
    act(game, "draw")
    assert hand(game, "Alice") == ["Perspective"]


def test_alhazen_karma_a_splayed_colour_with_few_icons_counts_as_that_value():
    # Ruling: the splayed colour's top card counts as the icon count instead of its value:
    # blue (Alhazen on Tools, splayed left) shows 2 lightbulbs, 1 castle: a 2.
    game = figures(
        {
            "Alice": {
                "board": {
                    "blue": {"cards": ["Alhazen", "Tools"], "splay": "left"},
                    "red": ["Archery"],
                }
            },
            "Bob": {},
        },
        supply={"2": ["Calendar"], "3": ["Alchemy"]},
    )
    act(game, "draw")
    assert hand(game, "Alice") == ["Calendar"]


def test_alhazen_karma_an_inspire_action_on_a_splayed_colour():
    # Green splayed up: The Wheel (3 castles) on Shen Kuo, whose inspire effect shows.
    # The inspire draw: 3 castles in green, not The Wheel's value 1.
    game = figures(
        {
            "Alice": {
                "board": {
                    "blue": ["Alhazen"],
                    "green": {"cards": ["The Wheel", "Shen Kuo"], "splay": "up"},
                }
            },
            "Bob": {},
        },
        supply={"1": ["Oars"], "3": ["Alchemy"]},
    )
    act(game, "inspire green")
    act(game, "no")  # Shen Kuo: splay green left?
    assert hand(game, "Alice") == ["Alchemy"]


def test_alhazen_karma_not_for_another_player_nor_when_covered():
    blue = {"cards": ["Mathematics", "Calendar", "Tools"], "splay": "right"}  # 4 lightbulbs
    game = figures(
        {"Alice": {"board": {"blue": ["Alhazen"]}}, "Bob": {"board": {"blue": blue}}},
        supply={"2": ["Mapmaking"], "4": ["Perspective"]},
        turn="Bob",
    )
    act(game, "draw")
    assert hand(game, "Bob") == ["Mapmaking"]
    game = figures(
        {
            "Alice": {
                "board": {"blue": {"cards": ["Mathematics", "Alhazen", "Tools"], "splay": "right"}}
            },
            "Bob": {},
        },
        supply={"2": ["Mapmaking"], "4": ["Perspective"]},
    )
    act(game, "draw")
    assert hand(game, "Alice") == ["Mapmaking"]


def test_alhazen_karma_without_a_splayed_colour_changes_nothing():
    game = figures(
        {"Alice": {"board": {"blue": ["Alhazen"], "red": ["Archery"]}}, "Bob": {}},
        supply={"3": ["Alchemy"]},
    )
    act(game, "draw")
    assert hand(game, "Alice") == ["Alchemy"]


# -- Sejong the Great -------------------------------------------------------------------------
# Echo: Draw and meld a {4}.
# Karma: You may issue an Advancement Decree with any two figures.
# Karma: If you would meld a blue card of value above 3, instead return it and draw and meld a
# card of value one higher.


def test_sejong_echo_draws_and_melds_a_4():
    game = figures(
        {"Alice": {"board": {"blue": ["Sejong the Great"]}}, "Bob": {}},
        supply={"4": ["Perspective"]},
    )
    act(game, "dogma Sejong the Great")
    assert board(game, "Alice", "yellow") == ["Perspective"]


def test_sejong_karma_a_blue_4_melded_by_his_echo_is_returned_for_a_5():
    game = figures(
        {"Alice": {"board": {"blue": ["Sejong the Great"]}}, "Bob": {}},
        supply={"4": ["Experimentation", "Perspective"], "5": ["Coal"]},
    )
    act(game, "dogma Sejong the Great")
    assert table(game)["Alice"] == {"board": {"blue": ["Sejong the Great"], "red": ["Coal"]}}
    assert supply(game, 4)[0] == "Perspective"
    assert supply(game, 4)[-1] == "Experimentation"  # returned: the bottom of its pile


def test_sejong_karma_replaces_the_meld_action_of_a_blue_card_above_3():
    game = figures(
        {"Alice": {"board": {"blue": ["Sejong the Great"]}, "hand": ["Chemistry"]}, "Bob": {}},
        supply={"6": ["Canning"]},
    )
    act(game, "meld Chemistry")  # a blue 5: returned, then draw and meld a 6
    assert table(game)["Alice"] == {"board": {"blue": ["Sejong the Great"], "yellow": ["Canning"]}}
    assert supply(game, 5)[-1] == "Chemistry"


def test_sejong_karma_a_blue_3_or_a_red_5_is_melded():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Sejong the Great"]}, "hand": ["Alchemy", "Coal"]},
            "Bob": {},
        },
    )
    act(game, "meld Coal")
    assert board(game, "Alice", "red") == ["Coal"]
    act(game, "meld Alchemy")  # covers Sejong
    assert board(game, "Alice", "blue") == ["Alchemy", "Sejong the Great"]


def test_sejong_karma_covered_or_for_another_player_does_not_act():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Tools", "Sejong the Great"]}, "hand": ["Chemistry"]},
            "Bob": {},
        },
    )
    act(game, "meld Chemistry")
    assert board(game, "Alice", "blue") == ["Chemistry", "Tools", "Sejong the Great"]
    game = figures(
        {
            "Alice": {"board": {"blue": ["Sejong the Great"]}},
            "Bob": {"hand": ["Physics"]},
        },
        turn="Bob",
    )
    act(game, "meld Physics")
    assert board(game, "Bob", "blue") == ["Physics"]


# -- Saladin ----------------------------------------------------------------------------------
# Echo: Score any other top card with a {castle} from anywhere.
# Karma: You may issue a War Decree with any two figures.
# Karma: If you would score a non-figure card, instead meld the card, then you may splay left
# the color of that card.


def test_saladin_echo_with_saladin_on_top_melds_the_card_instead_and_may_splay_left():
    game = figures(
        {
            "Alice": {"board": {"red": ["Saladin"], "yellow": ["Masonry"], "green": ["Sailing"]}},
            "Bob": {"board": {"green": ["The Wheel"]}},
        },
    )
    act(game, "dogma Saladin")  # 4 castles to Bob's 3: no sharing
    expect(game, "Alice", "choose_card", ["Masonry", "The Wheel"])  # not Saladin himself
    act(game, "The Wheel")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert table(game) == {
        "Alice": {
            "board": {
                "red": ["Saladin"],
                "green": (["The Wheel", "Sailing"], "left"),
                "yellow": ["Masonry"],
            }
        },
        "Bob": {},
    }


def test_saladin_echo_visible_under_another_card_scores():
    # Red splayed up: Saladin's echo shows under Colonialism, whose karma-free owner
    # scores Bob's The Wheel; then Colonialism draws and tucks a 3 (no crown: once).
    game = figures(
        {
            "Alice": {"board": {"red": {"cards": ["Colonialism", "Saladin"], "splay": "up"}}},
            "Bob": {"board": {"green": ["The Wheel"]}},
        },
        supply={"3": ["Alchemy"]},
    )
    act(game, "dogma Colonialism")
    assert score_pile(game, "Alice") == ["The Wheel"]
    assert board(game, "Bob", "green") == []
    assert board(game, "Alice", "blue") == ["Alchemy"]


def test_saladin_karma_a_card_scored_by_an_effect_is_melded():
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Saladin"], "yellow": ["Agriculture"], "blue": ["Writing"]},
                "hand": ["Tools"],
            },
            "Bob": {},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Agriculture", "Tools")  # returns Tools: draw and score a 2
    expect(game, "Alice", "yes_no")  # Calendar melded on Writing: splay blue left?
    act(game, "no")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Calendar", "Writing"], "red": ["Saladin"], "yellow": ["Agriculture"]}
    }


def test_saladin_karma_covered_does_not_act():
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Archery", "Saladin"], "yellow": ["Agriculture"]},
                "hand": ["Tools"],
            },
            "Bob": {},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Agriculture", "Tools")
    assert score_pile(game, "Alice") == ["Calendar"]


def test_saladin_karma_a_figure_is_scored():
    # Two top figures: Alice fades one by scoring it; a figure is not melded instead.
    game = figures(
        {"Alice": {"board": {"red": ["Saladin"], "green": ["Shen Kuo"]}}, "Bob": {}},
        supply={"3": ["Alchemy"]},
    )
    act(game, "draw", "Shen Kuo")
    assert score_pile(game, "Alice") == ["Shen Kuo"]
    assert table(game)["Alice"]["board"] == {"red": ["Saladin"]}


# -- Tran Huang Dao ---------------------------------------------------------------------------
# Echo: Score a top red card of value less than 4 from anywhere.
# Karma: Each two {castle} on your board provides one additional icon of every other type on
# your board.


def test_tran_huang_dao_echo_scores_a_top_red_card_below_4_from_anywhere():
    game = figures(
        {
            "Alice": {"board": {"red": ["Tran Huang Dao"]}},
            "Bob": {"board": {"red": ["Optics"]}},
            "Carol": {"board": {"red": ["Coal"]}},  # a 5
        },
    )
    act(game, "dogma Tran Huang Dao")
    expect(game, "Alice", "choose_card", ["Optics", "Tran Huang Dao"])
    act(game, "Optics")
    assert score_pile(game, "Alice") == ["Optics"]
    assert board(game, "Bob", "red") == []
    assert board(game, "Carol", "red") == ["Coal"]


def test_tran_huang_dao_echo_may_score_himself():
    game = figures({"Alice": {"board": {"red": ["Tran Huang Dao"]}}, "Bob": {}})
    act(game, "dogma Tran Huang Dao")
    assert table(game)["Alice"] == {"score": ["Tran Huang Dao"], "scored": 1}


def test_tran_huang_dao_karma_every_two_castles_add_one_of_each_other_icon():
    game = figures(
        {
            "Alice": {"board": {"red": ["Tran Huang Dao"], "yellow": ["Masonry"]}},
            "Bob": {"board": {"yellow": ["Domestication"]}},
        },
    )
    # 5 castles (2 + 3): two more of every other icon.
    assert icons(game, "Alice") == {
        "crown": 2,
        "leaf": 2,
        "lightbulb": 2,
        "castle": 5,
        "factory": 2,
        "clock": 2,
    }
    assert icons(game, "Bob") == {
        "crown": 1,
        "leaf": 0,
        "lightbulb": 0,
        "castle": 2,
        "factory": 0,
        "clock": 0,
    }


def test_tran_huang_dao_karma_lets_its_owner_share_a_crown_dogma():
    game = figures(
        {
            "Alice": {"board": {"red": ["Tran Huang Dao"], "yellow": ["Masonry"]}},
            "Bob": {"board": {"green": ["Sailing"]}},
        },
        supply={"base": {"1": ["Pottery", "Oars"]}, "figures": {"1": ["Homer"]}},
        turn="Bob",
    )
    act(game, "dogma Sailing")  # Alice: 2 crowns from 5 castles; Bob: 2 crowns
    assert board(game, "Alice", "blue") == ["Pottery"]  # she shared first
    assert board(game, "Bob", "red") == ["Oars"]


def test_tran_huang_dao_karma_covered_adds_nothing():
    game = figures(
        {
            "Alice": {"board": {"red": {"cards": ["Archery", "Tran Huang Dao"], "splay": "right"}}},
            "Bob": {},
        },
    )
    # Archery: 2 castles, 1 lightbulb; Tran Huang Dao splayed right shows hex and echo.
    assert icons(game, "Alice") == {
        "crown": 0,
        "leaf": 0,
        "lightbulb": 1,
        "castle": 2,
        "factory": 0,
        "clock": 0,
    }


# -- Shen Kuo ---------------------------------------------------------------------------------
# Inspire: You may splay one color of your cards left.
# Karma: Each splayed color on your board provides three additional points towards your score.


def test_shen_kuo_inspire_may_splay_a_colour_left_then_draws():
    game = figures(
        {"Alice": {"board": {"green": ["Shen Kuo"], "blue": ["Writing", "Tools"]}}, "Bob": {}},
        supply={"3": ["Alchemy"]},
    )
    act(game, "inspire green")
    expect(game, "Alice", "yes_no")  # only blue has two cards
    act(game, "yes")
    assert splay(game, "Alice", "blue") == "left"
    assert hand(game, "Alice") == ["Alchemy"]  # the top green card is a 3


def test_shen_kuo_inspire_choosing_among_colours_or_declining():
    game = figures(
        {
            "Alice": {
                "board": {
                    "green": ["Shen Kuo"],
                    "blue": ["Writing", "Tools"],
                    "red": ["Archery", "Oars"],
                }
            },
            "Bob": {},
        },
        supply={"3": ["Alchemy"]},
    )
    act(game, "inspire green")
    expect(game, "Alice", "choose_color", ["blue", "red", "None"])
    act(game, None)
    assert splay(game, "Alice", "blue") == splay(game, "Alice", "red") == "none"
    assert hand(game, "Alice") == ["Alchemy"]


def test_shen_kuo_karma_three_points_per_splayed_colour():
    game = figures(
        {
            "Alice": {
                "board": {
                    "green": ["Shen Kuo"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                },
                "score": ["Agriculture"],
            },
            "Bob": {
                "board": {"blue": {"cards": ["Mathematics", "Calendar"], "splay": "left"}},
                "score": ["Pottery"],
            },
        },
        achievements=["Construction"],
    )
    assert score(game, "Alice") == 1 + 6
    assert score(game, "Bob") == 1
    game = figures(
        {
            "Alice": {
                "board": {
                    "green": ["Shen Kuo"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                },
                "score": ["Calendar", "Fermenting"],
            },
            "Bob": {},
        },
        achievements=["Construction"],
    )
    act(game, "achieve 2")  # 4 points and 6 for the splays: 10
    assert achievements(game, "Alice") == ["Construction"]


def test_shen_kuo_karma_covered_adds_nothing():
    game = figures(
        {
            "Alice": {
                "board": {
                    "green": ["Sailing", "Shen Kuo"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                },
                "score": ["Agriculture"],
            },
            "Bob": {},
        },
    )
    assert score(game, "Alice") == 1


# -- Su Song ----------------------------------------------------------------------------------
# Inspire: Draw and meld a {3}. If it has a {leaf}, repeat this effect.
# Karma: You may issue a Trade Decree with any two figures.
# Karma: If you would draw a {3}, first transfer a card from your score pile to your forecast.


def test_su_song_inspire_draws_and_melds_3s_while_they_have_a_leaf():
    game = figures(
        {"Alice": {"board": {"green": ["Su Song"]}}, "Bob": {}},
        supply={"3": ["Medicine", "Alchemy", "Translation", "Paper"]},
    )
    act(game, "inspire green")
    # Medicine (leaf), Alchemy (leaf), Translation (no leaf): stop; then draw a 3.
    assert table(game)["Alice"] == {
        "board": {
            "blue": ["Translation", "Alchemy"],
            "green": ["Su Song"],
            "yellow": ["Medicine"],
        },
        "hand": ["Paper"],
    }


def test_su_song_karma_a_3_drawn_first_moves_a_score_card_to_the_forecast():
    game = figures(
        {
            "Alice": {"board": {"green": ["Su Song"]}, "score": ["Calendar", "Oars"]},
            "Bob": {},
        },
        supply={"3": ["Alchemy"]},
    )
    act(game, "draw")
    expect(game, "Alice", "choose_card", ["Calendar", "Oars"])
    act(game, "Oars")
    assert table(game)["Alice"] == {
        "board": {"green": ["Su Song"]},
        "hand": ["Alchemy"],
        "score": ["Calendar"],
        "forecast": ["Oars"],
    }


def test_su_song_karma_decision_is_a_transfer_from_the_score_pile_to_its_owner():
    game = figures(
        {"Alice": {"board": {"green": ["Su Song"]}, "score": ["Calendar", "Oars"]}, "Bob": {}},
        supply={"3": ["Alchemy"]},
    )
    act(game, "draw")
    d = expect(game, "Alice", "choose_card", ["Calendar", "Oars"])
    assert (d.verb, d.zone, d.to) == ("transfer", "score pile", "Alice")


def test_su_song_karma_during_his_inspire_and_with_an_empty_score_pile():
    game = figures(
        {"Alice": {"board": {"green": ["Su Song"]}, "score": ["Oars"]}, "Bob": {}},
        supply={"3": ["Translation", "Paper"]},
    )
    act(game, "inspire green")  # two 3s drawn: Oars goes first, then nothing is left
    assert table(game)["Alice"] == {
        "board": {"blue": ["Translation"], "green": ["Su Song"]},
        "hand": ["Paper"],
        "forecast": ["Oars"],
    }


def test_su_song_karma_not_for_another_value_or_when_covered():
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Su Song"], "blue": ["Experimentation"]},
                "score": ["Oars"],
            },
            "Bob": {},
        },
        supply={"4": ["Perspective"]},
    )
    act(game, "draw")  # a 4
    assert score_pile(game, "Alice") == ["Oars"]
    assert forecast(game, "Alice") == []
    game = figures(
        {"Alice": {"board": {"green": ["Paper", "Su Song"]}, "score": ["Oars"]}, "Bob": {}},
        supply={"3": ["Alchemy"]},
    )
    act(game, "draw")
    assert score_pile(game, "Alice") == ["Oars"]
    assert hand(game, "Alice") == ["Alchemy"]


def test_su_song_karma_not_for_another_players_draw():
    game = figures(
        {
            "Alice": {"board": {"green": ["Su Song"]}, "score": ["Oars"]},
            "Bob": {"board": {"red": ["Optics"]}, "score": ["Pottery"]},
        },
        supply={"3": ["Alchemy"]},
        turn="Bob",
    )
    act(game, "draw")
    assert hand(game, "Bob") == ["Alchemy"]
    assert forecast(game, "Alice") == forecast(game, "Bob") == []


# -- Avicenna ---------------------------------------------------------------------------------
# Inspire: Draw and tuck a {3}.
# Karma: You may issue an Expansion Decree with any two figures.
# Karma: If you are required to fade a figure, instead do nothing.


def test_avicenna_inspire_draws_and_tucks_a_3_then_draws():
    game = figures(
        {"Alice": {"board": {"yellow": ["Avicenna"]}}, "Bob": {}},
        supply={"3": ["Alchemy", "Translation"]},
    )
    act(game, "inspire yellow")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Alchemy"], "yellow": ["Avicenna"]},
        "hand": ["Translation"],
        "tucked": 1,
    }


def test_avicenna_karma_its_owner_does_not_fade():
    game = figures(
        {"Alice": {"board": {"yellow": ["Avicenna"], "green": ["Shen Kuo"]}}, "Bob": {}},
        supply={"3": ["Alchemy"]},
    )
    act(game, "draw")
    expect(game, "Alice", "action")  # no fade decision
    assert table(game)["Alice"]["board"] == {"green": ["Shen Kuo"], "yellow": ["Avicenna"]}


def test_avicenna_karma_covered_or_another_player_fades():
    game = figures(
        {
            "Alice": {
                "board": {
                    "yellow": ["Agriculture", "Avicenna"],
                    "green": ["Shen Kuo"],
                    "purple": ["Murasaki Shikibu"],
                }
            },
            "Bob": {},
        },
        supply={"3": ["Alchemy"]},
    )
    act(game, "draw")
    expect(game, "Alice", "choose_card", ["Murasaki Shikibu", "Shen Kuo"])
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Avicenna"]}},
            "Bob": {"board": {"green": ["Shen Kuo"], "purple": ["Murasaki Shikibu"]}},
        },
        supply={"3": ["Alchemy"]},
    )
    act(game, "draw")
    expect(game, "Bob", "choose_card", ["Murasaki Shikibu", "Shen Kuo"])


# -- Rhazes -----------------------------------------------------------------------------------
# Echo: Draw and foreshadow a {3}, {4}, or {5}.
# Karma: If you would draw a card, first tuck a card of the same value from your hand.


def test_rhazes_echo_draws_and_foreshadows_a_card_of_the_chosen_value():
    game = figures(
        {"Alice": {"board": {"yellow": ["Rhazes"]}}, "Bob": {}},
        supply={"4": ["Perspective"]},
    )
    act(game, "dogma Rhazes")
    expect(game, "Alice", "choose_value", [3, 4, 5])
    act(game, 4)
    assert table(game)["Alice"] == {"board": {"yellow": ["Rhazes"]}, "forecast": ["Perspective"]}


def test_rhazes_karma_before_a_draw_tucks_a_card_of_that_value_from_hand():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Rhazes"]}, "hand": ["Alchemy", "Paper", "Tools"]},
            "Bob": {},
        },
        supply={"3": ["Translation"]},
    )
    act(game, "draw")  # a 3: first tuck a 3
    expect(game, "Alice", "choose_card", ["Alchemy", "Paper"])
    act(game, "Paper")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Rhazes"], "green": ["Paper"]},
        "hand": ["Alchemy", "Tools", "Translation"],
        "tucked": 1,
    }


def test_rhazes_karma_during_his_echo():
    game = figures(
        {"Alice": {"board": {"yellow": ["Rhazes"]}, "hand": ["Coal"]}, "Bob": {}},
        supply={"5": ["Chemistry"]},
    )
    act(game, "dogma Rhazes", 5)
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Rhazes"], "red": ["Coal"]},
        "forecast": ["Chemistry"],
        "tucked": 1,
    }


def test_rhazes_karma_no_card_of_that_value_or_not_top_or_another_player():
    game = figures(
        {"Alice": {"board": {"yellow": ["Rhazes"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"3": ["Translation"]},
    )
    act(game, "draw")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Rhazes"]},
        "hand": ["Tools", "Translation"],
    }
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Machinery", "Rhazes"]}, "hand": ["Alchemy"]},
            "Bob": {},
        },
        supply={"3": ["Translation"]},
    )
    act(game, "draw")
    assert hand(game, "Alice") == ["Alchemy", "Translation"]
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Rhazes"]}, "hand": ["Alchemy"]},
            "Bob": {"board": {"blue": ["Translation"]}, "hand": ["Paper"]},
        },
        supply={"3": ["Optics"]},
        turn="Bob",
    )
    act(game, "draw")
    assert hand(game, "Bob") == ["Optics", "Paper"]
    assert hand(game, "Alice") == ["Alchemy"]


# -- Al-Kindi ---------------------------------------------------------------------------------
# Inspire: Score a card from your hand.
# Karma: If you would draw a card for sharing, first draw two cards of the same value.


def test_al_kindi_inspire_scores_a_card_from_hand_then_draws():
    game = figures(
        {"Alice": {"board": {"purple": ["Al-Kindi"]}, "hand": ["Tools", "Oars"]}, "Bob": {}},
        supply={"3": ["Alchemy"]},
    )
    act(game, "inspire purple")
    expect(game, "Alice", "choose_card", ["Oars", "Tools"])
    act(game, "Oars")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Al-Kindi"]},
        "hand": ["Alchemy", "Tools"],
        "score": ["Oars"],
        "scored": 1,
    }


def _sharing_game():
    return figures(
        {
            "Alice": {"board": {"purple": ["Al-Kindi"], "green": ["Sailing"]}},
            # 5 crowns to her 4: Bob shares Sailing.
            "Bob": {
                "board": {
                    "purple": ["Code of Laws"],
                    "green": ["Clothing"],
                    "yellow": ["Canal Building"],
                }
            },
        },
        supply={
            "base": {"1": ["Oars", "Pottery"], "3": ["Alchemy", "Translation"]},
            "figures": {"3": ["Saladin"]},
        },
    )


def test_al_kindi_karma_first_draws_two_cards_of_the_sharing_draws_value():
    game = _sharing_game()
    act(game, "dogma Sailing")
    assert board(game, "Bob", "red") == ["Oars"]
    assert board(game, "Alice", "blue") == ["Pottery"]
    # The free draw for sharing: a figure of her highest top card (3), after two 3s.
    assert hand(game, "Alice") == ["Alchemy", "Saladin", "Translation"]


def test_al_kindi_karma_not_for_a_draw_action():
    game = figures(
        {"Alice": {"board": {"purple": ["Al-Kindi"]}}, "Bob": {}},
        supply={"3": ["Alchemy", "Translation"]},
    )
    act(game, "draw")
    assert hand(game, "Alice") == ["Alchemy"]


def test_al_kindi_karma_covered_does_not_act():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Mysticism", "Al-Kindi"], "green": ["Sailing"]}},
            "Bob": {
                "board": {"purple": ["Code of Laws"], "green": ["Clothing"]},
            },
        },
        supply={"base": {"1": ["Oars", "Pottery"]}, "figures": {"1": ["Homer"]}},
    )
    act(game, "dogma Sailing")
    assert hand(game, "Alice") == ["Homer"]


# -- Murasaki Shikibu -------------------------------------------------------------------------
# Inspire: Draw a {3}.
# Karma: You may issue a Rivalry Decree with any two figures.
# Karma: If you would claim a standard achievement, instead achieve a card of equal value
# from your score pile. Then claim the achievement, if you are still eligible.


def test_murasaki_inspire_draws_a_3_then_a_card_of_her_value():
    game = figures(
        {"Alice": {"board": {"purple": ["Murasaki Shikibu"]}}, "Bob": {}},
        supply={"3": ["Alchemy", "Translation"]},
    )
    act(game, "inspire purple")
    assert hand(game, "Alice") == ["Alchemy", "Translation"]


def test_murasaki_karma_achieves_a_score_card_then_claims_if_still_eligible():
    game = figures(
        {
            "Alice": {
                "board": {"purple": ["Murasaki Shikibu"]},  # bonus 4
                "score": ["Calendar", "Mathematics", "Coal", "Chemistry", "Physics"],
            },
            "Bob": {},
        },
        achievements=["Construction"],
        supply={"figures": {"1": ["Homer"]}},
    )
    act(game, "achieve 2")
    expect(game, "Alice", "choose_card", ["Calendar", "Mathematics"])
    act(game, "Calendar")
    # Holding a 2 now, she needs 20: left 2 + 5 + 5 + 5 and the bonus 4 = 21, she is still
    # eligible: Construction is claimed.
    assert achievements(game, "Alice") == ["Calendar", "Construction"]
    assert available(game) == []
    assert hand(game, "Bob") == ["Homer"]  # the Achieve action's figure draw


def test_murasaki_karma_no_longer_eligible_claims_nothing():
    game = figures(
        {
            "Alice": {
                "board": {"purple": ["Murasaki Shikibu"]},
                "score": ["Calendar", "Coal", "Chemistry", "Physics"],  # 17 + bonus 4
            },
            "Bob": {},
        },
        achievements=["Construction"],
        supply={"figures": {"1": ["Homer"]}},
    )
    act(game, "achieve 2")  # Calendar, her only 2, is achieved
    # Holding a 2, she needs 20 for another: 15 + 4 = 19.
    assert achievements(game, "Alice") == ["Calendar"]
    assert available(game) == ["Construction"]
    # The achievement asked for is not claimed, but the Achieve action claimed a standard
    # achievement (Calendar): Bob draws a figure.
    assert hand(game, "Bob") == ["Homer"]


def test_murasaki_karma_without_a_card_of_that_value_still_claims():
    game = figures(
        {
            "Alice": {
                "board": {"purple": ["Murasaki Shikibu"]},
                "score": ["Alchemy", "Translation"],  # 6 + 4
            },
            "Bob": {},
        },
        achievements=["Construction"],
        supply={"figures": {"1": ["Homer"]}},
    )
    act(game, "achieve 2")
    assert achievements(game, "Alice") == ["Construction"]
    assert score_pile(game, "Alice") == ["Alchemy", "Translation"]


def test_murasaki_karma_covered_claims_as_usual():
    game = figures(
        {
            "Alice": {
                "board": {
                    "purple": {"cards": ["Education", "Murasaki Shikibu"], "splay": "up"}
                },  # Murasaki's bonus shows splayed up
                "score": ["Calendar", "Mathematics", "Alchemy"],
            },
            "Bob": {},
        },
        achievements=["Construction"],
        supply={"figures": {"3": ["Saladin"]}},
    )
    act(game, "achieve 2")
    assert achievements(game, "Alice") == ["Construction"]
    assert score_pile(game, "Alice") == ["Alchemy", "Calendar", "Mathematics"]


# -- Decree karmas ----------------------------------------------------------------------------

DECREE_KARMAS = [
    ("Sejong the Great", "blue", "Advancement"),
    ("Saladin", "red", "War"),
    ("Su Song", "green", "Trade"),
    ("Avicenna", "yellow", "Expansion"),
    ("Murasaki Shikibu", "purple", "Rivalry"),
]


@pytest.mark.parametrize("figure,color,decree", DECREE_KARMAS)
def test_decree_karma_issues_its_decree_with_any_two_figures(figure, color, decree):
    two = ["Homer", "Sinuhe"]  # two figures of one value, not of that colour
    game = figures({"Alice": {"board": {color: [figure]}, "hand": two}, "Bob": {}})
    options = [o for o in expect(game, "Alice", "action").options if o.startswith("decree")]
    assert options == [f"decree {decree}"]
    game = figures({"Alice": {"hand": [figure, *two]}, "Bob": {}})
    options = [o for o in expect(game, "Alice", "action").options if o.startswith("decree")]
    assert options == []  # in hand, the figure gives no karma (and values 1, 1, 3)


def test_a_decree_karma_issues_the_decree():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Avicenna"], "blue": ["Tools", "Writing"]},
                "hand": ["Homer", "Sinuhe"],
            },
            "Bob": {},
        },
    )
    act(game, "decree Expansion")
    assert achievements(game, "Alice") == ["Expansion"]
    assert splay(game, "Alice", "blue") == "up"
    assert hand(game, "Alice") == []
