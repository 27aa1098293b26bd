"""Simulations: many bot games, in parallel, summarised; round-robin tournaments with Elo.

A game to simulate is a :class:`GameSpec`: the sets, the players (names), the
agent of each seat and its seed, the options and the game's seed.  Everything
a game does follows from its spec (the engine's randomness comes from the
game's seed, each bot's from its own), so the same specs give the same games
whether they run here, in a local process pool or on a Ray cluster: this is
what makes a simulation reproducible and any of its games replayable.

Each game gives a *record*: a JSON-ready dict with the spec, the answers
(``game.history``), the result, the number of decisions and turns, the reason
the game ended, each seat's share of the win and its score at the end.
:func:`replay` rebuilds the game of a record with :meth:`inno.Game.replay`.

>>> specs = make_specs(games=4, agents=["random"], players=2, seed=1)
>>> records = list(run_games(specs))
>>> summary = summarize(records)
>>> summary["games"], round(sum(s["wins"] for s in summary["seats"]))
(4, 4)
>>> replay(records[0]).result.to_dict() == records[0]["result"]
True

Ray and matplotlib are imported only by :func:`run_games` with a Ray address
and by :func:`plot`.
"""

from __future__ import annotations

import hashlib
import importlib.util
import inspect
import json
import math
import multiprocessing
import os
import statistics
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import inno
from inno.agents import AGENTS, make_agent, play_agents
from inno.engine import queries
from inno.engine.game import EXPANSIONS, KNOWN_OPTIONS, RULES_VERSION, older_rules
from inno.errors import InnoError

# The sets a game can be played with: the base set is always in play.
SETS = ("base", *EXPANSIONS)
SEAT_LETTERS = "ABCDEFGH"
# A game that takes more decisions than this is stopped and recorded as "limit".
MAX_DECISIONS = 100_000
# The z of a 95% confidence interval.
Z95 = 1.959963984540054
# Elo: the mean rating, and the virtual draw each pair of agents gets so that an
# agent that won every game still has a finite rating (as BayesElo's prior does).
ELO_MEAN = 1500.0
ELO_PRIOR_DRAWS = 1.0


class SimulationError(InnoError):
    """A simulation asked for something that cannot be (bad agent, set, count...)."""


# -- what to play ------------------------------------------------------------------


@dataclass
class GameSpec:
    """One game to play: everything its outcome depends on."""

    index: int
    seed: int
    players: list[str]
    agents: list[str]
    agent_seeds: list[int]
    expansions: list[str] = field(default_factory=list)
    options: dict = field(default_factory=dict)
    max_decisions: int = MAX_DECISIONS


def parse_sets(sets: str | Iterable[str] | None) -> list[str]:
    """The expansions of ``sets`` ("base,echoes" or a list; "base" may be left out).

    Raises SimulationError naming the sets there are.
    """
    if sets is None:
        return []
    words = sets.split(",") if isinstance(sets, str) else list(sets)
    names = [w.strip().lower() for w in words if w.strip()]
    for name in names:
        if name not in SETS:
            raise SimulationError(f"there is no set {name!r}; the sets are {', '.join(SETS)}")
    if len(set(names)) != len(names):
        raise SimulationError(f"a set is listed twice: {', '.join(names)}")
    return [e for e in EXPANSIONS if e in names]


def parse_agent(agent: str) -> tuple[str, dict]:
    """The bot and its options of an agent spec: ``"greedy"``, or ``"mcts:iterations=200"``
    (options after colons, ``key=value`` each, values read as JSON where they can be:
    ``mcts:iterations=200:rollout=random``).  The whole spec names the agent in the
    records and the tables, so two budgets of one bot are two agents."""
    name, *parts = agent.split(":")
    options: dict[str, Any] = {}
    for part in parts:
        key, eq, value = part.partition("=")
        if not eq or not key.strip():
            raise SimulationError(
                f"bad agent option {part!r} in {agent!r}: write NAME:key=value, "
                f"such as mcts:iterations=200"
            )
        try:
            options[key.strip()] = json.loads(value)
        except ValueError:
            options[key.strip()] = value
    return name, options


