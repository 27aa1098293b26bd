"""The engine's modules are layers: each imports only modules below it.

The order (inno/engine/table.py explains it): data, then the queries, then
the door and what watches it, then the card vocabulary, then actions and
turns, then the public game.  Imports needed only for type hints
(``if TYPE_CHECKING:``) do not count.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import inno.engine

ORDER = [
    "rng",
    "state",
    "events",
    "decisions",
    "table",
    "tracking",
    "queries",
    "draws",
    "door",
    "winning",
    "verbs",
    "achievements",
    "vocabulary.where",
    "vocabulary.choices",
    "vocabulary.verbs",
    "context",
    "dogma",
    "turn",
    "echoes",
    "cities",
    "artifacts",
    "karmas",
    "figures",
    "position",
    "view",
    "game",
]
ENGINE = Path(inno.engine.__file__).parent


def engine_imports(path: Path) -> set[str]:
    """The inno.engine modules ``path`` imports at run time."""
    tree = ast.parse(path.read_text())
    found = set()
    type_only = {
        id(node)
        for stmt in ast.walk(tree)
        if isinstance(stmt, ast.If) and "TYPE_CHECKING" in ast.unparse(stmt.test)
        for node in ast.walk(stmt)
    }
    for node in ast.walk(tree):
        if id(node) in type_only:
            continue
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "inno.engine":
                found.update(alias.name for alias in node.names)
            elif node.module.startswith("inno.engine."):
                found.add(node.module.removeprefix("inno.engine."))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("inno.engine."):
                    found.add(alias.name.removeprefix("inno.engine."))
    return found


def test_every_engine_module_has_a_layer():
    modules = {
        str(p.relative_to(ENGINE).with_suffix("")).replace("/", ".")
        for p in ENGINE.rglob("*.py")
        if p.name != "__init__.py"
    }
    assert modules == set(ORDER)


@pytest.mark.parametrize("module", ORDER)
def test_imports_only_lower_layers(module):
    path = ENGINE / (module.replace(".", "/") + ".py")
    below = set(ORDER[: ORDER.index(module)])
    above = engine_imports(path) - below - {"vocabulary"}
    assert not above, f"{module} imports {sorted(above)}, which are not below it"
