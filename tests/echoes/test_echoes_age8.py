"""Scenario tests for the age 8 cards of Echoes of the Past (one or more per effect).

Every dogma action on an Echoes card first runs the echo effects visible in
its colour (bottom to top), then its dogma effects; every draw follows the
Echoes draw rule (a hand with cards but no Echoes card draws an Echoes card).
In each scenario Bob has fewer of the featured icon than Alice (he neither
shares nor, unless said, is demanded anything) unless the test says otherwise.
"""

from helpers import act, base_cards, echoes, expect, hand, supply, table, texts

# -- Radio Telescope --------------------------------------------------------------------
# For every two {lightbulb} on your board, draw a {9}. Meld one of the cards drawn and
# return the rest. If you meld A.I. due to this dogma effect, you win.


def test_radio_telescope_draws_per_two_lightbulbs_melds_one_returns_the_rest():
    # Radio Telescope 3 + Paper 2 = 5 lightbulbs: two 9s.
    game = echoes(
        {"Alice": {"board": {"blue": ["Radio Telescope"], "green": ["Paper"]}}, "Bob": {}},
        supply={"base": {"9": ["Computers"]}, "echoes": {"9": ["Rock"]}},
    )
    act(game, "dogma Radio Telescope")
    # Empty hand: a base 9 (Computers); then the hand holds a base card: an Echoes 9.
    expect(game, "Alice", "choose_card", ["Computers", "Rock"])
    act(game, "Rock")
    assert table(game) == {
        "Alice": {"board": {"blue": ["Radio Telescope"], "green": ["Paper"], "purple": ["Rock"]}},
        "Bob": {},
    }
    assert supply(game, 9)[-1] == "Computers"
    assert game.result is None


def test_radio_telescope_melding_ai_wins():
    # No base 9 is left: age 9 is empty, the draw skips to a 10.
    game = echoes(
        {"Alice": {"board": {"blue": ["Radio Telescope"]}}, "Bob": {}},
        supply={"base": {"10": ["A.I."]}},
        removed=base_cards(9),
        achievements=[],
    )
    act(game, "dogma Radio Telescope")  # 3 lightbulbs: one draw, melded without a choice
    assert game.result.winners == ["Alice"]
    assert game.result.card == "Radio Telescope"


def test_radio_telescope_a_single_card_drawn_is_melded():
    # Radio Telescope alone: 3 lightbulbs, one 9, melded without a choice.
    game = echoes(
        {"Alice": {"board": {"blue": ["Radio Telescope"]}}, "Bob": {}},
        supply={"base": {"9": ["Computers"]}},
    )
    act(game, "dogma Radio Telescope")
    assert table(game)["Alice"] == {"board": {"blue": ["Computers", "Radio Telescope"]}}
    assert game.result is None
    expect(game, "Alice", "action")


# -- X-Ray ------------------------------------------------------------------------------
# Echo: Draw and tuck an {8}.
# For every three {leaf} on your board, draw and foreshadow a card of any value.
# You may splay your yellow cards up.


def test_x_ray_tucks_an_8_foreshadows_per_three_leaves_and_splays_yellow():
    game = echoes(
        {"Alice": {"board": {"blue": ["X-Ray"], "yellow": ["Agriculture"]}}, "Bob": {}},
        supply={"base": {"8": ["Antibiotics"], "3": ["Optics"]}},
    )
    act(game, "dogma X-Ray")
    # Echo: empty hand, a base 8 tucked under Agriculture.  Leaves: 1 + 3 = 4: one card.
    expect(game, "Alice", "choose_value", list(range(1, 11)))
    act(game, 3, "yes")
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["X-Ray"], "yellow": (["Agriculture", "Antibiotics"], "up")},
            "forecast": ["Optics"],
            "tucked": 1,
        },
        "Bob": {},
    }


def test_x_ray_each_foreshadowed_card_has_its_own_value():
    # Leaves: X-Ray 1 + Agriculture 3 + Socialism 3 = 7: two cards.  The hand holds
    # Tools (base) throughout: every draw is an Echoes card.
    game = echoes(
        {
            "Alice": {
                "board": {"blue": ["X-Ray"], "yellow": ["Agriculture"], "purple": ["Socialism"]},
                "hand": ["Tools"],
            },
            "Bob": {},
        },
        supply={"echoes": {"8": ["Nylon"], "10": ["GPS"], "1": ["Dice"]}},
    )
    act(game, "dogma X-Ray", 10, 1)
    assert table(game)["Alice"] == {
        "board": {
            "blue": ["X-Ray"],
            "yellow": ["Agriculture"],
            "purple": ["Socialism"],
            "green": ["Nylon"],
        },
        "hand": ["Tools"],
        "forecast": ["Dice", "GPS"],
        "tucked": 1,
    }
    expect(game, "Alice", "action")  # one yellow card: no splay offered


