"""Achievements: eligibility, the special achievements' conditions, and how many win.

Special achievements are claimed the moment their condition holds (the door
checks after every primitive), ties going to the first eligible player in turn
order starting with the current player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from inno.cards.data import AGE, BY_NAME, CLOCK, KIND, RIGHT, UP

if TYPE_CHECKING:
    from inno.engine.game import Game


def achievements_to_win(players: int, expansions: int, teams: bool, longer: bool) -> int:
    """The rulebook's table: 6/5/4 for 2/3/4 players, +1 per expansion, +1 for a longer game."""
    if teams:
        players = 2  # a team needs as many as a player of a 2-player game
    if players <= 4:
        needed = {2: 6, 3: 5, 4: 4}[players] + expansions
    else:  # five or more players (with expansions): 8 + expansions - players, at least 4
        needed = max(4, 8 + expansions - players)
    return needed + (1 if longer else 0)


def eligible_ages(game: Game, player: int, ages) -> list[int]:
    """Which of ``ages`` ``player`` may claim a standard achievement of.

    Score at least 5 x age (times one more for each standard achievement of
    that age already held: the Echoes duplicate rule) and a top card of that
    age or higher.
    """
    p = game.state.players[player]
    score = game.score(player)
    top = max((AGE[c] for c in p.top_cards()), default=0)
    held = [AGE[a] for a in p.achievements if KIND[a] == "age"]
    return [age for age in ages if age <= top and score >= 5 * age * (held.count(age) + 1)]


# -- the five base special achievements ------------------------------------------


def monument(game: Game, player: int) -> bool:
    s = game.state
    return s.tucked[player] >= 6 or s.scored[player] >= 6


def empire(game: Game, player: int) -> bool:
    return min(game.state.players[player].icons()) >= 3


def world(game: Game, player: int) -> bool:
    return game.state.players[player].icons()[CLOCK] >= 12


def wonder(game: Game, player: int) -> bool:
    p = game.state.players[player]
    return all(p.stacks[c] and p.splays[c] in (RIGHT, UP) for c in range(5))


def universe(game: Game, player: int) -> bool:
    tops = game.state.players[player].top_cards()
    return len(tops) == 5 and all(AGE[c] >= 8 for c in tops)


CONDITIONS = {
    BY_NAME["Monument"]: monument,
    BY_NAME["Empire"]: empire,
    BY_NAME["World"]: world,
    BY_NAME["Wonder"]: wonder,
    BY_NAME["Universe"]: universe,
}
