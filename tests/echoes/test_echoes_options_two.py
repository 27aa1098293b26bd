"""Echoes of the Past and the base set: the choices the first options audits did not reach.

Written as an outside checker, from the printed card texts, the rules and
docs/rulings.md only (the documented API: a position in, decisions answered,
the position out). Each test builds a position where the candidates the text
allows are not obvious and asserts that the decision offers exactly those.

The "you may splay" clauses follow the decision protocol (docs/rulings.md): asked as a
``yes_no`` when the splay would change something, not asked at all when it would not
(a stack of 0-1 cards, a stack already splayed that way), judged when the clause is
reached (a card tucked, melded or transferred earlier in the action counts).
"""

from __future__ import annotations

from outside import answer, ask, make, player, stack, zone

import inno


def ask_splay(game: inno.Game, who: str, colour: str, direction: str):
    """The pending decision is ``who``'s yes/no on splaying ``colour`` ``direction``."""
    d = ask(game, who, ["yes", "no"], "yes_no")
    assert colour in d.prompt and direction in d.prompt, d.prompt
    return d


def at_action(game: inno.Game, who: str):
    """Nothing more is asked: the game waits for ``who``'s next action."""
    d = game.pending
    assert d is not None, f"no decision: {game.result}"
    assert d.kind == "action" and d.player == who, (d.kind, d.player, d.prompt, d.options)


def game_of(*players, sets=("echoes",), supply=None, **rest) -> inno.Game:
    """A game; ``players`` are (name, zones) pairs, the first one to act."""
    return make([{"name": n, **z} for n, z in players], sets, supply=supply, **rest)


# === Echoes' "you may splay" ==============================================================

# --- Novel: "Draw a {3}. You may splay your purple cards left." -------------------------


def test_novel_options_splay_asked_of_sharer_on_his_purple():
    g = game_of(
        ("Alice", {"board": {"purple": ["Novel", "Code of Laws"], "red": ["Archery"]}}),
        ("Bob", {"board": {"purple": ["City States", "Mysticism"]}}),
        supply={"base": {"3": ["Paper", "Compass", "Optics"]}},
    )
    answer(g, "dogma Novel")
    # Bob shares (2 crowns against 1) and is asked first, about his own purple
    ask_splay(g, "Bob", "purple", "left")
    answer(g, "no")
    ask_splay(g, "Alice", "purple", "left")
    answer(g, "yes")
    assert stack(g, "Alice", "purple") == (["Novel", "Code of Laws"], "left")
    assert stack(g, "Bob", "purple") == (["City States", "Mysticism"], "none")


def test_novel_options_splay_already_left_not_asked():
    g = game_of(
        (
            "Alice",
            {
                "board": {
                    "purple": {"cards": ["Novel", "Code of Laws"], "splay": "left"},
                    "red": ["Archery"],
                }
            },
        ),
        ("Bob", {"board": {"purple": ["Mysticism"]}}),
        supply={"base": {"3": ["Paper", "Compass", "Optics"]}},
    )
    answer(g, "dogma Novel")
    at_action(g, "Alice")
    assert stack(g, "Alice", "purple") == (["Novel", "Code of Laws"], "left")


# --- Slide Rule: "You may splay your yellow cards right." -------------------------------


def test_slide_rule_options_left_splay_asked_right_one_card_not():
    g = game_of(
        (
            "Alice",
            {
                "board": {
                    "blue": ["Slide Rule"],
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"},
                }
            },
        ),
        # Bob shares (3 lightbulbs), but his yellow is one card: he is not asked
        ("Bob", {"board": {"purple": ["Philosophy"], "yellow": ["Domestication"]}}),
        supply={"base": {"1": ["Oars", "Pottery"], "2": ["Calendar", "Mathematics"]}},
    )
    answer(g, "dogma Slide Rule")
    ask_splay(g, "Alice", "yellow", "right")
    answer(g, "yes")
    assert stack(g, "Alice", "yellow") == (["Agriculture", "Masonry"], "right")
    # lowest top card 1 + one splayed colour: a 2 (Bob: 1 + 0: a 1)
    assert zone(g, "Bob", "hand") == ["Oars"]
    assert "Calendar" in zone(g, "Alice", "hand")


# --- Dentures: "... You may splay your blue cards right." -------------------------------


def test_dentures_options_blue_splay_judged_after_the_scoring():
    # The echo tucks Atomic Theory under the blue stack; the first effect scores the top
    # two non-bottom blue cards (Writing, Tools): two blue cards remain, the splay is asked.
    g = game_of(
        ("Alice", {"board": {"yellow": ["Dentures"], "blue": ["Writing", "Tools", "Pottery"]}}),
        ("Bob", {}),
        supply={"base": {"6": ["Atomic Theory", "Encyclopedia"]}},
    )
    answer(g, "dogma Dentures")
    assert sorted(zone(g, "Alice", "score")) == ["Tools", "Writing"]
    ask_splay(g, "Alice", "blue", "right")
    answer(g, "yes")
    assert stack(g, "Alice", "blue") == (["Pottery", "Atomic Theory"], "right")


def test_dentures_options_blue_left_with_one_card_not_asked():
    # Writing, Tools and the tucked Atomic Theory: Writing and Tools are scored, one blue
    # card remains: nothing to splay, nothing asked.
    g = game_of(
        ("Alice", {"board": {"yellow": ["Dentures"], "blue": ["Writing", "Tools"]}}),
        ("Bob", {}),
        supply={"base": {"6": ["Atomic Theory", "Encyclopedia"]}},
    )
    answer(g, "dogma Dentures")
    at_action(g, "Alice")
    assert stack(g, "Alice", "blue") == (["Atomic Theory"], "none")
    assert sorted(zone(g, "Alice", "score")) == ["Tools", "Writing"]


# --- Stove: echo "Score a top card from your board without a {factory}." ----------------
# --- "Draw and tuck a {4}. ..." "You may splay your green cards right." -----------------


def test_stove_options_green_splay_asked_after_the_tuck():
    g = game_of(
        (
            "Alice",
            {"board": {"yellow": ["Stove"], "green": ["Clothing"], "red": ["Archery"]}},
        ),
        ("Bob", {}),
        supply={"base": {"4": ["Invention", "Navigation", "Anatomy"]}},
    )
    answer(g, "dogma Stove")
    ask(g, "Alice", ["Clothing", "Archery"])  # not Stove (a factory)
    answer(g, "Archery")
    # Invention tucked under Clothing (1 < 4): Navigation scored; green has two cards now
    ask_splay(g, "Alice", "green", "right")
    answer(g, "yes")
    assert stack(g, "Alice", "green") == (["Clothing", "Invention"], "right")
    assert sorted(zone(g, "Alice", "score")) == ["Archery", "Navigation"]


