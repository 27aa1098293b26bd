"""The rules of Figures in the Sand: figure draws, the Inspire and Decree actions, fade,
the Decrees, and what bad input gets."""

import pytest
from helpers import (
    achievements,
    act,
    board,
    expect,
    figures,
    hand,
    score_pile,
    setup,
    supply,
    table,
    texts,
)

import inno

# -- drawing figures ------------------------------------------------------------------------


def test_after_an_achieve_action_each_opponent_draws_a_figure_of_their_highest_top_card():
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Writing"]},
                "score": ["Calendar", "Fermenting", "Mapmaking"],
            },
            "Bob": {"board": {"red": ["Construction"], "green": ["Sailing"]}},
            "Carol": {"board": {"purple": ["Mysticism"]}},
        },
        achievements=["Oars"],
        supply={"figures": {"2": ["Sun Tzu"], "1": ["Homer"]}},
    )
    act(game, "achieve 1")
    assert achievements(game, "Alice") == ["Oars"]
    assert hand(game, "Bob") == ["Sun Tzu"]  # his highest top card: Construction, a 2
    assert hand(game, "Carol") == ["Homer"]
    log = texts(game)
    assert log.index("Bob draws Sun Tzu.") < log.index("Carol draws Homer.")  # clockwise


def test_a_figure_draw_skips_empty_ages_even_with_figures_left():
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Writing"]},
                "score": ["Calendar", "Fermenting", "Mapmaking"],
            },
            "Bob": {"board": {"red": ["Archery"]}},
        },
        achievements=["Oars"],
        removed=[c for c in _base(1) if c != "Oars" and c not in ("Writing", "Archery")],
        supply={"figures": {"2": ["Sun Tzu"]}},
    )
    act(game, "achieve 1")
    assert hand(game, "Bob") == ["Sun Tzu"]  # age 1 is empty: a figure of age 2


def _base(age):
    from helpers import base_cards

    return base_cards(age)


def test_no_figure_draw_for_an_achievement_claimed_by_an_effect_or_without_figures():
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Writing"]},
                "score": ["Calendar", "Fermenting", "Mapmaking"],
            },
            "Bob": {},
        },
        achievements=["Oars"],
    )
    act(game, "achieve 1")
    assert hand(game, "Bob") == []


def test_the_free_draw_for_sharing_draws_a_figure():
    game = figures(
        {
            "Alice": {"board": {"green": ["Sailing"]}, "hand": ["Tools"]},
            "Bob": {"board": {"purple": ["Code of Laws"]}, "hand": ["Archery"]},
        },
        supply={"base": {"1": ["Oars", "Pottery"]}, "figures": {"1": ["Homer"]}},
    )
    act(game, "dogma Sailing")  # Bob shares (two crowns), draws and melds a 1
    assert board(game, "Bob", "red") == ["Oars"]
    assert hand(game, "Alice") == ["Homer", "Tools"]  # a figure of her highest top card


# -- the Decree action ----------------------------------------------------------------------

THREE_BLUE = ["Daedalus", "Archimedes", "Alhazen"]  # blue figures of values 1, 2, 3


def test_three_figures_of_different_values_issue_a_decree_of_a_removed_figures_colour():
    game = figures(
        {
            "Alice": {"board": {"red": ["Construction"]}, "hand": [*THREE_BLUE, "Writing"]},
            "Bob": {},
        },
        supply={"4": ["Perspective"]},
    )
    d = expect(game, "Alice", "action")
    assert [o for o in d.options if o.startswith("decree")] == ["decree Advancement"]
    act(game, "decree Advancement")
    # The whole hand is removed from the game, then Advancement is claimed and executed:
    # a card of value two higher than the highest top card (Construction, 2).
    position = game.to_position()
    assert sorted(position["removed"]) == sorted([*THREE_BLUE, "Writing"])
    assert achievements(game, "Alice") == ["Advancement"]
    assert hand(game, "Alice") == ["Perspective"]
    assert "Advancement" not in position["decrees"]


