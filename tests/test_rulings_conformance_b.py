"""A conformance audit of docs/rulings.md, "Cities of Destiny" and "Artifacts of History".

Each test builds the situation one ruling describes and asserts the outcome the
ruling states (the ruling's sentence is quoted).  Rulings an existing test already
pins down have no test here.
"""

from __future__ import annotations

from helpers import (
    achievements,
    act,
    artifacts,
    board,
    cards_of,
    cities,
    display,
    expect,
    hand,
    icons,
    setup,
    splay,
    supply,
    texts,
)

import inno


def draws(game):
    return [(e["player"], e["card"]) for e in game.log if e["type"] == "draw"]


# == Cities of Destiny ========================================================================

# -- six icon slots ----------------------------------------------------------------------------


def test_an_effect_executing_a_citys_effects_executes_nothing():
    # "Cities have no featured icon ... and an effect that executes a city's effects
    # executes nothing."  Gujin Tushu Jinsheng: Bob's only top card is Athens.
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Gujin Tushu Jinsheng"]}},
            "Bob": {"board": {"red": ["Athens"]}},
        },
        expansions=["cities", "artifacts"],
    )
    before = game.to_position()["players"]
    act(game, "dogma Gujin Tushu Jinsheng")
    while game.pending.kind != "action":  # only Athens can be chosen, if asked at all
        expect(game, "Alice", "choose_card", ["Athens"])
        act(game, "Athens")
    after = game.to_position()["players"]
    for p, q in zip(before, after, strict=True):
        assert (p["board"], p.get("hand", []), p.get("score", [])) == (
            q["board"],
            q.get("hand", []),
            q.get("score", []),
        )


def test_timbuktu_is_a_city_in_hand_and_shares_the_city_layout():
    # "The relic Timbuktu shares the layout." and "Timbuktu a City": with Timbuktu in hand
    # no City is drawn for a new colour ("never drawn while the player has a city in
    # hand"); melded, its plus draws a 4, then the new colour draws a City (of value 3).
    position = {
        "Alice": {"board": {"blue": ["Calendar"]}, "hand": ["Oars", "Timbuktu"]},
        "Bob": {},
    }
    game = setup(
        position,
        expansions=["cities", "artifacts"],
        options={"relics": True},
        achievements=[],
        supply={"cities": {"2": ["Rome"], "3": ["Venice"]}, "base": {"4": ["Anatomy"]}},
    )
    act(game, "meld Oars")  # red is new, but Timbuktu is a city in hand
    assert hand(game, "Alice") == ["Timbuktu"]
    act(game, "meld Timbuktu")  # green is new
    assert board(game, "Alice", "green") == ["Timbuktu"]
    assert hand(game, "Alice") == ["Anatomy", "Venice"]
    assert draws(game)[-2:] == [("Alice", "Anatomy"), ("Alice", "Venice")]
    # Its six slots on top: a lightbulb, three crowns, a plus, a hex (Oars: one crown).
    assert icons(game, "Alice")["crown"] == 3 + 1


# -- drawing a City ---------------------------------------------------------------------------


def test_a_city_draw_skips_an_empty_age_to_a_city_of_the_next():
    # "an empty base pile skips to the next age as usual": age 2 has no base card left
    # (the rulebook: "that age is considered empty for all types of cards"), so the City
    # of value 2 is a City 3.
    game = cities(
        {"Alice": {"board": {"blue": ["Calendar"]}, "hand": ["Oars"]}, "Bob": {}},
        achievements=[],
        removed=[c for c in cards_of(2) if c != "Calendar"],
        supply={"cities": {"2": ["Rome"], "3": ["Venice"]}},
    )
    act(game, "meld Oars")
    assert hand(game, "Alice") == ["Venice"]


# -- splaying in a new direction --------------------------------------------------------------


def test_splaying_another_players_colour_draws_a_city_for_the_splayer():
    # "The player who splays draws, also when the board is another player's ("you
    # splay")."  Cyrus Cylinder: "Splay left a color on any player's board."  Only Bob's
    # red can be splayed; Alice draws a City of her highest top value (2).
    game = cities(
        {
            "Alice": {"board": {"purple": ["Cyrus Cylinder"]}},
            "Bob": {"board": {"red": ["Archery", "Oars"]}},
        },
        expansions=["cities", "artifacts"],
        achievements=[],
        supply={"cities": {"1": ["Athens"], "2": ["Rome"]}},
    )
    act(game, "dogma Cyrus Cylinder")
    while game.pending.kind != "action":
        d = game.pending
        assert d.player == "Alice", d.prompt
        act(game, next(o for o in d.options if "red" in str(o)))
    assert splay(game, "Bob", "red") == "left"
    assert hand(game, "Alice") == ["Rome"]
    assert hand(game, "Bob") == []


