"""Base set, ages 6-10: scenario tests written from the printed card texts and the rules
alone, through the documented API (positions in, decisions answered, positions out)."""

from __future__ import annotations

import inno


def new_game(players: dict, supply: dict | None = None, **rest) -> inno.Game:
    """A game at the first player's action decision (2 actions), no achievements
    available (so every unlisted card is in its supply pile, below the listed tops)."""
    for zones_ in players.values():
        board = zones_.get("board", {})
        for colour, stack in board.items():
            if isinstance(stack, tuple):
                board[colour] = {"cards": stack[0], "splay": stack[1]}
    position = {
        "players": [{"name": name, **zones_} for name, zones_ in players.items()],
        "achievements": [],
        "special_achievements": [],
        "supply": {"base": {str(age): cards for age, cards in (supply or {}).items()}},
        "seed": 11,
    }
    position.update(rest)
    return inno.Game.from_position(position)


def play(game: inno.Game, *answers) -> None:
    """Answer the pending decisions in order, checking each answer is offered."""
    for answer in answers:
        decision = game.pending
        assert decision is not None, f"no decision for {answer!r}"
        if not isinstance(answer, list):
            assert answer in decision.options, (answer, decision)
        game.answer(answer)


def pick(game: inno.Game, *cards: str) -> None:
    """Choose these cards: one list answer to a choose_cards decision, else one answer
    per card."""
    if game.pending.kind == "choose_cards":
        play(game, list(cards))
    else:
        for card in cards:
            play(game, card)


def _board(board: dict) -> dict:
    out = {}
    for colour, stack in board.items():
        if isinstance(stack, tuple):
            cards, splay = stack
        else:
            cards, splay = stack, "none"
        if cards:
            out[colour] = (list(cards), splay if len(cards) > 1 else "none")
    return out


def zones(game: inno.Game) -> dict:
    """Every player's zones: hand, score and achievements as sorted lists (unordered
    zones), the board as {colour: ([cards top first], splay)}."""
    out = {}
    for p in game.to_position()["players"]:
        out[p["name"]] = {
            "hand": sorted(p["hand"]),
            "board": {c: (s["cards"], s["splay"]) for c, s in p["board"].items() if s["cards"]},
            "score": sorted(p["score"]),
            "achievements": sorted(p["achievements"]),
        }
    return out


def check(game: inno.Game, **players) -> None:
    """Each named player's zones are exactly these (missing zones empty); players not
    named must be given too (use {} for all-empty)."""
    expected = {
        name: {
            "hand": sorted(z.get("hand", [])),
            "board": _board(z.get("board", {})),
            "score": sorted(z.get("score", [])),
            "achievements": sorted(z.get("achievements", [])),
        }
        for name, z in players.items()
    }
    assert zones(game) == expected
    assert set(game.to_position()["removed"]) <= SPECIAL


SPECIAL = {"Monument", "Empire", "World", "Wonder", "Universe"}


def pile(game: inno.Game, age: int) -> list[str]:
    return game.to_position()["supply"]["base"].get(str(age), [])


def at_action(game: inno.Game, player: str = "Alice", actions: int = 1) -> None:
    """The action is over: the player's next action decision."""
    assert game.result is None
    assert game.pending.kind == "action"
    assert game.pending.player == player
    assert game.to_position()["turn"]["actions"] == actions


# ---------------------------------------------------------------- age 6


def test_vaccination_returns_all_tied_lowest_and_both_draws_happen():
    game = new_game(
        {
            "Alice": {"board": {"yellow": ["Vaccination"]}},
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Agriculture", "Sailing", "Calendar"]},
        },
        supply={6: ["Canning", "Emancipation"], 7: ["Lighting", "Sanitation"]},
    )
    play(game, "dogma Vaccination")
    while game.pending.kind != "action":  # Bob orders the two 1s going to one pile
        assert game.pending.player == "Bob"
        play(game, game.pending.options[0])
    check(
        game,
        Alice={"board": {"yellow": ["Vaccination"], "purple": ["Lighting"]}},
        Bob={"board": {"red": ["Archery"], "yellow": ["Canning"]}, "score": ["Calendar"]},
    )
    assert sorted(pile(game, 1)[-2:]) == ["Agriculture", "Sailing"]
    assert pile(game, 6)[0] == "Emancipation" and pile(game, 7)[0] == "Sanitation"
    at_action(game)


def test_vaccination_empty_score_pile_no_draws():
    game = new_game(
        {
            "Alice": {"board": {"yellow": ["Vaccination"]}},
            "Bob": {"board": {"red": ["Archery"]}, "hand": ["Oars"]},
        },
        supply={6: ["Canning"], 7: ["Lighting"]},
    )
    play(game, "dogma Vaccination")
    check(
        game,
        Alice={"board": {"yellow": ["Vaccination"]}},
        Bob={"board": {"red": ["Archery"]}, "hand": ["Oars"]},
    )
    assert pile(game, 6)[0] == "Canning" and pile(game, 7)[0] == "Lighting"
    at_action(game)


def test_democracy_sharer_first_then_equal_count_does_not_score():
    # Bob (2 lightbulbs, as many as Alice) shares and goes first: 2 returned > Alice's 0
    # so far: he scores an 8. Alice then returns 2: not more than Bob's 2: no 8.
    game = new_game(
        {
            "Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Oars", "Archery", "Tools"]},
            "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Agriculture", "Sailing"]},
        },
        supply={6: ["Canning"], 8: ["Flight", "Mobility"]},
    )
    play(game, "dogma Democracy")
    assert game.pending.player == "Bob"
    play(game, ["Agriculture", "Sailing"])
    while game.pending.player == "Bob":
        play(game, game.pending.options[0])
    assert game.pending.player == "Alice"
    play(game, ["Oars", "Archery"])
    while game.pending.kind != "action":
        play(game, game.pending.options[0])
    check(
        game,
        # the sharing bonus: Alice draws a 6 (her highest top card)
        Alice={"board": {"purple": ["Democracy"]}, "hand": ["Tools", "Canning"]},
        Bob={"board": {"blue": ["Writing"]}, "score": ["Flight"]},
    )
    assert pile(game, 8)[0] == "Mobility"
    at_action(game)


def test_encyclopedia_melds_all_tied_highest():
    game = new_game(
        {
            "Alice": {"board": {"blue": ["Encyclopedia"]}, "score": ["Coal", "Physics", "Paper"]},
            "Bob": {},
        },
    )
    play(game, "dogma Encyclopedia")
    play(game, game.pending.options[0] if game.pending.kind == "yes_no" else ["Coal", "Physics"])
    while game.pending.kind != "action":
        play(game, "Coal" if "Coal" in game.pending.options else game.pending.options[0])
    check(
        game,
        Alice={"board": {"blue": ["Physics", "Encyclopedia"], "red": ["Coal"]}, "score": ["Paper"]},
        Bob={},
    )
    at_action(game)


def test_machine_tools_empty_score_pile_draws_a_1():
    game = new_game(
        {"Alice": {"board": {"red": ["Machine Tools"]}}, "Bob": {}},
        supply={1: ["Pottery", "Tools"], 5: ["Coal"], 6: ["Canning"]},
    )
    play(game, "dogma Machine Tools")
    check(game, Alice={"board": {"red": ["Machine Tools"]}, "score": ["Pottery"]}, Bob={})
    at_action(game)


def test_machine_tools_value_of_highest_in_score_pile():
    game = new_game(
        {"Alice": {"board": {"red": ["Machine Tools"]}, "score": ["Paper", "Banking"]}, "Bob": {}},
        supply={5: ["Coal", "Physics"], 6: ["Canning"]},
    )
    play(game, "dogma Machine Tools")
    check(
        game,
        Alice={"board": {"red": ["Machine Tools"]}, "score": ["Paper", "Banking", "Coal"]},
        Bob={},
    )
    at_action(game)


def test_industrialization_counts_visible_factories_per_colour():
    # red and yellow show a factory; green's Invention (factory) is covered, unsplayed.
    game = new_game(
        {
            "Alice": {
                "board": {
                    "red": ["Industrialization", "Oars"],
                    "yellow": ["Steam Engine"],
                    "green": ["Paper", "Invention"],
                    "blue": ["Writing"],
                }
            },
            "Bob": {},
        },
        supply={6: ["Atomic Theory", "Canning", "Classification"]},
    )
    play(game, "dogma Industrialization")
    while game.pending.kind != "action":
        play(game, "no" if game.pending.kind == "yes_no" else None)
    check(
        game,
        Alice={
            "board": {
                "red": ["Industrialization", "Oars"],
                "yellow": ["Steam Engine", "Canning"],
                "green": ["Paper", "Invention"],
                "blue": ["Writing", "Atomic Theory"],
            }
        },
        Bob={},
    )
    assert pile(game, 6)[0] == "Classification"
    at_action(game)


def test_classification_takes_from_every_opponent_and_melds_all():
    game = new_game(
        {
            "Alice": {"board": {"green": ["Classification"]}, "hand": ["Coal", "Tools"]},
            "Bob": {"hand": ["Oars", "Sailing"]},
            "Carol": {"hand": ["Archery", "Gunpowder"]},
        },
    )
    play(game, "dogma Classification")
    play(game, "Coal")
    order = []
    while game.pending.kind != "action":
        choice = sorted(o for o in game.pending.options if o is not None)[0]
        order.append(choice)
        play(game, choice)
    final = game.to_position()["players"][0]["board"]["red"]["cards"]
    assert sorted(final) == ["Archery", "Coal", "Gunpowder", "Oars"]
    check(
        game,
        Alice={"board": {"green": ["Classification"], "red": final}, "hand": ["Tools"]},
        Bob={"hand": ["Sailing"]},
        Carol={},
    )
    at_action(game)


