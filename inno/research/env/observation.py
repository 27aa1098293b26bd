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

``observe(game, seat, picks)`` computes the same tensor from the game's state,
without building the view; ``Observer(game)`` keeps each seat's tensor between
calls and re-encodes only what changed (the environments use it).  ``observe``
is a fresh observer's tensor: one encoder of the state, checked against ``encode``
(the view is the information boundary) by the tests.
"""

from __future__ import annotations

import array
import functools
import operator
from collections.abc import Iterable
from typing import Any, get_args

import numpy as np

from inno.data.cards import (
    AGE,
    BY_NAME,
    CITIES,
    COLORS,
    ECHOES,
    FIGURES,
    ICONS,
    KIND,
    N_CARDS,
    SET,
    SETS,
    SPLAYS,
    UNSPLAYED,
)
from inno.engine import cities, queries
from inno.engine.shapes import DecisionKind
from inno.engine.state import ACHIEVEMENTS, DECREES, DISPLAY, FORECAST, HAND, RELICS, SCORE, SPECIAL
from inno.engine.state import ZONES as STATE_ZONES
from inno.engine.view import SPECTATOR
from inno.research.env.actions import MAX_PLAYERS

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
KINDS: tuple[str, ...] = get_args(DecisionKind)
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
            index = BY_NAME.get(card)
            if index is not None:
                ones.append(_CARDS + index * PLACES + _SHARED[key])
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


# -- the same tensor, straight from the game ------------------------------------------
#
# ``encode`` reads a view: building that view (names, dicts, the could-be lists as
# sorted name lists, the pending decision's details) costs several engine decisions.
# ``observe`` computes the same tensor from the game's state through the same
# information boundary as ``inno.engine.view.view`` (the rules are listed there):
# every branch of ``_Seat`` mirrors one of the view's, and tests check the two agree and
# that swapping hidden cards changes nothing.  Card ids index precomputed offsets,
# so no card name is looked up.

_N_SEAT_ZONES = len(SEAT_ZONES)
_ROW = [_CARDS + c * PLACES for c in range(N_CARDS)]
_UNSEEN = _SHARED["unseen"]
_SPECIAL_PLACE, _DECREE_PLACE, _RELIC_PLACE = (
    _SHARED["special_achievements"],
    _SHARED["decrees"],
    _SHARED["relics"],
)
# Where a card's back is counted inside one seat-zone block of ``backs`` (-1: no age slot).
_BACK_SLOT = [SET[c] * N_AGES + AGE[c] if 0 <= AGE[c] < N_AGES else -1 for c in range(N_CARDS)]
_BACK_BLOCK = len(SETS) * N_AGES
_IS_AGE = [KIND[c] == "age" for c in range(N_CARDS)]
_VERB = {v: _DECISION + _DF[f"verb_{v}"] for v in VERBS}
_ZONE = {z: _DECISION + _DF[f"zone_{z}"] for z in ZONES}
_PHASE = {p: _GAME + _GF[f"phase_{p}"] for p in PHASES}
_USED = {a: _GAME + _GF[f"used_{a}"] for a in ONCE_ACTIONS}
_PF_ICONS = _PF["icon_crown"]
_PF_SPLAY = _PF["splay_blue_none"]
_PF_STACK = _PF["stack_blue"]
_PF_KNOWN = _PF["stack_blue_known"]
_AVAILABLE = _GAME + _GF["available_age_0"]
_PF_BONUS_COUNT = _PF["bonus_count"]
_PF_HAND = _PF["hand_count"]  # then score pile, forecast, achievements, display counts
_PF_CHOSE = _PF["chose_first_meld"]
_PF_FLAGS = _PF["flags_and_fountains_counting"]  # then flags_and_fountains_visible
_N_SPLAYS = len(SPLAYS)


@functools.cache
def _age_cards(sets: tuple[int, ...]) -> np.ndarray:
    """1 for each age card of ``sets`` (what a back could be), else 0 (do not change it)."""
    return np.array([SET[c] in sets and _IS_AGE[c] for c in range(N_CARDS)], np.float32)


@functools.cache
def _age_set(sets: tuple[int, ...]) -> frozenset[int]:
    """The age cards of ``sets``: the cards a back could be."""
    return frozenset(c for c in range(N_CARDS) if SET[c] in sets and _IS_AGE[c])


_options_of = operator.itemgetter(*OPTIONS)
_DF_KIND = {k: _DF[f"kind_{k}"] for k in KINDS}
_DF_MINE, _DF_SEAT, _DF_OPTIONS = _DF["mine"], _DF["decider_seat_0"], _DF["options"]
_DF_MIN, _DF_MAX, _DF_PICKS = _DF["min"], _DF["max"], _DF["picks"]
# (the decision's verb and zone within its row: ``_VERB``/``_ZONE`` less the row's start)
_DF_VERB = {v: i - _DECISION for v, i in _VERB.items()}
_DF_ZONE = {z: i - _DECISION for z, i in _ZONE.items()}
_LISTS = (HAND, SCORE, FORECAST, ACHIEVEMENTS, DISPLAY)  # a player's lists, in Observer's order
_LIST_PLACE = tuple(
    _SEAT_ZONE[z] for z in ("hand", "score_pile", "forecast", "achievements", "display")
)
_STALE = object()  # (what the viewer saw of a place before a new log: never equal)


@functools.cache
def _shared_places(sets: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """The shared zones of ``sets`` whose cards are marked by name: (zone, place)."""
    return tuple(
        (zone, place)
        for zone, place in ((DECREES, _DECREE_PLACE), (RELICS, _RELIC_PLACE))
        if STATE_ZONES[zone].in_play(sets)
    )


@functools.cache
def _game_part(sets: tuple[int, ...], n: int, options: tuple, to_win: int) -> np.ndarray:
    """The ``game`` features that never change during a game."""
    g = np.zeros(GAME_FEATURES, np.float32)
    for s in sets:
        g[_GF[f"set_{SETS[s]}"]] = 1.0
    g[_GF[f"players_{n}"]] = 1.0
    for o, on in zip(OPTIONS, options, strict=True):
        g[_GF[f"option_{o}"]] = on
    g[_GF["achievements_to_win"]] = to_win
    g.flags.writeable = False
    return g


def observe(
    game,
    viewer: int,
    picks: list[str] | tuple[str, ...] = (),
    public: bool = False,
    out: np.ndarray | None = None,
) -> np.ndarray:
    """The observation tensor of seat ``viewer`` of ``game``, read from its state.

    Equal to ``encode(game.view(viewer), picks)`` (or, with ``public``, to the
    encoding of the spectator's view with seats relative to ``viewer``), without
    building the view: a fresh :class:`Observer`'s (there is one encoder of the
    state).  ``out``, if given, is filled (and returned).
    """
    seat = _Seat(game, viewer, public)
    seat.update(picks)
    if out is None:
        return seat.x
    out[:] = seat.x
    return out


# -- the same tensor, kept up to date ---------------------------------------------------
#
# A step changes a few zones: ``Observer`` keeps each seat's tensor between calls and
# re-encodes a part only when what it reads changed.  Every part is keyed on exactly
# what it is computed from (the zone's cards, the viewer's knowledge of that place,
# the board's stacks and splays...), compared by value, so the tensor stays equal to a
# fresh one's (tests compare the two at every step, undo included); what the engine
# computes (score, icons...) is read again at every call.


class Observer:
    """The observation tensors of ``game``'s seats, kept between calls.

    ``observer(viewer, picks, public)`` equals ``observe(game, viewer, picks, public)``
    (a new array; ``out``: fill that one instead), re-encoding only the parts that
    changed since that seat's last call.
    """

    __slots__ = ("game", "_seats")

    def __init__(self, game) -> None:
        self.game = game
        self._seats: dict[tuple[int, bool], _Seat] = {}

    def __call__(
        self,
        viewer: int,
        picks: list[str] | tuple[str, ...] = (),
        public: bool = False,
        out: np.ndarray | None = None,
    ) -> np.ndarray:
        game = self.game
        key = (viewer, public)
        seat = self._seats.get(key)
        # (at the end everything shows: a seat kept from before it starts again)
        if seat is None or seat.over != (game.result is not None):
            seat = self._seats[key] = _Seat(game, viewer, public)
        seat.update(picks)
        if out is None:
            return seat.x.copy()
        out[:] = seat.x
        return out

    def follow(self, game) -> None:
        """Observe ``game`` from now on: this game rebuilt from a checkpoint (the same
        configuration), whose position is compared by value with the kept tensors'."""
        self.game = game
        for seat in self._seats.values():
            seat.game = game


