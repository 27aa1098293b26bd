"""The rules verbs: the primitives that change the position.

Each verb moves one card (or splays one stack), logs one event and counts a
*change* (the sharing bonus asks whether a sharer changed the game).  They
are executed only through the door (``inno.engine.door``), with a
:class:`~inno.engine.door.Request` saying what to do; they never ask anything.
Drawing past age 10 ends the game, which passes the door as a ``win``.
"""

from __future__ import annotations

from inno.data.cards import COLOR, KIND, SETS
from inno.engine import draws, rng
from inno.engine.door import Request, Verb, request
from inno.engine.events import event, seen_by
from inno.engine.state import (
    ACHIEVEMENTS,
    BOARD,
    DECREES,
    DISPLAY,
    FORECAST,
    HAND,
    PRIVATE,
    PUBLIC,
    RELICS,
    REMOVED,
    SCORE,
    SPECIAL,
    SUPPLY,
    ZONES,
)
from inno.engine.table import Table
from inno.engine.winning import score_winners

# Zones whose changes the conditions after every change watch (special
# achievements, winning): a change there "touches" the owner (a change anywhere, while
# "each" karmas may make the conditions read other zones).
WATCHED = tuple(z.id in (BOARD, ACHIEVEMENTS, FORECAST, DISPLAY) for z in ZONES)


def _log(t: Table, type_: str, player: int, card: int, data, seen, src: int, src_owner: int):
    """Log one event about ``card`` (which was in ``src_owner``'s ``src``), counted as a change.

    It is also where the table learns whether somebody learned something they
    did not know (undo must not cross that): somebody who sees the card now but
    could not see it where it was, other than the acting player's own hidden
    cards shown to others (their loss, not anyone's profit).
    """
    revealed = t.state.revealed
    if card in revealed:  # everybody knows this card: everybody sees where it goes
        seen = None
        if type_ != "reveal":
            revealed.remove(card)
    looked = not PUBLIC[src] and src_owner >= 0 and card in t.state.unlooked[src_owner]
    if looked:  # used: its owner sees it now (the log says so before it moves)
        t.state.unlooked[src_owner].remove(card)
        t.events.append(event("look", src_owner, card, (src, src_owner), (src_owner,)))
        t.learn(f"{t.names[src_owner]} saw a face-down card")
    t.events.append(event(type_, player, card, data, seen))
    t.changes += 1
    if PUBLIC[src] or looked:
        return  # everybody could see it already, or its owner just learned it
    if not (PRIVATE[src] and src_owner == t.answering):
        knew = (src_owner,) if PRIVATE[src] else ()
        if any(p not in knew for p in (range(t.state.n) if seen is None else seen)):
            t.learn(f"a hidden card was shown ({type_})")


def _move(t: Table, card: int, zone: int, owner: int, bottom: bool = False) -> tuple[int, int]:
    """Move ``card`` to ``owner``'s ``zone``; returns where it came from."""
    s = t.state
    src, src_owner = s.loc[card], s.owner[card]
    if src == BOARD and zone == BOARD and src_owner == owner:
        # Within one stack (Thermometer: "meld your bottom green card. Maintain
        # its splay"; Wristwatch tucks a top card): the stack keeps its splay.
        p = s.players[owner]
        splay = p.splays[COLOR[card]]
        s.take(card)
        s.put(card, zone, owner, bottom)
        p.splays[COLOR[card]] = splay
        p.changed(COLOR[card])
    else:
        s.take(card)
        s.put(card, zone, owner, bottom)
    # (With "each" karmas in play, a condition may read any zone: John Von Neumann's clocks
    # count the hand, Zhang Heng's bonuses the score pile.)
    anywhere = bool(t.karma_queries)
    if (WATCHED[src] or anywhere) and src_owner >= 0:
        t.touched.append(src_owner)
    if (WATCHED[zone] or anywhere) and owner >= 0:
        t.touched.append(owner)
    return src, src_owner


# Changes within one action past which a draw ends the game: no action of a game that
# can end comes near it.
ENDLESS = 10_000


