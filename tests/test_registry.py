"""Every printed effect of the implemented sets has code; a card without code fails loudly.
The code is a value each set's package holds, which a game's ruleset joins: importing a
module declares nothing anywhere else."""

import subprocess
import sys

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
from inno.engine import ruleset
from inno.engine.registry import CardCode

# The code of every set's cards (what a game of all the sets composes).
CODE = ruleset.card_code(tuple(range(len(SETS))))
implemented, effects_of, echo_of = CODE.implemented, CODE.effects_of, CODE.echo_of
inspire_of, karmas_implemented = CODE.inspire_of, CODE.karmas_implemented


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
    code = CardCode.join(CODE)  # (a copy: the games' code stays whole)
    del code.echoes[figure]
    with pytest.raises(inno.CardNotImplemented, match="echo effect"):
        code.echo_of(figure)
    del code.inspires[BY_NAME["Homer"]]
    with pytest.raises(inno.CardNotImplemented, match="inspire effect"):
        code.inspire_of(BY_NAME["Homer"])
    decree = BY_NAME["War"]
    del code.effects[decree, 0]
    with pytest.raises(inno.CardNotImplemented, match="War"):
        code.effects_of(decree)
    # A figure whose karmas are not all written fails as soon as it is a top card.
    code.karmas[figure] = code.karmas[figure][:1]
    monkeypatch.setattr(ruleset, "card_code", lambda sets: code)
    monkeypatch.setattr(ruleset, "compose", ruleset.compose.__wrapped__)  # (not cached)
    position = {
        "players": [{"name": "A", "board": {"green": ["Fu Xi"]}}, {"name": "B"}],
        "expansions": ["figures"],
    }
    with pytest.raises(inno.CardNotImplemented, match="Fu Xi: a karma"):
        inno.Game.from_position(position).pending.to_dict()


def test_a_declaration_is_checked_against_the_card_data():
    code = CardCode()
    with pytest.raises(KeyError):
        code.effect("Archey", 1)  # a typo in the card's name
    with pytest.raises(ValueError, match="2 dogma effects, not 3"):
        code.effect("Pottery", 3)
    with pytest.raises(ValueError, match="has no echo effect"):
        code.echo("Pottery")
    with pytest.raises(ValueError, match="has no inspire effect"):
        code.inspire("Pottery")
    code.effect("Pottery", 1)(print)
    with pytest.raises(ValueError, match="Pottery effect 1 is registered twice"):
        code.effect("Pottery", 1)(print)
    with pytest.raises(ValueError, match="karma 1 is not when_meld"):
        code.when_meld("Homer", 1, print)  # Homer's karma is "would ... instead"
    with pytest.raises(ValueError, match="unknown verbs"):
        code.would_instead("Imhotep", 1, "melt", print)
    code.may_issue("Huang Di", 1, "Advancement")
    with pytest.raises(ValueError, match="registered twice"):
        code.may_issue("Huang Di", 1, "Advancement")


def test_joining_refuses_a_card_declared_twice():
    one, other = CardCode(), CardCode()
    one.effect("Pottery", 1)(print)
    other.effect("Pottery", 2)(print)
    assert CardCode.join(one, other).effects == {
        (BY_NAME["Pottery"], 0): print,
        (BY_NAME["Pottery"], 1): print,
    }
    other.effect("Pottery", 1)(print)
    with pytest.raises(ValueError, match="the dogma effects of Pottery declared twice"):
        CardCode.join(one, other)
    one.may_issue("Huang Di", 1, "Advancement")
    other.may_issue("Huang Di", 1, "Advancement")
    del other.effects[BY_NAME["Pottery"], 0]
    with pytest.raises(ValueError, match="the karmas of Huang Di declared twice"):
        CardCode.join(one, other)


def test_a_game_holds_the_code_of_the_sets_in_play():
    base = inno.Game(players=2, seed=0)
    assert base.rules.cards is ruleset.card_code(base.sets)
    assert base.rules.cards.implemented(BY_NAME["Archery"])
    assert not base.rules.cards.implemented(BY_NAME["Perfume"])  # an Echoes card
    all_sets = inno.Game(players=2, seed=0, expansions=["echoes", "artifacts", "figures"])
    assert all_sets.rules.cards.implemented(BY_NAME["Perfume"])
    # The relics (Artifacts cards of every set, only with Artifacts) and the Decrees
    # (Figures').
    relics = inno.Game(players=2, seed=0, expansions=["artifacts"], options={"relics": True})
    assert len(relics.rules.relics) == 5
    assert all(relics.rules.cards.implemented(c) for c in relics.rules.relics)
    with pytest.raises(inno.InnoError, match="relics option is part of Artifacts"):
        inno.Game(players=2, seed=0, expansions=["figures"], options={"relics": True})
    decrees = [c for c in range(len(NAME)) if KIND[c] == "decree"]
    assert all(all_sets.rules.cards.implemented(c) for c in decrees)


def test_the_engine_alone_plays_and_imports_card_code_only_for_a_game():
    script = """
import random, sys
from inno.engine.game import Game
from inno.agents.random import random_answer
assert not [m for m in sys.modules if m.startswith("inno.cards.")], "card code imported"
game = Game(players=2, seed=1, expansions=["echoes"])
assert "inno.cards.echoes" in sys.modules and "inno.cards.figures" not in sys.modules
rng = random.Random(1)
while game.pending is not None:
    game.answer(random_answer(game.pending, rng))
print(game.result.reason)
"""
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip()
