import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture
def karma():
    """Register a synthetic karma on a card for one test: karma(card_name, kind, ...)."""
    from inno.data.cards import BY_NAME
    from inno.engine.registry import Karma, register_karma, unregister_karmas

    registered = []

    def add(card_name: str, kind: str, number: int = 1, **kw) -> Karma:
        card = BY_NAME[card_name]
        registered.append(card)
        return register_karma(Karma(card, number, kind, **kw))

    yield add
    for card in registered:
        unregister_karmas(card)


@pytest.fixture
def instead_nothing(karma):
    """instead_nothing(host, verb, only=None, run=None): while ``host`` is a top card of its
    owner's board, its owner has the karma "If you would <verb> a card (``only``), instead
    do nothing" (or instead ``run(x, request)``)."""
    from inno.data.cards import BY_NAME
    from inno.engine.registry import WOULD_INSTEAD

    def nothing(x, req):
        return None
        yield  # a generator

    def add(host: str, verb: str, only: str | None = None, run=None) -> None:
        def trigger(x, req):
            return (
                req.verb == verb
                and req.player == x.you
                and (only is None or req.card == BY_NAME[only])
            )

        karma(host, WOULD_INSTEAD, trigger=trigger, run=run or nothing)

    return add
