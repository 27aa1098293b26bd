"""Twins: two games a player cannot tell apart, for the tests of hidden information.

A twin of a game is the same game played again from its seed with two cards of
the same back exchanged from the deal on (in the state and in every answer).
When neither card was ever shown to a player, the twin looks the same to that
player: what they are shown (views, could-be lists, observations) and what a
bot searching for them does must be the same in both games.
"""

from __future__ import annotations

import itertools

import inno
from inno.agents.determinize import relabel_answer, relabel_state
from inno.data.cards import AGE, KIND, NAME, SET
from inno.engine.state import ACHIEVEMENTS, PUBLIC


def twin(game: inno.Game, a: int, b: int) -> inno.Game | None:
    """``game`` (made by ``inno.Game(..., seed=...)``) played again from its deal with
    cards ``a`` and ``b`` exchanged; None if its answers do not fit the twin."""
    assert (SET[a], AGE[a]) == (SET[b], AGE[b])
    sigma = {a: b, b: a}
    names = {NAME[a]: NAME[b], NAME[b]: NAME[a]}
    start = inno.Game(
        list(game.names), list(game.expansions), seed=game.seed, options=dict(game.options)
    )
    other = start.resume(relabel_state(start.state, sigma), [], 0)
    try:
        for entry in game.history:
            other.play(relabel_answer(entry, names))
    except inno.InnoError:
        return None
    return other


def never_seen(game: inno.Game, viewers: list[int]) -> list[int]:
    """The standard cards none of ``viewers`` ever saw: in no event shown to them, not
    in a public zone nor in their own hands, score piles or forecasts now."""
    s = game.state
    seen = {e.card for e in game.events if e.card >= 0 and any(e.visible_to(v) for v in viewers)}
    found = []
    for card in game.cards_in_play():
        if KIND[card] != "age" or card in seen or PUBLIC[s.loc[card]]:
            continue
        if s.owner[card] in viewers and s.loc[card] != ACHIEVEMENTS:
            continue
        found.append(card)
    return found


def twins(game: inno.Game, viewers: list[int], cards: list[int], limit: int) -> list:
    """Up to ``limit`` twins exchanging one of ``cards`` with another card none of
    ``viewers`` ever saw, each looking the same to ``viewers`` (views, logs and
    their pending decision), with the pair exchanged: [(twin, a, b)]."""
    unseen = never_seen(game, viewers)
    found = []
    for a, b in itertools.product(cards, unseen):
        if a == b or (SET[a], AGE[a]) != (SET[b], AGE[b]):
            continue
        other = twin(game, a, b)
        if other is not None and all(other.view(v) == game.view(v) for v in viewers):
            found.append((other, a, b))
            if len(found) >= limit:
                break
    return found
