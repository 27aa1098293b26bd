"""Scenario tests for the age 10 cards of Echoes of the Past (one or more per effect).

Every dogma action on an Echoes card first runs the echo effects visible in
its colour (bottom to top), then its dogma effects; every draw follows the
Echoes draw rule (a hand with cards but no Echoes card draws an Echoes card).
In each scenario Bob has fewer of the featured icon than Alice (he neither
shares nor, unless said, is demanded anything) unless the test says otherwise.
"""

from helpers import act, available, echoes, expect, supply, table

# -- Artificial Heart -------------------------------------------------------------------
# Claim one standard achievement, if eligible. Your current score is doubled for the
# purpose of checking eligibility.


def test_artificial_heart_claims_with_a_doubled_score():
    # Score: Flight 8 + the bonus 11 = 19, doubled 38: eligible for a 3 and a 7, not an 8.
    game = echoes(
        {"Alice": {"board": {"blue": ["Artificial Heart"]}, "score": ["Flight"]}, "Bob": {}},
        achievements=["Optics", "Bicycle", "Rocketry"],
    )
    act(game, "dogma Artificial Heart")
    expect(game, "Alice", "choose_value", [3, 7])
    act(game, 7)
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Artificial Heart"]},
            "score": ["Flight"],
            "achievements": ["Bicycle"],
        },
        "Bob": {},
    }
    assert available(game) == ["Optics", "Rocketry"]


def test_artificial_heart_nothing_eligible():
    game = echoes(
        {"Alice": {"board": {"blue": ["Artificial Heart"]}}, "Bob": {}},
        achievements=["Rocketry"],
    )
    act(game, "dogma Artificial Heart")  # 22 points doubled: not 40
    assert available(game) == ["Rocketry"]
    expect(game, "Alice", "action")


# -- Human Genome -----------------------------------------------------------------------
# You may draw and score a card of any value. Take a bottom card from your board into
# your hand. If the values of all of the cards in your hand match the values of all the
# cards in your score pile exactly, you win.


def test_human_genome_matching_hand_and_score_pile_wins():
    game = echoes(
        {
            "Alice": {
                "board": {"blue": ["Human Genome", "Tools"]},
                "hand": ["Mathematics"],
                "score": ["Calendar"],
            },
            "Bob": {},
        },
        supply={"echoes": {"1": ["Dice"]}},
    )
    act(game, "dogma Human Genome")
    expect(game, "Alice", "choose_value", [*range(1, 11), None])
    act(game, 1)
    # The hand holds Mathematics (base): an Echoes 1 is scored.  Tools, the only bottom
    # card, comes into the hand: hand 2 + 1, score pile 2 + 1.
    assert game.result.winners == ["Alice"]
    assert table(game)["Alice"] == {
        "board": {"blue": ["Human Genome"]},
        "hand": ["Mathematics", "Tools"],
        "score": ["Calendar", "Dice"],
        "scored": 1,
    }


def test_human_genome_no_match_no_win():
    game = echoes(
        {"Alice": {"board": {"blue": ["Human Genome"], "red": ["Oars"]}}, "Bob": {}},
    )
    act(game, "dogma Human Genome", None)
    expect(game, "Alice", "choose_card", ["Human Genome", "Oars"])
    act(game, "Oars")
    assert game.result is None
    assert table(game)["Alice"] == {"board": {"blue": ["Human Genome"]}, "hand": ["Oars"]}


# -- Camcorder --------------------------------------------------------------------------
# I demand you transfer all cards in your hand to my hand! Draw a {9}!
# Meld all {9} from your hand. Return all other cards from your hand. Draw three {9}.


