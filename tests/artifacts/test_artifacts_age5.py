"""Scenario tests for the age 5 cards of Artifacts of History and the relic
Newton-Wickins Telescope.

The games have no standard achievements unless a test lists some, so that the supply
piles hold exactly the cards listed on top.  Players with an empty board have none of
any icon: they neither share nor are compelled.
"""

from helpers import (
    achievements,
    act,
    artifacts,
    available,
    board,
    expect,
    hand,
    supply,
    table,
    texts,
)

# -- Boerhavve Silver Microscope --------------------------------------------------------
# Return the lowest card in your hand and the lowest top card on your board. Draw and
# score a card of value equal to the sum of the values of the cards returned.


def test_boerhavve_silver_microscope_scores_the_sum_of_the_values_returned():
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Boerhavve Silver Microscope"], "red": ["Construction"]},
                "hand": ["Optics", "Calendar", "Fermenting"],
            },
            "Bob": {},
        },
        supply={"base": {"4": ["Anatomy"]}},
    )
    act(game, "dogma Boerhavve Silver Microscope")
    expect(game, "Alice", "choose_card", ["Calendar", "Fermenting"])  # the lowest: a tie
    act(game, "Fermenting")
    # Construction (2) is the lowest top card: 2 + 2 = 4.
    assert table(game)["Alice"] == {
        "board": {"blue": ["Boerhavve Silver Microscope"]},
        "hand": ["Calendar", "Optics"],
        "score": ["Anatomy"],
        "scored": 1,
    }
    assert supply(game, 2)[-2:] == ["Fermenting", "Construction"]


def test_boerhavve_silver_microscope_with_an_empty_hand_returns_a_top_card_only():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Boerhavve Silver Microscope"], "red": ["Optics"]}},
            "Bob": {},
        },
        supply={"base": {"3": ["Paper"]}},
    )
    act(game, "dogma Boerhavve Silver Microscope")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Boerhavve Silver Microscope"]},
        "score": ["Paper"],
        "scored": 1,
    }


# -- Principia --------------------------------------------------------------------------
# Return all non-blue top cards from your board. For each card returned, draw and meld a
# card of value one higher than the value of the returned card, in ascending order.


def test_principia_returns_non_blue_top_cards_and_melds_one_higher_in_ascending_order():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "blue": ["Principia"],
                    "red": ["Gunpowder"],
                    "green": ["Clothing"],
                    "yellow": ["Fermenting", "Agriculture"],
                },
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Construction"], "3": ["Paper"], "5": ["Coal"]}},
    )
    act(game, "dogma Principia")
    # Gunpowder (4), Clothing (1), Fermenting (2) returned; Agriculture, uncovered,
    # stays.  Draw and meld a 2, a 3, a 5 in that order: Coal (5) lands on Construction.
    assert table(game)["Alice"] == {
        "board": {
            "blue": ["Principia"],
            "red": ["Coal", "Construction"],
            "green": ["Paper"],
            "yellow": ["Agriculture"],
        },
    }
    assert supply(game, 4)[-1] == "Gunpowder"
    assert supply(game, 1)[-1] == "Clothing"
    assert supply(game, 2)[-1] == "Fermenting"


def test_principia_with_only_blue_cards_does_nothing():
    game = artifacts(
        {"Alice": {"board": {"blue": ["Principia", "Tools"]}}, "Bob": {}},
        supply={"base": {"1": ["Agriculture"], "6": ["Canning"]}},
    )
    act(game, "dogma Principia")
    assert table(game)["Alice"] == {"board": {"blue": ["Principia", "Tools"]}}


# -- Bill of Rights ---------------------------------------------------------------------
# I compel you to choose a color where you have more visible cards than I do! Transfer
# all cards of that color from your board to my board, from the bottom up!


def test_bill_of_rights_transfers_a_whole_colour_from_the_bottom_up():
    game = artifacts(
        {
            # Alice: 4 lightbulbs; one visible blue card, one red.
            "Alice": {"board": {"red": ["Bill of Rights"], "blue": ["Mathematics"]}},
            # Bob: 6 lightbulbs, compelled.  Visible: blue 3 (splayed), yellow 1,
            # purple 1, red 1 (not more than Alice's 1).
            "Bob": {
                "board": {
                    "blue": {"cards": ["Tools", "Writing", "Pottery"], "splay": "right"},
                    "yellow": ["Agriculture"],
                    "purple": ["Philosophy"],
                    "red": ["Oars"],
                },
            },
        },
    )
    act(game, "dogma Bill of Rights")
    expect(game, "Bob", "choose_color", ["blue", "yellow", "purple"])
    act(game, "blue")
    assert table(game) == {
        "Alice": {
            "board": {
                "red": ["Bill of Rights"],
                "blue": ["Tools", "Writing", "Pottery", "Mathematics"],
            },
        },
        "Bob": {"board": {"yellow": ["Agriculture"], "purple": ["Philosophy"], "red": ["Oars"]}},
    }


