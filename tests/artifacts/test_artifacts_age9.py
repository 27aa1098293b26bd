"""Scenario tests for the age 9 cards of Artifacts of History (one or more per effect).

Draws of no stated type are base cards (Artifacts has no draw rule of its own).
Compel effects are executed by the opponents who would share.
"""

from helpers import (
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

# -- Luna 3 -------------------------------------------------------------------------------
# Return all cards from your score pile. Draw and score a card of value equal to the
# number of cards returned.


def test_luna_3_returns_the_score_pile_and_scores_its_count():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Luna 3"]}, "score": ["Tools", "Optics", "Writing"]},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"base": {"3": ["Compass"]}},
    )
    act(game, "dogma Luna 3")
    # Tools and Writing go to the same pile: Alice chooses their order.
    expect(game, "Alice", "choose_card", ["Tools", "Writing"])
    act(game, "Writing")
    assert score_pile(game, "Alice") == ["Compass"]
    assert supply(game, 1)[-2:] == ["Writing", "Tools"]
    assert supply(game, 3)[-1] == "Optics"


def test_luna_3_with_an_empty_score_pile_scores_a_1():
    game = artifacts(
        {"Alice": {"board": {"blue": ["Luna 3"]}}, "Bob": {"board": {"red": ["Oars"]}}},
        supply={"base": {"1": ["Sailing"]}},
    )
    act(game, "dogma Luna 3")
    # A draw of value 0 draws a 1 (ruling).
    assert score_pile(game, "Alice") == ["Sailing"]


# -- Yeager's Bell X-1A -------------------------------------------------------------------
# Draw and meld a {9}. Execute the effects of the melded card as if they were on this card,
# without sharing. If that card has a {clock}, repeat this effect.

YEAGER = "Yeager's Bell X-1A"


def test_yeager_executes_the_melded_9_here_and_repeats_on_a_clock():
    game = artifacts(
        {"Alice": {"board": {"blue": [YEAGER]}}, "Bob": {"board": {"red": ["Oars"]}}},
        supply={"base": {"9": ["Collaboration", "Suburbia", "Specialization", "Ecology"]}},
    )
    act(game, f"dogma {YEAGER}")
    # Collaboration's demand, issued to Bob (fewer clocks than Alice): he draws and
    # reveals two 9s, Alice chooses the one transferred to her board.
    assert "Bob reveals Suburbia." in texts(game)
    expect(game, "Alice", "choose_card", ["Specialization", "Suburbia"])
    act(game, "Suburbia")
    # Collaboration has a clock: Alice draws and melds Ecology (no clock), which does
    # nothing (her hand is empty), and stops.
    assert table(game)["Alice"] == {
        "board": {
            "blue": [YEAGER],
            "green": ["Collaboration"],
            "yellow": ["Ecology", "Suburbia"],
        }
    }
    assert table(game)["Bob"] == {"board": {"red": ["Oars"], "purple": ["Specialization"]}}
    expect(game, "Alice", "action")


def test_yeager_a_9_without_a_clock_is_not_repeated():
    game = artifacts(
        {"Alice": {"board": {"blue": [YEAGER]}}, "Bob": {"board": {"red": ["Oars"]}}},
        supply={"base": {"9": ["Ecology", "Satellites"]}},
    )
    act(game, f"dogma {YEAGER}")
    assert table(game)["Alice"] == {"board": {"blue": [YEAGER], "yellow": ["Ecology"]}}
    assert supply(game, 9)[0] == "Satellites"


# -- United Nations Charter ---------------------------------------------------------------
# I compel you to transfer all top cards on your board with a demand effect to my score
# pile!
# If you have a top card on your board with a demand effect, draw a {10}.

CHARTER = "United Nations Charter"


def test_charter_compels_demand_cards_then_shares():
    game = artifacts(
        {
            "Alice": {"board": {"red": [CHARTER]}},
            "Bob": {
                "board": {
                    "yellow": ["Agriculture"],
                    "green": ["Compass"],
                    "purple": ["Mysticism"],
                    "red": ["Oars", "Archery"],
                }
            },
        },
        supply={"base": {"10": ["Software", "Robotics"], "9": ["Genetics"]}},
    )
    act(game, f"dogma {CHARTER}")
    # Compass and Oars have demands; Archery, uncovered meanwhile, stays.
    assert score_pile(game, "Alice") == ["Compass", "Oars"]
    # Bob shares: Archery (a demand) is now his top red card: he draws a 10.  Alice's own
    # Charter has a compel, a demand effect: she draws a 10.  Then her sharing bonus.
    assert table(game)["Bob"] == {
        "board": {"yellow": ["Agriculture"], "purple": ["Mysticism"], "red": ["Archery"]},
        "hand": ["Software"],
    }
    assert hand(game, "Alice") == ["Genetics", "Robotics"]


