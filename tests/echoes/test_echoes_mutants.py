"""Scenario tests from a mutation audit of the Echoes cards (inno/cards/echoes/age*.py).

Each test kills a mutant of the card code that the other Echoes tests let survive; it
asserts what the printed text (cards.json) and the rules require.

The "{1}" draws: a draw of value 0 or less draws a 1 (rulings.md), so a mutant drawing a
"{0}" is only told apart when the printed value is increased: Archimedes ("If you would
take a Dogma action, first increase every {age} value in each echo and dogma effect by
one") makes each printed {1} a 2.  For the blue cards (Archimedes is blue too), Gujin Tushu
Jinsheng executes the card from another player's board during Alice's Dogma action (its
dogma effects only, not its echo effect).
"""

from helpers import (
    CARDS,
    achievements,
    act,
    board,
    echoes,
    expect,
    game_of,
    hand,
    score_pile,
    setup,
    splay,
    supply,
    table,
    texts,
)


def _archimedes(alice: dict, bob: dict | None = None, **rest):
    """An Echoes and Figures game where Alice has Archimedes on top of her blue stack."""
    alice = {**alice, "board": {"blue": ["Archimedes"], **alice.get("board", {})}}
    return setup(
        {"Alice": alice, "Bob": bob or {}},
        expansions=["echoes", "figures"],
        achievements=[],
        **rest,
    )


def _gujin(bob_board: dict, alice: dict | None = None, **rest):
    """Echoes, Artifacts and Figures: Alice has Archimedes and Gujin Tushu Jinsheng; Bob's
    top card is executed as if it were on Gujin Tushu Jinsheng (its values increased)."""
    alice = alice or {}
    alice = {**alice, "board": {"blue": ["Archimedes"], "yellow": ["Gujin Tushu Jinsheng"]}}
    return setup(
        {"Alice": alice, "Bob": {"board": bob_board}},
        expansions=["echoes", "artifacts", "figures"],
        achievements=[],
        **rest,
    )


# -- Dice -------------------------------------------------------------------------------
# Draw and reveal a {1}. If the card has a bonus, draw and meld a card of value equal to
# its bonus.


def test_dice_a_card_without_a_bonus_melds_nothing():
    game = echoes(
        {"Alice": {"board": {"blue": ["Dice"]}}, "Bob": {}},
        supply={"base": {"1": ["Sailing"], "2": ["Calendar"]}},
        achievements=[],
    )
    act(game, "dogma Dice")
    assert table(game)["Alice"] == {"board": {"blue": ["Dice"]}, "hand": ["Sailing"]}
    assert supply(game, 2)[0] == "Calendar"


def test_dice_draw_a_1_is_increased_by_archimedes():
    game = _gujin(
        {"blue": ["Dice"]},
        supply={"base": {"1": ["Sailing"], "2": ["Calendar"]}},
    )
    act(game, "dogma Gujin Tushu Jinsheng")
    assert "Alice executes the effects of Dice." in texts(game)
    assert hand(game, "Alice") == ["Calendar"]  # a {1} + 1, no bonus
    assert supply(game, 1)[0] == "Sailing"


# -- Perfume ----------------------------------------------------------------------------
# Echo: Draw and tuck a {1}.


def test_perfume_echo_draw_is_increased_by_archimedes():
    # Blue splayed right shows Perfume's echo effect under Archimedes: a Dogma action on
    # Archimedes runs it (bottom card first), with every value increased by one.
    blue = {"cards": ["Archimedes", "Perfume"], "splay": "right"}
    game = _archimedes(
        {"board": {"blue": blue}},
        supply={"base": {"1": ["Sailing"], "2": ["Calendar"]}},
    )
    act(game, "dogma Archimedes")
    assert "Perfume echo effect: executed by Alice." in texts(game)
    assert board(game, "Alice", "blue") == ["Archimedes", "Perfume", "Calendar"]
    assert supply(game, 1)[0] == "Sailing"


# -- Candles ----------------------------------------------------------------------------
# I demand you transfer a card with a {castle} from your hand to my hand! If you do, draw
# a {1}!


def test_candles_demand_draw_is_increased_by_archimedes():
    game = _archimedes(
        {"board": {"red": ["Candles"]}},
        {"hand": ["Oars"]},
        supply={"base": {"1": ["Sailing"], "2": ["Calendar"]}},
    )
    act(game, "dogma Candles")
    assert hand(game, "Alice") == ["Oars"]
    assert hand(game, "Bob") == ["Calendar"]  # a {1} + 1 (his hand is empty: base)


