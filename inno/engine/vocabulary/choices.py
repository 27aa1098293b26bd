"""The vocabulary of choices: every decision an effect poses, in the one protocol.

A choice with exactly one legal answer that the card does not make optional
is taken without asking: the engine never asks a question that has only one
answer.

Each choice says what it is for in the decision's declarative fields (``verb``,
``zone``, ``to``, ``direction``, ``order``: see ``inno.engine.decisions``), so
that a bot decides without reading the prompt.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from inno.data.cards import COLORS, ICONS, NAME, SETS, SPLAYS, describe_back
from inno.engine.decisions import Decision
from inno.engine.state import PRIVATE, ZONE_NAMES
from inno.engine.vocabulary.where import Steps, Where

# The vocabulary's method of each verb a card may be chosen for (``choose_and``).
VERB_METHODS = {"return": "return_card"}


class Choices(Where):
    __slots__ = ()

    if TYPE_CHECKING:  # (the verbs, mixed in with the choices in ``Verbs``)

        def arrange(self, cards: Iterable[int], verb: str | None) -> Steps[list[int]]: ...

        def splay(self, color: int, direction: int, owner: int | None = None) -> Steps[bool]: ...

    def _prompt(self, text: str) -> str:
        if self.card >= 0:
            return f"{NAME[self.card]}: {text}"
        return text[0].upper() + text[1:]

    def _decision(
        self,
        kind: str,
        prompt: str,
        options: list,
        values: list,
        player: int | None,
        min: int = 1,
        max: int = 1,
        verb: str | None = None,
        zone: str | None = None,
        to: str | None = None,
        direction: str | None = None,
        order: bool = False,
    ) -> Decision:
        # (The fields one by one, not collected as ``**fields``: a dict built and taken
        # apart again at each choice.)
        return Decision(
            self.you if player is None else player,
            kind,
            self._prompt(prompt),
            options,
            values,
            min=min,
            max=max,
            card=NAME[self.card] if self.card >= 0 else None,
            verb=verb,
            zone=zone,
            to=to,
            direction=direction,
            order=order,
        )

    def _unasked(self, zone: int | None, found: int) -> None:
        """A choice not asked (``found``: the cards it could take, none, one or all of them)
        among the cards of your hidden ``zone``: if it found fewer than the zone holds, the
        others learned something of those cards ("nothing to transfer": no card with a
        {castle}), and no undo crosses it, unless you are the player answering (your own
        cards: your loss)."""
        if zone is not None and PRIVATE[zone]:
            g = self.game
            you = self.you
            if you != g.answering and found < len(g.state.players[you].zones[zone]):
                g.learn(f"a search of {g.names[you]}'s {ZONE_NAMES[zone]}")

    def _nothing_to(self, verb: str | None, prompt: str, player: int | None) -> None:
        """An effect that finds no card to act on says so in the log."""
        if verb is not None:
            who = self.game.names[self.you if player is None else player]
            self.game.note(f"{who}: nothing to {verb} ({self._prompt(prompt)}).")

    def _choose_one(
        self,
        kind: str,
        values: Iterable[Any],
        label: Callable[[Any], Any],
        prompt: str,
        optional: bool = False,
        player: int | None = None,
        verb: str | None = None,
        zone: int | None = None,
        to: str | None = None,
        direction: str | None = None,
        order: bool = False,
    ) -> Steps[Any]:
        """One of ``values`` (shown to the player as ``label(value)``).

        None if there are none, or if ``optional`` and the player declines.
        """
        values = list(dict.fromkeys(values))
        if not values:
            self._unasked(zone, 0)
            self._nothing_to(verb, prompt, player)
            return None
        if len(values) == 1 and not optional:
            self._unasked(zone, 1)
            return values[0]
        options = [label(v) for v in values]
        if optional:
            options.append(None)
            values.append(None)
        zone_name = ZONE_NAMES[zone] if zone is not None else None
        return (
            yield self._decision(
                kind,
                prompt,
                options,
                values,
                player,
                verb=verb,
                zone=zone_name,
                to=to,
                direction=direction,
                order=order,
            )
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
        to: int | None = None,
        order: bool = False,
    ) -> Steps[int | None]:
        """One of ``cards`` (None if there are none, or if optional and declined).

        ``verb``: what is done to it, ``zone``: where it is, ``to``: who receives it
        (a transfer), ``order``: all of ``cards`` will be ``verb``-ed, the chosen first.
        """
        to_name = self.game.names[to] if to is not None else None
        return (
            yield from self._choose_one(
                "choose_card",
                cards,
                NAME.__getitem__,
                prompt,
                optional,
                player,
                verb,
                zone,
                to=to_name,
                order=order,
            )
        )

    def choose_and(
        self,
        verb: str,
        cards: Iterable[int],
        prompt: str,
        *args: Any,
        optional: bool = False,
        zone: int | None = None,
        **kw: Any,
    ) -> Steps[Any]:
        """ "<Verb> a card ...": choose one of ``cards``, then ``verb`` it (``x.<verb>(card,
        *args, **kw)``).  Returns what the verb returned (its outcome, the only thing an
        "if you do" may read), or None if no card was chosen (none, or declined).

        A transfer's receiver is its first argument (``x.transfer(card, to, zone)``).
        """
        to = args[0] if verb == "transfer" else None
        card = yield from self.choose_card(
            cards, prompt, optional=optional, verb=verb, zone=zone, to=to
        )
        if card is None:
            return None
        act = getattr(self, VERB_METHODS.get(verb, verb))
        return (yield from act(card, *args, **kw))

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
    ) -> Steps[list[int]]:
        """A list of distinct ``cards``, ``min`` to ``max`` long, in the order chosen.

        ``min`` and ``max`` are clipped to what there is ("do as much as you can").
        """
        cards = list(dict.fromkeys(cards))
        hi = len(cards) if max is None else min_(max, len(cards))
        lo = min_(min, hi)
        if hi == 0:
            if not cards:
                self._unasked(zone, 0)
                self._nothing_to(verb, prompt, player)
            return []
        if lo == len(cards):  # all of them: only their order may be a choice
            self._unasked(zone, lo)
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

    def choose_exactly(
        self, cards: Iterable[int], n: int, prompt: str, **kw: Any
    ) -> Steps[list[int]]:
        """Exactly ``n`` of ``cards`` (all of them if there are fewer)."""
        return (yield from self.choose_cards(cards, prompt, min=n, max=n, **kw))

    def may_choose_exactly(
        self, cards: Iterable[int], n: int, prompt: str, question: str, **kw: Any
    ) -> Steps[list[int]]:
        """ "You may <verb> n cards": none, or exactly ``n`` (as many as you can)."""
        cards = list(cards)
        asked = {k: kw[k] for k in ("verb", "zone") if k in kw}
        if not cards or not (yield from self.may(question, **asked)):
            return []
        return (yield from self.choose_exactly(cards, n, prompt, **kw))

    def choose_color(
        self,
        colors: Iterable[int],
        prompt: str,
        *,
        optional: bool = False,
        player: int | None = None,
        splay: int | None = None,
    ) -> Steps[int | None]:
        """One of ``colors``; ``splay``: the direction the chosen colour is splayed."""
        colors = list(colors)
        if not colors:
            return None  # (without a "nothing to splay" note: a colour is not a card)
        fields = _splay_fields(splay)
        return (
            yield from self._choose_one(
                "choose_color", colors, COLORS.__getitem__, prompt, optional, player, **fields
            )
        )

    def choose_player(
        self,
        players: Iterable[int],
        prompt: str,
        *,
        optional: bool = False,
        player: int | None = None,
    ) -> Steps[int | None]:
        label = self.game.names.__getitem__
        return (
            yield from self._choose_one("choose_player", players, label, prompt, optional, player)
        )

    def choose_value(
        self,
        values: Iterable[int],
        prompt: str,
        *,
        optional: bool = False,
        player: int | None = None,
        verb: str | None = None,
        zone: int | None = None,
    ) -> Steps[int | None]:
        """One of ``values``; ``verb``, ``zone``: what is done to the cards of the chosen
        value, and where they are."""
        return (
            yield from self._choose_one(
                "choose_value", sorted(set(values)), int, prompt, optional, player, verb, zone
            )
        )

    def choose_option(
        self, options: list[str], prompt: str, *, optional: bool = False, player: int | None = None
    ) -> Steps[str | None]:
        return (
            yield from self._choose_one("choose_option", options, str, prompt, optional, player)
        )

    def choose_icon(self, prompt: str, *, player: int | None = None) -> Steps[int]:
        """One of the six basic icon types."""
        name = yield from self._choose_one("choose_option", ICONS, str, prompt, False, player)
        return ICONS.index(name)

    def choose_type(self, prompt: str, *, player: int | None = None) -> Steps[int]:
        """A card type: one of the sets in play (``base``, ``echoes``, ...)."""
        names = [SETS[s] for s in self.game.sets]
        name = yield from self._choose_one("choose_option", names, str, prompt, False, player)
        return SETS.index(name)

    def may(
        self,
        question: str,
        *,
        player: int | None = None,
        verb: str | None = None,
        zone: int | None = None,
        splay: int | None = None,
    ) -> Steps[bool]:
        """A yes/no question ("You may ..."); True for yes.  ``verb``, ``zone``: what "yes"
        does to the cards it offers to act on, and where they are; ``splay``: "yes" splays
        in this direction."""
        fields = _splay_fields(splay) or {"verb": verb}
        fields["zone"] = ZONE_NAMES[zone] if zone is not None else None
        return (
            yield self._decision("yes_no", question, ["yes", "no"], [True, False], player, **fields)
        )

    def choose_face_down(
        self, cards: Iterable[int], prompt: str, *, player: int | None = None
    ) -> Steps[int | None]:
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

    def may_splay(self, colors: Iterable[int], direction: int) -> Steps[int | None]:
        """ "You may splay your <colour(s)> cards <direction>": the colour splayed, or None
        (also when a karma replaced the splay).

        Only colours where the splay would change something are offered; with
        none, nothing is asked.
        """
        options = self.splayable(direction, colors=colors)
        if not options:
            return None
        if len(options) == 1:
            color = options[0]
            question = f"splay your {COLORS[color]} cards {SPLAYS[direction]}?"
            if not (yield from self.may(question, splay=direction)):
                return None
        else:
            chosen = yield from self.choose_color(
                options,
                f"you may splay one colour {SPLAYS[direction]}",
                optional=True,
                splay=direction,
            )
            if chosen is None:
                return None
            color = chosen
        if not (yield from self.splay(color, direction)):
            return None  # a karma replaced the splay: nothing was splayed
        return color

    def choose_highest(
        self, cards: Iterable[int], n: int, prompt: str, **kw: Any
    ) -> Steps[list[int]]:
        """The ``n`` highest of ``cards``; the player chooses among ties at the cut."""
        cards = sorted(cards, key=self.value, reverse=True)
        if len(cards) <= n:
            return cards
        cut = self.value(cards[n - 1])
        sure = [c for c in cards if self.value(c) > cut]
        tied = [c for c in cards if self.value(c) == cut]
        rest = yield from self.choose_exactly(tied, n - len(sure), prompt, **kw)
        return sure + rest


def _splay_fields(direction: int | None) -> dict[str, Any]:
    """The declarative fields of a choice whose answer splays ``direction``."""
    return {} if direction is None else {"verb": "splay", "direction": SPLAYS[direction]}


def min_(a: int, b: int) -> int:
    return a if a < b else b
