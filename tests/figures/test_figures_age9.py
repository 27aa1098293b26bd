"""Scenario tests for the age 9 figures of Figures in the Sand: each karma, echo effect and
inspire effect (one test where a karma triggers, one where it does not)."""

from helpers import (
    achievements,
    act,
    board,
    expect,
    figures,
    forecast,
    hand,
    score_pile,
    supply,
    table,
)


def _won(game, who):
    assert game.result is not None, "the game is not over"
    assert game.result["winners"] == [who]


# -- Grace Hopper -----------------------------------------------------------------------------
# Inspire: Tuck two cards from your hand.
# Karma: If another player would not draw a card for sharing after a Dogma action, first draw
# and reveal a {10}. If it is blue, you win.


def test_grace_hopper_inspire_tucks_two_cards_from_hand():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Grace Hopper"]}, "hand": ["Oars", "Writing", "Sailing"]},
            "Bob": {},
        },
        supply={"9": ["Computers"]},
    )
    act(game, "inspire blue")
    expect(game, "Alice", "choose_cards")
    act(game, ["Oars", "Writing"])
    assert table(game)["Alice"] == {
        "board": {"blue": ["Grace Hopper", "Writing"], "red": ["Oars"]},
        "hand": ["Computers", "Sailing"],  # then the Inspire action draws a 9
        "tucked": 2,
    }


def _hopper_game(ten):
    return figures(
        {
            "Alice": {"board": {"blue": ["Grace Hopper"]}},
            "Bob": {"board": {"green": ["The Wheel"]}},  # castles: Alice has none
        },
        turn="Bob",
        supply={"1": ["Oars", "Tools"], "10": [ten]},
    )


def test_grace_hopper_another_player_without_a_share_draw_she_draws_a_blue_10_and_wins():
    game = _hopper_game("Software")
    act(game, "dogma The Wheel")
    assert hand(game, "Bob") == ["Oars", "Tools"]
    _won(game, "Alice")


def test_grace_hopper_a_10_of_another_colour_stays_in_her_hand():
    game = _hopper_game("Robotics")
    act(game, "dogma The Wheel")
    assert game.result is None
    assert hand(game, "Alice") == ["Robotics"]


def test_grace_hopper_not_for_her_own_dogma_action():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Grace Hopper"], "green": ["The Wheel"]}},
            "Bob": {},
        },
        supply={"1": ["Oars", "Tools"], "10": ["Software"]},
    )
    act(game, "dogma The Wheel")
    assert game.result is None
    assert hand(game, "Alice") == ["Oars", "Tools"]
    assert supply(game, 10)[0] == "Software"


def test_grace_hopper_not_when_the_other_player_draws_for_sharing():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Grace Hopper"], "purple": ["Code of Laws"]}},
            "Bob": {"board": {"green": ["Sailing"]}},
        },
        turn="Bob",
        supply={
            "base": {"1": ["Oars", "Tools"], "10": ["Software"]},
            "figures": {"1": ["Homer"]},
        },
    )
    act(game, "dogma Sailing")  # Alice shares (two crowns each) and melds a 1
    assert board(game, "Alice", "red") == ["Oars"]
    assert hand(game, "Bob") == ["Homer"]  # his free draw for sharing: a figure
    assert supply(game, 10)[0] == "Software"
    assert game.result is None


# -- Wernher Von Braun --------------------------------------------------------------------------
# Inspire: Draw and foreshadow a {10}.
# Karma: Each card in your forecast counts as being in your score pile.


def test_von_braun_inspire_draws_and_foreshadows_a_10():
    game = figures(
        {"Alice": {"board": {"blue": ["Wernher Von Braun"]}}, "Bob": {}},
        supply={"10": ["Software"], "9": ["Computers"]},
    )
    act(game, "inspire blue")
    assert forecast(game, "Alice") == ["Software"]
    assert hand(game, "Alice") == ["Computers"]


