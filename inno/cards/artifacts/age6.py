"""Artifacts of History, age 6.  One function per printed effect (texts: cards.json)."""

from inno.data.cards import (
    FACTORY,
    GREEN,
    ICONS,
    IS_FIGURE,
    KIND,
    NAME,
    RIGHT,
    UP,
    YELLOW,
    describe_back,
)
from inno.engine.registry import CardCode, Verbs
from inno.engine.state import ACHIEVEMENTS, BOARD, HAND, SCORE

code = CardCode()

# -- Kilogram of the Archives ---------------------------------------------------------------


@code.effect("Kilogram of the Archives", 1)
def kilogram_of_the_archives_1(x):
    values = []
    card = yield from x.choose_card(
        x.hand(), "return a card from your hand", verb="return", zone=HAND
    )
    if card is not None:
        value = x.value(card)
        if (yield from x.return_card(card)):
            values.append(value)
    card = yield from x.choose_card(
        x.top_cards(), "return a top card from your board", verb="return", zone=BOARD
    )
    if card is not None:
        value = x.value(card)  # its value on the board (Battleship Yamato: 11)
        if (yield from x.return_card(card)):
            values.append(value)
    if len(values) == 2 and sum(values) == 10:
        yield from x.draw_and_score(x.printed(10))


# -- Puffing Billy --------------------------------------------------------------------------


@code.effect("Puffing Billy", 1)
def puffing_billy_1(x):
    card = yield from x.choose_card(
        x.hand(), "return a card from your hand", verb="return", zone=HAND
    )
    # Ruling: without a returned card there is no "that color": nothing more happens.
    if card is None:
        return
    color = x.color(card)
    yield from x.return_card(card)
    # Ruling: the "symbols" are the six basic icons (hexes are not counted).
    most = max(x.color_icons(color, icon) for icon in range(len(ICONS)))
    yield from x.draw(most)
    yield from x.splay(color, RIGHT)


# -- Frigate Constitution -------------------------------------------------------------------


@code.effect("Frigate Constitution", 1)
def frigate_constitution_1(x):
    card = yield from x.choose_card(
        x.hand(), "reveal a card in your hand", verb="reveal", zone=HAND
    )
    if card is None or not (yield from x.reveal(card)):
        return
    if x.value(card) in {x.value(c) for c in x.top_cards(x.leader)}:
        yield from x.return_all([card, *x.stack(x.color(card))])


# -- U.S. Declaration of Independence -------------------------------------------------------


@code.effect("U.S. Declaration of Independence", 1)
def us_declaration_of_independence_1(x):
    leader = x.name(x.leader)
    yield from x.choose_and(
        "transfer",
        x.highest(x.hand()),
        f"transfer the highest card in your hand to {leader}'s hand",
        x.leader,
        HAND,
        zone=HAND,
    )
    yield from x.choose_and(
        "transfer",
        x.highest(x.score_pile()),
        f"transfer the highest card in your score pile to {leader}'s score pile",
        x.leader,
        SCORE,
        zone=SCORE,
    )
    yield from x.choose_and(
        "transfer",
        x.highest(c for c in x.top_cards() if x.has(c, FACTORY)),
        f"transfer the highest top card with a factory from your board to {leader}'s board",
        x.leader,
        BOARD,
        zone=BOARD,
    )


# -- Buttonwood Agreement -------------------------------------------------------------------


@code.effect("Buttonwood Agreement", 1)
def buttonwood_agreement_1(x):
    chosen = []
    for nth in ("first", "second", "third"):
        color = yield from x.choose_color(
            [c for c in range(5) if c not in chosen], f"choose the {nth} of three colours"
        )
        chosen.append(color)
    card = yield from x.draw_and_reveal(x.printed(8))
    if card is None:
        return
    color = x.color(card)
    if color in chosen:
        yield from x.score(card)
        yield from x.splay(color, UP)
    else:
        yield from x.return_all(c for c in x.score_pile() if x.color(c) == color)
        yield from x.unsplay(color)


# -- The Wealth of Nations ------------------------------------------------------------------


