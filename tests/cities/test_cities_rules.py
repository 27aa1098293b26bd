"""The rules of Cities of Destiny (deluxe rulebook p13-15, online rules).

City draws, the special icons of a city melded by a Meld action, flags and
fountains, the Endorse action (with the rulebook's Pirate Code example), the
five Cities special achievements, and what the views show.
"""

from __future__ import annotations

import pytest
from helpers import (
    achievements,
    act,
    board,
    cards_of,
    cities,
    echoes,
    expect,
    hand,
    icons,
    score_pile,
    splay,
    supply,
    texts,
)

import inno
from inno.data.cards import BY_NAME, HAS_ICON, LEAF

# -- setup and draws -----------------------------------------------------------------------


def test_cities_setup_and_achievements_needed():
    game = inno.Game(players=2, expansions=["cities"], seed=1)
    specials = game.to_position()["special_achievements"]
    assert {"Legend", "Repute", "Fame", "Glory", "Victory"} <= set(specials)
    assert game.achievements_needed == 7
    assert inno.Game(players=5, expansions=["cities"], seed=1).achievements_needed == 4
    both = inno.Game(players=6, expansions=["cities", "echoes"], seed=1)
    assert both.achievements_needed == 4  # 8 + 2 - 6


def test_a_meld_action_adding_a_new_colour_draws_a_city_of_the_highest_top_value():
    game = cities(
        {"Alice": {"board": {"blue": ["Calendar"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"cities": {"2": ["Rome"]}},
    )
    act(game, "meld Oars")  # red is new: draw a City of value 2 (Calendar)
    assert hand(game, "Alice") == ["Rome"]


def test_no_city_when_the_colour_is_not_new_or_a_city_is_in_hand():
    game = cities(
        {"Alice": {"board": {"red": ["Archery"]}, "hand": ["Oars", "Tools", "Troy"]}, "Bob": {}},
        supply={"cities": {"1": ["Athens"]}},
    )
    act(game, "meld Oars")  # red is not new
    act(game, "meld Tools")  # blue is new, but Troy is a city in hand
    assert hand(game, "Alice") == ["Troy"]


def test_a_melded_card_by_an_effect_draws_no_city():
    game = cities(
        {"Alice": {"board": {"green": ["Sailing"]}}, "Bob": {}},
        supply={"base": {"1": ["Oars"]}, "cities": {"1": ["Athens"]}},
    )
    act(game, "dogma Sailing")  # draw and meld a 1: a new colour, but no Meld action
    assert board(game, "Alice", "red") == ["Oars"]
    assert hand(game, "Alice") == []


def test_splaying_a_colour_in_a_new_direction_draws_a_city():
    game = cities(
        {
            "Alice": {"board": {"purple": ["Code of Laws"], "red": ["Archery"]}, "hand": ["Oars"]},
            "Bob": {},
        },
        supply={"cities": {"1": ["Athens", "Troy"]}},
    )
    act(game, "dogma Code of Laws", "Oars", "yes")  # tuck Oars under red, splay red left
    assert splay(game, "Alice", "red") == "left"
    assert hand(game, "Alice") == ["Athens"]


def test_an_empty_cities_pile_gives_a_base_card_instead():
    # The rulebook: "There are 2 base cards and 0 Cities cards in the age 2 supply piles.
    # You need to draw a City of value 2, so you draw a base 2 instead."
    game = cities(
        {"Alice": {"board": {"blue": ["Calendar"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"base": {"2": ["Fermenting"]}},
        removed=cards_of(2, "cities"),
    )
    act(game, "meld Oars")
    assert hand(game, "Alice") == ["Fermenting"]


def test_with_echoes_a_base_card_instead_of_a_city_follows_the_echoes_rule():
    game = cities(
        {"Alice": {"board": {"blue": ["Calendar"]}, "hand": ["Oars", "Tools"]}, "Bob": {}},
        expansions=["echoes", "cities"],
        supply={"base": {"2": ["Fermenting"]}, "echoes": {"2": ["Lever"]}},
        removed=cards_of(2, "cities"),
    )
    act(game, "meld Oars")  # the hand holds Tools (base): an Echoes 2
    assert hand(game, "Alice") == ["Lever", "Tools"]


@pytest.mark.parametrize(
    "splay,extra",
    [
        # Athens: top left, bottom left, bottom middle: bulbs; bottom right: leaf;
        # top middle: plus; top right: hex.
        ("left", {"leaf": 1}),  # bottom right (and the hex, top right)
        ("right", {"lightbulb": 2}),  # top left, bottom left
        ("up", {"lightbulb": 2, "leaf": 1}),  # the bottom row
    ],
)
def test_what_a_splay_shows_of_a_covered_city(splay, extra):
    stack = {"red": {"cards": ["Archery", "Athens"], "splay": splay}}
    game = cities({"Alice": {"board": stack}, "Bob": {}})
    alone = cities({"Alice": {"board": {"red": ["Archery"]}}, "Bob": {}})
    expected = dict(icons(alone, "Alice"))
    for icon, n in extra.items():
        expected[icon] += n
    assert icons(game, "Alice") == expected


def test_a_top_city_shows_all_six_slots_a_search_icon_counting_as_its_icon():
    game = cities({"Alice": {"board": {"green": ["Marseille"]}}, "Bob": {}})
    assert icons(game, "Alice")["crown"] == 3  # two crowns and a search crown
    assert icons(game, "Alice")["castle"] == 1


# -- special icons -----------------------------------------------------------------------------


def test_plus_draws_a_card_one_higher_than_the_city():
    game = cities(
        {"Alice": {"board": {"red": ["Archery"]}, "hand": ["Athens"]}, "Bob": {}},
        supply={"base": {"2": ["Calendar"]}},
    )
    act(game, "meld Athens")  # Athens (1, red): a plus
    assert hand(game, "Alice") == ["Calendar"]


def test_two_pluses_draw_twice():
    game = cities(
        {"Alice": {"board": {"red": ["Coal"]}, "hand": ["Milan"]}, "Bob": {}},
        supply={"base": {"5": ["Astronomy", "Chemistry"]}},
    )
    act(game, "meld Milan")  # Milan (4, red): two pluses, two 5s
    assert hand(game, "Alice") == ["Astronomy", "Chemistry"]


def test_an_arrow_splays_the_city_colour_and_that_draws_a_city():
    game = cities(
        {"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Cordoba"]}, "Bob": {}},
        supply={"cities": {"3": ["Venice"]}},
    )
    act(game, "meld Cordoba")  # Cordoba (3, blue): arrow left
    assert splay(game, "Alice", "blue") == "left"
    assert hand(game, "Alice") == ["Venice"]


def test_search_keeps_the_cards_with_its_icon_and_returns_the_rest():
    # Troy (1, blue): search castle, X = 1: one base 1 drawn and revealed.
    game = cities(
        {"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Troy"]}, "Bob": {}},
        supply={"base": {"1": ["Archery"]}},
    )
    act(game, "meld Troy")
    log = texts(game)
    search = log.index(
        "Alice searches for a castle with Troy: draws and reveals 1 base 1, "
        "keeps those with a castle."
    )
    assert log[search + 1 :] == ["Alice draws Archery.", "Alice reveals Archery."]
    assert hand(game, "Alice") == ["Archery"]  # Archery has a castle: kept
    game = cities(
        {"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Troy"]}, "Bob": {}},
        supply={"base": {"1": ["Sailing"]}},
    )
    act(game, "meld Troy")
    assert hand(game, "Alice") == []
    assert supply(game, 1)[-1] == "Sailing"  # no castle: returned


