"""Artifacts of History, ages 1-5: scenario tests written from the printed
card texts and the rules alone (an outside checker's view), through the
documented API (positions and the decision protocol)."""

from helpers import cards_of

import inno

# ---------------------------------------------------------------- helpers


def new(players, supply=None, **kw):
    pos = {
        "players": players,
        "expansions": ["artifacts"],
        "achievements": [],
        "special_achievements": [],
        "supply": supply or {},
        "seed": 7,
    }
    pos.update(kw)
    return inno.Game.from_position(pos)


def play(g, *answers):
    for a in answers:
        assert g.pending is not None, a
        g.answer(a)


def player(g, name):
    return next(p for p in g.to_position()["players"] if p["name"] == name)


def z(g, name):
    p = player(g, name)
    return {
        "hand": sorted(p["hand"]),
        "board": {c: s["cards"] for c, s in p["board"].items()},
        "score": sorted(p["score"]),
        "ach": sorted(p["achievements"]),
        "display": p["display"],
    }


def Z(hand=(), board=None, score=(), ach=(), display=()):
    return {
        "hand": sorted(hand),
        "board": board or {},
        "score": sorted(score),
        "ach": sorted(ach),
        "display": list(display),
    }


EMPTY = Z()


def pile(g, age, s="base"):
    return g.to_position()["supply"][s][str(age)]


def splay(g, name, color):
    return player(g, name)["board"][color]["splay"]


def others_of_age(age, keep, s="base"):
    """Every card of that set and age except `keep` (to remove them)."""
    return [c for c in cards_of(age, s) if c not in keep]


def at_action(g, name="A"):
    assert g.pending.kind == "action", g.pending
    assert g.pending.player == name, g.pending


# ---------------------------------------------------------------- age 1


def test_sibidu_needle_repeats_while_matching():
    g = new(
        [{"name": "A", "board": {"blue": ["Sibidu Needle"], "red": ["Archery"]}}, {"name": "B"}],
        {"base": {"1": ["Oars", "Writing", "Agriculture"]}},
    )
    play(g, "dogma Sibidu Needle")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Agriculture"],
        board={"blue": ["Sibidu Needle"], "red": ["Archery"]},
        score=["Oars", "Writing"],
    )
    assert z(g, "B") == EMPTY


def test_sibidu_needle_empty_age_draws_a_two_matching_a_two():
    # "Draw and reveal a 1" from an empty age 1 draws a 2: the match is with
    # the drawn card's value (2).
    g = new(
        [
            {
                "name": "A",
                "board": {"blue": ["Sibidu Needle"], "red": ["Archery"], "yellow": ["Fermenting"]},
            },
            {"name": "B"},
        ],
        {"base": {"1": ["Oars"], "2": ["Canal Building", "Calendar"]}},
        removed=others_of_age(1, ["Oars", "Sibidu Needle", "Archery"]),
    )
    play(g, "dogma Sibidu Needle")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Calendar"],
        board={"blue": ["Sibidu Needle"], "red": ["Archery"], "yellow": ["Fermenting"]},
        score=["Oars", "Canal Building"],
    )


def test_electrum_stater_of_efesos_repeat_sees_the_melded_card():
    g = new(
        [{"name": "A", "board": {"green": ["Electrum Stater of Efesos"]}}, {"name": "B"}],
        {"base": {"3": ["Optics", "Engineering"]}},
    )
    play(g, "dogma Electrum Stater of Efesos")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Engineering"],
        board={"green": ["Electrum Stater of Efesos"], "red": ["Optics"]},
    )
    assert z(g, "B") == EMPTY


def test_basur_hoyuk_tokens_returns_drawn_and_score_pile():
    g = new(
        [
            {
                "name": "A",
                "board": {"blue": ["Basur Hoyuk Tokens"], "red": ["Archery"]},
                "score": ["Pottery", "Calendar"],
            },
            {"name": "B", "score": ["Tools"]},
        ],
        {"base": {"4": ["Gunpowder"]}},
    )
    play(g, "dogma Basur Hoyuk Tokens")
    at_action(g)
    assert z(g, "A") == Z(board={"blue": ["Basur Hoyuk Tokens"], "red": ["Archery"]})
    assert z(g, "B") == Z(score=["Tools"])
    assert pile(g, 4)[-1] == "Gunpowder"
    assert pile(g, 1)[-1] == "Pottery"
    assert pile(g, 2)[-1] == "Calendar"


def test_basur_hoyuk_tokens_top_card_after_drawn_in_alphabet_keeps():
    # Masonry does not come before Anatomy: nothing is returned.
    g = new(
        [
            {
                "name": "A",
                "board": {"blue": ["Basur Hoyuk Tokens"], "yellow": ["Masonry"]},
                "score": ["Pottery"],
            },
            {"name": "B"},
        ],
        {"base": {"4": ["Anatomy"]}},
    )
    play(g, "dogma Basur Hoyuk Tokens")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Anatomy"],
        board={"blue": ["Basur Hoyuk Tokens"], "yellow": ["Masonry"]},
        score=["Pottery"],
    )


def test_basur_hoyuk_tokens_no_top_card_of_that_color():
    g = new(
        [
            {"name": "A", "board": {"blue": ["Basur Hoyuk Tokens"]}, "score": ["Pottery"]},
            {"name": "B"},
        ],
        {"base": {"4": ["Gunpowder"]}},
    )
    play(g, "dogma Basur Hoyuk Tokens")
    assert z(g, "A") == Z(
        hand=["Gunpowder"], board={"blue": ["Basur Hoyuk Tokens"]}, score=["Pottery"]
    )


def test_lurgan_canoe_repeats_after_scoring_then_stops():
    g = new(
        [
            {
                "name": "A",
                "board": {"yellow": ["Lurgan Canoe"]},
                "hand": ["Agriculture", "Writing"],
            },
            {"name": "B"},
        ],
    )
    play(g, "dogma Lurgan Canoe", "Agriculture")
    # the repeat melds Writing (the only card: not asked); no other blue card
    at_action(g)
    assert z(g, "A") == Z(
        board={"yellow": ["Agriculture"], "blue": ["Writing"]}, score=["Lurgan Canoe"]
    )


def test_lurgan_canoe_no_card_scored_no_repeat():
    g = new(
        [
            {
                "name": "A",
                "board": {"yellow": ["Lurgan Canoe"]},
                "hand": ["Agriculture", "Writing"],
            },
            {"name": "B"},
        ],
    )
    play(g, "dogma Lurgan Canoe", "Writing")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Agriculture"], board={"yellow": ["Lurgan Canoe"], "blue": ["Writing"]}
    )


# ---------------------------------------------------------------- age 3


def test_along_the_river_repeats_until_yellow_tucked():
    g = new(
        [
            {"name": "A", "board": {"yellow": ["Along the River during the Qingming Festival"]}},
            {"name": "B"},
        ],
        {"base": {"4": ["Gunpowder", "Anatomy"]}},
    )
    play(g, "dogma Along the River during the Qingming Festival")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Gunpowder"],
        board={"yellow": ["Along the River during the Qingming Festival", "Anatomy"]},
    )


def test_along_the_river_purple_scored():
    g = new(
        [
            {"name": "A", "board": {"yellow": ["Along the River during the Qingming Festival"]}},
            {"name": "B"},
        ],
        {"base": {"4": ["Experimentation", "Reformation", "Anatomy"]}},
    )
    play(g, "dogma Along the River during the Qingming Festival")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Experimentation"],
        board={"yellow": ["Along the River during the Qingming Festival"]},
        score=["Reformation"],
    )
    assert pile(g, 4)[0] == "Anatomy"


# ---------------------------------------------------------------- age 5


def test_barque_longue_la_belle_repeats_until_green():
    g = new(
        [{"name": "A", "board": {"green": ["Barque-Longue La Belle"]}}, {"name": "B"}],
        {"base": {"5": ["Coal", "Banking", "Physics"]}},
    )
    play(g, "dogma Barque-Longue La Belle")
    at_action(g)
    assert z(g, "A") == Z(board={"green": ["Banking", "Barque-Longue La Belle"], "red": ["Coal"]})
    assert pile(g, 5)[0] == "Physics"


def test_ship_of_the_line_sussex_empty_score_scores_whole_color_itself_included():
    g = new(
        [
            {
                "name": "A",
                "board": {"red": ["Ship of the Line Sussex", "Oars"], "blue": ["Writing"]},
            },
            {"name": "B"},
        ],
    )
    play(g, "dogma Ship of the Line Sussex", "red")
    at_action(g)
    assert z(g, "A") == Z(board={"blue": ["Writing"]}, score=["Ship of the Line Sussex", "Oars"])
    assert z(g, "B") == EMPTY


def test_ship_of_the_line_sussex_otherwise_returns_score_pile():
    g = new(
        [
            {
                "name": "A",
                "board": {"red": ["Ship of the Line Sussex", "Oars"]},
                "score": ["Pottery", "Calendar"],
            },
            {"name": "B", "score": ["Tools"]},
        ],
    )
    play(g, "dogma Ship of the Line Sussex")
    at_action(g)
    assert z(g, "A") == Z(board={"red": ["Ship of the Line Sussex", "Oars"]})
    assert z(g, "B") == Z(score=["Tools"])
    assert pile(g, 1)[-1] == "Pottery" and pile(g, 2)[-1] == "Calendar"


# ---------------------------------------------------------------- conditionals, ages 1-2


def test_shroud_of_turin_all_three_claims():
    g = new(
        [
            {
                "name": "A",
                "board": {"purple": ["Shroud of Turin"]},
                "hand": ["Code of Laws"],
                "score": ["Mysticism", "Calendar"],
            },
            {"name": "B"},
        ],
        achievements=["Optics"],
    )
    play(g, "dogma Shroud of Turin")
    at_action(g)
    assert z(g, "A") == Z(score=["Calendar"], ach=["Optics"])
    assert pile(g, 3, "artifacts")[-1] == "Shroud of Turin"
    assert sorted(pile(g, 1)[-2:]) == ["Code of Laws", "Mysticism"]