def new_agent(agent: str, seed: int | None):
    """A new bot for the agent spec ``agent`` (see :func:`parse_agent`)."""
    name, options = parse_agent(agent)
    return make_agent(name, seed, **options)


def check_agents(agents: Iterable[str]) -> list[str]:
    """The agent specs, checked: each names a bot of :data:`inno.agents.AGENTS` (whatever
    is registered there now), and its options are ones that bot takes (an unknown one
    is named with the options there are)."""
    names = [a.strip() for a in agents if a.strip()]
    if not names:
        raise SimulationError(f"no agent given; the agents are {', '.join(AGENTS)}")
    for agent in names:
        name, given = parse_agent(agent)
        if name not in AGENTS:
            raise SimulationError(f"unknown agent {name!r}; the agents are {', '.join(AGENTS)}")
        takes = agent_options(name)
        unknown = [key for key in given if key not in takes]
        if unknown:
            offered = f"the options {', '.join(takes)}" if takes else "no options"
            raise SimulationError(f"{name} has no option {unknown[0]!r}: {name} takes {offered}")
        try:
            new_agent(agent, 0)
        except (TypeError, ValueError) as e:
            raise SimulationError(f"agent {agent!r}: {e}") from None
    return names


def agent_options(name: str) -> list[str]:
    """The options the bot ``name`` takes: its constructor's parameters but the seed
    (which the game gives)."""
    return [p for p in inspect.signature(AGENTS[name]).parameters if p != "seed"]


def time_budget(agent: str) -> float | None:
    """The seconds the agent ``agent`` thinks per decision, if it has a time budget (mcts
    by default) rather than an iteration budget."""
    return getattr(new_agent(agent, 0), "time_limit", None)


def estimate_seconds(specs: Sequence[GameSpec], workers: int = 1) -> dict | None:
    """How long ``specs`` will take, if some of their agents think for a set time per
    decision (None if none does): their budget times the decisions they will face.

    The decisions with a choice (a bot with one option does not think) are counted in
    a sample game: the first spec's deal with greedy in place of every such agent.
    ``decisions``: per seat of that game, ``seconds``: the whole run on ``workers``.
    """
    budgets = {a: time_budget(a) for a in {a for spec in specs for a in spec.agents}}
    if not any(budgets.values()):
        return None
    first = specs[0]
    game = inno.Game(
        players=first.players, expansions=first.expansions, seed=first.seed, options=first.options
    )
    bots = {name: _Counting(new_agent("greedy", i)) for i, name in enumerate(first.players)}
    try:
        play_agents(game, bots, first.max_decisions)
    except RuntimeError:  # cut at max_decisions: those decisions are the sample
        pass
    per_seat = sum(b.choices for b in bots.values()) / len(first.players)
    thinking = sum(per_seat * (budgets[a] or 0.0) for spec in specs for a in spec.agents)
    timed = sorted(a for a, b in budgets.items() if b)
    return {
        "seconds": thinking / max(1, min(workers, len(specs))),
        "decisions": per_seat,
        "agents": {a: budgets[a] for a in timed},
    }