def test_stove_options_sharer_echo_scores_from_his_board():
    # Bob shares (a factory each): the echo makes him score one of HIS top cards without a
    # factory; Alice's cards are not offered to him.
    g = game_of(
        ("Alice", {"board": {"yellow": ["Stove"], "green": ["Clothing"], "red": ["Archery"]}}),
        (
            "Bob",
            {
                "board": {
                    "red": ["Coal"],
                    "blue": ["Writing"],
                    "purple": ["Mysticism"],
                    "green": {"cards": ["Sailing", "The Wheel"], "splay": "right"},
                }
            },
        ),
        supply={"base": {"4": ["Experimentation", "Printing Press", "Invention", "Navigation"]}},
    )
    answer(g, "dogma Stove")
    ask(g, "Bob", ["Writing", "Mysticism", "Sailing"])
    answer(g, "Sailing")
    assert zone(g, "Bob", "score") == ["Sailing"]
    assert stack(g, "Bob", "green") == (["The Wheel"], "none")
    ask(g, "Alice", ["Clothing", "Archery"])


# --- Bifocals: echo "Draw and foreshadow a card of any value." --------------------------
# --- "You may return a card from your forecast. If you do, draw and foreshadow ..." -----
# --- "You may splay your green cards right." ---------------------------------------------


def test_bifocals_options_sharer_echo_and_forecast_are_his():
    g = game_of(
        ("Alice", {"board": {"blue": ["Bifocals"], "green": ["Clothing"]}, "forecast": ["Tools"]}),
        (
            "Bob",
            {
                "board": {
                    "green": {"cards": ["Sailing", "The Wheel"], "splay": "left"},
                    "yellow": ["Canal Building"],
                },
                "forecast": ["Calendar"],
            },
        ),
        supply={"base": {"3": ["Paper", "Compass"], "2": ["Mathematics", "Currency"]}},
    )
    answer(g, "dogma Bifocals")
    ask(g, "Bob", list(range(1, 11)), "choose_value")
    answer(g, 3)
    assert sorted(zone(g, "Bob", "forecast")) == ["Calendar", "Paper"]
    ask(g, "Alice", list(range(1, 11)), "choose_value")
    answer(g, 2)  # Mathematics
    # Bob's forecast, the card just foreshadowed included; not Alice's
    ask(g, "Bob", ["Calendar", "Paper", None])
    answer(g, "Calendar")
    ask(g, "Alice", ["Tools", "Mathematics", None])
    answer(g, None)
    # Bob's green is splayed left: asked right; Alice's green is one card: not asked
    ask_splay(g, "Bob", "green", "right")
    answer(g, "yes")
    assert stack(g, "Bob", "green") == (["Sailing", "The Wheel"], "right")
    assert stack(g, "Alice", "green") == (["Clothing"], "none")
    assert sorted(zone(g, "Alice", "forecast")) == ["Mathematics", "Tools"]
    assert "Calendar" not in zone(g, "Bob", "forecast")
    assert len(zone(g, "Bob", "forecast")) == 2


# --- Morphine: "... You may splay your red cards right." ---------------------------------


