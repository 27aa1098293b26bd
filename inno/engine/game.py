"""The Game: pending decision, answer, result, log, views and saving.

The game advances by one generator (:func:`inno.engine.turn.main`) that yields
a :class:`~inno.engine.decisions.Decision` whenever somebody must choose.
Generators cannot be copied or saved, so the game keeps a *checkpoint*: a
copy of the state taken at the last action decision (where the state alone
says what happens next), plus the answers given since.  Saving writes the
checkpoint and those answers; restoring (and cloning) replays them, which is
exact because all randomness comes from the state's own RNG.
"""

from __future__ import annotations

import json
import secrets
from typing import Any

from inno.cards.data import BASE, KIND, N_CARDS, NAME, SET, SETS
from inno.engine import rng, turn
from inno.engine.achievements import CONDITIONS, achievements_to_win
from inno.engine.decisions import Decision
from inno.engine.events import Event
from inno.engine.position import from_position, to_position
from inno.engine.state import State
from inno.engine.verbs import achieve
from inno.engine.view import view
from inno.errors import CorruptSave, IllegalAnswer, InnoError, NotImplementedExpansion

# Expansions whose rules and cards are implemented.
IMPLEMENTED_EXPANSIONS: tuple[str, ...] = ()
EXPANSIONS = SETS[1:]
KNOWN_OPTIONS = {
    "teams": "4 players in two teams: the 1st and 3rd player against the 2nd and 4th "
    "(true), or a list of two lists of player names",
    "longer": "the optional longer game: one more achievement needed to win",
    "open_boards": "the identity of covered cards and the size of unsplayed stacks on "
    "other boards are public (the rulebook's default is that they are not)",
}
SAVE_FORMAT = "inno-game"
SAVE_VERSION = 1


class GameOver(Exception):
    """Raised inside the engine the moment the game ends; the driver catches it."""

    def __init__(self, winners: list[int], reason: str, card: int = -1):
        super().__init__(reason)
        self.winners = winners
        self.reason = reason
        self.card = card


class Result:
    """How the game ended: ``winners`` (player names) and ``reason``.

    ``reason`` is ``"achievements"``, ``"score"`` (someone had to draw above
    age 10) or ``"dogma"`` (a card's effect; ``card`` names it).  Several
    winners of a non-team game mean the game was a draw between them.
    """

    __slots__ = ("winners", "reason", "card")

    def __init__(self, winners: list[str], reason: str, card: str | None = None):
        self.winners = list(winners)
        self.reason = reason
        self.card = card

    def to_dict(self) -> dict:
        return {"winners": self.winners, "reason": self.reason, "card": self.card}

    def __getitem__(self, key: str):
        return self.to_dict()[key]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Result) and self.to_dict() == other.to_dict()

    def __repr__(self) -> str:
        return f"Result(winners={self.winners!r}, reason={self.reason!r}, card={self.card!r})"


