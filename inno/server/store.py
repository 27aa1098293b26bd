"""Persistence of games: created with their seats, then one row per history entry.

A game is its options (players, expansions, options), its seed and its history
(answers and looks), plus a checkpoint (the engine's save, ``game.to_json()``)
every ``CHECKPOINT_EVERY`` entries.  Loading restores the newest checkpoint
through ``Game.from_json`` (which checks it), checks its history against the
stored rows, then plays the rows after it.

Every change goes through one transaction that also bumps the game's
``version`` only if it is still the version the caller loaded: a process
acting on an old copy of a game loses (``Stale``) instead of overwriting a
move another process stored.
"""

from __future__ import annotations

import json
import logging
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime

from sqlalchemy import Engine, delete, func, insert, or_, select, text, update
from sqlalchemy.exc import IntegrityError

from inno.engine.game import RULES_VERSION, Game, older_rules
from inno.engine.saves import checksum
from inno.errors import InnoError
from inno.server.db import AnswerRow, CheckpointRow, GameRow, SeatRow
from inno.server.settings import ACTIVE_SECONDS, Settings

log = logging.getLogger(__name__)

CHECKPOINT_EVERY = 50


class Stale(Exception):
    """The stored game moved on since this copy was loaded (another request or process)."""


@dataclass
class Seat:
    name: str
    kind: str  # "human" or a bot of inno.agents.AGENTS
    token_hash: str | None  # SHA-256 of a human seat's token (hex)


@dataclass
class Stored:
    """A game as loaded: who sits where, the game, and the version it is at."""

    game_id: str
    created: datetime
    seats: list[Seat]
    seed: int
    game: Game
    version: int
    options: dict = field(default_factory=dict)  # as given when the game was created


def _encode(entry) -> str:
    # ASCII: no text a database refuses (PostgreSQL: NUL, lone surrogates) gets through
    return json.dumps(entry, ensure_ascii=True, separators=(",", ":"))


def _summary_values(stored: Stored) -> dict:
    game = stored.game
    result = game.result
    d = game.pending
    return {
        "n": len(game.history),
        "status": "over" if result is not None else "playing",
        "turn": game.state.turn,
        "result": _encode(result.to_dict()) if result is not None else None,
        "bot_turn": d is not None and stored.seats[d.who].kind != "human",
        "moved": time.time(),
    }


class TooMany(Exception):
    """A new game would pass one of the server's limits (the message says which)."""


def create(
    engine: Engine,
    game_id: str,
    game: Game,
    seats: list[Seat],
    options: dict,
    settings: Settings,
) -> Stored:
    """Store a new game (no history yet), unless it passes the limits on bots (TooMany).

    The game is inserted first and the limits counted after, in the same transaction,
    so that two processes creating games at once cannot both slip under a limit.
    """
    created = datetime.now(UTC)
    stored = Stored(game_id, created, seats, game.seed, game, 0, options)
    humans = sum(s.kind == "human" for s in seats)
    mcts = sum(s.kind == "mcts" for s in seats)
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(74658)"))
        conn.execute(
            insert(GameRow).values(
                id=game_id,
                created=created,
                players=_encode(list(game.names)),
                expansions=_encode(list(game.expansions)),
                options=_encode(options),
                seed=game.seed,
                version=0,
                humans=humans,
                mcts=mcts,
                **_summary_values(stored),
            )
        )
        conn.execute(
            insert(SeatRow),
            [
                {"game_id": game_id, "seat": i, "name": s.name, "kind": s.kind}
                | {"token_hash": s.token_hash}
                for i, s in enumerate(seats)
            ],
        )
        playing = GameRow.status == "playing"
        if humans == 0:
            bot_games = conn.execute(
                select(func.count()).select_from(GameRow).where(playing, GameRow.humans == 0)
            ).scalar_one()
            if bot_games > settings.max_bot_games:
                raise TooMany(
                    f"this server plays at most {settings.max_bot_games} games without a human"
                    " at once: add a human seat, or wait for one to end"
                )
        if mcts:
            since = time.time() - ACTIVE_SECONDS
            seats_now = conn.execute(
                select(func.coalesce(func.sum(GameRow.mcts), 0)).where(
                    playing, GameRow.moved >= since
                )
            ).scalar_one()
            if seats_now > settings.max_mcts_seats:
                raise TooMany(
                    f"this server runs at most {settings.max_mcts_seats} mcts bots at once"
                    f" ({seats_now - mcts} now): choose greedy or random, or wait"
                )
    return stored


