"""The engine's JSON has the shapes of inno/engine/shapes.py, and one JSON Schema says so.

Real views (of each player, a spectator and the referee), decisions, positions and
saves of games with every combination of sets, from the first melds to the end,
are validated strictly against the types the schema is made from; the position
format document, the browser client and ``inno schema`` use the same keys.
"""

from __future__ import annotations

import io
import itertools
import json
import random
import re
from pathlib import Path

import pytest

pydantic = pytest.importorskip("pydantic")  # (the schema is made with the web extra)

import inno  # noqa: E402
from inno.agents.random import random_answer  # noqa: E402
from inno.cli.main import main  # noqa: E402
from inno.engine import shapes  # noqa: E402
from inno.engine.view import view as view_of  # noqa: E402
from inno.errors import InvalidPosition  # noqa: E402
from inno.server.schema import adapter, schema  # noqa: E402

ROOT = Path(__file__).parent.parent
EXPANSIONS = ("echoes", "cities", "artifacts", "figures")
COMBINATIONS = [list(c) for n in range(5) for c in itertools.combinations(EXPANSIONS, n)]


def valid(shape, value) -> None:
    """``value``, as JSON, has ``shape`` (strict: no key too many or too few, no coercion)."""
    text = value if isinstance(value, str) else json.dumps(value)
    adapter(shape).validate_json(text, strict=True)


def check(game: inno.Game) -> None:
    for seat in range(len(game.names)):
        valid(shapes.View, game.view(seat))
    valid(shapes.View, game.spectator_view())
    valid(shapes.View, view_of(game, None))  # the referee
    valid(shapes.Position, game.to_position())
    valid(shapes.Save, game.to_json())
    if game.pending is not None:
        valid(shapes.DecisionDict, game.pending.to_dict())


@pytest.mark.parametrize("expansions", COMBINATIONS, ids=lambda e: "+".join(e) or "base")
def test_views_decisions_positions_and_saves_have_their_shapes(expansions):
    games = [
        inno.Game(2, expansions, seed=1),
        inno.Game(
            3,
            expansions,
            seed=2,
            options={
                "face_down_draws": True,
                "relics": "artifacts" in expansions,
                "confirm_turn_end": ["Player 2"],
            },
        ),
        inno.Game(4, expansions, seed=3, options={"teams": True, "open_boards": True}),
    ]
    for i, game in enumerate(games):
        rng = random.Random(i)
        phases = set()
        for n in itertools.count():
            if n % 25 == 0 or game.pending is None:
                check(game)
                phases.add(game.state.phase)
            if game.pending is None:
                break
            if n % 7 == 0 and any(game.state.unlooked):  # a look goes in the saved history
                game.look(next(i for i, u in enumerate(game.state.unlooked) if u))
                continue
            game.answer(random_answer(game.pending, rng))
        assert {"setup", "action", "over"} <= phases


def test_a_key_too_many_or_too_few_or_of_the_wrong_type_is_refused():
    game = inno.Game(2, ["cities"], seed=4)
    game.answer(game.pending.options[0])
    game.answer(game.pending.options[0])
    view, position = game.view(0), game.to_position()
    valid(shapes.View, view)
    wrong = [
        {**view, "seed": 1},
        {k: v for k, v in view.items() if k != "phase"},
        {**view, "players": [{**view["players"][0], "hand_count": "2"}, view["players"][1]]},
        {**view, "players": [{**view["players"][0], "stack": []}, view["players"][1]]},
        {**view, "achievements": [{"age": 1}]},
        {**view, "pending": {**view["pending"], "kind": "choose_everything"}},
    ]
    for value in wrong:
        with pytest.raises(pydantic.ValidationError):
            valid(shapes.View, value)
    players = position["players"]
    for value in (
        {**position, "scores": {}},
        {k: v for k, v in position.items() if k != "players"},
        {**position, "players": [{k: v for k, v in players[0].items() if k != "name"}]},
        {**position, "players": [{**players[0], "hands": []}, players[1]]},
    ):
        with pytest.raises(pydantic.ValidationError):
            valid(shapes.Position, value)
        with pytest.raises(InvalidPosition):  # from_position refuses it as well
            inno.Game.from_position(value)


def doc_keys(section: str) -> set[str]:
    """The keys a table of docs/position-format.md documents (its rows' first cells)."""
    text = (ROOT / "docs" / "position-format.md").read_text()
    body = text.split(f"\n## {section}\n")[1].split("\n## ")[0]
    rows = [line.split("|")[1] for line in body.splitlines() if line.startswith("| `")]
    return {key for row in rows for key in re.findall(r"`(\w+)`", row)}


def test_the_position_format_documents_the_keys_of_the_position_type():
    assert doc_keys("Players") == set(shapes.PlayerPosition.__annotations__)
    assert doc_keys("The rest of the table") | {"players"} == set(shapes.Position.__annotations__)
    text = (ROOT / "docs" / "position-format.md").read_text()
    turn_row = next(line for line in text.splitlines() if line.startswith("| `turn` |"))
    assert set(re.findall(r"`(\w+)`: ", turn_row)) == set(shapes.TurnPosition.__annotations__)
    assert "GET /api/schema" in text and "inno schema" in text


def js_list(source: str, name: str) -> list[str]:
    """The strings of ``const NAME = new Set([...])`` or ``const NAME = [...]`` in play.js."""
    found = re.search(rf"const {name} = (?:new Set\()?\[(.*?)\]", source, re.S)
    assert found, name
    return re.findall(r'"(\w+)"', re.sub(r"//.*", "", found.group(1)))


def is_card_list(prop: dict) -> bool:
    """A list of cards: names, backs, or achievements known by name."""
    cards = ({"type": "string"}, {"$ref": "#/$defs/Back"}, {"$ref": "#/$defs/Named"})
    if prop.get("type") != "array":
        return False
    items = prop["items"]
    return all(item in cards for item in items.get("anyOf", [items]))


def test_the_browser_client_knows_the_keys_of_the_view_schema():
    source = (ROOT / "inno" / "web" / "static" / "play.js").read_text()
    defs = schema()["$defs"]
    view, player = defs["View"]["properties"], defs["PlayerView"]["properties"]
    known, own = set(js_list(source, "KNOWN_KEYS")), set(js_list(source, "PLAYER_KEYS"))
    assert known <= set(view) and own <= set(player)
    assert set(js_list(source, "ZONE_ORDER")) <= set(player)
    # The client draws every other key as a zone: each must be a list of cards.
    assert all(is_card_list(view[key]) for key in set(view) - known)
    others = {key for key in set(player) - own if not key.endswith("_count")}
    assert others and all(is_card_list(player[key]) for key in others)


def test_the_schema_is_printed_by_inno_schema():
    out = io.StringIO()
    assert main(["schema"], stdout=out) == 0
    printed = json.loads(out.getvalue())
    assert printed == schema()
    assert set(printed["properties"]) == {"view", "decision", "position", "save"}
    assert printed["$defs"]["Save"]["additionalProperties"] is False
