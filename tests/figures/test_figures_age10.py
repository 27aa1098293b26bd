"""Scenario tests for the age 10 figures of Figures in the Sand: each karma, echo effect and
inspire effect (one test where a karma triggers, one where it does not)."""

from helpers import (
    achievements,
    act,
    board,
    cards_of,
    expect,
    figures,
    hand,
    score_pile,
    supply,
    table,
)


def _won(game, who):
    assert game.result is not None, "the game is not over"
    assert game.result["winners"] == [who]


# -- Stephen Hawking ----------------------------------------------------------------------------
# Inspire: Draw and tuck a {10}.
# Karma: Each {hex} on your board also counts as an echo effect reading "Score the bottom card
# in this color."


def test_stephen_hawking_inspire_draws_and_tucks_a_10():
    game = figures(
        {"Alice": {"board": {"blue": ["Stephen Hawking"]}}, "Bob": {}},
        supply={"10": ["Software", "A.I."]},
    )
    act(game, "inspire blue")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Stephen Hawking", "Software"]},
        "hand": ["A.I."],
        "tucked": 1,
    }


def test_stephen_hawking_his_own_hex_is_an_echo_effect_he_can_be_activated():
    game = figures({"Alice": {"board": {"blue": ["Stephen Hawking", "Writing"]}}, "Bob": {}})
    assert "dogma Stephen Hawking" in expect(game, "Alice", "action").options
    act(game, "dogma Stephen Hawking")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Stephen Hawking"]},
        "score": ["Writing"],
        "scored": 1,
    }


def test_stephen_hawking_each_visible_hex_of_another_colour_scores_its_bottom_card():
    # Red splayed up: the hexes of Archery (on top) and Oars show, not Gunpowder's (top
    # left): two echo effects, each scoring the bottom red card, before Archery's demand.
    game = figures(
        {
            "Alice": {
                "board": {
                    "blue": ["Stephen Hawking"],
                    "red": {"cards": ["Archery", "Oars", "Gunpowder"], "splay": "up"},
                },
            },
            "Bob": {"board": {"green": ["Sailing"]}},
        },
        supply={"1": ["Writing"]},
    )
    act(game, "dogma Archery")
    assert score_pile(game, "Alice") == ["Gunpowder", "Oars"]
    assert board(game, "Alice", "red") == ["Archery"]
    # Then the demand: Bob draws a 1 and transfers his highest card to Alice's hand.
    assert hand(game, "Alice") == ["Writing"]


def test_stephen_hawking_covered_hexes_give_no_echo_effect():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Writing", "Stephen Hawking"]}},
            "Bob": {},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Writing")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Writing", "Stephen Hawking"]},
        "hand": ["Calendar"],
    }


def test_stephen_hawking_gives_no_echo_effects_to_an_opponent():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Stephen Hawking"]}},
            "Bob": {"board": {"green": ["The Wheel", "Sailing"]}},
        },
        turn="Bob",
        supply={"1": ["Oars", "Tools"]},
    )
    act(game, "dogma The Wheel")
    assert table(game)["Bob"] == {
        "board": {"green": ["The Wheel", "Sailing"]},
        "hand": ["Oars", "Tools"],
    }


# -- Susan Blackmore ----------------------------------------------------------------------------
# Inspire: Execute any echo or inspire effect.
# Karma: If another player would not draw a share bonus after a Dogma action, first transfer
# the card they activated to your score pile.


def test_susan_blackmore_inspire_executes_a_visible_inspire_effect():
    game = figures(
        {
            "Alice": {
                "board": {
                    "blue": ["Susan Blackmore"],
                    "red": {"cards": ["Archery", "Mikhail Kalashnikov"], "splay": "right"},
                },
                "hand": ["Writing"],
            },
            "Bob": {"board": {"green": ["Taiichi Ohno"]}},
        },
        supply={"10": ["Software"]},
    )
    act(game, "inspire blue")
    expect(
        game,
        "Alice",
        "choose_option",
        [
            "the inspire effect of Mikhail Kalashnikov (your board)",
            "the echo effect of Taiichi Ohno (Bob's board)",
        ],
    )
    act(game, "the inspire effect of Mikhail Kalashnikov (your board)")  # tuck a card
    assert table(game)["Alice"] == {
        "board": {
            "blue": ["Susan Blackmore", "Writing"],
            "red": (["Archery", "Mikhail Kalashnikov"], "right"),
        },
        "hand": ["Software"],  # the Inspire action's draw: a 10
        "tucked": 1,
    }


