"""A bug in a card's code must not lose anything a player did."""

import pytest
from helpers import act, hand, setup


def test_an_error_in_an_effect_leaves_the_game_as_it_was(pottery_fails_once):
    pottery_fails_once(RuntimeError("a bug in Pottery's second effect"))
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
