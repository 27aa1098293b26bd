"""The five Decrees of Figures in the Sand: the effect each executes when activated.

A Decree's text is its one non-demand effect, executed by the player who
issued it (``inno.engine.figures``: the Decree action).
"""

from inno.data.cards import IS_FIGURE, UP
from inno.engine.registry import CardCode
from inno.engine.state import BOARD

code = CardCode()


@code.effect("Advancement", 1)
def advancement(x):
    """Draw a card of value two higher than your highest top card."""
    yield from x.draw(x.max_value(x.top_cards()) + 2)


@code.effect("War", 1)
def war(x):
    """Choose a value. Return all top cards of that value from all other players' boards."""
    value = yield from x.choose_value(
        range(1, 11),
        "choose a value: all top cards of that value on the other players' boards are returned",
        verb="return",
        zone=BOARD,
    )
    yield from x.return_all(c for p in x.others() for c in x.top_cards(p) if x.value(c) == value)


@code.effect("Trade", 1)
def trade(x):
    """Draw and foreshadow three cards of value one higher than your highest top card."""
    # (one value for the three: a karma melding one of them does not change it)
    value = x.max_value(x.top_cards()) + 1
    for _ in range(3):
        yield from x.draw_and_foreshadow(value)


@code.effect("Expansion", 1)
def expansion(x):
    """Splay any one of your colors up."""
    colors = x.splayable(UP)
    color = yield from x.choose_color(colors, "splay one of your colours up", splay=UP)
    if color is not None:
        yield from x.splay(color, UP)


@code.effect("Rivalry", 1)
def rivalry(x):
    """Choose another player. Return three cards from their score pile, and all their top
    figures."""
    player = yield from x.choose_player(
        x.others(),
        "choose another player: three cards of their score pile and all their "
        "top figures are returned",
    )
    if player is None:
        return
    pile = x.score_pile(player)
    if len(pile) <= 3:
        chosen = pile
    else:
        chosen = []
        for _ in range(3):
            card = yield from x.choose_face_down(
                [c for c in pile if c not in chosen], "return a card from their score pile"
            )
            chosen.append(card)
    yield from x.return_all(chosen)
    yield from x.return_all(c for c in x.top_cards(player) if IS_FIGURE[c])
