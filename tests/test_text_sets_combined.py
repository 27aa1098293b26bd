"""Several expansions played together, from the rulebooks' text alone (an outside check).

The rules: deluxe-rulebook.txt ("Playing with expansions", "Action triggers",
"Drawing expansion cards" and its multiple-expansion rules), online-rules-en.txt
(the same, with clarifications), figures-rulebook.txt and artifacts-rulebook.txt.
Every test builds a position with the documented API (``inno.Game.from_position``),
acts by answering ``game.pending`` and asserts on ``game.to_position()`` and
``game.result``. Each test quotes the rule sentence it checks.
"""

from outside import act, board, make, options, player, turn

import inno
from inno.data.cards import RECORDS

CARDS = {c["name"]: c for c in RECORDS if c["kind"] in ("age", "relic")}


def hand(game, name):
    return sorted(player(game, name)["hand"])


def pile(game, set_, age):
    return game.to_position()["supply"].get(set_, {}).get(str(age), [])


# ------------------------------------------------ the draw rules together
# "1) If playing with Echoes and Figures, the Figures draw rule takes priority when
# drawing a card for sharing."


def _writing_share(sets, a_hand, supply, empty=()):
    # Alice activates Writing ("Draw a {2}.", lightbulb); Bob (Tools: 2 lightbulbs)
    # shares and draws, so Alice gets the sharing draw.
    return make(
        [
            {"name": "Alice", "hand": a_hand, "board": {"blue": ["Writing"]}},
            {"name": "Bob", "board": {"blue": ["Tools"]}},
        ],
        sets,
        supply=supply,
        empty=empty,
    )


def test_share_bonus_with_echoes_and_figures_is_a_figure_not_an_echo():
    g = _writing_share(
        ["echoes", "figures"],
        ["Agriculture"],
        {
            "base": {"2": ["Calendar", "Mathematics"]},
            "echoes": {"2": ["Lever", "Linguistics"], "1": ["Ruler"]},
            "figures": {"1": ["Daedalus", "Huang Di"]},
        },
    )
    act(g, "dogma Writing")
    # Bob (empty hand): base 2. Alice (only base cards in hand): an Echo 2 by the
    # Echoes draw rule. Sharing draw: a Figure of Alice's highest top card (1).
    assert hand(g, "Bob") == ["Calendar"]
    assert hand(g, "Alice") == sorted(["Agriculture", "Lever", "Daedalus"])
    assert pile(g, "figures", 1)[0] == "Huang Di"
    assert pile(g, "echoes", 1)[0] == "Ruler"
    assert turn(g)["actions"] == 1


def test_share_bonus_figures_draw_beats_echoes_rule_with_base_only_hand():
    # The Echoes pile of age 2 is empty, so Alice's own Writing draw is a base 2 and her
    # hand has no Echoes card when the sharing draw comes: the Echoes rule would give an
    # Echo 1, the Figures rule (priority) gives a Figure 1.
    g = _writing_share(
        ["echoes", "figures"],
        ["Agriculture"],
        {
            "base": {"2": ["Calendar", "Mathematics"], "1": ["Clothing"]},
            "echoes": {"1": ["Ruler"]},
            "figures": {"1": ["Daedalus"]},
        },
        empty=[("echoes", 2)],
    )
    act(g, "dogma Writing")
    assert hand(g, "Bob") == ["Calendar"]
    assert hand(g, "Alice") == sorted(["Agriculture", "Mathematics", "Daedalus"])
    assert pile(g, "echoes", 1)[0] == "Ruler"


def test_share_bonus_empty_figures_pile_gives_base_then_echoes_rule_applies():
    # "2) If another expansion's supply pile is empty, and you are forced to draw a
    # base card instead, check the Echoes draw rule before drawing that base card."
    g = _writing_share(
        ["echoes", "figures"],
        ["Agriculture"],
        {
            "base": {"2": ["Calendar", "Mathematics"], "1": ["Clothing"]},
            "echoes": {"1": ["Ruler"]},
        },
        empty=[("echoes", 2), ("figures", 1)],
    )
    act(g, "dogma Writing")
    # Alice's hand: Agriculture, Mathematics (no Echoes card) -> the base 1 becomes an
    # Echo 1.
    assert hand(g, "Alice") == sorted(["Agriculture", "Mathematics", "Ruler"])
    assert pile(g, "base", 1)[0] == "Clothing"


def test_share_bonus_empty_figures_pile_gives_base_when_hand_has_an_echo():
    g = _writing_share(
        ["echoes", "figures"],
        ["Linguistics"],
        {
            "base": {"2": ["Calendar", "Mathematics"], "1": ["Clothing"]},
            "echoes": {"1": ["Ruler"], "2": ["Lever"]},
        },
        empty=[("figures", 1)],
    )
    act(g, "dogma Writing")
    # Alice holds an Echoes card: her Writing draw is a base 2, and the sharing draw
    # (no Figure 1 left) a base 1, the Echoes rule not applying.
    assert hand(g, "Alice") == sorted(["Linguistics", "Mathematics", "Clothing"])
    assert pile(g, "echoes", 1)[0] == "Ruler"
    assert pile(g, "echoes", 2)[0] == "Lever"


def test_share_bonus_figure_skips_empty_base_age_even_with_figures_left():
    # "If all the base cards from an age's supply pile are gone, that age is considered
    # empty for all types of cards." Base 1 empty: the Figure 1 becomes a Figure 2.
    g = _writing_share(
        ["echoes", "figures"],
        ["Agriculture"],
        {
            "base": {"2": ["Calendar", "Mathematics"]},
            "echoes": {"2": ["Lever"]},
            "figures": {"1": ["Daedalus"], "2": ["Zhang Heng"]},
        },
        empty=[("base", 1)],
    )
    act(g, "dogma Writing")
    assert hand(g, "Alice") == sorted(["Agriculture", "Lever", "Zhang Heng"])
    assert pile(g, "figures", 1)[0] == "Daedalus"


# City draw: "1) When you take a Meld action to meld a card that adds a new color to
# your board, draw a City." + "If an expansion's supply pile has no cards in it ...
# draw a base card of that value instead." + rule 2 (check the Echoes rule then).


def _meld_new_colour(sets, a_hand, supply, empty=(), a_board=None):
    return make(
        [
            {"name": "Alice", "hand": a_hand, "board": a_board or {"blue": ["Writing"]}},
            {"name": "Bob"},
        ],
        sets,
        supply=supply,
        empty=empty,
    )


def test_city_draw_empty_cities_pile_gives_echo_when_hand_has_only_base():
    g = _meld_new_colour(
        ["cities", "echoes"],
        ["Sailing", "Agriculture"],
        {"base": {"1": ["Clothing"]}, "echoes": {"1": ["Ruler"]}},
        empty=[("cities", 1)],
    )
    act(g, "meld Sailing")
    assert hand(g, "Alice") == sorted(["Agriculture", "Ruler"])
    assert pile(g, "base", 1)[0] == "Clothing"


def test_city_draw_empty_cities_pile_gives_base_when_hand_is_empty():
    # The Echoes rule needs cards in hand ("If you have cards in your hand, but none of
    # them is an Echoes card").
    g = _meld_new_colour(
        ["cities", "echoes"],
        ["Sailing"],
        {"base": {"1": ["Clothing"]}, "echoes": {"1": ["Ruler"]}},
        empty=[("cities", 1)],
    )
    act(g, "meld Sailing")
    assert hand(g, "Alice") == ["Clothing"]
    assert pile(g, "echoes", 1)[0] == "Ruler"


def test_city_draw_with_cities_left_is_a_city_not_an_echo():
    # The Echoes rule is about base cards; a City drawn is not a base card.
    g = _meld_new_colour(
        ["cities", "echoes"],
        ["Sailing", "Agriculture"],
        {"base": {"1": ["Clothing"]}, "echoes": {"1": ["Ruler"]}, "cities": {"1": ["Troy"]}},
    )
    act(g, "meld Sailing")
    assert hand(g, "Alice") == sorted(["Agriculture", "Troy"])
    assert pile(g, "echoes", 1)[0] == "Ruler"


def test_city_draw_skips_empty_base_age():
    g = _meld_new_colour(
        ["cities", "echoes"],
        ["Sailing"],
        {"cities": {"1": ["Troy"], "2": ["Rome"]}},
        empty=[("base", 1)],
    )
    act(g, "meld Sailing")
    assert hand(g, "Alice") == ["Rome"]