def test_von_braun_forecast_cards_count_toward_the_score():
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Wernher Von Braun"]},
                "score": ["Oars"],
                "forecast": ["Software"],
            },
            "Bob": {},
        },
        achievements=["Mathematics"],
    )
    assert "achieve 2" in expect(game, "Alice", "action").options  # 1 + 10 points
    act(game, "achieve 2")
    assert achievements(game, "Alice") == ["Mathematics"]


def test_von_braun_covered_the_forecast_does_not_count():
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Writing", "Wernher Von Braun"]},
                "score": ["Oars"],
                "forecast": ["Software"],
            },
            "Bob": {},
        },
        achievements=["Mathematics"],
    )
    assert "achieve 2" not in expect(game, "Alice", "action").options


def test_von_braun_a_demand_on_the_score_pile_takes_from_the_forecast():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Wernher Von Braun"]}, "forecast": ["Writing"]},
            "Bob": {"board": {"green": ["Mapmaking"]}},
        },
        turn="Bob",
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Mapmaking")  # transfer a 1 from your score pile to my score pile
    assert forecast(game, "Alice") == []
    assert score_pile(game, "Bob") == ["Oars", "Writing"]  # (then he draws and scores a 1)


# -- Mikhail Kalashnikov ------------------------------------------------------------------------
# Inspire: Tuck a card from your hand.
# Karma: If you would tuck a red card, instead choose a top red card on an opponent's board.
# Either transfer it to your score pile, or execute its non-demand Dogma effects for yourself
# only.


def test_kalashnikov_inspire_tucks_a_card_that_is_not_red():
    game = figures(
        {"Alice": {"board": {"red": ["Mikhail Kalashnikov"]}, "hand": ["Writing"]}, "Bob": {}},
        supply={"9": ["Computers"]},
    )
    act(game, "inspire red")
    assert table(game)["Alice"] == {
        "board": {"red": ["Mikhail Kalashnikov"], "blue": ["Writing"]},
        "hand": ["Computers"],
        "tucked": 1,
    }


def test_kalashnikov_tucking_red_transfers_an_opponents_top_red_card_instead():
    game = figures(
        {
            "Alice": {"board": {"red": ["Mikhail Kalashnikov"]}, "hand": ["Oars"]},
            "Bob": {"board": {"red": ["Archery"], "blue": ["Writing"]}},
        },
        supply={"9": ["Computers"]},
    )
    act(game, "inspire red")
    expect(game, "Alice", "choose_option")
    act(game, "transfer it to your score pile")
    assert table(game)["Alice"] == {
        "board": {"red": ["Mikhail Kalashnikov"]},
        "hand": ["Computers", "Oars"],  # Oars was not tucked
        "score": ["Archery"],
    }
    assert table(game)["Bob"] == {"board": {"blue": ["Writing"]}}


def test_kalashnikov_tucking_red_may_execute_the_opponents_card_for_herself():
    game = figures(
        {
            "Alice": {"board": {"red": ["Mikhail Kalashnikov"]}, "hand": ["Oars"]},
            "Bob": {"board": {"red": ["Metalworking"]}},
        },
        supply={"1": ["Writing"], "9": ["Computers"]},
    )
    act(game, "inspire red", "execute its non-demand dogma effects for yourself only")
    # Metalworking: draw and reveal a 1 (Writing, no castle: keep it).
    assert hand(game, "Alice") == ["Computers", "Oars", "Writing"]
    assert board(game, "Bob", "red") == ["Metalworking"]
    assert board(game, "Alice", "red") == ["Mikhail Kalashnikov"]


