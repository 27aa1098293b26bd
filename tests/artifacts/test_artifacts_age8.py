"""Scenario tests for the age 8 cards of Artifacts of History (one or more per effect).

Draws of no stated type are base cards (Artifacts has no draw rule of its own).
Compel effects are executed by the opponents who would share.
"""

from helpers import (
    achievements,
    act,
    artifacts,
    board,
    expect,
    hand,
    score_pile,
    splay,
    supply,
    table,
    texts,
)

# -- Earhart's Lockheed Electra 10E -------------------------------------------------------
# For each value below nine, return a top card of that value from your board, in
# descending order. If you return eight cards, you win. Otherwise, claim an achievement,
# ignoring eligibility.

EARHART = "Earhart's Lockheed Electra 10E"


def test_earhart_returning_eight_cards_wins():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    # Each return uncovers the card of the next value down.
                    "blue": [EARHART, "Publications", "Atomic Theory"],
                    "red": ["Coal"],
                    "green": ["Navigation"],
                    "yellow": ["Machinery"],
                    "purple": ["Philosophy", "Code of Laws"],
                }
            },
            "Bob": {"board": {"red": ["Oars"]}},
        },
        achievements=["Calendar"],
    )
    act(game, f"dogma {EARHART}")
    assert game.result.winners == ["Alice"]
    assert game.result.card == EARHART
    assert table(game)["Alice"] == {}
    assert supply(game, 8, "artifacts")[-1] == EARHART


def test_earhart_fewer_than_eight_claims_any_achievement():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "blue": [EARHART],
                    "red": ["Coal"],
                    "green": ["Measurement"],
                    "yellow": ["Fermenting"],
                }
            },
            "Bob": {"board": {"red": ["Oars"]}},
        },
        achievements=["Calendar", "Engineering"],
    )
    act(game, f"dogma {EARHART}")
    # Two top 5s: Alice chooses which one is returned.
    expect(game, "Alice", "choose_card", ["Coal", "Measurement"])
    act(game, "Measurement")
    # Returned: the 8, a 5 and the 2.  Alice has no points: she claims any achievement.
    expect(game, "Alice", "choose_value", [2, 3])
    act(game, 3)
    assert achievements(game, "Alice") == ["Engineering"]
    assert table(game)["Alice"] == {"board": {"red": ["Coal"]}, "achievements": ["Engineering"]}
    assert game.result is None
    expect(game, "Alice", "action")


def test_earhart_yamato_on_a_board_is_an_11_and_stays():
    game = artifacts(
        {
            "Alice": {"board": {"blue": [EARHART], "red": ["Battleship Yamato", "Flight"]}},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        achievements=["Calendar"],
    )
    act(game, f"dogma {EARHART}")
    assert board(game, "Alice", "red") == ["Battleship Yamato", "Flight"]
    assert board(game, "Alice", "blue") == []
    assert achievements(game, "Alice") == ["Calendar"]


# -- Parnell Pitch Drop -------------------------------------------------------------------
# Draw and meld a card of value one higher than the highest top card on your board. If the
# melded card has three {clock}, you win.


def test_parnell_pitch_drop_melding_three_clocks_wins():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Parnell Pitch Drop"], "red": ["Oars"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"base": {"9": ["Satellites"]}},
    )
    act(game, "dogma Parnell Pitch Drop")
    assert board(game, "Alice", "green") == ["Satellites"]
    assert game.result.winners == ["Alice"]


def test_parnell_pitch_drop_fewer_clocks_does_not_win():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Parnell Pitch Drop"], "red": ["Oars"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"base": {"9": ["Computers", "Satellites"]}},
    )
    act(game, "dogma Parnell Pitch Drop")
    assert board(game, "Alice", "blue") == ["Computers", "Parnell Pitch Drop"]
    assert game.result is None
    expect(game, "Alice", "action")


def test_parnell_pitch_drop_draws_one_above_the_highest_top_card():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Parnell Pitch Drop"], "purple": ["Democracy"]}},
            "Bob": {},
        },
        supply={"base": {"9": ["Satellites"]}},
    )
    # Alice's highest top card is the Pitch Drop (8): a 9, not a 7.
    act(game, "dogma Parnell Pitch Drop")
    assert board(game, "Alice", "green") == ["Satellites"]


# -- Battleship Bismarck ------------------------------------------------------------------
# I compel you to draw and reveal an {8}! Return all cards of the drawn card's color from
# your board!


