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

``--env`` also counts what a PettingZoo step costs: ``--env-games`` games
through the environment (``bench_env.run_env``, seeds 0...; with copies and with
``copy=False``), less a run that sets up the environment and plays one game
outside the count, over the steps; then the same games replayed by the engine
alone (``run_engine``), over their decisions; the ratio is a step in engine
decisions, counted. A process's count moves by about 1% from run to run (its
imports), so with 10 games three runs gave a step within 1% and a replayed
decision within 6% (it is the smaller difference of two counts): on 2026-11-29,
3.4-3.6 decisions a step in the base game and 2.7-2.75 with all four sets,
2.35-2.5 and 2.1-2.15 with ``copy=False``. It is not the timed ratio
(``bench_env.py``: about 2.9 and 2.35, 2.6 and 2.0; valgrind counts the 146 KB
copy as ~150,000 instructions, for little time), but it moves less: the
yardstick for a change of the observer or the environment (compare the
instructions a step).

``--openspiel`` counts an OpenSpiel step the same way (``--env-games`` games of
``bench_env.run_openspiel``, less a run that plays one game outside the count),
against a decision of the seeded random play above: its games are dealt by
chance, so no engine game replays them.  On 2026-11-29: 532,000 instructions
a step in the base game and 814,000 with all four sets (3.6 and 3.1 decisions);
574,000 and 843,000 before the state answered ``legal_actions()`` and
``is_chance_node()`` in Python, 598,000 and 853,000 before the live game stopped
copying its state at each action decision, and 720,000 and 1,230,000 (4.9 and 4.7)
before the piles' top cards had their chance nodes at action decisions.

    python bench/instructions.py [--games N] [--env] [--env-games N] [--openspiel]

Needs valgrind; it takes a few minutes with the default 10 games, about ten
more with ``--env``.
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


def play_env(mode: str, sets: str, games: int) -> None:
    """The measured run of ``--env``: set up the environment and play one game outside
    the count, then (``mode``) nothing ("setup"), ``games`` games through it with
    copies ("copy") or without ("no copy"), or those with copies then their replay by
    the engine alone ("replay"); prints the steps and the decisions replayed.  For
    ``--openspiel``, the same with the OpenSpiel game: "openspiel setup", then
    "openspiel" (``bench_env.run_openspiel``, chance outcomes drawn from seed 0)."""
    import gc

    from bench_env import run_engine, run_env, run_openspiel

    sets = "+".join(["base", *SETS[sets]])
    if mode.startswith("openspiel"):
        run_openspiel(sets, 2, 1, 10_000)  # (imports numpy, pyspiel, the sets' cards)
        gc.collect()
        gc.freeze()
        steps = run_openspiel(sets, 2, games, 0)[0] if mode == "openspiel" else 0
        print(f"steps {steps} decisions 0")
        return
    run_env(sets, 2, 1, 10_000)  # (imports numpy and PettingZoo, the sets' cards)
    gc.collect()
    gc.freeze()
    steps = decisions = 0
    if mode != "setup":
        steps, _, played = run_env(sets, 2, games, 0, copy=mode != "no copy")
        if mode == "replay":
            decisions = run_engine(played)[0]
    print(f"steps {steps} decisions {decisions}")


def count(
    sets: str, games: int, cache: str | None, env_mode: str | None = None
) -> tuple[int, int, int]:
    """(instructions, decisions, steps) of one measured run under callgrind, with the
    bytecode cached in ``cache`` (None: no cache written); ``env_mode``: a run of
    ``play_env`` instead of ``play``."""
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
            *(["--play", sets] if env_mode is None else ["--play-env", env_mode, sets]),
            str(games),
        ],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    )
    instructions = re.search(r"Collected : (\d+)", run.stderr)
    decisions = re.search(r"decisions (\d+)", run.stdout)
    steps = re.search(r"steps (\d+)", run.stdout)
    assert instructions and decisions, run.stderr
    return (
        int(instructions.group(1)),
        int(decisions.group(1)),
        int(steps.group(1)) if steps else 0,
    )


