"""Figures in the Sand, age 8: echo and inspire effects and karmas (texts: cards.json)."""

from inno.cards.figures.phrases import from_hand, nothing
from inno.data.cards import (
    CLOCK,
    COLOR,
    FIGURES,
    IS_FIGURE,
    LEAF,
    LEFT,
    LIGHTBULB,
    PURPLE,
    UP,
)
from inno.engine.registry import DONE, CardCode, Verbs
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()


def _other_score_piles(x) -> list[int]:
    """The cards in the other players' score piles (those still in the game)."""
    return [c for p in x.others() for c in x.score_pile(p)]


# -- Albert Einstein --------------------------------------------------------------------------


@code.echo("Albert Einstein")
def albert_einstein_echo(x):  # Meld all cards from your hand with a {lightbulb} or {clock}.
    yield from x.meld_all(c for c in x.hand() if x.has(c, LIGHTBULB) or x.has(c, CLOCK))


def _einstein_values(mine, player, n, x):
    """Each {age} value in any of your effects counts as a {10}."""
    # Ruling: "your effects" are the effects you execute (dogma, echo, inspire, karma,
    # shared or not).  Einstein's own {10} is a printed value of that effect (Archimedes'
    # and Kepler's increases still apply to it).
    # (``mine``: what the karma reads of its owner; ``x``: the effect whose value it is.)
    return x.printed(10) if player == mine.you else n


code.may_issue("Albert Einstein", 1, "Advancement")
code.each("Albert Einstein", 2, {"printed value": _einstein_values})


# -- Marie Curie ------------------------------------------------------------------------------


@code.echo("Marie Curie")
def marie_curie_echo(x):  # Draw a {9}.
    yield from x.draw(x.printed(9))


def _curie_achievements(x, player, counts):
    """Each different value present in your score pile above 6 counts as an achievement."""
    values = {x.value(c) for c in x.score_pile()}
    counts[x.you] += sum(1 for v in values if v > 6)
    return counts


code.each("Marie Curie", 1, {"achievement counts": _curie_achievements})


# -- Erwin Rommel -----------------------------------------------------------------------------


@code.echo("Erwin Rommel")
def erwin_rommel_echo(x):  # Transfer a card from any score pile to yours.
    # Ruling: from another player's score pile (a card in yours is there already).
    card = yield from x.choose_face_down(
        _other_score_piles(x), "choose a card in another player's score pile to transfer to yours"
    )
    if card is not None:
        yield from x.transfer(card, x.you, SCORE)


def _rommel_run(x, req):
    """Instead score the top card of its color from all boards."""
    color = COLOR[req.card]
    tops = [x.top(color, p) for p in x.players() if p not in x.state.out]
    scored = yield from x.score_all(c for c in tops if c is not None)
    # A top card asked to be scored is among them: in the karma's own words, it is scored.
    return DONE if req.card in scored else None


code.may_issue("Erwin Rommel", 1, "War")
code.would_instead("Erwin Rommel", 2, Verbs.SCORE, _rommel_run)


# -- John Von Neumann -------------------------------------------------------------------------


@code.echo("John Von Neumann")
def john_von_neumann_echo(x):
    """Draw and reveal two {9}. If either is purple, return them."""
    drawn = []
    for _ in range(2):
        card = yield from x.draw_and_reveal(x.printed(9))
        if card is not None:
            drawn.append(card)
    if any(x.color(c) == PURPLE for c in drawn):
        yield from x.return_all(c for c in drawn if x.where(c) == (HAND, x.you))


def _von_neumann_meld(x, req):
    """When you meld this card, return all opponents' top figures."""
    yield from x.return_all(c for p in x.opponents() for c in x.top_cards(p) if IS_FIGURE[c])


def _von_neumann_icons(x, player, counts):
    """Each card in your hand provides two additional {clock}."""
    if player == x.you:
        counts[CLOCK] += 2 * len(x.hand())
    return counts


code.when_meld("John Von Neumann", 1, _von_neumann_meld)
code.each("John Von Neumann", 2, {"icons": _von_neumann_icons})


# -- Emmy Noether -----------------------------------------------------------------------------


@code.inspire("Emmy Noether")
def emmy_noether_inspire(x):  # Draw and meld an {8}.
    yield from x.draw_and_meld(x.printed(8))


def _noether_score(x, player, total):
    """Each {clock} on your board provides an additional number of points equal to the
    number of {clock} on your board."""
    if player != x.you:
        return total
    clocks = x.icons(CLOCK)
    return total + clocks * clocks


code.each("Emmy Noether", 1, {"score": _noether_score})


# -- J.P. Morgan ------------------------------------------------------------------------------


@code.echo("J.P. Morgan")
def j_p_morgan_echo(x):  # You may splay one color of your cards up.
    yield from x.may_splay(range(5), UP)


