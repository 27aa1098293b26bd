"""A player who leaves the game (Exxon Valdez: "You lose!"), as an outside checker reads
the printed texts and the rules: turn order skipping them, the turn after the current
player leaves mid-turn, sharing and demands not reaching them, "each/every other player"
and "any player" texts after they are gone, the end of the game, teams.

Only the documented API (docs/position-format.md: the `out` key; the decision protocol of
docs/rulings.md). Rulings relied on (docs/rulings.md, Artifacts): "A player who loses
(Exxon Valdez) leaves the game: no more turns, no part in any effect (sharing, demands,
'each player'), not counted at the end; their cards stay where they are unless the card
removes them. In a team game the team plays on while one of its players remains; when the
players left are all of one team, that team wins." -- and Exxon Valdez: "only one player
remaining" is one team in a team game."""

from __future__ import annotations

from outside import act, board, make, options, player, turn

ART = ("artifacts",)


def gone(name):
    """A player who has already left the game (their cards were removed)."""
    return {"name": name, "out": True}


def zones(game, name):
    """A player's zones that an effect can change (for 'nothing else moved')."""
    p = player(game, name)
    return {k: p.get(k) for k in ("hand", "board", "score", "achievements", "out")}


def assert_removed_from_game(game, name):
    p = player(game, name)
    assert p.get("out") is True
    assert p["hand"] == [] and p["board"] == {} and p["score"] == [] and p["achievements"] == []


# --- Exxon Valdez: who is compelled, who remains, who wins -------------------------------


def test_exxon_valdez_3p_tie_compelled_fewer_not_game_goes_on_to_the_next_seat():
    # Compel: vulnerable "only if they would be eligible to share" = as many or more of
    # the featured icon (factory; Alice has 3). Bob has exactly 3 (the tie: compelled),
    # Carol 2 (just fails: untouched).
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Exxon Valdez"]}, "hand": ["Archery"]},
            {
                "name": "Bob",
                "board": {"red": ["Coal"], "green": ["Sailing"]},
                "hand": ["Writing"],
                "score": ["Oars"],
                "achievements": ["Pottery", "Monument"],
            },
            {
                "name": "Carol",
                "board": {"red": ["Colonialism"]},
                "hand": ["Tools"],
                "score": ["Agriculture"],
            },
        ],
        ART,
        supply={"base": {"1": ["Clothing", "Mysticism"]}},
        turn={"player": "Alice", "actions": 2, "number": 5},
    )
    carol = zones(game, "Carol")
    act(game, "dogma Exxon Valdez")
    assert_removed_from_game(game, "Bob")
    pos = game.to_position()
    for card in ("Coal", "Sailing", "Writing", "Oars", "Pottery"):
        assert card in pos["removed"]
    assert "Monument" not in pos["special_achievements"]
    assert zones(game, "Carol") == carol
    assert game.result is None
    # Two players remain: nobody wins; Alice's turn goes on with her second action.
    assert turn(game) == {"player": "Alice", "actions": 1, "number": 5}
    assert game.pending.player == "Alice"
    act(game, "draw")
    # Bob, on Alice's left, is gone: Carol plays next.
    assert turn(game) == {"player": "Carol", "actions": 2, "number": 6}
    assert game.pending.player == "Carol"
    act(game, "draw", "draw")
    assert turn(game)["player"] == "Alice"


def test_exxon_valdez_3p_both_opponents_compelled_last_player_wins():
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Exxon Valdez"]}},
            {"name": "Bob", "board": {"red": ["Coal"]}, "hand": ["Writing"]},
            {"name": "Carol", "board": {"red": ["Machine Tools"]}, "score": ["Tools"]},
        ],
        ART,
        turn={"player": "Alice", "actions": 2, "number": 5},
    )
    act(game, "dogma Exxon Valdez")
    assert_removed_from_game(game, "Bob")
    assert_removed_from_game(game, "Carol")
    assert game.result is not None
    assert list(game.result["winners"]) == ["Alice"]
    assert game.result["reason"] == "dogma"
    assert game.pending is None