def test_bismarck_compels_a_player_with_as_many_factories():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Battleship Bismarck"]}},
            "Bob": {"board": {"red": ["Coal"], "blue": ["Computers", "Tools"]}},
        },
        supply={"base": {"8": ["Rocketry"]}},
    )
    act(game, "dogma Battleship Bismarck")
    assert "Bob reveals Rocketry." in texts(game)
    assert table(game)["Bob"] == {"board": {"red": ["Coal"]}, "hand": ["Rocketry"]}
    assert supply(game, 9)[-1] == "Computers"
    assert supply(game, 1)[-1] == "Tools"
    # Alice does not execute her own compel.
    assert table(game)["Alice"] == {"board": {"red": ["Battleship Bismarck"]}}


def test_bismarck_does_not_compel_a_player_with_fewer_factories():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Battleship Bismarck"]}},
            "Bob": {"board": {"red": ["Oars"], "blue": ["Computers"]}},
        },
        supply={"base": {"8": ["Rocketry"]}},
    )
    before = table(game)
    act(game, "dogma Battleship Bismarck")
    assert table(game) == before
    assert supply(game, 8)[0] == "Rocketry"


# -- Meiji-Mura Stamp Vending Machine -----------------------------------------------------
# Return a card from your hand. Draw and score three cards of the returned card's value.

MEIJI = "Meiji-Mura Stamp Vending Machine"


def test_meiji_mura_returns_a_card_and_scores_three_of_its_value():
    game = artifacts(
        {
            "Alice": {"board": {"green": [MEIJI]}, "hand": ["Tools", "Coal"]},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"base": {"5": ["Chemistry", "Physics", "Banking", "Astronomy"]}},
    )
    act(game, f"dogma {MEIJI}")
    expect(game, "Alice", "choose_card", ["Coal", "Tools"])
    act(game, "Coal")
    assert hand(game, "Alice") == ["Tools"]
    assert score_pile(game, "Alice") == ["Banking", "Chemistry", "Physics"]
    assert supply(game, 5)[0] == "Astronomy"
    assert supply(game, 5)[-1] == "Coal"


def test_meiji_mura_with_an_empty_hand_does_nothing():
    game = artifacts(
        {"Alice": {"board": {"green": [MEIJI]}}, "Bob": {"board": {"red": ["Oars"]}}},
    )
    before = table(game)
    act(game, f"dogma {MEIJI}")
    assert table(game) == before


# -- Ocean Liner Titanic ------------------------------------------------------------------
# Score all bottom cards from your board.


def test_titanic_scores_every_bottom_card():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "green": ["Ocean Liner Titanic", "Sailing"],
                    "blue": ["Tools"],
                    "red": {"cards": ["Oars", "Construction", "Archery"], "splay": "left"},
                }
            },
            "Bob": {"board": {"yellow": ["Masonry"]}},
        },
    )
    act(game, "dogma Ocean Liner Titanic")
    assert table(game)["Alice"] == {
        "board": {"green": ["Ocean Liner Titanic"], "red": (["Oars", "Construction"], "left")},
        "score": ["Archery", "Sailing", "Tools"],
        "scored": 3,
    }


# -- Plush Beweglich Rod Bear -------------------------------------------------------------
# Choose a value. Splay up each color with a top card of the chosen value. Return all
# cards of the chosen value from all score piles.

BEAR = "Plush Beweglich Rod Bear"


def test_bear_splays_up_and_returns_the_value_from_every_score_pile():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "yellow": [BEAR, "Masonry"],
                    "blue": ["Quantum Theory", "Tools"],
                    "green": ["Corporations", "Sailing"],
                    "red": ["Flight"],
                    "purple": ["Lighting", "Mysticism"],
                },
                "score": ["Rocketry", "Pottery"],
            },
            "Bob": {
                "board": {"red": ["Oars"]},
                "score": ["Mobility", "Antibiotics", "Agriculture"],
            },
        },
    )
    act(game, f"dogma {BEAR}")
    expect(game, "Alice", "choose_value", [*range(1, 11)])
    act(game, 8)
    alice = table(game)["Alice"]
    assert alice["board"] == {
        "yellow": ([BEAR, "Masonry"], "up"),
        "blue": (["Quantum Theory", "Tools"], "up"),
        "green": (["Corporations", "Sailing"], "up"),
        "red": ["Flight"],  # a single card: nothing to splay
        "purple": ["Lighting", "Mysticism"],  # a 7 on top
    }
    assert alice["score"] == ["Pottery"]
    assert score_pile(game, "Bob") == ["Agriculture"]
    assert sorted(supply(game, 8)[-3:]) == ["Antibiotics", "Mobility", "Rocketry"]


