"""Cards whose player chooses SEVERAL cards at once (a `choose_cards` decision), from the
printed texts and the rules alone (an outside check).

docs/rulings.md, "Order of several cards at once": the answer's order is the order the
cards are acted on, and no second order question follows. Each test asserts the
`choose_cards` decision (whose, min, max, the options exactly), answers it in an order
that differs from the hand's, and asserts that the supply pile (returned cards go to its
bottom; `to_position` lists piles top first) or the stack (top first) follows the answer,
and what the text's "if you do" / "for each" counts made of the number chosen.
"""

import outside
from outside import player


def make(players, sets=(), **kw):
    """A position without special achievements unless given."""
    kw.setdefault("special", ())
    return outside.make(players, sets, **kw)


def pile(game, set_, age, n):
    """The bottom ``n`` cards of a supply pile, top first (the last is the bottom)."""
    return game.to_position()["supply"][set_][str(age)][-n:]


def top(game, set_, age, n):
    return game.to_position()["supply"][set_][str(age)][:n]


def zone(game, name, key):
    return player(game, name)[key]


def stack(game, name, colour):
    s = player(game, name)["board"].get(colour)
    return (s["cards"], s["splay"]) if s else ([], "none")


def choose_cards(game, who, options, lo, hi):
    """The pending decision is ``who``'s choose_cards of exactly ``options``, ``lo`` to
    ``hi`` cards."""
    d = game.pending
    assert d is not None, game.result
    assert (d.player, d.kind) == (who, "choose_cards"), (d.player, d.kind, d.prompt, d.options)
    assert sorted(d.options) == sorted(options), (d.prompt, d.options)
    assert (d.min, d.max) == (lo, hi), (d.prompt, d.min, d.max)
    return d


def at_action(game, who="Alice"):
    """Back at ``who``'s action decision: no other question (an order one) came."""
    d = game.pending
    assert d is not None and d.kind == "action" and d.player == who, d and (
        d.player,
        d.kind,
        d.prompt,
        d.options,
    )


def dogma(game, card):
    at_action(game)
    game.answer(f"dogma {card}")


# --- Pottery -------------------------------------------------------------------------


def test_pottery_options_up_to_three_in_the_answer_order():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Pottery"]},
                "hand": ["Archery", "Calendar", "Oars", "Mathematics", "Metalworking"],
            },
            {"name": "Bob", "board": {"red": ["Construction"]}},
        ],
        supply={"base": {"1": ["Clothing"], "3": ["Compass"]}},
    )
    dogma(g, "Pottery")
    hand = ["Archery", "Calendar", "Oars", "Mathematics", "Metalworking"]
    choose_cards(g, "Alice", hand, 0, 3)
    g.answer(["Oars", "Calendar", "Archery"])
    at_action(g)
    # Oars first to the bottom of the 1s, Archery under it; Calendar under the 2s.
    assert pile(g, "base", 1, 2) == ["Oars", "Archery"]
    assert pile(g, "base", 2, 1) == ["Calendar"]
    assert zone(g, "Alice", "score") == ["Compass"]  # three returned: a 3
    assert sorted(zone(g, "Alice", "hand")) == ["Clothing", "Mathematics", "Metalworking"]
    assert zone(g, "Bob", "hand") == [] and zone(g, "Bob", "score") == []


def test_pottery_options_two_of_three_allowed_scores_a_two():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Pottery"]},
                "hand": ["Archery", "Oars", "Metalworking", "Calendar"],
            },
            {"name": "Bob"},
        ],
        supply={"base": {"1": ["Clothing"], "2": ["Fermenting"]}},
    )
    dogma(g, "Pottery")
    choose_cards(g, "Alice", ["Archery", "Oars", "Metalworking", "Calendar"], 0, 3)
    g.answer(["Metalworking", "Archery"])
    at_action(g)
    assert pile(g, "base", 1, 2) == ["Metalworking", "Archery"]
    assert zone(g, "Alice", "score") == ["Fermenting"]
    assert sorted(zone(g, "Alice", "hand")) == ["Calendar", "Clothing", "Oars"]


def test_pottery_options_none_returned_scores_nothing():
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Pottery"]}, "hand": ["Archery", "Oars"]},
            {"name": "Bob"},
        ],
        supply={"base": {"1": ["Clothing"]}},
    )
    dogma(g, "Pottery")
    d = choose_cards(g, "Alice", ["Archery", "Oars"], 0, g.pending.max)
    assert d.max in (2, 3)
    g.answer([])
    at_action(g)
    assert zone(g, "Alice", "score") == []
    assert sorted(zone(g, "Alice", "hand")) == ["Archery", "Clothing", "Oars"]


# --- Tools ---------------------------------------------------------------------------


def test_tools_options_yes_then_exactly_three_in_the_answer_order():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Tools"]},
                "hand": ["Archery", "Calendar", "Oars", "Mathematics"],
            },
            {"name": "Bob"},
        ],
        supply={"base": {"3": ["Engineering"]}},
    )
    dogma(g, "Tools")
    d = g.pending
    assert (d.player, d.kind) == ("Alice", "yes_no"), (d.kind, d.prompt)
    g.answer("yes")
    choose_cards(g, "Alice", ["Archery", "Calendar", "Oars", "Mathematics"], 3, 3)
    g.answer(["Oars", "Mathematics", "Archery"])
    # The 3 melded; then "you may return a 3" (Engineering is on the board, none in hand).
    at_action(g)
    assert pile(g, "base", 1, 2) == ["Oars", "Archery"]
    assert pile(g, "base", 2, 1) == ["Mathematics"]
    assert stack(g, "Alice", "red") == (["Engineering"], "none")
    assert zone(g, "Alice", "hand") == ["Calendar"]


