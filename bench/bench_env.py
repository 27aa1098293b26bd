"""Benchmark: environment steps per second, and what a step costs in engine decisions.

Each step is what a learning loop pays: ``env.last()`` (the agent's observation
tensor and action mask) then ``env.step(action)`` with an action drawn uniformly
from the mask (Python's ``random``: numpy's ``Generator.choice`` alone costs
about half an engine decision; the mask's ones are found through a boolean view of
it, since ``np.flatnonzero`` on the ``int8`` mask costs a fifth of one).  The same
games are then replayed by the engine alone (the same
answers, no environment): the ratio of the two times is what one step costs in
engine decisions, measured back to back so the machine's load cancels out.
``--openspiel`` plays random games through the OpenSpiel game too (legal actions
and the observation tensor at each step) and ``--vector N`` steps N games
together through :class:`inno.research.env.vector.InnoVectorEnv`; their ratios are to
the engine's decisions per second of the PettingZoo games.  Each figure is the
best of ``--repeat`` runs (one process, one core), in CPU time.

``--floor`` also plays the PettingZoo games without the observation tensor
(``env.last(observe=False)``, the legal actions from the environment's chooser):
what the rest of a step costs, the floor under any encoder.

``--count`` also counts Python function calls (cProfile) per step and per engine
decision: a measure of work that the machine's load does not change.

    python bench/bench_env.py [--games N] [--players 2] [--repeat 3] [--expansions base echoes+figures] [--openspiel] [--vector 16] [--floor] [--count]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time

import numpy as np

import inno
from inno.research.env import env as make_env

# CPU time of this process: the machine may be shared, and wall time would count the
# other processes' turns too.
clock = time.process_time

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


def run_env(sets: str, players: int, games: int, seed: int) -> tuple[int, float, list]:
    """Steps taken, seconds spent playing ``games`` random games, and the games."""
    e = make_env(players=players, expansions=expansions_of(sets))
    rng = random.Random(seed)
    steps = 0
    played = []
    start = clock()
    for g in range(games):
        e.reset(seed=seed + g)
        for _ in e.agent_iter():
            obs, _, term, trunc, _ = e.last()
            if term or trunc:
                e.step(None)
                continue
            # (the mask's ones, as a boolean view: numpy's nonzero costs a fifth of an
            # engine decision on int8, a thirtieth on bool)
            legal = obs["action_mask"].view(np.bool_).nonzero()[0]
            e.step(int(legal[rng.randrange(len(legal))]))
            steps += 1
        played.append(e.unwrapped.game)
    return steps, clock() - start, played


def run_floor(sets: str, players: int, games: int, seed: int) -> tuple[int, float, list]:
    """``run_env`` without the observation tensor (the legal actions from the chooser)."""
    e = make_env(players=players, expansions=expansions_of(sets))
    chooser_of = e.unwrapped
    rng = random.Random(seed)
    steps = 0
    start = clock()
    for g in range(games):
        e.reset(seed=seed + g)
        for _ in e.agent_iter():
            _, _, term, trunc, _ = e.last(observe=False)
            if term or trunc:
                e.step(None)
                continue
            e.step(rng.choice(chooser_of.chooser.legal_actions()))
            steps += 1
    return steps, clock() - start, []


def run_engine(played: list) -> tuple[int, float]:
    """Decisions answered and seconds spent replaying ``played`` with the engine alone."""
    decisions = 0
    start = clock()
    for old in played:
        game = inno.Game(list(old.names), list(old.expansions), old.seed, old.options)
        for answer in old.history:
            game.answer(answer)
        decisions += len(old.history)
    return decisions, clock() - start


def run_openspiel(sets: str, players: int, games: int, seed: int) -> tuple[int, float, list]:
    import pyspiel
    from open_spiel.python.observation import make_observation

    import inno.research.openspiel  # noqa: F401  (registers the game)

    game = pyspiel.load_game(
        inno.research.openspiel.SHORT_NAME,
        {"players": players, "expansions": "+".join(expansions_of(sets))},
    )
    # The numpy observation (state.observation_tensor() returns a Python list of
    # 36,597 floats, which alone costs half a millisecond).
    observation = make_observation(game)
    rng = random.Random(seed)
    steps = 0
    start = clock()
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():  # the deal and every draw
                state.apply_action(rng.choice(state.chance_outcomes())[0])
                continue
            observation.set_from(state, state.current_player())
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
    return steps, clock() - start, []


def vector_runner(n: int):
    def run_vector(sets: str, players: int, games: int, seed: int) -> tuple[int, float, list]:
        from inno.research.env.vector import InnoVectorEnv

        v = InnoVectorEnv(n, players=players, expansions=expansions_of(sets))
        rng = random.Random(seed)
        obs, info = v.reset(seed=seed)
        steps = finished = 0
        start = clock()
        while finished < games:
            masks = obs["action_mask"].view(np.bool_)  # (as run_env finds the ones)
            actions = []
            for m in masks:
                legal = m.nonzero()[0]
                actions.append(legal[rng.randrange(len(legal))])
            obs, _, terminated, truncated, info = v.step(np.array(actions))
            steps += n
            finished += int(np.sum(terminated | truncated))
        return steps, clock() - start, []

    return run_vector


def best(run, sets: str, players: int, games: int, repeat: int) -> tuple[int, float, list]:
    found = None
    for r in range(repeat):
        steps, elapsed, played = run(sets, players, games, 1000 * r)
        if found is None or steps / elapsed > found[0] / found[1]:
            found = (steps, elapsed, played)
    return found


def calls(function, *args) -> int:
    """Python function calls made by ``function(*args)``."""
    profile = cProfile.Profile()
    profile.enable()
    function(*args)
    profile.disable()
    return pstats.Stats(profile).total_calls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5, help="games per run")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=3, help="runs; the best is printed")
    parser.add_argument("--expansions", nargs="*", default=DEFAULT_SETS)
    parser.add_argument("--openspiel", action="store_true", help="also the OpenSpiel game")
    parser.add_argument("--vector", type=int, default=0, help="also N games stepped together")
    parser.add_argument("--floor", action="store_true", help="also PettingZoo without observation")
    parser.add_argument("--count", action="store_true", help="count function calls too")
    args = parser.parse_args()
    for sets in args.expansions:
        steps, elapsed, played = best(run_env, sets, args.players, args.games, args.repeat)
        engine = min((run_engine(played) for _ in range(args.repeat)), key=lambda r: r[1])
        decisions_per_s = engine[0] / engine[1]
        rows = [("PettingZoo", steps, elapsed)]
        if args.floor:
            rows.append(
                (
                    "PettingZoo, no observation",
                    *best(run_floor, sets, args.players, args.games, args.repeat)[:2],
                )
            )
        if args.openspiel:
            rows.append(
                ("OpenSpiel", *best(run_openspiel, sets, args.players, args.games, args.repeat)[:2])
            )
        if args.vector:
            rows.append(
                (
                    f"vector x{args.vector}",
                    *best(vector_runner(args.vector), sets, args.players, args.games, args.repeat)[
                        :2
                    ],
                )
            )
        print(
            f"{sets}, {args.players} players: engine {decisions_per_s:,.0f} decisions/s "
            f"({engine[0] / len(played):,.0f} decisions/game, {steps / args.games:,.0f} steps/game)"
        )
        for label, n, seconds in rows:
            per_s = n / seconds
            print(
                f"  {label}: {per_s:,.0f} steps/s, a step costs "
                f"{decisions_per_s / per_s:.2f} engine decisions"
            )
        if args.count:
            steps0, _, played0 = run_env(sets, args.players, args.games, 0)
            per_step = calls(run_env, sets, args.players, args.games, 0) / steps0
            per_decision = calls(run_engine, played0) / sum(len(g.history) for g in played0)
            print(
                f"  function calls: {per_step:,.0f} per PettingZoo step, {per_decision:,.0f} "
                f"per engine decision (a step costs {per_step / per_decision:.2f} decisions)"
            )


if __name__ == "__main__":
    main()