def test_bear_can_choose_11_for_a_top_yamato():
    game = artifacts(
        {
            "Alice": {
                "board": {"yellow": [BEAR], "red": ["Battleship Yamato", "Coal"]},
                "score": ["Skyscrapers"],
            },
            "Bob": {"board": {"red": ["Oars"]}},
        },
    )
    act(game, f"dogma {BEAR}")
    expect(game, "Alice", "choose_value", [*range(1, 12)])
    act(game, 11)
    assert splay(game, "Alice", "red") == "up"
    # In a score pile, Yamato would be an 8: no card of value 11 there.
    assert score_pile(game, "Alice") == ["Skyscrapers"]


# -- Time ---------------------------------------------------------------------------------
# I compel you to transfer a non-yellow top card with a {clock} from your board to my
# board! If you do, repeat this effect!


def test_time_transfers_clock_cards_until_none_is_left():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Time"]}},
            "Bob": {
                "board": {
                    "blue": ["Quantum Theory", "Publications"],
                    "green": ["Bicycle"],
                    "yellow": ["Singer Model 27"],
                    "red": ["Oars"],
                }
            },
        },
    )
    act(game, "dogma Time")
    expect(game, "Bob", "choose_card", ["Bicycle", "Quantum Theory"])
    act(game, "Quantum Theory")
    # Publications, uncovered, has a clock too.
    expect(game, "Bob", "choose_card", ["Bicycle", "Publications"])
    act(game, "Bicycle")
    assert table(game)["Bob"] == {"board": {"yellow": ["Singer Model 27"], "red": ["Oars"]}}
    assert table(game)["Alice"] == {
        "board": {
            "yellow": ["Time"],
            "blue": ["Publications", "Quantum Theory"],
            "green": ["Bicycle"],
        }
    }
    expect(game, "Alice", "action")


def test_time_does_not_compel_a_player_with_fewer_clocks():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Time"]}},
            "Bob": {"board": {"blue": ["Publications"]}},
        },
    )
    before = table(game)
    act(game, "dogma Time")
    assert table(game) == before


# -- '30 World Cup Final Ball -------------------------------------------------------------
# I compel you to return one of your achievements!
# Draw and reveal an {8}. The single player with the highest top card of the drawn card's
# color achieves it, ignoring eligibility. If that happens, repeat this effect.

BALL = "'30 World Cup Final Ball"


