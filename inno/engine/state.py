"""The plain-data state of a game.

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

from inno.cards.data import (
    AGE,
    COLOR,
    N_CARDS,
    SET,
    SPLAYED_ICONS,
    TOP_ICONS,
    UNSPLAYED,
)

# Zones a card can be in.
SUPPLY = 0  # a supply pile (by set and age)
HAND = 1
BOARD = 2
SCORE = 3  # score pile
ACHIEVEMENTS = 4  # a player's achievements
AVAILABLE = 5  # the standard achievements in the centre
SPECIAL = 6  # special achievements not claimed yet
REMOVED = 7  # removed from the game ("the box")
UNUSED = 8  # cards of expansions not in this game
ZONE_NAMES = (
    "supply",
    "hand",
    "board",
    "score pile",
    "achievements",
    "available achievements",
    "special achievements",
    "removed",
    "not in the game",
)
# Zones whose cards belong to one player.
PLAYER_ZONES = (HAND, BOARD, SCORE, ACHIEVEMENTS)


class PlayerState:
    __slots__ = ("hand", "score", "achievements", "stacks", "splays", "_icons")

    def __init__(self) -> None:
        self.hand: list[int] = []
        self.score: list[int] = []
        self.achievements: list[int] = []
        self.stacks: list[list[int]] = [[], [], [], [], []]
        self.splays: list[int] = [UNSPLAYED] * 5
        self._icons: list[int] | None = None

    def copy(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.hand = self.hand[:]
        p.score = self.score[:]
        p.achievements = self.achievements[:]
        p.stacks = [s[:] for s in self.stacks]
        p.splays = self.splays[:]
        p._icons = self._icons
        return p

    # -- the board -------------------------------------------------------------

    def top_cards(self) -> list[int]:
        return [s[-1] for s in self.stacks if s]

    def icons(self) -> list[int]:
        """Visible basic icons on this board, by icon (cached; verbs invalidate)."""
        counts = self._icons
        if counts is None:
            counts = [0, 0, 0, 0, 0, 0]
            for color in range(5):
                stack = self.stacks[color]
                if stack:
                    for i, n in enumerate(stack_icons(stack, self.splays[color])):
                        counts[i] += n
            self._icons = counts
        return counts

    def score_total(self) -> int:
        return sum(AGE[c] for c in self.score)


def stack_icons(stack: list[int], splay: int) -> list[int]:
    """Visible basic icons of one stack: all of its top card, and what the splay shows."""
    counts = list(TOP_ICONS[stack[-1]])
    if splay != UNSPLAYED:
        for card in stack[:-1]:
            shown = SPLAYED_ICONS[card][splay]
            for i in range(6):
                counts[i] += shown[i]
    return counts


class State:
    """Everything about a game that is not static card data."""

    __slots__ = (
        "n",
        "players",
        "piles",
        "available",
        "special",
        "removed",
        "loc",
        "owner",
        "current",
        "actions_left",
        "turn",
        "phase",
        "tucked",
        "scored",
        "rng",
        "initial",
        "result",
    )

    def __init__(self, n_players: int) -> None:
        self.n = n_players
        self.players = [PlayerState() for _ in range(n_players)]
        # piles[set][age]; age 0 is never used.
        self.piles: list[list[list[int]]] = [[[] for _ in range(11)] for _ in range(5)]
        self.available: list[int] = []
        self.special: list[int] = []
        self.removed: list[int] = []
        self.loc = [UNUSED] * N_CARDS
        self.owner = [-1] * N_CARDS
        self.current = 0
        self.actions_left = 0
        self.turn = 0
        self.phase = "setup"  # setup -> action -> over
        # Cards each player tucked and scored this turn (the Monument achievement).
        self.tucked = [0] * n_players
        self.scored = [0] * n_players
        self.rng = 0
        # Setup: the card each player chose as their first meld (-1: not yet).
        self.initial = [-1] * n_players
        self.result: dict | None = None

    def copy(self) -> State:
        s = State.__new__(State)
        s.n = self.n
        s.players = [p.copy() for p in self.players]
        s.piles = [[pile[:] for pile in piles] for piles in self.piles]
        s.available = self.available[:]
        s.special = self.special[:]
        s.removed = self.removed[:]
        s.loc = self.loc[:]
        s.owner = self.owner[:]
        s.current = self.current
        s.actions_left = self.actions_left
        s.turn = self.turn
        s.phase = self.phase
        s.tucked = self.tucked[:]
        s.scored = self.scored[:]
        s.rng = self.rng
        s.initial = self.initial[:]
        s.result = self.result
        return s

    # -- moving cards --------------------------------------------------------
    # The only two functions that change where a card is.  Rules verbs
    # (inno.engine.verbs) are built on them and add logging and triggers.

    def take(self, card: int) -> None:
        """Lift ``card`` out of its zone."""
        zone = self.loc[card]
        who = self.owner[card]
        if zone == HAND:
            self.players[who].hand.remove(card)
        elif zone == BOARD:
            p = self.players[who]
            color = COLOR[card]
            stack = p.stacks[color]
            stack.remove(card)
            if len(stack) < 2:
                # A stack of zero or one card is unsplayed and forgets its splay.
                p.splays[color] = UNSPLAYED
            p._icons = None
        elif zone == SCORE:
            self.players[who].score.remove(card)
        elif zone == SUPPLY:
            self.piles[SET[card]][AGE[card]].remove(card)
        elif zone == ACHIEVEMENTS:
            self.players[who].achievements.remove(card)
        elif zone == AVAILABLE:
            self.available.remove(card)
        elif zone == SPECIAL:
            self.special.remove(card)
        elif zone == REMOVED:
            self.removed.remove(card)
        else:  # pragma: no cover - a card outside the game is never moved
            raise AssertionError(f"card {card} is not in the game")
        self.loc[card] = UNUSED
        self.owner[card] = -1

    def put(self, card: int, zone: int, who: int = -1, bottom: bool = False) -> None:
        """Place a lifted ``card`` into ``zone`` (on top unless ``bottom``)."""
        if zone == HAND:
            self.players[who].hand.append(card)
        elif zone == BOARD:
            p = self.players[who]
            stack = p.stacks[COLOR[card]]
            if bottom:
                stack.insert(0, card)
            else:
                stack.append(card)
            p._icons = None
        elif zone == SCORE:
            self.players[who].score.append(card)
        elif zone == SUPPLY:
            pile = self.piles[SET[card]][AGE[card]]
            if bottom:
                pile.insert(0, card)
            else:
                pile.append(card)
            who = -1
        elif zone == ACHIEVEMENTS:
            self.players[who].achievements.append(card)
        elif zone == AVAILABLE:
            self.available.append(card)
            who = -1
        elif zone == SPECIAL:
            self.special.append(card)
            who = -1
        elif zone == REMOVED:
            self.removed.append(card)
            who = -1
        else:  # pragma: no cover
            raise AssertionError(f"unknown zone {zone}")
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
            check(p.hand, HAND, i)
            check(p.score, SCORE, i)
            check(p.achievements, ACHIEVEMENTS, i)
            for color, stack in enumerate(p.stacks):
                check(stack, BOARD, i)
                assert all(COLOR[c] == color for c in stack), f"wrong colour in stack {color}"
                if len(stack) < 2:
                    assert p.splays[color] == UNSPLAYED, "a stack of 0-1 cards is splayed"
            cached = p._icons
            p._icons = None
            assert cached is None or cached == p.icons(), "stale icon counts"
        for set_piles in self.piles:
            for age, pile in enumerate(set_piles):
                check(pile, SUPPLY, -1)
                assert all(AGE[c] == age for c in pile)
        check(self.available, AVAILABLE, -1)
        check(self.special, SPECIAL, -1)
        check(self.removed, REMOVED, -1)
        in_zones = {c for c in range(N_CARDS) if self.loc[c] != UNUSED}
        assert in_zones == set(seen), "loc names cards that are in no zone"