def test_exxon_valdez_player_already_out_is_not_remaining():
    # Bob left earlier; compelling Carol leaves Alice alone: "only one player remaining".
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Exxon Valdez"]}},
            gone("Bob"),
            {"name": "Carol", "board": {"red": ["Coal"]}, "hand": ["Writing"]},
        ],
        ART,
        turn={"player": "Alice", "actions": 2, "number": 9},
    )
    act(game, "dogma Exxon Valdez")
    assert_removed_from_game(game, "Carol")
    assert list(game.result["winners"]) == ["Alice"]


def test_exxon_valdez_4p_two_leave_two_remain_no_winner_then_turns_skip_both():
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Exxon Valdez"]}},
            {"name": "Bob", "board": {"red": ["Coal"]}},
            {"name": "Carol", "board": {"red": ["Machine Tools"]}},
            {"name": "Dave", "board": {"red": ["Gunpowder"]}, "hand": ["Writing"]},
        ],
        ART,
        supply={"base": {"1": ["Clothing", "Mysticism", "Oars", "Tools"]}},
        turn={"player": "Alice", "actions": 2, "number": 7},
    )
    act(game, "dogma Exxon Valdez")
    assert_removed_from_game(game, "Bob")
    assert_removed_from_game(game, "Carol")
    assert player(game, "Dave")["hand"] == ["Writing"]
    assert board(game, "Dave") == {"red": (["Gunpowder"], "none")}
    assert game.result is None
    act(game, "draw")
    assert turn(game) == {"player": "Dave", "actions": 2, "number": 8}


# --- Turn order ------------------------------------------------------------------------


def test_turn_order_skips_an_out_player_4p():
    game = make(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}},
            {"name": "Bob", "board": {"blue": ["Tools"]}},
            gone("Carol"),
            {"name": "Dave", "board": {"blue": ["Pottery"]}},
        ],
        supply={"base": {"1": ["Clothing", "Mysticism", "Oars", "Sailing", "Archery"]}},
        turn={"player": "Bob", "actions": 1, "number": 6},
    )
    act(game, "draw")
    assert player(game, "Bob")["hand"] == ["Clothing"]
    assert turn(game) == {"player": "Dave", "actions": 2, "number": 7}
    act(game, "draw", "draw")
    assert player(game, "Dave")["hand"] == ["Mysticism", "Oars"]
    assert turn(game) == {"player": "Alice", "actions": 2, "number": 8}
    act(game, "draw", "draw")
    assert turn(game) == {"player": "Bob", "actions": 2, "number": 9}
    assert player(game, "Carol")["hand"] == []


def test_turn_order_skips_two_out_players_in_a_row_5p():
    game = make(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}},
            gone("Bob"),
            gone("Carol"),
            {"name": "Dave", "board": {"blue": ["Pottery"]}},
            {"name": "Eve", "board": {"blue": ["Tools"]}},
        ],
        ART,
        supply={"base": {"1": ["Clothing", "Mysticism", "Oars", "Sailing", "Archery", "Masonry"]}},
        turn={"player": "Alice", "actions": 2, "number": 10},
    )
    act(game, "draw", "draw")
    assert turn(game) == {"player": "Dave", "actions": 2, "number": 11}
    act(game, "draw", "draw")
    assert turn(game) == {"player": "Eve", "actions": 2, "number": 12}
    act(game, "draw", "draw")
    assert turn(game) == {"player": "Alice", "actions": 2, "number": 13}


# --- The current player leaves mid-turn ------------------------------------------------


