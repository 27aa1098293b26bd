"""The turn and the actions, from the rulebooks' text alone (an outside check).

Every test builds a position with the documented API (``inno.Game.from_position``),
acts by answering ``game.pending`` and asserts on ``game.to_position()`` and
``game.result``. Each test quotes the rule sentence it checks.
"""

import json

import outside
import pytest
from outside import act, board, options, player, turn

import inno
from inno.data.cards import RECORDS

CARDS = {c["name"]: c for c in RECORDS}


def make(players, **kw):
    """A position without special achievements unless given."""
    kw.setdefault("special", ())
    return outside.make(players, **kw)


def pos(game):
    return game.to_position()


def pile(game, age, set_="base"):
    return pos(game)["supply"].get(set_, {}).get(str(age), [])


def ages(*pairs):
    return {"base": {str(a): list(c) for a, c in pairs}}


# ---------------------------------------------------------------- setup


def test_setup_fresh_game_deals_two_age1_cards_and_nine_achievements():
    # "Without looking, draw one base card from each supply pile of ages 1-9, and
    # place them in the center"; "Each player draws two cards from the age 1 supply
    # pile".
    g = inno.Game(players=["A", "B", "C"], seed=11)
    p = pos(g)
    assert sorted(CARDS[n]["age"] for n in p["achievements"]) == list(range(1, 10))
    assert all(CARDS[n]["set"] == "base" for n in p["achievements"])
    for pl in p["players"]:
        assert len(pl["hand"]) == 2
        assert all(CARDS[n]["set"] == "base" and CARDS[n]["age"] == 1 for n in pl["hand"])
        assert pl["board"] == {}


def test_setup_echoes_deals_one_base_and_one_echoes_card():
    # "If playing with the Echoes of the Past expansion, draw one base card and one
    # Echoes card instead of two base cards for this setup step."
    g = inno.Game(players=["A", "B", "C"], expansions=["echoes"], seed=5)
    for pl in pos(g)["players"]:
        assert sorted(CARDS[n]["set"] for n in pl["hand"]) == ["base", "echoes"]
        assert all(CARDS[n]["age"] == 1 for n in pl["hand"])


def _setup(hands, chosen, **kw):
    g = make(
        [{"name": n, "hand": h} for n, h in hands],
        achievements=["Calendar"],
        phase="setup",
        **kw,
    )
    for _ in chosen:
        d = g.pending
        act(g, chosen[d.player])
    return g


def test_setup_melds_the_chosen_card_and_keeps_the_other():
    g = _setup(
        [("A", ["Writing", "Oars"]), ("B", ["Agriculture", "Tools"])],
        {"A": "Writing", "B": "Tools"},
    )
    assert board(g, "A") == {"blue": (["Writing"], "none")}
    assert player(g, "A")["hand"] == ["Oars"]
    assert board(g, "B") == {"blue": (["Tools"], "none")}
    assert player(g, "B")["hand"] == ["Agriculture"]


def test_setup_first_player_2p_alphabetical_melded_card_one_action():
    # "The player who chose the card whose title comes first alphabetically goes
    # first. The first player ... will take only one action instead of two on their
    # initial turn. Subsequent turns are normal." Agriculture, kept in hand, does
    # not count: only the chosen cards do.
    g = _setup(
        [("A", ["Writing", "Oars"]), ("B", ["Agriculture", "Tools"])],
        {"A": "Writing", "B": "Tools"},
    )
    assert g.pending.player == "B"
    assert turn(g)["actions"] == 1
    act(g, "draw")
    assert g.pending.player == "A" and turn(g)["actions"] == 2
    act(g, "draw")
    assert g.pending.player == "A" and turn(g)["actions"] == 1
    act(g, "draw")
    assert g.pending.player == "B" and turn(g)["actions"] == 2


def test_setup_first_player_3p_only_first_player_has_one_action():
    g = _setup(
        [
            ("A", ["Writing", "Oars"]),
            ("B", ["Agriculture", "Tools"]),
            ("C", ["Archery", "Pottery"]),
        ],
        {"A": "Writing", "B": "Tools", "C": "Archery"},
    )
    assert g.pending.player == "C" and turn(g)["actions"] == 1
    act(g, "draw")
    assert g.pending.player == "A" and turn(g)["actions"] == 2
    act(g, "draw", "draw")
    assert g.pending.player == "B" and turn(g)["actions"] == 2


@pytest.mark.parametrize("teams", [False, True])
def test_setup_first_player_4p_first_two_players_have_one_action(teams):
    # "The first player (or the first two in a four or more player game) will take
    # only one action instead of two on their initial turn."
    g = _setup(
        [
            ("A", ["Writing", "Archery"]),
            ("B", ["Tools", "Agriculture"]),
            ("C", ["Pottery", "City States"]),
            ("D", ["Oars", "Clothing"]),
        ],
        {"A": "Writing", "B": "Tools", "C": "Pottery", "D": "Oars"},
        options={"teams": teams},
    )
    assert g.pending.player == "D" and turn(g)["actions"] == 1
    act(g, "draw")
    assert g.pending.player == "A" and turn(g)["actions"] == 1
    act(g, "draw")
    assert g.pending.player == "B" and turn(g)["actions"] == 2
    act(g, "draw", "draw")
    assert g.pending.player == "C" and turn(g)["actions"] == 2
    act(g, "draw", "draw")
    assert g.pending.player == "D" and turn(g)["actions"] == 2


# ---------------------------------------------------------------- draw action


def test_draw_action_highest_top_card_not_a_covered_card_and_skips_empty_age():
    # Rulebook example: "Your highest top card is a 2. Even though a 4 is visible on
    # a splayed card, it is not at the top of the purple stack ... age 2 is empty.
    # Instead, you draw a 3."
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "purple": {"cards": ["Mysticism", "Reformation"], "splay": "left"},
                    "blue": ["Calendar"],
                    "red": ["Archery"],
                },
            },
            {"name": "B", "board": {"yellow": ["Statistics"]}},
        ],
        supply=ages((3, ["Optics", "Compass"]), (4, ["Anatomy"])),
        empty=[("base", 2)],
    )
    act(g, "draw")
    assert player(g, "A")["hand"] == ["Optics"]
    assert pile(g, 3)[0] == "Compass"
    assert pile(g, 4)[0] == "Anatomy"
    assert turn(g) == {"player": "A", "actions": 1, "number": 3}


def test_draw_action_skips_several_empty_ages():
    # "If multiple ages are empty, continue skipping as necessary."
    g = make(
        [{"name": "A", "board": {"blue": ["Calendar"]}}, {"name": "B"}],
        supply=ages((4, ["Anatomy", "Gunpowder"]), (5, ["Coal"])),
        empty=[("base", 2), ("base", 3)],
    )
    act(g, "draw")
    assert player(g, "A")["hand"] == ["Anatomy"]
    assert player(g, "B")["hand"] == []


def test_draw_action_draws_the_value_of_the_highest_top_card_exactly():
    g = make(
        [
            {
                "name": "A",
                "board": {"blue": ["Calendar"], "red": ["Gunpowder"]},
                "score": ["Optics"],
            },
            {"name": "B"},
        ],
        supply=ages((3, ["Compass"]), (4, ["Anatomy"]), (5, ["Coal"])),
    )
    act(g, "draw")
    assert player(g, "A")["hand"] == ["Anatomy"]


def test_draw_action_with_an_empty_board_draws_a_1():
    g = make(
        [{"name": "A"}, {"name": "B"}],
        supply=ages((1, ["Sailing"]), (2, ["Calendar"])),
    )
    act(g, "draw")
    assert player(g, "A")["hand"] == ["Sailing"]


# ---------------------------------------------------------------- game end


def test_draw_action_past_10_ends_game_by_score_immediately():
    # "If you have to skip age 10 and try to draw an age 11 card that doesn't
    # exist, the game ends immediately." "The player (or team) with the highest
    # current score wins."
    g = make(
        [
            {"name": "A", "board": {"blue": ["Software"]}, "score": ["Coal"]},
            {
                "name": "B",
                "board": {"red": ["Oars"]},
                "score": ["Optics", "Calendar", "Sailing"],
            },
        ],
        empty=[("base", 10)],
    )
    act(g, "draw")
    assert g.pending is None
    assert g.result.winners == ["B"]
    assert g.result.reason == "score"
    assert player(g, "A")["hand"] == []


def test_draw_action_of_a_9_with_9_and_10_empty_ends_game():
    g = make(
        [
            {"name": "A", "board": {"blue": ["Computers"]}, "score": ["Coal"]},
            {"name": "B", "board": {"red": ["Oars"]}, "score": ["Sailing"]},
        ],
        empty=[("base", 9), ("base", 10)],
    )
    act(g, "draw")
    assert g.pending is None
    assert g.result.winners == ["A"]


def test_score_tie_is_broken_by_most_achievements():
    # "If tied, most achievements wins."
    g = make(
        [
            {
                "name": "A",
                "board": {"blue": ["Software"]},
                "score": ["Coal"],
                "achievements": ["Sailing"],
            },
            {
                "name": "B",
                "board": {"red": ["Oars"]},
                "score": ["Optics", "Calendar"],
                "achievements": ["Tools", "Mathematics"],
            },
            {"name": "C", "score": ["Gunpowder"], "achievements": ["Writing"]},
        ],
        empty=[("base", 10)],
    )
    act(g, "draw")
    assert g.result.winners == ["B"]


def test_score_and_achievement_tie_is_a_draw():
    # "If still tied, the game is a draw."
    g = make(
        [
            {
                "name": "A",
                "board": {"blue": ["Software"]},
                "score": ["Coal"],
                "achievements": ["Sailing"],
            },
            {
                "name": "B",
                "board": {"red": ["Oars"]},
                "score": ["Optics", "Calendar"],
                "achievements": ["Tools"],
            },
            {"name": "C", "score": ["Gunpowder"], "achievements": ["Writing"]},
        ],
        empty=[("base", 10)],
    )
    act(g, "draw")
    assert sorted(g.result.winners) == ["A", "B"]


