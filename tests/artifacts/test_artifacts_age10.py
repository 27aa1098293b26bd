"""Scenario tests for the age 10 cards of Artifacts of History (one or more per effect).

A compel ("I compel you ...") is executed by each opponent who would share the card's
non-demand effects (at least as many of the featured icon as the activating player).
Unless a test says otherwise, Bob has fewer of the featured icon than Alice: he neither
shares nor is compelled.  The games have no standard achievements unless a test gives
some, so that the supply piles hold exactly what a test lists on top.
"""

from helpers import act, artifacts, board, expect, hand, removed, supply, table, texts

AGE10 = [
    "Higgs Boson",
    "Rover Curiosity",
    "Exxon Valdez",
    "Maldives",
    "Maastricht Treaty",
    "Seikan Tunnel",
    "Dolly the Sheep",
    "Where's Waldo?",
    "DeLorean DMC-12",
    "Twister",
]


# -- Higgs Boson ------------------------------------------------------------------------
# Transfer all cards on your board to your score pile.


def test_higgs_boson_transfers_the_whole_board_to_the_score_pile():
    g = artifacts(
        {
            "Alice": {
                "board": {
                    "blue": {"cards": ["Higgs Boson", "Tools", "Pottery"], "splay": "right"},
                    "red": ["Archery"],
                },
                "hand": ["Oars"],
                "score": ["Sailing"],
            },
            "Bob": {"board": {"green": ["Clothing"]}},
        }
    )
    act(g, "dogma Higgs Boson")
    assert table(g) == {
        "Alice": {
            "hand": ["Oars"],
            "score": ["Archery", "Higgs Boson", "Pottery", "Sailing", "Tools"],
        },
        "Bob": {"board": {"green": ["Clothing"]}},
    }
    expect(g, "Alice", "action")


def test_higgs_boson_shared_by_an_opponent_with_as_many_lightbulbs():
    # Bob (Philosophy: 3 lightbulbs) shares first; his change earns Alice a free Draw
    # action: with an empty board she draws a 1.
    g = artifacts(
        {
            "Alice": {"board": {"blue": ["Higgs Boson"]}},
            "Bob": {"board": {"purple": ["Philosophy"], "red": ["Oars"]}},
        },
        supply={"base": {"1": ["Sailing"]}},
    )
    act(g, "dogma Higgs Boson")
    assert table(g) == {
        "Alice": {"hand": ["Sailing"], "score": ["Higgs Boson"]},
        "Bob": {"score": ["Oars", "Philosophy"]},
    }


# -- Rover Curiosity --------------------------------------------------------------------
# Draw and meld an Artifact {10}. Execute the effects of the melded card as if they were
# on this card. Do not share them.


def test_rover_curiosity_melds_an_artifact_10_and_executes_it():
    g = artifacts(
        {"Alice": {"board": {"blue": ["Rover Curiosity"]}}, "Bob": {}},
        supply={"artifacts": {"10": ["Where's Waldo?"]}},
    )
    act(g, "dogma Rover Curiosity")
    assert board(g, "Alice", "yellow") == ["Where's Waldo?"]
    assert g.result.winners == ["Alice"]


def test_rover_curiosity_the_melded_cards_compel_goes_to_those_who_would_share_rover():
    # Bob (Philosophy: 3 lightbulbs, as many as Alice) shares Rover Curiosity: he draws,
    # melds and executes Maastricht Treaty (he has fewer cards in his score pile: no
    # win).  Alice then melds Maldives and executes it as if on Rover Curiosity: its
    # compel goes to Bob (lightbulbs, counted now), then she returns all but four
    # cards of her score pile.  Bob changed the game: Alice's free Draw action draws a 10.
    g = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Rover Curiosity"]},
                "score": ["Archery", "Oars", "Pottery", "Tools", "Writing"],
            },
            "Bob": {
                "board": {"purple": ["Philosophy"]},
                "hand": ["Sailing", "Clothing", "The Wheel"],
                "score": ["Agriculture", "Masonry", "Domestication"],
            },
        },
        supply={
            "artifacts": {"10": ["Maastricht Treaty", "Maldives"]},
            "base": {"10": ["Software"]},
        },
    )
    act(g, "dogma Rover Curiosity")
    # Bob's execution of Maastricht Treaty: 3 cards against Alice's 5: nothing.
    expect(g, "Bob", "choose_cards")  # the compel: one card of three from his hand
    act(g, ["Clothing"])
    expect(g, "Bob", "choose_cards")
    act(g, ["Masonry"])
    expect(g, "Alice", "choose_cards")
    act(g, ["Writing"])
    assert g.result is None
    assert table(g) == {
        "Alice": {
            "board": {"blue": ["Rover Curiosity"], "red": ["Maldives"]},
            "hand": ["Software"],
            "score": ["Archery", "Oars", "Pottery", "Tools"],
        },
        "Bob": {
            "board": {"purple": ["Philosophy"], "green": ["Maastricht Treaty"]},
            "hand": ["Sailing", "The Wheel"],
            "score": ["Agriculture", "Domestication"],
        },
    }
    assert supply(g, 1)[-3:] == ["Clothing", "Masonry", "Writing"]  # returned, in order