def test_bill_of_rights_with_no_colour_of_more_visible_cards():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Bill of Rights"], "blue": ["Tools"]}},
            "Bob": {"board": {"blue": ["Writing", "Pottery"], "red": ["Archery"]}},
        },
    )
    act(game, "dogma Bill of Rights")
    assert table(game) == {
        "Alice": {"board": {"red": ["Bill of Rights"], "blue": ["Tools"]}},
        "Bob": {"board": {"blue": ["Writing", "Pottery"], "red": ["Archery"]}},
    }
    expect(game, "Alice", "action")


def test_bill_of_rights_does_not_compel_a_player_with_fewer_lightbulbs():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Bill of Rights"]}},
            "Bob": {"board": {"red": ["Archery"], "yellow": ["Agriculture"]}},
        },
    )
    act(game, "dogma Bill of Rights")
    assert table(game)["Bob"] == {"board": {"red": ["Archery"], "yellow": ["Agriculture"]}}
    assert table(game)["Alice"] == {"board": {"red": ["Bill of Rights"]}}


# -- Ship of the Line Sussex ------------------------------------------------------------
# If you have no cards in your score pile, choose a color and score all cards of that
# color from your board. Otherwise, return all cards from your score pile.


def test_ship_of_the_line_sussex_with_an_empty_score_pile_scores_a_colour():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Ship of the Line Sussex"], "blue": ["Tools", "Writing"]}},
            "Bob": {},
        },
    )
    act(game, "dogma Ship of the Line Sussex")
    expect(game, "Alice", "choose_color", ["blue", "red", "green", "yellow", "purple"])
    act(game, "blue")
    assert table(game)["Alice"] == {
        "board": {"red": ["Ship of the Line Sussex"]},
        "score": ["Tools", "Writing"],
        "scored": 2,
    }


def test_ship_of_the_line_sussex_otherwise_returns_the_score_pile():
    game = artifacts(
        {
            "Alice": {
                "board": {"red": ["Ship of the Line Sussex"], "blue": ["Tools"]},
                "score": ["Calendar", "Mathematics"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Ship of the Line Sussex")
    expect(game, "Alice", "choose_card", ["Calendar", "Mathematics"])  # their order
    act(game, "Mathematics")
    assert table(game)["Alice"] == {
        "board": {"red": ["Ship of the Line Sussex"], "blue": ["Tools"]},
    }
    assert supply(game, 2)[-2:] == ["Mathematics", "Calendar"]


# -- Barque-Longue La Belle -------------------------------------------------------------
# Draw and meld a {5}. If the drawn card is not green, repeat this effect.


def test_barque_longue_la_belle_melds_5s_until_a_green_one():
    game = artifacts(
        {"Alice": {"board": {"green": ["Barque-Longue La Belle"]}}, "Bob": {}},
        supply={"base": {"5": ["Coal", "Statistics", "Banking", "Physics"]}},
    )
    act(game, "dogma Barque-Longue La Belle")
    assert table(game)["Alice"] == {
        "board": {
            "green": ["Banking", "Barque-Longue La Belle"],
            "red": ["Coal"],
            "yellow": ["Statistics"],
        },
    }
    assert supply(game, 5)[0] == "Physics"


def test_barque_longue_la_belle_stops_at_once_on_a_green_card():
    game = artifacts(
        {"Alice": {"board": {"green": ["Barque-Longue La Belle"]}}, "Bob": {}},
        supply={"base": {"5": ["Measurement", "Coal"]}},
    )
    act(game, "dogma Barque-Longue La Belle")
    assert table(game)["Alice"] == {
        "board": {"green": ["Measurement", "Barque-Longue La Belle"]},
    }


# -- Hudson's Bay Company Archives ------------------------------------------------------
# Score the bottom card of every color on your board. Meld a card from your score pile.
# Splay right the color of the melded card.


def test_hudsons_bay_company_archives():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "green": ["Hudson's Bay Company Archives"],
                    "red": ["Coal", "Oars"],
                    "blue": ["Tools"],
                },
                "score": ["Calendar"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Hudson's Bay Company Archives")
    # Bottom cards: Hudson's Bay itself (alone in green), Oars, Tools: all scored.
    expect(
        game,
        "Alice",
        "choose_card",
        ["Calendar", "Hudson's Bay Company Archives", "Oars", "Tools"],
    )
    act(game, "Oars")
    assert table(game)["Alice"] == {
        "board": {"red": (["Oars", "Coal"], "right")},
        "score": ["Calendar", "Hudson's Bay Company Archives", "Tools"],
        "scored": 3,
    }


# -- Gujin Tushu Jinsheng ---------------------------------------------------------------
# If Gujin Tushu Jinsheng is on your board, choose any other top card on any other board.
# Execute the effects on the chosen card as if they were on this card. Do not share them.


def test_gujin_tushu_jinsheng_executes_another_boards_top_card():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Gujin Tushu Jinsheng"]}},
            # Bob: 2 lightbulbs (Alice 2): he shares, but Gujin Tushu Jinsheng is not on
            # his board: he does nothing (else he would execute Carol's Oars and draw).
            "Bob": {"board": {"blue": ["Writing"]}},
            "Carol": {"board": {"red": ["Oars"]}},
        },
        supply={"base": {"2": ["Calendar", "Mathematics"]}},
    )
    act(game, "dogma Gujin Tushu Jinsheng")
    expect(game, "Alice", "choose_card", ["Writing", "Oars"])
    act(game, "Writing")  # Writing: draw a 2
    assert table(game) == {
        "Alice": {"board": {"yellow": ["Gujin Tushu Jinsheng"]}, "hand": ["Calendar"]},
        "Bob": {"board": {"blue": ["Writing"]}},
        "Carol": {"board": {"red": ["Oars"]}},
    }
    assert "Alice executes the effects of Writing." in texts(game)
    expect(game, "Alice", "action")  # Bob changed nothing: no sharing bonus


def test_gujin_tushu_jinsheng_demands_those_vulnerable_to_it():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Gujin Tushu Jinsheng"]}},
            # Bob: 1 lightbulb (Alice 2): vulnerable to Archery's demand executed here.
            "Bob": {"board": {"red": ["Archery"]}, "hand": ["Mathematics"]},
        },
        supply={"base": {"1": ["Tools"]}},
    )
    act(game, "dogma Gujin Tushu Jinsheng")
    # Archery: "I demand you draw a 1, then transfer the highest card in your hand to my
    # hand!"
    assert hand(game, "Bob") == ["Tools"]
    assert hand(game, "Alice") == ["Mathematics"]


