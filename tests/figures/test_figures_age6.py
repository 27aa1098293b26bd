"""Scenario tests for the age 6 figures of Figures in the Sand: each echo and inspire
effect, and each karma (where it triggers, and where it does not)."""

from helpers import (
    achievements,
    act,
    board,
    expect,
    figures,
    hand,
    icons,
    score_pile,
    splay,
    supply,
    table,
    texts,
)


def _decrees(game, who):
    return [o for o in expect(game, who, "action").options if o.startswith("decree")]


def _decree_position(top: dict):
    return figures(
        {
            "Alice": {"board": top, "hand": ["Isaac Newton", "Johannes Vermeer"]},
            "Bob": {"board": {"green": ["Sailing"], "blue": ["Calendar"]}},
        },
    )


# -- Benjamin Franklin ----------------------------------------------------------------------
# Echo: Take a top figure into your hand from any player's board. Meld it.
# Karma 1: You may issue an Advancement Decree with any two figures.
# Karma 2: If you would meld a card, first draw and meld a card of one higher value.


def test_franklin_echo_takes_a_top_figure_and_melds_it_drawing_one_higher_first():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Benjamin Franklin"]}},
            "Bob": {"board": {"red": ["Tecumseh"], "green": ["Sailing"]}},
        },
        supply={"7": ["Combustion"]},
    )
    act(game, "dogma Benjamin Franklin")
    expect(game, "Alice", "choose_card", ["Benjamin Franklin", "Tecumseh"])
    act(game, "Tecumseh")
    # Franklin's karma: first draw and meld a 7 (Tecumseh is a 6), then Tecumseh on it.
    assert board(game, "Alice", "red") == ["Tecumseh", "Combustion"]
    log = texts(game)
    assert log.index("Alice melds Combustion.") < log.index("Alice melds Tecumseh.")
    # Two top figures: Alice fades one.
    expect(game, "Alice", "choose_card", ["Benjamin Franklin", "Tecumseh"])
    act(game, "Benjamin Franklin")
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Tecumseh", "Combustion"]},
            "score": ["Benjamin Franklin"],
            "scored": 1,
        },
        "Bob": {"board": {"green": ["Sailing"]}},
    }


def test_franklin_echo_decision_is_a_transfer_from_a_board_to_you():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Benjamin Franklin"]}},
            "Bob": {"board": {"red": ["Tecumseh"]}},
        },
    )
    act(game, "dogma Benjamin Franklin")
    d = expect(game, "Alice", "choose_card", ["Benjamin Franklin", "Tecumseh"])
    assert (d.verb, d.zone, d.to) == ("transfer", "board", "Alice")


def test_franklin_echo_when_covered_melds_without_the_karma():
    game = figures(
        {
            "Alice": {
                "board": {"blue": {"cards": ["Writing", "Benjamin Franklin"], "splay": "right"}}
            },
            "Bob": {"board": {"red": ["Tecumseh"]}},
        },
        supply={"2": ["Mathematics"], "7": ["Combustion"]},
    )
    act(game, "dogma Writing")  # Franklin's echo, then Writing: draw a 2
    assert table(game)["Alice"] == {
        "board": {
            "blue": (["Writing", "Benjamin Franklin"], "right"),
            "red": ["Tecumseh"],
        },
        "hand": ["Mathematics"],
    }
    assert supply(game, 7)[0] == "Combustion"


