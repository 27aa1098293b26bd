"""Scenario tests for branches of the Echoes cards that the other tests do not reach.

Each test states what the printed text (and the rules) require in a position that
reaches the branch.  A verb a karma replaced ("would ... instead", Figures in the Sand)
did not happen: the tests that need one use the synthetic karma of the
``instead_nothing`` fixture (tests/conftest.py), or a real figure's karma.
"""

from helpers import (
    CARDS,
    act,
    echoes,
    expect,
    game_of,
    setup,
    supply,
    table,
    texts,
)


def echoes_and_figures(players: dict, **rest):
    """A game with Echoes of the Past and Figures in the Sand, no standard achievements
    unless ``rest`` gives some."""
    rest.setdefault("achievements", [])
    return setup(players, expansions=["echoes", "figures"], **rest)


# -- Lever ------------------------------------------------------------------------------
# Echo: Draw two {2}.
# You may return any number of cards from your hand. For every two cards of matching value
# returned, draw a card of value one higher.


def test_lever_two_pairs_of_one_value_draw_two_cards_one_higher():
    game = echoes(
        {
            "Alice": {
                "board": {"blue": ["Lever"]},
                "hand": ["Tools", "Oars", "Writing", "Sailing"],
            },
            "Bob": {},
        },
        supply={
            "base": {"2": ["Calendar", "Mathematics", "Philosophy"]},
            "echoes": {"2": ["Crossbow"]},
        },
    )
    act(game, "dogma Lever")
    # Echo: base cards only in hand: an Echoes 2 (Crossbow), then a base 2 (Calendar).
    act(game, ["Tools", "Oars", "Writing", "Sailing"])
    # Four 1s: two pairs, two 2s (one value: nothing to choose).  The hand holds Crossbow
    # (Echoes): base 2s.
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Lever"]},
            "hand": ["Calendar", "Crossbow", "Mathematics", "Philosophy"],
        },
        "Bob": {},
    }
    assert sorted(supply(game, 1)[-4:]) == ["Oars", "Sailing", "Tools", "Writing"]


# -- Globe ------------------------------------------------------------------------------
# You may return up to three cards from hand of the same color. If you return one, splay
# any color left; two, right; three, up. If you returned at least one card, draw and
# foreshadow a {6}.


def test_globe_one_returned_with_no_colour_to_splay_still_foreshadows_a_6():
    game = echoes(
        {"Alice": {"board": {"green": ["Globe"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"base": {"6": ["Canning"]}},
    )
    act(game, "dogma Globe")
    expect(game, "Alice", "choose_color", ["red", None])
    act(game, "red")
    # Oars returned; no stack of two cards: nothing to splay left.  The empty hand draws
    # a base 6, foreshadowed.
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {"board": {"green": ["Globe"]}, "forecast": ["Canning"]},
        "Bob": {},
    }
    assert supply(game, 1)[-1] == "Oars"


def test_globe_a_return_replaced_splays_nothing_and_foreshadows_nothing(instead_nothing):
    instead_nothing("Code of Laws", "return")
    game = echoes(
        {
            "Alice": {
                "board": {"green": ["Globe", "Sailing"], "purple": ["Code of Laws"]},
                "hand": ["Oars"],
            },
            "Bob": {},
        },
        supply={"base": {"6": ["Canning"]}},
    )
    act(game, "dogma Globe", "red")
    # Oars is not returned: no card returned, no splay, no 6.
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Globe", "Sailing"], "purple": ["Code of Laws"]},
            "hand": ["Oars"],
        },
        "Bob": {},
    }
    assert supply(game, 6)[0] == "Canning"


# -- Tuning Fork ------------------------------------------------------------------------
# Echo: Look at the top card of any deck, then place it back on top.