def test_current_player_compelled_by_a_sharer_mid_turn_next_seat_plays():
    # Alice activates The Daily Courant (featured factory, she has 4). Carol has 4 too:
    # she shares, and executes her Exxon Valdez "as if it were on this card": its compel
    # reaches her opponents as many factories as she has: Alice (4), not Dave (0). Alice
    # leaves during her own first action: her turn is over (no second action, no own
    # execution, no sharing draw); the next player still in the game on her left (Bob is
    # gone) is Carol.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["The Daily Courant"], "blue": ["Chemistry"]},
                "hand": ["Archery"],
            },
            gone("Bob"),
            {
                "name": "Carol",
                "board": {"red": ["Exxon Valdez"], "blue": ["Physics"]},
                "hand": ["Writing"],
            },
            {"name": "Dave", "board": {"blue": ["Tools"]}, "hand": ["Sailing"]},
        ],
        ART,
        supply={"base": {"1": ["Oars", "Clothing"], "5": ["Coal", "Banking"]}},
        turn={"player": "Alice", "actions": 2, "number": 5},
    )
    dave = zones(game, "Dave")
    act(game, "dogma The Daily Courant")
    assert game.pending.player == "Carol" and game.pending.kind == "choose_value"
    act(game, 1)  # draws Oars and puts it back on top of the 1 pile
    assert game.pending.player == "Carol"
    assert "Exxon Valdez" in options(game)
    act(game, "Exxon Valdez")
    assert_removed_from_game(game, "Alice")
    assert zones(game, "Dave") == dave
    assert player(game, "Carol")["hand"] == ["Writing"]
    assert board(game, "Carol") == {
        "red": (["Exxon Valdez"], "none"),
        "blue": (["Physics"], "none"),
    }
    pos = game.to_position()
    assert pos["supply"]["base"]["1"][:2] == ["Oars", "Clothing"]
    assert pos["supply"]["base"]["5"][:2] == ["Coal", "Banking"]
    assert game.result is None
    assert pos["turn"] == {"player": "Carol", "actions": 2, "number": 6}
    assert game.pending.kind == "action" and game.pending.player == "Carol"


def test_current_player_and_another_compelled_by_a_sharer_sharer_wins():
    # As above, 3 players: Bob (Alice's left) shares first and executes his Exxon Valdez;
    # it compels Carol (5 factories) and Alice (4, as many as Bob): Bob alone remains.
    game = make(
        [
            {"name": "Alice", "board": {"yellow": ["The Daily Courant"], "blue": ["Chemistry"]}},
            {"name": "Bob", "board": {"red": ["Exxon Valdez"], "blue": ["Physics"]}},
            {"name": "Carol", "board": {"red": ["Coal"], "yellow": ["Steam Engine"]}},
        ],
        ART,
        supply={"base": {"1": ["Oars"]}},
        turn={"player": "Alice", "actions": 2, "number": 5},
    )
    act(game, "dogma The Daily Courant")
    assert game.pending.player == "Bob"
    act(game, 1, "Exxon Valdez")
    assert_removed_from_game(game, "Alice")
    assert_removed_from_game(game, "Carol")
    assert list(game.result["winners"]) == ["Bob"]
    assert game.result["reason"] == "dogma"
    assert game.pending is None


# --- Teams ------------------------------------------------------------------------------


def test_exxon_valdez_teams_teammate_never_compelled_both_opponents_leave_team_wins():
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Exxon Valdez"]}},
            {"name": "Bob", "board": {"red": ["Coal"]}},
            {"name": "Carol", "board": {"red": ["Composites"]}, "hand": ["Writing"]},
            {"name": "Dave", "board": {"red": ["Machine Tools"]}},
        ],
        ART,
        options={"teams": True},
        turn={"player": "Alice", "actions": 2, "number": 7},
    )
    act(game, "dogma Exxon Valdez")
    assert_removed_from_game(game, "Bob")
    assert_removed_from_game(game, "Dave")
    assert player(game, "Carol")["hand"] == ["Writing"]
    assert not player(game, "Carol").get("out")
    assert sorted(game.result["winners"]) == ["Alice", "Carol"]