def test_rover_curiosity_empty_artifact_pile_draws_a_base_10_its_demand_is_issued():
    # No Artifact 10 left: a base 10 (Databases) is drawn and melded; its demand goes
    # to those vulnerable to Rover Curiosity (Bob: no lightbulb).
    g = artifacts(
        {
            "Alice": {"board": {"blue": ["Rover Curiosity"]}},
            "Bob": {"board": {"red": ["Oars"]}, "score": ["Sailing"]},
        },
        supply={"base": {"10": ["Databases"]}},
        removed=[c for c in AGE10 if c != "Rover Curiosity"],
    )
    act(g, "dogma Rover Curiosity")
    assert table(g) == {
        "Alice": {"board": {"blue": ["Rover Curiosity"], "green": ["Databases"]}},
        "Bob": {"board": {"red": ["Oars"]}},
    }
    assert supply(g, 1)[-1] == "Sailing"


# -- Exxon Valdez -----------------------------------------------------------------------
# I compel you to remove all cards from your hand, score pile, board, and achievements
# from the game! You lose! If there is only one player remaining in the game, that player
# wins!

BOB_AT_RISK = {
    "board": {"red": ["Coal"], "blue": ["Writing"]},  # Coal: 3 factories, as many
    "hand": ["Oars"],
    "score": ["Sailing"],
    "achievements": ["Pottery", "Monument"],
}


def test_exxon_valdez_two_players_the_compelled_player_loses_the_other_wins():
    g = artifacts({"Alice": {"board": {"red": ["Exxon Valdez"]}}, "Bob": BOB_AT_RISK})
    act(g, "dogma Exxon Valdez")
    assert g.result.winners == ["Alice"]
    assert table(g) == {"Alice": {"board": {"red": ["Exxon Valdez"]}}, "Bob": {}}
    assert removed(g) == ["Coal", "Monument", "Oars", "Pottery", "Sailing", "Writing"]
    assert "Bob loses and leaves the game." in texts(g)


def test_exxon_valdez_three_players_the_game_goes_on_without_the_loser():
    g = artifacts(
        {
            "Alice": {"board": {"red": ["Exxon Valdez"]}, "hand": ["Tools"]},
            "Bob": BOB_AT_RISK,
            "Carol": {"board": {"green": ["Clothing"]}},  # no factory: not compelled
        },
        supply={"base": {"1": ["Archery", "Agriculture", "Mysticism"]}},
    )
    act(g, "dogma Exxon Valdez")
    assert g.result is None
    assert table(g) == {
        "Alice": {"board": {"red": ["Exxon Valdez"]}, "hand": ["Tools"]},
        "Bob": {},
        "Carol": {"board": {"green": ["Clothing"]}},
    }
    assert removed(g) == ["Coal", "Monument", "Oars", "Pottery", "Sailing", "Writing"]
    # Alice's second action; then the turn passes over Bob to Carol, and back to Alice.
    act(g, "meld Tools")
    expect(g, "Carol", "action")
    act(g, "draw", "draw")
    assert hand(g, "Carol") == ["Agriculture", "Archery"]
    expect(g, "Alice", "action")