def test_morphine_options_demand_order_then_red_right():
    g = game_of(
        (
            "Alice",
            {
                "board": {
                    "yellow": ["Morphine"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                }
            },
        ),
        ("Bob", {"hand": ["Tools", "Agriculture", "Calendar"]}),
        # Bob keeps Calendar (no Echoes card): his 6 is an Echoes 6
        supply={"base": {"6": ["Canning"], "2": ["Mathematics"]}, "echoes": {"6": ["Loom"]}},
    )
    answer(g, "dogma Morphine")
    # Bob returns his odd cards (Tools, Agriculture: the 1 pile, he orders them), keeps
    # Calendar; then draws a 6
    ask(g, "Bob", ["Tools", "Agriculture"])
    answer(g, "Agriculture")
    assert zone(g, "Bob", "hand") == ["Calendar", "Loom"]
    # Alice draws a 2 (highest returned 1, plus one); then the splay
    ask_splay(g, "Alice", "red", "right")
    answer(g, "yes")
    assert stack(g, "Alice", "red") == (["Archery", "Oars"], "right")
    assert zone(g, "Alice", "hand") == ["Mathematics"]


def test_morphine_options_red_already_right_not_asked():
    g = game_of(
        (
            "Alice",
            {
                "board": {
                    "yellow": ["Morphine"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                }
            },
        ),
        ("Bob", {"hand": ["Calendar"]}),
        supply={"base": {"6": ["Canning"]}, "echoes": {"6": ["Loom"]}},
    )
    answer(g, "dogma Morphine")
    at_action(g, "Alice")
    assert zone(g, "Bob", "hand") == ["Calendar", "Loom"]
    assert zone(g, "Alice", "hand") == []


# --- Stethoscope: echo "Meld a blue or yellow card from your hand." ---------------------
# --- "You may splay your yellow cards right." --------------------------------------------


def test_stethoscope_options_yellow_melded_by_the_echo_then_splay():
    g = game_of(
        (
            "Alice",
            {
                "board": {"blue": ["Stethoscope"], "yellow": ["Agriculture"]},
                "hand": ["Masonry", "Archery"],
            },
        ),
        ("Bob", {}),
        # Archery stays in hand (no Echoes card): the 7 is an Echoes 7
        supply={"base": {"7": ["Lighting", "Evolution"]}, "echoes": {"7": ["Jeans"]}},
    )
    answer(g, "dogma Stethoscope")
    # Masonry, the only blue or yellow card: melded without a question; yellow has two now
    ask_splay(g, "Alice", "yellow", "right")
    answer(g, "yes")
    assert stack(g, "Alice", "yellow") == (["Masonry", "Agriculture"], "right")
    assert sorted(zone(g, "Alice", "hand")) == ["Archery", "Jeans"]


def test_stethoscope_options_sharer_melds_from_his_hand():
    g = game_of(
        ("Alice", {"board": {"blue": ["Stethoscope"]}, "hand": ["Calendar"]}),
        (
            "Bob",
            {
                "board": {"purple": ["Philosophy"], "yellow": ["Agriculture"]},
                "hand": ["Masonry", "Writing", "Archery"],
            },
        ),
        supply={"base": {"7": ["Lighting", "Evolution", "Bicycle"], "8": ["Flight"]}},
    )
    answer(g, "dogma Stethoscope")
    ask(g, "Bob", ["Masonry", "Writing"])  # his blue or yellow cards; not Alice's Calendar
    answer(g, "Writing")
    assert stack(g, "Bob", "blue") == (["Writing"], "none")
    # Alice's only blue or yellow card is Calendar: melded without a question
    assert stack(g, "Alice", "blue") == (["Calendar", "Stethoscope"], "none")


# --- Saxophone: "You may splay your purple cards up." ------------------------------------


def test_saxophone_options_purple_right_asked_up():
    g = game_of(
        (
            "Alice",
            {"board": {"purple": {"cards": ["Saxophone", "Code of Laws"], "splay": "right"}}},
        ),
        ("Bob", {"board": {"purple": {"cards": ["City States", "Mysticism"], "splay": "up"}}}),
        supply={"base": {"7": ["Lighting", "Evolution"]}},
    )
    answer(g, "dogma Saxophone")
    # Bob does not share (2 crowns; Alice 3: Code of Laws' crown shows under the right
    # splay); his purple is splayed up already anyway
    ask_splay(g, "Alice", "purple", "up")
    answer(g, "yes")
    assert stack(g, "Alice", "purple") == (["Saxophone", "Code of Laws"], "up")
    assert stack(g, "Bob", "purple") == (["City States", "Mysticism"], "up")


def test_saxophone_options_purple_already_up_not_asked():
    g = game_of(
        ("Alice", {"board": {"purple": {"cards": ["Saxophone", "Code of Laws"], "splay": "up"}}}),
        ("Bob", {}),
        supply={"base": {"7": ["Lighting", "Evolution"]}},
    )
    answer(g, "dogma Saxophone")
    at_action(g, "Alice")
    assert zone(g, "Alice", "hand") == ["Lighting"]  # one note visible: Saxophone's


# --- Rubber: echo "Draw and tuck two {8}". "You may splay your red cards up." -----------


def test_rubber_options_red_up_asked_after_the_echo_tucks():
    # Rubber alone in red; the echo tucks Flight and Mobility under it: three red cards.
    # "Score a top card without a bonus": Rubber has one, nothing is scored.
    g = game_of(
        ("Alice", {"board": {"red": ["Rubber"]}}),
        ("Bob", {}),
        supply={"base": {"8": ["Flight", "Mobility", "Empiricism"]}},
    )
    answer(g, "dogma Rubber")
    ask_splay(g, "Alice", "red", "up")
    answer(g, "no")
    at_action(g, "Alice")
    assert stack(g, "Alice", "red") == (["Rubber", "Flight", "Mobility"], "none")
    assert zone(g, "Alice", "score") == []


# --- Nylon: "Draw and tuck an {8} for every three {factory} ..." "You may splay your red
# cards up." --------------------------------------------------------------------------------


def test_nylon_options_red_up_asked_after_the_tuck():
    g = game_of(
        ("Alice", {"board": {"green": ["Nylon"], "red": ["Coal"]}}),
        ("Bob", {}),
        supply={"base": {"8": ["Flight", "Mobility"]}},
    )
    answer(g, "dogma Nylon")
    # 2 + 3 factories: one 8, Flight (red, not green: no repeat), tucked under Coal
    ask_splay(g, "Alice", "red", "up")
    answer(g, "yes")
    assert stack(g, "Alice", "red") == (["Coal", "Flight"], "up")
    assert stack(g, "Alice", "green") == (["Nylon"], "none")


def test_nylon_options_red_single_card_not_asked():
    g = game_of(
        ("Alice", {"board": {"green": ["Nylon"], "red": ["Coal"]}}),
        ("Bob", {}),
        supply={"base": {"8": ["Empiricism", "Mobility"]}},
    )
    answer(g, "dogma Nylon")
    at_action(g, "Alice")
    assert stack(g, "Alice", "purple") == (["Empiricism"], "none")
    assert stack(g, "Alice", "red") == (["Coal"], "none")


# --- GPS: "I demand you return all cards from your forecast!" ... "You may splay your
# yellow cards up." ---------------------------------------------------------------------


def test_gps_options_forecast_order_then_yellow_up():
    g = game_of(
        (
            "Alice",
            {
                "board": {
                    "green": ["GPS"],
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"},
                },
                "forecast": ["Pottery"],
            },
        ),
        ("Bob", {"forecast": ["Tools", "Writing", "Calendar"]}),
        supply={"base": {"10": ["Software", "Databases", "A.I."]}},
    )
    answer(g, "dogma GPS")
    # Bob returns his forecast: he orders the two cards going to the 1 pile
    ask(g, "Bob", ["Tools", "Writing"])
    answer(g, "Writing")
    assert zone(g, "Bob", "forecast") == []
    ask_splay(g, "Alice", "yellow", "up")
    answer(g, "yes")
    assert stack(g, "Alice", "yellow") == (["Agriculture", "Masonry"], "up")
    assert sorted(zone(g, "Alice", "forecast")) == ["A.I.", "Databases", "Pottery", "Software"]


# --- ATM: echo "Draw and score a card of any value." "I demand you transfer the highest
# top non-yellow card without a {crown} from your board to my board!" "You may splay your
# purple cards up." -----------------------------------------------------------------------


def test_atm_options_purple_up_asked_after_the_transfer():
    g = game_of(
        ("Alice", {"board": {"yellow": ["ATM"], "purple": ["Code of Laws"]}}),
        (
            "Bob",
            {
                "board": {
                    "purple": ["Philosophy"],
                    "red": ["Archery"],
                    "yellow": ["Perspective"],
                    "green": ["The Wheel"],
                }
            },
        ),
        supply={"base": {"1": ["Oars"]}},
    )
    answer(g, "dogma ATM")
    ask(g, "Alice", list(range(1, 11)), "choose_value")
    answer(g, 1)
    assert zone(g, "Alice", "score") == ["Oars"]
    # Philosophy (2) is Bob's highest top non-yellow card without a crown (Perspective,
    # a 4, is yellow): transferred without a question onto Alice's purple
    assert stack(g, "Alice", "purple") == (["Philosophy", "Code of Laws"], "none")
    ask_splay(g, "Alice", "purple", "up")
    answer(g, "yes")
    assert stack(g, "Alice", "purple") == (["Philosophy", "Code of Laws"], "up")
    assert "purple" not in player(g, "Bob")["board"]


# --- Calculator: "You may splay your blue cards up." -------------------------------------


def test_calculator_options_one_non_blue_then_blue_up():
    g = game_of(
        (
            "Alice",
            {
                "board": {
                    "blue": {"cards": ["Calculator", "Writing"], "splay": "right"},
                    "red": ["Archery"],
                }
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Calculator")
    # one non-blue bottom card: scored without a question, nothing drawn ("scored two")
    assert zone(g, "Alice", "score") == ["Archery"]
    ask_splay(g, "Alice", "blue", "up")
    answer(g, "yes")
    assert stack(g, "Alice", "blue") == (["Calculator", "Writing"], "up")
    assert zone(g, "Alice", "hand") == []


# --- Credit Card: "You may take a top non-green card from your board into your hand."
# "You may splay your green cards up." ---------------------------------------------------


def test_credit_card_options_decline_then_green_up():
    g = game_of(
        (
            "Alice",
            {
                "board": {
                    "green": ["Credit Card", "Sailing"],
                    "red": ["Archery"],
                    "blue": ["Writing"],
                }
            },
        ),
        ("Bob", {"board": {"red": ["Oars"]}}),
        supply={"base": {"9": ["Computers", "Genetics"]}},
    )
    answer(g, "dogma Credit Card")
    assert zone(g, "Alice", "forecast") == ["Computers"]
    ask(g, "Alice", ["Archery", "Writing", None])
    answer(g, None)
    ask_splay(g, "Alice", "green", "up")
    answer(g, "yes")
    assert stack(g, "Alice", "green") == (["Credit Card", "Sailing"], "up")
    assert zone(g, "Alice", "score") == []


# --- Cell Phone: "You may splay your green cards up." "You may tuck any number of cards
# with a {clock} from your hand, splaying up each color you tucked into." ----------------


def test_cell_phone_options_green_one_card_not_asked_then_tuck_splays():
    g = game_of(
        (
            "Alice",
            {
                "board": {"yellow": ["Cell Phone"], "green": ["Sailing"]},
                "hand": ["Mass Media", "Writing", "Ruler"],
            },
        ),
        ("Bob", {}),
        supply={"base": {"10": ["Bioengineering", "Databases"]}},
    )
    answer(g, "dogma Cell Phone")
    # one 10 drawn (Bioengineering: Ruler is an Echoes card); green is one card: the
    # splay is not asked; the tuck offers the clock cards of the hand, the drawn one too
    d = ask(g, "Alice", ["Mass Media", "Bioengineering"], "choose_cards")
    assert (d.min, d.max) == (0, 2)
    answer(g, ["Mass Media"])
    assert stack(g, "Alice", "green") == (["Sailing", "Mass Media"], "up")
    at_action(g, "Alice")


# --- Palampore: "You may splay your purple cards right." ---------------------------------


def test_palampore_options_purple_left_asked_right():
    g = game_of(
        (
            "Alice",
            {
                "board": {
                    "green": ["Palampore"],
                    "purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "left"},
                }
            },
        ),
        ("Bob", {"board": {"purple": ["City States"], "red": ["Coal"]}}),
    )
    answer(g, "dogma Palampore")
    # Bob shares (3 factories against 2) but has one purple card: not asked
    ask_splay(g, "Alice", "purple", "right")
    answer(g, "yes")
    assert stack(g, "Alice", "purple") == (["Code of Laws", "Mysticism"], "right")
    assert zone(g, "Alice", "score") == []  # one bonus (5): none occurs twice


# --- Shuriken: "I demand you transfer a top non-red card with a {castle} or {lightbulb}
# ... to my board!" "You may splay your purple cards right." ------------------------------


def test_shuriken_options_purple_right_asked_after_the_transfer():
    g = game_of(
        ("Alice", {"board": {"red": ["Shuriken"], "purple": ["Code of Laws"]}}),
        (
            "Bob",
            {"board": {"purple": ["Mysticism"], "red": ["Archery"], "green": ["Sailing"]}},
        ),
        supply={"base": {"4": ["Anatomy"]}},
    )
    answer(g, "dogma Shuriken")
    # Mysticism: Bob's only top non-red card with a castle or lightbulb: no question
    assert stack(g, "Alice", "purple") == (["Mysticism", "Code of Laws"], "none")
    assert zone(g, "Bob", "hand") == ["Anatomy"]
    ask_splay(g, "Alice", "purple", "right")
    answer(g, "yes")
    assert stack(g, "Alice", "purple") == (["Mysticism", "Code of Laws"], "right")


# === Television, Scissors, Barometer ======================================================

# --- Television: "Choose a value and an opponent. Transfer a card of that value from
# their score pile to their board. If they have an achievement of the same value,
# achieve (if eligible) a card of that value from their score pile." --------------------


def _television(alice_score):
    return game_of(
        ("Alice", {"board": {"purple": ["Television"]}, "score": alice_score}),
        (
            "Bob",
            {
                "score": ["Paper", "Compass", "Almanac", "Oars", "Calendar"],
                "achievements": ["Translation"],
            },
        ),
        supply={"base": {"8": ["Flight"]}},
    )


def test_television_options_achieve_from_score_pile_by_back():
    # Alice's score: 7 in the pile + Television's bonus 8 = 15: eligible for a 3
    g = _television(["Anatomy", "Mathematics", "Tools"])
    answer(g, "dogma Television")
    assert stack(g, "Alice", "red") == (["Flight"], "none")  # the echo
    ask(g, "Alice", list(range(1, 11)), "choose_value")
    answer(g, 3)
    # Bob is the only opponent; his 3s are chosen by their backs (base, echoes)
    ask(g, "Alice", ["Bob's score pile: 3", "Bob's score pile: echoes 3"])
    answer(g, "Bob's score pile: echoes 3")
    assert stack(g, "Bob", "blue") == (["Almanac"], "none")
    # Bob holds a 3 achievement: Alice achieves one of his remaining 3s; both are base 3s,
    # one back: no question (which one is the game's random numbers)
    at_action(g, "Alice")
    achieved = list(zone(g, "Alice", "achievements"))
    assert len(achieved) == 1 and achieved[0] in ("Paper", "Compass"), achieved
    assert sorted(zone(g, "Bob", "score")) == sorted(
        {"Paper", "Compass", "Oars", "Calendar"} - set(achieved)
    )


def test_television_options_achieve_offers_both_backs_left():
    g = _television(["Anatomy", "Mathematics", "Tools"])
    answer(g, "dogma Television", 3, "Bob's score pile: 3")
    # one base 3 and Almanac left: both backs offered for the achieve
    ask(g, "Alice", ["Bob's score pile: 3", "Bob's score pile: echoes 3"])
    answer(g, "Bob's score pile: echoes 3")
    assert zone(g, "Alice", "achievements") == ["Almanac"]
    assert len(zone(g, "Bob", "score")) == 3
    at_action(g, "Alice")


def test_television_options_not_eligible_nothing_achieved():
    # 6 in the pile + 8 = 14 < 15: no achieve, whatever Bob holds
    g = _television(["Anatomy", "Mathematics"])
    answer(g, "dogma Television", 3, "Bob's score pile: 3")
    at_action(g, "Alice")
    assert zone(g, "Alice", "achievements") == []
    assert len(zone(g, "Bob", "score")) == 4


def test_television_options_duplicate_achievement_needs_more():
    # Alice holds a 3 already: a second 3 needs 30 points; she has 7 + 8 = 15
    g = game_of(
        (
            "Alice",
            {
                "board": {"purple": ["Television"]},
                "score": ["Anatomy", "Mathematics", "Tools"],
                "achievements": ["Medicine"],
            },
        ),
        (
            "Bob",
            {"score": ["Paper", "Almanac", "Compass"], "achievements": ["Translation"]},
        ),
        supply={"base": {"8": ["Flight"]}},
    )
    answer(g, "dogma Television", 3, "Bob's score pile: echoes 3")
    at_action(g, "Alice")
    assert zone(g, "Alice", "achievements") == ["Medicine"]
    assert sorted(zone(g, "Bob", "score")) == ["Compass", "Paper"]


# --- Scissors: echo "Take a bottom card from your board into your hand." "You may choose
# up to two cards from your hand. For each card chosen, either meld it or score it." ----


def test_scissors_options_sharer_echo_bottom_cards_then_meld_or_score_each():
    g = game_of(
        (
            "Alice",
            {"board": {"green": ["Scissors", "Sailing"], "red": ["Archery"]}, "hand": ["Pottery"]},
        ),
        (
            "Bob",
            {
                "board": {
                    "red": ["Oars", "Metalworking"],
                    "blue": ["Tools"],
                    "purple": ["Mysticism"],
                },
                "hand": ["Agriculture"],
            },
        ),
    )
    answer(g, "dogma Scissors")
    # Bob shares (castles): HIS bottom cards, a one-card stack's card included; not Oars
    ask(g, "Bob", ["Tools", "Metalworking", "Mysticism"])
    answer(g, "Metalworking")
    ask(g, "Alice", ["Archery", "Sailing"])
    answer(g, "Sailing")
    d = ask(g, "Bob", ["Agriculture", "Metalworking"], "choose_cards")
    assert (d.min, d.max) == (0, 2)
    answer(g, ["Metalworking", "Agriculture"])
    d = ask(g, "Bob", ["meld", "score"])
    assert "Metalworking" in d.prompt
    answer(g, "score")
    d = ask(g, "Bob", ["meld", "score"])
    assert "Agriculture" in d.prompt
    answer(g, "meld")
    assert zone(g, "Bob", "score") == ["Metalworking"]
    assert stack(g, "Bob", "yellow") == (["Agriculture"], "none")
    assert stack(g, "Bob", "red") == (["Oars"], "none")
    ask(g, "Alice", ["Pottery", "Sailing"], "choose_cards")


# --- Barometer: echo "Transfer a {5} from your forecast to your hand." "You may return
# all cards in your forecast. If any were blue, claim the Destiny achievement." ----------


def test_barometer_options_echo_5s_then_return_forecast_without_blue():
    g = game_of(
        (
            "Alice",
            {"board": {"yellow": ["Barometer"]}, "forecast": ["Chemistry", "Coal", "Oars"]},
        ),
        ("Bob", {}),
        # no bonus on any board: inno draws a 2 (no bonus read as 0; see the report);
        # Chemistry in hand, no Echoes card: an Echoes 2
        supply={"base": {"2": ["Fermenting"]}, "echoes": {"2": ["Crossbow"]}},
    )
    answer(g, "dogma Barometer")
    ask(g, "Alice", ["Chemistry", "Coal"])  # the 5s; not Oars
    answer(g, "Chemistry")
    assert sorted(zone(g, "Alice", "forecast")) == ["Coal", "Crossbow", "Oars"]
    ask(g, "Alice", ["yes", "no"], "yes_no")
    answer(g, "yes")  # three piles: no order asked
    at_action(g, "Alice")
    assert zone(g, "Alice", "forecast") == []
    assert zone(g, "Alice", "hand") == ["Chemistry"]
    assert "Destiny" not in zone(g, "Alice", "achievements")  # Chemistry left first


def test_barometer_options_sharer_returns_his_forecast_and_claims_destiny():
    g = game_of(
        ("Alice", {"board": {"yellow": ["Barometer"]}, "forecast": ["Oars"]}),
        ("Bob", {"board": {"blue": ["Pottery"]}, "forecast": ["Writing", "Archery"]}),
        supply={"base": {"2": ["Fermenting", "Road Building"], "4": ["Reformation"]}},
    )
    answer(g, "dogma Barometer")
    # Bob's forecast has no 5, Alice's neither: no echo question; each foreshadows a 2
    assert sorted(zone(g, "Bob", "forecast")) == ["Archery", "Fermenting", "Writing"]
    ask(g, "Bob", ["yes", "no"], "yes_no")
    answer(g, "yes")
    # Writing and Archery both go to the 1 pile: Bob orders them
    ask(g, "Bob", ["Writing", "Archery"])
    answer(g, "Archery")
    assert zone(g, "Bob", "forecast") == []
    assert "Destiny" in zone(g, "Bob", "achievements")
    ask(g, "Alice", ["yes", "no"], "yes_no")
    answer(g, "no")
    assert sorted(zone(g, "Alice", "forecast")) == ["Oars", "Road Building"]


# === Base: Software, Enterprise, Chemistry ================================================

# --- Software: "Draw and meld two {10}, then execute each of the second card's non-demand
# dogma effects. Do not share them." ------------------------------------------------------


def test_software_options_self_service_executed_offers_my_other_top_cards():
    g = game_of(
        ("Alice", {"board": {"blue": ["Software"], "red": ["Archery"], "yellow": ["Agriculture"]}}),
        ("Bob", {"board": {"green": ["Sailing"], "purple": ["Mysticism"]}}),
        sets=(),
        supply={"base": {"10": ["Miniaturization", "A.I.", "Self Service", "The Internet"]}},
    )
    answer(g, "dogma Software")
    # Self Service (the second 10): any other top card of Alice's board, Software and the
    # A.I. just melded included; not Self Service, not Bob's cards
    ask(g, "Alice", ["Software", "Archery", "Agriculture", "A.I."])
    answer(g, "A.I.")
    at_action(g, "Alice")
    assert sorted(zone(g, "Alice", "score")) == ["Miniaturization", "The Internet"]
    assert stack(g, "Alice", "green") == (["Self Service"], "none")
    assert stack(g, "Alice", "purple") == (["A.I."], "none")


def test_software_options_sharer_executes_his_second_card_on_his_zones():
    g = game_of(
        ("Alice", {"board": {"blue": ["Software"], "red": ["Archery"]}, "hand": ["Tools"]}),
        ("Bob", {"board": {"blue": ["Quantum Theory"]}, "hand": ["Oars", "Writing"]}),
        sets=(),
        supply={
            "base": {
                "10": [
                    "Miniaturization",
                    "Databases",
                    "Globalization",
                    "Stem Cells",
                    "A.I.",
                    "Self Service",
                    "The Internet",
                    "Bioengineering",
                ]
            }
        },
    )
    answer(g, "dogma Software")
    # Bob shares (3 clocks each) and goes first: he melds Globalization then Stem Cells
    # and executes Stem Cells: "you may score all cards from your hand" -- his hand
    ask(g, "Bob", ["yes", "no"], "yes_no")
    answer(g, "yes")
    assert sorted(zone(g, "Bob", "score")) == ["Miniaturization", "Oars", "Writing"]
    assert stack(g, "Bob", "yellow") == (["Stem Cells", "Globalization"], "none")
    # Alice melds A.I. then Self Service: her other top cards
    ask(g, "Alice", ["Software", "Archery", "A.I."])
    answer(g, "A.I.")
    # A.I. scored The Internet; the sharing bonus drew Bioengineering
    assert sorted(zone(g, "Alice", "hand")) == ["Bioengineering", "Tools"]
    assert sorted(zone(g, "Alice", "score")) == ["Databases", "The Internet"]


# --- Enterprise: "I demand you transfer a top non-purple card with a {crown} from your
# board to my board! ..." "You may splay your green cards right." ------------------------


def test_enterprise_options_green_right_asked_after_the_transferred_green_card():
    g = game_of(
        ("Alice", {"board": {"purple": ["Enterprise"], "green": ["Clothing"]}}),
        ("Bob", {"board": {"green": ["Sailing"], "red": ["Oars"]}}),
        sets=(),
        supply={"base": {"4": ["Perspective", "Anatomy"]}},
    )
    answer(g, "dogma Enterprise")
    ask(g, "Bob", ["Sailing", "Oars"])
    answer(g, "Sailing")
    # Bob draws and melds a 4 (Perspective); Alice's green has two cards now
    assert stack(g, "Bob", "yellow") == (["Perspective"], "none")
    ask_splay(g, "Alice", "green", "right")
    answer(g, "yes")
    assert stack(g, "Alice", "green") == (["Sailing", "Clothing"], "right")
    assert "green" not in player(g, "Bob")["board"]


def test_enterprise_options_green_one_card_not_asked():
    g = game_of(
        ("Alice", {"board": {"purple": ["Enterprise"], "green": ["Clothing"]}}),
        ("Bob", {"board": {"red": ["Oars"]}}),
        sets=(),
        supply={"base": {"4": ["Perspective", "Anatomy"]}},
    )
    answer(g, "dogma Enterprise")
    # Oars (Bob's only candidate) goes to Alice's red: green stays one card
    at_action(g, "Alice")
    assert stack(g, "Alice", "red") == (["Oars"], "none")
    assert stack(g, "Alice", "green") == (["Clothing"], "none")


# --- Chemistry: "You may splay your blue cards right." "Draw and score a card of value one
# higher than the highest top card on your board and then return a card from your score
# pile." -----------------------------------------------------------------------------------


def test_chemistry_options_sharer_asked_on_his_blue_alice_not():
    g = game_of(
        ("Alice", {"board": {"blue": ["Chemistry"]}, "score": ["Pottery"]}),
        ("Bob", {"board": {"red": ["Coal"], "blue": ["Writing", "Tools"]}}),
        sets=(),
        supply={"base": {"6": ["Canning", "Classification", "Vaccination"]}},
    )
    answer(g, "dogma Chemistry")
    ask_splay(g, "Bob", "blue", "right")
    answer(g, "yes")
    assert stack(g, "Bob", "blue") == (["Writing", "Tools"], "right")
    # Alice's blue is Chemistry alone: not asked. Bob scored Canning (Coal, 5, + 1) and
    # returns it without a question (his only score card); Alice chooses in her pile
    assert zone(g, "Bob", "score") == []
    ask(g, "Alice", ["Pottery", "Classification"])
    answer(g, "Pottery")
    assert zone(g, "Alice", "score") == ["Classification"]


# === Echo effects executed by a sharing player: his choices, on his zones =================


def test_flute_options_sharer_splays_one_of_his_colours():
    # "You may splay one color of your cards left."
    g = game_of(
        (
            "Alice",
            {"board": {"purple": ["Flute"], "blue": ["Writing", "Tools"], "red": ["Archery"]}},
        ),
        (
            "Bob",
            {
                "board": {
                    "red": ["Oars", "Metalworking"],
                    "yellow": {"cards": ["Canal Building", "Masonry"], "splay": "right"},
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "left"},
                    "blue": ["Mathematics"],
                }
            },
        ),
    )
    answer(g, "dogma Flute")
    # Bob shares (crowns): red (unsplayed), yellow (right); not green (left already),
    # not blue (one card)
    ask(g, "Bob", ["red", "yellow", None], "choose_color")
    answer(g, "yellow")
    assert stack(g, "Bob", "yellow") == (["Canal Building", "Masonry"], "left")
    # Alice: only her blue would change: a yes/no
    ask_splay(g, "Alice", "blue", "left")
    answer(g, "no")
    assert stack(g, "Alice", "blue") == (["Writing", "Tools"], "none")


def test_clock_options_sharer_tie_for_most_cards_alice_most_already_right():
    # "You may splay your color with the most cards right."
    g = game_of(
        (
            "Alice",
            {
                "board": {
                    "purple": ["Clock"],
                    "yellow": {
                        "cards": ["Agriculture", "Masonry", "Domestication"],
                        "splay": "right",
                    },
                }
            },
        ),
        (
            "Bob",
            {
                "board": {
                    "red": ["Archery", "Oars"],
                    "blue": ["Writing", "Tools"],
                    "green": ["Sailing"],
                }
            },
        ),
    )
    answer(g, "dogma Clock")
    ask(g, "Bob", ["red", "blue", None], "choose_color")
    answer(g, "blue")
    assert stack(g, "Bob", "blue") == (["Writing", "Tools"], "right")
    assert stack(g, "Bob", "red") == (["Archery", "Oars"], "none")
    # Alice's colour with the most cards (yellow) is splayed right already: nothing asked
    at_action(g, "Alice")
    assert stack(g, "Alice", "yellow") == (
        ["Agriculture", "Masonry", "Domestication"],
        "right",
    )


def test_loom_options_sharer_lowest_of_his_top_cards():
    # "Score your lowest top card."
    g = game_of(
        ("Alice", {"board": {"red": ["Loom"], "blue": ["Writing"], "purple": ["City States"]}}),
        (
            "Bob",
            {
                "board": {
                    "red": ["Coal"],
                    "blue": ["Tools"],
                    "green": ["Sailing"],
                    "yellow": ["Fermenting"],
                }
            },
        ),
    )
    answer(g, "dogma Loom")
    ask(g, "Bob", ["Tools", "Sailing"])
    answer(g, "Sailing")
    assert zone(g, "Bob", "score") == ["Sailing"]
    ask(g, "Alice", ["Writing", "City States"])


def test_photography_options_sharer_melds_from_his_forecast():
    # "Meld a card from your forecast."
    g = game_of(
        ("Alice", {"board": {"blue": ["Photography"]}, "forecast": ["Calendar"]}),
        ("Bob", {"board": {"purple": ["Philosophy"]}, "forecast": ["Oars", "Writing", "Canning"]}),
    )
    answer(g, "dogma Photography")
    ask(g, "Bob", ["Oars", "Writing", "Canning"])
    answer(g, "Canning")
    assert stack(g, "Bob", "yellow") == (["Canning"], "none")
    assert sorted(zone(g, "Bob", "forecast")) == ["Oars", "Writing"]
    # Alice's only forecast card is melded without a question
    assert stack(g, "Alice", "blue") == (["Calendar", "Photography"], "none")


def test_elevator_options_sharer_top_or_bottom_of_his_green():
    # "Score your top or bottom green card."
    g = game_of(
        ("Alice", {"board": {"yellow": ["Elevator"], "green": ["Clothing", "Sailing"]}}),
        ("Bob", {"board": {"red": ["Flight"], "green": ["Paper", "Compass", "The Wheel"]}}),
    )
    answer(g, "dogma Elevator")
    ask(g, "Bob", ["Paper", "The Wheel"])  # not Compass (neither top nor bottom)
    answer(g, "The Wheel")
    assert stack(g, "Bob", "green") == (["Paper", "Compass"], "none")
    assert zone(g, "Bob", "score") == ["The Wheel"]
    ask(g, "Alice", ["Clothing", "Sailing"])


def test_ice_cream_options_sharer_his_non_purple_top_cards_without_bonus():
    # "Score a non-purple top card from your board without a bonus."
    g = game_of(
        ("Alice", {"board": {"purple": ["Ice Cream"], "red": ["Archery"]}}),
        (
            "Bob",
            {
                "board": {
                    "green": ["Clothing"],
                    "blue": ["Dice"],
                    "purple": ["Code of Laws"],
                    "yellow": ["Agriculture"],
                }
            },
        ),
    )
    answer(g, "dogma Ice Cream")
    ask(g, "Bob", ["Clothing", "Agriculture"])  # not Dice (a bonus), not Code of Laws
    answer(g, "Agriculture")
    assert zone(g, "Bob", "score") == ["Agriculture"]
    # Alice's only candidate, Archery, is scored without a question
    assert zone(g, "Alice", "score") == ["Archery"]


def test_wristwatch_options_sharer_his_non_yellow_top_cards():
    # "Take a non-yellow top card from your board and tuck it."
    g = game_of(
        ("Alice", {"board": {"yellow": ["Wristwatch"], "green": ["Sailing", "Clothing"]}}),
        ("Bob", {"board": {"red": ["Coal"], "blue": ["Tools", "Writing"], "yellow": ["Canning"]}}),
    )
    answer(g, "dogma Wristwatch")
    ask(g, "Bob", ["Coal", "Tools"])
    answer(g, "Tools")
    assert stack(g, "Bob", "blue") == (["Writing", "Tools"], "none")
    assert stack(g, "Alice", "green") == (["Clothing", "Sailing"], "none")  # forced


def test_bandage_options_sharer_melds_a_leaf_card_from_his_hand():
    # "Meld a card from hand with a {leaf}."
    g = game_of(
        ("Alice", {"board": {"red": ["Bandage"]}, "hand": ["Agriculture", "Oars"]}),
        (
            "Bob",
            {"board": {"green": ["Clothing"]}, "hand": ["Pottery", "Archery", "Statistics"]},
        ),
    )
    answer(g, "dogma Bandage")
    ask(g, "Bob", ["Pottery", "Statistics"])
    answer(g, "Statistics")
    assert stack(g, "Bob", "yellow") == (["Statistics"], "none")
    assert stack(g, "Alice", "yellow") == (["Agriculture"], "none")  # her only leaf card


def test_morphine_options_sharer_scores_an_odd_card_of_his_hand():
    # "Score an odd-valued card from your hand."
    g = game_of(
        ("Alice", {"board": {"yellow": ["Morphine"]}, "hand": ["Tools", "Calendar"]}),
        ("Bob", {"board": {"blue": ["Writing"]}, "hand": ["Oars", "Mathematics", "Paper"]}),
    )
    answer(g, "dogma Morphine")
    ask(g, "Bob", ["Oars", "Paper"])
    answer(g, "Paper")
    assert zone(g, "Bob", "score") == ["Paper"]
    assert zone(g, "Alice", "score") == ["Tools"]  # her only odd card


# === Several cards at once: the order asked only within one pile or stack ==================


def test_pressure_cooker_options_return_order_then_draw_order():
    # "Return all cards from your hand. For each top card on your board with a bonus, draw
    # a card of value equal to that bonus."
    g = game_of(
        (
            "Alice",
            {
                "board": {
                    "yellow": ["Pressure Cooker"],
                    "blue": ["Dice"],
                    "purple": ["Chaturanga"],
                },
                "hand": ["Oars", "Archery", "Calendar"],
            },
        ),
        ("Bob", {}),
        supply={
            "base": {"1": ["Tools"], "3": ["Paper"], "5": ["Coal"]},
            "echoes": {"1": ["Bell"], "3": ["Novel"], "5": ["Piano"]},
        },
    )
    answer(g, "dogma Pressure Cooker")
    # Oars and Archery go to the 1 pile; Calendar alone to the 2 pile
    ask(g, "Alice", ["Oars", "Archery"], "choose_card")
    answer(g, "Archery")
    assert g.to_position()["supply"]["base"]["1"][-2:] == ["Archery", "Oars"]
    # bonuses 5, 1, 3: the order of the draws (the Echoes draw rule reads the hand)
    ask(g, "Alice", [1, 3, 5], "choose_value")
    answer(g, 3)  # Paper (empty hand: a base card)
    ask(g, "Alice", [1, 5], "choose_value")
    answer(g, 1)  # Bell (Paper in hand, no Echoes card)
    at_action(g, "Alice")
    assert sorted(zone(g, "Alice", "hand")) == ["Bell", "Coal", "Paper"]


def test_electricity_options_return_order_within_the_1_pile():
    # "Return all your top cards without a {factory}, then draw an {8} for each card you
    # returned."
    g = game_of(
        (
            "Alice",
            {
                "board": {
                    "green": ["Electricity"],
                    "red": ["Archery"],
                    "blue": ["Writing"],
                    "yellow": ["Masonry"],
                    "purple": ["Philosophy"],
                }
            },
        ),
        ("Bob", {}),
        sets=(),
        supply={"base": {"8": ["Flight", "Mobility", "Rocketry", "Socialism"]}},
    )
    answer(g, "dogma Electricity")
    ask(g, "Alice", ["Archery", "Writing", "Masonry"], "choose_card")  # not Philosophy
    answer(g, "Writing")
    ask(g, "Alice", ["Archery", "Masonry"], "choose_card")
    answer(g, "Masonry")
    at_action(g, "Alice")
    assert g.to_position()["supply"]["base"]["1"][-3:] == ["Writing", "Masonry", "Archery"]
    assert sorted(zone(g, "Alice", "hand")) == ["Flight", "Mobility", "Rocketry", "Socialism"]
    assert list(player(g, "Alice")["board"]) == ["green"]


def test_vaccination_options_victim_orders_his_lowest_of_one_pile():
    # "I demand you return all the lowest cards in your score pile!"
    g = game_of(
        ("Alice", {"board": {"yellow": ["Vaccination"]}}),
        ("Bob", {"score": ["Oars", "Tools", "Bell", "Calendar"]}),
        supply={"base": {"6": ["Canning"], "7": ["Lighting"]}},
    )
    answer(g, "dogma Vaccination")
    # the 1s: Oars and Tools to the base 1 pile (ordered), Bell to the Echoes 1 pile;
    # Calendar (a 2) stays
    ask(g, "Bob", ["Oars", "Tools"], "choose_card")
    answer(g, "Tools")
    at_action(g, "Alice")
    assert zone(g, "Bob", "score") == ["Calendar"]
    assert g.to_position()["supply"]["base"]["1"][-2:] == ["Tools", "Oars"]
    assert stack(g, "Bob", "yellow") == (["Canning"], "none")
    assert stack(g, "Alice", "purple") == (["Lighting"], "none")


def test_machine_gun_options_return_order_of_top_non_red_fixed_at_start():
    # "Return all your top non-red cards." (Tools, uncovered meanwhile, stays: rulings.md)
    g = game_of(
        (
            "Alice",
            {
                "board": {
                    "red": ["Machine Gun"],
                    "blue": ["Writing", "Tools"],
                    "green": ["Sailing"],
                    "purple": ["Chaturanga"],
                }
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Machine Gun")
    ask(g, "Alice", ["Writing", "Sailing"], "choose_card")  # Chaturanga: the Echoes 2 pile
    answer(g, "Sailing")
    at_action(g, "Alice")
    assert g.to_position()["supply"]["base"]["1"][-2:] == ["Sailing", "Writing"]
    assert stack(g, "Alice", "blue") == (["Tools"], "none")
    assert sorted(player(g, "Alice")["board"]) == ["blue", "red"]


def test_camcorder_options_meld_order_within_a_stack_and_return_order():
    # "Meld all {9} from your hand. Return all other cards from your hand. Draw three {9}."
    g = game_of(
        (
            "Alice",
            {
                "board": {"red": ["Camcorder"]},
                "hand": ["Computers", "Genetics", "Satellites", "Oars", "Archery"],
            },
        ),
        ("Bob", {"hand": ["Tools"]}),
        supply={
            "base": {"9": ["Fission", "Composites", "Ecology", "Suburbia"]},
            "echoes": {"9": ["Laser"]},
        },
    )
    answer(g, "dogma Camcorder")
    # Bob gives Tools and draws Fission
    assert zone(g, "Bob", "hand") == ["Fission"]
    # two blue 9s onto one stack: their order; Satellites alone in green
    ask(g, "Alice", ["Computers", "Genetics"], "choose_card")
    answer(g, "Computers")
    assert stack(g, "Alice", "blue") == (["Genetics", "Computers"], "none")
    assert stack(g, "Alice", "green") == (["Satellites"], "none")
    ask(g, "Alice", ["Oars", "Archery", "Tools"], "choose_card")
    answer(g, "Tools")
    ask(g, "Alice", ["Oars", "Archery"], "choose_card")
    answer(g, "Oars")
    at_action(g, "Alice")
    assert g.to_position()["supply"]["base"]["1"][-3:] == ["Tools", "Oars", "Archery"]
    # Composites; then (no Echoes card in hand) Laser; then Ecology
    assert sorted(zone(g, "Alice", "hand")) == ["Composites", "Ecology", "Laser"]


def test_typewriter_options_return_order_within_the_1_pile():
    # "Return all cards from your hand. Draw a {6}. For each color of card returned, draw a
    # card of the next higher value."
    g = game_of(
        (
            "Alice",
            {"board": {"blue": ["Typewriter"]}, "hand": ["Oars", "Archery", "Calendar", "Bell"]},
        ),
        ("Bob", {}),
        supply={
            "base": {"6": ["Canning"], "7": ["Lighting"], "8": ["Flight"], "9": ["Fission"]},
            "echoes": {"7": ["Jeans"], "8": ["Nylon"], "9": ["Laser"]},
        },
    )
    answer(g, "dogma Typewriter")
    ask(g, "Alice", ["Oars", "Archery"], "choose_card")  # Calendar, Bell: other piles
    answer(g, "Oars")
    at_action(g, "Alice")
    assert g.to_position()["supply"]["base"]["1"][-2:] == ["Oars", "Archery"]
    # red, blue, purple returned: a 6, then 7, 8, 9 (the Echoes draw rule after Canning)
    assert sorted(zone(g, "Alice", "hand")) == ["Canning", "Fission", "Flight", "Jeans"]


def test_sliced_bread_options_echo_return_order_then_score_card():
    # echo "Return all cards from your hand and draw two {8}." "Return a card from your
    # score pile. Draw and score two cards of value one less than the value of the card
    # returned."
    g = game_of(
        (
            "Alice",
            {
                "board": {"green": ["Sliced Bread"]},
                "hand": ["Oars", "Archery", "Calendar"],
                "score": ["Coal", "Paper"],
            },
        ),
        ("Bob", {}),
        supply={
            "base": {
                "8": ["Flight"],
                "4": ["Anatomy", "Invention"],
                "2": ["Fermenting", "Currency"],
            },
            "echoes": {"8": ["Bandage"]},
        },
    )
    answer(g, "dogma Sliced Bread")
    ask(g, "Alice", ["Oars", "Archery"], "choose_card")
    answer(g, "Archery")
    assert sorted(zone(g, "Alice", "hand")) == ["Bandage", "Flight"]
    ask(g, "Alice", ["Coal", "Paper"])
    answer(g, "Coal")
    at_action(g, "Alice")
    assert sorted(zone(g, "Alice", "score")) == ["Anatomy", "Invention", "Paper"]


def test_physics_options_return_order_of_the_drawn_6s():
    # "Draw three {6} and reveal them. If two or more of the drawn cards are the same
    # color, return the drawn cards and all cards in your hand."
    g = game_of(
        ("Alice", {"board": {"blue": ["Physics"]}, "hand": ["Oars"]}),
        ("Bob", {}),
        sets=(),
        supply={"base": {"6": ["Canning", "Vaccination", "Atomic Theory", "Encyclopedia"]}},
    )
    answer(g, "dogma Physics")
    # three 6s to the 6 pile (ordered); Oars alone to the 1 pile
    ask(g, "Alice", ["Canning", "Vaccination", "Atomic Theory"], "choose_card")
    answer(g, "Vaccination")
    ask(g, "Alice", ["Canning", "Atomic Theory"], "choose_card")
    answer(g, "Atomic Theory")
    at_action(g, "Alice")
    assert zone(g, "Alice", "hand") == []
    assert g.to_position()["supply"]["base"]["6"][-3:] == [
        "Vaccination",
        "Atomic Theory",
        "Canning",
    ]


def test_plumbing_options_covered_echo_executed_by_sharer_on_his_bottom_cards():
    # Alice activates Archery; Plumbing under it, splayed right, shows its echo effect
    # ("Score a bottom card from your board"): Bob shares it, with HIS bottom cards.
    g = game_of(
        (
            "Alice",
            {"board": {"red": {"cards": ["Archery", "Plumbing"], "splay": "right"}}},
        ),
        (
            "Bob",
            {
                "board": {
                    "red": ["Oars", "Metalworking"],
                    "blue": ["Tools"],
                    "purple": ["Mysticism"],
                }
            },
        ),
    )
    answer(g, "dogma Archery")
    ask(g, "Bob", ["Metalworking", "Tools", "Mysticism"])
    answer(g, "Metalworking")
    assert zone(g, "Bob", "score") == ["Metalworking"]
    assert stack(g, "Bob", "red") == (["Oars"], "none")
    # Alice's only bottom card is Plumbing itself: scored without a question
    assert zone(g, "Alice", "score") == ["Plumbing"]
    assert stack(g, "Alice", "red") == (["Archery"], "none")


def test_kobukson_options_sharer_splays_on_any_players_board():
    # echo "Splay left one color on any player's board." executed by Bob: Alice's board too
    g = game_of(
        ("Alice", {"board": {"red": ["Kobukson", "Archery"], "blue": ["Writing", "Tools"]}}),
        (
            "Bob",
            {
                "board": {
                    "red": ["Coal", "Oars"],
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "left"},
                    "yellow": ["Masonry"],
                }
            },
        ),
        supply={"base": {"4": ["Anatomy", "Perspective", "Invention"]}},
    )
    answer(g, "dogma Kobukson")
    # Alice's red and blue, Bob's red; not Bob's green (left already) nor yellow (one card)
    ask(g, "Bob", ["Alice: red", "Alice: blue", "Bob: red"])
    answer(g, "Alice: blue")
    assert stack(g, "Alice", "blue") == (["Writing", "Tools"], "left")
    # then Alice's own echo: her blue is left now
    ask(g, "Alice", ["Alice: red", "Bob: red"])
