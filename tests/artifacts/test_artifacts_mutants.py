"""Scenario tests from a mutation audit of the Artifacts cards' code: each kills a mutant
that survived the other tests, and asserts what the printed text (cards.json) and the rules
require.

The "{1}" draws: a draw of value 0 or less draws a 1 (rulings.md), so a mutant drawing a
"{0}" is only told apart when the printed value is increased: Archimedes ("If you would
take a Dogma action, first increase every {age} value in each echo and dogma effect by
one") makes each printed {1} a 2.
"""

from helpers import (
    achievements,
    act,
    artifacts,
    available,
    board,
    expect,
    hand,
    removed,
    score_pile,
    setup,
    splay,
    supply,
    table,
    texts,
)


def _with_figures(players: dict, **rest):
    """Artifacts and Figures (for Archimedes), no standard achievements unless given."""
    rest.setdefault("achievements", [])
    return setup(players, expansions=["artifacts", "figures"], **rest)


# -- Sibidu Needle (age 1) ------------------------------------------------------------------
# Draw and reveal a {1}. If you have a top card of matching color and value to the drawn
# card, score the drawn card and repeat this effect.


def test_sibidu_needle_draw_is_increased_by_archimedes():
    # Sibidu Needle is blue, as Archimedes: Gujin Tushu Jinsheng executes Bob's Sibidu
    # Needle during Alice's Dogma action.  A {1} + 1: Calendar, a blue 2 like Archimedes,
    # is scored; the repeat draws Fermenting (a yellow 2; Gujin is a 5): the effect ends.
    game = _with_figures(
        {
            "Alice": {"board": {"blue": ["Archimedes"], "yellow": ["Gujin Tushu Jinsheng"]}},
            "Bob": {"board": {"blue": ["Sibidu Needle"]}},
        },
        supply={"base": {"1": ["Sailing"], "2": ["Calendar", "Fermenting"]}},
    )
    act(game, "dogma Gujin Tushu Jinsheng")
    assert score_pile(game, "Alice") == ["Calendar"]
    assert hand(game, "Alice") == ["Fermenting"]
    assert supply(game, 1)[0] == "Sailing"


# -- Xianrendong Shards (age 1) -------------------------------------------------------------
# Reveal three cards from your hand. Score two, then tuck the other. If the scored cards
# were the same color, draw three {1}s.


def test_xianrendong_shards_three_draws_are_increased_by_archimedes():
    game = _with_figures(
        {
            "Alice": {
                "board": {"yellow": ["Xianrendong Shards"], "blue": ["Archimedes"]},
                "hand": ["Oars", "Archery", "Sailing"],
            },
            "Bob": {},
        },
        supply={
            "base": {
                "1": ["Pottery", "Tools", "Clothing"],
                "2": ["Calendar", "Fermenting", "Mapmaking"],
            }
        },
    )
    act(game, "dogma Xianrendong Shards")
    act(game, ["Oars", "Archery"])
    assert score_pile(game, "Alice") == ["Archery", "Oars"]
    assert hand(game, "Alice") == ["Calendar", "Fermenting", "Mapmaking"]
    assert supply(game, 1)[:3] == ["Pottery", "Tools", "Clothing"]


# -- Mask of Warka (age 1) ------------------------------------------------------------------
# Choose a color. Each player reveals all cards of that color from their hand. If you are
# the only player to reveal cards, return them and claim all achievements of value matching
# those cards, ignoring eligibility.


def test_mask_of_warka_purple_can_be_chosen():
    game = artifacts(
        {
            "Alice": {"board": {"purple": ["Mask of Warka"]}, "hand": ["Mysticism", "Oars"]},
            "Bob": {"hand": ["Tools"]},
        },
        achievements=["Agriculture", "Calendar"],
    )
    act(game, "dogma Mask of Warka")
    d = expect(game, "Alice", "choose_color")
    assert "purple" in map(str, d.options)
    act(game, "purple")
    assert "Alice reveals Mysticism." in texts(game)
    assert hand(game, "Alice") == ["Oars"]
    assert achievements(game, "Alice") == ["Agriculture"]
    assert available(game) == ["Calendar"]


