"""Special achievements, winning and the team game.

"Special achievements can be claimed at any time, even in the middle of an effect,
or during another player's turn. If you meet the conditions for one of them, take it
immediately. ... once a special achievement is claimed by a player, it is no longer
available for others to claim. In the rare case that two players simultaneously
become eligible to claim a special achievement, the tie is broken in turn order going
clockwise, with the current player winning ties."
"""

import pytest
from helpers import AGE, achievements, act, board, expect, hand, icons, score_pile, setup, supply

import inno

# Standard achievement cards to hand out as already claimed.
HELD = ["Calendar", "Optics", "Invention", "Statistics", "Canning", "Lighting", "Flight"]


def specials(game) -> list[str]:
    return sorted(game.to_position()["special_achievements"])


def log_types(game) -> list[tuple]:
    return [(e["type"], e.get("player"), e.get("card")) for e in game.log]


# -- Monument: tuck six or score six cards during a single turn -----------------------

# Five colours, none on Bob's board: Clothing's second effect scores five 1s.
CLOTHING_BOARD = {
    "green": ["Clothing"],
    "red": ["Archery"],
    "blue": ["Writing"],
    "purple": ["Mysticism"],
    "yellow": ["Agriculture"],
}
ONES = ["Oars", "Tools", "Sailing", "The Wheel", "Metalworking", "Code of Laws", "City States"]


def test_monument_score_six_in_one_turn_over_two_actions():
    game = setup(
        {"Alice": {"board": CLOTHING_BOARD, "hand": ["Pottery"]}, "Bob": {}},
        supply={"1": ONES, "2": ["Calendar"]},
    )
    act(game, "dogma Clothing")
    assert len(score_pile(game, "Alice")) == 5
    assert achievements(game, "Alice") == []
    # Agriculture: return Pottery, draw and score a 2: the sixth card scored.
    act(game, "dogma Agriculture", "Pottery")
    assert "Calendar" in score_pile(game, "Alice")
    assert achievements(game, "Alice") == ["Monument"]
    assert "Monument" not in specials(game)
    assert game.view("Bob")["players"][0]["achievements"] == [{"name": "Monument"}]
    expect(game, "Bob", "action")


def test_monument_counters_reset_each_turn():
    game = setup(
        {"Alice": {"board": CLOTHING_BOARD, "hand": ["Pottery"]}, "Bob": {}},
        actions=1,
        supply={"1": ONES, "2": ["Calendar"]},
    )
    act(game, "dogma Clothing")
    expect(game, "Bob", "action")
    act(game, "draw", "draw")
    act(game, "dogma Agriculture", "Pottery")
    assert len(score_pile(game, "Alice")) == 6
    assert achievements(game, "Alice") == []
    assert "Monument" in specials(game)


def test_monument_tuck_six_is_claimed_in_the_middle_of_the_effect():
    # Suburbia: "You may tuck any number of cards from your hand. Draw and score a 1
    # for each card you tucked."  Monument comes with the sixth tuck, before the scoring.
    tucked = ["Archery", "Writing", "Sailing", "Mysticism", "Oars", "Tools"]
    game = setup(
        {"Alice": {"board": {"yellow": ["Suburbia"]}, "hand": tucked}, "Bob": {}},
        supply={
            "1": [
                "Pottery",
                "The Wheel",
                "Metalworking",
                "Clothing",
                "Agriculture",
                "Domestication",
            ]
        },
    )
    act(game, "dogma Suburbia", tucked)
    assert achievements(game, "Alice") == ["Monument"]
    assert board(game, "Alice", "red") == ["Archery", "Oars"]
    assert len(score_pile(game, "Alice")) == 6
    events = log_types(game)
    claim = events.index(("achieve", "Alice", "Monument"))
    tucks = [i for i, e in enumerate(events) if e[0] == "tuck"]
    scores = [i for i, e in enumerate(events) if e[0] == "score"]
    assert len(tucks) == 6 and len(scores) == 6
    assert tucks[-1] < claim < scores[0]


