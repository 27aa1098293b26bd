"""Scenario tests for the age 1 cards of Echoes of the Past (one or more per effect).

Every dogma action on an Echoes card first runs the echo effects visible in
its colour (bottom to top), then its dogma effects; every draw follows the
Echoes draw rule (a hand with cards but no Echoes card draws an Echoes card).
"""

from helpers import (
    act,
    available,
    board,
    echoes,
    expect,
    forecast,
    hand,
    score_pile,
    supply,
    texts,
)

# -- Dice -------------------------------------------------------------------------------
# Draw and reveal a {1}. If the card has a bonus, draw and meld a card of value equal to
# its bonus.


def test_dice_a_revealed_bonus_draws_and_melds_its_value():
    # Alice's hand holds a base card only: she draws an Echoes 1 (Puppet: bonus 3).
    game = echoes(
        {"Alice": {"board": {"blue": ["Dice"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"echoes": {"1": ["Puppet"]}, "base": {"3": ["Optics"]}},
    )
    act(game, "dogma Dice")
    assert "Alice reveals Puppet." in texts(game)
    # Puppet's bonus is 3: draw and meld a 3.  The hand holds Puppet (Echoes): a base 3.
    assert board(game, "Alice", "red") == ["Optics"]
    assert hand(game, "Alice") == ["Puppet", "Tools"]


def test_dice_a_card_without_a_bonus_is_kept():
    game = echoes(
        {"Alice": {"board": {"blue": ["Dice"]}}, "Bob": {}},
        supply={"base": {"1": ["Sailing"]}},
    )
    act(game, "dogma Dice")  # empty hand: a base 1, no bonus
    assert hand(game, "Alice") == ["Sailing"]
    assert board(game, "Alice", "green") == []


# -- Perfume ----------------------------------------------------------------------------
# Echo: Draw and tuck a {1}.
# I demand you transfer a top card of different value from any top card on my board from
# your board to mine! If you do, draw and meld a card of equal value!


def test_perfume_echo_then_demand():
    game = echoes(
        {
            "Alice": {"board": {"blue": ["Perfume"]}},
            "Bob": {"board": {"blue": ["Calendar"], "green": ["Clothing"]}},
        },
        supply={"base": {"1": ["Sailing"], "2": ["Fermenting"]}},
    )
    act(game, "dogma Perfume")
    # Echo: Alice (empty hand) draws and tucks a base 1.
    assert board(game, "Alice", "green") == ["Sailing"]
    # Demand: Bob has 0 castles.  His top card of a value Alice has no top card of is
    # Calendar (2): it goes onto Alice's board; he draws and melds a 2.
    assert board(game, "Alice", "blue") == ["Calendar", "Perfume"]
    assert board(game, "Bob", "yellow") == ["Fermenting"]
    assert board(game, "Bob", "blue") == []
    log = texts(game)
    assert log.index("Perfume echo effect: executed by Alice.") < log.index(
        "Perfume demand 1: demanded of Bob."
    )


def test_perfume_demand_nothing_of_a_different_value():
    game = echoes(
        {
            "Alice": {"board": {"blue": ["Perfume"]}},
            "Bob": {"board": {"green": ["Clothing"]}},
        },
        supply={"base": {"1": ["Sailing"]}},
    )
    before = board(game, "Bob", "green")
    act(game, "dogma Perfume")
    assert board(game, "Bob", "green") == before
    expect(game, "Alice", "action")


# -- Ruler ------------------------------------------------------------------------------
# Echo: Draw a {2}.   Dogma: No effect.


def test_ruler_echo_draws_a_2_and_its_dogma_does_nothing():
    game = echoes(
        {"Alice": {"board": {"blue": ["Ruler"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"echoes": {"2": ["Lever"]}},
    )
    act(game, "dogma Ruler")
    assert hand(game, "Alice") == ["Lever", "Tools"]  # Echoes rule: an Echoes 2
    expect(game, "Alice", "action")


def test_ruler_shared_echo_gives_the_sharing_bonus():
    game = echoes(
        {
            "Alice": {"board": {"blue": ["Ruler"]}},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        supply={"base": {"2": ["Calendar", "Mathematics"]}, "echoes": {"1": ["Bell"]}},
    )
    act(game, "dogma Ruler")
    assert hand(game, "Bob") == ["Calendar"]
    # Alice draws Mathematics, then a free Draw action (her highest top card is a 1): her
    # hand holds a base card only, so the Echoes rule gives her an Echoes 1.
    assert hand(game, "Alice") == ["Bell", "Mathematics"]


# -- Bangle -----------------------------------------------------------------------------
# Echo: Tuck a red card from your hand.   Draw and foreshadow a {3}.


def test_bangle_tucks_a_red_card_and_foreshadows_a_3():
    game = echoes(
        {"Alice": {"board": {"red": ["Bangle"]}, "hand": ["Oars", "Tools"]}, "Bob": {}},
        supply={"echoes": {"3": ["Almanac"]}, "base": {"3": ["Optics"]}},
    )
    act(game, "dogma Bangle")
    assert board(game, "Alice", "red") == ["Bangle", "Oars"]
    # The hand holds Tools (base): an Echoes 3, straight into the forecast.
    assert forecast(game, "Alice") == ["Almanac"]
    assert hand(game, "Alice") == ["Tools"]
    # Bob sees only the back of the foreshadowed card.
    bob_log = [e["text"] for e in game.log_for("Bob")]
    assert "Alice foreshadows an Echoes 3." in bob_log
    assert game.view("Bob")["players"][0]["forecast"] == [{"age": 3, "set": "echoes"}]


def test_bangle_echo_without_a_red_card_does_nothing():
    game = echoes(
        {"Alice": {"board": {"red": ["Bangle"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"echoes": {"3": ["Almanac"]}},
    )
    act(game, "dogma Bangle")
    assert hand(game, "Alice") == ["Tools"]
    assert forecast(game, "Alice") == ["Almanac"]


# -- Candles ----------------------------------------------------------------------------
# Echo: If every other player has a higher score than you, draw a {3}.
# I demand you transfer a card with a {castle} from your hand to my hand! If you do,
# draw a {1}!


def test_candles_echo_draws_a_3_when_everybody_else_scores_more():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Candles"]}},
            "Bob": {"score": ["Calendar"]},
            "Carol": {"score": ["Construction"]},
        },
        supply={"base": {"3": ["Optics"]}},
    )
    act(game, "dogma Candles")
    assert hand(game, "Alice") == ["Optics"]


def test_candles_echo_counts_bonuses_in_the_score():
    # Alice has no score pile but Candles' visible bonus 1 is worth a point: Bob's 1 is
    # not higher than that.
    game = echoes(
        {"Alice": {"board": {"red": ["Candles"]}}, "Bob": {"score": ["Tools"]}},
        supply={"base": {"3": ["Optics"]}},
    )
    assert game.view("Alice")["players"][0]["score"] == 1
    act(game, "dogma Candles")
    assert hand(game, "Alice") == []


def test_candles_demand_transfers_a_card_with_a_castle():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Candles"]}, "score": ["Writing"]},
            "Bob": {"hand": ["Oars", "Pottery"]},
        },
        supply={"echoes": {"1": ["Chopsticks"]}},
    )
    act(game, "dogma Candles")
    assert hand(game, "Alice") == ["Oars"]
    # Bob's hand holds Pottery (base): he draws an Echoes 1.
    assert hand(game, "Bob") == ["Chopsticks", "Pottery"]


# -- Plumbing ---------------------------------------------------------------------------
# Echo: Score a bottom card from your board.   Dogma: No effect.


def test_plumbing_echo_scores_a_bottom_card_of_your_choice():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Plumbing", "Oars"], "blue": ["Tools"]}},
            "Bob": {},
        }
    )
    act(game, "dogma Plumbing")
    expect(game, "Alice", "choose_card", ["Oars", "Tools"])
    act(game, "Oars")
    assert score_pile(game, "Alice") == ["Oars"]
    assert board(game, "Alice", "red") == ["Plumbing"]


# -- Comb -------------------------------------------------------------------------------
# Choose a color, then draw and reveal five {1}. Keep all cards that match the color
# chosen. Return the rest of the drawn cards.


def test_comb_keeps_the_chosen_colour_and_returns_the_rest():
    game = echoes(
        {"Alice": {"board": {"green": ["Comb"]}}, "Bob": {}},
        supply={
            "base": {"1": ["Sailing", "Oars", "Tools", "Writing"]},
            "echoes": {"1": ["Ice Skates"]},
        },
    )
    act(game, "dogma Comb", "green")
    # Draws one by one: Sailing (empty hand: base), then Ice Skates (the hand holds a
    # base card only: Echoes), then Oars, Tools, Writing.  Returned: Oars, Tools,
    # Writing, all to the bottom of the base 1 pile: Alice chooses their order.
    expect(game, "Alice", "choose_card", ["Oars", "Tools", "Writing"])
    act(game, "Oars", "Tools")
    assert hand(game, "Alice") == ["Ice Skates", "Sailing"]
    assert supply(game, 1)[-3:] == ["Oars", "Tools", "Writing"]


# -- Ice Skates -------------------------------------------------------------------------
# Return up to three cards from your hand. For each card returned, either draw and meld a
# {2}, or draw and foreshadow a {3}. Return your highest top card.


def test_ice_skates_each_returned_card_is_a_meld_or_a_foreshadow():
    game = echoes(
        {"Alice": {"board": {"green": ["Ice Skates"]}, "hand": ["Oars", "Tools"]}, "Bob": {}},
        supply={"base": {"2": ["Calendar"], "3": ["Optics"]}},
    )
    act(game, "dogma Ice Skates", ["Oars", "Tools"], "draw and meld a 2", "draw and foreshadow a 3")
    assert forecast(game, "Alice") == ["Optics"]
    # Calendar (2) was melded: it is the highest top card, and it is returned.
    assert board(game, "Alice", "blue") == []
    assert supply(game, 2)[-1] == "Calendar"
    assert board(game, "Alice", "green") == ["Ice Skates"]


def test_ice_skates_returning_nothing_still_returns_the_highest_top_card():
    game = echoes(
        {"Alice": {"board": {"green": ["Ice Skates"]}, "hand": ["Oars"]}, "Bob": {}},
    )
    act(game, "dogma Ice Skates", [])
    assert board(game, "Alice", "green") == []
    assert supply(game, 1, "echoes")[-1] == "Ice Skates"


# -- Umbrella ---------------------------------------------------------------------------
# Echo: You may meld a card from your hand.
# Return any number of cards from your hand. Score two cards from your hand for every card
# you returned.


def test_umbrella_melds_then_returns_one_to_score_two():
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Umbrella"]},
                "hand": ["Tools", "Oars", "Writing", "Agriculture"],
            },
            "Bob": {},
        }
    )
    act(game, "dogma Umbrella", "Tools")  # echo: meld Tools
    assert board(game, "Alice", "blue") == ["Tools"]
    act(game, ["Agriculture"])  # the two cards left are scored: no choice
    assert score_pile(game, "Alice") == ["Oars", "Writing"]
    assert hand(game, "Alice") == []


def test_umbrella_scores_as_many_as_there_are():
    game = echoes(
        {"Alice": {"board": {"green": ["Umbrella"]}, "hand": ["Tools", "Oars"]}, "Bob": {}}
    )
    act(game, "dogma Umbrella", None, ["Tools"])  # decline the meld; return Tools
    assert score_pile(game, "Alice") == ["Oars"]


# -- Chopsticks -------------------------------------------------------------------------
# Echo: Draw a {1}.
# If the {1} deck has at least one card, you may transfer its bottom card to the available
# achievements.


def test_chopsticks_adds_the_bottom_card_of_the_1_deck_to_the_achievements():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Chopsticks"]}}, "Bob": {}},
        achievements=["Calendar"],
        supply={"base": {"1": ["Sailing"]}},
    )
    bottom = game.to_position()["supply"]["base"]["1"][-1]
    act(game, "dogma Chopsticks")
    assert hand(game, "Alice") == ["Sailing"]
    act(game, "yes")
    assert available(game) == sorted(["Calendar", bottom])
    # Nobody sees which card it is.
    assert game.view("Alice")["achievements"] == [
        {"age": 2, "set": "base"},
        {"age": 1, "set": "base"},
    ]