def test_shroud_of_turin_no_score_card_of_that_color_no_claim():
    g = new(
        [
            {
                "name": "A",
                "board": {"purple": ["Shroud of Turin"], "red": ["Archery"]},
                "hand": ["Oars"],
                "score": ["Calendar"],
            },
            {"name": "B"},
        ],
        achievements=["Optics"],
    )
    play(g, "dogma Shroud of Turin")
    at_action(g)
    assert z(g, "A") == Z(board={"purple": ["Shroud of Turin"]}, score=["Calendar"])
    assert player(g, "A")["achievements"] == []
    assert g.to_position()["achievements"] == ["Optics"]


def test_papyrus_of_ani_purple_draw_melded_and_executed():
    g = new(
        [
            {
                "name": "A",
                "board": {"red": ["Papyrus of Ani"], "yellow": ["Agriculture", "Masonry"]},
                "hand": ["Code of Laws", "Writing"],
            },
            {"name": "B"},
        ],
        {"base": {"3": ["Feudalism", "Optics"]}},
    )
    play(g, "dogma Papyrus of Ani", "base")
    # Feudalism melded; its non-demand effect: may splay yellow or purple left
    # (purple has one card: only yellow would change).
    assert g.pending.player == "A"
    # only yellow would change: a yes/no (or a choice of yellow)
    play(g, "yes" if "yes" in g.pending.options else "yellow")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Writing"],
        board={
            "red": ["Papyrus of Ani"],
            "yellow": ["Agriculture", "Masonry"],
            "purple": ["Feudalism"],
        },
    )
    assert splay(g, "A", "yellow") == "left"
    assert pile(g, 1)[-1] == "Code of Laws"


def test_papyrus_of_ani_no_purple_in_hand_does_nothing():
    g = new(
        [{"name": "A", "board": {"red": ["Papyrus of Ani"]}, "hand": ["Writing"]}, {"name": "B"}],
        {"base": {"3": ["Feudalism"]}},
    )
    play(g, "dogma Papyrus of Ani")
    at_action(g)
    assert z(g, "A") == Z(hand=["Writing"], board={"red": ["Papyrus of Ani"]})
    assert pile(g, 3)[0] == "Feudalism"


def test_papyrus_of_ani_non_purple_draw_stays_in_hand():
    g = new(
        [
            {"name": "A", "board": {"red": ["Papyrus of Ani"]}, "hand": ["Code of Laws"]},
            {"name": "B"},
        ],
        {"base": {"3": ["Optics"]}},
    )
    play(g, "dogma Papyrus of Ani", "base")
    at_action(g)
    assert z(g, "A") == Z(hand=["Optics"], board={"red": ["Papyrus of Ani"]})


def test_priest_king_executes_matching_top_card_then_claims():
    g = new(
        [
            {
                "name": "A",
                "board": {"green": ["Priest-King"], "blue": ["Calendar"]},
                "hand": ["Writing"],
                "score": ["Metalworking", "Oars", "Archery", "Masonry"],
            },
            {"name": "B"},
        ],
        {"base": {"3": ["Optics", "Paper"]}},
        achievements=["Tools", "Mathematics"],
    )
    play(g, "dogma Priest-King")
    at_action(g)
    # Calendar: 5 cards in score pile > 0 in hand: draw two 3s; 5 points: a 1.
    assert z(g, "A") == Z(
        hand=["Optics", "Paper"],
        board={"green": ["Priest-King"], "blue": ["Calendar"]},
        score=["Metalworking", "Oars", "Archery", "Masonry", "Writing"],
        ach=["Tools"],
    )
    assert g.to_position()["achievements"] == ["Mathematics"]


def test_priest_king_no_top_card_of_scored_color():
    g = new(
        [
            {
                "name": "A",
                "board": {"green": ["Priest-King"], "blue": ["Calendar"]},
                "hand": ["Archery"],
            },
            {"name": "B"},
        ],
        achievements=["Tools"],
    )
    play(g, "dogma Priest-King")
    at_action(g)
    assert z(g, "A") == Z(board={"green": ["Priest-King"], "blue": ["Calendar"]}, score=["Archery"])


def test_xianrendong_shards_same_color_draws_three():
    g = new(
        [
            {
                "name": "A",
                "board": {"yellow": ["Xianrendong Shards"]},
                "hand": ["Writing", "Tools", "Archery", "Oars"],
            },
            {"name": "B"},
        ],
        {"base": {"1": ["Pottery", "Sailing", "Clothing", "Masonry"]}},
    )
    play(g, "dogma Xianrendong Shards")
    d = g.pending
    assert d.player == "A"
    play(g, ["Writing", "Tools", "Archery"])
    if g.pending.kind != "action":
        play(g, ["Writing", "Tools"])
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Oars", "Pottery", "Sailing", "Clothing"],
        board={"yellow": ["Xianrendong Shards"], "red": ["Archery"]},
        score=["Writing", "Tools"],
    )


def test_xianrendong_shards_two_cards_both_scored_same_color():
    # rulings: fewer than three cards: all of them are used
    g = new(
        [
            {
                "name": "A",
                "board": {"yellow": ["Xianrendong Shards"]},
                "hand": ["Writing", "Tools"],
            },
            {"name": "B"},
        ],
        {"base": {"1": ["Pottery", "Sailing", "Clothing"]}},
    )
    play(g, "dogma Xianrendong Shards")
    while g.pending.kind != "action":
        play(g, list(g.pending.options)[: g.pending.max])
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Pottery", "Sailing", "Clothing"],
        board={"yellow": ["Xianrendong Shards"]},
        score=["Writing", "Tools"],
    )


def test_mask_of_warka_only_revealer_returns_and_claims():
    g = new(
        [
            {
                "name": "A",
                "board": {"purple": ["Mask of Warka"]},
                "hand": ["Writing", "Calendar", "Archery"],
            },
            {"name": "B", "hand": ["Oars"]},
        ],
        achievements=["Tools", "Mathematics", "Optics"],
    )
    play(g, "dogma Mask of Warka", "blue")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Archery"], board={"purple": ["Mask of Warka"]}, ach=["Tools", "Mathematics"]
    )
    assert z(g, "B") == Z(hand=["Oars"])
    assert g.to_position()["achievements"] == ["Optics"]
    assert pile(g, 1)[-1] == "Writing" and pile(g, 2)[-1] == "Calendar"


def test_mask_of_warka_opponent_also_reveals_nothing_happens():
    g = new(
        [
            {"name": "A", "board": {"purple": ["Mask of Warka"]}, "hand": ["Archery"]},
            {"name": "B", "hand": ["Oars"]},
        ],
        achievements=["Tools"],
    )
    play(g, "dogma Mask of Warka", "red")
    at_action(g)
    assert z(g, "A") == Z(hand=["Archery"], board={"purple": ["Mask of Warka"]})
    assert z(g, "B") == Z(hand=["Oars"])


def test_chronicle_of_zuo_tie_is_not_the_least():
    # A: castle 0, crown 1, lightbulb 2; B (Oars): castle 2, crown 1, bulb 0
    g = new(
        [
            {"name": "A", "board": {"red": ["Chronicle of Zuo"]}},
            {"name": "B", "board": {"red": ["Oars"]}},
        ],
        {"base": {"2": ["Calendar"], "3": ["Optics"], "4": ["Gunpowder"]}},
    )
    play(g, "dogma Chronicle of Zuo")
    at_action(g)
    assert z(g, "A") == Z(hand=["Calendar"], board={"red": ["Chronicle of Zuo"]})
    assert z(g, "B") == Z(board={"red": ["Oars"]})


def test_baghdad_battery_covering_artifact_draws_artifact():
    g = new(
        [
            {"name": "A", "board": {"green": ["Baghdad Battery"]}, "hand": ["Clothing"]},
            {"name": "B"},
        ],
        {"artifacts": {"2": ["Holy Grail"]}},
    )
    play(g, "dogma Baghdad Battery")
    at_action(g)
    assert z(g, "A") == Z(board={"green": ["Clothing", "Baghdad Battery"]}, score=["Holy Grail"])
    assert player(g, "A")["display"] == []


def test_baghdad_battery_same_type_covered_nothing_more():
    g = new(
        [
            {
                "name": "A",
                "board": {"green": ["Baghdad Battery"], "blue": ["Pottery"]},
                "hand": ["Writing", "Archery"],
            },
            {"name": "B"},
        ],
        {"artifacts": {"2": ["Holy Grail"]}, "base": {"1": ["Tools"]}},
    )
    play(g, "dogma Baghdad Battery", "Writing")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Archery"], board={"green": ["Baghdad Battery"], "blue": ["Writing", "Pottery"]}
    )


# ---------------------------------------------------------------- ages 4-5, "for each" and conditions


def test_abell_gallery_harpsichord_values_appearing_once_ascending():
    # top values: 4 (Abell), 1 (Archery), 1 (Writing), 3 (Paper): 3 and 4 once
    g = new(
        [
            {
                "name": "A",
                "board": {
                    "purple": ["Abell Gallery Harpsichord"],
                    "red": ["Archery"],
                    "blue": ["Writing"],
                    "green": ["Paper"],
                },
            },
            {"name": "B"},
        ],
        {"base": {"3": ["Optics"], "4": ["Gunpowder", "Anatomy"]}},
    )
    play(g, "dogma Abell Gallery Harpsichord")
    at_action(g)
    assert z(g, "A")["score"] == sorted(["Optics", "Gunpowder"])
    assert z(g, "A")["hand"] == []
    assert pile(g, 4)[0] == "Anatomy"


def test_abell_gallery_harpsichord_ascending_order_with_empty_age():
    # values once: 3 and 4; age 3 is empty, so the 3 draws a 4 first
    # (Gunpowder), then the 4 draws the next 4 (Anatomy)
    g = new(
        [
            {
                "name": "A",
                "board": {"purple": ["Abell Gallery Harpsichord"], "green": ["Paper"]},
            },
            {"name": "B"},
        ],
        {"base": {"4": ["Gunpowder", "Anatomy", "Invention"]}},
        removed=others_of_age(3, ["Paper"]),
    )
    play(g, "dogma Abell Gallery Harpsichord")
    at_action(g)
    assert z(g, "A")["score"] == sorted(["Gunpowder", "Anatomy"])
    assert pile(g, 4)[0] == "Invention"


