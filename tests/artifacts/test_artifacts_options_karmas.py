"""The options of the Artifacts of History rules (the dig, the display, relics) and of the
Cities of Destiny rules (city icons, Legend/Repute/Fame, Endorse) when a Figures karma
replaces or answers the action or the move, from the printed texts and the rules alone (an
outside check).

Each test builds a position where the candidates the text allows are not obvious, takes the
action through the documented API, and asserts whose decision it is, its kind and exactly
its options (docs/rulings.md, "The decision protocol": a forced choice is not asked, "you
may" offers None); then it answers with the candidate most likely to be mishandled and checks
the resulting position.
"""

import outside
from outside import achievements, act, board, hand, opts, player, score


def make(players, sets=("artifacts", "figures"), **kw):
    """A position without special achievements unless given, no Decrees."""
    kw.setdefault("special", ())
    kw.setdefault("decrees", [])
    return outside.make(players, sets, **kw)


def stack(game, who, color):
    return board(game, who).get(color, ([], "none"))[0]


def splay(game, who, color):
    return board(game, who).get(color, ([], "none"))[1]


def supply(game, set_, age):
    return game.to_position()["supply"][set_].get(str(age), [])


def display(game, who):
    return player(game, who)["display"]


def forecast(game, who):
    return sorted(player(game, who)["forecast"])


def at_action(game, who="Alice"):
    d = game.pending
    assert d is not None and d.kind == "action" and d.player == who, (d, game.result)


# ------------------------------------------------------------------ the dig and melds


def test_sargon_of_akkad_options_meld_of_equal_value_tucked_so_no_dig():
    # Oars (1) would cover Archery (1, hex in the same slot): a dig of a 1. Sargon of
    # Akkad tucks it instead: nothing is covered, nothing is dug. Road Building (2) on
    # Archery (1) is no equal value: melded, and it digs a 1 (the hexes match).
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Oars", "Road Building"],
                "board": {"green": ["Sargon of Akkad"], "red": ["Archery"]},
            },
            {"name": "Bob"},
        ],
        options={"relics": True},
        supply={"artifacts": {"1": ["Sibidu Needle", "Holmegaard Bows"]}},
    )
    assert opts(game, "Alice", "action") == [
        "dogma Archery",
        "draw",
        "inspire green",
        "meld Oars",
        "meld Road Building",
    ]
    act(game, "meld Oars")
    at_action(game)
    assert stack(game, "Alice", "red") == ["Archery", "Oars"]
    assert display(game, "Alice") == []
    assert supply(game, "artifacts", 1)[:2] == ["Sibidu Needle", "Holmegaard Bows"]
    act(game, "meld Road Building")
    assert game.pending.player == "Bob" and game.pending.kind == "action"
    assert stack(game, "Alice", "red") == ["Road Building", "Archery", "Oars"]
    assert display(game, "Alice") == ["Sibidu Needle"]


def test_sargon_of_akkad_options_displayed_card_of_equal_value_tucked_from_the_display():
    # The Meld action of the displayed Holmegaard Bows (red 1) onto Archery (red 1, hex in
    # the same slot) would dig; Sargon tucks it instead, out of the display: no dig.
    game = make(
        [
            {
                "name": "Alice",
                "display": ["Holmegaard Bows"],
                "board": {"green": ["Sargon of Akkad"], "red": ["Archery"]},
            },
            {"name": "Bob"},
        ],
        supply={"artifacts": {"1": ["Sibidu Needle"]}},
    )
    assert opts(game, "Alice", "action") == [
        "dogma Archery",
        "draw",
        "inspire green",
        "meld Holmegaard Bows",
    ]
    act(game, "meld Holmegaard Bows")
    at_action(game)
    assert stack(game, "Alice", "red") == ["Archery", "Holmegaard Bows"]
    assert display(game, "Alice") == []
    assert supply(game, "artifacts", 1)[0] == "Sibidu Needle"


