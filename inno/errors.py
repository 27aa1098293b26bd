"""Every error `inno` raises on bad input derives from :class:`InnoError`."""


class InnoError(Exception):
    """Something asked of inno was wrong; the message says what.  Nothing changed."""


class IllegalAnswer(InnoError):
    """An answer that is not one of the pending decision's options."""


class UnknownCard(InnoError):
    """A card name that no card in the game data has."""


class InvalidPosition(InnoError):
    """A position (see docs/position-format.md) that cannot be a game of Innovation."""


class CorruptSave(InnoError):
    """A saved game (``Game.from_json``) that cannot be read back."""


class CardNotImplemented(InnoError):
    """A card's effect was executed but nobody has written it yet (never silent)."""