def env_figures(games: int, cache: str) -> None:
    """``--env``: instructions per PettingZoo step, in engine decisions."""
    for sets in SETS:
        setup = count(sets, games, cache, "setup")[0]
        copied, _, steps = count(sets, games, cache, "copy")
        shared, _, steps_again = count(sets, games, cache, "no copy")
        replayed, decisions, _ = count(sets, games, cache, "replay")
        assert steps == steps_again, "copy=False played other games"
        decision = (replayed - copied) / decisions
        step, step_shared = (copied - setup) / steps, (shared - setup) / steps
        print(
            f"{sets}: PettingZoo {steps} steps, {step:,.0f} instructions a step = "
            f"{step / decision:.2f} engine decisions ({decision:,.0f} a decision); "
            f"copy=False {step_shared:,.0f} = {step_shared / decision:.2f}"
        )


def openspiel_figures(games: int, cache: str, per_decision: dict[str, float]) -> None:
    """``--openspiel``: instructions per OpenSpiel step (the observation tensor, the legal
    actions, the chance nodes), against a decision of seeded random play (above): its
    games are dealt by chance, so no seed's engine game replays them."""
    for sets in SETS:
        setup = count(sets, games, cache, "openspiel setup")[0]
        total, _, steps = count(sets, games, cache, "openspiel")
        step = (total - setup) / steps
        print(
            f"{sets}: OpenSpiel {steps} steps, {step:,.0f} instructions a step = "
            f"{step / per_decision[sets]:.2f} decisions of random play"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games per set (default 10)")
    parser.add_argument("--env", action="store_true", help="also PettingZoo steps")
    parser.add_argument("--env-games", type=int, default=10, help="games through the environment")
    parser.add_argument("--openspiel", action="store_true", help="also OpenSpiel steps")
    parser.add_argument("--play", nargs=2, metavar=("SETS", "GAMES"), help=argparse.SUPPRESS)
    parser.add_argument("--play-env", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.play:
        play(args.play[0], int(args.play[1]))
        return
    if args.play_env:
        play_env(args.play_env[0], args.play_env[1], int(args.play_env[2]))
        return
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, PYTHONPYCACHEPREFIX=cache)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        warm_up = [sys.executable, __file__, "--play", "all four", "0"]
        subprocess.run(warm_up, env=env, check=True, capture_output=True)
        if args.env:  # (numpy's and PettingZoo's bytecode too, into the same cache)
            warm_up = [sys.executable, __file__, "--play-env", "setup", "all four", "0"]
            subprocess.run(warm_up, env=env, check=True, capture_output=True)
        if args.openspiel:
            warm_up = [sys.executable, __file__, "--play-env", "openspiel setup", "all four", "0"]
            subprocess.run(warm_up, env=env, check=True, capture_output=True)
        bare = count("none", 0, cache)[0]
        per_decision = {}
        for sets in SETS:
            start = count(sets, 0, cache)[0]
            total, decisions, _ = count(sets, args.games, cache)
            per = per_decision[sets] = (total - start) / decisions
            print(f"{sets}: {decisions} decisions, {per:,.0f} instructions per decision")
        imported = count("import", 0, cache)[0]
        ready = count("ready", 0, cache)[0]
        if args.env:
            env_figures(args.env_games, cache)
        if args.openspiel:
            openspiel_figures(args.env_games, cache, per_decision)
    print(f"import inno: {imported - bare:,} instructions (bytecode cached)")
    print(f"import inno and set up an all-four game: {ready - bare:,} instructions")
    uncached = count("import", 0, None)[0] - count("none", 0, None)[0]
    print(f"import inno: {uncached:,} instructions (PYTHONDONTWRITEBYTECODE=1)")


if __name__ == "__main__":
    main()