def test_gene_roddenberry_options_displayed_purple_tucked_then_any_top_figure():
    # The Meld action of the displayed Ark of the Covenant (purple 1) would cover Gene (9):
    # a dig of a 9. Gene tucks it instead (no dig) and returns any top figure: Gene
    # himself, Alexander on Alice's board, Sargon on Bob's; not Homer, covered.
    game = make(
        [
            {
                "name": "Alice",
                "display": ["Ark of the Covenant"],
                "board": {"purple": ["Gene Roddenberry"], "red": ["Alexander the Great"]},
            },
            {
                "name": "Bob",
                "board": {"green": ["Sargon of Akkad"], "purple": ["Mysticism", "Homer"]},
            },
        ],
        supply={"artifacts": {"9": ["Luna 3"]}},
    )
    act(game, "meld Ark of the Covenant")
    assert opts(game, "Alice", "choose_card") == [
        "Alexander the Great",
        "Gene Roddenberry",
        "Sargon of Akkad",
    ]
    act(game, "Gene Roddenberry")
    at_action(game)
    assert display(game, "Alice") == []
    assert stack(game, "Alice", "purple") == ["Ark of the Covenant"]
    assert stack(game, "Alice", "red") == ["Alexander the Great"]
    assert board(game, "Bob")["green"][0] == ["Sargon of Akkad"]
    assert supply(game, "figures", 9)[-1] == "Gene Roddenberry"
    assert supply(game, "artifacts", 9)[0] == "Luna 3"


def test_augustus_caesar_options_opponents_meld_transferred_so_no_dig_then_forecast_order():
    # Alice's Meld action of Oars (red 1, castle) would cover Archery (1): a dig. Bob's
    # Augustus Caesar reveals it and transfers it to Bob's board instead (no dig for
    # anybody), then Bob tucks all his forecast: the two blue cards' order is his choice.
    game = make(
        [
            {"name": "Alice", "hand": ["Oars", "Writing"], "board": {"red": ["Archery"]}},
            {
                "name": "Bob",
                "board": {"green": ["Augustus Caesar"], "red": ["Construction"]},
                "forecast": ["Tools", "Calendar", "Sailing"],
            },
        ],
        supply={"artifacts": {"1": ["Sibidu Needle"]}},
    )
    act(game, "meld Oars")
    assert opts(game, "Bob", "choose_card") == ["Calendar", "Tools"]
    act(game, "Calendar")
    at_action(game)
    assert stack(game, "Alice", "red") == ["Archery"]
    assert display(game, "Alice") == [] and display(game, "Bob") == []
    assert stack(game, "Bob", "red") == ["Oars", "Construction"]
    assert stack(game, "Bob", "blue") == ["Calendar", "Tools"]
    assert stack(game, "Bob", "green") == ["Augustus Caesar", "Sailing"]
    assert forecast(game, "Bob") == []
    assert hand(game, "Alice") == ["Writing"]
    assert supply(game, "artifacts", 1)[0] == "Sibidu Needle"


def test_ruth_handler_options_order_of_the_other_yellows_decides_what_the_meld_covers():
    # Meld Fermenting (yellow 2) on Ruth Handler (9): first the other yellow cards of the
    # hand are melded (their order is asked), two 9s achieved; then Fermenting covers the
    # last of them. Over Canal Building (2): a dig of a 2, not a 9. Over Agriculture (1,
    # hex elsewhere): no dig.
    def game_():
        return make(
            [
                {
                    "name": "Alice",
                    "hand": ["Fermenting", "Agriculture", "Canal Building", "Oars"],
                    "board": {"yellow": ["Ruth Handler"]},
                },
                {"name": "Bob"},
            ],
            supply={
                "base": {"9": ["Computers", "Genetics"]},
                "artifacts": {"2": ["Holy Grail"], "9": ["Luna 3"]},
            },
        )

    for last, dug in (("Canal Building", ["Holy Grail"]), ("Agriculture", [])):
        game = game_()
        act(game, "meld Fermenting")
        assert opts(game, "Alice", "choose_card") == ["Agriculture", "Canal Building"]
        first = "Agriculture" if last == "Canal Building" else "Canal Building"
        act(game, first)
        at_action(game)
        assert stack(game, "Alice", "yellow") == ["Fermenting", last, first, "Ruth Handler"]
        assert achievements(game, "Alice") == ["Computers", "Genetics"]
        assert hand(game, "Alice") == ["Oars"]
        assert display(game, "Alice") == dug
        assert supply(game, "artifacts", 9)[0] == "Luna 3"


