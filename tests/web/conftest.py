"""Fixtures of the web server's tests: a database URL, SQLite or a REAL PostgreSQL server.

The PostgreSQL server is started once per session (initdb into a temporary
folder, pg_ctl on a free port with its socket in that folder; as the user
``postgres`` when the tests run as root) and stopped at the end; each test
gets a database of its own.  Without the PostgreSQL binaries those tests skip,
unless INNO_REQUIRE_POSTGRES=1 (CI), where they fail.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

import pytest


def _pg_bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PostgresServer:
    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.root = Path(tempfile.mkdtemp(prefix="inno-pg-"))
        self.data = self.root / "data"
        self.port = _free_port()
        self.user = "postgres" if os.geteuid() == 0 else None

    def run(self, *args: str) -> None:
        command = [str(self.bindir / args[0]), *args[1:]]
        if self.user:
            command = ["runuser", "-u", self.user, "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=60)

    def start(self) -> None:
        if self.user:
            shutil.chown(self.root, self.user, self.user)
        self.root.chmod(0o700)
        self.run("initdb", "-D", str(self.data), "-A", "trust", "-U", "postgres", "--no-sync")
        options = f"-p {self.port} -k {self.root} -c listen_addresses='' -c fsync=off"
        log = str(self.root / "log")
        self.run("pg_ctl", "-D", str(self.data), "-l", log, "-o", options, "-w", "start")

    def stop(self) -> None:
        try:
            self.run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)

    def url(self, database: str) -> str:
        return f"postgresql+psycopg://postgres@/{database}?host={self.root}&port={self.port}"

    def create_database(self) -> str:
        import psycopg

        name = f"t_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(
            host=str(self.root), port=self.port, user="postgres", dbname="postgres", autocommit=True
        ) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return self.url(name)


@pytest.fixture(scope="session")
def postgres_server():
    bindir = _pg_bin()
    if bindir is None:
        message = "the PostgreSQL server binaries (Debian's postgresql package) are not installed"
        if os.environ.get("INNO_REQUIRE_POSTGRES") == "1":
            pytest.fail(f"INNO_REQUIRE_POSTGRES=1 but {message}")
        pytest.skip(message)
    server = PostgresServer(bindir)
    try:
        server.start()
    except (subprocess.CalledProcessError, OSError) as e:
        detail = getattr(e, "stderr", b"") or b""
        server.stop()
        pytest.fail(f"could not start PostgreSQL: {e}: {detail.decode(errors='replace')}")
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request, tmp_path) -> str:
    """A database URL for one test: an empty SQLite file, or a new PostgreSQL database."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'inno.db'}"
    return request.getfixturevalue("postgres_server").create_database()


class LiveServer(NamedTuple):
    url: str  # http://127.0.0.1:<port>
    database: str  # its database URL


@pytest.fixture(scope="module")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """The app served by uvicorn in a thread on a free port, over a fresh SQLite database."""
    uvicorn = pytest.importorskip("uvicorn")
    from inno.server.app import create_app

    db = tmp_path_factory.mktemp("web") / "inno.db"
    database = f"sqlite:///{db}"
    app = create_app(database)
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=_free_port(), log_level="warning")
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            pytest.fail("the app did not start")
        time.sleep(0.05)
    yield LiveServer(f"http://127.0.0.1:{server.config.port}", database)
    server.should_exit = True
    thread.join(timeout=10)
