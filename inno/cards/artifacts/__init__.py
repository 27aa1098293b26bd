"""The 105 cards of Artifacts of History and the relics with effects, one module per age."""

from inno.cards.artifacts import (  # noqa: F401
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
