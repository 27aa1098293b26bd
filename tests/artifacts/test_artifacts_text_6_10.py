"""Artifacts of History, ages 6-10: one scenario per card, written from the
printed card text and the rules only (an outside checker's view), through the
documented API: ``Game.from_position``, ``game.pending`` / ``game.answer`` and
``game.to_position()``."""

import inno

A, B, C = "Alice", "Bob", "Carol"


def make(players, supply=None, achievements=(), **extra):
    position = {
        "players": players,
        "expansions": ["artifacts"],
        "achievements": list(achievements),
        "supply": supply or {},
        "seed": 7,
    }
    position.update(extra)
    return inno.Game.from_position(position)


def _order_question(game):
    d = game.pending
    return d is not None and "which card to" in d.prompt and d.prompt.endswith("first")


def play(game, *answers):
    """Answer in turn; questions of order only ("choose which card to return
    first": the order changes nothing here) are answered with any card."""
    for answer in answers:
        while _order_question(game):
            game.answer(game.pending.options[0])
        assert game.pending is not None, f"no decision left for {answer!r}"
        game.answer(answer)
    while _order_question(game):
        game.answer(game.pending.options[0])
    return game.to_position()


def zones(position, name):
    """A player's zones: hand and score sorted, board top first, splays apart."""
    for p in position["players"]:
        if p["name"] == name:
            board = {c: s["cards"] for c, s in p["board"].items() if s["cards"]}
            splays = {c: s["splay"] for c, s in p["board"].items() if s["splay"] != "none"}
            return {
                "hand": sorted(p["hand"]),
                "board": board,
                "splay": splays,
                "score": sorted(p["score"]),
                "achievements": sorted(p["achievements"]),
                "display": p["display"],
            }
    raise KeyError(name)


def Z(hand=(), board=None, splay=None, score=(), achievements=(), display=()):
    return {
        "hand": sorted(hand),
        "board": board or {},
        "splay": splay or {},
        "score": sorted(score),
        "achievements": sorted(achievements),
        "display": list(display),
    }


def pile(position, age, set_="base"):
    return position["supply"][set_].get(str(age), [])


def at_action(game, player=A, actions=1):
    d = game.pending
    assert d is not None and d.kind == "action" and d.player == player, d
    assert f"{actions} action" in d.prompt, d.prompt


# ---------------------------------------------------------------- age 6


def test_kilogram_of_the_archives_one_card_summing_ten_draws_nothing():
    # Empty hand: only the top card (a 10) is returned: "two cards" fails.
    g = make(
        [
            {"name": A, "board": {"blue": ["Kilogram of the Archives"], "red": ["Robotics"]}},
            {"name": B},
        ],
        supply={"base": {"10": ["Software"]}},
    )
    pos = play(g, "dogma Kilogram of the Archives", "Robotics")
    assert zones(pos, A) == Z(board={"blue": ["Kilogram of the Archives"]})
    assert zones(pos, B) == Z()
    assert pile(pos, 10)[0] == "Software"
    assert pile(pos, 10)[-1] == "Robotics"
    at_action(g)


def test_kilogram_of_the_archives_returning_itself_sums_ten():
    g = make(
        [
            {
                "name": A,
                "hand": ["Experimentation"],
                "board": {"blue": ["Kilogram of the Archives", "Writing"], "red": ["Archery"]},
            },
            {"name": B},
        ],
        supply={"base": {"10": ["Software"]}},
    )
    pos = play(g, "dogma Kilogram of the Archives", "Kilogram of the Archives")
    assert zones(pos, A) == Z(board={"blue": ["Writing"], "red": ["Archery"]}, score=["Software"])
    assert pile(pos, 4)[-1] == "Experimentation"
    assert pile(pos, 6, "artifacts")[-1] == "Kilogram of the Archives"
    at_action(g)


def test_puffing_billy_counts_splayed_icons_of_the_returned_colour():
    # Red splayed up: Machine Tools (3 factories) over Industrialization
    # (factory, factory, hex showing): 5 factories -> draw a 5; splay right.
    g = make(
        [
            {
                "name": A,
                "hand": ["Coal"],
                "board": {
                    "blue": ["Puffing Billy"],
                    "red": {"cards": ["Machine Tools", "Industrialization"], "splay": "up"},
                },
            },
            {"name": B},
        ],
        supply={"base": {"5": ["Physics"]}},
    )
    pos = play(g, "dogma Puffing Billy")
    assert zones(pos, A) == Z(
        hand=["Physics"],
        board={"blue": ["Puffing Billy"], "red": ["Machine Tools", "Industrialization"]},
        splay={"red": "right"},
    )
    assert pile(pos, 5)[-1] == "Coal"
    at_action(g)


def test_puffing_billy_absent_colour_draws_a_one_and_splays_nothing():
    g = make(
        [
            {"name": A, "hand": ["Agriculture"], "board": {"blue": ["Puffing Billy"]}},
            {"name": B},
        ],
        supply={"base": {"1": ["Pottery"]}},
    )
    pos = play(g, "dogma Puffing Billy")
    assert zones(pos, A) == Z(hand=["Pottery"], board={"blue": ["Puffing Billy"]})
    at_action(g)


def test_frigate_constitution_value_matching_returns_card_and_colour():
    g = make(
        [
            {"name": A, "board": {"red": ["Frigate Constitution"], "yellow": ["Statistics"]}},
            {
                "name": B,
                "hand": ["Coal", "Agriculture"],
                "board": {"red": ["Machine Tools", "Archery"], "blue": ["Writing"]},
            },
        ],
    )
    pos = play(g, "dogma Frigate Constitution", "Coal")
    assert zones(pos, B) == Z(hand=["Agriculture"], board={"blue": ["Writing"]})
    assert zones(pos, A) == Z(board={"red": ["Frigate Constitution"], "yellow": ["Statistics"]})
    assert set(pile(pos, 5)[-1:]) == {"Coal"}
    assert pile(pos, 6)[-1] == "Machine Tools"
    assert pile(pos, 1)[-1] == "Archery"
    at_action(g)


def test_frigate_constitution_value_not_matching_returns_nothing():
    g = make(
        [
            {"name": A, "board": {"red": ["Frigate Constitution"], "yellow": ["Statistics"]}},
            {
                "name": B,
                "hand": ["Coal", "Agriculture"],
                "board": {"red": ["Machine Tools"], "yellow": ["Masonry"]},
            },
        ],
    )
    pos = play(g, "dogma Frigate Constitution", "Agriculture")
    assert zones(pos, B) == Z(
        hand=["Agriculture", "Coal"],
        board={"red": ["Machine Tools"], "yellow": ["Masonry"]},
    )
    at_action(g)


def test_us_declaration_of_independence_moves_highest_of_each():
    g = make(
        [
            {"name": A, "board": {"red": ["U.S. Declaration of Independence"]}},
            {
                "name": B,
                "hand": ["Calendar", "Optics"],
                "score": ["Tools", "Agriculture"],
                "board": {
                    "green": ["Sailing"],
                    "yellow": ["Steam Engine"],
                    "blue": ["Writing"],
                },
            },
        ],
    )
    pos = play(g, "dogma U.S. Declaration of Independence")
    # Score pile tie between two 1s: the victim chooses.
    if g.pending.kind != "action":
        pos = play(g, "Tools")
    assert zones(pos, A) == Z(
        hand=["Optics"],
        score=["Tools"],
        board={"red": ["U.S. Declaration of Independence"], "yellow": ["Steam Engine"]},
    )
    assert zones(pos, B) == Z(
        hand=["Calendar"],
        score=["Agriculture"],
        board={"green": ["Sailing"], "blue": ["Writing"]},
    )
    at_action(g)


def test_buttonwood_agreement_otherwise_returns_colour_from_score_and_unsplays():
    g = make(
        [
            {
                "name": A,
                "score": ["Agriculture", "Pottery"],
                "board": {
                    "green": ["Buttonwood Agreement"],
                    "yellow": {"cards": ["Canning", "Masonry"], "splay": "left"},
                },
            },
            {"name": B},
        ],
        supply={"base": {"8": ["Antibiotics"]}},
    )
    pos = play(g, "dogma Buttonwood Agreement", "red", "blue", "green")
    assert zones(pos, A) == Z(
        hand=["Antibiotics"],
        score=["Pottery"],
        board={"green": ["Buttonwood Agreement"], "yellow": ["Canning", "Masonry"]},
    )
    assert pile(pos, 1)[-1] == "Agriculture"
    at_action(g)


