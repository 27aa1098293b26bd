"""The Decree action of Figures in the Sand and the Decree karmas, from the rulebooks'
text and the printed card texts alone (an outside check).

Every test builds a position with the documented API (``inno.Game.from_position``),
acts by answering ``game.pending`` and asserts on ``game.to_position()`` and
``game.result``.

Rules (deluxe rulebook, Figures rulebook, online rules; one text in the three):

* "You may only take a Decree action if you have Figures of three different values in
  your hand. To do so, remove all the cards in your hand from the game (including both
  Figures and non-Figures). Then, choose a Decree matching the color of one of the
  Figures you removed.
  - If it is in another player's Achievement pile, return it to the area with the
    Special Achievements. Do not activate its effect.
  - If it is in the center of the table, claim it as an Achievement and activate its
    effect.
  - If it is already in your possession, activate the effect."
* "Many Figures have a karma effect stating that you may issue a specific Decree with
  any two Figures. This allows you to take the Decree action with two Figures in hand
  instead of three, choosing that specific Decree. The colors of the Figures are
  irrelevant, but you still must remove your entire hand from the game."
* "'Decree' karma effects ... Decree karmas stay in effect as long as the figure
  remains a top card."
* "Each Special action can only be used once per turn".
* "Decrees are a special type of achievement, but one that is not safe and can be
  stolen."
"""

import re

import pytest
from helpers import table
from outside import act, make, options, player, turn

from inno.data.cards import RECORDS

COLOR_OF_DECREE = {
    r["name"]: r["color"] for r in RECORDS if r["set"] == "figures" and r["kind"] == "decree"
}
DECREE_OF_COLOR = {c: d for d, c in COLOR_OF_DECREE.items()}

# Every figure with a "You may issue a X Decree with any two figures." karma.
DECREE_KARMAS = [
    (r["name"], r["color"], m.group(1))
    for r in RECORDS
    if r["set"] == "figures" and r["kind"] == "age"
    for k in r["karma"] or []
    if (m := re.fullmatch(r"You may issue an? (\w+) Decree with any two figures\.", k))
]

# Figures with no Decree karma, by colour, for hands: (value 1, value 2, value 3).
PLAIN = {
    "blue": ("Imhotep", "Zhang Heng", "Alhazen"),
    "red": ("Gilgamesh", "Alexander the Great", "Tran Huang Dao"),
    "green": ("Hatshepsut", "Augustus Caesar", "Shen Kuo"),
    "yellow": ("Shennong", "Cai Lun", "Rhazes"),
    "purple": ("Ptahhotep", "Confucius", "Al-Kindi"),
}


def decree_options(game) -> list[str]:
    return sorted(o for o in options(game) if isinstance(o, str) and o.startswith("decree "))


def test_the_card_data_has_35_decree_karmas_one_per_decree_name():
    assert len(DECREE_KARMAS) == 35
    assert {d for _, _, d in DECREE_KARMAS} == set(COLOR_OF_DECREE)


# --- The ordinary Decree action: figures of three different values -------------------


def test_decree_three_different_values_claims_from_the_centre_and_splays_up():
    """The rulebook's example: four cards in hand, three figures (one yellow); the Decree
    action removes them all, claims Expansion, and the player splays purple up. The
    opponent draws no figure: a Decree action is not an Achieve action."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Shennong", "Zhang Heng", "Tran Huang Dao", "Agriculture"],
                "board": {"purple": ["Mysticism", "City States"], "red": ["Archery", "Oars"]},
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
    )
    # Yellow, blue and red figures: their three Decrees, not Trade (green) nor Rivalry.
    assert decree_options(game) == ["decree Advancement", "decree Expansion", "decree War"]
    act(game, "decree Expansion")
    assert game.pending.kind == "choose_color" and sorted(options(game)) == ["purple", "red"]
    act(game, "purple")
    pos = game.to_position()
    assert table(game) == {
        "Alice": {
            "board": {"purple": (["Mysticism", "City States"], "up"), "red": ["Archery", "Oars"]},
            "achievements": ["Expansion"],
        },
        "Bob": {"board": {"blue": ["Writing"]}},
    }
    assert {"Shennong", "Zhang Heng", "Tran Huang Dao", "Agriculture"} <= set(pos["removed"])
    assert sorted(pos["decrees"]) == ["Advancement", "Rivalry", "Trade", "War"]
    assert turn(game)["actions"] == 1 and turn(game).get("used") == ["decree"]
    assert game.pending.player == "Alice"


def test_decree_two_of_one_value_plus_one_is_not_enough():
    """Three figures but only two different values (1, 1, 2), plus non-figures: no
    Decree action."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Shennong", "Imhotep", "Cai Lun", "Agriculture", "Calendar"],
                "board": {"red": ["Archery"]},
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    assert decree_options(game) == []


