"""The greedy bot: a simple heuristic player, one decision at a time.

It sees what a player sees and nothing more: the view (``game.view(me)``) and
the decision.  Card facts (ages, colours, icons, dogma texts) come from the
public card data.

Actions: achieve when possible (the highest age); otherwise the best of Draw,
each Meld and each Dogma by a rough value in "points": dogma effects are
valued from their printed text (score, draw, meld, splay, claim...), demands
by the number of opponents who have fewer of the featured icon, and effects
the opponents would share count against the card.  The expansions' special
actions are valued alike: Endorse as its Dogma action with the demands and my
own effects twice, less the card tucked to pay; Inspire by the colour's visible
inspire effects and the draw after them; a Decree as an achievement claimed (or
one an opponent loses, or its effect executed again), less the hand it removes.
Sub-decisions: keep and score high cards, give away and return low ones, accept
optional splays that show more icons and "you may" offers, except ones that
cost points.  It reads the decision's structure (kind, options, ``verb``,
``zone``, ``to``, ``direction``, ``order``, whether it is optional), never its
prompt.

Whatever the heuristics say, the answer is checked against the decision and
replaced by a random legal one if it is not legal, so the bot never stalls a
game.
"""

from __future__ import annotations

import random
import re
from collections import deque
from functools import cache
from typing import cast

from inno.agents.random import random_answer
from inno.data.cards import (
    AGE,
    BY_NAME,
    COLOR,
    COLORS,
    DOGMA,
    FEATURED,
    ICONS,
    INSPIRE_TEXT,
    SHOWS_INSPIRE,
    SPLAYED_ICONS,
    SPLAYS,
    TOP,
    TOP_ICONS,
)
from inno.engine.decisions import Decision
from inno.engine.shapes import Back, View
from inno.errors import IllegalAnswer

# Verbs whose cards the chooser wants to be good (high), and those whose cards
# the chooser loses (so low ones are better).
KEEP_HIGH = ("score", "meld", "keep", "achieve", "reveal")
GIVE_LOW = ("return", "tuck", "transfer", "exchange")


