"""Base set, ages 1-5: one scenario per card, written from the printed text alone.

An outside checker's tests: each position is built so that the card text (and the
rules) decide the result exactly; the game is reached only through the documented API
(`Game.from_position`, `game.pending`, `game.answer`, `game.to_position`).
"""

from __future__ import annotations

import inno

AGES = {
    1: [
        "Pottery",
        "Tools",
        "Writing",
        "Archery",
        "Metalworking",
        "Oars",
        "Clothing",
        "Sailing",
        "The Wheel",
        "Agriculture",
        "Domestication",
        "Masonry",
        "City States",
        "Code of Laws",
        "Mysticism",
    ],
    2: [
        "Calendar",
        "Mathematics",
        "Construction",
        "Road Building",
        "Currency",
        "Mapmaking",
        "Canal Building",
        "Fermenting",
        "Monotheism",
        "Philosophy",
    ],
}


def player(name, hand=(), board=None, score=(), achievements=()):
    return {
        "name": name,
        "hand": list(hand),
        "board": board or {},
        "score": list(score),
        "achievements": list(achievements),
    }


def start(*players, supply=None, **extra):
    """A two-action turn of the first player, no standard achievements available."""
    position = {
        "players": list(players),
        "achievements": [],
        "supply": supply or {},
        "seed": 11,
    }
    position.update(extra)
    return inno.Game.from_position(position)


def play(game, *answers):
    for answer in answers:
        assert game.pending is not None, f"no decision left for {answer!r}"
        game.answer(answer)


def _board(board):
    out = {}
    for colour, stack in board.items():
        if isinstance(stack, dict):
            cards, splay = stack.get("cards", []), stack.get("splay", "none")
        else:
            cards, splay = stack, "none"
        if cards:
            out[colour] = (list(cards), splay if len(cards) > 1 else "none")
    return out


def check(game, name, hand=(), board=None, score=(), achievements=()):
    """The player's zones, in full (hand, score and achievements in any order)."""
    (p,) = [p for p in game.to_position()["players"] if p["name"] == name]
    got = {
        "hand": sorted(p["hand"]),
        "board": _board(p["board"]),
        "score": sorted(p["score"]),
        "achievements": sorted(p["achievements"]),
    }
    want = {
        "hand": sorted(hand),
        "board": _board(board or {}),
        "score": sorted(score),
        "achievements": sorted(achievements),
    }
    assert got == want


def pile(game, age):
    return game.to_position()["supply"]["base"][str(age)]


def specials(game):
    return sorted(game.to_position()["special_achievements"])


def done(game, name="A", actions_left=1):
    """The dogma action is over: the same player's next action decision."""
    p = game.pending
    assert p.kind == "action" and p.player == name, p
    assert game.to_position()["turn"]["actions"] == actions_left


ALL_SPECIALS = ["Empire", "Monument", "Universe", "Wonder", "World"]


# --- Oars: "I demand you transfer a card with a {crown} from your hand to my score
# pile! If you do, draw a {1}, and repeat this dogma effect!" / "If no cards were
# transferred due to this demand, draw a {1}."


def test_oars_repeat_on_drawn_crown_card():
    game = start(
        player("A", board={"red": ["Oars"]}),
        player("B", hand=["Sailing", "Agriculture"]),
        supply={"1": ["Code of Laws", "Pottery", "Writing"]},
    )
    play(game, "dogma Oars")
    done(game)
    check(game, "A", board={"red": ["Oars"]}, score=["Sailing", "Code of Laws"])
    check(game, "B", hand=["Agriculture", "Pottery"])
    assert pile(game, 1)[0] == "Writing"


def test_oars_nothing_transferred_sharer_and_owner_draw():
    game = start(
        player("A", board={"red": ["Oars"]}),
        player("B", hand=["Agriculture"]),
        player("C", board={"red": ["Archery"]}),
        supply={"1": ["Writing", "Pottery", "Tools", "Clothing"]},
    )
    play(game, "dogma Oars")
    done(game)
    # C shares first (Writing), then A (Pottery); C's draw was a change: A's free
    # Draw action draws a 1 (highest top card Oars).
    check(game, "A", hand=["Pottery", "Tools"], board={"red": ["Oars"]})
    check(game, "B", hand=["Agriculture"])
    check(game, "C", hand=["Writing"], board={"red": ["Archery"]})
    assert pile(game, 1)[0] == "Clothing"


# --- Metalworking: "Draw and reveal a {1}. If it has a {castle}, score it and repeat
# this dogma effect. Otherwise, keep it."


def test_metalworking_repeats_into_next_age_when_pile_empties():
    ones = [c for c in AGES[1] if c not in ("Metalworking", "Archery")]
    game = start(
        player("A", board={"red": ["Metalworking"]}),
        player("B"),
        supply={"1": ["Archery"], "2": ["Construction", "Calendar", "Mapmaking"]},
        removed=ones,
    )
    play(game, "dogma Metalworking")
    done(game)
    check(
        game,
        "A",
        hand=["Calendar"],
        board={"red": ["Metalworking"]},
        score=["Archery", "Construction"],
    )
    check(game, "B")
    assert pile(game, 1) == []
    assert pile(game, 2)[0] == "Mapmaking"


# --- Astronomy: "Draw and reveal a {6}. If the card is green or blue, meld it and
# repeat this dogma effect." / "If all non-purple top cards on your board are value
# {6} or higher, claim the Universe achievement."


def test_astronomy_melds_green_and_blue_then_universe():
    game = start(
        player("A", board={"purple": ["Astronomy"]}),
        player("B"),
        supply={"6": ["Classification", "Atomic Theory", "Canning", "Democracy"]},
    )
    play(game, "dogma Astronomy")
    done(game)
    check(
        game,
        "A",
        hand=["Canning"],
        board={
            "purple": ["Astronomy"],
            "green": ["Classification"],
            "blue": ["Atomic Theory"],
        },
        achievements=["Universe"],
    )
    assert pile(game, 6)[0] == "Democracy"


def test_astronomy_universe_fails_on_one_top_card_below_6():
    game = start(
        player("A", board={"purple": ["Astronomy"], "red": ["Coal"]}),
        player("B"),
        supply={"6": ["Classification", "Canning"]},
    )
    play(game, "dogma Astronomy")
    done(game)
    check(
        game,
        "A",
        hand=["Canning"],
        board={"purple": ["Astronomy"], "red": ["Coal"], "green": ["Classification"]},
    )
    assert specials(game) == ALL_SPECIALS


# --- Colonialism: "Draw and tuck a {3}. If it has a {crown}, repeat this dogma
# effect."


def test_colonialism_repeats_while_tucked_card_has_crown():
    game = start(
        player("A", board={"red": ["Colonialism"]}),
        player("B"),
        supply={"3": ["Translation", "Optics", "Alchemy", "Paper"]},
    )
    play(game, "dogma Colonialism")
    done(game)
    check(
        game,
        "A",
        board={"red": ["Colonialism", "Optics"], "blue": ["Translation", "Alchemy"]},
    )
    assert pile(game, 3)[0] == "Paper"


# --- Pottery: "You may return up to three cards from your hand. If you returned any
# cards, draw and score a card of value equal to the number of cards you returned." /
# "Draw a {1}."


def test_pottery_two_returned_scores_a_2():
    game = start(
        player("A", hand=["Tools", "Oars", "Archery"], board={"blue": ["Pottery"]}),
        player("B"),
        supply={"1": ["Sailing", "Writing"], "2": ["Calendar", "Mapmaking"]},
    )
    play(game, "dogma Pottery", ["Tools", "Oars"])
    done(game)
    check(
        game,
        "A",
        hand=["Archery", "Sailing"],
        board={"blue": ["Pottery"]},
        score=["Calendar"],
    )
    assert pile(game, 1)[-2:] == ["Tools", "Oars"]
    assert pile(game, 2)[0] == "Mapmaking"


def test_pottery_none_returned_scores_nothing():
    game = start(
        player("A", hand=["Tools"], board={"blue": ["Pottery"]}),
        player("B"),
        supply={"1": ["Sailing", "Writing"]},
    )
    play(game, "dogma Pottery", [])
    done(game)
    check(game, "A", hand=["Tools", "Sailing"], board={"blue": ["Pottery"]})
    assert pile(game, 1)[0] == "Writing"


# --- Tools: "You may return three cards from your hand. If you do, draw and meld a
# {3}." / "You may return a {3} from your hand. If you do, draw three {1}."


def test_tools_melded_3_is_not_in_hand_but_returned_3_draws_three():
    game = start(
        player("A", hand=["Agriculture", "Oars", "Archery", "Optics"], board={"blue": ["Tools"]}),
        player("B"),
        supply={"3": ["Translation", "Paper"], "1": ["Sailing", "Writing", "Clothing", "Masonry"]},
    )
    play(game, "dogma Tools", "yes", ["Agriculture", "Oars", "Archery"])
    # the second effect: the only 3 in hand is Optics (Translation was melded)
    play(game, "Optics")
    done(game)
    check(
        game,
        "A",
        hand=["Sailing", "Writing", "Clothing"],
        board={"blue": ["Translation", "Tools"]},
    )
    assert pile(game, 3)[0] == "Paper"
    assert pile(game, 3)[-1] == "Optics"
    assert pile(game, 1)[0] == "Masonry"


# --- Currency: "You may return any number of cards from your hand. If you do, draw
# and score a {2} for every different value of card you returned."


def test_currency_scores_per_different_value_not_per_card():
    game = start(
        player(
            "A", hand=["Agriculture", "Oars", "Calendar", "Optics"], board={"green": ["Currency"]}
        ),
        player("B"),
        supply={"2": ["Mapmaking", "Fermenting", "Philosophy"]},
    )
    play(game, "dogma Currency", ["Agriculture", "Oars", "Calendar"])
    done(game)
    check(
        game,
        "A",
        hand=["Optics"],
        board={"green": ["Currency"]},
        score=["Mapmaking", "Fermenting"],
    )
    assert pile(game, 2)[0] == "Philosophy"