def test_city_draw_not_made_with_a_city_in_hand():
    # "If you already have a Cities card in your hand, ignore these conditions."
    g = _meld_new_colour(
        ["cities", "echoes"],
        ["Sailing", "Troy"],
        {"cities": {"1": ["Yin"]}, "echoes": {"1": ["Ruler"]}},
    )
    act(g, "meld Sailing")
    assert hand(g, "Alice") == ["Troy"]
    assert pile(g, "cities", 1)[0] == "Yin"


# "If you are drawing multiple cards, evaluate the Echoes of the Past draw condition
# on cards one-by-one. A card that is 'drawn and revealed' is part of your hand."


def test_draw_two_evaluates_echoes_rule_one_by_one():
    # The Wheel: "Draw two {1}." With an empty hand the first is a base card, and then
    # the hand holds only a base card: the second is an Echo.
    g = make(
        [
            {"name": "Alice", "board": {"green": ["The Wheel"]}},
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["echoes", "figures"],
        supply={"base": {"1": ["Clothing", "Pottery"]}, "echoes": {"1": ["Ruler", "Dice"]}},
    )
    act(g, "dogma The Wheel")
    assert hand(g, "Alice") == sorted(["Clothing", "Ruler"])
    assert hand(g, "Bob") == []


def test_drawn_and_revealed_card_counts_as_in_hand_for_the_next_draw():
    # Alchemy: "Draw and reveal a {4} for every three {castle} on your board." 8 castles:
    # two draws. The first (empty hand) is a base 4, revealed and in hand; so the
    # second is an Echo 4. Neither is red: "Otherwise, keep them." Then "Meld a card
    # from your hand, then score a card from your hand."
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Alchemy"], "red": ["Metalworking"], "yellow": ["Masonry"]},
            },
            {"name": "Bob"},
        ],
        ["echoes", "cities"],
        supply={
            "base": {"4": ["Perspective", "Invention"]},
            "echoes": {"4": ["Chintz", "Telescope"]},
        },
    )
    act(g, "dogma Alchemy")
    d = g.pending
    assert sorted(d.options) == sorted(["Perspective", "Chintz"]), d
    act(g, "Perspective")
    p = player(g, "Alice")
    assert p["hand"] == []
    assert p["score"] == ["Chintz"]
    assert board(g, "Alice")["yellow"][0] == ["Perspective", "Masonry"]


def test_city_plus_draw_then_city_draw_in_that_order():
    # "1) Execute a City icon's effect. 2) Draw a City." Athens (red 1, plus) adds red.
    # The plus draws a 2 into an empty hand: a base 2. Then the City draw (value 1):
    # no City 1 left, so a base card, and the hand now holds a base card only: an Echo.
    g = _meld_new_colour(
        ["cities", "echoes"],
        ["Athens"],
        {
            "base": {"1": ["Clothing"], "2": ["Calendar"]},
            "echoes": {"1": ["Ruler"], "2": ["Lever"]},
        },
        empty=[("cities", 1)],
    )
    act(g, "meld Athens")
    assert hand(g, "Alice") == sorted(["Calendar", "Ruler"])
    assert pile(g, "base", 1)[0] == "Clothing"
    assert pile(g, "echoes", 2)[0] == "Lever"


def test_city_plus_draw_follows_echoes_rule_then_city_draw_sees_the_echo():
    g = _meld_new_colour(
        ["cities", "echoes"],
        ["Athens", "Agriculture"],
        {
            "base": {"1": ["Clothing"], "2": ["Calendar"]},
            "echoes": {"1": ["Ruler"], "2": ["Lever"]},
        },
        empty=[("cities", 1)],
    )
    act(g, "meld Athens")
    # plus: hand [Agriculture] -> Echo 2 (Lever); City draw: no City 1 -> base 1, hand
    # has an Echo -> the base card Clothing.
    assert hand(g, "Alice") == sorted(["Agriculture", "Lever", "Clothing"])
    assert pile(g, "echoes", 1)[0] == "Ruler"


def test_search_ignores_the_echoes_draw_rule():
    # "Ignore all expansion draw rules and effects during a Search action." Troy
    # (blue 1, search castle) covers Writing: no new colour, no City draw. Search draws
    # one base 1 (Metalworking has a castle: kept), not an Echo, though the hand holds
    # only base cards.
    g = _meld_new_colour(
        ["cities", "echoes"],
        ["Troy", "Agriculture"],
        {"base": {"1": ["Metalworking", "Clothing"]}, "echoes": {"1": ["Ruler"]}},
    )
    act(g, "meld Troy")
    assert hand(g, "Alice") == sorted(["Agriculture", "Metalworking"])
    assert pile(g, "echoes", 1)[0] == "Ruler"
    assert board(g, "Alice")["blue"][0] == ["Troy", "Writing"]


# Figures after an Achieve action: "each opponent draws a Figure, in clockwise order"
# of value "your highest top card".


def _achieve_game(players, sets, supply, empty=(), **rest):
    return make(players, sets, supply=supply, empty=empty, achievements=["Oars"], **rest)


def test_achieve_each_opponent_draws_figure_clockwise_three_players():
    g = _achieve_game(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}, "score": ["Chemistry"]},
            {"name": "Bob", "board": {"red": ["Archery"]}},
            {"name": "Carol", "board": {"green": ["Clothing"]}},
        ],
        ["echoes", "figures"],
        {"figures": {"1": ["Daedalus", "Huang Di", "Imhotep"]}},
    )
    act(g, "achieve 1")
    assert player(g, "Alice")["achievements"] == ["Oars"]
    assert hand(g, "Alice") == []
    assert hand(g, "Bob") == ["Daedalus"]
    assert hand(g, "Carol") == ["Huang Di"]


def test_achieve_figure_draw_empty_figures_pile_then_echoes_rule_per_player():
    # Carol's highest top card is a 2 and no Figure 2 is left: a base 2, and her hand
    # (Agriculture only) has no Echoes card, so an Echo 2. Bob draws his Figure 1.
    g = _achieve_game(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}, "score": ["Chemistry"]},
            {"name": "Bob", "board": {"red": ["Archery"]}},
            {"name": "Carol", "hand": ["Agriculture"], "board": {"green": ["Currency"]}},
        ],
        ["echoes", "figures"],
        {
            "figures": {"1": ["Daedalus"]},
            "base": {"2": ["Calendar"]},
            "echoes": {"2": ["Lever"]},
        },
        empty=[("figures", 2)],
    )
    act(g, "achieve 1")
    assert hand(g, "Bob") == ["Daedalus"]
    assert hand(g, "Carol") == sorted(["Agriculture", "Lever"])
    assert pile(g, "base", 2)[0] == "Calendar"


def test_achieve_figure_draws_only_opponents_in_team_game():
    g = _achieve_game(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}, "score": ["Chemistry"]},
            {"name": "Bob", "board": {"red": ["Archery"]}},
            {"name": "Carol", "board": {"green": ["Clothing"]}},
            {"name": "Dave", "board": {"yellow": ["Masonry"]}},
        ],
        ["echoes", "figures"],
        {"figures": {"1": ["Daedalus", "Huang Di", "Imhotep"]}},
        options={"teams": True},
    )
    act(g, "achieve 1")
    assert hand(g, "Bob") == ["Daedalus"]
    assert hand(g, "Carol") == []
    assert hand(g, "Dave") == ["Huang Di"]
    assert pile(g, "figures", 1)[0] == "Imhotep"


# ------------------------------------------------ after a Meld action
# "Multiple events may trigger after you take a Meld action. ... 1) Execute a City
# icon's effect. 2) Draw a City. 3) Dig an Artifact ... 4) Promote a foreshadowed
# card. 5) Execute a figure's "When" karma effect."


def test_dig_then_promotion_both_happen():
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Translation"],
                "board": {"blue": ["Alchemy"]},
                "forecast": ["Ruler"],
            },
            {"name": "Bob"},
        ],
        ["artifacts", "echoes"],
        supply={"artifacts": {"3": ["Excalibur", "Mjolnir Amulet"]}},
    )
    act(g, "meld Translation", "Ruler", "no")
    p = player(g, "Alice")
    assert p["display"] == ["Excalibur"]
    assert p["forecast"] == []
    assert board(g, "Alice")["blue"][0] == ["Ruler", "Translation", "Alchemy"]
    assert turn(g)["actions"] == 1


