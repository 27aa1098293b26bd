"""Where card modules register the code of each printed effect and karma.

A card module writes one generator function per printed effect::

    @effect("Archery", 1)
    def archery_1(x): ...

    @echo("Perfume")
    def perfume_echo(x): ...

The number is the effect's position on the card, counting from 1 in printed
order (demands included).  The printed text itself stays in the card data.
Executing an effect nobody registered raises :class:`CardNotImplemented`:
a missing card fails loudly, it never silently does nothing.

Karmas (Figures in the Sand) register a :class:`Karma`: the door asks the
karmas of top cards before and after each request, the queries ask "each"
karmas to change what they answer (see ``inno.engine.karmas``).
"""

from __future__ import annotations

from collections.abc import Callable

from inno.data.cards import (
    BY_NAME,
    DOGMA,
    ECHO_TEXT,
    INSPIRE_TEXT,
    KARMA_KINDS,
    NAME,
)
from inno.errors import CardNotImplemented

_REGISTERED: dict[tuple[int, int], Callable] = {}
_CACHE: dict[int, tuple[tuple[int, int, str, Callable], ...]] = {}
_ECHOES: dict[int, Callable] = {}
_INSPIRES: dict[int, Callable] = {}
# A few cards print "No effect." where their dogma effect would be (Ruler,
# Plumbing, Puppet): there is nothing to execute.
NO_EFFECT = "No effect."


def effect(card_name: str, number: int) -> Callable[[Callable], Callable]:
    card = BY_NAME[card_name]  # a typo in a card name fails at import
    if not 1 <= number <= len(DOGMA[card]):
        raise ValueError(f"{card_name} has {len(DOGMA[card])} dogma effects, not {number}")

    def register(fn: Callable) -> Callable:
        key = (card, number - 1)
        if key in _REGISTERED:
            raise ValueError(f"{card_name} effect {number} is registered twice")
        _REGISTERED[key] = fn
        return fn

    return register


def effects_of(card: int) -> tuple[tuple[int, int, str, Callable], ...]:
    """(card, index, kind, function) for each printed dogma effect of ``card``, in order."""
    cached = _CACHE.get(card)
    if cached is not None:
        return cached
    result = []
    for i, (kind, text) in enumerate(DOGMA[card]):
        if text == NO_EFFECT:
            continue
        fn = _REGISTERED.get((card, i))
        if fn is None:
            raise CardNotImplemented(f"{NAME[card]}: dogma effect {i + 1} is not implemented")
        result.append((card, i, kind, fn))
    _CACHE[card] = tuple(result)
    return _CACHE[card]


def echo(card_name: str) -> Callable[[Callable], Callable]:
    """Register the echo effect of ``card_name``."""
    card = BY_NAME[card_name]
    if ECHO_TEXT[card] is None:
        raise ValueError(f"{card_name} has no echo effect")

    def register(fn: Callable) -> Callable:
        if card in _ECHOES:
            raise ValueError(f"{card_name}'s echo effect is registered twice")
        _ECHOES[card] = fn
        return fn

    return register


class AddedEcho:
    """An echo effect a karma adds to a board (Stephen Hawking: each {hex} "counts as an
    echo effect reading ..."): ``card`` bears it, ``fn`` executes it.  It stands among
    the card ids of a colour's visible echo effects (``queries.echo_cards``)."""

    __slots__ = ("card", "fn")

    def __init__(self, card: int, fn: Callable) -> None:
        self.card = card
        self.fn = fn


def echo_of(card: int | AddedEcho) -> Callable:
    """The echo effect of ``card`` (which has one), or an echo effect a karma added."""
    if isinstance(card, AddedEcho):
        return card.fn
    fn = _ECHOES.get(card)
    if fn is None:
        raise CardNotImplemented(f"{NAME[card]}: the echo effect is not implemented")
    return fn


def inspire(card_name: str) -> Callable[[Callable], Callable]:
    """Register the inspire effect of ``card_name`` (Figures)."""
    card = BY_NAME[card_name]
    if INSPIRE_TEXT[card] is None:
        raise ValueError(f"{card_name} has no inspire effect")

    def register(fn: Callable) -> Callable:
        if card in _INSPIRES:
            raise ValueError(f"{card_name}'s inspire effect is registered twice")
        _INSPIRES[card] = fn
        return fn

    return register


