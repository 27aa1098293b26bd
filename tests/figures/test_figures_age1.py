"""Figures in the Sand, age 1: every karma, echo and inspire effect of its 15 figures."""

import pytest
from helpers import (
    achievements,
    act,
    board,
    expect,
    figures,
    forecast,
    hand,
    icons,
    score_pile,
    splay,
    supply,
    table,
)


def _decrees(game, who="Alice"):
    d = expect(game, who, "action")
    return [o for o in d.options if o.startswith("decree")]


def _score(game, who):
    return game.view(who)["players"][game.names.index(who)]["score"]


# -- Daedalus -------------------------------------------------------------------------------
# Echo: Draw and foreshadow a {4}.
# Karma: Each card in your forecast adds one to the value of your highest top card for the
# purpose of claiming achievements. Each achievement adds its value to your score.


def test_daedalus_echo_draws_and_foreshadows_a_4():
    game = figures(
        {
            "Alice": {"board": {"blue": {"cards": ["Writing", "Daedalus"], "splay": "right"}}},
            "Bob": {},
        },
        supply={"4": ["Perspective"], "2": ["Calendar"]},
    )
    act(game, "dogma Writing")  # Daedalus's echo (shown by the splay), then Writing
    assert forecast(game, "Alice") == ["Perspective"]
    assert hand(game, "Alice") == ["Calendar"]


def test_daedalus_each_achievement_adds_its_value_to_your_score():
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Daedalus"]},
                "score": ["Oars"],
                "achievements": ["Calendar", "Compass", "Monument"],
            },
            "Bob": {"score": ["Tools"], "achievements": ["Mathematics"]},
        },
    )
    assert _score(game, "Alice") == 1 + 2 + 3  # Monument has no value
    assert _score(game, "Bob") == 1  # not his karma
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Writing", "Daedalus"]},  # covered: no karma
                "score": ["Oars"],
                "achievements": ["Calendar"],
            },
            "Bob": {},
        },
    )
    assert _score(game, "Alice") == 1


THREES = ["Paper", "Optics", "Education", "Engineering", "Feudalism"]  # 15 points


def test_daedalus_each_forecast_card_raises_the_top_value_for_achieving():
    alice = {"board": {"blue": ["Daedalus"]}, "score": THREES}
    game = figures(
        {"Alice": {**alice, "forecast": ["Calendar", "Mathematics"]}, "Bob": {}},
        achievements=["Medicine"],
    )
    assert "achieve 3" in expect(game, "Alice", "action").options  # top 1, +2 forecast
    game = figures(
        {"Alice": {**alice, "forecast": ["Calendar"]}, "Bob": {}}, achievements=["Medicine"]
    )
    assert "achieve 3" not in expect(game, "Alice", "action").options  # 1 + 1 < 3


# -- Huang Di -------------------------------------------------------------------------------
# Echo: Draw a {2}.
# Karma: You may issue an Advancement Decree with any two figures.
# Karma: Each {lightbulb} on your board provides one additional {leaf}.


def test_huang_di_echo_draws_a_2():
    game = figures(
        {"Alice": {"board": {"blue": ["Huang Di"]}}, "Bob": {}}, supply={"2": ["Calendar"]}
    )
    act(game, "dogma Huang Di")
    assert hand(game, "Alice") == ["Calendar"]


def test_huang_di_issues_advancement_with_two_figures():
    game = figures(
        {"Alice": {"board": {"blue": ["Huang Di"]}, "hand": ["Sun Tzu", "Homer"]}, "Bob": {}},
        supply={"3": ["Compass"]},
    )
    assert _decrees(game) == ["decree Advancement"]
    act(game, "decree Advancement")  # highest top card 1: a 3
    assert hand(game, "Alice") == ["Compass"]
    assert achievements(game, "Alice") == ["Advancement"]