# -- Bandage ----------------------------------------------------------------------------
# Echo: Meld a card from hand with a {leaf}.
# I demand you return the highest card in your score pile for which you do not have a
# card of matching value in your hand! Return a top card from your board with a {clock}!


def test_bandage_melds_a_leaf_card_then_demands_two_returns():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Bandage"]}, "hand": ["Pottery", "Writing"]},
            "Bob": {
                "board": {"blue": ["Quantum Theory"], "red": ["Oars"]},
                "hand": ["Paper"],
                "score": ["Tools", "Calendar", "Mapmaking", "Optics"],
            },
        },
    )
    act(game, "dogma Bandage")
    # Echo: Pottery is Alice's only card with a leaf: melded without a choice.
    # Demand (Bob has no leaf): Optics matches Paper's value 3; the highest of the rest are
    # the two 2s: Bob chooses.
    expect(game, "Bob", "choose_card", ["Calendar", "Mapmaking"])
    act(game, "Mapmaking")
    # Then his only top card with a clock, Quantum Theory, is returned.
    assert table(game) == {
        "Alice": {"board": {"red": ["Bandage"], "blue": ["Pottery"]}, "hand": ["Writing"]},
        "Bob": {
            "board": {"red": ["Oars"]},
            "hand": ["Paper"],
            "score": ["Calendar", "Optics", "Tools"],
        },
    }
    assert supply(game, 2)[-1] == "Mapmaking"
    assert supply(game, 8)[-1] == "Quantum Theory"


def test_bandage_nothing_to_meld_or_return():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Bandage"]}, "hand": ["Writing"]},
            "Bob": {"board": {"red": ["Oars"]}, "hand": ["Optics"], "score": ["Paper"]},
        },
    )
    before = table(game)
    act(game, "dogma Bandage")
    assert table(game) == before
    expect(game, "Alice", "action")


# -- Parachute --------------------------------------------------------------------------
# I demand you transfer all cards without a {clock} from your hand to my hand!


def test_parachute_takes_every_card_without_a_clock():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Parachute"]}},
            "Bob": {"hand": ["Tools", "Quantum Theory", "Flight", "Oars"]},
        },
    )
    act(game, "dogma Parachute")
    assert table(game) == {
        "Alice": {"board": {"red": ["Parachute"]}, "hand": ["Oars", "Tools"]},
        "Bob": {"hand": ["Flight", "Quantum Theory"]},
    }


# -- Nylon ------------------------------------------------------------------------------
# Draw and tuck an {8} for every three {factory} on your board. If any of the tucked
# cards were green, repeat this dogma effect.
# You may splay your red cards up.


def test_nylon_a_green_tucked_card_repeats_the_effect():
    # Factories: Nylon 2 + Coal 3 = 5: one 8 each time.
    game = echoes(
        {"Alice": {"board": {"green": ["Nylon"], "red": ["Coal"]}}, "Bob": {}},
        supply={"base": {"8": ["Corporations", "Flight", "Mobility"]}},
    )
    act(game, "dogma Nylon")
    # Corporations (green) is tucked: repeat; Flight (red) is tucked: stop.
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Nylon", "Corporations"], "red": (["Coal", "Flight"], "up")},
            "tucked": 2,
        },
        "Bob": {},
    }
    assert supply(game, 8)[0] == "Mobility"


def test_nylon_with_fewer_than_three_factories_tucks_nothing():
    game = echoes(
        {"Alice": {"board": {"green": ["Nylon"]}}, "Bob": {}},
        supply={"base": {"8": ["Corporations"]}},
    )
    before = table(game)
    act(game, "dogma Nylon")
    assert table(game) == before
    expect(game, "Alice", "action")


# -- Sliced Bread -----------------------------------------------------------------------
# Echo: Return all cards from your hand and draw two {8}.
# Return a card from your score pile. Draw and score two cards of value one less than
# the value of the card returned.


def test_sliced_bread_returns_the_hand_draws_two_8s_then_scores_two_lower_cards():
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Sliced Bread"]},
                "hand": ["Tools", "Calendar"],
                "score": ["Optics", "Mapmaking"],
            },
            "Bob": {},
        },
        supply={
            "base": {"8": ["Flight"], "2": ["Currency", "Fermenting"]},
            "echoes": {"8": ["Tractor"]},
        },
    )
    act(game, "dogma Sliced Bread")
    # Echo: the hand is returned; the first 8 (empty hand) is a base card, the second
    # (the hand holds a base card) an Echoes card.
    assert supply(game, 1)[-1] == "Tools" and supply(game, 2)[-1] == "Calendar"
    expect(game, "Alice", "choose_card", ["Mapmaking", "Optics"])
    act(game, "Optics")
    # Two 2s, drawn with an Echoes card in hand: base cards.
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Sliced Bread"]},
            "hand": ["Flight", "Tractor"],
            "score": ["Currency", "Fermenting", "Mapmaking"],
            "scored": 2,
        },
        "Bob": {},
    }
    assert supply(game, 3)[-1] == "Optics"


