"""What the tests written as an outside checker share: the documented API only
(a position in, decisions answered, the position out: docs/position-format.md and the
decision protocol of docs/rulings.md)."""

from __future__ import annotations

from helpers import cards_of

import inno


def _names(obj):
    """The card names in a part of a position (not the players' names or splays)."""
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            if k not in ("name", "splay"):
                yield from _names(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _names(v)


def make(
    players: list[dict],
    sets=(),
    *,
    supply=None,
    empty=(),
    achievements=(),
    special=None,
    **rest,
) -> inno.Game:
    """A game at ``players``' position. ``supply`` is {set: {age: [top first]}};
    ``empty`` lists (set, age) piles to empty (their cards placed nowhere else are
    removed from the game); ``special``: the special achievements (None: the sets')."""
    pos = {
        "players": players,
        "expansions": list(sets),
        "achievements": list(achievements),
        "supply": supply or {},
    }
    if special is not None:
        pos["special_achievements"] = list(special)
    pos.update(rest)
    used = set(_names([{k: v for k, v in p.items() if k != "name"} for p in players]))
    used.update(_names([pos["achievements"], pos["supply"], pos.get("removed", [])]))
    removed = list(pos.get("removed", []))
    for set_, age in empty:
        removed += [n for n in cards_of(age, set_) if n not in used]
    pos["removed"] = removed
    return inno.Game.from_position(pos)


def act(game: inno.Game, *answers) -> None:
    """Answer the pending decisions in turn (a single choice must be one of the options)."""
    for a in answers:
        d = game.pending
        assert d is not None, f"no decision left for {a!r}"
        if d.kind in ("action", "choose_card", "choose_option", "choose_color"):
            assert a in d.options, (a, d, d.options)
        game.answer(a)


def player(game: inno.Game, name: str) -> dict:
    return next(p for p in game.to_position()["players"] if p["name"] == name)


def board(game: inno.Game, name: str) -> dict:
    """{colour: (cards top first, splay)}."""
    return {c: (s["cards"], s["splay"]) for c, s in player(game, name)["board"].items()}


def turn(game: inno.Game) -> dict:
    return game.to_position()["turn"]


def options(game: inno.Game) -> list:
    return list(game.pending.options)


def _key(option) -> tuple:
    """None first, then numbers in order, then names."""
    if option is None:
        return (0, 0, "")
    if isinstance(option, int):
        return (1, option, "")
    return (2, 0, str(option))


def opts(game: inno.Game, who: str | None = None, kind: str | None = None) -> list:
    """The pending decision's options, sorted (None first), checking whose and what
    kind of decision it is when given."""
    d = game.pending
    assert d is not None, game.result
    if who is not None:
        assert d.player == who, (d.player, d.prompt)
    if kind is not None:
        assert d.kind == kind, (d.kind, d.prompt)
    return sorted(d.options, key=_key)


def ask(game: inno.Game, who: str, expected, kind: str | None = None):
    """The pending decision is ``who``'s and offers exactly ``expected`` (in any order)."""
    d = game.pending
    assert d is not None, f"no decision: {game.result}"
    assert d.player == who, (d.player, d.prompt, d.options)
    if kind is not None:
        assert d.kind == kind, (d.kind, d.prompt, d.options)
    assert sorted(d.options, key=_key) == sorted(expected, key=_key), (d.prompt, d.options)
    return d


def answer(game: inno.Game, *answers) -> None:
    """Answer the pending decisions in turn, whatever they offer."""
    for a in answers:
        assert game.pending is not None, f"the game is over, cannot answer {a!r}"
        game.answer(a)


def zone(game: inno.Game, who: str, key: str) -> list:
    return player(game, who).get(key, [])


def stack(game: inno.Game, who: str, colour: str) -> tuple[list, str]:
    """(cards top first, splay) of one colour ([] and "none" when empty)."""
    s = player(game, who)["board"].get(colour)
    return (s["cards"], s["splay"]) if s else ([], "none")


def hand(game: inno.Game, who: str) -> list:
    return sorted(player(game, who)["hand"])


def score(game: inno.Game, who: str) -> list:
    return sorted(player(game, who)["score"])


def achievements(game: inno.Game, who: str) -> list:
    return sorted(player(game, who)["achievements"])