def test_kalashnikov_tucking_red_without_an_opponents_top_red_card_does_nothing():
    game = figures(
        {
            "Alice": {"board": {"red": ["Mikhail Kalashnikov"]}, "hand": ["Oars"]},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        supply={"9": ["Computers"]},
    )
    act(game, "inspire red")
    assert table(game)["Alice"] == {
        "board": {"red": ["Mikhail Kalashnikov"]},
        "hand": ["Computers", "Oars"],
    }


def test_kalashnikov_does_not_change_an_opponents_red_tuck():
    game = figures(
        {
            "Alice": {"board": {"red": ["Mikhail Kalashnikov"]}},
            "Bob": {"board": {"blue": ["Grace Hopper"]}, "hand": ["Oars", "Writing"]},
        },
        turn="Bob",
        supply={"9": ["Computers"]},
    )
    act(game, "inspire blue")
    assert table(game)["Bob"]["board"] == {"blue": ["Grace Hopper", "Writing"], "red": ["Oars"]}
    assert table(game)["Alice"] == {"board": {"red": ["Mikhail Kalashnikov"]}}


# -- Nelson Mandela -----------------------------------------------------------------------------
# Inspire: Draw and meld a {9}.
# Karma: If you are required to fade a figure, instead do nothing.
# Karma: Each two inspire effects visible on your board counts as an achievement.


def test_mandela_inspire_draws_and_melds_a_9():
    game = figures(
        {"Alice": {"board": {"red": ["Nelson Mandela"]}}, "Bob": {}},
        supply={"9": ["Computers", "Genetics"]},
    )
    act(game, "inspire red")
    assert table(game)["Alice"] == {
        "board": {"red": ["Nelson Mandela"], "blue": ["Computers"]},
        "hand": ["Genetics"],
    }


def test_mandela_his_owner_does_not_fade():
    game = figures(
        {
            "Alice": {"board": {"red": ["Nelson Mandela"]}, "hand": ["Grace Hopper"]},
            "Bob": {},
        },
    )
    act(game, "meld Grace Hopper")
    expect(game, "Alice", "action")  # no fade: her next action
    assert table(game)["Alice"]["board"] == {"red": ["Nelson Mandela"], "blue": ["Grace Hopper"]}


def test_mandela_does_not_spare_other_players_from_fading():
    game = figures(
        {
            "Alice": {"board": {"red": ["Nelson Mandela"]}},
            "Bob": {"board": {"blue": ["Grace Hopper"], "green": ["Hedy Lamarr"]}},
        },
    )
    act(game, "draw")
    expect(game, "Bob", "choose_card", ["Grace Hopper", "Hedy Lamarr"])
    act(game, "Hedy Lamarr")
    assert score_pile(game, "Bob") == ["Hedy Lamarr"]


def test_without_mandela_two_top_figures_fade():
    game = figures(
        {"Alice": {"board": {"red": ["Mikhail Kalashnikov"]}, "hand": ["Grace Hopper"]}, "Bob": {}},
    )
    act(game, "meld Grace Hopper")
    expect(game, "Alice", "choose_card", ["Grace Hopper", "Mikhail Kalashnikov"])


SIX = ["Agriculture", "Mathematics", "Compass", "Navigation", "Banking", "Classification"]


def test_mandela_two_visible_inspire_effects_count_as_an_achievement():
    # 2 players and one expansion: 7 achievements win.
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Nelson Mandela"]},
                "hand": ["Grace Hopper"],
                "achievements": SIX,
            },
            "Bob": {},
        },
    )
    act(game, "meld Grace Hopper")  # a second inspire effect: a 7th achievement
    _won(game, "Alice")


def test_mandela_one_inspire_effect_counts_for_nothing():
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Nelson Mandela"]},
                "hand": ["Writing"],
                "achievements": SIX,
            },
            "Bob": {},
        },
    )
    act(game, "meld Writing")
    assert game.result is None


def test_mandela_counts_only_for_his_owner():
    game = figures(
        {
            "Alice": {"board": {"red": ["Nelson Mandela"]}},
            "Bob": {"hand": ["Grace Hopper"], "board": {"purple": ["Pelé"]}, "achievements": SIX},
        },
        turn="Bob",
    )
    act(game, "meld Grace Hopper")  # two inspire effects on Bob's board
    assert game.result is None


# -- Hedy Lamarr --------------------------------------------------------------------------------
# Echo: You may splay one color of your cards up.
# Karma: You may issue a Trade Decree with any two figures.
# Karma: Each special achievement is claimed with one fewer or one lower of each requirement
# listed for you.