def test_unsplaying_draws_no_city():
    # "unsplaying draws nothing."  Necronomicon draws a green 3: "Unsplay all your stacks."
    game = cities(
        {
            "Alice": {
                "board": {
                    "purple": ["Necronomicon"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                }
            },
            "Bob": {},
        },
        expansions=["cities", "artifacts"],
        achievements=[],
        supply={"base": {"3": ["Compass"]}, "cities": {"3": ["Venice"]}},
    )
    act(game, "dogma Necronomicon")
    assert splay(game, "Alice", "red") == "none"
    assert hand(game, "Alice") == ["Compass"]


# -- special icons ----------------------------------------------------------------------------


def test_special_icons_act_in_slot_order_before_the_city_draw():
    # "Special icons act only for a Meld action, all of them, in slot order, as the 1st
    # after-meld step".  Munich (7, blue): a plus (bottom middle), then an arrow right
    # (top middle).  The plus draws an 8; the arrow splays blue right, which draws a
    # City 7 (the hand holds no city when that draw happens).
    game = cities(
        {"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Munich"]}, "Bob": {}},
        achievements=[],
        supply={"base": {"8": ["Quantum Theory"]}, "cities": {"7": ["Lyon"]}},
    )
    act(game, "meld Munich")
    assert splay(game, "Alice", "blue") == "right"
    assert draws(game) == [("Alice", "Quantum Theory"), ("Alice", "Lyon")]


def test_the_city_draw_for_a_new_colour_comes_after_the_citys_icon():
    # "(the city draw for a new colour is the 2nd)", and the city draw is "judged when
    # the draw would happen": Athens, the only city in hand, is melded (a new colour):
    # its plus draws a 2 first, then a City 1 (no city left in hand).
    game = cities(
        {"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Athens"]}, "Bob": {}},
        achievements=[],
        supply={"base": {"2": ["Calendar"]}, "cities": {"1": ["Troy"]}},
    )
    act(game, "meld Athens")
    assert draws(game) == [("Alice", "Calendar"), ("Alice", "Troy")]


def test_an_arrow_on_a_city_alone_does_nothing():
    # "An arrow on a stack that cannot be splayed (the city alone) ... does nothing":
    # Cordoba starts blue; the new colour draws one City, the arrow nothing.
    game = cities(
        {"Alice": {"board": {"red": ["Archery"]}, "hand": ["Cordoba"]}, "Bob": {}},
        achievements=[],
        supply={"cities": {"3": ["Venice", "Delhi"]}},
    )
    act(game, "meld Cordoba")
    assert splay(game, "Alice", "blue") == "none"
    assert hand(game, "Alice") == ["Venice"]


def test_search_draws_base_cards_even_when_the_echoes_rule_would_not():
    # "Search draws the X base cards ... with no expansion draw rule": Alice's hand holds
    # only base cards (the Echoes rule would draw an Echoes card), yet Troy's search
    # draws a base 1.
    game = cities(
        {"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Troy", "Tools"]}, "Bob": {}},
        expansions=["echoes", "cities"],
        achievements=[],
        supply={"base": {"1": ["Archery"]}, "echoes": {"1": ["Dice"]}},
    )
    act(game, "meld Troy")
    assert hand(game, "Alice") == ["Archery", "Tools"]  # Archery shows a castle: kept


def test_search_returns_the_cards_without_its_icon_together_in_the_players_order():
    # "the cards without the icon are returned together (the player orders them when it
    # matters)".  Sparta (2): search castle; Calendar and Philosophy show no castle.
    game = cities(
        {"Alice": {"board": {"red": ["Archery"]}, "hand": ["Sparta"]}, "Bob": {}},
        achievements=[],
        supply={"base": {"2": ["Calendar", "Philosophy"]}},
    )
    act(game, "meld Sparta")
    d = expect(game, "Alice")
    assert sorted(map(str, d.options)) == ["Calendar", "Philosophy"], d.prompt
    act(game, "Philosophy")
    assert hand(game, "Alice") == []
    assert supply(game, 2)[-2:] == ["Philosophy", "Calendar"]
    log = texts(game)
    # Both are revealed before either is returned.
    assert log.index("Alice reveals Philosophy.") < min(
        i for i, t in enumerate(log) if t.startswith("Alice returns")
    )