def test_promotion_meld_does_not_dig():
    # Construction (2) covers Archery (1), hexes in different slots: no dig. The
    # promoted Ruler (1) covers Writing (1): a dig if it were a Meld action, but
    # "If a rule or effect references a Meld action ... it does not include effects
    # that cause you to meld", and the dig follows "your Meld Action".
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Construction"],
                "board": {"blue": ["Writing"], "red": ["Archery"]},
                "forecast": ["Ruler"],
            },
            {"name": "Bob"},
        ],
        ["artifacts", "echoes"],
        supply={"artifacts": {"1": ["Sibidu Needle"], "2": ["Rosetta Stone"]}},
    )
    act(g, "meld Construction", "Ruler", "no")
    p = player(g, "Alice")
    assert p["display"] == []
    assert board(g, "Alice")["blue"][0] == ["Ruler", "Writing"]
    assert board(g, "Alice")["red"][0] == ["Construction", "Archery"]
    assert pile(g, "artifacts", 1)[0] == "Sibidu Needle"


def test_when_karma_comes_after_promotion_and_its_free_dogma():
    # Alexander the Great: "When you meld this card, score all opponents' top figures
    # of value 1 or 2." Promotion (4th) comes before the karma (5th). The promoted
    # Candles' echo ("If every other player has a higher score than you, draw a {3}.")
    # runs in the free Dogma action while Alice has 1 point (Candles' visible bonus)
    # and Bob 2: she draws. Only then is Sneferu (1) scored by Alice (2 points: she
    # would not have drawn after it).
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Alexander the Great"],
                "board": {"blue": ["Writing"]},
                "forecast": ["Candles"],
            },
            {"name": "Bob", "board": {"yellow": ["Sneferu"]}, "score": ["Calendar"]},
        ],
        ["echoes", "figures"],
        supply={"base": {"3": ["Compass"]}, "echoes": {"3": ["Almanac"]}},
    )
    act(g, "meld Alexander the Great", "Candles", "yes")
    assert g.pending.kind == "action", (g.pending, g.pending.options)
    p = player(g, "Alice")
    assert p["hand"] == ["Compass"]
    assert p["score"] == ["Sneferu"]
    assert board(g, "Alice")["red"][0] == ["Candles", "Alexander the Great"]
    assert board(g, "Bob") == {}
    assert player(g, "Bob")["score"] == ["Calendar"]


# ------------------------------------------------ echo effects on figures
# "You can take a Dogma action and choose a Figure if it has one or more echo effects
# visible in its color."


def test_dogma_on_figure_runs_its_echo_shared_and_share_bonus_is_figure():
    g = make(
        [
            {"name": "Alice", "hand": ["Agriculture"], "board": {"blue": ["Huang Di"]}},
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["echoes", "figures"],
        supply={
            "base": {"2": ["Calendar", "Mathematics"]},
            "echoes": {"2": ["Lever"]},
            "figures": {"1": ["Daedalus"]},
        },
    )
    act(g, "dogma Huang Di")
    assert hand(g, "Bob") == ["Calendar"]
    assert hand(g, "Alice") == sorted(["Agriculture", "Lever", "Daedalus"])


def test_figure_without_visible_echo_cannot_be_activated():
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Writing"], "red": ["Gilgamesh"]}},
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
    )
    opts = options(g)
    assert "dogma Writing" in opts
    assert "dogma Gilgamesh" not in opts


def test_covered_figure_echo_splayed_up_runs_before_dogma():
    # Huang Di's echo ("Draw a {2}.") sits in the bottom middle slot: visible when
    # splayed up. Two draws: the first into an empty hand (base), the second an Echo.
    g = make(
        [
            {"name": "Alice", "board": {"blue": {"cards": ["Writing", "Huang Di"], "splay": "up"}}},
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
        supply={"base": {"2": ["Calendar", "Mathematics"]}, "echoes": {"2": ["Lever"]}},
    )
    act(g, "dogma Writing")
    assert hand(g, "Alice") == sorted(["Calendar", "Lever"])


def test_covered_figure_echo_hidden_when_splayed_right():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": {"cards": ["Writing", "Huang Di"], "splay": "right"}},
            },
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
        supply={"base": {"2": ["Calendar", "Mathematics"]}, "echoes": {"2": ["Lever"]}},
    )
    act(g, "dogma Writing")
    assert hand(g, "Alice") == ["Calendar"]


def test_endorse_executes_echo_effect_twice_with_echoes_rule_each_time():
    # Endorse: "Determine ... which echo effects are visible as you normally would. When
    # you execute a non-demand effect, do it twice." Ruler's echo "Draw a {2}" twice:
    # the payment (Agriculture) leaves the hand empty: base 2, then an Echo 2.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Agriculture"],
                "board": {"blue": ["Ruler"], "red": ["Athens"]},
            },
            {"name": "Bob"},
        ],
        ["cities", "echoes"],
        supply={"base": {"2": ["Calendar", "Mathematics"]}, "echoes": {"2": ["Lever"]}},
    )
    act(g, "endorse Ruler")
    assert hand(g, "Alice") == sorted(["Calendar", "Lever"])
    assert board(g, "Alice")["yellow"][0] == ["Agriculture"]


def test_endorse_sharer_once_you_twice_one_figure_share_draw():
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Agriculture"],
                "board": {"blue": ["Writing"], "red": ["Athens"]},
            },
            {"name": "Bob", "board": {"blue": ["Tools"], "purple": ["Philosophy"]}},
        ],
        ["cities", "figures"],
        supply={
            "base": {"2": ["Calendar", "Mathematics", "Fermenting"]},
            "figures": {"1": ["Daedalus", "Huang Di"]},
        },
    )
    act(g, "endorse Writing")
    assert hand(g, "Bob") == ["Calendar"]
    assert hand(g, "Alice") == sorted(["Mathematics", "Fermenting", "Daedalus"])
    assert pile(g, "figures", 1)[0] == "Huang Di"


# ------------------------------------------------ relics with other sets
# "To seize a Relic, choose to either transfer it to your achievements, or your hand.
# If the Relic card is from an expansion not being used in this game, it must be
# transfered to your achievements."


def _dig_timbuktu(sets):
    g = make(
        [
            {"name": "Alice", "hand": ["Translation"], "board": {"blue": ["Alchemy"]}},
            {"name": "Bob"},
        ],
        sets,
        supply={"artifacts": {"3": ["Excalibur"]}},
        options={"relics": True},
    )
    act(g, "meld Translation", "yes")
    return g


def test_relic_of_a_set_in_play_may_go_to_hand():
    g = _dig_timbuktu(["artifacts", "cities"])
    d = g.pending
    assert d is not None and d.player == "Alice" and d.kind != "action", d
    hand_opt = [o for o in d.options if "hand" in str(o).lower()]
    assert hand_opt, d.options
    act(g, hand_opt[0])
    p = player(g, "Alice")
    assert p["hand"] == ["Timbuktu"]
    assert p["achievements"] == []
    assert p["display"] == ["Excalibur"]


def test_relic_of_a_set_not_in_play_goes_to_achievements():
    g = _dig_timbuktu(["artifacts", "echoes"])
    p = player(g, "Alice")
    assert p["achievements"] == ["Timbuktu"]
    assert p["hand"] == []
    assert g.pending.kind == "action"


def test_safety_pin_in_hand_is_an_echoes_card_for_the_draw_rule():
    g = make(
        [
            {"name": "Alice", "hand": ["Safety Pin"], "board": {"blue": ["Writing"]}},
            {"name": "Bob"},
        ],
        ["artifacts", "echoes"],
        supply={"base": {"1": ["Clothing"]}, "echoes": {"1": ["Ruler"]}},
        options={"relics": True},
    )
    act(g, "draw")
    assert hand(g, "Alice") == sorted(["Safety Pin", "Clothing"])


# ------------------------------------------------ Endorse, Inspire, Decree in one turn
# "Each Special action can only be used once per turn, but you can use two different
# special actions as your two per turn."


def _specials_game():
    return make(
        [
            {
                "name": "Alice",
                "hand": ["Agriculture", "Daedalus", "Archimedes", "Alhazen"],
                "board": {"blue": ["Writing"], "green": ["Babylon"], "red": ["Tigernmas"]},
            },
            {"name": "Bob"},
        ],
        ["cities", "figures"],
    )


def test_inspire_then_endorse_and_decree_offered_but_not_inspire():
    g = _specials_game()
    act(g, "inspire red")
    opts = options(g)
    assert turn(g)["player"] == "Alice" and turn(g)["actions"] == 1
    assert "endorse Writing" in opts
    assert "decree Advancement" in opts
    assert not [o for o in opts if o.startswith("inspire")]


def test_endorse_then_inspire_offered_but_not_endorse():
    g = _specials_game()
    act(g, "endorse Writing")
    while g.pending.kind != "action":
        act(g, g.pending.options[0])
    opts = options(g)
    assert turn(g)["player"] == "Alice" and turn(g)["actions"] == 1
    assert "inspire red" in opts
    assert not [o for o in opts if o.startswith("endorse")]


