"""The game loop of ``inno play``: bots answer for themselves, humans at the terminal.

Humans see only their own view (``game.view(player)``, invariant 6): the
table, and the log entries since their last decision (what the bots and the
other players did meanwhile).  With several humans at one terminal
(hot-seat), the screen and its scrollback are cleared and the game waits for
Enter before each change of player, so that nobody sees another player's hand.

Every game has a file of its own in the games folder (:func:`games_dir`),
written after every answer, so that quitting or a closed terminal loses
nothing and a new game never replaces an unfinished one; nothing here deletes
a game file.  ``inno play --resume`` goes on with the most recent unfinished
game, ``inno play --list`` lists them; ``save FILE`` saves a copy where the
player says.
"""

from __future__ import annotations

import json
import os
import random
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from rich.text import Text

import inno
from inno.agents import Agent, bind_agents
from inno.agents.random import random_answer
from inno.cli.display import log_text, player_log, render_result, render_view
from inno.cli.preview import display_target
from inno.cli.prompt import Quit, Terminal, ask, reach_text
from inno.engine.shapes import View
from inno.errors import IllegalAnswer, InnoError
from inno.research import simulate as sim

TABLE_FORMAT = "inno-play"
TABLE_VERSION = 1


@dataclass
class Seat:
    name: str
    kind: str  # "human", or a bot with its options: "greedy", "mcts:iterations=200"
    agent: Agent | None = None  # a bot's (None for a human)

    @property
    def human(self) -> bool:
        return self.kind == "human"


def saves_dir() -> Path:
    """Where inno keeps its files: $INNO_HOME, else the user's data folder."""
    home = os.environ.get("INNO_HOME")
    if home:
        return Path(home)
    data = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(data) / "inno"


def games_dir() -> Path:
    """The games of ``inno play``, one file each, finished or not."""
    return saves_dir() / "games"


def new_game_path() -> Path:
    """A new game's file, named from its start time (the seed would give the deck away);
    :func:`write_table` with ``new=True`` takes the next free name if it is taken."""
    return games_dir() / f"game-{datetime.now().strftime('%Y%m%d-%H%M%S')}.json"


def write_table(path: Path, game, seats: list[Seat], *, new: bool = False) -> Path:
    """Save the game with who sits where; the file written.

    The file is written whole under a temporary name, synced, then renamed over
    ``path``: a crash leaves the old save or the new one, never half a file.  ``new``:
    if ``path`` exists, the next free name (``game-...-2.json``) is taken, so that a new
    game never replaces another.  ``summary`` repeats
    what the list of games shows, so that listing them does not replay every game.
    """
    data = {
        "format": TABLE_FORMAT,
        "version": TABLE_VERSION,
        "seats": [{"name": s.name, "kind": s.kind} for s in seats],
        "summary": {
            "finished": game.result is not None,
            "turn": game.state.turn,
            "expansions": list(game.expansions),
        },
        "game": json.loads(game.to_json()),
    }
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False)
            f.flush()
            os.fsync(f.fileno())
        if not new:
            os.replace(tmp, path)
            return path
        stem, n = path.stem, 2
        while True:
            try:
                os.link(tmp, path)  # fails if the name is taken, unlike a rename
                return path
            except FileExistsError:
                path = path.with_name(f"{stem}-{n}.json")
                n += 1
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def _read_data(path: Path) -> dict:
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
    return data


def check_seat_kind(kind: object) -> str:
    """A seat kind as saved: "human", or a bot spec ``inno simulate`` accepts
    ("mcts:iterations=200"); InnoError (naming the bots or options) if it is neither."""
    if kind == "human":
        return kind
    if not isinstance(kind, str):
        raise InnoError(f"{kind!r} is not a seat kind")
    return sim.check_agents([kind])[0]


def read_table(path: Path) -> tuple[inno.Game, list[Seat]]:
    """A game saved by :func:`write_table`, with its seats; InnoError if it cannot be read."""
    data = _read_data(path)
    try:
        game = inno.Game.from_json(data.get("game", {}))  # (no game: from_json says corrupt)
    except InnoError as e:
        raise InnoError(f"{path}: {e}") from None
    seats_data = data.get("seats")
    if not isinstance(seats_data, list) or [
        s.get("name") for s in seats_data if isinstance(s, dict)
    ] != list(game.names):
        raise InnoError(f"{path}: the seats do not match the game's players")
    try:
        kinds = [check_seat_kind(s.get("kind")) for s in seats_data]
    except InnoError as e:
        raise InnoError(f"{path}: {e}") from None
    return game, make_seats(list(game.names), kinds, game.seed)


