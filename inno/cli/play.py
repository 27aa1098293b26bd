"""The game loop of ``inno play``: bots answer for themselves, humans at the terminal.

Humans see only their own view (``game.view(player)``, invariant 6): the
table, and the log entries since their last decision (what the bots and the
other players did meanwhile).  With several humans at one terminal
(hot-seat), the screen and its scrollback are cleared and the game waits for
Enter before each change of player, so that nobody sees another player's hand.

The game is saved after every answer (the autosave, which ``inno play
--resume`` goes on with), so that quitting or a closed terminal loses nothing;
``save FILE`` saves it where the player says.
"""

from __future__ import annotations

import json
import os
import random
from dataclasses import dataclass, field
from pathlib import Path

from rich.text import Text

import inno
from inno.agents import bind_agents, make_agent
from inno.agents.random import random_answer
from inno.cli.display import log_text, render_result, render_view
from inno.cli.prompt import Quit, Terminal, ask
from inno.errors import IllegalAnswer, InnoError

TABLE_FORMAT = "inno-play"
TABLE_VERSION = 1


@dataclass
class Seat:
    name: str
    kind: str  # "human", or a bot: "random", "greedy"
    agent: object = None

    @property
    def human(self) -> bool:
        return self.kind == "human"


def saves_dir() -> Path:
    """Where the autosave and finished games go: $INNO_HOME, else the user's data folder."""
    home = os.environ.get("INNO_HOME")
    if home:
        return Path(home)
    data = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(data) / "inno"


def autosave_path() -> Path:
    return saves_dir() / "autosave.json"


def write_table(path: Path, game, seats: list[Seat]) -> None:
    """Save the game with who sits where (written whole, then renamed: never half a file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {
        "format": TABLE_FORMAT,
        "version": TABLE_VERSION,
        "seats": [{"name": s.name, "kind": s.kind} for s in seats],
        "game": json.loads(game.to_json()),
    }
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    tmp.replace(path)


def read_table(path: Path) -> tuple[object, list[Seat]]:
    """A game saved by :func:`write_table`, with its seats; InnoError if it cannot be read."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise InnoError(f"cannot read {path}: {e.strerror}") from None
    except ValueError as e:
        raise InnoError(f"{path} is not a saved game ({e})") from None
    if not isinstance(data, dict) or data.get("format") != TABLE_FORMAT:
        raise InnoError(f"{path} is not a game saved by inno play")
    if data.get("version") != TABLE_VERSION:
        raise InnoError(f"{path}: unsupported version {data.get('version')!r}")
    game = inno.Game.from_json(data.get("game"))
    seats_data = data.get("seats")
    if (
        not isinstance(seats_data, list)
        or [s.get("name") for s in seats_data if isinstance(s, dict)] != list(game.names)
        or any(s.get("kind") not in ("human", "greedy", "random") for s in seats_data)
    ):
        raise InnoError(f"{path}: the seats do not match the game's players")
    kinds = [s["kind"] for s in seats_data]
    return game, make_seats(list(game.names), kinds, game.seed)