def test_franklin_karma_on_a_meld_action():
    game = figures(
        {"Alice": {"board": {"blue": ["Benjamin Franklin"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"2": ["Currency"]},
    )
    act(game, "meld Oars")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Benjamin Franklin"], "red": ["Oars"], "green": ["Currency"]}
    }


def test_franklin_karma_not_for_an_opponents_meld():
    game = figures(
        {"Alice": {"board": {"blue": ["Benjamin Franklin"]}}, "Bob": {"hand": ["Oars"]}},
        supply={"2": ["Currency"]},
        turn="Bob",
    )
    act(game, "meld Oars")
    assert table(game) == {
        "Alice": {"board": {"blue": ["Benjamin Franklin"]}},
        "Bob": {"board": {"red": ["Oars"]}},
    }


def test_franklin_issues_an_advancement_decree_with_two_figures():
    game = _decree_position({"blue": ["Benjamin Franklin"]})
    assert _decrees(game, "Alice") == ["decree Advancement"]
    game = _decree_position({"blue": {"cards": ["Writing", "Benjamin Franklin"], "splay": "left"}})
    assert _decrees(game, "Alice") == []


# -- Carl Friedrich Gauss -------------------------------------------------------------------
# Echo: Draw a {7}.
# Karma: If you would meld a card, first choose a value and meld all cards of that value
# from your hand and score pile.


def test_gauss_echo_draws_a_7():
    game = figures(
        {"Alice": {"board": {"blue": ["Carl Friedrich Gauss"]}}, "Bob": {}},
        supply={"7": ["Bicycle"]},
    )
    act(game, "dogma Carl Friedrich Gauss")
    assert hand(game, "Alice") == ["Bicycle"]


def test_gauss_first_melds_all_cards_of_a_chosen_value_from_hand_and_score_pile():
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Carl Friedrich Gauss"]},
                "hand": ["Coal", "Oars", "Sailing", "Mathematics"],
                "score": ["Agriculture", "Currency"],
            },
            "Bob": {},
        },
    )
    act(game, "meld Coal")
    expect(game, "Alice", "choose_value", list(range(1, 11)))
    act(game, 1)
    assert table(game)["Alice"] == {
        "board": {
            "blue": ["Carl Friedrich Gauss"],
            "red": ["Coal", "Oars"],
            "green": ["Sailing"],
            "yellow": ["Agriculture"],
        },
        "hand": ["Mathematics"],
        "score": ["Currency"],
    }


def test_gauss_value_decision_melds_from_the_score_pile():
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Carl Friedrich Gauss"]},
                "hand": ["Coal"],
                "score": ["Agriculture"],
            },
            "Bob": {},
        },
    )
    act(game, "meld Coal")
    d = expect(game, "Alice", "choose_value", list(range(1, 11)))
    assert (d.verb, d.zone) == ("meld", "score pile")


def test_gauss_a_value_without_cards_melds_only_the_card():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Carl Friedrich Gauss"]}, "hand": ["Coal", "Oars"]},
            "Bob": {},
        },
    )
    act(game, "meld Coal", 9)
    assert table(game)["Alice"] == {
        "board": {"blue": ["Carl Friedrich Gauss"], "red": ["Coal"]},
        "hand": ["Oars"],
    }


def test_gauss_karma_not_when_covered():
    game = figures(
        {
            "Alice": {
                "board": {"blue": {"cards": ["Writing", "Carl Friedrich Gauss"], "splay": "left"}},
                "hand": ["Coal", "Oars"],
            },
            "Bob": {},
        },
    )
    act(game, "meld Coal")
    assert table(game)["Alice"]["hand"] == ["Oars"]
    expect(game, "Alice", "action")


# -- Napoleon Bonaparte ---------------------------------------------------------------------
# Echo: Score a top figure of value 5 or 6 from anywhere.
# Karma 1: You may issue a War Decree with any two figures.
# Karma 2: If you would score or return a card with a {factory}, instead tuck it and score a
# top card of value 6 from anywhere.


def test_napoleon_echo_scores_a_top_figure_of_value_5_or_6():
    game = figures(
        {
            "Alice": {"board": {"red": ["Napoleon Bonaparte"]}},
            "Bob": {"board": {"green": ["Bartholomew Roberts"], "purple": ["Code of Laws"]}},
        },
    )
    act(game, "dogma Napoleon Bonaparte")
    expect(game, "Alice", "choose_card", ["Napoleon Bonaparte", "Bartholomew Roberts"])
    act(game, "Bartholomew Roberts")  # no factory: scored
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Napoleon Bonaparte"]},
            "score": ["Bartholomew Roberts"],
            "scored": 1,
        },
        "Bob": {"board": {"purple": ["Code of Laws"]}},
    }


def test_napoleon_instead_of_scoring_a_factory_card_tucks_it_and_scores_a_top_6():
    game = figures(
        {
            "Alice": {
                "board": {
                    "red": ["Napoleon Bonaparte"],
                    "purple": {"cards": ["Societies", "Ludwig Van Beethoven"], "splay": "right"},
                },
                "hand": ["Steam Engine"],
            },
            "Bob": {"board": {"yellow": ["Canning"], "green": ["Sailing"]}},
        },
        supply={"5": ["Physics"]},
    )
    act(game, "inspire purple")  # Beethoven's inspire: score Steam Engine (a factory)
    expect(game, "Alice", "choose_card", ["Napoleon Bonaparte", "Canning"])
    act(game, "Canning")
    assert table(game) == {
        "Alice": {
            "board": {
                "red": ["Napoleon Bonaparte"],
                "purple": (["Societies", "Ludwig Van Beethoven"], "right"),
                "yellow": ["Steam Engine"],
            },
            "score": ["Canning"],
            "hand": ["Physics"],
            "tucked": 1,
            "scored": 1,
        },
        "Bob": {"board": {"green": ["Sailing"]}},
    }


