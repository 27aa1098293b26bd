"""The one door every change passes through (invariant 5).

Every rules verb (draw, meld, tuck, score, return, transfer, ...), every
action (a Draw, Meld, Dogma or Achieve action), and every rule event (the
sharing bonus, claiming an achievement, winning) is a :class:`Request` passed
to :func:`door`, which

1. resolves what the request will really do (``prepare``: e.g. the value and
   set a draw takes after skipping empty ages);
2. asks the "would ... instead" and "would ... first" hooks (karmas of top
   figures).  If several apply, the current player chooses which one happens
   and the others are ignored (the rulebook: "the current player decides
   which karma occurs and ignores the others").  A hook never triggers while
   a karma is executing ("karma effects never chain");
3. executes the verb, unless an "instead" hook replaced it;
4. runs the "when" hooks (e.g. "when you meld this card"; asked only about the verbs
   in ``table.rules.when_verbs``) and the conditions watching every change: special
   achievements, winning (and Cities' flags), through ``table.rules.after_change``;
   then the rules of the sets that watch that verb (``table.rules.after``: Cities' draw
   after a splay);

and returns the request completed as its outcome: ``done`` says whether the
verb really happened, and a draw's ``card`` is the card drawn.

The verbs are declared by the modules that define them (a tuple of
:class:`Verb`), and the sets in play bring theirs in the table's ruleset
(``table.rules.verbs``, ``inno.engine.ruleset``), so this module needs none of them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from inno.engine.decisions import Decision
from inno.engine.registry import CONTINUE, DONE
from inno.engine.table import Table

# Kinds of hooks.
INSTEAD = "instead"
FIRST = "first"
WHEN = "when"
WOULD = (INSTEAD, FIRST)
# What a hook may return (defined with ``Karma``, below the engine): CONTINUE lets the
# request go on after all; DONE says that an "instead" hook's own words are the verb it
# replaced ("instead return it and ..."): the request counts as done.


class Request:
    """What a verb, action or rule event is asked to do, and then what it did.

    ``verb``: its name (``"draw"``, ``"meld action"``, ``"win"``, ...);
    ``player``: who acts; ``card``: the card it acts on (or -1; for a draw, the
    card drawn once it is done); ``value``/``set``: the value and set of a draw
    (as resolved by the draw rules; ``asked`` keeps what was asked); ``zone``
    and ``owner``: where a transfer or exchange puts the card; ``color`` and
    ``direction``: of a splay; ``effect``: the effect it runs in (whose, which
    card, ``kind`` demand/compel/non_demand/echo; None for actions and
    rules); ``action``: the action or rule it is part of (``"draw"`` for the
    draw of a Draw action, ``"meld"``, ``"sharing"``, ``"promote"``...; None
    when an effect asked for it); ``free``: a free action; ``data``: anything
    else a verb needs.  After the door: ``done`` (False if it did not happen,
    e.g. replaced by an "instead" karma) and ``result`` (what the verb
    returns, e.g. whether a splay changed anything).
    """

    __slots__ = (
        "verb",
        "player",
        "card",
        "value",
        "set",
        "zone",
        "owner",
        "color",
        "direction",
        "effect",
        "action",
        "free",
        "data",
        "asked",
        "done",
        "result",
    )
    verb: str
    player: int
    card: int
    value: int
    set: int
    zone: int
    owner: int
    color: int
    direction: int
    effect: Any  # the Effect (context.py, a layer above)
    action: str | None
    free: bool
    data: Any
    asked: Any
    done: bool
    result: Any

    def __init__(self, verb: str, player: int, card: int = -1, **fields: Any) -> None:
        # The engine makes its requests with ``request``, which is cheaper; this is the
        # same request for other callers (with the same defaults: ``request``'s).
        made = request(verb, player, card, **fields)
        for name in self.__slots__:
            setattr(self, name, getattr(made, name))

    def __repr__(self) -> str:
        fields = (f"{k}={getattr(self, k)!r}" for k in self.__slots__[1:] if k != "effect")
        return f"<Request {self.verb}: {', '.join(fields)}>"


_new = object.__new__


def request(
    verb: str,
    player: int,
    card: int = -1,
    value: int = 0,  # (the fields after ``card`` are named by every caller)
    set: int = -1,
    zone: int = -1,
    owner: int = -1,
    color: int = -1,
    direction: int = -1,
    effect: Any = None,
    action: str | None = None,
    free: bool = False,
    data: Any = None,
) -> Request:
    """A new :class:`Request` (see its fields).

    The engine makes a few requests per decision, and a plain function filling the
    slots costs about two thirds of calling the class: CPython calls a class's
    ``__init__`` through C, and collects keyword arguments into a dict for it.  The
    fields after ``card`` are not keyword-only either, though every caller names them:
    CPython finds the default of each keyword-only parameter not given by a lookup in a
    dict, which made a third of the cost of a call.
    """
    r = _new(Request)
    r.verb = verb
    r.player = player
    r.card = card
    r.value = value
    r.set = set
    r.zone = zone
    r.owner = owner
    r.color = color
    r.direction = direction
    r.effect = effect
    r.action = action
    r.free = free
    r.data = data
    r.asked = None
    r.done = True
    r.result = None
    return r


class Hook:
    """A rule that watches the door: a karma, for now.

    ``kind``: INSTEAD or FIRST (before the verb) or WHEN (after it);
    ``owner``: the player whose hook it is; ``label``: how a player choosing
    among hooks sees it; ``run(request)``: the generator that executes it
    (a FIRST hook may return True to cancel the request after all; any hook
    may return CONTINUE to let the request, as it changed it, go on, or DONE when it
    did the verb itself, in its own words).
    """

    __slots__ = ("kind", "owner", "label", "run")
    kind: str
    owner: int
    label: str
    run: Callable

    def __init__(self, kind: str, owner: int, label: str, run: Callable) -> None:
        self.kind = kind
        self.owner = owner
        self.label = label
        self.run = run


class Verb:
    """The function executing the verb ``name``: ``fn(table, request)``.

    ``generator``: the function is a generator (it may pose decisions or pass
    other requests through the door); a plain function may return a request
    that happens instead of it.  ``prepare(table, request)`` resolves the
    request before the hooks see it.
    """

    __slots__ = ("name", "fn", "generator", "prepare")

    def __init__(
        self,
        name: str,
        fn: Callable,
        generator: bool = False,
        prepare: Callable[[Table, Request], None] | None = None,
    ) -> None:
        self.name = name
        self.fn = fn
        self.generator = generator
        self.prepare = prepare


def door(t: Table, req: Request):
    """Execute ``req`` (a generator: hooks may ask players); returns ``req`` completed."""
    rules = t.rules
    verb = rules.verbs[req.verb]
    if verb.prepare is not None:
        verb.prepare(t, req)
    if t.hooks is not None and not t.in_karma:
        hooks = t.hooks(t, req, WOULD)
        if hooks:
            hook = yield from _choose(t, hooks, req)
            # While a karma answers a win or a claim, the checks after each change do not
            # find that win or claim again (Jackie Chan scores figures first; Cai Lun
            # foreshadows before the special achievement he answers is claimed).
            t.answered.append(req)
            try:
                outcome = yield from run_hook(t, hook, req)
            finally:
                t.answered.pop()
            if outcome == CONTINUE:
                pass  # the karma changed how the request is done (Alexander the Great)
            elif outcome == DONE:
                return req  # the karma did the verb in its own words: it happened
            elif outcome or hook.kind == INSTEAD:
                req.done = False
                return req
            if verb.prepare is not None:  # the karma may have changed what it takes
                verb.prepare(t, req)
    if verb.generator:
        yield from verb.fn(t, req)
    else:
        follow = verb.fn(t, req)
        if rules.refresh is not None and t.touched:
            # A board may have changed: what karmas change now.  (A verb that changes a
            # board touches its owner; the karmas of the top cards change with nothing
            # else a verb changes.)
            rules.refresh(t)
        if follow is not None:  # the verb turned into another request (drawing an 11: "win")
            yield from door(t, follow)
    # (The "when" hooks are asked only about the verbs they follow: most requests are not.)
    if t.hooks is not None and req.verb in rules.when_verbs and req.done and not t.in_karma:
        for hook in t.hooks(t, req, WHEN):
            yield from run_hook(t, hook, req)
    if t.touched:
        for follow in rules.after_change(t, req):
            yield from door(t, follow)
    if req.verb in rules.after:  # (a test first: usually no rule watches the verb)
        for rule in rules.after[req.verb]:
            yield from rule(t, req)
    return req


def run_hook(t: Table, hook: Hook, req: Request):
    """Run one hook; no hook triggers inside it.  Returns what the hook returns."""
    t.in_karma += 1
    try:
        return (yield from hook.run(req))
    finally:
        t.in_karma -= 1


def _choose(t: Table, hooks: list[Hook], req: Request):
    """The one hook that happens: the current player chooses when several apply."""
    if len(hooks) == 1:
        return hooks[0]
    labels = [h.label for h in hooks]
    chosen = yield Decision(
        t.state.current,
        "choose_option",
        f"Several karmas would trigger ({req.verb}): choose the one that happens "
        "(the others are ignored)",
        labels,
        hooks,
        verb="karma",
    )
    return chosen
