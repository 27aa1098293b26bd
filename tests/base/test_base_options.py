"""Options audit of the base set: each choice offers exactly what the printed text allows.

Written as an outside checker, from the printed texts (cards.json) and the rules only,
through the documented API (positions in, decisions answered, positions out)."""

from __future__ import annotations

from outside import act, board, make, player


def P(name, **zones):
    return {"name": name, **zones}


def opts(game):
    return sorted(game.pending.options, key=lambda o: (o is not None, str(o)))


def hand(game, name):
    return player(game, name)["hand"]


def score(game, name):
    return player(game, name)["score"]


def ans(game, *answers):
    """Answer in turn; a single card for a choose_cards decision is given as a list."""
    for a in answers:
        if game.pending.kind == "choose_cards" and not isinstance(a, list):
            a = [a]
        if isinstance(a, list):
            assert set(a) <= set(game.pending.options), (a, game.pending)
            game.answer(a)
        else:
            act(game, a)


def top(game, name):
    return {c: cards[0] for c, (cards, _) in board(game, name).items()}


# --- "any player's" / "any opponent's" / "other" -------------------------------------------


def test_fission_options_any_board_other_than_fission():
    # "Return a top card other than Fission from any player's board": the player's own other
    # top cards and every opponent's top cards; never Fission, never a covered card.
    g = make(
        [
            P("Alice", board={"red": ["Fission", "Archery"], "blue": ["Writing", "Pottery"]}),
            P("Bob", board={"yellow": ["Agriculture", "Domestication"], "purple": ["Mysticism"]}),
        ],
        supply={"base": {"10": ["Software", "Databases"]}},
    )
    act(g, "dogma Fission")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Agriculture", "Mysticism", "Writing"]
    act(g, "Agriculture")
    assert board(g, "Bob")["yellow"] == (["Domestication"], "none")
    assert hand(g, "Alice") == ["Databases"]
    assert hand(g, "Bob") == ["Software"]


def test_fission_options_own_top_card():
    g = make(
        [
            P("Alice", board={"red": ["Fission", "Archery"], "blue": ["Writing", "Pottery"]}),
            P("Bob", board={"purple": ["Mysticism"]}),
        ],
        supply={"base": {"10": ["Software", "Databases"]}},
    )
    act(g, "dogma Fission")
    assert opts(g) == ["Mysticism", "Writing"]
    act(g, "Writing")
    assert board(g, "Alice")["blue"] == (["Pottery"], "none")
    assert board(g, "Bob")["purple"] == (["Mysticism"], "none")


def test_bioengineering_options_opponents_top_leaf_cards_not_teammate():
    # "a top card with a {leaf} from any opponent's board": Bob's and Dave's (the other
    # team), not the teammate Carol's, not Alice's own, not a covered card, not one without.
    g = make(
        [
            P("Alice", board={"blue": ["Bioengineering"], "green": ["Sailing"]}),
            P("Bob", board={"yellow": ["Agriculture", "Fermenting"], "red": ["Archery"]}),
            P("Carol", board={"green": ["Clothing"]}),
            P("Dave", board={"purple": ["Code of Laws"], "blue": ["Tools", "Pottery"]}),
        ],
        options={"teams": True},
    )
    act(g, "dogma Bioengineering")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Agriculture", "Code of Laws"]
    act(g, "Code of Laws")
    assert "Code of Laws" in score(g, "Alice")
    assert "purple" not in board(g, "Dave")


def test_self_service_options_other_top_cards_of_own_board():
    # "any other top card on your board": not Self Service itself, not a covered card, not
    # an opponent's top card.
    g = make(
        [
            P(
                "Alice",
                board={
                    "green": ["Self Service", "Sailing"],
                    "blue": ["Writing"],
                    "yellow": ["Agriculture", "Masonry"],
                },
            ),
            P("Bob", board={"purple": ["Mysticism"]}),
        ],
        supply={"base": {"2": ["Calendar"]}},
    )
    act(g, "dogma Self Service")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Agriculture", "Writing"]
    act(g, "Writing")
    assert hand(g, "Alice") == ["Calendar"]


def test_road_building_options_another_player():
    # "you may transfer your top red card to another player's board": each other player, or
    # decline; then that player's top green card comes to my board.
    g = make(
        [
            P("Alice", board={"red": ["Road Building"]}, hand=["Oars", "Mysticism"]),
            P("Bob", board={"green": ["Sailing"]}),
            P("Carol", board={"green": ["Clothing"]}),
        ],
    )
    act(g, "dogma Road Building")
    assert g.pending.player == "Alice"
    assert g.pending.max == 2
    assert opts(g) == ["Mysticism", "Oars"]
    g.answer(["Mysticism", "Oars"])
    assert g.pending.player == "Alice"
    assert opts(g) == [None, "Bob", "Carol"]
    act(g, "Carol")
    assert top(g, "Carol") == {"red": "Oars"}
    assert top(g, "Alice")["green"] == "Clothing"
    assert top(g, "Bob") == {"green": "Sailing"}


def test_optics_options_opponents_with_fewer_points():
    # "the score pile of an opponent with fewer points than you": Bob (fewer), not Carol
    # (equal); any card of my score pile.
    g = make(
        [
            P("Alice", board={"red": ["Optics"]}, score=["Calendar", "Archery"]),
            P("Bob", score=["Tools"]),
            P("Carol", score=["Oars", "Pottery", "Writing"]),
            P("Dave", score=[]),
        ],
        supply={"base": {"3": ["Alchemy"]}},
    )
    act(g, "dogma Optics")
    while (
        g.pending.player == "Alice"
        and g.pending.kind == "choose_card"
        and set(g.pending.options) <= {"Calendar", "Archery"}
    ):
        assert opts(g) == ["Archery", "Calendar"]
        act(g, "Calendar")
    assert opts(g) == ["Bob", "Dave"]
    act(g, "Bob")
    assert "Calendar" in score(g, "Bob")


def test_rocketry_options_opponents_score_piles_only():
    # "Return a card in any opponent's score pile": Bob's and Carol's piles, not my own.
    g = make(
        [
            P("Alice", board={"blue": ["Rocketry"]}, score=["Tools"]),
            P("Bob", score=["Archery", "Calendar"]),
            P("Carol", score=["Oars"]),
        ],
    )
    act(g, "dogma Rocketry")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Bob's score pile: 1", "Bob's score pile: 2", "Carol's score pile: 1"]
    act(g, "Bob's score pile: 2")
    assert score(g, "Bob") == ["Archery"]
    assert score(g, "Carol") == ["Oars"]
    assert score(g, "Alice") == ["Tools"]


# --- demands: a top card with a property --------------------------------------------------


def test_compass_options_both_transfers():
    # The victim gives a top non-green card with a {leaf} (not the green one, not a covered
    # one, not one without), then takes a top card without a {leaf} from my board, judged
    # after the first transfer (the card given covers City States).
    g = make(
        [
            P(
                "Alice",
                board={
                    "green": ["Compass"],
                    "red": ["Oars"],
                    "purple": ["City States"],
                    "blue": ["Writing"],
                },
            ),
            P(
                "Bob",
                board={
                    "yellow": ["Agriculture"],
                    "blue": ["Pottery", "Calendar"],
                    "green": ["Clothing"],
                    "red": ["Archery"],
                    "purple": ["Code of Laws"],
                },
            ),
        ],
    )
    act(g, "dogma Compass")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Agriculture", "Code of Laws", "Pottery"]
    act(g, "Code of Laws")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Oars", "Writing"]
    act(g, "Writing")
    assert board(g, "Alice")["purple"] == (["Code of Laws", "City States"], "none")
    assert "blue" not in board(g, "Alice")
    assert board(g, "Bob")["blue"] == (["Writing", "Pottery", "Calendar"], "none")


def test_monotheism_options_colours_not_on_my_board():
    g = make(
        [
            P("Alice", board={"purple": ["Monotheism"], "yellow": ["Masonry"]}),
            P(
                "Bob",
                board={
                    "purple": ["Code of Laws"],
                    "yellow": ["Agriculture"],
                    "red": ["Archery"],
                    "green": ["Clothing"],
                    "blue": ["Writing", "Tools"],
                },
            ),
        ],
        supply={"base": {"1": ["Sailing", "The Wheel"]}},
    )
    act(g, "dogma Monotheism")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Archery", "Clothing", "Writing"]
    act(g, "Writing")
    assert score(g, "Alice") == ["Writing"]
    assert board(g, "Bob")["blue"] == (["Tools"], "none")


def test_societies_options_higher_than_my_top_card_of_the_colour():
    # Calendar (2) beats Writing (1); Paper: no green card on my board (counts as 0);
    # Philosophy (2) is not higher than Societies (5); Engineering (3) ties Optics (3);
    # Fermenting has no {lightbulb}.
    g = make(
        [
            P("Alice", board={"purple": ["Societies"], "blue": ["Writing"], "red": ["Optics"]}),
            P(
                "Bob",
                board={
                    "blue": ["Calendar"],
                    "purple": ["Philosophy"],
                    "green": ["Paper"],
                    "red": ["Engineering"],
                    "yellow": ["Fermenting"],
                },
            ),
        ],
        supply={"base": {"5": ["Coal"]}},
    )
    act(g, "dogma Societies")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Calendar", "Paper"]
    act(g, "Calendar")
    assert board(g, "Alice")["blue"] == (["Calendar", "Writing"], "none")
    assert hand(g, "Bob") == ["Coal"]