def test_hedy_lamarr_echo_may_splay_a_colour_up():
    game = figures({"Alice": {"board": {"green": ["Hedy Lamarr", "Sailing"]}}, "Bob": {}})
    act(game, "dogma Hedy Lamarr")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert table(game)["Alice"]["board"] == {"green": (["Hedy Lamarr", "Sailing"], "up")}


def test_hedy_lamarr_echo_may_be_declined():
    game = figures({"Alice": {"board": {"green": ["Hedy Lamarr", "Sailing"]}}, "Bob": {}})
    act(game, "dogma Hedy Lamarr", "no")
    assert table(game)["Alice"]["board"] == {"green": ["Hedy Lamarr", "Sailing"]}


def test_hedy_lamarr_trade_decree_with_two_figures():
    game = figures(
        {"Alice": {"board": {"green": ["Hedy Lamarr"]}, "hand": ["Daedalus", "Homer"]}, "Bob": {}},
        supply={"10": ["Software", "A.I.", "Databases"]},
    )
    d = expect(game, "Alice", "action")
    assert [o for o in d.options if o.startswith("decree")] == ["decree Trade"]
    act(game, "decree Trade")
    assert achievements(game, "Alice") == ["Trade"]
    assert forecast(game, "Alice") == ["A.I.", "Databases", "Software"]


def test_no_trade_decree_with_two_figures_when_hedy_lamarr_is_covered():
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Sailing", "Hedy Lamarr"]},
                "hand": ["Daedalus", "Homer"],
            },
            "Bob": {},
        },
    )
    d = expect(game, "Alice", "action")
    assert not [o for o in d.options if o.startswith("decree")]


def _universe_game(green):
    return figures(
        {
            "Alice": {
                "board": {
                    "green": [green],
                    "blue": ["Software"],
                    "red": ["Robotics"],
                    "yellow": ["Globalization"],
                },
                "hand": ["City States"],
            },
            "Bob": {},
        },
    )


def test_hedy_lamarr_universe_with_four_top_cards_of_value_7_or_more():
    game = _universe_game("Hedy Lamarr")
    act(game, "meld City States")  # five top cards, four of value 7+ (she needs 4 of 7+)
    assert achievements(game, "Alice") == ["Universe"]


def test_universe_needs_five_top_cards_of_value_8_without_hedy_lamarr():
    game = _universe_game("Databases")
    act(game, "meld City States")
    assert achievements(game, "Alice") == []


def test_hedy_lamarr_lowers_requirements_only_for_her_owner():
    game = figures(
        {
            "Alice": {"board": {"green": ["Hedy Lamarr"]}},
            "Bob": {
                "board": {"blue": ["Software"], "red": ["Robotics"], "yellow": ["Globalization"]},
                "hand": ["Databases"],
            },
        },
        turn="Bob",
    )
    act(game, "meld Databases")  # four top cards of value 10: not Universe for Bob
    assert achievements(game, "Bob") == []


# -- Taiichi Ohno -------------------------------------------------------------------------------
# Echo: Draw a {10}.
# Karma: If you would take a Dogma action and activate a card, first achieve a card from your
# hand with featured icon matching that card's featured icon, regardless of eligibility.


def test_taiichi_ohno_echo_draws_a_10():
    game = figures(
        {"Alice": {"board": {"green": ["Taiichi Ohno"]}}, "Bob": {}},
        supply={"10": ["Software"]},
    )
    act(game, "dogma Taiichi Ohno")
    assert hand(game, "Alice") == ["Software"]


def test_taiichi_ohno_achieves_a_card_with_the_activated_cards_featured_icon_first():
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Taiichi Ohno"], "blue": ["Writing"]},
                "hand": ["Tools", "Oars"],  # featured: lightbulb, castle
            },
            "Bob": {},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Writing")
    assert achievements(game, "Alice") == ["Tools"]
    assert hand(game, "Alice") == ["Calendar", "Oars"]


