"""Figures in the Sand, age 3: each figure's karmas, echo and inspire effects (texts:
cards.json)."""

from inno.cards.figures.phrases import from_hand
from inno.data.cards import (
    BLUE,
    BY_NAME,
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
from inno.engine import queries
from inno.engine.registry import (
    CONTINUE,
    DECREE,
    EACH,
    WOULD_FIRST,
    WOULD_INSTEAD,
    Karma,
    echo,
    inspire,
    register_karma,
)
from inno.engine.state import BOARD, FORECAST, HAND, SCORE


def _tops_from_anywhere(x, keep) -> list[int]:
    """The top cards of every board (yours first) for which ``keep(card)`` holds."""
    return [c for p in x.players() for c in x.top_cards(p) if keep(c)]


# -- Alhazen ----------------------------------------------------------------------------------

ALHAZEN = BY_NAME["Alhazen"]


@echo("Alhazen")
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


def _alhazen_color_value(t, owner: int, color: int) -> int:
    """A splayed colour of ``owner``: the number of {lightbulb} or {castle} in it,
    whichever is higher."""
    shown = queries.color_icons(t, owner, color)
    return max(shown[LIGHTBULB], shown[CASTLE])


def alhazen_draw_value(t, owner, player, value):
    """Each of your splayed colors counts as having a top card of value equal to the
    number of {lightbulb} or {castle} in that color (whichever is higher) for the purpose
    of taking a Draw ... action.  (For the query "draw action value".)"""
    if player != owner:
        return value
    p = t.state.players[owner]
    if all(p.splays[c] == UNSPLAYED for c in range(5)):
        return value
    # Ruling: a splayed colour's top card counts as that value instead of its own.
    best = 0
    for color in range(5):
        if p.stacks[color]:
            if p.splays[color] != UNSPLAYED:
                v = _alhazen_color_value(t, owner, color)
            else:
                v = queries.value(t, p.stacks[color][-1])
            best = max(best, v)
    return best


def alhazen_inspire_value(t, owner, player, value, color):
    """... for the purpose of taking an ... Inspire action.  (For the query "inspire
    value".)"""
    if player != owner or t.state.players[owner].splays[color] == UNSPLAYED:
        return value
    return _alhazen_color_value(t, owner, color)


register_karma(
    Karma(
        ALHAZEN,
        1,
        EACH,
        modify={
            "draw action value": alhazen_draw_value,
            "inspire value": alhazen_inspire_value,
        },
    )
)


# -- Sejong the Great -------------------------------------------------------------------------

SEJONG = BY_NAME["Sejong the Great"]


@echo("Sejong the Great")
def sejong_echo(x):
    """Draw and meld a {4}."""
    yield from x.draw_and_meld(x.printed(4))


def _sejong_melds(x, req) -> bool:
    """If you would meld a blue card of value above 3, ..."""
    return (
        req.verb == "meld"
        and req.player == x.you
        and COLOR[req.card] == BLUE
        and x.value(req.card) > 3
    )


def _sejong(x, req):
    """... instead return it and draw and meld a card of value one higher."""
    value = x.value(req.card)
    yield from x.return_card(req.card)
    yield from x.draw_and_meld(value + 1)


register_karma(Karma(SEJONG, 1, DECREE, decree="Advancement"))
register_karma(Karma(SEJONG, 2, WOULD_INSTEAD, trigger=_sejong_melds, run=_sejong))


# -- Saladin ----------------------------------------------------------------------------------

SALADIN = BY_NAME["Saladin"]


@echo("Saladin")
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
    return req.verb == "score" and req.player == x.you and not IS_FIGURE[req.card]


def _saladin(x, req):
    """... instead meld the card, then you may splay left the color of that card."""
    card = req.card
    yield from x.meld(card)
    yield from x.may_splay([COLOR[card]], LEFT)


register_karma(Karma(SALADIN, 1, DECREE, decree="War"))
register_karma(Karma(SALADIN, 2, WOULD_INSTEAD, trigger=_saladin_scores, run=_saladin))


# -- Tran Huang Dao ---------------------------------------------------------------------------

TRAN_HUANG_DAO = BY_NAME["Tran Huang Dao"]


@echo("Tran Huang Dao")
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


def _tran_huang_dao_icons(t, owner, player, counts):
    """Each two {castle} on your board provides one additional icon of every other type on
    your board."""
    if player != owner:
        return counts
    extra = counts[CASTLE] // 2
    if extra:
        for icon in range(6):
            if icon != CASTLE:
                counts[icon] += extra
    return counts


register_karma(Karma(TRAN_HUANG_DAO, 1, EACH, query="icons", modify=_tran_huang_dao_icons))


# -- Shen Kuo ---------------------------------------------------------------------------------

SHEN_KUO = BY_NAME["Shen Kuo"]


@inspire("Shen Kuo")
def shen_kuo_inspire(x):
    """You may splay one color of your cards left."""
    yield from x.may_splay(range(5), LEFT)


def _shen_kuo_score(t, owner, player, score):
    """Each splayed color on your board provides three additional points towards your
    score."""
    if player != owner:
        return score
    p = t.state.players[owner]
    return score + 3 * sum(1 for c in range(5) if p.stacks[c] and p.splays[c] != UNSPLAYED)


register_karma(Karma(SHEN_KUO, 1, EACH, query="score", modify=_shen_kuo_score))


# -- Su Song ----------------------------------------------------------------------------------

SU_SONG = BY_NAME["Su Song"]


@inspire("Su Song")
def su_song_inspire(x):
    """Draw and meld a {3}. If it has a {leaf}, repeat this effect."""
    while True:
        card = yield from x.draw_and_meld(x.printed(3))
        if card is None or not x.has(card, LEAF):
            return


def _su_song_draws(x, req) -> bool:
    """If you would draw a {3}, ..."""
    # Ruling: the value the draw really takes (after skipping empty ages).
    return req.verb == "draw" and req.player == x.you and req.value == x.printed(3)


def _su_song(x, req):
    """... first transfer a card from your score pile to your forecast."""
    card = yield from x.choose_card(
        x.score_pile(),
        "transfer a card from your score pile to your forecast",
        verb="transfer",
        zone=SCORE,
    )
    if card is not None:
        yield from x.transfer(card, x.you, FORECAST)


register_karma(Karma(SU_SONG, 1, DECREE, decree="Trade"))
register_karma(Karma(SU_SONG, 2, WOULD_FIRST, trigger=_su_song_draws, run=_su_song))


# -- Avicenna ---------------------------------------------------------------------------------

AVICENNA = BY_NAME["Avicenna"]


@inspire("Avicenna")
def avicenna_inspire(x):
    """Draw and tuck a {3}."""
    yield from x.draw_and_tuck(x.printed(3))


def _avicenna_fades(x, req) -> bool:
    """If you are required to fade a figure, ..."""
    return req.verb == "fade" and req.player == x.you


def _avicenna(x, req):
    """... instead do nothing."""
    x.game.note(f"{x.name(x.you)} does not fade (Avicenna).")
    return
    yield  # (a generator)


register_karma(Karma(AVICENNA, 1, DECREE, decree="Expansion"))
register_karma(Karma(AVICENNA, 2, WOULD_INSTEAD, trigger=_avicenna_fades, run=_avicenna))


# -- Rhazes -----------------------------------------------------------------------------------

RHAZES = BY_NAME["Rhazes"]


@echo("Rhazes")
def rhazes_echo(x):
    """Draw and foreshadow a {3}, {4}, or {5}."""
    value = yield from x.choose_value(
        [x.printed(3), x.printed(4), x.printed(5)], "choose the value to draw and foreshadow"
    )
    if value is not None:
        yield from x.draw_and_foreshadow(value)


def _rhazes_draws(x, req) -> bool:
    """If you would draw a card, ..."""
    return req.verb == "draw" and req.player == x.you and req.value <= 10


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


register_karma(Karma(RHAZES, 1, WOULD_FIRST, trigger=_rhazes_draws, run=_rhazes))


# -- Al-Kindi ---------------------------------------------------------------------------------

AL_KINDI = BY_NAME["Al-Kindi"]


inspire("Al-Kindi")(from_hand("score"))  # Score a card from your hand.


def _al_kindi_draws(x, req) -> bool:
    """If you would draw a card for sharing, ..."""
    return req.verb == "draw" and req.action == "sharing" and req.player == x.you


def _al_kindi(x, req):
    """... first draw two cards of the same value."""
    value = req.value
    yield from x.draw(value)
    yield from x.draw(value)


register_karma(Karma(AL_KINDI, 1, WOULD_FIRST, trigger=_al_kindi_draws, run=_al_kindi))


# -- Murasaki Shikibu -------------------------------------------------------------------------

MURASAKI = BY_NAME["Murasaki Shikibu"]


@inspire("Murasaki Shikibu")
def murasaki_inspire(x):
    """Draw a {3}."""
    yield from x.draw(x.printed(3))


def _murasaki_claims(x, req) -> bool:
    """If you would claim a standard achievement, ..."""
    return req.verb == "achieve" and req.player == x.you and KIND[req.card] == "age"


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


register_karma(Karma(MURASAKI, 1, DECREE, decree="Rivalry"))
register_karma(Karma(MURASAKI, 2, WOULD_INSTEAD, trigger=_murasaki_claims, run=_murasaki))
