"""Innovation as an OpenSpiel game (a pyspiel Python game, ``"python_innovation"``).

>>> import pyspiel
>>> import inno.research.openspiel  # registers the game
>>> game = pyspiel.load_game("python_innovation", {"players": 3, "expansions": "echoes+cities"})
>>> state = game.new_initial_state()
>>> state.is_chance_node()
True

Importing this module registers the game; it needs ``open_spiel`` (the extra
``inno[openspiel]``) and numpy, which ``import inno`` never imports.

Chance: **a chance node for each card of a supply pile before anything reads
it**, as OpenSpiel's card games deal.  Its outcomes are the cards that may be
there: uniformly, the cards of that pile that nothing has read yet (a card
returned to the bottom, or placed on top, is where it was put).  The root's
chance nodes are the eight bytes of the engine's random-number state (it drives
only the few random picks and reshuffles some effects make: a 64-bit secret,
which the few random outcomes a game shows cannot practically reveal), then the
deal: the standard achievement of each age and each player's two cards.  Then,
at each action decision, the top three cards of a pile that no chance node has
chosen get theirs, from the top down (every pile at the first action decision,
then those whose cards the log shows moving since the last): there, before any
effect runs, no card effect holds a pile's cards, and two unread cards of a pile
trade places in the game as it stands.  The engine draws inside card effects,
where it cannot stop for chance, so a player's action is played at once: if it
read a card that no chance node has chosen yet (a fourth card of one pile, a
pile's bottom card), the state becomes a chance node for that card, and what the
players see (observations, strings, ``__str__``) is the position before the
action.  A chosen card other than the one read trades places with it in the
game's checkpoint (its state at an action decision, taken every five answers or so;
the two are interchangeable: nothing read either), the answers since are played
again, and the next card the action read that no chance node chose gets its chance
node, until it read only chosen cards.
The game is therefore deterministic given the chance outcomes, and nothing about
a card is fixed before its chance node.

Actions are those of :mod:`inno.research.env.actions` (one fixed space for every set);
``choose_cards`` is answered one card at a time, then ``done``.  Observation
and information-state tensors are :mod:`inno.research.env.observation`'s encoding of the
player's view (``IIGObservationType.private_info`` single player, the default)
or of the public view (``private_info`` none: what a spectator sees, with seats
relative to the player), read straight from the game's state through the view's
information boundary and kept between steps (``Observer``: a state re-encodes
what changed since its last observation).  The information-state *string* has perfect recall
(the player's log, as they saw it, and their own actions; the public log for
public observations); the tensor is the same as the observation tensor (the
view already carries what the player learnt of hidden cards: card tracking).
Returns: +1 for each winner and -1 for each loser at the end (0 for each winner of
a draw: several players or teams won; 0 for all when ``max_game_length`` actions
truncate the game).  The game is
zero-sum with two players or teams, general-sum otherwise.  ``clone`` uses the
engine's ``Game.clone``; serialisation stores the actions (chance outcomes
included) and replays them; ``resample_from_infostate`` deals the hidden cards
again with :func:`inno.agents.determinize.determinize`.
"""

from __future__ import annotations

import operator
import random
from collections.abc import Callable
from typing import Any

import numpy as np
import pyspiel

from inno.agents.determinize import determinize, hidden_cards
from inno.data.cards import AGE, KIND, N_CARDS, NAME, SET
from inno.engine.game import Game
from inno.engine.search import discard
from inno.engine.shapes import View
from inno.engine.state import SUPPLY, State
from inno.engine.view import view as referee_view
from inno.errors import InnoError
from inno.research.env.actions import (
    DONE,
    N_ACTIONS,
    AgentPlayer,
    Chooser,
    ConfigError,
    IllegalAction,
    action_label,
    check_config,
    player_names,
    rewards,
)
from inno.research.env.observation import LAYOUT, SIZE, Observer, observe

