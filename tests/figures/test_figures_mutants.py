"""Figures in the Sand: scenario tests written in a mutation audit of the figures' code.

Each test pins down a clause that a mutant of the card's code changed while every other
test still passed; each states what the printed text and the rules require."""

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
    icons,
    score_pile,
    splay,
    table,
    texts,
)

# -- Imhotep --------------------------------------------------------------------------------
# Karma: If you would meld a card over an unsplayed color with more than one card, instead
# splay that color left and return the card.


def test_imhotep_not_for_an_opponents_meld():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Imhotep"], "red": ["Oars", "Archery"]}},
            "Bob": {"board": {"red": ["Gunpowder"]}, "hand": ["Construction"]},
        },
        turn="Bob",
    )
    act(game, "meld Construction")  # "you": Imhotep's owner only
    assert board(game, "Bob", "red") == ["Construction", "Gunpowder"]
    assert splay(game, "Alice", "red") == "none"
    assert hand(game, "Bob") == []


# -- Shennong -------------------------------------------------------------------------------
# Inspire: Draw and foreshadow a {2}.
# Karma: If you would foreshadow a card of the same value as a card in your forecast, first
# score each card of that value in your forecast.


def test_shennong_a_forecast_of_that_value_only_is_scored():
    game = figures(
        {"Alice": {"board": {"yellow": ["Shennong"]}, "forecast": ["Mapmaking"]}, "Bob": {}},
        supply={"2": ["Calendar"], "1": ["Tools"]},
    )
    act(game, "inspire yellow")  # Calendar, a 2, like Mapmaking
    assert score_pile(game, "Alice") == ["Mapmaking"]
    assert forecast(game, "Alice") == ["Calendar"]


# -- Sunshu Ao ------------------------------------------------------------------------------
# Karma: If you would tuck a yellow card, instead execute all non-demand Dogma effects on it
# for yourself only, then return it to your hand.


def test_sunshu_ao_a_yellow_top_card_tucked_from_another_board_ends_in_your_hand():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Alhazen"], "yellow": ["Sunshu Ao"]}},
            "Bob": {"board": {"yellow": ["Masonry"]}},
        },
    )
    act(game, "dogma Alhazen")  # Echo: tuck a top card with a castle from anywhere
    expect(game, "Alice", "choose_card", ["Masonry", "Sunshu Ao"])
    act(game, "Masonry")
    # Instead of the tuck: Masonry's effect (nothing to meld), then Masonry to her hand.
    assert hand(game, "Alice") == ["Masonry"]
    assert board(game, "Bob", "yellow") == []
    assert board(game, "Alice", "yellow") == ["Sunshu Ao"]


# -- Ptolemy --------------------------------------------------------------------------------
# Karma: Each top blue card on every player's board counts as a card you can activate with
# a Dogma action.


def test_ptolemy_activates_a_top_blue_card_featuring_a_crown():
    game = figures(
        {"Alice": {"board": {"green": ["Ptolemy"]}}, "Bob": {"board": {"blue": ["Translation"]}}},
    )
    assert "dogma Translation" in expect(game, "Alice", "action").options


def test_ptolemy_not_a_top_blue_figure_with_nothing_to_execute():
    game = figures(
        {"Alice": {"board": {"green": ["Ptolemy"]}}, "Bob": {"board": {"blue": ["Takiyuddin"]}}},
    )
    # Takiyuddin has no dogma and no echo effect: nothing to execute.
    assert "dogma Takiyuddin" not in expect(game, "Alice", "action").options


# -- "You may splay one color of your cards": purple is one ----------------------------------
# Cai Lun's echo, Plato's and Shen Kuo's inspire: left; Adam Smith's inspire: right; J.P.
# Morgan's and Hedy Lamarr's echo, Sergey Brin's inspire: up.
MAY_SPLAY_PURPLE = [
    # (the figure, its colour, the action, the card an inspire draws, the direction)
    ("Cai Lun", "yellow", "dogma Cai Lun", None, "left"),
    ("Shen Kuo", "green", "inspire green", ("3", "Alchemy"), "left"),
    ("Adam Smith", "green", "inspire green", ("6", "Canning"), "right"),
    ("J.P. Morgan", "green", "dogma J.P. Morgan", None, "up"),
    ("Hedy Lamarr", "green", "dogma Hedy Lamarr", None, "up"),
    ("Sergey Brin", "green", "inspire green", ("10", "Software"), "up"),
]


