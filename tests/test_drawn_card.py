"""A property of the drawn card is read on the card drawn, whatever a karma did with it.

docs/rulings.md ("Conditions read what happened"): "A property of the drawn card ("If
it has a crown", "If the drawn card is not green") is read on the card drawn, whatever
a karma did with its meld, tuck or reveal: a draw is a draw."  The rules: "Draw and X:
... First, draw the card ... Then, perform the action ... on the card you drew"; a karma
that replaces the meld or tuck ("instead") cancels that action, not the draw.  Each
test has a karma (a printed one where a card has it, else a synthetic "instead do
nothing") replace the action after the draw, and checks that what the card says of
the drawn card still happens.
"""

from __future__ import annotations

from helpers import act, artifacts, board, expect, figures, game_of, table

# -- Figures: inspire effects ----------------------------------------------------------


def test_sneferu_repeats_when_a_karma_replaced_the_tuck_of_a_castle_card():
    # Sneferu: "Draw and tuck a {2}. If it has a {castle}, repeat this effect."
    # Mikhail Kalashnikov: "If you would tuck a red card, instead choose a top red card on
    # an opponent's board. ..." (Bob has none: nothing happens, and nothing is tucked).
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Sneferu"], "red": ["Mikhail Kalashnikov"]}},
            "Bob": {},
        },
        supply={"2": ["Construction", "Calendar"], "1": ["Pottery"]},
    )
    act(game, "inspire yellow")
    # Construction (red, a castle) stays in the hand; it has a castle: Calendar (no
    # castle) is drawn and tucked; then the inspire's draw of a 1 (Pottery).
    assert table(game) == {
        "Alice": {
            "board": {
                "yellow": ["Sneferu"],
                "red": ["Mikhail Kalashnikov"],
                "blue": ["Calendar"],
            },
            "hand": ["Construction", "Pottery"],
            "tucked": 1,
        },
        "Bob": {},
    }


def test_su_song_repeats_when_a_karma_replaced_the_meld_of_a_leaf_card():
    # Su Song: "Draw and meld a {3}. If it has a {leaf}, repeat this effect."  Imhotep:
    # "If you would meld a card over an unsplayed color with more than one card, instead
    # splay that color left and return the card."
    game = figures(
        {
            "Alice": {
                "board": {
                    "green": ["Su Song"],
                    "blue": ["Imhotep"],
                    "yellow": ["Masonry", "Agriculture"],
                }
            },
            "Bob": {},
        },
        supply={"3": ["Medicine", "Alchemy", "Paper", "Translation"]},
    )
    act(game, "inspire green")
    # Medicine (yellow, a leaf) is returned, yellow splayed left; it has a leaf: Alchemy
    # (blue, a leaf) is melded over Imhotep (alone: no karma); it repeats: Paper (no
    # leaf) is melded; then the Inspire action's draw of a 3 (Translation).
    assert table(game) == {
        "Alice": {
            "board": {
                "blue": ["Alchemy", "Imhotep"],
                "green": ["Paper", "Su Song"],
                "yellow": (["Masonry", "Agriculture"], "left"),
            },
            "hand": ["Translation"],
        },
        "Bob": {},
    }


# -- Echoes -------------------------------------------------------------------------------


def test_shrapnel_transfers_of_the_drawn_cards_colour_when_a_karma_replaced_the_tuck():
    # Shrapnel: "I demand you draw and tuck a {6}! Transfer the top two cards of its color
    # from your board to my score pile! Transfer the bottom card of its color from my
    # board to your score pile!"  Sunshu Ao: "If you would tuck a yellow card, instead
    # execute all non-demand Dogma effects on it for yourself only, then return it to
    # your hand."
    game = figures(
        {
            "Alice": {"board": {"red": ["Shrapnel"], "yellow": ["Fermenting", "Machinery"]}},
            "Bob": {"board": {"yellow": ["Sunshu Ao", "Agriculture"]}},
        },
        expansions=["echoes", "figures"],
        supply={"base": {"6": ["Canning"]}},
    )
    act(game, "dogma Shrapnel")
    while game.pending is not None and game.pending.player == "Bob":  # Canning's "may"s
        act(game, "no" if game.pending.kind == "yes_no" else None)
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Shrapnel"], "yellow": ["Fermenting"]},
            "score": ["Agriculture", "Sunshu Ao"],
        },
        "Bob": {"hand": ["Canning"], "score": ["Machinery"]},
    }


def test_shrapnel_with_a_tuck_that_did_nothing(instead_nothing):
    instead_nothing("Code of Laws", "tuck")
    game = game_of(
        {
            "Alice": {"board": {"red": ["Shrapnel"], "yellow": ["Fermenting", "Machinery"]}},
            "Bob": {
                "board": {"yellow": ["Agriculture", "Domestication"], "purple": ["Code of Laws"]}
            },
        },
        supply={"base": {"6": ["Canning"]}},
    )
    act(game, "dogma Shrapnel")
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Shrapnel"], "yellow": ["Fermenting"]},
            "score": ["Agriculture", "Domestication"],
        },
        "Bob": {"board": {"purple": ["Code of Laws"]}, "hand": ["Canning"], "score": ["Machinery"]},
    }