def test_metric_system_condition_fails_when_green_splayed_left():
    game = new_game(
        {
            "Alice": {
                "board": {
                    "green": (["Metric System", "Paper"], "left"),
                    "red": ["Coal", "Oars"],
                }
            },
            "Bob": {},
        },
    )
    play(game, "dogma Metric System")
    # the first effect offers nothing; the second asks to splay green right
    assert game.pending.kind == "yes_no" and "green" in game.pending.prompt
    play(game, "yes")
    check(
        game,
        Alice={"board": {"green": (["Metric System", "Paper"], "right"), "red": ["Coal", "Oars"]}},
        Bob={},
    )
    at_action(game)


def test_metric_system_green_right_splays_another_colour():
    game = new_game(
        {
            "Alice": {
                "board": {
                    "green": (["Metric System", "Paper"], "right"),
                    "red": ["Coal", "Oars"],
                }
            },
            "Bob": {},
        },
    )
    play(game, "dogma Metric System")
    while game.pending.kind != "action":
        d = game.pending
        play(game, "red" if "red" in d.options else ("yes" if d.kind == "yes_no" else d.options[0]))
    check(
        game,
        Alice={
            "board": {
                "green": (["Metric System", "Paper"], "right"),
                "red": (["Coal", "Oars"], "right"),
            }
        },
        Bob={},
    )
    at_action(game)


def test_canning_scores_tops_without_factory_including_tucked_new_colour():
    # The 6 is tucked first (Atomic Theory: a new blue stack, no factory): then "score
    # all your top cards without a factory" scores Paper and Atomic Theory, not
    # Invention uncovered by the scoring.
    game = new_game(
        {
            "Alice": {
                "board": {
                    "yellow": ["Canning"],
                    "red": ["Coal"],
                    "green": ["Paper", "Invention"],
                }
            },
            "Bob": {},
        },
        supply={6: ["Atomic Theory", "Classification"]},
    )
    play(game, "dogma Canning", "yes")
    while game.pending.kind != "action":
        play(game, "no" if game.pending.kind == "yes_no" else game.pending.options[0])
    check(
        game,
        Alice={
            "board": {"yellow": ["Canning"], "red": ["Coal"], "green": ["Invention"]},
            "score": ["Paper", "Atomic Theory"],
        },
        Bob={},
    )
    at_action(game)


def test_canning_declined_scores_nothing():
    game = new_game(
        {"Alice": {"board": {"yellow": ["Canning", "Agriculture"], "green": ["Paper"]}}, "Bob": {}},
        supply={6: ["Atomic Theory"]},
    )
    play(game, "dogma Canning", "no", "no")
    check(game, Alice={"board": {"yellow": ["Canning", "Agriculture"], "green": ["Paper"]}}, Bob={})
    assert pile(game, 6)[0] == "Atomic Theory"
    at_action(game)


def test_emancipation_empty_hand_no_draw():
    game = new_game(
        {
            "Alice": {"board": {"purple": ["Emancipation", "Mysticism"], "red": ["Coal", "Oars"]}},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        supply={6: ["Canning"]},
    )
    play(game, "dogma Emancipation")
    assert game.pending.player == "Alice"
    d = game.pending
    assert d.kind != "yes_no" or "purple" not in d.prompt
    play(game, "purple" if "purple" in d.options else d.options[0])
    while game.pending.kind != "action":
        play(game, "yes" if game.pending.kind == "yes_no" else game.pending.options[0])
    check(
        game,
        Alice={
            "board": {
                "purple": (["Emancipation", "Mysticism"], "right"),
                "red": ["Coal", "Oars"],
            }
        },
        Bob={"board": {"blue": ["Writing"]}},
    )
    assert pile(game, 6)[0] == "Canning"
    at_action(game)


def test_atomic_theory_declined_splay_still_draws_and_melds_a_7():
    game = new_game(
        {"Alice": {"board": {"blue": ["Atomic Theory", "Writing"]}}, "Bob": {}},
        supply={7: ["Lighting", "Bicycle"]},
    )
    play(game, "dogma Atomic Theory", "no")
    check(
        game,
        Alice={"board": {"blue": ["Atomic Theory", "Writing"], "purple": ["Lighting"]}},
        Bob={},
    )
    at_action(game)


# ---------------------------------------------------------------- age 7


def finish(game: inno.Game, default="no") -> None:
    """Answer the rest of the action: yes_no with ``default``, else the first option."""
    while game.pending.kind != "action":
        d = game.pending
        play(game, default if d.kind == "yes_no" else d.options[0])


def test_evolution_draw_one_higher_with_empty_score_pile_draws_a_1():
    game = new_game(
        {"Alice": {"board": {"blue": ["Evolution"]}}, "Bob": {}},
        supply={1: ["Pottery"], 8: ["Flight"]},
    )
    play(game, "dogma Evolution")
    play(game, game.pending.options[1])
    check(game, Alice={"board": {"blue": ["Evolution"]}, "hand": ["Pottery"]}, Bob={})
    at_action(game)


def test_evolution_score_an_8_then_return_it():
    game = new_game(
        {"Alice": {"board": {"blue": ["Evolution"]}, "score": ["Tools"]}, "Bob": {}},
        supply={8: ["Flight", "Mobility"]},
    )
    play(game, "dogma Evolution")
    play(game, game.pending.options[0])
    assert game.pending.kind == "choose_card"
    assert sorted(game.pending.options) == ["Flight", "Tools"]
    play(game, "Flight")
    check(game, Alice={"board": {"blue": ["Evolution"]}, "score": ["Tools"]}, Bob={})
    assert pile(game, 8)[0] == "Mobility" and pile(game, 8)[-1] == "Flight"
    at_action(game)


def test_evolution_declined_does_nothing():
    game = new_game(
        {"Alice": {"board": {"blue": ["Evolution"]}, "score": ["Tools"]}, "Bob": {}},
        supply={2: ["Calendar"], 8: ["Flight"]},
    )
    play(game, "dogma Evolution", None)
    check(game, Alice={"board": {"blue": ["Evolution"]}, "score": ["Tools"]}, Bob={})
    at_action(game)


def test_publications_rearrange_then_splay_up():
    game = new_game(
        {
            "Alice": {
                "board": {
                    "blue": ["Publications", "Writing"],
                    "yellow": ["Steam Engine", "Agriculture", "Masonry"],
                }
            },
            "Bob": {},
        },
    )
    play(game, "dogma Publications", "yellow", "Masonry", "Steam Engine")
    while game.pending.kind != "action":
        d = game.pending
        play(
            game,
            "yellow" if "yellow" in d.options else ("yes" if d.kind == "yes_no" else d.options[0]),
        )
    check(
        game,
        Alice={
            "board": {
                "blue": ["Publications", "Writing"],
                "yellow": (["Masonry", "Steam Engine", "Agriculture"], "up"),
            }
        },
        Bob={},
    )
    at_action(game)


def test_combustion_two_per_eight_crowns_and_returns_itself_as_bottom_red():
    # Alice: 2 + 3 + 3 = 8 crowns: Bob transfers two score cards; then Alice's bottom
    # red card is Combustion itself (alone in red): it is returned.
    game = new_game(
        {
            "Alice": {
                "board": {
                    "red": ["Combustion"],
                    "green": ["Navigation"],
                    "blue": ["Translation"],
                }
            },
            "Bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Tools", "Coal", "Paper"]},
        },
    )
    play(game, "dogma Combustion")
    assert game.pending.player == "Bob"
    pick(game, "Tools", "Paper")
    finish(game)
    check(
        game,
        Alice={
            "board": {"green": ["Navigation"], "blue": ["Translation"]},
            "score": ["Tools", "Paper"],
        },
        Bob={"board": {"yellow": ["Agriculture"]}, "score": ["Coal"]},
    )
    assert pile(game, 7)[-1] == "Combustion"
    at_action(game)


def test_combustion_seven_crowns_take_one():
    game = new_game(
        {
            "Alice": {
                "board": {
                    "red": ["Combustion", "Oars"],
                    "green": ["Navigation"],
                    "purple": ["Code of Laws"],
                }
            },
            "Bob": {"score": ["Tools", "Coal"]},
        },
    )
    play(game, "dogma Combustion")
    # 2 + 3 + 2 = 7 crowns (Oars covered): one card
    assert game.pending.player == "Bob"
    pick(game, "Coal")
    finish(game)
    check(
        game,
        Alice={
            "board": {"red": ["Combustion"], "green": ["Navigation"], "purple": ["Code of Laws"]},
            "score": ["Coal"],
        },
        Bob={"score": ["Tools"]},
    )
    assert pile(game, 1)[-1] == "Oars"
    at_action(game)


def test_explosives_three_cards_empties_hand_then_draw_a_7():
    game = new_game(
        {
            "Alice": {"board": {"red": ["Explosives"]}},
            "Bob": {"hand": ["Coal", "Tools", "Paper"]},
        },
        supply={7: ["Lighting", "Bicycle"]},
    )
    play(game, "dogma Explosives")
    finish(game)
    check(
        game,
        Alice={"board": {"red": ["Explosives"]}, "hand": ["Coal", "Tools", "Paper"]},
        Bob={"hand": ["Lighting"]},
    )
    at_action(game)


