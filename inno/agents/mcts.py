"""IS-MCTS: determinized information-set Monte Carlo tree search.

The bot searches from its own information set, never from the real hidden
cards: every iteration starts from a fresh determinization
(:func:`inno.agents.determinize.determinize`: the hidden cards dealt again,
uniformly among the deals consistent with what the player knows), so the
statistics average over the worlds the player cannot tell apart (single
observer IS-MCTS, Cowling, Powley and Whitehouse 2012).

The tree holds the bot's own decisions only.  A node is reached by a sequence
of the bot's answers (an "open loop": the other players' answers in between
and the cards drawn differ from one determinization to the next, and are
played by the rollout policy).  Since a decision's legal answers depend on the
determinization, selection uses the availability form of UCB: a child's
exploration term counts the iterations in which it was legal, not the
parent's visits.  Multi-select decisions (``choose_cards``) are one step whose
answers are the subsets (at most ``max_subsets`` of them, sampled when there
are more).

Rollouts: after the tree, every player answers by the rollout policy
(``"achieve"``, the default: random answers except that an available
achievement is always claimed, as any sensible player does; ``"random"``;
``"greedy"``: the greedy bot, three times slower) for ``horizon`` actions
(8 by default: about two turns each in a 2-player game), then the position is
scored by :func:`evaluate`, a logistic of the bot's progress (achievements,
score, top card values, splays) against the best opponent's; a game that ends
sooner scores its result (1 win, 0 loss, 1/k a k-way draw).  ``horizon=None``
plays every rollout to the end.  Short rollouts with an evaluation beat full
random rollouts by far: random play takes a long time to end a game and says
little about the position (measured: full random rollouts lost every game to
the greedy bot; the horizon-8 version won them).  A shorter horizon buys
iterations (horizon 2 makes about twice as many as 8 in a given time), but it
is not shown to be stronger: in 2-player base games (few: wide intervals), at
0.25 s per decision horizon 2 scored 7 of 12 against horizon 8 at 1 s, and
against the greedy bot horizons 2, 4 and 8 at 0.25 s won 13, 14 and 13 of 16
games, horizon 8 at 1 s all 16.  Every outcome shrinks
towards a draw by ``DECAY`` per decision played, so that of two winning lines
the search takes the shorter.

The agent needs the game, not only the view: drivers call ``bind(game,
player)`` before its first decision (``play_agents`` does).  The search reads
only what the player may know: every iteration starts from a determinization
(a :class:`~inno.agents.determinize.Sampler` made once per decision), a
function of what the player knows and of the bot's random numbers, never the
real game; two games the player cannot tell apart get the same search.  An
iteration for which no deal agrees with what the player saw
(``determinize.NoDeal``, rare) is skipped: ``last["failures"]`` counts them
(``last["decisions"]``: the decisions the search played, tree and rollouts).

Where an iteration's time goes (2-player games, horizon 8): 14 to 18 engine
decisions (four fifths of it, most in Dogma actions and in building the
action decisions' options), the determinization (a tenth in the base game, a
seventh with all four sets, more inside an action, whose answers since it
began are replayed; about half of it is dealing the hidden cards, the
hundreds of supply cards, and half rebuilding the game from the dealt state)
and the search's own work (a twentieth: tree, rollout policy, evaluation).
The determinization is a game made for search
(``Sampler.sample(for_search=True)``): it is played on and dropped, never
taken back, so it keeps no checkpoint and copies no state as it is played,
and it is freed as soon as it is dropped (``inno.engine.search.discard``: a
game is a knot of reference cycles, and leaving the games to the garbage
collector cost a tenth of the search).  The rollout loop builds nothing per
decision: the policy is a plain function of the decision and the random
numbers, and it answers by one look at each option at most.
``time_limit`` is wall time unless ``clock="cpu"``.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections.abc import Callable
from numbers import Integral, Real
from typing import TYPE_CHECKING, Any

from inno.agents.determinize import NoDeal, Sampler
from inno.agents.random import random_answer
from inno.data.cards import AGE, UNSPLAYED
from inno.engine import queries
from inno.engine.decisions import Decision
from inno.engine.search import discard

if TYPE_CHECKING:
    from inno.engine.game import Game
    from inno.engine.shapes import View

# A game still running after this many rollout decisions counts as a draw.
ROLLOUT_CAP = 3000
# The outcome of an iteration shrinks towards a draw by this much per decision.
DECAY = 0.001
# Rollout policies: uniformly random answers; random answers except that an
# available achievement is always claimed (the highest); the greedy bot.
ROLLOUTS = ("random", "achieve", "greedy")
# What a time limit measures: the time that passes, or this process's CPU time.
CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}


class Node:
    """The statistics of one sequence of the bot's answers."""

    __slots__ = ("children", "visits", "total", "avail", "subsets")

    def __init__(self) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.total = 0.0  # sum of the bot's rewards (1 win, 0 loss, 1/k a k-way draw)
        self.avail = 0  # iterations in which this answer was legal
        self.subsets: dict | None = None  # sampled answers of a large multi-select


