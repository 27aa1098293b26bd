"""The ruleset of a game: what the sets in play add to the rules, merged once.

Each set declares what it adds in one value, a :class:`~inno.engine.turn.SetRules`
at the end of its rules module (``echoes``, ``cities``, ``artifacts``,
``figures``; the base set's is here, gathered from the modules that define its
verbs and actions).  :func:`compose` merges those of the sets in play, once per
combination, into the :class:`Ruleset` the table holds (``table.rules``): the
door's verbs, the actions, the turn's steps by phase, the modifier of the
queries, the rules watching the door, the karmas' wiring, and the code of the
cards in play (:func:`card_code`: each set's package in ``inno.cards`` holds its
cards' code as a value).  Nothing is registered by importing a module.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from inno.data.cards import ARTIFACTS, BASE, CITIES, ECHOES, FIGURES, RELIC_OF, SETS
from inno.engine import (
    achievements,
    artifacts,
    cities,
    dogma,
    echoes,
    figures,
    karmas,
    queries,
    turn,
    verbs,
    winning,
)
from inno.engine.door import Request, Verb
from inno.engine.registry import CardCode
from inno.engine.table import Table
from inno.engine.turn import Action, SetRules, Step

BASE_RULES = SetRules(
    verbs=(*verbs.VERBS, *winning.VERBS, *dogma.VERBS, *turn.VERBS),
    actions=turn.ACTIONS,
)
RULES = {
    BASE: BASE_RULES,
    ECHOES: echoes.RULES,
    CITIES: cities.RULES,
    ARTIFACTS: artifacts.RULES,
    FIGURES: figures.RULES,
}
# With karmas that watch the door in play: the 5th after-meld step.
KARMA_RULES = SetRules(steps=(Step("after meld", 5, karmas.when_meld),))


class Ruleset:
    """The rules of one combination of sets (and options), merged from their declarations.

    ``verbs``: the door's verbs by name; ``actions``: in the action decision's order;
    ``turn_start``, ``after_meld``, ``after_achieve``, ``end_of_action``: each phase's
    steps in the rulebook's order; ``after``: the rules watching the door, by the verb
    of the request they follow; ``after_change``: what the door calls after a change
    that touched a player (special achievements, winning); ``modify``: what the
    queries named in ``modified`` pass their answers through (``rule_queries``: those
    the sets' rules change; ``modifies``: whether any rule or karma changes one);
    ``hooks``/``refresh``: the karmas', when karmas are in play (``when_verbs``: the
    verbs of the requests a "when" karma may follow, the others' are not asked about);
    ``relics``: the relics in the game (Artifacts, with the option); ``deal``: the sets
    of the two 1s each player draws at setup; ``player_view``: the sections the sets
    add to each player's view; ``cards``: the code of the cards' effects and karmas.
    """

    # (A plain class, filled by compose and never changed: a dataclass is built anew at every
    # import of inno.)
    __slots__ = (
        "sets",
        "verbs",
        "actions",
        "turn_start",
        "after_meld",
        "after_achieve",
        "end_of_action",
        "after",
        "after_change",
        "modify",
        "modifies",
        "modified",
        "rule_queries",
        "hooks",
        "when_verbs",
        "refresh",
        "relics",
        "deal",
        "player_view",
        "cards",
    )
    sets: tuple[int, ...]
    verbs: Mapping[str, Verb]
    actions: tuple[Action, ...]
    turn_start: tuple[Callable, ...]
    after_meld: tuple[Callable, ...]
    after_achieve: tuple[Callable, ...]
    end_of_action: tuple[Callable, ...]
    after: Mapping[str, tuple[Callable, ...]]
    after_change: Callable[[Table, Request], Iterable[Request]]
    modify: queries.Modify
    modifies: bool
    modified: frozenset[str]
    rule_queries: frozenset[str]
    hooks: Callable | None
    when_verbs: frozenset[str]
    refresh: Callable[[Table], None] | None
    relics: tuple[int, ...]
    deal: tuple[int, int]
    player_view: tuple[Callable[[Table, int], dict[str, Any]], ...]
    cards: CardCode


@functools.cache
def card_code(sets: tuple[int, ...]) -> CardCode:
    """The code of the cards of ``sets``: the ``CODE`` of each set's package in
    ``inno.cards``, found by the set's name, joined (Cities' cards print no effect: it has
    none).  The relics are Artifacts cards, in its package (a game has them only with
    Artifacts); the Decrees are in Figures'.

    Card content sits above the engine (tests/test_layers.py: data < engine < cards): no
    engine module imports it.  This is the one place the engine reaches it, by name, when
    a game of these sets is first composed, so that importing ``inno`` or the engine
    imports no card module.
    """
    return CardCode.join(
        *(importlib.import_module(f"inno.cards.{SETS[s]}").CODE for s in sets if s != CITIES)
    )


@functools.cache
def compose(
    sets: tuple[int, ...], relics: bool, cards: CardCode, karma_wiring: tuple[bool, bool, bool]
) -> Ruleset:
    """The ruleset of ``sets`` with the relics option, the code of their cards (that of
    :func:`card_code`; the tests add synthetic karmas to it), and the karmas' wiring
    (``karmas.configure``: refresh, hooks, modify)."""
    refresh, hooks, karma_modify = karma_wiring
    declared = [RULES[s] for s in sets] + ([KARMA_RULES] if hooks else [])
    found: dict[str, Verb] = {}
    for verb in (v for d in declared for v in d.verbs):
        if verb.name in found:
            raise ValueError(f"verb {verb.name!r} is declared twice")
        found[verb.name] = verb
    steps = sorted((s for d in declared for s in d.steps), key=lambda s: s.order)
    phases = {phase: tuple(s.fn for s in steps if s.phase == phase) for phase in turn.PHASES}
    modifiers: dict[str, tuple[Callable, ...]] = {}
    after: dict[str, tuple[Callable, ...]] = {}
    for d in declared:
        for query, fn in d.modifiers:
            modifiers[query] = (*modifiers.get(query, ()), fn)
        for verb_name, rule in d.after:
            after[verb_name] = (*after.get(verb_name, ()), rule)
    modify, rule_queries, modified = queries.compose(
        modifiers, karmas.modify if karma_modify else None
    )
    r = Ruleset()
    r.sets = sets
    r.verbs = found
    r.actions = tuple(a for d in declared for a in d.actions)
    for a in r.actions:
        a.ready()
    r.turn_start = phases["turn start"]
    r.after_meld = phases["after meld"]
    r.after_achieve = phases["after achieve"]
    r.end_of_action = phases["end of action"]
    r.after = after
    r.after_change = achievements.after_change
    r.modify = modify
    r.modifies = bool(modifiers) or karma_modify
    r.modified = modified
    r.rule_queries = rule_queries
    r.hooks = karmas.hooks if hooks else None
    r.when_verbs = karmas.WHEN_VERBS if hooks else frozenset()
    r.refresh = karmas.refresh if refresh else None
    r.relics = tuple(c for c in turn.cards_of(sets, relics) if RELIC_OF[c] is not None)
    r.deal = (BASE, next((d.deal for d in declared if d.deal is not None), BASE))
    # (A section several sets add, such as bonuses, is shown once.)
    r.player_view = tuple(dict.fromkeys(f for d in declared for f in d.player_view))
    r.cards = cards
    return r
