"""The action decision tells who each dogma would reach (``dogma_targets``), for players to
read before they choose: the web client colours its dogma buttons by it."""

from __future__ import annotations

from helpers import act, echoes, setup, texts


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


def test_with_five_players_the_distant_player_rule_decides():
    # C and D sit two seats from A: they share with twice as many of the featured icon, and
    # are demanded only with fewer than half as many.
    players = {
        "A": {"board": {"red": ["Archery"]}},  # 2 castles
        "B": {"board": {"yellow": ["Domestication"]}},  # 2
        "C": {"board": {"purple": ["City States"]}},  # 1
        "D": {"board": {"blue": ["Pottery"]}},  # 0
        "E": {"board": {"green": ["Mapmaking"]}},  # 1
    }

    def archery(distant: bool) -> dict:
        game = setup(players, expansions=["echoes"], options={"distant_players": distant})
        return game.view("A")["pending"]["dogma_targets"]["Archery"]

    assert archery(True)["counts"] == {"A": 2, "B": 2, "C": 1, "D": 0, "E": 1}
    assert archery(True)["demanded"] == ["D", "E"]
    assert archery(False)["demanded"] == ["C", "D", "E"]
    players["A"] = {"board": {"yellow": ["Masonry"]}}  # 3 castles, a non-demand effect
    players["B"] = {"board": {"red": ["Archery"]}}
    players["C"] = {"board": {"green": ["The Wheel"]}}  # 3
    players["E"] = {"board": {"purple": ["Mysticism"]}}  # 3
    for distant, sharers in ((True, ["E"]), (False, ["C", "E"])):
        game = setup(players, expansions=["echoes"], options={"distant_players": distant})
        assert game.view("A")["pending"]["dogma_targets"]["Masonry"]["share"] == sharers


def test_a_demand_whose_colour_shows_an_echo_effect_is_shared_too():
    # Perfume: its echo effect ("Draw and tuck a {1}.") is shared "as if it were a normal
    # dogma effect", though its one dogma effect is a demand: Bob (2 castles to Alice's 1)
    # shares it.
    game = echoes(
        {"Alice": {"board": {"blue": ["Perfume"]}}, "Bob": {"board": {"red": ["Archery"]}}},
        supply={"base": {"1": ["Sailing", "Tools", "Oars"]}},
    )
    assert game.view("Alice")["pending"]["dogma_targets"]["Perfume"]["share"] == ["Bob"]
    act(game, "dogma Perfume")
    assert "Perfume echo effect: executed by Bob, Alice." in texts(game)
