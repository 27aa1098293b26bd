"""Innovation as an OpenSpiel game (a pyspiel Python game, ``"python_innovation"``).

>>> import pyspiel
>>> import inno.research.openspiel  # registers the game
>>> game = pyspiel.load_game("python_innovation", {"players": 3, "expansions": "echoes+cities"})
>>> state = game.new_initial_state()
>>> state.is_chance_node()
True

Importing this module registers the game; it needs ``open_spiel`` (the extra
``inno[openspiel]``) and numpy, which ``import inno`` never imports.

Chance: **a chance node for each card that comes off a supply pile**, as
OpenSpiel's card games deal.  Its outcomes are the cards that may be there:
uniformly, the cards of that pile that nothing has read yet (a card returned
to the bottom, or placed on top, is where it was put).  The root's chance
nodes are the eight bytes of the engine's random-number state (it drives only
the few random picks and reshuffles some effects make: a 64-bit secret, which
the few random outcomes a game shows cannot practically reveal), then the
deal: the standard achievement of each age and each player's two cards.  The
engine draws inside card effects, where it cannot stop for chance,
so a player's action is first played on a clone of the game: if it reads a
card that no chance node has chosen yet (a draw, a dig, a look at a pile's top
or bottom), the state becomes a chance node for that card, the chosen card is
exchanged with it where both lie (they are interchangeable: nothing read
either), and the action is tried again until it reads only chosen cards.  The
game is therefore deterministic given the chance outcomes, and nothing about a
future draw is fixed before its chance node.

Actions are those of :mod:`inno.research.env.actions` (one fixed space for every set);
``choose_cards`` is answered one card at a time, then ``done``.  Observation
and information-state tensors are :mod:`inno.research.env.observation`'s encoding of the
player's view (``IIGObservationType.private_info`` single player, the default)
or of the public view (``private_info`` none: what a spectator sees, with seats
relative to the player), read straight from the game's state through the view's
information boundary.  The information-state *string* has perfect recall
(the player's log, as they saw it, and their own actions; the public log for
public observations); the tensor is the same as the observation tensor (the
view already carries what the player learnt of hidden cards: card tracking).
Returns: +1 for each winner and -1 for each loser at the end (0 for all in a
draw, or when ``max_game_length`` actions truncate the game).  The game is
zero-sum with two players or teams, general-sum otherwise.  ``clone`` uses the
engine's ``Game.clone``; serialisation stores the actions (chance outcomes
included) and replays them; ``resample_from_infostate`` deals the hidden cards
again with :func:`inno.agents.determinize.determinize`.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pyspiel

from inno.agents.determinize import determinize, hidden_cards
from inno.data.cards import AGE, KIND, N_CARDS, NAME, SET
from inno.engine.game import Game
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
)
from inno.research.env.observation import LAYOUT, SIZE, observe

SHORT_NAME = "python_innovation"
DEFAULT_MAX_GAME_LENGTH = 10_000
# The engine's random-number state: chosen by this many chance nodes of 256 outcomes.
SEED_BYTES = 8
_BYTE_OUTCOMES = [(b, 1.0 / 256) for b in range(256)]
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
    """The list holding ``card``: a supply pile, a player's zone or a shared zone."""
    zone, owner = s.loc[card], s.owner[card]
    if zone == SUPPLY:
        return s.piles[SET[card]][AGE[card]]
    return s.players[owner].zones[zone] if owner >= 0 else s.shared[zone]


def _exchanged(state: State, a: int, b: int) -> State:
    """A copy of ``state`` where cards ``a`` and ``b`` (not on a board) trade places."""
    s = state.copy()
    pa, pb = _holder(s, a), _holder(s, b)
    i, j = pa.index(a), pb.index(b)
    pa[i], pb[j] = b, a
    s.loc[a], s.loc[b] = s.loc[b], s.loc[a]
    s.owner[a], s.owner[b] = s.owner[b], s.owner[a]
    return s


