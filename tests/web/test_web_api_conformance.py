"""A conformance audit of docs/web-api.md, written from the document alone.

Each test checks promises of the document through HTTP and the WebSocket only (and the
JSON Schema the server serves), quoting the sentence it checks.  What tests/web/
test_server.py, test_server_bad_input.py and test_operations.py already check is not
checked again here.  On SQLite only.
"""

from __future__ import annotations

import dataclasses
import json
import re
import subprocess
import sys
import time
import unicodedata
from datetime import datetime

import pytest
from fastapi.testclient import TestClient
from jsonschema import Draft202012Validator
from starlette.testclient import WebSocketDenialResponse
from starlette.websockets import WebSocketDisconnect

from inno.server.app import create_app
from inno.server.settings import Settings

FAST = Settings(bot_workers=0, bot_pause=0, poll_seconds=0.05, scan_seconds=0.2)
JSON = {"content-type": "application/json"}
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
    "frame-ancestors 'none'"
)
TWO = {"seats": [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]}


def settings(**changes) -> Settings:
    return dataclasses.replace(FAST, **changes)


@pytest.fixture
def db(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'inno.db'}"


@pytest.fixture
def client(db):
    with TestClient(create_app(db, FAST)) as c:
        yield c


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def create(c: TestClient, body: dict | None = None, **extra) -> tuple[str, list]:
    r = c.post("/api/games", json={**(body or TWO), **extra})
    assert r.status_code == 201, r.text
    return r.json()["game"], [s.get("token") for s in r.json()["seats"]]


def view(c: TestClient, game: str, token: str | None = None, query: str = "") -> dict:
    r = c.get(f"/api/games/{game}/view{query}", headers=auth(token) if token else {})
    assert r.status_code == 200, r.text
    return r.json()


def post(c: TestClient, game: str, what: str, token: str | None, body, **headers):
    h = (auth(token) if token else {}) | headers
    return c.post(f"/api/games/{game}/{what}", json=body, headers=h)


def refused(r, status: int) -> str:
    """An error as documented: the status, a body that is exactly {"error": sentence}, ASCII."""
    assert r.status_code == status, (r.status_code, r.text)
    body = r.json()
    assert list(body) == ["error"] and isinstance(body["error"], str) and body["error"], body
    assert r.content.isascii(), r.content
    return body["error"]


def pending_seat(c: TestClient, game: str) -> int | None:
    v = view(c, game)["view"]
    if v["pending"] is None:
        return None
    return [p["name"] for p in v["players"]].index(v["pending"]["player"])


def options_of(c: TestClient, game: str, tokens: list, seat: int) -> list:
    return view(c, game, tokens[seat])["view"]["pending"]["options"]


def first_melds(c: TestClient, game: str, tokens: list) -> int:
    """Both humans meld their first card; the n after it."""
    n = view(c, game)["n"]
    for _ in range(2):
        seat = pending_seat(c, game)
        r = post(
            c,
            game,
            "answer",
            tokens[seat],
            {"n": n, "answer": options_of(c, game, tokens, seat)[0]},
        )
        assert r.status_code == 200, r.text
        n = r.json()["n"]
    return n


def snapshot(c: TestClient, game: str, tokens: list) -> list:
    """Everything a client can read of a game."""
    seen = [view(c, game, t) for t in tokens if t] + [view(c, game)]
    seen.append(c.get(f"/api/games/{game}/replay").json())
    seen.append(c.get(f"/api/games/{game}").json())
    return seen


def wait(condition, timeout: float = 20.0, what: str = "the condition"):
    deadline = time.monotonic() + timeout
    while not (found := condition()):
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.02)
    return found


# -- Seats and tokens ------------------------------------------------------------------------


def test_tokens_links_and_the_reply_of_a_new_game(client):
    body = {
        "seats": [
            {"name": "Ann", "kind": "human"},
            {"name": "Bot", "kind": "greedy"},
            {"name": "Cy", "kind": "human"},
        ]
    }
    r = client.post("/api/games", json=body)
    assert r.status_code == 201
    reply = r.json()
    game = reply["game"]
    # "→ 201 {"game": "<id>", "seats": [{"seat": 0, "name": "Ann", "kind": "human",
    # "token": "...", "link": "/play/<id>#<token>"}, ...], "spectate": "/play/<id>"}"
    assert set(reply) == {"game", "seats", "spectate"}
    assert reply["spectate"] == f"/play/{game}"
    assert [s["seat"] for s in reply["seats"]] == [0, 1, 2]
    assert [(s["name"], s["kind"]) for s in reply["seats"]] == [
        ("Ann", "human"),
        ("Bot", "greedy"),
        ("Cy", "human"),
    ]
    # "Every human seat has a secret token (`secrets.token_urlsafe(24)`)": 24 bytes, 32 characters
    # of the URL-safe alphabet.
    # "Invitation link of a seat: `/play/<game>#<token>`"
    for seat in (reply["seats"][0], reply["seats"][2]):
        assert re.fullmatch(r"[A-Za-z0-9_-]{32}", seat["token"]), seat
        assert seat["link"] == f"/play/{game}#{seat['token']}"
    assert reply["seats"][0]["token"] != reply["seats"][2]["token"]
    # "(tokens for human seats only; bots are played by the server)"
    assert reply["seats"][1].get("token") is None
    # "A spectator's link: `/play/<game>`; a replay's: `/replay/<game>`."
    for page in (reply["spectate"], f"/replay/{game}"):
        r = client.get(page)
        assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    # "A token opens only its own seat of its own game."
    assert view(client, game, reply["seats"][2]["token"])["seat"] == 2


# -- HTTP: bodies, errors, statuses ------------------------------------------------------------


def test_every_api_answer_and_error_is_json(client):
    # "All bodies are JSON"
    game, tokens = create(client)
    for path in (
        "/api/options",
        "/api/games",
        f"/api/games/{game}",
        f"/api/games/{game}/view",
        f"/api/games/{game}/replay",
        "/api/cards",
        "/api/schema",
        "/api/games/nothing",
        f"/api/games/{game}/replay?at=x",
    ):
        r = client.get(path)
        assert r.headers["content-type"].startswith("application/json"), path
        json.loads(r.content)


