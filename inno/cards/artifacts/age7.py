"""Artifacts of History, age 7.  One function per printed effect (texts: cards.json)."""

from inno.data.cards import BLUE, CLOCK, UP
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()

# "Choose a value": a value from 1 to 10 (as Echoes' "a card of any value").
ANY_VALUE = range(1, 11)

# -- Corvette Challenger --------------------------------------------------------------------


@code.effect("Corvette Challenger", 1)
def corvette_challenger_1(x):
    card = yield from x.draw_and_tuck(x.printed(8))
    if card is None:
        return
    color = x.color(card)
    yield from x.splay(color, UP)
    yield from x.draw_and_score(x.visible_cards(color))


# -- Periodic Table -------------------------------------------------------------------------


@code.effect("Periodic Table", 1)
def periodic_table_1(x):
    while True:
        tops = x.top_cards()
        paired = [c for c in tops if any(x.value(o) == x.value(c) for o in tops if o != c)]
        if not paired:
            return
        if len(paired) == 2:  # one pair: nothing to choose
            first, second = paired
        else:
            first = yield from x.choose_card(
                paired, "choose two top cards of the same value: the first", verb="choose"
            )
            second = yield from x.choose_card(
                [c for c in paired if c != first and x.value(c) == x.value(first)],
                f"choose two top cards of the same value: the second (of value {x.value(first)})",
                verb="choose",
            )
        card = yield from x.draw(x.value(first) + 1)
        if card is None:
            return
        melded = yield from x.meld(card)
        # "Over one of the chosen cards": melded onto the stack one of them was on top of.
        if not melded or x.color(card) not in (x.color(first), x.color(second)):
            return


# -- Jedlik's Electromagnetic Self-Rotor ----------------------------------------------------


@code.effect("Jedlik's Electromagnetic Self-Rotor", 1)
def jedliks_electromagnetic_self_rotor_1(x):
    yield from x.draw_and_score(x.printed(8))
    yield from x.draw_and_meld(x.printed(8))
    yield from x.claim_achievement(8)  # "of value 8": not a printed {8} marker


# -- Submarine H. L. Hunley -----------------------------------------------------------------


@code.effect("Submarine H. L. Hunley", 1)
def submarine_h_l_hunley_1(x):
    card = yield from x.draw_and_meld(x.printed(7))
    if card is None:
        return
    color = x.color(card)
    bottom = x.bottom(color)
    if bottom is None:
        return
    # "The revealed card": only a card really revealed.
    if (yield from x.reveal(bottom)) and x.value(bottom) == x.printed(1):
        yield from x.return_all(x.stack(color))


# -- Hansen Writing Ball --------------------------------------------------------------------


@code.effect("Hansen Writing Ball", 1)
def hansen_writing_ball_1(x):
    for _ in range(4):
        yield from x.draw(x.printed(7))
    yield from x.choose_and(
        "meld", [c for c in x.hand() if x.color(c) == BLUE], "meld a blue card", zone=HAND
    )
    yield from x.transfer_all(x.hand(), x.leader, HAND)


@code.effect("Hansen Writing Ball", 2)
def hansen_writing_ball_2(x):
    while True:
        card = yield from x.draw_and_reveal(x.printed(7))
        if card is None or x.has(card, CLOCK):
            return
        yield from x.tuck(card)


# -- International Prototype Metre Bar ------------------------------------------------------


@code.effect("International Prototype Metre Bar", 1)
def international_prototype_metre_bar_1(x):
    value = yield from x.choose_value(ANY_VALUE, "choose a value: draw and meld a card of it")
    card = yield from x.draw_and_meld(value)
    if card is None:
        return
    color = x.color(card)
    yield from x.splay(color, UP)
    if x.visible_cards(color) == x.value(card):
        yield from x.win()
    else:
        yield from x.return_card(card)


# -- Colt Paterson Revolver -----------------------------------------------------------------


@code.effect("Colt Paterson Revolver", 1)
def colt_paterson_revolver_1(x):
    for card in x.hand():
        yield from x.reveal(card)
    drawn = yield from x.draw(x.printed(7))
    if drawn is None:
        return
    # Ruling: the drawn card is revealed, as its colour decides for everybody (as Fission).
    yield from x.reveal(drawn)
    if any(x.color(c) == x.color(drawn) for c in x.hand() if c != drawn):
        yield from x.return_all([*x.hand(), *x.score_pile()])


# -- Singer Model 27 ------------------------------------------------------------------------


@code.effect("Singer Model 27", 1)
def singer_model_27_1(x):
    card = yield from x.choose_card(x.hand(), "tuck a card from your hand", verb="tuck", zone=HAND)
    if card is None or not (yield from x.tuck(card)):
        return
    color = x.color(card)
    yield from x.splay(color, UP)
    yield from x.tuck_all(c for c in x.score_pile() if x.color(c) == color)


# -- Roundhay Garden Scene ------------------------------------------------------------------


@code.effect("Roundhay Garden Scene", 1)
def roundhay_garden_scene_1(x):
    card = yield from x.choose_card(
        x.highest(x.score_pile()),
        "meld the highest card from your score pile",
        verb="meld",
        zone=SCORE,
    )
    melded = card is not None and (yield from x.meld(card))
    # Ruling: without a melded card its value is 0 (the draws are 1s), and nothing executes.
    value = x.value(card) if melded else 0
    for _ in range(2):
        yield from x.draw_and_score(value)
    if melded:
        yield from x.execute_here(card)


# -- The Communist Manifesto ----------------------------------------------------------------


@code.effect("The Communist Manifesto", 1)
def the_communist_manifesto_1(x):
    players = [p for p in x.players() if p in x.in_game()]
    drawn = []
    for _ in players:
        card = yield from x.draw_and_reveal(x.printed(7))
        if card is not None:
            drawn.append(card)
    mine = None
    for player in players:
        card = yield from x.choose_card(
            [c for c in drawn if x.where(c) == (HAND, x.you)],
            f"transfer one of the drawn cards to {x.name(player)}'s board",
            verb="transfer",
            zone=HAND,
        )
        if card is None:
            break
        if (yield from x.transfer(card, player, BOARD)) and player == x.you:
            mine = card
    if mine is not None:
        yield from x.execute(mine)


# -- Safety Pin (relic, a lost Echoes card) ----------------------------------------------------


@code.echo("Safety Pin")
def safety_pin_echo(x):
    yield from x.draw_and_score(x.printed(7))


@code.effect("Safety Pin", 1)
def safety_pin_1(x):
    yield from x.return_all(c for c in x.hand() if x.value(c) > x.printed(6))
    yield from x.draw(x.printed(6))
