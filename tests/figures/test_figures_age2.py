"""Figures in the Sand, age 2: every karma, echo and inspire effect of its 10 figures."""

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
    table,
    texts,
)


def _decrees(game, who="Alice"):
    d = expect(game, who, "action")
    return [o for o in d.options if o.startswith("decree")]


def _view(game, who):
    return game.view(who)["players"][game.names.index(who)]


# -- Archimedes -----------------------------------------------------------------------------
# Echo: Draw a {2}.
# Karma: You may issue an Advancement Decree with any two figures.
# Karma: If you would take a Dogma action, first increase every {age} value in each echo and
# dogma effect by one.


def test_archimedes_echo_draws_a_2():
    game = figures(
        {
            "Alice": {"board": {"blue": {"cards": ["Writing", "Archimedes"], "splay": "up"}}},
            "Bob": {},
        },
        supply={"2": ["Calendar", "Mathematics"]},
    )
    act(game, "dogma Writing")  # Archimedes's echo (shown by the splay), then Writing's 2
    assert hand(game, "Alice") == ["Calendar", "Mathematics"]


def test_archimedes_issues_advancement_with_two_figures():
    game = figures(
        {"Alice": {"board": {"blue": ["Archimedes"]}, "hand": ["Homer", "Fu Xi"]}, "Bob": {}},
        supply={"4": ["Perspective"]},
    )
    assert _decrees(game) == ["decree Advancement"]
    act(game, "decree Advancement")
    assert hand(game, "Alice") == ["Perspective"]


def test_archimedes_adds_one_to_every_value_of_your_dogma_action():
    game = figures(
        {"Alice": {"board": {"blue": ["Archimedes"], "green": ["Sailing"]}}, "Bob": {}},
        supply={"1": ["Oars"], "2": ["Construction"]},
    )
    act(game, "dogma Sailing")  # draw and meld a 2
    assert board(game, "Alice", "red") == ["Construction"]


def test_archimedes_own_echo_draws_a_3():
    game = figures(
        {"Alice": {"board": {"blue": ["Archimedes"]}}, "Bob": {}},
        supply={"2": ["Calendar"], "3": ["Compass"]},
    )
    act(game, "dogma Archimedes")
    assert hand(game, "Alice") == ["Compass"]


def test_archimedes_does_not_change_an_opponents_dogma_action():
    game = figures(
        {"Alice": {"board": {"blue": ["Archimedes"]}}, "Bob": {"board": {"green": ["Sailing"]}}},
        turn="Bob",
        supply={"1": ["Oars"], "2": ["Construction"]},
    )
    act(game, "dogma Sailing")
    assert board(game, "Bob", "red") == ["Oars"]


# -- Zhang Heng -----------------------------------------------------------------------------
# Echo: Draw and tuck a {3}. Score all cards above it.
# Karma: Each card in your score pile counts as a bonus of its value on your board.


def test_zhang_heng_echo_tucks_a_3_and_scores_the_cards_above_it():
    game = figures(
        {"Alice": {"board": {"blue": ["Zhang Heng"], "red": ["Oars", "Archery"]}}, "Bob": {}},
        supply={"3": ["Optics"]},
    )
    act(game, "dogma Zhang Heng")
    t = table(game)["Alice"]
    assert t["board"] == {"blue": ["Zhang Heng"], "red": ["Optics"]}
    assert t["score"] == ["Archery", "Oars"]


def test_zhang_heng_each_score_card_is_a_bonus():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Zhang Heng"]}, "score": ["Construction", "Oars"]},
            "Bob": {"score": ["Tools"]},
        },
    )
    assert sorted(_view(game, "Alice")["bonuses"]) == [1, 2, 2]
    assert _view(game, "Alice")["score"] == 3 + (2 + 1 + 1)
    assert _view(game, "Bob")["score"] == 1


def test_zhang_heng_covered_adds_no_bonus():
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Writing", "Zhang Heng"]},
                "score": ["Construction", "Oars"],
            },
            "Bob": {},
        },
    )
    assert _view(game, "Alice")["score"] == 3


# -- Alexander the Great --------------------------------------------------------------------
# Inspire: Score a card from your hand.
# Karma: When you meld this card, score all opponents' top figures of value 1 or 2.
# Karma: If you would take a Dogma action, instead of using the featured icon use each
# player's current score.


