"""Bad input and error paths of the web server (docs/web-api.md): each gets a clear error
and changes nothing; nothing a player did is ever lost.

On SQLite only.  Failures of the database, of a bot or of a worker are injected as the
other server tests do it: a store function monkeypatched, the bots' ``think`` replaced,
rows of the database changed behind the server's back.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import signal
import time

import httpx
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import delete, select, update
from sqlalchemy.exc import OperationalError

from inno.agents.random import random_answer
from inno.engine.saves import checksum
from inno.server import app as app_module
from inno.server import bots, store
from inno.server.app import FAULT, create_app, send_all
from inno.server.db import AnswerRow, CheckpointRow, GameRow, make_engine
from inno.server.settings import Settings
from inno.server.tables import UNAVAILABLE, Client

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

JSON = {"content-type": "application/json"}


def settings(**changes) -> Settings:
    return Settings(**{**FAST.__dict__, **changes})


def database_down(*args, **kwargs):
    raise OperationalError("SELECT 1", {}, Exception("the database is down"))


@pytest.fixture
def db(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'inno.db'}"


@pytest.fixture
def client(db):
    with TestClient(create_app(db, FAST)) as c:
        yield c


def first_move(c: TestClient, game: str, tokens: list) -> tuple[int, list]:
    """The seat that decides first and its options."""
    seat = pending_seat(view(c, game, tokens[0]))
    return seat, view(c, game, tokens[seat])["view"]["pending"]["options"]


def answers_stored(c: TestClient, game: str) -> list:
    with c.app.state.engine.connect() as conn:
        rows = conn.execute(
            select(AnswerRow.answer).where(AnswerRow.game_id == game).order_by(AnswerRow.n)
        )
        return [json.loads(a) for a in rows.scalars()]


def wait_until(condition, timeout: float = 30.0, what: str = "the condition"):
    deadline = time.monotonic() + timeout
    while not (found := condition()):
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.02)
    return found


def finished_bot_game(c: TestClient) -> str:
    game, _ = create(c, "random", "random")
    wait_until(lambda: c.get(f"/api/games/{game}").json()["status"] == "over", 60, "the end")
    return game


# -- malformed requests ----------------------------------------------------------------------


def test_seats_that_are_not_objects_names_that_are_not_strings_and_options_not_an_object(
    client,
):
    for body, why in [
        ({"seats": ["Ann", "Bob"]}, "each seat must be an object"),
        ({"seats": [{"name": 5}, {"name": "Bob"}]}, "a name must be a string"),
        ({"seats": [{"kind": "human"}, {"name": "Bob"}]}, "a name must be a string"),
        ({"seats": [{"name": ["Ann"]}, {"name": "Bob"}]}, "a name must be a string"),
        ({"seats": [{"name": "Ann"}, {"name": "Bob"}], "options": ["relics"]}, '"options"'),
        ({"seats": [{"name": "Ann"}, {"name": "Bob"}], "options": None}, '"options"'),
    ]:
        r = client.post("/api/games", json=body)
        assert r.status_code == 400 and why in r.json()["error"], body
    assert client.get("/api/games").json() == []  # nothing was created


def test_an_id_that_cannot_be_a_game_is_404_without_touching_the_database(client, monkeypatch):
    game, tokens = create(client, "human", "human")
    loads = []
    monkeypatch.setattr(store, "load", lambda *a: loads.append(a))
    for bad in ("a.b", "x" * 33, "caf\u00e9", "a b", "y" * 200):
        r = client.get(f"/api/games/{bad}/view")
        assert r.status_code == 404 and "there is no game" in r.json()["error"], bad
        assert len(r.json()["error"]) < 80  # (a long id is cut short in the message)
        r = client.post(
            f"/api/games/{bad}/answer", headers=auth(tokens[0]), json={"n": 0, "answer": "x"}
        )
        assert r.status_code == 404, bad
        with client.websocket_connect(f"/ws/games/{bad}") as ws:
            assert ws.receive_json()["status"] == 404
    assert loads == []
    assert stored_answers(client, game) == 0


def test_an_answer_without_an_answer_is_400_over_http_and_on_the_socket(client):
    game, tokens = create(client, "human", "human")
    seat, options = first_move(client, game, tokens)
    before = view(client, game, tokens[seat])
    r = client.post(f"/api/games/{game}/answer", headers=auth(tokens[seat]), json={"n": 0})
    assert r.status_code == 400 and '"answer"' in r.json()["error"]
    with client.websocket_connect(f"/ws/games/{game}") as ws:
        ws.send_json({"token": tokens[seat]})
        assert ws.receive_json()["type"] == "view"
        ws.send_json({"type": "answer", "n": 0})
        err = ws.receive_json()
        assert err["type"] == "error" and err["status"] == 400 and '"answer"' in err["error"]
    assert view(client, game, tokens[seat]) == before and stored_answers(client, game) == 0


def test_socket_messages_of_unknown_types_are_refused_and_binary_frames_are_read(client):
    game, tokens = create(client, "human", "human")
    seat, options = first_move(client, game, tokens)
    with client.websocket_connect(f"/ws/games/{game}") as ws:
        ws.send_json({"token": tokens[seat]})
        assert ws.receive_json()["n"] == 0
        for message in ({"type": "resign", "n": 0}, {"n": 0, "answer": options[0]}, {}):
            ws.send_json(message)
            err = ws.receive_json()
            assert err["type"] == "error" and err["status"] == 400, message
            assert "unknown message type" in err["error"] and "answer, undo or look" in err["error"]
        assert stored_answers(client, game) == 0
        # The socket stayed open; a move sent as a binary frame is read like a text one.
        ws.send_bytes(json.dumps({"type": "answer", "n": 0, "answer": options[0]}).encode())
        pushed = ws.receive_json()
        assert pushed["type"] == "view" and pushed["n"] == 1
        ws.send_bytes(b"\xff\xfe")  # not UTF-8: not JSON
        assert ws.receive_json()["status"] == 400
    assert answers_stored(client, game) == [options[0]]


def test_a_socket_that_closes_before_saying_who_it_is_leaves_nothing_behind(client):
    game, tokens = create(client, "human", "human")
    before = view(client, game, tokens[0])
    with client.websocket_connect(f"/ws/games/{game}"):
        pass  # closed at once, without a first message
    with client.websocket_connect(f"/ws/games/{game}") as ws:  # the server goes on
        ws.send_json({"spectate": True})
        assert ws.receive_json()["n"] == 0
    assert view(client, game, tokens[0]) == before
    table = client.app.state.tables.tables[game]
    assert not table.clients  # neither socket is still counted as watching


def test_a_body_sent_in_chunks_without_a_length_is_limited_too(client):
    game, tokens = create(client, "human", "human")
    seat, options = first_move(client, game, tokens)

    def chunks():  # no Content-Length: the body's size is counted as it arrives
        yield b'{"n": 0, "answer": "'
        for _ in range(10):
            yield b"x" * 8192
        yield b'"}'

    r = client.post(
        f"/api/games/{game}/answer", content=chunks(), headers=auth(tokens[seat]) | JSON
    )
    assert r.status_code == 413 and "at most 65536 bytes" in r.json()["error"]
    assert stored_answers(client, game) == 0 and view(client, game, tokens[seat])["n"] == 0


def test_a_method_a_path_does_not_take_is_405_with_a_sentence(client):
    game, tokens = create(client, "human", "human")
    for method, path in [
        ("DELETE", "/api/games"),
        ("PUT", f"/api/games/{game}/answer"),
        ("GET", f"/api/games/{game}/answer"),
        ("POST", "/api/options"),
    ]:
        r = client.request(method, path)
        # (docs/web-api.md lists no 405 among the errors; 405 is what HTTP says here)
        assert r.status_code == 405, (method, path)
        assert r.json() == {"error": f"{method} is not allowed on {path}"}
    assert stored_answers(client, game) == 0 and client.get("/api/games").json()[0]["turn"] == 0


def test_a_look_with_nothing_face_down_changes_nothing(client):
    game, tokens = create(client, "human", "human")
    before = [view(client, game, t) for t in tokens]
    for token in tokens:  # (the decider, and the other seat)
        r = client.post(f"/api/games/{game}/look", headers=auth(token), json={"n": 0})
        assert r.status_code == 200 and r.json() == {"n": 0, "seen": []}
    assert [view(client, game, t) for t in tokens] == before
    assert stored_answers(client, game) == 0


def test_no_look_undo_or_answer_once_the_game_is_over(db):
    rng = random.Random(11)
    with TestClient(create_app(db, FAST)) as c:
        seats = [{"name": "Ann", "confirm_turn_end": False}, {"name": "Bot", "kind": "greedy"}]
        r = c.post("/api/games", json={"seats": seats})
        game, token = r.json()["game"], r.json()["seats"][0]["token"]
        while True:
            v = wait_for(c, game, token, lambda v: pending_seat(v) in (0, None), 60)
            if v["view"]["pending"] is None:
                break
            choice = random_answer(as_decision(v["view"]["pending"]), rng)
            assert answer(c, game, token, v["n"], choice).status_code == 200
        n, stored = v["n"], answers_stored(c, game)
        r = c.post(f"/api/games/{game}/look", headers=auth(token), json={"n": n})
        assert r.status_code == 400 and "the game is over" in r.json()["error"]
        r = c.post(f"/api/games/{game}/undo", headers=auth(token), json={"n": n})
        assert r.status_code == 400 and "you cannot undo" in r.json()["error"]
        r = answer(c, game, token, n, "draw")
        assert r.status_code == 400 and "over" in r.json()["error"]
        with c.websocket_connect(f"/ws/games/{game}") as ws:
            ws.send_json({"token": token})
            assert ws.receive_json()["view"]["result"] is not None
            ws.send_json({"type": "look", "n": n})
            err = ws.receive_json()
            assert err["status"] == 400 and "the game is over" in err["error"]
        assert view(c, game, token) == v and answers_stored(c, game) == stored


# -- the database fails -----------------------------------------------------------------------


def test_a_database_that_does_not_answer_is_503_and_nothing_is_created(client, monkeypatch):
    game, _ = create(client, "human", "human")
    with monkeypatch.context() as m:
        m.setattr(store, "summaries", database_down)
        m.setattr(store, "summary", database_down)
        m.setattr(store, "create", database_down)
        for r in (
            client.get("/api/games"),
            client.get(f"/api/games/{game}"),
            client.post("/api/games", json={"seats": [{"name": "Ann"}, {"name": "Bob"}]}),
        ):
            assert r.status_code == 503
            assert r.json() == {
                "error": "the database did not answer just now; nothing changed: try again"
            }
    assert [g["game"] for g in client.get("/api/games").json()] == [game]  # no new game


def test_a_game_that_cannot_be_read_is_503_then_served_as_it_was(db, monkeypatch):
    with TestClient(create_app(db, FAST)) as c:
        game, tokens = create(c, "human", "human")
        seat, options = first_move(c, game, tokens)
        assert answer(c, game, tokens[seat], 0, options[0]).status_code == 200
        before = view(c, game, tokens[seat])
        # The game is loaded: reading its stored version fails.
        with monkeypatch.context() as m:
            m.setattr(store, "version", database_down)
            r = c.get(f"/api/games/{game}/view", headers=auth(tokens[seat]))
            assert r.status_code == 503 and r.json()["error"] == UNAVAILABLE
            other = tokens[1 - seat]
            r = c.post(f"/api/games/{game}/undo", headers=auth(tokens[seat]), json={"n": 1})
            assert r.status_code == 503
            # A socket: refused with the reason, then closed.
            with c.websocket_connect(f"/ws/games/{game}") as ws:
                ws.send_json({"token": other})
                err = ws.receive_json()
                assert err == {"type": "error", "status": 503, "error": UNAVAILABLE}
        assert view(c, game, tokens[seat]) == before and stored_answers(c, game) == 1
    # A new process: loading the game fails, then works.
    with TestClient(create_app(db, FAST)) as c:
        with monkeypatch.context() as m:
            m.setattr(store, "load", database_down)
            r = c.get(f"/api/games/{game}/view", headers=auth(tokens[seat]))
            assert r.status_code == 503 and r.json()["error"] == UNAVAILABLE
            assert game not in c.app.state.tables.tables
        assert view(c, game, tokens[seat]) == before


def test_a_move_that_cannot_be_stored_is_503_and_the_game_is_as_before(client, monkeypatch):
    game, tokens = create(client, "human", "human")
    seat, options = first_move(client, game, tokens)
    before = view(client, game, tokens[seat])
    with monkeypatch.context() as m:
        m.setattr(store, "append", database_down)
        r = answer(client, game, tokens[seat], 0, options[0])
        assert r.status_code == 503 and "nothing was changed" in r.json()["error"]
    assert view(client, game, tokens[seat]) == before and stored_answers(client, game) == 0
    assert answer(client, game, tokens[seat], 0, options[1]).json() == {"n": 1}
    # An undo that cannot be stored: the answer stays, and can still be taken back.
    after = view(client, game, tokens[seat])
    with monkeypatch.context() as m:
        m.setattr(store, "truncate", database_down)
        r = client.post(f"/api/games/{game}/undo", headers=auth(tokens[seat]), json={"n": 1})
        assert r.status_code == 503 and "nothing was changed" in r.json()["error"]
    assert view(client, game, tokens[seat]) == after and answers_stored(client, game) == [
        options[1]
    ]
    r = client.post(f"/api/games/{game}/undo", headers=auth(tokens[seat]), json={"n": 1})
    assert r.json() == {"n": 0} and stored_answers(client, game) == 0


def test_a_move_that_cannot_be_stored_while_the_database_is_down_changes_nothing(db, monkeypatch):
    # Storing a move fails and reading the game back fails too (the database is down):
    # the table goes back to the game before the move (it once kept the unstored answer,
    # and the next move was stored with a hole in the history: the game could no longer
    # be loaded).
    with TestClient(create_app(db, FAST)) as c:
        game, tokens = create(c, "human", "human")
        seat, options = first_move(c, game, tokens)
        before = view(c, game, tokens[seat])
        with monkeypatch.context() as m:
            m.setattr(store, "append", database_down)
            m.setattr(store, "load", database_down)
            r = answer(c, game, tokens[seat], 0, options[0])
            assert r.status_code == 503 and "nothing" in r.json()["error"]
        # The database is back.  The game is as it was: the move was not made.
        after = view(c, game, tokens[seat])
        assert after["n"] == 0 and stored_answers(c, game) == 0
        assert after == before
    with TestClient(create_app(db, FAST)) as c:  # and a restarted server serves it
        assert view(c, game, tokens[seat]) == before


def test_a_move_another_process_stored_meanwhile_is_409_and_its_move_is_kept(db, monkeypatch):
    with (
        TestClient(create_app(db, FAST)) as a,
        TestClient(create_app(db, settings(poll_seconds=30))) as b,
    ):
        game, tokens = create(a, "human", "human")
        seat, options = first_move(a, game, tokens)
        assert view(b, game, tokens[seat])["n"] == 0  # b has the game loaded too
        real_append = store.append
        raced = []

        def b_moves_first(engine, stored, start, seats):
            if not raced:  # (a's write: b stores its own answer just before it)
                raced.append(1)
                assert answer(b, game, tokens[seat], 0, options[1]).json() == {"n": 1}
            return real_append(engine, stored, start, seats)

        monkeypatch.setattr(store, "append", b_moves_first)
        r = answer(a, game, tokens[seat], 0, options[0])
        assert r.status_code == 409 and "moved on" in r.json()["error"]
        assert answers_stored(a, game) == [options[1]]  # b's move, once
        assert view(a, game, tokens[seat]) == view(b, game, tokens[seat])
        assert view(a, game, tokens[seat])["n"] == 1


def test_a_corrupt_history_is_refused_whole_and_left_as_it_is(db, caplog):
    with TestClient(create_app(db, FAST)) as c:
        game, tokens = create(c, "human", "human")
        for _ in range(2):
            v = view(c, game, tokens[0])
            seat = pending_seat(v)
            option = view(c, game, tokens[seat])["view"]["pending"]["options"][0]
            assert answer(c, game, tokens[seat], v["n"], option).status_code == 200
    engine = make_engine(db)
    with engine.begin() as conn:  # the last answer's row is lost; the game's row says 2
        conn.execute(delete(AnswerRow).where(AnswerRow.game_id == game, AnswerRow.n == 1))
    engine.dispose()
    with TestClient(create_app(db, FAST)) as c:
        for path in (f"/api/games/{game}/view", f"/api/games/{game}/replay?at=2"):
            r = c.get(path, headers=auth(tokens[0]))
            assert r.status_code == 503 and r.json()["error"] == UNAVAILABLE, path
        r = answer(c, game, tokens[0], 1, "draw")
        assert r.status_code == 503
        assert c.get(f"/api/games/{game}/replay?at=1").json()["n"] == 1  # (what is there)
        assert c.get(f"/api/games/{game}").json()["status"] == "playing"
        assert stored_answers(c, game) == 1  # nothing written over it
    assert "1 answers for a history of 2" in caplog.text


def test_a_checkpoint_that_does_not_agree_is_not_used(db, caplog):
    caplog.set_level(logging.WARNING)
    with TestClient(create_app(db, FAST)) as c:
        games = [finished_bot_game(c) for _ in range(3)]
        finals = [view(c, g) for g in games]
        with c.app.state.engine.connect() as conn:
            data = {
                r.game_id: (r.n, r.data)
                for r in conn.execute(select(CheckpointRow).where(CheckpointRow.n <= 51))
            }
    assert set(data) == set(games)
    engine = make_engine(db)
    with engine.begin() as conn:
        # games[0]'s first checkpoint is games[1]'s (a game of another seed); games[1]'s is no
        # game at all.  games[2] is left alone.
        for game, bad in ((games[0], data[games[1]][1]), (games[1], '{"format": "x"}')):
            conn.execute(
                update(CheckpointRow)
                .where(CheckpointRow.game_id == game, CheckpointRow.n == data[game][0])
                .values(data=bad)
            )
    engine.dispose()
    with TestClient(create_app(db, FAST)) as c:  # every game replayed from its seed: as before
        assert [view(c, g) for g in games] == finals
        for g, final in zip(games, finals, strict=True):
            at = data[g][0] + 1
            step = c.get(f"/api/games/{g}/replay?at={at}").json()
            assert step["n"] == at and step["length"] == final["n"]
    assert f"game {games[0]}: checkpoint {data[games[0]][0]} not used" in caplog.text
    assert f"game {games[1]}: checkpoint {data[games[1]][0]} not used" in caplog.text
    assert f"game {games[2]}: checkpoint" not in caplog.text


# -- a game this server can no longer rebuild (the rules changed since it was played) ------


def play_humans(c: TestClient, moves: int) -> tuple[str, list]:
    """A game of two humans after ``moves`` answers (each seat's first option)."""
    game, tokens = create(c, "human", "human")
    for _ in range(moves):
        v = view(c, game, tokens[0])
        seat = pending_seat(v)
        option = view(c, game, tokens[seat])["view"]["pending"]["options"][0]
        assert answer(c, game, tokens[seat], v["n"], option).status_code == 200
    return game, tokens


def test_a_game_whose_history_no_longer_replays_is_410_and_kept_as_it_is(db, monkeypatch):
    with TestClient(create_app(db, FAST)) as c:
        game, tokens = play_humans(c, 4)
    # A stored answer the rules no longer allow, as a change of the rules can make one.
    engine = make_engine(db)
    with engine.begin() as conn:
        conn.execute(
            update(AnswerRow)
            .where(AnswerRow.game_id == game, AnswerRow.n == 2)
            .values(answer='{"dogma": "Nope"}')
        )
    engine.dispose()
    with TestClient(create_app(db, FAST)) as c:
        r = c.get(f"/api/games/{game}/view", headers=auth(tokens[0]))
        assert r.status_code == 410
        why = r.json()["error"]
        assert f"cannot go on with game {game}: its move 3 no longer replays" in why
        assert "rules" in why and "kept unchanged" in why
        assert "allowed" not in why and "decision" not in why  # (no card a player holds)
        # Every way in says the same, without replaying the game again.
        monkeypatch.setattr(store, "load", lambda *a: pytest.fail("replayed again"))
        assert c.get(f"/api/games/{game}/view").json() == {"error": why}
        r = answer(c, game, tokens[0], 4, "draw")
        assert r.status_code == 410 and r.json()["error"] == why
        with c.websocket_connect(f"/ws/games/{game}") as ws:
            ws.send_json({"token": tokens[1]})
            assert ws.receive_json() == {"type": "error", "status": 410, "error": why}
        # What is left of it is served: its summary, and its replay before move 3.
        assert c.get(f"/api/games/{game}").json()["status"] == "playing"
        assert c.get(f"/api/games/{game}/replay?at=2").json()["n"] == 2
        r = c.get(f"/api/games/{game}/replay")
        assert r.status_code == 410 and "move 3 no longer replays" in r.json()["error"]
        assert r.json()["replays"] == 2  # (where the replay page stops)
        r = c.get(f"/api/games/{game}/replay?at=3")
        assert r.status_code == 410 and r.json()["replays"] == 2
        assert stored_answers(c, game) == 4  # nothing written over it


def test_a_history_that_now_leads_elsewhere_is_410(db):
    with TestClient(create_app(db, FAST)) as c:
        game, tokens = play_humans(c, 4)
        turn = c.get(f"/api/games/{game}").json()["turn"]
    # (as if the game's answers now ended a turn sooner or later than when they were given)
    engine = make_engine(db)
    with engine.begin() as conn:
        conn.execute(update(GameRow).where(GameRow.id == game).values(turn=turn + 1))
    engine.dispose()
    with TestClient(create_app(db, FAST)) as c:
        r = c.get(f"/api/games/{game}/view", headers=auth(tokens[0]))
        assert r.status_code == 410
        why = r.json()["error"]
        assert f"now leads to turn {turn} (playing), where it was stored at turn {turn + 1}" in why


def resaved(data: str, **changes) -> str:
    """A checkpoint with some of its parts changed, and its checksum made to match again."""
    saved = json.loads(data) | changes
    saved["checksum"] = checksum(saved)
    return json.dumps(saved)


def test_a_checkpoint_of_other_rules_the_history_no_longer_leads_to_is_410(db):
    with TestClient(create_app(db, FAST)) as c:
        games = [finished_bot_game(c) for _ in range(2)]
        finals = [view(c, g) for g in games]
        with c.app.state.engine.connect() as conn:
            data = {  # (each game's newest checkpoint: the one loading uses)
                r.game_id: (r.n, r.data)
                for r in conn.execute(select(CheckpointRow).order_by(CheckpointRow.n))
            }
    engine = make_engine(db)
    with engine.begin() as conn:
        # games[0]: saved under rules version 2, where its log was not the one the history
        # now gives; games[1]: saved under rules version 2, and its history still leads there.
        n0, saved0 = data[games[0]]
        changed = resaved(saved0, rules=2, log=json.loads(saved0)["log"][:-1])
        n1, saved1 = data[games[1]]
        for game, n, new in ((games[0], n0, changed), (games[1], n1, resaved(saved1, rules=2))):
            conn.execute(
                update(CheckpointRow)
                .where(CheckpointRow.game_id == game, CheckpointRow.n == n)
                .values(data=new)
            )
    engine.dispose()
    with TestClient(create_app(db, FAST)) as c:
        r = c.get(f"/api/games/{games[0]}/view")
        assert r.status_code == 410
        why = r.json()["error"]
        assert f"its history no longer leads to where it was at move {n0}" in why
        assert "played under rules version 2" in why
        assert view(c, games[1]) == finals[1]  # (a game the rules change left alone)


def test_a_fault_of_the_server_on_a_socket_is_said_and_the_socket_stays_open(client, monkeypatch):
    game, tokens = create(client, "human", "human")
    seat, options = first_move(client, game, tokens)
    with client.websocket_connect(f"/ws/games/{game}") as ws:
        ws.send_json({"token": tokens[seat]})
        assert ws.receive_json()["n"] == 0
        with monkeypatch.context() as m:
            m.setattr(store, "version", lambda *a: 1 / 0)  # a bug, not the database
            ws.send_json({"type": "answer", "n": 0, "answer": options[0]})
            assert ws.receive_json() == {"type": "error", "status": 500, "error": FAULT}
        assert stored_answers(client, game) == 0
        ws.send_json({"type": "answer", "n": 0, "answer": options[0]})
        assert ws.receive_json()["n"] == 1


def test_a_fault_of_the_server_over_http_is_json_like_every_error(db, monkeypatch):
    # A fault of the server over HTTP is JSON like every error (it once was a text/plain
    # "Internal Server Error"), as the socket says it.
    with TestClient(create_app(db, FAST), raise_server_exceptions=False) as c:
        game, tokens = create(c, "human", "human")
        seat, options = first_move(c, game, tokens)
        with monkeypatch.context() as m:
            m.setattr(store, "version", lambda *a: 1 / 0)
            r = answer(c, game, tokens[seat], 0, options[0])
        assert stored_answers(c, game) == 0 and view(c, game, tokens[seat])["n"] == 0
        assert r.status_code == 500
        assert r.headers["content-type"] == "application/json"
        assert r.json() == {"error": FAULT}


def test_the_browser_pages_missing_from_an_installation_is_404_with_a_sentence(
    client, monkeypatch, tmp_path
):
    monkeypatch.setattr(app_module, "STATIC", tmp_path / "no static files")
    for path, page in (("/", "index.html"), ("/play/abc", "play.html"), ("/replay/x", "play.html")):
        r = client.get(path)
        assert r.status_code == 404
        assert r.json() == {"error": f"the browser client ({page}) is not installed"}


def test_the_same_game_asked_for_twice_at_once_is_loaded_once(db, monkeypatch):
    with TestClient(create_app(db, FAST)) as c:
        game, tokens = create(c, "human", "human")
        expected = view(c, game, tokens[0])
    real_load = store.load
    loads = []

    def counting(*args):
        loads.append(args[1])
        return real_load(*args)

    monkeypatch.setattr(store, "load", counting)
    app = create_app(db, FAST)  # a new process: the game is not loaded yet

    async def both() -> list:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as ac:
            url = f"/api/games/{game}/view"
            replies = await asyncio.gather(
                ac.get(url, headers=auth(tokens[0])), ac.get(url, headers=auth(tokens[0]))
            )
        await app.state.tables.close()
        return replies

    replies = asyncio.run(both())
    app.state.engine.dispose()
    assert [r.status_code for r in replies] == [200, 200]
    assert [r.json() for r in replies] == [expected, expected]
    assert loads == [game]


# -- bots ---------------------------------------------------------------------------------


def test_a_bots_refused_answer_changes_nothing_and_the_bot_plays_again(db, caplog):
    caplog.set_level(logging.ERROR)
    quick = settings(lease_seconds=0.5, scan_seconds=0.2)
    with TestClient(create_app(db, quick)) as c:
        tables = c.app.state.tables
        real_think = tables.thinkers.think
        broken = {"on": True, "asked": 0}

        async def think(ask):
            broken["asked"] += 1
            return "not an answer" if broken["on"] else await real_think(ask)

        tables.thinkers.think = think
        game, tokens = create(c, "greedy", "human")  # the bot decides first
        wait_until(lambda: broken["asked"] >= 2, what="the bot to be asked again")
        v = view(c, game, tokens[1])
        assert v["n"] == 0 and pending_seat(v) == 0 and stored_answers(c, game) == 0
        assert "a bot's answer was refused" in caplog.text
        assert "its bots stopped" in caplog.text
        broken["on"] = False
        v = wait_for(c, game, tokens[1], lambda v: pending_seat(v) == 1)
        assert v["n"] >= 1 and stored_answers(c, game) == v["n"]


def test_a_bots_answer_that_cannot_be_stored_is_played_again(db, monkeypatch, caplog):
    caplog.set_level(logging.ERROR)
    quick = settings(lease_seconds=0.5, scan_seconds=0.2)
    real_append = store.append
    failures = []

    def fails_once(error):
        def append(*args):
            if not failures:
                failures.append(error)
                raise error
            return real_append(*args)

        return append

    for error in (
        OperationalError("INSERT", {}, Exception("the database is down")),
        store.Stale("another process stored a move first"),
    ):
        failures.clear()
        caplog.clear()
        monkeypatch.setattr(store, "append", fails_once(error))
        with TestClient(create_app(db, quick)) as c:
            game, tokens = create(c, "greedy", "human")
            v = wait_for(c, game, tokens[1], lambda v: pending_seat(v) == 1)
            assert failures == [error]
            assert v["n"] >= 1 and stored_answers(c, game) == v["n"]
        # A failed write stops the bots (they start again); a lost race does not.
        stopped = "its bots stopped" in caplog.text
        assert stopped == isinstance(error, OperationalError), error


def test_an_undo_while_a_bot_thinks_makes_it_think_again(db):
    with TestClient(create_app(db, FAST)) as c:
        tables = c.app.state.tables
        real_think = tables.thinkers.think
        asked, gate = [], {"open": False}

        async def slow(ask):
            asked.append(list(ask.history))
            while not gate["open"]:
                await asyncio.sleep(0.01)
            return await real_think(ask)

        tables.thinkers.think = slow
        game, tokens = create(c, "human", "greedy")
        options = view(c, game, tokens[0])["view"]["pending"]["options"]
        assert answer(c, game, tokens[0], 0, options[0]).json() == {"n": 1}
        wait_until(lambda: asked == [[options[0]]], what="the bot to think")
        # While the bot thinks, the human takes the meld back and chooses the other card.
        r = c.post(f"/api/games/{game}/undo", headers=auth(tokens[0]), json={"n": 1})
        assert r.json() == {"n": 0}
        assert answer(c, game, tokens[0], 0, options[1]).json() == {"n": 1}
        gate["open"] = True
        v = wait_for(c, game, tokens[0], lambda v: v["n"] >= 2 and pending_seat(v) == 0)
        assert asked[:2] == [[options[0]], [options[1]]]  # asked again, about the game now
        stored = answers_stored(c, game)
        assert stored[0] == options[1] and len(stored) == v["n"]
        assert options[0] not in stored  # the answer taken back is not in the history


def test_a_human_move_stored_by_another_process_as_the_bots_let_go_is_played_on(db, monkeypatch):
    # a plays the bot; the human plays through b.  Just as a lets the bots' lease go (the
    # human decides), b stores the human's moves: a sees that the bot decides again and
    # plays on.
    rng = random.Random(2)
    with (
        TestClient(create_app(db, FAST)) as a,
        TestClient(create_app(db, settings(poll_seconds=30))) as b,
    ):
        game, tokens = create(a, "human", "greedy")
        real_release = store.release_lease
        released = []

        def human_moves_meanwhile(engine, game_id, owner):
            if not released and engine is a.app.state.engine:
                while pending_seat(v := view(b, game, tokens[0])) == 0:
                    choice = random_answer(as_decision(v["view"]["pending"]), rng)
                    assert answer(b, game, tokens[0], v["n"], choice).status_code == 200
                # (b tried the bot, but a still held the lease)
                wait_until(lambda: (t := b.app.state.tables.tables[game].bots) is None or t.done())
                released.append(v["n"])
            real_release(engine, game_id, owner)

        monkeypatch.setattr(store, "release_lease", human_moves_meanwhile)
        options = view(a, game, tokens[0])["view"]["pending"]["options"]
        assert answer(a, game, tokens[0], 0, options[0]).json() == {"n": 1}
        wait_until(lambda: released, what="the human's moves through b")
        v = wait_for(a, game, tokens[0], lambda v: v["n"] > released[0] and pending_seat(v) == 0)
        assert stored_answers(a, game) == v["n"] and view(b, game, tokens[0]) == v


def test_a_process_keeps_a_bounded_number_of_games_rebuilt_for_its_bots(client):
    games = [create(client, "random", "human")[0] for _ in range(bots.GAMES_PER_WORKER + 1)]
    for game in games:
        wait_until(lambda g=game: view(client, g)["n"] >= 1, what=f"the bot of {game}")
    assert len(bots._games) <= bots.GAMES_PER_WORKER


def test_an_mcts_bot_in_the_servers_own_thread(db):
    with TestClient(create_app(db, settings(mcts_seconds=0.05))) as c:
        game, tokens = create(c, "mcts", "human")
        v = wait_for(c, game, tokens[1], lambda v: pending_seat(v) == 1)
        assert v["n"] >= 1 and stored_answers(c, game) == v["n"]


def test_a_bot_worker_that_dies_is_replaced_and_the_game_goes_on(tmp_path, caplog):
    caplog.set_level(logging.ERROR)
    workers = settings(bot_workers=1, mcts_seconds=3, lease_seconds=0.5, scan_seconds=0.2)
    db = f"sqlite:///{tmp_path / 'inno.db'}"
    with TestClient(create_app(db, workers)) as c:
        thinkers = c.app.state.tables.thinkers
        game, tokens = create(c, "mcts", "human")
        pool = wait_until(lambda: thinkers._executor, what="the pool")
        (pid,) = wait_until(lambda: list(pool._processes), what="the worker")
        os.kill(pid, signal.SIGKILL)  # (the worker this test's server started)
        wait_until(lambda: "a bot worker died" in caplog.text, what="the pool to break")
        assert view(c, game, tokens[1])["n"] == 0 and stored_answers(c, game) == 0
        v = wait_for(c, game, tokens[1], lambda v: pending_seat(v) == 1, timeout=60)
        assert v["n"] >= 1 and stored_answers(c, game) == v["n"]
        assert thinkers._executor is not pool


# -- background work of the server -------------------------------------------------------------


def test_the_polls_and_scans_survive_database_failures(db, monkeypatch, caplog):
    caplog.set_level(logging.ERROR)
    quick = settings(poll_seconds=0.05, scan_seconds=0.1)
    with TestClient(create_app(db, quick)) as a, TestClient(create_app(db, quick)) as b:
        game, tokens = create(a, "human", "human")
        seat, options = first_move(a, game, tokens)
        with a.websocket_connect(f"/ws/games/{game}") as ws:
            ws.send_json({"spectate": True})
            assert ws.receive_json()["n"] == 0
            real_versions, real_version = store.versions, store.version
            monkeypatch.setattr(store, "versions", database_down)
            monkeypatch.setattr(store, "waiting_for_bots", database_down)
            wait_until(lambda: "polling the games' versions failed" in caplog.text)
            wait_until(lambda: "looking for games waiting for a bot failed" in caplog.text)
            # b stores a move; a notices it, but cannot read the game at first.
            assert answer(b, game, tokens[seat], 0, options[0]).json() == {"n": 1}

            def a_cannot_read(engine, game_id):
                if engine is a.app.state.engine:
                    database_down()
                return real_version(engine, game_id)

            monkeypatch.setattr(store, "version", a_cannot_read)
            monkeypatch.setattr(store, "versions", real_versions)
            wait_until(lambda: "reading its version failed" in caplog.text)
            monkeypatch.setattr(store, "version", real_version)
            pushed = ws.receive_json()  # once the database answers, the move is pushed
            assert pushed["type"] == "view" and pushed["n"] == 1
    assert stored_answers_of(db, game) == 1


def stored_answers_of(db: str, game: str) -> int:
    engine = make_engine(db)
    with engine.connect() as conn:
        found = len(
            conn.execute(select(AnswerRow.n).where(AnswerRow.game_id == game)).scalars().all()
        )
    engine.dispose()
    return found


def test_a_restarted_server_skips_a_game_it_cannot_load_and_plays_the_others(db):
    with TestClient(create_app(db, settings(bot_pause=30))) as a:
        broken, _ = create(a, "random", "random")
        good, _ = create(a, "random", "random")
        for g in (broken, good):
            wait_until(lambda g=g: view(a, g)["n"] >= 1, what="a first move")
    engine = make_engine(db)
    with engine.begin() as conn:
        conn.execute(delete(AnswerRow).where(AnswerRow.game_id == broken))
        (n,) = conn.execute(select(GameRow.n).where(GameRow.id == broken)).one()
    engine.dispose()
    with TestClient(create_app(db, settings(scan_seconds=0.1))) as b:
        wait_until(
            lambda: b.get(f"/api/games/{good}").json()["status"] == "over", 60, "the good game"
        )
        assert b.get(f"/api/games/{broken}/view").status_code == 503
        assert b.get(f"/api/games/{broken}").json()["status"] == "playing"
    assert stored_answers_of(db, broken) == 0 and n >= 1  # left as it was


def test_a_server_that_cannot_let_its_leases_go_still_stops(db, monkeypatch, caplog):
    caplog.set_level(logging.ERROR)
    with TestClient(create_app(db, FAST)) as c:
        game, tokens = create(c, "greedy", "human")
        wait_for(c, game, tokens[1], lambda v: pending_seat(v) == 1)
        monkeypatch.setattr(store, "release_leases", database_down)
    assert "letting the bot leases go failed (they expire)" in caplog.text


def test_a_socket_too_slow_to_read_is_closed_with_1008():
    client = Client(0, queue_size=2)
    for text in ("a", "b", "c", "d"):  # past the queue: dropped, and later messages too
        client.send(text)
    assert client.dropped and client.queue.qsize() == 1

    class Socket:
        def __init__(self) -> None:
            self.sent, self.closed = [], None

        async def send_text(self, text):
            self.sent.append(text)

        async def close(self, code, reason=""):
            self.closed = (code, reason)

    socket = Socket()
    asyncio.run(send_all(socket, client))
    assert socket.sent == [] and socket.closed == (1008, "too slow: the messages piled up")