def test_tools_options_two_in_hand_returns_both_draws_no_three():
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Tools"]}, "hand": ["Archery", "Oars"]},
            {"name": "Bob"},
        ],
        supply={"base": {"3": ["Engineering"]}},
    )
    dogma(g, "Tools")
    assert g.pending.kind == "yes_no"
    g.answer("yes")
    # Both go to the 1s: the order is asked (forced cards of one pile), once.
    d = g.pending
    assert (d.player, d.kind) == ("Alice", "choose_card"), (d.kind, d.prompt)
    assert sorted(d.options) == ["Archery", "Oars"]
    g.answer("Oars")
    at_action(g)
    assert pile(g, "base", 1, 2) == ["Oars", "Archery"]
    assert zone(g, "Alice", "hand") == []
    assert stack(g, "Alice", "red") == ([], "none")
    assert top(g, "base", 3, 1) == ["Engineering"]


def test_tools_options_second_effect_offers_only_threes():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Tools"]},
                "hand": ["Alchemy", "Compass", "Calendar"],
            },
            {"name": "Bob"},
        ],
        supply={"base": {"1": ["Clothing", "Sailing", "Writing"]}},
    )
    dogma(g, "Tools")
    g.answer("no")
    d = g.pending
    assert (d.player, d.kind) == ("Alice", "choose_card"), (d.kind, d.prompt)
    assert sorted(d.options, key=str) == sorted([None, "Alchemy", "Compass"], key=str)
    g.answer("Compass")
    at_action(g)
    assert pile(g, "base", 3, 1) == ["Compass"]
    assert sorted(zone(g, "Alice", "hand")) == [
        "Alchemy",
        "Calendar",
        "Clothing",
        "Sailing",
        "Writing",
    ]


# --- Democracy -----------------------------------------------------------------------


def _democracy(alice_hand):
    return make(
        [
            {"name": "Alice", "board": {"purple": ["Democracy"]}, "hand": alice_hand},
            {
                "name": "Bob",
                "board": {"purple": ["Philosophy"]},
                "hand": ["Sailing", "Fermenting", "Writing"],
            },
        ],
        supply={"base": {"8": ["Flight", "Mobility"], "6": ["Canning"]}},
    )


def test_democracy_options_fewer_than_the_sharer_scores_nothing():
    hand = ["Archery", "Oars", "Calendar", "Metalworking"]
    g = _democracy(hand)
    dogma(g, "Democracy")
    # Bob shares first: any number of his three.
    choose_cards(g, "Bob", ["Sailing", "Fermenting", "Writing"], 0, 3)
    g.answer(["Writing", "Sailing"])
    assert pile(g, "base", 1, 2) == ["Writing", "Sailing"]
    # Alice: any number of her four; one is fewer than Bob's two.
    choose_cards(g, "Alice", hand, 0, 4)
    g.answer(["Calendar"])
    at_action(g)
    assert zone(g, "Bob", "score") == ["Flight"]  # 2 > Alice's 0 so far
    assert zone(g, "Alice", "score") == []
    assert pile(g, "base", 2, 1) == ["Calendar"]
    assert zone(g, "Bob", "hand") == ["Fermenting"]
    # Bob's change: Alice's sharing draw (her highest top card is a 6).
    assert sorted(zone(g, "Alice", "hand")) == ["Archery", "Canning", "Metalworking", "Oars"]


def test_democracy_options_more_than_the_sharer_in_the_answer_order():
    hand = ["Archery", "Oars", "Calendar", "Metalworking"]
    g = _democracy(hand)
    dogma(g, "Democracy")
    choose_cards(g, "Bob", ["Sailing", "Fermenting", "Writing"], 0, 3)
    g.answer(["Fermenting"])
    choose_cards(g, "Alice", hand, 0, 4)
    g.answer(["Oars", "Metalworking"])
    at_action(g)
    assert zone(g, "Bob", "score") == ["Flight"]
    assert zone(g, "Alice", "score") == ["Mobility"]
    assert pile(g, "base", 1, 2) == ["Oars", "Metalworking"]


def test_democracy_options_sharer_returning_none_scores_nothing():
    hand = ["Archery", "Oars"]
    g = _democracy(hand)
    dogma(g, "Democracy")
    choose_cards(g, "Bob", ["Sailing", "Fermenting", "Writing"], 0, 3)
    g.answer([])
    choose_cards(g, "Alice", hand, 0, 2)
    g.answer(["Archery"])
    at_action(g)
    assert zone(g, "Bob", "score") == []
    assert zone(g, "Alice", "score") == ["Flight"]
    assert sorted(zone(g, "Alice", "hand")) == ["Oars"]  # no change by Bob: no draw


# --- Quantum Theory, Antibiotics, Lighting ---------------------------------------------