def test_carl_friedrich_gauss_options_any_value_city_from_score_pile_claims_legend():
    # Meld Engineering (red 3): Gauss first asks for a value (any, 1 to 10), then melds
    # every 3 of hand and score pile, Engineering itself last: Delhi (a city with a left
    # arrow, from the score pile) goes onto red already splayed left: Legend (its arrow
    # and no other city icon acts for a meld by an effect). Engineering then covers
    # Delhi (3): a dig of a 3.
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Engineering", "Compass", "Tools"],
                "score": ["Delhi", "Alchemy"],
                "board": {
                    "blue": ["Carl Friedrich Gauss"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                },
            },
            {"name": "Bob"},
        ],
        sets=("artifacts", "figures", "cities"),
        special=["Legend", "Repute", "Fame"],
        supply={"artifacts": {"3": ["Excalibur"]}},
    )
    act(game, "meld Engineering")
    assert opts(game, "Alice", "choose_value") == list(range(1, 11))
    act(game, 3)
    at_action(game)
    assert achievements(game, "Alice") == ["Legend"]
    assert stack(game, "Alice", "red") == ["Engineering", "Delhi", "Archery", "Oars"]
    assert splay(game, "Alice", "red") == "left"
    assert stack(game, "Alice", "green") == ["Compass"]
    assert stack(game, "Alice", "blue") == ["Alchemy", "Carl Friedrich Gauss"]
    assert score(game, "Alice") == []
    assert hand(game, "Alice") == ["Tools"]
    assert display(game, "Alice") == ["Excalibur"]


def test_benjamin_franklin_options_first_meld_elsewhere_then_dig_of_his_six_and_relic():
    # Meld Tools (1): Franklin first draws and melds a 2 (Construction, a new red). Tools
    # then covers Franklin (6): a dig of a 6, and Ching Shih (the 6 relic, a Figure: its
    # set is in play) may be seized, into the hand or the achievements.
    game = make(
        [
            {"name": "Alice", "hand": ["Tools"], "board": {"blue": ["Benjamin Franklin"]}},
            {"name": "Bob", "achievements": ["Sailing"]},
        ],
        options={"relics": True},
        supply={"base": {"2": ["Construction"]}, "artifacts": {"6": ["Puffing Billy"]}},
    )
    act(game, "meld Tools")
    assert display(game, "Alice") == ["Puffing Billy"]
    d = game.pending
    assert (d.player, d.kind) == ("Alice", "yes_no")
    act(game, "yes")
    assert opts(game, "Alice", "choose_option") == ["achievements", "hand"]
    act(game, "hand")
    at_action(game)
    assert hand(game, "Alice") == ["Ching Shih"]
    assert stack(game, "Alice", "blue") == ["Tools", "Benjamin Franklin"]
    assert stack(game, "Alice", "red") == ["Construction"]
    assert achievements(game, "Alice") == [] and achievements(game, "Bob") == ["Sailing"]


def test_benjamin_franklin_options_displayed_card_covers_the_first_meld_and_digs_again():
    # The Meld action of the displayed Holmegaard Bows (red 1): Franklin first draws and
    # melds a 2, Construction, onto Archery. Bows covers Construction (2): a dig of a 2,
    # onto the display the meld has just emptied.
    game = make(
        [
            {
                "name": "Alice",
                "display": ["Holmegaard Bows"],
                "board": {"blue": ["Benjamin Franklin"], "red": ["Archery"]},
            },
            {"name": "Bob"},
        ],
        supply={
            "base": {"2": ["Construction"]},
            "artifacts": {"1": ["Sibidu Needle"], "2": ["Holy Grail"]},
        },
    )
    assert opts(game, "Alice", "action") == [
        "dogma Archery",
        "dogma Benjamin Franklin",
        "draw",
        "meld Holmegaard Bows",
    ]
    act(game, "meld Holmegaard Bows")
    at_action(game)
    assert stack(game, "Alice", "red") == ["Holmegaard Bows", "Construction", "Archery"]
    assert display(game, "Alice") == ["Holy Grail"]
    assert supply(game, "artifacts", 1)[0] == "Sibidu Needle"


