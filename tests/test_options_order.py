"""The ORDER questions ("choose which card to <verb> first"), across the base set, Echoes,
Artifacts and Figures, from the printed texts and the rules alone (an outside check).

docs/rulings.md, "Order of several cards at once": several cards moved at once are ordered
by the player only among visible cards going to the same supply pile (returns) or the same
stack (melds, tucks), one card at a time; a `choose_cards` answer's order is the order
acted on; other players' hidden cards keep their order. Each test builds a position where
the cards of one effect split into groups (same pile / different piles, same colour /
different colours, visible / hidden), asserts exactly when an order question comes, whose
it is and its options (the cards of one group not yet placed), and that the pile (its
bottom: returned cards go under it; `to_position` lists piles top first) or the stack (top
first) follows the answers.
"""

import outside
from outside import act, board, player


def make(players, sets=(), **kw):
    """A position without special achievements unless given."""
    kw.setdefault("special", ())
    return outside.make(players, sets, **kw)


def is_order(game) -> bool:
    d = game.pending
    return d is not None and d.kind == "choose_card" and d.prompt.endswith(" first")


def order(game, who, verb, *groups):
    """Answer the order questions: each group lists the cards of one pile or stack in the
    order wanted. Answers ``who``'s questions about ``verb`` while they come: each must
    offer exactly the cards of one group not yet placed (never one card alone); every
    group is asked until one card is left. Returns the number of questions (a question
    of another player's, or about another verb, is left pending for the caller)."""
    left = [list(g) for g in groups]
    asked = 0
    while (
        is_order(game) and f"to {verb} first" in game.pending.prompt and game.pending.player == who
    ):
        d = game.pending
        group = next((g for g in left if set(g) & set(d.options)), None)
        assert group is not None, (d.prompt, d.options, left)
        assert sorted(d.options) == sorted(group), (d.options, group)
        assert len(group) >= 2, (d.prompt, d.options)
        game.answer(group.pop(0))
        asked += 1
    assert all(len(g) <= 1 for g in left), (left, game.pending)
    return asked


def no_order(game):
    """No order question is pending."""
    assert not is_order(game), (game.pending.prompt, game.pending.options)


def at_action(game, who="Alice"):
    d = game.pending
    assert d is not None and d.kind == "action" and d.player == who, d


def supply(game, set_, age):
    return game.to_position()["supply"][set_][str(age)]


def hand(game, name):
    return player(game, name)["hand"]


def score(game, name):
    return player(game, name)["score"]


def stack(game, name, colour):
    return board(game, name).get(colour, ([], "none"))[0]


def forecast(game, name):
    return player(game, name)["forecast"]


# ======================================================================== base


def test_electricity_options_order_of_top_cards_per_pile():
    # "Return all your top cards without a {factory}": the three 1s go to one pile
    # (asked), Monotheism alone to the 2s; Electricity stays; Bob's top card is not his.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Electricity", "Sailing"],
                    "blue": ["Writing"],
                    "red": ["Oars"],
                    "yellow": ["Masonry"],
                    "purple": ["Monotheism"],
                },
            },
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        supply={"base": {"8": ["Flight", "Rocketry", "Socialism", "Antibiotics"]}},
    )
    act(g, "dogma Electricity")
    assert order(g, "Alice", "return", ["Masonry", "Writing", "Oars"]) == 2
    at_action(g)
    assert supply(g, "base", 1)[-3:] == ["Masonry", "Writing", "Oars"]
    assert supply(g, "base", 2)[-1] == "Monotheism"
    assert sorted(hand(g, "Alice")) == ["Antibiotics", "Flight", "Rocketry", "Socialism"]
    assert board(g, "Alice") == {"green": (["Electricity", "Sailing"], "none")}
    assert board(g, "Bob") == {"red": (["Archery"], "none")}


def test_railroad_options_order_of_hand_per_pile_artifact_apart():
    # "Return all cards from your hand": three base 1s (asked), a base 2 and an
    # Artifacts 1 (each alone in its pile).
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Railroad"]},
                "hand": ["Archery", "Calendar", "Metalworking", "Oars", "Sibidu Needle"],
            },
            {"name": "Bob"},
        ],
        ["artifacts"],
        supply={"base": {"6": ["Canning", "Encyclopedia", "Democracy"]}},
    )
    act(g, "dogma Railroad")
    assert order(g, "Alice", "return", ["Oars", "Archery", "Metalworking"]) == 2
    at_action(g)
    assert supply(g, "base", 1)[-3:] == ["Oars", "Archery", "Metalworking"]
    assert supply(g, "base", 2)[-1] == "Calendar"
    assert supply(g, "artifacts", 1)[-1] == "Sibidu Needle"
    assert sorted(hand(g, "Alice")) == ["Canning", "Democracy", "Encyclopedia"]


def test_alchemy_options_order_of_drawn_and_hand_cards_together_per_pile():
    # 7 {castle}: two 4s drawn and revealed, one red: "return the cards drawn and all
    # cards in your hand" at once: the two drawn 4s with the hand's 4 in one group, the
    # hand's two 1s in another.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Alchemy"], "red": ["Oars"], "yellow": ["Masonry"]},
                "hand": ["Archery", "Gunpowder", "Metalworking"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        supply={"base": {"4": ["Colonialism", "Anatomy"]}},
    )
    act(g, "dogma Alchemy")
    n = order(
        g,
        "Alice",
        "return",
        ["Gunpowder", "Colonialism", "Anatomy"],
        ["Metalworking", "Archery"],
    )
    assert n == 3
    at_action(g)
    assert supply(g, "base", 4)[-3:] == ["Gunpowder", "Colonialism", "Anatomy"]
    assert supply(g, "base", 1)[-2:] == ["Metalworking", "Archery"]
    assert hand(g, "Alice") == []


def test_physics_options_order_of_four_sixes_and_two_fives():
    # Two of the three drawn 6s are blue: the drawn cards and the hand are returned: four
    # 6s in one group (three drawn, one from the hand), two 5s in another.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Physics"]},
                "hand": ["Coal", "Machine Tools", "Statistics"],
            },
            {"name": "Bob", "board": {"red": ["Oars"]}},
        ],
        supply={"base": {"6": ["Atomic Theory", "Encyclopedia", "Canning"]}},
    )
    act(g, "dogma Physics")
    n = order(
        g,
        "Alice",
        "return",
        ["Canning", "Machine Tools", "Atomic Theory", "Encyclopedia"],
        ["Statistics", "Coal"],
    )
    assert n == 4
    at_action(g)
    assert supply(g, "base", 6)[-4:] == [
        "Canning",
        "Machine Tools",
        "Atomic Theory",
        "Encyclopedia",
    ]
    assert supply(g, "base", 5)[-2:] == ["Statistics", "Coal"]


