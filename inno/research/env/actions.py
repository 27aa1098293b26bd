"""The fixed action space of the research environments (PettingZoo and OpenSpiel).

Learning code needs one ``Discrete(N)`` space that means the same thing in every
position of every combination of sets, while the engine poses decisions whose
options are JSON values (cards by name, colours, player names, numbers, free
strings).  This module is the dictionary between the two.  It imports only the
standard library and the static card data, so bots and tools can use it without
numpy.

The space is a sequence of blocks (``BLOCKS``; ``docs/research-api.md`` lists
them with their offsets):

* ``card``: one action per card id (``inno.data.cards.NAME``), used to pick a card
  in ``choose_card``, to add a card to the selection of ``choose_cards``, and for a
  ``choose_option`` option that is a card's name;
* ``meld``, ``dogma``, ``endorse``, ``achieve_card``: the turn's actions that name a
  card (``"meld <card>"``, ...; ``"achieve <card>"`` for a card a karma makes an
  available achievement), one per card id;
* ``achieve_age`` (``"achieve <age>"``, ages 0-11), ``draw``, ``inspire`` (one per
  colour), ``decree`` (one per Decree, in card order);
* ``color``, ``player`` (seats *relative to the deciding player*: 0 is themself, 1
  the next player in turn order, ...), ``value`` (0-20), ``icon``, ``set``;
* ``yes``, ``no``, ``decline`` (the ``None`` option: "you may" declined), ``done``
  (end a ``choose_cards`` selection);
* ``option``: option slots by position in the decision's option list, for the
  ``choose_option`` strings that are none of the above (``"Player 2: red"``,
  ``"the usual draw"``, ``"base 3"``...).  The engine builds those labels from the
  position, so no fixed vocabulary could hold them all.

Multi-select (``choose_cards``) is answered one pick at a time: each pick is a
``card`` action, in the order the cards will be acted on; ``done`` becomes legal
once ``min`` cards are picked, and the answer is sent to the game by itself when
``max`` are.  :class:`Chooser` implements that protocol over a :class:`inno.Game`.
"""

from __future__ import annotations

from typing import Any

from inno.data.cards import BY_NAME, COLORS, ICONS, KIND, N_CARDS, NAME, SETS
from inno.errors import IllegalAnswer, InnoError

MAX_PLAYERS = 8
N_VALUES = 21  # choose_value answers 0..20 (cards are 1..11; some effects count higher)
N_AGES = 12  # "achieve <age>": 0..11
N_OPTION_SLOTS = 128  # option slots for free-text choose_option labels (46 seen at most)
DECREES: tuple[int, ...] = tuple(c for c in range(N_CARDS) if KIND[c] == "decree")

BLOCKS: tuple[tuple[str, int], ...] = (
    ("card", N_CARDS),
    ("meld", N_CARDS),
    ("dogma", N_CARDS),
    ("endorse", N_CARDS),
    ("achieve_card", N_CARDS),
    ("achieve_age", N_AGES),
    ("draw", 1),
    ("inspire", len(COLORS)),
    ("decree", len(DECREES)),
    ("color", len(COLORS)),
    ("player", MAX_PLAYERS),
    ("value", N_VALUES),
    ("icon", len(ICONS)),
    ("set", len(SETS)),
    ("yes", 1),
    ("no", 1),
    ("decline", 1),
    ("done", 1),
    ("option", N_OPTION_SLOTS),
)


def _offsets() -> dict[str, int]:
    found, at = {}, 0
    for name, size in BLOCKS:
        found[name] = at
        at += size
    return found


OFFSET: dict[str, int] = _offsets()
BLOCK_SIZE: dict[str, int] = dict(BLOCKS)
N_ACTIONS: int = sum(size for _, size in BLOCKS)

CARD = OFFSET["card"]
MELD = OFFSET["meld"]
DOGMA = OFFSET["dogma"]
ENDORSE = OFFSET["endorse"]
ACHIEVE_CARD = OFFSET["achieve_card"]
ACHIEVE_AGE = OFFSET["achieve_age"]
DRAW = OFFSET["draw"]
INSPIRE = OFFSET["inspire"]
DECREE = OFFSET["decree"]
COLOR = OFFSET["color"]
PLAYER = OFFSET["player"]
VALUE = OFFSET["value"]
ICON = OFFSET["icon"]
SET = OFFSET["set"]
YES = OFFSET["yes"]
NO = OFFSET["no"]
DECLINE = OFFSET["decline"]
DONE = OFFSET["done"]
OPTION = OFFSET["option"]

_VERB_BLOCK = {"meld": MELD, "dogma": DOGMA, "endorse": ENDORSE}
_COLOR_INDEX = {c: i for i, c in enumerate(COLORS)}
_ICON_INDEX = {c: i for i, c in enumerate(ICONS)}
_SET_INDEX = {s: i for i, s in enumerate(SETS)}
_DECREE_INDEX = {NAME[c]: i for i, c in enumerate(DECREES)}


