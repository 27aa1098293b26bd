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

from inno.data.cards import BY_NAME, DOGMA, ECHO_TEXT, INSPIRE_TEXT, KARMA_KINDS, NAME
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

WOULD_INSTEAD = "would_instead"
WOULD_FIRST = "would_first"
WHEN_MELD = "when_meld"
EACH = "each"
DECREE = "decree"
# What a karma's ``run`` returns to let the request it changed go on (an "instead"
# karma that changes how an action is taken rather than replacing it: Alexander the
# Great's Dogma action uses scores instead of the featured icon).
CONTINUE = "continue"
# What an "instead" karma's ``run`` returns when its own words are the verb it replaced
# ("instead return it and ..."): the request counts as done.
DONE = "done"


class Karma:
    """One karma of a card.

    ``kind``: ``would_instead``, ``would_first`` (``trigger(x, request)`` says
    whether it applies; ``run(x, request)`` is the generator that executes it;
    ``run`` may return True to cancel the request even for a "first" karma, or
    :data:`CONTINUE` to let an "instead" karma's request go on as it changed
    it), ``when_meld`` (``run`` after the card is melded), ``each``
    (``modify`` changes what the query named ``query`` answers:
    ``modify(table, owner, player, value, *args)``; a karma changing several
    queries gives ``modify`` as a dict of query names to such functions), or
    ``decree`` ("You may
    issue a <decree> Decree with any two figures": ``decree`` names it).
    """

    __slots__ = ("card", "number", "kind", "trigger", "run", "modifies", "decree")

    def __init__(
        self,
        card: int,
        number: int,
        kind: str,
        *,
        trigger: Callable | None = None,
        run: Callable | None = None,
        query: str | None = None,
        modify: Callable | dict[str, Callable] | None = None,
        decree: str | None = None,
    ) -> None:
        self.card = card
        self.number = number
        self.kind = kind
        self.trigger = trigger
        self.run = run
        # query name -> modify function
        self.modifies: dict[str, Callable] = (
            dict(modify) if isinstance(modify, dict) else {query: modify} if query else {}
        )
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
    KARMAS[karma.card] = (*existing, karma)
    return karma


def unregister_karmas(card: int) -> None:
    """Forget every karma of ``card`` (tests register synthetic karmas on base cards)."""
    KARMAS.pop(card, None)


def karmas_implemented(card: int) -> bool:
    """Is every printed karma of ``card`` registered?"""
    return len(KARMAS.get(card, ())) >= len(KARMA_KINDS[card])