def test_susan_blackmore_inspire_executes_an_opponents_echo_effect():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Susan Blackmore"]}},
            "Bob": {"board": {"green": ["Taiichi Ohno"]}},
        },
        supply={"10": ["Software", "A.I."]},
    )
    act(game, "inspire blue")  # the only effect: Taiichi Ohno's echo (draw a 10)
    assert hand(game, "Alice") == ["A.I.", "Software"]
    assert hand(game, "Bob") == []


def test_susan_blackmore_inspire_may_execute_a_hex_echo_effect_of_stephen_hawking():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Susan Blackmore"], "red": ["Archery", "Oars"]}},
            "Bob": {"board": {"blue": ["Stephen Hawking", "Writing"]}},
        },
        supply={"1": ["Tools"]},
    )
    act(game, "inspire blue", "the hex echo effect of Stephen Hawking (Bob's board)")
    # She scores the bottom card of her blue stack: Susan Blackmore herself; then the
    # Inspire action draws a card of her top blue card's value: none, a 1.
    assert table(game)["Alice"] == {
        "board": {"red": ["Archery", "Oars"]},
        "score": ["Susan Blackmore"],
        "hand": ["Tools"],
        "scored": 1,
    }
    assert table(game)["Bob"] == {"board": {"blue": ["Stephen Hawking", "Writing"]}}


def test_susan_blackmore_inspire_lists_echo_and_hex_echo_effects():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Susan Blackmore"]}},
            "Bob": {"board": {"blue": ["Stephen Hawking"], "green": ["Taiichi Ohno"]}},
        },
    )
    act(game, "inspire blue")
    expect(
        game,
        "Alice",
        "choose_option",
        [
            "the hex echo effect of Stephen Hawking (Bob's board)",
            "the inspire effect of Stephen Hawking (Bob's board)",
            "the echo effect of Taiichi Ohno (Bob's board)",
            "the hex echo effect of Taiichi Ohno (Bob's board)",
        ],
    )


def test_susan_blackmore_takes_the_card_of_a_dogma_action_without_a_share_bonus():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Susan Blackmore"]}},
            "Bob": {"board": {"green": ["The Wheel"], "red": ["Archery"]}},
        },
        turn="Bob",
        supply={"1": ["Oars", "Tools"]},
    )
    act(game, "dogma The Wheel")
    assert score_pile(game, "Alice") == ["The Wheel"]
    assert table(game)["Bob"] == {"board": {"red": ["Archery"]}, "hand": ["Oars", "Tools"]}


def test_susan_blackmore_not_when_the_player_draws_a_share_bonus():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Susan Blackmore"]}},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        turn="Bob",
        supply={"base": {"2": ["Calendar", "Mathematics"]}, "figures": {"1": ["Homer"]}},
    )
    act(game, "dogma Writing")  # Alice shares (two lightbulbs each) and draws a 2
    assert hand(game, "Alice") == ["Calendar"]
    assert hand(game, "Bob") == ["Homer", "Mathematics"]
    assert board(game, "Bob", "blue") == ["Writing"]
    assert score_pile(game, "Alice") == []


def test_susan_blackmore_not_for_her_owners_own_dogma_action():
    game = figures(
        {"Alice": {"board": {"blue": ["Susan Blackmore"], "green": ["The Wheel"]}}, "Bob": {}},
        supply={"1": ["Oars", "Tools"]},
    )
    act(game, "dogma The Wheel")
    assert board(game, "Alice", "green") == ["The Wheel"]
    assert score_pile(game, "Alice") == []


