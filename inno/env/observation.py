"""The fixed-size observation tensor, built only from a player's view.

``encode(view, picks)`` turns ``game.view(player)`` (which holds only what that
player may know: invariant 6 of the engine) into one flat ``float32`` vector of
``SIZE`` numbers, the same layout for every combination of sets and up to eight
players, so one network can read any game.  Seats are *relative to the viewer*
(seat 0 is the viewer, seat 1 the next player in turn order, ...), so a policy
learnt from one seat plays from any seat.

The parts (``LAYOUT``: name, shape, offset; ``docs/research-api.md`` explains
each feature):

``cards`` (N_CARDS x PLACES)
    1 where the viewer knows a card to be: for each relative seat its hand, score
    pile, forecast, board top, board (covered), display and achievements; the
    special achievements, Decrees and relics not claimed; and ``unseen`` for a card
    of the sets in play whose place the viewer does not know (the view's
    ``could_be``).
``backs`` (8 seats x 4 zones x 5 sets x 12 ages)
    how many cards of each set and age each seat has in hand, score pile, forecast
    and achievements (what anybody sees of the backs).
``players`` (8 x PLAYER_FEATURES)
    per seat: present, whose turn, who decides, team, out, winner, score,
    achievements, bonus points, icon counts, splays, stack sizes, zone counts, ...
``game`` (GAME_FEATURES)
    sets in play, number of players, options, achievements to win, turn, actions
    left, phase, standard achievements available by age, cards removed, actions
    used this turn (Endorse, Inspire, Decree).
``supply`` (5 sets x 10 ages)
    cards left in each supply pile.
``decision`` (DECISION_FEATURES)
    the pending decision: kind, whether the viewer decides, who decides, number of
    options, ``min``/``max`` and picks so far of a multi-select, its verb and zone.
``decision_card`` (N_CARDS) and ``picked`` (N_CARDS)
    the card whose effect asks (``decision.card``), and the cards picked so far in
    a ``choose_cards`` answered one at a time.

Counts are raw (not normalised), so a feature means the same in every game.
"""

from __future__ import annotations

import numpy as np

from inno.cards.data import AGE, BY_NAME, COLORS, ICONS, N_CARDS, SET, SETS, SPLAYS
from inno.env.actions import MAX_PLAYERS

SEAT_ZONES = (
    "hand",
    "score_pile",
    "forecast",
    "board_top",
    "board_covered",
    "display",
    "achievements",
)
SHARED_PLACES = ("special_achievements", "decrees", "relics", "unseen")
PLACES = len(SEAT_ZONES) * MAX_PLAYERS + len(SHARED_PLACES)
N_AGES = 12
BACK_ZONES = ("hand", "score_pile", "forecast", "achievements")
KINDS = (
    "action",
    "choose_card",
    "choose_cards",
    "choose_color",
    "choose_player",
    "choose_value",
    "choose_option",
    "yes_no",
)
VERBS = (
    "return",
    "transfer",
    "score",
    "meld",
    "tuck",
    "reveal",
    "achieve",
    "exchange",
    "take",
    "execute",
    "choose",
    "promote",
    "place on top",
    "keep",
    "karma",
    "foreshadow",
    "endorse",
    "draw",
    "splay",
    "dig",
)
ZONES = (
    "hand",
    "board",
    "score pile",
    "achievements",
    "available achievements",
    "special achievements",
    "forecast",
    "display",
    "relics",
    "decrees",
    "supply",
    "removed",
)
OPTIONS = ("teams", "longer", "open_boards", "distant_players", "face_down_draws", "relics")
PHASES = ("setup", "action", "over")
ONCE_ACTIONS = ("endorse", "inspire", "decree")

PLAYER_FEATURES_NAMES = (
    "present",
    "current",
    "deciding",
    "team",
    "out",
    "winner",
    "score",
    "achievement_count",
    "bonus_points",
    *(f"icon_{i}" for i in ICONS),
    *(f"splay_{c}_{s}" for c in COLORS for s in SPLAYS),
    *(f"stack_{c}" for c in COLORS),
    *(f"stack_{c}_known" for c in COLORS),
    "hand_count",
    "score_pile_count",
    "forecast_count",
    "achievements_held",
    "display_count",
    "chose_first_meld",
    "flags_and_fountains_counting",
    "flags_and_fountains_visible",
    "bonus_count",
)
PLAYER_FEATURES = len(PLAYER_FEATURES_NAMES)
_PF = {name: i for i, name in enumerate(PLAYER_FEATURES_NAMES)}

GAME_FEATURES_NAMES = (
    *(f"set_{s}" for s in SETS),
    *(f"players_{n}" for n in range(2, MAX_PLAYERS + 1)),
    *(f"option_{o}" for o in OPTIONS),
    "achievements_to_win",
    "turn",
    "actions_left",
    *(f"phase_{p}" for p in PHASES),
    *(f"available_age_{a}" for a in range(N_AGES)),
    "removed_count",
    *(f"used_{a}" for a in ONCE_ACTIONS),
)
GAME_FEATURES = len(GAME_FEATURES_NAMES)
_GF = {name: i for i, name in enumerate(GAME_FEATURES_NAMES)}