def test_monument_five_tucks_are_not_enough():
    tucked = ["Archery", "Writing", "Sailing", "Mysticism", "Oars"]
    game = setup(
        {"Alice": {"board": {"yellow": ["Suburbia"]}, "hand": tucked}, "Bob": {}},
        supply={"1": ["Pottery", "The Wheel", "Metalworking", "Clothing", "Agriculture"]},
    )
    act(game, "dogma Suburbia", tucked)
    assert len(score_pile(game, "Alice")) == 5
    assert achievements(game, "Alice") == []


def test_monument_tucks_and_scores_do_not_add_up():
    tucked = ["Archery", "Writing", "Sailing"]
    game = setup(
        {"Alice": {"board": {"yellow": ["Suburbia"]}, "hand": tucked}, "Bob": {}},
        supply={"1": ["Pottery", "The Wheel", "Metalworking"]},
    )
    act(game, "dogma Suburbia", tucked)
    assert score_pile(game, "Alice") == ["Metalworking", "Pottery", "The Wheel"]
    assert achievements(game, "Alice") == []


def test_monument_counts_cards_scored_this_turn_from_the_position():
    # Control for the two tests below: five scored already, Agriculture scores the sixth.
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Agriculture"]}, "hand": ["Pottery"], "scored": 5},
            "Bob": {},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Agriculture", "Pottery")
    assert achievements(game, "Alice") == ["Monument"]


def test_monument_transfers_do_not_count():
    # Oars: "I demand you transfer a card with a crown from your hand to my score
    # pile! If you do, draw a 1, and repeat this dogma effect!"
    game = setup(
        {
            "Alice": {"board": {"red": ["Oars"]}, "scored": 5},
            "Bob": {"hand": ["Sailing"]},
        },
        supply={"1": ["Metalworking"]},
    )
    act(game, "dogma Oars")
    assert score_pile(game, "Alice") == ["Sailing"]
    assert hand(game, "Bob") == ["Metalworking"]
    assert achievements(game, "Alice") == []
    assert "Monument" in specials(game)


def test_monument_exchanges_do_not_count():
    # Canal Building: "You may exchange all the highest cards in your hand with all
    # the highest cards in your score pile."
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Canal Building"]},
                "hand": ["Calendar", "Mapmaking"],
                "score": ["Oars"],
                "scored": 5,
                "tucked": 5,
            },
            "Bob": {},
        }
    )
    act(game, "dogma Canal Building", "yes")
    assert score_pile(game, "Alice") == ["Calendar", "Mapmaking"]
    assert hand(game, "Alice") == ["Oars"]
    assert achievements(game, "Alice") == []


def test_masonry_claims_monument():
    # Masonry: "You may meld any number of cards from your hand, each with a castle.
    # If you melded four or more cards in this way, claim the Monument achievement."
    melded = ["Archery", "The Wheel", "Mysticism", "Metalworking"]
    game = setup(
        {"Alice": {"board": {"yellow": ["Masonry"]}, "hand": [*melded, "Writing"]}, "Bob": {}}
    )
    act(game, "dogma Masonry")
    d = expect(game, "Alice", "choose_cards")
    assert sorted(d.options) == sorted(melded)
    act(game, melded)
    assert board(game, "Alice", "red") == ["Metalworking", "Archery"]
    assert achievements(game, "Alice") == ["Monument"]
    assert hand(game, "Alice") == ["Writing"]


def test_masonry_claims_nothing_when_monument_is_taken():
    melded = ["Archery", "The Wheel", "Mysticism", "Metalworking"]
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Masonry"]}, "hand": melded},
            "Bob": {"achievements": ["Monument"]},
        }
    )
    act(game, "dogma Masonry", melded)
    assert len(game.to_position()["players"][0]["board"]) == 4
    assert achievements(game, "Alice") == []
    assert achievements(game, "Bob") == ["Monument"]
    expect(game, "Alice", "action")


def test_masonry_three_cards_claim_nothing():
    melded = ["Archery", "The Wheel", "Mysticism"]
    game = setup({"Alice": {"board": {"yellow": ["Masonry"]}, "hand": melded}, "Bob": {}})
    act(game, "dogma Masonry", melded)
    assert achievements(game, "Alice") == []
    assert "Monument" in specials(game)


# -- Empire: three or more icons of all six types -------------------------------------

# Three of each icon except castles (two); City States brings the third castle.
EMPIRE_BOARD = {
    "red": {"cards": ["Coal", "Oars", "Archery"], "splay": "up"},
    "green": {"cards": ["Satellites", "Clothing"], "splay": "up"},
    "yellow": ["Agriculture"],
    "blue": ["Writing"],
}