def test_decree_a_colour_of_any_removed_figure_not_only_of_the_three_values():
    """Four figures of values 1, 1, 2, 3: the Decree may match the colour of any removed
    figure, the second figure of value 1 (green: Trade) included."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Shennong", "Hatshepsut", "Zhang Heng", "Tran Huang Dao"],
                "board": {"red": ["Archery"]},
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    assert decree_options(game) == [
        "decree Advancement",
        "decree Expansion",
        "decree Trade",
        "decree War",
    ]


def test_decree_no_figures_of_three_values_among_many_non_figures():
    """Two figures of different values and a hand of base cards of three values: no
    Decree (only Figures count)."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Shennong", "Zhang Heng", "Agriculture", "Calendar", "Paper"],
                "board": {"red": ["Archery"]},
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    assert decree_options(game) == []


def test_decree_held_by_another_player_returns_to_the_centre_without_effect():
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Shennong", "Zhang Heng", "Tran Huang Dao", "Agriculture"],
                "board": {"purple": ["Mysticism", "City States"]},
            },
            {"name": "Bob", "achievements": ["Expansion", "Tools"]},
        ],
        ["figures"],
    )
    act(game, "decree Expansion")
    pos = game.to_position()
    assert table(game) == {
        "Alice": {"board": {"purple": ["Mysticism", "City States"]}},
        "Bob": {"achievements": ["Tools"]},
    }
    assert sorted(pos["decrees"]) == sorted(COLOR_OF_DECREE)
    assert {"Shennong", "Zhang Heng", "Tran Huang Dao", "Agriculture"} <= set(pos["removed"])
    assert game.pending.kind == "action" and turn(game)["actions"] == 1


def test_decree_held_by_another_player_three_players_only_the_holder_loses_it():
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Gilgamesh", "Zhang Heng", "Rhazes"],
                "board": {"red": ["Archery"]},
            },
            {"name": "Bob", "achievements": ["Trade"]},
            {"name": "Carol", "achievements": ["War"], "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
    )
    act(game, "decree War")
    pos = game.to_position()
    assert table(game) == {
        "Alice": {"board": {"red": ["Archery"]}},
        "Bob": {"achievements": ["Trade"]},
        "Carol": {"board": {"blue": ["Writing"]}},
    }
    assert sorted(pos["decrees"]) == ["Advancement", "Expansion", "Rivalry", "War"]


def test_decree_already_yours_executes_the_effect_only():
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Shennong", "Zhang Heng", "Tran Huang Dao"],
                "board": {"purple": ["Mysticism", "City States"]},
                "achievements": ["Expansion"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    act(game, "decree Expansion")  # one colour can be splayed up: not asked
    pos = game.to_position()
    assert table(game) == {
        "Alice": {
            "board": {"purple": (["Mysticism", "City States"], "up")},
            "achievements": ["Expansion"],
        },
        "Bob": {},
    }
    assert sorted(pos["decrees"]) == ["Advancement", "Rivalry", "Trade", "War"]


def test_decree_once_per_turn():
    """A Decree action already taken this turn: not offered again, though the hand
    qualifies; other actions are."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Shennong", "Zhang Heng", "Tran Huang Dao"],
                "board": {"red": ["Archery"]},
            },
            {"name": "Bob"},
        ],
        ["figures"],
        turn={"player": "Alice", "actions": 1, "number": 5, "used": ["decree"]},
    )
    assert decree_options(game) == []
    assert "draw" in options(game) and "meld Shennong" in options(game)


def test_decree_after_another_special_action_this_turn():
    """ "you can use two different special actions as your two per turn": an Inspire
    taken this turn does not stop a Decree."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Shennong", "Zhang Heng", "Tran Huang Dao"],
                "board": {"red": ["Archery"]},
            },
            {"name": "Bob"},
        ],
        ["figures"],
        turn={"player": "Alice", "actions": 1, "number": 5, "used": ["inspire"]},
    )
    assert decree_options(game) == ["decree Advancement", "decree Expansion", "decree War"]


