"""Cities of Destiny, from the rulebooks' text alone (an outside checker's tests).

Every test reads one sentence of the Cities parts of deluxe-rulebook.txt and
online-rules-en.txt (the city draw, the special icons of a melded city, the icon
slots, flags and fountains, the Cities special achievements, Endorse), builds a
position with the documented API (docs/position-format.md), acts by answering
`game.pending`, and checks `game.to_position()`, `game.view()` and `game.result`.
Cities and their special icons are read from the card data (cards.json, as packaged).
"""

from __future__ import annotations

import pytest
from helpers import cards_of

import inno
from inno.data.cards import RECORDS

ICONS = {r["name"]: r["icons"] for r in RECORDS if r["kind"] == "age"}
AGE = {r["name"]: r["age"] for r in RECORDS if r["kind"] == "age"}


def game(players: dict, expansions=("cities",), **rest) -> inno.Game:
    """A game at the first player's action decision, no standard achievements unless given."""
    position = {
        "players": [{"name": name, **zones} for name, zones in players.items()],
        "expansions": list(expansions),
        "achievements": [],
        **rest,
    }
    return inno.Game.from_position(position)


def answer(g: inno.Game, *answers) -> None:
    for a in answers:
        assert g.pending is not None, f"no decision left for {a!r}"
        assert a in g.pending.options or a is None, (a, g.pending)
        g.answer(a)


def me(g: inno.Game, name: str) -> dict:
    return next(p for p in g.to_position()["players"] if p["name"] == name)


def hand(g, name):
    return me(g, name)["hand"]


def stack(g, name, colour):
    s = me(g, name)["board"].get(colour)
    return (s["cards"], s["splay"]) if s else ([], "none")


def achieved(g, name):
    return me(g, name)["achievements"]


def view_player(g, name, viewer=None):
    v = g.view(viewer or name)
    return next(p for p in v["players"] if p["name"] == name)


def supply(g, age, set_="base"):
    return g.to_position()["supply"].get(set_, {}).get(str(age), [])


def is_action_of(g, name, remaining=None) -> bool:
    p = g.pending
    ok = p is not None and p.kind == "action" and p.player == name
    if ok and remaining is not None:
        ok = g.to_position()["turn"]["actions"] == remaining
    return ok


# ---------------------------------------------------------------------------
# The city draw: "When you take a Meld action to meld a card that adds a new color
# to your board, draw a City. ... If you already have a Cities card in your hand,
# ignore these conditions. ... draw a Cities card of value equal to your highest
# top card."
# ---------------------------------------------------------------------------


def test_city_draw_new_colour_by_meld_action_value_of_highest_top_card():
    g = game(
        {"A": {"hand": ["Pottery"], "board": {"red": ["Engineering"]}}, "B": {}},
        supply={"cities": {"3": ["Venice"], "1": ["Troy"]}},
    )
    answer(g, "meld Pottery")
    assert hand(g, "A") == ["Venice"]  # a City of the highest top card (3), not of Pottery (1)
    assert stack(g, "A", "blue") == (["Pottery"], "none")
    assert supply(g, 1, "cities")[0] == "Troy"
    assert hand(g, "B") == [] and me(g, "B")["board"] == {}
    assert is_action_of(g, "A", 1)


def test_city_draw_the_melded_card_counts_as_a_top_card():
    g = game(
        {"A": {"hand": ["Paper"], "board": {"red": ["Archery"]}}, "B": {}},
        supply={"cities": {"3": ["Venice"], "1": ["Troy"]}},
    )
    answer(g, "meld Paper")
    assert hand(g, "A") == ["Venice"]


def test_city_draw_not_when_the_colour_is_not_new():
    g = game(
        {"A": {"hand": ["Archery"], "board": {"red": ["Oars"]}}, "B": {}},
        supply={"cities": {"1": ["Troy"]}},
    )
    answer(g, "meld Archery")
    assert hand(g, "A") == []
    assert supply(g, 1, "cities")[0] == "Troy"


def test_city_draw_not_with_a_city_in_hand():
    g = game(
        {"A": {"hand": ["Pottery", "Troy"], "board": {"red": ["Oars"]}}, "B": {}},
        supply={"cities": {"1": ["Yin"]}},
    )
    answer(g, "meld Pottery")
    assert hand(g, "A") == ["Troy"]
    assert supply(g, 1, "cities")[0] == "Yin"


def test_city_draw_after_melding_the_only_city_in_hand_to_a_new_colour():
    # San Francisco has no special icon (cards README); once melded, no city is in hand
    g = game(
        {"A": {"hand": ["San Francisco"], "board": {"red": ["Archery"]}}, "B": {}},
        supply={"cities": {"7": ["Lyon"]}},
    )
    answer(g, "meld San Francisco")
    assert stack(g, "A", "purple") == (["San Francisco"], "none")
    assert hand(g, "A") == ["Lyon"]  # value 7: the highest top card is the city itself


def test_city_draw_from_an_empty_cities_pile_gives_a_base_card_of_that_value():
    # "There are 2 base cards and 0 Cities cards in the age 2 supply piles. You need to
    # draw a City of value 2, so you draw a base 2 instead."
    g = game(
        {"A": {"hand": ["Pottery"], "board": {"red": ["Construction"]}}, "B": {}},
        supply={"base": {"2": ["Calendar", "Philosophy"]}},
        removed=cards_of(2, "cities"),
    )
    answer(g, "meld Pottery")
    assert hand(g, "A") == ["Calendar"]
    assert supply(g, 2, "cities") == []


def test_city_draw_skips_an_age_whose_base_pile_is_empty():
    # "that age is considered empty for all types of cards": no City 3, a City 4
    others = [c for c in cards_of(3, "base") if c != "Engineering"]
    g = game(
        {"A": {"hand": ["Pottery"], "board": {"red": ["Engineering"]}}, "B": {}},
        supply={"cities": {"3": ["Venice"], "4": ["Madrid"]}},
        removed=others,
    )
    answer(g, "meld Pottery")
    assert hand(g, "A") == ["Madrid"]
    assert supply(g, 3, "cities")[0] == "Venice"


def test_city_draw_not_for_a_new_colour_melded_by_an_effect():
    # Sailing: "Draw and meld a 1" is no Meld action
    g = game(
        {"A": {"board": {"green": ["Sailing"]}}, "B": {}},
        supply={"base": {"1": ["Pottery", "Tools"]}, "cities": {"1": ["Troy"]}},
    )
    answer(g, "dogma Sailing")
    assert stack(g, "A", "blue") == (["Pottery"], "none")
    assert hand(g, "A") == []
    assert supply(g, 1, "cities")[0] == "Troy"


# "Immediately after splaying a color in any new direction, draw a City."


def test_city_draw_after_a_splay_by_an_effect():
    g = game(
        {"A": {"board": {"purple": ["Philosophy"], "red": ["Archery", "Oars"]}}, "B": {}},
        supply={"cities": {"2": ["Rome"], "1": ["Troy"]}},
    )
    answer(g, "dogma Philosophy")
    answer(g, "yes")  # "splay your red cards left?": the only stack to splay
    assert stack(g, "A", "red") == (["Archery", "Oars"], "left")
    assert hand(g, "A") == ["Rome"]  # the highest top card is Philosophy (2)
    # the second effect: "You may score a card from your hand": decline
    answer(g, None)
    assert hand(g, "A") == ["Rome"]
    assert is_action_of(g, "A", 1)


