"""Fuzz: many seeded random games, checked after every decision (outside CI).

Every card must stay in exactly one zone after every decision; every so often
the game must survive a JSON round trip and a clone unchanged; at the end,
replaying the answers must reproduce the game.  A failing seed is printed with
the command that reproduces it: add it to ``REGRESSIONS`` in
tests/test_random_play.py.

    python bench/fuzz.py --games 2000 --expansions echoes --players 2 3 4 5
    python bench/fuzz.py --games 500 --expansions artifacts --relics
"""

from __future__ import annotations

import argparse
import random
import time
import traceback

import inno
from inno.agents.random import random_answer


def check_game(players: int, seed: int, expansions: list[str], options: dict) -> int:
    game = inno.Game(players=players, seed=seed, expansions=expansions, options=options)
    in_game = game.state.cards_in_game()
    rng = random.Random(seed)
    decisions = 0
    while game.pending is not None:
        if decisions % 37 == 17:
            for copy in (inno.Game.from_json(game.to_json()), game.clone()):
                assert copy.to_position() == game.to_position(), "a saved copy differs"
                assert copy.log == game.log, "a saved copy's log differs"
        game.answer(random_answer(game.pending, rng))
        game.audit()
        assert game.state.cards_in_game() == in_game, "a card was lost or made"
        decisions += 1
        assert decisions < 10_000, "the game does not end"
    replay = inno.Game(players=players, seed=seed, expansions=expansions, options=options)
    for answer in game.history:
        replay.answer(answer)
    assert replay.log == game.log, "the replay differs"
    return decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5])
    parser.add_argument("--expansions", nargs="*", default=["echoes"])
    parser.add_argument("--first-seed", type=int, default=100_000)
    parser.add_argument(
        "--relics", action="store_true", help="with Artifacts: relics in every other game"
    )
    args = parser.parse_args()
    start = time.perf_counter()
    failures = decisions = 0
    for i in range(args.games):
        seed = args.first_seed + i
        players = args.players[i % len(args.players)]
        if players > 4 + len(args.expansions):
            continue
        options = {"teams": True} if players == 4 and i % 5 == 0 else {}
        if args.relics and i % 2:
            options["relics"] = True
        try:
            decisions += check_game(players, seed, args.expansions, options)
        except Exception:
            failures += 1
            print(f"FAILED: players={players} seed={seed} expansions={args.expansions} {options}")
            traceback.print_exc()
    elapsed = time.perf_counter() - start
    print(
        f"{args.games} games ({'+'.join(['base', *args.expansions])}), {failures} failed, "
        f"{decisions:,} decisions in {elapsed:.0f} s"
    )


if __name__ == "__main__":
    main()
