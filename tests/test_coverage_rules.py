"""Coverage audit: scenarios for branches of card effects and rules no other test reaches.

Several branches are reached only when a karma replaces a verb ("If the reaction starts
with 'instead,' cancel the original effect": the verb did not happen). No printed karma
replaces a draw or a transfer from a hand, so those scenarios use the synthetic karma
"instead do nothing" of ``tests/conftest.py`` (``instead_nothing``), as
``tests/base/test_outcomes_base.py`` does.
"""

from __future__ import annotations

from helpers import act, cities, echoes, expect, figures, setup, supply, table, texts, top_cards

THREE_BLUE = ["Daedalus", "Archimedes", "Alhazen"]  # blue figures of values 1, 2, 3

# -- a draw replaced: the effect finds no card drawn, and does nothing more ---------------------
# (The draw karma is on Writing, a blue card of Alice's board; Bob has nothing to share with.)


def test_metalworking_a_draw_not_done_reveals_and_scores_nothing(instead_nothing):
    # Draw and reveal a 1. If it has a castle, score it and repeat this dogma effect.
    instead_nothing("Writing", "draw")
    game = setup(
        {"Alice": {"board": {"red": ["Metalworking"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"1": ["Archery", "Oars"]},
    )
    act(game, "dogma Metalworking")
    assert table(game) == {
        "Alice": {"board": {"red": ["Metalworking"], "blue": ["Writing"]}},
        "Bob": {},
    }
    assert supply(game, 1)[:2] == ["Archery", "Oars"]
    expect(game, "Alice", "action")


def test_mysticism_a_draw_not_done_melds_and_draws_nothing(instead_nothing):
    # Draw and reveal a 1. If it is the same color as any card on your board, meld it and
    # draw a 1.
    instead_nothing("Writing", "draw")
    game = setup(
        {"Alice": {"board": {"purple": ["Mysticism"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"1": ["Tools", "Oars"]},  # Tools is blue: it would be melded
    )
    act(game, "dogma Mysticism")
    assert table(game) == {
        "Alice": {"board": {"purple": ["Mysticism"], "blue": ["Writing"]}},
        "Bob": {},
    }
    assert supply(game, 1)[:2] == ["Tools", "Oars"]
    expect(game, "Alice", "action")


def test_alchemy_a_draw_not_done_draws_nothing_red_and_the_hand_is_kept(instead_nothing):
    # Draw and reveal a 4 for every three castles on your board (four: one draw). If any
    # of the drawn cards are red, return the cards drawn and all cards in your hand.
    # Otherwise, keep them. / Meld a card from your hand, then score a card from your hand.
    # (The draw karma is on Clothing here: Writing would add no castle either.)
    instead_nothing("Clothing", "draw")
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Alchemy"], "red": ["Archery"], "green": ["Clothing"]},
                "hand": ["Oars", "Agriculture"],
            },
            "Bob": {},
        },
        supply={"4": ["Colonialism"]},
    )
    act(game, "dogma Alchemy")
    # Effect 1 drew nothing: the hand stays. Effect 2: meld one card, score the other.
    expect(game, "Alice", "choose_card", ["Oars", "Agriculture"])
    act(game, "Agriculture")
    assert table(game) == {
        "Alice": {
            "board": {
                "blue": ["Alchemy"],
                "red": ["Archery"],
                "green": ["Clothing"],
                "yellow": ["Agriculture"],
            },
            "score": ["Oars"],
            "scored": 1,
        },
        "Bob": {},
    }
    assert supply(game, 4)[:1] == ["Colonialism"]


def test_optics_a_draw_not_done_melds_and_scores_nothing(instead_nothing):
    # Draw and meld a 3. If it has a crown, draw and score a 4. Otherwise, transfer a card
    # from your score pile to the score pile of an opponent with fewer points than you.
    # (No score pile: nothing could be transferred either way.)
    instead_nothing("Writing", "draw")
    game = setup(
        {"Alice": {"board": {"red": ["Optics"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"3": ["Translation"], "4": ["Invention"]},  # Translation has a crown
    )
    act(game, "dogma Optics")
    assert table(game) == {"Alice": {"board": {"red": ["Optics"], "blue": ["Writing"]}}, "Bob": {}}
    assert supply(game, 3)[:1] == ["Translation"] and supply(game, 4)[:1] == ["Invention"]
    expect(game, "Alice", "action")


def test_colonialism_a_draw_not_done_tucks_nothing_and_does_not_repeat(instead_nothing):
    # Draw and tuck a 3. If it has a crown, repeat this dogma effect.
    instead_nothing("Writing", "draw")
    game = setup(
        {"Alice": {"board": {"red": ["Colonialism"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"3": ["Translation", "Optics"]},  # both with a crown
    )
    act(game, "dogma Colonialism")
    assert table(game) == {
        "Alice": {"board": {"red": ["Colonialism"], "blue": ["Writing"]}},
        "Bob": {},
    }
    assert supply(game, 3)[:2] == ["Translation", "Optics"]
    expect(game, "Alice", "action")


def test_astronomy_a_draw_not_done_melds_nothing_and_does_not_repeat(instead_nothing):
    # Draw and reveal a 6. If the card is green or blue, meld it and repeat this dogma
    # effect. / If all non-purple top cards on your board are value 6 or higher, claim
    # the Universe achievement (Writing, a 1: not claimed).
    instead_nothing("Writing", "draw")
    game = setup(
        {"Alice": {"board": {"purple": ["Astronomy"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"6": ["Atomic Theory", "Canning"]},  # Atomic Theory is blue
    )
    act(game, "dogma Astronomy")
    assert table(game) == {
        "Alice": {"board": {"purple": ["Astronomy"], "blue": ["Writing"]}},
        "Bob": {},
    }
    assert supply(game, 6)[:2] == ["Atomic Theory", "Canning"]
    assert "Universe" in game.to_position()["special_achievements"]
    expect(game, "Alice", "action")


def test_empiricism_a_draw_not_done_melds_and_splays_nothing(instead_nothing):
    # Choose two colors, then draw and reveal a 9. If it is either of the colors you
    # choose, meld it and you may splay your cards of that color up.
    instead_nothing("Writing", "draw")
    game = setup(
        {
            "Alice": {"board": {"purple": ["Empiricism"], "blue": ["Writing", "Tools"]}},
            "Bob": {},
        },
        supply={"9": ["Computers"]},  # blue
    )
    act(game, "dogma Empiricism", "blue", "red")
    expect(game, "Alice", "action")  # no "splay your blue cards up?"
    assert table(game) == {
        "Alice": {"board": {"purple": ["Empiricism"], "blue": ["Writing", "Tools"]}},
        "Bob": {},
    }
    assert supply(game, 9)[:1] == ["Computers"]
    assert game.result is None


def test_dice_a_draw_and_reveal_not_done_draws_and_melds_nothing(instead_nothing):
    # Dice (Echoes): Draw and reveal a 1. If the card has a bonus, draw and meld a card of
    # value equal to its bonus.
    instead_nothing("Archery", "draw")
    game = echoes(
        {"Alice": {"board": {"red": ["Archery"], "blue": ["Dice"]}}, "Bob": {}},
        achievements=[],
    )
    before = table(game)
    act(game, "dogma Dice")
    assert table(game) == before
    expect(game, "Alice", "action")


# -- a transfer replaced: "If you do" is false --------------------------------------------------


def test_oars_a_transfer_not_done_draws_nothing_and_the_leader_draws(instead_nothing):
    # I demand you transfer a card with a crown from your hand to my score pile! If you
    # do, draw a 1, and repeat this dogma effect! / If no cards were transferred due to
    # this demand, draw a 1.
    instead_nothing("Writing", "transfer")  # Bob's Writing: his transfers do not happen
    game = setup(
        {
            "Alice": {"board": {"red": ["Oars"]}},
            "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]},  # a crown
        },
        supply={"1": ["Tools", "Pottery"]},
    )
    act(game, "dogma Oars")  # Sailing is Bob's only card with a crown: no question
    assert table(game) == {
        "Alice": {"board": {"red": ["Oars"]}, "hand": ["Tools"]},
        "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]},
    }
    expect(game, "Alice", "action")


# -- a player out of the game takes no further part in the action -------------------------------


def test_exxon_valdez_endorsed_the_second_round_skips_the_player_who_lost():
    # Endorse: "each demand goes around the vulnerable opponents clockwise, then a second
    # time" (compels: the opponents who would share). Exxon Valdez: I compel you to remove
    # all cards from your hand, score pile, board, and achievements from the game! You
    # lose! Bob loses in the first round; out of the game, he takes no part in the second.
    game = cities(
        {
            # Exxon Valdez 3 factories, Venice 1 (a city showing a factory, value 3).
            "Alice": {"board": {"red": ["Exxon Valdez"], "green": ["Venice"]}, "hand": ["Oars"]},
            # Coal 3 + Chemistry 2: five factories, as many or more: compelled.
            "Bob": {
                "board": {"red": ["Coal"], "blue": ["Chemistry"]},
                "hand": ["Tools"],
                "score": ["Pottery"],
                "achievements": ["Archery"],
            },
            "Carol": {"board": {"blue": ["Writing"]}},  # no factory: not compelled
        },
        expansions=["artifacts", "cities"],
        achievements=[],
    )
    act(game, "endorse Exxon Valdez")  # Oars is the only payment: no question
    assert game.result is None
    assert table(game) == {
        "Alice": {"board": {"red": ["Exxon Valdez", "Oars"], "green": ["Venice"]}, "tucked": 1},
        "Bob": {},
        "Carol": {"board": {"blue": ["Writing"]}},
    }
    assert sorted(game.to_position()["removed"]) == [
        "Archery",
        "Chemistry",
        "Coal",
        "Pottery",
        "Tools",
    ]
    assert texts(game).count("Bob loses and leaves the game.") == 1
    expect(game, "Alice", "action")  # her second action


def test_the_daily_courant_a_sharer_executing_exxon_valdez_puts_the_leader_out():
    # The Daily Courant: Draw a card of any value, then place it on top of the draw pile
    # of its age. You may execute the effects of one of your other top cards as if they
    # were on this card. Do not share them.
    # Bob shares it and executes his Exxon Valdez: its compel goes to his opponents who
    # would be compelled by The Daily Courant (factories) now: Carol and Alice, who lose.
    # Carol, out of the game, does not execute her share; Alice does not execute hers,
    # takes no sharing draw, and her turn ends at once (no confirmation asked of her).
    game = setup(
        {
            "Alice": {  # The Daily Courant 2 factories, Physics 1
                "board": {"yellow": ["The Daily Courant"], "blue": ["Physics"]},
                "hand": ["Sailing"],
            },
            "Bob": {"board": {"red": ["Exxon Valdez"]}},  # 3 factories: shares
            "Carol": {"board": {"red": ["Coal"]}, "score": ["Oars"]},  # 3: shares
            "Dave": {"board": {"blue": ["Writing"]}},  # no factory
        },
        expansions=["artifacts"],
        achievements=[],
        supply={"1": ["Agriculture", "Pottery"]},
        options={"confirm_turn_end": True},
    )
    act(game, "dogma The Daily Courant")
    expect(game, "Bob", "choose_value")
    act(game, 1)  # Bob draws Agriculture and places it back on top of the 1 pile
    expect(game, "Bob", "choose_card", ["Exxon Valdez", None])  # "you may": None declines
    act(game, "Exxon Valdez")
    assert game.result is None
    assert table(game) == {
        "Alice": {},
        "Bob": {"board": {"red": ["Exxon Valdez"]}},
        "Carol": {},
        "Dave": {"board": {"blue": ["Writing"]}},
    }
    assert sorted(game.to_position()["removed"]) == [
        "Coal",
        "Oars",
        "Physics",
        "Sailing",
        "The Daily Courant",
    ]
    log = texts(game)
    assert log.index("Carol loses and leaves the game.") < log.index(
        "Alice loses and leaves the game."
    )
    assert supply(game, 1)[:2] == ["Agriculture", "Pottery"]  # nobody drew for sharing
    expect(game, "Bob", "action")  # Alice's turn is over: Bob's turn, no confirmation


# -- the Decree action --------------------------------------------------------------------------


def test_decree_action_of_a_decree_removed_from_the_game_removes_the_hand_only():
    # "Remove all the cards in your hand from the game ... Then, choose a Decree": one
    # removed from the game (Exxon Valdez removed the achievements of its holder) is in
    # nobody's achievements and not in the centre: none of the three cases applies, so
    # it is neither claimed nor activated ("do as much of the effect as you can").
    game = figures(
        {
            "Alice": {"board": {"red": ["Construction"]}, "hand": [*THREE_BLUE, "Writing"]},
            "Bob": {},
        },
        decrees=["War", "Trade", "Expansion", "Rivalry"],
        removed=["Advancement"],
        supply={"4": ["Perspective"]},
    )
    act(game, "decree Advancement")
    position = game.to_position()
    assert sorted(position["removed"]) == sorted(["Advancement", *THREE_BLUE, "Writing"])
    assert table(game) == {"Alice": {"board": {"red": ["Construction"]}}, "Bob": {}}
    assert supply(game, 4)[:1] == ["Perspective"]  # Advancement's draw did not happen
    expect(game, "Alice", "action")


# -- queries a karma changes ----------------------------------------------------------------------


def test_industrialization_counts_the_colours_with_a_factory_while_ximen_bao_is_on_top():
    # Industrialization: Draw and tuck a 6 for every color on your board with one or more
    # factory (red and blue: two). Ximen Bao's karma moves the inspire and echo effects
    # of the board to his stack; the icons of each colour are unchanged.
    game = figures(
        {
            "Alice": {
                "board": {
                    "red": ["Industrialization"],
                    "blue": ["Physics"],
                    "yellow": ["Ximen Bao"],
                }
            },
            "Bob": {},
        },
        supply={"6": ["Atomic Theory", "Metric System", "Canning"]},
    )
    act(game, "dogma Industrialization")  # (effect 2: no stack of two cards to splay)
    assert table(game) == {
        "Alice": {
            "board": {
                "red": ["Industrialization"],
                "blue": ["Physics", "Atomic Theory"],
                "yellow": ["Ximen Bao"],
                "green": ["Metric System"],
            },
            "tucked": 2,
        },
        "Bob": {},
    }


def test_loom_counts_the_visible_hexes_of_one_colour_while_ximen_bao_is_on_top():
    # Loom: If you have five or more hex visible on your board in one color, claim the
    # Heritage achievement. (Its echo effect first: score your lowest top card, Tools.)
    red = ["Loom", "Archery", "Metalworking", "Oars", "Road Building"]
    game = figures(
        {
            "Alice": {
                "board": {
                    "red": {"cards": red, "splay": "up"},
                    "blue": ["Tools"],
                    "yellow": ["Ximen Bao"],
                }
            },
            "Bob": {},
        },
        expansions=["echoes", "figures"],
    )
    act(game, "dogma Loom")
    assert table(game)["Alice"] == {
        "board": {"red": (red, "up"), "yellow": ["Ximen Bao"]},
        "score": ["Tools"],
        "achievements": ["Heritage"],
        "scored": 1,
    }


def test_daedalus_forecast_counts_toward_the_top_card_in_the_reasons_an_achievement_is_out():
    # Daedalus: Each card in your forecast adds one to the value of your highest top card
    # for the purpose of claiming achievements. Top card 1, two cards in the forecast: 3.
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Daedalus"]},
                "forecast": ["Tools", "Oars"],
                "score": ["Coal", "Chemistry", "Physics"],  # 15 points
            },
            "Bob": {},
        },
        expansions=["echoes", "figures"],
        achievements=["Optics", "Invention"],  # a 3 and a 4
    )
    d = expect(game, "Alice", "action")
    assert "achieve 3" in d.options
    why = {u["action"]: u["why"] for u in d.to_dict()["unavailable"]}
    assert "achieve 3" not in why
    assert why["achieve 4"] == "score 15 of 20 needed; no top card of value 4 or higher"


def test_exxon_valdez_homer_tucks_a_figure_from_the_hand_and_its_owner_still_loses():
    # Exxon Valdez: I compel you to remove all cards from your hand, score pile, board,
    # and achievements from the game! You lose! Homer (Bob's): If you would remove or
    # return a figure from your hand, instead tuck it. Daedalus is tucked, not removed;
    # Bob loses all the same, and the game goes on without him (and his karmas).
    game = setup(
        {
            "Alice": {"board": {"red": ["Exxon Valdez"]}, "hand": ["Tools"]},
            "Bob": {"board": {"red": ["Coal"], "purple": ["Homer"]}, "hand": ["Daedalus"]},
            "Carol": {"board": {"green": ["Clothing"]}},  # no factory: not compelled
        },
        expansions=["artifacts", "figures"],
        achievements=["Archery"],
    )
    act(game, "dogma Exxon Valdez")
    assert game.result is None
    log = texts(game)
    assert "Bob tucks Daedalus." in log
    assert log[-1] == "Bob loses and leaves the game."
    assert {"Coal", "Homer"} <= set(game.to_position()["removed"])
    assert "Daedalus" not in game.to_position()["removed"]
    assert table(game)["Alice"] == {"board": {"red": ["Exxon Valdez"]}, "hand": ["Tools"]}
    expect(game, "Alice", "action", ["draw", "meld Tools", "dogma Exxon Valdez"])


# -- findings -------------------------------------------------------------------------------------


def test_exxon_valdez_endorsed_the_log_does_not_compel_a_player_out_of_the_game():
    # (The Endorse's second round once logged "compelled of Bob" though Bob had left.)
    game = cities(
        {
            "Alice": {"board": {"red": ["Exxon Valdez"], "green": ["Venice"]}, "hand": ["Oars"]},
            "Bob": {"board": {"red": ["Coal"], "blue": ["Chemistry"]}},
            "Carol": {"board": {"blue": ["Writing"]}},
        },
        expansions=["artifacts", "cities"],
        achievements=[],
    )
    act(game, "endorse Exxon Valdez")
    log = texts(game)
    out = log.index("Bob loses and leaves the game.")
    # After Bob left, nothing more is demanded or compelled of him.
    assert not [line for line in log[out + 1 :] if "Bob" in line], log[out + 1 :]


def test_napoleon_bonaparte_fading_goes_on_until_one_top_figure_is_left():
    # (Fading once stopped after as many fades as cards on the board.)
    # Fade: "You must continue fading Figures one by one until you have only one top
    # Figure." Napoleon Bonaparte: If you would score or return a card with a factory,
    # instead tuck it and score a top card of value 6 from anywhere. Each fade of a figure
    # with a factory tucks it and scores a top 6 (one fewer each time: the fading ends).
    game = figures(
        {
            "Alice": {
                "board": {
                    "red": ["Napoleon Bonaparte"],
                    "yellow": ["Christopher Polhem", "John Loudon McAdam"],
                }
            },
            "Bob": {
                "board": {
                    "blue": ["Atomic Theory"],
                    "red": ["Machine Tools", "Industrialization"],
                    "green": ["Metric System"],
                    "purple": ["Emancipation"],
                }
            },
        },
        supply={"6": ["Classification"]},
    )
    act(game, "draw")
    for figure, six in [
        ("Christopher Polhem", "Atomic Theory"),
        ("John Loudon McAdam", "Machine Tools"),
        ("Christopher Polhem", "Industrialization"),
    ]:
        d = expect(game, "Alice", "choose_card")
        assert d.prompt.startswith("Fade"), d.prompt
        act(game, figure, six)
    assert top_cards(game, "Alice") == ["John Loudon McAdam", "Napoleon Bonaparte"]
    # Two top figures are left (and top 6s to score): Alice fades again.
    d = expect(game, "Alice", "choose_card", ["Napoleon Bonaparte", "John Loudon McAdam"])
    assert d.prompt.startswith("Fade"), d.prompt