def test_tuning_fork_echo_with_every_deck_empty_looks_at_nothing():
    placed = {"Tuning Fork"}
    removed = [
        name
        for name, (set_, _) in CARDS.items()
        if set_ in ("base", "echoes") and name not in placed
    ]
    game = game_of(
        {"Alice": {"board": {"purple": ["Tuning Fork"]}}, "Bob": {}},
        removed=removed,
    )
    act(game, "dogma Tuning Fork")
    # No deck to look at; an empty hand returns nothing.
    expect(game, "Alice", "action")
    assert not any("looks at" in t for t in texts(game))
    assert table(game) == {"Alice": {"board": {"purple": ["Tuning Fork"]}}, "Bob": {}}


# -- Television -------------------------------------------------------------------------
# Echo: Draw and meld an {8}.
# Choose a value and an opponent. Transfer a card of that value from their score pile to
# their board. If they have an achievement of the same value, achieve (if eligible) a
# card of that value from their score pile.


def test_television_their_only_card_of_the_value_transferred_leaves_none_to_achieve():
    game = echoes(
        {
            # 20 in the pile + the bonus 8 = 28: eligible for a 5.
            "Alice": {"board": {"purple": ["Television"]}, "score": ["Software", "A.I."]},
            "Bob": {"score": ["Coal"], "achievements": ["Banking"]},
        },
        supply={"base": {"8": ["Flight"]}},
    )
    act(game, "dogma Television", 5)
    # Coal, Bob's only 5, goes to his board; he has a 5 achievement, but no 5 is left in
    # his score pile to achieve.
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Television"], "red": ["Flight"]},
            "score": ["A.I.", "Software"],
        },
        "Bob": {"board": {"red": ["Coal"]}, "achievements": ["Banking"]},
    }


# -- Helicopter -------------------------------------------------------------------------
# Transfer a top card other than Helicopter from any player's board to its owner's score
# pile. You may return a card from your hand which shares an icon with the transferred
# card. If you do, repeat this dogma effect.


def test_helicopter_a_repeat_with_no_other_top_card_transfers_nothing():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Helicopter"]}, "hand": ["Writing"]},
            "Bob": {"board": {"green": ["Clothing"]}},
        },
    )
    act(game, "dogma Helicopter")  # Clothing, the only candidate: no question
    expect(game, "Alice", "choose_card", ["Writing", None])  # a crown in common
    act(game, "Writing")
    # Repeat: no top card other than Helicopter on any board.
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {"board": {"red": ["Helicopter"]}},
        "Bob": {"score": ["Clothing"]},
    }
    assert supply(game, 1)[-1] == "Writing"


# -- Jet --------------------------------------------------------------------------------
# Echo: Meld a card from your hand.
# I demand you return your top card of the color I melded due to Jet's echo effect!


def test_jet_a_demanded_player_without_that_colour_returns_nothing():
    game = echoes(
        {
            "Alice": {"board": {"red": ["Jet"]}, "hand": ["Tools"]},
            "Bob": {"board": {"yellow": ["Masonry"], "red": ["Archery"]}},
        },
    )
    act(game, "dogma Jet")  # Tools (blue), the only card in hand, is melded
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {"board": {"red": ["Jet"], "blue": ["Tools"]}},
        "Bob": {"board": {"yellow": ["Masonry"], "red": ["Archery"]}},
    }


# -- Email ------------------------------------------------------------------------------
# Echo: Draw and foreshadow a {10}.
# Draw and foreshadow a {9}.
# Execute all non-demand dogma effects on your lowest non-green top card. Do not share
# them.


def test_email_with_only_green_top_cards_executes_nothing():
    game = echoes(
        {"Alice": {"board": {"green": ["Email"]}}, "Bob": {}},
        supply={"base": {"10": ["Software"], "9": ["Computers"]}},
    )
    act(game, "dogma Email")
    expect(game, "Alice", "action")
    assert not any("executes the non-demand effects" in t for t in texts(game))
    assert table(game) == {
        "Alice": {"board": {"green": ["Email"]}, "forecast": ["Computers", "Software"]},
        "Bob": {},
    }


# -- MP3 --------------------------------------------------------------------------------
# Draw and score a card of value equal to a bonus on your board.