# -- Jackie Chan --------------------------------------------------------------------------------
# Inspire: Score a card from your hand.
# Karma: If an opponent would win, first score all other top figures in play. If you now have
# the most points, you win instead.


def test_jackie_chan_inspire_scores_a_card_from_hand():
    game = figures(
        {"Alice": {"board": {"red": ["Jackie Chan"]}, "hand": ["Writing"]}, "Bob": {}},
        supply={"10": ["Software"]},
    )
    act(game, "inspire red")
    assert table(game)["Alice"] == {
        "board": {"red": ["Jackie Chan"]},
        "hand": ["Software"],
        "score": ["Writing"],
        "scored": 1,
    }


SIX = ["Philosophy", "Mathematics", "Compass", "Navigation", "Banking", "Classification"]


def _chan_game(alice_score, bob_score):
    # The base 10 pile is empty: Bob's Draw action draws an 11 and the game ends by score.
    placed = {"Software", "A.I.", "Databases", "Self Service", *alice_score, *bob_score}
    return figures(
        {
            "Alice": {"board": {"red": ["Jackie Chan"]}, "score": alice_score},
            "Bob": {"board": {"blue": ["Stephen Hawking"]}, "score": bob_score},  # bonus 11
        },
        turn="Bob",
        removed=[c for c in cards_of(10) if c not in placed],
        supply={"10": ["Software", "A.I.", "Databases", "Self Service"]},
    )


def test_jackie_chan_scores_the_top_figures_and_wins_instead_with_the_most_points():
    game = _chan_game(["Robotics"], [])
    assert game.result is None
    act(game, "draw", "draw")  # Bob: two 10s
    act(game, "draw", "draw")  # Alice: the last two 10s
    act(game, "draw")  # Bob: an 11, the game ends by score (his 11 to her 10)
    _won(game, "Alice")  # she scored Stephen Hawking: 20 points to his 0
    assert score_pile(game, "Alice") == ["Robotics", "Stephen Hawking"]


def test_jackie_chan_without_the_most_points_the_opponent_still_wins():
    game = _chan_game(["Robotics"], ["Stem Cells", "Globalization"])
    act(game, "draw", "draw", "draw", "draw", "draw")
    # Bob would win with 31; after her karma: 20 each, not the most: Bob still wins.
    _won(game, "Bob")
    assert score_pile(game, "Alice") == ["Robotics", "Stephen Hawking"]


def _chan_achievements():
    # Bob holds six achievements: a seventh wins (2 players, 1 expansion).
    return figures(
        {
            "Alice": {"board": {"red": ["Jackie Chan"]}},
            "Bob": {
                "board": {"blue": ["Grace Hopper"]},
                "score": ["Writing", "Tools", "Pottery", "Sailing", "Clothing"],
                "achievements": SIX,
            },
        },
        turn="Bob",
        achievements=["Oars"],
    )


def test_jackie_chan_answers_a_win_by_achievements_and_wins_with_the_most_points():
    game = _chan_achievements()
    act(game, "achieve 1")  # Bob's seventh achievement: he would win
    # First Jackie Chan scores Grace Hopper (9): 9 points to Bob's 5.
    _won(game, "Alice")
    assert score_pile(game, "Alice") == ["Grace Hopper"]


def test_jackie_chan_answers_a_win_by_achievements_and_the_opponent_still_wins():
    game = figures(
        {
            "Alice": {"board": {"red": ["Jackie Chan"]}},
            "Bob": {
                "board": {"blue": ["Grace Hopper"]},
                "score": ["Software", "Databases"],  # 20 points
                "achievements": SIX,
            },
        },
        turn="Bob",
        achievements=["Oars"],
    )
    act(game, "achieve 1")
    _won(game, "Bob")  # Alice has 9 points to his 20
    assert score_pile(game, "Alice") == ["Grace Hopper"]


