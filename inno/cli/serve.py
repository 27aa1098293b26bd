"""``inno serve``: the web server (docs/web-api.md), on SQLite by default."""

from __future__ import annotations

import argparse
import sys

from inno.cli.play import saves_dir
from inno.server.settings import Settings


def add_parser(commands) -> None:
    p = commands.add_parser(
        "serve",
        help="play in the browser: run the web server",
        description="Run the web server: a lobby and game tables in the browser, "
        "with bots, invitation links and spectators.",
    )
    p.add_argument("--host", default="127.0.0.1", help="the address to listen on (127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="the port to listen on (8000)")
    p.add_argument(
        "--database",
        metavar="URL",
        help="a SQLAlchemy database URL, e.g. postgresql+psycopg://user@host/db "
        "(default: SQLite at $INNO_HOME/inno.db)",
    )
    default = Settings()
    p.add_argument(
        "--allow-origin",
        action="append",
        default=[],
        metavar="ORIGIN",
        help="another site (scheme://host[:port]) whose pages may create games, move and "
        "open sockets, besides this server's own; repeat for several ('*': any site)",
    )
    p.add_argument(
        "--max-bot-games",
        type=int,
        default=default.max_bot_games,
        metavar="N",
        help=f"games without a human playing at once, all processes ({default.max_bot_games})",
    )
    p.add_argument(
        "--max-mcts",
        type=int,
        default=default.max_mcts_seats,
        metavar="N",
        help=f"mcts seats in games under way, all processes ({default.max_mcts_seats})",
    )
    p.add_argument(
        "--cache",
        type=int,
        default=default.cache_size,
        metavar="N",
        help=f"games kept loaded in this process ({default.cache_size})",
    )
    p.add_argument(
        "--bot-workers",
        type=int,
        default=default.bot_workers,
        metavar="N",
        help=f"processes the bots think in ({default.bot_workers}; 0: a thread of the server)",
    )


def database_url(args: argparse.Namespace) -> str:
    if args.database:
        return args.database
    return f"sqlite:///{saves_dir() / 'inno.db'}"


def settings(args: argparse.Namespace) -> Settings:
    return Settings(
        allowed_origins=tuple(args.allow_origin),
        max_bot_games=args.max_bot_games,
        max_mcts_seats=args.max_mcts,
        cache_size=args.cache,
        bot_workers=args.bot_workers,
    )


def serve_command(args: argparse.Namespace, stdout=None) -> int:
    """Start the app under uvicorn until interrupted."""
    try:
        import uvicorn

        from inno.server.app import create_app
    except ImportError as e:
        print(
            f"inno serve needs the web extra ({e.name} is missing): pip install -e '.[web]'",
            file=sys.stderr,
        )
        return 2

    try:
        app = create_app(database_url(args), settings(args))
    except ValueError as e:
        print(f"inno serve: {e}", file=sys.stderr)
        return 2
    out = stdout or sys.stdout
    host = f"[{args.host}]" if ":" in args.host else args.host
    print(f"inno serve: http://{host}:{args.port}", file=out, flush=True)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning", ws_max_size=1 << 20)
    return 0