@dataclass
class SavedGame:
    """A game file of the games folder, as listed (read from its summary, not replayed)."""

    path: Path
    seats: list[dict]
    finished: bool
    turn: int
    expansions: list[str]
    saved: float  # when the file was last written

    def describe(self) -> str:
        who = ", ".join(f"{s.get('name')} ({s.get('kind')})" for s in self.seats)
        sets = f" with {', '.join(self.expansions)}" if self.expansions else ""
        when = datetime.fromtimestamp(self.saved).strftime("%Y-%m-%d %H:%M")
        return f"{who}{sets}: turn {self.turn}, saved {when} ({self.path})"


def saved_games() -> tuple[list[SavedGame], list[str]]:
    """The games of the games folder (and an older version's autosave), most recent
    first, and what is wrong with each file there that cannot be read (such a file is
    left as it is: nothing here writes over or deletes a file)."""
    folder = games_dir()
    candidates = sorted(folder.glob("*.json")) if folder.is_dir() else []
    legacy = saves_dir() / "autosave.json"  # where inno play saved before a file per game
    if legacy.exists():
        candidates.append(legacy)
    found, unreadable = [], []
    for path in candidates:
        try:
            data = _read_data(path)
            summary = data.get("summary")
            if not isinstance(summary, dict):  # an older file: read the game itself
                try:
                    game = inno.Game.from_json(data.get("game", {}))
                except InnoError as e:
                    raise InnoError(f"{path}: {e}") from None
                summary = {
                    "finished": game.result is not None,
                    "turn": game.state.turn,
                    "expansions": list(game.expansions),
                }
            seats = data.get("seats")
            if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
                raise InnoError(f"{path}: the seats do not match the game's players")
            found.append(
                SavedGame(
                    path,
                    seats,
                    bool(summary.get("finished")),
                    int(summary.get("turn", 0)),
                    [str(e) for e in summary.get("expansions", [])],
                    path.stat().st_mtime,
                )
            )
        except InnoError as e:
            unreadable.append(str(e))
        except (OSError, ValueError, TypeError) as e:
            unreadable.append(f"{path}: {e}")
    found.sort(key=lambda g: g.saved, reverse=True)
    return found, unreadable


def unfinished_games() -> tuple[list[SavedGame], list[str]]:
    """The unfinished games, most recent first, and the files that cannot be read."""
    games, unreadable = saved_games()
    return [g for g in games if not g.finished], unreadable


