"""Figures in the Sand, age 1: each figure's karmas, echo and inspire effects (texts:
cards.json)."""

from inno.cards.figures.phrases import from_hand
from inno.data.cards import (
    AGE,
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
from inno.engine.context import Effect
from inno.engine.dogma import Run
from inno.engine.registry import CardCode, Verbs
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()


def _demanded_of_you(x, req) -> bool:
    """Is ``req`` a demand (or compel) of another player about to be executed on you?"""
    return (
        req.verb == Verbs.DEMAND
        and req.player == x.you
        and req.effect is not None
        and req.effect.leader != x.you
    )


# -- Daedalus -------------------------------------------------------------------------------


@code.echo("Daedalus")
def daedalus_echo(x):
    """Draw and foreshadow a {4}."""
    yield from x.draw_and_foreshadow(x.printed(4))


def _daedalus_top(x, player, top, age):
    """Each card in your forecast adds one to the value of your highest top card for the
    purpose of claiming achievements."""
    if player == x.you:
        top += len(x.forecast())
    return top


def _daedalus_score(x, player, total):
    """Each achievement adds its value to your score (a special achievement or a Decree
    has no value)."""
    if player == x.you:
        total += sum(AGE[c] for c in x.achievements())
    return total


code.each("Daedalus", 1, {"achievement top value": _daedalus_top, "score": _daedalus_score})


# -- Huang Di -------------------------------------------------------------------------------


@code.echo("Huang Di")
def huang_di_echo(x):
    """Draw a {2}."""
    yield from x.draw(x.printed(2))


def _huang_di_icons(x, player, counts):
    """Each {lightbulb} on your board provides one additional {leaf}."""
    if player == x.you:
        counts[LEAF] += counts[LIGHTBULB]
    return counts


code.may_issue("Huang Di", 1, "Advancement")
code.each("Huang Di", 2, {"icons": _huang_di_icons})


# -- Imhotep --------------------------------------------------------------------------------


@code.echo("Imhotep")
def imhotep_echo(x):
    """Draw and meld a {2}."""
    yield from x.draw_and_meld(x.printed(2))


def _imhotep_melds_over(x, req) -> bool:
    """If you would meld a card over an unsplayed color with more than one card ..."""
    if req.verb != Verbs.MELD or req.player != x.you:
        return False
    color = COLOR[req.card]
    return len(x.stack(color)) > 1 and x.splay_of(color) == UNSPLAYED


def _imhotep_splays(x, req):
    """... instead splay that color left and return the card."""
    yield from x.splay(COLOR[req.card], LEFT)
    yield from x.return_card(req.card)


code.would_instead("Imhotep", 1, Verbs.MELD, _imhotep_splays, trigger=_imhotep_melds_over)


# -- Gilgamesh ------------------------------------------------------------------------------


code.inspire("Gilgamesh")(from_hand("score"))  # Score a card from your hand.


def _gilgamesh_icons(x, player, counts):
    """Each bonus on your board provides one additional {castle} for every top card on
    your board."""
    if player == x.you:
        tops = len(x.top_cards())
        counts[CASTLE] += len(x.bonuses()) * tops
    return counts


code.each("Gilgamesh", 1, {"icons": _gilgamesh_icons})


# -- Hammurabi ------------------------------------------------------------------------------


code.inspire("Hammurabi")(from_hand("meld"))  # Meld a card from your hand.


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


code.would_first("Hammurabi", 1, Verbs.DEMAND, _hammurabi_demands_back, trigger=_demanded_of_you)


# -- Tigernmas ------------------------------------------------------------------------------


@code.inspire("Tigernmas")
def tigernmas_inspire(x):
    """Draw a {1}."""
    yield from x.draw(x.printed(1))


def _tigernmas_score(x, player, score):
    """Each card in your hand provides one additional point toward your score."""
    if player == x.you:
        score += len(x.hand())
    return score


code.may_issue("Tigernmas", 1, "War")
code.each("Tigernmas", 2, {"score": _tigernmas_score})


# -- Fu Xi ----------------------------------------------------------------------------------


@code.echo("Fu Xi")
def fu_xi_echo(x):
    """Draw and score a {2}."""
    yield from x.draw_and_score(x.printed(2))


def _fu_xi_icons(x, player, counts):
    """Each card in your score pile and forecast provides one additional {lightbulb}."""
    if player == x.you:
        counts[LIGHTBULB] += len(x.score_pile()) + len(x.forecast())
    return counts


code.may_issue("Fu Xi", 1, "Trade")
code.each("Fu Xi", 2, {"icons": _fu_xi_icons})


# -- Hatshepsut -----------------------------------------------------------------------------


@code.inspire("Hatshepsut")
def hatshepsut_inspire(x):
    """Draw a {1}."""
    yield from x.draw(x.printed(1))


def _hatshepsut_draws(x, req) -> bool:
    """If you would draw a card of value higher than 1 and you have a {1} in your hand ..."""
    return (
        req.verb == Verbs.DRAW
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


code.would_first("Hatshepsut", 1, Verbs.DRAW, _hatshepsut_returns, trigger=_hatshepsut_draws)


# -- Sargon of Akkad ------------------------------------------------------------------------


@code.inspire("Sargon of Akkad")
def sargon_inspire(x):
    """Draw and meld a {1}."""
    yield from x.draw_and_meld(x.printed(1))


def _sargon_melds_equal(x, req) -> bool:
    """If you would meld a card, and your current top card of that color is of equal
    value ..."""
    if req.verb != Verbs.MELD or req.player != x.you:
        return False
    top = x.top(COLOR[req.card])
    return top is not None and top != req.card and x.value(top) == x.value(req.card)


def _sargon_tucks(x, req):
    """... instead tuck it."""
    yield from x.tuck(req.card)


code.would_instead("Sargon of Akkad", 1, Verbs.MELD, _sargon_tucks, trigger=_sargon_melds_equal)


# -- Shennong -------------------------------------------------------------------------------


@code.inspire("Shennong")
def shennong_inspire(x):
    """Draw and foreshadow a {2}."""
    yield from x.draw_and_foreshadow(x.printed(2))


def _shennong_foreshadows(x, req) -> bool:
    """If you would foreshadow a card of the same value as a card in your forecast ..."""
    if req.verb != Verbs.FORESHADOW or req.player != x.you:
        return False
    value = x.value(req.card)
    return any(x.value(c) == value for c in x.forecast() if c != req.card)


def _shennong_scores(x, req):
    """... first score each card of that value in your forecast."""
    value = x.value(req.card)
    yield from x.score_all(c for c in x.forecast() if c != req.card and x.value(c) == value)


code.would_first("Shennong", 1, Verbs.FORESHADOW, _shennong_scores, trigger=_shennong_foreshadows)


# -- Sneferu --------------------------------------------------------------------------------


@code.inspire("Sneferu")
def sneferu_inspire(x):
    """Draw and tuck a {2}. If it has a {castle}, repeat this effect."""
    while True:
        # "If it has a castle": the drawn card, whatever a karma did with the tuck.
        card = yield from x.draw(x.printed(2))
        if card is None:
            return
        yield from x.tuck(card)
        if not x.has(card, CASTLE):
            return


def _sneferu_icons(x, player, counts):
    """Each {castle} on your board provides one additional {crown}."""
    if player == x.you:
        counts[CROWN] += counts[CASTLE]
    return counts


code.may_issue("Sneferu", 1, "Expansion")
code.each("Sneferu", 2, {"icons": _sneferu_icons})


# -- Sunshu Ao ------------------------------------------------------------------------------


code.inspire("Sunshu Ao")(from_hand("tuck"))  # Tuck a card from your hand.


def _sunshu_ao_tucks_yellow(x, req) -> bool:
    """If you would tuck a yellow card ..."""
    return req.verb == Verbs.TUCK and req.player == x.you and COLOR[req.card] == YELLOW


def _sunshu_ao_executes(x, req):
    """... instead execute all non-demand Dogma effects on it for yourself only, then
    return it to your hand."""
    card = req.card
    yield from x.execute(card)
    if x.where(card) != (HAND, x.you):
        yield from x.transfer(card, x.you, HAND)


code.would_instead("Sunshu Ao", 1, Verbs.TUCK, _sunshu_ao_executes, trigger=_sunshu_ao_tucks_yellow)


# -- Homer ----------------------------------------------------------------------------------


@code.inspire("Homer")
def homer_inspire(x):
    """Draw and tuck a {2}."""
    yield from x.draw_and_tuck(x.printed(2))


def _homer_figure_leaves_hand(x, req) -> bool:
    """If you would remove or return a figure from your hand ..."""
    return (
        req.verb in (Verbs.REMOVE, Verbs.RETURN)
        and req.player == x.you
        and IS_FIGURE[req.card]
        and x.where(req.card) == (HAND, x.you)
    )


def _homer_tucks(x, req):
    """... instead tuck it."""
    yield from x.tuck(req.card)


code.would_instead(
    "Homer", 1, (Verbs.REMOVE, Verbs.RETURN), _homer_tucks, trigger=_homer_figure_leaves_hand
)


# -- Ptahhotep ------------------------------------------------------------------------------


@code.inspire("Ptahhotep")
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


code.would_first("Ptahhotep", 1, Verbs.DEMAND, _ptahhotep_takes, trigger=_demanded_of_you)


# -- Sinuhe ---------------------------------------------------------------------------------


@code.echo("Sinuhe")
def sinuhe_echo(x):
    """Draw and foreshadow a {2} or {3}."""
    value = yield from x.choose_value(
        [x.printed(2), x.printed(3)], "choose the value of the card to draw and foreshadow"
    )
    yield from x.draw_and_foreshadow(value)


def _sinuhe_score(x, player, score):
    """Each {castle} on your board provides one additional point towards your score."""
    if player == x.you:
        score += x.icons(CASTLE)
    return score


code.may_issue("Sinuhe", 1, "Rivalry")
code.each("Sinuhe", 2, {"score": _sinuhe_score})
