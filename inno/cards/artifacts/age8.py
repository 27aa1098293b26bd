"""Artifacts of History, age 8.  One function per printed effect (texts: cards.json)."""

from inno.data.cards import (
    CLOCK,
    DOGMA,
    ECHO_TEXT,
    KARMA_KINDS,
    KIND,
    NAME,
    UP,
    YELLOW,
    describe_back,
)
from inno.engine.registry import NO_EFFECT, CardCode
from inno.engine.state import BOARD, HAND

code = CardCode()

# Battleship Yamato has no effects: nothing to register.


# -- Earhart's Lockheed Electra 10E -------------------------------------------------------


@code.effect("Earhart's Lockheed Electra 10E", 1)
def earharts_lockheed_electra_10e_1(x):
    # Each value's top cards are looked at when its turn comes: a card uncovered by an
    # earlier return (of a higher value) can be returned for its own value.
    returned = 0
    for value in range(8, 0, -1):
        if (
            yield from x.choose_and(
                "return",
                [c for c in x.top_cards() if x.value(c) == value],
                f"return a top card of value {value} from your board",
                zone=BOARD,
            )
        ):
            returned += 1
    if returned == 8:
        yield from x.win()
    else:
        yield from x.claim_achievement()


# -- Parnell Pitch Drop -------------------------------------------------------------------


@code.effect("Parnell Pitch Drop", 1)
def parnell_pitch_drop_1(x):
    card = yield from x.draw(x.max_value(x.top_cards()) + 1)
    if card is None:
        return
    if (yield from x.meld(card)) and x.icon_count(card, CLOCK) == 3:
        yield from x.win()


# -- Battleship Bismarck ------------------------------------------------------------------


@code.effect("Battleship Bismarck", 1)
def battleship_bismarck_1(x):
    card = yield from x.draw_and_reveal(x.printed(8))
    if card is not None:
        yield from x.return_all(x.stack(x.color(card)))


# -- Meiji-Mura Stamp Vending Machine -----------------------------------------------------


@code.effect("Meiji-Mura Stamp Vending Machine", 1)
def meiji_mura_stamp_vending_machine_1(x):
    card = yield from x.choose_card(
        x.hand(), "return a card from your hand", verb="return", zone=HAND
    )
    if card is None:
        return
    value = x.value(card)
    if (yield from x.return_card(card)):
        for _ in range(3):
            yield from x.draw_and_score(value)


# -- Ocean Liner Titanic ------------------------------------------------------------------


@code.effect("Ocean Liner Titanic", 1)
def ocean_liner_titanic_1(x):
    yield from x.score_all([x.bottom(color) for color in x.colors()])


# -- Plush Beweglich Rod Bear -------------------------------------------------------------


@code.effect("Plush Beweglich Rod Bear", 1)
def plush_beweglich_rod_bear_1(x):
    # "Choose a value": 1 to 10 (as "a card of any value"), and the value of any of your
    # top cards (Battleship Yamato is an 11 on a board) (ruling).
    values = set(range(1, 11)) | {x.value(c) for c in x.top_cards()}
    value = yield from x.choose_value(values, "choose a value")
    for color in x.colors():
        if x.value(x.top(color)) == value:
            yield from x.splay(color, UP)
    yield from x.return_all(
        [c for p in x.players() for c in x.score_pile(p) if x.value(c) == value]
    )


# -- Time ---------------------------------------------------------------------------------


@code.effect("Time", 1)
def time_1(x):
    while True:
        if not (
            yield from x.choose_and(
                "transfer",
                [c for c in x.top_cards() if x.color(c) != YELLOW and x.has(c, CLOCK)],
                f"transfer a non-yellow top card with a clock to {x.name(x.leader)}'s board",
                x.leader,
                BOARD,
                zone=BOARD,
            )
        ):
            return


# -- '30 World Cup Final Ball -------------------------------------------------------------


def _choose_own_achievement(x, prompt: str):
    """One of your achievements that can be returned, chosen as you see them: a standard
    achievement by its back (set and value: face down), a relic or a Decree by its name
    (face up; a returned Decree goes back to the centre).

    Special achievements have no supply pile to return to: they are not offered (ruling).
    """
    groups: dict[str, list[int]] = {}
    for card in x.achievements():
        if KIND[card] in ("relic", "decree"):
            groups.setdefault(NAME[card], []).append(card)
        elif KIND[card] == "age":
            groups.setdefault(f"achievement {describe_back(card)}", []).append(card)
    label = yield from x.choose_option(list(groups), prompt)
    if label is None:
        return None
    cards = groups[label]
    return cards[0] if len(cards) == 1 else x.game.random_choice(cards)


@code.effect("'30 World Cup Final Ball", 1)
def world_cup_final_ball_1(x):
    card = yield from _choose_own_achievement(x, "return one of your achievements")
    if card is not None:
        yield from x.return_card(card)


@code.effect("'30 World Cup Final Ball", 2)
def world_cup_final_ball_2(x):
    while True:
        card = yield from x.draw_and_reveal(x.printed(8))
        if card is None:
            return
        color = x.color(card)
        player = x.single_player_with_most(lambda p, color=color: x.value(x.top(color, p)))
        if player is None or not (yield from x.as_player(player).achieve(card)):
            return


# -- Garland's Ruby Slippers --------------------------------------------------------------


def _has_effects(card: int) -> bool:
    """Does ``card`` have any effect (a dogma effect, an echo effect, a karma)?"""
    dogma = any(text != NO_EFFECT for _, text in DOGMA[card])
    return dogma or ECHO_TEXT[card] is not None or bool(KARMA_KINDS[card])


@code.effect("Garland's Ruby Slippers", 1)
def garlands_ruby_slippers_1(x):
    card = yield from x.choose_card(
        [c for c in x.hand() if x.value(c) == x.printed(8)],
        "meld an 8 from your hand",
        verb="meld",
        zone=HAND,
    )
    if card is None or not (yield from x.meld(card)):
        return
    if not _has_effects(card):
        yield from x.win()
    else:
        yield from x.execute_here(card)