def test_a_body_of_64_kib_is_read_and_one_byte_more_is_413(client):
    # "All bodies are JSON, at most 64 KiB" ... "413 (too large)"
    game, tokens = create(client)
    seat = pending_seat(client, game)
    move = json.dumps({"n": 0, "answer": options_of(client, game, tokens, seat)[0]}).encode()
    url = f"/api/games/{game}/answer"
    r = client.post(
        url, content=move + b" " * (65537 - len(move)), headers=auth(tokens[seat]) | JSON
    )
    refused(r, 413)
    assert view(client, game)["n"] == 0
    r = client.post(
        url, content=move + b" " * (65536 - len(move)), headers=auth(tokens[seat]) | JSON
    )
    assert r.status_code == 200 and r.json() == {"n": 1}
    body = json.dumps(TWO).encode()
    r = client.post("/api/games", content=body + b" " * (65537 - len(body)), headers=JSON)
    refused(r, 413)
    assert len(client.get("/api/games").json()) == 1
    r = client.post("/api/games", content=body + b" " * (65536 - len(body)), headers=JSON)
    assert r.status_code == 201


def test_errors_are_ascii_json_even_when_they_quote_other_scripts(client):
    # "Errors are `{"error": "<a sentence ...>"}` (ASCII JSON)"
    for body in (
        {"seats": [{"name": "Zoë"}, {"name": "ZOË"}]},
        {"seats": [{"name": "Zoë"}, {"name": "Бob"}], "expansions": ["ёchoes"]},
        {"seats": [{"name": "Zoë"}, {"name": "李"}], "options": {"façade": True}},
        {"seats": [{"name": "Zoë"}, {"name": "李", "kind": "机器人"}]},
    ):
        refused(client.post("/api/games", json=body), 400)
    game, tokens = create(client)
    seat = pending_seat(client, game)
    refused(post(client, game, "answer", tokens[seat], {"n": 0, "answer": "Ägriculture"}), 400)
    with client.websocket_connect(f"/ws/games/{game}") as ws:
        ws.send_json({"token": tokens[seat]})
        ws.receive_json()
        ws.send_text(json.dumps({"type": "answer", "n": 0, "answer": "Ägriculture"}))
        err = ws.receive_text()
        assert err.isascii() and json.loads(err)["status"] == 400


def test_an_unknown_game_is_404_on_every_path(client):
    # "404 (unknown game)"
    game, tokens = create(client)
    refused(client.get("/api/games/nosuchgame"), 404)
    refused(client.get("/api/games/nosuchgame/view", headers=auth(tokens[0])), 404)
    refused(client.get("/api/games/nosuchgame/replay?at=0"), 404)
    for what, body in (("answer", {"n": 0, "answer": "x"}), ("undo", {"n": 0}), ("look", {"n": 0})):
        refused(post(client, "nosuchgame", what, tokens[0], body), 404)
    with client.websocket_connect("/ws/games/nosuchgame") as ws:
        ws.send_json({"token": tokens[0]})
        message = ws.receive_json()
        assert message["type"] == "error" and message["status"] == 404 and message["error"]


def test_undo_and_look_without_the_json_content_type_are_415(client):
    # "415 (a POST without `Content-Type: application/json`)"
    game, tokens = create(client)
    seat = pending_seat(client, game)
    before = snapshot(client, game, tokens)
    for what in ("undo", "look"):
        for headers in ({"content-type": "text/plain"}, {}):
            r = client.post(
                f"/api/games/{game}/{what}",
                content=b'{"n": 0}',
                headers=auth(tokens[seat]) | headers,
            )
            refused(r, 415)
    assert snapshot(client, game, tokens) == before


def test_n_must_be_a_whole_number_not_a_boolean(client):
    # "`n` is the length of the game's history": a move naming `true` names no length.
    game, tokens = create(client)
    seat = pending_seat(client, game)
    option = options_of(client, game, tokens, seat)[0]
    assert post(client, game, "answer", tokens[seat], {"n": 0, "answer": option}).json() == {"n": 1}
    before = snapshot(client, game, tokens)
    # (true == 1 in Python: it must not pass for the n the client last saw)
    r = post(client, game, "undo", tokens[seat], {"n": True})
    assert r.status_code in (400, 409), r.text
    refused(r, r.status_code)
    assert snapshot(client, game, tokens) == before


def test_errors_change_nothing_and_are_not_logged(client):
    # "An error changes nothing and is not logged as a move."
    game, tokens = create(client)
    n = first_melds(client, game, tokens)
    seat = pending_seat(client, game)
    other = 1 - seat
    before = snapshot(client, game, tokens)
    errors = [
        (post(client, game, "answer", tokens[seat], {"n": n, "answer": "Not A Card"}), 400),
        (post(client, game, "answer", tokens[other], {"n": n, "answer": "draw"}), 403),
        (post(client, game, "answer", tokens[seat], {"n": n - 1, "answer": "draw"}), 409),
        (post(client, game, "answer", tokens[seat], {"n": n + 1, "answer": "draw"}), 409),
        (post(client, game, "answer", "forged", {"n": n, "answer": "draw"}), 401),
        (post(client, game, "undo", tokens[other], {"n": n}), 400),
        (post(client, game, "undo", tokens[seat], {"n": n - 1}), 409),
        (post(client, game, "look", tokens[seat], {"n": n - 1}), 409),
        (post(client, game, "look", "forged", {"n": n}), 401),
        (
            post(
                client,
                game,
                "answer",
                tokens[seat],
                {"n": n, "answer": "draw"},
                origin="https://x.example",
            ),
            403,
        ),
    ]
    for r, status in errors:
        refused(r, status)
    assert snapshot(client, game, tokens) == before


# -- Origins -------------------------------------------------------------------------------------