def test_leonardo_da_vinci_options_displayed_yellow_first_melds_the_hand_then_digs():
    # The Meld action of the displayed Lurgan Canoe (yellow 1): Leonardo first melds every
    # non-yellow, non-purple card of the hand (the two reds in the order asked, Tools),
    # not Agriculture or Mysticism; Lurgan Canoe then covers Leonardo (4): a dig of a 4.
    game = make(
        [
            {
                "name": "Alice",
                "display": ["Lurgan Canoe"],
                "hand": ["Oars", "Archery", "Mysticism", "Agriculture", "Tools"],
                "board": {"yellow": ["Leonardo Da Vinci"]},
            },
            {"name": "Bob"},
        ],
        supply={"artifacts": {"4": ["Mona Lisa"]}},
    )
    act(game, "meld Lurgan Canoe")
    assert opts(game, "Alice", "choose_card") == ["Archery", "Oars"]
    act(game, "Oars")
    at_action(game)
    assert stack(game, "Alice", "red") == ["Archery", "Oars"]
    assert stack(game, "Alice", "blue") == ["Tools"]
    assert stack(game, "Alice", "yellow") == ["Lurgan Canoe", "Leonardo Da Vinci"]
    assert hand(game, "Alice") == ["Agriculture", "Mysticism"]
    assert display(game, "Alice") == ["Mona Lisa"]


# ------------------------------------------------------------------ the display


def test_taiichi_ohno_options_free_dogma_on_display_achieves_a_hand_card_of_its_icon():
    # The free Dogma action on the displayed Holy Grail (featured leaf): Taiichi Ohno first
    # achieves a card from the hand whose featured icon is a leaf: Agriculture, Pottery,
    # Leonardo (a figure); not Tools (lightbulb), not Atlantis (a city: leaves but no
    # featured icon). Then Holy Grail returns a card and claims an achievement of its value.
    game = make(
        [
            {
                "name": "Alice",
                "display": ["Holy Grail"],
                "hand": ["Agriculture", "Pottery", "Tools", "Atlantis", "Leonardo Da Vinci"],
                "board": {"green": ["Taiichi Ohno"]},
            },
            {"name": "Bob"},
        ],
        sets=("artifacts", "figures", "cities"),
        phase="start",
        achievements=["The Wheel", "Calendar"],
    )
    assert opts(game, "Alice", "choose_option") == ["dogma", "keep", "return"]
    act(game, "dogma")
    assert opts(game, "Alice", "choose_card") == ["Agriculture", "Leonardo Da Vinci", "Pottery"]
    act(game, "Leonardo Da Vinci")
    assert opts(game, "Alice", "choose_card") == ["Agriculture", "Atlantis", "Pottery", "Tools"]
    act(game, "Atlantis")
    at_action(game)
    assert game.to_position()["turn"]["actions"] == 2
    assert achievements(game, "Alice") == ["Leonardo Da Vinci", "The Wheel"]
    assert game.to_position()["achievements"] == ["Calendar"]
    assert hand(game, "Alice") == ["Agriculture", "Pottery", "Tools"]
    assert display(game, "Alice") == []
    assert supply(game, "artifacts", 2)[-1] == "Holy Grail"
    assert supply(game, "cities", 1)[-1] == "Atlantis"


