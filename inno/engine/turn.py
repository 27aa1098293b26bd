"""Setup, turns with their phases, the actions, and what a set declares (SetRules).

:func:`main` is the game's driver generator.  Everything it needs to resume
is in the state (``phase``, ``current``, ``actions_left``), so it can be
restarted from a snapshot at any action decision: that is how a saved game
is restored (see ``Game._restore_checkpoint``).

**What a set adds** is declared in one value, :class:`SetRules`, at the end
of the set's module (the base set's in ``inno.engine.ruleset``, which merges
those of the sets in play into the game's ruleset, ``table.rules``).

**Actions** (:class:`Action`): each names the options it offers in the action
decision and the door verb that takes it.  Draw, Meld, Dogma and Achieve are
here; the expansions declare theirs (Endorse, Decree, Inspire).

**Phases**: the sets in play add *steps* (:class:`Step`) to the phases of a
turn, each at its place in the rulebook's order:

* ``"turn start"``: before a player's first action (Artifacts' display);
* ``"after meld"``: after a Meld action, in the order "1) a City icon's effect,
  2) draw a City, 3) dig an Artifact, 4) promote a foreshadowed card, 5) a
  figure's When karma";
* ``"after achieve"``: after an Achieve action (Figures' draws);
* ``"end of action"``: after every action (Figures' fade).
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from inno.data.cards import AGE, BASE, KIND, N_CARDS, NAME, SET, alphabetical, describe_back
from inno.engine import dogma, queries, rng
from inno.engine.decisions import Decision
from inno.engine.door import Request, Verb, door, request
from inno.engine.events import event, seen_now
from inno.engine.state import AVAILABLE, DECREES, HAND, RELICS, SPECIAL, SUPPLY
from inno.engine.table import Table

# -- actions ----------------------------------------------------------------------


def _label(t: Table, key: str, argument: Any) -> str:
    """How the log names an action: "Draw", "Meld Archery", "Achieve 3"."""
    if argument is None:
        return key.capitalize()
    if key == "achieve" and argument in t.state.available:
        return f"Achieve {AGE[argument]}"
    return f"{key.capitalize()} {NAME[argument]}"


class Action:
    """An action a player can take.

    ``options(table, player, action, options, values)`` appends the action's
    option strings and, in parallel, their values ``(action, argument)`` (the
    argument is the card the action acts on, None for a Draw action);
    ``why_not(table, player)`` lists (option, reason) for what is not possible
    now; ``verb`` is the door verb that takes the action; ``label(table, key,
    argument)`` names the action taken in the log.
    """

    __slots__ = ("key", "verb", "options", "why_not", "once", "label", "with_card", "alone")

    def __init__(
        self,
        key: str,
        verb: str,
        options: Callable[[Table, int, Action, list, list], None],
        why_not: Callable[[Table, int], list],
        once: bool = False,
        label: Callable[[Table, str, Any], str] = _label,
    ) -> None:
        self.key = key
        self.verb = verb
        self.options = options
        self.why_not = why_not
        self.once = once  # at most once per turn (the expansions' special actions)
        self.label = label
        # The values of its options, made once rather than at every action decision:
        # ``alone`` is ``(self, None)``, ``with_card[card]`` is ``(self, card)`` (made when
        # a ruleset first has this action: see ``ready``).
        self.alone = (self, None)
        self.with_card: tuple[tuple[Action, int], ...] = ()

    def ready(self) -> None:
        """Make ``with_card`` (once: when the first game with this action begins, rather
        than when ``inno`` is imported)."""
        if not self.with_card:
            self.with_card = tuple(zip(itertools.repeat(self), range(N_CARDS)))


class Step(NamedTuple):
    """A step of a turn's ``phase``, at ``order`` among those of the sets in play:
    ``fn(table, player, ...)``, a generator (the arguments of each phase: see :data:`PHASES`)."""

    phase: str
    order: int
    fn: Callable


# (Named tuples, not dataclasses: a dataclass is built anew at every import of inno.)
class SetRules(NamedTuple):
    """What a set adds to the rules: its door verbs, its actions, its turn steps, its
    rules changing what a query answers (``modifiers``: (query, ``fn(table, player,
    answer, *args) -> answer``)), and its rules watching the door (``after``: (verb,
    ``rule(table, request)``, a generator run after each request of that verb), and
    what it changes in the setup deal, and what it adds to each player's view."""

    verbs: tuple[Verb, ...] = ()
    actions: tuple[Action, ...] = ()
    steps: tuple[Step, ...] = ()
    modifiers: tuple[tuple[str, Callable], ...] = ()
    after: tuple[tuple[str, Callable], ...] = ()
    # The set of the second 1 each player draws at setup, instead of a base card (Echoes).
    deal: int | None = None
    # What the set adds to each player's view: ``section(table, player) -> {key: value}``
    # (sets that add the same section name the same function: it is shown once).
    player_view: tuple[Callable[[Table, int], dict[str, Any]], ...] = ()


def unavailable(t: Table, player: int) -> list[dict]:
    """Each action the player cannot take now, with the reason (for every surface to show)."""
    found = []
    for a in t.rules.actions:
        if a.once and a.key in t.state.used:
            found.append({"action": a.key, "why": f"you have taken the {a.key} action this turn"})
            continue
        found.extend({"action": option, "why": why} for option, why in a.why_not(t, player))
    return found


# The action strings of the decision protocol, made once per card.
MELD = tuple(f"meld {name}" for name in NAME)
DOGMA = tuple(f"dogma {name}" for name in NAME)
ACHIEVE = tuple(f"achieve {age}" for age in range(12))


def draw_options(t: Table, player: int, a: Action, options: list, values: list) -> None:
    options.append("draw")
    values.append(a.alone)


def meld_options(t: Table, player: int, a: Action, options: list, values: list) -> None:
    unlooked = t.state.unlooked[player]
    p = t.state.players[player]
    hand = queries.hand(t, player)  # (and what counts as in it: Emperor Meiji's forecast)
    if not unlooked and not p.display:  # (the usual case, more cheaply)
        for card in hand:
            options.append(MELD[card])
            values.append(a.with_card[card])
        return
    # The card on display (Artifacts) can be melded "as if it is in your hand".
    for card in (*hand, *p.display) if p.display else hand:
        if card in unlooked:
            # Named by its back only (its owner has not looked at it); cards with
            # the same back are all one option to them.
            option = f"meld face-down {describe_back(card)}"
            if option in options:
                continue
        else:
            option = MELD[card]
        options.append(option)
        values.append(a.with_card[card])


def dogma_options(t: Table, player: int, a: Action, options: list, values: list) -> None:
    for card in queries.activatable(t, player):
        options.append(DOGMA[card])
        values.append(a.with_card[card])


def meld_unavailable(t: Table, player: int) -> list:
    # (the card on display, Artifacts, can be melded as if it is in the hand)
    if queries.hand(t, player) or t.state.players[player].display:
        return []
    return [("meld", "no card in your hand")]


def dogma_unavailable(t: Table, player: int) -> list:
    tops = t.state.players[player].top_cards()
    if not tops:
        return [("dogma", "no top card on your board")]
    active = queries.activatable(t, player)
    return [(DOGMA[c], "no dogma effect to execute") for c in tops if c not in active]


def achieve_options(t: Table, player: int, a: Action, options: list, values: list) -> None:
    centre = t.state.shared[AVAILABLE]
    if "available achievements" in t.modified:
        available = queries.available_achievements(t, player)
    else:
        available = centre  # (the query's answer, without the call: asked at every action)
    if not available:
        return
    ages: Sequence[int]
    # The ages in the centre and the first card of each, found again only when the
    # centre changed (a few times a game), not at every action decision.
    by_age = t.centre_by_age
    if by_age[0] != centre:
        by_age = t.centre_by_age = (centre[:], *_by_age(centre))
    _, ages, first = by_age
    if available is not centre:
        ages = sorted({AGE[c] for c in available})
    eligible = queries.eligible_ages(t, player, ages)
    if not eligible:
        return
    for age in eligible:
        if age in first:
            options.append(ACHIEVE[age])
            values.append(a.with_card[first[age]])
    if available is not centre:
        # What else counts as an available achievement for this player (a karma: Cai
        # Lun's forecast, Amina Sukhera's top cards) is named by the card.
        for card in available:
            if card not in centre and AGE[card] in eligible:
                options.append(f"achieve {NAME[card]}")
                values.append(a.with_card[card])


def _by_age(cards: list[int]) -> tuple[tuple[int, ...], dict[int, int]]:
    """The ages of ``cards`` in order, and the first card of each age."""
    first: dict[int, int] = {}
    for card in cards:
        first.setdefault(AGE[card], card)
    return tuple(sorted(first)), first


def achieve_unavailable(t: Table, player: int) -> list:
    available = queries.available_achievements(t, player)
    if not available:
        return [("achieve", "no standard achievement is available")]
    found = []
    for age in sorted({AGE[c] for c in available}):
        reason = queries.ineligible_because(t, player, age)
        if reason:
            found.append((ACHIEVE[age], reason))
    return found


ACTIONS = (
    Action("draw", "draw action", draw_options, lambda t, player: []),
    Action("meld", "meld action", meld_options, meld_unavailable),
    Action("dogma", "dogma action", dogma_options, dogma_unavailable),
    Action("achieve", "achieve action", achieve_options, achieve_unavailable),
)


def action_decision(t: Table, player: int) -> Decision:
    s = t.state
    options: list[str] = []
    values: list = []
    for a in t.rules.actions:
        if not (a.once and a.key in s.used):
            a.options(t, player, a, options, values)
    d = Decision(player, "action", _action_prompt(s.turn, s.n, s.actions_left), options, values)
    d.details = lambda: {
        "unavailable": unavailable(t, player),
        "dogma_targets": dogma.targets(t, player),
    }
    return d


@functools.cache  # (a few hundred turns at most: a plain cache costs less than an LRU one)
def _action_prompt(turn: int, players: int, left: int) -> str:
    """The action decision's prompt (formatted once, not at every action decision)."""
    first = left == _actions_in(turn, players)
    return (
        f"Turn {turn}: choose your {'first' if first else 'next'} action "
        f"({left} action{'s' if left != 1 else ''} left)"
    )


def take_action(t: Table, player: int, chosen: tuple) -> Request:
    """Log the action ``chosen``; returns the request that takes it, for the door.

    (A plain function, not a generator passing the request through the door: every
    answer given during the action would pass through one more generator.)
    """
    a, argument = chosen
    t.action_start = t.changes
    label = a.label(t, a.key, argument)
    card, seen = -1, None
    if argument is not None and NAME[argument] in label:
        # The card the action names (a card in a hand, a forecast...) is named only
        # to those who can see it; the others read its back until it shows.
        card, seen = argument, seen_now(t, argument)
    t.events.append(event("action", player, card, (label,), seen))
    if a.once:
        t.state.used.append(a.key)
    return request(a.verb, player, -1 if argument is None else argument)


def draw_action(t: Table, req: Request):
    """Draw a card of the value of your highest top card (``req.action``: why, if free).

    The draw carries the action's data: for sharing, the Dogma action's featured icon
    (Sun Tzu's karma reads it)."""
    value = queries.draw_action_value(t, req.player)
    yield from door(
        t, request("draw", req.player, value=value, action=req.action or "draw", data=req.data)
    )


def meld_action(t: Table, req: Request):
    """Meld a card from your hand; then the after-meld steps of the sets in play."""
    player, card = req.player, req.card
    melded = yield from door(t, request("meld", player, card, action="meld"))
    if melded.done:
        # The card it covered when it was melded (a karma acting first may have changed
        # the stack: Catherine the Great); -1 if none, or if a karma did the meld itself.
        covered = -1 if melded.result is None else melded.result
        for after_meld in t.rules.after_meld:
            yield from after_meld(t, player, card, covered)


def achieve_action(t: Table, req: Request):
    """Claim an available standard achievement you are eligible for."""
    steps = t.rules.after_achieve  # (counted only when a set adds a step: Figures)
    before = queries.standard_achievement_count(t, req.player) if steps else 0
    yield from door(t, request("achieve", req.player, req.card, action="achieve"))
    if steps:
        # What the action did, whatever a karma did to it: whether it claimed a standard
        # achievement (Shivaji may take it first; Murasaki Shikibu achieves one of hers).
        claimed = queries.standard_achievement_count(t, req.player) > before
        for after_achieve in steps:
            yield from after_achieve(t, req.player, req.card, claimed)


VERBS = (
    Verb("draw action", draw_action, generator=True),
    Verb("meld action", meld_action, generator=True),
    Verb("achieve action", achieve_action, generator=True),
)

# -- phases -----------------------------------------------------------------------

# The phases of a turn, and the arguments of their steps after the table.
PHASES = {
    "turn start": "player",
    "after meld": "player, the card melded, the card it covered (-1: none)",
    "after achieve": "player, the card asked for, whether the action claimed a standard achievement",
    "end of action": "the current player",
}


# -- setup and the driver -----------------------------------------------------------------


def setup(t: Table) -> None:
    """Rulebook setup steps 1-4 and the deal of step 5 (before anyone chooses)."""
    s = t.state
    for card in cards_in_play(t):
        if KIND[card] == "age":
            s.put(card, SUPPLY)
        elif KIND[card] == "special_achievement":
            s.put(card, SPECIAL)
        elif KIND[card] == "decree":  # Figures: beside the special achievements
            s.put(card, DECREES)
        else:  # a relic: face up beside the supply pile of its age
            s.put(card, RELICS)
    for piles in s.piles:
        for pile in piles:
            s.rng = rng.shuffle(s.rng, pile)
    # One base card of each age 1-9 becomes a standard achievement.
    for age in range(1, 10):
        s.move(s.piles[BASE][age][-1], AVAILABLE)
    # Each player draws two 1s: with Echoes, one base card and one Echoes card.
    for player in range(s.n):
        for set_ in t.rules.deal:
            s.move(s.piles[set_][1][-1], HAND, player)


def cards_in_play(t: Table) -> list[int]:
    """The age cards and special achievements of the sets in play (and the relics, with
    the option), in card order."""
    return list(cards_of(t.sets, bool(t.options.get("relics"))))


@functools.cache
def cards_of(sets: tuple[int, ...], relics: bool) -> tuple[int, ...]:
    # (Found once per combination of sets: every new game asks.)
    kinds = ("age", "special_achievement", "decree", *(("relic",) if relics else ()))
    return tuple(c for c in range(N_CARDS) if SET[c] in sets and KIND[c] in kinds)


def main(t: Table):
    s = t.state
    if s.phase == "setup":
        yield from choose_first_melds(t)
        yield from start_turn(t)
    elif s.phase == "start":  # (a position at the start of a turn: docs/position-format.md)
        yield from start_turn(t)
    while True:
        player = s.current
        t.top = True  # a checkpoint: the state alone says what happens next
        chosen = yield action_decision(t, player)
        t.top = False
        yield from door(t, take_action(t, player, chosen))
        yield from end_of_action(t)
        s.actions_left -= 1
        # (A player who lost and left the game has no more actions.)
        if s.actions_left <= 0 or player in s.out:
            next_turn(t)
            s.phase = "start"  # the next turn has not begun (a position here starts it)
            if t.options["confirm_turn_end"]:  # (no generator made at every turn without it)
                yield from confirm_turn_end(t, player)
            t.events.append(event("turn", s.current, data=(s.turn,)))
            yield from start_turn(t)


def end_of_action(t: Table):
    """The steps at the end of every action (Figures' fade), a free one included (the
    Dogma action on a displayed artifact)."""
    for step in t.rules.end_of_action:
        yield from step(t, t.state.current)


def confirm_turn_end(t: Table, player: int):
    """With the option ``confirm_turn_end``, the player whose turn just ended confirms it
    before the next one begins, so that their last action can be undone until then (an
    online site's "confirm the end of your turn")."""
    confirm = t.options.get("confirm_turn_end")
    if confirm is True or (isinstance(confirm, list) and t.names[player] in confirm):
        if player not in t.state.out:
            yield Decision(
                player,
                "choose_option",
                "your turn is over: confirm it (until you do, you can undo your last action)",
                ["end turn"],
            )


def start_turn(t: Table):
    """The start-of-turn steps of the current player (Artifacts' display), in the phase
    ``"start"``: the state says that the turn has not begun, so a position written at one
    of their decisions starts the turn again."""
    s = t.state
    s.phase = "start"
    for start_step in t.rules.turn_start:
        yield from start_step(t, s.current)
    s.phase = "action"


def choose_first_melds(t: Table):
    """All players simultaneously choose one of their two cards to meld first."""
    s = t.state
    for player in range(s.n):
        if s.initial[player] >= 0:
            continue
        hand = s.players[player].hand
        if len(hand) == 1:  # only in a hand-made setup position
            s.initial[player] = hand[0]
            continue
        s.initial[player] = yield Decision(
            player,
            "choose_card",
            "Setup: choose the card to meld first (the other stays in your hand); "
            "the others see your choice when everybody has chosen",
            [NAME[c] for c in hand],
            hand[:],
            verb="meld",
            zone="hand",
        )
    for player in range(s.n):
        yield from door(t, request("meld", player, s.initial[player], action="setup"))
    first = min(range(s.n), key=lambda p: alphabetical(s.initial[p]))
    s.phase = "action"
    s.current = first
    s.turn = 1
    s.actions_left = 1
    t.events.append(event("turn", first, data=(1,)))


def actions_in_turn(s) -> int:
    """How many actions the current turn has."""
    return _actions_in(s.turn, s.n)


def _actions_in(turn: int, players: int) -> int:
    """How many actions turn ``turn`` has: the first player (the first two with four or
    more players) takes one action on their first turn."""
    return 1 if turn <= (2 if players >= 4 else 1) else 2


def next_turn(t: Table) -> None:
    """Set up the next player's turn, after the last action of a turn (it is logged when
    it begins)."""
    s = t.state
    s.current = (s.current + 1) % s.n
    while s.current in s.out:  # players who lost have no turns
        s.current = (s.current + 1) % s.n
    s.turn += 1
    s.actions_left = actions_in_turn(s)
    s.tucked = [0] * s.n
    s.scored = [0] * s.n
    s.used = []