def test_kaleidoscope_offers_the_splay_when_a_karma_replaced_the_meld():
    # Kaleidoscope: "Draw and meld a {7}. You may splay your cards of that color right."
    # Sargon of Akkad: "If you would meld a card, and your current top card of that color
    # is of equal value, instead tuck it."
    game = figures(
        {
            "Alice": {
                "board": {
                    "purple": ["Kaleidoscope"],
                    "green": ["Sargon of Akkad"],
                    "yellow": ["Sanitation", "Agriculture"],
                }
            },
            "Bob": {},
        },
        expansions=["echoes", "figures"],
        supply={"base": {"7": ["Refrigeration"]}},
    )
    act(game, "dogma Kaleidoscope")
    expect(game, "Alice", "yes_no")  # splay yellow (the drawn card's colour) right?
    act(game, "yes")
    assert table(game)["Alice"]["board"]["yellow"] == (
        ["Sanitation", "Agriculture", "Refrigeration"],
        "right",
    )


def test_steamboat_reads_the_drawn_card_when_the_reveal_was_replaced(instead_nothing):
    # Steamboat: "I demand you draw and reveal a {6}! If it is blue or yellow, transfer it
    # and all cards in your hand to my hand! ..."
    instead_nothing("Archery", "reveal")
    game = game_of(
        {
            "Alice": {"board": {"green": ["Steamboat"]}},
            "Bob": {"board": {"red": ["Archery"]}, "hand": ["Agriculture"]},
        },
        supply={"echoes": {"6": ["Stethoscope"]}},
    )
    act(game, "dogma Steamboat")
    assert table(game) == {
        "Alice": {"board": {"green": ["Steamboat"]}, "hand": ["Agriculture", "Stethoscope"]},
        "Bob": {"board": {"red": ["Archery"]}},
    }


def test_jeans_melds_one_and_returns_the_other_when_a_reveal_was_replaced(instead_nothing):
    # Jeans: "Choose two different values less than {7}. Draw and reveal a card of each
    # value. Meld one, and return the other."
    instead_nothing("Archery", "reveal", only="Calendar")
    game = game_of(
        {"Alice": {"board": {"green": ["Jeans"], "red": ["Archery"]}}, "Bob": {}},
        supply={
            "base": {"9": ["Computers"], "2": ["Calendar"]},
            "echoes": {"9": ["Karaoke"], "3": ["Sunglasses"]},
        },
    )
    act(game, "dogma Jeans", "Computers", 2, 3)  # (the echo first: Computers returned)
    expect(game, "Alice", "choose_card", ["Calendar", "Sunglasses"])
    act(game, "Calendar")
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Calendar"], "red": ["Archery"], "green": ["Jeans"]},
            "forecast": ["Karaoke"],
        },
        "Bob": {},
    }


# -- Artifacts ------------------------------------------------------------------------------


def test_magnavox_odyssey_wins_with_two_drawn_cards_of_a_colour_one_of_them_tucked():
    # Magnavox Odyssey: "Draw and meld two {10}. If they are the same color, you win."
    # Sargon of Akkad tucks the second (a red 10 onto a red 10).
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Magnavox Odyssey"], "green": ["Sargon of Akkad"]}},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        expansions=["artifacts", "figures"],
        supply={"base": {"10": ["Miniaturization", "Robotics"]}},
    )
    act(game, "dogma Magnavox Odyssey")
    assert board(game, "Alice", "red") == ["Miniaturization", "Robotics"]
    assert game.result is not None and game.result.winners == ["Alice"]


def test_pride_and_prejudice_repeats_on_the_drawn_cards_colour_when_a_karma_tucked_it():
    # Pride and Prejudice: "Draw and meld a {6}. If the drawn card's color is the color
    # with the fewest (or tied) number of visible cards on your board, score the melded
    # card, and repeat this effect."  Sargon of Akkad tucks the red 6 (onto a red 6):
    # there is no melded card to score, but red is tied for the fewest: it repeats.
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "yellow": ["Pride and Prejudice"],
                    "green": ["Sargon of Akkad"],
                    "red": ["Industrialization"],
                    "blue": {"cards": ["Tools", "Writing"], "splay": "right"},
                    "purple": ["Mysticism"],
                }
            },
            "Bob": {"board": {"red": ["Oars"]}},
        },
        expansions=["artifacts", "figures"],
        supply={"base": {"6": ["Machine Tools", "Atomic Theory"]}},
    )
    act(game, "dogma Pride and Prejudice")
    assert board(game, "Alice", "red") == ["Industrialization", "Machine Tools"]
    # The repeat: Atomic Theory melded on blue (3 visible cards: not the fewest), kept.
    assert board(game, "Alice", "blue") == ["Atomic Theory", "Tools", "Writing"]
    assert table(game)["Alice"].get("score") is None
