"""Karmas (Figures in the Sand): hooks at the door and changes to the queries.

"Karma effects ... do not need to be activated with a Dogma action to be
used"; they act while their card is a top card.  A card's karmas are
declared in its set's card code (:class:`~inno.engine.registry.Karma`, in a
:class:`~inno.engine.registry.CardCode`; the game's is ``table.rules.cards``).
When a game has cards with karmas in play, :func:`configure` gives the table

* ``hooks``: the door asks it for the "would ... instead/first" karmas that
  apply to a request: the top cards' karmas listening to the request's verb
  (a karma names its ``verbs``: they are indexed by verb) whose ``trigger``
  accepts it; and for the "when you meld this card" karmas after a meld;
* ``modify``: every query passes its answer through the "each" karmas that
  change it (a karma's ``modify``, given its owner's :class:`Reading`).

"When" karmas of a card melded by a Meld action wait for their place among
the after-meld steps (5th, after promotion); melded any other way, they act
at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from inno.data.cards import KARMA_KINDS, NAME
from inno.engine import queries
from inno.engine.context import Effect
from inno.engine.door import FIRST, INSTEAD, WHEN, Hook, Request, request, run_hook
from inno.engine.registry import (
    EACH,
    WHEN_MELD,
    WOULD_FIRST,
    WOULD_INSTEAD,
    CardCode,
    Verbs,
)
from inno.engine.state import DISPLAY
from inno.engine.table import Table
from inno.engine.turn import cards_in_play
from inno.engine.vocabulary.where import Where
from inno.errors import CardNotImplemented

_HOOK_KIND = {WOULD_INSTEAD: INSTEAD, WOULD_FIRST: FIRST}


class Reading(Where):
    """What an "each" karma is written in: the read-only part of the effects' vocabulary,
    ``you`` being the karma's owner (``x.hand()``, ``x.icons(CROWN)``, ...)."""

    __slots__ = ("game", "state", "you", "card")

    def __init__(self, game: Table, owner: int, card: int) -> None:
        self.game = game
        self.state = game.state
        self.you = owner
        self.card = card


def configure(t: Table, cards: CardCode) -> tuple[bool, bool, bool]:
    """The table's karmas (those of ``cards``, the code of the cards of the sets in play):
    which cards in play have karmas not written yet.

    Returns what the game's ruleset needs of this module (``inno.engine.ruleset``):
    whether to :func:`refresh` after each verb (any karma in play), to ask the
    :func:`hooks` at the door (a "would" or "when" karma), and to pass the queries
    through :func:`modify` (an "each" karma).
    """
    in_play = set(cards_in_play(t))
    karmas = [k for card, ks in cards.karmas.items() if card in in_play for k in ks]
    t.modifying = False
    # A card whose karmas are not all written fails loudly once it is a top card.
    t.missing_karmas = frozenset(
        c for c in in_play if KARMA_KINDS[c] and not cards.karmas_implemented(c)
    )
    missing = bool(t.missing_karmas)
    # Only "each" karmas change queries: without them every query stays a plain read.
    each = missing or any(k.kind == EACH for k in karmas)
    # The queries the karmas of the top cards change (any, until the first refresh; none
    # without "each" karmas: ``queries.highest_top_value`` keeps its answer then).
    t.karma_queries = queries.QUERIES if each else frozenset()
    return (missing or bool(karmas), missing or any(k.kind != EACH for k in karmas), each)