def test_napoleon_instead_of_returning_a_factory_card_tucks_it():
    game = figures(
        {
            "Alice": {
                "board": {
                    "red": ["Napoleon Bonaparte"],
                    "green": {"cards": ["Banking", "Samuel de Champlain"], "splay": "left"},
                },
                "hand": ["Coal"],
            },
            "Bob": {},
        },
        supply={"6": ["Canning"], "5": ["Physics"]},
    )
    act(game, "inspire green")  # Champlain's inspire: return a 5 (Coal), draw a 6
    # Coal is tucked instead; the only top 6 is Napoleon himself: scored.
    assert table(game)["Alice"] == {
        "board": {
            "red": ["Coal"],
            "green": (["Banking", "Samuel de Champlain"], "left"),
        },
        "score": ["Napoleon Bonaparte"],
        "hand": ["Canning", "Physics"],
        "tucked": 1,
        "scored": 1,
    }


def test_napoleon_karma_not_for_an_opponent():
    game = figures(
        {
            "Alice": {"board": {"red": ["Napoleon Bonaparte"]}},
            "Bob": {
                "board": {
                    "purple": {"cards": ["Societies", "Ludwig Van Beethoven"], "splay": "right"}
                },
                "hand": ["Steam Engine"],
            },
        },
        supply={"5": ["Physics"]},
        turn="Bob",
    )
    act(game, "inspire purple")
    assert score_pile(game, "Bob") == ["Steam Engine"]
    assert board(game, "Alice", "red") == ["Napoleon Bonaparte"]


def test_napoleon_issues_a_war_decree_with_two_figures():
    game = _decree_position({"red": ["Napoleon Bonaparte"]})
    assert _decrees(game, "Alice") == ["decree War"]


# -- Tecumseh -------------------------------------------------------------------------------
# Echo: Draw and tuck a {6}.
# Karma: If you would tuck a card with a {factory}, first return a top card with a {factory}
# from another player's board.


def test_tecumseh_tucking_a_factory_first_returns_an_opponents_top_factory_card():
    game = figures(
        {
            "Alice": {"board": {"red": ["Tecumseh"]}},
            "Bob": {"board": {"green": ["Banking"], "purple": ["Code of Laws"]}},
        },
        supply={"6": ["Industrialization"]},
    )
    act(game, "dogma Tecumseh")  # Bob (one factory) does not share
    assert table(game) == {
        "Alice": {"board": {"red": ["Tecumseh", "Industrialization"]}, "tucked": 1},
        "Bob": {"board": {"purple": ["Code of Laws"]}},
    }
    assert supply(game, 5)[-1] == "Banking"
    log = texts(game)
    assert log.index("Alice returns Banking from Bob's board.") < log.index(
        "Alice tucks Industrialization."
    )


def test_tecumseh_tucking_a_card_without_factory_returns_nothing():
    game = figures(
        {
            "Alice": {"board": {"red": ["Tecumseh"]}},
            "Bob": {"board": {"green": ["Banking"]}},
        },
        supply={"6": ["Classification"]},
    )
    act(game, "dogma Tecumseh")
    assert board(game, "Bob", "green") == ["Banking"]
    assert board(game, "Alice", "green") == ["Classification"]


def test_tecumseh_karma_not_for_an_opponents_tuck():
    game = figures(
        {
            "Alice": {"board": {"red": ["Tecumseh"]}},
            "Bob": {
                "board": {
                    "red": {"cards": ["Archery", "Peter the Great"], "splay": "right"},
                    "yellow": ["Canning"],
                },
                "hand": ["Coal"],
            },
        },
        supply={"1": ["Oars"]},
        turn="Bob",
    )
    act(game, "inspire red")  # Peter the Great's inspire: Bob tucks Coal (a factory)
    assert board(game, "Bob", "red") == ["Archery", "Peter the Great", "Coal"]
    assert board(game, "Bob", "yellow") == ["Canning"]


# -- Adam Smith -----------------------------------------------------------------------------


# Inspire: You may splay one color of your cards right.
# Karma: Each {crown} on your board provides two additional {crown}.


