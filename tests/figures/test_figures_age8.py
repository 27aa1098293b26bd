"""Scenario tests for the age 8 figures of Figures in the Sand: each echo and inspire
effect, and each karma (one test where it acts, one where it does not)."""

from helpers import (
    achievements,
    act,
    board,
    expect,
    figures,
    hand,
    icons,
    score_pile,
    splay,
    supply,
    table,
)

TWO_FIGURES = ["Gilgamesh", "Fu Xi"]  # two figures of one value (1), red and green


def _view(game, who):
    return game.view(who)["players"][game.names.index(who)]


def _decrees(game):
    d = expect(game, game.pending.player, "action")
    return sorted(o for o in d.options if o.startswith("decree"))


def _forecast(game, who):
    return sorted(table(game)[who].get("forecast", []))


# -- Albert Einstein --------------------------------------------------------------------------
# Echo: Meld all cards from your hand with a {lightbulb} or {clock}.  Karmas: Advancement
# Decree with any two figures.  Each {age} value in any of your effects counts as a {10}.


def test_einstein_echo_melds_all_cards_with_a_lightbulb_or_a_clock():
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Albert Einstein"]},
                "hand": ["Writing", "Oars", "Bicycle", "Currency"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Albert Einstein")
    t = table(game)["Alice"]
    assert t["board"] == {"blue": ["Writing", "Albert Einstein"], "green": ["Bicycle"]}
    assert t["hand"] == ["Currency", "Oars"]


def test_einstein_issues_an_advancement_decree_with_any_two_figures():
    game = figures(
        {"Alice": {"board": {"blue": ["Albert Einstein"]}, "hand": TWO_FIGURES}, "Bob": {}},
        supply={"10": ["Software"]},
    )
    assert _decrees(game) == ["decree Advancement"]
    act(game, "decree Advancement")
    assert hand(game, "Alice") == ["Software"]


def test_einstein_every_value_in_your_effects_counts_as_a_10():
    game = figures(
        {"Alice": {"board": {"blue": ["Albert Einstein"], "green": ["Sailing"]}}, "Bob": {}},
        supply={"1": ["Oars"], "10": ["Databases"]},
    )
    act(game, "dogma Sailing")  # Draw and meld a {1}: a 10
    assert board(game, "Alice", "green") == ["Databases", "Sailing"]
    assert supply(game, 1)[0] == "Oars"


def test_einstein_does_not_change_other_players_effects_or_when_covered():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Albert Einstein"]}},
            "Bob": {"board": {"green": ["Sailing"]}},
        },
        supply={"1": ["Oars"], "10": ["Databases"]},
        turn="Bob",
    )
    act(game, "dogma Sailing")
    assert board(game, "Bob", "red") == ["Oars"]
    game = figures(
        {
            "Alice": {"board": {"blue": ["Writing", "Albert Einstein"], "green": ["Sailing"]}},
            "Bob": {},
        },
        supply={"1": ["Oars"], "10": ["Databases"]},
    )
    act(game, "dogma Sailing")
    assert board(game, "Alice", "red") == ["Oars"]


# -- Marie Curie ------------------------------------------------------------------------------
# Echo: Draw a {9}.  Karma: Each different value present in your score pile above 6 counts
# as an achievement.


def test_curie_echo_draws_a_9():
    game = figures(
        {"Alice": {"board": {"blue": ["Marie Curie"]}}, "Bob": {}}, supply={"9": ["Computers"]}
    )
    act(game, "dogma Marie Curie")
    assert hand(game, "Alice") == ["Computers"]


def test_curie_each_value_above_6_in_the_score_pile_counts_as_an_achievement():
    score = ["Bicycle", "Combustion", "Flight", "Canning", "Oars"]  # 7, 7, 8, 6, 1
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Marie Curie"]},
                "score": score,
                "achievements": ["Tools"],
            },
            "Bob": {"score": ["Computers"]},
        },
    )
    assert _view(game, "Alice")["achievement_count"] == 3  # Tools, a 7, an 8
    assert _view(game, "Bob")["achievement_count"] == 0
    game = figures(
        {"Alice": {"board": {"blue": ["Writing", "Marie Curie"]}, "score": score}, "Bob": {}},
    )
    assert _view(game, "Alice")["achievement_count"] == 0  # covered


