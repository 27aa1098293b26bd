"""Scenario tests for the age 5 figures of Figures in the Sand: each echo and inspire
effect, and each karma (where it triggers, and where it does not)."""

from helpers import (
    achievements,
    act,
    available,
    board,
    expect,
    figures,
    forecast,
    hand,
    score_pile,
    splay,
    supply,
    table,
    texts,
)

import inno

# -- Christiaan Huygens ---------------------------------------------------------------------
# Echo: Draw and foreshadow a {7}, {8}, {9}, or {10}.
# Karma: If you would foreshadow a card, instead meld it if it both has a {clock} and its
# value is no more than two higher than your highest top card. Otherwise, foreshadow it.


def test_huygens_echo_foreshadows_a_card_without_a_clock():
    game = figures(
        {"Alice": {"board": {"blue": ["Christiaan Huygens"]}}, "Bob": {}},
        supply={"8": ["Antibiotics"]},
    )
    act(game, "dogma Christiaan Huygens")
    expect(game, "Alice", "choose_value", [7, 8, 9, 10])
    act(game, 8)
    assert table(game)["Alice"] == {
        "board": {"blue": ["Christiaan Huygens"]},
        "forecast": ["Antibiotics"],
    }


def test_huygens_melds_a_clock_card_at_most_two_above_the_highest_top_card():
    game = figures(
        {"Alice": {"board": {"blue": ["Christiaan Huygens"]}}, "Bob": {}},
        supply={"7": ["Publications"]},
    )
    act(game, "dogma Christiaan Huygens", 7)  # Publications: a clock, 7 <= 5 + 2
    assert table(game)["Alice"] == {"board": {"blue": ["Publications", "Christiaan Huygens"]}}


def test_huygens_foreshadows_a_clock_card_more_than_two_above():
    game = figures(
        {"Alice": {"board": {"blue": ["Christiaan Huygens"]}}, "Bob": {}},
        supply={"8": ["Quantum Theory"]},
    )
    act(game, "dogma Christiaan Huygens", 8)  # a clock, but 8 > 5 + 2
    assert forecast(game, "Alice") == ["Quantum Theory"]
    assert board(game, "Alice", "blue") == ["Christiaan Huygens"]


def test_huygens_karma_is_not_for_the_player_sharing_the_echo():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Christiaan Huygens"]}},
            "Bob": {"board": {"blue": ["Tools"]}},  # two lightbulbs: Bob shares
        },
        supply={"7": ["Publications", "Bicycle"]},
    )
    act(game, "dogma Christiaan Huygens", 7)  # Bob first: Publications, foreshadowed
    assert forecast(game, "Bob") == ["Publications"]
    act(game, 7)  # Alice: Bicycle (a clock, a 7) is melded
    assert board(game, "Alice", "green") == ["Bicycle"]
    assert forecast(game, "Alice") == []


def test_huygens_karma_needs_huygens_on_top():
    game = figures(
        {
            "Alice": {
                "board": {"blue": {"cards": ["Tools", "Christiaan Huygens"], "splay": "right"}}
            },
            "Bob": {},
        },
        supply={"7": ["Publications"]},
    )
    act(game, "dogma Tools", 7)  # Huygens's echo shows; his karma does not act
    assert forecast(game, "Alice") == ["Publications"]
    assert board(game, "Alice", "blue") == ["Tools", "Christiaan Huygens"]


# -- Isaac Newton ---------------------------------------------------------------------------
# Echo: Splay one color of your cards right.
# Karma: If you would take a Draw or Inspire action, first draw a {1} and transfer it to
# any player's board.


def test_newton_echo_splays_a_colour_right():
    game = figures(
        {
            "Alice": {
                "board": {
                    "blue": ["Isaac Newton"],
                    "red": ["Oars", "Archery"],
                    "green": ["Sailing", "Clothing"],
                }
            },
            "Bob": {},
        }
    )
    act(game, "dogma Isaac Newton")
    d = expect(game, "Alice", "choose_color", ["red", "green"])
    assert (d.verb, d.direction) == ("splay", "right")  # (bots read it, not the prompt)
    act(game, "green")
    assert splay(game, "Alice", "green") == "right"
    assert splay(game, "Alice", "red") == "none"


