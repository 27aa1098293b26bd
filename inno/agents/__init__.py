"""Bots.  An agent has ``choose(view, decision) -> answer`` and uses only those two:
the player's view (``game.view(player)``, invariant 6) and the pending decision.

>>> import inno
>>> from inno.agents import make_agent, play_agents
>>> game = inno.Game(players=["A", "B"], seed=1)
>>> result = play_agents(game, {"A": make_agent("greedy", 1), "B": make_agent("random", 2)})
>>> result is game.result
True
"""

from __future__ import annotations

from inno.agents.greedy import GreedyAgent
from inno.agents.random import RandomAgent

AGENTS = {"random": RandomAgent, "greedy": GreedyAgent}


def make_agent(kind: str, seed: int | None = None):
    """A new bot of ``kind`` ("random" or "greedy") with its own seed."""
    try:
        return AGENTS[kind](seed)
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}; the bots are {', '.join(AGENTS)}") from None


def play_agents(game, agents: dict, max_decisions: int = 100_000):
    """Play ``game`` to the end, each decision answered by ``agents[player name]``.

    Each agent gets only its player's view and the decision (agents whose
    ``needs_view`` is false get None instead of the view).  Returns the result.
    """
    for _ in range(max_decisions):
        decision = game.pending
        if decision is None:
            return game.result
        agent = agents[decision.player]
        if game.look(decision.player):  # a bot has no use for face-down cards (or undo)
            decision = game.pending
        view = (
            game.view(decision.player, log_since=None)
            if getattr(agent, "needs_view", True)
            else None
        )
        game.answer(agent.choose(view, decision))
    raise RuntimeError(f"game did not end within {max_decisions} decisions")


__all__ = ["AGENTS", "GreedyAgent", "RandomAgent", "make_agent", "play_agents"]