# -- Comb -------------------------------------------------------------------------------
# Choose a color, then draw and reveal five {1}. ...


def test_comb_purple_may_be_chosen():
    game = echoes(
        {"Alice": {"board": {"green": ["Comb"]}}, "Bob": {}},
        supply={
            "base": {"1": ["Mysticism", "Oars", "Tools", "Writing"]},
            "echoes": {"1": ["Bell"]},
        },
        achievements=[],
    )
    act(game, "dogma Comb")
    expect(game, "Alice", "choose_color", ["blue", "red", "green", "yellow", "purple"])
    act(game, "purple")
    # Mysticism (empty hand: base), Bell (the hand holds a base card only: Echoes), then
    # Oars, Tools, Writing: the purple ones are kept, the others returned in any order.
    act(game, "Oars", "Tools")
    assert hand(game, "Alice") == ["Bell", "Mysticism"]
    assert supply(game, 1)[-3:] == ["Oars", "Tools", "Writing"]


def test_comb_draws_1s_increased_by_archimedes():
    game = _archimedes(
        {"board": {"green": ["Comb"]}},
        supply={"base": {"1": ["Sailing", "Oars", "Tools", "Writing", "Archery"]}},
    )
    act(game, "dogma Comb", "blue")
    # Five {1} + 1: five 2s are revealed; the 1 pile is untouched.
    assert supply(game, 1)[:5] == ["Sailing", "Oars", "Tools", "Writing", "Archery"]
    revealed = [
        t[len("Alice reveals ") : -1] for t in texts(game) if t.startswith("Alice reveals ")
    ]
    assert len(revealed) == 5
    assert all(CARDS[c][1] == 2 for c in revealed)


# -- Ice Skates -------------------------------------------------------------------------
# Return up to three cards from your hand. ...


