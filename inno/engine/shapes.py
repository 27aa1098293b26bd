"""The shapes of the engine's JSON: views, decisions, positions and saves.

Each is a ``TypedDict``: ``view.py`` builds a :class:`View`, ``Decision.to_dict``
a :class:`DecisionDict`, ``to_position`` a :class:`Position`, ``Game.to_json``
a :class:`Save`.  The terminal, the browser client, the bots and the
observation encoder read these keys; the JSON Schema made from these types
(``inno schema``, ``GET /api/schema``: see inno/server/schema.py) is their one
description.  A key that is absent in some games (a set's zone, an option's
fact) is ``NotRequired``.
"""

from typing import Any, Literal, NotRequired, TypedDict

# -- pieces shared by views and positions ----------------------------------------

Splay = Literal["none", "left", "right", "up"]
Phase = Literal["setup", "start", "action", "over"]


class Options(TypedDict, total=False):
    """The game's options (``inno.engine.game.KNOWN_OPTIONS``)."""

    teams: bool | list[list[str]]
    longer: bool
    open_boards: bool
    distant_players: bool
    face_down_draws: bool
    relics: bool
    no_tracking: bool
    confirm_turn_end: bool | list[str]


class Result(TypedDict):
    """How the game ended: ``card`` names the card of a win by dogma."""

    winners: list[str]
    reason: Literal["achievements", "score", "dogma"]
    card: str | None


# -- the view ------------------------------------------------------------------------


class Back(TypedDict):
    """A card seen from behind: its value and set, and its name if the viewer knows it."""

    age: int
    set: str
    name: NotRequired[str]


class Named(TypedDict):
    """An achievement known by name: a special achievement, a relic, a decree."""

    name: str


# A card in a hand, score pile or forecast: its name, or its back.
Shown = str | Back


class StackView(TypedDict):
    """A colour of a board: ``cards`` top first, ``None`` for a covered card the viewer
    cannot identify; ``count`` is ``None`` for another player's unsplayed stack (not
    public); ``revealed``: the icon slots each covered card of another player's splayed
    stack shows, top down."""

    splay: Splay
    top: str
    cards: list[str | None]
    count: int | None
    revealed: NotRequired[list[list[str | None]]]  # None: an empty slot


class FlagOrFountain(TypedDict):
    """Cities of Destiny: a flag or fountain on a board, and whether it counts now."""

    icon: Literal["flag", "fountain"]
    color: str
    counts: bool


class PlayerView(TypedDict):
    """A player's part of a view."""

    name: str
    hand: list[Shown]
    hand_count: int
    face_down: NotRequired[list[Back]]  # option face_down_draws: the owner's unlooked draws
    score_pile: list[Shown]
    achievements: list[Back | Named]
    forecast: NotRequired[list[Shown]]  # Echoes, Figures
    forecast_count: NotRequired[int]
    display: NotRequired[list[str]]  # Artifacts
    score: int
    board: dict[str, StackView]  # by colour, only the colours with cards
    icons: dict[str, int]
    bonuses: NotRequired[list[int]]  # Echoes, Cities, Figures
    bonus_points: NotRequired[int]
    flags_and_fountains: NotRequired[list[FlagOrFountain]]  # Cities
    achievement_count: int
    team: NotRequired[int]  # option teams
    out: NotRequired[bool]  # lost and left the game (Exxon Valdez)
    chose_first_meld: NotRequired[bool]  # phase setup
    first_meld: NotRequired[str]


class Unavailable(TypedDict):
    """An action its player cannot take now, and why."""

    action: str
    why: str


class DogmaTarget(TypedDict):
    """Whom a Dogma action on a card would reach, from the icon counts."""

    icon: str
    counts: dict[str, int]
    share: list[str]
    demanded: list[str]
    compelled: list[str]


DecisionKind = Literal[
    "action",
    "choose_card",
    "choose_cards",
    "choose_color",
    "choose_player",
    "choose_value",
    "choose_option",
    "yes_no",
]
# An option of a decision ("meld Tools", a card, a colour, a value; None: decline).
Option = str | int | None


class DecisionDict(TypedDict):
    """A decision as its decider (and the referee) sees it (``Decision.to_dict``)."""

    player: str
    kind: DecisionKind
    prompt: str
    options: list[Option]
    min: NotRequired[int]  # choose_cards
    max: NotRequired[int]
    card: NotRequired[str]  # the card whose effect asks
    verb: NotRequired[str]  # what is done to the chosen cards
    zone: NotRequired[str]  # where they are
    to: NotRequired[str]  # the player who receives them (a transfer)
    direction: NotRequired[Splay]  # of a splay
    order: NotRequired[bool]  # true: only the order of the options is chosen
    unavailable: NotRequired[list[Unavailable]]  # action
    dogma_targets: NotRequired[dict[str, DogmaTarget]]  # action: by card name