@pytest.mark.parametrize("figure, color, action, drawn, direction", MAY_SPLAY_PURPLE)
def test_an_echo_or_inspire_effect_may_splay_purple(figure, color, action, drawn, direction):
    game = figures(
        {
            "Alice": {"board": {color: [figure], "purple": ["Mysticism", "Code of Laws"]}},
            "Bob": {},
        },
        supply={drawn[0]: [drawn[1]]} if drawn else None,
    )
    act(game, action, "yes")
    assert splay(game, "Alice", "purple") == direction
    if drawn:
        assert hand(game, "Alice") == [drawn[1]]


def test_plato_inspire_may_splay_purple():
    game = figures(
        {"Alice": {"board": {"purple": ["Plato", "Mysticism"]}}, "Bob": {}},
        supply={"2": ["Calendar"]},
    )
    act(game, "inspire purple", "yes")
    assert splay(game, "Alice", "purple") == "left"
    assert hand(game, "Alice") == ["Calendar"]


# -- Plato ----------------------------------------------------------------------------------
# Karma: Each splayed stack on your board provides one additional {castle}, {lightbulb},
# {leaf}, and {crown}.


def test_plato_counts_a_splayed_purple_stack_not_an_unsplayed_one():
    game = figures(
        {
            "Alice": {
                "board": {
                    "purple": {"cards": ["Plato", "Mysticism"], "splay": "left"},
                    "red": ["Oars", "Archery"],
                }
            },
            "Bob": {},
        },
    )
    # Printed: Plato 2 lightbulbs, Mysticism's shown castle; Oars 2 castles 1 crown.  One
    # splayed stack (purple): one more of each.
    assert icons(game, "Alice") == {
        "crown": 1 + 1,
        "leaf": 0 + 1,
        "lightbulb": 2 + 1,
        "castle": 3 + 1,
        "factory": 0,
        "clock": 0,
    }


# -- Alhazen ----------------------------------------------------------------------------------
# Karma: Each of your splayed colors counts as having a top card of value equal to the number
# of {lightbulb} or {castle} in that color (whichever is higher) for the purpose of taking a
# Draw or Inspire action.


def test_alhazen_karma_a_splayed_purple_colour_alone():
    # Purple splayed up: Monotheism's 3 castles and Mysticism's 3: a 6.
    game = figures(
        {
            "Alice": {
                "board": {
                    "blue": ["Alhazen"],
                    "purple": {"cards": ["Monotheism", "Mysticism"], "splay": "up"},
                }
            },
            "Bob": {},
        },
        supply={"3": ["Alchemy"], "6": ["Atomic Theory"]},
    )
    act(game, "draw")
    assert hand(game, "Alice") == ["Atomic Theory"]


def test_alhazen_karma_with_all_five_colours_splayed():
    # Yellow: Masonry's 3 castles and Domestication's 1: a 4; the top cards are a 3
    # (Alhazen) and 1s.
    game = figures(
        {
            "Alice": {
                "board": {
                    "blue": {"cards": ["Alhazen", "Tools"], "splay": "left"},
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                    "green": {"cards": ["Sailing", "The Wheel"], "splay": "left"},
                    "yellow": {"cards": ["Masonry", "Domestication"], "splay": "left"},
                    "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "left"},
                }
            },
            "Bob": {},
        },
        supply={"3": ["Alchemy"], "4": ["Perspective"]},
    )
    act(game, "draw")
    assert hand(game, "Alice") == ["Perspective"]


# -- Tran Huang Dao ---------------------------------------------------------------------------
# Echo: Score a top red card of value less than 4 from anywhere.


def test_tran_huang_dao_echo_not_a_red_4():
    game = figures(
        {"Alice": {"board": {"red": ["Tran Huang Dao"]}}, "Bob": {"board": {"red": ["Gunpowder"]}}},
    )
    act(game, "dogma Tran Huang Dao")  # the only red top card under 4: Tran Huang Dao
    assert score_pile(game, "Alice") == ["Tran Huang Dao"]
    assert board(game, "Bob", "red") == ["Gunpowder"]


