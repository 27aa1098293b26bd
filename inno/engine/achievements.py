"""Achievements: how many win, the special achievements' conditions, and the check after every change.

"Special achievements can be claimed at any time, even in the middle of an
effect, or during another player's turn. If you meet the conditions for one
of them, take it immediately."  The door calls :func:`after_change` after
every change that touched a player's board, achievements, forecast or
display, or any of their zones while "each" karmas are in play
(``table.rules.after_change``): it finds the special achievements whose
condition now holds, ties going to the first eligible player in turn order
starting with the current player, and whether a player (or team) has the
achievements needed to win; the door passes those claims and wins through
itself.
"""

from __future__ import annotations

from inno.data.cards import BY_NAME, CLOCK, COLOR, IS_CITY, LEFT, RIGHT, SLOTS, UP
from inno.engine import queries
from inno.engine.door import Request, request
from inno.engine.state import SPECIAL
from inno.engine.table import Table


def achievements_to_win(players: int, expansions: int, teams: bool, longer: bool) -> int:
    """The rulebook's table, which is 8 + expansions - players, at least 4.

    (6/5/4 for 2/3/4 players, one more per expansion.)  A team needs as many as
    a player of a 2-player game; the longer game one more.
    """
    if teams:
        players = 2
    return max(4, 8 + expansions - players) + (1 if longer else 0)


def after_change(t: Table, req: Request):
    """What the change just made calls for: special achievements to claim, then a win.

    Returns the requests for the door to pass, in order: usually none (an
    empty tuple, cheaply); else a generator that checks, before each claim,
    that nobody claimed that special achievement in the meantime, and looks
    for a winner after the claims.
    """
    s = t.state
    touched = t.touched
    t.touched = []
    # The touched players, once each, in turn order from the current player (usually one).
    if len(touched) == 1 or touched.count(touched[0]) == len(touched):
        touched = touched[:1]
    else:
        n, current = s.n, s.current
        touched = sorted(set(touched), key=lambda p: (p - current) % n)
    claims = []
    special = s.shared[SPECIAL]
    if special:
        found = t.special_conditions
        if found[0] != special:  # (see ``_conditions``)
            found = t.special_conditions = _conditions(special)
        _, conditions, off_board, on_events = found
        events = on_events.get(req.verb)
        if events is not None:
            for card, event in events:
                if event(t, req):
                    claims.append((req.player, card))
        # Unless karmas change what they read, the conditions on a board change only with
        # the board: those found not met are not checked again until the board changes
        # (or the special achievements left do: ``conditions`` is another list then).
        queries_changed = t.karma_queries
        steady = not queries_changed or queries_changed.isdisjoint(_BOARD_QUERIES)
        for player in touched:
            board = s.players[player]
            if steady and board.conditions_checked is conditions:
                for card, condition in off_board:
                    if condition(t, player):
                        claims.append((player, card))
                continue
            met = False
            for card, condition, on_board in conditions:
                if condition(t, player):
                    claims.append((player, card))
                    met = met or on_board
            if steady and not met:
                board.conditions_checked = conditions
    # Without rules that count other things as achievements, only the touched
    # players' achievements can have changed.
    needed = t.achievements_needed
    if "achievement counts" not in t.modified:
        if not claims:
            players, members = s.players, t.team_members
            for p in touched:
                # (The query's plain answer, without its call: this is asked after most
                # changes.)
                if len(members[p]) == 1:
                    held = len(players[p].achievements)
                else:
                    held = queries.team_achievement_count(t, p)
                if held >= needed:
                    break
            else:
                return ()
        order = touched
    else:
        if not claims and max(queries.team_achievement_counts(t)) < needed:
            return ()
        n, current = s.n, s.current
        order = [(current + i) % n for i in range(n)]
    return _claims_then_win(t, claims, order)


