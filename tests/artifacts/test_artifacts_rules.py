"""The rules of Artifacts of History (deluxe rulebook p16, online rules).

Digging after a Meld action, the display and the start of the turn, compel
effects, relics (the optional rule) and Battleship Yamato's value.
"""

from __future__ import annotations

import pytest
from helpers import (
    achievements,
    act,
    artifacts,
    board,
    cards_of,
    display,
    expect,
    hand,
    relics,
    setup,
    supply,
    texts,
)

import inno

# -- digging -----------------------------------------------------------------------------------


def test_a_card_covering_one_of_higher_value_digs_an_artifact_of_the_covered_value():
    game = artifacts(
        {"Alice": {"board": {"red": ["Construction"]}, "hand": ["Archery"]}, "Bob": {}},
        supply={"artifacts": {"2": ["Holy Grail"]}},
    )
    act(game, "meld Archery")  # Archery (1) covers Construction (2)
    assert display(game, "Alice") == ["Holy Grail"]
    assert "Alice digs up Holy Grail and puts it on display." in texts(game)
    assert hand(game, "Alice") == []


def test_a_card_covering_one_of_equal_value_digs():
    game = artifacts(
        {"Alice": {"board": {"purple": ["Mysticism"]}, "hand": ["City States"]}, "Bob": {}},
        supply={"artifacts": {"1": ["Priest-King"]}},
    )
    act(game, "meld City States")
    assert display(game, "Alice") == ["Priest-King"]


def test_the_same_hexagon_position_digs_even_for_a_higher_card():
    # Writing and Calendar both have their image top left.
    game = artifacts(
        {"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Calendar"]}, "Bob": {}},
        supply={"artifacts": {"1": ["Sibidu Needle"]}},
    )
    act(game, "meld Calendar")
    assert display(game, "Alice") == ["Sibidu Needle"]


def test_no_dig_for_a_higher_card_with_its_image_elsewhere():
    game = artifacts(
        {"Alice": {"board": {"red": ["Archery"]}, "hand": ["Construction"]}, "Bob": {}}
    )
    act(game, "meld Construction")
    assert display(game, "Alice") == []
    assert not any("digs up" in t for t in texts(game))


def test_no_dig_for_a_new_colour_or_a_meld_by_an_effect():
    game = artifacts(
        {
            "Alice": {"board": {"green": ["Sailing"], "red": ["Construction"]}, "hand": ["Tools"]},
            "Bob": {},
        },
        supply={"base": {"1": ["Archery"]}},
    )
    act(game, "meld Tools")  # a new colour: nothing covered
    act(game, "dogma Sailing")  # draw and meld Archery over Construction: not a Meld action
    assert board(game, "Alice", "red") == ["Archery", "Construction"]
    assert display(game, "Alice") == []


def test_an_empty_artifacts_pile_means_no_dig_never_a_base_card():
    game = artifacts(
        {"Alice": {"board": {"red": ["Construction"]}, "hand": ["Archery"]}, "Bob": {}},
        removed=cards_of(2, "artifacts"),
    )
    act(game, "meld Archery")
    assert display(game, "Alice") == [] and hand(game, "Alice") == []


def test_a_dig_skips_empty_ages_as_a_draw_does():
    base_2 = [c for c in cards_of(2) if c != "Construction"]
    game = artifacts(
        {"Alice": {"board": {"red": ["Construction"]}, "hand": ["Archery"]}, "Bob": {}},
        achievements=[],
        removed=base_2,
        supply={"artifacts": {"3": ["Excalibur"]}},
    )
    act(game, "meld Archery")  # age 2 is empty (no base 2 left): dig a 3
    assert display(game, "Alice") == ["Excalibur"]


def test_no_dig_while_an_artifact_is_on_display():
    game = artifacts(
        {
            "Alice": {
                "board": {"red": ["Construction"]},
                "hand": ["Archery"],
                "display": ["Priest-King"],
            },
            "Bob": {},
        },
        supply={"artifacts": {"2": ["Holy Grail"]}},
    )
    act(game, "meld Archery")
    assert display(game, "Alice") == ["Priest-King"]
    assert supply(game, 2, "artifacts")[0] == "Holy Grail"


def test_the_displayed_artifact_is_melded_by_a_meld_action_and_can_dig_again():
    game = artifacts(
        {"Alice": {"board": {"green": ["Sailing"]}, "display": ["Priest-King"]}, "Bob": {}},
        supply={"artifacts": {"1": ["Sibidu Needle"]}},
    )
    assert "meld Priest-King" in game.pending.options
    act(game, "meld Priest-King")  # Priest-King (1) covers Sailing (1): a dig
    assert board(game, "Alice", "green") == ["Priest-King", "Sailing"]
    assert display(game, "Alice") == ["Sibidu Needle"]


