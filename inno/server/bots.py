"""The server's bots think here: in worker processes (or one thread), never on the request path.

A bot's decision is asked for with everything needed to rebuild the game (its
origin and history: no live object crosses the process boundary), and each
worker keeps the last games it rebuilt, so that the next decision of a game
only plays the new entries.  The answer comes back to the table, which
applies and stores it only if the game has not moved meanwhile.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import multiprocessing
import os
from collections import OrderedDict
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from inno.agents import make_agent
from inno.engine.game import Game

log = logging.getLogger(__name__)

GAMES_PER_WORKER = 16  # games a worker keeps rebuilt (least recently used dropped)


@dataclass(frozen=True)
class Ask:
    """One bot decision: the game (origin and history), the seat, and the bot."""

    game_id: str
    players: list[str]
    expansions: list[str]
    seed: int
    options: dict
    history: list
    seat: int
    kind: str
    bot_seed: int
    mcts_seconds: float


def bot_seed(seed: int, seat: int, n: int) -> int:
    """A bot's seed for decision ``n``: fixed by the game's seed and its seat, telling nothing."""
    digest = hashlib.sha256(f"inno-bot:{seed}:{seat}:{n}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


_games: OrderedDict[str, Game] = OrderedDict()


def _play(game: Game, entry) -> None:
    if isinstance(entry, dict) and set(entry) == {"look"}:
        game.look(entry["look"])
    else:
        game.answer(entry)


def _game(ask: Ask) -> Game:
    """A copy of ``ask``'s game at its history: from the kept game played forward, or anew."""
    game = _games.pop(ask.game_id, None)
    if game is not None:
        done = len(game.history)
        if done > len(ask.history) or game.history != ask.history[:done]:
            game = None  # an undo, or another process's history: start again
    if game is None:
        game = Game(ask.players, ask.expansions, ask.seed, ask.options)
    for entry in ask.history[len(game.history) :]:
        _play(game, entry)
    copy = game.clone()  # (the kept game stays at the stored history)
    _games[ask.game_id] = game
    while len(_games) > GAMES_PER_WORKER:
        _games.popitem(last=False)
    return copy


def think(ask: Ask) -> Any:
    """The bot's answer to the pending decision of ``ask``'s game (after it looked)."""
    game = _game(ask)
    game.look(ask.seat)  # a bot has no use for face-down cards (or undo)
    options = {"time_limit": ask.mcts_seconds} if ask.kind == "mcts" else {}
    agent = make_agent(ask.kind, ask.bot_seed, **options)
    bind = getattr(agent, "bind", None)
    if bind is not None:
        bind(game, ask.seat)
    decision = game.pending
    assert decision is not None  # (the table asks only when a bot is to decide)
    view = game.view(ask.seat, log_since=None) if getattr(agent, "needs_view", True) else None
    return agent.choose(view, decision)


def _lower_priority() -> None:
    """A worker yields the processor to the server's requests (which wait for no bot)."""
    if hasattr(os, "nice"):
        os.nice(10)


class Thinkers:
    """A bounded pool the bots think in: ``workers`` processes, or one thread if 0."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._executor: Executor | None = None

    def _pool(self) -> Executor:
        if self._executor is None:
            if self.workers == 0:
                self._executor = ThreadPoolExecutor(1, thread_name_prefix="inno-bot")
            else:
                # spawn: the server's threads and event loop are not forked into workers
                context = multiprocessing.get_context("spawn")
                self._executor = ProcessPoolExecutor(
                    self.workers, mp_context=context, initializer=_lower_priority
                )
        return self._executor

    async def think(self, ask: Ask) -> Any:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._pool(), think, ask)
        except BrokenProcessPool:
            log.error("a bot worker died: starting new ones")
            self._executor = None
            raise

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