def test_search_ignores_the_karmas():
    # "Ignore all expansion draw rules and effects during a Search action."  Rhazes
    # (Figures): "If you would draw a card, first tuck a card of the same value from your
    # hand."  Sparta (2, red): search castle, two base 2s.  No karma acts in the search.
    game = cities(
        {
            "Alice": {"board": {"yellow": ["Rhazes"], "red": ["Archery"]}, "hand": ["Sparta"]},
            "Bob": {},
        },
        expansions=["cities", "figures"],
        achievements=[],
        supply={"base": {"2": ["Construction", "Road Building"]}},
    )
    act(game, "meld Sparta")
    log = texts(game)
    search = next(i for i, t in enumerate(log) if t.startswith("Alice searches"))
    assert log[search + 1 : search + 5] == [
        "Alice draws Construction.",
        "Alice reveals Construction.",
        "Alice draws Road Building.",
        "Alice reveals Road Building.",
    ]
    assert hand(game, "Alice") == ["Construction", "Road Building"]  # both have a castle


def test_search_draws_x_cards_of_value_x_without_skipping():
    # Jakarta (3, yellow): search leaf, three base 3s.  Only two are left: no 4.
    game = cities(
        {"Alice": {"board": {"yellow": ["Agriculture"]}, "hand": ["Jakarta"]}, "Bob": {}},
        achievements=[],
        removed=[c for c in cards_of(3) if c not in ("Alchemy", "Medicine")],
    )
    act(game, "meld Jakarta")
    assert (
        "Alice searches for a leaf with Jakarta: draws and reveals 3 base 3s, "
        "keeps those with a leaf."
    ) in texts(game)
    # Those of the two with a leaf are kept (as the card data says).
    kept = sorted(c for c in ("Alchemy", "Medicine") if HAS_ICON[BY_NAME[c]][LEAF])
    assert hand(game, "Alice") == kept
    assert not any("draws a 4" in t for t in texts(game))