def test_chopsticks_may_be_declined():
    game = echoes(
        {"Alice": {"board": {"yellow": ["Chopsticks"]}}, "Bob": {}}, achievements=["Calendar"]
    )
    act(game, "dogma Chopsticks", "no")
    assert available(game) == ["Calendar"]


# -- Noodles ----------------------------------------------------------------------------
# If you have more {1} in your hand than every other player, draw and score a {2}.
# Draw and reveal a {1}. If it is yellow, score all {1} from your hand.


def test_noodles_most_1s_scores_a_2_then_a_yellow_1_scores_all_1s():
    game = echoes(
        {
            "Alice": {"board": {"yellow": ["Noodles"]}, "hand": ["Oars", "Tools", "Calendar"]},
            "Bob": {"hand": ["Writing"]},
        },
        supply={"echoes": {"1": ["Soap"], "2": ["Lever"]}},
    )
    act(game, "dogma Noodles")
    # Two 1s against one: draw and score a 2 (the hand holds no Echoes card: Lever).
    # Then Soap (an Echoes 1, yellow) is revealed: every 1 in the hand is scored.
    assert "Alice reveals Soap." in texts(game)
    assert hand(game, "Alice") == ["Calendar"]
    assert score_pile(game, "Alice") == ["Lever", "Oars", "Soap", "Tools"]