def test_quantum_theory_options_two_in_the_answer_order_then_two_tens():
    hand = ["Archery", "Oars", "Calendar"]
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Quantum Theory"]}, "hand": hand},
            {"name": "Bob"},
        ],
        supply={"base": {"10": ["Software", "Databases"]}},
    )
    dogma(g, "Quantum Theory")
    choose_cards(g, "Alice", hand, 0, 2)
    g.answer(["Oars", "Archery"])
    at_action(g)
    assert pile(g, "base", 1, 2) == ["Oars", "Archery"]
    assert sorted(zone(g, "Alice", "hand")) == ["Calendar", "Software"]
    assert zone(g, "Alice", "score") == ["Databases"]


def test_quantum_theory_options_one_returned_draws_nothing():
    hand = ["Archery", "Oars", "Calendar"]
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Quantum Theory"]}, "hand": hand},
            {"name": "Bob"},
        ],
        supply={"base": {"10": ["Software", "Databases"]}},
    )
    dogma(g, "Quantum Theory")
    choose_cards(g, "Alice", hand, 0, 2)
    g.answer(["Calendar"])
    at_action(g)
    assert sorted(zone(g, "Alice", "hand")) == ["Archery", "Oars"]
    assert zone(g, "Alice", "score") == []
    assert top(g, "base", 10, 2) == ["Software", "Databases"]


def test_antibiotics_options_two_values_of_three_cards_draw_four_eights():
    hand = ["Archery", "Calendar", "Oars", "Mathematics"]
    g = make(
        [
            {"name": "Alice", "board": {"yellow": ["Antibiotics"]}, "hand": hand},
            {"name": "Bob"},
        ],
        supply={"base": {"8": ["Flight", "Mobility", "Rocketry", "Empiricism", "Socialism"]}},
    )
    dogma(g, "Antibiotics")
    choose_cards(g, "Alice", hand, 0, 3)
    g.answer(["Oars", "Calendar", "Archery"])
    at_action(g)
    assert pile(g, "base", 1, 2) == ["Oars", "Archery"]
    assert pile(g, "base", 2, 1) == ["Calendar"]
    assert sorted(zone(g, "Alice", "hand")) == [
        "Empiricism",
        "Flight",
        "Mathematics",
        "Mobility",
        "Rocketry",
    ]
    assert top(g, "base", 8, 1) == ["Socialism"]


def test_lighting_options_tuck_order_in_one_stack_and_values_counted():
    hand = ["Archery", "Calendar", "Oars", "Mathematics"]
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Lighting"], "red": ["Construction"]},
                "hand": hand,
            },
            {"name": "Bob"},
        ],
        supply={"base": {"7": ["Evolution", "Bicycle", "Combustion"]}},
    )
    dogma(g, "Lighting")
    choose_cards(g, "Alice", hand, 0, 3)
    g.answer(["Oars", "Calendar", "Archery"])
    at_action(g)
    # Oars tucked first under Construction, then Archery under Oars.
    assert stack(g, "Alice", "red") == (["Construction", "Oars", "Archery"], "none")
    assert stack(g, "Alice", "blue") == (["Calendar"], "none")
    assert sorted(zone(g, "Alice", "score")) == ["Bicycle", "Evolution"]  # values 1 and 2
    assert zone(g, "Alice", "hand") == ["Mathematics"]
    assert top(g, "base", 7, 1) == ["Combustion"]


# --- Echoes: Ice Skates, Lever, Umbrella, Sandpaper, Globe ------------------------------


def test_ice_skates_options_up_to_three_then_one_choice_each_then_tie_for_highest():
    hand = ["Archery", "Oars", "Calendar", "Dice", "Metalworking", "Perfume"]
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Ice Skates"], "blue": ["Writing"]},
                "hand": hand,
            },
            {"name": "Bob", "board": {"red": ["Engineering"]}},
        ],
        ["echoes"],
        supply={"base": {"2": ["Mathematics", "Construction"], "3": ["Compass"]}},
    )
    dogma(g, "Ice Skates")
    choose_cards(g, "Alice", hand, 0, 3)
    g.answer(["Oars", "Dice", "Archery"])
    # One choice per card returned (three), no order question between.
    answers = ["draw and meld a 2", "draw and foreshadow a 3", "draw and meld a 2"]
    for a in answers:
        d = g.pending
        assert (d.player, d.kind) == ("Alice", "choose_option"), (d.kind, d.prompt)
        assert sorted(d.options) == ["draw and foreshadow a 3", "draw and meld a 2"]
        g.answer(a)
    # Highest top card: Mathematics and Construction (2s) tie; Writing is covered, Bob's 3
    # is not Alice's.
    d = g.pending
    assert (d.player, d.kind) == ("Alice", "choose_card"), (d.kind, d.prompt)
    assert sorted(d.options) == ["Construction", "Mathematics"]
    g.answer("Construction")
    at_action(g)
    assert pile(g, "base", 1, 2) == ["Oars", "Archery"]
    assert pile(g, "echoes", 1, 1) == ["Dice"]
    assert pile(g, "base", 2, 1) == ["Construction"]
    assert stack(g, "Alice", "blue") == (["Mathematics", "Writing"], "none")
    assert stack(g, "Alice", "red") == ([], "none")
    assert zone(g, "Alice", "forecast") == ["Compass"]
    assert sorted(zone(g, "Alice", "hand")) == ["Calendar", "Metalworking", "Perfume"]
    assert stack(g, "Bob", "red") == (["Engineering"], "none")


