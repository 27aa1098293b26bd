"""Scenario tests for branches of the Artifacts of History cards that no other test reaches.

Each test builds a position where the printed text says exactly what must happen.  Several
need a karma of Figures in the Sand (or the relic Ching Shih) replacing a verb: "cancel the
original effect", so a condition on that verb ("If you do", "the melded card", "the cards
returned") finds that it did not happen.  Others run a card from the display at the start
of the turn, where it is on no board (docs/rulings.md, Artifacts: the display).
"""

from helpers import (
    achievements,
    act,
    artifacts,
    available,
    base_cards,
    board,
    display,
    expect,
    hand,
    removed,
    score_pile,
    supply,
    table,
    texts,
)

FIGURES = ["artifacts", "figures"]


# -- Basur Hoyuk Tokens (age 1) ----------------------------------------------------------
# Draw and reveal a {4}. If you have a top card of the drawn card's color that comes before
# it in the alphabet, return the drawn card and all cards from your score pile.


def test_basur_hoyuk_tokens_a_draw_past_10_ends_the_game_at_once():
    # Every base pile from 4 up is empty: the draw is above 10 and the game ends by score
    # (nothing of the effect is left to do: a draw effect never finds "no card drawn").
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Basur Hoyuk Tokens"]}, "score": ["Tools"]},
            "Bob": {"score": ["Oars"], "achievements": ["Monument"]},
        },
        removed=[c for age in range(4, 11) for c in base_cards(age)],
    )
    act(game, "dogma Basur Hoyuk Tokens")
    assert game.pending is None
    assert game.result.winners == ["Bob"]  # 1 point each; Bob has an achievement
    assert game.result.reason == "score"
    assert score_pile(game, "Alice") == ["Tools"]


# -- Papyrus of Ani (age 1) -------------------------------------------------------------
# Return a purple card from your hand. If you do, draw and reveal a card of any type of
# value two higher. If the drawn card is purple, meld it and execute each of its
# non-demand dogma effects. Do not share them.


def test_papyrus_of_ani_a_purple_figure_tucked_instead_of_returned_draws_nothing():
    # Homer: "If you would remove or return a figure from your hand, instead tuck it."
    game = artifacts(
        {
            "Alice": {
                "board": {"red": ["Papyrus of Ani"], "purple": ["Homer"]},
                "hand": ["Ptahhotep"],
            },
            "Bob": {},
        },
        expansions=FIGURES,
    )
    act(game, "dogma Papyrus of Ani")
    # No card was returned: no type is chosen, nothing is drawn.
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Papyrus of Ani"], "purple": ["Homer", "Ptahhotep"]},
            "tucked": 1,
        },
        "Bob": {},
    }


# -- Dancing Girl (age 1) -----------------------------------------------------------------
# I compel you to transfer Dancing Girl to your board!
# If Dancing Girl has been on every board during this action, and it started on your board,
# you win.


def test_dancing_girl_on_display_is_not_transferred_by_the_compel():
    # Alice's free Dogma action on the displayed Dancing Girl (3 lightbulbs): Bob, with 4,
    # is compelled, but a card on display is on no board and no effect can take it.
    game = artifacts(
        {
            "Alice": {"display": ["Dancing Girl"]},
            "Bob": {"board": {"blue": ["Writing"], "purple": ["Philosophy"]}},
        },
        phase="start",
    )
    expect(game, "Alice", "choose_option", ["dogma", "return", "keep"])
    act(game, "dogma")
    assert "Dancing Girl compel 1: compelled of Bob." in texts(game)
    assert game.result is None
    assert table(game) == {
        "Alice": {},
        "Bob": {"board": {"blue": ["Writing"], "purple": ["Philosophy"]}},
    }
    assert display(game, "Alice") == []
    assert supply(game, 1, "artifacts")[-1] == "Dancing Girl"  # returned after the action


# -- Seikilos Epitaph (age 2) ---------------------------------------------------------------
# Draw and meld a {3}. Meld your bottom card of the drawn card's color. Execute its
# non-demand dogma effects. Do not share them.


