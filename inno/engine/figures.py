"""Figures in the Sand: figure draws, the Inspire and Decree actions, fade.

Figures have karma effects instead of dogma effects (``inno.engine.karmas``)
and may have echo and inspire effects.  What else the set adds, each in its
place:

* **Drawing figures**: the free Draw action for sharing draws a figure
  (``draws.resolve``); after an Achieve action that claimed a standard
  achievement each opponent, clockwise, draws a figure of the value of their
  highest top card (an "after achieve" step).
* **Inspire** (once per turn): choose a colour with visible inspire effects,
  execute each of them from the bottom card to the top (not shared), then
  draw a card of the value of your top card of that colour.
* **Decree** (once per turn): with figures of three different values in hand
  (or any two and a top figure's "decree" karma for that Decree), remove all
  the cards in your hand from the game and choose a Decree of the colour of a
  removed figure (any colour with the karma).  Held by another player: it
  returns to the centre.  In the centre: claim it and execute it.  Yours:
  execute it.  A Decree's effect is its one non-demand effect, executed by
  the issuer alone.
* **Fade**: at the end of every action, each player (from the current
  player, in turn order) with more than one top figure scores top figures of
  their choice, one at a time, until one is left.  "If you are required to
  fade a figure, instead do nothing" karmas answer the ``fade`` request.
"""

from __future__ import annotations

from inno.data.cards import (
    COLOR,
    COLORS,
    FIGURES,
    IS_FIGURE,
    KIND,
    N_CARDS,
    NAME,
)
from inno.engine import queries
from inno.engine.context import Effect
from inno.engine.dogma import Run
from inno.engine.door import Request, Verb, door, request
from inno.engine.echoes import bonus_view
from inno.engine.registry import DECREE
from inno.engine.state import ACHIEVEMENTS, BOARD, DECREES
from inno.engine.table import Table
from inno.engine.turn import Action, SetRules, Step

DECREE_CARDS = tuple(c for c in range(N_CARDS) if KIND[c] == "decree")


def top_figures(t: Table, player: int) -> list[int]:
    """``player``'s top cards that are figures."""
    return [c for c in t.state.players[player].top_cards() if IS_FIGURE[c]]


def top_figure_count(t: Table, player: int) -> int:
    """How many of ``player``'s top cards are figures (asked for every player after every
    action: counted without listing them)."""
    count = 0
    for stack in t.state.players[player].stacks:
        if stack and IS_FIGURE[stack[-1]]:
            count += 1
    return count


# -- drawing figures ------------------------------------------------------------------------


def figure_draws(t: Table, player: int, card: int, claimed: bool):
    """ "When you take an Achieve action, and claim a standard achievement, each opponent
    draws a Figure" (the online rules), of their highest top card."""
    if not claimed:  # (a karma took the achievement first: Shivaji)
        return
    for opponent in t.opponents_of(player):
        value = queries.highest_top_value(t, opponent)
        yield from door(t, request("draw", opponent, value=value, set=FIGURES, action="figure"))


# -- the Inspire action -----------------------------------------------------------------------

INSPIRE = tuple(f"inspire {color}" for color in COLORS)


def _inspire_label(t: Table, key: str, card: int) -> str:
    return f"Inspire {COLORS[COLOR[card]]}"


def inspire_options(t: Table, player: int, a, options: list, values: list) -> None:
    stacks = t.state.players[player].stacks
    shows = queries.colors(t, player)  # (once for the five colours)
    for color in range(5):
        if stacks[color] and shows[color].inspires:
            options.append(INSPIRE[color])
            values.append(a.with_card[stacks[color][-1]])  # the action names the colour's top card


def inspire_unavailable(t: Table, player: int) -> list:
    stacks = t.state.players[player].stacks
    if any(stacks[c] and queries.inspire_cards(t, player, c) for c in range(5)):
        return []
    return [("inspire", "no inspire effect is visible on your board")]


def inspire_action(t: Table, req: Request):
    """Inspire the colour of ``req.card``: its visible inspire effects bottom to top, then
    draw a card of the value of its top card."""
    player, color = req.player, COLOR[req.card]
    run = Run(player, req.card, [], [])
    for card in queries.inspire_cards(t, player, color):  # those visible when it starts
        if player in t.state.out:
            return
        yield from t.rules.cards.inspire_of(card)(Effect(t, player, player, card, run, "inspire"))
    if player in t.state.out:
        return
    value = queries.inspire_value(t, player, color)
    yield from door(t, request("draw", player, value=value, action="inspire"))


# -- the Decree action ------------------------------------------------------------------------

DECREE_OPTION = {card: f"decree {NAME[card]}" for card in DECREE_CARDS}


