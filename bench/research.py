"""Benchmark, in one run: what research code pays, base game and all four sets.

For 2-player games: engine decisions/s (the PettingZoo games replayed by the
engine alone; and random play, the random agent's choosing included),
PettingZoo steps/s (``env.last()`` with the observation and the action mask,
then ``env.step``; new arrays, and with ``copy=False``), OpenSpiel steps/s (the
observation tensor and the legal actions at each decision, chance nodes sampled)
and IS-MCTS iterations/s (one search at each of 3 positions, ``bench_mcts``'s),
with what a step costs in engine decisions (each game's time against the engine's
replays made between the games: ``bench_env.Measured``).  The functions are
``bench_env``'s, ``bench_random``'s and ``bench_mcts``'s.  Rates are per second of
this process's CPU time (the machine may be shared), each the best of
``--repeat`` runs; what a step costs is the median of the runs' ratios.

    python bench/research.py [--quick] [--games 12] [--repeat 3] [--iterations 100]
"""

from __future__ import annotations

import argparse
import functools
import time

from bench_env import Measured, run_env, run_openspiel
from bench_mcts import ALL_FOUR, best_of, positions, search
from bench_random import play

from inno.agents.mcts import MCTSAgent

SETS = {"base": [], "all four": ALL_FOUR}
PLAYERS = 2


def random_play(expansions: list[str], games: int, seed: int) -> tuple[int, float]:
    """Decisions and CPU seconds of ``games`` random games (``bench_random.play``)."""
    decisions = 0
    start = time.process_time()
    for g in range(games):
        decisions += play(PLAYERS, seed + g, expansions)[0]
    return decisions, time.process_time() - start


def measure(expansions: list[str], args: argparse.Namespace) -> dict[str, tuple]:
    """Each rate (per CPU second) for one combination of sets, with what a step costs
    in engine decisions (None: not a step)."""
    sets = "+".join(expansions) or "base"
    env = Measured(run_env, sets, PLAYERS, args.games, args.repeat)
    shared = Measured(
        functools.partial(run_env, copy=False), sets, PLAYERS, args.games, args.repeat
    )
    spiel = Measured(run_openspiel, sets, PLAYERS, args.games, args.repeat, env.played)
    games = positions(3, expansions)
    horizon = MCTSAgent().horizon
    per_iteration: list[float] = []  # (engine decisions per iteration: search appends them)
    return {
        "engine decisions/s (the same games replayed)": (env.decisions_per_s, None),
        "random play decisions/s": (
            best_of(args.repeat, lambda r: random_play(expansions, args.games, 1000 * r)),
            None,
        ),
        "PettingZoo steps/s (observation and mask)": (env.steps_per_s, env.cost),
        "... with copy=False (read-only views, no copy)": (shared.steps_per_s, shared.cost),
        "OpenSpiel steps/s (observation and legal actions)": (spiel.steps_per_s, spiel.cost),
        "IS-MCTS iterations/s": (
            best_of(
                args.repeat,
                lambda r: search(games, r, "achieve", horizon or 0, args.iterations, per_iteration),
            ),
            None,
        ),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=12, help="games per run")
    parser.add_argument("--repeat", type=int, default=3, help="runs; the best is printed")
    parser.add_argument("--iterations", type=int, default=100, help="per IS-MCTS search")
    parser.add_argument("--quick", action="store_true", help="2 games, 2 runs, 30 iterations")
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.repeat, args.iterations = 2, 2, 30
    found = {name: measure(expansions, args) for name, expansions in SETS.items()}
    print(
        f"{PLAYERS} players, {args.games} games per run, best of {args.repeat}, "
        "per CPU second; (in brackets: what a step costs in engine decisions)"
    )
    print(f"| measure | {' | '.join(found)} |")
    print(f"|---|{'---|' * len(found)}")
    for row in found["base"]:
        cells = []
        for rates in found.values():
            rate, cost = rates[row]
            cells.append(f"{rate:,.0f}" + (f" ({cost:.2f})" if cost is not None else ""))
        print(f"| {row} | {' | '.join(cells)} |")


if __name__ == "__main__":
    main()