class _Counting:
    """A bot that counts the decisions with a choice it is asked."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.choices = 0

    def choose(self, view: dict | None, decision):
        if len(decision.options) > 1:
            self.choices += 1
        return self.bot.choose(view, decision)


def check_plotting() -> None:
    """Raise SimulationError unless matplotlib (the ``plots`` extra) is installed."""
    if importlib.util.find_spec("matplotlib") is None:
        raise SimulationError(
            "plots need matplotlib, which is not installed: pip install -e '.[plots]' "
            "(in a clone of inno), or pip install matplotlib"
        )


def check_players(players: int, expansions: Sequence[str], options: dict | None = None) -> None:
    """Raise SimulationError unless ``players`` may play with these sets and options."""
    most = 4 + len(expansions)
    if not isinstance(players, int) or not 2 <= players <= most:
        sets = "base" + "".join(f"+{e}" for e in expansions)
        raise SimulationError(
            f"with {sets}, a game is for 2 to {most} players (4, and one more per "
            f"expansion), not {players}"
        )
    options = options or {}
    for key in options:
        if key not in KNOWN_OPTIONS:
            raise SimulationError(
                f"unknown option {key!r}; the options are {', '.join(KNOWN_OPTIONS)}"
            )
    if options.get("teams") and players != 4:
        raise SimulationError(f"the team game is for 4 players, not {players}")
    if options.get("relics") and "artifacts" not in expansions:
        raise SimulationError("the relics option needs the artifacts set")


def derived_seed(*parts: object) -> int:
    """A 63-bit seed from ``parts``, the same in every process (``hash()`` is not)."""
    digest = hashlib.sha256("/".join(map(str, parts)).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def seat_names(agents: Sequence[str]) -> list[str]:
    """Player names that say who plays and where: "Greedy A", "Random B"."""
    return [f"{parse_agent(a)[0].capitalize()} {SEAT_LETTERS[i]}" for i, a in enumerate(agents)]


def _spec(
    index: int,
    deal: int,
    rotation: int,
    agents: Sequence[str],
    expansions: Sequence[str],
    options: dict,
    max_decisions: int,
) -> GameSpec:
    # The bots' seeds depend on the rotation too: with the same agent in every
    # seat, two rotations of one deal must still be two different games.
    return GameSpec(
        index=index,
        seed=deal,
        players=seat_names(agents),
        agents=list(agents),
        agent_seeds=[derived_seed(deal, rotation, seat) for seat in range(len(agents))],
        expansions=list(expansions),
        options=dict(options),
        max_decisions=max_decisions,
    )


def make_specs(
    games: int,
    agents: Sequence[str],
    players: int | None = None,
    expansions: Sequence[str] | str | None = None,
    options: dict | None = None,
    seed: int = 0,
    rotate: bool = True,
    max_decisions: int = MAX_DECISIONS,
) -> list[GameSpec]:
    """The games of a simulation.

    ``agents``: one agent for every seat, or one per seat in turn order.
    With ``rotate``, the seats turn round from game to game and each deal (game
    seed) is played once with each rotation (games ``k*P .. k*P+P-1`` share the
    seed ``seed + k``): no agent keeps the first seat, and comparisons between
    agents are made on the same deals, which lowers their variance.  Without it,
    game ``i`` has the seed ``seed + i``.
    """
    if not isinstance(games, int) or games < 1:
        raise SimulationError(f"the number of games must be 1 or more, not {games!r}")
    expansions = parse_sets(expansions)
    agents = check_agents(agents)
    if players is None:
        players = len(agents) if len(agents) > 1 else 2
    options = dict(options or {})
    check_players(players, expansions, options)
    if len(agents) == 1:
        agents = agents * players
    elif len(agents) != players:
        raise SimulationError(
            f"{len(agents)} agents for {players} players: give one agent for every seat "
            f"or one per seat"
        )
    specs = []
    for i in range(games):
        if rotate:
            deal, r = divmod(i, players)
            seats = agents[r:] + agents[:r]
        else:
            deal, r, seats = i, 0, agents
        specs.append(_spec(i, seed + deal, r, seats, expansions, options, max_decisions))
    return specs


def tournament_specs(
    agents: Sequence[str],
    games: int,
    expansions: Sequence[str] | str | None = None,
    options: dict | None = None,
    seed: int = 0,
    max_decisions: int = MAX_DECISIONS,
) -> list[GameSpec]:
    """A round-robin of 2-player games: ``games`` games for every pair of agents.

    Every pair plays the same deals (seeds ``seed``, ``seed + 1``, ...), each
    deal twice with the seats swapped, so an agent's rating does not depend on
    which deals or seats it happened to get.
    """
    agents = check_agents(agents)
    if len(set(agents)) != len(agents):
        raise SimulationError(f"an agent is listed twice: {', '.join(agents)}")
    if len(agents) < 2:
        raise SimulationError(
            f"a tournament needs 2 agents or more; the agents are {', '.join(AGENTS)}"
        )
    if not isinstance(games, int) or games < 1:
        raise SimulationError(f"the number of games must be 1 or more, not {games!r}")
    expansions = parse_sets(expansions)
    options = dict(options or {})
    check_players(2, expansions, options)
    specs: list[GameSpec] = []
    for i, a in enumerate(agents):
        for b in agents[i + 1 :]:
            for g in range(games):
                deal, r = divmod(g, 2)
                seats = [a, b] if r == 0 else [b, a]
                specs.append(
                    _spec(len(specs), seed + deal, r, seats, expansions, options, max_decisions)
                )
    return specs


# -- playing -----------------------------------------------------------------------


def run_game(spec: GameSpec) -> dict:
    """Play the game of ``spec`` and return its record (a JSON-ready dict).

    An error in the engine or a bot does not stop the simulation: the record's
    ``reason`` is ``"error"``, ``error`` says what happened, and its answers
    replay the game up to the decision that failed.
    """
    game = inno.Game(
        players=spec.players, expansions=spec.expansions, seed=spec.seed, options=spec.options
    )
    bots = {
        name: new_agent(agent, seed)
        for name, agent, seed in zip(spec.players, spec.agents, spec.agent_seeds, strict=True)
    }
    error = None
    try:
        play_agents(game, bots, spec.max_decisions)
    except Exception as e:  # recorded with the answers that lead to it
        error = f"{type(e).__name__}: {e}"
    result = game.result
    scores = [queries.score(game, p) for p in range(len(spec.players))]
    decisions = sum(1 for a in game.history if not (isinstance(a, dict) and set(a) == {"look"}))
    if result is not None:
        reason = result.reason
        shares = win_shares(game.team, [game.names.index(w) for w in result.winners])
    else:
        reason = (
            "limit" if error and error.startswith("RuntimeError: game did not end") else "error"
        )
        shares = [0.0] * len(spec.players)
    return {
        "game": spec.index,
        "rules": RULES_VERSION,  # the rules it was played under (replay says if they changed)
        "seed": spec.seed,
        "players": list(spec.players),
        "agents": list(spec.agents),
        "agent_seeds": list(spec.agent_seeds),
        "expansions": list(spec.expansions),
        "options": dict(spec.options),
        "answers": list(game.history),
        "result": result.to_dict() if result is not None else None,
        "decisions": decisions,
        "turns": game.state.turn,
        "reason": reason,
        "shares": shares,
        "scores": scores,
        "error": error,
    }


def win_shares(team: Sequence[int], winner_seats: Sequence[int]) -> list[float]:
    """Each seat's share of the win: 1 for a winner, 1/k when k sides share the win (a
    draw), 0 for the others.  Team-mates are one side: a team's win is a whole win for
    both."""
    sides = {team[s] for s in winner_seats}
    share = 1.0 / len(sides) if sides else 0.0
    return [share if s in winner_seats else 0.0 for s in range(len(team))]


def _run_chunk(specs: list[GameSpec]) -> list[dict]:
    return [run_game(spec) for spec in specs]


def _chunks(specs: list[GameSpec], workers: int) -> list[list[GameSpec]]:
    # Small enough chunks for a live progress bar and an even load, big enough
    # that sending them costs little next to playing them.
    size = max(1, min(16, len(specs) // (workers * 16)))
    return [specs[i : i + size] for i in range(0, len(specs), size)]


def default_workers() -> int:
    """One worker per core this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover (not Linux)
        return os.cpu_count() or 1