def test_globalization_options_top_leaf_cards():
    g = make(
        [
            P("Alice", board={"yellow": ["Globalization"]}),
            P(
                "Bob",
                board={
                    "green": ["Clothing"],
                    "blue": ["Writing", "Pottery"],
                    "yellow": ["Agriculture"],
                    "red": ["Archery"],
                },
            ),
        ],
        supply={"base": {"6": ["Canning"]}},
    )
    act(g, "dogma Globalization")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Agriculture", "Clothing"]
    act(g, "Clothing")
    assert "green" not in board(g, "Bob")
    assert board(g, "Bob")["yellow"] == (["Agriculture"], "none")


def test_skyscrapers_options_top_non_yellow_clock_cards():
    g = make(
        [
            P(
                "Alice",
                board={"yellow": ["Skyscrapers"], "blue": ["Translation"], "red": ["Optics"]},
            ),
            P(
                "Bob",
                board={
                    "blue": ["Publications", "Writing"],
                    "green": ["Bicycle"],
                    "purple": ["Code of Laws"],
                    "yellow": ["Agriculture"],
                    "red": ["Archery"],
                },
            ),
        ],
    )
    act(g, "dogma Skyscrapers")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Bicycle", "Publications"]
    act(g, "Publications")
    assert board(g, "Alice")["blue"] == (["Publications", "Translation"], "none")
    assert "blue" not in board(g, "Bob")
    assert score(g, "Bob") == ["Writing"]


def test_enterprise_options_top_non_purple_crown_cards():
    g = make(
        [
            P("Alice", board={"purple": ["Enterprise"], "blue": ["Translation"]}),
            P(
                "Bob",
                board={
                    "purple": ["Code of Laws"],
                    "red": ["Oars"],
                    "green": ["Sailing"],
                    "blue": ["Tools", "Writing"],
                    "yellow": ["Agriculture"],
                },
            ),
        ],
        supply={"base": {"4": ["Invention"]}},
    )
    act(g, "dogma Enterprise")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Oars", "Sailing"]
    act(g, "Sailing")
    assert board(g, "Alice")["green"] == (["Sailing"], "none")
    assert board(g, "Bob")["green"] == (["Invention"], "none")


def test_banking_options_top_non_green_factory_cards():
    g = make(
        [
            P("Alice", board={"green": ["Banking"], "red": ["Coal"], "yellow": ["Steam Engine"]}),
            P(
                "Bob",
                board={
                    "green": ["Invention"],
                    "red": ["Colonialism"],
                    "purple": ["Emancipation"],
                    "blue": ["Experimentation"],
                },
            ),
        ],
        supply={"base": {"5": ["Physics"]}},
    )
    act(g, "dogma Banking")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Colonialism", "Emancipation"]
    act(g, "Emancipation")
    assert board(g, "Alice")["purple"] == (["Emancipation"], "none")
    assert score(g, "Bob") == ["Physics"]


def test_city_states_options_top_castle_cards_at_exactly_four_castles():
    g = make(
        [
            P("Alice", board={"purple": ["City States"]}),
            P(
                "Bob",
                board={
                    "red": ["Archery"],
                    "yellow": ["Domestication"],
                    "blue": ["Pottery", "Tools"],
                },
            ),
        ],
        supply={"base": {"1": ["Sailing"]}},
    )
    act(g, "dogma City States")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Archery", "Domestication"]
    act(g, "Domestication")
    assert board(g, "Alice")["yellow"] == (["Domestication"], "none")
    assert hand(g, "Bob") == ["Sailing"]


def test_gunpowder_options_top_castle_cards():
    g = make(
        [
            P("Alice", board={"red": ["Gunpowder"]}),
            P(
                "Bob",
                board={"red": ["Archery"], "blue": ["Tools"], "green": ["Sailing", "The Wheel"]},
            ),
        ],
        supply={"base": {"2": ["Calendar"]}},
    )
    act(g, "dogma Gunpowder")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Archery", "Tools"]
    act(g, "Tools")
    assert sorted(score(g, "Alice")) == ["Calendar", "Tools"]


def test_anatomy_options_score_card_then_top_card_of_equal_value():
    g = make(
        [
            P("Alice", board={"yellow": ["Anatomy"]}),
            P(
                "Bob",
                board={
                    "blue": ["Writing"],
                    "red": ["Oars"],
                    "green": ["Mapmaking"],
                    "purple": ["City States", "Monotheism"],
                },
                score=["Archery", "Calendar"],
            ),
        ],
    )
    act(g, "dogma Anatomy")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Archery", "Calendar"]
    act(g, "Archery")
    assert g.pending.player == "Bob"
    assert opts(g) == ["City States", "Oars", "Writing"]
    act(g, "City States")
    assert board(g, "Bob")["purple"] == (["Monotheism"], "none")
    assert score(g, "Bob") == ["Calendar"]


def test_navigation_options_a_2_or_a_3():
    g = make(
        [
            P("Alice", board={"green": ["Navigation"]}),
            P("Bob", score=["Archery", "Calendar", "Alchemy", "Enterprise"]),
        ],
    )
    act(g, "dogma Navigation")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Alchemy", "Calendar"]
    act(g, "Alchemy")
    assert score(g, "Alice") == ["Alchemy"]


def test_mapmaking_options_a_1():
    g = make(
        [
            P("Alice", board={"green": ["Mapmaking"]}),
            P("Bob", score=["Archery", "Oars", "Calendar"]),
        ],
        supply={"base": {"1": ["Sailing"]}},
    )
    act(g, "dogma Mapmaking")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Archery", "Oars"]
    act(g, "Oars")
    assert sorted(score(g, "Alice")) == ["Oars", "Sailing"]


def test_oars_options_crown_cards_then_repeat_with_drawn_card():
    g = make(
        [
            P("Alice", board={"red": ["Oars"]}),
            P("Bob", hand=["Writing", "Sailing", "Tools", "Code of Laws"]),
        ],
        supply={"base": {"1": ["Domestication", "Archery"]}},
    )
    act(g, "dogma Oars")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Code of Laws", "Sailing", "Writing"]
    act(g, "Writing")
    assert score(g, "Alice") == ["Writing"]
    assert opts(g) == ["Code of Laws", "Domestication", "Sailing"]


def test_feudalism_options_castle_cards_then_yellow_or_purple():
    g = make(
        [
            P(
                "Alice",
                board={
                    "purple": ["Feudalism"],
                    "yellow": ["Agriculture", "Masonry"],
                    "green": ["The Wheel"],
                },
            ),
            P(
                "Bob",
                hand=["Tools", "Writing", "Archery", "Metalworking"],
                board={"red": {"cards": ["Oars", "Construction"], "splay": "left"}},
            ),
        ],
    )
    act(g, "dogma Feudalism")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Archery", "Metalworking", "Tools"]
    act(g, "Archery")
    assert board(g, "Bob")["red"] == (["Oars", "Construction"], "none")
    assert hand(g, "Alice") == ["Archery"]
    assert g.pending.player == "Alice"
    # purple is one card: only yellow can be splayed, "you may" asks yes/no.
    assert g.pending.kind == "yes_no" and "yellow" in g.pending.prompt
    act(g, "yes")
    assert board(g, "Alice")["yellow"] == (["Agriculture", "Masonry"], "left")


# --- demands: highest / lowest / how many -------------------------------------------------


def test_services_options_top_cards_of_my_board_without_leaf():
    g = make(
        [
            P(
                "Alice",
                board={
                    "purple": ["Services"],
                    "red": ["Archery"],
                    "blue": ["Writing"],
                    "yellow": ["Agriculture", "Masonry"],
                },
            ),
            P("Bob", score=["Calendar", "Mathematics", "Tools"]),
        ],
    )
    act(g, "dogma Services")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Archery", "Writing"]
    act(g, "Writing")
    assert sorted(hand(g, "Alice")) == ["Calendar", "Mathematics"]
    assert hand(g, "Bob") == ["Writing"]
    assert score(g, "Bob") == ["Tools"]


def test_archery_options_tie_for_highest_includes_drawn_card():
    g = make(
        [
            P("Alice", board={"red": ["Archery"]}),
            P("Bob", hand=["Calendar", "Tools", "Mathematics"]),
        ],
        supply={"base": {"1": ["Sailing"]}},
    )
    act(g, "dogma Archery")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Calendar", "Mathematics"]
    act(g, "Mathematics")
    assert hand(g, "Alice") == ["Mathematics"]
    assert sorted(hand(g, "Bob")) == ["Calendar", "Sailing", "Tools"]


def test_medicine_options_ties_on_both_sides():
    g = make(
        [
            P("Alice", board={"yellow": ["Medicine"]}, score=["Archery", "Oars", "Alchemy"]),
            P("Bob", score=["Calendar", "Mathematics", "Tools"]),
        ],
    )
    act(g, "dogma Medicine")
    seen = []
    while g.pending.kind != "action":
        seen.append((g.pending.player, opts(g)))
        ans(g, "Mathematics" if "Mathematics" in g.pending.options else g.pending.options[0])
    # Bob chooses his highest among the tied 2s; Alice her lowest among the tied 1s.
    assert seen == [("Bob", ["Calendar", "Mathematics"]), ("Alice", ["Archery", "Oars"])]
    assert sorted(score(g, "Alice")) in (
        ["Alchemy", "Archery", "Mathematics"],
        ["Alchemy", "Mathematics", "Oars"],
    )