SHORT_NAME = "python_innovation"
DEFAULT_MAX_GAME_LENGTH = 10_000
# The engine's random-number state: chosen by this many chance nodes of 256 outcomes.
SEED_BYTES = 8
_BYTE_OUTCOMES = [(b, 1.0 / 256) for b in range(256)]
# How many cards from the top of each pile get their chance node at an action decision:
# an action that reads more of one pile (four 1s drawn while sharing, say) is played
# again after the chance node of the fourth.  (Random 2-player games, base / all four
# sets: actions played again 0.26 / 0.46 a step with none, 0.08 with 1, 0.012 / 0.014
# with 3, 0.007 / 0.006 with 4; chance nodes at action decisions 0.25 / 0.58 a step
# with 1, 0.39 / 0.89 with 3, 0.41 / 1.07 with 4.)
TOP_DEPTH = 3
_PARAMETERS = {
    "players": 2,
    "expansions": "",  # joined by "+": "echoes+cities" (a comma would end the parameter)
    "max_game_length": DEFAULT_MAX_GAME_LENGTH,
    "teams": False,
    "longer": False,
    "open_boards": False,
    "distant_players": True,
    "relics": False,
}
_OPTION_PARAMETERS = ("teams", "longer", "open_boards", "distant_players", "relics")
_CHANCE, _TERMINAL = pyspiel.PlayerId.CHANCE, pyspiel.PlayerId.TERMINAL
# The age cards of each supply pile, (set, age) -> ascending ids: a chance node's outcomes.
_PILE_CARDS: dict[tuple[int, int], list[int]] = {}
# The pile of each card (None: a card of no supply pile), by card id; last, None for the
# card -1 of an event about no card.
_PILE_OF: list[tuple[int, int] | None] = [None] * (N_CARDS + 1)
for _card in range(N_CARDS):
    if KIND[_card] == "age":
        _pile = _PILE_OF[_card] = (SET[_card], AGE[_card])
        _PILE_CARDS.setdefault(_pile, []).append(_card)


def _game_type(utility: Any) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name=SHORT_NAME,
        long_name="Python Innovation (Carl Chudyk), with its four expansions",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=8,
        min_num_players=2,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_PARAMETERS,
    )


_GAME_TYPE = _game_type(pyspiel.GameType.Utility.GENERAL_SUM)


class InnovationGame(pyspiel.Game):
    """The game, configured by its parameters (see ``_PARAMETERS``)."""

    def __init__(self, params: dict | None = None) -> None:
        params = {**_PARAMETERS, **(params or {})}
        options = {k: bool(params[k]) for k in _OPTION_PARAMETERS}
        try:
            n, expansions, options = check_config(
                int(params["players"]), params["expansions"], options
            )
            Game(player_names(n), expansions, 0, options)  # the game checks its options
        except InnoError as e:
            raise ConfigError(str(e)) from None
        length = int(params["max_game_length"])
        if length < 1:
            raise ConfigError(f"max_game_length must be positive, not {length}")
        # The game string (str(game)) must load again: "+" joins the sets, since a
        # comma would end the parameter.
        params["expansions"] = "+".join(expansions)
        self.config = (n, expansions, options)
        self.max_length = length
        zero_sum = n == 2 or bool(options.get("teams"))
        utility = pyspiel.GameType.Utility.ZERO_SUM if zero_sum else _GAME_TYPE.utility
        info = pyspiel.GameInfo(
            num_distinct_actions=N_ACTIONS,
            max_chance_outcomes=N_CARDS,  # a card id (or a byte of the random-number state)
            num_players=n,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0 if zero_sum else None,
            max_game_length=length,
        )
        super().__init__(_game_type(utility), info, params)

    def new_initial_state(self) -> InnovationState:
        return InnovationState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict | None = None
    ) -> InnovationObserver:
        return InnovationObserver(
            iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), params
        )


def _holder(s: State, card: int) -> list[int]:
    """The list holding ``card``, to change: a supply pile (no longer shared with another
    state: ``s`` may be a checkpoint), a player's zone or a shared zone."""
    zone, owner = s.loc[card], s.owner[card]
    if zone == SUPPLY:
        return s.own_pile(SET[card], AGE[card])
    return s.players[owner].zones[zone] if owner >= 0 else s.shared[zone]


def _exchange_in(s: State, a: int, b: int) -> None:
    """Cards ``a`` and ``b`` (not on a board) trade places in ``s``."""
    pa, pb = _holder(s, a), _holder(s, b)
    i, j = pa.index(a), pb.index(b)
    pa[i], pb[j] = b, a
    s.loc[a], s.loc[b] = s.loc[b], s.loc[a]
    s.owner[a], s.owner[b] = s.owner[b], s.owner[a]


