"""The code of the cards' printed effects and karmas, as values: :class:`CardCode`.

A card module declares its own value and one generator function per printed effect::

    code = CardCode()

    @code.effect("Archery", 1)
    def archery_1(x): ...

    @code.echo("Perfume")
    def perfume_echo(x): ...

The number is the effect's position on the card, counting from 1 in printed
order (demands included).  The printed text itself stays in the card data.
A set's package joins its modules' values into the set's (``CODE``), and the
ruleset of a game holds the joined code of the sets in play (``rules.cards``,
``inno.engine.ruleset``): nothing is registered by importing a module.
Executing an effect the code lacks raises :class:`CardNotImplemented`: a
missing card fails loudly, it never silently does nothing.

Karmas (Figures in the Sand) are :class:`Karma` values of the code: the door
asks the karmas of top cards before and after each request, the queries ask
"each" karmas to change what they answer (see ``inno.engine.karmas``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from inno.data.cards import (
    BY_NAME,
    DOGMA,
    ECHO_TEXT,
    INSPIRE_TEXT,
    KARMA_KINDS,
    NAME,
)
from inno.errors import CardNotImplemented

# A few cards print "No effect." where their dogma effect would be (Ruler,
# Plumbing, Puppet): there is nothing to execute.
NO_EFFECT = "No effect."


class AddedEcho:
    """An echo effect a karma adds to a board (Stephen Hawking: each {hex} "counts as an
    echo effect reading ..."): ``card`` bears it, ``fn`` executes it.  It stands among
    the card ids of a colour's visible echo effects (``queries.echo_cards``)."""

    __slots__ = ("card", "fn")

    def __init__(self, card: int, fn: Callable) -> None:
        self.card = card
        self.fn = fn


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
    """One karma of a card (card modules declare them with :meth:`CardCode.would_instead`,
    ``would_first``, ``when_meld``, ``each`` and ``may_issue``).

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


# What :meth:`CardCode.effects_of` gives: (card, index, kind, function) per dogma effect.
Effects = tuple[tuple[int, int, str, Callable], ...]


def _once(table: dict, key: Any, what: str) -> Callable[[Callable], Callable]:
    """A decorator putting its function in ``table`` at ``key``, which must be free."""

    def declare(fn: Callable) -> Callable:
        if key in table:
            raise ValueError(f"{what} is registered twice")
        table[key] = fn
        return fn

    return declare


class CardCode:
    """The code of the printed effects and karmas of a set's cards (or of several sets',
    joined: :meth:`join`).

    ``effects``: (card, index of the dogma effect) -> its function; ``echoes`` and
    ``inspires``: card -> its echo or inspire effect; ``karmas``: card -> its karmas in
    printed order.  The declaring methods check each declaration against the card data
    (a card name with a typo, an effect the card does not print, a karma of the wrong
    kind, one declared twice: all fail when the module is imported); the lookups raise
    :class:`CardNotImplemented` for what the code lacks.
    """

    __slots__ = ("effects", "echoes", "inspires", "karmas", "_effects_of")

    def __init__(self) -> None:
        self.effects: dict[tuple[int, int], Callable] = {}
        self.echoes: dict[int, Callable] = {}
        self.inspires: dict[int, Callable] = {}
        self.karmas: dict[int, tuple[Karma, ...]] = {}
        self._effects_of: dict[int, Effects] = {}  # (effects_of: found once per card)

    @classmethod
    def join(cls, *codes: CardCode) -> CardCode:
        """The code of all of ``codes``; a card's effect, echo, inspire effect or karmas
        declared in two of them is refused."""
        joined = cls()
        for code in codes:
            tables: tuple[tuple[str, dict, dict], ...] = (
                ("dogma effects", joined.effects, code.effects),
                ("echo effect", joined.echoes, code.echoes),
                ("inspire effect", joined.inspires, code.inspires),
                ("karmas", joined.karmas, code.karmas),
            )
            for what, mine, theirs in tables:
                for key in theirs:
                    if key in mine:
                        card = key[0] if isinstance(key, tuple) else key
                        raise ValueError(f"the {what} of {NAME[card]} declared twice")
                mine.update(theirs)
        return joined

    # -- declaring ----------------------------------------------------------------------

    def effect(self, card_name: str, number: int) -> Callable[[Callable], Callable]:
        """Declare the dogma effect ``number`` (from 1, in printed order) of ``card_name``."""
        card = BY_NAME[card_name]  # a typo in a card name fails at import
        if not 1 <= number <= len(DOGMA[card]):
            raise ValueError(f"{card_name} has {len(DOGMA[card])} dogma effects, not {number}")
        return _once(self.effects, (card, number - 1), f"{card_name} effect {number}")

    def echo(self, card_name: str) -> Callable[[Callable], Callable]:
        """Declare the echo effect of ``card_name``."""
        card = BY_NAME[card_name]
        if ECHO_TEXT[card] is None:
            raise ValueError(f"{card_name} has no echo effect")
        return _once(self.echoes, card, f"{card_name}'s echo effect")

    def inspire(self, card_name: str) -> Callable[[Callable], Callable]:
        """Declare the inspire effect of ``card_name`` (Figures)."""
        card = BY_NAME[card_name]
        if INSPIRE_TEXT[card] is None:
            raise ValueError(f"{card_name} has no inspire effect")
        return _once(self.inspires, card, f"{card_name}'s inspire effect")

    def add_karma(self, karma: Karma) -> Karma:
        """Declare ``karma`` (checked against the card's printed karmas)."""
        existing = self.karmas.get(karma.card, ())
        if any(k.number == karma.number for k in existing):
            raise ValueError(f"{karma.label} is registered twice")
        kinds = KARMA_KINDS[karma.card]
        if kinds and not (
            1 <= karma.number <= len(kinds) and kinds[karma.number - 1] == karma.kind
        ):
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
        self.karmas[karma.card] = (*existing, karma)
        return karma

    def would_instead(
        self,
        card_name: str,
        number: int,
        verbs: str | tuple[str, ...],
        run: Callable,
        trigger: Callable = you_would,
    ) -> Karma:
        """Declare "If ... would <verb> ..., instead ...": ``trigger`` (by default "you
        would") says whether a request of one of ``verbs`` is one it replaces by ``run``."""
        card = BY_NAME[card_name]
        karma = Karma(card, number, WOULD_INSTEAD, verbs=verbs, trigger=trigger, run=run)
        return self.add_karma(karma)

    def would_first(
        self,
        card_name: str,
        number: int,
        verbs: str | tuple[str, ...],
        run: Callable,
        trigger: Callable = you_would,
    ) -> Karma:
        """Declare "If ... would <verb> ..., first ...": ``run`` happens before a request of
        one of ``verbs`` that ``trigger`` (by default "you would") accepts."""
        card = BY_NAME[card_name]
        karma = Karma(card, number, WOULD_FIRST, verbs=verbs, trigger=trigger, run=run)
        return self.add_karma(karma)

    def when_meld(self, card_name: str, number: int, run: Callable) -> Karma:
        """Declare "When you meld this card, ...": ``run(x, request)``."""
        return self.add_karma(Karma(BY_NAME[card_name], number, WHEN_MELD, run=run))

    def each(self, card_name: str, number: int, modifies: dict[str, Callable]) -> Karma:
        """Declare an "Each ..." karma: ``modifies`` maps the queries it changes to
        ``modify(x, player, value, *args)`` (``x``: the read-only vocabulary of effects,
        ``x.you`` the karma's owner), which returns the query's answer about ``player``
        changed."""
        return self.add_karma(Karma(BY_NAME[card_name], number, EACH, modify=modifies))

    def may_issue(self, card_name: str, number: int, decree: str) -> Karma:
        """Declare "You may issue a <decree> Decree with any two figures."."""
        return self.add_karma(Karma(BY_NAME[card_name], number, DECREE, decree=decree))

    # -- looking up ---------------------------------------------------------------------

    def effects_of(self, card: int) -> Effects:
        """(card, index, kind, function) for each printed dogma effect of ``card``, in order."""
        found = self._effects_of.get(card)
        if found is not None:
            return found
        result = []
        for i, (kind, text) in enumerate(DOGMA[card]):
            if text == NO_EFFECT:
                continue
            fn = self.effects.get((card, i))
            if fn is None:
                raise CardNotImplemented(f"{NAME[card]}: dogma effect {i + 1} is not implemented")
            result.append((card, i, kind, fn))
        found = self._effects_of[card] = tuple(result)
        return found

    def echo_of(self, card: int | AddedEcho) -> Callable:
        """The echo effect of ``card`` (which has one), or an echo effect a karma added."""
        if isinstance(card, AddedEcho):
            return card.fn
        fn = self.echoes.get(card)
        if fn is None:
            raise CardNotImplemented(f"{NAME[card]}: the echo effect is not implemented")
        return fn

    def inspire_of(self, card: int) -> Callable:
        """The inspire effect of ``card`` (which has one)."""
        fn = self.inspires.get(card)
        if fn is None:
            raise CardNotImplemented(f"{NAME[card]}: the inspire effect is not implemented")
        return fn

    def karmas_of(self, card: int) -> tuple[Karma, ...]:
        """The karmas of ``card`` declared (none for most cards)."""
        return self.karmas.get(card, ())

    def implemented(self, card: int) -> bool:
        """Has every printed effect and karma of ``card`` code?"""
        dogma = all(
            (card, i) in self.effects or text == NO_EFFECT
            for i, (_, text) in enumerate(DOGMA[card])
        )
        return (
            dogma
            and (ECHO_TEXT[card] is None or card in self.echoes)
            and (INSPIRE_TEXT[card] is None or card in self.inspires)
            and self.karmas_implemented(card)
        )

    def karmas_implemented(self, card: int) -> bool:
        """Is every printed karma of ``card`` declared?"""
        return len(self.karmas.get(card, ())) >= len(KARMA_KINDS[card])