def test_noodles_a_tie_for_most_1s_scores_nothing():
    game = echoes(
        {
            "Alice": {"board": {"yellow": ["Noodles"]}, "hand": ["Oars"]},
            "Bob": {"hand": ["Writing"]},
        },
        supply={"echoes": {"1": ["Dice"]}},
    )
    act(game, "dogma Noodles")
    assert score_pile(game, "Alice") == []
    assert hand(game, "Alice") == ["Dice", "Oars"]  # Dice is blue: nothing scored


# -- Soap -------------------------------------------------------------------------------
# Choose a color. You may tuck any number of cards of that color from your hand. If you
# tucked at least three, you may achieve (if eligible) a card from your hand.


def test_soap_three_tucked_then_achieve_a_card_from_hand():
    game = echoes(
        {
            "Alice": {
                "board": {"yellow": ["Soap"]},
                "hand": ["Tools", "Writing", "Pottery", "Agriculture"],
                "score": ["Construction", "Mapmaking", "Calendar"],  # 6 points + 2 (Soap)
            },
            "Bob": {},
        }
    )
    act(game, "dogma Soap", "blue", ["Tools", "Writing", "Pottery"])
    assert board(game, "Alice", "blue") == ["Tools", "Writing", "Pottery"]
    expect(game, "Alice", "choose_card", ["Agriculture", None])
    act(game, "Agriculture")
    assert game.to_position()["players"][0]["achievements"] == ["Agriculture"]