def test_taiichi_ohno_not_for_an_opponents_dogma_action():
    game = figures(
        {
            "Alice": {"board": {"green": ["Taiichi Ohno"]}, "hand": ["Tools"]},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        turn="Bob",
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Writing")
    assert achievements(game, "Alice") == []
    assert hand(game, "Alice") == ["Tools"]
    assert hand(game, "Bob") == ["Calendar"]


# -- Che Guevara --------------------------------------------------------------------------------
# Echo: Draw and score a {9}.
# Karma: When you meld this card, score all opponents' top figures.
# Karma: If you would score a green card, instead remove it and all cards in all score piles
# from the game.


def test_che_guevara_echo_draws_and_scores_a_9():
    game = figures(
        {"Alice": {"board": {"yellow": ["Che Guevara"]}}, "Bob": {}},
        supply={"9": ["Computers"]},
    )
    act(game, "dogma Che Guevara")
    assert score_pile(game, "Alice") == ["Computers"]


def test_che_guevara_melded_scores_all_opponents_top_figures():
    game = figures(
        {
            "Alice": {"hand": ["Che Guevara"], "board": {"red": ["Archery"]}},
            "Bob": {"board": {"blue": ["Grace Hopper"], "red": ["Oars"]}},
            "Carol": {"board": {"green": ["Hedy Lamarr", "Sailing"]}},
        },
    )
    act(game, "meld Che Guevara")
    assert score_pile(game, "Alice") == ["Grace Hopper", "Hedy Lamarr"]
    assert table(game)["Bob"] == {"board": {"red": ["Oars"]}}
    assert table(game)["Carol"] == {"board": {"green": ["Sailing"]}}


def test_che_guevara_melded_by_an_opponent_scores_the_figures_of_his_opponents():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Grace Hopper"]}},
            "Bob": {"hand": ["Che Guevara"]},
        },
        turn="Bob",
    )
    act(game, "meld Che Guevara")
    assert table(game)["Alice"] == {}
    assert score_pile(game, "Bob") == ["Grace Hopper"]


def test_che_guevara_tucked_scores_nothing():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Agriculture"], "purple": ["Code of Laws"]},
                "hand": ["Che Guevara"],
            },
            "Bob": {"board": {"blue": ["Grace Hopper"]}},
        },
    )
    act(game, "dogma Code of Laws", "Che Guevara", "no")  # tuck it; do not splay
    assert board(game, "Alice", "yellow") == ["Agriculture", "Che Guevara"]
    assert board(game, "Bob", "blue") == ["Grace Hopper"]
    assert score_pile(game, "Alice") == []


def test_che_guevara_scoring_a_green_card_removes_it_and_all_score_piles():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Che Guevara"]}, "score": ["Oars"]},
            "Bob": {"score": ["Writing", "Tools"]},
        },
        supply={"9": ["Satellites"]},
    )
    act(game, "dogma Che Guevara")
    assert sorted(game.to_position()["removed"]) == ["Oars", "Satellites", "Tools", "Writing"]
    assert score_pile(game, "Alice") == []
    assert score_pile(game, "Bob") == []


def test_che_guevara_an_opponent_scoring_green_is_not_changed():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Che Guevara"]}, "score": ["Oars"]},
            "Bob": {"board": {"purple": ["Philosophy"]}, "hand": ["Sailing"]},
        },
        turn="Bob",
    )
    act(game, "dogma Philosophy")  # (splay: nothing to splay) you may score a card from hand
    act(game, "Sailing")
    assert score_pile(game, "Bob") == ["Sailing"]
    assert score_pile(game, "Alice") == ["Oars"]


# -- Ruth Handler -------------------------------------------------------------------------------
# Inspire: Transfer a top card from your board to your hand.
# Karma: If you would meld a card, first meld all other cards of that color from your hand,
# then draw and achieve a {9} for each card you melded in this way, regardless of
# eligibility.


