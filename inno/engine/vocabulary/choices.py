"""The vocabulary of choices: every decision an effect poses, in the one protocol.

A choice with exactly one legal answer that the card does not make optional
is taken without asking: the engine never asks a question that has only one
answer.
"""

from __future__ import annotations

from collections.abc import Iterable

from inno.data.cards import COLORS, ICONS, NAME, SETS, SPLAYS, describe_back
from inno.engine.decisions import Decision
from inno.engine.state import ZONE_NAMES


class Choices:
    __slots__ = ()

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

    def _nothing_to(self, verb: str | None, prompt: str, player: int | None) -> None:
        """An effect that finds no card to act on says so in the log."""
        if verb is not None:
            who = self.game.names[self.you if player is None else player]
            self.game.note(f"{who}: nothing to {verb} ({self._prompt(prompt)}).")

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
        if not values:
            self._nothing_to(verb, prompt, player)
            return None
        if len(values) == 1 and not optional:
            return values[0]
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
            if not cards:
                self._nothing_to(verb, prompt, player)
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

    def choose_value(
        self,
        values: Iterable[int],
        prompt: str,
        *,
        optional: bool = False,
        player: int | None = None,
    ):
        return (
            yield from self._choose_one(
                "choose_value", sorted(set(values)), int, prompt, optional, player
            )
        )

    def choose_option(
        self, options: list[str], prompt: str, *, optional: bool = False, player: int | None = None
    ):
        return (
            yield from self._choose_one("choose_option", options, str, prompt, optional, player)
        )

    def choose_icon(self, prompt: str, *, player: int | None = None):
        """One of the six basic icon types."""
        name = yield from self._choose_one("choose_option", ICONS, str, prompt, False, player)
        return ICONS.index(name)

    def choose_type(self, prompt: str, *, player: int | None = None):
        """A card type: one of the sets in play (``base``, ``echoes``, ...)."""
        names = [SETS[s] for s in self.game.sets]
        name = yield from self._choose_one("choose_option", names, str, prompt, False, player)
        return SETS.index(name)

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

    def may_splay(self, colors: Iterable[int], direction: int):
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
            if not (yield from self.may(f"splay your {COLORS[color]} cards {SPLAYS[direction]}?")):
                return None
        else:
            color = yield from self.choose_color(
                options, f"you may splay one colour {SPLAYS[direction]}", optional=True
            )
            if color is None:
                return None
        if not (yield from self.splay(color, direction)):
            return None  # a karma replaced the splay: nothing was splayed
        return color

    def choose_highest(self, cards: Iterable[int], n: int, prompt: str, **kw):
        """The ``n`` highest of ``cards``; the player chooses among ties at the cut."""
        cards = sorted(cards, key=self.value, reverse=True)
        if len(cards) <= n:
            return cards
        cut = self.value(cards[n - 1])
        sure = [c for c in cards if self.value(c) > cut]
        tied = [c for c in cards if self.value(c) == cut]
        rest = yield from self.choose_exactly(tied, n - len(sure), prompt, **kw)
        return sure + rest


def min_(a: int, b: int) -> int:
    return a if a < b else b