def test_newton_first_draws_a_1_for_any_board_before_a_draw_action():
    game = figures(
        {"Alice": {"board": {"blue": ["Isaac Newton"]}}, "Bob": {}},
        supply={"1": ["Sailing"], "5": ["Coal"]},
    )
    act(game, "draw")
    expect(game, "Alice", "choose_player", ["Alice", "Bob"])
    act(game, "Bob")
    assert table(game) == {
        "Alice": {"board": {"blue": ["Isaac Newton"]}, "hand": ["Coal"]},
        "Bob": {"board": {"green": ["Sailing"]}},
    }
    log = texts(game)
    assert log.index("Alice draws Sailing.") < log.index("Alice draws Coal.")


def test_newton_first_draws_a_1_before_an_inspire_action():
    game = figures(
        {
            "Alice": {
                "board": {
                    "blue": ["Isaac Newton"],
                    "red": {"cards": ["Archery", "Peter the Great"], "splay": "right"},
                },
                "hand": ["Pottery"],
            },
            "Bob": {},
        },
        supply={"1": ["Sailing", "Clothing"]},
    )
    act(game, "inspire red", "Alice")  # Sailing goes onto Alice's own board
    # Then Peter the Great's inspire (tuck Pottery), then a draw of the top red card's 1.
    assert table(game)["Alice"] == {
        "board": {
            "blue": ["Isaac Newton", "Pottery"],
            "red": (["Archery", "Peter the Great"], "right"),
            "green": ["Sailing"],
        },
        "hand": ["Clothing"],
        "tucked": 1,
    }


def test_newton_does_not_act_on_a_meld_action_or_an_opponents_draw():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Isaac Newton"]}, "hand": ["Oars"]},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"1": ["Sailing", "Clothing"]},
        turn="Bob",
    )
    act(game, "draw")
    assert hand(game, "Bob") == ["Sailing"]
    assert table(game)["Alice"] == {"board": {"blue": ["Isaac Newton"]}, "hand": ["Oars"]}


# -- Peter the Great ------------------------------------------------------------------------
# Inspire: Tuck a card from your hand.
# Karma 1: When you meld this card, return all opponents' top figures.
# Karma 2: If you would tuck a card with a {factory}, first achieve your bottom green card,
# if eligible. Otherwise, score it.


def test_peter_inspire_tucks_a_card_without_a_factory():
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Peter the Great"], "green": ["Mapmaking"]},
                "hand": ["Pottery", "Archery"],
            },
            "Bob": {},
        },
        supply={"5": ["Coal"]},
    )
    act(game, "inspire red", "Archery")
    assert table(game)["Alice"] == {
        "board": {"red": ["Peter the Great", "Archery"], "green": ["Mapmaking"]},
        "hand": ["Coal", "Pottery"],
        "tucked": 1,
    }


def test_peter_tucking_a_factory_first_achieves_the_bottom_green_card_if_eligible():
    game = figures(
        {
            "Alice": {
                # Peter's bonus (5) and Physics (5): 10 points, enough for a 2.
                "board": {"red": ["Peter the Great"], "green": ["Sailing", "Mapmaking"]},
                "hand": ["Steam Engine"],
                "score": ["Physics"],
            },
            "Bob": {},
        },
        supply={"5": ["Coal"]},
    )
    act(game, "inspire red")
    assert table(game)["Alice"] == {
        "board": {"red": ["Peter the Great"], "green": ["Sailing"], "yellow": ["Steam Engine"]},
        "achievements": ["Mapmaking"],
        "hand": ["Coal"],
        "score": ["Physics"],
        "tucked": 1,
    }