def test_alexander_inspire_scores_a_card_from_hand():
    game = figures(
        {"Alice": {"board": {"red": ["Alexander the Great"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"2": ["Calendar"]},
    )
    act(game, "inspire red")
    assert score_pile(game, "Alice") == ["Oars"]
    assert hand(game, "Alice") == ["Calendar"]


def test_alexander_melded_scores_opponents_top_figures_of_value_1_or_2():
    game = figures(
        {
            "Alice": {"hand": ["Alexander the Great"]},
            "Bob": {"board": {"purple": ["Confucius"], "blue": ["Writing"]}},
            "Carol": {"board": {"yellow": ["Sneferu"]}},
        },
    )
    act(game, "meld Alexander the Great")
    assert score_pile(game, "Alice") == ["Confucius", "Sneferu"]
    assert table(game)["Bob"]["board"] == {"blue": ["Writing"]}


def test_alexander_melded_by_an_effect_scores_at_once():
    game = figures(
        {
            "Alice": {"board": {"red": ["Hammurabi"]}, "hand": ["Alexander the Great"]},
            "Bob": {"board": {"purple": ["Homer"]}},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "inspire red")  # Hammurabi's inspire melds Alexander: Homer is scored
    assert score_pile(game, "Alice") == ["Homer"]
    assert board(game, "Alice", "red") == ["Alexander the Great", "Hammurabi"]
    assert hand(game, "Alice") == ["Calendar"]


def test_alexander_already_on_the_board_scores_nothing_when_another_card_is_melded():
    game = figures(
        {
            "Alice": {"board": {"red": ["Alexander the Great"]}, "hand": ["Writing"]},
            "Bob": {"board": {"purple": ["Confucius"]}},
        },
    )
    act(game, "meld Writing")
    assert score_pile(game, "Alice") == []
    assert board(game, "Bob", "purple") == ["Confucius"]


def test_alexander_dogma_actions_use_scores_instead_of_the_featured_icon():
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Alexander the Great"], "green": ["Sailing"]},
                "score": ["Oars"],
            },
            "Bob": {"board": {"blue": ["Pottery"]}, "score": ["Construction", "Calendar"]},
        },
        supply={"base": {"1": ["Tools", "Writing"]}, "figures": {"2": ["Ptolemy"]}},
    )
    # Alice's score: 1 + Alexander's bonus 2 = 3; Bob's: 4 (no crown): Bob shares.
    act(game, "dogma Sailing")
    assert board(game, "Bob", "blue") == ["Tools", "Pottery"]
    assert board(game, "Alice", "blue") == ["Writing"]
    assert hand(game, "Alice") == ["Ptolemy"]  # the free draw for sharing


def test_alexander_with_a_lower_score_nobody_shares():
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Alexander the Great"], "green": ["Sailing"]},
                "score": ["Oars"],
            },
            "Bob": {"board": {"green": ["Mapmaking"]}},  # two crowns, score 0
        },
        supply={"1": ["Tools", "Writing"]},
    )
    act(game, "dogma Sailing")
    assert board(game, "Alice", "blue") == ["Tools"]
    assert table(game)["Bob"] == {"board": {"green": ["Mapmaking"]}}


# -- Sun Tzu --------------------------------------------------------------------------------
# Inspire: Draw a {2}.
# Karma: You may issue a War Decree with any two figures.
# Karma: If you would draw for a share bonus, first meld any number of cards from your hand
# matching the Dogma action's featured icon.


def test_sun_tzu_inspire_draws_a_2():
    game = figures(
        {"Alice": {"board": {"red": ["Sun Tzu"]}}, "Bob": {}},
        supply={"2": ["Calendar", "Mathematics"]},
    )
    act(game, "inspire red")
    assert hand(game, "Alice") == ["Calendar", "Mathematics"]


def test_sun_tzu_issues_war_with_two_figures():
    game = figures(
        {
            "Alice": {"board": {"red": ["Sun Tzu"]}, "hand": ["Homer", "Fu Xi"]},
            "Bob": {"board": {"blue": ["Writing"], "green": ["Mapmaking"]}},
        },
    )
    assert _decrees(game) == ["decree War"]
    act(game, "decree War", 2)
    assert table(game)["Bob"] == {"board": {"blue": ["Writing"]}}


