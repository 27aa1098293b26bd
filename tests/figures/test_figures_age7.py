"""Scenario tests for the age 7 figures of Figures in the Sand: each echo and inspire
effect, and each karma (one test where it acts, one where it does not)."""

import pytest
from helpers import (
    achievements,
    act,
    available,
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

from inno.cards.figures import CODE
from inno.data.cards import BY_NAME, KARMA_KINDS
from inno.engine.registry import DECREE, EACH, WHEN_MELD

TWO_FIGURES = ["Gilgamesh", "Fu Xi"]  # two figures of one value (1), red and green


def _stub(x, req):
    return
    yield


@pytest.fixture
def low_figure(karma):
    """Give a figure of a lower age karmas that do nothing, if its own are not written
    yet (a top figure without its karmas raises CardNotImplemented)."""

    def make(name):
        if not CODE.karmas_of(BY_NAME[name]):
            for i, kind in enumerate(KARMA_KINDS[BY_NAME[name]], 1):
                if kind == EACH:
                    karma(name, kind, i, query="value", modify=lambda x, p, v, *a: v)
                elif kind == DECREE:
                    karma(name, kind, i, decree="none")
                elif kind == WHEN_MELD:
                    karma(name, kind, i, run=_stub)
                else:
                    karma(name, kind, i, verbs=(), trigger=lambda x, r: False, run=_stub)
        return name

    return make


def _view(game, who):
    return game.view(who)["players"][game.names.index(who)]


def _decrees(game):
    return sorted(
        o for o in expect(game, game.pending.player, "action").options if o.startswith("decree")
    )


# -- Charles Darwin ---------------------------------------------------------------------------
# Echo: Draw an {8}.  Karmas: Advancement Decree with any two figures.  If you would claim
# an achievement, first if no other player has as many or more achievements as you,
# instead you win.

DARWIN_SCORE = ["Construction", "Road Building", "Fermenting", "Mapmaking", "Currency"]  # 10


def test_darwin_echo_draws_an_8():
    game = figures(
        {"Alice": {"board": {"blue": ["Charles Darwin"]}}, "Bob": {}}, supply={"8": ["Flight"]}
    )
    act(game, "dogma Charles Darwin")
    assert hand(game, "Alice") == ["Flight"]


def test_darwin_issues_an_advancement_decree_with_any_two_figures():
    game = figures(
        {"Alice": {"board": {"blue": ["Charles Darwin"]}, "hand": TWO_FIGURES}, "Bob": {}},
        supply={"9": ["Computers"]},
    )
    assert _decrees(game) == ["decree Advancement"]
    act(game, "decree Advancement")  # a 9: two higher than Darwin
    assert achievements(game, "Alice") == ["Advancement"]
    assert hand(game, "Alice") == ["Computers"]


def test_no_decree_with_two_figures_when_darwin_is_covered():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Writing", "Charles Darwin"]}, "hand": TWO_FIGURES},
            "Bob": {},
        },
    )
    assert _decrees(game) == []


def test_darwin_claiming_with_more_achievements_than_everybody_wins_instead():
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Charles Darwin"]},
                "score": DARWIN_SCORE,
                "achievements": ["Oars"],
            },
            "Bob": {},
            "Carol": {},
        },
        achievements=["Calendar"],
    )
    act(game, "achieve 2")
    assert game.result["winners"] == ["Alice"]
    assert achievements(game, "Alice") == ["Oars"]  # instead: the claim did not happen


def test_darwin_a_tie_in_achievements_lets_the_claim_happen():
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Charles Darwin"]},
                "score": DARWIN_SCORE,
                "achievements": ["Oars"],
            },
            "Bob": {},
            "Carol": {"achievements": ["Tools"]},
        },
        achievements=["Calendar"],
    )
    act(game, "achieve 2")
    assert game.result is None
    assert achievements(game, "Alice") == ["Calendar", "Oars"]


