"""Figures in the Sand, age 10: each figure's karmas, echo and inspire effects.

Texts: ``inno/data/cards.json`` (fields ``karma``, ``echo``, ``inspire``).
"""

import copy

from inno.cards.figures.phrases import from_hand
from inno.data.cards import (
    AGE,
    BY_NAME,
    CASTLE,
    CLOCK,
    CROWN,
    FACTORY,
    FIGURES,
    IS_FIGURE,
    KIND,
    N_CARDS,
    NAME,
    SHOWN,
    TOP,
    UNSPLAYED,
    UP,
)
from inno.engine.context import Effect
from inno.engine.dogma import Run, how
from inno.engine.registry import AddedEcho, CardCode, Verbs
from inno.engine.state import BOARD, FORECAST, HAND, SCORE, SUPPLY

code = CardCode()

# -- Stephen Hawking ------------------------------------------------------------------------


@code.inspire("Stephen Hawking")
def stephen_hawking_inspire(x):
    """Draw and tuck a {10}."""
    yield from x.draw_and_tuck(x.printed(10))


def _score_bottom(color: int):
    def score_the_bottom_card(x):
        """Score the bottom card in this color."""
        card = x.bottom(color)
        if card is not None:
            yield from x.score(card)

    return score_the_bottom_card


# The echo effect each {hex} counts as, by the colour it is in.
SCORE_BOTTOM = tuple(_score_bottom(color) for color in range(5))


def _hawking_colors(x, player, shows):
    """Each {hex} on your board also counts as an echo effect reading "Score the bottom
    card in this color." (each visible hex, in its place among the echo effects: bottom
    card to top, a card's own echo effect before its hex)."""
    if player != x.you:
        return shows
    changed = list(shows)
    for color in range(5):
        if not shows[color].hexes:
            continue
        stack, splay = x.stack(color), x.splay_of(color)
        visible = stack if splay != UNSPLAYED else stack[-1:]
        echoes = list(shows[color].echoes)
        ordered = []
        for card in visible:
            ordered.extend(e for e in echoes if getattr(e, "card", e) == card)
            shown = SHOWN[card][TOP if card == stack[-1] else splay]
            ordered.extend(AddedEcho(card, SCORE_BOTTOM[color]) for _ in range(shown.count("hex")))
        ordered.extend(e for e in echoes if e not in ordered)  # (any added by other rules)
        new = copy.copy(shows[color])
        new.echoes = tuple(ordered)
        changed[color] = new
    return changed


code.each("Stephen Hawking", 1, {"colors": _hawking_colors})

# -- Susan Blackmore ------------------------------------------------------------------------

SUSAN_BLACKMORE = BY_NAME["Susan Blackmore"]


@code.inspire("Susan Blackmore")
def susan_blackmore_inspire(x):
    """Execute any echo or inspire effect."""
    # Ruling: any echo or inspire effect visible on any board (this effect itself
    # excepted: executing it again would only ask again).
    labels, effects = [], []
    cards = x.game.rules.cards  # (the code of the sets in play)
    for player in x.players():
        whose = "your" if player == x.you else f"{x.name(player)}'s"
        for color in range(5):
            for e in x.echo_cards(color, player):
                card = getattr(e, "card", e)
                kind = "echo" if isinstance(e, int) else "hex echo"
                labels.append(f"the {kind} effect of {NAME[card]} ({whose} board)")
                effects.append((card, "echo", cards.echo_of(e)))
            for card in x.inspire_cards(color, player):
                if card != SUSAN_BLACKMORE:
                    labels.append(f"the inspire effect of {NAME[card]} ({whose} board)")
                    effects.append((card, "inspire", None))
    if not labels:
        return
    label = yield from x.choose_option(labels, "execute any echo or inspire effect")
    card, kind, fn = effects[labels.index(label)]
    if fn is None:
        fn = cards.inspire_of(card)
    run = Run(x.you, card, [], [])
    yield from fn(Effect(x.game, x.you, x.you, card, run, kind))


def _not_a_share_bonus(x, req) -> bool:
    """If another player would not draw a share bonus after a Dogma action, ..."""
    return req.verb == Verbs.SHARING_BONUS and req.player != x.you and not req.data.bonus


# Where "the card they activated" can be taken from: a zone of a player, or the display.
PLAYER_ZONES = (HAND, BOARD, SCORE, FORECAST)


