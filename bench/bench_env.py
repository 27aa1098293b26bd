"""Benchmark: environment steps per second, a random agent through the PettingZoo API.

Each step is what a learning loop pays: ``env.last()`` (the agent's view, its
observation tensor and action mask) then ``env.step(action)`` with an action
drawn uniformly from the mask.  Prints steps/s and games/s for the base game,
each expansion and all four (one process, one core), the best of ``--repeat``
runs (this machine's speed varies), and with ``--openspiel`` the same random
play through the OpenSpiel game (legal actions and the observation tensor at
each step).

    python bench/bench_env.py [--games N] [--players 2] [--repeat 3] [--expansions base echoes+figures] [--openspiel]
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np

from inno.env import env as make_env

DEFAULT_SETS = [
    "base",
    "echoes",
    "cities",
    "artifacts",
    "figures",
    "echoes+cities+artifacts+figures",
]


def expansions_of(sets: str) -> list[str]:
    return [s for s in sets.split("+") if s != "base"]


def run_env(sets: str, players: int, games: int, seed: int) -> tuple[int, float]:
    """Steps taken and seconds spent playing ``games`` random games."""
    e = make_env(players=players, expansions=expansions_of(sets))
    rng = np.random.default_rng(seed)
    steps = 0
    start = time.perf_counter()
    for g in range(games):
        e.reset(seed=seed + g)
        for _ in e.agent_iter():
            obs, _, term, trunc, _ = e.last()
            if term or trunc:
                e.step(None)
                continue
            e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
    return steps, time.perf_counter() - start


def run_openspiel(sets: str, players: int, games: int, seed: int) -> tuple[int, float]:
    import pyspiel
    from open_spiel.python.observation import make_observation

    import inno.openspiel  # noqa: F401  (registers the game)

    game = pyspiel.load_game(
        inno.openspiel.SHORT_NAME, {"players": players, "expansions": "+".join(expansions_of(sets))}
    )
    # The numpy observation (state.observation_tensor() returns a Python list of
    # 36,597 floats, which alone costs half a millisecond).
    observation = make_observation(game)
    rng = random.Random(seed)
    steps = 0
    start = time.perf_counter()
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():  # the deal and every draw
                state.apply_action(rng.choice(state.chance_outcomes())[0])
                continue
            observation.set_from(state, state.current_player())
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
    return steps, time.perf_counter() - start


def bench(run, label: str, sets: str, players: int, games: int, repeat: int) -> None:
    best = None
    for r in range(repeat):
        steps, elapsed = run(sets, players, games, 1000 * r)
        if best is None or steps / elapsed > best[0] / best[1]:
            best = (steps, elapsed)
    steps, elapsed = best
    print(
        f"{label} {sets}, {players} players: {steps / elapsed:,.0f} steps/s, "
        f"{games / elapsed:,.2f} games/s, {steps / games:,.0f} steps/game"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5, help="games per run")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=3, help="runs; the best is printed")
    parser.add_argument("--expansions", nargs="*", default=DEFAULT_SETS)
    parser.add_argument("--openspiel", action="store_true", help="also the OpenSpiel game")
    args = parser.parse_args()
    for sets in args.expansions:
        bench(run_env, "PettingZoo", sets, args.players, args.games, args.repeat)
    if args.openspiel:
        for sets in args.expansions:
            bench(run_openspiel, "OpenSpiel", sets, args.players, args.games, args.repeat)


if __name__ == "__main__":
    main()
