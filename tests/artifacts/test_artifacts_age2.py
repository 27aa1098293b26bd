"""Scenario tests for the age 2 cards of Artifacts of History (one or more per effect).

A compel ("I compel you") is executed by the opponents who would share: those with
at least as many of the featured icon as the activating player.
"""

from helpers import (
    achievements,
    act,
    artifacts,
    available,
    base_cards,
    cards_of,
    expect,
    hand,
    supply,
    table,
    texts,
)

# -- Rosetta Stone ----------------------------------------------------------------------
# Choose a card type. Draw two {2} of that type. Meld one and transfer the other to an
# opponent's board.


def test_rosetta_stone_two_artifacts_one_melded_one_given():
    game = artifacts(
        {"Alice": {"board": {"blue": ["Rosetta Stone"]}}, "Bob": {"board": {"red": ["Oars"]}}},
        supply={"artifacts": {"2": ["Holy Grail", "Holy Lance"]}, "base": {"2": ["Calendar"]}},
        achievements=[],
    )
    act(game, "dogma Rosetta Stone")
    expect(game, "Alice", "choose_option", ["base", "artifacts"])
    act(game, "artifacts")
    expect(game, "Alice", "choose_card", ["Holy Grail", "Holy Lance"])
    act(game, "Holy Lance")
    # Bob (2 castles) neither shares nor is asked anything: the only opponent is taken.
    assert table(game) == {
        "Alice": {"board": {"blue": ["Rosetta Stone"], "green": ["Holy Lance"]}},
        "Bob": {"board": {"red": ["Oars"], "yellow": ["Holy Grail"]}},
    }
    assert supply(game, 2)[0] == "Calendar"


def test_rosetta_stone_base_cards_and_a_choice_of_opponent():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Rosetta Stone"]}},
            "Bob": {"board": {"red": ["Oars"]}},
            "Carol": {"board": {"green": ["Sailing"]}},
        },
        supply={"base": {"2": ["Calendar", "Construction"]}, "artifacts": {"2": ["Holy Grail"]}},
        achievements=[],
    )
    act(game, "dogma Rosetta Stone", "base", "Construction")
    expect(game, "Alice", "choose_player", ["Bob", "Carol"])
    act(game, "Carol")
    assert table(game) == {
        "Alice": {"board": {"blue": ["Rosetta Stone"], "red": ["Construction"]}},
        "Bob": {"board": {"red": ["Oars"]}},
        "Carol": {"board": {"blue": ["Calendar"], "green": ["Sailing"]}},
    }
    assert supply(game, 2, "artifacts")[0] == "Holy Grail"


# -- Seikilos Epitaph -------------------------------------------------------------------
# Draw and meld a {3}. Meld your bottom card of the drawn card's color. Execute its
# non-demand dogma effects. Do not share them.


def test_seikilos_epitaph_melds_the_bottom_card_and_executes_it():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Seikilos Epitaph", "Writing"]}},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"base": {"3": ["Translation"], "2": ["Calendar"]}},
        achievements=[],
    )
    act(game, "dogma Seikilos Epitaph")
    # Translation is melded on the blue stack, then Writing (the bottom card) on top of
    # it, and Writing's effect draws a 2.
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Writing", "Translation", "Seikilos Epitaph"]},
            "hand": ["Calendar"],
        },
        "Bob": {"board": {"red": ["Oars"]}},
    }
    assert "Alice executes the non-demand effects of Writing." in texts(game)


def test_seikilos_epitaph_a_new_colour_executes_the_drawn_card_itself():
    # The drawn card is alone in its colour: it is its own bottom card (the meld moves
    # nothing), and its non-demand effects are executed (not Feudalism's demand).
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Seikilos Epitaph"], "yellow": ["Agriculture", "Masonry"]},
            },
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"base": {"3": ["Feudalism"]}},
        achievements=[],
    )
    act(game, "dogma Seikilos Epitaph")
    expect(game, "Alice", "yes_no")  # Feudalism: you may splay your yellow cards left
    act(game, "yes")
    assert table(game) == {
        "Alice": {
            "board": {
                "blue": ["Seikilos Epitaph"],
                "purple": ["Feudalism"],
                "yellow": (["Agriculture", "Masonry"], "left"),
            },
        },
        "Bob": {"board": {"red": ["Archery"]}},
    }
    assert "Alice executes the non-demand effects of Feudalism." in texts(game)