def test_exxon_valdez_teams_one_opponent_leaves_team_plays_on():
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Exxon Valdez"]}},
            {"name": "Bob", "board": {"red": ["Coal"]}},
            {"name": "Carol", "board": {"blue": ["Writing"]}},
            {"name": "Dave", "board": {"red": ["Gunpowder"]}},
        ],
        ART,
        options={"teams": True},
        supply={"base": {"1": ["Clothing", "Mysticism", "Oars", "Tools"]}},
        turn={"player": "Alice", "actions": 2, "number": 7},
    )
    act(game, "dogma Exxon Valdez")
    assert_removed_from_game(game, "Bob")
    assert not player(game, "Dave").get("out")
    assert game.result is None
    act(game, "draw")
    assert turn(game) == {"player": "Carol", "actions": 2, "number": 8}
    act(game, "draw", "draw")
    assert turn(game) == {"player": "Dave", "actions": 2, "number": 9}


def test_team_with_an_out_player_wins_by_the_remaining_players_achievements():
    # Teams need as many achievements as a 2-player game: 6 + 1 expansion = 7. Dave, whose
    # teammate Bob is out, holds 6 and achieves a seventh: his team wins.
    game = make(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}, "achievements": ["Calendar"]},
            gone("Bob"),
            {"name": "Carol", "board": {"blue": ["Tools"]}},
            {
                "name": "Dave",
                "board": {"blue": ["Pottery"]},
                "score": ["Alchemy", "Optics"],
                "achievements": [
                    "Mathematics",
                    "Construction",
                    "Road Building",
                    "Currency",
                    "Mapmaking",
                    "Fermenting",
                ],
            },
        ],
        ART,
        options={"teams": True},
        achievements=["Clothing"],
        turn={"player": "Dave", "actions": 2, "number": 20},
    )
    act(game, "achieve 1")
    assert game.result is not None
    # (rulings: the team's players still in the game win; Bob, who lost, does not)
    assert list(game.result["winners"]) == ["Dave"]


def test_a_player_who_left_keeps_their_seat_for_the_distant_rule():
    # Rulings: seats are the seats as dealt. Bob (Alice's left) is out: Carol is still two
    # seats from Alice, so with 3 lightbulbs against Alice's 2 (not twice) she does not
    # share Writing; Eve (Alice's right) shares with as many. Four players are left of
    # five: the rule stays on.
    game = make(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}},
            gone("Bob"),
            {"name": "Carol", "board": {"purple": ["Philosophy"]}},
            {"name": "Dave", "board": {"green": ["Clothing"]}},
            {"name": "Eve", "board": {"blue": ["Calendar"], "red": ["Archery"]}},
        ],
        ART,
        supply={"base": {"2": ["Currency", "Mapmaking", "Fermenting"], "1": ["Pottery"]}},
        turn={"player": "Alice", "actions": 2, "number": 9},
    )
    act(game, "dogma Writing")
    assert player(game, "Carol")["hand"] == []
    assert player(game, "Eve")["hand"] == ["Currency"]
    assert player(game, "Alice")["hand"] == ["Mapmaking", "Pottery"]  # (the sharing bonus)
    assert player(game, "Dave")["hand"] == []


def test_the_achievements_to_win_stay_those_of_the_players_at_the_start():
    # Three players with Artifacts need 6 (a two-player game would need 7): after Bob
    # leaves, Alice's sixth achievement still wins.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Writing"]},
                "score": ["Alchemy", "Optics"],
                "achievements": [
                    "Mathematics",
                    "Construction",
                    "Currency",
                    "Mapmaking",
                    "Monotheism",
                ],
            },
            gone("Bob"),
            {"name": "Carol", "board": {"blue": ["Tools"]}},
        ],
        ART,
        achievements=["Clothing"],
        turn={"player": "Alice", "actions": 2, "number": 20},
    )
    assert game.view("Alice")["achievements_to_win"] == 6
    act(game, "achieve 1")
    assert game.result is not None
    assert list(game.result["winners"]) == ["Alice"]


