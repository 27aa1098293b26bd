"""A bug in a card's code must not lose anything a player did."""

import pytest
from helpers import act, hand, setup

from inno.data.cards import BY_NAME
from inno.engine import registry


def test_an_error_in_an_effect_leaves_the_game_as_it_was(monkeypatch):
    game = setup(
        {"Alice": {"board": {"blue": ["Pottery"]}, "hand": ["Oars", "Archery"]}, "Bob": {}},
        supply={"1": ["Sailing", "Writing"]},
    )
    pottery = BY_NAME["Pottery"]
    effects = list(registry.effects_of(pottery))
    draw_a_1 = effects[1][3]
    failures = []

    def flaky(x):  # Pottery's second effect, with a bug that strikes once
        if not failures:
            failures.append(1)
            raise RuntimeError("a bug in Pottery's second effect")
        yield from draw_a_1(x)

    effects[1] = (pottery, 1, "non_demand", flaky)
    monkeypatch.setitem(registry._CACHE, pottery, tuple(effects))
    act(game, "dogma Pottery")  # Pottery 1: "you may return up to three cards"
    before = game.to_json()
    with pytest.raises(RuntimeError, match="a bug in Pottery"):
        game.answer(["Oars"])
    assert game.to_json() == before  # the answer is not half-applied
    act(game, ["Oars"])  # the same answer works once the bug is gone
    assert hand(game, "Alice") == ["Archery", "Writing"]  # scored Sailing, drew Writing
