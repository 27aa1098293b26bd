"""Fuzz: many seeded random games, checked after every decision (outside CI).

Every card must stay in exactly one zone after every decision; every so often
the game must survive a JSON round trip, a position round trip, a clone, and a
replay of its answers from the seed unchanged, and a game loaded from its
position at an action decision must go on as it does (until a random number is
drawn); at the end, replaying the answers must reproduce the game.
``--options`` gives each game optional rules drawn from its seed; ``--undo`` makes the players undo now and then (and look at face-down draws),
checking every card after each undo too.  ``--observations`` also checks, after
every decision, the observation tensors a kept ``Observer`` gives (the research
environments' encoder, which re-encodes only what changed) against the encoding
of the player's view (the information boundary): the deciding seat's, another
seat's and a spectator's from a seat (numpy needed: the ``env`` extra).  A
failing seed is printed with what reproduces it: add it to ``REGRESSIONS`` in
tests/test_random_play.py (one that needs ``--undo``: a scenario of what it
found in tests/test_undo.py; one that needs ``--observations``: a case of
tests/test_env.py's observer tests).

    python bench/fuzz.py --games 2000 --expansions echoes --players 2 3 4 5
    python bench/fuzz.py --games 500 --expansions artifacts --relics
    python bench/fuzz.py --games 10000 --all-combinations --workers 2
    python bench/fuzz.py --games 2000 --all-combinations --options --undo --workers 2
    python bench/fuzz.py --games 500 --all-combinations --options --undo --observations
"""

from __future__ import annotations

import argparse
import itertools
import random
import time
import traceback
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from typing import TYPE_CHECKING, Any

import inno
from inno.agents.random import random_answer

if TYPE_CHECKING:  # (numpy only with --observations)
    import numpy as np

EXPANSIONS = ("echoes", "cities", "artifacts", "figures")
# The optional rules --options draws, each in two games of five.
OPTIONAL_RULES = ("open_boards", "face_down_draws", "longer", "no_tracking", "confirm_turn_end")
COMBINATIONS = [
    list(c) for k in range(len(EXPANSIONS) + 1) for c in itertools.combinations(EXPANSIONS, k)
]


