"""Conditions read what happened: the machinery of ``tests/test_outcomes.py``.

A card effect that does something and then tests it ("If you do", "If you
returned any", "for each card transferred", "the melded card") must read the
outcome of the verb it tests, because a karma may have replaced the verb
("would ... instead": the original action did not happen).  Two checks:

* **Static** (:func:`unread_condition_verbs`): for every effect whose printed
  text has such a condition on a verb, the effect's code must use the result
  of at least one call of that verb (a bare ``yield from x.return_card(c)``
  statement throws the outcome away).

* **Dynamic** (:func:`probe`): a card's Dogma action is taken in real
  positions (snapshots of random games with all four expansions), the card
  moved to the top of its colour, with a synthetic "instead: do nothing"
  karma on one verb, for the requests of that card's effects only.  It is
  run twice with the same answers: once as the door really answers (the verb
  did not happen), once with the door *lying* (reporting the verb as done
  although nothing moved).  If the card's text has a condition on that verb,
  the two runs must differ in some position: otherwise the card's code does
  not read the outcome, and something conditional happens when the verb did
  not.
"""

from __future__ import annotations

import random
import re
from functools import cache

import inno
from inno.agents.random import random_answer
from inno.data.cards import COLOR, COLORS, DOGMA, ECHO_TEXT, NAME
from inno.engine import door as door_module
from inno.engine.door import INSTEAD, WOULD, Hook
from inno.engine.vocabulary import verbs as verbs_module
from inno.engine.vocabulary.choices import VERB_METHODS

