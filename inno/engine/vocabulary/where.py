"""The vocabulary of who and what is where: players, zones, boards, and what cards are worth.

Everything a rule or a karma can change is asked of the query layer
(``inno.engine.queries``): a card's value, visible icons, bonuses, score.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from inno.data.cards import BONUSES, COLOR, COLORS, HAS_ICON, SHOWN, SPLAYS, TOP, TOP_ICONS
from inno.engine import queries
from inno.engine.decisions import Decision
from inno.engine.state import BOARD, PlayerState, State

if TYPE_CHECKING:
    from inno.engine.registry import AddedEcho
    from inno.engine.table import Table

T = TypeVar("T")
# What a verb or a choice is: a generator that yields the decisions it asks
# (``yield from``), is sent their answers, and returns its outcome, a ``T``.
Steps = Generator[Decision, Any, T]


class Vocabulary:
    """What the vocabulary's parts (:class:`Where`, ``Choices``, ``Verbs``) read of the
    effect they belong to: the class that mixes them in (``inno.engine.context.Effect``)
    sets these in its slots."""

    __slots__ = ()

    game: Table
    state: State
    you: int  # the player executing the effect ("you")
    card: int  # the card whose effect it is (-1 outside effects)


class Where(Vocabulary):
    __slots__ = ()

    # -- who ------------------------------------------------------------------

    def name(self, player: int) -> str:
        return self.game.names[player]

    def opponents(self, player: int | None = None) -> list[int]:
        """Opponents of ``player`` (default you), clockwise from their left."""
        return self.game.opponents_of(self.you if player is None else player)

    def others(self, player: int | None = None) -> list[int]:
        """Every other player, clockwise from ``player``'s left."""
        return self.game.clockwise_from_left(self.you if player is None else player)

    def players(self) -> list[int]:
        """Every player in the game, you first, then clockwise."""
        return [self.you, *self.others()]

    def in_game(self) -> list[int]:
        """The players still in the game (those who lost have left it), by seat."""
        return self.game.in_game()

    def _p(self, player: int | None) -> PlayerState:
        return self.state.players[self.you if player is None else player]

    # -- what is where ------------------------------------------------------------

    def hand(self, player: int | None = None) -> list[int]:
        """The cards in a hand (and what counts as being there: Emperor Meiji).

        With face-down draws, an effect that reads a hand shows something of it ("nothing
        to meld"): its owner looks at their face-down cards first (not for a karma's
        "each" change, which a query asks)."""
        p = self.you if player is None else player
        t = self.game
        if t.state.unlooked[p] and not t.modifying:
            t.look_at_hand(p, f"{t.names[p]} saw their face-down cards: an effect read the hand")
        return queries.hand(t, p)[:]

    def score_pile(self, player: int | None = None) -> list[int]:
        """The cards in a score pile (and what counts as being there: Michelangelo)."""
        return queries.score_pile(self.game, self.you if player is None else player)[:]

    def forecast(self, player: int | None = None) -> list[int]:
        """The cards in a forecast (Echoes)."""
        return self._p(player).forecast[:]

    def achievements(self, player: int | None = None) -> list[int]:
        return self._p(player).achievements[:]

    def achievement_count(self, player: int | None = None) -> int:
        """How many achievements a player has: the cards, and what counts as one (flags...)."""
        return queries.achievement_count(self.game, self.you if player is None else player)

    def available_achievements(self) -> list[int]:
        """The standard achievements in the centre."""
        return self.state.available[:]

    def available_for(self, player: int | None = None) -> list[int]:
        """The standard achievements a player may claim from: those in the centre, and
        what counts as one for them (Cai Lun, Amina Sukhera, John Loudon McAdam)."""
        return queries.available_achievements(self.game, self.you if player is None else player)[:]

    def stack(self, color: int, player: int | None = None) -> list[int]:
        """The cards of ``color`` on a board, bottom first."""
        return self._p(player).stacks[color][:]

    def top(self, color: int, player: int | None = None) -> int | None:
        stack = self._p(player).stacks[color]
        return stack[-1] if stack else None

    def bottom(self, color: int, player: int | None = None) -> int | None:
        stack = self._p(player).stacks[color]
        return stack[0] if stack else None

    def top_cards(self, player: int | None = None) -> list[int]:
        return self._p(player).top_cards()

    def board(self, player: int | None = None) -> list[int]:
        """Every card on a board."""
        return [c for stack in self._p(player).stacks for c in stack]

    def colors(self, player: int | None = None) -> list[int]:
        """The colours present on a board."""
        p = self._p(player)
        return [c for c in range(5) if p.stacks[c]]

    def splay_of(self, color: int, player: int | None = None) -> int:
        return self._p(player).splays[color]

    def splayable(
        self, direction: int, player: int | None = None, colors: Iterable[int] = range(5)
    ) -> list[int]:
        """The ``colors`` of a board that splaying ``direction`` would change."""
        p = self._p(player)
        return [c for c in colors if len(p.stacks[c]) >= 2 and p.splays[c] != direction]

    def is_top(self, card: int) -> bool:
        return queries.is_top(self.game, card)

    def where(self, card: int) -> tuple[int, int]:
        """(zone, owner) of a card."""
        return self.state.loc[card], self.state.owner[card]

    def still_there(self, cards: Iterable[int]) -> Iterator[int]:
        """Each of ``cards`` in turn, read lazily between the moves an effect makes of
        them, skipping a card that has left the place it was in when they were named (a
        karma answering the move of an earlier one moved it: "tuck all cards from your
        hand" and one of them was returned meanwhile is no longer one of them)."""
        cards = list(cards)
        if len(cards) < 2:  # (nothing moves before the first card's turn)
            return iter(cards)
        s = self.state
        loc, owner = s.loc, s.owner  # (the live lists: read at each card's turn)
        places = [(loc[c], owner[c]) for c in cards]
        # (a lazy generator expression, not a generator function: no verb of the vocabulary)
        return (
            c
            for c, (zone, o) in zip(cards, places, strict=True)
            if loc[c] == zone and owner[c] == o
        )

    def supply_pile(self, value: int, set_: int) -> list[int]:
        """A supply pile ("the {1} deck"), bottom first; empty for a value that has no deck
        (an effect's value raised past 10, as Johannes Kepler's karma may: "the {11} deck"
        has no card)."""
        piles = self.state.piles[set_]
        return piles[value][:] if 0 < value < len(piles) else []

    # -- what the board shows ----------------------------------------------------

    def icons(self, icon: int, player: int | None = None) -> int:
        """How many ``icon`` are visible on a board."""
        return queries.icons(self.game, self.you if player is None else player)[icon]

    def color_icons(self, color: int, icon: int, player: int | None = None) -> int:
        """How many ``icon`` are visible in one colour of a board."""
        p = self.you if player is None else player
        return queries.color_icons(self.game, p, color)[icon]

    def bonuses(self, player: int | None = None) -> list[int]:
        """The values of the bonuses visible on a board (Echoes)."""
        return list(queries.bonuses(self.game, self.you if player is None else player))

    def hexes(self, color: int, player: int | None = None) -> int:
        """How many hexes (card images) are visible in one colour."""
        return queries.hexes(self.game, self.you if player is None else player, color)

    def echo_cards(self, color: int, player: int | None = None) -> list[int | AddedEcho]:
        """The cards of one colour whose echo effect is visible, bottom to top."""
        return list(queries.echo_cards(self.game, self.you if player is None else player, color))

    def visible_cards(self, color: int, player: int | None = None) -> int:
        """How many cards of one colour are visible (unsplayed: 1)."""
        return queries.visible_cards(self.game, self.you if player is None else player, color)

    def highest_bonus(self, player: int | None = None) -> int:
        """The highest bonus visible on a board (0 without any)."""
        return max(self.bonuses(player), default=0)

    def shows(self, card: int, token: str) -> bool:
        """Is ``token`` (e.g. ``"hex"``) of ``card`` visible on a board (top card, or by a splay)?"""
        s = self.state
        if s.loc[card] != BOARD:
            return False
        p = s.players[s.owner[card]]
        stack = p.stacks[COLOR[card]]
        return token in SHOWN[card][TOP if stack[-1] == card else p.splays[COLOR[card]]]

    def points(self, player: int | None = None) -> int:
        """A player's score: the points in their score pile, and their bonuses."""
        return queries.score(self.game, self.you if player is None else player)

    def eligible_ages(
        self,
        ages: Sequence[int],
        points: int | None = None,
        *,
        check_top: bool = True,
        check_score: bool = True,
    ) -> list[int]:
        """Which of ``ages`` you could claim a standard achievement of (``check_top`` /
        ``check_score`` False: ignoring the top card / the score requirement)."""
        return queries.eligible_ages(
            self.game, self.you, ages, points, check_top=check_top, check_score=check_score
        )

    def eligible(self, age: int, player: int | None = None, points: int | None = None) -> bool:
        """Could a player claim a standard achievement of ``age`` ("if eligible")?"""
        p = self.you if player is None else player
        return queries.eligible(self.game, p, age, points)

    # -- about cards ----------------------------------------------------------------

    def value(self, card: int | None) -> int:
        """A card's value; the value of a card you don't have is 0."""
        return 0 if card is None else queries.value(self.game, card)

    def printed(self, value: int) -> int:
        """A value printed in the effect's text ({3}): every such value passes here."""
        return queries.printed(self.game, self, value)

    @staticmethod
    def color(card: int) -> int:
        return COLOR[card]

    @staticmethod
    def has(card: int, icon: int) -> bool:
        """Does ``card`` bear ``icon`` (anywhere on it)?"""
        return HAS_ICON[card][icon]

    @staticmethod
    def bonus(card: int) -> int:
        """The bonus printed on ``card`` (Echoes), 0 if it has none ("a card with a bonus")."""
        bonuses = BONUSES[card]
        return bonuses[0] if bonuses else 0

    @staticmethod
    def icon_count(card: int, icon: int) -> int:
        """How many ``icon`` are printed on ``card``."""
        return TOP_ICONS[card][icon]

    @staticmethod
    def card_icons(card: int) -> set[int]:
        """The basic icons printed on ``card`` (for "shares an icon")."""
        return {i for i, n in enumerate(TOP_ICONS[card]) if n}

    def highest(self, cards: Iterable[int]) -> list[int]:
        """All cards tied for the highest value (empty for no cards)."""
        cards = list(cards)
        if not cards:
            return []
        values = [self.value(c) for c in cards]
        top = max(values)
        return [c for c, v in zip(cards, values, strict=True) if v == top]

    def lowest(self, cards: Iterable[int]) -> list[int]:
        cards = list(cards)
        if not cards:
            return []
        values = [self.value(c) for c in cards]
        low = min(values)
        return [c for c, v in zip(cards, values, strict=True) if v == low]

    def max_value(self, cards: Iterable[int]) -> int:
        """The highest value among ``cards`` (0 for none)."""
        return max((self.value(c) for c in cards), default=0)

    def single_player_with_most(self, measure: Callable[[int], int]) -> int | None:
        """The single player in the game with the highest ``measure(player)``, or None on
        a tie (a player who lost is not compared)."""
        values = {p: measure(p) for p in self.in_game()}
        best = max(values.values())
        leaders = [p for p, v in values.items() if v == best]
        return leaders[0] if len(leaders) == 1 else None

    # -- naming things in prompts ---------------------------------------------------

    @staticmethod
    def color_name(color: int) -> str:
        return COLORS[color]

    @staticmethod
    def splay_name(direction: int) -> str:
        return SPLAYS[direction]

    # -- more of what karmas read ---------------------------------------------------

    def seats(self) -> range:
        """Every player by seat (those who lost included)."""
        return range(self.state.n)

    def is_opponent(self, player: int, of: int | None = None) -> bool:
        """Is ``player`` an opponent (not a teammate) of ``of`` (default you)?"""
        return self.game.is_opponent(self.you if of is None else of, player)

    def executes_something(self, card: int, player: int) -> bool:
        """Whether a Dogma action on ``card``, a top card of ``player``'s board, would
        execute something (dogma effects, or echo effects visible in its colour)."""
        return queries.executes_something(self.game, player, card)

    def featured_icon(self, card: int) -> int:
        """The featured icon of ``card`` (-1 for a card without one, such as a city)."""
        return queries.featured_icon(self.game, card)

    def icon_counts(self, player: int | None = None) -> list[int]:
        """How many of each basic icon are visible on a board, by icon."""
        return list(queries.icons(self.game, self.you if player is None else player))

    def color_icon_counts(self, color: int, player: int | None = None) -> tuple[int, ...]:
        """How many of each basic icon are visible in one colour of a board, by icon."""
        return queries.color_icons(self.game, self.you if player is None else player, color)

    def inspire_cards(self, color: int, player: int | None = None) -> tuple[int, ...]:
        """The cards of one colour whose inspire effect is visible, bottom to top (Figures)."""
        return queries.inspire_cards(self.game, self.you if player is None else player, color)