def _conditions(special: list[int]) -> tuple[list[int], list, list, dict[str, list]]:
    """The special achievements in ``special`` (a copy); the (card, condition, on the board
    alone?) of those that have a condition, in that order; the (card, condition) of those
    whose condition is not on the board alone; and by verb the (card, event) of those
    claimed on a request of that verb.  (The table keeps them in ``special_conditions``
    until ``special`` changes: after a claim or a return.)"""
    conditions = [(c, CONDITIONS[c], c in ON_BOARD) for c in special if c in CONDITIONS]
    off_board = [(c, condition) for c, condition, on_board in conditions if not on_board]
    events = {}
    for verb, claimed in EVENTS.items():
        here = [(card, event) for card, event in claimed if card in special]
        if here:
            events[verb] = here
    return special[:], conditions, off_board, events


def _claims_then_win(t: Table, claims: list[tuple[int, int]], order: list[int]):
    # (A claim or a win a karma is answering goes on, or not, after the karma.)
    answered = t.answered
    for player, card in claims:
        if card in t.state.special and not any(
            r.verb == "achieve" and r.card == card for r in answered
        ):
            yield request("achieve", player, card, action="special")
    if any(r.verb == "win" for r in answered):
        return
    for player in order:
        if queries.team_achievement_count(t, player) >= t.achievements_needed:
            winners = tuple(t.teammates(player))
            yield request("win", player, data=(winners, "achievements"))
            return


# -- the base special achievements ----------------------------------------------------


# Every number a condition requires passes ``queries.requirement`` when a karma changes
# it (Hedy Lamarr: "one fewer or one lower of each requirement"); the plain conditions
# are written out first, as they are checked after every change.


def monument(t: Table, player: int) -> bool:
    s = t.state
    n = 6 if "requirement" not in t.modified else queries.requirement(t, player, 6)
    return s.tucked[player] >= n or s.scored[player] >= n


def empire(t: Table, player: int) -> bool:
    """Three or more icons of all six types."""
    if "requirement" not in t.modified:
        for count in queries.icons(t, player):  # (a loop: min() costs more for six counts)
            if count < 3:
                return False
        return True
    # Both numbers change: e.g. two or more icons of five of the six types.
    n, types = queries.requirement(t, player, 3), queries.requirement(t, player, 6)
    return sum(1 for count in queries.icons(t, player) if count >= n) >= types


def world(t: Table, player: int) -> bool:
    n = 12 if "requirement" not in t.modified else queries.requirement(t, player, 12)
    return queries.icons(t, player)[CLOCK] >= n


def wonder(t: Table, player: int) -> bool:
    p = t.state.players[player]
    if "requirement" not in t.modified:
        # (A splayed stack has two cards or more: five splays right or up are five colours.)
        for splay in p.splays:
            if splay != RIGHT and splay != UP:
                return False
        return True
    splayed = sum(1 for c in range(5) if p.stacks[c] and p.splays[c] in (RIGHT, UP))
    return splayed >= queries.requirement(t, player, 5)


def universe(t: Table, player: int) -> bool:
    if "requirement" not in t.modified:
        stacks = t.state.players[player].stacks
        if not all(stacks):  # (first, without a value: most boards lack a colour)
            return False
        for stack in stacks:
            if queries.value(t, stack[-1]) < 8:
                return False
        return True
    tops = t.state.players[player].top_cards()
    high = queries.requirement(t, player, 8)
    return sum(1 for c in tops if queries.value(t, c) >= high) >= queries.requirement(t, player, 5)


# -- the Echoes special achievements ----------------------------------------------------