def test_draw_past_10_by_a_sharers_effect_ends_the_game_before_the_activator():
    # "The moment the card would be drawn, the game ends immediately." The sharer
    # draws first; the activating player never draws.
    g = make(
        [
            {"name": "A", "board": {"blue": ["Writing"]}, "score": ["Coal"]},
            {"name": "B", "board": {"blue": ["Tools"]}, "score": ["Sailing"]},
        ],
        empty=[("base", a) for a in range(2, 11)],
    )
    act(g, "dogma Writing")
    assert g.pending is None
    assert g.result.winners == ["A"]
    assert g.result.reason == "score"
    assert player(g, "A")["hand"] == [] and player(g, "B")["hand"] == []


def test_team_game_end_by_score_uses_combined_team_score():
    # "If the game ends by a player trying to draw a card higher than age 10, the
    # team with the highest combined score wins." A has the single highest score,
    # but B and D together have more than A and C.
    g = make(
        [
            {"name": "A", "board": {"blue": ["Software"]}, "score": ["Machine Tools"]},
            {"name": "B", "score": ["Coal"]},
            {"name": "C"},
            {"name": "D", "score": ["Gunpowder", "Calendar"]},
        ],
        empty=[("base", 10)],
        options={"teams": True},
    )
    act(g, "draw")
    assert sorted(g.result.winners) == ["B", "D"]
    assert g.result.reason == "score"


# ---------------------------------------------------------------- meld action


def test_meld_action_stacks_on_top_and_continues_the_splay():
    # "If you have cards of that card's color already, stack it on top of them.
    # Continue the splay direction of the pile, if its cards are already splayed."
    g = make(
        [
            {
                "name": "A",
                "hand": ["Tools", "Oars"],
                "board": {"blue": {"cards": ["Writing", "Pottery"], "splay": "right"}},
            },
            {"name": "B"},
        ],
    )
    act(g, "meld Tools")
    assert board(g, "A") == {"blue": (["Tools", "Writing", "Pottery"], "right")}
    act(g, "meld Oars")
    assert board(g, "A")["red"] == (["Oars"], "none")
    assert player(g, "A")["hand"] == []
    assert g.pending.player == "B"


# ---------------------------------------------------------------- achieve action


def test_achieve_rulebook_example_needs_score_and_top_card():
    # "You have 15 points (4 + 4 + 4 + 3), and the 1 achievement has already been
    # claimed. Your highest top card is a 2. You are only eligible to claim the 2
    # achievement, even though you have enough points for the 3".
    g = make(
        [
            {
                "name": "A",
                "board": {"blue": ["Calendar"], "red": ["Oars"]},
                "score": ["Anatomy", "Gunpowder", "Invention", "Optics"],
            },
            {"name": "B", "achievements": ["Sailing"]},
        ],
        achievements=["Mathematics", "Compass", "Navigation"],
    )
    achieves = [o for o in options(g) if o.startswith("achieve")]
    assert achieves == ["achieve 2"]
    act(g, "achieve 2")
    a = player(g, "A")
    assert a["achievements"] == ["Mathematics"]
    # "you do not spend cards from it when taking an Achieve action"
    assert sorted(a["score"]) == ["Anatomy", "Gunpowder", "Invention", "Optics"]
    assert pos(g)["achievements"] == ["Compass", "Navigation"]
    assert turn(g)["actions"] == 1


def test_achieve_score_just_short_is_not_eligible():
    # "your score must be at least five times the age number": 9 < 10.
    g = make(
        [
            {
                "name": "A",
                "board": {"blue": ["Calendar"]},
                "score": ["Optics", "Construction", "Agriculture", "Oars", "Sailing"],
            },
            {"name": "B"},
        ],
        achievements=["Writing", "Mathematics"],
    )
    achieves = [o for o in options(g) if o.startswith("achieve")]
    assert achieves == ["achieve 1"]


def _nine_or_ten(extra):
    return make(
        [
            {
                "name": "A",
                "board": {"blue": ["Calendar"]},
                "score": ["Optics", "Construction", "Mapmaking", "Oars"] + extra,
            },
            {"name": "B", "score": ["Agriculture"]},
        ],
        achievements=["Mathematics"],
    )


def test_achieve_score_exactly_five_times_the_age_is_eligible():
    g = _nine_or_ten([])  # 8 points
    assert not any(o.startswith("achieve") for o in options(g))
    g = _nine_or_ten(["Sailing"])  # 9 points
    assert not any(o.startswith("achieve") for o in options(g))
    g = _nine_or_ten(["Sailing", "Writing"])  # 10 points
    act(g, "achieve 2")
    assert player(g, "A")["achievements"] == ["Mathematics"]


def test_achieve_top_card_of_equal_value_is_enough_lower_is_not():
    # "you must have a top card on your board of equal or higher value"
    score = ["Coal", "Chemistry", "Physics"]  # 15 points
    g = make(
        [{"name": "A", "board": {"red": ["Gunpowder"]}, "score": score}, {"name": "B"}],
        achievements=["Optics", "Invention"],
    )
    assert [o for o in options(g) if o.startswith("achieve")] == ["achieve 3"]
    g = make(
        [{"name": "A", "board": {"blue": ["Alchemy"]}, "score": score}, {"name": "B"}],
        achievements=["Compass"],
    )
    assert [o for o in options(g) if o.startswith("achieve")] == ["achieve 3"]
    g = make(
        [{"name": "A", "board": {"blue": ["Calendar"]}, "score": score}, {"name": "B"}],
        achievements=["Compass"],
    )
    assert [o for o in options(g) if o.startswith("achieve")] == []


HELD = ["Flight", "Mathematics", "Alchemy", "Anatomy", "Chemistry", "Canning", "Bicycle"]


@pytest.mark.parametrize(
    "n, expansions, longer, needed",
    [
        (2, [], False, 6),
        (3, [], False, 5),
        (4, [], False, 4),
        (2, ["echoes"], False, 7),
        (3, ["echoes", "artifacts"], False, 7),
        (4, ["figures"], False, 5),
        (2, [], True, 7),
        (5, ["artifacts"], False, 4),
        (5, ["artifacts", "echoes"], False, 5),
        (6, ["artifacts", "echoes"], False, 4),
    ],
)
@pytest.mark.parametrize("short", [0, 1])
def test_win_by_achievements_number_needed(n, expansions, longer, needed, short):
    # "For a two player game with just the base set, 6 achievements are needed. For
    # each extra player, subtract one. For each expansion included, add one."
    # Optional rule: "increase the number of achievements required to win by 1".
    held = HELD[: needed - 1 - short]
    players = [
        {
            "name": "A",
            "board": {"red": ["Oars"]},
            "score": ["Coal"],
            "achievements": held,
        }
    ] + [{"name": x} for x in "BCDEF"[: n - 1]]
    g = make(
        players,
        achievements=["Writing"],
        expansions=expansions,
        options={"longer": longer},
    )
    act(g, "achieve 1")
    assert len(player(g, "A")["achievements"]) == needed - short
    if short:
        assert g.result is None and g.pending.player == "A"
    else:
        assert g.pending is None
        assert g.result.winners == ["A"] and g.result.reason == "achievements"


@pytest.mark.parametrize("c_held, wins", [(2, True), (1, False)])
def test_team_achievements_are_counted_together(c_held, wins):
    # "Your team's achievements are counted together for determining victory ...
    # The number of achievements for a team to win is the same as in a 2-player
    # game." (6 with the base set)
    g = make(
        [
            {
                "name": "A",
                "board": {"red": ["Oars"]},
                "score": ["Coal"],
                "achievements": HELD[:3],
            },
            {"name": "B", "achievements": HELD[5:7]},
            {"name": "C", "achievements": HELD[3 : 3 + c_held]},
            {"name": "D"},
        ],
        achievements=["Writing"],
        options={"teams": True},
    )
    act(g, "achieve 1")
    if wins:
        assert sorted(g.result.winners) == ["A", "C"]
    else:
        assert g.result is None and g.pending.player == "A"


def test_team_partner_score_does_not_count_for_eligibility():
    # "you claim achievements without your partner's score"
    g = make(
        [
            {"name": "A", "board": {"red": ["Oars"]}, "score": ["Sailing"]},
            {"name": "B"},
            {"name": "C", "score": ["Coal", "Physics"]},
            {"name": "D"},
        ],
        achievements=["Writing"],
        options={"teams": True},
    )
    assert not any(o.startswith("achieve") for o in options(g))


# ---------------------------------------------------------------- dogma action


def test_dogma_sharers_go_clockwise_from_the_left_then_the_activator_4p():
    # "Starting to your left and going clockwise, each of them must follow the
    # effect's instructions. Then, you must perform them." C activates Writing
    # (2 lightbulbs): D ties (2) and B has more (3): they share, D first; A (1)
    # does not. Then C's free Draw action (highest top card: 1).
    g = make(
        [
            {"name": "A", "board": {"red": ["Archery"]}},
            {"name": "B", "board": {"purple": ["Philosophy"]}},
            {"name": "C", "board": {"blue": ["Writing"]}},
            {"name": "D", "board": {"blue": ["Tools"]}},
        ],
        supply=ages(
            (1, ["Sailing", "Oars"]),
            (2, ["Calendar", "Mathematics", "Construction", "Mapmaking"]),
        ),
        turn={"player": "C", "actions": 2, "number": 9},
    )
    act(g, "dogma Writing")
    assert player(g, "D")["hand"] == ["Calendar"]
    assert player(g, "B")["hand"] == ["Mathematics"]
    assert sorted(player(g, "C")["hand"]) == ["Construction", "Sailing"]
    assert player(g, "A")["hand"] == []
    assert pile(g, 2)[0] == "Mapmaking" and pile(g, 1)[0] == "Oars"
    assert turn(g) == {"player": "C", "actions": 1, "number": 9}


