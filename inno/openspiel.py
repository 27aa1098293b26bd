"""Innovation as an OpenSpiel game (a pyspiel Python game, ``"python_innovation"``).

>>> import pyspiel
>>> import inno.openspiel  # registers the game
>>> game = pyspiel.load_game("python_innovation", {"players": 3, "expansions": "echoes+cities"})
>>> state = game.new_initial_state()
>>> state.is_chance_node()
True

Importing this module registers the game; it needs ``open_spiel`` (the extra
``inno[openspiel]``) and numpy, which ``import inno`` never imports.

Chance: **one explicit chance node at the root** chooses the deal, uniformly
among ``deals`` seeds (a parameter, 65,536 by default); everything random after
that (the shuffled supply piles, so every draw; the few random picks and
reshuffles of some effects) follows from that seed through the engine's own
random numbers.  This is a sampled-chance equivalent of a chance node per
draw, chosen because the engine keeps its randomness inside its state (a game
is reproducible from its seed and answers) and draws happen deep inside card
effects: turning each into a chance node would need the engine to stop in the
middle of an effect for the deck's order.  For an agent the two are the same:
the seed is never observed, so each draw is a card the player has not seen,
and search algorithms sample the root outcome as they would sample a draw.

Actions are those of :mod:`inno.env.actions` (one fixed space for every set);
``choose_cards`` is answered one card at a time, then ``done``.  Observation
and information-state tensors are :mod:`inno.env.observation`'s encoding of the
player's view.  The information-state *string* has perfect recall (the
player's log, as they saw it, and their own actions); the tensor is the same as
the observation tensor (the view already carries what the player learnt of
hidden cards: card tracking).  Returns: +1 for each winner and -1 for each
loser at the end (0 for all in a draw, or when ``max_game_length`` actions
truncate the game).  The game is zero-sum with two players or teams, general-sum
otherwise.  ``clone`` uses the engine's ``Game.clone``; serialisation stores the
seed and the answers, and replays them.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel

from inno.engine.game import Game
from inno.engine.view import view as referee_view
from inno.env.actions import (
    N_ACTIONS,
    AgentPlayer,
    Chooser,
    ConfigError,
    action_label,
    check_config,
    player_names,
)
from inno.env.observation import LAYOUT, SIZE, encode
from inno.errors import InnoError

SHORT_NAME = "python_innovation"
DEFAULT_DEALS = 1 << 16
DEFAULT_MAX_GAME_LENGTH = 10_000
_PARAMETERS = {
    "players": 2,
    "expansions": "",  # joined by "+": "echoes+cities" (a comma would end the parameter)
    "deals": DEFAULT_DEALS,
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
        deals, length = int(params["deals"]), int(params["max_game_length"])
        if deals < 1 or length < 1:
            raise ConfigError(
                f"deals and max_game_length must be positive, not {deals} and {length}"
            )
        self.config = (n, expansions, options)
        self.deals = deals
        self.max_length = length
        zero_sum = n == 2 or bool(options.get("teams"))
        utility = pyspiel.GameType.Utility.ZERO_SUM if zero_sum else _GAME_TYPE.utility
        info = pyspiel.GameInfo(
            num_distinct_actions=N_ACTIONS,
            max_chance_outcomes=deals,
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


class _Core:
    """The engine's game and the action protocol, as one attribute of the state.

    pyspiel clones a Python state by deep-copying its attributes and serialises it
    by pickling them; a game (it holds a generator) can be neither, so this holder
    copies with ``Game.clone`` and pickles as (configuration, seed, answers).
    """

    __slots__ = (
        "config",
        "max_length",
        "seed",
        "game",
        "chooser",
        "steps",
        "mine",
        "logs",
        "views",
        "tensors",
    )

    def __init__(self, config: tuple, max_length: int) -> None:
        self.config = config
        self.max_length = max_length
        self.seed: int | None = None
        self.game: Game | None = None
        self.chooser: Chooser | None = None
        self.steps = 0  # player actions so far
        self.mine: list[list[int]] = [[] for _ in range(config[0])]  # each player's actions
        self.logs: dict[int, list[str]] = {}  # each player's log, rendered so far
        self.views: dict[int, dict] = {}  # views of the current position
        self.tensors: dict[int, np.ndarray] = {}  # ... and their tensors

    def play(self, action: int) -> None:
        """A player's action (an illegal one raises, naming the legal ones)."""
        player = self.chooser.player
        self.chooser.step(action)
        self.mine[player].append(action)
        self.steps += 1
        self.views, self.tensors = {}, {}

    def view(self, player: int) -> dict:
        found = self.views.get(player)
        if found is None:
            found = self.views[player] = self.game.view(player, log_since=None)
        return found

    def log(self, player: int) -> list[str]:
        """The log as ``player`` saw it, rendered once per event."""
        lines = self.logs.setdefault(player, [])
        events, names = self.game.events, self.game.names
        if len(lines) > len(events):  # (the game went back to a checkpoint)
            del lines[:]
        lines.extend(e.render(names, player)["text"] for e in events[len(lines) :])
        return lines

    def deal(self, seed: int) -> None:
        n, expansions, options = self.config
        self.seed = seed
        self.game = Game(player_names(n), expansions, seed, options)
        self.chooser = Chooser(self.game)

    @property
    def over(self) -> bool:
        return self.game is not None and (self.game.over or self.steps >= self.max_length)

    def __deepcopy__(self, memo: dict) -> _Core:
        other = _Core(self.config, self.max_length)
        other.seed, other.steps = self.seed, self.steps
        other.mine = [m[:] for m in self.mine]
        other.logs = {p: lines[:] for p, lines in self.logs.items()}
        if self.game is not None:
            other.game = self.game.clone()
            other.chooser = self.chooser.copy(other.game)
        return other

    def __getstate__(self) -> dict:
        return {
            "config": self.config,
            "max_length": self.max_length,
            "seed": self.seed,
            "steps": self.steps,
            "mine": self.mine,
            "answers": list(self.game.history) if self.game is not None else [],
            "picks": list(self.chooser.picks) if self.chooser is not None else [],
        }

    def __setstate__(self, data: dict) -> None:
        self.config, self.max_length = tuple(data["config"]), data["max_length"]
        self.seed, self.steps = data["seed"], data["steps"]
        self.mine = [list(m) for m in data["mine"]]
        self.logs, self.views, self.tensors = {}, {}, {}
        self.game = self.chooser = None
        if self.seed is not None:
            n, expansions, options = self.config
            self.game = Game.replay(
                player_names(n), self.seed, data["answers"], expansions, options
            )
            self.chooser = Chooser(self.game)
            self.chooser.picks = list(data["picks"])