def test_decree_on_the_first_single_action_turn():
    """A Decree action may be the one action of a first turn; then the turn passes."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Shennong", "Zhang Heng", "Tran Huang Dao"],
                "board": {"red": ["Archery"]},
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
        turn={"player": "Alice", "actions": 1, "number": 1},
    )
    act(game, "decree War", 5)
    assert game.pending.player == "Bob"
    assert player(game, "Alice")["achievements"] == ["War"]


# --- The Decree karmas ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("figure", "color", "decree"), DECREE_KARMAS, ids=[f for f, _, _ in DECREE_KARMAS]
)
def test_decree_karma_with_two_figures_only_its_decree(figure, color, decree):
    """ "You may issue a <decree> Decree with any two figures": two figures of colours
    other than the Decree's, plus a base card, with the figure on top: that Decree only
    (held by Bob: returned, no effect); the whole hand is removed."""
    others = [c for c in PLAIN if c != COLOR_OF_DECREE[decree]]
    i = [f for f, _, _ in DECREE_KARMAS].index(figure)
    # Two figures: of two other colours and values chosen by the figure's index.
    first = PLAIN[others[i % 4]][i % 3]
    second = PLAIN[others[(i + 1) % 4]][(i // 3) % 3]
    hand = [first, second, "Agriculture"]
    game = make(
        [
            {"name": "Alice", "hand": hand, "board": {color: [figure]}},
            {"name": "Bob", "achievements": [decree]},
        ],
        ["figures"],
    )
    assert decree_options(game) == [f"decree {decree}"]
    act(game, f"decree {decree}")
    pos = game.to_position()
    assert table(game) == {"Alice": {"board": {color: [figure]}}, "Bob": {}}
    assert set(hand) <= set(pos["removed"])
    assert sorted(pos["decrees"]) == sorted(COLOR_OF_DECREE)
    assert game.pending.kind == "action" and turn(game)["actions"] == 1


def test_sneferu_one_figure_is_not_enough():
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Shennong", "Agriculture", "Tools"],
                "board": {"yellow": ["Sneferu"]},
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    assert decree_options(game) == []


def test_sneferu_covered_karma_is_not_in_effect():
    """ "Decree karmas stay in effect as long as the figure remains a top card": Sneferu
    covered (even visible in a splay) gives nothing."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Shennong", "Zhang Heng"],
                "board": {"yellow": {"cards": ["Masonry", "Sneferu"], "splay": "up"}},
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    assert decree_options(game) == []


def test_sneferu_on_an_opponents_board_gives_nothing():
    game = make(
        [
            {"name": "Alice", "hand": ["Shennong", "Zhang Heng"], "board": {"red": ["Archery"]}},
            {"name": "Bob", "board": {"yellow": ["Sneferu"]}},
        ],
        ["figures"],
    )
    assert decree_options(game) == []


def test_sneferu_with_three_values_every_matching_decree_and_expansion():
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Imhotep", "Alexander the Great", "Al-Kindi"],
                "board": {"yellow": ["Sneferu"]},
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    assert decree_options(game) == [
        "decree Advancement",
        "decree Expansion",
        "decree Rivalry",
        "decree War",
    ]


def test_sneferu_claims_expansion_from_the_centre_with_two_figures_of_one_colour():
    """Two blue figures of value 1 (no yellow): Expansion is claimed and executed; not
    Advancement (only two figures)."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Imhotep", "Daedalus"],
                "board": {"yellow": ["Sneferu"], "red": ["Archery", "Oars"]},
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    assert decree_options(game) == ["decree Expansion"]
    act(game, "decree Expansion")
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Sneferu"], "red": (["Archery", "Oars"], "up")},
            "achievements": ["Expansion"],
        },
        "Bob": {},
    }


def test_two_decree_karmas_not_stacked_with_one_figure():
    """Sneferu's karma needs two figures in hand; a top figure does not count as one."""
    game = make(
        [
            {"name": "Alice", "hand": ["Imhotep"], "board": {"yellow": ["Sneferu"]}},
            {"name": "Bob"},
        ],
        ["figures"],
    )
    assert decree_options(game) == []