# -- Endorse ----------------------------------------------------------------------------------


def test_endorse_vulnerability_is_judged_after_the_payment_is_tucked():
    # "Sharing and vulnerability are judged after the payment is tucked".  Alice has 6
    # castles, Bob 6 (not vulnerable); Masonry, tucked under her yellow stack splayed up,
    # shows two more castles: Bob is vulnerable to Archery's demand.
    game = cities(
        {
            "Alice": {
                "board": {
                    "red": ["Archery"],
                    "yellow": {"cards": ["Uruk", "Agriculture"], "splay": "up"},
                },
                "hand": ["Masonry"],
            },
            "Bob": {"board": {"red": ["Construction"], "purple": ["Monotheism"]}},
        },
        supply={"base": {"1": ["Oars", "Pottery"]}},
    )
    assert icons(game, "Alice")["castle"] == icons(game, "Bob")["castle"] == 6
    act(game, "endorse Archery")  # Masonry is the only payment
    assert board(game, "Alice", "yellow") == ["Uruk", "Agriculture", "Masonry"]
    assert "Archery demand 1: demanded of Bob." in texts(game)
    assert hand(game, "Alice") == ["Oars", "Pottery"]


# -- special achievements ---------------------------------------------------------------------


def test_legend_is_claimed_for_a_city_melded_by_an_effect():
    # "Legend, Repute, Fame: claimed by a player who melds a city (by any means) with that
    # arrow onto a colour already splayed that way".  Domestication melds Cordoba
    # (arrow left) onto Alice's blue, splayed left.
    game = cities(
        {
            "Alice": {
                "board": {
                    "yellow": ["Domestication"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                },
                "hand": ["Cordoba"],
            },
            "Bob": {},
        },
        supply={"base": {"1": ["Oars"]}},
    )
    act(game, "dogma Domestication")
    assert board(game, "Alice", "blue")[0] == "Cordoba"
    assert "Legend" in achievements(game, "Alice")


def test_glory_is_claimed_for_a_city_with_a_flag_tucked_as_the_endorse_payment():
    # "Glory, Victory: claimed by a player who tucks a city with a flag (fountain), by any
    # means (the Endorse payment included)."  Archery endorsed with Tokyo (5, castles),
    # paid with Algiers (5, a flag).
    game = cities(
        {
            "Alice": {"board": {"red": ["Archery"], "purple": ["Tokyo"]}, "hand": ["Algiers"]},
            "Bob": {},
        },
        supply={"base": {"1": ["Oars", "Pottery"]}},
    )
    act(game, "endorse Archery")
    assert board(game, "Alice", "red") == ["Archery", "Algiers"]
    assert "Glory" in achievements(game, "Alice")


# == Artifacts of History =====================================================================

# -- dig --------------------------------------------------------------------------------------


def test_a_city_covering_a_lower_city_digs_their_hexagons_share_the_top_right():
    # "a city's hexagon is top right, where no other card has one": Barcelona (3) covers
    # Athens (1), a higher card, but both hexagons are top right: dig an artifact 1.
    game = artifacts(
        {"Alice": {"board": {"red": ["Athens"]}, "hand": ["Barcelona"]}, "Bob": {}},
        expansions=["cities", "artifacts"],
        supply={"artifacts": {"1": ["Priest-King"]}, "base": {"4": ["Anatomy"]}},
    )
    act(game, "meld Barcelona")
    assert display(game, "Alice") == ["Priest-King"]


def test_a_base_card_covering_a_lower_city_does_not_dig():
    # "a city's hexagon is top right, where no other card has one": Construction (2, hex
    # bottom left) covers Athens (1): no match, a higher card: no dig.
    game = artifacts(
        {"Alice": {"board": {"red": ["Athens"]}, "hand": ["Construction"]}, "Bob": {}},
        expansions=["cities", "artifacts"],
        supply={"artifacts": {"1": ["Priest-King"]}},
    )
    act(game, "meld Construction")
    assert display(game, "Alice") == []


def test_a_dig_past_age_10_digs_nothing_and_never_ends_the_game():
    # "there is no dig past age 10 (a dig never ends the game)": Bioengineering covers
    # Software (10, 10) with no base 10 left: the dig would skip to 11.
    game = artifacts(
        {"Alice": {"board": {"blue": ["Software"]}, "hand": ["Bioengineering"]}, "Bob": {}},
        removed=[c for c in cards_of(10) if c not in ("Software", "Bioengineering")],
    )
    act(game, "meld Bioengineering")
    assert display(game, "Alice") == []
    assert game.result is None
    assert supply(game, 10, "artifacts")  # the artifacts 10 are still there


# -- the display ------------------------------------------------------------------------------


def at_alices_turn(alice: dict, bob: dict, **rest):
    """A game where Bob ends his turn (a draw), so that Alice's turn starts."""
    game = artifacts({"Alice": alice, "Bob": bob}, turn="Bob", actions=1, **rest)
    act(game, "draw")
    return game


def test_a_displayed_card_asking_whether_it_is_on_your_board_finds_it_is_not():
    # "While on display a card is no part of any board or hand: effects never see it (a
    # displayed card's own effects asking whether it is a top card find it is not)."
    # Gujin Tushu Jinsheng: "If Gujin Tushu Jinsheng is on your board, choose ...".
    game = at_alices_turn(
        {"board": {"green": ["Sailing"]}, "display": ["Gujin Tushu Jinsheng"]},
        {"board": {"blue": ["Writing"]}},
        supply={"base": {"1": ["Oars"], "2": ["Calendar"]}},
    )
    act(game, "dogma")
    expect(game, "Alice", "action")  # nothing chosen, nothing executed
    assert hand(game, "Alice") == []
    assert board(game, "Bob", "blue") == ["Writing"]


# -- compel effects ---------------------------------------------------------------------------


def test_a_distant_opponent_is_compelled_only_with_twice_as_many_icons():
    # "Compel effects are executed by the opponents who would share (with five or more
    # players and the distant-player rule, a distant opponent needs twice as many)".
    # Holmegaard Bows (Alice: 2 leaves).  Bob (a neighbour) has 3: compelled.  Carol (two
    # seats away) has 3 < 4: not compelled.  Dave (two seats away) has 4: compelled.
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Holmegaard Bows"]}},
            "Bob": {"board": {"blue": ["Pottery"], "yellow": ["Masonry"]}},
            "Carol": {"board": {"yellow": ["Agriculture"], "red": ["Archery"]}},
            "Dave": {"board": {"green": ["Clothing"], "yellow": ["Fermenting"]}},
            "Eve": {},
        },
        supply={"base": {"2": ["Calendar", "Currency", "Mapmaking", "Mathematics"]}},
    )
    leaves = {p: icons(game, p)["leaf"] for p in ("Alice", "Bob", "Carol", "Dave")}
    assert leaves["Alice"] == 2 and leaves["Bob"] >= 2
    assert leaves["Carol"] == 3 and leaves["Dave"] >= 4, leaves
    act(game, "dogma Holmegaard Bows")
    assert "Holmegaard Bows compel 1: compelled of Bob, Dave." in texts(game)
    assert board(game, "Carol", "red") == ["Archery"]