# -- Babylonian Chronicles --------------------------------------------------------------
# I compel you to transfer a top non-red card with {castle} from your board to my board!
# Draw and score a {3}.


def test_babylonian_chronicles_compel_then_both_draw_and_score():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Babylonian Chronicles"]}},
            # Bob has 3 castles: he is compelled, and he shares.
            "Bob": {"board": {"red": ["Road Building"], "yellow": ["Masonry"], "blue": ["Tools"]}},
        },
        supply={"base": {"3": ["Optics", "Paper"], "2": ["Calendar"]}},
        achievements=[],
    )
    act(game, "dogma Babylonian Chronicles")
    # Road Building is red, Tools has a castle too: Bob chooses.
    expect(game, "Bob", "choose_card", ["Masonry", "Tools"])
    act(game, "Masonry")
    # Bob draws and scores Optics, Alice Paper; Bob's sharing earns Alice a free Draw
    # action (her highest top card is a 2).
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Babylonian Chronicles"], "yellow": ["Masonry"]},
            "hand": ["Calendar"],
            "score": ["Paper"],
            "scored": 1,
        },
        "Bob": {
            "board": {"blue": ["Tools"], "red": ["Road Building"]},
            "score": ["Optics"],
            "scored": 1,
        },
    }


def test_babylonian_chronicles_no_compel_with_fewer_castles():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Babylonian Chronicles"]}},
            "Bob": {"board": {"yellow": ["Domestication"]}},  # 2 castles: fewer
        },
        supply={"base": {"3": ["Optics"]}},
        achievements=[],
    )
    act(game, "dogma Babylonian Chronicles")
    assert table(game) == {
        "Alice": {"board": {"red": ["Babylonian Chronicles"]}, "score": ["Optics"], "scored": 1},
        "Bob": {"board": {"yellow": ["Domestication"]}},
    }


# -- Chronicle of Zuo -------------------------------------------------------------------
# If you have the least {castle}, draw a {2}. If you have the least {crown}, draw a {3}.
# If you have the least {lightbulb}, draw a {4}.


def test_chronicle_of_zuo_draws_for_each_icon_you_have_the_least_of():
    # Alice: 0 castles, 1 crown, 2 lightbulbs; Bob: 3 castles, 2 crowns, 0 lightbulbs.
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Chronicle of Zuo"]}},
            "Bob": {"board": {"green": ["Sailing"], "yellow": ["Masonry"]}},
        },
        supply={"base": {"2": ["Calendar"], "3": ["Optics"], "4": ["Gunpowder"]}},
        achievements=[],
    )
    act(game, "dogma Chronicle of Zuo")
    assert hand(game, "Alice") == ["Calendar", "Optics"]
    assert hand(game, "Bob") == []


def test_chronicle_of_zuo_a_tie_for_the_least_draws_nothing():
    # Alice: 0 castles, 1 crown, 2 lightbulbs; Bob (Tools): 1 castle, 0 crowns,
    # 2 lightbulbs: he shares.  Nobody has the least lightbulbs (a tie).
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Chronicle of Zuo"]}},
            "Bob": {"board": {"blue": ["Tools"]}},
        },
        supply={"base": {"2": ["Calendar", "Mathematics"], "3": ["Optics"], "4": ["Gunpowder"]}},
        achievements=[],
    )
    act(game, "dogma Chronicle of Zuo")
    # Bob: the least crowns (a 3).  Alice: the least castles (a 2), then her free Draw
    # action for Bob's sharing (a 2: her highest top card).
    assert hand(game, "Bob") == ["Optics"]
    assert hand(game, "Alice") == ["Calendar", "Mathematics"]
    assert supply(game, 4)[0] == "Gunpowder"


def test_chronicle_of_zuo_the_least_of_three_players():
    # Castles: Alice 0, Bob 3, Carol 0: a tie for the least, no 2.  Crowns: Alice 1,
    # Bob 0, Carol 2: fewer than Carol is not the least.  Nobody shares (lightbulbs: 2,
    # 0, 0).
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Chronicle of Zuo"]}},
            "Bob": {"board": {"yellow": ["Masonry"]}},
            "Carol": {"board": {"green": ["Sailing"]}},
        },
        supply={"base": {"2": ["Calendar"], "3": ["Optics"], "4": ["Gunpowder"]}},
        achievements=[],
    )
    act(game, "dogma Chronicle of Zuo")
    assert hand(game, "Alice") == []
    expect(game, "Alice", "action")


