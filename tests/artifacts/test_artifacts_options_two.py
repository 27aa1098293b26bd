"""The options of more Artifacts of History choices (cards the first options audit,
test_artifacts_options.py, did not reach, and the Dig, the display and relics), from the
printed texts and the rules alone (an outside check).

Each test builds a position where the candidates the text allows are not obvious, takes the
action through the documented API, and asserts that the decision offers exactly those
candidates (docs/rulings.md, "The decision protocol": a forced choice is not asked, "you
may" offers None, several cards going to one supply pile are ordered by the player); then
it answers with the candidate most likely to be mishandled and checks the result briefly.
"""

import outside
from outside import achievements, act, board, hand, opts, player, score


def make(players, sets=("artifacts",), **kw):
    """A position without special achievements unless given."""
    kw.setdefault("special", ())
    return outside.make(players, sets, **kw)


def stack(game, who, color):
    return board(game, who).get(color, ([], "none"))[0]


def splay(game, who, color):
    return board(game, who).get(color, ([], "none"))[1]


def supply(game, set_, age):
    return game.to_position()["supply"][set_].get(str(age), [])


def at_action(game, who="Alice"):
    d = game.pending
    assert d is not None and d.kind == "action" and d.player == who, d


# ------------------------------------------------------------------ Excalibur


def test_excalibur_options_colors_missing_from_my_board_count_as_lower():
    # "a top card of higher value than my top card of the same color": Alice has no green,
    # yellow or purple card, so any top card of those colours is higher (a missing card
    # counts as 0); Bob's blue 1 only ties Alice's blue 1, his red 1 is below Excalibur.
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Excalibur"], "blue": ["Tools"]}},
            {
                "name": "Bob",
                "board": {
                    "green": ["The Wheel"],
                    "yellow": ["Masonry"],
                    "purple": ["Monotheism"],
                    "blue": ["Writing"],
                    "red": ["Archery"],
                },
            },
        ]
    )
    act(game, "dogma Excalibur")
    assert opts(game, "Bob", "choose_card") == ["Masonry", "Monotheism", "The Wheel"]
    act(game, "Monotheism")
    assert stack(game, "Alice", "purple") == ["Monotheism"]
    assert "purple" not in board(game, "Bob")
    at_action(game)


# ------------------------------------------------------------------ Ark of the Covenant


def test_ark_of_the_covenant_options_any_hand_card_then_boards_without_top_artifact():
    # Return a card from the hand: any of the three (an artifact too). Red is returned:
    # Bob (no top artifact) loses his whole red stack, Carol (a top artifact, in another
    # colour) keeps hers, and Alice (Ark on top) keeps hers; Ark then goes to Alice's hand.
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Agriculture", "Archery", "Holy Grail"],
                "board": {"purple": ["Ark of the Covenant"], "red": ["Oars"]},
            },
            {
                "name": "Bob",
                "board": {"red": ["Construction", "Metalworking"], "green": ["Sailing"]},
            },
            {"name": "Carol", "board": {"red": ["Road Building"], "blue": ["Dunhuang Star Chart"]}},
        ]
    )
    act(game, "dogma Ark of the Covenant")
    assert opts(game, "Alice", "choose_card") == ["Agriculture", "Archery", "Holy Grail"]
    act(game, "Archery")
    assert score(game, "Alice") == ["Construction", "Metalworking"]
    assert "red" not in board(game, "Bob")
    assert stack(game, "Carol", "red") == ["Road Building"]
    assert stack(game, "Alice", "red") == ["Oars"]
    assert hand(game, "Alice") == ["Agriculture", "Ark of the Covenant", "Holy Grail"]
    assert "purple" not in board(game, "Alice")


# ------------------------------------------------------------------ Holy Grail


def test_holy_grail_options_any_hand_card_then_claims_the_matching_value():
    # Any card of the hand may be returned; the 3 returned (an artifact) claims the
    # available 3, ignoring eligibility, not Bob's achievement of value 3.
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Agriculture", "Construction", "Excalibur"],
                "board": {"yellow": ["Holy Grail"]},
            },
            {"name": "Bob", "achievements": ["Optics"]},
        ],
        achievements=["Calendar", "Engineering"],
    )
    act(game, "dogma Holy Grail")
    assert opts(game, "Alice", "choose_card") == ["Agriculture", "Construction", "Excalibur"]
    act(game, "Excalibur")
    assert achievements(game, "Alice") == ["Engineering"]
    assert achievements(game, "Bob") == ["Optics"]
    assert game.to_position()["achievements"] == ["Calendar"]
    assert hand(game, "Alice") == ["Agriculture", "Construction"]
    at_action(game)