# --- Demands and sharing do not reach an out player ----------------------------------------


def test_demand_skips_out_player_in_clockwise_order():
    # Archery: Bob (gone, 0 castles) sits first clockwise; if he took part he would draw
    # Oars. Carol (1 castle < 2) draws Oars and gives it to Alice, then Dave (0) Sailing.
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Archery"]}},
            gone("Bob"),
            {"name": "Carol", "board": {"blue": ["Tools"]}},
            {"name": "Dave", "board": {"blue": ["Writing"]}},
        ],
        supply={"base": {"1": ["Oars", "Sailing", "Clothing"]}},
        turn={"player": "Alice", "actions": 2, "number": 5},
    )
    act(game, "dogma Archery")
    assert player(game, "Alice")["hand"] == ["Oars", "Sailing"]
    assert player(game, "Carol")["hand"] == [] and player(game, "Dave")["hand"] == []
    assert player(game, "Bob")["hand"] == []
    assert game.to_position()["supply"]["base"]["1"][0] == "Clothing"
    assert turn(game) == {"player": "Alice", "actions": 1, "number": 5}


# --- "each other player", "any player", "the single player" after one is gone ----------------


def test_bioengineering_out_player_is_not_a_player_with_fewer_than_three_leaves():
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Bioengineering"],
                    "yellow": ["Stem Cells"],
                    "purple": ["Socialism"],
                },
            },
            gone("Bob"),
            {"name": "Carol", "board": {"yellow": ["Agriculture"], "blue": ["Pottery"]}},
        ],
        turn={"player": "Alice", "actions": 2, "number": 30},
    )
    act(game, "dogma Bioengineering")
    act(game, "Pottery")  # the leaf top card taken from Carol; she keeps 3 leaves
    assert player(game, "Alice")["score"] == ["Pottery"]
    assert board(game, "Carol") == {"yellow": (["Agriculture"], "none")}
    assert game.result is None
    assert turn(game) == {"player": "Alice", "actions": 1, "number": 30}


def test_bioengineering_remaining_player_with_fewer_than_three_leaves_most_wins():
    # The same with Carol left at 2 leaves: the condition holds, Alice (6) has the most.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Bioengineering"],
                    "yellow": ["Stem Cells"],
                    "purple": ["Socialism"],
                },
            },
            gone("Bob"),
            {"name": "Carol", "board": {"green": ["Clothing"], "blue": ["Pottery"]}},
        ],
        turn={"player": "Alice", "actions": 2, "number": 30},
    )
    act(game, "dogma Bioengineering")
    act(game, "Pottery")
    assert list(game.result["winners"]) == ["Alice"]


def test_ai_single_lowest_score_is_among_remaining_players():
    # A.I.: Alice draws and scores a 10; Bob (gone, score 0) is not "the single player with
    # the lowest score": Carol (3) is, and wins.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["A.I."], "red": ["Robotics"], "blue": ["Software"]},
                "score": ["Agriculture"],
            },
            gone("Bob"),
            {"name": "Carol", "board": {"green": ["Sailing"]}, "score": ["Alchemy"]},
        ],
        supply={"base": {"10": ["Globalization"]}},
        turn={"player": "Alice", "actions": 2, "number": 30},
    )
    act(game, "dogma A.I.")
    assert sorted(player(game, "Alice")["score"]) == ["Agriculture", "Globalization"]
    assert list(game.result["winners"]) == ["Carol"]
    assert game.result["reason"] == "dogma"


def test_optics_out_player_is_no_opponent_with_fewer_points():
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Optics"]}, "score": ["Tools"]},
            gone("Bob"),
            {"name": "Carol", "board": {"green": ["Clothing"]}, "score": ["Oars", "Writing"]},
        ],
        supply={"base": {"3": ["Alchemy"]}},
        turn={"player": "Alice", "actions": 2, "number": 12},
    )
    act(game, "dogma Optics")
    assert board(game, "Alice") == {"red": (["Optics"], "none"), "blue": (["Alchemy"], "none")}
    assert player(game, "Alice")["score"] == ["Tools"]
    assert player(game, "Bob")["score"] == []
    assert sorted(player(game, "Carol")["score"]) == ["Oars", "Writing"]
    assert turn(game) == {"player": "Alice", "actions": 1, "number": 12}