def test_sanitation_options_two_highest_with_a_tie():
    # Enterprise is among the two highest for sure; Calendar and Mathematics tie for the
    # second place; Tools is not a candidate.
    g = make(
        [
            P("Alice", board={"yellow": ["Sanitation"]}, hand=["Archery", "Oars", "Alchemy"]),
            P("Bob", hand=["Enterprise", "Calendar", "Mathematics", "Tools"]),
        ],
    )
    act(g, "dogma Sanitation")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Calendar", "Mathematics"]
    assert (g.pending.min, g.pending.max) == (1, 1)
    ans(g, "Mathematics")
    seen = []
    while g.pending.kind != "action":
        seen.append((g.pending.player, opts(g)))
        ans(g, g.pending.options[0])
    # the lowest card of my hand: Archery or Oars, never Alchemy
    assert all(o == ["Archery", "Oars"] for _, o in seen), seen
    assert sorted(hand(g, "Bob"))[1:] == ["Calendar", "Tools"]
    assert sorted(hand(g, "Bob"))[0] in ("Archery", "Oars")
    assert sorted(hand(g, "Alice")) in (
        ["Alchemy", "Enterprise", "Mathematics", "Oars"],
        ["Alchemy", "Archery", "Enterprise", "Mathematics"],
    )


def test_explosives_options_three_highest_with_a_tie():
    g = make(
        [
            P("Alice", board={"red": ["Explosives"]}),
            P("Bob", hand=["Alchemy", "Calendar", "Mathematics", "Construction", "Tools"]),
        ],
    )
    act(g, "dogma Explosives")
    # Alchemy is among the three highest for sure; two of the three 2s are chosen.
    assert g.pending.player == "Bob"
    assert opts(g) == ["Calendar", "Construction", "Mathematics"]
    assert (g.pending.min, g.pending.max) == (2, 2)
    ans(g, ["Calendar", "Construction"])
    assert sorted(hand(g, "Alice")) == ["Alchemy", "Calendar", "Construction"]
    assert sorted(hand(g, "Bob")) == ["Mathematics", "Tools"]


def test_composites_options_card_kept_and_highest_score_card():
    g = make(
        [
            P("Alice", board={"red": ["Composites"]}),
            P("Bob", hand=["Calendar", "Tools", "Writing"], score=["Alchemy", "Optics", "Archery"]),
        ],
    )
    act(g, "dogma Composites")
    assert g.pending.player == "Bob" and "keep" in g.pending.prompt
    assert opts(g) == ["Calendar", "Tools", "Writing"]
    ans(g, "Tools")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Alchemy", "Optics"]
    ans(g, "Optics")
    assert hand(g, "Bob") == ["Tools"]
    assert sorted(hand(g, "Alice")) == ["Calendar", "Writing"]
    assert score(g, "Alice") == ["Optics"]
    assert sorted(score(g, "Bob")) == ["Alchemy", "Archery"]


def test_mobility_options_two_highest_non_red_without_factory():
    g = make(
        [
            P("Alice", board={"red": ["Mobility"]}),
            P(
                "Bob",
                board={
                    "blue": ["Alchemy"],
                    "green": ["Mapmaking"],
                    "yellow": ["Fermenting"],
                    "purple": ["Code of Laws"],
                    "red": ["Construction"],
                },
            ),
        ],
        supply={"base": {"8": ["Flight"]}},
    )
    act(g, "dogma Mobility")
    # Alchemy (3) for sure; Fermenting and Mapmaking tie for the second; Construction is
    # red, Code of Laws lower.
    assert g.pending.player == "Bob"
    assert opts(g) == ["Fermenting", "Mapmaking"]
    ans(g, "Fermenting")
    assert sorted(score(g, "Alice")) == ["Alchemy", "Fermenting"]
    assert hand(g, "Bob") == ["Flight"]
    assert top(g, "Bob") == {"green": "Mapmaking", "purple": "Code of Laws", "red": "Construction"}


def test_the_pirate_code_options_values_and_lowest_crown_top_card():
    g = make(
        [
            P(
                "Alice",
                board={
                    "red": ["The Pirate Code"],
                    "blue": ["Writing"],
                    "green": ["Sailing"],
                    "yellow": ["Agriculture"],
                },
            ),
            P("Bob", score=["Archery", "Calendar", "Enterprise", "Coal"]),
        ],
    )
    act(g, "dogma The Pirate Code")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Archery", "Calendar", "Enterprise"]
    assert (g.pending.min, g.pending.max) == (2, 2)
    g.answer(["Calendar", "Enterprise"])
    assert g.pending.player == "Alice"
    assert opts(g) == ["Sailing", "Writing"]
    act(g, "Sailing")
    assert sorted(score(g, "Alice")) == ["Calendar", "Enterprise", "Sailing"]
    assert "green" not in board(g, "Alice")


def test_collaboration_options_demanding_player_chooses_drawn_card():
    g = make(
        [
            P("Alice", board={"green": ["Collaboration"]}),
            P("Bob"),
        ],
        supply={"base": {"9": ["Computers", "Genetics"]}},
    )
    act(g, "dogma Collaboration")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Computers", "Genetics"]
    act(g, "Genetics")
    assert board(g, "Alice")["blue"][0][0] == "Genetics"
    assert board(g, "Bob")["blue"] == (["Computers"], "none")


def test_combustion_options_any_card_of_score_pile():
    g = make(
        [
            P("Alice", board={"red": ["Combustion"], "purple": ["Enterprise"]}),
            P("Bob", score=["Archery", "Calendar", "Alchemy"]),
        ],
    )
    act(g, "dogma Combustion")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Alchemy", "Archery", "Calendar"]
    ans(g, "Archery")
    assert score(g, "Alice") == ["Archery"]
    assert sorted(score(g, "Bob")) == ["Alchemy", "Calendar"]


def test_construction_options_two_cards_of_hand():
    g = make(
        [
            P("Alice", board={"red": ["Construction"]}),
            P("Bob", hand=["Archery", "Calendar", "Tools"]),
        ],
        supply={"base": {"2": ["Mathematics"]}},
    )
    act(g, "dogma Construction")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Archery", "Calendar", "Tools"]
    assert (g.pending.min, g.pending.max) == (2, 2)
    g.answer(["Archery", "Tools"])
    assert sorted(hand(g, "Alice")) == ["Archery", "Tools"]
    assert sorted(hand(g, "Bob")) == ["Calendar", "Mathematics"]


def test_refrigeration_options_half_rounded_down_then_score_you_may():
    g = make(
        [
            P("Alice", board={"yellow": ["Refrigeration"]}, hand=["Tools"]),
            P("Bob", hand=["Archery", "Calendar", "Writing", "Oars", "Pottery"]),
        ],
    )
    act(g, "dogma Refrigeration")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Archery", "Calendar", "Oars", "Pottery", "Writing"]
    assert (g.pending.min, g.pending.max) == (2, 2)
    g.answer(["Calendar", "Oars"])
    while g.pending.player == "Bob":
        g.answer(g.pending.options[0])
    assert g.pending.player == "Alice"
    assert opts(g) == [None, "Tools"]
    act(g, None)
    assert hand(g, "Alice") == ["Tools"]
    assert sorted(hand(g, "Bob")) == ["Archery", "Pottery", "Writing"]


def test_databases_options_half_rounded_up():
    g = make(
        [
            P("Alice", board={"green": ["Databases"]}),
            P("Bob", score=["Archery", "Calendar", "Alchemy"]),
        ],
    )
    act(g, "dogma Databases")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Alchemy", "Archery", "Calendar"]
    assert (g.pending.min, g.pending.max) == (2, 2)
    g.answer(["Alchemy", "Calendar"])
    while g.pending.player == "Bob":
        g.answer(g.pending.options[0])
    assert score(g, "Bob") == ["Archery"]


def test_emancipation_options_any_hand_card_then_splay_purple_only():
    g = make(
        [
            P(
                "Alice",
                board={
                    "purple": ["Emancipation", "Mysticism"],
                    "red": {"cards": ["Oars", "Construction"], "splay": "right"},
                },
            ),
            P("Bob", hand=["Archery", "Tools"]),
        ],
        supply={"base": {"6": ["Canning"]}},
    )
    act(g, "dogma Emancipation")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Archery", "Tools"]
    act(g, "Tools")
    assert score(g, "Alice") == ["Tools"]
    assert sorted(hand(g, "Bob")) == ["Archery", "Canning"]
    # red is already splayed right: only purple can change.
    assert g.pending.player == "Alice" and g.pending.kind == "yes_no"
    assert "purple" in g.pending.prompt
    act(g, "yes")
    assert board(g, "Alice")["purple"] == (["Emancipation", "Mysticism"], "right")


def test_machinery_options_score_a_castle_card_after_the_exchange():
    g = make(
        [
            P("Alice", board={"yellow": ["Machinery"]}, hand=["Feudalism", "Medicine", "Tools"]),
            P("Bob", hand=["Archery", "Writing"]),
        ],
    )
    act(g, "dogma Machinery")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Archery", "Tools"]
    act(g, "Archery")
    assert score(g, "Alice") == ["Archery"]
    assert sorted(hand(g, "Alice")) == ["Tools", "Writing"]
    assert sorted(hand(g, "Bob")) == ["Feudalism", "Medicine"]


# --- non-demand: "any one color", "yellow or purple", splays that change something -------


def test_philosophy_options_colours_the_left_splay_changes():
    # red is already splayed left, blue is one card: green (splayed right), yellow and purple.
    g = make(
        [
            P(
                "Alice",
                board={
                    "purple": ["Philosophy", "Mysticism"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                    "blue": ["Writing"],
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "right"},
                    "yellow": ["Agriculture", "Masonry", "Domestication"],
                },
                hand=["Tools", "Calendar"],
            ),
            P("Bob"),
        ],
    )
    act(g, "dogma Philosophy")
    assert opts(g) == [None, "green", "purple", "yellow"]
    act(g, "green")
    assert board(g, "Alice")["green"] == (["Sailing", "Clothing"], "left")
    assert opts(g) == [None, "Calendar", "Tools"]
    act(g, "Calendar")
    assert score(g, "Alice") == ["Calendar"]
    assert hand(g, "Alice") == ["Tools"]


