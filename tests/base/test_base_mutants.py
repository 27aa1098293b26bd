"""Scenario tests from a mutation audit of the base cards (inno/cards/base/age*.py).

Each test kills a mutant of the card code that the other base tests let survive; it
asserts what the printed text (cards.json) and the rules require.

The "{1}" draws: a draw of value 0 or less draws a 1 (rulings.md), so a mutant drawing a
"{0}" is only told apart when the printed value is increased: Archimedes ("If you would
take a Dogma action, first increase every {age} value in each echo and dogma effect by
one") makes each printed {1} a 2.  For the blue cards (Archimedes is blue too), Gujin Tushu
Jinsheng executes the card from another player's board during Alice's Dogma action.
"""

from helpers import (
    achievements,
    act,
    board,
    expect,
    figures,
    hand,
    icons,
    score_pile,
    setup,
    splay,
    supply,
    texts,
)


def _archimedes(alice: dict, bob: dict | None = None, **rest):
    """A Figures game where Alice has Archimedes on top of her blue stack."""
    alice = {**alice, "board": {"blue": ["Archimedes"], **alice.get("board", {})}}
    return figures({"Alice": alice, "Bob": bob or {}}, **rest)


def _gujin(bob_board: dict, alice: dict | None = None, **rest):
    """Artifacts and Figures: Alice has Archimedes and Gujin Tushu Jinsheng; Bob's top card
    is executed as if it were on Gujin Tushu Jinsheng (its values increased by one)."""
    alice = alice or {}
    alice = {
        **alice,
        "board": {"blue": ["Archimedes"], "yellow": ["Gujin Tushu Jinsheng"]},
    }
    return setup(
        {"Alice": alice, "Bob": {"board": bob_board}},
        expansions=["artifacts", "figures"],
        achievements=[],
        **rest,
    )


# -- Pottery -------------------------------------------------------------------------
# You may return up to three cards from your hand. If you returned any cards, draw and
# score a card of value equal to the number of cards you returned.  /  Draw a {1}.