def test_explosives_fourth_card_left_no_draw_tie_is_chosen():
    game = new_game(
        {
            "Alice": {"board": {"red": ["Explosives"]}},
            "Bob": {"hand": ["Coal", "Paper", "Tools", "Writing"]},
        },
        supply={7: ["Lighting"]},
    )
    play(game, "dogma Explosives")
    # Coal and Paper go; one of the tied 1s is Bob's choice
    assert game.pending.player == "Bob"
    assert sorted(o for o in game.pending.options if o) == ["Tools", "Writing"]
    pick(game, "Writing")
    finish(game)
    check(
        game,
        Alice={"board": {"red": ["Explosives"]}, "hand": ["Coal", "Paper", "Writing"]},
        Bob={"hand": ["Tools"]},
    )
    assert pile(game, 7)[0] == "Lighting"
    at_action(game)


def test_bicycle_exchange_with_empty_hand():
    game = new_game(
        {"Alice": {"board": {"green": ["Bicycle"]}, "score": ["Coal", "Paper"]}, "Bob": {}},
    )
    play(game, "dogma Bicycle", "yes")
    check(game, Alice={"board": {"green": ["Bicycle"]}, "hand": ["Coal", "Paper"]}, Bob={})
    at_action(game)


def test_electricity_returns_tops_without_factory_not_uncovered_ones():
    game = new_game(
        {
            "Alice": {
                "board": {
                    "green": ["Electricity"],
                    "blue": ["Writing"],
                    "red": ["Oars", "Coal"],
                    "yellow": ["Steam Engine"],
                }
            },
            "Bob": {},
        },
        supply={8: ["Flight", "Mobility", "Socialism"]},
    )
    play(game, "dogma Electricity")
    finish(game)
    check(
        game,
        Alice={
            "board": {"green": ["Electricity"], "red": ["Coal"], "yellow": ["Steam Engine"]},
            "hand": ["Flight", "Mobility"],
        },
        Bob={},
    )
    assert sorted(pile(game, 1)[-2:]) == ["Oars", "Writing"]
    assert pile(game, 8)[0] == "Socialism"
    at_action(game)


def test_refrigeration_one_card_returns_none_and_score_declined():
    game = new_game(
        {
            "Alice": {"board": {"yellow": ["Refrigeration"]}, "hand": ["Tools"]},
            "Bob": {"hand": ["Coal"]},
        },
    )
    play(game, "dogma Refrigeration")
    assert game.pending.player == "Alice"
    play(game, None)
    check(
        game,
        Alice={"board": {"yellow": ["Refrigeration"]}, "hand": ["Tools"]},
        Bob={"hand": ["Coal"]},
    )
    at_action(game)


def test_refrigeration_five_cards_returns_two():
    game = new_game(
        {
            "Alice": {"board": {"yellow": ["Refrigeration"]}, "hand": ["Tools"]},
            "Bob": {"hand": ["Coal", "Paper", "Oars", "Sailing", "Physics"]},
        },
    )
    play(game, "dogma Refrigeration")
    assert game.pending.player == "Bob"
    pick(game, "Oars", "Sailing")
    while game.pending.player == "Bob":
        play(game, game.pending.options[0])
    play(game, "Tools")
    check(
        game,
        Alice={"board": {"yellow": ["Refrigeration"]}, "score": ["Tools"]},
        Bob={"hand": ["Coal", "Paper", "Physics"]},
    )
    at_action(game)


def test_sanitation_empty_hand_receives_two_highest_gives_nothing():
    game = new_game(
        {
            "Alice": {"board": {"yellow": ["Sanitation"]}},
            "Bob": {"hand": ["Coal", "Paper", "Tools"]},
        },
    )
    play(game, "dogma Sanitation")
    finish(game)
    check(
        game,
        Alice={"board": {"yellow": ["Sanitation"]}, "hand": ["Coal", "Paper"]},
        Bob={"hand": ["Tools"]},
    )
    at_action(game)


def test_sanitation_exchange_lowest_of_mine():
    game = new_game(
        {
            "Alice": {"board": {"yellow": ["Sanitation"]}, "hand": ["Physics", "Oars"]},
            "Bob": {"hand": ["Coal", "Paper", "Tools"]},
        },
    )
    play(game, "dogma Sanitation")
    finish(game)
    check(
        game,
        Alice={"board": {"yellow": ["Sanitation"]}, "hand": ["Coal", "Paper", "Physics"]},
        Bob={"hand": ["Tools", "Oars"]},
    )
    at_action(game)


def test_lighting_scores_one_7_per_different_value_tucked():
    game = new_game(
        {
            "Alice": {
                "board": {"purple": ["Lighting"]},
                "hand": ["Tools", "Writing", "Paper", "Coal"],
            },
            "Bob": {},
        },
        supply={7: ["Bicycle", "Railroad", "Sanitation"]},
    )
    play(game, "dogma Lighting")
    play(game, ["Tools", "Writing", "Paper"])
    finish(game)
    final = zones(game)["Alice"]["board"]["blue"][0]
    assert sorted(final) == ["Tools", "Writing"]
    check(
        game,
        Alice={
            "board": {"purple": ["Lighting"], "blue": final, "green": ["Paper"]},
            "hand": ["Coal"],
            "score": ["Bicycle", "Railroad"],
        },
        Bob={},
    )
    at_action(game)


def test_railroad_empty_hand_draws_three_6_and_splays_right_colour_up():
    game = new_game(
        {
            "Alice": {
                "board": {
                    "purple": ["Railroad"],
                    "red": (["Coal", "Oars"], "right"),
                    "blue": (["Writing", "Tools"], "left"),
                }
            },
            "Bob": {},
        },
        supply={6: ["Canning", "Emancipation", "Democracy", "Vaccination"]},
    )
    play(game, "dogma Railroad")
    d = game.pending
    assert "blue" not in d.options
    play(game, "red" if "red" in d.options else "yes")
    check(
        game,
        Alice={
            "board": {
                "purple": ["Railroad"],
                "red": (["Coal", "Oars"], "up"),
                "blue": (["Writing", "Tools"], "left"),
            },
            "hand": ["Canning", "Emancipation", "Democracy"],
        },
        Bob={},
    )
    at_action(game)


# ---------------------------------------------------------------- age 8


def test_quantum_theory_returning_one_draws_nothing():
    game = new_game(
        {"Alice": {"board": {"blue": ["Quantum Theory"]}, "hand": ["Tools", "Coal"]}, "Bob": {}},
        supply={10: ["A.I.", "Databases"]},
    )
    play(game, "dogma Quantum Theory")
    pick(game, "Tools")
    finish(game)
    check(game, Alice={"board": {"blue": ["Quantum Theory"]}, "hand": ["Coal"]}, Bob={})
    assert pile(game, 1)[-1] == "Tools" and pile(game, 10)[0] == "A.I."
    at_action(game)


def test_quantum_theory_returning_two_draws_a_10_and_scores_a_10():
    game = new_game(
        {"Alice": {"board": {"blue": ["Quantum Theory"]}, "hand": ["Tools", "Coal"]}, "Bob": {}},
        supply={10: ["A.I.", "Databases", "Software"]},
    )
    play(game, "dogma Quantum Theory")
    pick(game, "Tools", "Coal")
    finish(game)
    check(
        game,
        Alice={"board": {"blue": ["Quantum Theory"]}, "hand": ["A.I."], "score": ["Databases"]},
        Bob={},
    )
    assert pile(game, 10)[0] == "Software"
    at_action(game)


def test_rocketry_one_return_per_two_clocks_across_opponents():
    # 3 + 2 = 5 clocks: two cards, from any opponents' score piles
    game = new_game(
        {
            "Alice": {"board": {"blue": ["Rocketry"], "purple": ["Railroad"]}, "score": ["Oars"]},
            "Bob": {"score": ["Coal"]},
            "Carol": {"score": ["Paper", "Tools"]},
        },
    )
    play(game, "dogma Rocketry")
    assert all("Alice" not in o for o in game.pending.options)
    play(game, "Bob's score pile: 5")
    play(game, "Carol's score pile: 1")
    assert game.pending.kind == "action"
    check(
        game,
        Alice={"board": {"blue": ["Rocketry"], "purple": ["Railroad"]}, "score": ["Oars"]},
        Bob={},
        Carol={"score": ["Paper"]},
    )
    assert pile(game, 5)[-1] == "Coal" and pile(game, 1)[-1] == "Tools"
    at_action(game)


def test_flight_red_splayed_right_is_not_up():
    game = new_game(
        {
            "Alice": {
                "board": {
                    "red": (["Flight", "Oars"], "right"),
                    "blue": ["Writing", "Tools"],
                }
            },
            "Bob": {},
        },
    )
    play(game, "dogma Flight")
    # only the second effect asks: splay red up
    assert game.pending.kind == "yes_no" and "red" in game.pending.prompt
    play(game, "yes")
    check(
        game,
        Alice={"board": {"red": (["Flight", "Oars"], "up"), "blue": ["Writing", "Tools"]}},
        Bob={},
    )
    at_action(game)