def test_darwin_another_players_claim_is_not_his_owners():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Charles Darwin"]}, "achievements": ["Oars", "Tools"]},
            "Bob": {"board": {"red": ["Engineering"]}, "score": DARWIN_SCORE},
        },
        achievements=["Calendar"],
        turn="Bob",
    )
    act(game, "achieve 2")
    assert game.result is None
    assert achievements(game, "Bob") == ["Calendar"]


# -- James Clerk Maxwell ----------------------------------------------------------------------
# Inspire: Draw an {8}.  Karma: Each card in hand provides one additional icon of every
# type on your board.


def test_maxwell_inspire_draws_an_8_then_the_inspire_draw():
    game = figures(
        {"Alice": {"board": {"blue": ["James Clerk Maxwell"]}}, "Bob": {}},
        supply={"8": ["Flight"], "7": ["Bicycle"]},
    )
    act(game, "inspire blue")
    assert hand(game, "Alice") == ["Bicycle", "Flight"]


def test_maxwell_each_card_in_hand_adds_one_of_every_icon():
    players = {
        "Alice": {"board": {"blue": ["James Clerk Maxwell"]}, "hand": ["Oars", "Tools"]},
        "Bob": {"board": {"red": ["Archery"]}, "hand": ["Writing"]},
    }
    game = figures(players)
    assert icons(game, "Alice") == {
        "crown": 2,
        "leaf": 2,
        "lightbulb": 2,
        "castle": 2,
        "factory": 2,
        "clock": 3,
    }
    assert icons(game, "Bob") == {
        "crown": 0,
        "leaf": 0,
        "lightbulb": 1,
        "castle": 2,
        "factory": 0,
        "clock": 0,
    }


def test_maxwell_makes_his_owner_share_and_not_when_covered():
    players = {
        "Alice": {"board": {"red": ["Archery"]}},
        "Bob": {"board": {"blue": ["James Clerk Maxwell"]}, "hand": ["Oars", "Tools"]},
    }
    game = figures(players, supply={"1": ["Writing", "Pottery", "Sailing"]})
    # Archery (2 castles) demands of players with fewer: Bob has 2 (two cards in hand).
    act(game, "dogma Archery")
    assert hand(game, "Alice") == []  # no demand on Bob; Alice draws nothing for sharing
    assert hand(game, "Bob") == ["Oars", "Tools"]
    players["Bob"]["board"] = {"blue": ["Writing", "James Clerk Maxwell"]}
    game = figures(players, supply={"1": ["Pottery", "Sailing"]})
    act(game, "dogma Archery", "Tools")  # Bob is demanded: draws Pottery, gives his highest
    assert len(hand(game, "Alice")) == 1


# -- John Ericsson ----------------------------------------------------------------------------
# Inspire: Draw and tuck a {7}.  Karmas: When you meld this card, score all opponents' top
# figures of value less than 7.  Each {factory} on your board provides two additional
# {clock}.


def test_ericsson_inspire_draws_and_tucks_a_7():
    game = figures(
        {"Alice": {"board": {"red": ["John Ericsson"]}}, "Bob": {}},
        supply={"7": ["Combustion", "Bicycle"]},
    )
    act(game, "inspire red")
    assert board(game, "Alice", "red") == ["John Ericsson", "Combustion"]
    assert hand(game, "Alice") == ["Bicycle"]


def test_ericsson_melded_scores_opponents_top_figures_below_7(low_figure):
    homer = low_figure("Homer")
    game = figures(
        {
            "Alice": {"hand": ["John Ericsson"]},
            "Bob": {"board": {"purple": [homer], "blue": ["Charles Darwin"], "red": ["Oars"]}},
            "Carol": {"board": {"purple": ["Emperor Meiji"]}},
        },
    )
    act(game, "meld John Ericsson")
    t = table(game)
    assert t["Alice"]["score"] == ["Homer"]
    assert t["Bob"]["board"] == {"blue": ["Charles Darwin"], "red": ["Oars"]}
    assert t["Carol"]["board"] == {"purple": ["Emperor Meiji"]}


