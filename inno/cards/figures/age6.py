"""Figures in the Sand, age 6: echo and inspire effects, and karmas (texts: cards.json)."""

from inno.cards.figures.phrases import from_hand
from inno.data.cards import (
    CROWN,
    FACTORY,
    HAS_ICON,
    IS_FIGURE,
    LIGHTBULB,
    PURPLE,
    RIGHT,
    SETS,
)
from inno.engine.draws import ANY_TYPE
from inno.engine.registry import CardCode, Verbs
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()

# -- Benjamin Franklin --------------------------------------------------------------------------


@code.echo("Benjamin Franklin")
def benjamin_franklin_echo(x):
    """Take a top figure into your hand from any player's board. Meld it."""
    card = yield from x.choose_card(
        [c for p in x.players() for c in x.top_cards(p) if IS_FIGURE[c]],
        "take a top figure from any player's board into your hand, then meld it",
        verb="transfer",
        zone=BOARD,
        to=x.you,
    )
    if card is None:
        return
    yield from x.transfer(card, x.you, HAND)
    if x.where(card) == (HAND, x.you):
        yield from x.meld(card)


def _franklin_run(x, req):
    """If you would meld a card, first draw and meld a card of one higher value."""
    yield from x.draw_and_meld(x.value(req.card) + 1)
    return None


code.may_issue("Benjamin Franklin", 1, "Advancement")
code.would_first("Benjamin Franklin", 2, Verbs.MELD, _franklin_run)


# -- Carl Friedrich Gauss -----------------------------------------------------------------------


@code.echo("Carl Friedrich Gauss")
def carl_friedrich_gauss_echo(x):
    """Draw a {7}."""
    yield from x.draw(x.printed(7))


def _gauss_run(x, req):
    """If you would meld a card, first choose a value and meld all cards of that value from
    your hand and score pile."""
    value = yield from x.choose_value(
        range(1, 11),
        "choose a value: all cards of that value in your hand and score pile are melded",
        verb="meld",
        zone=SCORE,
    )
    # Ruling: the card about to be melded is not among them (it is melded afterwards).
    cards = [c for c in x.hand() + x.score_pile() if x.value(c) == value and c != req.card]
    yield from x.meld_all(cards)
    return None


code.would_first("Carl Friedrich Gauss", 1, Verbs.MELD, _gauss_run)


# -- Napoleon Bonaparte -------------------------------------------------------------------------


@code.echo("Napoleon Bonaparte")
def napoleon_bonaparte_echo(x):
    """Score a top figure of value 5 or 6 from anywhere."""
    card = yield from x.choose_card(
        [c for p in x.players() for c in x.top_cards(p) if IS_FIGURE[c] and x.value(c) in (5, 6)],
        "score a top figure of value 5 or 6 from any board",
        verb="score",
        zone=BOARD,
    )
    if card is not None:
        yield from x.score(card)


def _napoleon_trigger(x, req) -> bool:
    return (
        req.verb in (Verbs.SCORE, Verbs.RETURN) and req.player == x.you and x.has(req.card, FACTORY)
    )


def _napoleon_run(x, req):
    """If you would score or return a card with a {factory}, instead tuck it and score a top
    card of value 6 from anywhere."""
    yield from x.tuck(req.card)
    card = yield from x.choose_card(
        [c for p in x.players() for c in x.top_cards(p) if x.value(c) == 6],
        "score a top card of value 6 from any board",
        verb="score",
        zone=BOARD,
    )
    if card is not None:
        yield from x.score(card)
    return None


code.may_issue("Napoleon Bonaparte", 1, "War")
code.would_instead(
    "Napoleon Bonaparte", 2, (Verbs.SCORE, Verbs.RETURN), _napoleon_run, trigger=_napoleon_trigger
)


# -- Tecumseh -----------------------------------------------------------------------------------


@code.echo("Tecumseh")
def tecumseh_echo(x):
    """Draw and tuck a {6}."""
    yield from x.draw_and_tuck(x.printed(6))


def _tecumseh_trigger(x, req) -> bool:
    return req.verb == Verbs.TUCK and req.player == x.you and x.has(req.card, FACTORY)


def _tecumseh_run(x, req):
    """If you would tuck a card with a {factory}, first return a top card with a {factory}
    from another player's board."""
    card = yield from x.choose_card(
        [c for p in x.others() for c in x.top_cards(p) if x.has(c, FACTORY)],
        "return a top card with a factory from another player's board",
        verb="return",
        zone=BOARD,
    )
    if card is not None:
        yield from x.return_card(card)
    return None


code.would_first("Tecumseh", 1, Verbs.TUCK, _tecumseh_run, trigger=_tecumseh_trigger)