class PublicDecision(TypedDict):
    """Another player's decision: who decides, what kind, the prompt (hidden cards
    named by their backs)."""

    player: str
    kind: DecisionKind
    prompt: str


class TurnView(TypedDict):
    player: str
    actions: int
    number: int
    used: list[str]


# A log entry (``Event.render``); "from" is a keyword, hence this form.
LogEntry = TypedDict(
    "LogEntry",
    {
        "type": str,
        "player": NotRequired[str],
        "card": NotRequired[str | None],  # None: a card the viewer cannot see
        "age": NotRequired[int],
        "set": NotRequired[str],
        "from": NotRequired[str],
        "from_player": NotRequired[str | None],
        "to": NotRequired[str],
        "to_player": NotRequired[str | None],
        "color": NotRequired[str],
        "direction": NotRequired[Splay],
        "owner": NotRequired[str | None],
        "order": NotRequired[list[str]],
        "counts": NotRequired[dict[str, int]],
        "index": NotRequired[int],
        "kind": NotRequired[str],
        "players": NotRequired[list[str]],
        "again": NotRequired[bool],
        "number": NotRequired[int],
        "action": NotRequired[str],
        "winners": NotRequired[list[str]],
        "reason": NotRequired[str],
        "text": str,
    },
)


class View(TypedDict):
    """What one viewer may know (``game.view``; ``viewer`` None: a spectator or the
    referee)."""

    viewer: str | None
    players: list[PlayerView]
    expansions: list[str]
    options: Options
    achievements_to_win: int
    supply: dict[str, dict[str, int]]  # set -> age ("1".."10") -> cards in the pile
    achievements: list[Back | Named]
    special_achievements: list[str]
    removed_count: int
    could_be: NotRequired[dict[str, list[str]]]  # a back ("base 3") -> the cards it could be
    relics: NotRequired[list[str]]  # option relics
    decrees: NotRequired[list[str]]  # Figures
    phase: Phase
    turn: TurnView
    pending: DecisionDict | PublicDecision | None
    result: Result | None
    log: list[LogEntry]
    log_length: int


# -- the position (docs/position-format.md) ------------------------------------------
# What from_position accepts; to_position writes every key of the game's sets (and
# a board's colours in the long form).


class ResultPosition(TypedDict):
    """A position's ``result``: a ``Result`` whose ``card`` may be left out (None)."""

    winners: list[str]
    reason: Literal["achievements", "score", "dogma"]
    card: NotRequired[str | None]


class StackPosition(TypedDict):
    cards: NotRequired[list[str]]  # top first (none: an empty stack)
    splay: NotRequired[Splay]


class PlayerPosition(TypedDict):
    name: str
    hand: NotRequired[list[str]]
    board: NotRequired[dict[str, StackPosition | list[str]]]  # by colour
    score: NotRequired[list[str]]
    achievements: NotRequired[list[str]]
    forecast: NotRequired[list[str]]
    display: NotRequired[list[str]]
    out: NotRequired[bool]
    face_down: NotRequired[list[str]]
    tucked: NotRequired[int]
    scored: NotRequired[int]
    initial: NotRequired[str]  # phase setup: the chosen first meld


class TurnPosition(TypedDict, total=False):
    player: str
    actions: int
    number: int
    used: list[str]


class Position(TypedDict):
    players: list[PlayerPosition]
    expansions: NotRequired[list[str]]
    options: NotRequired[Options]
    achievements: NotRequired[list[str]]
    special_achievements: NotRequired[list[str]]
    # set -> age -> the top of the pile, top first; or age -> the base pile's top
    supply: NotRequired[dict[str, dict[str, list[str]]] | dict[str, list[str]]]
    removed: NotRequired[list[str]]
    relics: NotRequired[list[str]]
    decrees: NotRequired[list[str]]
    turn: NotRequired[TurnPosition]
    phase: NotRequired[Phase]
    seed: NotRequired[int]
    rng: NotRequired[int]
    result: NotRequired[ResultPosition]


# -- the save (Game.to_json) -------------------------------------------------------


class Origin(TypedDict, total=False):
    """Where a saved game starts: its seed, or the position it was made from."""

    seed: int
    position: Position


class Look(TypedDict):
    """A look at one's face-down cards, in the history beside the answers."""

    look: str


# An answer to a decision (an option, or a list of options for choose_cards), or a look.
HistoryEntry = str | int | list[str] | Look | None
# An event as saved (``Event.to_json``): [type, player, card, data, who saw the card].
SavedEvent = list[Any]


class Save(TypedDict):
    format: str  # "inno-game"
    version: int
    rules: int
    origin: Origin
    history: list[HistoryEntry]
    checkpoint: Position
    answers: list[HistoryEntry]  # the end of the history, after the checkpoint
    log: list[SavedEvent]  # the events up to the checkpoint
    checksum: str