def test_vaccination_options_victim_orders_own_lowest_score_cards_of_one_pile():
    # Bob returns all his lowest score cards: the two base 1s (asked of Bob), the
    # Artifacts 1 alone; the 2 stays. Then he draws and melds a 6, Alice a 7.
    g = make(
        [
            {"name": "Alice", "board": {"yellow": ["Vaccination"]}},
            {"name": "Bob", "score": ["Archery", "Calendar", "Oars", "Treaty of Kadesh"]},
        ],
        ["artifacts"],
        supply={"base": {"6": ["Canning"], "7": ["Lighting"]}},
    )
    act(g, "dogma Vaccination")
    assert order(g, "Bob", "return", ["Oars", "Archery"]) == 1
    at_action(g)
    assert supply(g, "base", 1)[-2:] == ["Oars", "Archery"]
    assert supply(g, "artifacts", 1)[-1] == "Treaty of Kadesh"
    assert score(g, "Bob") == ["Calendar"]
    assert stack(g, "Bob", "yellow") == ["Canning"]
    assert stack(g, "Alice", "purple") == ["Lighting"]


def test_skyscrapers_options_victim_orders_the_rest_of_his_stack_per_pile():
    # Bob's Rocketry goes to Alice's board, Alchemy (beneath it) is scored, and "all
    # other cards from that pile" are returned: Writing and Tools to the 1s (asked of
    # Bob), Calendar alone to the 2s.
    g = make(
        [
            {"name": "Alice", "board": {"yellow": ["Skyscrapers"]}},
            {
                "name": "Bob",
                "board": {"blue": ["Rocketry", "Alchemy", "Writing", "Calendar", "Tools"]},
            },
        ],
    )
    act(g, "dogma Skyscrapers")
    assert order(g, "Bob", "return", ["Tools", "Writing"]) == 1
    at_action(g)
    assert supply(g, "base", 1)[-2:] == ["Tools", "Writing"]
    assert supply(g, "base", 2)[-1] == "Calendar"
    assert score(g, "Bob") == ["Alchemy"]
    assert board(g, "Bob") == {}
    assert stack(g, "Alice", "blue") == ["Rocketry"]


def test_socialism_options_order_within_one_stack_only():
    # "You may tuck all cards from your hand": two reds go under Construction (asked),
    # Writing and Code of Laws each alone in its stack. A purple was tucked: Alice takes
    # Bob's lowest card.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Socialism"], "red": ["Construction"]},
                "hand": ["Archery", "Code of Laws", "Oars", "Writing"],
            },
            {"name": "Bob", "hand": ["Mathematics", "Tools"]},
        ],
    )
    act(g, "dogma Socialism")
    assert g.pending.kind == "yes_no" and g.pending.player == "Alice"
    act(g, "yes")
    assert order(g, "Alice", "tuck", ["Oars", "Archery"]) == 1
    at_action(g)
    assert stack(g, "Alice", "red") == ["Construction", "Oars", "Archery"]
    assert stack(g, "Alice", "purple") == ["Socialism", "Code of Laws"]
    assert stack(g, "Alice", "blue") == ["Writing"]
    assert hand(g, "Alice") == ["Tools"]
    assert hand(g, "Bob") == ["Mathematics"]


def test_encyclopedia_options_order_of_highest_score_cards_of_one_colour():
    # The three 5s are melded: the two reds onto one stack (asked), Chemistry alone.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Encyclopedia"], "red": ["Archery"]},
                "score": ["Chemistry", "Coal", "The Pirate Code", "Writing"],
            },
            {"name": "Bob"},
        ],
    )
    act(g, "dogma Encyclopedia")
    assert g.pending.kind == "yes_no"
    act(g, "yes")
    assert order(g, "Alice", "meld", ["The Pirate Code", "Coal"]) == 1
    at_action(g)
    assert stack(g, "Alice", "red") == ["Coal", "The Pirate Code", "Archery"]
    assert stack(g, "Alice", "blue") == ["Chemistry", "Encyclopedia"]
    assert score(g, "Alice") == ["Writing"]


def test_classification_options_order_of_own_and_taken_cards_in_one_stack():
    # Alice's red Archery and the reds taken from Bob's and Carol's hands are melded
    # together onto the red stack: one group of four.
    g = make(
        [
            {"name": "Alice", "board": {"green": ["Classification"]}, "hand": ["Archery"]},
            {"name": "Bob", "hand": ["Metalworking", "Oars", "Writing"]},
            {"name": "Carol", "hand": ["Construction"]},
        ],
    )
    act(g, "dogma Classification")
    wanted = ["Oars", "Construction", "Archery", "Metalworking"]
    assert order(g, "Alice", "meld", wanted) == 3
    at_action(g)
    assert stack(g, "Alice", "red") == wanted[::-1]
    assert hand(g, "Alice") == []
    assert hand(g, "Bob") == ["Writing"]
    assert hand(g, "Carol") == []


def test_engineering_options_transfer_to_a_score_pile_asks_no_order():
    # "Transfer all top cards with a {castle} ... to my score pile": a score pile is no
    # supply pile or stack: no order question.
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Engineering"], "yellow": ["Masonry"]}},
            {
                "name": "Bob",
                "board": {"red": ["Oars"], "purple": ["City States"], "blue": ["Writing"]},
            },
        ],
    )
    act(g, "dogma Engineering")
    at_action(g)
    assert sorted(score(g, "Alice")) == ["City States", "Oars"]
    assert board(g, "Bob") == {"blue": (["Writing"], "none")}


def test_suburbia_options_choose_cards_answer_order_is_the_tuck_order():
    # "You may tuck any number of cards": the answer's order is the order of the tucks.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Suburbia"], "red": ["Construction"]},
                "hand": ["Archery", "Metalworking", "Oars"],
            },
            {"name": "Bob"},
        ],
        supply={"base": {"1": ["Writing", "Tools", "Pottery"]}},
    )
    act(g, "dogma Suburbia")
    d = g.pending
    assert d.kind == "choose_cards" and d.player == "Alice"
    assert sorted(d.options) == ["Archery", "Metalworking", "Oars"]
    act(g, ["Oars", "Metalworking", "Archery"])
    no_order(g)
    at_action(g)
    assert stack(g, "Alice", "red") == ["Construction", "Oars", "Metalworking", "Archery"]
    assert sorted(score(g, "Alice")) == ["Pottery", "Tools", "Writing"]


def test_masonry_options_choose_cards_answer_order_is_the_meld_order():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Masonry"]},
                "hand": ["Archery", "Metalworking", "Oars", "Writing"],
            },
            {"name": "Bob"},
        ],
    )
    act(g, "dogma Masonry")
    d = g.pending
    assert d.kind == "choose_cards"
    assert sorted(d.options) == ["Archery", "Metalworking", "Oars"]
    act(g, ["Metalworking", "Archery", "Oars"])
    no_order(g)
    at_action(g)
    assert stack(g, "Alice", "red") == ["Oars", "Archery", "Metalworking"]
    assert hand(g, "Alice") == ["Writing"]


def test_currency_options_choose_cards_answer_order_is_the_return_order():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Currency"]},
                "hand": ["Archery", "Calendar", "Oars", "Tools"],
            },
            {"name": "Bob"},
        ],
        supply={"base": {"2": ["Mapmaking", "Philosophy"]}},
    )
    act(g, "dogma Currency")
    d = g.pending
    assert d.kind == "choose_cards"
    act(g, ["Tools", "Calendar", "Oars", "Archery"])
    no_order(g)
    at_action(g)
    assert supply(g, "base", 1)[-3:] == ["Tools", "Oars", "Archery"]
    assert supply(g, "base", 2)[-1] == "Calendar"
    assert sorted(score(g, "Alice")) == ["Mapmaking", "Philosophy"]