class _Index:
    """The karmas of every top card, sorted for the door and the queries: found again only
    when a board's top cards or the current player changed (each board keeps its own
    karmas in the state, forgotten when the board changes)."""

    __slots__ = (
        "state",
        "current",
        "boards",
        "would",
        "anyverb",
        "when",
        "each",
        "changes",
        "queries",
        "aside",
    )

    def __init__(self, t: Table) -> None:
        s = t.state
        self.state, self.current = s, s.current
        # verb -> (owner, karma, x) of the "would" karmas listening to it, in turn order,
        # x the context their triggers and runs are written in (one for all requests:
        # nothing changes it); ``anyverb``: those of a verb no karma names.
        self.would: dict[str, list] = {}
        self.anyverb: list = []
        self.when: list = []  # (owner, card, karma) of the "when you meld this card" karmas
        self.each: dict[str, list] = {}  # query -> [(x, modify)], x its owner's Reading
        for owner, card, karma in active(t):
            if karma.kind in _HOOK_KIND:
                hook = (owner, karma, Effect(t, owner, owner, card, kind="karma"))
                if karma.verbs is None:  # (a synthetic karma of the tests: every verb)
                    self.anyverb.append(hook)
                    for heard in self.would.values():
                        heard.append(hook)
                else:
                    for verb in karma.verbs:
                        listening = self.would.get(verb)
                        if listening is None:
                            listening = self.would[verb] = list(self.anyverb)
                        listening.append(hook)
            elif karma.kind == WHEN_MELD:
                self.when.append((owner, card, karma))
            if karma.modifies:
                reading = Reading(t, owner, card)
                for query, fn in karma.modifies.items():
                    self.each.setdefault(query, []).append((reading, fn))
        self.boards = [p.karmas for p in s.players]
        self.changes = frozenset(self.each)  # the queries these karmas change
        # The queries that need modifying now: the sets' rules', and those these karmas change.
        self.queries = queries.with_dependents(t.rules.rule_queries | self.changes)
        self.aside: _Index | None = None  # the index left when this one was taken (see _new)

    def fresh(self, t: Table) -> bool:
        s = t.state
        if self.state is not s or self.current != s.current:
            return False
        boards = self.boards
        for i, p in enumerate(s.players):
            karmas = p.karmas
            if karmas is not boards[i]:
                # The board changed: its top cards may still have the same karmas (a
                # splay, a tuck), and then these are still the karmas of the top cards.
                if karmas is None:
                    karmas = _top_karmas(t, p)
                if karmas != boards[i]:
                    return False
                boards[i] = karmas
        return True


def index(t: Table) -> _Index:
    """The karmas of the top cards now (checking every board)."""
    idx = t.karma_index
    if idx is None or not idx.fresh(t):
        idx = _new(t)
    return idx


def _known(t: Table) -> _Index:
    """The karmas of the top cards, as the last change left them: boards change only in
    verbs, after which the door calls :func:`refresh` (``Game.audit`` checks it)."""
    idx = t.karma_index
    if idx is None or idx.state is not t.state or idx.current != t.state.current:
        idx = _new(t)
    return idx


def _new(t: Table) -> _Index:
    """The table's index, found again: the one kept aside if it is fresh, else a new one.

    The index depends on the current player (karmas are listed in turn order from
    them), so each turn needs another; the one left is kept aside, and is taken again
    when the turn comes back to its player with the same karmas on top (in a 2-player
    game the turn goes back and forth: making an index at every turn cost a few
    percent of a search in games with Figures).
    """
    left = t.karma_index
    if left is not None and left.state is not t.state:
        left = None
    aside = left.aside if left is not None else None
    idx = aside if aside is not None and aside.fresh(t) else _Index(t)
    if left is not None:
        left.aside = None  # (one index aside at most: no chain of them)
    idx.aside = left
    t.karma_index = idx
    return idx


def refresh(t: Table) -> None:
    """After a change: the karmas of the top cards, and the queries to pass through
    ``table.rules.modify``: the sets' rules' and those these karmas change (the others stay
    plain reads)."""
    idx = index(t)
    if t.rules.modifies:
        t.modified = idx.queries
        # (The karmas of the top cards change these and no other queries: the door's
        # ``table.rules.modify`` asks them about these alone.)
        t.karma_queries = idx.changes


def check(t: Table) -> None:
    """Assert that what the table knows of the karmas of the top cards is up to date."""
    now = _Index(t)
    if t.rules.modifies:
        assert t.modified == now.queries, "stale modified queries"
        assert t.karma_queries.issuperset(now.each), "stale karma queries"
    known = t.karma_index
    if known is not None and known.state is t.state and known.current == t.state.current:
        stale = [a is not b for a, b in zip(known.boards, now.boards, strict=True)]
        assert not any(stale), "stale karmas of the top cards"
        owners = {hook[0] for hook in (*known.anyverb, *known.when)}
        owners.update(hook[0] for heard in known.would.values() for hook in heard)
        assert not owners.intersection(t.state.out), "karmas of a player out of the game"


