"""The web server over HTTP and WebSocket (docs/web-api.md), on SQLite and on a real PostgreSQL.

Each test creates its own app on its own database (the ``database`` fixture);
a second app on the same database URL stands for a restarted server or a
second process.
"""

from __future__ import annotations

import json
import random
import re
import time

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from inno.agents.random import random_answer
from inno.data.cards import KIND, NAME
from inno.engine.decisions import Decision
from inno.engine.shapes import View
from inno.server.app import create_app
from inno.server.db import AnswerRow, CheckpointRow
from inno.server.schema import adapter, schema
from inno.server.settings import Settings

# Bots answer at once, in a thread (the worker processes are tested in test_operations.py).
FAST = Settings(bot_workers=0, bot_pause=0, poll_seconds=0.05, scan_seconds=0.2)
CARD_NAMES = {NAME[c] for c in range(len(NAME)) if KIND[c] in ("age", "special")}
QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')


@pytest.fixture
def client(database):
    with TestClient(create_app(database, FAST)) as c:
        yield c


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def create(c: TestClient, *kinds: str, **body) -> tuple[str, list]:
    seats = [{"name": f"P{i}", "kind": k} for i, k in enumerate(kinds)]
    r = c.post("/api/games", json={"seats": seats, **body})
    assert r.status_code == 201, r.text
    reply = r.json()
    return reply["game"], [s.get("token") for s in reply["seats"]]


def view(c: TestClient, game: str, token: str | None = None) -> dict:
    r = c.get(f"/api/games/{game}/view", headers=auth(token) if token else {})
    assert r.status_code == 200, r.text
    return r.json()


def stored_answers(c: TestClient, game: str) -> int:
    with c.app.state.engine.connect() as conn:
        return conn.execute(
            select(func.count()).select_from(AnswerRow).where(AnswerRow.game_id == game)
        ).scalar()


def pending_seat(v: dict) -> int | None:
    pending = v["view"]["pending"]
    if pending is None:
        return None
    return [p["name"] for p in v["view"]["players"]].index(pending["player"])


def wait_for(c: TestClient, game: str, token: str, ready, timeout: float = 20.0) -> dict:
    """Poll the seat's view until ``ready(view)`` (bots answer in the background)."""
    deadline = time.monotonic() + timeout
    while True:
        v = view(c, game, token)
        if ready(v):
            return v
        assert time.monotonic() < deadline, f"timed out waiting; last view at n={v['n']}"
        time.sleep(0.01)


def as_decision(pending: dict) -> Decision:
    d = Decision(0, pending["kind"], pending["prompt"], pending["options"])
    d.min, d.max = pending.get("min", 1), pending.get("max", 1)
    return d


def answer(c: TestClient, game: str, token: str, n: int, value) -> object:
    return c.post(f"/api/games/{game}/answer", headers=auth(token), json={"n": n, "answer": value})


def names_in(data: dict) -> set[str]:
    """Card names a view places somewhere (its ``could_be`` lists only candidates)."""
    located = {k: v for k, v in data.items() if k != "could_be"}
    return set(QUOTED.findall(json.dumps(located, ensure_ascii=False))) & CARD_NAMES


# -- the lobby ---------------------------------------------------------------------------


def test_create_list_and_view(client):
    options = client.get("/api/options").json()
    assert options["bots"] == ["random", "greedy", "mcts"] and "echoes" in options["expansions"]
    assert options["max_players"]["0"] == 4 and options["max_players"]["4"] == 8
    game, tokens = create(client, "human", "greedy", expansions=["echoes"])
    assert tokens[0] and tokens[1] is None  # bots get no token
    lobby = client.get("/api/games").json()
    assert lobby[0]["game"] == game and lobby[0]["status"] == "playing"
    assert lobby[0]["expansions"] == ["echoes"]
    assert [s["kind"] for s in lobby[0]["seats"]] == ["human", "greedy"]
    summary = client.get(f"/api/games/{game}").json()
    assert summary["game"] == game and "result" not in summary
    mine = view(client, game, tokens[0])
    assert mine["seat"] == 0 and mine["view"]["viewer"] == "P0" and mine["n"] == 0
    assert mine["view"]["options"]["face_down_draws"] is True  # the server's default
    assert mine["can_undo"] is False and isinstance(mine["undo_refusal"], str)
    public = view(client, game)
    assert public["seat"] is None and public["view"]["viewer"] is None
    for text in (json.dumps(mine), json.dumps(public)):
        assert "seed" not in text and "rng" not in text.lower()
    since = client.get(f"/api/games/{game}/view?log_since=1", headers=auth(tokens[0])).json()
    assert since["view"]["log"] == mine["view"]["log"][1:]


