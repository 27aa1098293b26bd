"""``inno simulate`` and ``inno tournament``: many bot games, summarised in tables.

The work is done by :mod:`inno.research.simulate`; this module reads the options,
shows a progress bar (games/s, time left), prints the summary with rich and
writes the optional JSON lines and plot.
"""

from __future__ import annotations

import argparse
import os
import secrets
import time
from contextlib import ExitStack
from pathlib import Path

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from inno.agents import AGENTS
from inno.errors import InnoError
from inno.research import simulate as sim

SIMULATE_EPILOG = """\
examples:
  inno simulate --games 1000 --agents greedy,random
  inno simulate --games 500 --sets base,echoes --players 3 --agents random --workers 2
  inno simulate --games 200 --agents greedy,random --jsonl games.jsonl --plot games.png
  inno simulate --games 10000 --agents greedy,random --ray auto     on a running Ray cluster

With --rotate (the default) the seats turn round from game to game, and each
deal is played once with each rotation: every agent plays every seat of the
same deals.  A game of the --jsonl file replays with inno.research.simulate.replay(record)."""

TOURNAMENT_EPILOG = """\
examples:
  inno tournament --agents greedy,random --games 200
  inno tournament --games 100 --workers 2 --plot elo.png       every agent against every other

Each pair of agents plays the same deals, each deal twice with the seats
swapped: the seats are balanced, so no seat figures are shown.  Elo ratings are
fitted to all results at once (the mean is 1500), with 95% intervals of 1.96
standard errors of the fit.  Bots with a time budget (mcts thinks 1 s per
decision by default) make it long: the time it will take is estimated first."""


class GamesPerSecond(ProgressColumn):
    """The progress bar's speed, in games per second."""

    def render(self, task) -> Text:
        speed = task.finished_speed or task.speed
        return Text("-- games/s" if speed is None else f"{speed:.1f} games/s")


def _common_options(p: argparse.ArgumentParser, games: int, games_help: str) -> None:
    p.add_argument("--games", type=int, default=games, help=games_help)
    p.add_argument(
        "--sets",
        "--expansions",
        dest="sets",
        default="base",
        help="the sets in play, separated by commas: " + ", ".join(sim.SETS) + " (default base)",
    )
    p.add_argument(
        "--workers",
        type=int,
        default=sim.default_workers(),
        help="processes playing games at once (default: one per core, here "
        f"{sim.default_workers()})",
    )
    p.add_argument(
        "--seed",
        type=int,
        help="the first deal's seed; the others follow it (default: a random one, printed)",
    )
    p.add_argument(
        "--ray",
        metavar="ADDRESS",
        help="run on Ray instead of local processes: 'auto' (the running cluster), "
        "'local' (a new local instance) or a cluster address",
    )
    p.add_argument("--jsonl", metavar="FILE", help="write each game as one JSON line to FILE")
    p.add_argument("--plot", metavar="FILE", help="save a figure (PNG) of the results to FILE")
    p.add_argument("--longer", action="store_true", help="the longer game")
    p.add_argument("--open-boards", action="store_true", help="covered cards are public")
    p.add_argument("--relics", action="store_true", help="the relics (with artifacts)")
    p.add_argument(
        "--max-decisions",
        type=int,
        default=sim.MAX_DECISIONS,
        help=f"stop a game after this many decisions (default {sim.MAX_DECISIONS:,})",
    )