def run_games(
    specs: Sequence[GameSpec],
    workers: int = 1,
    ray_address: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> Iterator[dict]:
    """Play ``specs``; yield their records in game order.

    ``workers`` > 1: a local process pool.  ``ray_address``: on Ray instead
    (``"auto"``: the running cluster, ``"local"``: a new local instance, or a
    cluster's address; a Ray already initialised in this process is used as it
    is).  ``progress(n)`` is called as each batch of n games ends, in whatever
    order they end.  The records are the same whichever way the games run.
    """
    specs = list(specs)
    if not isinstance(workers, int) or workers < 1:
        raise SimulationError(f"the number of workers must be 1 or more, not {workers!r}")
    if ray_address is not None:
        yield from _run_on_ray(specs, ray_address, progress)
        return
    if workers == 1 or len(specs) == 1:
        for spec in specs:
            record = run_game(spec)
            if progress:
                progress(1)
            yield record
        return
    chunks = _chunks(specs, workers)
    # fork: a worker starts at once, with inno imported, and needs no importable
    # __main__ (spawn and forkserver re-run the main script, which fails from
    # stdin or a notebook).  The workers only play games, so the threads fork does
    # not copy (Ray's, a progress bar's) are never missed.
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    context = multiprocessing.get_context(method)
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=context)
    try:
        futures = {pool.submit(_run_chunk, chunk): i for i, chunk in enumerate(chunks)}
        yield from _in_order(futures, _pool_wait, len(chunks), progress)
    finally:
        # Stopped early (Ctrl-C, an error, the caller's break): games not started
        # are dropped instead of played to the end.
        pool.shutdown(wait=True, cancel_futures=True)