# -- Baghdad Battery --------------------------------------------------------------------
# Meld a card from hand. If you covered up a card of different type than the melded card,
# draw a card of matching type and value to the covered card, then score a card from your
# hand.


def test_baghdad_battery_covering_another_type_draws_that_type_and_scores():
    game = artifacts(
        {
            "Alice": {
                "board": {"green": ["Baghdad Battery"]},
                "hand": ["Currency", "Tools"],
            },
            "Bob": {},
        },
        supply={"artifacts": {"2": ["Holy Grail"]}, "base": {"2": ["Calendar"]}},
        achievements=[],
    )
    act(game, "dogma Baghdad Battery", "Currency")
    # Currency (base) covered Baghdad Battery (an Artifact 2): Alice draws an Artifact 2.
    expect(game, "Alice", "choose_card", ["Holy Grail", "Tools"])
    act(game, "Tools")
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Currency", "Baghdad Battery"]},
            "hand": ["Holy Grail"],
            "score": ["Tools"],
            "scored": 1,
        },
        "Bob": {},
    }


def test_baghdad_battery_covering_the_same_type_does_nothing_more():
    game = artifacts(
        {
            "Alice": {
                "board": {"green": ["Baghdad Battery"], "yellow": ["Masonry"]},
                "hand": ["Agriculture"],
            },
            "Bob": {},
        },
        supply={"artifacts": {"2": ["Holy Grail"]}, "base": {"1": ["Pottery"]}},
        achievements=[],
    )
    act(game, "dogma Baghdad Battery")
    assert table(game) == {
        "Alice": {"board": {"green": ["Baghdad Battery"], "yellow": ["Agriculture", "Masonry"]}},
        "Bob": {},
    }