def test_special_icons_act_only_for_a_meld_action():
    # Domestication melds the lowest card in hand: Athens, whose plus does not act.
    game = cities(
        {
            "Alice": {"board": {"yellow": ["Domestication"]}, "hand": ["Athens", "Optics"]},
            "Bob": {},
        },
        supply={"base": {"1": ["Sailing"], "2": ["Calendar"]}},
    )
    act(game, "dogma Domestication")
    assert board(game, "Alice", "red") == ["Athens"]
    assert hand(game, "Alice") == ["Optics", "Sailing"]


# -- flags and fountains -----------------------------------------------------------------------


def flags(game, who):
    return next(p for p in game.view(who)["players"] if p["name"] == who)["flags_and_fountains"]


def test_a_visible_fountain_counts_as_an_achievement():
    game = cities({"Alice": {"board": {"red": ["Kuala Lumpur"]}}, "Bob": {}})
    assert flags(game, "Alice") == [{"icon": "fountain", "color": "red", "counts": True}]
    me = game.view("Alice")["players"][0]
    assert me["achievement_count"] == 1


def test_a_covered_fountain_does_not_count():
    game = cities({"Alice": {"board": {"red": ["Archery", "Kuala Lumpur"]}}, "Bob": {}})
    assert flags(game, "Alice") == []


def test_a_flag_counts_unless_an_opponent_has_more_visible_cards_of_its_colour():
    position = {"Alice": {"board": {"red": ["Algiers"]}}, "Bob": {"board": {"red": ["Oars"]}}}
    game = cities(position)  # a tie: it counts
    assert flags(game, "Alice") == [{"icon": "flag", "color": "red", "counts": True}]
    position["Bob"]["board"]["red"] = {"cards": ["Oars", "Archery"], "splay": "left"}
    game = cities(position)  # Bob shows two red cards
    assert flags(game, "Alice") == [{"icon": "flag", "color": "red", "counts": False}]
    assert game.view("Alice")["players"][0]["achievement_count"] == 0


def test_flags_win_the_moment_they_count():
    # 7 achievements win (2 players, Cities): Alice holds 6, and melds a fountain.
    game = cities(
        {
            "Alice": {
                "board": {"red": ["Coal"]},
                "hand": ["Kuala Lumpur"],
                "achievements": ["Tools", "Writing", "Calendar", "Optics", "Paper", "Mathematics"],
            },
            "Bob": {},
        },
        achievements=[],
    )
    act(game, "meld Kuala Lumpur")
    assert game.result.winners == ["Alice"] and game.result.reason == "achievements"


def test_a_flag_stops_counting_when_an_opponent_shows_more_cards_of_its_colour():
    # Alice's Algiers flag counts (Bob shows one red card, as many as Alice); then Bob
    # melds Delhi, whose arrow splays his red left: he shows two, and the flag is lost.
    game = cities(
        {
            "Alice": {"board": {"red": ["Algiers"]}},
            "Bob": {"board": {"red": ["Oars"]}, "hand": ["Delhi"]},
        },
        turn="Bob",
    )
    assert flags(game, "Alice")[0]["counts"]
    assert game.view("Bob")["players"][0]["achievement_count"] == 1
    act(game, "meld Delhi")
    assert splay(game, "Bob", "red") == "left"
    assert flags(game, "Alice") == [{"icon": "flag", "color": "red", "counts": False}]
    assert game.view("Bob")["players"][0]["achievement_count"] == 0