class _Core:
    """The engine's game, the action protocol and the chance bookkeeping of a state.

    pyspiel clones a Python state by deep-copying its attributes and serialises it
    by pickling them; a game (it holds a generator) can be neither, so this holder
    copies with ``Game.clone`` and pickles as (configuration, actions).

    ``unfixed``: the cards no chance node has chosen and the engine has not read
    (all in supply piles once the deal is done); any two of the same pile are
    interchangeable, which is what lets a chance node choose the one read.

    A player's action is played on the game at once (``live``); if it read unfixed
    cards it is ``waiting``: the state is a chance node for the first of them, and
    what the players see is the position before the action (``game``, rebuilt only
    if asked).  A chance outcome other than the card read trades places with it
    where both lay before the action (its checkpoint, then its answers again).
    At an action decision, the chance nodes for the cards near the piles' tops
    (``topping``) trade places in the live game as it stands, which then takes its
    checkpoint there: the actions that read those cards are played once.
    """

    __slots__ = (
        "config",
        "max_length",
        "seed_bytes",
        "live",
        "live_chooser",
        "steps",
        "mine",
        "actions",
        "unfixed",
        "supplied",
        "deal",
        "swaps",
        "target",
        "outcomes",
        "waiting",
        "topping",
        "tops_swapped",
        "to_fix",
        "fixed_until",
        "n_before",
        "picks_before",
        "before",
        "observer",
        "logs",
        "views",
        "player",
    )

    def __init__(self, config: tuple, max_length: int) -> None:
        self.config = config
        self.max_length = max_length
        self.seed_bytes: list[int] = []
        self.live: Game | None = None  # the game, the waiting action played
        self.live_chooser: Chooser | None = None
        self.steps = 0  # player actions so far
        self.mine: list[list[int]] = [[] for _ in range(config[0])]  # each player's actions
        # Every action, chance outcomes included (serialisation); None for a resampled
        # state, whose past is not one of actions.
        self.actions: list[int] | None = []
        self.unfixed: set[int] = set()
        # Where the cards unfixed at some point are (read in one call), and those fixed since.
        self.supplied: tuple[Callable[[list[int]], tuple], list[int]] | None = None
        self.deal: list[int] = []  # the cards of the deal still to be chosen by chance
        # The deal's chance outcomes other than the card dealt, (card dealt, outcome),
        # not yet played on the live game: all at once when the deal ends (one replay for
        # the deal), or when the position is asked before.
        self.swaps: list[tuple[int, int]] = []
        self.target: int | None = None  # the card the pending chance node chooses
        self.outcomes: list[int] = []  # ... among these
        self.waiting: int | None = None  # the player action waiting for that chance node
        # The pending chance node chooses the top card of a pile at an action decision;
        # and a chance outcome there swapped two cards of a pile (in the live state).
        self.topping = False
        self.tops_swapped = False
        # The piles whose tops are still to look at, at this action decision (None: all of
        # them, at the first one).
        self.to_fix: list[tuple[int, int]] | None = None
        self.fixed_until = 0  # the log's length when they were last gathered
        self.n_before = 0  # the log's length before it
        self.picks_before: list[int] = []  # and the picks of a multi-select under way
        self.before: tuple[Game, Chooser] | None = None  # the position before it, if asked
        self.observer: Observer | None = None  # the tensors of ``live``, kept between steps
        self.logs: dict[int, list[str]] = {}  # each player's log, rendered so far
        self.views: dict[tuple[int, bool], View] = {}  # of the current position
        # ``current_player`` (None: to find), which pyspiel asks about six times a step.
        self.player: int | None = None

    @property
    def game(self) -> Game | None:
        """The position the players see: before the waiting action, if any."""
        return self.dealt()[0] if self.live is not None else None

    @property
    def chooser(self) -> Chooser | None:
        return self.dealt()[1] if self.live is not None else None

    def dealt(self) -> tuple[Game, Chooser]:
        """The game and its chooser as the players see them, which exist from the last
        seed byte on (the callers come after it: chance nodes precede every decision)."""
        assert self.live is not None and self.live_chooser is not None, "no game before the seed"
        if self.swaps:
            self._exchange(self.swaps)
        if self.waiting is None:
            return self.live, self.live_chooser
        if self.before is None:
            self.before = self._rewound()
        return self.before

    # -- chance -------------------------------------------------------------------

    @property
    def chance(self) -> bool:
        return len(self.seed_bytes) < SEED_BYTES or self.target is not None

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if len(self.seed_bytes) < SEED_BYTES:
            return _BYTE_OUTCOMES[:]
        p = 1.0 / len(self.outcomes)
        return [(c, p) for c in self.outcomes]

    def apply_chance(self, outcome: int) -> None:
        if len(self.seed_bytes) < SEED_BYTES:
            if not 0 <= outcome < 256:
                raise IllegalAction(f"chance outcome {outcome} is not a byte (0 to 255)")
            self.seed_bytes.append(outcome)
            if len(self.seed_bytes) == SEED_BYTES:
                self._start()
            return
        if outcome not in self.outcomes:
            names = ", ".join(f"{c} ({NAME[c]})" for c in self.outcomes)
            raise IllegalAction(f"chance outcome {outcome} is not one of {names}")
        target = self.target
        assert target is not None, "past the seed bytes, a chance node chooses a card"
        if outcome != target:
            if self.topping:
                # Nothing has read either card, nor will before the action decision this
                # is: they trade places in the live state alone (its checkpoint follows).
                assert self.live is not None, "a pile's top is chosen after the deal"
                _exchange_in(self.live.state, target, outcome)
                self.tops_swapped = True
            elif self.waiting is None:  # (the deal)
                self.swaps.append((target, outcome))
            else:
                self._exchange([(target, outcome)])
            # A place of the deal still to choose that held ``outcome`` now holds the target.
            self.deal = [target if c == outcome else c for c in self.deal]
        self._fix(outcome)
        self.target = None
        self._changed()
        if self.deal:
            self._choose(self.deal.pop(0))
            return
        if self.waiting is not None:
            self._resolve()
        elif self.swaps:  # (the deal is done)
            self._exchange(self.swaps)
        if self.target is None:
            self._next_top()

    def _start(self) -> None:
        """The setup (with a seed from the chance bytes), its dealt cards still to choose."""
        n, expansions, options = self.config
        seed = int.from_bytes(bytes(self.seed_bytes), "big")
        self.live = game = Game(player_names(n), expansions, seed, options)
        self.live_chooser = Chooser(game)
        self.unfixed = {c for c in game.cards_in_play() if KIND[c] == "age"}
        self.supplied = None
        self.n_before = len(game.events)
        s = game.state
        self.deal = [*s.available, *(c for p in s.players for c in p.hand)]
        self._choose(self.deal.pop(0))

    def _choose(self, card: int) -> None:
        """A chance node for ``card``'s place: any unchosen card of its set and age."""
        self.target = card
        unfixed = self.unfixed
        self.outcomes = [c for c in _PILE_CARDS[SET[card], AGE[card]] if c in unfixed]

    def _fix(self, card: int) -> None:
        """``card`` is chosen (or read by name): no chance node chooses it again."""
        if card not in self.unfixed:
            return  # (a card read twice: ``supplied`` lists each card fixed once)
        self.unfixed.discard(card)
        if self.supplied is not None:
            self.supplied[1].append(card)
            if len(self.supplied[1]) > 32:  # (past a few, read the unfixed cards again)
                self.supplied = None

    def _exchange(self, pairs: list[tuple[int, int]]) -> None:
        """The cards of each pair trade places, in turn, where the live game replays from
        (``_origin``), whose answers are then replayed (none of them was read before
        the waiting action, so the answers before it replay the same way, and the log
        up to it is the same: what each player knows of it carries over)."""
        live, chooser = self.live, self.live_chooser
        assert live is not None and chooser is not None, "a card trades places after the seed"
        state, n_events, answers = self._origin()
        # (shared with the game's timeline, or a clone's: ``_exchange_in`` copies a pile
        # it changes)
        state = state.checkpoint()
        for a, b in pairs:
            _exchange_in(state, a, b)
        self.swaps = []
        other = live.resume(state, answers, n_events)  # (which plays on ``state``)
        other.set_log(other.events, _knowledge_until(live, self.n_before, copy=False))
        self.live_chooser = chooser.copy(other)
        self.live = other
        self._drop_before()  # (the position before the action has the cards exchanged too)
        if self.observer is not None:
            self.observer.follow(other)
        # A game is a knot of reference cycles: the one replaced is freed now rather than
        # by the garbage collector, whose passes cost about a seventh of a step.
        discard(live)

    def _act(self, action: int) -> None:
        """Play ``action`` (an answer to the game); a chance node follows for the first
        unfixed card it read, if any."""
        live, chooser = self.live, self.live_chooser
        assert live is not None and chooser is not None, "no action before the deal"
        self.n_before = len(live.events)
        self.picks_before = chooser.picks[:]
        chooser.step(action)
        self.waiting = action
        self._resolve()

    def _resolve(self) -> None:
        """A chance node for the first unfixed card the waiting action read; none: the
        action is done."""
        card = self._first_read()
        if card is None:
            self.waiting = None
            self._drop_before()
        else:
            self._choose(card)
        self._changed()

    def _next_top(self) -> None:
        """At an action decision, a chance node for the next card among the top
        ``TOP_DEPTH`` of a pile that no chance node chose, if any: the action's first reads
        of that pile are then cards already chosen, which need no chance node after the
        action, nor the action played again.  None left: if chance made cards of a pile
        trade places, the live game takes its checkpoint here and keeps no undo (the
        checkpoints it had, which clones and replays start from, had the cards where
        they were).

        Only at an action decision: inside an action, an effect may hold a pile's cards
        across a decision (Tuning Fork's choice of a deck to look at), which a card
        trading places under it would contradict.
        """
        live = self.live
        assert live is not None, "a pile's top is chosen after the deal"
        if not live.top or live.over or self.steps >= self.max_length:
            return
        to_fix = self.to_fix
        if to_fix is None:
            to_fix = self.to_fix = list(_PILE_CARDS)
        elif not self.topping:
            # A pile's top changes as a card leaves it or comes to it, which the log shows:
            # the piles of the cards of the log since the last action decision.  (A fixed
            # card taken off a pile without an event would leave an unfixed top: its chance
            # node then comes after the action that reads it, as for the deeper cards.)
            pile_of = _PILE_OF
            moved = {pile_of[e.card] for e in live.events[self.fixed_until :]}
            # (sorted: the order of the chance nodes is the game's, in any Python)
            to_fix.extend(sorted(pile for pile in moved if pile is not None))
        self.fixed_until = len(live.events)
        piles = live.state.piles
        unfixed = self.unfixed
        while to_fix:
            set_, age = to_fix[-1]
            for card in piles[set_][age][: -TOP_DEPTH - 1 : -1]:  # (from the top down)
                if card in unfixed:
                    self.topping = True
                    self._choose(card)
                    return
            to_fix.pop()
        self.topping = False
        if self.tops_swapped:
            self.tops_swapped = False
            timeline = live.timeline
            timeline.start(live.state.checkpoint(), len(live.events))
            timeline.undo.clear()

    def _first_read(self) -> int | None:
        """The first unfixed card the live game read in the waiting action, by its place
        on a pile.

        A card read by name (Alex Trebek searching the figures deck for the named
        figure) is no pile's top: it is simply chosen as it is.
        """
        live = self.live
        assert live is not None, "an action waits after the deal"
        unfixed = self.unfixed
        read = [e.card for e in live.events[self.n_before :] if e.card in unfixed]
        loc = live.state.loc
        if self.supplied is None and len(unfixed) > 1:
            self.supplied = (operator.itemgetter(*unfixed), [])
        if self.supplied is not None:
            # (one C call reads where the cards unfixed then are: all in the supply but
            # those fixed since, which may have left it)
            getter, fixed = self.supplied
            places = getter(loc)
            out = len(places) - places.count(SUPPLY)
            out -= len(fixed) - list(map(loc.__getitem__, fixed)).count(SUPPLY)
        else:
            out = sum(loc[c] != SUPPLY for c in unfixed)
        # ``out`` unfixed cards are out of the supply: more than the log read (a draw),
        # and some moved without an event (as many: those, read already).
        if out > len({c for c in read if loc[c] != SUPPLY}):
            read += sorted(c for c in unfixed if loc[c] != SUPPLY)
        if not read:
            return None
        answer = live.history[-1] if live.history else None
        named = answer if isinstance(answer, list) else [answer]
        for card in read:
            if NAME[card] in named:
                self._fix(card)
            else:
                return card
        return None

    def _drop_before(self) -> None:
        """Forget the position before the waiting action, if it was made (freed now)."""
        if self.before is not None:
            discard(self.before[0])
            self.before = None

    def _origin(self) -> tuple[State, int, list]:
        """Where the live game replays from: (state, log length, answers since, the last
        of them the waiting action); do not change the state."""
        live = self.live
        assert live is not None, "a game replays after the deal"
        timeline = live.timeline
        assert timeline.checkpoint is not None, "a game has a checkpoint"
        return timeline.checkpoint, timeline.n_events, timeline.since[:]

    def _rewound(self) -> tuple[Game, Chooser]:
        """The position before the waiting action: where the live game replays from, and
        its answers up to that action."""
        live = self.live
        assert live is not None, "an action waits after the deal"
        state, n_events, answers = self._origin()
        game = live.resume(state.checkpoint(), answers[:-1], n_events)
        # (``resume`` keeps the history up to the answers it replays, which the waiting
        # action follows: its history is the live game's but that action)
        game.timeline.history[:] = live.history[:-1]
        game.timeline.who[:] = live.timeline.who[:-1]
        game.set_log(game.events, _knowledge_until(live, self.n_before, copy=True))
        chooser = Chooser(game)
        chooser.picks = self.picks_before[:]
        return game, chooser

    # -- players ------------------------------------------------------------------

    def play(self, action: int) -> None:
        """A player's action (an illegal one raises, naming the legal ones)."""
        chooser = self.live_chooser
        assert chooser is not None, "no action before the deal"
        d = chooser.decision
        player = chooser.player
        if d.kind == "choose_cards" and action != DONE and len(chooser.picks) + 1 < d.max:
            chooser.step(action)  # a pick: nothing reaches the game yet
        else:
            self._act(action)
        self.mine[player].append(action)
        self.steps += 1
        if self.target is None:
            self._next_top()
        self._changed()

    def apply(self, action: int) -> None:
        """Any action: a chance outcome at a chance node, else the player's."""
        if self.chance:
            self.apply_chance(action)
        else:
            self.play(action)
        if self.actions is not None:
            self.actions.append(action)
        self.player = None

    def _changed(self) -> None:
        self.views = {}
        self.player = None

    def current_player(self) -> int:
        """The deciding seat, ``CHANCE`` or ``TERMINAL`` (found once per change)."""
        if self.target is not None or len(self.seed_bytes) < SEED_BYTES:
            player = _CHANCE
        else:
            live, chooser = self.live, self.live_chooser
            assert live is not None and chooser is not None, "past the chance nodes, a game"
            if live.over or self.steps >= self.max_length:
                player = _TERMINAL
            else:
                player = chooser.player
        self.player = player
        return player

    @property
    def over(self) -> bool:
        return (
            self.live is not None
            and not self.chance
            and (self.live.over or self.steps >= self.max_length)
        )

    # -- what the observer reads ---------------------------------------------------

    def observe(self, player: int, picks: list[str], public: bool, out: np.ndarray) -> None:
        """``player``'s observation tensor (or the public one from their seat) into ``out``."""
        if self.waiting is not None:  # (a chance node: the position before the action)
            observe(self.dealt()[0], player, picks, public, out)
            return
        if self.swaps:
            self._exchange(self.swaps)
        if self.observer is None:
            assert self.live is not None, "no observation before the deal"
            self.observer = Observer(self.live)
        self.observer(player, picks, public, out)

    def view(self, player: int, private: bool = True) -> View:
        key = (player, private)
        found = self.views.get(key)
        if found is None:
            game, _ = self.dealt()
            if private:
                found = game.view(player, log_since=None)
            else:  # a spectator's view, seats relative to ``player``
                found = game.spectator_view(log_since=None).copy()
                found["viewer"] = game.names[player]
            self.views[key] = found
        return found

    def log(self, player: int | None) -> list[str]:
        """The log as ``player`` saw it (None: the public log), rendered once per event."""
        lines = self.logs.setdefault(-1 if player is None else player, [])
        game, _ = self.dealt()
        events, names = game.events, game.names
        if len(lines) > len(events):  # (the game went back to a checkpoint)
            del lines[:]
        viewer = -1 if player is None else player
        lines.extend(e.render(names, viewer)["text"] for e in events[len(lines) :])
        return lines

    # -- copies ---------------------------------------------------------------------

    def __del__(self, _discard: Callable[[Game], None] = discard) -> None:
        # A state dropped (most of a search's clones are) frees its games now: a game inside
        # an action is a knot of reference cycles, which the garbage collector's passes
        # would find later (a quarter of a search cloning three states a step).  Nothing
        # outside the state plays on them (a bot bound to one binds to the next game).
        before = getattr(self, "before", None)
        if before is not None:
            _discard(before[0])
        live = getattr(self, "live", None)
        if live is not None:
            _discard(live)

    def __deepcopy__(self, memo: dict) -> _Core:
        other = _Core(self.config, self.max_length)
        other.seed_bytes = self.seed_bytes[:]
        other.steps = self.steps
        other.mine = [m[:] for m in self.mine]
        other.actions = self.actions[:] if self.actions is not None else None
        other.unfixed = set(self.unfixed)
        other.deal = self.deal[:]
        other.swaps = self.swaps[:]
        other.target, other.outcomes, other.waiting = self.target, self.outcomes, self.waiting
        other.topping, other.tops_swapped = self.topping, self.tops_swapped
        other.to_fix = self.to_fix[:] if self.to_fix is not None else None
        other.fixed_until = self.fixed_until
        other.n_before, other.picks_before = self.n_before, self.picks_before[:]
        other.logs = {p: lines[:] for p, lines in self.logs.items()}
        if self.live is not None and self.live_chooser is not None:
            other.live = self.live.clone()
            other.live_chooser = self.live_chooser.copy(other.live)
        return other

    def __getstate__(self) -> dict:
        if self.actions is None:
            raise ValueError("a state made by resample_from_infostate cannot be serialised")
        return {"config": self.config, "max_length": self.max_length, "actions": self.actions}

    def __setstate__(self, data: dict) -> None:
        config = tuple(data["config"])
        config = (config[0], tuple(config[1]), dict(config[2]))
        _Core.__init__(self, config, data["max_length"])
        for action in data["actions"]:
            self.apply(action)


