"""Artifacts of History, age 2.  One function per printed effect (texts: cards.json)."""

from inno.data.cards import (
    ARTIFACTS,
    BY_NAME,
    CASTLE,
    CROWN,
    LEFT,
    LIGHTBULB,
    PURPLE,
    RED,
    SET,
)
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND

code = CardCode()

# -- Rosetta Stone ----------------------------------------------------------------------


@code.effect("Rosetta Stone", 1)
def rosetta_stone_1(x):
    set_ = yield from x.choose_type("choose a card type: draw two 2s of that type")
    drawn = []
    for _ in range(2):
        card = yield from x.draw(x.printed(2), set_=set_)
        if card is not None:
            drawn.append(card)
    # (of the drawn cards still in hand: a karma may have moved one, as Rhazes's tuck)
    melded = yield from x.choose_card(
        [c for c in drawn if x.where(c) == (HAND, x.you)],
        "meld one of the drawn cards (the other goes to an opponent)",
        verb="meld",
        zone=HAND,
    )
    if melded is None:
        return
    yield from x.meld(melded)
    for card in drawn:
        if card != melded and x.where(card) == (HAND, x.you):  # the other drawn card
            opponent = yield from x.choose_player(
                x.opponents(), "choose the opponent whose board receives the other card"
            )
            if opponent is not None:
                yield from x.transfer(card, opponent, BOARD)


# -- Seikilos Epitaph -------------------------------------------------------------------


@code.effect("Seikilos Epitaph", 1)
def seikilos_epitaph_1(x):
    # "The drawn card's color": the card drawn, melded or not (a karma may replace the
    # meld; the draw happened).
    drawn = yield from x.draw(x.printed(3))
    if drawn is None:
        return
    yield from x.meld(drawn)
    bottom = x.bottom(x.color(drawn))
    if bottom is None:  # the meld replaced, and no card of that colour on your board
        return
    # A stack of the drawn card alone: it is its own bottom card, already on top (the
    # meld moves nothing); its effects are executed all the same.
    yield from x.meld(bottom)
    yield from x.execute(bottom)


# -- Babylonian Chronicles --------------------------------------------------------------


@code.effect("Babylonian Chronicles", 1)
def babylonian_chronicles_1(x):
    yield from x.choose_and(
        "transfer",
        [c for c in x.top_cards() if x.color(c) != RED and x.has(c, CASTLE)],
        f"transfer a top non-red card with a castle to {x.name(x.leader)}'s board",
        x.leader,
        BOARD,
        zone=BOARD,
    )


@code.effect("Babylonian Chronicles", 2)
def babylonian_chronicles_2(x):
    yield from x.draw_and_score(x.printed(3))


# -- Chronicle of Zuo -------------------------------------------------------------------


def _has_the_least(x, icon) -> bool:
    """ "If you have the least <icon>": strictly fewer than every other player (a tie for
    the least is not "the least", as a tie for the most is not "the most")."""
    mine = x.icons(icon)
    return all(mine < x.icons(icon, p) for p in x.others())


@code.effect("Chronicle of Zuo", 1)
def chronicle_of_zuo_1(x):
    # Each condition is judged when its sentence is read (after the draws before it).
    if _has_the_least(x, CASTLE):
        yield from x.draw(x.printed(2))
    if _has_the_least(x, CROWN):
        yield from x.draw(x.printed(3))
    if _has_the_least(x, LIGHTBULB):
        yield from x.draw(x.printed(4))


# -- Baghdad Battery --------------------------------------------------------------------


@code.effect("Baghdad Battery", 1)
def baghdad_battery_1(x):
    card = yield from x.choose_card(x.hand(), "meld a card from your hand", verb="meld", zone=HAND)
    if card is None:
        return
    covered = x.top(x.color(card))
    if not (yield from x.meld(card)):
        return
    if covered is None or SET[covered] == SET[card]:
        return
    yield from x.draw(x.value(covered), set_=SET[covered])
    yield from x.choose_and("score", x.hand(), "score a card from your hand", zone=HAND)


# -- Holy Lance -------------------------------------------------------------------------


@code.effect("Holy Lance", 1)
def holy_lance_1(x):
    yield from x.choose_and(
        "transfer",
        [c for c in x.top_cards() if SET[c] == ARTIFACTS],
        f"transfer a top Artifact to {x.name(x.leader)}'s board",
        x.leader,
        BOARD,
        zone=BOARD,
    )


@code.effect("Holy Lance", 2)
def holy_lance_2(x):
    grail = BY_NAME["Holy Grail"]
    if x.where(grail) == (BOARD, x.you) and x.is_top(grail):
        yield from x.win()


# -- Holy Grail -------------------------------------------------------------------------


@code.effect("Holy Grail", 1)
def holy_grail_1(x):
    card = yield from x.choose_card(
        x.hand(), "return a card from your hand", verb="return", zone=HAND
    )
    if card is None:
        return
    value = x.value(card)
    yield from x.return_card(card)
    yield from x.claim_achievement(value)


# -- Terracotta Army --------------------------------------------------------------------


@code.effect("Terracotta Army", 1)
def terracotta_army_1(x):
    yield from x.choose_and(
        "return",
        [c for c in x.top_cards() if not x.has(c, CASTLE)],
        "return a top card with no castle",
        zone=BOARD,
    )


@code.effect("Terracotta Army", 2)
def terracotta_army_2(x):
    yield from x.choose_and(
        "score",
        [c for c in x.hand() if not x.has(c, CASTLE)],
        "score a card from your hand with no castle",
        zone=HAND,
    )


# -- Cyrus Cylinder ---------------------------------------------------------------------


@code.effect("Cyrus Cylinder", 1)
def cyrus_cylinder_1(x):
    purple = [x.top(PURPLE, p) for p in x.players()]
    yield from x.choose_and(
        "execute",
        [c for c in purple if c is not None and c != x.card],
        "choose another top purple card on any board: execute its non-demand effects",
        zone=BOARD,
    )
    # Only the stacks that splaying left would change are offered (as for Kobukson).
    stacks = {
        f"{x.name(p)}: {x.color_name(c)}": (p, c) for p in x.players() for c in x.splayable(LEFT, p)
    }
    label = yield from x.choose_option(list(stacks), "splay left a colour on any player's board")
    if label is not None:
        player, color = stacks[label]
        yield from x.splay(color, LEFT, owner=player)


# -- Dead Sea Scrolls -------------------------------------------------------------------


@code.effect("Dead Sea Scrolls", 1)
def dead_sea_scrolls_1(x):
    value = x.max_value(x.top_cards())
    yield from x.draw(value, set_=ARTIFACTS)
    # "That value" is the value of your highest top card (not the age a draw skipped to).
    if 1 <= value <= 10:
        yield from x.each(x.remove, reversed(x.supply_pile(value, ARTIFACTS)))