def draw(t: Table, req: Request) -> Request | None:
    """Draw the card the draw rules chose (``req.value`` of ``req.set``) into the hand.

    Past age 10 there is no card: the game ends by score (a ``win`` request).
    """
    s = t.state
    if req.value > 10:
        req.done = False
        return request("win", req.player, data=(score_winners(t), "score"))
    if t.changes - t.action_start > ENDLESS:
        # An endless loop of effects (Pride and Prejudice scoring cards that Ludwig Van
        # Beethoven returns to the supply): the supply never runs out, so this draw ends
        # the game as a draw above 10 would (docs/rulings.md).
        req.done = False
        return request("win", req.player, data=(score_winners(t), "score (an endless loop)"))
    pile = s.piles[req.set][req.value]
    if not pile:  # only a search (exact) finds an empty pile here: nothing to draw
        req.done = False
        return None
    card = pile[-1]
    s.take(card)
    s.put(card, HAND, req.player)
    req.card = card
    seen: tuple[int, ...]
    if t.options["face_down_draws"] and req.action is not None:
        # Face down until its owner looks at it (a "look" event then shows it to them).
        # Only the draws of actions and rules (the Draw action, the sharing bonus, an
        # Inspire, a City...): a card an effect draws is the effect's to read ("If it
        # has a clock"), which would show something of it; its owner sees it at once.
        s.unlooked[req.player].append(card)
        seen = ()
    else:
        t.learn(f"{t.names[req.player]} drew a card")
        seen = (req.player,)
    t.events.append(event("draw", req.player, card, (req.value,), seen))
    t.changes += 1
    if t.karma_queries:  # (see ``_move``)
        t.touched.append(req.player)
    return None


def _already(t: Table, card: int, player: int, end: int) -> bool:
    """Is ``card`` already at that end (-1 top, 0 bottom) of ``player``'s stack?

    Melding your top card or tucking your bottom card (a one-card stack, for
    Thermometer or Wristwatch) moves nothing: it does not happen.
    """
    s = t.state
    if s.loc[card] != BOARD or s.owner[card] != player:
        return False
    return s.players[player].stacks[COLOR[card]][end] == card


def meld(t: Table, req: Request) -> None:
    if _already(t, req.card, req.player, -1):
        req.done = False
        return
    # The result: the card it covers (-1: none), for the Meld action's after-meld steps.
    stack = t.state.players[req.player].stacks[COLOR[req.card]]
    req.result = stack[-1] if stack else -1
    src, src_owner = _move(t, req.card, BOARD, req.player)
    _log(t, "meld", req.player, req.card, (src, src_owner), None, src, src_owner)


def tuck(t: Table, req: Request) -> None:
    if _already(t, req.card, req.player, 0):
        req.done = False
        return
    src, src_owner = _move(t, req.card, BOARD, req.player, bottom=True)
    t.state.tucked[req.player] += 1
    t.touched.append(req.player)
    _log(t, "tuck", req.player, req.card, (src, src_owner), None, src, src_owner)


def score(t: Table, req: Request) -> None:
    src, src_owner = _move(t, req.card, SCORE, req.player)
    t.state.scored[req.player] += 1
    t.touched.append(req.player)
    seen = seen_by(src, src_owner, SCORE, req.player)
    _log(t, "score", req.player, req.card, (src, src_owner), seen, src, src_owner)


def foreshadow(t: Table, req: Request) -> None:
    """Put a card into the forecast (Echoes), face down."""
    src, src_owner = _move(t, req.card, FORECAST, req.player)
    seen = seen_by(src, src_owner, FORECAST, req.player)
    _log(t, "foreshadow", req.player, req.card, (src, src_owner), seen, src, src_owner)


# Where a returned card goes, by kind: an age card to the bottom of its supply pile,
# a relic beside its pile (Artifacts), a special achievement or a decree back to its
# place in the centre.
RETURN_ZONE = {"age": SUPPLY, "relic": RELICS, "special_achievement": SPECIAL, "decree": DECREES}


def return_(t: Table, req: Request) -> None:
    """Return a card to its place (an age card: the bottom of its supply pile)."""
    zone = RETURN_ZONE[KIND[req.card]]
    src, src_owner = _move(t, req.card, zone, -1, bottom=True)
    seen = seen_by(src, src_owner, zone, -1)
    _log(t, "return", req.player, req.card, (src, src_owner), seen, src, src_owner)


def dig(t: Table, req: Request) -> None:
    """Put the artifact a dig takes on ``req.player``'s display (Artifacts): nothing if
    there is none (``req.card`` -1) or the display is full."""
    if req.card < 0 or t.state.players[req.player].display:
        req.done = False
        return
    src, src_owner = _move(t, req.card, DISPLAY, req.player)
    _log(t, "dig", req.player, req.card, (req.value,), None, src, src_owner)


def transfer(t: Table, req: Request) -> None:
    """Move a card to ``req.owner``'s ``req.zone`` without melding, scoring, etc."""
    src, src_owner = _move(t, req.card, req.zone, req.owner)
    data = (src, src_owner, req.zone, req.owner)
    seen = seen_by(src, src_owner, req.zone, req.owner)
    _log(t, "transfer", req.player, req.card, data, seen, src, src_owner)