def test_camcorder_takes_the_hand_melds_the_9s_returns_the_rest_draws_three_9s():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Camcorder"]}, "hand": ["Tools"]},
            "Bob": {"hand": ["Computers", "Credit Card", "Oars"]},
        },
        supply={
            "base": {"9": ["Fission", "Genetics", "Services"]},
            "echoes": {"9": ["Rock"]},
        },
    )
    act(game, "dogma Camcorder")
    # Bob's hand goes to Alice; he draws a 9 with an empty hand (base).  Alice melds both
    # 9s and returns Tools and Oars (one pile: she orders them).
    expect(game, "Alice", "choose_card", ["Oars", "Tools"])
    act(game, "Oars")
    # Three 9s, one by one: empty hand (base), a base card in hand (Echoes), then base.
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Camcorder"], "blue": ["Computers"], "green": ["Credit Card"]},
            "hand": ["Genetics", "Rock", "Services"],
        },
        "Bob": {"hand": ["Fission"]},
    }
    assert supply(game, 1)[-2:] == ["Oars", "Tools"]


# -- Social Networking ------------------------------------------------------------------
# I demand you choose an icon type! Transfer all top cards without that icon from your
# board to my score pile!
# If you have fewer {factory}, fewer {crown}, and fewer {castle} than each other player,
# you win.


def test_social_networking_demand_takes_the_top_cards_without_the_chosen_icon():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Social Networking"]}},
            "Bob": {"board": {"blue": ["Writing"], "red": ["Oars"], "yellow": ["Agriculture"]}},
        },
    )
    act(game, "dogma Social Networking")
    expect(
        game, "Bob", "choose_option", ["crown", "leaf", "lightbulb", "castle", "factory", "clock"]
    )
    act(game, "crown")
    # No factory on either board: Alice does not have fewer.
    assert game.result is None
    assert table(game) == {
        "Alice": {"board": {"red": ["Social Networking"]}, "score": ["Agriculture"]},
        "Bob": {"board": {"blue": ["Writing"], "red": ["Oars"]}},
    }


def test_social_networking_fewer_of_all_three_wins():
    # Bob has 3 clocks (Alice 2): he shares, he is not demanded.
    game = echoes(
        {
            "Alice": {"board": {"red": ["Social Networking"]}},
            "Bob": {
                "board": {
                    "blue": ["Quantum Theory"],
                    "yellow": ["Steam Engine"],
                    "purple": ["Mysticism"],
                }
            },
        },
    )
    act(game, "dogma Social Networking")
    assert game.result.winners == ["Alice"]
    assert game.result.card == "Social Networking"


def test_social_networking_not_fewer_castles_no_win():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Social Networking"]}},
            "Bob": {"board": {"blue": ["Quantum Theory"], "yellow": ["Steam Engine"]}},
        },
    )
    act(game, "dogma Social Networking")
    assert game.result is None


# -- Flash Drive ------------------------------------------------------------------------
# I demand you return four cards from your score pile!
# Return a card from your score pile. If you do, you may splay any one color of your
# cards up.


def test_flash_drive_demands_four_then_returns_one_to_splay():
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Flash Drive", "Sailing"], "red": ["Oars", "Archery"]},
                "score": ["Flight"],
            },
            "Bob": {"score": ["Tools", "Calendar", "Optics", "Anatomy", "Coal"]},
        },
    )
    act(game, "dogma Flash Drive")
    expect(game, "Bob", "choose_cards", ["Tools", "Calendar", "Optics", "Anatomy", "Coal"])
    act(game, ["Tools", "Calendar", "Optics", "Anatomy"])
    # Alice returns Flight, her only score card, then may splay one colour up.
    expect(game, "Alice", "choose_color", ["green", "red", None])
    act(game, "red")
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Flash Drive", "Sailing"], "red": (["Oars", "Archery"], "up")}
        },
        "Bob": {"score": ["Coal"]},
    }
    assert supply(game, 8)[-1] == "Flight"


