"""Figures in the Sand, age 1: each figure's karmas, echo and inspire effects (texts:
cards.json)."""

from inno.cards.figures.phrases import from_hand
from inno.data.cards import (
    AGE,
    BY_NAME,
    CASTLE,
    COLOR,
    CROWN,
    IS_FIGURE,
    LEAF,
    LEFT,
    LIGHTBULB,
    UNSPLAYED,
    YELLOW,
)
from inno.engine import queries
from inno.engine.context import Effect
from inno.engine.dogma import Run
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
from inno.engine.state import BOARD, HAND, SCORE


def _demanded_of_you(x, req) -> bool:
    """Is ``req`` a demand (or compel) of another player about to be executed on you?"""
    return (
        req.verb == "demand"
        and req.player == x.you
        and req.effect is not None
        and req.effect.leader != x.you
    )


# -- Daedalus -------------------------------------------------------------------------------


@echo("Daedalus")
def daedalus_echo(x):
    """Draw and foreshadow a {4}."""
    yield from x.draw_and_foreshadow(x.printed(4))


def _daedalus_top(t, owner, player, top, age):
    """Each card in your forecast adds one to the value of your highest top card for the
    purpose of claiming achievements."""
    if player == owner:
        top += len(t.state.players[owner].forecast)
    return top


def _daedalus_score(t, owner, player, total):
    """Each achievement adds its value to your score (a special achievement or a Decree
    has no value)."""
    if player == owner:
        total += sum(AGE[c] for c in t.state.players[owner].achievements)
    return total


register_karma(
    Karma(
        BY_NAME["Daedalus"],
        1,
        EACH,
        modify={"achievement top value": _daedalus_top, "score": _daedalus_score},
    )
)


# -- Huang Di -------------------------------------------------------------------------------


@echo("Huang Di")
def huang_di_echo(x):
    """Draw a {2}."""
    yield from x.draw(x.printed(2))


def _huang_di_icons(t, owner, player, counts):
    """Each {lightbulb} on your board provides one additional {leaf}."""
    if player == owner:
        counts[LEAF] += counts[LIGHTBULB]
    return counts


register_karma(Karma(BY_NAME["Huang Di"], 1, DECREE, decree="Advancement"))
register_karma(Karma(BY_NAME["Huang Di"], 2, EACH, query="icons", modify=_huang_di_icons))


# -- Imhotep --------------------------------------------------------------------------------


@echo("Imhotep")
def imhotep_echo(x):
    """Draw and meld a {2}."""
    yield from x.draw_and_meld(x.printed(2))


def _imhotep_melds_over(x, req) -> bool:
    """If you would meld a card over an unsplayed color with more than one card ..."""
    if req.verb != "meld" or req.player != x.you:
        return False
    color = COLOR[req.card]
    return len(x.stack(color)) > 1 and x.splay_of(color) == UNSPLAYED


def _imhotep_splays(x, req):
    """... instead splay that color left and return the card."""
    yield from x.splay(COLOR[req.card], LEFT)
    yield from x.return_card(req.card)


register_karma(
    Karma(BY_NAME["Imhotep"], 1, WOULD_INSTEAD, trigger=_imhotep_melds_over, run=_imhotep_splays)
)


# -- Gilgamesh ------------------------------------------------------------------------------


inspire("Gilgamesh")(from_hand("score"))  # Score a card from your hand.


def _gilgamesh_icons(t, owner, player, counts):
    """Each bonus on your board provides one additional {castle} for every top card on
    your board."""
    if player == owner:
        tops = len(t.state.players[owner].top_cards())
        counts[CASTLE] += len(queries.bonuses(t, owner)) * tops
    return counts


register_karma(Karma(BY_NAME["Gilgamesh"], 1, EACH, query="icons", modify=_gilgamesh_icons))


# -- Hammurabi ------------------------------------------------------------------------------


inspire("Hammurabi")(from_hand("meld"))  # Meld a card from your hand.


def _hammurabi_demands_back(x, req):
    """If a player would successfully demand something of you, first successfully demand
    that same thing of that player."""
    demand = req.effect
    # The same demand, of that player, by you (its own execution: what it remembers
    # belongs to this demand, not to the other player's Dogma action).
    back = Effect(
        x.game,
        demand.leader,
        x.you,
        demand.card,
        Run(x.you, demand.card, [], [demand.leader]),
        demand.kind,
    )
    yield from req.data(back)