def test_decree_then_inspire_and_endorse_then_turn_ends():
    g = _specials_game()
    act(g, "decree War")
    while g.pending.kind != "action":
        act(g, g.pending.options[0])
    opts = options(g)
    assert "inspire red" in opts
    assert not [o for o in opts if o.startswith("decree")]


# ------------------------------------------------ karmas on the other sets' rules
# "'Would' karma effects ... When that condition occurs, the karma effect interrupts
# whatever effect or action was in progress. If the reaction starts with 'instead,'
# cancel the original effect ... If the reaction starts with 'first,' follow the
# instructions of the karma effect, and then continue with the original effect."


def test_takiyuddin_splay_before_inspire_draws_a_city():
    # Takiyuddin: "If you would take an Inspire action, first you may splay that color
    # right." A splay in a new direction: "Immediately after splaying a color in any new
    # direction, draw a City" (value of the highest top card: 4). Then the inspire
    # effect ("Draw and tuck a {5}. If it has a {lightbulb}, meld it instead.": Coal has
    # none, tucked onto red) and the Inspire draw (value of the top blue card, 4).
    g = make(
        [{"name": "Alice", "board": {"blue": ["Takiyuddin", "Writing"]}}, {"name": "Bob"}],
        ["cities", "figures"],
        supply={
            "cities": {"4": ["Madrid", "Manila"]},
            "base": {"5": ["Coal"], "4": ["Experimentation"]},
        },
    )
    act(g, "inspire blue", "yes")
    assert hand(g, "Alice") == sorted(["Madrid", "Experimentation"])
    assert board(g, "Alice")["blue"] == (["Takiyuddin", "Writing"], "right")
    assert board(g, "Alice")["red"] == (["Coal"], "none")
    assert turn(g)["actions"] == 1


def test_takiyuddin_splay_declined_no_city():
    g = make(
        [{"name": "Alice", "board": {"blue": ["Takiyuddin", "Writing"]}}, {"name": "Bob"}],
        ["cities", "figures"],
        supply={
            "cities": {"4": ["Madrid", "Manila"]},
            "base": {"5": ["Coal"], "4": ["Experimentation"]},
        },
    )
    act(g, "inspire blue", "no")
    assert hand(g, "Alice") == ["Experimentation"]
    assert board(g, "Alice")["blue"] == (["Takiyuddin", "Writing"], "none")
    assert board(g, "Alice")["red"] == (["Coal"], "none")
    assert pile(g, "cities", 4)[0] == "Madrid"


def test_augustus_caesar_cancels_meld_action_no_city_draw():
    # Augustus Caesar (Bob's): "If any player would meld ... a card of value less than 4,
    # first reveal it. If it is red or green and has a {castle}, instead transfer it to
    # your board". Alice's Meld action of Archery melds nothing: no new colour on her
    # board, no City draw.
    g = make(
        [
            {"name": "Alice", "hand": ["Archery"], "board": {"blue": ["Writing"]}},
            {"name": "Bob", "board": {"green": ["Augustus Caesar"]}},
        ],
        ["cities", "artifacts", "figures"],
        supply={"cities": {"1": ["Troy"]}},
    )
    act(g, "meld Archery")
    assert board(g, "Alice") == {"blue": (["Writing"], "none")}
    assert hand(g, "Alice") == []
    assert board(g, "Bob")["red"] == (["Archery"], "none")
    assert hand(g, "Bob") == []
    assert pile(g, "cities", 1)[0] == "Troy"


def test_augustus_caesar_cancels_meld_action_no_dig():
    g = make(
        [
            {"name": "Alice", "hand": ["Archery"], "board": {"red": ["Oars"]}},
            {"name": "Bob", "board": {"green": ["Augustus Caesar"]}},
        ],
        ["cities", "artifacts", "figures"],
        supply={"artifacts": {"1": ["Sibidu Needle"]}},
    )
    act(g, "meld Archery")
    assert board(g, "Alice") == {"red": (["Oars"], "none")}
    assert player(g, "Alice")["display"] == []
    assert board(g, "Bob")["red"] == (["Archery"], "none")
    assert pile(g, "artifacts", 1)[0] == "Sibidu Needle"


def test_leonardo_three_draws_evaluate_echoes_rule_one_by_one():
    # Leonardo Da Vinci: "If you would meld a purple card, first draw three {4}." The
    # hand (Agriculture) has no Echoes card: the first 4 is an Echo, the next two base.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Code of Laws", "Agriculture"],
                "board": {"yellow": ["Leonardo Da Vinci"]},
            },
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
        supply={
            "base": {"4": ["Perspective", "Invention", "Navigation"]},
            "echoes": {"4": ["Chintz", "Telescope"]},
        },
    )
    act(g, "meld Code of Laws")
    assert hand(g, "Alice") == sorted(["Agriculture", "Chintz", "Perspective", "Invention"])
    assert board(g, "Alice")["purple"] == (["Code of Laws"], "none")


def test_al_kindi_extra_draws_follow_echoes_rule_then_figure():
    # Al-Kindi: "If you would draw a card for sharing, first draw two cards of the same
    # value." The sharing draw is a Figure 3 (highest top card: Al-Kindi); the two first
    # draws are ordinary 3s: the hand (Agriculture, Mathematics) has no Echoes card, so
    # an Echo 3, then (an Echo now in hand) a base 3.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Agriculture"],
                "board": {"blue": ["Writing"], "purple": ["Al-Kindi"]},
            },
            {"name": "Bob", "board": {"blue": ["Tools"]}},
        ],
        ["echoes", "figures"],
        supply={
            "base": {"2": ["Calendar", "Mathematics"], "3": ["Compass", "Paper"]},
            "echoes": {"3": ["Almanac", "Katana"]},
            "figures": {"3": ["Tran Huang Dao", "Shen Kuo"]},
        },
        empty=[("echoes", 2)],
    )
    act(g, "dogma Writing")
    assert hand(g, "Bob") == ["Calendar"]
    assert hand(g, "Alice") == sorted(
        ["Agriculture", "Mathematics", "Almanac", "Compass", "Tran Huang Dao"]
    )


def test_archimedes_raises_echo_effect_value_and_echoes_rule_applies():
    # Archimedes: "If you would take a Dogma action, first increase every {age} value in
    # each echo and dogma effect by one." Its echo "Draw a {2}" draws a 3, an Echo 3
    # since the hand holds only a base card.
    g = make(
        [
            {"name": "Alice", "hand": ["Agriculture"], "board": {"blue": ["Archimedes"]}},
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
        supply={
            "base": {"2": ["Calendar"], "3": ["Compass"]},
            "echoes": {"2": ["Lever"], "3": ["Almanac"]},
        },
    )
    act(g, "dogma Archimedes")
    assert hand(g, "Alice") == sorted(["Agriculture", "Almanac"])


def test_rhazes_tucks_before_the_city_draw():
    # Rhazes: "If you would draw a card, first tuck a card of the same value from your
    # hand." The City draw after the Meld action (value 3, Rhazes) is a draw.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Sailing", "Alchemy"],
                "board": {"yellow": ["Rhazes"]},
            },
            {"name": "Bob"},
        ],
        ["cities", "figures"],
        supply={"cities": {"3": ["Cordoba", "Delhi"]}},
    )
    act(g, "meld Sailing")
    assert hand(g, "Alice") == ["Cordoba"]
    assert board(g, "Alice")["blue"] == (["Alchemy"], "none")
    assert board(g, "Alice")["green"] == (["Sailing"], "none")


def test_hatshepsut_before_city_draw_with_echoes_rule():
    # Hatshepsut: "If you would draw a card of value higher than 1 and you have a {1} in
    # your hand, first return all cards from your hand and draw two cards of that
    # value." The City draw is of value 2 (Mathematics). Agriculture is returned; the
    # two 2s: base (empty hand) then Echo; then the City draw itself (no City in hand).
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Code of Laws", "Agriculture"],
                "board": {"green": ["Hatshepsut"], "blue": ["Mathematics"]},
            },
            {"name": "Bob"},
        ],
        ["cities", "echoes", "figures"],
        supply={
            "base": {"2": ["Calendar", "Fermenting"]},
            "echoes": {"2": ["Lever", "Linguistics"]},
            "cities": {"2": ["Rome", "Sparta"]},
        },
    )
    act(g, "meld Code of Laws")
    assert hand(g, "Alice") == sorted(["Calendar", "Lever", "Rome"])
    assert pile(g, "base", 1)[-1] == "Agriculture"