def test_buttonwood_agreement_chosen_colour_scores_and_splays_up():
    g = make(
        [
            {
                "name": A,
                "score": ["Agriculture"],
                "board": {
                    "green": ["Buttonwood Agreement"],
                    "yellow": ["Canning", "Masonry"],
                },
            },
            {"name": B},
        ],
        supply={"base": {"8": ["Antibiotics"]}},
    )
    pos = play(g, "dogma Buttonwood Agreement", "red", "yellow", "green")
    assert zones(pos, A) == Z(
        score=["Agriculture", "Antibiotics"],
        board={"green": ["Buttonwood Agreement"], "yellow": ["Canning", "Masonry"]},
        splay={"yellow": "up"},
    )
    at_action(g)


def test_the_wealth_of_nations_rounds_up():
    # 5 + 2 + 3 + the drawn 1 = 11; 11 / 5 rounded up = 3.
    g = make(
        [
            {
                "name": A,
                "score": ["Coal", "Mathematics", "Optics"],
                "board": {"green": ["The Wealth of Nations"]},
            },
            {"name": B},
        ],
        supply={"base": {"1": ["Pottery"], "3": ["Compass"]}},
    )
    pos = play(g, "dogma The Wealth of Nations")
    assert zones(pos, A) == Z(
        score=["Coal", "Mathematics", "Optics", "Pottery", "Compass"],
        board={"green": ["The Wealth of Nations"]},
    )
    at_action(g)