# ------------------------------------------------------------------ Almira


def test_almira_queen_of_the_castle_options_any_hand_card_then_claims_its_value():
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Calendar", "Holy Grail", "Oars"],
                "board": {"purple": ["Almira, Queen of the Castle"], "yellow": ["Agriculture"]},
            },
            {"name": "Bob"},
        ],
        achievements=["Pottery", "Mapmaking", "Optics"],
    )
    act(game, "dogma Almira, Queen of the Castle")
    assert opts(game, "Alice", "choose_card") == ["Calendar", "Holy Grail", "Oars"]
    act(game, "Holy Grail")
    assert stack(game, "Alice", "yellow") == ["Holy Grail", "Agriculture"]
    assert achievements(game, "Alice") == ["Mapmaking"]
    # a meld by an effect digs nothing
    assert player(game, "Alice")["display"] == []
    at_action(game)


# ------------------------------------------------------------------ Puffing Billy


def test_puffing_billy_options_any_hand_card_then_that_colors_visible_symbols():
    # The red card returned: red shows only Archery (unsplayed): two castles -> a 2;
    # then red is splayed right.
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Oars", "Pottery", "Sailing"],
                "board": {
                    "blue": ["Puffing Billy"],
                    "red": ["Archery", "Metalworking", "Construction"],
                },
            },
            {"name": "Bob"},
        ],
        supply={"base": {"2": ["Mapmaking"], "3": ["Optics"]}},
    )
    act(game, "dogma Puffing Billy")
    assert opts(game, "Alice", "choose_card") == ["Oars", "Pottery", "Sailing"]
    act(game, "Oars")
    assert hand(game, "Alice") == ["Mapmaking", "Pottery", "Sailing"]
    assert splay(game, "Alice", "red") == "right"
    at_action(game)


# ------------------------------------------------------------------ Meiji-Mura


def test_meiji_mura_stamp_vending_machine_options_any_hand_card_yamato_is_an_eight():
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Archery", "Battleship Yamato", "Oars"],
                "board": {"green": ["Meiji-Mura Stamp Vending Machine"]},
            },
            {"name": "Bob"},
        ],
        supply={"base": {"8": ["Flight", "Mobility", "Rocketry", "Socialism"]}},
    )
    act(game, "dogma Meiji-Mura Stamp Vending Machine")
    assert opts(game, "Alice", "choose_card") == ["Archery", "Battleship Yamato", "Oars"]
    act(game, "Battleship Yamato")
    assert score(game, "Alice") == ["Flight", "Mobility", "Rocketry"]
    assert hand(game, "Alice") == ["Archery", "Oars"]
    assert supply(game, "base", 8)[0] == "Socialism"
    at_action(game)


# ------------------------------------------------------------------ Jedlik's


def test_jedliks_self_rotor_options_no_question_for_two_available_eights():
    # No choice in the text: with two 8s available the first in the centre is taken
    # (rulings: duplicate achievements), nothing is asked.
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Jedlik's Electromagnetic Self-Rotor"]}},
            {"name": "Bob", "achievements": ["Mass Media"]},
        ],
        achievements=["Antibiotics", "Empiricism", "Genetics"],
        supply={"base": {"8": ["Flight", "Quantum Theory"]}},
    )
    act(game, "dogma Jedlik's Electromagnetic Self-Rotor")
    at_action(game)
    assert score(game, "Alice") == ["Flight"]
    assert stack(game, "Alice", "blue") == ["Quantum Theory"]
    assert achievements(game, "Alice") == ["Antibiotics"]
    assert game.to_position()["achievements"] == ["Empiricism", "Genetics"]
    assert achievements(game, "Bob") == ["Mass Media"]


# ------------------------------------------------------------------ Safety Pin