def _rewrite(mv: Any, old: Iterable[int], new: Iterable[int]) -> None:
    """Ones that were at ``old`` are now at ``new`` (element writes: a few each)."""
    for j in old:
        mv[j] = 0.0
    for j in new:
        mv[j] = 1.0


class _Seat:
    """One viewer's tensor and, per part, what it was computed from and what it wrote."""

    __slots__ = (
        "game",
        "viewer",
        "who",
        "over",
        "x",
        "mv",
        "knowledge",
        "version",
        "zones",
        "boards",
        "lists",
        "shared",
        "located",
        "available",
        "supply",
        "decision",
        "scalars",
        "places",
    )

    def __init__(self, game, viewer: int, public: bool = False) -> None:
        self.game = game
        self.viewer = viewer
        # Whose knowledge: the player's, or (public) somebody at no seat; at the end, the
        # referee's (everything shows).
        self.who = SPECTATOR if public else viewer
        self.over = game.result is not None
        self.x = np.zeros(SIZE, np.float32)
        # (element writes through a memoryview cost a fifth of numpy's; typed Any: the
        # typeshed memoryview takes ints only)
        self.mv: Any = memoryview(self.x)  # type: ignore[arg-type]
        n = len(game.state.players)
        opts = game.options
        self.x[_GAME : _GAME + GAME_FEATURES] = _game_part(
            game.sets, n, tuple(map(bool, _options_of(opts))), game.achievements_needed
        )
        self.knowledge = None
        self.version = -1
        # zones[player][list] = [cards, what the viewer sees of them] as last encoded, for
        # their lists in ``_LISTS``' order
        self.zones: list[list[list[Any]]] = [[[[], None] for _ in _LISTS] for _ in range(n)]
        # boards[player] = [stacks, splays, ones by colour] as last encoded (an empty
        # stack has no splay: its entry, 0, is written when it gets one)
        self.boards = [[[[] for _ in range(5)], [0] * 5, [[] for _ in range(5)]] for _ in range(n)]
        # lists[player] = (their list zones, what the viewer sees of them) as last encoded
        self.lists: list[tuple | None] = [None] * n
        self.shared: dict[int, tuple[list[int], list[int]]] = {}
        self.located: set[int] = set()  # the cards whose place the viewer knows
        if not opts["no_tracking"] and not self.over:  # (then the others are unseen)
            self.x[_CARDS + _UNSEEN : _CARDS + N_CARDS * PLACES : PLACES] = _age_cards(game.sets)
        self.available: list[int] | None = None
        self.supply: list[list[int] | None] = [None] * 5
        self.decision: tuple = (None, (), [])
        self.scalars: list[int] = []  # the game scalars' ones (phase, used)
        # By player: their relative seat, and where their places and row start.
        self.places = [
            (
                (i - viewer) % n,
                (i - viewer) % n * _N_SEAT_ZONES,
                _PLAYERS + (i - viewer) % n * PLAYER_FEATURES,
            )
            for i in range(n)
        ]
        teams = opts["teams"]
        for i, (_, _, r) in enumerate(self.places):  # (what never changes in a row)
            self.mv[r] = 1.0  # present
            self.mv[r + 3] = i == viewer or (teams and game.team[i] == game.team[viewer])

    def update(self, picks: list[str] | tuple[str, ...]) -> None:
        game, who, over, mv = self.game, self.who, self.over, self.mv
        s = game.state
        players = s.players
        n = len(players)
        opts = game.options
        k = None if opts["no_tracking"] or over else game.knowledge(who)
        if k is not self.knowledge:  # (a new log: what was read from the old one goes)
            self.knowledge = k
            self.version = -1
            for i, entries in enumerate(self.zones):
                if i != who:
                    for entry in entries:
                        entry[1] = _STALE
                    self.lists[i] = None
        changes = k.changes if k is not None else None
        open_boards = opts["open_boards"]
        face_down = opts["face_down_draws"] and not over
        moved = k is not None and k.version != self.version  # (what the viewer knows moved)
        located_changed = moved
        counts = queries.achievement_counts(game)
        decider = game.pending.who if game.pending is not None else -1
        cities_in = CITIES in game.sets
        bonus_sets = cities_in or ECHOES in game.sets or FIGURES in game.sets
        for i, p, (seat, at, r) in zip(range(n), players, self.places, strict=True):
            mine = i == who or over
            # The player's lists as a whole first: a step changes one or two of them.
            lists = (p.hand, p.score, p.forecast, p.achievements, p.display)
            last = self.lists[i]
            if mine:
                sees = s.unlooked[i][:] if face_down else None
            elif moved and changes is not None:
                sees = (changes.get((HAND, i)), changes.get((SCORE, i)), changes.get((FORECAST, i)))
            else:
                sees = last[1] if last is not None else None
            if last is None or last[0] != lists or last[1] != sees:
                self._lists(i, at, r, seat, lists, sees, last)
                located_changed |= mine
            board = self.boards[i]
            if board[0] != p.stacks or board[1] != p.splays:
                self._board(p, i, at, r, board)
                located_changed = True
            # The row (at ``r``, element writes): what the engine computes, read every time.
            mv[r + 1] = i == s.current
            mv[r + 2] = i == decider
            mv[r + 4] = i in s.out
            if over:  # (r + 5, winner: 0 while the game goes on)
                mv[r + 5] = game.names[i] in game.result.winners
            mv[r + 6] = queries.score(game, i)
            mv[r + 7] = counts[i]
            if bonus_sets:
                bonuses = queries.bonuses(game, i)
                mv[r + 8] = queries.bonus_points(bonuses)
                mv[r + _PF_BONUS_COUNT] = len(bonuses)
            a, b, c, d, e, f = queries.icons(game, i)
            j = r + _PF_ICONS
            mv[j], mv[j + 1], mv[j + 2], mv[j + 3], mv[j + 4], mv[j + 5] = a, b, c, d, e, f
            mv[r + _PF_CHOSE] = s.phase == "setup" and s.initial[i] >= 0
            if cities_in:
                flags = cities.flags_and_fountains(game, i)
                mv[r + _PF_FLAGS] = sum(1 for e in flags if e["counts"])
                mv[r + _PF_FLAGS + 1] = len(flags)
        self._shared(s)
        if located_changed and k is not None:
            self._unseen(s, k, open_boards)
        self._game(s)
        self._decision(game.pending, picks, n)

    def _board(self, p, i: int, at: int, r: int, board: list) -> None:
        """Player ``i``'s board: the colours whose stack or splay changed."""
        mv = self.mv
        everything = i == self.who or self.over or self.game.options["open_boards"]
        stacks, splays, written = board
        for color, stack, splay in zip(range(5), p.stacks, p.splays, strict=True):
            if stack == stacks[color] and splay == splays[color]:
                continue
            j = r + _PF_SPLAY + color * _N_SPLAYS
            mv[j + splays[color]] = 0.0
            ones = []
            if stack:
                mv[j + splay] = 1.0
                ones.append(_ROW[stack[-1]] + at + 3)
                if everything:
                    ones += [_ROW[c] + at + 4 for c in stack[:-1]]
                if everything or splay != UNSPLAYED:
                    mv[r + _PF_STACK + color] = len(stack)
                    mv[r + _PF_KNOWN + color] = 1.0
                else:
                    mv[r + _PF_STACK + color] = 1.0
                    mv[r + _PF_KNOWN + color] = 0.0
            else:
                mv[r + _PF_STACK + color] = mv[r + _PF_KNOWN + color] = 0.0
            _rewrite(mv, written[color], ones)
            written[color] = ones
            stacks[color] = stack[:]
            splays[color] = splay

    def _lists(self, i: int, at: int, r: int, seat: int, lists: tuple, sees, last) -> None:
        """Player ``i``'s hand, score pile, forecast, achievements and display, where they
        changed (``sees``: the viewer's own face-down cards, or what the viewer knows of
        player ``i``'s places).

        A card's one is at its own index (card, seat, zone), so only the cards that came
        and went are written, unless what the viewer sees of the zone changed."""
        mv = self.mv
        k = self.knowledge
        mine = i == self.who or self.over
        row_of, back_slot, is_age = _ROW, _BACK_SLOT, _IS_AGE
        entries = self.zones[i]
        if last is None or last[1] != sees:
            changed: Iterable[int] = range(5)
        else:  # (the same eyes: the lists that differ)
            changed = [
                z for z, old, cards in zip(range(5), last[0], lists, strict=True) if old != cards
            ]
        for z in changed:
            entry = entries[z]
            cards = lists[z]
            if z >= 3:
                seen = None  # (everybody sees the display; achievements by their backs)
            elif mine:
                seen = sees if z == 0 else None
            else:
                seen = sees[z] if sees is not None else None
            old = entry[0]
            if old == cards and entry[1] == seen:
                continue
            if entry[1] == seen:  # the same eyes: the cards that came and went
                came = set(cards).difference(old) if old else cards
                gone = set(old).difference(cards) if old else ()
            else:
                came, gone = cards, old
            place = at + _LIST_PLACE[z]
            for c in gone:
                mv[row_of[c] + place] = 0.0
            if z == 3:
                for c in came:
                    if not is_age[c]:
                        mv[row_of[c] + place] = 1.0
            elif z == 4 or mine:
                for c in came:
                    if not seen or c not in seen:
                        mv[row_of[c] + place] = 1.0
            elif k is not None:
                there = k.at.get((_LISTS[z], i), ())
                for c in came:
                    if c in there:
                        mv[row_of[c] + place] = 1.0
            if z != 4:
                b = _BACKS + (seat * 4 + z) * _BACK_BLOCK  # (hand, score, forecast, achievements)
                for c in gone:
                    if back_slot[c] >= 0:
                        mv[b + back_slot[c]] -= 1.0
                for c in came:
                    if back_slot[c] >= 0:
                        mv[b + back_slot[c]] += 1.0
            entry[0], entry[1] = cards[:], seen
            mv[r + _PF_HAND + z] = len(cards)
        self.lists[i] = ((lists[0][:], lists[1][:], lists[2][:], lists[3][:], lists[4][:]), sees)

    def _shared(self, s) -> None:
        places = ((SPECIAL, _SPECIAL_PLACE), *_shared_places(self.game.sets))
        for zone, place in places:
            cards = s.shared[zone]
            old = self.shared.get(zone)
            if old is None or old[0] != cards:
                ones = [_ROW[c] + place for c in cards]
                _rewrite(self.mv, old[1] if old is not None else (), ones)
                self.shared[zone] = (cards[:], ones)

    def _unseen(self, s, k, open_boards: bool) -> None:
        """``observe``'s unseen column (the view's could-be lists), rewritten where it
        changed."""
        who = self.who
        located = set(k.place)
        if who != SPECTATOR:
            me = s.players[who]
            unlooked = s.unlooked[who]
            if unlooked:
                for cards in (me.hand, me.score, me.forecast, me.display):
                    located.update([c for c in cards if c not in unlooked])
            else:
                located.update(me.hand, me.score, me.forecast, me.display)
        for i, p in enumerate(s.players):
            if i == who or open_boards:
                located.update(*p.stacks)
            else:
                located.update([stack[-1] for stack in p.stacks if stack])
        # (the unseen cards are the age cards not located: the located ones are the fewer)
        ages = _age_set(self.game.sets)
        mv = self.mv
        for c in located - self.located:
            if c in ages:
                mv[_ROW[c] + _UNSEEN] = 0.0
        for c in self.located - located:
            if c in ages:
                mv[_ROW[c] + _UNSEEN] = 1.0
        self.located = located
        self.version = k.version

    def _game(self, s) -> None:
        mv = self.mv
        mv[_GAME + _GF["turn"]] = min(s.turn, HIGH)
        mv[_GAME + _GF["actions_left"]] = s.actions_left
        ones = [_USED[a] for a in s.used if a in _USED]
        phase = _PHASE.get(s.phase)
        if phase is not None:
            ones.append(phase)
        if ones != self.scalars:
            _rewrite(mv, self.scalars, ones)
            self.scalars = ones
        if self.available != s.available:
            for j in range(_AVAILABLE, _AVAILABLE + N_AGES):
                mv[j] = 0.0
            for c in s.available:
                if _IS_AGE[c] and 0 <= AGE[c] < N_AGES:
                    mv[_AVAILABLE + AGE[c]] += 1.0
            self.available = s.available[:]
        mv[_GAME + _GF["removed_count"]] = len(s.removed)
        supply = self.supply
        for set_ in self.game.sets:
            sizes = list(map(len, s.piles[set_]))
            if sizes != supply[set_]:
                mv[_SUPPLY + set_ * 10 : _SUPPLY + set_ * 10 + 10] = array.array("f", sizes[1:11])
                supply[set_] = sizes

    def _decision(self, pending, picks, n: int) -> None:
        if pending is self.decision[0] and tuple(picks) == self.decision[1]:
            return
        mv = self.mv
        for j in self.decision[2]:
            mv[j] = 0.0
        row = [0.0] * DECISION_FEATURES  # (one slice write: fewer than element writes)
        ones = []  # the decision's card and the picks
        if pending is not None:
            decider, viewer = pending.who, self.viewer
            row[_DF_KIND[pending.kind]] = 1.0
            row[_DF_MINE] = decider == viewer
            row[_DF_SEAT + (decider - viewer) % n] = 1.0
            if self.who == decider:  # the decider sees the whole decision; the others its kind
                row[_DF_OPTIONS] = len(pending.options)
                multi = pending.kind == "choose_cards"
                row[_DF_MIN] = pending.min if multi else 1
                row[_DF_MAX] = pending.max if multi else 1
                if pending.verb is not None:
                    row[_DF_VERB.get(pending.verb, _DF["verb_other"])] = 1.0
                if pending.zone is not None:
                    row[_DF_ZONE.get(pending.zone, _DF["zone_other"])] = 1.0
                card = BY_NAME.get(pending.card) if pending.card is not None else None
                if card is not None:
                    ones.append(_DECISION_CARD + card)
            row[_DF_PICKS] = len(picks)
            ones += [_PICKED + BY_NAME[card] for card in picks]
        mv[_DECISION : _DECISION + DECISION_FEATURES] = array.array("f", row)
        for j in ones:
            mv[j] = 1.0
        self.decision = (pending, tuple(picks), ones)
