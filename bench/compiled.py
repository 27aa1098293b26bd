"""Benchmark: the engine compiled with Cython (pure-Python mode) against the pure-Python engine.

Copies ``inno/`` to a temporary directory, compiles the engine's modules there
(``inno/engine``, ``inno/engine/vocabulary``; with ``--cards`` the card modules
too) with Cython, unchanged: ``language_level=3``, ``binding=True`` (functions
keep their signatures) and ``annotation_typing=False`` (the annotations are not
turned into runtime type checks: the engine's behaviour is the Python one).
Then, in a fresh process each, it plays the same seeded random 2-player games
(base, and all four sets) with the pure-Python package and with the compiled
copy, checks that every game made the same decisions and ended in the same
position and log, and prints decisions per second of CPU time (the best of
``--repeat`` runs) and the speed-up.

Measured when this script was written: about 1.4x (base and all four), well
short of the 2x that would justify a second build to maintain; so inno ships
the pure-Python engine only, and this script is how to check again.

``--research`` compiles, instead of the engine, what a learner's loop adds to it:
the PettingZoo environment, its actions and observation, and the card tracking
the observation follows (``inno/research/env``, ``inno/engine/tracking.py``),
and measures PettingZoo steps per second of the same seeded random games (as
``bench_env.py``: ``last()`` with the observation and mask, then ``step``).
Measured: 1.2x in the base game and 1.1x with all four sets (a step then costs
about 2.5 and 2.1 engine decisions of the pure-Python engine): short of 2x too,
so the research layer is not offered compiled either.

    pip install Cython setuptools    # not a dependency of inno: only this script needs them
    python bench/compiled.py [--games 50] [--cards | --research] [--keep DIR]

With ``--keep DIR`` the compiled copy stays in ``DIR`` (use it with
``PYTHONPATH=DIR``); run again with the same ``DIR``, it is measured again, not
rebuilt.  The build takes about 2 CPU minutes for the engine, 3 to 4 more with
the cards (which gain nothing: the time is in the engine).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SETS = {"base": [], "all four": ["echoes", "cities", "artifacts", "figures"]}


def play(sets: str, games: int, repeat: int) -> None:
    """The measured run (in its own process): print the games' fingerprint and the rate."""
    # (Here: the package found first on this process's PYTHONPATH.)
    from bench_random import play as play_random

    from inno.engine import game as game_module

    best = float("inf")
    for _ in range(repeat):
        decisions, played = 0, []
        start = time.process_time()
        for seed in range(games):
            n, game = play_random(2, seed, SETS[sets])
            decisions += n
            played.append(game)
        elapsed = time.process_time() - start
        best = min(best, elapsed)
    digest = hashlib.sha256()
    for game in played:
        digest.update(json.dumps([game.history, game.log, game.to_position()]).encode())
    compiled = not game_module.__file__.endswith(".py")
    print(json.dumps([compiled, decisions, digest.hexdigest(), decisions / best]))


def play_env(sets: str, games: int, repeat: int) -> None:
    """``play`` for ``--research``: PettingZoo steps, not engine decisions."""
    from bench_env import run_env

    from inno.research.env import observation

    elapsed = float("inf")
    for _ in range(repeat):
        steps, seconds, played = run_env("+".join(["base", *SETS[sets]]), 2, games, 0)
        elapsed = min(elapsed, seconds)
    digest = hashlib.sha256()
    for game in played:
        digest.update(json.dumps([game.history, game.to_position()]).encode())
    compiled = not observation.__file__.endswith(".py")
    print(json.dumps([compiled, steps, digest.hexdigest(), steps / elapsed]))


def measure(
    path: Path, sets: str, games: int, repeat: int, research: bool = False
) -> tuple[bool, int, str, float]:
    """(compiled?, decisions or steps, fingerprint, per second) of the package in ``path``."""
    env = dict(os.environ, PYTHONPATH=str(path))
    mode = "--play-env" if research else "--play"
    run = subprocess.run(
        [sys.executable, __file__, mode, sets, str(games), str(repeat)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    )
    compiled, decisions, digest, rate = json.loads(run.stdout)
    return compiled, decisions, digest, rate


def build(target: Path, cards: bool, research: bool) -> float:
    """Compile the engine (and the cards), or the research layer, in the copy at
    ``target``; the CPU seconds taken."""
    code = f"""
import glob
from setuptools import Extension, setup
from Cython.Build import cythonize
paths = glob.glob("inno/engine/*.py") + glob.glob("inno/engine/vocabulary/*.py")
if {cards!r}:
    paths += glob.glob("inno/cards/*/*.py")
if {research!r}:
    paths = glob.glob("inno/research/env/*.py") + ["inno/engine/tracking.py"]
# (vocabulary/ has no __init__.py: the module names are given, not guessed)
modules = [Extension(p[:-3].replace("/", "."), [p]) for p in sorted(paths)
           if not p.endswith("__init__.py")]
directives = {{"binding": True, "annotation_typing": False}}
setup(name="inno-compiled", script_args=["build_ext", "--inplace"],
      ext_modules=cythonize(modules, language_level=3, compiler_directives=directives, quiet=True))
"""
    start = os.times()
    run = subprocess.run([sys.executable, "-c", code], cwd=target, capture_output=True, text=True)
    if run.returncode:
        sys.exit(f"the build failed:\n{run.stderr}")
    end = os.times()
    return (end.children_user + end.children_system) - (start.children_user + start.children_system)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="seeded games per set (default 50)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each (the best counts)")
    parser.add_argument("--cards", action="store_true", help="compile the card modules too")
    parser.add_argument(
        "--research", action="store_true", help="compile the research layer, not the engine"
    )
    parser.add_argument("--keep", type=Path, help="build in this directory and keep it")
    parser.add_argument("--play", nargs=3, help=argparse.SUPPRESS)
    parser.add_argument("--play-env", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.play or args.play_env:
        run = play if args.play else play_env
        sets, games, repeat = args.play or args.play_env
        run(sets, int(games), int(repeat))
        return
    if importlib.util.find_spec("Cython") is None:
        sys.exit("needs Cython: pip install Cython setuptools")
    if args.cards and args.research:
        sys.exit("--cards and --research compile different parts: choose one")
    with tempfile.TemporaryDirectory() as scratch:
        target = args.keep or Path(scratch)
        if (target / "inno").exists():
            print(f"measuring the build kept in {target}")
        else:
            shutil.copytree(
                ROOT / "inno", target / "inno", ignore=shutil.ignore_patterns("__pycache__")
            )
            seconds = build(target, args.cards, args.research)
            built = (
                "research layer"
                if args.research
                else "engine and cards"
                if args.cards
                else "engine"
            )
            print(f"built the {built} in {target}: {seconds:.0f} s of CPU")
        unit = "PettingZoo steps" if args.research else "decisions"
        for sets in SETS:
            pure = measure(ROOT, sets, args.games, args.repeat, args.research)
            compiled = measure(target, sets, args.games, args.repeat, args.research)
            assert not pure[0] and compiled[0], "the compiled modules were not imported"
            assert pure[1:3] == compiled[1:3], f"{sets}: the compiled build played other games"
            print(
                f"{sets}: {pure[1]} {unit}, the same games; pure {pure[3]:,.0f}, "
                f"compiled {compiled[3]:,.0f} {unit}/s CPU: {compiled[3] / pure[3]:.2f}x"
            )


if __name__ == "__main__":
    main()
