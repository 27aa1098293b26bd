"""Static checks of the card code: no silent no-op, every printed value marked.

* A verb or choice of the vocabulary is a generator: called without
  ``yield from`` it does nothing at all.  An AST check over every card module
  makes that mistake impossible to miss.
* Every value printed in an effect's text (``{3}``) passes ``x.printed(3)``
  (so that a karma like Archimedes can change it): the printed values in the
  text and the ``x.printed(...)`` values in the code of each effect must be
  the same, and a draw verb never takes a bare number.
"""

from __future__ import annotations

import ast
import inspect
import pkgutil
import re
import textwrap
from importlib import import_module

import pytest

import inno.cards
from inno.data.cards import DOGMA, ECHO_TEXT, INSPIRE_TEXT, KARMA_TEXT, NAME, SETS
from inno.engine.context import Effect
from inno.engine.ruleset import card_code

CODE = card_code(tuple(range(len(SETS))))  # the code of every set's cards


def card_modules():
    """Every module of a set's package (inno.cards.<set>.*): card code."""
    for info in pkgutil.walk_packages(inno.cards.__path__, "inno.cards."):
        if info.name.count(".") == 3:
            module = import_module(info.name)
            yield info.name, module, inspect.getsource(module)


GENERATORS = {
    name
    for name, fn in inspect.getmembers(Effect, inspect.isfunction)
    if inspect.isgeneratorfunction(fn)
}
DRAW_VERBS = {name for name in GENERATORS if name == "draw" or name.startswith("draw_and_")}


def test_the_vocabulary_has_generator_verbs():
    assert {"draw", "meld", "choose_card", "may", "draw_and_foreshadow"} <= GENERATORS


def _calls_x(node: ast.AST) -> bool:
    """Is ``node`` a call of the vocabulary (``x.something(...)``; card code names it ``x``)?"""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "x"
    )


def _parents(tree: ast.AST) -> dict:
    parents = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[child] = node
    return parents


@pytest.mark.parametrize("name,module,source", list(card_modules()), ids=lambda v: str(v)[:30])
def test_every_verb_is_yielded_from(name, module, source):
    tree = ast.parse(source)
    parents = _parents(tree)
    bad = []
    for node in ast.walk(tree):
        if (
            _calls_x(node)
            and node.func.attr in GENERATORS
            and not isinstance(parents.get(node), ast.YieldFrom)
        ):
            bad.append(f"line {node.lineno}: x.{node.func.attr}(...) without 'yield from'")
    assert not bad, f"{name}: " + "; ".join(bad)


@pytest.mark.parametrize("name,module,source", list(card_modules()), ids=lambda v: str(v)[:30])
def test_draws_take_no_bare_numbers(name, module, source):
    bad = []
    for node in ast.walk(ast.parse(source)):
        if (
            _calls_x(node)
            and node.func.attr in DRAW_VERBS
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            bad.append(f"line {node.lineno}: x.{node.func.attr}({node.args[0].value})")
    assert not bad, f"{name}: printed values must pass x.printed(): " + "; ".join(bad)


def _printed_in_code(fn) -> list[int]:
    source = textwrap.dedent(inspect.getsource(fn))
    return sorted({int(n) for n in re.findall(r"x\.printed\((\d+)\)", source)})


def _printed_in_text(text: str) -> list[int]:
    return sorted({int(n) for n in re.findall(r"\{(\d+)\}", text)})


def registered_effects():
    for (card, index), fn in sorted(CODE.effects.items()):
        yield f"{NAME[card]} {index + 1}", DOGMA[card][index][1], fn
    for card, fn in sorted(CODE.echoes.items()):
        yield f"{NAME[card]} echo", ECHO_TEXT[card], fn
    for card, fn in sorted(CODE.inspires.items()):
        yield f"{NAME[card]} inspire", INSPIRE_TEXT[card], fn


# (ids: a function's repr has its address, different in each xdist worker; None names it
# by its __name__)
@pytest.mark.parametrize(
    "label,text,fn",
    list(registered_effects()),
    ids=lambda v: v[:40] if isinstance(v, str) else None,
)
def test_printed_values_are_marked(label, text, fn):
    assert _printed_in_code(fn) == _printed_in_text(text), (
        f"{label}: the text prints {_printed_in_text(text)}, the code marks "
        f"{_printed_in_code(fn)} with x.printed(): {text}"
    )


def registered_karmas():
    for card, karmas in sorted(CODE.karmas.items()):
        for karma in karmas:
            parts = [f for f in (karma.trigger, karma.run) if f is not None]
            parts += karma.modifies.values()
            yield karma.label, KARMA_TEXT[card][karma.number - 1], parts


@pytest.mark.parametrize(
    "label,text,parts",
    list(registered_karmas()),
    ids=lambda v: v[:40] if isinstance(v, str) else None,
)
def test_printed_values_of_karmas_are_marked(label, text, parts):
    marked = sorted({n for fn in parts for n in _printed_in_code(fn)})
    assert marked == _printed_in_text(text), (
        f"{label}: the text prints {_printed_in_text(text)}, the code marks {marked} "
        f"with x.printed(): {text}"
    )
