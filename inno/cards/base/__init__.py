"""The 105 cards of the base set, one module per age."""

from inno.cards.base import (  # noqa: F401
    age1,
    age2,
    age3,
    age4,
    age5,
    age6,
    age7,
    age8,
    age9,
    age10,
)