def test_demand_vulnerable_opponents_clockwise_ties_are_safe_4p():
    # "Any opponent that has fewer than you is vulnerable"; "In clockwise order,
    # each vulnerable opponent follows the instructions. Other opponents ignore
    # it." Archery: A 2 castles; B 0 and D 1 are vulnerable, C 2 (a tie) is not.
    g = make(
        [
            {"name": "A", "board": {"red": ["Archery"]}},
            {"name": "B", "board": {"blue": ["Writing"]}},
            {"name": "C", "board": {"yellow": ["Domestication"]}, "hand": ["Coal"]},
            {"name": "D", "board": {"blue": ["Tools"]}, "hand": ["Gunpowder"]},
        ],
        supply=ages((1, ["Sailing", "Pottery", "Oars"])),
    )
    act(g, "dogma Archery")
    assert sorted(player(g, "A")["hand"]) == ["Gunpowder", "Sailing"]
    assert player(g, "B")["hand"] == []
    assert player(g, "D")["hand"] == ["Pottery"]
    assert player(g, "C")["hand"] == ["Coal"]
    # "You do not get a free Draw action due to players affected by demands."
    assert pile(g, 1)[0] == "Oars"
    assert turn(g)["actions"] == 1


def _gunpowder(noctis_board):
    return make(
        [
            {"name": "A", "board": {"red": ["Gunpowder"]}},
            {"name": "Ariel", "board": {"red": ["Oars"]}},
            {"name": "Noctis", "board": noctis_board},
        ],
        supply=ages((2, ["Calendar", "Mathematics", "Mapmaking"]), (4, ["Anatomy"])),
    )


def test_dogma_rulebook_gunpowder_example():
    # Rulebook example 2: A has 2 factories, Ariel 0 (vulnerable), Noctis 3
    # (shares). Ariel gives Oars; Noctis then A draw and score a 2 "since a card
    # was transferred during the demand"; A gets a free Draw action of a 4.
    g = _gunpowder({"red": ["Coal"]})
    act(g, "dogma Gunpowder")
    assert player(g, "A")["score"] == ["Oars", "Mathematics"]
    assert player(g, "Noctis")["score"] == ["Calendar"]
    assert player(g, "A")["hand"] == ["Anatomy"]
    assert player(g, "Ariel")["board"] == {}
    assert board(g, "Noctis") == {"red": (["Coal"], "none")}


def test_dogma_gunpowder_both_vulnerable_no_sharing_bonus():
    # "If both opponents had been vulnerable to demands, you would not have
    # received a free Draw action, even though they caused the game state to
    # change."
    g = _gunpowder({"blue": ["Tools"]})
    act(g, "dogma Gunpowder")
    assert sorted(player(g, "A")["score"]) == ["Calendar", "Oars", "Tools"]
    assert player(g, "A")["hand"] == []
    assert player(g, "Noctis")["board"] == {}
    assert pile(g, 4)[0] == "Anatomy"


def test_dogma_vulnerability_is_fixed_when_the_action_starts():
    # "Eligibility for sharing and vulnerability to demands are only determined
    # once during a Dogma action. Even if cards on players' boards change during
    # the action, they remain eligible or vulnerable for its duration."
    # City States: A 2 crowns; B 1 (vulnerable) gives A Oars (a crown: A has 3);
    # C has 2 crowns, was not vulnerable, and stays so.
    g = make(
        [
            {"name": "A", "board": {"purple": ["City States"]}},
            {"name": "B", "board": {"red": ["Oars"], "green": ["The Wheel"]}},
            {
                "name": "C",
                "board": {
                    "purple": ["Code of Laws"],
                    "yellow": ["Masonry"],
                    "red": ["Metalworking"],
                },
            },
        ],
        supply=ages((1, ["Sailing", "Pottery"])),
    )
    act(g, "dogma City States", "Oars")
    assert board(g, "A") == {
        "purple": (["City States"], "none"),
        "red": (["Oars"], "none"),
    }
    assert player(g, "B")["hand"] == ["Sailing"]
    assert board(g, "C") == {
        "purple": (["Code of Laws"], "none"),
        "yellow": (["Masonry"], "none"),
        "red": (["Metalworking"], "none"),
    }
    assert player(g, "C")["hand"] == []
    assert pile(g, 1)[0] == "Pottery"


def test_dogma_effects_in_order_demand_then_sharers_then_activator_then_bonus():
    # "Always complete an effect entirely before you move on to the next effect."
    # Monotheism: B (vulnerable) gives Oars and draws and tucks a 1; then C
    # (sharing) and A draw and tuck a 1; then A's free Draw action (a 2).
    g = make(
        [
            {"name": "A", "board": {"purple": ["Monotheism"]}},
            {"name": "B", "board": {"red": ["Oars"]}},
            {"name": "C", "board": {"green": ["The Wheel"]}},
        ],
        supply=ages((1, ["Sailing", "Pottery", "Archery", "Tools"]), (2, ["Calendar"])),
    )
    act(g, "dogma Monotheism")
    assert player(g, "A")["score"] == ["Oars"]
    assert board(g, "B") == {"green": (["Sailing"], "none")}
    assert board(g, "C") == {
        "green": (["The Wheel"], "none"),
        "blue": (["Pottery"], "none"),
    }
    assert board(g, "A") == {
        "purple": (["Monotheism"], "none"),
        "red": (["Archery"], "none"),
    }
    assert player(g, "A")["hand"] == ["Calendar"]
    assert pile(g, 1)[0] == "Tools"


def _philosophy():
    return make(
        [
            {"name": "A", "board": {"purple": ["Philosophy"]}},
            {
                "name": "B",
                "board": {"blue": ["Tools"], "red": ["Archery"]},
                "hand": ["Sailing"],
            },
        ],
        supply=ages((2, ["Calendar"])),
    )


def test_sharing_bonus_only_when_the_sharer_changed_something():
    # "This only occurs if an opponent's use of the shared effect caused a change
    # in the game's state."
    g = _philosophy()
    act(g, "dogma Philosophy")
    assert g.pending.player == "B"
    g.answer(None)
    assert player(g, "B")["hand"] == ["Sailing"]
    assert player(g, "A")["hand"] == []
    assert pile(g, 2)[0] == "Calendar"
    assert turn(g)["actions"] == 1 and g.pending.player == "A"


def test_sharing_bonus_after_the_sharer_scored():
    g = _philosophy()
    act(g, "dogma Philosophy", "Sailing")
    assert player(g, "B")["score"] == ["Sailing"]
    assert player(g, "A")["hand"] == ["Calendar"]


def test_sharing_bonus_draw_skips_empty_ages():
    # The free Draw action is a Draw action: highest top card (1), age 1 empty.
    g = make(
        [
            {"name": "A", "board": {"blue": ["Writing"]}},
            {"name": "B", "board": {"blue": ["Tools"]}},
        ],
        supply=ages((2, ["Calendar", "Mathematics", "Mapmaking"])),
        empty=[("base", 1)],
    )
    act(g, "dogma Writing")
    assert player(g, "B")["hand"] == ["Calendar"]
    assert sorted(player(g, "A")["hand"]) == ["Mapmaking", "Mathematics"]


def test_sharing_bonus_draw_past_10_ends_the_game():
    g = make(
        [
            {
                "name": "A",
                "board": {"blue": ["Writing"], "yellow": ["Stem Cells"]},
                "score": ["Sailing"],
            },
            {"name": "B", "board": {"blue": ["Tools"]}, "score": ["Calendar"]},
        ],
        supply=ages((2, ["Mathematics", "Mapmaking"])),
        empty=[("base", 10)],
    )
    act(g, "dogma Writing")
    assert player(g, "B")["hand"] == ["Mathematics"]
    assert player(g, "A")["hand"] == ["Mapmaking"]
    assert g.pending is None and g.result.winners == ["B"]
    assert g.result.reason == "score"


def test_team_teammate_is_not_demanded():
    # "In a team game, demand effects are not executed by your teammate"
    g = make(
        [
            {"name": "A", "board": {"red": ["Archery"]}},
            {"name": "B", "board": {"blue": ["Writing"]}},
            {"name": "C", "board": {"blue": ["Pottery"]}, "hand": ["Coal"]},
            {"name": "D", "board": {"blue": ["Tools"]}},
        ],
        supply=ages((1, ["Sailing", "Oars", "Agriculture"])),
        options={"teams": True},
    )
    act(g, "dogma Archery")
    assert player(g, "B")["hand"] == []
    assert player(g, "D")["hand"] == []
    assert sorted(player(g, "A")["hand"]) == ["Oars", "Sailing"]
    assert player(g, "C")["hand"] == ["Coal"]
    assert pile(g, 1)[0] == "Agriculture"


@pytest.mark.parametrize("opponent_shares", [False, True])
def test_team_sharing_with_teammate_only_gives_no_bonus(opponent_shares):
    # "if you share a non-demand effect with your teammate only, you do not get a
    # free Draw action."
    g = make(
        [
            {"name": "A", "board": {"blue": ["Writing"]}},
            {
                "name": "B",
                "board": {"purple": ["Philosophy"] if opponent_shares else ["Mysticism"]},
            },
            {"name": "C", "board": {"blue": ["Tools"]}},
            {"name": "D", "board": {"red": ["Oars"]}},
        ],
        supply=ages((1, ["Sailing"]), (2, ["Calendar", "Mathematics", "Mapmaking"])),
        options={"teams": True},
    )
    act(g, "dogma Writing")
    if opponent_shares:
        assert player(g, "B")["hand"] == ["Calendar"]
        assert player(g, "C")["hand"] == ["Mathematics"]
        assert sorted(player(g, "A")["hand"]) == ["Mapmaking", "Sailing"]
    else:
        assert player(g, "B")["hand"] == []
        assert player(g, "C")["hand"] == ["Calendar"]
        assert player(g, "A")["hand"] == ["Mathematics"]
        assert pile(g, 1)[0] == "Sailing"
    assert player(g, "D")["hand"] == []


# ---------------------------------------------------------------- Echoes


def _ruler(splay, b_board, a_hand=()):
    return make(
        [
            {
                "name": "A",
                "board": {"blue": {"cards": ["Ruler", "Perfume"], "splay": splay}},
                "hand": list(a_hand),
            },
            {"name": "B", "board": b_board},
        ],
        expansions=["echoes"],
        supply={
            "base": {
                "1": ["Sailing", "Pottery", "Agriculture"],
                "2": ["Calendar", "Mathematics", "Mapmaking"],
            },
            "echoes": {"1": ["Chopsticks", "Bell"], "2": ["Lever", "Toothbrush"]},
        },
    )