def test_jackie_chan_not_when_his_owner_wins():
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Jackie Chan"]},
                "score": ["Writing", "Tools", "Pottery", "Sailing", "Clothing"],
                "achievements": SIX,
            },
            "Bob": {"board": {"blue": ["Grace Hopper"]}},
        },
        achievements=["Oars"],
    )
    act(game, "achieve 1")
    _won(game, "Alice")
    assert board(game, "Bob", "blue") == ["Grace Hopper"]


# -- Margaret Thatcher --------------------------------------------------------------------------
# Echo: Score a top card with a {factory} or {crown}.
# Karma: If you would take a Dogma action, first score any top card with a {crown} or
# {factory} from anywhere.


def test_margaret_thatcher_karma_then_echo_on_her_own_dogma_action():
    game = figures(
        {
            "Alice": {
                "board": {
                    "red": ["Margaret Thatcher"],
                    "blue": ["Writing"],
                    "green": ["The Wheel"],
                }
            },
            "Bob": {"board": {"yellow": ["Steam Engine"], "purple": ["Mysticism"]}},
        },
    )
    act(game, "dogma Margaret Thatcher")
    # The karma: any top card with a crown or factory, from any board.
    expect(game, "Alice", "choose_card", ["Margaret Thatcher", "Writing", "Steam Engine"])
    act(game, "Steam Engine")
    # The echo effect: a top card of hers with a crown or factory.
    expect(game, "Alice", "choose_card", ["Margaret Thatcher", "Writing"])
    act(game, "Writing")
    assert score_pile(game, "Alice") == ["Steam Engine", "Writing"]
    assert table(game)["Bob"] == {"board": {"purple": ["Mysticism"]}}


def test_margaret_thatcher_covered_her_echo_scores_one_of_your_top_cards():
    game = figures(
        {
            "Alice": {
                "board": {
                    "red": {"cards": ["Archery", "Margaret Thatcher"], "splay": "up"},
                    "blue": ["Writing"],
                }
            },
            "Bob": {"board": {"purple": ["Code of Laws"]}},
        },
        supply={"1": ["Tools"]},
    )
    act(game, "dogma Archery")  # no karma (covered); the echo: Writing, her only choice
    assert score_pile(game, "Alice") == ["Writing"]
    assert board(game, "Bob", "purple") == ["Code of Laws"]
    assert hand(game, "Alice") == ["Tools"]  # (Archery's demand on Bob)