def key_answer(key: Any) -> Any:
    """The answer of a key (an answer as :meth:`MCTSAgent._candidates` keys it, hashable:
    a list as a tuple)."""
    return list(key) if isinstance(key, tuple) else key


def _check(
    name: str, value: Any, kind: Any, low: float, optional: bool = False, above: bool = False
) -> None:
    """A budget or a constant given to the bot: a number of ``kind`` from ``low`` (or
    ``above`` it), else ValueError saying so (a bot option typed on the command line)."""
    if value is None and optional:
        return
    if (
        type(value) is bool
        or not isinstance(value, kind)
        or value < low
        or (above and value == low)
    ):
        what = "a whole number" if kind is Integral else "a number"
        bound = f"above {low}" if above else f"of at least {low}"
        raise ValueError(f"{name} must be {what} {bound}, not {value!r}")


class MCTSAgent:
    """IS-MCTS with a budget of ``iterations`` or ``time_limit`` seconds per decision.

    ``rollout``: ``"achieve"`` (the default), ``"random"`` or ``"greedy"``.
    ``exploration``: the UCB constant.  ``seed`` makes the search deterministic
    for an iteration budget (a time budget depends on the machine's speed).
    ``clock``: what ``time_limit`` measures: ``"wall"`` (the default: the time
    a player waits) or ``"cpu"``, the CPU time of this process
    (``time.process_time``), so that a search on a machine shared with other
    work makes as many iterations as on an idle one (for strength tournaments
    at a fixed time per decision: ``bench/strength.py --cpu``).
    """

    name = "mcts"
    needs_view = False  # it searches the bound game; drivers may pass None

    def __init__(
        self,
        seed: int | None = None,
        iterations: int | None = None,
        time_limit: float | None = None,
        rollout: str = "achieve",
        exploration: float = 0.7,
        max_subsets: int = 32,
        horizon: int | None = 8,
        clock: str = "wall",
    ) -> None:
        if iterations is None and time_limit is None:
            time_limit = 1.0
        _check("iterations", iterations, Integral, 1, optional=True)
        _check("time_limit", time_limit, Real, 0, optional=True, above=True)
        _check("exploration", exploration, Real, 0)
        _check("max_subsets", max_subsets, Integral, 1)
        _check("horizon", horizon, Integral, 0, optional=True)
        if rollout not in ROLLOUTS:
            raise ValueError(f"unknown rollout {rollout!r}; the rollouts are {', '.join(ROLLOUTS)}")
        if clock not in CLOCKS:
            raise ValueError(f"unknown clock {clock!r}; the clocks are {', '.join(CLOCKS)}")
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.time_limit = time_limit
        self.rollout = rollout
        self.exploration = exploration
        self.max_subsets = max_subsets
        self.horizon = horizon
        self.clock = clock
        self.game: Game | None = None
        self.player: int | None = None
        # Figures of the last search (for benchmarks and the curious).
        self.last: dict = {}

    def bind(self, game: Game, player: str | int) -> None:
        """Search ``game`` for ``player`` (called by drivers before the first decision)."""
        self.game = game
        self.player = game.player_index(player)

    def choose(self, view: View | None, decision: Decision):
        game = self.game
        if game is None or self.player is None:
            raise RuntimeError("MCTSAgent needs bind(game, player) before choose")
        pending = game.pending
        if pending is None or pending.who != self.player or pending.options != decision.options:
            raise RuntimeError("MCTSAgent: the decision is not the bound game's pending one")
        root = Node()
        keys = self._candidates(root, decision)
        if len(keys) == 1:
            self.last = {"iterations": 0, "seconds": 0.0}
            return key_answer(keys[0])
        stats: dict = {}
        now = CLOCKS[self.clock]
        start = now()
        sampler = Sampler(game, self.player)
        deadline = None if self.time_limit is None else start + self.time_limit
        n = 0
        while True:
            if self.iterations is not None and n >= self.iterations:
                break
            if deadline is not None and now() >= deadline:
                break
            self._iterate(root, sampler, stats)
            n += 1
        legal = [k for k in keys if k in root.children]
        if not legal:
            return key_answer(self.rng.choice(keys))
        best = max(legal, key=lambda k: (root.children[k].visits, _mean(root.children[k])))
        self.last = {
            "iterations": n,
            "seconds": now() - start,
            "visits": {str(k): root.children[k].visits for k in legal},
            "value": _mean(root.children[best]),
            **stats,
        }
        return key_answer(best)

    # -- one iteration ----------------------------------------------------------

    def _iterate(self, root: Node, sampler: Sampler, stats: dict) -> None:
        me = self.player
        assert me is not None, "choose checked the binding"
        rng = self.rng
        try:
            det = sampler.sample(rng, stats, for_search=True)
        except NoDeal:
            return  # (rare: no deal agrees with what the bot saw; counted in stats)
        path = [root]
        node = root
        steps = 0
        policy = self._policy(det)
        answer = det.answer
        # The tree: the bot's decisions by the tree policy until one is expanded (the
        # other players' by the rollout policy).
        while (d := det.pending) is not None and steps < ROLLOUT_CAP:
            steps += 1
            if d.who != me:
                answer(policy(d, rng))
                continue
            keys = self._candidates(node, d)
            children = node.children
            untried = []
            for k in keys:
                child = children.get(k)
                if child is None:
                    untried.append(k)
                else:
                    child.avail += 1
            if untried:
                key = rng.choice(untried)
                child = children[key] = Node()
                child.avail = 1
            else:
                key = self._select(keys, children)
                child = children[key]
            answer(key_answer(key))
            node = child
            path.append(node)
            if untried:
                break  # expanded: the rest is the rollout
        # The rollout: everybody by the rollout policy for ``horizon`` actions.
        actions = 0
        horizon = ROLLOUT_CAP if self.horizon is None else self.horizon
        while (d := det.pending) is not None and steps < ROLLOUT_CAP:
            if d.kind == "action":
                if actions >= horizon:
                    break
                actions += 1
            answer(policy(d, rng))
            steps += 1
        stats["decisions"] = stats.get("decisions", 0) + steps
        reward = self._reward(det) if det.result is not None else evaluate(det, me)
        discard(det)  # (freed now, not by the garbage collector: a tenth of the time)
        # Sooner is surer: shrink the outcome towards a draw a little per decision
        # played, so that of two winning lines the search takes the shorter.
        reward = 0.5 + (reward - 0.5) * max(0.5, 1.0 - DECAY * steps)
        for n in path:
            n.visits += 1
            n.total += reward

    def _reward(self, det: Game) -> float:
        result = det.result
        if result is None:
            return 0.5  # the rollout cap: call it a draw
        assert self.player is not None, "choose checked the binding"
        me = det.names[self.player]
        if me not in result.winners:
            return 0.0
        if det.options["teams"]:
            return 1.0
        return 1.0 / len(result.winners)

    def _select(self, keys: list, children: dict[Any, Node]) -> Any:
        """The tree policy: the key of the child of highest UCB (availability form; the
        first of the highest)."""
        c = self.exploration
        log, sqrt = math.log, math.sqrt
        best, found = -math.inf, None
        for k in keys:
            child = children[k]
            visits = child.visits
            u = child.total / visits + c * sqrt(log(child.avail) / visits)
            if u > best:
                best, found = u, k
        return found

    def _policy(self, det: Game) -> Callable[[Decision, random.Random], Any]:
        """The rollout policy: ``policy(d, rng)`` answers a decision of ``det``."""
        if self.rollout == "achieve":
            return achieve_first
        if self.rollout == "random":
            return _random_answer
        from inno.agents.greedy import GreedyAgent

        greedy = [GreedyAgent(self.rng.getrandbits(32)) for _ in det.names]
        return lambda d, _: greedy[d.who].choose(det.view(d.who, log_since=None), d)

    def _candidates(self, node: Node, d: Decision) -> list:
        """The answer keys searched at ``d`` (all answers, or sampled subsets)."""
        if d.kind != "choose_cards":
            return [tuple(o) if isinstance(o, list) else o for o in d.options]  # (hashable)
        n = len(d.options)
        total = sum(math.comb(n, k) for k in range(d.min, d.max + 1))
        if total <= self.max_subsets:
            return [
                tuple(c)
                for k in range(d.min, d.max + 1)
                for c in itertools.combinations(d.options, k)
            ]
        # Too many subsets: a fixed random sample per node and set of options.
        if node.subsets is None:
            node.subsets = {}
        sig = (tuple(d.options), d.min, d.max)
        found = node.subsets.get(sig)
        if found is None:
            seen: set = set()
            found = []
            for _ in range(self.max_subsets * 4):
                k = self.rng.randint(d.min, d.max)
                pick = tuple(self.rng.sample(d.options, k))
                canon = frozenset(pick)
                if canon not in seen:
                    seen.add(canon)
                    found.append(pick)
                if len(found) >= self.max_subsets:
                    break
            node.subsets[sig] = found
        return found


