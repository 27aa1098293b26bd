"""The web server as a public deployment needs it (docs/web-api.md): several processes on one
database, origins and content types, limits on bots, bounded memory, names.

Two apps on one database URL stand for two ``inno serve`` processes (SQLite and a
real PostgreSQL, the ``database`` fixture); the settings make bots and polls fast.
"""

from __future__ import annotations

import json
import logging
import random
import time

import pytest
from alembic import command
from alembic.config import Config
from fastapi.testclient import TestClient
from sqlalchemy import select, text, update
from starlette.testclient import WebSocketDenialResponse
from starlette.websockets import WebSocketDisconnect

from inno.agents.random import random_answer
from inno.server import store
from inno.server.app import create_app
from inno.server.db import MIGRATIONS, GameRow, make_engine
from inno.server.settings import Settings
from inno.server.tables import Client

from .test_server import (
    FAST,
    answer,
    as_decision,
    auth,
    create,
    pending_seat,
    stored_answers,
    view,
    wait_for,
)


def settings(**changes) -> Settings:
    return Settings(**{**FAST.__dict__, **changes})


def wait_over(c: TestClient, game: str, timeout: float = 60) -> dict:
    deadline = time.monotonic() + timeout
    while (summary := c.get(f"/api/games/{game}").json())["status"] != "over":
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.05)
    return summary


# -- several processes on one database -------------------------------------------------------


def test_two_processes_serve_games_while_bots_play(database, caplog):
    caplog.set_level(logging.WARNING)
    # b keeps one game loaded: every view of the other game loads it afresh from the
    # database, while a's bots store moves in it.
    with (
        TestClient(create_app(database, FAST)) as a,
        TestClient(create_app(database, settings(cache_size=1))) as b,
    ):
        thought = []
        b_think = b.app.state.tables.thinkers.think

        async def counting(ask):
            thought.append(ask)
            return await b_think(ask)

        b.app.state.tables.thinkers.think = counting
        games = [create(a, "random", "random")[0] for _ in range(2)]
        with b.websocket_connect(f"/ws/games/{games[0]}") as ws:
            ws.send_json({"spectate": True})
            pushed = ws.receive_json()
            deadline = time.monotonic() + 60
            while any(b.get(f"/api/games/{g}").json()["status"] != "over" for g in games):
                assert time.monotonic() < deadline, "the bots did not finish"
                for g in games:
                    for c in (b, a):
                        r = c.get(f"/api/games/{g}/view")
                        assert r.status_code == 200, r.text
            final = view(a, games[0])
            while pushed["n"] < final["n"]:  # b's socket follows a's moves to the end
                pushed = ws.receive_json()
                assert pushed["type"] == "view"
        for g in games:
            assert view(a, g) == view(b, g)
        assert pushed["view"]["result"] == final["view"]["result"]
    assert thought == []  # a held the games' bots: b never played them
    assert "answers for a history" not in caplog.text  # every load was one consistent read


def test_the_loser_of_a_race_pushes_the_winners_move(database):
    with (
        TestClient(create_app(database, FAST)) as a,
        TestClient(create_app(database, settings(poll_seconds=30))) as b,
    ):
        game, tokens = create(a, "human", "human")
        first = pending_seat(view(b, game, tokens[0]))
        option = view(a, game, tokens[first])["view"]["pending"]["options"][0]
        with b.websocket_connect(f"/ws/games/{game}") as ws:
            ws.send_json({"token": tokens[first]})
            assert ws.receive_json()["n"] == 0
            assert answer(a, game, tokens[first], 0, option).status_code == 200
            # b has not polled yet: its copy says n=0, so the same move is tried there.
            ws.send_json({"type": "answer", "n": 0, "answer": option})
            messages = [ws.receive_json(), ws.receive_json()]
        assert {m["type"] for m in messages} == {"view", "error"}
        assert next(m for m in messages if m["type"] == "view")["n"] == 1
        assert next(m for m in messages if m["type"] == "error")["status"] == 409
        assert stored_answers(a, game) == 1