def test_mass_media_options_own_score_cards_ordered_others_keep_their_order():
    # "Return all cards of that value from all score piles": Alice orders her own two 1s;
    # Bob's and Carol's 1s, which she cannot see, are not offered and keep their order.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Mass Media"]},
                "hand": ["Tools"],
                "score": ["Archery", "Oars"],
            },
            {"name": "Bob", "score": ["Metalworking", "Writing", "Calendar"]},
            {"name": "Carol", "score": ["Mysticism"]},
        ],
    )
    act(g, "dogma Mass Media", "Tools", 1)
    assert order(g, "Alice", "return", ["Oars", "Archery"]) == 1
    at_action(g)
    assert supply(g, "base", 1)[-6:] == [
        "Tools",
        "Oars",
        "Archery",
        "Metalworking",
        "Writing",
        "Mysticism",
    ]
    assert score(g, "Bob") == ["Calendar"]
    assert score(g, "Alice") == [] and score(g, "Carol") == []


def test_mass_media_options_only_hidden_cards_no_question():
    # Only other players' cards of the value: nothing to ask.
    g = make(
        [
            {"name": "Alice", "board": {"green": ["Mass Media"]}, "hand": ["Tools"]},
            {"name": "Bob", "score": ["Metalworking", "Writing"]},
        ],
    )
    act(g, "dogma Mass Media", "Tools", 1)
    no_order(g)
    at_action(g)
    assert supply(g, "base", 1)[-3:] == ["Tools", "Metalworking", "Writing"]


# ====================================================================== Echoes


def test_comb_options_order_of_the_rest_of_the_drawn_cards_per_pile():
    # Red chosen; five 1s drawn (the second an Echoes card by the Echoes draw rule): the
    # reds are kept, Writing and Tools go to the base 1s (asked), Dice alone.
    g = make(
        [{"name": "Alice", "board": {"green": ["Comb"]}}, {"name": "Bob"}],
        ["echoes"],
        supply={
            "base": {"1": ["Archery", "Writing", "Oars", "Tools"]},
            "echoes": {"1": ["Dice"]},
        },
    )
    act(g, "dogma Comb", "red")
    assert order(g, "Alice", "return", ["Tools", "Writing"]) == 1
    at_action(g)
    assert sorted(hand(g, "Alice")) == ["Archery", "Oars"]
    assert supply(g, "base", 1)[-2:] == ["Tools", "Writing"]
    assert supply(g, "echoes", 1)[-1] == "Dice"


def test_clock_options_victim_orders_the_three_revealed_tens():
    # Bob draws and reveals three 10s (7 {clock}), returns them (his order), then gives
    # his 7s from hand and score pile.
    g = make(
        [
            {"name": "Alice", "board": {"purple": ["Clock"]}},
            {"name": "Bob", "hand": ["Dice", "Bicycle"], "score": ["Lighting", "Coal"]},
        ],
        ["echoes"],
        supply={"base": {"10": ["Software", "Databases", "A.I."]}},
    )
    act(g, "dogma Clock")
    assert order(g, "Bob", "return", ["A.I.", "Software", "Databases"]) == 2
    at_action(g)
    assert supply(g, "base", 10)[-3:] == ["A.I.", "Software", "Databases"]
    assert sorted(score(g, "Alice")) == ["Bicycle", "Lighting"]
    assert hand(g, "Bob") == ["Dice"] and score(g, "Bob") == ["Coal"]


def test_toilet_options_victim_orders_base_ones_echoes_one_apart():
    # The highest bonus on Alice's board is 1: Bob returns his base 1s (asked of him)
    # and the Echoes 1 (alone); the 2 stays. The echo effect tucks a 4 for Alice first.
    g = make(
        [
            {"name": "Alice", "board": {"purple": ["Toilet"], "blue": ["Dice"]}},
            {"name": "Bob", "score": ["Archery", "Calendar", "Candles", "Oars"]},
        ],
        ["echoes"],
        supply={"base": {"4": ["Anatomy"]}},
    )
    act(g, "dogma Toilet")
    assert order(g, "Bob", "return", ["Archery", "Oars"]) == 1
    assert supply(g, "base", 1)[-2:] == ["Archery", "Oars"]
    assert supply(g, "echoes", 1)[-1] == "Candles"
    assert score(g, "Bob") == ["Calendar"]
    assert stack(g, "Alice", "yellow") == ["Anatomy"]


def test_air_conditioner_options_victim_orders_each_pile_of_matching_values():
    # Bob's top cards are a 1 and a 2: his base 1s and base 2s are two groups, his
    # Echoes 1 is alone, the 5 stays.
    g = make(
        [
            {"name": "Alice", "board": {"yellow": ["Air Conditioner"]}},
            {
                "name": "Bob",
                "board": {"red": ["Archery"], "blue": ["Mathematics"]},
                "score": ["Calendar", "Coal", "Metalworking", "Oars", "Perfume", "Philosophy"],
            },
        ],
        ["echoes"],
    )
    act(g, "dogma Air Conditioner")
    n = order(g, "Bob", "return", ["Metalworking", "Oars"], ["Philosophy", "Calendar"])
    assert n == 2
    at_action(g)
    assert supply(g, "base", 1)[-2:] == ["Metalworking", "Oars"]
    assert supply(g, "base", 2)[-2:] == ["Philosophy", "Calendar"]
    assert supply(g, "echoes", 1)[-1] == "Perfume"
    assert score(g, "Bob") == ["Coal"]


def test_kobukson_options_victim_orders_his_top_castle_cards_per_pile():
    # Bob's top cards with a {castle}: two base 1s (asked of Bob), a base 2 and an
    # Echoes 1 (alone); Writing stays. Four returned: Alice draws and tucks two 4s.
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Kobukson"]}},
            {
                "name": "Bob",
                "board": {
                    "red": ["Archery"],
                    "yellow": ["Masonry"],
                    "purple": ["Monotheism"],
                    "green": ["Comb"],
                    "blue": ["Writing"],
                },
            },
        ],
        ["echoes"],
        supply={"base": {"4": ["Anatomy", "Colonialism", "Gunpowder"]}},
    )
    act(g, "dogma Kobukson")
    assert order(g, "Bob", "return", ["Masonry", "Archery"]) == 1
    at_action(g)
    assert supply(g, "base", 1)[-2:] == ["Masonry", "Archery"]
    assert supply(g, "base", 2)[-1] == "Monotheism"
    assert supply(g, "echoes", 1)[-1] == "Comb"
    assert board(g, "Bob") == {"blue": (["Writing"], "none"), "yellow": (["Anatomy"], "none")}
    assert stack(g, "Alice", "red") == ["Kobukson", "Colonialism", "Gunpowder"]