def test_east_india_company_charter_each_player_that_returned():
    g = new(
        [
            {
                "name": "A",
                "board": {"red": ["East India Company Charter"]},
                "score": ["Oars", "Gunpowder"],
            },
            {"name": "B", "score": ["Archery", "Calendar"]},
        ],
        {"base": {"5": ["Coal", "Banking", "Physics"]}},
    )
    play(g, "dogma East India Company Charter", 1)
    while g.pending.kind != "action":  # order of the two 1s, if asked
        play(g, g.pending.options[0])
    at_action(g)
    assert z(g, "A") == Z(
        board={"red": ["East India Company Charter"]}, score=["Gunpowder", "Coal", "Banking"]
    )
    assert z(g, "B") == Z(score=["Calendar"])
    assert sorted(pile(g, 1)[-2:]) == ["Archery", "Oars"]
    assert pile(g, 5)[0] == "Physics"


def test_east_india_company_charter_only_opponent_returns():
    g = new(
        [
            {"name": "A", "board": {"red": ["East India Company Charter"]}, "score": ["Gunpowder"]},
            {"name": "B", "score": ["Archery"]},
        ],
        {"base": {"5": ["Coal", "Banking"]}},
    )
    play(g, "dogma East India Company Charter", 1)
    at_action(g)
    assert z(g, "A") == Z(
        board={"red": ["East India Company Charter"]}, score=["Gunpowder", "Coal"]
    )
    assert z(g, "B") == EMPTY


def test_principia_returns_tops_at_start_and_melds_ascending():
    g = new(
        [
            {
                "name": "A",
                "board": {"blue": ["Principia"], "red": ["Archery", "Oars"], "yellow": ["Anatomy"]},
            },
            {"name": "B"},
        ],
        {"base": {"2": ["Calendar"], "5": ["Coal"]}},
    )
    play(g, "dogma Principia")
    at_action(g)
    assert z(g, "A") == Z(board={"blue": ["Calendar", "Principia"], "red": ["Coal", "Oars"]})
    assert pile(g, 1)[-1] == "Archery" and pile(g, 4)[-1] == "Anatomy"


def test_hunt_lenox_globe_four_cards_no_return_but_still_melds():
    g = new(
        [
            {
                "name": "A",
                "board": {"green": ["Hunt-Lenox Globe"], "yellow": ["Masonry"]},
                "hand": ["Writing", "Archery", "Oars", "Tools"],
            },
            {"name": "B"},
        ],
        {"base": {"5": ["Coal"]}},
    )
    play(g, "dogma Hunt-Lenox Globe", "Writing")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Archery", "Oars", "Tools"],
        board={"green": ["Hunt-Lenox Globe"], "yellow": ["Masonry"], "blue": ["Writing"]},
    )


def test_hunt_lenox_globe_returns_non_green_draws_per_card_then_melds():
    g = new(
        [
            {
                "name": "A",
                "board": {
                    "green": ["Hunt-Lenox Globe", "Sailing"],
                    "blue": ["Writing"],
                    "yellow": ["Masonry"],
                },
                "hand": ["Archery"],
            },
            {"name": "B"},
        ],
        {"base": {"5": ["Coal", "Banking", "Physics"]}},
    )
    play(g, "dogma Hunt-Lenox Globe")
    while g.pending.kind == "choose_card" and "first" in g.pending.prompt:
        play(g, g.pending.options[0])
    play(g, "Coal")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Archery", "Banking"],
        board={"green": ["Hunt-Lenox Globe", "Sailing"], "red": ["Coal"]},
    )
    assert sorted(pile(g, 1)[-2:]) == ["Masonry", "Writing"]
    assert pile(g, 5)[0] == "Physics"


def test_mona_lisa_exact_count_scores_and_splays_right():
    g = new(
        [
            {"name": "A", "board": {"yellow": ["Mona Lisa"], "red": ["Archery", "Oars"]}},
            {"name": "B"},
        ],
        {
            "base": {
                "4": [
                    "Gunpowder",
                    "Anatomy",
                    "Experimentation",
                    "Invention",
                    "Colonialism",
                    "Navigation",
                ]
            }
        },
    )
    play(g, "dogma Mona Lisa", 2, "red")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Anatomy", "Experimentation", "Invention"],
        board={"yellow": ["Mona Lisa"], "red": ["Archery", "Oars"]},
        score=["Gunpowder", "Colonialism"],
    )
    assert splay(g, "A", "red") == "right"


def test_mona_lisa_wrong_count_returns_whole_hand():
    g = new(
        [{"name": "A", "board": {"yellow": ["Mona Lisa"]}, "hand": ["Writing"]}, {"name": "B"}],
        {"base": {"4": ["Gunpowder", "Anatomy", "Experimentation", "Invention", "Colonialism"]}},
    )
    play(g, "dogma Mona Lisa", 1, "red")
    while g.pending.kind != "action":
        play(g, g.pending.options[0])
    at_action(g)
    assert z(g, "A") == Z(board={"yellow": ["Mona Lisa"]})
    assert sorted(pile(g, 4)[-5:]) == sorted(
        ["Gunpowder", "Anatomy", "Experimentation", "Invention", "Colonialism"]
    )
    assert pile(g, 1)[-1] == "Writing"


def test_mona_lisa_zero_of_a_color_is_a_match():
    g = new(
        [{"name": "A", "board": {"yellow": ["Mona Lisa"]}}, {"name": "B"}],
        {"base": {"4": ["Gunpowder", "Anatomy", "Experimentation", "Invention", "Colonialism"]}},
    )
    play(g, "dogma Mona Lisa", 0, "purple")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Gunpowder", "Anatomy", "Experimentation", "Invention", "Colonialism"],
        board={"yellow": ["Mona Lisa"]},
    )


def test_cross_of_coronado_five_cards_five_colors_wins():
    g = new(
        [
            {
                "name": "A",
                "board": {"purple": ["Cross of Coronado"]},
                "hand": ["Writing", "Archery", "Sailing", "Masonry", "Mysticism"],
            },
            {"name": "B"},
        ],
    )
    play(g, "dogma Cross of Coronado")
    assert g.result is not None and g.result["winners"] == ["A"]


def test_cross_of_coronado_six_cards_no_win():
    g = new(
        [
            {
                "name": "A",
                "board": {"purple": ["Cross of Coronado"]},
                "hand": ["Writing", "Archery", "Sailing", "Masonry", "Mysticism", "Oars"],
            },
            {"name": "B"},
        ],
    )
    play(g, "dogma Cross of Coronado")
    assert g.result is None
    at_action(g)


def test_boerhavve_silver_microscope_sum_of_lowest():
    g = new(
        [
            {
                "name": "A",
                "board": {
                    "blue": ["Boerhavve Silver Microscope"],
                    "red": ["Archery"],
                    "yellow": ["Anatomy"],
                },
                "hand": ["Calendar", "Optics"],
            },
            {"name": "B"},
        ],
        {"base": {"3": ["Paper"]}},
    )
    play(g, "dogma Boerhavve Silver Microscope")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Optics"],
        board={"blue": ["Boerhavve Silver Microscope"], "yellow": ["Anatomy"]},
        score=["Paper"],
    )


def test_boerhavve_silver_microscope_empty_hand():
    g = new(
        [
            {
                "name": "A",
                "board": {"blue": ["Boerhavve Silver Microscope"], "red": ["Archery"]},
            },
            {"name": "B"},
        ],
        {"base": {"1": ["Tools"]}},
    )
    play(g, "dogma Boerhavve Silver Microscope")
    at_action(g)
    assert z(g, "A") == Z(board={"blue": ["Boerhavve Silver Microscope"]}, score=["Tools"])


def test_newton_wickins_telescope_returns_two_melds_a_two():
    g = new(
        [
            {
                "name": "A",
                "board": {"purple": ["Newton-Wickins Telescope"]},
                "score": ["Oars", "Gunpowder"],
            },
            {"name": "B"},
        ],
        {"base": {"2": ["Calendar"]}},
        options={"relics": True},
    )
    play(g, "dogma Newton-Wickins Telescope", ["Oars", "Gunpowder"])
    at_action(g)
    assert z(g, "A") == Z(board={"purple": ["Newton-Wickins Telescope"], "blue": ["Calendar"]})


def test_newton_wickins_telescope_declined():
    g = new(
        [
            {"name": "A", "board": {"purple": ["Newton-Wickins Telescope"]}, "score": ["Oars"]},
            {"name": "B"},
        ],
        {"base": {"1": ["Tools"]}},
        options={"relics": True},
    )
    play(g, "dogma Newton-Wickins Telescope")
    assert g.pending.player == "A" and g.pending.kind != "action"
    play(g, None if None in g.pending.options else ([] if g.pending.min == 0 else "no"))
    at_action(g)
    assert z(g, "A") == Z(board={"purple": ["Newton-Wickins Telescope"]}, score=["Oars"])


def test_newton_wickins_telescope_melded_clock_returned():
    seven = ["Oars", "Archery", "Tools", "Writing", "Masonry", "Pottery", "Sailing"]
    g = new(
        [
            {"name": "A", "board": {"purple": ["Newton-Wickins Telescope"]}, "score": seven},
            {"name": "B"},
        ],
        {"base": {"7": ["Publications", "Evolution"]}},
        options={"relics": True},
    )
    play(g, "dogma Newton-Wickins Telescope", seven)
    at_action(g)
    assert z(g, "A") == Z(board={"purple": ["Newton-Wickins Telescope"]})
    assert pile(g, 7)[0] == "Evolution" and pile(g, 7)[-1] == "Publications"
    assert pile(g, 1)[-7:] == seven


# ---------------------------------------------------------------- compels and demands


def test_petition_of_right_compel_per_top_castle_card():
    # A: 2 lightbulbs; B (Tools, Archery): 3 lightbulbs, so B is compelled
    g = new(
        [
            {"name": "A", "board": {"blue": ["Petition of Right"]}},
            {
                "name": "B",
                "board": {"blue": ["Tools"], "red": ["Archery"], "green": ["Sailing"]},
                "score": ["Oars", "Pottery", "Calendar"],
            },
        ],
    )
    play(g, "dogma Petition of Right")
    assert g.pending.player == "B"
    ans = ["Oars", "Calendar"] if g.pending.max == 2 else "Oars"
    play(g, ans)
    if g.pending.kind != "action":
        play(g, "Calendar")
    at_action(g)
    assert z(g, "A") == Z(board={"blue": ["Petition of Right"]}, score=["Oars", "Calendar"])
    assert z(g, "B") == Z(
        board={"blue": ["Tools"], "red": ["Archery"], "green": ["Sailing"]}, score=["Pottery"]
    )
    assert player(g, "A")["hand"] == []  # a compel earns no sharing bonus