def test_mp3_a_sharer_without_a_bonus_draws_and_scores_a_1():
    # Bob (two crowns, as many as Alice) shares; he has no bonus: a value of 0, a 1
    # (docs/rulings.md: a value the player has no card for counts as 0).
    game = echoes(
        {"Alice": {"board": {"yellow": ["MP3"]}}, "Bob": {"board": {"purple": ["Code of Laws"]}}},
        supply={"base": {"1": ["Sailing"], "10": ["Software", "Databases"]}},
    )
    act(game, "dogma MP3")  # empty hands: nothing to return
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["MP3"]},
            "score": ["Software"],
            "hand": ["Databases"],  # the sharing bonus (a 10)
            "scored": 1,
        },
        "Bob": {"board": {"purple": ["Code of Laws"]}, "score": ["Sailing"], "scored": 1},
    }


# -- Hot Air Balloon --------------------------------------------------------------------
# Echo: Draw and score a {7}.
# You may achieve (if eligible) a top card from any other player's board if they have an
# achievement of matching value. If you do, transfer your top green card to that player's
# board. Otherwise, draw and meld a {7}.


def test_hot_air_balloon_an_achievement_replaced_draws_and_melds_a_7(instead_nothing):
    instead_nothing("Code of Laws", "achieve")
    game = echoes(
        {
            "Alice": {"board": {"green": ["Hot Air Balloon"], "purple": ["Code of Laws"]}},
            "Bob": {"board": {"yellow": ["Masonry"]}, "achievements": ["Oars"]},
        },
        supply={"base": {"7": ["Evolution", "Combustion"]}},
    )
    act(game, "dogma Hot Air Balloon")
    # Echo: Evolution scored: 7 + the bonus 7 = 14, eligible for a 1.
    expect(game, "Alice", "choose_card", ["Masonry", None])
    act(game, "Masonry")
    # The achievement did not happen: "Otherwise", Combustion is drawn and melded; the
    # top green card stays.
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {
            "board": {
                "green": ["Hot Air Balloon"],
                "purple": ["Code of Laws"],
                "red": ["Combustion"],
            },
            "score": ["Evolution"],
            "scored": 1,
        },
        "Bob": {"board": {"yellow": ["Masonry"]}, "achievements": ["Oars"]},
    }


# -- Charitable Trust -------------------------------------------------------------------
# Echo: Draw a {3} or {4}.
# You may meld the card you drew due to Charitable Trust's echo effect. If you do, either
# return or achieve (if eligible) your top green card.


def test_charitable_trust_a_meld_replaced_neither_returns_nor_achieves(instead_nothing):
    instead_nothing("Code of Laws", "meld")
    game = echoes(
        {
            "Alice": {"board": {"green": ["Charitable Trust"], "purple": ["Code of Laws"]}},
            "Bob": {},
        },
        supply={"base": {"3": ["Optics"]}},
    )
    act(game, "dogma Charitable Trust", 3, "yes")
    # Optics is not melded: no choice about the top green card.
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Charitable Trust"], "purple": ["Code of Laws"]},
            "hand": ["Optics"],
        },
        "Bob": {},
    }


# -- Kobukson ---------------------------------------------------------------------------
# Echo: Splay left one color on any player's board.
# I demand you return all your top cards with a {castle}! Draw and tuck a {4}!
# For every two cards returned as a result of the demand, draw and tuck a {4}.


def test_kobukson_a_return_replaced_is_not_counted(instead_nothing):
    instead_nothing("Code of Laws", "return", only="Road Building")
    game = echoes(
        {
            "Alice": {"board": {"red": ["Kobukson"]}},
            "Bob": {
                "board": {
                    "yellow": ["Masonry"],
                    "red": ["Road Building"],
                    "purple": ["Code of Laws"],
                }
            },
        },
        supply={"base": {"4": ["Anatomy", "Gunpowder"]}},
    )
    act(game, "dogma Kobukson")  # echo: no stack of two cards anywhere
    # Bob returns Masonry (Road Building is not returned), draws and tucks Anatomy.  One
    # card returned: Alice draws and tucks nothing.
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {"board": {"red": ["Kobukson"]}},
        "Bob": {
            "board": {
                "yellow": ["Anatomy"],
                "red": ["Road Building"],
                "purple": ["Code of Laws"],
            },
            "tucked": 1,
        },
    }
    assert supply(game, 4)[0] == "Gunpowder"
    assert supply(game, 1)[-1] == "Masonry"