def test_ice_skates_returns_at_most_three_of_four_cards():
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Ice Skates"]},
                "hand": ["Oars", "Tools", "Writing", "Sailing"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Ice Skates")
    d = expect(game, "Alice", "choose_cards")
    assert (d.min, d.max) == (0, 3)


# -- Chopsticks -------------------------------------------------------------------------
# Echo: Draw a {1}.


def test_chopsticks_echo_draw_is_increased_by_archimedes():
    game = _archimedes(
        {"board": {"yellow": ["Chopsticks"]}},
        supply={"base": {"1": ["Sailing"], "2": ["Calendar"]}},
    )
    act(game, "dogma Chopsticks", "no")
    assert hand(game, "Alice") == ["Calendar"]
    assert supply(game, 1)[0] == "Sailing"


# -- Noodles ----------------------------------------------------------------------------
# If you have more {1} in your hand than every other player, draw and score a {2}.
# Draw and reveal a {1}. If it is yellow, score all {1} from your hand.


def test_noodles_counts_only_the_1s_in_the_hands():
    game = echoes(
        {
            "Alice": {"board": {"yellow": ["Noodles"]}, "hand": ["Oars", "Tools"]},
            "Bob": {"hand": ["Writing", "Calendar", "Fermenting", "Mapmaking"]},
        },
        supply={"echoes": {"1": ["Dice"], "2": ["Lever"]}},
        achievements=[],
    )
    act(game, "dogma Noodles")
    # Two 1s against one (Bob's 2s do not count): draw and score a 2 (Lever).
    assert score_pile(game, "Alice") == ["Lever"]


def test_noodles_reveal_a_1_is_increased_by_archimedes():
    game = _archimedes(
        {"board": {"yellow": ["Noodles"]}},
        supply={"base": {"1": ["Sailing"], "2": ["Calendar"]}},
    )
    act(game, "dogma Noodles")
    assert "Alice reveals Calendar." in texts(game)
    assert supply(game, 1)[0] == "Sailing"


# -- Flute ------------------------------------------------------------------------------
# Draw and reveal a {1}. If it has a bonus, draw a {1}.


def test_flute_a_card_without_a_bonus_draws_nothing_more():
    game = echoes(
        {"Alice": {"board": {"purple": ["Flute"]}}, "Bob": {}},
        supply={"base": {"1": ["Sailing", "Oars"]}},
        achievements=[],
    )
    act(game, "dogma Flute")
    assert hand(game, "Alice") == ["Sailing"]


def test_flute_both_draws_are_increased_by_archimedes():
    game = _archimedes(
        {"board": {"purple": ["Flute"]}, "hand": ["Tools"]},
        supply={
            "base": {"1": ["Sailing"], "2": ["Calendar"], "3": ["Optics"]},
            "echoes": {"1": ["Puppet"], "2": ["Horseshoes"]},
        },
    )
    act(game, "dogma Flute")
    # Draw and reveal a {1} + 1: an Echoes 2 (the hand holds a base card only),
    # Horseshoes (bonus 2); then draw a {1} + 1: a base 2 (Horseshoes is in the hand).
    assert "Alice reveals Horseshoes." in texts(game)
    assert hand(game, "Alice") == ["Calendar", "Horseshoes", "Tools"]


# -- Scissors ---------------------------------------------------------------------------
# You may choose up to two cards from your hand. For each card chosen, either meld it or
# score it.


def test_scissors_chooses_at_most_two_of_three_cards():
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Scissors", "Clothing"]},
                "hand": ["Oars", "Tools", "Writing"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Scissors")  # echo: Clothing, the only bottom card, to the hand
    d = expect(game, "Alice", "choose_cards")
    assert (d.min, d.max) == (0, 2)


# -- Toothbrush -------------------------------------------------------------------------
# You may splay any one color of your cards left.


def test_toothbrush_may_splay_purple_left():
    game = echoes(
        {
            "Alice": {"board": {"yellow": ["Toothbrush"], "purple": ["Mysticism", "Code of Laws"]}},
            "Bob": {},
        },
    )
    act(game, "dogma Toothbrush")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "purple") == "left"


# -- Magnifying Glass -------------------------------------------------------------------
# You may return three cards of equal value from your hand. If you do, draw a card of value
# two higher than the cards you returned.


def test_magnifying_glass_returns_three_of_four_cards_of_a_value():
    game = echoes(
        {
            "Alice": {
                "board": {"blue": ["Magnifying Glass"]},
                "hand": ["Tools", "Oars", "Writing", "Sailing"],
            },
            "Bob": {},
        },
        supply={"echoes": {"4": ["Slide Rule"], "3": ["Almanac"]}},
    )
    act(game, "dogma Magnifying Glass", "Slide Rule")
    expect(game, "Alice", "choose_value", [1, None])
    act(game, 1)
    d = expect(game, "Alice", "choose_cards")
    assert (d.min, d.max) == (3, 3)
    act(game, ["Tools", "Oars", "Writing"])
    # Three 1s returned: draw a 3 (the hand holds a base card only: an Echoes 3).
    assert hand(game, "Alice") == ["Almanac", "Sailing"]


# -- Novel ------------------------------------------------------------------------------
# If all your non-purple top cards share a common icon other than {crown}, claim the
# Supremacy achievement.


def test_novel_a_common_clock_claims_supremacy():
    game = echoes(
        {
            "Alice": {
                "board": {"purple": ["Novel"], "blue": ["Publications"], "red": ["Mobility"]}
            },
            "Bob": {},
        },
        supply={"base": {"3": ["Optics"]}, "echoes": {"3": ["Almanac"]}},
    )
    act(game, "dogma Novel")
    # Publications and Mobility share a clock only.
    assert achievements(game, "Alice") == ["Supremacy"]


# -- Sunglasses -------------------------------------------------------------------------
# You may either splay your purple cards in the direction one of your other colors is
# splayed, or you may splay one of your other colors in the direction that your purple
# cards are splayed.


def test_sunglasses_a_single_purple_card_is_not_offered_a_splay():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "purple": ["Sunglasses"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                },
            },
            "Bob": {},
        }
    )
    act(game, "dogma Sunglasses")
    expect(game, "Alice", "action")
    assert splay(game, "Alice", "purple") == "none"


def test_sunglasses_a_single_card_of_another_colour_is_not_offered_a_splay():
    game = echoes(
        {
            "Alice": {
                "board": {
                    "purple": {"cards": ["Sunglasses", "Mysticism"], "splay": "left"},
                    "blue": ["Writing"],
                },
            },
            "Bob": {},
        }
    )
    act(game, "dogma Sunglasses")
    expect(game, "Alice", "action")
    assert splay(game, "Alice", "blue") == "none"


# -- Shuriken ---------------------------------------------------------------------------
# I demand you transfer a top non-red card with a {castle} or {lightbulb} from your board
# to my board! If you do, draw a {4}!


def test_shuriken_a_card_with_a_castle_only_is_taken():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Shuriken"]}},
            "Bob": {"board": {"yellow": ["Masonry"]}},
        },
        supply={"base": {"4": ["Experimentation"]}},
    )
    act(game, "dogma Shuriken")
    assert board(game, "Alice", "yellow") == ["Masonry"]
    assert hand(game, "Bob") == ["Experimentation"]


# -- Globe ------------------------------------------------------------------------------
# You may return up to three cards from hand of the same color. ...