# --- Clothing: "Meld a card from your hand of different color from any card on your
# board." / "Draw and score a {1} for each color present on your board not present
# on any opponent's board."


def test_clothing_counts_colours_absent_from_every_opponent():
    game = start(
        player("A", hand=["Pottery", "Sailing"], board={"green": ["Clothing"]}),
        player("B", board={"blue": ["Writing"]}),
        player("C", board={"red": ["Archery"]}),
        supply={"1": ["Tools", "Oars"]},
    )
    play(game, "dogma Clothing")
    done(game)
    # Pottery (blue) is the only card of a colour A lacks: melded.  Blue is on B's
    # board, so only green counts: one 1 scored.
    check(
        game,
        "A",
        hand=["Sailing"],
        board={"green": ["Clothing"], "blue": ["Pottery"]},
        score=["Tools"],
    )
    check(game, "B", board={"blue": ["Writing"]})
    check(game, "C", board={"red": ["Archery"]})
    assert pile(game, 1)[0] == "Oars"


# --- Road Building: "Meld one or two cards from your hand. If you melded two, you may
# transfer your top red card to another player's board. If you do, transfer that
# player's top green card to your board."


def test_road_building_two_melded_swaps_red_for_green():
    game = start(
        player("A", hand=["Archery", "Sailing"], board={"red": ["Road Building"]}),
        player("B", board={"green": ["Clothing", "The Wheel"]}),
    )
    play(game, "dogma Road Building", ["Archery", "Sailing"])
    while game.pending.kind != "action":
        p = game.pending
        if p.kind == "yes_no":
            play(game, "yes")
        else:
            play(game, "B" if "B" in p.options else p.options[0])
    done(game)
    check(game, "A", board={"red": ["Road Building"], "green": ["Clothing", "Sailing"]})
    check(game, "B", board={"red": ["Archery"], "green": ["The Wheel"]})


def test_road_building_one_melded_offers_no_transfer():
    game = start(
        player("A", hand=["Archery", "Sailing"], board={"red": ["Road Building"]}),
        player("B", board={"green": ["Clothing"]}),
    )
    play(game, "dogma Road Building", ["Archery"])
    done(game)
    check(game, "A", hand=["Sailing"], board={"red": ["Archery", "Road Building"]})
    check(game, "B", board={"green": ["Clothing"]})


# --- Masonry: "You may meld any number of cards from your hand, each with a
# {castle}. If you melded four or more cards in this way, claim the Monument
# achievement."


def test_masonry_four_melded_claims_monument():
    game = start(
        player(
            "A",
            hand=["Archery", "The Wheel", "Mysticism", "Metalworking", "Agriculture"],
            board={"yellow": ["Masonry"]},
        ),
        player("B"),
    )
    play(game, "dogma Masonry", ["Archery", "The Wheel", "Mysticism", "Metalworking"])
    done(game)
    check(
        game,
        "A",
        hand=["Agriculture"],
        board={
            "yellow": ["Masonry"],
            "red": ["Metalworking", "Archery"],
            "green": ["The Wheel"],
            "purple": ["Mysticism"],
        },
        achievements=["Monument"],
    )


def test_masonry_three_melded_no_monument():
    game = start(
        player("A", hand=["Archery", "The Wheel", "Mysticism"], board={"yellow": ["Masonry"]}),
        player("B"),
    )
    play(game, "dogma Masonry", ["Archery", "The Wheel", "Mysticism"])
    done(game)
    check(
        game,
        "A",
        board={
            "yellow": ["Masonry"],
            "red": ["Archery"],
            "green": ["The Wheel"],
            "purple": ["Mysticism"],
        },
    )
    assert specials(game) == ALL_SPECIALS


# --- City States: "I demand you transfer a top card with a {castle} from your board to
# my board if you have at least four {castle} on your board! If you do, draw a {1}!"


def test_city_states_exactly_four_castles_transfers_and_draws():
    game = start(
        player("A", board={"purple": ["City States"]}),
        player("B", board={"red": ["Archery"], "yellow": ["Domestication"]}),
        supply={"1": ["Pottery", "Tools"]},
    )
    play(game, "dogma City States")
    if game.pending.kind != "action":
        assert game.pending.player == "B"
        play(game, "Domestication")
    done(game)
    check(game, "A", board={"purple": ["City States"], "yellow": ["Domestication"]})
    check(game, "B", hand=["Pottery"], board={"red": ["Archery"]})


def test_city_states_three_castles_nothing_happens():
    game = start(
        player("A", board={"purple": ["City States"]}),
        player("B", board={"yellow": ["Masonry"]}),
        supply={"1": ["Pottery"]},
    )
    play(game, "dogma City States")
    done(game)
    check(game, "A", board={"purple": ["City States"]})
    check(game, "B", board={"yellow": ["Masonry"]})
    assert pile(game, 1)[0] == "Pottery"


# --- Mysticism: "Draw and reveal a {1}. If it is the same color as any card on your
# board, meld it and draw a {1}."


def test_mysticism_same_colour_melds_and_draws():
    game = start(
        player("A", board={"purple": ["Mysticism"], "blue": ["Tools"]}),
        player("B"),
        supply={"1": ["Pottery", "Sailing", "Oars"]},
    )
    play(game, "dogma Mysticism")
    done(game)
    check(
        game, "A", hand=["Sailing"], board={"purple": ["Mysticism"], "blue": ["Pottery", "Tools"]}
    )
    assert pile(game, 1)[0] == "Oars"


def test_mysticism_other_colour_is_kept():
    game = start(
        player("A", board={"purple": ["Mysticism"]}),
        player("B"),
        supply={"1": ["Pottery", "Sailing"]},
    )
    play(game, "dogma Mysticism")
    done(game)
    check(game, "A", hand=["Pottery"], board={"purple": ["Mysticism"]})
    assert pile(game, 1)[0] == "Sailing"


# --- Calendar: "If you have more cards in your score pile than in your hand, draw two
# {3}."


def test_calendar_equal_counts_draw_nothing():
    game = start(
        player(
            "A", hand=["Oars", "Tools"], board={"blue": ["Calendar"]}, score=["Sailing", "Writing"]
        ),
        player("B"),
        supply={"3": ["Optics"]},
    )
    play(game, "dogma Calendar")
    done(game)
    check(
        game,
        "A",
        hand=["Oars", "Tools"],
        board={"blue": ["Calendar"]},
        score=["Sailing", "Writing"],
    )
    assert pile(game, 3)[0] == "Optics"


def test_calendar_empty_hand_one_scored_draws_two_3s():
    game = start(
        player("A", board={"blue": ["Calendar"]}, score=["Sailing"]),
        player("B"),
        supply={"3": ["Optics", "Paper", "Alchemy"]},
    )
    play(game, "dogma Calendar")
    done(game)
    check(game, "A", hand=["Optics", "Paper"], board={"blue": ["Calendar"]}, score=["Sailing"])
    assert pile(game, 3)[0] == "Alchemy"


# --- Alchemy: "Draw and reveal a {4} for every three {castle} on your board. If any
# of the drawn cards are red, return the cards drawn and all cards in your hand.
# Otherwise, keep them." / "Meld a card from your hand, then score a card from your
# hand."


def _answer_rest(game, pick=None):
    """Answer the remaining decisions of the action: orders and forced-looking picks."""
    while game.pending.kind != "action":
        p = game.pending
        play(game, pick(p) if pick else p.options[0])


def test_alchemy_red_drawn_returns_drawn_and_whole_hand():
    game = start(
        player(
            "A",
            hand=["Agriculture"],
            board={"blue": ["Alchemy"], "red": ["Archery"], "green": ["The Wheel"]},
        ),
        player("B"),
        supply={"4": ["Experimentation", "Gunpowder", "Invention"]},
    )
    play(game, "dogma Alchemy")
    _answer_rest(game)
    done(game)
    # 7 castles: two 4s; Gunpowder is red: both and Agriculture return; the second
    # effect finds an empty hand.
    check(game, "A", board={"blue": ["Alchemy"], "red": ["Archery"], "green": ["The Wheel"]})
    assert pile(game, 4)[0] == "Invention"
    assert sorted(pile(game, 4)[-2:]) == ["Experimentation", "Gunpowder"]
    assert pile(game, 1)[-1] == "Agriculture"


def test_alchemy_five_castles_one_draw_kept_then_meld_and_score():
    game = start(
        player("A", hand=["Agriculture"], board={"blue": ["Alchemy"], "green": ["The Wheel"]}),
        player("B"),
        supply={"4": ["Perspective", "Gunpowder"]},
    )
    play(game, "dogma Alchemy", "Agriculture")
    done(game)
    check(
        game,
        "A",
        board={"blue": ["Alchemy"], "green": ["The Wheel"], "yellow": ["Agriculture"]},
        score=["Perspective"],
    )
    assert pile(game, 4)[0] == "Gunpowder"


# --- Physics: "Draw three {6} and reveal them. If two or more of the drawn cards are
# the same color, return the drawn cards and all cards in your hand. Otherwise, keep
# them."


def test_physics_two_same_colour_returns_all():
    game = start(
        player("A", hand=["Oars"], board={"blue": ["Physics"]}),
        player("B"),
        supply={"6": ["Atomic Theory", "Canning", "Encyclopedia", "Democracy"]},
    )
    play(game, "dogma Physics")
    _answer_rest(game)
    done(game)
    check(game, "A", board={"blue": ["Physics"]})
    assert pile(game, 6)[0] == "Democracy"
    assert sorted(pile(game, 6)[-3:]) == ["Atomic Theory", "Canning", "Encyclopedia"]
    assert pile(game, 1)[-1] == "Oars"