def test_with_an_empty_hand_the_meld_of_the_displayed_artifact_is_not_unavailable():
    # "As a normal Meld action, you may treat the card on display as if it is in your
    # hand": the Meld action is offered, so it is not listed as impossible.
    game = artifacts(
        {"Alice": {"board": {"green": ["Sailing"]}, "display": ["Priest-King"]}, "Bob": {}}
    )
    assert "meld Priest-King" in game.pending.options
    unavailable = game.pending.details()["unavailable"]
    assert not any(u["action"] == "meld" for u in unavailable), unavailable


# -- the display at the start of the turn ------------------------------------------------------


def at_alices_turn(alice: dict, bob: dict, **rest):
    """A game where Bob ends his turn (a draw), so that Alice's turn starts."""
    game = artifacts({"Alice": alice, "Bob": bob}, turn="Bob", actions=1, **rest)
    act(game, "draw")
    return game


def test_a_free_dogma_on_the_displayed_artifact_counts_its_icons_then_returns_it():
    # Holmegaard Bows (2 leaves): Alice has no leaf on her board, Bob one.  With the
    # artifact's leaves Alice has 2: Bob neither shares nor is compelled.
    game = at_alices_turn(
        {"board": {"red": ["Archery"]}, "display": ["Holmegaard Bows"]},
        {"board": {"green": ["Sailing"]}},
        supply={"base": {"1": ["Oars"], "2": ["Calendar", "Fermenting"]}},
    )
    expect(game, "Alice", "choose_option", ["dogma", "return", "keep"])
    act(game, "dogma")
    assert hand(game, "Alice") == ["Calendar"]  # the non-demand: draw a 2; nobody shared
    assert board(game, "Bob", "green") == ["Sailing"]
    assert display(game, "Alice") == []
    assert supply(game, 1, "artifacts")[-1] == "Holmegaard Bows"  # returned: the bottom
    expect(game, "Alice", "action")
    assert game.pending.prompt.endswith("(2 actions left)")  # the free dogma is no action


def test_the_displayed_artifact_compels_those_who_would_share():
    # Bob (3 leaves) has as many as Alice with the artifact's 2: he is compelled (his
    # top card with a castle goes to Alice's hand), then shares; Alice draws for sharing.
    game = at_alices_turn(
        {"board": {"red": ["Archery"]}, "display": ["Holmegaard Bows"]},
        {"board": {"blue": ["Pottery"], "green": ["The Wheel"]}},
        supply={"base": {"1": ["Oars", "Sailing"], "2": ["Calendar", "Fermenting"]}},
    )
    act(game, "dogma")
    assert hand(game, "Alice") == ["Fermenting", "Sailing", "The Wheel"]
    assert hand(game, "Bob") == ["Calendar", "Oars"]  # (Oars: his Draw action)
    assert "Alice takes a free Draw action for sharing." in texts(game)


def test_the_displayed_artifact_can_be_returned_or_kept():
    game = at_alices_turn({"display": ["Priest-King"]}, {})
    act(game, "return")
    assert display(game, "Alice") == [] and supply(game, 1, "artifacts")[-1] == "Priest-King"
    game = at_alices_turn({"display": ["Priest-King"]}, {})
    act(game, "keep")
    assert display(game, "Alice") == ["Priest-King"]
    expect(game, "Alice", "action")


def test_with_echoes_the_free_dogma_runs_the_echo_effects_of_its_colour_first():
    # Alice's blue Ruler shows its echo (draw a 2); the displayed Sibidu Needle is blue.
    game = setup(
        {
            "Alice": {"board": {"blue": ["Ruler"]}, "display": ["Sibidu Needle"]},
            "Bob": {},
        },
        expansions=["echoes", "artifacts"],
        turn="Bob",
        actions=1,
        supply={"base": {"1": ["Oars", "Sailing"], "2": ["Calendar"]}},
    )
    act(game, "draw", "dogma")
    log = texts(game)
    assert log.index("Ruler echo effect: executed by Alice.") < log.index(
        "Sibidu Needle effect 1: executed by Alice."
    )


def test_a_card_without_featured_icon_on_display_can_only_be_returned_or_kept():
    game = at_alices_turn({"display": ["Battleship Yamato"]}, {})
    d = expect(game, "Alice", "choose_option", ["return", "keep"])
    assert "Dogma" not in d.prompt  # (the question offers what its options give)


