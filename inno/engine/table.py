"""The table: a game's state with who sits where, the sets in play and the log.

:class:`Table` is what every rules module works on.  It holds data and the
facts of seating (clockwise order, teams, opponents), never rules: those live
in the modules named after them, layered so that each imports only those
below it::

    data.cards, rng, registry, state, events, decisions, table   data
    queries, draws                                      what the rules ask
    door, winning, verbs, achievements                  every change, and what watches it
    vocabulary, context                                 what card code is written in
    dogma, turn, echoes, karmas                         actions, turns, expansion rules
    ruleset                                             the rules of the sets in play, merged
    position, view, game                                the public game

(tests/test_layers.py holds the exact order and checks it.)

The rules of the sets in play reach the lower layers through the table:
``rules`` (:class:`~inno.engine.ruleset.Ruleset`, composed once per combination
of sets) holds the door's verbs, the actions, the turn's steps, the queries'
modifier, the rules watching the door (special achievements, winning, Cities'
draw after a splay) and the karmas' wiring, so the layers stay a line, not a
circle.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from inno.engine import rng
from inno.engine.events import Event, event
from inno.engine.state import HAND, State
from inno.errors import InnoError

if TYPE_CHECKING:
    from inno.engine.karmas import _Index
    from inno.engine.ruleset import Ruleset


class Table:
    """A game's data: ``state``, players (``names``, ``team``), ``sets``, ``options``, log."""

    # Configuration (set by the game before ``init_table``).
    state: State
    names: tuple[str, ...]
    team: list[int]
    expansions: tuple[str, ...]
    sets: tuple[int, ...]
    options: dict[str, Any]
    achievements_needed: int
    specials: dict[str, int]
    # The rules of the sets in play (``use_rules``).
    rules: Ruleset
    # The door asks these hooks (the karmas', or None): per game, so that a test can wrap them.
    hooks: Callable | None
    # The rest: set by ``init_table``.
    team_members: list[tuple[int, ...]]
    events: list[Event]
    changes: int
    action_start: int
    touched: list[int]
    special_conditions: tuple[list[int], list, list, dict[str, list]]
    centre_by_age: tuple[list[int] | None, tuple[int, ...], dict[int, int]]
    modified: frozenset[str]
    karma_queries: frozenset[str]
    modifying: bool
    in_karma: int
    answered: list
    missing_karmas: frozenset[int]
    karma_index: _Index | None
    answering: int
    learned: str | None
    top: bool

    def init_table(self) -> None:
        """The parts of a table that are not configuration or state (``team`` is set)."""
        # team_members[player]: the player and their teammates.
        self.team_members = [
            tuple(q for q in range(len(self.team)) if self.team[q] == self.team[p])
            for p in range(len(self.team))
        ]
        self.events = []
        # How many changes (cards moved or revealed, new splays) so far: the
        # sharing bonus compares it before and after a sharer's turn.
        self.changes = 0
        self.action_start = 0  # self.changes when the current action began
        # Players whose position changed since the door last checked conditions.
        self.touched = []
        # The special achievements not claimed yet, and their conditions (see achievements).
        self.special_conditions = ([], [], [], {})
        # The standard achievements in the centre, their ages in order and the first card
        # of each age (see ``turn.achieve_options``).
        self.centre_by_age = (None, (), {})
        self.modified = frozenset()  # the queries passing ``rules.modify`` now
        self.karma_queries = frozenset()  # ... for the karmas (at least those)
        self.modifying = False  # a karma's modifier is asking the queries
        self.hooks = None
        # How many karmas (or Searches, which ignore expansion effects) are executing now:
        # karmas never trigger inside one.
        self.in_karma = 0
        self.answered = []  # the requests karmas are answering now (see the door)
        self.missing_karmas = frozenset()  # (see inno.engine.karmas)
        self.karma_index = None  # (see inno.engine.karmas)
        # Undo: who is answering now, and what somebody learned while they did.
        self.answering = -1
        self.learned = None
        self.top = False  # at an action decision (a checkpoint: see inno.engine.turn)

    def use_rules(self, rules: Ruleset) -> None:
        """Play by ``rules`` (the ruleset of the sets in play)."""
        self.rules = rules
        self.hooks = rules.hooks
        self.modified = rules.modified

    # -- seating ----------------------------------------------------------------

    @property
    def n(self) -> int:
        return self.state.n

    # (These are asked after nearly every change: plain loops cost less than comprehensions
    # for a handful of players.)

    def clockwise_from_left(self, player: int) -> list[int]:
        """Every other player in the game, clockwise starting at ``player``'s left."""
        n, out = self.state.n, self.state.out
        order = []
        for i in range(1, n):
            q = (player + i) % n
            if q not in out:
                order.append(q)
        return order

    def from_current(self) -> list[int]:
        """Every player in the game in turn order, starting with the current player."""
        n, current, out = self.state.n, self.state.current, self.state.out
        order = []
        for i in range(n):
            q = (current + i) % n
            if q not in out:
                order.append(q)
        return order

    def in_game(self) -> list[int]:
        """The players still in the game (all but those who lost: Exxon Valdez), by seat."""
        out = self.state.out
        return [q for q in range(self.state.n) if q not in out]

    def is_opponent(self, a: int, b: int) -> bool:
        return self.team[a] != self.team[b]

    def opponents_of(self, player: int) -> list[int]:
        """``player``'s opponents (not teammates), clockwise from their left."""
        team = self.team
        mine = team[player]
        found = []
        for q in self.clockwise_from_left(player):
            if team[q] != mine:
                found.append(q)
        return found

    def teammates(self, player: int) -> list[int]:
        """``player`` and their teammates."""
        return list(self.team_members[player])

    def distance(self, a: int, b: int) -> int:
        """How many seats apart ``a`` and ``b`` sit (around the table, the shorter way)."""
        d = abs(a - b)
        return min(d, self.state.n - d)

    # -- randomness, what players learn, notes in the log ---------------------------------

    def random_choice(self, items: list):
        s = self.state
        s.rng, i = rng.below(s.rng, len(items))
        self.learn("a random choice")
        return items[i]

    def learn(self, what: str) -> None:
        """Somebody learned something they did not know (no undo crosses this)."""
        self.learned = what

    def look_at_hand(self, player: int, why: str) -> None:
        """``player`` looks at all their face-down cards (option ``face_down_draws``): a
        decision or an effect needs them.  All of them, so that the others learn nothing
        of which ones it needed."""
        unlooked = self.state.unlooked[player]
        for card in unlooked:
            self.events.append(event("look", player, card, (HAND, player), (player,)))
        unlooked.clear()
        self.learn(why)

    def note(self, text: str) -> None:
        self.events.append(event("note", data=(text,)))


# -- who sits where, checked ----------------------------------------------------


def player_names(players) -> list[str]:
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


def seat_teams(names: list[str], teams) -> list[int]:
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
