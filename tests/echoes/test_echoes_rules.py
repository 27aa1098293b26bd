"""The rules of Echoes of the Past (deluxe rulebook p13-14, p17; online rules).

Setup, the achievements needed, the Echoes draw rule, bonuses, echo effects,
foreshadowing and promotion, duplicate achievements, the five Echoes special
achievements, and what players see of a forecast.
"""

from __future__ import annotations

import pytest
from helpers import (
    achievements,
    act,
    board,
    cards_of,
    echoes,
    expect,
    forecast,
    hand,
    score_pile,
    setup,
    texts,
)

import inno
from inno.data.cards import KIND, NAME, SET, SETS

# -- setup, players, achievements -------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_deals_a_base_1_and_an_echoes_1(players):
    game = inno.Game(players=players, expansions=["echoes"], seed=players)
    for p in game.to_position()["players"]:
        sets = sorted(SETS[SET[inno.data.cards.BY_NAME[c]]] for c in p["hand"])
        assert sets == ["base", "echoes"]
    specials = game.to_position()["special_achievements"]
    assert sorted(specials) == sorted(
        ["Monument", "Empire", "World", "Wonder", "Universe"]
        + ["Supremacy", "Destiny", "Wealth", "Heritage", "History"]
    )
    assert game.view(0)["players"][0]["forecast"] == []


@pytest.mark.parametrize(
    "players,teams,needed",
    [(2, False, 7), (3, False, 6), (4, False, 5), (5, False, 4), (4, True, 7)],
)
def test_one_more_achievement_to_win_with_echoes(players, teams, needed):
    game = inno.Game(players=players, expansions=["echoes"], seed=1, options={"teams": teams})
    assert game.achievements_needed == needed


def test_echoes_allows_a_fifth_player_not_a_sixth():
    inno.Game(players=5, expansions=["echoes"], seed=1)
    with pytest.raises(inno.InnoError, match="5 with 1"):
        inno.Game(players=6, expansions=["echoes"], seed=1)
    with pytest.raises(inno.InnoError, match="4 with 0"):
        inno.Game(players=5, seed=1)


# -- the Echoes draw rule ----------------------------------------------------------------
# "If you have cards in your hand, but none of them is an Echoes card, draw an Echo of
# value matching the base card you would have drawn."


def draw_game(hand_cards, supply, **rest):
    return echoes(
        {"Alice": {"board": {"red": ["Archery"]}, "hand": hand_cards}, "Bob": {}},
        supply=supply,
        **rest,
    )


def test_an_empty_hand_draws_a_base_card():
    game = draw_game([], {"base": {"1": ["Sailing"]}, "echoes": {"1": ["Dice"]}})
    act(game, "draw")
    assert hand(game, "Alice") == ["Sailing"]


def test_a_hand_of_base_cards_draws_an_echoes_card():
    game = draw_game(["Tools"], {"base": {"1": ["Sailing"]}, "echoes": {"1": ["Dice"]}})
    act(game, "draw")
    assert hand(game, "Alice") == ["Dice", "Tools"]


def test_a_hand_with_an_echoes_card_draws_a_base_card():
    game = draw_game(["Tools", "Bell"], {"base": {"1": ["Sailing"]}, "echoes": {"1": ["Dice"]}})
    act(game, "draw")
    assert hand(game, "Alice") == ["Bell", "Sailing", "Tools"]


def test_the_relic_lost_from_echoes_is_an_echoes_card_in_hand():
    # "Each of the five Relics is a 'lost card' from one of the five Innovation sets":
    # Safety Pin, seized into the hand, is an Echoes card there (as Ching Shih is a
    # Figure and Timbuktu a City): a hand holding it draws a base card.
    game = setup(
        {"Alice": {"board": {"red": ["Archery"]}, "hand": ["Safety Pin"]}, "Bob": {}},
        expansions=["echoes", "artifacts"],
        options={"relics": True},
        achievements=[],
        supply={"base": {"1": ["Sailing"]}, "echoes": {"1": ["Dice"]}},
    )
    act(game, "draw")
    assert hand(game, "Alice") == ["Safety Pin", "Sailing"]