def test_sun_tzu_melds_cards_with_the_featured_icon_before_the_share_draw():
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Sun Tzu"], "green": ["Sailing"]},
                "hand": ["Code of Laws", "Archery", "Writing"],
            },
            "Bob": {"board": {"green": ["Mapmaking"]}},
        },
        supply={"base": {"1": ["Oars", "Tools"]}, "figures": {"2": ["Ptolemy"]}},
    )
    act(game, "dogma Sailing")  # Bob shares (two crowns)
    expect(game, "Alice", "choose_cards", ["Code of Laws", "Writing"])  # (a crown each)
    act(game, ["Code of Laws"])
    t = table(game)["Alice"]
    assert t["board"]["purple"] == ["Code of Laws"]
    assert t["hand"] == ["Archery", "Ptolemy", "Writing"]


def test_sun_tzu_melds_cards_with_the_featured_icon_confucius_chose():
    # Confucius makes the Dogma action's featured icon a leaf: Sun Tzu's "matching the
    # Dogma action's featured icon" reads the leaf, not the activated card's castle.
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Sun Tzu"], "purple": ["Confucius"], "yellow": ["Masonry"]},
                "hand": ["Agriculture", "Archery"],
            },
            "Bob": {"board": {"green": ["Clothing"]}, "hand": ["Metalworking"]},
        },
        supply={"figures": {"2": ["Cai Lun"]}},
    )
    act(game, "dogma Masonry")  # Confucius: the only other icon, a leaf (Bob 2, Alice 1)
    expect(game, "Bob", "choose_cards", ["Metalworking"])
    act(game, ["Metalworking"])
    expect(game, "Alice", "choose_cards", ["Archery"])
    act(game, [])
    # Bob shared and melded: Alice's free Draw action (a figure); Sun Tzu first melds
    # leaf cards.
    expect(game, "Alice", "choose_cards", ["Agriculture"])
    act(game, ["Agriculture"])
    t = table(game)["Alice"]
    assert t["board"]["yellow"] == ["Agriculture", "Masonry"]
    assert t["hand"] == ["Archery", "Cai Lun"]


def test_sun_tzu_not_without_a_share_draw():
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Sun Tzu"], "green": ["Sailing"]},
                "hand": ["Code of Laws"],
            },
            "Bob": {},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Sailing")
    assert expect(game, "Alice", "action")
    assert hand(game, "Alice") == ["Code of Laws"]


# -- Augustus Caesar ------------------------------------------------------------------------
# Inspire: Draw and foreshadow a {3}.
# Karma: If any player would meld or foreshadow a card of value less than 4, first reveal
# it. If it is red or green and has a {castle}, instead transfer it to your board, then tuck
# all cards from your forecast.


def test_augustus_inspire_draws_and_foreshadows_a_3():
    game = figures(
        {"Alice": {"board": {"green": ["Augustus Caesar"]}}, "Bob": {}},
        supply={"3": ["Compass"], "2": ["Calendar"]},
    )
    act(game, "inspire green")
    assert forecast(game, "Alice") == ["Compass"]  # revealed first: green, but no castle
    assert hand(game, "Alice") == ["Calendar"]
    assert "Alice reveals Compass." in texts(game)


def test_augustus_takes_an_opponents_red_castle_card_and_tucks_his_forecast():
    game = figures(
        {
            "Alice": {"board": {"green": ["Augustus Caesar"]}, "forecast": ["Writing", "Oars"]},
            "Bob": {"hand": ["Archery"]},
        },
        turn="Bob",
    )
    act(game, "meld Archery")
    assert table(game)["Bob"] == {}
    assert table(game)["Alice"]["board"] == {
        "green": ["Augustus Caesar"],
        "red": ["Archery", "Oars"],
        "blue": ["Writing"],
    }


def test_augustus_reveals_other_low_cards_and_lets_them_be_melded():
    game = figures(
        {
            "Alice": {"board": {"green": ["Augustus Caesar"]}, "forecast": ["Writing"]},
            "Bob": {"hand": ["Tools", "Gunpowder"]},
        },
        turn="Bob",
    )
    act(game, "meld Tools")
    assert board(game, "Bob", "blue") == ["Tools"]
    assert "Alice reveals Tools." in texts(game)
    act(game, "meld Gunpowder")  # a 4: not revealed
    assert board(game, "Bob", "red") == ["Gunpowder"]
    assert not any("reveals Gunpowder" in line for line in texts(game))
    assert forecast(game, "Alice") == ["Writing"]


