"""The plain-data state of a game, and the table of zones a card can be in.

Conventions, written once here and nowhere else:

* Every ordered zone is a list whose index 0 is the **bottom**: a board stack's
  top card is ``stack[-1]``; a supply pile's next card to draw is ``pile[-1]``
  and a returned card goes to ``pile.insert(0, card)``.
* Every card is in exactly one zone; ``loc[card]`` names it and ``owner[card]``
  says whose it is (-1 for shared zones).
* Players are indices in seating order; "clockwise" and "to your left" mean
  increasing index.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from inno.data.cards import (
    AGE,
    ARTIFACTS,
    BONUSES,
    COLOR,
    ECHOES,
    FIGURES,
    HAS_FLAG_OR_FOUNTAIN,
    N_CARDS,
    SET,
    SHOWN,
    SHOWN_BONUSES,
    SHOWN_HEXES,
    SHOWS_ECHO,
    SHOWS_INSPIRE,
    SPLAYED_ICONS,
    TOP,
    UNSPLAYED,
)

if TYPE_CHECKING:
    from inno.engine.registry import AddedEcho, Karma


class Zone:
    """One kind of place a card can be.

    ``key`` names it in positions and views; ``owned``: each player has one;
    ``seen``: who sees which cards are there: ``"all"``, ``"owner"`` or
    ``"nobody"`` (face down); ``sets``: the sets whose rules use it (None:
    every game).  A new zone is one entry in ``ZONES``: state, audit,
    positions, views and the log all follow this table.
    """

    __slots__ = ("id", "key", "name", "owned", "seen", "sets")

    def __init__(
        self, id: int, key: str, name: str, owned: bool, seen: str, sets: tuple | None = None
    ) -> None:
        self.id = id
        self.key = key
        self.name = name
        self.owned = owned
        self.seen = seen
        self.sets = sets

    def in_play(self, sets: tuple[int, ...]) -> bool:
        return self.sets is None or any(s in sets for s in self.sets)


# Zone numbers (stored in the log and in saves: append, never renumber).
SUPPLY = 0  # a supply pile (by set and age)
HAND = 1
BOARD = 2
SCORE = 3  # score pile
ACHIEVEMENTS = 4  # a player's achievements
AVAILABLE = 5  # the standard achievements in the centre
SPECIAL = 6  # special achievements not claimed yet
REMOVED = 7  # removed from the game ("the box")
UNUSED = 8  # cards of expansions not in this game
FORECAST = 9  # Echoes: cards foreshadowed, face down
DISPLAY = 10  # Artifacts: the artifact on display
RELICS = 11  # Artifacts: relics beside their supply piles
DECREES = 12  # Figures: decrees not held by anybody

ZONES: tuple[Zone, ...] = (
    Zone(SUPPLY, "supply", "supply", False, "nobody"),
    Zone(HAND, "hand", "hand", True, "owner"),
    Zone(BOARD, "board", "board", True, "all"),
    Zone(SCORE, "score", "score pile", True, "owner"),
    # Standard achievements are face down; special ones, relics and decrees face up.
    Zone(ACHIEVEMENTS, "achievements", "achievements", True, "nobody"),
    Zone(AVAILABLE, "achievements", "available achievements", False, "nobody"),
    Zone(SPECIAL, "special_achievements", "special achievements", False, "all"),
    Zone(REMOVED, "removed", "removed", False, "nobody"),
    Zone(UNUSED, "unused", "not in the game", False, "nobody"),
    Zone(FORECAST, "forecast", "forecast", True, "owner", (ECHOES, FIGURES)),
    Zone(DISPLAY, "display", "display", True, "all", (ARTIFACTS,)),
    Zone(RELICS, "relics", "relics", False, "all", (ARTIFACTS,)),
    Zone(DECREES, "decrees", "decrees", False, "all", (FIGURES,)),
)
ZONE_NAMES = tuple(z.name for z in ZONES)
assert all(z.id == i for i, z in enumerate(ZONES)), "ZONES is indexed by zone number"
# A player's zones that are lists of cards (the board is five stacks).
PLAYER_LIST_ZONES = tuple(z.id for z in ZONES if z.owned and z.id != BOARD)
# Shared zones that are lists of cards (the supply is piles by set and age).
SHARED_LIST_ZONES = (AVAILABLE, SPECIAL, REMOVED, RELICS, DECREES)
PUBLIC = tuple(z.seen == "all" for z in ZONES)
PRIVATE = tuple(z.seen == "owner" for z in ZONES)


_new = object.__new__  # (a copy is made without __init__)


class PlayerState:
    __slots__ = (
        "hand",
        "score",
        "achievements",
        "forecast",
        "display",
        "stacks",
        "splays",
        "zones",
        "_icons",
        "_stale",
        "highest",
        "activatable",
        "_bonuses",
        "_flagged",
        "_colors",
        "flag_cards",
        "bonus_cards",
        "points",
        "karmas",
        "conditions_checked",
    )

    def __init__(self) -> None:
        self.hand: list[int] = []
        self.score: list[int] = []
        self.achievements: list[int] = []
        self.forecast: list[int] = []
        self.display: list[int] = []
        self.stacks: list[list[int]] = [[], [], [], [], []]
        self.splays: list[int] = [UNSPLAYED] * 5
        self._link()
        self._colors: list[ColorShows | None] = [None] * 5
        # Cards with a flag or fountain on this board, shown or not (Cities).
        self.flag_cards = 0
        # Cards with a bonus icon on this board, shown or not (none in the base set).
        self.bonus_cards = 0
        # The values of the cards in the score pile, kept by ``State.take`` and ``put``
        # (a score is asked at every action decision).
        self.points = 0
        self.changed()

    def _link(self) -> None:
        # zones[zone] is the list of that zone (the same list objects as above); None for
        # a zone that is not a player's list (as in State.shared, the type cannot say which).
        self.zones: list = [
            None,  # SUPPLY
            self.hand,
            None,  # BOARD: stacks
            self.score,
            self.achievements,
            None,  # AVAILABLE
            None,  # SPECIAL
            None,  # REMOVED
            None,  # UNUSED
            self.forecast,
            self.display,
            None,  # RELICS
            None,  # DECREES
        ]

    def copy(self) -> PlayerState:
        p = _new(PlayerState)
        p.hand = self.hand[:]
        p.score = self.score[:]
        p.achievements = self.achievements[:]
        p.forecast = self.forecast[:]
        p.display = self.display[:]
        stacks = self.stacks
        p.stacks = [stacks[0][:], stacks[1][:], stacks[2][:], stacks[3][:], stacks[4][:]]
        p.splays = self.splays[:]
        p._link()
        p._icons = self._icons
        p._stale = self._stale
        p.highest = self.highest
        p.activatable = self.activatable
        p._bonuses = self._bonuses
        p._flagged = self._flagged
        p.flag_cards = self.flag_cards
        p.bonus_cards = self.bonus_cards
        p.points = self.points
        p._colors = self._colors[:]
        p.karmas = self.karmas
        p.conditions_checked = self.conditions_checked
        return p

    def changed(self, color: int | None = None) -> None:
        """Forget what was computed from the board (``color``'s stack, or all, changed)."""
        self._bonuses: list[int] | None = None
        self._flagged: tuple[int, ...] | None = None
        # The value of the highest top card, as ``queries.highest_top_value`` found it
        # (-1: to find).
        self.highest = -1
        # The cards on top that a Dogma action can activate, as ``queries.activatable``
        # found them (None: to find).
        self.activatable: list[int] | None = None
        # The karmas of the top cards, as ``inno.engine.karmas`` finds them (None: to find).
        self.karmas: tuple[tuple[int, Karma], ...] | None = None
        # The conditions of special achievements on the board (their list in
        # ``inno.engine.achievements``) this board was found not to meet (None: to check).
        self.conditions_checked: list | None = None
        if color is None:
            self._icons: list[int] | None = None
            # The colours whose icons ``_icons`` leaves out (see ``board_icons``).
            self._stale: tuple[int, ...] = ()
            self._colors = [None] * 5
            return
        icons = self._icons
        if icons is not None and color not in self._stale:
            # The icon counts are kept up to date one colour at a time (they are asked
            # after every change): take out what this colour showed, while it is known;
            # ``board_icons`` adds what it shows when next asked.  (A colour with
            # icons in the counts has its ColorShows: ``board_icons`` made it.)
            old = self._colors[color]
            if old is not None:
                i = old.icons
                self._icons = [
                    icons[0] - i[0],
                    icons[1] - i[1],
                    icons[2] - i[2],
                    icons[3] - i[3],
                    icons[4] - i[4],
                    icons[5] - i[5],
                ]
            self._stale += (color,)
        self._colors[color] = None

    # -- the board, as printed (the query layer adds what karmas change) -------

    def top_cards(self) -> list[int]:
        found = []
        for stack in self.stacks:  # (a loop: cheaper than a comprehension for five stacks)
            if stack:
                found.append(stack[-1])
        return found

    def color(self, color: int) -> ColorShows:
        """What one colour of the board shows (cached until that stack changes)."""
        shows = self._colors[color]
        if shows is None:
            shows = self._colors[color] = color_shows(self.stacks[color], self.splays[color])
        return shows

    def colors(self) -> list[ColorShows]:
        """What each colour shows, by colour (cached until that stack changes; do not
        change the list)."""
        shows = self._colors
        if None in shows:
            for color in range(5):
                if shows[color] is None:
                    shows[color] = color_shows(self.stacks[color], self.splays[color])
        # (No None is left in it now; a cast would cost a call in a hot query.)
        return shows  # type: ignore[return-value]

    def board_icons(self) -> list[int]:
        """Visible basic icons on this board, by icon (kept up to date colour by colour:
        see ``changed``; a new list whenever they change)."""
        counts = self._icons
        if counts is None:
            colors: tuple[int, ...] | range = range(5)
            a = b = c = d = e = f = 0
        elif self._stale:
            colors = self._stale
            a, b, c, d, e, f = counts
        else:
            return counts
        # (Six running totals, one per icon type: the engine's hottest loop.)
        for color in colors:
            if self.stacks[color]:
                shows = self._colors[color] or self.color(color)
                i = shows.icons
                a, b, c, d, e, f = a + i[0], b + i[1], c + i[2], d + i[3], e + i[4], f + i[5]
        self._stale = ()
        counts = self._icons = [a, b, c, d, e, f]
        return counts

    def board_bonuses(self) -> list[int]:
        """The values of the visible bonuses on this board (cached until the board changes)."""
        bonuses = self._bonuses
        if bonuses is None:
            bonuses = []
            if self.bonus_cards:  # (else no bonus shows: the base game has none)
                for color in range(5):
                    if self.stacks[color]:
                        shown = (self._colors[color] or self.color(color)).bonuses
                        if shown:  # (no call to extend for a colour showing none)
                            bonuses.extend(shown)
            self._bonuses = bonuses
        return bonuses

    def flagged_colors(self) -> tuple[int, ...]:
        """The colours showing a flag or a fountain (Cities; cached until the board changes)."""
        if not self.flag_cards:
            return ()
        flagged = self._flagged
        if flagged is None:
            shows = [self.color(c) if self.stacks[c] else None for c in range(5)]
            flagged = self._flagged = tuple(
                c for c, sh in enumerate(shows) if sh and (sh.flags or sh.fountains)
            )
        return flagged


class ColorShows:
    """What one stack shows: its top card whole, and what its splay reveals of the others.

    ``icons``: basic icons by icon; ``bonuses``: bonus values; ``hexes``: how
    many hexes; ``echoes``: the cards whose echo effect shows, bottom to top;
    ``inspires``: the same for inspire effects (Figures); ``flags``, ``fountains``: how many of these Cities icons show.
    """

    __slots__ = ("icons", "bonuses", "hexes", "echoes", "inspires", "flags", "fountains")

    icons: tuple[int, ...]
    bonuses: tuple[int, ...]
    hexes: int
    echoes: tuple[int | AddedEcho, ...]  # (a karma may add an echo effect: Stephen Hawking)
    inspires: tuple[int, ...]
    flags: int
    fountains: int

    def __init__(self, stack: list[int], splay: int) -> None:
        self.flags = self.fountains = 0
        if not stack:
            self.icons, self.bonuses, self.hexes, self.echoes = (0,) * 6, (), 0, ()
            self.inspires = ()
            return
        top = stack[-1]
        if splay == UNSPLAYED or len(stack) == 1:
            # Only the top card shows (the usual case): its printed tables as they are.
            self.icons = SPLAYED_ICONS[top][TOP]
            self.bonuses = SHOWN_BONUSES[top][TOP]
            self.hexes = SHOWN_HEXES[top][TOP]
            self.echoes = (top,) if SHOWS_ECHO[top][TOP] else ()
            self.inspires = (top,) if SHOWS_INSPIRE[top][TOP] else ()
            if HAS_FLAG_OR_FOUNTAIN[top]:
                shown = SHOWN[top][TOP]
                self.flags, self.fountains = shown.count("flag"), shown.count("fountain")
            return
        covered = stack[:-1]
        # (Six running totals, one per icon type, as in ``PlayerState.board_icons``.)
        a, b, c, d, e, f = SPLAYED_ICONS[top][TOP]
        bonuses = list(SHOWN_BONUSES[top][TOP])
        hexes = SHOWN_HEXES[top][TOP]
        echoes = []
        inspires = []
        flagged = HAS_FLAG_OR_FOUNTAIN[top]
        for card in covered:
            i = SPLAYED_ICONS[card][splay]
            a, b, c, d, e, f = a + i[0], b + i[1], c + i[2], d + i[3], e + i[4], f + i[5]
            shown_bonuses = SHOWN_BONUSES[card][splay]
            if shown_bonuses:
                bonuses.extend(shown_bonuses)
            hexes += SHOWN_HEXES[card][splay]
            if SHOWS_ECHO[card][splay]:
                echoes.append(card)
            if SHOWS_INSPIRE[card][splay]:
                inspires.append(card)
            flagged = flagged or HAS_FLAG_OR_FOUNTAIN[card]
        if SHOWS_ECHO[top][TOP]:
            echoes.append(top)
        if SHOWS_INSPIRE[top][TOP]:
            inspires.append(top)
        self.icons = (a, b, c, d, e, f)
        self.bonuses = tuple(bonuses)
        self.hexes = hexes
        self.echoes = tuple(echoes)
        self.inspires = tuple(inspires)
        if flagged:
            visible = [*SHOWN[top][TOP], *(t for c in covered for t in SHOWN[c][splay])]
            self.flags, self.fountains = visible.count("flag"), visible.count("fountain")


def color_shows(stack: list[int], splay: int) -> ColorShows:
    """What ``stack`` shows when splayed ``splay`` (nobody changes a ColorShows).

    Usually only the top card shows: what it shows is made once per card and shared.
    """
    if splay != UNSPLAYED and len(stack) > 1:
        return ColorShows(stack, splay)
    if not stack:
        return _NOTHING_SHOWN
    top = stack[-1]
    shows = _TOP_SHOWS[top]
    if shows is None:
        shows = _TOP_SHOWS[top] = ColorShows([top], UNSPLAYED)
    return shows


# What an empty stack shows, and what each card shows on top of an unsplayed stack (made
# when first asked).
_NOTHING_SHOWN = ColorShows([], UNSPLAYED)
_TOP_SHOWS: list[ColorShows | None] = [None] * N_CARDS


# The supply piles of a set not in play, by age.
_NO_PILES: tuple[tuple[int, ...], ...] = ((),) * 11
# Each card's supply pile as a bit (of ``State.cow``): bit ``11 * set + age``.
PILE_BIT = tuple(1 << (11 * SET[card] + AGE[card]) for card in range(N_CARDS))
# Every pile's bit.
ALL_PILES = (1 << (11 * 5)) - 1


class State:
    """Everything about a game that is not static card data."""

    __slots__ = (
        "n",
        "players",
        "piles",
        "shared",
        "loc",
        "owner",
        "current",
        "actions_left",
        "turn",
        "phase",
        "tucked",
        "scored",
        "unlooked",
        "revealed",
        "used",
        "out",
        "rng",
        "initial",
        "result",
        "cow",
    )

    def __init__(self, n_players: int, sets: tuple[int, ...] | None = None) -> None:
        self.n = n_players
        self.players = [PlayerState() for _ in range(n_players)]
        # piles[set][age]; age 0 is never used.  The piles of a set not in play (not in
        # ``sets``) never hold a card: empty tuples, which copies share.
        self.piles: list = [
            [[] for _ in range(11)] if sets is None or set_ in sets else _NO_PILES
            for set_ in range(5)
        ]
        # shared[zone]: the cards of a shared list zone (see SHARED_LIST_ZONES).
        self.shared: list = [[] if z.id in SHARED_LIST_ZONES else None for z in ZONES]
        self.loc = [UNUSED] * N_CARDS
        self.owner = [-1] * N_CARDS
        self.current = 0
        self.actions_left = 0
        self.turn = 0
        self.phase = "setup"  # setup -> (start -> action)... -> over; start: turn-start steps
        # Cards each player tucked and scored this turn (the Monument achievement).
        self.tucked = [0] * n_players
        self.scored = [0] * n_players
        # Cards in each hand that their owner has not looked at yet (drawn face
        # down, the option "face_down_draws"): a draw can be undone until then.
        self.unlooked: list[list[int]] = [[] for _ in range(n_players)]
        # Cards revealed and not moved since: everybody knows them, so their next
        # move is seen by everybody.
        self.revealed: list[int] = []
        # The actions allowed once per turn used this turn (Endorse, Decree, Inspire).
        self.used: list[str] = []
        # Players who lost and left the game (Exxon Valdez), in the order they left.
        self.out: list[int] = []
        self.rng = 0
        # Setup: the card each player chose as their first meld (-1: not yet).
        self.initial = [-1] * n_players
        self.result: dict | None = None
        # The supply piles this state shares with a checkpoint (bits of PILE_BIT): copied
        # before they change (see ``checkpoint``).
        self.cow = 0

    @property
    def available(self) -> list[int]:
        """The standard achievements in the centre."""
        return self.shared[AVAILABLE]

    @property
    def special(self) -> list[int]:
        """The special achievements nobody has claimed."""
        return self.shared[SPECIAL]

    @property
    def removed(self) -> list[int]:
        return self.shared[REMOVED]

    def copy(self) -> State:
        """An independent copy."""
        return self._copy(
            [piles if piles is _NO_PILES else list(map(list.copy, piles)) for piles in self.piles],
            0,
        )

    def checkpoint(self) -> State:
        """A copy of this state for a checkpoint, which nobody changes: like :meth:`copy`,
        but sharing the supply piles with this state, which copies one before changing it.

        (The supply piles are most of a copy with expansions, and most of them do not
        change before the next checkpoint.  Only ``take``, ``put`` and ``own_pile``
        change the piles of a state in play; other code changes those of a :meth:`copy`.)
        """
        self.cow = ALL_PILES
        return self._copy([p if p is _NO_PILES else p[:] for p in self.piles], ALL_PILES)

    def own_pile(self, set_: int, age: int) -> list[int]:
        """The supply pile of ``set_`` and ``age``, to change (no longer shared)."""
        pile = self.piles[set_][age]
        bit = 1 << (11 * set_ + age)
        if self.cow & bit:
            pile = self.piles[set_][age] = pile[:]
            self.cow ^= bit
        return pile

    def _copy(self, piles: list, cow: int) -> State:
        """A copy with these supply piles, ``cow`` the bits of those shared with this state."""
        s = _new(State)
        s.n = self.n
        s.players = list(map(PlayerState.copy, self.players))
        s.piles = piles
        s.shared = shared = self.shared[:]
        for zone in SHARED_LIST_ZONES:
            shared[zone] = shared[zone][:]
        s.loc = self.loc[:]
        s.owner = self.owner[:]
        s.current = self.current
        s.actions_left = self.actions_left
        s.turn = self.turn
        s.phase = self.phase
        s.tucked = self.tucked[:]
        s.scored = self.scored[:]
        s.unlooked = list(map(list.copy, self.unlooked))
        s.revealed = self.revealed[:]
        s.used = self.used[:]
        s.out = self.out[:]
        s.rng = self.rng
        s.initial = self.initial[:]
        s.result = self.result
        s.cow = cow
        return s

    # -- moving cards --------------------------------------------------------
    # The only two functions that change where a card is.  Rules verbs
    # (inno.engine.verbs) are built on them and add logging and triggers.

    def take(self, card: int) -> None:
        """Lift ``card`` out of its zone, to :meth:`put` it into another at once (until
        then ``loc`` and ``owner`` still say where it was)."""
        zone = self.loc[card]
        who = self.owner[card]
        if zone == BOARD:
            p = self.players[who]
            color = COLOR[card]
            stack = p.stacks[color]
            stack.remove(card)
            if len(stack) < 2:
                # A stack of zero or one card is unsplayed and forgets its splay.
                p.splays[color] = UNSPLAYED
            if HAS_FLAG_OR_FOUNTAIN[card]:
                p.flag_cards -= 1
            if BONUSES[card]:
                p.bonus_cards -= 1
            p.changed(color)
        elif zone == SUPPLY:
            if self.cow & PILE_BIT[card]:
                self.own_pile(SET[card], AGE[card])
            self.piles[SET[card]][AGE[card]].remove(card)
        elif who >= 0:
            p = self.players[who]
            p.zones[zone].remove(card)
            if zone == SCORE:
                p.points -= AGE[card]
        elif zone == UNUSED:  # pragma: no cover - a card outside the game is never moved
            raise AssertionError(f"card {card} is not in the game")
        else:
            self.shared[zone].remove(card)

    def put(self, card: int, zone: int, who: int = -1, bottom: bool = False) -> None:
        """Place a lifted ``card`` into ``zone`` (on top unless ``bottom``)."""
        if zone == BOARD:
            p = self.players[who]
            stack = p.stacks[COLOR[card]]
            if bottom:
                stack.insert(0, card)
            else:
                stack.append(card)
            if HAS_FLAG_OR_FOUNTAIN[card]:
                p.flag_cards += 1
            if BONUSES[card]:
                p.bonus_cards += 1
            p.changed(COLOR[card])
        elif zone == SUPPLY:
            if self.cow & PILE_BIT[card]:
                self.own_pile(SET[card], AGE[card])
            pile = self.piles[SET[card]][AGE[card]]
            if bottom:
                pile.insert(0, card)
            else:
                pile.append(card)
            who = -1
        elif ZONES[zone].owned:
            p = self.players[who]
            p.zones[zone].append(card)
            if zone == SCORE:
                p.points += AGE[card]
        else:
            self.shared[zone].append(card)
            who = -1
        self.loc[card] = zone
        self.owner[card] = who

    def move(self, card: int, zone: int, who: int = -1, bottom: bool = False) -> None:
        self.take(card)
        self.put(card, zone, who, bottom)

    # -- queries ---------------------------------------------------------------

    def cards_in_game(self) -> int:
        return sum(1 for z in self.loc if z != UNUSED)

    def audit(self) -> None:
        """Raise AssertionError unless every card is in exactly one zone, as ``loc`` says."""
        seen: dict[int, tuple[int, int]] = {}

        def check(cards: list[int], zone: int, who: int) -> None:
            for card in cards:
                assert card not in seen, f"card {card} is in {seen[card]} and {(zone, who)}"
                seen[card] = (zone, who)
                assert self.loc[card] == zone and self.owner[card] == who, (
                    f"card {card}: loc says {(self.loc[card], self.owner[card])}, found in {(zone, who)}"
                )

        for i, p in enumerate(self.players):
            for zone in PLAYER_LIST_ZONES:
                check(p.zones[zone], zone, i)
            for color, stack in enumerate(p.stacks):
                check(stack, BOARD, i)
                assert all(COLOR[c] == color for c in stack), f"wrong colour in stack {color}"
                if len(stack) < 2:
                    assert p.splays[color] == UNSPLAYED, "a stack of 0-1 cards is splayed"
            # (The icon counts as kept up to date colour by colour, against a recount.)
            icons = p.board_icons() if p._icons is not None else None
            bonuses, colors, flagged = p._bonuses, p._colors, p._flagged
            karmas = p.karmas  # (checked by inno.engine.karmas.check)
            p.changed()
            p.karmas = karmas
            assert icons is None or icons == p.board_icons(), "stale icon counts"
            assert bonuses is None or bonuses == p.board_bonuses(), "stale bonuses"
            on_board = [c for stack in p.stacks for c in stack]
            assert p.flag_cards == sum(HAS_FLAG_OR_FOUNTAIN[c] for c in on_board), "flag cards"
            assert p.bonus_cards == sum(bool(BONUSES[c]) for c in on_board), "bonus cards"
            assert p.points == sum(AGE[c] for c in p.score), "score pile points"
            assert flagged is None or flagged == p.flagged_colors(), "stale flags"
            for color, shows in enumerate(colors):
                fresh = p.color(color)
                assert shows is None or all(
                    getattr(shows, k) == getattr(fresh, k) for k in ColorShows.__slots__
                ), "stale colour"
            assert all(c in p.hand for c in self.unlooked[i]), "a face-down card not in hand"
        for set_piles in self.piles:
            for age, pile in enumerate(set_piles):
                check(pile, SUPPLY, -1)
                assert all(AGE[c] == age for c in pile)
        for zone in SHARED_LIST_ZONES:
            check(self.shared[zone], zone, -1)
        in_zones = {c for c in range(N_CARDS) if self.loc[c] != UNUSED}
        assert in_zones == set(seen), "loc names cards that are in no zone"