def add_parsers(commands) -> None:
    """Add ``simulate`` and ``tournament`` to the ``inno`` subcommands."""
    agents = ", ".join(AGENTS)
    p = commands.add_parser(
        "simulate",
        help="play many games between bots and summarise them",
        description="Play many games between bots, in parallel, and print win rates "
        "(by agent and by seat, with 95% confidence intervals), mean scores, game "
        "lengths, how games end and the first player's advantage.",
        epilog=SIMULATE_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _common_options(p, 100, "how many games (default 100)")
    p.add_argument(
        "-n",
        "--players",
        type=int,
        help="players per game: 2 to 4, one more per expansion "
        "(default: as many as --agents lists, or 2)",
    )
    p.add_argument(
        "--agents",
        default="random",
        help=f"the agent of each seat, in turn order, separated by commas, or one "
        f"agent for all seats: {agents} (default random); options after colons, "
        f"as in mcts:iterations=200",
    )
    p.add_argument(
        "--rotate",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="turn the seats round from game to game (default: yes)",
    )
    p.add_argument(
        "--teams",
        action="store_true",
        help="the team game (4 players): the 1st and 3rd seats against the 2nd and 4th",
    )
    t = commands.add_parser(
        "tournament",
        help="a round-robin between bots, with Elo ratings",
        description="A round-robin of 2-player games between bots: every agent "
        "against every other, then Elo ratings and the score of each pairing.",
        epilog=TOURNAMENT_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _common_options(t, 20, "games for each pair of agents (default 20)")
    t.add_argument(
        "--agents",
        default=",".join(AGENTS),
        help=f"the agents, separated by commas: {agents} (default: all of them; mcts "
        f"thinks 1 s per decision unless given mcts:iterations=N or mcts:time_limit=S)",
    )


def _options(args) -> dict:
    options = {}
    for key in ("teams", "longer", "open_boards", "relics"):
        if getattr(args, key, False):
            options[key] = True
    return options


def _split(text: str) -> list[str]:
    return [w.strip() for w in text.split(",") if w.strip()]


def _console(stdout) -> Console:
    if stdout is None:
        return Console(highlight=False)
    return Console(file=stdout, width=100, highlight=False, color_system=None, emoji=False)


def simulate_command(args, parser: argparse.ArgumentParser, stdout=None) -> int:
    """``inno simulate``: exit status 0, or 1 if a game failed (an engine or bot error)."""
    seed = args.seed if args.seed is not None else secrets.randbelow(10**9)
    try:
        specs = sim.make_specs(
            args.games,
            _split(args.agents),
            players=args.players,
            expansions=args.sets,
            options=_options(args),
            seed=seed,
            rotate=args.rotate,
            max_decisions=args.max_decisions,
        )
    except InnoError as e:
        parser.error(str(e))
    _check_outputs(args, parser)
    console = _console(stdout)
    first = specs[0]
    sets = ", ".join(["base", *first.expansions])
    seats = ", ".join(first.agents)
    rotation = ", seats rotated" if args.rotate and len(set(first.agents)) > 1 else ""
    console.print(
        f"{len(specs)} games of {len(first.players)} players ({sets}): {seats}{rotation}; "
        f"seed {seed}"
    )
    _print_estimate(console, specs, args)
    records, seconds = _run(args, parser, specs, console)
    _print_speed(console, len(records), seconds, args)
    summary = sim.summarize(records)
    _print_summary(console, summary, args.max_decisions, rotated=bool(rotation))
    if args.plot and not _plot(
        console,
        lambda: sim.plot(
            records, args.plot, title=f"{len(records)} games: {seats} ({sets})", seats=not rotation
        ),
        args.plot,
    ):
        return 1
    return 1 if summary["errors"] else 0


def _plot(console: Console, draw, path: str) -> bool:
    """Save the plot (``draw()``), saying where or why not (the games were played)."""
    try:
        draw()
    except OSError as e:
        console.print(f"[red]The plot could not be saved to {path}: {e.strerror or e}[/red]")
        return False
    console.print(f"Plot saved to {path}")
    return True


def tournament_command(args, parser: argparse.ArgumentParser, stdout=None) -> int:
    """``inno tournament``: the round-robin, then Elo ratings and the pairings' scores."""
    seed = args.seed if args.seed is not None else secrets.randbelow(10**9)
    try:
        agents = sim.check_agents(_split(args.agents))
        specs = sim.tournament_specs(
            agents,
            args.games,
            expansions=args.sets,
            options=_options(args),
            seed=seed,
            max_decisions=args.max_decisions,
        )
    except InnoError as e:
        parser.error(str(e))
    _check_outputs(args, parser)
    console = _console(stdout)
    sets = ", ".join(["base", *specs[0].expansions])
    console.print(
        f"Round-robin of {', '.join(agents)} ({sets}, 2 players): {args.games} games a pair, "
        f"{len(specs)} games; seed {seed}"
    )
    _print_estimate(console, specs, args)
    records, seconds = _run(args, parser, specs, console)
    _print_speed(console, len(records), seconds, args)
    summary = sim.summarize(records)
    ratings = sim.elo(records)
    errors = sim.elo_errors(records)
    table = sim.pairwise(records)
    elo = Table(
        title="Elo ratings",
        caption="Elo ± 1.96 standard errors of the fit (95%); win rate with its Wilson 95% CI",
    )
    for heading in ("Agent", "Elo", "Games", "Win rate", "95% CI", "Mean score"):
        elo.add_column(heading, justify="left" if heading == "Agent" else "right")
    rates = {row["agent"]: row for row in summary["agents"]}
    for agent in sorted(ratings, key=ratings.__getitem__, reverse=True):
        row = rates[agent]
        elo.add_row(
            agent,
            f"{ratings[agent]:.0f} ± {sim.Z95 * errors[agent]:.0f}",
            str(row["games"]),
            _pct(row["rate"]),
            _ci(row),
            _score(row),
        )
    console.print(elo)
    pairs = Table(title="Pairings", caption="the first agent's score; a shared win counts 1/2")
    for heading in ("Agent", "Against", "Games", "Score", "95% CI"):
        pairs.add_column(heading, justify="left" if heading in ("Agent", "Against") else "right")
    for (a, b), (score, n) in sorted(table.items()):
        low, high = sim.wilson(score, int(n))  # (a count, in pairwise's list of floats)
        pairs.add_row(a, b, str(n), _pct(score / n), _ci({"low": low, "high": high}))
    console.print(pairs)
    _print_summary(console, summary, args.max_decisions, agents_table=False, rotated=True)
    if args.plot and not _plot(
        console,
        lambda: sim.plot(
            records,
            args.plot,
            title=f"Round-robin ({sets})",
            ratings=ratings,
            seats=False,
            errors=errors,
        ),
        args.plot,
    ):
        return 1
    return 1 if summary["errors"] else 0


def _check_outputs(args, parser: argparse.ArgumentParser) -> None:
    """--plot needs matplotlib and --plot and --jsonl a folder to write to: say so before
    playing, not after."""
    if args.plot:
        try:
            sim.check_plotting()
        except InnoError as e:
            parser.error(f"--plot: {e}")
    for option, name in (("--plot", args.plot), ("--jsonl", args.jsonl)):
        if name:
            folder = Path(name).parent
            if not folder.is_dir() or not os.access(folder, os.W_OK):
                parser.error(f"{option} {name}: there is no folder {str(folder)!r} to write to")


def _print_estimate(console: Console, specs, args) -> None:
    """For bots with a time budget: how long the games will take, before they start."""
    estimate = sim.estimate_seconds(specs, 1 if args.ray else args.workers)
    if estimate is None:
        return
    budgets = ", ".join(f"{a} thinks {b:g} s a decision" for a, b in estimate["agents"].items())
    where = (
        "on one CPU (Ray divides it by its CPUs)"
        if args.ray
        else f"on {min(args.workers, len(specs))} worker(s)"
    )
    console.print(
        f"Estimated time: about {_duration(estimate['seconds'])} {where} ({budgets}; "
        f"{estimate['decisions']:.0f} decisions with a choice a seat in a sample game of "
        f"greedy bots: a rough guide). mcts:iterations=N plays faster and reproducibly."
    )


def _duration(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f} s"
    minutes = round(seconds / 60)
    if minutes < 90:
        return f"{minutes} min"
    return f"{minutes // 60} h {minutes % 60:02d} min"


def _run(args, parser, specs, console: Console) -> tuple[list[dict], float]:
    """Play ``specs`` with a progress bar, writing the JSON lines as games come (in order)."""
    if args.workers < 1:
        parser.error(f"--workers must be 1 or more, not {args.workers}")
    records = []
    start = time.perf_counter()
    with ExitStack() as stack:
        try:
            out = (
                stack.enter_context(open(args.jsonl, "w", encoding="utf-8")) if args.jsonl else None
            )
        except OSError as e:
            parser.error(f"--jsonl {args.jsonl}: {e.strerror or e}")
        progress = stack.enter_context(
            Progress(
                TextColumn("[progress.description]{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                GamesPerSecond(),
                TimeElapsedColumn(),
                TextColumn("ETA"),
                TimeRemainingColumn(),
                console=console,
                transient=True,
                disable=not console.is_terminal,
            )
        )
        task = progress.add_task("games", total=len(specs))
        try:
            for record in sim.run_games(
                specs,
                workers=min(args.workers, len(specs)),
                ray_address=args.ray,
                progress=lambda n: progress.advance(task, n),
            ):
                records.append(record)
                if out:
                    out.write(sim.json_line(record))
        except ConnectionError as e:  # no Ray cluster at that address
            parser.error(
                f"--ray {args.ray}: {e} (start a cluster with `ray start --head`, or use "
                f"--ray local for a new local instance)"
            )
    return records, time.perf_counter() - start


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _ci(row: dict) -> str:
    return f"{100 * row['low']:.1f}-{100 * row['high']:.1f}%"


def _print_speed(console: Console, n: int, seconds: float, args) -> None:
    where = f"on Ray ({args.ray})" if args.ray else f"on {min(args.workers, n)} worker(s)"
    console.print(f"{n} games in {seconds:.1f} s ({n / seconds:.1f} games/s) {where}")


def _print_summary(
    console: Console,
    summary: dict,
    max_decisions: int,
    agents_table: bool = True,
    rotated: bool = False,
) -> None:
    """The summary's tables; ``rotated``: different agents took turns in every seat, so
    the seats' win rates say how the rotation was made, not who the seat favours."""
    n = summary["games"]
    if agents_table:
        table = Table(
            title="Win rate by agent",
            caption="per seat played; a shared win counts 1/k",
        )
        for heading in ("Agent", "Games", "Wins", "Win rate", "95% CI", "Mean score"):
            table.add_column(heading, justify="left" if heading == "Agent" else "right")
        for row in summary["agents"]:
            table.add_row(
                row["agent"],
                str(row["games"]),
                _num(row["wins"]),
                _pct(row["rate"]),
                _ci(row),
                _score(row),
            )
        console.print(table)
    if rotated:
        console.print(
            "Seats: balanced by the rotation (each agent in each seat of the same deals), "
            "so no seat advantage is measured"
        )
    else:
        _print_seats(console, summary)
    length = Table(title="Game length (finished games)")
    for heading in ("", "Mean", "Median", "Min", "Max"):
        length.add_column(heading, justify="left" if not heading else "right")
    for what in ("turns", "decisions"):
        s = summary["length"][what]
        length.add_row(what, f"{s['mean']:.1f}", _num(s["median"]), _num(s["min"]), _num(s["max"]))
    console.print(length)
    ends = Table(title="How games end")
    ends.add_column("Reason")
    ends.add_column("Games", justify="right")
    ends.add_column("Share", justify="right")
    for reason, count in summary["reasons"].items():
        ends.add_row(reason, str(count), _pct(count / n))
    console.print(ends)
    if summary["dogma_cards"]:
        cards = ", ".join(f"{c} {k}" for c, k in list(summary["dogma_cards"].items())[:8])
        console.print(f"Won by a dogma: {cards}")
    console.print(f"Draws (shared wins): {summary['draws']}")
    console.print(f"Cut at --max-decisions ({max_decisions:,} decisions): {summary['limit']}")
    for e in summary["errors"][:5]:
        console.print(f"Game {e['game']} (seed {e['seed']}) failed: {e['error']}")
    if summary["errors"]:
        console.print(
            f"{len(summary['errors'])} games failed; their answers (--jsonl) replay them "
            f"up to the failure"
        )


def _num(x: float) -> str:
    return f"{x:.0f}" if float(x).is_integer() else f"{x:.1f}"


def _score(row: dict) -> str:
    return "-" if row["score"] is None else f"{row['score']:.1f}"


def _print_seats(console: Console, summary: dict) -> None:
    table = Table(title="Win rate by seat (turn order)")
    for heading in ("Seat", "Games", "Wins", "Win rate", "95% CI"):
        table.add_column(heading, justify="left" if heading == "Seat" else "right")
    for row in summary["seats"]:
        table.add_row(
            str(row["seat"]), str(row["games"]), _num(row["wins"]), _pct(row["rate"]), _ci(row)
        )
    console.print(table)
    first = summary["first_player"]
    if first["games"]:
        console.print(
            f"First player: wins {_pct(first['rate'])} (95% CI {_ci(first)}) against a fair "
            f"{_pct(first['fair'])} with {first['players']} players: "
            f"{100 * first['advantage']:+.1f} points"
        )