def test_margaret_thatcher_options_free_dogma_on_display_scores_a_top_card_first():
    # "First score any top card with a crown or factory from anywhere": every such top
    # card of both boards, Thatcher herself included; not Pottery or Archery (neither
    # icon), not Gunpowder (covered), not the displayed Terracotta Army (on no board).
    # Scoring Bob's Translation first leaves him 4 crowns to Alice's 5 (Terracotta's 3
    # included): he is neither compelled nor sharing (his Calendar stays in hand).
    game = make(
        [
            {
                "name": "Alice",
                "display": ["Terracotta Army"],
                "hand": ["Writing"],
                "board": {
                    "red": ["Margaret Thatcher"],
                    "green": ["Sailing"],
                    "blue": ["Pottery"],
                },
            },
            {
                "name": "Bob",
                "hand": ["Calendar"],
                "board": {
                    "purple": ["City States"],
                    "green": ["Mapmaking"],
                    "blue": ["Translation"],
                    "red": ["Archery", "Gunpowder"],
                },
            },
        ],
        phase="start",
    )
    act(game, "dogma")
    assert opts(game, "Alice", "choose_card") == [
        "City States",
        "Mapmaking",
        "Margaret Thatcher",
        "Sailing",
        "Translation",
    ]
    act(game, "Translation")
    at_action(game)
    assert score(game, "Alice") == ["Translation", "Writing"]
    assert hand(game, "Bob") == ["Calendar"]
    assert stack(game, "Bob", "blue") == []
    assert stack(game, "Bob", "purple") == ["City States"]
    assert hand(game, "Alice") == []
    assert display(game, "Alice") == []
    assert supply(game, "artifacts", 2)[-1] == "Terracotta Army"


def test_muhammad_yunus_options_opponent_returns_then_is_compelled_and_shares():
    # Alice's free Dogma action on the displayed Holmegaard Bows (leaf; Alice 5, Bob 0):
    # Bob's Yunus first lets him return a card (None declines). He returns Pottery: sole
    # majority in leaves, so he is compelled (his highest top cards with a castle tie:
    # he chooses) and shares "Draw a 2"; Alice draws a figure for the sharing bonus.
    game = make(
        [
            {
                "name": "Alice",
                "display": ["Holmegaard Bows"],
                "board": {"yellow": ["Agriculture"]},
            },
            {
                "name": "Bob",
                "hand": ["Oars", "Pottery"],
                "board": {
                    "green": ["Muhammad Yunus"],
                    "red": ["Archery"],
                    "blue": ["Tools"],
                },
            },
        ],
        phase="start",
        supply={"base": {"2": ["Calendar", "Mathematics"]}, "figures": {"1": ["Huang Di"]}},
    )
    act(game, "dogma")
    assert opts(game, "Bob", "choose_card") == [None, "Oars", "Pottery"]
    act(game, "Pottery")
    assert opts(game, "Bob", "choose_card") == ["Archery", "Tools"]
    act(game, "Tools")
    at_action(game)
    assert hand(game, "Bob") == ["Calendar", "Oars"]
    assert hand(game, "Alice") == ["Huang Di", "Mathematics", "Tools"]
    assert stack(game, "Bob", "blue") == []
    assert supply(game, "base", 1)[-1] == "Pottery"
    assert display(game, "Alice") == []


def test_napoleon_bonaparte_options_display_return_of_a_factory_card_is_not_answered():
    # Returning the displayed Kilogram of the Archives (factories) at the start of the turn:
    # "A card on display ... cannot be affected at all by any effects", so Napoleon's
    # "instead tuck it and score a top 6" does not act: it goes back to its pile.
    game = make(
        [
            {
                "name": "Alice",
                "display": ["Kilogram of the Archives"],
                "board": {"red": ["Napoleon Bonaparte"]},
            },
            {"name": "Bob", "board": {"green": ["Metric System"], "blue": ["Atomic Theory"]}},
        ],
        phase="start",
    )
    assert opts(game, "Alice", "choose_option") == ["dogma", "keep", "return"]
    act(game, "return")
    # "cannot be affected at all by any effects": Napoleon's karma does not answer the
    # display's return (rulings)
    at_action(game)
    assert display(game, "Alice") == []
    assert supply(game, "artifacts", 6)[-1] == "Kilogram of the Archives"
    assert stack(game, "Alice", "blue") == []
    assert score(game, "Alice") == []
    assert stack(game, "Bob", "green") == ["Metric System"]


# ------------------------------------------------------------------ relics and claims