def test_huang_di_covered_issues_no_decree():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Writing", "Huang Di"]}, "hand": ["Sun Tzu", "Homer"]},
            "Bob": {},
        },
    )
    assert _decrees(game) == []


def test_huang_di_each_lightbulb_adds_a_leaf():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Huang Di"], "purple": ["Philosophy"]}},
            "Bob": {"board": {"blue": ["Tools"], "purple": ["Education"]}},
        },
    )
    assert icons(game, "Alice")["leaf"] == 5  # 2 + 3 lightbulbs
    assert icons(game, "Alice")["lightbulb"] == 5
    assert icons(game, "Bob")["leaf"] == 0  # only its owner's board


def test_huang_di_leaves_let_alice_share_a_leaf_dogma():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Huang Di"]}},  # 2 lightbulbs: 2 leaves
            "Bob": {"board": {"green": ["Clothing"]}},  # 2 leaves
        },
        turn="Bob",
        supply={"base": {"1": ["Oars", "Tools"]}, "figures": {"1": ["Homer"]}},
    )
    act(game, "dogma Clothing")  # Alice shares: blue is a colour Bob lacks
    assert score_pile(game, "Alice") == ["Oars"]
    assert score_pile(game, "Bob") == ["Tools"]
    assert hand(game, "Bob") == ["Homer"]  # the free draw for sharing


def test_huang_di_covered_adds_no_leaf():
    game = figures({"Alice": {"board": {"blue": ["Writing", "Huang Di"]}}, "Bob": {}})
    assert icons(game, "Alice")["leaf"] == 0


# -- Imhotep --------------------------------------------------------------------------------
# Echo: Draw and meld a {2}.
# Karma: If you would meld a card over an unsplayed color with more than one card, instead
# splay that color left and return the card.


def test_imhotep_echo_draws_and_melds_a_2():
    game = figures(
        {"Alice": {"board": {"blue": ["Imhotep"]}}, "Bob": {}}, supply={"2": ["Construction"]}
    )
    act(game, "dogma Imhotep")
    assert board(game, "Alice", "red") == ["Construction"]


def test_imhotep_a_meld_over_an_unsplayed_stack_splays_it_left_and_returns_the_card():
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Imhotep"], "red": ["Archery", "Oars"]},
                "hand": ["Construction"],
            },
            "Bob": {},
        },
    )
    act(game, "meld Construction")
    assert table(game)["Alice"]["board"] == {
        "blue": ["Imhotep"],
        "red": (["Archery", "Oars"], "left"),
    }
    assert supply(game, 2)[-1] == "Construction"


def test_imhotep_a_meld_over_a_splayed_or_single_card_stack_is_a_meld():
    game = figures(
        {
            "Alice": {
                "board": {
                    "blue": ["Imhotep"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                    "green": ["Sailing"],
                },
                "hand": ["Construction", "Mapmaking"],
            },
            "Bob": {},
        },
    )
    act(game, "meld Construction", "meld Mapmaking")
    assert board(game, "Alice", "red") == ["Construction", "Archery", "Oars"]
    assert board(game, "Alice", "green") == ["Mapmaking", "Sailing"]


def test_imhotep_does_not_change_an_opponents_meld():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Imhotep"]}},
            "Bob": {"board": {"red": ["Archery", "Oars"]}, "hand": ["Construction"]},
        },
        turn="Bob",
    )
    act(game, "meld Construction")
    assert board(game, "Bob", "red") == ["Construction", "Archery", "Oars"]


# -- Gilgamesh ------------------------------------------------------------------------------
# Inspire: Score a card from your hand.
# Karma: Each bonus on your board provides one additional {castle} for every top card on
# your board.


def test_gilgamesh_inspire_scores_a_card_from_hand_then_draws():
    game = figures(
        {"Alice": {"board": {"red": ["Gilgamesh"]}, "hand": ["Writing", "Tools"]}, "Bob": {}},
        supply={"1": ["Oars"]},
    )
    act(game, "inspire red")
    expect(game, "Alice", "choose_card", ["Writing", "Tools"])
    act(game, "Tools")
    assert score_pile(game, "Alice") == ["Tools"]
    assert hand(game, "Alice") == ["Oars", "Writing"]  # then a card of its top red card's value