register_karma(
    Karma(
        BY_NAME["Hammurabi"],
        1,
        WOULD_FIRST,
        trigger=_demanded_of_you,
        run=_hammurabi_demands_back,
    )
)


# -- Tigernmas ------------------------------------------------------------------------------


@inspire("Tigernmas")
def tigernmas_inspire(x):
    """Draw a {1}."""
    yield from x.draw(x.printed(1))


def _tigernmas_score(t, owner, player, score):
    """Each card in your hand provides one additional point toward your score."""
    if player == owner:
        score += len(queries.hand(t, owner))
    return score


register_karma(Karma(BY_NAME["Tigernmas"], 1, DECREE, decree="War"))
register_karma(Karma(BY_NAME["Tigernmas"], 2, EACH, query="score", modify=_tigernmas_score))


# -- Fu Xi ----------------------------------------------------------------------------------


@echo("Fu Xi")
def fu_xi_echo(x):
    """Draw and score a {2}."""
    yield from x.draw_and_score(x.printed(2))


def _fu_xi_icons(t, owner, player, counts):
    """Each card in your score pile and forecast provides one additional {lightbulb}."""
    if player == owner:
        p = t.state.players[owner]
        counts[LIGHTBULB] += len(queries.score_pile(t, owner)) + len(p.forecast)
    return counts


register_karma(Karma(BY_NAME["Fu Xi"], 1, DECREE, decree="Trade"))
register_karma(Karma(BY_NAME["Fu Xi"], 2, EACH, query="icons", modify=_fu_xi_icons))


# -- Hatshepsut -----------------------------------------------------------------------------


@inspire("Hatshepsut")
def hatshepsut_inspire(x):
    """Draw a {1}."""
    yield from x.draw(x.printed(1))


def _hatshepsut_draws(x, req) -> bool:
    """If you would draw a card of value higher than 1 and you have a {1} in your hand ..."""
    return (
        req.verb == "draw"
        and req.player == x.you
        and req.value > 1
        and any(x.value(c) == x.printed(1) for c in x.hand())
    )


def _hatshepsut_returns(x, req):
    """... first return all cards from your hand and draw two cards of that value."""
    value = req.value
    yield from x.return_all(x.hand())
    yield from x.draw(value)
    yield from x.draw(value)


register_karma(
    Karma(BY_NAME["Hatshepsut"], 1, WOULD_FIRST, trigger=_hatshepsut_draws, run=_hatshepsut_returns)
)


# -- Sargon of Akkad ------------------------------------------------------------------------


@inspire("Sargon of Akkad")
def sargon_inspire(x):
    """Draw and meld a {1}."""
    yield from x.draw_and_meld(x.printed(1))


def _sargon_melds_equal(x, req) -> bool:
    """If you would meld a card, and your current top card of that color is of equal
    value ..."""
    if req.verb != "meld" or req.player != x.you:
        return False
    top = x.top(COLOR[req.card])
    return top is not None and top != req.card and x.value(top) == x.value(req.card)


def _sargon_tucks(x, req):
    """... instead tuck it."""
    yield from x.tuck(req.card)


register_karma(
    Karma(
        BY_NAME["Sargon of Akkad"],
        1,
        WOULD_INSTEAD,
        trigger=_sargon_melds_equal,
        run=_sargon_tucks,
    )
)


# -- Shennong -------------------------------------------------------------------------------


@inspire("Shennong")
def shennong_inspire(x):
    """Draw and foreshadow a {2}."""
    yield from x.draw_and_foreshadow(x.printed(2))


def _shennong_foreshadows(x, req) -> bool:
    """If you would foreshadow a card of the same value as a card in your forecast ..."""
    if req.verb != "foreshadow" or req.player != x.you:
        return False
    value = x.value(req.card)
    return any(x.value(c) == value for c in x.forecast() if c != req.card)


def _shennong_scores(x, req):
    """... first score each card of that value in your forecast."""
    value = x.value(req.card)
    yield from x.score_all(c for c in x.forecast() if c != req.card and x.value(c) == value)


