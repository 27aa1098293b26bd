"""A game's timeline: its history, its checkpoints, and how far back undo may go.

The game advances by a generator, and generators cannot be copied or saved, so
the game keeps a *checkpoint*: a copy of the state taken at an action decision
(where the state alone says what happens next), the log's length then, and the
answers given since.  Going back (undo, error recovery, saving, cloning) starts
again from a checkpoint and replays answers, which is exact because all
randomness comes from the state's own RNG.

Undo keeps the last few checkpoints since the answering player last changed,
and a *barrier*: where somebody last learned something hidden.  No undo crosses it.
The checkpoints before a change of player are dropped (keeping them costs every
decision a few percent, in garbage collection): an undo that takes back the first
answer after a change rebuilds them by replaying the history from the game's origin
(its seed or starting position), as a reload does, so that what may be undone never
depends on the path.

A game made for search (``search``: a determinization played out by IS-MCTS,
:func:`inno.engine.search.resume`) never goes back: it keeps no checkpoint and
takes none, since copying the state every few answers was a cost no rollout
used.
"""

from __future__ import annotations

from inno.engine.state import State

# How many earlier checkpoints undo keeps (a player's own turn needs few).
UNDO_DEPTH = 16
# A checkpoint (a copy of the state) is taken before an action once this many
# answers were given since the last: copying at every action costs more than
# replaying a few answers when going back.  (A copy costs about a third of a
# decision's instructions: every 5 answers rather than 4 saves 1-1.5% of a
# game's, and going back replays at most one more answer.)
CHECKPOINT_EVERY = 5


class Timeline:
    """The answers of a game (``history``, ``who`` gave each), its checkpoint and undo."""

    __slots__ = (
        "history",
        "who",
        "at_origin",
        "checkpoint",
        "n_events",
        "since",
        "undo",
        "barrier",
        "barrier_why",
        "replaying",
        "search",
    )

    def __init__(self) -> None:
        # Every answer (and look) since the origin; who gave each (-1: a look).
        self.history: list = []
        self.who: list[int] = []
        # Whether the history starts at the game's origin (not: a game continued from
        # another state, for search).
        self.at_origin = True
        # The checkpoint: an untouched state, the log's length then, the answers since.
        self.checkpoint: State | None = None
        self.n_events = 0
        self.since: list = []
        # Earlier checkpoints (state, log length, answers since) back to the last
        # change of answering player.
        self.undo: list[tuple[State, int, list]] = []
        # The history's length when the last new information came, and what it was.
        self.barrier = 0
        self.barrier_why = ""
        # Answers being replayed (going back): they change neither undo nor the barrier.
        self.replaying = False
        # A game for search: no checkpoints, no undo, no recovery from an error.
        self.search = False

    def copy(self, keep: int | None = None) -> Timeline:
        """An independent copy (the states it holds are shared: they never change).

        With ``keep``: of the first ``keep`` entries of the history only, and no undo
        (for a game rebuilt from another state, which starts a checkpoint of its own).
        """
        other = Timeline.__new__(Timeline)
        if keep is None:
            other.history = self.history[:]
            other.who = self.who[:]
            other.undo = self.undo[:]
            other.at_origin = self.at_origin
        else:
            other.history = self.history[:keep]
            other.who = self.who[:keep]
            other.undo = []
            other.at_origin = False
        other.checkpoint = self.checkpoint
        other.n_events = self.n_events
        other.since = self.since[:]
        other.barrier = self.barrier
        other.barrier_why = self.barrier_why
        other.replaying = False
        other.search = self.search
        return other

    def start(self, state: State | None, n_events: int) -> None:
        """A new checkpoint: ``state`` (an untouched copy) after ``n_events`` log events
        (None: none, for search)."""
        self.checkpoint = state
        self.n_events = n_events
        self.since = []

    def new_checkpoint(self, state: State, n_events: int) -> None:
        """A new checkpoint at an action decision: ``state`` (an untouched copy) after
        ``n_events`` log events; undo keeps the one before (unless replaying)."""
        if not self.replaying:
            assert self.checkpoint is not None
            self.undo.append((self.checkpoint, self.n_events, self.since))
            del self.undo[:-UNDO_DEPTH]
        self.start(state, n_events)

    def unrecord(self) -> None:
        """Forget the last answer (it failed)."""
        self.since.pop()
        self.history.pop()
        self.who.pop()

    def look(self, entry: dict, why: str) -> None:
        """A player looked at their face-down cards (``entry``): undo stops here."""
        self.history.append(entry)
        self.who.append(-1)
        self.since.append(entry)
        self.learned(why)

    def learned(self, why: str) -> None:
        """Somebody learned something hidden by the last entry: no undo crosses it."""
        self.barrier = len(self.history)
        self.barrier_why = why

    def refusal(self, player: int, names: tuple[str, ...]) -> str | None:
        """Why ``player`` cannot take back the last entry (None if they can)."""
        if self.search:
            return "a game played out by a search keeps no undo"
        if not self.history:
            return "nothing has been answered yet"
        last = self.who[-1]
        if last == -1:
            return f"{self.barrier_why} since"
        if last != player:
            return f"the last answer is {names[last]}'s, not yours"
        if len(self.history) - 1 < self.barrier:
            return f"new information came out since ({self.barrier_why})"
        if not self.since and not self.undo:
            return "this game was loaded or started here: there is nothing before to go back to"
        return None

    def crosses_a_change(self) -> bool:
        """Whether taking back the last answer gets back to another player's answer, past
        the checkpoints dropped when the answering player changed."""
        return len(self.who) > 1 and self.who[-2] not in (self.who[-1], -1)

    def undo_point(self) -> tuple[State, int, list]:
        """The checkpoint before the last answer (state, log length, answers since)."""
        if self.since:
            assert self.checkpoint is not None
            return self.checkpoint, self.n_events, self.since
        return self.undo.pop()

    def cut(self, n: int) -> None:
        """Take back the last ``n`` entries of the history."""
        keep = len(self.history) - n
        del self.history[keep:]
        del self.who[keep:]