class GreedyAgent:
    """A heuristic bot: ``choose(view, decision)`` returns a legal answer."""

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        # Dogmas that did nothing for me lately (they lose value each time),
        # and what my position was when I last activated one.
        self.stale: dict[str, int] = {}
        self.last_dogma: tuple[str, float] | None = None
        self.recent: deque[str] = deque(maxlen=12)  # my last actions
        self.fallbacks = 0  # heuristic answers that were not legal (a bug if any)

    def choose(self, view: View, decision: Decision):
        me = MyView(view)
        handler = getattr(self, "_" + decision.kind, None)
        try:
            answer = handler(me, decision) if handler else None
            decision.parse(answer)
        except (IllegalAnswer, KeyError, ValueError, TypeError):
            self.fallbacks += 1
            return random_answer(decision, self.rng)
        return answer

    # -- actions --------------------------------------------------------------

    def _action(self, me: MyView, d: Decision):
        if self.last_dogma is not None:
            last, before = self.last_dogma
            if me.progress() <= before:
                self.stale[last] = self.stale.get(last, 0) + 1
            else:
                self.stale.pop(last, None)
            self.last_dogma = None
        best, best_value = d.options[0], float("-inf")
        for option in d.options:
            value = action_value(me, option)
            card = dogma_of(option)
            if card is not None:
                # Dogmas that did not help lately, or used over and over, are worth
                # less (this also breaks loops between bots trading cards).
                value *= 0.5 ** self.stale.get(card, 0)
                value *= 0.85 ** self.recent.count(option)
            value += self.rng.random() * 0.01
            if value > best_value:
                best, best_value = option, value
        card = dogma_of(best)
        if card is not None:
            self.last_dogma = (card, me.progress())
        self.recent.append(best)
        return best

    # -- sub-decisions ----------------------------------------------------------

    def _choose_card(self, me: MyView, d: Decision):
        cards = [o for o in d.options if o is not None]
        if me.view.get("phase") == "setup":
            return max(cards, key=lambda c: dogma_strength(BY_NAME[c]))
        verb = d.verb or ""
        if d.order:
            # Order of cards going to the same place: meld the best last (on top).
            return min(cards, key=age_of)
        if d.optional and not self._accepts(me, d, verb):
            return None
        if verb in GIVE_LOW:
            theirs = [c for c in cards if not me.owns(c)]
            if theirs:  # harm an opponent, or take their card: the highest
                return max(theirs, key=age_of)
            if d.to == me.name:  # from one of my zones to another
                return max(cards, key=age_of)
            return min(cards, key=age_of)
        return max(cards, key=age_of)

    def _accepts(self, me: MyView, d: Decision, verb: str) -> bool:
        """Take a "you may" offer?  Yes, unless it costs points."""
        return not (verb == "return" and d.zone == "score pile")

    def _choose_cards(self, me: MyView, d: Decision):
        verb = d.verb or ""
        cards = sorted(d.options, key=age_of)
        if verb in KEEP_HIGH:
            chosen = cards[::-1][: d.max]
            if verb == "meld":
                chosen.reverse()  # the highest is melded last and stays on top
            return chosen
        if verb == "transfer" and not all(me.owns(c) for c in cards):
            return cards[::-1][: d.max]
        if verb in ("return", "tuck") and d.min == 0:
            # Optional returns and tucks pay for themselves: give the cheap ones.
            cheap = [c for c in cards if age_of(c) <= max(me.max_top, 1)]
            return cheap[: d.max]
        return cards[: d.min]

    def _choose_color(self, me: MyView, d: Decision):
        colors = [o for o in d.options if o is not None]
        if d.verb == "splay" and d.direction is not None:
            gains = {c: me.splay_gain(c, d.direction) for c in colors}
            best = max(colors, key=lambda c: gains[c])
            if gains[best] <= 0 and d.optional:
                return None
            return best
        if d.optional:
            return None
        return max(colors, key=me.color_weight)

    def _choose_player(self, me: MyView, d: Decision):
        if d.optional:
            return None
        others = [p for p in d.options if p != me.name] or d.options
        return min(others, key=me.standing)

    def _choose_value(self, me: MyView, d: Decision):
        values = [v for v in d.options if v is not None]  # (None: "you may" declined)
        if d.zone == "score pile":  # the cards of that value in score piles go
            return max(values, key=me.score_pile_harm)
        if d.zone == "board":  # the top cards of that value go (War)
            return max(values, key=me.top_cards_harm)
        return max(values)

    def _choose_option(self, me: MyView, d: Decision):
        options = [o for o in d.options if o is not None]

        def worth(option: str) -> float:
            numbers = re.findall(r"\d+", option)
            value = float(numbers[-1]) if numbers else 0.0
            if "score" in option:
                value += 10
            return value

        return max(options, key=worth)

    def _yes_no(self, me: MyView, d: Decision):
        if d.verb == "exchange" and d.zone == "score pile":
            return "yes" if me.hand_points() > me.score_points() else "no"
        if d.zone == "score pile" and d.verb in ("return", "meld"):
            return "no"
        return "yes"


