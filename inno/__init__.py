"""inno: the card game Innovation (Deluxe, 3rd edition) as a pure Python engine.

>>> import inno
>>> game = inno.Game(players=["Alice", "Bob"], seed=1)
>>> game.pending.kind
'choose_card'
"""

from inno.engine.decisions import Decision
from inno.engine.game import Game, Result
from inno.engine.saves import RULES_VERSION
from inno.errors import (
    CardNotImplemented,
    CorruptSave,
    IllegalAnswer,
    InnoError,
    InvalidPosition,
    UnknownCard,
)

__version__ = "0.1.0"
__all__ = [
    "Game",
    "Result",
    "RULES_VERSION",
    "Decision",
    "InnoError",
    "IllegalAnswer",
    "UnknownCard",
    "InvalidPosition",
    "CorruptSave",
    "CardNotImplemented",
]
