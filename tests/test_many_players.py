"""Five or more players (one more per expansion) and the rule for distant players.

The deluxe rulebook: "Each expansion you play with theoretically increases the
maximum player count by one." For far away players (at least two seats away):
"To be eligible for sharing, they must have at least twice as many of the
featured icon as you. To make them vulnerable to demands, you must have more
than twice as many of the featured icon as them."  inno plays that recommended
rule with five or more players unless the option ``distant_players`` is false.
"""

from __future__ import annotations

import pytest
from helpers import act, echoes, hand, texts

import inno
from inno.engine.dogma import eligibility


def five(options=None) -> inno.Game:
    return inno.Game(players=5, expansions=["echoes"], seed=5, options=options or {})


def test_seats_two_away_are_distant_around_the_table():
    game = five()
    assert [game.distance(0, q) for q in range(5)] == [0, 1, 2, 2, 1]


@pytest.mark.parametrize(
    "counts,sharers,demanded",
    [
        # Alice (seat 0) has 2.  Bob (1) and Eve (4) are neighbours, Carol (2) and Dan (3)
        # sit two seats away.
        ([2, 2, 3, 4, 1], [1, 3], [4]),  # Carol has 3 < 4: neither shares nor is demanded
        ([2, 1, 1, 0, 2], [4], [1, 3]),  # Carol: 2 > 2 x 1 is false, Dan: 2 > 0 is true
        ([0, 0, 0, 0, 0], [1, 2, 3, 4], []),
    ],
)
def test_distant_players_share_with_twice_as_many_and_are_vulnerable_under_half(
    counts, sharers, demanded
):
    got_sharers, got_demanded, _ = eligibility(five(), 0, counts)
    assert got_sharers == sharers
    assert got_demanded == demanded


def test_the_distant_rule_can_be_turned_off():
    game = five({"distant_players": False})
    sharers, demanded, _ = eligibility(game, 0, [2, 2, 3, 4, 1])
    assert sharers == [1, 2, 3]
    assert demanded == [4]


def test_with_four_players_the_opposite_seat_is_not_distant():
    game = inno.Game(players=4, seed=1)
    sharers, demanded, _ = eligibility(game, 0, [2, 2, 3, 1])
    assert sharers == [1, 2]
    assert demanded == [3]


def test_five_player_achievements_and_first_turns():
    game = five()
    assert game.achievements_needed == 4  # 8 + 1 - 5
    # Every player chooses a first meld; the first two players take one action each.
    while game.state.phase == "setup":
        act(game, game.pending.options[0])
    first = game.state.current
    assert game.state.actions_left == 1
    act(game, "draw")
    assert game.state.current == (first + 1) % 5 and game.state.actions_left == 1
    act(game, "draw")
    assert game.state.actions_left == 2


def test_a_distant_player_with_as_many_icons_does_not_share():
    # Alice activates Writing (2 lightbulbs).  Carol (two seats away) has 2 too: in a
    # 2-4 player game she would share; here she needs 4.
    game = echoes(
        {
            "Alice": {"board": {"blue": ["Writing"]}},
            "Bob": {},
            "Carol": {"board": {"blue": ["Tools"]}},
            "Dan": {},
            "Eve": {},
        },
        supply={"base": {"2": ["Calendar", "Mathematics"]}},
    )
    act(game, "dogma Writing")
    assert "Writing effect 1: executed by Alice." in texts(game)
    assert hand(game, "Carol") == []
