"""Strength tournament: agent A against agent B over N games, seats alternated.

Each game has its own seed (``--seed`` + game number); A sits first in even
games and second in odd ones, so neither profits from the first player's
advantage.  Games run in parallel on a process pool.  Prints A's win rate
(a k-way draw counts 1/k) with a 95% Wilson confidence interval, per seat and
overall, and the mean game length.

The issue's targets (2-player base game, 200 games, 1 s per decision):

    python bench/strength.py mcts greedy --games 200 --time 1.0 --workers 2
    python bench/strength.py mcts random --games 200 --time 1.0 --workers 2
    python bench/strength.py greedy random --games 200

A quick check: ``--games 20 --iterations 50``.

``--cpu``: IS-MCTS's ``--time`` per decision is CPU time of its process
(``MCTSAgent(clock="cpu")``, ``time.process_time``) instead of wall time, so
that a tournament at a fixed time per decision measures the same search on a
machine shared with other work (each worker gets as many iterations as it
would alone, however busy the cores are; the tournament itself takes longer):

    python bench/strength.py mcts greedy --games 200 --time 0.25 --cpu --workers 2
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor

import inno
from inno.agents import AGENTS, make_agent, play_agents


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (sound near 0 and 1, unlike p +- 2se)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def agent_options(kind: str, args: argparse.Namespace) -> dict:
    if kind != "mcts":
        return {}
    options: dict = {"rollout": args.rollout, "horizon": args.horizon or None}
    if args.iterations is not None:
        options["iterations"] = args.iterations
    else:
        options["time_limit"] = args.time
        if args.cpu:
            options["clock"] = "cpu"
    return options


def play_one(job: tuple) -> dict:
    """Play game ``i``: returns A's score (1, 0 or 1/k), A's seat and the game's length."""
    i, a, b, args = job
    seed = args.seed + i
    a_first = i % 2 == 0
    names = ["P1", "P2"]
    game = inno.Game(players=names, expansions=args.sets, seed=seed)
    agent_a = make_agent(a, seed * 2 + 1, **agent_options(a, args))
    agent_b = make_agent(b, seed * 2 + 2, **agent_options(b, args))
    seat_a = names[0] if a_first else names[1]
    agents = (
        {names[0]: agent_a, names[1]: agent_b}
        if a_first
        else {
            names[0]: agent_b,
            names[1]: agent_a,
        }
    )
    start = time.perf_counter()
    result = play_agents(game, agents)
    winners = result.winners
    score = 1.0 / len(winners) if seat_a in winners else 0.0
    return {
        "game": i,
        "seed": seed,
        "a_first": a_first,
        "score": score,
        "reason": result.reason,
        "decisions": len(game.history),
        "seconds": time.perf_counter() - start,
    }


def report(a: str, b: str, results: list[dict]) -> None:
    n = len(results)
    total = sum(r["score"] for r in results)
    lo, hi = wilson(total, n)
    print(
        f"{a} vs {b}: {n} games; {a} scores {total:g} = {total / n:.1%} (95% CI {lo:.1%}-{hi:.1%})"
    )
    for first in (True, False):
        part = [r for r in results if r["a_first"] == first]
        if part:
            t = sum(r["score"] for r in part)
            lo, hi = wilson(t, len(part))
            seat = "first" if first else "second"
            print(
                f"  {a} {seat:6}: {t:g}/{len(part)} = {t / len(part):.1%} "
                f"(95% CI {lo:.1%}-{hi:.1%})"
            )
    reasons: dict[str, int] = {}
    for r in results:
        reasons[r["reason"]] = reasons.get(r["reason"], 0) + 1
    mean_len = sum(r["decisions"] for r in results) / n
    mean_s = sum(r["seconds"] for r in results) / n
    print(f"  games end by {reasons}; {mean_len:.0f} decisions, {mean_s:.1f} s per game on average")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("a", choices=sorted(AGENTS), help="the agent measured")
    parser.add_argument("b", choices=sorted(AGENTS), help="its opponent")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--time", type=float, default=1.0, help="IS-MCTS seconds per decision")
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="--time is CPU time of the searching process, not wall time (for a shared machine)",
    )
    parser.add_argument(
        "--iterations", type=int, default=None, help="IS-MCTS iterations per decision (not --time)"
    )
    parser.add_argument("--rollout", default="achieve", choices=["random", "achieve", "greedy"])
    parser.add_argument(
        "--horizon",
        type=int,
        default=8,
        help="IS-MCTS rollout actions before evaluating (0: to the end)",
    )
    parser.add_argument("--sets", nargs="*", default=[], help="expansions (default: base game)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    jobs = [(i, args.a, args.b, args) for i in range(args.games)]
    results = []
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for r in pool.map(play_one, jobs):
            results.append(r)
            print(
                f"game {r['game']:4} seed {r['seed']}: {args.a} "
                f"{'first' if r['a_first'] else 'second'} scores {r['score']:g} "
                f"({r['reason']}, {r['decisions']} decisions, {r['seconds']:.1f} s)",
                flush=True,
            )
    print(f"{time.perf_counter() - start:.0f} s with {args.workers} workers")
    report(args.a, args.b, results)


if __name__ == "__main__":
    main()