# --- Each Decree's effect ------------------------------------------------------------


def test_advancement_draws_two_higher_than_the_highest_top_card():
    """Advancement: "Draw a card of value two higher than your highest top card." Top
    cards 1 and 3: a 5."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Imhotep", "Cai Lun", "Al-Kindi"],
                "board": {"red": ["Archery"], "green": ["Paper"]},
            },
            {"name": "Bob", "board": {"blue": ["Calendar"]}},
        ],
        ["figures"],
        supply={"base": {"5": ["Coal", "Physics"], "3": ["Optics"]}},
    )
    act(game, "decree Advancement")
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Archery"], "green": ["Paper"]},
            "hand": ["Coal"],
            "achievements": ["Advancement"],
        },
        "Bob": {"board": {"blue": ["Calendar"]}},
    }


def test_advancement_with_huang_di_skips_an_empty_age():
    """Huang Di (a 1) is Alice's highest top card: Advancement draws a 3; age 3 empty: a
    4."""
    game = make(
        [
            {"name": "Alice", "hand": ["Gilgamesh", "Shennong"], "board": {"blue": ["Huang Di"]}},
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"4": ["Invention", "Anatomy"]}},
        empty=[("base", 3)],
    )
    assert decree_options(game) == ["decree Advancement"]
    act(game, "decree Advancement")
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Huang Di"]},
            "hand": ["Invention"],
            "achievements": ["Advancement"],
        },
        "Bob": {},
    }


def test_war_returns_top_cards_of_the_value_from_all_other_boards_only():
    """War: "Choose a value. Return all top cards of that value from all other players'
    boards." Three players; the issuer's own top card of that value stays; a card of that
    value uncovered by the return is not a top card chosen (it stays)."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Gilgamesh", "Zhang Heng", "Alhazen", "Agriculture"],
                "board": {"red": ["Archery"]},
            },
            {"name": "Bob", "board": {"red": ["Oars", "Metalworking"], "green": ["Currency"]}},
            {"name": "Carol", "board": {"blue": ["Pottery"], "yellow": ["Fermenting"]}},
        ],
        ["figures"],
    )
    act(game, "decree War")
    assert game.pending.kind == "choose_value"
    act(game, 1)
    while game.pending.player == "Alice" and game.pending.kind == "choose_card":
        act(game, options(game)[0])  # the order of the returns to one pile
    pos = game.to_position()
    assert table(game) == {
        "Alice": {"board": {"red": ["Archery"]}, "achievements": ["War"]},
        "Bob": {"board": {"red": ["Metalworking"], "green": ["Currency"]}},
        "Carol": {"board": {"yellow": ["Fermenting"]}},
    }
    assert sorted(pos["supply"]["base"]["1"][-2:]) == ["Oars", "Pottery"]


def test_war_value_with_no_such_top_card_returns_nothing():
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Gilgamesh", "Zhang Heng"],
                "board": {"red": ["Tigernmas"]},
            },
            {"name": "Bob", "board": {"red": ["Oars"], "green": ["Currency"]}},
        ],
        ["figures"],
    )
    assert decree_options(game) == ["decree War"]
    act(game, "decree War", 3)
    assert table(game) == {
        "Alice": {"board": {"red": ["Tigernmas"]}, "achievements": ["War"]},
        "Bob": {"board": {"red": ["Oars"], "green": ["Currency"]}},
    }