def test_echo_effects_bottom_card_first_before_the_dogma_effects():
    # "before executing the dogma effects of a card, first check to see if any
    # echo effects are visible in its color. Execute each of those effects,
    # starting from the card on the bottom of the stack, and ending with the card
    # on top." Perfume's echo (shown by the right splay) first: with an empty hand
    # it draws a base 1 and tucks it; then Ruler's: a base 2. (Top first, Ruler's
    # 2 in hand would have made Perfume draw an Echoes 1.)
    g = _ruler("right", {"red": ["Oars"]})
    act(g, "dogma Ruler")
    assert board(g, "A") == {
        "blue": (["Ruler", "Perfume"], "right"),
        "green": (["Sailing"], "none"),
    }
    assert player(g, "A")["hand"] == ["Calendar"]
    assert pile(g, 1, "echoes")[0] == "Chopsticks"
    assert player(g, "B")["hand"] == [] and board(g, "B") == {"red": (["Oars"], "none")}


def test_echo_effect_of_a_covered_card_runs_only_when_visible():
    # "An icon or echo/inspire effect is visible if it is on a top card or can be
    # fully seen due to a splay." Unsplayed, Perfume's echo is hidden.
    g = _ruler("none", {"red": ["Oars"]})
    act(g, "dogma Ruler")
    assert board(g, "A") == {"blue": (["Ruler", "Perfume"], "none")}
    assert player(g, "A")["hand"] == ["Calendar"]
    assert pile(g, 1)[0] == "Sailing"


def test_echo_effect_splayed_left_shows_only_the_bottom_right_slot():
    # Splayed left a covered card shows its bottom right slot: Perfume's echo is
    # top left, so it stays hidden.
    g = _ruler("left", {"red": ["Oars"]})
    act(g, "dogma Ruler")
    assert board(g, "A") == {"blue": (["Ruler", "Perfume"], "left")}
    assert player(g, "A")["hand"] == ["Calendar"]


def test_echo_effects_are_shared_each_before_the_activator():
    # "Each effect is shared with eligible players as if it were a normal dogma
    # effect." B (3 lightbulbs) does each echo effect before A; then A's free
    # Draw action (a 1: A's hand holds only a base card, so an Echoes 1).
    g = _ruler("right", {"purple": ["Philosophy"]})
    act(g, "dogma Ruler")
    assert board(g, "B") == {
        "purple": (["Philosophy"], "none"),
        "green": (["Sailing"], "none"),
    }
    assert board(g, "A") == {"blue": (["Ruler", "Perfume", "Pottery"], "right")}
    assert player(g, "B")["hand"] == ["Calendar"]
    assert player(g, "A")["hand"] == ["Mathematics", "Chopsticks"]


def test_promotion_after_meld_action_then_free_dogma_with_echo_effects():
    # "At the conclusion of a Meld action, any card in your forecast of equal or
    # lower value to the card you melded is eligible to be promoted ... you may
    # also take a free Dogma action targeting the promoted card. This free Dogma
    # action does not count as one of your two actions". The promoted Ruler's
    # echo effect runs in that Dogma action (online rules: "including Endorse,
    # Promoting and displayed Artifacts").
    g = make(
        [
            {
                "name": "A",
                "board": {"blue": ["Pottery"]},
                "hand": ["Writing"],
                "forecast": ["Ruler", "Alchemy"],
            },
            {"name": "B"},
        ],
        expansions=["echoes"],
        supply=ages((2, ["Calendar", "Mathematics"])),
    )
    act(g, "meld Writing")
    assert g.pending.kind == "choose_card"
    assert set(g.pending.options) == {"Ruler", None}  # not Alchemy (3)
    act(g, "Ruler")
    act(g, "yes")
    a = player(g, "A")
    assert a["board"]["blue"]["cards"] == ["Ruler", "Writing", "Pottery"]
    assert a["hand"] == ["Calendar"]
    assert a["forecast"] == ["Alchemy"]
    assert turn(g) == {"player": "A", "actions": 1, "number": 3}


def test_promotion_of_equal_value_may_be_declined_and_free_dogma_declined():
    g = make(
        [
            {
                "name": "A",
                "board": {"blue": ["Pottery"]},
                "hand": ["Calendar"],
                "forecast": ["Mathematics"],
            },
            {"name": "B"},
        ],
        expansions=["echoes"],
        supply=ages((2, ["Mapmaking"])),
    )
    act(g, "meld Calendar", None)
    assert player(g, "A")["forecast"] == ["Mathematics"]
    assert turn(g)["actions"] == 1
    g = make(
        [
            {
                "name": "A",
                "board": {"blue": ["Pottery"]},
                "hand": ["Calendar"],
                "forecast": ["Mathematics"],
            },
            {"name": "B"},
        ],
        expansions=["echoes"],
        supply=ages((2, ["Mapmaking"])),
    )
    act(g, "meld Calendar", "Mathematics", "no")
    assert player(g, "A")["board"]["blue"]["cards"] == [
        "Mathematics",
        "Calendar",
        "Pottery",
    ]
    assert player(g, "A")["forecast"] == []
    assert player(g, "A")["hand"] == []
    assert turn(g)["actions"] == 1 and g.pending.kind == "action"


def test_no_promotion_when_the_forecast_card_is_higher():
    g = make(
        [
            {"name": "A", "hand": ["Writing"], "forecast": ["Calendar"]},
            {"name": "B"},
        ],
        expansions=["echoes"],
    )
    act(g, "meld Writing")
    assert g.pending.kind == "action" and turn(g)["actions"] == 1
    assert player(g, "A")["forecast"] == ["Calendar"]


def test_no_promotion_after_a_meld_by_an_effect():
    # "Executing Sailing (Draw and meld a 1) would not cause you to check your
    # forecast for cards to promote, because it was not a full Meld action."
    g = make(
        [
            {"name": "A", "board": {"green": ["Sailing"]}, "forecast": ["Writing"]},
            {"name": "B"},
        ],
        expansions=["echoes"],
        supply=ages((1, ["Pottery"])),
    )
    act(g, "dogma Sailing")
    assert player(g, "A")["board"]["blue"]["cards"] == ["Pottery"]
    assert player(g, "A")["forecast"] == ["Writing"]
    assert g.pending.kind == "action" and turn(g)["actions"] == 1


def test_foreshadow_places_the_card_in_the_forecast():
    # "When an effect causes you to foreshadow a card, place it in your forecast."
    # Bell: echo "You may score a card from your hand." (nothing in hand), then
    # "Draw and foreshadow a 2."
    g = make(
        [{"name": "A", "board": {"purple": ["Bell"]}}, {"name": "B"}],
        expansions=["echoes"],
        supply=ages((2, ["Calendar"])),
    )
    act(g, "dogma Bell")
    assert player(g, "A")["forecast"] == ["Calendar"]
    assert player(g, "A")["hand"] == [] and player(g, "A")["score"] == []


@pytest.mark.parametrize(
    "hand, drawn",
    [([], "Sailing"), (["Writing"], "Chopsticks"), (["Bell"], "Sailing")],
)
def test_echoes_draw_rule(hand, drawn):
    # "If you have cards in your hand, but none of them is an Echoes card, draw an
    # Echo of value matching the base card you would have drawn."
    g = make(
        [{"name": "A", "board": {"red": ["Oars"]}, "hand": hand}, {"name": "B"}],
        expansions=["echoes"],
        supply={"base": {"1": ["Sailing"]}, "echoes": {"1": ["Chopsticks"]}},
    )
    act(g, "draw")
    assert player(g, "A")["hand"] == hand + [drawn]


def test_echoes_draw_skips_an_age_whose_base_pile_is_empty():
    # "If all the base cards from an age's supply pile are gone, that age is
    # considered empty for all types of cards."
    g = make(
        [{"name": "A", "board": {"red": ["Oars"]}, "hand": ["Writing"]}, {"name": "B"}],
        expansions=["echoes"],
        supply={"echoes": {"1": ["Chopsticks"], "2": ["Lever"]}},
        empty=[("base", 1)],
    )
    act(g, "draw")
    assert player(g, "A")["hand"] == ["Writing", "Lever"]


def test_echoes_draw_with_an_empty_echoes_pile_gives_a_base_card():
    # "If an expansion's supply pile has no cards in it, and you try to draw from
    # it (after skipping empty ages), draw a base card of that value instead."
    g = make(
        [{"name": "A", "board": {"red": ["Oars"]}, "hand": ["Writing"]}, {"name": "B"}],
        expansions=["echoes"],
        supply={"base": {"1": ["Sailing"]}},
        empty=[("echoes", 1)],
    )
    act(g, "draw")
    assert player(g, "A")["hand"] == ["Writing", "Sailing"]


@pytest.mark.parametrize("with_plumbing, eligible", [(True, True), (False, False)])
def test_bonuses_add_to_the_score_for_achieving(with_plumbing, eligible):
    # "Your highest visible bonus is worth its value in points. All your other
    # visible bonuses are worth one point each." 3 + 1 (+ 1) with an empty pile.
    board = {"purple": ["Puppet"], "yellow": ["Soap"]}
    if with_plumbing:
        board["red"] = ["Plumbing"]
    g = make(
        [{"name": "A", "board": board}, {"name": "B"}],
        expansions=["echoes"],
        achievements=["Writing"],
    )
    assert ("achieve 1" in options(g)) is eligible


@pytest.mark.parametrize("points, eligible", [(9, False), (10, True)])
def test_duplicate_achievement_needs_twice_the_points(points, eligible):
    # "If you already have a standard achievement of that age, you need twice as
    # many points to be eligible."
    score = ["Coal", "Optics"] + (["Mapmaking"] if points == 10 else ["Sailing"])
    g = make(
        [
            {
                "name": "A",
                "board": {"red": ["Oars"]},
                "score": score,
                "achievements": ["Tools"],
            },
            {"name": "B"},
        ],
        expansions=["echoes"],
        achievements=["Writing"],
    )
    assert ("achieve 1" in options(g)) is eligible