def test_margaret_thatcher_not_for_an_opponents_dogma_action():
    game = figures(
        {
            "Alice": {"board": {"red": ["Margaret Thatcher"]}},
            "Bob": {"board": {"blue": ["Writing"], "purple": ["Code of Laws"]}},
        },
        turn="Bob",
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Writing")
    assert hand(game, "Bob") == ["Calendar"]
    assert score_pile(game, "Alice") == []
    assert table(game)["Bob"]["board"] == {"blue": ["Writing"], "purple": ["Code of Laws"]}


# -- Muhammad Yunus -----------------------------------------------------------------------------
# Inspire: Draw a {10}.
# Karma: If any player would take a Dogma action, first you may return a card. If you do, you
# have the sole majority in its featured icon until the end of the action.


def test_muhammad_yunus_inspire_draws_a_10():
    game = figures(
        {"Alice": {"board": {"green": ["Muhammad Yunus"]}}, "Bob": {}},
        supply={"10": ["Software", "A.I."]},
    )
    act(game, "inspire green")
    assert hand(game, "Alice") == ["A.I.", "Software"]


def _yunus_game(turn):
    return figures(
        {
            "Alice": {
                "board": {"green": ["Muhammad Yunus"], "blue": ["Writing"]},
                "hand": ["Oars"],
            },
            "Bob": {"board": {"blue": ["Mathematics"]}, "hand": ["Tools"]},
        },
        turn=turn,
        supply={"base": {"2": ["Calendar", "Fermenting"]}, "figures": {"10": ["Alex Trebek"]}},
    )


def test_muhammad_yunus_returning_a_card_gives_the_sole_majority_nobody_shares():
    game = _yunus_game("Alice")
    act(game, "dogma Writing")
    expect(game, "Alice", "choose_card", ["Oars", None])
    act(game, "Oars")
    assert hand(game, "Alice") == ["Calendar"]
    assert hand(game, "Bob") == ["Tools"]  # two lightbulbs like her, but he does not share
    assert supply(game, 1)[-1] == "Oars"


def test_muhammad_yunus_declined_the_dogma_action_is_as_usual():
    game = _yunus_game("Alice")
    act(game, "dogma Writing", None)
    assert hand(game, "Bob") == ["Calendar", "Tools"]  # Bob shares
    assert hand(game, "Alice") == ["Alex Trebek", "Fermenting", "Oars"]  # + a figure for sharing


def test_muhammad_yunus_on_an_opponents_dogma_action_his_owner_shares():
    game = figures(
        {
            "Alice": {"board": {"green": ["Muhammad Yunus"]}, "hand": ["Oars"]},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        turn="Bob",
        supply={"base": {"2": ["Calendar", "Fermenting"]}, "figures": {"1": ["Homer"]}},
    )
    act(game, "dogma Writing")
    expect(game, "Alice", "choose_card", ["Oars", None])
    act(game, "Oars")
    assert hand(game, "Alice") == ["Calendar"]  # she shares with no lightbulb
    assert hand(game, "Bob") == ["Fermenting", "Homer"]


def test_muhammad_yunus_nothing_to_return_nothing_changes():
    game = figures(
        {
            "Alice": {"board": {"green": ["Muhammad Yunus"]}},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        turn="Bob",
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Writing")
    assert hand(game, "Alice") == []
    assert hand(game, "Bob") == ["Calendar"]


# -- Sergey Brin --------------------------------------------------------------------------------
# Inspire: You may splay one color of your cards up.
# Karma: Each top card on every player's board counts as a card you can activate with a Dogma
# action.


def test_sergey_brin_inspire_may_splay_a_colour_up():
    game = figures(
        {"Alice": {"board": {"green": ["Sergey Brin", "Sailing"]}}, "Bob": {}},
        supply={"10": ["Software"]},
    )
    act(game, "inspire green", "yes")
    assert table(game)["Alice"] == {
        "board": {"green": (["Sergey Brin", "Sailing"], "up")},
        "hand": ["Software"],
    }


def test_sergey_brin_activates_an_opponents_top_card():
    game = figures(
        {
            "Alice": {"board": {"green": ["Sergey Brin"]}},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        supply={"base": {"2": ["Calendar", "Fermenting"]}, "figures": {"10": ["Alex Trebek"]}},
    )
    options = expect(game, "Alice", "action").options
    assert "dogma Writing" in options
    # (Sergey himself has nothing to execute: no dogma, no echo effect in green)
    assert "dogma Sergey Brin" not in options
    act(game, "dogma Writing")
    # Bob shares (two lightbulbs to her none) before her; she draws a figure for sharing.
    assert hand(game, "Bob") == ["Calendar"]
    assert hand(game, "Alice") == ["Alex Trebek", "Fermenting"]
    assert board(game, "Bob", "blue") == ["Writing"]


def test_sergey_brin_gives_opponents_nothing_to_activate():
    game = figures(
        {
            "Alice": {"board": {"green": ["Sergey Brin"]}},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        turn="Bob",
    )
    options = expect(game, "Bob", "action").options
    assert [o for o in options if o.startswith("dogma")] == ["dogma Writing"]


# -- Alex Trebek --------------------------------------------------------------------------------
# Inspire: Draw and meld a card of any value.
# Karma: If you would draw a card and have no figures of that value in hand, first say "Who is"
# and name a figure. Search the figures deck of that age for the named figure and take it into
# hand if present. Then shuffle that deck.


def test_alex_trebek_inspire_draws_and_melds_a_card_of_any_value():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Alex Trebek"]},
                "hand": ["Daedalus", "Stephen Hawking"],
            },
            "Bob": {},
        },
        supply={"1": ["Writing"], "10": ["Software"]},
    )
    act(game, "inspire yellow")
    expect(game, "Alice", "choose_value")
    act(game, 1)  # she has a 1 figure and a 10 figure: the karma never triggers
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Alex Trebek"], "blue": ["Writing"]},
        "hand": ["Daedalus", "Software", "Stephen Hawking"],
    }


def test_alex_trebek_names_a_figure_found_in_its_deck_before_drawing():
    game = figures(
        {"Alice": {"board": {"yellow": ["Alex Trebek"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Writing")
    d = expect(game, "Alice", "choose_option")
    assert "Archimedes" in d.options and len(d.options) == 10  # the ten figures of age 2
    act(game, "Archimedes")
    assert hand(game, "Alice") == ["Archimedes", "Calendar"]
    assert "Archimedes" not in supply(game, 2, "figures")


def test_alex_trebek_a_figure_not_in_its_deck_is_not_found():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Alex Trebek"], "blue": ["Writing"]}},
            "Bob": {"hand": ["Archimedes"]},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Writing", "Archimedes")
    assert hand(game, "Alice") == ["Calendar"]
    assert hand(game, "Bob") == ["Archimedes"]


def test_alex_trebek_no_search_with_a_figure_of_that_value_in_hand():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Alex Trebek"], "blue": ["Writing"]},
                "hand": ["Ptolemy"],
            },
            "Bob": {},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Writing")
    assert hand(game, "Alice") == ["Calendar", "Ptolemy"]


def test_alex_trebek_not_for_an_opponents_draw():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Alex Trebek"]}},
            "Bob": {"board": {"blue": ["Writing"], "purple": ["Philosophy"]}},
        },
        turn="Bob",
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Writing")
    assert hand(game, "Bob") == ["Calendar"]
    assert hand(game, "Alice") == []


# -- Shigeru Miyamoto ---------------------------------------------------------------------------
# Echo: Draw a {10}. If it does not have a {clock}, score it.
# Karma: If you would take a Dogma action and activate a card using {clock} as the featured
# icon, first if you have exactly one, three, or six {clock} on your board, you win.


def _miyamoto_game(ten):
    # Four clocks: Miyamoto's one and Software's three.
    return figures(
        {"Alice": {"board": {"yellow": ["Shigeru Miyamoto"], "blue": ["Software"]}}, "Bob": {}},
        supply={"10": [ten]},
    )


def test_shigeru_miyamoto_echo_scores_a_10_without_a_clock():
    game = _miyamoto_game("Globalization")
    act(game, "dogma Shigeru Miyamoto")
    assert game.result is None
    assert score_pile(game, "Alice") == ["Globalization"]


def test_shigeru_miyamoto_echo_keeps_a_10_with_a_clock():
    game = _miyamoto_game("Robotics")
    act(game, "dogma Shigeru Miyamoto")
    assert hand(game, "Alice") == ["Robotics"]
    assert score_pile(game, "Alice") == []


def test_shigeru_miyamoto_one_clock_wins():
    game = figures({"Alice": {"board": {"yellow": ["Shigeru Miyamoto"]}}, "Bob": {}})
    act(game, "dogma Shigeru Miyamoto")
    _won(game, "Alice")


def test_shigeru_miyamoto_three_clocks_win():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Shigeru Miyamoto"], "blue": ["Bioengineering"]}},
            "Bob": {},
        },
    )
    act(game, "dogma Bioengineering")
    _won(game, "Alice")


def test_shigeru_miyamoto_six_clocks_win():
    game = figures(
        {
            "Alice": {
                "board": {
                    "yellow": ["Shigeru Miyamoto"],
                    "blue": ["Bioengineering"],
                    "green": ["Databases"],
                }
            },
            "Bob": {},
        },
    )
    act(game, "dogma Databases")
    _won(game, "Alice")


def test_shigeru_miyamoto_not_for_another_featured_icon():
    game = figures(
        {"Alice": {"board": {"yellow": ["Shigeru Miyamoto"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Writing")  # one clock, but a lightbulb dogma
    assert game.result is None
    assert hand(game, "Alice") == ["Calendar"]


def test_shigeru_miyamoto_not_for_an_opponents_dogma_action():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Shigeru Miyamoto"]}},
            "Bob": {"board": {"green": ["Databases"]}},
        },
        turn="Bob",
    )
    act(game, "dogma Databases")
    assert game.result is None


# -- Kim Yu-Na ----------------------------------------------------------------------------------
# Echo: Score a top card from your board.
# Karma: If you would score a card with a {castle}, instead you win.


def test_kim_yu_na_echo_scores_a_top_card_from_her_board():
    game = figures(
        {"Alice": {"board": {"purple": ["Kim Yu-Na"], "blue": ["Writing"]}}, "Bob": {}},
    )
    act(game, "dogma Kim Yu-Na")
    expect(game, "Alice", "choose_card", ["Kim Yu-Na", "Writing"])
    act(game, "Writing")
    assert game.result is None
    assert score_pile(game, "Alice") == ["Writing"]


def test_kim_yu_na_scoring_a_card_with_a_castle_wins_instead():
    game = figures(
        {"Alice": {"board": {"purple": ["Kim Yu-Na"], "red": ["Archery"]}}, "Bob": {}},
    )
    act(game, "dogma Kim Yu-Na", "Archery")
    _won(game, "Alice")


def test_kim_yu_na_not_when_an_opponent_scores_a_castle():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Kim Yu-Na"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
        },
        turn="Bob",
        supply={"2": ["Construction"]},
    )
    act(game, "dogma Agriculture", "Oars")  # return Oars: draw and score a 2
    assert game.result is None
    assert score_pile(game, "Bob") == ["Construction"]


# -- Martin Scorsese ----------------------------------------------------------------------------
# Echo: Draw and meld a {10}.
# Karma: If you would meld a figure, instead tuck the figure and claim a standard achievement,
# regardless of eligibility.


def test_martin_scorsese_echo_draws_and_melds_a_10():
    game = figures(
        {"Alice": {"board": {"purple": ["Martin Scorsese"]}}, "Bob": {}},
        supply={"10": ["Software"]},
    )
    act(game, "dogma Martin Scorsese")
    assert table(game)["Alice"]["board"] == {
        "purple": ["Martin Scorsese"],
        "blue": ["Software"],
    }


def test_martin_scorsese_melding_a_figure_tucks_it_and_claims_an_achievement():
    game = figures(
        {"Alice": {"board": {"purple": ["Martin Scorsese"]}, "hand": ["Grace Hopper"]}, "Bob": {}},
        achievements=["Oars", "Construction"],
    )
    act(game, "meld Grace Hopper")
    expect(game, "Alice", "choose_value", [1, 2])
    act(game, 2)
    assert table(game)["Alice"] == {
        "board": {"purple": ["Martin Scorsese"], "blue": ["Grace Hopper"]},
        "achievements": ["Construction"],
        "tucked": 1,
    }


def test_martin_scorsese_melding_a_card_that_is_not_a_figure_is_a_meld():
    game = figures(
        {"Alice": {"board": {"purple": ["Martin Scorsese"]}, "hand": ["Writing"]}, "Bob": {}},
        achievements=["Oars"],
    )
    act(game, "meld Writing")
    assert table(game)["Alice"] == {"board": {"purple": ["Martin Scorsese"], "blue": ["Writing"]}}


def test_martin_scorsese_not_for_an_opponents_figure():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Martin Scorsese"]}},
            "Bob": {"hand": ["Grace Hopper"]},
        },
        turn="Bob",
        achievements=["Oars"],
    )
    act(game, "meld Grace Hopper")
    assert table(game)["Bob"] == {"board": {"blue": ["Grace Hopper"]}}
    assert achievements(game, "Alice") == []