class MyView:
    """What the bot reads from its view."""

    def __init__(self, view: View) -> None:
        self.view = view
        name = view["viewer"]
        assert name is not None, "the greedy bot reads a player's view"
        self.name = name
        players = view["players"]
        self.players = {p["name"]: p for p in players}
        me = self.players[self.name]
        self.me = me
        # (A player sees the names of their own cards: no backs among them.)
        self.hand = [c for c in me["hand"] if isinstance(c, str)]
        self.score_pile = [c for c in me["score_pile"] if isinstance(c, str)]
        self.board = me["board"]
        self.mine = set(self.hand) | set(self.score_pile)
        for entry in self.board.values():
            self.mine.update(c for c in entry["cards"] if c)
        tops = [BY_NAME[e["top"]] for e in self.board.values()]
        self.max_top = max((AGE[c] for c in tops), default=0)
        # What stops me from achieving the next available age: points or a top card?
        ages = sorted(cast(Back, a)["age"] for a in view["achievements"] if "age" in a)
        target = next((a for a in ages if not (me["score"] >= 5 * a and self.max_top >= a)), 0)
        short_of_points = target and me["score"] < 5 * target
        self.score_weight = 1.0 if short_of_points or not target else 0.3
        self.raise_weight = 1.5 if target and not short_of_points else 0.5
        team = me.get("team")
        self.opponents = [
            p["name"]
            for p in players
            if p["name"] != self.name and (team is None or p.get("team") != team)
        ]
        self.teammates = [
            p["name"]
            for p in players
            if p["name"] != self.name and team is not None and p.get("team") == team
        ]

    def progress(self) -> float:
        """How well I am doing, roughly: what a useful dogma increases."""
        return (
            self.me["score"]
            + 6 * len(self.me["achievements"])
            + 3 * self.max_top
            + 0.5 * len(self.hand)
            + sum(e["count"] or 0 for e in self.board.values()) * 0.3
            + sum(1 for e in self.board.values() if e["splay"] != "none")
        )

    def icons(self, player: str, icon: int) -> int:
        return self.players[player]["icons"][ICONS[icon]]

    def can_lose(self, player: str, demand: str) -> bool:
        """Has ``player`` anything the ``demand`` could take?"""
        p = self.players[player]
        if "from your score pile" in demand:
            return bool(p["score_pile"])
        if "from your hand" in demand:
            return p["hand_count"] > 0
        if "from your board" in demand or "on your board" in demand:
            return bool(p["board"])
        return True

    def owns(self, card: str) -> bool:
        return card in self.mine

    def top_age(self, color: str) -> int:
        entry = self.board.get(color)
        return AGE[BY_NAME[entry["top"]]] if entry else 0

    def stack(self, color: str) -> list[int]:
        """My cards of ``color``, top first."""
        entry = self.board.get(color)
        return [BY_NAME[c] for c in entry["cards"] if c] if entry else []

    def splay_gain(self, color: str, direction: str) -> int:
        """How many more icons ``color`` would show splayed ``direction``."""
        stack = self.stack(color)
        if len(stack) < 2:
            return 0
        now = SPLAYS.index(self.board[color]["splay"])
        new = SPLAYS.index(direction)
        return sum(sum(SPLAYED_ICONS[c][new]) - sum(SPLAYED_ICONS[c][now]) for c in stack[1:])

    def color_weight(self, color: str) -> tuple[int, int]:
        in_hand = sum(1 for c in self.hand if COLORS[COLOR[BY_NAME[c]]] == color)
        return in_hand, len(self.stack(color))

    def standing(self, player: str) -> tuple[int, int]:
        p = self.players[player]
        return len(p["achievements"]), p["score"]

    def score_pile_harm(self, value: int) -> float:
        """Points opponents lose minus points I lose if all cards of ``value`` are returned."""
        mine = sum(1 for c in self.score_pile if AGE[BY_NAME[c]] == value)
        theirs = sum(
            1
            for o in self.opponents
            for b in self.players[o]["score_pile"]
            if cast(Back, b)["age"] == value
        )
        return (theirs - mine * max(len(self.opponents), 1)) * value

    def top_cards_harm(self, value: int) -> int:
        """The other players' top cards of ``value`` that returning them would take: an
        opponent's count for me, a teammate's against."""

        def tops(name: str) -> int:
            return sum(1 for e in self.players[name]["board"].values() if age_of(e["top"]) == value)

        return sum(map(tops, self.opponents)) - sum(map(tops, self.teammates))

    def hand_points(self) -> int:
        return sum(AGE[BY_NAME[c]] for c in self.hand)

    def score_points(self) -> int:
        return self.me["score"]