def test_trade_draws_and_foreshadows_three_of_one_value():
    """Trade: "Draw and foreshadow three cards of value one higher than your highest top
    card." Highest top card 2: three 3s; the age 3 pile holds two: the third is a 4."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Hatshepsut", "Cai Lun", "Al-Kindi"],
                "board": {"blue": ["Calendar"], "red": ["Archery"]},
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"3": ["Paper", "Optics"], "4": ["Invention"]}},
        empty=[("base", 3)],
    )
    act(game, "decree Trade")
    pos = game.to_position()
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Calendar"], "red": ["Archery"]},
            "forecast": ["Invention", "Optics", "Paper"],
            "achievements": ["Trade"],
        },
        "Bob": {},
    }
    assert pos["supply"]["base"]["3"] == []


def test_trade_with_fu_xi_draws_three_twos():
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Imhotep", "Shennong", "Tools"],
                "board": {"green": ["Fu Xi"]},
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar", "Mathematics", "Fermenting", "Construction"]}},
    )
    assert decree_options(game) == ["decree Trade"]
    act(game, "decree Trade")
    pos = game.to_position()
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Fu Xi"]},
            "forecast": ["Calendar", "Fermenting", "Mathematics"],
            "achievements": ["Trade"],
        },
        "Bob": {},
    }
    assert pos["supply"]["base"]["2"][0] == "Construction"


def test_expansion_splays_any_one_colour_up_even_one_splayed_left():
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Shennong", "Zhang Heng", "Tran Huang Dao"],
                "board": {
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "blue": ["Writing"],
                },
            },
            {"name": "Bob", "board": {"green": ["Sailing", "The Wheel"]}},
        ],
        ["figures"],
    )
    act(game, "decree Expansion")
    assert table(game) == {
        "Alice": {
            "board": {"red": (["Archery", "Oars"], "up"), "blue": ["Writing"]},
            "achievements": ["Expansion"],
        },
        "Bob": {"board": {"green": ["Sailing", "The Wheel"]}},
    }


def test_rivalry_returns_three_score_cards_and_all_top_figures_of_the_chosen_player():
    """Rivalry: "Choose another player. Return three cards from their score pile, and all
    their top figures." Three players: Bob chosen; Carol untouched."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Imhotep", "Cai Lun"],
                "board": {"purple": ["Sinuhe"]},
            },
            {
                "name": "Bob",
                "score": ["Oars", "Calendar", "Paper", "Coal"],
                "board": {
                    "red": ["Gilgamesh"],
                    "blue": ["Alhazen", "Writing"],
                    "green": ["Sailing"],
                },
            },
            {"name": "Carol", "score": ["Tools"], "board": {"yellow": ["Shennong"]}},
        ],
        ["figures"],
    )
    assert decree_options(game) == ["decree Rivalry"]
    act(game, "decree Rivalry")
    assert game.pending.player == "Alice"
    assert sorted(options(game)) == ["Bob", "Carol"]
    act(game, "Bob")
    # Alice chooses the three cards by their backs (values): the 1, the 2 and the 3.
    act(game, "Bob's score pile: 1", "Bob's score pile: 2", "Bob's score pile: 3")
    while game.pending.kind == "choose_card":  # the order of returns to one pile
        act(game, options(game)[0])
    assert game.pending.kind == "action"
    pos = game.to_position()
    assert table(game) == {
        "Alice": {"board": {"purple": ["Sinuhe"]}, "achievements": ["Rivalry"]},
        "Bob": {"board": {"blue": ["Writing"], "green": ["Sailing"]}, "score": ["Coal"]},
        "Carol": {"board": {"yellow": ["Shennong"]}, "score": ["Tools"]},
    }
    assert pos["supply"]["figures"]["1"][-1] == "Gilgamesh"
    assert pos["supply"]["figures"]["3"][-1] == "Alhazen"
    assert pos["supply"]["base"]["1"][-1] == "Oars"


def test_rivalry_with_fewer_than_three_score_cards_returns_them_all():
    game = make(
        [
            {"name": "Alice", "hand": ["Imhotep", "Cai Lun"], "board": {"purple": ["Sinuhe"]}},
            {"name": "Bob", "score": ["Oars"], "board": {"red": ["Archery"]}},
        ],
        ["figures"],
    )
    act(game, "decree Rivalry")  # the other player is the only one: not asked
    while game.pending is not None and game.pending.kind != "action":
        act(game, list(game.pending.options)[0])
    assert table(game) == {
        "Alice": {"board": {"purple": ["Sinuhe"]}, "achievements": ["Rivalry"]},
        "Bob": {"board": {"red": ["Archery"]}},
    }