def test_morphine_options_victim_orders_odd_cards_of_one_pile():
    # Bob returns his odd-valued cards: the two base 1s (asked), Alchemy and Candles
    # (alone); Calendar stays. He then draws a 6 (an Echoes 6: his hand holds no
    # Echoes card); Alice draws a 4 (one higher than the 3).
    g = make(
        [
            {"name": "Alice", "board": {"yellow": ["Morphine"]}},
            {"name": "Bob", "hand": ["Alchemy", "Archery", "Calendar", "Candles", "Oars"]},
        ],
        ["echoes"],
        supply={"echoes": {"6": ["Bifocals"]}, "base": {"4": ["Anatomy"]}},
    )
    act(g, "dogma Morphine")
    assert order(g, "Bob", "return", ["Oars", "Archery"]) == 1
    at_action(g)
    assert supply(g, "base", 1)[-2:] == ["Oars", "Archery"]
    assert supply(g, "base", 3)[-1] == "Alchemy"
    assert supply(g, "echoes", 1)[-1] == "Candles"
    assert sorted(hand(g, "Bob")) == ["Bifocals", "Calendar"]
    assert hand(g, "Alice") == ["Anatomy"]


def test_typewriter_options_order_of_three_base_ones_echoes_one_apart():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Typewriter"]},
                "hand": ["Archery", "Dice", "Oars", "Writing"],
            },
            {"name": "Bob"},
        ],
        ["echoes"],
        supply={
            "base": {"6": ["Canning"], "8": ["Flight"]},
            "echoes": {"7": ["Jeans"]},
        },
    )
    act(g, "dogma Typewriter")
    assert order(g, "Alice", "return", ["Writing", "Oars", "Archery"]) == 2
    at_action(g)
    assert supply(g, "base", 1)[-3:] == ["Writing", "Oars", "Archery"]
    assert supply(g, "echoes", 1)[-1] == "Dice"
    assert sorted(hand(g, "Alice")) == ["Canning", "Flight", "Jeans"]


def test_machine_gun_options_order_of_top_non_red_cards_per_pile():
    # "Return all your top non-red cards": Writing and Masonry (base 1, asked), Comb and
    # Monotheism alone; Machine Gun (red) stays. The echo effect scores a 7 first.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "red": ["Machine Gun"],
                    "blue": ["Writing"],
                    "yellow": ["Masonry"],
                    "green": ["Comb"],
                    "purple": ["Monotheism"],
                },
            },
            {"name": "Bob"},
        ],
        ["echoes"],
        supply={"base": {"7": ["Lighting"]}},
    )
    act(g, "dogma Machine Gun")
    assert order(g, "Alice", "return", ["Writing", "Masonry"]) == 1
    at_action(g)
    assert supply(g, "base", 1)[-2:] == ["Writing", "Masonry"]
    assert supply(g, "echoes", 1)[-1] == "Comb"
    assert supply(g, "base", 2)[-1] == "Monotheism"
    assert board(g, "Alice") == {"red": (["Machine Gun"], "none")}
    assert score(g, "Alice") == ["Lighting"]


def test_camcorder_options_meld_order_per_stack_then_return_order_per_pile():
    # Bob's Satellites comes to Alice's hand. "Meld all {9}": the blue 9s (two base, one
    # Echoes) are one group; Fission and Satellites each alone. "Return all other
    # cards": Archery and Oars (asked).
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Camcorder"]},
                "hand": ["Archery", "Calculator", "Computers", "Fission", "Genetics", "Oars"],
            },
            {"name": "Bob", "hand": ["Satellites"]},
        ],
        ["echoes"],
        supply={
            "base": {"9": ["Ecology", "Suburbia", "Services"]},
            "echoes": {"9": ["Rock"]},
        },
    )
    act(g, "dogma Camcorder")
    assert order(g, "Alice", "meld", ["Genetics", "Calculator", "Computers"]) == 2
    assert order(g, "Alice", "return", ["Oars", "Archery"]) == 1
    at_action(g)
    assert stack(g, "Alice", "blue") == ["Computers", "Calculator", "Genetics"]
    assert stack(g, "Alice", "red") == ["Fission", "Camcorder"]
    assert stack(g, "Alice", "green") == ["Satellites"]
    assert supply(g, "base", 1)[-2:] == ["Oars", "Archery"]
    assert hand(g, "Bob") == ["Ecology"]
    assert sorted(hand(g, "Alice")) == ["Rock", "Services", "Suburbia"]


def test_gps_options_victim_orders_his_own_forecast_per_pile():
    g = make(
        [
            {"name": "Alice", "board": {"green": ["GPS"]}},
            {"name": "Bob", "forecast": ["Archery", "Calendar", "Dice", "Oars"]},
        ],
        ["echoes"],
        supply={"base": {"10": ["A.I.", "Software", "Databases"]}},
    )
    act(g, "dogma GPS")
    assert order(g, "Bob", "return", ["Oars", "Archery"]) == 1
    at_action(g)
    assert supply(g, "base", 1)[-2:] == ["Oars", "Archery"]
    assert supply(g, "base", 2)[-1] == "Calendar"
    assert supply(g, "echoes", 1)[-1] == "Dice"
    assert forecast(g, "Bob") == []
    assert sorted(forecast(g, "Alice")) == ["A.I.", "Databases", "Software"]


def test_barometer_options_you_may_return_forecast_then_order_per_pile():
    # Dice's bonus 1: a 3 is foreshadowed first; then "you may return all cards in your
    # forecast": Archery and Oars (asked), Candles and Compass alone.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Barometer"], "blue": ["Dice"]},
                "forecast": ["Archery", "Candles", "Oars"],
            },
            {"name": "Bob"},
        ],
        ["echoes"],
        supply={"base": {"3": ["Compass"]}},
    )
    act(g, "dogma Barometer")
    d = g.pending
    assert d.kind == "yes_no" and d.player == "Alice", d
    act(g, "yes")
    assert order(g, "Alice", "return", ["Archery", "Oars"]) == 1
    at_action(g)
    assert forecast(g, "Alice") == []
    assert supply(g, "base", 1)[-2:] == ["Archery", "Oars"]
    assert supply(g, "base", 3)[-1] == "Compass"
    assert supply(g, "echoes", 1)[-1] == "Candles"


def test_radio_telescope_options_meld_one_then_order_the_rest_of_one_pile():
    # Six {lightbulb}: three 9s drawn (base, Echoes, base by the draw rule). Rock melded:
    # the two base 9s are returned (asked).
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Radio Telescope"], "purple": ["Philosophy"]}},
            {"name": "Bob"},
        ],
        ["echoes"],
        supply={"base": {"9": ["Computers", "Genetics"]}, "echoes": {"9": ["Rock"]}},
    )
    act(g, "dogma Radio Telescope")
    d = g.pending
    assert d.kind == "choose_card" and sorted(d.options) == ["Computers", "Genetics", "Rock"]
    act(g, "Rock")
    assert order(g, "Alice", "return", ["Genetics", "Computers"]) == 1
    at_action(g)
    assert stack(g, "Alice", "purple") == ["Rock", "Philosophy"]
    assert supply(g, "base", 9)[-2:] == ["Genetics", "Computers"]


def test_radio_telescope_options_rest_in_two_piles_no_question():
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Radio Telescope"], "purple": ["Philosophy"]}},
            {"name": "Bob"},
        ],
        ["echoes"],
        supply={"base": {"9": ["Computers", "Genetics"]}, "echoes": {"9": ["Rock"]}},
    )
    act(g, "dogma Radio Telescope", "Computers")
    no_order(g)
    at_action(g)
    assert supply(g, "base", 9)[-1] == "Genetics"
    assert supply(g, "echoes", 9)[-1] == "Rock"


