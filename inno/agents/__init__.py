"""Bots, all behind one interface (:class:`Agent`), for the terminal, the server and the
environments.

An agent answers ``choose(view, decision)``: the player's view
(``game.view(player)``, invariant 6) and the pending decision.  A bot that
searches (IS-MCTS) also needs the game itself to play forward from: drivers
call ``bind(game, player)`` once before the agent's first decision (on every
agent that has a ``bind``: :func:`bind_agents`), and such a bot
reads only what its player may know (it searches over determinizations, see
``inno.agents.determinize``).

>>> import inno
>>> from inno.agents import make_agent, play_agents
>>> game = inno.Game(players=["A", "B"], seed=1)
>>> result = play_agents(game, {"A": make_agent("greedy", 1), "B": make_agent("random", 2)})
>>> result is game.result
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from inno.agents.greedy import GreedyAgent
from inno.agents.mcts import MCTSAgent
from inno.agents.random import RandomAgent

if TYPE_CHECKING:
    from inno.engine.decisions import Decision
    from inno.engine.game import Game
    from inno.engine.shapes import View


@runtime_checkable
class Agent(Protocol):
    """What every bot offers.

    ``name``: the bot's kind (``"random"``, ``"greedy"``, ``"mcts"``).
    ``choose(view, decision)``: a legal answer to ``decision`` (the pending
    decision of the agent's player), from the player's view.
    Optional: ``needs_view = False`` when ``choose`` ignores its view (drivers
    then pass None and save the cost of building one; missing means True).
    """

    name: str

    def choose(self, view: View | None, decision: Decision) -> Any: ...


@runtime_checkable
class SearchingAgent(Agent, Protocol):
    """An agent that plays the game forward to choose (IS-MCTS).

    ``bind(game, player)`` is optional in general and required for these: a
    driver calls it (``bind_agents`` does, for any agent that has it) before
    the agent's first decision in ``game``.  The agent keeps the game to
    search from and must read from it only what ``player`` may know (IS-MCTS
    searches determinizations: every card the player cannot locate is dealt
    again at random).
    """

    def bind(self, game: Game, player: str | int) -> None: ...


AGENTS: dict[str, type] = {"random": RandomAgent, "greedy": GreedyAgent, "mcts": MCTSAgent}


def make_agent(kind: str, seed: int | None = None, **options: Any) -> Agent:
    """A new bot of ``kind`` (a key of ``AGENTS``) with its own seed.

    ``options`` go to the bot's constructor (``make_agent("mcts", 1,
    iterations=200)`` or ``time_limit=1.0``).  An unknown kind raises
    ValueError naming the bots.
    """
    try:
        cls = AGENTS[kind]
    except (KeyError, TypeError):
        raise ValueError(f"unknown bot {kind!r}; the bots are {', '.join(AGENTS)}") from None
    return cls(seed, **options)


def bind_agents(game: Game, agents: dict) -> None:
    """Tell each agent (by player name) which game and seat it plays."""
    for player, agent in agents.items():
        bind = getattr(agent, "bind", None)
        if bind is not None:
            bind(game, player)


def play_agents(game: Game, agents: dict, max_decisions: int = 100_000):
    """Play ``game`` to the end, each decision answered by ``agents[player name]``.

    Binds each agent that has a ``bind`` to the game first (:func:`bind_agents`).  Each agent gets
    only its player's view and the decision (agents whose ``needs_view`` is
    false get None instead of the view).  Returns the result.
    """
    bind_agents(game, agents)
    for _ in range(max_decisions):
        decision = game.pending
        if decision is None:
            return game.result
        agent = agents[decision.player]
        if game.look(decision.player):  # a bot has no use for face-down cards (or undo)
            decision = game.pending
            assert decision is not None, "a look ends no game"
        view = (
            game.view(decision.player, log_since=None)
            if getattr(agent, "needs_view", True)
            else None
        )
        game.answer(agent.choose(view, decision))
    raise RuntimeError(f"game did not end within {max_decisions} decisions")


__all__ = [
    "AGENTS",
    "Agent",
    "GreedyAgent",
    "MCTSAgent",
    "RandomAgent",
    "SearchingAgent",
    "bind_agents",
    "make_agent",
    "play_agents",
]
