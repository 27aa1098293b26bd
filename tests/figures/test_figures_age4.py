"""Scenario tests for the age 4 figures of Figures in the Sand: each karma, echo and
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
    table,
    texts,
)


def _view(game, who):
    return game.view(who)["players"][game.names.index(who)]


def score(game, who) -> int:
    return _view(game, who)["score"]


def icons(game, who) -> dict:
    return _view(game, who)["icons"]


def achievement_count(game, who) -> int:
    return _view(game, who)["achievement_count"]


# -- Johannes Kepler --------------------------------------------------------------------------
# Echo: Draw a {5}.
# Karma: If you would take a Dogma action, first reveal all cards of the chosen card's color
# from your hand. Increase each {age} value in any effect during this action by the number of
# cards you revealed.


def test_kepler_echo_draws_a_5():
    game = figures(
        {"Alice": {"board": {"blue": ["Johannes Kepler"]}, "hand": ["Archery"]}, "Bob": {}},
        supply={"5": ["Coal"]},
    )
    act(game, "dogma Johannes Kepler")
    assert hand(game, "Alice") == ["Archery", "Coal"]


def test_kepler_karma_revealed_cards_raise_his_echos_value():
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Johannes Kepler"]},
                "hand": ["Tools", "Writing", "Archery"],
            },
            "Bob": {},
        },
        supply={"5": ["Coal"], "7": ["Evolution"]},
    )
    act(game, "dogma Johannes Kepler")  # two blue cards revealed: draw a 7
    assert hand(game, "Alice") == ["Archery", "Evolution", "Tools", "Writing"]
    log = texts(game)
    assert "Alice reveals Tools." in log and "Alice reveals Writing." in log
    assert "Alice reveals Archery." not in log


def test_kepler_karma_for_a_dogma_action_on_another_card():
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Johannes Kepler"], "green": ["Sailing"]},
                "hand": ["Clothing"],
            },
            "Bob": {},
        },
        supply={"1": ["Oars"], "2": ["Construction"]},
    )
    act(game, "dogma Sailing")  # Clothing revealed: draw and meld a 2
    assert board(game, "Alice", "red") == ["Construction"]
    assert hand(game, "Alice") == ["Clothing"]


def test_kepler_karma_can_raise_a_deck_past_10_and_there_is_no_such_deck():
    # Ice Cream: "Choose the {6}, {7}, {8}, or {9} deck. If there is at least one card in
    # that deck, you may transfer its bottom card ...": two purple cards revealed make the
    # choices 8 to 11; there is no 11 deck, so nothing is transferred (found by a search
    # bot's rollout, which raised an IndexError).
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Johannes Kepler"], "purple": ["Ice Cream"]},
                "hand": ["Mysticism", "Code of Laws"],
            },
            "Bob": {},
        },
        expansions=["figures", "echoes"],
        supply={"3": ["Engineering"]},
    )
    act(game, "dogma Ice Cream")  # the echo effect scores Kepler (no bonus), Bob melds a 3
    d = expect(game, "Alice", "choose_value")
    assert d.options == [8, 9, 10, 11]
    act(game, 11)
    assert game.pending.kind == "action"  # nothing asked: the turn goes on
    assert available(game) == []
    assert score_pile(game, "Alice") == ["Johannes Kepler"]
    assert board(game, "Bob", "red") == ["Engineering"]


def test_kepler_karma_raises_the_values_of_effects_executed_during_the_action():
    game = figures(
        {
            "Alice": {
                "board": {
                    "blue": ["Johannes Kepler"],
                    "green": ["Self Service"],
                    "red": ["Oars"],
                },
                "hand": ["Clothing"],
            },
            "Bob": {},
        },
        supply={"1": ["Sailing"], "2": ["Construction"]},
    )
    # Clothing (green) revealed: +1.  Self Service executes Oars's non-demand effect
    # ("draw a {1}"), which is an effect during this action: a 2.
    act(game, "dogma Self Service", "Oars")
    assert sorted(hand(game, "Alice")) == ["Clothing", "Construction"]


def test_kepler_karma_not_for_another_players_dogma_or_when_covered():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Johannes Kepler"]}, "hand": ["Clothing"]},
            "Bob": {"board": {"green": ["Sailing"]}, "hand": ["Paper"]},
        },
        supply={"1": ["Oars"], "2": ["Construction"]},
        turn="Bob",
    )
    act(game, "dogma Sailing")
    assert board(game, "Bob", "red") == ["Oars"]
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Tools", "Johannes Kepler"], "green": ["Sailing"]},
                "hand": ["Clothing"],
            },
            "Bob": {},
        },
        supply={"1": ["Oars"], "2": ["Construction"]},
    )
    act(game, "dogma Sailing")
    assert board(game, "Alice", "red") == ["Oars"]


# -- Takiyuddin -------------------------------------------------------------------------------
# Inspire: Draw and tuck a {5}. If it has a {lightbulb}, meld it instead.
# Karma: You may issue an Advancement Decree with any two figures.
# Karma: If you would take an Inspire action, first you may splay that color right.


def test_takiyuddin_inspire_tucks_a_5_without_a_lightbulb():
    game = figures(
        {"Alice": {"board": {"blue": ["Takiyuddin"]}}, "Bob": {}},
        supply={"5": ["Coal"], "4": ["Perspective"]},
    )
    act(game, "inspire blue")  # one blue card: no splay to offer
    assert table(game)["Alice"] == {
        "board": {"blue": ["Takiyuddin"], "red": ["Coal"]},
        "hand": ["Perspective"],
        "tucked": 1,
    }


def test_takiyuddin_inspire_melds_a_5_with_a_lightbulb():
    game = figures(
        {"Alice": {"board": {"blue": ["Takiyuddin"]}}, "Bob": {}},
        supply={"5": ["Physics", "Coal"]},
    )
    act(game, "inspire blue")
    # Physics covers Takiyuddin: the inspire draw is of the top blue card's value, a 5.
    assert table(game)["Alice"] == {
        "board": {"blue": ["Physics", "Takiyuddin"]},
        "hand": ["Coal"],
    }


def test_takiyuddin_karma_may_splay_the_inspired_colour_right_first():
    game = figures(
        {"Alice": {"board": {"blue": ["Takiyuddin", "Tools"]}}, "Bob": {}},
        supply={"5": ["Coal"], "4": ["Perspective"]},
    )
    act(game, "inspire blue")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert table(game)["Alice"] == {
        "board": {"blue": (["Takiyuddin", "Tools"], "right"), "red": ["Coal"]},
        "hand": ["Perspective"],
        "tucked": 1,
    }
    log = texts(game)
    assert log.index("Alice splays their blue cards right.") < log.index("Alice draws Coal.")


def test_takiyuddin_karma_declined():
    game = figures(
        {"Alice": {"board": {"blue": ["Takiyuddin", "Tools"]}}, "Bob": {}},
        supply={"5": ["Coal"], "4": ["Perspective"]},
    )
    act(game, "inspire blue", "no")
    assert splay(game, "Alice", "blue") == "none"


def test_takiyuddin_karma_not_for_another_players_inspire():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Takiyuddin"]}},
            "Bob": {"board": {"purple": ["Murasaki Shikibu", "Mysticism"]}},
        },
        supply={"3": ["Alchemy", "Translation"]},
        turn="Bob",
    )
    act(game, "inspire purple")  # no question
    assert hand(game, "Bob") == ["Alchemy", "Translation"]
    assert splay(game, "Bob", "purple") == "none"


# -- Amina Sukhera ----------------------------------------------------------------------------
# Inspire: Score all bottom purple cards.
# Karma: When you meld this card, score all opponents' top figures of value 4.
# Karma: Each top card with a {castle} on your board counts as an available achievement for
# you.


def test_amina_inspire_scores_the_bottom_purple_card_of_every_board():
    game = figures(
        {
            "Alice": {"board": {"red": ["Amina Sukhera"], "purple": ["Code of Laws", "Mysticism"]}},
            "Bob": {"board": {"purple": ["City States"]}},
        },
        supply={"4": ["Perspective"]},
    )
    act(game, "inspire red")
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Amina Sukhera"], "purple": ["Code of Laws"]},
            "hand": ["Perspective"],
            "score": ["City States", "Mysticism"],
            "scored": 2,
        },
        "Bob": {},
    }


def test_amina_karma_melded_scores_the_opponents_top_figures_of_value_4():
    game = figures(
        {
            "Alice": {"hand": ["Amina Sukhera"]},
            "Bob": {
                "board": {
                    "green": ["Christopher Columbus"],  # a figure of value 4
                    "purple": ["Murasaki Shikibu"],  # a figure of value 3
                    "yellow": ["Perspective"],  # a 4, not a figure
                }
            },
        },
    )
    act(game, "meld Amina Sukhera")
    assert score_pile(game, "Alice") == ["Christopher Columbus"]
    assert table(game)["Bob"] == {
        "board": {"purple": ["Murasaki Shikibu"], "yellow": ["Perspective"]}
    }


def test_amina_karma_melded_by_an_effect_acts_at_once():
    # Shakespeare's inspire effect melds Amina: Bob's top figure of value 4 is scored at
    # once; then Alice, with two top figures, fades one.
    game = figures(
        {
            "Alice": {"board": {"purple": ["William Shakespeare"]}, "hand": ["Amina Sukhera"]},
            "Bob": {"board": {"green": ["Christopher Columbus"]}},
        },
        supply={"4": ["Perspective"]},
    )
    act(game, "inspire purple")
    assert score_pile(game, "Alice") == ["Christopher Columbus"]
    expect(game, "Alice", "choose_card", ["Amina Sukhera", "William Shakespeare"])


def test_amina_karma_tucked_does_not_act():
    game = figures(
        {
            "Alice": {
                "board": {"purple": ["Code of Laws"], "red": ["Archery"]},
                "hand": ["Amina Sukhera"],
            },
            "Bob": {"board": {"green": ["Christopher Columbus"]}},
        },
    )
    act(game, "dogma Code of Laws", "Amina Sukhera", "no")  # tucked under Archery
    assert board(game, "Alice", "red") == ["Archery", "Amina Sukhera"]
    assert board(game, "Bob", "green") == ["Christopher Columbus"]


def test_amina_karma_her_top_cards_with_a_castle_are_available_achievements():
    game = figures(
        {
            "Alice": {
                "board": {
                    "red": ["Amina Sukhera"],
                    "yellow": ["Masonry", "Agriculture"],
                    "blue": ["Writing"],  # no castle
                },
                "score": ["Construction", "Calendar", "Fermenting"],
            },
            "Bob": {"board": {"green": ["The Wheel"]}},
        },
        supply={"figures": {"1": ["Homer"]}},
    )
    d = expect(game, "Alice", "action")
    assert [o for o in d.options if o.startswith("achieve")] == ["achieve Masonry"]
    act(game, "achieve Masonry")
    assert achievements(game, "Alice") == ["Masonry"]
    assert board(game, "Alice", "yellow") == ["Agriculture"]
    assert hand(game, "Bob") == ["Homer"]  # an Achieve action: the figure draws follow


def test_amina_karma_not_for_other_players_nor_when_covered():
    game = figures(
        {
            "Alice": {"board": {"red": ["Amina Sukhera"]}},
            "Bob": {
                "board": {"yellow": ["Masonry"]},
                "score": ["Construction", "Calendar", "Fermenting"],
            },
        },
        turn="Bob",
    )
    assert not [o for o in expect(game, "Bob", "action").options if o.startswith("achieve")]
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Archery", "Amina Sukhera"], "yellow": ["Masonry"]},
                "score": ["Construction", "Calendar", "Fermenting"],
            },
            "Bob": {},
        },
    )
    assert not [o for o in expect(game, "Alice", "action").options if o.startswith("achieve")]


# -- Yi Sun-Sin -------------------------------------------------------------------------------
# Echo: Score a top card with a {castle} from anywhere.
# Karma: If you would score a card of a color you have splayed, instead tuck it, then draw and
# tuck a {3}.


def test_yi_sun_sin_echo_scores_a_top_card_with_a_castle_from_anywhere():
    game = figures(
        {
            "Alice": {"board": {"red": ["Yi Sun-Sin"], "blue": ["Writing"]}},
            "Bob": {"board": {"yellow": ["Masonry"], "green": ["Sailing"]}},
        },
    )
    act(game, "dogma Yi Sun-Sin")  # yellow is not splayed on her board: scored
    assert score_pile(game, "Alice") == ["Masonry"]
    assert board(game, "Bob", "yellow") == []


def test_yi_sun_sin_karma_a_card_of_a_splayed_colour_is_tucked_then_a_3():
    game = figures(
        {
            "Alice": {
                "board": {
                    "red": ["Yi Sun-Sin"],
                    "blue": {"cards": ["Writing", "Pottery"], "splay": "left"},
                }
            },
            "Bob": {"board": {"blue": ["Tools"]}},
        },
        supply={"3": ["Alchemy"]},
    )
    act(game, "dogma Yi Sun-Sin")
    assert table(game) == {
        "Alice": {
            "board": {
                "blue": (["Writing", "Pottery", "Tools", "Alchemy"], "left"),
                "red": ["Yi Sun-Sin"],
            },
            "tucked": 2,
        },
        "Bob": {},
    }


def test_yi_sun_sin_karma_for_any_score_of_hers():
    game = figures(
        {
            "Alice": {
                "board": {
                    "red": ["Yi Sun-Sin"],
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"},
                },
                "hand": ["Tools"],
            },
            "Bob": {},
        },
        supply={"2": ["Fermenting"], "3": ["Medicine"]},
    )
    act(game, "dogma Agriculture", "Tools")  # draw and score a 2: Fermenting, yellow
    assert score_pile(game, "Alice") == []
    assert board(game, "Alice", "yellow") == ["Agriculture", "Masonry", "Fermenting", "Medicine"]


def test_yi_sun_sin_karma_not_for_another_player_nor_when_covered():
    board_ = {"yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"}}
    game = figures(
        {
            "Alice": {"board": {"red": ["Yi Sun-Sin"]}},
            "Bob": {"board": board_, "hand": ["Tools"]},
        },
        supply={"2": ["Fermenting"], "3": ["Medicine"]},
        turn="Bob",
    )
    act(game, "dogma Agriculture", "Tools")
    assert score_pile(game, "Bob") == ["Fermenting"]
    game = figures(
        {
            "Alice": {"board": {"red": ["Coal", "Yi Sun-Sin"], **board_}, "hand": ["Tools"]},
            "Bob": {},
        },
        supply={"2": ["Fermenting"], "3": ["Medicine"]},
    )
    act(game, "dogma Agriculture", "Tools")
    assert score_pile(game, "Alice") == ["Fermenting"]


# -- Christopher Columbus ---------------------------------------------------------------------
# Inspire: Draw a {4}.
# Karma: You may issue a Trade Decree with any two figures.
# Karma: Each {factory} on your board provides two additional {crown}.


def test_columbus_inspire_draws_a_4_then_a_card_of_his_value():
    game = figures(
        {"Alice": {"board": {"green": ["Christopher Columbus"]}}, "Bob": {}},
        supply={"4": ["Perspective", "Anatomy"]},
    )
    act(game, "inspire green")
    assert hand(game, "Alice") == ["Anatomy", "Perspective"]


def test_columbus_karma_two_crowns_per_factory():
    game = figures(
        {
            "Alice": {"board": {"green": ["Christopher Columbus"], "red": ["Coal"]}},
            "Bob": {"board": {"red": ["Gunpowder"]}},
        },
    )
    assert icons(game, "Alice")["crown"] == 6
    assert icons(game, "Alice")["factory"] == 3
    assert icons(game, "Bob")["crown"] == 1


def test_columbus_karma_covered_adds_nothing():
    game = figures(
        {
            "Alice": {"board": {"green": ["Navigation", "Christopher Columbus"], "red": ["Coal"]}},
            "Bob": {},
        },
    )
    assert icons(game, "Alice")["crown"] == 3


# -- Galileo Galilei --------------------------------------------------------------------------
# Echo: Draw and foreshadow a {5} or {6}.
# Karma: If you would foreshadow a card of value not present in your forecast, first transfer
# all cards from your forecast into your hand.


def test_galileo_echo_draws_and_foreshadows_a_5_or_6():
    game = figures(
        {"Alice": {"board": {"green": ["Galileo Galilei"]}}, "Bob": {}},
        supply={"6": ["Canning"]},
    )
    act(game, "dogma Galileo Galilei")
    expect(game, "Alice", "choose_value", [5, 6])
    act(game, 6)
    assert table(game)["Alice"] == {
        "board": {"green": ["Galileo Galilei"]},
        "forecast": ["Canning"],
    }


def test_galileo_karma_a_new_value_first_brings_the_forecast_into_hand():
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Galileo Galilei"]},
                "forecast": ["Alchemy", "Canning"],
            },
            "Bob": {},
        },
        supply={"5": ["Chemistry"]},
    )
    act(game, "dogma Galileo Galilei", 5)
    assert forecast(game, "Alice") == ["Chemistry"]
    assert hand(game, "Alice") == ["Alchemy", "Canning"]


def test_galileo_karma_a_value_present_keeps_the_forecast():
    game = figures(
        {"Alice": {"board": {"green": ["Galileo Galilei"]}, "forecast": ["Coal"]}, "Bob": {}},
        supply={"5": ["Chemistry"]},
    )
    act(game, "dogma Galileo Galilei", 5)
    assert forecast(game, "Alice") == ["Chemistry", "Coal"]
    assert hand(game, "Alice") == []


def test_galileo_karma_not_for_another_player():
    game = figures(
        {
            "Alice": {"board": {"green": ["Galileo Galilei"]}, "forecast": ["Alchemy"]},
            "Bob": {"board": {"yellow": ["Rhazes"]}, "forecast": ["Paper"]},
        },
        supply={"5": ["Chemistry"]},
        turn="Bob",
    )
    act(game, "dogma Rhazes", 5)
    assert forecast(game, "Bob") == ["Chemistry", "Paper"]
    assert forecast(game, "Alice") == ["Alchemy"]


# -- Leonardo Da Vinci ------------------------------------------------------------------------
# Echo: Score a top figure with a bonus from anywhere.
# Karma: If you would meld a yellow card, first meld every non-yellow, non-purple card in your
# hand.
# Karma: If you would meld a purple card, first draw three {4}.


def test_leonardo_echo_scores_a_top_figure_with_a_bonus_from_anywhere():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Leonardo Da Vinci"], "green": ["Sailing"]}},
            "Bob": {"board": {"blue": ["Sejong the Great"], "red": ["Archery"]}},  # no leaf
        },
    )
    act(game, "dogma Leonardo Da Vinci")
    expect(game, "Alice", "choose_card", ["Leonardo Da Vinci", "Sejong the Great"])
    act(game, "Sejong the Great")
    assert score_pile(game, "Alice") == ["Sejong the Great"]
    assert board(game, "Bob", "blue") == []


def test_leonardo_echo_without_a_figure_with_a_bonus_elsewhere_scores_himself():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Leonardo Da Vinci"]}},
            "Bob": {"board": {"blue": ["Alhazen"]}},  # a figure without bonus
        },
    )
    act(game, "dogma Leonardo Da Vinci")
    assert score_pile(game, "Alice") == ["Leonardo Da Vinci"]


def test_leonardo_karma_melding_yellow_first_melds_the_other_colours_of_the_hand():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Leonardo Da Vinci"]},
                "hand": ["Perspective", "Tools", "Archery", "Code of Laws", "Agriculture"],
            },
            "Bob": {},
        },
    )
    act(game, "meld Perspective")
    assert table(game)["Alice"] == {
        "board": {
            "blue": ["Tools"],
            "red": ["Archery"],
            "yellow": ["Perspective", "Leonardo Da Vinci"],
        },
        "hand": ["Agriculture", "Code of Laws"],
    }
    log = texts(game)
    assert log.index("Alice melds Archery.") < log.index("Alice melds Perspective.")


def test_leonardo_karma_melding_purple_first_draws_three_4s():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Leonardo Da Vinci"]}, "hand": ["Code of Laws"]},
            "Bob": {},
        },
        supply={"4": ["Anatomy", "Enterprise", "Invention"]},
    )
    act(game, "meld Code of Laws")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Leonardo Da Vinci"], "purple": ["Code of Laws"]},
        "hand": ["Anatomy", "Enterprise", "Invention"],
    }


def test_leonardo_karma_not_for_other_colours_nor_when_covered():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Leonardo Da Vinci"]},
                "hand": ["Tools", "Archery", "Code of Laws"],
            },
            "Bob": {},
        },
    )
    act(game, "meld Tools")
    assert hand(game, "Alice") == ["Archery", "Code of Laws"]
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Agriculture", "Leonardo Da Vinci"]},
                "hand": ["Perspective", "Tools", "Code of Laws"],
            },
            "Bob": {},
        },
    )
    act(game, "meld Perspective")
    assert hand(game, "Alice") == ["Code of Laws", "Tools"]
    act(game, "meld Code of Laws")
    assert hand(game, "Alice") == ["Tools"]


def test_leonardo_karma_not_for_another_players_meld():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Leonardo Da Vinci"]}},
            "Bob": {"hand": ["Perspective", "Tools"]},
        },
        turn="Bob",
    )
    act(game, "meld Perspective")
    assert hand(game, "Bob") == ["Tools"]


# -- Michelangelo -----------------------------------------------------------------------------
# Inspire: Score a card from your hand.
# Karma: Each card in your hand is also considered part of your score pile.


def test_michelangelo_inspire_scores_a_card_from_hand_then_draws():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Michelangelo"]}, "hand": ["Tools", "Archery"]},
            "Bob": {},
        },
        supply={"4": ["Perspective"]},
    )
    act(game, "inspire yellow", "Tools")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Michelangelo"]},
        "hand": ["Archery", "Perspective"],
        "score": ["Tools"],
        "scored": 1,
    }


def test_michelangelo_karma_the_hand_counts_as_score_pile():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Michelangelo"]},
                "hand": ["Construction", "Calendar"],
                "score": ["Fermenting"],
            },
            "Bob": {"hand": ["Oars"]},
        },
    )
    assert score(game, "Alice") == 6
    assert score(game, "Bob") == 0


def test_michelangelo_karma_makes_her_eligible_to_achieve():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Michelangelo"]}, "hand": ["Coal", "Chemistry"]},
            "Bob": {},
        },
        achievements=["Construction"],
    )
    act(game, "achieve 2")
    assert achievements(game, "Alice") == ["Construction"]


def test_michelangelo_karma_covered_counts_nothing():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Agriculture", "Michelangelo"]},
                "hand": ["Construction", "Calendar"],
                "score": ["Fermenting"],
            },
            "Bob": {},
        },
    )
    assert score(game, "Alice") == 2


# -- Niccolo Machiavelli ----------------------------------------------------------------------
# Echo: Splay one color right that you have splayed left.
# Karma: Each color splayed right on your board but not splayed in any direction on any other
# player's board counts as an achievement.


def test_machiavelli_echo_splays_right_a_colour_splayed_left():
    game = figures(
        {
            "Alice": {
                "board": {
                    "purple": ["Niccolo Machiavelli"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "green": ["Sailing", "Clothing"],
                }
            },
            "Bob": {},
        },
    )
    act(game, "dogma Niccolo Machiavelli")
    d = expect(game, "Alice", "choose_color", ["blue", "red"])
    assert (d.verb, d.direction) == ("splay", "right")  # (bots read it, not the prompt)
    act(game, "blue")
    assert splay(game, "Alice", "blue") == "right"
    assert splay(game, "Alice", "red") == "left"
    assert achievement_count(game, "Alice") == 1  # and blue counts as an achievement


def test_machiavelli_karma_colours_splayed_right_only_by_him_count_as_achievements():
    game = figures(
        {
            "Alice": {
                "board": {
                    "purple": ["Niccolo Machiavelli"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "left"},
                },
                "achievements": ["Pottery"],
            },
            "Bob": {
                "board": {"red": {"cards": ["Construction", "Road Building"], "splay": "left"}}
            },
            "Carol": {"board": {"blue": ["Calendar", "Mathematics"]}},  # not splayed
        },
    )
    assert achievement_count(game, "Alice") == 2  # Pottery and blue (red: Bob splays it)
    assert achievement_count(game, "Bob") == 0


def test_machiavelli_karma_achievements_can_win():
    game = figures(
        {
            "Alice": {
                "board": {
                    "purple": ["Niccolo Machiavelli"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                },
                "achievements": ["Oars", "Calendar", "Alchemy", "Perspective", "Coal", "Canning"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Niccolo Machiavelli")  # blue right: a 7th achievement
    assert game.result["winners"] == ["Alice"]


def test_machiavelli_karma_covered_counts_nothing():
    game = figures(
        {
            "Alice": {
                "board": {
                    "purple": ["Code of Laws", "Niccolo Machiavelli"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                }
            },
            "Bob": {},
        },
    )
    assert achievement_count(game, "Alice") == 0


# -- William Shakespeare ----------------------------------------------------------------------
# Inspire: Meld a card from your hand.
# Karma: You may issue a Rivalry Decree with any two figures.
# Karma: Each {hex} on your board provides one additional point toward your score.


def test_shakespeare_inspire_melds_a_card_from_hand_then_draws():
    game = figures(
        {"Alice": {"board": {"purple": ["William Shakespeare"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"4": ["Perspective"]},
    )
    act(game, "inspire purple")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Tools"], "purple": ["William Shakespeare"]},
        "hand": ["Perspective"],
    }


def test_shakespeare_karma_a_point_per_visible_hex():
    game = figures(
        {
            "Alice": {
                "board": {
                    "purple": ["William Shakespeare"],  # a hex and a bonus 4
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},  # two hexes
                    "red": ["Archery", "Oars"],  # one (Oars is covered)
                }
            },
            "Bob": {"board": {"blue": ["Calendar"]}},
        },
    )
    assert score(game, "Alice") == 4 + 4
    assert score(game, "Bob") == 0


def test_shakespeare_karma_covered_adds_nothing():
    game = figures(
        {"Alice": {"board": {"purple": ["Code of Laws", "William Shakespeare"]}}, "Bob": {}},
    )
    assert score(game, "Alice") == 0


# -- Decree karmas ----------------------------------------------------------------------------

DECREE_KARMAS = [
    ("Takiyuddin", "blue", "Advancement"),
    ("Christopher Columbus", "green", "Trade"),
    ("William Shakespeare", "purple", "Rivalry"),
]


@pytest.mark.parametrize("figure,color,decree", DECREE_KARMAS)
def test_decree_karma_issues_its_decree_with_any_two_figures(figure, color, decree):
    two = ["Homer", "Sinuhe"]  # two figures of one value
    game = figures({"Alice": {"board": {color: [figure]}, "hand": two}, "Bob": {}})
    options = [o for o in expect(game, "Alice", "action").options if o.startswith("decree")]
    assert options == [f"decree {decree}"]
    game = figures({"Alice": {"hand": [figure, *two]}, "Bob": {}})
    options = [o for o in expect(game, "Alice", "action").options if o.startswith("decree")]
    assert options == []  # in hand, the figure gives no karma (and values 1, 1, 4)


def test_columbus_issues_trade():
    game = figures(
        {
            "Alice": {"board": {"green": ["Christopher Columbus"]}, "hand": ["Homer", "Sinuhe"]},
            "Bob": {},
        },
        supply={"5": ["Coal", "Chemistry", "Physics"]},
    )
    act(game, "decree Trade")
    assert achievements(game, "Alice") == ["Trade"]
    assert forecast(game, "Alice") == ["Chemistry", "Coal", "Physics"]
