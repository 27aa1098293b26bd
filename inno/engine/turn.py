"""Setup, turns and the four actions (Draw, Meld, Dogma, Achieve).

:func:`main` is the game's driver generator.  Everything it needs to resume
is in the state (``phase``, ``current``, ``actions_left``), so it can be
restarted from a snapshot at any action decision: that is how a saved game
is restored (see ``Game._restore``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from inno.cards.data import AGE, BASE, KIND, NAME
from inno.engine import rng
from inno.engine.achievements import eligible_ages
from inno.engine.decisions import Decision
from inno.engine.dogma import dogma_action
from inno.engine.events import Event
from inno.engine.state import AVAILABLE, HAND, SPECIAL, SUPPLY
from inno.engine.verbs import door

if TYPE_CHECKING:
    from inno.engine.game import Game

# The action strings of the decision protocol, made once per card.
MELD = tuple(f"meld {name}" for name in NAME)
DOGMA = tuple(f"dogma {name}" for name in NAME)
ACHIEVE = tuple(f"achieve {age}" for age in range(12))


def setup(game: Game) -> None:
    """Rulebook setup steps 1-3 and the deal of step 5 (before anyone chooses)."""
    s = game.state
    for card in game.cards_in_play():
        if KIND[card] == "age":
            s.put(card, SUPPLY)
        elif KIND[card] == "special_achievement":
            s.put(card, SPECIAL)
    for piles in s.piles:
        for pile in piles:
            s.rng = rng.shuffle(s.rng, pile)
    # One base card of each age 1-9 becomes a standard achievement.
    for age in range(1, 10):
        s.move(s.piles[BASE][age][-1], AVAILABLE)
    # Each player draws two age 1 cards.
    for player in range(s.n):
        for _ in range(2):
            s.move(s.piles[BASE][1][-1], HAND, player)


def main(game: Game):
    s = game.state
    if s.phase == "setup":
        yield from choose_first_melds(game)
    while True:
        player = s.current
        game.top = True  # a checkpoint: the state alone says what happens next
        action = yield action_decision(game, player)
        game.top = False
        yield from take_action(game, player, action)
        end_action(game)


def choose_first_melds(game: Game):
    """All players simultaneously choose one of their two cards to meld first."""
    s = game.state
    for player in range(s.n):
        if s.initial[player] >= 0:
            continue
        hand = s.players[player].hand
        if len(hand) == 1:  # only in a hand-made setup position
            s.initial[player] = hand[0]
            continue
        s.initial[player] = yield Decision(
            player,
            "choose_card",
            "Setup: choose the card to meld first (the other stays in your hand); "
            "the others see your choice when everybody has chosen",
            [NAME[c] for c in hand],
            hand[:],
            verb="meld",
            zone="hand",
        )
    for player in range(s.n):
        yield from door(game, "meld", player, s.initial[player])
    first = min(range(s.n), key=lambda p: NAME[s.initial[p]])
    s.phase = "action"
    s.current = first
    s.turn = 1
    s.actions_left = 1
    game.events.append(Event("turn", first, data=(1,)))


def action_decision(game: Game, player: int) -> Decision:
    s = game.state
    p = s.players[player]
    options = ["draw"]
    values: list = [("draw",)]
    for card in p.hand:
        options.append(MELD[card])
        values.append(("meld", card))
    for card in p.top_cards():
        options.append(DOGMA[card])
        values.append(("dogma", card))
    if s.available:
        for age in eligible_ages(game, player, sorted({AGE[a] for a in s.available})):
            options.append(ACHIEVE[age])
            values.append(("achieve", age))
    left = s.actions_left
    return Decision(
        player,
        "action",
        f"Turn {s.turn}: choose your {'first' if left == 2 else 'next'} action "
        f"({left} action{'s' if left != 1 else ''} left)",
        options,
        values,
    )


def take_action(game: Game, player: int, action: tuple):
    kind = action[0]
    if kind == "draw":
        game.events.append(Event("action", player, data=("Draw",)))
        yield from draw_action(game, player)
    elif kind == "meld":
        game.events.append(Event("action", player, data=(f"Meld {NAME[action[1]]}",)))
        yield from door(game, "meld", player, action[1])
    elif kind == "dogma":
        game.events.append(Event("action", player, data=(f"Dogma {NAME[action[1]]}",)))
        yield from dogma_action(game, player, action[1])
    elif kind == "achieve":
        age = action[1]
        game.events.append(Event("action", player, data=(f"Achieve {age}",)))
        card = next(a for a in game.state.available if AGE[a] == age)
        yield from door(game, "achieve", player, card)


def draw_action(game: Game, player: int):
    """Draw a card of the value of your highest top card."""
    tops = game.state.players[player].top_cards()
    yield from door(game, "draw", player, max((AGE[c] for c in tops), default=0))


def end_action(game: Game) -> None:
    s = game.state
    s.actions_left -= 1
    if s.actions_left > 0:
        return
    s.current = (s.current + 1) % s.n
    s.turn += 1
    # The first player (the first two with four or more) had one action.
    single = 2 if s.n >= 4 else 1
    s.actions_left = 1 if s.turn <= single else 2
    s.tucked = [0] * s.n
    s.scored = [0] * s.n
    game.events.append(Event("turn", s.current, data=(s.turn,)))