def test_sliced_bread_with_an_empty_score_pile_scores_two_1s():
    game = echoes(
        {"Alice": {"board": {"green": ["Sliced Bread"]}}, "Bob": {}},
        supply={
            "base": {"8": ["Flight"], "1": ["Sailing", "Writing"]},
            "echoes": {"8": ["Tractor"]},
        },
    )
    act(game, "dogma Sliced Bread")
    # Nothing returned: value 0 - 1, a draw of a value below 1 draws a 1.
    assert table(game)["Alice"] == {
        "board": {"green": ["Sliced Bread"]},
        "hand": ["Flight", "Tractor"],
        "score": ["Sailing", "Writing"],
        "scored": 2,
    }


# -- Air Conditioner --------------------------------------------------------------------
# Echo: You may score a card from your hand.
# I demand you return all cards from your score pile of value matching any of your top
# cards!


def test_air_conditioner_scores_then_returns_matching_score_cards():
    game = echoes(
        {
            "Alice": {"board": {"yellow": ["Air Conditioner"]}, "hand": ["Tools"]},
            "Bob": {
                "board": {"red": ["Oars"], "purple": ["Philosophy"]},
                "score": ["Writing", "Mathematics", "Optics", "Archery"],
            },
        },
    )
    act(game, "dogma Air Conditioner")
    expect(game, "Alice", "choose_card", ["Tools", None])
    act(game, "Tools")
    # Bob's top cards are a 1 and a 2: his 1s and 2 are returned; he orders the two 1s
    # going to the same pile.
    expect(game, "Bob", "choose_card", ["Archery", "Writing"])
    act(game, "Archery")
    assert table(game) == {
        "Alice": {"board": {"yellow": ["Air Conditioner"]}, "score": ["Tools"], "scored": 1},
        "Bob": {"board": {"red": ["Oars"], "purple": ["Philosophy"]}, "score": ["Optics"]},
    }
    assert supply(game, 1)[-2:] == ["Archery", "Writing"]
    assert supply(game, 2)[-1] == "Mathematics"


def test_air_conditioner_score_may_be_declined():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Air Conditioner"]}, "hand": ["Tools"]}, "Bob": {}},
    )
    act(game, "dogma Air Conditioner", None)
    assert table(game)["Alice"] == {"board": {"yellow": ["Air Conditioner"]}, "hand": ["Tools"]}


# -- Tractor ----------------------------------------------------------------------------
# Echo: Draw a {7}.   Draw and score a {7}. Draw a {7}.


def test_tractor_draws_a_7_then_scores_a_7_and_draws_a_7():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Tractor"]}}, "Bob": {}},
        supply={"base": {"7": ["Bicycle"]}, "echoes": {"7": ["Jeans", "Telegraph"]}},
    )
    act(game, "dogma Tractor")
    # Echo: empty hand, a base 7; then the hand holds a base card: Echoes 7s.
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Tractor"]},
            "hand": ["Bicycle", "Telegraph"],
            "score": ["Jeans"],
            "scored": 1,
        },
        "Bob": {},
    }


def test_tractor_shared_echo_and_effect_then_the_sharing_bonus():
    # Bob has 3 clocks (Alice 2): he shares the echo effect and the dogma effect first.
    game = echoes(
        {
            "Alice": {"board": {"yellow": ["Tractor"]}},
            "Bob": {"board": {"blue": ["Quantum Theory"]}},
        },
        supply={
            "base": {"7": ["Bicycle", "Combustion"], "8": ["Flight"]},
            "echoes": {"7": ["Jeans", "Telegraph", "Elevator", "Rubber"]},
        },
    )
    act(game, "dogma Tractor")
    log = texts(game)
    assert "Tractor echo effect: executed by Bob, Alice." in log
    # Echo: Bob draws Bicycle, Alice Combustion.  Effect: Bob scores Jeans and draws
    # Telegraph, Alice scores Elevator and draws Rubber.  Alice's free Draw action: an 8,
    # with an Echoes card in hand: a base 8.
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Tractor"]},
            "hand": ["Combustion", "Flight", "Rubber"],
            "score": ["Elevator"],
            "scored": 1,
        },
        "Bob": {
            "board": {"blue": ["Quantum Theory"]},
            "hand": ["Bicycle", "Telegraph"],
            "score": ["Jeans"],
            "scored": 1,
        },
    }


