"""Figures in the Sand, age 2: each figure's karmas, echo and inspire effects (texts:
cards.json)."""

import copy

from inno.cards.figures.phrases import from_hand
from inno.data.cards import (
    BLUE,
    BY_NAME,
    CASTLE,
    COLOR,
    CROWN,
    GREEN,
    ICONS,
    IS_FIGURE,
    LEAF,
    LEFT,
    LIGHTBULB,
    PURPLE,
    RED,
    UNSPLAYED,
    YELLOW,
)
from inno.engine.dogma import how
from inno.engine.registry import CONTINUE, CardCode, Verbs
from inno.engine.state import BOARD, HAND

code = CardCode()

# -- Archimedes -----------------------------------------------------------------------------


@code.echo("Archimedes")
def archimedes_echo(x):
    """Draw a {2}."""
    yield from x.draw(x.printed(2))


def _archimedes_plus(x, req):
    """If you would take a Dogma action, first increase every {age} value in each echo and
    dogma effect by one."""
    how(req).plus += 1
    yield from ()


code.may_issue("Archimedes", 1, "Advancement")
code.would_first("Archimedes", 2, Verbs.DOGMA_ACTION, _archimedes_plus)


# -- Zhang Heng -----------------------------------------------------------------------------


@code.echo("Zhang Heng")
def zhang_heng_echo(x):
    """Draw and tuck a {3}. Score all cards above it."""
    card = yield from x.draw_and_tuck(x.printed(3))
    if card is None or x.where(card) != (BOARD, x.you):
        return
    stack = x.stack(x.color(card))
    yield from x.score_all(reversed(stack[stack.index(card) + 1 :]))


def _zhang_heng_bonuses(x, player, bonuses):
    """Each card in your score pile counts as a bonus of its value on your board."""
    if player == x.you:
        bonuses.extend(x.value(c) for c in x.score_pile())
    return bonuses


code.each("Zhang Heng", 1, {"bonuses": _zhang_heng_bonuses})


# -- Alexander the Great --------------------------------------------------------------------


code.inspire("Alexander the Great")(from_hand("score"))  # Score a card from your hand.


def _alexander_melded(x, req):
    """When you meld this card, score all opponents' top figures of value 1 or 2."""
    yield from x.score_all(
        [c for p in x.opponents() for c in x.top_cards(p) if IS_FIGURE[c] and x.value(c) in (1, 2)]
    )


def _alexander_scores(x, req):
    """If you would take a Dogma action, instead of using the featured icon use each
    player's current score."""
    how(req).counts = [x.points(p) for p in x.seats()]
    yield from ()
    return CONTINUE


code.when_meld("Alexander the Great", 1, _alexander_melded)
code.would_instead("Alexander the Great", 2, Verbs.DOGMA_ACTION, _alexander_scores)


# -- Sun Tzu --------------------------------------------------------------------------------


@code.inspire("Sun Tzu")
def sun_tzu_inspire(x):
    """Draw a {2}."""
    yield from x.draw(x.printed(2))


def _sun_tzu_shares(x, req) -> bool:
    """If you would draw for a share bonus ... (the draw, as Al-Kindi's "draw a card for
    sharing": one of them happens when both would)"""
    return req.verb == Verbs.DRAW and req.action == "sharing" and req.player == x.you


def _sun_tzu_melds(x, req):
    """... first meld any number of cards from your hand matching the Dogma action's
    featured icon."""
    featured = req.data  # (the Dogma action's: Confucius may have chosen it)
    chosen = yield from x.choose_cards(
        [c for c in x.hand() if x.has(c, featured)],
        f"meld any number of cards with a {ICONS[featured]} from your hand (in order)",
        verb="meld",
        zone=HAND,
    )
    yield from x.each(x.meld, chosen)


code.may_issue("Sun Tzu", 1, "War")
code.would_first("Sun Tzu", 2, Verbs.DRAW, _sun_tzu_melds, trigger=_sun_tzu_shares)


# -- Augustus Caesar ------------------------------------------------------------------------


@code.inspire("Augustus Caesar")
def augustus_inspire(x):
    """Draw and foreshadow a {3}."""
    yield from x.draw_and_foreshadow(x.printed(3))


def _augustus_low_card(x, req) -> bool:
    """If any player would meld or foreshadow a card of value less than 4 ..."""
    return req.verb in (Verbs.MELD, Verbs.FORESHADOW) and x.value(req.card) < 4


def _augustus_reveals(x, req):
    """... first reveal it. If it is red or green and has a {castle}, instead transfer it
    to your board, then tuck all cards from your forecast."""
    card = req.card
    yield from x.reveal(card)
    if COLOR[card] in (RED, GREEN) and x.has(card, CASTLE):
        yield from x.transfer(card, x.you, BOARD)
        yield from x.tuck_all(x.forecast())
        return True  # instead: the meld or foreshadow does not happen
    return None