def test_a_flag_is_only_compared_with_opponents_not_a_teammate():
    # Four players in teams, Alice with Carol: Carol's three visible red cards do not
    # take Alice's flag away, Bob's two do.
    position = {
        "Alice": {"board": {"red": ["Algiers"]}},
        "Bob": {},
        "Carol": {"board": {"red": {"cards": ["Oars", "Archery", "Optics"], "splay": "left"}}},
        "Dave": {},
    }
    game = cities(position, options={"teams": True})
    assert game.team[0] == game.team[2]
    assert flags(game, "Alice")[0]["counts"]
    position["Bob"]["board"] = {
        "red": {"cards": ["Construction", "Road Building"], "splay": "left"}
    }
    game = cities(position, options={"teams": True})
    assert not flags(game, "Alice")[0]["counts"]


def test_flags_and_fountains_count_for_cards_that_compare_achievements():
    # Self Service: "If you have more achievements than each other player, you win."
    # Alice holds one achievement, Bob two; her two fountains (Brussels) make three.
    game = cities(
        {
            "Alice": {
                "board": {"green": ["Self Service"], "purple": ["Brussels"]},
                "achievements": ["Tools"],
            },
            "Bob": {"achievements": ["Writing", "Calendar"]},
        },
    )
    act(game, "dogma Self Service")
    assert game.result.winners == ["Alice"] and game.result.card == "Self Service"


# -- Endorse ----------------------------------------------------------------------------------


def test_the_rulebook_endorse_example_the_pirate_code_with_jakarta():
    # Endorse The Pirate Code with Jakarta (which shows a crown), paying with a card of
    # value 3 or less: the demand twice, then the non-demand shared and done twice.
    game = cities(
        {
            "Alice": {
                "board": {"red": ["The Pirate Code"], "yellow": ["Jakarta"], "green": ["Sailing"]},
                "hand": ["Oars", "Optics"],
            },
            "Bob": {"score": ["Tools", "Writing", "Calendar", "Mathematics"]},
        }
    )
    assert "endorse The Pirate Code" in game.pending.options
    act(game, "endorse The Pirate Code")
    expect(game, "Alice", "choose_card", ["Oars", "Optics"])  # both of value 3 or less
    act(game, "Oars")
    assert board(game, "Alice", "red") == ["The Pirate Code", "Oars"]
    # The demand, twice: Bob gives two cards of value 4 or less, then two more.
    while game.pending.player == "Bob":
        act(
            game,
            game.pending.options[:2]
            if game.pending.kind == "choose_cards"
            else game.pending.options[0],
        )
    assert score_pile(game, "Bob") == []
    assert len(score_pile(game, "Alice")) >= 4
    log = texts(game)
    # The demand issued twice, the non-demand executed twice by Alice: a line each time.
    first = log.index("The Pirate Code demand 1: demanded of Bob.")
    second = log.index("The Pirate Code demand 1 again (Endorse): demanded of Bob.")
    effect = log.index("The Pirate Code effect 2: executed by Alice.")
    again = log.index("The Pirate Code effect 2 again (Endorse): executed by Alice.")
    assert first < second < effect < again
    assert log.count("The Pirate Code demand 1: demanded of Bob.") == 1
    assert "Alice endorses The Pirate Code with Jakarta." in log
    # Then the non-demand: Alice scores her lowest top card with a crown, twice.
    assert board(game, "Alice", "green") == [] and board(game, "Alice", "yellow") == []


def test_endorse_demands_go_around_the_table_twice():
    # Archery (castle) endorsed with Uruk: Bob, Carol, Bob, Carol each draw a 1 and give
    # Alice their highest card.
    game = cities(
        {
            "Alice": {"board": {"red": ["Archery"], "yellow": ["Uruk"]}, "hand": ["Sailing"]},
            "Bob": {},
            "Carol": {},
        },
        supply={"base": {"1": ["Oars", "Tools", "Pottery", "Writing"]}},
    )
    act(game, "endorse Archery")  # Sailing is the only payment: no question
    draws = [(e["player"], e["card"]) for e in game.log if e["type"] == "draw"]
    assert draws == [("Bob", "Oars"), ("Carol", "Tools"), ("Bob", "Pottery"), ("Carol", "Writing")]
    assert hand(game, "Alice") == ["Oars", "Pottery", "Tools", "Writing"]
    assert board(game, "Alice", "green") == ["Sailing"]  # the payment, tucked