# The evaluation's scale: a lead of this many "progress points" is worth
# about 73% (a logistic curve); an achievement is worth 8.
EVAL_SCALE = 6.0


def progress(game: Game, player: int, achievements: list[int] | None = None) -> float:
    """How far ``player`` is on the way to winning, roughly (public facts only).

    ``achievements``: each player's achievement count, if already found
    (``queries.achievement_counts``: one query for every player).
    """
    p = game.state.players[player]
    tops = p.top_cards()
    if achievements is None:
        achievements = queries.achievement_counts(game)
    return (
        8.0 * achievements[player]
        + 0.6 * queries.score(game, player)
        + 2.5 * max(map(AGE.__getitem__, tops), default=0)
        + 0.5 * len(tops)
        + 0.3 * sum(map(len, p.stacks))
        + 0.8 * (len(p.splays) - p.splays.count(UNSPLAYED))
        + 0.3 * len(p.hand)
    )


def evaluate(game: Game, me: int) -> float:
    """The chance that ``me`` wins from an unfinished game, estimated from progress.

    The logistic of my progress minus the best opponent's (teammates are not
    opponents): what a rollout cut at its horizon scores.
    """
    team = game.team
    mine = team[me]
    others = [q for q in range(len(game.names)) if team[q] != mine and q != me]
    if not others:
        return 0.5
    counts = queries.achievement_counts(game)
    x = (progress(game, me, counts) - max(progress(game, q, counts) for q in others)) / EVAL_SCALE
    x = max(-30.0, min(30.0, x))
    return 1.0 / (1.0 + math.exp(-x))


def achieve_first(d: Decision, rng: random.Random):
    """A random answer, except that an action decision claims the highest achievement it can."""
    options = d.options
    kind = d.kind
    if kind == "action":
        # (Most action decisions offer no claim: one search of the options joined, in C,
        # before a look at each option.)
        if "\nachieve " in "\n".join(("", *options)):
            claims = [option for option in options if option.startswith("achieve ")]
            # (The first of the highest; one claimed by name, through a karma, counts 0.)
            return max(claims, key=lambda option: _ACHIEVE_AGE.get(option, 0))
    elif kind == "choose_cards":
        return random_answer(d, rng)
    return options[int(rng.random() * len(options))]


# The age of each "achieve N" option.
_ACHIEVE_AGE = {f"achieve {age}": age for age in range(12)}


def _random_answer(d: Decision, rng: random.Random):
    """A uniformly random answer, as :func:`~inno.agents.random.random_answer` (one
    ``rng.random()`` for a single choice: ``rng.choice`` costs more, on every rollout step)."""
    if d.kind == "choose_cards":
        return random_answer(d, rng)
    options = d.options
    return options[int(rng.random() * len(options))]


def _mean(node: Node) -> float:
    return node.total / node.visits if node.visits else 0.0