def test_charter_sharer_without_a_demand_card_draws_nothing():
    game = artifacts(
        {
            "Alice": {"board": {"red": [CHARTER]}},
            "Bob": {"board": {"yellow": ["Agriculture"], "green": ["Compass"]}},
        },
        supply={"base": {"10": ["Software", "Robotics"], "9": ["Genetics"]}},
    )
    act(game, f"dogma {CHARTER}")
    assert table(game)["Bob"] == {"board": {"yellow": ["Agriculture"]}}
    # No sharing bonus: Bob's share changed nothing.
    assert table(game)["Alice"] == {
        "board": {"red": [CHARTER]},
        "hand": ["Software"],
        "score": ["Compass"],
    }


def test_charter_not_compelled_with_fewer_leaves():
    game = artifacts(
        {"Alice": {"board": {"red": [CHARTER]}}, "Bob": {"board": {"red": ["Oars"]}}},
        supply={"base": {"10": ["Software"]}},
    )
    act(game, f"dogma {CHARTER}")
    assert table(game) == {
        "Alice": {"board": {"red": [CHARTER]}, "hand": ["Software"]},
        "Bob": {"board": {"red": ["Oars"]}},
    }


# -- Velcro Shoes -------------------------------------------------------------------------
# I compel you to transfer a {9} from your hand to my hand! If you do not, transfer a {9}
# from your score pile to my score pile! If you do neither, I win!


def test_velcro_shoes_a_9_from_the_hand():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Velcro Shoes"]}},
            "Bob": {
                "board": {"red": ["Coal"]},
                "hand": ["Genetics", "Ecology", "Tools"],
                "score": ["Services"],
            },
        },
    )
    act(game, "dogma Velcro Shoes")
    expect(game, "Bob", "choose_card", ["Ecology", "Genetics"])
    act(game, "Genetics")
    assert table(game) == {
        "Alice": {"board": {"red": ["Velcro Shoes"]}, "hand": ["Genetics"]},
        "Bob": {"board": {"red": ["Coal"]}, "hand": ["Ecology", "Tools"], "score": ["Services"]},
    }
    assert game.result is None


def test_velcro_shoes_else_a_9_from_the_score_pile():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Velcro Shoes"]}},
            "Bob": {"board": {"red": ["Coal"]}, "hand": ["Tools"], "score": ["Services", "Oars"]},
        },
    )
    act(game, "dogma Velcro Shoes")
    assert table(game) == {
        "Alice": {"board": {"red": ["Velcro Shoes"]}, "score": ["Services"]},
        "Bob": {"board": {"red": ["Coal"]}, "hand": ["Tools"], "score": ["Oars"]},
    }
    assert game.result is None


def test_velcro_shoes_neither_makes_the_activating_player_win():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Velcro Shoes"]}},
            "Bob": {"board": {"red": ["Coal"]}, "hand": ["Tools"], "score": ["Oars"]},
        },
    )
    act(game, "dogma Velcro Shoes")
    assert game.result.winners == ["Alice"]
    assert game.result.card == "Velcro Shoes"


def test_velcro_shoes_does_not_compel_a_player_with_fewer_factories():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Velcro Shoes"]}},
            "Bob": {"board": {"red": ["Oars"]}},
        },
    )
    act(game, "dogma Velcro Shoes")
    assert game.result is None
    expect(game, "Alice", "action")


# -- Philips Compact Cassette -------------------------------------------------------------
# I compel you to unsplay all splayed colors on your board!
# Splay up two colors on your board.

CASSETTE = "Philips Compact Cassette"