# == Artifacts cards ==========================================================================


def test_treaty_of_kadesh_returns_a_top_card_with_a_compel_and_not_the_one_uncovered():
    # "Demand effects on a card include its compels (Treaty of Kadesh ...)" and "Top cards
    # 'from your board' taken all at once (Treaty of Kadesh ...): those on top when the
    # effect starts; a card uncovered meanwhile stays."  Bob's top Holmegaard Bows has
    # only a compel: returned; Archery, uncovered, stays (and Bob, sharing, scores it).
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Treaty of Kadesh"]}},  # 2 castles
            "Bob": {"board": {"red": ["Holmegaard Bows", "Archery"], "yellow": ["Masonry"]}},
        },
        supply={"base": {"1": ["Sailing"]}},
    )
    act(game, "dogma Treaty of Kadesh")
    assert supply(game, 1, "artifacts")[-1] == "Holmegaard Bows"
    assert board(game, "Bob", "yellow") == ["Masonry"]
    # The second effect, shared: Archery (red, a demand) is now Bob's top red card.
    assert board(game, "Bob", "red") == []
    assert "Archery" in next(
        p["score"] for p in game.to_position()["players"] if p["name"] == "Bob"
    )


def test_basur_hoyuk_tokens_compares_titles_ignoring_case():
    # "'before it in the alphabet' compares titles by their letters and digits, ignoring
    # case".  Anatomy (yellow 4) is drawn; Alice's top yellow card is ATM: "anatomy" comes
    # before "atm" (a comparison by character codes would put "ATM" first).
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Basur Hoyuk Tokens"], "yellow": ["ATM"]},
                "score": ["Tools"],
            },
            "Bob": {},
        },
        expansions=["echoes", "artifacts"],
        removed=cards_of(4, "echoes"),
        supply={"base": {"4": ["Anatomy"]}},
    )
    act(game, "dogma Basur Hoyuk Tokens")
    assert "Alice reveals Anatomy." in texts(game)
    assert hand(game, "Alice") == ["Anatomy"]
    assert next(p["score"] for p in game.to_position()["players"] if p["name"] == "Alice") == [
        "Tools"
    ]