def test_pottery_returns_at_most_three_of_four_cards():
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Pottery"]},
                "hand": ["Oars", "Archery", "Calendar", "Sailing"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Pottery")
    d = expect(game, "Alice", "choose_cards")
    assert (d.min, d.max) == (0, 3)


def test_pottery_draw_a_1_is_increased_by_archimedes():
    game = _gujin(
        {"blue": ["Pottery"]},
        supply={"base": {"1": ["Sailing"], "2": ["Calendar"]}},
    )
    act(game, "dogma Gujin Tushu Jinsheng")
    assert "Alice executes the effects of Pottery." in texts(game)
    assert hand(game, "Alice") == ["Calendar"]  # a {1} + 1
    assert supply(game, 1)[0] == "Sailing"


# -- Tools ---------------------------------------------------------------------------
# You may return a {3} from your hand. If you do, draw three {1}.


def test_tools_draw_three_1s_are_increased_by_archimedes():
    game = _gujin(
        {"blue": ["Tools"]},
        alice={"hand": ["Experimentation"]},  # a 4: "a {3}" + 1
        supply={"base": {"1": ["Sailing", "Oars", "Agriculture"], "2": ["Calendar", "Fermenting"]}},
    )
    act(game, "dogma Gujin Tushu Jinsheng")
    expect(game, "Alice", "yes_no")  # return three cards? (only one in hand)
    act(game, "no")
    expect(game, "Alice", "choose_card", ["Experimentation", None])
    act(game, "Experimentation")
    # Three {1} + 1: the two 2s listed, then the next card of the 2 pile.
    assert len(hand(game, "Alice")) == 3
    assert {"Calendar", "Fermenting"} <= set(hand(game, "Alice"))
    assert supply(game, 1)[:3] == ["Sailing", "Oars", "Agriculture"]


# -- Archery -------------------------------------------------------------------------
# I demand you draw a {1}, then transfer the highest card in your hand to my hand!


def test_archery_demand_draw_is_increased_by_archimedes():
    game = _archimedes(
        {"board": {"red": ["Archery"]}},
        {"hand": ["Oars"]},
        supply={"1": ["Sailing"], "2": ["Calendar"]},
    )
    act(game, "dogma Archery")
    assert hand(game, "Alice") == ["Calendar"]
    assert hand(game, "Bob") == ["Oars"]
    assert supply(game, 1)[0] == "Sailing"


# -- The Wheel -----------------------------------------------------------------------
# Draw two {1}.


def test_the_wheel_both_draws_are_increased_by_archimedes():
    game = _archimedes(
        {"board": {"green": ["The Wheel"]}},
        supply={"1": ["Sailing", "Oars"], "2": ["Calendar", "Mathematics"]},
    )
    act(game, "dogma The Wheel")
    assert hand(game, "Alice") == ["Calendar", "Mathematics"]
    assert supply(game, 1)[:2] == ["Sailing", "Oars"]


# -- Domestication -------------------------------------------------------------------
# Meld the lowest card in your hand. Draw a {1}.


def test_domestication_draw_is_increased_by_archimedes():
    game = _archimedes(
        {"board": {"yellow": ["Domestication"]}, "hand": ["Sailing", "Currency"]},
        supply={"1": ["Oars"], "2": ["Mathematics"]},
    )
    act(game, "dogma Domestication")
    assert board(game, "Alice", "green") == ["Sailing"]
    assert hand(game, "Alice") == ["Currency", "Mathematics"]


# -- Metalworking --------------------------------------------------------------------
# Draw and reveal a {1}. If it has a {castle}, score it and repeat this dogma effect.
# Otherwise, keep it.


def test_metalworking_draws_are_increased_by_archimedes():
    game = _archimedes(
        {"board": {"red": ["Metalworking"]}},
        supply={"1": ["Sailing"], "2": ["Construction", "Calendar"]},
    )
    act(game, "dogma Metalworking")
    assert score_pile(game, "Alice") == ["Construction"]  # a castle: scored, repeat
    assert hand(game, "Alice") == ["Calendar"]  # no castle: kept


# -- Oars ----------------------------------------------------------------------------
# I demand you transfer a card with a {crown} from your hand to my score pile! If you do,
# draw a {1}, and repeat this dogma effect!  /  If no cards were transferred due to this
# demand, draw a {1}.


def test_oars_demand_draw_is_increased_by_archimedes():
    game = _archimedes(
        {"board": {"red": ["Oars"]}},
        {"hand": ["Mathematics"]},
        supply={"1": ["Sailing"], "2": ["Calendar"]},
    )
    act(game, "dogma Oars")
    assert score_pile(game, "Alice") == ["Mathematics"]
    assert hand(game, "Bob") == ["Calendar"]  # no crown: the repeat transfers nothing
    assert hand(game, "Alice") == []
    assert supply(game, 1)[0] == "Sailing"


def test_oars_nothing_transferred_draw_is_increased_by_archimedes():
    game = _archimedes(
        {"board": {"red": ["Oars"]}},
        {"hand": ["Calendar"]},
        supply={"1": ["Sailing"], "2": ["Mathematics"]},
    )
    act(game, "dogma Oars")
    assert hand(game, "Bob") == ["Calendar"]
    assert hand(game, "Alice") == ["Mathematics"]


# -- Clothing ------------------------------------------------------------------------
# Draw and score a {1} for each color present on your board not present on any
# opponent's board.


def test_clothing_draw_and_score_is_increased_by_archimedes():
    game = _archimedes(
        {"board": {"green": ["Clothing"]}},
        {"board": {"red": ["Oars"]}},
        supply={"1": ["Sailing", "Archery"], "2": ["Calendar", "Mathematics"]},
    )
    act(game, "dogma Clothing")
    # Blue and green are on Alice's board only: two {1} + 1.
    assert score_pile(game, "Alice") == ["Calendar", "Mathematics"]


# -- City States ---------------------------------------------------------------------
# I demand you transfer a top card with a {castle} from your board to my board if you have
# at least four {castle} on your board! If you do, draw a {1}!


def test_city_states_demand_draw_is_increased_by_archimedes():
    game = _archimedes(
        {"board": {"purple": ["City States"]}},
        {"board": {"red": ["Metalworking"], "yellow": ["Masonry"]}},
        supply={"1": ["Sailing"], "2": ["Calendar"]},
    )
    act(game, "dogma City States")
    expect(game, "Bob", "choose_card", ["Metalworking", "Masonry"])
    act(game, "Masonry")
    assert board(game, "Alice", "yellow") == ["Masonry"]
    assert hand(game, "Bob") == ["Calendar"]


# -- Mysticism -----------------------------------------------------------------------
# Draw and reveal a {1}. If it is the same color as any card on your board, meld it and
# draw a {1}.


def test_mysticism_both_draws_are_increased_by_archimedes():
    game = _archimedes(
        {"board": {"purple": ["Mysticism"], "red": ["Archery"]}},
        supply={"1": ["Oars", "Sailing"], "2": ["Construction", "Calendar"]},
    )
    act(game, "dogma Mysticism")
    assert board(game, "Alice", "red") == ["Construction", "Archery"]
    assert hand(game, "Alice") == ["Calendar"]
    assert supply(game, 1)[:2] == ["Oars", "Sailing"]


# -- Mapmaking -----------------------------------------------------------------------
# I demand you transfer a {1} from your score pile, if it has any, to my score pile!
# If any card was transferred due to the demand, draw and score a {1}.


def test_mapmaking_draw_and_score_is_increased_by_archimedes():
    game = _archimedes(
        {"board": {"green": ["Mapmaking"]}},
        {"score": ["Calendar", "Oars"]},  # the demand's {1} is a 2 too
        supply={"1": ["Sailing"], "2": ["Mathematics"]},
    )
    act(game, "dogma Mapmaking")
    assert score_pile(game, "Bob") == ["Oars"]
    assert score_pile(game, "Alice") == ["Calendar", "Mathematics"]


# -- Monotheism ----------------------------------------------------------------------
# I demand you transfer a top card on your board of different color from any card on my
# board to my score pile! If you do, draw and tuck a {1}!  /  Draw and tuck a {1}.


def test_monotheism_draw_and_tucks_are_increased_by_archimedes():
    game = _archimedes(
        {"board": {"purple": ["Monotheism"]}},
        {"board": {"red": ["Archery"]}},
        supply={"1": ["Oars", "Sailing"], "2": ["Construction", "Calendar"]},
    )
    act(game, "dogma Monotheism")
    assert score_pile(game, "Alice") == ["Archery"]
    assert board(game, "Bob", "red") == ["Construction"]  # Bob's draw and tuck
    assert board(game, "Alice", "blue") == ["Archimedes", "Calendar"]  # Alice's
    assert supply(game, 1)[:2] == ["Oars", "Sailing"]


# -- Suburbia ------------------------------------------------------------------------
# You may tuck any number of cards from your hand. Draw and score a {1} for each card you
# tucked.


def test_suburbia_draw_and_score_is_increased_by_archimedes():
    game = _archimedes(
        {"board": {"yellow": ["Suburbia"]}, "hand": ["Oars"]},
        supply={"1": ["Sailing"], "2": ["Calendar"]},
    )
    act(game, "dogma Suburbia", ["Oars"])
    assert board(game, "Alice", "red") == ["Oars"]
    assert score_pile(game, "Alice") == ["Calendar"]


# -- Philosophy, Metric System, Flight: "any one color" includes purple ----------------


def test_philosophy_splays_purple_left():
    game = setup(
        {"Alice": {"board": {"purple": ["Philosophy", "Code of Laws"]}}, "Bob": {}},
    )
    act(game, "dogma Philosophy")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "purple") == "left"