register_karma(
    Karma(BY_NAME["Shennong"], 1, WOULD_FIRST, trigger=_shennong_foreshadows, run=_shennong_scores)
)


# -- Sneferu --------------------------------------------------------------------------------


@inspire("Sneferu")
def sneferu_inspire(x):
    """Draw and tuck a {2}. If it has a {castle}, repeat this effect."""
    while True:
        card = yield from x.draw_and_tuck(x.printed(2))
        if card is None or not x.has(card, CASTLE):
            return


def _sneferu_icons(t, owner, player, counts):
    """Each {castle} on your board provides one additional {crown}."""
    if player == owner:
        counts[CROWN] += counts[CASTLE]
    return counts


register_karma(Karma(BY_NAME["Sneferu"], 1, DECREE, decree="Expansion"))
register_karma(Karma(BY_NAME["Sneferu"], 2, EACH, query="icons", modify=_sneferu_icons))


# -- Sunshu Ao ------------------------------------------------------------------------------


inspire("Sunshu Ao")(from_hand("tuck"))  # Tuck a card from your hand.


def _sunshu_ao_tucks_yellow(x, req) -> bool:
    """If you would tuck a yellow card ..."""
    return req.verb == "tuck" and req.player == x.you and COLOR[req.card] == YELLOW


def _sunshu_ao_executes(x, req):
    """... instead execute all non-demand Dogma effects on it for yourself only, then
    return it to your hand."""
    card = req.card
    yield from x.execute(card)
    if x.where(card) != (HAND, x.you):
        yield from x.transfer(card, x.you, HAND)


register_karma(
    Karma(
        BY_NAME["Sunshu Ao"],
        1,
        WOULD_INSTEAD,
        trigger=_sunshu_ao_tucks_yellow,
        run=_sunshu_ao_executes,
    )
)


# -- Homer ----------------------------------------------------------------------------------


@inspire("Homer")
def homer_inspire(x):
    """Draw and tuck a {2}."""
    yield from x.draw_and_tuck(x.printed(2))


def _homer_figure_leaves_hand(x, req) -> bool:
    """If you would remove or return a figure from your hand ..."""
    return (
        req.verb in ("remove", "return")
        and req.player == x.you
        and IS_FIGURE[req.card]
        and x.where(req.card) == (HAND, x.you)
    )


def _homer_tucks(x, req):
    """... instead tuck it."""
    yield from x.tuck(req.card)


register_karma(
    Karma(BY_NAME["Homer"], 1, WOULD_INSTEAD, trigger=_homer_figure_leaves_hand, run=_homer_tucks)
)


# -- Ptahhotep ------------------------------------------------------------------------------


@inspire("Ptahhotep")
def ptahhotep_inspire(x):
    """Score a top card from your board."""
    card = yield from x.choose_card(
        x.top_cards(), "score a top card from your board", verb="score", zone=BOARD
    )
    if card is not None:
        yield from x.score(card)


def _ptahhotep_takes(x, req):
    """If a player would successfully demand something of you, first transfer the highest
    card from that player's score pile to your score pile."""
    leader = req.effect.leader
    highest = x.highest(x.score_pile(leader))
    card = yield from x.choose_face_down(
        highest, f"choose the highest card of {x.name(leader)}'s score pile to transfer"
    )
    if card is not None:
        yield from x.transfer(card, x.you, SCORE)


register_karma(
    Karma(BY_NAME["Ptahhotep"], 1, WOULD_FIRST, trigger=_demanded_of_you, run=_ptahhotep_takes)
)


# -- Sinuhe ---------------------------------------------------------------------------------


@echo("Sinuhe")
def sinuhe_echo(x):
    """Draw and foreshadow a {2} or {3}."""
    value = yield from x.choose_value(
        [x.printed(2), x.printed(3)], "choose the value of the card to draw and foreshadow"
    )
    yield from x.draw_and_foreshadow(value)


def _sinuhe_score(t, owner, player, score):
    """Each {castle} on your board provides one additional point towards your score."""
    if player == owner:
        score += queries.icons(t, owner)[CASTLE]
    return score


register_karma(Karma(BY_NAME["Sinuhe"], 1, DECREE, decree="Rivalry"))
register_karma(Karma(BY_NAME["Sinuhe"], 2, EACH, query="score", modify=_sinuhe_score))