def test_puffing_billy_does_not_count_hexes():
    # "Symbols in common, same icons (... Puffing Billy ...): the six basic icons, hexes
    # not counted."  Alice's purple splayed right shows 4 hexes, 3 castles, 2 crowns and a
    # lightbulb: the highest number of one symbol is 3, so a 3 is drawn (not a 4).
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "blue": ["Puffing Billy"],
                    "purple": {
                        "cards": ["Mysticism", "City States", "Code of Laws", "Philosophy"],
                        "splay": "right",
                    },
                },
                "hand": ["Monotheism"],
            },
            "Bob": {},
        },
        supply={"base": {"3": ["Optics"], "4": ["Invention"]}},
    )
    act(game, "dogma Puffing Billy")
    assert hand(game, "Alice") == ["Optics"]


def test_rosetta_stone_an_empty_artifacts_pile_gives_base_cards():
    # "Rosetta Stone, Baghdad Battery: a type's empty pile gives a base card, as for any
    # draw of a type."  No artifact 2 is left: two base 2s.
    game = artifacts(
        {"Alice": {"board": {"blue": ["Rosetta Stone"]}}, "Bob": {"board": {"red": ["Oars"]}}},
        removed=[c for c in cards_of(2, "artifacts") if c != "Rosetta Stone"],
        supply={"base": {"2": ["Calendar", "Construction"]}},
    )
    act(game, "dogma Rosetta Stone", "artifacts")
    expect(game, "Alice", "choose_card", ["Calendar", "Construction"])
    act(game, "Construction")
    assert board(game, "Alice", "red") == ["Construction"]
    assert board(game, "Bob", "blue") == ["Calendar"]


def test_garlands_ruby_slippers_a_city_has_no_effects():
    # "Garland's Ruby Slippers: a card 'has no effects' when it has no dogma effect other
    # than 'No effect.', no echo effect and no karma."  Kuala Lumpur (a city 8) has none.
    game = artifacts(
        {
            "Alice": {"board": {"purple": ["Garland's Ruby Slippers"]}, "hand": ["Kuala Lumpur"]},
            "Bob": {},
        },
        expansions=["cities", "artifacts"],
    )
    act(game, "dogma Garland's Ruby Slippers")
    assert board(game, "Alice", "red") == ["Kuala Lumpur"]
    assert game.result is not None and game.result.winners == ["Alice"]


def test_marilyn_diptych_counts_bonuses_in_the_25_points():
    # "Marilyn Diptych: 'exactly 25 points' is the whole score, bonuses included."  A
    # score pile of 21 and Tikal's visible bonus of 4.
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Marilyn Diptych"], "red": ["Tikal"]},
                "score": ["Software", "Genetics", "Writing", "Oars"],
            },
            "Bob": {},
        },
        expansions=["cities", "artifacts"],
    )
    act(game, "dogma Marilyn Diptych")  # no card in hand to score
    act(game, None)  # no card taken back from the score pile
    assert game.result is not None and game.result.winners == ["Alice"]


def test_exxon_valdez_removes_a_relic_from_the_achievements_too():
    # "Exxon Valdez: 'all cards from your achievements' includes special achievements and
    # relics": Bob's Timbuktu is removed from the game, not set back beside its pile.
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Exxon Valdez"]}},
            "Bob": {"board": {"red": ["Coal"]}, "achievements": ["Timbuktu", "Monument"]},
        },
        options={"relics": True},
    )
    act(game, "dogma Exxon Valdez")
    assert game.result.winners == ["Alice"]
    position = game.to_position()
    assert {"Timbuktu", "Monument"} <= set(position["removed"])
    assert "Timbuktu" not in position.get("relics", [])


