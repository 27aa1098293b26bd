"""The JSON Schema of the engine's JSON, made from its types (inno/engine/shapes.py).

One schema, served at ``GET /api/schema`` and printed by ``inno schema``: its
``$defs`` hold every shape (``View``, ``PlayerView``, ``DecisionDict``,
``Position``, ``Save``...), and its properties name the top-level documents.
Every object is closed (``additionalProperties: false``): a key the types do
not list is an error, so the schema and the engine cannot drift apart unseen.
Made with pydantic (a dependency of the web server), not by the engine.
"""

from __future__ import annotations

import functools
import operator
import types
import typing
from typing import Any, cast

from inno.engine import shapes

# The top-level documents, by the name the schema gives them.
DOCUMENTS = {
    "view": shapes.View,
    "decision": shapes.DecisionDict,
    "position": shapes.Position,
    "save": shapes.Save,
}


@functools.cache
def closed(shape: Any) -> Any:
    """``shape`` for pydantic: each ``typing.TypedDict`` in it remade as a
    ``typing_extensions.TypedDict`` (which pydantic needs before Python 3.12; the
    engine uses only the standard library) that forbids keys it does not list."""
    import typing_extensions

    if typing.is_typeddict(shape):
        hints = typing.get_type_hints(shape, include_extras=True)
        fields = {
            key: closed(hint)
            if key in shape.__required_keys__
            else typing_extensions.NotRequired[closed(hint)]
            for key, hint in hints.items()
        }
        made = cast(Any, typing_extensions.TypedDict)(shape.__name__, fields)
        made.__doc__ = shape.__doc__
        made.__pydantic_config__ = {"extra": "forbid"}
        return made
    origin, args = typing.get_origin(shape), typing.get_args(shape)
    if origin is None or origin is typing.Literal:
        return shape
    if origin in (typing.NotRequired, typing.Required):
        return closed(args[0])  # (whether a key is required comes from its TypedDict)
    inner = tuple(closed(a) for a in args)
    if origin in (typing.Union, types.UnionType):
        return functools.reduce(operator.or_, inner)
    return origin[inner]


def adapter(shape: Any):
    """A pydantic ``TypeAdapter`` for one of the engine's shapes (for validating)."""
    from pydantic import TypeAdapter

    return TypeAdapter(closed(shape))


@functools.cache
def schema() -> dict:
    """The JSON Schema: an object of the four documents, each one ``$ref`` to its shape."""
    # One TypedDict holding the documents gives one schema with shared ``$defs``.
    documents = cast(Any, typing.TypedDict)("Documents", DOCUMENTS, total=False)
    found = adapter(documents).json_schema(ref_template="#/$defs/{model}")
    found["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    found["title"] = "inno"
    found["description"] = (
        "The JSON of the inno engine: a player's view, a decision, a position "
        "(docs/position-format.md) and a save; each shape is in $defs."
    )
    return found
