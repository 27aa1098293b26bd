"""Winning and the end of the game.

Three ways to win (the rulebook): achievements (checked after every change by
``inno.engine.achievements``), score (someone had to draw above age 10), and
a card's effect.  Each passes the door as a ``win`` request (a karma may
intercept it), whose verb raises :class:`GameOver`; the game's driver catches
it.
"""

from __future__ import annotations

from inno.engine import queries
from inno.engine.door import Request, register
from inno.engine.table import Table


class GameOver(Exception):
    """Raised inside the engine the moment the game ends; the driver catches it."""

    def __init__(self, winners: list[int], reason: str, card: int = -1):
        super().__init__(reason)
        self.winners = winners
        self.reason = reason
        self.card = card


@register("win")
def win(t: Table, req: Request) -> None:
    """``req.data`` is (the winners, the reason); ``req.card`` the card that made them win."""
    winners, reason = req.data
    raise GameOver(list(winners), reason, req.card)


def score_winners(t: Table) -> tuple[int, ...]:
    """Who wins when the game ends by score: highest score, then most achievements.

    Teams add up their scores and achievements.  A remaining tie is a draw
    between everybody tied.
    """

    def standing(player: int) -> tuple[int, int]:
        team = t.teammates(player)
        return (
            sum(queries.score(t, p) for p in team),
            sum(queries.achievement_count(t, p) for p in team),
        )

    standings = [standing(p) for p in range(t.state.n)]
    best = max(standings)
    return tuple(p for p in range(t.state.n) if standings[p] == best)
