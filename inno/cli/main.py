"""``inno``: the command line.  ``inno play --help`` lists the options of a game."""

from __future__ import annotations

import argparse
import json
import secrets
import sys
from pathlib import Path

from rich.console import Console
from rich.text import Text

import inno
from inno.agents import AGENTS
from inno.cli.play import (
    SavedGame,
    bot_name,
    games_dir,
    make_seats,
    new_game_path,
    play,
    read_table,
    unfinished_games,
)
from inno.cli.prompt import Quit, Terminal
from inno.cli.serve import add_parser as add_serve_parser
from inno.cli.serve import serve_command
from inno.cli.simulate import add_parsers as add_simulation_parsers
from inno.cli.simulate import simulate_command, tournament_command
from inno.engine.game import EXPANSIONS
from inno.errors import InnoError
from inno.research import simulate as sim

SEAT_ALIASES = {"h": "human", "g": "greedy", "r": "random", "m": "mcts"}

PLAY_EPILOG = """\
examples:
  inno play                          you against the greedy bot (or go on with a game
                                     left unfinished: it asks)
  inno play --bot random --seed 7    against the random bot, a reproducible deal
  inno play --bot mcts:iterations=200
                                     against the searching bot, 200 playouts a decision
  inno play --seats human,human      two humans at one terminal (hot-seat)
  inno play -n 4 --teams             you and a bot against two bots, in teams
  inno play --seats greedy,human,mcts:time_limit=2 --names Ada,Me,Rex
  inno play --expansions echoes -n 5 with Echoes of the Past, five players
  inno play --expansions artifacts --relics
                                     with Artifacts of History and its relics
  inno play --list                   the games left unfinished, most recent first
  inno play --resume                 go on with the most recent unfinished game
  inno play --resume 2               go on with the second game of --list
  inno play --load mygame.json       go on with a game saved with "save mygame.json"

Every game is saved after every answer, in a file of its own; an unfinished game
is never replaced or deleted.  At any prompt, type ? for help, or ? NAME to read a
card or a rule."""

# The options that describe a new game: refused with --load and --resume (a saved game
# keeps its own), and given any of them, inno play starts a new game without asking.
NEW_GAME_OPTIONS = (
    ("players", "--players"),
    ("expansions", "--expansions"),
    ("seats", "--seats"),
    ("bot", "--bot"),
    ("names", "--names"),
    ("seed", "--seed"),
    ("teams", "--teams"),
    ("open_boards", "--open-boards"),
    ("longer", "--longer"),
    ("relics", "--relics"),
)


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
        "--sets",
        dest="expansions",
        metavar="SETS",
        help="the sets to play with, separated by commas: base (always in play), "
        + ", ".join(EXPANSIONS)
        + " (default: the base game alone)",
    )
    p.add_argument(
        "--seats",
        help="who plays each seat, in turn order, separated by commas: human (h), "
        "or a bot: greedy (g), random (r), mcts (m), with options after colons as in "
        "inno simulate (mcts:iterations=200); default: one human, then bots",
    )
    p.add_argument(
        "--bot",
        metavar="BOT",
        help=f"the bot for the seats --seats does not name: {', '.join(AGENTS)}, with "
        "options after colons (mcts:time_limit=2); default greedy",
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
        nargs="?",
        type=int,
        const=1,
        metavar="N",
        help="go on with an unfinished game (saved after every answer): the most recent, "
        "or the Nth of --list",
    )
    p.add_argument(
        "--list", action="store_true", help="list the unfinished games, most recent first"
    )
    add_simulation_parsers(commands)
    add_serve_parser(commands)
    commands.add_parser(
        "schema",
        help="print the JSON Schema of views, decisions, positions and saves",
        description="Print the JSON Schema of the engine's JSON (docs/web-api.md, GET /api/schema).",
    )
    return parser


def chosen_expansions(args, parser: argparse.ArgumentParser) -> list[str]:
    words = [e.strip().lower() for e in (args.expansions or "").split(",") if e.strip()]
    for e in words:
        if e != "base" and e not in EXPANSIONS:
            known = ", ".join(EXPANSIONS)
            parser.error(f"there is no expansion {e!r}; the expansions are: {known}")
    if len(set(words)) != len(words):
        parser.error("an expansion is listed twice")
    return [e for e in EXPANSIONS if e in words]


def seat_kind(word: str, parser: argparse.ArgumentParser) -> str:
    """A seat of --seats or --bot: "human", or a bot spec checked as inno simulate does."""
    word = word.strip()
    name, _, rest = word.partition(":")
    name = SEAT_ALIASES.get(name.lower(), name.lower())
    if name == "human" and not rest:
        return "human"
    if name not in AGENTS:
        parser.error(f"unknown seat {word!r}: use human or a bot ({', '.join(AGENTS)})")
    spec = f"{name}:{rest}" if rest else name
    try:  # (names the bot's options if one is unknown)
        return sim.check_agents([spec])[0]
    except InnoError as e:
        parser.error(str(e))
    raise AssertionError  # pragma: no cover (parser.error exits)


def seat_kinds(args, parser: argparse.ArgumentParser, expansions: list[str]) -> list[str]:
    bot = seat_kind(args.bot, parser) if args.bot else "greedy"
    if bot == "human":
        parser.error("--bot names a bot, not human: use --seats for several humans")
    if args.seats:
        kinds = [seat_kind(word, parser) for word in args.seats.split(",")]
        if args.players and args.players != len(kinds):
            parser.error(f"--players {args.players} but --seats lists {len(kinds)} seats")
    else:
        kinds = ["human"] + [bot] * ((args.players or 2) - 1)
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
    bots = [bot_name(k) for k in kinds]
    humans = kinds.count("human")
    names = []
    for i, (kind, bot) in enumerate(zip(kinds, bots, strict=True)):
        letter = "ABCDEFGH"[i]
        if kind == "human":
            names.append("Player" if humans == 1 else f"Player {letter}")
        else:
            name = "MCTS" if bot == "mcts" else bot.capitalize()
            names.append(f"{name} {letter}" if bots.count(bot) > 1 else name)
    return names