def test_city_draw_after_a_splay_not_with_a_city_in_hand():
    g = game(
        {
            "A": {
                "hand": ["Troy"],
                "board": {"purple": ["Philosophy"], "red": ["Archery", "Oars"]},
            },
            "B": {},
        },
        supply={"cities": {"2": ["Rome"]}},
    )
    answer(g, "dogma Philosophy", "yes")
    assert stack(g, "A", "red") == (["Archery", "Oars"], "left")
    assert hand(g, "A") == ["Troy"]
    assert supply(g, 2, "cities")[0] == "Rome"


def test_city_draw_after_a_splay_from_right_to_left():
    g = game(
        {
            "A": {
                "board": {
                    "purple": ["Philosophy"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                }
            },
            "B": {},
        },
        supply={"cities": {"2": ["Rome"]}},
    )
    answer(g, "dogma Philosophy", "yes")
    assert stack(g, "A", "red") == (["Archery", "Oars"], "left")
    assert hand(g, "A") == ["Rome"]


def test_city_draw_a_sharing_player_who_splays_draws_first():
    # three players; B (left of A) and C share Philosophy's splay, clockwise from A's left
    g = game(
        {
            "A": {"board": {"purple": ["Philosophy"], "red": ["Archery", "Oars"]}},
            "B": {"board": {"purple": ["Education"], "red": ["Engineering", "Construction"]}},
            "C": {"board": {"blue": ["Tools", "Writing"], "yellow": ["Perspective"]}},
        },
        supply={"cities": {"2": ["Rome", "Luoyang"], "3": ["Venice", "Mecca"], "4": ["Madrid"]}},
    )
    answer(g, "dogma Philosophy")
    assert g.pending.player == "B"
    answer(g, "yes")  # red
    assert hand(g, "B") == ["Venice"]  # B's highest top card: Education (3)
    assert g.pending.player == "C"
    answer(g, "yes")  # blue
    assert hand(g, "C") == ["Madrid"]  # C's highest top card: Perspective (4)
    assert g.pending.player == "A"
    answer(g, "yes")  # red
    assert hand(g, "A") == ["Rome"]
    assert stack(g, "B", "red")[1] == "left" and stack(g, "C", "blue")[1] == "left"


# ---------------------------------------------------------------------------
# The after-meld order: "1) Execute a City icon's effect. 2) Draw a City."
# ---------------------------------------------------------------------------


def test_meld_order_the_plus_draws_before_the_city_draw():
    # Athens (red 1, plus) adds red; the plus takes the last base 2, so the City draw of
    # value 2 (Mathematics) finds age 2 empty and draws a City 3.
    others = [c for c in cards_of(2, "base") if c not in ("Calendar", "Mathematics")]
    g = game(
        {"A": {"hand": ["Athens"], "board": {"blue": ["Mathematics"]}}, "B": {}},
        supply={"base": {"2": ["Calendar"]}, "cities": {"2": ["Rome"], "3": ["Venice"]}},
        removed=others,
    )
    assert "plus" in ICONS["Athens"]
    answer(g, "meld Athens")
    assert sorted(hand(g, "A")) == ["Calendar", "Venice"]
    assert supply(g, 2, "cities")[0] == "Rome"


# "Plus: Draw a card of value one higher than the city's age."


def test_plus_draws_one_higher_than_the_city_not_the_highest_top_card():
    g = game(
        {
            "A": {"hand": ["Athens"], "board": {"red": ["Oars"], "blue": ["Experimentation"]}},
            "B": {},
        },
        supply={"base": {"2": ["Calendar"], "5": ["Coal"]}, "cities": {"1": ["Troy"]}},
    )
    answer(g, "meld Athens")
    assert stack(g, "A", "red") == (["Athens", "Oars"], "none")
    assert hand(g, "A") == ["Calendar"]
    assert supply(g, 5)[0] == "Coal"


def test_plus_two_pluses_draw_twice():
    # Frankfurt (blue 4): plus in bottom_middle and top_middle
    assert ICONS["Frankfurt"].count("plus") == 2
    g = game(
        {"A": {"hand": ["Frankfurt"], "board": {"blue": ["Writing"]}}, "B": {}},
        supply={"base": {"5": ["Coal", "Banking", "Physics"]}},
    )
    answer(g, "meld Frankfurt")
    assert sorted(hand(g, "A")) == ["Banking", "Coal"]
    assert supply(g, 5)[0] == "Physics"


def test_plus_skips_an_empty_age():
    others = [c for c in cards_of(2, "base") if c != "Mathematics"]
    g = game(
        {"A": {"hand": ["Athens"], "board": {"red": ["Oars"], "blue": ["Mathematics"]}}, "B": {}},
        supply={"base": {"3": ["Optics"]}},
        removed=others,
    )
    answer(g, "meld Athens")
    assert hand(g, "A") == ["Optics"]


def test_plus_of_a_9_with_no_10_left_ends_the_game():
    # Moscow (purple 9): plus and fountain; the plus draws a 10, age 10 is empty: an 11
    g = game(
        {
            "A": {"hand": ["Moscow"], "board": {"purple": ["Mysticism"]}, "score": ["Optics"]},
            "B": {"score": ["Writing"]},
        },
        removed=cards_of(10, "base"),
    )
    answer(g, "meld Moscow")
    assert g.result is not None
    assert g.result["winners"] == ["A"]
    assert g.result["reason"] == "score"


def test_plus_draw_follows_the_echoes_draw_rule():
    # "Whenever you would draw a base card for any reason ... draw an Echo" (a hand of
    # base cards only); the plus is an ordinary draw
    g = game(
        {"A": {"hand": ["Athens", "Tools"], "board": {"red": ["Oars"]}}, "B": {}},
        expansions=("cities", "echoes"),
        supply={"base": {"2": ["Calendar"]}, "echoes": {"2": ["Lever"]}},
    )
    answer(g, "meld Athens")
    assert sorted(hand(g, "A")) == ["Lever", "Tools"]


def test_plus_not_when_the_city_is_melded_by_an_effect():
    # Clothing: "Meld a card from your hand of different color from any card on your
    # board." melds Athens (no Meld action): no plus draw, no City draw for the new colour
    g = game(
        {
            "A": {"hand": ["Athens"], "board": {"green": ["Clothing"]}},
            "B": {"board": {"red": ["Archery"], "green": ["Sailing"]}},
        },
        supply={"base": {"1": ["Tools"], "2": ["Calendar"]}, "cities": {"1": ["Troy"]}},
    )
    answer(g, "dogma Clothing")
    while g.pending is not None and g.pending.kind != "action":
        answer(g, g.pending.options[0])
    assert stack(g, "A", "red") == (["Athens"], "none")
    assert hand(g, "A") == []
    assert me(g, "A")["score"] == []  # red and green are on B's board too
    assert supply(g, 2)[0] == "Calendar" and supply(g, 1, "cities")[0] == "Troy"


# "Search ... draw and reveal X base cards of value X, where X is the value of the
# city. Of all the revealed cards, take all cards that bear the same icon as the Search
# into your hand. Return the rest."


def test_search_keeps_the_cards_with_the_icon_and_returns_the_rest():
    # Sparta (red 2, search:castle); Construction has a castle, Calendar has none
    g = game(
        {"A": {"hand": ["Sparta"], "board": {"red": ["Archery"]}}, "B": {}},
        supply={"base": {"2": ["Construction", "Calendar", "Philosophy"]}},
    )
    answer(g, "meld Sparta")
    while g.pending is not None and g.pending.kind != "action":
        answer(g, g.pending.options[0])
    assert stack(g, "A", "red") == (["Sparta", "Archery"], "none")
    assert hand(g, "A") == ["Construction"]
    base2 = supply(g, 2)
    assert base2[0] == "Philosophy" and base2[-1] == "Calendar"
    assert len(base2) == 9  # 10 base 2s, Construction taken


def test_search_draws_x_cards_for_a_city_of_value_x():
    # Jakarta (yellow 3, search:leaf): three 3s; Machinery and Medicine have a leaf
    g = game(
        {"A": {"hand": ["Jakarta"], "board": {"yellow": ["Masonry"]}}, "B": {}},
        supply={"base": {"3": ["Machinery", "Optics", "Medicine", "Paper"]}},
    )
    assert ICONS["Jakarta"][4] == "search:leaf"
    answer(g, "meld Jakarta")
    while g.pending is not None and g.pending.kind != "action":
        answer(g, g.pending.options[0])
    assert sorted(hand(g, "A")) == ["Machinery", "Medicine"]
    base3 = supply(g, 3)
    assert base3[0] == "Paper" and base3[-1] == "Optics"


def test_search_does_not_draw_from_the_next_age_when_the_pile_runs_out():
    # "do not draw from the next higher age if the stack is depleted": Sparta finds one 2
    others = [c for c in cards_of(2, "base") if c != "Construction"]
    g = game(
        {"A": {"hand": ["Sparta"], "board": {"red": ["Archery"]}}, "B": {}},
        supply={"base": {"2": ["Construction"], "3": ["Engineering", "Feudalism"]}},
        removed=others,
    )
    answer(g, "meld Sparta")
    assert hand(g, "A") == ["Construction"]
    assert supply(g, 3)[:2] == ["Engineering", "Feudalism"]
    assert supply(g, 2) == []


def test_search_with_an_empty_age_draws_nothing():
    g = game(
        {"A": {"hand": ["Sparta"], "board": {"red": ["Archery"]}}, "B": {}},
        supply={"base": {"3": ["Engineering"]}},
        removed=cards_of(2, "base"),
    )
    answer(g, "meld Sparta")
    assert hand(g, "A") == []
    assert supply(g, 3)[0] == "Engineering"
    assert g.result is None


def test_search_ignores_the_echoes_draw_rule():
    # "Ignore all expansion draw rules and effects during a Search action"
    g = game(
        {"A": {"hand": ["Sparta", "Tools"], "board": {"red": ["Archery"]}}, "B": {}},
        expansions=("cities", "echoes"),
        supply={
            "base": {"2": ["Construction", "Road Building"]},
            "echoes": {"2": ["Lever", "Scissors"]},
        },
    )
    answer(g, "meld Sparta")
    assert sorted(hand(g, "A")) == ["Construction", "Road Building", "Tools"]
    assert supply(g, 2, "echoes")[:2] == ["Lever", "Scissors"]


def test_search_not_when_the_city_is_melded_by_an_effect():
    # Domestication: "Meld the lowest card in your hand. Draw a 1."
    g = game(
        {"A": {"hand": ["Damascus"], "board": {"yellow": ["Domestication"]}}, "B": {}},
        supply={"base": {"1": ["Metalworking", "The Wheel", "Tools"]}},
    )
    answer(g, "dogma Domestication")
    assert stack(g, "A", "yellow") == (["Damascus", "Domestication"], "none")
    assert hand(g, "A") == ["Metalworking"]  # only Domestication's own "Draw a 1"
    assert supply(g, 1)[0] == "The Wheel"


# "Search icons count as normal icons while visible."


def test_search_icon_counts_as_its_icon_on_a_top_city():
    # Damascus (yellow 1): four crowns and search:castle (top_middle)
    g = game({"A": {"board": {"yellow": ["Damascus"]}}, "B": {}})
    icons = view_player(g, "A")["icons"]
    assert icons["castle"] == 1 and icons["crown"] == 4


def test_search_icon_not_counted_when_covered_even_splayed_up():
    g = game(
        {"A": {"board": {"yellow": {"cards": ["Masonry", "Damascus"], "splay": "up"}}}, "B": {}}
    )
    icons = view_player(g, "A")["icons"]
    # Masonry: three castles; Damascus shows its three bottom slots: three crowns
    assert icons["castle"] == 3 and icons["crown"] == 3


# ---------------------------------------------------------------------------
# "Arrow: Splay the city's color in the direction indicated by the arrow." and the
# special achievements Legend, Repute, Fame: "Claim this special achievement
# immediately if you meld a city with a {arrow_left} on a color already splayed left."
# ---------------------------------------------------------------------------


def test_arrow_splays_the_colour_and_the_new_splay_draws_a_city():
    # Kaifeng (yellow 3): arrow:left
    assert ICONS["Kaifeng"][4] == "arrow:left"
    g = game(
        {"A": {"hand": ["Kaifeng"], "board": {"yellow": ["Masonry"]}}, "B": {}},
        supply={"cities": {"3": ["Venice", "Mecca"]}},
    )
    answer(g, "meld Kaifeng")
    assert stack(g, "A", "yellow") == (["Kaifeng", "Masonry"], "left")
    assert hand(g, "A") == ["Venice"]
    assert "Legend" not in achieved(g, "A")  # yellow was not splayed left before
    assert "Legend" in g.to_position()["special_achievements"]


def test_arrow_on_a_new_colour_splays_nothing_and_one_city_is_drawn():
    g = game(
        {"A": {"hand": ["Kaifeng"], "board": {"red": ["Archery"]}}, "B": {}},
        supply={"cities": {"3": ["Venice", "Mecca"]}},
    )
    answer(g, "meld Kaifeng")
    assert stack(g, "A", "yellow") == (["Kaifeng"], "none")
    assert hand(g, "A") == ["Venice"]


def test_arrow_changing_a_splay_from_right_to_left_draws_a_city_and_no_legend():
    # Delhi (red 3): arrow:left
    g = game(
        {
            "A": {
                "hand": ["Delhi"],
                "board": {"red": {"cards": ["Archery", "Oars"], "splay": "right"}},
            },
            "B": {},
        },
        supply={"cities": {"3": ["Venice"]}},
    )
    answer(g, "meld Delhi")
    assert stack(g, "A", "red") == (["Delhi", "Archery", "Oars"], "left")
    assert hand(g, "A") == ["Venice"]
    assert achieved(g, "A") == []


def test_legend_for_a_left_arrow_city_melded_on_a_colour_already_splayed_left():
    g = game(
        {
            "A": {
                "hand": ["Kaifeng"],
                "board": {"yellow": {"cards": ["Masonry", "Agriculture"], "splay": "left"}},
            },
            "B": {},
        },
        supply={"cities": {"3": ["Venice"]}},
    )
    answer(g, "meld Kaifeng")
    assert stack(g, "A", "yellow") == (["Kaifeng", "Masonry", "Agriculture"], "left")
    assert achieved(g, "A") == ["Legend"]
    assert "Legend" not in g.to_position()["special_achievements"]
    assert hand(g, "A") == []  # no new direction, no new colour: no City
    assert supply(g, 3, "cities")[0] == "Venice"


def test_legend_also_when_the_city_is_melded_by_an_effect():
    # "if you meld a city": Domestication melds Kaifeng (its arrow does not act)
    g = game(
        {
            "A": {
                "hand": ["Kaifeng"],
                "board": {"yellow": {"cards": ["Domestication", "Masonry"], "splay": "left"}},
            },
            "B": {},
        },
        supply={"base": {"1": ["Tools"]}},
    )
    answer(g, "dogma Domestication")
    assert stack(g, "A", "yellow") == (["Kaifeng", "Domestication", "Masonry"], "left")
    assert achieved(g, "A") == ["Legend"]
    assert hand(g, "A") == ["Tools"]


def test_legend_not_claimed_when_another_player_holds_it():
    g = game(
        {
            "A": {
                "hand": ["Kaifeng"],
                "board": {"yellow": {"cards": ["Masonry", "Agriculture"], "splay": "left"}},
            },
            "B": {"achievements": ["Legend"]},
        },
    )
    answer(g, "meld Kaifeng")
    assert achieved(g, "A") == [] and achieved(g, "B") == ["Legend"]


def test_legend_not_for_a_right_arrow_city_on_a_colour_splayed_left():
    # Berlin (blue 6): arrow:right (bottom_middle) and flag; blue is splayed left: the arrow
    # changes it to right (a new direction: a City), and neither Legend nor Repute
    g = game(
        {
            "A": {
                "hand": ["Berlin"],
                "board": {"blue": {"cards": ["Writing", "Pottery"], "splay": "left"}},
            },
            "B": {},
        },
        supply={"cities": {"6": ["Vienna"]}},
    )
    answer(g, "meld Berlin")
    assert stack(g, "A", "blue") == (["Berlin", "Writing", "Pottery"], "right")
    assert achieved(g, "A") == []
    assert hand(g, "A") == ["Vienna"]


def test_repute_for_a_right_arrow_city_on_a_colour_already_splayed_right():
    g = game(
        {
            "A": {
                "hand": ["Berlin"],
                "board": {"blue": {"cards": ["Writing", "Pottery"], "splay": "right"}},
            },
            "B": {},
        },
        supply={"cities": {"6": ["Vienna"]}},
    )
    answer(g, "meld Berlin")
    assert achieved(g, "A") == ["Repute"]
    assert hand(g, "A") == []
    # Berlin's flag (top_middle) is visible and A shows more blue cards than B: it counts
    assert view_player(g, "A")["achievement_count"] == 2


def test_fame_for_an_up_arrow_city_on_a_colour_already_splayed_up():
    # Taipei (blue 9): arrow:up (bottom_middle) and fountain
    g = game(
        {
            "A": {
                "hand": ["Taipei"],
                "board": {"blue": {"cards": ["Writing", "Pottery"], "splay": "up"}},
            },
            "B": {},
        },
    )
    answer(g, "meld Taipei")
    assert achieved(g, "A") == ["Fame"]
    assert stack(g, "A", "blue") == (["Taipei", "Writing", "Pottery"], "up")
    assert view_player(g, "A")["achievement_count"] == 2  # Fame and the fountain


def test_two_special_icons_both_act_plus_and_arrow():
    # Munich (blue 7): plus (bottom_middle) and arrow:right (top_middle)
    g = game(
        {"A": {"hand": ["Munich"], "board": {"blue": ["Writing"]}}, "B": {}},
        supply={"base": {"8": ["Flight"]}, "cities": {"7": ["Lyon"]}},
    )
    answer(g, "meld Munich")
    assert stack(g, "A", "blue") == (["Munich", "Writing"], "right")
    assert sorted(hand(g, "A")) == ["Flight", "Lyon"]


# ---------------------------------------------------------------------------
# "Flag: While a flag is visible, it counts as an achievement if no opponent has more
# visible cards of the flag's color than you do." "Fountain: While a fountain is
# visible, it counts as an achievement."  Achievements to win: one more per expansion.
# ---------------------------------------------------------------------------

SIX = ["Agriculture", "Calendar", "Optics", "Navigation", "Coal", "Canning"]


@pytest.mark.parametrize("players, needed", [(2, 7), (3, 6), (4, 5)])
def test_achievements_to_win_with_cities(players, needed):
    g = game({n: {} for n in "ABCD"[:players]})
    assert g.view("A")["achievements_to_win"] == needed


def test_fountain_counts_as_an_achievement_and_wins():
    # Kuala Lumpur (red 8): fountain; 6 achievements + the fountain = 7 (two players)
    g = game(
        {
            "A": {"hand": ["Kuala Lumpur"], "board": {"red": ["Archery"]}, "achievements": SIX},
            "B": {},
        }
    )
    answer(g, "meld Kuala Lumpur")
    assert g.result is not None
    assert g.result["winners"] == ["A"] and g.result["reason"] == "achievements"


def test_fountain_one_short_does_not_win():
    g = game(
        {
            "A": {"hand": ["Kuala Lumpur"], "board": {"red": ["Archery"]}, "achievements": SIX[:5]},
            "B": {},
        }
    )
    answer(g, "meld Kuala Lumpur")
    assert g.result is None
    assert view_player(g, "A")["achievement_count"] == 6
    assert achieved(g, "A") == SIX[:5]  # a fountain is no card in the achievements


def test_flag_counts_on_a_tie_of_visible_cards():
    # three players: 6 to win; A's red shows 1 card, B's unsplayed red shows 1 too
    g = game(
        {
            "A": {"hand": ["Zurich"], "board": {"red": ["Archery"]}, "achievements": SIX[:5]},
            "B": {"board": {"red": ["Oars", "Metalworking"]}},
            "C": {},
        }
    )
    answer(g, "meld Zurich")
    assert g.result is not None and g.result["winners"] == ["A"]


def test_flag_does_not_count_when_an_opponent_shows_more_cards_of_its_colour():
    g = game(
        {
            "A": {"hand": ["Zurich"], "board": {"red": ["Archery"]}, "achievements": SIX[:5]},
            "B": {},
            "C": {"board": {"red": {"cards": ["Oars", "Metalworking"], "splay": "left"}}},
        }
    )
    answer(g, "meld Zurich")
    assert g.result is None
    a = view_player(g, "A")
    assert a["achievement_count"] == 5
    assert a["flags_and_fountains"] == [{"icon": "flag", "color": "red", "counts": False}]


def test_flag_a_teammate_is_no_opponent():
    # teams A+C against B+D; the team needs as many as two players (7 with Cities)
    g = game(
        {
            "A": {"hand": ["Zurich"], "board": {"red": ["Archery"]}, "achievements": SIX[:3]},
            "B": {"board": {"red": ["Oars"]}},
            "C": {
                "board": {
                    "red": {
                        "cards": ["Metalworking", "Construction", "Gunpowder"],
                        "splay": "right",
                    }
                },
                "achievements": SIX[3:],
            },
            "D": {},
        },
        options={"teams": True},
    )
    assert g.view("A")["achievements_to_win"] == 7
    answer(g, "meld Zurich")
    assert g.result is not None
    assert sorted(g.result["winners"]) == ["A", "C"]


def test_flag_covered_is_not_visible():
    # Zurich's flag is top_middle: a covered city splayed left shows bottom_right and top_right
    g = game(
        {"A": {"board": {"red": {"cards": ["Archery", "Zurich"], "splay": "left"}}}, "B": {}},
    )
    a = view_player(g, "A")
    assert a["flags_and_fountains"] == [] and a["achievement_count"] == 0


@pytest.mark.parametrize("splay, fountains", [("up", 1), ("right", 0), ("left", 0)])
def test_fountain_in_bottom_middle_shows_only_when_splayed_up(splay, fountains):
    # Brussels (purple 10): fountain in bottom_middle and in top_middle
    assert ICONS["Brussels"][2] == "fountain" and ICONS["Brussels"][4] == "fountain"
    g = game(
        {"A": {"board": {"purple": {"cards": ["Mysticism", "Brussels"], "splay": splay}}}, "B": {}}
    )
    assert view_player(g, "A")["achievement_count"] == fountains


def test_two_fountains_on_a_top_city_count_twice():
    g = game({"A": {"board": {"purple": ["Brussels"]}}, "B": {}})
    assert view_player(g, "A")["achievement_count"] == 2


def test_flag_stops_counting_when_an_opponent_shows_more():
    g = game(
        {
            "A": {"board": {"red": {"cards": ["Zurich", "Archery"], "splay": "left"}}},
            "B": {
                "hand": ["Construction"],
                "board": {"red": {"cards": ["Oars", "Metalworking"], "splay": "left"}},
            },
        },
        turn={"player": "B", "actions": 2, "number": 4},
    )
    assert view_player(g, "A")["achievement_count"] == 1  # a tie, 2 against 2
    answer(g, "meld Construction")
    assert view_player(g, "A")["achievement_count"] == 0


def test_flag_wins_the_moment_it_counts_during_an_effect():
    # A's red shows 1 card against B's 2; Philosophy splays A's red left: 3 against 2
    g = game(
        {
            "A": {
                "board": {"purple": ["Philosophy"], "red": ["Zurich", "Archery", "Oars"]},
                "achievements": SIX,
            },
            "B": {"board": {"red": {"cards": ["Metalworking", "Construction"], "splay": "left"}}},
        },
    )
    assert view_player(g, "A")["achievement_count"] == 6
    answer(g, "dogma Philosophy", "yes")
    assert g.result is not None
    assert g.result["winners"] == ["A"] and g.result["reason"] == "achievements"


# ---------------------------------------------------------------------------
# Glory / Victory: "Claim this special achievement immediately if you tuck a city with
# a {flag}" ({fountain}).
# ---------------------------------------------------------------------------


def test_glory_for_tucking_a_city_with_a_flag():
    g = game(
        {
            "A": {"hand": ["Zurich"], "board": {"purple": ["Code of Laws"], "red": ["Archery"]}},
            "B": {},
        }
    )
    answer(g, "dogma Code of Laws")
    answer(g, "Zurich")
    assert stack(g, "A", "red")[0] == ["Archery", "Zurich"]
    assert achieved(g, "A") == ["Glory"]
    if g.pending is not None and g.pending.kind != "action":
        answer(g, "no")  # "you may splay that color left"
    assert "Victory" in g.to_position()["special_achievements"]


def test_victory_for_tucking_a_city_with_a_fountain():
    g = game(
        {
            "A": {
                "hand": ["Kuala Lumpur"],
                "board": {"purple": ["Code of Laws"], "red": ["Archery"]},
            },
            "B": {},
        }
    )
    answer(g, "dogma Code of Laws")
    answer(g, "Kuala Lumpur")
    assert stack(g, "A", "red")[0] == ["Archery", "Kuala Lumpur"]
    assert achieved(g, "A") == ["Victory"]


def test_glory_not_for_melding_a_city_with_a_flag():
    g = game({"A": {"hand": ["Zurich"], "board": {"red": ["Archery"]}}, "B": {}})
    answer(g, "meld Zurich")
    assert achieved(g, "A") == []


def test_glory_for_a_city_with_a_flag_tucked_to_pay_an_endorse():
    # Tokyo (purple 5: castles, flag) endorses The Wheel ({castle}: "Draw two 1"); Zurich
    # (a 5 with a flag) pays: a tuck
    g = game(
        {
            "A": {"hand": ["Zurich"], "board": {"green": ["The Wheel"], "purple": ["Tokyo"]}},
            "B": {},
        },
        supply={"base": {"1": ["Tools", "Writing", "Sailing", "Masonry", "Pottery"]}},
    )
    answer(g, "endorse The Wheel")
    assert stack(g, "A", "red") == (["Zurich"], "none")
    assert achieved(g, "A") == ["Glory"]
    assert hand(g, "A") == ["Tools", "Writing", "Sailing", "Masonry"]  # executed twice
    assert hand(g, "B") == []
    assert is_action_of(g, "A", 1)


# ---------------------------------------------------------------------------
# Endorse: "1) Choose the top card on your board that you want to Endorse, and note
# its featured icon. 2) Choose a top city on your board. It must have the featured
# icon 3) Pay for the Endorse action by tucking a card from your hand of equal or lower
# value to the city you chose. 4) ... When you execute a non-demand effect, do it twice.
# When you issue a demand, affect all opponents twice (go around the table clockwise,
# and then a second time). When another player shares a non-demand effect, they
# execute it only once. Draw for sharing, if applicable."  "It can be used as either of
# your two actions during a turn, but cannot be used twice."
# ---------------------------------------------------------------------------


def test_endorse_non_demand_twice_for_you_once_for_a_sharer_then_the_sharing_draw():
    # Writing ({lightbulb}): "Draw a 2."; Athens has lightbulbs; A 5 lightbulbs, B 5
    g = game(
        {
            "A": {"hand": ["Pottery"], "board": {"blue": ["Writing"], "red": ["Athens"]}},
            "B": {"board": {"purple": ["Philosophy"], "green": ["Paper"]}},
        },
        supply={
            "base": {
                "2": ["Calendar", "Construction", "Mapmaking", "Fermenting"],
                "1": ["Tools", "Sailing"],
            }
        },
    )
    answer(g, "endorse Writing")
    assert stack(g, "A", "blue") == (["Writing", "Pottery"], "none")
    assert hand(g, "B") == ["Calendar"]
    # A: two 2s, then the free Draw action for sharing (A's highest top card: 1)
    assert hand(g, "A") == ["Construction", "Mapmaking", "Tools"]
    assert supply(g, 2)[0] == "Fermenting"
    assert me(g, "A")["tucked"] == 1
    assert is_action_of(g, "A", 1)
    assert "endorse Writing" not in g.pending.options  # not twice in a turn
    assert g.to_position()["turn"].get("used") == ["endorse"]


def test_endorse_demand_goes_round_the_table_twice():
    # Archery ({castle}): "I demand you draw a 1, then transfer the highest card in your
    # hand to my hand!"; Uruk (yellow 1) has castles. B and C each hold a 3, so their
    # first draw stays with them: B keeps the 1st card drawn, C the 2nd.
    g = game(
        {
            "A": {"hand": ["Pottery"], "board": {"red": ["Archery"], "yellow": ["Uruk"]}},
            "B": {"hand": ["Optics"]},
            "C": {"hand": ["Paper"]},
        },
        supply={"base": {"1": ["Tools", "Sailing", "Masonry", "Agriculture", "Writing"]}},
    )
    answer(g, "endorse Archery")
    # round 1: B draws Tools, gives Optics; C draws Sailing, gives Paper
    # round 2: B draws Masonry, gives a 1; C draws Agriculture, gives a 1
    while g.pending is not None and g.pending.kind != "action":
        answer(g, g.pending.options[0])
    b, c = hand(g, "B"), hand(g, "C")
    assert len(b) == 1 and b[0] in ("Tools", "Masonry")
    assert len(c) == 1 and c[0] in ("Sailing", "Agriculture")
    given = {"Tools", "Masonry"} - set(b) | {"Sailing", "Agriculture"} - set(c)
    assert sorted(hand(g, "A")) == sorted(["Optics", "Paper", *given])
    assert supply(g, 1)[0] == "Writing"


def test_endorse_with_a_search_icon_as_the_featured_icon():
    # Damascus (yellow 1): crowns and search:castle (top_middle); Archery's icon is a castle
    g = game(
        {"A": {"hand": ["Pottery"], "board": {"red": ["Archery"], "yellow": ["Damascus"]}}, "B": {}}
    )
    assert "endorse Archery" in g.pending.options


def test_endorse_not_offered_when_no_top_city_has_the_featured_icon():
    # Athens: lightbulbs, a leaf, no castle; Archery's featured icon is a castle
    g = game(
        {"A": {"hand": ["Pottery"], "board": {"red": ["Athens"], "green": ["The Wheel"]}}, "B": {}}
    )
    assert "castle" not in ICONS["Athens"]
    assert not any(o.startswith("endorse") for o in g.pending.options)


def test_endorse_not_offered_with_a_covered_city():
    # the city must be a top city
    g = game(
        {
            "A": {
                "hand": ["Pottery"],
                "board": {"red": ["Archery"], "yellow": ["Masonry", "Uruk"]},
            },
            "B": {},
        }
    )
    assert not any(o.startswith("endorse") for o in g.pending.options)


def test_endorse_needs_a_card_in_hand_of_value_at_most_the_city():
    g = game(
        {"A": {"hand": ["Calendar"], "board": {"red": ["Archery"], "yellow": ["Uruk"]}}, "B": {}}
    )
    assert not any(o.startswith("endorse") for o in g.pending.options)
    g = game(
        {
            "A": {"hand": ["Calendar", "Tools"], "board": {"red": ["Archery"], "yellow": ["Uruk"]}},
            "B": {},
        }
    )
    assert "endorse Archery" in g.pending.options
    answer(g, "endorse Archery")
    # Tools (1) is the only card that can pay: no question; Calendar stays
    assert stack(g, "A", "blue") == (["Tools"], "none")


def test_endorse_payment_of_equal_value_and_choice_of_city_and_payment():
    g = game(
        {
            "A": {
                "hand": ["Optics", "Calendar", "Engineering", "Pottery"],
                "board": {"green": ["The Wheel"], "yellow": ["Uruk"], "purple": ["Constantinople"]},
            },
            "B": {},
        },
        supply={"base": {"1": ["Tools", "Writing", "Sailing", "Masonry"]}},
    )
    answer(g, "endorse The Wheel")
    assert g.pending.kind == "choose_card" and sorted(g.pending.options) == [
        "Constantinople",
        "Uruk",
    ]
    answer(g, "Constantinople")  # a 3
    assert sorted(g.pending.options) == ["Calendar", "Engineering", "Optics", "Pottery"]
    answer(g, "Engineering")
    assert stack(g, "A", "red") == (["Engineering"], "none")
    hand_a = ["Optics", "Calendar", "Pottery", "Tools", "Writing", "Sailing", "Masonry"]
    assert sorted(hand(g, "A")) == sorted(hand_a)


def test_endorse_a_city_no_card_can_pay_for_is_not_asked():
    # Uruk (a 1) has the castle too, but only a 3 or less is in hand... none is a 1
    g = game(
        {
            "A": {
                "hand": ["Optics", "Calendar"],
                "board": {"green": ["The Wheel"], "yellow": ["Uruk"], "purple": ["Constantinople"]},
            },
            "B": {},
        },
        supply={"base": {"1": ["Tools", "Writing", "Sailing", "Masonry"]}},
    )
    answer(g, "endorse The Wheel")
    assert g.pending.kind == "choose_card" and sorted(g.pending.options) == ["Calendar", "Optics"]


def test_endorse_not_a_city():
    g = game({"A": {"hand": ["Pottery"], "board": {"yellow": ["Uruk"], "blue": ["Troy"]}}, "B": {}})
    assert not any(o.startswith("endorse") or o.startswith("dogma") for o in g.pending.options)


def test_endorse_sharing_is_judged_after_the_payment_is_tucked():
    # A: The Wheel (3 castles) + Uruk (3 castles and search:castle: 4) + Oars under
    # Chang'An splayed up (1) = 8 = B's 8: B would share; but the payment, Metalworking,
    # tucked under the red stack splayed up shows two more: 10 against 8
    g = game(
        {
            "A": {
                "hand": ["Metalworking"],
                "board": {
                    "green": ["The Wheel"],
                    "yellow": ["Uruk"],
                    "red": {"cards": ["Chang'An", "Oars"], "splay": "up"},
                },
            },
            "B": {
                "board": {"purple": ["Mysticism"], "red": ["Engineering"], "yellow": ["Masonry"]}
            },
        },
        supply={"base": {"1": ["Tools", "Writing", "Sailing", "Pottery", "Agriculture"]}},
    )
    a_before = view_player(g, "A")["icons"]["castle"]
    b = view_player(g, "B", "A")["icons"]["castle"]
    assert a_before == b, (a_before, b)
    answer(g, "endorse The Wheel")
    assert stack(g, "A", "red") == (["Chang'An", "Oars", "Metalworking"], "up")
    assert view_player(g, "A")["icons"]["castle"] > b
    assert hand(g, "B") == []
    assert hand(g, "A") == ["Tools", "Writing", "Sailing", "Pottery"]


# ---------------------------------------------------------------------------
# More conditions met and just failed
# ---------------------------------------------------------------------------


def test_meld_order_the_search_comes_before_the_city_draw():
    # Troy (blue 1, search:castle) adds blue; the search takes the last base 1 (a castle:
    # kept), so the City draw of value 1 finds age 1 empty and draws a City 2
    others = [c for c in cards_of(1, "base") if c not in ("Archery", "Metalworking")]
    g = game(
        {"A": {"hand": ["Troy"], "board": {"red": ["Archery"]}}, "B": {}},
        supply={"base": {"1": ["Metalworking"]}, "cities": {"1": ["Yin"], "2": ["Rome"]}},
        removed=others,
    )
    answer(g, "meld Troy")
    assert sorted(hand(g, "A")) == ["Metalworking", "Rome"]
    assert supply(g, 1, "cities")[0] == "Yin"


def test_plus_draws_even_with_a_city_in_hand():
    g = game(
        {"A": {"hand": ["Athens", "Troy"], "board": {"red": ["Oars"]}}, "B": {}},
        supply={"base": {"2": ["Calendar"]}},
    )
    answer(g, "meld Athens")
    assert sorted(hand(g, "A")) == ["Calendar", "Troy"]


def test_arrow_splays_but_no_city_with_a_city_in_hand():
    g = game(
        {"A": {"hand": ["Kaifeng", "Troy"], "board": {"yellow": ["Masonry"]}}, "B": {}},
        supply={"cities": {"3": ["Venice"]}},
    )
    answer(g, "meld Kaifeng")
    assert stack(g, "A", "yellow") == (["Kaifeng", "Masonry"], "left")
    assert hand(g, "A") == ["Troy"]


def test_city_draw_not_after_melding_a_city_with_another_city_in_hand():
    g = game(
        {"A": {"hand": ["San Francisco", "Troy"], "board": {"red": ["Archery"]}}, "B": {}},
        supply={"cities": {"7": ["Lyon"]}},
    )
    answer(g, "meld San Francisco")
    assert hand(g, "A") == ["Troy"]
    assert supply(g, 7, "cities")[0] == "Lyon"


def test_city_draw_empty_cities_pile_base_card_then_the_echoes_draw_rule():
    # "If another expansion's supply pile is empty, and you are forced to draw a base card
    # instead, check the Echoes draw rule before drawing that base card."
    g = game(
        {"A": {"hand": ["Pottery", "Tools"], "board": {"red": ["Engineering"]}}, "B": {}},
        expansions=("cities", "echoes"),
        supply={"base": {"3": ["Optics"]}, "echoes": {"3": ["Almanac"]}},
        removed=cards_of(3, "cities"),
    )
    echo3 = supply(g, 3, "echoes")[0]
    answer(g, "meld Pottery")
    assert sorted(hand(g, "A")) == sorted(["Tools", echo3])
    assert supply(g, 3)[0] == "Optics"


def test_fountain_breaks_a_score_tie_at_the_end_of_the_game():
    # "If tied, most achievements wins": Moscow's plus draws an 11 (no 10 left); the
    # scores tie at 3, and A's visible fountain is an achievement
    g = game(
        {
            "A": {"hand": ["Moscow"], "board": {"purple": ["Mysticism"]}, "score": ["Optics"]},
            "B": {"score": ["Engineering"]},
        },
        removed=cards_of(10, "base"),
    )
    answer(g, "meld Moscow")
    assert g.result is not None
    assert g.result["winners"] == ["A"]


def test_flag_counts_when_the_opponents_have_no_card_of_its_colour():
    g = game({"A": {"board": {"red": ["Zurich"]}}, "B": {"board": {"blue": ["Writing"]}}, "C": {}})
    assert view_player(g, "A")["achievement_count"] == 1


def test_flag_of_another_colour_counts_by_its_own_colour():
    # Stockholm (green 5) has a flag: only green cards are compared
    g = game(
        {
            "A": {"board": {"green": ["Stockholm"]}},
            "B": {
                "board": {
                    "red": {"cards": ["Oars", "Archery", "Metalworking"], "splay": "left"},
                    "green": ["Sailing"],
                }
            },
        }
    )
    assert view_player(g, "A")["flags_and_fountains"] == [
        {"icon": "flag", "color": "green", "counts": True}
    ]


def test_endorse_demand_twice_then_the_non_demand_reads_the_whole_action():
    # Oars: "I demand you transfer a card with a {crown} from your hand to my score pile!
    # If you do, draw a 1, and repeat this dogma effect!" / "If no cards were transferred
    # due to this demand, draw a 1."  B gives Writing, draws Metalworking (no crown)
    g = game(
        {
            "A": {"hand": ["Pottery"], "board": {"red": ["Oars"], "yellow": ["Uruk"]}},
            "B": {"hand": ["Writing"]},
        },
        supply={"base": {"1": ["Metalworking", "Tools", "Masonry"]}},
    )
    answer(g, "endorse Oars")
    assert me(g, "A")["score"] == ["Writing"]
    assert hand(g, "B") == ["Metalworking"]
    assert hand(g, "A") == []  # a card was transferred: the non-demand draws nothing
    assert supply(g, 1)[0] == "Tools"


def test_endorse_non_demand_twice_when_the_demand_transferred_nothing():
    g = game(
        {
            "A": {"hand": ["Pottery"], "board": {"red": ["Oars"], "yellow": ["Uruk"]}},
            "B": {"hand": ["Metalworking"]},
        },
        supply={"base": {"1": ["Tools", "Masonry", "Sailing"]}},
    )
    answer(g, "endorse Oars")
    assert me(g, "A")["score"] == []
    assert hand(g, "B") == ["Metalworking"]
    assert hand(g, "A") == ["Tools", "Masonry"]


def test_endorse_executes_a_visible_echo_effect_twice():
    # Ruler (Echoes blue 1, {lightbulb}): echo "Draw a 2", dogma "No effect."; each draw
    # checks the Echoes draw rule on the hand of that moment (empty, then a base card)
    g = game(
        {"A": {"hand": ["Pottery"], "board": {"blue": ["Ruler"], "red": ["Athens"]}}, "B": {}},
        expansions=("cities", "echoes"),
        supply={
            "base": {"2": ["Calendar", "Construction"]},
            "echoes": {"2": ["Lever", "Scissors"]},
        },
    )
    answer(g, "endorse Ruler")
    assert stack(g, "A", "blue") == (["Ruler", "Pottery"], "none")
    assert hand(g, "A") == ["Calendar", "Lever"]


def test_flag_wins_for_a_sharing_player_during_another_players_turn():
    # B's Philosophy; A shares ({lightbulb} 3 against 3) and splays red left: A's red
    # shows 3 cards against B's 2, Zurich's flag counts: 6 + 1 = 7
    g = game(
        {
            "A": {
                "board": {"red": ["Zurich", "Archery", "Oars"], "blue": ["Tools"]},
                "achievements": SIX,
            },
            "B": {
                "board": {
                    "purple": ["Philosophy"],
                    "red": {"cards": ["Metalworking", "Construction"], "splay": "left"},
                }
            },
        },
        turn={"player": "B", "actions": 2, "number": 4},
    )
    assert view_player(g, "A")["achievement_count"] == 6
    answer(g, "dogma Philosophy")
    assert g.pending.player == "A"
    answer(g, "yes")
    assert g.result is not None
    assert g.result["winners"] == ["A"] and g.result["reason"] == "achievements"


def test_city_draw_immediately_after_the_splay_before_the_rest_of_the_effect():
    # Invention: "You may splay right any one color of your cards currently splayed left.
    # If you do, draw and score a 4."  The City 4 is drawn right after the splay, before
    # the last base 4 is drawn and scored (afterwards age 4 would be empty: a City 5)
    others = [c for c in cards_of(4, "base") if c not in ("Invention", "Navigation")]
    g = game(
        {
            "A": {
                "board": {
                    "green": ["Invention"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                }
            },
            "B": {},
        },
        supply={"base": {"4": ["Navigation"]}, "cities": {"4": ["Madrid"], "5": ["Boston"]}},
        removed=others,
    )
    answer(g, "dogma Invention")
    if g.pending.kind == "yes_no":
        answer(g, "yes")
    else:
        answer(g, "red")
    assert stack(g, "A", "red") == (["Archery", "Oars"], "right")
    assert hand(g, "A") == ["Madrid"]
    assert me(g, "A")["score"] == ["Navigation"]
    assert supply(g, 5, "cities")[0] == "Boston"


@pytest.mark.parametrize(
    "b_achievements, wins", [(["Agriculture"], True), (["Agriculture", "Calendar"], False)]
)
def test_fountain_counts_in_an_effect_comparing_achievements(b_achievements, wins):
    # Self Service: "If you have more achievements than each other player, you win."
    # A: one card and Kuala Lumpur's fountain
    g = game(
        {
            "A": {
                "board": {"green": ["Self Service"], "red": ["Kuala Lumpur"]},
                "achievements": ["Optics"],
            },
            "B": {"achievements": b_achievements},
        }
    )
    answer(g, "dogma Self Service")
    while g.pending is not None and g.pending.kind != "action" and g.result is None:
        answer(g, g.pending.options[0])
    if wins:
        assert g.result is not None and g.result["winners"] == ["A"]
    else:
        assert g.result is None


def test_city_draw_of_a_10_with_no_base_10_left_ends_the_game():
    # the City draw skips empty ages like any draw: no 10, an 11: the game ends by score
    others = [c for c in cards_of(10, "base") if c != "Robotics"]
    g = game(
        {"A": {"hand": ["Pottery"], "board": {"red": ["Robotics"]}, "score": ["Optics"]}, "B": {}},
        removed=others,
    )
    answer(g, "meld Pottery")
    assert g.result is not None
    assert g.result["winners"] == ["A"] and g.result["reason"] == "score"


def test_search_of_a_10_with_no_base_10_left_does_not_end_the_game():
    # Atlanta (blue 10, search:clock): "do not draw from the next higher age if the stack
    # is depleted": nothing is drawn, no 11
    g = game(
        {"A": {"hand": ["Atlanta"], "board": {"blue": ["Writing"]}, "score": ["Optics"]}, "B": {}},
        removed=cards_of(10, "base"),
    )
    answer(g, "meld Atlanta")
    assert g.result is None
    assert hand(g, "A") == []
    assert stack(g, "A", "blue") == (["Atlanta", "Writing"], "none")
    assert is_action_of(g, "A", 1)


def test_city_draw_not_for_the_first_meld_of_the_setup():
    # the simultaneous first meld is no Meld action: no City for the new colour
    g = inno.Game.from_position(
        {
            "players": [
                {"name": "A", "hand": ["Pottery", "Archery"]},
                {"name": "B", "hand": ["Writing", "Oars"]},
            ],
            "expansions": ["cities"],
            "achievements": [],
            "phase": "setup",
            "turn": {"player": "A", "actions": 0, "number": 0},
        }
    )
    answer(g, "Pottery", "Oars")
    assert hand(g, "A") == ["Archery"] and hand(g, "B") == ["Writing"]
    # turn 1 (one action): a Meld action adding red draws a City 1
    first = g.pending.player
    assert first in ("A", "B")
    card = "Archery" if first == "A" else "Writing"
    answer(g, f"meld {card}")
    assert len(hand(g, first)) == 1 and AGE[hand(g, first)[0]] == 1
    assert hand(g, first)[0] in cards_of(1, "cities")


def test_endorse_demand_twice_on_each_opponent_not_the_teammate():
    g = game(
        {
            "A": {"hand": ["Pottery"], "board": {"red": ["Archery"], "yellow": ["Uruk"]}},
            "B": {"hand": ["Optics"]},
            "C": {"hand": ["Engineering"]},
            "D": {"hand": ["Paper"]},
        },
        options={"teams": True},
        supply={"base": {"1": ["Tools", "Sailing", "Masonry", "Agriculture", "Writing"]}},
    )
    answer(g, "endorse Archery")
    while g.pending is not None and g.pending.kind != "action":
        answer(g, g.pending.options[0])
    assert hand(g, "C") == ["Engineering"]
    b, d = hand(g, "B"), hand(g, "D")
    assert len(b) == 1 and b[0] in ("Tools", "Masonry")
    assert len(d) == 1 and d[0] in ("Sailing", "Agriculture")
    assert supply(g, 1)[0] == "Writing"


def test_endorse_shared_by_the_teammate_only_gives_no_sharing_draw():
    g = game(
        {
            "A": {"hand": ["Pottery"], "board": {"blue": ["Writing"], "red": ["Athens"]}},
            "B": {},
            "C": {"board": {"purple": ["Philosophy"], "green": ["Paper"]}},
            "D": {},
        },
        options={"teams": True},
        supply={
            "base": {"2": ["Calendar", "Construction", "Mapmaking", "Fermenting"], "1": ["Tools"]}
        },
    )
    answer(g, "endorse Writing")
    assert hand(g, "C") == ["Calendar"]
    assert hand(g, "A") == ["Construction", "Mapmaking"]
    assert supply(g, 1)[0] == "Tools"


def test_arrow_not_when_the_city_is_melded_by_an_effect():
    # Domestication melds Kaifeng onto an unsplayed yellow stack: no splay, no City
    g = game(
        {"A": {"hand": ["Kaifeng"], "board": {"yellow": ["Domestication", "Masonry"]}}, "B": {}},
        supply={"base": {"1": ["Tools"]}, "cities": {"3": ["Venice"]}},
    )
    answer(g, "dogma Domestication")
    assert stack(g, "A", "yellow") == (["Kaifeng", "Domestication", "Masonry"], "none")
    assert hand(g, "A") == ["Tools"]
    assert achieved(g, "A") == []


def test_legend_not_for_tucking_a_left_arrow_city():
    # Code of Laws tucks Kaifeng under yellow already splayed left: a tuck is no meld
    g = game(
        {
            "A": {
                "hand": ["Kaifeng"],
                "board": {
                    "purple": ["Code of Laws"],
                    "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "left"},
                },
            },
            "B": {},
        }
    )
    answer(g, "dogma Code of Laws")
    while g.pending is not None and g.pending.kind != "action":
        answer(
            g,
            "Kaifeng"
            if "Kaifeng" in g.pending.options
            else ("yes" if "yes" in g.pending.options else g.pending.options[0]),
        )
    assert stack(g, "A", "yellow") == (["Masonry", "Agriculture", "Kaifeng"], "left")
    assert achieved(g, "A") == []


def test_search_returns_every_card_without_the_icon():
    # Jakarta (search:leaf): Optics and Paper have no leaf, Medicine has one
    g = game(
        {"A": {"hand": ["Jakarta"], "board": {"yellow": ["Masonry"]}}, "B": {}},
        supply={"base": {"3": ["Optics", "Paper", "Medicine", "Alchemy"]}},
    )
    answer(g, "meld Jakarta")
    while g.pending is not None and g.pending.kind != "action":
        answer(g, g.pending.options[0])
    assert hand(g, "A") == ["Medicine"]
    base3 = supply(g, 3)
    assert base3[0] == "Alchemy" and sorted(base3[-2:]) == ["Optics", "Paper"]
    assert len(base3) == 9