def test_adam_smith_inspire_may_splay_a_colour_right():
    game = figures(
        {"Alice": {"board": {"green": ["Adam Smith"], "red": ["Oars", "Archery"]}}, "Bob": {}},
        supply={"6": ["Canning"]},
    )
    act(game, "inspire green")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "red") == "right"
    assert hand(game, "Alice") == ["Canning"]


def test_adam_smith_inspire_may_decline():
    game = figures(
        {"Alice": {"board": {"green": ["Adam Smith"], "red": ["Oars", "Archery"]}}, "Bob": {}},
        supply={"6": ["Canning"]},
    )
    act(game, "inspire green", "no")
    assert splay(game, "Alice", "red") == "none"


def test_adam_smith_triples_the_owners_crowns():
    game = figures(
        {
            "Alice": {"board": {"green": ["Adam Smith"], "purple": ["Code of Laws"]}},
            "Bob": {"board": {"purple": ["City States"]}},
        },
    )
    assert icons(game, "Alice")["crown"] == 3 * (2 + 2)
    assert icons(game, "Bob")["crown"] == 2


def test_adam_smith_crowns_decide_sharing():
    game = figures(
        {
            "Alice": {"board": {"green": ["Adam Smith"]}},  # 2 crowns: 6
            "Bob": {"board": {"purple": ["City States"], "green": ["Sailing"]}, "hand": []},
        },
        supply={"1": ["Oars"]},
        turn="Bob",
    )
    act(game, "dogma Sailing")  # Bob has 4 crowns, Alice 6: she shares
    assert board(game, "Alice", "red") == ["Oars"]


def test_adam_smith_covered_triples_nothing():
    game = figures(
        {
            "Alice": {
                "board": {"green": {"cards": ["Sailing", "Adam Smith"], "splay": "left"}},
            },
            "Bob": {},
        },
    )
    assert icons(game, "Alice")["crown"] == 2 + 1


def test_adam_smith_and_catherine_do_not_multiply_what_another_karma_provides():
    # Adam Smith: "Each {crown} on your board provides two additional {crown}." Catherine
    # the Great: the same of {lightbulb}.  James Clerk Maxwell: "Each card in hand provides
    # one additional icon of every type on your board."  Karmas never build on each other
    # (the "each" of Smith and Catherine reads the printed icons): 2 crowns + 4 (Smith) +
    # 1 (Maxwell: one card in hand) = 7, not (2 + 1) x 3 = 9; and the same of lightbulbs.
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["James Clerk Maxwell"], "green": ["Adam Smith"]},
                "hand": ["Writing"],
            },
            "Bob": {},
        }
    )
    assert icons(game, "Alice")["crown"] == 7
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["James Clerk Maxwell"], "purple": ["Catherine the Great"]},
                "hand": ["Oars"],
            },
            "Bob": {},
        }
    )
    assert icons(game, "Alice")["lightbulb"] == 7


# -- John Harrison --------------------------------------------------------------------------
# Inspire: Draw a {6}.
# Karma 1: You may issue a Trade Decree with any two figures.
# Karma 2: If an opponent would draw a card for sharing, first draw a {6}. You may choose
# the type of card drawn.


def test_harrison_inspire_draws_a_6_then_a_6():
    game = figures(
        {"Alice": {"board": {"green": ["John Harrison"]}}, "Bob": {}},
        supply={"6": ["Canning", "Classification"]},
    )
    act(game, "inspire green")
    assert hand(game, "Alice") == ["Canning", "Classification"]


def _sharing_position():
    return figures(
        {
            "Alice": {"board": {"green": ["John Harrison"], "purple": ["Code of Laws"]}},
            "Bob": {"board": {"green": ["Sailing"]}},
        },
        supply={
            "base": {"1": ["Oars", "Clothing"], "6": ["Canning"]},
            "figures": {"6": ["Tecumseh"], "1": ["Homer"]},
        },
        turn="Bob",
    )


def test_harrison_first_draws_a_6_of_a_chosen_type_before_an_opponents_sharing_draw():
    game = _sharing_position()
    act(game, "dogma Sailing")  # Alice shares (3 crowns): Oars; Bob: Clothing
    expect(game, "Alice", "choose_option", ["the usual draw", "base", "figures"])
    act(game, "figures")
    assert hand(game, "Alice") == ["Tecumseh"]
    assert hand(game, "Bob") == ["Homer"]  # then Bob's free draw, a figure
    log = texts(game)
    assert log.index("Alice draws Tecumseh.") < log.index("Bob draws Homer.")


