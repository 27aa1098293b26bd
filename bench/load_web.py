"""Load test of the web server: N concurrent games played through the WebSocket API.

Starts ``inno serve`` on a free loopback port (SQLite in a temporary folder, or
``--database URL``; or uses a running server with ``--url``), creates ``--games``
2-player games with two human seats, and plays every seat from this process as a
client would: one WebSocket per seat, a random legal answer whenever the pushed
view says it is that seat's decision.  Prints moves per second and the move
latency (from sending an answer to receiving the view that follows it) at p50,
p90, p99 and the maximum.  Not run in CI.

    python bench/load_web.py --games 200 --moves 80
    python bench/load_web.py --games 400 --servers 2 --database postgresql+psycopg://...

The target (issue 10): 200 concurrent games with p99 under 100 ms on 2 cores
with SQLite.  ``--moves`` stops each game after that many answers, so that every
game is under way at once (a whole game is ~100 to 200 decisions).  Each seat
thinks ``--think`` seconds on average before answering (1 s, the search bot's
budget; a human takes longer): with ``--think 0`` every game always has a move
in flight, which measures the server's saturated throughput instead.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time

import httpx
import websockets

from inno.agents.random import random_answer


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def play_seat(
    ws_url: str, token: str, moves: int, think: float, rng: random.Random, latencies: list[float]
) -> int:
    """Play one seat over its WebSocket: returns how many answers it gave."""
    given = 0
    async with websockets.connect(ws_url, max_size=2**24) as ws:
        await ws.send(json.dumps({"token": token}))
        sent_at = None
        async for text in ws:
            message = json.loads(text)
            if message.get("type") == "error":
                if message.get("status") == 409:  # the game moved on: wait for its view
                    sent_at = None
                    continue
                raise RuntimeError(f"server error: {message}")
            if message.get("type") != "view":
                continue
            if sent_at is not None:
                latencies.append(time.perf_counter() - sent_at)
                sent_at = None
            view = message["view"]
            if view.get("result") or message["n"] >= moves:
                return given  # (both seats of a game stop at the same point)
            pending = view.get("pending")
            if not pending or pending.get("player") != view.get("viewer"):
                continue
            if "options" not in pending:
                continue
            answer = random_answer(pending, rng)
            if think:
                await asyncio.sleep(rng.expovariate(1 / think))
            sent_at = time.perf_counter()
            await ws.send(json.dumps({"type": "answer", "n": message["n"], "answer": answer}))
            given += 1
    return given


async def run(bases: list[str], games: int, moves: int, think: float, seed: int) -> None:
    """Create the games on the first server; game ``i`` is played on server ``i`` mod K."""
    rng = random.Random(seed)
    async with httpx.AsyncClient(base_url=bases[0], timeout=60) as http:
        created = []
        for _ in range(games):
            r = await http.post(
                "/api/games",
                json={
                    "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}],
                    "options": {"face_down_draws": False},
                },
            )
            r.raise_for_status()
            created.append(r.json())
    ws_bases = [base.replace("http://", "ws://") for base in bases]
    latencies: list[float] = []
    start = time.perf_counter()
    tasks = [
        play_seat(
            f"{ws_bases[i % len(bases)]}/ws/games/{g['game']}",
            seat["token"],
            moves,
            think,
            random.Random(rng.getrandbits(32)),
            latencies,
        )
        for i, g in enumerate(created)
        for seat in g["seats"]
    ]
    answers = sum(await asyncio.gather(*tasks))
    elapsed = time.perf_counter() - start
    latencies.sort()

    def pct(p: float) -> float:
        return 1000 * latencies[min(len(latencies) - 1, int(p * len(latencies)))]

    print(
        f"{games} concurrent games on {len(bases)} app process(es), {answers} moves in "
        f"{elapsed:.1f} s: {answers / elapsed:.0f} moves/s"
    )
    if latencies:
        print(
            f"move latency: p50 {pct(0.5):.1f} ms, p90 {pct(0.9):.1f} ms, p99 {pct(0.99):.1f} ms, "
            f"max {1000 * latencies[-1]:.1f} ms, mean {1000 * statistics.mean(latencies):.1f} ms"
        )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--moves", type=int, default=80, help="answers per game (then it stops)")
    parser.add_argument(
        "--database", help="the server's database URL (default: SQLite in a tmp dir)"
    )
    parser.add_argument(
        "--url", nargs="*", help="servers already running, one database (default: start them)"
    )
    parser.add_argument(
        "--servers", type=int, default=1, help="app processes to start on --database (default 1)"
    )
    parser.add_argument(
        "--think",
        type=float,
        default=1.0,
        help="mean seconds a seat thinks before each answer (exponential; 0: answer at once, "
        "which measures the server's saturated throughput)",
    )
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    servers: list[subprocess.Popen] = []
    bases = args.url
    if not bases:
        tmp = tempfile.mkdtemp(prefix="inno-load-")
        database = args.database or f"sqlite:///{tmp}/inno.db"
        if args.servers > 1 and database.startswith("sqlite"):
            raise SystemExit("several app processes need a shared server database: --database")
        bases = []
        for _ in range(args.servers):
            port = free_port()
            command = [sys.executable, "-m", "inno.cli.main", "serve", "--port", str(port)]
            servers.append(
                subprocess.Popen(
                    [*command, "--database", database], env={**os.environ, "INNO_HOME": tmp}
                )
            )
            bases.append(f"http://127.0.0.1:{port}")
            wait_for(bases[-1], servers[-1])
    try:
        asyncio.run(
            run([b.rstrip("/") for b in bases], args.games, args.moves, args.think, args.seed)
        )
    finally:
        for server in servers:
            server.terminate()
            server.wait(10)


def wait_for(base: str, server: subprocess.Popen) -> None:
    for _ in range(200):
        try:
            httpx.get(f"{base}/api/games", timeout=1).raise_for_status()
            return
        except httpx.HTTPError:
            time.sleep(0.1)
    server.kill()
    raise SystemExit("the server did not start")


if __name__ == "__main__":
    main()