def test_safety_pin_options_order_only_among_returned_cards_of_one_pile():
    # "return all cards of value higher than 6": the three base 7s go to one pile (the
    # order is asked, one card at a time); the base 8, the Artifacts 7 and Yamato (an 8
    # in hand) go alone to their piles; the 6 stays. The echo effect (draw and score a
    # 7) runs first for Alice.
    game = make(
        [
            {"name": "Alice", "board": {"yellow": ["Safety Pin"]}},
            {
                "name": "Bob",
                "hand": [
                    "Atomic Theory",
                    "Battleship Yamato",
                    "Bicycle",
                    "Combustion",
                    "Corvette Challenger",
                    "Evolution",
                    "Flight",
                ],
            },
        ],
        options={"relics": True},
        supply={"base": {"6": ["Canning"], "7": ["Lighting"]}},
    )
    act(game, "dogma Safety Pin")
    assert opts(game, "Bob", "choose_card") == ["Bicycle", "Combustion", "Evolution"]
    act(game, "Evolution")
    assert opts(game, "Bob", "choose_card") == ["Bicycle", "Combustion"]
    act(game, "Bicycle")
    at_action(game)
    assert hand(game, "Bob") == ["Atomic Theory", "Canning"]
    assert score(game, "Alice") == ["Lighting"]
    assert supply(game, "base", 7)[-3:] == ["Evolution", "Bicycle", "Combustion"]
    assert supply(game, "base", 8)[-1] == "Flight"
    assert supply(game, "artifacts", 7)[-1] == "Corvette Challenger"
    assert supply(game, "artifacts", 8)[-1] == "Battleship Yamato"


# ------------------------------------------------------------------ Luna 3


def test_luna_3_options_order_of_own_score_cards_of_one_pile():
    # The whole score pile is returned: the order is asked among the two base 1s only
    # (the 2 and the artifact go alone to their piles); four returned -> draw and score
    # a 4.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Luna 3"]},
                "score": ["Archery", "Calendar", "Excalibur", "Oars"],
            },
            {"name": "Bob", "score": ["Tools", "Writing"]},
        ],
        supply={"base": {"4": ["Anatomy", "Navigation"]}},
    )
    act(game, "dogma Luna 3")
    assert opts(game, "Alice", "choose_card") == ["Archery", "Oars"]
    act(game, "Oars")
    at_action(game)
    assert score(game, "Alice") == ["Anatomy"]
    assert score(game, "Bob") == ["Tools", "Writing"]
    assert supply(game, "base", 1)[-2:] == ["Oars", "Archery"]
    assert supply(game, "base", 2)[-1] == "Calendar"
    assert supply(game, "artifacts", 3)[-1] == "Excalibur"


def test_luna_3_options_empty_score_pile_asks_nothing_and_scores_a_one():
    game = make(
        [
            {"name": "Alice", "board": {"blue": ["Luna 3"]}},
            {"name": "Bob", "score": ["Tools"]},
        ],
        supply={"base": {"1": ["Sailing"]}},
    )
    act(game, "dogma Luna 3")
    at_action(game)
    assert score(game, "Alice") == ["Sailing"]
    assert score(game, "Bob") == ["Tools"]


# ------------------------------------------------------------------ Dunhuang Star Chart


def test_dunhuang_star_chart_options_order_of_hand_cards_of_one_pile():
    game = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Dunhuang Star Chart"]},
                "hand": ["Calendar", "Mathematics", "Oars", "Holy Grail"],
            },
            {"name": "Bob", "hand": ["Tools"]},
        ],
        supply={"base": {"4": ["Anatomy"]}},
    )
    act(game, "dogma Dunhuang Star Chart")
    assert opts(game, "Alice", "choose_card") == ["Calendar", "Mathematics"]
    act(game, "Mathematics")
    at_action(game)
    assert hand(game, "Alice") == ["Anatomy"]
    assert hand(game, "Bob") == ["Tools"]
    assert supply(game, "base", 2)[-2:] == ["Mathematics", "Calendar"]
    assert supply(game, "artifacts", 2)[-1] == "Holy Grail"


# ------------------------------------------------------------------ Necronomicon


def test_necronomicon_options_red_orders_the_score_pile_of_one_pile():
    # Red 3 drawn: return all cards in the score pile (not the hand): order asked among
    # the two base 2s only.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Necronomicon"]},
                "hand": ["Tools", "Writing"],
                "score": ["Construction", "Currency", "Oars"],
            },
            {"name": "Bob"},
        ],
        supply={"base": {"3": ["Engineering"]}},
    )
    act(game, "dogma Necronomicon")
    assert opts(game, "Alice", "choose_card") == ["Construction", "Currency"]
    act(game, "Currency")
    at_action(game)
    assert score(game, "Alice") == []
    assert hand(game, "Alice") == ["Engineering", "Tools", "Writing"]
    assert supply(game, "base", 2)[-2:] == ["Currency", "Construction"]