def test_lever_options_echo_draws_offered_three_ones_make_one_pair():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Lever"]},
                "hand": ["Archery", "Oars", "Metalworking", "Dice"],
            },
            {"name": "Bob"},
        ],
        ["echoes"],
        supply={"base": {"2": ["Calendar", "Mathematics", "Fermenting"]}},
    )
    dogma(g, "Lever")
    # The echo effect drew two 2s first: they are offered too.
    hand = ["Archery", "Oars", "Metalworking", "Dice", "Calendar", "Mathematics"]
    choose_cards(g, "Alice", hand, 0, 6)
    g.answer(["Metalworking", "Calendar", "Archery", "Oars"])
    # Three 1s are one pair (one 2 drawn); the lone 2 makes none.
    at_action(g)
    assert pile(g, "base", 1, 3) == ["Metalworking", "Archery", "Oars"]
    assert pile(g, "base", 2, 1) == ["Calendar"]
    assert sorted(zone(g, "Alice", "hand")) == ["Dice", "Fermenting", "Mathematics"]


def test_umbrella_options_any_number_then_two_of_the_rest_per_card():
    hand = ["Archery", "Oars", "Calendar", "Mathematics", "Metalworking"]
    g = make(
        [{"name": "Alice", "board": {"green": ["Umbrella"]}, "hand": hand}, {"name": "Bob"}],
        ["echoes"],
    )
    dogma(g, "Umbrella")
    d = g.pending  # the echo effect: "you may meld a card"
    assert (d.kind, sorted(d.options, key=str)) == ("choose_card", sorted([None, *hand], key=str))
    g.answer(None)
    # "Return any number": not a "you may", but zero is a number.
    choose_cards(g, "Alice", hand, 0, 5)
    g.answer(["Oars"])
    choose_cards(g, "Alice", ["Archery", "Calendar", "Mathematics", "Metalworking"], 2, 2)
    g.answer(["Mathematics", "Archery"])
    at_action(g)
    assert pile(g, "base", 1, 1) == ["Oars"]
    assert sorted(zone(g, "Alice", "score")) == ["Archery", "Mathematics"]
    assert sorted(zone(g, "Alice", "hand")) == ["Calendar", "Metalworking"]


def test_umbrella_options_two_returned_scores_the_three_left():
    hand = ["Archery", "Oars", "Calendar", "Mathematics", "Metalworking"]
    g = make(
        [{"name": "Alice", "board": {"green": ["Umbrella"]}, "hand": hand}, {"name": "Bob"}],
        ["echoes"],
    )
    dogma(g, "Umbrella")
    g.answer(None)
    choose_cards(g, "Alice", hand, 0, 5)
    g.answer(["Metalworking", "Archery"])
    at_action(g)  # four to score, three left: all scored, no question
    assert pile(g, "base", 1, 2) == ["Metalworking", "Archery"]
    assert sorted(zone(g, "Alice", "score")) == ["Calendar", "Mathematics", "Oars"]
    assert zone(g, "Alice", "hand") == []


def test_sandpaper_options_any_number_draw_that_many_then_meld_from_the_new_hand():
    hand = ["Archery", "Oars", "Perfume", "Calendar"]
    g = make(
        [{"name": "Alice", "board": {"yellow": ["Sandpaper"]}, "hand": hand}, {"name": "Bob"}],
        ["echoes"],
        supply={"base": {"3": ["Compass", "Paper", "Optics"]}},
    )
    dogma(g, "Sandpaper")
    choose_cards(g, "Alice", hand, 0, 4)
    g.answer(["Oars", "Archery"])
    d = g.pending
    assert (d.player, d.kind) == ("Alice", "choose_card"), (d.kind, d.prompt)
    assert sorted(d.options) == ["Calendar", "Compass", "Paper", "Perfume"]
    g.answer("Paper")
    at_action(g)
    assert pile(g, "base", 1, 2) == ["Oars", "Archery"]
    assert stack(g, "Alice", "green") == (["Paper"], "none")
    assert sorted(zone(g, "Alice", "hand")) == ["Calendar", "Compass", "Perfume"]
    assert top(g, "base", 3, 1) == ["Optics"]


def test_sandpaper_options_none_returned_still_melds():
    hand = ["Archery", "Perfume"]
    g = make(
        [{"name": "Alice", "board": {"yellow": ["Sandpaper"]}, "hand": hand}, {"name": "Bob"}],
        ["echoes"],
        supply={"base": {"3": ["Compass"]}},
    )
    dogma(g, "Sandpaper")
    choose_cards(g, "Alice", hand, 0, 2)
    g.answer([])
    d = g.pending
    assert (d.kind, sorted(d.options)) == ("choose_card", ["Archery", "Perfume"])
    g.answer("Archery")
    at_action(g)
    assert stack(g, "Alice", "red") == (["Archery"], "none")
    assert zone(g, "Alice", "hand") == ["Perfume"]
    assert top(g, "base", 3, 1) == ["Compass"]


def _globe():
    return make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Globe"],
                    "blue": ["Writing", "Tools"],
                    "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "right"},
                },
                "hand": ["Archery", "Oars", "Construction", "Calendar", "Dice", "Metalworking"],
            },
            {"name": "Bob", "board": {"yellow": ["Agriculture", "Domestication"]}},
        ],
        ["echoes"],
        supply={"base": {"6": ["Canning"]}},
    )