# -- Erwin Rommel -----------------------------------------------------------------------------
# Echo: Transfer a card from any score pile to yours.  Karmas: War Decree with any two
# figures.  If you would score a card, instead score the top card of its color from all
# boards.


def test_rommel_echo_transfers_a_card_from_another_score_pile():
    game = figures(
        {
            "Alice": {"board": {"red": ["Erwin Rommel"]}, "score": ["Tools"]},
            "Bob": {"score": ["Oars"]},
        },
    )
    act(game, "dogma Erwin Rommel")
    assert score_pile(game, "Alice") == ["Oars", "Tools"]
    assert score_pile(game, "Bob") == []


def test_rommel_issues_a_war_decree_with_any_two_figures():
    game = figures(
        {
            "Alice": {"board": {"red": ["Erwin Rommel"]}, "hand": TWO_FIGURES},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
    )
    assert _decrees(game) == ["decree War"]
    act(game, "decree War", 1)
    assert board(game, "Bob", "blue") == []


def test_rommel_scoring_a_card_scores_the_top_cards_of_its_colour_instead():
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Erwin Rommel"], "purple": ["Philosophy"], "blue": ["Chemistry"]},
                "hand": ["Writing"],
            },
            "Bob": {"board": {"blue": ["Tools", "Calendar"], "red": ["Oars"]}},
            "Carol": {"board": {"green": ["Sailing"]}},
        },
    )
    act(game, "dogma Philosophy")  # ... You may score a card from your hand.
    act(game, "Writing")
    t = table(game)
    assert t["Alice"]["score"] == ["Chemistry", "Tools"]
    assert t["Alice"]["hand"] == ["Writing"]
    assert t["Alice"]["board"] == {"red": ["Erwin Rommel"], "purple": ["Philosophy"]}
    assert t["Bob"]["board"] == {"blue": ["Calendar"], "red": ["Oars"]}


def test_rommel_another_players_score_is_unchanged():
    game = figures(
        {
            "Alice": {"board": {"red": ["Erwin Rommel"], "blue": ["Tools"]}},
            "Bob": {"board": {"purple": ["Philosophy"]}, "hand": ["Writing"]},
        },
        turn="Bob",
    )
    act(game, "dogma Philosophy", "Writing")
    assert score_pile(game, "Bob") == ["Writing"]
    assert board(game, "Alice", "blue") == ["Tools"]


# -- John Von Neumann -------------------------------------------------------------------------
# Echo: Draw and reveal two {9}. If either is purple, return them.  Karmas: When you meld
# this card, return all opponents' top figures.  Each card in your hand provides two
# additional {clock}.


def test_von_neumann_echo_keeps_two_9s_without_purple():
    game = figures(
        {"Alice": {"board": {"red": ["John Von Neumann"]}}, "Bob": {}},
        supply={"9": ["Computers", "Fission"]},
    )
    act(game, "dogma John Von Neumann")
    assert hand(game, "Alice") == ["Computers", "Fission"]


def test_von_neumann_echo_returns_both_if_either_is_purple():
    game = figures(
        {"Alice": {"board": {"red": ["John Von Neumann"]}}, "Bob": {}},
        supply={"9": ["Computers", "Services"]},
    )
    act(game, "dogma John Von Neumann")
    expect(game, "Alice", "choose_card", ["Computers", "Services"])  # (the order of returns)
    act(game, "Computers")
    assert hand(game, "Alice") == []
    assert supply(game, 9)[-2:] == ["Computers", "Services"]