# -- Rhazes -----------------------------------------------------------------------------------
# Karma: If you would draw a card, first tuck a card of the same value from your hand.


def test_rhazes_drawing_a_10_first_tucks_a_10():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Rhazes"], "blue": ["Software"]}, "hand": ["Databases"]},
            "Bob": {},
        },
        supply={"10": ["Robotics"]},
    )
    act(game, "draw")
    assert board(game, "Alice", "green") == ["Databases"]
    assert hand(game, "Alice") == ["Robotics"]


# -- Yi Sun-Sin -------------------------------------------------------------------------------
# Karma: If you would score a card of a color you have splayed, instead tuck it, then draw and
# tuck a {3}.


def test_yi_sun_sin_not_for_an_opponents_score():
    game = figures(
        {
            "Alice": {"board": {"red": {"cards": ["Yi Sun-Sin", "Archery"], "splay": "left"}}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
        },
        supply={"2": ["Construction"], "3": ["Engineering"]},
        turn="Bob",
    )
    act(game, "dogma Agriculture")  # Alice has no leaf: she does not share
    expect(game, "Bob", "choose_card")
    act(game, "Oars")  # returned: Bob draws and scores a 2, a red card
    assert score_pile(game, "Bob") == ["Construction"]
    assert board(game, "Alice", "red") == ["Yi Sun-Sin", "Archery"]


# -- Bartolomeo Cristofori ----------------------------------------------------------------------
# Karma: If you would meld the fifth visible card of a color on your board, first claim an
# achievement ignoring the score restriction.


def test_bartolomeo_cristofori_not_for_an_opponents_meld():
    game = figures(
        {
            "Alice": {
                "board": {
                    "purple": ["Bartolomeo Cristofori"],
                    "red": {
                        "cards": ["Oars", "Archery", "Construction", "Gunpowder"],
                        "splay": "left",
                    },
                }
            },
            "Bob": {"hand": ["Road Building"]},
        },
        achievements=["Agriculture"],
        turn="Bob",
    )
    act(game, "meld Road Building")  # "on your board": Alice's karma is not about Bob's
    assert board(game, "Bob", "red") == ["Road Building"]
    assert table(game)["Alice"].get("achievements") is None
    assert available(game) == ["Agriculture"]


# -- Shivaji ------------------------------------------------------------------------------------
# Karma: If an opponent would claim an achievement, first you claim it if eligible.


def test_shivaji_does_not_claim_a_special_achievement_it_is_not_eligible_for():
    # Monument: "tuck six or score six cards during a single turn". Bob has scored five.
    game = figures(
        {
            "Alice": {"board": {"red": ["Shivaji"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"], "scored": 5},
        },
        supply={"2": ["Calendar"]},
        turn="Bob",
    )
    act(game, "dogma Agriculture", "Oars")  # Bob scores his sixth card: Monument
    assert achievements(game, "Bob") == ["Monument"]
    assert achievements(game, "Alice") == []


# -- Antonie Van Leeuwenhoek --------------------------------------------------------------------
# Karma: Each card in your hand counts as ten points towards the cost of claiming an
# achievement of that card's value.


def test_leeuwenhoek_a_card_in_hand_counts_ten_points_not_more():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Antonie Van Leeuwenhoek"]},
                "hand": ["Compass"],  # a 3: 10 points for a 3
                "score": ["Gunpowder"],  # 4 points
            },
            "Bob": {},
        },
        achievements=["Feudalism"],  # a 3: 15 points needed, she has 14
    )
    options = expect(game, "Alice", "action").options
    assert [o for o in options if o.startswith("achieve")] == []


# -- Napoleon Bonaparte -------------------------------------------------------------------------
# Echo: Score a top figure of value 5 or 6 from anywhere.


def test_napoleon_echo_offers_top_figures_only():
    game = figures(
        {
            "Alice": {"board": {"red": ["Napoleon Bonaparte"]}},
            "Bob": {"board": {"green": ["Samuel de Champlain"], "purple": ["Astronomy"]}},
        },
    )
    act(game, "dogma Napoleon Bonaparte")  # Astronomy: a 5, not a figure
    expect(game, "Alice", "choose_card", ["Napoleon Bonaparte", "Samuel de Champlain"])


# -- John Ericsson ------------------------------------------------------------------------------
# Karma: When you meld this card, score all opponents' top figures of value less than 7.


def test_ericsson_melded_scores_an_opponents_top_figure_of_value_6():
    game = figures(
        {"Alice": {"hand": ["John Ericsson"]}, "Bob": {"board": {"green": ["Adam Smith"]}}},
    )
    act(game, "meld John Ericsson")
    assert score_pile(game, "Alice") == ["Adam Smith"]
    assert board(game, "Bob", "green") == []


# -- Alfred Nobel -------------------------------------------------------------------------------
# Karma: Each icon type on your board counts as an achievement, if you have at least twice as
# many of that icon as every other player.


def test_nobel_counts_clocks_and_an_icon_she_has_one_of():
    game = figures(
        {
            # crowns 2, castles 2, lightbulb 1, leaves 2, clock 1
            "Alice": {
                "board": {"green": ["Alfred Nobel"], "red": ["Archery"], "purple": ["Lighting"]}
            },
            "Bob": {"board": {"red": ["Oars"]}},  # castles 2, crown 1
        },
    )
    # Crowns 2 >= 2 x 1; lightbulb, leaf, clock against none; castles 2 < 2 x 2.
    view = game.view("Alice")["players"][0]
    assert view["achievement_count"] == 4


# -- Robert E. Lee ------------------------------------------------------------------------------
# Echo: Transfer a top card with a {leaf} from anywhere to any player's board.


def test_lee_echo_transfers_to_the_third_players_board():
    game = figures(
        {
            "Alice": {"board": {"red": ["Robert E. Lee"]}},
            "Bob": {"board": {"purple": ["Code of Laws"]}},
            "Carol": {},
        },
    )
    act(game, "dogma Robert E. Lee")
    expect(game, "Alice", "choose_card", ["Robert E. Lee", "Code of Laws"])
    act(game, "Code of Laws")
    expect(game, "Alice", "choose_player", ["Alice", "Bob", "Carol"])
    act(game, "Carol")
    assert board(game, "Carol", "purple") == ["Code of Laws"]
    assert board(game, "Bob", "purple") == []


# -- Florence Nightingale -----------------------------------------------------------------------
# Karma: If an opponent's effect would transfer, return, or remove a card from your score pile,
# instead leave it there.


def test_nightingale_an_opponents_demand_still_takes_from_her_hand():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Florence Nightingale"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"1": ["Tools"]},
        turn="Bob",
    )
    act(game, "dogma Archery")  # I demand you draw a 1, then transfer the highest card ...
    assert hand(game, "Alice") == []
    assert hand(game, "Bob") == ["Tools"]


