"""Figures in the Sand, age 9: each figure's karmas, echo and inspire effects.

Texts: ``inno/data/cards.json`` (fields ``karma``, ``echo``, ``inspire``).
"""

from inno.cards.figures.phrases import from_hand
from inno.data.cards import (
    BLUE,
    BY_NAME,
    COLOR,
    GREEN,
    IS_FIGURE,
    NAME,
    PURPLE,
    RED,
    UP,
    YELLOW,
)
from inno.engine import queries
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
from inno.engine.state import BOARD, HAND, SCORE

# -- Grace Hopper ---------------------------------------------------------------------------

GRACE_HOPPER = BY_NAME["Grace Hopper"]


@inspire("Grace Hopper")
def grace_hopper_inspire(x):
    """Tuck two cards from your hand."""
    cards = yield from x.choose_exactly(
        x.hand(), 2, "tuck two cards from your hand", verb="tuck", zone=HAND
    )
    yield from x.tuck_all(cards)


def _grace_hopper_trigger(x, req) -> bool:
    """If another player would not draw a card for sharing after a Dogma action, ..."""
    return req.verb == "sharing bonus" and req.player != x.you and not req.data


def _grace_hopper_run(x, req):
    """... first draw and reveal a {10}. If it is blue, you win."""
    card = yield from x.draw_and_reveal(x.printed(10))
    if card is not None and x.color(card) == BLUE:
        yield from x.win()


register_karma(
    Karma(GRACE_HOPPER, 1, WOULD_FIRST, trigger=_grace_hopper_trigger, run=_grace_hopper_run)
)

# -- Wernher Von Braun ----------------------------------------------------------------------

WERNHER_VON_BRAUN = BY_NAME["Wernher Von Braun"]


@inspire("Wernher Von Braun")
def wernher_von_braun_inspire(x):
    """Draw and foreshadow a {10}."""
    yield from x.draw_and_foreshadow(x.printed(10))


def _von_braun_score_pile(t, owner, player, cards):
    """Each card in your forecast counts as being in your score pile."""
    if player != owner:
        return cards
    return cards + t.state.players[owner].forecast


register_karma(Karma(WERNHER_VON_BRAUN, 1, EACH, query="score pile", modify=_von_braun_score_pile))

# -- Mikhail Kalashnikov --------------------------------------------------------------------

MIKHAIL_KALASHNIKOV = BY_NAME["Mikhail Kalashnikov"]


inspire("Mikhail Kalashnikov")(from_hand("tuck"))  # Tuck a card from your hand.


def _kalashnikov_trigger(x, req) -> bool:
    return req.verb == "tuck" and req.player == x.you and COLOR[req.card] == RED


TRANSFER_IT = "transfer it to your score pile"
EXECUTE_IT = "execute its non-demand dogma effects for yourself only"


def _kalashnikov_run(x, req):
    """If you would tuck a red card, instead choose a top red card on an opponent's board.
    Either transfer it to your score pile, or execute its non-demand Dogma effects for
    yourself only."""
    # Ruling: the tuck is replaced even when no opponent has a top red card.
    card = yield from x.choose_card(
        [c for p in x.opponents() if (c := x.top(RED, p)) is not None],
        "choose a top red card on an opponent's board",
        verb="choose",
        zone=BOARD,
    )
    if card is None:
        return
    choice = yield from x.choose_option(
        [TRANSFER_IT, EXECUTE_IT], f"{NAME[card]}: transfer it or execute it?"
    )
    if choice == TRANSFER_IT:
        yield from x.transfer(card, x.you, SCORE)
    else:
        yield from x.execute(card)


register_karma(
    Karma(
        MIKHAIL_KALASHNIKOV,
        1,
        WOULD_INSTEAD,
        trigger=_kalashnikov_trigger,
        run=_kalashnikov_run,
    )
)

# -- Nelson Mandela -------------------------------------------------------------------------

