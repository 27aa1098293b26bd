"""Regression tests for the defects of issue 16 found from outside: Pride and Prejudice
(an absent colour shows 0 visible cards), The Daily Courant on display (the displayed
card's icons count for the demand it executes), Hedy Lamarr (every number of every special
achievement's condition one lower)."""

from helpers import (
    act,
    artifacts,
    board,
    display,
    expect,
    hand,
    score_pile,
    supply,
    table,
    texts,
)

# -- Pride and Prejudice ------------------------------------------------------------------
# Draw and meld a {6}. If the drawn card's color is the color with the fewest (or tied)
# number of visible cards on your board, score the melded card, and repeat this effect.


def test_pride_and_prejudice_an_absent_colour_shows_no_visible_cards():
    game = artifacts(
        {
            "dennis": {
                "board": {
                    "yellow": ["Pride and Prejudice"],
                    "red": ["Archery"],
                    "green": ["Sailing"],
                }
            },
            "micah": {},
        },
        supply={"6": ["Industrialization", "Canning", "Machine Tools"]},
    )
    act(game, "dogma Pride and Prejudice")
    # Industrialization is melded on red: red shows 1 card while blue and purple show 0.
    assert board(game, "dennis", "red") == ["Industrialization", "Archery"]
    assert score_pile(game, "dennis") == []
    assert table(game)["dennis"] == {
        "board": {
            "yellow": ["Pride and Prejudice"],
            "red": ["Industrialization", "Archery"],
            "green": ["Sailing"],
        }
    }
    assert supply(game, 6)[:2] == ["Canning", "Machine Tools"]
    assert game.result is None
    expect(game, "dennis", "action")


# -- The Daily Courant on display -----------------------------------------------------------
# Draw a card of any value, then place it on top of the draw pile of its age. You may
# execute the effects of one of your other top cards as if they were on this card. Do not
# share them.  (Artifacts: during the free Dogma action on a displayed artifact, "determine
# sharing and vulnerability, adding the icons from the card on display to your total".)


def test_the_daily_courant_on_display_lends_its_icons_to_the_demand_it_executes():
    # dennis has no factory on his board, micah one (Invention); the Courant shows two.
    game = artifacts(
        {
            "dennis": {"board": {"red": ["Archery"]}, "display": ["The Daily Courant"]},
            "micah": {"board": {"green": ["Invention"]}},
        },
        phase="start",
        supply={"base": {"1": ["Tools"], "3": ["Compass"]}},
    )
    act(game, "dogma", 3, "Archery")
    # Archery's demand, as if on the Courant: 2 factories against micah's 1: micah draws
    # Tools and transfers it (his highest card) to dennis.
    assert hand(game, "dennis") == ["Tools"]
    assert hand(game, "micah") == []
    assert supply(game, 3)[0] == "Compass"  # drawn and placed back on top
    assert "dennis returns The Daily Courant from their display." in texts(game)
    expect(game, "dennis", "action")


def test_the_daily_courant_on_the_board_executes_the_same_demand():
    game = artifacts(
        {
            "dennis": {"board": {"red": ["Archery"], "yellow": ["The Daily Courant"]}},
            "micah": {"board": {"green": ["Invention"]}},
        },
        supply={"base": {"1": ["Tools"], "3": ["Compass"]}},
    )
    act(game, "dogma The Daily Courant", 3, "Archery")
    assert hand(game, "dennis") == ["Tools"]
    assert hand(game, "micah") == []


def test_the_displayed_courant_counts_for_sharing_too():
    # micah has two factories (Invention, Physics): as many as dennis with the Courant. He
    # shares the Courant (and declines to execute a card of his), and is not vulnerable to
    # the Archery dennis executes through it; dennis draws for the sharing.
    game = artifacts(
        {
            "dennis": {"board": {"red": ["Archery"]}, "display": ["The Daily Courant"]},
            "micah": {"board": {"green": ["Invention"], "blue": ["Physics"]}},
        },
        phase="start",
        supply={"base": {"1": ["Tools", "Oars"], "3": ["Compass"]}},
    )
    act(game, "dogma")
    expect(game, "micah", "choose_value")
    act(game, 3, None, 3, "Archery")
    assert hand(game, "micah") == []
    assert hand(game, "dennis") == ["Tools"]  # the free Draw action for sharing
    assert "dennis takes a free Draw action for sharing." in texts(game)


# -- What a Meld action covered, when a karma acts first ---------------------------------------
# Catherine the Great: "If you would meld a purple card, first transfer your top purple card
# into your hand."  The after-meld steps see the card the meld really covered.


def test_a_meld_that_covers_nothing_after_a_first_karma_digs_nothing():
    game = artifacts(
        {"Alice": {"board": {"purple": ["Catherine the Great"]}, "hand": ["Mysticism"]}, "Bob": {}},
        expansions=["artifacts", "figures"],
        supply={"artifacts": {"1": ["Priest-King"]}},
    )
    act(game, "meld Mysticism")  # Catherine goes to the hand first: Mysticism covers nothing
    assert board(game, "Alice", "purple") == ["Mysticism"]
    assert hand(game, "Alice") == ["Catherine the Great"]
    assert display(game, "Alice") == []
    assert supply(game, 1, "artifacts")[0] == "Priest-King"


def test_a_meld_onto_a_pile_a_first_karma_emptied_draws_a_city():
    game = artifacts(
        {"Alice": {"board": {"purple": ["Catherine the Great"]}, "hand": ["Mysticism"]}, "Bob": {}},
        expansions=["cities", "figures"],
    )
    act(game, "meld Mysticism")  # a new colour on the board after all: draw a City
    assert board(game, "Alice", "purple") == ["Mysticism"]
    assert hand(game, "Alice") == ["Catherine the Great", "Uruk"]  # Uruk: a City
    assert texts(game)[-1] == "Alice draws Uruk."