def test_ericsson_scores_nothing_when_another_card_is_melded(low_figure):
    homer = low_figure("Homer")
    game = figures(
        {
            "Alice": {"board": {"red": ["John Ericsson"]}, "hand": ["Writing"]},
            "Bob": {"board": {"purple": [homer]}},
        },
    )
    act(game, "meld Writing")
    assert score_pile(game, "Alice") == []
    assert board(game, "Bob", "purple") == ["Homer"]


def test_ericsson_each_factory_provides_two_clocks():
    game = figures(
        {
            "Alice": {"board": {"red": ["John Ericsson"], "blue": ["Chemistry"]}},
            "Bob": {"board": {"red": ["Coal"]}},
        },
    )
    assert icons(game, "Alice")["factory"] == 4
    assert icons(game, "Alice")["clock"] == 8
    assert icons(game, "Bob")["clock"] == 0
    game = figures({"Alice": {"board": {"red": ["Coal", "John Ericsson"]}}, "Bob": {}})
    assert icons(game, "Alice")["clock"] == 0  # covered


# -- Robert E. Lee ----------------------------------------------------------------------------
# Echo: Transfer a top card with a {leaf} from anywhere to any player's board.  Karmas: War
# Decree with any two figures.  Each seven {leaf} on your board counts as an achievement.


def test_lee_echo_transfers_a_top_card_with_a_leaf_to_any_board():
    game = figures(
        {
            "Alice": {"board": {"red": ["Robert E. Lee"], "blue": ["Writing"]}},
            "Bob": {"board": {"purple": ["Code of Laws"], "green": ["The Wheel"]}},
        },
    )
    act(game, "dogma Robert E. Lee")
    expect(game, "Alice", "choose_card", ["Robert E. Lee", "Code of Laws"])
    act(game, "Code of Laws")
    expect(game, "Alice", "choose_player", ["Alice", "Bob"])
    act(game, "Alice")
    assert board(game, "Alice", "purple") == ["Code of Laws"]
    assert board(game, "Bob", "purple") == []


def test_lee_echo_can_give_lee_himself_to_an_opponent():
    game = figures({"Alice": {"board": {"red": ["Robert E. Lee"]}}, "Bob": {}})
    act(game, "dogma Robert E. Lee", "Bob")
    assert table(game) == {"Alice": {}, "Bob": {"board": {"red": ["Robert E. Lee"]}}}


def test_lee_issues_a_war_decree_with_any_two_figures():
    game = figures(
        {
            "Alice": {"board": {"red": ["Robert E. Lee"]}, "hand": ["Fu Xi", "Homer"]},
            "Bob": {"board": {"blue": ["Writing"], "green": ["Paper"]}},
        },
    )
    assert _decrees(game) == ["decree War"]
    act(game, "decree War", 1)
    assert table(game)["Bob"]["board"] == {"green": ["Paper"]}
    assert achievements(game, "Alice") == ["War"]


def test_lee_each_seven_leaves_count_as_an_achievement():
    board7 = {"red": ["Robert E. Lee"], "yellow": ["Agriculture"], "blue": ["Calendar"]}  # 2+3+2
    game = figures({"Alice": {"board": board7}, "Bob": {"board": {"yellow": ["Anatomy"]}}})
    assert _view(game, "Alice")["achievement_count"] == 1
    board6 = {"red": ["Robert E. Lee"], "yellow": ["Agriculture"], "blue": ["Writing"]}
    game = figures({"Alice": {"board": board6}, "Bob": {}})
    assert _view(game, "Alice")["achievement_count"] == 0
    game = figures(
        {
            "Alice": {"board": {"red": ["Robert E. Lee"]}},
            "Bob": {"board": board7 | {"red": ["Oars"]}},
        }
    )
    assert _view(game, "Bob")["achievement_count"] == 0  # Bob has no Lee


def test_lee_an_achievement_from_leaves_counts_toward_winning():
    def game_with(blue):
        return figures(
            {
                "Alice": {
                    "board": {"red": ["Robert E. Lee"], "yellow": ["Agriculture"], "blue": [blue]},
                    "achievements": ["Oars", "Tools", "Sailing", "Writing", "Mysticism", "Pottery"],
                    "hand": ["Bicycle"],
                },
                "Bob": {},
            },
        )

    game = game_with("Calendar")  # 7 leaves: 6 + 1 achievements of the 7 needed
    act(game, "meld Bicycle")
    assert game.result["winners"] == ["Alice"]
    game = game_with("Alchemy")  # 6 leaves
    act(game, "meld Bicycle")
    assert game.result is None