def test_the_servers_own_origin_is_the_host_and_port_of_the_host_header(client):
    # "unless the origin is the server's own (its host and port as the `Host` header names them)"
    host = {"host": "play.example:8080"}
    r = client.post("/api/games", json=TWO, headers=host | {"origin": "http://play.example:8080"})
    assert r.status_code == 201, r.text
    for origin in ("http://play.example:9090", "http://play.example", "http://evil.example:8080"):
        refused(client.post("/api/games", json=TWO, headers=host | {"origin": origin}), 403)
    assert len(client.get("/api/games").json()) == 1


def test_undo_and_look_from_another_site_are_refused(client):
    # "A POST, and a WebSocket, that carries an `Origin` header is refused (403 ...)"
    game, tokens = create(client)
    seat = pending_seat(client, game)
    option = options_of(client, game, tokens, seat)[0]
    assert post(client, game, "answer", tokens[seat], {"n": 0, "answer": option}).status_code == 200
    before = snapshot(client, game, tokens)
    evil = {"origin": "https://evil.example"}
    refused(post(client, game, "undo", tokens[seat], {"n": 1}, **evil), 403)
    refused(post(client, game, "look", tokens[seat], {"n": 1}, **evil), 403)
    assert snapshot(client, game, tokens) == before
    # Only a POST and a WebSocket: reading is not refused for an Origin.
    assert client.get(f"/api/games/{game}/view", headers=evil).status_code == 200
    assert client.get("/api/games", headers=evil).status_code == 200


def test_a_socket_from_another_site_is_refused_at_the_handshake_with_403(client):
    # "for a WebSocket, the handshake is refused with 403": the socket is never accepted (a close
    # before the accept, which an ASGI server answers with HTTP 403, or a 403 response itself).
    game, _ = create(client)
    entered = False
    with pytest.raises((WebSocketDenialResponse, WebSocketDisconnect)) as denied:
        with client.websocket_connect(
            f"/ws/games/{game}", headers={"origin": "https://evil.example"}
        ):
            entered = True
    assert not entered
    if isinstance(denied.value, WebSocketDenialResponse):
        assert denied.value.status_code == 403


def test_allow_origin_star_allows_any_origin(db):
    # "`--allow-origin '*'` allows any"
    with TestClient(create_app(db, settings(allowed_origins=("*",)))) as c:
        r = c.post("/api/games", json=TWO, headers={"origin": "https://anywhere.example"})
        assert r.status_code == 201
        game = r.json()["game"]
        with c.websocket_connect(
            f"/ws/games/{game}", headers={"origin": "https://x.example"}
        ) as ws:
            ws.send_json({"spectate": True})
            assert ws.receive_json()["type"] == "view"


def test_no_cors_preflight_is_ever_granted(db):
    # "such a POST cannot even be sent without the browser asking first (CORS preflight),
    # which this server never grants" (not even for an allowed origin)
    with TestClient(create_app(db, settings(allowed_origins=("https://ok.example",)))) as c:
        for origin in ("https://evil.example", "https://ok.example"):
            r = c.options(
                "/api/games",
                headers={
                    "origin": origin,
                    "access-control-request-method": "POST",
                    "access-control-request-headers": "content-type",
                },
            )
            assert not 200 <= r.status_code < 300, r.status_code
            assert not any(h.lower().startswith("access-control-allow") for h in r.headers), (
                r.headers
            )
        assert c.get("/api/games").json() == []


# -- Limits --------------------------------------------------------------------------------------


def bots_only(kind: str = "random") -> dict:
    return {"seats": [{"name": "A", "kind": kind}, {"name": "B", "kind": "random"}]}


