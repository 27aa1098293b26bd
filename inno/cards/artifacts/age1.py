"""Artifacts of History, age 1.  One function per printed effect (texts: cards.json)."""

from inno.data.cards import (
    ARTIFACTS,
    BLUE,
    BY_NAME,
    CASTLE,
    DOGMA,
    GREEN,
    LEFT,
    PURPLE,
    SET,
    alphabetical,
)
from inno.engine.registry import CardCode
from inno.engine.state import ACHIEVEMENTS, BOARD, DISPLAY, HAND, SCORE

code = CardCode()


def _has_demand(card: int) -> bool:
    """Does ``card`` have a demand effect?  A compel counts: "Compel effects are considered to
    be demand effects for all purposes" (no echo effect of any card is a demand)."""
    return any(kind in ("demand", "compel") for kind, _ in DOGMA[card])


# -- Basur Hoyuk Tokens -------------------------------------------------------------------


@code.effect("Basur Hoyuk Tokens", 1)
def basur_hoyuk_tokens_1(x):
    card = yield from x.draw_and_reveal(x.printed(4))
    if card is None:
        return
    top = x.top(x.color(card))
    if top is not None and alphabetical(top) < alphabetical(card):
        yield from x.return_all([card, *x.score_pile()])


# -- Sibidu Needle --------------------------------------------------------------------------


@code.effect("Sibidu Needle", 1)
def sibidu_needle_1(x):
    while True:
        card = yield from x.draw_and_reveal(x.printed(1))
        if card is None:
            return
        top = x.top(x.color(card))
        if top is None or x.value(top) != x.value(card):
            return
        yield from x.score(card)


# -- Treaty of Kadesh -----------------------------------------------------------------------


@code.effect("Treaty of Kadesh", 1)
def treaty_of_kadesh_1(x):
    # The top cards are those when the effect starts: a card uncovered meanwhile stays.
    yield from x.return_all(c for c in x.top_cards() if _has_demand(c))


@code.effect("Treaty of Kadesh", 2)
def treaty_of_kadesh_2(x):
    yield from x.choose_and(
        "score",
        [c for c in x.top_cards() if x.color(c) != BLUE and _has_demand(c)],
        "score a top non-blue card with a demand effect from your board",
        zone=BOARD,
    )


# -- Holmegaard Bows ------------------------------------------------------------------------


@code.effect("Holmegaard Bows", 1)
def holmegaard_bows_1(x):
    yield from x.choose_and(
        "transfer",
        x.highest(c for c in x.top_cards() if x.has(c, CASTLE)),
        f"transfer your highest top card with a castle to {x.name(x.leader)}'s hand",
        x.leader,
        HAND,
        zone=BOARD,
    )


@code.effect("Holmegaard Bows", 2)
def holmegaard_bows_2(x):
    yield from x.draw(x.printed(2))


# -- Papyrus of Ani -------------------------------------------------------------------------


@code.effect("Papyrus of Ani", 1)
def papyrus_of_ani_1(x):
    card = yield from x.choose_card(
        [c for c in x.hand() if x.color(c) == PURPLE],
        "return a purple card from your hand",
        verb="return",
        zone=HAND,
    )
    if card is None:
        return
    value = x.value(card) + 2
    if not (yield from x.return_card(card)):
        return
    set_ = yield from x.choose_type(f"choose the type of the {value} to draw and reveal")
    drawn = yield from x.draw(value, set_=set_)
    if drawn is None:
        return
    yield from x.reveal(drawn)
    if x.color(drawn) == PURPLE and (yield from x.meld(drawn)):
        yield from x.execute(drawn)


# -- Pavlovian Tusk -------------------------------------------------------------------------


@code.effect("Pavlovian Tusk", 1)
def pavlovian_tusk_1(x):
    value = x.value(x.top(GREEN))
    drawn = []
    for _ in range(3):
        card = yield from x.draw(value)
        if card is None:
            return
        drawn.append(card)
    yield from x.choose_and("return", drawn, "return one of the drawn cards", zone=HAND)
    yield from x.choose_and(
        "score",
        [c for c in drawn if x.where(c) == (HAND, x.you)],
        "score one of the drawn cards",
        zone=HAND,
    )


# -- Electrum Stater of Efesos --------------------------------------------------------------


@code.effect("Electrum Stater of Efesos", 1)
def electrum_stater_of_efesos_1(x):
    while True:
        card = yield from x.draw_and_reveal(x.printed(3))
        if card is None or x.top(x.color(card)) is not None:
            return
        yield from x.meld(card)


# -- Jiskairumoko Necklace ------------------------------------------------------------------


@code.effect("Jiskairumoko Necklace", 1)
def jiskairumoko_necklace_1(x):
    card = yield from x.choose_card(
        x.score_pile(), "return a card from your score pile", verb="return", zone=SCORE
    )
    if card is None:
        return
    value = x.value(card)
    if not (yield from x.return_card(card)):
        return
    # Standard achievements are face down, even to their owner: chosen by their backs.
    achievement = yield from x.choose_face_down(
        [c for c in x.achievements() if x.value(c) == value],
        f"transfer an achievement of value {value} to {x.name(x.leader)}'s achievements",
    )
    if achievement is not None:
        yield from x.transfer(achievement, x.leader, ACHIEVEMENTS)


# -- Priest-King ----------------------------------------------------------------------------


