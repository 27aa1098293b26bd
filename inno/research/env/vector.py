"""Many games stepped together, for learners: Gymnasium's vector API over Innovation.

>>> import numpy as np
>>> from inno.research.env.vector import InnoVectorEnv
>>> envs = InnoVectorEnv(4, players=2)
>>> obs, info = envs.reset(seed=1)
>>> obs["observation"].shape, obs["action_mask"].shape, info["player"].shape
((4, 36597), (4, 2950), (4,))
>>> rng = np.random.default_rng(0)
>>> actions = np.array([rng.choice(np.flatnonzero(m)) for m in obs["action_mask"]])
>>> obs, rewards, terminated, truncated, info = envs.step(actions)
>>> rewards.shape
(4, 2)

Innovation is a game of several players where one player decides at a time (not
always in turn: demands and shared effects make others decide), so each of the
``num_envs`` games offers, at every step, the observation and action mask of the
player who decides there now (``info["player"]``, their seat), and
``step(actions)`` plays ``actions[i]`` for that player in game ``i``.  A learner
playing itself reads every row; one that trains a seat against fixed opponents
picks the rows whose ``info["player"]`` is its seat.

* ``observation_space``/``single_observation_space``: a ``Dict`` of
  ``observation`` (float32, ``inno.research.env.observation.SIZE``) and ``action_mask``
  (int8, ``N_ACTIONS``), batched: ``(num_envs, ...)`` arrays, the same encoding
  and action space as the PettingZoo environment (``docs/research-api.md``).
* ``rewards`` has shape ``(num_envs, players)``: ``rewards[i, seat]`` is seat's
  reward from the step of game ``i`` (0 until the end; then +1 for each winner,
  -1 for each loser, 0 for each winner of a draw (several players or teams won), 0
  for all when ``max_steps`` truncates), so every seat learns from the end whoever
  acted last.
* Autoreset is Gymnasium's ``SAME_STEP``: a game that ends is replaced by a new
  one in the same step; its row then holds the new game's first observation,
  ``terminated``/``truncated`` say that the old one ended and
  ``info["final_info"]["result"][i]`` (with the mask ``info["_final_info"]``) is
  its result (``Result.to_dict()``; None when truncated).  There is no final
  observation: nobody decides once a game is over.
* ``reset(seed=s)`` fixes every game: the seeds of the games (the first
  ``num_envs`` and every one that replaces them) come from ``s``.
* ``copy=False`` returns the environment's own observation buffers (overwritten by
  the next step) instead of fresh copies: faster, for learners that copy what
  they keep.
* An illegal action raises :class:`~inno.research.env.actions.IllegalAction` naming the
  legal ones (as the AEC environment), and no game steps.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from inno.engine.game import Game
from inno.errors import InnoError
from inno.research.env.actions import N_ACTIONS, Chooser, ConfigError, check_config, player_names
from inno.research.env.actions import rewards as game_rewards
from inno.research.env.observation import HIGH, SIZE, Observer


class InnoVectorEnv(VectorEnv):
    """``num_envs`` games of Innovation stepped together (see the module's docstring).

    ``players``, ``expansions``, ``options``, ``max_steps``: as
    :class:`inno.research.env.aec.InnoEnv`, the same for every game; ``copy``: return
    copies of the observation buffers (True) or the buffers themselves.
    """

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(
        self,
        num_envs: int,
        players: int = 2,
        expansions: list[str] | tuple[str, ...] | str = (),
        options: dict | None = None,
        max_steps: int | None = None,
        copy: bool = True,
    ) -> None:
        if type(num_envs) is not int or num_envs < 1:
            raise ConfigError(f"num_envs must be a positive integer, not {num_envs!r}")
        if max_steps is not None and (type(max_steps) is not int or max_steps < 1):
            raise ConfigError(f"max_steps must be a positive integer or None, not {max_steps!r}")
        if not isinstance(copy, bool):
            raise ConfigError(f"copy must be True or False, not {copy!r}")
        self.players, self.expansions, self.game_options = check_config(
            players, expansions, options
        )
        self.names = player_names(self.players)
        try:  # the game checks its options: fail now, not at reset
            Game(self.names, self.expansions, 0, self.game_options)
        except InnoError as e:
            raise ConfigError(str(e)) from None
        self.num_envs = num_envs
        self.max_steps = max_steps
        self.copy = copy
        self.single_observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, HIGH, (SIZE,), np.float32),
                "action_mask": spaces.Box(0, 1, (N_ACTIONS,), np.int8),
            }
        )
        self.single_action_space = spaces.Discrete(N_ACTIONS)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._observations = np.zeros((num_envs, SIZE), np.float32)
        self._masks = np.zeros((num_envs, N_ACTIONS), np.int8)
        self._deciding = np.zeros(num_envs, np.int64)
        self._seeds = random.Random()
        self.games: list[Game] = []
        self.choosers: list[Chooser] = []
        self.observers: list[Observer] = []  # (each game's tensors, kept between steps)
        self._steps = [0] * num_envs

    def reset(
        self, *, seed: int | None = None, options: dict | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """New games; ``seed`` fixes them and every game that replaces them."""
        if seed is not None:
            self._seeds = random.Random(seed)
        self._fresh_buffers()
        self.games, self.choosers, self.observers = [], [], []
        for i in range(self.num_envs):
            self.games.append(None)  # type: ignore[arg-type]
            self.choosers.append(None)  # type: ignore[arg-type]
            self.observers.append(None)  # type: ignore[arg-type]
            self._start(i)
        return self._obs(), {"player": self._deciding.copy()}

    def step(
        self, actions: Any
    ) -> tuple[dict[str, np.ndarray], np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        if not self.games:
            raise InnoError("call reset() before step()")
        actions = np.asarray(actions)
        if actions.shape != (self.num_envs,):
            raise InnoError(
                f"step needs one action per game: an array of shape ({self.num_envs},), "
                f"not {actions.shape}"
            )
        n = self.num_envs
        for i in range(n):  # all checked first: an illegal action changes nothing
            if not self.choosers[i].allows(actions[i]):
                self.choosers[i].step(actions[i])  # (raises, naming the legal actions)
        self._fresh_buffers()
        rewards = np.zeros((n, self.players), np.float32)
        terminated = np.zeros(n, np.bool_)
        truncated = np.zeros(n, np.bool_)
        results: list = [None] * n
        for i in range(n):
            self.choosers[i].step(int(actions[i]))
            self._steps[i] += 1
            game = self.games[i]
            result = game.result
            if result is not None:  # the game is over
                terminated[i] = True
                rewards[i] = game_rewards(game)
                results[i] = result.to_dict()
                self._start(i)
            elif self.max_steps is not None and self._steps[i] >= self.max_steps:
                truncated[i] = True
                self._start(i)
            else:
                self._observe(i)
        info: dict[str, Any] = {"player": self._deciding.copy()}
        ended = terminated | truncated
        if ended.any():
            info["final_info"] = {"result": np.array(results, dtype=object), "_result": ended}
            info["_final_info"] = ended
        return self._obs(), rewards, terminated, truncated, info

    def render(self) -> None:
        return None

    def close_extras(self, **kwargs: Any) -> None:
        self.games, self.choosers, self.observers = [], [], []

    # -- helpers ------------------------------------------------------------------

    def _start(self, i: int) -> None:
        game = Game(self.names, self.expansions, self._seeds.getrandbits(63), self.game_options)
        self.games[i] = game
        self.choosers[i] = Chooser(game)
        self.observers[i] = Observer(game)
        self._steps[i] = 0
        self._observe(i)

    def _observe(self, i: int) -> None:
        """Row ``i``: the deciding player's observation and mask."""
        chooser = self.choosers[i]
        d = chooser.decision  # (first: with face-down draws it looks at their cards)
        self._deciding[i] = d.who
        picks = [d.options[k] for k in chooser.picks]
        self.observers[i](d.who, picks, out=self._observations[i])
        mask = self._masks[i]
        mask.fill(0)
        mask[chooser.legal_actions()] = 1

    def _fresh_buffers(self) -> None:
        """New arrays for the rows to be written (unless ``copy`` is False): every row is
        written whole each step, so this costs less than copying the buffers afterwards."""
        if self.copy:
            self._observations = np.empty_like(self._observations)
            self._masks = np.empty_like(self._masks)

    def _obs(self) -> dict[str, np.ndarray]:
        return {"observation": self._observations, "action_mask": self._masks}
