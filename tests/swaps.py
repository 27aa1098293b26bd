"""Exchanging cards a player cannot tell apart: the information-boundary tests of the
research environments (an observation must not change)."""

from __future__ import annotations

import random

from inno.data.cards import AGE, BY_NAME, SET
from inno.engine.state import BOARD, DISPLAY, SUPPLY


def _holder(state, card: int) -> list[int]:
    zone, owner = state.loc[card], state.owner[card]
    if zone == SUPPLY:
        return state.piles[SET[card]][AGE[card]]
    return state.players[owner].zones[zone] if owner >= 0 else state.shared[zone]


def swap_hidden(game, viewer: int, rng: random.Random) -> bool:
    """Exchange two cards ``viewer`` cannot tell apart (same set and value, both among the
    view's could-be cards, neither on a board nor on display) wherever they lie: hands,
    score piles, forecasts, achievements, supply piles, the box.  False if none."""
    s = game.state
    could_be = game.view(viewer, log_since=None).get("could_be", {})
    backs = [
        [BY_NAME[c] for c in names if s.loc[BY_NAME[c]] not in (BOARD, DISPLAY)]
        for names in could_be.values()
    ]
    backs = [cards for cards in backs if len(cards) > 1]
    if not backs:
        return False
    a, b = rng.sample(rng.choice(backs), 2)
    ha, hb = _holder(s, a), _holder(s, b)
    i, j = ha.index(a), hb.index(b)
    ha[i], hb[j] = b, a
    s.loc[a], s.loc[b] = s.loc[b], s.loc[a]
    s.owner[a], s.owner[b] = s.owner[b], s.owner[a]
    for unlooked in s.unlooked:  # a face-down card stays face down where it lies
        unlooked[:] = [b if c == a else a if c == b else c for c in unlooked]
    return True