def test_pencil_options_chosen_order_then_order_of_the_drawn_rest():
    # The echo effect draws an Echoes 5 (no Echoes card in hand). Three 1s returned in
    # the answer's order; three 2s drawn, one foreshadowed, the other two (one pile)
    # returned in the order asked.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Pencil"]},
                "hand": ["Archery", "Oars", "Writing"],
            },
            {"name": "Bob"},
        ],
        ["echoes"],
        supply={
            "echoes": {"5": ["Piano"]},
            "base": {"2": ["Calendar", "Mathematics", "Currency"]},
        },
    )
    act(g, "dogma Pencil")
    d = g.pending
    assert d.kind == "choose_cards" and sorted(d.options) == [
        "Archery",
        "Oars",
        "Piano",
        "Writing",
    ]
    act(g, ["Writing", "Archery", "Oars"])
    no_order(g)
    assert supply(g, "base", 1)[-3:] == ["Writing", "Archery", "Oars"]
    d = g.pending
    assert d.kind == "choose_card" and sorted(d.options) == [
        "Calendar",
        "Currency",
        "Mathematics",
    ]
    act(g, "Mathematics")
    assert order(g, "Alice", "return", ["Currency", "Calendar"]) == 1
    at_action(g)
    assert forecast(g, "Alice") == ["Mathematics"]
    assert supply(g, "base", 2)[-2:] == ["Currency", "Calendar"]
    assert hand(g, "Alice") == ["Piano"]


def test_toothbrush_options_echo_tuck_order_within_one_stack():
    # "Tuck all cards of one present value": value 1: the two reds under Construction
    # (asked), Writing alone.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Toothbrush"], "red": ["Construction"]},
                "hand": ["Archery", "Calendar", "Oars", "Writing"],
            },
            {"name": "Bob"},
        ],
        ["echoes"],
    )
    act(g, "dogma Toothbrush")
    d = g.pending
    assert sorted(d.options) == [1, 2], d
    act(g, 1)
    assert order(g, "Alice", "tuck", ["Oars", "Archery"]) == 1
    assert stack(g, "Alice", "red") == ["Construction", "Oars", "Archery"]
    assert stack(g, "Alice", "blue") == ["Writing"]
    assert hand(g, "Alice") == ["Calendar"]


def test_laser_options_hidden_achievements_keep_their_order():
    # "Return all unclaimed standard achievements": nobody sees them: no question (the
    # two base 1s keep their order). Half the score pile is chosen (the answer's order).
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Laser"]},
                "score": ["Archery", "Calendar", "Oars", "Tools", "Writing"],
            },
            {"name": "Bob"},
        ],
        ["echoes"],
        achievements=["Metalworking", "Coal", "Mysticism"],
        supply={"base": {"10": ["A.I.", "Software"]}},
    )
    act(g, "dogma Laser")
    d = g.pending
    assert d.kind == "choose_cards" and d.min == d.max == 3
    act(g, ["Tools", "Oars", "Calendar"])
    no_order(g)
    at_action(g)
    assert g.to_position()["achievements"] == []
    assert supply(g, "base", 1)[-4:] == ["Metalworking", "Mysticism", "Tools", "Oars"]
    assert supply(g, "base", 5)[-1] == "Coal"
    assert supply(g, "base", 2)[-1] == "Calendar"


def test_sliced_bread_options_echo_return_hand_order_per_pile():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Sliced Bread"]},
                "hand": ["Archery", "Dice", "Oars"],
            },
            {"name": "Bob"},
        ],
        ["echoes"],
        supply={"base": {"8": ["Flight"]}, "echoes": {"8": ["Bandage"]}},
    )
    act(g, "dogma Sliced Bread")
    assert order(g, "Alice", "return", ["Oars", "Archery"]) == 1
    at_action(g)
    assert supply(g, "base", 1)[-2:] == ["Oars", "Archery"]
    assert supply(g, "echoes", 1)[-1] == "Dice"
    assert sorted(hand(g, "Alice")) == ["Bandage", "Flight"]


# =================================================================== Artifacts


def test_treaty_of_kadesh_options_compelled_player_orders_his_top_cards_per_pile():
    # Bob (as many {castle}) returns his top cards with a demand effect: Archery and City
    # States (base 1, asked of Bob), Mapmaking and Machinery alone; Writing stays.
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Treaty of Kadesh"]}},
            {
                "name": "Bob",
                "board": {
                    "red": ["Archery"],
                    "purple": ["City States"],
                    "green": ["Mapmaking"],
                    "yellow": ["Machinery"],
                    "blue": ["Writing"],
                },
            },
        ],
        ["artifacts"],
    )
    act(g, "dogma Treaty of Kadesh")
    assert order(g, "Bob", "return", ["City States", "Archery"]) == 1
    at_action(g)
    assert supply(g, "base", 1)[-2:] == ["City States", "Archery"]
    assert supply(g, "base", 2)[-1] == "Mapmaking"
    assert supply(g, "base", 3)[-1] == "Machinery"
    assert board(g, "Bob") == {"blue": (["Writing"], "none")}


def test_mask_of_warka_options_order_of_revealed_cards_per_pile():
    # Red chosen; only Alice reveals: her reds are returned (Archery and Oars asked;
    # Holmegaard Bows and Construction alone), and the achievements of values 1 and 2
    # claimed.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Mask of Warka"]},
                "hand": ["Archery", "Construction", "Holmegaard Bows", "Oars", "Writing"],
            },
            {"name": "Bob", "hand": ["Tools"]},
        ],
        ["artifacts"],
        achievements=["Metalworking", "Calendar", "Coal"],
    )
    act(g, "dogma Mask of Warka", "red")
    assert order(g, "Alice", "return", ["Oars", "Archery"]) == 1
    at_action(g)
    assert supply(g, "base", 1)[-2:] == ["Oars", "Archery"]
    assert supply(g, "artifacts", 1)[-1] == "Holmegaard Bows"
    assert supply(g, "base", 2)[-1] == "Construction"
    assert hand(g, "Alice") == ["Writing"]
    assert sorted(player(g, "Alice")["achievements"]) == ["Calendar", "Metalworking"]


def test_east_india_company_charter_options_own_cards_ordered_bobs_kept():
    # Value 1 from all score piles: Alice orders her two base 1s (her artifact 1 goes
    # alone); Bob's 1s are not offered. Two players returned cards: two 5s scored.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["East India Company Charter"]},
                "score": ["Archery", "Oars", "Sibidu Needle"],
            },
            {"name": "Bob", "score": ["Metalworking", "Writing"]},
        ],
        ["artifacts"],
        supply={"base": {"5": ["Coal", "Chemistry"]}},
    )
    act(g, "dogma East India Company Charter", 1)
    assert order(g, "Alice", "return", ["Oars", "Archery"]) == 1
    at_action(g)
    assert supply(g, "base", 1)[-4:] == ["Oars", "Archery", "Metalworking", "Writing"]
    assert supply(g, "artifacts", 1)[-1] == "Sibidu Needle"
    assert sorted(score(g, "Alice")) == ["Chemistry", "Coal"]
    assert score(g, "Bob") == []


