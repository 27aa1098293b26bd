"""Echoes of the Past: promotion after a Meld action.

The other rules of Echoes live with the concept they extend: echo effects in
``dogma``, bonuses and visible echo effects in ``queries``, the Echoes draw
rule in ``draws``, the forecast in the zones of ``state``, the setup deal in
``turn``, duplicate achievements in ``queries.eligible``, the special
achievements in ``achievements``.

"At the conclusion of a Meld action, any card in your forecast of equal or
lower value to the card you melded is eligible to be promoted. You may choose
one eligible card to promote (meld it). If you do, you may also take a free
Dogma action targeting the promoted card."
"""

from __future__ import annotations

from typing import Any

from inno.data.cards import ECHOES, NAME
from inno.engine import queries
from inno.engine.context import Effect
from inno.engine.door import door, request
from inno.engine.events import event, seen_now
from inno.engine.state import FORECAST
from inno.engine.table import Table
from inno.engine.turn import SetRules, Step


def promote(t: Table, player: int, melded: int, covered: int):
    """4) Promote a foreshadowed card."""
    limit = queries.value(t, melded)
    forecast = t.state.players[player].forecast
    eligible = [c for c in forecast if queries.value(t, c) <= limit]
    if not eligible:
        return
    x = Effect(t, player, player)
    card = yield from x.choose_card(
        eligible,
        f"you may promote a card from your forecast of value {limit} or less (meld it, "
        "then you may take a free Dogma action on it)",
        optional=True,
        verb="promote",
        zone=FORECAST,
    )
    if card is None:
        return
    t.events.append(event("promote", player, card, (), seen_now(t, card)))
    promoted = yield from door(t, request("meld", player, card, action="promote"))
    if not promoted.done or card not in queries.activatable(t, player):
        return
    if (yield from x.may(f"take a free Dogma action on {NAME[card]}?")):
        yield from door(t, request("dogma action", player, card, free=True, action="promote"))


def bonus_view(t: Table, player: int) -> dict[str, Any]:
    """A player's visible bonuses (highest first) and what they add to the score (the
    view's section for Echoes, Figures and Cities, whose cards show bonuses)."""
    found = queries.bonuses(t, player)
    return {"bonuses": sorted(found, reverse=True), "bonus_points": queries.bonus_points(found)}


RULES = SetRules(steps=(Step("after meld", 4, promote),), deal=ECHOES, player_view=(bonus_view,))
