"""Scenario tests for the age 5 cards of the base set (one or more per effect)."""

from helpers import (
    achievements,
    act,
    board,
    expect,
    hand,
    icons,
    score_pile,
    setup,
    splay,
    supply,
    texts,
)

# -- Chemistry ------------------------------------------------------------------------------
# 1: You may splay your blue cards right.
# 2: Draw and score a card of value one higher than the highest top card on your board and
#    then return a card from your score pile.


def test_chemistry_splay_then_score_one_higher_and_return_a_score_card():
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Chemistry", "Tools"], "purple": ["Democracy"]},
                "score": ["Pottery"],
            },
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"7": ["Evolution"]},
    )
    assert icons(game, "Bob")["factory"] == 0
    act(game, "dogma Chemistry")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "blue") == "right"
    # Highest top card is Democracy (6): draw and score a 7, then return a score card.
    expect(game, "Alice", "choose_card", ["Pottery", "Evolution"])
    act(game, "Pottery")
    assert score_pile(game, "Alice") == ["Evolution"]
    assert supply(game, 1)[-1] == "Pottery"
    expect(game, "Alice", "action")


def test_chemistry_shared_sharer_scores_and_returns_first():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Chemistry"]}, "score": ["Pottery"]},
            "Bob": {"board": {"red": ["Coal"]}},
        },
        supply={"6": ["Canning", "Vaccination"], "5": ["Banking"]},
    )
    assert icons(game, "Bob")["factory"] >= icons(game, "Alice")["factory"]
    act(game, "dogma Chemistry")
    # Bob: draws and scores Canning, and must return it (his only score card).
    assert score_pile(game, "Bob") == []
    assert supply(game, 6)[-1] == "Canning"
    # Alice draws the next 6.
    expect(game, "Alice", "choose_card", ["Pottery", "Vaccination"])
    act(game, "Vaccination")
    assert score_pile(game, "Alice") == ["Pottery"]
    assert supply(game, 6)[-2:] == ["Canning", "Vaccination"]
    assert hand(game, "Alice") == ["Banking"]  # free draw of a 5


def test_chemistry_declined_splay():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Chemistry", "Tools"]}},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"6": ["Canning"]},
    )
    act(game, "dogma Chemistry", "no")
    assert splay(game, "Alice", "blue") == "none"
    # The 6 scored is the only score card: returned without a question.
    assert score_pile(game, "Alice") == []
    assert supply(game, 6)[-1] == "Canning"


# -- Physics: Draw three 6 and reveal them. If two or more of the drawn cards are the same
#    color, return the drawn cards and all cards in your hand. Otherwise, keep them. -------


def test_physics_same_color_returns_drawn_cards_and_hand():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Physics"]}, "hand": ["Pottery"]},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"6": ["Canning", "Vaccination", "Democracy", "Encyclopedia"]},
    )
    assert icons(game, "Bob")["lightbulb"] == 0
    act(game, "dogma Physics")
    # Canning and Vaccination are both yellow.  Three cards go to the 6 pile: order them.
    d = expect(game, "Alice", "choose_card", ["Canning", "Vaccination", "Democracy"])
    assert "return" in d.prompt
    act(game, "Democracy", "Canning")
    assert hand(game, "Alice") == []
    assert supply(game, 6)[0] == "Encyclopedia"
    assert supply(game, 6)[-3:] == ["Democracy", "Canning", "Vaccination"]
    assert supply(game, 1)[-1] == "Pottery"
    assert sum("reveals" in t for t in texts(game)) >= 3


def test_physics_different_colors_are_kept():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Physics"]}, "hand": ["Pottery"]},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"6": ["Canning", "Democracy", "Atomic Theory"]},
    )
    act(game, "dogma Physics")
    assert hand(game, "Alice") == ["Atomic Theory", "Canning", "Democracy", "Pottery"]
    expect(game, "Alice", "action")


# -- Coal -----------------------------------------------------------------------------------
# 1: Draw and tuck a 5.   2: You may splay your red cards right.
# 3: You may score any one of your top cards. If you do, also score the card beneath it.