def test_nightingale_her_own_shared_effect_returns_from_her_score_pile():
    # Printing Press: "You may return a card from your score pile. If you do, draw a card of
    # value two higher than the top purple card on your board." Alice shares it (three
    # lightbulbs to Bob's two) and executes it herself: not an opponent's effect.
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Florence Nightingale"], "purple": ["Philosophy"]},
                "score": ["Oars"],
            },
            "Bob": {"board": {"blue": ["Printing Press"]}},
        },
        supply={"4": ["Invention"]},
        turn="Bob",
    )
    act(game, "dogma Printing Press")
    expect(game, "Alice", "choose_card", ["Oars", None])
    act(game, "Oars")
    assert score_pile(game, "Alice") == []
    assert hand(game, "Alice") == ["Invention"]


# -- Emperor Meiji ------------------------------------------------------------------------------
# Karma: If you would meld a card of value 10 and you have top cards of values 9 and 8 on your
# board, instead you win.


def test_meiji_not_when_an_opponent_melds_a_10():
    game = figures(
        {
            "Alice": {
                "board": {"purple": ["Emperor Meiji"], "blue": ["Computers"], "red": ["Mobility"]}
            },
            "Bob": {"hand": ["Software"]},
        },
        turn="Bob",
    )
    act(game, "meld Software")
    assert game.result is None
    assert board(game, "Bob", "blue") == ["Software"]