def test_gilgamesh_each_bonus_adds_a_castle_per_top_card():
    game = figures(
        {
            "Alice": {"board": {"red": ["Gilgamesh"], "blue": ["Writing"], "green": ["Sailing"]}},
            "Bob": {},
        },
    )
    # One bonus (Gilgamesh's 1), three top cards: 1 printed castle + 3.
    assert icons(game, "Alice")["castle"] == 4


def test_gilgamesh_covered_adds_no_castle():
    game = figures(
        {
            "Alice": {
                "board": {
                    "red": {"cards": ["Oars", "Gilgamesh"], "splay": "up"},
                    "blue": ["Writing"],
                }
            },
            "Bob": {},
        },
    )
    # Oars: 2 castles; Gilgamesh splayed up shows its bonus and its castle.
    assert icons(game, "Alice")["castle"] == 3


# -- Hammurabi ------------------------------------------------------------------------------
# Inspire: Meld a card from your hand.
# Karma: If a player would successfully demand something of you, first successfully demand
# that same thing of that player.


def test_hammurabi_inspire_melds_a_card_from_hand():
    game = figures(
        {"Alice": {"board": {"red": ["Hammurabi"]}, "hand": ["Writing"]}, "Bob": {}},
        supply={"1": ["Oars"]},
    )
    act(game, "inspire red")
    assert board(game, "Alice", "blue") == ["Writing"]
    assert hand(game, "Alice") == ["Oars"]


def test_hammurabi_turns_a_demand_back_on_the_demanding_player_first():
    game = figures(
        {
            "Alice": {"board": {"red": ["Hammurabi"]}, "hand": ["Tools"]},
            "Bob": {"board": {"red": ["Archery"]}, "hand": ["Calendar"]},
        },
        turn="Bob",
        supply={"1": ["Pottery", "Sailing"]},
    )
    act(game, "dogma Archery")
    # First Bob draws a 1 (Pottery) and transfers his highest card (Calendar) to Alice;
    # then Alice draws a 1 (Sailing) and transfers her highest card (a 2 now) to Bob.
    assert hand(game, "Bob") == ["Calendar", "Pottery"]
    assert hand(game, "Alice") == ["Sailing", "Tools"]


def test_hammurabi_covered_does_not_answer_a_demand():
    game = figures(
        {
            "Alice": {"board": {"red": ["Oars", "Hammurabi"]}, "hand": ["Calendar"]},
            "Bob": {"board": {"red": ["Archery", "Metalworking"], "blue": ["Tools"]}},
        },
        turn="Bob",
        supply={"1": ["Pottery"]},
    )
    act(game, "dogma Archery")  # Bob 2 + 1 castles... Alice 2: she is demanded
    assert hand(game, "Bob") == ["Calendar"]
    assert hand(game, "Alice") == ["Pottery"]


def test_hammurabi_not_when_alice_demands():
    game = figures(
        {
            "Alice": {"board": {"red": ["Hammurabi"], "purple": ["Monotheism"]}},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        supply={"1": ["Tools", "Pottery"]},
    )
    act(game, "dogma Monotheism")  # Alice's own demand: only Bob executes it
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Hammurabi"], "purple": ["Monotheism"], "blue": ["Pottery"]},
            "score": ["Writing"],
            "tucked": 1,
        },
        "Bob": {"board": {"blue": ["Tools"]}, "tucked": 1},
    }


# -- Tigernmas ------------------------------------------------------------------------------
# Inspire: Draw a {1}.
# Karma: You may issue a War Decree with any two figures.
# Karma: Each card in your hand provides one additional point toward your score.