def inspire_of(card: int) -> Callable:
    """The inspire effect of ``card`` (which has one)."""
    fn = _INSPIRES.get(card)
    if fn is None:
        raise CardNotImplemented(f"{NAME[card]}: the inspire effect is not implemented")
    return fn


def implemented(card: int) -> bool:
    dogma = all(
        (card, i) in _REGISTERED or text == NO_EFFECT for i, (_, text) in enumerate(DOGMA[card])
    )
    return (
        dogma
        and (ECHO_TEXT[card] is None or card in _ECHOES)
        and (INSPIRE_TEXT[card] is None or card in _INSPIRES)
        and karmas_implemented(card)
    )


# -- karmas ------------------------------------------------------------------------


class Verbs:
    """The names of the requests that pass the door (``Request.verb``): the rules verbs,
    the actions and the rule events.  A "would" karma names those it listens to.  They
    are plain strings, so comparing and looking them up costs what it did."""

    # rules verbs
    DRAW = "draw"
    MELD = "meld"
    TUCK = "tuck"
    SCORE = "score"
    FORESHADOW = "foreshadow"
    RETURN = "return"
    DIG = "dig"
    TRANSFER = "transfer"
    EXCHANGE = "exchange"
    REVEAL = "reveal"
    LOOK = "look"
    PLACE_ON_TOP = "place on top"
    SHUFFLE = "shuffle"
    ACHIEVE = "achieve"
    REMOVE = "remove"
    SPLAY = "splay"
    REARRANGE = "rearrange"
    FADE = "fade"
    # rule events
    WIN = "win"
    LOSE = "lose"
    DEMAND = "demand"
    SHARING_BONUS = "sharing bonus"
    EXECUTE_HERE = "execute here"
    EXECUTE = "execute"
    # actions
    DRAW_ACTION = "draw action"
    MELD_ACTION = "meld action"
    DOGMA_ACTION = "dogma action"
    ACHIEVE_ACTION = "achieve action"
    ENDORSE_ACTION = "endorse action"
    INSPIRE_ACTION = "inspire action"
    DECREE_ACTION = "decree action"


ALL_VERBS: frozenset[str] = frozenset(
    v for k, v in vars(Verbs).items() if not k.startswith("_") and isinstance(v, str)
)

WOULD_INSTEAD = "would_instead"
WOULD_FIRST = "would_first"
WHEN_MELD = "when_meld"
EACH = "each"
DECREE = "decree"
WOULD_KINDS = (WOULD_INSTEAD, WOULD_FIRST)
# What a karma's ``run`` returns to let the request it changed go on (an "instead"
# karma that changes how an action is taken rather than replacing it: Alexander the
# Great's Dogma action uses scores instead of the featured icon).
CONTINUE = "continue"
# What an "instead" karma's ``run`` returns when its own words are the verb it replaced
# ("instead return it and ..."): the request counts as done.
DONE = "done"


def you_would(x, req) -> bool:
    """The trigger "If you would <verb> ...": the request (of a verb the karma listens
    to: the door asks no other) is yours."""
    return req.player == x.you


class Karma:
    """One karma of a card (card modules declare them with :func:`would_instead`,
    :func:`would_first`, :func:`when_meld`, :func:`each` and :func:`may_issue`).

    ``kind``: ``would_instead``, ``would_first`` (``verbs``: the verbs of the requests
    it listens to; ``trigger(x, request)`` says whether it applies to one of them;
    ``run(x, request)`` is the generator that executes it; ``run`` may return True to
    cancel the request even for a "first" karma, or :data:`CONTINUE` to let an
    "instead" karma's request go on as it changed it, or :data:`DONE`), ``when_meld``
    (``run`` after the card is melded), ``each`` (``modifies``: query name ->
    ``modify(x, player, value, *args)``, which changes what the query answers about
    ``player``, ``x`` the read-only vocabulary of the karma's owner), or ``decree`` ("You may issue a <decree> Decree with any two figures":
    ``decree`` names it).
    """

    __slots__ = ("card", "number", "kind", "verbs", "trigger", "run", "modifies", "decree")

    def __init__(
        self,
        card: int,
        number: int,
        kind: str,
        *,
        verbs: str | tuple[str, ...] | None = None,
        trigger: Callable | None = None,
        run: Callable | None = None,
        query: str | None = None,
        modify: Callable | dict[str, Callable] | None = None,
        decree: str | None = None,
    ) -> None:
        self.card = card
        self.number = number
        self.kind = kind
        # None: every verb (a synthetic karma of the tests, or one not yet declared).
        self.verbs: tuple[str, ...] | None = (verbs,) if isinstance(verbs, str) else verbs
        self.trigger = trigger
        self.run = run
        # query name -> modify function
        self.modifies: dict[str, Callable] = {}
        if isinstance(modify, dict):
            self.modifies = dict(modify)
        elif query and modify is not None:
            self.modifies = {query: modify}
        self.decree = decree

    @property
    def label(self) -> str:
        return f"{NAME[self.card]} (karma {self.number})"