# -- Pencil -----------------------------------------------------------------------------
# Echo: Draw a {5}.
# You may return up to three cards from your hand. If you do, draw that many cards of
# value one higher than the highest card you returned. Foreshadow one of them, and return
# the rest of the drawn cards.


def test_pencil_only_the_cards_returned_count(instead_nothing):
    instead_nothing("Code of Laws", "return", only="Construction")
    game = echoes(
        {
            "Alice": {
                "board": {"yellow": ["Pencil"], "purple": ["Code of Laws"]},
                "hand": ["Tools", "Construction"],
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Calendar", "Mathematics"]}, "echoes": {"5": ["Octant"]}},
    )
    act(game, "dogma Pencil")  # echo: base cards only in hand: an Echoes 5 (Octant)
    act(game, ["Tools", "Construction"])
    # Only Tools (a 1) is returned: one card of value 2, Calendar (the hand holds Octant:
    # a base 2), foreshadowed.
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Pencil"], "purple": ["Code of Laws"]},
            "hand": ["Construction", "Octant"],
            "forecast": ["Calendar"],
        },
        "Bob": {},
    }
    assert supply(game, 2)[0] == "Mathematics"


# -- Toilet -----------------------------------------------------------------------------
# Echo: Draw and tuck a {4}.
# You may return a card in your hand and draw a card of the same value.


def test_toilet_a_return_replaced_draws_nothing(instead_nothing):
    instead_nothing("Writing", "return")
    game = echoes(
        {
            "Alice": {"board": {"purple": ["Toilet"], "blue": ["Writing"]}, "hand": ["Oars"]},
            "Bob": {},
        },
        supply={"base": {"1": ["Sailing"]}, "echoes": {"4": ["Chintz"]}},
    )
    act(game, "dogma Toilet")  # echo: the hand holds Oars (base): an Echoes 4, tucked
    expect(game, "Alice", "choose_card", ["Oars", None])
    act(game, "Oars")
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Toilet"], "blue": ["Writing"], "green": ["Chintz"]},
            "hand": ["Oars"],
            "tucked": 1,
        },
        "Bob": {},
    }
    assert supply(game, 1)[0] == "Sailing"


# -- Lightning Rod ----------------------------------------------------------------------
# Echo: Draw and tuck a {5}.
# I demand you draw and tuck a {5}! Return your top card of the tucked card's color!


def test_lightning_rod_a_tuck_replaced_returns_nothing(instead_nothing):
    instead_nothing("Code of Laws", "tuck")
    game = echoes(
        {
            "Alice": {"board": {"blue": ["Lightning Rod"]}},
            "Bob": {"board": {"purple": ["Code of Laws"]}},
        },
        supply={"base": {"5": ["Coal", "Societies", "Chemistry"]}},
    )
    act(game, "dogma Lightning Rod")
    # Echo: Alice tucks Coal.  Demand: Bob draws Societies (purple), which is not
    # tucked: no card was tucked, so his top purple card stays.  Alice then tucks
    # Chemistry and may return a top card.
    expect(game, "Alice", "choose_card", ["Lightning Rod", "Coal", None])
    act(game, None)
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Lightning Rod", "Chemistry"], "red": ["Coal"]},
            "tucked": 2,
        },
        "Bob": {"board": {"purple": ["Code of Laws"]}, "hand": ["Societies"]},
    }


# -- Bifocals ---------------------------------------------------------------------------
# Echo: Draw and foreshadow a card of any value.
# You may return a card from your forecast. If you do, draw and foreshadow a card of equal
# value to the card returned.