def test_benjamin_franklin_first_meld_changes_what_the_meld_action_covers():
    # Benjamin Franklin: "If you would meld a card, first draw and meld a card of one
    # higher value." Construction (2) goes on Oars first; Archery (1) then covers
    # Construction: the dig is of value 2 ("an Artifact card of value equal to the
    # covered up card").
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Archery"],
                "board": {"blue": ["Benjamin Franklin"], "red": ["Oars"]},
            },
            {"name": "Bob"},
        ],
        ["artifacts", "figures"],
        supply={
            "base": {"2": ["Construction"]},
            "artifacts": {"1": ["Sibidu Needle"], "2": ["Rosetta Stone"]},
        },
    )
    act(g, "meld Archery")
    assert board(g, "Alice")["red"] == (["Archery", "Construction", "Oars"], "none")
    assert player(g, "Alice")["display"] == ["Rosetta Stone"]


def test_decree_expansion_splay_draws_a_city_into_the_emptied_hand():
    # Decree: "remove all the cards in your hand from the game"; Expansion: "Splay any
    # one of your colors up." The splay is in a new direction: a City of the highest
    # top card's value (1).
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Sneferu", "Archimedes", "Alhazen"],
                "board": {"blue": ["Writing", "Tools"]},
            },
            {"name": "Bob"},
        ],
        ["cities", "figures"],
        supply={"cities": {"1": ["Troy", "Yin"]}},
    )
    act(g, "decree Expansion")
    while g.pending.kind != "action":
        act(g, g.pending.options[0])
    p = player(g, "Alice")
    assert p["hand"] == ["Troy"]
    assert p["achievements"] == ["Expansion"]
    assert board(g, "Alice")["blue"] == (["Writing", "Tools"], "up")
    removed = g.to_position()["removed"]
    assert {"Sneferu", "Archimedes", "Alhazen"} <= set(removed)


# ------------------------------------------------ achievements of several sets


def test_one_meld_claims_special_achievements_of_two_sets():
    # Legend (Cities): "meld a city with a {arrow_left} on a color already splayed
    # left". Supremacy (Echoes): "three icons or more of the same icon type visible in
    # each of four different colors": Kaifeng brings yellow to 4 castles.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Kaifeng"],
                "board": {
                    "red": ["Metalworking"],
                    "purple": ["Mysticism"],
                    "green": ["The Wheel"],
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"},
                },
            },
            {"name": "Bob"},
        ],
        ["cities", "echoes"],
    )
    act(g, "meld Kaifeng")
    assert sorted(player(g, "Alice")["achievements"]) == ["Legend", "Supremacy"]
    assert board(g, "Alice")["yellow"] == (["Kaifeng", "Agriculture", "Masonry"], "left")


def _fountain_game(sets):
    return make(
        [
            {
                "name": "Alice",
                "hand": ["Shanghai"],
                "board": {"blue": ["Writing"]},
                "achievements": [
                    "Oars",
                    "Calendar",
                    "Compass",
                    "Anatomy",
                    "Coal",
                    "Railroad",
                    "War",
                ],
            },
            {"name": "Bob"},
        ],
        sets,
    )


def test_fountain_and_decree_count_toward_the_win_with_two_expansions():
    # "For each expansion you include ... increase the number of achievements required
    # to win by 1": 2 players, Cities and Figures: 8. Six standard achievements, the
    # War Decree and Shanghai's visible fountain make 8.
    g = _fountain_game(["cities", "figures"])
    assert g.result is None
    act(g, "meld Shanghai")
    assert g.result is not None
    assert list(g.result.winners) == ["Alice"]


def test_same_achievements_do_not_win_with_three_expansions():
    g = _fountain_game(["cities", "echoes", "figures"])
    act(g, "meld Shanghai")
    assert g.result is None
    # the City draw for the new colour still happens (no City in hand): value 8.
    h = hand(g, "Alice")
    assert len(h) == 1 and CARDS[h[0]]["set"] == "cities" and CARDS[h[0]]["age"] == 8


# ------------------------------------------------ more draws of several sets


def test_share_bonus_without_figures_follows_echoes_rule():
    # Cities and Echoes (no Figures): the sharing draw is a base card, turned into an
    # Echo by the Echoes rule when the hand holds only base cards.
    g = _writing_share(
        ["cities", "echoes"],
        ["Agriculture"],
        {
            "base": {"2": ["Calendar", "Mathematics"], "1": ["Clothing"]},
            "echoes": {"1": ["Ruler"]},
        },
        empty=[("echoes", 2)],
    )
    act(g, "dogma Writing")
    assert hand(g, "Alice") == sorted(["Agriculture", "Mathematics", "Ruler"])
    assert pile(g, "base", 1)[0] == "Clothing"


def test_city_drawn_immediately_after_splay_in_the_middle_of_a_dogma():
    # Philosophy: "You may splay left any one color of your cards. // You may score a
    # card from your hand." "Immediately after splaying a color in any new direction,
    # draw a City": the City is in hand when the second effect asks for a card to score.
    g = make(
        [
            {"name": "Alice", "board": {"purple": ["Philosophy"], "blue": ["Writing", "Tools"]}},
            {"name": "Bob"},
        ],
        ["cities", "echoes"],
        supply={"cities": {"2": ["Rome", "Nanjing"]}},
    )
    act(g, "dogma Philosophy")
    d = g.pending
    if d.kind == "choose_color":
        act(g, "blue")
    elif d.kind == "yes_no":
        act(g, "yes")
        if g.pending.kind == "choose_color":
            act(g, "blue")
    d = g.pending
    assert d.player == "Alice" and "Rome" in d.options, (d, d.options)
    act(g, "Rome")
    p = player(g, "Alice")
    assert p["score"] == ["Rome"]
    assert p["hand"] == []
    assert board(g, "Alice")["blue"] == (["Writing", "Tools"], "left")


def test_caresse_crosby_on_endorse_payment_splays_draws_city_and_two_2s():
    # Caresse Crosby: "If you would tuck a card with a {leaf}, first splay that color of
    # your cards left, then draw two {2}." The Endorse payment (Clothing, green) is a
    # tuck: green splays left (a new direction: a City of value 8, the highest top
    # card), then two 2s (no Echoes card in hand: an Echo, then a base card). Then Ruler
    # is endorsed: its echo "Draw a {2}" twice, base cards (an Echo is in hand).
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Clothing"],
                "board": {
                    "yellow": ["Caresse Crosby"],
                    "green": ["The Wheel", "Sailing"],
                    "blue": ["Ruler"],
                    "red": ["Athens"],
                },
            },
            {"name": "Bob"},
        ],
        ["cities", "echoes", "figures"],
        supply={
            "cities": {"8": ["Kuala Lumpur", "Hamburg"]},
            "base": {"2": ["Calendar", "Mathematics", "Fermenting", "Monotheism"]},
            "echoes": {"2": ["Lever", "Linguistics"]},
        },
    )
    act(g, "endorse Ruler")
    assert hand(g, "Alice") == sorted(
        ["Kuala Lumpur", "Lever", "Calendar", "Mathematics", "Fermenting"]
    )
    assert board(g, "Alice")["green"] == (["The Wheel", "Sailing", "Clothing"], "left")


def test_achieve_opponent_with_empty_board_draws_figure_1():
    g = _achieve_game(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}, "score": ["Chemistry"]},
            {"name": "Bob"},
        ],
        ["cities", "figures"],
        {"figures": {"1": ["Daedalus"]}},
    )
    act(g, "achieve 1")
    assert hand(g, "Bob") == ["Daedalus"]


