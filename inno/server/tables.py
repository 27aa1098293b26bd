"""The live games of this process (tables): loaded lazily, played by humans and bots.

Each table holds its stored game, an asyncio lock (one change at a time; the
game and the database are touched only under it, in a worker thread so the
event loop stays free), and the WebSockets watching it.  After every change
each socket is sent its seat's new view (or the spectator's), holding only the
log entries it has not had.  At most ``cache_size`` tables stay loaded: the
least recently used idle one (no socket, no bot playing) is unloaded first.

Bots think in :mod:`inno.server.bots` (worker processes), outside the table's
lock: the answer is applied only if the game did not move meanwhile.  One
process plays a game's bots at a time: it holds the game's lease in the
database while it does, and lets it go when a human is to decide.

Several processes may serve one database: before acting, a table compares the
stored version of its game with its own and reloads if another process moved;
a poll every ``poll_seconds`` does the same for games with open sockets, so
their pushes follow other processes' moves too, and a scan every
``scan_seconds`` picks up games waiting for a bot nobody plays (after a
restart or a crash).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import re
import secrets
import time
import unicodedata
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError

from inno.agents import AGENTS
from inno.data.cards import NAME
from inno.engine.game import Game
from inno.errors import IllegalAnswer, InnoError
from inno.server import store
from inno.server.bots import Ask, Thinkers, bot_seed
from inno.server.settings import Settings
from inno.server.store import Seat, Stale, Stored

log = logging.getLogger(__name__)

GAME_ID = re.compile(r"^[A-Za-z0-9_-]{1,32}$")
MAX_NAME = 40
# Characters a name may not hold: controls (NUL, newlines), format characters (the
# bidirectional overrides such as U+202E, zero-width ones), lone surrogates, private
# use, unassigned code points, line and paragraph separators.
REFUSED_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
CARD_NAMES = {name.casefold() for name in NAME}
NAME_RULE = (
    f"a player's name is 1 to {MAX_NAME} characters (letters, marks, digits, spaces,"
    " punctuation, symbols; no control, format, bidirectional or unassigned characters),"
    " not the name of a card, and differs from the other players' names in more than upper"
    " and lower case"
)


class ApiError(Exception):
    """A refused request: the HTTP status (docs/web-api.md), a sentence saying why, and
    what else the body says (``details``: documented keys beside ``error``)."""

    def __init__(self, status: int, message: str, **details: object) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.details = details


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def player_name(raw: Any) -> str:
    """A seat's name as given, checked (NFC, trimmed), else 400 saying what is allowed."""
    if not isinstance(raw, str):
        raise ApiError(400, f"{NAME_RULE}: a name must be a string")
    for char in raw:
        if unicodedata.category(char) in REFUSED_CATEGORIES:
            raise ApiError(400, f"{NAME_RULE}: U+{ord(char):04X} is not allowed")
    # (NFC: a name typed with combining accents is the same name as one typed without)
    name = unicodedata.normalize("NFC", raw.strip())
    if not name or len(name) > MAX_NAME:
        raise ApiError(400, f"{NAME_RULE}: this one has {len(name)} characters")
    if name.casefold() in CARD_NAMES:
        raise ApiError(400, f"{NAME_RULE}: {name} is a card's name")
    return name


class Client:
    """A WebSocket watching a table: its seat (None: a spectator) and its outgoing queue.

    The queue is bounded: a socket that does not read its messages fast enough is
    dropped (``None`` is queued for its sender, which closes it) instead of being
    buffered without end.
    """

    def __init__(self, seat: int | None, queue_size: int = 64) -> None:
        self.seat = seat
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(queue_size)
        self.log_sent = 0  # log entries this socket has had
        self.dropped = False

    def send(self, text: str) -> None:
        if self.dropped:
            return
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            self.dropped = True
            while not self.queue.empty():
                self.queue.get_nowait()
            self.queue.put_nowait(None)


