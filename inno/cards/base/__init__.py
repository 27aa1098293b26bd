"""The 105 cards of the base set, one module per age.

``CODE``: the code of the set's cards, its modules' joined.
"""

from inno.cards.base import (
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
from inno.engine.registry import CardCode

CODE = CardCode.join(
    age1.code,
    age2.code,
    age3.code,
    age4.code,
    age5.code,
    age6.code,
    age7.code,
    age8.code,
    age9.code,
    age10.code,
)
