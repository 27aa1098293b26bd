"""Figures in the Sand, age 7: echo and inspire effects and karmas (texts: cards.json)."""

from inno.cards.figures.phrases import from_hand, nothing
from inno.data.cards import (
    BASE,
    CLOCK,
    FACTORY,
    IS_FIGURE,
    KIND,
    LEAF,
    RIGHT,
    UP,
)
from inno.engine.registry import CardCode, Verbs
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()

# -- Charles Darwin ---------------------------------------------------------------------------


@code.echo("Charles Darwin")
def charles_darwin_echo(x):  # Draw an {8}.
    yield from x.draw(x.printed(8))


def _darwin_run(x, req):
    """First, if no other player has as many or more achievements as you, instead you win."""
    mine = x.achievement_count()
    if all(x.achievement_count(p) < mine for p in x.others()):
        yield from x.win()
        return True
    return None


code.may_issue("Charles Darwin", 1, "Advancement")
# "If you would claim an achievement" (any: standard, special, a Decree).
code.would_first("Charles Darwin", 2, Verbs.ACHIEVE, _darwin_run)


# -- James Clerk Maxwell ----------------------------------------------------------------------


@code.inspire("James Clerk Maxwell")
def james_clerk_maxwell_inspire(x):  # Draw an {8}.
    yield from x.draw(x.printed(8))


def _maxwell_icons(x, player, counts):
    """Each card in hand provides one additional icon of every type on your board."""
    if player != x.you:
        return counts
    extra = len(x.hand())
    return [n + extra for n in counts]


code.each("James Clerk Maxwell", 1, {"icons": _maxwell_icons})


# -- John Ericsson ----------------------------------------------------------------------------


@code.inspire("John Ericsson")
def john_ericsson_inspire(x):  # Draw and tuck a {7}.
    yield from x.draw_and_tuck(x.printed(7))


def _ericsson_meld(x, req):
    """When you meld this card, score all opponents' top figures of value less than 7."""
    cards = [c for p in x.opponents() for c in x.top_cards(p) if IS_FIGURE[c] and x.value(c) < 7]
    yield from x.score_all(cards)


def _ericsson_icons(x, player, counts):
    """Each {factory} on your board provides two additional {clock}."""
    if player == x.you:
        counts[CLOCK] += 2 * counts[FACTORY]
    return counts


code.when_meld("John Ericsson", 1, _ericsson_meld)
code.each("John Ericsson", 2, {"icons": _ericsson_icons})


# -- Robert E. Lee ----------------------------------------------------------------------------


@code.echo("Robert E. Lee")
def robert_e_lee_echo(x):
    """Transfer a top card with a {leaf} from anywhere to any player's board."""
    card = yield from x.choose_card(
        [c for p in x.players() if p not in x.state.out for c in x.top_cards(p) if x.has(c, LEAF)],
        "choose a top card with a leaf (from any board) to transfer to any player's board",
        verb="transfer",
        zone=BOARD,
    )
    if card is None:
        return
    # Ruling: the card's own board may be chosen (then nothing moves).
    to = yield from x.choose_player(
        [p for p in x.players() if p not in x.state.out],
        f"choose the player to whose board {x.name(x.where(card)[1])}'s card is transferred",
    )
    if to is not None and to != x.where(card)[1]:
        yield from x.transfer(card, to, BOARD)


def _lee_achievements(x, player, counts):
    """Each seven {leaf} on your board counts as an achievement."""
    counts[x.you] += x.icons(LEAF) // 7
    return counts


code.may_issue("Robert E. Lee", 1, "War")
code.each("Robert E. Lee", 2, {"achievement counts": _lee_achievements})


# -- Alfred Nobel -----------------------------------------------------------------------------

code.inspire("Alfred Nobel")(from_hand("score"))  # Score a card from your hand.


def _nobel_achievements(x, player, counts):
    """Each icon type on your board counts as an achievement, if you have at least twice
    as many of that icon as every other player."""
    mine = x.icon_counts()
    others = [x.icon_counts(p) for p in x.in_game() if p != x.you]
    counts[x.you] += sum(
        1 for i in range(6) if mine[i] > 0 and all(mine[i] >= 2 * theirs[i] for theirs in others)
    )
    return counts


code.each("Alfred Nobel", 1, {"achievement counts": _nobel_achievements})


# -- George Stephenson ------------------------------------------------------------------------


@code.echo("George Stephenson")
def george_stephenson_echo(x):  # You may splay up a color you have splayed right.
    yield from x.may_splay([c for c in x.colors() if x.splay_of(c) == RIGHT], UP)


def _stephenson_run(x, req):
    """First transfer the bottom card from each non-empty age below 10 to the available
    achievements."""
    for age in range(1, 10):
        pile = x.supply_pile(age, BASE)  # an age is empty when its base pile is
        if pile:
            yield from x.transfer_to_achievements(pile[0])