def test_meiji_no_win_without_a_top_9():
    game = figures(
        {
            "Alice": {
                "board": {"purple": ["Emperor Meiji"], "red": ["Mobility"]},
                "hand": ["Software"],
            },
            "Bob": {},
        },
    )
    act(game, "meld Software")  # top cards: a 7 and an 8
    assert game.result is None
    assert board(game, "Alice", "blue") == ["Software"]


# -- Caresse Crosby -----------------------------------------------------------------------------
# Karma: If you would splay a fifth color left, instead you win.


def test_crosby_an_opponent_splaying_left_does_not_make_her_win():
    game = figures(
        {
            "Alice": {
                "board": {
                    "yellow": {"cards": ["Caresse Crosby", "Masonry"], "splay": "left"},
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                    "green": {"cards": ["Sailing", "The Wheel"], "splay": "left"},
                    "blue": {"cards": ["Pottery", "Tools"], "splay": "left"},
                    "purple": ["Mysticism", "Code of Laws"],
                }
            },
            "Bob": {"board": {"purple": ["Philosophy", "Monotheism"]}},
        },
        turn="Bob",
    )
    act(game, "dogma Philosophy")  # Bob: three lightbulbs, Alice fewer: she does not share
    act(game, "yes")  # Bob splays his purple left
    assert game.result is None
    assert splay(game, "Bob", "purple") == "left"
    assert splay(game, "Alice", "purple") == "none"


# -- Duke Ellington -----------------------------------------------------------------------------
# Karma: If you would meld a figure and have four top figures already, instead achieve it
# regardless of eligibility.


def test_ellington_not_when_an_opponent_melds_a_figure():
    game = figures(
        {
            "Alice": {
                "board": {
                    "purple": ["Duke Ellington"],
                    "red": ["Napoleon Bonaparte"],
                    "green": ["Adam Smith"],
                    "yellow": ["Sunshu Ao"],
                }
            },
            "Bob": {"hand": ["Fu Xi"]},
        },
        turn="Bob",
    )
    act(game, "meld Fu Xi")  # Alice's four top figures: her karma, not Bob's
    assert board(game, "Bob", "green") == ["Fu Xi"]
    assert table(game)["Alice"].get("achievements") is None


def test_crosby_an_opponent_splaying_her_fifth_colour_left_does_not_make_her_win():
    game = figures(
        {
            "Alice": {
                "board": {
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                    "yellow": {"cards": ["Caresse Crosby", "Masonry"], "splay": "left"},
                    "blue": {"cards": ["Pottery", "Tools"], "splay": "left"},
                    "green": {"cards": ["Sailing", "The Wheel"], "splay": "left"},
                    "purple": ["Code of Laws", "Mysticism"],
                }
            },
            "Bob": {"board": {"purple": ["Cyrus Cylinder", "Tale of the Shipwrecked Sailor"]}},
        },
        expansions=["figures", "artifacts"],
        turn="Bob",
    )
    # Cyrus Cylinder (Alice has no lightbulb: no sharing): Bob executes Code of Laws (no
    # card in hand: nothing), then "Splay left a color on any player's board": Bob splays
    # Alice's purple, her fifth colour; she does not splay it.
    act(game, "dogma Cyrus Cylinder")
    act(game, "Alice: purple")
    assert game.result is None
    assert splay(game, "Alice", "purple") == "left"


def test_crosby_splaying_an_opponents_colour_left_does_not_win_for_the_second_player():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Code of Laws", "Mysticism"]}},
            "Bob": {
                "board": {
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                    "yellow": {"cards": ["Caresse Crosby", "Masonry"], "splay": "left"},
                    "blue": {"cards": ["Pottery", "Tools"], "splay": "left"},
                    "green": {"cards": ["Sailing", "The Wheel"], "splay": "left"},
                    "purple": ["Cyrus Cylinder", "Tale of the Shipwrecked Sailor"],
                }
            },
        },
        expansions=["figures", "artifacts"],
        turn="Bob",
    )
    # Bob executes Alice's Code of Laws (nothing), then splays Alice's purple left: not a
    # colour of his (his purple, not splayed left, would be his fifth).
    act(game, "dogma Cyrus Cylinder")
    act(game, "Alice: purple")
    assert game.result is None
    assert splay(game, "Alice", "purple") == "left"
    assert splay(game, "Bob", "purple") == "none"