def test_physics_three_colours_kept():
    game = start(
        player("A", hand=["Oars"], board={"blue": ["Physics"]}),
        player("B"),
        supply={"6": ["Atomic Theory", "Canning", "Democracy", "Encyclopedia"]},
    )
    play(game, "dogma Physics")
    done(game)
    check(
        game,
        "A",
        hand=["Oars", "Atomic Theory", "Canning", "Democracy"],
        board={"blue": ["Physics"]},
    )
    assert pile(game, 6)[0] == "Encyclopedia"


# --- Optics: "Draw and meld a {3}. If it has a {crown}, draw and score a {4}.
# Otherwise, transfer a card from your score pile to the score pile of an opponent
# with fewer points than you."


def test_optics_no_crown_transfers_only_to_opponent_with_fewer_points():
    game = start(
        player("A", board={"red": ["Optics"]}, score=["Oars", "Calendar"]),
        player("B", score=["Construction", "Sailing"]),
        player("C", score=["Writing"]),
        supply={"3": ["Alchemy", "Paper"], "4": ["Gunpowder"]},
    )
    play(game, "dogma Optics")
    p = game.pending
    assert p.player == "A" and "Calendar" in p.options, p
    play(game, "Calendar")
    _answer_rest(game)
    done(game)
    check(game, "A", board={"red": ["Optics"], "blue": ["Alchemy"]}, score=["Oars"])
    check(game, "B", score=["Construction", "Sailing"])
    check(game, "C", score=["Writing", "Calendar"])
    assert pile(game, 4)[0] == "Gunpowder"


def test_optics_crown_draws_and_scores_a_4():
    game = start(
        player("A", board={"red": ["Optics"]}),
        player("B"),
        supply={"3": ["Translation", "Paper"], "4": ["Gunpowder", "Anatomy"]},
    )
    play(game, "dogma Optics")
    done(game)
    check(game, "A", board={"red": ["Optics"], "blue": ["Translation"]}, score=["Gunpowder"])
    assert pile(game, 4)[0] == "Anatomy"


# --- Education: "You may return the highest card from your score pile. If you do,
# draw a card of value two higher than the highest card remaining in your score
# pile."


def test_education_last_score_card_returned_draws_a_2():
    game = start(
        player("A", board={"purple": ["Education"]}, score=["Construction"]),
        player("B"),
        supply={"2": ["Calendar", "Mapmaking"], "3": ["Optics"]},
    )
    play(game, "dogma Education")
    p = game.pending
    play(game, "yes" if p.kind == "yes_no" else "Construction")
    done(game)
    check(game, "A", hand=["Calendar"], board={"purple": ["Education"]})
    assert pile(game, 2)[0] == "Mapmaking"
    assert pile(game, 2)[-1] == "Construction"


def test_education_tie_for_highest_remaining_value_counts():
    game = start(
        player("A", board={"purple": ["Education"]}, score=["Calendar", "Mathematics", "Oars"]),
        player("B"),
        supply={"4": ["Anatomy", "Gunpowder"]},
    )
    play(game, "dogma Education")
    p = game.pending
    assert None in p.options or p.kind == "yes_no", p
    play(game, "yes" if p.kind == "yes_no" else "Calendar")
    if game.pending.kind != "action":
        play(game, "Calendar")
    done(game)
    check(
        game, "A", hand=["Anatomy"], board={"purple": ["Education"]}, score=["Mathematics", "Oars"]
    )


# --- Printing Press: "You may return a card from your score pile. If you do, draw a
# card of value two higher than the top purple card on your board." / "You may splay
# your blue cards right."


def test_printing_press_no_purple_card_draws_a_2():
    game = start(
        player("A", board={"blue": ["Printing Press"]}, score=["Optics"]),
        player("B"),
        supply={"2": ["Calendar", "Mapmaking"]},
    )
    play(game, "dogma Printing Press", "Optics")
    done(game)
    check(game, "A", hand=["Calendar"], board={"blue": ["Printing Press"]})
    assert pile(game, 3)[-1] == "Optics"


def test_printing_press_declined_draws_nothing_then_splay_right():
    game = start(
        player(
            "A",
            board={"blue": ["Printing Press", "Tools"], "purple": ["Mysticism"]},
            score=["Optics"],
        ),
        player("B"),
        supply={"3": ["Paper"]},
    )
    play(game, "dogma Printing Press", None)
    p = game.pending
    play(game, "yes" if p.kind == "yes_no" else "blue")
    done(game)
    check(
        game,
        "A",
        board={
            "blue": {"cards": ["Printing Press", "Tools"], "splay": "right"},
            "purple": ["Mysticism"],
        },
        score=["Optics"],
    )
    assert pile(game, 3)[0] == "Paper"


# --- Mapmaking: "I demand you transfer a {1} from your score pile, if it has any, to
# my score pile!" / "If any card was transferred due to the demand, draw and score a
# {1}."


def test_mapmaking_transfer_then_score_a_1():
    game = start(
        player("A", board={"green": ["Mapmaking"]}),
        player("B", score=["Oars", "Calendar"]),
        supply={"1": ["Pottery", "Tools"]},
    )
    play(game, "dogma Mapmaking")
    done(game)
    check(game, "A", board={"green": ["Mapmaking"]}, score=["Oars", "Pottery"])
    check(game, "B", score=["Calendar"])
    assert pile(game, 1)[0] == "Tools"


def test_mapmaking_no_1_in_score_nothing_scored():
    game = start(
        player("A", board={"green": ["Mapmaking"]}),
        player("B", score=["Calendar"]),
        supply={"1": ["Pottery"]},
    )
    play(game, "dogma Mapmaking")
    done(game)
    check(game, "A", board={"green": ["Mapmaking"]})
    check(game, "B", score=["Calendar"])
    assert pile(game, 1)[0] == "Pottery"


# --- Gunpowder: "I demand you transfer a top card with a {castle} from your board to
# my score pile!" / "If any card was transfered due to the demand, draw and score a
# {2}."  (The rulebook's example: a sharer draws and scores a 2 too.)


def test_gunpowder_sharer_scores_a_2_and_owner_gets_sharing_draw():
    game = start(
        player("A", board={"red": ["Gunpowder"]}),
        player("B", board={"red": ["Archery"], "blue": ["Writing"]}),
        player("C", board={"red": ["Colonialism"]}),
        supply={"2": ["Calendar", "Mapmaking", "Fermenting"], "4": ["Anatomy", "Invention"]},
    )
    play(game, "dogma Gunpowder")
    done(game)
    check(game, "A", hand=["Anatomy"], board={"red": ["Gunpowder"]}, score=["Archery", "Mapmaking"])
    check(game, "B", board={"blue": ["Writing"]})
    check(game, "C", board={"red": ["Colonialism"]}, score=["Calendar"])
    assert pile(game, 2)[0] == "Fermenting"


# --- The Pirate Code: "I demand you transfer two cards of value {4} or less from your
# score pile to my score pile!" / "If any cards were transferred due to the demand,
# score the lowest top card with a {crown} from your board."


def test_pirate_code_one_eligible_card_then_lowest_crown_top_scored():
    game = start(
        player(
            "A",
            board={"red": ["The Pirate Code"], "green": ["Sailing"], "yellow": ["Masonry"]},
        ),
        player("B", score=["Calendar", "Coal"]),
    )
    play(game, "dogma The Pirate Code")
    done(game)
    check(
        game,
        "A",
        board={"red": ["The Pirate Code"], "yellow": ["Masonry"]},
        score=["Calendar", "Sailing"],
    )
    check(game, "B", score=["Coal"])


# --- Anatomy: "I demand you return a card from your score pile! If you do, return a
# top card of equal value from your board!"


def test_anatomy_returns_top_card_of_equal_value():
    game = start(
        player("A", board={"yellow": ["Anatomy"]}),
        player(
            "B", board={"green": ["Sailing"], "blue": ["Mathematics"]}, score=["Calendar", "Oars"]
        ),
    )
    play(game, "dogma Anatomy")
    p = game.pending
    assert p.player == "B", p
    play(game, "Oars")
    done(game)
    check(game, "A", board={"yellow": ["Anatomy"]})
    check(game, "B", board={"blue": ["Mathematics"]}, score=["Calendar"])
    assert pile(game, 1)[-2:] == ["Oars", "Sailing"]


# --- Perspective: "You may return a card from your hand. If you do, score a card from
# your hand for every two {lightbulb} on your board."


def test_perspective_five_lightbulbs_score_two():
    game = start(
        player(
            "A",
            hand=["Agriculture", "Oars", "Sailing", "Calendar"],
            board={"yellow": ["Perspective"], "blue": ["Tools"], "red": ["Archery"]},
        ),
        player("B"),
    )
    play(game, "dogma Perspective", "Agriculture")
    p = game.pending
    if p.kind == "choose_cards":
        play(game, ["Oars", "Calendar"])
    else:
        play(game, "Oars", "Calendar")
    done(game)
    check(
        game,
        "A",
        hand=["Sailing"],
        board={"yellow": ["Perspective"], "blue": ["Tools"], "red": ["Archery"]},
        score=["Oars", "Calendar"],
    )
    assert pile(game, 1)[-1] == "Agriculture"


# --- Reformation: "You may tuck a card from your hand for every two {leaf} on your
# board." / "You may splay your yellow or purple cards right."


def test_reformation_five_leaves_tuck_at_most_two():
    game = start(
        player(
            "A",
            hand=["Oars", "Tools", "Writing"],
            board={"purple": ["Reformation"], "green": ["Sailing"], "red": ["Archery"]},
        ),
        player("B"),
    )
    play(game, "dogma Reformation")
    p = game.pending
    assert p.kind == "choose_cards" and p.max == 2, p
    play(game, ["Oars", "Tools"])
    _answer_rest(game, lambda p: None if None in p.options else "no")
    done(game)
    check(
        game,
        "A",
        hand=["Writing"],
        board={
            "purple": ["Reformation"],
            "green": ["Sailing"],
            "red": ["Archery", "Oars"],
            "blue": ["Tools"],
        },
    )


# --- Fermenting: "Draw a {2} for every color on your board with one or more {leaf}."