def test_exxon_valdez_the_karmas_of_a_player_out_of_the_game_stop(karma, instead_nothing):
    # A karma keeps Bob's Writing on his board when Exxon Valdez removes his cards; once
    # he is out of the game, its other karma ("if anybody would draw, instead do nothing")
    # is no longer in play: Alice draws with her second action.
    from inno.engine.registry import WOULD_INSTEAD

    def nothing(x, req):
        return None
        yield  # a generator

    instead_nothing("Writing", "remove", only="Writing")
    karma(
        "Writing", WOULD_INSTEAD, number=2, verbs="draw", trigger=lambda x, req: True, run=nothing
    )
    g = artifacts(
        {
            "Alice": {"board": {"red": ["Exxon Valdez"]}, "hand": ["Tools"]},
            "Bob": BOB_AT_RISK,
            "Carol": {"board": {"green": ["Clothing"]}},
        },
        supply={"base": {"10": ["Software"]}},
    )
    act(g, "dogma Exxon Valdez")
    assert table(g)["Bob"] == {"board": {"blue": ["Writing"]}}
    assert "Bob loses and leaves the game." in texts(g)
    act(g, "draw")  # (a 10: her highest top card)
    assert hand(g, "Alice") == ["Software", "Tools"]
    expect(g, "Carol", "action")


def test_exxon_valdez_three_players_both_compelled_the_last_one_remaining_wins():
    g = artifacts(
        {
            "Alice": {"board": {"red": ["Exxon Valdez"]}},
            "Bob": {"board": {"red": ["Coal"]}},
            "Carol": {"board": {"red": ["Machine Tools"]}, "hand": ["Oars"]},
        }
    )
    act(g, "dogma Exxon Valdez")
    log = texts(g)
    assert log.index("Bob loses and leaves the game.") < log.index(
        "Carol loses and leaves the game."
    )
    assert g.result.winners == ["Alice"]
    assert removed(g) == ["Coal", "Machine Tools", "Oars"]


def test_exxon_valdez_nobody_compelled():
    g = artifacts(
        {
            "Alice": {"board": {"red": ["Exxon Valdez"]}},
            "Bob": {"board": {"red": ["Gunpowder"]}, "hand": ["Oars"]},  # 2 factories
        }
    )
    act(g, "dogma Exxon Valdez")
    assert g.result is None
    assert table(g) == {
        "Alice": {"board": {"red": ["Exxon Valdez"]}},
        "Bob": {"board": {"red": ["Gunpowder"]}, "hand": ["Oars"]},
    }
    assert removed(g) == []
    expect(g, "Alice", "action")


def test_exxon_valdez_teams_one_team_remaining_wins():
    # Ruling: in a team game "only one player remaining" is only one team remaining.
    # Bob loses: Alice, Carol and Dave remain (two teams): the game goes on; Dave
    # loses: Alice and Carol (one team) win.
    g = artifacts(
        {
            "Alice": {"board": {"red": ["Exxon Valdez"]}},
            "Bob": {"board": {"red": ["Coal"]}, "hand": ["Oars"]},
            "Carol": {"board": {"green": ["Clothing"]}},
            "Dave": {"board": {"red": ["Machine Tools"]}, "score": ["Sailing"]},
        },
        options={"teams": True},
    )
    act(g, "dogma Exxon Valdez")
    log = texts(g)
    assert log.index("Bob loses and leaves the game.") < log.index(
        "Dave loses and leaves the game."
    )
    assert g.result.winners == ["Alice", "Carol"]
    assert removed(g) == ["Coal", "Machine Tools", "Oars", "Sailing"]


def test_exxon_valdez_teams_the_opposing_team_still_in_the_game():
    # Only Bob is compelled: Dave, his teammate, remains: nobody wins yet.
    g = artifacts(
        {
            "Alice": {"board": {"red": ["Exxon Valdez"]}},
            "Bob": {"board": {"red": ["Coal"]}},
            "Carol": {},
            "Dave": {"board": {"green": ["Clothing"]}},
        },
        options={"teams": True},
    )
    act(g, "dogma Exxon Valdez")
    assert g.result is None
    assert removed(g) == ["Coal"]
    expect(g, "Alice", "action")


# -- Maldives ---------------------------------------------------------------------------
# I compel you to return all cards in your hand but two! Return all cards in your score
# pile but two!
# Return all cards in your score pile but four.


