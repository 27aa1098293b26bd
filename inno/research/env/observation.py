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
from numbers import Integral
from typing import Any, get_args

import numpy as np

from inno.data.cards import (
    AGE,
    BY_NAME,
    CITIES,
    COLOR,
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
from inno.engine.state import (
    ACHIEVEMENTS,
    AVAILABLE,
    BOARD,
    DECREES,
    DISPLAY,
    FORECAST,
    HAND,
    RELICS,
    REMOVED,
    SCORE,
    SPECIAL,
)
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
_DF_VERB_OTHER, _DF_ZONE_OTHER = _DF["verb_other"], _DF["zone_other"]
_NO_DECISION = array.array("f", [0.0] * DECISION_FEATURES)
_LISTS = (HAND, SCORE, FORECAST, ACHIEVEMENTS, DISPLAY)  # a player's lists, in Observer's order
_OWN = (HAND, SCORE, FORECAST, DISPLAY)  # the viewer's zones whose cards the viewer sees
_LIST_PLACE = tuple(
    _SEAT_ZONE[z] for z in ("hand", "score_pile", "forecast", "achievements", "display")
)
_SCORE_BIT, _ACHIEVEMENTS_BIT = 1 << 1, 1 << 3  # (in what ``_Seat._lists`` returns)
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
    index = isinstance(viewer, Integral) and not isinstance(viewer, bool)
    if not index or not 0 <= viewer < len(game.names):
        raise ValueError(f"viewer is a seat index, 0 to {len(game.names) - 1}, not {viewer!r}")
    seat = _Seat(game, int(viewer), public)
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
# the board's stacks and splays, whose turn it is...), compared by value, so the
# tensor stays equal to a fresh one's (tests compare the two at every step of every
# combination of sets, undo included).  The unseen column is asked again for the cards
# that may have changed it only: those the card tracking moved (``Knowledge.moved``) and
# those found to have come to or left the viewer's zones or a board.  What the engine
# computes of a player (score, icons, bonuses, achievements) is asked again when that
# player's zones changed; a query that a rule or karma of the sets in play changes
# (``Table.modified``: Cities' flags, a karma's icons) is asked at every call, since it
# may read anything.


class Observer:
    """The observation tensors of ``game``'s seats, kept between calls.

    ``observer(viewer, picks, public)`` equals ``observe(game, viewer, picks, public)``
    (a new array; ``out``: fill that one instead; ``observer.tensor(...)``: a
    read-only view of the kept one), re-encoding only the parts that changed since
    that seat's last call.
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
        seat = self._seat(viewer, public)
        seat.update(picks)
        if out is None:
            return seat.x.copy()
        out[:] = seat.x
        return out

    def _seat(self, viewer: int, public: bool) -> _Seat:
        game = self.game
        key = (viewer, public)
        seat = self._seats.get(key)
        # (at the end everything shows: a seat kept from before it starts again)
        if seat is None or seat.over != (game.result is not None):
            seat = self._seats[key] = _Seat(game, viewer, public)
        return seat

    def tensor(
        self, viewer: int, picks: list[str] | tuple[str, ...] = (), public: bool = False
    ) -> np.ndarray:
        """``self(viewer, picks, public)`` as a read-only view of the kept tensor, which
        later calls for that seat overwrite (no copy)."""
        seat = self._seat(viewer, public)
        seat.update(picks)
        return seat.out_view

    def follow(self, game) -> None:
        """Observe ``game`` from now on: this game rebuilt from a checkpoint (the same
        configuration), whose position is compared by value with the kept tensors'."""
        self.game = game
        for seat in self._seats.values():
            seat.game = game


def read_only(a: np.ndarray) -> np.ndarray:
    """A view of ``a`` that cannot be written (``a`` still can)."""
    v = a.view()
    v.flags.writeable = False
    return v


def _rewrite(mv: Any, old: Iterable[int], new: Iterable[int]) -> None:
    """Ones that were at ``old`` are now at ``new`` (element writes: a few each)."""
    for j in old:
        mv[j] = 0.0
    for j in new:
        mv[j] = 1.0


class _Player:
    """What one seat last encoded of one player: where that player's places and row
    are, and the inputs of each part as last encoded (compared by value at each call)."""

    __slots__ = ("seat", "at", "row", "keys", "lists", "sees", "zones", "stacks", "splays", "ones")

    def __init__(self, i: int, viewer: int, n: int) -> None:
        self.seat = seat = (i - viewer) % n  # relative to the viewer
        self.at = seat * _N_SEAT_ZONES  # (their first place)
        self.row = _PLAYERS + seat * PLAYER_FEATURES
        # Their places where card tracking may name cards (as ``Knowledge.changes`` keys).
        self.keys = ((HAND, i), (SCORE, i), (FORECAST, i))
        # Their list zones (copies, by zone number as ``PlayerState.zones``: None where it
        # holds none) and what the viewer saw of them, as last encoded (None: to compare
        # them all)
        self.lists: list[list[int] | None] | None = None
        self.sees: Any = None
        # zones[list] = [cards, what the viewer sees of them] as last encoded
        self.zones: list[list[Any]] = [[[], None] for _ in _LISTS]
        # The board as last encoded, and the ones written by colour (an empty stack has no
        # splay: its entry, 0, is written when it gets one)
        self.stacks: list[list[int]] = [[], [], [], [], []]
        self.splays = [0] * 5
        self.ones: list[list[int]] = [[] for _ in range(5)]


class _Seat:
    """One viewer's tensor and, per part, what it was computed from and what it wrote."""

    __slots__ = (
        "game",
        "viewer",
        "who",
        "over",
        "x",
        "mv",
        "tracked",
        "face_down",
        "open_boards",
        "knowledge",
        "version",
        "players",
        "modified",
        "current",
        "decider",
        "out",
        "setup",
        "shared",
        "located",
        "moved_read",
        "touched",
        "ages",
        "bonus_sets",
        "turn",
        "actions",
        "scalars",
        "available",
        "removed",
        "supply",
        "decision",
        "picks",
        "written",
        "out_view",
    )

    def __init__(self, game, viewer: int, public: bool = False) -> None:
        self.game = game
        self.viewer = viewer
        # Whose knowledge: the player's, or (public) somebody at no seat; at the end, the
        # referee's (everything shows).
        self.who = SPECTATOR if public else viewer
        self.over = over = game.result is not None
        self.x = np.zeros(SIZE, np.float32)
        # (element writes through a memoryview cost a fifth of numpy's; typed Any: the
        # typeshed memoryview takes ints only)
        self.mv: Any = memoryview(self.x)  # type: ignore[arg-type]
        self.out_view = read_only(self.x)  # (what ``Observer.tensor`` returns)
        n = len(game.state.players)
        opts = game.options
        self.x[_GAME : _GAME + GAME_FEATURES] = _game_part(
            game.sets, n, tuple(map(bool, _options_of(opts))), game.achievements_needed
        )
        self.tracked = not opts["no_tracking"] and not over
        self.face_down = opts["face_down_draws"] and not over
        self.open_boards = opts["open_boards"]
        self.knowledge = None
        self.version = -1
        self.players = [_Player(i, viewer, n) for i in range(n)]
        # The queries the rules change (``Table.modified``) at the last call: those are read
        # at every call, the others when what they read changed.
        self.modified: frozenset[str] | None = None
        self.current = self.decider = -1  # whose row has the one
        self.out: list[int] = []
        self.setup = True  # (whether chose_first_meld was last written during the setup)
        self.shared: list[list[Any]] = [
            [zone, place, [], []]
            for zone, place in ((SPECIAL, _SPECIAL_PLACE), *_shared_places(game.sets))
        ]
        self.located: set[int] = set()  # the cards whose place the viewer knows
        # How many of the knowledge's ``moved`` cards ``located`` has read, and the cards
        # that came to or left the viewer's own list zones or any board since (the cards
        # whose place the viewer may have come to know or stopped knowing)
        self.moved_read = 0
        self.touched: list[int] = []
        self.ages = _age_set(game.sets)  # (the cards a back could be)
        # (whether a board may show bonuses: sets with bonus icons)
        self.bonus_sets = CITIES in game.sets or ECHOES in game.sets or FIGURES in game.sets
        if self.tracked:  # (then the others are unseen)
            self.x[_CARDS + _UNSEEN : _CARDS + N_CARDS * PLACES : PLACES] = _age_cards(game.sets)
        self.turn = self.actions = self.removed = -1
        self.scalars: tuple = ()  # (phase, actions used) as last written, and their ones
        self.available: list[int] | None = None
        self.supply: list[list[int] | None] = [None] * 5
        self.decision = None
        self.picks: tuple = ()
        self.written: list[int] = []  # the decision's non-zeros
        teams = opts["teams"]
        for i, c in enumerate(self.players):  # (what never changes in a row)
            self.mv[c.row] = 1.0  # present
            self.mv[c.row + 3] = i == viewer or (teams and game.team[i] == game.team[viewer])

    def update(self, picks: list[str] | tuple[str, ...]) -> None:
        game, who, over, mv = self.game, self.who, self.over, self.mv
        s = game.state
        k = game.knowledge(who) if self.tracked else None
        if k is not self.knowledge:  # (a new log: what was read from the old one goes)
            self.knowledge = k
            self.version = -1
            for i, c in enumerate(self.players):
                if i != who:
                    for entry in c.zones:
                        entry[1] = _STALE
                    c.lists = None
        moved = k is not None and k.version != self.version  # (what the viewer knows moved)
        changes = k.changes if moved else None  # type: ignore[union-attr]
        located_changed = moved
        face_down = self.face_down
        # A query that the rules change is read at every call; the others (the printed
        # answers: the player's own board and score pile) when the player's zones changed.
        modified = game.modified
        fresh = modified is not self.modified and modified != self.modified
        self.modified = modified
        score_mod = fresh or "score" in modified
        icons_mod = fresh or "icons" in modified
        sets = game.sets
        bonus_sets = self.bonus_sets
        bonus_mod = bonus_sets and (fresh or "bonuses" in modified)
        counts = queries.achievement_counts(game) if "achievement counts" in modified else None
        boards_changed = False
        # (chose_first_meld is written during the setup, and once after it)
        setup = self.setup or s.phase == "setup"
        self.setup = s.phase == "setup"
        players = s.players
        for i, c in enumerate(self.players):
            p = players[i]
            mine = i == who or over
            if mine:
                sees = s.unlooked[i] if face_down else None
            elif changes is not None:
                kh, ks, kf = c.keys
                sees = (changes.get(kh), changes.get(ks), changes.get(kf))
            else:
                sees = c.sees
            r = c.row
            board = False
            came = 0  # (the list zones whose cards changed, as bits)
            if p.zones != c.lists or sees != c.sees:  # (its list zones, by zone number)
                came = self._lists(i, c, p.zones, sees)
                located_changed |= mine
            if p.stacks != c.stacks or p.splays != c.splays:
                self._board(p, i, c)
                located_changed = boards_changed = board = True
            # (the printed score reads the score pile and the board's bonuses)
            if board or score_mod or came & _SCORE_BIT:
                mv[r + 6] = queries.score(game, i)
            if counts is not None:
                mv[r + 7] = counts[i]
            elif fresh or came & _ACHIEVEMENTS_BIT:
                mv[r + 7] = len(p.achievements)
            if bonus_sets and (board or bonus_mod):
                bonuses = queries.bonuses(game, i)
                mv[r + 8] = queries.bonus_points(bonuses)
                mv[r + _PF_BONUS_COUNT] = len(bonuses)
            if board or icons_mod:
                j = r + _PF_ICONS
                mv[j : j + 6] = array.array("f", queries.icons(game, i))
            if setup:
                mv[r + _PF_CHOSE] = s.phase == "setup" and s.initial[i] >= 0
        if (boards_changed or s.out != self.out) and CITIES in sets:
            # (whether a flag counts compares the boards of the players in the game: every
            # player's, when a board changed or a player left)
            for i, c in enumerate(self.players):
                flags = cities.flags_and_fountains(game, i)
                mv[c.row + _PF_FLAGS] = sum(1 for e in flags if e["counts"])
                mv[c.row + _PF_FLAGS + 1] = len(flags)
        self._rows(s, game)
        self._shared(s)
        if located_changed and k is not None:
            self._unseen(s, k)
        elif self.touched:  # (no card tracking: nothing reads them)
            self.touched.clear()
        self._game(s)
        self._decision(game.pending, picks)

    def _rows(self, s, game) -> None:
        """Whose turn it is, who decides, who is out and (at the end) who won."""
        mv, players = self.mv, self.players
        current = s.current
        if current != self.current:
            if self.current >= 0:
                mv[players[self.current].row + 1] = 0.0
            mv[players[current].row + 1] = 1.0
            self.current = current
        decider = game.pending.who if game.pending is not None else -1
        if decider != self.decider:
            if self.decider >= 0:
                mv[players[self.decider].row + 2] = 0.0
            if decider >= 0:
                mv[players[decider].row + 2] = 1.0
            self.decider = decider
        if s.out != self.out:
            for i, c in enumerate(players):
                mv[c.row + 4] = i in s.out
            self.out = s.out[:]
        if self.over:  # (r + 5, winner: 0 while the game goes on)
            for i, c in enumerate(players):
                mv[c.row + 5] = game.names[i] in game.result.winners

    def _board(self, p, i: int, c: _Player) -> None:
        """Player ``i``'s board: the colours whose stack or splay changed."""
        mv = self.mv
        everything = i == self.who or self.over or self.open_boards
        stacks, splays, written, at, r = c.stacks, c.splays, c.ones, c.at, c.row
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
                    ones += [_ROW[card] + at + 4 for card in stack[:-1]]
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
            self.touched += stacks[color]
            self.touched += stack
            stacks[color] = stack[:]
            splays[color] = splay

    def _lists(self, i: int, c: _Player, zones: list, sees) -> int:
        """Player ``i``'s hand, score pile, forecast, achievements and display, where they
        changed (``sees``: the viewer's own face-down cards, or what the viewer knows of
        player ``i``'s places); returns the zones whose cards changed (bit ``1 << z``).

        A card's one is at its own index (card, seat, zone), so only the cards that came
        and went are written, unless what the viewer sees of the zone changed."""
        mv = self.mv
        k = self.knowledge
        mine = i == self.who or self.over
        moved = 0
        row_of, back_slot, is_age = _ROW, _BACK_SLOT, _IS_AGE
        at, r = c.at, c.row
        touched = self.touched
        if type(sees) is list:
            sees = sees[:]  # (the live list of face-down cards: keep what it was)
        last = c.lists
        eyes = last is None or sees != c.sees  # (else only the lists that differ change)
        for z, entry in enumerate(c.zones):
            cards, old = zones[_LISTS[z]], entry[0]
            if not eyes and old == cards:
                continue
            if z >= 3:
                seen = None  # (everybody sees the display; achievements by their backs)
            elif mine:
                seen = sees if z == 0 else None
            else:
                seen = sees[z] if sees is not None else None
            if old == cards:
                if entry[1] == seen:
                    continue
            else:
                moved |= 1 << z
            came: Iterable[int]
            gone: Iterable[int]
            if entry[1] == seen:  # the same eyes: the cards that came and went
                n, m = len(cards), len(old)
                if n > m and cards[:m] == old:  # (cards put on the list: a draw, a score)
                    came, gone = cards[m:], ()
                else:
                    gone = set(old).difference(cards)
                    # (the cards are distinct: none came if as many went as the list lost)
                    came = () if n + len(gone) == m else set(cards).difference(old)
            else:
                came, gone = cards, old
            place = at + _LIST_PLACE[z]
            for card in gone:
                mv[row_of[card] + place] = 0.0
            if z == 3:
                for card in came:
                    if not is_age[card]:
                        mv[row_of[card] + place] = 1.0
            elif z == 4 or mine:
                for card in came:
                    if not seen or card not in seen:
                        mv[row_of[card] + place] = 1.0
            elif k is not None:
                there = k.at.get((_LISTS[z], i), ())
                for card in came:
                    if card in there:
                        mv[row_of[card] + place] = 1.0
            if z != 4:
                b = _BACKS + (c.seat * 4 + z) * _BACK_BLOCK  # (hand, score, forecast, achievements)
                for card in gone:
                    if back_slot[card] >= 0:
                        mv[b + back_slot[card]] -= 1.0
                for card in came:
                    if back_slot[card] >= 0:
                        mv[b + back_slot[card]] += 1.0
            if mine:  # (where the viewer's own cards are is known: see ``_unseen``)
                touched += came
                touched += gone
            entry[0] = cards[:]
            entry[1] = seen
            if last is not None:
                last[_LISTS[z]] = entry[0]
            mv[r + _PF_HAND + z] = len(cards)
        if last is None:  # (the copies as ``PlayerState.zones`` holds the lists)
            c.lists = last = [None] * len(zones)
            for zone, entry in zip(_LISTS, c.zones, strict=True):
                last[zone] = entry[0]
        c.sees = sees
        return moved

    def _shared(self, s) -> None:
        for entry in self.shared:
            zone, place, old, ones = entry
            cards = s.shared[zone]
            if old != cards:
                new = [_ROW[card] + place for card in cards]
                _rewrite(self.mv, ones, new)
                entry[2], entry[3] = cards[:], new

    def _unseen(self, s, k) -> None:
        """``observe``'s unseen column (the view's could-be lists), rewritten where it
        changed: for the cards whose place the viewer's knowledge changed or that came to
        or left the viewer's own zones or a board since the last call (all of them after
        a new log)."""
        touched = self.touched
        if self.version < 0:
            self._locate(s, k)
        else:
            cards = set(touched)
            cards.update(k.moved[self.moved_read :])
            cards &= self.ages
            who, place, loc, owner = self.who, k.place, s.loc, s.owner
            located, mv, row_of = self.located, self.mv, _ROW
            for c in cards:
                zone = loc[c]
                if c in place:
                    now = True
                elif zone == BOARD:  # (as ``_locate``: the viewer's or an open board, else tops)
                    o = owner[c]
                    now = o == who or self.open_boards or s.players[o].stacks[COLOR[c]][-1] == c
                else:
                    now = owner[c] == who >= 0 and zone in _OWN and c not in s.unlooked[who]
                if now != (c in located):
                    if now:
                        located.add(c)
                    else:
                        located.discard(c)
                    mv[row_of[c] + _UNSEEN] = not now
        touched.clear()
        self.moved_read = len(k.moved)
        self.version = k.version

    def _locate(self, s, k) -> None:
        """The cards whose place the viewer knows (``located``), from scratch: the unseen
        column where it changed."""
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
        open_boards = self.open_boards
        for i, p in enumerate(s.players):
            if i == who or open_boards:
                located.update(*p.stacks)
            else:
                located.update([stack[-1] for stack in p.stacks if stack])
        # (the unseen cards are the age cards not located: the located ones are the fewer)
        mv, row_of = self.mv, _ROW
        changed = located ^ self.located
        changed &= self.ages
        for c in changed:
            mv[row_of[c] + _UNSEEN] = c not in located
        self.located = located

    def _game(self, s) -> None:
        mv = self.mv
        if s.turn != self.turn:
            self.turn = s.turn
            mv[_GAME + _GF["turn"]] = min(s.turn, HIGH)
        if s.actions_left != self.actions:
            self.actions = s.actions_left
            mv[_GAME + _GF["actions_left"]] = s.actions_left
        scalars = self.scalars
        if not scalars or s.phase != scalars[0] or s.used != scalars[1]:
            ones = [_USED[a] for a in s.used if a in _USED]
            phase = _PHASE.get(s.phase)
            if phase is not None:
                ones.append(phase)
            _rewrite(mv, scalars[2] if scalars else (), ones)
            self.scalars = (s.phase, s.used[:], ones)
        shared = s.shared  # (the zones themselves: ``State.available`` is a property call)
        available = shared[AVAILABLE]
        if self.available != available:
            for j in range(_AVAILABLE, _AVAILABLE + N_AGES):
                mv[j] = 0.0
            for c in available:
                if _IS_AGE[c] and 0 <= AGE[c] < N_AGES:
                    mv[_AVAILABLE + AGE[c]] += 1.0
            self.available = available[:]
        if len(shared[REMOVED]) != self.removed:
            self.removed = len(shared[REMOVED])
            mv[_GAME + _GF["removed_count"]] = self.removed
        supply = self.supply
        for set_ in self.game.sets:
            sizes = list(map(len, s.piles[set_]))
            if sizes != supply[set_]:
                mv[_SUPPLY + set_ * 10 : _SUPPLY + set_ * 10 + 10] = array.array("f", sizes[1:11])
                supply[set_] = sizes

    def _decision(self, pending, picks) -> None:
        if pending is self.decision and tuple(picks) == self.picks:
            return
        mv, d = self.mv, _DECISION
        # (the row at once, then element writes of its few non-zeros; the ones outside
        # it, the decision's card and the picks, are remembered to be cleared next time)
        mv[d : d + DECISION_FEATURES] = _NO_DECISION
        for j in self.written:
            mv[j] = 0.0
        written = [_PICKED + BY_NAME[card] for card in picks] if picks else []
        if pending is not None:
            decider = pending.who
            seat = (decider - self.viewer) % len(self.players)
            mv[d + _DF_KIND[pending.kind]] = 1.0
            mv[d + _DF_SEAT + seat] = 1.0
            if seat == 0:
                mv[d + _DF_MINE] = 1.0
            if self.who == decider:  # the decider sees the whole decision; the others its kind
                multi = pending.kind == "choose_cards"
                mv[d + _DF_OPTIONS] = len(pending.options)
                mv[d + _DF_MIN] = pending.min if multi else 1
                mv[d + _DF_MAX] = pending.max if multi else 1
                if pending.verb is not None:
                    mv[d + _DF_VERB.get(pending.verb, _DF_VERB_OTHER)] = 1.0
                if pending.zone is not None:
                    mv[d + _DF_ZONE.get(pending.zone, _DF_ZONE_OTHER)] = 1.0
                card = BY_NAME.get(pending.card) if pending.card is not None else None
                if card is not None:
                    written.append(_DECISION_CARD + card)
            if picks:
                mv[d + _DF_PICKS] = len(picks)
            for j in written:
                mv[j] = 1.0
        self.written = written
        self.decision = pending
        self.picks = tuple(picks)