def test_petition_of_right_fewer_icons_not_compelled():
    g = new(
        [
            {"name": "A", "board": {"blue": ["Petition of Right"]}},
            {"name": "B", "board": {"red": ["Archery"]}, "score": ["Oars"]},
        ],
    )
    play(g, "dogma Petition of Right")
    at_action(g)
    assert z(g, "B") == Z(board={"red": ["Archery"]}, score=["Oars"])
    assert z(g, "A") == Z(board={"blue": ["Petition of Right"]})


def test_tortugas_galleon_highest_then_top_card_of_that_value():
    g = new(
        [
            {"name": "A", "board": {"red": ["Tortugas Galleon"]}},
            {
                "name": "B",
                "board": {"red": ["Gunpowder"], "green": ["Invention"]},
                "score": ["Anatomy", "Enterprise", "Oars"],
            },
        ],
    )
    play(g, "dogma Tortugas Galleon")
    if g.pending.kind != "action":
        assert g.pending.player == "B"
        play(g, "Gunpowder")
    at_action(g)
    assert z(g, "A") == Z(
        board={"red": ["Gunpowder", "Tortugas Galleon"]}, score=["Anatomy", "Enterprise"]
    )
    assert z(g, "B") == Z(board={"green": ["Invention"]}, score=["Oars"])


def test_tortugas_galleon_no_top_card_of_that_value():
    g = new(
        [
            {"name": "A", "board": {"red": ["Tortugas Galleon"]}},
            {
                "name": "B",
                "board": {"red": ["Gunpowder"], "green": ["Invention"]},
                "score": ["Calendar"],
            },
        ],
    )
    play(g, "dogma Tortugas Galleon")
    at_action(g)
    assert z(g, "A") == Z(board={"red": ["Tortugas Galleon"]}, score=["Calendar"])
    assert z(g, "B") == Z(board={"red": ["Gunpowder"], "green": ["Invention"]})


def test_jiskairumoko_necklace_return_then_transfer_achievement():
    g = new(
        [
            {"name": "A", "board": {"green": ["Jiskairumoko Necklace"]}},
            {
                "name": "B",
                "board": {"yellow": ["Masonry"]},
                "score": ["Oars", "Calendar"],
                "achievements": ["Tools", "Mathematics"],
            },
        ],
    )
    play(g, "dogma Jiskairumoko Necklace", "Oars")
    at_action(g)
    assert z(g, "A") == Z(board={"green": ["Jiskairumoko Necklace"]}, ach=["Tools"])
    assert z(g, "B") == Z(board={"yellow": ["Masonry"]}, score=["Calendar"], ach=["Mathematics"])
    assert pile(g, 1)[-1] == "Oars"


def test_jiskairumoko_necklace_no_achievement_of_that_value():
    g = new(
        [
            {"name": "A", "board": {"green": ["Jiskairumoko Necklace"]}},
            {
                "name": "B",
                "board": {"yellow": ["Masonry"]},
                "score": ["Calendar"],
                "achievements": ["Tools"],
            },
        ],
    )
    play(g, "dogma Jiskairumoko Necklace")
    at_action(g)
    assert z(g, "A") == Z(board={"green": ["Jiskairumoko Necklace"]})
    assert z(g, "B") == Z(board={"yellow": ["Masonry"]}, ach=["Tools"])
    assert pile(g, 2)[-1] == "Calendar"


def test_treaty_of_kadesh_compel_then_uncovered_card_scored_by_sharer():
    # A: 3 castles (Treaty 2, Mapmaking 1); B: Archery 2 + City States 1.
    # B returns Archery and City States (top when the compel starts);
    # Holmegaard Bows (a compel card) is uncovered: B scores it in the shared
    # effect; A scores Mapmaking; B's change gives A the sharing draw (1).
    g = new(
        [
            {"name": "A", "board": {"blue": ["Treaty of Kadesh"], "green": ["Mapmaking"]}},
            {
                "name": "B",
                "board": {
                    "red": ["Archery", "Holmegaard Bows"],
                    "purple": ["City States"],
                    "yellow": ["Agriculture"],
                },
            },
        ],
        {"base": {"1": ["Tools"]}},
    )
    play(g, "dogma Treaty of Kadesh")
    while g.pending.kind == "choose_card" and "first" in g.pending.prompt:
        assert g.pending.player == "B"
        play(g, "Archery")
    at_action(g)
    assert z(g, "B") == Z(board={"yellow": ["Agriculture"]}, score=["Holmegaard Bows"])
    assert z(g, "A") == Z(hand=["Tools"], board={"blue": ["Treaty of Kadesh"]}, score=["Mapmaking"])
    assert pile(g, 1)[-2:] == ["Archery", "City States"]


def test_holmegaard_bows_highest_top_castle_card_and_share():
    g = new(
        [
            {"name": "A", "board": {"red": ["Holmegaard Bows"]}},
            {
                "name": "B",
                "board": {"yellow": ["Agriculture"], "red": ["Archery"], "purple": ["Monotheism"]},
            },
        ],
        {"base": {"1": ["Tools"], "2": ["Calendar", "Mathematics"]}},
    )
    play(g, "dogma Holmegaard Bows")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Monotheism", "Mathematics", "Tools"], board={"red": ["Holmegaard Bows"]}
    )
    assert z(g, "B") == Z(hand=["Calendar"], board={"yellow": ["Agriculture"], "red": ["Archery"]})


def test_ark_of_the_covenant_owner_with_top_artifact_excluded():
    g = new(
        [
            {
                "name": "A",
                "board": {"purple": ["Ark of the Covenant"], "blue": ["Calendar"]},
                "hand": ["Writing"],
            },
            {"name": "B", "board": {"blue": ["Tools", "Pottery"], "yellow": ["Agriculture"]}},
        ],
    )
    play(g, "dogma Ark of the Covenant")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Ark of the Covenant"], board={"blue": ["Calendar"]}, score=["Tools", "Pottery"]
    )
    assert z(g, "B") == Z(board={"yellow": ["Agriculture"]})
    assert pile(g, 1)[-1] == "Writing"


def test_ark_of_the_covenant_sharer_takes_the_ark_first():
    # B (Tools 1 + Archery 2 castles) ties A's 3 and shares: with an empty
    # hand B returns nothing, then takes the top Ark into B's hand; A then
    # has no top Artifact, so A's own blue card goes too.
    g = new(
        [
            {
                "name": "A",
                "board": {"purple": ["Ark of the Covenant"], "blue": ["Calendar"]},
                "hand": ["Writing"],
            },
            {"name": "B", "board": {"blue": ["Tools", "Pottery"], "red": ["Archery"]}},
        ],
        {"base": {"1": ["Masonry"]}},
    )
    play(g, "dogma Ark of the Covenant")
    at_action(g)
    assert z(g, "B") == Z(hand=["Ark of the Covenant"], board={"red": ["Archery"]})
    assert z(g, "A") == Z(hand=["Masonry"], score=["Calendar", "Tools", "Pottery"])


def test_ark_of_the_covenant_from_display_takes_own_board_and_is_returned():
    g = new(
        [
            {
                "name": "A",
                "display": ["Ark of the Covenant"],
                "board": {"blue": ["Calendar"]},
                "hand": ["Writing"],
            },
            {"name": "B", "board": {"blue": ["Tools"], "red": ["Archery"]}},
        ],
        phase="start",
    )
    play(g, "dogma")
    at_action(g)
    assert z(g, "A") == Z(score=["Calendar", "Tools"])
    assert z(g, "B") == Z(board={"red": ["Archery"]})
    assert pile(g, 1, "artifacts")[-1] == "Ark of the Covenant"
    assert pile(g, 1)[-1] == "Writing"
    assert g.to_position()["turn"]["actions"] == 2


def test_dancing_girl_on_every_board_wins():
    g = new(
        [
            {"name": "A", "board": {"yellow": ["Dancing Girl"]}},
            {"name": "B", "board": {"blue": ["Experimentation"]}},
        ],
    )
    play(g, "dogma Dancing Girl")
    assert g.result is not None and g.result["winners"] == ["A"]


def test_dancing_girl_opponent_not_compelled_no_win():
    g = new(
        [
            {"name": "A", "board": {"yellow": ["Dancing Girl"]}},
            {"name": "B", "board": {"blue": ["Writing"]}},
        ],
    )
    play(g, "dogma Dancing Girl")
    assert g.result is None
    at_action(g)
    assert z(g, "A") == Z(board={"yellow": ["Dancing Girl"]})


def test_excalibur_only_strictly_higher_or_missing_color():
    # B's Engineering (3) is not higher than Excalibur (3); B's Masonry is
    # higher than A's missing yellow (0): the only candidate.
    g = new(
        [
            {"name": "A", "board": {"red": ["Excalibur"]}},
            {"name": "B", "board": {"red": ["Engineering"], "yellow": ["Masonry"]}},
        ],
    )
    play(g, "dogma Excalibur")
    at_action(g)
    assert z(g, "A") == Z(board={"red": ["Excalibur"], "yellow": ["Masonry"]})
    assert z(g, "B") == Z(board={"red": ["Engineering"]})


def test_mjolnir_amulet_whole_color_to_score_pile():
    g = new(
        [
            {"name": "A", "board": {"red": ["Mjolnir Amulet"]}},
            {"name": "B", "board": {"red": ["Archery", "Oars"], "blue": ["Writing"]}},
        ],
    )
    play(g, "dogma Mjolnir Amulet")
    assert g.pending.player == "B"
    play(g, "Archery" if "Archery" in g.pending.options else "red")
    at_action(g)
    assert z(g, "A") == Z(board={"red": ["Mjolnir Amulet"]}, score=["Archery", "Oars"])
    assert z(g, "B") == Z(board={"blue": ["Writing"]})


