"""Benchmark: IS-MCTS iterations per second (one process, one core).

At positions sampled from seeded random 2-player games (player 0's decisions
after 20, 40 and 60 random answers: action decisions, and decisions inside an
action), runs searches of ``--iterations`` iterations and prints iterations/s
for each rollout policy and horizon, and the cost of a determinization as the
search makes them (one ``Sampler`` per decision, sampled again and again, each
sample a game for search: ``for_search``, no checkpoints, freed when dropped).
The base game and all four expansions by default.  Rates are per second of
this process's CPU time (on a shared machine, wall time measures the other
processes too), each the best of ``--repeat`` runs.

    python bench/bench_mcts.py [--iterations 200] [--positions 6] [--sets echoes ...]
        [--rollouts achieve greedy] [--horizons 8 2]
"""

from __future__ import annotations

import argparse
import random
import time

import inno
from inno.agents.determinize import Sampler
from inno.agents.mcts import MCTSAgent
from inno.agents.random import random_answer
from inno.engine.search import discard

ALL_FOUR = ["echoes", "cities", "artifacts", "figures"]


def positions(n: int, expansions: list[str], inside: bool = False) -> list[inno.Game]:
    """Player 0's decisions with a choice after 20, 40, 60... random answers: action
    decisions, or (``inside``) decisions inside an action."""
    found = []
    seed = 0
    while len(found) < n:
        game = inno.Game(players=2, seed=seed, expansions=expansions)
        rng = random.Random(seed)
        for _ in range(20 * (1 + len(found) % 3)):
            if game.pending is None:
                break
            game.answer(random_answer(game.pending, rng))
        while (d := game.pending) is not None and not (
            d.who == 0 and (d.kind != "action") == inside and len(d.options) > 1
        ):
            game.answer(random_answer(d, rng))
        if game.pending is not None:
            found.append(game)
        seed += 1
    return found


def best_of(repeat: int, run) -> float:
    """The best rate of ``repeat`` runs of ``run(r) -> (count, seconds)``, r = 0, 1..."""
    return max(n / s for n, s in (run(r) for r in range(repeat)))


def bench(games: list[inno.Game], args: argparse.Namespace) -> None:
    def sampling(_: int) -> tuple[int, float]:
        rng = random.Random(0)
        start = time.process_time()
        for game in games:
            sampler = Sampler(game, 0)
            for _ in range(50):
                discard(sampler.sample(rng, for_search=True))  # (as the search does)
        return 50 * len(games), time.process_time() - start

    rate = best_of(args.repeat, sampling)
    print(f"    determinization (one Sampler per decision): {rate:,.0f}/s ({1e6 / rate:.0f} us)")
    for rollout in args.rollouts:
        iterations = args.iterations if rollout != "greedy" else max(10, args.iterations // 10)
        for horizon in args.horizons:
            played: list[float] = []
            rate = best_of(
                args.repeat,
                lambda run, r=rollout, h=horizon, n=iterations, p=played: search(
                    games, run, r, h, n, p
                ),
            )
            print(
                f"    IS-MCTS, {rollout} rollouts, horizon {horizon}: {rate:,.0f} iterations/s "
                f"({played[-1]:.1f} decisions played each)"
            )


def search(
    games: list[inno.Game], run: int, rollout: str, horizon: int, iterations: int, played: list
) -> tuple[int, float]:
    """One search at each position: (iterations, seconds) in all; appends to ``played``
    the engine decisions played per iteration."""
    done, seconds, decisions = 0, 0.0, 0
    for i, game in enumerate(games):
        bot = MCTSAgent(
            seed=run * 100 + i, iterations=iterations, rollout=rollout, horizon=horizon or None
        )
        bot.bind(game, 0)
        start = time.process_time()
        bot.choose(None, game.pending)
        seconds += time.process_time() - start
        done += bot.last["iterations"]
        decisions += bot.last.get("decisions", 0)
    played.append(decisions / done)
    return done, seconds


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--positions", type=int, default=6)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument(
        "--sets", nargs="*", default=None, help="expansions (default: base, then all four)"
    )
    parser.add_argument("--rollouts", nargs="*", default=["achieve"])
    parser.add_argument(
        "--horizons", nargs="*", type=int, default=[MCTSAgent().horizon or 0], help="0: no horizon"
    )
    args = parser.parse_args(argv)
    for sets in [[], ALL_FOUR] if args.sets is None else [args.sets]:
        print(
            f"{args.positions} positions of 2-player games ({'+'.join(sets) or 'base'}), "
            f"{args.iterations} iterations per search, best of {args.repeat}"
        )
        for inside in (False, True):
            print("  inside an action:" if inside else "  action decisions:")
            bench(positions(args.positions, sets, inside), args)


if __name__ == "__main__":
    main()