def test_seikilos_epitaph_a_meld_replaced_leaves_no_card_of_that_colour():
    # Bob's Augustus Caesar: "If any player would meld ... a card of value less than 4,
    # first reveal it. If it is red or green and has a {castle}, instead transfer it to
    # your board, then tuck all cards from your forecast."
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Seikilos Epitaph"]}},
            "Bob": {"board": {"green": ["Augustus Caesar"]}},
        },
        expansions=FIGURES,
        supply={"base": {"3": ["Engineering"]}},
    )
    act(game, "dogma Seikilos Epitaph")
    assert "Bob reveals Engineering." in texts(game)  # (the karma's "you": its owner)
    # Engineering went to Bob's board; Alice has no red card: nothing to meld or execute.
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {"board": {"blue": ["Seikilos Epitaph"]}},
        "Bob": {"board": {"green": ["Augustus Caesar"], "red": ["Engineering"]}},
    }


# -- Dead Sea Scrolls (age 2) ---------------------------------------------------------------
# Draw an Artifact of value equal to the value of your highest top card. Junk the Artifact
# deck of that value


def test_dead_sea_scrolls_on_display_with_an_empty_board_draws_a_1_and_junks_nothing():
    # No top card: a value of 0, which draws a 1; there is no Artifact deck of value 0.
    game = artifacts(
        {"Alice": {"display": ["Dead Sea Scrolls"]}, "Bob": {}},
        phase="start",
        supply={"artifacts": {"1": ["Sibidu Needle", "Priest-King"]}},
    )
    act(game, "dogma")
    assert hand(game, "Alice") == ["Sibidu Needle"]
    assert removed(game) == []
    assert supply(game, 1, "artifacts")[0] == "Priest-King"
    assert supply(game, 2, "artifacts")[-1] == "Dead Sea Scrolls"  # returned after it


# -- Dunhuang Star Chart (age 3) ------------------------------------------------------------
# Return all cards from your hand. Draw a card of value equal to the number of cards
# returned.


def test_dunhuang_star_chart_a_card_tucked_instead_of_returned_is_not_counted():
    # Homer: "If you would remove or return a figure from your hand, instead tuck it."
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Dunhuang Star Chart"], "purple": ["Homer"]},
                "hand": ["Ptahhotep", "Calendar"],
            },
            "Bob": {},
        },
        expansions=FIGURES,
        supply={"base": {"1": ["Oars"], "2": ["Mathematics"]}},
    )
    act(game, "dogma Dunhuang Star Chart")
    # One card returned (Calendar): draw a 1.
    assert table(game)["Alice"] == {
        "board": {"blue": ["Dunhuang Star Chart"], "purple": ["Homer", "Ptahhotep"]},
        "hand": ["Oars"],
        "tucked": 1,
    }
    assert supply(game, 2)[-1] == "Calendar"


# -- Mjolnir Amulet (age 3) -----------------------------------------------------------------
# I compel you to choose a top card on your board! Transfer all cards of that card's color
# from your board to my score pile!


def test_mjolnir_amulet_compels_a_player_with_no_top_card_to_do_nothing():
    # Alexander the Great: "If you would take a Dogma action, instead of using the featured
    # icon use each player's current score."  Bob (3 points) has at least Alice's 2 (the
    # bonus of Alexander): he is compelled, but has no top card to choose.
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Alexander the Great"]}, "display": ["Mjolnir Amulet"]},
            "Bob": {"score": ["Optics"]},
        },
        expansions=FIGURES,
        phase="start",
    )
    act(game, "dogma")
    assert "Mjolnir Amulet compel 1: compelled of Bob." in texts(game)
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {"board": {"red": ["Alexander the Great"]}},
        "Bob": {"score": ["Optics"]},
    }


# -- Tortugas Galleon (age 4) ---------------------------------------------------------------
# I compel you to transfer all the highest cards from your score pile to my score pile! If
# you transfered any, transfer a top card on your board of that value to my board!


def test_tortugas_galleon_nothing_transferred_transfers_no_top_card():
    # Bob's Florence Nightingale: "If an opponent's effect would transfer, return, or
    # remove a card from your score pile, instead leave it there."
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Tortugas Galleon"]}},
            "Bob": {
                "board": {
                    "red": ["Coal"],
                    "yellow": ["Florence Nightingale"],
                    "green": ["Mapmaking"],
                },
                "score": ["Calendar", "Tools"],
            },
        },
        expansions=FIGURES,
    )
    act(game, "dogma Tortugas Galleon")
    assert "Tortugas Galleon compel 1: compelled of Bob." in texts(game)
    expect(game, "Alice", "action")
    # Calendar stays; so Mapmaking (a 2) is not transferred.
    assert table(game) == {
        "Alice": {"board": {"red": ["Tortugas Galleon"]}},
        "Bob": {
            "board": {
                "red": ["Coal"],
                "yellow": ["Florence Nightingale"],
                "green": ["Mapmaking"],
            },
            "score": ["Calendar", "Tools"],
        },
    }