# -- Tale of the Shipwrecked Sailor (age 1) -------------------------------------------------
# Choose a color. Draw a {1}. Meld a card of the chosen color from your hand. If you do,
# splay that color left.


def test_tale_of_the_shipwrecked_sailor_purple_can_be_chosen():
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Tale of the Shipwrecked Sailor"]},
                "hand": ["Code of Laws"],
            },
            "Bob": {},
        },
        supply={"base": {"1": ["Archery"]}},
    )
    act(game, "dogma Tale of the Shipwrecked Sailor")
    d = expect(game, "Alice", "choose_color")
    assert "purple" in map(str, d.options)
    act(game, "purple")
    if game.pending is not None and game.pending.kind == "choose_card":
        act(game, "Code of Laws")
    assert board(game, "Alice", "purple") == ["Code of Laws", "Tale of the Shipwrecked Sailor"]
    assert splay(game, "Alice", "purple") == "left"
    assert hand(game, "Alice") == ["Archery"]


def test_tale_of_the_shipwrecked_sailor_draw_is_increased_by_archimedes():
    game = _with_figures(
        {
            "Alice": {
                "board": {"purple": ["Tale of the Shipwrecked Sailor"], "blue": ["Archimedes"]},
            },
            "Bob": {},
        },
        supply={"base": {"1": ["Archery"], "2": ["Fermenting"]}},
    )
    act(game, "dogma Tale of the Shipwrecked Sailor", "red")
    assert hand(game, "Alice") == ["Fermenting"]
    assert supply(game, 1)[0] == "Archery"


# -- Dead Sea Scrolls (age 2) ---------------------------------------------------------------
# Draw an Artifact of value equal to the value of your highest top card. Junk the Artifact
# deck of that value


def test_dead_sea_scrolls_on_display_with_a_1_on_top_junks_the_artifact_1_deck():
    game = artifacts(
        {"Alice": {"display": ["Dead Sea Scrolls"], "board": {"red": ["Archery"]}}, "Bob": {}},
        phase="start",
        supply={"artifacts": {"1": ["Sibidu Needle"]}},
    )
    act(game, "dogma")
    assert hand(game, "Alice") == ["Sibidu Needle"]
    assert supply(game, 1, "artifacts") == []
    assert "Priest-King" in removed(game)
    assert supply(game, 2, "artifacts")[-1] == "Dead Sea Scrolls"  # returned after it


def test_dead_sea_scrolls_with_a_10_on_top_junks_the_artifact_10_deck():
    game = artifacts(
        {
            "Alice": {"board": {"purple": ["Dead Sea Scrolls"], "blue": ["Software"]}},
            "Bob": {},
        },
    )
    pile = supply(game, 10, "artifacts")
    act(game, "dogma Dead Sea Scrolls")
    assert hand(game, "Alice") == [pile[0]]
    assert supply(game, 10, "artifacts") == []
    assert sorted(removed(game)) == sorted(pile[1:])


# -- Chronicle of Zuo (age 2) ---------------------------------------------------------------
# If you have the least {castle}, draw a {2}. If you have the least {crown}, draw a {3}. If
# you have the least {lightbulb}, draw a {4}.


def test_chronicle_of_zuo_the_least_lightbulbs_draws_a_4():
    # Alice: 0 castles, 1 crown, 2 lightbulbs; Bob (Writing, Paper): 0 castles, 2 crowns,
    # 4 lightbulbs (he shares, and has the least of nothing).
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Chronicle of Zuo"]}},
            "Bob": {"board": {"blue": ["Writing"], "green": ["Paper"]}},
        },
        supply={"base": {"2": ["Calendar"], "3": ["Optics", "Engineering"], "4": ["Gunpowder"]}},
    )
    act(game, "dogma Chronicle of Zuo")
    assert hand(game, "Bob") == []
    assert hand(game, "Alice") == ["Gunpowder", "Optics"]


# -- Charter of Liberties (age 3) -----------------------------------------------------------
# Tuck a card from your hand. If you do, splay left its color, then choose a splayed color
# on any player's board. Execute all of that color's top card's non-demand effects, without
# sharing.