def test_fermenting_counts_leaf_revealed_by_splay():
    game = start(
        player(
            "A",
            board={
                "yellow": ["Fermenting"],
                "green": ["Clothing"],
                "blue": {"cards": ["Writing", "Pottery"], "splay": "left"},
                "red": ["Archery"],
                "purple": ["Code of Laws", "Mysticism"],
            },
        ),
        player("B"),
        supply={"2": ["Calendar", "Mapmaking", "Philosophy", "Currency"]},
    )
    play(game, "dogma Fermenting")
    _answer_rest(game)
    done(game)
    # yellow, green, blue (Pottery's leaf shows) and purple (Code of Laws's leaf).
    check(
        game,
        "A",
        hand=["Calendar", "Mapmaking", "Philosophy", "Currency"],
        board={
            "yellow": ["Fermenting"],
            "green": ["Clothing"],
            "blue": {"cards": ["Writing", "Pottery"], "splay": "left"},
            "red": ["Archery"],
            "purple": ["Code of Laws", "Mysticism"],
        },
    )


def test_fermenting_covered_unsplayed_leaf_does_not_count():
    game = start(
        player("A", board={"yellow": ["Fermenting"], "blue": ["Writing", "Pottery"]}),
        player("B"),
        supply={"2": ["Calendar", "Mapmaking"]},
    )
    play(game, "dogma Fermenting")
    done(game)
    check(
        game,
        "A",
        hand=["Calendar"],
        board={"yellow": ["Fermenting"], "blue": ["Writing", "Pottery"]},
    )
    assert pile(game, 2)[0] == "Mapmaking"


# --- Paper: "You may splay your green or blue cards left." / "Draw a {4} for every
# color you have splayed left."


def test_paper_counts_every_left_splay_not_right():
    game = start(
        player(
            "A",
            board={
                "green": ["Paper", "Sailing"],
                "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                "red": {"cards": ["Archery", "Oars"], "splay": "right"},
            },
        ),
        player("B"),
        supply={"4": ["Anatomy", "Gunpowder", "Invention"]},
    )
    play(game, "dogma Paper", "yes")
    done(game)
    check(
        game,
        "A",
        hand=["Anatomy", "Gunpowder"],
        board={
            "green": {"cards": ["Paper", "Sailing"], "splay": "left"},
            "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
            "red": {"cards": ["Archery", "Oars"], "splay": "right"},
        },
    )
    assert pile(game, 4)[0] == "Invention"


# --- Invention: "You may splay right any one color of your cards currently splayed
# left. If you do, draw and score a {4}." / "If you have five colors splayed, each in
# any direction, claim the Wonder achievement."


def test_invention_resplay_scores_and_five_splayed_claims_wonder():
    board = {
        "green": {"cards": ["Invention", "Sailing"], "splay": "left"},
        "red": {"cards": ["Archery", "Oars"], "splay": "right"},
        "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "left"},
        "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "right"},
        "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
    }
    game = start(player("A", board=board), player("B"), supply={"4": ["Anatomy", "Gunpowder"]})
    play(game, "dogma Invention")
    p = game.pending
    assert "red" not in p.options and "purple" not in p.options, p
    play(game, "green")
    done(game)
    board["green"] = {"cards": ["Invention", "Sailing"], "splay": "right"}
    check(game, "A", board=board, score=["Anatomy"], achievements=["Wonder"])


def test_invention_four_splayed_no_wonder():
    board = {
        "green": {"cards": ["Invention", "Sailing"], "splay": "left"},
        "red": {"cards": ["Archery", "Oars"], "splay": "right"},
        "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "left"},
        "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "right"},
        "blue": ["Writing"],
    }
    game = start(player("A", board=board), player("B"), supply={"4": ["Anatomy", "Gunpowder"]})
    play(game, "dogma Invention", None)
    done(game)
    check(game, "A", board=board)
    assert specials(game) == ALL_SPECIALS
    assert pile(game, 4)[0] == "Anatomy"


# --- Translation: "You may meld all the cards in your score pile. If you meld one,
# you must meld them all." / "If each top card on your board has a {crown}, claim the
# World achievement."


def test_translation_melds_whole_score_pile_then_world():
    game = start(
        player("A", board={"blue": ["Translation"]}, score=["Sailing", "Code of Laws"]),
        player("B"),
    )
    play(game, "dogma Translation", "yes")
    _answer_rest(game)
    done(game)
    check(
        game,
        "A",
        board={"blue": ["Translation"], "green": ["Sailing"], "purple": ["Code of Laws"]},
        achievements=["World"],
    )


def test_translation_declined_top_card_without_crown_no_world():
    game = start(
        player("A", board={"blue": ["Translation"], "red": ["Archery"]}, score=["Sailing"]),
        player("B"),
    )
    play(game, "dogma Translation", "no")
    done(game)
    check(game, "A", board={"blue": ["Translation"], "red": ["Archery"]}, score=["Sailing"])
    assert specials(game) == ALL_SPECIALS


# --- Monotheism: "I demand you transfer a top card on your board of different color
# from any card on my board to my score pile! If you do, draw and tuck a {1}!" /
# "Draw and tuck a {1}."


def test_monotheism_demand_then_both_tuck():
    game = start(
        player("A", board={"purple": ["Monotheism"], "green": ["The Wheel"]}),
        player("B", board={"green": ["Sailing"], "red": ["Archery"]}),
        supply={"1": ["Pottery", "Agriculture", "Oars"]},
    )
    play(game, "dogma Monotheism")
    done(game)
    check(
        game,
        "A",
        board={"purple": ["Monotheism"], "green": ["The Wheel"], "yellow": ["Agriculture"]},
        score=["Archery"],
    )
    check(game, "B", board={"green": ["Sailing"], "blue": ["Pottery"]})
    assert pile(game, 1)[0] == "Oars"


def test_monotheism_only_matching_colours_nothing_transferred():
    game = start(
        player("A", board={"purple": ["Monotheism"], "green": ["The Wheel"]}),
        player("B", board={"green": ["Sailing"], "purple": ["Code of Laws"]}),
        supply={"1": ["Pottery", "Agriculture"]},
    )
    play(game, "dogma Monotheism")
    done(game)
    check(game, "A", board={"purple": ["Monotheism"], "green": ["The Wheel"], "blue": ["Pottery"]})
    check(game, "B", board={"green": ["Sailing"], "purple": ["Code of Laws"]})
    assert pile(game, 1)[0] == "Agriculture"


# --- Societies: "I demand you transfer a top card with a {lightbulb} higher than my top
# card of the same color from your board to my board! If you do, draw a {5}!"


def test_societies_equal_value_not_higher_absent_colour_is_zero():
    game = start(
        player("A", board={"purple": ["Societies"], "blue": ["Writing"]}),
        player("B", board={"blue": ["Tools"], "red": ["Archery"]}),
        supply={"5": ["Coal", "Banking"]},
    )
    play(game, "dogma Societies")
    done(game)
    check(game, "A", board={"purple": ["Societies"], "blue": ["Writing"], "red": ["Archery"]})
    check(game, "B", hand=["Coal"], board={"blue": ["Tools"]})
    assert pile(game, 5)[0] == "Banking"


# --- Enterprise: "I demand you transfer a top non-purple card with a {crown} from your
# board to my board! If you do, draw and meld a {4}!" / "You may splay your green
# cards right."


def test_enterprise_victim_draws_and_melds_a_4():
    game = start(
        player("A", board={"purple": ["Enterprise"]}),
        player("B", board={"red": ["Oars"], "yellow": ["Agriculture"]}),
        supply={"4": ["Anatomy", "Gunpowder"]},
    )
    play(game, "dogma Enterprise")
    done(game)
    check(game, "A", board={"purple": ["Enterprise"], "red": ["Oars"]})
    check(game, "B", board={"yellow": ["Anatomy", "Agriculture"]})
    assert pile(game, 4)[0] == "Gunpowder"


# --- Banking: "I demand you transfer a top non-green card with a {factory} from your
# board to my board. If you do, draw and score a {5}!" / "You may splay your green
# cards right."


def test_banking_green_factory_card_is_exempt():
    game = start(
        player("A", board={"green": ["Banking", "Sailing"]}),
        player("B", board={"red": ["Coal"], "green": ["Electricity"]}),
        supply={"5": ["Statistics", "Physics"]},
    )
    play(game, "dogma Banking", "yes")
    done(game)
    check(
        game,
        "A",
        board={"green": {"cards": ["Banking", "Sailing"], "splay": "right"}, "red": ["Coal"]},
    )
    check(game, "B", board={"green": ["Electricity"]}, score=["Statistics"])
    assert pile(game, 5)[0] == "Physics"


# --- Feudalism: "I demand you transfer a card with a {castle} from your hand to my
# hand! If you do, unsplay that color of your cards!" / "You may splay your yellow or
# purple cards left."


def test_feudalism_transfer_unsplays_that_colour():
    game = start(
        player("A", board={"purple": ["Feudalism"]}),
        player(
            "B",
            hand=["Archery", "Pottery"],
            board={"red": {"cards": ["Gunpowder", "Colonialism"], "splay": "right"}},
        ),
    )
    play(game, "dogma Feudalism")
    done(game)
    check(game, "A", hand=["Archery"], board={"purple": ["Feudalism"]})
    check(game, "B", hand=["Pottery"], board={"red": ["Gunpowder", "Colonialism"]})


# --- Compass: "I demand you transfer a top non-green card with a {leaf} from your board
# to my board, and then you transfer a top card without a {leaf} from my board to your
# board!"


def test_compass_both_halves():
    game = start(
        player("A", board={"green": ["Compass"], "red": ["Archery"]}),
        player("B", board={"yellow": ["Agriculture"], "green": ["Clothing"]}),
    )
    play(game, "dogma Compass")
    _answer_rest(game)
    done(game)
    check(game, "A", board={"green": ["Compass"], "yellow": ["Agriculture"]})
    check(game, "B", board={"green": ["Clothing"], "red": ["Archery"]})