def test_baghdad_battery_covering_nothing_does_nothing_more():
    game = artifacts(
        {"Alice": {"board": {"green": ["Baghdad Battery"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"base": {"1": ["Pottery"]}},
        achievements=[],
    )
    act(game, "dogma Baghdad Battery")
    assert table(game) == {
        "Alice": {"board": {"green": ["Baghdad Battery"], "red": ["Oars"]}},
        "Bob": {},
    }


def test_baghdad_battery_an_artifact_on_a_base_card_draws_a_base_card():
    game = artifacts(
        {
            "Alice": {
                "board": {"green": ["Baghdad Battery"], "yellow": ["Fermenting"]},
                "hand": ["Holy Grail"],
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Calendar"]}, "artifacts": {"2": ["Holy Lance"]}},
        achievements=[],
    )
    act(game, "dogma Baghdad Battery")
    # Holy Grail covers Fermenting (base 2): draw a base 2, then score it (the only card).
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Baghdad Battery"], "yellow": ["Holy Grail", "Fermenting"]},
            "score": ["Calendar"],
            "scored": 1,
        },
        "Bob": {},
    }


# -- Holy Lance -------------------------------------------------------------------------
# I compel you to transfer a top Artifact from your board to my board!
# If Holy Grail is a top card on your board, you win.


def test_holy_lance_compel_transfers_an_artifact_and_nobody_wins():
    game = artifacts(
        {
            "Alice": {"board": {"green": ["Holy Lance"]}},
            "Bob": {"board": {"red": ["Babylonian Chronicles"], "yellow": ["Masonry"]}},
        },
        achievements=[],
    )
    act(game, "dogma Holy Lance")
    assert table(game) == {
        "Alice": {"board": {"green": ["Holy Lance"], "red": ["Babylonian Chronicles"]}},
        "Bob": {"board": {"yellow": ["Masonry"]}},
    }
    assert game.result is None
    expect(game, "Alice", "action")


def test_holy_lance_with_holy_grail_on_top_you_win():
    game = artifacts(
        {
            "Alice": {"board": {"green": ["Holy Lance"], "yellow": ["Holy Grail"]}},
            "Bob": {},
        },
        achievements=[],
    )
    act(game, "dogma Holy Lance")
    assert game.result.winners == ["Alice"]
    assert game.result.reason == "dogma" and game.result.card == "Holy Lance"


def test_holy_lance_the_compel_takes_the_grail_then_you_win():
    # Bob (3 castles) is compelled: his only top Artifact is Holy Grail.  He shares the
    # second effect first, without the Grail; then Alice has it.
    game = artifacts(
        {
            "Alice": {"board": {"green": ["Holy Lance"]}},
            "Bob": {"board": {"yellow": ["Holy Grail"], "red": ["Construction"]}},
        },
        achievements=[],
    )
    act(game, "dogma Holy Lance")
    assert game.result.winners == ["Alice"]


def test_holy_lance_a_covered_grail_does_not_win():
    game = artifacts(
        {
            "Alice": {"board": {"green": ["Holy Lance"], "yellow": ["Masonry", "Holy Grail"]}},
            "Bob": {},
        },
        achievements=[],
    )
    act(game, "dogma Holy Lance")
    assert game.result is None


# -- Holy Grail -------------------------------------------------------------------------
# Return a card from your hand. Claim an achievement of matching value ignoring
# eligibility.


def test_holy_grail_returns_a_card_and_claims_an_achievement_of_its_value():
    game = artifacts(
        {"Alice": {"board": {"yellow": ["Holy Grail"]}, "hand": ["Calendar", "Tools"]}, "Bob": {}},
        achievements=["Agriculture", "Mathematics", "Optics"],
    )
    act(game, "dogma Holy Grail", "Calendar")
    assert achievements(game, "Alice") == ["Mathematics"]
    assert available(game) == ["Agriculture", "Optics"]
    assert hand(game, "Alice") == ["Tools"]
    assert supply(game, 2)[-1] == "Calendar"


def test_holy_grail_no_achievement_of_that_value():
    game = artifacts(
        {"Alice": {"board": {"yellow": ["Holy Grail"]}, "hand": ["Tools"]}, "Bob": {}},
        achievements=["Mathematics"],
    )
    act(game, "dogma Holy Grail")
    assert achievements(game, "Alice") == []
    assert available(game) == ["Mathematics"]
    assert hand(game, "Alice") == []


# -- Terracotta Army --------------------------------------------------------------------
# I compel you to return a top card with no {castle}!
# Score a card from your hand with no {castle}.


def test_terracotta_army_compel_and_score():
    game = artifacts(
        {
            "Alice": {
                "board": {"yellow": ["Terracotta Army"]},
                "hand": ["Metalworking", "Pottery"],
            },
            # Bob: 3 crowns (Sailing, Writing): compelled, and he shares.
            "Bob": {
                "board": {"green": ["Sailing"], "blue": ["Writing"], "red": ["Archery"]},
                "hand": ["Tools"],
            },
        },
        achievements=[],
    )
    act(game, "dogma Terracotta Army")
    expect(game, "Bob", "choose_card", ["Sailing", "Writing"])
    act(game, "Writing")
    # Bob's hand holds only Tools (a castle): he scores nothing.  Alice scores Pottery.
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Terracotta Army"]},
            "hand": ["Metalworking"],
            "score": ["Pottery"],
            "scored": 1,
        },
        "Bob": {"board": {"green": ["Sailing"], "red": ["Archery"]}, "hand": ["Tools"]},
    }
    assert supply(game, 1)[-1] == "Writing"


def test_terracotta_army_without_compel_scores_a_card_without_castle():
    game = artifacts(
        {
            "Alice": {
                "board": {"yellow": ["Terracotta Army"]},
                "hand": ["Archery", "Agriculture", "Clothing"],
            },
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        achievements=[],
    )
    act(game, "dogma Terracotta Army")
    expect(game, "Alice", "choose_card", ["Agriculture", "Clothing"])
    act(game, "Clothing")
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Terracotta Army"]},
            "hand": ["Agriculture", "Archery"],
            "score": ["Clothing"],
            "scored": 1,
        },
        "Bob": {"board": {"blue": ["Writing"]}},
    }


# -- Cyrus Cylinder ---------------------------------------------------------------------
# Choose any other top purple card on any player's board. Execute its non-demand dogma
# effects. Do not share them. Splay left a color on any player's board.