def test_hunt_lenox_globe_options_order_of_non_green_top_cards_per_pile():
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Hunt-Lenox Globe"],
                    "red": ["Archery"],
                    "blue": ["Writing"],
                    "yellow": ["Machinery"],
                    "purple": ["Tale of the Shipwrecked Sailor"],
                },
                "hand": ["Oars"],
            },
            {"name": "Bob"},
        ],
        ["artifacts"],
        supply={"base": {"5": ["Coal", "Chemistry", "Astronomy", "Statistics"]}},
    )
    act(g, "dogma Hunt-Lenox Globe")
    assert order(g, "Alice", "return", ["Writing", "Archery"]) == 1
    assert supply(g, "base", 1)[-2:] == ["Writing", "Archery"]
    assert supply(g, "base", 3)[-1] == "Machinery"
    assert supply(g, "artifacts", 1)[-1] == "Tale of the Shipwrecked Sailor"
    d = g.pending
    assert d.kind == "choose_card" and sorted(d.options) == [
        "Astronomy",
        "Chemistry",
        "Coal",
        "Oars",
        "Statistics",
    ]


def test_mona_lisa_options_otherwise_order_of_five_fours_and_two_ones():
    # Three reds named, four in hand: "return all cards from your hand": the five drawn
    # 4s (one group, four questions) and the two 1s.
    g = make(
        [
            {"name": "Alice", "board": {"yellow": ["Mona Lisa"]}, "hand": ["Archery", "Oars"]},
            {"name": "Bob"},
        ],
        ["artifacts"],
        supply={"base": {"4": ["Anatomy", "Colonialism", "Gunpowder", "Invention", "Navigation"]}},
    )
    act(g, "dogma Mona Lisa", 3, "red")
    fours = ["Navigation", "Anatomy", "Gunpowder", "Invention", "Colonialism"]
    assert order(g, "Alice", "return", fours, ["Oars", "Archery"]) == 5
    at_action(g)
    assert supply(g, "base", 4)[-5:] == fours
    assert supply(g, "base", 1)[-2:] == ["Oars", "Archery"]
    assert hand(g, "Alice") == []


def test_ship_of_the_line_sussex_options_otherwise_order_of_score_pile_per_pile():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Ship of the Line Sussex"]},
                "score": ["Archery", "Calendar", "Oars", "Sibidu Needle", "Tools"],
            },
            {"name": "Bob"},
        ],
        ["artifacts"],
    )
    act(g, "dogma Ship of the Line Sussex")
    assert order(g, "Alice", "return", ["Tools", "Archery", "Oars"]) == 2
    at_action(g)
    assert supply(g, "base", 1)[-3:] == ["Tools", "Archery", "Oars"]
    assert supply(g, "base", 2)[-1] == "Calendar"
    assert supply(g, "artifacts", 1)[-1] == "Sibidu Needle"
    assert score(g, "Alice") == []


def test_frigate_constitution_options_revealed_card_ordered_with_its_board_colour():
    # Bob reveals Archery (a 1, as Alice's top Writing): he returns it and all his reds:
    # Archery (hand), Oars and Metalworking (board) in one group; Coal and Construction
    # alone.
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Frigate Constitution"], "blue": ["Writing"]}},
            {
                "name": "Bob",
                "board": {"red": ["Coal", "Oars", "Construction", "Metalworking"]},
                "hand": ["Archery"],
            },
        ],
        ["artifacts"],
    )
    act(g, "dogma Frigate Constitution")
    n = order(g, "Bob", "return", ["Metalworking", "Archery", "Oars"])
    assert n == 2
    at_action(g)
    assert supply(g, "base", 1)[-3:] == ["Metalworking", "Archery", "Oars"]
    assert supply(g, "base", 5)[-1] == "Coal"
    assert supply(g, "base", 2)[-1] == "Construction"
    assert board(g, "Bob") == {} and hand(g, "Bob") == []


def test_bill_of_rights_options_from_the_bottom_up_asks_no_order():
    # "Transfer all cards of that color ... to my board, from the bottom up": the order is
    # printed: no question; the stack keeps its order on Alice's board.
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Bill of Rights"]}},
            {
                "name": "Bob",
                "board": {"blue": {"cards": ["Writing", "Tools", "Pottery"], "splay": "left"}},
            },
        ],
        ["artifacts"],
    )
    act(g, "dogma Bill of Rights")
    no_order(g)
    at_action(g)
    assert stack(g, "Alice", "blue") == ["Writing", "Tools", "Pottery"]
    assert board(g, "Bob") == {}


def test_marcha_real_options_choose_cards_answer_order_is_the_return_order():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Marcha Real"]},
                "hand": ["Archery", "Oars", "Writing"],
            },
            {"name": "Bob"},
        ],
        ["artifacts"],
        supply={"base": {"2": ["Calendar"]}},
    )
    act(g, "dogma Marcha Real")
    d = g.pending
    assert d.kind == "choose_cards" and d.min == d.max == 2
    act(g, ["Writing", "Archery"])
    no_order(g)
    at_action(g)
    assert supply(g, "base", 1)[-2:] == ["Writing", "Archery"]
    assert sorted(hand(g, "Alice")) == ["Calendar", "Oars"]


# ===================================================================== Figures


def test_john_von_neumann_options_karma_returns_opponents_figures_order_per_pile():
    # "When you meld this card, return all opponents' top figures": four figures 1 of
    # two opponents go to one pile (asked of Alice), Archimedes alone; Bob's Writing
    # stays.
    g = make(
        [
            {"name": "Alice", "hand": ["John Von Neumann"]},
            {
                "name": "Bob",
                "board": {"blue": ["Daedalus"], "green": ["Fu Xi"], "yellow": ["Masonry"]},
            },
            {
                "name": "Carol",
                "board": {"red": ["Gilgamesh"], "purple": ["Sinuhe"], "blue": ["Archimedes"]},
            },
        ],
        ["figures"],
    )
    act(g, "meld John Von Neumann")
    wanted = ["Sinuhe", "Daedalus", "Gilgamesh", "Fu Xi"]
    assert order(g, "Alice", "return", wanted) == 3
    at_action(g)
    assert supply(g, "figures", 1)[-4:] == wanted
    assert supply(g, "figures", 2)[-1] == "Archimedes"
    assert board(g, "Bob") == {"yellow": (["Masonry"], "none")}
    assert board(g, "Carol") == {}


def test_rivalry_options_hidden_score_cards_kept_top_figures_ordered():
    # Bob's three score cards (hidden from Alice) are returned in their order; his two
    # top figures 1 go to one pile (asked of Alice), Sun Tzu alone.
    g = make(
        [
            {"name": "Alice", "hand": ["Alhazen", "Confucius", "Gilgamesh"]},
            {
                "name": "Bob",
                "board": {"blue": ["Daedalus"], "green": ["Fu Xi"], "red": ["Sun Tzu"]},
                "score": ["Archery", "Oars", "Writing"],
            },
        ],
        ["figures"],
    )
    act(g, "decree Rivalry")  # Bob is the only other player; his three cards are forced
    assert order(g, "Alice", "return", ["Fu Xi", "Daedalus"]) == 1
    at_action(g)
    assert supply(g, "figures", 1)[-2:] == ["Fu Xi", "Daedalus"]
    assert supply(g, "figures", 2)[-1] == "Sun Tzu"
    assert sorted(supply(g, "base", 1)[-3:]) == ["Archery", "Oars", "Writing"]
    assert score(g, "Bob") == [] and board(g, "Bob") == {}