class Game:
    """A game of Innovation.

    ``players``: a list of unique names (or a number of players).
    ``expansions``: names of expansions to add (none is implemented yet).
    ``seed``: the seed of the game's random numbers (a new random seed if None).
    ``options``: see ``KNOWN_OPTIONS``.
    """

    def __init__(
        self,
        players: list[str] | int = 2,
        expansions: list[str] | tuple[str, ...] = (),
        seed: int | None = None,
        options: dict | None = None,
    ) -> None:
        names = _player_names(players)
        self._configure(names, expansions, options)
        if seed is None:
            seed = secrets.randbelow(2**63)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise InnoError(f"seed must be an integer, not {seed!r}")
        self.seed = seed
        self.state = State(len(names))
        self.state.rng = rng.seed_state(seed)
        turn.setup(self)
        self.origin: dict = {"seed": seed}
        self._begin([])

    # -- construction -----------------------------------------------------------

    def _configure(self, names: list[str], expansions, options: dict | None) -> None:
        if expansions is None:
            expansions = []
        if not isinstance(expansions, (list, tuple)):
            raise InnoError(f"expansions must be a list of expansion names, not {expansions!r}")
        expansions = list(expansions)
        for e in expansions:
            if not isinstance(e, str):
                raise InnoError(f"expansions must be a list of expansion names, not {expansions!r}")
            if e not in EXPANSIONS:
                raise InnoError(
                    f"unknown expansion {e!r}; the expansions are {', '.join(EXPANSIONS)}"
                )
            if e not in IMPLEMENTED_EXPANSIONS:
                raise NotImplementedExpansion(
                    f"the {e} expansion is not implemented yet; only the base game can be played"
                )
        if len(set(expansions)) != len(expansions):
            raise InnoError(f"an expansion is listed twice: {expansions}")
        n = len(names)
        if not 2 <= n <= 4 + len(expansions):
            raise InnoError(
                f"{n} players: the base game is for 2 to 4 players (each expansion allows one more)"
            )
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise InnoError(f"options must be a dict of option names to values, not {options!r}")
        for key, value in options.items():
            if key not in KNOWN_OPTIONS:
                known = "; ".join(f"{k}: {v}" for k, v in KNOWN_OPTIONS.items())
                raise InnoError(f"unknown option {key!r}; the options are {known}")
            if key != "teams" and not isinstance(value, bool):
                raise InnoError(f"option {key!r} must be true or false, not {value!r}")
        self.names: tuple[str, ...] = tuple(names)
        self.expansions: tuple[str, ...] = tuple(e for e in EXPANSIONS if e in expansions)
        self.team = _teams(names, options.get("teams", False))
        self.options = {
            "teams": options.get("teams", False),
            "longer": options.get("longer", False),
            "open_boards": options.get("open_boards", False),
        }
        self.achievements_needed = achievements_to_win(
            n, len(self.expansions), bool(self.options["teams"]), self.options["longer"]
        )
        self.sets = (BASE, *(SETS.index(e) for e in self.expansions))
        self.specials = {
            NAME[c]: c
            for c in range(N_CARDS)
            if KIND[c] == "special_achievement" and SET[c] in self.sets
        }
        self.events: list[Event] = []
        self.changes = 0
        self.touched: list[int] = []
        self.top = False
        self.history: list = []

    def cards_in_play(self) -> list[int]:
        sets = self.sets
        return [
            c
            for c in range(N_CARDS)
            if SET[c] in sets and KIND[c] in ("age", "special_achievement")
        ]

    def _begin(self, answers: list, checkpoint: State | None = None) -> None:
        """Start the driver from the current state (a checkpoint) and replay ``answers``.

        ``checkpoint``, if given, is an untouched copy of the current state.
        """
        self._checkpoint = (checkpoint or self.state.copy(), len(self.events))
        self._since: list = []
        self._pending: Decision | None = None
        self._result: Result | None = None
        if self.state.result is not None:
            self._result = Result(**self.state.result)
            self._gen = None
            return
        self._gen = turn.main(self)
        self._step(None)
        for a in answers:
            self.answer(a)

    # -- the protocol -------------------------------------------------------------

    @property
    def pending(self) -> Decision | None:
        """The decision somebody must make now (None when the game is over)."""
        return self._pending

    def answer(self, value: Any) -> None:
        """Answer the pending decision; an illegal answer raises IllegalAnswer and changes nothing."""
        d = self._pending
        if d is None:
            raise IllegalAnswer("the game is over; there is nothing to answer")
        parsed = d.parse(value)
        if self.top:
            self._checkpoint = (self.state.copy(), len(self.events))
            self._since = []
        self._since.append(value)
        self.history.append(value)
        try:
            self._step(parsed)
        except Exception:
            # A bug in the engine or a card: put the game back as it was
            # before this answer, then report the error.
            self._since.pop()
            self.history.pop()
            self._restore_checkpoint()
            raise

    def _step(self, value: Any) -> None:
        try:
            d = self._gen.send(value)
        except GameOver as over:
            self._finish(over)
            return
        d.player = self.names[d.who]
        self._pending = d

    def _restore_checkpoint(self) -> None:
        """Go back to the checkpoint and replay the answers given since."""
        state, n_events = self._checkpoint
        since = self._since
        self.state = state.copy()
        del self.events[n_events:]
        del self.history[len(self.history) - len(since) :]
        self.top = False
        self._begin(since, checkpoint=state)

    def _finish(self, over: GameOver) -> None:
        s = self.state
        s.phase = "over"
        winners = [self.names[p] for p in over.winners]
        card = NAME[over.card] if over.card >= 0 else None
        s.result = {"winners": winners, "reason": over.reason, "card": card}
        self._result = Result(winners, over.reason, card)
        self._pending = None
        self._gen = None
        self.top = False
        self.events.append(Event("end", data=(tuple(over.winners), over.reason)))

    @property
    def result(self) -> Result | None:
        """How the game ended, or None while it goes on."""
        return self._result

    @property
    def over(self) -> bool:
        return self._result is not None

    # -- the log ------------------------------------------------------------------

    @property
    def log(self) -> list[dict]:
        """Every event so far, as dicts with a ``text`` (the referee's log: nothing hidden)."""
        return [e.render(self.names) for e in self.events]

    def log_for(self, player: str | int) -> list[dict]:
        """The log as ``player`` may see it (face-down cards shown by their backs)."""
        viewer = self.player_index(player)
        return [e.render(self.names, viewer) for e in self.events]

    def note(self, text: str) -> None:
        self.events.append(Event("note", data=(text,)))

    # -- players --------------------------------------------------------------------

    def player_index(self, player: str | int) -> int:
        if (
            isinstance(player, int)
            and not isinstance(player, bool)
            and 0 <= player < len(self.names)
        ):
            return player
        if player in self.names:
            return self.names.index(player)
        raise InnoError(f"there is no player {player!r}; the players are {', '.join(self.names)}")

    def clockwise_from_left(self, player: int) -> list[int]:
        n = self.state.n
        return [(player + i) % n for i in range(1, n)]

    def is_opponent(self, a: int, b: int) -> bool:
        return self.team[a] != self.team[b]

    def opponents_of(self, player: int) -> list[int]:
        return [q for q in self.clockwise_from_left(player) if self.team[q] != self.team[player]]

    def score(self, player: int) -> int:
        return self.state.players[player].score_total()

    # -- achievements and the end of the game ---------------------------------------

    def special_achievement(self, name: str) -> int | None:
        """The special achievement ``name`` if it is still available."""
        card = self.specials.get(name)
        if card is None or card not in self.state.special:
            return None
        return card

    def check_special_achievements(self) -> None:
        """Claim every special achievement whose condition a changed player now meets."""
        touched = self.touched
        self.touched = []
        s = self.state
        if not s.special:
            return
        n = s.n
        order = [(s.current + i) % n for i in range(n)]
        for player in order:
            if player not in touched:
                continue
            for card in s.special[:]:
                condition = CONDITIONS.get(card)
                if condition is not None and card in s.special and condition(self, player):
                    achieve(self, player, card)

    def achievement_count(self, player: int) -> int:
        return sum(len(self.state.players[q].achievements) for q in self.teammates(player))

    def teammates(self, player: int) -> list[int]:
        """``player`` and their teammates."""
        return [q for q in range(self.state.n) if self.team[q] == self.team[player]]

    def check_achievement_win(self, player: int) -> None:
        if self.achievement_count(player) >= self.achievements_needed:
            raise GameOver(self.teammates(player), "achievements")

    def win(self, player: int, card: int = -1) -> None:
        raise GameOver(self.teammates(player), "dogma", card)

    def end_by_score(self, player: int) -> None:
        """Someone had to draw above age 10: the highest score wins, then most achievements."""
        teams = sorted(set(self.team))

        def standing(team: int) -> tuple[int, int]:
            members = [p for p in range(self.state.n) if self.team[p] == team]
            return (
                sum(self.score(p) for p in members),
                sum(len(self.state.players[p].achievements) for p in members),
            )

        best = max(standing(t) for t in teams)
        winners = [p for p in range(self.state.n) if standing(self.team[p]) == best]
        raise GameOver(winners, "score")

    def random_choice(self, items: list):
        s = self.state
        s.rng, i = rng.below(s.rng, len(items))
        return items[i]

    # -- views, positions, saving --------------------------------------------------

    def view(self, player: str | int, log_since: int | None = 0) -> dict:
        """What ``player`` may know, under the rulebook's information rules.

        The view's ``log`` holds the events from index ``log_since`` on (all by
        default, none if None); ``log_length`` counts all events so far.
        """
        return view(self, self.player_index(player), log_since)

    def to_position(self) -> dict:
        """The position (docs/position-format.md), every zone in full."""
        return to_position(self, self.state)

    @classmethod
    def from_position(cls, position: dict) -> Game:
        """A game starting at ``position`` (docs/position-format.md)."""
        return from_position(cls, position)

    def to_json(self) -> str:
        """The whole game as JSON text; :meth:`from_json` restores it exactly."""
        if self.top or self._gen is None:
            checkpoint, n_events, since = self.state, len(self.events), []
        else:
            (checkpoint, n_events), since = self._checkpoint, self._since
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "origin": self.origin,
            "history": self.history,
            "checkpoint": to_position(self, checkpoint),
            "answers": since,
            "log": [e.to_json() for e in self.events[:n_events]],
        }
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | bytes | dict) -> Game:
        """Restore a game saved by :meth:`to_json`; a corrupt save raises CorruptSave."""
        try:
            data = json.loads(text) if isinstance(text, (str, bytes)) else text
        except (ValueError, TypeError) as e:
            raise CorruptSave(f"not a saved game: the JSON cannot be read ({e})") from None
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise CorruptSave(f"not a saved game: 'format' must be {SAVE_FORMAT!r}")
        if data.get("version") != SAVE_VERSION:
            raise CorruptSave(f"unsupported save version {data.get('version')!r}")
        for key in ("origin", "history", "checkpoint", "answers", "log"):
            if key not in data:
                raise CorruptSave(f"the saved game has no {key!r}")
        if not isinstance(data["log"], list):
            raise CorruptSave("'log' must be a list")
        if not isinstance(data["answers"], list) or not isinstance(data["history"], list):
            raise CorruptSave("'answers' and 'history' must be lists")
        try:
            events = [Event.from_json(e) for e in data["log"]]
        except Exception as e:
            raise CorruptSave(f"the saved log is corrupt ({type(e).__name__}: {e})") from None
        try:
            game = from_position(cls, data["checkpoint"], answers=data["answers"], events=events)
        except InnoError as e:
            raise CorruptSave(f"the saved game cannot be restored: {e}") from None
        except Exception as e:  # a save is untrusted input: no raw errors escape
            raise CorruptSave(
                f"the saved game cannot be restored: {type(e).__name__}: {e}"
            ) from None
        try:
            for event in game.events:
                event.check(len(game.names))
        except ValueError as e:
            raise CorruptSave(f"the saved log is corrupt ({e})") from None
        game.origin = data["origin"]
        game.history = list(data["history"])
        return game

    @classmethod
    def replay(
        cls,
        players: list[str] | int,
        seed: int,
        answers: list,
        expansions: list[str] | tuple[str, ...] = (),
        options: dict | None = None,
    ) -> Game:
        """The game determined by (players, expansions, seed, options) and its answers."""
        game = cls(players=players, expansions=expansions, seed=seed, options=options)
        for answer in answers:
            game.answer(answer)
        return game

    def clone(self) -> Game:
        """An independent copy of this game (for search): same state, same pending decision."""
        game = Game.__new__(Game)
        game.__dict__.update(self.__dict__)
        game.events = self.events[:]
        game.history = self.history[:]
        game.touched = []
        if self.top or self._gen is None:
            game.state = self.state.copy()
            game.top = False
            game._begin([])
        else:
            game._restore_checkpoint()
        return game

    def __repr__(self) -> str:
        status = f"over: {self._result}" if self._result else f"turn {self.state.turn}"
        return f"<inno.Game {', '.join(self.names)}; {status}>"