def test_globe_options_colour_then_one_to_three_of_it_in_the_answer_order():
    g = _globe()
    dogma(g, "Globe")
    d = g.pending
    assert (d.player, d.kind) == ("Alice", "choose_color"), (d.kind, d.prompt)
    assert sorted(d.options, key=str) == sorted([None, "blue", "red"], key=str)
    g.answer("red")
    choose_cards(g, "Alice", ["Archery", "Oars", "Construction", "Metalworking"], 1, 3)
    g.answer(["Construction", "Oars", "Archery"])
    # Three: splay any colour up; Bob's yellow is not Alice's, green has one card.
    d = g.pending
    assert (d.kind, sorted(d.options)) == ("choose_color", ["blue", "purple"]), d.prompt
    g.answer("purple")
    at_action(g)
    assert pile(g, "base", 1, 2) == ["Oars", "Archery"]
    assert pile(g, "base", 2, 1) == ["Construction"]
    assert stack(g, "Alice", "purple") == (["Mysticism", "Code of Laws"], "up")
    assert stack(g, "Alice", "blue") == (["Writing", "Tools"], "none")
    assert zone(g, "Alice", "forecast") == ["Canning"]
    assert stack(g, "Bob", "yellow") == (["Agriculture", "Domestication"], "none")


def test_globe_options_two_returned_splay_right_only_changes_blue():
    g = _globe()
    dogma(g, "Globe")
    g.answer("red")
    choose_cards(g, "Alice", ["Archery", "Oars", "Construction", "Metalworking"], 1, 3)
    g.answer(["Metalworking", "Oars"])
    at_action(g)  # purple is already right: blue is the only colour a splay changes
    assert pile(g, "base", 1, 2) == ["Metalworking", "Oars"]
    assert stack(g, "Alice", "blue") == (["Writing", "Tools"], "right")
    assert stack(g, "Alice", "purple") == (["Mysticism", "Code of Laws"], "right")
    assert zone(g, "Alice", "forecast") == ["Canning"]


# --- Cell Phone, Stem Cells ------------------------------------------------------------


def test_cell_phone_options_two_clock_cards_of_one_colour_into_an_empty_stack():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Cell Phone"]},
                "hand": ["Flight", "Mobility", "Rocketry", "Corporations", "GPS"],
            },
            {"name": "Bob"},
        ],
        ["echoes"],
        supply={"base": {"10": ["Software"]}},
    )
    dogma(g, "Cell Phone")
    # Two clocks: one 10 drawn (Software has clocks: offered); no green stack: no splay
    # question; Corporations has no clock.
    choose_cards(g, "Alice", ["Flight", "Mobility", "Rocketry", "GPS", "Software"], 0, 5)
    g.answer(["Mobility", "Flight"])
    at_action(g)
    # Mobility tucked into the empty red stack, then Flight under it; red splayed up.
    assert stack(g, "Alice", "red") == (["Mobility", "Flight"], "up")
    assert stack(g, "Alice", "yellow") == (["Cell Phone"], "none")
    assert sorted(zone(g, "Alice", "hand")) == ["Corporations", "GPS", "Rocketry", "Software"]


def test_cell_phone_options_two_reds_under_a_left_splay_then_a_blue():
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "yellow": ["Cell Phone"],
                    "red": {"cards": ["Combustion", "Archery"], "splay": "left"},
                },
                "hand": ["Flight", "Mobility", "Rocketry"],
            },
            {"name": "Bob"},
        ],
        ["echoes"],
        # No Echoes card in hand: the 10 drawn is an Echoes 10.
        supply={"echoes": {"10": ["Social Networking"]}},
    )
    dogma(g, "Cell Phone")
    choose_cards(g, "Alice", ["Flight", "Mobility", "Rocketry", "Social Networking"], 0, 4)
    g.answer(["Flight", "Rocketry", "Mobility"])
    at_action(g)
    assert stack(g, "Alice", "red") == (["Combustion", "Archery", "Flight", "Mobility"], "up")
    assert stack(g, "Alice", "blue") == (["Rocketry"], "none")  # one card: no splay
    assert zone(g, "Alice", "hand") == ["Social Networking"]


def test_stem_cells_options_empty_hand_asks_nothing_sharer_scores_all():
    g = make(
        [
            {"name": "Alice", "board": {"yellow": ["Stem Cells"]}},
            {
                "name": "Bob",
                "board": {"yellow": ["Agriculture"]},
                "hand": ["Archery", "Calendar"],
            },
        ],
        supply={"base": {"10": ["Software"]}},
    )
    dogma(g, "Stem Cells")
    d = g.pending
    assert (d.player, d.kind) == ("Bob", "yes_no"), (d.player, d.kind, d.prompt)
    g.answer("yes")
    at_action(g)  # Alice's empty hand: nothing to ask
    assert sorted(zone(g, "Bob", "score")) == ["Archery", "Calendar"]
    assert zone(g, "Bob", "hand") == []
    assert zone(g, "Alice", "hand") == ["Software"]  # the sharing bonus (a 10)
    assert zone(g, "Alice", "score") == []


def test_stem_cells_options_empty_hand_alone_nothing_happens():
    g = make(
        [{"name": "Alice", "board": {"yellow": ["Stem Cells"]}}, {"name": "Bob", "hand": ["Oars"]}],
        supply={"base": {"10": ["Software"]}},
    )
    before = g.to_position()
    dogma(g, "Stem Cells")
    at_action(g)
    after = g.to_position()
    assert after["players"] == before["players"]
    assert after["supply"] == before["supply"]