def _morgan_icons(x, player, counts):
    """Each icon in each color you have splayed up provides an additional icon of the same
    type."""
    if player != x.you:
        return counts
    for color in x.colors():
        if x.splay_of(color) == UP:
            shown = x.color_icon_counts(color)
            for i in range(6):
                counts[i] += shown[i]
    return counts


code.may_issue("J.P. Morgan", 1, "Trade")
code.each("J.P. Morgan", 2, {"icons": _morgan_icons})


# -- Caresse Crosby ---------------------------------------------------------------------------

code.inspire("Caresse Crosby")(from_hand("tuck"))  # Tuck a card from your hand.


def _crosby_tuck_trigger(x, req) -> bool:
    return req.verb == Verbs.TUCK and req.player == x.you and x.has(req.card, LEAF)


def _crosby_tuck(x, req):
    """First splay that color of your cards left, then draw two {2}."""
    yield from x.splay(COLOR[req.card], LEFT)
    for _ in range(2):
        yield from x.draw(x.printed(2))


def _crosby_splay_trigger(x, req) -> bool:
    """You would splay a fifth colour left (your other four colours are splayed left)."""
    if req.verb != Verbs.SPLAY or req.player != x.you or req.direction != LEFT:
        return False
    owner = x.you if req.owner < 0 else req.owner
    if owner != x.you:
        return False
    # Ruling: the splay must be one that happens (two or more cards, not splayed left).
    if len(x.stack(req.color)) < 2 or x.splay_of(req.color) == LEFT:
        return False
    return all(x.splay_of(c) == LEFT for c in range(5) if c != req.color)


def _crosby_win(x, req):  # instead you win
    yield from x.win()


code.would_first("Caresse Crosby", 1, Verbs.TUCK, _crosby_tuck, trigger=_crosby_tuck_trigger)
code.would_instead("Caresse Crosby", 2, Verbs.SPLAY, _crosby_win, trigger=_crosby_splay_trigger)


# -- Nikola Tesla -----------------------------------------------------------------------------


@code.inspire("Nikola Tesla")
def nikola_tesla_inspire(x):  # Draw an {8}.
    yield from x.draw(x.printed(8))


def _tesla_trigger(x, req) -> bool:
    return (
        req.verb == Verbs.MELD
        and req.player == x.you
        and (x.has(req.card, LIGHTBULB) or x.has(req.card, CLOCK))
    )


def _tesla_run(x, req):
    """First score an opponent's top card with neither {lightbulb} nor {clock}."""
    card = yield from x.choose_card(
        [
            c
            for p in x.opponents()
            if p not in x.state.out
            for c in x.top_cards(p)
            if not x.has(c, LIGHTBULB) and not x.has(c, CLOCK)
        ],
        "score an opponent's top card with neither a lightbulb nor a clock",
        verb="score",
        zone=BOARD,
    )
    if card is not None:
        yield from x.score(card)


code.may_issue("Nikola Tesla", 1, "Expansion")
code.would_first("Nikola Tesla", 2, Verbs.MELD, _tesla_run, trigger=_tesla_trigger)


# -- Duke Ellington ---------------------------------------------------------------------------


@code.inspire("Duke Ellington")
def duke_ellington_inspire(x):  # Draw and meld an {8} figure.
    card = yield from x.draw(x.printed(8), set_=FIGURES)
    if card is not None:
        yield from x.meld(card)


def _ellington_meld_trigger(x, req) -> bool:
    """You would meld a figure and have four top figures already."""
    if req.verb != Verbs.MELD or req.player != x.you or not IS_FIGURE[req.card]:
        return False
    # Ruling: "four" is four or more (the figure being melded is not counted).
    return sum(1 for c in x.top_cards() if IS_FIGURE[c] and c != req.card) >= 4


def _ellington_achieve(x, req):
    """Instead achieve it regardless of eligibility."""
    yield from x.achieve(req.card)


code.would_instead("Duke Ellington", 1, Verbs.FADE, nothing)
code.would_instead(
    "Duke Ellington", 2, Verbs.MELD, _ellington_achieve, trigger=_ellington_meld_trigger
)


# -- H.G. Wells -------------------------------------------------------------------------------


@code.inspire("H.G. Wells")
def h_g_wells_inspire(x):  # Draw and foreshadow a {10}.
    yield from x.draw_and_foreshadow(x.printed(10))


def _wells_run(x, req):
    """Instead meld it, execute its non-demand Dogma effects for yourself only, and remove it
    from the game if it is still a top card on your board."""
    card = req.card
    yield from x.meld(card)
    if x.where(card) != (BOARD, x.you):
        return
    yield from x.execute(card)
    if x.is_top(card) and x.where(card) == (BOARD, x.you):
        yield from x.remove(card)


code.would_instead("H.G. Wells", 1, Verbs.FORESHADOW, _wells_run)