# --- A Decree counts as an achievement -----------------------------------------------


def test_decree_claimed_from_the_centre_wins_by_achievements():
    """Two players, Figures: 7 achievements win; Alice holds 6 and claims a Decree."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Shennong", "Zhang Heng", "Tran Huang Dao"],
                "board": {"red": ["Archery"]},
                "achievements": ["Tools", "Calendar", "Paper", "Invention", "Coal", "Canning"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
    )
    act(game, "decree Expansion")
    assert game.result is not None
    assert game.result["winners"] == ["Alice"]
    assert game.result["reason"] == "achievements"


def test_decree_returned_from_an_opponent_does_not_count_for_the_issuer():
    """Alice holds 6; Bob holds Expansion: issuing it returns it (Bob's count drops),
    Alice does not reach 7."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Shennong", "Zhang Heng", "Tran Huang Dao"],
                "board": {"red": ["Archery"]},
                "achievements": ["Tools", "Calendar", "Paper", "Invention", "Coal", "Canning"],
            },
            {"name": "Bob", "achievements": ["Expansion"], "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
    )
    act(game, "decree Expansion")
    assert game.result is None
    assert player(game, "Bob")["achievements"] == []
    assert "Expansion" in game.to_position()["decrees"]


# --- Homer: the rulebook's example of a karma on the Decree's removal ------------------


def test_homer_tucks_the_figures_and_removes_the_rest():
    """ "Homer is a top figure on your board, and you take a Decree action ... Each figure
    in your hand that would have been removed is tucked on your board instead." The
    base card is removed; Expansion is then claimed and splays a stack up."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Gilgamesh", "Zhang Heng", "Rhazes", "Agriculture"],
                "board": {
                    "purple": ["Homer"],
                    "red": ["Archery"],
                    "blue": ["Writing"],
                    "yellow": ["Masonry"],
                },
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    act(game, "decree Expansion")
    while game.pending.kind == "choose_card":  # an order, if asked
        act(game, options(game)[0])
    assert game.pending.kind == "choose_color"
    assert sorted(options(game)) == ["blue", "red", "yellow"]
    act(game, "yellow")
    pos = game.to_position()
    assert table(game)["Alice"] == {
        "board": {
            "purple": ["Homer"],
            "red": ["Archery", "Gilgamesh"],
            "blue": ["Writing", "Zhang Heng"],
            "yellow": (["Masonry", "Rhazes"], "up"),
        },
        "achievements": ["Expansion"],
        "tucked": 3,
    }
    assert "Agriculture" in pos["removed"]
    assert not {"Gilgamesh", "Zhang Heng", "Rhazes"} & set(pos["removed"])


# --- More edges ----------------------------------------------------------------------


def test_sneferu_three_figures_of_two_values_expansion_only():
    """ "with any two figures": three figures of values 1, 1, 2 (blue, purple, red) with
    Sneferu on top: Expansion, and no other Decree (only two values)."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Imhotep", "Ptahhotep", "Alexander the Great", "Tools"],
                "board": {"yellow": ["Sneferu"]},
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    assert decree_options(game) == ["decree Expansion"]
    act(game, "decree Expansion")
    pos = game.to_position()
    assert player(game, "Alice")["hand"] == []
    assert {"Imhotep", "Ptahhotep", "Alexander the Great", "Tools"} <= set(pos["removed"])


def test_advancement_with_an_empty_board_draws_a_two():
    """ "two higher than your highest top card": no top card (0): a 2."""
    game = make(
        [
            {"name": "Alice", "hand": ["Imhotep", "Cai Lun", "Al-Kindi"]},
            {"name": "Bob", "board": {"red": ["Construction"]}},
        ],
        ["figures"],
        supply={"base": {"2": ["Mathematics", "Calendar"]}},
    )
    act(game, "decree Advancement")
    assert table(game) == {
        "Alice": {"hand": ["Mathematics"], "achievements": ["Advancement"]},
        "Bob": {"board": {"red": ["Construction"]}},
    }