# ---------------------------------------------------------------- Artifacts


def _dig(red, hand, display=(), empty=(), arts=None):
    return make(
        [
            {
                "name": "A",
                "board": {"red": red} if red else {},
                "hand": hand,
                "display": list(display),
            },
            {"name": "B"},
        ],
        expansions=["artifacts"],
        supply={
            "artifacts": arts or {"1": ["Pavlovian Tusk"], "2": ["Babylonian Chronicles"], "3": []}
        },
        empty=empty,
    )


def test_dig_higher_card_with_the_hexagon_in_the_same_place():
    # "(2) The hexagonal card image on the melded card is in the same location as
    # on the card that it covered up (ignoring splays)." "dig up (draw) an
    # Artifact card of value equal to the covered up card". Road Building (2)
    # covers Archery (1), both with the image bottom middle.
    g = _dig(["Archery"], ["Road Building"])
    act(g, "meld Road Building")
    a = player(g, "A")
    assert a["display"] == ["Pavlovian Tusk"]
    assert a["board"]["red"]["cards"] == ["Road Building", "Archery"]
    assert pile(g, 2, "artifacts")[0] == "Babylonian Chronicles"
    assert turn(g)["actions"] == 1


def test_dig_lower_card_digs_the_covered_cards_value():
    # "(1) The melded card is equal to or lower than the card that it covered up."
    # Archery (1, image bottom middle) covers Construction (2, bottom left).
    g = _dig(["Construction"], ["Archery"])
    act(g, "meld Archery")
    assert player(g, "A")["display"] == ["Babylonian Chronicles"]
    assert pile(g, 1, "artifacts")[0] == "Pavlovian Tusk"


def test_dig_equal_value_with_different_hexagons():
    g = make(
        [{"name": "A", "board": {"green": ["Clothing"]}, "hand": ["Sailing"]}, {"name": "B"}],
        expansions=["artifacts"],
        supply={"artifacts": {"1": ["Pavlovian Tusk"]}},
    )
    act(g, "meld Sailing")
    assert player(g, "A")["display"] == ["Pavlovian Tusk"]


def test_no_dig_when_higher_and_hexagons_differ():
    # Construction (2, bottom left) covers Archery (1, bottom middle): neither.
    g = _dig(["Archery"], ["Construction"])
    act(g, "meld Construction")
    assert player(g, "A")["display"] == []
    assert pile(g, 1, "artifacts")[0] == "Pavlovian Tusk"


def test_no_dig_when_nothing_is_covered():
    g = _dig([], ["Archery"])
    act(g, "meld Archery")
    assert player(g, "A")["display"] == []


def test_no_dig_with_an_artifact_already_on_display():
    # "or if you have a card on display already, ignore the Dig event."
    g = _dig(["Construction"], ["Archery"], display=["Holmegaard Bows"])
    act(g, "meld Archery")
    assert player(g, "A")["display"] == ["Holmegaard Bows"]
    assert pile(g, 2, "artifacts")[0] == "Babylonian Chronicles"


def test_no_dig_from_an_empty_artifacts_pile():
    # "If there is no Artifact card of that age to draw ... ignore the Dig event."
    g = _dig(
        ["Construction"],
        ["Archery"],
        arts={"1": ["Pavlovian Tusk"], "3": ["Excalibur"]},
        empty=[("artifacts", 2)],
    )
    act(g, "meld Archery")
    assert player(g, "A")["display"] == []
    assert player(g, "A")["hand"] == []
    assert pile(g, 1, "artifacts")[0] == "Pavlovian Tusk"


def test_dig_skips_an_age_whose_base_pile_is_empty():
    # Online rules: "If there is no Artifact card of that age (after skipping
    # empty ages) to draw"; "empty for all types of cards".
    g = make(
        [
            {"name": "A", "board": {"red": ["Construction"]}, "hand": ["Archery"]},
            {"name": "B"},
        ],
        expansions=["artifacts"],
        supply={"artifacts": {"2": ["Babylonian Chronicles"], "3": ["Excalibur"]}},
        empty=[("base", 2)],
    )
    act(g, "meld Archery")
    assert player(g, "A")["display"] == ["Excalibur"]


def test_no_dig_after_a_meld_by_an_effect():
    # "If a rule or effect references a Meld action ... it does not include
    # effects that cause you to meld". Sailing melds Archery over Construction.
    g = make(
        [
            {"name": "A", "board": {"green": ["Sailing"], "red": ["Construction"]}},
            {"name": "B"},
        ],
        expansions=["artifacts"],
        supply={"base": {"1": ["Archery"]}, "artifacts": {"2": ["Babylonian Chronicles"]}},
    )
    act(g, "dogma Sailing")
    assert player(g, "A")["board"]["red"]["cards"] == ["Archery", "Construction"]
    assert player(g, "A")["display"] == []


def _display(phase="start"):
    return make(
        [
            {
                "name": "A",
                "board": {"blue": ["Writing"]},
                "display": ["Holmegaard Bows"],
            },
            {"name": "B", "board": {"green": ["Sailing"], "red": ["Oars"]}},
        ],
        expansions=["artifacts"],
        supply={"base": {"2": ["Calendar", "Mathematics"], "1": ["Pottery"]}},
        phase=phase,
    )


def test_display_free_dogma_counts_its_icons_then_returns_it():
    # "At the start of your turn, you may take a free Dogma action targeting the
    # card on display. Determine sharing and vulnerability, adding the icons from
    # the card on display to your total. ... At the conclusion of the free Dogma
    # action, return the displayed artifact. This free Dogma action does not count
    # as one of your two actions per turn." Holmegaard Bows (2 leaves): A has
    # 0 + 2; B has 1: B neither shares nor is compelled.
    g = _display()
    act(g, "dogma")
    a, b = player(g, "A"), player(g, "B")
    assert a["hand"] == ["Calendar"]
    assert a["display"] == []
    assert pile(g, 1, "artifacts")[-1] == "Holmegaard Bows"
    assert b["hand"] == [] and board(g, "B") == {
        "green": (["Sailing"], "none"),
        "red": (["Oars"], "none"),
    }
    assert g.pending.kind == "action" and turn(g)["actions"] == 2


def test_display_return_at_start_of_turn():
    g = _display()
    act(g, "return")
    assert player(g, "A")["display"] == []
    assert pile(g, 1, "artifacts")[-1] == "Holmegaard Bows"
    assert player(g, "A")["hand"] == []
    assert g.pending.kind == "action" and turn(g)["actions"] == 2


def test_display_keep_then_meld_it_as_a_meld_action():
    # "As a normal Meld action, you may treat the card on display as if it is in
    # your hand, and meld it."
    g = _display()
    act(g, "keep")
    assert player(g, "A")["display"] == ["Holmegaard Bows"]
    assert turn(g)["actions"] == 2
    act(g, "meld Holmegaard Bows")
    assert player(g, "A")["display"] == []
    assert board(g, "A")["red"] == (["Holmegaard Bows"], "none")
    assert turn(g)["actions"] == 1


def test_display_icons_do_not_count_for_another_players_dogma():
    # "Its visible icons do not count as part of your board, except for
    # determining sharing and vulnerability during its free Dogma action." B
    # activates Writing (2 lightbulbs); A has 1 lightbulb on the board and 2 on the
    # displayed Tale of the Shipwrecked Sailor: A does not share.
    g = make(
        [
            {
                "name": "A",
                "board": {"red": ["Archery"]},
                "display": ["Tale of the Shipwrecked Sailor"],
            },
            {"name": "B", "board": {"blue": ["Writing"]}},
        ],
        expansions=["artifacts"],
        supply=ages((2, ["Calendar", "Mathematics"])),
        turn={"player": "B", "actions": 2, "number": 4},
    )
    act(g, "dogma Writing")
    assert player(g, "A")["hand"] == []
    assert player(g, "B")["hand"] == ["Calendar"]


# ---------------------------------------------------------------- Figures


def _inspire(red, splay="none", b_board=None):
    return make(
        [
            {
                "name": "A",
                "board": {"red": {"cards": red, "splay": splay}, "blue": ["Chemistry"]},
            },
            {"name": "B", "board": b_board or {"yellow": ["Agriculture"]}},
        ],
        expansions=["figures"],
        supply=ages((1, ["Sailing", "Pottery", "Oars"]), (5, ["Coal"])),
    )


def test_inspire_executes_the_effect_then_draws_the_colours_top_value():
    # "Choose one color with visible Inspire effects, and execute each of them ...
    # Then, draw a card of value equal to your top card in that color, ignoring
    # the other top cards on your board. These effects are not shared."
    g = _inspire(["Tigernmas"])
    act(g, "inspire red")
    assert player(g, "A")["hand"] == ["Sailing", "Pottery"]
    assert player(g, "B")["hand"] == []
    assert pile(g, 5)[0] == "Coal"
    # "you may not Inspire twice in one turn"
    assert turn(g)["actions"] == 1
    assert "inspire red" not in options(g)


def test_inspire_effects_bottom_card_first():
    # "execute each of them in order from the bottom card to the top". Splayed
    # right, Gilgamesh's inspire (top left: "Score a card from your hand.") shows:
    # it runs first with an empty hand, then Tigernmas's "Draw a 1".
    g = _inspire(["Tigernmas", "Gilgamesh"], "right")
    act(g, "inspire red")
    assert player(g, "A")["score"] == []
    assert player(g, "A")["hand"] == ["Sailing", "Pottery"]


def test_inspire_not_offered_without_a_visible_inspire_effect():
    g = _inspire(["Tigernmas", "Gilgamesh"], "none")
    assert [o for o in options(g) if o.startswith("inspire")] == ["inspire red"]
    g = make(
        [
            {
                "name": "A",
                "board": {"red": {"cards": ["Oars", "Gilgamesh"], "splay": "left"}},
            },
            {"name": "B"},
        ],
        expansions=["figures"],
    )
    assert not any(o.startswith("inspire") for o in options(g))