def test_von_neumann_melded_returns_all_opponents_top_figures():
    game = figures(
        {
            "Alice": {"hand": ["John Von Neumann"], "board": {"blue": ["Writing"]}},
            "Bob": {"board": {"blue": ["Marie Curie"], "red": ["Oars"]}},
            "Carol": {"board": {"purple": ["Emperor Meiji"], "green": ["Sailing"]}},
        },
    )
    act(game, "meld John Von Neumann")
    t = table(game)
    assert t["Bob"]["board"] == {"red": ["Oars"]}
    assert t["Carol"]["board"] == {"green": ["Sailing"]}
    assert t["Alice"]["board"] == {"blue": ["Writing"], "red": ["John Von Neumann"]}
    assert supply(game, 8, "figures")[-1] == "Marie Curie"
    assert supply(game, 7, "figures")[-1] == "Emperor Meiji"


def test_von_neumann_returns_nothing_when_another_card_is_melded():
    game = figures(
        {
            "Alice": {"hand": ["Writing"], "board": {"red": ["John Von Neumann"]}},
            "Bob": {"board": {"blue": ["Marie Curie"]}},
        },
    )
    act(game, "meld Writing")
    assert board(game, "Bob", "blue") == ["Marie Curie"]


def test_von_neumann_each_card_in_hand_provides_two_clocks():
    game = figures(
        {
            "Alice": {"board": {"red": ["John Von Neumann"]}, "hand": ["Oars", "Tools"]},
            "Bob": {"hand": ["Writing"]},
        },
    )
    assert icons(game, "Alice")["clock"] == 6  # 2 + 2 x 2
    assert icons(game, "Bob")["clock"] == 0
    game = figures(
        {"Alice": {"board": {"red": ["Oars", "John Von Neumann"]}, "hand": ["Tools"]}, "Bob": {}},
    )
    assert icons(game, "Alice")["clock"] == 0


# -- Emmy Noether -----------------------------------------------------------------------------
# Inspire: Draw and meld an {8}.  Karma: Each {clock} on your board provides an additional
# number of points equal to the number of {clock} on your board.


def test_noether_inspire_draws_and_melds_an_8_then_draws():
    game = figures(
        {"Alice": {"board": {"green": ["Emmy Noether"]}}, "Bob": {}},
        supply={"8": ["Flight", "Antibiotics"]},
    )
    act(game, "inspire green")
    t = table(game)["Alice"]
    assert t["board"] == {"green": ["Emmy Noether"], "red": ["Flight"]}
    assert t["hand"] == ["Antibiotics"]


def test_noether_each_clock_provides_as_many_points_as_clocks():
    game = figures(
        {
            "Alice": {"board": {"green": ["Emmy Noether"], "red": ["Flight"]}, "score": ["Oars"]},
            "Bob": {"board": {"blue": ["Rocketry"]}, "score": ["Tools"]},
        },
    )
    assert _view(game, "Alice")["score"] == 1 + 3 * 3
    assert _view(game, "Bob")["score"] == 1
    game = figures(
        {"Alice": {"board": {"green": ["Bicycle", "Emmy Noether"]}, "score": ["Oars"]}, "Bob": {}},
    )
    assert _view(game, "Alice")["score"] == 1  # covered


def test_noether_points_make_an_achievement_claimable():
    game = figures(
        {"Alice": {"board": {"green": ["Emmy Noether"], "red": ["Flight"]}}, "Bob": {}},
        achievements=["Oars", "Calendar"],
    )
    d = expect(game, "Alice", "action")
    assert "achieve 1" in d.options  # 9 points
    assert "achieve 2" not in d.options


# -- J.P. Morgan ------------------------------------------------------------------------------
# Echo: You may splay one color of your cards up.  Karmas: Trade Decree with any two
# figures.  Each icon in each color you have splayed up provides an additional icon of the
# same type.


def test_morgan_echo_may_splay_one_colour_up():
    game = figures(
        {
            "Alice": {
                "board": {
                    "green": ["J.P. Morgan"],
                    "red": ["Archery", "Oars"],
                    "blue": ["Writing", "Tools"],
                }
            },
            "Bob": {},
        },
    )
    act(game, "dogma J.P. Morgan")
    expect(game, "Alice", "choose_color", ["blue", "red", "None"])
    act(game, "red")
    assert splay(game, "Alice", "red") == "up"
    assert splay(game, "Alice", "blue") == "none"


