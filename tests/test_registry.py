"""Every printed effect of the implemented sets has code; a card without code fails loudly."""

import pytest

import inno
from inno.data.cards import (
    AGE_CARDS,
    BY_NAME,
    DOGMA,
    ECHO_TEXT,
    INSPIRE_TEXT,
    KARMA_KINDS,
    KIND,
    NAME,
    SET,
    SETS,
)
from inno.engine import registry
from inno.engine.registry import echo_of, effects_of, implemented, inspire_of, karmas_implemented


def test_every_base_card_is_implemented():
    base = [c for c in AGE_CARDS if SETS[SET[c]] == "base"]
    assert len(base) == 105
    missing = [NAME[c] for c in base if not implemented(c)]
    assert not missing
    for card in base:
        kinds = [kind for _, _, kind, _ in effects_of(card)]
        assert kinds == [kind for kind, _ in DOGMA[card]]


def test_every_echoes_card_is_implemented():
    cards = [c for c in AGE_CARDS if SETS[SET[c]] == "echoes"]
    assert len(cards) == 105
    assert [NAME[c] for c in cards if not implemented(c)] == []
    assert sum(1 for c in cards if ECHO_TEXT[c]) == 57
    for card in cards:
        if ECHO_TEXT[card]:
            assert callable(echo_of(card))


def test_every_artifacts_card_and_relic_is_implemented():
    cards = [c for c in range(len(NAME)) if SETS[SET[c]] == "artifacts"]
    assert len(cards) == 110  # 105 artifacts and 5 relics
    assert [NAME[c] for c in cards if not implemented(c)] == []
    for card in cards:
        kinds = [kind for _, _, kind, _ in effects_of(card)]
        assert kinds == [kind for kind, _ in DOGMA[card]]


def test_every_figure_and_decree_is_implemented():
    cards = [c for c in range(len(NAME)) if SETS[SET[c]] == "figures"]
    assert len(cards) == 110  # 105 figures and 5 decrees
    assert [NAME[c] for c in cards if not implemented(c)] == []
    figures = [c for c in cards if KIND[c] == "age"]
    assert all(karmas_implemented(c) and KARMA_KINDS[c] for c in figures)
    for card in figures:
        if INSPIRE_TEXT[card]:
            assert callable(inspire_of(card))
    for card in cards:
        kinds = [kind for _, _, kind, _ in effects_of(card)]
        assert kinds == [kind for kind, _ in DOGMA[card]]


def test_an_effect_or_karma_without_code_raises_card_not_implemented(monkeypatch):
    figure = BY_NAME["Fu Xi"]  # an echo effect and two karmas
    monkeypatch.delitem(registry._ECHOES, figure)
    with pytest.raises(inno.CardNotImplemented, match="echo effect"):
        echo_of(figure)
    monkeypatch.delitem(registry._INSPIRES, BY_NAME["Homer"])
    with pytest.raises(inno.CardNotImplemented, match="inspire effect"):
        inspire_of(BY_NAME["Homer"])
    decree = BY_NAME["War"]
    monkeypatch.delitem(registry._REGISTERED, (decree, 0))
    monkeypatch.delitem(registry._CACHE, decree, raising=False)
    with pytest.raises(inno.CardNotImplemented, match="War"):
        effects_of(decree)
    # A figure whose karmas are not all written fails as soon as it is a top card.
    monkeypatch.setitem(registry.KARMAS, figure, registry.KARMAS[figure][:1])
    position = {
        "players": [{"name": "A", "board": {"green": ["Fu Xi"]}}, {"name": "B"}],
        "expansions": ["figures"],
    }
    with pytest.raises(inno.CardNotImplemented, match="Fu Xi: a karma"):
        inno.Game.from_position(position).pending.to_dict()
