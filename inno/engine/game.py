"""The Game: its configuration, pending decision, answer, result, log and views.

The game advances by one generator (:func:`inno.engine.turn.main`) that yields
a :class:`~inno.engine.decisions.Decision` whenever somebody must choose.  Its
history, checkpoints and undo are its timeline (:mod:`inno.engine.timeline`);
saving is :mod:`inno.engine.saves`; copies and rebuilt games for search are
:mod:`inno.engine.search`.  The Game's methods of the same names delegate to them.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

import inno.engine.saves as saves
import inno.engine.search as search
from inno.data.cards import BASE, KIND, N_CARDS, NAME, SET, SETS
from inno.engine import achievements, karmas, rng, ruleset, turn
from inno.engine.decisions import Decision
from inno.engine.events import Event, event
from inno.engine.position import from_position, to_position
from inno.engine.saves import (  # noqa: F401 (RULES_VERSION, older_rules: imported from here)
    RULES_VERSION,
    older_rules,
)
from inno.engine.state import UNUSED, State
from inno.engine.table import Table, player_names, seat_teams
from inno.engine.timeline import CHECKPOINT_EVERY, Timeline
from inno.engine.tracking import Knowledge
from inno.engine.view import SPECTATOR, names_in, view
from inno.engine.winning import GameOver
from inno.errors import IllegalAnswer, InnoError

if TYPE_CHECKING:
    from inno.engine.shapes import Position, View

# Expansions whose rules and cards are implemented.
EXPANSIONS = SETS[1:]
KNOWN_OPTIONS = {
    "teams": "4 players in two teams: the 1st and 3rd player against the 2nd and 4th "
    "(true), or a list of two lists of player names",
    "longer": "the optional longer game: one more achievement needed to win",
    "open_boards": "the identity of covered cards and the size of unsplayed stacks on "
    "other boards are public (the rulebook's default is that they are not)",
    "distant_players": "with five or more players, the recommended rule for players two or "
    "more seats away: they share with twice as many of the featured icon, and are "
    "vulnerable to demands with fewer than half as many (default: true)",
    "face_down_draws": "a card drawn by an action or a rule (the Draw action, the sharing "
    "bonus...) stays face down to its owner until they look at it (game.look) or must use it, "
    "so that a draw can be undone until then; an effect's draw is seen at once (default: false)",
    "relics": "with Artifacts of History, the optional relics: five lost cards placed beside "
    "their supply piles, seized when digging an artifact of their value (default: false)",
    "no_tracking": "no card tracking: views never name a card seen from behind, even one the "
    "player saw go there, and give no lists of the cards a back could be (default: false)",
    "confirm_turn_end": "the players (true: every player, or a list of player names) who "
    "confirm the end of each of their turns, so that they can undo their last action until "
    "then (default: false)",
}
DEFAULT_OPTIONS = {
    "teams": False,
    "longer": False,
    "open_boards": False,
    "distant_players": True,
    "face_down_draws": False,
    "relics": False,
    "no_tracking": False,
    "confirm_turn_end": False,
}


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


class Game(Table):
    """A game of Innovation.

    ``players``: a list of unique names (or a number of players).
    ``expansions``: names of expansions to add (``"echoes"``, ``"cities"``, ``"artifacts"``).
    ``seed``: the seed of the game's random numbers (a new random seed if None).
    ``options``: see ``KNOWN_OPTIONS``.
    """

    # The decision somebody must make now (None when the game is over).  Read it; the game
    # sets it.  (An attribute rather than a property: every player and environment reads it
    # at every step, and a property's call costs about as much as a small query.)
    pending: Decision | None

    def __init__(
        self,
        players: list[str] | int = 2,
        expansions: list[str] | tuple[str, ...] = (),
        seed: int | None = None,
        options: dict | None = None,
    ) -> None:
        names = player_names(players)
        self._configure(names, expansions, options)
        if seed is None:
            import secrets  # (here: most games have a seed, and importing inno stays light)

            seed = secrets.randbelow(2**63)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise InnoError(f"seed must be an integer, not {seed!r}")
        self.seed = seed
        self.state = State(len(names), self.sets)
        self.state.rng = rng.seed_state(seed)
        turn.setup(self)
        self.origin: dict = {"seed": seed}
        self._begin([])

    # -- construction -----------------------------------------------------------

    @classmethod
    def from_state(
        cls,
        players: list[str],
        expansions: list[str] | tuple[str, ...],
        options: dict | None,
        deal: Callable[[Game], tuple[dict, int, State]],
    ) -> Game:
        """A game of this configuration starting at the state that ``deal`` gives.

        ``deal`` receives the configured game (its sets, options and actions: what a
        state is checked against) and returns the game's origin (what a save
        rebuilds it from, such as ``{"position": ...}``), its seed and the state to
        start from, or raises.
        """
        game = cls.__new__(cls)  # (configured, then dealt: not __init__'s setup)
        game._configure(player_names(players), expansions, options)
        game.origin, game.seed, game.state = deal(game)
        game._begin([])
        return game

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
        if len(set(expansions)) != len(expansions):
            raise InnoError(f"an expansion is listed twice: {expansions}")
        n = len(names)
        if not 2 <= n <= 4 + len(expansions):
            raise InnoError(
                f"{n} players: the game is for 2 to 4 players, and each expansion in play "
                f"allows one more ({4 + len(expansions)} with {len(expansions)})"
            )
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise InnoError(f"options must be a dict of option names to values, not {options!r}")
        for key, value in options.items():
            if key not in KNOWN_OPTIONS:
                known = "; ".join(f"{k}: {v}" for k, v in KNOWN_OPTIONS.items())
                raise InnoError(f"unknown option {key!r}; the options are {known}")
            if key == "confirm_turn_end" and isinstance(value, list):
                if any(name not in names for name in value):
                    raise InnoError(
                        f"option 'confirm_turn_end': {value!r} names a player not in the game "
                        f"({', '.join(map(str, names))})"
                    )
            elif key != "teams" and not isinstance(value, bool):
                raise InnoError(f"option {key!r} must be true or false, not {value!r}")
        if options.get("relics") and "artifacts" not in expansions:
            raise InnoError("the relics option is part of Artifacts of History: add that expansion")
        self.names: tuple[str, ...] = tuple(names)
        self.expansions: tuple[str, ...] = tuple(e for e in EXPANSIONS if e in expansions)
        self.team = seat_teams(names, options.get("teams", False))
        self.options = {key: options.get(key, default) for key, default in DEFAULT_OPTIONS.items()}
        self.achievements_needed = achievements.achievements_to_win(
            n, len(self.expansions), bool(self.options["teams"]), self.options["longer"]
        )
        self.sets = (BASE, *(SETS.index(e) for e in self.expansions))
        self.specials = _specials(self.sets)
        self.init_table()
        relics = bool(self.options["relics"])
        cards = ruleset.card_code(self.sets)
        self.use_rules(ruleset.compose(self.sets, relics, cards, karmas.configure(self, cards)))
        self.top = False
        self._gen: Generator[Decision, Any, None] | None = None  # the driver
        # The history, checkpoints and undo.
        self.timeline = Timeline()
        # Card tracking, by viewer, followed incrementally along the log.
        self._knowledge: dict[int, Knowledge] = {}

    def cards_in_play(self) -> list[int]:
        """The cards of the sets in play, in card order (do not change the list)."""
        found = self.__dict__.get("_in_play")
        if found is None:  # (the sets and options never change: found once)
            found = self._in_play = turn.cards_in_play(self)
        return found

    def audit(self) -> None:
        """Raise AssertionError unless every card of the sets in play is in exactly one zone."""
        self.state.audit()
        in_zones = {c for c, zone in enumerate(self.state.loc) if zone != UNUSED}
        missing = set(self.cards_in_play()) - in_zones
        extra = in_zones - set(self.cards_in_play())
        assert not missing and not extra, (
            f"cards missing: {sorted(NAME[c] for c in missing)}; "
            f"cards not of this game: {sorted(NAME[c] for c in extra)}"
        )
        if self.rules.refresh is not None:  # what karmas change is known after each change
            karmas.check(self)

    def _begin(self, answers: list, checkpoint: State | None = None) -> None:
        """Start the driver from the current state, a new checkpoint, and replay ``answers``.

        ``checkpoint``, if given, is an untouched copy of the current state.
        """
        self.timeline.start(checkpoint or self.state.checkpoint(), len(self.events))
        self._drive(answers)

    def _drive(self, answers: list) -> None:
        """Start the driver from the current state (where the state alone says what
        happens next) and replay ``answers``; the timeline's checkpoint is set."""
        # The driver this one replaces (undo) may be suspended inside a karma: closing it
        # now runs its cleanups, which count the karmas in progress down, before the
        # counts start again (collected later, it left them at -1: no karma acted).
        old, self._gen = self._gen, None
        if old is not None:
            old.close()
        self.pending = None
        self._result: Result | None = None
        self.touched = []
        self.in_karma = 0
        self.answered = []
        if self.rules.refresh is not None:
            self.rules.refresh(self)  # (a new state: what the karmas of its top cards change)
        if self.state.result is not None:
            self._result = Result(**self.state.result)
            self._gen = None
            return
        self._gen = turn.main(self)
        self._step(None)
        for entry in answers:
            self.play(entry)

    # -- the protocol -------------------------------------------------------------

    def answer(self, value: Any) -> None:
        """Answer the pending decision; an illegal answer raises IllegalAnswer and changes nothing."""
        d = self.pending
        if d is None:
            raise IllegalAnswer("the game is over; there is nothing to answer")
        parsed = d.parse(value)
        if isinstance(value, (list, tuple)):
            value = list(value)  # the game keeps its own copy of what it is given
        timeline = self.timeline
        # (The timeline's bookkeeping is done here, not by a call: every answer passes here.)
        if self.top and not timeline.search:  # (a game for search never goes back)
            if not timeline.replaying and timeline.who and timeline.who[-1] != d.who:
                timeline.undo.clear()  # no undo reaches past another player's answer
            if len(timeline.since) >= CHECKPOINT_EVERY:
                # A new checkpoint (the state before this action) now and then:
                # undo, error recovery and mid-action saves go back to the
                # last one and replay the answers given since.
                timeline.new_checkpoint(self.state.checkpoint(), len(self.events))
        timeline.since.append(value)
        timeline.history.append(value)
        timeline.who.append(d.who)
        self.answering = d.who
        self.learned = None
        try:
            self._step(parsed)
        except Exception:
            # A bug in the engine or a card: put the game back as it was
            # before this answer, then report the error (a game for search is dropped).
            timeline.unrecord()
            if not timeline.search:
                self._restore_checkpoint()
            raise
        if self.learned is not None:
            timeline.learned(self.learned)

    def play(self, entry: Any) -> None:
        """Play one entry of a history: an answer, or a look (``{"look": player}``)."""
        if isinstance(entry, dict) and set(entry) == {"look"}:
            if not self.look(entry["look"]):  # (a history has only the looks that saw cards)
                raise IllegalAnswer(f"{entry['look']!r} has no face-down card to look at")
        else:
            self.answer(entry)

    def _step(self, value: Any) -> None:
        assert self._gen is not None  # (a pending decision: the driver asked it)
        try:
            d = self._gen.send(value)
        except GameOver as over:
            self._finish(over)
            return
        d.player = self.names[d.who]
        self.pending = d
        unlooked = self.state.unlooked[d.who]
        if unlooked:
            # A decision that needs a face-down card (or names it): its owner must look.
            cards = d.values if d.kind in ("choose_card", "choose_cards") else ()
            named = names_in(d.prompt) if d.prompt else ()
            if any(c in cards or NAME[c] in named for c in unlooked):
                self.look_at_hand(d.who, f"{d.player} saw a face-down card to choose it")

    # -- looking and undoing --------------------------------------------------------

    def look(self, player: str | int) -> list[str]:
        """``player`` looks at their face-down cards (with the option ``face_down_draws``).

        Returns the cards seen.  From now on they know them: nothing before can
        be undone.  (At the end every card shows: there is nothing to look at.)
        """
        p = self.player_index(player)
        unlooked = self.state.unlooked[p]
        if not unlooked or self.result is not None:
            return []
        seen = [NAME[c] for c in unlooked]
        why = f"{self.names[p]} looked at their face-down cards"
        self.look_at_hand(p, why)
        self.timeline.look({"look": self.names[p]}, why)  # (a history entry: undo stops here)
        d = self.pending
        if d is not None and d.kind == "action" and d.who == p:
            # Its options named those cards by their backs: now by their names.
            self.pending = turn.action_decision(self, p)
            self.pending.player = d.player
        return seen

    def undo_refusal(self, player: str | int) -> str | None:
        """Why ``player`` cannot take back their last answer now (None if they can)."""
        p = self.player_index(player)
        if self._result is not None:
            return "the game is over"
        return self.timeline.refusal(p, self.names)

    def can_undo(self, player: str | int) -> bool:
        """May ``player`` take back their last answer (see :meth:`undo`)?"""
        return self.undo_refusal(player) is None

    def undo(self, player: str | int) -> None:
        """Take back ``player``'s last answer.

        A player may take back their own answers, one at a time, as long as no
        other player has answered since and nobody learned anything they did not
        know since (a card drawn and looked at, a hidden card shown, a random
        outcome).  The game goes back to its checkpoint and replays the answers
        before the one taken back.  Not allowed: raises InnoError saying why.
        """
        reason = self.undo_refusal(player)
        if reason is not None:
            raise InnoError(f"{self.names[self.player_index(player)]} cannot undo: {reason}")
        timeline = self.timeline
        if timeline.crosses_a_change() and timeline.at_origin:
            # Back to another player's answer: rebuild its checkpoints, dropped when the
            # player changed, by replaying the whole history as a reload does.
            begun = saves.start(
                type(self), self.origin, list(self.names), list(self.expansions), self.options
            ).timeline
            assert begun.checkpoint is not None
            state, n_events = begun.checkpoint, begun.n_events
            answers = timeline.history[:-1]
            self._go_back(state, n_events, len(timeline.history), answers, rebuild=True)
            return
        state, n_events, since = timeline.undo_point()
        self._go_back(state, n_events, len(since), since[:-1])

    def _restore_checkpoint(self) -> None:
        """Go back to the checkpoint and replay the answers given since."""
        timeline = self.timeline
        assert timeline.checkpoint is not None
        since = timeline.since
        self._go_back(timeline.checkpoint, timeline.n_events, len(since), since)

    def _go_back(
        self, state: State, n_events: int, n: int, answers: list, rebuild: bool = False
    ) -> None:
        """Go back to the checkpoint ``state`` (after ``n_events`` log events), taking back
        the last ``n`` entries of the history, and replay ``answers`` (``rebuild``: from the
        origin, as answered anew: the timeline's undo and barrier come back with them)."""
        timeline = self.timeline
        self.state = state.copy()
        self._cut_log(n_events)
        timeline.cut(n)
        if rebuild:
            timeline.undo, timeline.barrier, timeline.barrier_why = [], 0, ""
        self.top = False
        timeline.replaying = not rebuild
        try:
            self._begin(answers, checkpoint=state)
        finally:
            timeline.replaying = False

    def _finish(self, over: GameOver) -> None:
        s = self.state
        s.phase = "over"
        winners = [self.names[p] for p in over.winners]
        card = NAME[over.card] if over.card >= 0 else None
        s.result = {"winners": winners, "reason": over.reason, "card": card}
        self._result = Result(winners, over.reason, card)
        self.pending = None
        self._gen = None
        self.top = False
        self.events.append(event("end", data=(tuple(over.winners), over.reason)))

    @property
    def result(self) -> Result | None:
        """How the game ended, or None while it goes on."""
        return self._result

    @property
    def over(self) -> bool:
        return self._result is not None

    def knowledge(self, viewer: int) -> Knowledge:
        """What ``viewer`` knows of where cards are, from the log (card tracking)."""
        k = self._knowledge.get(viewer)
        if k is None or k.seen_events > len(self.events):
            k = self._knowledge[viewer] = Knowledge(viewer)
        k.follow(self.events)
        return k

    def _cut_log(self, n_events: int) -> None:
        """Drop the log after ``n_events`` (and tracking that followed it)."""
        del self.events[n_events:]
        self._knowledge = {v: k for v, k in self._knowledge.items() if k.seen_events <= n_events}

    # -- the history and the log ----------------------------------------------------

    @property
    def history(self) -> list:
        """Every answer (and look: ``{"look": player}``) since the origin."""
        return self.timeline.history

    @property
    def log(self) -> list[dict]:
        """Every event so far, as dicts with a ``text`` (the referee's log: nothing hidden)."""
        return [e.render(self.names) for e in self.events]

    def log_for(self, player: str | int) -> list[dict]:
        """The log as ``player`` may see it (face-down cards shown by their backs)."""
        viewer = self.player_index(player)
        return [e.render(self.names, viewer) for e in self.events]

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

    # -- views, positions, saving --------------------------------------------------

    def view(self, player: str | int, log_since: int | None = 0) -> View:
        """What ``player`` may know, under the rulebook's information rules.

        The view's ``log`` holds the events from index ``log_since`` on (all by
        default, none if None); ``log_length`` counts all events so far.
        """
        return view(self, self.player_index(player), log_since)

    def spectator_view(self, log_since: int | None = 0) -> View:
        """What somebody at no seat may know: public information only (``viewer`` is None)."""
        return view(self, SPECTATOR, log_since)

    def to_position(self) -> Position:
        """The position (docs/position-format.md), every zone in full."""
        return to_position(self, self.state)

    @classmethod
    def from_position(cls, position: dict) -> Game:
        """A game starting at ``position`` (docs/position-format.md)."""
        return from_position(cls, position)

    def to_json(self) -> str:
        """The whole game as JSON text; :meth:`from_json` restores it exactly."""
        return saves.to_json(self)

    @classmethod
    def from_json(cls, text: str | bytes | dict) -> Game:
        """Restore a game saved by :meth:`to_json`; a corrupt save raises CorruptSave.

        A save is untrusted input: besides its format and checksum, its parts
        must agree.  The game is rebuilt from its origin (seed or position) and
        its history, and must pass through the saved checkpoint with the saved
        log, then end at the saved answers.
        """
        return saves.from_json(cls, text)

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
        for entry in answers:
            game.play(entry)
        return game

    # -- for search (inno.engine.search) ---------------------------------------------

    def clone(self) -> Game:
        """An independent copy of this game (for search): same state, same pending decision."""
        return search.clone(self)

    def discard(self) -> None:
        """Free this game now (a clone a search is done with); it is unusable afterwards.

        A game in the middle of an action is a knot of reference cycles, which the
        garbage collector finds only at its next pass: a search that discards its
        clones runs about a tenth faster.
        """
        search.discard(self)

    def checkpoint(self) -> tuple[State, int, list]:
        """Where this game can be rebuilt from: (state, log length, answers since).

        The state at the last action decision (the current one, with no
        answers, at an action decision or at the end), how many log events
        there were then, and the answers given since.  Do not change the state.
        """
        return search.checkpoint(self)

    def resume(
        self, state: State, answers: list, log_length: int, for_search: bool = False
    ) -> Game:
        """A game like this one continued from ``state`` with ``answers`` replayed.

        ``state``: a state at an action decision, such as this game's
        :meth:`checkpoint` state with its hidden cards dealt again (search over
        determinizations); its log is this game's first ``log_length`` events,
        then what the replay logs; its history is this game's up to those
        answers.  It has no undo.  An answer that does not fit the new state
        raises as :meth:`answer` does.  ``for_search``: a game only to play on (a
        rollout), without checkpoints: it cannot be cloned inside an action,
        saved or undone, and an answer that raises leaves it unusable.
        """
        return search.resume(self, state, answers, log_length, for_search)

    def adopt_log(self, other: Game) -> None:
        """Take ``other``'s log and card tracking as this game's.

        For a determinization: its player saw the real game's log, and what
        they know of hidden cards follows from it, not from the dealt cards.
        """
        search.adopt_log(self, other)

    def set_log(self, events: list[Event], knowledge: dict[int, Knowledge]) -> None:
        """Take ``events`` as this game's log and ``knowledge`` (by viewer) as its card
        tracking (for a determinization, see :meth:`adopt_log`)."""
        search.set_log(self, events, knowledge)

    def __repr__(self) -> str:
        status = f"over: {self._result}" if self._result else f"turn {self.state.turn}"
        return f"<inno.Game {', '.join(self.names)}; {status}>"


@functools.cache
def _specials(sets: tuple[int, ...]) -> dict[str, int]:
    """The special achievements of ``sets`` by name (found once per combination of sets;
    do not change the dict)."""
    return {
        NAME[c]: c for c in range(N_CARDS) if KIND[c] == "special_achievement" and SET[c] in sets
    }