def test_at_most_4_games_without_a_human_by_default(db):
    # "games without a human seat still playing: at most 4 (`--max-bot-games N`)"
    # "Games with human seats and random or greedy bots have no limit."
    with TestClient(create_app(db, settings(bot_pause=5))) as c:
        for _ in range(4):
            assert c.post("/api/games", json=bots_only()).status_code == 201
        error = refused(c.post("/api/games", json=bots_only("greedy")), 429)
        assert "4" in error
        human = {"seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "greedy"}]}
        assert c.post("/api/games", json=human).status_code == 201
        assert len(c.get("/api/games").json()) == 5


def test_a_finished_game_of_bots_no_longer_counts(db):
    # "games without a human seat still playing"
    with TestClient(create_app(db, settings(max_bot_games=1))) as c:
        game, _ = create(c, bots_only())
        refused(c.post("/api/games", json=bots_only()), 429)
        wait(lambda: c.get(f"/api/games/{game}").json()["status"] == "over", 30, "the end")
        assert c.post("/api/games", json=bots_only()).status_code == 201


def test_at_most_8_mcts_seats_by_default(db):
    # "mcts seats of games still playing that moved in the last 10 minutes: at most 8"
    with TestClient(create_app(db, FAST)) as c:
        for _ in range(4):  # (the human decides first: no mcts bot thinks)
            seats = [{"name": "H", "kind": "human"}, {"name": "M1", "kind": "mcts"}]
            seats.append({"name": "M2", "kind": "mcts"})
            assert c.post("/api/games", json={"seats": seats}).status_code == 201
        one = {"seats": [{"name": "H", "kind": "human"}, {"name": "M", "kind": "mcts"}]}
        error = refused(c.post("/api/games", json=one), 429)
        assert "8" in error
        assert len(c.get("/api/games").json()) == 4


def test_limits_are_counted_over_every_process_on_the_database(db):
    # "counted over every process on the database"
    slow = settings(max_bot_games=1, bot_pause=5)
    with TestClient(create_app(db, slow)) as a, TestClient(create_app(db, slow)) as b:
        assert a.post("/api/games", json=bots_only()).status_code == 201
        refused(b.post("/api/games", json=bots_only()), 429)


def test_a_game_without_humans_plays_one_move_every_tenth_of_a_second_at_most(db):
    # "A game without humans plays one move every 0.1 s at most." (the default pause)
    paced = dataclasses.replace(Settings(), bot_workers=0, poll_seconds=0.05, scan_seconds=0.2)
    with TestClient(create_app(db, paced)) as c:
        game, _ = create(c, bots_only())
        start = time.monotonic()
        time.sleep(1.0)
        n = view(c, game)["n"]
        elapsed = time.monotonic() - start
        # (a bot's look and the answer after it are one move: at most two entries of n each)
        assert 0 < n <= 2 * (elapsed / 0.1 + 1), n


# -- Names ---------------------------------------------------------------------------------------


def test_names_are_trimmed_and_put_in_nfc(client):
    # "A seat's name is 1 to 40 characters once trimmed (and put in Unicode NFC)"
    body = {"seats": [{"name": "  Zoe\u0308  "}, {"name": "e\u0301" * 40}]}
    r = client.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    names = ["Zo\u00eb", "\u00e9" * 40]
    assert [s["name"] for s in r.json()["seats"]] == names
    game = r.json()["game"]
    assert [s["name"] for s in client.get(f"/api/games/{game}").json()["seats"]] == names
    assert [p["name"] for p in view(client, game)["view"]["players"]] == names
    r = client.post("/api/games", json={"seats": [{"name": "   "}, {"name": "Bob"}]})
    refused(r, 400)


def test_names_of_any_script_are_allowed(client):
    # "letters, marks, digits, spaces, punctuation and symbols of any script"
    for pair in (
        ("Ωμέγα", "李小龍"),
        ("O'Brien-Smith", "Ann ♞ (2)"),
        ("١٢٣", "नमस्ते"),
        ("€$£", "Ḁ̈x"),
    ):
        r = client.post("/api/games", json={"seats": [{"name": pair[0]}, {"name": pair[1]}]})
        assert r.status_code == 201, (pair, r.text)
        assert [s["name"] for s in r.json()["seats"]] == [
            unicodedata.normalize("NFC", p) for p in pair
        ]


@pytest.mark.parametrize(
    "bad",
    [
        "Ann\u2028",  # line separator
        "Ann\u2029",  # paragraph separator
        "Ann\ue000",  # private use
        "Ann\U000f0000",  # private use (plane 15)
        "A\tnn",  # a control character
        "Ann\u0085",  # NEL, a C1 control
        "\ufeffAnn",  # zero width no-break space (a format character)
        "Ann\u200d",  # zero width joiner
        "Ann\u061c",  # Arabic letter mark (a bidirectional control)
        "Ann\u2066",  # left-to-right isolate
    ],
)
def test_names_with_refused_characters(client, bad):
    # "Refused, with 400 saying why: control characters ..., format characters (the
    # bidirectional controls such as U+202E, zero-width ones), lone surrogates, private-use
    # characters, unassigned code points, line and paragraph separators"
    r = client.post("/api/games", json={"seats": [{"name": bad}, {"name": "Bob"}]})
    refused(r, 400)
    assert client.get("/api/games").json() == []


def test_no_card_of_any_set_can_name_a_seat(client):
    # "the name of a card, in any case (it would read as the card in the log)"
    cards = {card["name"] for card in client.get("/api/cards").json()}
    accepted = []
    for name in sorted(cards):
        for variant in (name.swapcase(), f" {name.upper()} "):
            r = client.post("/api/games", json={"seats": [{"name": variant}, {"name": "Bob"}]})
            if r.status_code != 400:
                accepted.append(variant)
    assert accepted == []
    assert client.get("/api/games").json() == []


def test_names_differing_only_by_case_in_any_script(client):
    # "a name that differs from another seat's only by upper and lower case"
    for pair in (("Zoë", "ZOË"), ("Zoe\u0308", "zoë"), ("Ωμέγα", "ΩΜΈΓΑ")):
        r = client.post("/api/games", json={"seats": [{"name": pair[0]}, {"name": pair[1]}]})
        refused(r, 400)
    assert client.get("/api/games").json() == []


# -- Headers -------------------------------------------------------------------------------------


def test_every_response_carries_the_documented_headers_exactly(client):
    # "Every HTTP response carries `Content-Security-Policy: ...`, `X-Content-Type-Options:
    # nosniff`, `X-Frame-Options: DENY` and `Referrer-Policy: no-referrer`."
    game, tokens = create(client)
    seat = pending_seat(client, game)
    responses = [
        client.get("/"),
        client.get(f"/play/{game}"),
        client.get(f"/replay/{game}"),
        client.get("/api/cards"),
        client.get("/api/schema"),
        client.get(f"/api/games/{game}/view", headers=auth(tokens[0])),
        client.post("/api/games", json=TWO),  # 201
        client.post("/api/games", json={"seats": []}),  # 400
        post(client, game, "look", "forged", {"n": 0}),  # 401
        post(client, game, "answer", tokens[1 - seat], {"n": 0, "answer": "x"}),  # 403
        client.get("/api/games/nosuchgame"),  # 404
        client.delete("/api/games"),  # 405
        post(client, game, "undo", tokens[seat], {"n": 5}),  # 409
        client.post("/api/games", content=b" " * 70_000, headers=JSON),  # 413
        client.post("/api/games", content=b"{}", headers={"content-type": "text/plain"}),  # 415
        client.options("/api/games"),
        client.head("/api/options"),
    ]
    for r in responses:
        where = (r.request.method, r.request.url.path, r.status_code)
        assert r.headers.get("content-security-policy") == CSP, where
        assert r.headers.get("x-content-type-options") == "nosniff", where
        assert r.headers.get("x-frame-options") == "DENY", where
        assert r.headers.get("referrer-policy") == "no-referrer", where


# -- GET /api/options and POST /api/games ---------------------------------------------------------


def test_the_options_are_what_a_new_game_may_be(client):
    # `{"expansions": [...], "options": {name: description}, "bots": ["random", "greedy",
    # "mcts"], "max_players": {"<n expansions>": n}}`
    options = client.get("/api/options").json()
    assert set(options) == {"expansions", "options", "bots", "max_players"}
    assert sorted(options["expansions"]) == ["artifacts", "cities", "echoes", "figures"]
    assert options["bots"] == ["random", "greedy", "mcts"]
    assert all(
        isinstance(k, str) and isinstance(v, str) and v for k, v in options["options"].items()
    )
    assert sorted(options["max_players"]) == ["0", "1", "2", "3", "4"]
    assert all(isinstance(v, int) for v in options["max_players"].values())


def test_max_players_for_each_number_of_expansions(client):
    # `"max_players": {"<n expansions>": n}`
    options = client.get("/api/options").json()
    for k, most in options["max_players"].items():
        expansions = options["expansions"][: int(k)]
        seats = [{"name": f"P{i}"} for i in range(most)]
        r = client.post("/api/games", json={"seats": seats, "expansions": expansions})
        assert r.status_code == 201, (k, r.text)
        seats.append({"name": "One Too Many"})
        refused(client.post("/api/games", json={"seats": seats, "expansions": expansions}), 400)


def test_every_game_option_offered_can_be_chosen(client):
    # "`options` are the engine's game options"
    options = client.get("/api/options").json()
    for name in options["options"]:
        seats = [{"name": f"P{i}"} for i in range(4)]
        body = {"seats": seats, "expansions": options["expansions"], "options": {name: True}}
        r = client.post("/api/games", json=body)
        assert r.status_code == 201, (name, r.text)
        assert view(client, r.json()["game"])["view"]["options"][name] is True, name


def test_an_unknown_option_or_a_refused_value_is_400_and_makes_nothing(client):
    # "An unknown option, or a value the engine refuses, is 400 with the engine's reason."
    seats = TWO["seats"]
    refused(client.post("/api/games", json={"seats": seats, "options": {"nonsense": True}}), 400)
    error = refused(
        client.post("/api/games", json={"seats": seats, "options": {"teams": True}}), 400
    )  # teams: 4 players
    assert "4" in error or "team" in error
    assert client.get("/api/games").json() == []


def test_face_down_draws_may_be_turned_off(client):
    # "`face_down_draws` defaults to true on the server (the online convention: a draw can be
    # undone until you look ...)": off, a drawn card is in the hand at once.
    game, tokens = create(client, options={"face_down_draws": False})
    assert view(client, game)["view"]["options"]["face_down_draws"] is False
    n = first_melds(client, game, tokens)
    seat = pending_seat(client, game)
    hand = view(client, game, tokens[seat])["view"]["players"][seat]["hand"]
    assert post(client, game, "answer", tokens[seat], {"n": n, "answer": "draw"}).json() == {
        "n": n + 1
    }
    me = view(client, game, tokens[seat])["view"]["players"][seat]
    assert len(me["hand"]) == len(hand) + 1 and all(isinstance(c, str) for c in me["hand"])
    assert not me.get("face_down")


def test_a_bots_confirm_turn_end_may_be_false(client):
    # "A human seat's `confirm_turn_end` (default true; a bot's may only be false)"
    seats = [
        {"name": "A", "kind": "human"},
        {"name": "B", "kind": "random", "confirm_turn_end": False},
    ]
    r = client.post("/api/games", json={"seats": seats})
    assert r.status_code == 201, r.text
    assert view(client, r.json()["game"])["view"]["options"]["confirm_turn_end"] == ["A"]


# -- GET /api/games and /api/games/<id> -----------------------------------------------------------


SUMMARY = {"game", "created", "expansions", "seats", "status", "turn"}


def test_the_lobby_newest_first_and_summaries(client):
    # `[{"game": id, "created": iso time, "expansions": [...], "seats": [{"name", "kind"}],
    # "status": "playing" or "over", "turn": n}]`, newest first
    made = []
    for expansions in ([], ["echoes"], ["cities", "figures"]):
        body = {"seats": [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "greedy"}]}
        made.append(create(client, body, expansions=expansions)[0])
    lobby = client.get("/api/games").json()
    assert [g["game"] for g in lobby] == made[::-1]
    times = []
    for entry in lobby:
        assert set(entry) == SUMMARY, entry
        assert entry["seats"] == [
            {"name": "Ann", "kind": "human"},
            {"name": "Bot", "kind": "greedy"},
        ]
        assert entry["status"] == "playing" and isinstance(entry["turn"], int)
        times.append(datetime.fromisoformat(entry["created"]))
        # "the same summary for one game"
        assert client.get(f"/api/games/{entry['game']}").json() == entry
    assert times == sorted(times, reverse=True)
    assert [g["expansions"] for g in lobby] == [["cities", "figures"], ["echoes"], []]