def test_soap_fewer_than_three_tucked_achieves_nothing():
    game = echoes(
        {
            "Alice": {
                "board": {"yellow": ["Soap"]},
                "hand": ["Tools", "Writing", "Agriculture"],
                "score": ["Construction", "Mapmaking", "Calendar"],
            },
            "Bob": {},
        }
    )
    act(game, "dogma Soap", "blue", ["Tools", "Writing"])
    expect(game, "Alice", "action")
    assert hand(game, "Alice") == ["Agriculture"]


# -- Bell -------------------------------------------------------------------------------
# Echo: You may score a card from your hand.   Draw and foreshadow a {2}.


def test_bell_scores_then_foreshadows_a_2():
    game = echoes(
        {"Alice": {"board": {"purple": ["Bell"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"base": {"2": ["Calendar"]}},
    )
    act(game, "dogma Bell", "Oars")
    assert score_pile(game, "Alice") == ["Oars"]
    assert forecast(game, "Alice") == ["Calendar"]  # empty hand: a base 2


# -- Flute ------------------------------------------------------------------------------
# Echo: You may splay one color of your cards left.
# I demand you return a card with a bonus from your hand!
# Draw and reveal a {1}. If it has a bonus, draw a {1}.


def test_flute_echo_splays_then_demand_then_draws():
    game = echoes(
        {
            "Alice": {"board": {"purple": ["Flute", "Mysticism"]}, "hand": ["Tools"]},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Dice", "Writing"]},
        },
        supply={"echoes": {"1": ["Puppet", "Bell"]}},
    )
    act(game, "dogma Flute", "yes")
    assert game.to_position()["players"][0]["board"]["purple"]["splay"] == "left"
    # Bob has no crown (Alice has one): he returns Dice, his card with a bonus.
    assert hand(game, "Bob") == ["Writing"]
    assert supply(game, 1, "echoes")[-1] == "Dice"
    # Alice reveals Puppet (bonus 3) and draws another 1: her hand holds Puppet now.
    assert "Alice reveals Puppet." in texts(game)
    assert len(hand(game, "Alice")) == 3


# -- Puppet -----------------------------------------------------------------------------
# Dogma: No effect.  (Its bonus counts toward its owner's score.)


def test_puppet_does_nothing_but_its_bonus_scores():
    game = echoes({"Alice": {"board": {"purple": ["Puppet"]}}, "Bob": {}})
    assert game.view("Bob")["players"][0]["score"] == 3
    before = game.to_position()
    act(game, "dogma Puppet")
    after = game.to_position()
    assert after["players"] == before["players"]