def _player_names(players) -> list[str]:
    if isinstance(players, int) and not isinstance(players, bool):
        return [f"Player {i + 1}" for i in range(players)]
    if isinstance(players, str) or not hasattr(players, "__iter__"):
        raise InnoError(f"players must be a list of names or a number, not {players!r}")
    names = list(players)
    for name in names:
        if not isinstance(name, str) or not name.strip():
            raise InnoError(f"a player's name must be a non-empty string, not {name!r}")
    if len(set(names)) != len(names):
        raise InnoError(f"player names must be different: {names}")
    return names


def _teams(names: list[str], teams) -> list[int]:
    """Team number of each player (every player their own team without teams)."""
    n = len(names)
    if not teams:
        return list(range(n))
    if n != 4:
        raise InnoError(f"the team game is for 4 players, not {n}")
    if teams is True:
        return [0, 1, 0, 1]
    if (
        not isinstance(teams, list)
        or len(teams) != 2
        or not all(isinstance(t, list) and all(isinstance(x, str) for x in t) for t in teams)
        or sorted(x for t in teams for x in t) != sorted(names)
        or any(len(t) != 2 for t in teams)
    ):
        raise InnoError(f"teams must be true or two lists of two player names each, not {teams!r}")
    return [0 if name in teams[0] else 1 for name in names]