def test_carl_friedrich_gauss_options_karma_meld_order_per_stack():
    # Melding Archery: value 1 chosen: the 1s of hand and score pile are melded first:
    # the reds Oars and Metalworking (asked), the blues Writing and Tools (asked);
    # Archery comes last, on top of red.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Carl Friedrich Gauss"]},
                "hand": ["Archery", "Calendar", "Oars", "Writing"],
                "score": ["Metalworking", "Tools"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    act(g, "meld Archery", 1)
    n = order(g, "Alice", "meld", ["Metalworking", "Oars"], ["Tools", "Writing"])
    assert n == 2
    at_action(g)
    assert stack(g, "Alice", "red") == ["Archery", "Oars", "Metalworking"]
    assert stack(g, "Alice", "blue") == ["Writing", "Tools", "Carl Friedrich Gauss"]
    assert hand(g, "Alice") == ["Calendar"] and score(g, "Alice") == []


# ============================================= karmas replacing the moves of a group


def test_sargon_of_akkad_options_encyclopedia_meld_order_decides_the_tuck():
    # Encyclopedia melds the two red 5s at once (the order asked); Sargon's karma then
    # answers each meld: the first covers the red 1 and is melded, the second would be
    # melded over a 5 of equal value and is tucked instead.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Encyclopedia"],
                    "red": ["Archery"],
                    "green": ["Sargon of Akkad"],
                },
                "score": ["Coal", "The Pirate Code", "Writing"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    act(g, "dogma Encyclopedia", "yes")
    assert order(g, "Alice", "meld", ["Coal", "The Pirate Code"]) == 1
    at_action(g)
    assert stack(g, "Alice", "red") == ["Coal", "Archery", "The Pirate Code"]
    assert score(g, "Alice") == ["Writing"]


def test_sejong_the_great_options_classification_melds_ordered_then_replaced_in_order():
    # Classification melds the three blues at once (the order asked). Sejong's karma
    # replaces the meld of Experimentation (a blue 4): returned, a 5 drawn and melded;
    # Alchemy (a 3) is melded over Sejong, whose karma then no longer acts: Printing
    # Press is melded.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Classification"], "blue": ["Sejong the Great"]},
                "hand": ["Alchemy", "Experimentation"],
            },
            {"name": "Bob", "hand": ["Printing Press"]},
        ],
        ["figures"],
        supply={"base": {"5": ["Coal", "Statistics"]}},
    )
    act(g, "dogma Classification")
    if not is_order(g):  # which blue card's colour to reveal (both are blue)
        act(g, "Alchemy")
    wanted = ["Experimentation", "Alchemy", "Printing Press"]
    assert order(g, "Alice", "meld", wanted) == 2
    at_action(g)
    assert stack(g, "Alice", "blue") == ["Printing Press", "Alchemy", "Sejong the Great"]
    assert stack(g, "Alice", "red") == ["Coal"]
    assert supply(g, "base", 4)[-1] == "Experimentation"
    assert hand(g, "Alice") == [] and hand(g, "Bob") == []


# ============================================================== more of one kind


def test_stem_cells_options_scoring_all_asks_no_order():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Stem Cells"]},
                "hand": ["Archery", "Oars", "Writing"],
            },
            {"name": "Bob"},
        ],
    )
    act(g, "dogma Stem Cells", "yes")
    no_order(g)
    at_action(g)
    assert sorted(score(g, "Alice")) == ["Archery", "Oars", "Writing"]


def test_pressure_cooker_options_order_of_base_ones_echoes_one_apart():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Pressure Cooker"]},
                "hand": ["Archery", "Dice", "Oars"],
            },
            {"name": "Bob"},
        ],
        ["echoes"],
        supply={"base": {"5": ["Coal"]}},
    )
    act(g, "dogma Pressure Cooker")
    assert order(g, "Alice", "return", ["Oars", "Archery"]) == 1
    at_action(g)
    assert supply(g, "base", 1)[-2:] == ["Oars", "Archery"]
    assert supply(g, "echoes", 1)[-1] == "Dice"
    assert hand(g, "Alice") == ["Coal"]


def test_molasses_reef_caravel_options_order_of_hand_then_single_choices():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Molasses Reef Caravel"]},
                "hand": ["Archery", "Calendar", "Oars", "Tools"],
            },
            {"name": "Bob"},
        ],
        ["artifacts"],
        supply={"base": {"4": ["Experimentation", "Anatomy", "Colonialism"]}},
    )
    act(g, "dogma Molasses Reef Caravel")
    assert order(g, "Alice", "return", ["Tools", "Oars", "Archery"]) == 2
    assert supply(g, "base", 1)[-3:] == ["Tools", "Oars", "Archery"]
    assert supply(g, "base", 2)[-1] == "Calendar"
    # Experimentation, the only blue card, is melded unasked; then the score choice.
    d = g.pending
    assert d.kind == "choose_card" and sorted(d.options) == ["Anatomy", "Colonialism"]
    act(g, "Anatomy")
    at_action(g)
    assert stack(g, "Alice", "blue") == ["Experimentation"]
    assert hand(g, "Alice") == ["Colonialism"]
    assert score(g, "Alice") == []
    assert supply(g, "base", 4)[-1] == "Anatomy"


def test_plush_beweglich_rod_bear_options_own_ones_ordered_others_kept():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Plush Beweglich Rod Bear"], "red": ["Archery", "Oars"]},
                "score": ["Sibidu Needle", "Tools", "Writing"],
            },
            {"name": "Bob", "score": ["Metalworking", "Calendar"]},
        ],
        ["artifacts"],
    )
    act(g, "dogma Plush Beweglich Rod Bear", 1)
    assert order(g, "Alice", "return", ["Writing", "Tools"]) == 1
    at_action(g)
    assert board(g, "Alice")["red"] == (["Archery", "Oars"], "up")
    assert supply(g, "base", 1)[-3:] == ["Writing", "Tools", "Metalworking"]
    assert supply(g, "artifacts", 1)[-1] == "Sibidu Needle"
    assert score(g, "Alice") == [] and score(g, "Bob") == ["Calendar"]


def test_buttonwood_agreement_options_otherwise_order_of_green_score_cards():
    # A green 8 drawn, green not chosen: the green score cards are returned (two 4s
    # asked, Sailing alone); the others stay.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Buttonwood Agreement"]},
                "score": ["Anatomy", "Colonialism", "Invention", "Navigation", "Sailing"],
            },
            {"name": "Bob"},
        ],
        ["artifacts"],
        supply={"base": {"8": ["Corporations"]}},
    )
    act(g, "dogma Buttonwood Agreement", "blue", "red", "yellow")
    assert order(g, "Alice", "return", ["Navigation", "Invention"]) == 1
    at_action(g)
    assert supply(g, "base", 4)[-2:] == ["Navigation", "Invention"]
    assert supply(g, "base", 1)[-1] == "Sailing"
    assert sorted(score(g, "Alice")) == ["Anatomy", "Colonialism"]
    assert hand(g, "Alice") == ["Corporations"]