# --- Machinery: "I demand you exchange all the cards in your hand with all the highest
# cards in my hand!" / "Score a card from your hand with a {castle}. You may splay
# your red cards left."


def test_machinery_exchange_then_score_a_castle_card_received():
    game = start(
        player("A", hand=["Optics", "Alchemy", "Oars"], board={"yellow": ["Machinery"]}),
        player("B", hand=["Sailing", "Archery"]),
    )
    play(game, "dogma Machinery")
    _answer_rest(game, lambda p: "Archery" if "Archery" in p.options else p.options[0])
    done(game)
    # A's castle cards after the exchange: Oars and Archery.
    check(game, "A", hand=["Oars", "Sailing"], board={"yellow": ["Machinery"]}, score=["Archery"])
    check(game, "B", hand=["Optics", "Alchemy"])


# --- Medicine: "I demand you exchange the highest card in your score pile with the
# lowest card in my score pile!"


def test_medicine_exchange_with_empty_score_pile():
    game = start(
        player("A", board={"yellow": ["Medicine"]}),
        player("B", score=["Calendar", "Coal"]),
    )
    play(game, "dogma Medicine")
    done(game)
    check(game, "A", board={"yellow": ["Medicine"]}, score=["Coal"])
    check(game, "B", score=["Calendar"])


def test_medicine_exchange_highest_for_lowest():
    game = start(
        player("A", board={"yellow": ["Medicine"]}, score=["Oars", "Optics"]),
        player("B", score=["Calendar", "Coal"]),
    )
    play(game, "dogma Medicine")
    done(game)
    check(game, "A", board={"yellow": ["Medicine"]}, score=["Optics", "Coal"])
    check(game, "B", score=["Calendar", "Oars"])


# --- Canal Building: "You may exchange all the highest cards in your hand with all the
# highest cards in your score pile."


def test_canal_building_exchanges_all_tied_highest():
    game = start(
        player(
            "A",
            hand=["Optics", "Alchemy", "Oars"],
            board={"yellow": ["Canal Building"]},
            score=["Calendar", "Mathematics", "Sailing"],
        ),
        player("B"),
    )
    play(game, "dogma Canal Building", "yes")
    done(game)
    check(
        game,
        "A",
        hand=["Oars", "Calendar", "Mathematics"],
        board={"yellow": ["Canal Building"]},
        score=["Sailing", "Optics", "Alchemy"],
    )


# --- Statistics: "I demand you transfer all the highest cards in your score pile to
# your hand!" / "You may splay your yellow cards right."


def test_statistics_all_tied_highest_to_hand():
    game = start(
        player("A", board={"yellow": ["Statistics"]}),
        player("B", score=["Calendar", "Mathematics", "Oars"]),
    )
    play(game, "dogma Statistics")
    done(game)
    check(game, "A", board={"yellow": ["Statistics"]})
    check(game, "B", hand=["Calendar", "Mathematics"], score=["Oars"])


# --- Measurement: "You may reveal and return a card from your hand. If you do, splay
# that color of your cards right, and draw a card of value equal to the number of
# cards of that color on your board."


def test_measurement_splays_and_draws_by_stack_size():
    game = start(
        player(
            "A",
            hand=["Archery", "Pottery"],
            board={"green": ["Measurement"], "red": ["Oars", "Metalworking", "Colonialism"]},
        ),
        player("B"),
        supply={"3": ["Optics", "Paper"]},
    )
    play(game, "dogma Measurement", "Archery")
    done(game)
    check(
        game,
        "A",
        hand=["Pottery", "Optics"],
        board={
            "green": ["Measurement"],
            "red": {"cards": ["Oars", "Metalworking", "Colonialism"], "splay": "right"},
        },
    )
    assert pile(game, 1)[-1] == "Archery"
    assert pile(game, 3)[0] == "Paper"


def test_measurement_colour_absent_draws_a_1():
    game = start(
        player("A", hand=["Agriculture"], board={"green": ["Measurement"]}),
        player("B"),
        supply={"1": ["Pottery", "Tools"]},
    )
    play(game, "dogma Measurement", "Agriculture")
    done(game)
    check(game, "A", hand=["Pottery"], board={"green": ["Measurement"]})
    assert pile(game, 1)[-1] == "Agriculture"


# --- Chemistry: "You may splay your blue cards right." / "Draw and score a card of
# value one higher than the highest top card on your board and then return a card
# from your score pile."


def test_chemistry_scores_one_higher_then_returns_a_score_card():
    game = start(
        player("A", board={"blue": ["Chemistry"], "red": ["Oars"]}, score=["Sailing"]),
        player("B"),
        supply={"6": ["Canning", "Democracy"]},
    )
    play(game, "dogma Chemistry")
    p = game.pending
    assert p.player == "A" and sorted(o for o in p.options if o) == ["Canning", "Sailing"], p
    play(game, "Sailing")
    done(game)
    check(game, "A", board={"blue": ["Chemistry"], "red": ["Oars"]}, score=["Canning"])
    assert pile(game, 1)[-1] == "Sailing"
    assert pile(game, 6)[0] == "Democracy"


# --- Coal: "Draw and tuck a {5}." / "You may splay your red cards right." / "You may
# score any one of your top cards. If you do, also score the card beneath it."


def test_coal_scores_top_card_and_the_one_beneath():
    game = start(
        player("A", board={"red": ["Coal", "Oars", "Archery"]}),
        player("B"),
        supply={"5": ["Statistics", "Physics"]},
    )
    play(game, "dogma Coal", "no", "Coal")
    done(game)
    check(game, "A", board={"red": ["Archery"], "yellow": ["Statistics"]}, score=["Coal", "Oars"])
    assert pile(game, 5)[0] == "Physics"


def test_coal_single_card_stack_scores_just_it():
    game = start(
        player("A", board={"red": ["Coal", "Oars"]}),
        player("B"),
        supply={"5": ["Statistics", "Physics"]},
    )
    play(game, "dogma Coal", "no", "Statistics")
    done(game)
    check(game, "A", board={"red": ["Coal", "Oars"]}, score=["Statistics"])


# --- Steam Engine: "Draw and tuck two {4}, then score your bottom yellow card."


def test_steam_engine_scores_itself_when_no_yellow_tucked():
    game = start(
        player("A", board={"yellow": ["Steam Engine"]}),
        player("B"),
        supply={"4": ["Gunpowder", "Invention", "Anatomy"]},
    )
    play(game, "dogma Steam Engine")
    done(game)
    check(game, "A", board={"red": ["Gunpowder"], "green": ["Invention"]}, score=["Steam Engine"])
    assert pile(game, 4)[0] == "Anatomy"


def test_steam_engine_scores_last_tucked_yellow():
    game = start(
        player("A", board={"yellow": ["Steam Engine"]}),
        player("B"),
        supply={"4": ["Anatomy", "Perspective", "Invention"]},
    )
    play(game, "dogma Steam Engine")
    done(game)
    check(game, "A", board={"yellow": ["Steam Engine", "Anatomy"]}, score=["Perspective"])


# --- Construction: "I demand you transfer two cards from your hand to my hand! Draw a
# {2}!" / "If you are the only player with five top cards, claim the Empire
# achievement."


FIVE = {
    "red": ["Construction"],
    "blue": ["Writing"],
    "green": ["Sailing"],
    "yellow": ["Agriculture"],
    "purple": ["Code of Laws"],
}


def test_construction_one_card_in_hand_then_draw_and_empire():
    game = start(
        player("A", board=FIVE),
        player("B", hand=["Pottery"]),
        supply={"2": ["Calendar", "Mapmaking"]},
    )
    play(game, "dogma Construction")
    done(game)
    check(game, "A", hand=["Pottery"], board=FIVE, achievements=["Empire"])
    check(game, "B", hand=["Calendar"])
    assert pile(game, 2)[0] == "Mapmaking"


def test_construction_opponent_with_five_top_cards_no_empire():
    other = {
        "red": ["Optics"],
        "blue": ["Tools"],
        "green": ["Paper"],
        "yellow": ["Canal Building"],
        "purple": ["Philosophy"],
    }
    game = start(
        player("A", board={**FIVE, "red": ["Construction", "Archery"]}),
        player("B", board=other),
        supply={"2": ["Calendar"]},
    )
    play(game, "dogma Construction")
    done(game)
    assert specials(game) == ALL_SPECIALS
    check(game, "B", hand=["Calendar"], board=other)


# --- Mathematics: "You may return a card from your hand. If you do, draw and meld a
# card of value one higher than the card you returned."


def test_mathematics_return_1_melds_a_2():
    game = start(
        player("A", hand=["Oars"], board={"blue": ["Mathematics"]}),
        player("B"),
        supply={"2": ["Fermenting", "Calendar"]},
    )
    play(game, "dogma Mathematics", "Oars")
    done(game)
    check(game, "A", board={"blue": ["Mathematics"], "yellow": ["Fermenting"]})
    assert pile(game, 1)[-1] == "Oars"


# --- Agriculture: "You may return a card from your hand. If you do, draw and score a
# card of value one higher than the card you returned."


def test_agriculture_declined_nothing_scored():
    game = start(
        player("A", hand=["Calendar"], board={"yellow": ["Agriculture"]}),
        player("B"),
        supply={"3": ["Optics"]},
    )
    play(game, "dogma Agriculture", None)
    done(game)
    check(game, "A", hand=["Calendar"], board={"yellow": ["Agriculture"]})
    assert pile(game, 3)[0] == "Optics"


def test_agriculture_return_2_scores_a_3():
    game = start(
        player("A", hand=["Calendar"], board={"yellow": ["Agriculture"]}),
        player("B"),
        supply={"3": ["Optics", "Paper"]},
    )
    play(game, "dogma Agriculture", "Calendar")
    done(game)
    check(game, "A", board={"yellow": ["Agriculture"]}, score=["Optics"])
    assert pile(game, 2)[-1] == "Calendar"


# --- Code of Laws: "You may tuck a card from your hand of the same color as any card
# on your board. If you do, you may splay that color of your cards left."


