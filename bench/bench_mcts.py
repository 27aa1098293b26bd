"""Benchmark: IS-MCTS iterations per second (one process, one core).

At positions sampled from seeded random 2-player games (the bot's own action
decisions, early, middle and late), runs a search of ``--iterations``
iterations and prints iterations/s for each rollout policy, and the cost of a
determinization alone.  Each figure is the best of ``--repeat`` runs (this
machine's speed varies).

    python bench/bench_mcts.py [--iterations 300] [--positions 6] [--sets echoes ...]
"""

from __future__ import annotations

import argparse
import random
import time

import inno
from inno.agents.determinize import determinize
from inno.agents.mcts import MCTSAgent
from inno.agents.random import random_answer


def positions(n: int, expansions: list[str]) -> list[inno.Game]:
    """Player 0's action decisions after 20, 40, 60... random answers."""
    found = []
    seed = 0
    while len(found) < n:
        game = inno.Game(players=2, seed=seed, expansions=expansions)
        rng = random.Random(seed)
        steps = 20 * (1 + len(found) % 3)
        for _ in range(steps):
            if game.pending is None:
                break
            game.answer(random_answer(game.pending, rng))
        while game.pending is not None and not (
            game.pending.who == 0 and game.pending.kind == "action"
        ):
            game.answer(random_answer(game.pending, rng))
        if game.pending is not None:
            found.append(game)
        seed += 1
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--positions", type=int, default=6)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--sets", nargs="*", default=[])
    parser.add_argument("--rollouts", nargs="*", default=["achieve", "random", "greedy"])
    args = parser.parse_args(argv)
    games = positions(args.positions, args.sets)
    print(
        f"{len(games)} positions of 2-player games ({'+'.join(args.sets) or 'base'}), "
        f"{args.iterations} iterations per search, best of {args.repeat}"
    )
    rng = random.Random(0)
    best = None
    for _ in range(args.repeat):
        start = time.perf_counter()
        n = 0
        for game in games:
            for _ in range(50):
                determinize(game, 0, rng)
                n += 1
        rate = n / (time.perf_counter() - start)
        best = rate if best is None else max(best, rate)
    print(f"  determinize: {best:,.0f} per second ({1e6 / best:.0f} us each)")
    for rollout in args.rollouts:
        iterations = args.iterations if rollout != "greedy" else max(10, args.iterations // 10)
        best = None
        for r in range(args.repeat):
            done = 0
            seconds = 0.0
            for i, game in enumerate(games):
                bot = MCTSAgent(seed=r * 100 + i, iterations=iterations, rollout=rollout)
                bot.bind(game, 0)
                bot.choose(None, game.pending)
                done += bot.last["iterations"]
                seconds += bot.last["seconds"]
            rate = done / seconds
            best = rate if best is None else max(best, rate)
        print(f"  IS-MCTS, {rollout} rollouts (horizon 8 actions): {best:,.0f} iterations/s")


if __name__ == "__main__":
    main()
