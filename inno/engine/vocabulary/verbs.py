"""The vocabulary of rules verbs: each passes the door as a request made by this effect.

Verbs are generators (``yield from x.meld(card)``): a karma at the door may
ask a player something.  Each returns what really happened, and that outcome
is the only thing a condition on the verb may read ("If you do", "If you
returned any", "for each card transferred", "the melded card"): a karma that
replaced the verb ("would ... instead") means it did not happen (the Figures
rules: "cancel the original effect").

* ``draw``: the card drawn, or None;
* ``draw_and_meld`` (``_score``, ``_tuck``, ...): the card drawn *and* melded
  (scored, tucked, ...), or None if either did not happen ("the melded card");
  a condition on a property of the drawn card ("If it has a crown") draws with
  ``draw`` and reads that card whatever the meld did; ``draw_and_reveal``: the
  card drawn (only properties of the drawn card follow a reveal);
* ``splay``: whether the splay happened and changed anything;
* a verb on several cards (``return_all``, ``tuck_all``, ...): the list of the
  cards it really moved;
* the others: whether the verb happened.

``tests/test_outcomes.py`` checks every card against this.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import NoReturn

from inno.data.cards import AGE, COLOR, SET, UNSPLAYED
from inno.engine.door import door, request
from inno.engine.draws import ANY_TYPE
from inno.engine.state import AVAILABLE, BOARD, FORECAST, HAND, SCORE
from inno.engine.vocabulary.choices import Choices
from inno.engine.vocabulary.where import Steps, Where


class DogmaComplete(Exception):
    """Raised by an effect that ends the whole dogma action (Fission)."""


# (Verbs build on both other parts: a verb may ask a choice, and reads the board.)
class Verbs(Choices, Where):
    __slots__ = ()

    def _do(self, verb: str, card: int, zone: int = -1, owner: int = -1) -> Steps[bool]:
        req = request(verb, self.you, card, zone=zone, owner=owner, effect=self)
        return (yield from door(self.game, req)).done

    # -- drawing --------------------------------------------------------------------

    def draw(
        self, value: int, player: int | None = None, set_: int = ANY_TYPE
    ) -> Steps[int | None]:
        """Draw a card of ``value`` (the draw rules skip empty ages and choose the set)."""
        p = self.you if player is None else player
        req = request("draw", p, value=value, set=set_, effect=self)
        req = yield from door(self.game, req)
        return req.card if req.done else None

    def draw_and_meld(self, value: int) -> Steps[int | None]:
        card = yield from self.draw(value)
        if card is not None and (yield from self.meld(card)):
            return card
        return None

    def draw_and_score(self, value: int) -> Steps[int | None]:
        card = yield from self.draw(value)
        if card is not None and (yield from self.score(card)):
            return card
        return None

    def draw_and_tuck(self, value: int) -> Steps[int | None]:
        card = yield from self.draw(value)
        if card is not None and (yield from self.tuck(card)):
            return card
        return None

    def draw_and_reveal(self, value: int) -> Steps[int | None]:
        """Draw a card and reveal it; it stays in your hand unless the effect moves it.

        Returns the card drawn, revealed or not: what the effects read of it is a property
        of the drawn card ("If it is red"), read whatever a karma did with the reveal."""
        card = yield from self.draw(value)
        if card is not None:
            yield from self.reveal(card)
        return card

    def draw_and_foreshadow(self, value: int) -> Steps[int | None]:
        """Draw a card and foreshadow it (Echoes)."""
        card = yield from self.draw(value)
        if card is not None and (yield from self.foreshadow(card)):
            return card
        return None

    # -- one card ---------------------------------------------------------------------

    def meld(self, card: int) -> Steps[bool]:
        return (yield from door(self.game, request("meld", self.you, card, effect=self))).done

    def tuck(self, card: int) -> Steps[bool]:
        return (yield from door(self.game, request("tuck", self.you, card, effect=self))).done

    def score(self, card: int) -> Steps[bool]:
        """Score ``card`` (put it in your score pile)."""
        return (yield from door(self.game, request("score", self.you, card, effect=self))).done

    def foreshadow(self, card: int) -> Steps[bool]:
        """Put ``card`` into your forecast (Echoes)."""
        return (yield from door(self.game, request("foreshadow", self.you, card, effect=self))).done

    def return_card(self, card: int) -> Steps[bool]:
        """Return ``card`` to the bottom of its supply pile."""
        return (yield from door(self.game, request("return", self.you, card, effect=self))).done

    def reveal(self, card: int) -> Steps[bool]:
        return (yield from door(self.game, request("reveal", self.you, card, effect=self))).done

    def look(self, card: int) -> Steps[bool]:
        """Look at a face-down card yourself (nobody else sees it)."""
        return (yield from door(self.game, request("look", self.you, card, effect=self))).done

    def remove(self, card: int) -> Steps[bool]:
        return (yield from door(self.game, request("remove", self.you, card, effect=self))).done

    def transfer(self, card: int, to: int, zone: int) -> Steps[bool]:
        """Transfer ``card`` to player ``to``'s ``zone`` (HAND, SCORE, BOARD, FORECAST, ...)."""
        return (yield from self._do("transfer", card, zone=zone, owner=to))

    def transfer_to_achievements(self, card: int) -> Steps[bool]:
        """Transfer ``card`` to the available (standard) achievements."""
        return (yield from self._do("transfer", card, zone=AVAILABLE, owner=-1))

    def shuffle_pile(self, value: int, set_: int) -> Steps[None]:
        """Shuffle the supply pile of one set and value ("then shuffle that deck")."""
        req = request("shuffle", self.you, value=value, set=set_, effect=self)
        yield from door(self.game, req)

    def achieve(self, card: int) -> Steps[bool]:
        """Claim ``card`` as your achievement."""
        return (yield from self._do("achieve", card))

    def place_on_top(self, card: int) -> Steps[bool]:
        """Place ``card`` on top of its supply pile ("its deck"; not a return)."""
        req = request("place on top", self.you, card, effect=self)
        return (yield from door(self.game, req)).done

    def claim_standard_achievement(
        self, points: int | None = None, *, optional: bool = False
    ) -> Steps[int | None]:
        """Claim an available standard achievement you are eligible for (the card claimed, or None).

        ``points`` replaces your score for eligibility (Artificial Heart).
        """
        available = self.available_for()
        ages = self.eligible_ages(sorted({AGE[c] for c in available}), points)
        if not ages:
            return None
        age = yield from self.choose_value(
            ages, "choose the standard achievement to claim", optional=optional
        )
        if age is None:
            return None
        card = next(c for c in available if AGE[c] == age)
        return card if (yield from self.achieve(card)) else None

    def claim_achievement(self, value: int | None = None) -> Steps[int | None]:
        """ "Claim an achievement (of matching value), ignoring eligibility": an available
        standard achievement of the player's choice (of ``value`` if given), or None."""
        available = self.available_for()
        ages = sorted({AGE[c] for c in available if value is None or AGE[c] == value})
        if not ages:
            return None
        age = yield from self.choose_value(ages, "choose the achievement to claim")
        card = next(c for c in available if AGE[c] == age)
        return card if (yield from self.achieve(card)) else None

    def achieve_if_eligible(self, card: int) -> Steps[bool]:
        """ "Achieve (if eligible)" ``card``: as a standard achievement of its value."""
        if not self.eligible(self.value(card)):
            return False
        return (yield from self.achieve(card))

    def claim(self, special: str) -> Steps[bool]:
        """Claim the special achievement called ``special``, if nobody has it yet."""
        card = self.game.specials.get(special)
        if card is None or card not in self.state.special:
            return False
        return (yield from self.achieve(card))

    def splay(self, color: int, direction: int, owner: int | None = None) -> Steps[bool]:
        """Splay your (or ``owner``'s) ``color`` cards; True if the splay changed."""
        owner = self.you if owner is None else owner
        req = request("splay", self.you, color=color, direction=direction, owner=owner, effect=self)
        req = yield from door(self.game, req)
        return bool(req.result)

    def unsplay(self, color: int) -> Steps[bool]:
        return (yield from self.splay(color, UNSPLAYED))

    def rearrange(self, color: int, order: list[int]) -> Steps[bool]:
        """Put your ``color`` stack in ``order`` (bottom first)."""
        req = request("rearrange", self.you, color=color, data=list(order), effect=self)
        return (yield from door(self.game, req)).done

    def exchange(
        self, these: list[int], there: tuple[int, int], those: list[int], here: tuple[int, int]
    ) -> Steps[list[int]]:
        """Exchange ``these`` cards, moving to ``there`` (zone, owner), with ``those``, moving to ``here``."""
        these, those = list(these), list(those)  # both sides chosen before either moves
        moved = yield from self.each(
            lambda c: self._do("exchange", c, zone=there[0], owner=there[1]), these
        )
        moved += yield from self.each(
            lambda c: self._do("exchange", c, zone=here[0], owner=here[1]), those
        )
        return moved  # the cards that really moved

    # -- several cards "at once" ----------------------------------------------------
    # Each returns the list of the cards it really moved.  Where the order matters
    # (cards going to the same stack or supply pile), the player chooses it.

    def meld_all(self, cards: Iterable[int]) -> Steps[list[int]]:
        return (yield from self.each(self.meld, (yield from self.arrange(cards, "meld"))))

    def tuck_all(self, cards: Iterable[int]) -> Steps[list[int]]:
        return (yield from self.each(self.tuck, (yield from self.arrange(cards, "tuck"))))

    def return_all(self, cards: Iterable[int]) -> Steps[list[int]]:
        return (yield from self.each(self.return_card, (yield from self.arrange(cards, "return"))))

    def score_all(self, cards: Iterable[int]) -> Steps[list[int]]:
        return (yield from self.each(self.score, cards))

    def foreshadow_all(self, cards: Iterable[int]) -> Steps[list[int]]:
        return (yield from self.each(self.foreshadow, cards))

    def transfer_all(self, cards: Iterable[int], to: int, zone: int) -> Steps[list[int]]:
        return (yield from self.each(lambda c: self.transfer(c, to, zone), cards))

    def each(self, verb: Callable[[int], Steps[bool]], cards: Iterable[int]) -> Steps[list[int]]:
        """``verb`` on each of ``cards`` in turn; the list of those it really moved.

        A card that has left the place it was in when the cards were named is no longer
        one of them (:meth:`still_there`)."""
        moved: list[int] = []
        for card in self.still_there(cards):
            if (yield from verb(card)):
                moved.append(card)
        return moved

    def arrange(self, cards: Iterable[int], verb: str | None) -> Steps[list[int]]:
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
        ordered: list[int] = []
        for where in dict.fromkeys(places):
            group = [c for c, p in zip(cards, places, strict=True) if p == where]
            while len(group) > 1:
                first = yield from self.choose_card(
                    group, f"choose which card to {verb} first", verb=verb, order=True
                )
                assert first is not None  # (not optional, among several cards: one is chosen)
                group.remove(first)
                ordered.append(first)
            ordered.extend(group)
        return ordered

    def _sees(self, card: int) -> bool:
        zone, owner = self.state.loc[card], self.state.owner[card]
        return zone == BOARD or (zone in (HAND, SCORE, FORECAST) and owner == self.you)

    # -- whole effects and the game ---------------------------------------------------

    def execute(self, card: int) -> Steps[bool]:
        """Execute each of ``card``'s non-demand effects yourself, without sharing."""
        return (yield from self._do("execute", card))

    def execute_here(self, card: int) -> Steps[bool]:
        """ "Execute the effects of ``card`` as if they were on this card. Do not share them":
        all its effects, its demands (compels) issued to those vulnerable to (compelled by)
        this card's featured icon now."""
        return (yield from self._do("execute here", card))

    def lose(self, player: int | None = None) -> Steps[bool]:
        """``player`` (default you) loses and leaves the game (Exxon Valdez)."""
        p = self.you if player is None else player
        return (yield from door(self.game, request("lose", p, self.card, effect=self))).done

    def complete_dogma(self) -> NoReturn:
        """End the whole dogma action now ("the dogma action is complete")."""
        raise DogmaComplete

    def win(self, player: int | None = None) -> Steps[None]:
        """``player`` (default you) wins the game, now."""
        p = self.you if player is None else player
        winners = tuple(self.game.teammates(p))
        yield from door(
            self.game, request("win", p, self.card, effect=self, data=(winners, "dogma"))
        )


# Where a verb puts a card, when several cards going to one place need an order.
ORDERED_PLACE: dict[str, Callable[[int], Hashable]] = {
    "meld": COLOR.__getitem__,
    "tuck": COLOR.__getitem__,
    "return": lambda card: (SET[card], AGE[card]),
}