def test_code_of_laws_tuck_then_splay_left():
    game = start(
        player(
            "A", hand=["Oars", "Pottery"], board={"purple": ["Code of Laws"], "red": ["Archery"]}
        ),
        player("B"),
    )
    play(game, "dogma Code of Laws")
    p = game.pending
    assert "Pottery" not in p.options, p
    play(game, "Oars", "yes")
    done(game)
    check(
        game,
        "A",
        hand=["Pottery"],
        board={
            "purple": ["Code of Laws"],
            "red": {"cards": ["Archery", "Oars"], "splay": "left"},
        },
    )


# --- Domestication: "Meld the lowest card in your hand. Draw a {1}."


def test_domestication_empty_hand_still_draws():
    game = start(
        player("A", board={"yellow": ["Domestication"]}),
        player("B"),
        supply={"1": ["Pottery", "Tools"]},
    )
    play(game, "dogma Domestication")
    done(game)
    check(game, "A", hand=["Pottery"], board={"yellow": ["Domestication"]})


def test_domestication_tie_for_lowest_is_a_choice():
    game = start(
        player("A", hand=["Oars", "Sailing", "Calendar"], board={"yellow": ["Domestication"]}),
        player("B"),
        supply={"1": ["Pottery", "Tools"]},
    )
    play(game, "dogma Domestication")
    p = game.pending
    assert sorted(p.options) == ["Oars", "Sailing"], p
    play(game, "Sailing")
    done(game)
    check(
        game,
        "A",
        hand=["Oars", "Calendar", "Pottery"],
        board={"yellow": ["Domestication"], "green": ["Sailing"]},
    )


# --- Archery: "I demand you draw a {1}, then transfer the highest card in your hand to
# my hand!"


def test_archery_victim_gives_highest_after_drawing():
    game = start(
        player("A", board={"red": ["Archery"]}),
        player("B", hand=["Calendar", "Oars"]),
        supply={"1": ["Pottery", "Tools"]},
    )
    play(game, "dogma Archery")
    done(game)
    check(game, "A", hand=["Calendar"], board={"red": ["Archery"]})
    check(game, "B", hand=["Oars", "Pottery"])


def test_archery_empty_hand_drawn_card_is_the_highest():
    game = start(
        player("A", board={"red": ["Archery"]}),
        player("B"),
        supply={"1": ["Pottery", "Tools"]},
    )
    play(game, "dogma Archery")
    done(game)
    check(game, "A", hand=["Pottery"], board={"red": ["Archery"]})
    check(game, "B")


# --- Engineering: "I demand you transfer all top cards with a {castle} from your board
# to my score pile!" / "You may splay your red cards left."


def test_engineering_all_castle_tops_not_the_uncovered():
    game = start(
        player("A", board={"red": ["Engineering", "Archery"], "green": ["The Wheel"]}),
        player("B", board={"green": ["Sailing"], "yellow": ["Domestication", "Masonry"]}),
    )
    play(game, "dogma Engineering")
    _answer_rest(game, lambda p: "no" if "no" in p.options else p.options[0])
    done(game)
    # Sailing has no castle; Domestication goes; Masonry, uncovered, stays.
    check(
        game,
        "A",
        board={"red": ["Engineering", "Archery"], "green": ["The Wheel"]},
        score=["Domestication"],
    )
    check(game, "B", board={"green": ["Sailing"], "yellow": ["Masonry"]})


# --- Navigation: "I demand you transfer a {2} or {3} from your score pile, if it has
# any, to my score pile!"


def test_navigation_only_a_2_or_3_moves():
    game = start(
        player("A", board={"green": ["Navigation"]}),
        player("B", score=["Oars", "Anatomy", "Optics"]),
    )
    play(game, "dogma Navigation")
    done(game)
    check(game, "A", board={"green": ["Navigation"]}, score=["Optics"])
    check(game, "B", score=["Oars", "Anatomy"])


# --- Philosophy: "You may splay left any one color of your cards." / "You may score a
# card from your hand."


def test_philosophy_splay_and_score():
    game = start(
        player(
            "A", hand=["Oars"], board={"purple": ["Philosophy", "Mysticism"], "red": ["Archery"]}
        ),
        player("B"),
    )
    play(game, "dogma Philosophy", "yes", "Oars")
    done(game)
    check(
        game,
        "A",
        board={
            "purple": {"cards": ["Philosophy", "Mysticism"], "splay": "left"},
            "red": ["Archery"],
        },
        score=["Oars"],
    )


# --- Experimentation: "Draw and meld a {5}."; Sailing: "Draw and meld a {1}."; The
# Wheel: "Draw two {1}."; Writing: "Draw a {2}."


def test_experimentation_empty_5_pile_melds_a_6():
    game = start(
        player("A", board={"blue": ["Experimentation"]}),
        player("B"),
        supply={"6": ["Canning", "Democracy"]},
        removed=["Chemistry", "Physics", "Coal", "The Pirate Code", "Banking"]
        + ["Measurement", "Statistics", "Steam Engine", "Astronomy", "Societies"],
    )
    play(game, "dogma Experimentation")
    done(game)
    check(game, "A", board={"blue": ["Experimentation"], "yellow": ["Canning"]})


def test_sailing_sharer_melds_first():
    game = start(
        player("A", board={"green": ["Sailing"]}),
        player("B", board={"purple": ["Code of Laws"]}),
        supply={"1": ["Pottery", "Oars", "Tools"]},
    )
    play(game, "dogma Sailing")
    done(game)
    # B shares first (Pottery), then A (Oars), then A's sharing draw (a 1).
    check(game, "A", hand=["Tools"], board={"green": ["Sailing"], "red": ["Oars"]})
    check(game, "B", board={"purple": ["Code of Laws"], "blue": ["Pottery"]})


def test_the_wheel_draws_two():
    game = start(
        player("A", board={"green": ["The Wheel"]}),
        player("B"),
        supply={"1": ["Pottery", "Oars", "Tools"]},
    )
    play(game, "dogma The Wheel")
    done(game)
    check(game, "A", hand=["Pottery", "Oars"], board={"green": ["The Wheel"]})
    assert pile(game, 1)[0] == "Tools"


def test_writing_draws_a_2():
    game = start(
        player("A", board={"blue": ["Writing"]}),
        player("B"),
        supply={"2": ["Calendar", "Mapmaking"]},
    )
    play(game, "dogma Writing")
    done(game)
    check(game, "A", hand=["Calendar"], board={"blue": ["Writing"]})
    assert pile(game, 2)[0] == "Mapmaking"


# --- Second scenarios: edge cases of the same texts.


def test_metalworking_six_scored_claims_monument_mid_effect():
    game = start(
        player("A", board={"red": ["Metalworking"]}),
        player("B"),
        supply={
            "1": ["Archery", "Oars", "The Wheel", "Domestication", "Masonry", "Mysticism"]
            + ["Pottery", "Writing"]
        },
    )
    play(game, "dogma Metalworking")
    done(game)
    check(
        game,
        "A",
        hand=["Pottery"],
        board={"red": ["Metalworking"]},
        score=["Archery", "Oars", "The Wheel", "Domestication", "Masonry", "Mysticism"],
        achievements=["Monument"],
    )
    assert pile(game, 1)[0] == "Writing"


def test_mathematics_returned_10_draws_an_11_and_ends_the_game():
    game = start(
        player("A", hand=["A.I."], board={"blue": ["Mathematics"]}, score=["Coal"]),
        player("B", score=["Tools", "Writing"]),
    )
    play(game, "dogma Mathematics", "A.I.")
    assert game.pending is None
    assert game.result.winners == ["A"] and game.result.reason == "score"
    check(game, "A", board={"blue": ["Mathematics"]}, score=["Coal"])
    assert pile(game, 10)[-1] == "A.I."


def test_education_remaining_10_draws_a_12_and_ends_the_game():
    game = start(
        player("A", board={"purple": ["Education"]}, score=["A.I.", "Robotics"]),
        player("B", score=["Coal", "Physics", "Banking"]),
    )
    play(game, "dogma Education")
    p = game.pending
    play(game, "yes" if p.kind == "yes_no" else p.options[0])
    while game.pending is not None and game.pending.kind != "action":
        play(game, game.pending.options[0])
    assert game.pending is None
    # A keeps one 10 (10 points) against B's 15.
    assert game.result.winners == ["B"] and game.result.reason == "score"
    (a,) = [p for p in game.to_position()["players"] if p["name"] == "A"]
    assert len(a["score"]) == 1 and a["hand"] == []


def test_physics_hand_card_of_a_drawn_colour_does_not_count():
    game = start(
        player("A", hand=["Pottery"], board={"blue": ["Physics"]}),
        player("B"),
        supply={"6": ["Atomic Theory", "Canning", "Democracy", "Encyclopedia"]},
    )
    play(game, "dogma Physics")
    done(game)
    check(
        game,
        "A",
        hand=["Pottery", "Atomic Theory", "Canning", "Democracy"],
        board={"blue": ["Physics"]},
    )


def test_clothing_sharer_counts_against_its_own_opponents():
    game = start(
        player("A", board={"green": ["Clothing"], "red": ["Archery"]}),
        player("B", board={"yellow": ["Agriculture"], "red": ["Oars"], "blue": ["Tools"]}),
        supply={"1": ["Writing", "Sailing", "Pottery", "Mysticism"]},
    )
    play(game, "dogma Clothing")
    done(game)
    # B (3 leaves, A has 2) shares: nothing of a new colour to meld; yellow and blue
    # are on no board of B's opponent A: two 1s.  Then A: green only (red is B's): one
    # 1.  B's change gives A a free Draw (a 1).
    check(
        game,
        "B",
        board={"yellow": ["Agriculture"], "red": ["Oars"], "blue": ["Tools"]},
        score=["Writing", "Sailing"],
    )
    check(
        game,
        "A",
        hand=["Mysticism"],
        board={"green": ["Clothing"], "red": ["Archery"]},
        score=["Pottery"],
    )