def test_chronicle_of_zuo_least_castle_among_remaining_players():
    # Alice 0 castles, Carol 3: Alice has the least (Bob, gone, would tie at 0). Crowns 1
    # vs 0 and lightbulbs 2 vs 0: not the least.
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Chronicle of Zuo"]}},
            gone("Bob"),
            {"name": "Carol", "board": {"red": ["Metalworking"]}},
        ],
        ART,
        supply={"base": {"2": ["Calendar"], "3": ["Compass"], "4": ["Anatomy"]}},
        turn={"player": "Alice", "actions": 2, "number": 12},
    )
    act(game, "dogma Chronicle of Zuo")
    assert player(game, "Alice")["hand"] == ["Calendar"]
    supply = game.to_position()["supply"]["base"]
    assert supply["3"][0] == "Compass" and supply["4"][0] == "Anatomy"


def test_candles_echo_every_other_player_is_every_remaining_player():
    # Alice's score is 1 (Candles' visible bonus); Carol's 3: every other player still in
    # the game has a higher score; Bob (gone, 0) does not count.
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Candles"]}},
            gone("Bob"),
            {"name": "Carol", "board": {"green": ["Sailing"]}, "score": ["Alchemy"]},
        ],
        ("echoes",),
        supply={"base": {"3": ["Compass"]}},
        turn={"player": "Alice", "actions": 2, "number": 12},
    )
    act(game, "dogma Candles")
    assert player(game, "Alice")["hand"] == ["Compass"]
    assert player(game, "Carol")["hand"] == [] and player(game, "Bob")["hand"] == []


def test_social_networking_fewer_than_each_other_player_ignores_out_player():
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Social Networking"]}},
            gone("Bob"),
            {"name": "Carol", "board": {"purple": ["Railroad"], "red": ["Oars"]}},
        ],
        ("echoes",),
        turn={"player": "Alice", "actions": 2, "number": 30},
    )
    act(game, "dogma Social Networking")
    assert list(game.result["winners"]) == ["Alice"]
    assert game.result["reason"] == "dogma"


def test_dancing_girl_every_board_is_every_remaining_board():
    # Carol (3 lightbulbs, as many as Alice) is compelled: Dancing Girl goes to her board.
    # It has then been on every board of the players still in the game, and started on
    # Alice's: Alice wins (Bob, gone, has no board to visit).
    game = make(
        [
            {"name": "Alice", "board": {"yellow": ["Dancing Girl"]}},
            gone("Bob"),
            {"name": "Carol", "board": {"purple": ["Philosophy"]}},
        ],
        ART,
        turn={"player": "Alice", "actions": 2, "number": 12},
    )
    act(game, "dogma Dancing Girl")
    assert list(game.result["winners"]) == ["Alice"]


def test_road_building_another_player_excludes_out_player():
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Road Building"]}, "hand": ["Archery", "Writing"]},
            gone("Bob"),
            {"name": "Carol", "board": {"green": ["Sailing"]}},
        ],
        turn={"player": "Alice", "actions": 2, "number": 12},
    )
    act(game, "dogma Road Building")
    assert game.pending.kind == "choose_cards"
    act(game, ["Archery", "Writing"])
    # "you may transfer your top red card to another player's board": Carol only.
    assert game.pending.player == "Alice"
    assert options(game) == ["Carol", None]
    act(game, "Carol")
    assert board(game, "Carol") == {"red": (["Archery"], "none")}
    assert board(game, "Alice") == {
        "red": (["Road Building"], "none"),
        "blue": (["Writing"], "none"),
        "green": (["Sailing"], "none"),
    }
    assert player(game, "Bob")["board"] == {}
    assert turn(game) == {"player": "Alice", "actions": 1, "number": 12}