def test_crosby_splaying_a_one_card_fifth_colour_left_does_not_win():
    # Tale of the Shipwrecked Sailor: "Choose a color. Draw a {1}. Meld a card of the chosen
    # color from your hand. If you do, splay that color left." Green, empty before, holds
    # one card: the splay changes nothing (ruling: a splay that happens is needed).
    game = figures(
        {
            "Alice": {
                "board": {
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                    "yellow": {"cards": ["Caresse Crosby", "Masonry"], "splay": "left"},
                    "blue": {"cards": ["Pottery", "Tools"], "splay": "left"},
                    "purple": {
                        "cards": ["Tale of the Shipwrecked Sailor", "Mysticism"],
                        "splay": "left",
                    },
                },
                "hand": ["Sailing"],
            },
            "Bob": {},
        },
        expansions=["figures", "artifacts"],
        supply={"1": ["Metalworking"]},
    )
    act(game, "dogma Tale of the Shipwrecked Sailor", "green")
    assert game.result is None
    assert board(game, "Alice", "green") == ["Sailing"]


def test_crosby_a_fourth_colour_splayed_left_with_purple_unsplayed_does_not_win():
    game = figures(
        {
            "Alice": {
                "board": {
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                    "yellow": {"cards": ["Caresse Crosby", "Masonry"], "splay": "left"},
                    "blue": {"cards": ["Pottery", "Tools"], "splay": "left"},
                    "green": ["Sailing", "The Wheel"],
                    "purple": ["Philosophy", "Mysticism"],
                }
            },
            "Bob": {},
        },
    )
    act(game, "dogma Philosophy")  # You may splay left any one color of your cards.
    act(game, "green")
    assert game.result is None
    assert splay(game, "Alice", "green") == "left"


def test_ellington_melding_a_figure_with_four_top_cards_but_one_figure_melds_it():
    game = figures(
        {
            "Alice": {
                "board": {
                    "purple": ["Duke Ellington"],
                    "red": ["Oars"],
                    "blue": ["Writing"],
                    "yellow": ["Masonry"],
                },
                "hand": ["Fu Xi"],
            },
            "Bob": {},
        },
    )
    act(game, "meld Fu Xi")  # "four top figures": her other top cards are not figures
    assert board(game, "Alice", "green") == ["Fu Xi"]
    assert table(game)["Alice"].get("achievements") is None


# -- John Von Neumann ---------------------------------------------------------------------------
# Echo: Draw and reveal two {9}. If either is purple, return them.


def test_von_neumann_echo_keeps_two_cards_neither_purple():
    game = figures(
        {"Alice": {"board": {"red": ["John Von Neumann"]}}, "Bob": {}},
        supply={"9": ["Computers", "Suburbia"]},
    )
    act(game, "dogma John Von Neumann")
    expect(game, "Alice", "action")  # nothing to return: no order of returns is asked
    assert hand(game, "Alice") == ["Computers", "Suburbia"]


# -- J.P. Morgan --------------------------------------------------------------------------------
# Karma: Each icon in each color you have splayed up provides an additional icon of the same
# type.


def test_jp_morgan_doubles_the_clocks_of_a_colour_splayed_up():
    game = figures(
        {
            "Alice": {
                "board": {
                    "green": ["J.P. Morgan"],
                    # Software's three clocks; Computers shows a clock and a factory.
                    "blue": {"cards": ["Software", "Computers"], "splay": "up"},
                }
            },
            "Bob": {},
        },
    )
    assert icons(game, "Alice") == {
        "crown": 2,
        "leaf": 0,
        "lightbulb": 0,
        "castle": 0,
        "factory": 1 + 1,
        "clock": 4 + 4,
    }


# -- Pelé ---------------------------------------------------------------------------------------
# Karma: If you would tuck a yellow card after tucking a green card in the same turn, instead
# you win.


def test_pele_melding_a_green_card_is_not_tucking_one():
    game = figures(
        {"Alice": {"board": {"purple": ["Pelé"]}, "hand": ["Sailing"]}, "Bob": {}},
        supply={"9": ["Suburbia", "Computers", "Fission"], "10": ["Software"]},
    )
    act(game, "meld Sailing")
    act(game, "inspire purple")  # draw and tuck three 9s: Suburbia is yellow
    assert game.result is None
    assert board(game, "Alice", "yellow") == ["Suburbia"]