def test_metric_system_splays_purple_right():
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": {"cards": ["Metric System", "Sailing"], "splay": "right"},
                    "purple": ["Philosophy", "Code of Laws"],
                }
            },
            "Bob": {},
        },
    )
    act(game, "dogma Metric System")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "purple") == "right"


def test_flight_splays_purple_up():
    game = setup(
        {
            "Alice": {
                "board": {
                    "red": {"cards": ["Flight", "Oars"], "splay": "up"},
                    "purple": ["Philosophy", "Code of Laws"],
                }
            },
            "Bob": {},
        },
    )
    act(game, "dogma Flight")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "purple") == "up"


# -- Coal ----------------------------------------------------------------------------
# You may score any one of your top cards. If you do, also score the card beneath it.


def test_coal_scores_the_card_beneath_in_a_two_card_stack():
    game = setup(
        {
            "Alice": {"board": {"red": ["Coal", "Archery"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
        },
        supply={"5": ["Banking"]},
    )
    act(game, "dogma Coal", "no")  # Banking tucked (green); red not splayed
    expect(game, "Alice", "choose_card", ["Coal", "Banking", None])
    act(game, "Coal")
    assert score_pile(game, "Alice") == ["Archery", "Coal"]
    assert board(game, "Alice", "red") == []


# -- Astronomy -----------------------------------------------------------------------
# If all non-purple top cards on your board are value {6} or higher, claim the Universe
# achievement.


def test_astronomy_non_purple_5_no_universe():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Astronomy"], "red": ["Coal"]}},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"6": ["Canning"]},
    )
    act(game, "dogma Astronomy")
    assert hand(game, "Alice") == ["Canning"]
    assert achievements(game, "Alice") == []


# -- Publications --------------------------------------------------------------------
# You may rearrange the order of one color of cards on your board.


def test_publications_asks_for_the_top_card_first():
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Publications"], "red": ["Gunpowder", "Oars", "Archery"]},
            },
            "Bob": {},
        }
    )
    act(game, "dogma Publications", "red")
    d = expect(game, "Alice", "choose_card", ["Gunpowder", "Oars", "Archery"])
    assert "on top" in d.prompt
    act(game, "Archery")
    d = expect(game, "Alice", "choose_card", ["Gunpowder", "Oars"])
    assert "next" in d.prompt
    act(game, "Oars")
    assert board(game, "Alice", "red") == ["Archery", "Oars", "Gunpowder"]


