"""Every printed effect of the implemented sets has code; a card without code fails loudly."""

import pytest

import inno
from inno.cards.data import AGE_CARDS, DOGMA, ECHO_TEXT, KIND, NAME, SET, SETS
from inno.cards.registry import echo_of, effects_of, implemented


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


def test_an_effect_without_code_raises_card_not_implemented():
    # Figures' card data is loaded, its effects are not written yet.
    figure = next(c for c in AGE_CARDS if SETS[SET[c]] == "figures" and ECHO_TEXT[c])
    with pytest.raises(inno.CardNotImplemented, match="echo effect"):
        echo_of(figure)
    decree = next(c for c in range(len(NAME)) if KIND[c] == "decree")
    with pytest.raises(inno.CardNotImplemented, match=NAME[decree]):
        effects_of(decree)
