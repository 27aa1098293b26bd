"""The game log: structured events, each with a human-readable text.

Events are stored compactly while the game runs (simulations make millions of
them) and rendered to dicts and sentences only when somebody reads the log.
An event that moves a face-down card records who saw the card
(``seen_by``); for everybody else the card is shown by its back ("a 3").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from inno.data.cards import AGE, COLORS, NAME, SET, SETS, SPLAYS, describe_back
from inno.engine.state import AVAILABLE, HAND, PRIVATE, PUBLIC, SPECIAL, ZONE_NAMES

if TYPE_CHECKING:
    from inno.engine.table import Table

# Event types that move (or show) one card.
MOVES = frozenset(
    (
        "draw",
        "meld",
        "tuck",
        "score",
        "return",
        "transfer",
        "reveal",
        "achieve",
        "remove",
        "exchange",
        "foreshadow",
        "look",
        "place",
        "dig",
    )
)


def seen_by(
    card_zone_from: int, from_owner: int, zone_to: int, to_owner: int
) -> tuple[int, ...] | None:
    """Who sees a card move between two zones: None = everyone, else a tuple of players."""
    if PUBLIC[card_zone_from] or PUBLIC[zone_to]:
        return None
    seers = []
    if PRIVATE[card_zone_from]:
        seers.append(from_owner)
    if PRIVATE[zone_to] and to_owner not in seers:
        seers.append(to_owner)
    return tuple(seers)


def seen_now(t: Table, card: int) -> tuple[int, ...] | None:
    """Who sees ``card`` where it is now: None = everyone, else a tuple of players."""
    s = t.state
    zone, owner = s.loc[card], s.owner[card]
    if PUBLIC[zone] or card in s.revealed:
        return None
    if PRIVATE[zone] and owner >= 0 and card not in s.unlooked[owner]:
        return (owner,)
    return ()


class Event:
    __slots__ = ("type", "player", "card", "data", "seen")

    def __init__(
        self,
        type: str,
        player: int = -1,
        card: int = -1,
        data: Any = None,  # a tuple whose items depend on ``type`` (see _DATA_KEYS), or None
        seen: tuple[int, ...] | None = None,
    ) -> None:
        self.type = type
        self.player = player
        self.card = card
        self.data = data
        self.seen = seen  # None: public; else the players who see the card

    def to_json(self) -> list:
        return [
            self.type,
            self.player,
            NAME[self.card] if self.card >= 0 else None,
            _lists(self.data),
            list(self.seen) if self.seen is not None else None,
        ]

    def visible_to(self, viewer: int | None) -> bool:
        return viewer is None or self.seen is None or viewer in self.seen

    def render(self, names: tuple[str, ...], viewer: int | None = None) -> dict:
        """This event as a dict; ``viewer`` None is the referee (sees everything)."""
        shown = self.card >= 0 and self.visible_to(viewer)
        d: dict = {"type": self.type}
        if self.player >= 0:
            d["player"] = names[self.player]
        if self.card >= 0:
            d["card"] = NAME[self.card] if shown else None
            d["age"] = AGE[self.card]
            d["set"] = SETS[SET[self.card]]
        if self.data is not None and self.type in _DATA_KEYS:
            for key, value in zip(_DATA_KEYS[self.type], self.data, strict=False):
                d[key] = _public(key, value, names)
        if self.type == "action":
            d["action"] = _action_label(self, shown)
        d["text"] = _text(self, names, shown)
        return d


_new = object.__new__


def event(
    type: str,
    player: int = -1,
    card: int = -1,
    data: Any = None,
    seen: tuple[int, ...] | None = None,
) -> Event:
    """A new :class:`Event`, as the engine logs them (several per decision): a plain
    function filling the slots costs less than calling the class, whose ``__init__``
    CPython calls through C (see ``door.request``)."""
    e = _new(Event)
    e.type = type
    e.player = player
    e.card = card
    e.data = data
    e.seen = seen
    return e


_DATA_KEYS = {
    "draw": ("age",),
    "dig": ("age",),
    "transfer": ("from", "from_player", "to", "to_player"),
    "exchange": ("from", "from_player", "to", "to_player"),
    "meld": ("from", "from_player"),
    "tuck": ("from", "from_player"),
    "score": ("from", "from_player"),
    "return": ("from", "from_player"),
    "achieve": ("from", "from_player"),
    "remove": ("from", "from_player"),
    "reveal": ("from", "from_player"),
    "splay": ("color", "direction", "owner"),
    "foreshadow": ("from", "from_player"),
    "look": ("from", "from_player"),
    "place": ("from", "from_player"),
    "rearrange": ("color", "order"),
    "dogma": ("counts",),
    "effect": ("index", "kind", "players", "again"),
    "turn": ("number",),
    "action": ("action",),
    "end": ("winners", "reason"),
    "note": ("text",),
}


def _public(key: str, value: Any, names: Sequence[str]) -> Any:
    if key in ("from", "to"):
        return ZONE_NAMES[value]
    if key in ("from_player", "to_player", "owner"):
        return names[value] if value >= 0 else None
    if key == "color":
        return COLORS[value]
    if key == "direction":
        return SPLAYS[value]
    if key == "order":
        return [NAME[c] for c in reversed(value)]
    if key == "winners":
        return [names[p] for p in value]
    if key == "players":
        return [names[p] for p in value]
    if key == "counts":
        return {names[p]: n for p, n in enumerate(value)}
    return value


def card_text(card: int, shown: bool) -> str:
    if shown:
        return NAME[card]
    back = describe_back(card).capitalize()
    article = "an" if back[0] in "AEIOU8" or back.startswith("11") else "a"
    return f"{article} {back}"


def _zone(zone: int, owner: int, names: Sequence[str], actor: int) -> str:
    if owner < 0:
        return ZONE_NAMES[zone]
    whose = "their" if owner == actor else f"{names[owner]}'s"
    return f"{whose} {ZONE_NAMES[zone]}"


def _action_label(e: Event, shown: bool) -> str:
    """The action taken ("Meld Archery"), its card by its back if the viewer cannot see it."""
    label = e.data[0]
    if e.card >= 0 and not shown:
        label = label.replace(NAME[e.card], card_text(e.card, False))
    return label


def _text(e: Event, names: Sequence[str], shown: bool) -> str:
    t = e.type
    who = names[e.player] if e.player >= 0 else ""
    if t in MOVES:
        c = card_text(e.card, shown)
        if t == "draw":
            return f"{who} draws {c}."
        if t == "dig":
            return f"{who} digs up {c} and puts it on display."
        if t == "reveal":
            return f"{who} reveals {c}."
        if t in ("meld", "tuck", "score", "foreshadow"):
            src, owner = e.data
            where = (
                ""
                if src == HAND and owner == e.player
                else f" from {_zone(src, owner, names, e.player)}"
            )
            return f"{who} {t}s {c}{where}."
        if t == "look":
            return f"{who} looks at {c} ({_zone(e.data[0], e.data[1], names, e.player)})."
        if t == "place":
            return f"{who} places {c} on top of its supply pile."
        if t == "return":
            src, owner = e.data
            return f"{who} returns {c} from {_zone(src, owner, names, e.player)}."
        if t == "achieve":
            if e.data and e.data[0] == AVAILABLE:
                return f"{who} achieves the {AGE[e.card]} achievement."
            return f"{who} achieves {NAME[e.card] if shown or e.data[0] == SPECIAL else c}."
        if t == "remove":
            src, owner = e.data
            return f"{c} is removed from the game (from {_zone(src, owner, names, -1)})."
        src, src_owner, dst, dst_owner = e.data
        verb = "exchanges" if t == "exchange" else "transfers"
        return (
            f"{who} {verb} {c} from {_zone(src, src_owner, names, e.player)} "
            f"to {_zone(dst, dst_owner, names, e.player)}."
        )
    if t == "splay":
        color, direction, owner = e.data
        whose = "their" if owner in (-1, e.player) else f"{names[owner]}'s"
        if direction == 0:
            return f"{who} unsplays {whose} {COLORS[color]} cards."
        return f"{who} splays {whose} {COLORS[color]} cards {SPLAYS[direction]}."
    if t == "rearrange":
        color, order = e.data
        cards = ", ".join(NAME[c] for c in reversed(order))
        return f"{who} rearranges their {COLORS[color]} cards: {cards} (top first)."
    if t == "turn":
        return f"Turn {e.data[0]}: {who}."
    if t == "action":
        return f"{who}: {_action_label(e, shown)}."
    if t == "promote":
        return f"{who} promotes {card_text(e.card, shown)}."
    if t == "dogma":
        return f"{who} activates {NAME[e.card]}."
    if t == "effect":
        index, kind, players = e.data[:3]
        ps = ", ".join(names[p] for p in players) or "nobody"
        # The second time an Endorse executes it (a fourth datum, True).
        again = " again (Endorse)" if len(e.data) > 3 else ""
        if kind == "echo":
            return f"{NAME[e.card]} echo effect{again}: executed by {ps}."
        label = {"demand": "demand", "non_demand": "effect"}.get(kind, kind)
        if kind in ("demand", "compel"):
            done = "demanded" if kind == "demand" else "compelled"
            return f"{NAME[e.card]} {label} {index + 1}{again}: {done} of {ps}."
        return f"{NAME[e.card]} {label} {index + 1}{again}: executed by {ps}."
    if t == "end":
        winners, reason = e.data
        if not winners:
            return f"The game ends ({reason}): nobody wins."
        return f"The game ends ({reason}): {', '.join(names[p] for p in winners)} win{'s' if len(winners) == 1 else ''}."
    if t == "note":
        return e.data[0]
    return t


def _lists(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_lists(v) for v in value]
    return value