def test_pride_and_prejudice_repeats_while_tied_fewest_then_stops():
    # All five colours shown; red splayed left shows 2. A blue 6 leaves blue
    # at 1 visible (tied fewest): scored, repeat. A red 6 makes red 3: stays.
    g = make(
        [
            {
                "name": A,
                "board": {
                    "yellow": ["Pride and Prejudice"],
                    "blue": ["Writing"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "green": ["Sailing"],
                    "purple": ["Mysticism"],
                },
            },
            {"name": B},
        ],
        supply={"base": {"6": ["Encyclopedia", "Industrialization", "Canning"]}},
    )
    pos = play(g, "dogma Pride and Prejudice")
    assert zones(pos, A) == Z(
        score=["Encyclopedia"],
        board={
            "yellow": ["Pride and Prejudice"],
            "blue": ["Writing"],
            "red": ["Industrialization", "Archery", "Oars"],
            "green": ["Sailing"],
            "purple": ["Mysticism"],
        },
        splay={"red": "left"},
    )
    assert pile(pos, 6)[0] == "Canning"
    at_action(g)


def test_stamp_act_transfer_then_return_by_top_green_value():
    g = make(
        [
            {"name": A, "board": {"yellow": ["Stamp Act"]}},
            {
                "name": B,
                "score": ["Anatomy", "Compass", "Optics"],
                "board": {"yellow": ["Perspective"], "green": ["Paper"]},
            },
        ],
    )
    pos = play(g, "dogma Stamp Act")
    if g.pending.kind != "action":
        pos = play(g, "Compass")
    assert zones(pos, A) == Z(score=["Anatomy"], board={"yellow": ["Stamp Act"]})
    assert zones(pos, B) == Z(
        score=["Optics"], board={"yellow": ["Perspective"], "green": ["Paper"]}
    )
    assert pile(pos, 3)[-1] == "Compass"
    at_action(g)


def test_stamp_act_no_transfer_no_return():
    # No 4 in the victim's score pile: the "If you do" return does not happen.
    g = make(
        [
            {"name": A, "board": {"yellow": ["Stamp Act"]}},
            {
                "name": B,
                "score": ["Compass"],
                "board": {"yellow": ["Perspective"], "green": ["Paper"]},
            },
        ],
    )
    pos = play(g, "dogma Stamp Act")
    assert zones(pos, B) == Z(
        score=["Compass"], board={"yellow": ["Perspective"], "green": ["Paper"]}
    )
    assert zones(pos, A) == Z(board={"yellow": ["Stamp Act"]})
    at_action(g)


def test_marcha_real_same_value_different_colour_draws_no_claim():
    g = make(
        [
            {
                "name": A,
                "hand": ["Writing", "Archery"],
                "board": {"purple": ["Marcha Real"]},
            },
            {"name": B},
        ],
        supply={"base": {"2": ["Calendar"]}},
        achievements=["Mathematics"],
    )
    play(g, "dogma Marcha Real")
    pos = g.to_position()
    assert zones(pos, A) == Z(hand=["Calendar"], board={"purple": ["Marcha Real"]})
    assert pos["achievements"] == ["Mathematics"]
    assert set(pile(pos, 1)[-2:]) == {"Writing", "Archery"}
    at_action(g)


def test_marcha_real_same_colour_claims_ignoring_eligibility():
    g = make(
        [
            {
                "name": A,
                "hand": ["Writing", "Physics"],
                "board": {"purple": ["Marcha Real"]},
            },
            {"name": B},
        ],
        achievements=["Canning"],
    )
    pos = play(g, "dogma Marcha Real")
    if g.pending.kind != "action":
        pos = play(g, "Canning")
    assert zones(pos, A) == Z(board={"purple": ["Marcha Real"]}, achievements=["Canning"])
    assert pos["achievements"] == []
    at_action(g)


def test_marcha_real_one_card_in_hand_only_returns_it():
    g = make(
        [
            {"name": A, "hand": ["Writing"], "board": {"purple": ["Marcha Real"]}},
            {"name": B},
        ],
        achievements=["Mathematics"],
    )
    pos = play(g, "dogma Marcha Real")
    assert zones(pos, A) == Z(board={"purple": ["Marcha Real"]})
    assert pos["achievements"] == ["Mathematics"]
    at_action(g)


def test_moonlight_sonata_tied_highest_melds_bottom_and_claims():
    g = make(
        [
            {
                "name": A,
                "board": {
                    "purple": ["Moonlight Sonata"],
                    "red": ["Machine Tools", "Archery"],
                },
            },
            {"name": B},
        ],
        achievements=["Canning"],
    )
    play(g, "dogma Moonlight Sonata")
    assert g.pending.kind == "choose_color", g.pending
    assert sorted(g.pending.options) == ["purple", "red"]
    pos = play(g, "red")
    assert zones(pos, A) == Z(
        board={"purple": ["Moonlight Sonata"], "red": ["Archery", "Machine Tools"]},
        achievements=["Canning"],
    )
    assert pos["achievements"] == []
    at_action(g)


# ---------------------------------------------------------------- age 7


def test_corvette_challenger_counts_visible_after_splay_up():
    g = make(
        [
            {
                "name": A,
                "board": {"blue": ["Corvette Challenger"], "yellow": ["Agriculture", "Masonry"]},
            },
            {"name": B},
        ],
        supply={"base": {"8": ["Antibiotics"], "3": ["Optics"]}},
    )
    pos = play(g, "dogma Corvette Challenger")
    assert zones(pos, A) == Z(
        board={
            "blue": ["Corvette Challenger"],
            "yellow": ["Agriculture", "Masonry", "Antibiotics"],
        },
        splay={"yellow": "up"},
        score=["Optics"],
    )
    at_action(g)


def test_periodic_table_repeats_while_melding_over_a_chosen_card():
    g = make(
        [
            {
                "name": A,
                "board": {
                    "blue": ["Periodic Table"],
                    "red": ["Archery"],
                    "green": ["Sailing"],
                    "yellow": ["Fermenting"],
                },
            },
            {"name": B},
        ],
        supply={"base": {"2": ["Construction"], "3": ["Optics"]}},
    )
    pos = play(g, "dogma Periodic Table")
    # Each time only one pair of equal values exists: forced.
    assert zones(pos, A) == Z(
        board={
            "blue": ["Periodic Table"],
            "red": ["Optics", "Construction", "Archery"],
            "green": ["Sailing"],
            "yellow": ["Fermenting"],
        }
    )
    at_action(g)


def test_jedliks_self_rotor_no_8_available_claims_nothing():
    g = make(
        [
            {"name": A, "board": {"red": ["Jedlik's Electromagnetic Self-Rotor"]}},
            {"name": B},
        ],
        supply={"base": {"8": ["Antibiotics", "Flight"]}},
        achievements=["Canning", "Databases"],
    )
    pos = play(g, "dogma Jedlik's Electromagnetic Self-Rotor")
    assert zones(pos, A) == Z(
        score=["Antibiotics"],
        board={"red": ["Flight", "Jedlik's Electromagnetic Self-Rotor"]},
    )
    assert sorted(pos["achievements"]) == ["Canning", "Databases"]
    at_action(g)


def test_jedliks_self_rotor_claims_available_8():
    g = make(
        [
            {"name": A, "board": {"red": ["Jedlik's Electromagnetic Self-Rotor"]}},
            {"name": B},
        ],
        supply={"base": {"8": ["Antibiotics", "Flight"]}},
        achievements=["Canning", "Socialism"],
    )
    pos = play(g, "dogma Jedlik's Electromagnetic Self-Rotor")
    assert zones(pos, A) == Z(
        score=["Antibiotics"],
        board={"red": ["Flight", "Jedlik's Electromagnetic Self-Rotor"]},
        achievements=["Socialism"],
    )
    assert pos["achievements"] == ["Canning"]
    at_action(g)


def test_submarine_h_l_hunley_bottom_one_returns_colour():
    g = make(
        [
            {"name": A, "board": {"red": ["Submarine H. L. Hunley"]}},
            {"name": B, "board": {"red": ["Coal", "Archery"], "blue": ["Writing"]}},
        ],
        supply={"base": {"7": ["Explosives"]}},
    )
    pos = play(g, "dogma Submarine H. L. Hunley")
    assert zones(pos, B) == Z(board={"blue": ["Writing"]})
    assert zones(pos, A) == Z(board={"red": ["Submarine H. L. Hunley"]})
    at_action(g)


def test_submarine_h_l_hunley_bottom_not_one_keeps_colour():
    g = make(
        [
            {"name": A, "board": {"red": ["Submarine H. L. Hunley"]}},
            {"name": B, "board": {"red": ["Coal", "Construction"]}},
        ],
        supply={"base": {"7": ["Explosives"]}},
    )
    pos = play(g, "dogma Submarine H. L. Hunley")
    assert zones(pos, B) == Z(board={"red": ["Explosives", "Coal", "Construction"]})
    at_action(g)


def test_hansen_writing_ball_compel_then_shared_repeat():
    g = make(
        [
            {"name": A, "board": {"green": ["Hansen Writing Ball"]}},
            {"name": B, "board": {"blue": ["Quantum Theory"]}},
        ],
        supply={
            "base": {
                "7": [
                    "Evolution",
                    "Sanitation",
                    "Bicycle",
                    "Lighting",
                    "Railroad",
                    "Explosives",
                    "Publications",
                    "Electricity",
                ]
            }
        },
    )
    pos = play(g, "dogma Hansen Writing Ball")
    # Bob: draws four 7s, melds his only blue card, gives the rest to Alice.
    # Bob shares: Railroad has a clock (kept). Alice: Explosives (no clock)
    # tucked, Publications has a clock (kept). Bob drew: sharing bonus (a 7).
    assert zones(pos, B) == Z(hand=["Railroad"], board={"blue": ["Evolution", "Quantum Theory"]})
    assert zones(pos, A) == Z(
        hand=["Sanitation", "Bicycle", "Lighting", "Publications", "Electricity"],
        board={"green": ["Hansen Writing Ball"], "red": ["Explosives"]},
    )
    at_action(g)


def test_international_prototype_metre_bar_exact_count_wins():
    g = make(
        [
            {
                "name": A,
                "board": {
                    "green": ["International Prototype Metre Bar"],
                    "red": ["Archery", "Oars"],
                },
            },
            {"name": B},
        ],
        supply={"base": {"3": ["Optics"]}},
    )
    play(g, "dogma International Prototype Metre Bar", 3)
    assert g.result is not None
    assert g.result["winners"] == [A]


def test_international_prototype_metre_bar_otherwise_returns_melded():
    g = make(
        [
            {
                "name": A,
                "board": {"green": ["International Prototype Metre Bar"], "red": ["Archery"]},
            },
            {"name": B},
        ],
        supply={"base": {"1": ["Metalworking"]}},
    )
    pos = play(g, "dogma International Prototype Metre Bar", 1)
    assert g.result is None
    assert zones(pos, A) == Z(
        board={"green": ["International Prototype Metre Bar"], "red": ["Archery"]}
    )
    assert pile(pos, 1)[-1] == "Metalworking"
    at_action(g)


def test_colt_paterson_revolver_colour_match_returns_hand_and_score():
    g = make(
        [
            {"name": A, "board": {"yellow": ["Colt Paterson Revolver"]}},
            {
                "name": B,
                "hand": ["Agriculture"],
                "score": ["Tools"],
                "board": {"red": ["Coal"]},
            },
        ],
        supply={"base": {"7": ["Sanitation"]}},
    )
    pos = play(g, "dogma Colt Paterson Revolver")
    assert zones(pos, B) == Z(board={"red": ["Coal"]})
    assert zones(pos, A) == Z(board={"yellow": ["Colt Paterson Revolver"]})
    assert "Sanitation" == pile(pos, 7)[-1]
    at_action(g)


def test_colt_paterson_revolver_empty_hand_no_other_card_matches():
    g = make(
        [
            {"name": A, "board": {"yellow": ["Colt Paterson Revolver"]}},
            {"name": B, "score": ["Tools"], "board": {"red": ["Coal"]}},
        ],
        supply={"base": {"7": ["Sanitation"]}},
    )
    pos = play(g, "dogma Colt Paterson Revolver")
    assert zones(pos, B) == Z(hand=["Sanitation"], score=["Tools"], board={"red": ["Coal"]})
    at_action(g)


def test_singer_model_27_tucks_then_score_cards_of_that_colour():
    g = make(
        [
            {
                "name": A,
                "hand": ["Agriculture"],
                "score": ["Masonry", "Pottery"],
                "board": {"yellow": ["Singer Model 27"]},
            },
            {"name": B},
        ],
    )
    pos = play(g, "dogma Singer Model 27")
    assert zones(pos, A) == Z(
        score=["Pottery"],
        board={"yellow": ["Singer Model 27", "Agriculture", "Masonry"]},
        splay={"yellow": "up"},
    )
    at_action(g)


def test_singer_model_27_empty_hand_does_nothing():
    g = make(
        [
            {
                "name": A,
                "score": ["Masonry"],
                "board": {"yellow": ["Singer Model 27", "Agriculture"]},
            },
            {"name": B},
        ],
    )
    pos = play(g, "dogma Singer Model 27")
    assert zones(pos, A) == Z(
        score=["Masonry"], board={"yellow": ["Singer Model 27", "Agriculture"]}
    )
    at_action(g)


def test_roundhay_garden_scene_empty_score_pile_scores_two_ones():
    g = make(
        [
            {"name": A, "board": {"purple": ["Roundhay Garden Scene"]}},
            {"name": B},
        ],
        supply={"base": {"1": ["Pottery", "Tools"]}},
    )
    pos = play(g, "dogma Roundhay Garden Scene")
    assert zones(pos, A) == Z(
        score=["Pottery", "Tools"], board={"purple": ["Roundhay Garden Scene"]}
    )
    at_action(g)


def test_roundhay_garden_scene_melds_and_executes_highest():
    # Writing: "Draw a {2}."
    g = make(
        [
            {"name": A, "score": ["Writing"], "board": {"purple": ["Roundhay Garden Scene"]}},
            {"name": B},
        ],
        supply={"base": {"1": ["Pottery", "Tools"], "2": ["Calendar"]}},
    )
    pos = play(g, "dogma Roundhay Garden Scene")
    assert zones(pos, A) == Z(
        hand=["Calendar"],
        score=["Pottery", "Tools"],
        board={"purple": ["Roundhay Garden Scene"], "blue": ["Writing"]},
    )
    at_action(g)


def test_the_communist_manifesto_executes_your_card_which_returns_manifesto():
    # Electricity given to Alice: "Return all your top cards without a
    # {factory}" returns the Manifesto itself, then draws one 8.
    g = make(
        [
            {"name": A, "board": {"purple": ["The Communist Manifesto"]}},
            {"name": B, "board": {"blue": ["Writing"]}},
        ],
        supply={"base": {"7": ["Electricity", "Explosives"], "8": ["Antibiotics"]}},
    )
    pos = play(g, "dogma The Communist Manifesto", "Electricity")
    if g.pending.kind != "action":
        pos = play(g, "Explosives")
    assert zones(pos, A) == Z(hand=["Antibiotics"], board={"green": ["Electricity"]})
    assert zones(pos, B) == Z(board={"blue": ["Writing"], "red": ["Explosives"]})
    assert pile(pos, 7, "artifacts")[-1] == "The Communist Manifesto"
    at_action(g)


# ---------------------------------------------------------------- age 8


def test_earharts_lockheed_electra_uncovered_card_counts_then_claims():
    # 8: Earhart's itself; that uncovers Evolution (7), returned at 7; then
    # Archery at 1. Three returned, not eight: claim an achievement.
    g = make(
        [
            {
                "name": A,
                "board": {
                    "blue": ["Earhart's Lockheed Electra 10E", "Evolution"],
                    "red": ["Archery"],
                },
            },
            {"name": B},
        ],
        achievements=["Canning"],
    )
    pos = play(g, "dogma Earhart's Lockheed Electra 10E")
    assert zones(pos, A) == Z(achievements=["Canning"])
    assert pos["achievements"] == []
    assert g.result is None
    at_action(g)


def test_parnell_pitch_drop_three_clocks_wins():
    g = make(
        [{"name": A, "board": {"blue": ["Parnell Pitch Drop"]}}, {"name": B}],
        supply={"base": {"9": ["Fission"]}},
    )
    play(g, "dogma Parnell Pitch Drop")
    assert g.result is not None and g.result["winners"] == [A]


def test_parnell_pitch_drop_two_clocks_no_win():
    g = make(
        [{"name": A, "board": {"blue": ["Parnell Pitch Drop"], "red": ["Archery"]}}, {"name": B}],
        supply={"base": {"9": ["Computers"]}},
    )
    pos = play(g, "dogma Parnell Pitch Drop")
    assert g.result is None
    assert zones(pos, A) == Z(
        board={"blue": ["Computers", "Parnell Pitch Drop"], "red": ["Archery"]}
    )
    at_action(g)


def test_battleship_bismarck_returns_drawn_colour_keeps_drawn_card():
    g = make(
        [
            {"name": A, "board": {"red": ["Battleship Bismarck"]}},
            {
                "name": B,
                "board": {"red": ["Coal"], "yellow": ["Canning", "Agriculture"]},
            },
        ],
        supply={"base": {"8": ["Skyscrapers"]}},
    )
    pos = play(g, "dogma Battleship Bismarck")
    assert zones(pos, B) == Z(hand=["Skyscrapers"], board={"red": ["Coal"]})
    assert zones(pos, A) == Z(board={"red": ["Battleship Bismarck"]})
    at_action(g)


def test_meiji_mura_returned_card_can_be_drawn_back():
    # The 3 pile holds only Compass and Paper; Optics returned goes under
    # them and is the third 3 drawn.
    others = ["Alchemy", "Translation", "Engineering", "Machinery", "Medicine"]
    others += ["Education", "Feudalism"]
    g = make(
        [
            {
                "name": A,
                "hand": ["Optics"],
                "board": {"green": ["Meiji-Mura Stamp Vending Machine"]},
            },
            {"name": B},
        ],
        supply={"base": {"3": ["Compass", "Paper"]}},
        removed=others,
    )
    pos = play(g, "dogma Meiji-Mura Stamp Vending Machine")
    assert zones(pos, A) == Z(
        score=["Compass", "Paper", "Optics"],
        board={"green": ["Meiji-Mura Stamp Vending Machine"]},
    )
    assert pile(pos, 3) == []
    at_action(g)


def test_ocean_liner_titanic_scores_bottom_cards_of_every_stack():
    g = make(
        [
            {
                "name": A,
                "board": {
                    "green": ["Ocean Liner Titanic", "Sailing"],
                    "red": ["Archery"],
                    "blue": ["Writing", "Tools"],
                },
            },
            {"name": B, "board": {"yellow": ["Agriculture"]}},
        ],
    )
    pos = play(g, "dogma Ocean Liner Titanic")
    assert zones(pos, A) == Z(
        score=["Sailing", "Archery", "Tools"],
        board={"green": ["Ocean Liner Titanic"], "blue": ["Writing"]},
    )
    assert zones(pos, B) == Z(board={"yellow": ["Agriculture"]})
    at_action(g)


def test_plush_beweglich_rod_bear_splays_and_returns_from_all_score_piles():
    g = make(
        [
            {
                "name": A,
                "score": ["Pottery", "Coal"],
                "board": {
                    "yellow": ["Plush Beweglich Rod Bear"],
                    "red": ["Archery", "Oars"],
                    "blue": ["Writing"],
                },
            },
            {"name": B, "score": ["Tools", "Optics"], "board": {"green": ["Sailing", "Clothing"]}},
        ],
    )
    pos = play(g, "dogma Plush Beweglich Rod Bear", 1)
    assert zones(pos, A) == Z(
        score=["Coal"],
        board={
            "yellow": ["Plush Beweglich Rod Bear"],
            "red": ["Archery", "Oars"],
            "blue": ["Writing"],
        },
        splay={"red": "up"},
    )
    assert zones(pos, B) == Z(score=["Optics"], board={"green": ["Sailing", "Clothing"]})
    assert set(pile(pos, 1)[-2:]) == {"Pottery", "Tools"}
    at_action(g)


def test_time_repeats_on_uncovered_card_skips_yellow():
    g = make(
        [
            {"name": A, "board": {"yellow": ["Time"]}},
            {
                "name": B,
                "board": {
                    "blue": ["Quantum Theory", "Rocketry"],
                    "red": ["Flight"],
                    "yellow": ["Singer Model 27"],
                },
            },
        ],
    )
    play(g, "dogma Time")
    assert sorted(g.pending.options) == ["Flight", "Quantum Theory"]
    play(g, "Quantum Theory")
    assert sorted(g.pending.options) == ["Flight", "Rocketry"]
    pos = play(g, "Rocketry")
    assert zones(pos, A) == Z(
        board={
            "yellow": ["Time"],
            "blue": ["Rocketry", "Quantum Theory"],
            "red": ["Flight"],
        }
    )
    assert zones(pos, B) == Z(board={"yellow": ["Singer Model 27"]})
    at_action(g)


def test_30_world_cup_final_ball_achieves_then_tie_stops():
    g = make(
        [
            {
                "name": A,
                "board": {
                    "purple": ["'30 World Cup Final Ball"],
                    "yellow": ["Masonry"],
                    "red": ["Oars"],
                },
            },
            {"name": B, "board": {"red": ["Archery"]}},
        ],
        supply={"base": {"8": ["Antibiotics", "Flight", "Socialism"]}},
    )
    pos = play(g, "dogma '30 World Cup Final Ball")
    assert zones(pos, A) == Z(
        hand=["Flight"],
        achievements=["Antibiotics"],
        board={
            "purple": ["'30 World Cup Final Ball"],
            "yellow": ["Masonry"],
            "red": ["Oars"],
        },
    )
    assert zones(pos, B) == Z(board={"red": ["Archery"]})
    assert pile(pos, 8)[0] == "Socialism"
    at_action(g)


def test_garlands_ruby_slippers_melding_yamato_wins():
    g = make(
        [
            {
                "name": A,
                "hand": ["Battleship Yamato"],
                "board": {"purple": ["Garland's Ruby Slippers"]},
            },
            {"name": B},
        ],
    )
    play(g, "dogma Garland's Ruby Slippers")
    assert g.result is not None and g.result["winners"] == [A]


def test_garlands_ruby_slippers_no_8_in_hand_nothing():
    g = make(
        [
            {
                "name": A,
                "hand": ["Coal"],
                "board": {"purple": ["Garland's Ruby Slippers"]},
            },
            {"name": B},
        ],
    )
    pos = play(g, "dogma Garland's Ruby Slippers")
    assert g.result is None
    assert zones(pos, A) == Z(hand=["Coal"], board={"purple": ["Garland's Ruby Slippers"]})
    at_action(g)


# ---------------------------------------------------------------- age 9


def test_luna_3_scores_value_of_number_returned():
    g = make(
        [
            {"name": A, "score": ["Tools", "Optics", "Coal"], "board": {"blue": ["Luna 3"]}},
            {"name": B},
        ],
        supply={"base": {"3": ["Compass"]}},
    )
    pos = play(g, "dogma Luna 3")
    assert zones(pos, A) == Z(score=["Compass"], board={"blue": ["Luna 3"]})
    at_action(g)


def test_luna_3_empty_score_pile_scores_a_1():
    g = make(
        [{"name": A, "board": {"blue": ["Luna 3"]}}, {"name": B}],
        supply={"base": {"1": ["Pottery"]}},
    )
    pos = play(g, "dogma Luna 3")
    assert zones(pos, A) == Z(score=["Pottery"], board={"blue": ["Luna 3"]})
    at_action(g)


def test_yeagers_bell_x_1a_repeats_after_clock_even_once_returned():
    # Fission (clocks) melded and executed: its demand reaches Bob (fewer
    # clocks; his 10 is not red); its only other top card to return is
    # Yeager's itself; draw a 10. Repeat: Genetics (no clock) melds a blue 10
    # over itself and scores itself.
    g = make(
        [{"name": A, "board": {"blue": ["Yeager's Bell X-1A"]}}, {"name": B}],
        supply={
            "base": {
                "9": ["Fission", "Genetics"],
                "10": ["Software", "Stem Cells", "Bioengineering"],
            }
        },
    )
    pos = play(g, "dogma Yeager's Bell X-1A")
    assert zones(pos, A) == Z(
        hand=["Stem Cells"],
        score=["Genetics"],
        board={"red": ["Fission"], "blue": ["Bioengineering"]},
    )
    assert zones(pos, B) == Z(hand=["Software"])
    assert pile(pos, 9, "artifacts")[-1] == "Yeager's Bell X-1A"
    at_action(g)


def test_united_nations_charter_compel_then_uncovered_demand_card_shares():
    g = make(
        [
            {"name": A, "board": {"red": ["United Nations Charter"]}},
            {
                "name": B,
                "board": {
                    "yellow": ["Anatomy"],
                    "red": ["Archery", "Oars"],
                    "green": ["Sailing"],
                },
            },
        ],
        supply={"base": {"10": ["Software", "Stem Cells"], "9": ["Genetics"]}},
    )
    pos = play(g, "dogma United Nations Charter")
    assert zones(pos, B) == Z(hand=["Software"], board={"red": ["Oars"], "green": ["Sailing"]})
    assert zones(pos, A) == Z(
        hand=["Stem Cells", "Genetics"],
        score=["Anatomy", "Archery"],
        board={"red": ["United Nations Charter"]},
    )
    at_action(g)


def test_velcro_shoes_neither_transfer_i_win():
    g = make(
        [
            {"name": A, "board": {"red": ["Velcro Shoes"]}},
            {"name": B, "hand": ["Optics"], "score": ["Tools"], "board": {"red": ["Coal"]}},
        ],
    )
    play(g, "dogma Velcro Shoes")
    assert g.result is not None and g.result["winners"] == [A]


def test_velcro_shoes_score_pile_nine_prevents_win():
    g = make(
        [
            {"name": A, "board": {"red": ["Velcro Shoes"]}},
            {"name": B, "hand": ["Optics"], "score": ["Genetics"], "board": {"red": ["Coal"]}},
        ],
    )
    pos = play(g, "dogma Velcro Shoes")
    assert g.result is None
    assert zones(pos, A) == Z(score=["Genetics"], board={"red": ["Velcro Shoes"]})
    assert zones(pos, B) == Z(hand=["Optics"], board={"red": ["Coal"]})
    at_action(g)


def test_philips_compact_cassette_compel_unsplays_then_sharer_splays_up():
    g = make(
        [
            {
                "name": A,
                "board": {
                    "green": ["Philips Compact Cassette"],
                    "red": ["Archery", "Oars"],
                    "blue": ["Writing", "Tools"],
                },
            },
            {
                "name": B,
                "board": {"purple": {"cards": ["Reformation", "Mysticism"], "splay": "right"}},
            },
        ],
        supply={"base": {"9": ["Genetics"]}},
    )
    pos = play(g, "dogma Philips Compact Cassette")
    assert zones(pos, B) == Z(
        board={"purple": ["Reformation", "Mysticism"]}, splay={"purple": "up"}
    )
    # Alice: her two splayable colours; a sharing bonus 9 (Bob splayed).
    assert zones(pos, A) == Z(
        hand=["Genetics"],
        board={
            "green": ["Philips Compact Cassette"],
            "red": ["Archery", "Oars"],
            "blue": ["Writing", "Tools"],
        },
        splay={"red": "up", "blue": "up"},
    )
    at_action(g)


def test_syncom_3_five_colours_wins():
    g = make(
        [{"name": A, "hand": ["Tools"], "board": {"green": ["Syncom 3"]}}, {"name": B}],
        supply={"base": {"9": ["Computers", "Fission", "Satellites", "Suburbia", "Services"]}},
    )
    play(g, "dogma Syncom 3")
    assert g.result is not None and g.result["winners"] == [A]


def test_syncom_3_four_colours_keeps_the_cards():
    g = make(
        [{"name": A, "hand": ["Tools"], "board": {"green": ["Syncom 3"]}}, {"name": B}],
        supply={"base": {"9": ["Computers", "Fission", "Satellites", "Suburbia", "Genetics"]}},
    )
    pos = play(g, "dogma Syncom 3")
    assert g.result is None
    assert zones(pos, A) == Z(
        hand=["Computers", "Fission", "Satellites", "Suburbia", "Genetics"],
        board={"green": ["Syncom 3"]},
    )
    assert pile(pos, 1)[-1] == "Tools"
    at_action(g)


def test_magnavox_odyssey_same_colour_wins():
    g = make(
        [{"name": A, "board": {"yellow": ["Magnavox Odyssey"]}}, {"name": B}],
        supply={"base": {"10": ["Software", "Bioengineering"]}},
    )
    play(g, "dogma Magnavox Odyssey")
    assert g.result is not None and g.result["winners"] == [A]


def test_rock_around_the_clock_one_9_per_top_clock_card():
    g = make(
        [
            {
                "name": A,
                "board": {
                    "yellow": ["Rock Around the Clock"],
                    "blue": ["Quantum Theory"],
                    "red": ["Archery", "Flight"],
                },
            },
            {"name": B},
        ],
        supply={"base": {"9": ["Genetics", "Fission", "Suburbia"]}},
    )
    pos = play(g, "dogma Rock Around the Clock")
    assert zones(pos, A) == Z(
        score=["Genetics", "Fission"],
        board={
            "yellow": ["Rock Around the Clock"],
            "blue": ["Quantum Theory"],
            "red": ["Archery", "Flight"],
        },
    )
    at_action(g)


def test_marilyn_diptych_exactly_25_wins():
    g = make(
        [
            {
                "name": A,
                "hand": ["Evolution"],
                "score": ["Robotics", "Coal", "Optics"],
                "board": {"purple": ["Marilyn Diptych"]},
            },
            {"name": B},
        ],
    )
    play(g, "dogma Marilyn Diptych", "Evolution", None)
    assert g.result is not None and g.result["winners"] == [A]


def test_marilyn_diptych_transfer_away_from_25_no_win():
    g = make(
        [
            {
                "name": A,
                "hand": ["Evolution"],
                "score": ["Robotics", "Coal", "Optics"],
                "board": {"purple": ["Marilyn Diptych"]},
            },
            {"name": B},
        ],
    )
    pos = play(g, "dogma Marilyn Diptych", "Evolution", "Optics")
    assert g.result is None
    assert zones(pos, A) == Z(
        hand=["Optics"],
        score=["Robotics", "Coal", "Evolution"],
        board={"purple": ["Marilyn Diptych"]},
    )
    at_action(g)


def test_the_big_bang_repeats_only_while_something_changes():
    # Calendar: score pile 1 > hand 0: draw two 3s (a change): remove a 10,
    # repeat; now hand 2 > score 1: nothing: stop.
    g = make(
        [
            {
                "name": A,
                "score": ["Tools"],
                "board": {"purple": ["The Big Bang"], "blue": ["Calendar"]},
            },
            {"name": B},
        ],
        supply={"base": {"3": ["Optics", "Compass"], "10": ["Software", "Stem Cells"]}},
    )
    pos = play(g, "dogma The Big Bang")
    assert zones(pos, A) == Z(
        hand=["Optics", "Compass"],
        score=["Tools"],
        board={"purple": ["The Big Bang"], "blue": ["Calendar"]},
    )
    assert pos["removed"] == ["Software"]
    assert pile(pos, 10)[0] == "Stem Cells"
    at_action(g)


# ---------------------------------------------------------------- age 10


def test_higgs_boson_transfers_whole_board():
    g = make(
        [
            {
                "name": A,
                "score": ["Coal"],
                "board": {"blue": ["Higgs Boson", "Writing"], "red": ["Archery"]},
            },
            {"name": B, "board": {"green": ["Sailing"]}},
        ],
    )
    pos = play(g, "dogma Higgs Boson")
    assert zones(pos, A) == Z(score=["Coal", "Higgs Boson", "Writing", "Archery"])
    assert zones(pos, B) == Z(board={"green": ["Sailing"]})
    at_action(g)


def test_rover_curiosity_melds_artifact_and_executes_it():
    g = make(
        [{"name": A, "board": {"blue": ["Rover Curiosity"]}}, {"name": B}],
        supply={"artifacts": {"10": ["Where's Waldo?"]}},
    )
    play(g, "dogma Rover Curiosity")
    assert g.result is not None and g.result["winners"] == [A]


def test_exxon_valdez_compelled_player_loses_last_player_wins():
    g = make(
        [
            {"name": A, "board": {"red": ["Exxon Valdez"]}},
            {
                "name": B,
                "hand": ["Tools"],
                "score": ["Optics"],
                "achievements": ["Calendar"],
                "board": {"red": ["Coal"]},
            },
        ],
    )
    play(g, "dogma Exxon Valdez")
    assert g.result is not None and g.result["winners"] == [A]
    pos = g.to_position()
    assert sorted(pos["removed"]) == ["Calendar", "Coal", "Optics", "Tools"]


def test_maldives_compel_keeps_two_and_sharer_keeps_four():
    g = make(
        [
            {
                "name": A,
                "score": ["Agriculture", "Pottery", "Tools", "Writing", "Archery"],
                "board": {"red": ["Maldives"]},
            },
            {
                "name": B,
                "hand": ["Optics", "Compass", "Paper"],
                "score": ["Coal", "Physics"],
                "board": {"blue": ["Quantum Theory"]},
            },
        ],
    )
    pos = play(g, "dogma Maldives", ["Optics"])
    # Bob's score pile already has two; he shares "but four": nothing.
    if g.pending.kind != "action":
        pos = play(g, ["Archery"])
    assert zones(pos, B) == Z(
        hand=["Compass", "Paper"],
        score=["Coal", "Physics"],
        board={"blue": ["Quantum Theory"]},
    )
    assert zones(pos, A) == Z(
        score=["Agriculture", "Pottery", "Tools", "Writing"],
        board={"red": ["Maldives"]},
    )
    at_action(g)


def test_maastricht_treaty_tie_for_most_does_not_win():
    g = make(
        [
            {"name": A, "score": ["Tools", "Coal"], "board": {"green": ["Maastricht Treaty"]}},
            {"name": B, "score": ["Writing", "Optics"]},
        ],
    )
    pos = play(g, "dogma Maastricht Treaty")
    assert g.result is None
    assert zones(pos, A) == Z(score=["Tools", "Coal"], board={"green": ["Maastricht Treaty"]})
    at_action(g)


def test_seikan_tunnel_most_shown_wins():
    g = make(
        [
            {
                "name": A,
                "board": {
                    "green": ["Seikan Tunnel"],
                    "red": {"cards": ["Archery", "Oars", "Construction"], "splay": "left"},
                },
            },
            {"name": B, "board": {"blue": {"cards": ["Writing", "Tools"], "splay": "right"}}},
        ],
    )
    play(g, "dogma Seikan Tunnel")
    assert g.result is not None and g.result["winners"] == [A]


def test_seikan_tunnel_opponent_shows_more_no_win():
    g = make(
        [
            {
                "name": A,
                "board": {
                    "green": ["Seikan Tunnel"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                },
            },
            {
                "name": B,
                "board": {"blue": {"cards": ["Writing", "Tools", "Pottery"], "splay": "right"}},
            },
        ],
    )
    play(g, "dogma Seikan Tunnel")
    assert g.result is None
    at_action(g)


def test_dolly_the_sheep_tucked_domestication_wins():
    g = make(
        [{"name": A, "board": {"yellow": ["Dolly the Sheep", "Agriculture"]}}, {"name": B}],
        supply={"base": {"1": ["Domestication"]}},
    )
    play(g, "dogma Dolly the Sheep", "no", "yes")
    assert g.result is not None and g.result["winners"] == [A]


def test_dolly_the_sheep_otherwise_empty_hand_draws_a_10():
    g = make(
        [{"name": A, "board": {"yellow": ["Dolly the Sheep", "Agriculture"]}}, {"name": B}],
        supply={"base": {"10": ["Software"]}},
    )
    pos = play(g, "dogma Dolly the Sheep", "yes", "no")
    assert g.result is None
    assert zones(pos, A) == Z(
        hand=["Software"], score=["Agriculture"], board={"yellow": ["Dolly the Sheep"]}
    )
    at_action(g)


def test_wheres_waldo_wins():
    g = make([{"name": A, "board": {"yellow": ["Where's Waldo?"]}}, {"name": B}])
    play(g, "dogma Where's Waldo?")
    assert g.result is not None and g.result["winners"] == [A]


def test_delorean_removes_top_cards_and_hands_not_covered_cards():
    g = make(
        [
            {
                "name": A,
                "hand": ["Coal"],
                "score": ["Tools"],
                "board": {"purple": ["DeLorean DMC-12", "Mysticism"], "red": ["Archery"]},
            },
            {"name": B, "hand": ["Optics"], "board": {"blue": ["Writing", "Pottery"]}},
        ],
    )
    pos = play(g, "dogma DeLorean DMC-12")
    assert zones(pos, A) == Z(score=["Tools"], board={"purple": ["Mysticism"]})
    assert zones(pos, B) == Z(board={"blue": ["Pottery"]})
    assert sorted(pos["removed"]) == sorted(
        ["DeLorean DMC-12", "Archery", "Writing", "Coal", "Optics"]
    )
    at_action(g)


def test_twister_melds_one_card_per_colour_from_score_pile():
    g = make(
        [
            {"name": A, "board": {"purple": ["Twister"]}},
            {
                "name": B,
                "score": ["Tools", "Writing", "Archery"],
                "board": {"red": ["Coal"]},
            },
        ],
    )
    pos = play(g, "dogma Twister", "Tools")
    assert zones(pos, B) == Z(
        score=["Writing"], board={"blue": ["Tools"], "red": ["Archery", "Coal"]}
    )
    assert zones(pos, A) == Z(board={"purple": ["Twister"]})
    at_action(g)


# ------------------------------------------------- further edge cases


def test_earharts_lockheed_electra_eight_uncovered_in_one_stack_wins():
    stack = [
        "Earhart's Lockheed Electra 10E",
        "Evolution",
        "Atomic Theory",
        "Physics",
        "Experimentation",
        "Alchemy",
        "Calendar",
        "Writing",
    ]
    g = make([{"name": A, "board": {"blue": stack}}, {"name": B}], achievements=["Canning"])
    play(g, "dogma Earhart's Lockheed Electra 10E")
    assert g.result is not None and g.result["winners"] == [A]


def test_parnell_pitch_drop_over_yamato_draws_past_10_ends_game():
    # Battleship Yamato is an 11 on a board: "one higher" is a 12.
    g = make(
        [
            {
                "name": A,
                "score": ["Coal"],
                "board": {"blue": ["Parnell Pitch Drop"], "red": ["Battleship Yamato"]},
            },
            {"name": B, "score": ["Tools"]},
        ],
    )
    play(g, "dogma Parnell Pitch Drop")
    assert g.result is not None
    assert g.result["winners"] == [A]
    assert g.result["reason"].startswith("score")


def test_seikan_tunnel_own_two_colours_tied_for_most_still_wins():
    g = make(
        [
            {
                "name": A,
                "board": {
                    "green": ["Seikan Tunnel"],
                    "red": {"cards": ["Archery", "Oars", "Construction"], "splay": "left"},
                    "blue": {"cards": ["Writing", "Tools", "Pottery"], "splay": "left"},
                },
            },
            {
                "name": B,
                "board": {"yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"}},
            },
        ],
    )
    play(g, "dogma Seikan Tunnel")
    assert g.result is not None and g.result["winners"] == [A]


def test_safety_pin_echo_first_then_demand():
    g = make(
        [
            {"name": A, "board": {"yellow": ["Safety Pin"]}},
            {"name": B, "hand": ["Robotics", "Coal"], "board": {"red": ["Archery"]}},
        ],
        supply={"base": {"7": ["Sanitation"], "6": ["Canning"]}},
        options={"relics": True},
    )
    pos = play(g, "dogma Safety Pin")
    assert zones(pos, A) == Z(score=["Sanitation"], board={"yellow": ["Safety Pin"]})
    assert zones(pos, B) == Z(hand=["Coal", "Canning"], board={"red": ["Archery"]})
    assert pile(pos, 10)[-1] == "Robotics"
    at_action(g)


def test_ching_shih_meld_takes_an_opponents_achievement():
    g = make(
        [
            {"name": A, "hand": ["Ching Shih"], "board": {"blue": ["Writing"]}},
            {"name": B, "achievements": ["Tools"]},
        ],
        options={"relics": True},
    )
    pos = play(g, "meld Ching Shih")
    assert zones(pos, A) == Z(
        board={"blue": ["Writing"], "red": ["Ching Shih"]}, achievements=["Tools"]
    )
    assert zones(pos, B) == Z()
    at_action(g)


def test_ching_shih_score_replaced_by_transfer_from_opponent():
    # Luna 3 returns nothing and would draw and score a 1: the score of
    # Pottery is replaced by taking Bob's 1; Pottery stays in hand.
    g = make(
        [
            {"name": A, "board": {"red": ["Ching Shih"], "blue": ["Luna 3"]}},
            {"name": B, "score": ["Tools", "Optics"]},
        ],
        supply={"base": {"1": ["Pottery"]}},
        options={"relics": True},
    )
    pos = play(g, "dogma Luna 3")
    assert zones(pos, A) == Z(
        hand=["Pottery"], score=["Tools"], board={"red": ["Ching Shih"], "blue": ["Luna 3"]}
    )
    assert zones(pos, B) == Z(score=["Optics"])
    at_action(g)


# ------------------------------------------------- from the display


def _start(players, **kw):
    return make(players, phase="start", **kw)


def test_delorean_on_display_is_no_top_card_nothing_removed():
    g = _start(
        [
            {
                "name": A,
                "display": ["DeLorean DMC-12"],
                "hand": ["Coal"],
                "board": {"red": ["Archery"]},
            },
            {"name": B, "hand": ["Optics"], "board": {"blue": ["Writing"]}},
        ],
    )
    pos = play(g, "dogma")
    assert zones(pos, A) == Z(hand=["Coal"], board={"red": ["Archery"]})
    assert zones(pos, B) == Z(hand=["Optics"], board={"blue": ["Writing"]})
    assert pos["removed"] == []
    assert pile(pos, 10, "artifacts")[-1] == "DeLorean DMC-12"
    at_action(g, A, 2)


def test_frigate_constitution_on_display_its_factories_protect_from_compel():
    # Alice has no factory on her board; with the displayed Frigate's three
    # she has 3; Bob's 2 factories would not share: not compelled.
    g = _start(
        [
            {"name": A, "display": ["Frigate Constitution"], "board": {"yellow": ["Statistics"]}},
            {"name": B, "hand": ["Coal"], "board": {"red": ["Colonialism"]}},
        ],
    )
    pos = play(g, "dogma")
    assert zones(pos, B) == Z(hand=["Coal"], board={"red": ["Colonialism"]})
    assert zones(pos, A) == Z(board={"yellow": ["Statistics"]})
    at_action(g, A, 2)


def test_frigate_constitution_on_display_compels_player_with_as_many():
    g = _start(
        [
            {"name": A, "display": ["Frigate Constitution"], "board": {"yellow": ["Statistics"]}},
            {"name": B, "hand": ["Coal"], "board": {"red": ["Machine Tools"]}},
        ],
    )
    pos = play(g, "dogma")
    assert zones(pos, B) == Z()
    assert zones(pos, A) == Z(board={"yellow": ["Statistics"]})
    at_action(g, A, 2)


def test_wheres_waldo_from_display_wins():
    g = _start([{"name": A, "display": ["Where's Waldo?"]}, {"name": B}])
    play(g, "dogma")
    assert g.result is not None and g.result["winners"] == [A]


def test_puffing_billy_hexes_are_not_symbols():
    # Red splayed left: Archery on top (2 castles, 1 hex) and three cards
    # each showing a hex: 4 hexes, but the most symbols of one type is 2.
    g = make(
        [
            {
                "name": A,
                "hand": ["Metalworking"],
                "board": {
                    "blue": ["Puffing Billy"],
                    "red": {
                        "cards": ["Archery", "Optics", "Coal", "The Pirate Code"],
                        "splay": "left",
                    },
                },
            },
            {"name": B},
        ],
        supply={"base": {"2": ["Calendar"], "4": ["Enterprise"]}},
    )
    pos = play(g, "dogma Puffing Billy")
    assert zones(pos, A) == Z(
        hand=["Calendar"],
        board={
            "blue": ["Puffing Billy"],
            "red": ["Archery", "Optics", "Coal", "The Pirate Code"],
        },
        splay={"red": "right"},
    )
    at_action(g)


def test_30_world_cup_final_ball_opponent_achieves_drawn_card():
    # Antibiotics (yellow): Bob's Fermenting (2) is the single highest: he
    # achieves it; repeat: Flight (red): Bob again; repeat: Socialism
    # (purple): Alice's Ball; repeat: Rocketry (blue): nobody: it stays.
    g = make(
        [
            {
                "name": A,
                "board": {"purple": ["'30 World Cup Final Ball"], "yellow": ["Agriculture"]},
            },
            {"name": B, "board": {"yellow": ["Fermenting"], "red": ["Archery"]}},
        ],
        supply={"base": {"8": ["Antibiotics", "Flight", "Socialism", "Rocketry"]}},
    )
    pos = play(g, "dogma '30 World Cup Final Ball")
    assert zones(pos, B) == Z(
        achievements=["Antibiotics", "Flight"],
        board={"yellow": ["Fermenting"], "red": ["Archery"]},
    )
    assert zones(pos, A) == Z(
        hand=["Rocketry"],
        achievements=["Socialism"],
        board={"purple": ["'30 World Cup Final Ball"], "yellow": ["Agriculture"]},
    )
    at_action(g)


def test_30_world_cup_final_ball_compel_returns_an_achievement():
    # Bob (2 leaves, as many as Alice) is compelled, then shares: Mobility
    # (red): his Archery is the only red: he achieves it; Empiricism
    # (purple): Alice achieves it; Skyscrapers (yellow): nobody. Alice:
    # Quantum Theory (blue): nobody. Sharing bonus: an 8.
    g = make(
        [
            {"name": A, "board": {"purple": ["'30 World Cup Final Ball"]}},
            {
                "name": B,
                "achievements": ["Tools"],
                "board": {"green": ["Clothing"], "red": ["Archery"]},
            },
        ],
        supply={
            "base": {"8": ["Mobility", "Empiricism", "Skyscrapers", "Quantum Theory", "Flight"]}
        },
    )
    pos = play(g, "dogma '30 World Cup Final Ball")
    assert zones(pos, B) == Z(
        hand=["Skyscrapers"],
        achievements=["Mobility"],
        board={"green": ["Clothing"], "red": ["Archery"]},
    )
    assert zones(pos, A) == Z(
        hand=["Quantum Theory", "Flight"],
        achievements=["Empiricism"],
        board={"purple": ["'30 World Cup Final Ball"]},
    )
    assert pile(pos, 1)[-1] == "Tools"
    at_action(g)


def test_rover_curiosity_empty_artifact_10_pile_draws_base_10():
    arts10 = [
        "Higgs Boson",
        "Exxon Valdez",
        "Maldives",
        "Maastricht Treaty",
        "Seikan Tunnel",
        "Dolly the Sheep",
        "Where's Waldo?",
        "DeLorean DMC-12",
        "Twister",
    ]
    g = make(
        [{"name": A, "board": {"blue": ["Rover Curiosity"]}}, {"name": B}],
        supply={"base": {"10": ["A.I.", "Robotics"]}},
        removed=arts10,
    )
    pos = play(g, "dogma Rover Curiosity")
    assert g.result is None
    assert zones(pos, A) == Z(
        score=["Robotics"], board={"blue": ["Rover Curiosity"], "purple": ["A.I."]}
    )
    at_action(g)


def test_exxon_valdez_three_players_game_goes_on():
    g = make(
        [
            {"name": A, "board": {"red": ["Exxon Valdez"]}},
            {"name": B, "hand": ["Tools"], "board": {"red": ["Coal"]}},
            {"name": C, "hand": ["Optics"], "board": {"blue": ["Writing"]}},
        ],
    )
    pos = play(g, "dogma Exxon Valdez")
    assert g.result is None
    bob = [p for p in pos["players"] if p["name"] == B][0]
    assert bob.get("out") is True
    assert zones(pos, B) == Z()
    assert zones(pos, C) == Z(hand=["Optics"], board={"blue": ["Writing"]})
    assert sorted(pos["removed"]) == ["Coal", "Tools"]
    at_action(g)


def test_garlands_ruby_slippers_executes_a_compel_by_slippers_clocks():
    # Bismarck melded and executed as if on the Slippers ({clock}): Bob has
    # as many clocks as Alice, so he would share: he is compelled.
    g = make(
        [
            {
                "name": A,
                "hand": ["Battleship Bismarck"],
                "board": {"purple": ["Garland's Ruby Slippers"]},
            },
            {"name": B, "board": {"blue": ["Quantum Theory"], "yellow": ["Agriculture"]}},
        ],
        supply={"base": {"8": ["Rocketry"]}},
    )
    pos = play(g, "dogma Garland's Ruby Slippers")
    assert g.result is None
    assert zones(pos, B) == Z(hand=["Rocketry"], board={"yellow": ["Agriculture"]})
    assert zones(pos, A) == Z(
        board={"purple": ["Garland's Ruby Slippers"], "red": ["Battleship Bismarck"]}
    )
    at_action(g)


def test_hansen_writing_ball_no_blue_drawn_all_transferred():
    g = make(
        [
            {"name": A, "board": {"green": ["Hansen Writing Ball"]}},
            {"name": B, "hand": ["Agriculture"], "board": {"blue": ["Quantum Theory"]}},
        ],
        supply={
            "base": {
                "7": [
                    "Sanitation",
                    "Bicycle",
                    "Lighting",
                    "Refrigeration",
                    "Railroad",
                    "Publications",
                    "Electricity",
                ]
            }
        },
    )
    pos = play(g, "dogma Hansen Writing Ball")
    assert zones(pos, B) == Z(hand=["Railroad"], board={"blue": ["Quantum Theory"]})
    assert zones(pos, A) == Z(
        hand=[
            "Agriculture",
            "Sanitation",
            "Bicycle",
            "Lighting",
            "Refrigeration",
            "Publications",
            "Electricity",
        ],
        board={"green": ["Hansen Writing Ball"]},
    )
    at_action(g)


def test_seikan_tunnel_tie_with_an_opponents_colour_no_win():
    g = make(
        [
            {
                "name": A,
                "board": {
                    "green": ["Seikan Tunnel"],
                    "red": {"cards": ["Archery", "Oars", "Construction"], "splay": "left"},
                },
            },
            {
                "name": B,
                "board": {"blue": {"cards": ["Writing", "Tools", "Pottery"], "splay": "right"}},
            },
        ],
    )
    play(g, "dogma Seikan Tunnel")
    assert g.result is None
    at_action(g)


def test_singer_model_27_from_display_after_safety_pin_echo():
    # Free Dogma action on the displayed Singer Model 27 (yellow): first the
    # echo effect of Alice's yellow Safety Pin (draw and score a 7: the
    # yellow Sanitation), then Singer: tuck Agriculture, splay yellow up,
    # tuck the yellow cards of the score pile (Sanitation). Singer returns.
    g = _start(
        [
            {
                "name": A,
                "hand": ["Agriculture"],
                "display": ["Singer Model 27"],
                "board": {"yellow": ["Safety Pin"]},
            },
            {"name": B},
        ],
        supply={"base": {"7": ["Sanitation"]}},
        options={"relics": True},
    )
    pos = play(g, "dogma")
    assert zones(pos, A) == Z(
        board={"yellow": ["Safety Pin", "Agriculture", "Sanitation"]},
        splay={"yellow": "up"},
    )
    assert pile(pos, 7, "artifacts")[-1] == "Singer Model 27"
    at_action(g, A, 2)


def test_battleship_yamato_on_display_cannot_be_dogmaed():
    g = _start([{"name": A, "display": ["Battleship Yamato"]}, {"name": B}])
    assert sorted(g.pending.options) == ["keep", "return"]


def test_corvette_challenger_tuck_into_empty_colour_scores_a_1():
    g = make(
        [{"name": A, "board": {"blue": ["Corvette Challenger"]}}, {"name": B}],
        supply={"base": {"8": ["Antibiotics"], "1": ["Pottery"]}},
    )
    pos = play(g, "dogma Corvette Challenger")
    assert zones(pos, A) == Z(
        board={"blue": ["Corvette Challenger"], "yellow": ["Antibiotics"]},
        score=["Pottery"],
    )
    at_action(g)


def test_united_nations_charter_compel_takes_top_artifact_with_compel():
    # Frigate Constitution's compel is a demand effect.
    g = make(
        [
            {"name": A, "board": {"red": ["United Nations Charter"]}},
            {
                "name": B,
                "board": {"red": ["Frigate Constitution"], "yellow": ["Agriculture"]},
            },
        ],
        supply={"base": {"10": ["Software"]}},
    )
    pos = play(g, "dogma United Nations Charter")
    assert zones(pos, B) == Z(board={"yellow": ["Agriculture"]})
    assert zones(pos, A) == Z(
        hand=["Software"],
        score=["Frigate Constitution"],
        board={"red": ["United Nations Charter"]},
    )
    at_action(g)


def test_maastricht_treaty_most_with_three_players_wins():
    g = make(
        [
            {
                "name": A,
                "score": ["Tools", "Coal", "Optics"],
                "board": {"green": ["Maastricht Treaty"]},
            },
            {"name": B, "score": ["Writing", "Physics"]},
            {"name": C, "score": ["Pottery"]},
        ],
    )
    play(g, "dogma Maastricht Treaty")
    assert g.result is not None and g.result["winners"] == [A]


BASE_10 = [
    "Bioengineering",
    "Software",
    "Miniaturization",
    "Robotics",
    "Databases",
    "Self Service",
    "Globalization",
    "Stem Cells",
    "A.I.",
    "The Internet",
]


def test_rover_curiosity_empty_base_10_skips_past_10_and_ends_game():
    # "Skip empty ages even if there are expansion cards of that age".
    g = make(
        [
            {"name": A, "score": ["Coal"], "board": {"blue": ["Rover Curiosity"]}},
            {"name": B, "score": ["Tools"]},
        ],
        removed=BASE_10,
    )
    play(g, "dogma Rover Curiosity")
    assert g.result is not None
    assert g.result["winners"] == [A]
    assert g.result["reason"].startswith("score")


def test_pride_and_prejudice_missing_colour_filled_ties_fewest():
    # No blue on the board: the blue 6 melded shows 1, like every other
    # colour: tied fewest: scored (blue is absent again), repeat; the red 6
    # on a red splayed left shows 3: it stays.
    g = make(
        [
            {
                "name": A,
                "board": {
                    "yellow": ["Pride and Prejudice"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "green": ["Sailing"],
                    "purple": ["Mysticism"],
                },
            },
            {"name": B},
        ],
        supply={"base": {"6": ["Atomic Theory", "Machine Tools", "Canning"]}},
    )
    pos = play(g, "dogma Pride and Prejudice")
    assert zones(pos, A) == Z(
        score=["Atomic Theory"],
        board={
            "yellow": ["Pride and Prejudice"],
            "red": ["Machine Tools", "Archery", "Oars"],
            "green": ["Sailing"],
            "purple": ["Mysticism"],
        },
        splay={"red": "left"},
    )
    at_action(g)


def test_higgs_boson_on_display_is_not_on_the_board():
    g = _start(
        [
            {"name": A, "display": ["Higgs Boson"], "board": {"blue": ["Writing"]}},
            {"name": B, "board": {"red": ["Archery"]}},
        ],
    )
    pos = play(g, "dogma")
    assert zones(pos, A) == Z(score=["Writing"])
    assert zones(pos, B) == Z(board={"red": ["Archery"]})
    assert pile(pos, 10, "artifacts")[-1] == "Higgs Boson"
    at_action(g, A, 2)


def test_parnell_pitch_drop_on_display_empty_board_melds_a_1():
    g = _start(
        [{"name": A, "display": ["Parnell Pitch Drop"]}, {"name": B}],
        supply={"base": {"1": ["Pottery"]}},
    )
    pos = play(g, "dogma")
    assert g.result is None
    assert zones(pos, A) == Z(board={"blue": ["Pottery"]})
    at_action(g, A, 2)


def test_magnavox_odyssey_different_colours_no_win():
    g = make(
        [{"name": A, "board": {"yellow": ["Magnavox Odyssey"]}}, {"name": B}],
        supply={"base": {"10": ["Software", "Robotics"]}},
    )
    pos = play(g, "dogma Magnavox Odyssey")
    assert g.result is None
    assert zones(pos, A) == Z(
        board={"yellow": ["Magnavox Odyssey"], "blue": ["Software"], "red": ["Robotics"]}
    )
    at_action(g)


def test_roundhay_garden_scene_executes_melded_demand_by_its_leaves():
    # Archery melded and executed as if on Roundhay ({leaf}): Bob (no leaf)
    # is demanded: draws a 1, gives his highest card.
    g = make(
        [
            {"name": A, "score": ["Archery"], "board": {"purple": ["Roundhay Garden Scene"]}},
            {"name": B, "hand": ["Optics"], "board": {"red": ["Oars"]}},
        ],
        supply={"base": {"1": ["Pottery", "Tools", "Writing"]}},
    )
    pos = play(g, "dogma Roundhay Garden Scene")
    assert zones(pos, A) == Z(
        hand=["Optics"],
        score=["Pottery", "Tools"],
        board={"purple": ["Roundhay Garden Scene"], "red": ["Archery"]},
    )
    assert zones(pos, B) == Z(hand=["Writing"], board={"red": ["Oars"]})
    at_action(g)


def test_battleship_bismarck_fewer_factories_not_compelled():
    g = make(
        [
            {"name": A, "board": {"red": ["Battleship Bismarck"]}},
            {"name": B, "board": {"red": ["Colonialism"], "yellow": ["Canning"]}},
        ],
        supply={"base": {"8": ["Skyscrapers"]}},
    )
    pos = play(g, "dogma Battleship Bismarck")
    # Bob has 2 + 2 = 4 factories... more than Alice's 3: he is compelled.
    assert zones(pos, B) == Z(hand=["Skyscrapers"], board={"red": ["Colonialism"]})
    g = make(
        [
            {"name": A, "board": {"red": ["Battleship Bismarck"]}},
            {"name": B, "board": {"red": ["Colonialism"], "yellow": ["Agriculture"]}},
        ],
        supply={"base": {"8": ["Skyscrapers"]}},
    )
    pos = play(g, "dogma Battleship Bismarck")
    # Bob has 2 factories, fewer than Alice's 3: not compelled.
    assert zones(pos, B) == Z(board={"red": ["Colonialism"], "yellow": ["Agriculture"]})
    assert pile(pos, 8)[0] == "Skyscrapers"
    at_action(g)