DECISION_FEATURES_NAMES = (
    *(f"kind_{k}" for k in KINDS),
    "mine",
    *(f"decider_seat_{s}" for s in range(MAX_PLAYERS)),
    "options",
    "min",
    "max",
    "picks",
    *(f"verb_{v}" for v in VERBS),
    "verb_other",
    *(f"zone_{z}" for z in ZONES),
    "zone_other",
)
DECISION_FEATURES = len(DECISION_FEATURES_NAMES)
_DF = {name: i for i, name in enumerate(DECISION_FEATURES_NAMES)}

_PARTS = (
    ("cards", (N_CARDS, PLACES)),
    ("backs", (MAX_PLAYERS, len(BACK_ZONES), len(SETS), N_AGES)),
    ("players", (MAX_PLAYERS, PLAYER_FEATURES)),
    ("game", (GAME_FEATURES,)),
    ("supply", (len(SETS), 10)),
    ("decision", (DECISION_FEATURES,)),
    ("decision_card", (N_CARDS,)),
    ("picked", (N_CARDS,)),
)


def _layout() -> tuple[tuple[str, tuple[int, ...], int], ...]:
    found, at = [], 0
    for name, shape in _PARTS:
        found.append((name, shape, at))
        at += int(np.prod(shape))
    return tuple(found)


LAYOUT = _layout()
SIZE = sum(int(np.prod(shape)) for _, shape, _ in LAYOUT)
OFFSET = {name: at for name, _, at in LAYOUT}
# The observation space's bound (counts are raw; nothing in a game comes near it).
HIGH = 1.0e6

_CARDS, _BACKS, _PLAYERS = OFFSET["cards"], OFFSET["backs"], OFFSET["players"]
_GAME, _SUPPLY, _DECISION = OFFSET["game"], OFFSET["supply"], OFFSET["decision"]
_DECISION_CARD, _PICKED = OFFSET["decision_card"], OFFSET["picked"]
_SEAT_ZONE = {z: i for i, z in enumerate(SEAT_ZONES)}
_SHARED = {p: len(SEAT_ZONES) * MAX_PLAYERS + i for i, p in enumerate(SHARED_PLACES)}
_BACK_ZONE = {z: i for i, z in enumerate(BACK_ZONES)}
_SET = {s: i for i, s in enumerate(SETS)}
_SPLAY = {s: i for i, s in enumerate(SPLAYS)}
_BACK_STRIDE_SEAT = len(BACK_ZONES) * len(SETS) * N_AGES


def parts(tensor: np.ndarray) -> dict[str, np.ndarray]:
    """The named parts of an observation tensor, reshaped (views, not copies)."""
    return {
        name: tensor[at : at + int(np.prod(shape))].reshape(shape) for name, shape, at in LAYOUT
    }