# -- Alfred Nobel -----------------------------------------------------------------------------
# Inspire: Score a card from your hand.  Karma: Each icon type on your board counts as an
# achievement, if you have at least twice as many of that icon as every other player.


def test_nobel_inspire_scores_a_card_from_hand_then_draws():
    game = figures(
        {"Alice": {"board": {"green": ["Alfred Nobel"]}, "hand": ["Oars", "Writing"]}, "Bob": {}},
        supply={"7": ["Bicycle"]},
    )
    act(game, "inspire green")
    expect(game, "Alice", "choose_card", ["Oars", "Writing"])
    act(game, "Writing")
    assert score_pile(game, "Alice") == ["Writing"]
    assert hand(game, "Alice") == ["Bicycle", "Oars"]


def test_nobel_icon_types_with_twice_as_many_count_as_achievements():
    game = figures(
        {
            # crowns 2 + 2 = 4; castle 1
            "Alice": {"board": {"green": ["Alfred Nobel"], "purple": ["City States"]}},
            "Bob": {"board": {"red": ["Oars"]}},  # crown 1, castle 2
            "Carol": {"board": {"green": ["Sailing"]}},  # crowns 2, leaf 1
        },
    )
    # Crowns: 4 >= 2 x 2 (Carol) and 2 x 1 (Bob); castles: 1 < 2 x 2 (Bob).
    assert _view(game, "Alice")["achievement_count"] == 1
    assert _view(game, "Bob")["achievement_count"] == 0


def test_nobel_counts_nothing_short_of_twice_or_when_covered():
    players = {
        "Alice": {"board": {"green": ["Alfred Nobel"]}},  # crowns 2
        "Bob": {"board": {"purple": ["City States"]}},  # crowns 2
    }
    assert _view(figures(players), "Alice")["achievement_count"] == 0
    players = {
        "Alice": {"board": {"green": ["Navigation", "Alfred Nobel"]}},  # crowns 3
        "Bob": {"board": {"red": ["Oars"]}},  # crown 1
    }
    assert _view(figures(players), "Alice")["achievement_count"] == 0


# -- George Stephenson ------------------------------------------------------------------------
# Echo: You may splay up a color you have splayed right.  Karma: If you would claim an
# achievement, first transfer the bottom card from each non-empty age below 10 to the
# available achievements.


def test_stephenson_echo_may_splay_up_a_colour_splayed_right():
    game = figures(
        {
            "Alice": {
                "board": {
                    "green": ["George Stephenson"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                }
            },
            "Bob": {},
        },
    )
    act(game, "dogma George Stephenson")
    expect(game, "Alice", "yes_no")  # only red: blue is splayed left
    act(game, "yes")
    assert splay(game, "Alice", "red") == "up"
    assert splay(game, "Alice", "blue") == "left"


def test_stephenson_echo_asks_nothing_without_a_colour_splayed_right():
    game = figures(
        {
            "Alice": {
                "board": {
                    "green": ["George Stephenson"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                }
            },
            "Bob": {},
        },
    )
    act(game, "dogma George Stephenson")
    expect(game, "Alice", "action")
    assert splay(game, "Alice", "blue") == "left"


def _nine_bottoms(game):
    return {age: supply(game, age)[-1] for age in range(1, 10) if supply(game, age)}


def test_stephenson_claiming_first_makes_the_bottom_card_of_each_age_available():
    from helpers import base_cards

    game = figures(
        {
            "Alice": {"board": {"green": ["George Stephenson"]}, "score": DARWIN_SCORE},
            "Bob": {},
        },
        achievements=["Calendar"],
        removed=base_cards(4),  # age 4 is empty
    )
    bottoms = _nine_bottoms(game)
    assert 4 not in bottoms and len(bottoms) == 8
    ten = supply(game, 10)[-1]
    act(game, "achieve 2")
    assert achievements(game, "Alice") == ["Calendar"]
    assert available(game) == sorted(bottoms.values())
    assert supply(game, 10)[-1] == ten


def test_stephenson_not_when_another_player_claims():
    game = figures(
        {
            "Alice": {"board": {"green": ["George Stephenson"]}},
            "Bob": {"board": {"red": ["Engineering"]}, "score": DARWIN_SCORE},
        },
        achievements=["Calendar"],
        turn="Bob",
    )
    act(game, "achieve 2")
    assert achievements(game, "Bob") == ["Calendar"]
    assert available(game) == []


# -- Florence Nightingale ---------------------------------------------------------------------
# Inspire: Tuck a card from your hand.  Karmas: Expansion Decree with any two figures.  If
# an opponent's effect would transfer, return, or remove a card from your score pile,
# instead leave it there.


def test_nightingale_inspire_tucks_a_card_from_hand_then_draws():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Florence Nightingale"]}, "hand": ["Agriculture"]},
            "Bob": {},
        },
        supply={"7": ["Bicycle"]},
    )
    act(game, "inspire yellow")
    assert board(game, "Alice", "yellow") == ["Florence Nightingale", "Agriculture"]
    assert hand(game, "Alice") == ["Bicycle"]