@code.effect("The Wealth of Nations", 1)
def the_wealth_of_nations_1(x):
    yield from x.draw_and_score(x.printed(1))
    total = sum(x.value(c) for c in x.score_pile())
    yield from x.draw_and_score(-(-total // 5))  # divided by five, rounded up


# -- Pride and Prejudice --------------------------------------------------------------------


@code.effect("Pride and Prejudice", 1)
def pride_and_prejudice_1(x):
    while True:
        card = yield from x.draw(x.printed(6))
        if card is None:
            return
        melded = yield from x.meld(card)
        # "If the drawn card's color is ...": the drawn card, whatever a karma did with the
        # meld (then there is no melded card to score, and the effect repeats).  A colour
        # with no cards on your board shows 0 visible cards, so it is the fewest (or tied)
        # unless every colour is present.
        fewest = min(x.visible_cards(c) for c in range(5))
        if x.visible_cards(x.color(card)) != fewest:
            return
        if melded:
            yield from x.score(card)


# -- Stamp Act ------------------------------------------------------------------------------


@code.effect("Stamp Act", 1)
def stamp_act_1(x):
    yellow = x.value(x.top(YELLOW))
    if not (
        yield from x.choose_and(
            "transfer",
            [c for c in x.score_pile() if x.value(c) == yellow],
            f"transfer a card of value {yellow} from your score pile to {x.name(x.leader)}'s",
            x.leader,
            SCORE,
            zone=SCORE,
        )
    ):
        return
    green = x.value(x.top(GREEN))
    yield from x.choose_and(
        "return",
        [c for c in x.score_pile() if x.value(c) == green],
        f"return a card of value {green} from your score pile",
        zone=SCORE,
    )


# -- Marcha Real ----------------------------------------------------------------------------


@code.effect("Marcha Real", 1)
def marcha_real_1(x):
    cards = yield from x.choose_exactly(
        x.hand(), 2, "reveal and return two cards from your hand", verb="return", zone=HAND
    )  # (in the order chosen, or asked for a forced pair: that of the reveals and returns)
    for card in cards:
        yield from x.reveal(card)
    values = [x.value(c) for c in cards]
    yield from x.each(x.return_card, cards)  # (in the order chosen)
    # "They": only two cards can have the same value or colour.
    if len(cards) != 2:
        return
    if values[0] == values[1]:
        yield from x.draw(values[0] + 1)
    if x.color(cards[0]) == x.color(cards[1]):
        yield from x.claim_achievement()


# -- Moonlight Sonata -----------------------------------------------------------------------


@code.effect("Moonlight Sonata", 1)
def moonlight_sonata_1(x):
    highest = x.highest(x.top_cards())
    color = yield from x.choose_color(
        [x.color(c) for c in highest], "choose a colour on your board having the highest top card"
    )
    if color is not None:
        yield from x.meld(x.bottom(color))
    yield from x.claim_achievement()


# -- Ching Shih (relic, a lost Figure) -------------------------------------------------------


def _choose_from(x, cards, zone_label: str, prompt: str):
    """One of other players' ``cards`` (achievements or score piles): face-down cards by
    their back, face-up ones (special achievements, relics) by name; among identical
    backs the game's random numbers decide (as ``choose_face_down``)."""
    groups: dict[str, list[int]] = {}
    for card in cards:
        face = describe_back(card) if KIND[card] == "age" else NAME[card]
        owner = x.where(card)[1]
        groups.setdefault(f"{x.name(owner)}'s {zone_label}: {face}", []).append(card)
    label = yield from x.choose_option(list(groups), prompt)
    if label is None:
        return None
    return x.game.random_choice(groups[label])


def _ching_shih_meld(x, req):
    """When you meld this card, transfer an achievement from an opponent's achievements
    to yours."""
    card = yield from _choose_from(
        x,
        [c for p in x.opponents() for c in x.achievements(p)],
        "achievements",
        "choose an achievement of an opponent to transfer to your achievements",
    )
    if card is not None:
        yield from x.transfer(card, x.you, ACHIEVEMENTS)


def _ching_shih_scores(x, req) -> bool:
    return req.verb == Verbs.SCORE and req.player == x.you and not IS_FIGURE[req.card]


def _ching_shih_score(x, req):
    """If you would score a non-figure, instead transfer a card of the same value from an
    opponent's score pile to yours."""
    # Ruling: the score is replaced even when no opponent has a card of that value.
    value = x.value(req.card)
    card = yield from _choose_from(
        x,
        [c for p in x.opponents() for c in x.score_pile(p) if x.value(c) == value],
        "score pile",
        f"choose a card of value {value} in an opponent's score pile to transfer to yours",
    )
    if card is not None:
        yield from x.transfer(card, x.you, SCORE)


code.when_meld("Ching Shih", 1, _ching_shih_meld)
code.would_instead("Ching Shih", 2, Verbs.SCORE, _ching_shih_score, _ching_shih_scores)