# -- Composites ----------------------------------------------------------------------
# I demand you transfer all but one card from your hand to my hand!


def test_composites_two_cards_in_hand_one_is_transferred():
    game = setup(
        {
            "Alice": {"board": {"red": ["Composites"]}},
            "Bob": {"hand": ["Pottery", "Coal"]},
        }
    )
    act(game, "dogma Composites")
    expect(game, "Bob", "choose_card", ["Pottery", "Coal"])  # the one to keep
    act(game, "Coal")
    assert hand(game, "Bob") == ["Coal"]
    assert hand(game, "Alice") == ["Pottery"]


# -- A.I. ----------------------------------------------------------------------------
# If Robotics and Software are top cards on any board, the single player with the lowest
# score wins.


def test_ai_robotics_without_software_no_win():
    game = setup(
        {
            "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"]}},
            "Bob": {"score": ["Pottery"]},
        },
        supply={"10": ["Databases"]},
    )
    act(game, "dogma A.I.")
    assert score_pile(game, "Alice") == ["Databases"]
    assert game.result is None
    expect(game, "Alice", "action")


# -- Bioengineering ------------------------------------------------------------------
# If any player has fewer than three {leaf} on their board, the player with the most
# {leaf} on their board wins.


def test_bioengineering_three_leaves_is_not_fewer_than_three():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
            "Bob": {"board": {"blue": ["Pottery"], "purple": ["Services"], "green": ["Clothing"]}},
        }
    )
    act(game, "dogma Bioengineering", "Clothing")
    assert score_pile(game, "Alice") == ["Clothing"]
    assert icons(game, "Alice")["leaf"] == 3 and icons(game, "Bob")["leaf"] == 6
    assert game.result is None


def test_bioengineering_two_leaves_is_fewer_than_three():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Bioengineering"], "green": ["Clothing"]}},
            "Bob": {"board": {"blue": ["Pottery"], "yellow": ["Agriculture"]}},
        }
    )
    act(game, "dogma Bioengineering", "Agriculture")
    assert icons(game, "Alice")["leaf"] == 2 and icons(game, "Bob")["leaf"] == 3
    assert game.result.winners == ["Bob"]


# -- Databases -----------------------------------------------------------------------
# I demand you return half (rounded up) of the cards in your score pile!


def test_databases_two_cards_one_is_returned():
    game = setup(
        {"Alice": {"board": {"green": ["Databases"]}}, "Bob": {"score": ["Pottery", "Coal"]}},
    )
    act(game, "dogma Databases")
    d = expect(game, "Bob", "choose_cards", ["Pottery", "Coal"])
    assert d.min == d.max == 1
    act(game, ["Coal"])
    assert score_pile(game, "Bob") == ["Pottery"]
    assert supply(game, 5)[-1] == "Coal"


