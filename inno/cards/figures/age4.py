"""Figures in the Sand, age 4: each figure's karmas, echo and inspire effects (texts:
cards.json)."""

from inno.cards.figures.phrases import from_hand
from inno.data.cards import (
    BONUSES,
    CASTLE,
    COLOR,
    CROWN,
    FACTORY,
    HAS_ICON,
    IS_FIGURE,
    LEFT,
    LIGHTBULB,
    PURPLE,
    RIGHT,
    UNSPLAYED,
    YELLOW,
)
from inno.engine.dogma import how
from inno.engine.registry import CardCode, Verbs
from inno.engine.state import BOARD, HAND

code = CardCode()


def _tops_from_anywhere(x, keep) -> list[int]:
    """The top cards of every board (yours first) for which ``keep(card)`` holds."""
    return [c for p in x.players() for c in x.top_cards(p) if keep(c)]


# -- Johannes Kepler --------------------------------------------------------------------------


@code.echo("Johannes Kepler")
def kepler_echo(x):
    """Draw a {5}."""
    yield from x.draw(x.printed(5))


def _kepler(x, req):
    """If you would take a Dogma action, first reveal all cards of the chosen card's color
    from your hand. Increase each {age} value in any effect during this action by the
    number of cards you revealed."""
    color = COLOR[req.card]
    revealed = 0
    for card in [c for c in x.hand() if COLOR[c] == color]:
        if (yield from x.reveal(card)):
            revealed += 1
    if revealed:
        how(req).plus += revealed


code.would_first("Johannes Kepler", 1, Verbs.DOGMA_ACTION, _kepler)


# -- Takiyuddin -------------------------------------------------------------------------------


@code.inspire("Takiyuddin")
def takiyuddin_inspire(x):
    """Draw and tuck a {5}. If it has a {lightbulb}, meld it instead."""
    card = yield from x.draw(x.printed(5))
    if card is None:
        return
    if x.has(card, LIGHTBULB):
        yield from x.meld(card)
    else:
        yield from x.tuck(card)


def _takiyuddin(x, req):
    """If you would take an Inspire action, first you may splay that color right."""
    yield from x.may_splay([COLOR[req.card]], RIGHT)


code.may_issue("Takiyuddin", 1, "Advancement")
code.would_first("Takiyuddin", 2, Verbs.INSPIRE_ACTION, _takiyuddin)


# -- Amina Sukhera ----------------------------------------------------------------------------


@code.inspire("Amina Sukhera")
def amina_inspire(x):
    """Score all bottom purple cards."""
    # Ruling: every board's bottom purple card (the text does not say "your").
    yield from x.score_all([c for c in (x.bottom(PURPLE, p) for p in x.players()) if c is not None])


def _amina_meld(x, req):
    """When you meld this card, score all opponents' top figures of value 4."""
    yield from x.score_all(
        c for p in x.opponents() for c in x.top_cards(p) if IS_FIGURE[c] and x.value(c) == 4
    )


def _amina_available(x, player, available):
    """Each top card with a {castle} on your board counts as an available achievement for
    you."""
    if player != x.you:
        return available
    return available + [c for c in x.top_cards() if HAS_ICON[c][CASTLE]]


code.when_meld("Amina Sukhera", 1, _amina_meld)
code.each("Amina Sukhera", 2, {"available achievements": _amina_available})


# -- Yi Sun-Sin -------------------------------------------------------------------------------


@code.echo("Yi Sun-Sin")
def yi_sun_sin_echo(x):
    """Score a top card with a {castle} from anywhere."""
    card = yield from x.choose_card(
        _tops_from_anywhere(x, lambda c: x.has(c, CASTLE)),
        "score a top card with a castle from anywhere",
        verb="score",
        zone=BOARD,
    )
    if card is not None:
        yield from x.score(card)


def _yi_sun_sin_scores(x, req) -> bool:
    """If you would score a card of a color you have splayed, ..."""
    if req.verb != Verbs.SCORE or req.player != x.you or COLOR[req.card] < 0:
        return False
    return x.splay_of(COLOR[req.card]) != UNSPLAYED


def _yi_sun_sin(x, req):
    """... instead tuck it, then draw and tuck a {3}."""
    yield from x.tuck(req.card)
    yield from x.draw_and_tuck(x.printed(3))


code.would_instead("Yi Sun-Sin", 1, Verbs.SCORE, _yi_sun_sin, trigger=_yi_sun_sin_scores)


# -- Christopher Columbus ---------------------------------------------------------------------


@code.inspire("Christopher Columbus")
def columbus_inspire(x):
    """Draw a {4}."""
    yield from x.draw(x.printed(4))