def test_an_empty_echoes_pile_draws_a_base_card_instead():
    game = draw_game(["Tools"], {"base": {"1": ["Sailing"]}}, removed=cards_of(1, "echoes"))
    act(game, "draw")
    assert hand(game, "Alice") == ["Sailing", "Tools"]


def test_an_age_without_base_cards_is_empty_for_echoes_cards_too():
    # The rulebook: "If all the base cards from an age's supply pile are gone, that age
    # is considered empty for all types of cards."
    game = echoes(
        {"Alice": {"board": {"red": ["Construction"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"echoes": {"2": ["Lever"], "3": ["Almanac"]}},
        removed=[c for c in cards_of(2) if c != "Construction"],
        achievements=[],
    )
    act(game, "draw")  # a 2 would be drawn; age 2 is empty: an Echoes 3
    assert hand(game, "Alice") == ["Almanac", "Tools"]


def test_the_draw_rule_is_checked_for_each_card_drawn():
    # Ruler's echo draws a 2; a sharer and the activating player each follow the rule
    # with their own hand.
    game = echoes(
        {
            "Alice": {"board": {"blue": ["Ruler"]}, "hand": ["Lever"]},
            "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Tools"]},
        },
        supply={"base": {"2": ["Calendar"]}, "echoes": {"2": ["Linguistics"]}},
    )
    act(game, "dogma Ruler")
    assert hand(game, "Bob") == ["Linguistics", "Tools"]  # base card only: an Echoes 2
    # Alice holds an Echoes card: a base 2 (and her free draw follows the rule too).
    assert "Calendar" in hand(game, "Alice") and "Linguistics" not in hand(game, "Alice")


# -- bonuses ----------------------------------------------------------------------------
# "Your highest visible bonus is worth its value in points. All your other visible bonuses
# are worth one point each."


def test_bonuses_add_to_the_score_as_in_the_rulebook_example():
    # Bonuses of 10, 4 and 5 are visible: they add 12 to the score pile's points.
    game = echoes(
        {
            "Alice": {
                "board": {"red": ["Jet"], "green": ["Chintz"], "purple": ["Clock"]},
                "score": ["Tools"],
            },
            "Bob": {},
        }
    )
    me = game.view("Alice")["players"][0]
    assert me["bonuses"] == [10, 5, 4]
    assert me["bonus_points"] == 12
    assert me["score"] == 13
    assert game.view("Bob")["players"][0]["score"] == 13


@pytest.mark.parametrize("direction,visible", [("none", 0), ("left", 0), ("right", 0), ("up", 1)])
def test_a_covered_bonus_shows_only_when_its_slot_is_splayed_into_view(direction, visible):
    # Puppet's bonus (3) is in the bottom middle: only a splay up shows it.
    game = echoes(
        {
            "Alice": {"board": {"purple": {"cards": ["Mysticism", "Puppet"], "splay": direction}}},
            "Bob": {},
        }
    )
    assert game.view("Alice")["players"][0]["bonuses"] == [3] * visible


def test_bonus_points_count_for_achievements():
    game = echoes(
        {"Alice": {"board": {"red": ["Jet"]}}, "Bob": {}},
        achievements=["Calendar", "Optics"],
    )
    options = game.pending.options
    assert "achieve 2" in options  # 10 points from Jet's bonus, a top card of value 9
    act(game, "achieve 2")
    assert achievements(game, "Alice") == ["Calendar"]


# -- duplicate achievements --------------------------------------------------------------
# "If you already have a standard achievement of that age, you need twice as many points
# to be eligible."


@pytest.mark.parametrize(
    "score,offered",
    [
        (["Tools", "Oars", "Sailing", "Writing", "Mysticism"], False),  # 5 points
        (["Optics", "Paper", "Mathematics", "Calendar"], True),  # 10 points
    ],
)
def test_a_second_achievement_of_an_age_needs_twice_the_points(score, offered):
    game = echoes(
        {
            "Alice": {
                "board": {"blue": ["Pottery"]},
                "achievements": ["Agriculture"],
                "score": score,
            },
            "Bob": {},
        },
        achievements=["Archery"],
    )
    assert ("achieve 1" in game.pending.options) == offered


# -- echo effects ------------------------------------------------------------------------


def test_echo_effects_run_bottom_to_top_before_the_dogma_and_are_shared():
    # Blue: Ruler (echo: draw a 2) on Perfume (echo: draw and tuck a 1), splayed right so
    # that Perfume's echo effect (top left) shows.  Bob shares (2 lightbulbs, like Alice).
    game = echoes(
        {
            "Alice": {"board": {"blue": {"cards": ["Ruler", "Perfume"], "splay": "right"}}},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        supply={"base": {"1": ["Sailing", "Agriculture"], "2": ["Calendar", "Mathematics"]}},
    )
    act(game, "dogma Ruler")
    log = texts(game)
    first = log.index("Perfume echo effect: executed by Bob, Alice.")
    second = log.index("Ruler echo effect: executed by Bob, Alice.")
    assert first < second
    assert board(game, "Bob", "green") == ["Sailing"]  # Bob first: draws and tucks a 1
    assert board(game, "Alice", "yellow") == ["Agriculture"]
    assert hand(game, "Bob") == ["Calendar"]
    assert "Mathematics" in hand(game, "Alice")
    # Bob changed the game: Alice's free Draw action.
    assert "Alice takes a free Draw action for sharing." in log


def test_demanded_players_do_not_execute_echo_effects():
    game = echoes(
        {
            "Alice": {"board": {"blue": ["Perfume"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
        },
        supply={"base": {"1": ["Sailing"]}},
    )
    act(game, "dogma Perfume")
    assert "Perfume echo effect: executed by Alice." in texts(game)


def test_a_covered_echo_effect_hidden_by_the_splay_does_not_run():
    game = echoes(
        {
            "Alice": {"board": {"blue": {"cards": ["Ruler", "Perfume"], "splay": "left"}}},
            "Bob": {},
        },
        supply={"base": {"2": ["Calendar"]}},
    )
    act(game, "dogma Ruler")
    assert not any(t.startswith("Perfume echo effect") for t in texts(game))
    assert hand(game, "Alice") == ["Calendar"]


def test_echo_effects_are_not_executed_when_an_effect_executes_a_card():
    # The online rules: "echo effects are not executed when an effect causes you to
    # execute the non-demand effects of another card."  Self Service executes Chopsticks
    # (echo: draw a 1): only Chopsticks's dogma effect runs.
    game = echoes(
        {
            "Alice": {"board": {"green": ["Self Service"], "yellow": ["Chopsticks"]}},
            "Bob": {},
        }
    )
    act(game, "dogma Self Service")
    expect(game, "Alice", "yes_no")  # Chopsticks: transfer the bottom card of the 1 deck?
    act(game, "no")
    assert hand(game, "Alice") == []
    assert not any("echo effect" in t for t in texts(game))


def test_a_card_with_only_echo_effects_in_its_colour_can_be_activated_for_them():
    # Ruler's dogma is "No effect.": activating it runs the echo effects of blue.
    game = echoes({"Alice": {"board": {"blue": ["Ruler"]}}, "Bob": {}})
    assert "dogma Ruler" in game.pending.options


# -- foreshadowing and promotion ------------------------------------------------------------
# "At the conclusion of a Meld action, any card in your forecast of equal or lower value to
# the card you melded is eligible to be promoted. You may choose one eligible card to
# promote (meld it). If you do, you may also take a free Dogma action targeting the
# promoted card."


def promotion_game(**alice):
    return echoes(
        {"Alice": {"hand": ["Optics"], "forecast": ["Bell", "Coal"], **alice}, "Bob": {}},
        supply={"base": {"2": ["Calendar"]}},
    )


def test_promote_after_a_meld_action_then_a_free_dogma_action():
    game = promotion_game()
    act(game, "meld Optics")  # a 3: Bell (1) may be promoted, Coal (5) may not
    d = expect(game, "Alice", "choose_card", ["Bell", None])
    assert d.verb == "promote" and d.zone == "forecast"
    act(game, "Bell")
    assert board(game, "Alice", "purple") == ["Bell"]
    expect(game, "Alice", "yes_no")
    act(game, "yes")  # Bell: echo (score a card from hand: none), draw and foreshadow a 2
    assert forecast(game, "Alice") == ["Calendar", "Coal"]
    assert "Alice promotes Bell." in texts(game)
    # The free Dogma action was not one of Alice's two actions.
    assert game.pending.kind == "action" and game.state.actions_left == 1


def test_promotion_may_be_declined():
    game = promotion_game()
    act(game, "meld Optics", None)
    assert forecast(game, "Alice") == ["Bell", "Coal"]
    expect(game, "Alice", "action")


def test_the_free_dogma_action_after_promotion_may_be_declined():
    game = promotion_game()
    act(game, "meld Optics", "Bell", "no")
    assert board(game, "Alice", "purple") == ["Bell"]
    assert forecast(game, "Alice") == ["Coal"]


def test_no_promotion_question_without_an_eligible_card():
    game = echoes(
        {"Alice": {"hand": ["Oars"], "forecast": ["Coal"]}, "Bob": {}},
    )
    act(game, "meld Oars")
    expect(game, "Alice", "action")


def test_a_meld_by_an_effect_promotes_nothing():
    game = echoes(
        {"Alice": {"board": {"green": ["Sailing"]}, "forecast": ["Bell"]}, "Bob": {}},
        supply={"base": {"1": ["Oars"]}},
    )
    act(game, "dogma Sailing")  # draw and meld a 1: not a Meld action
    assert board(game, "Alice", "red") == ["Oars"]
    expect(game, "Alice", "action")
    assert forecast(game, "Alice") == ["Bell"]


# -- the special achievements -------------------------------------------------------------


def test_destiny_seven_cards_in_the_forecast():
    game = echoes(
        {
            "Alice": {
                "board": {"purple": ["Bell"]},
                "forecast": ["Oars", "Tools", "Sailing", "Writing", "Pottery", "Archery"],
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Calendar"]}},
    )
    act(game, "dogma Bell")  # draw and foreshadow a 2: the seventh card
    assert achievements(game, "Alice") == ["Destiny"]


def test_wealth_eight_visible_bonuses():
    game = echoes(
        {
            "Alice": {
                "board": {
                    # Right: the covered cards show their top left and bottom left.
                    "purple": {
                        "cards": ["Puppet", "Pagoda", "Chaturanga", "Flute"],
                        "splay": "right",
                    },
                    "red": ["Candles"],
                    "yellow": ["Soap"],
                    "blue": ["Dice"],
                },
                "hand": ["Chintz"],
            },
            "Bob": {},
        }
    )
    assert len(game.view("Alice")["players"][0]["bonuses"]) == 7
    act(game, "meld Chintz")
    assert achievements(game, "Alice") == ["Wealth"]


def test_heritage_eight_visible_hexes_in_one_colour():
    stack = [
        "Currency",
        "Banking",
        "Measurement",
        "Classification",
        "Bicycle",
        "Electricity",
        "Mass Media",
    ]
    game = echoes(
        {
            "Alice": {"board": {"green": {"cards": stack, "splay": "up"}}, "hand": ["Sailing"]},
            "Bob": {},
        }
    )
    act(game, "meld Sailing")  # Currency's hex (bottom middle) now shows too: 8
    assert achievements(game, "Alice") == ["Heritage"]


def test_history_four_visible_echo_effects_in_one_colour():
    game = echoes(
        {
            "Alice": {
                "board": {"blue": {"cards": ["Ruler", "Lever", "Almanac"], "splay": "up"}},
                "hand": ["Thermometer"],
            },
            "Bob": {},
        }
    )
    act(game, "meld Thermometer")
    assert achievements(game, "Alice") == ["History"]


def test_supremacy_three_of_one_icon_in_each_of_four_colours():
    game = echoes(
        {
            "Alice": {
                "board": {"red": ["Metalworking"], "green": ["The Wheel"], "purple": ["Mysticism"]},
                "hand": ["Masonry"],
            },
            "Bob": {},
        }
    )
    act(game, "meld Masonry")
    assert achievements(game, "Alice") == ["Supremacy"]


def test_special_achievements_of_echoes_are_not_in_a_base_game():
    game = setup({"Alice": {}, "Bob": {}})
    names = game.to_position()["special_achievements"]
    assert "Wealth" not in names and "Monument" in names


# -- what players see -------------------------------------------------------------------------


def test_a_forecast_is_seen_by_its_owner_only():
    game = echoes({"Alice": {"forecast": ["Bell", "Coal"]}, "Bob": {}})
    mine = game.view("Alice")["players"][0]
    theirs = game.view("Bob")["players"][0]
    assert sorted(mine["forecast"]) == ["Bell", "Coal"]
    assert theirs["forecast"] == [{"age": 1, "set": "echoes"}, {"age": 5, "set": "base"}] or (
        sorted(theirs["forecast"], key=lambda b: b["age"])
        == [{"age": 1, "set": "echoes"}, {"age": 5, "set": "base"}]
    )
    assert theirs["forecast_count"] == 2
    assert "Bell" not in str(theirs) and "Coal" not in str(theirs)


def test_a_base_game_has_no_forecast_in_positions_or_views():
    game = setup({"Alice": {}, "Bob": {}})
    assert "forecast" not in game.to_position()["players"][0]
    assert "forecast" not in game.view("Alice")["players"][0]


def test_the_echoes_cards_and_special_achievements_are_all_in_play():
    game = inno.Game(players=2, expansions=["echoes"], seed=3)
    in_play = [NAME[c] for c in game.cards_in_play() if SETS[SET[c]] == "echoes"]
    assert len([c for c in in_play if KIND[inno.data.cards.BY_NAME[c]] == "age"]) == 105
    assert len(in_play) == 110
    assert score_pile(game, game.names[0]) == []


def test_the_rulebook_umbrella_example_three_echo_effects_then_the_dogma():
    # Green, splayed right: Umbrella on Charitable Trust on Scissors.  Both covered cards
    # have their echo effect in the top left slot, which a right splay shows.  "Execute
    # the three echo effects (1, 2, 3), and finally Umbrella's dogma effect (4)."
    game = echoes(
        {
            "Alice": {
                "board": {
                    "green": {
                        "cards": ["Umbrella", "Charitable Trust", "Scissors"],
                        "splay": "right",
                    },
                    "red": ["Oars"],
                },
                "hand": ["Tools"],
            },
            "Bob": {},
        },
        supply={"base": {"3": ["Optics"]}, "echoes": {"3": ["Novel"]}},
    )
    act(game, "dogma Umbrella")
    # 1. Scissors: take a bottom card from your board into your hand.
    expect(game, "Alice", "choose_card", ["Oars", "Scissors"])
    act(game, "Oars")
    # 2. Charitable Trust: draw a 3 or a 4 (Alice's hand holds base cards: an Echoes 3).
    act(game, 3)
    assert hand(game, "Alice") == ["Novel", "Oars", "Tools"]
    # 3. Umbrella: you may meld a card from your hand.
    act(game, "Tools")
    # 4. Charitable Trust's dogma is not executed (it is not the activated card);
    #    Umbrella's dogma: return any number of cards, score two for each.
    act(game, ["Oars"])
    assert score_pile(game, "Alice") == ["Novel"]
    log = texts(game)
    steps = [
        "Scissors echo effect: executed by Alice.",
        "Charitable Trust echo effect: executed by Alice.",
        "Umbrella echo effect: executed by Alice.",
        "Umbrella effect 1: executed by Alice.",
    ]
    assert [log.index(s) for s in steps] == sorted(log.index(s) for s in steps)


def test_a_teammate_shares_echo_effects_without_a_sharing_bonus():
    game = echoes(
        {
            "Alice": {"board": {"blue": ["Ruler"]}},
            "Bob": {},
            "Carol": {"board": {"blue": ["Writing"]}},
            "Dan": {},
        },
        options={"teams": True},
        supply={"base": {"2": ["Calendar", "Mathematics"]}},
    )
    act(game, "dogma Ruler")
    assert hand(game, "Carol") == ["Calendar"]
    assert hand(game, "Alice") == ["Mathematics"]
    assert "Alice takes a free Draw action for sharing." not in texts(game)