# -- Hunt-Lenox Globe (age 4) ---------------------------------------------------------------
# If you have fewer than four cards in your hand, return all non-green top cards from your
# board. Draw a {5} for each card returned. Meld a card from hand.


def test_hunt_lenox_globe_a_top_card_tucked_instead_of_returned_draws_no_5():
    # Napoleon Bonaparte: "If you would score or return a card with a {factory}, instead
    # tuck it and score a top card of value 6 from anywhere" (there is none).
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "green": ["Hunt-Lenox Globe"],
                    "red": ["Napoleon Bonaparte", "Archery"],
                },
                "hand": ["Tools"],
            },
            "Bob": {},
        },
        expansions=FIGURES,
        supply={"base": {"5": ["Coal"]}},
    )
    act(game, "dogma Hunt-Lenox Globe")
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {
            "green": ["Hunt-Lenox Globe"],
            "red": ["Archery", "Napoleon Bonaparte"],
            "blue": ["Tools"],
        },
        "tucked": 1,
    }
    assert supply(game, 5)[0] == "Coal"


# -- Boerhavve Silver Microscope (age 5) ----------------------------------------------------
# Return the lowest card in your hand and the lowest top card on your board. Draw and score
# a card of value equal to the sum of the values of the cards returned.


def test_boerhavve_silver_microscope_a_hand_card_tucked_instead_adds_nothing():
    # Homer: "If you would remove or return a figure from your hand, instead tuck it."
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Boerhavve Silver Microscope"], "purple": ["Homer"]},
                "hand": ["Galileo Galilei"],
            },
            "Bob": {},
        },
        expansions=FIGURES,
        supply={"base": {"1": ["Oars"], "5": ["Coal"]}},
    )
    act(game, "dogma Boerhavve Silver Microscope")
    # Galileo (a green 4) is tucked; then Homer, the lowest top card, is returned: 0 + 1.
    assert table(game)["Alice"] == {
        "board": {"blue": ["Boerhavve Silver Microscope"], "green": ["Galileo Galilei"]},
        "score": ["Oars"],
        "tucked": 1,
        "scored": 1,
    }
    assert supply(game, 1, "figures")[-1] == "Homer"


def test_boerhavve_silver_microscope_on_display_with_an_empty_board_returns_a_hand_card():
    game = artifacts(
        {"Alice": {"display": ["Boerhavve Silver Microscope"], "hand": ["Calendar"]}, "Bob": {}},
        phase="start",
        supply={"base": {"2": ["Mathematics"]}},
    )
    act(game, "dogma")
    # Calendar (a 2) and no top card: draw and score a 2.
    assert table(game)["Alice"] == {"score": ["Mathematics"], "scored": 1}
    assert supply(game, 2)[-1] == "Calendar"


def test_boerhavve_silver_microscope_a_top_card_tucked_instead_adds_nothing():
    # Napoleon Bonaparte: "If you would score or return a card with a {factory}, instead
    # tuck it and score a top card of value 6 from anywhere."  The lowest top card,
    # Boerhavve Silver Microscope, has a factory: tucked; Napoleon (the only top 6) scored.
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "blue": ["Boerhavve Silver Microscope", "Tools"],
                    "red": ["Napoleon Bonaparte"],
                },
                "hand": ["Archery"],
            },
            "Bob": {},
        },
        expansions=FIGURES,
        supply={"base": {"1": ["Oars", "Writing"], "5": ["Coal"]}},
    )
    act(game, "dogma Boerhavve Silver Microscope")
    # Only Archery (a 1) was returned: draw and score a 1.
    assert board(game, "Alice", "blue") == ["Tools", "Boerhavve Silver Microscope"]
    assert board(game, "Alice", "red") == []
    assert score_pile(game, "Alice") == ["Napoleon Bonaparte", "Oars"]
    assert hand(game, "Alice") == []
    assert supply(game, 5)[0] == "Coal"


