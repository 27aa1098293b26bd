"""Figures in the Sand, age 5: echo and inspire effects, and karmas (texts: cards.json)."""

from inno.cards.figures.phrases import from_hand
from inno.data.cards import (
    AGE,
    CLOCK,
    CROWN,
    FACTORY,
    GREEN,
    IS_FIGURE,
    KIND,
    RIGHT,
    UNSPLAYED,
)
from inno.engine.achievements import CONDITIONS
from inno.engine.registry import CONTINUE, CardCode, Verbs
from inno.engine.state import AVAILABLE, BOARD, HAND, SPECIAL

code = CardCode()

# -- what "eligible" means, one requirement at a time -----------------------------------------


def _top_allows(x, age: int) -> bool:
    """The age requirement of a standard achievement of ``age``, ignoring the score."""
    return bool(x.eligible_ages((age,), check_score=False))


def _score_allows(x, age: int) -> bool:
    """The score requirement of a standard achievement of ``age``, ignoring the top card."""
    return bool(x.eligible_ages((age,), check_top=False))


def _claim_one_of(x, ages, prompt: str):
    """Claim an available standard achievement (for you) of one of ``ages``, of your
    choice; the card claimed, or None if there is none."""
    available = x.available_for()
    wanted = set(ages)
    ages = sorted({AGE[c] for c in available if AGE[c] in wanted})
    if not ages:
        return None
    age = yield from x.choose_value(ages, prompt)
    card = next(c for c in available if AGE[c] == age)
    yield from x.achieve(card)
    return card


# -- Christiaan Huygens -------------------------------------------------------------------------


@code.echo("Christiaan Huygens")
def christiaan_huygens_echo(x):
    """Draw and foreshadow a {7}, {8}, {9}, or {10}."""
    values = [x.printed(7), x.printed(8), x.printed(9), x.printed(10)]
    value = yield from x.choose_value(values, "choose the value of the card to draw and foreshadow")
    yield from x.draw_and_foreshadow(value)


def _huygens_run(x, req):
    """If you would foreshadow a card, instead meld it if it both has a {clock} and its value
    is no more than two higher than your highest top card. Otherwise, foreshadow it."""
    card = req.card
    if x.has(card, CLOCK) and x.value(card) <= x.max_value(x.top_cards()) + 2:
        yield from x.meld(card)
        return None
    return CONTINUE  # otherwise the foreshadow happens as asked


code.would_instead("Christiaan Huygens", 1, Verbs.FORESHADOW, _huygens_run)


# -- Isaac Newton -------------------------------------------------------------------------------


@code.echo("Isaac Newton")
def isaac_newton_echo(x):
    """Splay one color of your cards right."""
    color = yield from x.choose_color(
        x.splayable(RIGHT), "splay one colour of your cards right", splay=RIGHT
    )
    if color is not None:
        yield from x.splay(color, RIGHT)


def _newton_run(x, req):
    """If you would take a Draw or Inspire action, first draw a {1} and transfer it to any
    player's board."""
    card = yield from x.draw(x.printed(1))
    if card is None or x.where(card) != (HAND, x.you):
        return None
    player = yield from x.choose_player(
        x.players(), f"choose the player whose board {x.name(x.you)}'s drawn card goes to"
    )
    yield from x.transfer(card, player, BOARD)
    return None


# Ruling: the free Draw action for sharing is a Draw action too.
code.would_first("Isaac Newton", 1, (Verbs.DRAW_ACTION, Verbs.INSPIRE_ACTION), _newton_run)


# -- Peter the Great ----------------------------------------------------------------------------


code.inspire("Peter the Great")(from_hand("tuck"))  # Tuck a card from your hand.


def _peter_meld(x, req):
    """When you meld this card, return all opponents' top figures."""
    yield from x.return_all(c for p in x.opponents() for c in x.top_cards(p) if IS_FIGURE[c])


def _peter_tuck_trigger(x, req) -> bool:
    return req.verb == Verbs.TUCK and req.player == x.you and x.has(req.card, FACTORY)


def _peter_tuck(x, req):
    """If you would tuck a card with a {factory}, first achieve your bottom green card, if
    eligible. Otherwise, score it."""
    # Ruling: "it" is the bottom green card.
    bottom = x.bottom(GREEN)
    if bottom is None:
        return None
    if not (yield from x.achieve_if_eligible(bottom)):
        yield from x.score(bottom)
    return None


code.when_meld("Peter the Great", 1, _peter_meld)
code.would_first("Peter the Great", 2, Verbs.TUCK, _peter_tuck, trigger=_peter_tuck_trigger)


# -- Shivaji ------------------------------------------------------------------------------------


@code.echo("Shivaji")
def shivaji_echo(x):
    """Transfer one of your top cards to the available achievements."""
    card = yield from x.choose_card(
        x.top_cards(),
        "transfer one of your top cards to the available achievements",
        verb="transfer",
        zone=BOARD,
    )
    if card is not None:
        yield from x.transfer_to_achievements(card)


def _shivaji_trigger(x, req) -> bool:
    # Ruling: "an achievement" is one in the centre (an available standard achievement or
    # an unclaimed special achievement), not a card achieved from elsewhere.
    if req.verb != Verbs.ACHIEVE or not x.is_opponent(req.player):
        return False
    zone = x.where(req.card)[0]
    return (zone == AVAILABLE and KIND[req.card] == "age") or zone == SPECIAL