def test_bifocals_a_return_replaced_foreshadows_nothing(instead_nothing):
    instead_nothing("Code of Laws", "return")
    game = echoes(
        {
            "Alice": {
                "board": {"blue": ["Bifocals"], "purple": ["Code of Laws"]},
                "forecast": ["Canning"],
            },
            "Bob": {},
        },
        supply={"base": {"1": ["Archery"], "6": ["Vaccination"]}},
    )
    act(game, "dogma Bifocals", 1)  # echo: Archery foreshadowed
    expect(game, "Alice", "choose_card", ["Archery", "Canning", None])
    act(game, "Canning")
    expect(game, "Alice", "action")  # no green stack: no splay to offer
    assert table(game)["Alice"] == {
        "board": {"blue": ["Bifocals"], "purple": ["Code of Laws"]},
        "forecast": ["Archery", "Canning"],
    }
    assert supply(game, 6)[0] == "Vaccination"


# -- Loom -------------------------------------------------------------------------------
# Echo: Score your lowest top card.
# You may return two cards of different value from your score pile. If you do, draw and
# tuck three {6}.


def test_loom_one_of_two_returns_replaced_tucks_no_6(instead_nothing):
    instead_nothing("Philosophy", "return", only="Optics")
    game = echoes(
        {
            "Alice": {
                "board": {"red": ["Loom"], "blue": ["Tools"], "purple": ["Philosophy"]},
                "score": ["Calendar", "Optics"],
            },
            "Bob": {},
        },
        supply={"base": {"6": ["Canning", "Vaccination", "Democracy"]}},
    )
    act(game, "dogma Loom")  # echo: Tools, the lowest top card, is scored
    act(game, "yes", "Calendar", "Optics")
    # Calendar is returned, Optics is not: the two cards were not returned, no 6.
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {"red": ["Loom"], "purple": ["Philosophy"]},
        "score": ["Optics", "Tools"],
        "scored": 1,
    }
    assert supply(game, 6)[0] == "Canning"
    assert supply(game, 2)[-1] == "Calendar"


# -- Dentures ---------------------------------------------------------------------------
# Echo: Draw and tuck a {6}.
# Score the top two non-bottom cards of the color of the last card you tucked due to
# Dentures. If there are none to score, draw and tuck a {6}, then repeat this dogma effect.


def test_dentures_echo_tuck_replaced_remembers_no_colour(instead_nothing):
    instead_nothing("Oars", "tuck", only="Democracy")
    game = game_of(
        {"Alice": {"board": {"yellow": ["Dentures"], "red": ["Oars"]}}, "Bob": {}},
        supply={"base": {"6": ["Democracy", "Atomic Theory"]}, "echoes": {"6": ["Shrapnel"]}},
    )
    act(game, "dogma Dentures")
    # Echo: Democracy is not tucked (it stays in hand): no card tucked due to Dentures.
    # Effect: none to score: draw and tuck a 6; the hand holds Democracy (base): an Echoes
    # 6, Shrapnel (red), tucked under Oars.  Repeat: Oars, the non-bottom red card, is
    # scored.
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Dentures"], "red": ["Shrapnel"]},
        "hand": ["Democracy"],
        "score": ["Oars"],
        "tucked": 1,
        "scored": 1,
    }


def test_dentures_a_tuck_replaced_still_repeats(instead_nothing):
    # "draw and tuck a 6, then repeat this dogma effect": the repeat does not depend on the tuck
    instead_nothing("Oars", "tuck", only="Canning")
    game = game_of(
        {"Alice": {"board": {"yellow": ["Dentures"], "red": ["Oars"]}}, "Bob": {}},
        supply={"base": {"6": ["Democracy", "Canning"]}, "echoes": {"6": ["Kaleidoscope"]}},
    )
    act(game, "dogma Dentures")
    # Echo: Democracy starts a purple stack.  Effect: none to score: Canning is drawn but
    # not tucked (it stays in hand); then repeat: still none to score (Democracy is the
    # last card tucked due to Dentures): the hand holds Canning (base): an Echoes 6,
    # Kaleidoscope (purple), tucked under Democracy.  Repeat: Democracy is scored.
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Dentures"], "red": ["Oars"], "purple": ["Kaleidoscope"]},
        "hand": ["Canning"],
        "score": ["Democracy"],
        "tucked": 2,
        "scored": 1,
    }