def test_harrison_the_usual_draw_is_a_base_card():
    game = _sharing_position()
    act(game, "dogma Sailing", "the usual draw")
    assert hand(game, "Alice") == ["Canning"]


def test_harrison_not_for_an_opponents_draw_action():
    game = figures(
        {
            "Alice": {"board": {"green": ["John Harrison"]}},
            "Bob": {"board": {"green": ["Sailing"]}},
        },
        supply={"1": ["Oars"], "6": ["Canning"]},
        turn="Bob",
    )
    act(game, "draw")
    assert hand(game, "Alice") == []
    assert hand(game, "Bob") == ["Oars"]


def test_harrison_issues_a_trade_decree_with_two_figures():
    game = _decree_position({"green": ["John Harrison"]})
    assert _decrees(game, "Alice") == ["decree Trade"]


# -- Edward Jenner --------------------------------------------------------------------------
# Inspire: Tuck a card from your hand.
# Karma: If a player would successfully demand something of you, instead return a card from
# your hand.


def test_jenner_inspire_tucks_a_card():
    game = figures(
        {"Alice": {"board": {"yellow": ["Edward Jenner"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"6": ["Canning"]},
    )
    act(game, "inspire yellow")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Edward Jenner"], "red": ["Oars"]},
        "hand": ["Canning"],
        "tucked": 1,
    }


def test_jenner_instead_of_a_demand_returns_a_card_from_hand():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Edward Jenner"]}, "hand": ["Coal", "Sailing"]},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"1": ["Oars"]},
        turn="Bob",
    )
    act(game, "dogma Archery")
    expect(game, "Alice", "choose_card", ["Coal", "Sailing"])
    act(game, "Sailing")
    assert table(game)["Alice"] == {"board": {"yellow": ["Edward Jenner"]}, "hand": ["Coal"]}
    assert hand(game, "Bob") == []
    assert supply(game, 1)[-1] == "Sailing"


def test_jenner_covered_the_demand_is_executed():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": {"cards": ["Agriculture", "Edward Jenner"], "splay": "left"}},
                "hand": ["Coal"],
            },
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"1": ["Oars"]},
        turn="Bob",
    )
    act(game, "dogma Archery")  # Alice draws Oars, transfers Coal (her highest) to Bob
    assert hand(game, "Alice") == ["Oars"]
    assert hand(game, "Bob") == ["Coal"]


# -- John Loudon McAdam ---------------------------------------------------------------------
# Inspire: Meld a card from your hand.
# Karma 1: You may issue an Expansion Decree with any two figures.
# Karma 2: Each top card with a {factory} on your board counts as an available achievement
# for you.


def test_mcadam_inspire_melds_a_card():
    game = figures(
        {"Alice": {"board": {"yellow": ["John Loudon McAdam"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"6": ["Canning"]},
    )
    act(game, "inspire yellow")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["John Loudon McAdam"], "red": ["Oars"]},
        "hand": ["Canning"],
    }


SIX_6S = ["Atomic Theory", "Encyclopedia", "Classification", "Vaccination", "Democracy"]


def test_mcadam_top_factory_cards_are_available_achievements():
    game = figures(
        {
            "Alice": {
                "board": {
                    "yellow": ["John Loudon McAdam"],
                    "red": ["Coal"],
                    "green": ["Sailing"],
                },
                "score": SIX_6S,  # 30 points
            },
            "Bob": {"board": {"red": ["Machine Tools"]}},
        },
        supply={"figures": {"6": ["Tecumseh"]}},
    )
    options = [o for o in expect(game, "Alice", "action").options if o.startswith("achieve")]
    assert sorted(options) == ["achieve Coal", "achieve John Loudon McAdam"]
    act(game, "achieve Coal")
    assert achievements(game, "Alice") == ["Coal"]
    assert board(game, "Alice", "red") == []


def test_mcadam_not_for_an_opponent():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["John Loudon McAdam"]}},
            "Bob": {"board": {"red": ["Coal"]}, "score": SIX_6S},
        },
        turn="Bob",
    )
    options = [o for o in expect(game, "Bob", "action").options if o.startswith("achieve")]
    assert options == []


def test_mcadam_issues_an_expansion_decree_with_two_figures():
    game = _decree_position({"yellow": ["John Loudon McAdam"]})
    assert _decrees(game, "Alice") == ["decree Expansion"]