def age_of(name: str) -> int:
    return AGE[BY_NAME[name]]


# -- valuing actions ---------------------------------------------------------------
#
# Values are rough "points".  What matters most depends on what stops the bot
# from achieving the next age: points (score more) or a top card of that age
# (draw higher and meld).


def action_value(me: MyView, option: str) -> float:
    verb, _, rest = option.partition(" ")
    if verb == "achieve":  # an age, or a card a karma makes an available achievement
        return 100.0 + (int(rest) if rest.isdigit() else age_of(rest))
    if verb == "draw":
        return 0.5 + 0.1 * me.max_top + (0.7 if not me.hand else 0.0)
    if verb == "meld":
        return meld_value(me, BY_NAME[rest])
    if verb == "dogma":
        return dogma_value(me, BY_NAME[rest])
    if verb == "endorse":  # (Cities) tucking a card from my hand pays for it
        return dogma_value(me, BY_NAME[rest], times=2) - 0.3
    if verb == "inspire":  # (Figures)
        return inspire_value(me, rest)
    if verb == "decree":  # (Figures)
        return decree_value(me, rest)
    return 0.0


def dogma_of(option: str) -> str | None:
    """The card an action option executes the dogma effects of (Dogma, Endorse)."""
    verb, _, rest = option.partition(" ")
    return rest if verb in ("dogma", "endorse") else None


def meld_value(me: MyView, card: int) -> float:
    age = AGE[card]
    color = COLORS[COLOR[card]]
    top = me.top_age(color)
    value = 2.0 * me.raise_weight * max(age - me.max_top, 0)
    if top == 0:
        value += 1.0  # a new colour: more icons, another dogma
    elif age > top:
        value += 0.3 * (age - top)
    else:
        value -= 0.5 * (top - age) + 0.3
    icons_before = sum(TOP_ICONS[BY_NAME[me.board[color]["top"]]]) if top else 0
    value += 0.2 * (sum(TOP_ICONS[card]) - icons_before)
    return value + 0.1 * dogma_strength(card)


def dogma_value(me: MyView, card: int, times: int = 1) -> float:
    """A Dogma action on ``card``; ``times`` 2: endorsed (the demands issued and my own
    effects executed twice, shared once)."""
    featured = FEATURED[card]
    mine = me.icons(me.name, featured)
    sharers = [o for o in me.opponents if me.icons(o, featured) >= mine]
    friends = [t for t in me.teammates if me.icons(t, featured) >= mine]
    victims = [o for o in me.opponents if me.icons(o, featured) < mine]
    value = 0.0
    shared = False
    for kind, text in DOGMA[card]:
        if kind in ("demand", "compel"):
            value += times * demand_strength(text) * sum(me.can_lose(v, text) for v in victims)
            continue
        v = my_effect_value(me, text)
        if "from your hand" in text.lower() and not me.hand:
            v *= 0.2
        if "return all cards from your hand" in text.lower():
            v -= 0.4 * len(me.hand)
        value += v * (times + 0.5 * len(friends)) - 0.8 * v * len(sharers)
        shared = shared or bool(sharers)
    if shared:
        value += 0.6  # a sharer who does something gives me a free draw
    return value


def inspire_value(me: MyView, color: str) -> float:
    """An Inspire action on ``color``: its visible inspire effects (not shared), bottom to
    top, then a draw of the value of my top card of that colour."""
    stack = me.stack(color)
    splay = SPLAYS.index(me.board[color]["splay"])
    value = 0.0
    for i, card in enumerate(stack):
        text = INSPIRE_TEXT[card]
        if text and SHOWS_INSPIRE[card][TOP if i == 0 else splay]:
            value += my_effect_value(me, text)
    level = AGE[stack[0]]
    return value + 0.5 + 0.1 * level + me.raise_weight * max(level - me.max_top, 0)


