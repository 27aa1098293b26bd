"""``inno``: the command line.  ``inno play --help`` lists the options of a game."""

from __future__ import annotations

import argparse
import secrets
import sys
from pathlib import Path

from rich.console import Console

import inno
from inno.agents import AGENTS
from inno.cli.play import autosave_path, make_seats, play, read_table
from inno.cli.prompt import Terminal
from inno.cli.serve import add_parser as add_serve_parser
from inno.cli.serve import serve_command
from inno.cli.simulate import add_parsers as add_simulation_parsers
from inno.cli.simulate import simulate_command, tournament_command
from inno.engine.game import EXPANSIONS
from inno.errors import InnoError

SEAT_KINDS = {
    "human": "human",
    "h": "human",
    **{k: k for k in AGENTS},
    "g": "greedy",
    "r": "random",
}

PLAY_EPILOG = """\
examples:
  inno play                          you against the greedy bot
  inno play --bot random --seed 7    against the random bot, a reproducible deal
  inno play --seats human,human      two humans at one terminal (hot-seat)
  inno play -n 4 --teams             you and a bot against two bots, in teams
  inno play --seats greedy,human,random --names Ada,Me,Rex
  inno play --expansions echoes -n 5 with Echoes of the Past, five players
  inno play --expansions artifacts --relics
                                     with Artifacts of History and its relics
  inno play --resume                 go on with the last game left unfinished
  inno play --load mygame.json       go on with a game saved with "save mygame.json"

At any prompt, type ? for help, or ? NAME to read a card."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="inno", description="Innovation (Deluxe, 3rd edition) in the terminal."
    )
    parser.add_argument("--version", action="version", version=f"inno {inno.__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    p = commands.add_parser(
        "play",
        help="play a game in the terminal",
        description="Play a game of Innovation in the terminal, against bots\n"
        "or other humans at the same terminal (hot-seat).",
        epilog=PLAY_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "-n",
        "--players",
        type=int,
        help="number of players: 2 to 4, one more per expansion "
        "(default 2, or as many as --seats lists)",
    )
    p.add_argument(
        "--expansions",
        default="",
        help="expansions to play with, separated by commas: "
        + ", ".join(EXPANSIONS)
        + " (default: the base game alone)",
    )
    p.add_argument(
        "--seats",
        help="who plays each seat, in turn order, separated by commas: human (h), "
        "greedy (g) or random (r); default: one human, then bots",
    )
    p.add_argument(
        "--bot",
        choices=sorted(AGENTS),
        default="greedy",
        help="the bot for the seats --seats does not name (default greedy)",
    )
    p.add_argument("--names", help="the players' names, in seat order, separated by commas")
    p.add_argument("--seed", type=int, help="the game's seed (default: a random one)")
    p.add_argument(
        "--teams",
        action="store_true",
        help="the team game (4 players): the 1st and 3rd seats against the 2nd and 4th",
    )
    p.add_argument(
        "--open-boards",
        action="store_true",
        help="covered cards and stack sizes on every board are public",
    )
    p.add_argument(
        "--longer", action="store_true", help="the longer game: one more achievement to win"
    )
    p.add_argument(
        "--relics",
        action="store_true",
        help="with Artifacts of History: the optional relics, seized when digging",
    )
    p.add_argument("--load", metavar="FILE", help="go on with a game saved with the save command")
    p.add_argument(
        "--resume",
        action="store_true",
        help="go on with the game left unfinished (saved after every move)",
    )
    add_simulation_parsers(commands)
    add_serve_parser(commands)
    return parser


def chosen_expansions(args, parser: argparse.ArgumentParser) -> list[str]:
    expansions = [e.strip().lower() for e in args.expansions.split(",") if e.strip()]
    for e in expansions:
        if e not in EXPANSIONS:
            known = ", ".join(EXPANSIONS)
            parser.error(f"there is no expansion {e!r}; the expansions are: {known}")
    if len(set(expansions)) != len(expansions):
        parser.error("an expansion is listed twice")
    return expansions


def seat_kinds(args, parser: argparse.ArgumentParser, expansions: list[str]) -> list[str]:
    if args.seats:
        kinds = []
        for word in args.seats.split(","):
            kind = SEAT_KINDS.get(word.strip().lower())
            if kind is None:
                parser.error(f"unknown seat {word!r}: use human, greedy or random")
            kinds.append(kind)
        if args.players and args.players != len(kinds):
            parser.error(f"--players {args.players} but --seats lists {len(kinds)} seats")
    else:
        kinds = ["human"] + [args.bot] * ((args.players or 2) - 1)
    most = 4 + len(expansions)
    if not 2 <= len(kinds) <= most:
        sets = f"with {', '.join(expansions)}" if expansions else "in the base game"
        parser.error(f"{sets}, a game is for 2 to {most} players, not {len(kinds)}")
    if "human" not in kinds:
        parser.error("at least one seat must be human")
    if args.teams and len(kinds) != 4:
        parser.error("the team game is for 4 players")
    return kinds


def seat_names(args, kinds: list[str], parser: argparse.ArgumentParser) -> list[str]:
    if args.names:
        names = [n.strip() for n in args.names.split(",")]
        if len(names) != len(kinds):
            parser.error(f"--names lists {len(names)} names for {len(kinds)} seats")
        if len(set(names)) != len(names) or not all(names):
            parser.error("the names must be different and not empty")
        return names
    # Seats are told apart by letters, not numbers: "Greedy 2 0" would read as counts.
    humans = kinds.count("human")
    names = []
    for i, kind in enumerate(kinds):
        letter = "ABCDEFGH"[i]
        if kind == "human":
            names.append("Player" if humans == 1 else f"Player {letter}")
        else:
            name = kind.capitalize()
            names.append(f"{name} {letter}" if kinds.count(kind) > 1 else name)
    return names


def make_console(stdout) -> Console:
    if stdout is None:
        return Console(highlight=False, markup=False)  # styles come from Text objects
    return Console(
        file=stdout, width=100, highlight=False, markup=False, color_system=None, emoji=False
    )


def play_command(args, parser, stdin, stdout) -> int:
    term = Terminal(make_console(stdout), stdin)
    if args.load or args.resume:
        path = Path(args.load) if args.load else autosave_path()
        if args.resume and not path.exists():
            parser.error("there is no unfinished game to resume")
        try:
            game, seats = read_table(path)
        except InnoError as e:
            parser.error(str(e))
        who = ", ".join(f"{s.name} ({s.kind})" for s in seats)
        term.print(f"Innovation: {who}, going on from {path}. Type ? at any prompt for help.")
        return play(game, seats, term, autosave_path())
    expansions = chosen_expansions(args, parser)
    kinds = seat_kinds(args, parser, expansions)
    names = seat_names(args, kinds, parser)
    seed = args.seed if args.seed is not None else secrets.randbelow(10**9)
    # Drawn cards stay face down until looked at, so that a draw can be undone.
    options = {"face_down_draws": True}
    if args.teams:
        options["teams"] = True
    if args.open_boards:
        options["open_boards"] = True
    if args.longer:
        options["longer"] = True
    if args.relics:
        if "artifacts" not in expansions:
            parser.error("--relics is part of Artifacts of History: add --expansions artifacts")
        options["relics"] = True
    game = inno.Game(players=names, expansions=expansions, seed=seed, options=options)
    seats = make_seats(names, kinds, seed)
    who = ", ".join(f"{s.name} ({s.kind})" for s in seats)
    # The seed is shown when the game ends: knowing it would reveal the deck.
    term.print(f"Innovation: {who}. Type ? at any prompt for help.")
    return play(game, seats, term, autosave_path())


def commands_parser(parser: argparse.ArgumentParser, name: str) -> argparse.ArgumentParser:
    """The subcommand's own parser, so that its errors show its usage."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return action.choices[name]
    return parser  # pragma: no cover


def main(argv: list[str] | None = None, stdin=None, stdout=None) -> int:
    """The ``inno`` command.  ``stdin`` (a stream or a ``read(prompt)`` function) and
    ``stdout`` replace the terminal, for scripts and tests."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "play":
        return play_command(args, parser, stdin, stdout)
    if args.command in ("simulate", "tournament"):
        command = simulate_command if args.command == "simulate" else tournament_command
        return command(args, commands_parser(parser, args.command), stdout)
    if args.command == "serve":
        return serve_command(args, stdout)
    parser.print_help(stdout or sys.stdout)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