@dataclass
class Session:
    game: object
    seats: list[Seat]
    term: Terminal
    save_to: Path | None = None  # the autosave (None: no autosave)
    seen: dict = field(default_factory=dict)  # log entries each human has seen
    last_human: str | None = None
    numbering: dict = field(default_factory=dict)  # (player, turn) -> {action: number}

    def __post_init__(self) -> None:
        self.by_name = {s.name: s for s in self.seats}
        self.humans = [s.name for s in self.seats if s.human]
        self.rng = random.Random(self.game.seed)
        self.current: str | None = None
        # A bot that searches (mcts) plays on a copy of the game it is bound to.
        bind_agents(self.game, {s.name: s.agent for s in self.seats if s.agent is not None})

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

    def autosave(self) -> None:
        if self.save_to is not None:
            write_table(self.save_to, self.game, self.seats)

    def bot_turn(self, seat: Seat, decision) -> None:
        agent = seat.agent
        if self.game.look(seat.name):  # a bot has no use for face-down cards (or undo)
            decision = self.game.pending
        needs_view = getattr(agent, "needs_view", True)
        view = self.game.view(seat.name, log_since=None) if needs_view else None
        answer = agent.choose(view, decision)
        try:
            self.game.answer(answer)
        except IllegalAnswer as e:  # a bot bug: say so, and keep the game going
            self.term.print(Text(f"({seat.name} answered illegally: {e})", style="red"))
            self.game.answer(random_answer(decision, self.rng))
        self.autosave()

    def human_turn(self, name: str) -> None:
        game = self.game
        if len(self.humans) > 1 and self.last_human != name:
            self.pass_to(name)
        first_look = self.last_human != name or name not in self.seen
        self.last_human = self.current = name
        view = game.view(name, log_since=self.seen.get(name, 0))
        new = view["log"]
        self.seen[name] = view["log_length"]
        if new or first_look or view["pending"]["kind"] == "action":
            self.term.print(render_view(view, new))
        ask(self.term, view["pending"], view, self)

    # -- what a human at the terminal can do (see inno.cli.prompt) ------------------------

    def submit(self, answer) -> None:
        self.game.answer(answer)
        self.autosave()

    def full_view(self) -> dict:
        return self.game.view(self.current)

    def look(self) -> list[str]:
        seen = self.game.look(self.current)
        self.autosave()
        return seen

    def undo(self) -> str | None:
        """Take back the current player's last answer; the reason if that is not allowed."""
        why = self.game.undo_refusal(self.current)
        if why is None:
            self.game.undo(self.current)
            self.seen[self.current] = min(self.seen.get(self.current, 0), len(self.game.events))
            self.autosave()
        return why

    def save(self, path: str) -> str:
        try:
            write_table(Path(path), self.game, self.seats)
        except OSError as e:
            return f"Cannot save to {path}: {e.strerror}."
        return f"Saved in {path} (inno play --load {path} goes on with it)."

    def numbers(self, pending: dict) -> list[int] | None:
        """Menu numbers that stay the same for an action through a player's whole turn."""
        if pending["kind"] != "action":
            return None
        mapping = self.numbering.setdefault((pending["player"], self.game.state.turn), {})
        for option in pending["options"]:
            if option not in mapping:
                mapping[option] = max(mapping.values(), default=0) + 1
        return [mapping[o] for o in pending["options"]]

    def pass_to(self, name: str) -> None:
        self.term.clear()
        self.term.print(Text(f"Pass the terminal to {name}, then press Enter.", style="bold"))
        if self.term.read("").lower() in ("quit", "exit"):
            raise Quit
        self.term.clear()

    def finish(self) -> None:
        """Show the end of the game: the last events, the result, and where it is saved."""
        name = self.last_human or (self.humans[0] if self.humans else self.seats[0].name)
        view = self.game.view(name, log_since=self.seen.get(name, 0))
        new = view["log"]
        if new:
            self.term.print(log_text(new))
        saved = None
        if self.save_to is not None:
            final = self.save_to.with_name(f"game-{self.game.seed}.json")
            write_table(final, self.game, self.seats)
            if self.save_to.exists():
                self.save_to.unlink()
            saved = str(final)
        self.term.print(render_result(view, saved))


def make_seats(names: list[str], kinds: list[str], seed: int) -> list[Seat]:
    """Seats with their bots (each bot seeded from the game's seed and its seat)."""
    seats = []
    for i, (name, kind) in enumerate(zip(names, kinds, strict=True)):
        agent = None if kind == "human" else make_agent(kind, seed * 10 + i)
        seats.append(Seat(name, kind, agent))
    return seats


def play(game, seats: list[Seat], term: Terminal, save_to: Path | None = None) -> int:
    """Play ``game`` at the terminal; the exit status (0, or 130 after Ctrl-C)."""
    session = Session(game, seats, term, save_to)
    session.autosave()
    resume = " (inno play --resume goes on with it)" if save_to is not None else ""
    try:
        session.run()
    except Quit:
        term.print(f"\nGame left{resume}.")
        return 0
    except KeyboardInterrupt:
        term.print(f"\nInterrupted{resume}.")
        return 130
    term.print(Text(f"Seed {game.seed}.", style="dim"))
    return 0
