"""The database: games, their seats, their answers (one row per answer or look) and checkpoints.

SQLite (the default, in WAL mode) or PostgreSQL, through SQLAlchemy 2.  The schema
is created and upgraded by the Alembic migrations in ``inno/server/migrations``.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import (
    BigInteger,
    Boolean,
    DateTime,
    Engine,
    Float,
    ForeignKey,
    Integer,
    String,
    Text,
    create_engine,
    event,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

MIGRATIONS = Path(__file__).parent / "migrations"


class Base(DeclarativeBase):
    pass


class GameRow(Base):
    """A game: what it was created as (players, expansions, options, seed) and a summary.

    ``version`` goes up by one at every change (an answer, a look, an undo): a
    process whose game is at an older version reloads it before acting.
    """

    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    created: Mapped[object] = mapped_column(DateTime(timezone=True), index=True)
    players: Mapped[str] = mapped_column(Text)  # JSON list of names, in seat order
    expansions: Mapped[str] = mapped_column(Text)  # JSON list
    options: Mapped[str] = mapped_column(Text)  # JSON object, as given to the engine
    seed: Mapped[int] = mapped_column(BigInteger)  # never sent to anybody
    n: Mapped[int] = mapped_column(Integer, default=0)  # length of the history
    version: Mapped[int] = mapped_column(Integer, default=0)
    status: Mapped[str] = mapped_column(String(16), default="playing", index=True)
    turn: Mapped[int] = mapped_column(Integer, default=0)
    result: Mapped[str | None] = mapped_column(Text, nullable=True)  # JSON, when over
    # For the limits (docs/web-api.md): human and mcts seats, and when it last moved
    # (seconds since the epoch).
    humans: Mapped[int] = mapped_column(Integer, default=0)
    mcts: Mapped[int] = mapped_column(Integer, default=0)
    moved: Mapped[float] = mapped_column(Float, default=0.0)
    # Whether the pending decision is a bot's, so that a restarted server resumes the game.
    bot_turn: Mapped[bool] = mapped_column(Boolean, default=False)
    # The process that plays the game's bots, until ``bot_lease`` (seconds since the epoch).
    bot_owner: Mapped[str | None] = mapped_column(String(32), nullable=True)
    bot_lease: Mapped[float | None] = mapped_column(Float, nullable=True)


class SeatRow(Base):
    """A seat: its player's name, who plays it (human or a bot) and the SHA-256 of its token."""

    __tablename__ = "seats"

    game_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(Text)
    kind: Mapped[str] = mapped_column(String(16))
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)


class AnswerRow(Base):
    """Entry ``n`` of a game's history (an answer, or a look): the key (game, n) is unique,
    so two processes cannot both store move ``n``."""

    __tablename__ = "answers"

    game_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    n: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)  # who gave it
    answer: Mapped[str] = mapped_column(Text)  # JSON, exactly as the engine keeps it


class CheckpointRow(Base):
    """The engine's save (``game.to_json()``) once the history is ``n`` long."""

    __tablename__ = "checkpoints"

    game_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    n: Mapped[int] = mapped_column(Integer, primary_key=True)
    data: Mapped[str] = mapped_column(Text)


def _sqlite_pragmas(dbapi_connection, connection_record) -> None:
    # SQLAlchemy, not the driver, starts transactions (see _sqlite_begin).
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    # WAL: readers do not block the writer; NORMAL sync still survives a killed process.
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _sqlite_begin(connection) -> None:
    # The driver would begin a transaction only at the first write, so that each read
    # before it saw its own snapshot: a game row and its answers could disagree.
    # ("BEGIN IMMEDIATE" for a transaction that reads before it writes: see migrate.)
    connection.exec_driver_sql(connection.get_execution_options().get("sqlite_begin", "BEGIN"))


def make_engine(database_url: str) -> Engine:
    """An engine for ``database_url`` (SQLite gets WAL mode and a busy timeout)."""
    if database_url.startswith("sqlite"):
        if database_url.startswith("sqlite:///") and ":memory:" not in database_url:
            Path(database_url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(database_url, connect_args={"timeout": 10})
        event.listen(engine, "connect", _sqlite_pragmas)
        event.listen(engine, "begin", _sqlite_begin)
        return engine
    return create_engine(database_url, pool_size=10, max_overflow=20, pool_pre_ping=True)


def migrate(engine: Engine) -> None:
    """Bring the schema up to date (Alembic, configured here: no alembic.ini)."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    # Alembic reads the schema's version before changing it: on SQLite, take the write
    # lock first, so that two processes starting at once wait for each other.
    with engine.connect() as connection:
        connection = connection.execution_options(sqlite_begin="BEGIN IMMEDIATE")
        with connection.begin():
            config.attributes["connection"] = connection
            command.upgrade(config, "head")