def test_flash_drive_fewer_than_four_and_nothing_to_return():
    game = echoes(
        {
            "Alice": {"board": {"green": ["Flash Drive", "Sailing"]}},
            "Bob": {"score": ["Tools", "Calendar"]},
        },
    )
    act(game, "dogma Flash Drive")
    # Bob returns both; Alice returns nothing, so she may not splay.
    expect(game, "Alice", "action")
    assert table(game)["Bob"] == {}
    assert table(game)["Alice"] == {"board": {"green": ["Flash Drive", "Sailing"]}}


# -- GPS --------------------------------------------------------------------------------
# I demand you return all cards from your forecast!
# Draw and foreshadow three {10}.
# You may splay your yellow cards up.


def test_gps_empties_the_forecast_foreshadows_three_10s_and_splays():
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["GPS"], "yellow": ["Masonry", "Agriculture"]},
                "hand": ["Oars"],
            },
            "Bob": {"forecast": ["Tools", "Optics"]},
        },
        supply={"echoes": {"10": ["Camcorder", "MP3", "Sudoku"]}},
    )
    act(game, "dogma GPS")
    # Each 10 is drawn with Oars (base) in hand: three Echoes 10s.
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert table(game) == {
        "Alice": {
            "board": {"green": ["GPS"], "yellow": (["Masonry", "Agriculture"], "up")},
            "hand": ["Oars"],
            "forecast": ["Camcorder", "MP3", "Sudoku"],
        },
        "Bob": {},
    }
    assert supply(game, 1)[-1] == "Tools" and supply(game, 3)[-1] == "Optics"


def test_gps_returned_forecast_cards_are_ordered_and_empty_hand_draws_base_10s():
    game = echoes(
        {"Alice": {"board": {"green": ["GPS"]}}, "Bob": {"forecast": ["Tools", "Writing"]}},
        supply={"base": {"10": ["Software", "Robotics", "A.I."]}},
    )
    act(game, "dogma GPS")
    expect(game, "Bob", "choose_card", ["Tools", "Writing"])
    act(game, "Writing")
    assert supply(game, 1)[-2:] == ["Writing", "Tools"]
    assert table(game)["Alice"] == {
        "board": {"green": ["GPS"]},
        "forecast": ["A.I.", "Robotics", "Software"],
    }


# -- Cell Phone -------------------------------------------------------------------------
# Draw a {10} for every two {clock} on your board.
# You may splay your green cards up.
# You may tuck any number of cards with a {clock} from your hand, splaying up each color
# you tucked into.


def test_cell_phone_draws_per_two_clocks_splays_and_tucks_splaying_up():
    # Clocks: Cell Phone 2 + Quantum Theory 3 = 5: two 10s.
    game = echoes(
        {
            "Alice": {
                "board": {
                    "yellow": ["Cell Phone"],
                    "blue": ["Quantum Theory"],
                    "green": ["Sailing", "Clothing"],
                },
                "hand": ["Agriculture"],
            },
            "Bob": {},
        },
        supply={"base": {"10": ["Software"]}, "echoes": {"10": ["Social Networking"]}},
    )
    act(game, "dogma Cell Phone")
    # Agriculture (base) in hand: an Echoes 10, then (an Echoes card in hand) a base 10.
    act(game, "yes")  # green up
    expect(game, "Alice", "choose_cards", ["Software", "Social Networking"])
    act(game, ["Software", "Social Networking"])
    # Software under Quantum Theory: blue splayed up.  Social Networking starts red alone.
    assert table(game) == {
        "Alice": {
            "board": {
                "yellow": ["Cell Phone"],
                "blue": (["Quantum Theory", "Software"], "up"),
                "green": (["Sailing", "Clothing"], "up"),
                "red": ["Social Networking"],
            },
            "hand": ["Agriculture"],
            "tucked": 2,
        },
        "Bob": {},
    }


def test_cell_phone_tucking_nothing():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Cell Phone"], "blue": ["Tools"]}}, "Bob": {}},
        supply={"base": {"10": ["Software"]}},
    )
    act(game, "dogma Cell Phone", [])  # one 10 (2 clocks); nothing tucked
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Cell Phone"], "blue": ["Tools"]},
        "hand": ["Software"],
    }