def test_tigernmas_inspire_draws_a_1_then_the_inspire_draw():
    game = figures(
        {"Alice": {"board": {"red": ["Tigernmas"]}}, "Bob": {}}, supply={"1": ["Oars", "Tools"]}
    )
    act(game, "inspire red")
    assert hand(game, "Alice") == ["Oars", "Tools"]


def test_tigernmas_issues_war_with_two_figures():
    game = figures(
        {
            "Alice": {"board": {"red": ["Tigernmas"]}, "hand": ["Homer", "Fu Xi"]},
            "Bob": {"board": {"blue": ["Writing"], "green": ["Mapmaking"]}},
        },
    )
    assert _decrees(game) == ["decree War"]
    act(game, "decree War", 1)
    assert table(game)["Bob"] == {"board": {"green": ["Mapmaking"]}}


def test_tigernmas_each_card_in_hand_is_a_point():
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Tigernmas"]},
                "score": ["Oars", "Tools", "Writing"],
                "hand": ["Sailing", "Pottery"],
            },
            "Bob": {"score": ["Archery"], "hand": ["Calendar"]},
        },
        achievements=["Agriculture"],
    )
    assert _score(game, "Alice") == 5
    assert _score(game, "Bob") == 1  # not his
    act(game, "achieve 1")  # eligible: 5 points
    assert achievements(game, "Alice") == ["Agriculture"]


def test_tigernmas_covered_adds_no_points():
    game = figures(
        {"Alice": {"board": {"red": ["Oars", "Tigernmas"]}, "hand": ["Sailing"]}, "Bob": {}},
    )
    assert _score(game, "Alice") == 0


# -- Fu Xi ----------------------------------------------------------------------------------
# Echo: Draw and score a {2}.
# Karma: You may issue a Trade Decree with any two figures.
# Karma: Each card in your score pile and forecast provides one additional {lightbulb}.


def test_fu_xi_echo_draws_and_scores_a_2():
    game = figures(
        {"Alice": {"board": {"green": ["Fu Xi"]}}, "Bob": {}}, supply={"2": ["Calendar"]}
    )
    act(game, "dogma Fu Xi")
    assert score_pile(game, "Alice") == ["Calendar"]


def test_fu_xi_issues_trade_with_two_figures():
    game = figures(
        {"Alice": {"board": {"green": ["Fu Xi"]}, "hand": ["Homer", "Sun Tzu"]}, "Bob": {}},
        supply={"2": ["Calendar", "Mathematics", "Fermenting"]},
    )
    assert _decrees(game) == ["decree Trade"]
    act(game, "decree Trade")
    assert forecast(game, "Alice") == ["Calendar", "Fermenting", "Mathematics"]


def test_fu_xi_each_score_and_forecast_card_is_a_lightbulb():
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Fu Xi"]},
                "score": ["Oars", "Tools"],
                "forecast": ["Writing"],
            },
            "Bob": {"score": ["Sailing"]},
        },
    )
    assert icons(game, "Alice")["lightbulb"] == 3
    assert icons(game, "Bob")["lightbulb"] == 0


def test_fu_xi_covered_adds_no_lightbulb_and_issues_no_decree():
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Sailing", "Fu Xi"]},
                "score": ["Oars"],
                "hand": ["Homer", "Sun Tzu"],
            },
            "Bob": {},
        },
    )
    assert icons(game, "Alice")["lightbulb"] == 0
    assert _decrees(game) == []


# -- Hatshepsut -----------------------------------------------------------------------------
# Inspire: Draw a {1}.
# Karma: If you would draw a card of value higher than 1 and you have a {1} in your hand,
# first return all cards from your hand and draw two cards of that value.