# -- compel effects ------------------------------------------------------------------------------


def test_compel_is_for_opponents_who_would_share_not_those_with_fewer_nor_teammates():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Holmegaard Bows"]}},
            "Bob": {"board": {"blue": ["Pottery"], "green": ["The Wheel"]}},
            "Carol": {"board": {"yellow": ["Agriculture"], "purple": ["Mysticism"]}},
            "Dave": {"board": {"red": ["Archery"]}},
        },
        options={"teams": True},
        supply={"base": {"2": ["Calendar", "Fermenting", "Mapmaking"], "1": ["Oars"]}},
    )
    act(game, "dogma Holmegaard Bows")
    # Bob (opponent, 3 leaves) is compelled; Carol (teammate, 3 leaves) only shares;
    # Dave (opponent, no leaf) is not concerned.
    assert board(game, "Bob", "green") == []
    assert board(game, "Carol", "purple") == ["Mysticism"]
    assert board(game, "Dave", "red") == ["Archery"]
    assert "Holmegaard Bows compel 1: compelled of Bob." in texts(game)


# -- relics -------------------------------------------------------------------------------------


def test_relics_are_set_beside_their_piles_with_the_option():
    game = inno.Game(players=2, expansions=["artifacts"], options={"relics": True}, seed=3)
    assert sorted(relics(game)) == sorted(
        ["Timbuktu", "Complex Numbers", "Newton-Wickins Telescope", "Ching Shih", "Safety Pin"]
    )
    assert relics(inno.Game(players=2, expansions=["artifacts"], seed=3)) == []
    with pytest.raises(inno.InnoError, match="relics"):
        inno.Game(players=2, options={"relics": True}, seed=3)


def dig_a_4(others: dict | None = None, **rest):
    """Alice melds Tools over Experimentation (4): she digs an artifact 4 (Mona Lisa)."""
    alice = {"board": {"blue": ["Experimentation"]}, "hand": ["Tools"]}
    return artifacts(
        {"Alice": alice, **(others or {"Bob": {}})},
        options={"relics": True},
        supply={"artifacts": {"4": ["Mona Lisa"]}},
        **rest,
    )


def test_digging_an_artifact_of_a_relics_value_may_seize_it_into_hand_or_achievements():
    game = dig_a_4()
    act(game, "meld Tools")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    expect(game, "Alice", "choose_option", ["hand", "achievements"])
    act(game, "hand")
    assert hand(game, "Alice") == ["Complex Numbers"]
    assert "Complex Numbers" not in relics(game)
    game = dig_a_4()
    act(game, "meld Tools", "yes", "achievements")
    assert achievements(game, "Alice") == ["Complex Numbers"]
    game = dig_a_4()
    act(game, "meld Tools", "no")
    assert "Complex Numbers" in relics(game)


def test_a_relic_of_a_set_not_in_play_can_only_go_to_achievements():
    # Ching Shih (6) is a Figures relic: Figures is not in play.
    game = artifacts(
        {"Alice": {"board": {"red": ["Coal"]}, "hand": ["Archery"]}, "Bob": {}},
        options={"relics": True},
        supply={"artifacts": {"5": ["Bill of Rights"]}},
    )
    act(game, "meld Archery")  # covers Coal (5): dig a 5; Newton-Wickins Telescope (5)
    act(game, "yes", "hand")
    assert hand(game, "Alice") == ["Newton-Wickins Telescope"]
    game = artifacts(
        {"Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Mysticism"]}, "Bob": {}},
        options={"relics": True},
        supply={"artifacts": {"6": ["Stamp Act"]}},
    )
    act(game, "meld Mysticism", "yes")  # Ching Shih: no question where
    assert achievements(game, "Alice") == ["Ching Shih"]


def test_a_relic_is_seized_from_any_achievements_pile_even_ones_own():
    game = dig_a_4(others={"Bob": {"achievements": ["Complex Numbers"]}})
    act(game, "meld Tools", "yes", "achievements")
    assert achievements(game, "Alice") == ["Complex Numbers"]
    assert achievements(game, "Bob") == []


def test_a_returned_relic_goes_back_beside_its_pile():
    game = artifacts(
        {"Alice": {"board": {"yellow": ["Agriculture"]}, "hand": ["Complex Numbers"]}, "Bob": {}},
        options={"relics": True},
        supply={"base": {"5": ["Coal"]}},
    )
    act(game, "dogma Agriculture", "Complex Numbers")  # return it; draw and score a 5
    assert "Complex Numbers" in relics(game)
    assert "Complex Numbers" not in supply(game, 4, "artifacts")


