"""No message the server sends to a seat names a card that seat may not know.

Games of several set combinations are played through the real server (uvicorn)
by WebSocket clients, one per human seat, answering at random and looking at
their face-down draws now and then, with server bots in some seats and a
spectator watching.  Every message each socket receives is kept.  Afterwards
the game is replayed from its stored seed and history, and at each history
length we know which cards each seat may name:

* the cards the log showed it (events it saw: its own draws once looked at,
  what was revealed, melded, scored from view, ...; for a spectator, public
  events only);
* the cards of its own hand (once looked at), score pile, forecast, display,
  board and achievements (by name only if the engine names them) ;
* every top card on every board, and the public names: special achievements,
  decrees, relics, and a name said aloud (Alex Trebek's "Who is ...?").

The ``could_be`` lists and the options of a decision that asks to name a card
name cards only as candidates and are not counted.  No
message may carry the seed or the RNG.
"""

from __future__ import annotations

import asyncio
import json
import random
import re

import pytest

websockets = pytest.importorskip("websockets")
httpx = pytest.importorskip("httpx")

from inno.agents.random import random_answer  # noqa: E402
from inno.data.cards import KIND, NAME  # noqa: E402
from inno.engine.game import Game  # noqa: E402
from inno.server import store, tables  # noqa: E402
from inno.server.db import make_engine  # noqa: E402

NAMES = sorted({NAME[c] for c in range(len(NAME))}, key=len, reverse=True)
CARD_NAME = re.compile(r"(?<![\w'])(" + "|".join(re.escape(n) for n in NAMES) + r")(?![\w'])")
PUBLIC_KINDS = ("special_achievement", "decree")
PUBLIC = {NAME[c] for c in range(len(NAME)) if KIND[c] in PUBLIC_KINDS}
SPECTATOR = -1
SAID = re.compile(r'^.*: "Who is (.+)\?"$')  # Alex Trebek's karma: the name is said aloud


def named(message: dict) -> set[str]:
    """The card names a message mentions, but in ``could_be`` and a choice among names.

    Both name cards without saying where they are: the candidates of a back, and
    the options of a ``choose_option`` decision that asks to name a card.
    """
    found: set[str] = set()

    def walk(value) -> None:
        if isinstance(value, dict):
            naming = value.get("kind") == "choose_option"
            for key, v in value.items():
                if key != "could_be" and not (naming and key == "options"):
                    walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
        elif isinstance(value, str):
            found.update(CARD_NAME.findall(value))

    walk(message)
    return found


def strings(value, path: str = "") -> list[str]:
    """Every string in a message, with where it is (for saying where a name was found)."""
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in ([f"{path}/{k}"] + strings(v, f"{path}/{k}"))]
    if isinstance(value, list):
        return [s for i, v in enumerate(value) for s in strings(v, f"{path}/{i}")]
    return [f"{path}: {value}"] if isinstance(value, str) else []


async def play_seat(url: str, first: dict, rng: random.Random, received: list) -> None:
    """Watch (and, with a token, play) one seat until the game ends; keep every message."""
    async with websockets.connect(url, max_size=2**24) as ws:
        await ws.send(json.dumps(first))
        async for text in ws:
            message = json.loads(text)
            received.append(message)
            if message.get("type") != "view":
                continue
            view = message["view"]
            if view["result"] is not None:
                return
            pending = view["pending"]
            if "token" not in first or not pending or "options" not in pending:
                continue
            me = next(p for p in view["players"] if p["name"] == view["viewer"])
            if me.get("face_down") and rng.random() < 0.5:
                move = {"type": "look", "n": message["n"]}
            else:
                move = {"type": "answer", "n": message["n"], "answer": random_answer(pending, rng)}
            await ws.send(json.dumps(move))