def test_coal_tuck_splay_and_score_top_card_with_the_one_beneath():
    game = setup(
        {
            "Alice": {"board": {"red": ["Coal", "Archery", "Oars"], "green": ["Sailing"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
        },
        supply={"5": ["Banking"]},
    )
    assert icons(game, "Bob")["factory"] == 0
    act(game, "dogma Coal")
    assert board(game, "Alice", "green") == ["Sailing", "Banking"]
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "red") == "right"
    expect(game, "Alice", "choose_card", ["Coal", "Sailing", None])
    act(game, "Coal")
    assert score_pile(game, "Alice") == ["Archery", "Coal"]
    assert board(game, "Alice", "red") == ["Oars"]
    assert splay(game, "Alice", "red") == "none"  # one card left: unsplayed


def test_coal_score_a_single_card_stack():
    game = setup(
        {
            "Alice": {"board": {"red": ["Coal"], "green": ["Sailing"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
        },
        supply={"5": ["Measurement"]},
    )
    act(game, "dogma Coal")
    # Measurement is tucked under Sailing; red has one card: no splay question.
    expect(game, "Alice", "choose_card", ["Coal", "Sailing", None])
    act(game, "Coal")
    assert score_pile(game, "Alice") == ["Coal"]
    assert board(game, "Alice", "red") == []
    assert board(game, "Alice", "green") == ["Sailing", "Measurement"]


def test_coal_declines_splay_and_score():
    game = setup(
        {
            "Alice": {"board": {"red": ["Coal", "Archery"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
        },
        supply={"5": ["Banking"]},
    )
    act(game, "dogma Coal", "no", None)
    assert score_pile(game, "Alice") == []
    assert board(game, "Alice", "red") == ["Coal", "Archery"]
    assert splay(game, "Alice", "red") == "none"
    assert board(game, "Alice", "green") == ["Banking"]


# -- The Pirate Code --------------------------------------------------------------------------
# 1: I demand you transfer two cards of value 4 or less from your score pile to my score
#    pile!
# 2: If any cards were transferred due to the demand, score the lowest top card with a crown
#    from your board.


def test_the_pirate_code_demand_two_cards_then_score_lowest_crown_card():
    game = setup(
        {
            "Alice": {
                "board": {
                    "red": ["The Pirate Code"],
                    "green": ["Sailing"],
                    "yellow": ["Canal Building"],
                }
            },
            "Bob": {
                "board": {"red": ["Archery"]},
                "score": ["Pottery", "Calendar", "Anatomy", "Coal"],
            },
        },
    )
    assert icons(game, "Bob")["crown"] == 0
    act(game, "dogma The Pirate Code")
    d = expect(game, "Bob", "choose_cards", ["Pottery", "Calendar", "Anatomy"])
    assert (d.min, d.max) == (2, 2)
    act(game, ["Pottery", "Anatomy"])
    assert score_pile(game, "Bob") == ["Calendar", "Coal"]
    # Sailing (1) is the lowest top card with a crown.
    assert score_pile(game, "Alice") == ["Anatomy", "Pottery", "Sailing"]
    assert board(game, "Alice", "green") == []
    assert board(game, "Alice", "yellow") == ["Canal Building"]


def test_the_pirate_code_only_one_card_is_transferred_and_lowest_tie_is_chosen():
    game = setup(
        {
            "Alice": {
                "board": {
                    "red": ["The Pirate Code"],
                    "green": ["Sailing"],
                    "purple": ["Code of Laws"],
                }
            },
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Calendar", "Coal"]},
        },
    )
    act(game, "dogma The Pirate Code")
    # Only one card of value 4 or less: Bob transfers as much as he can.
    assert score_pile(game, "Bob") == ["Coal"]
    expect(game, "Alice", "choose_card", ["Sailing", "Code of Laws"])
    act(game, "Code of Laws")
    assert score_pile(game, "Alice") == ["Calendar", "Code of Laws"]
    assert board(game, "Alice", "green") == ["Sailing"]


def test_the_pirate_code_nothing_transferred_nothing_scored():
    game = setup(
        {
            "Alice": {"board": {"red": ["The Pirate Code"], "green": ["Sailing"]}},
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Coal"]},
        },
    )
    act(game, "dogma The Pirate Code")
    assert score_pile(game, "Bob") == ["Coal"]
    assert score_pile(game, "Alice") == []
    assert board(game, "Alice", "green") == ["Sailing"]
    expect(game, "Alice", "action")


def test_the_pirate_code_sharer_scores_too_and_is_not_demanded():
    game = setup(
        {
            "Alice": {"board": {"red": ["The Pirate Code"], "green": ["Sailing"]}},
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Calendar", "Pottery"]},
            "Carol": {
                "board": {"blue": ["Translation"], "purple": ["Enterprise"]},
                "score": ["Writing", "Fermenting"],
            },
        },
        supply={"5": ["Chemistry"]},
    )
    assert icons(game, "Bob")["crown"] < icons(game, "Alice")["crown"]
    assert icons(game, "Carol")["crown"] >= icons(game, "Alice")["crown"]
    act(game, "dogma The Pirate Code")
    assert score_pile(game, "Bob") == []
    assert score_pile(game, "Carol") == ["Fermenting", "Translation", "Writing"]
    assert board(game, "Carol", "blue") == []
    assert score_pile(game, "Alice") == ["Calendar", "Pottery", "Sailing"]
    assert hand(game, "Alice") == ["Chemistry"]  # Carol shared: free draw of a 5


# -- Banking ----------------------------------------------------------------------------------
# 1: I demand you transfer a top non-green card with a factory from your board to my board.
#    If you do, draw and score a 5!
# 2: You may splay your green cards right.


def test_banking_demand_transfers_factory_card_and_victim_scores_a_5():
    game = setup(
        {
            "Alice": {"board": {"green": ["Banking", "Currency"]}},
            "Bob": {
                "board": {
                    "red": ["Coal"],
                    "yellow": ["Steam Engine"],
                    "green": ["Electricity"],
                }
            },
            "Carol": {"board": {"red": ["Industrialization"], "blue": ["Encyclopedia"]}},
        },
        supply={"5": ["Chemistry"]},
    )
    assert icons(game, "Bob")["crown"] < icons(game, "Alice")["crown"]
    assert icons(game, "Carol")["crown"] >= icons(game, "Alice")["crown"]
    act(game, "dogma Banking")
    # Electricity is green: not offered.
    expect(game, "Bob", "choose_card", ["Coal", "Steam Engine"])
    act(game, "Coal")
    assert board(game, "Alice", "red") == ["Coal"]
    assert board(game, "Bob", "red") == []
    assert score_pile(game, "Bob") == ["Chemistry"]
    assert board(game, "Carol", "red") == ["Industrialization"]  # not vulnerable
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "green") == "right"
    assert hand(game, "Alice") == []


def test_banking_demand_without_factory_card_no_score():
    game = setup(
        {
            "Alice": {"board": {"green": ["Banking"]}},
            "Bob": {"board": {"red": ["Archery"], "green": ["Electricity"]}},
        },
        supply={"5": ["Chemistry"]},
    )
    act(game, "dogma Banking")
    assert board(game, "Bob", "green") == ["Electricity"]
    assert score_pile(game, "Bob") == []
    assert supply(game, 5)[0] == "Chemistry"
    expect(game, "Alice", "action")


# -- Measurement: You may reveal and return a card from your hand. If you do, splay that color
#    of your cards right, and draw a card of value equal to the number of cards of that color
#    on your board. -----------------------------------------------------------------------


def test_measurement_return_splay_that_color_and_draw_its_size():
    game = setup(
        {
            "Alice": {
                "board": {"green": ["Measurement"], "blue": ["Writing", "Pottery"]},
                "hand": ["Tools", "Oars"],
            },
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"2": ["Calendar"]},
    )
    assert icons(game, "Bob")["lightbulb"] < icons(game, "Alice")["lightbulb"]
    act(game, "dogma Measurement")
    expect(game, "Alice", "choose_card", ["Tools", "Oars", None])
    act(game, "Tools")
    assert splay(game, "Alice", "blue") == "right"
    assert hand(game, "Alice") == ["Calendar", "Oars"]
    assert supply(game, 1)[-1] == "Tools"
    assert any("reveals Tools" in t for t in texts(game))


def test_measurement_color_not_on_board_draws_a_1():
    game = setup(
        {
            "Alice": {"board": {"green": ["Measurement"]}, "hand": ["Oars"]},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"1": ["Pottery"]},
    )
    act(game, "dogma Measurement", "Oars")
    # No red cards: a card of value 0, i.e. the lowest pile, a 1.
    assert hand(game, "Alice") == ["Pottery"]
    assert supply(game, 1)[-1] == "Oars"


def test_measurement_declined():
    game = setup(
        {
            "Alice": {
                "board": {"green": ["Measurement"], "blue": ["Writing", "Pottery"]},
                "hand": ["Tools"],
            },
            "Bob": {"board": {"red": ["Archery"]}},
        },
    )
    act(game, "dogma Measurement", None)
    assert hand(game, "Alice") == ["Tools"]
    assert splay(game, "Alice", "blue") == "none"


# -- Statistics -------------------------------------------------------------------------------
# 1: I demand you transfer all the highest cards in your score pile to your hand!
# 2: You may splay your yellow cards right.


def test_statistics_demand_highest_score_cards_go_to_hand_then_splay():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Statistics", "Agriculture"]}},
            "Bob": {
                "board": {"red": ["Archery"]},
                "score": ["Calendar", "Mapmaking", "Pottery"],
            },
            "Carol": {"board": {"purple": ["Reformation"]}, "score": ["Optics"]},
        },
    )
    assert icons(game, "Bob")["leaf"] < icons(game, "Alice")["leaf"] <= icons(game, "Carol")["leaf"]
    act(game, "dogma Statistics")
    assert hand(game, "Bob") == ["Calendar", "Mapmaking"]
    assert score_pile(game, "Bob") == ["Pottery"]
    assert score_pile(game, "Carol") == ["Optics"]
    assert hand(game, "Carol") == []
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "yellow") == "right"


def test_statistics_demand_empty_score_pile():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Statistics"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
    )
    act(game, "dogma Statistics")
    assert hand(game, "Bob") == []
    expect(game, "Alice", "action")


# -- Steam Engine: Draw and tuck two 4, then score your bottom yellow card. -------------------


def test_steam_engine_tucks_two_4s_and_scores_bottom_yellow():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Steam Engine", "Agriculture"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"4": ["Anatomy", "Gunpowder"]},
    )
    assert icons(game, "Bob")["factory"] == 0
    act(game, "dogma Steam Engine")
    assert board(game, "Alice", "yellow") == ["Steam Engine", "Agriculture"]
    assert board(game, "Alice", "red") == ["Gunpowder"]
    assert score_pile(game, "Alice") == ["Anatomy"]


def test_steam_engine_scores_itself_when_it_is_the_only_yellow():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Steam Engine"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"4": ["Gunpowder", "Invention"]},
    )
    act(game, "dogma Steam Engine")
    assert board(game, "Alice", "red") == ["Gunpowder"]
    assert board(game, "Alice", "green") == ["Invention"]
    assert board(game, "Alice", "yellow") == []
    assert score_pile(game, "Alice") == ["Steam Engine"]


# -- Astronomy ------------------------------------------------------------------------------
# 1: Draw and reveal a 6. If the card is green or blue, meld it and repeat this dogma effect.
# 2: If all non-purple top cards on your board are value 6 or higher, claim the Universe
#    achievement.


def test_astronomy_melds_green_and_blue_until_another_color_and_claims_universe():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Astronomy"], "blue": ["Tools"]}},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"6": ["Atomic Theory", "Classification", "Canning", "Democracy"]},
    )
    assert icons(game, "Bob")["lightbulb"] == 0
    act(game, "dogma Astronomy")
    assert board(game, "Alice", "blue") == ["Atomic Theory", "Tools"]
    assert board(game, "Alice", "green") == ["Classification"]
    assert hand(game, "Alice") == ["Canning"]  # yellow: kept
    assert supply(game, 6)[0] == "Democracy"
    assert achievements(game, "Alice") == ["Universe"]
    assert "Universe" not in game.to_position()["special_achievements"]