def test_flight_red_up_splays_any_colour_up():
    game = new_game(
        {
            "Alice": {
                "board": {
                    "red": (["Flight", "Oars"], "up"),
                    "blue": (["Writing", "Tools"], "left"),
                }
            },
            "Bob": {},
        },
    )
    play(game, "dogma Flight")
    d = game.pending
    play(game, "blue" if "blue" in d.options else "yes")
    finish(game)
    check(
        game,
        Alice={"board": {"red": (["Flight", "Oars"], "up"), "blue": (["Writing", "Tools"], "up")}},
        Bob={},
    )
    at_action(game)


def test_mobility_two_highest_fixed_at_start_tie_chosen():
    game = new_game(
        {
            "Alice": {"board": {"red": ["Mobility"]}},
            "Bob": {
                "board": {
                    "red": ["Oars"],
                    "blue": ["Physics"],
                    "green": ["Paper", "Sailing"],
                    "yellow": ["Agriculture"],
                    "purple": ["Mysticism"],
                }
            },
        },
        supply={8: ["Socialism", "Flight"]},
    )
    play(game, "dogma Mobility")
    assert game.pending.player == "Bob"
    assert sorted(o for o in game.pending.options if o) == ["Agriculture", "Mysticism"]
    pick(game, "Mysticism")
    finish(game)
    check(
        game,
        Alice={"board": {"red": ["Mobility"]}, "score": ["Paper", "Mysticism"]},
        Bob={
            "board": {
                "red": ["Oars"],
                "blue": ["Physics"],
                "green": ["Sailing"],
                "yellow": ["Agriculture"],
            },
            "hand": ["Socialism"],
        },
    )
    at_action(game)


def test_mobility_nothing_eligible_no_draw():
    game = new_game(
        {
            "Alice": {"board": {"red": ["Mobility"]}},
            "Bob": {"board": {"red": ["Oars"], "blue": ["Physics"]}},
        },
        supply={8: ["Socialism"]},
    )
    play(game, "dogma Mobility")
    check(
        game,
        Alice={"board": {"red": ["Mobility"]}},
        Bob={"board": {"red": ["Oars"], "blue": ["Physics"]}},
    )
    assert pile(game, 8)[0] == "Socialism"
    at_action(game)


def test_corporations_green_factory_not_taken_no_draw_for_bob():
    game = new_game(
        {
            "Alice": {"board": {"green": ["Corporations"]}},
            "Bob": {"board": {"green": ["Invention"], "red": ["Oars"]}},
        },
        supply={8: ["Flight", "Socialism"]},
    )
    play(game, "dogma Corporations")
    finish(game)
    check(
        game,
        Alice={"board": {"green": ["Corporations"], "red": ["Flight"]}},
        Bob={"board": {"green": ["Invention"], "red": ["Oars"]}},
    )
    assert pile(game, 8)[0] == "Socialism"
    at_action(game)


def test_corporations_transfer_then_both_draw_and_meld():
    game = new_game(
        {
            "Alice": {"board": {"green": ["Corporations"], "red": ["Coal"]}},
            "Bob": {"board": {"green": ["Invention"], "blue": ["Physics", "Writing"]}},
        },
        supply={8: ["Flight", "Socialism", "Rocketry"]},
    )
    play(game, "dogma Corporations")
    finish(game)
    check(
        game,
        Alice={
            "board": {"green": ["Corporations"], "red": ["Coal"], "purple": ["Socialism"]},
            "score": ["Physics"],
        },
        Bob={"board": {"green": ["Invention"], "blue": ["Writing"], "red": ["Flight"]}},
    )
    at_action(game)


def test_mass_media_returns_chosen_value_from_every_score_pile():
    game = new_game(
        {
            "Alice": {
                "board": {"green": ["Mass Media"]},
                "hand": ["Tools"],
                "score": ["Paper", "Coal"],
            },
            "Bob": {"score": ["Compass", "Oars"]},
        },
    )
    play(game, "dogma Mass Media", "Tools", 3)
    finish(game)
    check(
        game,
        Alice={"board": {"green": ["Mass Media"]}, "score": ["Coal"]},
        Bob={"score": ["Oars"]},
    )
    assert sorted(pile(game, 3)[-2:]) == ["Compass", "Paper"]
    assert pile(game, 1)[-1] == "Tools"
    at_action(game)


def test_mass_media_declined_return_no_value_asked():
    game = new_game(
        {
            "Alice": {"board": {"green": ["Mass Media"]}, "hand": ["Tools"], "score": ["Paper"]},
            "Bob": {"score": ["Compass"]},
        },
    )
    play(game, "dogma Mass Media", None)
    assert game.pending.kind == "action"
    check(
        game,
        Alice={"board": {"green": ["Mass Media"]}, "hand": ["Tools"], "score": ["Paper"]},
        Bob={"score": ["Compass"]},
    )
    at_action(game)


def test_antibiotics_two_per_different_value():
    game = new_game(
        {
            "Alice": {
                "board": {"yellow": ["Antibiotics"]},
                "hand": ["Tools", "Writing", "Paper", "Coal"],
            },
            "Bob": {},
        },
        supply={8: ["Flight", "Mobility", "Socialism", "Rocketry", "Empiricism"]},
    )
    play(game, "dogma Antibiotics")
    pick(game, "Tools", "Writing", "Paper")
    finish(game)
    check(
        game,
        Alice={
            "board": {"yellow": ["Antibiotics"]},
            "hand": ["Coal", "Flight", "Mobility", "Socialism", "Rocketry"],
        },
        Bob={},
    )
    assert pile(game, 8)[0] == "Empiricism"
    at_action(game)


def test_skyscrapers_transfer_score_beneath_return_rest():
    game = new_game(
        {
            "Alice": {"board": {"yellow": ["Skyscrapers"]}},
            "Bob": {"board": {"blue": ["Publications", "Writing", "Tools", "Pottery"]}},
        },
    )
    play(game, "dogma Skyscrapers")
    finish(game)
    check(
        game,
        Alice={"board": {"yellow": ["Skyscrapers"], "blue": ["Publications"]}},
        Bob={"score": ["Writing"]},
    )
    assert sorted(pile(game, 1)[-2:]) == ["Pottery", "Tools"]
    at_action(game)


def test_empiricism_other_colour_stays_in_hand():
    game = new_game(
        {"Alice": {"board": {"purple": ["Empiricism"]}}, "Bob": {}},
        supply={9: ["Ecology", "Genetics"]},
    )
    play(game, "dogma Empiricism", "red", "green")
    check(game, Alice={"board": {"purple": ["Empiricism"]}, "hand": ["Ecology"]}, Bob={})
    at_action(game)


def test_empiricism_matching_colour_melded_and_splayed_up():
    game = new_game(
        {"Alice": {"board": {"purple": ["Empiricism"], "yellow": ["Agriculture"]}}, "Bob": {}},
        supply={9: ["Ecology", "Genetics"]},
    )
    play(game, "dogma Empiricism", "blue", "yellow")
    play(game, "yes")
    check(
        game,
        Alice={"board": {"purple": ["Empiricism"], "yellow": (["Ecology", "Agriculture"], "up")}},
        Bob={},
    )
    at_action(game)


def test_socialism_purple_tucked_takes_all_lowest_from_each_opponent():
    game = new_game(
        {
            "Alice": {"board": {"purple": ["Socialism"]}, "hand": ["Mysticism", "Tools"]},
            "Bob": {"hand": ["Oars", "Sailing", "Coal"]},
            "Carol": {"hand": ["Paper", "Physics"]},
        },
    )
    play(game, "dogma Socialism", "yes")
    finish(game)
    check(
        game,
        Alice={
            "board": {"purple": ["Socialism", "Mysticism"], "blue": ["Tools"]},
            "hand": ["Oars", "Sailing", "Paper"],
        },
        Bob={"hand": ["Coal"]},
        Carol={"hand": ["Physics"]},
    )
    at_action(game)


def test_socialism_no_purple_tucked_takes_nothing():
    game = new_game(
        {
            "Alice": {"board": {"purple": ["Socialism"]}, "hand": ["Tools"]},
            "Bob": {"hand": ["Oars"]},
        },
    )
    play(game, "dogma Socialism", "yes")
    finish(game)
    check(
        game,
        Alice={"board": {"purple": ["Socialism"], "blue": ["Tools"]}},
        Bob={"hand": ["Oars"]},
    )
    at_action(game)


# ---------------------------------------------------------------- age 9


def test_computers_executes_melded_cards_non_demand_effects_only():
    # Databases has only a demand: nothing of it is executed, Bob keeps his score pile.
    game = new_game(
        {
            "Alice": {"board": {"blue": ["Computers"], "red": ["Oars", "Archery"]}},
            "Bob": {"score": ["Coal", "Paper"]},
        },
        supply={10: ["Databases", "A.I."]},
    )
    play(game, "dogma Computers", "no")
    check(
        game,
        Alice={
            "board": {"blue": ["Computers"], "red": ["Oars", "Archery"], "green": ["Databases"]}
        },
        Bob={"score": ["Coal", "Paper"]},
    )
    assert pile(game, 10)[0] == "A.I."
    at_action(game)


def test_computers_melded_card_effect_runs_for_alice():
    game = new_game(
        {"Alice": {"board": {"blue": ["Computers"]}}, "Bob": {}},
        supply={10: ["A.I.", "Databases", "Software"]},
    )
    play(game, "dogma Computers")
    finish(game)
    check(
        game,
        Alice={"board": {"blue": ["Computers"], "purple": ["A.I."]}, "score": ["Databases"]},
        Bob={},
    )
    at_action(game)


