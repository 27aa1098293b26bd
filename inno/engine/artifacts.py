"""Artifacts of History: digging, the display, relics, Battleship Yamato.

What the set adds, each in its place:

* **Dig** (3rd after-meld step, a Meld action only): when the melded card
  covers a card of equal or higher value, or one whose image hexagon is in the
  same place, dig an Artifact of the covered card's value onto your display
  (empty ages skipped as for a draw) -- unless you have an artifact on display
  already, or there is no Artifact of that age (never a base card instead).
* **Relics** (the option ``relics``): after a dig, you may seize the relic of
  the dug artifact's value, if it is beside its pile or in any achievements
  pile, into your hand or your achievements (only your achievements if its set
  is not in play).  A returned relic goes back beside its pile (the ``return``
  verb).
* **The display** and the start of your turn: take a free Dogma action on the
  artifact (its icons count with your board's for sharing and vulnerability)
  and then return it, or return it, or keep it -- a card on display can also be
  melded by a Meld action (the ``meld`` options).  A card on display is no part
  of your board or hand: no effect sees it.
* **Compel effects** are in ``inno.engine.dogma``.
* **Battleship Yamato** is worth 11 while on a board (a rule on the ``value``
  query).
"""

from __future__ import annotations

from inno.data.cards import BY_NAME, HEX_SLOT, NAME, RELIC_OF, SETS
from inno.engine import queries
from inno.engine.context import Effect
from inno.engine.door import door, request
from inno.engine.state import ACHIEVEMENTS, HAND, RELICS
from inno.engine.table import Table
from inno.engine.turn import SetRules, Step, end_of_action

YAMATO = BY_NAME["Battleship Yamato"]


# -- digging -------------------------------------------------------------------------------


def digs(t: Table, melded: int, covered: int) -> bool:
    """Does melding ``melded`` over ``covered`` dig (lower or equal value, or same hexagon)?"""
    if covered < 0:
        return False
    same_hex = HEX_SLOT[melded] >= 0 and HEX_SLOT[melded] == HEX_SLOT[covered]
    return same_hex or queries.value(t, melded) <= queries.value(t, covered)


def dig_after_meld(t: Table, player: int, melded: int, covered: int):
    """3) Dig an Artifact, and place it on display; then the relic of its value may be
    seized."""
    if not digs(t, melded, covered):
        return
    value = queries.value(t, covered)
    dug = yield from door(t, request("dig", player, value=value, action="meld"))
    if dug.done and t.rules.relics:
        yield from seize_relic(t, player, queries.value(t, dug.card))


# -- relics ---------------------------------------------------------------------------------


def seizable_relic(t: Table, value: int) -> int:
    """The relic of ``value`` if it is beside its pile or in an achievements pile, else -1."""
    s = t.state
    for card in t.rules.relics:
        if queries.value(t, card) == value and s.loc[card] in (RELICS, ACHIEVEMENTS):
            return card
    return -1


def seize_relic(t: Table, player: int, value: int):
    """ "You may seize a Relic of the same value as the Artifact card drawn": into your
    hand or your achievements (only your achievements if its set is not in play)."""
    relic = seizable_relic(t, value)
    if relic < 0:
        return
    x = Effect(t, player, player)
    if not (yield from x.may(f"seize the relic {NAME[relic]}?")):
        return
    zone = ACHIEVEMENTS
    if SETS.index(RELIC_OF[relic]) in t.sets:
        choice = yield from x.choose_option(
            ["hand", "achievements"], f"seize {NAME[relic]} into your hand or your achievements?"
        )
        zone = HAND if choice == "hand" else ACHIEVEMENTS
    s = t.state
    if s.loc[relic] == zone and s.owner[relic] == player:
        return  # already there (in your own achievements)
    req = request("transfer", player, relic, zone=zone, owner=player, action="seize")
    yield from door(t, req)


# -- the display at the start of your turn --------------------------------------------------

DISPLAY_CHOICES = ("dogma", "return", "keep")


def artifact_on_display(t: Table, player: int):
    """Take a free Dogma action on your displayed artifact then return it, return it, or
    keep it (to meld it by a Meld action, or to decide again next turn)."""
    display = t.state.players[player].display
    if not display:
        return
    card = display[0]
    x = Effect(t, player, player)
    can_dogma = queries.featured_icon(t, card) >= 0
    choices = [c for c in DISPLAY_CHOICES if can_dogma or c != "dogma"]
    dogma = "take a free Dogma action on it (then return it), " if can_dogma else ""
    choice = yield from x.choose_option(
        choices,
        f"{NAME[card]} is on display: {dogma}return it, or keep it (you may meld it as a "
        "Meld action)",
    )
    if choice == "keep":
        return
    if choice == "dogma":
        req = request("dogma action", player, card, free=True, action="display")
        yield from door(t, req)
    if card in t.state.players[player].display:
        yield from door(t, request("return", player, card, action="display"))
    if choice == "dogma":  # a free action, but an action: what ends every action follows
        yield from end_of_action(t)


# -- Battleship Yamato -------------------------------------------------------------------------


def yamato_value(t: Table, _owner: int, value: int, card: int) -> int:
    """Battleship Yamato counts as an 11 while on a board (the "board value" query: asked
    about cards on a board only)."""
    if card == YAMATO:
        return 11
    return value


RULES = SetRules(
    steps=(Step("turn start", 1, artifact_on_display), Step("after meld", 3, dig_after_meld)),
    modifiers=(("board value", yamato_value),),
)