class IllegalAction(IllegalAnswer):
    """An action id that the pending decision does not allow (the message lists those it does)."""


def action_label(action: int) -> str:
    """A readable name for ``action`` (``"meld Archery"``, ``"player +1"``, ``"option #3"``)."""
    if not isinstance(action, int) or not 0 <= action < N_ACTIONS:
        return f"<not an action: {action!r}>"
    for name, size in BLOCKS:
        start = OFFSET[name]
        if start <= action < start + size:
            i = action - start
            break
    if name == "card":
        return f"card {NAME[i]}"
    if name in ("meld", "dogma", "endorse"):
        return f"{name} {NAME[i]}"
    if name == "achieve_card":
        return f"achieve {NAME[i]}"
    if name == "achieve_age":
        return f"achieve {i}"
    if name == "inspire":
        return f"inspire {COLORS[i]}"
    if name == "decree":
        return f"decree {NAME[DECREES[i]]}"
    if name == "color":
        return f"colour {COLORS[i]}"
    if name == "player":
        return "player (yourself)" if i == 0 else f"player +{i}"
    if name == "value":
        return f"value {i}"
    if name == "icon":
        return f"icon {ICONS[i]}"
    if name == "set":
        return f"set {SETS[i]}"
    if name == "option":
        return f"option #{i}"
    return name  # draw, yes, no, decline, done


def _semantic(kind: str, option: Any, names: tuple[str, ...] | list[str], me: int) -> int | None:
    """The meaningful action for one option, or None (then it takes an option slot)."""
    if option is None:
        return DECLINE
    if kind == "choose_card" or kind == "choose_cards":
        card = BY_NAME.get(option)
        return None if card is None else CARD + card
    if kind == "action":
        verb, _, rest = option.partition(" ")
        if verb == "draw" and not rest:
            return DRAW
        if verb in _VERB_BLOCK:
            card = BY_NAME.get(rest)
            return None if card is None else _VERB_BLOCK[verb] + card
        if verb == "achieve":
            if rest.isdigit() and int(rest) < N_AGES:
                return ACHIEVE_AGE + int(rest)
            card = BY_NAME.get(rest)
            return None if card is None else ACHIEVE_CARD + card
        if verb == "inspire" and rest in _COLOR_INDEX:
            return INSPIRE + _COLOR_INDEX[rest]
        if verb == "decree" and rest in _DECREE_INDEX:
            return DECREE + _DECREE_INDEX[rest]
        return None
    if kind == "yes_no":
        return YES if option == "yes" else NO if option == "no" else None
    if kind == "choose_color":
        i = _COLOR_INDEX.get(option)
        return None if i is None else COLOR + i
    if kind == "choose_player":
        if option in names:
            return PLAYER + (list(names).index(option) - me) % len(names)
        return None
    if kind == "choose_value":
        if isinstance(option, int) and not isinstance(option, bool) and 0 <= option < N_VALUES:
            return VALUE + option
        return None
    if kind == "choose_option" and isinstance(option, str):
        if option in BY_NAME:
            return CARD + BY_NAME[option]
        if option in _COLOR_INDEX:
            return COLOR + _COLOR_INDEX[option]
        if option in _ICON_INDEX:
            return ICON + _ICON_INDEX[option]
        if option in _SET_INDEX:
            return SET + _SET_INDEX[option]
    return None


# _MEMO[kind][option]: the action of a string option of a decision of that kind, for the
# kinds whose strings are a fixed vocabulary (actions and cards: a few thousand strings;
# not choose_player, whose actions depend on the seats, nor choose_option's free labels).
_MEMO: dict[str, dict[str | None, int | None]] = {
    k: {None: DECLINE} for k in ("action", "choose_card", "choose_cards", "yes_no", "choose_color")
}


def option_actions(
    kind: str, options: list, names: tuple[str, ...] | list[str], me: int
) -> list[int]:
    """The action id of each option of a decision (a list parallel to ``options``).

    ``names`` are the players' names in seat order and ``me`` the deciding seat
    (players are encoded relative to it).  Distinct options always get distinct
    actions: an option with no meaningful action takes the option slot of its
    position.  Works on a :class:`~inno.Decision` or on the ``pending`` dict of a
    view (same ``kind`` and ``options``).
    """
    memo = _MEMO.get(kind)
    if memo is not None:
        try:  # every option seen before and meaningful: one look-up each
            seen = [memo[option] for option in options]
        except (KeyError, TypeError):
            pass
        else:
            if None not in seen and len(set(seen)) == len(seen):
                return seen  # type: ignore[return-value]  # (no None in it)
    found: list[int] = []
    for i, option in enumerate(options):
        a: int | None
        if memo is not None and type(option) is str:
            # (a string's action depends on the kind and the string only: looked up once)
            if option in memo:
                a = memo[option]
            else:
                a = memo[option] = _semantic(kind, option, names, me)
        else:
            a = _semantic(kind, option, names, me)
        if a is None:
            if i >= N_OPTION_SLOTS:
                raise InnoError(
                    f"a {kind} decision with more than {N_OPTION_SLOTS} options that have no "
                    f"meaningful action ({len(options)} options): the action space is too small"
                )
            a = OPTION + i
        found.append(a)
    if len(set(found)) != len(found):  # cannot happen with the engine's options; be safe
        found = [OPTION + i for i in range(len(options))]
    return found