def test_moylough_belt_shrine_activating_player_chooses():
    g = new(
        [
            {"name": "A", "board": {"yellow": ["Moylough Belt Shrine"]}},
            {"name": "B", "board": {"yellow": ["Masonry"]}, "hand": ["Writing", "Gunpowder"]},
        ],
    )
    play(g, "dogma Moylough Belt Shrine")
    assert g.pending.player == "A"
    play(g, "Gunpowder")
    at_action(g)
    assert z(g, "A") == Z(board={"yellow": ["Moylough Belt Shrine"], "red": ["Gunpowder"]})
    assert z(g, "B") == Z(board={"yellow": ["Masonry"]}, hand=["Writing"])


def test_terracotta_army_compel_then_share_and_bonus():
    g = new(
        [
            {"name": "A", "board": {"yellow": ["Terracotta Army"]}, "hand": ["Oars"]},
            {
                "name": "B",
                "board": {"purple": ["Code of Laws"], "green": ["Sailing"], "red": ["Archery"]},
                "hand": ["Metalworking", "Writing"],
            },
        ],
        {"base": {"2": ["Calendar"]}},
    )
    play(g, "dogma Terracotta Army")
    assert g.pending.player == "B"
    assert sorted(g.pending.options) == ["Code of Laws", "Sailing"]
    play(g, "Sailing")
    at_action(g)
    assert z(g, "B") == Z(
        hand=["Metalworking"],
        board={"purple": ["Code of Laws"], "red": ["Archery"]},
        score=["Writing"],
    )
    assert z(g, "A") == Z(hand=["Oars", "Calendar"], board={"yellow": ["Terracotta Army"]})
    assert pile(g, 1)[-1] == "Sailing"


def test_babylonian_chronicles_non_red_castle_card():
    g = new(
        [
            {"name": "A", "board": {"red": ["Babylonian Chronicles"]}},
            {
                "name": "B",
                "board": {"red": ["Archery"], "yellow": ["Masonry"], "green": ["Clothing"]},
            },
        ],
        {"base": {"3": ["Optics", "Paper"], "2": ["Calendar"]}},
    )
    play(g, "dogma Babylonian Chronicles")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Calendar"],
        board={"red": ["Babylonian Chronicles"], "yellow": ["Masonry"]},
        score=["Paper"],
    )
    assert z(g, "B") == Z(board={"red": ["Archery"], "green": ["Clothing"]}, score=["Optics"])


def test_holy_lance_takes_holy_grail_and_wins():
    g = new(
        [
            {"name": "A", "board": {"green": ["Holy Lance"]}},
            {"name": "B", "board": {"yellow": ["Holy Grail"], "red": ["Archery"]}},
        ],
    )
    play(g, "dogma Holy Lance")
    assert g.result is not None and g.result["winners"] == ["A"]
    assert z(g, "A")["board"] == {"green": ["Holy Lance"], "yellow": ["Holy Grail"]}


def test_holy_grail_claims_matching_value():
    g = new(
        [
            {"name": "A", "board": {"yellow": ["Holy Grail"]}, "hand": ["Gunpowder", "Writing"]},
            {"name": "B"},
        ],
        achievements=["Reformation", "Tools"],
    )
    play(g, "dogma Holy Grail", "Gunpowder")
    at_action(g)
    assert z(g, "A") == Z(hand=["Writing"], board={"yellow": ["Holy Grail"]}, ach=["Reformation"])
    assert g.to_position()["achievements"] == ["Tools"]


def test_holy_grail_no_achievement_of_that_value():
    g = new(
        [{"name": "A", "board": {"yellow": ["Holy Grail"]}, "hand": ["Writing"]}, {"name": "B"}],
        achievements=["Reformation"],
    )
    play(g, "dogma Holy Grail")
    at_action(g)
    assert z(g, "A") == Z(board={"yellow": ["Holy Grail"]})
    assert g.to_position()["achievements"] == ["Reformation"]


def test_moses_compel_all_crowns_then_score_one():
    g = new(
        [
            {"name": "A", "board": {"yellow": ["Moses"], "purple": ["Code of Laws"]}},
            {
                "name": "B",
                "board": {"green": ["Clothing"], "yellow": ["Agriculture"], "red": ["Oars"]},
            },
        ],
    )
    play(g, "dogma Moses")
    at_action(g)
    assert z(g, "A") == Z(board={"yellow": ["Moses"]}, score=["Clothing", "Oars", "Code of Laws"])
    assert z(g, "B") == Z(board={"yellow": ["Agriculture"]})


def test_bill_of_rights_transfers_from_the_bottom_up():
    g = new(
        [
            {"name": "A", "board": {"red": ["Bill of Rights"], "blue": ["Calendar"]}},
            {
                "name": "B",
                "board": {
                    "blue": {"cards": ["Writing", "Tools", "Pottery"], "splay": "right"},
                    "red": ["Archery"],
                },
            },
        ],
    )
    play(g, "dogma Bill of Rights")
    at_action(g)
    assert z(g, "A") == Z(
        board={"red": ["Bill of Rights"], "blue": ["Writing", "Tools", "Pottery", "Calendar"]}
    )
    assert splay(g, "A", "blue") == "none"
    assert z(g, "B") == Z(board={"red": ["Archery"]})


def test_necronomicon_yellow_returns_whole_hand_drawn_card_included():
    g = new(
        [{"name": "A", "board": {"purple": ["Necronomicon"]}, "hand": ["Writing"]}, {"name": "B"}],
        {"base": {"3": ["Machinery"]}},
    )
    play(g, "dogma Necronomicon")
    at_action(g)
    assert z(g, "A") == Z(board={"purple": ["Necronomicon"]})
    assert pile(g, 1)[-1] == "Writing" and pile(g, 3)[-1] == "Machinery"


def test_necronomicon_blue_draws_a_nine():
    g = new(
        [{"name": "A", "board": {"purple": ["Necronomicon"]}}, {"name": "B"}],
        {"base": {"3": ["Alchemy"], "9": ["Computers"]}},
    )
    play(g, "dogma Necronomicon")
    at_action(g)
    assert z(g, "A") == Z(hand=["Alchemy", "Computers"], board={"purple": ["Necronomicon"]})


def test_necronomicon_green_unsplays_all():
    g = new(
        [
            {
                "name": "A",
                "board": {
                    "purple": ["Necronomicon"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
                },
            },
            {
                "name": "B",
                "board": {"yellow": {"cards": ["Masonry", "Domestication"], "splay": "left"}},
            },
        ],
        {"base": {"3": ["Paper"]}},
    )
    play(g, "dogma Necronomicon")
    at_action(g)
    assert splay(g, "A", "red") == "none" and splay(g, "A", "blue") == "none"
    assert splay(g, "B", "yellow") == "left"
    assert z(g, "A")["hand"] == ["Paper"]


def test_dunhuang_star_chart_count_returned():
    g = new(
        [
            {
                "name": "A",
                "board": {"blue": ["Dunhuang Star Chart"]},
                "hand": ["Writing", "Calendar", "Optics"],
            },
            {"name": "B"},
        ],
        {"base": {"3": ["Paper", "Alchemy"]}},
    )
    play(g, "dogma Dunhuang Star Chart")
    at_action(g)
    assert z(g, "A") == Z(hand=["Paper"], board={"blue": ["Dunhuang Star Chart"]})
    assert pile(g, 3)[-1] == "Optics"


def test_dunhuang_star_chart_empty_hand_draws_a_one():
    g = new(
        [{"name": "A", "board": {"blue": ["Dunhuang Star Chart"]}}, {"name": "B"}],
        {"base": {"1": ["Tools"]}},
    )
    play(g, "dogma Dunhuang Star Chart")
    at_action(g)
    assert z(g, "A") == Z(hand=["Tools"], board={"blue": ["Dunhuang Star Chart"]})


def test_philosophers_stone_scores_as_many_as_it_can():
    g = new(
        [
            {
                "name": "A",
                "board": {"green": ["Philosopher's Stone"]},
                "hand": ["Gunpowder", "Writing", "Archery"],
            },
            {"name": "B"},
        ],
    )
    play(g, "dogma Philosopher's Stone", "Gunpowder")
    while g.pending.kind != "action":
        play(g, list(g.pending.options)[: g.pending.max])
    at_action(g)
    assert z(g, "A") == Z(board={"green": ["Philosopher's Stone"]}, score=["Writing", "Archery"])
    assert pile(g, 4)[-1] == "Gunpowder"


def test_complex_numbers_same_icons_claims_matching_value():
    g = new(
        [
            {
                "name": "A",
                "board": {"blue": ["Complex Numbers"], "red": ["Archery"]},
                "hand": ["Engineering", "Tools"],
            },
            {"name": "B"},
        ],
        achievements=["Medicine", "Mathematics"],
        options={"relics": True},
    )
    play(g, "dogma Complex Numbers")
    assert "Tools" not in g.pending.options
    play(g, "Engineering")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Engineering", "Tools"],
        board={"blue": ["Complex Numbers"], "red": ["Archery"]},
        ach=["Medicine"],
    )


def test_charter_of_liberties_executes_chosen_splayed_color_of_opponent():
    g = new(
        [
            {"name": "A", "board": {"blue": ["Charter of Liberties"]}, "hand": ["Writing", "Oars"]},
            {
                "name": "B",
                "board": {"yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"}},
            },
        ],
        {"base": {"2": ["Calendar"]}},
    )
    play(g, "dogma Charter of Liberties", "Writing", "B: yellow")
    # Agriculture for A, unshared: may return a card (Oars), draw and score a 2
    while g.pending.kind != "action":
        assert g.pending.player == "A"
        opts = g.pending.options
        play(g, "yes" if "yes" in opts else "Oars")
    assert z(g, "A") == Z(board={"blue": ["Charter of Liberties", "Writing"]}, score=["Calendar"])
    assert splay(g, "A", "blue") == "left"
    assert z(g, "B") == Z(board={"yellow": ["Agriculture", "Masonry"]})
    assert pile(g, 1)[-1] == "Oars"