def test_bad_games_are_refused(client):
    bad = [
        {"seats": [{"name": "A", "kind": "human"}]},  # one player
        {"seats": [{"name": f"P{i}", "kind": "random"} for i in range(5)]},  # 5 in the base game
        {"seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "wizard"}]},
        {"seats": [{"name": "A"}, {"name": "B"}], "expansions": ["moon"]},
        {"seats": [{"name": "A"}, {"name": "B"}], "options": {"relics": True}},
        {"seats": "A,B"},
    ]
    for body in bad:
        r = client.post("/api/games", json=body)
        assert r.status_code == 400 and r.json()["error"], body
    assert client.get("/api/games").json() == []
    r = client.post(
        "/api/games",
        json={"seats": [{"name": "A"}, {"name": "B"}, {"name": "C"}, {"name": "D"}, {"name": "E"}]},
    )
    assert r.status_code == 400 and "2 to 4 players" in r.json()["error"]


def test_cards_and_pages(client):
    cards = client.get("/api/cards").json()
    assert len(cards) == len(NAME) and cards[0]["name"] == NAME[0] and "dogma" in cards[0]
    assert client.get("/api/nothing").status_code == 404


def test_the_json_schema_describes_the_views_it_serves(client):
    reply = client.get("/api/schema")
    assert reply.headers["content-type"] == "application/json"
    assert reply.json() == schema() and "View" in reply.json()["$defs"]
    game, tokens = create(client, "human", "human", expansions=["cities", "figures"])
    for seen in (view(client, game, tokens[0]), view(client, game)):
        adapter(View).validate_json(json.dumps(seen["view"]), strict=True)


# -- playing -----------------------------------------------------------------------------


def test_bots_play_a_whole_game(client):
    game, _ = create(client, "greedy", "random")
    deadline = time.monotonic() + 20
    while client.get(f"/api/games/{game}").json()["status"] != "over":
        assert time.monotonic() < deadline
        time.sleep(0.05)
    summary = client.get(f"/api/games/{game}").json()
    assert summary["result"]["winners"] and summary["result"]["reason"]
    final = view(client, game)
    assert final["view"]["result"] == summary["result"]
    assert stored_answers(client, game) == final["n"] > 20


def test_a_human_plays_a_whole_game_against_a_bot(client):
    game, tokens = create(client, "human", "greedy")
    rng = random.Random(3)
    while True:
        v = wait_for(client, game, tokens[0], lambda v: pending_seat(v) in (0, None))
        if v["view"]["pending"] is None:
            break
        r = answer(
            client, game, tokens[0], v["n"], random_answer(as_decision(v["view"]["pending"]), rng)
        )
        assert r.status_code == 200, r.text
        assert r.json()["n"] == v["n"] + 1
    assert v["view"]["result"]["winners"]
    assert stored_answers(client, game) == v["n"]
    assert client.get(f"/api/games/{game}").json()["status"] == "over"
    r = answer(client, game, tokens[0], v["n"], "draw")
    assert r.status_code == 400 and "over" in r.json()["error"]


# -- bad requests --------------------------------------------------------------------------


def test_tokens(client):
    game, tokens = create(client, "human", "human")
    other, other_tokens = create(client, "human", "human")
    n = view(client, game, tokens[0])["n"]
    option = view(client, game, tokens[0])["view"]["pending"]["options"][0]
    for headers in ({}, auth("forged"), auth(other_tokens[0]), {"Authorization": tokens[0]}):
        r = client.post(
            f"/api/games/{game}/answer", headers=headers, json={"n": n, "answer": option}
        )
        assert r.status_code == 401 and r.json()["error"], headers
    for token in ("forged", other_tokens[1]):
        assert client.get(f"/api/games/{game}/view", headers=auth(token)).status_code == 401
    assert client.post(f"/api/games/{game}/undo", json={"n": 0}).status_code == 401
    assert client.post(f"/api/games/{game}/look", json={"n": 0}).status_code == 401
    assert stored_answers(client, game) == 0 and view(client, game)["n"] == 0
    assert view(client, other, other_tokens[1])["seat"] == 1


def test_illegal_out_of_turn_and_stale_moves(client):
    game, tokens = create(client, "human", "human")
    before = view(client, game, tokens[0])
    me = pending_seat(before)
    other = 1 - me
    # An illegal answer: the engine's message, nothing changed.
    r = answer(client, game, tokens[me], 0, "Not A Card")
    assert r.status_code == 400 and "illegal answer" in r.json()["error"]
    assert view(client, game, tokens[0]) == before and stored_answers(client, game) == 0
    # Out of turn.
    option = view(client, game, tokens[me])["view"]["pending"]["options"][0]
    r = answer(client, game, tokens[other], 0, option)
    assert r.status_code == 403 and "P" in r.json()["error"]
    # A good answer, then the same message again: stale.
    assert answer(client, game, tokens[me], 0, option).json() == {"n": 1}
    r = answer(client, game, tokens[me], 0, option)
    assert r.status_code == 409 and "n=1" in r.json()["error"]
    assert stored_answers(client, game) == 1
    r = answer(client, game, tokens[me], 7, option)
    assert r.status_code == 409


def test_malformed_requests(client):
    game, tokens = create(client, "human", "human")
    url = f"/api/games/{game}/answer"
    headers = auth(tokens[0]) | {"content-type": "application/json"}
    for body, status in [
        (b"{not json", 400),
        (b"[1, 2]", 400),
        (b'"draw"', 400),
        (b'{"answer": "draw"}', 400),  # no n
        (b'{"n": "0", "answer": "draw"}', 400),
        (b"[" * 100_000, 413),
        (json.dumps({"n": 0, "answer": "x" * 70_000}).encode(), 413),
    ]:
        r = client.post(url, content=body, headers=headers)
        assert r.status_code == status and r.json()["error"], body[:20]
    r = client.post("/api/games", content=b"nope", headers={"content-type": "application/json"})
    assert r.status_code == 400
    assert client.get("/api/games/unknown").status_code == 404
    assert client.get("/api/games/unknown/view").status_code == 404
    r = client.post(
        "/api/games/unknown/answer", headers=auth(tokens[0]), json={"n": 0, "answer": 1}
    )
    assert r.status_code == 404 and "unknown" in r.json()["error"]
    # (digits of other scripts and superscripts are not whole numbers: "²".isdigit())
    for query in ("view?log_since=-1", "view?log_since=²", "replay?at=١"):
        r = client.get(f"/api/games/{game}/{query}")
        assert r.status_code == 400 and "whole number" in r.json()["error"], query
        assert r.headers["x-content-type-options"] == "nosniff"
    assert stored_answers(client, game) == 0


# -- undo and look -------------------------------------------------------------------------------


def test_undo_rules_and_look(client):
    game, tokens = create(client, "human", "human")
    first = pending_seat(view(client, game, tokens[0]))
    second = 1 - first
    option = view(client, game, tokens[first])["view"]["pending"]["options"][0]
    assert answer(client, game, tokens[first], 0, option).status_code == 200
    # Only the player who answered may take it back.
    r = client.post(f"/api/games/{game}/undo", headers=auth(tokens[second]), json={"n": 1})
    assert r.status_code == 400 and "not yours" in r.json()["error"]
    assert view(client, game, tokens[first])["can_undo"] is True
    r = client.post(f"/api/games/{game}/undo", headers=auth(tokens[first]), json={"n": 1})
    assert r.json() == {"n": 0} and stored_answers(client, game) == 0
    # Answer again; once the other player answered, no undo.
    assert answer(client, game, tokens[first], 0, option).status_code == 200
    option = view(client, game, tokens[second])["view"]["pending"]["options"][0]
    assert answer(client, game, tokens[second], 1, option).status_code == 200
    r = client.post(f"/api/games/{game}/undo", headers=auth(tokens[first]), json={"n": 2})
    assert r.status_code == 400 and "cannot undo" in r.json()["error"]
    # The first player's draw arrives face down: undoable until they look.
    v = view(client, game, tokens[0])
    mover = pending_seat(v)
    assert answer(client, game, tokens[mover], 2, "draw").json() == {"n": 3}
    v = view(client, game, tokens[mover])
    assert v["can_undo"] and len(v["view"]["players"][mover]["face_down"]) == 1
    r = client.post(f"/api/games/{game}/look", headers=auth(tokens[mover]), json={"n": 2})
    assert r.status_code == 409
    r = client.post(f"/api/games/{game}/look", headers=auth(tokens[mover]), json={"n": 3})
    seen = r.json()["seen"]
    assert r.json()["n"] == 4 and len(seen) == 1 and stored_answers(client, game) == 4
    v = view(client, game, tokens[mover])
    assert v["can_undo"] is False and "looked" in v["undo_refusal"]
    assert seen[0] in v["view"]["players"][mover]["hand"]
    r = client.post(f"/api/games/{game}/undo", headers=auth(tokens[mover]), json={"n": 4})
    assert r.status_code == 400 and stored_answers(client, game) == 4


def test_human_seats_confirm_the_end_of_their_turns(client):
    options = client.get("/api/options").json()["options"]
    assert "confirm_turn_end" not in options  # chosen per seat
    game, tokens = create(client, "human", "greedy")
    rng = random.Random(4)

    def play_until_end_of_turn() -> dict:
        """Answer for P0 (drawing for actions: undoable) until their turn is to be confirmed."""
        while True:
            v = wait_for(client, game, tokens[0], lambda v: pending_seat(v) == 0)
            pending = v["view"]["pending"]
            if pending["options"] == ["end turn"]:
                return v
            value = "draw" if pending["kind"] == "action" else None
            value = value or random_answer(as_decision(pending), rng)
            assert answer(client, game, tokens[0], v["n"], value).status_code == 200

    v = play_until_end_of_turn()
    assert v["view"]["options"]["confirm_turn_end"] == ["P0"]  # the human seat only
    assert v["view"]["pending"]["kind"] == "choose_option"
    assert v["view"]["pending"]["prompt"].startswith("your turn is over")
    assert v["can_undo"] is True
    time.sleep(0.2)
    assert view(client, game, tokens[0])["n"] == v["n"]  # the bot waits
    # The last draw taken back: P0 is at their action again, the card back in the pile.
    r = client.post(f"/api/games/{game}/undo", headers=auth(tokens[0]), json={"n": v["n"]})
    assert r.status_code == 200
    back = view(client, game, tokens[0])
    assert back["view"]["pending"]["kind"] == "action" and back["view"]["turn"]["player"] == "P0"
    assert len(back["view"]["players"][0]["hand"]) + len(
        back["view"]["players"][0].get("face_down", [])
    ) < len(v["view"]["players"][0]["hand"]) + len(v["view"]["players"][0].get("face_down", []))
    v = play_until_end_of_turn()
    assert answer(client, game, tokens[0], v["n"], "end turn").status_code == 200
    after = wait_for(client, game, tokens[0], lambda w: pending_seat(w) in (0, None))
    assert after["n"] > v["n"] + 1  # the bot played its turn

    # Per seat: off for a human who does not want it; never for a bot; not a game option.
    seats = [{"name": "A", "kind": "human", "confirm_turn_end": False}, {"name": "B"}]
    r = client.post("/api/games", json={"seats": seats})
    assert r.status_code == 201
    public = view(client, r.json()["game"])["view"]
    assert public["options"]["confirm_turn_end"] == ["B"]
    for body in (
        {"seats": [{"name": "A"}, {"name": "B", "kind": "greedy", "confirm_turn_end": True}]},
        {"seats": [{"name": "A", "confirm_turn_end": "yes"}, {"name": "B"}]},
        {"seats": [{"name": "A"}, {"name": "B"}], "options": {"confirm_turn_end": True}},
    ):
        r = client.post("/api/games", json=body)
        assert r.status_code == 400 and "confirm_turn_end" in r.json()["error"], body


# -- persistence ------------------------------------------------------------------------------


def test_restart_from_the_database(database, caplog):
    rng = random.Random(8)
    with TestClient(create_app(database, FAST)) as c:
        game, tokens = create(c, "human", "random")
        # Past a checkpoint (every 50 entries), so that loading uses one.
        while (v := wait_for(c, game, tokens[0], lambda v: pending_seat(v) in (0, None)))["n"] < 70:
            assert v["view"]["pending"] is not None, "the game ended too soon for this test"
            r = answer(
                c, game, tokens[0], v["n"], random_answer(as_decision(v["view"]["pending"]), rng)
            )
            assert r.status_code == 200
        before = view(c, game, tokens[0])
    with TestClient(create_app(database, FAST)) as c:
        after = view(c, game, tokens[0])
        assert after == before
        assert "checkpoint" not in caplog.text  # the checkpoint at n=50 was used and agreed
        with c.app.state.engine.connect() as conn:
            ns = conn.execute(select(CheckpointRow.n).where(CheckpointRow.game_id == game))
            # (a bot's look and answer are stored together: the checkpoint may be at 51)
            assert list(ns.scalars()) in ([50], [51])
        pending = as_decision(after["view"]["pending"])
        r = answer(c, game, tokens[0], after["n"], random_answer(pending, rng))
        assert r.status_code == 200 and r.json()["n"] == after["n"] + 1
        assert stored_answers(c, game) >= after["n"] + 1


def test_two_processes_on_one_database(database):
    with TestClient(create_app(database, FAST)) as a, TestClient(create_app(database, FAST)) as b:
        game, tokens = create(a, "human", "human")
        first = pending_seat(view(b, game, tokens[0]))  # b loads the game now
        with b.websocket_connect(f"/ws/games/{game}") as ws:
            ws.send_json({"spectate": True})
            assert ws.receive_json()["n"] == 0
            option = view(a, game, tokens[first])["view"]["pending"]["options"][0]
            assert answer(a, game, tokens[first], 0, option).status_code == 200
            pushed = ws.receive_json()  # b noticed a's move (its poll)
            assert pushed["type"] == "view" and pushed["n"] == 1
        assert view(b, game, tokens[first])["n"] == 1
        r = answer(b, game, tokens[first], 0, option)
        assert r.status_code == 409


# -- what each one sees -------------------------------------------------------------------------


def test_a_spectator_sees_no_hidden_card(client):
    game, tokens = create(client, "human", "human")
    hands = [view(client, game, t)["view"]["players"][i]["hand"] for i, t in enumerate(tokens)]
    assert all(len(h) == 2 for h in hands)
    public = view(client, game)
    assert not names_in(public["view"]) & {c for h in hands for c in h}
    with client.websocket_connect(f"/ws/games/{game}") as ws:
        ws.send_json({"spectate": True})
        message = ws.receive_json()
        assert message["seat"] is None and message["can_undo"] is None
        assert not names_in(message["view"]) & {c for h in hands for c in h}
        ws.send_json({"type": "answer", "n": 0, "answer": hands[0][0]})
        assert ws.receive_json()["status"] == 401
    mine = view(client, game, tokens[0])["view"]
    assert not names_in(mine) & set(hands[1])  # nor the other player


def test_no_card_tracking(client):
    assert "no_tracking" in client.get("/api/options").json()["options"]
    tracked, tracked_tokens = create(client, "human", "human")
    untracked, tokens = create(client, "human", "human", options={"no_tracking": True})
    assert "could_be" in view(client, tracked, tracked_tokens[0])["view"]
    for seat, token in enumerate(tokens):
        mine = view(client, untracked, token)["view"]
        assert mine["options"]["no_tracking"] is True and "could_be" not in mine
        assert answer(client, untracked, token, seat, mine["players"][seat]["hand"][0]).json()
    # Both first melds are public now; still no names of the cards behind the backs.
    mine = view(client, untracked, tokens[0])["view"]
    assert "could_be" not in mine and "could_be" not in json.dumps(mine)


def test_replays(client):
    # A finished game: every step from the start to the end, every card face up at the end.
    game, _ = create(client, "greedy", "random")
    deadline = time.monotonic() + 30
    while client.get(f"/api/games/{game}").json()["status"] != "over":
        assert time.monotonic() < deadline
        time.sleep(0.05)
    final = view(client, game)
    end = client.get(f"/api/games/{game}/replay").json()
    assert end["n"] == end["length"] == final["n"] > 20  # (past several checkpoints)
    assert end["view"] == final["view"] and end["view"]["result"]["winners"]
    for player in end["view"]["players"]:
        assert all(isinstance(c, str) for c in player["hand"] + player["score_pile"])
    start = client.get(f"/api/games/{game}/replay?at=0").json()
    assert (start["n"], start["length"]) == (0, final["n"])
    assert start["view"]["result"] is None and start["view"]["phase"] == "setup"
    steps = [client.get(f"/api/games/{game}/replay?at={k}").json() for k in (1, 52, 53)]
    assert [s["n"] for s in steps] == [1, 52, 53]
    assert len(steps[0]["view"]["log"]) <= len(steps[1]["view"]["log"])
    assert not names_in(steps[1]["view"]) - names_in(end["view"])
    for at in ("-1", "x", "1.5", str(final["n"] + 1), "9" * 12):
        r = client.get(f"/api/games/{game}/replay?at={at}")
        assert r.status_code == 400 and "at" in r.json()["error"], at
    r = client.get("/api/games/unknown/replay")
    assert r.status_code == 404 and "unknown" in r.json()["error"]

    # A running game: up to now, what a spectator sees (no hidden card), and no further.
    game, tokens = create(client, "human", "human")
    for k in range(2):
        v = view(client, game, tokens[k])
        assert answer(client, game, tokens[k], k, v["view"]["players"][k]["hand"][0]).json()
    now = client.get(f"/api/games/{game}/replay").json()
    public = view(client, game)
    assert now == {"n": 2, "length": 2, "view": public["view"]}
    first = client.get(f"/api/games/{game}/replay?at=1").json()
    hands = [view(client, game, t)["view"]["players"][i]["hand"] for i, t in enumerate(tokens)]
    assert not names_in(first["view"]) & {c for h in hands for c in h}
    assert first["view"]["players"][0].get("first_meld") is None
    assert client.get(f"/api/games/{game}/replay?at=3").status_code == 400
    assert client.get(f"/replay/{game}").headers["content-type"].startswith("text/html")


def test_websocket_pushes_and_errors(client):
    game, tokens = create(client, "human", "human")
    with (
        client.websocket_connect(f"/ws/games/{game}") as ws0,
        client.websocket_connect(f"/ws/games/{game}") as ws1,
    ):
        ws0.send_json({"token": tokens[0]})
        ws1.send_json({"token": tokens[1]})
        m0, m1 = ws0.receive_json(), ws1.receive_json()
        assert (m0["seat"], m1["seat"]) == (0, 1) and m0["n"] == 0
        assert len(m0["view"]["log"]) == m0["view"]["log_length"]
        first = pending_seat(m0)
        sockets, opening = (ws0, ws1), (m0, m1)
        option = opening[first]["view"]["pending"]["options"][0]
        # The wrong seat's move on its socket: an error on that socket only.
        sockets[1 - first].send_json({"type": "answer", "n": 0, "answer": option})
        err = sockets[1 - first].receive_json()
        assert err["type"] == "error" and err["status"] == 403
        sockets[1 - first].send_text("{oops")
        assert sockets[1 - first].receive_json()["status"] == 400
        # A move over the socket: both sockets get their new view, with only the new log.
        sockets[first].send_json({"type": "answer", "n": 0, "answer": option})
        for ws, old in zip(sockets, opening, strict=True):
            new = ws.receive_json()
            assert new["type"] == "view" and new["n"] == 1
            assert len(new["view"]["log"]) == new["view"]["log_length"] - old["view"]["log_length"]
        # Over HTTP too.
        option = view(client, game, tokens[1 - first])["view"]["pending"]["options"][0]
        assert answer(client, game, tokens[1 - first], 1, option).status_code == 200
        assert ws0.receive_json()["n"] == 2 and ws1.receive_json()["n"] == 2
        ws0.send_text("x" * 70_000)
        assert ws0.receive_json()["status"] == 413
    assert stored_answers(client, game) == 2


def test_websocket_refuses_bad_first_messages(client):
    game, tokens = create(client, "human", "human")
    other, other_tokens = create(client, "human", "human")
    for first in ({"token": "forged"}, {"token": other_tokens[0]}, {}):
        with client.websocket_connect(f"/ws/games/{game}") as ws:
            ws.send_json(first)
            message = ws.receive_json()
            assert message["type"] == "error" and message["status"] == 401
    with client.websocket_connect("/ws/games/unknown") as ws:
        ws.send_json({"spectate": True})
        assert ws.receive_json()["status"] == 404


def test_serve_command_defaults(tmp_path, monkeypatch):
    from inno.cli.main import build_parser
    from inno.cli.serve import database_url, serve_command, settings

    monkeypatch.setenv("INNO_HOME", str(tmp_path))
    args = build_parser().parse_args(["serve"])
    assert (args.host, args.port) == ("127.0.0.1", 8000)
    assert database_url(args) == f"sqlite:///{tmp_path / 'inno.db'}"
    args = build_parser().parse_args(["serve", "--database", "postgresql+psycopg://u@h/db"])
    assert database_url(args) == "postgresql+psycopg://u@h/db"
    assert settings(args) == Settings()  # the defaults of a public server
    args = build_parser().parse_args(
        ["serve", "--allow-origin", "https://a.example", "--allow-origin", "https://b.example"]
        + ["--max-bot-games", "2", "--max-mcts", "3", "--cache", "10", "--bot-workers", "0"]
    )
    assert settings(args) == Settings(
        allowed_origins=("https://a.example", "https://b.example"),
        max_bot_games=2,
        max_mcts_seats=3,
        cache_size=10,
        bot_workers=0,
    )
    args = build_parser().parse_args(["serve", "--cache", "0"])
    assert serve_command(args) == 2  # refused before starting