def test_nightingale_issues_an_expansion_decree_with_any_two_figures():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Florence Nightingale"], "red": ["Oars", "Archery"]},
                "hand": TWO_FIGURES,
            },
            "Bob": {},
        },
    )
    assert _decrees(game) == ["decree Expansion"]
    act(game, "decree Expansion")
    assert splay(game, "Alice", "red") == "up"


def test_nightingale_an_opponents_demand_leaves_the_score_pile_alone():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Florence Nightingale"]}, "score": ["Calendar"]},
            "Bob": {"board": {"green": ["Navigation"]}},
        },
        turn="Bob",
    )
    act(game, "dogma Navigation")  # I demand you transfer a 2 or 3 from your score pile ...
    assert score_pile(game, "Alice") == ["Calendar"]
    assert score_pile(game, "Bob") == []


def test_nightingale_an_opponents_non_demand_effect_returns_nothing_from_it():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Florence Nightingale"]}, "score": ["Oars"]},
            "Bob": {"board": {"blue": ["Rocketry"]}},
        },
        turn="Bob",
    )
    act(game, "dogma Rocketry")  # Return a card in any opponent's score pile per two clocks
    assert score_pile(game, "Alice") == ["Oars"]


def test_nightingale_covered_does_not_protect():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Agriculture", "Florence Nightingale"]},
                "score": ["Calendar"],
            },
            "Bob": {"board": {"green": ["Navigation"]}},
        },
        turn="Bob",
    )
    act(game, "dogma Navigation")
    assert score_pile(game, "Alice") == []
    assert score_pile(game, "Bob") == ["Calendar"]


def test_nightingale_your_own_effect_returns_from_your_score_pile():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Florence Nightingale"], "blue": ["Printing Press"]},
                "score": ["Oars"],
            },
            "Bob": {},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Printing Press", "Oars")
    assert score_pile(game, "Alice") == []
    assert supply(game, 1)[-1] == "Oars"


# -- Rowland Hill -----------------------------------------------------------------------------
# Inspire: Draw a {7}.  Karma: If you would claim an achievement, first return three cards
# from your hand. If you do, claim all other cards in your hand as achievements, ignoring
# eligibility.

HILL_SCORE = ["Archery", "Metalworking", "Tools", "Writing", "Sailing"]  # 5


def test_hill_inspire_draws_a_7_then_the_inspire_draw():
    game = figures(
        {"Alice": {"board": {"yellow": ["Rowland Hill"]}}, "Bob": {}},
        supply={"7": ["Bicycle", "Combustion"]},
    )
    act(game, "inspire yellow")
    assert hand(game, "Alice") == ["Bicycle", "Combustion"]