# -- Adam Smith ---------------------------------------------------------------------------------


@code.inspire("Adam Smith")
def adam_smith_inspire(x):
    """You may splay one color of your cards right."""
    yield from x.may_splay(range(5), RIGHT)


def _adam_smith_icons(x, player, counts):
    """Each {crown} on your board provides two additional {crown}."""
    if player == x.you:
        counts[CROWN] *= 3
    return counts


code.each("Adam Smith", 1, {"icons": _adam_smith_icons})


# -- John Harrison ------------------------------------------------------------------------------


@code.inspire("John Harrison")
def john_harrison_inspire(x):
    """Draw a {6}."""
    yield from x.draw(x.printed(6))


def _harrison_trigger(x, req) -> bool:
    return req.verb == Verbs.DRAW and req.action == "sharing" and x.is_opponent(req.player)


USUAL_DRAW = "the usual draw"


def _harrison_run(x, req):
    """If an opponent would draw a card for sharing, first draw a {6}. You may choose the
    type of card drawn."""
    options = [USUAL_DRAW, *(SETS[s] for s in x.game.sets)]
    chosen = yield from x.choose_option(options, "choose the type of card to draw")
    set_ = ANY_TYPE if chosen in (None, USUAL_DRAW) else SETS.index(chosen)
    yield from x.draw(x.printed(6), set_=set_)
    return None


code.may_issue("John Harrison", 1, "Trade")
code.would_first("John Harrison", 2, Verbs.DRAW, _harrison_run, trigger=_harrison_trigger)


# -- Edward Jenner ------------------------------------------------------------------------------


code.inspire("Edward Jenner")(from_hand("tuck"))  # Tuck a card from your hand.


def _jenner_run(x, req):
    """If a player would successfully demand something of you, instead return a card from
    your hand."""
    card = yield from x.choose_card(
        x.hand(), "return a card from your hand", verb="return", zone=HAND
    )
    if card is not None:
        yield from x.return_card(card)
    return None


# Our ruling: a demand (or compel) "succeeds" when it is about to be executed on you.
code.would_instead("Edward Jenner", 1, Verbs.DEMAND, _jenner_run)


# -- John Loudon McAdam -------------------------------------------------------------------------


code.inspire("John Loudon McAdam")(from_hand("meld"))  # Meld a card from your hand.


def _mcadam_available(x, player, cards):
    """Each top card with a {factory} on your board counts as an available achievement for
    you."""
    if player != x.you:
        return cards
    tops = x.top_cards()
    return cards + [c for c in tops if HAS_ICON[c][FACTORY] and c not in cards]


code.may_issue("John Loudon McAdam", 1, "Expansion")
code.each("John Loudon McAdam", 2, {"available achievements": _mcadam_available})


# -- Catherine the Great ------------------------------------------------------------------------


@code.inspire("Catherine the Great")
def catherine_the_great_inspire(x):
    """Draw and meld a {6}."""
    yield from x.draw_and_meld(x.printed(6))


def _catherine_icons(x, player, counts):
    """Each {lightbulb} on your board provides two additional {lightbulb}."""
    if player == x.you:
        counts[LIGHTBULB] *= 3
    return counts


def _catherine_trigger(x, req) -> bool:
    return req.verb == Verbs.MELD and req.player == x.you and x.color(req.card) == PURPLE


def _catherine_run(x, req):
    """If you would meld a purple card, first transfer your top purple card into your
    hand."""
    top = x.top(PURPLE)
    if top is not None and top != req.card:
        yield from x.transfer(top, x.you, HAND)
    return None


code.each("Catherine the Great", 1, {"icons": _catherine_icons})
code.would_first("Catherine the Great", 2, Verbs.MELD, _catherine_run, trigger=_catherine_trigger)


# -- Ludwig Van Beethoven -----------------------------------------------------------------------


code.inspire("Ludwig Van Beethoven")(from_hand("score"))  # Score a card from your hand.


def _beethoven_trigger(x, req) -> bool:
    return req.verb == Verbs.SCORE and req.player == x.you and x.has(req.card, LIGHTBULB)


def _beethoven_run(x, req):
    """If you would score a card with a {lightbulb}, instead return it and all cards from
    your score pile, then draw and score four {5}."""
    yield from x.return_all([req.card, *(c for c in x.score_pile() if c != req.card)])
    for _ in range(4):
        yield from x.draw_and_score(x.printed(5))
    return None


code.may_issue("Ludwig Van Beethoven", 1, "Rivalry")
code.would_instead(
    "Ludwig Van Beethoven", 2, Verbs.SCORE, _beethoven_run, trigger=_beethoven_trigger
)