# -- Hudson's Bay Company Archives (age 5) --------------------------------------------------
# Score the bottom card of every color on your board. Meld a card from your score pile.
# Splay right the color of the melded card.


def test_hudsons_bay_company_archives_on_display_with_nothing_does_nothing():
    game = artifacts(
        {"Alice": {"display": ["Hudson's Bay Company Archives"]}, "Bob": {}},
        phase="start",
    )
    act(game, "dogma")
    assert "Hudson's Bay Company Archives effect 1: executed by Alice." in texts(game)
    expect(game, "Alice", "action")
    assert table(game) == {"Alice": {}, "Bob": {}}
    assert supply(game, 5, "artifacts")[-1] == "Hudson's Bay Company Archives"


# -- Gujin Tushu Jinsheng (age 5) -----------------------------------------------------------
# If Gujin Tushu Jinsheng is on your board, choose any other top card on any other board.
# Execute the effects on the chosen card as if they were on this card. Do not share them.


def test_gujin_tushu_jinsheng_with_no_top_card_on_another_board_does_nothing():
    game = artifacts(
        {"Alice": {"board": {"yellow": ["Gujin Tushu Jinsheng"]}, "hand": ["Tools"]}, "Bob": {}}
    )
    act(game, "dogma Gujin Tushu Jinsheng")
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {"board": {"yellow": ["Gujin Tushu Jinsheng"]}, "hand": ["Tools"]},
        "Bob": {},
    }


# -- Newton-Wickins Telescope (relic, age 5) ------------------------------------------------
# You may return any number of cards from your score pile. If you do, draw and meld a card
# of value equal to the number of cards returned. If the melded card has a {clock}, return
# it.


def test_newton_wickins_telescope_counts_only_the_cards_really_returned():
    # Napoleon Bonaparte: "If you would score or return a card with a {factory}, instead
    # tuck it and score a top card of value 6 from anywhere."  Coal is tucked (Napoleon,
    # the only top 6, is scored); Tools is returned: one card, draw and meld a 1.
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Newton-Wickins Telescope"], "red": ["Napoleon Bonaparte"]},
                "score": ["Coal", "Tools"],
            },
            "Bob": {},
        },
        expansions=FIGURES,
        options={"relics": True},
        supply={"base": {"1": ["Writing"], "2": ["Calendar"]}},
    )
    act(game, "dogma Newton-Wickins Telescope", ["Coal", "Tools"])
    assert table(game)["Alice"] == {
        "board": {
            "purple": ["Newton-Wickins Telescope"],
            "red": ["Coal"],
            "blue": ["Writing"],
        },
        "score": ["Napoleon Bonaparte"],
        "tucked": 1,
        "scored": 1,
    }
    assert supply(game, 1)[-1] == "Tools"


# -- Kilogram of the Archives (age 6) -------------------------------------------------------
# Return a card from your hand. Return a top card from your board. If you returned two
# cards and their values sum to ten, draw and score a {10}.


def test_kilogram_of_the_archives_a_hand_card_tucked_instead_was_not_returned():
    # Homer tucks Galileo Galilei (a 4) instead; Kilogram (a 6) is returned: one card.
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Kilogram of the Archives"], "purple": ["Homer"]},
                "hand": ["Galileo Galilei"],
            },
            "Bob": {},
        },
        expansions=FIGURES,
        supply={"base": {"10": ["Software"]}},
    )
    act(game, "dogma Kilogram of the Archives")
    expect(game, "Alice", "choose_card")
    act(game, "Kilogram of the Archives")
    assert table(game)["Alice"] == {
        "board": {"green": ["Galileo Galilei"], "purple": ["Homer"]},
        "tucked": 1,
    }
    assert supply(game, 10)[0] == "Software"


def test_kilogram_of_the_archives_on_display_with_an_empty_board_returns_one_card():
    game = artifacts(
        {"Alice": {"display": ["Kilogram of the Archives"], "hand": ["Calendar"]}, "Bob": {}},
        phase="start",
        supply={"base": {"10": ["Software"]}},
    )
    act(game, "dogma")
    assert table(game) == {"Alice": {}, "Bob": {}}
    assert supply(game, 2)[-1] == "Calendar"
    assert supply(game, 10)[0] == "Software"


