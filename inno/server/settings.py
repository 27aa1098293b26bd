"""What an operator may tune in ``inno serve``: limits, origins, the cache (docs/web-api.md).

Every field has the default a public server for strangers should run with;
``inno serve --help`` names the options that set them.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

# A game counts as active (for the mcts limit) if it moved in the last ten minutes:
# an abandoned game's bots do not search.
ACTIVE_SECONDS = 600


@dataclass(frozen=True)
class Settings:
    # Origins (scheme://host[:port]) whose pages may create games, move and open
    # sockets, besides the server's own origin ("*": any; not for a public server).
    allowed_origins: tuple[str, ...] = ()
    # Games with no human seat still playing on this database (all processes): past it, 429.
    max_bot_games: int = 4
    # mcts seats in games still playing that moved in the last ACTIVE_SECONDS: past it, 429.
    max_mcts_seats: int = 8
    # Games kept loaded in this process (least recently used unloaded first; games
    # watched by a socket or whose bots are playing stay loaded).
    cache_size: int = 500
    # Worker processes the bots think in (0: one thread of this process, for tests).
    bot_workers: int = max(1, (os.cpu_count() or 1) - 1)
    # Seconds an mcts bot thinks per decision.
    mcts_seconds: float = 1.0
    # Seconds between two moves of a game without a human (so that nobody can make
    # the server play games as fast as it can).
    bot_pause: float = 0.1
    # Messages waiting to be sent to one socket: past it, the socket is closed (a slow reader).
    send_queue: int = 64
    # Seconds a new socket has to send its first message ({"token"} or {"spectate"}).
    first_message_seconds: float = 10.0
    # A bot lease (one process plays a game's bots) lasts this long unless renewed.
    lease_seconds: float = 10.0
    # How often a process looks for moves stored by other processes (games with sockets).
    poll_seconds: float = 0.5
    # How often a process looks for games waiting for a bot that nobody plays (a restart).
    scan_seconds: float = 2.0

    def __post_init__(self) -> None:
        for name in ("max_bot_games", "max_mcts_seats", "bot_workers"):
            if getattr(self, name) < 0:
                raise ValueError(f"{name} must be 0 or more")
        if self.cache_size < 1 or self.send_queue < 1:
            raise ValueError("cache_size and send_queue must be 1 or more")
