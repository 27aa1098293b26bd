"""Hidden cards are not named where others read: the log's actions, promotions, and the
prompts of other players' decisions (found by the web server's leak test)."""

from __future__ import annotations

from helpers import act, setup

from inno.engine.view import public_text


def texts(game, viewer: str) -> list[str]:
    return [e["text"] for e in game.view(viewer)["log"]]


def test_a_prompt_naming_a_face_down_card_makes_its_owner_look_and_hides_it_from_the_others():
    game = setup(
        {"Alice": {"board": {"green": ["Charitable Trust"]}}, "Bob": {}},
        expansions=["echoes"],
        supply={"3": ["Optics"], "4": ["Invention"]},
        options={"face_down_draws": True},
    )
    act(game, "dogma Charitable Trust", 3)  # the echo effect: draw a 3 (face down)
    assert game.pending.prompt.endswith("meld Optics, the card you drew?")
    # Alice reads the card's name: she has looked at it (undo cannot cross that).
    assert "Optics" in game.view("Alice")["players"][0]["hand"]
    assert game.view("Alice")["players"][0]["face_down"] == []
    assert "Alice looks at Optics (their hand)." in texts(game, "Alice")
    assert game.view("Bob")["pending"]["prompt"].endswith("meld a 3, the card you drew?")


def test_the_others_read_a_hidden_card_in_a_prompt_by_its_back():
    game = setup(
        {"Alice": {"hand": ["Coal"], "board": {"blue": ["Writing"]}}, "Bob": {"hand": ["Optics"]}}
    )
    text = "choose the player to receive Coal (Writing, Optics)"
    # Each knows their own hand and the top cards; the others' hands by their backs.
    assert public_text(game, 0, text) == "choose the player to receive Coal (Writing, a 3)"
    assert public_text(game, 1, text) == "choose the player to receive a 5 (Writing, Optics)"


def test_a_meld_action_names_the_card_to_the_others_when_it_shows():
    game = setup({"Alice": {"hand": ["Optics"]}, "Bob": {}})
    act(game, "meld Optics")
    assert texts(game, "Alice")[:2] == ["Alice: Meld Optics.", "Alice melds Optics."]
    assert texts(game, "Bob")[:2] == ["Alice: Meld a 3.", "Alice melds Optics."]


def test_a_standard_achievement_is_read_by_its_back_even_by_its_owner():
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Archery"]},
                "score": ["Construction", "Mapmaking", "Masonry"],
            },
            "Bob": {"hand": ["Sailing"]},
        },
        achievements=["Oars"],
    )
    act(game, "achieve 1")
    assert game.to_position()["players"][0]["achievements"] == ["Oars"]
    assert public_text(game, 0, "the player with Oars") == "the player with a 1"
    assert public_text(game, 1, "the player with Oars") == "the player with a 1"
    assert not any("Oars" in text for text in texts(game, "Alice"))