def test_hatshepsut_inspire_draws_a_1_and_a_1_is_not_higher_than_1():
    game = figures(
        {"Alice": {"board": {"green": ["Hatshepsut"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"1": ["Tools", "Writing"]},
    )
    act(game, "inspire green")
    assert hand(game, "Alice") == ["Oars", "Tools", "Writing"]


def test_hatshepsut_a_draw_above_1_with_a_1_in_hand_first_returns_the_hand_and_draws_two():
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Hatshepsut"], "blue": ["Calendar"]},
                "hand": ["Oars", "Mapmaking"],
            },
            "Bob": {},
        },
        supply={"2": ["Construction", "Fermenting", "Currency"]},
    )
    act(game, "draw")  # a 2: first the hand is returned and two 2s drawn, then the 2
    assert hand(game, "Alice") == ["Construction", "Currency", "Fermenting"]
    assert supply(game, 1)[-1] == "Oars"
    assert supply(game, 2)[-1] == "Mapmaking"


def test_hatshepsut_without_a_1_in_hand_draws_normally():
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Hatshepsut"], "blue": ["Calendar"]},
                "hand": ["Mapmaking"],
            },
            "Bob": {},
        },
        supply={"2": ["Construction"]},
    )
    act(game, "draw")
    assert hand(game, "Alice") == ["Construction", "Mapmaking"]


def test_hatshepsut_does_not_act_on_an_opponents_draw():
    game = figures(
        {
            "Alice": {"board": {"green": ["Hatshepsut"]}},
            "Bob": {"board": {"blue": ["Calendar"]}, "hand": ["Oars"]},
        },
        turn="Bob",
        supply={"2": ["Construction"]},
    )
    act(game, "draw")
    assert hand(game, "Bob") == ["Construction", "Oars"]


# -- Sargon of Akkad ------------------------------------------------------------------------
# Inspire: Draw and meld a {1}.
# Karma: If you would meld a card, and your current top card of that color is of equal
# value, instead tuck it.


def test_sargon_inspire_draws_and_melds_a_1():
    game = figures(
        {"Alice": {"board": {"green": ["Sargon of Akkad"]}}, "Bob": {}},
        supply={"1": ["Oars", "Tools"]},
    )
    act(game, "inspire green")
    assert board(game, "Alice", "red") == ["Oars"]
    assert hand(game, "Alice") == ["Tools"]


def test_sargon_a_meld_over_a_top_card_of_equal_value_is_a_tuck():
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Sargon of Akkad"], "red": ["Oars"]},
                "hand": ["Archery"],
            },
            "Bob": {},
        },
    )
    act(game, "meld Archery")
    assert board(game, "Alice", "red") == ["Oars", "Archery"]
    assert table(game)["Alice"]["tucked"] == 1


def test_sargon_a_meld_over_a_different_value_is_a_meld():
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Sargon of Akkad"], "red": ["Oars"]},
                "hand": ["Construction"],
            },
            "Bob": {},
        },
    )
    act(game, "meld Construction")
    assert board(game, "Alice", "red") == ["Construction", "Oars"]


def test_sargon_does_not_act_on_an_opponents_meld():
    game = figures(
        {
            "Alice": {"board": {"green": ["Sargon of Akkad"]}},
            "Bob": {"board": {"red": ["Archery"]}, "hand": ["Metalworking"]},
        },
        turn="Bob",
    )
    act(game, "meld Metalworking")
    assert board(game, "Bob", "red") == ["Metalworking", "Archery"]


# -- Shennong -------------------------------------------------------------------------------
# Inspire: Draw and foreshadow a {2}.
# Karma: If you would foreshadow a card of the same value as a card in your forecast, first
# score each card of that value in your forecast.


def test_shennong_inspire_draws_and_foreshadows_a_2():
    game = figures(
        {"Alice": {"board": {"yellow": ["Shennong"]}, "forecast": ["Oars"]}, "Bob": {}},
        supply={"2": ["Calendar"], "1": ["Tools"]},
    )
    act(game, "inspire yellow")
    assert forecast(game, "Alice") == ["Calendar", "Oars"]  # (a 1 in the forecast: no score)
    assert score_pile(game, "Alice") == []
    assert hand(game, "Alice") == ["Tools"]