def test_globe_returns_at_most_three_of_four_cards_of_a_colour():
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Globe", "Sailing"]},
                "hand": ["Tools", "Writing", "Pottery", "Calendar"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Globe", "blue")
    d = expect(game, "Alice", "choose_cards")
    assert (d.min, d.max) == (1, 3)


# -- Pencil -----------------------------------------------------------------------------
# You may return up to three cards from your hand. ...


def test_pencil_returns_at_most_three_cards():
    game = echoes(
        {
            "Alice": {
                "board": {"yellow": ["Pencil"]},
                "hand": ["Tools", "Writing", "Pottery", "Calendar"],
            },
            "Bob": {},
        },
        supply={"echoes": {"5": ["Stove"]}},
    )
    act(game, "dogma Pencil")  # echo: Stove (the hand holds base cards only)
    d = expect(game, "Alice", "choose_cards")
    assert (d.min, d.max) == (0, 3)


# -- Stove ------------------------------------------------------------------------------
# Draw and tuck a {4}. If your top card of the tucked card's color has value less than
# {4}, draw and score a {4}.


def test_stove_a_tucked_card_under_a_3_scores_a_4():
    game = echoes(
        {
            "Alice": {"board": {"yellow": ["Stove"], "blue": ["Tools"], "red": ["Engineering"]}},
            "Bob": {},
        },
        supply={"base": {"4": ["Colonialism", "Navigation"]}},
    )
    act(game, "dogma Stove")
    expect(game, "Alice", "choose_card", ["Tools", "Engineering"])
    act(game, "Tools")
    # Colonialism (red) is tucked under Engineering, a 3: Navigation is scored.
    assert board(game, "Alice", "red") == ["Engineering", "Colonialism"]
    assert score_pile(game, "Alice") == ["Navigation", "Tools"]


# -- Loom -------------------------------------------------------------------------------
# You may return two cards of different value from your score pile. If you do, draw and
# tuck three {6}.
# If you have five or more {hex} visible on your board in one color, claim the Heritage
# achievement.


def test_loom_a_score_pile_of_exactly_two_values_may_return_two():
    game = game_of(
        {
            "Alice": {"board": {"red": ["Loom"], "blue": ["Tools"]}, "score": ["Calendar"]},
            "Bob": {},
        },
        supply={"base": {"6": ["Canning", "Vaccination", "Democracy"]}},
    )
    act(game, "dogma Loom")  # echo: Tools, the lowest top card, is scored
    expect(game, "Alice", "yes_no")
    act(game, "yes", "Calendar")  # then Tools, the only card of another value
    assert score_pile(game, "Alice") == []
    assert board(game, "Alice", "yellow") == ["Canning", "Vaccination"]
    assert board(game, "Alice", "purple") == ["Democracy"]


def test_loom_five_visible_purple_hexes_claim_heritage():
    purple = ["Education", "Reformation", "Astronomy", "Societies", "Democracy"]
    game = game_of(
        {
            "Alice": {
                "board": {
                    "red": ["Loom"],
                    "blue": ["Tools"],
                    "purple": {"cards": purple, "splay": "up"},
                }
            },
            "Bob": {},
        },
    )
    act(game, "dogma Loom")  # echo: Tools scored; one value in the score pile
    # Purple splayed up: Education's hex and one hex in the bottom slots of each other.
    assert achievements(game, "Alice") == ["Heritage"]


# -- Photography ------------------------------------------------------------------------
# If you have at least three echo effects visible in one color, claim the History
# achievement.


def test_photography_three_visible_purple_echo_effects_claim_history():
    purple = {"cards": ["Bell", "Flute", "Novel"], "splay": "up"}
    game = game_of({"Alice": {"board": {"blue": ["Photography"], "purple": purple}}, "Bob": {}})
    act(game, "dogma Photography")
    # Purple splayed up: Bell's echo effect, and Flute's and Novel's (bottom right).
    assert achievements(game, "Alice") == ["History"]


# -- Telegraph --------------------------------------------------------------------------
# You may choose an opponent and a color. Match your splay in that color to theirs.


def test_telegraph_purple_may_be_matched():
    game = game_of(
        {
            "Alice": {"board": {"green": ["Telegraph"], "purple": ["Mysticism", "Code of Laws"]}},
            "Bob": {"board": {"purple": {"cards": ["City States", "Monotheism"], "splay": "left"}}},
        },
    )
    act(game, "dogma Telegraph")
    expect(game, "Alice", "choose_option", ["Bob: purple", None])
    act(game, "Bob: purple")
    assert splay(game, "Alice", "purple") == "left"


def test_telegraph_a_single_card_of_yours_is_not_offered():
    game = game_of(
        {
            "Alice": {"board": {"green": ["Telegraph"]}},
            "Bob": {"board": {"green": {"cards": ["Sailing", "Clothing"], "splay": "left"}}},
        },
    )
    act(game, "dogma Telegraph")
    # Alice's green stack is one card: matching Bob's splay would change nothing.
    expect(game, "Alice", "action")
    assert splay(game, "Alice", "green") == "none"


# -- Ice Cream --------------------------------------------------------------------------
# I demand you draw and meld a {1}!


def test_ice_cream_demand_draw_is_increased_by_archimedes():
    game = _archimedes(
        {"board": {"purple": ["Ice Cream"], "red": ["Oars"]}},
        supply={"base": {"1": ["Sailing"], "2": ["Calendar"]}},
    )
    act(game, "dogma Ice Cream")
    expect(game, "Alice", "choose_card", ["Archimedes", "Oars"])  # echo
    act(game, "Oars")
    # Demand: Bob draws and melds a {1} + 1.
    assert board(game, "Bob", "blue") == ["Calendar"]
    assert supply(game, 1)[0] == "Sailing"


# -- Nylon ------------------------------------------------------------------------------
# Draw and tuck an {8} for every three {factory} on your board. ...


def test_nylon_three_factories_tuck_one_8():
    # Factories: Nylon 2 + Physics 1 = 3.
    game = echoes(
        {"Alice": {"board": {"green": ["Nylon"], "blue": ["Physics"]}}, "Bob": {}},
        supply={"base": {"8": ["Flight", "Mobility"]}},
    )
    act(game, "dogma Nylon")
    assert board(game, "Alice", "red") == ["Flight"]
    assert supply(game, 8)[0] == "Mobility"


# -- Television -------------------------------------------------------------------------
# ... If they have an achievement of the same value, achieve (if eligible) a card of that
# value from their score pile.


def test_television_an_achievement_of_another_value_achieves_nothing():
    game = echoes(
        {
            # Score: the bonus 8: eligible for a 1.
            "Alice": {"board": {"purple": ["Television"]}},
            "Bob": {"score": ["Oars", "Tools"], "achievements": ["Calendar"]},
        },
        supply={"base": {"8": ["Flight"]}},
    )
    act(game, "dogma Television", 1)
    # One 1 goes to Bob's board; his achievement is a 2, not a 1: nothing is achieved.
    assert achievements(game, "Alice") == []
    assert len(score_pile(game, "Bob")) == 1
    assert achievements(game, "Bob") == ["Calendar"]
    expect(game, "Alice", "action")


# -- Calculator -------------------------------------------------------------------------
# Score two bottom non-blue cards from your board. If you scored two and they have a total
# value less than 11, draw a card of that total value and repeat this dogma effect (once
# only).


def test_calculator_a_total_of_10_draws_a_10():
    game = echoes(
        {
            "Alice": {"board": {"blue": ["Calculator"], "red": ["Coal"], "yellow": ["Statistics"]}},
            "Bob": {},
        },
        supply={"base": {"10": ["Robotics"]}},
    )
    act(game, "dogma Calculator")  # the only two non-blue bottom cards: 5 + 5 = 10
    assert table(game)["Alice"] == {
        "board": {"blue": ["Calculator"]},
        "hand": ["Robotics"],
        "score": ["Coal", "Statistics"],
        "scored": 2,
    }


# -- Laser ------------------------------------------------------------------------------
# ... Then, return half (rounded up) of the cards in your score pile. ...


def test_laser_half_of_four_cards_is_two():
    game = echoes(
        {
            "Alice": {
                "board": {"blue": ["Laser"]},
                "score": ["Optics", "Engineering", "Coal", "Sailing"],
            },
            "Bob": {},
        },
        achievements=[],
        supply={"base": {"10": ["Software", "Robotics"]}},
    )
    act(game, "dogma Laser")
    d = expect(game, "Alice", "choose_cards")
    assert (d.min, d.max) == (2, 2)


# -- Flash Drive ------------------------------------------------------------------------
# Return a card from your score pile. If you do, you may splay any one color of your cards
# up.


def test_flash_drive_may_splay_purple_up():
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Flash Drive"], "purple": ["Mysticism", "Code of Laws"]},
                "score": ["Flight"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Flash Drive")
    # Alice returns Flight, her only score card; purple is the only colour to splay.
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert splay(game, "Alice", "purple") == "up"
    assert score_pile(game, "Alice") == []