# --- Maldives ----------------------------------------------------------------------------


def test_maldives_options_all_but_two_and_four_chosen_in_the_answer_order():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Maldives"]},
                "hand": ["Archery"],
                "score": ["Oars", "Calendar", "Mathematics", "Metalworking", "Compass", "Sailing"],
            },
            {
                "name": "Bob",
                "board": {"blue": ["Quantum Theory"]},
                "hand": ["Writing", "Clothing", "Paper", "Optics"],
                "score": ["Agriculture", "Fermenting", "Alchemy"],
            },
        ],
        ["artifacts"],
    )
    dogma(g, "Maldives")
    # Bob (as many clocks) is compelled: two of his four to return, then one of three.
    choose_cards(g, "Bob", ["Writing", "Clothing", "Paper", "Optics"], 2, 2)
    g.answer(["Paper", "Clothing"])
    choose_cards(g, "Bob", ["Agriculture", "Fermenting", "Alchemy"], 1, 1)
    g.answer(["Fermenting"])
    # Bob shares the non-demand with two score cards: nothing. Alice: six, keeps four.
    score = ["Oars", "Calendar", "Mathematics", "Metalworking", "Compass", "Sailing"]
    choose_cards(g, "Alice", score, 2, 2)
    g.answer(["Sailing", "Oars"])
    at_action(g)
    assert pile(g, "base", 1, 3) == ["Clothing", "Sailing", "Oars"]
    assert pile(g, "base", 2, 1) == ["Fermenting"]
    assert pile(g, "base", 3, 1) == ["Paper"]
    assert sorted(zone(g, "Bob", "hand")) == ["Optics", "Writing"]
    assert sorted(zone(g, "Bob", "score")) == ["Agriculture", "Alchemy"]
    assert sorted(zone(g, "Alice", "score")) == [
        "Calendar",
        "Compass",
        "Mathematics",
        "Metalworking",
    ]
    assert zone(g, "Alice", "hand") == ["Archery"]  # the compel earns no sharing draw


# --- Sun Tzu -----------------------------------------------------------------------------


def test_sun_tzu_options_karma_melds_cards_with_the_icon_in_the_answer_order():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Sun Tzu"], "blue": ["Writing"]},
                "hand": ["Archery", "Mathematics", "Calendar", "Oars", "Pottery"],
            },
            {"name": "Bob", "board": {"purple": ["Philosophy"]}},
        ],
        ["figures"],
        supply={"base": {"2": ["Fermenting", "Monotheism"]}, "figures": {"2": ["Plato"]}},
    )
    dogma(g, "Writing")
    # Bob shared (drew Fermenting); Alice drew Monotheism (no lightbulb). Before her
    # sharing draw: any number of cards with a lightbulb (Archery has one, not featured).
    choose_cards(g, "Alice", ["Archery", "Mathematics", "Calendar"], 0, 3)
    g.answer(["Calendar", "Mathematics"])
    at_action(g)
    assert stack(g, "Alice", "blue") == (["Mathematics", "Calendar", "Writing"], "none")
    assert stack(g, "Alice", "red") == (["Sun Tzu"], "none")
    # The sharing draw: a figure of Alice's highest top card's value (2).
    assert sorted(zone(g, "Alice", "hand")) == ["Archery", "Monotheism", "Oars", "Plato", "Pottery"]
    assert zone(g, "Bob", "hand") == ["Fermenting"]


# --- Other cards choosing several cards at once -----------------------------------------


def test_soap_options_any_number_of_the_chosen_colour_then_achieve_one_eligible():
    hand = ["Archery", "Oars", "Metalworking", "Construction", "Calendar"]
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Soap"], "red": ["Road Building"]},
                "hand": hand,
                "score": ["Engineering", "Optics"],
            },
            {"name": "Bob"},
        ],
        ["echoes"],
    )
    dogma(g, "Soap")
    d = g.pending
    assert (d.kind, sorted(d.options)) == (
        "choose_color",
        sorted(["blue", "red", "green", "yellow", "purple"]),
    )
    g.answer("red")
    choose_cards(g, "Alice", ["Archery", "Oars", "Metalworking", "Construction"], 0, 4)
    g.answer(["Oars", "Construction", "Archery"])
    # Three tucked: 6 points + the bonus 2 = 8: eligible for a 1 (Metalworking), not a 2.
    d = g.pending
    assert (d.kind, sorted(d.options, key=str)) == ("choose_card", ["Metalworking", None])
    g.answer("Metalworking")
    at_action(g)
    assert stack(g, "Alice", "red") == (
        ["Road Building", "Oars", "Construction", "Archery"],
        "none",
    )
    assert zone(g, "Alice", "achievements") == ["Metalworking"]
    assert zone(g, "Alice", "hand") == ["Calendar"]