def supremacy(t: Table, player: int) -> bool:
    """Three or more of one icon type visible in each of four colours (the same icon)."""
    three, four = (
        (3, 4)
        if "requirement" not in t.modified
        else (queries.requirement(t, player, 3), queries.requirement(t, player, 4))
    )
    # (Loops rather than max(), which costs several times more: this is checked after
    # every change of a board.)
    if "colors" not in t.modified:
        # Quickly: no icon shows three times in four colours (the colours as printed,
        # whose sums the board's printed icon counts are).
        for count in t.state.players[player].board_icons():
            if count >= three * four:
                break
        else:
            return False
    strong = []
    for shows in queries.colors(t, player):
        for count in shows.icons:
            if count >= three:
                strong.append(shows.icons)
                break
    if len(strong) < four:  # quickly: fewer than four colours show three of anything
        return False
    for i in range(6):
        colors = 0
        for counts in strong:
            if counts[i] >= three:
                colors += 1
        if colors >= four:
            return True
    return False


def destiny(t: Table, player: int) -> bool:
    n = 7 if "requirement" not in t.modified else queries.requirement(t, player, 7)
    return len(t.state.players[player].forecast) >= n


def wealth(t: Table, player: int) -> bool:
    n = 8 if "requirement" not in t.modified else queries.requirement(t, player, 8)
    return len(queries.bonuses(t, player)) >= n


def heritage(t: Table, player: int) -> bool:
    n = 8 if "requirement" not in t.modified else queries.requirement(t, player, 8)
    for shows in queries.colors(t, player):
        if shows.hexes >= n:
            return True
    return False


def history(t: Table, player: int) -> bool:
    n = 4 if "requirement" not in t.modified else queries.requirement(t, player, 4)
    for shows in queries.colors(t, player):
        if len(shows.echoes) >= n:
            return True
    return False


# -- the Cities special achievements: claimed on an event ---------------------------------


def _meld_city_onto(t: Table, req: Request, arrow: str, direction: int) -> bool:
    """Melded a city with ``arrow`` on a colour already splayed that way?"""
    card = req.card
    if not req.done or not IS_CITY[card] or arrow not in SLOTS[card]:
        return False
    return t.state.players[req.player].splays[COLOR[card]] == direction


def legend(t: Table, req: Request) -> bool:
    return _meld_city_onto(t, req, "arrow:left", LEFT)


def repute(t: Table, req: Request) -> bool:
    return _meld_city_onto(t, req, "arrow:right", RIGHT)


def fame(t: Table, req: Request) -> bool:
    return _meld_city_onto(t, req, "arrow:up", UP)


def _tuck_city_with(req: Request, icon: str) -> bool:
    return req.done and IS_CITY[req.card] and icon in SLOTS[req.card]


def glory(t: Table, req: Request) -> bool:
    return _tuck_city_with(req, "flag")


def victory(t: Table, req: Request) -> bool:
    return _tuck_city_with(req, "fountain")


# Claimed by the player who made a request of that verb when it holds, by verb.
EVENTS = {
    "meld": [(BY_NAME["Legend"], legend), (BY_NAME["Repute"], repute), (BY_NAME["Fame"], fame)],
    "tuck": [(BY_NAME["Glory"], glory), (BY_NAME["Victory"], victory)],
}
CONDITIONS = {
    BY_NAME["Monument"]: monument,  # (tucks and scores this turn)
    BY_NAME["Empire"]: empire,
    BY_NAME["World"]: world,
    BY_NAME["Wonder"]: wonder,
    BY_NAME["Universe"]: universe,
    BY_NAME["Supremacy"]: supremacy,
    BY_NAME["Destiny"]: destiny,
    BY_NAME["Wealth"]: wealth,
    BY_NAME["Heritage"]: heritage,
    BY_NAME["History"]: history,
}
# The conditions that read a player's board alone (all but Monument's and Destiny's) ...
ON_BOARD = frozenset(
    BY_NAME[name]
    for name in (
        "Empire",
        "World",
        "Wonder",
        "Universe",
        "Supremacy",
        "Wealth",
        "Heritage",
        "History",
    )
)
# ... through these queries, which rules change by the board alone (Battleship Yamato's
# board value) and karmas by anything.
_BOARD_QUERIES = frozenset(("requirement", "icons", "colors", "bonuses", "value", "board value"))