def test_emperor_meiji_forecast_figure_counts_for_the_decree_and_is_removed():
    """Emperor Meiji: "Each card in your forecast counts as being in your hand." Two
    figures in hand and a third value in the forecast: a Decree, removing the forecast
    too."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Imhotep", "Cai Lun"],
                "forecast": ["Tran Huang Dao"],
                "board": {"purple": ["Emperor Meiji"]},
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    assert decree_options(game) == ["decree Advancement", "decree Expansion", "decree War"]
    act(game, "decree War", 9)
    pos = game.to_position()
    assert table(game) == {
        "Alice": {"board": {"purple": ["Emperor Meiji"]}, "achievements": ["War"]},
        "Bob": {},
    }
    assert {"Imhotep", "Cai Lun", "Tran Huang Dao"} <= set(pos["removed"])


def test_charles_darwin_claiming_advancement_with_more_achievements_wins():
    """Charles Darwin: "If you would claim an achievement, first if no other player has as
    many or more achievements as you, instead you win." Claiming Advancement from the
    centre with his karma: Alice 1 achievement, Bob 0: Alice wins."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Imhotep", "Shennong"],
                "board": {"blue": ["Charles Darwin"]},
                "achievements": ["Tools"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    assert decree_options(game) == ["decree Advancement"]
    act(game, "decree Advancement")
    assert game.result is not None and game.result["winners"] == ["Alice"]


def test_charles_darwin_tied_achievements_claims_advancement_normally():
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Imhotep", "Shennong"],
                "board": {"blue": ["Charles Darwin"]},
                "achievements": ["Tools"],
            },
            {"name": "Bob", "achievements": ["Oars"]},
        ],
        ["figures"],
        supply={"base": {"9": ["Fission"]}},
    )
    act(game, "decree Advancement")
    assert game.result is None
    assert table(game)["Alice"] == {
        "board": {"blue": ["Charles Darwin"]},
        "hand": ["Fission"],
        "achievements": ["Advancement", "Tools"],
    }


def test_decree_held_by_a_teammate_is_returned_too():
    """Teams: "If it is in another player's Achievement pile, return it": a teammate is
    another player."""
    game = make(
        [
            {"name": "Alice", "hand": ["Gilgamesh", "Zhang Heng"], "board": {"red": ["Tigernmas"]}},
            {"name": "Bob"},
            {"name": "Carol", "achievements": ["War"]},
            {"name": "Dave"},
        ],
        ["figures"],
        options={"teams": True},
    )
    act(game, "decree War")
    assert player(game, "Carol")["achievements"] == []
    assert player(game, "Alice")["achievements"] == []
    assert "War" in game.to_position()["decrees"]


def test_war_in_teams_returns_the_teammates_top_card_too():
    game = make(
        [
            {"name": "Alice", "hand": ["Gilgamesh", "Zhang Heng"], "board": {"red": ["Tigernmas"]}},
            {"name": "Bob", "board": {"blue": ["Mathematics"]}},
            {"name": "Carol", "board": {"yellow": ["Fermenting"], "red": ["Archery"]}},
            {"name": "Dave", "board": {"green": ["Sailing"]}},
        ],
        ["figures"],
        options={"teams": True},
    )
    act(game, "decree War", 2)
    while game.pending.kind == "choose_card":  # the order of returns to one pile
        act(game, options(game)[0])
    assert table(game) == {
        "Alice": {"board": {"red": ["Tigernmas"]}, "achievements": ["War"]},
        "Bob": {},
        "Carol": {"board": {"red": ["Archery"]}},
        "Dave": {"board": {"green": ["Sailing"]}},
    }