def test_ruth_handler_inspire_transfers_a_top_card_to_hand():
    game = figures(
        {"Alice": {"board": {"yellow": ["Ruth Handler"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"9": ["Computers"]},
    )
    act(game, "inspire yellow")
    expect(game, "Alice", "choose_card", ["Ruth Handler", "Writing"])
    act(game, "Writing")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Ruth Handler"]},
        "hand": ["Computers", "Writing"],
    }


def test_ruth_handler_inspire_decision_is_a_transfer_from_the_board_to_you():
    game = figures(
        {"Alice": {"board": {"yellow": ["Ruth Handler"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"9": ["Computers"]},
    )
    act(game, "inspire yellow")
    d = expect(game, "Alice", "choose_card", ["Ruth Handler", "Writing"])
    assert (d.verb, d.zone, d.to) == ("transfer", "board", "Alice")


def test_ruth_handler_melding_first_melds_the_other_cards_of_that_colour_and_achieves_9s():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Ruth Handler"]},
                "hand": ["Writing", "Tools", "Pottery", "Oars"],
            },
            "Bob": {},
        },
        supply={"9": ["Computers", "Genetics"]},
    )
    act(game, "meld Writing")
    expect(game, "Alice", "choose_card", ["Tools", "Pottery"])  # which to meld first
    act(game, "Tools")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Ruth Handler"], "blue": ["Writing", "Pottery", "Tools"]},
        "hand": ["Oars"],
        "achievements": ["Computers", "Genetics"],
    }


def test_ruth_handler_no_other_card_of_that_colour_no_achievement():
    game = figures(
        {"Alice": {"board": {"yellow": ["Ruth Handler"]}, "hand": ["Oars", "Writing"]}, "Bob": {}},
        supply={"9": ["Computers"]},
    )
    act(game, "meld Oars")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Ruth Handler"], "red": ["Oars"]},
        "hand": ["Writing"],
    }


def test_ruth_handler_not_for_an_opponents_meld():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Ruth Handler"]}, "hand": ["Tools"]},
            "Bob": {"hand": ["Writing", "Pottery"]},
        },
        turn="Bob",
        supply={"9": ["Computers"]},
    )
    act(game, "meld Writing")
    assert table(game)["Bob"] == {"board": {"blue": ["Writing"]}, "hand": ["Pottery"]}
    assert hand(game, "Alice") == ["Tools"]


# -- Gene Roddenberry ---------------------------------------------------------------------------
# Echo: Meld a top purple card from anywhere.
# Karma: If you would meld a purple card, instead if it is Enterprise, you win. Otherwise,
# instead tuck the card and return any top figure.


def test_gene_roddenberry_echo_melds_an_opponents_top_purple_card():
    # Gene is covered (splayed up, his echo effect shows): the meld is not replaced.
    game = figures(
        {
            "Alice": {
                "board": {"purple": {"cards": ["Code of Laws", "Gene Roddenberry"], "splay": "up"}}
            },
            "Bob": {"board": {"purple": ["Mysticism"], "blue": ["Writing"]}},
        },
    )
    act(game, "dogma Code of Laws")
    # "from anywhere": Alice's own top purple card too (melding it would move nothing)
    expect(game, "Alice", "choose_card", ["Code of Laws", "Mysticism"])
    act(game, "Mysticism")
    assert table(game)["Alice"]["board"] == {
        "purple": (["Mysticism", "Code of Laws", "Gene Roddenberry"], "up")
    }
    assert table(game)["Bob"] == {"board": {"blue": ["Writing"]}}


def test_gene_roddenberry_echo_meld_replaced_by_his_karma():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Gene Roddenberry"]}},
            "Bob": {"board": {"purple": ["Mysticism"]}},
        },
    )
    act(game, "dogma Gene Roddenberry")
    expect(game, "Alice", "choose_card", ["Gene Roddenberry", "Mysticism"])
    act(game, "Mysticism")
    # Mysticism is tucked instead, and a top figure returned: Gene himself (the only one).
    assert table(game)["Alice"] == {"board": {"purple": ["Mysticism"]}, "tucked": 1}
    assert table(game)["Bob"] == {}
    assert supply(game, 9, "figures")[-1] == "Gene Roddenberry"


