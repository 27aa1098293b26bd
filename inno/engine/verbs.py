"""The rules verbs and the one door they all pass through (invariant 5).

Every change to the position (draw, meld, tuck, score, return, transfer,
exchange, splay, reveal, achieve, remove) is a *primitive* here, called only
through :func:`door`.  The door is where the rules that watch every change
live: it counts changes (the sharing bonus needs to know whether a sharer
changed the game), and after each primitive it checks the special
achievements of the players whose position changed.  It is also where the
expansions will hook in (Figures' "would ... instead/first" karmas before
the primitive, Cities' flags and fountains after it) without touching any
card's code.

Primitives move one card (or splay one stack), log one event and never ask
anything; the door is a generator so that an expansion hook can.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from inno.cards.data import BASE
from inno.engine.events import Event, seen_by
from inno.engine.state import (
    ACHIEVEMENTS,
    BOARD,
    HAND,
    REMOVED,
    SCORE,
    SPECIAL,
    SUPPLY,
)

if TYPE_CHECKING:
    from inno.engine.game import Game


def door(game: Game, verb: str, player: int, *args):
    """Execute one rules verb for ``player``; returns what the primitive returns."""
    result = PRIMITIVES[verb](game, player, *args)
    if game.touched:
        game.check_special_achievements()
    return result
    yield  # a generator: expansion hooks may pose decisions here


def _log(game: Game, type_: str, player: int, card: int, data, seen) -> None:
    game.events.append(Event(type_, player, card, data, seen))
    game.changes += 1


def _move(game: Game, card: int, zone: int, owner: int, bottom: bool = False) -> tuple[int, int]:
    """Move ``card`` to ``owner``'s ``zone``; returns where it came from."""
    s = game.state
    src, src_owner = s.loc[card], s.owner[card]
    s.take(card)
    s.put(card, zone, owner, bottom)
    if src == BOARD:
        game.touched.append(src_owner)
    if zone == BOARD:
        game.touched.append(owner)
    return src, src_owner


def draw(game: Game, player: int, age: int, set_: int = BASE) -> int:
    """Draw a card of ``age`` (skipping empty ages); past age 10 the game ends."""
    s = game.state
    age = max(age, 1)
    piles = s.piles[BASE]
    while age <= 10 and not piles[age]:
        age += 1
    if age > 10:
        game.end_by_score(player)
    pile = s.piles[set_][age]
    if not pile:  # an expansion pile ran out: draw a base card instead
        pile = piles[age]
    card = pile[-1]
    s.take(card)
    s.put(card, HAND, player)
    _log(game, "draw", player, card, (age,), (player,))
    return card


def meld(game: Game, player: int, card: int) -> None:
    src, src_owner = _move(game, card, BOARD, player)
    _log(game, "meld", player, card, (src,), None)


def tuck(game: Game, player: int, card: int) -> None:
    src, _ = _move(game, card, BOARD, player, bottom=True)
    game.state.tucked[player] += 1
    game.touched.append(player)
    _log(game, "tuck", player, card, (src,), None)


def score(game: Game, player: int, card: int) -> None:
    src, src_owner = _move(game, card, SCORE, player)
    game.state.scored[player] += 1
    game.touched.append(player)
    _log(game, "score", player, card, (src,), seen_by(src, src_owner, SCORE, player))


def return_(game: Game, player: int, card: int) -> None:
    """Return ``card`` to the bottom of its supply pile."""
    src, src_owner = _move(game, card, SUPPLY, -1, bottom=True)
    _log(game, "return", player, card, (src, src_owner), seen_by(src, src_owner, SUPPLY, -1))


def transfer(game: Game, player: int, card: int, zone: int, owner: int) -> None:
    """Move ``card`` to ``owner``'s ``zone`` without melding, scoring, etc."""
    src, src_owner = _move(game, card, zone, owner)
    data = (src, src_owner, zone, owner)
    _log(game, "transfer", player, card, data, seen_by(src, src_owner, zone, owner))
    if zone == ACHIEVEMENTS:
        game.check_achievement_win(owner)


def exchange(game: Game, player: int, card: int, zone: int, owner: int) -> None:
    """One card's half of an exchange: a transfer that is not a meld, score, etc."""
    src, src_owner = _move(game, card, zone, owner)
    data = (src, src_owner, zone, owner)
    _log(game, "exchange", player, card, data, seen_by(src, src_owner, zone, owner))


def reveal(game: Game, player: int, card: int) -> None:
    _log(game, "reveal", player, card, (game.state.loc[card],), None)


def achieve(game: Game, player: int, card: int) -> None:
    """Claim ``card`` (a standard or special achievement) as an achievement."""
    src, src_owner = _move(game, card, ACHIEVEMENTS, player)
    seen = None if src == SPECIAL else seen_by(src, src_owner, ACHIEVEMENTS, player)
    _log(game, "achieve", player, card, (src,), seen)
    game.check_achievement_win(player)


def remove(game: Game, player: int, card: int) -> None:
    """Remove ``card`` from the game."""
    src, src_owner = _move(game, card, REMOVED, -1)
    _log(game, "remove", player, card, (src, src_owner), seen_by(src, src_owner, REMOVED, -1))


def splay(game: Game, player: int, color: int, direction: int) -> bool:
    """Splay (or unsplay) ``player``'s ``color``; True if anything changed."""
    p = game.state.players[player]
    if len(p.stacks[color]) < 2 or p.splays[color] == direction:
        return False
    p.splays[color] = direction
    p._icons = None
    game.touched.append(player)
    _log(game, "splay", player, -1, (color, direction), None)
    return True


def rearrange(game: Game, player: int, color: int, order: list[int]) -> None:
    """Put ``player``'s ``color`` stack into ``order`` (bottom first; Publications)."""
    p = game.state.players[player]
    stack = p.stacks[color]
    if stack == order:
        return
    stack[:] = order
    p._icons = None
    game.touched.append(player)
    _log(game, "rearrange", player, -1, (color, tuple(order)), None)


PRIMITIVES = {
    "rearrange": rearrange,
    "draw": draw,
    "meld": meld,
    "tuck": tuck,
    "score": score,
    "return": return_,
    "transfer": transfer,
    "exchange": exchange,
    "reveal": reveal,
    "achieve": achieve,
    "remove": remove,
    "splay": splay,
}