@code.effect("Priest-King", 1)
def priest_king_1(x):
    card = yield from x.choose_card(
        x.hand(), "score a card from your hand", verb="score", zone=HAND
    )
    if card is None:
        return
    yield from x.score(card)
    top = x.top(x.color(card))
    if top is not None:
        yield from x.execute(top)


@code.effect("Priest-King", 2)
def priest_king_2(x):
    yield from x.claim_standard_achievement()


# -- Dancing Girl ---------------------------------------------------------------------------
# "Has been on every board during this action": x.memo remembers the boards Dancing Girl
# was on (from the first effect that looks at it) and the board it started on.


DANCING_GIRL = BY_NAME["Dancing Girl"]


def _dancing_girl_seen(x) -> dict:
    """Record the board Dancing Girl is on now (if any); the memory of this action."""
    memo = x.memo.setdefault("dancing girl", {"boards": set(), "start": None, "looked": False})
    zone, owner = x.where(DANCING_GIRL)
    if not memo["looked"]:
        memo["looked"] = True
        memo["start"] = owner if zone == BOARD else None
    if zone == BOARD:
        memo["boards"].add(owner)
    return memo


@code.effect("Dancing Girl", 1)
def dancing_girl_1(x):
    _dancing_girl_seen(x)
    zone, owner = x.where(DANCING_GIRL)
    # It can be transferred from wherever players hold it; not from a supply pile, the box,
    # or a display (a card on display cannot be affected by any effect).
    if owner >= 0 and zone != DISPLAY and (zone, owner) != (BOARD, x.you):
        yield from x.transfer(DANCING_GIRL, x.you, BOARD)
    _dancing_girl_seen(x)


@code.effect("Dancing Girl", 2)
def dancing_girl_2(x):
    memo = _dancing_girl_seen(x)
    if memo["start"] == x.you and all(p in memo["boards"] for p in x.players()):
        yield from x.win()


# -- Lurgan Canoe ---------------------------------------------------------------------------


@code.effect("Lurgan Canoe", 1)
def lurgan_canoe_1(x):
    while True:
        card = yield from x.choose_card(
            x.hand(), "meld a card from your hand", verb="meld", zone=HAND
        )
        if card is None:
            return
        yield from x.meld(card)
        scored = 0
        for other in x.still_there(c for c in x.stack(x.color(card)) if c != card):
            scored += bool((yield from x.score(other)))
        if not scored:
            return


# -- Xianrendong Shards ---------------------------------------------------------------------


@code.effect("Xianrendong Shards", 1)
def xianrendong_shards_1(x):
    revealed = yield from x.choose_exactly(
        x.hand(), 3, "reveal three cards from your hand", verb="reveal", zone=HAND
    )
    for card in revealed:
        yield from x.reveal(card)
    scored = yield from x.choose_exactly(
        revealed,
        2,
        "score two of the revealed cards (the other is tucked)",
        verb="score",
        zone=HAND,
    )
    tucked = [c for c in revealed if c not in scored]
    scored = yield from x.score_all(scored)
    yield from x.tuck_all(tucked)
    # "The scored cards were the same color": two cards really scored, of one colour.
    if len(scored) == 2 and x.color(scored[0]) == x.color(scored[1]):
        for _ in range(3):
            yield from x.draw(x.printed(1))


# -- Ark of the Covenant --------------------------------------------------------------------


ARK_OF_THE_COVENANT = BY_NAME["Ark of the Covenant"]


@code.effect("Ark of the Covenant", 1)
def ark_of_the_covenant_1(x):
    card = yield from x.choose_card(
        x.hand(), "return a card from your hand", verb="return", zone=HAND
    )
    if card is not None:
        color = x.color(card)
        yield from x.return_card(card)
        # The players are those with no top Artifact before anything moves.
        players = [p for p in x.players() if not any(SET[c] == ARTIFACTS for c in x.top_cards(p))]
        for p in players:
            yield from x.transfer_all(reversed(x.stack(color, p)), x.you, SCORE)
    # Not conditional on the return ("If you do" is not printed).
    if x.is_top(ARK_OF_THE_COVENANT):
        yield from x.transfer(ARK_OF_THE_COVENANT, x.you, HAND)


# -- Mask of Warka --------------------------------------------------------------------------


@code.effect("Mask of Warka", 1)
def mask_of_warka_1(x):
    color = yield from x.choose_color(range(5), "choose a colour")
    revealed = {}  # "the only player to reveal cards": the cards each really revealed
    for p in x.players():
        cards = [c for c in x.hand(p) if x.color(c) == color]
        revealed[p] = yield from x.each(x.as_player(p).reveal, cards)
    if not revealed[x.you] or any(revealed[p] for p in x.others()):
        return
    values = {x.value(c) for c in revealed[x.you]}
    yield from x.return_all(revealed[x.you])
    yield from x.each(x.achieve, [c for c in x.available_achievements() if x.value(c) in values])


# -- Tale of the Shipwrecked Sailor ---------------------------------------------------------


@code.effect("Tale of the Shipwrecked Sailor", 1)
def tale_of_the_shipwrecked_sailor_1(x):
    color = yield from x.choose_color(range(5), "choose a colour")
    yield from x.draw(x.printed(1))
    if (
        yield from x.choose_and(
            "meld",
            [c for c in x.hand() if x.color(c) == color],
            f"meld a {x.color_name(color)} card from your hand",
            zone=HAND,
        )
    ):
        yield from x.splay(color, LEFT)