def test_morgan_issues_a_trade_decree_with_any_two_figures():
    game = figures(
        {"Alice": {"board": {"green": ["J.P. Morgan"]}, "hand": TWO_FIGURES}, "Bob": {}},
        supply={"9": ["Computers", "Fission", "Satellites"]},
    )
    assert _decrees(game) == ["decree Trade"]
    act(game, "decree Trade")
    assert _forecast(game, "Alice") == ["Computers", "Fission", "Satellites"]


def test_morgan_each_icon_in_a_colour_splayed_up_counts_twice():
    board_ = {
        "green": ["J.P. Morgan"],  # crown 2
        "red": {"cards": ["Archery", "Oars"], "splay": "up"},  # castle 3, lightbulb 1, crown 1
        "blue": {"cards": ["Writing", "Tools"], "splay": "left"},  # lightbulb 2, crown 1, castle 1
    }
    bob = {"red": {"cards": ["Construction", "Road Building"], "splay": "up"}}  # castle 5
    game = figures({"Alice": {"board": board_}, "Bob": {"board": bob}})
    assert icons(game, "Alice") == {
        "crown": 2 + 2 * 1 + 1,
        "leaf": 0,
        "lightbulb": 2 * 1 + 2,
        "castle": 2 * 3 + 1,
        "factory": 0,
        "clock": 0,
    }
    assert icons(game, "Bob")["castle"] == 5  # no Morgan: no double


# -- Caresse Crosby ---------------------------------------------------------------------------
# Inspire: Tuck a card from your hand.  Karmas: If you would tuck a card with a {leaf},
# first splay that color of your cards left, then draw two {2}.  If you would splay a
# fifth color left, instead you win.


def test_crosby_inspire_tucks_a_card_then_draws_and_a_card_without_leaf_is_just_tucked():
    game = figures(
        {"Alice": {"board": {"yellow": ["Caresse Crosby"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"8": ["Flight"], "2": ["Calendar"]},
    )
    act(game, "inspire yellow")
    t = table(game)["Alice"]
    assert t["board"] == {"yellow": ["Caresse Crosby"], "red": ["Oars"]}
    assert t["hand"] == ["Flight"]


def test_crosby_tucking_a_card_with_a_leaf_first_splays_left_and_draws_two_2s():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Caresse Crosby"], "blue": ["Writing", "Tools"]},
                "hand": ["Pottery"],
            },
            "Bob": {},
        },
        supply={"8": ["Flight"], "2": ["Calendar", "Mathematics"]},
    )
    act(game, "inspire yellow")
    t = table(game)["Alice"]
    assert t["board"]["blue"] == (["Writing", "Tools", "Pottery"], "left")
    assert t["hand"] == ["Calendar", "Flight", "Mathematics"]


def test_crosby_tucking_a_leaf_card_is_not_hers_for_another_player():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Caresse Crosby"]}},
            "Bob": {
                "board": {"purple": ["Code of Laws"], "blue": ["Writing", "Tools"]},
                "hand": ["Pottery"],
            },
        },
        supply={"2": ["Calendar", "Mathematics"]},
        turn="Bob",
    )
    act(game, "dogma Code of Laws", "Pottery", "no")
    assert board(game, "Bob", "blue") == ["Writing", "Tools", "Pottery"]
    assert hand(game, "Bob") == [] and hand(game, "Alice") == []


def _four_left(**extra):
    return {
        "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
        "red": {"cards": ["Archery", "Oars"], "splay": "left"},
        "green": {"cards": ["Sailing", "Clothing"], "splay": "left"},
        "purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "left"},
        **extra,
    }