# -- The Daily Courant ------------------------------------------------------------------
# Draw a card of any value, then place it on top of the draw pile of its age. You may
# execute the effects of one of your other top cards as if they were on this card. Do not
# share them.


def test_the_daily_courant_puts_the_drawn_card_back_and_executes_a_top_card():
    game = artifacts(
        {
            "Alice": {
                "board": {"yellow": ["The Daily Courant"], "blue": ["Writing"], "red": ["Oars"]},
            },
            "Bob": {},
        },
        supply={"base": {"3": ["Optics", "Paper"], "2": ["Calendar"]}},
    )
    act(game, "dogma The Daily Courant")
    expect(game, "Alice", "choose_value", list(range(1, 11)))
    act(game, 3)
    assert "Alice draws Optics." in texts(game)
    assert supply(game, 3)[:2] == ["Optics", "Paper"]
    assert hand(game, "Alice") == []
    expect(game, "Alice", "choose_card", ["Writing", "Oars", None])
    act(game, "Writing")
    assert hand(game, "Alice") == ["Calendar"]


def test_the_daily_courant_may_execute_nothing():
    game = artifacts(
        {"Alice": {"board": {"yellow": ["The Daily Courant"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"base": {"2": ["Calendar"]}},
    )
    act(game, "dogma The Daily Courant", 2, None)
    assert supply(game, 2)[0] == "Calendar"
    assert table(game)["Alice"] == {
        "board": {"yellow": ["The Daily Courant"], "blue": ["Writing"]},
    }


def test_the_daily_courant_executes_a_demand_on_those_vulnerable_to_it():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["The Daily Courant"], "red": ["Archery"]}},
            # Bob: no factory (Alice 2): vulnerable to Archery's demand executed here,
            # though he has more castles than Alice.
            "Bob": {"board": {"green": ["The Wheel"]}, "hand": ["Mathematics"]},
        },
        supply={"base": {"1": ["Tools", "Agriculture"]}},
    )
    act(game, "dogma The Daily Courant", 1)  # Tools drawn and put back
    act(game, "Archery")
    # Archery: "I demand you draw a 1, then transfer the highest card in your hand to my
    # hand!"  Bob draws Tools and gives Mathematics.
    assert hand(game, "Bob") == ["Tools"]
    assert hand(game, "Alice") == ["Mathematics"]
    assert supply(game, 1)[0] == "Agriculture"


# -- Almira, Queen of the Castle --------------------------------------------------------
# Meld a card from your hand. Claim an achievement of matching value, ignoring
# eligibility.