def test_cassette_compels_unsplaying_then_everyone_splays_two_colours_up():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "green": [CASSETTE, "Sailing"],
                    "purple": ["Code of Laws", "Mysticism"],
                    "red": ["Oars", "Archery"],
                }
            },
            "Bob": {
                "board": {
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "right"},
                    "blue": {"cards": ["Pottery", "Tools"], "splay": "left"},
                    "red": ["Metalworking"],
                }
            },
        },
        supply={"base": {"9": ["Genetics"]}},
    )
    act(game, f"dogma {CASSETTE}")
    # The compel unsplays Bob's two colours; sharing, he splays up his only two colours
    # with two cards (no question).
    assert splay(game, "Bob", "yellow") == "up"
    assert splay(game, "Bob", "blue") == "up"
    # Alice has three colours to choose from.
    expect(game, "Alice", "choose_color", ["green", "purple", "red"])
    act(game, "purple")
    expect(game, "Alice", "choose_color", ["green", "red"])
    act(game, "red")
    assert table(game)["Alice"] == {
        "board": {
            "green": [CASSETTE, "Sailing"],
            "purple": (["Code of Laws", "Mysticism"], "up"),
            "red": (["Oars", "Archery"], "up"),
        },
        "hand": ["Genetics"],  # Bob's share changed something: the sharing bonus
    }


def test_cassette_compel_unsplays_all_and_sharing_splays_up_only_two():
    game = artifacts(
        {
            "Alice": {"board": {"green": [CASSETTE]}},
            "Bob": {
                "board": {
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "right"},
                    "blue": {"cards": ["Pottery", "Tools"], "splay": "left"},
                    "purple": {"cards": ["Reformation", "Mysticism"], "splay": "up"},
                },
            },
        },
        supply={"base": {"9": ["Genetics"]}},
    )
    act(game, f"dogma {CASSETTE}")
    # All three unsplayed by the compel; sharing, Bob splays two of them up.
    expect(game, "Bob", "choose_color", ["blue", "purple", "yellow"])
    act(game, "blue")
    expect(game, "Bob", "choose_color", ["purple", "yellow"])
    act(game, "purple")
    assert table(game)["Bob"] == {
        "board": {
            "yellow": ["Agriculture", "Masonry"],
            "blue": (["Pottery", "Tools"], "up"),
            "purple": (["Reformation", "Mysticism"], "up"),
        }
    }
    # Alice has nothing to splay; Bob's share earns her the sharing bonus.
    assert table(game)["Alice"] == {"board": {"green": [CASSETTE]}, "hand": ["Genetics"]}


def test_cassette_not_compelled_with_fewer_leaves():
    game = artifacts(
        {
            "Alice": {"board": {"green": [CASSETTE]}},
            "Bob": {"board": {"red": {"cards": ["Oars", "Archery"], "splay": "left"}}},
        },
    )
    act(game, f"dogma {CASSETTE}")
    assert splay(game, "Bob", "red") == "left"


# -- Syncom 3 -----------------------------------------------------------------------------
# Return all cards from your hand. Draw and reveal five {9}. If you revealed all five
# colors, you win.


def test_syncom_3_five_colours_win():
    game = artifacts(
        {
            "Alice": {"board": {"green": ["Syncom 3"]}, "hand": ["Tools", "Coal"]},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"base": {"9": ["Computers", "Fission", "Satellites", "Ecology", "Services"]}},
    )
    act(game, "dogma Syncom 3")
    assert supply(game, 1)[-1] == "Tools"
    assert supply(game, 5)[-1] == "Coal"
    assert "Alice reveals Services." in texts(game)
    assert game.result.winners == ["Alice"]


def test_syncom_3_fewer_colours_keeps_the_cards():
    game = artifacts(
        {
            "Alice": {"board": {"green": ["Syncom 3"]}, "hand": ["Tools"]},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"base": {"9": ["Computers", "Genetics", "Fission", "Satellites", "Ecology"]}},
    )
    act(game, "dogma Syncom 3")
    assert hand(game, "Alice") == ["Computers", "Ecology", "Fission", "Genetics", "Satellites"]
    assert game.result is None


# -- Magnavox Odyssey ---------------------------------------------------------------------
# Draw and meld two {10}. If they are the same color, you win.


def test_magnavox_two_of_one_colour_win():
    game = artifacts(
        {"Alice": {"board": {"yellow": ["Magnavox Odyssey"]}}, "Bob": {}},
        supply={"base": {"10": ["Software", "Bioengineering"]}},
    )
    act(game, "dogma Magnavox Odyssey")
    assert board(game, "Alice", "blue") == ["Bioengineering", "Software"]
    assert game.result.winners == ["Alice"]