def test_two_figures_or_three_of_two_values_issue_no_decree():
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Construction"]},
                "hand": ["Daedalus", "Archimedes", "Huang Di"],  # values 1, 2, 1
            },
            "Bob": {},
        },
    )
    d = expect(game, "Alice", "action")
    assert not [o for o in d.options if o.startswith("decree")]
    why = {w["action"]: w["why"] for w in d.to_dict()["unavailable"]}
    assert "three different values" in why["decree"]
    with pytest.raises(inno.IllegalAnswer):
        act(game, "decree Advancement")
    assert hand(game, "Alice") == ["Archimedes", "Daedalus", "Huang Di"]


def test_a_decree_held_by_another_player_returns_to_the_centre_without_effect():
    game = figures(
        {
            "Alice": {"board": {"red": ["Construction"]}, "hand": THREE_BLUE},
            "Bob": {"achievements": ["Advancement"]},
        },
        decrees=["War", "Trade", "Expansion", "Rivalry"],
        supply={"4": ["Perspective"]},
    )
    act(game, "decree Advancement")
    assert achievements(game, "Bob") == []
    assert "Advancement" in game.to_position()["decrees"]
    assert hand(game, "Alice") == []  # no effect: nothing drawn
    assert achievements(game, "Alice") == []


def test_a_decree_you_hold_is_executed_again():
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Construction"]},
                "hand": THREE_BLUE,
                "achievements": ["Advancement"],
            },
            "Bob": {},
        },
        decrees=["War", "Trade", "Expansion", "Rivalry"],
        supply={"4": ["Perspective"]},
    )
    act(game, "decree Advancement")
    assert achievements(game, "Alice") == ["Advancement"]
    assert hand(game, "Alice") == ["Perspective"]


def test_a_held_decree_counts_as_an_achievement_toward_winning():
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Construction"]},
                "hand": THREE_BLUE,
                "achievements": ["Oars", "Agriculture", "Writing", "Archery", "Sailing"],
            },
            "Bob": {},
        },
        supply={"4": ["Perspective"]},
    )
    act(game, "decree Advancement")  # 2 players, 1 expansion: 7 achievements
    assert game.over is False or game.result is None
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Construction"]},
                "hand": THREE_BLUE,
                "achievements": ["Oars", "Agriculture", "Writing", "Archery", "Sailing", "Tools"],
            },
            "Bob": {},
        },
        supply={"4": ["Perspective"]},
    )
    act(game, "decree Advancement")
    assert game.result["winners"] == ["Alice"]
    assert game.result["reason"] == "achievements"


def test_the_decree_action_is_once_per_turn():
    game = figures(
        {
            "Alice": {"board": {"red": ["Construction"]}, "hand": THREE_BLUE},
            "Bob": {},
        },
        supply={"base": {"4": ["Perspective"]}, "figures": {"1": ["Homer"]}},
    )
    act(game, "decree Advancement")
    d = expect(game, "Alice", "action")
    assert not [o for o in d.options if o.startswith("decree")]
    assert any(
        w["action"] == "decree" and "this turn" in w["why"] for w in d.to_dict()["unavailable"]
    )


# -- the Decrees' effects ----------------------------------------------------------------------


def _issue(decree, hand_cards, **rest):
    players = rest.pop("players", None) or {
        "Alice": {"board": {"red": ["Construction"]}, "hand": hand_cards},
        "Bob": {},
    }
    game = figures(players, **rest)
    act(game, f"decree {decree}")
    return game


RED3 = ["Gilgamesh", "Sun Tzu", "Saladin"]  # red figures of values 1, 2, 3