def test_charter_of_liberties_an_unsplayed_stack_is_not_offered():
    # Bob's green stack has two cards but is not splayed: Alice's yellow is the only
    # splayed colour (no question).
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Charter of Liberties"], "yellow": ["Domestication"]},
                "hand": ["Agriculture", "Pottery"],
            },
            "Bob": {"board": {"green": ["Sailing", "The Wheel"]}},
        },
        supply={"base": {"1": ["Clothing"]}},
    )
    act(game, "dogma Charter of Liberties", "Agriculture")
    assert "Alice executes the non-demand effects of Domestication." in texts(game)
    assert table(game)["Alice"] == {
        "board": {
            "blue": ["Pottery", "Charter of Liberties"],
            "yellow": (["Domestication", "Agriculture"], "left"),
        },
        "hand": ["Clothing"],
        "tucked": 1,
    }


# -- Hunt-Lenox Globe (age 4) ---------------------------------------------------------------
# If you have fewer than four cards in your hand, return all non-green top cards from your
# board. Draw a {5} for each card returned. Meld a card from hand.


def test_hunt_lenox_globe_three_cards_in_hand_is_fewer_than_four():
    game = artifacts(
        {
            "Alice": {
                "board": {"green": ["Hunt-Lenox Globe"], "red": ["Oars"]},
                "hand": ["Agriculture", "Pottery", "Tools"],
            },
            "Bob": {},
        },
        supply={"base": {"5": ["Coal"]}},
    )
    act(game, "dogma Hunt-Lenox Globe")
    expect(game, "Alice", "choose_card", ["Agriculture", "Coal", "Pottery", "Tools"])
    act(game, "Coal")
    assert table(game)["Alice"] == {
        "board": {"green": ["Hunt-Lenox Globe"], "red": ["Coal"]},
        "hand": ["Agriculture", "Pottery", "Tools"],
    }
    assert supply(game, 1)[-1] == "Oars"


# -- Mona Lisa (age 4) ----------------------------------------------------------------------
# Choose a number and a color. Draw five {4}, then reveal your hand. If you have exactly
# that many cards of that color, score them, and splay right your cards of that color.
# Otherwise, return all cards from your hand.


def test_mona_lisa_purple_can_be_chosen():
    game = artifacts(
        {"Alice": {"board": {"yellow": ["Mona Lisa"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={
            "base": {"4": ["Experimentation", "Gunpowder", "Navigation", "Anatomy", "Enterprise"]}
        },
    )
    act(game, "dogma Mona Lisa", 0)
    d = expect(game, "Alice", "choose_color")
    assert "purple" in map(str, d.options)


# -- The Wealth of Nations (age 6) ----------------------------------------------------------
# Draw and score a {1}. Add up the values of all the cards in your score pile, divide by
# five, and round up. Draw and score a card of value equal to the result.


def test_the_wealth_of_nations_first_draw_is_increased_by_archimedes():
    # A {1} + 1: Calendar (2) is scored; 2 / 5 rounded up is 1 (a computed value, not a
    # printed one): Sailing.
    game = _with_figures(
        {
            "Alice": {"board": {"green": ["The Wealth of Nations"], "blue": ["Archimedes"]}},
            "Bob": {},
        },
        supply={"base": {"1": ["Sailing", "Oars"], "2": ["Calendar"]}},
    )
    act(game, "dogma The Wealth of Nations")
    assert score_pile(game, "Alice") == ["Calendar", "Sailing"]
    assert supply(game, 1)[0] == "Oars"


# -- Pride and Prejudice (age 6) ------------------------------------------------------------
# Draw and meld a {6}. If the drawn card's color is the color with the fewest (or tied)
# number of visible cards on your board, score the melded card, and repeat this effect.


def test_pride_and_prejudice_a_missing_purple_has_the_fewest_visible_cards():
    # Four colours show one card each; purple, absent, shows 0: the red 6 melded (1
    # visible card) is not the fewest.
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "yellow": ["Pride and Prejudice"],
                    "blue": ["Tools"],
                    "red": ["Oars"],
                    "green": ["Sailing"],
                }
            },
            "Bob": {},
        },
        supply={"6": ["Machine Tools", "Canning"]},
    )
    act(game, "dogma Pride and Prejudice")
    assert board(game, "Alice", "red") == ["Machine Tools", "Oars"]
    assert score_pile(game, "Alice") == []
    assert supply(game, 6)[0] == "Canning"


