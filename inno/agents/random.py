"""The random bot: a uniformly random legal answer to every decision."""

from __future__ import annotations

import random

from inno.engine.decisions import Decision
from inno.engine.shapes import View


class RandomAgent:
    """Answers every decision with a random legal option (its own seeded RNG)."""

    name = "random"
    needs_view = False  # drivers may pass None instead of the view

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View | None, decision: Decision):
        return random_answer(decision, self.rng)


def random_answer(decision: Decision | dict, rng: random.Random):
    """A uniformly random legal answer to ``decision`` (or to a view's ``pending`` dict)."""
    if isinstance(decision, dict):  # (a client of the web server, say)
        if decision["kind"] == "choose_cards":
            k = rng.randint(decision["min"], decision["max"])
            return rng.sample(decision["options"], k)
        return rng.choice(decision["options"])
    if decision.kind == "choose_cards":
        k = rng.randint(decision.min, decision.max)
        return rng.sample(decision.options, k)
    return rng.choice(decision.options)


def play_random(game, seed: int = 0, max_decisions: int = 100_000) -> int:
    """Play ``game`` to the end with random answers; returns the number of decisions."""
    rng = random.Random(seed)
    n = 0
    while game.pending is not None:
        game.answer(random_answer(game.pending, rng))
        n += 1
        if n >= max_decisions:
            raise RuntimeError(f"game did not end within {max_decisions} decisions")
    return n
