"""The action decision tells who each dogma would reach (``dogma_targets``), for players to
read before they choose: the web client colours its dogma buttons by it."""

from __future__ import annotations

from helpers import setup


def test_each_dogma_says_who_would_share_and_who_would_be_demanded():
    game = setup(
        {
            "Alice": {"board": {"red": ["Archery"], "blue": ["Writing"]}},
            "Bob": {"board": {"blue": ["Tools"], "purple": ["Mysticism"]}},
            "Charlie": {"board": {"green": ["Sailing"], "yellow": ["Agriculture"]}},
        }
    )
    targets = game.view("Alice")["pending"]["dogma_targets"]
    # Archery, a demand featuring castles: Alice 2, Bob 4 (not demanded), Charlie 0.
    assert targets["Archery"] == {
        "icon": "castle",
        "counts": {"Alice": 2, "Bob": 4, "Charlie": 0},
        "share": [],
        "demanded": ["Charlie"],
        "compelled": [],
    }
    # Writing, featuring lightbulbs: Bob's Tools shows as many as Alice has? No: 2 < 3.
    assert targets["Writing"]["counts"] == {"Alice": 3, "Bob": 2, "Charlie": 0}
    assert targets["Writing"]["share"] == []


def test_players_with_as_many_of_the_featured_icon_share():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Tools"]}},
            "Bob": {"board": {"blue": ["Writing"]}},
            "Charlie": {"board": {"green": ["Sailing"]}},
        }
    )
    tools = game.view("Alice")["pending"]["dogma_targets"]["Tools"]
    assert tools["icon"] == "lightbulb" and tools["share"] == ["Bob"]


def test_only_the_deciding_player_sees_the_targets():
    game = setup({"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {}})
    assert "dogma_targets" in game.view("Alice")["pending"]
    assert "dogma_targets" not in game.view("Bob")["pending"]