# -- Nelson Mandela -----------------------------------------------------------------------------
# Karma: Each two inspire effects visible on your board counts as an achievement.


def test_mandela_counts_a_purple_inspire_effect():
    game = figures(
        {"Alice": {"board": {"red": ["Nelson Mandela"], "purple": ["Homer"]}}, "Bob": {}},
    )
    assert game.view("Alice")["players"][0]["achievement_count"] == 1


# -- Stephen Hawking ----------------------------------------------------------------------------
# Karma: Each {hex} on your board also counts as an echo effect reading "Score the bottom card
# in this color."


def test_stephen_hawking_a_purple_hex_scores_the_bottom_purple_card():
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Stephen Hawking"], "purple": ["Code of Laws", "Mysticism"]}
            },
            "Bob": {},
        },
    )
    act(game, "dogma Code of Laws")  # the hex echo effect, then Code of Laws (empty hand)
    assert score_pile(game, "Alice") == ["Mysticism"]
    assert board(game, "Alice", "purple") == ["Code of Laws"]


# -- Susan Blackmore ----------------------------------------------------------------------------
# Inspire: Execute any echo or inspire effect.


def test_susan_blackmore_inspire_offers_a_purple_inspire_effect():
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Susan Blackmore"], "red": ["Tigernmas"], "purple": ["Homer"]}
            },
            "Bob": {},
        },
    )
    act(game, "inspire blue")
    expect(
        game,
        "Alice",
        "choose_option",
        [
            "the inspire effect of Tigernmas (your board)",
            "the inspire effect of Homer (your board)",
        ],
    )


# -- Sergey Brin --------------------------------------------------------------------------------
# Karma: Each top card on every player's board counts as a card you can activate with a Dogma
# action.


def test_sergey_brin_activates_an_opponents_top_card_featuring_a_crown():
    game = figures(
        {
            "Alice": {"board": {"green": ["Sergey Brin"]}},
            "Bob": {"board": {"blue": ["Translation"]}},
        },
    )
    options = expect(game, "Alice", "action").options
    # (not Sergey himself: no dogma, no echo effect in green, nothing to execute)
    assert [o for o in options if o.startswith("dogma")] == ["dogma Translation"]


# -- Alex Trebek --------------------------------------------------------------------------------
# Inspire: Draw and meld a card of any value.
# Karma: If you would draw a card and have no figures of that value in hand, first say "Who is"
# and name a figure. ...


def test_alex_trebek_inspire_offers_the_values_1_to_10():
    game = figures({"Alice": {"board": {"yellow": ["Alex Trebek"]}}, "Bob": {}})
    act(game, "inspire yellow")
    expect(game, "Alice", "choose_value", list(range(1, 11)))


def test_alex_trebek_searches_before_drawing_a_1():
    game = figures(
        {"Alice": {"board": {"yellow": ["Alex Trebek"], "green": ["Sailing"]}}, "Bob": {}},
        supply={"1": ["Writing"]},
    )
    act(game, "dogma Sailing")  # Draw and meld a 1
    d = expect(game, "Alice", "choose_option")
    assert "Homer" in d.options and len(d.options) == 15  # the fifteen figures of age 1


def test_alex_trebek_searches_before_drawing_a_10():
    game = figures({"Alice": {"board": {"yellow": ["Alex Trebek"]}}, "Bob": {}})
    act(game, "draw")
    d = expect(game, "Alice", "choose_option")
    assert "Alex Trebek" in d.options and "Stephen Hawking" in d.options


def test_alex_trebek_a_base_card_of_that_value_in_hand_is_not_a_figure():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Alex Trebek"], "green": ["Sailing"]},
                "hand": ["Oars", "Ptolemy"],  # a 1, not a figure; a figure, not a 1
            },
            "Bob": {},
        },
        supply={"1": ["Writing"]},
    )
    act(game, "dogma Sailing")
    expect(game, "Alice", "choose_option")


# -- Decrees ------------------------------------------------------------------------------------
# Rivalry: Choose another player. Return three cards from their score pile, and all their top
# figures.  War: Choose a value. Return all top cards of that value from all other players'
# boards.


