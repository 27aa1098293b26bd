"""Helpers for scenario tests: set up a position, act, answer, inspect.

game = setup({"Alice": {"board": {"red": ["Archery"]}, "hand": ["Tools"]},
              "Bob": {"hand": ["Writing", "Oars"]}},
             supply={"1": ["Sailing"]})
act(game, "dogma Archery")
expect(game, "Bob", "choose_card")
act(game, "Writing")
assert hand(game, "Alice") == ["Tools", "Writing"]
"""

from __future__ import annotations

import inno
from inno.data.cards import RECORDS

# The value of every base card, by name (from the packaged card data).
AGE = {r["name"]: r["age"] for r in RECORDS if r["set"] == "base" and r["kind"] == "age"}
# (set, value) of every card of an age, by name.
CARDS = {r["name"]: (r["set"], r["age"]) for r in RECORDS if r["kind"] == "age"}


def base_cards(age: int) -> list[str]:
    """The base cards of ``age``."""
    return cards_of(age)


def cards_of(age: int, set_: str = "base") -> list[str]:
    """The cards of one set and age."""
    return [name for name, (s, a) in CARDS.items() if s == set_ and a == age]


def echoes(players: dict, **rest) -> inno.Game:
    """``setup`` of a game with Echoes of the Past."""
    return setup(players, expansions=["echoes"], **rest)


def cities(players: dict, **rest) -> inno.Game:
    """``setup`` of a game with Cities of Destiny (and more expansions if given)."""
    rest.setdefault("expansions", ["cities"])
    return setup(players, **rest)


def artifacts(players: dict, **rest) -> inno.Game:
    """``setup`` of a game with Artifacts of History (and more expansions if given), with no
    standard achievements unless ``rest`` gives some (so the supply piles hold exactly
    what a test lists on top)."""
    rest.setdefault("expansions", ["artifacts"])
    rest.setdefault("achievements", [])
    return setup(players, **rest)


def figures(players: dict, **rest) -> inno.Game:
    """``setup`` of a game with Figures in the Sand (and more expansions if given), with no
    standard achievements unless ``rest`` gives some (so the supply piles hold exactly
    what a test lists on top)."""
    rest.setdefault("expansions", ["figures"])
    rest.setdefault("achievements", [])
    return setup(players, **rest)


def game_of(players: dict, **rest) -> inno.Game:
    """``echoes`` with no standard achievements unless ``rest`` gives some (so the supply
    piles hold exactly what a test lists on top)."""
    rest.setdefault("achievements", [])
    return echoes(players, **rest)


def setup(players: dict, *, turn: str | None = None, actions: int = 2, **rest) -> inno.Game:
    """A game at ``turn``'s action decision; ``players`` maps names to their zones.

    Zones use the position format (docs/position-format.md): ``hand``,
    ``score``, ``achievements``, ``board`` ({colour: [top, ..., bottom]} or
    {colour: {"cards": [...], "splay": "left"}}).  Other keywords (``supply``,
    ``achievements``, ``special_achievements``, ``options``, ...) go into the
    position as they are.
    """
    names = list(players)
    position = {
        "players": [{"name": name, **zones} for name, zones in players.items()],
        "turn": {"player": turn or names[0], "actions": actions},
        **rest,
    }
    return inno.Game.from_position(position)


def act(game: inno.Game, *answers) -> None:
    """Answer the pending decisions in order."""
    for a in answers:
        assert game.pending is not None, f"the game is over ({game.result}), cannot answer {a!r}"
        game.answer(a)


def expect(game: inno.Game, player: str, kind: str | None = None, options=None):
    """Assert who must decide now (and what kind of decision, with which options)."""
    d = game.pending
    assert d is not None, f"the game is over: {game.result}"
    assert d.player == player, f"{d.player} decides, not {player}: {d.prompt}"
    if kind is not None:
        assert d.kind == kind, f"{d.kind} decision, not {kind}: {d.prompt}"
    if options is not None:
        assert sorted(map(str, d.options)) == sorted(map(str, options)), d.options
    return d


def _player(game: inno.Game, who: str) -> dict:
    for p in game.to_position()["players"]:
        if p["name"] == who:
            return p
    raise KeyError(who)


def table(game: inno.Game) -> dict:
    """Every player's zones by name, empty ones left out.

    ``board``: {colour: cards top first} for an unsplayed stack, {colour: (cards,
    splay)} for a splayed one; ``hand``, ``score``, ``forecast``, ``achievements``:
    sorted lists; ``tucked``, ``scored``: the counts of this turn, when not zero.
    """
    out = {}
    for p in game.to_position()["players"]:
        zones = {}
        board = {
            color: s["cards"] if s["splay"] == "none" else (s["cards"], s["splay"])
            for color, s in p["board"].items()
        }
        if board:
            zones["board"] = board
        for zone in ("hand", "score", "forecast", "achievements"):
            if p.get(zone):
                zones[zone] = sorted(p[zone])
        for counter in ("tucked", "scored"):
            if p[counter]:
                zones[counter] = p[counter]
        out[p["name"]] = zones
    return out


def hand(game: inno.Game, who: str) -> list[str]:
    return sorted(_player(game, who)["hand"])


def score_pile(game: inno.Game, who: str) -> list[str]:
    return sorted(_player(game, who)["score"])


def achievements(game: inno.Game, who: str) -> list[str]:
    return sorted(_player(game, who)["achievements"])


def board(game: inno.Game, who: str, color: str) -> list[str]:
    """The ``color`` stack of ``who``'s board, top first."""
    stack = _player(game, who)["board"].get(color)
    return stack["cards"] if stack else []


def splay(game: inno.Game, who: str, color: str) -> str:
    stack = _player(game, who)["board"].get(color)
    return stack["splay"] if stack else "none"


def top_cards(game: inno.Game, who: str) -> list[str]:
    return sorted(s["cards"][0] for s in _player(game, who)["board"].values())


def forecast(game: inno.Game, who: str) -> list[str]:
    return sorted(_player(game, who)["forecast"])


def display(game: inno.Game, who: str) -> list[str]:
    """Artifacts of History: ``who``'s display (the artifact on display, or none)."""
    return _player(game, who).get("display", [])


def relics(game: inno.Game) -> list[str]:
    """The relics beside their supply piles (by name)."""
    return game.to_position().get("relics", [])


def removed(game: inno.Game) -> list[str]:
    """The cards removed from the game (sorted)."""
    return sorted(game.to_position()["removed"])


def available(game: inno.Game) -> list[str]:
    """The available standard achievements (by card name: the referee's view)."""
    return sorted(game.to_position()["achievements"])


def supply(game: inno.Game, age: int, set_: str = "base") -> list[str]:
    """The ``age`` supply pile, top first."""
    return game.to_position()["supply"][set_][str(age)]


def icons(game: inno.Game, who: str) -> dict[str, int]:
    return game.view(who)["players"][game.names.index(who)]["icons"]


def texts(game: inno.Game) -> list[str]:
    return [e["text"] for e in game.log]


def view_text(view_or_game, who: str | None = None) -> str:
    """A view as JSON text without its card-tracking candidates ("could_be" lists every
    card of a back the viewer cannot place: naming a card there betrays nothing)."""
    import json

    view = view_or_game.view(who) if who is not None else view_or_game
    return json.dumps({k: v for k, v in view.items() if k != "could_be"})
