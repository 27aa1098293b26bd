"""Spectators (the web server's public seat): they see only public information.

Whatever a spectator sees, every player sees too: public information is what
everybody at the table knows.  So every card name in a spectator's view (its
log included; not the ``could_be`` candidates) must also be in each player's view, and no hidden zone shows a
card by name unless it was shown to everybody.
"""

from __future__ import annotations

import json
import random
import re

import pytest

import inno
from inno.agents.random import random_answer
from inno.data.cards import KIND, NAME

CARD_NAMES = sorted({NAME[c] for c in range(len(NAME)) if KIND[c] in ("age", "special")}, key=len)
QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')


def names_in(view: dict) -> set[str]:
    """The card names a view says where they are (its ``could_be`` lists only candidates)."""
    located = {k: v for k, v in view.items() if k != "could_be"}
    strings = set(QUOTED.findall(json.dumps(located, ensure_ascii=False)))
    return strings & ALL


ALL = set(CARD_NAMES)


@pytest.mark.parametrize(
    "expansions, players, seed",
    [([], 2, 1), ([], 4, 2), (["echoes", "artifacts"], 3, 3), (["cities", "figures"], 2, 4)],
)
def test_a_spectator_sees_nothing_a_player_does_not(expansions, players, seed):
    game = inno.Game(players=players, expansions=expansions, seed=seed)
    rng = random.Random(seed)
    while not game.over and len(game.history) < 400:
        if len(game.history) % 7 == 0:
            seen = names_in(game.spectator_view())
            for name in game.names:
                assert seen <= names_in(game.view(name)), name
        game.answer(random_answer(game.pending, rng))


def test_a_spectator_sees_hands_and_score_piles_as_backs():
    game = inno.Game(players=2, seed=5)
    rng = random.Random(5)
    for _ in range(60):
        game.answer(random_answer(game.pending, rng))
    v = game.spectator_view()
    assert v["viewer"] is None and "could_be" in v
    for p in v["players"]:
        assert all(isinstance(c, dict) for c in p["hand"] + p["score_pile"])
    assert v["pending"] is None or set(v["pending"]) == {"player", "kind", "prompt"}
