"""The packages are layers, and so are the engine's modules: each imports only those below.

The packages: errors, the card data, the engine, the cards' code, the facade
(``inno/__init__.py``: ``import inno`` gives the Game with every card's code), the
agents, the research platform, the server and the terminal.

The engine's modules (inno/engine/table.py explains the order): the registry and
the data, then the queries, then the door and what watches it, then the card
vocabulary, then actions and turns, then the public game.  Imports needed only
for type hints (``if TYPE_CHECKING:``) do not count.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import inno.engine

ORDER = [
    "shapes",
    "rng",
    "registry",
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
    "ruleset",
    "position",
    "view",
    "timeline",
    "saves",
    "search",
    "game",
]
ENGINE = Path(inno.engine.__file__).parent
INNO = ENGINE.parent
# The packages of inno, bottom first ("inno": the facade, inno/__init__.py).
# (web: the browser client's files, served by the server.)
PACKAGES = [
    "errors",
    "data",
    "engine",
    "cards",
    "inno",
    "agents",
    "research",
    "web",
    "server",
    "cli",
]


def imported(path: Path) -> set[str]:
    """The inno modules ``path`` imports at run time (in functions too), fully named."""
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
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("inno"):
            if node.level == 0 and node.module in ("inno", "inno.engine"):
                found.update(f"{node.module}.{alias.name}" for alias in node.names)
            else:
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.split(".")[0] == "inno")
    return found


def engine_imports(path: Path) -> set[str]:
    """The inno.engine modules ``path`` imports at run time."""
    return {m.removeprefix("inno.engine.") for m in imported(path) if m.startswith("inno.engine.")}


def package_of(module: str) -> str:
    """The layer of a module named ``inno.x...``: its package, or the facade ("inno") for
    ``inno`` itself and names it exports (``inno.Game``)."""
    parts = module.split(".")
    top = parts[1] if len(parts) > 1 else "inno"
    return top if top in PACKAGES else "inno"


def test_every_package_has_a_layer():
    tops = {p.stem for p in INNO.iterdir() if p.suffix == ".py" or (p / "__init__.py").exists()}
    assert tops - {"__init__"} == set(PACKAGES) - {"inno"}


@pytest.mark.parametrize(
    "path", sorted(INNO.rglob("*.py")), ids=lambda p: str(p.relative_to(INNO.parent))
)
def test_packages_import_only_lower_layers(path):
    parts = path.relative_to(INNO).parts
    own = "inno" if parts == ("__init__.py",) else parts[0].removesuffix(".py")
    below = PACKAGES[: PACKAGES.index(own) + 1]
    above = {m for m in imported(path) if package_of(m) not in below}
    assert not above, f"{path.name} ({own}) imports {sorted(above)}, above its layer"


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
