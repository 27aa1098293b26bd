"""Static card data, loaded once from the packaged ``cards.json``.

Cards are small ints (their index in ``cards.json``); everything the engine
needs to know about a card is a tuple indexed by that int.  Nothing here is
ever mutated, so games share it freely.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Hashable
from operator import itemgetter

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
    # Read beside this module, not through importlib.resources: importing that (with
    # tempfile, shutil, zipfile...) added about 8% to the instructions of `import inno`.
    with open(os.path.join(os.path.dirname(__file__), "cards.json"), encoding="utf-8") as file:
        return json.load(file)


RECORDS: tuple[dict, ...] = tuple(_load())
N_CARDS = len(RECORDS)


def _column(field: str) -> tuple:
    """The value of ``field`` of every card."""
    return tuple(map(itemgetter(field), RECORDS))


NAME: tuple[str, ...] = _column("name")
BY_NAME: dict[str, int] = {name: i for i, name in enumerate(NAME)}
BY_LOWER_NAME: dict[str, int] = {name.lower(): i for i, name in enumerate(NAME)}
SET: tuple[int, ...] = tuple(map(SETS.index, _column("set")))
KIND: tuple[str, ...] = _column("kind")
# Relics (Artifacts): the set whose lost card each relic is (None for other cards).
RELIC_OF: tuple[str | None, ...] = _column("relic_of")
AGE: tuple[int, ...] = tuple(age or 0 for age in _column("age"))
COLOR: tuple[int, ...] = tuple(COLORS.index(color) if color else -1 for color in _column("color"))
FEATURED: tuple[int, ...] = tuple(
    ICONS.index(icon) if icon in ICONS else -1 for icon in _column("featured_icon")
)
SLOTS: tuple[tuple[str | None, ...], ...] = tuple(map(tuple, _column("icons")))
DOGMA: tuple[tuple[tuple[str, str], ...], ...] = tuple(
    tuple(map(itemgetter("kind", "text"), effects)) for effects in _column("dogma")
)
CONDITION: tuple[str | None, ...] = _column("condition")


ECHO_TEXT: tuple[str | None, ...] = _column("echo")
INSPIRE_TEXT: tuple[str | None, ...] = _column("inspire")
KARMA_TEXT: tuple[tuple[str, ...], ...] = tuple(map(tuple, _column("karma")))
KARMA_KINDS: tuple[tuple[str, ...], ...] = tuple(map(tuple, _column("karma_kinds")))


class _Memo(dict):
    """The values of ``function``, each computed on the first lookup of its argument: many
    cards share their slot tokens, what a splay reveals of their slots, or all their slots."""

    def __init__(self, function: Callable) -> None:
        self.function = function

    def __missing__(self, key: Hashable) -> object:
        value = self[key] = self.function(key)
        return value


def _icon_index(token: str | None) -> int:
    """The basic icon a slot counts as (search icons count as their icon), or -1."""
    if token is None:
        return -1
    if token.startswith("search:"):
        token = token[7:]
    return ICONS.index(token) if token in ICONS else -1


def _bonus(token: str | None) -> int:
    return int(token[6:]) if token and token.startswith("bonus:") else 0


# A slot token's (basic icon index or -1, bonus value or 0).
_TOKEN = _Memo(lambda token: (_icon_index(token), _bonus(token)))


def _facts(tokens: tuple[str | None, ...]) -> tuple:
    """What shown slot tokens amount to: (basic icon counts, bonuses, whether the echo
    effect shows, whether the inspire effect shows, hexes)."""
    counts = [0] * 6
    bonuses = []
    for token in tokens:
        icon, bonus = _TOKEN[token]
        if icon >= 0:
            counts[icon] += 1
        if bonus:
            bonuses.append(bonus)
    return (
        tuple(counts),
        tuple(bonuses),
        "echo" in tokens,
        "inspire" in tokens,
        tokens.count("hex"),
    )


_FACTS = _Memo(_facts)


def _revealed(n_slots: int) -> tuple[tuple[int, ...], ...]:
    """The slots a covered card of ``n_slots`` slots shows, by splay of its stack."""
    revealed = _REVEALED_CITY_SLOTS if n_slots == 6 else _REVEALED_SLOTS
    return tuple(tuple(i for i in revealed[s] if i < n_slots) for s in range(4))


_REVEALED = _Memo(_revealed)


def _slot_tables(slots: tuple[str | None, ...]) -> tuple:
    """A card's row of each table below that its icon slots determine, in their order."""
    unsplayed, left, right, up = _REVEALED[len(slots)]
    shown = (
        tuple([slots[i] for i in unsplayed]),
        tuple([slots[i] for i in left]),
        tuple([slots[i] for i in right]),
        tuple([slots[i] for i in up]),
        slots,
    )
    icons, bonuses, echo, inspire, hexes = zip(*map(_FACTS.__getitem__, shown), strict=True)
    return (
        shown,
        icons,
        bonuses,
        echo,
        inspire,
        hexes,
        icons[TOP],
        tuple(map(bool, icons[TOP])),
        bonuses[TOP],
        "flag" in slots or "fountain" in slots,
        len(slots) == 6,
        slots.index("hex") if "hex" in slots else -1,
    )