def _pool_wait(pending):
    done, _ = wait(pending, return_when=FIRST_COMPLETED)
    return [(f, f.result()) for f in done]


def _in_order(handles: dict, wait_some, n: int, progress) -> Iterator[dict]:
    """Yield the records of ``handles`` (handle -> chunk number) in chunk order."""
    ready: dict[int, list[dict]] = {}
    pending = set(handles)
    following = 0
    while pending:
        for handle, records in wait_some(pending):
            pending.discard(handle)
            ready[handles[handle]] = records
            if progress:
                progress(len(records))
        while following in ready:
            yield from ready.pop(following)
            following += 1
    assert following == n


def _run_on_ray(specs: list[GameSpec], address: str, progress) -> Iterator[dict]:
    import ray

    started = False
    if not ray.is_initialized():
        try:
            ray.init(
                address=None if address == "local" else address,
                include_dashboard=False,
                log_to_driver=False,
            )
        except ValueError as e:  # (an address Ray cannot read: no cluster there either)
            raise ConnectionError(str(e)) from None
        started = True
    try:
        workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
        remote = ray.remote(num_cpus=1)(_run_chunk)
        chunks = _chunks(specs, workers)
        refs = {remote.remote(chunk): i for i, chunk in enumerate(chunks)}
        running = set(refs)

        def wait_some(waiting):
            done, _ = ray.wait(list(waiting), num_returns=1)
            running.difference_update(done)
            return [(ref, ray.get(ref)) for ref in done]

        try:
            yield from _in_order(refs, wait_some, len(chunks), progress)
        finally:
            # Stopped early: no more work for the cluster.  (Only tasks still running:
            # cancelling a finished one can crash Ray 2.60's driver.)
            for ref in running:
                ray.cancel(ref)
    finally:
        if started:
            ray.shutdown()


def play_games(specs: Sequence[GameSpec], **kwargs: Any) -> list[dict]:
    """:func:`run_games`, as a list."""
    return list(run_games(specs, **kwargs))


# -- records -------------------------------------------------------------------------


def replay(record: dict) -> inno.Game:
    """The game of a record, rebuilt from its seed and answers (:meth:`inno.Game.replay`).

    A record of older rules (``rules``; records without it are version 1) that no longer
    replays to its result raises an InnoError that says so.
    """
    rules = record.get("rules", 1)
    try:
        game = inno.Game.replay(
            record["players"],
            record["seed"],
            record["answers"],
            expansions=record["expansions"],
            options=record["options"],
        )
    except InnoError as e:
        if rules == RULES_VERSION:
            raise
        raise InnoError(f"{e} ({older_rules(rules, 'the game was played')})") from None
    result = game.result.to_dict() if game.result is not None else None
    if rules != RULES_VERSION and result != record.get("result"):
        raise InnoError(
            f"the record's result is not what its answers give now ({older_rules(rules, 'the game was played')})"
        )
    return game


def write_jsonl(records: Iterable[dict], path: str | Path) -> int:
    """Write one JSON line per record; returns how many."""
    n = 0
    with open(path, "w", encoding="utf-8") as f:
        for record in records:
            f.write(json_line(record))
            n += 1
    return n


def json_line(record: dict) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n"