# -- Crossword --------------------------------------------------------------------------
# For each visible bonus on your board, draw a card of that value.


def test_crossword_draws_a_card_per_bonus_in_the_order_chosen():
    game = echoes(
        {"Alice": {"board": {"purple": ["Crossword"], "blue": ["Dice"]}}, "Bob": {}},
        supply={"base": {"8": ["Flight"], "1": ["Sailing"]}, "echoes": {"1": ["Puppet"]}},
    )
    act(game, "dogma Crossword")
    expect(game, "Alice", "choose_value", [1, 8])
    act(game, 8)
    # The 8 is drawn first (empty hand: base); then the 1 with a base card in hand: Echoes.
    assert table(game)["Alice"] == {
        "board": {"purple": ["Crossword"], "blue": ["Dice"]},
        "hand": ["Flight", "Puppet"],
    }


def test_crossword_two_bonuses_of_one_value_draw_two_cards():
    # Television's bonus 8 (top left) shows under a right splay.
    game = echoes(
        {
            "Alice": {
                "board": {"purple": {"cards": ["Crossword", "Television"], "splay": "right"}}
            },
            "Bob": {},
        },
        supply={"base": {"8": ["Flight"]}, "echoes": {"8": ["Bandage"]}},
    )
    act(game, "dogma Crossword")
    assert hand(game, "Alice") == ["Bandage", "Flight"]
    expect(game, "Alice", "action")


# -- Television -------------------------------------------------------------------------
# Echo: Draw and meld an {8}.
# Choose a value and an opponent. Transfer a card of that value from their score pile to
# their board. If they have an achievement of the same value, achieve (if eligible) a
# card of that value from their score pile.


def test_television_transfers_to_their_board_then_achieves_from_their_score_pile():
    game = echoes(
        {
            # Score: 20 in the pile + the bonus 8 = 28: eligible for a 5.
            "Alice": {"board": {"purple": ["Television"]}, "score": ["Software", "A.I."]},
            "Bob": {"score": ["Coal", "Octant", "Canning"], "achievements": ["Tools", "Banking"]},
        },
        supply={"base": {"8": ["Flight"]}},
    )
    act(game, "dogma Television")  # echo: Flight is drawn and melded
    expect(game, "Alice", "choose_value", list(range(1, 11)))
    act(game, 5)
    # Bob is the only opponent.  His 5s show only their backs: a base 5 and an Echoes 5.
    expect(game, "Alice", "choose_option", ["Bob's score pile: 5", "Bob's score pile: echoes 5"])
    act(game, "Bob's score pile: 5")
    # Bob has a 5 achievement: Alice achieves the other 5 of his score pile.
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Television"], "red": ["Flight"]},
            "score": ["A.I.", "Software"],
            "achievements": ["Octant"],
        },
        "Bob": {
            "board": {"red": ["Coal"]},
            "score": ["Canning"],
            "achievements": ["Banking", "Tools"],
        },
    }


def test_television_without_eligibility_only_transfers():
    game = echoes(
        {
            "Alice": {"board": {"purple": ["Television"]}},
            "Bob": {"score": ["Vaccination"]},
            "Carol": {"score": ["Canning", "Steamboat"], "achievements": ["Democracy"]},
        },
        supply={"base": {"8": ["Flight"]}},
    )
    act(game, "dogma Television", 6)
    expect(game, "Alice", "choose_player", ["Bob", "Carol"])
    act(game, "Carol", "Carol's score pile: 6")
    # Carol has a 6 achievement, but Alice (8 points) is not eligible for a 6: the other 6
    # stays in Carol's score pile.
    assert table(game) == {
        "Alice": {"board": {"purple": ["Television"], "red": ["Flight"]}},
        "Bob": {"score": ["Vaccination"]},
        "Carol": {
            "board": {"yellow": ["Canning"]},
            "score": ["Steamboat"],
            "achievements": ["Democracy"],
        },
    }


def test_television_a_value_they_have_none_of_does_nothing():
    game = echoes(
        {
            "Alice": {"board": {"purple": ["Television"]}, "score": ["Software", "A.I."]},
            "Bob": {"score": ["Coal"], "achievements": ["Banking"]},
        },
        supply={"base": {"8": ["Flight"]}},
    )
    act(game, "dogma Television", 4)
    assert table(game)["Bob"] == {"score": ["Coal"], "achievements": ["Banking"]}
    expect(game, "Alice", "action")