def test_jiskairumoko_necklace_transfers_a_relic_of_the_returned_value_not_a_special():
    # "Jiskairumoko Necklace ...: standard achievements are chosen by their backs ...,
    # special achievements and relics by name; a special achievement has no value and
    # never matches a value."  Bob returns a 3: Timbuktu (a relic 3) is transferred.
    game = artifacts(
        {
            "Alice": {"board": {"green": ["Jiskairumoko Necklace"]}},
            "Bob": {
                "board": {"red": ["Archery"]},
                "score": ["Optics"],
                "achievements": ["Monument", "Timbuktu"],
            },
        },
        options={"relics": True},
    )
    act(game, "dogma Jiskairumoko Necklace")
    while game.pending.kind != "action":
        d = game.pending
        assert d.player == "Bob", d.prompt
        assert not any("Monument" in str(o) for o in d.options), d.options
        act(game, next(o for o in d.options if "Timbuktu" in str(o)))
    assert achievements(game, "Alice") == ["Timbuktu"]
    assert achievements(game, "Bob") == ["Monument"]


def test_gujin_tushu_jinsheng_a_sharer_without_it_does_nothing():
    # "Gujin Tushu Jinsheng: 'on your board' is anywhere in your stacks (a sharer without
    # it does nothing)."  Bob (3 lightbulbs) shares, but has no Gujin Tushu Jinsheng.
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Gujin Tushu Jinsheng"]}},
            "Bob": {"board": {"purple": ["Philosophy"], "blue": ["Writing"]}},
        },
        supply={"base": {"1": ["Oars"], "2": ["Calendar", "Mathematics"]}},
    )
    act(game, "dogma Gujin Tushu Jinsheng")
    # Alice (only) chooses a top card of Bob's and executes it (Writing: draw a 2).
    expect(game, "Alice", "choose_card", ["Philosophy", "Writing"])
    act(game, "Writing")
    assert hand(game, "Alice") == ["Calendar"]
    assert hand(game, "Bob") == []
    assert "Alice takes a free Draw action for sharing." not in texts(game)


def test_boerhavve_silver_microscope_returning_nothing_draws_a_1():
    # "A value of 0 (... nothing returned for ... Boerhavve Silver Microscope ...) draws a
    # 1, as for every value below 1."  On display, with no board and no hand: a 1 scored.
    game = at_alices_turn(
        {"display": ["Boerhavve Silver Microscope"]},
        {},
        supply={"base": {"1": ["Oars", "Sailing"]}},
    )
    act(game, "dogma")
    assert next(p["score"] for p in game.to_position()["players"] if p["name"] == "Alice") == [
        "Sailing"
    ]


def test_philips_compact_cassette_offers_only_stacks_a_splay_up_would_change():
    # "Cyrus Cylinder, Philips Compact Cassette: only stacks a splay would change are
    # offered; with no more than the number asked for, no question."  Alice's purple is
    # already splayed up: green and red are splayed up without a question.
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "green": ["Philips Compact Cassette", "Sailing"],
                    "purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "up"},
                    "red": ["Oars", "Archery"],
                }
            },
            "Bob": {},
        },
    )
    act(game, "dogma Philips Compact Cassette")
    expect(game, "Alice", "action")
    assert [splay(game, "Alice", c) for c in ("green", "purple", "red")] == ["up"] * 3


def test_cyrus_cylinder_does_not_offer_a_stack_already_splayed_left():
    # "only stacks a splay would change are offered": Bob's red is splayed left already;
    # Carol's blue is the only stack to splay (no question).
    game = artifacts(
        {
            "Alice": {"board": {"purple": ["Cyrus Cylinder"]}},
            "Bob": {"board": {"red": {"cards": ["Oars", "Archery"], "splay": "left"}}},
            "Carol": {"board": {"blue": ["Pottery", "Writing"]}},
        },
    )
    act(game, "dogma Cyrus Cylinder")
    expect(game, "Alice", "action")
    assert splay(game, "Carol", "blue") == "left"
    assert splay(game, "Bob", "red") == "left"


def test_colt_paterson_revolver_reveals_the_drawn_7():
    # "Colt Paterson Revolver: the drawn 7 is revealed (its colour decides for everybody)."
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Colt Paterson Revolver"]}},
            "Bob": {"board": {"red": ["Machine Tools"]}, "hand": ["Tools"]},
        },
        supply={"7": ["Combustion"]},
    )
    act(game, "dogma Colt Paterson Revolver")
    assert "Bob reveals Combustion." in texts(game)