# -- Teams and sharers: "opponent", "other player", "you" ------------------------------
# With teams (options {"teams": True}: Alice and Charlie against Bob and Dave) a teammate is
# another player but no opponent; a sharer is "you" in the effects it executes.

TEAMS = {"teams": True}


def _teams(alice: dict, bob: dict | None = None, charlie: dict | None = None, dave=None, **rest):
    return setup(
        {"Alice": alice, "Bob": bob or {}, "Charlie": charlie or {}, "Dave": dave or {}},
        options=TEAMS,
        **rest,
    )


def test_construction_empire_needs_the_only_player_with_five_top_cards():
    # Carol has fewer than five top cards, but Bob has five too: no Empire.
    game = setup(
        {
            "Alice": {
                "board": {
                    "red": ["Construction"],
                    "blue": ["Writing"],
                    "green": ["Sailing"],
                    "yellow": ["Agriculture"],
                    "purple": ["Philosophy"],
                }
            },
            "Bob": {
                "board": {
                    "red": ["Oars"],
                    "blue": ["Calendar"],
                    "green": ["Clothing"],
                    "yellow": ["Canal Building"],
                    "purple": ["Code of Laws"],
                }
            },
            "Carol": {"board": {"green": ["Currency"]}},
        },
    )
    act(game, "dogma Construction")
    assert achievements(game, "Alice") == []
    assert "Empire" in game.to_position()["special_achievements"]


def test_construction_empire_a_teammate_with_five_top_cards_counts():
    five = {
        "red": ["Oars"],
        "blue": ["Calendar"],
        "green": ["Clothing"],
        "yellow": ["Canal Building"],
        "purple": ["Code of Laws"],
    }
    game = _teams(
        {
            "board": {
                "red": ["Construction"],
                "blue": ["Writing"],
                "green": ["Sailing"],
                "yellow": ["Agriculture"],
                "purple": ["Philosophy"],
            }
        },
        charlie={"board": five},  # "the only player": Charlie is a player
    )
    act(game, "dogma Construction")
    assert achievements(game, "Alice") == []
    assert "Empire" in game.to_position()["special_achievements"]


def test_road_building_another_player_may_be_a_teammate():
    game = _teams(
        {"board": {"red": ["Road Building"]}, "hand": ["Archery", "Tools"]},
        charlie={"board": {"green": ["Sailing"]}},
    )
    act(game, "dogma Road Building", ["Archery", "Tools"])
    expect(game, "Alice", "choose_player", ["Bob", "Charlie", "Dave", None])
    act(game, "Charlie")
    assert board(game, "Charlie", "red") == ["Archery"]
    assert board(game, "Alice", "green") == ["Sailing"]


def test_road_building_sharer_takes_the_green_card_to_their_own_board():
    game = setup(
        {
            "Alice": {"board": {"red": ["Road Building"], "green": ["Sailing"]}},
            "Bob": {"board": {"yellow": ["Masonry"]}, "hand": ["Archery", "Tools"]},  # 3 castles
        },
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Road Building")
    act(game, ["Archery", "Tools"])  # Bob melds two
    expect(game, "Bob", "choose_player", ["Alice", None])
    act(game, "Alice")
    assert board(game, "Alice", "red") == ["Archery", "Road Building"]
    assert board(game, "Bob", "green") == ["Sailing"]  # "to your board": Bob's
    assert board(game, "Alice", "green") == []


def test_canal_building_sharer_exchanges_their_own_cards():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Canal Building"]}},
            "Bob": {"board": {"green": ["Sailing"]}, "hand": ["Calendar"], "score": ["Oars"]},
        },
    )
    act(game, "dogma Canal Building")
    expect(game, "Bob", "yes_no")
    act(game, "yes")
    assert hand(game, "Bob") == ["Oars"]
    assert score_pile(game, "Bob") == ["Calendar"]
    assert score_pile(game, "Alice") == []


