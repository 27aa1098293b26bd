"""Artifacts of History, age 10.  One function per printed effect (texts: cards.json)."""

from inno.data.cards import ARTIFACTS, BY_NAME, COLORS, YELLOW
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()


def _return_all_but(x, cards, keep: int, where: str, zone: int):
    """ "Return all cards in your <zone> but <keep>": the player chooses the cards returned
    (in the order they are returned), the others stay."""
    cards = list(cards)
    if len(cards) <= keep:
        return
    returned = yield from x.choose_exactly(
        cards,
        len(cards) - keep,
        f"choose the cards to return from your {where} (you keep {keep})",
        verb="return",
        zone=zone,
    )
    yield from x.each(x.return_card, returned)


# -- Higgs Boson --------------------------------------------------------------------------


@code.effect("Higgs Boson", 1)
def higgs_boson_1(x):
    yield from x.transfer_all(x.board(), x.you, SCORE)


# -- Rover Curiosity ----------------------------------------------------------------------


@code.effect("Rover Curiosity", 1)
def rover_curiosity_1(x):
    card = yield from x.draw(x.printed(10), set_=ARTIFACTS)
    if card is not None and (yield from x.meld(card)):
        yield from x.execute_here(card)


# -- Exxon Valdez -------------------------------------------------------------------------


@code.effect("Exxon Valdez", 1)
def exxon_valdez_1(x):
    yield from x.each(x.remove, x.hand() + x.score_pile() + x.board() + x.achievements())
    yield from x.lose()
    # "If there is only one player remaining in the game, that player wins!"  In a team
    # game, one team remaining is one player remaining: that team wins (ruling).
    remaining = x.in_game()
    if len({x.game.team[p] for p in remaining}) == 1:
        yield from x.win(remaining[0])


# -- Maldives -----------------------------------------------------------------------------


@code.effect("Maldives", 1)
def maldives_1(x):
    yield from _return_all_but(x, x.hand(), 2, "hand", HAND)
    yield from _return_all_but(x, x.score_pile(), 2, "score pile", SCORE)


@code.effect("Maldives", 2)
def maldives_2(x):
    yield from _return_all_but(x, x.score_pile(), 4, "score pile", SCORE)


# -- Maastricht Treaty --------------------------------------------------------------------


@code.effect("Maastricht Treaty", 1)
def maastricht_treaty_1(x):
    # "The most": more than every other player (a tie is not the most: ruling).
    mine = len(x.score_pile())
    if all(len(x.score_pile(p)) < mine for p in x.in_game() if p != x.you):
        yield from x.win()


# -- Seikan Tunnel ------------------------------------------------------------------------


@code.effect("Seikan Tunnel", 1)
def seikan_tunnel_1(x):
    # Your colour showing the most cards (a whole splayed stack shows, an unsplayed one
    # shows its top card) must show more than every colour of every other board; your
    # own colours may tie each other (ruling).
    mine = max((x.visible_cards(c) for c in x.colors()), default=0)
    others = [x.visible_cards(c, p) for p in x.in_game() if p != x.you for c in x.colors(p)]
    if mine > 0 and all(n < mine for n in others):
        yield from x.win()


# -- Dolly the Sheep ----------------------------------------------------------------------


@code.effect("Dolly the Sheep", 1)
def dolly_the_sheep_1(x):
    bottom = x.bottom(YELLOW)
    if bottom is not None and (
        yield from x.may("score your bottom yellow card?", verb="score", zone=BOARD)
    ):
        yield from x.score(bottom)
    if (yield from x.may(f"draw and tuck a {x.printed(1)}?")):
        yield from x.draw_and_tuck(x.printed(1))
    if x.bottom(YELLOW) == BY_NAME["Domestication"]:
        yield from x.win()
        return
    highest = yield from x.choose_highest(
        x.hand(), 1, "choose the highest card in your hand to meld", verb="meld", zone=HAND
    )
    for card in highest:
        yield from x.meld(card)
    yield from x.draw(x.printed(10))


# -- Where's Waldo? -----------------------------------------------------------------------


@code.effect("Where's Waldo?", 1)
def wheres_waldo_1(x):
    yield from x.win()


# -- DeLorean DMC-12 ----------------------------------------------------------------------


@code.effect("DeLorean DMC-12", 1)
def delorean_dmc_12_1(x):
    if not x.is_top(BY_NAME["DeLorean DMC-12"]):
        return
    players = x.in_game()
    # The top cards when the effect starts (cards uncovered by the removal stay).
    cards = [c for p in players for c in x.top_cards(p)]
    cards += [c for p in players for c in x.hand(p)]
    yield from x.each(x.remove, cards)


# -- Twister ------------------------------------------------------------------------------


@code.effect("Twister", 1)
def twister_1(x):
    for card in x.score_pile():
        yield from x.reveal(card)
    # Melds of different colours go to different stacks: they are made in colour order.
    for color in range(len(COLORS)):
        card = yield from x.choose_card(
            [c for c in x.score_pile() if x.color(c) == color],
            f"choose the {COLORS[color]} card to meld from your score pile",
            zone=SCORE,
        )
        if card is not None:
            yield from x.meld(card)