def _blackmore_run(x, req):
    """... first transfer the card they activated to your score pile."""
    zone, _ = x.where(req.card)
    # Ruling: a card that has left play meanwhile (returned, removed, achieved) stays there.
    if zone in PLAYER_ZONES:
        yield from x.transfer(req.card, x.you, SCORE)


code.would_first(
    "Susan Blackmore", 1, Verbs.SHARING_BONUS, _blackmore_run, trigger=_not_a_share_bonus
)

# -- Jackie Chan ----------------------------------------------------------------------------

code.inspire("Jackie Chan")(from_hand("score"))  # Score a card from your hand.


def _chan_trigger(x, req) -> bool:
    if req.verb != Verbs.WIN:
        return False
    winners = req.data[0]
    return x.you not in winners and any(x.is_opponent(p) for p in winners)


def _chan_run(x, req):
    """If an opponent would win, first score all other top figures in play. If you now
    have the most points, you win instead."""
    figures = [c for p in x.in_game() for c in x.top_cards(p) if IS_FIGURE[c] and c != x.card]
    yield from x.score_all(figures)
    mine = x.points()
    if all(mine > x.points(p) for p in x.in_game() if p != x.you):
        yield from x.win()
        return True
    return False


code.would_first("Jackie Chan", 1, Verbs.WIN, _chan_run, trigger=_chan_trigger)

# -- Margaret Thatcher ----------------------------------------------------------------------


def _crown_or_factory(x, cards):
    return [c for c in cards if x.has(c, CROWN) or x.has(c, FACTORY)]


@code.echo("Margaret Thatcher")
def margaret_thatcher_echo(x):
    """Score a top card with a {factory} or {crown}."""
    # Ruling: "a top card" is one of yours (the karma says "from anywhere" when it means it).
    card = yield from x.choose_card(
        _crown_or_factory(x, x.top_cards()),
        "score a top card with a factory or a crown",
        verb="score",
        zone=BOARD,
    )
    if card is not None:
        yield from x.score(card)


def _thatcher_run(x, req):
    """If you would take a Dogma action, first score any top card with a {crown} or
    {factory} from anywhere."""
    card = yield from x.choose_card(
        _crown_or_factory(x, [c for p in x.players() for c in x.top_cards(p)]),
        "score any top card with a crown or a factory, from any board",
        verb="score",
        zone=BOARD,
    )
    if card is not None:
        yield from x.score(card)


code.would_first("Margaret Thatcher", 1, Verbs.DOGMA_ACTION, _thatcher_run)

# -- Muhammad Yunus -------------------------------------------------------------------------


@code.inspire("Muhammad Yunus")
def muhammad_yunus_inspire(x):
    """Draw a {10}."""
    yield from x.draw(x.printed(10))


def _yunus_trigger(x, req) -> bool:
    return req.verb == Verbs.DOGMA_ACTION


def _yunus_run(x, req):
    """If any player would take a Dogma action, first you may return a card. If you do,
    you have the sole majority in its featured icon until the end of the action."""
    # Rulings: the card is returned from your hand; "its featured icon" is the Dogma
    # action's (the featured icon it uses).
    card = yield from x.choose_card(
        x.hand(),
        f"you may return a card from your hand to have the sole majority in the featured "
        f"icon of {x.name(req.player)}'s Dogma action on {NAME[req.card]}",
        optional=True,
        verb="return",
        zone=HAND,
    )
    if card is not None and (yield from x.return_card(card)):
        how(req).majority = x.you


code.would_first("Muhammad Yunus", 1, Verbs.DOGMA_ACTION, _yunus_run, trigger=_yunus_trigger)

# -- Sergey Brin ----------------------------------------------------------------------------


@code.inspire("Sergey Brin")
def sergey_brin_inspire(x):
    """You may splay one color of your cards up."""
    yield from x.may_splay(range(5), UP)


def _brin_activatable(x, player, cards):
    """Each top card on every player's board counts as a card you can activate with a
    Dogma action (one with something to execute: as on its own board)."""
    if player != x.you:
        return cards
    for q in x.in_game():
        for card in x.top_cards(q):
            if card not in cards and x.executes_something(card, q):
                cards.append(card)
    return cards


code.each("Sergey Brin", 1, {"activatable": _brin_activatable})