def test_genetics_scores_every_card_beneath():
    game = new_game(
        {
            "Alice": {"board": {"blue": ["Genetics", "Writing", "Tools"], "red": ["Oars"]}},
            "Bob": {},
        },
        supply={10: ["Software", "A.I."]},
    )
    play(game, "dogma Genetics")
    check(
        game,
        Alice={
            "board": {"blue": ["Software"], "red": ["Oars"]},
            "score": ["Genetics", "Writing", "Tools"],
        },
        Bob={},
    )
    at_action(game)


def test_genetics_new_colour_nothing_beneath():
    game = new_game(
        {"Alice": {"board": {"blue": ["Genetics", "Writing"]}}, "Bob": {}},
        supply={10: ["Robotics", "A.I."]},
    )
    play(game, "dogma Genetics")
    check(game, Alice={"board": {"blue": ["Genetics", "Writing"], "red": ["Robotics"]}}, Bob={})
    at_action(game)


def test_composites_all_but_one_and_highest_score_card_tie_chosen():
    game = new_game(
        {
            "Alice": {"board": {"red": ["Composites"]}},
            "Bob": {"hand": ["Tools", "Coal", "Paper"], "score": ["Oars", "Physics", "Chemistry"]},
        },
    )
    play(game, "dogma Composites", "Paper")
    assert game.pending.player == "Bob"
    assert sorted(game.pending.options) == ["Chemistry", "Physics"]
    play(game, "Chemistry")
    check(
        game,
        Alice={"board": {"red": ["Composites"]}, "hand": ["Tools", "Coal"], "score": ["Chemistry"]},
        Bob={"hand": ["Paper"], "score": ["Oars", "Physics"]},
    )
    at_action(game)


def test_composites_empty_hand_still_transfers_score_card():
    game = new_game(
        {
            "Alice": {"board": {"red": ["Composites"]}},
            "Bob": {"score": ["Oars", "Physics"]},
        },
    )
    play(game, "dogma Composites")
    check(
        game,
        Alice={"board": {"red": ["Composites"]}, "score": ["Physics"]},
        Bob={"score": ["Oars"]},
    )
    at_action(game)


def test_fission_non_red_then_return_a_top_card_and_draw():
    game = new_game(
        {
            "Alice": {"board": {"red": ["Fission", "Oars"], "blue": ["Writing"]}},
            "Bob": {"board": {"green": ["Paper"]}},
        },
        supply={10: ["A.I.", "Software"]},
    )
    play(game, "dogma Fission")
    assert game.pending.player == "Alice"
    assert "Fission" not in game.pending.options
    play(game, "Paper")
    finish(game)
    check(
        game,
        Alice={"board": {"red": ["Fission", "Oars"], "blue": ["Writing"]}, "hand": ["Software"]},
        Bob={"hand": ["A.I."]},
    )
    assert pile(game, 3)[-1] == "Paper"
    at_action(game)


def test_fission_red_removes_everything_and_ends_the_action():
    game = new_game(
        {
            "Alice": {
                "board": {"red": ["Fission"], "blue": ["Writing"]},
                "hand": ["Tools"],
                "score": ["Coal"],
            },
            "Bob": {"board": {"green": ["Paper"]}, "hand": ["Oars"], "score": ["Physics"]},
        },
        supply={10: ["Robotics", "Software"]},
    )
    play(game, "dogma Fission")
    assert game.pending.kind == "action"
    assert zones(game) == {
        name: {"hand": [], "board": {}, "score": [], "achievements": []}
        for name in ("Alice", "Bob")
    }
    removed = set(game.to_position()["removed"]) - SPECIAL
    assert removed == {
        "Fission",
        "Writing",
        "Tools",
        "Coal",
        "Paper",
        "Oars",
        "Physics",
        "Robotics",
    }
    assert pile(game, 10)[0] == "Software"
    at_action(game)


