"""The game loop of ``inno play``: bots answer for themselves, humans at the terminal.

Humans see only their own view (``game.view(player)``, invariant 6): the
table, and the log entries since their last decision (what the bots and the
other players did meanwhile).  With several humans at one terminal
(hot-seat), the screen is cleared and the game waits for Enter before each
change of player, so that nobody sees another player's hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from rich.text import Text

from inno.agents import make_agent
from inno.agents.random import random_answer
from inno.cli.display import log_text, render_result, render_view
from inno.cli.prompt import Quit, Terminal, ask
from inno.errors import IllegalAnswer


@dataclass
class Seat:
    name: str
    kind: str  # "human", or a bot: "random", "greedy"
    agent: object = None

    @property
    def human(self) -> bool:
        return self.kind == "human"


@dataclass
class Session:
    game: object
    seats: list[Seat]
    term: Terminal
    seen: dict = field(default_factory=dict)  # log entries each human has seen
    last_human: str | None = None

    def __post_init__(self) -> None:
        self.by_name = {s.name: s for s in self.seats}
        self.humans = [s.name for s in self.seats if s.human]
        self.rng = random.Random(self.game.seed)

    def run(self) -> None:
        """Play until the game is over (Quit propagates if a human leaves)."""
        game = self.game
        while game.pending is not None:
            decision = game.pending
            seat = self.by_name[decision.player]
            if seat.human:
                self.human_turn(seat.name)
            else:
                self.bot_turn(seat, decision)
        self.finish()

    def bot_turn(self, seat: Seat, decision) -> None:
        agent = seat.agent
        needs_view = getattr(agent, "needs_view", True)
        view = self.game.view(seat.name, log_since=None) if needs_view else None
        answer = agent.choose(view, decision)
        try:
            self.game.answer(answer)
        except IllegalAnswer as e:  # a bot bug: say so, and keep the game going
            self.term.print(Text(f"({seat.name} answered illegally: {e})", style="red"))
            self.game.answer(random_answer(decision, self.rng))

    def human_turn(self, name: str) -> None:
        game = self.game
        if len(self.humans) > 1 and self.last_human != name:
            self.pass_to(name)
        first_look = self.last_human != name or name not in self.seen
        self.last_human = name
        view = game.view(name, log_since=self.seen.get(name, 0))
        new = view["log"]
        self.seen[name] = view["log_length"]

        def full_view() -> dict:
            return game.view(name)

        if new or first_look or view["pending"]["kind"] == "action":
            self.term.print(render_view(view, new))
        ask(self.term, view["pending"], view, game.answer, full_view)

    def pass_to(self, name: str) -> None:
        self.term.clear()
        self.term.print(Text(f"Pass the terminal to {name}, then press Enter.", style="bold"))
        if self.term.read("").lower() in ("quit", "exit"):
            raise Quit
        self.term.clear()

    def finish(self) -> None:
        """Show the end of the game to the humans: the last events and the result."""
        name = self.last_human or (self.humans[0] if self.humans else self.seats[0].name)
        view = self.game.view(name, log_since=self.seen.get(name, 0))
        new = view["log"]
        if new:
            self.term.print(log_text(new))
        self.term.print(render_result(view))


def make_seats(names: list[str], kinds: list[str], seed: int) -> list[Seat]:
    """Seats with their bots (each bot seeded from the game's seed and its seat)."""
    seats = []
    for i, (name, kind) in enumerate(zip(names, kinds, strict=True)):
        agent = None if kind == "human" else make_agent(kind, seed * 10 + i)
        seats.append(Seat(name, kind, agent))
    return seats


def play(game, seats: list[Seat], term: Terminal) -> int:
    """Play ``game`` at the terminal; the exit status (0, or 130 after Ctrl-C)."""
    session = Session(game, seats, term)
    try:
        session.run()
    except Quit:
        term.print(f"\nGame abandoned. (It was seed {game.seed}.)")
        return 0
    except KeyboardInterrupt:
        term.print(f"\nInterrupted: game abandoned. (It was seed {game.seed}.)")
        return 130
    term.print(Text(f"Seed {game.seed}.", style="dim"))
    return 0
