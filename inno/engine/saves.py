"""Saving a game as JSON text, and restoring it.

A save holds the game's origin (its seed or starting position), its whole
history, its checkpoint written as a position with the log up to it, the answers
since, and a checksum.  A save is untrusted input: restoring rebuilds the game
from its origin and history, and it must pass through the saved checkpoint with
the saved log, then end at the saved answers.
"""

from __future__ import annotations

import copy
import json
from typing import TYPE_CHECKING, Any

from inno.engine.position import to_position
from inno.errors import CorruptSave, InnoError

if TYPE_CHECKING:
    from inno.engine.game import Game

SAVE_FORMAT = "inno-game"
SAVE_VERSION = 2
# The rules inno plays by, raised whenever a ruling or a card's code changes how a game
# goes on from the same answers (docs/rulings.md says what changed).  Saves and
# simulation records carry it, so that an old game that replays differently says why.
# 1: until November 2026 (saves without "rules"); 2: conditions read what the verbs did;
# 3 (2026-11-29): icon karmas add to the printed counts, fading goes on until one top
# figure, a drawn card's properties read on the card drawn, Dentures, Sun Tzu, and more.
# 4 (2026-11-29, later): the Figures draws follow only an Achieve action that claimed a standard
# achievement (Shivaji taking it first: none).
# 5 (2026-11-30): Gene Roddenberry's echo may meld your own top purple card (his karma then
# replaces the meld); Sergey Brin's karma offers only cards with something to execute; Grace
# Hopper's and Marcha Real's chosen cards go in the order chosen (no second question); Soap
# offers every colour; Ptolemy, Sergey Brin and Machiavelli ignore a player who left; a card of
# several ("tuck all ...") that a karma moved meanwhile is not moved again; no karma answers the
# return of a displayed artifact; a claim a karma answers is not made inside the karma; Sun Tzu
# answers the sharing draw (one choice with Al-Kindi), whose value is read when it draws.
RULES_VERSION = 5


def older_rules(rules: object, what: str) -> str:
    """Why a game of rules version ``rules`` may replay differently now (``what``: "it was
    saved", "the game was played")."""
    return (
        f"{what} under rules version {rules!r}, and this inno plays by version "
        f"{RULES_VERSION}: docs/rulings.md says what changed"
    )


def to_json(game: Game) -> str:
    """The whole game as JSON text; :func:`from_json` restores it exactly."""
    checkpoint, n_events, since = game.checkpoint()
    data = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "rules": RULES_VERSION,
        "origin": game.origin,
        "history": game.history,
        "checkpoint": to_position(game, checkpoint),
        "answers": since,
        "log": [e.to_json() for e in game.events[:n_events]],
    }
    data["checksum"] = checksum(data)
    return json.dumps(data, ensure_ascii=False)


def from_json(cls: type[Game], text: str | bytes | dict) -> Game:
    """Restore a game saved by :func:`to_json`; a corrupt save raises CorruptSave."""
    try:
        data = json.loads(text) if isinstance(text, (str, bytes)) else copy.deepcopy(text)
    except (ValueError, TypeError, RecursionError) as e:
        raise CorruptSave(f"not a saved game: the JSON cannot be read ({e})") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise CorruptSave(f"not a saved game: 'format' must be {SAVE_FORMAT!r}")
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        raise CorruptSave(f"unsupported save version {version!r} (this is {SAVE_VERSION})")
    for key in ("origin", "history", "checkpoint", "answers", "log", "checksum"):
        if key not in data:
            raise CorruptSave(f"the saved game has no {key!r}")
    if data["checksum"] != checksum(data):
        raise CorruptSave("the saved game's checksum does not match its contents")
    if not isinstance(data["log"], list):
        raise CorruptSave("'log' must be a list")
    history, answers = data["history"], data["answers"]
    if not isinstance(answers, list) or not isinstance(history, list):
        raise CorruptSave("'answers' and 'history' must be lists")
    if len(answers) > len(history) or history[len(history) - len(answers) :] != answers:
        raise CorruptSave("the answers since the checkpoint are not the end of the history")
    rules = data.get("rules", 1)
    try:
        return rebuild(cls, data)
    except Exception as e:  # a save is untrusted input: no raw errors escape
        why = str(e) if isinstance(e, InnoError) else f"{type(e).__name__}: {e}"
        if rules != RULES_VERSION:  # most likely a ruling changed since
            why += f" ({older_rules(rules, 'it was saved')})"
        if isinstance(e, CorruptSave):
            raise CorruptSave(why) from None
        raise CorruptSave(f"the saved game cannot be restored: {why}") from None


def rebuild(cls: type[Game], data: dict) -> Game:
    """The game of a save, replayed from its origin and checked against its parts."""
    origin, history = data["origin"], data["history"]
    checkpoint = data["checkpoint"]
    if not isinstance(origin, dict) or not isinstance(checkpoint, dict):
        raise CorruptSave("'origin' and 'checkpoint' must be objects")
    # (the names are checked by the game)
    names: list[Any] = [p.get("name") for p in checkpoint.get("players", []) if isinstance(p, dict)]
    game = start(cls, origin, names, checkpoint.get("expansions") or [], checkpoint.get("options"))
    before = len(history) - len(data["answers"])
    for entry in history[:before]:
        _replay_one(game, entry)
    log = [e.to_json() for e in game.events]
    if to_position(game, game.state) != checkpoint or log != data["log"]:
        raise CorruptSave("the history does not lead to the saved checkpoint and log")
    for entry in history[before:]:
        _replay_one(game, entry)
    return game


def start(cls: type[Game], origin: dict, names: list, expansions: list, options: Any) -> Game:
    """The game at ``origin`` (its seed or starting position), before any answer."""
    if "position" in origin:
        game = cls.from_position(origin["position"])
    elif "seed" in origin:
        game = cls(names, expansions, origin["seed"], options)
    else:
        raise CorruptSave("'origin' must give the seed or the starting position")
    game.origin = origin
    return game


def _replay_one(game: Game, entry: object) -> None:
    if game.pending is None:
        raise CorruptSave("the history goes on after the end of the game")
    game.play(entry)


def checksum(data: dict) -> str:
    """SHA-256 of a save's contents (everything but the checksum), canonically written."""
    body = {k: v for k, v in data.items() if k != "checksum"}
    text = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    import hashlib  # (here: importing inno stays light)

    return hashlib.sha256(text.encode("utf-8")).hexdigest()