def test_dentures_kalashnikov_replacing_the_tuck_still_repeats():
    # The repeat goes on when Mikhail Kalashnikov's karma replaces the tuck of the drawn 6.
    # Mikhail Kalashnikov: "If you would tuck a red card, instead choose a top red card on
    # an opponent's board. Either transfer it ... or execute ..." (Bob has none).
    game = echoes_and_figures(
        {
            "Alice": {"board": {"yellow": ["Dentures"], "red": ["Mikhail Kalashnikov"]}},
            "Bob": {},
        },
        supply={
            "base": {"6": ["Democracy", "Industrialization"]},
            "echoes": {"6": ["Kaleidoscope"]},
        },
    )
    act(game, "dogma Dentures")
    # Echo: Democracy starts a purple stack.  Effect: none to score: Industrialization
    # (red) is drawn and its tuck replaced; then repeat: none to score: an Echoes 6 (the
    # hand holds a base card), Kaleidoscope, tucked under Democracy; repeat: Democracy is
    # scored.
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {
            "yellow": ["Dentures"],
            "red": ["Mikhail Kalashnikov"],
            "purple": ["Kaleidoscope"],
        },
        "hand": ["Industrialization"],
        "score": ["Democracy"],
        "tucked": 2,
        "scored": 1,
    }


# -- Fertilizer -------------------------------------------------------------------------
# You may return a card from your hand. If you do, transfer all cards from all score piles
# to your hand of value equal to the returned card.
# Draw and foreshadow a card of any value.


def test_fertilizer_a_return_replaced_transfers_nothing(instead_nothing):
    instead_nothing("Code of Laws", "return")
    game = echoes(
        {
            "Alice": {
                "board": {"yellow": ["Fertilizer"], "purple": ["Code of Laws"]},
                "hand": ["Oars"],
            },
            "Bob": {"score": ["Tools"]},
        },
        supply={"echoes": {"2": ["Lever"]}},
    )
    act(game, "dogma Fertilizer", "Oars")
    # Oars is not returned: Bob's 1 stays.  Then a 2: the hand holds Oars (base): an
    # Echoes 2, foreshadowed.
    act(game, 2)
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {
            "board": {"yellow": ["Fertilizer"], "purple": ["Code of Laws"]},
            "hand": ["Oars"],
            "forecast": ["Lever"],
        },
        "Bob": {"score": ["Tools"]},
    }


# -- Cell Phone -------------------------------------------------------------------------
# Draw a {10} for every two {clock} on your board.
# You may splay your green cards up.
# You may tuck any number of cards with a {clock} from your hand, splaying up each color
# you tucked into.


def test_cell_phone_a_colour_not_tucked_into_is_not_splayed(instead_nothing):
    instead_nothing("Code of Laws", "tuck", only="Lighting")
    game = echoes(
        {
            "Alice": {
                "board": {
                    "yellow": ["Cell Phone"],
                    "purple": ["Code of Laws", "Mysticism"],
                    "green": ["Sailing"],
                },
                "hand": ["Lighting", "Bicycle"],
            },
            "Bob": {},
        },
        supply={"echoes": {"10": ["Puzzle Cube"]}},
    )
    act(game, "dogma Cell Phone")  # two clocks: a 10 (base cards in hand: an Echoes 10)
    expect(game, "Alice", "choose_cards")
    act(game, ["Lighting", "Bicycle"])
    # Lighting is not tucked: purple stays unsplayed; Bicycle is tucked: green splayed up.
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {
            "yellow": ["Cell Phone"],
            "purple": ["Code of Laws", "Mysticism"],
            "green": (["Sailing", "Bicycle"], "up"),
        },
        "hand": ["Lighting", "Puzzle Cube"],
        "tucked": 1,
    }