def test_empire_is_claimed_when_a_meld_completes_it():
    game = setup({"Alice": {"board": EMPIRE_BOARD, "hand": ["City States"]}, "Bob": {}})
    assert icons(game, "Alice")["castle"] == 2
    assert achievements(game, "Alice") == []
    act(game, "meld City States")
    assert min(icons(game, "Alice").values()) == 3
    assert achievements(game, "Alice") == ["Empire"]
    assert "Empire" not in specials(game)


def test_a_special_achievement_cannot_be_claimed_twice():
    game = setup(
        {
            "Alice": {"achievements": ["Empire"]},
            "Bob": {"board": EMPIRE_BOARD, "hand": ["City States"]},
        },
        turn="Bob",
    )
    act(game, "meld City States")
    assert min(icons(game, "Bob").values()) == 3
    assert achievements(game, "Bob") == []
    assert achievements(game, "Alice") == ["Empire"]
    assert "Empire" not in specials(game)


def test_construction_claims_empire():
    # Construction: (demand) "...transfer two cards from your hand to my hand! Draw a
    # 2!" and "If you are the only player with five top cards, claim the Empire
    # achievement."
    game = setup(
        {
            "Alice": {
                "board": {
                    "red": ["Construction"],
                    "blue": ["Writing"],
                    "green": ["Sailing"],
                    "yellow": ["Agriculture"],
                    "purple": ["City States"],
                }
            },
            "Bob": {"board": {"blue": ["Tools"]}},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Construction")
    assert hand(game, "Bob") == ["Calendar"]
    assert achievements(game, "Alice") == ["Empire"]
    assert min(icons(game, "Alice").values()) == 0  # not by the icons


def test_construction_claims_nothing_when_empire_is_taken():
    game = setup(
        {
            "Alice": {
                "board": {
                    "red": ["Construction"],
                    "blue": ["Writing"],
                    "green": ["Sailing"],
                    "yellow": ["Agriculture"],
                    "purple": ["City States"],
                }
            },
            "Bob": {"board": {"blue": ["Tools"]}, "achievements": ["Empire"]},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Construction")
    assert achievements(game, "Alice") == []
    assert achievements(game, "Bob") == ["Empire"]
    expect(game, "Alice", "action")


# -- World: twelve or more clocks -------------------------------------------------------


def test_world_is_claimed_on_another_players_turn():
    # Bob's Enterprise (crown): "I demand you transfer a top non-purple card with a
    # crown from your board to my board! If you do, draw and meld a 4!"  Giving up
    # Flight uncovers Fission: Alice has twelve clocks at once, and claims World
    # before she draws and melds the 4.
    game = setup(
        {
            "Alice": {
                "board": {
                    "red": ["Flight", "Fission"],
                    "green": {"cards": ["Satellites", "Mass Media"], "splay": "up"},
                    "blue": ["Quantum Theory"],
                    "purple": ["Railroad"],
                }
            },
            "Bob": {"board": {"purple": ["Enterprise"]}},
        },
        turn="Bob",
        supply={"4": ["Perspective"]},
    )
    assert icons(game, "Alice")["clock"] == 10
    act(game, "dogma Enterprise")
    assert board(game, "Bob", "red") == ["Flight"]
    assert achievements(game, "Alice") == ["World"]
    assert board(game, "Alice", "yellow") == ["Perspective"]
    events = log_types(game)
    assert events.index(("achieve", "Alice", "World")) < events.index(
        ("draw", "Alice", "Perspective")
    )
    expect(game, "Bob", "action")


def test_translation_claims_world():
    # Translation: "If each top card on your board has a crown, claim the World
    # achievement."
    game = setup(
        {
            "Alice": {"board": {"blue": ["Translation"], "red": ["Oars"], "green": ["Sailing"]}},
            "Bob": {},
        }
    )
    act(game, "dogma Translation")
    assert achievements(game, "Alice") == ["World"]
    assert icons(game, "Alice")["clock"] == 0


def test_translation_claims_nothing_when_world_is_taken():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Translation"], "red": ["Oars"], "green": ["Sailing"]}},
            "Bob": {"achievements": ["World"]},
        }
    )
    act(game, "dogma Translation")
    assert achievements(game, "Alice") == []
    assert achievements(game, "Bob") == ["World"]
    expect(game, "Alice", "action")


# -- ties: the current player first, then clockwise --------------------------------------

# Twelve clocks need eleven on Alice's board (without red) ...
ELEVEN_CLOCKS = {
    "blue": {"cards": ["Software", "Quantum Theory"], "splay": "up"},
    "green": {"cards": ["Satellites", "Mass Media"], "splay": "up"},
    "purple": ["Railroad"],
}
# ... and ten on the sharer's, who has three castles (Masonry) to share Road Building
# and melds Flight (on Fission: -2 clocks) then Databases (on Bicycle: +2 clocks).
TEN_CLOCKS = {
    "red": ["Fission"],
    "blue": ["Rocketry"],
    "purple": {"cards": ["The Internet", "Lighting"], "splay": "up"},
    "green": ["Bicycle"],
    "yellow": ["Masonry"],
}


def claimed_right_after_flight(game):
    """Who claimed what right after Flight's transfer (before the green card's)."""
    events = log_types(game)
    i = next(i for i, e in enumerate(events) if e[0] == "transfer" and e[2] == "Flight")
    assert events[i + 2][:1] + events[i + 2][2:] == ("transfer", "Satellites")
    return events[i + 1][1:] if events[i + 1][0] == "achieve" else None


def test_special_achievement_tie_goes_to_the_current_player():
    # Road Building: "Meld one or two cards from your hand. If you melded two, you may
    # transfer your top red card to another player's board. ..."  Bob shares: his
    # transfer of Flight to Alice's board brings both to twelve clocks at once (Bob
    # uncovers Fission); Alice, whose turn it is, wins the tie.
    game = setup(
        {
            "Alice": {"board": {**ELEVEN_CLOCKS, "red": ["Road Building"]}},
            "Bob": {"board": TEN_CLOCKS, "hand": ["Flight", "Databases"]},
        },
        supply={"10": ["A.I."]},
    )
    assert icons(game, "Alice")["clock"] == 11
    assert icons(game, "Bob")["clock"] == 10
    act(game, "dogma Road Building", ["Flight", "Databases"], "Alice")
    assert board(game, "Alice", "red") == ["Flight", "Road Building"]
    assert achievements(game, "Alice") == ["World"]
    assert claimed_right_after_flight(game) == ("Alice", "World")
    assert achievements(game, "Bob") == []
    # Then Bob takes Alice's top green card; Alice gets the free Draw action.
    assert board(game, "Bob", "green") == ["Satellites", "Databases", "Bicycle"]
    assert hand(game, "Alice") == ["A.I."]


def test_special_achievement_tie_goes_clockwise_from_the_current_player():
    # The same transfer on Bob's turn, by Charlie sharing Bob's Road Building, to
    # Alice's board: Charlie and Alice reach twelve clocks together; from Bob
    # clockwise, Charlie comes before Alice.
    game = setup(
        {
            "Alice": {"board": ELEVEN_CLOCKS},
            "Bob": {"board": {"red": ["Road Building"]}},
            "Charlie": {"board": TEN_CLOCKS, "hand": ["Flight", "Databases"]},
        },
        turn="Bob",
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Road Building", ["Flight", "Databases"])
    expect(game, "Charlie", "choose_player", ["Alice", "Bob", None])
    act(game, "Alice")
    assert board(game, "Alice", "red") == ["Flight"]
    assert achievements(game, "Charlie") == ["World"]
    assert claimed_right_after_flight(game) == ("Charlie", "World")
    assert achievements(game, "Alice") == []
    assert hand(game, "Bob") == ["Calendar"]  # the free Draw action


# -- Wonder: five colours, each splayed right or up ---------------------------------------

WONDER_BOARD = {
    "green": {"cards": ["Measurement", "Clothing"], "splay": "right"},
    "red": {"cards": ["Archery", "Oars"], "splay": "up"},
    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
    "purple": {"cards": ["Mysticism", "City States"], "splay": "up"},
    "yellow": ["Agriculture", "Masonry"],
}


def test_wonder_is_claimed_in_the_middle_of_an_effect():
    # Measurement: "You may reveal and return a card from your hand. If you do, splay
    # that color of your cards right, and draw a card of value equal to the number of
    # cards of that color on your board."
    game = setup(
        {"Alice": {"board": WONDER_BOARD, "hand": ["Domestication"]}, "Bob": {}},
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Measurement", "Domestication")
    assert achievements(game, "Alice") == ["Wonder"]
    assert hand(game, "Alice") == ["Calendar"]
    events = log_types(game)
    assert events.index(("achieve", "Alice", "Wonder")) < events.index(
        ("draw", "Alice", "Calendar")
    )


def test_wonder_needs_right_or_up_not_left():
    # Philosophy: "You may splay left any one color of your cards."
    board_ = {**WONDER_BOARD, "purple": {"cards": ["Philosophy", "City States"], "splay": "up"}}
    game = setup({"Alice": {"board": board_}, "Bob": {}})
    act(game, "dogma Philosophy")
    expect(game, "Alice", "choose_color")
    act(game, "yellow")
    assert game.to_position()["players"][0]["board"]["yellow"]["splay"] == "left"
    assert achievements(game, "Alice") == []
    assert "Wonder" in specials(game)


INVENTION_BOARD = {
    "green": {"cards": ["Invention", "Clothing"], "splay": "left"},
    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "up"},
    "purple": {"cards": ["Mysticism", "City States"], "splay": "right"},
}


def test_invention_claims_wonder():
    # Invention: 1) "You may splay right any one color of your cards currently splayed
    # left. If you do, draw and score a 4."  2) "If you have five colors splayed, each
    # in any direction, claim the Wonder achievement."
    game = setup({"Alice": {"board": INVENTION_BOARD}, "Bob": {}})
    act(game, "dogma Invention")
    expect(game, "Alice", "choose_color", ["green", "blue", None])
    act(game, None)
    assert achievements(game, "Alice") == ["Wonder"]


def test_invention_claims_nothing_when_wonder_is_taken():
    game = setup(
        {"Alice": {"board": INVENTION_BOARD}, "Bob": {"achievements": ["Wonder"]}},
    )
    act(game, "dogma Invention", None)
    assert achievements(game, "Alice") == []
    assert achievements(game, "Bob") == ["Wonder"]
    expect(game, "Alice", "action")


# -- Universe: five top cards, each of value 8 or higher ------------------------------------


def test_universe_is_claimed_when_the_fifth_top_card_is_melded():
    game = setup(
        {
            "Alice": {
                "board": {
                    "blue": ["Quantum Theory"],
                    "red": ["Flight"],
                    "green": ["Satellites"],
                    "yellow": ["Antibiotics", "Canning"],
                },
                "hand": ["Socialism", "Empiricism"],
            },
            "Bob": {},
        }
    )
    act(game, "meld Socialism")
    assert achievements(game, "Alice") == ["Universe"]
    act(game, "meld Empiricism")
    assert achievements(game, "Alice") == ["Universe"]


def test_universe_is_claimed_by_a_sharer_on_another_players_turn():
    # Bob's Corporations (factory): (demand) ..., then "Draw and meld an 8."  Alice
    # shares, melds Mass Media as her fifth top card and claims Universe before Bob
    # executes the effect.
    game = setup(
        {
            "Alice": {
                "board": {
                    "blue": ["Quantum Theory"],
                    "red": ["Mobility"],
                    "yellow": ["Skyscrapers"],
                    "purple": ["Socialism"],
                }
            },
            "Bob": {"board": {"green": ["Corporations"]}},
        },
        turn="Bob",
        supply={"8": ["Mass Media", "Empiricism", "Antibiotics"]},
    )
    assert icons(game, "Alice")["factory"] == 3 and icons(game, "Bob")["factory"] == 2
    act(game, "dogma Corporations")
    assert board(game, "Alice", "green") == ["Mass Media"]
    assert achievements(game, "Alice") == ["Universe"]
    assert board(game, "Bob", "purple") == ["Empiricism"]
    assert hand(game, "Bob") == ["Antibiotics"]  # the free Draw action
    events = log_types(game)
    assert events.index(("achieve", "Alice", "Universe")) < events.index(
        ("draw", "Bob", "Empiricism")
    )


def test_universe_needs_every_top_card_8_or_higher():
    game = setup(
        {
            "Alice": {
                "board": {
                    "blue": ["Quantum Theory"],
                    "red": ["Flight"],
                    "green": ["Satellites"],
                    "yellow": ["Canning"],
                },
                "hand": ["Socialism"],
            },
            "Bob": {},
        }
    )
    act(game, "meld Socialism")
    assert achievements(game, "Alice") == []


ASTRONOMY_BOARD = {
    "purple": ["Astronomy"],
    "red": ["Industrialization"],
    "blue": ["Atomic Theory"],
    "green": ["Classification"],
    "yellow": ["Canning"],
}


def test_astronomy_claims_universe():
    # Astronomy: 1) "Draw and reveal a 6. If the card is green or blue, meld it and
    # repeat this dogma effect."  2) "If all non-purple top cards on your board are
    # value 6 or higher, claim the Universe achievement."
    game = setup({"Alice": {"board": ASTRONOMY_BOARD}, "Bob": {}}, supply={"6": ["Vaccination"]})
    act(game, "dogma Astronomy")
    assert hand(game, "Alice") == ["Vaccination"]
    assert achievements(game, "Alice") == ["Universe"]


def test_astronomy_claims_nothing_when_universe_is_taken():
    game = setup(
        {"Alice": {"board": ASTRONOMY_BOARD}, "Bob": {"achievements": ["Universe"]}},
        supply={"6": ["Vaccination"]},
    )
    act(game, "dogma Astronomy")
    assert achievements(game, "Alice") == []
    assert achievements(game, "Bob") == ["Universe"]


# -- winning by achievements ------------------------------------------------------------

NAMES = ["Alice", "Bob", "Charlie", "Dave"]


def achieve_game(n: int, held: int, options=None):
    players = {name: {} for name in NAMES[:n]}
    players["Alice"] = {
        "board": {"blue": ["Writing"]},
        "score": ["Coal"],
        "achievements": HELD[:held],
    }
    return setup(players, achievements=["Mysticism"], options=options or {})


@pytest.mark.parametrize(
    ("n", "longer", "needed"),
    [(2, False, 6), (3, False, 5), (4, False, 4), (2, True, 7), (3, True, 6), (4, True, 5)],
)
def test_achievements_needed_to_win(n, longer, needed):
    options = {"longer": True} if longer else {}
    game = achieve_game(n, needed - 2, options)
    assert game.view("Alice")["achievements_to_win"] == needed
    act(game, "achieve 1")
    assert game.result is None
    assert len(achievements(game, "Alice")) == needed - 1

    game = achieve_game(n, needed - 1, options)
    act(game, "achieve 1")
    assert game.pending is None
    assert game.result.winners == ["Alice"]
    assert game.result.reason == "achievements"


def test_special_achievements_count_toward_winning():
    melded = ["Archery", "The Wheel", "Mysticism", "Metalworking"]
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Masonry"]}, "hand": melded, "achievements": HELD[:5]},
            "Bob": {},
        }
    )
    act(game, "dogma Masonry", melded)
    assert game.result.winners == ["Alice"]
    assert game.result.reason == "achievements"


def test_the_game_ends_in_the_middle_of_an_effect():
    # Suburbia: the sixth tuck claims Monument, the sixth achievement: the game is over
    # before any card is drawn and scored.
    tucked = ["Archery", "Writing", "Sailing", "Mysticism", "Oars", "Tools"]
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Suburbia"]},
                "hand": tucked,
                "achievements": HELD[:5],
            },
            "Bob": {},
        },
        supply={"1": ["Pottery"]},
    )
    act(game, "dogma Suburbia", tucked)
    assert game.pending is None
    assert game.result.winners == ["Alice"]
    assert game.result.reason == "achievements"
    assert score_pile(game, "Alice") == []
    assert supply(game, 1)[0] == "Pottery"


