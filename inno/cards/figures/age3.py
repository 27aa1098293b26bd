"""Figures in the Sand, age 3: each figure's karmas, echo and inspire effects (texts:
cards.json)."""

from inno.cards.figures.phrases import from_hand
from inno.data.cards import (
    BLUE,
    CASTLE,
    COLOR,
    IS_FIGURE,
    KIND,
    LEAF,
    LEFT,
    LIGHTBULB,
    RED,
    UNSPLAYED,
)
from inno.engine.registry import CONTINUE, CardCode, Verbs
from inno.engine.state import BOARD, FORECAST, HAND, SCORE

code = CardCode()


def _tops_from_anywhere(x, keep) -> list[int]:
    """The top cards of every board (yours first) for which ``keep(card)`` holds."""
    return [c for p in x.players() for c in x.top_cards(p) if keep(c)]


# -- Alhazen ----------------------------------------------------------------------------------


@code.echo("Alhazen")
def alhazen_echo(x):
    """Tuck a top card with a {castle} from anywhere."""
    card = yield from x.choose_card(
        _tops_from_anywhere(x, lambda c: x.has(c, CASTLE)),
        "tuck a top card with a castle from anywhere",
        verb="tuck",
        zone=BOARD,
    )
    if card is not None:
        yield from x.tuck(card)


def _alhazen_color_value(x, color: int) -> int:
    """A splayed colour of yours: the number of {lightbulb} or {castle} in it, whichever
    is higher."""
    return max(x.color_icons(color, LIGHTBULB), x.color_icons(color, CASTLE))


def alhazen_draw_value(x, player, value):
    """Each of your splayed colors counts as having a top card of value equal to the
    number of {lightbulb} or {castle} in that color (whichever is higher) for the purpose
    of taking a Draw ... action.  (For the query "draw action value".)"""
    if player != x.you:
        return value
    if all(x.splay_of(c) == UNSPLAYED for c in range(5)):
        return value
    # Ruling: a splayed colour's top card counts as that value instead of its own.
    best = 0
    for color in x.colors():
        if x.splay_of(color) != UNSPLAYED:
            v = _alhazen_color_value(x, color)
        else:
            v = x.value(x.top(color))
        best = max(best, v)
    return best


def alhazen_inspire_value(x, player, value, color):
    """... for the purpose of taking an ... Inspire action.  (For the query "inspire
    value".)"""
    if player != x.you or x.splay_of(color) == UNSPLAYED:
        return value
    return _alhazen_color_value(x, color)


code.each(
    "Alhazen",
    1,
    {
        "draw action value": alhazen_draw_value,
        "inspire value": alhazen_inspire_value,
    },
)


# -- Sejong the Great -------------------------------------------------------------------------


@code.echo("Sejong the Great")
def sejong_echo(x):
    """Draw and meld a {4}."""
    yield from x.draw_and_meld(x.printed(4))


def _sejong_melds(x, req) -> bool:
    """If you would meld a blue card of value above 3, ..."""
    return (
        req.verb == Verbs.MELD
        and req.player == x.you
        and COLOR[req.card] == BLUE
        and x.value(req.card) > 3
    )


def _sejong(x, req):
    """... instead return it and draw and meld a card of value one higher."""
    value = x.value(req.card)
    yield from x.return_card(req.card)
    yield from x.draw_and_meld(value + 1)


code.may_issue("Sejong the Great", 1, "Advancement")
code.would_instead("Sejong the Great", 2, Verbs.MELD, _sejong, trigger=_sejong_melds)


# -- Saladin ----------------------------------------------------------------------------------


@code.echo("Saladin")
def saladin_echo(x):
    """Score any other top card with a {castle} from anywhere."""
    card = yield from x.choose_card(
        _tops_from_anywhere(x, lambda c: c != x.card and x.has(c, CASTLE)),
        "score any other top card with a castle from anywhere",
        verb="score",
        zone=BOARD,
    )
    if card is not None:
        yield from x.score(card)


def _saladin_scores(x, req) -> bool:
    """If you would score a non-figure card, ..."""
    return req.verb == Verbs.SCORE and req.player == x.you and not IS_FIGURE[req.card]


def _saladin(x, req):
    """... instead meld the card, then you may splay left the color of that card."""
    card = req.card
    yield from x.meld(card)
    yield from x.may_splay([COLOR[card]], LEFT)


code.may_issue("Saladin", 1, "War")
code.would_instead("Saladin", 2, Verbs.SCORE, _saladin, trigger=_saladin_scores)


# -- Tran Huang Dao ---------------------------------------------------------------------------


@code.echo("Tran Huang Dao")
def tran_huang_dao_echo(x):
    """Score a top red card of value less than 4 from anywhere."""
    card = yield from x.choose_card(
        _tops_from_anywhere(x, lambda c: COLOR[c] == RED and x.value(c) < 4),
        "score a top red card of value less than 4 from anywhere",
        verb="score",
        zone=BOARD,
    )
    if card is not None:
        yield from x.score(card)


def _tran_huang_dao_icons(x, player, counts):
    """Each two {castle} on your board provides one additional icon of every other type on
    your board."""
    if player != x.you:
        return counts
    extra = counts[CASTLE] // 2
    if extra:
        for icon in range(6):
            if icon != CASTLE:
                counts[icon] += extra
    return counts


code.each("Tran Huang Dao", 1, {"icons": _tran_huang_dao_icons})