def test_the_big_bang_looks_up_the_top_blue_card_again_at_each_repeat():
    # "The Big Bang: the top blue card is looked up again at each repeat".  Alchemy melds
    # Calendar (a change: a 10 removed); then Calendar is the top blue card: a score pile
    # of 1 against an empty hand draws two 3s (a change: another 10 removed); then
    # Calendar changes nothing.
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["The Big Bang"], "blue": ["Alchemy"]},
                "hand": ["Calendar"],
                "score": ["Tools"],
            },
            "Bob": {},
        },
        supply={"base": {"10": ["Software", "Robotics"], "3": ["Optics", "Paper"]}},
    )
    act(game, "dogma The Big Bang")
    assert board(game, "Alice", "blue") == ["Calendar", "Alchemy"]
    assert hand(game, "Alice") == ["Optics", "Paper"]
    assert sorted(game.to_position()["removed"]) == ["Robotics", "Software"]


def test_a_relic_in_hand_shows_an_artifacts_back_of_its_value():
    # "its back shows its set (Artifacts) and value": Bob sees Safety Pin as an artifact 7.
    game = setup(
        {"Alice": {"hand": ["Safety Pin"]}, "Bob": {}},
        expansions=["echoes", "artifacts"],
        options={"relics": True},
        achievements=[],
    )
    alice = next(p for p in game.view("Bob")["players"] if p["name"] == "Alice")
    assert alice["hand"] == [{"age": 7, "set": "artifacts"}]


def test_seizing_a_relic_is_a_transfer_not_a_claim():
    # "Seizing is a transfer (not an achieve)."  Cai Lun: "If you would claim an
    # achievement, first draw and foreshadow a {3}."  Alice digs an artifact 3 and seizes
    # Timbuktu (a relic of a set not in play: straight to her achievements): no karma.
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Cai Lun"], "red": ["Optics"]}, "hand": ["Archery"]},
            "Bob": {},
        },
        expansions=["artifacts", "figures"],
        options={"relics": True},
        achievements=[],
        supply={"artifacts": {"3": ["Excalibur"]}, "base": {"3": ["Paper"]}},
    )
    act(game, "meld Archery")  # Archery (1) covers Optics (3): dig a 3
    assert display(game, "Alice") == ["Excalibur"]
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert achievements(game, "Alice") == ["Timbuktu"]
    assert (
        next(p for p in game.to_position()["players"] if p["name"] == "Alice").get("forecast", [])
        == []
    )
    assert supply(game, 3)[0] == "Paper"