def decree_karmas(t: Table, player: int) -> set[str]:
    """The Decrees ``player`` may issue with any two figures (their top figures' karmas)."""
    found: set[str] = set()
    for card in t.state.players[player].top_cards():
        for karma in t.rules.cards.karmas_of(card):
            if karma.kind == DECREE and karma.decree is not None:
                found.add(karma.decree)
    return found


def issuable(t: Table, player: int) -> list[int]:
    """The Decrees ``player`` may issue now (in card order)."""
    figures = []  # (a loop: a comprehension is a call of its own, at every action decision)
    for card in queries.hand(t, player):
        if IS_FIGURE[card]:
            figures.append(card)
    if len(figures) < 2:
        return []
    three = len({queries.value(t, c) for c in figures}) >= 3
    colors = {COLOR[c] for c in figures} if three else ()
    by_karma = decree_karmas(t, player)
    return [d for d in DECREE_CARDS if COLOR[d] in colors or NAME[d] in by_karma]


def decree_options(t: Table, player: int, a, options: list, values: list) -> None:
    for decree in issuable(t, player):
        options.append(DECREE_OPTION[decree])
        values.append(a.with_card[decree])


def decree_unavailable(t: Table, player: int) -> list:
    if issuable(t, player):
        return []
    return [
        (
            "decree",
            "you need figures of three different values in your hand, one of the "
            "Decree's colour (or two figures and a karma for that Decree)",
        )
    ]


def decree_action(t: Table, req: Request):
    """Remove your hand from the game, then the Decree ``req.card``: return it, claim and
    execute it, or execute it."""
    player, decree = req.player, req.card
    for card in list(queries.hand(t, player)):
        yield from door(t, request("remove", player, card, action="decree"))
    s = t.state
    if s.loc[decree] == ACHIEVEMENTS and s.owner[decree] != player:
        yield from door(t, request("return", player, decree, action="decree"))
        return
    if s.loc[decree] == DECREES:
        claimed = yield from door(t, request("achieve", player, decree, action="decree"))
        if not claimed.done:
            return
    if s.loc[decree] == ACHIEVEMENTS and s.owner[decree] == player:
        yield from door(t, request("execute", player, decree, action="decree"))


# -- fade -------------------------------------------------------------------------------------


def fade_all(t: Table, current: int):
    """At the end of every action, every player with more than one top figure fades, one
    by one "until you have only one top Figure" (a fade may uncover another figure)."""
    for player in t.from_current():
        if top_figure_count(t, player) <= 1:  # (after most actions, for every player)
            continue
        # A karma that tucks the faded figure instead (Napoleon Bonaparte's) may leave it on
        # top, or turn a stack of figures round: the fading ends when the boards come back
        # to where a fade of this player started (it would go round forever).
        seen = set()
        while top_figure_count(t, player) > 1:
            boards = tuple(tuple(map(tuple, p.stacks)) for p in t.state.players)
            if boards in seen:
                break
            seen.add(boards)
            faded = yield from door(t, request("fade", player, action="fade"))
            if not faded.done:
                break  # a karma: "instead do nothing"


def fade(t: Table, req: Request):
    """Fade one top figure of ``req.player``'s choice: score it."""
    player = req.player
    figures = top_figures(t, player)
    card = yield from Effect(t, player, player).choose_card(
        figures,
        f"fade: you have {len(figures)} top figures; choose one to score (until only one is left)",
        verb="score",
        zone=BOARD,
    )
    assert card is not None  # (there are top figures, and the choice is not optional)
    req.card = card
    t.note(f"{t.names[player]} has {len(figures)} top figures: fades {NAME[card]}.")
    yield from door(t, request("score", player, card, action="fade"))


# -- values printed in effects ----------------------------------------------------------------


def dogma_plus(t: Table, player: int, n: int, effect) -> int:
    """Archimedes and Johannes Kepler increase every value in a Dogma action's effects."""
    run = effect.run
    return n + run.plus if run is not None and run.plus else n


RULES = SetRules(
    verbs=(
        Verb("inspire action", inspire_action, generator=True),
        Verb("decree action", decree_action, generator=True),
        Verb("fade", fade, generator=True),
    ),
    actions=(
        Action(
            "inspire",
            "inspire action",
            inspire_options,
            inspire_unavailable,
            once=True,
            label=_inspire_label,
        ),
        Action("decree", "decree action", decree_options, decree_unavailable, once=True),
    ),
    steps=(Step("after achieve", 1, figure_draws), Step("end of action", 1, fade_all)),
    modifiers=(("printed value", dogma_plus),),
    player_view=(bonus_view,),
)