def test_the_game_ends_on_another_players_turn():
    game = setup(
        {
            "Alice": {
                "board": {
                    "red": ["Flight", "Fission"],
                    "green": {"cards": ["Satellites", "Mass Media"], "splay": "up"},
                    "blue": ["Quantum Theory"],
                    "purple": ["Railroad"],
                },
                "achievements": HELD[:5],
            },
            "Bob": {"board": {"purple": ["Enterprise"]}},
        },
        turn="Bob",
        supply={"4": ["Perspective"]},
    )
    act(game, "dogma Enterprise")
    assert game.pending is None
    assert game.result.winners == ["Alice"]
    assert game.result.reason == "achievements"
    assert achievements(game, "Alice") == sorted([*HELD[:5], "World"])
    assert supply(game, 4)[0] == "Perspective"  # Alice never drew the 4


def test_achievements_of_other_players_do_not_count():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Writing"]}, "score": ["Coal"], "achievements": HELD[:3]},
            "Bob": {"achievements": HELD[3:6]},
        },
        achievements=["Mysticism"],
    )
    act(game, "achieve 1")
    assert game.result is None


# -- winning by a card -------------------------------------------------------------------


def test_a_card_that_says_you_win():
    # Self Service: "If you have more achievements than each other player, you win."
    game = setup(
        {
            "Alice": {"board": {"green": ["Self Service"]}, "achievements": ["Mysticism"]},
            "Bob": {},
            "Charlie": {},
        }
    )
    act(game, "dogma Self Service")
    assert game.pending is None
    assert game.result.winners == ["Alice"]
    assert game.result.reason == "dogma"
    assert game.result.card == "Self Service"