def _figure_draws(turn_player="A", teams=False, empty=(), figs=None, base=None):
    return make(
        [
            {
                "name": "A",
                "board": {"red": ["Oars"]},
                "score": ["Coal"],
            },
            {"name": "B", "board": {"blue": ["Writing"]}},
            {"name": "C", "board": {"green": ["Sailing"]}, "score": ["Chemistry"]},
            {"name": "D", "board": {"yellow": ["Agriculture"]}},
        ],
        expansions=["figures"],
        achievements=["Tools", "Pottery"],
        supply={
            "figures": figs or {"1": ["Fu Xi", "Homer", "Sinuhe", "Shennong"]},
            "base": base or {"1": ["Archery", "Metalworking"], "2": ["Calendar"]},
        },
        turn={"player": turn_player, "actions": 2, "number": 9},
        options={"teams": teams},
        empty=empty,
    )


def test_figure_draws_after_achieve_action_clockwise_from_the_left():
    # "When you take an Achieve action, and claim a standard achievement, each
    # opponent draws a Figure, in clockwise order from you." C achieves: D, A, B.
    g = _figure_draws("C")
    act(g, "achieve 1")
    assert player(g, "C")["achievements"] == ["Tools"]
    assert player(g, "D")["hand"] == ["Fu Xi"]
    assert player(g, "A")["hand"] == ["Homer"]
    assert player(g, "B")["hand"] == ["Sinuhe"]
    assert player(g, "C")["hand"] == []


def test_figure_draws_after_achieve_not_for_a_teammate():
    g = _figure_draws("C", teams=True)
    act(g, "achieve 1")
    assert player(g, "D")["hand"] == ["Fu Xi"]
    assert player(g, "B")["hand"] == ["Homer"]
    assert player(g, "A")["hand"] == []


def test_figure_draw_skips_an_age_whose_base_pile_is_empty():
    # "check to see what base card you would take with a Draw action (your highest
    # top card, and then skipping any empty ages). Draw a Figure of that age."
    g = _figure_draws(
        "C",
        empty=[("base", 1)],
        figs={"1": ["Fu Xi"], "2": ["Archimedes", "Plato"]},
        base={"2": ["Calendar"]},
    )
    act(g, "achieve 1")
    assert player(g, "D")["hand"] == ["Archimedes"]


def test_figure_draw_from_an_empty_figures_pile_draws_a_base_card():
    g = _figure_draws("C", figs={"1": ["Fu Xi"]}, empty=[("figures", 1)])
    act(g, "achieve 1")
    assert player(g, "D")["hand"] == ["Fu Xi"]
    assert player(g, "A")["hand"] == ["Archery"]
    assert player(g, "B")["hand"] == ["Metalworking"]


@pytest.mark.parametrize("expansions", [["figures"], ["figures", "echoes"]])
def test_sharing_bonus_draws_a_figure(expansions):
    # "During your free Draw action, draw a Figure instead of a base card." With
    # Echoes too: "the Figures draw rule takes priority when drawing a card for
    # sharing" (A's hand then holds only a base card).
    g = make(
        [
            {"name": "A", "board": {"blue": ["Writing"]}},
            {"name": "B", "board": {"blue": ["Tools"]}},
        ],
        expansions=expansions,
        supply={
            "base": {"1": ["Sailing"], "2": ["Calendar", "Mathematics"]},
            "figures": {"1": ["Fu Xi"]},
        },
    )
    act(g, "dogma Writing")
    assert player(g, "B")["hand"] == ["Calendar"]
    assert player(g, "A")["hand"] == ["Mathematics", "Fu Xi"]


def test_figure_draw_is_of_each_opponents_own_highest_top_card():
    # "each opponent will draw a Figure equal to their highest top card."
    g = make(
        [
            {"name": "A", "board": {"red": ["Oars"]}, "score": ["Coal"]},
            {"name": "B", "board": {"blue": ["Calendar"], "red": ["Archery"]}},
        ],
        expansions=["figures"],
        achievements=["Tools"],
        supply={"figures": {"1": ["Fu Xi"], "2": ["Archimedes"]}},
    )
    act(g, "achieve 1")
    assert player(g, "B")["hand"] == ["Archimedes"]
    assert player(g, "A")["hand"] == []


def test_no_figure_draws_when_an_effect_claims_an_achievement():
    # "If a rule or effect references a Meld action, Dogma action, Draw action or
    # Achieve action, it does not include effects that cause you to meld, draw,
    # or achieve." Holy Grail claims the 1 achievement by its effect.
    g = make(
        [
            {"name": "A", "board": {"yellow": ["Holy Grail"]}, "hand": ["Sailing"]},
            {"name": "B", "board": {"red": ["Oars"]}},
        ],
        expansions=["figures", "artifacts"],
        achievements=["Tools", "Calendar"],
        supply={"figures": {"1": ["Fu Xi"]}},
    )
    act(g, "dogma Holy Grail")
    assert player(g, "A")["achievements"] == ["Tools"]
    assert player(g, "B")["hand"] == []
    assert pile(g, 1, "figures")[0] == "Fu Xi"


def test_display_free_dogma_runs_the_echo_effects_of_its_colour_first():
    # "Execute all its effects (and before that, any echo effects on your board in
    # its color)." Treaty of Kadesh (blue) after Ruler's echo "Draw a 2".
    g = make(
        [
            {
                "name": "A",
                "board": {"blue": ["Ruler"]},
                "display": ["Treaty of Kadesh"],
            },
            {"name": "B"},
        ],
        expansions=["artifacts", "echoes"],
        supply=ages((2, ["Calendar", "Mathematics"])),
        phase="start",
    )
    act(g, "dogma")
    assert player(g, "A")["hand"] == ["Calendar"]
    assert player(g, "A")["display"] == []
    assert pile(g, 1, "artifacts")[-1] == "Treaty of Kadesh"
    assert turn(g)["actions"] == 2


def test_win_by_achievements_during_another_players_dogma():
    # "Special achievements can be claimed at any time, even in the middle of an
    # effect, or during another player's turn." With 6 achievements B wins at
    # once, before A executes Masonry.
    g = make(
        [
            {
                "name": "A",
                "board": {"yellow": ["Masonry"]},
                "hand": ["Mysticism", "Road Building", "Construction", "Monotheism"],
            },
            {
                "name": "B",
                "board": {"green": ["The Wheel"]},
                "hand": ["Archery", "Metalworking", "Oars", "Domestication"],
                "achievements": HELD[:5],
            },
        ],
        special=["Monument"],
    )
    act(g, "dogma Masonry", ["Archery", "Metalworking", "Oars", "Domestication"])
    assert g.pending is None
    assert g.result.winners == ["B"] and g.result.reason == "achievements"
    assert "Monument" in player(g, "B")["achievements"]
    assert len(player(g, "A")["hand"]) == 4


def test_special_achievements_count_toward_winning():
    g = make(
        [
            {
                "name": "A",
                "board": {"red": ["Oars"]},
                "score": ["Coal"],
                "achievements": HELD[:4] + ["Monument"],
            },
            {"name": "B"},
        ],
        achievements=["Writing"],
    )
    act(g, "achieve 1")
    assert g.result.winners == ["A"]


def _ai(c_score, d_score, teams):
    return make(
        [
            {"name": "A", "board": {"purple": ["A.I."]}, "score": ["Physics"]},
            {
                "name": "B",
                "board": {"red": ["Robotics"], "blue": ["Software"]},
                "score": ["Coal"],
            },
            {"name": "C", "score": c_score},
            {"name": "D", "score": d_score},
        ],
        supply=ages((10, ["Databases", "Self Service"])),
        options={"teams": teams},
    )


def test_single_player_with_lowest_score_wins_for_the_team():
    # "If the game ends from a dogma effect, an individual player winning grants
    # that victory to their team." A.I.: Robotics and Software are top cards;
    # D has the single lowest score.
    g = _ai(["Optics"], [], True)
    act(g, "dogma A.I.")
    assert sorted(g.result.winners) == ["B", "D"]
    assert g.result.reason == "dogma"
    assert player(g, "A")["score"] == ["Physics", "Databases"]


def test_single_player_condition_with_a_tie_is_ignored():
    # "Others let 'the single player with the most X' win. These also end the game
    # immediately, but only if there is no tie for X. If there is a tie, the
    # effect is ignored entirely."
    g = _ai([], [], False)
    act(g, "dogma A.I.")
    assert g.result is None
    assert g.pending.player == "A" and turn(g)["actions"] == 1


def test_echoes_draw_past_10_ends_the_game_even_with_echoes_10s_left():
    # "If all the base cards from an age's supply pile are gone, that age is
    # considered empty for all types of cards."
    g = make(
        [
            {
                "name": "A",
                "board": {"yellow": ["Stem Cells"]},
                "hand": ["Writing"],
                "score": ["Coal"],
            },
            {"name": "B", "score": ["Optics"]},
        ],
        expansions=["echoes"],
        empty=[("base", 10)],
    )
    assert pile(g, 10, "echoes")
    act(g, "draw")
    assert g.pending is None and g.result.winners == ["A"]
    assert player(g, "A")["hand"] == ["Writing"]


@pytest.mark.parametrize("splay, shares", [("left", True), ("none", False)])
def test_sharing_counts_icons_shown_by_a_splay(splay, shares):
    # "each player counts how many of that icon are visible on their board. Any
    # player that has at least as many as you is eligible to share". The Wheel:
    # 3 castles. B's Oars shows 2; splayed left Archery adds its bottom right
    # castle: 3, a tie.
    g = make(
        [
            {"name": "A", "board": {"green": ["The Wheel"]}},
            {
                "name": "B",
                "board": {"red": {"cards": ["Oars", "Archery"], "splay": splay}},
            },
        ],
        supply=ages((1, ["Sailing", "Pottery", "Tools", "Writing", "Agriculture"])),
    )
    act(g, "dogma The Wheel")
    if shares:
        assert player(g, "B")["hand"] == ["Sailing", "Pottery"]
        assert player(g, "A")["hand"] == ["Tools", "Writing", "Agriculture"]
    else:
        assert player(g, "B")["hand"] == []
        assert player(g, "A")["hand"] == ["Sailing", "Pottery"]