def _shivaji_run(x, req):
    """If an opponent would claim an achievement, first you claim it if eligible."""
    card = req.card
    zone = x.where(card)[0]
    if zone == AVAILABLE:
        eligible = x.eligible(AGE[card])
    else:  # a special achievement: its condition holds for you
        condition = CONDITIONS.get(card)
        eligible = condition is not None and condition(x.game, x.you)
    if not eligible:
        return None
    yield from x.achieve(card)
    # Claimed: the opponent's claim cannot happen any more.
    return x.where(card)[0] != zone


code.may_issue("Shivaji", 1, "War")
code.would_first("Shivaji", 2, Verbs.ACHIEVE, _shivaji_run, trigger=_shivaji_trigger)


# -- Bartholomew Roberts ------------------------------------------------------------------------


@code.inspire("Bartholomew Roberts")
def bartholomew_roberts_inspire(x):
    """Score a top card with a {crown} from anywhere."""
    card = yield from x.choose_card(
        [c for p in x.players() for c in x.top_cards(p) if x.has(c, CROWN)],
        "score a top card with a crown from any board",
        verb="score",
        zone=BOARD,
    )
    if card is not None:
        yield from x.score(card)


def _roberts_run(x, req):
    """If you would score a card, first claim an achievement matching that card's value,
    ignoring the age requirement."""
    # Ruling: the age requirement is the top card's; the score requirement still holds.
    value = x.value(req.card)
    if _score_allows(x, value):
        yield from _claim_one_of(x, [value], "choose the achievement to claim")
    return None


code.would_first("Bartholomew Roberts", 1, Verbs.SCORE, _roberts_run)


# -- Samuel de Champlain ------------------------------------------------------------------------


@code.inspire("Samuel de Champlain")
def samuel_de_champlain_inspire(x):
    """Return a {5} from your hand. Draw a {6}."""
    five = x.printed(5)
    card = yield from x.choose_card(
        [c for c in x.hand() if x.value(c) == five],
        f"return a {five} from your hand",
        verb="return",
        zone=HAND,
    )
    if card is not None:
        yield from x.return_card(card)
    yield from x.draw(x.printed(6))


def _champlain_trigger(x, req) -> bool:
    return req.verb == Verbs.DRAW and req.player == x.you and len(x.hand()) == 4


def _champlain_run(x, req):
    """If you would draw a fifth card into your hand, first claim an achievement of that
    card's value or below, regardless of eligibility."""
    value = req.value  # the value the draw takes (after skipping empty ages)
    yield from _claim_one_of(
        x, range(value + 1), f"choose an achievement of value {value} or below to claim"
    )
    return None


code.would_first("Samuel de Champlain", 1, Verbs.DRAW, _champlain_run, trigger=_champlain_trigger)


# -- Antonie Van Leeuwenhoek --------------------------------------------------------------------


@code.echo("Antonie Van Leeuwenhoek")
def antonie_van_leeuwenhoek_echo(x):
    """Draw a {6}."""
    yield from x.draw(x.printed(6))


def _leeuwenhoek_points(x, player, points, age):
    """Each card in hand counts as ten points towards the cost of claiming an achievement
    of that card's value."""
    if player != x.you:
        return points
    return points + 10 * sum(1 for c in x.hand() if x.value(c) == age)


code.each("Antonie Van Leeuwenhoek", 1, {"achievement score": _leeuwenhoek_points})


# -- Christopher Polhem -------------------------------------------------------------------------


@code.inspire("Christopher Polhem")
def christopher_polhem_inspire(x):
    """Draw and tuck a {4}."""
    yield from x.draw_and_tuck(x.printed(4))


def _polhem_score(x, player, score):
    """Each {factory} on your board provides two additional points towards your score."""
    if player != x.you:
        return score
    return score + 2 * x.icons(FACTORY)


code.may_issue("Christopher Polhem", 1, "Expansion")
code.each("Christopher Polhem", 2, {"score": _polhem_score})


# -- Bartolomeo Cristofori ----------------------------------------------------------------------


code.inspire("Bartolomeo Cristofori")(from_hand("meld"))  # Meld a card from your hand.


def _cristofori_trigger(x, req) -> bool:
    if req.verb != Verbs.MELD or req.player != x.you:
        return False
    color = x.color(req.card)
    stack = x.stack(color)
    if req.card in stack or x.splay_of(color) == UNSPLAYED:
        return False  # (an unsplayed colour shows one card, however many it has)
    return len(stack) == 4


def _cristofori_run(x, req):
    """If you would meld the fifth visible card of a color on your board, first claim an
    achievement ignoring the score restriction."""
    ages = [a for a in range(1, 12) if _top_allows(x, a)]
    yield from _claim_one_of(x, ages, "choose the achievement to claim")
    return None


code.would_first(
    "Bartolomeo Cristofori", 1, Verbs.MELD, _cristofori_run, trigger=_cristofori_trigger
)


# -- Johannes Vermeer ---------------------------------------------------------------------------


@code.inspire("Johannes Vermeer")
def johannes_vermeer_inspire(x):
    """Draw and score a {3}."""
    yield from x.draw_and_score(x.printed(3))


def _vermeer_trigger(x, req) -> bool:
    # Ruling: a standard achievement is an age card claimed as an achievement.
    return req.verb == Verbs.ACHIEVE and req.player == x.you and KIND[req.card] == "age"


def _vermeer_run(x, req):
    """If you would claim a standard achievement, first claim an achievement of value one
    higher, regardless of eligibility."""
    higher = x.value(req.card) + 1
    yield from _claim_one_of(x, [higher], f"choose the achievement of value {higher} to claim")
    return None


code.would_first("Johannes Vermeer", 1, Verbs.ACHIEVE, _vermeer_run, trigger=_vermeer_trigger)