def globalization_game(bob_score):
    # Globalization: (demand) return a top card with a leaf; "Draw and score a 6. If
    # no player has more leaves than factories on their board, the single player with
    # the highest score wins."
    return setup(
        {"Alice": {"board": {"yellow": ["Globalization"]}}, "Bob": {"score": bob_score}},
        supply={"6": ["Vaccination"]},
    )


def test_the_single_player_with_the_most_wins():
    game = globalization_game(["Coal"])
    act(game, "dogma Globalization")
    assert score_pile(game, "Alice") == ["Vaccination"]
    assert game.result.winners == ["Alice"]
    assert game.result.reason == "dogma"
    assert game.result.card == "Globalization"


def test_the_single_player_with_the_most_ignored_on_a_tie():
    game = globalization_game(["Canning"])
    act(game, "dogma Globalization")
    assert score_pile(game, "Alice") == ["Vaccination"]
    assert game.result is None
    expect(game, "Alice", "action")


# -- teams: players 1 and 3 against 2 and 4 ---------------------------------------------

TEAMS = {"teams": True}


def test_teammates_are_not_demanded():
    game = setup(
        {
            "Alice": {"board": {"red": ["Archery"]}},
            "Bob": {},
            "Charlie": {},
            "Dave": {},
        },
        options=TEAMS,
        supply={"1": ["Tools", "Pottery", "Sailing"]},
    )
    act(game, "dogma Archery")
    assert hand(game, "Alice") == ["Pottery", "Tools"]
    assert hand(game, "Charlie") == []
    draws = [(e["player"], e["card"]) for e in game.log if e["type"] == "draw"]
    assert draws == [("Bob", "Tools"), ("Dave", "Pottery")]


