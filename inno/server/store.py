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
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import Engine, delete, insert, select, update
from sqlalchemy.exc import IntegrityError

from inno.engine.game import Game
from inno.errors import InnoError
from inno.server.db import AnswerRow, CheckpointRow, GameRow, SeatRow

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


def _encode(entry) -> str:
    return json.dumps(entry, ensure_ascii=False, separators=(",", ":"))


def _summary_values(game: Game) -> dict:
    result = game.result
    return {
        "n": len(game.history),
        "status": "over" if result is not None else "playing",
        "turn": game.state.turn,
        "result": _encode(result.to_dict()) if result is not None else None,
    }


def create(
    engine: Engine,
    game_id: str,
    game: Game,
    seats: list[Seat],
    options: dict,
) -> Stored:
    """Store a new game (no history yet)."""
    created = datetime.now(UTC)
    with engine.begin() as conn:
        conn.execute(
            insert(GameRow).values(
                id=game_id,
                created=created,
                players=_encode(list(game.names)),
                expansions=_encode(list(game.expansions)),
                options=_encode(options),
                seed=game.seed,
                version=0,
                **_summary_values(game),
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
    return Stored(game_id, created, seats, game.seed, game, 0)


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


def load(engine: Engine, game_id: str) -> Stored | None:
    """The game as stored (None: no such game)."""
    with engine.connect() as conn, conn.begin():
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
                select(AnswerRow.answer).where(AnswerRow.game_id == game_id).order_by(AnswerRow.n)
            ).scalars()
        ]
        checkpoint = conn.execute(
            select(CheckpointRow.n, CheckpointRow.data)
            .where(CheckpointRow.game_id == game_id, CheckpointRow.n <= row.n)
            .order_by(CheckpointRow.n.desc())
            .limit(1)
        ).first()
    if len(entries) != row.n:
        raise InnoError(f"game {game_id}: {len(entries)} answers stored for a history of {row.n}")
    game = None
    done = 0
    if checkpoint is not None:
        try:
            game = Game.from_json(checkpoint.data)
            if game.history != entries[: checkpoint.n] or game.seed != row.seed:
                raise InnoError("the checkpoint does not agree with the stored answers")
            done = checkpoint.n
        except InnoError as e:  # replay from the seed instead: the answers are the record
            log.warning("game %s: checkpoint %s not used: %s", game_id, checkpoint.n, e)
            game = None
    if game is None:
        game = Game(
            json.loads(row.players),
            json.loads(row.expansions),
            row.seed,
            json.loads(row.options),
        )
    for entry in entries[done:]:
        _play(game, entry)
    return Stored(game_id, row.created, seats, row.seed, game, row.version)


def _write(conn, stored: Stored) -> int:
    """Bump the version if it is still ours (else Stale); write the summary."""
    new = stored.version + 1
    done = conn.execute(
        update(GameRow)
        .where(GameRow.id == stored.game_id, GameRow.version == stored.version)
        .values(version=new, **_summary_values(stored.game))
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
    with engine.connect() as conn, conn.begin():
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
    """One game's summary, with its result when it is over."""
    with engine.connect() as conn, conn.begin():
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