def test_almira_melds_and_claims_an_achievement_of_matching_value():
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Almira, Queen of the Castle"]},
                "hand": ["Optics", "Tools"],
            },
            "Bob": {},
        },
        achievements=["Calendar", "Paper"],
    )
    act(game, "dogma Almira, Queen of the Castle", "Optics")
    assert board(game, "Alice", "red") == ["Optics"]
    assert achievements(game, "Alice") == ["Paper"]
    assert available(game) == ["Calendar"]


def test_almira_without_an_achievement_of_that_value_only_melds():
    game = artifacts(
        {
            "Alice": {"board": {"purple": ["Almira, Queen of the Castle"]}, "hand": ["Tools"]},
            "Bob": {},
        },
        achievements=["Calendar", "Paper"],
    )
    act(game, "dogma Almira, Queen of the Castle")
    assert board(game, "Alice", "blue") == ["Tools"]
    assert achievements(game, "Alice") == []
    assert available(game) == ["Calendar", "Paper"]


def test_almira_with_an_empty_hand_claims_nothing():
    game = artifacts(
        {"Alice": {"board": {"purple": ["Almira, Queen of the Castle"]}}, "Bob": {}},
        achievements=["Calendar"],
    )
    act(game, "dogma Almira, Queen of the Castle")
    assert achievements(game, "Alice") == []


# -- Sandham Room Cricket Bat -----------------------------------------------------------
# Draw and reveal a {6}. If it is red, claim an achievement, ignoring eligibility.


def test_sandham_room_cricket_bat_red_claims_any_achievement():
    game = artifacts(
        {"Alice": {"board": {"purple": ["Sandham Room Cricket Bat"]}}, "Bob": {}},
        achievements=["Tools", "Paper"],
        supply={"base": {"6": ["Industrialization"]}},
    )
    act(game, "dogma Sandham Room Cricket Bat")
    assert "Alice reveals Industrialization." in texts(game)
    expect(game, "Alice", "choose_value", [1, 3])
    act(game, 3)
    assert achievements(game, "Alice") == ["Paper"]
    assert hand(game, "Alice") == ["Industrialization"]


def test_sandham_room_cricket_bat_not_red_claims_nothing():
    game = artifacts(
        {"Alice": {"board": {"purple": ["Sandham Room Cricket Bat"]}}, "Bob": {}},
        achievements=["Tools", "Paper"],
        supply={"base": {"6": ["Atomic Theory"]}},
    )
    act(game, "dogma Sandham Room Cricket Bat")
    assert "Alice reveals Atomic Theory." in texts(game)
    expect(game, "Alice", "action")
    assert achievements(game, "Alice") == []
    assert available(game) == ["Paper", "Tools"]
    assert hand(game, "Alice") == ["Atomic Theory"]


# -- Newton-Wickins Telescope (relic) ---------------------------------------------------
# You may return any number of cards from your score pile. If you do, draw and meld a card
# of value equal to the number of cards returned. If the melded card has a {clock},
# return it.


def test_newton_wickins_telescope_melds_a_card_of_the_number_returned():
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Newton-Wickins Telescope"]},
                "score": ["Tools", "Calendar", "Optics"],
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Mathematics"]}},
        options={"relics": True},
    )
    act(game, "dogma Newton-Wickins Telescope", ["Tools", "Calendar"])
    assert table(game)["Alice"] == {
        "board": {"purple": ["Newton-Wickins Telescope"], "blue": ["Mathematics"]},
        "score": ["Optics"],
    }
    assert supply(game, 1)[-1] == "Tools"


def test_newton_wickins_telescope_returns_a_melded_card_with_a_clock():
    sevens = ["Tools", "Writing", "Pottery", "Oars", "Archery", "Sailing", "Agriculture"]
    game = artifacts(
        {
            "Alice": {"board": {"purple": ["Newton-Wickins Telescope"]}, "score": sevens},
            "Bob": {},
        },
        supply={"base": {"7": ["Publications"]}},
        options={"relics": True},
    )
    act(game, "dogma Newton-Wickins Telescope", sevens)
    assert "Alice melds Publications." in texts(game)
    assert table(game)["Alice"] == {"board": {"purple": ["Newton-Wickins Telescope"]}}
    assert supply(game, 7)[-1] == "Publications"
    assert supply(game, 1)[-7:] == sevens


def test_newton_wickins_telescope_returning_nothing_melds_nothing():
    game = artifacts(
        {
            "Alice": {"board": {"purple": ["Newton-Wickins Telescope"]}, "score": ["Tools"]},
            "Bob": {},
        },
        supply={"base": {"1": ["Agriculture"]}},
        options={"relics": True},
    )
    act(game, "dogma Newton-Wickins Telescope", [])
    assert table(game)["Alice"] == {
        "board": {"purple": ["Newton-Wickins Telescope"]},
        "score": ["Tools"],
    }