def test_the_lobby_holds_the_200_newest(client):
    # "newest first (the 200 newest)"
    made = [create(client)[0] for _ in range(201)]
    lobby = client.get("/api/games").json()
    assert [g["game"] for g in lobby] == made[:0:-1]
    assert client.get(f"/api/games/{made[0]}").json()["game"] == made[0]


def test_a_finished_games_summary(client):
    # "the same summary for one game, plus `"result"` when over"
    game, _ = create(client, bots_only())
    wait(lambda: client.get(f"/api/games/{game}").json()["status"] == "over", 30, "the end")
    summary = client.get(f"/api/games/{game}").json()
    assert set(summary) == SUMMARY | {"result"}
    entry = next(g for g in client.get("/api/games").json() if g["game"] == game)
    assert entry == {k: v for k, v in summary.items() if k != "result"}
    assert summary["result"] == view(client, game)["view"]["result"]
    assert summary["turn"] >= 1


def test_the_summarys_turn_follows_the_game(client):
    # `"turn": n` in the lobby and the summary
    body = {
        "seats": [
            {"name": "Ann", "confirm_turn_end": False},
            {"name": "Bob", "confirm_turn_end": False},
        ]
    }
    game, tokens = create(client, body)
    assert client.get(f"/api/games/{game}").json()["turn"] == 0
    n = first_melds(client, game, tokens)
    for _ in range(3):
        number = view(client, game)["view"]["turn"]["number"]
        assert client.get(f"/api/games/{game}").json()["turn"] == number
        assert client.get("/api/games").json()[0]["turn"] == number
        seat = pending_seat(client, game)
        n = post(client, game, "answer", tokens[seat], {"n": n, "answer": "draw"}).json()["n"]
    assert client.get(f"/api/games/{game}").json()["turn"] >= 2