def _knowledge_until(game: Game, n_events: int, copy: bool) -> dict:
    """``game``'s card tracking (by viewer) that has followed no more than its first
    ``n_events`` log events (copies, or the same objects for a game replacing it)."""
    return {
        v: k.copy() if copy else k for v, k in game._knowledge.items() if k.seen_events <= n_events
    }


class InnovationState(pyspiel.State):
    """A position: a chance node (the deal, a card off a pile), a decision, or the end."""

    def __init__(self, game: InnovationGame) -> None:
        super().__init__(game)
        self._core = _Core(game.config, game.max_length)

    # -- the pyspiel protocol ---------------------------------------------------------

    def current_player(self) -> int:
        # (pyspiel asks it about six times a step, ``legal_actions`` alone three times)
        core = self._core
        player = core.player
        return core.current_player() if player is None else player

    def is_terminal(self) -> bool:
        return self.current_player() == _TERMINAL

    def is_chance_node(self) -> bool:
        return self.current_player() == _CHANCE

    def chance_outcomes(self) -> list[tuple[int, float]]:
        core = self._core
        return core.chance_outcomes() if core.chance else []

    def legal_actions(self, player: int | None = None) -> list[int]:
        # As pyspiel's (what C++ callers use), which, called from Python at every step,
        # asks this state back through C++ for its player, whether it is a chance node and
        # its actions: five times the cost of this.
        # (pyspiel's rules: at a chance node its outcomes and at the end none, whoever is
        # asked about; at a decision the decider's, none for another player, and an error
        # for a pseudo-player, which pyspiel's raises)
        current = self.current_player()
        if current == _CHANCE:
            return [a for a, _ in self._core.chance_outcomes()]
        if current == _TERMINAL:
            return []
        if player is None or player == current:
            return self._legal_actions(current)
        return [] if player >= 0 else pyspiel.State.legal_actions(self, player)

    def _legal_actions(self, player: int) -> list[int]:
        # (at a decision no action waits: the live game is the one the players see)
        core = self._core
        if player < 0 or player != self.current_player():
            return []
        assert core.live_chooser is not None, "a decision after the deal"
        return core.live_chooser.legal_actions()

    def _apply_action(self, action: int) -> None:
        self._core.apply(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        core = self._core
        if player == pyspiel.PlayerId.CHANCE:
            if len(core.seed_bytes) < SEED_BYTES:
                return f"random-number byte {action}"
            return f"card {NAME[action]}" if 0 <= action < N_CARDS else f"card {action}"
        chooser = core.chooser
        d = chooser.decision if chooser is not None else None
        if (
            chooser is not None
            and d is not None
            and d.who == player
            and action in chooser.option_actions()
        ):
            option = d.options[chooser.option_actions().index(action)]
            return f"{action_label(action)} ({option!r})"
        return action_label(action)

    def returns(self) -> list[float]:
        core = self._core
        n = core.config[0]
        game = core.live
        # (before the deal, at a chance node: the game before the action, not over)
        if game is None or core.chance or game.result is None:
            return [0.0] * n
        return rewards(game)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> InnovationState:
        """A state ``player_id`` cannot tell from this one: the cards hidden from them dealt
        again by :func:`inno.agents.determinize.determinize`, the engine's random
        numbers fresh, and the supply cards they have not located left to chance again.

        The determinizer raises (``NoDeal``) if it finds no consistent deal; it never
        returns the real game."""
        core = self._core
        if core.game is None or core.deal:
            return self.clone()  # nothing dealt yet: every deal is still to come
        rng = random.Random(int(probability_sampler() * (1 << 53)))
        det = determinize(core.game, player_id, rng)
        state = InnovationState(self.get_game())
        other = state._core
        other.seed_bytes = core.seed_bytes[:]
        other.actions = None
        other.steps = core.steps
        other.mine = [m[:] for m in core.mine]
        other.logs = {player_id: core.logs.get(player_id, [])[:]}
        other.live = det
        other.live_chooser = Chooser(det)
        _, chooser = core.dealt()
        if chooser.player == player_id:
            other.live_chooser.picks = chooser.picks[:]  # their own selection under way
        # Unread: the supply cards hidden from the player that stayed in their pile since
        # the checkpoint the determinization replayed from (so exchanging two replays).
        checkpoint, n_events = det.timeline.checkpoint, det.timeline.n_events
        assert checkpoint is not None, "a game has a checkpoint"
        moved = {e.card for e in det.events[n_events:]}
        other.unfixed = {
            c
            for c in hidden_cards(core.game, player_id)
            if det.state.loc[c] == SUPPLY and checkpoint.loc[c] == SUPPLY and c not in moved
        }
        if core.waiting is not None:
            other._act(core.waiting)
        elif core.topping:  # (a chance node for a pile's top: so is the state dealt again)
            other._next_top()
        return state

    def __str__(self) -> str:
        core = self._core
        if core.game is None:
            return f"before the deal ({len(core.seed_bytes)} of {SEED_BYTES} random bytes)"
        game = core.game
        view = referee_view(game, None, None)
        lines = [f"{core.steps} actions, turn {view['turn']['number']}"]
        for p in view["players"]:
            tops = ", ".join(f"{c} {s['top']} ({s['splay']})" for c, s in p["board"].items())
            lines.append(
                f"{p['name']}: score {p['score']}, achievements {p['achievement_count']}, "
                f"hand {p['hand']}; {tops or 'empty board'}"
            )
        if core.target is not None:
            if core.topping:
                what = "the top of its pile"
            elif core.waiting is None:
                what = "the deal"
            else:
                what = action_label(core.waiting)
            lines.append(f"chance: the card for {NAME[core.target]}'s place ({what})")
        elif game.over:
            lines.append(f"over: {game.result}")
        elif core.over:
            lines.append("stopped: max_game_length reached")
        else:
            d = game.pending
            assert d is not None, "not over: a decision is pending"
            picked = [d.options[i] for i in core.dealt()[1].picks]
            lines.append(
                f"{d.player}: {d.prompt} {d.options}" + (f" picked {picked}" if picked else "")
            )
        return "\n".join(lines)

    # -- for the observer ------------------------------------------------------------------

    def view_of(self, player: int, private: bool = True) -> View | None:
        """``player``'s view, or the public view from their seat (None before the deal)."""
        core = self._core
        return None if core.game is None else core.view(player, private)

    def picks_of(self, player: int) -> list[str]:
        """The cards ``player`` picked so far in a multi-select under way."""
        core = self._core
        chooser = core.chooser
        d = chooser.decision if chooser is not None else None
        if chooser is None or d is None or d.who != player:
            return []
        return [d.options[i] for i in chooser.picks]

    def private_history(self, player: int) -> str:
        """Perfect recall: the log as ``player`` saw it, and their own actions."""
        core = self._core
        if core.game is None:
            return f"my actions: {core.mine[player]}"
        return "\n".join(core.log(player)) + f"\nmy actions: {core.mine[player]}"

    def public_history(self) -> str:
        """The public log: what everybody saw."""
        core = self._core
        return "" if core.game is None else "\n".join(core.log(None))


class InnovationObserver:
    """Observation and information-state tensors and strings (the PyObserver interface).

    ``iig_obs_type.private_info``: ``SINGLE_PLAYER`` (the default) observes the
    player's view; ``NONE`` the public view only (seats still relative to the
    player).  ``ALL_PLAYERS`` and observations without the public information
    are not offered: the tensor is one encoding of one view, public and private
    parts together.
    """

    def __init__(self, iig_obs_type: Any, params: dict | None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        if not iig_obs_type.public_info:
            raise ValueError("python_innovation's observations always hold the public information")
        kind = iig_obs_type.private_info
        if kind == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError(
                "python_innovation observes one player's private information or none, "
                "not all players'"
            )
        self.private = kind == pyspiel.PrivateInfoType.SINGLE_PLAYER
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        self.tensor = np.zeros(SIZE, np.float32)
        self.dict = {
            name: self.tensor[at : at + int(np.prod(shape))].reshape(shape)
            for name, shape, at in LAYOUT
        }

    def set_from(self, state: InnovationState, player: int) -> None:
        # Read from the game's state, not from the view (the same tensor, a fraction of
        # the cost), and kept between steps (``inno.research.env.observation.Observer``).
        core = state._core
        if core.live is None:
            self.tensor.fill(0.0)
            return
        picks = state.picks_of(player) if self.private else []
        core.observe(player, picks, not self.private, self.tensor)

    def string_from(self, state: InnovationState, player: int) -> str:
        view = state.view_of(player, self.private)
        if view is None:
            text = f"player {player}: before the deal"
        else:
            pending = view["pending"]
            text = _view_text(view) + (f"\npending: {pending}" if pending else "")
            picks = state.picks_of(player) if self.private else []
            if picks:
                text += f"\npicked so far: {picks}"
        if self.perfect_recall:
            history = state.private_history(player) if self.private else state.public_history()
            text = f"{history}\n{text}"
        return text


class AgentBot(pyspiel.Bot):
    """One of inno's bots (``inno.agents.make_agent``) as an OpenSpiel bot of one seat.

    >>> from inno.agents import make_agent
    >>> bots = [AgentBot(make_agent("greedy", 1), 0), AgentBot(make_agent("random", 2), 1)]

    Usable wherever OpenSpiel takes bots (``pyspiel.evaluate_bots``).  A searching
    bot (``mcts``) searches the engine's game held by the state it is given.
    """

    def __init__(self, agent: Any, player_id: int) -> None:
        pyspiel.Bot.__init__(self)
        self._player = AgentPlayer(agent)
        self._player_id = player_id

    def player_id(self) -> int:
        return self._player_id

    def restart_at(self, state: InnovationState) -> None:
        pass

    def provides_policy(self) -> bool:
        return False

    def step(self, state: InnovationState) -> int:
        return self._player.act(state)


def _view_text(view: View) -> str:
    """A compact, deterministic text of a view (no log)."""
    parts = [f"turn {view['turn']['number']} ({view['turn']['player']}), phase {view['phase']}"]
    for p in view["players"]:
        fields = {k: v for k, v in p.items() if k not in ("icons",)}
        parts.append(repr(fields))
    parts.append(f"achievements {view['achievements']}, specials {view['special_achievements']}")
    parts.append(f"supply {view['supply']}")
    return "\n".join(parts)


pyspiel.register_game(_GAME_TYPE, InnovationGame)