@dataclass(eq=False)
class Table:
    stored: Stored
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    clients: set[Client] = field(default_factory=set)
    bots: asyncio.Task | None = None
    pushed: int = 0  # the version the sockets were last sent
    lease_until: float = 0.0  # while this process holds the lease on the game's bots

    def __post_init__(self) -> None:
        self.pushed = self.stored.version

    @property
    def game(self) -> Game:
        return self.stored.game

    @property
    def bots_only(self) -> bool:
        return all(seat.kind != "human" for seat in self.stored.seats)

    def bot_to_play(self) -> bool:
        d = self.game.pending
        return d is not None and self.stored.seats[d.who].kind != "human"

    def idle(self) -> bool:
        return (
            not self.clients and not self.lock.locked() and (self.bots is None or self.bots.done())
        )


def _event_keys(game: Game) -> list:
    return [e.to_json() for e in game.events]


def parse_n(body: dict) -> int:
    n = body.get("n")
    if type(n) is not int or n < 0:
        raise ApiError(400, f'"n" must be the history length you last saw (an integer), not {n!r}')
    return n


UNAVAILABLE = "the game could not be read from the database just now; nothing changed: try again"


class Tables:
    """The registry of live games, over one database engine."""

    def __init__(self, engine: Engine, settings: Settings | None = None) -> None:
        self.engine = engine
        self.settings = settings or Settings()
        self.owner = secrets.token_hex(8)  # this process, as the holder of bot leases
        self.tables: OrderedDict[str, Table] = OrderedDict()
        # Games this process cannot rebuild (store.Unrestorable), with why: answered 410 at
        # once, not replayed again at every request and every scan for bots.
        self.unrestorable: OrderedDict[str, str] = OrderedDict()
        self.thinkers = Thinkers(self.settings.bot_workers)
        self._loading = asyncio.Lock()
        self._tasks: set[asyncio.Task] = set()
        self.closing = False  # (no lease is taken once the process stops)

    # -- finding and creating games ----------------------------------------------

    async def get(self, game_id: str) -> Table:
        """The table of ``game_id``, loaded from the database on first access (404 if none)."""
        table = self.tables.get(game_id)
        if table is not None:
            self.tables.move_to_end(game_id)
            return table
        if not GAME_ID.match(game_id):
            raise ApiError(404, f"there is no game {game_id[:40]!r}")
        if game_id in self.unrestorable:
            raise ApiError(410, self.unrestorable[game_id])
        async with self._loading:
            table = self.tables.get(game_id)
            if table is None:
                try:
                    stored = await asyncio.to_thread(store.load, self.engine, game_id)
                except store.Unrestorable as e:
                    raise self._unrestorable(game_id, e) from None
                except (SQLAlchemyError, store.Inconsistent):
                    log.exception("game %s: loading failed", game_id)
                    raise ApiError(503, UNAVAILABLE) from None
                if stored is None:
                    raise ApiError(404, f"there is no game {game_id!r}")
                table = self._keep(Table(stored))
        self.kick_bots(table)  # a reloaded game may be waiting for a bot
        return table

    def _keep(self, table: Table) -> Table:
        """Add a table to the cache, unloading the least recently used idle ones past its size."""
        self.tables[table.stored.game_id] = table
        excess = len(self.tables) - self.settings.cache_size
        if excess > 0:
            idle = [gid for gid, t in self.tables.items() if t is not table and t.idle()]
            for gid in idle[:excess]:
                del self.tables[gid]
        return table

    def _unrestorable(self, game_id: str, e: store.Unrestorable) -> ApiError:
        """Remember a game this process cannot rebuild; the error that says so (410)."""
        log.warning("game %s: %s", game_id, e)
        self.tables.pop(game_id, None)
        self.unrestorable[game_id] = str(e)
        while len(self.unrestorable) > self.settings.cache_size:
            self.unrestorable.popitem(last=False)
        return ApiError(410, str(e))

    async def create(self, body: dict) -> dict:
        """A new game from the lobby's form (docs/web-api.md, ``POST /api/games``)."""
        seats_in = body.get("seats")
        if not isinstance(seats_in, list) or not seats_in:
            raise ApiError(400, '"seats" must be a list of {"name": ..., "kind": ...}')
        kinds_allowed = ["human", *AGENTS]
        names: list[str] = []
        kinds = []
        confirming = []  # the human seats that confirm the end of their turns
        for s in seats_in:
            if not isinstance(s, dict):
                raise ApiError(400, 'each seat must be an object {"name": ..., "kind": ...}')
            name, kind = player_name(s.get("name")), s.get("kind", "human")
            if kind not in kinds_allowed:
                raise ApiError(
                    400, f"unknown seat kind {kind!r}; the kinds are {', '.join(kinds_allowed)}"
                )
            if name.casefold() in {n.casefold() for n in names}:
                raise ApiError(400, f"{NAME_RULE}: {name} is there twice")
            # On by default for humans (as online: the last action can be undone until the
            # turn is confirmed); a bot answers at once, so it never confirms.
            confirm = s.get("confirm_turn_end", kind == "human")
            if not isinstance(confirm, bool) or (confirm and kind != "human"):
                raise ApiError(
                    400,
                    f'"confirm_turn_end" of seat {name} must be true or false (a bot\'s: false),'
                    f" not {confirm!r}",
                )
            names.append(name)
            kinds.append(kind)
            if confirm:
                confirming.append(name)
        expansions = body.get("expansions", [])
        options = body.get("options", {})
        if not isinstance(options, dict):
            raise ApiError(400, '"options" must be an object of option names to values')
        if "confirm_turn_end" in options:
            raise ApiError(
                400,
                'confirm_turn_end is chosen per seat: {"seats": [{"name": ..., "kind": "human",'
                ' "confirm_turn_end": true or false}, ...]}, not in "options"',
            )
        # The online convention: a draw can be undone until you look at it.
        options = {"face_down_draws": True, **options}
        if confirming:
            options["confirm_turn_end"] = confirming
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
        try:
            stored = await asyncio.to_thread(
                store.create, self.engine, game_id, game, seats, options, self.settings
            )
        except store.TooMany as e:
            raise ApiError(429, str(e)) from None
        table = self._keep(Table(stored))
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

    def _reload(self, table: Table, clients: list[Client]) -> None:
        """Replace the table's game by the stored one (another process moved, or a write failed)."""
        old = table.game
        try:
            stored = store.load(self.engine, table.stored.game_id)
        except store.Unrestorable as e:
            raise self._unrestorable(table.stored.game_id, e) from None
        except (SQLAlchemyError, store.Inconsistent):
            log.exception("game %s: reloading failed", table.stored.game_id)
            raise ApiError(503, UNAVAILABLE) from None
        if stored is None:  # (games are never deleted; keep what we have)
            return
        new_keys, old_keys = _event_keys(stored.game), _event_keys(old)
        same = 0
        while same < min(len(new_keys), len(old_keys)) and new_keys[same] == old_keys[same]:
            same += 1
        table.stored = stored
        for client in clients:  # resend the log from where the two differ
            client.log_sent = min(client.log_sent, same)

    def _sync(self, table: Table, clients: list[Client]) -> None:
        try:
            stored_version = store.version(self.engine, table.stored.game_id)
        except SQLAlchemyError:
            log.exception("game %s: reading its version failed", table.stored.game_id)
            raise ApiError(503, UNAVAILABLE) from None
        if stored_version != table.stored.version:
            self._reload(table, clients)

    def _save(self, table: Table, clients: list[Client], before: Game, write) -> None:
        """Store a change just made to the table's game; on failure put the game back as it
        was (``before``: a copy taken before the change), whether or not the database can
        be read: the table never holds a move that is not stored."""
        try:
            write()
        except Stale:
            table.stored.game = before
            self._reload(table, clients)
            raise ApiError(
                409, "the game moved on meanwhile (another move was stored first): reload"
            ) from None
        except Exception:
            log.exception("game %s: storing a change failed", table.stored.game_id)
            table.stored.game = before  # (the write's transaction was rolled back)
            raise ApiError(503, "the game could not be saved; nothing was changed") from None

    async def _locked(self, table: Table, work, joining: Client | None = None) -> Any:
        """``work(clients)`` under the table's lock in a thread, then push what changed.

        Whatever changed the table (this work, or a reload after another process's
        move, even when the work was refused) is sent to every socket watching it.
        ``joining``: a socket that starts watching the table once this is done (its
        work sends it its whole view).
        """
        async with table.lock:
            clients = [c for c in table.clients if not c.dropped]

            def run() -> tuple[Any, list]:
                try:
                    result = work(clients)
                except ApiError as e:
                    result = e
                messages = []
                if table.stored.version != table.pushed:
                    messages = self._messages(table, clients)
                    table.pushed = table.stored.version
                return result, messages

            done = asyncio.ensure_future(asyncio.to_thread(run))
            try:
                await asyncio.shield(done)
            finally:
                # Cancelled (a request given up, the server stopping): the thread goes on,
                # so the table stays locked until it is done, and its changes are pushed.
                if not done.done():
                    await asyncio.wait([done])
                if done.exception() is None:
                    self._deliver(done.result()[1])
            result = done.result()[0]
            if joining is not None and not isinstance(result, ApiError):
                table.clients.add(joining)
        if isinstance(result, ApiError):
            raise result
        return result

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
            client.send(text)

    async def view(self, game_id: str, token: str | None, log_since: int) -> dict:
        table = await self.get(game_id)
        seat = None if token is None else self.authenticate(table, token)

        def work(clients: list[Client]) -> dict:
            self._sync(table, clients)
            return self.view_of(table, seat, log_since)

        return await self._locked(table, work)

    # -- moves ---------------------------------------------------------------------------

    async def move(self, game_id: str, token: Any, kind: str, body: dict) -> dict:
        """An answer, undo or look by the seat ``token`` opens; stored, then pushed."""
        table = await self.get(game_id)
        return await self.move_at(table, self.authenticate(table, token), kind, body)

    async def move_at(self, table: Table, seat: int, kind: str, body: dict) -> dict:
        n = parse_n(body)
        if kind == "answer" and "answer" not in body:
            raise ApiError(400, 'an answer needs "answer": one of the pending decision\'s options')

        def work(clients: list[Client]) -> dict:
            self._sync(table, clients)
            return self._apply(table, clients, seat, kind, n, body)

        reply = await self._locked(table, work)
        self.kick_bots(table)
        return reply

    def _apply(
        self, table: Table, clients: list[Client], seat: int, kind: str, n: int, body: dict
    ) -> dict:
        game = table.game
        now = len(game.history)
        if n != now:
            raise ApiError(
                409, f"the game moved on: it is at n={now}, not {n} (reload and decide again)"
            )
        before = game.clone()  # (what the table goes back to if the move cannot be stored)
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
            self._save(
                table, clients, before, lambda: store.append(self.engine, table.stored, now, [seat])
            )
            return {"n": len(game.history)}
        if kind == "undo":
            refusal = game.undo_refusal(seat)
            if refusal is not None:
                raise ApiError(400, f"you cannot undo: {refusal}")
            game.undo(seat)
            self._save(table, clients, before, lambda: store.truncate(self.engine, table.stored))
            for client in clients:  # the log was cut: resend from the cut
                client.log_sent = min(client.log_sent, len(game.events))
            return {"n": len(game.history)}
        if kind == "look":
            if game.over:
                raise ApiError(400, "the game is over: every card is as it lies")
            seen = game.look(seat)
            if len(game.history) > now:
                self._save(
                    table,
                    clients,
                    before,
                    lambda: store.append(self.engine, table.stored, now, [seat]),
                )
            return {"n": len(game.history), "seen": seen}
        raise ApiError(400, f"unknown move {kind!r}: answer, undo or look")

    # -- bots ------------------------------------------------------------------------------

    def kick_bots(self, table: Table, force: bool = False) -> None:
        """Start the table's bots if one of them must decide (and they are not running).

        ``force``: start them even if this copy of the game says a human decides (it
        may be old: the bots' loop reads the stored game first).
        """
        if (force or table.bot_to_play()) and (table.bots is None or table.bots.done()):
            table.bots = self._spawn(self._run_bots(table))

    def _spawn(self, coroutine) -> asyncio.Task:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def _run_bots(self, table: Table) -> None:
        """Play the table's bots while one of them decides and this process holds the lease."""
        game_id = table.stored.game_id
        try:
            while True:
                ask = await self._locked(table, lambda clients: self._ask(table, clients))
                if ask is None:
                    return
                answer = await self.thinkers.think(ask)
                await self._locked(table, partial(self._bot_move, table, ask=ask, answer=answer))
                # A game without humans waits between moves: nobody watches it at full speed.
                await asyncio.sleep(self.settings.bot_pause if table.bots_only else 0)
        except Exception:
            log.exception("game %s: its bots stopped", game_id)

    def _ask(self, table: Table, clients: list[Client]) -> Ask | None:
        """The next bot decision to think about (None: no bot to play, or another process's).

        When no bot is to play, the lease is let go, and the game read once more: a
        human's move stored by another process meanwhile (which could not take the
        lease) makes it a bot's turn again, and this process goes on.
        """
        self._sync(table, clients)
        if not table.bot_to_play():
            if table.lease_until == 0.0:
                return None
            store.release_lease(self.engine, table.stored.game_id, self.owner)
            table.lease_until = 0.0
            self._sync(table, clients)
            if not table.bot_to_play():
                return None
        now = time.time()
        lease = self.settings.lease_seconds
        if now > table.lease_until - lease / 2:  # renew at half time
            if self.closing or not store.take_lease(self.engine, table.stored, self.owner, lease):
                table.lease_until = 0.0
                return None  # another process plays this game's bots
            table.lease_until = now + lease
        stored = table.stored
        game = stored.game
        assert game.pending is not None  # (bot_to_play)
        seat = game.pending.who
        return Ask(
            game_id=stored.game_id,
            players=list(game.names),
            expansions=list(game.expansions),
            seed=stored.seed,
            options=stored.options,
            history=list(game.history),
            seat=seat,
            kind=stored.seats[seat].kind,
            bot_seed=bot_seed(stored.seed, seat, len(game.history)),
            mcts_seconds=self.settings.mcts_seconds,
        )

    def _bot_move(self, table: Table, clients: list[Client], *, ask: Ask, answer: Any) -> None:
        """Apply and store a bot's answer, unless the game moved while it thought."""
        self._sync(table, clients)
        game = table.game
        start = len(game.history)
        if game.history != ask.history:
            return  # (an undo, or another process: the loop asks again)
        before = game.clone()
        game.look(ask.seat)
        try:
            game.answer(answer)
        except IllegalAnswer:
            log.exception("game %s: a bot's answer was refused", ask.game_id)
            self._reload(table, clients)
            raise
        seats = [ask.seat] * (len(game.history) - start)
        try:
            self._save(
                table,
                clients,
                before,
                lambda: store.append(self.engine, table.stored, start, seats),
            )
        except ApiError as e:
            if e.status != 409:
                raise
            # Another process stored a move first: the loop goes on from the stored game.

    async def resume(self) -> None:
        """Start the bots of games waiting for a bot that no process plays (say, after a restart)."""
        try:
            waiting = await asyncio.to_thread(store.waiting_for_bots, self.engine)
        except SQLAlchemyError:
            log.exception("looking for games waiting for a bot failed")
            return
        for game_id in waiting:
            try:
                table = await self.get(game_id)
            except ApiError:
                continue
            self.kick_bots(table, force=True)

    # -- sockets ---------------------------------------------------------------------------

    async def attach(self, table: Table, client: Client) -> None:
        """Watch a table: the socket gets its view at once, then after every change."""

        def work(clients: list[Client]) -> list:
            self._sync(table, clients)
            return self._messages(table, [client])

        messages = await self._locked(table, work, joining=client)
        self._deliver(messages)

    @staticmethod
    def detach(table: Table, client: Client) -> None:
        table.clients.discard(client)

    async def poll(self) -> None:
        """Notice moves stored by other processes in games with open sockets, and push them;
        every ``scan_seconds``, resume the games waiting for a bot nobody plays."""
        next_scan = time.monotonic() + self.settings.scan_seconds
        while True:
            await asyncio.sleep(self.settings.poll_seconds)
            if time.monotonic() >= next_scan:
                next_scan = time.monotonic() + self.settings.scan_seconds
                await self.resume()
            watched = {gid: t for gid, t in list(self.tables.items()) if t.clients}
            if not watched:
                continue
            try:
                stored = await asyncio.to_thread(store.versions, self.engine, list(watched))
            except SQLAlchemyError:
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
        try:
            await self._locked(table, lambda clients: self._sync(table, clients))
        except ApiError:
            return  # (the next poll tries again)
        self.kick_bots(table)

    async def close(self) -> None:
        self.closing = True
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        try:  # let other processes take this one's games' bots at once
            await asyncio.to_thread(store.release_leases, self.engine, self.owner)
        except SQLAlchemyError:
            log.exception("letting the bot leases go failed (they expire)")
        self.thinkers.close()