def test_decree_wins_with_three_players_at_six_achievements():
    """Three players: 5 achievements, plus one for Figures: 6. Alice holds 5."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Shennong", "Zhang Heng", "Tran Huang Dao"],
                "board": {"red": ["Archery"]},
                "achievements": ["Tools", "Calendar", "Paper", "Invention", "Coal"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
            {"name": "Carol"},
        ],
        ["figures"],
    )
    act(game, "decree War")  # the claim wins at once: the effect never runs
    assert game.result is not None and game.result["winners"] == ["Alice"]
    assert game.result["reason"] == "achievements"


def test_decree_one_short_of_winning_three_players():
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Shennong", "Zhang Heng", "Tran Huang Dao"],
                "board": {"red": ["Archery"]},
                "achievements": ["Tools", "Calendar", "Paper", "Invention"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
            {"name": "Carol"},
        ],
        ["figures"],
    )
    act(game, "decree War", 5)
    assert game.result is None
    assert sorted(player(game, "Alice")["achievements"]) == [
        "Calendar",
        "Invention",
        "Paper",
        "Tools",
        "War",
    ]


def test_rivalry_against_florence_nightingale_score_pile_stays():
    """Florence Nightingale: "If an opponent's effect would transfer, return, or remove a
    card from your score pile, instead leave it there." Rivalry's effect is executed by
    Alice, Bob's opponent: his score pile stays; his top figures are returned."""
    game = make(
        [
            {"name": "Alice", "hand": ["Imhotep", "Cai Lun"], "board": {"purple": ["Sinuhe"]}},
            {
                "name": "Bob",
                "score": ["Oars", "Calendar", "Paper", "Coal"],
                "board": {"yellow": ["Florence Nightingale"], "blue": ["Writing"]},
            },
        ],
        ["figures"],
    )
    act(game, "decree Rivalry")
    while game.pending.kind != "action":
        act(game, options(game)[0])
    assert table(game) == {
        "Alice": {"board": {"purple": ["Sinuhe"]}, "achievements": ["Rivalry"]},
        "Bob": {"board": {"blue": ["Writing"]}, "score": ["Calendar", "Coal", "Oars", "Paper"]},
    }


def test_albert_einstein_trade_value_is_not_an_age_icon():
    """Albert Einstein: "Each {age} value in any of your effects counts as a {10}." Trade
    prints no {age} value ("value one higher than your highest top card"): Einstein an 8,
    three 9s."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Imhotep", "Cai Lun", "Shen Kuo"],
                "board": {"blue": ["Albert Einstein"]},
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"9": ["Fission", "Genetics", "Satellites"]}},
    )
    act(game, "decree Trade")
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Albert Einstein"]},
            "forecast": ["Fission", "Genetics", "Satellites"],
            "achievements": ["Trade"],
        },
        "Bob": {},
    }


def test_shivaji_does_not_take_a_decree_claimed_from_the_centre():
    """Shivaji: "If an opponent would claim an achievement, first you claim it if
    eligible." rulings.md: only an available standard or a special achievement triggers
    it; a Decree is claimed only by a Decree action (Bob's qualifying hand stays)."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Imhotep", "Cai Lun", "Shen Kuo"],
                "board": {"blue": ["Writing"]},
            },
            {
                "name": "Bob",
                "board": {"red": ["Shivaji"]},
                "hand": ["Hatshepsut", "Confucius", "Rhazes"],
            },
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar", "Mathematics", "Fermenting"]}},
    )
    act(game, "decree Trade")
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Writing"]},
            "forecast": ["Calendar", "Fermenting", "Mathematics"],
            "achievements": ["Trade"],
        },
        "Bob": {"board": {"red": ["Shivaji"]}, "hand": ["Confucius", "Hatshepsut", "Rhazes"]},
    }


def test_homer_and_sneferu_two_figures_tucked_then_the_excess_figures_fade():
    """Sneferu's karma with Homer on top: the two figures are tucked (one into an empty
    blue stack, becoming a top figure); Expansion splays red up; after the action the
    three top figures fade to one (the player chooses, one by one)."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Imhotep", "Cai Lun"],
                "board": {"yellow": ["Sneferu"], "purple": ["Homer"], "red": ["Archery", "Oars"]},
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    assert decree_options(game) == ["decree Expansion"]
    act(game, "decree Expansion")
    assert sorted(options(game)) == ["red", "yellow"]
    act(game, "red")
    assert game.pending.kind == "choose_card"
    assert sorted(options(game)) == ["Homer", "Imhotep", "Sneferu"]
    act(game, "Homer", "Imhotep")
    assert table(game) == {
        "Alice": {
            "board": {"red": (["Archery", "Oars"], "up"), "yellow": ["Sneferu", "Cai Lun"]},
            "score": ["Homer", "Imhotep"],
            "achievements": ["Expansion"],
            "tucked": 2,
            "scored": 2,
        },
        "Bob": {},
    }
    assert game.pending.kind == "action" and turn(game)["actions"] == 1
