"""The PettingZoo AEC environment of Innovation.

One agent per seat (``player_0`` ... ``player_{n-1}``, which are also the players'
names in the game).  Innovation is turn-based but not strictly alternating (a
demand or a shared effect makes other players decide in the middle of a turn),
so ``agent_selection`` is always the player the engine's pending decision names.

* Actions: one fixed ``Discrete(N_ACTIONS)`` space (:mod:`inno.research.env.actions`);
  ``choose_cards`` is answered one card at a time, then ``done``.
* Observations: ``{"observation": float32[SIZE], "action_mask": int8[N_ACTIONS]}``
  (:mod:`inno.research.env.observation`), both from what the agent may know only (the
  tensor is read from the game's state through the information boundary of
  ``game.view(agent)``); the mask is all zeros for an agent that does not decide
  now.  The raw view of the deciding agent is in ``infos[agent]["view"]``
  (without the log), built only when read.
* Rewards: 0 until the end; then +1 for each winner, -1 for each loser, and 0 for
  each winner of a draw (several players or teams won; and for every agent if
  ``max_steps`` truncates the game).
* An action outside the mask raises :class:`~inno.research.env.actions.IllegalAction`,
  naming the allowed actions (PettingZoo's convention of an illegal-move penalty
  would hide bugs in learning code; wrap the env if you want one).
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from inno.engine.game import Game
from inno.engine.view import view as referee_view
from inno.errors import InnoError
from inno.research.env.actions import (
    N_ACTIONS,
    Chooser,
    ConfigError,
    check_config,
    player_names,
)
from inno.research.env.actions import rewards as game_rewards
from inno.research.env.observation import HIGH, SIZE, Observer, read_only


class InnoEnv(AECEnv):
    """Innovation as a PettingZoo AEC environment (see the module's docstring).

    ``players``: 2 to 4, plus one per expansion; ``expansions``: set names
    (``"echoes"``, ``"cities"``, ``"artifacts"``, ``"figures"``; a list or a
    comma-separated string); ``options``: the game's options (``inno.Game``);
    ``max_steps``: truncate a game after this many steps (None: never);
    ``render_mode``: ``"ansi"`` (``render()`` returns text) or ``"human"`` (prints it);
    ``copy``: ``observe`` returns new arrays (True) or read-only views of arrays the
    environment keeps for that agent, which its later observations overwrite (False:
    no 146 KB copy a step, for learners that copy what they keep).
    """

    metadata: dict[str, Any] = {
        "render_modes": ["human", "ansi"],
        "name": "inno_v0",
        "is_parallelizable": False,
    }
    infos: dict[str, dict]  # each agent's info (AECEnv's): the deciding one's is a ViewInfo
    agent_selection: str

    def __init__(
        self,
        players: int = 2,
        expansions: list[str] | tuple[str, ...] | str = (),
        options: dict | None = None,
        max_steps: int | None = None,
        render_mode: str | None = None,
        copy: bool = True,
    ) -> None:
        super().__init__()
        n, self.expansions, self.game_options = check_config(players, expansions, options)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ConfigError(
                f"unknown render_mode {render_mode!r}; the render modes are "
                f"{', '.join(self.metadata['render_modes'])} (or None)"
            )
        if max_steps is not None and (type(max_steps) is not int or max_steps < 1):
            raise ConfigError(f"max_steps must be a positive integer or None, not {max_steps!r}")
        if not isinstance(copy, bool):
            raise ConfigError(f"copy must be True or False, not {copy!r}")
        self.render_mode = render_mode
        self.max_steps = max_steps
        self.copy = copy
        self.possible_agents = player_names(n)
        self._seats = {a: i for i, a in enumerate(self.possible_agents)}
        try:  # the game checks its options: fail now, not at reset
            Game(self.possible_agents, self.expansions, 0, self.game_options)
        except InnoError as e:
            raise ConfigError(str(e)) from None
        self.action_spaces = {a: spaces.Discrete(N_ACTIONS) for a in self.possible_agents}
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, HIGH, (SIZE,), np.float32),
                    "action_mask": spaces.Box(0, 1, (N_ACTIONS,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        # Seeds of successive games: reset(seed) restarts the sequence.
        self._seeds = random.Random()
        self.game: Game | None = None
        self.chooser: Chooser | None = None
        self.observer: Observer | None = None
        self.num_steps = 0
        self._mask = np.zeros(N_ACTIONS, np.int8)  # the deciding agent's, for _mask_key
        self._mask_view: Any = memoryview(self._mask)  # type: ignore[arg-type]
        self._mask_ones: list[int] = []  # its ones
        self._mask_key: tuple | None = None
        # What copy=False returns as each seat's mask: its own array (a mask names the
        # decider's options, cards of their hand among them: another agent's kept
        # observation must never come to show it), read-only, so that a learner's write
        # cannot reach what the next steps update.
        self._seat_masks = [np.zeros(N_ACTIONS, np.int8) for _ in self.possible_agents]
        self._seat_mask_views = [read_only(m) for m in self._seat_masks]

    # -- spaces --------------------------------------------------------------------

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # -- the AEC protocol ------------------------------------------------------------

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """A new game; ``seed`` fixes it and the seeds of the games after it."""
        if seed is not None:
            self._seeds = random.Random(seed)
        self.game = Game(
            self.possible_agents, self.expansions, self._seeds.getrandbits(63), self.game_options
        )
        self.chooser = Chooser(self.game)
        self.observer = Observer(self.game)  # (each seat's tensor, kept between steps)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.num_steps = 0
        self._skip_agent_selection = None
        self._select(self.game, self.chooser)

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        game, chooser, _ = self._playing()
        chooser.step(action)  # an illegal action raises, naming the legal ones
        self.num_steps += 1
        if game.over:
            self._clear_rewards()
            self._end(game)
            self._accumulate_rewards()
        elif self.max_steps is not None and self.num_steps >= self.max_steps:
            self.truncations = {a: True for a in self.agents}
            self.infos = {a: {"result": None} for a in self.agents}  # (no result: cut short)
        else:
            # (rewards are all 0 until the end: nothing to clear or accumulate)
            self._select(game, chooser)
        if self.render_mode == "human":
            self.render()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """The agent's observation tensor and action mask, from what it may know only.

        New arrays each call: learners keep observations across steps (replay buffers,
        rollouts), and PettingZoo has no convention for a buffer the caller must not
        keep. The copy of the tensor costs about a quarter of an engine decision in
        the base game (it moves 146 KB through the caches): with ``copy=False`` they
        are read-only views of arrays kept for that agent (never another's), which its
        later observations overwrite.
        """
        game, chooser, observer = self._playing()
        d = chooser.decision  # (first: with face-down draws it looks at their cards)
        seat = self._seats[agent]
        if d is not None and d.who == seat:
            picked = chooser.picks
            picks = [d.options[i] for i in picked] if picked else ()
            key = (d, len(picked))
            if self._mask_key != key:  # (once per decision and pick, not per observe)
                # (element writes of the few ones: a fill and a fancy index cost more)
                mask, legal = self._mask_view, chooser.legal_actions()
                for a in self._mask_ones:
                    mask[a] = 0
                for a in legal:
                    mask[a] = 1
                self._mask_ones = legal
                self._mask_key = key
            if not self.copy:
                np.copyto(self._seat_masks[seat], self._mask)
                mask = self._seat_mask_views[seat]
                return {"observation": observer.tensor(seat, picks), "action_mask": mask}
            return {"observation": observer(seat, picks), "action_mask": self._mask.copy()}
        if not self.copy:
            self._seat_masks[seat].fill(0)
            mask = self._seat_mask_views[seat]
            return {"observation": observer.tensor(seat), "action_mask": mask}
        return {"observation": observer(seat), "action_mask": np.zeros(N_ACTIONS, np.int8)}

    def render(self) -> str | None:
        """A short text picture of the table (``render_mode`` "ansi" or "human")."""
        if self.render_mode is None:
            return None
        text = _describe(self.game, self.chooser)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self.game = None
        self.chooser = None
        self.observer = None

    # -- helpers ------------------------------------------------------------------

    def _playing(self) -> tuple[Game, Chooser, Observer]:
        """The game, its chooser and observer, which ``reset`` makes and ``close`` drops."""
        if self.game is None or self.chooser is None or self.observer is None:
            raise InnoError("there is no game: call reset first")
        return self.game, self.chooser, self.observer

    def _select(self, game: Game, chooser: Chooser) -> None:
        """Point at the deciding agent; its info carries its raw view."""
        self.agent_selection = agent = self.possible_agents[chooser.player]
        self.infos = {a: {} for a in self.agents}
        self.infos[agent] = ViewInfo(game, agent)

    def _end(self, game: Game) -> None:
        result = game.result
        assert result is not None, "called once the game is over"
        reward = dict(zip(game.names, game_rewards(game), strict=True))
        for a in self.agents:
            self.rewards[a] = reward[a]
        self.terminations = {a: True for a in self.agents}
        self.infos = {a: {"result": result.to_dict()} for a in self.agents}


class ViewInfo(dict):
    """``{"view": game.view(agent, log_since=None)}``, the view built when first read.

    Most learning loops never read it, and building it costs more than the step;
    any read (``info["view"]``, ``"view" in info``, iteration, ``repr``...) builds
    it.  Read it before the next step: after it, the position it showed is gone
    (reading it then raises).
    """

    __slots__ = ("_make",)

    def __init__(self, game: Game, agent: str) -> None:
        # (dict.__init__ is not called: without arguments it does nothing)
        self._make: tuple | None = (game, agent, len(game.history))

    def _fill(self) -> None:
        if self._make is not None:
            game, agent, answers = self._make
            if len(game.history) != answers:
                raise InnoError(
                    f"{agent}'s info['view'] was first read after the game moved on: read "
                    "it before the next step (it is built when read)"
                )
            self._make = None
            dict.__setitem__(self, "view", game.view(agent, log_since=None))

    def __missing__(self, key: str):
        if self._make is None:
            raise KeyError(key)
        self._fill()
        return self[key]

    def __contains__(self, key: object) -> bool:
        self._fill()
        return dict.__contains__(self, key)

    def __iter__(self):
        self._fill()
        return dict.__iter__(self)

    def __len__(self) -> int:
        self._fill()
        return dict.__len__(self)

    def __repr__(self) -> str:
        self._fill()
        return dict.__repr__(self)

    def __eq__(self, other: object) -> bool:
        self._fill()
        return dict.__eq__(self, other)

    __hash__ = None

    def keys(self):
        self._fill()
        return dict.keys(self)

    def items(self):
        self._fill()
        return dict.items(self)

    def values(self):
        self._fill()
        return dict.values(self)

    def get(self, key: str, default=None):
        self._fill()
        return dict.get(self, key, default)

    def copy(self) -> dict:
        self._fill()
        return dict(dict.items(self))

    def __reduce__(self):
        return (dict, (dict(self.items()),))


def _describe(game: Game | None, chooser: Chooser | None) -> str:
    if game is None:
        return "(no game: call reset)"
    view = referee_view(game, None, None)  # the table as the referee sees it
    lines = [f"Turn {view['turn']['number']} ({view['turn']['player']} to play)"]
    for p in view["players"]:
        tops = ", ".join(f"{c}: {s['top']}" for c, s in p["board"].items()) or "empty board"
        lines.append(
            f"  {p['name']}: score {p['score']}, achievements {p['achievement_count']}; {tops}"
        )
    if game.over:
        lines.append(f"Over: {game.result}")
    else:
        d = game.pending
        assert d is not None, "not over: a decision is pending"
        picked = [d.options[i] for i in chooser.picks] if chooser else []
        lines.append(f"{d.player} decides: {d.prompt}" + (f" (picked {picked})" if picked else ""))
    return "\n".join(lines)


def raw_env(**config: Any) -> InnoEnv:
    """The environment without PettingZoo's wrappers (``InnoEnv(**config)``)."""
    return InnoEnv(**config)


class OrderEnforcing(wrappers.OrderEnforcingWrapper):
    """PettingZoo's ``OrderEnforcingWrapper``, whose ``last``, ``step`` and ``agent_iter``
    ask the environment itself, with the same checks: the wrapper's own read the
    environment's attributes through two ``__getattr__`` each, which cost a tenth of a
    step."""

    def last(self, observe: bool = True) -> tuple:
        if not self._has_reset:
            raise AttributeError("agent_selection cannot be accessed before reset")
        return self.env.last(observe)

    def step(self, action: Any) -> None:
        if self._has_reset and self.env.agents:
            self._has_updated = True
            self.env.step(action)
        else:  # (the wrapper's errors and warnings)
            super().step(action)

    def agent_iter(self, max_iter: int = 2**63) -> Any:
        if not self._has_reset:
            return super().agent_iter(max_iter)  # (raises: reset first)
        return _AgentIterator(self, max_iter)


class _AgentIterator:
    """PettingZoo's order-enforcing agent iterator, reading the environment directly."""

    __slots__ = ("wrapper", "env", "left")

    def __init__(self, wrapper: OrderEnforcing, max_iter: int) -> None:
        self.wrapper = wrapper
        self.env = wrapper.env
        self.left = max_iter

    def __iter__(self) -> _AgentIterator:
        return self

    def __next__(self) -> str:
        env = self.env
        if not env.agents or self.left <= 0:
            raise StopIteration
        self.left -= 1
        wrapper = self.wrapper
        assert wrapper._has_updated, "need to call step() or reset() in a loop over `agent_iter`"
        wrapper._has_updated = False
        return env.agent_selection


def env(**config: Any) -> AECEnv:
    """The environment, wrapped to enforce the AEC call order (reset before step...)."""
    return OrderEnforcing(InnoEnv(**config))