def test_war_returns_top_cards_of_the_chosen_value_from_all_other_boards():
    players = {
        "Alice": {"board": {"red": ["Construction"], "blue": ["Writing"]}, "hand": RED3},
        "Bob": {"board": {"blue": ["Mathematics"], "green": ["The Wheel"], "red": ["Oars"]}},
        "Carol": {"board": {"purple": ["Philosophy"], "yellow": ["Agriculture"]}},
    }
    game = _issue("War", None, players=players)
    d = expect(game, "Alice", "choose_value")
    assert (d.verb, d.zone) == ("return", "board")  # (what is done to the cards, and where)
    act(game, 1, "Oars", "The Wheel")  # (the order of the 1s going to one pile)
    t = table(game)
    assert t["Bob"]["board"] == {"blue": ["Mathematics"]}
    assert t["Carol"]["board"] == {"purple": ["Philosophy"]}
    assert t["Alice"]["board"] == {"red": ["Construction"], "blue": ["Writing"]}  # not hers


GREEN3 = ["Fu Xi", "Ptolemy", "Shen Kuo"]  # green figures of values 1, 2, 3


def test_trade_draws_and_foreshadows_three_cards_one_higher_than_the_highest_top_card():
    game = _issue("Trade", GREEN3, supply={"3": ["Compass", "Optics", "Feudalism"]})
    assert sorted(game.to_position()["players"][0]["forecast"]) == [
        "Compass",
        "Feudalism",
        "Optics",
    ]


def test_trade_draws_its_three_cards_of_the_value_it_had_when_it_started():
    # "Draw and foreshadow three cards of value one higher than your highest top card":
    # one value for the three.  The highest top card is Industrialization (6): three 7s.
    # Christiaan Huygens melds the first (Lighting) instead of foreshadowing it, which makes
    # a 7 the highest top card; the other two are still 7s.
    players = {
        "Alice": {
            "board": {"blue": ["Christiaan Huygens"], "red": ["Industrialization"]},
            "hand": GREEN3,
        },
        "Bob": {},
    }
    supply = {"7": ["Lighting", "Sanitation", "Refrigeration"], "8": ["Antibiotics", "Socialism"]}
    game = _issue("Trade", None, players=players, supply=supply)
    assert board(game, "Alice", "purple") == ["Lighting"]
    assert sorted(game.to_position()["players"][0]["forecast"]) == ["Refrigeration", "Sanitation"]


YELLOW3 = ["Shennong", "Cai Lun", "Avicenna"]  # yellow figures of values 1, 2, 3


def test_expansion_splays_one_of_your_colours_up():
    players = {
        "Alice": {"board": {"red": ["Construction", "Archery"]}, "hand": YELLOW3},
        "Bob": {},
    }
    game = _issue("Expansion", None, players=players)
    assert table(game)["Alice"]["board"] == {"red": (["Construction", "Archery"], "up")}


PURPLE3 = ["Homer", "Confucius", "Murasaki Shikibu"]  # purple figures of values 1, 2, 3


def test_expansion_decision_is_a_splay_up():
    players = {
        "Alice": {
            "board": {"red": ["Construction", "Archery"], "blue": ["Writing", "Tools"]},
            "hand": YELLOW3,
        },
        "Bob": {},
    }
    game = _issue("Expansion", None, players=players)
    d = expect(game, "Alice", "choose_color", ["red", "blue"])
    assert (d.verb, d.direction) == ("splay", "up")


def test_rivalry_returns_three_score_cards_and_all_top_figures_of_the_chosen_player():
    players = {
        "Alice": {"board": {"red": ["Construction"]}, "hand": PURPLE3},
        "Bob": {"score": ["Oars", "Pottery", "Tools", "Writing"], "board": {"blue": ["Calendar"]}},
        "Carol": {"score": ["Sailing"]},
    }
    game = _issue("Rivalry", None, players=players)
    expect(game, "Alice", "choose_player", ["Bob", "Carol"])
    act(game, "Bob")
    # Four face-down 1s: three returned, chosen by their backs (all alike).
    assert len(score_pile(game, "Bob")) == 1
    assert board(game, "Bob", "blue") == ["Calendar"]  # not a figure


# -- bad input ---------------------------------------------------------------------------------


def test_decree_and_inspire_are_not_actions_without_figures():
    game = setup({"Alice": {"hand": THREE_BLUE[:0] + ["Writing"]}, "Bob": {}})
    with pytest.raises(inno.IllegalAnswer):
        act(game, "decree War")
    with pytest.raises(inno.IllegalAnswer):
        act(game, "inspire red")