def test_crosby_splaying_a_fifth_colour_left_wins_instead():
    game = figures(
        {
            "Alice": {"board": _four_left(yellow=["Caresse Crosby"]), "hand": ["Domestication"]},
            "Bob": {},
        },
    )
    act(game, "dogma Code of Laws", "Domestication", "yes")
    assert game.result["winners"] == ["Alice"]
    assert splay(game, "Alice", "yellow") == "none"


def test_crosby_splaying_a_fourth_colour_left_does_not_win():
    board_ = _four_left(yellow=["Caresse Crosby"])
    board_["green"] = ["Sailing", "Clothing"]
    game = figures({"Alice": {"board": board_, "hand": ["Domestication"]}, "Bob": {}})
    act(game, "dogma Code of Laws", "Domestication", "yes")
    assert game.result is None
    assert splay(game, "Alice", "yellow") == "left"


# -- Nikola Tesla -----------------------------------------------------------------------------
# Inspire: Draw an {8}.  Karmas: Expansion Decree with any two figures.  If you would meld
# a card with a {lightbulb} or {clock}, first score an opponent's top card with neither
# {lightbulb} nor {clock}.


def test_tesla_inspire_draws_an_8_then_draws():
    game = figures(
        {"Alice": {"board": {"yellow": ["Nikola Tesla"]}}, "Bob": {}},
        supply={"8": ["Flight", "Antibiotics"]},
    )
    act(game, "inspire yellow")
    assert hand(game, "Alice") == ["Antibiotics", "Flight"]


def test_tesla_issues_an_expansion_decree_with_any_two_figures():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Nikola Tesla"], "red": ["Archery", "Oars"]},
                "hand": TWO_FIGURES,
            },
            "Bob": {},
        },
    )
    assert _decrees(game) == ["decree Expansion"]
    act(game, "decree Expansion")
    assert splay(game, "Alice", "red") == "up"


def test_tesla_melding_a_lightbulb_card_first_scores_an_opponents_top_card():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Nikola Tesla"]}, "hand": ["Writing"]},
            "Bob": {"board": {"red": ["Oars"], "blue": ["Tools"], "green": ["Bicycle"]}},
        },
    )
    act(game, "meld Writing")  # Tools has a lightbulb, Bicycle a clock: only Oars
    t = table(game)
    assert t["Alice"]["score"] == ["Oars"]
    assert t["Alice"]["board"] == {"yellow": ["Nikola Tesla"], "blue": ["Writing"]}
    assert t["Bob"]["board"] == {"blue": ["Tools"], "green": ["Bicycle"]}


def test_tesla_melding_a_card_without_lightbulb_or_clock_scores_nothing():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Nikola Tesla"]}, "hand": ["Metalworking"]},
            "Bob": {"board": {"red": ["Oars"]}},
        },
    )
    act(game, "meld Metalworking")
    assert score_pile(game, "Alice") == []
    assert board(game, "Bob", "red") == ["Oars"]


# -- Duke Ellington ---------------------------------------------------------------------------
# Inspire: Draw and meld an {8} figure.  Karmas: If you are required to fade a figure,
# instead do nothing.  If you would meld a figure and have four top figures already,
# instead achieve it regardless of eligibility.


def test_ellington_inspire_draws_and_melds_an_8_figure_and_he_never_fades():
    game = figures(
        {"Alice": {"board": {"purple": ["Duke Ellington"]}}, "Bob": {}},
        supply={"figures": {"8": ["Marie Curie"]}, "base": {"8": ["Flight"]}},
    )
    act(game, "inspire purple")
    t = table(game)["Alice"]
    assert t["board"] == {"purple": ["Duke Ellington"], "blue": ["Marie Curie"]}
    assert t["hand"] == ["Flight"]
    expect(game, "Alice", "action")  # two top figures: no fade


def test_ellington_other_players_still_fade():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Duke Ellington"]}},
            "Bob": {"board": {"blue": ["Marie Curie"], "red": ["Erwin Rommel"]}},
        },
        supply={"8": ["Flight"]},
    )
    act(game, "draw")
    expect(game, "Bob", "choose_card", ["Erwin Rommel", "Marie Curie"])