def test_team_bonus_needs_an_opponents_change_not_the_teammates():
    # "This only occurs if an opponent's use of the shared effect caused a change
    # in the game's state." B (opponent) shares Philosophy and declines; C
    # (teammate) scores a card: no free Draw action.
    g = make(
        [
            {"name": "A", "board": {"purple": ["Philosophy"]}},
            {
                "name": "B",
                "board": {"blue": ["Tools"], "red": ["Archery"]},
                "hand": ["Sailing"],
            },
            {"name": "C", "board": {"purple": ["Education"]}, "hand": ["Agriculture"]},
            {"name": "D", "hand": ["Oars"]},
        ],
        supply=ages((2, ["Calendar"])),
        options={"teams": True},
    )
    act(g, "dogma Philosophy")
    assert g.pending.player == "B"
    act(g, None)
    assert g.pending.player == "C"
    act(g, "Agriculture")
    assert player(g, "C")["score"] == ["Agriculture"]
    assert player(g, "B")["hand"] == ["Sailing"] and player(g, "B")["score"] == []
    assert player(g, "A")["hand"] == []
    assert pile(g, 2)[0] == "Calendar"
    assert g.pending.player == "A" and g.pending.kind == "action"


def test_meld_action_from_display_digs_and_promotes():
    # Melding the displayed artifact is "a normal Meld action": the after-meld
    # steps follow (3: dig, 4: promote).
    g = make(
        [
            {
                "name": "A",
                "board": {"red": ["Archery"]},
                "display": ["Holmegaard Bows"],
                "forecast": ["Writing"],
            },
            {"name": "B"},
        ],
        expansions=["artifacts", "echoes"],
        supply={"artifacts": {"1": ["Pavlovian Tusk"]}, "base": {"2": ["Calendar"]}},
    )
    act(g, "meld Holmegaard Bows")
    assert player(g, "A")["display"] == ["Pavlovian Tusk"]
    assert g.pending.kind == "choose_card" and "Writing" in g.pending.options
    act(g, "Writing", "no")
    a = player(g, "A")
    assert a["board"]["red"]["cards"] == ["Holmegaard Bows", "Archery"]
    assert a["board"]["blue"]["cards"] == ["Writing"]
    assert a["forecast"] == [] and a["hand"] == []
    assert turn(g)["actions"] == 1


def test_setup_five_players_first_two_have_one_action():
    # "The first player (or the first two in a four or more player game)"
    hands = [
        ("A", ["Writing", "Archery"]),
        ("B", ["Tools", "Agriculture"]),
        ("C", ["Pottery", "City States"]),
        ("D", ["Oars", "Clothing"]),
        ("E", ["Masonry", "Sailing"]),
    ]
    chosen = {"A": "Writing", "B": "Tools", "C": "Pottery", "D": "Oars", "E": "Masonry"}
    g = make(
        [{"name": n, "hand": h} for n, h in hands],
        achievements=["Calendar"],
        phase="setup",
        expansions=["artifacts"],
    )
    for _ in chosen:
        act(g, chosen[g.pending.player])
    assert g.pending.player == "E" and turn(g)["actions"] == 1
    act(g, "draw")
    assert g.pending.player == "A" and turn(g)["actions"] == 1
    act(g, "draw")
    assert g.pending.player == "B" and turn(g)["actions"] == 2


def test_forecast_is_seen_by_its_owner_only():
    # "Cards in your forecast are face-down ... You may look at them at any time,
    # but your opponents may not."
    g = make(
        [{"name": "A", "forecast": ["Writing"]}, {"name": "B"}],
        expansions=["echoes"],
    )
    seen_by_b = g.view("B")["players"][0]["forecast"]
    assert seen_by_b == [{"age": 1, "set": "base"}]
    assert "Writing" in json.dumps(g.view("A")["players"][0]["forecast"])


def test_promote_only_one_card_even_with_several_eligible():
    # "You may choose one eligible card to promote (meld it)."
    g = make(
        [
            {
                "name": "A",
                "hand": ["Calendar"],
                "forecast": ["Writing", "Sailing"],
            },
            {"name": "B"},
        ],
        expansions=["echoes"],
    )
    act(g, "meld Calendar")
    assert set(g.pending.options) == {"Writing", "Sailing", None}
    act(g, "Sailing", "no")
    assert player(g, "A")["forecast"] == ["Writing"]
    assert g.pending.kind == "action" and turn(g)["actions"] == 1


def test_the_promotions_meld_does_not_dig():
    # The after-meld steps are ordered "3) Dig an Artifact ... 4) Promote a
    # foreshadowed card": Oars promoted over Construction (lower) digs nothing.
    g = make(
        [
            {"name": "A", "hand": ["Construction"], "forecast": ["Oars"]},
            {"name": "B"},
        ],
        expansions=["echoes", "artifacts"],
        supply={"artifacts": {"1": ["Pavlovian Tusk"], "2": ["Babylonian Chronicles"]}},
    )
    act(g, "meld Construction", "Oars", "no")
    a = player(g, "A")
    assert a["board"]["red"]["cards"] == ["Oars", "Construction"]
    assert a["display"] == []


def test_inspire_effect_shown_by_a_splay_up_under_a_plain_top_card():
    # "Choose one color with visible Inspire effects": Tigernmas's inspire (bottom
    # middle) shows when splayed up; the draw is of the top red card's value.
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "red": {"cards": ["Construction", "Tigernmas"], "splay": "up"},
                    "blue": ["Chemistry"],
                },
            },
            {"name": "B"},
        ],
        expansions=["figures"],
        supply=ages((1, ["Sailing"]), (2, ["Calendar"]), (5, ["Coal"])),
    )
    act(g, "inspire red")
    assert player(g, "A")["hand"] == ["Sailing", "Calendar"]


def test_rulebook_tip_sharer_takes_the_last_1_and_you_get_a_2():
    # "If the age 1 supply pile has a single card left in it, and you share a
    # dogma effect that says 'draw a 1,' your opponent will get the 1, and you'll
    # get a 2!" The Wheel: "Draw two 1."
    g = make(
        [
            {"name": "A", "board": {"green": ["The Wheel"]}},
            {"name": "B", "board": {"yellow": ["Masonry"]}},
        ],
        supply=ages((1, ["Sailing"]), (2, ["Calendar", "Mathematics", "Mapmaking", "Fermenting"])),
        empty=[("base", 1)],
    )
    act(g, "dogma The Wheel")
    assert player(g, "B")["hand"] == ["Sailing", "Calendar"]
    assert player(g, "A")["hand"] == ["Mathematics", "Mapmaking", "Fermenting"]


def test_sharing_bonus_figure_pile_empty_then_echoes_rule_applies():
    # "If another expansion's supply pile is empty, and you are forced to draw a
    # base card instead, check the Echoes draw rule before drawing that base
    # card." The bonus Figure 1 pile is empty; A's hand holds only a base card.
    g = make(
        [
            {"name": "A", "board": {"blue": ["Writing"]}},
            {"name": "B", "board": {"blue": ["Tools"]}},
        ],
        expansions=["echoes", "figures"],
        supply={
            "base": {"1": ["Sailing"], "2": ["Calendar", "Mathematics"]},
            "echoes": {"1": ["Chopsticks"]},
        },
        empty=[("figures", 1)],
    )
    act(g, "dogma Writing")
    assert player(g, "B")["hand"] == ["Calendar"]
    assert player(g, "A")["hand"] == ["Mathematics", "Chopsticks"]


def test_achieve_figure_pile_empty_then_echoes_rule_applies():
    g = make(
        [
            {"name": "A", "board": {"red": ["Oars"]}, "score": ["Coal"]},
            {"name": "B", "board": {"blue": ["Writing"]}, "hand": ["Calendar"]},
        ],
        expansions=["echoes", "figures"],
        achievements=["Tools"],
        supply={"base": {"1": ["Sailing"]}, "echoes": {"1": ["Chopsticks"]}},
        empty=[("figures", 1)],
    )
    act(g, "achieve 1")
    assert player(g, "B")["hand"] == ["Calendar", "Chopsticks"]


def test_display_free_dogma_is_shared_compels_and_gives_the_bonus():
    # The free Dogma action on the display is a Dogma action: B (2 leaves, as
    # many as A's 0 + 2 from the display) is compelled (gives Oars), shares
    # "Draw a 2" first, and A gets the free Draw action (a 1).
    g = make(
        [
            {
                "name": "A",
                "board": {"blue": ["Writing"]},
                "display": ["Holmegaard Bows"],
            },
            {"name": "B", "board": {"green": ["Clothing"], "red": ["Oars"]}},
        ],
        expansions=["artifacts"],
        supply=ages((1, ["Sailing"]), (2, ["Calendar", "Mathematics"])),
        phase="start",
    )
    act(g, "dogma")
    assert player(g, "B")["hand"] == ["Calendar"]
    assert board(g, "B") == {"green": (["Clothing"], "none")}
    assert sorted(player(g, "A")["hand"]) == ["Mathematics", "Oars", "Sailing"]
    assert player(g, "A")["display"] == []
    assert turn(g)["actions"] == 2 and g.pending.kind == "action"


def test_inspire_draws_follow_the_echoes_draw_rule():
    # Tigernmas's inspire "Draw a 1" with only a base card in hand draws an Echoes
    # 1; then the Inspire draw (a 1) with an Echoes card in hand draws a base 1.
    g = make(
        [
            {"name": "A", "board": {"red": ["Tigernmas"]}, "hand": ["Writing"]},
            {"name": "B"},
        ],
        expansions=["echoes", "figures"],
        supply={"base": {"1": ["Sailing"]}, "echoes": {"1": ["Chopsticks", "Bell"]}},
    )
    act(g, "inspire red")
    assert player(g, "A")["hand"] == ["Writing", "Chopsticks", "Sailing"]