# -- GET /api/games/<id>/view ------------------------------------------------------------------


def test_the_views_shapes(client):
    # with a token: `{"seat": i, "n": ..., "view": game.view(seat), "can_undo": bool,
    # "undo_refusal": str or null}`; without: `{"seat": null, "n": ..., "view": ...}`
    game, tokens = create(client)
    seat = pending_seat(client, game)
    option = options_of(client, game, tokens, seat)[0]
    assert post(client, game, "answer", tokens[seat], {"n": 0, "answer": option}).status_code == 200
    for i, token in enumerate(tokens):
        v = view(client, game, token)
        assert set(v) == {"seat", "n", "view", "can_undo", "undo_refusal"}
        assert v["seat"] == i and v["n"] == 1 and v["view"]["viewer"] == TWO["seats"][i]["name"]
        assert isinstance(v["can_undo"], bool)
        # (a refusal when it cannot, none when it can)
        assert (v["undo_refusal"] is None) == v["can_undo"], v
        assert v["can_undo"] == (i == seat)
    public = view(client, game)
    assert set(public) == {"seat", "n", "view"} and public["seat"] is None and public["n"] == 1


def test_log_since(client):
    # "`?log_since=K` sends only log entries from index K."
    game, tokens = create(client)
    first_melds(client, game, tokens)
    for token in (tokens[0], None):
        whole = view(client, game, token)["view"]
        assert len(whole["log"]) == whole["log_length"] >= 2
        for k in (0, 1, whole["log_length"], whole["log_length"] + 5):
            part = view(client, game, token, f"?log_since={k}")["view"]
            assert part["log"] == whole["log"][k:], k
            assert part["log_length"] == whole["log_length"]
            assert {a: b for a, b in part.items() if a != "log"} == {
                a: b for a, b in whole.items() if a != "log"
            }


# -- undo and look -----------------------------------------------------------------------------


def test_a_refused_undo_says_the_refusal(client):
    # "otherwise 400, the error `"you cannot undo: <the refusal's reason>"`"
    game, tokens = create(client)
    seat = pending_seat(client, game)
    for token in tokens:
        refusal = view(client, game, token)["undo_refusal"]
        error = refused(post(client, game, "undo", token, {"n": 0}), 400)
        assert error == f"you cannot undo: {refusal}"
    option = options_of(client, game, tokens, seat)[0]
    assert post(client, game, "answer", tokens[seat], {"n": 0, "answer": option}).status_code == 200
    refusal = view(client, game, tokens[1 - seat])["undo_refusal"]
    assert refusal
    error = refused(post(client, game, "undo", tokens[1 - seat], {"n": 1}), 400)
    assert error == f"you cannot undo: {refusal}"


def test_an_undo_answers_the_new_n_and_takes_the_move_out_of_the_history(client):
    # `POST /api/games/<id>/undo` ... `{"n": ...}` → `{"n": new n}`; "An undo deletes the rows it
    # takes back"; the replay is "Rebuilt from the stored history".
    game, tokens = create(client)
    n = first_melds(client, game, tokens)
    seat = pending_seat(client, game)
    before = snapshot(client, game, tokens)
    assert post(client, game, "answer", tokens[seat], {"n": n, "answer": "draw"}).json() == {
        "n": n + 1
    }
    assert client.get(f"/api/games/{game}/replay").json()["length"] == n + 1
    assert post(client, game, "undo", tokens[seat], {"n": n + 1}).json() == {"n": n}
    # "a replayed or duplicated message (a double click, a resent request) is refused with 409"
    refused(post(client, game, "undo", tokens[seat], {"n": n + 1}), 409)
    after = snapshot(client, game, tokens)
    assert after[-2]["length"] == n and after[-2]["n"] == n
    # (the views are the same again, the log included)
    assert [v["view"]["players"] for v in after[:3]] == [v["view"]["players"] for v in before[:3]]
    assert [v["view"]["log"] for v in after[:3]] == [v["view"]["log"] for v in before[:3]]


def test_a_face_down_draw_is_offered_as_meld_face_down(client):
    # rulings.md, the decision protocol's face-down draws: "The Meld action offers a face-down
    # card as "meld face-down 3"."
    seats = [{"name": "Ann", "confirm_turn_end": False}, {"name": "Bob", "confirm_turn_end": False}]
    game, tokens = create(client, {"seats": seats})
    n = first_melds(client, game, tokens)
    first = pending_seat(client, game)
    assert post(client, game, "answer", tokens[first], {"n": n, "answer": "draw"}).json() == {
        "n": n + 1
    }
    second = pending_seat(client, game)
    assert second == 1 - first  # (one action on the first turn)
    n += 1
    assert post(client, game, "answer", tokens[second], {"n": n, "answer": "draw"}).json() == {
        "n": n + 1
    }
    n += 1
    me = view(client, game, tokens[second])
    assert len(me["view"]["players"][second]["face_down"]) == 1
    assert "meld face-down 1" in me["view"]["pending"]["options"]
    r = post(client, game, "answer", tokens[second], {"n": n, "answer": "meld face-down 1"})
    assert r.status_code == 200, r.text
    me = view(client, game, tokens[second])["view"]["players"][second]
    assert not me["face_down"]


def test_a_seat_may_look_when_it_is_not_its_decision(client):
    # `POST /api/games/<id>/look` | token; `{"n": ...}` → `{"n": new n, "seen": [card names]}`:
    # look at the seat's face-down cards (at any time: it answers no decision)
    seats = [{"name": "Ann", "confirm_turn_end": False}, {"name": "Bob", "confirm_turn_end": False}]
    game, tokens = create(client, {"seats": seats})
    n = first_melds(client, game, tokens)
    first = pending_seat(client, game)
    assert post(client, game, "answer", tokens[first], {"n": n, "answer": "draw"}).json() == {
        "n": n + 1
    }
    assert pending_seat(client, game) == 1 - first
    r = post(client, game, "look", tokens[first], {"n": n + 1})
    assert r.status_code == 200 and r.json()["n"] == n + 2 and len(r.json()["seen"]) == 1
    me = view(client, game, tokens[first])
    assert r.json()["seen"][0] in me["view"]["players"][first]["hand"]
    assert not me["view"]["players"][first]["face_down"]