def test_peter_tucking_a_factory_scores_the_bottom_green_card_if_not_eligible():
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Peter the Great"], "green": ["Sailing", "Mapmaking"]},
                "hand": ["Coal"],
            },
            "Bob": {},
        },
        supply={"5": ["Chemistry"]},
    )
    act(game, "inspire red")  # 5 points: not enough for a 2
    assert table(game)["Alice"] == {
        "board": {"red": ["Peter the Great", "Coal"], "green": ["Sailing"]},
        "score": ["Mapmaking"],
        "hand": ["Chemistry"],
        "tucked": 1,
        "scored": 1,
    }


def test_peter_tuck_karma_needs_peter_on_top():
    game = figures(
        {
            "Alice": {
                "board": {
                    "red": {"cards": ["Archery", "Peter the Great"], "splay": "right"},
                    "green": ["Mapmaking"],
                },
                "hand": ["Coal"],
            },
            "Bob": {},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "inspire red")  # Peter's inspire shows: Coal is tucked, nothing else
    assert board(game, "Alice", "green") == ["Mapmaking"]
    assert board(game, "Alice", "red") == ["Archery", "Peter the Great", "Coal"]
    assert score_pile(game, "Alice") == []


def test_melding_peter_returns_all_opponents_top_figures():
    game = figures(
        {
            "Alice": {"board": {"green": ["Sailing"]}, "hand": ["Peter the Great"]},
            "Bob": {
                "board": {
                    "blue": ["Isaac Newton", "Writing"],
                    "purple": ["Code of Laws"],
                }
            },
        },
    )
    act(game, "meld Peter the Great")
    assert table(game)["Bob"] == {"board": {"blue": ["Writing"], "purple": ["Code of Laws"]}}
    assert supply(game, 5, "figures")[-1] == "Isaac Newton"


def test_melding_another_card_over_peter_returns_nothing():
    game = figures(
        {
            "Alice": {"board": {"red": ["Peter the Great"]}, "hand": ["Sailing"]},
            "Bob": {"board": {"blue": ["Isaac Newton"]}},
        },
    )
    act(game, "meld Sailing")
    assert board(game, "Bob", "blue") == ["Isaac Newton"]


# -- Shivaji --------------------------------------------------------------------------------
# Echo: Transfer one of your top cards to the available achievements.
# Karma 1: You may issue a War Decree with any two figures.
# Karma 2: If an opponent would claim an achievement, first you claim it if eligible.


def test_shivaji_echo_transfers_a_top_card_to_the_available_achievements():
    game = figures(
        {"Alice": {"board": {"red": ["Shivaji"], "green": ["Sailing"]}}, "Bob": {}},
    )
    act(game, "dogma Shivaji")
    expect(game, "Alice", "choose_card", ["Shivaji", "Sailing"])
    act(game, "Sailing")
    assert available(game) == ["Sailing"]
    assert table(game)["Alice"] == {"board": {"red": ["Shivaji"]}}


def test_a_figure_among_the_available_achievements_is_in_the_position():
    # Shivaji transfers himself: the standard achievements then hold a figure, which the
    # position format writes and reads back (the same game).
    game = figures({"Alice": {"board": {"red": ["Shivaji"], "green": ["Sailing"]}}, "Bob": {}})
    act(game, "dogma Shivaji", "Shivaji")
    assert available(game) == ["Shivaji"]
    again = inno.Game.from_position(game.to_position())
    assert again.to_position() == game.to_position()


def test_shivaji_issues_a_war_decree_with_two_figures():
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Shivaji"]},
                "hand": ["Isaac Newton", "Johannes Vermeer"],
            },
            "Bob": {"board": {"green": ["Sailing"], "blue": ["Calendar"]}},
        },
    )
    d = expect(game, "Alice", "action")
    assert [o for o in d.options if o.startswith("decree")] == ["decree War"]
    act(game, "decree War", 1)
    assert achievements(game, "Alice") == ["War"]
    assert table(game)["Bob"] == {"board": {"blue": ["Calendar"]}}


