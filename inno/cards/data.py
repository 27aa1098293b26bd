"""Static card data, loaded once from the packaged ``cards.json``.

Cards are small ints (their index in ``cards.json``); everything the engine
needs to know about a card is a tuple indexed by that int.  Nothing here is
ever mutated, so games share it freely.
"""

from __future__ import annotations

import json
from importlib import resources

# Colours in the order the card data lists them.
COLORS = ("blue", "red", "green", "yellow", "purple")
BLUE, RED, GREEN, YELLOW, PURPLE = range(5)

# The six basic icons.  Counting arrays are indexed by these.
ICONS = ("crown", "leaf", "lightbulb", "castle", "factory", "clock")
CROWN, LEAF, LIGHTBULB, CASTLE, FACTORY, CLOCK = range(6)

# Splay directions.
SPLAYS = ("none", "left", "right", "up")
UNSPLAYED, LEFT, RIGHT, UP = range(4)

# Card sets, in the order the rulebook introduces them.
SETS = ("base", "echoes", "cities", "artifacts", "figures")
BASE, ECHOES, CITIES, ARTIFACTS, FIGURES = range(5)

# Which icon slots of a covered card a splay reveals (slot order of the data:
# top_left, bottom_left, bottom_middle, bottom_right[, top_middle, top_right]).
_REVEALED_SLOTS = {
    UNSPLAYED: (),
    LEFT: (3,),
    RIGHT: (0, 1),
    UP: (1, 2, 3),
}


def _load() -> list[dict]:
    text = resources.files("inno").joinpath("data/cards.json").read_text(encoding="utf-8")
    return json.loads(text)


RECORDS: tuple[dict, ...] = tuple(_load())
N_CARDS = len(RECORDS)

NAME: tuple[str, ...] = tuple(r["name"] for r in RECORDS)
BY_NAME: dict[str, int] = {name: i for i, name in enumerate(NAME)}
BY_LOWER_NAME: dict[str, int] = {name.lower(): i for i, name in enumerate(NAME)}
SET: tuple[int, ...] = tuple(SETS.index(r["set"]) for r in RECORDS)
KIND: tuple[str, ...] = tuple(r["kind"] for r in RECORDS)
AGE: tuple[int, ...] = tuple(r["age"] or 0 for r in RECORDS)
COLOR: tuple[int, ...] = tuple(COLORS.index(r["color"]) if r["color"] else -1 for r in RECORDS)
FEATURED: tuple[int, ...] = tuple(
    ICONS.index(r["featured_icon"]) if r["featured_icon"] in ICONS else -1 for r in RECORDS
)
SLOTS: tuple[tuple[str | None, ...], ...] = tuple(tuple(r["icons"]) for r in RECORDS)
DOGMA: tuple[tuple[tuple[str, str], ...], ...] = tuple(
    tuple((e["kind"], e["text"]) for e in r["dogma"]) for r in RECORDS
)
CONDITION: tuple[str | None, ...] = tuple(r["condition"] for r in RECORDS)


def _icon_index(token: str | None) -> int:
    """The basic icon a slot counts as (search icons count as their icon), or -1."""
    if token is None:
        return -1
    if token.startswith("search:"):
        token = token[7:]
    return ICONS.index(token) if token in ICONS else -1


def _counts(card: int, slots: tuple[int, ...]) -> tuple[int, ...]:
    counts = [0] * 6
    for s in slots:
        if s < len(SLOTS[card]):
            i = _icon_index(SLOTS[card][s])
            if i >= 0:
                counts[i] += 1
    return tuple(counts)


# Icons a card shows as the top card of its stack (every slot).
TOP_ICONS: tuple[tuple[int, ...], ...] = tuple(
    _counts(c, tuple(range(len(SLOTS[c])))) for c in range(N_CARDS)
)
# Icons a covered card shows, by the splay of its stack.
SPLAYED_ICONS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_counts(c, _REVEALED_SLOTS[s]) for s in range(4)) for c in range(N_CARDS)
)
# Whether the card bears each basic icon anywhere ("a card with a {castle}").
HAS_ICON: tuple[tuple[bool, ...], ...] = tuple(
    tuple(n > 0 for n in TOP_ICONS[c]) for c in range(N_CARDS)
)

AGE_CARDS: tuple[int, ...] = tuple(i for i in range(N_CARDS) if KIND[i] == "age")
SPECIAL_ACHIEVEMENTS: tuple[int, ...] = tuple(
    i for i in range(N_CARDS) if KIND[i] == "special_achievement"
)


def card_id(name: str) -> int:
    """The card called ``name`` (exact title, or any capitalisation)."""
    try:
        return BY_NAME[name]
    except (KeyError, TypeError):
        pass
    if isinstance(name, str) and name.lower() in BY_LOWER_NAME:
        return BY_LOWER_NAME[name.lower()]
    from inno.errors import UnknownCard

    raise UnknownCard(f"there is no card called {name!r}")


def describe_back(card: int) -> str:
    """What anyone can see of a face-down card: its set and value."""
    return f"{SETS[SET[card]]} {AGE[card]}" if SET[card] != BASE else f"{AGE[card]}"