def test_maldives_compel_and_non_demand():
    # Bob (Rocketry: 3 clocks, as many as Alice) is compelled, then shares.
    g = artifacts(
        {
            "Alice": {
                "board": {"red": ["Maldives"]},
                "score": ["Agriculture", "Masonry", "Calendar", "Fermenting", "Optics", "Paper"],
            },
            "Bob": {
                "board": {"blue": ["Rocketry"]},
                "hand": ["Oars", "Tools", "Writing", "Construction"],
                "score": ["Pottery", "Archery", "Mapmaking"],
            },
        }
    )
    act(g, "dogma Maldives")
    expect(g, "Bob", "choose_cards", ["Oars", "Tools", "Writing", "Construction"])
    assert g.pending.min == g.pending.max == 2
    act(g, ["Writing", "Oars"])  # returned in this order
    expect(g, "Bob", "choose_cards", ["Pottery", "Archery", "Mapmaking"])
    act(g, ["Mapmaking"])
    # The non-demand: Bob (2 cards in his score pile) returns nothing; Alice returns 2.
    expect(g, "Alice", "choose_cards")
    assert g.pending.min == g.pending.max == 2
    act(g, ["Masonry", "Calendar"])
    assert table(g) == {
        "Alice": {
            "board": {"red": ["Maldives"]},
            "score": ["Agriculture", "Fermenting", "Optics", "Paper"],
        },
        "Bob": {
            "board": {"blue": ["Rocketry"]},
            "hand": ["Construction", "Tools"],
            "score": ["Archery", "Pottery"],
        },
    }
    # Returned in the order chosen, each to the bottom of its pile (listed top first).
    assert supply(g, 1)[-3:] == ["Writing", "Oars", "Masonry"]
    assert supply(g, 2)[-1] == "Calendar"


def test_maldives_nobody_compelled_and_four_cards_kept():
    g = artifacts(
        {
            "Alice": {
                "board": {"red": ["Maldives"]},
                "score": ["Agriculture", "Masonry", "Calendar", "Fermenting"],
            },
            "Bob": {
                "hand": ["Oars", "Tools", "Writing"],
                "score": ["Pottery", "Archery", "Sailing"],
            },
        }
    )
    act(g, "dogma Maldives")
    assert table(g) == {
        "Alice": {
            "board": {"red": ["Maldives"]},
            "score": ["Agriculture", "Calendar", "Fermenting", "Masonry"],
        },
        "Bob": {
            "hand": ["Oars", "Tools", "Writing"],
            "score": ["Archery", "Pottery", "Sailing"],
        },
    }
    expect(g, "Alice", "action")


# -- Maastricht Treaty ------------------------------------------------------------------
# If you have the most cards in your score pile, you win.


def test_maastricht_treaty_the_most_cards_wins():
    g = artifacts(
        {
            "Alice": {"board": {"green": ["Maastricht Treaty"]}, "score": ["Oars", "Tools"]},
            "Bob": {"score": ["Optics"]},  # more points, fewer cards
            "Carol": {},
        }
    )
    act(g, "dogma Maastricht Treaty")
    assert g.result.winners == ["Alice"]


def test_maastricht_treaty_a_tie_is_not_the_most():
    g = artifacts(
        {
            "Alice": {"board": {"green": ["Maastricht Treaty"]}, "score": ["Oars", "Tools"]},
            "Bob": {},
            "Carol": {"score": ["Sailing", "Pottery"]},
        }
    )
    act(g, "dogma Maastricht Treaty")
    assert g.result is None
    expect(g, "Alice", "action")


def test_maastricht_treaty_a_sharer_with_the_most_wins_first():
    g = artifacts(
        {
            "Alice": {"board": {"green": ["Maastricht Treaty"]}, "score": ["Oars"]},
            "Bob": {"board": {"blue": ["Translation"]}, "score": ["Sailing", "Pottery"]},
        }
    )
    act(g, "dogma Maastricht Treaty")
    assert g.result.winners == ["Bob"]


# -- Seikan Tunnel ----------------------------------------------------------------------
# If you have the most cards of a color showing on your board out of all colors on all
# boards, you win.


def test_seikan_tunnel_the_most_cards_showing_in_a_colour_wins():
    # Alice's red splayed right shows 3 cards; Bob's blue splayed left shows 2 and his
    # green, unsplayed, 1 of its 4.
    g = artifacts(
        {
            "Alice": {
                "board": {
                    "green": ["Seikan Tunnel"],
                    "red": {"cards": ["Oars", "Archery", "Metalworking"], "splay": "right"},
                },
            },
            "Bob": {
                "board": {
                    "blue": {"cards": ["Tools", "Writing"], "splay": "left"},
                    "green": ["Clothing", "Sailing", "The Wheel", "Mapmaking"],
                },
            },
        }
    )
    act(g, "dogma Seikan Tunnel")
    assert g.result.winners == ["Alice"]