def test_several_players_reaching_the_achievements_at_once_the_first_from_the_current_wins():
    # "When one change makes several players reach it at once (flags and fountains count
    # for some and stop counting for others), the first of them in turn order from the
    # current player wins".  Bob (the current player) shows two red cards: Alice's and
    # Carol's red flags do not count.  Necronomicon draws a green 3: Bob unsplays, shows
    # one red card, and both flags count at once.  From Bob, Carol comes before Alice.
    needed = inno.Game(players=3, expansions=["cities", "artifacts"], seed=1).achievements_needed
    alice = ["Tools", "Writing", "Calendar", "Optics", "Paper", "Mathematics", "Anatomy"]
    carol = ["Pottery", "Agriculture", "Masonry", "Construction", "Clothing", "Philosophy"]
    game = cities(
        {
            "Alice": {"board": {"red": ["Algiers"]}, "achievements": alice[: needed - 1]},
            "Bob": {
                "board": {
                    "purple": ["Necronomicon"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                }
            },
            "Carol": {"board": {"red": ["Zurich"]}, "achievements": carol[: needed - 1]},
        },
        expansions=["cities", "artifacts"],
        achievements=[],
        turn="Bob",
        supply={"base": {"3": ["Compass"]}},
    )
    counts = {p["name"]: p["achievement_count"] for p in game.view("Bob")["players"]}
    assert counts == {"Alice": needed - 1, "Bob": 0, "Carol": needed - 1}
    act(game, "dogma Necronomicon")
    assert splay(game, "Bob", "red") == "none"
    assert game.result is not None
    assert game.result.winners == ["Carol"], game.result


def test_a_fountain_is_no_card_a_compel_to_return_an_achievement_cannot_take():
    # "Flags and fountains ... are not cards: nothing can transfer, return or claim them."
    # '30 World Cup Final Ball: "I compel you to return one of your achievements!"  Bob's
    # only achievement is Shanghai's fountain (3 leaves: compelled): nothing is returned.
    game = artifacts(
        {
            "Alice": {"board": {"purple": ["'30 World Cup Final Ball"]}},
            "Bob": {"board": {"yellow": ["Shanghai"]}},
        },
        expansions=["cities", "artifacts"],
        supply={"base": {"8": ["Quantum Theory", "Rocketry", "Flight"]}},
    )
    bob = next(p for p in game.view("Bob")["players"] if p["name"] == "Bob")
    assert bob["achievement_count"] == 1
    act(game, "dogma '30 World Cup Final Ball")
    assert "'30 World Cup Final Ball compel 1: compelled of Bob." in texts(game)
    expect(game, "Alice", "action")
    assert board(game, "Bob", "yellow") == ["Shanghai"]
    bob = next(p for p in game.view("Bob")["players"] if p["name"] == "Bob")
    assert bob["achievement_count"] == 1


def test_gujin_tushu_jinsheng_covered_during_an_endorse_still_executes_the_second_time():
    # "Gujin Tushu Jinsheng: 'on your board' is anywhere in your stacks".  Endorsed with
    # Athens: the first time, Bob's Domestication melds Agriculture over Gujin Tushu
    # Jinsheng; the second time it is covered, still on Alice's board: Domestication again.
    game = cities(
        {
            "Alice": {
                "board": {"yellow": ["Gujin Tushu Jinsheng"], "red": ["Athens"]},
                "hand": ["Oars", "Agriculture"],
            },
            "Bob": {"board": {"yellow": ["Domestication"]}},
        },
        expansions=["cities", "artifacts"],
        supply={"base": {"1": ["Sailing", "Tools"]}},
    )
    act(game, "endorse Gujin Tushu Jinsheng")
    expect(game, "Alice", "choose_card", ["Oars", "Agriculture"])  # the payment
    act(game, "Oars")
    while game.pending.kind != "action":
        expect(game, "Alice", "choose_card", ["Domestication"])
        act(game, "Domestication")
    # First: Agriculture melded, Sailing drawn.  Second: Sailing melded, Tools drawn.
    assert board(game, "Alice", "yellow") == ["Agriculture", "Gujin Tushu Jinsheng"]
    assert board(game, "Alice", "green") == ["Sailing"]
    assert hand(game, "Alice") == ["Tools"]


def test_a_promoted_card_covering_a_card_digs_nothing():
    # "Dig: after a Meld action (...; never a meld by an effect or a promotion)".  Writing
    # starts a new colour (no dig); Oars, promoted from the forecast, covers Archery (an
    # equal value): no dig.
    game = setup(
        {
            "Alice": {"board": {"red": ["Archery"]}, "hand": ["Writing"], "forecast": ["Oars"]},
            "Bob": {},
        },
        expansions=["echoes", "artifacts"],
        achievements=[],
        supply={"artifacts": {"1": ["Priest-King"]}},
    )
    act(game, "meld Writing")
    expect(game, "Alice", "choose_card", ["Oars", None])
    act(game, "Oars")
    while game.pending.player == "Alice" and game.pending.kind == "yes_no":
        act(game, "no")  # no free Dogma action on the promoted card
    assert board(game, "Alice", "red") == ["Oars", "Archery"]
    assert display(game, "Alice") == []
    assert supply(game, 1, "artifacts")[0] == "Priest-King"


def test_ching_shih_in_hand_is_a_figure_for_the_decree_action():
    # "It is also a card of the set it was lost from ... Ching Shih a Figure": with
    # Daedalus (1) and Archimedes (2), the relic Ching Shih (6) makes three figures of
    # different values: a Decree of the colour of one of them (blue or red).
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Construction"]},
                "hand": ["Daedalus", "Archimedes", "Ching Shih"],
            },
            "Bob": {},
        },
        expansions=["artifacts", "figures"],
        options={"relics": True},
        achievements=[],
    )
    d = expect(game, "Alice", "action")
    decrees = [o for o in d.options if str(o).startswith("decree")]
    assert "decree Advancement" in decrees  # blue (Daedalus, Archimedes)
    assert len(decrees) == 2, decrees  # and the red Decree (Ching Shih)
