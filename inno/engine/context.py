"""The vocabulary card effects are written in.

Each effect is a generator function taking one argument ``x``, an
:class:`Effect`: who "you" are (``x.you``), whose dogma it is (``x.leader``,
the "I"/"my" of a demand), which card is executing (``x.card``), and the rules
verbs and choices, named as the rulebook names them.  Verbs and choices are
generators (``yield from x.meld(card)``) because any of them may need a
player's decision.

A choice with exactly one legal answer that the card does not make optional
is taken without asking: the engine never asks a question that has only one
answer.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from inno.cards.data import (
    AGE,
    COLOR,
    COLORS,
    HAS_ICON,
    NAME,
    SET,
    SPLAYS,
    UNSPLAYED,
    describe_back,
)
from inno.engine.decisions import Decision
from inno.engine.state import BOARD, HAND, SCORE, ZONE_NAMES, stack_icons
from inno.engine.verbs import door

if TYPE_CHECKING:
    from inno.engine.dogma import Run
    from inno.engine.game import Game


class DogmaComplete(Exception):
    """Raised by an effect that ends the whole dogma action (Fission)."""


class Effect:
    __slots__ = ("game", "state", "you", "leader", "card", "run")

    def __init__(self, game: Game, you: int, leader: int, card: int = -1, run: Run | None = None):
        self.game = game
        self.state = game.state
        self.you = you  # "you" on the card: the player executing these instructions
        self.leader = leader  # the player whose dogma action this is ("I", "my")
        self.card = card  # the card whose effect is executing (-1 outside effects)
        self.run = run  # the dogma action's shared memory (see inno.engine.dogma.Run)

    @property
    def memo(self) -> dict:
        """What this card's execution remembers across its effects and players."""
        return self.run.memo

    # -- who ------------------------------------------------------------------

    def name(self, player: int) -> str:
        return self.game.names[player]

    def opponents(self, player: int | None = None) -> list[int]:
        """Opponents of ``player`` (default you), clockwise from their left."""
        return self.game.opponents_of(self.you if player is None else player)

    def others(self, player: int | None = None) -> list[int]:
        """Every other player, clockwise from ``player``'s left."""
        p = self.you if player is None else player
        n = self.state.n
        return [(p + i) % n for i in range(1, n)]

    def players(self) -> list[int]:
        """Every player, you first, then clockwise."""
        return [self.you, *self.others()]

    # -- what is where ------------------------------------------------------------

    def hand(self, player: int | None = None) -> list[int]:
        return self.state.players[self.you if player is None else player].hand[:]

    def score_pile(self, player: int | None = None) -> list[int]:
        return self.state.players[self.you if player is None else player].score[:]

    def achievements(self, player: int | None = None) -> list[int]:
        return self.state.players[self.you if player is None else player].achievements[:]

    def stack(self, color: int, player: int | None = None) -> list[int]:
        """The cards of ``color`` on a board, bottom first."""
        return self.state.players[self.you if player is None else player].stacks[color][:]

    def top(self, color: int, player: int | None = None) -> int | None:
        stack = self.state.players[self.you if player is None else player].stacks[color]
        return stack[-1] if stack else None

    def bottom(self, color: int, player: int | None = None) -> int | None:
        stack = self.state.players[self.you if player is None else player].stacks[color]
        return stack[0] if stack else None

    def top_cards(self, player: int | None = None) -> list[int]:
        return self.state.players[self.you if player is None else player].top_cards()

    def board(self, player: int | None = None) -> list[int]:
        """Every card on a board."""
        p = self.state.players[self.you if player is None else player]
        return [c for stack in p.stacks for c in stack]

    def colors(self, player: int | None = None) -> list[int]:
        """The colours present on a board."""
        p = self.state.players[self.you if player is None else player]
        return [c for c in range(5) if p.stacks[c]]

    def splay_of(self, color: int, player: int | None = None) -> int:
        return self.state.players[self.you if player is None else player].splays[color]

    def icons(self, icon: int, player: int | None = None) -> int:
        """How many ``icon`` are visible on a board."""
        return self.state.players[self.you if player is None else player].icons()[icon]

    def color_icons(self, color: int, icon: int, player: int | None = None) -> int:
        """How many ``icon`` are visible in one colour of a board."""
        p = self.state.players[self.you if player is None else player]
        stack = p.stacks[color]
        return stack_icons(stack, p.splays[color])[icon] if stack else 0

    def points(self, player: int | None = None) -> int:
        """A player's score: the points in their score pile."""
        return self.game.score(self.you if player is None else player)

    def is_top(self, card: int) -> bool:
        s = self.state
        if s.loc[card] != BOARD:
            return False
        return s.players[s.owner[card]].stacks[COLOR[card]][-1] == card

    def where(self, card: int) -> tuple[int, int]:
        """(zone, owner) of a card."""
        return self.state.loc[card], self.state.owner[card]

    # -- about cards ----------------------------------------------------------------

    @staticmethod
    def age(card: int | None) -> int:
        """A card's value; the value of a card you don't have is 0."""
        return 0 if card is None else AGE[card]

    @staticmethod
    def color(card: int) -> int:
        return COLOR[card]

    @staticmethod
    def has(card: int, icon: int) -> bool:
        """Does ``card`` bear ``icon`` (anywhere on it)?"""
        return HAS_ICON[card][icon]

    @staticmethod
    def highest(cards: Iterable[int]) -> list[int]:
        """All cards tied for the highest value (empty for no cards)."""
        cards = list(cards)
        if not cards:
            return []
        top = max(AGE[c] for c in cards)
        return [c for c in cards if AGE[c] == top]

    @staticmethod
    def lowest(cards: Iterable[int]) -> list[int]:
        cards = list(cards)
        if not cards:
            return []
        low = min(AGE[c] for c in cards)
        return [c for c in cards if AGE[c] == low]

    @staticmethod
    def max_age(cards: Iterable[int]) -> int:
        return max((AGE[c] for c in cards), default=0)

    # -- rules verbs ----------------------------------------------------------------

    def draw(self, age: int, player: int | None = None):
        return (yield from door(self.game, "draw", self.you if player is None else player, age))

    def draw_and_meld(self, age: int):
        card = yield from self.draw(age)
        yield from self.meld(card)
        return card

    def draw_and_score(self, age: int):
        card = yield from self.draw(age)
        yield from self.score(card)
        return card

    def draw_and_tuck(self, age: int):
        card = yield from self.draw(age)
        yield from self.tuck(card)
        return card

    def draw_and_reveal(self, age: int):
        """Draw a card and reveal it; it stays in your hand unless the effect moves it."""
        card = yield from self.draw(age)
        yield from self.reveal(card)
        return card

    def meld(self, card: int):
        yield from door(self.game, "meld", self.you, card)

    def tuck(self, card: int):
        yield from door(self.game, "tuck", self.you, card)

    def score(self, card: int):
        """Score ``card`` (put it in your score pile)."""
        yield from door(self.game, "score", self.you, card)

    def return_card(self, card: int):
        """Return ``card`` to the bottom of its supply pile."""
        yield from door(self.game, "return", self.you, card)

    def reveal(self, card: int):
        yield from door(self.game, "reveal", self.you, card)

    def remove(self, card: int):
        yield from door(self.game, "remove", self.you, card)

    def transfer(self, card: int, to: int, zone: int):
        """Transfer ``card`` to player ``to``'s ``zone`` (HAND, SCORE, BOARD, ACHIEVEMENTS)."""
        yield from door(self.game, "transfer", self.you, card, zone, to)

    def achieve(self, card: int):
        """Claim ``card`` (an achievement) as your achievement."""
        yield from door(self.game, "achieve", self.you, card)

    def claim(self, special: str):
        """Claim the special achievement called ``special``, if nobody has it yet."""
        card = self.game.special_achievement(special)
        if card is not None:
            yield from self.achieve(card)

    def splay(self, color: int, direction: int):
        """Splay your ``color`` cards; True if the splay changed."""
        return (yield from door(self.game, "splay", self.you, color, direction))

    def unsplay(self, color: int):
        return (yield from door(self.game, "splay", self.you, color, UNSPLAYED))

    def exchange(
        self, these: list[int], there: tuple[int, int], those: list[int], here: tuple[int, int]
    ):
        """Exchange ``these`` cards, moving to ``there`` (zone, owner), with ``those``, moving to ``here``."""
        these, those = list(these), list(those)
        for card in these:
            yield from door(self.game, "exchange", self.you, card, there[0], there[1])
        for card in those:
            yield from door(self.game, "exchange", self.you, card, here[0], here[1])

    # Verbs on several cards "at once".  Where the order matters (cards going to
    # the same stack or supply pile), the player chooses it.

    def meld_all(self, cards: Iterable[int]):
        for card in (yield from self.arrange(cards, "meld")):
            yield from self.meld(card)

    def tuck_all(self, cards: Iterable[int]):
        for card in (yield from self.arrange(cards, "tuck")):
            yield from self.tuck(card)

    def return_all(self, cards: Iterable[int]):
        for card in (yield from self.arrange(cards, "return")):
            yield from self.return_card(card)

    def score_all(self, cards: Iterable[int]):
        for card in list(cards):
            yield from self.score(card)

    def transfer_all(self, cards: Iterable[int], to: int, zone: int):
        for card in list(cards):
            yield from self.transfer(card, to, zone)

    def arrange(self, cards: Iterable[int], verb: str):
        """Let the player order ``cards`` among those going to the same place.

        Melded and tucked cards of one colour go to one stack, returned cards of
        one set and value to one supply pile: there the order matters, and the
        player chooses it ("If multiple cards are returned at once, choose the
        order").  Only cards the player can see are ordered by choice; face-down
        cards of other players (Mass Media) keep the order they have.
        """
        cards = list(cards)
        if verb not in ORDERED_PLACE:
            return cards
        place = ORDERED_PLACE[verb]
        places = [place(c) if self._sees(c) else (-1, c) for c in cards]
        if len(set(places)) == len(places):
            return cards
        ordered = []
        for where in dict.fromkeys(places):
            group = [c for c, p in zip(cards, places, strict=True) if p == where]
            while len(group) > 1:
                first = yield from self.choose_card(
                    group, f"choose which card to {verb} first", verb=verb
                )
                group.remove(first)
                ordered.append(first)
            ordered.extend(group)
        return ordered

    def _sees(self, card: int) -> bool:
        zone, owner = self.state.loc[card], self.state.owner[card]
        return zone == BOARD or (zone in (HAND, SCORE) and owner == self.you)

    def rearrange(self, color: int, order: list[int]):
        """Put your ``color`` stack in ``order`` (bottom first)."""
        yield from door(self.game, "rearrange", self.you, color, list(order))

    def may_splay(self, colors: Iterable[int], direction: int):
        """ "You may splay your <colour(s)> cards <direction>": the colour splayed, or None.

        Only colours where the splay would change something are offered; with
        none, nothing is asked.
        """
        p = self.state.players[self.you]
        options = [c for c in colors if len(p.stacks[c]) >= 2 and p.splays[c] != direction]
        if not options:
            return None
        if len(options) == 1:
            color = options[0]
            if not (yield from self.may(f"splay your {COLORS[color]} cards {SPLAYS[direction]}?")):
                return None
        else:
            color = yield from self.choose_color(
                options, f"you may splay one colour {SPLAYS[direction]}", optional=True
            )
            if color is None:
                return None
        yield from self.splay(color, direction)
        return color

    def choose_highest(self, cards: Iterable[int], n: int, prompt: str, **kw):
        """The ``n`` highest of ``cards``; the player chooses among ties at the cut."""
        cards = sorted(cards, key=AGE.__getitem__, reverse=True)
        if len(cards) <= n:
            return cards
        cut = AGE[cards[n - 1]]
        sure = [c for c in cards if AGE[c] > cut]
        tied = [c for c in cards if AGE[c] == cut]
        rest = yield from self.choose_exactly(tied, n - len(sure), prompt, **kw)
        return sure + rest

    def win(self, player: int | None = None):
        """``player`` (default you) wins the game, now."""
        self.game.win(self.you if player is None else player, self.card)
        yield  # pragma: no cover - win() raises

    def single_player_with_most(self, measure) -> int | None:
        """The single player with the highest ``measure(player)``, or None on a tie."""
        values = {p: measure(p) for p in range(self.state.n)}
        best = max(values.values())
        leaders = [p for p, v in values.items() if v == best]
        return leaders[0] if len(leaders) == 1 else None

    def execute(self, card: int):
        """Execute each of ``card``'s non-demand effects yourself, without sharing."""
        from inno.engine.dogma import execute_for_self  # dogma.py imports this module

        yield from execute_for_self(self.game, self.you, card)

    def complete_dogma(self):
        """End the whole dogma action now ("the dogma action is complete")."""
        raise DogmaComplete

    # -- choices --------------------------------------------------------------

    def _prompt(self, text: str) -> str:
        if self.card >= 0:
            return f"{NAME[self.card]}: {text}"
        return text[0].upper() + text[1:]

    def _decision(
        self, kind: str, prompt: str, options: list, values: list, player: int | None, **kw
    ) -> Decision:
        return Decision(
            self.you if player is None else player,
            kind,
            self._prompt(prompt),
            options,
            values,
            card=NAME[self.card] if self.card >= 0 else None,
            **kw,
        )

    def _choose_one(
        self,
        kind: str,
        values: Iterable,
        label,
        prompt: str,
        optional: bool = False,
        player: int | None = None,
        verb: str | None = None,
        zone: int | None = None,
    ):
        """One of ``values`` (shown to the player as ``label(value)``).

        None if there are none, or if ``optional`` and the player declines.
        """
        values = list(dict.fromkeys(values))
        if not values or (len(values) == 1 and not optional):
            return values[0] if values else None
        options = [label(v) for v in values]
        if optional:
            options.append(None)
            values.append(None)
        zone_name = ZONE_NAMES[zone] if zone is not None else None
        return (
            yield self._decision(kind, prompt, options, values, player, verb=verb, zone=zone_name)
        )

    def choose_card(
        self,
        cards: Iterable[int],
        prompt: str,
        *,
        optional: bool = False,
        player: int | None = None,
        verb: str | None = None,
        zone: int | None = None,
    ):
        """One of ``cards`` (None if there are none, or if optional and declined)."""
        return (
            yield from self._choose_one(
                "choose_card", cards, NAME.__getitem__, prompt, optional, player, verb, zone
            )
        )

    def choose_cards(
        self,
        cards: Iterable[int],
        prompt: str,
        *,
        min: int = 0,
        max: int | None = None,
        player: int | None = None,
        verb: str | None = None,
        zone: int | None = None,
    ):
        """A list of distinct ``cards``, ``min`` to ``max`` long, in the order chosen.

        ``min`` and ``max`` are clipped to what there is ("do as much as you can").
        """
        cards = list(dict.fromkeys(cards))
        hi = len(cards) if max is None else min_(max, len(cards))
        lo = min_(min, hi)
        if hi == 0:
            return []
        if lo == len(cards):  # all of them: only their order may be a choice
            return (yield from self.arrange(cards, verb))
        zone_name = ZONE_NAMES[zone] if zone is not None else None
        options = [NAME[c] for c in cards]
        return (
            yield self._decision(
                "choose_cards",
                prompt,
                options,
                cards,
                player,
                min=lo,
                max=hi,
                verb=verb,
                zone=zone_name,
            )
        )

    def choose_exactly(self, cards: Iterable[int], n: int, prompt: str, **kw):
        """Exactly ``n`` of ``cards`` (all of them if there are fewer)."""
        return (yield from self.choose_cards(cards, prompt, min=n, max=n, **kw))

    def may_choose_exactly(self, cards: Iterable[int], n: int, prompt: str, question: str, **kw):
        """ "You may <verb> n cards": none, or exactly ``n`` (as many as you can)."""
        cards = list(cards)
        if not cards or not (yield from self.may(question)):
            return []
        return (yield from self.choose_exactly(cards, n, prompt, **kw))

    def choose_color(
        self,
        colors: Iterable[int],
        prompt: str,
        *,
        optional: bool = False,
        player: int | None = None,
    ):
        return (
            yield from self._choose_one(
                "choose_color", colors, COLORS.__getitem__, prompt, optional, player
            )
        )

    def choose_player(
        self,
        players: Iterable[int],
        prompt: str,
        *,
        optional: bool = False,
        player: int | None = None,
    ):
        label = self.game.names.__getitem__
        return (
            yield from self._choose_one("choose_player", players, label, prompt, optional, player)
        )

    def choose_value(self, values: Iterable[int], prompt: str, *, player: int | None = None):
        return (
            yield from self._choose_one(
                "choose_value", sorted(set(values)), int, prompt, False, player
            )
        )

    def choose_option(
        self, options: list[str], prompt: str, *, optional: bool = False, player: int | None = None
    ):
        return (
            yield from self._choose_one("choose_option", options, str, prompt, optional, player)
        )

    def may(self, question: str, *, player: int | None = None):
        """A yes/no question ("You may ..."); True for yes."""
        return (yield self._decision("yes_no", question, ["yes", "no"], [True, False], player))

    def choose_face_down(self, cards: Iterable[int], prompt: str, *, player: int | None = None):
        """Choose one of ``cards`` that the chooser cannot see (e.g. an opponent's score pile).

        The options show only what the chooser sees: whose pile and the card's
        back (set and value).  Cards with the same back are indistinguishable,
        so which of them is taken is decided by the game's random numbers.
        """
        s = self.state
        groups: dict[str, list[int]] = {}
        for c in cards:
            label = f"{self.game.names[s.owner[c]]}'s {ZONE_NAMES[s.loc[c]]}: {describe_back(c)}"
            groups.setdefault(label, []).append(c)
        if not groups:
            return None
        labels = list(groups)
        if len(labels) == 1:
            chosen = groups[labels[0]]
        else:
            values = [groups[label] for label in labels]
            chosen = yield self._decision("choose_option", prompt, labels, values, player)
        return self.game.random_choice(chosen)

    # -- naming things in prompts ---------------------------------------------------

    @staticmethod
    def color_name(color: int) -> str:
        return COLORS[color]

    @staticmethod
    def splay_name(direction: int) -> str:
        return SPLAYS[direction]


# Where a verb puts a card, when several cards going to one place need an order.
ORDERED_PLACE = {
    "meld": COLOR.__getitem__,
    "tuck": COLOR.__getitem__,
    "return": lambda card: (SET[card], AGE[card]),
}


def min_(a: int, b: int) -> int:
    return a if a < b else b