def test_teams_are_players_1_and_3_against_2_and_4():
    game = setup({name: {} for name in NAMES}, options=TEAMS)
    teams = [p["team"] for p in game.view("Bob")["players"]]
    assert teams[0] == teams[2] != teams[1] == teams[3]


def test_teams_need_four_players():
    with pytest.raises(inno.InnoError):
        inno.Game(players=["Alice", "Bob", "Charlie"], options=TEAMS)


def test_a_teammate_is_not_an_opponent():
    # Clothing: "Draw and score a 1 for each color present on your board not present
    # on any opponent's board."  Charlie's red does not count against Alice.
    game = setup(
        {
            "Alice": {"board": {"green": ["Clothing"], "red": ["Archery"]}},
            "Bob": {},
            "Charlie": {"board": {"red": ["Oars"]}},
            "Dave": {},
        },
        options=TEAMS,
        supply={"1": ["Tools", "Pottery", "Sailing"]},
    )
    act(game, "dogma Clothing")
    assert score_pile(game, "Alice") == ["Pottery", "Tools"]


def test_teammates_claim_achievements_with_their_own_score():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Writing"]}},
            "Bob": {},
            "Charlie": {"score": ["Coal", "Canning"], "board": {"blue": ["Calendar"]}},
            "Dave": {},
        },
        achievements=["Mysticism"],
        options=TEAMS,
    )
    assert not [o for o in expect(game, "Alice", "action").options if o.startswith("achieve")]