def version(engine: Engine, game_id: str) -> int | None:
    """The stored version of a game (None: no such game)."""
    with engine.connect() as conn:
        return conn.execute(select(GameRow.version).where(GameRow.id == game_id)).scalar()


def versions(engine: Engine, game_ids: list[str]) -> dict[str, int]:
    """The stored versions of several games at once (for noticing other processes' moves)."""
    if not game_ids:
        return {}
    with engine.connect() as conn:
        rows = conn.execute(select(GameRow.id, GameRow.version).where(GameRow.id.in_(game_ids)))
        return {row.id: row.version for row in rows}


def _play(game: Game, entry) -> None:
    if isinstance(entry, dict) and set(entry) == {"look"}:
        game.look(entry["look"])
    else:
        game.answer(entry)


@contextmanager
def _snapshot(engine: Engine):
    """A read-only transaction whose statements all see one snapshot of the database."""
    with engine.connect() as conn:
        if conn.dialect.name == "postgresql":
            # (READ COMMITTED, the default, takes a new snapshot at every statement)
            conn = conn.execution_options(isolation_level="REPEATABLE READ")
        with conn.begin():
            yield conn


class Inconsistent(InnoError):
    """A game's stored rows disagree (should not happen: they are written together)."""


def load(engine: Engine, game_id: str) -> Stored | None:
    """The game as stored (None: no such game), read from one snapshot of the database."""
    for _attempt in range(3):
        with _snapshot(engine) as conn:
            row = conn.execute(select(GameRow).where(GameRow.id == game_id)).first()
            if row is None:
                return None
            seats = [
                Seat(s.name, s.kind, s.token_hash)
                for s in conn.execute(
                    select(SeatRow).where(SeatRow.game_id == game_id).order_by(SeatRow.seat)
                )
            ]
            entries = [
                json.loads(a)
                for a in conn.execute(
                    select(AnswerRow.answer)
                    .where(AnswerRow.game_id == game_id)
                    .order_by(AnswerRow.n)
                ).scalars()
            ]
            checkpoint = conn.execute(
                select(CheckpointRow.n, CheckpointRow.data)
                .where(CheckpointRow.game_id == game_id, CheckpointRow.n <= row.n)
                .order_by(CheckpointRow.n.desc())
                .limit(1)
            ).first()
        if len(entries) == row.n:
            break
        # One snapshot makes this impossible; should a database not give one, read again.
        log.warning("game %s: %d answers for a history of %d", game_id, len(entries), row.n)
    else:
        raise Inconsistent(
            f"game {game_id}: {len(entries)} answers stored for a history of {row.n}"
        )
    game = _rebuild(game_id, row, entries, checkpoint)
    return Stored(game_id, row.created, seats, row.seed, game, row.version, json.loads(row.options))


class Unrestorable(InnoError):
    """A stored game this inno cannot rebuild as it was played: its history no longer
    replays, most likely because the rules changed since (``RULES_VERSION``).  Its rows are
    left as they are; a server of the version it was played under can go on with it.
    ``replays``: how many of the history's first entries still replay, when an entry is
    what no longer does (a replay can show the game up to there)."""

    def __init__(self, message: str, replays: int | None = None) -> None:
        super().__init__(message)
        self.replays = replays


def _unrestorable(
    game_id: str, why: str, rules: object = None, replays: int | None = None
) -> Unrestorable:
    played = (
        f"it was most likely played under an earlier version of inno's rules (this server"
        f" plays by version {RULES_VERSION}: docs/rulings.md says what changed)"
        if rules is None
        else older_rules(rules, "it was played")
    )
    return Unrestorable(
        f"this server cannot go on with game {game_id}: {why}; {played}."
        " The game's record is kept unchanged.",
        replays,
    )


def _checkpoint_rules(data: str) -> object:
    """The rules version a checkpoint was saved under (1: before saves said), None if the
    checkpoint is damaged (its checksum does not match)."""
    try:
        saved = json.loads(data)
    except ValueError:
        return None
    if not isinstance(saved, dict) or saved.get("checksum") != checksum(saved):
        return None
    return saved.get("rules", 1)


