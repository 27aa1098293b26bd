"""Winning and the end of the game.

Three ways to win (the rulebook): achievements (checked after every change by
``inno.engine.achievements``), score (someone had to draw above age 10), and
a card's effect.  Each passes the door as a ``win`` request (a karma may
intercept it), whose verb raises :class:`GameOver`; the game's driver catches
it.
"""

from __future__ import annotations

from inno.engine import queries
from inno.engine.door import Request, Verb
from inno.engine.table import Table


class GameOver(Exception):
    """Raised inside the engine the moment the game ends; the driver catches it."""

    def __init__(self, winners: list[int], reason: str, card: int = -1):
        super().__init__(reason)
        self.winners = winners
        self.reason = reason
        self.card = card


def win(t: Table, req: Request) -> None:
    """``req.data`` is (the winners, the reason); ``req.card`` the card that made them win."""
    winners, reason = req.data
    winners = [p for p in winners if p not in t.state.out]
    if not winners:  # a player who lost and left the game cannot win
        req.done = False
        return
    raise GameOver(winners, reason, req.card)


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

    players = t.in_game()
    standings = {p: standing(p) for p in players}
    best = max(standings.values())
    return tuple(p for p in players if standings[p] == best)


def lose(t: Table, req: Request) -> None:
    """``req.player`` loses and leaves the game (Exxon Valdez): no more turns, no part in
    any effect; their cards stay where they are (the card says what to remove)."""
    out = t.state.out
    if req.player in out:
        req.done = False
        return
    out.append(req.player)
    # The karmas in play are those of the players in the game: the index of the top cards'
    # karmas is made again (after this change, as after any: ``karmas.refresh``).
    t.karma_index = None
    t.note(f"{t.names[req.player]} loses and leaves the game.")


# The verbs this module defines (in the ruleset of every game: inno.engine.ruleset).
VERBS = (
    Verb("win", win),
    Verb("lose", lose),
)