def encode(
    view: dict, picks: list[str] | tuple[str, ...] = (), out: np.ndarray | None = None
) -> np.ndarray:
    """The observation tensor of ``view`` (``game.view(player)``).

    ``picks`` are the cards (names) picked so far in a ``choose_cards`` decision
    answered one card at a time.  ``out``, if given, is filled (and returned).
    """
    x = np.zeros(SIZE, np.float32) if out is None else out
    if out is not None:
        x.fill(0.0)
    players = view["players"]
    n = len(players)
    names = [p["name"] for p in players]
    me = names.index(view["viewer"])
    current = view["turn"]["player"]
    pending = view.get("pending")
    decider = pending["player"] if pending else None
    result = view.get("result")
    winners = set(result["winners"]) if result else set()
    my_team = players[me].get("team")

    # Card places (ones) and backs (counts) are gathered, then written in one call
    # each: a numpy element write per card would cost more than the rest.
    ones: list[int] = []
    counted: list[int] = []

    def place(card: str, seat: int, zone: str) -> None:
        c = BY_NAME.get(card)
        if c is not None:
            ones.append(_CARDS + c * PLACES + seat * len(SEAT_ZONES) + _SEAT_ZONE[zone])

    def back(seat: int, zone: str, set_: int, age: int) -> None:
        if 0 <= age < N_AGES:
            i = ((seat * len(BACK_ZONES) + _BACK_ZONE[zone]) * len(SETS) + set_) * N_AGES + age
            counted.append(_BACKS + i)

    for i, p in enumerate(players):
        seat = (i - me) % n
        for zone in ("hand", "score_pile", "forecast", "achievements"):
            for entry in p.get(zone, ()):
                if isinstance(entry, str):  # a card the viewer sees
                    place(entry, seat, zone)
                    c = BY_NAME[entry]
                    back(seat, zone, SET[c], AGE[c])
                else:
                    name = entry.get("name")
                    if name is not None:
                        place(name, seat, zone)
                    if "age" in entry:
                        back(seat, zone, _SET[entry["set"]], entry["age"])
                    elif name is not None:  # a special achievement, relic or decree
                        c = BY_NAME[name]
                        back(seat, zone, SET[c], AGE[c])
        for entry in p.get("face_down", ()):  # face-down draws not looked at yet
            back(seat, "hand", _SET[entry["set"]], entry["age"])
        for card in p.get("display", ()):
            place(card, seat, "display")
        row = [0.0] * PLAYER_FEATURES
        row[_PF["present"]] = 1.0
        row[_PF["current"]] = p["name"] == current
        row[_PF["deciding"]] = p["name"] == decider
        row[_PF["team"]] = i == me or (my_team is not None and p.get("team") == my_team)
        row[_PF["out"]] = bool(p.get("out"))
        row[_PF["winner"]] = p["name"] in winners
        row[_PF["score"]] = p["score"]
        row[_PF["achievement_count"]] = p["achievement_count"]
        row[_PF["bonus_points"]] = p.get("bonus_points", 0)
        for k, icon in enumerate(ICONS):
            row[_PF["icon_crown"] + k] = p["icons"][icon]
        for color, stack in p["board"].items():
            k = COLORS.index(color)
            row[_PF["splay_blue_none"] + k * len(SPLAYS) + _SPLAY[stack["splay"]]] = 1.0
            place(stack["top"], seat, "board_top")
            for card in stack["cards"][1:]:
                if card is not None:
                    place(card, seat, "board_covered")
            count = stack["count"]
            row[_PF["stack_blue"] + k] = len(stack["cards"]) if count is None else count
            row[_PF["stack_blue_known"] + k] = count is not None
        row[_PF["hand_count"]] = len(p.get("hand", ())) + len(p.get("face_down", ()))
        row[_PF["score_pile_count"]] = len(p.get("score_pile", ()))
        row[_PF["forecast_count"]] = len(p.get("forecast", ()))
        row[_PF["achievements_held"]] = len(p.get("achievements", ()))
        row[_PF["display_count"]] = len(p.get("display", ()))
        row[_PF["chose_first_meld"]] = bool(p.get("chose_first_meld"))
        flags = p.get("flags_and_fountains", ())
        row[_PF["flags_and_fountains_counting"]] = sum(1 for e in flags if e.get("counts"))
        row[_PF["flags_and_fountains_visible"]] = len(flags)
        row[_PF["bonus_count"]] = len(p.get("bonuses", ()))
        at = _PLAYERS + seat * PLAYER_FEATURES
        x[at : at + PLAYER_FEATURES] = row

    for key in ("special_achievements", "decrees", "relics"):
        for card in view.get(key, ()):
            c = BY_NAME.get(card)
            if c is not None:
                ones.append(_CARDS + c * PLACES + _SHARED[key])
    unseen = _CARDS + _SHARED["unseen"]
    for names_ in view.get("could_be", {}).values():
        ones.extend([unseen + BY_NAME[card] * PLACES for card in names_])
    x[ones] = 1.0
    if counted:
        np.add.at(x, counted, 1.0)

    g = _GAME
    for s in view["expansions"]:
        x[g + _GF[f"set_{s}"]] = 1.0
    x[g + _GF["set_base"]] = 1.0
    x[g + _GF[f"players_{n}"]] = 1.0
    for o in OPTIONS:
        x[g + _GF[f"option_{o}"]] = bool(view["options"].get(o))
    x[g + _GF["achievements_to_win"]] = view["achievements_to_win"]
    x[g + _GF["turn"]] = view["turn"]["number"]
    x[g + _GF["actions_left"]] = view["turn"]["actions"]
    if view["phase"] in PHASES:
        x[g + _GF[f"phase_{view['phase']}"]] = 1.0
    for entry in view["achievements"]:
        age = entry.get("age")
        if age is not None and 0 <= age < N_AGES:
            x[g + _GF["available_age_0"] + age] += 1.0
    x[g + _GF["removed_count"]] = view.get("removed_count", 0)
    for a in view["turn"]["used"]:
        if a in ONCE_ACTIONS:
            x[g + _GF[f"used_{a}"]] = 1.0

    for s, piles in view["supply"].items():
        for age, count in piles.items():
            x[_SUPPLY + _SET[s] * 10 + int(age) - 1] = count

    if pending:
        d = _DECISION
        x[d + _DF[f"kind_{pending['kind']}"]] = 1.0
        x[d + _DF["mine"]] = decider == view["viewer"]
        x[d + _DF["decider_seat_0"] + (names.index(decider) - me) % n] = 1.0
        options = pending.get("options")
        if options is not None:
            x[d + _DF["options"]] = len(options)
            x[d + _DF["min"]] = pending.get("min", 1)
            x[d + _DF["max"]] = pending.get("max", 1)
        x[d + _DF["picks"]] = len(picks)
        verb = pending.get("verb")
        if verb is not None:
            x[d + (_DF[f"verb_{verb}"] if verb in VERBS else _DF["verb_other"])] = 1.0
        zone = pending.get("zone")
        if zone is not None:
            x[d + (_DF[f"zone_{zone}"] if zone in ZONES else _DF["zone_other"])] = 1.0
        card = pending.get("card")
        if card in BY_NAME:
            x[_DECISION_CARD + BY_NAME[card]] = 1.0
        for card in picks:
            x[_PICKED + BY_NAME[card]] = 1.0
    np.minimum(x, HIGH, out=x)
    return x