@dataclass
class Session:
    game: inno.Game
    seats: list[Seat]
    term: Terminal
    save_to: Path | None = None  # the game's own file (None: not saved)
    new_file: bool = False  # save_to is a new game's: take the next free name if it is taken
    seen: dict = field(default_factory=dict)  # log entries each human has seen
    last_human: str | None = None
    numbering: dict = field(default_factory=dict)  # (player, turn) -> {action: number}

    def __post_init__(self) -> None:
        self.by_name = {s.name: s for s in self.seats}
        self.humans = [s.name for s in self.seats if s.human]
        self.rng = random.Random(self.game.seed)
        self.current: str | None = None
        self.term.session = self  # for Tab completion (card names, this decision's options)
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

    def resume_from_last_round(self) -> None:
        """Going on with a saved game: each human is shown the log of the last round only
        (the turns of the last ``players`` turn starts), not the whole game again."""
        starts = [i for i, e in enumerate(self.game.events) if e.type == "turn"]
        since = starts[-len(self.seats)] if len(starts) >= len(self.seats) else 0
        for name in self.humans:
            self.seen[name] = since

    def autosave(self) -> None:
        """Save the game to its file after each answer; a failure (a full disk) is said and
        the game goes on: the file keeps the last game saved, and the next save tries again."""
        if self.save_to is not None:
            try:
                self.save_to.parent.mkdir(parents=True, exist_ok=True)
                self.save_to = write_table(self.save_to, self.game, self.seats, new=self.new_file)
            except OSError as e:
                self.term.print(
                    Text(
                        f"Cannot save the game to {self.save_to}: {e.strerror or e} (the file "
                        "keeps the game as last saved; the next move tries again).",
                        style="red",
                    )
                )
                return
            self.new_file = False

    def bot_turn(self, seat: Seat, decision) -> None:
        agent = seat.agent
        assert agent is not None, "a bot's seat has its agent"
        if self.game.look(seat.name):  # a bot has no use for face-down cards (or undo)
            decision = self.game.pending
        needs_view = getattr(agent, "needs_view", True)
        view = self.game.view(seat.name, log_since=None) if needs_view else None
        with self.term.thinking(f"{seat.name} is thinking"):
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
        new = player_log(view)
        self.seen[name] = view["log_length"]
        pending = view["pending"]
        assert pending is not None, "called when this human decides"
        # The whole table before each action (and when a player comes to the terminal);
        # inside an action only what happened, so that an answer takes one screen.
        if first_look or pending["kind"] == "action":
            self.term.print(render_view(view, new))
        elif new:
            self.term.print(log_text(new))
        ask(self.term, pending, view, self)

    # -- what a human at the terminal can do (see inno.cli.prompt) ------------------------

    def submit(self, answer) -> None:
        self.game.answer(answer)
        self.autosave()

    def _human(self) -> str:
        """The human at the terminal: the calls below come from their turn's ``ask``."""
        assert self.current is not None, "called during a human's turn"
        return self.current

    def full_view(self) -> View:
        return self.game.view(self._human())

    def look(self) -> list[str]:
        before = self.game.pending.to_dict() if self.game.pending else None
        seen = self.game.look(self._human())
        after = self.game.pending.to_dict() if self.game.pending else None
        if before and after and before["kind"] == after["kind"] == "action":
            self._keep_numbers(before["options"], after["options"])
        self.autosave()
        return seen

    def _keep_numbers(self, before: list, after: list) -> None:
        """A face-down card looked at keeps its menu number ("meld face-down 1" becomes
        "meld Tools" under the same number): the numbers stay for the whole turn."""
        mapping = self.numbering.get((self.current, self.game.state.turn))
        if not mapping:
            return
        gone = [o for o in before if o not in after and "face-down" in o and o in mapping]
        new = [o for o in after if o not in before and o not in mapping]
        for old in gone:
            verb = old.partition(" ")[0]
            match = next((o for o in new if o.partition(" ")[0] == verb), None)
            if match is not None:
                mapping[match] = mapping.pop(old)
                new.remove(match)

    def undo(self) -> str | None:
        """Take back the current player's last answer; the reason if that is not allowed."""
        me = self._human()
        why = self.game.undo_refusal(me)
        if why is None:
            self.game.undo(me)
            self.seen[me] = min(self.seen.get(me, 0), len(self.game.events))
            self.autosave()
        return why

    def _own(self, target: Path) -> bool:
        return self.save_to is not None and target.resolve() == self.save_to.resolve()

    @staticmethod
    def _in_games_folder(target: Path) -> bool:
        return target.resolve().parent == games_dir().resolve()

    def would_replace(self, path: str) -> bool:
        """Whether ``save`` would write over a file that is not this game's own (the
        player is asked first; another game of the games folder is refused anyway)."""
        target = Path(path).expanduser()
        return target.is_file() and not self._own(target) and not self._in_games_folder(target)

    def save(self, path: str) -> str:
        """Save a copy where the player says (never over another game of the games folder)."""
        target = Path(path).expanduser()
        if target.exists() and self._in_games_folder(target) and not self._own(target):
            return f"{path} is another game's file: choose another name."
        try:
            write_table(target, self.game, self.seats)
        except OSError as e:
            return f"Cannot save to {path}: {e.strerror}."
        return f"Saved in {path} (inno play --load {path} goes on with it)."

    def numbers(self, pending: Mapping[str, Any]) -> list[int] | None:
        """Menu numbers that stay the same for an action through a player's whole turn."""
        if pending["kind"] != "action":
            return None
        mapping = self.numbering.setdefault((pending["player"], self.game.state.turn), {})
        for option in pending["options"]:
            if option not in mapping:
                mapping[option] = max(mapping.values(), default=0) + 1
        return [mapping[o] for o in pending["options"]]

    def preview(self, pending: Mapping[str, Any], option) -> str | None:
        """Who a choice that is not an action would reach: the free Dogma action of the
        start-of-turn choice on a displayed artifact (Artifacts)."""
        if option != "dogma" or set(pending["options"]) != {"dogma", "return", "keep"}:
            return None
        found = display_target(self.game, pending["player"])
        if found is None:
            return None
        card, target = found
        return f"{card}: {reach_text(target, pending['player'])}"

    def pass_to(self, name: str) -> None:
        self.term.clear()
        self.term.forget()  # the previous player's answers are not for the next one
        self.term.print(Text(f"Pass the terminal to {name}, then press Enter.", style="bold"))
        if self.term.read("").lower() in ("quit", "exit"):
            raise Quit
        self.term.clear()

    def finish(self) -> None:
        """Show the end of the game: the last events, the result, and where it is saved."""
        name = self.last_human or (self.humans[0] if self.humans else self.seats[0].name)
        view = self.game.view(name, log_since=self.seen.get(name, 0))
        new = player_log(view)
        if new:
            self.term.print(log_text(new))
        self.autosave()
        self.term.print(render_result(view))
        if self.save_to is not None:
            where = self.save_to
            self.term.print(
                Text(f"The game is saved in {where} (inno play --load {where} shows it).")
            )