def test_two_figures_issue_no_war_decree_without_shivaji_on_top():
    game = figures(
        {
            "Alice": {
                "board": {"red": {"cards": ["Oars", "Shivaji"], "splay": "left"}},
                "hand": ["Isaac Newton", "Johannes Vermeer"],
            },
            "Bob": {},
        },
    )
    d = expect(game, "Alice", "action")
    assert not [o for o in d.options if o.startswith("decree")]


def _claim_position(alice_score):
    return figures(
        {
            "Alice": {"board": {"red": ["Shivaji"]}, "score": alice_score},
            "Bob": {"board": {"green": ["Sailing"]}, "score": ["Coal"]},
        },
        achievements=["Agriculture"],
        supply={"figures": {"5": ["Johannes Vermeer"]}},
        turn="Bob",
    )


def test_shivaji_claims_first_the_achievement_an_opponent_would_claim():
    game = _claim_position(["Physics"])
    act(game, "achieve 1")
    assert achievements(game, "Alice") == ["Agriculture"]
    assert achievements(game, "Bob") == []
    # Bob's Achieve action claimed nothing: no figure is drawn ("When you take an Achieve
    # action, and claim a standard achievement, each opponent draws a Figure").
    assert hand(game, "Alice") == []


def test_shivaji_claims_nothing_if_not_eligible():
    game = _claim_position([])
    act(game, "achieve 1")
    assert achievements(game, "Bob") == ["Agriculture"]
    assert achievements(game, "Alice") == []
    assert hand(game, "Alice") == ["Johannes Vermeer"]  # the figure draw after it


def test_shivaji_does_not_act_on_its_owners_claims():
    game = figures(
        {
            "Alice": {"board": {"red": ["Shivaji"]}, "score": ["Physics"]},
            "Bob": {"board": {"green": ["Sailing"]}, "score": ["Coal"]},
        },
        achievements=["Agriculture"],
        supply={"figures": {"1": ["Homer"]}},
    )
    act(game, "achieve 1")
    assert achievements(game, "Alice") == ["Agriculture"]
    assert hand(game, "Bob") == ["Homer"]


# -- Bartholomew Roberts --------------------------------------------------------------------
# Inspire: Score a top card with a {crown} from anywhere.
# Karma: If you would score a card, first claim an achievement matching that card's value,
# ignoring the age requirement.


def test_roberts_inspire_scores_a_top_crown_card_from_any_board():
    game = figures(
        {
            "Alice": {"board": {"green": ["Bartholomew Roberts"]}},
            "Bob": {"board": {"purple": ["Code of Laws"], "red": ["Archery"]}},
        },
        supply={"5": ["Coal"]},
    )
    act(game, "inspire green")
    expect(game, "Alice", "choose_card", ["Bartholomew Roberts", "Code of Laws"])
    act(game, "Code of Laws")
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Bartholomew Roberts"]},
            "score": ["Code of Laws"],
            "hand": ["Coal"],
            "scored": 1,
        },
        "Bob": {"board": {"red": ["Archery"]}},
    }


def test_roberts_first_claims_an_achievement_of_the_scored_value_ignoring_the_top_card():
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Bartholomew Roberts"]},
                # 24 points and Roberts's bonus (6): 30, enough for a 6 but for the top card.
                "score": ["Atomic Theory", "Encyclopedia", "Canning", "Vaccination"],
            },
            "Bob": {"board": {"green": ["Metric System"]}},
        },
        achievements=["Agriculture", "Democracy"],
        supply={"5": ["Coal"]},
    )
    act(game, "inspire green", "Metric System")
    assert achievements(game, "Alice") == ["Democracy"]
    assert "Metric System" in score_pile(game, "Alice")
    log = texts(game)
    assert log.index("Alice achieves the 6 achievement.") < log.index(
        "Alice scores Metric System from Bob's board."
    )


def test_roberts_claims_nothing_without_the_score():
    game = figures(
        {
            "Alice": {"board": {"green": ["Bartholomew Roberts"]}, "score": ["Canning"]},
            "Bob": {"board": {"green": ["Metric System"]}},
        },
        achievements=["Democracy"],
        supply={"5": ["Coal"]},
    )
    act(game, "inspire green", "Metric System")
    assert achievements(game, "Alice") == []
    assert available(game) == ["Democracy"]