def test_endorse_a_sharer_executes_once_the_endorser_twice_then_the_sharing_draw():
    # Writing (lightbulb: draw a 2) endorsed with Thebes (lightbulbs, 1): Bob (5
    # lightbulbs) shares once, Alice draws twice, then her draw for sharing.
    game = cities(
        {
            "Alice": {"board": {"blue": ["Writing"], "red": ["Thebes"]}, "hand": ["Oars"]},
            "Bob": {"board": {"blue": ["Tools"], "purple": ["Philosophy"]}},
        },
        supply={"base": {"1": ["Pottery"], "2": ["Calendar", "Fermenting", "Mapmaking"]}},
    )
    act(game, "endorse Writing")  # Oars is the only payment: no question
    # Bob shares once, Alice executes twice: the second time has a line of its own.
    assert [t for t in texts(game) if t.startswith("Writing")] == [
        "Writing effect 1: executed by Bob, Alice.",
        "Writing effect 1 again (Endorse): executed by Alice.",
    ]
    draws = [(e["player"], e["card"]) for e in game.log if e["type"] == "draw"]
    assert draws == [
        ("Bob", "Calendar"),
        ("Alice", "Fermenting"),
        ("Alice", "Mapmaking"),
        ("Alice", "Pottery"),  # the sharing bonus: a card of her highest top value
    ]


def test_endorse_with_echoes_executes_the_echo_effects_too_twice_for_the_endorser():
    # Ruler (echo: draw a 2; dogma: no effect), endorsed with Thebes: its echo effect is
    # a non-demand effect of the doubled Dogma action.
    game = cities(
        {"Alice": {"board": {"blue": ["Ruler"], "red": ["Thebes"]}, "hand": ["Oars"]}, "Bob": {}},
        expansions=["echoes", "cities"],
        supply={"base": {"2": ["Calendar"]}, "echoes": {"2": ["Lever"]}},
    )
    act(game, "endorse Ruler")
    # Two draws (the second an Echoes card: her hand holds only a base card).
    assert hand(game, "Alice") == ["Calendar", "Lever"]
    log = texts(game)
    assert log.index("Ruler echo effect: executed by Alice.") < log.index(
        "Ruler echo effect again (Endorse): executed by Alice."
    )


def test_a_city_with_the_featured_icon_but_no_cheap_enough_card_cannot_endorse():
    game = cities(
        {
            "Alice": {"board": {"red": ["Archery"], "yellow": ["Uruk"]}, "hand": ["Optics"]},
            "Bob": {},
        }
    )
    assert "endorse Archery" not in game.pending.options
    with pytest.raises(inno.IllegalAnswer, match="endorse Archery"):
        game.answer("endorse Archery")
    game = cities({"Alice": {"board": {"red": ["Archery"], "yellow": ["Uruk"]}}, "Bob": {}})
    why = {u["action"]: u["why"] for u in game.pending.to_dict()["unavailable"]}
    assert why["endorse"] == "no card in your hand to pay with"


def test_endorse_without_cities_in_play_is_not_an_action():
    game = echoes({"Alice": {"board": {"red": ["Archery"]}, "hand": ["Oars"]}, "Bob": {}})
    before = game.to_json()
    with pytest.raises(inno.IllegalAnswer, match="meld Oars") as error:
        game.answer("endorse Archery")
    assert "endorse" not in str(error.value).split("allowed")[-1]
    assert game.to_json() == before


