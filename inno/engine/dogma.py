"""The Dogma action: featured icons, sharing, demands and the sharing bonus.

* Icon counts of the featured icon are taken once, before any effect.
* Players with at least as many as the activating player share each
  non-demand effect, clockwise from the activating player's left, before the
  activating player executes it.
* Opponents with fewer execute each demand, clockwise from the left.
* If a sharer who is an opponent (not a teammate) changed the game while
  executing a shared effect (the door counts every card moved or revealed and
  every new splay), the activating player takes a free Draw action afterwards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from inno.cards.data import FEATURED, NAME
from inno.cards.registry import effects_of
from inno.engine.context import DogmaComplete, Effect
from inno.engine.events import Event

if TYPE_CHECKING:
    from inno.engine.game import Game

DEMANDS = ("demand", "compel")


class Run:
    """One execution of a card's dogma effects, and what its effects remember.

    ``memo`` is shared by all effects and all players of this execution, so
    that e.g. Oars's second effect can ask whether its demand transferred
    anything, and Democracy can compare how many cards each player returned.
    """

    __slots__ = ("leader", "card", "sharers", "victims", "memo", "bonus")

    def __init__(self, leader: int, card: int, sharers: list[int], victims: list[int]):
        self.leader = leader
        self.card = card
        self.sharers = sharers
        self.victims = victims
        self.memo: dict = {}
        self.bonus = False


def dogma_action(game: Game, player: int, card: int):
    """Take a Dogma action activating ``card``, a top card of ``player``."""
    s = game.state
    featured = FEATURED[card]
    counts = [p.icons()[featured] for p in s.players]
    game.events.append(Event("dogma", player, card, (tuple(counts),)))
    mine = counts[player]
    order = game.clockwise_from_left(player)
    sharers = [q for q in order if counts[q] >= mine]
    victims = [q for q in order if counts[q] < mine and game.is_opponent(player, q)]
    run = Run(player, card, sharers, victims)
    try:
        yield from execute_effects(game, run)
    except DogmaComplete:
        game.note(f"{NAME[card]}: the dogma action is complete.")
    if run.bonus:
        game.note(f"{game.names[player]} takes a free Draw action for sharing.")
        from inno.engine.turn import draw_action  # turn.py imports this module

        yield from draw_action(game, player)


def execute_effects(game: Game, run: Run):
    leader, card = run.leader, run.card
    for i, (kind, fn) in enumerate(effects_of(card)):
        if kind in DEMANDS:
            if run.victims:
                game.events.append(Event("effect", leader, card, (i, kind, tuple(run.victims))))
            for victim in run.victims:
                yield from fn(Effect(game, victim, leader, card, run))
            continue
        game.events.append(Event("effect", leader, card, (i, kind, (*run.sharers, leader))))
        for sharer in run.sharers:
            before = game.changes
            yield from fn(Effect(game, sharer, leader, card, run))
            if game.changes != before and game.is_opponent(leader, sharer):
                run.bonus = True
        yield from fn(Effect(game, leader, leader, card, run))


def execute_for_self(game: Game, player: int, card: int):
    """ "Execute each of its non-demand effects. Do not share them." """
    game.note(f"{game.names[player]} executes the non-demand effects of {NAME[card]}.")
    run = Run(player, card, [], [])
    for kind, fn in effects_of(card):
        if kind not in DEMANDS:
            yield from fn(Effect(game, player, player, card, run))