def test_delft_pocket_telescope_repeat_after_no_common_symbol():
    g = new(
        [
            {
                "name": "A",
                "board": {"blue": ["Delft Pocket Telescope"]},
                "score": ["Oars", "Writing"],
            },
            {"name": "B"},
        ],
        {"base": {"5": ["Coal", "Chemistry"], "6": ["Canning", "Atomic Theory"]}},
    )
    play(g, "dogma Delft Pocket Telescope", "Oars")
    # Coal and Canning share nothing with Oars (castle, crown): returned;
    # repeat: Writing (lightbulb, crown), Chemistry and Atomic Theory have
    # lightbulbs: one is revealed, both stay in hand.
    while g.pending.kind != "action":
        assert g.pending.player == "A"
        play(g, g.pending.options[0])
    assert z(g, "A") == Z(
        hand=["Chemistry", "Atomic Theory"], board={"blue": ["Delft Pocket Telescope"]}
    )
    assert pile(g, 5)[-1] == "Coal" and pile(g, 6)[-1] == "Canning"
    assert pile(g, 1)[-2:] == ["Oars", "Writing"]


def test_delft_pocket_telescope_repeat_stops_with_empty_score_pile():
    g = new(
        [
            {"name": "A", "board": {"blue": ["Delft Pocket Telescope"]}, "score": ["Oars"]},
            {"name": "B"},
        ],
        {"base": {"5": ["Coal", "Chemistry"], "6": ["Canning", "Atomic Theory"]}},
    )
    play(g, "dogma Delft Pocket Telescope")
    while g.pending.kind != "action":
        play(g, g.pending.options[0])
    assert z(g, "A") == Z(board={"blue": ["Delft Pocket Telescope"]})
    assert pile(g, 5)[0] == "Chemistry" and pile(g, 6)[0] == "Atomic Theory"


def test_molasses_reef_caravel_sequence():
    g = new(
        [
            {
                "name": "A",
                "board": {"green": ["Molasses Reef Caravel"]},
                "hand": ["Writing"],
                "score": ["Oars"],
            },
            {"name": "B"},
        ],
        {"base": {"4": ["Experimentation", "Gunpowder", "Anatomy"]}},
    )
    play(g, "dogma Molasses Reef Caravel")
    assert g.pending.options and set(g.pending.options) == {"Gunpowder", "Anatomy"}
    play(g, "Gunpowder", "Oars")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Anatomy"],
        board={"green": ["Molasses Reef Caravel"], "blue": ["Experimentation"]},
        score=["Gunpowder"],
    )
    assert pile(g, 1)[-2:] == ["Writing", "Oars"]


def test_hudsons_bay_company_archives_scores_itself_as_bottom():
    g = new(
        [
            {
                "name": "A",
                "board": {
                    "green": ["Hudson's Bay Company Archives"],
                    "red": ["Archery", "Oars"],
                    "blue": ["Writing"],
                },
                "score": ["Calendar"],
            },
            {"name": "B"},
        ],
    )
    play(g, "dogma Hudson's Bay Company Archives", "Oars")
    at_action(g)
    assert z(g, "A") == Z(
        board={"red": ["Oars", "Archery"]},
        score=["Calendar", "Hudson's Bay Company Archives", "Writing"],
    )
    assert splay(g, "A", "red") == "right"


def test_gujin_tushu_jinsheng_executes_other_board_card():
    g = new(
        [
            {"name": "A", "board": {"yellow": ["Gujin Tushu Jinsheng"]}},
            {"name": "B", "board": {"blue": ["Writing"]}},
        ],
        {"base": {"2": ["Calendar", "Mathematics"]}},
    )
    play(g, "dogma Gujin Tushu Jinsheng")
    at_action(g)
    assert z(g, "A") == Z(hand=["Calendar"], board={"yellow": ["Gujin Tushu Jinsheng"]})
    assert z(g, "B") == Z(board={"blue": ["Writing"]})


def test_gujin_tushu_jinsheng_on_display_is_not_on_board():
    g = new(
        [
            {"name": "A", "display": ["Gujin Tushu Jinsheng"], "board": {"red": ["Archery"]}},
            {"name": "B", "board": {"blue": ["Writing"]}},
        ],
        {"base": {"2": ["Calendar"]}},
        phase="start",
    )
    play(g, "dogma")
    at_action(g)
    assert z(g, "A") == Z(board={"red": ["Archery"]})
    assert pile(g, 5, "artifacts")[-1] == "Gujin Tushu Jinsheng"
    assert pile(g, 2)[0] == "Calendar"


def test_the_daily_courant_card_put_back_then_drawn_by_executed_effect():
    g = new(
        [
            {"name": "A", "board": {"yellow": ["The Daily Courant"], "blue": ["Writing"]}},
            {"name": "B"},
        ],
        {"base": {"2": ["Calendar", "Mathematics"]}},
    )
    play(g, "dogma The Daily Courant", 2)
    assert pile(g, 2)[:2] == ["Calendar", "Mathematics"]
    play(g, "Writing")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Calendar"], board={"yellow": ["The Daily Courant"], "blue": ["Writing"]}
    )


def test_almira_claims_melded_value():
    g = new(
        [
            {
                "name": "A",
                "board": {"purple": ["Almira, Queen of the Castle"]},
                "hand": ["Gunpowder", "Writing"],
            },
            {"name": "B"},
        ],
        achievements=["Reformation", "Tools"],
    )
    play(g, "dogma Almira, Queen of the Castle", "Gunpowder")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Writing"],
        board={"purple": ["Almira, Queen of the Castle"], "red": ["Gunpowder"]},
        ach=["Reformation"],
    )


def test_almira_empty_hand_claims_nothing():
    g = new(
        [{"name": "A", "board": {"purple": ["Almira, Queen of the Castle"]}}, {"name": "B"}],
        achievements=["Tools"],
    )
    play(g, "dogma Almira, Queen of the Castle")
    at_action(g)
    assert z(g, "A") == Z(board={"purple": ["Almira, Queen of the Castle"]})
    assert g.to_position()["achievements"] == ["Tools"]


def test_sandham_room_cricket_bat_red_claims():
    g = new(
        [{"name": "A", "board": {"purple": ["Sandham Room Cricket Bat"]}}, {"name": "B"}],
        {"base": {"6": ["Industrialization"]}},
        achievements=["Anatomy"],
    )
    play(g, "dogma Sandham Room Cricket Bat")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Industrialization"], board={"purple": ["Sandham Room Cricket Bat"]}, ach=["Anatomy"]
    )


def test_sandham_room_cricket_bat_not_red():
    g = new(
        [{"name": "A", "board": {"purple": ["Sandham Room Cricket Bat"]}}, {"name": "B"}],
        {"base": {"6": ["Canning"]}},
        achievements=["Anatomy"],
    )
    play(g, "dogma Sandham Room Cricket Bat")
    at_action(g)
    assert z(g, "A") == Z(hand=["Canning"], board={"purple": ["Sandham Room Cricket Bat"]})


def test_pavlovian_tusk_no_green_draws_ones_only_drawn_cards_used():
    g = new(
        [{"name": "A", "board": {"red": ["Pavlovian Tusk"]}, "hand": ["Tools"]}, {"name": "B"}],
        {"base": {"1": ["Writing", "Archery", "Oars"]}},
    )
    play(g, "dogma Pavlovian Tusk")
    assert "Tools" not in g.pending.options
    play(g, "Writing")
    assert "Tools" not in g.pending.options and "Writing" not in g.pending.options
    play(g, "Archery")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Tools", "Oars"], board={"red": ["Pavlovian Tusk"]}, score=["Archery"]
    )
    assert pile(g, 1)[-1] == "Writing"


def test_tale_of_the_shipwrecked_sailor_meld_and_splay():
    g = new(
        [
            {
                "name": "A",
                "board": {"purple": ["Tale of the Shipwrecked Sailor"], "red": ["Metalworking"]},
                "hand": ["Oars"],
            },
            {"name": "B"},
        ],
        {"base": {"1": ["Archery"]}},
    )
    play(g, "dogma Tale of the Shipwrecked Sailor", "red", "Archery")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Oars"],
        board={"purple": ["Tale of the Shipwrecked Sailor"], "red": ["Archery", "Metalworking"]},
    )
    assert splay(g, "A", "red") == "left"


def test_tale_of_the_shipwrecked_sailor_no_card_of_color():
    g = new(
        [
            {
                "name": "A",
                "board": {
                    "purple": ["Tale of the Shipwrecked Sailor"],
                    "green": ["Sailing", "Clothing"],
                },
                "hand": ["Oars"],
            },
            {"name": "B"},
        ],
        {"base": {"1": ["Archery"]}},
    )
    play(g, "dogma Tale of the Shipwrecked Sailor", "green")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Oars", "Archery"],
        board={"purple": ["Tale of the Shipwrecked Sailor"], "green": ["Sailing", "Clothing"]},
    )
    assert splay(g, "A", "green") == "none"


def test_rosetta_stone_artifacts_meld_one_give_other():
    g = new(
        [{"name": "A", "board": {"blue": ["Rosetta Stone"]}}, {"name": "B"}],
        {"artifacts": {"2": ["Holy Grail", "Cyrus Cylinder"]}},
    )
    play(g, "dogma Rosetta Stone", "artifacts", "Holy Grail")
    at_action(g)
    assert z(g, "A") == Z(board={"blue": ["Rosetta Stone"], "yellow": ["Holy Grail"]})
    assert z(g, "B") == Z(board={"purple": ["Cyrus Cylinder"]})


def test_seikilos_epitaph_melds_bottom_card_and_executes_it():
    g = new(
        [
            {"name": "A", "board": {"blue": ["Seikilos Epitaph"], "red": ["Metalworking"]}},
            {"name": "B"},
        ],
        {"base": {"3": ["Optics"], "1": ["Writing"]}},
    )
    play(g, "dogma Seikilos Epitaph")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Writing"], board={"blue": ["Seikilos Epitaph"], "red": ["Metalworking", "Optics"]}
    )


def test_cyrus_cylinder_other_purple_executed_then_splay_any_board():
    g = new(
        [
            {"name": "A", "board": {"purple": ["Cyrus Cylinder"], "red": ["Archery", "Oars"]}},
            {
                "name": "B",
                "board": {"purple": ["Monotheism"], "yellow": ["Agriculture", "Masonry"]},
            },
        ],
        {"base": {"1": ["Mysticism"]}},
    )
    play(g, "dogma Cyrus Cylinder")
    assert sorted(g.pending.options) == ["A: purple", "A: red", "B: yellow"]
    play(g, "B: yellow")
    at_action(g)
    assert z(g, "A") == Z(
        board={"purple": ["Cyrus Cylinder", "Mysticism"], "red": ["Archery", "Oars"]}
    )
    assert splay(g, "B", "yellow") == "left"
    assert z(g, "B") == Z(board={"purple": ["Monotheism"], "yellow": ["Agriculture", "Masonry"]})


