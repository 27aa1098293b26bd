"""Figures in the Sand, age 9: each figure's karmas, echo and inspire effects.

Texts: ``inno/data/cards.json`` (fields ``karma``, ``echo``, ``inspire``).
"""

from inno.cards.figures.phrases import from_hand, nothing
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
from inno.engine.registry import CardCode, Verbs
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()

# -- Grace Hopper ---------------------------------------------------------------------------


@code.inspire("Grace Hopper")
def grace_hopper_inspire(x):
    """Tuck two cards from your hand."""
    cards = yield from x.choose_exactly(
        x.hand(), 2, "tuck two cards from your hand", verb="tuck", zone=HAND
    )
    yield from x.each(x.tuck, cards)  # (in the order chosen)


def _grace_hopper_trigger(x, req) -> bool:
    """If another player would not draw a card for sharing after a Dogma action, ..."""
    return req.verb == Verbs.SHARING_BONUS and req.player != x.you and not req.data.bonus


def _grace_hopper_run(x, req):
    """... first draw and reveal a {10}. If it is blue, you win."""
    card = yield from x.draw_and_reveal(x.printed(10))
    if card is not None and x.color(card) == BLUE:
        yield from x.win()


code.would_first(
    "Grace Hopper", 1, Verbs.SHARING_BONUS, _grace_hopper_run, trigger=_grace_hopper_trigger
)

# -- Wernher Von Braun ----------------------------------------------------------------------


@code.inspire("Wernher Von Braun")
def wernher_von_braun_inspire(x):
    """Draw and foreshadow a {10}."""
    yield from x.draw_and_foreshadow(x.printed(10))


def _von_braun_score_pile(x, player, cards):
    """Each card in your forecast counts as being in your score pile."""
    if player != x.you:
        return cards
    return cards + x.forecast()


code.each("Wernher Von Braun", 1, {"score pile": _von_braun_score_pile})

# -- Mikhail Kalashnikov --------------------------------------------------------------------

code.inspire("Mikhail Kalashnikov")(from_hand("tuck"))  # Tuck a card from your hand.


def _kalashnikov_trigger(x, req) -> bool:
    return req.verb == Verbs.TUCK and req.player == x.you and COLOR[req.card] == RED


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


code.would_instead(
    "Mikhail Kalashnikov", 1, Verbs.TUCK, _kalashnikov_run, trigger=_kalashnikov_trigger
)

# -- Nelson Mandela -------------------------------------------------------------------------


@code.inspire("Nelson Mandela")
def nelson_mandela_inspire(x):
    """Draw and meld a {9}."""
    yield from x.draw_and_meld(x.printed(9))


def _mandela_achievements(x, player, counts):
    """Each two inspire effects visible on your board counts as an achievement."""
    inspires = sum(len(x.inspire_cards(color)) for color in range(5))
    counts[x.you] += inspires // 2
    return counts


code.would_instead("Nelson Mandela", 1, Verbs.FADE, nothing)
code.each("Nelson Mandela", 2, {"achievement counts": _mandela_achievements})

# -- Hedy Lamarr ----------------------------------------------------------------------------


@code.echo("Hedy Lamarr")
def hedy_lamarr_echo(x):
    """You may splay one color of your cards up."""
    yield from x.may_splay(range(5), UP)


def _lamarr_requirement(x, player, n):
    """Each special achievement is claimed with one fewer or one lower of each requirement
    listed for you."""
    return n - 1 if player == x.you else n


code.may_issue("Hedy Lamarr", 1, "Trade")
code.each("Hedy Lamarr", 2, {"requirement": _lamarr_requirement})

# -- Taiichi Ohno ---------------------------------------------------------------------------


@code.echo("Taiichi Ohno")
def taiichi_ohno_echo(x):
    """Draw a {10}."""
    yield from x.draw(x.printed(10))