# -- Earhart's Lockheed Electra 10E (age 8) -------------------------------------------------
# For each value below nine, return a top card of that value from your board, in descending
# order. If you return eight cards, you win. Otherwise, claim an achievement, ignoring
# eligibility.


def test_earharts_lockheed_electra_10e_a_top_9_is_not_returned():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Earhart's Lockheed Electra 10E"], "red": ["Composites"]}},
            "Bob": {},
        },
    )
    act(game, "dogma Earhart's Lockheed Electra 10E")
    # The 8 (Earhart's itself) is returned; Composites, a 9, is not below nine.
    assert table(game)["Alice"] == {"board": {"red": ["Composites"]}}
    assert supply(game, 8, "artifacts")[-1] == "Earhart's Lockheed Electra 10E"
    assert game.result is None


# -- Seikan Tunnel (age 10) -----------------------------------------------------------------
# If you have the most cards of a color showing on your board out of all colors on all
# boards, you win.


def test_seikan_tunnel_on_display_with_every_board_empty_does_not_win():
    # No colour on any board: Alice has no colour showing the most cards.
    game = artifacts({"Alice": {"display": ["Seikan Tunnel"]}, "Bob": {}}, phase="start")
    act(game, "dogma")
    assert game.result is None
    expect(game, "Alice", "action")


def test_seikan_tunnel_one_card_showing_against_empty_boards_wins():
    game = artifacts({"Alice": {"board": {"green": ["Seikan Tunnel"]}}, "Bob": {}})
    act(game, "dogma Seikan Tunnel")
    assert game.result.winners == ["Alice"]


# -- Dolly the Sheep (age 10) ---------------------------------------------------------------
# You may score your bottom yellow card. You may draw and tuck a {1}. If your bottom yellow
# card is Domestication, you win. Otherwise, meld the highest card in your hand, then draw a
# {10}.


def test_dolly_the_sheep_draw_and_tuck_is_increased_by_archimedes():
    game = _with_figures(
        {"Alice": {"board": {"yellow": ["Dolly the Sheep"], "blue": ["Archimedes"]}}, "Bob": {}},
        supply={"base": {"1": ["Domestication"], "2": ["Calendar"]}},
    )
    act(game, "dogma Dolly the Sheep")
    act(game, "no")  # (the bottom yellow card is Dolly the Sheep itself)
    d = expect(game, "Alice", "yes_no")
    assert "tuck a 2" in d.prompt
    act(game, "yes")
    assert board(game, "Alice", "blue") == ["Archimedes", "Calendar"]
    assert supply(game, 1)[0] == "Domestication"


# -- Roundhay Garden Scene (age 7) ----------------------------------------------------------
# Meld the highest card from your score pile. Draw and score two cards of value equal to
# the melded card. Execute the effects of the melded card as if they were on this card. Do
# not share them.


def test_roundhay_garden_scene_melds_the_highest_not_the_lowest():
    # Calendar (2) is melded, not The Wheel (1); two 2s scored; Calendar: 3 cards in the
    # score pile, none in hand: draw two 3s.
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Roundhay Garden Scene"]},
                "score": ["The Wheel", "Calendar"],
            },
            "Bob": {},
        },
        supply={
            "1": ["Oars", "Sailing"],
            "2": ["Fermenting", "Mapmaking"],
            "3": ["Optics", "Engineering"],
        },
    )
    act(game, "dogma Roundhay Garden Scene")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Roundhay Garden Scene"], "blue": ["Calendar"]},
        "hand": ["Engineering", "Optics"],
        "score": ["Fermenting", "Mapmaking", "The Wheel"],
        "scored": 2,
    }