def test_shennong_foreshadowing_a_value_in_the_forecast_first_scores_that_value():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Shennong"]},
                "forecast": ["Mapmaking", "Fermenting", "Oars"],
            },
            "Bob": {},
        },
        supply={"2": ["Calendar"], "1": ["Tools"]},
    )
    act(game, "inspire yellow")
    assert forecast(game, "Alice") == ["Calendar", "Oars"]
    assert score_pile(game, "Alice") == ["Fermenting", "Mapmaking"]


def test_shennong_covered_scores_nothing():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": {"cards": ["Masonry", "Shennong"], "splay": "up"}},
                "forecast": ["Mapmaking"],
            },
            "Bob": {},
        },
        supply={"2": ["Calendar"], "1": ["Tools"]},
    )
    act(game, "inspire yellow")  # Shennong's inspire shows by the splay
    assert forecast(game, "Alice") == ["Calendar", "Mapmaking"]
    assert score_pile(game, "Alice") == []


# -- Sneferu --------------------------------------------------------------------------------
# Inspire: Draw and tuck a {2}. If it has a {castle}, repeat this effect.
# Karma: You may issue an Expansion Decree with any two figures.
# Karma: Each {castle} on your board provides one additional {crown}.


def test_sneferu_inspire_tucks_2s_while_they_have_a_castle():
    game = figures(
        {"Alice": {"board": {"yellow": ["Sneferu"]}}, "Bob": {}},
        supply={"2": ["Construction", "Monotheism", "Calendar", "Mathematics"], "1": ["Oars"]},
    )
    act(game, "inspire yellow")
    t = table(game)["Alice"]
    assert t["board"] == {
        "yellow": ["Sneferu"],
        "red": ["Construction"],
        "purple": ["Monotheism"],
        "blue": ["Calendar"],
    }
    assert t["hand"] == ["Oars"]
    assert supply(game, 2)[0] == "Mathematics"


def test_sneferu_issues_expansion_with_two_figures():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Sneferu"], "red": ["Oars", "Archery"]},
                "hand": ["Homer", "Fu Xi"],
            },
            "Bob": {},
        },
    )
    assert _decrees(game) == ["decree Expansion"]
    act(game, "decree Expansion")
    assert splay(game, "Alice", "red") == "up"


def test_sneferu_each_castle_adds_a_crown():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Sneferu"], "red": ["Oars"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
    )
    assert icons(game, "Alice")["crown"] == 1 + 4  # Oars's crown, 2 + 2 castles
    assert icons(game, "Bob")["crown"] == 0


def test_sneferu_covered_adds_no_crown():
    game = figures({"Alice": {"board": {"yellow": ["Masonry", "Sneferu"]}}, "Bob": {}})
    assert icons(game, "Alice")["crown"] == 0


# -- Sunshu Ao ------------------------------------------------------------------------------
# Inspire: Tuck a card from your hand.
# Karma: If you would tuck a yellow card, instead execute all non-demand Dogma effects on it
# for yourself only, then return it to your hand.


def test_sunshu_ao_inspire_tucks_a_card_from_hand():
    game = figures(
        {"Alice": {"board": {"yellow": ["Sunshu Ao"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"1": ["Tools"]},
    )
    act(game, "inspire yellow")
    assert board(game, "Alice", "red") == ["Oars"]
    assert hand(game, "Alice") == ["Tools"]


def test_sunshu_ao_tucking_a_yellow_card_executes_it_instead_and_keeps_it():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Sunshu Ao"], "blue": ["Pottery"], "green": ["Clothing"]},
                "hand": ["Fermenting"],
            },
            "Bob": {"board": {"blue": ["Calendar"]}},
        },
        supply={"2": ["Mathematics", "Construction"], "1": ["Tools"]},
    )
    act(game, "inspire yellow")
    # Fermenting: a 2 for each colour with a leaf (blue, green); it stays in the hand.
    t = table(game)["Alice"]
    assert t["hand"] == ["Construction", "Fermenting", "Mathematics", "Tools"]
    assert t["board"] == {"yellow": ["Sunshu Ao"], "blue": ["Pottery"], "green": ["Clothing"]}
    assert table(game)["Bob"] == {"board": {"blue": ["Calendar"]}}  # not shared