def test_dead_sea_scrolls_draws_then_junks_that_artifact_pile():
    g = new(
        [
            {"name": "A", "board": {"purple": ["Dead Sea Scrolls"], "red": ["Optics"]}},
            {"name": "B"},
        ],
        {"artifacts": {"3": ["Excalibur"]}},
    )
    play(g, "dogma Dead Sea Scrolls")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Excalibur"], board={"purple": ["Dead Sea Scrolls"], "red": ["Optics"]}
    )
    assert pile(g, 3, "artifacts") == []
    assert "Necronomicon" in g.to_position()["removed"]
    assert len(pile(g, 2, "artifacts")) == 9


def test_beauvais_cathedral_clock_splays_drawn_color_right():
    g = new(
        [
            {
                "name": "A",
                "board": {"green": ["Beauvais Cathedral Clock"], "red": ["Archery", "Oars"]},
            },
            {"name": "B"},
        ],
        {"base": {"4": ["Gunpowder"]}},
    )
    play(g, "dogma Beauvais Cathedral Clock")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Gunpowder"],
        board={"green": ["Beauvais Cathedral Clock"], "red": ["Archery", "Oars"]},
    )
    assert splay(g, "A", "red") == "right"


# ---------------------------------------------------------------- more edges


def test_priest_king_scoring_green_executes_priest_king_itself():
    # the top green card is Priest-King: its non-demand effects run (score
    # Writing, claim a 1: 5 points); the outer claim then finds no second 1
    # it is eligible for (a duplicate 1 needs 10 points).
    g = new(
        [
            {
                "name": "A",
                "board": {"green": ["Priest-King"]},
                "hand": ["Sailing", "Writing"],
                "score": ["Metalworking", "Oars", "Archery"],
            },
            {"name": "B"},
        ],
        achievements=["Tools", "Clothing"],
    )
    play(g, "dogma Priest-King", "Sailing")
    at_action(g)
    a = z(g, "A")
    assert a["hand"] == [] and a["board"] == {"green": ["Priest-King"]}
    assert a["score"] == sorted(["Metalworking", "Oars", "Archery", "Sailing", "Writing"])
    assert len(a["ach"]) == 1 and len(g.to_position()["achievements"]) == 1


def test_dancing_girl_three_players_not_on_every_board():
    g = new(
        [
            {"name": "A", "board": {"yellow": ["Dancing Girl"]}},
            {"name": "B", "board": {"blue": ["Experimentation"]}},
            {"name": "C", "board": {"blue": ["Writing"]}},
        ],
    )
    play(g, "dogma Dancing Girl")
    assert g.result is None
    at_action(g)
    assert z(g, "B") == Z(board={"blue": ["Experimentation"], "yellow": ["Dancing Girl"]})
    assert z(g, "A") == EMPTY
    assert z(g, "C") == Z(board={"blue": ["Writing"]})


def test_dancing_girl_three_players_travels_around_and_wins():
    g = new(
        [
            {"name": "A", "board": {"yellow": ["Dancing Girl"]}},
            {"name": "B", "board": {"blue": ["Experimentation"]}},
            {"name": "C", "board": {"blue": ["Physics"], "purple": ["Philosophy"]}},
        ],
    )
    play(g, "dogma Dancing Girl")
    assert g.result is not None and g.result["winners"] == ["A"]
    assert z(g, "C")["board"]["yellow"] == ["Dancing Girl"]


def test_dead_sea_scrolls_empty_age_draws_next_junks_that_value():
    # highest top card is a 3 but base age 3 is empty: the artifact drawn is
    # a 4; the Artifact deck junked is that of value 3 (rulings).
    g = new(
        [
            {"name": "A", "board": {"purple": ["Dead Sea Scrolls"], "red": ["Optics"]}},
            {"name": "B"},
        ],
        {"artifacts": {"4": ["Mona Lisa"], "3": ["Excalibur"]}},
        removed=others_of_age(3, ["Optics"]),
    )
    play(g, "dogma Dead Sea Scrolls")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Mona Lisa"], board={"purple": ["Dead Sea Scrolls"], "red": ["Optics"]}
    )
    assert pile(g, 3, "artifacts") == []
    assert len(pile(g, 4, "artifacts")) == 9


def test_petition_of_right_display_icons_count_for_compel():
    # A's board has no lightbulb; with the displayed Petition (2) A has 2;
    # B has 1: B is not compelled (would not share).
    g = new(
        [
            {"name": "A", "display": ["Petition of Right"], "board": {"red": ["Archery"]}},
            {
                "name": "B",
                "board": {"red": ["Oars"], "blue": ["Experimentation"]},
                "score": ["Tools"],
            },
        ],
        phase="start",
    )
    # B: Oars 0 + Experimentation 3 = 3 lightbulbs >= 2 + 1 (Archery): compelled
    play(g, "dogma")
    at_action(g)
    assert z(g, "A") == Z(board={"red": ["Archery"]}, score=["Tools"])
    assert z(g, "B") == Z(board={"red": ["Oars"], "blue": ["Experimentation"]})
    assert pile(g, 4, "artifacts")[-1] == "Petition of Right"


def test_petition_of_right_display_icons_make_opponent_too_weak():
    # A: board 0 lightbulbs + displayed 2; B (Archery) has 1: not compelled
    # (without the displayed icons B would be).
    g = new(
        [
            {"name": "A", "display": ["Petition of Right"], "board": {"yellow": ["Masonry"]}},
            {"name": "B", "board": {"red": ["Archery"]}, "score": ["Tools"]},
        ],
        phase="start",
    )
    play(g, "dogma")
    at_action(g)
    assert z(g, "A") == Z(board={"yellow": ["Masonry"]})
    assert z(g, "B") == Z(board={"red": ["Archery"]}, score=["Tools"])


def test_cyrus_cylinder_no_other_purple_still_splays():
    g = new(
        [
            {"name": "A", "board": {"purple": ["Cyrus Cylinder"], "red": ["Archery", "Oars"]}},
            {"name": "B", "board": {"yellow": ["Agriculture"]}},
        ],
    )
    play(g, "dogma Cyrus Cylinder")
    at_action(g)
    assert splay(g, "A", "red") == "left"
    assert z(g, "A") == Z(board={"purple": ["Cyrus Cylinder"], "red": ["Archery", "Oars"]})


def test_xianrendong_shards_scored_different_colors_no_draw():
    g = new(
        [
            {
                "name": "A",
                "board": {"yellow": ["Xianrendong Shards"]},
                "hand": ["Writing", "Archery", "Sailing"],
            },
            {"name": "B"},
        ],
        {"base": {"1": ["Pottery"]}},
    )
    play(g, "dogma Xianrendong Shards")
    while g.pending.kind != "action":
        d = g.pending
        if d.max == 3:
            play(g, ["Writing", "Archery", "Sailing"])
        elif d.max == 2:
            play(g, ["Writing", "Archery"])
        else:
            play(g, "Sailing" if "Sailing" in d.options else d.options[0])
    assert z(g, "A") == Z(
        board={"yellow": ["Xianrendong Shards"], "green": ["Sailing"]}, score=["Writing", "Archery"]
    )
    assert pile(g, 1)[0] == "Pottery"


def test_chronicle_of_zuo_three_players_least_against_everyone():
    # A: castle 0, crown 1, lightbulb 2. B (Masonry): castle 3, others 0.
    # C (Sailing): crown 2, leaf 1, castle 0 -> castle ties A: no 2.
    # crown: A 1 > B 0: no 3. lightbulb: A 2, B 0: no 4.
    g = new(
        [
            {"name": "A", "board": {"red": ["Chronicle of Zuo"]}},
            {"name": "B", "board": {"yellow": ["Masonry"]}},
            {"name": "C", "board": {"green": ["Sailing"]}},
        ],
        {"base": {"2": ["Calendar"], "3": ["Optics"], "4": ["Gunpowder"]}},
    )
    play(g, "dogma Chronicle of Zuo")
    at_action(g)
    assert z(g, "A") == Z(board={"red": ["Chronicle of Zuo"]})


def test_holy_lance_no_artifact_nothing_no_win():
    g = new(
        [
            {"name": "A", "board": {"green": ["Holy Lance"]}},
            {"name": "B", "board": {"red": ["Archery"]}},
        ],
    )
    play(g, "dogma Holy Lance")
    assert g.result is None
    at_action(g)
    assert z(g, "B") == Z(board={"red": ["Archery"]})


def test_lurgan_canoe_repeat_with_empty_hand_stops():
    g = new(
        [
            {
                "name": "A",
                "board": {"yellow": ["Lurgan Canoe", "Masonry"]},
                "hand": ["Domestication"],
            },
            {"name": "B"},
        ],
    )
    play(g, "dogma Lurgan Canoe")
    at_action(g)
    assert z(g, "A") == Z(board={"yellow": ["Domestication"]}, score=["Lurgan Canoe", "Masonry"])


def test_mask_of_warka_claims_every_achievement_of_the_value():
    g = new(
        [
            {"name": "A", "board": {"purple": ["Mask of Warka"]}, "hand": ["Writing"]},
            {"name": "B", "hand": ["Oars"]},
        ],
        achievements=["Tools", "Clothing", "Mathematics"],
    )
    play(g, "dogma Mask of Warka", "blue")
    at_action(g)
    assert z(g, "A") == Z(board={"purple": ["Mask of Warka"]}, ach=["Tools", "Clothing"])
    assert g.to_position()["achievements"] == ["Mathematics"]