def test_ball_compels_returning_an_achievement_then_shares():
    game = artifacts(
        {
            "Alice": {"board": {"purple": [BALL]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "achievements": ["Tools", "Calendar"]},
        },
        achievements=[],
        supply={"base": {"8": ["Flight", "Rocketry", "Empiricism"]}},
    )
    act(game, f"dogma {BALL}")
    # Standard achievements are face down: Bob chooses by value.
    expect(game, "Bob", "choose_option", ["achievement 1", "achievement 2"])
    act(game, "achievement 2")
    assert achievements(game, "Bob") == ["Tools"]
    assert supply(game, 2)[-1] == "Calendar"
    # Bob shares: nobody has a red top card (a tie): Flight stays in his hand.  Alice:
    # nobody has a blue top card.  Bob changed something: Alice's free Draw action.
    assert hand(game, "Bob") == ["Flight"]
    assert hand(game, "Alice") == ["Empiricism", "Rocketry"]


def test_ball_compel_does_not_offer_special_achievements():
    game = artifacts(
        {
            "Alice": {"board": {"purple": [BALL]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "achievements": ["Monument", "Tools"]},
        },
        achievements=[],
        supply={"base": {"8": ["Flight", "Rocketry", "Empiricism"]}},
    )
    act(game, f"dogma {BALL}")
    assert achievements(game, "Bob") == ["Monument"]
    assert supply(game, 1)[-1] == "Tools"


def test_ball_compel_returns_a_decree_to_the_centre():
    # "I compel you to return one of your achievements!"  A Decree is an achievement (the
    # Figures rules: "a special type of achievement"); returned, it goes back to the centre.
    game = artifacts(
        {
            "Alice": {"board": {"purple": [BALL]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "achievements": ["War"]},
        },
        expansions=["artifacts", "figures"],
        supply={"base": {"8": ["Flight", "Rocketry", "Empiricism", "Antibiotics"]}},
    )
    act(game, f"dogma {BALL}")
    assert achievements(game, "Bob") == []
    assert "War" in game.to_position()["decrees"]


def test_ball_compel_returns_a_relic_beside_its_pile():
    game = artifacts(
        {
            "Alice": {"board": {"purple": [BALL]}},
            "Bob": {
                "board": {"yellow": ["Agriculture"]},
                "achievements": ["Complex Numbers", "Tools"],
            },
        },
        achievements=[],
        options={"relics": True},
        supply={"base": {"8": ["Flight", "Rocketry", "Empiricism"]}},
    )
    act(game, f"dogma {BALL}")
    expect(game, "Bob", "choose_option", ["Complex Numbers", "achievement 1"])
    act(game, "Complex Numbers")
    assert achievements(game, "Bob") == ["Tools"]
    assert "Complex Numbers" in game.to_position()["relics"]


def test_ball_single_highest_players_achieve_until_a_tie():
    game = artifacts(
        {
            "Alice": {"board": {"purple": [BALL], "red": ["Oars"]}},
            "Bob": {"board": {"yellow": ["Masonry"], "red": ["Archery"]}},
        },
        achievements=[],
        supply={"base": {"8": ["Antibiotics", "Socialism", "Mobility", "Rocketry"]}},
    )
    act(game, f"dogma {BALL}")
    # Antibiotics (yellow): Bob alone has a yellow top card; Socialism (purple): Alice
    # alone; Mobility (red): Oars and Archery are both 1s, a tie: it stays in the hand.
    assert achievements(game, "Bob") == ["Antibiotics"]
    assert achievements(game, "Alice") == ["Socialism"]
    assert hand(game, "Alice") == ["Mobility"]
    assert supply(game, 8)[0] == "Rocketry"


# -- Garland's Ruby Slippers --------------------------------------------------------------
# Meld an {8} from your hand. If the melded card has no effects, you win. Otherwise,
# execute the effects of the melded card as if they were on this card. Do not share them.

SLIPPERS = "Garland's Ruby Slippers"


def test_ruby_slippers_melding_yamato_wins():
    game = artifacts(
        {
            "Alice": {"board": {"purple": [SLIPPERS]}, "hand": ["Battleship Yamato", "Tools"]},
            "Bob": {"board": {"red": ["Oars"]}},
        },
    )
    act(game, f"dogma {SLIPPERS}")
    assert board(game, "Alice", "red") == ["Battleship Yamato"]
    assert game.result.winners == ["Alice"]
    assert game.result.card == SLIPPERS


def test_ruby_slippers_executes_the_melded_card_here_demands_included():
    game = artifacts(
        {
            "Alice": {"board": {"purple": [SLIPPERS]}, "hand": ["Mobility", "Flight", "Tools"]},
            "Bob": {"board": {"blue": ["Mathematics"], "green": ["Sailing"], "red": ["Oars"]}},
        },
        supply={"base": {"8": ["Socialism"]}},
    )
    act(game, f"dogma {SLIPPERS}")
    expect(game, "Alice", "choose_card", ["Flight", "Mobility"])
    act(game, "Mobility")
    # Mobility's demand, issued to Bob (fewer clocks than Alice): his two highest non-red
    # top cards without a factory go to Alice's score pile, and he draws an 8.
    assert table(game)["Bob"] == {"board": {"red": ["Oars"]}, "hand": ["Socialism"]}
    assert table(game)["Alice"] == {
        "board": {"purple": [SLIPPERS], "red": ["Mobility"]},
        "hand": ["Flight", "Tools"],
        "score": ["Mathematics", "Sailing"],
    }
    assert game.result is None


def test_ruby_slippers_without_an_8_does_nothing():
    game = artifacts(
        {
            "Alice": {"board": {"purple": [SLIPPERS]}, "hand": ["Tools"]},
            "Bob": {"board": {"red": ["Oars"]}},
        },
    )
    before = table(game)
    act(game, f"dogma {SLIPPERS}")
    assert table(game) == before
    assert game.result is None