def bot_name(kind: str) -> str:
    """The bot of a seat kind, without its options: "mcts:iterations=200" -> "mcts"."""
    return sim.parse_agent(kind)[0]


def make_seats(names: list[str], kinds: list[str], seed: int) -> list[Seat]:
    """Seats with their bots (each bot seeded from the game's seed and its seat, with the
    options its kind gives: "mcts:iterations=200")."""
    seats = []
    for i, (name, kind) in enumerate(zip(names, kinds, strict=True)):
        agent = None if kind == "human" else sim.new_agent(kind, seed * 10 + i)
        seats.append(Seat(name, kind, agent))
    return seats


def lock_game(path: Path):
    """Hold ``path``'s game while this terminal plays it (released when the returned file
    is closed, or the process ends), so that two terminals never write over each other's
    moves; InnoError if another terminal holds it.  None where there are no file locks, or
    where the lock file cannot be made."""
    try:
        import fcntl
    except ImportError:  # (not a POSIX system)
        return None
    try:
        lock = open(path.with_name(f".{path.name}.lock"), "w")  # (hidden: never listed)
    except OSError:  # (a folder that cannot be written to: saving says so, play goes on)
        return None
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        lock.close()
        raise InnoError(
            f"{path} is being played in another terminal: go on there, or leave it first"
        ) from None
    return lock


def play(
    game,
    seats: list[Seat],
    term: Terminal,
    save_to: Path | None = None,
    *,
    new_file: bool = False,
    resumed: bool = False,
) -> int:
    """Play ``game`` at the terminal; the exit status (0, 130 after Ctrl-C, or 1 if
    another terminal is playing that game's file).

    ``save_to``: the game's own file, written after every answer (``new_file``: a new
    game's file, never written over another).  ``resumed``: the game goes on from a
    file (the log shown starts at the last round).
    """
    lock = None
    if save_to is not None and not new_file:
        try:
            lock = lock_game(save_to)
        except InnoError as e:
            term.print(Text(str(e), style="red"))
            return 1
    session = Session(game, seats, term, save_to, new_file)
    if resumed:
        session.resume_from_last_round()
    session.autosave()
    if lock is None and session.save_to is not None:
        lock = lock_game(session.save_to)  # (a new game's file: nobody else has it)

    def left(how: str) -> str:
        if session.save_to is None:
            return f"\n{how}."
        return f"\n{how}; it is saved in {session.save_to} (inno play --resume goes on with it)."

    try:
        session.run()
    except Quit:
        term.print(left("Game left"))
        return 0
    except KeyboardInterrupt:
        term.print(left("Interrupted"))
        return 130
    finally:
        if lock is not None:
            lock.close()
    term.print(Text(f"Seed {game.seed}.", style="dim"))
    return 0