def test_roberts_does_not_act_when_covered():
    game = figures(
        {
            "Alice": {
                "board": {"green": {"cards": ["Sailing", "Bartholomew Roberts"], "splay": "right"}},
                "score": ["Coal", "Physics"],
            },
            "Bob": {"board": {"purple": ["Code of Laws"]}},
        },
        achievements=["Agriculture"],
        supply={"1": ["Oars"]},
    )
    # Roberts's inspire shows (splayed right), his karma does not act.
    act(game, "inspire green", "Code of Laws")
    assert achievements(game, "Alice") == []
    assert "Code of Laws" in score_pile(game, "Alice")


def test_roberts_does_not_act_on_an_opponents_score():
    game = figures(
        {
            "Alice": {"board": {"green": ["Bartholomew Roberts"]}, "score": ["Coal", "Physics"]},
            "Bob": {
                "board": {"purple": {"cards": ["Code of Laws", "Johannes Vermeer"], "splay": "up"}}
            },
        },
        achievements=["Education"],
        supply={"3": ["Optics"], "1": ["Oars"]},
        turn="Bob",
    )
    act(game, "inspire purple")  # Vermeer's inspire: Bob draws and scores a 3
    assert score_pile(game, "Bob") == ["Optics"]
    assert achievements(game, "Alice") == []


# -- Samuel de Champlain --------------------------------------------------------------------
# Inspire: Return a {5} from your hand. Draw a {6}.
# Karma: If you would draw a fifth card into your hand, first claim an achievement of that
# card's value or below, regardless of eligibility.


def test_champlain_inspire_returns_a_5_and_draws_a_6():
    game = figures(
        {
            "Alice": {"board": {"green": ["Samuel de Champlain"]}, "hand": ["Coal", "Sailing"]},
            "Bob": {},
        },
        supply={"5": ["Physics"], "6": ["Canning"]},
    )
    act(game, "inspire green")
    assert hand(game, "Alice") == ["Canning", "Physics", "Sailing"]
    assert supply(game, 5)[-1] == "Coal"


def test_champlain_claims_an_achievement_before_a_fifth_card_is_drawn():
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Samuel de Champlain"]},
                "hand": ["Oars", "Sailing", "Pottery", "Writing"],
            },
            "Bob": {},
        },
        achievements=["Agriculture", "Mathematics", "Physics", "Democracy"],
        supply={"5": ["Coal"]},
    )
    act(game, "draw")
    expect(game, "Alice", "choose_value", [1, 2, 5])  # the 5 drawn, or below
    act(game, 5)
    assert achievements(game, "Alice") == ["Physics"]
    assert hand(game, "Alice") == ["Coal", "Oars", "Pottery", "Sailing", "Writing"]


def test_champlain_claims_nothing_before_a_fourth_or_a_sixth_card():
    for cards in (
        ["Oars", "Sailing", "Pottery"],
        ["Oars", "Sailing", "Pottery", "Writing", "Tools"],
    ):
        game = figures(
            {"Alice": {"board": {"green": ["Samuel de Champlain"]}, "hand": cards}, "Bob": {}},
            achievements=["Agriculture"],
            supply={"5": ["Coal"]},
        )
        act(game, "draw")
        assert achievements(game, "Alice") == []
        assert "Coal" in hand(game, "Alice")


# -- Antonie Van Leeuwenhoek ----------------------------------------------------------------
# Echo: Draw a {6}.
# Karma: Each card in hand counts as ten points towards the cost of claiming an achievement
# of that card's value.


def test_leeuwenhoek_echo_draws_a_6():
    game = figures(
        {"Alice": {"board": {"yellow": ["Antonie Van Leeuwenhoek"]}}, "Bob": {}},
        supply={"6": ["Canning"]},
    )
    act(game, "dogma Antonie Van Leeuwenhoek")
    assert hand(game, "Alice") == ["Canning"]