# -- GET /api/games/<id>/replay ------------------------------------------------------------------


def test_the_replays_shape_whole_log_and_looks(client):
    # `{"n": N, "length": M, "view": ...}`, the spectator's view (`game.spectator_view()`, whole
    # log) after the first N entries of the history, of M so far; `?at=N` for N from 0 to M
    game, tokens = create(client)
    n = first_melds(client, game, tokens)
    seat = pending_seat(client, game)
    assert post(client, game, "answer", tokens[seat], {"n": n, "answer": "draw"}).json() == {
        "n": n + 1
    }
    look = post(client, game, "look", tokens[seat], {"n": n + 1}).json()
    assert look["n"] == n + 2 and len(look["seen"]) == 1
    end = client.get(f"/api/games/{game}/replay").json()
    assert set(end) == {"n", "length", "view"} and end["n"] == end["length"] == n + 2
    assert client.get(f"/api/games/{game}/replay?at={n + 2}").json() == end
    assert end["view"] == view(client, game)["view"]
    for at in range(n + 3):
        step = client.get(f"/api/games/{game}/replay?at={at}").json()
        assert (step["n"], step["length"]) == (at, n + 2)
        assert len(step["view"]["log"]) == step["view"]["log_length"]
        assert step["view"]["viewer"] is None
    # a look names no card to a spectator
    located = {k: v for k, v in end["view"].items() if k != "could_be"}  # (only candidates)
    assert look["seen"][0] not in json.dumps(located)


# -- GET /api/cards ------------------------------------------------------------------------------


def test_the_cards_of_every_set(client):
    # "every card of every set: the packaged card data (name, set, age, colour, icons,
    # dogma/echo/karma/inspire texts)"
    cards = client.get("/api/cards").json()
    expansions = client.get("/api/options").json()["expansions"]
    assert {c["set"] for c in cards} == {"base", *expansions}
    for card in cards:
        assert {"name", "set", "age", "icons", "dogma", "echo", "karma", "inspire"} <= set(card)
        assert "color" in card or "colour" in card
    assert any(c["echo"] for c in cards if c["set"] == "echoes")
    assert any(c["karma"] for c in cards if c["set"] == "figures")
    assert any(c["inspire"] for c in cards if c["set"] == "figures")


# -- GET /api/schema -------------------------------------------------------------------------------


def served_schema(c: TestClient) -> dict:
    return c.get("/api/schema").json()


