"""The IS-MCTS bot: legal answers, stronger than random, deterministic, blind to hidden cards."""

from __future__ import annotations

import gc
import random

import pytest
from twins import never_seen, twins

import inno
import inno.agents.mcts as mcts_module
from inno.agents import AGENTS, Agent, MCTSAgent, SearchingAgent, make_agent, play_agents
from inno.agents.mcts import achieve_first, evaluate
from inno.agents.random import random_answer
from inno.engine.decisions import Decision


def mcts(seed: int, iterations: int = 20, **options) -> MCTSAgent:
    return make_agent("mcts", seed, iterations=iterations, **options)


@pytest.mark.parametrize(
    "expansions,players",
    [([], 2), (["echoes"], 3), (["cities", "artifacts"], 2), (["echoes", "figures"], 2)],
)
def test_plays_legal_answers_to_the_end(expansions, players):
    """Every answer is legal (play_agents raises IllegalAnswer otherwise), in several sets."""
    names = [f"P{i}" for i in range(players)]
    game = inno.Game(players=names, expansions=expansions, seed=len(expansions) + players)
    agents = {name: make_agent("random", i) for i, name in enumerate(names)}
    agents[names[0]] = mcts(1, iterations=8)
    result = play_agents(game, agents, max_decisions=5000)
    assert result is not None


def test_beats_random():
    """A handful of games with a small budget, seats alternated: it wins them all."""
    wins = 0
    for g in range(4):
        game = inno.Game(players=["A", "B"], seed=100 + g)
        bot, other = mcts(g, iterations=25), make_agent("random", g)
        seat = "A" if g % 2 == 0 else "B"
        agents = {"A": bot, "B": other} if seat == "A" else {"A": other, "B": bot}
        result = play_agents(game, agents)
        wins += seat in result.winners
    assert wins == 4


def test_deterministic_for_a_seed():
    def play(seed: int) -> list:
        game = inno.Game(players=["A", "B"], seed=5)
        play_agents(game, {"A": mcts(seed, iterations=10), "B": make_agent("random", 3)}, 300)
        return game.history

    first = play(7)
    assert play(7) == first
    assert play(8) != first


def position(seed: int, steps: int, expansions=()) -> inno.Game:
    """A random game after ``steps`` answers, then on to player 0's next action decision."""
    game = inno.Game(players=2, seed=seed, expansions=list(expansions))
    rng = random.Random(seed)
    for _ in range(steps):
        game.answer(random_answer(game.pending, rng))
    while not (game.pending.who == 0 and game.pending.kind == "action"):
        game.answer(random_answer(game.pending, rng))
    return game


def twin_position(seed: int, inside: bool) -> tuple[inno.Game, inno.Game]:
    """A decision of player 0 (inside an action or not) after some random play, and a
    twin of the game player 0 cannot tell apart (two cards they never saw exchanged,
    preferably one that left their sight during the current action)."""
    game = inno.Game(players=2, seed=seed)
    rng = random.Random(seed)
    action_began = 0
    while game.pending is not None:
        d = game.pending
        if game.top:
            action_began = len(game.events)
        if (
            len(game.history) >= 30
            and d.who == 0
            and (d.kind != "action") == inside
            and len(d.options) > 1
        ):
            moved = [
                e.card for e in game.events[action_began:] if e.card >= 0 and not e.visible_to(0)
            ]
            found = twins(game, [0], moved or never_seen(game, [0]), limit=1)
            if found:
                return game, found[0][0]
        game.answer(random_answer(d, rng))
    raise AssertionError("no such position")


@pytest.mark.parametrize("inside", [False, True])
def test_the_search_reads_only_what_the_player_knows(inside):
    """Two games player 0 cannot tell apart: the same search, visit for visit, at an
    action decision and inside an action."""
    game, other = twin_position(2, inside)
    assert other.view(0) == game.view(0)
    assert other.to_position() != game.to_position()  # (hidden cards elsewhere)
    a, b = mcts(4, iterations=60), mcts(4, iterations=60)
    a.bind(game, 0)
    b.bind(other, 0)
    assert a.choose(None, game.pending) == b.choose(None, other.pending)
    assert a.last["visits"] == b.last["visits"]
    assert a.last["iterations"] == 60 and not a.last.get("failures")


def test_claims_a_winning_achievement():
    """With an achievement that wins the game on offer, the search takes it."""
    game = inno.Game.from_position(
        {
            "players": [
                {
                    "name": "A",
                    "board": {"red": ["Gunpowder"]},
                    # 20 points, a 4 on top: the 4 is within reach, the 6th achievement.
                    "score": ["Optics", "Philosophy", "Machinery", "Invention", "Navigation"]
                    + ["Anatomy"],
                    "achievements": ["Code of Laws", "Calendar", "Mathematics", "Engineering"]
                    + ["Monument"],
                    "hand": ["Sailing"],
                },
                {"name": "B", "board": {"blue": ["Writing"]}, "hand": ["Archery"]},
            ],
            "achievements": ["Perspective"],
        }
    )
    d = game.pending
    assert "achieve 4" in d.options
    bot = mcts(0, iterations=40)
    bot.bind(game, "A")
    assert bot.choose(None, d) == "achieve 4"


