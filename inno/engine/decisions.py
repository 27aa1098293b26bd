"""Decisions: the one protocol by which anybody (human, bot, test) plays.

A :class:`Decision` says who decides, what kind of thing is chosen, from
which options (JSON values: cards by name, colours, player names, strings),
how many (``min``/``max`` for multi-select), and why: ``prompt`` for people,
and for bots the declarative fields below, so that a bot can enumerate, mask
and judge answers without reading any text or knowing any card.

Kinds:

``action``
    a turn's action: ``"draw"``, ``"meld <card>"``, ``"dogma <card>"``,
    ``"achieve <age>"``.
``choose_card``, ``choose_color``, ``choose_player``, ``choose_value``,
``choose_option``
    pick one of ``options``.  ``None`` among the options means "decline"
    (the printed text said "you may").
``choose_cards``
    pick a list of distinct options, ``min`` to ``max`` long.  The list's order
    is the order in which the cards are acted on (first answered, first done).
``yes_no``
    ``"yes"`` or ``"no"``.

Declarative fields (each left out of :meth:`Decision.to_dict` when unset):

``card``
    the card whose effect asks.
``verb``
    what is done to the chosen cards (``"return"``, ``"transfer"``, ``"meld"``,
    ``"score"``, ``"splay"``...), or to the cards a ``yes_no`` offers to act on.
``zone``
    where those cards are (``"hand"``, ``"score pile"``, ``"board"``...).
``to``
    the player (name) who receives the chosen cards of a ``"transfer"``.
``direction``
    the direction (``"left"``, ``"right"``, ``"up"``) of a ``"splay"``.
``order``
    true when every option goes (``verb``) to one place anyway and only their
    order is chosen: the chosen card goes first ("choose which card to meld
    first").

A decision is *optional* (the printed "you may", :attr:`Decision.optional`)
when it can be declined: a ``None`` option, a ``yes_no``, or a
``choose_cards`` whose ``min`` is 0.

Answers are validated here, before anything is changed, so an illegal answer
raises :class:`~inno.errors.IllegalAnswer` and leaves the game as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from inno.engine.shapes import DecisionDict
from inno.errors import IllegalAnswer

MULTI = "choose_cards"


class Decision:
    __slots__ = (
        "who",
        "player",
        "kind",
        "prompt",
        "options",
        "min",
        "max",
        "card",
        "verb",
        "zone",
        "to",
        "direction",
        "order",
        "values",
        "details",
    )

    def __init__(
        self,
        who: int,
        kind: str,
        prompt: str,
        options: list,
        values: list | None = None,
        # (Not keyword-only, though callers name them: every decision is made here, and
        # CPython finds the default of each keyword-only parameter by a lookup in a dict.)
        min: int = 1,
        max: int = 1,
        card: str | None = None,
        verb: str | None = None,
        zone: str | None = None,
        to: str | None = None,
        direction: str | None = None,
        order: bool = False,
    ) -> None:
        self.who = who  # the deciding player's index
        self.player: str = ""  # ... and name, filled in when the decision is posed
        self.kind = kind
        self.prompt = prompt
        self.options = options
        self.values = options if values is None else values
        self.min = min
        self.max = max
        self.card = card
        self.verb = verb
        self.zone = zone
        self.to = to
        self.direction = direction
        self.order = order
        # For an action decision: () -> more to show, computed only when asked (the
        # actions not available now and why; who each dogma would reach).
        self.details: Callable[[], dict] | None = None

    @property
    def multi(self) -> bool:
        return self.kind == MULTI

    @property
    def optional(self) -> bool:
        """The printed "you may": the decision can be declined."""
        if self.kind == MULTI:
            return self.min == 0
        return self.kind == "yes_no" or None in self.options

    def parse(self, answer: Any) -> Any:
        """The internal value of ``answer``, or IllegalAnswer naming what is allowed."""
        if self.kind == MULTI:
            if isinstance(answer, tuple):
                answer = list(answer)
            if not isinstance(answer, list):
                raise self._illegal(answer, "expected a list of options")
            picked = []
            for a in answer:
                i = self._index(a)
                if i is None:
                    raise self._illegal(answer, f"{a!r} is not one of the options")
                if i in picked:
                    raise self._illegal(answer, f"{a!r} is chosen twice")
                picked.append(i)
            if not self.min <= len(picked) <= self.max:
                count = str(self.min) if self.min == self.max else f"{self.min} to {self.max}"
                raise self._illegal(answer, f"choose {count}, not {len(picked)}")
            return [self.values[i] for i in picked]
        # (``_index``'s usual case first, without its call: every answer passes here.)
        options = self.options
        try:
            i = options.index(answer)
        except ValueError:
            raise self._illegal(answer, "not one of the options") from None
        if type(options[i]) is not type(answer):
            found = self._same_type_index(answer)
            if found is None:
                raise self._illegal(answer, "not one of the options")
            i = found
        return self.values[i]

    def _index(self, answer: Any) -> int | None:
        options = self.options
        try:
            i = options.index(answer)  # (the first equal option: usually the one)
        except ValueError:
            return None
        return i if type(options[i]) is type(answer) else self._same_type_index(answer)

    def _same_type_index(self, answer: Any) -> int | None:
        """The first option equal to ``answer`` and of its type (`True == 1` in Python;
        an answer must match the option's type too)."""
        for i, option in enumerate(self.options):
            if option == answer and type(option) is type(answer):
                return i
        return None

    def _illegal(self, answer: Any, why: str) -> IllegalAnswer:
        allowed = ", ".join(repr(o) for o in self.options)
        if self.kind == MULTI:
            allowed = f"a list of {self.min} to {self.max} of: {allowed}"
        return IllegalAnswer(
            f"illegal answer {_short(repr(answer))} ({_short(why)}) to {self.player}'s decision "
            f"{self.prompt!r}; allowed: {allowed}"
        )

    def to_dict(self) -> DecisionDict:
        """The decision's JSON (the schema's ``DecisionDict``)."""
        d: dict[str, Any] = {
            "player": self.player,
            "kind": self.kind,
            "prompt": self.prompt,
            "options": list(self.options),
        }
        if self.kind == MULTI:
            d["min"] = self.min
            d["max"] = self.max
        for key in ("card", "verb", "zone", "to", "direction"):
            value = getattr(self, key)
            if value is not None:
                d[key] = value
        if self.order:
            d["order"] = True
        if self.details is not None:
            d.update(self.details())
        return cast(DecisionDict, d)

    def __repr__(self) -> str:
        return f"<Decision {self.kind} for {self.player}: {self.prompt!r} {self.options!r}>"


def _short(text: str, limit: int = 200) -> str:
    """``text`` cut to ``limit`` characters (an error message must stay small)."""
    if len(text) > limit:
        return f"{text[:limit]}... ({len(text)} characters)"
    return text