def test_bicycle_sharer_exchanges_their_own_cards():
    game = setup(
        {
            "Alice": {"board": {"green": ["Bicycle"]}},
            "Bob": {
                "board": {"yellow": ["Canal Building"]},  # 2 crowns
                "hand": ["Calendar"],
                "score": ["Oars"],
            },
        },
    )
    act(game, "dogma Bicycle")
    expect(game, "Bob", "yes_no")
    act(game, "yes")
    assert hand(game, "Bob") == ["Oars"]
    assert score_pile(game, "Bob") == ["Calendar"]
    assert score_pile(game, "Alice") == []


def test_optics_a_poorer_teammate_is_no_opponent():
    game = _teams(
        {"board": {"red": ["Optics"]}, "score": ["Oars"]},
        bob={"score": ["Calendar"]},
        charlie={},
        dave={"score": ["Mathematics"]},
        supply={"3": ["Alchemy"]},  # no crown
    )
    act(game, "dogma Optics")
    assert board(game, "Alice", "blue") == ["Alchemy"]
    assert score_pile(game, "Alice") == ["Oars"]
    assert score_pile(game, "Charlie") == []
    expect(game, "Alice", "action")


def test_classification_with_an_empty_hand_does_nothing():
    game = setup(
        {"Alice": {"board": {"green": ["Classification"]}}, "Bob": {"hand": ["Oars"]}},
    )
    act(game, "dogma Classification")
    assert hand(game, "Bob") == ["Oars"]
    assert hand(game, "Alice") == []
    expect(game, "Alice", "action")


def test_democracy_sharer_who_returned_more_scores_an_8():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Democracy"]}},
            "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]},  # 2 lightbulbs
        },
        supply={"8": ["Flight"]},
    )
    act(game, "dogma Democracy")
    expect(game, "Bob", "choose_cards")
    act(game, ["Oars"])
    assert score_pile(game, "Bob") == ["Flight"]


def test_democracy_a_teammate_is_no_opponent():
    game = _teams(
        {"board": {"purple": ["Democracy"]}, "hand": ["Sailing"]},
        charlie={"board": {"blue": ["Writing"]}, "hand": ["Oars", "Archery"]},
        supply={"8": ["Flight", "Mobility"]},
    )
    act(game, "dogma Democracy")
    expect(game, "Charlie", "choose_cards")
    act(game, ["Oars", "Archery"])
    assert score_pile(game, "Charlie") == ["Flight"]
    expect(game, "Alice", "choose_cards")
    act(game, ["Sailing"])
    # One card: more than any opponent (Bob, Dave: none); Charlie's two do not count.
    assert score_pile(game, "Alice") == ["Mobility"]


def test_socialism_takes_only_from_opponents_hands():
    game = _teams(
        {"board": {"purple": ["Socialism"]}, "hand": ["Code of Laws"]},
        bob={"hand": ["Oars", "Calendar"]},
        charlie={"hand": ["Sailing"]},
        dave={"hand": ["Writing"]},
    )
    act(game, "dogma Socialism", "yes")
    assert hand(game, "Alice") == ["Oars", "Writing"]
    assert hand(game, "Charlie") == ["Sailing"]
    assert hand(game, "Bob") == ["Calendar"]


def test_rocketry_returns_only_from_opponents_score_piles():
    game = _teams(
        {"board": {"blue": ["Rocketry"]}},  # 3 clocks: one card
        bob={"score": ["Oars"]},
        charlie={"score": ["Calendar"]},
    )
    act(game, "dogma Rocketry")
    assert score_pile(game, "Bob") == []
    assert score_pile(game, "Charlie") == ["Calendar"]


def test_specialization_takes_only_from_opponents_boards():
    game = _teams(
        {"board": {"purple": ["Specialization"]}, "hand": ["Oars"]},
        bob={"board": {"red": ["Archery"]}},
        charlie={"board": {"red": ["Metalworking"]}},
        dave={"board": {"red": ["Construction"]}},
    )
    act(game, "dogma Specialization")
    assert hand(game, "Alice") == ["Archery", "Construction", "Oars"]
    assert board(game, "Charlie", "red") == ["Metalworking"]


def test_bioengineering_takes_only_from_an_opponents_board():
    game = _teams(
        {"board": {"blue": ["Bioengineering"]}},
        bob={"board": {"green": ["Clothing"]}},
        charlie={"board": {"yellow": ["Agriculture"]}},
    )
    act(game, "dogma Bioengineering")
    assert score_pile(game, "Alice") == ["Clothing"]
    assert board(game, "Charlie", "yellow") == ["Agriculture"]
    # Alice has fewer than three leaves: Charlie, with the most (3), wins for the team.
    assert game.result.winners == ["Alice", "Charlie"]


