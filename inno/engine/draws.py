"""The draw rules of every set, in one place (the rulebook's "Drawing expansion cards").

What a draw of a value takes, in order:

1. **Empty ages.** An age whose *base* pile is empty is empty for every type
   of card: skip to the next age that is not ("even if there are expansion
   cards of that age available").  Past age 10 there is nothing to draw: the
   game ends (the ``draw`` verb ends it).  A value below 1 draws a 1.
2. **The type of card.** A draw asks for a type: a city (Cities' draws), an
   artifact (a dig), a figure (Figures' draws), or, most often, no type in
   particular: a base card, for which the sets in play have their rules:

   * Figures takes priority when drawing for sharing (the free Draw action of
     a sharing bonus draws a figure);
   * Echoes: "If you have cards in your hand, but none of them is an Echoes
     card, draw an Echo of value matching the base card you would have drawn."

3. **An empty expansion pile.** "If an expansion's supply pile has no cards in
   it, and you try to draw from it (after skipping empty ages), draw a base
   card of that value instead" -- and then "check the Echoes draw rule before
   drawing that base card".

A search (Cities) is exact: base cards of that very value, no skipping and no
expansion rule.  A dig (Artifacts) skips empty ages like a draw, but takes an
Artifact or nothing: "If there is no Artifact card of that age to draw ...
ignore the dig event" (and nothing past age 10: a dig never ends the game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from inno.data.cards import ARTIFACTS, BASE, ECHOES, FIGURES, IS_ECHOES
from inno.engine import queries
from inno.engine.table import Table

if TYPE_CHECKING:
    from inno.engine.door import Request

# What a draw asks for when it asks for no type in particular.
ANY_TYPE = -1
# The draw of a search: base cards of exactly this value.
EXACT = "exact"
# The draws of a Draw action: of the Draw action, and the free one for sharing.
ACTION_DRAWS = ("draw", "sharing")


def resolve(t: Table, req: Request) -> None:
    """Fill in the value and set a draw request will really take.

    ``req.value``/``req.set`` are what was asked (a value; a set or
    ``ANY_TYPE``); the first call keeps them in ``req.asked``, so that the
    draw can be resolved again if a karma changed the supply first.
    """
    if req.asked is None:
        req.asked = (req.value, req.set)
        value, wanted = req.asked
    else:
        value, wanted = req.asked
        if req.action in ACTION_DRAWS:
            # A Draw action draws "a card of value equal to your highest top card" when it
            # draws: after a "first" karma that changed the board (Sun Tzu's melds).
            value = queries.draw_action_value(t, req.player)
    piles = t.state.piles
    if req.data == EXACT:
        req.value, req.set = value, BASE
        return
    value = req.value = first_age_not_empty(t, value)
    if value > 10:
        req.set = BASE
        return
    if wanted == ANY_TYPE:
        wanted = FIGURES if req.action == "sharing" and FIGURES in t.sets else BASE
    if wanted != BASE and not piles[wanted][value]:
        wanted = BASE
    if wanted == BASE and ECHOES in t.sets and piles[ECHOES][value]:
        hand = queries.hand(t, req.player)  # (what counts as in it: Emperor Meiji)
        if hand and not any(map(IS_ECHOES.__getitem__, hand)):
            wanted = ECHOES
    req.set = wanted


def first_age_not_empty(t: Table, value: int) -> int:
    """``value`` (at least 1), or the next age whose base pile is not empty (11 past 10)."""
    base = t.state.piles[BASE]
    if value < 1:  # (a test, not max(): max() costs several times more, at every draw)
        value = 1
    while value <= 10 and not base[value]:
        value += 1
    return value


def resolve_dig(t: Table, req: Request) -> None:
    """The artifact a dig takes (``req.card``, -1 for none) and its value (``req.value``)."""
    value = req.value = first_age_not_empty(t, req.value)
    pile = t.state.piles[ARTIFACTS][value] if value <= 10 else ()
    req.card = pile[-1] if pile else -1