def test_figures_positions_place_the_decrees_in_the_centre_by_default():
    game = figures({"Alice": {}, "Bob": {}})
    assert sorted(game.to_position()["decrees"]) == [
        "Advancement",
        "Expansion",
        "Rivalry",
        "Trade",
        "War",
    ]
    assert supply(game, 1, "figures")


# -- the Inspire action -----------------------------------------------------------------------


def _inspiring(**rest):
    # Red: Tigernmas on top of Gilgamesh, splayed right: Gilgamesh's inspire effect (top
    # left) shows, and Tigernmas's (a top card shows all).
    return figures(
        {
            "Alice": {
                "board": {"red": {"cards": ["Tigernmas", "Gilgamesh"], "splay": "right"}},
                "hand": ["Writing"],
            },
            "Bob": {},
        },
        supply={"1": ["Oars", "Pottery"]},
        **rest,
    )


def test_inspire_executes_the_colours_inspire_effects_bottom_to_top_then_draws():
    game = _inspiring()
    act(game, "inspire red")
    log = texts(game)
    # Gilgamesh: score a card from your hand; Tigernmas: draw a 1; then a card of the
    # value of the top red card (Tigernmas, 1).
    assert log.index("Alice scores Writing.") < log.index("Alice draws Oars.")
    assert log.index("Alice draws Oars.") < log.index("Alice draws Pottery.")
    assert table(game)["Alice"]["hand"] == ["Oars", "Pottery"]
    assert score_pile(game, "Alice") == ["Writing"]


def test_inspire_is_once_per_turn_and_only_with_a_visible_inspire_effect():
    game = _inspiring()
    act(game, "inspire red")
    d = expect(game, "Alice", "action")
    assert "inspire red" not in d.options
    with pytest.raises(inno.IllegalAnswer, match="allowed"):
        act(game, "inspire red")
    game = figures({"Alice": {"board": {"red": ["Archery"]}}, "Bob": {}})
    d = expect(game, "Alice", "action")
    assert not [o for o in d.options if o.startswith("inspire")]
    assert {"action": "inspire", "why": "no inspire effect is visible on your board"} in (
        d.to_dict()["unavailable"]
    )


def test_inspire_effects_are_not_shared():
    game = figures(
        {
            "Alice": {"board": {"red": ["Tigernmas"]}},
            "Bob": {"board": {"blue": ["Pottery"], "green": ["Clothing"]}},  # more leaves
        },
        supply={"1": ["Oars", "Sailing"]},
    )
    act(game, "inspire red")
    assert hand(game, "Bob") == []
    assert hand(game, "Alice") == ["Oars", "Sailing"]


# -- a figure activated for its echo effects ----------------------------------------------


def test_a_figure_with_a_visible_echo_effect_can_be_activated_and_one_without_cannot():
    game = figures(
        {"Alice": {"board": {"blue": ["Huang Di"], "red": ["Archery"]}}, "Bob": {}},
        supply={"2": ["Mathematics"]},
    )
    d = expect(game, "Alice", "action")
    assert "dogma Huang Di" in d.options
    act(game, "dogma Huang Di")  # its echo effect: draw a 2
    assert hand(game, "Alice") == ["Mathematics"]
    game = figures({"Alice": {"board": {"red": ["Tigernmas"]}}, "Bob": {}})
    assert "dogma Tigernmas" not in expect(game, "Alice", "action").options


# -- fade -------------------------------------------------------------------------------------


def test_at_the_end_of_an_action_a_player_with_two_top_figures_fades_one_of_their_choice():
    game = figures(
        {"Alice": {"board": {"blue": ["Huang Di"], "red": ["Tigernmas"]}}, "Bob": {}},
        supply={"1": ["Oars"]},
    )
    act(game, "draw")
    expect(game, "Alice", "choose_card", ["Huang Di", "Tigernmas"])
    act(game, "Tigernmas")
    assert score_pile(game, "Alice") == ["Tigernmas"]
    assert board(game, "Alice", "blue") == ["Huang Di"]
    assert board(game, "Alice", "red") == []
    # The log says it is a fade, before the score it makes.
    log = texts(game)
    fade = log.index("Alice has 2 top figures: fades Tigernmas.")
    assert log[fade + 1] == "Alice scores Tigernmas from their board."


