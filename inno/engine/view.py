"""A player's view: only what that player may know (invariant 6).

The rulebook's information rules:

* you see your own hand, score pile, forecast and board (even covered cards);
* of other players' hands, score piles and forecasts you see the number,
  value and set of the cards (their backs), not which cards they are;
* nobody sees which cards the standard achievements are, even their owner;
* by default (the rulebook's "default to no"), the identity of covered cards
  on another player's board and the number of cards in an unsplayed stack
  are not public; the ``open_boards`` option makes them public;
* card tracking names a card seen from behind when the viewer saw it go
  there, and lists the cards each back could be, unless the game is played
  with the option ``no_tracking`` (for players who remember for themselves);
* when the game is over, every hand, score pile, forecast and board is shown
  (the standard achievements stay face down).

Hands and score piles seen from behind are sorted by set and value, so their
order does not betray when each card arrived.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, cast

from inno.data.cards import (
    AGE,
    BY_NAME,
    COLORS,
    ICONS,
    KIND,
    NAME,
    SET,
    SETS,
    SHOWN,
    SPLAYS,
    UNSPLAYED,
)
from inno.engine import queries
from inno.engine.events import card_text, seen_now
from inno.engine.shapes import (
    Back,
    DecisionDict,
    Named,
    PlayerView,
    PublicDecision,
    Splay,
    StackView,
    View,
)
from inno.engine.state import (
    ACHIEVEMENTS,
    DECREES,
    FORECAST,
    HAND,
    PLAYER_LIST_ZONES,
    RELICS,
    SCORE,
    ZONES,
)

SPLAY_NAMES = cast(tuple[Splay, ...], SPLAYS)
# View keys that differ from the position's zone keys.
VIEW_KEYS = {SCORE: "score_pile"}
# Zones whose card count a view gives beside the cards.
COUNTED = (HAND, FORECAST)

if TYPE_CHECKING:
    from inno.engine.game import Game


def back(card: int) -> Back:
    return {"age": AGE[card], "set": SETS[SET[card]]}


def backs(
    cards: Iterable[int], known: dict | None = None, where: tuple[int, int] | None = None
) -> list[Back]:
    """Cards seen from behind (set and value), sorted so their order does not show.

    With the viewer's ``known`` places (card tracking), a card the viewer knows
    to be ``where`` carries its name too.
    """
    found = []
    for c in sorted(cards, key=lambda c: (SET[c], AGE[c])):
        entry = back(c)
        if known is not None and known.get(c) == where:
            entry["name"] = NAME[c]
        found.append(entry)
    found.sort(
        key=lambda b: (b["set"] != "base", b["set"], b["age"], "name" not in b, b.get("name", ""))
    )
    return found


def achievement(card: int) -> Back | Named:
    if KIND[card] == "age":
        return {"age": AGE[card], "set": SETS[SET[card]]}
    return {"name": NAME[card]}


def board_view(game: Game, player: int, viewer: int | None) -> dict[str, StackView]:
    p = game.state.players[player]
    everything = viewer is None or viewer == player or game.options["open_boards"]
    board = {}
    for color in range(5):
        stack = p.stacks[color]
        if not stack:
            continue
        splay = p.splays[color]
        top = NAME[stack[-1]]
        entry: StackView
        splay_name = SPLAY_NAMES[splay]
        if everything:
            cards: list[str | None] = [NAME[c] for c in reversed(stack)]
            entry = {"splay": splay_name, "top": top, "cards": cards, "count": len(stack)}
        elif splay != UNSPLAYED:
            # Every card of a splayed stack shows; which cards they are does not, but the
            # icon slots each covered card reveals are on the table (top down).
            entry = {
                "splay": splay_name,
                "top": top,
                "cards": [top] + [None] * (len(stack) - 1),
                "count": len(stack),
                "revealed": [list(SHOWN[c][splay]) for c in reversed(stack[:-1])],
            }
        else:
            entry = {"splay": splay_name, "top": top, "cards": [top], "count": None}
        board[COLORS[color]] = entry
    return board


# The viewer index of a spectator: no player, so nothing hidden shows.
SPECTATOR = -1


def view(game: Game, viewer: int | None, log_since: int | None = 0) -> View:
    """The game as ``viewer`` sees it (``None``: the referee, who sees everything;
    ``SPECTATOR``: somebody at no seat, who sees only public information).

    ``log`` holds the events from index ``log_since`` on (none if it is None);
    ``log_length`` is the number of events so far, for asking only new ones.
    """
    s = game.state
    players: list[PlayerView] = []
    zones_in_play = [z for z in PLAYER_LIST_ZONES if ZONES[z].in_play(game.sets)]
    # At the end of the game every hand, score pile, forecast and board is shown.
    over = game.result is not None
    # Card tracking (what the viewer saw go where), unless the game is played without it.
    known = None
    if viewer is not None and not over and not game.options["no_tracking"]:
        known = game.knowledge(viewer).place
    for i, p in enumerate(s.players):
        mine = viewer is None or viewer == i or over
        # (Built key by key from the zone table: zones_in_play give the zone keys.)
        entry: dict[str, Any] = {"name": game.names[i]}
        for zone in zones_in_play:
            z, cards = ZONES[zone], p.zones[zone] or []
            key = VIEW_KEYS.get(zone, z.key)
            if zone == ACHIEVEMENTS:
                entry[key] = [achievement(c) for c in cards]
            elif zone == HAND and mine and viewer is not None and game.options["face_down_draws"]:
                # Cards its owner has not looked at yet stay face down to them too.
                unlooked = s.unlooked[i] if not over else ()
                entry[key] = [NAME[c] for c in cards if c not in unlooked]
                entry["face_down"] = backs(unlooked)
            elif z.seen == "all" or (z.seen == "owner" and mine):
                entry[key] = [NAME[c] for c in cards]
            else:
                entry[key] = backs(cards, known, (zone, i))
            if zone in COUNTED:
                entry[f"{z.key}_count"] = len(cards)
        entry["score"] = queries.score(game, i)
        entry["board"] = board_view(game, i, None if over else viewer)
        entry["icons"] = dict(zip(ICONS, queries.icons(game, i), strict=True))
        for section in game.rules.player_view:
            entry.update(section(game, i))
        entry["achievement_count"] = queries.achievement_count(game, i)
        if game.options["teams"]:
            entry["team"] = game.team[i]
        if i in s.out:
            entry["out"] = True  # lost and left the game (Exxon Valdez)
        if s.phase == "setup":
            entry["chose_first_meld"] = s.initial[i] >= 0
            if mine and s.initial[i] >= 0:
                entry["first_meld"] = NAME[s.initial[i]]
        players.append(cast(PlayerView, entry))
    supply = {
        SETS[set_]: {str(age): len(s.piles[set_][age]) for age in range(1, 11)}
        for set_ in game.sets
    }
    could_be = None if known is None or viewer is None else candidates(game, viewer, known)
    pending = game.pending
    decision: DecisionDict | PublicDecision | None = None
    if pending is not None:
        if viewer is None or pending.who == viewer:
            decision = pending.to_dict()
        else:
            prompt = public_text(game, viewer, pending.prompt)
            decision = cast(
                PublicDecision, {"player": pending.player, "kind": pending.kind, "prompt": prompt}
            )
    # (Built in the order of its keys, the optional ones among them.)
    shown: dict[str, Any] = {
        "viewer": game.names[viewer] if viewer is not None and viewer >= 0 else None,
        "players": players,
        "expansions": list(game.expansions),
        "options": dict(game.options),
        "achievements_to_win": game.achievements_needed,
        "supply": supply,
        "achievements": [achievement(c) for c in s.available],
        "special_achievements": [NAME[c] for c in s.special],
        "removed_count": len(s.removed),
        **({"could_be": could_be} if could_be is not None else {}),
        **{
            ZONES[zone].key: [NAME[c] for c in s.shared[zone]]
            for zone in (RELICS, DECREES)
            if ZONES[zone].in_play(game.sets)
        },
        "phase": s.phase,
        "turn": {
            "player": game.names[s.current],
            "actions": s.actions_left,
            "number": s.turn,
            "used": list(s.used),
        },
        "pending": decision,
        "result": game.result.to_dict() if game.result else None,
        "log": []
        if log_since is None
        else [e.render(game.names, viewer) for e in game.events[log_since:]],
        "log_length": len(game.events),
    }
    return cast(View, shown)


@functools.cache
def _card_name() -> re.Pattern:
    """A pattern matching any card's name, longest first (made when first used)."""
    names = sorted({n for n in NAME if n}, key=len, reverse=True)
    return re.compile(r"(?<![\w'])(" + "|".join(map(re.escape, names)) + r")(?![\w'])")


