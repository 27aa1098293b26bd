"""Figures in the Sand, age 8: echo and inspire effects and karmas (texts: cards.json)."""

from inno.cards.figures.phrases import from_hand
from inno.data.cards import (
    BY_NAME,
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
from inno.engine import queries
from inno.engine.registry import (
    DECREE,
    DONE,
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


def _nothing(x, req):
    """An "instead" karma whose replacement is to do nothing."""
    return
    yield  # (a generator)


def _other_score_piles(x) -> list[int]:
    """The cards in the other players' score piles (those still in the game)."""
    return [c for p in x.others() if p not in x.state.out for c in x.score_pile(p)]


# -- Albert Einstein --------------------------------------------------------------------------

ALBERT_EINSTEIN = BY_NAME["Albert Einstein"]


@echo("Albert Einstein")
def albert_einstein_echo(x):  # Meld all cards from your hand with a {lightbulb} or {clock}.
    yield from x.meld_all(c for c in x.hand() if x.has(c, LIGHTBULB) or x.has(c, CLOCK))


def _einstein_values(t, owner, player, n, x):
    """Each {age} value in any of your effects counts as a {10}."""
    # Ruling: "your effects" are the effects you execute (dogma, echo, inspire, karma,
    # shared or not).  Einstein's own {10} is a printed value of that effect (Archimedes'
    # and Kepler's increases still apply to it).
    return x.printed(10) if player == owner else n


register_karma(Karma(ALBERT_EINSTEIN, 1, DECREE, decree="Advancement"))
register_karma(Karma(ALBERT_EINSTEIN, 2, EACH, query="printed value", modify=_einstein_values))


# -- Marie Curie ------------------------------------------------------------------------------

MARIE_CURIE = BY_NAME["Marie Curie"]


@echo("Marie Curie")
def marie_curie_echo(x):  # Draw a {9}.
    yield from x.draw(x.printed(9))


def _curie_achievements(t, owner, player, counts):
    """Each different value present in your score pile above 6 counts as an achievement."""
    values = {queries.value(t, c) for c in queries.score_pile(t, owner)}
    counts[owner] += sum(1 for v in values if v > 6)
    return counts


register_karma(Karma(MARIE_CURIE, 1, EACH, query="achievement counts", modify=_curie_achievements))


# -- Erwin Rommel -----------------------------------------------------------------------------

ERWIN_ROMMEL = BY_NAME["Erwin Rommel"]


@echo("Erwin Rommel")
def erwin_rommel_echo(x):  # Transfer a card from any score pile to yours.
    # Ruling: from another player's score pile (a card in yours is there already).
    card = yield from x.choose_face_down(
        _other_score_piles(x), "choose a card in another player's score pile to transfer to yours"
    )
    if card is not None:
        yield from x.transfer(card, x.you, SCORE)


def _rommel_trigger(x, req) -> bool:
    return req.verb == "score" and req.player == x.you


def _rommel_run(x, req):
    """Instead score the top card of its color from all boards."""
    color = COLOR[req.card]
    tops = [x.top(color, p) for p in x.players() if p not in x.state.out]
    scored = yield from x.score_all(c for c in tops if c is not None)
    # A top card asked to be scored is among them: in the karma's own words, it is scored.
    return DONE if req.card in scored else None


register_karma(Karma(ERWIN_ROMMEL, 1, DECREE, decree="War"))
register_karma(Karma(ERWIN_ROMMEL, 2, WOULD_INSTEAD, trigger=_rommel_trigger, run=_rommel_run))


# -- John Von Neumann -------------------------------------------------------------------------

JOHN_VON_NEUMANN = BY_NAME["John Von Neumann"]


@echo("John Von Neumann")
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


def _von_neumann_icons(t, owner, player, counts):
    """Each card in your hand provides two additional {clock}."""
    if player == owner:
        counts[CLOCK] += 2 * len(queries.hand(t, owner))
    return counts


register_karma(Karma(JOHN_VON_NEUMANN, 1, WHEN_MELD, run=_von_neumann_meld))
register_karma(Karma(JOHN_VON_NEUMANN, 2, EACH, query="icons", modify=_von_neumann_icons))


# -- Emmy Noether -----------------------------------------------------------------------------

EMMY_NOETHER = BY_NAME["Emmy Noether"]


@inspire("Emmy Noether")
def emmy_noether_inspire(x):  # Draw and meld an {8}.
    yield from x.draw_and_meld(x.printed(8))


def _noether_score(t, owner, player, total):
    """Each {clock} on your board provides an additional number of points equal to the
    number of {clock} on your board."""
    if player != owner:
        return total
    clocks = queries.icons(t, owner)[CLOCK]
    return total + clocks * clocks


register_karma(Karma(EMMY_NOETHER, 1, EACH, query="score", modify=_noether_score))


# -- J.P. Morgan ------------------------------------------------------------------------------

J_P_MORGAN = BY_NAME["J.P. Morgan"]


@echo("J.P. Morgan")
def j_p_morgan_echo(x):  # You may splay one color of your cards up.
    yield from x.may_splay(range(5), UP)


def _morgan_icons(t, owner, player, counts):
    """Each icon in each color you have splayed up provides an additional icon of the same
    type."""
    if player != owner:
        return counts
    p = t.state.players[owner]
    for color in range(5):
        if p.stacks[color] and p.splays[color] == UP:
            shown = queries.color_icons(t, owner, color)
            for i in range(6):
                counts[i] += shown[i]
    return counts


register_karma(Karma(J_P_MORGAN, 1, DECREE, decree="Trade"))
register_karma(Karma(J_P_MORGAN, 2, EACH, query="icons", modify=_morgan_icons))


# -- Caresse Crosby ---------------------------------------------------------------------------

CARESSE_CROSBY = BY_NAME["Caresse Crosby"]


inspire("Caresse Crosby")(from_hand("tuck"))  # Tuck a card from your hand.


def _crosby_tuck_trigger(x, req) -> bool:
    return req.verb == "tuck" and req.player == x.you and x.has(req.card, LEAF)


def _crosby_tuck(x, req):
    """First splay that color of your cards left, then draw two {2}."""
    yield from x.splay(COLOR[req.card], LEFT)
    for _ in range(2):
        yield from x.draw(x.printed(2))


def _crosby_splay_trigger(x, req) -> bool:
    """You would splay a fifth colour left (your other four colours are splayed left)."""
    if req.verb != "splay" or req.player != x.you or req.direction != LEFT:
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


register_karma(
    Karma(CARESSE_CROSBY, 1, WOULD_FIRST, trigger=_crosby_tuck_trigger, run=_crosby_tuck)
)
register_karma(
    Karma(CARESSE_CROSBY, 2, WOULD_INSTEAD, trigger=_crosby_splay_trigger, run=_crosby_win)
)


# -- Nikola Tesla -----------------------------------------------------------------------------

NIKOLA_TESLA = BY_NAME["Nikola Tesla"]


@inspire("Nikola Tesla")
def nikola_tesla_inspire(x):  # Draw an {8}.
    yield from x.draw(x.printed(8))


def _tesla_trigger(x, req) -> bool:
    return (
        req.verb == "meld"
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


register_karma(Karma(NIKOLA_TESLA, 1, DECREE, decree="Expansion"))
register_karma(Karma(NIKOLA_TESLA, 2, WOULD_FIRST, trigger=_tesla_trigger, run=_tesla_run))


# -- Duke Ellington ---------------------------------------------------------------------------

DUKE_ELLINGTON = BY_NAME["Duke Ellington"]


@inspire("Duke Ellington")
def duke_ellington_inspire(x):  # Draw and meld an {8} figure.
    card = yield from x.draw(x.printed(8), set_=FIGURES)
    if card is not None:
        yield from x.meld(card)


def _ellington_fade_trigger(x, req) -> bool:
    return req.verb == "fade" and req.player == x.you


def _ellington_meld_trigger(x, req) -> bool:
    """You would meld a figure and have four top figures already."""
    if req.verb != "meld" or req.player != x.you or not IS_FIGURE[req.card]:
        return False
    # Ruling: "four" is four or more (the figure being melded is not counted).
    return sum(1 for c in x.top_cards() if IS_FIGURE[c] and c != req.card) >= 4


def _ellington_achieve(x, req):
    """Instead achieve it regardless of eligibility."""
    yield from x.achieve(req.card)


register_karma(
    Karma(DUKE_ELLINGTON, 1, WOULD_INSTEAD, trigger=_ellington_fade_trigger, run=_nothing)
)
register_karma(
    Karma(DUKE_ELLINGTON, 2, WOULD_INSTEAD, trigger=_ellington_meld_trigger, run=_ellington_achieve)
)


# -- H.G. Wells -------------------------------------------------------------------------------

H_G_WELLS = BY_NAME["H.G. Wells"]


@inspire("H.G. Wells")
def h_g_wells_inspire(x):  # Draw and foreshadow a {10}.
    yield from x.draw_and_foreshadow(x.printed(10))


def _wells_trigger(x, req) -> bool:
    return req.verb == "foreshadow" and req.player == x.you


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


register_karma(Karma(H_G_WELLS, 1, WOULD_INSTEAD, trigger=_wells_trigger, run=_wells_run))