def test_pirate_code_sharer_scores_its_lowest_crown_top_card_too():
    game = start(
        player("A", board={"red": ["The Pirate Code"], "green": ["Sailing"]}),
        player("B", score=["Calendar", "Oars", "Tools"]),
        player("C", board={"purple": ["Enterprise"], "blue": ["Writing"]}),
        supply={"5": ["Coal", "Banking"]},
    )
    play(game, "dogma The Pirate Code")
    p = game.pending
    assert p.player == "B", p
    play(game, ["Calendar", "Oars"] if p.kind == "choose_cards" else "Calendar")
    while game.pending.kind != "action":
        play(game, "Oars" if "Oars" in game.pending.options else game.pending.options[0])
    done(game)
    check(game, "B", score=["Tools"])
    # C (4 crowns, A 4) shares: scores Writing (1) rather than Enterprise (4); A
    # scores Sailing; A draws a 5 for C's change.
    check(game, "C", board={"purple": ["Enterprise"]}, score=["Writing"])
    check(
        game,
        "A",
        hand=["Coal"],
        board={"red": ["The Pirate Code"]},
        score=["Calendar", "Oars", "Sailing"],
    )


def test_mapmaking_sharer_scores_a_1_when_the_demand_transferred():
    game = start(
        player("A", board={"green": ["Mapmaking"]}),
        player("B", score=["Oars"]),
        player("C", board={"purple": ["Code of Laws"]}),
        supply={"1": ["Pottery", "Tools", "Writing"], "2": ["Calendar"]},
    )
    play(game, "dogma Mapmaking")
    done(game)
    check(game, "B")
    check(game, "C", board={"purple": ["Code of Laws"]}, score=["Pottery"])
    check(game, "A", hand=["Calendar"], board={"green": ["Mapmaking"]}, score=["Oars", "Tools"])


def test_oars_sharer_does_not_draw_when_the_demand_transferred():
    game = start(
        player("A", board={"red": ["Oars"]}),
        player("B", hand=["Sailing"]),
        player("C", board={"red": ["Archery"]}),
        supply={"1": ["Agriculture", "Pottery", "Tools"]},
    )
    play(game, "dogma Oars")
    done(game)
    check(game, "A", board={"red": ["Oars"]}, score=["Sailing"])
    check(game, "B", hand=["Agriculture"])
    check(game, "C", board={"red": ["Archery"]})
    assert pile(game, 1)[0] == "Pottery"


def test_printing_press_two_above_top_purple():
    game = start(
        player("A", board={"blue": ["Printing Press"], "purple": ["Mysticism"]}, score=["Oars"]),
        player("B"),
        supply={"3": ["Optics", "Paper"]},
    )
    play(game, "dogma Printing Press", "Oars")
    done(game)
    check(game, "A", hand=["Optics"], board={"blue": ["Printing Press"], "purple": ["Mysticism"]})


def test_construction_victim_chooses_two_of_three_and_draws():
    game = start(
        player("A", board={"red": ["Construction"]}),
        player("B", hand=["Oars", "Tools", "Writing"]),
        supply={"2": ["Calendar", "Mapmaking"]},
    )
    play(game, "dogma Construction")
    p = game.pending
    assert p.player == "B", p
    play(game, ["Oars", "Writing"] if p.kind == "choose_cards" else "Oars")
    if game.pending.kind != "action":
        play(game, "Writing")
    done(game)
    check(game, "A", hand=["Oars", "Writing"], board={"red": ["Construction"]})
    check(game, "B", hand=["Tools", "Calendar"])
    assert specials(game) == ALL_SPECIALS


def test_anatomy_no_top_card_of_that_value_only_the_score_card_returns():
    game = start(
        player("A", board={"yellow": ["Anatomy"]}),
        player("B", board={"blue": ["Mathematics"]}, score=["Oars"]),
    )
    play(game, "dogma Anatomy")
    done(game)
    check(game, "A", board={"yellow": ["Anatomy"]})
    check(game, "B", board={"blue": ["Mathematics"]})
    assert pile(game, 1)[-1] == "Oars"


def test_enterprise_purple_crown_card_is_exempt():
    game = start(
        player("A", board={"purple": ["Enterprise"]}),
        player("B", board={"purple": ["City States"], "red": ["Archery"]}),
        supply={"4": ["Anatomy"]},
    )
    play(game, "dogma Enterprise")
    done(game)
    check(game, "A", board={"purple": ["Enterprise"]})
    check(game, "B", board={"purple": ["City States"], "red": ["Archery"]})
    assert pile(game, 4)[0] == "Anatomy"


def test_masonry_monument_held_by_opponent_not_claimed():
    game = start(
        player(
            "A",
            hand=["Archery", "The Wheel", "Mysticism", "Metalworking"],
            board={"yellow": ["Masonry"]},
        ),
        player("B", achievements=["Monument"]),
    )
    play(game, "dogma Masonry", ["Archery", "The Wheel", "Mysticism", "Metalworking"])
    done(game)
    (a,) = [p for p in game.to_position()["players"] if p["name"] == "A"]
    assert a["achievements"] == []
    check(game, "B", achievements=["Monument"])


def test_astronomy_empty_6_pile_draws_7s():
    sixes = ["Atomic Theory", "Encyclopedia", "Industrialization", "Machine Tools"]
    sixes += [
        "Classification",
        "Metric System",
        "Canning",
        "Vaccination",
        "Democracy",
        "Emancipation",
    ]
    game = start(
        player("A", board={"purple": ["Astronomy"]}),
        player("B"),
        supply={"7": ["Bicycle", "Evolution", "Lighting", "Railroad"]},
        removed=sixes,
    )
    play(game, "dogma Astronomy")
    done(game)
    # Bicycle (green) and Evolution (blue) melded, Lighting (purple) kept; tops
    # green 7 and blue 7 are 6 or higher: Universe.
    check(
        game,
        "A",
        hand=["Lighting"],
        board={"purple": ["Astronomy"], "green": ["Bicycle"], "blue": ["Evolution"]},
        achievements=["Universe"],
    )


def test_archery_tie_for_highest_victim_chooses():
    game = start(
        player("A", board={"red": ["Archery"]}),
        player("B", hand=["Calendar", "Mathematics"]),
        supply={"1": ["Pottery"]},
    )
    play(game, "dogma Archery")
    p = game.pending
    assert p.player == "B" and sorted(p.options) == ["Calendar", "Mathematics"], p
    play(game, "Mathematics")
    done(game)
    check(game, "A", hand=["Mathematics"], board={"red": ["Archery"]})
    check(game, "B", hand=["Calendar", "Pottery"])


def test_archery_two_victims_in_clockwise_order():
    game = start(
        player("A", board={"red": ["Archery"]}),
        player("B"),
        player("C"),
        supply={"1": ["Pottery", "Tools"], "2": ["Calendar"]},
    )
    play(game, "dogma Archery")
    done(game)
    check(game, "A", hand=["Pottery", "Tools"], board={"red": ["Archery"]})
    check(game, "B")
    check(game, "C")


def test_perspective_two_lightbulbs_score_one():
    game = start(
        player("A", hand=["Agriculture", "Oars"], board={"yellow": ["Perspective"]}),
        player("B"),
    )
    play(game, "dogma Perspective", "Agriculture")
    while game.pending.kind != "action":
        play(game, "Oars")
    done(game)
    check(game, "A", board={"yellow": ["Perspective"]}, score=["Oars"])


def test_reformation_splay_purple_right():
    game = start(
        player("A", board={"purple": ["Reformation", "Mysticism"], "yellow": ["Agriculture"]}),
        player("B"),
    )
    play(game, "dogma Reformation")
    while game.pending.kind != "action":
        p = game.pending
        play(game, "purple" if "purple" in p.options else ("yes" if "yes" in p.options else None))
    done(game)
    check(
        game,
        "A",
        board={
            "purple": {"cards": ["Reformation", "Mysticism"], "splay": "right"},
            "yellow": ["Agriculture"],
        },
    )


def test_gunpowder_nothing_transferred_sharer_scores_nothing():
    game = start(
        player("A", board={"red": ["Gunpowder"]}),
        player("B", board={"blue": ["Writing"]}),
        player("C", board={"red": ["Colonialism"]}),
        supply={"2": ["Calendar"], "4": ["Anatomy"]},
    )
    play(game, "dogma Gunpowder")
    done(game)
    check(game, "A", board={"red": ["Gunpowder"]})
    check(game, "B", board={"blue": ["Writing"]})
    check(game, "C", board={"red": ["Colonialism"]})
    assert pile(game, 2)[0] == "Calendar"


def test_chemistry_top_10_scores_an_11_ending_the_game():
    game = start(
        player("A", board={"blue": ["Chemistry"], "red": ["Robotics"]}, score=["Oars"]),
        player("B", score=["Tools"]),
    )
    play(game, "dogma Chemistry")
    assert game.pending is None
    # tie on score (1 each) and on achievements (0 each): a draw.
    assert sorted(game.result.winners) == ["A", "B"] and game.result.reason == "score"
    check(game, "A", board={"blue": ["Chemistry"], "red": ["Robotics"]}, score=["Oars"])


def test_sailing_four_players_sharers_clockwise_then_owner():
    game = start(
        player("A", board={"green": ["Sailing"]}),
        player("B", board={"purple": ["Code of Laws"]}),
        player("C"),
        player("D", board={"purple": ["City States"]}),
        supply={"1": ["Pottery", "Oars", "Tools", "Writing"]},
    )
    play(game, "dogma Sailing")
    done(game)
    check(game, "B", board={"purple": ["Code of Laws"], "blue": ["Pottery"]})
    check(game, "C")
    check(game, "D", board={"purple": ["City States"], "red": ["Oars"]})
    check(game, "A", hand=["Writing"], board={"green": ["Sailing"], "blue": ["Tools"]})