def test_collaboration_alice_chooses_card_bob_melds_other():
    game = new_game(
        {
            "Alice": {"board": {"green": ["Collaboration"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={9: ["Ecology", "Services", "Genetics"]},
    )
    play(game, "dogma Collaboration")
    assert game.pending.player == "Alice"
    play(game, "Services")
    finish(game)
    check(
        game,
        Alice={"board": {"green": ["Collaboration"], "purple": ["Services"]}},
        Bob={"board": {"red": ["Archery"], "yellow": ["Ecology"]}},
    )
    at_action(game)


GREENS = [
    "Clothing",
    "Sailing",
    "The Wheel",
    "Currency",
    "Mapmaking",
    "Compass",
    "Paper",
    "Invention",
    "Navigation",
]


def test_collaboration_ten_green_cards_wins():
    game = new_game(
        {
            "Alice": {"board": {"green": ["Collaboration", *GREENS]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={9: ["Ecology", "Services", "Genetics"]},
    )
    play(game, "dogma Collaboration")
    while game.result is None:
        play(game, game.pending.options[0])
    assert game.result["winners"] == ["Alice"]


def test_collaboration_nine_green_cards_no_win():
    game = new_game(
        {
            "Alice": {"board": {"green": ["Collaboration", *GREENS[:-1]]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={9: ["Ecology", "Services", "Genetics"]},
    )
    play(game, "dogma Collaboration", "Ecology")
    finish(game)
    check(
        game,
        Alice={"board": {"green": ["Collaboration", *GREENS[:-1]], "yellow": ["Ecology"]}},
        Bob={"board": {"red": ["Archery"], "purple": ["Services"]}},
    )
    at_action(game)


def test_satellites_melded_card_demand_not_executed():
    game = new_game(
        {
            "Alice": {"board": {"green": ["Satellites"]}, "hand": ["Tools"]},
            "Bob": {"board": {"blue": ["Physics"]}},
        },
        supply={8: ["Corporations", "Flight", "Mobility", "Socialism", "Rocketry"]},
    )
    play(game, "dogma Satellites", "Corporations")
    finish(game)
    check(
        game,
        Alice={
            "board": {"green": ["Corporations", "Satellites"], "purple": ["Socialism"]},
            "hand": ["Flight", "Mobility"],
        },
        Bob={"board": {"blue": ["Physics"]}},
    )
    assert pile(game, 1)[-1] == "Tools"
    at_action(game)


def test_ecology_return_only_card_then_nothing_to_score_still_draw_two_10():
    game = new_game(
        {"Alice": {"board": {"yellow": ["Ecology"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={10: ["A.I.", "Software", "Robotics"]},
    )
    play(game, "dogma Ecology", "Tools")
    finish(game)
    check(game, Alice={"board": {"yellow": ["Ecology"]}, "hand": ["A.I.", "Software"]}, Bob={})
    assert pile(game, 1)[-1] == "Tools"
    at_action(game)


def test_ecology_declined_does_nothing():
    game = new_game(
        {"Alice": {"board": {"yellow": ["Ecology"]}, "hand": ["Tools", "Coal"]}, "Bob": {}},
        supply={10: ["A.I."]},
    )
    play(game, "dogma Ecology", None)
    check(game, Alice={"board": {"yellow": ["Ecology"]}, "hand": ["Tools", "Coal"]}, Bob={})
    at_action(game)


AGE1 = [
    "Pottery", "Tools", "Writing", "Clothing", "Sailing", "The Wheel", "Archery",
    "Metalworking", "Oars", "Agriculture", "Domestication", "Masonry", "City States",
    "Code of Laws", "Mysticism",
]  # fmt: skip


def test_suburbia_empty_1_pile_draws_2s():
    game = new_game(
        {"Alice": {"board": {"yellow": ["Suburbia"]}, "hand": ["Tools", "Writing"]}, "Bob": {}},
        supply={2: ["Calendar", "Currency", "Mapmaking"]},
        removed=[c for c in AGE1 if c not in ("Tools", "Writing")],
    )
    play(game, "dogma Suburbia")
    pick(game, "Tools", "Writing")
    finish(game)
    assert pile(game, 1) == []
    assert zones(game) == {
        "Alice": {
            "hand": [],
            "board": {"yellow": (["Suburbia"], "none"), "blue": (["Tools", "Writing"], "none")},
            "score": ["Calendar", "Currency"],
            "achievements": [],
        },
        "Bob": {"hand": [], "board": {}, "score": [], "achievements": []},
    }
    at_action(game)


def test_suburbia_tuck_none_scores_nothing():
    game = new_game(
        {"Alice": {"board": {"yellow": ["Suburbia"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={1: ["Pottery"]},
    )
    play(game, "dogma Suburbia")
    play(game, [] if game.pending.kind == "choose_cards" else None)
    check(game, Alice={"board": {"yellow": ["Suburbia"]}, "hand": ["Tools"]}, Bob={})
    at_action(game)


def test_services_all_highest_then_bob_takes_alices_top_without_leaf():
    game = new_game(
        {
            "Alice": {
                "board": {
                    "purple": ["Services"],
                    "red": ["Oars"],
                    "blue": ["Writing"],
                    "yellow": ["Agriculture"],
                }
            },
            "Bob": {"score": ["Coal", "Physics", "Paper"]},
        },
    )
    play(game, "dogma Services")
    assert game.pending.player == "Bob"
    assert sorted(game.pending.options) == ["Oars", "Writing"]
    play(game, "Oars")
    check(
        game,
        Alice={
            "board": {"purple": ["Services"], "blue": ["Writing"], "yellow": ["Agriculture"]},
            "hand": ["Coal", "Physics"],
        },
        Bob={"score": ["Paper"], "hand": ["Oars"]},
    )
    at_action(game)


def test_services_empty_score_pile_takes_nothing():
    game = new_game(
        {
            "Alice": {"board": {"purple": ["Services"], "red": ["Oars"]}},
            "Bob": {"hand": ["Coal"]},
        },
    )
    play(game, "dogma Services")
    check(
        game,
        Alice={"board": {"purple": ["Services"], "red": ["Oars"]}},
        Bob={"hand": ["Coal"]},
    )
    at_action(game)


def test_specialization_takes_top_card_of_colour_from_all_opponents():
    game = new_game(
        {
            "Alice": {
                "board": {"purple": ["Specialization"], "blue": ["Pottery"]},
                "hand": ["Tools"],
            },
            "Bob": {"board": {"blue": ["Writing", "Calendar"], "red": ["Oars"]}},
            "Carol": {"board": {"blue": ["Mathematics"]}},
        },
    )
    play(game, "dogma Specialization")
    if game.pending.kind != "action" and "Tools" in game.pending.options:
        play(game, "Tools")
    finish(game)
    check(
        game,
        Alice={
            "board": {"purple": ["Specialization"], "blue": ["Pottery"]},
            "hand": ["Tools", "Writing", "Mathematics"],
        },
        Bob={"board": {"blue": ["Calendar"], "red": ["Oars"]}},
        Carol={},
    )
    at_action(game)


# ---------------------------------------------------------------- age 10


def test_bioengineering_transfer_then_opponent_with_most_leaves_wins():
    # After Clothing moves, Alice has 0 leaves (< 3): the player with the most, Bob, wins.
    game = new_game(
        {
            "Alice": {"board": {"blue": ["Bioengineering"]}},
            "Bob": {"board": {"yellow": ["Agriculture"], "green": ["Clothing"]}},
        },
    )
    play(game, "dogma Bioengineering", "Clothing")
    while game.result is None and game.pending.kind != "action":
        play(game, game.pending.options[0])
    assert zones(game)["Alice"]["score"] == ["Clothing"]
    assert game.result is not None and game.result["winners"] == ["Bob"]


def test_bioengineering_tie_for_most_leaves_nobody_wins():
    game = new_game(
        {
            "Alice": {"board": {"blue": ["Bioengineering"]}},
            "Bob": {"board": {"yellow": ["Agriculture"], "green": ["Clothing"]}},
            "Carol": {"board": {"blue": ["Pottery"]}},
        },
    )
    play(game, "dogma Bioengineering", "Clothing")
    # Alice 0 leaves (< 3); Bob and Carol tie for the most with 3: nobody wins
    assert game.result is None
    check(
        game,
        Alice={"board": {"blue": ["Bioengineering"]}, "score": ["Clothing"]},
        Bob={"board": {"yellow": ["Agriculture"]}},
        Carol={"board": {"blue": ["Pottery"]}},
    )
    at_action(game)


def test_bioengineering_only_candidate_taken_then_activating_player_wins():
    game = new_game(
        {
            "Alice": {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
            "Bob": {"board": {"blue": ["Pottery"], "red": ["Oars"]}},
        },
    )
    play(game, "dogma Bioengineering")  # Pottery, the only candidate, is taken
    assert zones(game)["Alice"]["score"] == ["Pottery"]
    # Bob has 0 leaves now: Alice (3) has the most and wins
    assert game.result is not None and game.result["winners"] == ["Alice"]


def test_software_second_card_ai_makes_lowest_score_win():
    game = new_game(
        {"Alice": {"board": {"blue": ["Software"]}}, "Bob": {"score": ["Tools"]}},
        supply={10: ["Stem Cells", "Robotics", "A.I.", "Databases"]},
    )
    play(game, "dogma Software")
    while game.result is None and game.pending.kind != "action":
        play(game, game.pending.options[0])
    z = zones(game)
    assert z["Alice"]["score"] == ["Databases", "Stem Cells"]
    assert z["Alice"]["board"] == {
        "blue": (["Software"], "none"),
        "red": (["Robotics"], "none"),
        "purple": (["A.I."], "none"),
    }
    assert game.result is not None and game.result["winners"] == ["Bob"]


def test_software_first_melded_card_not_executed():
    # Databases (first) is not executed; Stem Cells (second) is: "you may score all cards
    # from your hand", declined.
    game = new_game(
        {
            "Alice": {"board": {"blue": ["Software"]}, "hand": ["Tools"]},
            "Bob": {"score": ["Coal", "Paper"]},
        },
        supply={10: ["A.I.", "Databases", "Stem Cells", "Robotics"]},
    )
    play(game, "dogma Software")
    assert game.pending.kind == "yes_no" and "Stem Cells" in game.pending.prompt
    play(game, "no")
    check(
        game,
        Alice={
            "board": {"blue": ["Software"], "green": ["Databases"], "yellow": ["Stem Cells"]},
            "hand": ["Tools"],
            "score": ["A.I."],
        },
        Bob={"score": ["Coal", "Paper"]},
    )
    at_action(game)


def test_miniaturization_returned_10_draws_per_different_score_value():
    game = new_game(
        {
            "Alice": {
                "board": {"red": ["Miniaturization"]},
                "hand": ["Databases", "Tools"],
                "score": ["Writing", "Pottery", "Coal"],
            },
            "Bob": {},
        },
        supply={10: ["A.I.", "Software", "Robotics"]},
    )
    play(game, "dogma Miniaturization", "Databases")
    finish(game)
    check(
        game,
        Alice={
            "board": {"red": ["Miniaturization"]},
            "hand": ["Tools", "A.I.", "Software"],
            "score": ["Writing", "Pottery", "Coal"],
        },
        Bob={},
    )
    assert pile(game, 10)[0] == "Robotics" and pile(game, 10)[-1] == "Databases"
    at_action(game)


def test_miniaturization_returned_non_10_draws_nothing():
    game = new_game(
        {
            "Alice": {
                "board": {"red": ["Miniaturization"]},
                "hand": ["Databases", "Tools"],
                "score": ["Coal"],
            },
            "Bob": {},
        },
        supply={10: ["A.I."]},
    )
    play(game, "dogma Miniaturization", "Tools")
    finish(game)
    check(
        game,
        Alice={"board": {"red": ["Miniaturization"]}, "hand": ["Databases"], "score": ["Coal"]},
        Bob={},
    )
    assert pile(game, 10)[0] == "A.I."
    at_action(game)


def test_robotics_no_green_then_melded_card_executed():
    game = new_game(
        {"Alice": {"board": {"red": ["Robotics"]}, "hand": ["Tools", "Coal"]}, "Bob": {}},
        supply={10: ["Stem Cells", "A.I."]},
    )
    play(game, "dogma Robotics", "yes")
    check(
        game,
        Alice={
            "board": {"red": ["Robotics"], "yellow": ["Stem Cells"]},
            "score": ["Tools", "Coal"],
        },
        Bob={},
    )
    at_action(game)


def test_robotics_scores_top_green_only():
    game = new_game(
        {"Alice": {"board": {"red": ["Robotics"], "green": ["Paper", "Sailing"]}}, "Bob": {}},
        supply={10: ["Databases", "A.I."]},
    )
    play(game, "dogma Robotics")
    check(
        game,
        Alice={
            "board": {"red": ["Robotics"], "green": ["Databases", "Sailing"]},
            "score": ["Paper"],
        },
        Bob={},
    )
    at_action(game)


def test_databases_half_rounded_up():
    game = new_game(
        {
            "Alice": {"board": {"green": ["Databases"]}},
            "Bob": {"score": ["Tools", "Coal", "Paper"]},
        },
    )
    play(game, "dogma Databases")
    assert game.pending.player == "Bob"
    pick(game, "Tools", "Paper")
    finish(game)
    check(game, Alice={"board": {"green": ["Databases"]}}, Bob={"score": ["Coal"]})
    at_action(game)


def test_databases_one_card_returns_it():
    game = new_game(
        {"Alice": {"board": {"green": ["Databases"]}}, "Bob": {"score": ["Coal"]}},
    )
    play(game, "dogma Databases")
    finish(game)
    check(game, Alice={"board": {"green": ["Databases"]}}, Bob={})
    assert pile(game, 5)[-1] == "Coal"
    at_action(game)


def test_self_service_executes_other_card_with_fresh_memory_and_tie_no_win():
    # Vaccination's non-demand effect: no card was returned "as a result of the demand"
    # in this execution: no 7. Achievements 1-1: no win.
    game = new_game(
        {
            "Alice": {
                "board": {"green": ["Self Service"], "yellow": ["Vaccination"]},
                "achievements": ["Tools"],
            },
            "Bob": {"score": ["Pottery"], "achievements": ["Calendar"]},
        },
        supply={7: ["Lighting"]},
    )
    play(game, "dogma Self Service")
    finish(game)
    check(
        game,
        Alice={
            "board": {"green": ["Self Service"], "yellow": ["Vaccination"]},
            "achievements": ["Tools"],
        },
        Bob={"score": ["Pottery"], "achievements": ["Calendar"]},
    )
    assert pile(game, 7)[0] == "Lighting"
    at_action(game)


def test_self_service_more_achievements_than_each_wins():
    game = new_game(
        {
            "Alice": {
                "board": {"green": ["Self Service"], "red": ["Machine Tools"]},
                "achievements": ["Tools", "Calendar"],
            },
            "Bob": {"achievements": ["Paper"]},
            "Carol": {},
        },
        supply={1: ["Pottery"]},
    )
    play(game, "dogma Self Service")
    while game.result is None:
        play(game, game.pending.options[0])
    assert zones(game)["Alice"]["score"] == ["Pottery"]
    assert game.result["winners"] == ["Alice"]


def test_globalization_return_leaf_card_then_highest_score_wins():
    game = new_game(
        {
            "Alice": {"board": {"yellow": ["Globalization"]}},
            "Bob": {"board": {"yellow": ["Agriculture"], "red": ["Oars"]}, "score": ["Tools"]},
        },
        supply={6: ["Canning"]},
    )
    play(game, "dogma Globalization")
    while game.result is None:
        play(game, game.pending.options[0])
    z = zones(game)
    assert z["Bob"]["board"] == {"red": (["Oars"], "none")}
    assert z["Alice"]["score"] == ["Canning"]
    assert game.result["winners"] == ["Alice"]


def test_globalization_more_leaves_than_factories_no_win():
    game = new_game(
        {
            "Alice": {"board": {"yellow": ["Globalization"]}},
            "Bob": {"board": {"yellow": ["Agriculture"], "blue": ["Pottery"]}},
        },
        supply={6: ["Canning"]},
    )
    play(game, "dogma Globalization")
    assert game.pending.player == "Bob"
    pick(game, "Agriculture")
    finish(game)
    check(
        game,
        Alice={"board": {"yellow": ["Globalization"]}, "score": ["Canning"]},
        Bob={"board": {"blue": ["Pottery"]}},
    )
    at_action(game)


def test_stem_cells_declined_scores_nothing():
    game = new_game(
        {"Alice": {"board": {"yellow": ["Stem Cells"]}, "hand": ["Tools", "Coal"]}, "Bob": {}},
    )
    play(game, "dogma Stem Cells", "no")
    check(game, Alice={"board": {"yellow": ["Stem Cells"]}, "hand": ["Tools", "Coal"]}, Bob={})
    at_action(game)


def test_ai_lowest_score_tie_nobody_wins():
    game = new_game(
        {
            "Alice": {"board": {"purple": ["A.I."], "blue": ["Software"]}},
            "Bob": {"board": {"red": ["Robotics"]}},
            "Carol": {},
        },
        supply={10: ["Databases"]},
    )
    play(game, "dogma A.I.")
    assert game.result is None
    check(
        game,
        Alice={"board": {"purple": ["A.I."], "blue": ["Software"]}, "score": ["Databases"]},
        Bob={"board": {"red": ["Robotics"]}},
        Carol={},
    )
    at_action(game)


def test_ai_single_lowest_wins_with_tops_on_two_boards():
    game = new_game(
        {
            "Alice": {"board": {"purple": ["A.I."], "blue": ["Software"]}},
            "Bob": {"board": {"red": ["Robotics"]}, "score": ["Tools"]},
        },
        supply={10: ["Databases"]},
    )
    play(game, "dogma A.I.")
    assert game.result is not None and game.result["winners"] == ["Bob"]


def test_the_internet_melds_per_two_clocks_counted_at_start():
    # 2 + 3 = 5 clocks: two melds, even though the first 10 melded adds clocks
    game = new_game(
        {"Alice": {"board": {"purple": ["The Internet"], "blue": ["Quantum Theory"]}}, "Bob": {}},
        supply={10: ["A.I.", "Databases", "Software", "Robotics", "Stem Cells"]},
    )
    play(game, "dogma The Internet")
    finish(game)
    check(
        game,
        Alice={
            "board": {
                "purple": ["The Internet"],
                "blue": ["Software", "Quantum Theory"],
                "green": ["Databases"],
            },
            "score": ["A.I."],
        },
        Bob={},
    )
    assert pile(game, 10)[0] == "Robotics"
    at_action(game)


# ---------------------------------------------------------------- more edge cases


def test_democracy_more_than_sharer_scores_both():
    game = new_game(
        {
            "Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Oars", "Archery"]},
            "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Agriculture", "Sailing"]},
        },
        supply={6: ["Canning"], 8: ["Flight", "Mobility", "Socialism"]},
    )
    play(game, "dogma Democracy")
    assert game.pending.player == "Bob"
    pick(game, "Agriculture")
    assert game.pending.player == "Alice"
    pick(game, "Oars", "Archery")
    while game.pending.kind != "action":
        play(game, game.pending.options[0])
    check(
        game,
        Alice={"board": {"purple": ["Democracy"]}, "score": ["Mobility"], "hand": ["Canning"]},
        Bob={"board": {"blue": ["Writing"]}, "hand": ["Sailing"], "score": ["Flight"]},
    )
    at_action(game)


def test_democracy_returning_none_never_scores():
    game = new_game(
        {"Alice": {"board": {"purple": ["Democracy"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={8: ["Flight"]},
    )
    play(game, "dogma Democracy")
    pick(game)
    check(game, Alice={"board": {"purple": ["Democracy"]}, "hand": ["Oars"]}, Bob={})
    at_action(game)


def test_vaccination_sharer_also_draws_and_melds_a_7():
    # Bob returns (demand); Carol shares (as many leaves) and acts on the demand's
    # returns too; her change gives Alice the sharing draw (a 7: Bicycle is now her
    # highest top card).
    game = new_game(
        {
            "Alice": {"board": {"yellow": ["Vaccination"]}},
            "Bob": {"score": ["Tools"]},
            "Carol": {"board": {"green": ["Clothing"]}},
        },
        supply={6: ["Canning", "Emancipation"], 7: ["Lighting", "Bicycle", "Sanitation"]},
    )
    play(game, "dogma Vaccination")
    finish(game)
    check(
        game,
        Alice={"board": {"yellow": ["Vaccination"], "green": ["Bicycle"]}, "hand": ["Sanitation"]},
        Bob={"board": {"yellow": ["Canning"]}},
        Carol={"board": {"green": ["Clothing"], "purple": ["Lighting"]}},
    )
    at_action(game)


def test_explosives_empty_hand_transferred_nothing_no_draw():
    game = new_game(
        {"Alice": {"board": {"red": ["Explosives"]}}, "Bob": {"board": {"blue": ["Writing"]}}},
        supply={7: ["Lighting"]},
    )
    play(game, "dogma Explosives")
    check(game, Alice={"board": {"red": ["Explosives"]}}, Bob={"board": {"blue": ["Writing"]}})
    assert pile(game, 7)[0] == "Lighting"
    at_action(game)


def test_industrialization_count_taken_once():
    # One colour with a factory: one 6, even though the tucked Canning starts a
    # yellow stack with factories.
    game = new_game(
        {"Alice": {"board": {"red": ["Industrialization"]}}, "Bob": {}},
        supply={6: ["Canning", "Vaccination"]},
    )
    play(game, "dogma Industrialization")
    finish(game)
    check(game, Alice={"board": {"red": ["Industrialization"], "yellow": ["Canning"]}}, Bob={})
    assert pile(game, 6)[0] == "Vaccination"
    at_action(game)


def test_skyscrapers_single_card_stack_nothing_beneath():
    game = new_game(
        {
            "Alice": {"board": {"yellow": ["Skyscrapers"]}},
            "Bob": {"board": {"blue": ["Publications"], "red": ["Oars", "Archery"]}},
        },
    )
    play(game, "dogma Skyscrapers")
    finish(game)
    check(
        game,
        Alice={"board": {"yellow": ["Skyscrapers"], "blue": ["Publications"]}},
        Bob={"board": {"red": ["Oars", "Archery"]}},
    )
    at_action(game)


def test_fission_second_victim_red_ends_action_for_everyone():
    game = new_game(
        {
            "Alice": {"board": {"red": ["Fission"], "blue": ["Writing"]}},
            "Bob": {"board": {"green": ["Paper"]}},
            "Carol": {"board": {"yellow": ["Agriculture"]}, "score": ["Coal"]},
        },
        supply={10: ["A.I.", "Robotics", "Software"]},
    )
    play(game, "dogma Fission")
    assert game.pending.kind == "action"
    assert all(
        z == {"hand": [], "board": {}, "score": [], "achievements": []}
        for z in zones(game).values()
    )
    removed = set(game.to_position()["removed"]) - SPECIAL
    assert removed == {"Fission", "Writing", "Paper", "Agriculture", "Coal", "A.I.", "Robotics"}
    assert pile(game, 10)[0] == "Software"
    at_action(game)


def test_fission_no_other_top_card_still_draws():
    game = new_game(
        {"Alice": {"board": {"red": ["Fission"]}}, "Bob": {}},
        supply={10: ["A.I.", "Software"]},
    )
    play(game, "dogma Fission")
    finish(game)
    check(game, Alice={"board": {"red": ["Fission"]}, "hand": ["Software"]}, Bob={"hand": ["A.I."]})
    at_action(game)


def test_globalization_tied_highest_score_nobody_wins():
    game = new_game(
        {
            "Alice": {"board": {"yellow": ["Globalization"]}},
            "Bob": {"board": {"red": ["Oars"]}, "score": ["Canning"]},
        },
        supply={6: ["Vaccination"]},
    )
    play(game, "dogma Globalization")
    assert game.result is None
    check(
        game,
        Alice={"board": {"yellow": ["Globalization"]}, "score": ["Vaccination"]},
        Bob={"board": {"red": ["Oars"]}, "score": ["Canning"]},
    )
    at_action(game)


def test_miniaturization_returned_10_with_empty_score_pile_draws_nothing():
    game = new_game(
        {"Alice": {"board": {"red": ["Miniaturization"]}, "hand": ["Databases"]}, "Bob": {}},
        supply={10: ["A.I."]},
    )
    play(game, "dogma Miniaturization", "Databases")
    finish(game)
    check(game, Alice={"board": {"red": ["Miniaturization"]}}, Bob={})
    assert pile(game, 10)[0] == "A.I."
    at_action(game)


def test_lighting_tuck_none_scores_nothing():
    game = new_game(
        {"Alice": {"board": {"purple": ["Lighting"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={7: ["Bicycle"]},
    )
    play(game, "dogma Lighting")
    pick(game)
    check(game, Alice={"board": {"purple": ["Lighting"]}, "hand": ["Tools"]}, Bob={})
    at_action(game)


LIGHTBULB_BOARD = {
    "purple": (["Empiricism", "Education", "Philosophy"], "up"),  # 3 + 2 + 3
    "blue": (["Atomic Theory", "Evolution", "Experimentation"], "up"),  # 3 + 2 + 3
    "green": ["Classification"],  # 3
}


def test_empiricism_twenty_lightbulbs_wins():
    game = new_game(
        {"Alice": {"board": {**LIGHTBULB_BOARD, "red": ["Archery"]}}, "Bob": {}},
        supply={9: ["Ecology"]},
    )
    play(game, "dogma Empiricism", "red", "green")
    assert game.result is not None and game.result["winners"] == ["Alice"]


def test_empiricism_nineteen_lightbulbs_no_win():
    game = new_game(
        {"Alice": {"board": {**LIGHTBULB_BOARD, "red": ["Oars"]}}, "Bob": {}},
        supply={9: ["Ecology"]},
    )
    play(game, "dogma Empiricism", "red", "green")
    assert game.result is None
    check(game, Alice={"board": {**LIGHTBULB_BOARD, "red": ["Oars"]}, "hand": ["Ecology"]}, Bob={})
    at_action(game)


def test_mobility_three_tied_highest_choose_two():
    game = new_game(
        {
            "Alice": {"board": {"red": ["Mobility"]}},
            "Bob": {"board": {"blue": ["Writing"], "green": ["Sailing"], "purple": ["Mysticism"]}},
        },
        supply={8: ["Socialism"]},
    )
    play(game, "dogma Mobility")
    assert game.pending.player == "Bob"
    pick(game, "Writing", "Sailing")
    finish(game)
    check(
        game,
        Alice={"board": {"red": ["Mobility"]}, "score": ["Writing", "Sailing"]},
        Bob={"board": {"purple": ["Mysticism"]}, "hand": ["Socialism"]},
    )
    at_action(game)


def test_rocketry_fewer_cards_than_allowed_returns_all():
    game = new_game(
        {
            "Alice": {"board": {"blue": ["Rocketry"], "purple": ["Railroad"]}},
            "Bob": {"score": ["Coal"]},
        },
    )
    play(game, "dogma Rocketry")
    finish(game)
    check(game, Alice={"board": {"blue": ["Rocketry"], "purple": ["Railroad"]}}, Bob={})
    assert pile(game, 5)[-1] == "Coal"
    at_action(game)


def test_electricity_nothing_returned_no_draw():
    game = new_game(
        {"Alice": {"board": {"green": ["Electricity"], "red": ["Coal"]}}, "Bob": {}},
        supply={8: ["Flight"]},
    )
    play(game, "dogma Electricity")
    check(game, Alice={"board": {"green": ["Electricity"], "red": ["Coal"]}}, Bob={})
    at_action(game)


def test_services_transferred_but_no_top_card_without_leaf():
    game = new_game(
        {
            "Alice": {"board": {"purple": ["Services"], "yellow": ["Agriculture"]}},
            "Bob": {"score": ["Coal"]},
        },
    )
    play(game, "dogma Services")
    check(
        game,
        Alice={"board": {"purple": ["Services"], "yellow": ["Agriculture"]}, "hand": ["Coal"]},
        Bob={},
    )
    at_action(game)


def test_self_service_cannot_choose_itself():
    game = new_game(
        {
            "Alice": {
                "board": {
                    "green": ["Self Service"],
                    "red": ["Machine Tools"],
                    "blue": ["Atomic Theory"],
                }
            },
            "Bob": {"achievements": ["Tools"]},
        },
        supply={1: ["Pottery"], 7: ["Lighting"]},
    )
    play(game, "dogma Self Service")
    assert sorted(o for o in game.pending.options if o) == ["Atomic Theory", "Machine Tools"]
    play(game, "Machine Tools")
    check(
        game,
        Alice={
            "board": {
                "green": ["Self Service"],
                "red": ["Machine Tools"],
                "blue": ["Atomic Theory"],
            },
            "score": ["Pottery"],
        },
        Bob={"achievements": ["Tools"]},
    )
    at_action(game)


def test_canning_uncovered_card_not_scored_after_tuck_under_scored_top():
    game = new_game(
        {"Alice": {"board": {"yellow": ["Canning"], "blue": ["Writing"]}}, "Bob": {}},
        supply={6: ["Atomic Theory", "Classification"]},
    )
    play(game, "dogma Canning", "yes")
    finish(game)
    check(
        game,
        Alice={"board": {"yellow": ["Canning"], "blue": ["Atomic Theory"]}, "score": ["Writing"]},
        Bob={},
    )
    at_action(game)


def test_evolution_one_higher_than_a_10_draws_an_11_ending_the_game():
    game = new_game(
        {
            "Alice": {"board": {"blue": ["Evolution"]}, "score": ["Databases"]},
            "Bob": {"score": ["Coal"]},
        },
    )
    play(game, "dogma Evolution")
    play(game, game.pending.options[1])
    assert game.result is not None and game.result["winners"] == ["Alice"]


def test_computers_sharer_executes_his_own_melded_card():
    game = new_game(
        {
            "Alice": {"board": {"blue": ["Computers"]}},
            "Bob": {"board": {"blue": ["Software"]}, "hand": ["Tools"]},
        },
        supply={10: ["Stem Cells", "A.I.", "Databases", "Globalization"]},
    )
    play(game, "dogma Computers")
    assert game.pending.player == "Bob" and "Stem Cells" in game.pending.prompt
    play(game, "yes")
    finish(game)
    check(
        game,
        Alice={
            "board": {"blue": ["Computers"], "purple": ["A.I."]},
            "score": ["Databases"],
            "hand": ["Globalization"],
        },
        Bob={"board": {"blue": ["Software"], "yellow": ["Stem Cells"]}, "score": ["Tools"]},
    )
    at_action(game)


def test_sanitation_one_card_hand_and_alice_chooses_among_tied_lowest():
    game = new_game(
        {
            "Alice": {"board": {"yellow": ["Sanitation"]}, "hand": ["Physics", "Oars", "Tools"]},
            "Bob": {"hand": ["Coal"]},
        },
    )
    play(game, "dogma Sanitation")
    assert game.pending.player == "Alice"
    assert sorted(o for o in game.pending.options if o) == ["Oars", "Tools"]
    pick(game, "Tools")
    finish(game)
    check(
        game,
        Alice={"board": {"yellow": ["Sanitation"]}, "hand": ["Physics", "Oars", "Coal"]},
        Bob={"hand": ["Tools"]},
    )
    at_action(game)


AGE9 = [
    "Computers", "Genetics", "Composites", "Fission", "Collaboration",
    "Satellites", "Ecology", "Suburbia", "Services", "Specialization",
]  # fmt: skip


def test_collaboration_9_pile_runs_out_second_card_is_a_10():
    game = new_game(
        {
            "Alice": {"board": {"green": ["Collaboration"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={9: ["Ecology"], 10: ["A.I.", "Software"]},
        removed=[c for c in AGE9 if c not in ("Collaboration", "Ecology")],
    )
    play(game, "dogma Collaboration")
    assert sorted(game.pending.options) == ["A.I.", "Ecology"]
    play(game, "A.I.")
    finish(game)
    assert zones(game) == {
        "Alice": {
            "hand": [],
            "board": {"green": (["Collaboration"], "none"), "purple": (["A.I."], "none")},
            "score": [],
            "achievements": [],
        },
        "Bob": {
            "hand": [],
            "board": {"red": (["Archery"], "none"), "yellow": (["Ecology"], "none")},
            "score": [],
            "achievements": [],
        },
    }
    assert pile(game, 10)[0] == "Software"
    at_action(game)


def test_mass_media_value_with_no_cards_returns_only_the_hand_card():
    game = new_game(
        {
            "Alice": {"board": {"green": ["Mass Media"]}, "hand": ["Tools"], "score": ["Paper"]},
            "Bob": {"score": ["Compass"]},
        },
    )
    play(game, "dogma Mass Media", "Tools", 7)
    finish(game)
    check(
        game,
        Alice={"board": {"green": ["Mass Media"]}, "score": ["Paper"]},
        Bob={"score": ["Compass"]},
    )
    at_action(game)