def test_seikan_tunnel_a_tie_with_another_board_does_not_win():
    g = artifacts(
        {
            "Alice": {
                "board": {
                    "green": ["Seikan Tunnel"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                },
            },
            "Bob": {"board": {"blue": {"cards": ["Tools", "Writing"], "splay": "up"}}},
        }
    )
    act(g, "dogma Seikan Tunnel")
    assert g.result is None
    expect(g, "Alice", "action")


def test_seikan_tunnel_an_unsplayed_stack_shows_one_card():
    # Alice's red stack has 4 cards but shows 1; Bob's blue shows 2.
    g = artifacts(
        {
            "Alice": {
                "board": {
                    "green": ["Seikan Tunnel"],
                    "red": ["Oars", "Archery", "Metalworking", "Construction"],
                },
            },
            "Bob": {"board": {"blue": {"cards": ["Tools", "Writing"], "splay": "left"}}},
        }
    )
    act(g, "dogma Seikan Tunnel")
    assert g.result is None


# -- Dolly the Sheep --------------------------------------------------------------------
# You may score your bottom yellow card. You may draw and tuck a {1}. If your bottom
# yellow card is Domestication, you win. Otherwise, meld the highest card in your hand,
# then draw a {10}.


def test_dolly_the_sheep_score_the_bottom_yellow_tuck_domestication_and_win():
    g = artifacts(
        {"Alice": {"board": {"yellow": ["Dolly the Sheep", "Masonry"]}}, "Bob": {}},
        supply={"base": {"1": ["Domestication"]}},
    )
    act(g, "dogma Dolly the Sheep")
    expect(g, "Alice", "yes_no")
    act(g, "yes")  # score Masonry
    act(g, "yes")  # draw and tuck a 1: Domestication, now the bottom yellow card
    assert g.result.winners == ["Alice"]
    assert table(g)["Alice"] == {
        "board": {"yellow": ["Dolly the Sheep", "Domestication"]},
        "score": ["Masonry"],
        "scored": 1,
        "tucked": 1,
    }


def test_dolly_the_sheep_domestication_already_at_the_bottom_wins():
    g = artifacts(
        {"Alice": {"board": {"yellow": ["Dolly the Sheep", "Domestication"]}}, "Bob": {}},
    )
    act(g, "dogma Dolly the Sheep", "no", "no")
    assert g.result.winners == ["Alice"]


def test_dolly_the_sheep_otherwise_meld_the_highest_card_then_draw_a_10():
    # Alice declines to score; the tucked 1 (Oars) is red.  Masonry stays the bottom
    # yellow card: she melds her highest card (a choice between two 3s) and draws a 10.
    g = artifacts(
        {
            "Alice": {
                "board": {"yellow": ["Dolly the Sheep", "Masonry"]},
                "hand": ["Tools", "Optics", "Compass"],
            },
            "Bob": {},
        },
        supply={"base": {"1": ["Oars"], "10": ["Software"]}},
    )
    act(g, "dogma Dolly the Sheep", "no", "yes")
    expect(g, "Alice", "choose_cards", ["Optics", "Compass"])
    act(g, ["Compass"])
    assert g.result is None
    assert table(g)["Alice"] == {
        "board": {
            "yellow": ["Dolly the Sheep", "Masonry"],
            "red": ["Oars"],
            "green": ["Compass"],
        },
        "hand": ["Optics", "Software", "Tools"],
        "tucked": 1,
    }


def test_dolly_the_sheep_scoring_dolly_itself_empty_hand():
    # Dolly the Sheep alone is the bottom yellow card: scored.  Nothing tucked, an empty
    # hand: nothing melded; a 10 is drawn.
    g = artifacts(
        {"Alice": {"board": {"yellow": ["Dolly the Sheep"]}}, "Bob": {}},
        supply={"base": {"10": ["Software"]}},
    )
    act(g, "dogma Dolly the Sheep", "yes", "no")
    assert table(g)["Alice"] == {
        "hand": ["Software"],
        "score": ["Dolly the Sheep"],
        "scored": 1,
    }


# -- Where's Waldo? ---------------------------------------------------------------------
# You win.


def test_wheres_waldo_you_win():
    g = artifacts({"Alice": {"board": {"yellow": ["Where's Waldo?"]}}, "Bob": {}})
    act(g, "dogma Where's Waldo?")
    assert g.result.winners == ["Alice"]


def test_wheres_waldo_a_sharer_wins_first():
    g = artifacts(
        {
            "Alice": {"board": {"yellow": ["Where's Waldo?"]}},
            "Bob": {"board": {"blue": ["Pottery"]}},  # 3 leaves, as many
        }
    )
    act(g, "dogma Where's Waldo?")
    assert g.result.winners == ["Bob"]


# -- DeLorean DMC-12 --------------------------------------------------------------------
# If DeLorean DMC-12 is a top card on any board, remove all top cards on all boards and
# all cards in all hands from the game.


def test_delorean_removes_all_top_cards_and_all_hands():
    g = artifacts(
        {
            "Alice": {
                "board": {"purple": ["DeLorean DMC-12", "Mysticism"], "red": ["Archery"]},
                "hand": ["Tools"],
                "score": ["Sailing"],
            },
            "Bob": {"board": {"blue": ["Writing", "Pottery"]}, "hand": ["Oars", "Optics"]},
        }
    )
    act(g, "dogma DeLorean DMC-12")
    assert table(g) == {
        "Alice": {"board": {"purple": ["Mysticism"]}, "score": ["Sailing"]},
        "Bob": {"board": {"blue": ["Pottery"]}},
    }
    assert removed(g) == ["Archery", "DeLorean DMC-12", "Oars", "Optics", "Tools", "Writing"]


def test_delorean_no_longer_a_top_card_nothing_happens():
    # Bob (Fission: 3 clocks) shares first and removes DeLorean DMC-12 with the other top
    # cards: for Alice it is no longer a top card, the uncovered cards stay.  Bob's
    # change earns Alice a free Draw action (her highest top card: Mysticism, a 1).
    g = artifacts(
        {
            "Alice": {
                "board": {"purple": ["DeLorean DMC-12", "Mysticism"], "red": ["Archery"]},
                "hand": ["Tools"],
            },
            "Bob": {"board": {"red": ["Fission", "Oars"]}, "hand": ["Optics"]},
        },
        supply={"base": {"1": ["Sailing"]}},
    )
    act(g, "dogma DeLorean DMC-12")
    assert table(g) == {
        "Alice": {"board": {"purple": ["Mysticism"]}, "hand": ["Sailing"]},
        "Bob": {"board": {"red": ["Oars"]}},
    }
    assert removed(g) == ["Archery", "DeLorean DMC-12", "Fission", "Optics", "Tools"]


# -- Twister ----------------------------------------------------------------------------
# I compel you to reveal your score pile! For each color, meld a card of that color from
# your score pile!


def test_twister_compelled_player_melds_one_card_of_each_colour_from_the_score_pile():
    # Bob (Coal: 3 factories; Alice: Twister's 2 factories) is compelled.
    g = artifacts(
        {
            "Alice": {"board": {"purple": ["Twister"]}, "score": ["Clothing"]},
            "Bob": {
                "board": {"red": ["Coal"]},
                "score": ["Tools", "Oars", "Construction", "Sailing", "Calendar", "Writing"],
            },
        }
    )
    act(g, "dogma Twister")
    log = texts(g)
    for card in ("Tools", "Oars", "Construction", "Sailing", "Calendar", "Writing"):
        assert f"Bob reveals {card}." in log
    expect(g, "Bob", "choose_card", ["Tools", "Calendar", "Writing"])  # blue first
    act(g, "Calendar")
    expect(g, "Bob", "choose_card", ["Oars", "Construction"])
    act(g, "Oars")
    assert table(g) == {
        "Alice": {"board": {"purple": ["Twister"]}, "score": ["Clothing"]},
        "Bob": {
            "board": {"red": ["Oars", "Coal"], "blue": ["Calendar"], "green": ["Sailing"]},
            "score": ["Construction", "Tools", "Writing"],
        },
    }


def test_twister_nobody_compelled():
    g = artifacts(
        {
            "Alice": {"board": {"purple": ["Twister"]}},
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Tools", "Oars"]},  # no factory
        }
    )
    act(g, "dogma Twister")
    assert table(g) == {
        "Alice": {"board": {"purple": ["Twister"]}},
        "Bob": {"board": {"red": ["Archery"]}, "score": ["Oars", "Tools"]},
    }
    expect(g, "Alice", "action")