def test_charles_darwin_options_seized_relic_is_no_claim_but_counts_for_his_win():
    # Gunpowder covers Colonialism (4): a dig of a 4, and Complex Numbers may be seized.
    # Seizing is a transfer, not a claim: neither Darwin (Alice's) nor Shivaji (Bob's)
    # answers it. Then the Achieve action: both "would claim" karmas trigger, Alice
    # chooses; Darwin's: nobody else has as many achievements (the relic counts): she wins.
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Gunpowder"],
                "board": {"blue": ["Charles Darwin"], "red": ["Colonialism"]},
            },
            {"name": "Bob", "board": {"red": ["Shivaji"]}},
        ],
        options={"relics": True},
        achievements=["Agriculture"],
        supply={"artifacts": {"4": ["Mona Lisa"]}},
    )
    act(game, "meld Gunpowder")
    assert (game.pending.player, game.pending.kind) == ("Alice", "yes_no")
    act(game, "yes")
    assert opts(game, "Alice", "choose_option") == ["achievements", "hand"]
    act(game, "achievements")
    at_action(game)
    assert game.result is None
    assert achievements(game, "Alice") == ["Complex Numbers"]
    assert achievements(game, "Bob") == []
    assert opts(game, "Alice", "action") == [
        "achieve 1",
        "dogma Charles Darwin",
        "dogma Gunpowder",
        "draw",
        "meld Mona Lisa",
    ]
    act(game, "achieve 1")
    assert opts(game, "Alice", "choose_option") == [
        "Charles Darwin (karma 2)",
        "Shivaji (karma 2)",
    ]
    act(game, "Charles Darwin (karma 2)")
    assert game.pending is None
    assert game.result["winners"] == ["Alice"]
    assert game.to_position()["achievements"] == ["Agriculture"]


def test_cai_lun_options_relic_seized_from_shivajis_owner_no_foreshadow_no_claim():
    # The relic Complex Numbers is in Bob's achievements: Alice may seize it. A transfer:
    # Alice's Cai Lun does not first draw and foreshadow a 3, Bob's Shivaji does not take
    # it first. Into the hand, it leaves Bob's achievements.
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Gunpowder"],
                "board": {"yellow": ["Cai Lun"], "red": ["Colonialism"]},
            },
            {
                "name": "Bob",
                "board": {"red": ["Shivaji"]},
                "achievements": ["Complex Numbers", "Tools"],
            },
        ],
        options={"relics": True},
        supply={"artifacts": {"4": ["Mona Lisa"]}, "base": {"3": ["Optics"]}},
    )
    act(game, "meld Gunpowder")
    assert (game.pending.player, game.pending.kind) == ("Alice", "yes_no")
    act(game, "yes")
    assert opts(game, "Alice", "choose_option") == ["achievements", "hand"]
    act(game, "achievements")
    at_action(game)
    assert achievements(game, "Alice") == ["Complex Numbers"]
    assert achievements(game, "Bob") == ["Tools"]
    assert forecast(game, "Alice") == []
    assert supply(game, "base", 3)[0] == "Optics"


# ------------------------------------------------------------------ Endorse


def test_margaret_thatcher_options_endorse_pays_first_then_scores_any_top_card():
    # Endorse Writing with Babylon (the only city: not asked): the payment (a card of value
    # 1 or less: Domestication or Pottery, not Mathematics) is tucked first, a cost of the
    # action; then, as the Dogma action begins, Thatcher scores a top card with a crown or
    # factory: Domestication (tucked onto a new yellow: a top card), Writing itself,
    # Babylon, Thatcher, Bob's City States; not Archery. Writing scored still runs twice.
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Domestication", "Pottery", "Mathematics"],
                "board": {
                    "red": ["Margaret Thatcher"],
                    "blue": ["Writing"],
                    "green": ["Babylon"],
                },
            },
            {"name": "Bob", "board": {"purple": ["City States"], "red": ["Archery"]}},
        ],
        sets=("artifacts", "figures", "cities"),
        supply={"base": {"2": ["Calendar", "Canal Building"]}},
    )
    assert "endorse Writing" in opts(game, "Alice", "action")
    act(game, "endorse Writing")
    assert opts(game, "Alice", "choose_card") == ["Domestication", "Pottery"]
    act(game, "Domestication")
    assert stack(game, "Alice", "yellow") == ["Domestication"]
    assert opts(game, "Alice", "choose_card") == [
        "Babylon",
        "City States",
        "Domestication",
        "Margaret Thatcher",
        "Writing",
    ]
    act(game, "Writing")
    at_action(game)
    assert score(game, "Alice") == ["Writing"]
    assert hand(game, "Alice") == ["Calendar", "Canal Building", "Mathematics", "Pottery"]
    assert stack(game, "Alice", "blue") == []
    assert stack(game, "Alice", "yellow") == ["Domestication"]
    assert stack(game, "Bob", "purple") == ["City States"] and hand(game, "Bob") == []


