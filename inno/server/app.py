"""The ASGI app of ``inno serve``: the HTTP and WebSocket API of docs/web-api.md.

``create_app(database_url, settings)`` migrates the database (Alembic) and
returns the app; games are loaded from the database on first access, so a new
app on the same database goes on with every game exactly where it was.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from contextlib import asynccontextmanager
from pathlib import Path
from urllib.parse import urlsplit

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from sqlalchemy.exc import SQLAlchemyError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from inno.agents import AGENTS
from inno.data.cards import RECORDS
from inno.engine.game import EXPANSIONS, KNOWN_OPTIONS
from inno.server import store
from inno.server.db import make_engine, migrate
from inno.server.schema import schema
from inno.server.settings import Settings
from inno.server.tables import UNAVAILABLE, ApiError, Client, Tables

log = logging.getLogger(__name__)

MAX_BODY = 64 * 1024


def whole_number(text: str) -> bool:
    """Whether ``text`` is a whole number of at most nine ASCII digits (``str.isdigit``
    also takes "²" and other scripts' digits, which ``int`` refuses or reads)."""
    return text.isascii() and text.isdigit() and len(text) <= 9


FAULT = "the server failed to handle this (its fault, logged); nothing changed: try again"
STATIC = Path(__file__).resolve().parent.parent / "web" / "static"


# Every response: no script, style, frame or connection from anywhere but this server, not
# framed by another site, no sniffing a type, no address leaked to other sites.
SECURITY_HEADERS = [
    (
        b"content-security-policy",
        b"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        b"connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
        b"frame-ancestors 'none'",
    ),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
]


class SecurityHeaders:
    """ASGI middleware adding SECURITY_HEADERS to every HTTP response; a fault of the server
    (an exception no handler answered) is answered as every error is, in JSON (500)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        started = False

        async def send_with_headers(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS]
            await send(message)

        try:
            await self.app(scope, receive, send_with_headers)
        except Exception:
            if started:  # (a response under way cannot be replaced)
                raise
            log.exception("%s %s failed", scope.get("method"), scope.get("path"))
            await error(500, FAULT)(scope, receive, send_with_headers)


class ErrorResponse(JSONResponse):
    """An error as JSON in ASCII: an error may quote a request's text, lone surrogates too."""

    def render(self, content) -> bytes:
        return json.dumps(content, ensure_ascii=True, separators=(",", ":")).encode("ascii")


def error(status: int, message: str, **details: object) -> JSONResponse:
    return ErrorResponse({"error": message, **details}, status_code=status)


def origin_allowed(origin: str | None, host: str | None, allowed: tuple[str, ...]) -> bool:
    """Whether a request with this ``Origin`` may change something or open a socket.

    No Origin: not a browser page (browsers send it with every POST and WebSocket), so no
    visitor's browser is being used by another site.  The server's own origin (the
    ``Host`` it was reached at) always may; other origins only if the operator allowed them.
    """
    if origin is None or "*" in allowed or origin.rstrip("/") in allowed:
        return True
    netloc = urlsplit(origin).netloc if origin != "null" else ""
    return bool(netloc) and host is not None and netloc.lower() == host.lower()


def check_post(request: Request, allowed: tuple[str, ...]) -> None:
    """A state-changing request: from an allowed origin (403), with a JSON body (415)."""
    if not origin_allowed(request.headers.get("origin"), request.headers.get("host"), allowed):
        raise ApiError(
            403,
            f"requests from {request.headers.get('origin')} are not allowed: only pages of this"
            " server (or origins its operator allows) may change games",
        )
    media_type = request.headers.get("content-type", "").partition(";")[0].strip().lower()
    if media_type != "application/json":
        raise ApiError(415, "the body must be JSON, sent with Content-Type: application/json")


def parse_json(raw: bytes | str) -> dict:
    """A request body or socket message: a JSON object of at most 64 KiB, else ApiError."""
    size = len(raw) if isinstance(raw, bytes) else len(raw.encode("utf-8", "replace"))
    if size > MAX_BODY:
        raise ApiError(413, f"the message is too large: at most {MAX_BODY} bytes")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ApiError(400, "the body is not valid JSON: send a JSON object") from None
    if not isinstance(data, dict):
        raise ApiError(400, f"the body must be a JSON object, not {type(data).__name__}")
    return data


async def read_body(request: Request) -> dict:
    """The request's JSON object, refusing bodies over 64 KiB before reading them whole."""
    length = request.headers.get("content-length", "")  # (not a number: counted below)
    if length.isascii() and length.isdigit() and (len(length) > 9 or int(length) > MAX_BODY):
        raise ApiError(413, f"the body is too large: at most {MAX_BODY} bytes")
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            raise ApiError(413, f"the body is too large: at most {MAX_BODY} bytes")
        chunks.append(chunk)
    return parse_json(b"".join(chunks))


def bearer(request: Request) -> str | None:
    """The token of ``Authorization: Bearer <token>`` ("" if the header is malformed)."""
    header = request.headers.get("authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" else ""


def create_app(database_url: str, settings: Settings | None = None) -> FastAPI:
    """The app, over the database at ``database_url`` (migrated here, at start)."""
    settings = settings or Settings()
    allowed = tuple(o.rstrip("/") for o in settings.allowed_origins)
    engine = make_engine(database_url)
    migrate(engine)
    tables = Tables(engine, settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        poller = asyncio.get_running_loop().create_task(tables.poll())
        try:
            yield
        finally:
            poller.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await poller
            await tables.close()
            engine.dispose()

    app = FastAPI(title="inno", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.add_middleware(SecurityHeaders)
    app.state.tables = tables
    app.state.engine = engine
    app.state.settings = settings

    @app.exception_handler(ApiError)
    async def api_error(request: Request, exc: ApiError) -> JSONResponse:
        return error(exc.status, exc.message, **exc.details)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        message = exc.detail if isinstance(exc.detail, str) else "refused"
        if exc.status_code == 404:
            message = f"there is nothing at {request.url.path}"
        elif exc.status_code == 405:
            message = f"{request.method} is not allowed on {request.url.path}"
        return error(exc.status_code, message)

    @app.exception_handler(SQLAlchemyError)
    async def database_error(request: Request, exc: SQLAlchemyError) -> JSONResponse:
        return error(503, "the database did not answer just now; nothing changed: try again")

    # -- pages --------------------------------------------------------------------

    def page(name: str) -> Response:
        path = STATIC / name
        if not path.is_file():
            return error(404, f"the browser client ({name}) is not installed")
        return FileResponse(path, media_type="text/html")

    @app.get("/", include_in_schema=False)
    async def lobby_page() -> Response:
        return page("index.html")

    @app.get("/play/{game_id}", include_in_schema=False)
    async def table_page(game_id: str) -> Response:
        return page("play.html")

    @app.get("/replay/{game_id}", include_in_schema=False)
    async def replay_page(game_id: str) -> Response:
        return page("play.html")  # (play.js steps through /api/games/<id>/replay)

    app.mount("/static", StaticFiles(directory=STATIC, check_dir=False), name="static")

    # -- the lobby ------------------------------------------------------------------

    options_reply = {
        "expansions": list(EXPANSIONS),
        # (confirm_turn_end is chosen per seat: see POST /api/games)
        "options": {k: v for k, v in KNOWN_OPTIONS.items() if k != "confirm_turn_end"},
        "bots": list(AGENTS),
        # The rulebook: 2 to 4 players, one more per expansion (the engine enforces it).
        "max_players": {str(k): 4 + k for k in range(len(EXPANSIONS) + 1)},
    }
    cards_reply = json.dumps(list(RECORDS), ensure_ascii=False).encode("utf-8")
    schema_reply = json.dumps(schema()).encode("utf-8")

    @app.get("/api/options")
    async def options() -> dict:
        return options_reply

    @app.get("/api/cards")
    async def cards() -> Response:
        return Response(cards_reply, media_type="application/json")

    @app.get("/api/schema")
    async def json_schema() -> Response:
        return Response(schema_reply, media_type="application/json")

    @app.post("/api/games", status_code=201)
    async def create_game(request: Request) -> dict:
        check_post(request, allowed)
        return await tables.create(await read_body(request))

    @app.get("/api/games")
    async def list_games() -> list:
        return await asyncio.to_thread(store.summaries, engine)

    @app.get("/api/games/{game_id}")
    async def game_summary(game_id: str) -> dict:
        found = await asyncio.to_thread(store.summary, engine, game_id)
        if found is None:  # (from the game's row: the game is not loaded for it)
            raise ApiError(404, f"there is no game {game_id[:40]!r}")
        return found

    @app.get("/api/games/{game_id}/replay")
    async def game_replay(game_id: str, request: Request) -> dict:
        at = request.query_params.get("at")
        if at is not None and not whole_number(at):
            raise ApiError(
                400, f"at must be a number of history entries (a whole number from 0), not {at!r}"
            )

        def step() -> dict | None:  # (in a thread: rebuilding a long game takes a while)
            found = store.replay(engine, game_id, None if at is None else int(at))
            if found is None:
                return None
            game, length = found
            return {"n": len(game.history), "length": length, "view": game.spectator_view()}

        try:
            found = await asyncio.to_thread(step)
        except store.BadStep as e:
            raise ApiError(400, str(e)) from None
        except store.Unrestorable as e:
            # (where it stops: the page shows the game up to there)
            details = {} if e.replays is None else {"replays": e.replays}
            raise ApiError(410, str(e), **details) from None
        except store.Inconsistent:
            log.exception("game %s: replaying failed", game_id)
            raise ApiError(503, UNAVAILABLE) from None
        if found is None:
            raise ApiError(404, f"there is no game {game_id[:40]!r}")
        return found

    # -- seats ----------------------------------------------------------------------

    @app.get("/api/games/{game_id}/view")
    async def game_view(game_id: str, request: Request) -> dict:
        since = request.query_params.get("log_since", "0")
        if not whole_number(since):
            raise ApiError(400, "log_since must be a log index: a whole number from 0")
        return await tables.view(game_id, bearer(request), int(since))

    async def move(game_id: str, request: Request, kind: str) -> dict:
        check_post(request, allowed)
        table = await tables.get(game_id)
        seat = tables.authenticate(table, bearer(request))
        return await tables.move_at(table, seat, kind, await read_body(request))

    @app.post("/api/games/{game_id}/answer")
    async def answer(game_id: str, request: Request) -> dict:
        return await move(game_id, request, "answer")

    @app.post("/api/games/{game_id}/undo")
    async def undo(game_id: str, request: Request) -> dict:
        return await move(game_id, request, "undo")

    @app.post("/api/games/{game_id}/look")
    async def look(game_id: str, request: Request) -> dict:
        return await move(game_id, request, "look")

    # -- the WebSocket ------------------------------------------------------------------

    @app.websocket("/ws/games/{game_id}")
    async def socket(websocket: WebSocket, game_id: str) -> None:
        origin, host = websocket.headers.get("origin"), websocket.headers.get("host")
        if not origin_allowed(origin, host, allowed):
            await websocket.close(code=1008)  # before accepting: the handshake gets 403
            return
        await websocket.accept()

        async def refuse(e: ApiError) -> None:
            await websocket.send_json({"type": "error", "status": e.status, "error": e.message})
            await websocket.close(code=1008)

        try:
            table = await tables.get(game_id)
            try:
                first_message = await asyncio.wait_for(
                    receive(websocket), settings.first_message_seconds
                )
            except TimeoutError:
                raise ApiError(
                    408,
                    f"send your token or spectate within {settings.first_message_seconds:g} s",
                ) from None
            first = parse_json(first_message)
            if first.get("spectate") is True and "token" not in first:
                seat = None
            else:
                seat = tables.authenticate(table, first.get("token"))
        except ApiError as e:
            await refuse(e)
            return
        except WebSocketDisconnect:
            return
        client = Client(seat, settings.send_queue)
        sender = asyncio.get_running_loop().create_task(send_all(websocket, client))
        try:
            try:
                await tables.attach(table, client)
            except ApiError as e:
                await refuse(e)
                return
            while True:
                raw = await receive(websocket)
                try:
                    message = parse_json(raw)
                    kind = message.get("type")
                    if kind not in ("answer", "undo", "look"):
                        raise ApiError(400, f"unknown message type {kind!r}: answer, undo or look")
                    if seat is None:
                        raise ApiError(401, "a spectator cannot move: open your seat's link")
                    await tables.move_at(table, seat, kind, message)
                except ApiError as e:
                    text = json.dumps({"type": "error", "status": e.status, "error": e.message})
                    client.send(text)
                except Exception:  # a fault of the server: say so, and keep the socket
                    log.exception("game %s: a socket's message failed", game_id)
                    client.send(json.dumps({"type": "error", "status": 500, "error": FAULT}))
        except WebSocketDisconnect:
            pass
        finally:
            tables.detach(table, client)
            sender.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await sender

    return app


async def receive(websocket: WebSocket) -> str | bytes:
    """The next message's text (or bytes); WebSocketDisconnect when the socket closed."""
    message = await websocket.receive()
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000))
    if message.get("text") is not None:
        return message["text"]
    return message.get("bytes") or b""


async def send_all(websocket: WebSocket, client: Client) -> None:
    """Send the client's queued messages, in order; close the socket when it was dropped."""
    while True:
        text = await client.queue.get()
        if text is None:  # it did not read fast enough (Client.send)
            await websocket.close(code=1008, reason="too slow: the messages piled up")
            return
        await websocket.send_text(text)