# The verbs a karma can replace whose outcome a card text can test, with the words
# of the text that name them.
VERB_WORDS = {
    "meld": ("meld", "melds", "melded"),
    "tuck": ("tuck", "tucks", "tucked"),
    "score": ("score", "scores", "scored"),
    "return": ("return", "returns", "returned"),
    "transfer": ("transfer", "transfers", "transferred"),
    "foreshadow": ("foreshadow", "foreshadows", "foreshadowed"),
    "remove": ("remove", "removes", "removed"),
    "achieve": ("achieve", "achieves", "achieved", "claim", "claims", "claimed"),
    "splay": ("splay", "splays", "splayed"),
    "exchange": ("exchange", "exchanges", "exchanged"),
    "reveal": ("reveal", "reveals", "revealed"),
}
# Words of verbs whose outcome the checks do not test (drawing: a draw that did not
# happen is None already), so that "Draw a card. If you do" names no tested verb.
OTHER_VERB_WORDS = ("draw", "draws", "drew", "drawn", "choose", "chooses", "chose")
_WORD_VERB = {w: v for v, words in VERB_WORDS.items() for w in words}
_IMPERATIVE = re.compile(
    r"\b(" + "|".join(sorted([*_WORD_VERB, *OTHER_VERB_WORDS], key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)
# "If you do", "If they don't", "If you did not", "if the player does", ... (not "If you
# do not have": a state, Electrum Stater of Efesos)
_IF_DO = re.compile(
    r"\bif (?:you|they|he|she|that player|the player|the opponent|an opponent|anyone)"
    r" (?:do|does|did|don't|do not|didn't|did not|doesn't|does not)\b(?!(?: not)? have\b)",
    re.IGNORECASE,
)
# A participle naming the verb's result: "If you returned any", "each card
# transferred", "If any card was returned", "the melded card", "cards you tucked".  Not
# "splayed": every card text uses it for a state ("If your green cards are splayed right").
_PARTICIPLE = re.compile(
    r"\b(melded|tucked|scored|returned|transferred|foreshadowed|removed|exchanged|revealed)\b",
    re.IGNORECASE,
)


# "score pile" names a place, not the verb ("... to my score pile! If you do").
_SCORE_PILE = re.compile(r"\bscore piles?\b", re.IGNORECASE)


def condition_verbs(text: str) -> frozenset[str]:
    """The verbs whose outcome ``text`` tests: the verb before each "If you do", and each
    verb named by a participle."""
    text = _SCORE_PILE.sub("pile", text)
    verbs = {_WORD_VERB[m.group(1).lower()] for m in _PARTICIPLE.finditer(text)}
    for m in _IF_DO.finditer(text):
        before = list(_IMPERATIVE.finditer(text[: m.start()]))
        if before:
            verb = _WORD_VERB.get(before[-1].group(1).lower())
            if verb is not None:
                verbs.add(verb)
    return frozenset(verbs)


def card_texts(card: int) -> list[str]:
    """The printed texts of ``card``'s dogma and echo effects."""
    texts = [text for _, text in DOGMA[card]]
    if ECHO_TEXT[card]:
        texts.append(ECHO_TEXT[card])
    return texts


# -- positions -----------------------------------------------------------------------

EXPANSIONS = ["echoes", "cities", "artifacts", "figures"]


@cache
def positions(n: int = 8) -> tuple[dict, ...]:
    """``n`` positions at action decisions of random games with every set (turns 8 and
    later, where hands, score piles and boards hold cards)."""
    out = []
    seed = 0
    while len(out) < n:
        seed += 1
        game = inno.Game(players=3, seed=1000 + seed, expansions=EXPANSIONS)
        rng = random.Random(seed)
        taken_at = 8 + 2 * (len(out) % 5)
        while game.pending is not None:
            d = game.pending
            if d.kind == "action" and game.state.turn >= taken_at:
                out.append(game.to_position())
                break
            game.answer(random_answer(d, rng))
    return tuple(out)


def _without(value, name: str):
    """``value`` (a position's part) with the card ``name`` taken out of it."""
    if isinstance(value, list):
        return [_without(v, name) for v in value if v != name]
    if isinstance(value, dict):
        out = {k: _without(v, name) for k, v in value.items()}
        if set(out) == {"cards", "splay"}:
            if len(out["cards"]) < 2:
                out["splay"] = "none"
        return out
    return value


def with_top_card(position: dict, card: int) -> dict:
    """``position`` with ``card`` on top of its colour on the board of the player to act."""
    name = NAME[card]
    pos = _without(position, name)
    player = next(p for p in pos["players"] if p["name"] == pos["turn"]["player"])
    for p in pos["players"]:  # stacks left empty
        p["board"] = {
            c: s
            for c, s in p.get("board", {}).items()
            if (s["cards"] if isinstance(s, dict) else s)
        }
    color = COLORS[COLOR[card]]
    stack = player["board"].get(color)
    if stack is None:
        player["board"][color] = [name]
    elif isinstance(stack, dict):
        stack["cards"].insert(0, name)
    else:
        stack.insert(0, name)
    pos["turn"]["used"] = []
    return pos


# -- the synthetic karma and the lying door -----------------------------------------


class _Blocker:
    """An "instead: do nothing" karma on ``verb`` for the requests of ``card``'s effects;
    with ``lie``, the door then reports those requests as done."""

    def __init__(self, card: int, verb: str | None, lie: bool) -> None:
        self.card, self.verb, self.lie = card, verb, lie
        self.blocked: list = []  # the requests replaced
        self.asked: set[str] = set()  # the verbs the card's effects requested

    def install(self, game: inno.Game) -> None:
        real_hooks = game.hooks

        def hooks(t, req, kind):
            found = real_hooks(t, req, kind) if real_hooks is not None else []
            effect = req.effect
            if kind is WOULD and effect is not None and effect.card == self.card:
                self.asked.add(req.verb)
                if req.verb == self.verb:
                    self.blocked.append(req)
                    return [Hook(INSTEAD, req.player, "instead: nothing", _nothing)]
            return found

        game.hooks = hooks

    def lying_door(self, t, req):
        """The door, reporting the requests this karma replaced as done."""
        req = yield from door_module.door(t, req)
        if any(r is req for r in self.blocked):
            req.done = True
            req.result = True  # a splay "changed something"
        return req


def _nothing(req):
    return None
    yield  # a generator


def run_dogma(position: dict, card: int, verb: str | None, lie: bool, seed: int):
    """Take the Dogma action on ``card`` in ``position`` with random answers to the end of
    the action; returns (the log's texts since, the blocker), or (None, blocker) if the
    action cannot be taken there.  A lying run that fails returns its error's text."""
    game = inno.Game.from_position(position)
    blocker = _Blocker(card, verb, lie)
    blocker.install(game)
    action = f"dogma {NAME[card]}"
    d = game.pending
    if d is None or d.kind != "action" or action not in d.options:
        return None, blocker
    start = len(game.log)
    rng = random.Random(seed)
    real_door = verbs_module.door
    if lie:
        verbs_module.door = blocker.lying_door
    try:
        game.answer(action)
        for _ in range(300):
            d = game.pending
            if d is None or d.kind == "action":
                break
            game.answer(random_answer(d, rng))
    except Exception as e:  # the lie made the card's code fail: it did read the outcome
        if not lie:
            raise
        return [f"error: {e!r}"], blocker
    finally:
        verbs_module.door = real_door
    return [e["text"] for e in game.log[start:]], blocker


# -- the static check ------------------------------------------------------------------

# The vocabulary's calls that do each tested verb.
VOCABULARY_VERB = {
    "meld": "meld",
    "meld_all": "meld",
    "draw_and_meld": "meld",
    "tuck": "tuck",
    "tuck_all": "tuck",
    "draw_and_tuck": "tuck",
    "score": "score",
    "score_all": "score",
    "draw_and_score": "score",
    "return_card": "return",
    "return_all": "return",
    "transfer": "transfer",
    "transfer_all": "transfer",
    "transfer_to_achievements": "transfer",
    "foreshadow": "foreshadow",
    "foreshadow_all": "foreshadow",
    "draw_and_foreshadow": "foreshadow",
    "remove": "remove",
    "achieve": "achieve",
    "claim": "achieve",
    "claim_standard_achievement": "achieve",
    "claim_achievement": "achieve",
    "achieve_if_eligible": "achieve",
    "splay": "splay",
    "unsplay": "splay",
    "may_splay": "splay",
    "exchange": "exchange",
    "reveal": "reveal",
    "draw_and_reveal": "reveal",
}


def unread_condition_verbs(fn, text: str) -> set[str]:
    """The verbs ``text`` tests whose every call in ``fn``'s code throws the outcome away
    (a ``yield from x.verb(...)`` statement).  Code that calls no such verb itself (it
    uses a shared phrase) is not judged here."""
    import ast
    import inspect
    import textwrap

    wanted = condition_verbs(text)
    if not wanted:
        return set()
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
    except (OSError, TypeError):
        return set()
    used: dict[str, list[bool]] = {}
    statements = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
    for node in ast.walk(tree):
        if not isinstance(node, ast.YieldFrom):
            continue
        call = node.value
        if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Attribute):
            continue
        name = call.func.attr
        # x.each(x.return_card, cards): the verb applied to each card in turn.
        if name == "each" and call.args and isinstance(call.args[0], ast.Attribute):
            name = call.args[0].attr
        if name == "choose_and" and call.args and isinstance(call.args[0], ast.Constant):
            name = VERB_METHODS.get(call.args[0].value, call.args[0].value)
        if name in VOCABULARY_VERB:
            used.setdefault(VOCABULARY_VERB[name], []).append(id(node) not in statements)
    return {v for v in wanted if v in used and not any(used[v])}