# "If you would claim an achievement" (any: standard, special, a Decree).
code.would_first("George Stephenson", 1, Verbs.ACHIEVE, _stephenson_run)


# -- Florence Nightingale ---------------------------------------------------------------------

code.inspire("Florence Nightingale")(from_hand("tuck"))  # Tuck a card from your hand.


def _nightingale_trigger(x, req) -> bool:
    """An opponent's effect would transfer, return or remove a card from your score pile."""
    if req.verb not in (Verbs.TRANSFER, Verbs.RETURN, Verbs.REMOVE) or req.effect is None:
        return False
    if x.where(req.card) != (SCORE, x.you):
        return False
    e = req.effect
    # Ruling: an opponent's effect is one an opponent executes, or a demand (compel) an
    # opponent issues.
    return x.is_opponent(e.you) or (e.demand and x.is_opponent(e.leader))


code.may_issue("Florence Nightingale", 1, "Expansion")
code.would_instead(
    "Florence Nightingale",
    2,
    (Verbs.TRANSFER, Verbs.RETURN, Verbs.REMOVE),
    nothing,  # "instead leave it there"
    trigger=_nightingale_trigger,
)


# -- Rowland Hill -----------------------------------------------------------------------------


@code.inspire("Rowland Hill")
def rowland_hill_inspire(x):  # Draw a {7}.
    yield from x.draw(x.printed(7))


def _hill_run(x, req):
    """First return three cards from your hand. If you do, claim all other cards in your
    hand as achievements, ignoring eligibility."""
    # Ruling: with fewer than three cards, all of them are returned ("as much as you
    # can"), and then nothing is claimed.
    cards = yield from x.choose_exactly(
        x.hand(), 3, "return three cards from your hand", verb="return", zone=HAND
    )
    returned = yield from x.each(x.return_card, cards)  # (in the order chosen)
    if len(returned) < 3:  # "If you do": all three were returned
        return
    yield from x.each(x.achieve, x.hand())


# "If you would claim an achievement" (any: standard, special, a Decree).
code.would_first("Rowland Hill", 1, Verbs.ACHIEVE, _hill_run)


# -- Emperor Meiji ----------------------------------------------------------------------------


@code.inspire("Emperor Meiji")
def emperor_meiji_inspire(x):  # Draw and foreshadow an {8} or {9}.
    value = yield from x.choose_value(
        [x.printed(8), x.printed(9)], "draw and foreshadow a card of which value?"
    )
    yield from x.draw_and_foreshadow(value)


def _meiji_trigger(x, req) -> bool:
    """You would meld a card of value 10, with top cards of values 9 and 8."""
    if req.verb != Verbs.MELD or req.player != x.you or x.value(req.card) != 10:
        return False
    values = {x.value(c) for c in x.top_cards()}
    return 9 in values and 8 in values


def _meiji_win(x, req):  # instead you win
    yield from x.win()


def _meiji_hand(x, player, cards):
    """Each card in your forecast counts as being in your hand."""
    if player == x.you:
        cards.extend(x.forecast())
    return cards


code.would_instead("Emperor Meiji", 1, Verbs.MELD, _meiji_win, trigger=_meiji_trigger)
code.each("Emperor Meiji", 2, {"hand": _meiji_hand})


# -- Queen Victoria ---------------------------------------------------------------------------


@code.echo("Queen Victoria")
def queen_victoria_echo(x):  # Transfer a figure from any score pile to yours.
    # Ruling: from another player's score pile (one in yours is there already).  A
    # figure's back shows its type: it is chosen by its back (owner, type, value).
    figures = [c for p in x.others() for c in x.score_pile(p) if IS_FIGURE[c]]
    card = yield from x.choose_face_down(
        figures, "choose a figure in another player's score pile to transfer to yours"
    )
    if card is not None:
        yield from x.transfer(card, x.you, SCORE)


def _victoria_trigger(x, req) -> bool:
    return req.verb == Verbs.ACHIEVE and req.player == x.you and KIND[req.card] == "age"


def _victoria_run(x, req):
    """First make an achievement available from any lower non-empty age."""
    ages = [a for a in range(1, x.value(req.card)) if x.supply_pile(a, BASE)]
    age = yield from x.choose_value(
        ages, "make an achievement available: choose a lower non-empty age"
    )
    if age is not None:
        # Ruling: the achievement made available is the top card of that age's base pile.
        yield from x.transfer_to_achievements(x.supply_pile(age, BASE)[-1])


code.may_issue("Queen Victoria", 1, "Rivalry")
code.would_first("Queen Victoria", 2, Verbs.ACHIEVE, _victoria_run, trigger=_victoria_trigger)
