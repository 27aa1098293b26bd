"""Where card modules register the code of each printed effect.

A card module writes one generator function per printed effect::

    @effect("Archery", 1)
    def archery_1(x): ...

The number is the effect's position on the card, counting from 1 in printed
order (demands included).  The printed text itself stays in the card data.
Executing an effect nobody registered raises :class:`CardNotImplemented`:
a missing card fails loudly, it never silently does nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from inno.cards.data import BY_NAME, DOGMA, NAME
from inno.errors import CardNotImplemented

_REGISTERED: dict[tuple[int, int], Callable] = {}
_CACHE: dict[int, tuple[tuple[str, Callable], ...]] = {}


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


def effects_of(card: int) -> tuple[tuple[str, Callable], ...]:
    """(kind, function) for each printed dogma effect of ``card``, in order."""
    cached = _CACHE.get(card)
    if cached is not None:
        return cached
    result = []
    for i, (kind, _text) in enumerate(DOGMA[card]):
        fn = _REGISTERED.get((card, i))
        if fn is None:
            raise CardNotImplemented(f"{NAME[card]}: dogma effect {i + 1} is not implemented")
        result.append((kind, fn))
    _CACHE[card] = tuple(result)
    return _CACHE[card]


def implemented(card: int) -> bool:
    return all((card, i) in _REGISTERED for i in range(len(DOGMA[card])))
