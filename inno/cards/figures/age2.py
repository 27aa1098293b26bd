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
    DOGMA,
    FEATURED,
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
from inno.engine import queries
from inno.engine.dogma import how
from inno.engine.registry import (
    CONTINUE,
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


def _your_dogma_action(x, req) -> bool:
    """Would you take a Dogma action?"""
    return req.verb == "dogma action" and req.player == x.you


# -- Archimedes -----------------------------------------------------------------------------


@echo("Archimedes")
def archimedes_echo(x):
    """Draw a {2}."""
    yield from x.draw(x.printed(2))


def _archimedes_plus(x, req):
    """If you would take a Dogma action, first increase every {age} value in each echo and
    dogma effect by one."""
    changed = how(req)
    changed["plus"] = changed.get("plus", 0) + 1
    yield from ()


register_karma(Karma(BY_NAME["Archimedes"], 1, DECREE, decree="Advancement"))
register_karma(
    Karma(BY_NAME["Archimedes"], 2, WOULD_FIRST, trigger=_your_dogma_action, run=_archimedes_plus)
)


# -- Zhang Heng -----------------------------------------------------------------------------


@echo("Zhang Heng")
def zhang_heng_echo(x):
    """Draw and tuck a {3}. Score all cards above it."""
    card = yield from x.draw_and_tuck(x.printed(3))
    if card is None or x.where(card) != (BOARD, x.you):
        return
    stack = x.stack(x.color(card))
    yield from x.score_all(reversed(stack[stack.index(card) + 1 :]))


def _zhang_heng_bonuses(t, owner, player, bonuses):
    """Each card in your score pile counts as a bonus of its value on your board."""
    if player == owner:
        bonuses.extend(queries.value(t, c) for c in queries.score_pile(t, owner))
    return bonuses


register_karma(Karma(BY_NAME["Zhang Heng"], 1, EACH, query="bonuses", modify=_zhang_heng_bonuses))


# -- Alexander the Great --------------------------------------------------------------------


inspire("Alexander the Great")(from_hand("score"))  # Score a card from your hand.


def _alexander_melded(x, req):
    """When you meld this card, score all opponents' top figures of value 1 or 2."""
    yield from x.score_all(
        [c for p in x.opponents() for c in x.top_cards(p) if IS_FIGURE[c] and x.value(c) in (1, 2)]
    )


def _alexander_scores(x, req):
    """If you would take a Dogma action, instead of using the featured icon use each
    player's current score."""
    how(req)["counts"] = [x.points(p) for p in range(x.state.n)]
    yield from ()
    return CONTINUE


ALEXANDER = BY_NAME["Alexander the Great"]
register_karma(Karma(ALEXANDER, 1, WHEN_MELD, run=_alexander_melded))
register_karma(
    Karma(ALEXANDER, 2, WOULD_INSTEAD, trigger=_your_dogma_action, run=_alexander_scores)
)


# -- Sun Tzu --------------------------------------------------------------------------------


@inspire("Sun Tzu")
def sun_tzu_inspire(x):
    """Draw a {2}."""
    yield from x.draw(x.printed(2))


def _sun_tzu_shares(x, req) -> bool:
    """If you would draw for a share bonus ..."""
    return req.verb == "draw action" and req.action == "sharing" and req.player == x.you


def _sun_tzu_melds(x, req):
    """... first meld any number of cards from your hand matching the Dogma action's
    featured icon."""
    featured = queries.featured_icon(x.game, req.card)
    if featured < 0:
        return
    chosen = yield from x.choose_cards(
        [c for c in x.hand() if x.has(c, featured)],
        f"meld any number of cards with a {ICONS[featured]} from your hand (in order)",
        verb="meld",
        zone=HAND,
    )
    for card in chosen:
        yield from x.meld(card)


register_karma(Karma(BY_NAME["Sun Tzu"], 1, DECREE, decree="War"))
register_karma(
    Karma(BY_NAME["Sun Tzu"], 2, WOULD_FIRST, trigger=_sun_tzu_shares, run=_sun_tzu_melds)
)


# -- Augustus Caesar ------------------------------------------------------------------------


@inspire("Augustus Caesar")
def augustus_inspire(x):
    """Draw and foreshadow a {3}."""
    yield from x.draw_and_foreshadow(x.printed(3))


def _augustus_low_card(x, req) -> bool:
    """If any player would meld or foreshadow a card of value less than 4 ..."""
    return req.verb in ("meld", "foreshadow") and x.value(req.card) < 4


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


register_karma(
    Karma(
        BY_NAME["Augustus Caesar"],
        1,
        WOULD_FIRST,
        trigger=_augustus_low_card,
        run=_augustus_reveals,
    )
)


# -- Ptolemy --------------------------------------------------------------------------------


@inspire("Ptolemy")
def ptolemy_inspire(x):
    """Draw and meld a {2}."""
    yield from x.draw_and_meld(x.printed(2))


def _ptolemy_activatable(t, owner, player, cards):
    """Each top blue card on every player's board counts as a card you can activate with a
    Dogma action."""
    if player != owner:
        return cards
    for q in range(t.state.n):
        stack = t.state.players[q].stacks[BLUE]
        if not stack or stack[-1] in cards:
            continue
        card = stack[-1]
        # (A card with nothing to execute is no more activatable than on its own board.)
        if FEATURED[card] >= 0 and (DOGMA[card] or queries.echo_cards(t, q, BLUE)):
            cards.append(card)
    return cards


register_karma(Karma(BY_NAME["Ptolemy"], 1, DECREE, decree="Trade"))
register_karma(Karma(BY_NAME["Ptolemy"], 2, EACH, query="activatable", modify=_ptolemy_activatable))


# -- Cai Lun --------------------------------------------------------------------------------


@echo("Cai Lun")
def cai_lun_echo(x):
    """You may splay one color of your cards left."""
    yield from x.may_splay(range(5), LEFT)


def _cai_lun_claims(x, req) -> bool:
    """If you would claim an achievement ..."""
    return req.verb == "achieve" and req.player == x.you


def _cai_lun_foreshadows(x, req):
    """... first draw and foreshadow a {3}."""
    yield from x.draw_and_foreshadow(x.printed(3))


def _cai_lun_available(t, owner, player, cards):
    """Each card in your forecast counts as an available achievement for you."""
    if player == owner:
        cards.extend(c for c in t.state.players[owner].forecast if c not in cards)
    return cards


register_karma(
    Karma(BY_NAME["Cai Lun"], 1, WOULD_FIRST, trigger=_cai_lun_claims, run=_cai_lun_foreshadows)
)
register_karma(
    Karma(BY_NAME["Cai Lun"], 2, EACH, query="available achievements", modify=_cai_lun_available)
)


# -- Ximen Bao ------------------------------------------------------------------------------


inspire("Ximen Bao")(from_hand("tuck"))  # Tuck a card from your hand.


# "order them from bottom to top, red, blue, green, purple, yellow"
_XIMEN_BAO_ORDER = (RED, BLUE, GREEN, PURPLE, YELLOW)


def _ximen_bao_colors(t, owner, player, shows):
    """Each Inspire and Echo effect on your board counts as part of this stack. When
    executing, order them from bottom to top, red, blue, green, purple, yellow."""
    if player != owner:
        return shows
    here = COLOR[BY_NAME["Ximen Bao"]]
    stack = copy.copy(shows[here])
    stack.echoes = tuple(c for color in _XIMEN_BAO_ORDER for c in shows[color].echoes)
    stack.inspires = tuple(c for color in _XIMEN_BAO_ORDER for c in shows[color].inspires)
    shows[here] = stack
    return shows


register_karma(Karma(BY_NAME["Ximen Bao"], 1, DECREE, decree="Expansion"))
register_karma(Karma(BY_NAME["Ximen Bao"], 2, EACH, query="colors", modify=_ximen_bao_colors))


# -- Confucius ------------------------------------------------------------------------------


@echo("Confucius")
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
    if not _your_dogma_action(x, req):
        return False
    featured = how(req).get("featured", queries.featured_icon(x.game, req.card))
    return featured == CASTLE


def _confucius_chooses(x, req):
    """... instead choose any other icon on your board as the featured icon."""
    others = [ICONS[i] for i in range(len(ICONS)) if i != CASTLE and x.icons(i) > 0]
    # Ruling: with no other icon on the board, the featured icon stays a castle.
    name = yield from x.choose_option(others, "choose the icon to use as the featured icon")
    if name is not None:
        how(req)["featured"] = ICONS.index(name)
    return CONTINUE


register_karma(
    Karma(
        BY_NAME["Confucius"],
        1,
        WOULD_INSTEAD,
        trigger=_confucius_castle,
        run=_confucius_chooses,
    )
)


# -- Plato ----------------------------------------------------------------------------------


@inspire("Plato")
def plato_inspire(x):
    """You may splay one color of your cards left."""
    yield from x.may_splay(range(5), LEFT)


def _plato_icons(t, owner, player, counts):
    """Each splayed stack on your board provides one additional {castle}, {lightbulb},
    {leaf}, and {crown}."""
    if player == owner:
        p = t.state.players[owner]
        splayed = sum(1 for c in range(5) if p.splays[c] != UNSPLAYED and len(p.stacks[c]) > 1)
        for icon in (CASTLE, LIGHTBULB, LEAF, CROWN):
            counts[icon] += splayed
    return counts


register_karma(Karma(BY_NAME["Plato"], 1, DECREE, decree="Rivalry"))
register_karma(Karma(BY_NAME["Plato"], 2, EACH, query="icons", modify=_plato_icons))