def test_necronomicon_options_yellow_orders_the_hand_with_the_drawn_card():
    # Yellow 3 drawn (and revealed into the hand): return all cards in the hand, the
    # drawn 3 included: the order is asked among cards of one pile (the two 3s, then
    # the two 1s), not the score pile.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Necronomicon"]},
                "hand": ["Tools", "Writing", "Optics"],
                "score": ["Construction", "Currency"],
            },
            {"name": "Bob"},
        ],
        supply={"base": {"3": ["Machinery"]}},
    )
    act(game, "dogma Necronomicon")
    seen = []
    while game.pending.kind != "action":
        seen.append(opts(game, "Alice", "choose_card"))
        act(game, seen[-1][-1])
    assert sorted(seen) == [["Machinery", "Optics"], ["Tools", "Writing"]]
    assert hand(game, "Alice") == []
    assert score(game, "Alice") == ["Construction", "Currency"]


# ------------------------------------------------------------------ the display


def test_display_options_dogma_return_keep_then_free_dogma_counts_the_displayed_icons():
    # At the start of her turn: the three choices. The free Dogma action adds Holy Grail's
    # two leaves to Alice's three: Carol (5) shares and is asked first, Bob (4) does not.
    # After the action the artifact is returned without a question.
    game = make(
        [
            {
                "name": "Alice",
                "display": ["Holy Grail"],
                "hand": ["Construction", "Oars"],
                "board": {"yellow": ["Agriculture"]},
            },
            {
                "name": "Bob",
                "hand": ["Tools"],
                "board": {"blue": ["Pottery"], "green": ["Sailing"]},
            },
            {
                "name": "Carol",
                "hand": ["Calendar", "Writing"],
                "board": {
                    "yellow": ["Fermenting"],
                    "green": ["Clothing"],
                    "purple": ["Code of Laws"],
                },
            },
        ],
        phase="start",
        achievements=["Mapmaking", "Archery", "Mathematics"],
        supply={"base": {"1": ["Domestication"]}},
    )
    assert opts(game, "Alice", "choose_option") == ["dogma", "keep", "return"]
    act(game, "dogma")
    assert opts(game, "Carol", "choose_card") == ["Calendar", "Writing"]
    act(game, "Calendar")
    assert opts(game, "Alice", "choose_card") == ["Construction", "Oars"]
    act(game, "Construction")
    at_action(game)
    assert game.to_position()["turn"]["actions"] == 2
    assert achievements(game, "Carol") == ["Mapmaking"]
    assert achievements(game, "Alice") == ["Mathematics"]
    assert player(game, "Alice")["display"] == []
    assert supply(game, "artifacts", 2)[-1] == "Holy Grail"
    assert hand(game, "Alice") == ["Domestication", "Oars"]  # the sharing bonus
    assert hand(game, "Bob") == ["Tools"]


def test_display_options_no_dogma_without_featured_icon_then_keep_offers_its_meld():
    game = make(
        [
            {"name": "Alice", "display": ["Battleship Yamato"], "hand": ["Oars"]},
            {"name": "Bob"},
        ],
        phase="start",
    )
    assert opts(game, "Alice", "choose_option") == ["keep", "return"]
    act(game, "keep")
    assert opts(game, "Alice", "action") == ["draw", "meld Battleship Yamato", "meld Oars"]
    assert player(game, "Alice")["display"] == ["Battleship Yamato"]


def test_display_options_return_sends_it_back_and_nothing_else_is_asked():
    game = make(
        [
            {"name": "Alice", "display": ["Excalibur"], "hand": ["Oars"]},
            {"name": "Bob"},
        ],
        phase="start",
    )
    assert opts(game, "Alice", "choose_option") == ["dogma", "keep", "return"]
    act(game, "return")
    assert opts(game, "Alice", "action") == ["draw", "meld Oars"]
    assert player(game, "Alice")["display"] == []
    assert supply(game, "artifacts", 3)[-1] == "Excalibur"