def test_metalworking_sharer_scoring_six_claims_monument():
    castles = ["Archery", "Oars", "The Wheel", "Domestication", "Masonry", "Mysticism"]
    game = start(
        player("A", board={"red": ["Metalworking"]}),
        player("B", board={"purple": ["Mysticism"]}),
        supply={
            "1": [c for c in castles if c != "Mysticism"]
            + ["Tools", "Pottery", "Writing", "Sailing"]
        },
    )
    play(game, "dogma Metalworking")
    done(game)
    # B shares first: Archery, Oars, The Wheel, Domestication, Masonry, Tools (a
    # castle, bottom right): six scored, Monument; then Pottery kept.  A: Writing
    # kept.  A's free Draw: Sailing.
    check(
        game,
        "B",
        hand=["Pottery"],
        board={"purple": ["Mysticism"]},
        score=["Archery", "Oars", "The Wheel", "Domestication", "Masonry", "Tools"],
        achievements=["Monument"],
    )
    check(game, "A", hand=["Writing", "Sailing"], board={"red": ["Metalworking"]})


def test_masonry_only_castle_cards_offered_and_sharer_without_meld_gives_no_draw():
    game = start(
        player("A", hand=["Archery", "Agriculture"], board={"yellow": ["Masonry"]}),
        player("B", hand=["Pottery"], board={"green": ["The Wheel"]}),
        supply={"1": ["Tools"]},
    )
    play(game, "dogma Masonry")
    p = game.pending
    if p.player == "B":
        assert p.options in ([], [None]) or "Pottery" not in p.options, p
        play(game, [] if p.kind == "choose_cards" else None)
        p = game.pending
    assert p.player == "A" and "Agriculture" not in p.options, p
    play(game, ["Archery"])
    done(game)
    check(game, "A", hand=["Agriculture"], board={"yellow": ["Masonry"], "red": ["Archery"]})
    check(game, "B", hand=["Pottery"], board={"green": ["The Wheel"]})
    assert pile(game, 1)[0] == "Tools"


def test_road_building_other_player_without_green_gives_nothing_back():
    game = start(
        player("A", hand=["Archery", "Sailing"], board={"red": ["Road Building"]}),
        player("B", board={"blue": ["Writing"]}),
    )
    play(game, "dogma Road Building", ["Sailing", "Archery"])
    while game.pending.kind != "action":
        p = game.pending
        play(game, "yes" if p.kind == "yes_no" else ("B" if "B" in p.options else p.options[0]))
    done(game)
    check(game, "A", board={"red": ["Road Building"], "green": ["Sailing"]})
    check(game, "B", board={"blue": ["Writing"], "red": ["Archery"]})


def test_coal_scoring_two_counts_toward_monument():
    # four cards scored earlier this turn ("scored": 4); Coal scores two more.
    position = {
        "players": [
            {
                "name": "A",
                "board": {"red": ["Coal", "Oars", "Archery"]},
                "scored": 4,
            },
            {"name": "B"},
        ],
        "achievements": [],
        "supply": {"5": ["Statistics", "Physics"]},
        "seed": 11,
    }
    game = inno.Game.from_position(position)
    play(game, "dogma Coal", "no", "Coal")
    done(game)
    check(
        game,
        "A",
        board={"red": ["Archery"], "yellow": ["Statistics"]},
        score=["Coal", "Oars"],
        achievements=["Monument"],
    )


def test_education_only_the_highest_cards_are_offered():
    game = start(
        player("A", board={"purple": ["Education"]}, score=["Calendar", "Mathematics", "Oars"]),
        player("B"),
        supply={"4": ["Anatomy"]},
    )
    play(game, "dogma Education")
    p = game.pending
    if p.kind == "yes_no":
        play(game, "yes")
        p = game.pending
    assert "Oars" not in p.options, p


def test_currency_cards_of_one_value_score_a_single_2():
    game = start(
        player("A", hand=["Agriculture", "Oars", "Tools"], board={"green": ["Currency"]}),
        player("B"),
        supply={"2": ["Mapmaking", "Fermenting"]},
    )
    play(game, "dogma Currency", ["Agriculture", "Oars", "Tools"])
    _answer_rest(game)
    done(game)
    check(game, "A", board={"green": ["Currency"]}, score=["Mapmaking"])
    assert pile(game, 2)[0] == "Fermenting"


def test_pottery_three_returned_scores_a_3():
    game = start(
        player("A", hand=["Tools", "Oars", "Archery", "Sailing"], board={"blue": ["Pottery"]}),
        player("B"),
        supply={"1": ["Writing"], "3": ["Optics", "Paper"]},
    )
    p = (play(game, "dogma Pottery"), game.pending)[1]
    assert p.max == 3, p
    play(game, ["Tools", "Oars", "Archery"])
    done(game)
    check(game, "A", hand=["Sailing", "Writing"], board={"blue": ["Pottery"]}, score=["Optics"])


def test_canal_building_empty_score_pile_hand_highest_move_to_score():
    game = start(
        player("A", hand=["Optics", "Oars"], board={"yellow": ["Canal Building"]}),
        player("B"),
    )
    play(game, "dogma Canal Building", "yes")
    done(game)
    check(game, "A", hand=["Oars"], board={"yellow": ["Canal Building"]}, score=["Optics"])


def test_compass_no_leaf_card_to_give_second_half_still_happens():
    game = start(
        player("A", board={"green": ["Compass"], "red": ["Archery"]}),
        player("B", board={"green": ["Clothing"], "blue": ["Tools"]}),
    )
    play(game, "dogma Compass")
    _answer_rest(game)
    done(game)
    check(game, "A", board={"green": ["Compass"]})
    check(game, "B", board={"green": ["Clothing"], "blue": ["Tools"], "red": ["Archery"]})


def test_measurement_one_card_colour_draws_a_1():
    game = start(
        player("A", hand=["Archery"], board={"green": ["Measurement"], "red": ["Oars"]}),
        player("B"),
        supply={"1": ["Pottery"]},
    )
    play(game, "dogma Measurement", "Archery")
    done(game)
    check(game, "A", hand=["Pottery"], board={"green": ["Measurement"], "red": ["Oars"]})


def test_banking_no_factory_card_nothing_drawn():
    game = start(
        player("A", board={"green": ["Banking"]}),
        player("B", board={"red": ["Archery"]}),
        supply={"5": ["Statistics"]},
    )
    play(game, "dogma Banking")
    done(game)
    check(game, "A", board={"green": ["Banking"]})
    check(game, "B", board={"red": ["Archery"]})
    assert pile(game, 5)[0] == "Statistics"


def test_navigation_victim_chooses_between_2_and_3():
    game = start(
        player("A", board={"green": ["Navigation"]}),
        player("B", score=["Calendar", "Optics", "Oars"]),
    )
    play(game, "dogma Navigation")
    p = game.pending
    assert p.player == "B" and sorted(p.options) == ["Calendar", "Optics"], p
    play(game, "Calendar")
    done(game)
    check(game, "A", board={"green": ["Navigation"]}, score=["Calendar"])
    check(game, "B", score=["Optics", "Oars"])


def test_feudalism_no_castle_card_splay_stays():
    game = start(
        player("A", board={"purple": ["Feudalism"]}),
        player(
            "B",
            hand=["Pottery"],
            board={"red": {"cards": ["Gunpowder", "Colonialism"], "splay": "right"}},
        ),
    )
    play(game, "dogma Feudalism")
    done(game)
    check(game, "A", board={"purple": ["Feudalism"]})
    check(
        game,
        "B",
        hand=["Pottery"],
        board={"red": {"cards": ["Gunpowder", "Colonialism"], "splay": "right"}},
    )


def test_medicine_victim_tie_for_highest_is_chosen():
    game = start(
        player("A", board={"yellow": ["Medicine"]}, score=["Oars"]),
        player("B", score=["Calendar", "Mathematics"]),
    )
    play(game, "dogma Medicine")
    p = game.pending
    assert p.player == "B" and sorted(p.options) == ["Calendar", "Mathematics"], p
    play(game, "Mathematics")
    done(game)
    check(game, "A", board={"yellow": ["Medicine"]}, score=["Mathematics"])
    check(game, "B", score=["Calendar", "Oars"])


def test_code_of_laws_already_splayed_left_not_asked_again():
    game = start(
        player(
            "A",
            hand=["Oars"],
            board={
                "purple": ["Code of Laws"],
                "red": {"cards": ["Archery", "Metalworking"], "splay": "left"},
            },
        ),
        player("B"),
    )
    play(game, "dogma Code of Laws", "Oars")
    done(game)
    check(
        game,
        "A",
        board={
            "purple": ["Code of Laws"],
            "red": {"cards": ["Archery", "Metalworking", "Oars"], "splay": "left"},
        },
    )


def test_oars_repeat_draw_skips_an_empty_1_pile():
    ones = [c for c in AGES[1] if c not in ("Oars", "Sailing", "City States")]
    game = start(
        player("A", board={"red": ["Oars"]}),
        player("B", hand=["Sailing"]),
        supply={"1": ["City States"], "2": ["Mapmaking", "Calendar", "Fermenting"]},
        removed=ones,
    )
    play(game, "dogma Oars")
    done(game)
    # Sailing goes, B draws City States (crown): it goes, B draws a 2 (Mapmaking,
    # crown): it goes too, B draws Calendar (no crown).
    check(game, "A", board={"red": ["Oars"]}, score=["Sailing", "City States", "Mapmaking"])
    check(game, "B", hand=["Calendar"])
    assert pile(game, 2)[0] == "Fermenting"


def test_societies_higher_card_lands_on_my_stack():
    game = start(
        player("A", board={"purple": ["Societies"], "blue": ["Writing"]}),
        player("B", board={"blue": ["Mathematics"]}),
        supply={"5": ["Coal"]},
    )
    play(game, "dogma Societies")
    done(game)
    check(game, "A", board={"purple": ["Societies"], "blue": ["Mathematics", "Writing"]})
    check(game, "B", hand=["Coal"])