def test_figure_draw_after_achieve_past_10_ends_the_game():
    # "If you need to draw a card from an empty age's supply pile through a dogma
    # effect or other rule, you skip to the next available pile in the same way";
    # "If you have to skip age 10 and try to draw an age 11 card ... the game
    # ends immediately." B's highest top card is a 10, the base 10 pile is empty.
    g = make(
        [
            {"name": "A", "board": {"red": ["Oars"]}, "score": ["Coal"]},
            {"name": "B", "board": {"yellow": ["Stem Cells"]}, "score": ["Physics", "Sailing"]},
        ],
        expansions=["figures"],
        achievements=["Tools"],
        empty=[("base", 10)],
    )
    act(g, "achieve 1")
    assert player(g, "A")["achievements"] == ["Tools"]
    assert g.pending is None
    assert g.result.winners == ["B"] and g.result.reason == "score"


def test_inspire_draw_past_10_ends_the_game():
    g = make(
        [
            {
                "name": "A",
                "board": {"red": {"cards": ["Robotics", "Tigernmas"], "splay": "up"}},
                "score": ["Coal"],
            },
            {"name": "B"},
        ],
        expansions=["figures"],
        supply=ages((1, ["Sailing"])),
        empty=[("base", 10)],
    )
    act(g, "inspire red")
    assert player(g, "A")["hand"] == ["Sailing"]
    assert g.pending is None
    assert g.result.winners == ["A"] and g.result.reason == "score"


def test_demanded_player_does_not_execute_echo_effects():
    # "All echo effects are non-demand effects" (Figures rulebook); "Any opponent
    # that has fewer than you is vulnerable to demands": B executes Perfume's
    # demand only; A alone draws and tucks a 1 for the echo effect.
    g = make(
        [
            {"name": "A", "board": {"blue": ["Perfume"]}},
            {"name": "B", "board": {"purple": ["Philosophy"]}},
        ],
        expansions=["echoes"],
        supply=ages((1, ["Sailing", "Pottery"]), (2, ["Calendar", "Mathematics"])),
    )
    act(g, "dogma Perfume")
    assert board(g, "A") == {
        "blue": (["Perfume"], "none"),
        "green": (["Sailing"], "none"),
        "purple": (["Philosophy"], "none"),
    }
    assert board(g, "B") == {"blue": (["Calendar"], "none")}
    assert player(g, "A")["hand"] == [] and player(g, "B")["hand"] == []
    assert pile(g, 1)[0] == "Pottery"


def test_game_end_by_score_counts_visible_bonuses():
    # "When playing with expansions, your score may be increased by visible bonus
    # icons." A: 5 in the pile; B: 4 in the pile + a visible 3 bonus (Puppet).
    g = make(
        [
            {"name": "A", "board": {"yellow": ["Stem Cells"]}, "score": ["Coal"]},
            {"name": "B", "board": {"purple": ["Puppet"]}, "score": ["Anatomy"]},
        ],
        expansions=["echoes"],
        empty=[("base", 10)],
    )
    act(g, "draw")
    assert g.result.winners == ["B"]


def test_all_effects_run_even_after_the_card_left_the_board():
    # "All of the effects on the card you choose will be executed, regardless of
    # anything else that happens to it or other cards during the action."
    # Scissors' echo takes Scissors (A's only, so bottom, card) into A's hand;
    # its dogma effects still run: Paper, top on B's board, goes to A's score.
    g = make(
        [
            {"name": "A", "board": {"green": ["Scissors"]}},
            {"name": "B", "board": {"green": ["Paper"]}},
        ],
        expansions=["echoes"],
    )
    act(g, "dogma Scissors")
    assert g.pending.kind == "choose_cards" and g.pending.options == ["Scissors"]
    act(g, [])  # "You may choose up to two cards from your hand": none
    assert player(g, "A")["hand"] == ["Scissors"]
    assert player(g, "A")["board"] == {}
    assert player(g, "A")["score"] == ["Paper"]
    assert player(g, "B")["board"] == {}


@pytest.mark.parametrize(
    "c_achievements, winners", [(["Flight"], ["A", "C"]), ([], ["A", "B", "C", "D"])]
)
def test_team_score_tie_broken_by_team_achievements(c_achievements, winners):
    # "The player (or team) with the highest current score wins. If tied, most
    # achievements wins. If still tied, the game is a draw." Both teams have 10.
    g = make(
        [
            {
                "name": "A",
                "board": {"blue": ["Software"]},
                "score": ["Coal"],
                "achievements": ["Mathematics"],
            },
            {"name": "B", "score": ["Chemistry", "Sailing"], "achievements": ["Alchemy"]},
            {"name": "C", "score": ["Physics"], "achievements": c_achievements},
            {"name": "D", "score": ["Anatomy"]},
        ],
        empty=[("base", 10)],
        options={"teams": True},
    )
    act(g, "draw")
    assert g.pending is None
    assert sorted(g.result.winners) == winners


def test_promoted_cards_free_dogma_is_shared_and_gives_the_bonus():
    # The promoted card's free Dogma action is a Dogma action: B (2 lightbulbs)
    # shares Writing; A then gets the free Draw action.
    g = make(
        [
            {"name": "A", "hand": ["Calendar"], "forecast": ["Writing"]},
            {"name": "B", "board": {"blue": ["Tools"]}},
        ],
        expansions=["echoes"],
        supply={
            "base": {"1": ["Sailing"], "2": ["Mathematics", "Mapmaking"]},
            "echoes": {"1": ["Chopsticks"]},
        },
    )
    act(g, "meld Calendar", "Writing", "yes")
    assert player(g, "B")["hand"] == ["Mathematics"]
    # the free Draw action of a 1, with only a base card in hand: an Echoes 1
    assert player(g, "A")["hand"] == ["Mapmaking", "Chopsticks"]
    assert player(g, "A")["board"]["blue"]["cards"] == ["Writing", "Calendar"]
    assert turn(g)["actions"] == 1


def test_echoes_draw_rule_with_only_a_figure_in_hand():
    # "If you have cards in your hand, but none of them is an Echoes card, draw an
    # Echo": a Figure is not an Echoes card.
    g = make(
        [{"name": "A", "board": {"red": ["Oars"]}, "hand": ["Fu Xi"]}, {"name": "B"}],
        expansions=["echoes", "figures"],
        supply={"base": {"1": ["Sailing"]}, "echoes": {"1": ["Chopsticks"]}},
    )
    act(g, "draw")
    assert player(g, "A")["hand"] == ["Fu Xi", "Chopsticks"]


def test_no_sharing_bonus_for_changes_made_by_a_compel():
    # "Remember that to obtain a free Draw action as a sharing bonus, a non-demand
    # effect must be shared. Compel effects are considered to be demand effects
    # for all purposes." B (2 castles, a tie) is compelled by Treaty of Kadesh and
    # returns Archery; sharing the non-demand effect, B has nothing to score.
    g = make(
        [
            {"name": "A", "board": {"blue": ["Treaty of Kadesh"]}},
            {"name": "B", "board": {"red": ["Archery"]}},
        ],
        expansions=["artifacts"],
        supply=ages((1, ["Sailing", "Pottery"])),
    )
    act(g, "dogma Treaty of Kadesh")
    assert player(g, "B")["board"] == {}
    assert pile(g, 1)[-1] == "Archery"
    assert player(g, "A")["hand"] == [] and player(g, "A")["score"] == []
    assert pile(g, 1)[0] == "Sailing"


def test_inspire_draw_uses_the_top_card_after_the_inspire_effects():
    # "execute each of them ... Then, draw a card of value equal to your top card
    # in that color": Hammurabi's inspire melds Construction (2) on red first.
    g = make(
        [
            {"name": "A", "board": {"red": ["Hammurabi"]}, "hand": ["Construction"]},
            {"name": "B"},
        ],
        expansions=["figures"],
        supply=ages((1, ["Sailing"]), (2, ["Calendar"])),
    )
    act(g, "inspire red")
    assert player(g, "A")["board"]["red"]["cards"] == ["Construction", "Hammurabi"]
    assert player(g, "A")["hand"] == ["Calendar"]


def test_achieve_that_wins_ends_the_game_before_the_figure_draws():
    # "Someone has enough achievements - that someone wins the game." (7 with
    # Figures in a 2-player game)
    g = make(
        [
            {
                "name": "A",
                "board": {"red": ["Oars"]},
                "score": ["Coal"],
                "achievements": HELD[:6],
            },
            {"name": "B", "board": {"blue": ["Writing"]}},
        ],
        expansions=["figures"],
        achievements=["Tools"],
        supply={"figures": {"1": ["Fu Xi"]}},
    )
    act(g, "achieve 1")
    assert g.result.winners == ["A"] and g.result.reason == "achievements"
    assert player(g, "B")["hand"] == []


def test_sharing_bonus_draw_uses_the_highest_top_card_after_the_action():
    # "you take one free Draw action after the Dogma action is complete": a Draw
    # action from the highest top card then (Anatomy, a 4, melded by the effect).
    g = make(
        [
            {"name": "A", "board": {"blue": ["Mathematics"]}, "hand": ["Optics"]},
            {"name": "B", "board": {"blue": ["Tools"]}, "hand": ["Sailing"]},
        ],
        supply=ages((2, ["Calendar"]), (4, ["Anatomy", "Gunpowder"])),
    )
    act(g, "dogma Mathematics", "Sailing", "Optics")
    assert board(g, "B")["blue"] == (["Calendar", "Tools"], "none")
    assert board(g, "A")["yellow"] == (["Anatomy"], "none")
    assert player(g, "A")["hand"] == ["Gunpowder"]


def test_draw_action_with_an_11_on_top_ends_the_game():
    # Battleship Yamato is an 11 on a board (rulings.md): "try to draw an age 11
    # card that doesn't exist, the game ends immediately", with 10s left.
    g = make(
        [
            {"name": "A", "board": {"red": ["Battleship Yamato"]}, "score": ["Sailing"]},
            {"name": "B", "score": ["Calendar"]},
        ],
        expansions=["artifacts"],
    )
    assert pile(g, 10)
    act(g, "draw")
    assert g.pending is None
    assert g.result.winners == ["B"] and g.result.reason == "score"
