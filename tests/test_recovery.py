"""A bug in a card's code must not lose anything a player did."""

import pytest
from helpers import act, hand, setup

from inno.data.cards import BASE, BY_NAME
from inno.engine import ruleset
from inno.engine.registry import CardCode


def test_an_error_in_an_effect_leaves_the_game_as_it_was(monkeypatch):
    pottery = BY_NAME["Pottery"]
    cards = CardCode.join(ruleset.card_code((BASE,)))  # (a copy, for this game alone)
    draw_a_1 = cards.effects[pottery, 1]
    failures = []

    def flaky(x):  # Pottery's second effect, with a bug that strikes once
        if not failures:
            failures.append(1)
            raise RuntimeError("a bug in Pottery's second effect")
        yield from draw_a_1(x)

    cards.effects[pottery, 1] = flaky
    monkeypatch.setattr(ruleset, "card_code", lambda sets: cards)
    monkeypatch.setattr(ruleset, "compose", ruleset.compose.__wrapped__)  # (not cached)
    game = setup(
        {"Alice": {"board": {"blue": ["Pottery"]}, "hand": ["Oars", "Archery"]}, "Bob": {}},
        supply={"1": ["Sailing", "Writing"]},
    )
    act(game, "dogma Pottery")  # Pottery 1: "you may return up to three cards"
    before = game.to_json()
    with pytest.raises(RuntimeError, match="a bug in Pottery"):
        game.answer(["Oars"])
    assert game.to_json() == before  # the answer is not half-applied
    act(game, ["Oars"])  # the same answer works once the bug is gone
    assert hand(game, "Alice") == ["Archery", "Writing"]  # scored Sailing, drew Writing
