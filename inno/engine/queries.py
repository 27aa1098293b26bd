"""The query layer: what the rules and the cards ask about the position.

Anything an expansion or a karma can change is a query here, and rules code
and card code ask these functions instead of reading the static card tables
or the board caches: a card's value (Battleship Yamato counts as 11 on a
board), visible icons (a karma can add icons), bonuses, score, achievements,
the highest top card, the value a Draw action uses, which top cards a Dogma
action can activate, and every value printed in an effect (Archimedes adds one
to each).

Each query computes the printed answer (board counts are cached by the
state and forgotten whenever the board changes), then, when a set in play has
rules that change it (``table.modified`` names those queries), passes it
through ``table.rules.modify(table, query, player, answer, *args)``: the
modifiers the sets in play declare (:func:`compose`; e.g. Cities' flags and
fountains count as achievements), then the "each" karmas.  Otherwise a query
costs what reading the table would.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

from inno.data.cards import (
    AGE,
    COLOR,
    DOGMA,
    FEATURED,
    KIND,
    UNSPLAYED,
)
from inno.engine.registry import AddedEcho
from inno.engine.state import AVAILABLE, BOARD, ColorShows
from inno.engine.table import Table

# -- rules that change what the queries answer ----------------------------------------

# Every query a karma may change.
QUERIES = frozenset(
    (
        "value",
        "board value",
        "featured icon",
        "icons",
        "colors",
        "bonuses",
        "draw action value",
        "activatable",
        "score",
        "achievement counts",
        "achievement top value",
        "achievement score",
        "printed value",
        "hand",
        "score pile",
        "available achievements",
        "inspire value",
        "requirement",
    )
)


# Queries whose plain answer reads the printed data that other queries answer: when one
# of those is changed, the query must take its full path too.
DEPENDS = {"score": ("value", "score pile", "bonuses")}


@functools.cache  # (asked after every change that found new karmas: a few sets in all)
def with_dependents(changed: frozenset[str]) -> frozenset[str]:
    """``changed`` and the queries whose answers depend on them (see DEPENDS)."""
    more = {q for q, needs in DEPENDS.items() if not changed.isdisjoint(needs)}
    return changed | more if more else changed


def unchanged(t: Table, query: str, player: int, answer: Any, *args: Any) -> Any:
    """The modifier of a game where no rule or karma changes any query (never asked)."""
    return answer


Modify = Callable[..., Any]  # (table, query, player, answer, *args) -> answer


def compose(
    rules: dict[str, tuple[Callable, ...]], karma_modify: Modify | None
) -> tuple[Modify, frozenset[str], frozenset[str]]:
    """One modifier for ``rules`` (query -> the sets' rules changing it, ``fn(table, player,
    answer, *args) -> answer``) and ``karma_modify`` (the karmas', if any): the modifier, the
    queries the rules change, and those it changes until the karmas narrow them (see
    ``karmas.refresh``)."""
    for query in rules:
        if query not in QUERIES:
            raise ValueError(f"no query is called {query!r}")
    if karma_modify is None and not rules:
        return unchanged, frozenset(), frozenset()

    modify: Modify
    if karma_modify is None and all(len(fns) == 1 for fns in rules.values()):
        # One rule per query (the usual case): call it directly.
        single = {query: fns[0] for query, fns in rules.items()}

        def modify(t: Table, query: str, player: int, answer: Any, *args: Any) -> Any:
            fn = single.get(query)  # (None for a query that only depends on one: DEPENDS)
            return answer if fn is None else fn(t, player, answer, *args)

    else:

        def modify(t: Table, query: str, player: int, answer: Any, *args: Any) -> Any:
            for fn in rules.get(query, ()):
                answer = fn(t, player, answer, *args)
            # (The karmas are asked only about the queries those on top cards change.)
            if karma_modify is not None and query in t.karma_queries:
                answer = karma_modify(t, query, player, answer, *args)
            return answer

    rule_queries = with_dependents(frozenset(rules))
    return modify, rule_queries, QUERIES if karma_modify is not None else rule_queries


# -- cards ------------------------------------------------------------------------------


def value(t: Table, card: int) -> int:
    """A card's value (its age, unless a rule or karma says otherwise).

    A rule about the value of a card on a board (Battleship Yamato's) changes the
    "board value" query: cards elsewhere, such as a score pile's, keep the quick path.
    """
    modified = t.modified
    answer = AGE[card]
    if "board value" in modified and t.state.loc[card] == BOARD:
        answer = t.rules.modify(t, "board value", t.state.owner[card], answer, card)
    if "value" in modified:
        answer = t.rules.modify(t, "value", t.state.owner[card], answer, card)
    return answer


def featured_icon(t: Table, card: int) -> int:
    """The featured icon of ``card`` (-1 for cards without one, such as cities)."""
    if "featured icon" not in t.modified:
        return FEATURED[card]
    return t.rules.modify(t, "featured icon", t.state.owner[card], FEATURED[card], card)


def is_top(t: Table, card: int) -> bool:
    s = t.state
    if s.loc[card] != BOARD:
        return False
    return s.players[s.owner[card]].stacks[COLOR[card]][-1] == card


# -- a player's board -----------------------------------------------------------------


def icons(t: Table, player: int) -> list[int]:
    """Visible basic icons on ``player``'s board, by icon (do not change the list)."""
    counts = t.state.players[player].board_icons()
    if "icons" not in t.modified:
        return counts
    return t.rules.modify(t, "icons", player, counts[:])


def colors(t: Table, player: int) -> list[ColorShows]:
    """What each colour of ``player``'s board shows, by colour: ``icons`` (basic icons by
    icon), ``bonuses``, ``hexes``, ``echoes`` (the cards whose echo effect shows, bottom
    to top).  Do not change what it returns."""
    shows = t.state.players[player].colors()
    if "colors" not in t.modified:
        return shows
    return t.rules.modify(t, "colors", player, shows[:])  # (a karma may change the list it gets)


def inspire_cards(t: Table, player: int, color: int) -> tuple[int, ...]:
    """The cards of one colour whose inspire effect is visible, bottom to top (Figures)."""
    if "colors" not in t.modified:
        return t.state.players[player].color(color).inspires
    return colors(t, player)[color].inspires


def color_icons(t: Table, player: int, color: int) -> tuple[int, ...]:
    """Visible basic icons in one colour of ``player``'s board, by icon."""
    if "colors" not in t.modified:
        return t.state.players[player].color(color).icons
    return colors(t, player)[color].icons


def bonuses(t: Table, player: int) -> list[int]:
    """The values of the visible bonuses on ``player``'s board (do not change the list)."""
    found = t.state.players[player].board_bonuses()
    if "bonuses" not in t.modified:
        return found
    return t.rules.modify(t, "bonuses", player, found[:])


def hexes(t: Table, player: int, color: int) -> int:
    """How many hexes (card images) are visible in one colour of ``player``'s board."""
    if "colors" not in t.modified:
        return t.state.players[player].color(color).hexes
    return colors(t, player)[color].hexes


def echo_cards(t: Table, player: int, color: int) -> tuple[int | AddedEcho, ...]:
    """The cards of one colour whose echo effect is visible, bottom to top."""
    if "colors" not in t.modified:
        return t.state.players[player].color(color).echoes
    return colors(t, player)[color].echoes


def visible_cards(t: Table, player: int, color: int) -> int:
    """How many cards of one colour are visible (all of a splayed stack; 1 unsplayed)."""
    p = t.state.players[player]
    stack = p.stacks[color]
    return len(stack) if p.splays[color] != UNSPLAYED else min(len(stack), 1)


def top_value(t: Table, player: int, color: int) -> int:
    """The value of ``player``'s top card of ``color`` (0 without one)."""
    stack = t.state.players[player].stacks[color]
    return value(t, stack[-1]) if stack else 0


def highest_top_value(t: Table, player: int) -> int:
    """The value of ``player``'s highest top card (0 with an empty board).

    Asked at every action decision: the board keeps the answer until it changes,
    unless a karma changes values (it may change them by anything).  The sets'
    rules about the value of a card on a board (Battleship Yamato's) go by the
    card alone.
    """
    p = t.state.players[player]
    modified = t.modified
    if "value" in modified or "board value" in t.karma_queries:
        best = 0
        for stack in p.stacks:
            if stack:
                best = max(best, value(t, stack[-1]))
        return best
    best = p.highest
    if best < 0:
        best = 0
        rules = "board value" in modified
        for stack in p.stacks:
            if stack:
                v = value(t, stack[-1]) if rules else AGE[stack[-1]]
                if v > best:
                    best = v
        p.highest = best
    return best


def draw_action_value(t: Table, player: int) -> int:
    """The value a Draw action draws (before empty ages are skipped)."""
    v = highest_top_value(t, player)
    if "draw action value" not in t.modified:
        return v
    return t.rules.modify(t, "draw action value", player, v)


def inspire_value(t: Table, player: int, color: int) -> int:
    """The value an Inspire action on ``color`` draws: that colour's top card's."""
    v = top_value(t, player, color)
    if "inspire value" not in t.modified:
        return v
    return t.rules.modify(t, "inspire value", player, v, color)


# Cards with a featured icon and dogma effects (one lookup for the top cards, at an action).
_HAS_DOGMA = tuple(f >= 0 and bool(d) for f, d in zip(FEATURED, DOGMA, strict=True))


def executes_something(t: Table, owner: int, card: int) -> bool:
    """Whether a Dogma action on ``card``, a top card of ``owner``'s board, executes
    something: a card with a featured icon that has dogma effects, or echo effects visible
    in its colour (a figure has no dogma effects of its own); never a city (no featured
    icon)."""
    return _HAS_DOGMA[card] or (FEATURED[card] >= 0 and bool(echo_cards(t, owner, COLOR[card])))


def activatable(t: Table, player: int) -> list[int]:
    """The cards ``player`` can activate with a Dogma action (do not change the list): the
    top cards that execute something (:func:`executes_something`)."""
    p = t.state.players[player]
    modified = t.modified
    # (Asked at every action decision: unless a rule or karma changes what the colours
    # show, the board keeps the answer until it changes.)
    found = None if "colors" in modified else p.activatable
    if found is None:
        found = []
        for stack in p.stacks:
            # (most top cards have dogma effects: those are found without the call)
            if stack and (_HAS_DOGMA[stack[-1]] or executes_something(t, player, stack[-1])):
                found.append(stack[-1])
        if "colors" not in modified:
            p.activatable = found
    if "activatable" not in modified:
        return found
    return t.rules.modify(t, "activatable", player, found[:])


# -- score and achievements -----------------------------------------------------------


def bonus_points(found: list[int]) -> int:
    """What visible bonuses add to a score: the highest its value, every other one 1."""
    return max(found) + len(found) - 1 if found else 0


def hand(t: Table, player: int) -> list[int]:
    """The cards in ``player``'s hand, and whatever else counts as being there (do not
    change the list)."""
    cards = t.state.players[player].hand
    if "hand" not in t.modified:
        return cards
    return t.rules.modify(t, "hand", player, cards[:])


def score_pile(t: Table, player: int) -> list[int]:
    """The cards in ``player``'s score pile, and whatever else counts as being there (do
    not change the list)."""
    cards = t.state.players[player].score
    if "score pile" not in t.modified:
        return cards
    return t.rules.modify(t, "score pile", player, cards[:])


def score(t: Table, player: int) -> int:
    """``player``'s score: the values of the cards in their score pile, plus their bonuses."""
    p = t.state.players[player]
    if "score" not in t.modified:
        shown = p.board_bonuses()
        # (``points``: the values of the score pile's cards, kept by the state.)
        return p.points + bonus_points(shown) if shown else p.points
    total = 0
    for card in score_pile(t, player):
        total += value(t, card)
    total += bonus_points(bonuses(t, player))
    return t.rules.modify(t, "score", player, total)


def available_achievements(t: Table, player: int) -> list[int]:
    """The standard achievements ``player`` may claim from: the available ones, and
    whatever else counts as one for them (do not change the list)."""
    cards = t.state.shared[AVAILABLE]  # (``State.available``, without the property's call)
    if "available achievements" not in t.modified:
        return cards
    return t.rules.modify(t, "available achievements", player, cards[:])


def requirement(t: Table, player: int, n: int) -> int:
    """A number a special achievement's condition requires of ``player``."""
    if "requirement" not in t.modified:
        return n
    return t.rules.modify(t, "requirement", player, n)


def achievement_counts(t: Table) -> list[int]:
    """How many achievements each player has: the cards, and whatever else counts as one.

    One query for all players at once (``player`` -1 for the rules that change
    it): the win is checked after every change, and what counts besides the
    cards (Cities' flags) compares the players' boards.
    """
    counts = []
    for p in t.state.players:  # (a loop: cheaper than a comprehension for a few players)
        counts.append(len(p.achievements))
    if "achievement counts" not in t.modified:
        return counts
    return t.rules.modify(t, "achievement counts", -1, counts)


def achievement_count(t: Table, player: int) -> int:
    """How many achievements ``player`` has (cards, and whatever else counts as one)."""
    if "achievement counts" not in t.modified:
        return len(t.state.players[player].achievements)
    return achievement_counts(t)[player]


def team_achievement_count(t: Table, player: int) -> int:
    """The achievements of ``player``'s team (just theirs without teams)."""
    if "achievement counts" not in t.modified:
        players = t.state.players
        members = t.team_members[player]
        if len(members) == 1:
            return len(players[player].achievements)
        return sum(len(players[q].achievements) for q in members)
    return team_achievement_counts(t)[player]


def team_achievement_counts(t: Table) -> list[int]:
    """For each player, the achievements of their team (their own without teams)."""
    counts = achievement_counts(t)
    if len(t.team_members[0]) == 1:
        return counts
    return [sum(counts[q] for q in members) for members in t.team_members]


def eligible_ages(
    t: Table,
    player: int,
    ages: Sequence[int],
    points: int | None = None,
    check_top: bool = True,  # (not keyword-only: see ``door.request``)
    check_score: bool = True,
) -> list[int]:
    """Which of ``ages`` (in increasing order) ``player`` may claim a standard achievement of.

    A score of at least 5 x age (times one more for each standard achievement
    of that age already held: Echoes' duplicate achievements) and a top card
    of that age or higher.  ``points`` replaces the score (Artificial Heart);
    ``check_top``/``check_score`` False ignore that requirement (karmas:
    "ignoring the age requirement", "ignoring the score restriction").
    """
    if not ages:
        return []
    # (Asked at every action decision: when the lowest age fails a plain requirement, so
    # do the others, usually, and the score or the achievements held need not be counted.)
    lowest = ages[0]  # (they are in increasing order)
    top = highest_top_value(t, player) if check_top else 99
    modify_top = check_top and "achievement top value" in t.modified
    if not modify_top and lowest > top:
        return []
    if not check_score:
        points = 10**6
    elif points is None:
        points = score(t, player)
    modify_points = check_score and "achievement score" in t.modified
    if not modify_points and 5 * lowest > points:
        return []
    achievements = t.state.players[player].achievements
    plain = not (modify_top or modify_points)
    found = []
    for age in ages:
        if plain and (age > top or 5 * age > points):
            break  # (the ages that follow are higher: out of reach too)
        age_top, age_points = top, points
        if modify_top:
            age_top = t.rules.modify(t, "achievement top value", player, top, age)
        if modify_points:
            age_points = t.rules.modify(t, "achievement score", player, points, age)
        if age_top >= age and age_points >= 5 * age:
            held = 0  # (standard achievements of that age held: Echoes' duplicates)
            for a in achievements:
                if AGE[a] == age and KIND[a] == "age":
                    held += 1
            if age_points >= 5 * age * (held + 1):
                found.append(age)
    return found


def eligible(t: Table, player: int, age: int, points: int | None = None) -> bool:
    """May ``player`` claim a standard achievement of ``age`` (see :func:`eligible_ages`)?"""
    return bool(eligible_ages(t, player, (age,), points))


def ineligible_because(t: Table, player: int, age: int) -> str:
    """Why ``player`` may not claim a standard achievement of ``age`` ("" if they may)."""
    top = highest_top_value(t, player)
    points = score(t, player)
    if "achievement top value" in t.modified:
        top = t.rules.modify(t, "achievement top value", player, top, age)
    if "achievement score" in t.modified:
        points = t.rules.modify(t, "achievement score", player, points, age)
    held = standard_achievements_of(t, player, age)
    needed = 5 * age * (held + 1)
    reasons = []
    if points < needed:
        twice = f" ({held + 1} times 5 x {age}: you hold {held} of that age)" if held else ""
        reasons.append(f"score {points} of {needed} needed{twice}")
    if top < age:
        reasons.append(f"no top card of value {age} or higher")
    return "; ".join(reasons)


def standard_achievement_count(t: Table, player: int) -> int:
    """How many standard achievements (age cards) ``player`` holds."""
    return sum(KIND[a] == "age" for a in t.state.players[player].achievements)


def standard_achievements_of(t: Table, player: int, age: int) -> int:
    """How many standard achievements of ``age`` ``player`` holds."""
    return sum(
        1 for a in t.state.players[player].achievements if KIND[a] == "age" and AGE[a] == age
    )


# -- values printed in effects -----------------------------------------------------------


def printed(t: Table, effect, n: int) -> int:
    """A value printed in an effect (``{3}`` in the card text) as it counts now."""
    if "printed value" not in t.modified:
        return n
    return t.rules.modify(t, "printed value", effect.you, n, effect)