class _Core:
    """The engine's game, the action protocol and the chance bookkeeping of a state.

    pyspiel clones a Python state by deep-copying its attributes and serialises it
    by pickling them; a game (it holds a generator) can be neither, so this holder
    copies with ``Game.clone`` and pickles as (configuration, actions).

    ``unfixed``: the cards no chance node has chosen and the engine has not read
    (all in supply piles once the deal is done); any two of the same pile are
    interchangeable, which is what lets a chance node choose the one read.
    """

    __slots__ = (
        "config",
        "max_length",
        "seed_bytes",
        "game",
        "chooser",
        "steps",
        "mine",
        "actions",
        "unfixed",
        "deal",
        "target",
        "outcomes",
        "waiting",
        "logs",
        "views",
    )

    def __init__(self, config: tuple, max_length: int) -> None:
        self.config = config
        self.max_length = max_length
        self.seed_bytes: list[int] = []
        self.game: Game | None = None
        self.chooser: Chooser | None = None
        self.steps = 0  # player actions so far
        self.mine: list[list[int]] = [[] for _ in range(config[0])]  # each player's actions
        # Every action, chance outcomes included (serialisation); None for a resampled
        # state, whose past is not one of actions.
        self.actions: list[int] | None = []
        self.unfixed: set[int] = set()
        self.deal: list[int] = []  # the cards of the deal still to be chosen by chance
        self.target: int | None = None  # the card the pending chance node chooses
        self.outcomes: list[int] = []  # ... among these
        self.waiting: int | None = None  # the player action waiting for that chance node
        self.logs: dict[int, list[str]] = {}  # each player's log, rendered so far
        self.views: dict[tuple[int, bool], View] = {}  # of the current position

    def dealt(self) -> tuple[Game, Chooser]:
        """The game and its chooser, which exist from the last seed byte on (the callers
        come after it: chance nodes precede every decision)."""
        assert self.game is not None and self.chooser is not None, "no game before the seed"
        return self.game, self.chooser

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
            self._exchange(target, outcome)
            # A place of the deal still to choose that held ``outcome`` now holds the target.
            self.deal = [target if c == outcome else c for c in self.deal]
        self.unfixed.discard(outcome)
        self.target = None
        self._changed()
        if self.deal:
            self._choose(self.deal.pop(0))
        elif self.waiting is not None:
            self._try(self.waiting)

    def _start(self) -> None:
        """The setup (with a seed from the chance bytes), its dealt cards still to choose."""
        n, expansions, options = self.config
        seed = int.from_bytes(bytes(self.seed_bytes), "big")
        self.game = game = Game(player_names(n), expansions, seed, options)
        self.chooser = Chooser(game)
        self.unfixed = {c for c in game.cards_in_play() if KIND[c] == "age"}
        s = game.state
        self.deal = [*s.available, *(c for p in s.players for c in p.hand)]
        self._choose(self.deal.pop(0))

    def _choose(self, card: int) -> None:
        """A chance node for ``card``'s place: any unchosen card of its set and age."""
        self.target = card
        self.outcomes = sorted(
            c for c in self.unfixed if SET[c] == SET[card] and AGE[c] == AGE[card]
        )

    def _exchange(self, a: int, b: int) -> None:
        """Cards ``a`` and ``b`` trade places since the game's checkpoint (neither was read
        since the deal, so the answers since replay the same way)."""
        game, chooser = self.dealt()
        state, n_events, since = game.checkpoint()
        other = game.resume(_exchanged(state, a, b), since, n_events)
        other.adopt_log(game)  # the same events: the card tracking carries on
        self.chooser = chooser.copy(other)
        self.game = other

    def _try(self, action: int) -> None:
        """Play ``action`` on a clone; keep it unless it read an unchosen card (then chance
        chooses that card first)."""
        game, chooser = self.dealt()
        trial = game.clone()
        chooser = chooser.copy(trial)
        chooser.step(action)
        card = self._first_read(trial)
        if card is None:
            self.game, self.chooser, self.waiting = trial, chooser, None
        else:
            self.waiting = action
            self._choose(card)
        self._changed()

    def _first_read(self, trial: Game) -> int | None:
        """The first unchosen card ``trial`` read since this game, by its place on a pile.

        A card read by name (Alex Trebek searching the figures deck for the named
        figure) is no pile's top: it is simply chosen as it is.
        """
        unfixed = self.unfixed
        answer = trial.history[-1] if trial.history else None
        named = answer if isinstance(answer, list) else [answer]
        game, _ = self.dealt()
        read = [e.card for e in trial.events[len(game.events) :] if e.card in unfixed]
        loc = trial.state.loc
        read += sorted(c for c in unfixed if loc[c] != SUPPLY)  # (moved without an event)
        for card in read:
            if NAME[card] in named:
                unfixed.discard(card)
            else:
                return card
        return None

    # -- players ------------------------------------------------------------------

    def play(self, action: int) -> None:
        """A player's action (an illegal one raises, naming the legal ones)."""
        _, chooser = self.dealt()
        d = chooser.decision
        player = chooser.player
        if d.kind == "choose_cards" and action != DONE and len(chooser.picks) + 1 < d.max:
            chooser.step(action)  # a pick: nothing reaches the game yet
        else:
            self._try(action)
        self.mine[player].append(action)
        self.steps += 1
        self._changed()

    def apply(self, action: int) -> None:
        """Any action: a chance outcome at a chance node, else the player's."""
        if self.chance:
            self.apply_chance(action)
        else:
            self.play(action)
        if self.actions is not None:
            self.actions.append(action)

    def _changed(self) -> None:
        self.views = {}

    @property
    def over(self) -> bool:
        return (
            self.game is not None
            and not self.chance
            and (self.game.over or self.steps >= self.max_length)
        )

    # -- what the observer reads ---------------------------------------------------

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

    def __deepcopy__(self, memo: dict) -> _Core:
        other = _Core(self.config, self.max_length)
        other.seed_bytes = self.seed_bytes[:]
        other.steps = self.steps
        other.mine = [m[:] for m in self.mine]
        other.actions = self.actions[:] if self.actions is not None else None
        other.unfixed = set(self.unfixed)
        other.deal = self.deal[:]
        other.target, other.outcomes, other.waiting = self.target, self.outcomes, self.waiting
        other.logs = {p: lines[:] for p, lines in self.logs.items()}
        if self.game is not None:
            game, chooser = self.dealt()
            other.game = game.clone()
            other.chooser = chooser.copy(other.game)
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