def test_taiichi_ohno_options_endorse_payment_leaves_the_hand_before_the_achieve():
    # Endorse Writing (lightbulb) with Athens: pay Tools (value 1; Agriculture could pay
    # too). Then Taiichi achieves a hand card featuring a lightbulb: Mathematics or
    # Philosophy (Tools is tucked already; Agriculture features a leaf).
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Tools", "Agriculture", "Mathematics", "Philosophy"],
                "board": {"green": ["Taiichi Ohno"], "red": ["Athens"], "blue": ["Writing"]},
            },
            {"name": "Bob"},
        ],
        sets=("artifacts", "figures", "cities"),
        supply={"base": {"2": ["Calendar", "Canal Building"]}},
    )
    act(game, "endorse Writing")
    assert opts(game, "Alice", "choose_card") == ["Agriculture", "Tools"]
    act(game, "Tools")
    assert opts(game, "Alice", "choose_card") == ["Mathematics", "Philosophy"]
    act(game, "Philosophy")
    at_action(game)
    assert achievements(game, "Alice") == ["Philosophy"]
    assert stack(game, "Alice", "blue") == ["Writing", "Tools"]
    assert hand(game, "Alice") == ["Agriculture", "Calendar", "Canal Building", "Mathematics"]


def test_muhammad_yunus_options_endorse_opponent_returns_after_the_payment_and_shares_once():
    # Alice endorses Writing with Athens (her only card of value 1 or less pays: not
    # asked). Bob's Yunus: he may return a card (None declines); returning Oars gives him
    # the sole majority in lightbulbs: he executes "Draw a 2" once, Alice twice, and she
    # draws a figure (of her highest top card's value) for the sharing bonus.
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Tools", "Mathematics"],
                "board": {"red": ["Athens"], "blue": ["Writing"]},
            },
            {
                "name": "Bob",
                "hand": ["Oars", "Sailing"],
                "board": {"green": ["Muhammad Yunus"]},
            },
        ],
        sets=("artifacts", "figures", "cities"),
        supply={
            "base": {"2": ["Calendar", "Canal Building", "Fermenting"]},
            "figures": {"1": ["Huang Di"]},
        },
    )
    act(game, "endorse Writing")
    assert stack(game, "Alice", "blue") == ["Writing", "Tools"]
    assert opts(game, "Bob", "choose_card") == [None, "Oars", "Sailing"]
    act(game, "Oars")
    at_action(game)
    assert hand(game, "Bob") == ["Calendar", "Sailing"]
    assert hand(game, "Alice") == ["Canal Building", "Fermenting", "Huang Di", "Mathematics"]
    assert supply(game, "base", 1)[-1] == "Oars"


def test_alexander_the_great_options_endorse_city_still_needs_the_featured_icon():
    # Alexander replaces the featured icon by the scores for the Dogma action, not the
    # Endorse cost: only Babylon (lightbulbs) can endorse Writing, not Damascus (no
    # lightbulb), so with Tools the only payment nothing is asked. Bob (no lightbulb, score
    # 2 as Alice's bonus 2) shares: he draws once, Alice twice and a figure (value 2).
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Tools"],
                "board": {
                    "red": ["Alexander the Great"],
                    "blue": ["Writing"],
                    "green": ["Babylon"],
                    "yellow": ["Damascus"],
                },
            },
            {"name": "Bob", "score": ["Oars", "Archery"]},
        ],
        sets=("artifacts", "figures", "cities"),
        supply={
            "base": {"2": ["Calendar", "Canal Building", "Fermenting"]},
            "figures": {"2": ["Archimedes"]},
        },
    )
    assert [o for o in opts(game, "Alice", "action") if o.startswith("endorse")] == [
        "endorse Writing"
    ]
    act(game, "endorse Writing")
    at_action(game)
    assert stack(game, "Alice", "blue") == ["Writing", "Tools"]
    assert hand(game, "Bob") == ["Calendar"]
    assert hand(game, "Alice") == ["Archimedes", "Canal Building", "Fermenting"]