NELSON_MANDELA = BY_NAME["Nelson Mandela"]


@inspire("Nelson Mandela")
def nelson_mandela_inspire(x):
    """Draw and meld a {9}."""
    yield from x.draw_and_meld(x.printed(9))


def _mandela_fades(x, req) -> bool:
    return req.verb == "fade" and req.player == x.you


def _mandela_do_nothing(x, req):
    """If you are required to fade a figure, instead do nothing."""
    return
    yield  # (a generator)


def _mandela_achievements(t, owner, player, counts):
    """Each two inspire effects visible on your board counts as an achievement."""
    inspires = sum(len(queries.inspire_cards(t, owner, color)) for color in range(5))
    counts[owner] += inspires // 2
    return counts


register_karma(
    Karma(NELSON_MANDELA, 1, WOULD_INSTEAD, trigger=_mandela_fades, run=_mandela_do_nothing)
)
register_karma(
    Karma(NELSON_MANDELA, 2, EACH, query="achievement counts", modify=_mandela_achievements)
)

# -- Hedy Lamarr ----------------------------------------------------------------------------

HEDY_LAMARR = BY_NAME["Hedy Lamarr"]


@echo("Hedy Lamarr")
def hedy_lamarr_echo(x):
    """You may splay one color of your cards up."""
    yield from x.may_splay(range(5), UP)


def _lamarr_requirement(t, owner, player, n):
    """Each special achievement is claimed with one fewer or one lower of each requirement
    listed for you."""
    return n - 1 if player == owner else n


register_karma(Karma(HEDY_LAMARR, 1, DECREE, decree="Trade"))
register_karma(Karma(HEDY_LAMARR, 2, EACH, query="requirement", modify=_lamarr_requirement))

# -- Taiichi Ohno ---------------------------------------------------------------------------

TAIICHI_OHNO = BY_NAME["Taiichi Ohno"]


@echo("Taiichi Ohno")
def taiichi_ohno_echo(x):
    """Draw a {10}."""
    yield from x.draw(x.printed(10))


def _ohno_trigger(x, req) -> bool:
    return req.verb == "dogma action" and req.player == x.you


def _ohno_run(x, req):
    """If you would take a Dogma action and activate a card, first achieve a card from
    your hand with featured icon matching that card's featured icon, regardless of
    eligibility."""
    featured = queries.featured_icon(x.game, req.card)
    card = yield from x.choose_card(
        [c for c in x.hand() if queries.featured_icon(x.game, c) == featured],
        f"achieve a card from your hand with the featured icon of {NAME[req.card]}",
        verb="achieve",
        zone=HAND,
    )
    if card is not None:
        yield from x.achieve(card)


register_karma(Karma(TAIICHI_OHNO, 1, WOULD_FIRST, trigger=_ohno_trigger, run=_ohno_run))

# -- Che Guevara ----------------------------------------------------------------------------

CHE_GUEVARA = BY_NAME["Che Guevara"]


@echo("Che Guevara")
def che_guevara_echo(x):
    """Draw and score a {9}."""
    yield from x.draw_and_score(x.printed(9))


def _guevara_meld(x, req):
    """When you meld this card, score all opponents' top figures."""
    yield from x.score_all(c for p in x.opponents() for c in x.top_cards(p) if IS_FIGURE[c])


def _guevara_trigger(x, req) -> bool:
    return req.verb == "score" and req.player == x.you and COLOR[req.card] == GREEN


def _guevara_run(x, req):
    """If you would score a green card, instead remove it and all cards in all score piles
    from the game."""
    yield from x.remove(req.card)
    for player in x.players():
        for card in x.score_pile(player):
            yield from x.remove(card)


register_karma(Karma(CHE_GUEVARA, 1, WHEN_MELD, run=_guevara_meld))
register_karma(Karma(CHE_GUEVARA, 2, WOULD_INSTEAD, trigger=_guevara_trigger, run=_guevara_run))