def test_augustus_covered_does_nothing():
    game = figures(
        {
            "Alice": {"board": {"green": ["Sailing", "Augustus Caesar"]}, "forecast": ["Writing"]},
            "Bob": {"hand": ["Archery"]},
        },
        turn="Bob",
    )
    act(game, "meld Archery")
    assert board(game, "Bob", "red") == ["Archery"]


# -- Ptolemy --------------------------------------------------------------------------------
# Inspire: Draw and meld a {2}.
# Karma: You may issue a Trade Decree with any two figures.
# Karma: Each top blue card on every player's board counts as a card you can activate with
# a Dogma action.


def test_ptolemy_inspire_draws_and_melds_a_2():
    game = figures(
        {"Alice": {"board": {"green": ["Ptolemy"]}}, "Bob": {}},
        supply={"2": ["Construction", "Calendar"]},
    )
    act(game, "inspire green")
    assert board(game, "Alice", "red") == ["Construction"]
    assert hand(game, "Alice") == ["Calendar"]


def test_ptolemy_issues_trade_with_two_figures():
    game = figures(
        {"Alice": {"board": {"green": ["Ptolemy"]}, "hand": ["Homer", "Fu Xi"]}, "Bob": {}},
        supply={"3": ["Compass", "Optics", "Feudalism"]},
    )
    assert _decrees(game) == ["decree Trade"]
    act(game, "decree Trade")
    assert forecast(game, "Alice") == ["Compass", "Feudalism", "Optics"]


def test_ptolemy_activates_an_opponents_top_blue_card():
    game = figures(
        {
            "Alice": {"board": {"green": ["Ptolemy"]}},
            "Bob": {"board": {"blue": ["Writing"], "red": ["Archery"]}},
        },
        supply={"base": {"2": ["Calendar", "Mathematics"]}, "figures": {"2": ["Plato"]}},
    )
    d = expect(game, "Alice", "action")
    assert "dogma Writing" in d.options
    assert "dogma Archery" not in d.options
    act(game, "dogma Writing")
    # Bob shares his own Writing (2 lightbulbs to Alice's none): Alice's free draw.
    assert hand(game, "Bob") == ["Calendar"]
    assert hand(game, "Alice") == ["Mathematics", "Plato"]


def test_ptolemy_covered_activates_nothing_of_others():
    game = figures(
        {
            "Alice": {"board": {"green": ["Sailing", "Ptolemy"]}},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
    )
    assert "dogma Writing" not in expect(game, "Alice", "action").options
    game = figures(
        {"Alice": {"board": {"blue": ["Tools"]}}, "Bob": {"board": {"green": ["Ptolemy"]}}},
    )
    assert "dogma Ptolemy" not in expect(game, "Alice", "action").options


# -- Cai Lun --------------------------------------------------------------------------------
# Echo: You may splay one color of your cards left.
# Karma: If you would claim an achievement, first draw and foreshadow a {3}.
# Karma: Each card in your forecast counts as an available achievement for you.


def test_cai_lun_echo_may_splay_a_colour_left():
    game = figures(
        {"Alice": {"board": {"yellow": ["Cai Lun"], "red": ["Oars", "Archery"]}}, "Bob": {}},
    )
    act(game, "dogma Cai Lun", "yes")
    assert splay(game, "Alice", "red") == "left"


def test_cai_lun_claiming_an_achievement_first_draws_and_foreshadows_a_3():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Cai Lun"]},
                "score": ["Oars", "Tools", "Writing", "Archery", "Sailing"],
            },
            "Bob": {},
        },
        achievements=["Agriculture"],
        supply={"3": ["Compass"]},
    )
    act(game, "achieve 1")
    assert achievements(game, "Alice") == ["Agriculture"]
    assert forecast(game, "Alice") == ["Compass"]


