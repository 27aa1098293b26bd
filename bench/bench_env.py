"""Benchmark: environment steps per second, and what a step costs in engine decisions.

Each step is what a learning loop pays: ``env.last()`` (the agent's observation
tensor and action mask) then ``env.step(action)`` with an action drawn uniformly
from the mask (Python's ``random``: numpy's ``Generator.choice`` alone costs
about half an engine decision; the mask's ones are found through a boolean view of
it, since ``np.flatnonzero`` on the ``int8`` mask costs a fifth of one).  Each game
is replayed by the engine alone (the same answers, no environment) right after it
is played: the ratio of the two times is what one step costs in engine decisions,
measured game by game so that a change of the machine's speed during a run (another
process, the clock's frequency) falls on both alike.  ``--openspiel`` plays random
games through the OpenSpiel game too (legal actions and the observation tensor at
each step) and ``--vector N`` steps N games together through
:class:`inno.research.env.vector.InnoVectorEnv`; after each of their games one of
the PettingZoo games is replayed, and their ratios are to those replays.  Rates
are the best of ``--repeat`` runs (one process, one core, CPU time); what a step
costs is the median of the runs' own ratios.

``--no-copy`` also plays them with ``copy=False`` (the observation and mask as
read-only views of the environment's arrays, no copy); ``--floor`` without the
observation tensor (``env.last(observe=False)``, the legal actions from the
environment's chooser): what the rest of a step costs, the floor under any
encoder.

``--count`` also counts Python function calls (cProfile) per step and per engine
decision: a measure of work that the machine's load does not change.

    python bench/bench_env.py [--games N] [--players 2] [--repeat 3] [--expansions base echoes+figures] [--openspiel] [--vector 16] [--no-copy] [--floor] [--count]
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import pstats
import random
import statistics
import time
from collections.abc import Callable

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


def replay(old: inno.Game) -> tuple[int, float]:
    """Decisions and seconds of the engine alone answering ``old``'s answers again."""
    start = clock()
    game = inno.Game(list(old.names), list(old.expansions), old.seed, old.options)
    for answer in old.history:
        game.answer(answer)
    return len(old.history), clock() - start


class Paired:
    """Engine replays interleaved with a runner's games, so that what a step costs in
    engine decisions holds while the machine's speed changes (another process, the
    clock's frequency): the runner calls it after each game, outside its own timing,
    with the engine game it played (replayed) or None (the next of ``games``, the
    PettingZoo games of the same sets, is replayed)."""

    def __init__(self, games: list | None = None) -> None:
        self.games = games or []
        self.next = 0
        self.decisions = 0
        self.seconds = 0.0

    def __call__(self, game: inno.Game | None = None) -> None:
        if game is None:
            game = self.games[self.next % len(self.games)]
            self.next += 1
        decisions, seconds = replay(game)
        self.decisions += decisions
        self.seconds += seconds


def run_env(
    sets: str,
    players: int,
    games: int,
    seed: int,
    after: Paired | None = None,
    copy: bool = True,
) -> tuple[int, float, list]:
    """Steps taken, seconds spent playing ``games`` random games, and the games
    (``after``: called with each game once it is over, outside the seconds; ``copy``:
    the environment's)."""
    e = make_env(players=players, expansions=expansions_of(sets), copy=copy)
    rng = random.Random(seed)
    steps = 0
    seconds = 0.0
    played = []
    for g in range(games):
        start = clock()
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
        seconds += clock() - start
        played.append(e.unwrapped.game)
        if after is not None:
            after(played[-1])
    return steps, seconds, played


def run_floor(
    sets: str, players: int, games: int, seed: int, after: Paired | None = None
) -> tuple[int, float, list]:
    """``run_env`` without the observation tensor (the legal actions from the chooser)."""
    e = make_env(players=players, expansions=expansions_of(sets))
    chooser_of = e.unwrapped
    rng = random.Random(seed)
    steps = 0
    seconds = 0.0
    for g in range(games):
        start = clock()
        e.reset(seed=seed + g)
        for _ in e.agent_iter():
            _, _, term, trunc, _ = e.last(observe=False)
            if term or trunc:
                e.step(None)
                continue
            e.step(rng.choice(chooser_of.chooser.legal_actions()))
            steps += 1
        seconds += clock() - start
        if after is not None:
            after(chooser_of.game)
    return steps, seconds, []