# -- Ruth Handler ---------------------------------------------------------------------------

RUTH_HANDLER = BY_NAME["Ruth Handler"]


@inspire("Ruth Handler")
def ruth_handler_inspire(x):
    """Transfer a top card from your board to your hand."""
    card = yield from x.choose_card(
        x.top_cards(),
        "transfer a top card from your board to your hand",
        verb="transfer",
        zone=BOARD,
    )
    if card is not None:
        yield from x.transfer(card, x.you, HAND)


def _handler_trigger(x, req) -> bool:
    return req.verb == "meld" and req.player == x.you


def _handler_run(x, req):
    """If you would meld a card, first meld all other cards of that color from your hand,
    then draw and achieve a {9} for each card you melded in this way, regardless of
    eligibility."""
    color = COLOR[req.card]
    others = [c for c in x.hand() if COLOR[c] == color and c != req.card]
    melded = 0
    for card in (yield from x.arrange(others, "meld")):
        if (yield from x.meld(card)):
            melded += 1
    for _ in range(melded):
        card = yield from x.draw(x.printed(9))
        if card is not None:
            yield from x.achieve(card)


register_karma(Karma(RUTH_HANDLER, 1, WOULD_FIRST, trigger=_handler_trigger, run=_handler_run))

# -- Gene Roddenberry -----------------------------------------------------------------------

GENE_RODDENBERRY = BY_NAME["Gene Roddenberry"]
ENTERPRISE = BY_NAME["Enterprise"]


@echo("Gene Roddenberry")
def gene_roddenberry_echo(x):
    """Meld a top purple card from anywhere."""
    # (Your own top purple card is already on top: melding it would change nothing.)
    card = yield from x.choose_card(
        [c for p in x.others() if (c := x.top(PURPLE, p)) is not None],
        "meld a top purple card from anywhere",
        verb="meld",
        zone=BOARD,
    )
    if card is not None:
        yield from x.meld(card)


def _roddenberry_trigger(x, req) -> bool:
    return req.verb == "meld" and req.player == x.you and COLOR[req.card] == PURPLE


def _roddenberry_run(x, req):
    """If you would meld a purple card, instead if it is Enterprise, you win. Otherwise,
    instead tuck the card and return any top figure."""
    if req.card == ENTERPRISE:
        yield from x.win()
        return
    yield from x.tuck(req.card)
    figure = yield from x.choose_card(
        [c for p in x.players() for c in x.top_cards(p) if IS_FIGURE[c]],
        "return any top figure",
        verb="return",
        zone=BOARD,
    )
    if figure is not None:
        yield from x.return_card(figure)


register_karma(
    Karma(GENE_RODDENBERRY, 1, WOULD_INSTEAD, trigger=_roddenberry_trigger, run=_roddenberry_run)
)

# -- Pelé -----------------------------------------------------------------------------------

PELE = BY_NAME["Pelé"]


@inspire("Pelé")
def pele_inspire(x):
    """Draw and tuck three {9}."""
    for _ in range(3):
        yield from x.draw_and_tuck(x.printed(9))


def tucked_green_this_turn(x) -> bool:
    """Has ``x.you`` tucked a green card in the current turn (the log since the turn began)?"""
    for event in reversed(x.game.events):
        if event.type == "turn":
            return False
        if event.type == "tuck" and event.player == x.you and COLOR[event.card] == GREEN:
            return True
    return False


def _pele_trigger(x, req) -> bool:
    return (
        req.verb == "tuck"
        and req.player == x.you
        and COLOR[req.card] == YELLOW
        and tucked_green_this_turn(x)
    )


def _pele_run(x, req):
    """If you would tuck a yellow card after tucking a green card in the same turn,
    instead you win."""
    yield from x.win()


register_karma(Karma(PELE, 1, DECREE, decree="Rivalry"))
register_karma(Karma(PELE, 2, WOULD_INSTEAD, trigger=_pele_trigger, run=_pele_run))
