"""Benchmark: valgrind instructions per engine decision, and to import the package.

Instruction counts are deterministic, so unlike wall-clock figures they can be
compared between runs on a shared machine. For the base game and for all four
sets, this script runs itself under ``valgrind --tool=callgrind`` twice: once
importing ``inno`` and playing no game, once playing ``--games`` seeded random
2-player games (seed i, answers from ``random_answer`` with
``random.Random(i)``). The difference between the two counts, over the
decisions made, is the cost of a decision. Both runs collect the garbage the
import left and freeze what remains (``gc.freeze``) before playing, so that
the collector's passes over the imported heap do not fall among the
decisions of one run and not the other: the figure counts what the games'
own objects cost. The runs use ``PYTHONHASHSEED=0``: with random string
hashes, the same games cost a slightly different count in each run.

Importing ``inno`` does not import the code of the cards: the first game of a
combination of sets does (its ruleset).  So both runs of a count set up one game of
their sets before playing, and the import is given alone and with the setup of an
all-four game (every card's code).  The import cost is the count of a run that
imports ``inno`` and stops, less
that of a run which does not import it: with the bytecode cached (as in an
installed package; the runs use a fresh ``PYTHONPYCACHEPREFIX``, filled by a
run outside valgrind), and with ``PYTHONDONTWRITEBYTECODE=1`` (no cache
written: every module of ``inno`` is compiled from source unless a
``__pycache__`` is already there).

    python bench/instructions.py [--games N]

Needs valgrind; it takes a few minutes with the default 10 games.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile

SETS = {"base": [], "all four": ["echoes", "cities", "artifacts", "figures"]}


def play(sets: str, games: int) -> None:
    """The measured run: import inno, play ``games`` games, print the decisions."""

    if sets == "none":  # (the interpreter alone: what importing inno adds is measured against it)
        print("decisions 0")
        return
    import gc

    import inno

    if sets == "import":
        print("decisions 0")
        return
    # The first game of a combination imports the code of its sets' cards: made here, in
    # both runs of a count, it is not counted among the decisions (see "ready" below).
    inno.Game(players=2, seed=0, expansions=SETS["all four" if sets == "ready" else sets])
    if sets == "ready":
        print("decisions 0")
        return
    from bench_random import play as play_random

    gc.collect()
    gc.freeze()
    decisions = 0
    for seed in range(games):
        decisions += play_random(2, seed, SETS[sets])[0]
    print(f"decisions {decisions}")


def count(sets: str, games: int, cache: str | None) -> tuple[int, int]:
    """(instructions, decisions) of one measured run under callgrind, with the bytecode
    cached in ``cache`` (None: no cache written)."""
    env = dict(os.environ, PYTHONHASHSEED="0")  # (string hashes vary the count otherwise)
    env.pop("PYTHONPYCACHEPREFIX", None)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    if cache is not None:
        env["PYTHONPYCACHEPREFIX"] = cache
        del env["PYTHONDONTWRITEBYTECODE"]
    run = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            __file__,
            "--play",
            sets,
            str(games),
        ],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    )
    instructions = re.search(r"Collected : (\d+)", run.stderr)
    decisions = re.search(r"decisions (\d+)", run.stdout)
    assert instructions and decisions, run.stderr
    return int(instructions.group(1)), int(decisions.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games per set (default 10)")
    parser.add_argument("--play", nargs=2, metavar=("SETS", "GAMES"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.play:
        play(args.play[0], int(args.play[1]))
        return
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, PYTHONPYCACHEPREFIX=cache)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        warm_up = [sys.executable, __file__, "--play", "all four", "0"]
        subprocess.run(warm_up, env=env, check=True, capture_output=True)
        bare, _ = count("none", 0, cache)
        for sets in SETS:
            start, _ = count(sets, 0, cache)
            total, decisions = count(sets, args.games, cache)
            per = (total - start) / decisions
            print(f"{sets}: {decisions} decisions, {per:,.0f} instructions per decision")
        imported, _ = count("import", 0, cache)
        ready, _ = count("ready", 0, cache)
    print(f"import inno: {imported - bare:,} instructions (bytecode cached)")
    print(f"import inno and set up an all-four game: {ready - bare:,} instructions")
    uncached = count("import", 0, None)[0] - count("none", 0, None)[0]
    print(f"import inno: {uncached:,} instructions (PYTHONDONTWRITEBYTECODE=1)")


if __name__ == "__main__":
    main()