def test_rivalry_returns_a_score_pile_of_exactly_three_without_choosing():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Plato"]}, "hand": ["Homer", "Fu Xi"]},
            "Bob": {"score": ["Oars", "Calendar", "Compass"]},
        },
    )
    act(game, "decree Rivalry")
    assert score_pile(game, "Bob") == []
    expect(game, "Alice", "action")


def test_war_offers_the_values_1_to_10():
    game = figures(
        {"Alice": {"board": {"red": ["Tigernmas"]}, "hand": ["Homer", "Fu Xi"]}, "Bob": {}},
    )
    act(game, "decree War")
    expect(game, "Alice", "choose_value", list(range(1, 11)))


def test_alex_trebek_no_search_for_a_draw_above_10():
    tens = [
        "Software",
        "Stem Cells",
        "Bioengineering",
        "A.I.",
        "Databases",
        "Globalization",
        "Miniaturization",
        "Robotics",
        "Self Service",
        "The Internet",
    ]
    game = figures({"Alice": {"board": {"yellow": ["Alex Trebek"]}}, "Bob": {"hand": tens}})
    act(game, "draw")  # the 10 pile is empty: an 11 ends the game (no figure is named)
    assert game.result is not None
    assert game.result.reason == "score"


# -- Cities: no featured icon ---------------------------------------------------------------


def test_ptolemy_not_a_top_blue_city_even_with_an_echo_effect_under_it():
    game = figures(
        {
            "Alice": {"board": {"green": ["Ptolemy"]}},
            # Splayed up: Imhotep's echo effect shows under Atlantis.
            "Bob": {"board": {"blue": {"cards": ["Atlantis", "Imhotep"], "splay": "up"}}},
        },
        expansions=["figures", "cities"],
    )
    options = expect(game, "Alice", "action").options
    assert [o for o in options if o.startswith("dogma")] == []


def test_sergey_brin_not_an_opponents_top_city():
    game = figures(
        {"Alice": {"board": {"green": ["Sergey Brin"]}}, "Bob": {"board": {"blue": ["Atlantis"]}}},
        expansions=["figures", "cities"],
    )
    options = expect(game, "Alice", "action").options
    assert [o for o in options if o.startswith("dogma")] == []


# -- Stephen Hawking (the order and number of the hex echo effects) -----------------------------
# Ruling: each visible hex, in its place among the echo effects (bottom card to top, a card's
# own echo effect before its hex's).


def test_stephen_hawking_a_cards_own_echo_effect_comes_before_its_hex():
    # Blue splayed up: Imhotep's echo effect and hex show, then Hawking's hex.
    game = figures(
        {
            "Alice": {"board": {"blue": {"cards": ["Stephen Hawking", "Imhotep"], "splay": "up"}}},
            "Bob": {},
        },
        supply={"2": ["Construction"]},
    )
    act(game, "dogma Stephen Hawking")
    log = texts(game)
    assert log.index("Alice melds Construction.") < log.index(
        "Alice scores Imhotep from their board."
    )
    assert score_pile(game, "Alice") == ["Imhotep", "Stephen Hawking"]


def test_stephen_hawking_an_unsplayed_stack_gives_its_top_hex_only():
    # Red unsplayed: only Archery's hex shows (Oars's is covered): one echo effect.
    game = figures(
        {"Alice": {"board": {"blue": ["Stephen Hawking"], "red": ["Archery", "Oars"]}}, "Bob": {}},
        supply={"1": ["Tools"]},
    )
    act(game, "dogma Archery")
    assert score_pile(game, "Alice") == ["Oars"]
    assert board(game, "Alice", "red") == ["Archery"]


def test_lee_echo_choosing_the_cards_own_board_moves_nothing():
    game = figures(
        {
            "Alice": {"board": {"red": ["Robert E. Lee"]}},
            "Bob": {"board": {"purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "left"}}},
        },
    )
    act(game, "dogma Robert E. Lee", "Code of Laws", "Bob")
    assert table(game)["Bob"] == {
        "board": {"purple": (["Code of Laws", "Mysticism"], "left")},
    }
    assert not any("transfers" in t for t in texts(game))
