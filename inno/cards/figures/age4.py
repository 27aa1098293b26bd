"""Figures in the Sand, age 4: each figure's karmas, echo and inspire effects (texts:
cards.json)."""

from inno.cards.figures.phrases import from_hand
from inno.data.cards import (
    BONUSES,
    BY_NAME,
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
from inno.engine import queries
from inno.engine.dogma import how
from inno.engine.registry import (
    DECREE,
    EACH,
    WHEN_MELD,
    WOULD_FIRST,
    WOULD_INSTEAD,
    Karma,
    echo,
    inspire,
    register_karma,
)
from inno.engine.state import BOARD, HAND


def _tops_from_anywhere(x, keep) -> list[int]:
    """The top cards of every board (yours first) for which ``keep(card)`` holds."""
    return [c for p in x.players() for c in x.top_cards(p) if keep(c)]


# -- Johannes Kepler --------------------------------------------------------------------------

KEPLER = BY_NAME["Johannes Kepler"]


@echo("Johannes Kepler")
def kepler_echo(x):
    """Draw a {5}."""
    yield from x.draw(x.printed(5))


def _kepler_dogma(x, req) -> bool:
    """If you would take a Dogma action, ..."""
    return req.verb == "dogma action" and req.player == x.you


def _kepler(x, req):
    """... first reveal all cards of the chosen card's color from your hand. Increase each
    {age} value in any effect during this action by the number of cards you revealed."""
    color = COLOR[req.card]
    revealed = 0
    for card in [c for c in x.hand() if COLOR[c] == color]:
        if (yield from x.reveal(card)):
            revealed += 1
    if revealed:
        changed = how(req)
        changed["plus"] = changed.get("plus", 0) + revealed


register_karma(Karma(KEPLER, 1, WOULD_FIRST, trigger=_kepler_dogma, run=_kepler))


# -- Takiyuddin -------------------------------------------------------------------------------

TAKIYUDDIN = BY_NAME["Takiyuddin"]


@inspire("Takiyuddin")
def takiyuddin_inspire(x):
    """Draw and tuck a {5}. If it has a {lightbulb}, meld it instead."""
    card = yield from x.draw(x.printed(5))
    if card is None:
        return
    if x.has(card, LIGHTBULB):
        yield from x.meld(card)
    else:
        yield from x.tuck(card)


def _takiyuddin_inspires(x, req) -> bool:
    """If you would take an Inspire action, ..."""
    return req.verb == "inspire action" and req.player == x.you


def _takiyuddin(x, req):
    """... first you may splay that color right."""
    yield from x.may_splay([COLOR[req.card]], RIGHT)


register_karma(Karma(TAKIYUDDIN, 1, DECREE, decree="Advancement"))
register_karma(Karma(TAKIYUDDIN, 2, WOULD_FIRST, trigger=_takiyuddin_inspires, run=_takiyuddin))


# -- Amina Sukhera ----------------------------------------------------------------------------

AMINA = BY_NAME["Amina Sukhera"]


@inspire("Amina Sukhera")
def amina_inspire(x):
    """Score all bottom purple cards."""
    # Ruling: every board's bottom purple card (the text does not say "your").
    yield from x.score_all([c for c in (x.bottom(PURPLE, p) for p in x.players()) if c is not None])


def _amina_meld(x, req):
    """When you meld this card, score all opponents' top figures of value 4."""
    yield from x.score_all(
        c for p in x.opponents() for c in x.top_cards(p) if IS_FIGURE[c] and x.value(c) == 4
    )


def _amina_available(t, owner, player, available):
    """Each top card with a {castle} on your board counts as an available achievement for
    you."""
    if player != owner:
        return available
    return available + [c for c in t.state.players[owner].top_cards() if HAS_ICON[c][CASTLE]]


register_karma(Karma(AMINA, 1, WHEN_MELD, run=_amina_meld))
register_karma(Karma(AMINA, 2, EACH, query="available achievements", modify=_amina_available))


# -- Yi Sun-Sin -------------------------------------------------------------------------------

YI_SUN_SIN = BY_NAME["Yi Sun-Sin"]


@echo("Yi Sun-Sin")
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
    if req.verb != "score" or req.player != x.you or COLOR[req.card] < 0:
        return False
    return x.splay_of(COLOR[req.card]) != UNSPLAYED


def _yi_sun_sin(x, req):
    """... instead tuck it, then draw and tuck a {3}."""
    yield from x.tuck(req.card)
    yield from x.draw_and_tuck(x.printed(3))


register_karma(Karma(YI_SUN_SIN, 1, WOULD_INSTEAD, trigger=_yi_sun_sin_scores, run=_yi_sun_sin))


# -- Christopher Columbus ---------------------------------------------------------------------

COLUMBUS = BY_NAME["Christopher Columbus"]


@inspire("Christopher Columbus")
def columbus_inspire(x):
    """Draw a {4}."""
    yield from x.draw(x.printed(4))


def _columbus_icons(t, owner, player, counts):
    """Each {factory} on your board provides two additional {crown}."""
    if player == owner and counts[FACTORY]:
        counts[CROWN] += 2 * counts[FACTORY]
    return counts


register_karma(Karma(COLUMBUS, 1, DECREE, decree="Trade"))
register_karma(Karma(COLUMBUS, 2, EACH, query="icons", modify=_columbus_icons))


# -- Galileo Galilei --------------------------------------------------------------------------

GALILEO = BY_NAME["Galileo Galilei"]


@echo("Galileo Galilei")
def galileo_echo(x):
    """Draw and foreshadow a {5} or {6}."""
    value = yield from x.choose_value(
        [x.printed(5), x.printed(6)], "choose the value to draw and foreshadow"
    )
    if value is not None:
        yield from x.draw_and_foreshadow(value)


def _galileo_foreshadows(x, req) -> bool:
    """If you would foreshadow a card of value not present in your forecast, ..."""
    if req.verb != "foreshadow" or req.player != x.you:
        return False
    return x.value(req.card) not in {x.value(c) for c in x.forecast()}


def _galileo(x, req):
    """... first transfer all cards from your forecast into your hand."""
    yield from x.transfer_all(x.forecast(), x.you, HAND)


register_karma(Karma(GALILEO, 1, WOULD_FIRST, trigger=_galileo_foreshadows, run=_galileo))


# -- Leonardo Da Vinci ------------------------------------------------------------------------

LEONARDO = BY_NAME["Leonardo Da Vinci"]


@echo("Leonardo Da Vinci")
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
    return req.verb == "meld" and req.player == x.you and COLOR[req.card] == YELLOW


def _leonardo_yellow(x, req):
    """... first meld every non-yellow, non-purple card in your hand."""
    yield from x.meld_all(c for c in x.hand() if c != req.card and COLOR[c] not in (YELLOW, PURPLE))


def _leonardo_melds_purple(x, req) -> bool:
    """If you would meld a purple card, ..."""
    return req.verb == "meld" and req.player == x.you and COLOR[req.card] == PURPLE


def _leonardo_purple(x, req):
    """... first draw three {4}."""
    for _ in range(3):
        yield from x.draw(x.printed(4))


register_karma(
    Karma(LEONARDO, 1, WOULD_FIRST, trigger=_leonardo_melds_yellow, run=_leonardo_yellow)
)
register_karma(
    Karma(LEONARDO, 2, WOULD_FIRST, trigger=_leonardo_melds_purple, run=_leonardo_purple)
)


# -- Michelangelo -----------------------------------------------------------------------------

MICHELANGELO = BY_NAME["Michelangelo"]


inspire("Michelangelo")(from_hand("score"))  # Score a card from your hand.


def _michelangelo_score_pile(t, owner, player, pile):
    """Each card in your hand is also considered part of your score pile."""
    if player != owner:
        return pile
    return pile + queries.hand(t, owner)


register_karma(Karma(MICHELANGELO, 1, EACH, query="score pile", modify=_michelangelo_score_pile))


# -- Niccolo Machiavelli ----------------------------------------------------------------------

MACHIAVELLI = BY_NAME["Niccolo Machiavelli"]


@echo("Niccolo Machiavelli")
def machiavelli_echo(x):
    """Splay one color right that you have splayed left."""
    color = yield from x.choose_color(
        [c for c in x.colors() if x.splay_of(c) == LEFT],
        "splay one colour right that you have splayed left",
    )
    if color is not None:
        yield from x.splay(color, RIGHT)


def _machiavelli_achievements(t, owner, player, counts):
    """Each color splayed right on your board but not splayed in any direction on any
    other player's board counts as an achievement."""
    players = t.state.players
    mine = players[owner]
    extra = sum(
        1
        for color in range(5)
        if mine.stacks[color]
        and mine.splays[color] == RIGHT
        and all(players[q].splays[color] == UNSPLAYED for q in range(t.state.n) if q != owner)
    )
    if extra:
        counts[owner] += extra
    return counts


register_karma(
    Karma(MACHIAVELLI, 1, EACH, query="achievement counts", modify=_machiavelli_achievements)
)


# -- William Shakespeare ----------------------------------------------------------------------

SHAKESPEARE = BY_NAME["William Shakespeare"]


inspire("William Shakespeare")(from_hand("meld"))  # Meld a card from your hand.


def _shakespeare_score(t, owner, player, score):
    """Each {hex} on your board provides one additional point toward your score."""
    if player != owner:
        return score
    return score + sum(queries.hexes(t, owner, c) for c in range(5))


register_karma(Karma(SHAKESPEARE, 1, DECREE, decree="Rivalry"))
register_karma(Karma(SHAKESPEARE, 2, EACH, query="score", modify=_shakespeare_score))
