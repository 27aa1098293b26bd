"""Karmas (Figures in the Sand): hooks at the door and changes to the queries.

"Karma effects ... do not need to be activated with a Dogma action to be
used"; they act while their card is a top card.  A card's karmas are
registered in ``inno.engine.registry`` (:class:`~inno.engine.registry.Karma`).
When a game has cards with karmas in play, :func:`configure` gives the table

* ``hooks``: the door asks it for the "would ... instead/first" karmas that
  apply to a request (a karma's ``trigger``), and for the "when you meld this
  card" karmas after a meld;
* ``modify``: every query passes its answer through the "each" karmas that
  change it (a karma's ``modify``).

"When" karmas of a card melded by a Meld action wait for their place among
the after-meld steps (5th, after promotion); melded any other way, they act
at once.
"""

from __future__ import annotations

from functools import partial

from inno.data.cards import BASE, KARMA_KINDS, NAME
from inno.engine import queries
from inno.engine.context import Effect
from inno.engine.door import FIRST, INSTEAD, WHEN, Hook, Request, run_hook
from inno.engine.registry import (
    EACH,
    KARMAS,
    WHEN_MELD,
    WOULD_FIRST,
    WOULD_INSTEAD,
    karmas_implemented,
)
from inno.engine.table import Table
from inno.engine.turn import cards_in_play, step
from inno.errors import CardNotImplemented

_HOOK_KIND = {WOULD_INSTEAD: INSTEAD, WOULD_FIRST: FIRST}


def configure(t: Table):
    """Give the table its karma hooks if any card with karmas is in play.

    Returns the karmas' query modifier (for ``queries.configure``), or None.
    """
    in_play = set(cards_in_play(t))
    karmas = [k for card, ks in KARMAS.items() if card in in_play for k in ks]
    t.modifying = False
    # A card whose karmas are not all written fails loudly once it is a top card.
    t.missing_karmas = frozenset(c for c in in_play if KARMA_KINDS[c] and not karmas_implemented(c))
    if t.missing_karmas or karmas:
        t.refresh = refresh
    if t.missing_karmas or any(k.kind != EACH for k in karmas):
        t.hooks = hooks
    # The queries the karmas of the top cards change (any, until the first refresh).
    t.karma_queries = queries.QUERIES
    # Only "each" karmas change queries: without them every query stays a plain read.
    return modify if t.missing_karmas or any(k.kind == EACH for k in karmas) else None


class _Index:
    """The karmas of every top card, sorted for the door and the queries: found again only
    when a board's top cards or the current player changed (each board keeps its own
    karmas in the state, forgotten when the board changes)."""

    __slots__ = ("state", "current", "boards", "would", "when", "each", "changes", "queries")

    def __init__(self, t: Table) -> None:
        s = t.state
        self.state, self.current = s, s.current
        # (owner, card, karma, x) of the "would" karmas, x the context their triggers and
        # runs are written in (one for all requests: nothing changes it).
        self.would: list = []
        self.when: list = []  # ... of the "when you meld this card" karmas
        self.each: dict[str, list] = {}  # query -> [(owner, modify)]
        for owner, card, karma in active(t):
            if karma.kind in _HOOK_KIND:
                x = Effect(t, owner, owner, card, kind="karma")
                self.would.append((owner, card, karma, x))
            elif karma.kind == WHEN_MELD:
                self.when.append((owner, card, karma))
            for query, fn in karma.modifies.items():
                self.each.setdefault(query, []).append((owner, fn))
        self.boards = tuple(p.karmas for p in s.players)
        self.changes = frozenset(self.each)  # the queries these karmas change
        # The queries that need modifying now: the sets' rules', and those these karmas change.
        self.queries = queries.with_dependents(t.rule_queries | self.changes)

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
                boards = self.boards = (*boards[:i], karmas, *boards[i + 1 :])
        return True


def index(t: Table) -> _Index:
    """The karmas of the top cards now (checking every board)."""
    idx = t.karma_index
    if idx is None or not idx.fresh(t):
        idx = t.karma_index = _Index(t)
    return idx


def _known(t: Table) -> _Index:
    """The karmas of the top cards, as the last change left them: boards change only in
    verbs, after which the door calls :func:`refresh` (``Game.audit`` checks it)."""
    idx = t.karma_index
    if idx is None or idx.state is not t.state or idx.current != t.state.current:
        idx = t.karma_index = _Index(t)
    return idx


def refresh(t: Table) -> None:
    """After a change: the karmas of the top cards, and the queries to pass through
    ``table.modify``: the sets' rules' and those these karmas change (the others stay
    plain reads)."""
    idx = index(t)
    if t.modify is not None:
        t.modified = idx.queries
        # (The karmas of the top cards change these and no other queries: the door's
        # ``table.modify`` asks them about these alone.)
        t.karma_queries = idx.changes


def check(t: Table) -> None:
    """Assert that what the table knows of the karmas of the top cards is up to date."""
    now = _Index(t)
    if t.modify is not None:
        assert t.modified == now.queries, "stale modified queries"
        assert t.karma_queries.issuperset(now.each), "stale karma queries"
    known = t.karma_index
    if known is not None and known.state is t.state and known.current == t.state.current:
        stale = [a is not b for a, b in zip(known.boards, now.boards, strict=True)]
        assert not any(stale), "stale karmas of the top cards"


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
    for stack in p.stacks:
        if stack:
            if stack[-1] in t.missing_karmas:
                raise CardNotImplemented(f"{NAME[stack[-1]]}: a karma is not implemented")
            for karma in KARMAS.get(stack[-1], ()):
                found.append((stack[-1], karma))
    p.karmas = tuple(found)
    return p.karmas


def hooks(t: Table, req: Request, kinds) -> list[Hook]:
    """The karma hooks of ``kinds`` (the WOULD kinds, or WHEN) that apply to ``req``."""
    found = []
    if kinds == WHEN:
        if req.verb == "meld":
            for owner, card, karma in _known(t).when:
                if _melds_now(req, owner, card):
                    x = Effect(t, owner, owner, card, kind="karma")
                    found.append(Hook(WHEN, owner, karma.label, partial(karma.run, x)))
        return found
    for owner, _card, karma, x in _known(t).would:
        if karma.trigger(x, req):
            found.append(Hook(_HOOK_KIND[karma.kind], owner, karma.label, partial(karma.run, x)))
    return found


def _melds_now(req: Request, owner: int, card: int) -> bool:
    """Is ``req`` ``owner`` melding ``card``, other than by a Meld action (which waits)?"""
    return req.verb == "meld" and req.card == card and req.player == owner and req.action != "meld"


@step("after meld", 5, BASE)
def when_meld(t: Table, player: int, melded: int, covered: int):
    """5) Execute a figure's "When" karma effect (of the card melded by the Meld action)."""
    if t.hooks is None or t.in_karma:
        return
    for karma in KARMAS.get(melded, ()):
        if karma.kind == WHEN_MELD:
            x = Effect(t, player, player, melded, kind="karma")
            hook = Hook(WHEN, player, karma.label, partial(karma.run, x))
            yield from run_hook(t, hook, Request("meld", player, melded, action="meld"))


def modify(t: Table, query: str, player: int, value, *args):
    """Pass a query's answer through the "each" karmas that change it."""
    if t.modifying:  # a karma's own queries see the printed answers
        return value
    changes = _known(t).each.get(query)
    if changes is None:
        return value
    t.modifying = True
    try:
        for owner, fn in changes:
            value = fn(t, owner, player, value, *args)
    finally:
        t.modifying = False
    return value