KARMAS: dict[int, tuple[Karma, ...]] = {}


def register_karma(karma: Karma) -> Karma:
    existing = KARMAS.get(karma.card, ())
    if any(k.number == karma.number for k in existing):
        raise ValueError(f"{karma.label} is registered twice")
    kinds = KARMA_KINDS[karma.card]
    if kinds and not (1 <= karma.number <= len(kinds) and kinds[karma.number - 1] == karma.kind):
        raise ValueError(f"{karma.label}: the card's karma {karma.number} is not {karma.kind}")
    if karma.kind in (*WOULD_KINDS, WHEN_MELD) and karma.run is None:
        raise ValueError(f"{karma.label}: a {karma.kind} karma has a run")
    if karma.kind in WOULD_KINDS:
        if karma.trigger is None:
            raise ValueError(f"{karma.label}: a 'would' karma has a trigger")
        if karma.verbs is not None and not ALL_VERBS.issuperset(karma.verbs):
            raise ValueError(f"{karma.label}: unknown verbs {karma.verbs}")
        # A printed "would" karma names its verbs: the door asks it about those alone.
        # (Only the tests' synthetic karmas on cards without karmas may hear every verb.)
        if karma.verbs is None and KARMA_KINDS[karma.card]:
            raise ValueError(f"{karma.label}: a 'would' karma names the verbs it listens to")
    KARMAS[karma.card] = (*existing, karma)
    return karma


def would_instead(
    card_name: str,
    number: int,
    verbs: str | tuple[str, ...],
    run: Callable,
    trigger: Callable = you_would,
) -> Karma:
    """Declare "If ... would <verb> ..., instead ...": ``trigger`` (by default "you
    would") says whether a request of one of ``verbs`` is one it replaces by ``run``."""
    karma = Karma(BY_NAME[card_name], number, WOULD_INSTEAD, verbs=verbs, trigger=trigger, run=run)
    return register_karma(karma)


def would_first(
    card_name: str,
    number: int,
    verbs: str | tuple[str, ...],
    run: Callable,
    trigger: Callable = you_would,
) -> Karma:
    """Declare "If ... would <verb> ..., first ...": ``run`` happens before a request of
    one of ``verbs`` that ``trigger`` (by default "you would") accepts."""
    karma = Karma(BY_NAME[card_name], number, WOULD_FIRST, verbs=verbs, trigger=trigger, run=run)
    return register_karma(karma)


def when_meld(card_name: str, number: int, run: Callable) -> Karma:
    """Declare "When you meld this card, ...": ``run(x, request)``."""
    return register_karma(Karma(BY_NAME[card_name], number, WHEN_MELD, run=run))


def each(card_name: str, number: int, modifies: dict[str, Callable]) -> Karma:
    """Declare an "Each ..." karma: ``modifies`` maps the queries it changes to
    ``modify(x, player, value, *args)`` (``x``: the read-only vocabulary of effects, ``x.you``
    the karma's owner), which returns the query's answer about ``player`` changed."""
    return register_karma(Karma(BY_NAME[card_name], number, EACH, modify=modifies))


def may_issue(card_name: str, number: int, decree: str) -> Karma:
    """Declare "You may issue a <decree> Decree with any two figures."."""
    return register_karma(Karma(BY_NAME[card_name], number, DECREE, decree=decree))


def unregister_karmas(card: int) -> None:
    """Forget every karma of ``card`` (tests register synthetic karmas on base cards)."""
    KARMAS.pop(card, None)


def karmas_implemented(card: int) -> bool:
    """Is every printed karma of ``card`` registered?"""
    return len(KARMAS.get(card, ())) >= len(KARMA_KINDS[card])