def _achieve_options(game, who):
    return [o for o in expect(game, who, "action").options if o.startswith("achieve")]


def test_leeuwenhoek_cards_in_hand_count_ten_points_for_their_value():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Antonie Van Leeuwenhoek"]},
                "hand": ["Coal", "Chemistry", "Oars"],  # two 5s: 20 points for a 5
                "score": ["Physics"],  # 5 points
            },
            "Bob": {},
        },
        achievements=["Measurement", "Fermenting"],
    )
    assert _achieve_options(game, "Alice") == ["achieve 5"]  # (Oars: 10 points for a 1 only)
    act(game, "achieve 5")
    assert achievements(game, "Alice") == ["Measurement"]


def test_leeuwenhoek_counts_only_for_its_owner_and_on_top():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Antonie Van Leeuwenhoek"]}},
            "Bob": {
                "board": {"blue": ["Chemistry"]},
                "hand": ["Coal", "Steam Engine"],
                "score": ["Physics"],
            },
        },
        achievements=["Measurement"],
        turn="Bob",
    )
    assert _achieve_options(game, "Bob") == []
    game = figures(
        {
            "Alice": {
                "board": {
                    "yellow": {"cards": ["Statistics", "Antonie Van Leeuwenhoek"], "splay": "left"}
                },
                "hand": ["Coal", "Chemistry"],
                "score": ["Physics"],
            },
            "Bob": {},
        },
        achievements=["Measurement"],
    )
    assert _achieve_options(game, "Alice") == []


# -- Christopher Polhem ---------------------------------------------------------------------
# Inspire: Draw and tuck a {4}.
# Karma 1: You may issue an Expansion Decree with any two figures.
# Karma 2: Each {factory} on your board provides two additional points towards your score.


def test_polhem_inspire_draws_and_tucks_a_4():
    game = figures(
        {"Alice": {"board": {"yellow": ["Christopher Polhem"]}}, "Bob": {}},
        supply={"4": ["Anatomy"], "5": ["Coal"]},
    )
    act(game, "inspire yellow")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Christopher Polhem", "Anatomy"]},
        "hand": ["Coal"],
        "tucked": 1,
    }


def _score(game, who):
    return game.view(who)["players"][game.names.index(who)]["score"]


def test_polhem_each_factory_gives_two_points():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Christopher Polhem"], "red": ["Coal"]},  # 2 + 3 factories
                "score": ["Oars"],
            },
            "Bob": {"board": {"red": ["Machine Tools"]}, "score": ["Sailing"]},
        },
    )
    assert _score(game, "Alice") == 1 + 2 * 5
    assert _score(game, "Bob") == 1  # not Bob's factories


def test_polhem_gives_no_points_when_covered():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": {"cards": ["Canning", "Christopher Polhem"], "splay": "right"}},
            },
            "Bob": {},
        },
    )
    assert _score(game, "Alice") == 0


def test_polhem_issues_an_expansion_decree_with_two_figures():
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Christopher Polhem"], "red": ["Oars", "Archery"]},
                "hand": ["Isaac Newton", "Shivaji"],
            },
            "Bob": {},
        },
    )
    d = expect(game, "Alice", "action")
    assert [o for o in d.options if o.startswith("decree")] == ["decree Expansion"]
    act(game, "decree Expansion")  # only red can be splayed up
    assert splay(game, "Alice", "red") == "up"
    assert achievements(game, "Alice") == ["Expansion"]


# -- Bartolomeo Cristofori ------------------------------------------------------------------
# Inspire: Meld a card from your hand.
# Karma: If you would meld the fifth visible card of a color on your board, first claim an
# achievement ignoring the score restriction.

FOUR_BLUE = {"cards": ["Mathematics", "Writing", "Tools", "Pottery"], "splay": "right"}