code.would_first(
    "Augustus Caesar",
    1,
    (Verbs.MELD, Verbs.FORESHADOW),
    _augustus_reveals,
    trigger=_augustus_low_card,
)


# -- Ptolemy --------------------------------------------------------------------------------


@code.inspire("Ptolemy")
def ptolemy_inspire(x):
    """Draw and meld a {2}."""
    yield from x.draw_and_meld(x.printed(2))


def _ptolemy_activatable(x, player, cards):
    """Each top blue card on every player's board counts as a card you can activate with a
    Dogma action."""
    if player != x.you:
        return cards
    for q in x.in_game():
        card = x.top(BLUE, q)
        # (A card with nothing to execute is no more activatable than on its own board.)
        if card is not None and card not in cards and x.executes_something(card, q):
            cards.append(card)
    return cards


code.may_issue("Ptolemy", 1, "Trade")
code.each("Ptolemy", 2, {"activatable": _ptolemy_activatable})


# -- Cai Lun --------------------------------------------------------------------------------


@code.echo("Cai Lun")
def cai_lun_echo(x):
    """You may splay one color of your cards left."""
    yield from x.may_splay(range(5), LEFT)


def _cai_lun_foreshadows(x, req):
    """If you would claim an achievement, first draw and foreshadow a {3}."""
    yield from x.draw_and_foreshadow(x.printed(3))


def _cai_lun_available(x, player, cards):
    """Each card in your forecast counts as an available achievement for you."""
    if player == x.you:
        cards.extend(c for c in x.forecast() if c not in cards)
    return cards


code.would_first("Cai Lun", 1, Verbs.ACHIEVE, _cai_lun_foreshadows)
code.each("Cai Lun", 2, {"available achievements": _cai_lun_available})


# -- Ximen Bao ------------------------------------------------------------------------------


code.inspire("Ximen Bao")(from_hand("tuck"))  # Tuck a card from your hand.


# "order them from bottom to top, red, blue, green, purple, yellow"
_XIMEN_BAO_ORDER = (RED, BLUE, GREEN, PURPLE, YELLOW)


def _ximen_bao_colors(x, player, shows):
    """Each Inspire and Echo effect on your board counts as part of this stack. When
    executing, order them from bottom to top, red, blue, green, purple, yellow."""
    if player != x.you:
        return shows
    here = COLOR[BY_NAME["Ximen Bao"]]
    stack = copy.copy(shows[here])
    stack.echoes = tuple(c for color in _XIMEN_BAO_ORDER for c in shows[color].echoes)
    stack.inspires = tuple(c for color in _XIMEN_BAO_ORDER for c in shows[color].inspires)
    shows[here] = stack
    return shows


code.may_issue("Ximen Bao", 1, "Expansion")
code.each("Ximen Bao", 2, {"colors": _ximen_bao_colors})


# -- Confucius ------------------------------------------------------------------------------


@code.echo("Confucius")
def confucius_echo(x):
    """Score an opponent's top figure of value 1."""
    card = yield from x.choose_card(
        [c for p in x.opponents() for c in x.top_cards(p) if IS_FIGURE[c] and x.value(c) == 1],
        "score an opponent's top figure of value 1",
        verb="score",
        zone=BOARD,
    )
    if card is not None:
        yield from x.score(card)


def _confucius_castle(x, req) -> bool:
    """If you would take a Dogma action and activate a card with a {castle} as a featured
    icon ..."""
    if req.verb != Verbs.DOGMA_ACTION or req.player != x.you:
        return False
    featured = how(req).featured
    if featured is None:
        featured = x.featured_icon(req.card)
    return featured == CASTLE


def _confucius_chooses(x, req):
    """... instead choose any other icon on your board as the featured icon."""
    others = [ICONS[i] for i in range(len(ICONS)) if i != CASTLE and x.icons(i) > 0]
    # Ruling: with no other icon on the board, the featured icon stays a castle.
    name = yield from x.choose_option(others, "choose the icon to use as the featured icon")
    if name is not None:
        how(req).featured = ICONS.index(name)
    return CONTINUE


code.would_instead(
    "Confucius", 1, Verbs.DOGMA_ACTION, _confucius_chooses, trigger=_confucius_castle
)


# -- Plato ----------------------------------------------------------------------------------


@code.inspire("Plato")
def plato_inspire(x):
    """You may splay one color of your cards left."""
    yield from x.may_splay(range(5), LEFT)


def _plato_icons(x, player, counts):
    """Each splayed stack on your board provides one additional {castle}, {lightbulb},
    {leaf}, and {crown}."""
    if player == x.you:
        splayed = sum(1 for c in range(5) if x.splay_of(c) != UNSPLAYED and len(x.stack(c)) > 1)
        for icon in (CASTLE, LIGHTBULB, LEAF, CROWN):
            counts[icon] += splayed
    return counts


code.may_issue("Plato", 1, "Rivalry")
code.each("Plato", 2, {"icons": _plato_icons})