def test_endorse_choices_which_city_and_which_payment():
    # Two cities show a castle (Uruk 1, Nanjing 2), and two cards can pay.
    game = cities(
        {
            "Alice": {
                "board": {"red": ["Archery"], "yellow": ["Uruk"], "green": ["Nanjing"]},
                "hand": ["Sailing", "Calendar", "Optics"],
            },
            "Bob": {"board": {"red": ["Coal"]}},
        },
    )
    act(game, "endorse Archery")
    expect(game, "Alice", "choose_card", ["Nanjing", "Uruk"])
    act(game, "Nanjing")
    expect(game, "Alice", "choose_card", ["Calendar", "Sailing"])  # value 2 or less
    act(game, "Calendar")
    assert board(game, "Alice", "blue") == ["Calendar"]


def test_endorse_once_a_turn_and_only_with_a_city_and_a_payment():
    game = cities(
        {
            "Alice": {
                "board": {"blue": ["Writing"], "yellow": ["Jakarta"]},
                "hand": ["Oars", "Tools"],
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Calendar", "Fermenting", "Mapmaking", "Mathematics"]}},
    )
    # Writing's featured icon is the lightbulb; Jakarta has none.
    assert not any(o.startswith("endorse") for o in game.pending.options)
    why = {u["action"]: u["why"] for u in game.pending.to_dict()["unavailable"]}
    assert "endorse Writing" in why
    with pytest.raises(inno.IllegalAnswer, match="endorse Writing"):
        game.answer("endorse Writing")


def test_endorse_is_refused_once_taken_this_turn():
    game = cities(
        {
            "Alice": {
                "board": {"purple": ["Code of Laws"], "yellow": ["Jakarta"]},
                "hand": ["Oars", "Tools", "Sailing"],
            },
            "Bob": {},
        }
    )
    act(game, "endorse Code of Laws", "Oars")
    while game.pending.player == "Alice" and game.pending.kind != "action":
        act(
            game,
            game.pending.options[-1] if None in game.pending.options else game.pending.options[0],
        )
    assert game.pending.kind == "action"
    assert not any(o.startswith("endorse") for o in game.pending.options)
    why = {u["action"]: u["why"] for u in game.pending.to_dict()["unavailable"]}
    assert why["endorse"] == "you have taken the endorse action this turn"
    assert game.to_position()["turn"]["used"] == ["endorse"]


def test_a_city_can_never_be_activated():
    game = cities({"Alice": {"board": {"yellow": ["Jakarta"]}}, "Bob": {}})
    assert "dogma Jakarta" not in game.pending.options


# -- special achievements --------------------------------------------------------------------


@pytest.mark.parametrize(
    "special,city,stack",
    [
        ("Legend", "Cordoba", {"blue": {"cards": ["Writing", "Tools"], "splay": "left"}}),
        (
            "Repute",
            "Vienna",
            {"purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "right"}},
        ),
        ("Fame", "Taipei", {"blue": {"cards": ["Writing", "Tools"], "splay": "up"}}),
    ],
)
def test_meld_a_city_with_an_arrow_on_a_colour_already_splayed_that_way(special, city, stack):
    game = cities({"Alice": {"board": stack, "hand": [city]}, "Bob": {}})
    act(game, f"meld {city}")
    assert special in achievements(game, "Alice")
    assert special not in game.to_position()["special_achievements"]


def test_no_special_achievement_for_a_city_arrow_on_a_colour_splayed_another_way():
    stack = {"blue": {"cards": ["Writing", "Tools"], "splay": "right"}}
    game = cities({"Alice": {"board": stack, "hand": ["Cordoba"]}, "Bob": {}})
    act(game, "meld Cordoba")
    assert splay(game, "Alice", "blue") == "left"
    assert achievements(game, "Alice") == []


def test_no_legend_when_the_arrow_splays_the_colour_itself():
    game = cities(
        {"Alice": {"board": {"blue": ["Writing", "Tools"]}, "hand": ["Cordoba"]}, "Bob": {}}
    )
    act(game, "meld Cordoba")
    assert splay(game, "Alice", "blue") == "left"
    assert "Legend" not in achievements(game, "Alice")


def test_glory_and_victory_tuck_a_city_with_a_flag_or_a_fountain():
    for city, special in (("Algiers", "Glory"), ("Kuala Lumpur", "Victory")):
        game = cities(
            {
                "Alice": {
                    "board": {"purple": ["Code of Laws"], "red": ["Archery"]},
                    "hand": [city],
                },
                "Bob": {},
            }
        )
        act(game, "dogma Code of Laws", city, "no")
        assert special in achievements(game, "Alice"), city