def test_invention_options_only_colours_splayed_left():
    g = make(
        [
            P(
                "Alice",
                board={
                    "green": ["Invention", "Sailing"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"},
                    "purple": {"cards": ["Mysticism", "City States"], "splay": "up"},
                },
            ),
            P("Bob"),
        ],
        supply={"base": {"4": ["Perspective"]}},
    )
    act(g, "dogma Invention")
    assert opts(g) == [None, "red", "yellow"]
    act(g, "yellow")
    assert board(g, "Alice")["yellow"] == (["Agriculture", "Masonry"], "right")
    assert score(g, "Alice") == ["Perspective"]


def test_metric_system_options_any_colour_the_right_splay_changes():
    g = make(
        [
            P(
                "Alice",
                board={
                    "green": {"cards": ["Metric System", "Sailing"], "splay": "right"},
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                    "yellow": ["Agriculture"],
                    "purple": ["Mysticism", "City States"],
                },
            ),
            P("Bob"),
        ],
    )
    act(g, "dogma Metric System")
    assert opts(g) == [None, "purple", "red"]
    act(g, "red")
    assert board(g, "Alice")["red"] == (["Oars", "Archery"], "right")
    # green is already splayed right: the second effect asks nothing.
    assert g.pending.kind == "action"


def test_metric_system_options_green_not_splayed_right():
    # the condition fails (green splayed left): only the second effect asks.
    g = make(
        [
            P(
                "Alice",
                board={
                    "green": {"cards": ["Metric System", "Sailing"], "splay": "left"},
                    "purple": ["Mysticism", "City States"],
                },
            ),
            P("Bob"),
        ],
    )
    act(g, "dogma Metric System")
    assert g.pending.kind == "yes_no" and "green" in g.pending.prompt
    act(g, "yes")
    assert board(g, "Alice")["green"] == (["Metric System", "Sailing"], "right")
    assert board(g, "Alice")["purple"] == (["Mysticism", "City States"], "none")


def test_flight_options_any_colour_the_up_splay_changes():
    g = make(
        [
            P(
                "Alice",
                board={
                    "red": {"cards": ["Flight", "Oars"], "splay": "up"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "right"},
                    "yellow": ["Agriculture"],
                    "purple": ["Mysticism", "City States"],
                },
            ),
            P("Bob"),
        ],
    )
    act(g, "dogma Flight")
    assert opts(g) == [None, "green", "purple"]
    act(g, "green")
    assert board(g, "Alice")["green"] == (["Sailing", "Clothing"], "up")
    assert g.pending.kind == "action"


def test_railroad_options_only_colours_splayed_right():
    g = make(
        [
            P(
                "Alice",
                board={
                    "purple": {"cards": ["Railroad", "Mysticism"], "splay": "right"},
                    "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "up"},
                },
            ),
            P("Bob"),
        ],
        supply={"base": {"6": ["Canning", "Vaccination", "Democracy"]}},
    )
    act(g, "dogma Railroad")
    assert sorted(hand(g, "Alice")) == ["Canning", "Democracy", "Vaccination"]
    assert opts(g) == [None, "purple", "red"]
    act(g, "red")
    assert board(g, "Alice")["red"] == (["Oars", "Archery"], "up")


def test_paper_options_green_or_blue():
    # blue is splayed right (left changes it), green unsplayed: both; purple never.
    g = make(
        [
            P(
                "Alice",
                board={
                    "green": ["Paper", "Sailing"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                    "purple": ["Mysticism", "City States"],
                },
            ),
            P("Bob"),
        ],
        supply={"base": {"4": ["Perspective", "Invention"]}},
    )
    act(g, "dogma Paper")
    assert opts(g) == [None, "blue", "green"]
    act(g, "blue")
    assert board(g, "Alice")["blue"] == (["Writing", "Tools"], "left")
    assert hand(g, "Alice") == ["Perspective"]


def test_paper_options_already_left_colour_is_not_offered():
    g = make(
        [
            P(
                "Alice",
                board={
                    "green": ["Paper", "Sailing"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                },
            ),
            P("Bob"),
        ],
        supply={"base": {"4": ["Perspective", "Invention"]}},
    )
    act(g, "dogma Paper")
    assert g.pending.kind == "yes_no" and "green" in g.pending.prompt
    act(g, "no")
    assert hand(g, "Alice") == ["Perspective"]


def test_industrialization_options_red_or_purple():
    g = make(
        [
            P(
                "Alice",
                board={
                    "red": {"cards": ["Industrialization", "Oars"], "splay": "right"},
                    "purple": ["Mysticism", "City States"],
                },
            ),
            P("Bob"),
        ],
        supply={"base": {"6": ["Canning"]}},
    )
    act(g, "dogma Industrialization")
    assert board(g, "Alice")["yellow"] == (["Canning"], "none")
    assert g.pending.kind == "yes_no" and "purple" in g.pending.prompt
    act(g, "yes")
    assert board(g, "Alice")["purple"] == (["Mysticism", "City States"], "right")


def test_computers_options_red_or_green():
    g = make(
        [
            P(
                "Alice",
                board={
                    "blue": ["Computers"],
                    "red": ["Oars", "Archery"],
                    "green": ["Sailing", "Clothing"],
                    "purple": ["Mysticism", "City States"],
                },
            ),
            P("Bob"),
        ],
        supply={"base": {"10": ["A.I.", "Software"]}},
    )
    act(g, "dogma Computers")
    assert opts(g) == [None, "green", "red"]
    act(g, "red")
    assert board(g, "Alice")["red"] == (["Oars", "Archery"], "up")
    assert board(g, "Alice")["purple"][0][0] == "A.I."
    assert score(g, "Alice") == ["Software"]


def test_publications_options_colours_with_several_cards_then_yellow_or_blue():
    g = make(
        [
            P(
                "Alice",
                board={
                    "blue": ["Publications", "Writing", "Tools"],
                    "red": ["Oars", "Archery"],
                    "green": ["Sailing"],
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "up"},
                },
            ),
            P("Bob"),
        ],
    )
    act(g, "dogma Publications")
    assert opts(g) == [None, "blue", "red", "yellow"]
    act(g, None)
    # yellow is already splayed up: only blue.
    assert g.pending.kind == "yes_no" and "blue" in g.pending.prompt


# --- non-demand: cards of the hand / score pile, sharing players ---------------------------


def test_code_of_laws_options_sharing_player_judged_on_own_board():
    # Bob shares: his candidates are his hand's cards of a colour on HIS board (Clothing);
    # Alice's are hers (Oars, Mysticism), not Writing (no blue on her board).
    g = make(
        [
            P(
                "Alice",
                board={"purple": ["Code of Laws"], "red": ["Metalworking"]},
                hand=["Oars", "Mysticism", "Writing"],
            ),
            P("Bob", board={"green": ["Sailing"]}, hand=["Clothing", "Archery", "Tools"]),
        ],
        supply={"base": {"1": ["Pottery"]}},
    )
    act(g, "dogma Code of Laws")
    assert g.pending.player == "Bob"
    assert opts(g) == [None, "Clothing"]
    act(g, "Clothing")
    assert g.pending.player == "Bob" and g.pending.kind == "yes_no" and "green" in g.pending.prompt
    act(g, "yes")
    assert board(g, "Bob")["green"] == (["Sailing", "Clothing"], "left")
    assert g.pending.player == "Alice"
    assert opts(g) == [None, "Mysticism", "Oars"]
    act(g, "Oars")
    assert g.pending.kind == "yes_no" and "red" in g.pending.prompt
    act(g, "no")
    assert board(g, "Alice")["red"] == (["Metalworking", "Oars"], "none")
    assert sorted(hand(g, "Alice")) == ["Mysticism", "Pottery", "Writing"]


def test_clothing_options_colours_not_on_my_board():
    g = make(
        [
            P(
                "Alice",
                board={"green": ["Clothing"], "red": ["Archery", "Metalworking"]},
                hand=["Tools", "Oars", "Sailing", "Agriculture"],
            ),
            P("Bob", board={"blue": ["Writing"]}),
        ],
        supply={"base": {"1": ["Pottery", "Mysticism"]}},
    )
    act(g, "dogma Clothing")
    assert opts(g) == ["Agriculture", "Tools"]
    act(g, "Tools")
    assert board(g, "Alice")["blue"] == (["Tools"], "none")
    # green and red are not on Bob's board, blue is: two 1s are scored.
    assert sorted(score(g, "Alice")) == ["Mysticism", "Pottery"]


def test_domestication_options_tie_for_lowest():
    g = make(
        [
            P(
                "Alice",
                board={"yellow": ["Domestication"]},
                hand=["Calendar", "Tools", "Writing", "Mathematics"],
            ),
            P("Bob"),
        ],
        supply={"base": {"1": ["Pottery"]}},
    )
    act(g, "dogma Domestication")
    assert opts(g) == ["Tools", "Writing"]
    act(g, "Writing")
    assert board(g, "Alice")["blue"] == (["Writing"], "none")
    assert sorted(hand(g, "Alice")) == ["Calendar", "Mathematics", "Pottery", "Tools"]


def test_masonry_options_castle_cards_any_number():
    g = make(
        [
            P(
                "Alice",
                board={"yellow": ["Masonry"]},
                hand=["Archery", "Writing", "Tools", "Oars", "Mysticism"],
            ),
            P("Bob"),
        ],
    )
    act(g, "dogma Masonry")
    assert opts(g) == ["Archery", "Mysticism", "Oars", "Tools"]
    assert (g.pending.min, g.pending.max) == (0, 4)
    ans(g, ["Archery", "Tools", "Mysticism"])
    while g.pending.kind != "action":
        ans(g, g.pending.options[0])
    assert sorted(hand(g, "Alice")) == ["Oars", "Writing"]
    assert "Monument" not in player(g, "Alice")["achievements"]


def test_tools_options_return_a_3_only():
    g = make(
        [
            P("Alice", board={"blue": ["Tools"]}, hand=["Alchemy", "Optics", "Calendar"]),
            P("Bob"),
        ],
        supply={"base": {"1": ["Pottery", "Sailing", "Archery"]}},
    )
    act(g, "dogma Tools")
    assert g.pending.kind == "yes_no"
    act(g, "no")
    assert opts(g) == [None, "Alchemy", "Optics"]
    act(g, "Optics")
    assert sorted(hand(g, "Alice")) == ["Alchemy", "Archery", "Calendar", "Pottery", "Sailing"]


def test_alchemy_options_meld_then_score_from_the_rest():
    g = make(
        [
            P("Alice", board={"blue": ["Alchemy"]}, hand=["Tools", "Writing", "Oars"]),
            P("Bob"),
        ],
    )
    act(g, "dogma Alchemy")
    assert opts(g) == ["Oars", "Tools", "Writing"]
    act(g, "Oars")
    assert opts(g) == ["Tools", "Writing"]
    act(g, "Writing")
    assert board(g, "Alice")["red"] == (["Oars"], "none")
    assert score(g, "Alice") == ["Writing"]
    assert hand(g, "Alice") == ["Tools"]


def test_chemistry_options_return_includes_the_card_just_scored():
    g = make(
        [
            P(
                "Alice",
                board={"blue": ["Chemistry"], "red": ["Archery"]},
                score=["Oars", "Calendar"],
            ),
            P("Bob"),
        ],
        supply={"base": {"6": ["Canning"]}},
    )
    act(g, "dogma Chemistry")
    assert opts(g) == ["Calendar", "Canning", "Oars"]
    act(g, "Canning")
    assert sorted(score(g, "Alice")) == ["Calendar", "Oars"]


def test_education_options_tie_for_highest_score_card():
    g = make(
        [
            P("Alice", board={"purple": ["Education"]}, score=["Alchemy", "Optics", "Archery"]),
            P("Bob"),
        ],
        supply={"base": {"5": ["Coal"]}},
    )
    act(g, "dogma Education")
    assert g.pending.kind == "yes_no"
    act(g, "yes")
    assert opts(g) == ["Alchemy", "Optics"]
    act(g, "Optics")
    assert sorted(score(g, "Alice")) == ["Alchemy", "Archery"]
    assert hand(g, "Alice") == ["Coal"]


def test_evolution_options_either_or_decline_then_return_any_score_card():
    g = make(
        [
            P("Alice", board={"blue": ["Evolution"]}, score=["Archery"]),
            P("Bob"),
        ],
        supply={"base": {"8": ["Flight"]}},
    )
    act(g, "dogma Evolution")
    assert len(g.pending.options) == 3 and None in g.pending.options
    first = next(o for o in g.pending.options if o and o.startswith("draw and score"))
    act(g, first)
    assert opts(g) == ["Archery", "Flight"]
    act(g, "Archery")
    assert score(g, "Alice") == ["Flight"]


def test_mass_media_options_any_value_from_all_score_piles():
    g = make(
        [
            P(
                "Alice",
                board={"green": ["Mass Media"]},
                hand=["Archery", "Tools"],
                score=["Calendar", "Oars"],
            ),
            P("Bob", score=["Mathematics", "Writing"]),
        ],
    )
    act(g, "dogma Mass Media")
    assert opts(g) == [None, "Archery", "Tools"]
    act(g, "Tools")
    assert sorted(g.pending.options) == list(range(1, 11))
    act(g, 2)
    assert score(g, "Alice") == ["Oars"]
    assert score(g, "Bob") == ["Writing"]


def test_empiricism_options_two_different_colours():
    g = make(
        [
            P("Alice", board={"purple": ["Empiricism"]}),
            P("Bob"),
        ],
        supply={"base": {"9": ["Computers"]}},
    )
    act(g, "dogma Empiricism")
    assert opts(g) == ["blue", "green", "purple", "red", "yellow"]
    act(g, "purple")
    assert opts(g) == ["blue", "green", "red", "yellow"]
    act(g, "blue")
    assert board(g, "Alice")["blue"] == (["Computers"], "none")


def test_classification_options_any_hand_card_takes_from_all_opponents():
    g = make(
        [
            P("Alice", board={"green": ["Classification"]}, hand=["Archery", "Tools", "Oars"]),
            P("Bob", hand=["Writing", "Metalworking"]),
            P("Carol", hand=["Construction"]),
        ],
    )
    act(g, "dogma Classification")
    assert opts(g) == ["Archery", "Oars", "Tools"]
    act(g, "Oars")
    while g.pending.kind != "action":
        ans(g, g.pending.options[0])
    assert hand(g, "Alice") == ["Tools"]
    assert hand(g, "Bob") == ["Writing"]
    assert hand(g, "Carol") == []
    assert sorted(board(g, "Alice")["red"][0]) == [
        "Archery",
        "Construction",
        "Metalworking",
        "Oars",
    ]


def test_specialization_options_any_hand_card():
    g = make(
        [
            P("Alice", board={"purple": ["Specialization"]}, hand=["Archery", "Tools"]),
            P("Bob", board={"blue": ["Writing", "Pottery"], "red": ["Oars"]}),
            P("Carol", board={"blue": ["Calendar"]}),
        ],
    )
    act(g, "dogma Specialization")
    assert opts(g) == ["Archery", "Tools"]
    act(g, "Tools")
    assert sorted(hand(g, "Alice")) == ["Archery", "Calendar", "Tools", "Writing"]
    assert board(g, "Bob")["blue"] == (["Pottery"], "none")
    assert "blue" not in board(g, "Carol")


def test_coal_options_any_top_card_or_decline():
    g = make(
        [
            P(
                "Alice",
                board={
                    "red": ["Coal", "Oars"],
                    "blue": ["Writing"],
                    "yellow": ["Agriculture", "Masonry"],
                },
            ),
            P("Bob", board={"green": ["Sailing"]}),
        ],
        supply={"base": {"5": ["Statistics"]}},
    )
    act(g, "dogma Coal")
    assert board(g, "Alice")["yellow"] == (["Agriculture", "Masonry", "Statistics"], "none")
    assert g.pending.kind == "yes_no" and "red" in g.pending.prompt
    act(g, "no")
    assert opts(g) == [None, "Agriculture", "Coal", "Writing"]
    act(g, "Coal")
    assert sorted(score(g, "Alice")) == ["Coal", "Oars"]
    assert "red" not in board(g, "Alice")


def test_reformation_options_tuck_up_to_n_then_yellow_or_purple():
    g = make(
        [
            P(
                "Alice",
                board={"purple": ["Reformation"], "yellow": ["Masonry", "Domestication"]},
                hand=["Mysticism", "Tools"],
            ),
            P("Bob"),
        ],
    )
    act(g, "dogma Reformation")
    assert opts(g) == ["Mysticism", "Tools"]
    assert (g.pending.min, g.pending.max) == (0, 1)
    ans(g, ["Mysticism"])
    assert board(g, "Alice")["purple"] == (["Reformation", "Mysticism"], "none")
    assert opts(g) == [None, "purple", "yellow"]
    act(g, "purple")
    assert board(g, "Alice")["purple"] == (["Reformation", "Mysticism"], "right")


def test_pottery_options_up_to_three_of_hand():
    g = make(
        [
            P(
                "Alice",
                board={"blue": ["Pottery"]},
                hand=["Archery", "Tools", "Calendar", "Alchemy"],
            ),
            P("Bob"),
        ],
        supply={"base": {"3": ["Optics"], "1": ["Sailing"]}},
    )
    act(g, "dogma Pottery")
    assert opts(g) == ["Alchemy", "Archery", "Calendar", "Tools"]
    assert (g.pending.min, g.pending.max) == (0, 3)
    ans(g, ["Archery", "Tools", "Calendar"])
    while g.pending.kind != "action":
        ans(g, g.pending.options[0])
    assert score(g, "Alice") == ["Optics"]
    assert sorted(hand(g, "Alice")) == ["Alchemy", "Sailing"]


def test_agriculture_options_sharing_player_own_hand():
    g = make(
        [
            P("Alice", board={"yellow": ["Agriculture"]}, hand=["Archery"]),
            P("Bob", board={"blue": ["Pottery"]}, hand=["Calendar", "Tools"]),
        ],
        supply={"base": {"3": ["Optics"], "2": ["Mathematics"], "1": ["Sailing"]}},
    )
    act(g, "dogma Agriculture")
    assert g.pending.player == "Bob"
    assert opts(g) == [None, "Calendar", "Tools"]
    act(g, "Calendar")
    assert score(g, "Bob") == ["Optics"]
    assert g.pending.player == "Alice"
    assert opts(g) == [None, "Archery"]
    act(g, None)
    # the sharing bonus: a draw of Alice's highest top card's value (1)
    assert sorted(hand(g, "Alice")) == ["Archery", "Sailing"]


def test_printing_press_options_any_score_card_then_blue_right():
    g = make(
        [
            P(
                "Alice",
                board={"blue": ["Printing Press", "Writing"], "purple": ["Mysticism"]},
                score=["Archery", "Calendar"],
                hand=["Tools"],
            ),
            P("Bob"),
        ],
        supply={"base": {"3": ["Optics"]}},
    )
    act(g, "dogma Printing Press")
    assert opts(g) == [None, "Archery", "Calendar"]
    act(g, "Calendar")
    assert sorted(hand(g, "Alice")) == ["Optics", "Tools"]
    assert g.pending.kind == "yes_no" and "blue" in g.pending.prompt


def test_measurement_options_any_hand_card_or_decline():
    g = make(
        [
            P(
                "Alice",
                board={"green": ["Measurement"], "red": ["Oars", "Archery"]},
                hand=["Metalworking", "Tools"],
            ),
            P("Bob"),
        ],
        supply={"base": {"2": ["Construction"]}},
    )
    act(g, "dogma Measurement")
    assert opts(g) == [None, "Metalworking", "Tools"]
    act(g, "Metalworking")
    assert board(g, "Alice")["red"] == (["Oars", "Archery"], "right")
    assert sorted(hand(g, "Alice")) == ["Construction", "Tools"]


def test_ecology_options_score_from_the_rest_of_the_hand():
    g = make(
        [
            P("Alice", board={"yellow": ["Ecology"]}, hand=["Archery", "Tools", "Writing"]),
            P("Bob"),
        ],
        supply={"base": {"10": ["Software", "Databases"]}},
    )
    act(g, "dogma Ecology")
    assert opts(g) == [None, "Archery", "Tools", "Writing"]
    act(g, "Tools")
    assert opts(g) == ["Archery", "Writing"]
    act(g, "Writing")
    assert score(g, "Alice") == ["Writing"]
    assert sorted(hand(g, "Alice")) == ["Archery", "Databases", "Software"]


def test_satellites_options_meld_one_of_the_drawn_eights():
    g = make(
        [
            P("Alice", board={"green": ["Satellites"]}, hand=["Tools"]),
            P("Bob"),
        ],
        supply={"base": {"8": ["Flight", "Empiricism", "Antibiotics"]}},
    )
    act(g, "dogma Satellites")
    assert opts(g) == ["Antibiotics", "Empiricism", "Flight"]
    act(g, "Flight")
    assert board(g, "Alice")["red"] == (["Flight"], "none")


# --- teams, "other", "another" --------------------------------------------------------------


def test_optics_options_teammate_is_no_opponent():
    # Carol (teammate) and Bob both have fewer points; only Bob is an opponent. Dave (an
    # opponent with more points) is not offered either. One candidate: not asked.
    g = make(
        [
            P("Alice", board={"red": ["Optics"]}, score=["Calendar"]),
            P("Bob", score=["Tools"]),
            P("Carol", score=[]),
            P("Dave", score=["Enterprise"]),
        ],
        supply={"base": {"3": ["Alchemy"]}},
        options={"teams": True},
    )
    act(g, "dogma Optics")
    assert board(g, "Alice")["blue"] == (["Alchemy"], "none")
    assert g.pending.kind == "action"
    assert sorted(score(g, "Bob")) == ["Calendar", "Tools"]
    assert score(g, "Carol") == []
    assert score(g, "Alice") == []


def test_rocketry_options_teammate_pile_not_offered():
    g = make(
        [
            P("Alice", board={"blue": ["Rocketry"]}, score=["Tools"]),
            P("Bob", score=["Archery", "Calendar"]),
            P("Carol", score=["Oars"]),
            P("Dave", score=["Alchemy"]),
        ],
        options={"teams": True},
    )
    act(g, "dogma Rocketry")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Bob's score pile: 1", "Bob's score pile: 2", "Dave's score pile: 3"]
    act(g, "Dave's score pile: 3")
    assert score(g, "Dave") == []
    assert score(g, "Carol") == ["Oars"]


def test_fission_options_teammate_board_included():
    g = make(
        [
            P("Alice", board={"red": ["Fission"]}),
            P("Bob", board={"green": ["Sailing"]}),
            P("Carol", board={"blue": ["Writing"]}),
            P("Dave"),
        ],
        supply={"base": {"10": ["Software", "Databases", "Stem Cells"]}},
        options={"teams": True},
    )
    act(g, "dogma Fission")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Sailing", "Writing"]
    act(g, "Writing")
    assert "blue" not in board(g, "Carol")


def test_self_service_options_top_card_without_non_demand_effects():
    # "any other top card on your board": Archery (a demand only) is another top card too.
    g = make(
        [
            P("Alice", board={"green": ["Self Service"], "blue": ["Writing"], "red": ["Archery"]}),
            P("Bob"),
        ],
        supply={"base": {"2": ["Calendar"]}},
    )
    act(g, "dogma Self Service")
    assert opts(g) == ["Archery", "Writing"]
    act(g, "Archery")
    assert hand(g, "Alice") == []
    assert hand(g, "Bob") == []


def test_road_building_options_one_card_in_hand_then_no_transfer():
    g = make(
        [
            P("Alice", board={"red": ["Road Building"]}, hand=["Oars"]),
            P("Bob", board={"green": ["Sailing"]}),
        ],
    )
    act(g, "dogma Road Building")
    # one card: melded without asking; one card melded: no transfer.
    assert g.pending.kind == "action"
    assert board(g, "Alice")["red"] == (["Oars", "Road Building"], "none")
    assert board(g, "Bob")["green"] == (["Sailing"], "none")


def test_road_building_options_no_red_after_melding_two_non_red():
    # Alice's top red card exists (Road Building) after melding two non-red cards.
    g = make(
        [
            P("Alice", board={"red": ["Road Building"]}, hand=["Tools", "Mysticism"]),
            P("Bob", board={"blue": ["Writing"]}),
        ],
    )
    act(g, "dogma Road Building")
    ans(g, ["Tools", "Mysticism"])
    assert opts(g) == [None, "Bob"]
    act(g, "Bob")
    assert board(g, "Bob")["red"] == (["Road Building"], "none")
    assert "red" not in board(g, "Alice")
    assert "green" not in board(g, "Alice")


# --- "up to", "any number", "you may" --------------------------------------------------------


def test_perspective_options_return_then_score_n_of_the_rest():
    g = make(
        [
            P(
                "Alice",
                board={"yellow": ["Perspective"], "blue": ["Writing"]},
                hand=["Archery", "Tools", "Oars", "Calendar"],
            ),
            P("Bob"),
        ],
    )
    act(g, "dogma Perspective")
    assert opts(g) == [None, "Archery", "Calendar", "Oars", "Tools"]
    act(g, "Archery")
    assert opts(g) == ["Calendar", "Oars", "Tools"]
    assert (g.pending.min, g.pending.max) == (2, 2)
    ans(g, ["Oars", "Calendar"])
    while g.pending.kind != "action":
        ans(g, g.pending.options[0])
    assert sorted(score(g, "Alice")) == ["Calendar", "Oars"]
    assert hand(g, "Alice") == ["Tools"]


def test_lighting_options_up_to_three():
    g = make(
        [
            P(
                "Alice",
                board={"purple": ["Lighting"]},
                hand=["Archery", "Tools", "Calendar", "Alchemy"],
            ),
            P("Bob"),
        ],
        supply={"base": {"7": ["Bicycle", "Electricity"]}},
    )
    act(g, "dogma Lighting")
    assert opts(g) == ["Alchemy", "Archery", "Calendar", "Tools"]
    assert (g.pending.min, g.pending.max) == (0, 3)
    ans(g, ["Archery", "Tools", "Calendar"])
    while g.pending.kind != "action":
        ans(g, g.pending.options[0])
    assert sorted(score(g, "Alice")) == ["Bicycle", "Electricity"]
    assert hand(g, "Alice") == ["Alchemy"]


def test_quantum_theory_options_up_to_two():
    g = make(
        [
            P("Alice", board={"blue": ["Quantum Theory"]}, hand=["Archery", "Tools", "Calendar"]),
            P("Bob"),
        ],
        supply={"base": {"10": ["Software", "Databases"]}},
    )
    act(g, "dogma Quantum Theory")
    assert opts(g) == ["Archery", "Calendar", "Tools"]
    assert (g.pending.min, g.pending.max) == (0, 2)
    ans(g, ["Archery", "Tools"])
    while g.pending.kind != "action":
        ans(g, g.pending.options[0])
    assert sorted(hand(g, "Alice")) == ["Calendar", "Software"]
    assert score(g, "Alice") == ["Databases"]


def test_antibiotics_options_up_to_three():
    g = make(
        [
            P(
                "Alice",
                board={"yellow": ["Antibiotics"]},
                hand=["Archery", "Tools", "Calendar", "Alchemy"],
            ),
            P("Bob"),
        ],
        supply={"base": {"8": ["Flight", "Empiricism"]}},
    )
    act(g, "dogma Antibiotics")
    assert opts(g) == ["Alchemy", "Archery", "Calendar", "Tools"]
    assert (g.pending.min, g.pending.max) == (0, 3)
    ans(g, ["Archery", "Tools"])
    while g.pending.kind != "action":
        ans(g, g.pending.options[0])
    assert sorted(hand(g, "Alice")) == ["Alchemy", "Calendar", "Empiricism", "Flight"]


def test_suburbia_options_any_number():
    g = make(
        [
            P("Alice", board={"yellow": ["Suburbia"]}, hand=["Archery", "Tools", "Calendar"]),
            P("Bob"),
        ],
        supply={"base": {"1": ["Sailing", "Pottery"]}},
    )
    act(g, "dogma Suburbia")
    assert opts(g) == ["Archery", "Calendar", "Tools"]
    assert (g.pending.min, g.pending.max) == (0, 3)
    ans(g, ["Archery", "Calendar"])
    while g.pending.kind != "action":
        ans(g, g.pending.options[0])
    assert sorted(score(g, "Alice")) == ["Pottery", "Sailing"]
    assert hand(g, "Alice") == ["Tools"]


def test_currency_options_any_number():
    g = make(
        [
            P("Alice", board={"green": ["Currency"]}, hand=["Archery", "Tools", "Calendar"]),
            P("Bob"),
        ],
        supply={"base": {"2": ["Mathematics", "Fermenting"]}},
    )
    act(g, "dogma Currency")
    assert opts(g) == ["Archery", "Calendar", "Tools"]
    assert (g.pending.min, g.pending.max) == (0, 3)
    ans(g, ["Archery", "Tools", "Calendar"])
    while g.pending.kind != "action":
        ans(g, g.pending.options[0])
    assert sorted(score(g, "Alice")) == ["Fermenting", "Mathematics"]


def test_democracy_options_any_number():
    g = make(
        [
            P("Alice", board={"purple": ["Democracy"]}, hand=["Archery", "Tools"]),
            P("Bob"),
        ],
        supply={"base": {"8": ["Flight"]}},
    )
    act(g, "dogma Democracy")
    assert opts(g) == ["Archery", "Tools"]
    assert (g.pending.min, g.pending.max) == (0, 2)
    ans(g, ["Tools"])
    while g.pending.kind != "action":
        ans(g, g.pending.options[0])
    assert score(g, "Alice") == ["Flight"]


def test_miniaturization_options_any_hand_card():
    g = make(
        [
            P(
                "Alice",
                board={"red": ["Miniaturization"]},
                hand=["Software", "Tools"],
                score=["Archery", "Oars", "Calendar"],
            ),
            P("Bob"),
        ],
        supply={"base": {"10": ["Databases", "Stem Cells"]}},
    )
    act(g, "dogma Miniaturization")
    assert opts(g) == [None, "Software", "Tools"]
    act(g, "Software")
    assert sorted(hand(g, "Alice")) == ["Databases", "Stem Cells", "Tools"]


def test_mathematics_options_any_hand_card():
    g = make(
        [
            P("Alice", board={"blue": ["Mathematics"]}, hand=["Archery", "Calendar"]),
            P("Bob"),
        ],
        supply={"base": {"3": ["Optics"]}},
    )
    act(g, "dogma Mathematics")
    assert opts(g) == [None, "Archery", "Calendar"]
    act(g, "Calendar")
    assert board(g, "Alice")["red"] == (["Optics"], "none")


def test_encyclopedia_options_meld_all_highest_asks_yes_no():
    g = make(
        [
            P("Alice", board={"blue": ["Encyclopedia"]}, score=["Alchemy", "Optics", "Archery"]),
            P("Bob"),
        ],
    )
    act(g, "dogma Encyclopedia")
    assert g.pending.kind == "yes_no"
    act(g, "yes")
    while g.pending.kind != "action":
        ans(g, g.pending.options[0])
    assert score(g, "Alice") == ["Archery"]
    assert board(g, "Alice")["red"] == (["Optics"], "none")
    assert board(g, "Alice")["blue"][0][0] == "Alchemy"


def test_socialism_options_yes_no_then_lowest_of_each_opponent():
    g = make(
        [
            P("Alice", board={"purple": ["Socialism"]}, hand=["Mysticism", "Tools"]),
            P("Bob", hand=["Archery", "Oars", "Calendar"]),
        ],
    )
    act(g, "dogma Socialism")
    assert g.pending.kind == "yes_no"
    act(g, "yes")
    while g.pending.kind != "action":
        ans(g, g.pending.options[0])
    assert sorted(hand(g, "Alice")) == ["Archery", "Oars"]
    assert hand(g, "Bob") == ["Calendar"]


def test_canal_building_options_yes_no_with_empty_hand():
    g = make(
        [
            P("Alice", board={"yellow": ["Canal Building"]}, score=["Archery", "Calendar"]),
            P("Bob"),
        ],
    )
    act(g, "dogma Canal Building")
    assert g.pending.kind == "yes_no"
    act(g, "yes")
    assert hand(g, "Alice") == ["Calendar"]
    assert score(g, "Alice") == ["Archery"]


def test_corporations_options_top_non_green_factory_cards():
    g = make(
        [
            P(
                "Alice",
                board={"green": ["Corporations"], "red": ["Coal"], "yellow": ["Steam Engine"]},
            ),
            P(
                "Bob",
                board={
                    "green": ["Invention"],
                    "red": ["Colonialism"],
                    "purple": ["Emancipation"],
                    "blue": ["Experimentation"],
                },
            ),
        ],
        supply={"base": {"8": ["Flight", "Mobility"]}},
    )
    act(g, "dogma Corporations")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Colonialism", "Emancipation"]
    act(g, "Colonialism")
    assert score(g, "Alice") == ["Colonialism"]
    assert board(g, "Bob")["red"] == (["Flight"], "none")


def test_statistics_options_then_yellow_right():
    g = make(
        [
            P("Alice", board={"yellow": ["Statistics", "Agriculture"]}),
            P("Bob", score=["Calendar", "Mathematics", "Tools"]),
        ],
    )
    act(g, "dogma Statistics")
    assert sorted(hand(g, "Bob")) == ["Calendar", "Mathematics"]
    assert g.pending.player == "Alice" and g.pending.kind == "yes_no"
    assert "yellow" in g.pending.prompt


def test_the_internet_options_green_up():
    g = make(
        [
            P("Alice", board={"purple": ["The Internet"], "green": ["Sailing", "Clothing"]}),
            P("Bob"),
        ],
        supply={"base": {"10": ["Software", "Databases"]}},
    )
    act(g, "dogma The Internet")
    assert g.pending.kind == "yes_no" and "green" in g.pending.prompt
    act(g, "no")
    assert score(g, "Alice") == ["Software"]


# --- sharing players: "you", "your", "opponent" read from the sharer's seat -------------------


def test_optics_options_sharing_player_opponents_include_the_activating_player():
    g = make(
        [
            P("Alice", board={"red": ["Optics"]}, score=["Archery"]),
            P(
                "Bob",
                board={"green": ["Sailing"], "purple": ["Code of Laws"]},
                score=["Calendar", "Oars"],
            ),
            P("Carol", score=["Tools", "Writing"]),
            P("Dave", score=["Mathematics", "Pottery"]),
        ],
        supply={"base": {"3": ["Alchemy", "Translation", "Engineering"], "4": ["Perspective"]}},
    )
    act(g, "dogma Optics")
    assert board(g, "Bob")["blue"] == (["Alchemy"], "none")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Calendar", "Oars"]
    act(g, "Oars")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Alice", "Carol"]
    act(g, "Alice")
    assert sorted(score(g, "Alice"))[:2] == ["Archery", "Oars"]
    assert score(g, "Bob") == ["Calendar"]


def test_rocketry_options_sharing_player_piles_of_his_opponents():
    g = make(
        [
            P("Alice", board={"blue": ["Rocketry"]}, score=["Tools"]),
            P("Bob", board={"green": ["Satellites"]}, score=["Archery"]),
            P("Carol", score=["Calendar"]),
        ],
    )
    act(g, "dogma Rocketry")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Alice's score pile: 1", "Carol's score pile: 2"]
    act(g, "Alice's score pile: 1")
    assert score(g, "Alice") == []
    # Alice: Bob's and Carol's piles
    assert g.pending.player == "Alice"
    assert opts(g) == ["Bob's score pile: 1", "Carol's score pile: 2"]


def test_bioengineering_options_sharing_player_takes_from_his_opponents():
    g = make(
        [
            P("Alice", board={"blue": ["Bioengineering"], "yellow": ["Agriculture"]}),
            P("Bob", board={"green": ["Satellites"], "purple": ["Code of Laws"]}),
            P("Carol", board={"green": ["Clothing"], "red": ["Archery"]}),
        ],
    )
    act(g, "dogma Bioengineering")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Agriculture", "Clothing"]
    act(g, "Agriculture")
    assert score(g, "Bob") == ["Agriculture"]
    assert "yellow" not in board(g, "Alice")


def test_fission_options_sharing_player_any_board():
    g = make(
        [
            P("Alice", board={"red": ["Fission"], "blue": ["Writing"]}),
            P("Bob", board={"green": ["Satellites"], "yellow": ["Agriculture"]}),
        ],
        supply={"base": {"10": ["Software", "Databases"]}},
    )
    act(g, "dogma Fission")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Agriculture", "Satellites", "Writing"]
    act(g, "Writing")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Agriculture", "Satellites"]


def test_metric_system_options_condition_read_on_each_players_board():
    g = make(
        [
            P("Alice", board={"green": {"cards": ["Metric System", "Sailing"], "splay": "left"}}),
            P(
                "Bob",
                board={
                    "green": {"cards": ["Navigation", "Clothing"], "splay": "right"},
                    "red": ["Oars", "Archery"],
                    "purple": ["Mysticism", "City States"],
                },
            ),
        ],
        supply={"base": {"6": ["Canning"]}},
    )
    act(g, "dogma Metric System")
    assert g.pending.player == "Bob"
    assert opts(g) == [None, "purple", "red"]
    act(g, "red")
    assert board(g, "Bob")["red"] == (["Oars", "Archery"], "right")
    # Alice's green is not splayed right: her first effect asks nothing; the second asks her.
    assert g.pending.player == "Alice" and g.pending.kind == "yes_no"
    assert "green" in g.pending.prompt


# --- a card executed by another card: "other" read from the executed card -----------------


def test_computers_options_self_service_executed_may_choose_computers():
    # Computers melds Self Service and executes it: "any other top card" than Self Service
    # includes Computers itself.
    g = make(
        [
            P("Alice", board={"blue": ["Computers"], "red": ["Archery"]}),
            P("Bob"),
        ],
        supply={"base": {"10": ["Self Service", "A.I.", "Software"]}},
    )
    act(g, "dogma Computers")
    assert board(g, "Alice")["green"] == (["Self Service"], "none")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Archery", "Computers"]
    act(g, "Computers")
    while g.pending.kind != "action":
        ans(g, g.pending.options[0])
    assert board(g, "Alice")["purple"] == (["A.I."], "none")
    assert score(g, "Alice") == ["Software"]


def test_robotics_options_self_service_executed_may_choose_robotics():
    # Robotics scores the top green card (Sailing), melds Self Service onto Clothing and
    # executes it: "any other top card" includes Robotics itself.
    g = make(
        [
            P(
                "Alice",
                board={"red": ["Robotics"], "green": ["Sailing", "Clothing"], "blue": ["Writing"]},
            ),
            P("Bob"),
        ],
        supply={"base": {"10": ["Self Service"], "2": ["Calendar"]}},
    )
    act(g, "dogma Robotics")
    assert score(g, "Alice") == ["Sailing"]
    assert board(g, "Alice")["green"] == (["Self Service", "Clothing"], "none")
    assert opts(g) == ["Robotics", "Writing"]
    act(g, "Writing")
    assert hand(g, "Alice") == ["Calendar"]


# --- more "you may" and conditional choices ----------------------------------------------------


def test_publications_options_rearrangement_cards_top_first():
    g = make(
        [
            P(
                "Alice",
                board={"blue": ["Publications", "Writing", "Tools"], "red": ["Oars", "Archery"]},
            ),
            P("Bob"),
        ],
    )
    act(g, "dogma Publications")
    act(g, "blue")
    assert opts(g) == ["Publications", "Tools", "Writing"]
    act(g, "Tools")
    assert opts(g) == ["Publications", "Writing"]
    act(g, "Writing")
    while g.pending.kind != "action" and g.pending.kind != "yes_no":
        ans(g, g.pending.options[0])
    assert board(g, "Alice")["blue"][0] == ["Tools", "Writing", "Publications"]


def test_optics_options_no_opponent_with_fewer_points_asks_nothing():
    g = make(
        [
            P("Alice", board={"red": ["Optics"]}, score=["Calendar", "Archery"]),
            P("Bob", score=["Enterprise"]),
            P("Carol", score=["Alchemy"]),
        ],
        supply={"base": {"3": ["Engineering"]}},
    )
    act(g, "dogma Optics")
    assert board(g, "Alice")["red"] == (["Engineering", "Optics"], "none")
    assert g.pending.kind == "action"
    assert sorted(score(g, "Alice")) == ["Archery", "Calendar"]


def test_anatomy_options_no_top_card_of_equal_value():
    g = make(
        [
            P("Alice", board={"yellow": ["Anatomy"]}),
            P("Bob", board={"blue": ["Writing"], "red": ["Oars"]}, score=["Calendar", "Alchemy"]),
        ],
    )
    act(g, "dogma Anatomy")
    assert opts(g) == ["Alchemy", "Calendar"]
    act(g, "Calendar")
    assert g.pending.kind == "action"
    assert top(g, "Bob") == {"blue": "Writing", "red": "Oars"}


def test_empiricism_options_splay_asked_only_with_two_cards():
    g = make(
        [
            P("Alice", board={"purple": ["Empiricism"], "blue": ["Writing"]}),
            P("Bob"),
        ],
        supply={"base": {"9": ["Computers"]}},
    )
    act(g, "dogma Empiricism")
    act(g, "blue")
    act(g, "red")
    assert board(g, "Alice")["blue"] == (["Computers", "Writing"], "none")
    assert g.pending.kind == "yes_no" and "blue" in g.pending.prompt
    act(g, "yes")
    assert board(g, "Alice")["blue"] == (["Computers", "Writing"], "up")


def test_engineering_options_red_left_after_the_demand():
    g = make(
        [
            P("Alice", board={"red": ["Engineering", "Archery"]}),
            P("Bob", board={"blue": ["Tools"], "green": ["Sailing"]}),
        ],
    )
    act(g, "dogma Engineering")
    assert score(g, "Alice") == ["Tools"]
    assert g.pending.kind == "yes_no" and "red" in g.pending.prompt


def test_banking_options_green_right_asked_on_two_cards():
    g = make(
        [
            P("Alice", board={"green": ["Banking", "Sailing"]}),
            P("Bob"),
        ],
    )
    act(g, "dogma Banking")
    assert g.pending.kind == "yes_no" and "green" in g.pending.prompt
    act(g, "yes")
    assert board(g, "Alice")["green"] == (["Banking", "Sailing"], "right")


def test_atomic_theory_options_blue_right():
    g = make(
        [
            P("Alice", board={"blue": {"cards": ["Atomic Theory", "Writing"], "splay": "right"}}),
            P("Bob"),
        ],
        supply={"base": {"7": ["Bicycle"]}},
    )
    act(g, "dogma Atomic Theory")
    # already splayed right: nothing is asked.
    assert g.pending.kind == "action"
    assert board(g, "Alice")["green"] == (["Bicycle"], "none")


def test_translation_options_yes_no_then_order_within_one_stack():
    g = make(
        [
            P("Alice", board={"blue": ["Translation"]}, score=["Archery", "Oars", "Calendar"]),
            P("Bob"),
        ],
    )
    act(g, "dogma Translation")
    assert g.pending.kind == "yes_no"
    act(g, "yes")
    assert opts(g) == ["Archery", "Oars"]
    act(g, "Oars")
    while g.pending.kind != "action":
        ans(g, g.pending.options[0])
    assert board(g, "Alice")["red"][0] == ["Archery", "Oars"]
    assert score(g, "Alice") == []


def test_bicycle_options_yes_no():
    g = make(
        [
            P("Alice", board={"green": ["Bicycle"]}, hand=["Tools"], score=["Archery", "Calendar"]),
            P("Bob"),
        ],
    )
    act(g, "dogma Bicycle")
    assert g.pending.kind == "yes_no"
    act(g, "yes")
    assert sorted(hand(g, "Alice")) == ["Archery", "Calendar"]
    assert score(g, "Alice") == ["Tools"]


def test_stem_cells_options_yes_no():
    g = make(
        [
            P("Alice", board={"yellow": ["Stem Cells"]}, hand=["Tools", "Archery"]),
            P("Bob"),
        ],
    )
    act(g, "dogma Stem Cells")
    assert g.pending.kind == "yes_no"
    act(g, "no")
    assert sorted(hand(g, "Alice")) == ["Archery", "Tools"]


def test_canning_options_yes_no_then_yellow_right():
    g = make(
        [
            P("Alice", board={"yellow": ["Canning", "Agriculture"], "blue": ["Writing"]}),
            P("Bob"),
        ],
        supply={"base": {"6": ["Vaccination"]}},
    )
    act(g, "dogma Canning")
    assert g.pending.kind == "yes_no"
    act(g, "yes")
    assert score(g, "Alice") == ["Writing"]
    assert board(g, "Alice")["yellow"] == (["Canning", "Agriculture", "Vaccination"], "none")
    assert g.pending.kind == "yes_no" and "yellow" in g.pending.prompt


def test_combustion_options_two_cards_for_eight_crowns():
    g = make(
        [
            P(
                "Alice",
                board={"red": ["Combustion"], "purple": ["Enterprise"], "blue": ["Translation"]},
            ),
            P("Bob", score=["Archery", "Calendar", "Alchemy"]),
        ],
    )
    act(g, "dogma Combustion")
    assert g.pending.player == "Bob"
    assert opts(g) == ["Alchemy", "Archery", "Calendar"]
    assert (g.pending.min, g.pending.max) == (2, 2)
    ans(g, ["Archery", "Alchemy"])
    while g.pending.player == "Bob":
        ans(g, g.pending.options[0])
    assert sorted(score(g, "Alice")) == ["Alchemy", "Archery"]
    assert score(g, "Bob") == ["Calendar"]


def test_classification_options_teammate_hand_not_taken():
    g = make(
        [
            P("Alice", board={"green": ["Classification"]}, hand=["Archery", "Tools"]),
            P("Bob", hand=["Oars"]),
            P("Carol", hand=["Metalworking"]),
            P("Dave", hand=["Construction", "Writing"]),
        ],
        options={"teams": True},
    )
    act(g, "dogma Classification")
    assert opts(g) == ["Archery", "Tools"]
    act(g, "Archery")
    while g.pending.kind != "action":
        ans(g, g.pending.options[0])
    assert hand(g, "Carol") == ["Metalworking"]
    assert hand(g, "Bob") == []
    assert hand(g, "Dave") == ["Writing"]
    assert sorted(board(g, "Alice")["red"][0]) == ["Archery", "Construction", "Oars"]


def test_specialization_options_teammate_board_not_taken():
    g = make(
        [
            P("Alice", board={"purple": ["Specialization"]}, hand=["Tools", "Archery"]),
            P("Bob", board={"blue": ["Writing"]}),
            P("Carol", board={"blue": ["Calendar"]}),
            P("Dave", board={"blue": ["Pottery"]}),
        ],
        options={"teams": True},
    )
    act(g, "dogma Specialization")
    assert opts(g) == ["Archery", "Tools"]
    act(g, "Tools")
    assert sorted(hand(g, "Alice")) == ["Archery", "Pottery", "Tools", "Writing"]
    assert board(g, "Carol")["blue"] == (["Calendar"], "none")