# SHOWN[card][splay]: the slot tokens a covered card shows; SHOWN[card][TOP]: all of them.
SHOWN: tuple[tuple[tuple[str | None, ...], ...], ...]
# Basic icons a card shows, by the splay of its stack (index TOP: as the top card).
SPLAYED_ICONS: tuple[tuple[tuple[int, ...], ...], ...]
# The bonuses a card shows, by splay (index TOP: as the top card); values of bonus icons.
SHOWN_BONUSES: tuple[tuple[tuple[int, ...], ...], ...]
# Whether a card's echo effect shows, by splay (index TOP: as the top card).
SHOWS_ECHO: tuple[tuple[bool, ...], ...]
# Whether a card's inspire effect shows, by splay (index TOP: as the top card).
SHOWS_INSPIRE: tuple[tuple[bool, ...], ...]
# How many hexes (card images) a card shows, by splay (index TOP: as the top card).
SHOWN_HEXES: tuple[tuple[int, ...], ...]
# Basic icons a card shows as the top card of its stack (every slot).
TOP_ICONS: tuple[tuple[int, ...], ...]
# Whether the card bears each basic icon anywhere ("a card with a {castle}").
HAS_ICON: tuple[tuple[bool, ...], ...]
# The bonuses printed on a card ("a card with a bonus", "its bonus").
BONUSES: tuple[tuple[int, ...], ...]
# Whether a card has a flag or fountain (Cities) anywhere.
HAS_FLAG_OR_FOUNTAIN: tuple[bool, ...]
# Cities cards (and the relic Timbuktu, a lost city): six icon slots, no dogma.
IS_CITY: tuple[bool, ...]
# Where a card's image hexagon is (its slot index; -1 if it has none): the dig rule.
HEX_SLOT: tuple[int, ...]
(
    SHOWN,
    SPLAYED_ICONS,
    SHOWN_BONUSES,
    SHOWS_ECHO,
    SHOWS_INSPIRE,
    SHOWN_HEXES,
    TOP_ICONS,
    HAS_ICON,
    BONUSES,
    HAS_FLAG_OR_FOUNTAIN,
    IS_CITY,
    HEX_SLOT,
) = zip(*map(_Memo(_slot_tables).__getitem__, SLOTS), strict=True)
# A Figure: a card of Figures in the Sand, or a relic lost from that set (Ching Shih).
IS_FIGURE: tuple[bool, ...] = tuple(
    SET[c] == FIGURES and KIND[c] == "age" or RELIC_OF[c] == "figures" for c in range(N_CARDS)
)
# An Echoes card: a card of Echoes of the Past, or the relic lost from it (Safety Pin).
IS_ECHOES: tuple[bool, ...] = tuple(
    SET[c] == ECHOES and KIND[c] == "age" or RELIC_OF[c] == "echoes" for c in range(N_CARDS)
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


def alphabetical(card: int) -> str:
    """The key of a card's title in the alphabet (the first meld, Basur Hoyuk Tokens): its
    letters and digits, case and accents ignored (spaces and punctuation are not letters:
    "Thebes" comes before "The Wheel")."""
    text = NAME[card]
    if not text.isascii():  # (accents apart: unicodedata only when a title has one)
        import unicodedata

        text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text.casefold() if ch.isalnum())