def test_kilogram_of_the_archives_a_top_card_tucked_instead_was_not_returned():
    # Perspective (a 4) is returned; Napoleon Bonaparte (a 6 with a factory) would be:
    # instead tucked, and a top 6 scored.  4 + 6 would be ten, but one card was returned.
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "blue": ["Kilogram of the Archives"],
                    "red": ["Napoleon Bonaparte"],
                },
                "hand": ["Perspective"],
            },
            "Bob": {},
        },
        expansions=FIGURES,
        supply={"base": {"10": ["Software"]}},
    )
    act(game, "dogma Kilogram of the Archives")
    act(game, "Napoleon Bonaparte")
    expect(game, "Alice", "choose_card")  # the top 6 to score
    act(game, "Kilogram of the Archives")
    assert table(game)["Alice"] == {
        "board": {"red": ["Napoleon Bonaparte"]},
        "score": ["Kilogram of the Archives"],
        "scored": 1,
    }
    assert supply(game, 10)[0] == "Software"
    assert supply(game, 4)[-1] == "Perspective"


# -- Frigate Constitution (age 6) -----------------------------------------------------------
# I compel you to reveal a card in your hand! If you do, and its value is equal to the value
# of any of my top cards, return it and all cards of its color from your board!


def test_frigate_constitution_compels_a_player_with_an_empty_hand_to_do_nothing():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Frigate Constitution"]}},
            "Bob": {"board": {"red": ["Coal"]}},
        }
    )
    act(game, "dogma Frigate Constitution")
    assert "Frigate Constitution compel 1: compelled of Bob." in texts(game)
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {"board": {"red": ["Frigate Constitution"]}},
        "Bob": {"board": {"red": ["Coal"]}},
    }


# -- Moonlight Sonata (age 6) ---------------------------------------------------------------
# Choose a color on your board having the highest top card. Meld the bottom card on your
# board of that color. Claim an achievement, ignoring eligibility.


def test_moonlight_sonata_on_display_with_an_empty_board_still_claims():
    game = artifacts(
        {"Alice": {"display": ["Moonlight Sonata"]}, "Bob": {}},
        phase="start",
        achievements=["Tools"],
    )
    act(game, "dogma")
    assert achievements(game, "Alice") == ["Tools"]
    assert available(game) == []
    assert table(game)["Alice"] == {"achievements": ["Tools"]}


# -- Ching Shih (relic, age 6) --------------------------------------------------------------
# Karma: When you meld this card, transfer an achievement from an opponent's achievements
# to yours.


def test_ching_shih_melded_when_no_opponent_has_an_achievement_takes_nothing():
    game = artifacts(
        {"Alice": {"hand": ["Ching Shih"], "achievements": ["Tools"]}, "Bob": {}},
        options={"relics": True},
    )
    act(game, "meld Ching Shih")
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {"board": {"red": ["Ching Shih"]}, "achievements": ["Tools"]},
        "Bob": {},
    }


# -- Corvette Challenger (age 7) ------------------------------------------------------------
# Draw and tuck an {8}. Splay up the color of the tucked card. Draw and score a card of
# value equal to the number of cards of that color visible on your board.


def test_corvette_challenger_a_tuck_replaced_splays_and_scores_nothing():
    # Mikhail Kalashnikov: "If you would tuck a red card, instead choose a top red card on
    # an opponent's board. ..."  (Bob has none.)  No card was tucked: nothing follows.
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "blue": ["Corvette Challenger"],
                    "red": ["Mikhail Kalashnikov", "Archery"],
                },
            },
            "Bob": {},
        },
        expansions=FIGURES,
        supply={"base": {"8": ["Mobility"], "1": ["Oars"], "2": ["Calendar"]}},
    )
    act(game, "dogma Corvette Challenger")
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Corvette Challenger"], "red": ["Mikhail Kalashnikov", "Archery"]},
        "hand": ["Mobility"],
    }
    assert supply(game, 1)[0] == "Oars" and supply(game, 2)[0] == "Calendar"


# -- Submarine H. L. Hunley (age 7) ---------------------------------------------------------
# I compel you to draw and meld a {7}! Reveal the bottom card on your board of the melded
# card's color! If the revealed card is a {1}, return all cards of its color from your
# board!