def test_railroad_options_relic_goes_beside_its_pile_not_in_the_group():
    # Complex Numbers (a relic, a 4) is returned beside its pile: only the two base 4s
    # are ordered.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Railroad"]},
                "hand": ["Anatomy", "Archery", "Complex Numbers", "Navigation"],
            },
            {"name": "Bob"},
        ],
        ["artifacts"],
        options={"relics": True},
        supply={"base": {"6": ["Canning", "Encyclopedia", "Democracy"]}},
    )
    act(g, "dogma Railroad")
    assert order(g, "Alice", "return", ["Navigation", "Anatomy"]) == 1
    at_action(g)
    pos = g.to_position()
    assert "Complex Numbers" in pos["relics"]
    assert supply(g, "base", 4)[-2:] == ["Navigation", "Anatomy"]
    assert "Complex Numbers" not in supply(g, "artifacts", 4)
    assert supply(g, "base", 1)[-1] == "Archery"


# ======================================================= whose question: sharers, victims


def test_railroad_options_sharing_player_orders_his_own_hand_first():
    # Bob shares (as many {clock}): he returns his hand first (his question), then Alice.
    g = make(
        [
            {"name": "Alice", "board": {"purple": ["Railroad"]}, "hand": ["Archery", "Tools"]},
            {
                "name": "Bob",
                "board": {"blue": ["Rocketry"]},
                "hand": ["Metalworking", "Oars"],
            },
        ],
        supply={
            "base": {
                "6": [
                    "Canning",
                    "Democracy",
                    "Encyclopedia",
                    "Atomic Theory",
                    "Vaccination",
                    "Emancipation",
                ],
                "7": ["Lighting"],
            }
        },
    )
    act(g, "dogma Railroad")
    assert order(g, "Bob", "return", ["Metalworking", "Oars"]) == 1
    assert order(g, "Alice", "return", ["Tools", "Archery"]) == 1
    at_action(g)
    assert supply(g, "base", 1)[-4:] == ["Metalworking", "Oars", "Tools", "Archery"]
    assert sorted(hand(g, "Bob")) == ["Canning", "Democracy", "Encyclopedia"]
    assert sorted(hand(g, "Alice")) == ["Atomic Theory", "Emancipation", "Lighting", "Vaccination"]


def test_vaccination_options_each_victim_orders_his_own_cards_in_turn():
    g = make(
        [
            {"name": "Alice", "board": {"yellow": ["Vaccination"]}},
            {"name": "Bob", "score": ["Archery", "Oars"]},
            {"name": "Carol", "score": ["Metalworking", "Tools"]},
        ],
        supply={"base": {"6": ["Canning", "Democracy"], "7": ["Lighting"]}},
    )
    act(g, "dogma Vaccination")
    assert order(g, "Bob", "return", ["Oars", "Archery"]) == 1
    assert order(g, "Carol", "return", ["Tools", "Metalworking"]) == 1
    at_action(g)
    assert supply(g, "base", 1)[-4:] == ["Oars", "Archery", "Tools", "Metalworking"]
    assert stack(g, "Bob", "yellow") == ["Canning"]
    assert stack(g, "Carol", "purple") == ["Democracy"]
    assert stack(g, "Alice", "purple") == ["Lighting"]


# ============================================ zones that count as the hand / score pile


def test_emperor_meiji_options_forecast_returned_with_the_hand_in_one_group():
    # "Each card in your forecast counts as being in your hand": Pressure Cooker's
    # "return all cards from your hand" returns Oars (forecast) with Archery (hand) in
    # one group; Dice (forecast, Echoes) alone.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Pressure Cooker"], "purple": ["Emperor Meiji"]},
                "hand": ["Archery"],
                "forecast": ["Dice", "Oars"],
            },
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
        supply={"base": {"5": ["Coal"]}},
    )
    act(g, "dogma Pressure Cooker")
    assert order(g, "Alice", "return", ["Oars", "Archery"]) == 1
    at_action(g)
    assert supply(g, "base", 1)[-2:] == ["Oars", "Archery"]
    assert supply(g, "echoes", 1)[-1] == "Dice"
    assert forecast(g, "Alice") == []
    assert hand(g, "Alice") == ["Coal"]


def test_michelangelo_options_hand_returned_with_the_score_pile_in_one_group():
    # "Each card in your hand is also considered part of your score pile": Ship of the
    # Line Sussex's "return all cards from your score pile" takes the hand too.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Ship of the Line Sussex"], "yellow": ["Michelangelo"]},
                "hand": ["Calendar", "Oars"],
                "score": ["Archery"],
            },
            {"name": "Bob"},
        ],
        ["artifacts", "figures"],
    )
    act(g, "dogma Ship of the Line Sussex")
    assert order(g, "Alice", "return", ["Oars", "Archery"]) == 1
    at_action(g)
    assert supply(g, "base", 1)[-2:] == ["Oars", "Archery"]
    assert supply(g, "base", 2)[-1] == "Calendar"
    assert hand(g, "Alice") == [] and score(g, "Alice") == []


def test_wernher_von_braun_options_forecast_returned_with_the_score_pile():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Ship of the Line Sussex"], "blue": ["Wernher Von Braun"]},
                "forecast": ["Oars", "Tools"],
                "score": ["Archery"],
            },
            {"name": "Bob"},
        ],
        ["artifacts", "figures"],
    )
    act(g, "dogma Ship of the Line Sussex")
    assert order(g, "Alice", "return", ["Tools", "Archery", "Oars"]) == 2
    at_action(g)
    assert supply(g, "base", 1)[-3:] == ["Tools", "Archery", "Oars"]
    assert forecast(g, "Alice") == [] and score(g, "Alice") == []


def test_bill_of_rights_options_from_the_bottom_up_onto_an_existing_stack():
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Bill of Rights"], "blue": ["Translation"]}},
            {
                "name": "Bob",
                "board": {"blue": {"cards": ["Writing", "Tools", "Pottery"], "splay": "left"}},
            },
        ],
        ["artifacts"],
    )
    act(g, "dogma Bill of Rights")
    no_order(g)
    at_action(g)
    assert board(g, "Alice")["blue"] == (["Writing", "Tools", "Pottery", "Translation"], "none")


def test_cell_phone_options_choose_cards_answer_order_is_the_tuck_order():
    # Tuck any number of cards with a {clock}: the answer's order is the tuck order
    # (Rocketry first, under Writing; Quantum Theory under it). The 10 drawn first is an
    # Echoes 10 without a {clock} (the Echoes draw rule).
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Cell Phone"], "blue": ["Writing"]},
                "hand": ["Quantum Theory", "Rocketry", "Archery"],
            },
            {"name": "Bob"},
        ],
        ["echoes"],
        supply={"echoes": {"10": ["Human Genome"]}},
    )
    act(g, "dogma Cell Phone")
    while not (g.pending.kind == "choose_cards" and "Rocketry" in g.pending.options):
        d = g.pending
        assert d.kind in ("yes_no", "choose_color", "choose_card"), d
        act(g, "no" if d.kind == "yes_no" else None)
    assert sorted(g.pending.options) == ["Quantum Theory", "Rocketry"]
    act(g, ["Rocketry", "Quantum Theory"])
    no_order(g)
    at_action(g)
    assert board(g, "Alice")["blue"] == (["Writing", "Rocketry", "Quantum Theory"], "up")