def test_gene_roddenberry_melding_enterprise_wins():
    game = figures(
        {"Alice": {"board": {"purple": ["Gene Roddenberry"]}, "hand": ["Enterprise"]}, "Bob": {}},
    )
    act(game, "meld Enterprise")
    _won(game, "Alice")


def test_gene_roddenberry_melding_another_purple_card_tucks_it_and_returns_a_top_figure():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Gene Roddenberry"]}, "hand": ["Code of Laws"]},
            "Bob": {"board": {"blue": ["Grace Hopper"]}},
        },
    )
    act(game, "meld Code of Laws")
    expect(game, "Alice", "choose_card", ["Gene Roddenberry", "Grace Hopper"])
    act(game, "Grace Hopper")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Gene Roddenberry", "Code of Laws"]},
        "tucked": 1,
    }
    assert table(game)["Bob"] == {}
    assert supply(game, 9, "figures")[-1] == "Grace Hopper"


def test_gene_roddenberry_melding_another_colour_is_a_meld():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Gene Roddenberry"]}, "hand": ["Enterprise", "Writing"]},
            "Bob": {},
        },
    )
    act(game, "meld Writing")
    assert game.result is None
    assert table(game)["Alice"]["board"] == {"purple": ["Gene Roddenberry"], "blue": ["Writing"]}


def test_gene_roddenberry_an_opponent_melding_enterprise_does_not_win():
    game = figures(
        {"Alice": {"board": {"purple": ["Gene Roddenberry"]}}, "Bob": {"hand": ["Enterprise"]}},
        turn="Bob",
    )
    act(game, "meld Enterprise")
    assert game.result is None
    assert board(game, "Bob", "purple") == ["Enterprise"]


# -- Pelé ---------------------------------------------------------------------------------------
# Inspire: Draw and tuck three {9}.
# Karma: You may issue a Rivalry Decree with any two figures.
# Karma: If you would tuck a yellow card after tucking a green card in the same turn, instead
# you win.


def test_pele_inspire_draws_and_tucks_three_9s():
    game = figures(
        {"Alice": {"board": {"purple": ["Pelé"]}}, "Bob": {}},
        supply={"9": ["Computers", "Fission", "Services", "Genetics"]},
    )
    act(game, "inspire purple")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Pelé", "Services"], "blue": ["Computers"], "red": ["Fission"]},
        "hand": ["Genetics"],
        "tucked": 3,
    }


def test_pele_tucking_yellow_after_green_wins():
    game = figures(
        {"Alice": {"board": {"purple": ["Pelé"]}}, "Bob": {}},
        supply={"9": ["Satellites", "Suburbia", "Computers"]},
    )
    act(game, "inspire purple")
    _won(game, "Alice")


def test_pele_yellow_before_green_does_not_win():
    game = figures(
        {"Alice": {"board": {"purple": ["Pelé"]}}, "Bob": {}},
        supply={"9": ["Suburbia", "Satellites", "Computers", "Genetics"]},
    )
    act(game, "inspire purple")
    assert game.result is None
    assert board(game, "Alice", "yellow") == ["Suburbia"]


def test_pele_a_green_card_tucked_in_an_earlier_turn_does_not_count():
    game = figures(
        {"Alice": {"board": {"purple": ["Pelé"]}}, "Bob": {}},
        actions=1,
        supply={"9": ["Satellites", "Computers", "Fission", "Genetics", "Suburbia", "Services"]},
    )
    act(game, "inspire purple")  # tucks green Satellites; draws Genetics
    act(game, "draw", "draw")  # Bob's turn
    act(game, "inspire purple")  # tucks yellow Suburbia: no green tucked this turn
    assert game.result is None
    assert board(game, "Alice", "yellow") == ["Suburbia"]


def test_pele_rivalry_decree_with_two_figures():
    game = figures(
        {"Alice": {"board": {"purple": ["Pelé"]}, "hand": ["Daedalus", "Homer"]}, "Bob": {}},
    )
    d = expect(game, "Alice", "action")
    assert [o for o in d.options if o.startswith("decree")] == ["decree Rivalry"]
