"""The live games of this process (tables): loaded lazily, played by humans and bots.

Each table holds its stored game, an asyncio lock (one change at a time; the
game and the database are touched only under it, in a worker thread so the
event loop stays free), the bots of its seats, and the WebSockets watching
it.  After every change each socket is sent its seat's new view (or the
spectator's), holding only the log entries it has not had.

Several processes may serve one database: before acting, a table compares the
stored version of its game with its own and reloads if another process moved;
a poll every ``POLL_SECONDS`` does the same for games with open sockets, so
their pushes follow other processes' moves too.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import re
import secrets
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Engine

from inno.agents import AGENTS, make_agent
from inno.engine.game import Game
from inno.errors import IllegalAnswer, InnoError
from inno.server import store
from inno.server.store import Seat, Stale, Stored

log = logging.getLogger(__name__)

POLL_SECONDS = 0.5
MCTS_SECONDS = 1.0  # how long the searching bot thinks per decision
GAME_ID = re.compile(r"^[A-Za-z0-9_-]{1,32}$")
MAX_NAME = 40


class ApiError(Exception):
    """A refused request: the HTTP status (docs/web-api.md) and a sentence saying why."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def bot_seed(seed: int, seat: int) -> int:
    """A bot's own seed, fixed by the game's seed and its seat (and telling nothing of either)."""
    digest = hashlib.sha256(f"inno-bot:{seed}:{seat}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


@dataclass(eq=False)
class Client:
    """A WebSocket watching a table: its seat (None: a spectator) and its outgoing queue."""

    seat: int | None
    queue: asyncio.Queue = field(default_factory=asyncio.Queue)
    log_sent: int = 0  # log entries this socket has had


@dataclass(eq=False)
class Table:
    stored: Stored
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    clients: set[Client] = field(default_factory=set)
    agents: dict[int, Any] = field(default_factory=dict)
    bots: asyncio.Task | None = None

    @property
    def game(self) -> Game:
        return self.stored.game

    def bot_to_play(self) -> bool:
        d = self.game.pending
        return d is not None and self.stored.seats[d.who].kind != "human"


def _event_keys(game: Game) -> list:
    return [e.to_json() for e in game.events]


def parse_n(body: dict) -> int:
    n = body.get("n")
    if type(n) is not int or n < 0:
        raise ApiError(400, f'"n" must be the history length you last saw (an integer), not {n!r}')
    return n


class Tables:
    """The registry of live games, over one database engine."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.tables: dict[str, Table] = {}
        self._loading = asyncio.Lock()
        self._tasks: set[asyncio.Task] = set()

    # -- finding and creating games ----------------------------------------------

    async def get(self, game_id: str) -> Table:
        """The table of ``game_id``, loaded from the database on first access (404 if none)."""
        table = self.tables.get(game_id)
        if table is not None:
            return table
        if not GAME_ID.match(game_id):
            raise ApiError(404, f"there is no game {game_id[:40]!r}")
        async with self._loading:
            table = self.tables.get(game_id)
            if table is None:
                stored = await asyncio.to_thread(store.load, self.engine, game_id)
                if stored is None:
                    raise ApiError(404, f"there is no game {game_id!r}")
                table = self.tables[game_id] = Table(stored)
        self.kick_bots(table)  # a reloaded game may be waiting for a bot
        return table

    async def create(self, body: dict) -> dict:
        """A new game from the lobby's form (docs/web-api.md, ``POST /api/games``)."""
        seats_in = body.get("seats")
        if not isinstance(seats_in, list) or not seats_in:
            raise ApiError(400, '"seats" must be a list of {"name": ..., "kind": ...}')
        kinds_allowed = ["human", *AGENTS]
        names, kinds = [], []
        for s in seats_in:
            if not isinstance(s, dict):
                raise ApiError(400, 'each seat must be an object {"name": ..., "kind": ...}')
            name, kind = s.get("name"), s.get("kind", "human")
            if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME:
                raise ApiError(400, f"a seat's name must be 1 to {MAX_NAME} characters")
            if kind not in kinds_allowed:
                raise ApiError(
                    400, f"unknown seat kind {kind!r}; the kinds are {', '.join(kinds_allowed)}"
                )
            names.append(name.strip())
            kinds.append(kind)
        expansions = body.get("expansions", [])
        options = body.get("options", {})
        if not isinstance(options, dict):
            raise ApiError(400, '"options" must be an object of option names to values')
        # The online convention: a draw can be undone until you look at it.
        options = {"face_down_draws": True, **options}
        try:
            game = Game(names, expansions, secrets.randbits(63), options)
        except InnoError as e:
            raise ApiError(400, str(e)) from None
        tokens = [secrets.token_urlsafe(24) if k == "human" else None for k in kinds]
        seats = [
            Seat(n, k, token_hash(t) if t else None)
            for n, k, t in zip(names, kinds, tokens, strict=True)
        ]
        game_id = secrets.token_urlsafe(9)
        stored = await asyncio.to_thread(store.create, self.engine, game_id, game, seats, options)
        table = self.tables[game_id] = Table(stored)
        self.kick_bots(table)
        out = []
        for i, (seat, token) in enumerate(zip(seats, tokens, strict=True)):
            entry: dict = {"seat": i, "name": seat.name, "kind": seat.kind}
            if token:
                entry |= {"token": token, "link": f"/play/{game_id}#{token}"}
            out.append(entry)
        return {"game": game_id, "seats": out, "spectate": f"/play/{game_id}"}

    # -- seats -----------------------------------------------------------------------

    @staticmethod
    def authenticate(table: Table, token: Any) -> int:
        """The seat ``token`` opens at this table, else 401."""
        if not isinstance(token, str) or not token:
            raise ApiError(401, "this needs your seat's token (Authorization: Bearer <token>)")
        digest = token_hash(token)
        found = None
        for i, seat in enumerate(table.stored.seats):
            if seat.token_hash is not None and hmac.compare_digest(seat.token_hash, digest):
                found = i
        if found is None:
            raise ApiError(401, "this token opens no seat of this game")
        return found

    # -- keeping up with the database --------------------------------------------------

    def _reload(self, table: Table) -> None:
        """Replace the table's game by the stored one (another process moved, or a write failed)."""
        old = table.game
        stored = store.load(self.engine, table.stored.game_id)
        if stored is None:  # (games are never deleted; keep what we have)
            return
        new_keys, old_keys = _event_keys(stored.game), _event_keys(old)
        same = 0
        while same < min(len(new_keys), len(old_keys)) and new_keys[same] == old_keys[same]:
            same += 1
        table.stored = stored
        table.agents = {}
        for client in list(table.clients):  # resend the log from where the two differ
            client.log_sent = min(client.log_sent, same)

    def _sync(self, table: Table) -> None:
        if store.version(self.engine, table.stored.game_id) != table.stored.version:
            self._reload(table)

    def _save(self, table: Table, write) -> None:
        """Store a change just made to the table's game; on failure put the game back."""
        try:
            write()
        except Stale:
            self._reload(table)
            raise ApiError(
                409, "the game moved on meanwhile (another move was stored first): reload"
            ) from None
        except Exception:
            log.exception("game %s: storing a change failed", table.stored.game_id)
            self._reload(table)
            raise ApiError(503, "the game could not be saved; nothing was changed") from None

    # -- views -------------------------------------------------------------------------

    def view_of(self, table: Table, seat: int | None, log_since: int | None = 0) -> dict:
        game = table.game
        n = len(game.history)
        if seat is None:
            return {"seat": None, "n": n, "view": game.spectator_view(log_since)}
        return {
            "seat": seat,
            "n": n,
            "view": game.view(seat, log_since),
            "can_undo": game.can_undo(seat),
            "undo_refusal": game.undo_refusal(seat),
        }

    def _messages(self, table: Table, clients: list[Client]) -> list[tuple[Client, str]]:
        """Each socket's new view (only the log entries it has not had)."""
        out = []
        for client in clients:
            since = min(client.log_sent, len(table.game.events))
            message = {"type": "view", **self.view_of(table, client.seat, since)}
            if client.seat is None:
                message |= {"can_undo": None, "undo_refusal": None}
            client.log_sent = message["view"]["log_length"]
            out.append((client, json.dumps(message, ensure_ascii=False)))
        return out

    @staticmethod
    def _deliver(messages: list[tuple[Client, str]]) -> None:
        for client, text in messages:
            client.queue.put_nowait(text)

    async def view(self, game_id: str, token: str | None, log_since: int) -> dict:
        table = await self.get(game_id)
        seat = None if token is None else self.authenticate(table, token)
        async with table.lock:

            def work() -> dict:
                self._sync(table)
                return self.view_of(table, seat, log_since)

            return await asyncio.to_thread(work)

    # -- moves ---------------------------------------------------------------------------

    async def move(self, game_id: str, token: Any, kind: str, body: dict) -> dict:
        """An answer, undo or look by the seat ``token`` opens; stored, then pushed."""
        table = await self.get(game_id)
        return await self.move_at(table, self.authenticate(table, token), kind, body)

    async def move_at(self, table: Table, seat: int, kind: str, body: dict) -> dict:
        n = parse_n(body)
        if kind == "answer" and "answer" not in body:
            raise ApiError(400, 'an answer needs "answer": one of the pending decision\'s options')
        async with table.lock:
            clients = list(table.clients)

            def work() -> tuple[dict, list]:
                self._sync(table)
                reply = self._apply(table, seat, kind, n, body)
                return reply, self._messages(table, clients)

            reply, messages = await asyncio.to_thread(work)
            self._deliver(messages)
        self.kick_bots(table)
        return reply

    def _apply(self, table: Table, seat: int, kind: str, n: int, body: dict) -> dict:
        game = table.game
        now = len(game.history)
        if n != now:
            raise ApiError(
                409, f"the game moved on: it is at n={now}, not {n} (reload and decide again)"
            )
        if kind == "answer":
            d = game.pending
            if d is None:
                raise ApiError(400, "the game is over; there is nothing to answer")
            if d.who != seat:
                raise ApiError(403, f"it is {d.player}'s decision, not yours: wait for your turn")
            try:
                game.answer(body["answer"])
            except IllegalAnswer as e:
                raise ApiError(400, str(e)) from None
            self._save(table, lambda: store.append(self.engine, table.stored, now, [seat]))
            return {"n": len(game.history)}
        if kind == "undo":
            refusal = game.undo_refusal(seat)
            if refusal is not None:
                raise ApiError(400, f"you cannot undo: {refusal}")
            game.undo(seat)
            self._save(table, lambda: store.truncate(self.engine, table.stored))
            for client in list(table.clients):  # the log was cut: resend from the cut
                client.log_sent = min(client.log_sent, len(game.events))
            return {"n": len(game.history)}
        if kind == "look":
            if game.over:
                raise ApiError(400, "the game is over: every card is as it lies")
            seen = game.look(seat)
            if len(game.history) > now:
                self._save(table, lambda: store.append(self.engine, table.stored, now, [seat]))
            return {"n": len(game.history), "seen": seen}
        raise ApiError(400, f"unknown move {kind!r}: answer, undo or look")

    # -- bots ------------------------------------------------------------------------------

    def kick_bots(self, table: Table) -> None:
        """Start the table's bots if one of them must decide (and they are not running)."""
        if table.bot_to_play() and (table.bots is None or table.bots.done()):
            table.bots = self._spawn(self._run_bots(table))

    def _spawn(self, coroutine) -> asyncio.Task:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def _run_bots(self, table: Table) -> None:
        while True:
            async with table.lock:
                clients = list(table.clients)
                try:
                    messages = await asyncio.to_thread(self._bot_step, table, clients)
                except Exception:
                    log.exception("game %s: a bot failed", table.stored.game_id)
                    return
                if messages is None:
                    return
                self._deliver(messages)
            await asyncio.sleep(0)  # let waiting requests in between bot moves

    def _agent(self, table: Table, seat: int):
        agent = table.agents.get(seat)
        if agent is None:
            kind = table.stored.seats[seat].kind
            seed = bot_seed(table.stored.seed, seat)
            options = {"time_limit": MCTS_SECONDS} if kind == "mcts" else {}
            agent = table.agents[seat] = make_agent(kind, seed, **options)
            bind = getattr(agent, "bind", None)
            if bind is not None:
                bind(table.game, seat)
        return agent

    def _bot_step(self, table: Table, clients: list[Client]) -> list | None:
        """One bot decision, stored and with the views to push (None: no bot to play)."""
        self._sync(table)
        if not table.bot_to_play():
            return None
        game = table.game
        start = len(game.history)
        who = game.pending.who
        try:
            agent = self._agent(table, who)
            game.look(who)  # a bot has no use for face-down cards (or undo)
            d = game.pending
            view = game.view(who, log_since=None) if getattr(agent, "needs_view", True) else None
            game.answer(agent.choose(view, d))
        except Exception:
            self._reload(table)
            raise
        seats = [who] * (len(game.history) - start)
        try:
            self._save(table, lambda: store.append(self.engine, table.stored, start, seats))
        except ApiError as e:
            if e.status != 409:
                raise
            # Another process stored a move first: go on from the stored game.
        return self._messages(table, clients)

    # -- sockets ---------------------------------------------------------------------------

    async def attach(self, table: Table, client: Client) -> None:
        """Watch a table: the socket gets its view at once, then after every change."""
        async with table.lock:
            table.clients.add(client)

            def work() -> list:
                self._sync(table)
                return self._messages(table, [client])

            self._deliver(await asyncio.to_thread(work))

    @staticmethod
    def detach(table: Table, client: Client) -> None:
        table.clients.discard(client)

    async def poll(self) -> None:
        """Notice moves stored by other processes in games with open sockets, and push them."""
        while True:
            await asyncio.sleep(POLL_SECONDS)
            watched = {gid: t for gid, t in list(self.tables.items()) if t.clients}
            if not watched:
                continue
            try:
                stored = await asyncio.to_thread(store.versions, self.engine, list(watched))
            except Exception:
                log.exception("polling the games' versions failed")
                continue
            for gid, table in watched.items():
                if (
                    gid in stored
                    and stored[gid] != table.stored.version
                    and not table.lock.locked()
                ):
                    self._spawn(self._refresh(table))

    async def _refresh(self, table: Table) -> None:
        async with table.lock:
            clients = list(table.clients)

            def work() -> list:
                before = table.stored.version
                self._sync(table)
                return self._messages(table, clients) if table.stored.version != before else []

            self._deliver(await asyncio.to_thread(work))
        self.kick_bots(table)

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