def test_ark_of_the_covenant_options_from_display_own_board_has_no_top_artifact():
    # On display Ark is on no board: Alice has no top artifact, so her own red goes too,
    # and "if Ark is a top card on any board" fails (it is returned after the action).
    game = make(
        [
            {
                "name": "Alice",
                "display": ["Ark of the Covenant"],
                "hand": ["Archery", "Tools"],
                "board": {"red": ["Oars"], "purple": ["Mysticism"]},
            },
            {"name": "Bob", "board": {"red": ["Metalworking"], "green": ["Holy Lance"]}},
        ],
        phase="start",
    )
    act(game, "dogma")
    assert opts(game, "Alice", "choose_card") == ["Archery", "Tools"]
    act(game, "Archery")
    at_action(game)
    assert score(game, "Alice") == ["Oars"]
    assert stack(game, "Bob", "red") == ["Metalworking"]
    assert hand(game, "Alice") == ["Tools"]
    assert supply(game, "artifacts", 1)[-1] == "Ark of the Covenant"


# ------------------------------------------------------------------ the dig and relics


def test_dig_options_display_holds_a_card_so_no_dig_and_no_relic_question():
    # A Meld action covering an equal card would dig a 4 (and offer Complex Numbers), but
    # the display holds a card already: the dig is ignored.
    game = make(
        [
            {
                "name": "Alice",
                "display": ["Holy Grail"],
                "hand": ["Printing Press"],
                "board": {"blue": ["Experimentation"]},
            },
            {"name": "Bob"},
        ],
        options={"relics": True},
        supply={"artifacts": {"4": ["Mona Lisa"]}},
    )
    assert opts(game, "Alice", "action") == [
        "dogma Experimentation",
        "draw",
        "meld Holy Grail",
        "meld Printing Press",
    ]
    act(game, "meld Printing Press")
    at_action(game)
    assert player(game, "Alice")["display"] == ["Holy Grail"]
    assert supply(game, "artifacts", 4)[0] == "Mona Lisa"
    assert "Complex Numbers" in game.to_position()["relics"]


def test_relic_options_beside_its_pile_you_may_then_hand_or_achievements():
    game = make(
        [
            {"name": "Alice", "hand": ["Printing Press"], "board": {"blue": ["Experimentation"]}},
            {"name": "Bob"},
        ],
        options={"relics": True},
        supply={"artifacts": {"4": ["Mona Lisa"]}},
    )
    act(game, "meld Printing Press")
    assert player(game, "Alice")["display"] == ["Mona Lisa"]
    assert game.pending.kind == "yes_no" and game.pending.player == "Alice"
    act(game, "yes")
    assert opts(game, "Alice", "choose_option") == ["achievements", "hand"]
    act(game, "hand")
    at_action(game)
    assert hand(game, "Alice") == ["Complex Numbers"]
    assert "Complex Numbers" not in game.to_position()["relics"]


def test_relic_options_in_another_players_achievements_can_be_seized():
    game = make(
        [
            {"name": "Alice", "hand": ["Printing Press"], "board": {"blue": ["Experimentation"]}},
            {"name": "Bob", "achievements": ["Complex Numbers", "Tools"]},
        ],
        options={"relics": True},
        supply={"artifacts": {"4": ["Mona Lisa"]}},
    )
    act(game, "meld Printing Press", "yes")
    assert opts(game, "Alice", "choose_option") == ["achievements", "hand"]
    act(game, "achievements")
    at_action(game)
    assert achievements(game, "Alice") == ["Complex Numbers"]
    assert achievements(game, "Bob") == ["Tools"]


def test_relic_options_in_own_achievements_both_destinations_hand_moves_it():
    # "in any achievements pile (even your own!)": the text offers both destinations
    # (the achievements, where it already is, moves nothing: as melding one's own top
    # card is a candidate that moves nothing); the hand takes it out of the achievements.
    def game_():
        return make(
            [
                {
                    "name": "Alice",
                    "hand": ["Printing Press"],
                    "board": {"blue": ["Experimentation"]},
                    "achievements": ["Complex Numbers"],
                },
                {"name": "Bob"},
            ],
            options={"relics": True},
            supply={"artifacts": {"4": ["Mona Lisa"]}},
        )

    game = game_()
    act(game, "meld Printing Press", "yes")
    assert opts(game, "Alice", "choose_option") == ["achievements", "hand"]
    act(game, "hand")
    at_action(game)
    assert hand(game, "Alice") == ["Complex Numbers"]
    assert achievements(game, "Alice") == []
    game = game_()
    act(game, "meld Printing Press", "yes", "achievements")
    at_action(game)
    assert achievements(game, "Alice") == ["Complex Numbers"]
    assert hand(game, "Alice") == []