def test_gujin_tushu_jinsheng_demand_uses_its_own_featured_icon():
    # Archery's demand executed as if on Gujin Tushu Jinsheng (lightbulb):
    # B has 1 lightbulb < A's 2: B draws a 1 and gives the highest card.
    g = new(
        [
            {"name": "A", "board": {"yellow": ["Gujin Tushu Jinsheng"]}},
            {"name": "B", "board": {"red": ["Archery"]}, "hand": ["Calendar"]},
        ],
        {"base": {"1": ["Tools"]}},
    )
    play(g, "dogma Gujin Tushu Jinsheng")
    at_action(g)
    assert z(g, "A") == Z(hand=["Calendar"], board={"yellow": ["Gujin Tushu Jinsheng"]})
    assert z(g, "B") == Z(hand=["Tools"], board={"red": ["Archery"]})


def test_the_daily_courant_demand_uses_its_featured_icon():
    # Archery's demand as if on The Daily Courant (factory): B has 3 castles
    # (more than A's 2) but no factory: B is vulnerable.
    g = new(
        [
            {"name": "A", "board": {"yellow": ["The Daily Courant"], "red": ["Archery"]}},
            {"name": "B", "board": {"yellow": ["Masonry"]}, "hand": ["Calendar"]},
        ],
        {"base": {"1": ["Tools"], "3": ["Optics"]}},
    )
    play(g, "dogma The Daily Courant", 3, "Archery")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Calendar"], board={"yellow": ["The Daily Courant"], "red": ["Archery"]}
    )
    assert z(g, "B") == Z(hand=["Tools"], board={"yellow": ["Masonry"]})
    assert pile(g, 3)[0] == "Optics"


def test_rosetta_stone_type_pile_runs_out_gives_base_card():
    g = new(
        [{"name": "A", "board": {"blue": ["Rosetta Stone"]}}, {"name": "B"}],
        {"artifacts": {"2": ["Holy Grail"]}, "base": {"2": ["Calendar"]}},
        removed=others_of_age(2, ["Holy Grail", "Rosetta Stone"], "artifacts"),
    )
    play(g, "dogma Rosetta Stone", "artifacts", "Holy Grail")
    at_action(g)
    assert z(g, "A") == Z(board={"blue": ["Rosetta Stone"], "yellow": ["Holy Grail"]})
    assert z(g, "B") == Z(board={"blue": ["Calendar"]})


# ---------------------------------------------------------------- dig and display (rules, with these cards)


def test_meld_action_equal_value_digs_artifact_of_covered_value():
    g = new(
        [{"name": "A", "board": {"red": ["Archery"]}, "hand": ["Oars"]}, {"name": "B"}],
        {"artifacts": {"1": ["Holmegaard Bows"]}},
    )
    play(g, "meld Oars")
    at_action(g)
    assert z(g, "A") == Z(board={"red": ["Oars", "Archery"]}, display=["Holmegaard Bows"])


def test_meld_displayed_artifact_as_meld_action():
    g = new(
        [
            {"name": "A", "board": {"yellow": ["Masonry"]}, "display": ["Lurgan Canoe"]},
            {"name": "B"},
        ],
        {"artifacts": {"1": ["Dancing Girl"]}},
    )
    assert "meld Lurgan Canoe" in g.pending.options
    play(g, "meld Lurgan Canoe")
    at_action(g)
    # Lurgan Canoe (1) covers Masonry (1): a dig of a 1
    assert z(g, "A") == Z(board={"yellow": ["Lurgan Canoe", "Masonry"]}, display=["Dancing Girl"])


def test_display_return_at_start_of_turn():
    g = new(
        [{"name": "A", "display": ["Sibidu Needle"]}, {"name": "B"}],
        phase="start",
    )
    play(g, "return")
    at_action(g)
    assert z(g, "A") == EMPTY
    assert pile(g, 1, "artifacts")[-1] == "Sibidu Needle"


# ---------------------------------------------------------------- empty zones


def test_electrum_stater_of_efesos_empty_age_three_draws_four():
    g = new(
        [{"name": "A", "board": {"green": ["Electrum Stater of Efesos"]}}, {"name": "B"}],
        {"base": {"4": ["Gunpowder", "Invention"]}},
        removed=others_of_age(3, []),
    )
    play(g, "dogma Electrum Stater of Efesos")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Invention"], board={"green": ["Electrum Stater of Efesos"], "red": ["Gunpowder"]}
    )


def test_baghdad_battery_artifact_over_base_draws_base_then_scores_choice():
    g = new(
        [
            {
                "name": "A",
                "board": {"green": ["Baghdad Battery"], "blue": ["Writing"]},
                "hand": ["Sibidu Needle", "Calendar"],
            },
            {"name": "B"},
        ],
        {"base": {"1": ["Tools"]}},
    )
    play(g, "dogma Baghdad Battery", "Sibidu Needle")
    assert sorted(g.pending.options) == ["Calendar", "Tools"]
    play(g, "Calendar")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Tools"],
        board={"green": ["Baghdad Battery"], "blue": ["Sibidu Needle", "Writing"]},
        score=["Calendar"],
    )


def test_charter_of_liberties_empty_hand_does_nothing():
    g = new(
        [
            {"name": "A", "board": {"blue": ["Charter of Liberties"]}},
            {
                "name": "B",
                "board": {"yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"}},
            },
        ],
    )
    play(g, "dogma Charter of Liberties")
    at_action(g)
    assert z(g, "A") == Z(board={"blue": ["Charter of Liberties"]})


def test_moylough_belt_shrine_empty_hand():
    g = new(
        [
            {"name": "A", "board": {"yellow": ["Moylough Belt Shrine"]}},
            {"name": "B", "board": {"yellow": ["Masonry"]}},
        ],
    )
    play(g, "dogma Moylough Belt Shrine")
    at_action(g)
    assert z(g, "A") == Z(board={"yellow": ["Moylough Belt Shrine"]})
    assert z(g, "B") == Z(board={"yellow": ["Masonry"]})


def test_tortugas_galleon_empty_score_pile_no_board_transfer():
    g = new(
        [
            {"name": "A", "board": {"red": ["Tortugas Galleon"]}},
            {"name": "B", "board": {"red": ["Gunpowder"], "green": ["Invention"]}},
        ],
    )
    play(g, "dogma Tortugas Galleon")
    at_action(g)
    assert z(g, "A") == Z(board={"red": ["Tortugas Galleon"]})
    assert z(g, "B") == Z(board={"red": ["Gunpowder"], "green": ["Invention"]})


def test_mona_lisa_counts_cards_already_in_hand():
    g = new(
        [{"name": "A", "board": {"yellow": ["Mona Lisa"]}, "hand": ["Archery"]}, {"name": "B"}],
        {"base": {"4": ["Gunpowder", "Anatomy", "Experimentation", "Invention", "Enterprise"]}},
    )
    play(g, "dogma Mona Lisa")
    assert list(g.pending.options) == [0, 1, 2, 3, 4, 5, 6]
    play(g, 2, "red")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Anatomy", "Experimentation", "Invention", "Enterprise"],
        board={"yellow": ["Mona Lisa"]},
        score=["Archery", "Gunpowder"],
    )


def test_boerhavve_silver_microscope_returns_itself_as_lowest_top():
    g = new(
        [
            {"name": "A", "board": {"blue": ["Boerhavve Silver Microscope"]}, "hand": ["Tools"]},
            {"name": "B"},
        ],
        {"base": {"6": ["Canning"]}},
    )
    play(g, "dogma Boerhavve Silver Microscope")
    at_action(g)
    assert z(g, "A") == Z(score=["Canning"])
    assert pile(g, 5, "artifacts")[-1] == "Boerhavve Silver Microscope"


def test_pavlovian_tusk_value_of_top_green():
    g = new(
        [
            {"name": "A", "board": {"red": ["Pavlovian Tusk"], "green": ["Mapmaking"]}},
            {"name": "B"},
        ],
        {"base": {"2": ["Calendar", "Mathematics", "Philosophy"]}},
    )
    play(g, "dogma Pavlovian Tusk", "Calendar", "Philosophy")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Mathematics"],
        board={"red": ["Pavlovian Tusk"], "green": ["Mapmaking"]},
        score=["Philosophy"],
    )
    assert pile(g, 2)[-1] == "Calendar"


def test_necronomicon_red_returns_score_pile():
    g = new(
        [
            {"name": "A", "board": {"purple": ["Necronomicon"]}, "score": ["Oars", "Calendar"]},
            {"name": "B"},
        ],
        {"base": {"3": ["Engineering"]}},
    )
    play(g, "dogma Necronomicon")
    at_action(g)
    assert z(g, "A") == Z(hand=["Engineering"], board={"purple": ["Necronomicon"]})
    assert pile(g, 1)[-1] == "Oars" and pile(g, 2)[-1] == "Calendar"


def test_complex_numbers_declined():
    g = new(
        [
            {
                "name": "A",
                "board": {"blue": ["Complex Numbers"], "red": ["Archery"]},
                "hand": ["Engineering"],
            },
            {"name": "B"},
        ],
        achievements=["Medicine"],
        options={"relics": True},
    )
    play(g, "dogma Complex Numbers")
    play(g, None if None in g.pending.options else "no")
    at_action(g)
    assert z(g, "A") == Z(
        hand=["Engineering"], board={"blue": ["Complex Numbers"], "red": ["Archery"]}
    )
    assert g.to_position()["achievements"] == ["Medicine"]


def test_holy_lance_takes_a_relic_as_a_top_artifact():
    g = new(
        [
            {"name": "A", "board": {"green": ["Holy Lance"]}},
            {"name": "B", "board": {"red": ["Archery"], "blue": ["Complex Numbers"]}},
        ],
        options={"relics": True},
    )
    play(g, "dogma Holy Lance")
    assert g.result is None
    at_action(g)
    assert z(g, "A") == Z(board={"green": ["Holy Lance"], "blue": ["Complex Numbers"]})
    assert z(g, "B") == Z(board={"red": ["Archery"]})


def test_dancing_girl_from_display_is_never_taken_and_no_win():
    g = new(
        [
            {"name": "A", "display": ["Dancing Girl"]},
            {"name": "B", "board": {"blue": ["Experimentation"]}},
        ],
        phase="start",
    )
    play(g, "dogma")
    assert g.result is None
    at_action(g)
    assert z(g, "A") == EMPTY
    assert z(g, "B") == Z(board={"blue": ["Experimentation"]})
    assert pile(g, 1, "artifacts")[-1] == "Dancing Girl"
