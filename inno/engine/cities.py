"""Cities of Destiny: city draws, the special icons, flags and fountains, the Endorse action.

Cities have six icon slots and no dogma effects (no featured icon: a Dogma
action can never activate one).  What else the set adds, each in its place:

* **Draw a City** (of the value of your highest top card, unless you already
  have a city in hand): after a Meld action that adds a new colour to your
  board (2nd after-meld step), and immediately after you splay a colour in a
  new direction, by any means (a rule watching the door).
* **Special icons** of a city melded by a Meld action (1st after-meld step),
  every one of them, in slot order: plus (draw a card of value one higher than
  the city), arrows (splay the city's colour that way), search (draw and
  reveal X base cards of value X, X the city's value, with no skipping and no
  expansion draw rule; keep those with the searched icon, return the rest).
* **Flags and fountains** count as achievements while visible (a flag only if
  no opponent has more visible cards of its colour): a rule changing the
  ``achievements`` query, so winning sees them the moment they count.
* **Endorse** (once per turn): choose a top card, a top city of yours with its
  featured icon, and tuck a card from your hand of value at most the city's;
  then a doubled Dogma action (``inno.engine.dogma``).
* The five special achievements are in ``inno.engine.achievements``.
"""

from __future__ import annotations

import math
from typing import Any

from inno.data.cards import (
    BASE,
    CITIES,
    COLOR,
    COLORS,
    HAS_ICON,
    ICONS,
    IS_CITY,
    LEFT,
    NAME,
    RIGHT,
    SLOTS,
    UNSPLAYED,
    UP,
)
from inno.engine import queries
from inno.engine.context import Effect
from inno.engine.door import Request, Verb, door, request
from inno.engine.draws import EXACT
from inno.engine.echoes import bonus_view
from inno.engine.state import BOARD, HAND
from inno.engine.table import Table
from inno.engine.turn import Action, SetRules, Step

ARROWS = {"arrow:left": LEFT, "arrow:right": RIGHT, "arrow:up": UP}


# -- drawing cities -------------------------------------------------------------------------


def draw_city(t: Table, player: int):
    """Draw a City of the value of your highest top card, unless you have a city in hand."""
    if any(IS_CITY[c] for c in queries.hand(t, player)):  # (Emperor Meiji: the forecast too)
        return
    value = queries.highest_top_value(t, player)
    yield from door(t, request("draw", player, value=value, set=CITIES, action="city"))


def city_for_a_new_color(t: Table, player: int, melded: int, covered: int):
    """2) Draw a City, if the Meld action added a new colour to your board."""
    if covered == -1:
        yield from draw_city(t, player)


def city_after_a_splay(t: Table, req: Request):
    """Immediately after you splay a colour in a new direction (by any means): draw a City."""
    if req.result and req.direction != UNSPLAYED:
        yield from draw_city(t, req.player)


# -- the special icons of a city melded by a Meld action -------------------------------------


def city_icons(t: Table, player: int, melded: int, covered: int):
    """1) Execute a City icon's effect: each special icon of the melded city, in slot order."""
    if not IS_CITY[melded]:
        return
    for token in SLOTS[melded]:
        if token == "plus":
            value = queries.value(t, melded) + 1
            yield from door(t, request("draw", player, value=value, action="plus"))
        elif token in ARROWS:
            req = request(
                "splay", player, color=COLOR[melded], direction=ARROWS[token], owner=player
            )
            yield from door(t, req)
        elif token and token.startswith("search:"):
            yield from search(t, player, melded, ICONS.index(token[7:]))


def search(t: Table, player: int, city: int, icon: int):
    """Draw and reveal X base cards of value X; keep those with ``icon``, return the rest."""
    x = queries.value(t, city)
    t.note(
        f"{t.names[player]} searches for a {ICONS[icon]} with {NAME[city]}: "
        f"draws and reveals {x} base {x}{'s' if x > 1 else ''}, keeps those with a {ICONS[icon]}."
    )
    # "Ignore all expansion draw rules and effects during a Search action": the draws are
    # exact (no draw rule, no next age) and no karma triggers (as while a karma executes).
    t.in_karma += 1
    try:
        drawn = []
        for _ in range(x):
            req = request("draw", player, value=x, set=BASE, action="search", data=EXACT)
            req = yield from door(t, req)
            if not req.done:
                break  # that pile is out: no drawing from the next age
            drawn.append(req.card)
            yield from door(t, request("reveal", player, req.card, action="search"))
        returned = [c for c in drawn if not HAS_ICON[c][icon]]
        yield from Effect(t, player, player, city).return_all(returned)
    finally:
        t.in_karma -= 1


# -- flags and fountains -------------------------------------------------------------------


def flags_and_fountains(t: Table, player: int) -> list[dict]:
    """Each flag and fountain visible on ``player``'s board, and whether it counts now."""
    found = []
    players = t.state.players
    for color in players[player].flagged_colors():
        shows = players[player].color(color)
        flag_counts = _flags_count(t, player, color)
        name = COLORS[color]
        found += [{"icon": "flag", "color": name, "counts": flag_counts}] * shows.flags
        found += [{"icon": "fountain", "color": name, "counts": True}] * shows.fountains
    return found