def test_relic_options_held_in_a_hand_score_pile_or_board_is_not_offered():
    for zone in ("hand", "score", "board"):
        bob = {"name": "Bob"}
        bob[zone] = {"blue": ["Complex Numbers"]} if zone == "board" else ["Complex Numbers"]
        game = make(
            [
                {
                    "name": "Alice",
                    "hand": ["Printing Press"],
                    "board": {"blue": ["Experimentation"]},
                },
                bob,
            ],
            options={"relics": True},
            supply={"artifacts": {"4": ["Mona Lisa"]}},
        )
        act(game, "meld Printing Press")
        at_action(game)
        assert player(game, "Alice")["display"] == ["Mona Lisa"]


def test_relic_options_set_not_in_play_goes_to_achievements_after_melding_the_display():
    # The Meld action of the displayed Excalibur covers an equal 3: a dig of a 3 (the
    # display is empty again), and Timbuktu (a City, Cities not in play) may be seized,
    # only into the achievements: after "yes" nothing more is asked.
    game = make(
        [
            {
                "name": "Alice",
                "display": ["Excalibur"],
                "hand": ["Tools"],
                "board": {"red": ["Engineering"]},
            },
            {"name": "Bob"},
        ],
        options={"relics": True},
        supply={"artifacts": {"3": ["Necronomicon"]}},
    )
    assert opts(game, "Alice", "action") == [
        "dogma Engineering",
        "draw",
        "meld Excalibur",
        "meld Tools",
    ]
    act(game, "meld Excalibur")
    assert player(game, "Alice")["display"] == ["Necronomicon"]
    assert game.pending.kind == "yes_no"
    act(game, "yes")
    at_action(game)
    assert achievements(game, "Alice") == ["Timbuktu"]
    assert stack(game, "Alice", "red") == ["Excalibur", "Engineering"]


def test_relic_options_declined_stays_beside_its_pile():
    game = make(
        [
            {"name": "Alice", "hand": ["Printing Press"], "board": {"blue": ["Experimentation"]}},
            {"name": "Bob"},
        ],
        options={"relics": True},
        supply={"artifacts": {"4": ["Mona Lisa"]}},
    )
    act(game, "meld Printing Press", "no")
    at_action(game)
    assert "Complex Numbers" in game.to_position()["relics"]
    assert hand(game, "Alice") == []


# ------------------------------------------------------------------ orders of returns


def _orders(game, who):
    """Answer every pending order question of ``who`` with its last option (sorted);
    the list of option lists asked."""
    seen = []
    while game.pending is not None and game.pending.kind == "choose_card":
        seen.append(opts(game, who))
        act(game, seen[-1][-1])
    return seen


def test_basur_hoyuk_tokens_options_drawn_card_ordered_with_score_cards_of_its_pile():
    # Anatomy drawn; Agriculture (yellow) comes before it: the drawn 4 and the whole score
    # pile are returned at once: the three base 4s are ordered together, Oars goes alone.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Basur Hoyuk Tokens"], "yellow": ["Agriculture"]},
                "score": ["Navigation", "Oars", "Perspective"],
            },
            {"name": "Bob"},
        ],
        supply={"base": {"4": ["Anatomy"]}},
    )
    act(game, "dogma Basur Hoyuk Tokens")
    seen = _orders(game, "Alice")
    assert seen == [["Anatomy", "Navigation", "Perspective"], ["Anatomy", "Navigation"]]
    at_action(game)
    assert score(game, "Alice") == [] and hand(game, "Alice") == []
    assert supply(game, "base", 4)[-3:] == ["Perspective", "Navigation", "Anatomy"]
    assert supply(game, "base", 1)[-1] == "Oars"


def test_principia_options_order_of_top_cards_of_one_pile_then_ascending_melds():
    # Non-blue top cards: Oars, Sailing (base 1s: ordered), Canal Building (2) and
    # Necronomicon (an Artifacts 3) go alone; then draw and meld 2, 2, 3, 4 ascending.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Principia"],
                    "red": ["Oars", "Archery"],
                    "green": ["Sailing"],
                    "yellow": ["Canal Building"],
                    "purple": ["Necronomicon"],
                },
            },
            {"name": "Bob"},
        ],
        supply={"base": {"2": ["Mapmaking", "Road Building"], "3": ["Optics"], "4": ["Anatomy"]}},
    )
    act(game, "dogma Principia")
    assert opts(game, "Alice", "choose_card") == ["Oars", "Sailing"]
    act(game, "Sailing")
    at_action(game)
    assert stack(game, "Alice", "red") == ["Optics", "Road Building", "Archery"]
    assert stack(game, "Alice", "green") == ["Mapmaking"]
    assert stack(game, "Alice", "yellow") == ["Anatomy"]
    assert "purple" not in board(game, "Alice")
    assert supply(game, "base", 1)[-2:] == ["Sailing", "Oars"]