def test_submarine_h_l_hunley_a_meld_replaced_reveals_nothing():
    # Bob's Sargon of Akkad: "If you would meld a card, and your current top card of that
    # color is of equal value, instead tuck it."  No card melded: no bottom card revealed
    # (his bottom blue card is a 1).
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Submarine H. L. Hunley"]}},
            "Bob": {
                "board": {
                    "red": ["Coal"],
                    "green": ["Sargon of Akkad"],
                    "blue": ["Evolution", "Writing"],
                }
            },
        },
        expansions=FIGURES,
        supply={"base": {"7": ["Publications"]}},
    )
    act(game, "dogma Submarine H. L. Hunley")
    assert "Submarine H. L. Hunley compel 1: compelled of Bob." in texts(game)
    assert not any("reveals" in line for line in texts(game))
    assert board(game, "Bob", "blue") == ["Evolution", "Writing", "Publications"]
    assert hand(game, "Bob") == []


# -- International Prototype Metre Bar (age 7) ----------------------------------------------
# Choose a value. Draw and meld a card of that value. Splay up the color of the melded card.
# If the number of cards of that color visible on your board is exactly equal to the card's
# value, you win. Otherwise, return the melded card.


def test_international_prototype_metre_bar_a_meld_replaced_does_nothing_more():
    # Imhotep: "If you would meld a card over an unsplayed color with more than one card,
    # instead splay that color left and return the card."
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "green": ["International Prototype Metre Bar"],
                    "blue": ["Imhotep"],
                    "red": ["Oars", "Archery"],
                },
            },
            "Bob": {},
        },
        expansions=FIGURES,
        supply={"base": {"1": ["Metalworking"]}},
    )
    act(game, "dogma International Prototype Metre Bar", 1)
    expect(game, "Alice", "action")
    assert game.result is None
    assert table(game)["Alice"] == {
        "board": {
            "green": ["International Prototype Metre Bar"],
            "blue": ["Imhotep"],
            "red": (["Oars", "Archery"], "left"),
        },
    }
    assert supply(game, 1)[-1] == "Metalworking"


# -- The Communist Manifesto (age 7) --------------------------------------------------------
# For each player in the game, draw and reveal a {7}. Transfer one of the drawn cards to
# each player's board. Execute the non-demand effects of your card. Do not share them.


def test_the_communist_manifesto_drawn_cards_claimed_meanwhile_are_not_given():
    # John Von Neumann: "Each card in your hand provides two additional {clock}": the second
    # 7 drawn makes 12 clocks, World is claimed, and first Rowland Hill: "If you would claim
    # an achievement, first return three cards from your hand. If you do, claim all other
    # cards in your hand as achievements".  Both drawn cards became achievements: there is
    # no drawn card to transfer to any board, and no card of Alice's to execute.
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "purple": ["The Communist Manifesto"],
                    "red": ["John Von Neumann"],
                    "yellow": ["Rowland Hill"],
                },
                "hand": ["Tools", "Oars", "Sailing"],
            },
            "Bob": {},
        },
        expansions=FIGURES,
        supply={"base": {"7": ["Sanitation", "Combustion"]}},
    )
    act(game, "dogma The Communist Manifesto")
    expect(game, "Alice", "choose_cards")
    act(game, ["Tools", "Oars", "Sailing"])
    # ("first": then World is claimed.)
    assert achievements(game, "Alice") == ["Combustion", "Sanitation", "World"]
    assert (
        "Alice: nothing to transfer (The Communist Manifesto: transfer one of the drawn "
        "cards to Alice's board)." in texts(game)
    )
    # The end of the action: Alice fades one of her two top figures.
    expect(game, "Alice", "choose_card", ["John Von Neumann", "Rowland Hill"])
    act(game, "Rowland Hill")
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {"purple": ["The Communist Manifesto"], "red": ["John Von Neumann"]},
        "score": ["Rowland Hill"],
        "achievements": ["Combustion", "Sanitation", "World"],
        "scored": 1,
    }
    assert table(game)["Bob"] == {}


# -- Meiji-Mura Stamp Vending Machine (age 8) -----------------------------------------------
# Return a card from your hand. Draw and score three cards of the returned card's value.


