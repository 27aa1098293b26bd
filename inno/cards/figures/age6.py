"""Figures in the Sand, age 6: echo and inspire effects, and karmas (texts: cards.json)."""

from inno.cards.figures.phrases import from_hand
from inno.data.cards import (
    BY_NAME,
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
from inno.engine.registry import (
    DECREE,
    EACH,
    WOULD_FIRST,
    WOULD_INSTEAD,
    Karma,
    echo,
    inspire,
    register_karma,
)
from inno.engine.state import BOARD, HAND

# -- Benjamin Franklin --------------------------------------------------------------------------


@echo("Benjamin Franklin")
def benjamin_franklin_echo(x):
    """Take a top figure into your hand from any player's board. Meld it."""
    card = yield from x.choose_card(
        [c for p in x.players() for c in x.top_cards(p) if IS_FIGURE[c]],
        "take a top figure from any player's board into your hand, then meld it",
        verb="transfer",
        zone=BOARD,
    )
    if card is None:
        return
    yield from x.transfer(card, x.you, HAND)
    if x.where(card) == (HAND, x.you):
        yield from x.meld(card)


def _franklin_trigger(x, req) -> bool:
    return req.verb == "meld" and req.player == x.you


def _franklin_run(x, req):
    """If you would meld a card, first draw and meld a card of one higher value."""
    yield from x.draw_and_meld(x.value(req.card) + 1)
    return None


register_karma(Karma(BY_NAME["Benjamin Franklin"], 1, DECREE, decree="Advancement"))
register_karma(
    Karma(
        BY_NAME["Benjamin Franklin"], 2, WOULD_FIRST, trigger=_franklin_trigger, run=_franklin_run
    )
)


# -- Carl Friedrich Gauss -----------------------------------------------------------------------


@echo("Carl Friedrich Gauss")
def carl_friedrich_gauss_echo(x):
    """Draw a {7}."""
    yield from x.draw(x.printed(7))


def _gauss_trigger(x, req) -> bool:
    return req.verb == "meld" and req.player == x.you


def _gauss_run(x, req):
    """If you would meld a card, first choose a value and meld all cards of that value from
    your hand and score pile."""
    value = yield from x.choose_value(
        range(1, 11),
        "choose a value: all cards of that value in your hand and score pile are melded",
    )
    # Ruling: the card about to be melded is not among them (it is melded afterwards).
    cards = [c for c in x.hand() + x.score_pile() if x.value(c) == value and c != req.card]
    yield from x.meld_all(cards)
    return None


register_karma(
    Karma(BY_NAME["Carl Friedrich Gauss"], 1, WOULD_FIRST, trigger=_gauss_trigger, run=_gauss_run)
)


# -- Napoleon Bonaparte -------------------------------------------------------------------------


@echo("Napoleon Bonaparte")
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
    return req.verb in ("score", "return") and req.player == x.you and x.has(req.card, FACTORY)


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


register_karma(Karma(BY_NAME["Napoleon Bonaparte"], 1, DECREE, decree="War"))
register_karma(
    Karma(
        BY_NAME["Napoleon Bonaparte"],
        2,
        WOULD_INSTEAD,
        trigger=_napoleon_trigger,
        run=_napoleon_run,
    )
)


# -- Tecumseh -----------------------------------------------------------------------------------


@echo("Tecumseh")
def tecumseh_echo(x):
    """Draw and tuck a {6}."""
    yield from x.draw_and_tuck(x.printed(6))


def _tecumseh_trigger(x, req) -> bool:
    return req.verb == "tuck" and req.player == x.you and x.has(req.card, FACTORY)


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


register_karma(
    Karma(BY_NAME["Tecumseh"], 1, WOULD_FIRST, trigger=_tecumseh_trigger, run=_tecumseh_run)
)


# -- Adam Smith ---------------------------------------------------------------------------------


@inspire("Adam Smith")
def adam_smith_inspire(x):
    """You may splay one color of your cards right."""
    yield from x.may_splay(range(5), RIGHT)


def _adam_smith_icons(t, owner, player, counts):
    """Each {crown} on your board provides two additional {crown}."""
    if player == owner:
        counts[CROWN] *= 3
    return counts


register_karma(Karma(BY_NAME["Adam Smith"], 1, EACH, query="icons", modify=_adam_smith_icons))


# -- John Harrison ------------------------------------------------------------------------------


@inspire("John Harrison")
def john_harrison_inspire(x):
    """Draw a {6}."""
    yield from x.draw(x.printed(6))


def _harrison_trigger(x, req) -> bool:
    return req.verb == "draw" and req.action == "sharing" and x.game.is_opponent(x.you, req.player)


USUAL_DRAW = "the usual draw"


def _harrison_run(x, req):
    """If an opponent would draw a card for sharing, first draw a {6}. You may choose the
    type of card drawn."""
    options = [USUAL_DRAW, *(SETS[s] for s in x.game.sets)]
    chosen = yield from x.choose_option(options, "choose the type of card to draw")
    set_ = ANY_TYPE if chosen in (None, USUAL_DRAW) else SETS.index(chosen)
    yield from x.draw(x.printed(6), set_=set_)
    return None


register_karma(Karma(BY_NAME["John Harrison"], 1, DECREE, decree="Trade"))
register_karma(
    Karma(BY_NAME["John Harrison"], 2, WOULD_FIRST, trigger=_harrison_trigger, run=_harrison_run)
)


# -- Edward Jenner ------------------------------------------------------------------------------


inspire("Edward Jenner")(from_hand("tuck"))  # Tuck a card from your hand.


def _jenner_trigger(x, req) -> bool:
    # Our ruling: a demand (or compel) "succeeds" when it is about to be executed on you.
    return req.verb == "demand" and req.player == x.you


def _jenner_run(x, req):
    """If a player would successfully demand something of you, instead return a card from
    your hand."""
    card = yield from x.choose_card(
        x.hand(), "return a card from your hand", verb="return", zone=HAND
    )
    if card is not None:
        yield from x.return_card(card)
    return None


register_karma(
    Karma(BY_NAME["Edward Jenner"], 1, WOULD_INSTEAD, trigger=_jenner_trigger, run=_jenner_run)
)


# -- John Loudon McAdam -------------------------------------------------------------------------


inspire("John Loudon McAdam")(from_hand("meld"))  # Meld a card from your hand.


def _mcadam_available(t, owner, player, cards):
    """Each top card with a {factory} on your board counts as an available achievement for
    you."""
    if player != owner:
        return cards
    tops = t.state.players[owner].top_cards()
    return cards + [c for c in tops if HAS_ICON[c][FACTORY] and c not in cards]


register_karma(Karma(BY_NAME["John Loudon McAdam"], 1, DECREE, decree="Expansion"))
register_karma(
    Karma(
        BY_NAME["John Loudon McAdam"],
        2,
        EACH,
        query="available achievements",
        modify=_mcadam_available,
    )
)


# -- Catherine the Great ------------------------------------------------------------------------


@inspire("Catherine the Great")
def catherine_the_great_inspire(x):
    """Draw and meld a {6}."""
    yield from x.draw_and_meld(x.printed(6))


def _catherine_icons(t, owner, player, counts):
    """Each {lightbulb} on your board provides two additional {lightbulb}."""
    if player == owner:
        counts[LIGHTBULB] *= 3
    return counts


def _catherine_trigger(x, req) -> bool:
    return req.verb == "meld" and req.player == x.you and x.color(req.card) == PURPLE


def _catherine_run(x, req):
    """If you would meld a purple card, first transfer your top purple card into your
    hand."""
    top = x.top(PURPLE)
    if top is not None and top != req.card:
        yield from x.transfer(top, x.you, HAND)
    return None


register_karma(
    Karma(BY_NAME["Catherine the Great"], 1, EACH, query="icons", modify=_catherine_icons)
)
register_karma(
    Karma(
        BY_NAME["Catherine the Great"],
        2,
        WOULD_FIRST,
        trigger=_catherine_trigger,
        run=_catherine_run,
    )
)


# -- Ludwig Van Beethoven -----------------------------------------------------------------------


inspire("Ludwig Van Beethoven")(from_hand("score"))  # Score a card from your hand.


def _beethoven_trigger(x, req) -> bool:
    return req.verb == "score" and req.player == x.you and x.has(req.card, LIGHTBULB)


def _beethoven_run(x, req):
    """If you would score a card with a {lightbulb}, instead return it and all cards from
    your score pile, then draw and score four {5}."""
    yield from x.return_all([req.card, *(c for c in x.score_pile() if c != req.card)])
    for _ in range(4):
        yield from x.draw_and_score(x.printed(5))
    return None


register_karma(Karma(BY_NAME["Ludwig Van Beethoven"], 1, DECREE, decree="Rivalry"))
register_karma(
    Karma(
        BY_NAME["Ludwig Van Beethoven"],
        2,
        WOULD_INSTEAD,
        trigger=_beethoven_trigger,
        run=_beethoven_run,
    )
)