def test_inspire_draw_follows_echoes_rule():
    # Tigernmas's inspire "Draw a {1}." then the Inspire draw (value of the top red
    # card): hand Agriculture only -> an Echo 1; then an Echo is in hand -> a base 1.
    g = make(
        [
            {"name": "Alice", "hand": ["Agriculture"], "board": {"red": ["Tigernmas"]}},
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
        supply={"base": {"1": ["Clothing", "Pottery"]}, "echoes": {"1": ["Ruler", "Dice"]}},
    )
    act(g, "inspire red")
    assert hand(g, "Alice") == sorted(["Agriculture", "Ruler", "Clothing"])


def test_displayed_artifact_free_dogma_runs_echo_effects_of_its_colour_first():
    # "Execute all its effects (and before that, any echo effects on your board in its
    # color)." Ruler's echo "Draw a {2}" (empty hand: base 2), then Dunhuang Star Chart:
    # "Return all cards from your hand. Draw a card of value equal to the number of
    # cards returned." -> one card returned, a 1 drawn (empty hand: base 1).
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Ruler"]}, "display": ["Dunhuang Star Chart"]},
            {"name": "Bob"},
        ],
        ["artifacts", "echoes"],
        supply={
            "base": {"1": ["Clothing"], "2": ["Calendar"]},
            "echoes": {"1": ["Dice"], "2": ["Lever"]},
        },
        phase="start",
    )
    d = g.pending
    dogma_opt = [o for o in d.options if "dogma" in str(o).lower()]
    assert dogma_opt, d.options
    act(g, dogma_opt[0])
    p = player(g, "Alice")
    assert p["hand"] == ["Clothing"]
    assert p["display"] == []
    assert pile(g, "base", 2)[-1] == "Calendar"
    assert pile(g, "artifacts", 3)[-1] == "Dunhuang Star Chart"
    assert g.pending.kind == "action" and turn(g)["actions"] == 2


# ------------------------------------------------ players and achievements to win
# "The number of achievements needed to win is 8, plus the number of expansions,
# minus the number of players, with a minimum of 4." (and the table for 2-4 players)


def _five_player_fountain(sets):
    others = [{"name": n} for n in ("Bob", "Carol", "Dave", "Erin")]
    return make(
        [
            {
                "name": "Alice",
                "hand": ["Shanghai"],
                "board": {"blue": ["Writing"]},
                "achievements": ["Oars", "Calendar", "Compass", "Anatomy", "War"],
            },
            *others,
        ],
        sets,
    )


def test_five_players_three_expansions_need_six():
    g = _five_player_fountain(["cities", "echoes", "figures"])
    act(g, "meld Shanghai")
    assert g.result is not None and list(g.result.winners) == ["Alice"]


def test_five_players_four_expansions_need_seven():
    g = _five_player_fountain(["cities", "echoes", "figures", "artifacts"])
    act(g, "meld Shanghai")
    assert g.result is None


def test_maximum_players_one_more_per_expansion():
    # "increase the number of achievements required to win by 1, and the maximum player
    # count by 1."
    names = [f"P{i}" for i in range(7)]
    try:
        inno.Game(players=names[:7], expansions=["echoes", "cities"], seed=1)
    except inno.InnoError:
        pass
    else:
        raise AssertionError("7 players with two expansions accepted")
    g = inno.Game(players=names[:7], expansions=["echoes", "cities", "figures"], seed=1)
    assert g.pending is not None


# ------------------------------------------------ empty ages, empty piles


def test_echoes_rule_draw_skips_age_whose_base_pile_is_empty():
    # "If all the base cards from an age's supply pile are gone, that age is considered
    # empty for all types of cards." Writing's 2: base 2 empty (Echoes 2 left) -> a 3,
    # an Echo 3 by the Echoes rule.
    g = make(
        [
            {"name": "Alice", "hand": ["Agriculture"], "board": {"blue": ["Writing"]}},
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
        supply={"echoes": {"2": ["Lever"], "3": ["Almanac"]}, "base": {"3": ["Compass"]}},
        empty=[("base", 2)],
    )
    act(g, "dogma Writing")
    assert hand(g, "Alice") == sorted(["Agriculture", "Almanac"])
    assert pile(g, "echoes", 2)[0] == "Lever"


def test_dig_skips_age_whose_base_pile_is_empty():
    # Archery (1) covers Oars (1): a dig of value 1; base 1 is empty: an Artifact 2.
    g = make(
        [{"name": "Alice", "hand": ["Archery"], "board": {"red": ["Oars"]}}, {"name": "Bob"}],
        ["artifacts", "echoes"],
        supply={"artifacts": {"1": ["Sibidu Needle"], "2": ["Rosetta Stone"]}},
        empty=[("base", 1)],
    )
    act(g, "meld Archery")
    assert player(g, "Alice")["display"] == ["Rosetta Stone"]


def test_dig_from_empty_artifacts_pile_is_ignored_no_base_card():
    # "If there is no Artifact card of that age to draw ... ignore the dig event."
    g = make(
        [
            {"name": "Alice", "hand": ["Archery"], "board": {"red": ["Oars"]}},
            {"name": "Bob"},
        ],
        ["artifacts", "echoes"],
        supply={"base": {"1": ["Clothing"]}, "echoes": {"1": ["Ruler"]}},
        empty=[("artifacts", 1)],
    )
    act(g, "meld Archery")
    p = player(g, "Alice")
    assert p["display"] == []
    assert p["hand"] == []
    assert pile(g, "base", 1)[0] == "Clothing"
    assert pile(g, "echoes", 1)[0] == "Ruler"


def test_city_covering_city_digs_hexes_in_same_place():
    # Barcelona (3) covers Athens (1): not lower, but both hexes are top right: a dig of
    # value 1, after the plus (draw a 4: empty hand, base).
    g = make(
        [{"name": "Alice", "hand": ["Barcelona"], "board": {"red": ["Athens"]}}, {"name": "Bob"}],
        ["cities", "artifacts"],
        supply={"base": {"4": ["Perspective"]}, "artifacts": {"1": ["Sibidu Needle"]}},
    )
    act(g, "meld Barcelona")
    p = player(g, "Alice")
    assert p["display"] == ["Sibidu Needle"]
    assert p["hand"] == ["Perspective"]


def test_augustus_caesar_cancelled_meld_action_no_promotion():
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Archery"],
                "board": {"blue": ["Writing"]},
                "forecast": ["Candles"],
            },
            {"name": "Bob", "board": {"green": ["Augustus Caesar"]}},
        ],
        ["echoes", "figures"],
    )
    act(g, "meld Archery")
    assert g.pending.kind == "action", (g.pending, g.pending.options)
    assert player(g, "Alice")["forecast"] == ["Candles"]
    assert board(g, "Bob")["red"] == (["Archery"], "none")


# ------------------------------------------------ sharing draws: who gets one


def test_no_figure_when_only_a_teammate_shares():
    # "if you share a non-demand effect with your teammate only, you do not get a free
    # Draw action."
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}},
            {"name": "Bob"},
            {"name": "Carol", "board": {"blue": ["Tools"]}},
            {"name": "Dave"},
        ],
        ["echoes", "figures"],
        supply={"base": {"2": ["Calendar", "Mathematics"]}, "figures": {"1": ["Daedalus"]}},
        options={"teams": True},
    )
    act(g, "dogma Writing")
    assert hand(g, "Carol") == ["Calendar"]
    assert hand(g, "Alice") == ["Mathematics"]
    assert pile(g, "figures", 1)[0] == "Daedalus"


def test_compelled_player_changing_nothing_in_shared_effect_gives_no_figure():
    # Treaty of Kadesh: "I compel you to return all top cards from your board with a
    # demand effect! // Score a top, non-blue card from your board with a demand
    # effect." Bob is compelled (Archery returned), then shares and scores nothing:
    # "to obtain a free Draw action as a sharing bonus, a non-demand effect must be
    # shared. Compel effects are considered to be demand effects for all purposes."
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Treaty of Kadesh"]}},
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        ["artifacts", "figures"],
        supply={"figures": {"1": ["Daedalus"]}},
    )
    act(g, "dogma Treaty of Kadesh")
    assert board(g, "Bob") == {}
    assert pile(g, "base", 1)[-1] == "Archery"
    assert hand(g, "Alice") == []
    assert pile(g, "figures", 1)[0] == "Daedalus"


def test_sun_tzu_melds_before_share_figure_and_effect_meld_draws_no_city():
    # Sun Tzu: "If you would draw for a share bonus, first meld any number of cards from
    # your hand matching the Dogma action's featured icon." Philosophy (lightbulb) is
    # melded onto a new colour by an effect: no City. Then the Figure of value 2.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Philosophy"],
                "board": {"blue": ["Writing"], "red": ["Sun Tzu"]},
            },
            {"name": "Bob", "board": {"blue": ["Tools"]}},
        ],
        ["cities", "figures"],
        supply={
            "base": {"2": ["Construction", "Road Building"]},
            "figures": {"2": ["Zhang Heng"]},
            "cities": {"2": ["Rome"]},
        },
    )
    act(g, "dogma Writing")
    d = g.pending
    assert d.player == "Alice" and "Philosophy" in d.options, (d, d.options)
    assert "Road Building" not in d.options
    g.answer(["Philosophy"] if d.kind == "choose_cards" else "Philosophy")
    while g.pending.kind != "action":
        act(g, g.pending.options[-1])
    assert board(g, "Alice")["purple"] == (["Philosophy"], "none")
    assert hand(g, "Alice") == sorted(["Road Building", "Zhang Heng"])
    assert pile(g, "cities", 2)[0] == "Rome"