def allowed_names(game: Game, seen: list[set[str]], done: list[int]) -> list[set[str]]:
    """For each seat (and the spectator, last): the card names it may know now."""
    position = game.to_position()
    public = set(PUBLIC)
    for p in position["players"]:
        for stack in p["board"].values():
            public.add(stack["cards"][0])
    public.update(position.get("relics", []))
    result = []
    for seat in [*range(len(game.names)), SPECTATOR]:
        # The log as this seat saw it, followed incrementally.
        events = game.events
        for e in events[done[seat] :]:
            if e.card >= 0 and e.visible_to(seat):
                seen[seat].add(NAME[e.card])
            elif e.type == "note" and SAID.match(e.data[0]):
                seen[seat].add(SAID.match(e.data[0]).group(1))  # a name said aloud
        done[seat] = len(events)
        mine = set()
        if game.over:  # the end of the game shows every hand, score pile and board
            for p in position["players"]:
                for zone in ("hand", "score", "forecast", "display"):
                    mine.update(p.get(zone, []))
                for stack in p["board"].values():
                    mine.update(stack["cards"])
        elif seat != SPECTATOR:
            p = position["players"][seat]
            face_down = set(p.get("face_down", []))
            mine.update(c for c in p["hand"] if c not in face_down)
            for zone in ("score", "forecast", "display"):
                mine.update(p.get(zone, []))
            for stack in p["board"].values():
                mine.update(stack["cards"])
        result.append(seen[seat] | mine | public)
    return result


@pytest.mark.parametrize(
    "expansions, kinds, seed",
    [
        ([], ["human", "human"], 1),
        ([], ["human", "greedy", "human"], 2),
        (["echoes", "artifacts"], ["human", "human", "random"], 3),
        (["cities", "figures"], ["human", "human"], 4),
        (["echoes", "cities", "artifacts", "figures"], ["human", "random", "human"], 5),
        # Deals that showed leaks once (a meld action's label, a promotion, another
        # player's prompt naming a hidden card): regression tests.
        (["echoes", "cities", "artifacts", "figures"], ["human", "random", "human"], 11),
        (["echoes", "cities", "artifacts", "figures"], ["human", "random", "human"], 17),
        (["echoes", "cities", "artifacts", "figures"], ["human", "random", "human"], 21),
        (["echoes", "cities", "artifacts", "figures"], ["human", "random", "human"], 30),
    ],
)
def test_no_message_names_a_card_its_seat_may_not_know(
    live_server, monkeypatch, expansions, kinds, seed
):
    # The deal: fixed here so that a failure can be replayed (the server draws it from secrets).
    monkeypatch.setattr(tables.secrets, "randbits", lambda bits: seed)
    seats = [{"name": f"P{i}", "kind": kind} for i, kind in enumerate(kinds)]
    reply = httpx.post(
        f"{live_server.url}/api/games", json={"seats": seats, "expansions": expansions}
    )
    assert reply.status_code == 201, reply.text
    created = reply.json()
    game_id = created["game"]
    ws_url = live_server.url.replace("http://", "ws://") + f"/ws/games/{game_id}"
    rng = random.Random(seed)
    firsts = {s["seat"]: {"token": s["token"]} for s in created["seats"] if "token" in s}
    firsts[SPECTATOR] = {"spectate": True}
    received: dict[int, list] = {seat: [] for seat in firsts}

    async def main() -> None:
        tasks = [
            play_seat(ws_url, first, random.Random(rng.getrandbits(32)), received[seat])
            for seat, first in firsts.items()
        ]
        await asyncio.wait_for(asyncio.gather(*tasks), timeout=120)

    asyncio.run(main())

    stored = store.load(make_engine(live_server.database), game_id)
    assert stored.game.over
    history = stored.game.history
    replay = Game(
        list(stored.game.names), list(stored.game.expansions), stored.seed, stored.game.options
    )
    by_n: dict[int, list[set[str]]] = {}
    seen = [set() for _ in range(len(kinds) + 1)]
    done = [0] * (len(kinds) + 1)
    for n in range(len(history) + 1):
        by_n[n] = allowed_names(replay, seen, done)
        if n < len(history):
            entry = history[n]
            if isinstance(entry, dict) and set(entry) == {"look"}:
                replay.look(entry["look"])
            else:
                replay.answer(entry)
    checked = 0
    for seat, messages in received.items():
        assert messages, f"seat {seat} received nothing"
        for message in messages:
            text = json.dumps(message)
            assert '"seed"' not in text and '"rng"' not in text
            if message.get("type") != "view":
                continue
            leaked = named(message) - by_n[message["n"]][seat]
            assert not leaked, (
                f"seat {seat} was told {sorted(leaked)} at n={message['n']}: "
                f"{[s for s in strings(message) if any(name in s for name in leaked)]}"
            )
            checked += 1
    assert checked >= len(history)  # every change reached every socket
