"""inno's bots inside the research environments: ``AgentPlayer`` (PettingZoo) and ``AgentBot``
(OpenSpiel) play exactly the game ``play_agents`` plays with the same bots and seed."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pettingzoo")

import inno  # noqa: E402
from inno.agents import make_agent, play_agents  # noqa: E402
from inno.errors import InnoError  # noqa: E402
from inno.research.env import raw_env  # noqa: E402
from inno.research.env.actions import AgentPlayer, Chooser  # noqa: E402


def reference(seed: int, expansions: list[str]) -> inno.Game:
    """The game play_agents plays: greedy (seed 1) against random (seed 2)."""
    game = inno.Game(["player_0", "player_1"], expansions, random.Random(seed).getrandbits(63))
    play_agents(game, {"player_0": make_agent("greedy", 1), "player_1": make_agent("random", 2)})
    return game


@pytest.mark.parametrize("seed, expansions", [(3, []), (4, ["echoes", "figures"])])
def test_bots_play_the_pettingzoo_environment_as_they_play_the_game(seed, expansions):
    env = raw_env(players=2, expansions=expansions)
    env.reset(seed=seed)
    bots = {
        "player_0": AgentPlayer(make_agent("greedy", 1)),
        "player_1": AgentPlayer(make_agent("random", 2)),
    }
    steps = 0
    for name in env.agent_iter():
        _, _, terminated, truncated, _ = env.last()
        env.step(None if terminated or truncated else bots[name].act(env))
        steps += 1
    game = reference(seed, expansions)
    assert env.game.history == game.history
    assert env.game.result.to_dict() == game.result.to_dict()
    # A multi-select is played one pick at a time: more steps than answers, here.
    assert steps >= len(game.history)


def test_a_searching_bot_plays_legal_actions_in_the_environment():
    env = raw_env(players=2)
    env.reset(seed=5)
    mcts = AgentPlayer(make_agent("mcts", 1, iterations=20))
    other = AgentPlayer(make_agent("random", 2))
    for _ in range(30):
        name = env.agent_selection
        observation, *_ = env.last()
        action = (mcts if name == "player_0" else other).act(env)
        assert observation["action_mask"][action] == 1
        env.step(action)


def test_an_agent_player_needs_an_inno_environment():
    with pytest.raises(InnoError, match="give an inno environment"):
        AgentPlayer(make_agent("random", 1)).act(object())
    game = inno.Game(players=2, seed=1)
    assert isinstance(AgentPlayer(make_agent("random", 1)).act(Chooser(game)), int)
