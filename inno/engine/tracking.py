"""Card tracking: what one player knows of where the cards are, from what they saw.

The online sites track for each player the cards they have seen: a card they
saw go into an opponent's hand, score pile or forecast is known to be there
until it may have left.  This module derives that knowledge from the log, event
by event, using only what the events show that player (``Event.seen``): the
same information that keeps views honest, never the state.

* A card the viewer sees arrive somewhere is known to be there.
* A card moving out of sight of the viewer ("Bob scores a 3" from his hand)
  may be any card of that back that was there: every card the viewer knew
  there with that back is forgotten (it may have left).
* The "candidates" of a back (a card in a hand, score pile, supply pile or
  achievements the viewer cannot see) are the cards of that set and value
  whose place the viewer does not know.  A player's own standard achievements
  are among them: "you may never look at the identity of normal achievement
  cards, even if you have achieved them", so the achieve action shows nobody
  the card (its event is seen by nobody) and only a card seen going there (one
  achieved from the player's own hand) is known.
"""

from __future__ import annotations

from inno.data.cards import AGE, SET
from inno.engine.events import Event
from inno.engine.state import ACHIEVEMENTS, BOARD, DISPLAY, FORECAST, HAND, REMOVED, SCORE, SUPPLY

# Event types that take their card to a zone of the acting player (data: from, from_player).
_TO_ACTOR = {
    "draw": HAND,
    "meld": BOARD,
    "tuck": BOARD,
    "score": SCORE,
    "foreshadow": FORECAST,
    "achieve": ACHIEVEMENTS,
}


def _move(e: Event) -> tuple[tuple[int, int] | None, tuple[int, int] | None]:
    """(from, to) places of an event's card; None where the event does not say or move."""
    t, d = e.type, e.data
    if t == "draw":
        return (SUPPLY, -1), (HAND, e.player)
    if t == "dig":
        return (SUPPLY, -1), (DISPLAY, e.player)
    if t in _TO_ACTOR:
        return (d[0], d[1]), (_TO_ACTOR[t], e.player)
    if t in ("transfer", "exchange"):
        return (d[0], d[1]), (d[2], d[3])
    if t == "return":
        return (d[0], d[1]), (SUPPLY, -1)
    if t == "place":
        return (d[0], d[1]), (SUPPLY, -1)
    if t == "remove":
        return (d[0], d[1]), (REMOVED, -1)
    if t in ("reveal", "look"):
        return None, (d[0], d[1])
    return None, None


def _back(card: int) -> tuple[int, int]:
    return SET[card], AGE[card]


class Knowledge:
    """Where one viewer knows cards to be: ``place[card] = (zone, owner)``."""

    __slots__ = ("viewer", "place", "seen_events")

    def __init__(self, viewer: int) -> None:
        self.viewer = viewer
        self.place: dict[int, tuple[int, int]] = {}
        self.seen_events = 0

    def copy(self) -> Knowledge:
        k = Knowledge(self.viewer)
        k.place = dict(self.place)
        k.seen_events = self.seen_events
        return k

    def follow(self, events: list[Event]) -> None:
        """Learn from the events not followed yet."""
        place = self.place
        for e in events[self.seen_events :]:
            card = e.card
            if card < 0 or e.data is None:
                continue
            src, dst = _move(e)
            if dst is None:
                continue
            if e.visible_to(self.viewer):
                place[card] = dst
                continue
            # Out of sight: a card of this back left src, maybe one known there.
            if src is not None:
                back = _back(card)
                for c in [c for c, p in place.items() if p == src and _back(c) == back]:
                    del place[c]
        self.seen_events = len(events)