def make_console(stdout) -> Console:
    if stdout is None:
        return Console(highlight=False, markup=False)  # styles come from Text objects
    return Console(
        file=stdout, width=80, highlight=False, markup=False, color_system=None, emoji=False
    )


def _given(args, parser: argparse.ArgumentParser) -> list[str]:
    """The options of ``NEW_GAME_OPTIONS`` given on the command line."""
    return [flag for key, flag in NEW_GAME_OPTIONS if getattr(args, key) != parser.get_default(key)]


def report_unreadable(term: Terminal, unreadable: list[str]) -> None:
    """Files of the games folder that cannot be read: said, and left as they are."""
    for why in unreadable:
        term.print(
            Text(f"Cannot read a saved game (the file is kept as it is): {why}", style="red")
        )


def list_command(term: Terminal) -> int:
    games, unreadable = unfinished_games()
    report_unreadable(term, unreadable)
    if not games:
        term.print("No unfinished game. (inno play starts one.)")
        return 0
    term.print(f"Unfinished games, most recent first ({games_dir()}):")
    for i, g in enumerate(games, 1):
        term.print(f"  {i:>2}  {g.describe()}")
    term.print("inno play --resume N goes on with game N (--resume alone: the first).")
    return 0


def offer_resume(term: Terminal, games: list[SavedGame]) -> SavedGame | None:
    """Say that unfinished games wait, and ask which to go on with: the most recent by
    default (Enter), a number, or "new".  The game chosen, or None for a new game."""
    many = len(games) > 1
    term.print(
        f"You have {len(games)} unfinished game{'s' if many else ''}, the most recent first:"
    )
    for i, g in enumerate(games, 1):
        term.print(f"  {i:>2}  {g.describe()}")
    more = f", a number from 1 to {len(games)}" if many else ""
    while True:
        answer = term.read(f"Go on with game 1? Enter for yes{more}, new for a new game: ")
        low = answer.lower()
        if low in ("", "y", "yes"):
            return games[0]
        if low in ("n", "no", "new"):
            return None
        if low in ("quit", "exit", "q"):
            raise Quit
        if low.isdigit() and 1 <= int(low) <= len(games):
            return games[int(low) - 1]
        term.print(Text(f"Type Enter{more}, new, or quit.", style="red"))


def go_on(term: Terminal, path: Path, parser, *, copy: bool = False) -> int:
    """Go on with the game saved in ``path``: in that file, or (``copy``) in a new file of
    the games folder, leaving ``path`` as it is."""
    try:
        game, seats = read_table(path)
    except InnoError as e:
        parser.error(f"{e} (the file is kept as it is)")
    who = ", ".join(f"{s.name} ({s.kind})" for s in seats)
    save_to = new_game_path() if copy else path
    if game.result is None:
        term.print(f"Innovation: {who}, going on from {path}. Type ? at any prompt for help.")
    return play(game, seats, term, save_to, new_file=copy, resumed=True)


def play_command(args, parser, stdin, stdout) -> int:
    parser = commands_parser(parser, "play")  # errors show inno play's usage
    term = Terminal(make_console(stdout), stdin)
    given = _given(args, parser)
    chosen = [
        flag
        for flag, on in (
            ("--load", args.load is not None),
            ("--resume", args.resume is not None),
            ("--list", args.list),
        )
        if on
    ]
    if len(chosen) > 1:
        parser.error(f"{' and '.join(chosen)} cannot be used together")
    if chosen and given:
        parser.error(
            f"{', '.join(given)} cannot be used with {chosen[0]}: "
            "a saved game keeps its own players, sets and options"
        )
    if args.list:
        return list_command(term)
    if args.load is not None:
        path = Path(args.load).expanduser()
        # A file of the games folder goes on in place; any other is copied there.
        inside = path.resolve().parent == games_dir().resolve()
        return go_on(term, path, parser, copy=not inside)
    # A new game's options are checked before anything else is said.
    expansions = chosen_expansions(args, parser)
    kinds = seat_kinds(args, parser, expansions)
    names = seat_names(args, kinds, parser)
    games, unreadable = unfinished_games()
    report_unreadable(term, unreadable)
    if args.resume is not None:
        if not games:
            parser.error("there is no unfinished game to resume")
        if not 1 <= args.resume <= len(games):
            parser.error(
                f"there is no unfinished game {args.resume}: inno play --list lists {len(games)}"
            )
        return go_on(term, games[args.resume - 1].path, parser)
    if games and not given:
        try:
            picked = offer_resume(term, games)
        except Quit:
            return 0
        if picked is not None:
            return go_on(term, picked.path, parser)
    elif games:
        many = len(games) > 1
        term.print(
            f"(You have {len(games)} unfinished game{'s' if many else ''}, kept: inno play "
            "--list lists them, inno play --resume goes on with the most recent.)"
        )
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
    return play(game, seats, term, new_game_path(), new_file=True)


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
    if args.command == "schema":
        from inno.server.schema import schema  # (made with pydantic: the web extra)

        print(json.dumps(schema(), indent=2), file=stdout or sys.stdout)
        return 0
    parser.print_help(stdout or sys.stdout)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