def test_sunshu_ao_does_not_act_on_an_opponents_tuck():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Sunshu Ao"]}},
            "Bob": {
                "board": {"purple": ["Code of Laws"], "yellow": ["Agriculture"]},
                "hand": ["Masonry"],
            },
        },
        turn="Bob",
    )
    act(game, "dogma Code of Laws", "Masonry", "no")  # Alice has no crown: no sharing
    assert board(game, "Bob", "yellow") == ["Agriculture", "Masonry"]


# -- Homer ----------------------------------------------------------------------------------
# Inspire: Draw and tuck a {2}.
# Karma: If you would remove or return a figure from your hand, instead tuck it.


def test_homer_inspire_draws_and_tucks_a_2():
    game = figures(
        {"Alice": {"board": {"purple": ["Homer"]}}, "Bob": {}},
        supply={"2": ["Philosophy"], "1": ["Tools"]},
    )
    act(game, "inspire purple")
    assert board(game, "Alice", "purple") == ["Homer", "Philosophy"]
    assert hand(game, "Alice") == ["Tools"]


def test_homer_figures_removed_by_a_decree_are_tucked_instead():
    game = figures(
        {
            "Alice": {
                "board": {"purple": ["Homer"], "red": ["Archery"], "blue": ["Tools"]},
                "hand": ["Hammurabi", "Sun Tzu", "Alhazen", "Writing"],  # figures 1, 2, 3
            },
            "Bob": {},
        },
        supply={"3": ["Compass"]},
    )
    act(game, "decree Advancement")
    assert game.to_position()["removed"] == ["Writing"]  # not a figure
    assert table(game)["Alice"] == {
        "board": {
            "purple": ["Homer"],
            "red": ["Archery", "Hammurabi", "Sun Tzu"],
            "blue": ["Tools", "Alhazen"],
        },
        "hand": ["Compass"],
        "achievements": ["Advancement"],
        "tucked": 3,
    }


def test_homer_covered_lets_the_decree_remove_figures():
    game = figures(
        {
            "Alice": {
                "board": {"purple": ["Mysticism", "Homer"], "red": ["Archery"], "blue": ["Tools"]},
                "hand": ["Hammurabi", "Sun Tzu", "Alhazen"],
            },
            "Bob": {},
        },
        supply={"3": ["Compass"]},
    )
    act(game, "decree Advancement")
    assert sorted(game.to_position()["removed"]) == ["Alhazen", "Hammurabi", "Sun Tzu"]


def test_homer_a_returned_non_figure_is_returned():
    game = figures(
        {
            "Alice": {
                "board": {"purple": ["Homer"], "blue": ["Pottery"], "red": ["Oars"]},
                "hand": ["Archery", "Sun Tzu"],
            },
            "Bob": {},
        },
        supply={"1": ["Tools"]},
    )
    act(game, "dogma Pottery")
    expect(game, "Alice", "choose_cards")
    act(game, ["Archery", "Sun Tzu"])
    # Archery is returned; Sun Tzu (a figure) is tucked instead.
    assert supply(game, 1)[-1] == "Archery"
    assert board(game, "Alice", "red") == ["Oars", "Sun Tzu"]


# -- Ptahhotep ------------------------------------------------------------------------------
# Inspire: Score a top card from your board.
# Karma: If a player would successfully demand something of you, first transfer the highest
# card from that player's score pile to your score pile.