def test_figures_without_echoes_uses_duplicate_achievement_eligibility():
    # online rules: "Figures in the Sand contains Echo Effects and Duplicated
    # Achievements from Echoes of the Past." A second age-1 achievement needs 10 points.
    def game(score):
        return make(
            [
                {
                    "name": "Alice",
                    "board": {"blue": ["Writing"]},
                    "score": score,
                    "achievements": ["Oars"],
                },
                {"name": "Bob"},
            ],
            ["figures"],
            achievements=["Clothing"],
        )

    assert "achieve 1" not in options(game(["Chemistry"]))
    assert "achieve 1" in options(game(["Chemistry", "Coal"]))


# ------------------------------------------------ more karmas with the other sets


def test_archimedes_endorsed_echo_raised_and_done_twice():
    # Endorse is a Dogma action ("as if it were a Dogma action"): Archimedes raises its
    # echo "Draw a {2}" to a 3, done twice: empty hand after the payment (base 3), then
    # an Echo 3.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Agriculture"],
                "board": {"blue": ["Archimedes"], "red": ["Athens"]},
            },
            {"name": "Bob"},
        ],
        ["cities", "echoes", "figures"],
        supply={
            "base": {"2": ["Calendar"], "3": ["Compass", "Paper"]},
            "echoes": {"2": ["Lever"], "3": ["Almanac", "Katana"]},
        },
    )
    act(g, "endorse Archimedes")
    assert hand(g, "Alice") == sorted(["Compass", "Almanac"])


def test_emperor_meiji_forecast_counts_for_echoes_rule_during_trade_decree():
    # Trade: "Draw and foreshadow three cards of value one higher than your highest top
    # card" (8). Emperor Meiji: "Each card in your forecast counts as being in your
    # hand." The hand is empty after the Decree: the first 8 is base; foreshadowed, it
    # counts as in hand, so the second is an Echo; the third base.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Fu Xi", "Archimedes", "Alhazen"],
                "board": {"purple": ["Emperor Meiji"]},
            },
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
        supply={
            "base": {"8": ["Quantum Theory", "Rocketry", "Flight"]},
            "echoes": {"8": ["Radio Telescope", "X-Ray"]},
        },
    )
    act(g, "decree Trade")
    while g.pending.kind != "action":
        act(g, g.pending.options[0])
    p = player(g, "Alice")
    assert sorted(p["forecast"]) == sorted(["Quantum Theory", "Radio Telescope", "Rocketry"])
    assert p["achievements"] == ["Trade"]


def test_two_would_karmas_of_two_players_current_player_chooses():
    # "In the rare case that multiple 'Would' karmas are triggered by the same action,
    # the current player decides which karma occurs and ignores the others." Alice melds
    # Code of Laws (purple 1): her Leonardo Da Vinci and Bob's Augustus Caesar both
    # trigger; she chooses Augustus (reveal: purple, nothing), Leonardo is ignored.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Code of Laws", "Agriculture"],
                "board": {"yellow": ["Leonardo Da Vinci"]},
            },
            {"name": "Bob", "board": {"green": ["Augustus Caesar"]}},
        ],
        ["echoes", "figures"],
    )
    act(g, "meld Code of Laws")
    d = g.pending
    assert d.player == "Alice" and d.kind == "choose_option", d
    aug = [o for o in d.options if "Augustus" in o]
    assert aug and [o for o in d.options if "Leonardo" in o]
    act(g, aug[0])
    assert hand(g, "Alice") == ["Agriculture"]
    assert board(g, "Alice")["purple"] == (["Code of Laws"], "none")


def test_john_harrison_chooses_a_city_before_opponents_figure_share_draw():
    # John Harrison (Bob's): "If an opponent would draw a card for sharing, first draw a
    # {6}. You may choose the type of card drawn."
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}},
            {"name": "Bob", "board": {"blue": ["Tools"], "green": ["John Harrison"]}},
        ],
        ["echoes", "figures", "cities"],
        supply={
            "base": {"2": ["Calendar", "Mathematics"]},
            "cities": {"6": ["Berlin", "Tehran"]},
            "figures": {"1": ["Daedalus"]},
        },
    )
    act(g, "dogma Writing", "cities")
    assert hand(g, "Bob") == sorted(["Calendar", "Berlin"])
    assert hand(g, "Alice") == sorted(["Mathematics", "Daedalus"])


# ------------------------------------------------ relics are cards of their sets


def test_timbuktu_in_hand_is_a_city_no_city_draw():
    g = make(
        [
            {"name": "Alice", "hand": ["Sailing", "Timbuktu"], "board": {"blue": ["Writing"]}},
            {"name": "Bob"},
        ],
        ["cities", "artifacts"],
        supply={"cities": {"1": ["Troy"]}},
        options={"relics": True},
    )
    act(g, "meld Sailing")
    assert hand(g, "Alice") == ["Timbuktu"]
    assert pile(g, "cities", 1)[0] == "Troy"


def test_complex_numbers_in_hand_is_a_base_card_for_echoes_rule():
    g = make(
        [
            {"name": "Alice", "hand": ["Complex Numbers"], "board": {"blue": ["Writing"]}},
            {"name": "Bob"},
        ],
        ["artifacts", "echoes"],
        supply={"base": {"1": ["Clothing"]}, "echoes": {"1": ["Ruler"]}},
        options={"relics": True},
    )
    act(g, "draw")
    assert hand(g, "Alice") == sorted(["Complex Numbers", "Ruler"])


# ------------------------------------------------ Echoes' special achievements with figures


def test_history_counts_echo_effects_of_figures():
    # History: "a color with four or more visible echo effects". Ruler melded on a blue
    # stack splayed up: Ruler's echo, and the visible echoes of Huang Di, Archimedes
    # (figures) and Lever.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Ruler"],
                "board": {"blue": {"cards": ["Huang Di", "Archimedes", "Lever"], "splay": "up"}},
            },
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
    )
    act(g, "meld Ruler")
    assert player(g, "Alice")["achievements"] == ["History"]


# ------------------------------------------------ search, display, with other sets


def test_search_with_empty_base_age_draws_nothing():
    # "do not draw from the next higher age if the stack is depleted" (and no Echo).
    g = make(
        [{"name": "Alice", "hand": ["Troy"], "board": {"blue": ["Writing"]}}, {"name": "Bob"}],
        ["cities", "echoes"],
        supply={"base": {"2": ["Calendar"]}, "echoes": {"1": ["Ruler"], "2": ["Lever"]}},
        empty=[("base", 1)],
    )
    act(g, "meld Troy")
    assert hand(g, "Alice") == []
    assert pile(g, "base", 2)[0] == "Calendar"
    assert pile(g, "echoes", 1)[0] == "Ruler"


def test_search_draws_do_not_trigger_draw_karmas():
    # "Ignore all expansion draw rules and effects during a Search action": Rhazes ("If
    # you would draw a card, first tuck a card of the same value from your hand") does
    # not act on the Search's draw of a 1.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Troy", "Agriculture"],
                "board": {"blue": ["Writing"], "yellow": ["Rhazes"]},
            },
            {"name": "Bob"},
        ],
        ["cities", "figures"],
        supply={"base": {"1": ["Metalworking"]}},
    )
    act(g, "meld Troy")
    assert hand(g, "Alice") == sorted(["Agriculture", "Metalworking"])
    assert board(g, "Alice")["yellow"] == (["Rhazes"], "none")


def test_meld_action_from_display_adds_colour_and_draws_a_city():
    # "As a normal Meld action, you may treat the card on display as if it is in your
    # hand, and meld it." It adds red: a City draw.
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}, "display": ["Holmegaard Bows"]},
            {"name": "Bob"},
        ],
        ["artifacts", "cities"],
        supply={"cities": {"1": ["Troy"]}},
    )
    act(g, "meld Holmegaard Bows")
    p = player(g, "Alice")
    assert p["display"] == []
    assert p["hand"] == ["Troy"]
    assert board(g, "Alice")["red"] == (["Holmegaard Bows"], "none")


def test_meld_action_from_display_can_dig():
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}, "display": ["Sibidu Needle"]},
            {"name": "Bob"},
        ],
        ["artifacts", "cities"],
        supply={"artifacts": {"1": ["Treaty of Kadesh"]}},
    )
    act(g, "meld Sibidu Needle")
    p = player(g, "Alice")
    assert p["display"] == ["Treaty of Kadesh"]
    assert board(g, "Alice")["blue"] == (["Sibidu Needle", "Writing"], "none")