def test_the_schema_is_draft_2020_12_closed_with_the_documented_defs(client):
    # "the JSON Schema (draft 2020-12) ...: its `$defs` describe the view (`View`, ...
    # `PlayerView`, ... `StackView`, ... `Back`, ... `LogEntry`), the decision (`DecisionDict`;
    # ... `PublicDecision`), the position (`Position` ...) and the save (`Save`); every object is
    # closed (`additionalProperties: false`)."
    schema = served_schema(client)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(schema)
    names = ("View", "PlayerView", "StackView", "Back", "LogEntry", "DecisionDict")
    assert set(names + ("PublicDecision", "Position", "Save")) <= set(schema["$defs"])
    open_records = []

    def walk(node, where):
        if isinstance(node, dict):
            if "properties" in node and node.get("additionalProperties") is not False:
                open_records.append(where)
            for key, value in node.items():
                walk(value, f"{where}/{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(value, f"{where}/{i}")

    walk(schema, "#")
    assert open_records == []


def test_inno_schema_prints_the_same(client):
    # "`inno schema` prints the same."
    out = subprocess.run(
        [sys.executable, "-m", "inno.cli.main", "schema"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    if out.returncode != 0 or not out.stdout.strip():
        out = subprocess.run(["inno", "schema"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == served_schema(client)


def validator(schema: dict, name: str) -> Draft202012Validator:
    root = {"$schema": schema["$schema"], "$defs": schema["$defs"], "$ref": f"#/$defs/{name}"}
    return Draft202012Validator(root)


def test_what_the_server_sends_is_valid_under_the_schema_it_serves(client):
    # (An outside validator, with nothing but the served schema: the views of seats, of
    # spectators, of replays and of sockets; a seat's own decision is a `DecisionDict`, another
    # player's a `PublicDecision`.)
    schema = served_schema(client)
    views, decision, public = (
        validator(schema, n) for n in ("View", "DecisionDict", "PublicDecision")
    )
    body = {"seats": [{"name": "Ann"}, {"name": "Bob"}, {"name": "Cy", "kind": "greedy"}]}
    game, tokens = create(client, body, expansions=["echoes", "figures", "cities", "artifacts"])
    for _ in range(12):
        seat = pending_seat(client, game)
        if seat is None or seat == 2:
            time.sleep(0.05)
            continue
        for i in (0, 1):
            v = view(client, game, tokens[i])["view"]
            views.validate(v)
            (decision if i == seat else public).validate(v["pending"])
        views.validate(view(client, game)["view"])
        public.validate(view(client, game)["view"]["pending"])
        v = view(client, game, tokens[seat])
        option = v["view"]["pending"]["options"][0]
        if v["view"]["pending"]["kind"] == "action" and "draw" in v["view"]["pending"]["options"]:
            option = "draw"
        assert (
            post(client, game, "answer", tokens[seat], {"n": v["n"], "answer": option}).status_code
            == 200
        )
    for at in range(client.get(f"/api/games/{game}/replay").json()["length"] + 1):
        views.validate(client.get(f"/api/games/{game}/replay?at={at}").json()["view"])
    with client.websocket_connect(f"/ws/games/{game}") as ws:
        ws.send_json({"token": tokens[0]})
        views.validate(ws.receive_json()["view"])


# -- WebSocket -----------------------------------------------------------------------------------


def test_the_first_message_and_the_view_messages_shape(client):
    # `{"type": "view", "seat": i or null, "n": ..., "view": ..., "can_undo": ...,
    # "undo_refusal": ...}` at once
    game, tokens = create(client)
    for first, seat in (({"token": tokens[1]}, 1), ({"spectate": True}, None)):
        with client.websocket_connect(f"/ws/games/{game}") as ws:
            ws.send_json(first)
            m = ws.receive_json()
            assert set(m) == {"type", "seat", "n", "view", "can_undo", "undo_refusal"}
            assert m["type"] == "view" and m["seat"] == seat and m["n"] == 0
            assert m["view"] == view(client, game, tokens[1] if seat else None)["view"]


def test_a_refused_first_message_gets_an_error_then_the_socket_is_closed(client):
    # "A refused first message gets an error, then the socket is closed."
    game, tokens = create(client)
    for first in ({"token": "forged"}, {"spectate": False}, ["spectate"]):
        with client.websocket_connect(f"/ws/games/{game}") as ws:
            ws.send_json(first)
            m = ws.receive_json()
            assert m["type"] == "error" and isinstance(m["status"], int) and m["error"], first
            with pytest.raises(WebSocketDisconnect):
                ws.receive_json()


def test_the_first_message_must_come_within_the_time_and_then_the_socket_is_closed(db):
    # "within 10 seconds (else an error with status 408, and the socket is closed)"
    with TestClient(create_app(db, settings(first_message_seconds=0.2))) as c:
        game, _ = create(c)
        with c.websocket_connect(f"/ws/games/{game}") as ws:
            m = ws.receive_json()
            assert m["type"] == "error" and m["status"] == 408
            with pytest.raises(WebSocketDisconnect):
                ws.receive_json()


def test_a_bots_moves_are_pushed(client):
    # "at once and after every change of the game (from any client or a bot ...)"
    body = {"seats": [{"name": "Ann"}, {"name": "Bot", "kind": "greedy"}]}
    game, tokens = create(client, body)
    with client.websocket_connect(f"/ws/games/{game}") as ws:
        ws.send_json({"token": tokens[0]})
        m = ws.receive_json()
        ws.send_json({"type": "answer", "n": 0, "answer": m["view"]["pending"]["options"][0]})
        ns = []
        while True:
            m = ws.receive_json()
            assert m["type"] == "view"
            ns.append(m["n"])
            if m["view"]["pending"] and m["view"]["pending"]["player"] == "Ann":
                break
        assert ns[0] == 1 and ns == sorted(set(ns)) and ns[-1] >= 2  # the bot's first meld
        assert m["n"] == view(client, game, tokens[0])["n"]


def rebuild(log: list, message: dict) -> list:
    """The document's rule: "keep the first `log_length - len(log)` entries you have, then
    append `log`"."""
    v = message["view"]
    return log[: v["log_length"] - len(v["log"])] + v["log"]


def test_moves_undo_and_look_on_the_socket_and_the_log_rule(client):
    # "The client may send moves on the socket too: `{"type": "answer", ...}`, `{"type":
    # "undo", "n": ...}`, `{"type": "look", "n": ...}`." "After an undo the log may be shorter
    # than what the socket had: keep the first `log_length - len(log)` entries you have, then
    # append `log`."
    seats = [{"name": "Ann", "confirm_turn_end": False}, {"name": "Bob", "confirm_turn_end": False}]
    game, tokens = create(client, {"seats": seats})
    with (
        client.websocket_connect(f"/ws/games/{game}") as ws0,
        client.websocket_connect(f"/ws/games/{game}") as ws1,
        client.websocket_connect(f"/ws/games/{game}") as watcher,
    ):
        sockets = [ws0, ws1, watcher]
        for ws, first in zip(
            sockets, ({"token": tokens[0]}, {"token": tokens[1]}, {"spectate": True}), strict=True
        ):
            ws.send_json(first)
        logs = [rebuild([], ws.receive_json()) for ws in sockets]

        def send(seat: int, message: dict) -> int:
            sockets[seat].send_json(message)
            n = None
            for i, ws in enumerate(sockets):
                m = ws.receive_json()
                assert m["type"] == "view", m
                logs[i] = rebuild(logs[i], m)
                n = m["n"]
            for i, token in enumerate((tokens[0], tokens[1], None)):
                assert logs[i] == view(client, game, token)["view"]["log"], (i, message)
            return n

        n = 0
        for _ in range(2):
            seat = pending_seat(client, game)
            n = send(
                seat,
                {"type": "answer", "n": n, "answer": options_of(client, game, tokens, seat)[0]},
            )
        seat = pending_seat(client, game)
        length = len(logs[0])
        n = send(seat, {"type": "answer", "n": n, "answer": "draw"})
        assert len(logs[0]) > length
        n = send(seat, {"type": "undo", "n": n})
        assert len(logs[0]) == length
        n = send(seat, {"type": "answer", "n": n, "answer": "draw"})
        n = send(seat, {"type": "look", "n": n})
        me = view(client, game, tokens[seat])
        assert me["n"] == n and not me["view"]["players"][seat]["face_down"]
        assert me["can_undo"] is False


def test_a_stale_or_duplicated_move_on_the_socket_is_409_and_the_socket_stays_open(client):
    # "A refused move or a malformed message gets `{"type": "error", "status": <as HTTP>, ...}`
    # on that socket only; the socket stays open." (409: stale)
    game, tokens = create(client)
    seat = pending_seat(client, game)
    option = options_of(client, game, tokens, seat)[0]
    with client.websocket_connect(f"/ws/games/{game}") as ws:
        ws.send_json({"token": tokens[seat]})
        ws.receive_json()
        ws.send_json({"type": "answer", "n": 0, "answer": option})
        assert ws.receive_json()["n"] == 1
        for message in (
            {"type": "answer", "n": 0, "answer": option},
            {"type": "undo", "n": 0},
            {"type": "look", "n": 3},
        ):
            ws.send_json(message)
            err = ws.receive_json()
            assert err["type"] == "error" and err["status"] == 409 and err["error"], message
            assert set(err) == {"type", "status", "error"}
        ws.send_json({"type": "undo", "n": 1})
        assert ws.receive_json()["n"] == 0
    assert view(client, game)["n"] == 0