def test_bioengineering_the_activating_player_with_few_leaves_counts():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Bioengineering"]}},
            "Bob": {"board": {"blue": ["Pottery"], "yellow": ["Agriculture"]}},
        }
    )
    act(game, "dogma Bioengineering", "Agriculture")
    assert icons(game, "Alice")["leaf"] == 0 and icons(game, "Bob")["leaf"] == 3
    assert game.result.winners == ["Bob"]


def test_self_service_a_teammate_with_as_many_achievements_stops_the_win():
    game = _teams(
        {"board": {"green": ["Self Service"]}, "achievements": ["Oars", "Calendar"]},
        charlie={"achievements": ["Optics", "Coal"]},
    )
    act(game, "dogma Self Service")
    assert game.result is None


def test_globalization_the_activating_player_with_more_leaves_than_factories_counts():
    game = setup(
        {
            "Alice": {
                "board": {
                    "yellow": ["Globalization"],
                    "blue": ["Pottery"],
                    "green": ["Clothing"],
                }
            },
            "Bob": {},
        },
        supply={"6": ["Canning"]},
    )
    assert icons(game, "Alice")["leaf"] > icons(game, "Alice")["factory"]
    act(game, "dogma Globalization")
    assert score_pile(game, "Alice") == ["Canning"]
    assert game.result is None


def test_classification_takes_only_from_opponents_hands():
    game = _teams(
        {"board": {"green": ["Classification"]}, "hand": ["Oars"]},
        bob={"hand": ["Archery"]},
        charlie={"hand": ["Metalworking"]},
        dave={"hand": ["Calendar"]},
    )
    act(game, "dogma Classification")
    expect(game, "Alice", "choose_card", ["Oars", "Archery"])  # which to meld first
    act(game, "Oars")
    assert board(game, "Alice", "red") == ["Archery", "Oars"]
    assert hand(game, "Charlie") == ["Metalworking"]
    assert hand(game, "Dave") == ["Calendar"]


def test_canal_building_with_nothing_to_exchange_asks_nothing():
    game = setup({"Alice": {"board": {"yellow": ["Canal Building"]}}, "Bob": {}})
    act(game, "dogma Canal Building")
    expect(game, "Alice", "action")


# -- "Draw and reveal": the drawn card is revealed (the log shows it to everybody) -----


def test_astronomy_reveals_the_card_it_keeps():
    game = setup(
        {"Alice": {"board": {"purple": ["Astronomy"]}}, "Bob": {}},
        supply={"6": ["Canning"]},
    )
    act(game, "dogma Astronomy")
    assert hand(game, "Alice") == ["Canning"]
    assert any("reveals Canning" in t for t in texts(game)), texts(game)


def test_empiricism_reveals_the_card_of_another_colour():
    game = setup(
        {"Alice": {"board": {"purple": ["Empiricism"]}}, "Bob": {}},
        supply={"9": ["Computers"]},
    )
    act(game, "dogma Empiricism", "red", "green")
    assert hand(game, "Alice") == ["Computers"]
    assert any("reveals Computers" in t for t in texts(game)), texts(game)


def test_fission_demand_reveals_the_drawn_10():
    game = setup(
        {"Alice": {"board": {"red": ["Fission"]}}, "Bob": {}},
        supply={"10": ["Software", "Databases"]},
    )
    act(game, "dogma Fission")
    assert hand(game, "Bob") == ["Software"]
    assert any("Bob reveals Software" in t for t in texts(game)), texts(game)


def test_collaboration_demand_reveals_both_drawn_9s():
    game = setup(
        {"Alice": {"board": {"green": ["Collaboration"]}}, "Bob": {}},
        supply={"9": ["Computers", "Genetics"]},
    )
    act(game, "dogma Collaboration")
    expect(game, "Alice", "choose_card", ["Computers", "Genetics"])
    log = texts(game)
    assert any("Bob reveals Computers" in t for t in log), log
    assert any("Bob reveals Genetics" in t for t in log), log