def test_displayed_artifact_free_dogma_share_bonus_is_a_figure():
    # The free Dogma action on the displayed Holmegaard Bows ("I compel you to transfer
    # the highest top card with a {castle} on your board to my hand! // Draw a {2}."):
    # Bob (3 leaves vs Alice's 2, the display's icons added) is compelled (nothing to
    # transfer) and shares the draw: Alice's sharing draw is a Figure of her highest top
    # card's value.
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}, "display": ["Holmegaard Bows"]},
            {"name": "Bob", "board": {"yellow": ["Agriculture"]}},
        ],
        ["artifacts", "figures"],
        supply={"base": {"2": ["Calendar", "Mathematics"]}, "figures": {"1": ["Daedalus"]}},
        phase="start",
    )
    d = g.pending
    act(g, [o for o in d.options if "dogma" in str(o).lower()][0])
    assert hand(g, "Bob") == ["Calendar"]
    assert hand(g, "Alice") == sorted(["Mathematics", "Daedalus"])
    assert player(g, "Alice")["display"] == []


# ------------------------------------------------ "a Meld action", "an Achieve action"
# "If a rule or effect references a Meld action, Dogma action, Draw action or Achieve
# action, it does not include effects that cause you to meld, draw, or achieve."


def test_meld_by_effect_adding_a_colour_draws_no_city():
    g = make(
        [{"name": "Alice", "board": {"green": ["Sailing"]}}, {"name": "Bob"}],
        ["cities", "echoes"],
        supply={"base": {"1": ["Archery"]}, "cities": {"1": ["Troy"]}},
    )
    act(g, "dogma Sailing")
    assert board(g, "Alice")["red"] == (["Archery"], "none")
    assert hand(g, "Alice") == []
    assert pile(g, "cities", 1)[0] == "Troy"


def test_achieve_by_effect_gives_opponents_no_figure():
    # Holy Grail: "Return a card from your hand. Claim an achievement of matching value
    # ignoring eligibility."
    g = make(
        [
            {"name": "Alice", "hand": ["Agriculture"], "board": {"yellow": ["Holy Grail"]}},
            {"name": "Bob"},
        ],
        ["artifacts", "figures"],
        supply={"figures": {"1": ["Daedalus"]}},
        achievements=["Oars"],
    )
    act(g, "dogma Holy Grail")
    assert player(g, "Alice")["achievements"] == ["Oars"]
    assert hand(g, "Bob") == []
    assert pile(g, "figures", 1)[0] == "Daedalus"


def test_promoted_card_adding_a_colour_draws_no_city():
    # The Meld action (Pottery on Writing) adds no colour; the promoted Candles adds red
    # but is not melded by the Meld action itself.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Pottery"],
                "board": {"blue": ["Writing"]},
                "forecast": ["Candles"],
            },
            {"name": "Bob"},
        ],
        ["cities", "echoes"],
        supply={"cities": {"1": ["Troy"]}},
    )
    act(g, "meld Pottery", "Candles", "no")
    assert board(g, "Alice")["red"] == (["Candles"], "none")
    assert hand(g, "Alice") == []
    assert pile(g, "cities", 1)[0] == "Troy"


def test_promoted_city_plus_icon_does_nothing():
    # "Plusses, Searches, and Arrows grant an immediate effect when melded, but only if
    # the city was melded with a Meld action (not through an effect)."
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Pottery"],
                "board": {"blue": ["Writing"]},
                "forecast": ["Athens"],
            },
            {"name": "Bob"},
        ],
        ["cities", "echoes"],
        supply={"base": {"2": ["Calendar"]}, "cities": {"1": ["Troy"]}},
    )
    act(g, "meld Pottery", "Athens")
    while g.pending.kind != "action":
        act(g, "no")
    assert board(g, "Alice")["red"] == (["Athens"], "none")
    assert hand(g, "Alice") == []
    assert pile(g, "base", 2)[0] == "Calendar"


# ------------------------------------------------ draws past age 10


def test_figure_draw_after_achieve_past_age_10_ends_the_game():
    # "If you have to skip age 10 and try to draw an age 11 card that doesn't exist, the
    # game ends immediately." Bob's highest top card is a 10 and base 10 is empty.
    g = _achieve_game(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}, "score": ["Chemistry"]},
            {"name": "Bob", "board": {"blue": ["Software"]}},
        ],
        ["echoes", "figures"],
        {},
        empty=[("base", 10)],
    )
    act(g, "achieve 1")
    assert player(g, "Alice")["achievements"] == ["Oars"]
    assert g.result is not None
    assert list(g.result.winners) == ["Alice"]


# ------------------------------------------------ Decrees, Endorse conditions


def test_decree_held_by_opponent_returns_to_centre_no_effect_no_city():
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Sneferu", "Archimedes", "Alhazen"],
                "board": {"blue": ["Writing", "Tools"]},
            },
            {"name": "Bob", "achievements": ["Expansion"]},
        ],
        ["cities", "figures"],
        supply={"cities": {"1": ["Troy"]}},
    )
    act(g, "decree Expansion")
    assert player(g, "Bob")["achievements"] == []
    assert "Expansion" in g.to_position()["decrees"]
    assert player(g, "Alice")["achievements"] == []
    assert board(g, "Alice")["blue"] == (["Writing", "Tools"], "none")
    assert hand(g, "Alice") == []


def test_endorse_with_city_whose_search_icon_is_the_featured_icon():
    # "Search icons count as normal icons while visible." Damascus has a castle only in
    # its search icon; The Wheel's featured icon is the castle.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Agriculture"],
                "board": {"yellow": ["Damascus"], "green": ["The Wheel"]},
            },
            {"name": "Bob"},
        ],
        ["cities", "echoes"],
    )
    assert "endorse The Wheel" in options(g)


def test_endorse_not_offered_when_payment_too_high():
    # "tucking a card from your hand of equal or lower value to the city you chose"
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Calendar"],
                "board": {"blue": ["Writing"], "red": ["Athens"]},
            },
            {"name": "Bob"},
        ],
        ["cities", "figures"],
    )
    assert not [o for o in options(g) if o.startswith("endorse")]


def test_figure_with_an_echo_effect_is_not_an_echoes_card_for_the_draw_rule():
    # The Echoes rule: "If you have cards in your hand, but none of them is an Echoes
    # card" -- the type of a card "refers to which expansion it is from". Huang Di
    # (a Figure with an echo effect) is no Echoes card.
    g = make(
        [{"name": "Alice", "hand": ["Huang Di"], "board": {"blue": ["Writing"]}}, {"name": "Bob"}],
        ["echoes", "figures"],
        supply={"base": {"1": ["Clothing"]}, "echoes": {"1": ["Ruler"]}},
    )
    act(g, "draw")
    assert hand(g, "Alice") == sorted(["Huang Di", "Ruler"])


def test_achieve_figure_draws_in_turn_see_the_age_emptied_by_the_previous_one():
    # Bob: no Figure 1 left, so the last base 1. Then age 1 is empty "for all types of
    # cards": Carol's Figure 1 becomes a Figure 2.
    g = _achieve_game(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}, "score": ["Chemistry"]},
            {"name": "Bob", "board": {"red": ["Archery"]}},
            {"name": "Carol", "board": {"green": ["Clothing"]}},
        ],
        ["cities", "figures"],
        {"base": {"1": ["Pottery"]}, "figures": {"2": ["Zhang Heng"]}},
        empty=[("figures", 1), ("base", 1)],
    )
    act(g, "achieve 1")
    assert hand(g, "Bob") == ["Pottery"]
    assert hand(g, "Carol") == ["Zhang Heng"]


def test_city_arrow_splay_draws_a_city_then_dig():
    # Cordoba (blue 3, arrow left) covers Alchemy (3): 1) the arrow splays blue left, a
    # new direction: a City of value 3; 3) the dig (3 covers 3): an Artifact 3.
    g = make(
        [
            {"name": "Alice", "hand": ["Cordoba"], "board": {"blue": ["Alchemy", "Writing"]}},
            {"name": "Bob"},
        ],
        ["cities", "artifacts"],
        supply={"cities": {"3": ["Delhi", "Venice"]}, "artifacts": {"3": ["Excalibur"]}},
    )
    act(g, "meld Cordoba")
    p = player(g, "Alice")
    assert p["hand"] == ["Delhi"]
    assert p["display"] == ["Excalibur"]
    assert board(g, "Alice")["blue"] == (["Cordoba", "Alchemy", "Writing"], "left")