def test_submarine_hunley_options_victim_orders_the_returned_stack_of_one_pile():
    # Bob (3 factories, as many as Alice) is compelled: he melds Explosives on red; the
    # bottom red card is a 1: his whole red stack is returned (he orders the two 1s).
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Submarine H. L. Hunley"]}},
            {
                "name": "Bob",
                "board": {
                    "red": ["Oars", "Metalworking"],
                    "yellow": ["Colt Paterson Revolver"],
                    "green": ["Invention"],
                },
            },
        ],
        supply={"base": {"7": ["Explosives"]}},
    )
    act(game, "dogma Submarine H. L. Hunley")
    assert opts(game, "Bob", "choose_card") == ["Metalworking", "Oars"]
    act(game, "Oars")
    at_action(game)
    assert "red" not in board(game, "Bob")
    assert supply(game, "base", 1)[-2:] == ["Oars", "Metalworking"]
    assert supply(game, "base", 7)[-1] == "Explosives"
    assert stack(game, "Alice", "red") == ["Submarine H. L. Hunley"]


def test_battleship_bismarck_options_victim_orders_board_cards_not_the_drawn_card():
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Battleship Bismarck"]}},
            {
                "name": "Bob",
                "board": {
                    "red": ["Oars", "Archery", "Construction"],
                    "yellow": ["Colt Paterson Revolver"],
                    "green": ["Invention"],
                },
            },
        ],
        supply={"base": {"8": ["Mobility"]}},
    )
    act(game, "dogma Battleship Bismarck")
    assert opts(game, "Bob", "choose_card") == ["Archery", "Oars"]
    act(game, "Oars")
    at_action(game)
    assert "red" not in board(game, "Bob")
    assert hand(game, "Bob") == ["Mobility"]
    assert supply(game, "base", 1)[-2:] == ["Oars", "Archery"]
    assert supply(game, "base", 2)[-1] == "Construction"


def test_colt_paterson_revolver_options_orders_hand_and_score_pile_cards_of_one_pile():
    # Combustion drawn (red) matches Oars: Bob returns his hand (the drawn 7 included) and
    # his score pile; each question offers cards of one pile only.
    game = make(
        [
            {"name": "Alice", "board": {"yellow": ["Colt Paterson Revolver"]}},
            {
                "name": "Bob",
                "hand": ["Archery", "Oars", "Calendar"],
                "score": ["Engineering", "Optics", "Tools"],
                "board": {"red": ["Gunpowder"]},
            },
        ],
        supply={"base": {"7": ["Combustion"]}},
    )
    act(game, "dogma Colt Paterson Revolver")
    seen = _orders(game, "Bob")
    ones = {"Archery", "Oars", "Tools"}
    threes = {"Engineering", "Optics"}
    assert seen and all(set(s) <= ones or set(s) <= threes for s in seen), seen
    assert any(set(s) & threes for s in seen), seen
    # one return of the hand and the score pile: the three 1s are ordered together
    assert ["Archery", "Oars", "Tools"] in seen, seen
    at_action(game)
    assert hand(game, "Bob") == [] and score(game, "Bob") == []
    assert set(supply(game, "base", 1)[-3:]) == ones
    assert supply(game, "base", 7)[-1] == "Combustion"


def test_syncom_3_options_order_of_hand_cards_of_one_pile():
    game = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Syncom 3"]},
                "hand": ["Archery", "Calendar", "Oars"],
            },
            {"name": "Bob", "hand": ["Tools"]},
        ],
        supply={"base": {"9": ["Computers", "Genetics", "Composites", "Fission", "Collaboration"]}},
    )
    act(game, "dogma Syncom 3")
    assert opts(game, "Alice", "choose_card") == ["Archery", "Oars"]
    act(game, "Archery")
    at_action(game)
    assert hand(game, "Alice") == [
        "Collaboration",
        "Composites",
        "Computers",
        "Fission",
        "Genetics",
    ]
    assert hand(game, "Bob") == ["Tools"]
    assert supply(game, "base", 1)[-2:] == ["Archery", "Oars"]