def test_cai_lun_not_for_an_opponents_claim():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Cai Lun"]}},
            "Bob": {
                "board": {"red": ["Oars"]},
                "score": ["Tools", "Writing", "Archery", "Sailing", "Pottery"],
            },
        },
        turn="Bob",
        achievements=["Agriculture"],
        supply={"base": {"3": ["Compass"]}, "figures": {"2": ["Ptolemy"]}},
    )
    act(game, "achieve 1")
    assert achievements(game, "Bob") == ["Agriculture"]
    assert forecast(game, "Alice") == []
    assert hand(game, "Alice") == ["Ptolemy"]  # (the figure draw after an Achieve action)


def test_cai_lun_forecast_cards_are_available_achievements():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Cai Lun"]},
                "forecast": ["Construction"],
                "score": ["Calendar", "Mathematics", "Fermenting", "Currency", "Philosophy"],
            },
            "Bob": {},
        },
        supply={"base": {"3": ["Compass"]}, "figures": {"1": ["Homer"]}},
    )
    d = expect(game, "Alice", "action")
    assert "achieve Construction" in d.options
    act(game, "achieve Construction")
    assert achievements(game, "Alice") == ["Construction"]
    assert forecast(game, "Alice") == ["Compass"]  # first: draw and foreshadow a 3


def test_cai_lun_covered_adds_no_achievement():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Fermenting", "Cai Lun"]},
                "forecast": ["Construction"],
                "score": ["Calendar", "Mathematics", "Canal Building", "Currency", "Philosophy"],
            },
            "Bob": {},
        },
    )
    assert "achieve Construction" not in expect(game, "Alice", "action").options


# -- Ximen Bao ------------------------------------------------------------------------------
# Inspire: Tuck a card from your hand.
# Karma: You may issue an Expansion Decree with any two figures.
# Karma: Each Inspire and Echo effect on your board counts as part of this stack. When
# executing, order them from bottom to top, red, blue, green, purple, yellow.


def test_ximen_bao_inspire_tucks_a_card_from_hand():
    game = figures(
        {"Alice": {"board": {"yellow": ["Ximen Bao"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"2": ["Calendar"]},
    )
    act(game, "inspire yellow")
    assert board(game, "Alice", "red") == ["Oars"]
    assert hand(game, "Alice") == ["Calendar"]


def test_ximen_bao_issues_expansion_with_two_figures():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Ximen Bao"], "red": ["Oars", "Archery"]},
                "hand": ["Homer", "Fu Xi"],
            },
            "Bob": {},
        },
    )
    assert _decrees(game) == ["decree Expansion"]
    act(game, "decree Expansion")
    assert splay(game, "Alice", "red") == "up"


def test_ximen_bao_inspires_every_inspire_effect_red_first():
    game = figures(
        {
            "Alice": {
                "board": {
                    "yellow": ["Ximen Bao"],
                    "red": {"cards": ["Oars", "Tigernmas"], "splay": "up"},
                }
            },
            "Bob": {},
        },
        supply={"1": ["Tools"], "2": ["Calendar"]},
    )
    act(game, "inspire yellow")
    # Tigernmas's inspire draws a 1 (Tools), then Ximen Bao's tucks it; then a 2.
    t = table(game)["Alice"]
    assert t["board"]["blue"] == ["Tools"]
    assert t["hand"] == ["Calendar"]


def test_ximen_bao_activated_executes_every_echo_effect():
    game = figures(
        {
            "Alice": {
                "board": {
                    "yellow": ["Ximen Bao"],
                    "blue": {"cards": ["Writing", "Huang Di"], "splay": "up"},
                }
            },
            "Bob": {},
        },
        supply={"2": ["Calendar", "Mathematics"]},
    )
    act(game, "dogma Ximen Bao")  # Huang Di's echo: draw a 2
    assert hand(game, "Alice") == ["Calendar"]


def test_ximen_bao_covered_lends_yellow_nothing():
    game = figures(
        {
            "Alice": {
                "board": {
                    "yellow": ["Fermenting", "Ximen Bao"],
                    "red": {"cards": ["Oars", "Tigernmas"], "splay": "up"},
                }
            },
            "Bob": {},
        },
    )
    options = expect(game, "Alice", "action").options
    assert "inspire red" in options
    assert "inspire yellow" not in options


# -- Confucius ------------------------------------------------------------------------------
# Echo: Score an opponent's top figure of value 1.
# Karma: If you would take a Dogma action and activate a card with a {castle} as a featured
# icon, instead choose any other icon on your board as the featured icon.