def test_astronomy_low_non_purple_top_card_no_universe():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Astronomy"], "red": ["Archery"]}},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"6": ["Encyclopedia", "Emancipation"]},
    )
    act(game, "dogma Astronomy")
    assert board(game, "Alice", "blue") == ["Encyclopedia"]
    assert hand(game, "Alice") == ["Emancipation"]
    assert achievements(game, "Alice") == []


def test_astronomy_purple_top_card_does_not_matter():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Astronomy"], "red": ["Machine Tools"]}},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"6": ["Canning"]},
    )
    act(game, "dogma Astronomy")
    assert hand(game, "Alice") == ["Canning"]
    # Astronomy is a 5, but purple; Machine Tools is a 6.
    assert achievements(game, "Alice") == ["Universe"]


# -- Societies: I demand you transfer a top card with a lightbulb higher than my top card of
#    the same color from your board to my board! If you do, draw a 5! -----------------------


def test_societies_demand_transfers_higher_lightbulb_card_and_victim_draws_a_5():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Societies"], "blue": ["Tools"], "green": ["Compass"]}},
            "Bob": {
                "board": {
                    "blue": ["Experimentation"],
                    "green": ["Paper"],
                    "yellow": ["Perspective"],
                    "red": ["Coal"],
                }
            },
            "Carol": {"board": {"green": ["Navigation"], "purple": ["Democracy"]}},
        },
        supply={"5": ["Chemistry"]},
    )
    assert icons(game, "Bob")["crown"] < icons(game, "Alice")["crown"]
    assert icons(game, "Carol")["crown"] >= icons(game, "Alice")["crown"]
    act(game, "dogma Societies")
    # Paper (3) is not higher than Compass (3); Coal has no lightbulb.
    expect(game, "Bob", "choose_card", ["Experimentation", "Perspective"])
    act(game, "Perspective")
    assert board(game, "Alice", "yellow") == ["Perspective"]
    assert board(game, "Bob", "yellow") == []
    assert hand(game, "Bob") == ["Chemistry"]
    assert board(game, "Carol", "purple") == ["Democracy"]  # not vulnerable
    expect(game, "Alice", "action")


def test_societies_demand_nothing_higher_no_draw():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Societies"], "green": ["Compass"]}},
            "Bob": {"board": {"green": ["Paper"], "red": ["Coal"]}},
        },
        supply={"5": ["Chemistry"]},
    )
    act(game, "dogma Societies")
    assert board(game, "Bob", "green") == ["Paper"]
    assert hand(game, "Bob") == []
    assert supply(game, 5)[0] == "Chemistry"


def test_astronomy_sharer_claims_universe_first():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Astronomy"], "red": ["Machine Tools"]}},
            "Bob": {"board": {"blue": ["Atomic Theory"]}},
        },
        supply={"6": ["Canning", "Democracy", "Vaccination"]},
    )
    assert icons(game, "Bob")["lightbulb"] >= icons(game, "Alice")["lightbulb"]
    act(game, "dogma Astronomy")
    assert hand(game, "Bob") == ["Canning"]
    assert hand(game, "Alice") == ["Democracy", "Vaccination"]  # + free draw of a 6
    # Both qualify; Bob executes effect 2 first and takes it.
    assert achievements(game, "Bob") == ["Universe"]
    assert achievements(game, "Alice") == []