# -- Karaoke ----------------------------------------------------------------------------
# Echo: Draw and meld a card of value less than {10}.
# Execute all of the non-demand dogma effects of the card you melded due to Karaoke's echo
# effect. Do not share them.
# You may take a bottom card from your board into your hand.


def test_karaoke_a_meld_replaced_executes_nothing(instead_nothing):
    instead_nothing("Writing", "meld")
    game = echoes(
        {"Alice": {"board": {"purple": ["Karaoke"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"base": {"1": ["Sailing", "Tools"]}},
    )
    act(game, "dogma Karaoke", 1)
    # Sailing is drawn, not melded: no card melded due to the echo effect, so nothing is
    # executed (Sailing would draw and meld a 1).
    expect(game, "Alice", "choose_card", ["Karaoke", "Writing", None])
    act(game, None)
    assert table(game)["Alice"] == {
        "board": {"purple": ["Karaoke"], "blue": ["Writing"]},
        "hand": ["Sailing"],
    }
    assert supply(game, 1)[0] == "Tools"


# -- Sudoku -----------------------------------------------------------------------------
# Draw and meld a card of any value. If you have at least nine different bonus values
# visible on your board, you win. Execute each of the melded card's non-demand dogma
# effects. Do not share them.


def test_sudoku_a_meld_replaced_executes_nothing(instead_nothing):
    instead_nothing("Writing", "meld")
    game = echoes(
        {"Alice": {"board": {"purple": ["Sudoku"], "blue": ["Writing"]}}, "Bob": {}},
        supply={"base": {"1": ["Sailing", "Tools"]}},
    )
    act(game, "dogma Sudoku", 1)
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Sudoku"], "blue": ["Writing"]},
        "hand": ["Sailing"],
    }
    assert supply(game, 1)[0] == "Tools"


# -- Sharing by score (Alexander the Great, Figures in the Sand) --------------------------
# Alexander the Great's karma: "If you would take a Dogma action, instead of using the
# featured icon use each player's current score."  A player with an empty board may share.


def test_human_genome_a_sharer_with_an_empty_board_takes_nothing_and_may_win():
    # Human Genome: You may draw and score a card of any value. Take a bottom card from
    # your board into your hand. If the values of all of the cards in your hand match the
    # values of all the cards in your score pile exactly, you win.
    game = echoes_and_figures(
        {
            # Score: the bonuses 10 and 2: 10 + 1 = 11.
            "Alice": {"board": {"blue": ["Human Genome"], "red": ["Alexander the Great"]}},
            # Score 13: Bob shares.
            "Bob": {"score": ["Software", "Optics"], "hand": ["Databases", "Compass"]},
        },
    )
    act(game, "dogma Human Genome")
    expect(game, "Bob", "choose_value")
    act(game, None)
    # Bob has no bottom card to take; his hand (10, 3) matches his score pile (10, 3).
    assert game.pending is None
    assert game.result.winners == ["Bob"]


def test_radio_telescope_a_sharer_without_two_lightbulbs_draws_and_melds_nothing():
    # Radio Telescope: For every two {lightbulb} on your board, draw a {9}. Meld one of
    # the cards drawn and return the rest.
    game = echoes_and_figures(
        {
            # Score: the bonus 2.
            "Alice": {"board": {"blue": ["Radio Telescope"], "red": ["Alexander the Great"]}},
            "Bob": {"score": ["Calendar"]},  # score 2: Bob shares, with no lightbulb
        },
        supply={"base": {"9": ["Ecology", "Suburbia"]}},
    )
    act(game, "dogma Radio Telescope")
    # Bob draws nothing.  Alice (three lightbulbs) draws a 9 and melds it.  Bob changed
    # nothing: no sharing bonus.
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {
            "board": {
                "blue": ["Radio Telescope"],
                "red": ["Alexander the Great"],
                "yellow": ["Ecology"],
            }
        },
        "Bob": {"score": ["Calendar"]},
    }
    assert supply(game, 9)[0] == "Suburbia"