def test_scissors_options_up_to_two_then_meld_or_score_each_in_the_answer_order():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Scissors", "Sailing"], "red": ["Construction"]},
                "hand": ["Archery", "Oars", "Calendar"],
            },
            {"name": "Bob", "board": {"green": ["Paper"]}},
        ],
        ["echoes"],
    )
    dogma(g, "Scissors")
    d = g.pending  # the echo: a bottom card (Construction is its stack's only card)
    assert (d.kind, sorted(d.options)) == ("choose_card", ["Construction", "Sailing"])
    g.answer("Sailing")
    choose_cards(g, "Alice", ["Archery", "Oars", "Calendar", "Sailing"], 0, 2)
    g.answer(["Oars", "Archery"])
    for name in ("Oars", "Archery"):
        d = g.pending
        assert d.kind == "choose_option" and name in d.prompt, (d.kind, d.prompt)
        assert sorted(d.options) == ["meld", "score"]
        g.answer("meld")
    at_action(g)
    assert stack(g, "Alice", "red") == (["Archery", "Oars", "Construction"], "none")
    assert stack(g, "Alice", "green") == (["Scissors"], "none")
    assert zone(g, "Alice", "score") == ["Paper"]  # Bob's top Paper
    assert stack(g, "Bob", "green") == ([], "none")
    assert sorted(zone(g, "Alice", "hand")) == ["Calendar", "Sailing"]


def test_newton_wickins_telescope_options_any_number_of_the_score_pile():
    score = ["Archery", "Oars", "Calendar", "Optics"]
    g = make(
        [
            {"name": "Alice", "board": {"purple": ["Newton-Wickins Telescope"]}, "score": score},
            {"name": "Bob"},
        ],
        ["artifacts"],
        options={"relics": True},
        supply={"base": {"3": ["Paper"]}},
    )
    dogma(g, "Newton-Wickins Telescope")
    choose_cards(g, "Alice", score, 0, 4)
    g.answer(["Oars", "Calendar", "Archery"])
    at_action(g)
    assert pile(g, "base", 1, 2) == ["Oars", "Archery"]
    assert pile(g, "base", 2, 1) == ["Calendar"]
    assert stack(g, "Alice", "green") == (["Paper"], "none")  # three: a 3, no clock
    assert zone(g, "Alice", "score") == ["Optics"]


def test_road_building_options_one_or_two_meld_order_decides_the_top_red():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Road Building"]},
                "hand": ["Archery", "Oars", "Calendar"],
            },
            {"name": "Bob", "board": {"green": ["Sailing"]}},
        ],
    )
    dogma(g, "Road Building")
    choose_cards(g, "Alice", ["Archery", "Oars", "Calendar"], 1, 2)
    g.answer(["Oars", "Archery"])
    d = g.pending
    assert (d.kind, sorted(d.options, key=str)) == ("choose_player", ["Bob", None])
    g.answer("Bob")
    at_action(g)
    # Archery, melded last, was the top red card.
    assert stack(g, "Bob", "red") == (["Archery"], "none")
    assert stack(g, "Alice", "red") == (["Oars", "Road Building"], "none")
    assert stack(g, "Alice", "green") == (["Sailing"], "none")
    assert stack(g, "Bob", "green") == ([], "none")


def test_homing_pigeons_options_two_matching_values_victim_orders():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Homing Pigeons"]},
                "hand": ["Archery", "Calendar"],
            },
            {"name": "Bob", "score": ["Oars", "Metalworking", "Mathematics", "Optics"]},
        ],
        ["echoes"],
    )
    dogma(g, "Homing Pigeons")
    # Values in Alice's hand: 1 and 2; Optics (3) does not match.
    choose_cards(g, "Bob", ["Oars", "Metalworking", "Mathematics"], 2, 2)
    g.answer(["Metalworking", "Oars"])
    at_action(g)
    assert pile(g, "base", 1, 2) == ["Metalworking", "Oars"]
    assert sorted(zone(g, "Bob", "score")) == ["Mathematics", "Optics"]
    assert sorted(zone(g, "Alice", "hand")) == ["Archery", "Calendar"]


def test_flash_drive_options_victim_returns_four_in_the_answer_order():
    score = ["Metalworking", "Mathematics", "Fermenting", "Oars", "Sailing"]
    g = make(
        [{"name": "Alice", "board": {"green": ["Flash Drive"]}}, {"name": "Bob", "score": score}],
        ["echoes"],
    )
    dogma(g, "Flash Drive")
    choose_cards(g, "Bob", score, 4, 4)
    g.answer(["Sailing", "Fermenting", "Metalworking", "Oars"])
    at_action(g)
    assert pile(g, "base", 1, 3) == ["Sailing", "Metalworking", "Oars"]
    assert pile(g, "base", 2, 1) == ["Fermenting"]
    assert zone(g, "Bob", "score") == ["Mathematics"]


def test_mp3_options_one_returned_two_of_three_eligible_claims():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["MP3"]},
                "hand": ["Archery", "Oars", "Calendar"],
                "score": ["Optics", "Sailing", "Writing"],
            },
            {"name": "Bob"},
        ],
        ["echoes"],
        achievements=["Clothing", "Fermenting", "Machinery", "Reformation"],
        supply={"echoes": {"10": ["Sudoku"]}},
    )
    dogma(g, "MP3")
    choose_cards(g, "Alice", ["Archery", "Oars", "Calendar"], 0, 3)
    g.answer(["Oars"])
    # 5 points + the bonus 10 = 15: eligible for 1, 2, 3 (not 4); two claims.
    d = g.pending
    assert (d.kind, sorted(d.options)) == ("choose_value", [1, 2, 3]), d.prompt
    g.answer(3)
    d = g.pending
    assert (d.kind, sorted(d.options)) == ("choose_value", [1, 2]), d.prompt
    g.answer(1)
    at_action(g)
    assert sorted(zone(g, "Alice", "achievements")) == ["Clothing", "Machinery"]
    assert g.to_position()["achievements"] == ["Fermenting", "Reformation"]
    assert pile(g, "base", 1, 1) == ["Oars"]
    # A bonus of 10: a 10 scored (an Echoes 10: no Echoes card in hand).
    assert sorted(zone(g, "Alice", "score")) == ["Optics", "Sailing", "Sudoku", "Writing"]