# -- MP3 --------------------------------------------------------------------------------
# Return any number of cards from your hand. For each card returned, claim two standard
# achievements for which you are eligible.
# Draw and score a card of value equal to a bonus on your board.


def test_mp3_one_card_returned_claims_two_then_scores_a_bonus_value():
    # Score: Flight 8 + the bonus 10 = 18: eligible for a 1, a 2 and a 3.
    game = echoes(
        {
            "Alice": {"board": {"yellow": ["MP3"]}, "score": ["Flight"], "hand": ["Oars"]},
            "Bob": {},
        },
        achievements=["Tools", "Calendar", "Optics", "Anatomy"],
        supply={"base": {"10": ["Software"]}},
    )
    act(game, "dogma MP3", ["Oars"])
    expect(game, "Alice", "choose_value", [1, 2, 3])
    act(game, 3)
    expect(game, "Alice", "choose_value", [1, 2])
    act(game, 2)
    # Then a 10 (MP3's bonus) is drawn and scored.
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["MP3"]},
            "score": ["Flight", "Software"],
            "achievements": ["Calendar", "Optics"],
            "scored": 1,
        },
        "Bob": {},
    }
    assert available(game) == ["Anatomy", "Tools"]
    assert supply(game, 1)[-1] == "Oars"


def test_mp3_a_second_achievement_of_one_value_needs_double_the_score():
    # 10 points (the bonus) and a 1 achievement held: a second 1 needs 10, a third 15.
    game = echoes(
        {
            "Alice": {
                "board": {"yellow": ["MP3"]},
                "hand": ["Agriculture"],
                "achievements": ["Oars"],
            },
            "Bob": {},
        },
        achievements=["Tools", "Writing"],
        supply={"base": {"10": ["Software"]}},
    )
    act(game, "dogma MP3", ["Agriculture"])
    result = table(game)["Alice"]
    assert len(result["achievements"]) == 2
    assert len(available(game)) == 1
    assert result["score"] == ["Software"]


def test_mp3_the_bonus_value_is_chosen():
    game = echoes(
        {"Alice": {"board": {"yellow": ["MP3"], "purple": ["Crossword"]}}, "Bob": {}},
        supply={"base": {"8": ["Flight"]}},
    )
    act(game, "dogma MP3")  # an empty hand: nothing to return
    expect(game, "Alice", "choose_value", [8, 10])
    act(game, 8)
    assert table(game)["Alice"] == {
        "board": {"yellow": ["MP3"], "purple": ["Crossword"]},
        "score": ["Flight"],
        "scored": 1,
    }


# -- Puzzle Cube ------------------------------------------------------------------------
# You may score the bottom card or two bottom cards of one color from your board. If all
# the colors on your board contain the same number of visible cards (unsplayed = 1), you
# win.
# Draw and meld a {10}.


def test_puzzle_cube_scoring_two_bottom_cards_evens_the_board_and_wins():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "purple": ["Puzzle Cube"],
                    "blue": {"cards": ["Writing", "Tools", "Calendar"], "splay": "left"},
                }
            },
            "Bob": {},
        },
    )
    act(game, "dogma Puzzle Cube")
    expect(game, "Alice", "choose_color", ["blue", "purple", None])
    act(game, "blue")
    expect(game, "Alice", "choose_value", [1, 2])
    act(game, 2)
    # Blue is down to Writing (1 visible), like purple.
    assert game.result.winners == ["Alice"]
    assert table(game)["Alice"] == {
        "board": {"purple": ["Puzzle Cube"], "blue": ["Writing"]},
        "score": ["Calendar", "Tools"],
        "scored": 2,
    }