class InnovationState(pyspiel.State):
    """A position: a chance node (the deal, a card off a pile), a decision, or the end."""

    def __init__(self, game: InnovationGame) -> None:
        super().__init__(game)
        self._core = _Core(game.config, game.max_length)

    # -- the pyspiel protocol ---------------------------------------------------------

    def current_player(self) -> int:
        core = self._core
        if core.chance:
            return pyspiel.PlayerId.CHANCE
        if core.over:
            return pyspiel.PlayerId.TERMINAL
        return core.dealt()[1].player

    def is_terminal(self) -> bool:
        return self._core.over

    def chance_outcomes(self) -> list[tuple[int, float]]:
        core = self._core
        return core.chance_outcomes() if core.chance else []

    def _legal_actions(self, player: int) -> list[int]:
        core = self._core
        if core.chance or core.over:
            return []
        _, chooser = core.dealt()
        return chooser.legal_actions() if player == chooser.player else []

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
        game = core.game
        if game is None or game.result is None:  # before the deal, or not over
            return [0.0] * n
        winners = {game.names.index(w) for w in game.result.winners}
        if len(winners) > 1 and not game.options["teams"]:
            return [0.0 if p in winners else -1.0 for p in range(n)]
        return [1.0 if p in winners else -1.0 for p in range(n)]

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
        other.game = det
        other.chooser = Chooser(det)
        _, chooser = core.dealt()
        if chooser.player == player_id:
            other.chooser.picks = chooser.picks[:]  # their own selection under way
        # Unread: the supply cards hidden from the player that stayed in their pile since
        # the checkpoint the determinization replayed from (so exchanging two replays).
        checkpoint, n_events, _ = det.checkpoint()
        moved = {e.card for e in det.events[n_events:]}
        other.unfixed = {
            c
            for c in hidden_cards(core.game, player_id)
            if det.state.loc[c] == SUPPLY and checkpoint.loc[c] == SUPPLY and c not in moved
        }
        if core.waiting is not None:
            other._try(core.waiting)
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
            what = "the deal" if core.waiting is None else action_label(core.waiting)
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
        # the cost: ``inno.research.env.observation.observe``).
        game = state._core.game
        if game is None:
            self.tensor.fill(0.0)
            return
        picks = state.picks_of(player) if self.private else []
        observe(game, player, picks, public=not self.private, out=self.tensor)

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