# -- Catherine the Great --------------------------------------------------------------------
# Inspire: Draw and meld a {6}.
# Karma 1: Each {lightbulb} on your board provides two additional {lightbulb}.
# Karma 2: If you would meld a purple card, first transfer your top purple card into your
# hand.


def test_catherine_inspire_draws_and_melds_a_6():
    game = figures(
        {"Alice": {"board": {"purple": ["Catherine the Great"]}}, "Bob": {}},
        supply={"6": ["Atomic Theory", "Canning"]},
    )
    act(game, "inspire purple")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Catherine the Great"], "blue": ["Atomic Theory"]},
        "hand": ["Canning"],
    }


def test_catherine_melding_a_purple_card_first_takes_her_into_hand():
    game = figures(
        {"Alice": {"board": {"purple": ["Catherine the Great", "Mysticism"]}}, "Bob": {}},
        supply={"6": ["Democracy", "Canning"]},
    )
    act(game, "inspire purple")
    # Catherine goes to the hand, Democracy is melded; the draw: the top purple's 6.
    assert table(game)["Alice"] == {
        "board": {"purple": ["Democracy", "Mysticism"]},
        "hand": ["Canning", "Catherine the Great"],
    }


def test_catherine_triples_the_owners_lightbulbs():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Catherine the Great"], "blue": ["Writing"]}},
            "Bob": {"board": {"blue": ["Tools"]}},
        },
    )
    assert icons(game, "Alice")["lightbulb"] == 3 * (2 + 2)
    assert icons(game, "Bob")["lightbulb"] == 2


def test_catherine_covered_does_nothing():
    game = figures(
        {
            "Alice": {
                "board": {
                    "purple": {"cards": ["Mysticism", "Catherine the Great"], "splay": "right"}
                },
                "hand": ["Democracy"],
            },
            "Bob": {},
        },
    )
    assert icons(game, "Alice")["lightbulb"] == 1  # the one Catherine shows splayed right
    act(game, "meld Democracy")
    assert hand(game, "Alice") == []
    assert board(game, "Alice", "purple") == ["Democracy", "Mysticism", "Catherine the Great"]


# -- Ludwig Van Beethoven -------------------------------------------------------------------
# Inspire: Score a card from your hand.
# Karma 1: You may issue a Rivalry Decree with any two figures.
# Karma 2: If you would score a card with a {lightbulb}, instead return it and all cards from
# your score pile, then draw and score four {5}.


def test_beethoven_inspire_scores_a_card_without_a_lightbulb():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Ludwig Van Beethoven"]}, "hand": ["Sailing"]},
            "Bob": {},
        },
        supply={"6": ["Canning"]},
    )
    act(game, "inspire purple")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Ludwig Van Beethoven"]},
        "score": ["Sailing"],
        "hand": ["Canning"],
        "scored": 1,
    }


def test_beethoven_instead_returns_a_lightbulb_card_and_the_score_pile_and_scores_four_5s():
    game = figures(
        {
            "Alice": {
                "board": {"purple": ["Ludwig Van Beethoven"]},
                "hand": ["Tools"],
                "score": ["Mathematics", "Coal"],
            },
            "Bob": {},
        },
        supply={"5": ["Physics", "Chemistry", "Banking", "Measurement"], "6": ["Canning"]},
    )
    act(game, "inspire purple")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Ludwig Van Beethoven"]},
        "score": ["Banking", "Chemistry", "Measurement", "Physics"],
        "hand": ["Canning"],
        "scored": 4,
    }
    assert supply(game, 1)[-1] == "Tools"
    assert supply(game, 2)[-1] == "Mathematics"
    assert supply(game, 5)[-1] == "Coal"


def test_beethoven_karma_not_when_covered():
    game = figures(
        {
            "Alice": {
                "board": {
                    "purple": {"cards": ["Societies", "Ludwig Van Beethoven"], "splay": "right"}
                },
                "hand": ["Tools"],
                "score": ["Coal"],
            },
            "Bob": {},
        },
        supply={"5": ["Physics"]},
    )
    act(game, "inspire purple")
    assert score_pile(game, "Alice") == ["Coal", "Tools"]


def test_beethoven_issues_a_rivalry_decree_with_two_figures():
    game = _decree_position({"purple": ["Ludwig Van Beethoven"]})
    assert _decrees(game, "Alice") == ["decree Rivalry"]
