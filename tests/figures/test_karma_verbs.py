"""Every "would" karma names the verbs it listens to, and the door asks it about those
alone (``inno.engine.karmas``: the top cards' karmas indexed by verb).  These tests
check that no karma's trigger would ever accept a request of a verb it did not name:
the index cannot silently drop a karma."""

from __future__ import annotations

import random

import pytest
from helpers import figures

import inno
from inno.agents.random import random_answer
from inno.data.cards import BY_NAME, LEFT, NAME, SET, SETS
from inno.engine import karmas
from inno.engine.context import Effect
from inno.engine.door import WOULD, Request
from inno.engine.registry import (
    ALL_VERBS,
    WOULD_FIRST,
    WOULD_INSTEAD,
    WOULD_KINDS,
    CardCode,
    Karma,
    you_would,
)
from inno.engine.ruleset import card_code

FIGURES = SETS.index("figures")


def _would_karmas():
    code = card_code(tuple(range(len(SETS))))  # (every set's)
    return [k for ks in code.karmas.values() for k in ks if k.kind in WOULD_KINDS]


def _foreign(karma: Karma) -> list[str]:
    """The verbs ``karma`` does not listen to (none for a plain "you would <verb>")."""
    if karma.trigger is you_would:  # the verb is all it asks: the index checks it
        return []
    return sorted(ALL_VERBS - set(karma.verbs or ALL_VERBS))


def test_the_verb_names_are_those_of_the_door():
    game = inno.Game(players=2, seed=0, expansions=["echoes", "cities", "artifacts", "figures"])
    assert set(game.rules.verbs) == ALL_VERBS


def test_every_figure_names_the_verbs_of_its_would_karmas():
    would = [k for k in _would_karmas() if SET[k.card] == FIGURES]
    assert len(would) == 72
    assert all(k.verbs and ALL_VERBS.issuperset(k.verbs) for k in would)


def test_a_figure_would_karma_without_verbs_fails_at_registration():
    card = BY_NAME["Imhotep"]
    run = card_code((FIGURES,)).karmas_of(card)[0].run
    with pytest.raises(ValueError, match="names the verbs"):
        CardCode().add_karma(Karma(card, 1, WOULD_INSTEAD, trigger=you_would, run=run))
    with pytest.raises(ValueError, match="unknown verbs"):
        CardCode().add_karma(
            Karma(card, 1, WOULD_INSTEAD, verbs="melt", trigger=you_would, run=run)
        )


def test_no_trigger_accepts_a_verb_it_does_not_name():
    # Requests of every verb a karma does not name, by you and by another player, about
    # cards of every kind in every zone of yours: its trigger refuses them all.
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Agriculture"], "blue": ["Writing", "Tools"]},
                "hand": ["Homer", "Sailing", "Compass", "Gunpowder"],
                "score": ["Archery", "Fu Xi"],
                "forecast": ["Oars", "Mysticism"],
            },
            "Bob": {"board": {"red": ["Metalworking"]}, "hand": ["Gilgamesh"]},
        }
    )
    cards = [BY_NAME[n] for n in ("Homer", "Sailing", "Compass", "Gunpowder", "Archery", "Fu Xi")]
    cards += [BY_NAME[n] for n in ("Oars", "Mysticism", "Gilgamesh", "Agriculture")]
    demand = Effect(game, 0, 1, BY_NAME["Archery"], kind="demand")
    checked = 0
    for karma in _would_karmas():
        x = Effect(game, 0, 0, karma.card, kind="karma")
        for verb in _foreign(karma):
            for player in (0, 1):
                for card in cards:
                    for effect in (None, demand):
                        req = Request(
                            verb,
                            player,
                            card,
                            value=1 + card % 10,
                            color=card % 5,
                            direction=LEFT,
                            effect=effect,
                            data=((1,),) if verb == "win" else None,
                        )
                        assert not karma.trigger(x, req), (karma.label, req)
                        checked += 1
    assert checked > 50_000


@pytest.mark.parametrize("seed", range(6))
def test_in_random_games_no_trigger_accepts_a_verb_it_does_not_name(seed):
    # Every request that reaches the door is shown to every top card's "would" karma that
    # does not listen to its verb: none accepts it.
    players = 2 + seed % 3
    game = inno.Game(players=players, seed=seed, expansions=["figures"])
    real = game.hooks
    asked: set[str] = set()

    def hooks(t, req, kinds):
        if kinds == WOULD:
            for owner, card, karma in karmas.active(t):
                if karma.kind in WOULD_KINDS and req.verb in _foreign(karma):
                    x = Effect(t, owner, owner, card, kind="karma")
                    assert not karma.trigger(x, req), (karma.label, req)
                    asked.add(NAME[card])
        return real(t, req, kinds)

    game.hooks = hooks
    rng = random.Random(seed)
    while game.pending is not None:
        game.answer(random_answer(game.pending, rng))
    assert asked  # (some karmas were shown requests they do not listen to)


def test_kinds_of_would_karmas():
    assert {k.kind for k in _would_karmas()} == {WOULD_FIRST, WOULD_INSTEAD}