def test_hill_claiming_first_returns_three_and_claims_the_rest_of_the_hand():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Rowland Hill"]},
                "score": HILL_SCORE,
                "hand": ["Pottery", "Calendar", "Translation", "Mathematics", "Clothing"],
            },
            "Bob": {},
        },
        achievements=["Agriculture"],
    )
    act(game, "achieve 1")
    expect(game, "Alice", "choose_cards")
    act(game, ["Pottery", "Calendar", "Translation"])
    assert achievements(game, "Alice") == ["Agriculture", "Clothing", "Mathematics"]
    assert hand(game, "Alice") == []
    assert supply(game, 1)[-1] == "Pottery"
    assert supply(game, 2)[-1] == "Calendar"
    assert supply(game, 3)[-1] == "Translation"


def test_hill_decision_is_a_return_from_the_hand_in_the_order_chosen():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Rowland Hill"]},
                "score": HILL_SCORE,
                "hand": ["Pottery", "Oars", "Mysticism", "Mathematics", "Clothing"],
            },
            "Bob": {},
        },
        achievements=["Agriculture"],
    )
    act(game, "achieve 1")
    d = expect(game, "Alice", "choose_cards")
    assert (d.verb, d.zone, d.min, d.max) == ("return", "hand", 3, 3)
    # Three 1s go to one pile: in the order chosen, not asked again.
    act(game, ["Oars", "Pottery", "Mysticism"])
    assert supply(game, 1)[-3:] == ["Oars", "Pottery", "Mysticism"]
    assert achievements(game, "Alice") == ["Agriculture", "Clothing", "Mathematics"]


def test_hill_with_fewer_than_three_cards_returns_them_and_claims_nothing_more():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Rowland Hill"]},
                "score": HILL_SCORE,
                "hand": ["Pottery", "Calendar"],
            },
            "Bob": {},
        },
        achievements=["Agriculture"],
    )
    act(game, "achieve 1")
    assert achievements(game, "Alice") == ["Agriculture"]
    assert hand(game, "Alice") == []
    assert supply(game, 2)[-1] == "Calendar"


def test_hill_not_when_another_player_claims():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Rowland Hill"]},
                "hand": ["Pottery", "Calendar", "Clothing", "Mysticism"],
            },
            "Bob": {"board": {"red": ["Oars"]}, "score": HILL_SCORE},
        },
        achievements=["Agriculture"],
        turn="Bob",
    )
    act(game, "achieve 1")
    assert achievements(game, "Bob") == ["Agriculture"]
    assert achievements(game, "Alice") == []
    assert {"Pottery", "Calendar", "Clothing", "Mysticism"} <= set(hand(game, "Alice"))


# -- Emperor Meiji ----------------------------------------------------------------------------
# Inspire: Draw and foreshadow an {8} or {9}.  Karmas: If you would meld a card of value 10
# and you have top cards of values 9 and 8 on your board, instead you win.  Each card in
# your forecast counts as being in your hand.


def test_meiji_inspire_draws_and_foreshadows_an_8_or_a_9():
    game = figures(
        {"Alice": {"board": {"purple": ["Emperor Meiji"]}}, "Bob": {}},
        supply={"9": ["Computers"], "8": ["Flight"], "7": ["Bicycle"]},
    )
    act(game, "inspire purple")
    expect(game, "Alice", "choose_value", ["8", "9"])
    act(game, 9)
    t = table(game)["Alice"]
    assert t["forecast"] == ["Computers"]
    assert t["hand"] == ["Bicycle"]


def test_meiji_melding_a_10_over_top_9_and_8_wins_instead():
    game = figures(
        {
            "Alice": {
                "board": {"purple": ["Emperor Meiji"], "red": ["Flight"], "blue": ["Computers"]},
                "hand": ["Databases"],
            },
            "Bob": {},
        },
    )
    act(game, "meld Databases")
    assert game.result["winners"] == ["Alice"]
    assert hand(game, "Alice") == ["Databases"]


def test_meiji_no_win_without_a_top_8():
    game = figures(
        {
            "Alice": {
                "board": {
                    "purple": ["Emperor Meiji"],
                    "red": ["Combustion"],
                    "blue": ["Computers"],
                },
                "hand": ["Databases"],
            },
            "Bob": {},
        },
    )
    act(game, "meld Databases")
    assert game.result is None
    assert board(game, "Alice", "green") == ["Databases"]