def combination(i: int) -> tuple[list[str], int]:
    """The sets and player count of the ``i``-th game of ``--all-combinations``: the 16
    combinations in turn, each from 2 players to the most it allows."""
    expansions = COMBINATIONS[i % len(COMBINATIONS)]
    return expansions, 2 + (i // len(COMBINATIONS)) % (3 + len(expansions))


def check_game(
    players: int,
    seed: int,
    expansions: list[str],
    options: dict,
    undo: bool = False,
    observations: bool = False,
) -> int:
    game = inno.Game(players=players, seed=seed, expansions=expansions, options=options)
    in_game = game.state.cards_in_game()
    rng = random.Random(seed)
    # (its own random numbers: the games stay those of the same seeds without it)
    observed = Observed(game, random.Random(-seed)) if observations else None
    decisions = 0
    replay_at = rng.randrange(1, 200)
    loaded: Loaded | None = None
    while game.pending is not None:
        # (the random numbers are drawn only with --undo: the other games stay the same)
        if undo and rng.random() < 0.1:
            undo_or_look(game, rng)
            game.audit()
            assert game.state.cards_in_game() == in_game, "an undo lost or made a card"
            loaded = None
        if loaded is None and decisions % 7 == 3 and game.pending.kind == "action":
            loaded = Loaded(game)
        if decisions % 37 == 17:
            for copy in (inno.Game.from_json(game.to_json()), game.clone()):
                assert copy.to_position() == game.to_position(), "a saved copy differs"
                assert copy.log == game.log, "a saved copy's log differs"
            # (the documented position format reads back what it writes; a position
            # written during the start-of-turn steps may start them again at an action)
            position = game.to_position()
            again = inno.Game.from_position(position).to_position()
            assert {**again, "phase": 0} == {**position, "phase": 0}, "a position read back differs"
        if decisions == replay_at:
            replay = inno.Game(players=players, seed=seed, expansions=expansions, options=options)
            for entry in game.history:
                replay.play(entry)
            assert replay.to_position() == game.to_position(), "a replay differs"
        if observed is not None:
            observed.check()
        answer = random_answer(game.pending, rng)
        drawn = game.state.rng
        game.answer(answer)
        if loaded is not None and not loaded.follow(game, answer, drawn):
            loaded = None
        game.audit()
        assert game.state.cards_in_game() == in_game, "a card was lost or made"
        decisions += 1
        assert decisions < 10_000, "the game does not end"
    if observed is not None:
        observed.check()  # (at the end everything shows)
    replay = inno.Game(players=players, seed=seed, expansions=expansions, options=options)
    for entry in game.history:
        replay.play(entry)  # (answers, and the looks of --undo)
    assert replay.log == game.log, "the replay differs"
    return decisions


class Observed:
    """A kept ``Observer`` of ``game``, checked against the encoding of the views."""

    def __init__(self, game: inno.Game, rng: random.Random) -> None:
        from inno.research.env.observation import Observer

        self.game, self.rng = game, rng
        self.observer = Observer(game)

    def check(self) -> None:
        import numpy as np

        game, n = self.game, len(self.game.names)
        decider = game.pending.who if game.pending is not None else self.rng.randrange(n)
        for seat in sorted({decider, self.rng.randrange(n)}):
            expected = encoded_view(game, seat)
            assert np.array_equal(self.observer(seat), expected), f"seat {seat}'s tensor"
        seat = self.rng.randrange(n)
        expected = encoded_view(game, seat, public=True)
        assert np.array_equal(self.observer(seat, public=True), expected), "public"


def encoded_view(
    game: inno.Game, seat: int, picks: list[str] | tuple[str, ...] = (), public: bool = False
) -> np.ndarray:
    """The encoding of ``seat``'s view (``public``: of a spectator's, from that seat), the
    reference the observation tensors are held to."""
    from inno.research.env.observation import encode

    if not public:
        return encode(game.view(seat, log_since=None), picks)
    view = dict(game.spectator_view(log_since=None))
    view["viewer"] = game.names[seat]
    return encode(view)


class Loaded:
    """A game loaded from ``game``'s position at an action decision and answered as
    ``game`` is: until a random number is drawn (the loaded game draws its own) or the
    turn ends, both must ask the same decisions and reach the same positions (a
    position holds all the game needs to go on: what outside checks rely on)."""

    def __init__(self, game: inno.Game) -> None:
        self.game = inno.Game.from_position(game.to_position())
        self.turn = game.state.turn
        self.answers = 0
        assert _asked(self.game) == _asked(game), "a loaded position asks another decision"

    def follow(self, game: inno.Game, answer: Any, drawn: Any) -> bool:
        """Answer as ``game`` was; False once there is no more to compare."""
        self.game.answer(answer)
        self.answers += 1
        if game.state.rng != drawn or game.state.turn != self.turn or self.answers > 60:
            return False
        position, loaded = game.to_position(), self.game.to_position()
        position.pop("seed", None)
        loaded.pop("seed", None)
        assert loaded == position, f"a loaded position went on otherwise ({self.answers} answers)"
        assert _asked(self.game) == _asked(game), "a loaded position asks another decision"
        return game.pending is not None


def _asked(game: inno.Game) -> tuple | None:
    d = game.pending
    return None if d is None else (d.kind, d.player, [str(o) for o in d.options])


def undo_or_look(game: inno.Game, rng: random.Random) -> None:
    """A player who can undo does; with face-down draws, sometimes a player looks instead."""
    n = len(game.names)
    if game.options["face_down_draws"] and rng.random() < 0.3:
        game.look(rng.randrange(n))
        return
    for player in rng.sample(range(n), n):
        if game.can_undo(player):
            game.undo(player)
            return


def configs(args) -> list[tuple[int, int, list[str], dict, bool, bool]]:
    """(players, seed, expansions, options, undo, observations) of each game to play."""
    found = []
    for i in range(args.games):
        seed = args.first_seed + i
        if args.all_combinations:
            expansions, players = combination(i)
        else:
            expansions, players = args.expansions, args.players[i % len(args.players)]
        if players > 4 + len(expansions):
            continue
        options = {"teams": True} if players == 4 and i % 5 == 0 else {}
        if (args.relics or args.all_combinations) and "artifacts" in expansions and i % 2:
            options["relics"] = True
        if args.options:
            rules = random.Random(seed)
            options.update((rule, True) for rule in OPTIONAL_RULES if rules.random() < 0.4)
            if players >= 5 and rules.random() < 0.5:
                options["distant_players"] = False
        found.append((players, seed, expansions, options, args.undo, args.observations))
    return found


def run_one(config) -> tuple[int, str | None]:
    players, seed, expansions, options, undo, observations = config
    try:
        return check_game(players, seed, expansions, options, undo, observations), None
    except Exception:
        return 0, (
            f"FAILED: players={players} seed={seed} expansions={expansions} {options}"
            + (" (--undo)" if undo else "")
            + (" (--observations)" if observations else "")
            + "\n"
            + traceback.format_exc()
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5])
    parser.add_argument("--expansions", nargs="*", default=["echoes"])
    parser.add_argument(
        "--all-combinations",
        action="store_true",
        help="cycle through all 16 combinations of sets, 2 to the most players each allows",
    )
    parser.add_argument("--first-seed", type=int, default=100_000)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument(
        "--relics", action="store_true", help="with Artifacts: relics in every other game"
    )
    parser.add_argument(
        "--options",
        action="store_true",
        help="optional rules drawn for each game: open boards, face-down draws, the longer "
        "game, no card tracking, confirming turn ends, distant players off",
    )
    parser.add_argument(
        "--undo",
        action="store_true",
        help="players undo now and then (and look at face-down draws), checked like answers",
    )
    parser.add_argument(
        "--observations",
        action="store_true",
        help="check the research environments' kept observation tensors against the "
        "encoding of the views after every decision",
    )
    args = parser.parse_args()
    games, failures, decisions, elapsed = play_all(run_one, configs(args), args.workers)
    label = "all combinations" if args.all_combinations else "+".join(["base", *args.expansions])
    print(f"{games} games ({label}), {failures} failed, {decisions:,} decisions in {elapsed:.0f} s")


def play_all(
    run: Callable[[Any], tuple[int, str | None]], todo: Iterable, workers: int
) -> tuple[int, int, int, float]:
    """``run`` each of ``todo`` in a pool of ``workers`` processes, printing failures and
    progress: (games, failures, what the runs counted, seconds)."""
    start = time.perf_counter()
    failures = counted = games = 0
    with ProcessPoolExecutor(workers) as pool:
        for n, failure in pool.map(run, todo, chunksize=8):
            games += 1
            counted += n
            if failure:
                failures += 1
                print(failure, flush=True)
            if games % 500 == 0:
                elapsed = time.perf_counter() - start
                print(f"{games} games, {failures} failed, {elapsed:.0f} s", flush=True)
    return games, failures, counted, time.perf_counter() - start


if __name__ == "__main__":
    main()