# What a Decree is worth beside its effect, by where it is: claimed from the centre (an
# achievement: the most one action gains, but achieving), taken back from an opponent
# (one achievement fewer for them) or a teammate, mine (executed again), out of the game.
DECREE_WORTH = {"centre": 30.0, "opponent": 10.0, "teammate": -10.0, "mine": 0.0, "gone": 0.0}


def decree_value(me: MyView, decree: str) -> float:
    """A Decree action: my whole hand removed from the game, then the Decree claimed and
    executed (in the centre), returned (in another player's achievements) or executed
    (mine)."""
    where = "centre" if decree in me.view.get("decrees", ()) else "gone"
    for name, p in me.players.items():
        if any(a.get("name") == decree for a in p["achievements"]):
            mine = name == me.name
            where = "mine" if mine else "opponent" if name in me.opponents else "teammate"
    value = DECREE_WORTH[where]
    if where in ("centre", "mine"):  # (executed: the others do nothing more)
        for kind, text in DOGMA[BY_NAME[decree]]:
            if kind == "non_demand":
                value += my_effect_value(me, text)
    return value - 0.6 * len(me.hand) - 0.05 * me.hand_points()


@cache
def features(text: str) -> tuple:
    """What a non-demand effect does, read from its text: (verbs, value, factor)."""
    t = text.lower().replace("score pile", "pile")
    numbers = [int(n) for n in re.findall(r"\{(\d+)\}", t)]
    verbs = frozenset(
        v for v in ("score", "draw", "meld", "splay", "tuck", "achievement") if v in t
    )
    factor = 1.0
    if "your pile" in t and ("return" in t or "meld" in t):
        factor = 0.2  # paid with points
    elif "claim" in t or "you win" in t or "wins" in t:
        factor = 0.3  # rarely happens
    elif "if " in t:
        factor = 0.6  # conditional
    splay = None
    found = re.search(r"splay (.*?)\b(left|right|up)\b", t)
    if found:
        named = tuple(c for c in COLORS if c in found.group(1))
        splay = (named or COLORS, found.group(2))
    return verbs, max(numbers) if numbers else None, factor, splay


def my_effect_value(me: MyView, text: str) -> float:
    """The worth to me of a non-demand effect executed for me (its text)."""
    return effect_value(features(text), me.max_top, me.score_weight, me.raise_weight, me)


def effect_value(
    feature: tuple,
    max_top: int,
    score_weight: float,
    raise_weight: float,
    me: MyView | None = None,
) -> float:
    """The worth of an effect; with ``me``, splays are valued by the icons they show."""
    verbs, level, factor, splay = feature
    if level is None:
        level = max_top + 1  # "a card of value one higher...", roughly
    higher = max(level - max_top, 0)
    value = 0.0
    if "score" in verbs:
        value += score_weight * (1.0 + 0.5 * level)
    if "draw" in verbs:
        value += 0.5 + 0.1 * level + raise_weight * higher
    if "meld" in verbs:
        value += 1.0 + raise_weight * higher
    if splay and me is not None:
        colors, direction = splay
        value += 0.4 * max(0, min(5, max(me.splay_gain(c, direction) for c in colors)))
    elif "splay" in verbs:
        value += 1.2
    if "achievement" in verbs:
        value += 1.0
    if "tuck" in verbs:
        value += 0.3
    return value * factor


@cache
def demand_strength(text: str) -> float:
    """A rough worth, in points, of one demanded opponent executing a demand."""
    t = text.lower()
    value = 1.5
    if "my score pile" in t:
        value += 1.5
    elif "my hand" in t or "my board" in t:
        value += 0.8
    return value


@cache
def dogma_strength(card: int) -> float:
    """A card's dogma worth for its owner alone (nobody shares, one opponent demanded)."""
    total = 0.0
    for kind, text in DOGMA[card]:
        if kind in ("demand", "compel"):
            total += demand_strength(text)
        else:
            total += effect_value(features(text), AGE[card], 1.0, 0.5)
    return total