def _rebuild(game_id: str, row, entries: list, checkpoint) -> Game:
    """The game after ``entries``: from the checkpoint (taken within them) when it agrees.

    Unrestorable when the history no longer replays: an entry is refused, or the
    checkpoint, saved under other rules, is not where the history now leads."""
    game = None
    done = 0
    if checkpoint is not None:
        try:
            game = Game.from_json(checkpoint.data)
            if game.history != entries[: checkpoint.n] or game.seed != row.seed:
                raise InnoError("the checkpoint does not agree with the stored answers")
            done = checkpoint.n
        except InnoError as e:
            rules = _checkpoint_rules(checkpoint.data)
            if rules is not None and rules != RULES_VERSION:
                # Where the game was, as its players saw it, is not where it now leads.
                log.warning("game %s: checkpoint %s does not replay: %s", game_id, checkpoint.n, e)
                raise _unrestorable(
                    game_id,
                    f"its history no longer leads to where it was at move {checkpoint.n}",
                    rules,
                ) from None
            # A damaged checkpoint: replay from the seed instead (the answers are the record).
            log.warning("game %s: checkpoint %s not used: %s", game_id, checkpoint.n, e)
            game = None
    if game is None:
        game = Game(
            json.loads(row.players),
            json.loads(row.expansions),
            row.seed,
            json.loads(row.options),
        )
    for n, entry in enumerate(entries[done:], done):
        try:
            _play(game, entry)
        except InnoError as e:
            # (why, in the log only: the engine's message may name cards a player holds)
            log.warning("game %s: move %d does not replay: %s", game_id, n + 1, e)
            raise _unrestorable(game_id, f"its move {n + 1} no longer replays", replays=n) from None
    now = (game.state.turn, "playing" if game.result is None else "over")
    if len(entries) == row.n and now != (row.turn, row.status):
        raise _unrestorable(
            game_id,
            f"its history now leads to turn {now[0]} ({now[1]}), where it was stored at turn"
            f" {row.turn} ({row.status})",
        )
    return game


class BadStep(InnoError):
    """A replay asked for a step the game's history does not have."""


def replay(engine: Engine, game_id: str, at: int | None) -> tuple[Game, int] | None:
    """The game after the first ``at`` entries of its stored history (None: the whole
    history), and the history's length; None if there is no such game; BadStep if ``at``
    is past the end.  Rebuilt here, apart from the live table (whose game goes on)."""
    with _snapshot(engine) as conn:
        row = conn.execute(select(GameRow).where(GameRow.id == game_id)).first()
        if row is None:
            return None
        length = row.n
        if at is None:
            at = length
        if at > length:
            raise BadStep(
                f"at={at} is past the end: the game's history has {length} entries"
                f" (at is a whole number from 0 to {length})"
            )
        entries = [
            json.loads(a)
            for a in conn.execute(
                select(AnswerRow.answer)
                .where(AnswerRow.game_id == game_id, AnswerRow.n < at)
                .order_by(AnswerRow.n)
            ).scalars()
        ]
        checkpoint = conn.execute(
            select(CheckpointRow.n, CheckpointRow.data)
            .where(CheckpointRow.game_id == game_id, CheckpointRow.n <= at)
            .order_by(CheckpointRow.n.desc())
            .limit(1)
        ).first()
    if len(entries) != at:
        raise Inconsistent(f"game {game_id}: {len(entries)} answers stored for step {at}")
    return _rebuild(game_id, row, entries, checkpoint), length


def _write(conn, stored: Stored) -> int:
    """Bump the version if it is still ours (else Stale); write the summary."""
    new = stored.version + 1
    done = conn.execute(
        update(GameRow)
        .where(GameRow.id == stored.game_id, GameRow.version == stored.version)
        .values(version=new, **_summary_values(stored))
    )
    if done.rowcount != 1:
        raise Stale(stored.game_id)
    return new


def append(engine: Engine, stored: Stored, start: int, seats: list[int]) -> None:
    """Store the history entries from index ``start`` (given by ``seats``; -1: a look).

    Committed before returning; raises Stale if another writer got there first.
    """
    game = stored.game
    end = len(game.history)
    rows = [
        {"game_id": stored.game_id, "n": n, "seat": seats[n - start], "answer": _encode(entry)}
        for n, entry in enumerate(game.history[start:end], start)
    ]
    try:
        with engine.begin() as conn:
            new = _write(conn, stored)
            if rows:
                conn.execute(insert(AnswerRow), rows)
            if end // CHECKPOINT_EVERY > start // CHECKPOINT_EVERY:
                conn.execute(
                    insert(CheckpointRow).values(game_id=stored.game_id, n=end, data=game.to_json())
                )
    except IntegrityError:
        raise Stale(stored.game_id) from None
    stored.version = new