def rewards(game: Any) -> list[float]:
    """Each seat's reward once ``game`` is over: +1 for each winner, -1 for each loser; when
    the winners are several players or teams (a draw), 0 for each of them."""
    result = game.result
    assert result is not None, "called once the game is over"
    winners = {game.names.index(name) for name in result.winners}
    draw = len({game.team[p] for p in winners}) > 1
    return [(0.0 if draw else 1.0) if p in winners else -1.0 for p in range(len(game.names))]


class Chooser:
    """Plays a :class:`inno.Game` by action ids: the protocol both environments share.

    It holds the picks of a ``choose_cards`` decision under way (answered one card
    at a time) and, with the ``face_down_draws`` option, lets the deciding player
    look at their face-down cards first (an agent has no use for them hidden).
    """

    __slots__ = ("game", "picks", "_decision", "_actions", "_index", "_legal")

    def __init__(self, game: Any) -> None:
        self.game = game
        self.picks: list[int] = []  # option indices picked so far (choose_cards)
        self._decision = None
        self._actions: list[int] = []
        self._index: dict[int, int] = {}  # action -> option index
        self._legal: list[int] = []  # the actions, ascending

    def copy(self, game: Any) -> Chooser:
        """The same protocol state over ``game`` (a clone of this one's game)."""
        other = Chooser(game)
        other.picks = self.picks[:]
        return other

    @property
    def decision(self) -> Any:
        """The game's pending decision (None when it is over)."""
        d = self.game.pending
        if d is not None and d is not self._decision:
            if self.game.options["face_down_draws"] and self.game.state.unlooked[d.who]:
                self.game.look(d.who)
                d = self.game.pending
            self._decision = d
            # Once per decision: each step then only looks actions up.
            self._actions = option_actions(d.kind, d.options, self.game.names, d.who)
            self._index = dict(zip(self._actions, range(len(self._actions)), strict=True))
            self._legal = sorted(self._actions)
        return d

    @property
    def player(self) -> int:
        """The deciding seat (-1 when the game is over)."""
        d = self.decision
        return -1 if d is None else d.who

    def option_actions(self) -> list[int]:
        """The action of each option of the pending decision."""
        return self._actions if self.decision is not None else []

    def legal_actions(self) -> list[int]:
        """The legal action ids now, ascending."""
        d = self.decision
        if d is None:
            return []
        if d.kind != "choose_cards":
            return self._legal[:]
        return self._legal_picks(d)

    def _legal_picks(self, d: Any) -> list[int]:
        picked = {self._actions[i] for i in self.picks}
        legal = [a for a in self._legal if a not in picked]
        if len(self.picks) >= d.min:
            legal.append(DONE)
            legal.sort()
        return legal

    def step(self, action: int) -> bool:
        """Play ``action``; True if it answered the game's decision (False: a pick).

        An action that is not legal raises :class:`IllegalAction` naming the
        legal ones, and changes nothing.
        """
        d = self.decision
        if d is None:
            raise IllegalAction("the game is over; no action is allowed")
        a = action if type(action) is int else _as_action(action)
        if d.kind != "choose_cards":
            i = self._index.get(a)  # type: ignore[arg-type]
            if i is None:
                raise self._illegal(action)
            self.game.answer(d.options[i])
            return True
        if not self.allows(action):
            raise self._illegal(action)
        if a != DONE:
            self.picks.append(self._index[a])  # type: ignore[index]
            if len(self.picks) < d.max:
                return False
        answer = [d.options[k] for k in self.picks]
        self.game.answer(answer)
        self.picks = []
        return True

    def allows(self, action: Any) -> bool:
        """Whether ``action`` is legal now (what :meth:`legal_actions` lists)."""
        d = self.decision
        if d is None:
            return False
        a = _as_action(action)
        i = self._index.get(a)  # type: ignore[arg-type]
        if d.kind != "choose_cards":
            return i is not None
        if a == DONE:
            return len(self.picks) >= d.min
        return i is not None and i not in self.picks

    def _illegal(self, action: Any) -> IllegalAction:
        d = self.decision
        legal = self.legal_actions()
        shown = ", ".join(f"{a} ({action_label(a)})" for a in legal[:60])
        if len(legal) > 60:
            shown += f", ... ({len(legal)} in all)"
        a = _as_action(action)
        what = "not an action id" if a is None else action_label(a)
        return IllegalAction(
            f"action {action!r} ({what}) is not allowed for {d.player}'s {d.kind} decision "
            f"{d.prompt!r}; allowed: {shown}"
        )