def test_meiji_forecast_cards_count_as_in_hand_for_a_decree():
    players = {
        "Alice": {
            "board": {"purple": ["Emperor Meiji"]},
            "forecast": ["Daedalus", "Archimedes"],
            "hand": ["Alhazen"],
        },
        "Bob": {},
    }
    game = figures(players, supply={"9": ["Computers"]})
    assert _decrees(game) == ["decree Advancement"]  # blue figures of values 1, 2, 3
    act(game, "decree Advancement")
    assert sorted(game.to_position()["removed"]) == ["Alhazen", "Archimedes", "Daedalus"]
    assert table(game)["Alice"] == {
        "board": {"purple": ["Emperor Meiji"]},
        "hand": ["Computers"],
        "achievements": ["Advancement"],
    }


def test_meiji_forecast_is_not_hand_when_covered():
    players = {
        "Alice": {
            "board": {"purple": ["Lighting", "Emperor Meiji"]},
            "forecast": ["Daedalus", "Archimedes"],
            "hand": ["Alhazen"],
        },
        "Bob": {},
    }
    assert _decrees(figures(players)) == []


# -- Queen Victoria ---------------------------------------------------------------------------
# Echo: Transfer a figure from any score pile to yours.  Karmas: Rivalry Decree with any
# two figures.  If you would claim a standard achievement, first make an achievement
# available from any lower non-empty age.


def test_victoria_echo_transfers_a_figure_from_another_score_pile():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Queen Victoria"]}, "score": ["Homer"]},
            "Bob": {"score": ["Gilgamesh", "Oars"]},
        },
    )
    act(game, "dogma Queen Victoria")
    assert score_pile(game, "Alice") == ["Gilgamesh", "Homer"]
    assert score_pile(game, "Bob") == ["Oars"]


def test_victoria_echo_takes_no_card_that_is_not_a_figure():
    game = figures(
        {"Alice": {"board": {"purple": ["Queen Victoria"]}}, "Bob": {"score": ["Oars"]}},
    )
    act(game, "dogma Queen Victoria")
    assert score_pile(game, "Alice") == []
    assert score_pile(game, "Bob") == ["Oars"]


def test_victoria_issues_a_rivalry_decree_with_any_two_figures():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Queen Victoria"]}, "hand": TWO_FIGURES},
            "Bob": {"score": ["Oars"]},
        },
    )
    assert _decrees(game) == ["decree Rivalry"]
    act(game, "decree Rivalry")
    assert score_pile(game, "Bob") == []


def test_victoria_claiming_a_standard_achievement_first_makes_a_lower_one_available():
    game = figures(
        {
            "Alice": {
                "board": {"purple": ["Queen Victoria"]},
                "score": ["Engineering", "Optics", "Machinery", "Medicine", "Feudalism"],
            },
            "Bob": {},
        },
        achievements=["Alchemy"],
        supply={"2": ["Calendar"]},
    )
    act(game, "achieve 3")
    expect(game, "Alice", "choose_value", ["1", "2"])
    act(game, 2)
    assert achievements(game, "Alice") == ["Alchemy"]
    assert available(game) == ["Calendar"]


def test_victoria_nothing_lower_than_a_1_and_not_for_another_player():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Queen Victoria"]}, "score": HILL_SCORE},
            "Bob": {},
        },
        achievements=["Agriculture"],
    )
    act(game, "achieve 1")
    assert achievements(game, "Alice") == ["Agriculture"]
    assert available(game) == []
    game = figures(
        {
            "Alice": {"board": {"purple": ["Queen Victoria"]}},
            "Bob": {
                "board": {"red": ["Engineering"]},
                "score": ["Optics", "Machinery", "Medicine", "Feudalism", "Alchemy"],
            },
        },
        achievements=["Translation"],
        turn="Bob",
    )
    act(game, "achieve 3")
    assert achievements(game, "Bob") == ["Translation"]
    assert available(game) == []
