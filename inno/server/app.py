"""The ASGI app of ``inno serve``: the HTTP and WebSocket API of docs/web-api.md.

``create_app(database_url)`` migrates the database (Alembic) and returns the
app; games are loaded from the database on first access, so a new app on the
same database goes on with every game exactly where it was.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

from inno.agents import AGENTS
from inno.cards.data import RECORDS
from inno.engine.game import EXPANSIONS, KNOWN_OPTIONS
from inno.server import store
from inno.server.db import make_engine, migrate
from inno.server.tables import ApiError, Client, Tables

MAX_BODY = 64 * 1024
STATIC = Path(__file__).resolve().parent.parent / "web" / "static"


def error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


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
    length = request.headers.get("content-length")
    if length is not None and length.isdigit() and int(length) > MAX_BODY:
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


def create_app(database_url: str) -> FastAPI:
    """The app, over the database at ``database_url`` (migrated here, at start)."""
    engine = make_engine(database_url)
    migrate(engine)
    tables = Tables(engine)

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
    app.state.tables = tables
    app.state.engine = engine

    @app.exception_handler(ApiError)
    async def api_error(request: Request, exc: ApiError) -> JSONResponse:
        return error(exc.status, exc.message)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        message = exc.detail if isinstance(exc.detail, str) else "refused"
        if exc.status_code == 404:
            message = f"there is nothing at {request.url.path}"
        elif exc.status_code == 405:
            message = f"{request.method} is not allowed on {request.url.path}"
        return error(exc.status_code, message)

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

    app.mount("/static", StaticFiles(directory=STATIC, check_dir=False), name="static")

    # -- the lobby ------------------------------------------------------------------

    options_reply = {
        "expansions": list(EXPANSIONS),
        "options": dict(KNOWN_OPTIONS),
        "bots": list(AGENTS),
        # The rulebook: 2 to 4 players, one more per expansion (the engine enforces it).
        "max_players": {str(k): 4 + k for k in range(len(EXPANSIONS) + 1)},
    }
    cards_reply = json.dumps(list(RECORDS), ensure_ascii=False).encode("utf-8")

    @app.get("/api/options")
    async def options() -> dict:
        return options_reply

    @app.get("/api/cards")
    async def cards() -> Response:
        return Response(cards_reply, media_type="application/json")

    @app.post("/api/games", status_code=201)
    async def create_game(request: Request) -> dict:
        return await tables.create(await read_body(request))

    @app.get("/api/games")
    async def list_games() -> list:
        return await asyncio.to_thread(store.summaries, engine)

    @app.get("/api/games/{game_id}")
    async def game_summary(game_id: str) -> dict:
        await tables.get(game_id)  # 404 for an unknown game
        return await asyncio.to_thread(store.summary, engine, game_id)

    # -- seats ----------------------------------------------------------------------

    @app.get("/api/games/{game_id}/view")
    async def game_view(game_id: str, request: Request) -> dict:
        since = request.query_params.get("log_since", "0")
        if not since.isdigit() or len(since) > 9:
            raise ApiError(400, "log_since must be a log index: a whole number from 0")
        return await tables.view(game_id, bearer(request), int(since))

    async def move(game_id: str, request: Request, kind: str) -> dict:
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
        await websocket.accept()

        async def refuse(e: ApiError) -> None:
            await websocket.send_json({"type": "error", "status": e.status, "error": e.message})
            await websocket.close(code=1008)

        try:
            table = await tables.get(game_id)
            first = parse_json(await receive(websocket))
            if first.get("spectate") is True and "token" not in first:
                seat = None
            else:
                seat = tables.authenticate(table, first.get("token"))
        except ApiError as e:
            await refuse(e)
            return
        except WebSocketDisconnect:
            return
        client = Client(seat)
        sender = asyncio.get_running_loop().create_task(send_all(websocket, client))
        try:
            await tables.attach(table, client)
            while True:
                try:
                    message = parse_json(await receive(websocket))
                    kind = message.get("type")
                    if kind not in ("answer", "undo", "look"):
                        raise ApiError(400, f"unknown message type {kind!r}: answer, undo or look")
                    if seat is None:
                        raise ApiError(401, "a spectator cannot move: open your seat's link")
                    await tables.move_at(table, seat, kind, message)
                except ApiError as e:
                    text = json.dumps({"type": "error", "status": e.status, "error": e.message})
                    client.queue.put_nowait(text)
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
    """Send the client's queued messages, in order."""
    while True:
        text = await client.queue.get()
        await websocket.send_text(text)