def _ohno_run(x, req):
    """If you would take a Dogma action and activate a card, first achieve a card from
    your hand with featured icon matching that card's featured icon, regardless of
    eligibility."""
    featured = x.featured_icon(req.card)
    card = yield from x.choose_card(
        [c for c in x.hand() if x.featured_icon(c) == featured],
        f"achieve a card from your hand with the featured icon of {NAME[req.card]}",
        verb="achieve",
        zone=HAND,
    )
    if card is not None:
        yield from x.achieve(card)


code.would_first("Taiichi Ohno", 1, Verbs.DOGMA_ACTION, _ohno_run)

# -- Che Guevara ----------------------------------------------------------------------------


@code.echo("Che Guevara")
def che_guevara_echo(x):
    """Draw and score a {9}."""
    yield from x.draw_and_score(x.printed(9))


def _guevara_meld(x, req):
    """When you meld this card, score all opponents' top figures."""
    yield from x.score_all(c for p in x.opponents() for c in x.top_cards(p) if IS_FIGURE[c])


def _guevara_trigger(x, req) -> bool:
    return req.verb == Verbs.SCORE and req.player == x.you and COLOR[req.card] == GREEN


def _guevara_run(x, req):
    """If you would score a green card, instead remove it and all cards in all score piles
    from the game."""
    yield from x.remove(req.card)
    for player in x.players():
        yield from x.each(x.remove, x.score_pile(player))


code.when_meld("Che Guevara", 1, _guevara_meld)
code.would_instead("Che Guevara", 2, Verbs.SCORE, _guevara_run, trigger=_guevara_trigger)

# -- Ruth Handler ---------------------------------------------------------------------------


@code.inspire("Ruth Handler")
def ruth_handler_inspire(x):
    """Transfer a top card from your board to your hand."""
    card = yield from x.choose_card(
        x.top_cards(),
        "transfer a top card from your board to your hand",
        verb="transfer",
        zone=BOARD,
        to=x.you,
    )
    if card is not None:
        yield from x.transfer(card, x.you, HAND)


def _handler_run(x, req):
    """If you would meld a card, first meld all other cards of that color from your hand,
    then draw and achieve a {9} for each card you melded in this way, regardless of
    eligibility."""
    color = COLOR[req.card]
    others = [c for c in x.hand() if COLOR[c] == color and c != req.card]
    melded = len((yield from x.meld_all(others)))
    for _ in range(melded):
        card = yield from x.draw(x.printed(9))
        if card is not None:
            yield from x.achieve(card)


code.would_first("Ruth Handler", 1, Verbs.MELD, _handler_run)

# -- Gene Roddenberry -----------------------------------------------------------------------

ENTERPRISE = BY_NAME["Enterprise"]


@code.echo("Gene Roddenberry")
def gene_roddenberry_echo(x):
    """Meld a top purple card from anywhere."""
    # (Your own top purple card too: melding it moves nothing, but a karma of yours may
    # replace the meld: Gene's own, when he is that card.)
    card = yield from x.choose_card(
        [c for p in x.players() if (c := x.top(PURPLE, p)) is not None],
        "meld a top purple card from anywhere",
        verb="meld",
        zone=BOARD,
    )
    if card is not None:
        yield from x.meld(card)


def _roddenberry_trigger(x, req) -> bool:
    return req.verb == Verbs.MELD and req.player == x.you and COLOR[req.card] == PURPLE


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


code.would_instead(
    "Gene Roddenberry", 1, Verbs.MELD, _roddenberry_run, trigger=_roddenberry_trigger
)

# -- Pelé -----------------------------------------------------------------------------------


@code.inspire("Pelé")
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
        req.verb == Verbs.TUCK
        and req.player == x.you
        and COLOR[req.card] == YELLOW
        and tucked_green_this_turn(x)
    )


def _pele_run(x, req):
    """If you would tuck a yellow card after tucking a green card in the same turn,
    instead you win."""
    yield from x.win()


code.may_issue("Pelé", 1, "Rivalry")
code.would_instead("Pelé", 2, Verbs.TUCK, _pele_run, trigger=_pele_trigger)