def run_engine(played: list) -> tuple[int, float]:
    """Decisions answered and seconds spent replaying ``played`` with the engine alone."""
    decisions, seconds = 0, 0.0
    for old in played:
        n, elapsed = replay(old)
        decisions += n
        seconds += elapsed
    return decisions, seconds


def run_openspiel(
    sets: str, players: int, games: int, seed: int, after: Paired | None = None
) -> tuple[int, float, list]:
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
    seconds = 0.0
    for _ in range(games):
        start = clock()
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():  # the deal and every draw
                state.apply_action(rng.choice(state.chance_outcomes())[0])
                continue
            observation.set_from(state, state.current_player())
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
        seconds += clock() - start
        if after is not None:
            after()  # (its game's supply was dealt by chance: not a seed's game)
    return steps, seconds, []


def vector_runner(n: int):
    def run_vector(
        sets: str, players: int, games: int, seed: int, after: Paired | None = None
    ) -> tuple[int, float, list]:
        from inno.research.env.vector import InnoVectorEnv

        v = InnoVectorEnv(n, players=players, expansions=expansions_of(sets))
        rng = random.Random(seed)
        obs, info = v.reset(seed=seed)
        steps = finished = 0
        paused = 0.0
        start = clock()
        while finished < games:
            masks = obs["action_mask"].view(np.bool_)  # (as run_env finds the ones)
            actions = []
            for m in masks:
                legal = m.nonzero()[0]
                actions.append(legal[rng.randrange(len(legal))])
            obs, _, terminated, truncated, info = v.step(np.array(actions))
            steps += n
            ended = int(np.sum(terminated | truncated))
            finished += ended
            if after is not None and ended:
                pause = clock()
                for _ in range(ended):
                    after()
                paused += clock() - pause
        return steps, clock() - start - paused, []

    return run_vector


class Measured:
    """A runner's best rate over ``repeat`` runs, the engine's best rate in the replays
    interleaved with them, and what a step costs in engine decisions: the median over
    the runs of each run's own ratio (its steps' seconds to its replays')."""

    def __init__(self, run, sets: str, players: int, games: int, repeat: int, pair_with=None):
        self.steps_per_s = self.decisions_per_s = 0.0
        self.steps = 0
        self.played: list = []
        costs = []
        for r in range(repeat):
            paired = Paired(pair_with)
            steps, seconds, played = run(sets, players, games, 1000 * r, paired)
            engine = paired.decisions / paired.seconds
            costs.append(engine * seconds / steps)
            self.decisions_per_s = max(self.decisions_per_s, engine)
            if steps / seconds > self.steps_per_s:
                self.steps_per_s, self.steps, self.played = steps / seconds, steps, played
        self.cost = statistics.median(costs)  # (one disturbed run of three is ignored)


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
    parser.add_argument("--no-copy", action="store_true", help="also PettingZoo with copy=False")
    parser.add_argument("--count", action="store_true", help="count function calls too")
    args = parser.parse_args()
    for sets in args.expansions:
        env = Measured(run_env, sets, args.players, args.games, args.repeat)
        rows = [("PettingZoo", env)]
        others: list[tuple[str, Callable]] = []
        if args.no_copy:
            others.append(("PettingZoo, copy=False", functools.partial(run_env, copy=False)))
        if args.floor:
            others.append(("PettingZoo, no observation", run_floor))
        if args.openspiel:
            others.append(("OpenSpiel", run_openspiel))
        if args.vector:
            others.append((f"vector x{args.vector}", vector_runner(args.vector)))
        for label, run in others:
            rows.append(
                (label, Measured(run, sets, args.players, args.games, args.repeat, env.played))
            )
        decisions = sum(len(g.history) for g in env.played)
        print(
            f"{sets}, {args.players} players: engine {env.decisions_per_s:,.0f} decisions/s "
            f"({decisions / args.games:,.0f} decisions/game, {env.steps / args.games:,.0f} "
            "steps/game)"
        )
        for label, m in rows:
            print(
                f"  {label}: {m.steps_per_s:,.0f} steps/s, a step costs "
                f"{m.cost:.2f} engine decisions"
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