def truncate(engine: Engine, stored: Stored) -> None:
    """Store an undo: delete the entries (and checkpoints) past the game's history."""
    end = len(stored.game.history)
    with engine.begin() as conn:
        new = _write(conn, stored)
        conn.execute(
            delete(AnswerRow).where(AnswerRow.game_id == stored.game_id, AnswerRow.n >= end)
        )
        conn.execute(
            delete(CheckpointRow).where(
                CheckpointRow.game_id == stored.game_id, CheckpointRow.n > end
            )
        )
    stored.version = new


def _aware(when: datetime) -> datetime:
    """SQLite gives back naive datetimes: they were stored in UTC."""
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


def _summary(row, seats: list) -> dict:
    return {
        "game": row.id,
        "created": _aware(row.created).isoformat(),
        "expansions": json.loads(row.expansions),
        "seats": [{"name": s.name, "kind": s.kind} for s in seats],
        "status": row.status,
        "turn": row.turn,
    }


def summaries(engine: Engine, limit: int = 200) -> list[dict]:
    """The lobby: the newest games first."""
    with _snapshot(engine) as conn:
        rows = conn.execute(select(GameRow).order_by(GameRow.created.desc()).limit(limit)).all()
        ids = [r.id for r in rows]
        by_game: dict[str, list] = {i: [] for i in ids}
        if ids:
            for s in conn.execute(
                select(SeatRow).where(SeatRow.game_id.in_(ids)).order_by(SeatRow.seat)
            ):
                by_game[s.game_id].append(s)
    return [_summary(r, by_game[r.id]) for r in rows]


def summary(engine: Engine, game_id: str) -> dict | None:
    """One game's summary, with its result when it is over (from its row: no replay)."""
    with _snapshot(engine) as conn:
        row = conn.execute(select(GameRow).where(GameRow.id == game_id)).first()
        if row is None:
            return None
        seats = conn.execute(
            select(SeatRow).where(SeatRow.game_id == game_id).order_by(SeatRow.seat)
        ).all()
    found = _summary(row, seats)
    if row.result is not None:
        found["result"] = json.loads(row.result)
    return found


# -- bot leases: one process plays a game's bots at a time ----------------------------------


def take_lease(engine: Engine, stored: Stored, owner: str, seconds: float) -> bool:
    """Take (or renew) the lease on a game's bots for ``seconds``.

    False if another process holds it, or if the game moved on since ``stored`` was read
    (its bots would think about an old position).
    """
    now = time.time()
    with engine.begin() as conn:
        done = conn.execute(
            update(GameRow)
            .where(
                GameRow.id == stored.game_id,
                GameRow.version == stored.version,
                or_(
                    GameRow.bot_owner.is_(None),
                    GameRow.bot_owner == owner,
                    GameRow.bot_lease < now,
                ),
            )
            .values(bot_owner=owner, bot_lease=now + seconds)
        )
        return done.rowcount == 1


def release_lease(engine: Engine, game_id: str, owner: str) -> None:
    """Give up the lease on a game's bots, if this owner holds it."""
    with engine.begin() as conn:
        conn.execute(
            update(GameRow)
            .where(GameRow.id == game_id, GameRow.bot_owner == owner)
            .values(bot_owner=None, bot_lease=None)
        )


def release_leases(engine: Engine, owner: str) -> None:
    """Give up every lease this owner holds (a process that stops)."""
    with engine.begin() as conn:
        conn.execute(
            update(GameRow).where(GameRow.bot_owner == owner).values(bot_owner=None, bot_lease=None)
        )


def waiting_for_bots(engine: Engine, limit: int = 20) -> list[str]:
    """Games whose next decision is a bot's and whose bots nobody plays (a restart, a crash)."""
    now = time.time()
    with engine.connect() as conn:
        return list(
            conn.execute(
                select(GameRow.id)
                .where(
                    GameRow.status == "playing",
                    GameRow.bot_turn.is_(True),
                    or_(GameRow.bot_owner.is_(None), GameRow.bot_lease < now),
                )
                .order_by(GameRow.moved)
                .limit(limit)
            ).scalars()
        )