def test_sharing_only_with_a_teammate_gives_no_free_draw():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Writing"]}},
            "Bob": {},
            "Charlie": {"board": {"blue": ["Tools"]}},
            "Dave": {},
        },
        options=TEAMS,
        supply={"1": ["Oars"], "2": ["Calendar", "Mapmaking"]},
    )
    act(game, "dogma Writing")
    assert hand(game, "Charlie") == ["Calendar"]
    assert hand(game, "Alice") == ["Mapmaking"]
    assert supply(game, 1)[0] == "Oars"


def test_sharing_with_an_opponent_in_a_team_game_gives_the_free_draw():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Writing"]}},
            "Bob": {"board": {"blue": ["Tools"]}},
            "Charlie": {"board": {"purple": ["Philosophy"]}},
            "Dave": {},
        },
        options=TEAMS,
        supply={"1": ["Oars"], "2": ["Calendar", "Mapmaking", "Fermenting"]},
    )
    act(game, "dogma Writing")
    assert hand(game, "Bob") == ["Calendar"]
    assert hand(game, "Charlie") == ["Mapmaking"]
    assert hand(game, "Alice") == ["Fermenting", "Oars"]


def team_achieve_game(alice: int, charlie: int, bob: int = 0):
    return setup(
        {
            "Alice": {
                "board": {"blue": ["Writing"]},
                "score": ["Coal"],
                "achievements": HELD[:alice],
            },
            "Bob": {"achievements": HELD[alice : alice + bob]},
            "Charlie": {"achievements": HELD[alice + bob : alice + bob + charlie]},
            "Dave": {},
        },
        achievements=["Mysticism"],
        options=TEAMS,
    )