def names_in(text: str) -> set[str]:
    """The card names ``text`` names, whole words, the longest first ("Machine Tools" names
    Machine Tools, not Tools; "Combustion" names no Comb)."""
    return set(_card_name().findall(text))


def public_text(game: Game, viewer: int, text: str) -> str:
    """``text`` (another player's prompt) with the cards ``viewer`` cannot see by their backs.

    A prompt may name the decider's hidden cards ("choose the player to receive
    Coal"): the others read "a base 5" instead, unless they know where that card is.
    """
    s = game.state
    known = {} if game.options["no_tracking"] else game.knowledge(viewer).place

    def back_unless_known(match: re.Match) -> str:
        card = BY_NAME[match.group(1)]
        seen = seen_now(game, card)
        if KIND[card] != "age" or seen is None or viewer in seen:
            return match.group(1)  # (special achievements and decrees are known by name)
        if known.get(card) == (s.loc[card], s.owner[card]):
            return match.group(1)
        return card_text(card, False)

    return _card_name().sub(back_unless_known, text)


def candidates(game: Game, viewer: int, known: dict) -> dict[str, list[str]]:
    """For each back ``viewer`` cannot see (``"base 3"``), the cards it could be.

    The cards of that set and value in play whose place the viewer does not
    know: not their own, not seen on a board, not tracked elsewhere.  Their
    own standard achievements are not theirs to see ("you may never look at
    the identity of normal achievement cards, even if you have achieved
    them"): each could be any card of its back, unless tracking saw it arrive
    (achieved from their own hand or score pile).
    """
    s = game.state
    located = set(known)
    if viewer != SPECTATOR:
        me = s.players[viewer]
        unlooked = s.unlooked[viewer]
        located.update(
            c
            for z in PLAYER_LIST_ZONES
            if z != ACHIEVEMENTS
            for c in me.zones[z] or ()
            if c not in unlooked
        )
    for i, p in enumerate(s.players):
        everything = i == viewer or game.options["open_boards"]
        for stack in p.stacks:
            located.update(stack if everything else stack[-1:])
    hidden: dict[tuple[int, int], list[str]] = {}
    for card in game.cards_in_play():
        if KIND[card] == "age" and card not in located:
            hidden.setdefault((SET[card], AGE[card]), []).append(NAME[card])
    return {f"{SETS[set_]} {age}": sorted(names) for (set_, age), names in sorted(hidden.items())}