def test_a_human_on_one_process_against_the_bots_of_another(database):
    rng = random.Random(5)
    with (
        TestClient(create_app(database, FAST)) as a,
        TestClient(create_app(database, FAST)) as b,
    ):
        game, tokens = create(a, "random", "human", "greedy")
        # The human plays through b; whichever process holds the lease moves the bots.
        while (v := wait_for(b, game, tokens[1], lambda v: pending_seat(v) in (1, None)))["n"] < 40:
            if v["view"]["pending"] is None:
                break
            choice = random_answer(as_decision(v["view"]["pending"]), rng)
            r = answer(b, game, tokens[1], v["n"], choice)
            assert r.status_code == 200, r.text
        assert view(a, game, tokens[1]) == view(b, game, tokens[1])


def test_a_restarted_server_resumes_games_waiting_for_bots(database):
    with TestClient(create_app(database, settings(bot_pause=5))) as a:
        game, _ = create(a, "random", "greedy")
        crashed, _ = create(a, "random", "random")
    # A process that died playing this game's bots: its lease runs out in 3 s, counted from
    # after the first process stopped (its shutdown, slow on a busy machine, must not use up
    # the time the new process is checked to leave the game alone).
    engine = make_engine(database)
    with engine.begin() as conn:
        conn.execute(
            update(GameRow)
            .where(GameRow.id == crashed)
            .values(bot_owner="dead", bot_lease=time.time() + 3)
        )
    engine.dispose()
    # Nobody opens the games: the new process finds them waiting for a bot, and plays them.
    with TestClient(create_app(database, FAST)) as b:
        turn = b.get(f"/api/games/{crashed}").json()["turn"]
        time.sleep(0.5)
        assert b.get(f"/api/games/{crashed}").json()["turn"] == turn  # (still leased)
        for g in (game, crashed):
            assert wait_over(b, g)["result"]["winners"]


# -- security ---------------------------------------------------------------------------------


SEATS = {"seats": [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]}


@pytest.fixture
def app_client(tmp_path):
    app = create_app(
        f"sqlite:///{tmp_path / 'inno.db'}", settings(allowed_origins=("https://ok.example",))
    )
    with TestClient(app) as c:
        yield c


def test_posts_need_json_and_an_allowed_origin(app_client):
    c = app_client
    body = json.dumps(SEATS)
    # A cross-site form or fetch without preflight sends text/plain: refused, nothing made.
    r = c.post("/api/games", content=body, headers={"content-type": "text/plain"})
    assert r.status_code == 415 and "application/json" in r.json()["error"]
    assert c.post("/api/games", content=body).status_code == 415  # no content type
    r = c.post("/api/games", json=SEATS, headers={"origin": "https://evil.example"})
    assert r.status_code == 403 and "evil.example" in r.json()["error"]
    assert c.post("/api/games", json=SEATS, headers={"origin": "null"}).status_code == 403
    assert c.get("/api/games").json() == []
    # The server's own origin, an allowed one, and no Origin at all (not a browser).
    for origin in ("http://testserver", "https://ok.example", None):
        headers = {"origin": origin} if origin else {}
        r = c.post("/api/games", json=SEATS, headers=headers)
        assert r.status_code == 201, origin
    game, tokens = r.json()["game"], [s["token"] for s in r.json()["seats"]]
    first = pending_seat(view(c, game, tokens[0]))
    option = view(c, game, tokens[first])["view"]["pending"]["options"][0]
    url = f"/api/games/{game}/answer"
    move = json.dumps({"n": 0, "answer": option})
    r = c.post(url, content=move, headers=auth(tokens[first]) | {"content-type": "text/plain"})
    assert r.status_code == 415
    headers = auth(tokens[first]) | {"origin": "https://evil.example"}
    assert c.post(url, json={"n": 0, "answer": option}, headers=headers).status_code == 403
    assert stored_answers(c, game) == 0
    headers = auth(tokens[first]) | {"content-type": "application/json; charset=utf-8"}
    assert c.post(url, content=move, headers=headers).status_code == 200


def test_sockets_from_another_site_are_refused(app_client):
    c = app_client
    game, _ = create(c, "human", "human")
    with pytest.raises((WebSocketDenialResponse, WebSocketDisconnect)):
        with c.websocket_connect(f"/ws/games/{game}", headers={"origin": "https://evil.example"}):
            pass
    for origin in ("http://testserver", "https://ok.example"):
        with c.websocket_connect(f"/ws/games/{game}", headers={"origin": origin}) as ws:
            ws.send_json({"spectate": True})
            assert ws.receive_json()["type"] == "view"


