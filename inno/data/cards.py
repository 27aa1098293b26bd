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
# A top card shows every slot; ``TOP`` stands for that in the tables below.
TOP = 4
_REVEALED_SLOTS = {
    UNSPLAYED: (),
    LEFT: (3,),
    RIGHT: (0, 1),
    UP: (1, 2, 3),
}
# Cities have six slots; splayed left they also show the top right (the hex).
_REVEALED_CITY_SLOTS = {**_REVEALED_SLOTS, LEFT: (3, 5)}


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
# Relics (Artifacts): the set whose lost card each relic is (None for other cards).
RELIC_OF: tuple[str | None, ...] = tuple(r["relic_of"] for r in RECORDS)
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


ECHO_TEXT: tuple[str | None, ...] = tuple(r["echo"] for r in RECORDS)
INSPIRE_TEXT: tuple[str | None, ...] = tuple(r["inspire"] for r in RECORDS)
KARMA_TEXT: tuple[tuple[str, ...], ...] = tuple(tuple(r["karma"]) for r in RECORDS)
KARMA_KINDS: tuple[tuple[str, ...], ...] = tuple(tuple(r["karma_kinds"]) for r in RECORDS)


def _icon_index(token: str | None) -> int:
    """The basic icon a slot counts as (search icons count as their icon), or -1."""
    if token is None:
        return -1
    if token.startswith("search:"):
        token = token[7:]
    return ICONS.index(token) if token in ICONS else -1


def _shown(card: int) -> tuple[tuple[str | None, ...], ...]:
    """The slot tokens ``card`` shows, by splay of its stack when covered, and at ``TOP``."""
    slots = SLOTS[card]
    revealed = _REVEALED_CITY_SLOTS if len(slots) == 6 else _REVEALED_SLOTS
    by_splay = [tuple(slots[i] for i in revealed[s] if i < len(slots)) for s in range(4)]
    return (*by_splay, slots)


# SHOWN[card][splay]: the slot tokens a covered card shows; SHOWN[card][TOP]: all of them.
SHOWN: tuple[tuple[tuple[str | None, ...], ...], ...] = tuple(_shown(c) for c in range(N_CARDS))


def _counts(tokens: tuple[str | None, ...]) -> tuple[int, ...]:
    counts = [0] * 6
    for token in tokens:
        i = _icon_index(token)
        if i >= 0:
            counts[i] += 1
    return tuple(counts)


# Basic icons a card shows as the top card of its stack (every slot).
TOP_ICONS: tuple[tuple[int, ...], ...] = tuple(_counts(SHOWN[c][TOP]) for c in range(N_CARDS))
# Basic icons a card shows, by the splay of its stack (index TOP: as the top card).
SPLAYED_ICONS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_counts(SHOWN[c][s]) for s in range(5)) for c in range(N_CARDS)
)
# Whether the card bears each basic icon anywhere ("a card with a {castle}").
HAS_ICON: tuple[tuple[bool, ...], ...] = tuple(
    tuple(n > 0 for n in TOP_ICONS[c]) for c in range(N_CARDS)
)


def _bonus(token: str | None) -> int:
    return int(token[6:]) if token and token.startswith("bonus:") else 0


# The bonuses a card shows, by splay (index TOP: as the top card); values of bonus icons.
SHOWN_BONUSES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(_bonus(t) for t in SHOWN[c][s] if _bonus(t)) for s in range(5))
    for c in range(N_CARDS)
)
# The bonuses printed on a card ("a card with a bonus", "its bonus").
BONUSES: tuple[tuple[int, ...], ...] = tuple(SHOWN_BONUSES[c][TOP] for c in range(N_CARDS))
# Whether a card's echo effect shows, by splay (index TOP: as the top card).
SHOWS_ECHO: tuple[tuple[bool, ...], ...] = tuple(
    tuple("echo" in SHOWN[c][s] for s in range(5)) for c in range(N_CARDS)
)
# Whether a card's inspire effect shows, by splay (index TOP: as the top card).
SHOWS_INSPIRE: tuple[tuple[bool, ...], ...] = tuple(
    tuple("inspire" in SHOWN[c][s] for s in range(5)) for c in range(N_CARDS)
)
# A Figure: a card of Figures in the Sand, or a relic lost from that set (Ching Shih).
IS_FIGURE: tuple[bool, ...] = tuple(
    SET[c] == FIGURES and KIND[c] == "age" or RELIC_OF[c] == "figures" for c in range(N_CARDS)
)
# Whether a card has a flag or fountain (Cities) anywhere.
HAS_FLAG_OR_FOUNTAIN: tuple[bool, ...] = tuple(
    "flag" in SHOWN[c][TOP] or "fountain" in SHOWN[c][TOP] for c in range(N_CARDS)
)
# Cities cards (and the relic Timbuktu, a lost city): six icon slots, no dogma.
IS_CITY: tuple[bool, ...] = tuple(len(SLOTS[c]) == 6 for c in range(N_CARDS))
# Where a card's image hexagon is (its slot index; -1 if it has none): the dig rule.
HEX_SLOT: tuple[int, ...] = tuple(
    SLOTS[c].index("hex") if "hex" in SLOTS[c] else -1 for c in range(N_CARDS)
)
# How many hexes (card images) a card shows, by splay (index TOP: as the top card).
SHOWN_HEXES: tuple[tuple[int, ...], ...] = tuple(
    tuple(SHOWN[c][s].count("hex") for s in range(5)) for c in range(N_CARDS)
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