def test_every_player_fades_at_the_end_of_any_action_and_covered_figures_do_not_count():
    game = figures(
        {
            "Alice": {"board": {"red": {"cards": ["Archery", "Tigernmas"], "splay": "right"}}},
            "Bob": {"board": {"blue": ["Huang Di"], "red": ["Gilgamesh"], "green": ["Fu Xi"]}},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "draw")  # Alice's covered Tigernmas does not count; Bob has three
    expect(game, "Bob", "choose_card", ["Fu Xi", "Gilgamesh", "Huang Di"])
    act(game, "Fu Xi")
    expect(game, "Bob", "choose_card", ["Gilgamesh", "Huang Di"])
    act(game, "Huang Di")
    assert sorted(score_pile(game, "Bob")) == ["Fu Xi", "Huang Di"]
    assert table(game)["Bob"]["board"] == {"red": ["Gilgamesh"]}
    expect(game, "Alice", "action")


def test_fading_goes_on_when_a_fade_uncovers_another_figure():
    # "You must continue fading Figures one by one until you have only one top Figure."
    game = figures(
        {
            "Alice": {"board": {"blue": ["Huang Di"], "red": ["Tigernmas", "Gilgamesh"]}},
            "Bob": {},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "draw", "Tigernmas")  # uncovers Gilgamesh: two top figures again
    expect(game, "Alice", "choose_card", ["Gilgamesh", "Huang Di"])
    act(game, "Gilgamesh")
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Huang Di"]},
            "hand": ["Oars"],
            "score": ["Gilgamesh", "Tigernmas"],
            "scored": 2,
        },
        "Bob": {},
    }
    expect(game, "Alice", "action")


def test_fading_ends_when_a_fade_leaves_every_board_as_it_was(instead_nothing):
    # A karma that answers the fade's score by "instead do nothing" (synthetic: no printed
    # karma keeps a faded figure on top without changing a board) would have the player
    # fade forever: the fading ends when the boards come back to where a fade started.
    instead_nothing("Archery", "score")
    game = figures(
        {
            "Alice": {"board": {"blue": ["Huang Di"], "red": ["Archery"]}, "hand": ["Homer"]},
            "Bob": {},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "meld Homer")
    expect(game, "Alice", "choose_card", ["Homer", "Huang Di"])
    act(game, "Huang Di")  # not scored: the boards are as they were
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Huang Di"], "red": ["Archery"], "purple": ["Homer"]}
    }


def test_a_player_fades_after_the_free_dogma_action_on_a_displayed_artifact():
    # Artifacts: "At the start of your turn, you may take a free Dogma action targeting
    # the card on display"; a free action is an action, and "at the end of any action"
    # a player with more than one top figure fades.  Lurgan Canoe: "Meld a card from your
    # hand. Score all other cards of the same color from your board. ..." melds Tigernmas.
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Huang Di"]},
                "hand": ["Tigernmas"],
                "display": ["Lurgan Canoe"],
            },
            "Bob": {},
        },
        expansions=["artifacts", "figures"],
        achievements=[],
        phase="start",
    )
    act(game, "dogma")
    assert board(game, "Alice", "red") == ["Tigernmas"]
    expect(game, "Alice", "choose_card", ["Huang Di", "Tigernmas"])
    act(game, "Huang Di")
    assert score_pile(game, "Alice") == ["Huang Di"]
    d = expect(game, "Alice", "action")
    assert "2 actions left" in d.prompt


# -- several karmas, the draw rules with Echoes ------------------------------------------------


