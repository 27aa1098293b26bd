"""``inno serve``: the web server (docs/web-api.md), on SQLite by default."""

from __future__ import annotations

import argparse
import sys

from inno.cli.play import saves_dir


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


def database_url(args: argparse.Namespace) -> str:
    if args.database:
        return args.database
    return f"sqlite:///{saves_dir() / 'inno.db'}"


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

    app = create_app(database_url(args))
    out = stdout or sys.stdout
    host = f"[{args.host}]" if ":" in args.host else args.host
    print(f"inno serve: http://{host}:{args.port}", file=out, flush=True)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning", ws_max_size=1 << 20)
    return 0