def test_meiji_mura_stamp_vending_machine_a_card_tucked_instead_draws_nothing():
    # Homer: "If you would remove or return a figure from your hand, instead tuck it."
    game = artifacts(
        {
            "Alice": {
                "board": {"green": ["Meiji-Mura Stamp Vending Machine"], "purple": ["Homer"]},
                "hand": ["Ptahhotep"],
            },
            "Bob": {},
        },
        expansions=FIGURES,
        supply={"base": {"1": ["Oars"]}},
    )
    act(game, "dogma Meiji-Mura Stamp Vending Machine")
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {
            "green": ["Meiji-Mura Stamp Vending Machine"],
            "purple": ["Homer", "Ptahhotep"],
        },
        "tucked": 1,
    }
    assert supply(game, 1)[0] == "Oars"


# -- '30 World Cup Final Ball (age 8) -------------------------------------------------------
# I compel you to return one of your achievements!
# Draw and reveal an {8}. The single player with the highest top card of the drawn card's
# color achieves it, ignoring eligibility. If that happens, repeat this effect.


def test_world_cup_final_ball_compels_a_player_with_only_a_special_achievement():
    # A special achievement has no pile to return to: Bob returns nothing (ruling).
    game = artifacts(
        {
            "Alice": {"board": {"purple": ["'30 World Cup Final Ball"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "achievements": ["Monument"]},
        },
        supply={"base": {"8": ["Flight", "Mobility", "Corporations"]}},
    )
    act(game, "dogma '30 World Cup Final Ball")
    assert "'30 World Cup Final Ball compel 1: compelled of Bob." in texts(game)
    expect(game, "Alice", "action")
    assert achievements(game, "Bob") == ["Monument"]
    # Nobody has a red top card: no single player achieves the drawn 8s.
    assert hand(game, "Bob") == ["Flight"]
    assert achievements(game, "Alice") == []


# -- Yeager's Bell X-1A (age 9) -------------------------------------------------------------
# Draw and meld a {9}. Execute the effects of the melded card as if they were on this card,
# without sharing. If that card has a {clock}, repeat this effect.


def test_yeagers_bell_x_1a_a_meld_replaced_executes_nothing():
    # Sargon of Akkad: "If you would meld a card, and your current top card of that color
    # is of equal value, instead tuck it."  Fission is tucked: not melded, not executed.
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "blue": ["Yeager's Bell X-1A"],
                    "green": ["Sargon of Akkad"],
                    "red": ["Composites"],
                },
            },
            "Bob": {"hand": ["Tools"]},
        },
        expansions=FIGURES,
        supply={"base": {"9": ["Fission"], "10": ["Software"]}},
    )
    act(game, "dogma Yeager's Bell X-1A")
    expect(game, "Alice", "action")
    assert board(game, "Alice", "red") == ["Composites", "Fission"]
    assert hand(game, "Alice") == [] and hand(game, "Bob") == ["Tools"]
    assert supply(game, 10)[0] == "Software"


# -- The Big Bang (age 9) -------------------------------------------------------------------
# Execute the non-demand effects of your top blue card, without sharing. If this caused any
# change to occur, draw and remove a {10} from the game, then repeat this effect.


def test_the_big_bang_without_a_top_blue_card_does_nothing():
    game = artifacts(
        {"Alice": {"board": {"purple": ["The Big Bang"]}}, "Bob": {}},
        supply={"base": {"10": ["Software"]}},
    )
    act(game, "dogma The Big Bang")
    expect(game, "Alice", "action")
    assert table(game) == {"Alice": {"board": {"purple": ["The Big Bang"]}}, "Bob": {}}
    assert supply(game, 10)[0] == "Software"
    assert removed(game) == []


# -- Rover Curiosity (age 10) ---------------------------------------------------------------
# Draw and meld an Artifact {10}. Execute the effects of the melded card as if they were on
# this card. Do not share them.


def test_rover_curiosity_a_meld_replaced_executes_nothing():
    # Sargon of Akkad tucks Where's Waldo? (over Stem Cells, a 10): it is not executed.
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "blue": ["Rover Curiosity"],
                    "green": ["Sargon of Akkad"],
                    "yellow": ["Stem Cells"],
                },
            },
            "Bob": {},
        },
        expansions=FIGURES,
        supply={"artifacts": {"10": ["Where's Waldo?"]}},
    )
    act(game, "dogma Rover Curiosity")
    assert game.result is None
    expect(game, "Alice", "action")
    assert board(game, "Alice", "yellow") == ["Stem Cells", "Where's Waldo?"]