# ------------------------------------------------------------------ cities melded


def test_benjamin_franklin_options_city_meld_action_after_his_meld_legend_dig_relic():
    # Meld Delhi (red city 3, left arrow): Franklin first draws and melds a 4, Gunpowder,
    # onto red (splayed left). Delhi then goes onto red already splayed left: Legend (its
    # arrow changes nothing); it covers Gunpowder (4): a dig of a 4, then the relic
    # question (declined: Complex Numbers stays beside its pile).
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Delhi"],
                "board": {
                    "blue": ["Benjamin Franklin"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                },
            },
            {"name": "Bob"},
        ],
        sets=("artifacts", "figures", "cities"),
        special=["Legend", "Repute", "Fame"],
        options={"relics": True},
        supply={"base": {"4": ["Gunpowder"]}, "artifacts": {"4": ["Mona Lisa"]}},
    )
    act(game, "meld Delhi")
    assert (game.pending.player, game.pending.kind) == ("Alice", "yes_no")
    assert display(game, "Alice") == ["Mona Lisa"]
    act(game, "no")
    at_action(game)
    assert stack(game, "Alice", "red") == ["Delhi", "Gunpowder", "Archery", "Oars"]
    assert splay(game, "Alice", "red") == "left"
    assert achievements(game, "Alice") == ["Legend"]
    assert hand(game, "Alice") == []
    assert "Complex Numbers" in game.to_position()["relics"]


def test_homer_options_free_dogma_on_display_hand_figure_tucked_then_new_top_card():
    # Kilogram of the Archives from the display: "Return a card from your hand": Daedalus
    # or Tools; Homer tucks the figure instead (onto a new blue: a top card). "Return a
    # top card from your board": Archery, Daedalus, Homer (not Kilogram, on display).
    # One card returned: no 10. The artifact is returned at the end (no figure: no tuck).
    game = make(
        [
            {
                "name": "Alice",
                "display": ["Kilogram of the Archives"],
                "hand": ["Daedalus", "Tools"],
                "board": {"purple": ["Homer"], "red": ["Archery"]},
            },
            {"name": "Bob"},
        ],
        phase="start",
    )
    act(game, "dogma")
    assert opts(game, "Alice", "choose_card") == ["Daedalus", "Tools"]
    act(game, "Daedalus")
    assert stack(game, "Alice", "blue") == ["Daedalus"]
    assert opts(game, "Alice", "choose_card") == ["Archery", "Daedalus", "Homer"]
    act(game, "Homer")
    at_action(game)
    assert stack(game, "Alice", "blue") == ["Daedalus"]
    assert stack(game, "Alice", "purple") == [] and stack(game, "Alice", "red") == ["Archery"]
    assert supply(game, "figures", 1)[-1] == "Homer"
    assert hand(game, "Alice") == ["Tools"] and score(game, "Alice") == []
    assert display(game, "Alice") == []
    assert supply(game, "artifacts", 6)[-1] == "Kilogram of the Archives"


def test_augustus_caesar_options_revealed_blue_card_is_melded_and_digs():
    # Bob's Augustus reveals Alice's Tools (value 1 < 4, a castle) but it is blue: the
    # meld goes on, Tools covers Writing (1): a dig of a 1; Bob's forecast stays.
    game = make(
        [
            {"name": "Alice", "hand": ["Tools"], "board": {"blue": ["Writing"]}},
            {
                "name": "Bob",
                "board": {"green": ["Augustus Caesar"]},
                "forecast": ["Calendar"],
            },
        ],
        supply={"artifacts": {"1": ["Sibidu Needle"]}},
    )
    act(game, "meld Tools")
    at_action(game)
    assert stack(game, "Alice", "blue") == ["Tools", "Writing"]
    assert display(game, "Alice") == ["Sibidu Needle"]
    assert forecast(game, "Bob") == ["Calendar"]
    assert stack(game, "Bob", "green") == ["Augustus Caesar"]