def test_communist_manifesto_draws_one_per_player_in_the_game():
    # "For each player in the game": Alice and Carol, two 7s (Bob is gone). The cards drawn
    # have demand effects only, so "execute the non-demand effects of your card" does nothing.
    game = make(
        [
            {"name": "Alice", "board": {"purple": ["The Communist Manifesto"]}},
            gone("Bob"),
            {"name": "Carol", "board": {"blue": ["Writing"]}},
        ],
        ART,
        supply={"base": {"7": ["Explosives", "Sanitation", "Combustion"]}},
        turn={"player": "Alice", "actions": 2, "number": 12},
    )
    act(game, "dogma The Communist Manifesto")
    assert game.pending.player == "Alice"
    assert sorted(options(game)) == ["Explosives", "Sanitation"]
    act(game, "Explosives")  # to Alice's board; the other one goes to Carol's
    assert game.pending.kind == "action"
    assert game.to_position()["supply"]["base"]["7"][0] == "Combustion"
    assert board(game, "Alice") == {
        "red": (["Explosives"], "none"),
        "purple": (["The Communist Manifesto"], "none"),
    }
    assert board(game, "Carol") == {
        "blue": (["Writing"], "none"),
        "yellow": (["Sanitation"], "none"),
    }
    assert player(game, "Bob")["board"] == {} and player(game, "Bob")["hand"] == []


def test_figures_draw_after_achieve_skips_out_player():
    # After an Achieve action claiming a standard achievement, each opponent (clockwise)
    # draws a figure of their highest top card: Carol then Dave, Bob (gone) none.
    game = make(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}, "score": ["Optics", "Alchemy"]},
            gone("Bob"),
            {"name": "Carol", "board": {"blue": ["Pottery"]}},
            {"name": "Dave", "board": {"blue": ["Tools"]}},
        ],
        ("figures",),
        achievements=["Clothing"],
        supply={"figures": {"1": ["Homer", "Sinuhe", "Sneferu"]}},
        turn={"player": "Alice", "actions": 2, "number": 12},
    )
    act(game, "achieve 1")
    assert player(game, "Alice")["achievements"] == ["Clothing"]
    assert player(game, "Carol")["hand"] == ["Homer"]
    assert player(game, "Dave")["hand"] == ["Sinuhe"]
    assert player(game, "Bob")["hand"] == []
    assert game.to_position()["supply"]["figures"]["1"][0] == "Sneferu"


# --- The end of the game by score ---------------------------------------------------------


def test_score_end_draw_lists_only_remaining_players():
    # A draw above 10 ends the game; Alice and Carol tie (0 points, 0 achievements): a
    # draw between them. Bob, gone, is not counted at the end.
    game = make(
        [
            {"name": "Alice", "board": {"blue": ["Software"]}},
            gone("Bob"),
            {"name": "Carol", "board": {"blue": ["Writing"]}},
        ],
        empty=[("base", 10)],
        turn={"player": "Alice", "actions": 2, "number": 40},
    )
    act(game, "draw")
    assert game.result is not None
    assert game.result["reason"] == "score"
    assert sorted(game.result["winners"]) == ["Alice", "Carol"]


# --- What Exxon Valdez leaves, and the sharing bonus -----------------------------------------


def test_exxon_valdez_removes_the_four_named_zones_display_stays():
    # "remove all cards from your hand, score pile, board, and achievements": the display
    # is not named (docs/rulings.md: their cards stay where they are unless the card
    # removes them); the out player gets no more turns (Carol plays after Alice).
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Exxon Valdez"]}},
            {"name": "Bob", "board": {"red": ["Coal"]}, "display": ["Holy Grail"]},
            {"name": "Carol", "board": {"blue": ["Tools"]}},
        ],
        ART,
        supply={"base": {"10": ["Software", "Databases"]}},
        turn={"player": "Alice", "actions": 2, "number": 20},
    )
    act(game, "dogma Exxon Valdez")
    assert_removed_from_game(game, "Bob")
    assert player(game, "Bob")["display"] == ["Holy Grail"]
    act(game, "draw")
    assert turn(game) == {"player": "Carol", "actions": 2, "number": 21}


