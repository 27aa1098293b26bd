"""Hidden cards are not named where others read: the log's actions, promotions, and the
prompts of other players' decisions (found by the web server's leak test)."""

from __future__ import annotations

from helpers import act, setup

from inno.engine.view import names_in, public_text


def texts(game, viewer: str) -> list[str]:
    return [e["text"] for e in game.view(viewer)["log"]]


def test_a_card_an_effect_draws_is_seen_at_once_and_hidden_from_the_others():
    game = setup(
        {"Alice": {"board": {"green": ["Charitable Trust"]}}, "Bob": {}},
        expansions=["echoes"],
        supply={"3": ["Optics"], "4": ["Invention"]},
        options={"face_down_draws": True},
    )
    act(game, "dogma Charitable Trust", 3)  # the echo effect draws a 3
    # Only the draws of actions and rules stay face down: an effect reads what it draws
    # (here its prompt names it), so its owner sees it at once (undo cannot cross that).
    assert game.pending.prompt.endswith("meld Optics, the card you drew?")
    assert "Optics" in game.view("Alice")["players"][0]["hand"]
    assert game.view("Alice")["players"][0]["face_down"] == []
    assert "Alice draws Optics." in texts(game, "Alice")
    assert game.undo_refusal("Alice") is not None
    assert game.view("Bob")["pending"]["prompt"].endswith("meld a 3, the card you drew?")


def _masonry(second):
    return setup(
        {
            "Alice": {"board": {"blue": ["Writing"]}, "hand": ["Pottery"]},
            "Bob": {
                "board": {"yellow": ["Masonry"]},
                "hand": ["Oars", second],
                "face_down": ["Oars", second],
            },
        },
        turn="Bob",
        options={"face_down_draws": True},
    )


def test_the_others_cannot_tell_which_face_down_cards_an_effect_needed():
    # Bob holds two base 1s face down; Masonry offers him those with a castle (Oars and
    # Archery, or Oars alone).  He looks at both before he chooses: the others' logs are
    # the same whichever card he holds.
    one, two = _masonry("Sailing"), _masonry("Archery")
    assert one.view("Alice") == two.view("Alice")
    act(one, "dogma Masonry")
    act(two, "dogma Masonry")
    assert one.pending.player == two.pending.player == "Bob"
    assert texts(one, "Alice") == texts(two, "Alice")
    assert not one.view("Bob")["players"][0].get("face_down")


def _combustion(card):
    return setup(
        {
            "Alice": {
                "board": {"red": ["Combustion"], "green": ["Sailing"], "purple": ["Code of Laws"]},
                "hand": ["Pottery"],
            },
            "Bob": {
                "board": {"yellow": ["Masonry"]},
                "score": ["Archery", "Oars"],
                "hand": [card],
                "face_down": [card],
            },
        },
        expansions=["echoes"],
        options={"face_down_draws": True},
    )


def test_a_prompt_names_a_card_by_its_whole_name_only():
    # "Combustion: ..." does not name Comb (an Echoes 1 Bob holds face down): he does not
    # have to look at it, and the others' logs are the same whichever 1 he holds.
    one, two = _combustion("Comb"), _combustion("Bangle")
    act(one, "dogma Combustion")
    act(two, "dogma Combustion")
    assert one.pending.player == two.pending.player == "Bob"
    assert one.pending.prompt.startswith("Combustion:")
    assert texts(one, "Alice") == texts(two, "Alice")
    assert names_in("Combustion: Machine Tools, Tools, Rocky") == {
        "Combustion",
        "Machine Tools",
        "Tools",
    }


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
