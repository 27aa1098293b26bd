"""Positions at the start of a turn (``"phase": "start"``, docs/position-format.md): the
turn of ``turn.player`` has not begun, and its start-of-turn steps (the Artifacts display
choice) come first."""

import pytest
from helpers import act, artifacts, display, expect, hand, supply

import inno


def at_the_start(**rest):
    """dennis's turn begins with Holmegaard Bows on display."""
    return artifacts(
        {
            "dennis": {"board": {"red": ["Archery"]}, "display": ["Holmegaard Bows"]},
            "micah": {"board": {"green": ["Sailing"]}},
        },
        phase="start",
        supply={"base": {"1": ["Oars"], "2": ["Calendar", "Fermenting"]}},
        **rest,
    )


def test_a_position_at_the_start_of_a_turn_offers_the_display_choice_first():
    game = at_the_start()
    expect(game, "dennis", "choose_option", ["dogma", "return", "keep"])
    assert game.to_position()["phase"] == "start"
    act(game, "dogma")  # Holmegaard Bows: draw a 2 (micah, 1 leaf, neither shares nor is compelled)
    assert hand(game, "dennis") == ["Calendar"]
    assert display(game, "dennis") == []
    assert supply(game, 1, "artifacts")[-1] == "Holmegaard Bows"
    expect(game, "dennis", "action")
    position = game.to_position()
    assert position["phase"] == "action"
    assert position["turn"]["actions"] == 2  # the free Dogma action is no action


def test_the_start_of_a_turn_without_a_start_of_turn_step_is_the_action_decision():
    game = artifacts({"dennis": {}, "micah": {"display": ["Holmegaard Bows"]}}, phase="start")
    expect(game, "dennis", "action")  # (micah's display waits for micah's turn)
    assert game.to_position()["phase"] == "action"


def test_without_a_phase_a_position_is_at_the_action_decision():
    game = artifacts({"dennis": {"display": ["Holmegaard Bows"]}, "micah": {}})
    expect(game, "dennis", "action")
    assert game.to_position()["phase"] == "action"
    assert display(game, "dennis") == ["Holmegaard Bows"]  # kept, as always


def test_a_position_written_at_the_display_choice_gives_the_same_decision():
    game = at_the_start()
    again = inno.Game.from_position(game.to_position())
    assert again.pending.to_dict() == game.pending.to_dict()
    assert again.to_position() == game.to_position()
    act(again, "keep")
    assert display(again, "dennis") == ["Holmegaard Bows"]
    expect(again, "dennis", "action")


def test_a_turn_that_begins_in_play_writes_the_start_phase():
    # micah ends his turn with a Draw action: dennis's turn begins at the display choice.
    game = artifacts(
        {"dennis": {"display": ["Holmegaard Bows"]}, "micah": {}},
        turn="micah",
        actions=1,
        supply={"base": {"3": ["Compass"]}},
    )
    act(game, "draw")
    d = expect(game, "dennis", "choose_option", ["dogma", "return", "keep"])
    position = game.to_position()
    assert position["phase"] == "start"
    assert position["turn"] == {"player": "dennis", "actions": 2, "number": 4}
    again = inno.Game.from_position(position)
    assert again.pending.to_dict() == d.to_dict()
    act(game, "return")
    act(again, "return")
    assert again.to_position() == game.to_position()


def test_a_game_saved_at_the_start_of_a_turn_is_restored_there():
    game = at_the_start()
    restored = inno.Game.from_json(game.to_json())
    assert restored.pending.to_dict() == game.pending.to_dict()
    act(restored, "dogma")
    assert hand(restored, "dennis") == ["Calendar"]


def test_an_action_used_before_the_turn_began_is_rejected():
    position = {
        "players": [{"name": "dennis"}, {"name": "micah"}],
        "expansions": ["cities"],
        "turn": {"player": "dennis", "used": ["endorse"]},
        "phase": "start",
    }
    with pytest.raises(inno.InvalidPosition, match="no action has been taken yet"):
        inno.Game.from_position(position)


def test_an_unknown_phase_names_the_phases():
    with pytest.raises(inno.InvalidPosition, match="setup, start, action, over"):
        inno.Game.from_position(
            {"players": [{"name": "dennis"}, {"name": "micah"}], "phase": "begin"}
        )
