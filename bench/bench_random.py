"""Benchmark: random play and saving.

Prints decisions/second, games/second and mean decisions per game for random
play with 2, 3 and 4 players (one process, one core), for the base game and
for the base game with each implemented expansion, and the cost of
``to_json``/``from_json`` and ``clone`` at decisions sampled from random games.
Each figure is the best of ``--repeat`` runs (this machine's speed varies).

    python bench/bench_random.py [--games N] [--players 2 3 4] [--expansions base figures echoes+cities+artifacts+figures]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import inno
from inno.agents.random import random_answer


def play(players: int, seed: int, expansions: list[str]) -> tuple[int, inno.Game]:
    game = inno.Game(players=players, seed=seed, expansions=expansions)
    rng = random.Random(seed)
    n = 0
    while game.pending is not None:
        game.answer(random_answer(game.pending, rng))
        n += 1
    return n, game


def bench_play(players: int, games: int, expansions: list[str], repeat: int) -> None:
    best = None
    for _ in range(repeat):
        decisions = 0
        start = time.perf_counter()
        for seed in range(games):
            n, _ = play(players, seed, expansions)
            decisions += n
        elapsed = time.perf_counter() - start
        if best is None or elapsed < best[0]:
            best = (elapsed, decisions)
    elapsed, decisions = best
    sets = "+".join(["base", *expansions])
    print(
        f"{sets}, {players} players: {games} games, {decisions / elapsed:,.0f} decisions/s, "
        f"{games / elapsed:,.1f} games/s ({1000 * elapsed / games:.1f} ms/game), "
        f"{decisions / games:,.0f} decisions/game"
    )


def bench_saving(samples: int) -> None:
    """Time to_json/from_json/clone at random decisions of random 2-player games."""
    rng = random.Random(1)
    games = []
    for seed in range(samples):
        game = inno.Game(players=2, seed=10_000 + seed)
        stop = rng.randint(5, 150)
        for _ in range(stop):
            if game.pending is None:
                break
            game.answer(random_answer(game.pending, rng))
        if game.pending is not None:
            games.append(game)
    to_json, from_json, clone, sizes = [], [], [], []
    for game in games:
        t0 = time.perf_counter()
        text = game.to_json()
        t1 = time.perf_counter()
        inno.Game.from_json(text)
        t2 = time.perf_counter()
        game.clone()
        t3 = time.perf_counter()
        to_json.append(t1 - t0)
        from_json.append(t2 - t1)
        clone.append(t3 - t2)
        sizes.append(len(text))
    ms = 1000
    print(
        f"saving ({len(games)} positions): to_json {statistics.mean(to_json) * ms:.2f} ms, "
        f"from_json {statistics.mean(from_json) * ms:.2f} ms, clone {statistics.mean(clone) * ms:.3f} ms, "
        f"save size {statistics.mean(sizes) / 1024:.0f} KiB on average"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per player count")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--saves", type=int, default=100, help="positions for the saving benchmark")
    parser.add_argument(
        "--expansions",
        nargs="+",
        default=[
            "base",
            "echoes",
            "cities",
            "artifacts",
            "figures",
            "echoes+cities+artifacts+figures",
        ],
        help="what to play: 'base', or expansions joined by + (played with the base set)",
    )
    parser.add_argument("--repeat", type=int, default=3, help="runs of each (the best counts)")
    args = parser.parse_args()
    for sets in args.expansions:
        expansions = [] if sets == "base" else sets.split("+")
        for players in args.players:
            bench_play(players, args.games, expansions, args.repeat)
    bench_saving(args.saves)


if __name__ == "__main__":
    main()
