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

from inno.data.cards import AGE, N_CARDS, SET
from inno.engine.events import Event
from inno.engine.state import ACHIEVEMENTS, BOARD, DISPLAY, FORECAST, HAND, REMOVED, SCORE, SUPPLY

# How each event type that moves (or shows) its card says from where and to where:
# (how, zone).  _SUPPLIED: from the supply to ``zone`` of the acting player;
# _ACTED: from (data[0], data[1]) to ``zone`` of the acting player; _BETWEEN: from
# (data[0], data[1]) to (data[2], data[3]); _SHARED: from (data[0], data[1]) to the
# shared ``zone``; _SHOWN: no move, the card is shown at (data[0], data[1]).
_SUPPLIED, _ACTED, _BETWEEN, _SHARED, _SHOWN = range(5)
_HOW = {
    "draw": (_SUPPLIED, HAND),
    "dig": (_SUPPLIED, DISPLAY),
    "meld": (_ACTED, BOARD),
    "tuck": (_ACTED, BOARD),
    "score": (_ACTED, SCORE),
    "foreshadow": (_ACTED, FORECAST),
    "achieve": (_ACTED, ACHIEVEMENTS),
    "transfer": (_BETWEEN, -1),
    "exchange": (_BETWEEN, -1),
    "return": (_SHARED, SUPPLY),
    "place": (_SHARED, SUPPLY),
    "remove": (_SHARED, REMOVED),
    "reveal": (_SHOWN, -1),
    "look": (_SHOWN, -1),
}
_IN_SUPPLY = (SUPPLY, -1)
# Each card's back (set and age) as one number: what a card seen from behind shows.
_BACK = tuple(SET[c] * 16 + AGE[c] for c in range(N_CARDS))


class Knowledge:
    """Where one viewer knows cards to be: ``place[card] = (zone, owner)``.

    ``at[(zone, owner)]`` indexes the same knowledge by place (the cards known
    there), so forgetting a place's cards of one back costs its cards, not all
    the known ones; ``changes[(zone, owner)]`` counts the changes of each place's
    known cards and ``version`` all changes, so an encoder can keep what it
    computed from a place until it changes; ``moved`` lists the cards whose place
    changed (or was forgotten) since this object was made, in order, so an encoder
    can read only those since it last looked (at this object: a copy starts a new
    list).  Only :meth:`follow` changes them (read them, never write them).
    """

    __slots__ = ("viewer", "place", "at", "changes", "version", "moved", "seen_events")

    def __init__(self, viewer: int) -> None:
        self.viewer = viewer
        self.place: dict[int, tuple[int, int]] = {}
        self.at: dict[tuple[int, int], set[int]] = {}
        self.changes: dict[tuple[int, int], int] = {}
        self.version = 0
        self.moved: list[int] = []
        self.seen_events = 0

    def copy(self) -> Knowledge:
        k = Knowledge(self.viewer)
        k.place = dict(self.place)
        k.at = {where: set(cards) for where, cards in self.at.items()}
        k.changes = dict(self.changes)
        k.version = self.version
        k.seen_events = self.seen_events
        return k

    def follow(self, events: list[Event]) -> None:
        """Learn from the events not followed yet."""
        place, at, changes, viewer = self.place, self.at, self.changes, self.viewer
        moved = self.moved
        # (Every viewer follows every event of the game: the event's from and to places,
        # as ``_HOW`` says, are found inline, and only the one that is used.)
        for e in events[self.seen_events :]:
            found = _HOW.get(e.type)
            if found is None:
                continue
            card = e.card
            d = e.data
            if card < 0 or d is None:
                continue
            how, zone = found
            seen = e.seen
            if seen is None or viewer in seen:  # (Event.visible_to, inlined: per event)
                if how == _ACTED or how == _SUPPLIED:
                    dst = (zone, e.player)
                elif how == _BETWEEN:
                    dst = (d[2], d[3])
                elif how == _SHARED:
                    dst = (zone, -1)
                else:  # _SHOWN: where it is
                    dst = (d[0], d[1])
                old = place.get(card)
                if old != dst:
                    if old is not None:
                        at[old].discard(card)
                        changes[old] = changes.get(old, 0) + 1
                    place[card] = dst
                    there = at.get(dst)
                    if there is None:
                        there = at[dst] = set()
                    there.add(card)
                    changes[dst] = changes.get(dst, 0) + 1
                    moved.append(card)
                    self.version += 1
                continue
            # Out of sight: a card of this back left src, maybe one known there.
            if how == _SHOWN:
                continue  # (nothing left anywhere)
            src = _IN_SUPPLY if how == _SUPPLIED else (d[0], d[1])
            there = at.get(src)
            if there:
                back = _BACK[card]
                gone = [c for c in there if _BACK[c] == back]
                if gone:
                    there.difference_update(gone)
                    for c in gone:
                        del place[c]
                    moved += gone
                    changes[src] = changes.get(src, 0) + 1
                    self.version += 1
        self.seen_events = len(events)