def active(t: Table):
    """(owner, card, karma) of every top card with karmas, in turn order from the current player."""
    players = t.state.players
    for player in t.from_current():
        found = players[player].karmas
        if found is None:
            found = _top_karmas(t, players[player])
        for card, karma in found:
            yield player, card, karma


def _top_karmas(t: Table, p) -> tuple:
    """(card, karma) of the top cards of one board (kept until the board changes)."""
    found = []
    missing = t.missing_karmas
    declared = t.rules.cards.karmas  # (``karmas_of``, inlined: asked after most changes)
    for stack in p.stacks:
        if stack:
            card = stack[-1]
            if card in missing:
                raise CardNotImplemented(f"{NAME[card]}: a karma is not implemented")
            karmas = declared.get(card)
            if karmas is not None:
                for karma in karmas:
                    found.append((card, karma))
    p.karmas = tuple(found)
    return p.karmas


# The verbs of the requests a "when" karma follows ("when you meld this card"): the door
# asks about no other request's WHEN hooks (``Ruleset.when_verbs``).
WHEN_VERBS = frozenset({Verbs.MELD})


def hooks(t: Table, req: Request, kinds) -> Sequence[Hook]:
    """The karma hooks of ``kinds`` (the WOULD kinds, or WHEN) that apply to ``req``."""
    if kinds == WHEN:  # (the door asks only about the WHEN_VERBS)
        found = []
        for owner, card, karma in _known(t).when:
            if _melds_now(req, owner, card):
                x = Effect(t, owner, owner, card, kind="karma")
                found.append(Hook(WHEN, owner, karma.label, partial(karma.run, x)))
        return found
    # (``_known``, inlined: the door asks about every request.)
    idx = t.karma_index
    if idx is None or idx.state is not t.state or idx.current != t.state.current:
        idx = _new(t)
    listening = idx.would.get(req.verb, idx.anyverb)
    if not listening:  # (most requests: no top card's karma listens to their verb)
        return ()
    if req.verb == Verbs.RETURN and req.card >= 0 and t.state.loc[req.card] == DISPLAY:
        # A card on display "cannot be affected at all by any effects": no karma answers
        # its return by the rules (a Meld action melds it "as if it is in your hand").
        return ()
    found = []
    for owner, karma, x in listening:
        if karma.trigger(x, req):
            found.append(Hook(_HOOK_KIND[karma.kind], owner, karma.label, partial(karma.run, x)))
    return found


def _melds_now(req: Request, owner: int, card: int) -> bool:
    """Is ``req`` ``owner`` melding ``card``, other than by a Meld action (which waits)?"""
    return (
        req.verb == Verbs.MELD and req.card == card and req.player == owner and req.action != "meld"
    )


def when_meld(t: Table, player: int, melded: int, covered: int):
    """5) Execute a figure's "When" karma effect (of the card melded by the Meld action)."""
    if t.hooks is None or t.in_karma:
        return
    for karma in t.rules.cards.karmas_of(melded):
        if karma.kind == WHEN_MELD:
            assert karma.run is not None  # (CardCode.add_karma checks it)
            x = Effect(t, player, player, melded, kind="karma")
            hook = Hook(WHEN, player, karma.label, partial(karma.run, x))
            yield from run_hook(t, hook, request(Verbs.MELD, player, melded, action="meld"))


def modify(t: Table, query: str, player: int, value, *args):
    """Pass a query's answer through the "each" karmas that change it."""
    if t.modifying:  # a karma's own queries see the printed answers
        return value
    changes = _known(t).each.get(query)
    if changes is None:
        return value
    t.modifying = True
    try:
        if query == "icons":
            # Each karma adds to the printed counts ("Each {crown} on your board provides
            # two additional {crown}" reads the printed crowns, not those another karma
            # provides): karmas never build on each other.
            printed, value = value, value[:]
            for x, fn in changes:
                for i, n in enumerate(fn(x, player, printed[:], *args)):
                    value[i] += n - printed[i]
        else:  # (the other queries' karmas add points, cards or effects: in turn)
            for x, fn in changes:
                value = fn(x, player, value, *args)
    finally:
        t.modifying = False
    return value