def _two_meld_karmas():
    # Sargon of Akkad (a meld onto a top card of equal value: tuck instead) and Ruth Handler
    # (a meld: first meld the other cards of that colour ...) both answer melding Oars.
    return figures(
        {
            "Alice": {
                "board": {
                    "green": ["Sargon of Akkad"],
                    "yellow": ["Ruth Handler"],
                    "red": ["Archery"],
                },
                "hand": ["Oars"],
            },
            "Bob": {},
        },
    )


def test_when_several_karmas_would_apply_the_current_player_chooses_the_one_that_happens():
    game = _two_meld_karmas()
    act(game, "meld Oars")
    d = expect(game, "Alice", "choose_option")
    assert sorted(d.options) == ["Ruth Handler (karma 1)", "Sargon of Akkad (karma 1)"]
    act(game, "Sargon of Akkad (karma 1)")
    assert board(game, "Alice", "red") == ["Archery", "Oars"]  # tucked, not melded
    assert "Alice tucks Oars." in texts(game)


def test_a_karma_choice_that_is_not_one_of_the_applicable_karmas_changes_nothing():
    game = _two_meld_karmas()
    act(game, "meld Oars")
    before = game.to_json()
    for bad in ("Homer (karma 1)", "both", None, 0):
        with pytest.raises(inno.IllegalAnswer, match="Sargon of Akkad"):
            act(game, bad)
    assert game.to_json() == before


def test_with_echoes_the_sharing_draw_is_a_figure_not_an_echo():
    # Alice's hand holds base cards only: the Echoes rule would give an Echoes card, but
    # "the Figures draw rule takes priority when drawing a card for sharing".
    game = figures(
        {
            "Alice": {"board": {"green": ["Sailing"]}, "hand": ["Tools"]},
            "Bob": {"board": {"purple": ["Code of Laws"]}},
        },
        expansions=["echoes", "figures"],
        supply={"base": {"1": ["Oars"]}, "figures": {"1": ["Homer"]}},
    )
    act(game, "dogma Sailing")
    assert hand(game, "Alice") == ["Homer", "Tools"]


# -- an endless loop ---------------------------------------------------------------------------


def test_an_endless_loop_of_effects_ends_the_game_by_score():
    # Found by the fuzz (3 players, seed 1004157, Echoes, Artifacts and Figures): Pride and
    # Prejudice draws, melds and scores 6s and repeats while the colour ties for the fewest
    # visible cards (here always); every scored card with a lightbulb makes Ludwig Van
    # Beethoven return it and the whole score pile to the supply, which never runs out.
    game = figures(
        {
            "Alice": {
                "board": {
                    "blue": ["Calendar"],
                    "red": ["Archery"],
                    "green": ["Sailing"],
                    "purple": ["Ludwig Van Beethoven"],
                    "yellow": ["Pride and Prejudice"],
                }
            },
            "Bob": {},
        },
        expansions=["artifacts", "figures"],
    )
    act(game, "dogma Pride and Prejudice")
    answers = 0
    while game.pending is not None and answers < 5000:
        game.answer(game.pending.options[0])  # (the order of the cards returned)
        answers += 1
    assert game.result is not None
    assert game.result["reason"] == "score (an endless loop)"
    assert game.result["winners"] == ["Alice"]  # Bob has no points


# -- a relic among the available achievements -----------------------------------------------


def test_shivaji_echo_can_make_a_top_relic_an_available_achievement_and_positions_keep_it():
    # Found by the fuzz (2 players, seed 13470205, Echoes, Artifacts and Figures, relics):
    # Shivaji's echo effect, "Transfer one of your top cards to the available achievements",
    # took a top relic there; the position of that game could not be read back.
    game = setup(
        {
            "Alice": {"board": {"red": {"cards": ["Ching Shih", "Shivaji"], "splay": "right"}}},
            "Bob": {},
        },
        expansions=["artifacts", "figures"],
        options={"relics": True},
    )
    act(game, "dogma Ching Shih")  # Shivaji's echo effect shows: it is executed first
    assert "Alice transfers Ching Shih from their board to available achievements." in texts(game)
    position = game.to_position()
    assert "Ching Shih" in position["achievements"]
    assert inno.Game.from_position(position).to_position() == position
