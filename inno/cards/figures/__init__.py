"""The 105 cards of Figures in the Sand and the five Decrees, one module per age."""

from inno.cards.figures import (  # noqa: F401
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
    decrees,
)