def test_team_achievements_count_together():
    game = team_achieve_game(alice=3, charlie=2)
    assert game.view("Alice")["achievements_to_win"] == 6
    assert (
        setup({n: {} for n in NAMES}, options={"teams": True, "longer": True}).view("Bob")[
            "achievements_to_win"
        ]
        == 7
    )
    act(game, "achieve 1")
    assert game.pending is None
    assert game.result.winners == ["Alice", "Charlie"]
    assert game.result.reason == "achievements"


def test_a_team_needs_six_achievements():
    # Four achievements would win a four-player game without teams.
    game = team_achieve_game(alice=3, charlie=1)
    act(game, "achieve 1")
    assert game.result is None
    assert len(achievements(game, "Alice")) == 4


def test_a_player_winning_by_a_card_wins_for_the_team():
    game = setup(
        {
            "Alice": {"board": {"green": ["Self Service"]}, "achievements": ["Mysticism"]},
            "Bob": {},
            "Charlie": {},
            "Dave": {},
        },
        options=TEAMS,
    )
    act(game, "dogma Self Service")
    assert game.result.winners == ["Alice", "Charlie"]
    assert game.result.reason == "dogma"


def test_team_score_when_the_game_ends_by_drawing_above_10():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Software"]}, "score": ["Coal", "Physics"]},  # 10
            "Bob": {"score": ["Canning"]},  # 6
            "Charlie": {},
            "Dave": {"score": ["Vaccination"]},  # 6
        },
        options=TEAMS,
        removed=[c for c, age in AGE.items() if age == 10 and c != "Software"],
    )
    act(game, "draw")
    assert game.result.winners == ["Bob", "Dave"]
    assert game.result.reason == "score"


def test_team_score_tie_most_team_achievements_wins():
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Software"]},
                "score": ["Coal"],
                "achievements": ["Mysticism"],
            },
            "Bob": {"score": ["Optics"], "achievements": ["Calendar"]},
            "Charlie": {"score": ["Oars"], "achievements": ["Lighting"]},
            "Dave": {"score": ["Tools", "Sailing", "Writing"]},
        },
        options=TEAMS,
        removed=[c for c, age in AGE.items() if age == 10 and c != "Software"],
    )
    # 6 points each team; Alice and Charlie have two achievements, Bob and Dave one.
    act(game, "draw")
    assert game.result.winners == ["Alice", "Charlie"]