def test_security_headers_on_every_page(app_client):
    for path in ("/", "/play/x", "/api/options", "/api/nothing"):
        headers = app_client.get(path).headers
        assert "frame-ancestors 'none'" in headers["content-security-policy"], path
        assert "script-src 'self'" in headers["content-security-policy"]
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["x-frame-options"] == "DENY"
        assert headers["referrer-policy"] == "no-referrer"


def test_limits_on_bot_games_and_mcts_seats(database):
    limits = settings(max_bot_games=1, max_mcts_seats=1, mcts_seconds=0.01, bot_pause=1)
    with TestClient(create_app(database, limits)) as c:
        bots = {"seats": [{"name": "A", "kind": "random"}, {"name": "B", "kind": "greedy"}]}
        assert c.post("/api/games", json=bots).status_code == 201
        r = c.post("/api/games", json=bots)
        assert r.status_code == 429 and "at most 1 games without a human" in r.json()["error"]
        mcts = {"seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "mcts"}]}
        assert c.post("/api/games", json=mcts).status_code == 201
        r = c.post("/api/games", json=mcts)
        assert r.status_code == 429 and "at most 1 mcts" in r.json()["error"]
        assert c.post("/api/games", json=SEATS).status_code == 201  # humans only: no limit
        assert len(c.get("/api/games").json()) == 3


# -- bots outside the request path ------------------------------------------------------------


def test_a_thinking_bot_does_not_hold_up_requests(tmp_path):
    slow = settings(bot_workers=1, mcts_seconds=4)
    with TestClient(create_app(f"sqlite:///{tmp_path / 'inno.db'}", slow)) as c:
        game, tokens = create(c, "human", "mcts")
        other, other_tokens = create(c, "human", "human")
        while pending_seat(v := view(c, game, tokens[0])) == 0:
            option = v["view"]["pending"]["options"][0]
            assert answer(c, game, tokens[0], v["n"], option).status_code == 200
        time.sleep(0.5)  # the bot is thinking (in a worker process), for 4 s
        for g, t in ((game, tokens[0]), (other, other_tokens[0])):
            start = time.monotonic()
            assert view(c, g, t)["n"] >= 0
            assert time.monotonic() - start < 1.5
        assert view(c, game, tokens[0])["n"] == v["n"]  # (it was still thinking)


# -- memory -----------------------------------------------------------------------------------


def test_the_cache_is_bounded_and_summaries_do_not_load_games(database, monkeypatch):
    with TestClient(create_app(database, settings(cache_size=3))) as c:
        games = [create(c, "human", "human") for _ in range(6)]
        for game, tokens in games:
            first = pending_seat(view(c, game, tokens[0]))
            option = view(c, game, tokens[first])["view"]["pending"]["options"][0]
            assert answer(c, game, tokens[first], 0, option).status_code == 200
            assert len(c.app.state.tables.tables) <= 3
        assert view(c, games[0][0], games[0][1][0])["n"] == 1  # unloaded, then loaded again
    loads = []
    monkeypatch.setattr(store, "load", lambda *a: loads.append(a))
    with TestClient(create_app(database, FAST)) as c:
        for game, _ in games:
            summary = c.get(f"/api/games/{game}").json()
            assert summary["game"] == game and summary["status"] == "playing"
        assert len(c.get("/api/games").json()) == 6
        assert c.get("/api/games/nothing").status_code == 404
        assert loads == [] and not c.app.state.tables.tables


def test_sockets_are_bounded():
    client = Client(0, queue_size=2)
    client.send("a")
    client.send("b")
    assert not client.dropped
    client.send("c")  # a reader this slow is dropped, its messages with it
    assert client.dropped and client.queue.get_nowait() is None and client.queue.empty()


def test_a_socket_must_say_who_it_is_at_once(tmp_path):
    quick = settings(first_message_seconds=0.2)
    with TestClient(create_app(f"sqlite:///{tmp_path / 'inno.db'}", quick)) as c:
        game, _ = create(c, "human", "human")
        with c.websocket_connect(f"/ws/games/{game}") as ws:
            message = ws.receive_json()
            assert message["status"] == 408 and "within" in message["error"]


# -- names and text ---------------------------------------------------------------------------


@pytest.fixture
def client(database):
    with TestClient(create_app(database, FAST)) as c:
        yield c


@pytest.mark.parametrize(
    ("first", "second", "why"),
    [
        ("Ann\u202e", "Bob", "U+202E"),  # reverses every log line that names the player
        ("A\x00nn", "Bob", "U+0000"),
        ("\ud800", "Bob", "U+D800"),  # a lone surrogate
        ("Ann\u200b", "Bob", "U+200B"),
        ("Line\nbreak", "Bob", "U+000A"),
        ("Ann\u0378", "Bob", "U+0378"),  # unassigned
        ("oars", "Bob", "a card's name"),  # would become a card link in the log
        ("Ann", "ANN", "twice"),
        ("", "Bob", "1 to 40"),
        ("x" * 41, "Bob", "1 to 40"),
    ],
)
def test_names_are_checked(client, first, second, why):
    body = {"seats": [{"name": first}, {"name": second}]}
    r = client.post(
        "/api/games", content=json.dumps(body), headers={"content-type": "application/json"}
    )
    assert r.status_code == 400 and why in r.json()["error"]
    assert "no control, format, bidirectional or unassigned characters" in r.json()["error"]
    assert client.get("/api/games").json() == []


def test_unicode_names_and_lone_surrogates_elsewhere(client):
    game, tokens = create(client, "human", "human")
    r = client.post(
        "/api/games",
        json={"seats": [{"name": "Zoë 李"}, {"name": "Zoe"}]},
    )
    assert r.status_code == 201 and r.json()["seats"][0]["name"] == "Zoë 李"
    bad = b'{"seats": [{"name": "A"}, {"name": "B"}], "expansions": ["\\ud800"]}'
    r = client.post("/api/games", content=bad, headers={"content-type": "application/json"})
    assert r.status_code == 400 and r.json()["error"]
    first = pending_seat(view(client, game, tokens[0]))
    r = client.post(
        f"/api/games/{game}/answer",
        content=b'{"n": 0, "answer": "\\udfff"}',
        headers=auth(tokens[first]) | {"content-type": "application/json"},
    )
    assert r.status_code == 400 and stored_answers(client, game) == 0


# -- the schema -------------------------------------------------------------------------------


def test_the_migration_fills_the_new_columns(database):
    """A database of the first schema, with games in it, upgraded by a new server."""
    engine = make_engine(database)
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.upgrade(config, "0001")
        for game, status, kinds in (
            ("bots", "playing", ["random", "mcts"]),
            ("mixed", "playing", ["human", "mcts"]),
            ("done", "over", ["greedy", "random"]),
        ):
            conn.execute(
                text(
                    "INSERT INTO games (id, created, players, expansions, options, seed, n,"
                    " version, status, turn) VALUES (:id, :created, '[\"A\", \"B\"]', '[]',"
                    " '{}', 1, 0, 0, :status, 0)"
                ),
                {"id": game, "created": "2026-01-01 00:00:00", "status": status},
            )
            for seat, kind in enumerate(kinds):
                conn.execute(
                    text("INSERT INTO seats VALUES (:game, :seat, :name, :kind, NULL)"),
                    {"game": game, "seat": seat, "name": "AB"[seat], "kind": kind},
                )
    engine.dispose()
    with TestClient(create_app(database, settings(scan_seconds=3600))) as c:
        summary = c.get("/api/games/mixed").json()  # (its seats are still there)
        assert [s["kind"] for s in summary["seats"]] == ["human", "mcts"]
        with c.app.state.engine.connect() as conn:
            rows = {
                r.id: (r.humans, r.mcts, r.bot_turn, r.bot_owner)
                for r in conn.execute(select(GameRow))
            }
    # A game without humans waits for a bot; one with a human resumes when opened.
    assert rows == {
        "bots": (0, 1, True, None),
        "mixed": (1, 1, False, None),
        "done": (0, 0, False, None),
    }