def read_jsonl(path: str | Path) -> list[dict]:
    """The records of a file written by :func:`write_jsonl` (or ``--jsonl``)."""
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


# -- statistics ------------------------------------------------------------------------


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default).

    Unlike the normal approximation it stays inside [0, 1] and is sound for
    rates near 0 or 1 and for few games, both common here (98% wins).
    ``successes`` may be fractional (shared wins).
    """
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def _rate(wins: float, games: int) -> dict:
    low, high = wilson(wins, games)
    return {
        "games": games,
        "wins": wins,
        "rate": wins / games if games else 0.0,
        "low": low,
        "high": high,
    }


def _spread(values: list[float]) -> dict:
    if not values:
        return {"mean": 0.0, "median": 0.0, "min": 0, "max": 0}
    return {
        "mean": statistics.fmean(values),
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
    }


def _mean(values: list | None) -> float | None:
    return statistics.fmean(values) if values else None


def summarize(records: Sequence[dict]) -> dict:
    """Summary statistics of a simulation's records.

    * ``seats``: win rate of each seat (turn order), ``agents``: of each agent, counted
      per seat it played (an agent in two seats of a game plays two "games");
      a shared win counts 1/k to each of the k sides; each rate has its Wilson 95%
      interval (``low``, ``high``).
    * ``length``: decisions and turns per finished game (mean, median, min, max).
    * ``reasons``: how games ended (``achievements``, ``score``, ``dogma``, or
      ``limit``/``error`` for games that did not end); ``dogma_cards``: the cards
      that won by their dogma.
    * ``first_player``: the first seat's win rate against the fair share 1/P
      (``advantage``: the difference), for the games of the most common player count.
    * ``draws``: games whose win was shared between sides; ``limit``: games cut at their
      ``max_decisions`` (not ``errors``: the games that failed).
    * Each agent's ``score``: its mean score at the end of its finished games (records
      with ``scores``).
    """
    finished = [r for r in records if r["result"] is not None]
    counts = Counter(len(r["players"]) for r in records)
    players = counts.most_common(1)[0][0] if counts else 2
    seats = []
    for s in range(max(counts, default=0)):
        games = [r for r in finished if len(r["players"]) > s]
        seats.append({"seat": s + 1, **_rate(sum(r["shares"][s] for r in games), len(games))})
    wins: Counter = Counter()
    played: Counter = Counter()
    points: dict[str, list[int]] = {}
    for r in finished:
        for agent, share in zip(r["agents"], r["shares"], strict=True):
            played[agent] += 1
            wins[agent] += share
        for agent, score in zip(r["agents"], r.get("scores", ()), strict=False):
            points.setdefault(agent, []).append(score)
    agents = [
        {"agent": a, **_rate(wins[a], played[a]), "score": _mean(points.get(a))}
        for a in sorted(played)
    ]
    same = [r for r in finished if len(r["players"]) == players]
    first = _rate(sum(r["shares"][0] for r in same), len(same))
    first["fair"] = 1 / players
    first["advantage"] = first["rate"] - first["fair"]
    first["players"] = players
    return {
        "games": len(records),
        "finished": len(finished),
        "seats": seats,
        "agents": agents,
        "length": {
            "decisions": _spread([r["decisions"] for r in finished]),
            "turns": _spread([r["turns"] for r in finished]),
        },
        "reasons": dict(Counter(r["reason"] for r in records).most_common()),
        "dogma_cards": dict(
            Counter(r["result"]["card"] for r in finished if r["result"]["card"]).most_common()
        ),
        "draws": sum(1 for r in finished if 0 < max(r["shares"]) < 1),
        "limit": sum(1 for r in records if r["reason"] == "limit"),
        "first_player": first,
        "errors": [
            {"game": r["game"], "seed": r["seed"], "error": r["error"]}
            for r in records
            if r["reason"] == "error"
        ],
    }


def pairwise(records: Sequence[dict]) -> dict[tuple[str, str], list[float]]:
    """Results between agents: ``(a, b) -> [score of a, games]`` for a < b.

    A game of P players counts as a game between each two seats of different
    agents: a win over the other scores 1, a loss 0, a shared win or a shared
    loss 1/2.
    """
    table: dict[tuple[str, str], list[float]] = {}
    for r in records:
        if r["result"] is None:
            continue
        n = len(r["agents"])
        for i in range(n):
            for j in range(i + 1, n):
                a, b = r["agents"][i], r["agents"][j]
                if a == b:
                    continue
                si, sj = r["shares"][i], r["shares"][j]
                score = 1.0 if si > sj else 0.0 if si < sj else 0.5
                if a > b:
                    a, b, score = b, a, 1 - score
                entry = table.setdefault((a, b), [0.0, 0])
                entry[0] += score
                entry[1] += 1
    return table


def elo(records: Sequence[dict], prior_draws: float = ELO_PRIOR_DRAWS) -> dict[str, float]:
    """Elo ratings of the agents, fitted to all results at once (Bradley-Terry).

    Ratings updated game by game would depend on the order the games were played;
    the maximum-likelihood fit does not.  Each pair of agents that met gets
    ``prior_draws`` virtual draws, which keeps the rating of an agent that won
    every game finite.  The ratings average :data:`ELO_MEAN`; a difference of
    D points predicts a score of 1 / (1 + 10^(-D/400)).
    """
    return _fit(pairwise(records), prior_draws)


def elo_errors(records: Sequence[dict], prior_draws: float = ELO_PRIOR_DRAWS) -> dict[str, float]:
    """The standard error of each agent's :func:`elo` rating (Elo points), from the
    fit's Fisher information (the virtual draws counted as games).

    The ratings are fixed to average :data:`ELO_MEAN`, so the errors are those of each
    rating against that mean: the pseudo-inverse of the information matrix (whose
    rows sum to 0), read as ``(I + J/k)^-1 - J/k`` with J all ones.  A 95% interval is
    the rating plus or minus 1.96 of them (the normal approximation, rough for a
    handful of games).
    """
    table = pairwise(records)
    ratings = _fit(table, prior_draws)
    agents = sorted(ratings)
    k = len(agents)
    if k < 2:
        return dict.fromkeys(agents, 0.0)
    at = {a: i for i, a in enumerate(agents)}
    info = [[1 / k] * k for _ in range(k)]
    for (a, b), (_, n) in table.items():
        p = 1 / (1 + 10 ** ((ratings[b] - ratings[a]) / 400))
        w = (n + prior_draws) * p * (1 - p)
        i, j = at[a], at[b]
        info[i][i] += w
        info[j][j] += w
        info[i][j] -= w
        info[j][i] -= w
    inverse = _inverse(info)
    scale = 400 / math.log(10)  # the ratings' natural-log strengths, in Elo points
    return {a: scale * math.sqrt(max(0.0, inverse[i][i] - 1 / k)) for a, i in at.items()}


def _inverse(m: list[list[float]]) -> list[list[float]]:
    """The inverse of a small invertible matrix (Gauss-Jordan with partial pivoting)."""
    k = len(m)
    rows = [row[:] + [float(i == j) for j in range(k)] for i, row in enumerate(m)]
    for c in range(k):
        pivot = max(range(c, k), key=lambda r: abs(rows[r][c]))
        rows[c], rows[pivot] = rows[pivot], rows[c]
        lead = rows[c][c]
        rows[c] = [x / lead for x in rows[c]]
        for r in range(k):
            if r != c and rows[r][c]:
                f = rows[r][c]
                rows[r] = [x - f * y for x, y in zip(rows[r], rows[c], strict=True)]
    return [row[k:] for row in rows]


def _fit(table: dict[tuple[str, str], list[float]], prior_draws: float) -> dict[str, float]:
    """The Bradley-Terry ratings of a :func:`pairwise` table, on the Elo scale."""
    agents = sorted({a for pair in table for a in pair})
    if not agents:
        return {}
    score = dict.fromkeys(agents, 0.0)
    games: dict[tuple[str, str], float] = {}
    for (a, b), (s, n) in table.items():
        score[a] += s + prior_draws / 2
        score[b] += n - s + prior_draws / 2
        games[(a, b)] = games[(b, a)] = n + prior_draws
    gamma = dict.fromkeys(agents, 1.0)
    # Minorization-maximization (Hunter 2004): converges for a connected table.
    for _ in range(10_000):
        new = {}
        for a in agents:
            denominator = sum(n / (gamma[a] + gamma[b]) for (x, b), n in games.items() if x == a)
            new[a] = score[a] / denominator if denominator else gamma[a]
        mean_log = statistics.fmean(math.log(g) for g in new.values())
        new = {a: g / math.exp(mean_log) for a, g in new.items()}
        change = max(abs(math.log(new[a] / gamma[a])) for a in agents)
        gamma = new
        if change < 1e-10:
            break
    return {a: ELO_MEAN + 400 * math.log10(gamma[a]) for a in agents}


# -- plots -------------------------------------------------------------------------------


def plot(
    records: Sequence[dict],
    path: str | Path,
    title: str = "",
    ratings: dict | None = None,
    seats: bool = True,
    errors: dict | None = None,
):
    """Save a figure of the simulation to ``path`` (PNG): win rates by agent and (if
    ``seats``) by seat with their 95% intervals, the length of the games, how they
    ended (and the Elo ratings, when given, with 1.96 of their standard ``errors``).  Imports
    matplotlib (only here)."""
    import matplotlib

    matplotlib.use("Agg")  # files only: no display needed
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    summary = summarize(records)
    panels = ["agents", "seats", "length", "elo"]
    if not seats:
        panels.remove("seats")
    if not ratings:
        panels.remove("elo")
    fig, row = plt.subplots(1, len(panels), figsize=(4.2 * len(panels), 4))
    axes = dict(zip(panels, row, strict=True))

    def rates(ax, rows, label_key, heading):
        labels = [str(r[label_key]) for r in rows]
        values = [r["rate"] for r in rows]
        errors = [[r["rate"] - r["low"] for r in rows], [r["high"] - r["rate"] for r in rows]]
        ax.bar(labels, values, yerr=errors, capsize=4, color="tab:blue")
        ax.set_ylim(0, 1)
        ax.set_title(heading)
        ax.set_ylabel("win rate (95% CI)")

    rates(axes["agents"], summary["agents"], "agent", "Win rate by agent")
    if seats:
        fair = summary["first_player"]["fair"]
        rates(axes["seats"], summary["seats"], "seat", "Win rate by seat")
        axes["seats"].axhline(fair, color="grey", linestyle="--", linewidth=1)
        axes["seats"].set_xlabel("seat (turn order)")
    length = axes["length"]
    turns = [r["turns"] for r in records if r["result"] is not None]
    length.hist(turns, bins=min(30, max(5, len(set(turns)))), color="tab:green")
    # Turns and games are whole numbers: no ticks between them.
    length.xaxis.set_major_locator(MaxNLocator(integer=True))
    length.yaxis.set_major_locator(MaxNLocator(integer=True))
    reasons = ", ".join(f"{k} {v}" for k, v in summary["reasons"].items())
    length.set_title("Game length")
    length.set_xlabel(f"turns\n(ended by: {reasons})")
    length.set_ylabel("games")
    if ratings:
        names = sorted(ratings, key=ratings.__getitem__, reverse=True)
        spread = [Z95 * errors[a] for a in names] if errors else None
        axes["elo"].bar(
            names, [ratings[a] for a in names], yerr=spread, capsize=4, color="tab:orange"
        )
        axes["elo"].set_ylabel("Elo (95% CI)" if errors else "Elo")
        axes["elo"].axhline(ELO_MEAN, color="grey", linestyle="--", linewidth=1)
        axes["elo"].set_title("Elo")
    if title:
        fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


__all__ = [
    "SETS",
    "GameSpec",
    "SimulationError",
    "check_agents",
    "new_agent",
    "parse_agent",
    "check_players",
    "elo",
    "elo_errors",
    "estimate_seconds",
    "check_plotting",
    "make_specs",
    "pairwise",
    "parse_sets",
    "play_games",
    "plot",
    "read_jsonl",
    "replay",
    "run_game",
    "run_games",
    "summarize",
    "tournament_specs",
    "wilson",
    "write_jsonl",
]