def test_sharer_who_changed_something_then_left_still_earns_the_sharing_bonus():
    # Bob (5 factories, as many as Alice) shares The Daily Courant: he draws a 1 and puts it
    # back (a change). Alice then executes her Exxon Valdez as if on The Daily Courant: Bob
    # is compelled and leaves. A player eligible to share did so with a change: Alice takes
    # the free Draw action (a 10, her highest top card). Carol (0 factories) is untouched.
    game = make(
        [
            {"name": "Alice", "board": {"yellow": ["The Daily Courant"], "red": ["Exxon Valdez"]}},
            {"name": "Bob", "board": {"red": ["Coal"], "yellow": ["Steam Engine"]}},
            {"name": "Carol", "board": {"blue": ["Tools"]}},
        ],
        ART,
        supply={"base": {"1": ["Oars", "Clothing"], "10": ["Software", "Databases"]}},
        turn={"player": "Alice", "actions": 2, "number": 20},
    )
    act(game, "dogma The Daily Courant")
    assert game.pending.player == "Bob"
    act(game, 1, None)
    assert game.pending.player == "Alice"
    act(game, 1, "Exxon Valdez")
    assert_removed_from_game(game, "Bob")
    assert player(game, "Alice")["hand"] == ["Software"]
    assert player(game, "Carol")["hand"] == [] and board(game, "Carol") == {
        "blue": (["Tools"], "none")
    }
    pos = game.to_position()
    assert pos["supply"]["base"]["1"][:2] == ["Oars", "Clothing"]
    assert game.result is None
    assert pos["turn"] == {"player": "Alice", "actions": 1, "number": 20}


def test_alexander_the_great_scores_instead_of_icons_out_player_not_vulnerable():
    # Alexander the Great: the Dogma action uses each player's current score instead of
    # the featured icon. Alice's score is 2 (its bonus); Bob (gone) would have 0, fewer:
    # he must not be demanded. Carol (3, more) is not vulnerable either: nothing is drawn.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Alexander the Great"], "green": ["Collaboration"]},
            },
            gone("Bob"),
            {"name": "Carol", "board": {"blue": ["Tools"]}, "score": ["Alchemy"]},
        ],
        ("figures",),
        supply={"base": {"9": ["Computers", "Genetics", "Ecology"]}},
        turn={"player": "Alice", "actions": 2, "number": 20},
    )
    before = {n: zones(game, n) for n in ("Alice", "Bob", "Carol")}
    act(game, "dogma Collaboration")
    assert {n: zones(game, n) for n in ("Alice", "Bob", "Carol")} == before
    assert game.to_position()["supply"]["base"]["9"][:3] == ["Computers", "Genetics", "Ecology"]
    assert turn(game) == {"player": "Alice", "actions": 1, "number": 20}


def test_crossbow_any_other_player_is_forced_to_the_only_remaining_one():
    # "Transfer a card from your hand to any other player's board": Carol is the only
    # other player still in the game, so nobody is asked whose board (a forced choice).
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Crossbow"]}, "hand": ["Writing"]},
            gone("Bob"),
            {"name": "Carol", "board": {"green": ["Sailing"]}},
        ],
        ("echoes",),
        turn={"player": "Alice", "actions": 2, "number": 12},
    )
    act(game, "dogma Crossbow")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert player(game, "Alice")["hand"] == []
    assert board(game, "Carol") == {"green": (["Sailing"], "none"), "blue": (["Writing"], "none")}
    assert player(game, "Bob")["board"] == {}