def test_magnavox_two_colours_do_not_win():
    game = artifacts(
        {"Alice": {"board": {"yellow": ["Magnavox Odyssey"]}}, "Bob": {}},
        supply={"base": {"10": ["Software", "Robotics"]}},
    )
    act(game, "dogma Magnavox Odyssey")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Magnavox Odyssey"], "blue": ["Software"], "red": ["Robotics"]}
    }
    assert game.result is None


# -- Rock Around the Clock ----------------------------------------------------------------
# For each top card on your board with a {clock}, draw and score a {9}.


def test_rock_around_the_clock_scores_a_9_per_clock_top_card():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "yellow": ["Rock Around the Clock"],
                    "blue": ["Quantum Theory"],
                    "red": ["Oars"],
                    "purple": ["Mysticism", "Lighting"],  # a clock, covered
                }
            },
            "Bob": {},
        },
        supply={"base": {"9": ["Genetics", "Ecology", "Services"]}},
    )
    act(game, "dogma Rock Around the Clock")
    assert score_pile(game, "Alice") == ["Ecology", "Genetics"]
    assert supply(game, 9)[0] == "Services"


# -- Marilyn Diptych ----------------------------------------------------------------------
# You may score a card from your hand. You may transfer any card from your score pile to
# your hand. If you have exactly 25 points, you win.


def test_marilyn_diptych_exactly_25_points_wins():
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Marilyn Diptych"]},
                "hand": ["Coal", "Tools"],
                "score": ["Software", "Genetics", "Writing", "Oars"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Marilyn Diptych")
    expect(game, "Alice", "choose_card", ["Coal", "Tools", None])
    act(game, "Coal")  # 26 points
    act(game, "Writing")  # back to the hand: 25 points
    assert hand(game, "Alice") == ["Tools", "Writing"]
    assert score_pile(game, "Alice") == ["Coal", "Genetics", "Oars", "Software"]
    assert game.result.winners == ["Alice"]


def test_marilyn_diptych_declining_both_without_25_points():
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Marilyn Diptych"]},
                "hand": ["Coal"],
                "score": ["Software", "Genetics", "Writing", "Oars"],
            },
            "Bob": {},
        },
    )
    before = table(game)
    act(game, "dogma Marilyn Diptych", None, None)
    assert table(game) == before  # 21 points
    assert game.result is None
    expect(game, "Alice", "action")


def test_marilyn_diptych_more_than_25_points_does_not_win():
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Marilyn Diptych"]},
                "hand": ["Coal"],
                "score": ["Software", "Genetics", "Writing", "Oars"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Marilyn Diptych", "Coal", None)  # 26 points
    assert score_pile(game, "Alice") == ["Coal", "Genetics", "Oars", "Software", "Writing"]
    assert game.result is None


# -- The Big Bang -------------------------------------------------------------------------
# Execute the non-demand effects of your top blue card, without sharing. If this caused
# any change to occur, draw and remove a {10} from the game, then repeat this effect.


def test_big_bang_repeats_while_the_blue_card_changes_something():
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["The Big Bang"], "blue": ["Alchemy"]},
                "hand": ["Sailing"],
            },
            "Bob": {},
        },
        supply={"base": {"10": ["Software", "Robotics"]}},
    )
    act(game, "dogma The Big Bang")
    # Alchemy melds Sailing (a change): a 10 is drawn and removed; again, Alchemy changes
    # nothing (an empty hand, too few castles): the effect ends.
    assert table(game)["Alice"] == {
        "board": {"purple": ["The Big Bang"], "blue": ["Alchemy"], "green": ["Sailing"]}
    }
    assert game.to_position()["removed"] == ["Software"]
    assert supply(game, 10)[0] == "Robotics"


def test_big_bang_without_a_change_removes_nothing():
    game = artifacts(
        {"Alice": {"board": {"purple": ["The Big Bang"], "blue": ["Alchemy"]}}, "Bob": {}},
        supply={"base": {"10": ["Software"]}},
    )
    before = table(game)
    act(game, "dogma The Big Bang")
    assert table(game) == before
    assert game.to_position()["removed"] == []