def _columbus_icons(x, player, counts):
    """Each {factory} on your board provides two additional {crown}."""
    if player == x.you and counts[FACTORY]:
        counts[CROWN] += 2 * counts[FACTORY]
    return counts


code.may_issue("Christopher Columbus", 1, "Trade")
code.each("Christopher Columbus", 2, {"icons": _columbus_icons})


# -- Galileo Galilei --------------------------------------------------------------------------


@code.echo("Galileo Galilei")
def galileo_echo(x):
    """Draw and foreshadow a {5} or {6}."""
    value = yield from x.choose_value(
        [x.printed(5), x.printed(6)], "choose the value to draw and foreshadow"
    )
    if value is not None:
        yield from x.draw_and_foreshadow(value)


def _galileo_foreshadows(x, req) -> bool:
    """If you would foreshadow a card of value not present in your forecast, ..."""
    if req.verb != Verbs.FORESHADOW or req.player != x.you:
        return False
    return x.value(req.card) not in {x.value(c) for c in x.forecast()}


def _galileo(x, req):
    """... first transfer all cards from your forecast into your hand."""
    yield from x.transfer_all(x.forecast(), x.you, HAND)


code.would_first("Galileo Galilei", 1, Verbs.FORESHADOW, _galileo, trigger=_galileo_foreshadows)


# -- Leonardo Da Vinci ------------------------------------------------------------------------


@code.echo("Leonardo Da Vinci")
def leonardo_echo(x):
    """Score a top figure with a bonus from anywhere."""
    card = yield from x.choose_card(
        _tops_from_anywhere(x, lambda c: IS_FIGURE[c] and bool(BONUSES[c])),
        "score a top figure with a bonus from anywhere",
        verb="score",
        zone=BOARD,
    )
    if card is not None:
        yield from x.score(card)


def _leonardo_melds_yellow(x, req) -> bool:
    """If you would meld a yellow card, ..."""
    return req.verb == Verbs.MELD and req.player == x.you and COLOR[req.card] == YELLOW


def _leonardo_yellow(x, req):
    """... first meld every non-yellow, non-purple card in your hand."""
    yield from x.meld_all(c for c in x.hand() if c != req.card and COLOR[c] not in (YELLOW, PURPLE))


def _leonardo_melds_purple(x, req) -> bool:
    """If you would meld a purple card, ..."""
    return req.verb == Verbs.MELD and req.player == x.you and COLOR[req.card] == PURPLE


def _leonardo_purple(x, req):
    """... first draw three {4}."""
    for _ in range(3):
        yield from x.draw(x.printed(4))


code.would_first(
    "Leonardo Da Vinci", 1, Verbs.MELD, _leonardo_yellow, trigger=_leonardo_melds_yellow
)
code.would_first(
    "Leonardo Da Vinci", 2, Verbs.MELD, _leonardo_purple, trigger=_leonardo_melds_purple
)


# -- Michelangelo -----------------------------------------------------------------------------

code.inspire("Michelangelo")(from_hand("score"))  # Score a card from your hand.


def _michelangelo_score_pile(x, player, pile):
    """Each card in your hand is also considered part of your score pile."""
    if player != x.you:
        return pile
    return pile + x.hand()


code.each("Michelangelo", 1, {"score pile": _michelangelo_score_pile})


# -- Niccolo Machiavelli ----------------------------------------------------------------------


@code.echo("Niccolo Machiavelli")
def machiavelli_echo(x):
    """Splay one color right that you have splayed left."""
    color = yield from x.choose_color(
        [c for c in x.colors() if x.splay_of(c) == LEFT],
        "splay one colour right that you have splayed left",
        splay=RIGHT,
    )
    if color is not None:
        yield from x.splay(color, RIGHT)


def _machiavelli_achievements(x, player, counts):
    """Each color splayed right on your board but not splayed in any direction on any
    other player's board counts as an achievement."""
    extra = sum(
        1
        for color in x.colors()
        if x.splay_of(color) == RIGHT and all(x.splay_of(color, q) == UNSPLAYED for q in x.others())
    )
    if extra:
        counts[x.you] += extra
    return counts


code.each("Niccolo Machiavelli", 1, {"achievement counts": _machiavelli_achievements})


# -- William Shakespeare ----------------------------------------------------------------------

code.inspire("William Shakespeare")(from_hand("meld"))  # Meld a card from your hand.


def _shakespeare_score(x, player, score):
    """Each {hex} on your board provides one additional point toward your score."""
    if player != x.you:
        return score
    return score + sum(x.hexes(c) for c in range(5))


code.may_issue("William Shakespeare", 1, "Rivalry")
code.each("William Shakespeare", 2, {"score": _shakespeare_score})