def test_a_held_relic_counts_as_an_achievement_toward_winning():
    # 7 achievements win (2 players, one expansion): Alice holds 6 and seizes a relic.
    held = ["Mathematics", "Alchemy", "Anatomy", "Banking", "Canning", "Oars"]
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Experimentation"]},
                "hand": ["Tools"],
                "achievements": held,
            },
            "Bob": {},
        },
        options={"relics": True},
    )
    act(game, "meld Tools", "yes", "achievements")
    assert game.result.winners == ["Alice"] and game.result.reason == "achievements"


# -- Battleship Yamato ---------------------------------------------------------------------------


def test_battleship_yamato_is_an_11_on_a_board_and_an_8_elsewhere():
    from inno.data.cards import BY_NAME
    from inno.engine import queries

    yamato = BY_NAME["Battleship Yamato"]
    game = artifacts({"Alice": {"hand": ["Battleship Yamato"]}, "Bob": {}})
    assert queries.value(game, yamato) == 8
    game = artifacts({"Alice": {"board": {"red": ["Battleship Yamato"]}}, "Bob": {}})
    assert queries.value(game, yamato) == 11
    act(game, "draw")  # the highest top card is an 11: the game ends by score
    assert game.result is not None and game.result.reason == "score"


def test_covering_battleship_yamato_digs_for_an_11_which_finds_nothing():
    game = artifacts(
        {"Alice": {"board": {"red": ["Battleship Yamato"]}, "hand": ["Archery"]}, "Bob": {}}
    )
    act(game, "meld Archery")  # 1 covers 11: a dig of value 11, past age 10: nothing
    assert display(game, "Alice") == [] and game.result is None


# -- bad input -------------------------------------------------------------------------------


def test_an_illegal_start_of_turn_answer_is_refused_and_changes_nothing():
    game = at_alices_turn({"display": ["Priest-King"]}, {})
    before = game.to_json()
    with pytest.raises(inno.IllegalAnswer, match="'dogma', 'return', 'keep'"):
        game.answer("discard")
    with pytest.raises(inno.IllegalAnswer):
        game.answer("meld Priest-King")  # not an action: the start of the turn first
    assert game.to_json() == before


@pytest.mark.parametrize(
    "alice,options,message",
    [
        ({"display": ["Priest-King", "Holy Grail"]}, {}, "display holds one artifact at most"),
        ({"display": ["Tools"]}, {}, "Tools is not an Artifact"),
        ({"hand": ["Timbuktu"]}, {}, "Timbuktu is a relic: a game with relics needs the option"),
        (
            {"hand": ["Timbuktu"], "achievements": ["Timbuktu"]},
            {"relics": True},
            "Timbuktu is in two places",
        ),
    ],
)
def test_bad_positions_are_refused(alice, options, message):
    with pytest.raises(inno.InvalidPosition, match=message):
        artifacts({"Alice": alice, "Bob": {}}, options=options)


def test_a_relic_listed_beside_its_pile_and_in_a_hand_is_refused():
    with pytest.raises(inno.InvalidPosition, match="Safety Pin is in two places"):
        artifacts(
            {"Alice": {"hand": ["Safety Pin"]}, "Bob": {}},
            options={"relics": True},
            relics=["Safety Pin"],
        )


# -- a player who loses -------------------------------------------------------------------------


def test_a_player_who_lost_during_their_own_dogma_takes_no_further_part():
    # Bob shares Rover Curiosity, draws and melds Exxon Valdez and executes it as if on
    # Rover: Alice, with as many lightbulbs as Bob, is compelled, loses and leaves.  She
    # does not execute Rover herself, gets no sharing bonus, and her turn ends.
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Rover Curiosity"]}, "hand": ["Tools"]},
            "Bob": {"board": {"purple": ["Philosophy"]}},
            "Carol": {"board": {"green": ["Clothing"]}},
        },
        supply={"artifacts": {"10": ["Exxon Valdez", "Where's Waldo?"]}},
    )
    act(game, "dogma Rover Curiosity")
    assert game.result is None
    assert "Alice loses and leaves the game." in texts(game)
    assert supply(game, 10, "artifacts")[0] == "Where's Waldo?"  # Alice drew nothing
    expect(game, "Bob", "action")
    position = game.to_position()
    assert position["players"][0]["out"] is True
    assert inno.Game.from_position(position).to_position() == position
    assert game.view("Carol")["players"][0]["out"] is True