class InnovationState(pyspiel.State):
    """A position: before the deal (a chance node), a decision, or the end."""

    def __init__(self, game: InnovationGame) -> None:
        super().__init__(game)
        self._core = _Core(game.config, game.max_length)
        self._deals = game.deals

    # -- the pyspiel protocol ---------------------------------------------------------

    def current_player(self) -> int:
        core = self._core
        if core.game is None:
            return pyspiel.PlayerId.CHANCE
        if core.over:
            return pyspiel.PlayerId.TERMINAL
        return core.chooser.player

    def is_terminal(self) -> bool:
        return self._core.over

    def chance_outcomes(self) -> list[tuple[int, float]]:
        p = 1.0 / self._deals
        return [(seed, p) for seed in range(self._deals)]

    def _legal_actions(self, player: int) -> list[int]:
        core = self._core
        if core.over or player != core.chooser.player:
            return []
        return core.chooser.legal_actions()

    def _apply_action(self, action: int) -> None:
        core = self._core
        if core.game is None:
            if not 0 <= action < self._deals:
                raise ConfigError(f"deal {action} is not one of 0 to {self._deals - 1}")
            core.deal(int(action))
            return
        core.play(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {action}"
        core = self._core
        d = core.chooser.decision if core.chooser is not None else None
        if d is not None and d.who == player and action in core.chooser.option_actions():
            option = d.options[core.chooser.option_actions().index(action)]
            return f"{action_label(action)} ({option!r})"
        return action_label(action)

    def returns(self) -> list[float]:
        core = self._core
        n = core.config[0]
        if core.game is None or not core.game.over:
            return [0.0] * n
        game = core.game
        winners = {game.names.index(w) for w in game.result.winners}
        if len(winners) > 1 and not game.options["teams"]:
            return [0.0 if p in winners else -1.0 for p in range(n)]
        return [1.0 if p in winners else -1.0 for p in range(n)]

    def __str__(self) -> str:
        core = self._core
        if core.game is None:
            return "before the deal"
        game = core.game
        view = referee_view(game, None, None)
        lines = [f"deal {core.seed}, {core.steps} actions, turn {view['turn']['number']}"]
        for p in view["players"]:
            tops = ", ".join(f"{c} {s['top']} ({s['splay']})" for c, s in p["board"].items())
            lines.append(
                f"{p['name']}: score {p['score']}, achievements {p['achievement_count']}, "
                f"hand {len(p['hand'])}; {tops or 'empty board'}"
            )
        if game.over:
            lines.append(f"over: {game.result}")
        elif core.over:
            lines.append("stopped: max_game_length reached")
        else:
            d = game.pending
            picked = [d.options[i] for i in core.chooser.picks]
            lines.append(
                f"{d.player}: {d.prompt} {d.options}" + (f" picked {picked}" if picked else "")
            )
        return "\n".join(lines)

    # -- for the observer ------------------------------------------------------------------

    def view_of(self, player: int) -> dict | None:
        """``player``'s view (None before the deal)."""
        core = self._core
        return None if core.game is None else core.view(player)

    def picks_of(self, player: int) -> list[str]:
        """The cards ``player`` picked so far in a multi-select under way."""
        core = self._core
        d = core.chooser.decision if core.chooser is not None else None
        if d is None or d.who != player:
            return []
        return [d.options[i] for i in core.chooser.picks]

    def private_history(self, player: int) -> str:
        """Perfect recall: the log as ``player`` saw it, and their own actions."""
        core = self._core
        if core.game is None:
            return ""
        return "\n".join(core.log(player)) + f"\nmy actions: {core.mine[player]}"


class InnovationObserver:
    """Observation and information-state tensors and strings (the PyObserver interface)."""

    def __init__(self, iig_obs_type: Any, params: dict | None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        self.tensor = np.zeros(SIZE, np.float32)
        self.dict = {
            name: self.tensor[at : at + int(np.prod(shape))].reshape(shape)
            for name, shape, at in LAYOUT
        }

    def set_from(self, state: InnovationState, player: int) -> None:
        view = state.view_of(player)
        if view is None:
            self.tensor.fill(0.0)
            return
        core = state._core
        found = core.tensors.get(player)
        if found is None:
            found = core.tensors[player] = encode(view, state.picks_of(player))
        self.tensor[:] = found

    def string_from(self, state: InnovationState, player: int) -> str:
        view = state.view_of(player)
        if view is None:
            return f"player {player}: before the deal"
        picks = state.picks_of(player)
        pending = view["pending"]
        text = _view_text(view) + (f"\npending: {pending}" if pending else "")
        if picks:
            text += f"\npicked so far: {picks}"
        if self.perfect_recall:
            text = f"{state.private_history(player)}\n{text}"
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


def _view_text(view: dict) -> str:
    """A compact, deterministic text of a view (no log)."""
    parts = [f"turn {view['turn']['number']} ({view['turn']['player']}), phase {view['phase']}"]
    for p in view["players"]:
        fields = {k: v for k, v in p.items() if k not in ("icons",)}
        parts.append(repr(fields))
    parts.append(f"achievements {view['achievements']}, specials {view['special_achievements']}")
    parts.append(f"supply {view['supply']}")
    return "\n".join(parts)


pyspiel.register_game(_GAME_TYPE, InnovationGame)