def test_cyrus_cylinder_executes_another_purple_card_then_splays_any_board():
    game = artifacts(
        {
            "Alice": {"board": {"purple": ["Cyrus Cylinder"], "red": ["Archery"]}},
            "Bob": {"board": {"purple": ["Mysticism"], "yellow": ["Agriculture", "Masonry"]}},
        },
        supply={"base": {"1": ["Oars", "Clothing"]}},
        achievements=[],
    )
    act(game, "dogma Cyrus Cylinder")
    # Only Bob's Mysticism is another top purple card: Alice executes it.  She draws Oars
    # (red: she has red), melds it and draws Clothing.
    expect(game, "Alice", "choose_option", ["Alice: red", "Bob: yellow"])
    act(game, "Bob: yellow")
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Cyrus Cylinder"], "red": ["Oars", "Archery"]},
            "hand": ["Clothing"],
        },
        "Bob": {"board": {"purple": ["Mysticism"], "yellow": (["Agriculture", "Masonry"], "left")}},
    }
    assert "Alice executes the non-demand effects of Mysticism." in texts(game)


def test_cyrus_cylinder_a_choice_of_purple_cards_and_a_single_stack_to_splay():
    game = artifacts(
        {
            "Alice": {"board": {"purple": ["Cyrus Cylinder", "Code of Laws"]}},
            "Bob": {"board": {"purple": ["Mysticism"]}},
            "Carol": {"board": {"purple": ["Monotheism"], "blue": ["Pottery", "Writing"]}},
        },
        supply={"base": {"1": ["Oars"]}},
        achievements=[],
    )
    act(game, "dogma Cyrus Cylinder")
    # Alice's covered Code of Laws and Cyrus Cylinder itself are not offered.
    expect(game, "Alice", "choose_card", ["Mysticism", "Monotheism"])
    act(game, "Monotheism")
    # Monotheism's non-demand effect (not its demand): Alice draws and tucks a 1.  Then
    # Cyrus's splay: Alice's purple or Carol's blue.
    expect(game, "Alice", "choose_option", ["Alice: purple", "Carol: blue"])
    act(game, "Carol: blue")
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Cyrus Cylinder", "Code of Laws"], "red": ["Oars"]},
            "tucked": 1,
        },
        "Bob": {"board": {"purple": ["Mysticism"]}},
        "Carol": {"board": {"purple": ["Monotheism"], "blue": (["Pottery", "Writing"], "left")}},
    }


def test_cyrus_cylinder_alone():
    game = artifacts(
        {"Alice": {"board": {"purple": ["Cyrus Cylinder"]}}, "Bob": {}},
        achievements=[],
    )
    act(game, "dogma Cyrus Cylinder")
    assert table(game) == {"Alice": {"board": {"purple": ["Cyrus Cylinder"]}}, "Bob": {}}
    expect(game, "Alice", "action")


# -- Dead Sea Scrolls -------------------------------------------------------------------
# Draw an Artifact of value equal to the value of your highest top card. Junk the
# Artifact deck of that value


def test_dead_sea_scrolls_draws_an_artifact_and_junks_its_deck():
    game = artifacts(
        {
            "Alice": {"board": {"purple": ["Dead Sea Scrolls"], "red": ["Optics"]}},
            "Bob": {},
        },
        supply={"artifacts": {"3": ["Excalibur"]}},
        achievements=[],
    )
    act(game, "dogma Dead Sea Scrolls")
    assert hand(game, "Alice") == ["Excalibur"]
    assert supply(game, 3, "artifacts") == []
    removed = game.to_position()["removed"]
    assert sorted(removed) == sorted(c for c in cards_of(3, "artifacts") if c != "Excalibur")
    assert len(supply(game, 2, "artifacts")) == 10 - 1  # Dead Sea Scrolls is on the board


def test_dead_sea_scrolls_junks_the_deck_of_the_highest_top_value_even_if_skipped():
    # The base 2 pile is empty: the draw skips to an Artifact 3; the deck junked is the
    # Artifact 2 deck ("that value": the value of the highest top card).
    game = artifacts(
        {"Alice": {"board": {"purple": ["Dead Sea Scrolls"]}}, "Bob": {}},
        supply={"artifacts": {"3": ["Excalibur"]}},
        removed=base_cards(2),
        achievements=[],
    )
    act(game, "dogma Dead Sea Scrolls")
    assert hand(game, "Alice") == ["Excalibur"]
    assert supply(game, 2, "artifacts") == []
    assert len(supply(game, 3, "artifacts")) == 9
    removed = game.to_position()["removed"]
    assert sorted(removed) == sorted(
        base_cards(2) + [c for c in cards_of(2, "artifacts") if c != "Dead Sea Scrolls"]
    )