def test_bind_is_required_and_checked():
    game = inno.Game(players=2, seed=1)
    bot = mcts(0)
    with pytest.raises(RuntimeError, match="bind"):
        bot.choose(None, game.pending)
    other = inno.Game(players=2, seed=2)
    bot.bind(other, 1)
    with pytest.raises(RuntimeError, match="pending"):
        bot.choose(None, game.pending)


def test_the_agent_interface_and_registry():
    assert set(AGENTS) >= {"random", "greedy", "mcts"}
    for kind in AGENTS:
        assert isinstance(make_agent(kind, 1), Agent)
    assert isinstance(make_agent("mcts", 1), SearchingAgent)
    with pytest.raises(ValueError, match="random, greedy, mcts"):
        make_agent("alphazero")
    with pytest.raises(ValueError, match="rollout"):
        make_agent("mcts", 1, rollout="clever")


def test_large_multi_selects_are_sampled():
    d = Decision(0, "choose_cards", "pick", [f"c{i}" for i in range(12)], min=0, max=12)
    bot = mcts(0, max_subsets=16)
    from inno.agents.mcts import Node

    node = Node()
    keys = bot._candidates(node, d)
    assert len(keys) == 16 and len({frozenset(k) for k in keys}) == 16
    assert bot._candidates(node, d) == keys  # the same sample for the same node
    small = Decision(0, "choose_cards", "pick", ["a", "b", "c"], min=1, max=2)
    assert sorted(bot._candidates(Node(), small)) == sorted(
        [("a",), ("b",), ("c",), ("a", "b"), ("a", "c"), ("b", "c")]
    )


def test_rollout_policy_and_evaluation():
    d = Decision(0, "action", "act", ["draw", "achieve 2", "achieve 3", "meld Sailing"])
    assert achieve_first(d, random.Random(0)) == "achieve 3"
    named = Decision(0, "action", "act", ["draw", "meld Sailing", "achieve Pottery"])
    assert achieve_first(named, random.Random(0)) == "achieve Pottery"  # (a karma's claim)
    none = Decision(0, "action", "act", ["draw", "meld Sailing", "dogma Archery"])
    assert {achieve_first(none, random.Random(i)) for i in range(30)} == set(none.options)
    game = position(3, 40)
    v = evaluate(game, 0)
    assert 0.0 < v < 1.0
    assert abs(v + evaluate(game, 1) - 1.0) < 1e-9  # two players: one's chance is the other's loss


@pytest.mark.parametrize("inside", [False, True])
def test_the_search_leaves_nothing_to_the_garbage_collector(inside):
    """Every game a search plays on (or builds to find where the action began) is freed
    as it is dropped (``inno.engine.search.discard``), not left in reference cycles: the
    collector's passes over them cost about a tenth of a search."""
    game = inno.Game(players=2, seed=3, expansions=["echoes", "cities", "artifacts", "figures"])
    rng = random.Random(3)
    for _ in range(30):
        game.answer(random_answer(game.pending, rng))
    while not (
        (d := game.pending).who == 0 and (d.kind != "action") == inside and len(d.options) > 1
    ):
        game.answer(random_answer(d, rng))
    bot = mcts(0, iterations=30)
    bot.bind(game, 0)
    gc.collect()
    gc.disable()
    try:
        bot.choose(None, d)
        assert gc.collect() == 0
    finally:
        gc.enable()
    assert bot.last["iterations"] == 30 and not bot.last.get("failures")


def test_a_time_limit_in_cpu_time(monkeypatch):
    """``clock="cpu"`` measures the time limit with the process's CPU time: a clock
    advancing 10 ms per reading gives a search of 0.1 s about ten iterations, whatever
    the time that really passes."""
    readings = iter(range(10**6))
    monkeypatch.setitem(mcts_module.CLOCKS, "cpu", lambda: next(readings) * 0.01)
    game = position(3, 40)
    bot = make_agent("mcts", 0, time_limit=0.1, clock="cpu")
    bot.bind(game, 0)
    bot.choose(None, game.pending)
    assert 8 <= bot.last["iterations"] <= 10
    assert make_agent("mcts", 0, time_limit=0.1).clock == "wall"
    with pytest.raises(ValueError, match="wall, cpu"):
        make_agent("mcts", 0, clock="sundial")
