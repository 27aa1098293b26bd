"""Phrases several figures print."""

from inno.engine.state import HAND


def from_hand(verb: str):
    """The effect "<Verb> a card from your hand." (``verb``: score, tuck or meld)."""

    def effect(x):
        card = yield from x.choose_card(
            x.hand(), f"{verb} a card from your hand", verb=verb, zone=HAND
        )
        if card is not None:
            yield from getattr(x, verb)(card)

    return effect


def nothing(x, req):
    """The karma "..., instead do nothing." (what replaces the request)."""
    return None
    yield  # (a generator)