def test_ptahhotep_inspire_scores_a_top_card():
    game = figures(
        {"Alice": {"board": {"purple": ["Ptahhotep"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"1": ["Tools"]},
    )
    act(game, "inspire purple")
    expect(game, "Alice", "choose_card", ["Ptahhotep", "Writing"])
    act(game, "Writing")
    assert score_pile(game, "Alice") == ["Writing"]
    assert hand(game, "Alice") == ["Tools"]


def test_ptahhotep_a_demand_first_takes_the_demanders_highest_score_card():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Ptahhotep"]}},
            "Bob": {
                "board": {"red": ["Archery"], "blue": ["Alchemy"]},
                "score": ["Oars", "Construction"],
            },
        },
        turn="Bob",
        supply={"1": ["Tools"]},
    )
    act(game, "dogma Archery")
    assert score_pile(game, "Alice") == ["Construction"]
    assert score_pile(game, "Bob") == ["Oars"]
    assert hand(game, "Bob") == ["Tools"]  # then the demand


def test_ptahhotep_not_when_alice_demands():
    game = figures(
        {
            "Alice": {
                "board": {"purple": ["Ptahhotep"], "red": ["Archery"]},
                "score": ["Construction"],
            },
            "Bob": {"score": ["Oars"]},
        },
        supply={"1": ["Tools"]},
    )
    act(game, "dogma Archery")
    assert score_pile(game, "Alice") == ["Construction"]
    assert score_pile(game, "Bob") == ["Oars"]


def test_ptahhotep_covered_takes_nothing():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Code of Laws", "Ptahhotep"]}},
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Construction"]},
        },
        turn="Bob",
        supply={"1": ["Tools"]},
    )
    act(game, "dogma Archery")
    assert score_pile(game, "Bob") == ["Construction"]
    assert hand(game, "Bob") == ["Tools"]


# -- Sinuhe ---------------------------------------------------------------------------------
# Echo: Draw and foreshadow a {2} or {3}.
# Karma: You may issue a Rivalry Decree with any two figures.
# Karma: Each {castle} on your board provides one additional point towards your score.


def test_sinuhe_echo_draws_and_foreshadows_a_2_or_a_3():
    game = figures(
        {"Alice": {"board": {"purple": ["Sinuhe"]}}, "Bob": {}},
        supply={"2": ["Calendar"], "3": ["Compass"]},
    )
    act(game, "dogma Sinuhe")
    expect(game, "Alice", "choose_value", [2, 3])
    act(game, 3)
    assert forecast(game, "Alice") == ["Compass"]


def test_sinuhe_issues_rivalry_with_two_figures():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Sinuhe"]}, "hand": ["Homer", "Sun Tzu"]},
            "Bob": {"score": ["Oars"]},
        },
    )
    assert _decrees(game) == ["decree Rivalry"]
    act(game, "decree Rivalry")
    assert score_pile(game, "Bob") == []


def test_sinuhe_each_castle_is_a_point():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Sinuhe"], "red": ["Oars"]}, "score": ["Tools"]},
            "Bob": {"board": {"red": ["Archery"]}},
        },
    )
    assert _score(game, "Alice") == 1 + 2
    assert _score(game, "Bob") == 0


def test_sinuhe_covered_adds_no_points():
    game = figures({"Alice": {"board": {"purple": ["Mysticism", "Sinuhe"]}}, "Bob": {}})
    assert _score(game, "Alice") == 0


# -- decree karmas act only while their figure is a top card ---------------------------------


@pytest.mark.parametrize(
    "figure,color,cover",
    [
        ("Tigernmas", "red", "Oars"),
        ("Sneferu", "yellow", "Masonry"),
        ("Sinuhe", "purple", "Mysticism"),
    ],
)
def test_a_covered_figure_issues_no_decree(figure, color, cover):
    game = figures(
        {"Alice": {"board": {color: [cover, figure]}, "hand": ["Homer", "Fu Xi"]}, "Bob": {}},
    )
    assert _decrees(game) == []