def _flags_count(t: Table, player: int, color: int) -> bool:
    """Do the flags of ``player``'s ``color`` count (no opponent shows more cards of it)?"""
    mine = queries.visible_cards(t, player, color)
    for q in t.opponents_of(player):
        if queries.visible_cards(t, q, color) > mine:
            return False
    return True


def flags_view(t: Table, player: int) -> dict[str, Any]:
    """The view's section: flags and fountains count as achievements while they hold."""
    return {"flags_and_fountains": flags_and_fountains(t, player)}


def city_achievements(t: Table, _player: int, counts: list[int]) -> list[int]:
    """Flags and fountains count as achievements while they hold (``counts``: a fresh list)."""
    # (What ``flags_and_fountains`` lists, counted without listing: asked after every change.)
    for i, p in enumerate(t.state.players):
        if not p.flag_cards:
            continue  # (no flag or fountain on that board: most boards, most of the game)
        for color in p.flagged_colors():
            shows = p.color(color)
            counts[i] += shows.fountains
            if shows.flags and _flags_count(t, i, color):
                counts[i] += shows.flags
    return counts


# -- the Endorse action ------------------------------------------------------------------------


def endorsing_cities(t: Table, player: int, card: int) -> list[int]:
    """Your top cities that can endorse ``card``: they show its featured icon, and you have
    a card in hand of value at most theirs to pay with."""
    icon = queries.featured_icon(t, card)
    return [city for city in _paid_cities(t, player) if icon >= 0 and HAS_ICON[city][icon]]


def _paid_cities(t: Table, player: int) -> list[int]:
    """Your top cities of value at least your lowest card in hand (one could pay for them)."""
    p = t.state.players[player]
    hand = queries.hand(t, player)  # (what counts as in it: Emperor Meiji's forecast too)
    if not hand:
        return []
    cities = []  # (asked at every action decision: a loop, cheaper than listing the top cards)
    for stack in p.stacks:
        if stack and IS_CITY[stack[-1]]:
            cities.append(stack[-1])
    if not cities:
        return []
    low = math.inf  # (loops, not min() of a generator: several times cheaper for a few cards)
    for card in hand:
        value = queries.value(t, card)
        if value < low:
            low = value
    paid = []
    for city in cities:
        if low <= queries.value(t, city):
            paid.append(city)
    return paid


ENDORSE = tuple(f"endorse {name}" for name in NAME)


def endorse_options(t: Table, player: int, a, options: list, values: list) -> None:
    cities = _paid_cities(t, player)
    if not cities:
        return
    for card in queries.activatable(t, player):
        icon = queries.featured_icon(t, card)
        if icon < 0:
            continue
        for city in cities:  # (a loop, not any() of a generator: asked at every action)
            if HAS_ICON[city][icon]:
                options.append(ENDORSE[card])
                values.append(a.with_card[card])
                break


def endorse_unavailable(t: Table, player: int) -> list:
    tops = t.state.players[player].top_cards()
    if not any(IS_CITY[c] for c in tops):
        return [("endorse", "no top city on your board")]
    if not queries.hand(t, player):
        return [("endorse", "no card in your hand to pay with")]
    activatable = queries.activatable(t, player)
    if not activatable:
        return [("endorse", "no top card with a dogma effect to endorse")]
    return [
        (ENDORSE[c], "no top city of yours shows its featured icon with a card to pay for it")
        for c in activatable
        if not endorsing_cities(t, player, c)
    ]


def endorse_action(t: Table, req: Request):
    """Endorse ``req.card``: choose the city, pay by tucking, then a doubled Dogma action."""
    player, card = req.player, req.card
    x = Effect(t, player, player)
    city = yield from x.choose_card(
        endorsing_cities(t, player, card),
        f"choose the city that endorses {NAME[card]}",
        verb="endorse",
        zone=BOARD,
    )
    assert city is not None  # (the action is offered only with a city to endorse)
    limit = queries.value(t, city)
    payment = yield from x.choose_card(
        [c for c in x.hand() if queries.value(t, c) <= limit],
        f"tuck a card of value {limit} or less from your hand to pay for the endorsement",
        verb="tuck",
        zone=HAND,
    )
    assert payment is not None  # (... and a card to pay with)
    t.note(f"{t.names[player]} endorses {NAME[card]} with {NAME[city]}.")
    yield from door(t, request("tuck", player, payment, action="endorse"))
    yield from door(t, request("dogma action", player, card, action="endorse"))


RULES = SetRules(
    verbs=(Verb("endorse action", endorse_action, generator=True),),
    actions=(Action("endorse", "endorse action", endorse_options, endorse_unavailable, once=True),),
    steps=(Step("after meld", 1, city_icons), Step("after meld", 2, city_for_a_new_color)),
    modifiers=(("achievement counts", city_achievements),),
    after=(("splay", city_after_a_splay),),
    player_view=(bonus_view, flags_view),
)