def test_cristofori_inspire_melds_a_card_from_hand():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Bartolomeo Cristofori"]}, "hand": ["Sailing"]},
            "Bob": {},
        },
        supply={"5": ["Coal"]},
    )
    act(game, "inspire purple")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Bartolomeo Cristofori"], "green": ["Sailing"]},
        "hand": ["Coal"],
    }


def test_cristofori_melding_the_fifth_visible_card_first_claims_an_achievement():
    game = figures(
        {
            "Alice": {
                "board": {"purple": ["Bartolomeo Cristofori"], "blue": FOUR_BLUE},
                "hand": ["Experimentation"],
            },
            "Bob": {},
        },
        achievements=["Agriculture", "Currency", "Physics", "Democracy"],
        supply={"5": ["Coal"]},
    )
    act(game, "inspire purple")
    expect(game, "Alice", "choose_value", [1, 2, 5])  # top card 5; no score needed
    act(game, 5)
    assert achievements(game, "Alice") == ["Physics"]
    assert board(game, "Alice", "blue")[0] == "Experimentation"


def test_cristofori_claims_nothing_for_a_fourth_or_an_unsplayed_colour():
    three = {"cards": ["Writing", "Tools", "Pottery"], "splay": "right"}
    unsplayed = ["Mathematics", "Writing", "Tools", "Pottery"]
    for blue in (three, unsplayed):
        game = figures(
            {
                "Alice": {
                    "board": {"purple": ["Bartolomeo Cristofori"], "blue": blue},
                    "hand": ["Experimentation"],
                },
                "Bob": {},
            },
            achievements=["Agriculture"],
        )
        act(game, "meld Experimentation")
        assert achievements(game, "Alice") == []


def test_cristofori_does_not_act_for_an_opponent():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Bartolomeo Cristofori"]}},
            "Bob": {"board": {"blue": FOUR_BLUE}, "hand": ["Experimentation"]},
        },
        achievements=["Agriculture"],
        turn="Bob",
    )
    act(game, "meld Experimentation")
    assert achievements(game, "Alice") == []
    assert achievements(game, "Bob") == []


# -- Johannes Vermeer -----------------------------------------------------------------------
# Inspire: Draw and score a {3}.
# Karma: If you would claim a standard achievement, first claim an achievement of value one
# higher, regardless of eligibility.


def test_vermeer_inspire_draws_and_scores_a_3():
    game = figures(
        {"Alice": {"board": {"purple": ["Johannes Vermeer"]}}, "Bob": {}},
        supply={"3": ["Optics"], "5": ["Coal"]},
    )
    act(game, "inspire purple")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Johannes Vermeer"]},
        "score": ["Optics"],
        "hand": ["Coal"],
        "scored": 1,
    }


def test_vermeer_first_claims_an_achievement_one_higher():
    game = figures(
        {"Alice": {"board": {"purple": ["Johannes Vermeer"]}}, "Bob": {}},  # bonus 5: 5 points
        achievements=["Agriculture", "Currency", "Optics"],
    )
    act(game, "achieve 1")
    assert achievements(game, "Alice") == ["Agriculture", "Currency"]
    log = texts(game)
    assert log.index("Alice achieves the 2 achievement.") < log.index(
        "Alice achieves the 1 achievement."
    )


def test_vermeer_without_an_achievement_one_higher_claims_only_the_one():
    game = figures(
        {"Alice": {"board": {"purple": ["Johannes Vermeer"]}}, "Bob": {}},
        achievements=["Agriculture", "Optics"],
    )
    act(game, "achieve 1")
    assert achievements(game, "Alice") == ["Agriculture"]


def test_vermeer_does_not_act_for_an_opponent():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Johannes Vermeer"]}},
            "Bob": {"board": {"green": ["Sailing"]}, "score": ["Coal"]},
        },
        achievements=["Agriculture", "Currency"],
        supply={"figures": {"5": ["Isaac Newton"]}},
        turn="Bob",
    )
    act(game, "achieve 1")
    assert achievements(game, "Bob") == ["Agriculture"]
    assert achievements(game, "Alice") == []