# -- Alex Trebek ----------------------------------------------------------------------------

# The figures of each age, by name (those a player may name).
FIGURES_OF_AGE = tuple(
    tuple(
        sorted(
            (c for c in range(N_CARDS) if IS_FIGURE[c] and KIND[c] == "age" and AGE[c] == a),
            key=NAME.__getitem__,
        )
    )
    for a in range(11)
)


@code.inspire("Alex Trebek")
def alex_trebek_inspire(x):
    """Draw and meld a card of any value."""
    value = yield from x.choose_value(range(1, 11), "draw and meld a card of any value")
    yield from x.draw_and_meld(value)


def _trebek_trigger(x, req) -> bool:
    return (
        req.verb == Verbs.DRAW
        and req.player == x.you
        and 1 <= req.value <= 10
        and not any(IS_FIGURE[c] and x.value(c) == req.value for c in x.hand())
    )


def _trebek_run(x, req):
    """If you would draw a card and have no figures of that value in hand, first say "Who
    is" and name a figure. Search the figures deck of that age for the named figure and
    take it into hand if present. Then shuffle that deck."""
    value = req.value
    names = [NAME[c] for c in FIGURES_OF_AGE[value]]
    name = yield from x.choose_option(
        names, f'say "Who is" and name a figure of age {value} to search its deck for'
    )
    card = BY_NAME[name]
    x.game.note(f'{x.name(x.you)}: "Who is {name}?"')
    if x.where(card) == (SUPPLY, -1) and card in x.supply_pile(value, FIGURES):
        yield from x.transfer(card, x.you, HAND)
    yield from x.shuffle_pile(value, FIGURES)


code.would_first("Alex Trebek", 1, Verbs.DRAW, _trebek_run, trigger=_trebek_trigger)

# -- Shigeru Miyamoto -----------------------------------------------------------------------


@code.echo("Shigeru Miyamoto")
def shigeru_miyamoto_echo(x):
    """Draw a {10}. If it does not have a {clock}, score it."""
    card = yield from x.draw(x.printed(10))
    if card is not None and not x.has(card, CLOCK):
        yield from x.score(card)


def _miyamoto_trigger(x, req) -> bool:
    if req.verb != Verbs.DOGMA_ACTION or req.player != x.you:
        return False
    featured = how(req).featured
    if featured is None:
        featured = x.featured_icon(req.card)
    return featured == CLOCK


def _miyamoto_run(x, req):
    """If you would take a Dogma action and activate a card using {clock} as the featured
    icon, first if you have exactly one, three, or six {clock} on your board, you win."""
    if x.icons(CLOCK) in (1, 3, 6):
        yield from x.win()


code.would_first(
    "Shigeru Miyamoto", 1, Verbs.DOGMA_ACTION, _miyamoto_run, trigger=_miyamoto_trigger
)

# -- Kim Yu-Na ------------------------------------------------------------------------------


@code.echo("Kim Yu-Na")
def kim_yu_na_echo(x):
    """Score a top card from your board."""
    card = yield from x.choose_card(
        x.top_cards(), "score a top card from your board", verb="score", zone=BOARD
    )
    if card is not None:
        yield from x.score(card)


def _kim_trigger(x, req) -> bool:
    return req.verb == Verbs.SCORE and req.player == x.you and x.has(req.card, CASTLE)


def _kim_run(x, req):
    """If you would score a card with a {castle}, instead you win."""
    yield from x.win()


code.would_instead("Kim Yu-Na", 1, Verbs.SCORE, _kim_run, trigger=_kim_trigger)

# -- Martin Scorsese ------------------------------------------------------------------------


@code.echo("Martin Scorsese")
def martin_scorsese_echo(x):
    """Draw and meld a {10}."""
    yield from x.draw_and_meld(x.printed(10))


def _scorsese_trigger(x, req) -> bool:
    return req.verb == Verbs.MELD and req.player == x.you and IS_FIGURE[req.card]


def _scorsese_run(x, req):
    """If you would meld a figure, instead tuck the figure and claim a standard
    achievement, regardless of eligibility."""
    yield from x.tuck(req.card)
    yield from x.claim_achievement()


code.would_instead("Martin Scorsese", 1, Verbs.MELD, _scorsese_run, trigger=_scorsese_trigger)