def test_confucius_echo_scores_an_opponents_top_figure_of_value_1():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Confucius"]}},
            "Bob": {"board": {"purple": ["Homer"], "blue": ["Writing"]}},
        },
    )
    act(game, "dogma Confucius")
    assert score_pile(game, "Alice") == ["Homer"]
    assert table(game)["Bob"] == {"board": {"blue": ["Writing"]}}


def test_confucius_echo_leaves_figures_of_other_values():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Confucius"]}},
            "Bob": {"board": {"red": ["Sun Tzu"]}},
        },
    )
    act(game, "dogma Confucius")
    assert score_pile(game, "Alice") == []


def test_confucius_replaces_a_castle_featured_icon_by_another_icon():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Confucius"], "red": ["Archery"]}},
            "Bob": {"board": {"red": ["Metalworking"]}, "hand": ["Calendar"]},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Archery")
    expect(game, "Alice", "choose_option", ["leaf", "lightbulb"])
    act(game, "leaf")  # Alice 1 leaf, Bob none: Bob is demanded
    assert hand(game, "Alice") == ["Calendar"]
    assert hand(game, "Bob") == ["Oars"]


def test_confucius_leaves_other_featured_icons_and_castles_of_opponents():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Confucius"]}, "hand": ["Calendar"]},
            "Bob": {"board": {"red": ["Archery"], "blue": ["Tools"]}},
        },
        turn="Bob",
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Archery")  # castles: Bob 3, Alice 0
    assert hand(game, "Bob") == ["Calendar"]
    assert hand(game, "Alice") == ["Oars"]


# -- Plato ----------------------------------------------------------------------------------
# Inspire: You may splay one color of your cards left.
# Karma: You may issue a Rivalry Decree with any two figures.
# Karma: Each splayed stack on your board provides one additional {castle}, {lightbulb},
# {leaf}, and {crown}.


def test_plato_inspire_may_splay_a_colour_left():
    game = figures(
        {"Alice": {"board": {"purple": ["Plato"], "red": ["Oars", "Archery"]}}, "Bob": {}},
        supply={"2": ["Calendar"]},
    )
    act(game, "inspire purple", "yes")
    assert splay(game, "Alice", "red") == "left"
    assert hand(game, "Alice") == ["Calendar"]


def test_plato_issues_rivalry_with_two_figures():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Plato"]}, "hand": ["Homer", "Fu Xi"]},
            "Bob": {"score": ["Oars"]},
        },
    )
    assert _decrees(game) == ["decree Rivalry"]
    act(game, "decree Rivalry")
    assert score_pile(game, "Bob") == []


def test_plato_each_splayed_stack_adds_four_icons():
    game = figures(
        {
            "Alice": {
                "board": {
                    "purple": ["Plato"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                }
            },
            "Bob": {"board": {"red": {"cards": ["Construction", "Metalworking"], "splay": "left"}}},
        },
    )
    # Printed: Plato 2 lightbulbs; Oars 2 castles 1 crown + Archery's castle; Writing 2
    # lightbulbs 1 crown + Tools's castle.  Two splayed stacks: 2 more of each.
    assert icons(game, "Alice") == {
        "crown": 2 + 2,
        "leaf": 0 + 2,
        "lightbulb": 4 + 2,
        "castle": 4 + 2,
        "factory": 0,
        "clock": 0,
    }
    assert icons(game, "Bob")["crown"] == 0


def test_plato_covered_adds_nothing():
    game = figures(
        {
            "Alice": {
                "board": {
                    "purple": ["Philosophy", "Plato"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                }
            },
            "Bob": {},
        },
    )
    assert icons(game, "Alice")["leaf"] == 0


# -- decree karmas act only while their figure is a top card ---------------------------------


@pytest.mark.parametrize(
    "figure,color,cover",
    [
        ("Archimedes", "blue", "Writing"),
        ("Sun Tzu", "red", "Oars"),
        ("Ptolemy", "green", "Sailing"),
        ("Ximen Bao", "yellow", "Masonry"),
        ("Plato", "purple", "Mysticism"),
    ],
)
def test_a_covered_figure_issues_no_decree(figure, color, cover):
    game = figures(
        {"Alice": {"board": {color: [cover, figure]}, "hand": ["Homer", "Fu Xi"]}, "Bob": {}},
    )
    assert _decrees(game) == []