def _as_action(action: Any) -> int | None:
    """``action`` as an int (numpy integers too), or None if it is no action id."""
    if isinstance(action, bool) or not hasattr(action, "__index__"):
        return None
    return action.__index__()


class ConfigError(InnoError, ValueError):
    """A bad environment configuration (unknown set, player count...): the message says
    what is allowed."""


def check_config(
    players: Any = 2, expansions: Any = (), options: dict | None = None
) -> tuple[int, tuple[str, ...], dict]:
    """``(players, expansions, options)`` checked and normalised, or :class:`ConfigError`.

    ``expansions`` is a list of set names or one string of names separated by ``,``
    or ``+`` (OpenSpiel's game strings need ``+``: ``"echoes+cities"``); ``"base"``
    may be listed (it is always in play).  The number of players is 2 to 4, one
    more per expansion (8 with all four).
    """
    known = SETS[1:]
    if expansions is None:
        expansions = ()
    if isinstance(expansions, str):
        expansions = [e.strip() for e in expansions.replace("+", ",").split(",") if e.strip()]
    if not isinstance(expansions, (list, tuple)):
        raise ConfigError(
            f"expansions must be a list of set names, not {expansions!r}; "
            f"the sets are base, {', '.join(known)}"
        )
    chosen = []
    for e in expansions:
        if e == "base":
            continue
        if e not in known:
            raise ConfigError(
                f"unknown set {e!r}; the sets are base (always in play), {', '.join(known)}"
            )
        if e in chosen:
            raise ConfigError(f"the set {e!r} is listed twice")
        chosen.append(e)
    most = 4 + len(chosen)
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= most:
        raise ConfigError(
            f"players must be a number from 2 to {most} with "
            f"{'the base game alone' if not chosen else ', '.join(['base', *chosen])} "
            f"(4, plus one per expansion in play), not {players!r}"
        )
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise ConfigError(f"options must be a dict of game options, not {options!r}")
    return players, tuple(e for e in known if e in chosen), dict(options)


def player_names(n: int) -> list[str]:
    """The agents' names, which are also the players' names in the game."""
    return [f"player_{i}" for i in range(n)]


class AgentPlayer:
    """One of inno's bots (an :class:`inno.agents.Agent`) choosing action ids.

    The environments ask for one action at a time; a bot answers a whole
    decision.  ``act`` turns its answer into action ids (a multi-select into its
    picks, then ``done`` if it picked fewer than the maximum, played over the
    next calls) and binds a searching bot to the game it plays.  ``where`` is a
    PettingZoo environment (wrapped or not), an OpenSpiel state of
    ``python_innovation`` or a :class:`Chooser`; the bot plays whoever decides.

    >>> from inno.agents import make_agent
    >>> player = AgentPlayer(make_agent("greedy", 1))
    """

    __slots__ = ("agent", "_queue", "_game")

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self._queue: list[tuple[int, int]] = []  # (picks made before it, action) still to play
        self._game = None

    def act(self, where: Any) -> int:
        chooser = _chooser_of(where)
        d = chooser.decision
        if d is None:
            raise IllegalAction("the game is over; no action is allowed")
        if self._queue and self._queue[0][0] == len(chooser.picks):
            return self._queue.pop(0)[1]  # the next pick of a multi-select under way
        game = chooser.game
        if game is not self._game and hasattr(self.agent, "bind"):
            self.agent.bind(game, d.who)
        self._game = game
        view = game.view(d.who, log_since=None) if getattr(self.agent, "needs_view", True) else None
        answer = self.agent.choose(view, d)
        actions = chooser.option_actions()
        if d.kind != "choose_cards":
            return actions[d.options.index(answer)]
        picks = [actions[d.options.index(card)] for card in answer]
        if len(picks) < d.max:
            picks.append(DONE)
        self._queue = list(enumerate(picks))[1:]
        return picks[0]


def _chooser_of(where: Any) -> Chooser:
    """The :class:`Chooser` that plays ``where`` (an environment, an OpenSpiel state...)."""
    if isinstance(where, Chooser):
        return where
    for holder in (where, getattr(where, "unwrapped", None), getattr(where, "_core", None)):
        chooser = getattr(holder, "chooser", None)
        if isinstance(chooser, Chooser):
            return chooser
    raise InnoError(
        f"cannot play {type(where).__name__}: give an inno environment, an OpenSpiel state "
        "of python_innovation or a Chooser"
    )
