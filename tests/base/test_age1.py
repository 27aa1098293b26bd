"""Scenario tests for the age 1 cards of the base set (one or more per effect)."""

from helpers import act, expect, hand, setup


def test_archery_demand_transfers_highest_card():
    game = setup(
        {
            "Alice": {"board": {"red": ["Archery"]}},
            "Bob": {"hand": ["Writing", "Masonry", "Calendar"]},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Archery")
    # Bob draws Oars, then must give his highest card: Calendar is the only 2.
    assert hand(game, "Alice") == ["Calendar"]
    assert hand(game, "Bob") == ["Masonry", "Oars", "Writing"]
    assert game.pending.kind == "action"


def test_archery_demand_tie_is_chosen_by_the_victim():
    game = setup(
        {
            "Alice": {"board": {"red": ["Archery"]}},
            "Bob": {"hand": ["Calendar", "Fermenting"]},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Archery")
    expect(game, "Bob", "choose_card", ["Calendar", "Fermenting"])
    act(game, "Fermenting")
    assert hand(game, "Alice") == ["Fermenting"]
    assert hand(game, "Bob") == ["Calendar", "Oars"]