def test_grace_hopper_options_inspire_tucks_two_in_the_answer_order():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Grace Hopper"], "red": ["Construction"]},
                "hand": ["Archery", "Oars", "Calendar", "Sailing"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"9": ["Fission"]}},
    )
    at_action(g)
    g.answer("inspire blue")
    choose_cards(g, "Alice", ["Archery", "Oars", "Calendar", "Sailing"], 2, 2)
    g.answer(["Oars", "Archery"])
    at_action(g)
    assert stack(g, "Alice", "red") == (["Construction", "Oars", "Archery"], "none")
    assert sorted(zone(g, "Alice", "hand")) == ["Calendar", "Fission", "Sailing"]


def test_xianrendong_shards_options_reveal_three_score_two_of_them():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Xianrendong Shards"], "red": ["Construction"]},
                "hand": ["Archery", "Oars", "Calendar", "Sailing"],
            },
            {"name": "Bob"},
        ],
        ["artifacts"],
        supply={"base": {"1": ["Clothing", "Writing", "Tools", "Pottery"]}},
    )
    dogma(g, "Xianrendong Shards")
    choose_cards(g, "Alice", ["Archery", "Oars", "Calendar", "Sailing"], 3, 3)
    g.answer(["Oars", "Calendar", "Archery"])
    choose_cards(g, "Alice", ["Oars", "Calendar", "Archery"], 2, 2)
    g.answer(["Archery", "Oars"])
    at_action(g)
    assert sorted(zone(g, "Alice", "score")) == ["Archery", "Oars"]
    assert stack(g, "Alice", "blue") == (["Calendar"], "none")
    # Both scored cards red: three 1s.
    assert sorted(zone(g, "Alice", "hand")) == ["Clothing", "Sailing", "Tools", "Writing"]


# --- Edges: selections that are forced, or cross sets -----------------------------------


def test_tools_options_exactly_three_in_hand_asks_only_the_order_of_one_pile():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Tools"]},
                "hand": ["Archery", "Oars", "Calendar"],
            },
            {"name": "Bob"},
        ],
        supply={"base": {"3": ["Engineering"]}},
    )
    dogma(g, "Tools")
    g.answer("yes")
    # The three are forced: only the two 1s (one pile) are ordered.
    d = g.pending
    assert (d.kind, sorted(d.options)) == ("choose_card", ["Archery", "Oars"]), d.prompt
    g.answer("Oars")
    at_action(g)
    assert pile(g, "base", 1, 2) == ["Oars", "Archery"]
    assert pile(g, "base", 2, 1) == ["Calendar"]
    assert stack(g, "Alice", "red") == (["Engineering"], "none")


def test_lever_options_base_and_echoes_one_are_a_matching_pair():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Lever"]},
                "hand": ["Archery", "Oars", "Dice", "Calendar"],
            },
            {"name": "Bob"},
        ],
        ["echoes"],
        supply={"base": {"2": ["Mathematics", "Fermenting"]}, "echoes": {"2": ["Scissors"]}},
    )
    dogma(g, "Lever")
    hand = ["Archery", "Oars", "Dice", "Calendar", "Mathematics", "Fermenting"]
    choose_cards(g, "Alice", hand, 0, 6)
    g.answer(["Dice", "Archery"])
    at_action(g)
    assert pile(g, "echoes", 1, 1) == ["Dice"]
    assert pile(g, "base", 1, 1) == ["Archery"]
    # One pair of 1s: a 2, an Echoes 2 (no Echoes card left in hand).
    assert sorted(zone(g, "Alice", "hand")) == [
        "Calendar",
        "Fermenting",
        "Mathematics",
        "Oars",
        "Scissors",
    ]


def test_sun_tzu_options_no_card_with_the_icon_asks_nothing():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Sun Tzu"], "blue": ["Writing"]},
                "hand": ["Oars", "Pottery"],
            },
            {"name": "Bob", "board": {"purple": ["Philosophy"]}},
        ],
        ["figures"],
        supply={"base": {"2": ["Fermenting", "Monotheism"]}, "figures": {"2": ["Plato"]}},
    )
    dogma(g, "Writing")
    at_action(g)
    assert stack(g, "Alice", "blue") == (["Writing"], "none")
    assert sorted(zone(g, "Alice", "hand")) == ["Monotheism", "Oars", "Plato", "Pottery"]


def test_maldives_options_two_or_fewer_kept_asks_nothing():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Maldives"]},
                "score": ["Oars", "Calendar", "Mathematics", "Metalworking"],
            },
            {
                "name": "Bob",
                "board": {"blue": ["Quantum Theory"]},
                "hand": ["Writing", "Clothing"],
                "score": ["Agriculture"],
            },
        ],
        ["artifacts"],
    )
    before = g.to_position()
    dogma(g, "Maldives")
    at_action(g)
    assert g.to_position()["players"] == before["players"]
