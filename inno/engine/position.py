"""Positions: a game's zones written out by card name (docs/position-format.md).

``from_position`` validates everything before building anything, so a
malformed position raises an :class:`~inno.errors.InnoError` naming the
problem and no game is half-made.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, cast

from inno.data.cards import (
    AGE,
    ARTIFACTS,
    BASE,
    BY_NAME,
    COLOR,
    COLORS,
    KIND,
    NAME,
    SET,
    SETS,
    SPLAYS,
)
from inno.engine import rng
from inno.engine.shapes import PlayerPosition, Position, Splay, StackPosition, TurnPosition
from inno.engine.state import (
    ACHIEVEMENTS,
    AVAILABLE,
    BOARD,
    DECREES,
    DISPLAY,
    FORECAST,
    HAND,
    PLAYER_LIST_ZONES,
    RELICS,
    REMOVED,
    SCORE,
    SPECIAL,
    SUPPLY,
    ZONES,
    State,
)
from inno.engine.table import player_names
from inno.errors import InvalidPosition, UnknownCard

if TYPE_CHECKING:
    from inno.engine.game import Game

SPLAY_NAMES = cast(tuple[Splay, ...], SPLAYS)
# The keys of a position, of a player and of the turn (their types: inno/engine/shapes.py).
TOP_KEYS = set(Position.__annotations__)
PLAYER_KEYS = set(PlayerPosition.__annotations__)
TURN_KEYS = set(TurnPosition.__annotations__)
# A player's list zones by their key (hand, score, achievements, forecast, display).
PLAYER_ZONE_KEYS = {ZONES[z].key: z for z in PLAYER_LIST_ZONES}
# Shared zones listed by card name, beside the (available) achievements and
# special achievements: removed cards, relics beside their piles, decrees.
SHARED_KEYS = {ZONES[z].key: z for z in (REMOVED, RELICS, DECREES)}
# "start": the turn of the turn player has not begun: its start-of-turn steps come first.
PHASES = ("setup", "start", "action", "over")
# Without a turn number, a position is taken to be past the first-turn rule.
DEFAULT_TURN_NUMBER = 3


def to_position(game: Game, s: State) -> Position:
    players: list[PlayerPosition] = []
    for i, p in enumerate(s.players):
        board: dict[str, StackPosition | list[str]] = {}
        for color in range(5):
            stack = p.stacks[color]
            if stack:
                board[COLORS[color]] = {
                    "cards": [NAME[c] for c in reversed(stack)],
                    "splay": SPLAY_NAMES[p.splays[color]],
                }
        # (Built key by key from the zone table: the zone keys come from ZONES.)
        entry: dict[str, Any] = {"name": game.names[i], "board": board}
        for zone in PLAYER_LIST_ZONES:
            if ZONES[zone].in_play(game.sets):
                entry[ZONES[zone].key] = [NAME[c] for c in p.zones[zone] or ()]
        if game.options.get("face_down_draws"):
            entry["face_down"] = [NAME[c] for c in s.unlooked[i]]
        entry["tucked"] = s.tucked[i]
        entry["scored"] = s.scored[i]
        if i in s.out:
            entry["out"] = True
        if s.phase == "setup" and s.initial[i] >= 0:
            entry["initial"] = NAME[s.initial[i]]
        players.append(cast(PlayerPosition, entry))
    supply: dict[str, dict[str, list[str]]] = {}
    for set_ in game.sets:
        supply[SETS[set_]] = {
            str(age): [NAME[c] for c in reversed(s.piles[set_][age])] for age in range(1, 11)
        }
    # (Built in the order of its keys, the shared zones of the sets in play among them.)
    position: dict[str, Any] = {
        "players": players,
        "expansions": list(game.expansions),
        "options": dict(game.options),
        "achievements": [NAME[c] for c in s.available],
        "special_achievements": [NAME[c] for c in s.special],
        "supply": supply,
        **{
            key: [NAME[c] for c in s.shared[zone]]
            for key, zone in SHARED_KEYS.items()
            if ZONES[zone].in_play(game.sets)
        },
        "turn": {
            "player": game.names[s.current],
            "actions": s.actions_left,
            "number": s.turn,
            **({"used": list(s.used)} if s.used else {}),
        },
        "phase": s.phase,
        "seed": game.seed,
        "rng": s.rng,
    }
    if s.result is not None:
        position["result"] = dict(s.result)
    return cast(Position, position)


def _card(name: Any, where: str) -> int:
    if not isinstance(name, str):
        raise InvalidPosition(f"{where}: a card must be given by its name, not {name!r}")
    card = BY_NAME.get(name)
    if card is None:
        raise UnknownCard(f"{where}: there is no card called {name!r}")
    return card


def _list(value: Any, where: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise InvalidPosition(f"{where} must be a list of card names, not {value!r}")
    return value


def _int(value: Any, where: str, low: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise InvalidPosition(f"{where} must be an integer of at least {low}, not {value!r}")
    return value


REASONS = ("achievements", "score", "dogma")
# Where each kind of card may be.
ALLOWED_ZONES = {
    "age": {HAND, BOARD, SCORE, ACHIEVEMENTS, FORECAST, DISPLAY, AVAILABLE, REMOVED, SUPPLY},
    "special_achievement": {ACHIEVEMENTS, SPECIAL, REMOVED},
    "relic": {HAND, BOARD, SCORE, ACHIEVEMENTS, FORECAST, AVAILABLE, RELICS, REMOVED},
    "decree": {ACHIEVEMENTS, DECREES, REMOVED},
}
KIND_NAMES = {
    "age": "card of an age, not an achievement",
    "special_achievement": "special achievement, not a card to play",
    "relic": "relic",
    "decree": "decree, which is either available or in a player's achievements",
}


RESULT_KEYS = {"winners", "reason", "card"}


def _result(result: Any, names: list[str]) -> dict:
    if not isinstance(result, dict) or not {"winners", "reason"} <= set(result):
        raise InvalidPosition("a finished game ('phase': 'over') needs its 'result'")
    if not set(result) <= RESULT_KEYS:
        raise InvalidPosition(
            f"'result': unknown keys {sorted(set(result) - RESULT_KEYS)}; "
            f"allowed: {sorted(RESULT_KEYS)}"
        )
    winners = result["winners"]
    if not isinstance(winners, list) or not all(w in names for w in winners):
        raise InvalidPosition(f"'result': winners must be a list of players, not {winners!r}")
    if result["reason"] not in REASONS:
        raise InvalidPosition(
            f"'result': the reason is one of {', '.join(REASONS)}, not {result['reason']!r}"
        )
    card = result.get("card")
    if card is not None:
        _card(card, "'result'")
    return {"winners": list(winners), "reason": result["reason"], "card": card}


def from_position(cls, position: dict) -> Game:
    if not isinstance(position, dict):
        raise InvalidPosition(f"a position is a dict (JSON object), not {type(position).__name__}")
    unknown = set(position) - TOP_KEYS
    if unknown:
        raise InvalidPosition(
            f"unknown keys in the position: {sorted(unknown)}; allowed: {sorted(TOP_KEYS)}"
        )
    players = position.get("players")
    if not isinstance(players, list) or not players:
        raise InvalidPosition("a position needs 'players': a list with one entry per player")
    for i, p in enumerate(players):
        if not isinstance(p, dict) or "name" not in p:
            raise InvalidPosition(f"player {i + 1} must be an object with a 'name'")
        extra = set(p) - PLAYER_KEYS
        if extra:
            raise InvalidPosition(
                f"unknown keys for player {p['name']!r}: {sorted(extra)}; allowed: {sorted(PLAYER_KEYS)}"
            )

    options = position.get("options") or {}
    if not isinstance(options, dict):
        raise InvalidPosition(f"'options' must be an object, not {options!r}")
    names = player_names([p["name"] for p in players])
    return cls.from_state(
        names,
        position.get("expansions") or [],
        options,
        lambda game: _deal(game, position, players, names),
    )


def _deal(game: Game, position: dict, players: list, names: list[str]) -> tuple[dict, int, State]:
    """The origin, seed and state of ``position`` for ``game`` (configured as it says)."""
    seed = position.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise InvalidPosition(f"'seed' must be an integer, not {seed!r}")
    in_play = set(game.cards_in_play())
    s = State(len(names), game.sets)
    s.rng = position.get("rng", rng.seed_state(seed))
    _int(s.rng, "'rng'")
    placed: dict[int, str] = {}

    def place(card: int, zone: int, owner: int, where: str, bottom: bool = False) -> None:
        if card in placed:
            raise InvalidPosition(f"{NAME[card]} is in two places: {placed[card]} and {where}")
        if card not in in_play and KIND[card] == "relic" and SET[card] in game.sets:
            raise InvalidPosition(
                f"{where}: {NAME[card]} is a relic: a game with relics needs the option "
                'relics (options: {"relics": true})'
            )
        if card not in in_play:
            raise InvalidPosition(
                f"{where}: {NAME[card]} is a {SETS[SET[card]]} card, not in this game "
                f"(expansions: {', '.join(game.expansions) or 'none'})"
            )
        if zone not in ALLOWED_ZONES[KIND[card]]:
            raise InvalidPosition(f"{where}: {NAME[card]} is a {KIND_NAMES[KIND[card]]}")
        placed[card] = where
        s.put(card, zone, owner, bottom)

    for i, p in enumerate(players):
        who = names[i]
        for key, zone in PLAYER_ZONE_KEYS.items():
            where = f"{who}'s {ZONES[zone].name}"
            listed_cards = _list(p.get(key), where)
            if listed_cards and not ZONES[zone].in_play(game.sets):
                raise InvalidPosition(f"{where}: no set in this game has a {ZONES[zone].name}")
            for name in listed_cards:
                place(_card(name, where), zone, i, where)
        display = s.players[i].display
        if len(display) > 1:
            raise InvalidPosition(
                f"{who}'s display holds one artifact at most, not {len(display)}: "
                f"{', '.join(NAME[c] for c in display)}"
            )
        if display and SET[display[0]] != ARTIFACTS:
            raise InvalidPosition(
                f"{who}'s display: {NAME[display[0]]} is not an Artifact (only a dug "
                "artifact goes on display)"
            )
        board = p.get("board") or {}
        if not isinstance(board, dict):
            raise InvalidPosition(f"{who}'s board must be an object by colour, not {board!r}")
        for color_name, stack in board.items():
            where = f"{who}'s {color_name} stack"
            if color_name not in COLORS:
                raise InvalidPosition(
                    f"{where}: {color_name!r} is not a colour ({', '.join(COLORS)})"
                )
            color = COLORS.index(color_name)
            splay = "none"
            if isinstance(stack, dict):
                extra = set(stack) - {"cards", "splay"}
                if extra:
                    raise InvalidPosition(
                        f"{where}: unknown keys {sorted(extra)}; allowed: cards, splay"
                    )
                splay = stack.get("splay", "none")
                stack = stack.get("cards")
            cards = [_card(n, where) for n in _list(stack, where)]
            for card in cards:
                # (a card that never goes on a board, a special achievement, is said as such)
                if COLOR[card] != color and BOARD in ALLOWED_ZONES[KIND[card]]:
                    raise InvalidPosition(
                        f"{where}: {NAME[card]} is {COLORS[COLOR[card]]}, not {color_name}"
                    )
            for card in reversed(cards):  # listed top first; stored bottom first
                place(card, BOARD, i, where)
            if splay not in SPLAYS:
                raise InvalidPosition(
                    f"{where}: splay must be one of {', '.join(SPLAYS)}, not {splay!r}"
                )
            if splay != "none" and len(cards) < 2:
                raise InvalidPosition(
                    f"{where}: a stack of {len(cards)} card{'s' if len(cards) != 1 else ''} "
                    f"cannot be splayed {splay} (a stack of zero or one card is always unsplayed)"
                )
            s.players[i].splays[color] = SPLAYS.index(splay)
        if p.get("face_down") and not game.options.get("face_down_draws"):
            raise InvalidPosition(f"{who}: face-down cards need the option face_down_draws")
        for name in _list(p.get("face_down"), f"{who}'s face-down cards"):
            card = _card(name, f"{who}'s face-down cards")
            if card not in s.players[i].hand or card in s.unlooked[i]:
                raise InvalidPosition(
                    f"{who}'s face-down cards: {name} is not (once) in their hand"
                )
            s.unlooked[i].append(card)
        s.tucked[i] = _int(p.get("tucked", 0), f"{who}'s 'tucked'")
        out = p.get("out", False)
        if not isinstance(out, bool):
            raise InvalidPosition(f"{who}'s 'out' (lost and left the game) is true or false")
        if out:
            s.out.append(i)
        s.scored[i] = _int(p.get("scored", 0), f"{who}'s 'scored'")

    for key, zone in SHARED_KEYS.items():
        where = f"'{key}'"
        listed_cards = _list(position.get(key), where)
        if listed_cards and not ZONES[zone].in_play(game.sets):
            raise InvalidPosition(f"{where}: no set in this game has {ZONES[zone].name}")
        for name in listed_cards:
            place(_card(name, where), zone, -1, where)

    # Supply: listed cards are the top of their pile, top first.
    supply = position.get("supply") or {}
    if not isinstance(supply, dict):
        raise InvalidPosition(f"'supply' must be an object, not {supply!r}")
    if supply and all(str(k).isdigit() for k in supply):
        supply = {"base": supply}  # short form: ages of the base piles
    listed: dict[tuple[int, int], list[int]] = {}
    for set_name, piles in supply.items():
        if set_name not in SETS or SETS.index(set_name) not in game.sets:
            raise InvalidPosition(f"'supply': {set_name!r} is not a set in this game")
        set_ = SETS.index(set_name)
        if not isinstance(piles, dict):
            raise InvalidPosition(f"'supply' {set_name!r} must map ages to lists of cards")
        for age_key, names_ in piles.items():
            where = f"the {set_name} {age_key} supply pile"
            try:
                age = int(age_key)
            except (TypeError, ValueError):
                raise InvalidPosition(f"{where}: {age_key!r} is not an age") from None
            if not 1 <= age <= 10:
                raise InvalidPosition(f"{where}: ages go from 1 to 10")
            if (set_, age) in listed:
                raise InvalidPosition(f"{where}: the {set_name} {age} pile is listed twice")
            cards = [_card(n, where) for n in _list(names_, where)]
            for card in cards:
                if KIND[card] != "age":  # (a relic returns beside its pile, not into it)
                    raise InvalidPosition(
                        f"{where}: {NAME[card]} is a {KIND[card]}, not an age card"
                    )
                if SET[card] != set_ or AGE[card] != age:
                    raise InvalidPosition(
                        f"{where}: {NAME[card]} is a {SETS[SET[card]]} {AGE[card]}"
                    )
                if card in placed:
                    raise InvalidPosition(
                        f"{NAME[card]} is in two places: {placed[card]} and {where}"
                    )
                placed[card] = where
            listed[(set_, age)] = cards

    available = position.get("achievements")
    if available is not None:
        for name in _list(available, "'achievements'"):
            card = _card(name, "the available achievements")
            # (Set up from the base piles; effects may add age cards of any set, and a relic
            # from a board: Shivaji's echo effect transfers a top card there.)
            if KIND[card] not in ("age", "relic"):
                key = {"special_achievement": "special_achievements"}.get(
                    KIND[card], KIND[card] + "s"
                )
                raise InvalidPosition(
                    f"the available achievements are age cards: {name} is a "
                    f"{KIND[card].replace('_', ' ')} (list it under {key!r})"
                )
            place(card, AVAILABLE, -1, "the available achievements")
    specials = position.get("special_achievements")
    if specials is not None:
        for name in _list(specials, "'special_achievements'"):
            card = _card(name, "the special achievements")
            if KIND[card] != "special_achievement":
                raise InvalidPosition(
                    f"the special achievements: {name} is not a special achievement"
                )
            place(card, SPECIAL, -1, "the special achievements")

    # Everything not placed: special achievements are available, relics beside their
    # piles, decrees in the centre (unless the position lists which are: the others are
    # out of the game); age cards go to the supply below the listed tops, in the seeded
    # order.
    rest: dict[tuple[int, int], list[int]] = {}
    unlisted = {
        "special_achievement": SPECIAL if specials is None else REMOVED,
        "relic": RELICS if position.get("relics") is None else REMOVED,
        "decree": DECREES if position.get("decrees") is None else REMOVED,
    }
    for card in sorted(in_play - set(placed)):
        if KIND[card] == "age":
            rest.setdefault((SET[card], AGE[card]), []).append(card)
        else:
            s.put(card, unlisted[KIND[card]])
    for set_age in sorted(rest):
        s.rng = rng.shuffle(s.rng, rest[set_age])
    if available is None:
        # The usual setup: one base card of each age 1-9 from the supply.
        for age in range(1, 10):
            pile = rest.get((BASE, age))
            if pile:
                s.put(pile.pop(), AVAILABLE)
    for set_ in range(len(SETS)):
        for age in range(1, 11):
            for card in rest.get((set_, age), []):
                s.put(card, SUPPLY)
            for card in reversed(listed.get((set_, age), [])):
                s.put(card, SUPPLY)

    phase = position.get("phase", "action")
    if phase not in PHASES:
        raise InvalidPosition(f"'phase' must be one of {', '.join(PHASES)}, not {phase!r}")
    s.phase = phase
    turn = position.get("turn") or {}
    if not isinstance(turn, dict) or set(turn) - TURN_KEYS:
        raise InvalidPosition(
            f"'turn' must be an object with keys {sorted(TURN_KEYS)}, not {turn!r}"
        )
    current = turn.get("player", names[0])
    if current not in names:
        raise InvalidPosition(f"'turn': {current!r} is not a player")
    s.current = names.index(current)
    if s.current in s.out and phase != "over":
        raise InvalidPosition(f"'turn': {current} lost and left the game: it cannot be their turn")
    playing = phase in ("start", "action")
    s.actions_left = _int(turn.get("actions", 2), "'turn' 'actions'", 1 if playing else 0)
    if s.actions_left > 2:
        raise InvalidPosition(
            f"'turn' 'actions': a turn has at most 2 actions, not {s.actions_left}"
        )
    s.turn = _int(turn.get("number", DEFAULT_TURN_NUMBER), "'turn' 'number'", 0)
    once = [a.key for a in game.rules.actions if a.once]
    used = turn.get("used") or []
    if (
        not isinstance(used, list)
        or not all(u in once for u in used)
        or len(set(used)) != len(used)
    ):
        raise InvalidPosition(
            f"'turn' 'used': the actions taken once this turn, among {once or 'none in this game'}, "
            f"not {used!r}"
        )
    if used and phase == "start":
        raise InvalidPosition(
            f"'turn' 'used': {used!r}, but at the start of a turn ('phase': 'start') no "
            "action has been taken yet"
        )
    s.used = list(used)
    for i, p in enumerate(players):
        if p.get("initial") is None:
            continue
        card = _card(p["initial"], f"{names[i]}'s first meld")
        if phase != "setup":
            raise InvalidPosition(
                f"{names[i]}: a first meld ('initial') belongs to the setup phase"
            )
        if card not in s.players[i].hand:
            raise InvalidPosition(f"{names[i]}'s first meld {NAME[card]} is not in their hand")
        s.initial[i] = card
    if phase == "setup":
        for i, p in enumerate(s.players):
            if not p.hand:
                raise InvalidPosition(f"setup: {names[i]} has no card in hand to meld first")
    if phase == "over":
        s.result = _result(position.get("result"), names)
    elif "result" in position:
        raise InvalidPosition("'result' belongs to a finished game ('phase': 'over')")
    return {"position": copy.deepcopy(position)}, seed, s