# -- Shen Kuo ---------------------------------------------------------------------------------


@code.inspire("Shen Kuo")
def shen_kuo_inspire(x):
    """You may splay one color of your cards left."""
    yield from x.may_splay(range(5), LEFT)


def _shen_kuo_score(x, player, score):
    """Each splayed color on your board provides three additional points towards your
    score."""
    if player != x.you:
        return score
    return score + 3 * sum(1 for c in x.colors() if x.splay_of(c) != UNSPLAYED)


code.each("Shen Kuo", 1, {"score": _shen_kuo_score})


# -- Su Song ----------------------------------------------------------------------------------


@code.inspire("Su Song")
def su_song_inspire(x):
    """Draw and meld a {3}. If it has a {leaf}, repeat this effect."""
    while True:
        # "If it has a leaf": the drawn card, whatever a karma did with the meld.
        card = yield from x.draw(x.printed(3))
        if card is None:
            return
        yield from x.meld(card)
        if not x.has(card, LEAF):
            return


def _su_song_draws(x, req) -> bool:
    """If you would draw a {3}, ..."""
    # Ruling: the value the draw really takes (after skipping empty ages).
    return req.verb == Verbs.DRAW and req.player == x.you and req.value == x.printed(3)


def _su_song(x, req):
    """... first transfer a card from your score pile to your forecast."""
    card = yield from x.choose_card(
        x.score_pile(),
        "transfer a card from your score pile to your forecast",
        verb="transfer",
        zone=SCORE,
        to=x.you,
    )
    if card is not None:
        yield from x.transfer(card, x.you, FORECAST)


code.may_issue("Su Song", 1, "Trade")
code.would_first("Su Song", 2, Verbs.DRAW, _su_song, trigger=_su_song_draws)


# -- Avicenna ---------------------------------------------------------------------------------


@code.inspire("Avicenna")
def avicenna_inspire(x):
    """Draw and tuck a {3}."""
    yield from x.draw_and_tuck(x.printed(3))


def _avicenna(x, req):
    """If you are required to fade a figure, instead do nothing."""
    x.game.note(f"{x.name(x.you)} does not fade (Avicenna).")
    return
    yield  # (a generator)


code.may_issue("Avicenna", 1, "Expansion")
code.would_instead("Avicenna", 2, Verbs.FADE, _avicenna)


# -- Rhazes -----------------------------------------------------------------------------------


@code.echo("Rhazes")
def rhazes_echo(x):
    """Draw and foreshadow a {3}, {4}, or {5}."""
    value = yield from x.choose_value(
        [x.printed(3), x.printed(4), x.printed(5)], "choose the value to draw and foreshadow"
    )
    if value is not None:
        yield from x.draw_and_foreshadow(value)


def _rhazes_draws(x, req) -> bool:
    """If you would draw a card, ..."""
    return req.verb == Verbs.DRAW and req.player == x.you and req.value <= 10


def _rhazes(x, req):
    """... first tuck a card of the same value from your hand."""
    # Ruling: the value of the card the draw takes (after skipping empty ages).
    card = yield from x.choose_card(
        [c for c in x.hand() if x.value(c) == req.value],
        f"tuck a card of value {req.value} from your hand",
        verb="tuck",
        zone=HAND,
    )
    if card is not None:
        yield from x.tuck(card)


code.would_first("Rhazes", 1, Verbs.DRAW, _rhazes, trigger=_rhazes_draws)


# -- Al-Kindi ---------------------------------------------------------------------------------

code.inspire("Al-Kindi")(from_hand("score"))  # Score a card from your hand.


def _al_kindi_draws(x, req) -> bool:
    """If you would draw a card for sharing, ..."""
    return req.verb == Verbs.DRAW and req.action == "sharing" and req.player == x.you


def _al_kindi(x, req):
    """... first draw two cards of the same value."""
    value = req.value
    yield from x.draw(value)
    yield from x.draw(value)


code.would_first("Al-Kindi", 1, Verbs.DRAW, _al_kindi, trigger=_al_kindi_draws)


# -- Murasaki Shikibu -------------------------------------------------------------------------


@code.inspire("Murasaki Shikibu")
def murasaki_inspire(x):
    """Draw a {3}."""
    yield from x.draw(x.printed(3))


def _murasaki_claims(x, req) -> bool:
    """If you would claim a standard achievement, ..."""
    return req.verb == Verbs.ACHIEVE and req.player == x.you and KIND[req.card] == "age"


def _murasaki(x, req):
    """... instead achieve a card of equal value from your score pile. Then claim the
    achievement, if you are still eligible."""
    claimed = req.card
    value = x.value(claimed)
    where = x.where(claimed)
    card = yield from x.choose_card(
        [c for c in x.score_pile() if c != claimed and x.value(c) == value],
        f"achieve a card of value {value} from your score pile",
        verb="achieve",
        zone=SCORE,
    )
    if card is not None:
        yield from x.achieve(card)
    if x.where(claimed) == where and x.eligible(value):
        # The claim goes on (an Achieve action's claim: the figure draws follow).
        return CONTINUE
    x.game.note(f"{x.name(x.you)} is no longer eligible: the achievement is not claimed.")
    return None


code.may_issue("Murasaki Shikibu", 1, "Rivalry")
code.would_instead("Murasaki Shikibu", 2, Verbs.ACHIEVE, _murasaki, trigger=_murasaki_claims)