def test_puzzle_cube_scoring_the_bottom_card():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "purple": ["Puzzle Cube"],
                    "blue": {"cards": ["Writing", "Tools", "Calendar"], "splay": "left"},
                }
            },
            "Bob": {},
        },
        supply={"base": {"10": ["Software"]}},
    )
    act(game, "dogma Puzzle Cube", "blue", 1)
    # Blue shows 2 cards, purple 1: no win.  Then a 10 is drawn and melded.
    assert game.result is None
    assert table(game)["Alice"] == {
        "board": {"purple": ["Puzzle Cube"], "blue": (["Software", "Writing", "Tools"], "left")},
        "score": ["Calendar"],
        "scored": 1,
    }


def test_puzzle_cube_an_unsplayed_stack_shows_one_card():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "purple": ["Puzzle Cube", "Mysticism"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                }
            },
            "Bob": {},
        },
    )
    act(game, "dogma Puzzle Cube", "blue", 1)
    # Blue is down to one card; purple has two cards, unsplayed: one visible.
    assert game.result.winners == ["Alice"]


def test_puzzle_cube_declined_with_unequal_colours():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "purple": ["Puzzle Cube"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                }
            },
            "Bob": {},
        },
        supply={"base": {"10": ["A.I."]}},
    )
    act(game, "dogma Puzzle Cube", None)
    assert game.result is None
    assert table(game)["Alice"] == {
        "board": {"purple": ["A.I.", "Puzzle Cube"], "blue": (["Writing", "Tools"], "left")}
    }


# -- Sudoku -----------------------------------------------------------------------------
# Draw and meld a card of any value. If you have at least nine different bonus values
# visible on your board, you win. Execute each of the melded card's non-demand dogma
# effects. Do not share them.


def test_sudoku_melds_and_executes_the_melded_card():
    game = echoes(
        {"Alice": {"board": {"purple": ["Sudoku"]}}, "Bob": {}},
        supply={"base": {"1": ["Writing"], "2": ["Calendar"]}},
    )
    act(game, "dogma Sudoku")
    expect(game, "Alice", "choose_value", list(range(1, 11)))
    act(game, 1)
    # Writing is melded, then executed: "Draw a 2."
    assert table(game)["Alice"] == {
        "board": {"purple": ["Sudoku"], "blue": ["Writing"]},
        "hand": ["Calendar"],
    }


# Purple splayed up shows the bonuses 11, 9, 8, 6, 5, 3, 2 (and no echo effect); Dice
# shows a 1: eight different values.
SUDOKU_BOARD = {
    "purple": {
        "cards": ["Sudoku", "Rock", "Crossword", "Indian Clubs", "Clock", "Puppet", "Pagoda"],
        "splay": "up",
    },
    "blue": ["Dice"],
}


def test_sudoku_a_ninth_bonus_value_wins():
    game = echoes(
        {"Alice": {"board": SUDOKU_BOARD, "hand": ["Tools"]}, "Bob": {}},
        supply={"echoes": {"4": ["Chintz"]}},
        special_achievements=[],
    )
    act(game, "dogma Sudoku", 4)  # Tools (base) in hand: an Echoes 4, Chintz (bonus 4)
    assert game.result.winners == ["Alice"]
    assert game.result.card == "Sudoku"


def test_sudoku_eight_bonus_values_do_not_win():
    game = echoes(
        {"Alice": {"board": SUDOKU_BOARD, "hand": ["Tools"]}, "Bob": {}},
        supply={"echoes": {"1": ["Bangle"], "3": ["Almanac"]}},
        special_achievements=[],
    )
    act(game, "dogma Sudoku", 1)
    # Bangle (bonus 1, a value already shown) is melded: eight values.  Then its dogma
    # effect is executed (not its echo effect): draw and foreshadow a 3, an Echoes card.
    assert game.result is None
    assert table(game)["Alice"] == {
        "board": {
            "purple": (SUDOKU_BOARD["purple"]["cards"], "up"),
            "blue": ["Dice"],
            "red": ["Bangle"],
        },
        "hand": ["Tools"],
        "forecast": ["Almanac"],
    }