def exchange(t: Table, req: Request) -> None:
    """One card's half of an exchange: a transfer that is not a meld, score, etc."""
    src, src_owner = _move(t, req.card, req.zone, req.owner)
    data = (src, src_owner, req.zone, req.owner)
    seen = seen_by(src, src_owner, req.zone, req.owner)
    _log(t, "exchange", req.player, req.card, data, seen, src, src_owner)


def reveal(t: Table, req: Request) -> None:
    s = t.state
    src, src_owner = s.loc[req.card], s.owner[req.card]
    _log(t, "reveal", req.player, req.card, (src, src_owner), None, src, src_owner)
    if req.card not in s.revealed:
        s.revealed.append(req.card)


def look(t: Table, req: Request) -> None:
    """``req.player`` alone looks at a face-down card (not a change: nothing is revealed)."""
    s = t.state
    data = (s.loc[req.card], s.owner[req.card])
    t.events.append(event("look", req.player, req.card, data, (req.player,)))
    t.learn(f"{t.names[req.player]} looked at a hidden card")


def place_on_top(t: Table, req: Request) -> None:
    """Place a card on top of its supply pile (Telescope; not a return, which is the bottom)."""
    src, src_owner = _move(t, req.card, SUPPLY, -1)
    seen = seen_by(src, src_owner, SUPPLY, -1)
    _log(t, "place", req.player, req.card, (src, src_owner), seen, src, src_owner)


def shuffle(t: Table, req: Request) -> None:
    """Shuffle the supply pile of ``req.value`` of set ``req.set`` (Alex Trebek)."""
    s = t.state
    s.rng = rng.shuffle(s.rng, s.own_pile(req.set, req.value))
    t.note(f"{t.names[req.player]} shuffles the {SETS[req.set]} {req.value} supply pile.")
    t.learn("a supply pile was shuffled")


def achieve(t: Table, req: Request) -> None:
    """Claim a card (a standard or special achievement) as an achievement."""
    src, src_owner = _move(t, req.card, ACHIEVEMENTS, req.player)
    if KIND[req.card] != "age" or src == SPECIAL:
        seen = None  # special achievements are face up
    else:
        seen = seen_by(src, src_owner, ACHIEVEMENTS, req.player)
    _log(t, "achieve", req.player, req.card, (src, src_owner), seen, src, src_owner)


def remove(t: Table, req: Request) -> None:
    """Remove a card from the game."""
    src, src_owner = _move(t, req.card, REMOVED, -1)
    seen = seen_by(src, src_owner, REMOVED, -1)
    _log(t, "remove", req.player, req.card, (src, src_owner), seen, src, src_owner)


def splay(t: Table, req: Request) -> None:
    """Splay (or unsplay) a colour of ``req.owner``'s board (``req.player``'s if -1).

    ``result`` is True if anything changed.
    """
    owner = req.player if req.owner < 0 else req.owner
    p = t.state.players[owner]
    color, direction = req.color, req.direction
    if len(p.stacks[color]) < 2 or p.splays[color] == direction:
        req.done = False
        req.result = False
        return
    p.splays[color] = direction
    p.changed(color)
    t.touched.append(owner)
    t.events.append(event("splay", req.player, -1, (color, direction, owner), None))
    t.changes += 1
    req.result = True


def rearrange(t: Table, req: Request) -> None:
    """Put a colour's stack into the order ``req.data`` (bottom first; Publications)."""
    p = t.state.players[req.player]
    stack = p.stacks[req.color]
    if stack == req.data:
        req.done = False
        return
    stack[:] = req.data
    p.changed(req.color)
    t.touched.append(req.player)
    t.events.append(event("rearrange", req.player, -1, (req.color, tuple(req.data)), None))
    t.changes += 1


# The verbs this module defines (in the ruleset of every game: inno.engine.ruleset).
VERBS = (
    Verb("draw", draw, prepare=draws.resolve),
    Verb("meld", meld),
    Verb("tuck", tuck),
    Verb("score", score),
    Verb("foreshadow", foreshadow),
    Verb("return", return_),
    Verb("dig", dig, prepare=draws.resolve_dig),
    Verb("transfer", transfer),
    Verb("exchange", exchange),
    Verb("reveal", reveal),
    Verb("look", look),
    Verb("place on top", place_on_top),
    Verb("shuffle", shuffle),
    Verb("achieve", achieve),
    Verb("remove", remove),
    Verb("splay", splay),
    Verb("rearrange", rearrange),
)
