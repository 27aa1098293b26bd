"""For search: copies of a game, and games rebuilt from its checkpoint.

IS-MCTS rebuilds a game at every iteration from a state with the hidden cards
dealt again (a determinization), so these are on its hot path: a copy shares
everything that never changes (the configuration, the table's wiring, the
checkpoint's state) and copies only what play changes.  A game rebuilt for
search (``resume(..., for_search=True)``) keeps no checkpoint and takes none
while it is played (``Timeline.search``): a rollout never goes back, and those
state copies (four an iteration) were about 6% of its cost.  A game played out
is freed at once (:func:`discard`) rather than left to the garbage collector.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from inno.engine.events import Event
from inno.engine.state import State
from inno.engine.tracking import Knowledge

if TYPE_CHECKING:
    from inno.engine.game import Game


def _copy(game: Game, keep: int | None = None) -> Game:
    """A copy of ``game`` with no driver and its own timeline (see ``Timeline.copy`` for
    ``keep``); its log and card tracking are still ``game``'s: the caller gives it its own."""
    other = type(game).__new__(type(game))
    other.__dict__.update(game.__dict__)
    other._gen = None  # (this game's driver is not the copy's)
    other.timeline = game.timeline.copy(keep)
    other.touched = []
    return other


def clone(game: Game) -> Game:
    """An independent copy of ``game``: same state, same pending decision."""
    other = _copy(game)
    other.events = game.events[:]
    other._knowledge = {v: k.copy() for v, k in game._knowledge.items()}
    if game.top or game._gen is None:
        other.state = game.state.copy()
        other.top = False
        # The driver starts here, but the timeline (a copy) still has the last checkpoint.
        other._drive([])
    else:
        other._restore_checkpoint()
        # The replay saw the same events: the card tracking is this game's.
        other._knowledge = {v: k.copy() for v, k in game._knowledge.items()}
    return other


def checkpoint(game: Game) -> tuple[State, int, list]:
    """Where ``game`` can be rebuilt from: (state, log length, answers since).

    The state at the last action decision (the current one, with no answers, at
    an action decision or at the end), how many log events there were then, and
    the answers given since.  Do not change the state.
    """
    if game.top or game._gen is None:
        return game.state, len(game.events), []
    timeline = game.timeline
    assert timeline.checkpoint is not None
    return timeline.checkpoint, timeline.n_events, timeline.since[:]


def resume(
    game: Game, state: State, answers: list, log_length: int, for_search: bool = False
) -> Game:
    """A game like ``game`` continued from ``state`` with ``answers`` replayed.

    ``state``: a state at an action decision, such as the state of ``game``'s
    :func:`checkpoint` with its hidden cards dealt again (search over
    determinizations); the new game takes it (it is not copied).  The new
    game's log is ``game``'s first ``log_length`` events, then what the replay
    logs; its history is ``game``'s up to those answers.  It has no undo.  An
    answer that does not fit the new state raises as ``Game.answer`` does.

    ``for_search``: a game only to be played on (a rollout, a replay thrown
    away), which never goes back: no checkpoint (no state copies), so it cannot
    be cloned inside an action or saved, and an answer that raises leaves it
    unusable.
    """
    other = _copy(game, len(game.history) - len(answers))
    timeline = other.timeline
    other._knowledge = {}
    other.events = game.events[:log_length]
    other.state = state
    other.top = False
    timeline.search = for_search
    timeline.start(None if for_search else state.checkpoint(), len(other.events))
    timeline.replaying = True
    try:
        other._drive(answers)
    finally:
        timeline.replaying = False
    return other


def set_log(game: Game, events: list[Event], knowledge: dict[int, Knowledge]) -> None:
    """Take ``events`` as ``game``'s log and ``knowledge`` as its card tracking (by viewer).

    For a determinization: its player saw the real game's log, and what they know
    of hidden cards follows from it, not from the dealt cards.
    """
    game.events = events
    game._knowledge = knowledge


def adopt_log(game: Game, other: Game) -> None:
    """Take ``other``'s log and card tracking as ``game``'s (see :func:`set_log`)."""
    set_log(game, other.events[:], {v: k.copy() for v, k in other._knowledge.items()})


def discard(game: Game) -> None:
    """Free ``game``, which a search drops (a rollout played out, a rejected deal), now;
    it is unusable afterwards.

    A game is a knot of reference cycles (its driver's frames, its pending
    decision's details and its karmas' readings refer back to it), so a game
    merely dropped waits for the cyclic garbage collector, and the collector's
    passes, triggered by the hundreds of objects each search game leaves,
    cost about a tenth of an IS-MCTS search.  The driver is closed first, so
    that its cleanups run on the game as they would when it is collected.
    """
    driver = game._gen
    if driver is not None:
        game._gen = None
        driver.close()
    game.__dict__.clear()  # (every cycle passes through the game's attributes)