def test_ellington_melding_a_figure_with_four_top_figures_achieves_it_instead():
    four = {
        "purple": ["Duke Ellington"],
        "blue": ["Marie Curie"],
        "red": ["John Von Neumann"],
        "green": ["Emmy Noether"],
    }
    game = figures({"Alice": {"board": four, "hand": ["Nikola Tesla"]}, "Bob": {}})
    act(game, "meld Nikola Tesla")
    t = table(game)["Alice"]
    assert t["achievements"] == ["Nikola Tesla"]
    assert "yellow" not in t["board"]


def test_ellington_melding_a_figure_with_three_top_figures_melds_it():
    three = {"purple": ["Duke Ellington"], "blue": ["Marie Curie"], "red": ["John Von Neumann"]}
    game = figures({"Alice": {"board": three, "hand": ["Nikola Tesla"]}, "Bob": {}})
    act(game, "meld Nikola Tesla")
    assert board(game, "Alice", "yellow") == ["Nikola Tesla"]
    assert achievements(game, "Alice") == []


# -- H.G. Wells -------------------------------------------------------------------------------
# Inspire: Draw and foreshadow a {10}.  Karma: If you would foreshadow a card, instead meld
# it, execute its non-demand Dogma effects for yourself only, and remove it from the game
# if it is still a top card on your board.


def test_wells_foreshadowing_melds_executes_and_removes_the_card_instead():
    game = figures(
        {"Alice": {"board": {"purple": ["H.G. Wells"]}}, "Bob": {}},
        supply={"10": ["A.I.", "Databases"], "8": ["Flight"]},
    )
    act(game, "inspire purple")
    # A.I.: Draw and score a 10 (Bob does not share); it is still on top: removed.
    assert "A.I." in game.to_position()["removed"]
    t = table(game)
    assert t["Alice"]["score"] == ["Databases"]
    assert t["Alice"]["board"] == {"purple": ["H.G. Wells"]}
    assert t["Alice"]["hand"] == ["Flight"]  # the inspire draw: Wells is on top again
    assert "forecast" not in t["Alice"]


def test_wells_a_card_covered_by_its_own_effects_stays():
    game = figures(
        {"Alice": {"board": {"purple": ["H.G. Wells"]}}, "Bob": {}},
        supply={"10": ["The Internet", "Software", "A.I.", "Robotics"]},
    )
    act(game, "inspire purple")
    # The Internet: splay green up (no green), draw and score a 10, draw and meld a 10
    # for every two clocks (two: A.I. covers it).  Then the inspire draw: a 10.
    t = table(game)["Alice"]
    assert t["board"] == {"purple": ["A.I.", "The Internet", "H.G. Wells"]}
    assert t["score"] == ["Software"]
    assert t["hand"] == ["Robotics"]
    assert game.to_position()["removed"] == []


def test_wells_another_players_foreshadow_is_unchanged():
    game = figures(
        {
            "Alice": {"board": {"purple": ["H.G. Wells"]}},
            "Bob": {"board": {"purple": ["Emperor Meiji"]}},
        },
        supply={"9": ["Computers"], "7": ["Bicycle"]},
        turn="Bob",
    )
    act(game, "inspire purple", 9)  # Meiji: draw and foreshadow an 8 or a 9
    assert _forecast(game, "Bob") == ["Computers"]
    assert board(game, "Bob", "blue") == []


def test_wells_covered_lets_the_card_be_foreshadowed():
    game = figures(
        {
            "Alice": {
                "board": {"purple": {"cards": ["Lighting", "H.G. Wells"], "splay": "right"}},
            },
            "Bob": {},
        },
        supply={"10": ["A.I."], "7": ["Bicycle"]},
    )
    act(game, "inspire purple")  # Wells's inspire shows (splayed right); his karma does not act
    assert _forecast(game, "Alice") == ["A.I."]
    assert hand(game, "Alice") == ["Bicycle"]