# ------------------------------------------------------------------ Yamato's value


def test_almira_options_yamato_melded_is_an_eleven_so_no_achievement_matches():
    # Yamato is an 8 in hand and an 11 on a board (rulings): melded, it matches no
    # available achievement (not the 8).
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Battleship Yamato", "Oars"],
                "board": {"purple": ["Almira, Queen of the Castle"]},
            },
            {"name": "Bob"},
        ],
        achievements=["Mobility", "Tools"],
    )
    act(game, "dogma Almira, Queen of the Castle")
    assert opts(game, "Alice", "choose_card") == ["Battleship Yamato", "Oars"]
    act(game, "Battleship Yamato")
    at_action(game)
    assert stack(game, "Alice", "red") == ["Battleship Yamato"]
    assert achievements(game, "Alice") == []
    assert game.to_position()["achievements"] == ["Mobility", "Tools"]


def test_holy_grail_options_yamato_returned_from_hand_is_an_eight():
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Battleship Yamato", "Oars"],
                "board": {"yellow": ["Holy Grail"]},
            },
            {"name": "Bob"},
        ],
        achievements=["Mobility", "Tools"],
    )
    act(game, "dogma Holy Grail")
    assert opts(game, "Alice", "choose_card") == ["Battleship Yamato", "Oars"]
    act(game, "Battleship Yamato")
    at_action(game)
    assert achievements(game, "Alice") == ["Mobility"]
    assert game.to_position()["achievements"] == ["Tools"]


def test_ark_of_the_covenant_options_empty_hand_asks_nothing_and_ark_goes_to_hand():
    # Nothing to return, so no colour: nothing is transferred; the last sentence does not
    # depend on the return (rulings). Bob (2 castles) does not share.
    game = make(
        [
            {"name": "Alice", "board": {"purple": ["Ark of the Covenant"], "red": ["Oars"]}},
            {"name": "Bob", "board": {"red": ["Archery"], "purple": ["Code of Laws"]}},
        ]
    )
    act(game, "dogma Ark of the Covenant")
    at_action(game)
    assert hand(game, "Alice") == ["Ark of the Covenant"]
    assert score(game, "Alice") == []
    assert stack(game, "Bob", "purple") == ["Code of Laws"]
    assert stack(game, "Bob", "red") == ["Archery"]


def test_ark_of_the_covenant_options_sharer_first_takes_ark_then_activator_is_exposed():
    # Bob shares (5 castles each) and acts first: his own blue goes (he has no top
    # artifact), Alice's is protected by Ark, and Ark goes to Bob's hand. Then Alice,
    # with no top artifact left, loses her own blue to her score pile.
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Agriculture", "Calendar"],
                "board": {"purple": ["Ark of the Covenant"], "red": ["Oars"], "blue": ["Pottery"]},
            },
            {
                "name": "Bob",
                "hand": ["Clothing", "Tools"],
                "board": {"red": ["Archery"], "purple": ["Mysticism"], "blue": ["Writing"]},
            },
        ],
        supply={"base": {"1": ["Sailing"]}},
    )
    act(game, "dogma Ark of the Covenant")
    assert opts(game, "Bob", "choose_card") == ["Clothing", "Tools"]
    act(game, "Tools")
    assert hand(game, "Bob") == ["Ark of the Covenant", "Clothing"]
    assert score(game, "Bob") == ["Writing"]
    assert opts(game, "Alice", "choose_card") == ["Agriculture", "Calendar"]
    act(game, "Calendar")
    at_action(game)
    assert score(game, "Alice") == ["Pottery"]
    assert hand(game, "Alice") == ["Agriculture", "Sailing"]
    assert "purple" not in board(game, "Alice")


def test_relic_options_no_dig_from_an_empty_artifacts_pile_so_no_seizing():
    game = make(
        [
            {"name": "Alice", "hand": ["Printing Press"], "board": {"blue": ["Experimentation"]}},
            {"name": "Bob"},
        ],
        options={"relics": True},
        empty=[("artifacts", 4)],
    )
    act(game, "meld Printing Press")
    at_action(game)
    assert player(game, "Alice")["display"] == []
    assert "Complex Numbers" in game.to_position()["relics"]
