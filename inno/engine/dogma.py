"""The Dogma action: featured icons, sharing, demands, echo effects and the sharing bonus.

* Counts of the featured icon are taken once, before any effect.
* Players with at least as many as the activating player share each
  non-demand effect, clockwise from the activating player's left, before the
  activating player executes it.  Opponents with fewer execute each demand;
  opponents who would share execute each compel (Artifacts).  With five or
  more players, the recommended rule for distant players (two or more seats
  away; the ``distant_players`` option): they share with at least twice as
  many, and are vulnerable if the activating player has more than twice as
  many.
* Echo effects (Echoes): before the card's dogma effects, each echo effect
  visible in its colour on the activating player's board, bottom card first,
  shared like a non-demand effect.  Not when an effect executes another card's
  effects (the online rules' clarification).
* If a sharer who is an opponent (not a teammate) changed the game while
  executing a shared effect (the door counts every card moved or revealed and
  every new splay), the activating player takes a free Draw action afterwards:
  the ``sharing bonus`` request.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from inno.data.cards import COLOR, DOGMA, ICONS, NAME, TOP_ICONS
from inno.engine import queries
from inno.engine.context import DogmaComplete, Effect
from inno.engine.door import Request, Verb, door, request
from inno.engine.events import event
from inno.engine.table import Table

DEMANDS = ("demand", "compel")


class Run:
    """One execution of a card's effects, and what its effects remember.

    ``memo`` is shared by all effects and all players of this execution, so
    that e.g. Oars's second effect can ask whether its demand transferred
    anything, Democracy can compare how many cards each player returned, and
    a dogma effect can ask what the card's echo effect did.
    """

    __slots__ = (
        "leader",
        "card",
        "sharers",
        "victims",
        "compelled",
        "memo",
        "bonus",
        "plus",
        "displayed",
        "featured",
    )

    def __init__(
        self,
        leader: int,
        card: int,
        sharers: list[int],
        victims: list[int],
        compelled: list[int] | None = None,
    ):
        self.leader = leader
        self.card = card
        self.sharers = sharers
        self.victims = victims
        self.compelled = compelled or []
        self.memo: dict = {}
        self.bonus = False
        self.plus = 0  # added to every value printed in its effects (Archimedes, Kepler)
        # The free Dogma action on the leader's displayed artifact (Artifacts): its icons
        # count with the leader's board for the whole action.
        self.displayed = False
        # The Dogma action's featured icon (a karma may have chosen another: Confucius); -1
        # for an execution that is not a Dogma action's.
        self.featured = -1


def eligibility(t: Table, leader: int, counts: list[int]) -> tuple[list, list, list]:
    """(sharers, demanded, compelled) for a dogma of ``leader``, by featured icon counts."""
    mine = counts[leader]
    distant_rule = t.state.n >= 5 and t.options["distant_players"]
    sharers, demanded, compelled = [], [], []
    for q in t.clockwise_from_left(leader):
        theirs = counts[q]
        if distant_rule and t.distance(leader, q) >= 2:
            shares, vulnerable = theirs >= 2 * mine, mine > 2 * theirs
        else:
            shares, vulnerable = theirs >= mine, theirs < mine
        opponent = t.team[leader] != t.team[q]  # (``is_opponent``, without its call)
        if shares:
            sharers.append(q)
            if opponent:
                compelled.append(q)
        elif vulnerable and opponent:
            demanded.append(q)
    return sharers, demanded, compelled


def targets(t: Table, leader: int) -> dict[str, dict]:
    """Who each dogma ``leader`` can activate now would reach, from the icon counts.

    For each card (by name): the featured ``icon``, each player's ``counts`` of
    it, and who would ``share`` its non-demand (and echo) effects, be ``demanded`` or be
    ``compelled``.  A forecast for players to read: a karma may still change how
    the Dogma action is taken.
    """
    found = {}
    names = t.names
    for card in queries.activatable(t, leader):
        featured = queries.featured_icon(t, card)
        if featured < 0:
            continue
        counts = [queries.icons(t, q)[featured] for q in range(t.state.n)]
        sharers, demanded, compelled = eligibility(t, leader, counts)
        kinds = {kind for kind, _ in DOGMA[card]}
        if echoes_of(t, leader, card):  # (echo effects are shared too)
            kinds.add("non_demand")
        found[NAME[card]] = {
            "icon": ICONS[featured],
            "counts": {names[q]: n for q, n in enumerate(counts)},
            "share": [names[q] for q in sharers] if "non_demand" in kinds else [],
            "demanded": [names[q] for q in demanded] if "demand" in kinds else [],
            "compelled": [names[q] for q in compelled] if "compel" in kinds else [],
        }
    return found


def echoes_of(t: Table, player: int, card: int) -> Sequence:
    """The echo effects a Dogma action of ``player`` on ``card`` executes first: those of
    the card's colour on its owner's board (a karma may let you activate a card of another
    board: Ptolemy, Sergey Brin)."""
    owner = t.state.owner[card] if t.state.owner[card] >= 0 else player
    return queries.echo_cards(t, owner, COLOR[card])


@dataclass(slots=True)
class DogmaChanges:
    """What karmas changed about how a Dogma action is taken (its request's ``data``)."""

    featured: int | None = None  # the icon used instead of the featured icon
    counts: list[int] | None = None  # by player, instead of the featured icon's counts
    majority: int | None = None  # a player who has the sole majority
    plus: int = 0  # added to every value printed in its effects


_UNCHANGED = DogmaChanges()  # (read, never written)


def how(req: Request) -> DogmaChanges:
    """What karmas changed about how the Dogma action ``req`` is taken (a karma writes
    its change there)."""
    if req.data is None:
        req.data = DogmaChanges()
    return req.data


def dogma_action(t: Table, req: Request):
    """Activate ``req.card`` for ``req.player``: the Dogma action (or a free one)."""
    player, card = req.player, req.card
    changed: DogmaChanges = req.data or _UNCHANGED
    featured = changed.featured
    if featured is None:
        featured = queries.featured_icon(t, card)
    if featured < 0:  # a city: no featured icon, nothing to execute
        t.note(f"{NAME[card]} has no dogma effects.")
        return
    counts = changed.counts  # (a karma's: Alexander the Great's scores, not icons)
    if counts is None:
        counts = []
        for q in range(t.state.n):  # (a loop: cheaper than a comprehension for a few players)
            counts.append(queries.icons(t, q)[featured])
        if req.action == "display":
            # A displayed artifact (Artifacts): "determine sharing and vulnerability, adding
            # the icons from the card on display to your total".
            counts[player] += TOP_ICONS[card][featured]
    if changed.majority is not None:  # Muhammad Yunus: "the sole majority in its featured icon"
        counts[changed.majority] = max(counts) + 1
    t.events.append(event("dogma", player, card, (tuple(counts),)))
    sharers, demanded, compelled = eligibility(t, player, counts)
    run = Run(player, card, sharers, demanded, compelled)
    run.plus = changed.plus
    run.displayed = req.action == "display"
    run.featured = featured
    cards = t.rules.cards
    effects: Sequence = cards.effects_of(card)
    echoes = echoes_of(t, player, card)
    if echoes:
        effects = [(getattr(c, "card", c), 0, "echo", cards.echo_of(c)) for c in echoes]
        effects = [*effects, *cards.effects_of(card)]
    try:
        yield from execute_effects(t, run, effects, doubled=req.action == "endorse")
    except DogmaComplete:
        t.note(f"{NAME[card]}: the dogma action is complete.")
    if run.bonus or t.hooks is not None:  # (a karma may watch a bonus not earned)
        yield from door(t, request("sharing bonus", player, card, data=run))


def execute_effects(t: Table, run: Run, effects: Sequence, doubled: bool = False):
    """Execute ``effects`` ((card, index, kind, fn) in order) for the players of ``run``.

    ``doubled`` (an Endorse action): demands go around the table twice, and the
    activating player executes each non-demand effect twice (sharers once).  A
    player who lost meanwhile (Exxon Valdez) takes no further part.
    """
    leader = run.leader
    out = t.state.out
    times = 2 if doubled else 1
    for card, i, kind, fn in effects:
        if kind in DEMANDS:
            targets = run.compelled if kind == "compel" else run.victims
            for again in range(times):
                # (a player who lost meanwhile, Exxon Valdez's, is out of the second round)
                live = [victim for victim in targets if victim not in out] if out else targets
                if live:
                    data = (i, kind, tuple(live)) + ((True,) if again else ())
                    t.events.append(event("effect", leader, card, data))
                for victim in live:
                    if victim not in out:
                        yield from demand(t, Effect(t, victim, leader, card, run, kind), fn)
            continue
        t.events.append(event("effect", leader, card, (i, kind, (*run.sharers, leader))))
        for sharer in run.sharers:
            if sharer in out:
                continue
            before = t.changes
            yield from fn(Effect(t, sharer, leader, card, run, kind))
            if t.changes != before and t.is_opponent(leader, sharer):
                run.bonus = True
        for again in range(times):
            if leader not in out:
                if again:  # (the Endorse's second execution: a line of its own)
                    t.events.append(event("effect", leader, card, (i, kind, (leader,), True)))
                yield from fn(Effect(t, leader, leader, card, run, kind))


def demand(t: Table, x: Effect, fn):
    """A demand (or compel) of ``x.leader`` on ``x.you``: it passes the door, where a karma
    may answer it (Hammurabi, Edward Jenner)."""
    if t.hooks is None:
        yield from fn(x)
    else:
        yield from door(t, request("demand", x.you, x.card, effect=x, data=fn))


def demand_verb(t: Table, req: Request):
    """Execute the demand ``req.data`` (an effect function) for ``req.effect``."""
    yield from req.data(req.effect)


def sharing_bonus(t: Table, req: Request):
    """After a Dogma action (its execution: ``req.data``): the free Draw action, if a sharer
    changed the game."""
    run = req.data
    if run.bonus and req.player not in t.state.out:
        t.note(f"{t.names[req.player]} takes a free Draw action for sharing.")
        # (The request names the card activated, and its data the Dogma action's featured
        # icon, which its draw carries: Sun Tzu asks for it.)
        yield from door(
            t,
            request(
                "draw action", req.player, req.card, free=True, action="sharing", data=run.featured
            ),
        )


def execute_here(t: Table, req: Request):
    """ "Execute the effects of <card> as if they were on this card. Do not share them."

    Every effect of ``req.card`` (no echo effects), in order, by ``req.player``:
    the non-demand effects alone (nobody shares); each demand (compel) for the
    opponents who would be vulnerable to (compelled by) this dogma of the card
    executing now (``req.effect.card``), by the featured icon counts now -- with the
    icons of that card if it is the displayed artifact of a free Dogma action (The Daily
    Courant on display: "adding the icons from the card on display to your total").
    """
    player, card = req.player, req.card
    here = req.effect.card if req.effect is not None else card
    t.note(f"{t.names[player]} executes the effects of {NAME[card]}.")
    featured = queries.featured_icon(t, here)
    victims: list[int] = []
    compelled: list[int] = []
    if featured >= 0:
        counts = [queries.icons(t, q)[featured] for q in range(t.state.n)]
        action = req.effect.run if req.effect is not None else None
        if action is not None and action.displayed and action.card == here:
            counts[action.leader] += TOP_ICONS[here][featured]
        _, victims, compelled = eligibility(t, player, counts)
    run = Run(player, card, [], victims, compelled)
    run.plus = _plus(req)
    out = t.state.out
    for _, i, kind, fn in t.rules.cards.effects_of(card):
        if kind in DEMANDS:
            targets = compelled if kind == "compel" else victims
            if targets:
                t.events.append(event("effect", player, card, (i, kind, tuple(targets))))
            for victim in targets:
                if victim not in out:
                    yield from demand(t, Effect(t, victim, player, card, run, kind), fn)
        elif player not in out:
            yield from fn(Effect(t, player, player, card, run, kind))


def execute_for_self(t: Table, req: Request):
    """ "Execute each of its non-demand effects. Do not share them." (No echo effects.)"""
    player, card = req.player, req.card
    t.note(f"{t.names[player]} executes the non-demand effects of {NAME[card]}.")
    run = Run(player, card, [], [])
    run.plus = _plus(req)
    for _, _, kind, fn in t.rules.cards.effects_of(card):
        if kind not in DEMANDS and player not in t.state.out:
            yield from fn(Effect(t, player, player, card, run, kind))


def _plus(req: Request) -> int:
    """What the action an effect executes in adds to printed values (Johannes Kepler:
    "Increase each {age} value in any effect during this action")."""
    run = req.effect.run if req.effect is not None else None
    return run.plus if run is not None else 0


# The verbs this module defines (in the ruleset of every game: inno.engine.ruleset).
VERBS = (
    Verb("dogma action", dogma_action, generator=True),
    Verb("demand", demand_verb, generator=True),
    Verb("sharing bonus", sharing_bonus, generator=True),
    Verb("execute here", execute_here, generator=True),
    Verb("execute", execute_for_self, generator=True),
)
