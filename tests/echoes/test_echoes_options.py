"""Echoes of the Past: each choice offers exactly what the printed text allows.

Written as an outside checker, from the printed card texts, the rules and
docs/rulings.md only (the documented API: a position in, decisions answered,
the position out). For each card whose text makes a player choose, a position
where the candidates are not obvious, and an assertion that the decision
offers exactly those candidates.
"""

from __future__ import annotations

from outside import answer, ask, make, player, stack, zone

import inno


def echoes_game(*players, supply=None, **rest) -> inno.Game:
    """A game with Echoes; ``players`` are (name, zones) pairs, the first one to act."""
    return make([{"name": n, **z} for n, z in players], ("echoes",), supply=supply, **rest)


# --- Kobukson: "Splay left one color on any player's board." ---------------------------


def test_kobukson_options_any_players_board():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "red": ["Kobukson", "Archery"],
                    "blue": ["Writing"],
                    "green": {"cards": ["The Wheel", "Sailing"], "splay": "left"},
                }
            },
        ),
        (
            "Bob",
            {
                "board": {
                    "yellow": ["Agriculture", "Domestication"],
                    "purple": {"cards": ["Code of Laws", "City States"], "splay": "right"},
                    "green": ["Clothing"],
                }
            },
        ),
        supply={"base": {"4": ["Anatomy", "Perspective"]}},
    )
    answer(g, "dogma Kobukson")
    # own red, Bob's yellow and Bob's purple (splayed right): not a one-card stack, not
    # a stack already splayed left
    ask(g, "Alice", ["Alice: red", "Bob: yellow", "Bob: purple"])
    answer(g, "Bob: purple")
    assert stack(g, "Bob", "purple") == (["Code of Laws", "City States"], "left")
    assert stack(g, "Alice", "red") == (["Kobukson", "Archery"], "none")


# --- Helicopter -----------------------------------------------------------------------


def test_helicopter_options_any_board_other_than_helicopter():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {"red": ["Helicopter", "Archery"], "blue": ["Writing"]},
                "hand": ["Pottery", "Tools", "Oars", "Metalworking"],
            },
        ),
        ("Bob", {"board": {"green": ["Clothing", "The Wheel"], "yellow": ["Agriculture"]}}),
    )
    answer(g, "dogma Helicopter")
    # a top card of any board (own included), not Helicopter, not a covered card
    ask(g, "Alice", ["Writing", "Clothing", "Agriculture"])
    answer(g, "Clothing")
    assert zone(g, "Bob", "score") == ["Clothing"]
    # Clothing has {crown} and {leaf}: Pottery ({leaf}) and Oars ({crown}) share one
    ask(g, "Alice", ["Pottery", "Oars", None])
    answer(g, None)
    assert g.pending.kind == "action"
    assert sorted(zone(g, "Alice", "hand")) == ["Metalworking", "Oars", "Pottery", "Tools"]


# --- Hot Air Balloon ------------------------------------------------------------------


def test_hot_air_balloon_options_other_players_matching_eligible():
    g = echoes_game(
        ("Alice", {"board": {"green": ["Hot Air Balloon"], "red": ["Metalworking"]}}),
        (
            "Bob",
            {
                "board": {"red": ["Construction"], "green": ["Clothing"]},
                "achievements": ["Calendar"],
            },
        ),
        (
            "Carol",
            {
                "board": {"green": ["Compass"], "red": ["Oars"]},
                "achievements": ["Alchemy", "Pottery"],
            },
        ),
        supply={"base": {"7": ["Evolution"]}},
    )
    answer(g, "dogma Hot Air Balloon")
    # the echo scored Evolution: 7 + the bonus 7 = 14 points, eligible for 1 and 2 only.
    # Bob's 2 (he holds a 2), Carol's 1 (she holds a 1); not Bob's 1 (Carol's 1 does
    # not count for Bob), not Carol's 3 (not eligible), not Alice's own board
    assert zone(g, "Alice", "score") == ["Evolution"]
    ask(g, "Alice", ["Construction", "Oars", None])
    answer(g, "Oars")
    assert zone(g, "Alice", "achievements") == ["Oars"]
    assert stack(g, "Carol", "green") == (["Hot Air Balloon", "Compass"], "none")
    assert "red" not in player(g, "Carol")["board"]


# --- Perfume demand ---------------------------------------------------------------------


def test_perfume_options_different_value_from_any_of_my_top_cards():
    g = echoes_game(
        ("Alice", {"board": {"blue": ["Perfume"], "red": ["Construction"]}}),
        (
            "Bob",
            {
                "board": {
                    "green": ["Clothing"],
                    "blue": ["Calendar"],
                    "yellow": ["Medicine"],
                    "purple": ["Reformation"],
                }
            },
        ),
        supply={"base": {"1": ["Pottery"], "4": ["Anatomy"]}},
    )
    answer(g, "dogma Perfume")
    # Alice's top cards are a 1 and a 2: Bob's 3 and 4 only
    ask(g, "Bob", ["Medicine", "Reformation"])
    answer(g, "Reformation")
    assert stack(g, "Alice", "purple") == (["Reformation"], "none")
    assert stack(g, "Bob", "yellow") == (["Anatomy", "Medicine"], "none")


# --- Horseshoes demand ------------------------------------------------------------------


def test_horseshoes_options_top_card_without_castle_or_factory():
    g = echoes_game(
        (
            "Alice",
            {"board": {"red": ["Horseshoes"], "yellow": ["Masonry"], "purple": ["Mysticism"]}},
        ),
        (
            "Bob",
            {
                "board": {
                    "red": ["Oars"],
                    "blue": ["Chemistry"],
                    "green": ["Clothing"],
                    "yellow": ["Canal Building"],
                    "purple": ["Code of Laws", "Monotheism"],
                }
            },
        ),
        supply={"base": {"2": ["Calendar", "Currency"]}},
    )
    answer(g, "dogma Horseshoes")
    ask(g, "Bob", ["Clothing", "Canal Building", "Code of Laws"])
    answer(g, "Code of Laws")
    assert stack(g, "Alice", "purple") == (["Code of Laws", "Mysticism"], "none")
    assert stack(g, "Bob", "purple") == (["Monotheism"], "none")


# --- Shuriken demand --------------------------------------------------------------------


def test_shuriken_options_top_non_red_with_castle_or_lightbulb():
    g = echoes_game(
        ("Alice", {"board": {"red": ["Shuriken"]}}),
        (
            "Bob",
            {
                "board": {
                    "red": ["Archery"],
                    "blue": ["Tools"],
                    "green": ["Clothing"],
                    "yellow": ["Masonry"],
                    "purple": ["Education", "Code of Laws"],
                }
            },
        ),
        supply={"base": {"4": ["Anatomy"]}},
    )
    answer(g, "dogma Shuriken")
    ask(g, "Bob", ["Tools", "Masonry", "Education"])
    answer(g, "Education")
    assert stack(g, "Alice", "purple") == (["Education"], "none")
    assert zone(g, "Bob", "hand") == ["Anatomy"]


# --- Octant demand ----------------------------------------------------------------------


def test_octant_options_top_non_red_with_leaf_or_factory():
    g = echoes_game(
        ("Alice", {"board": {"red": ["Octant"]}}),
        (
            "Bob",
            {
                "board": {
                    "red": ["Coal"],
                    "blue": ["Pottery"],
                    "green": ["The Wheel"],
                    "yellow": ["Steam Engine"],
                    "purple": ["Mysticism"],
                }
            },
        ),
        supply={"base": {"6": ["Canning", "Vaccination"]}},
    )
    answer(g, "dogma Octant")
    ask(g, "Bob", ["Pottery", "Steam Engine"])
    answer(g, "Steam Engine")
    assert stack(g, "Alice", "yellow") == (["Steam Engine"], "none")


# --- ATM ----------------------------------------------------------------------------------


def test_atm_options_any_value_and_highest_without_crown_tie():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "yellow": ["ATM"],
                    "blue": ["Translation"],
                    "green": ["Sailing"],
                    "purple": ["City States"],
                }
            },
        ),
        (
            "Bob",
            {
                "board": {
                    "yellow": ["Statistics"],
                    "red": ["Engineering"],
                    "blue": ["Alchemy"],
                    "green": ["Navigation"],
                    "purple": ["Code of Laws"],
                }
            },
        ),
        supply={"base": {"2": ["Calendar"]}},
    )
    answer(g, "dogma ATM")
    ask(g, "Alice", list(range(1, 11)))  # the echo: "a card of any value"
    answer(g, 2)
    assert zone(g, "Alice", "score") == ["Calendar"]
    # highest non-yellow without a crown: Engineering and Alchemy tie at 3 (Statistics is
    # yellow, Navigation has crowns)
    ask(g, "Bob", ["Engineering", "Alchemy"])
    answer(g, "Alchemy")
    assert stack(g, "Alice", "blue") == (["Alchemy", "Translation"], "none")


# --- Television: "Choose a value and an opponent." ------------------------------------


def test_television_options_opponents_not_teammate():
    g = echoes_game(
        ("Alice", {"board": {"purple": ["Television"]}}),
        ("Bob", {"score": ["Oars", "Calendar"], "achievements": ["Tools"]}),
        ("Carol", {"score": ["Mysticism"]}),
        ("Dave", {"score": ["Archery"]}),
        supply={"base": {"8": ["Antibiotics"]}},
        options={"teams": True},
    )
    answer(g, "dogma Television")
    d = g.pending
    assert d.kind == "choose_value", d
    assert sorted(d.options) == list(range(1, 11)), d.options
    answer(g, 1)
    ask(g, "Alice", ["Bob", "Dave"])  # Carol is Alice's teammate, not an opponent
    answer(g, "Bob")
    assert stack(g, "Bob", "red") == (["Oars"], "none")


# --- Elevator ---------------------------------------------------------------------------


def test_elevator_options_top_or_bottom_green_then_values_present():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "yellow": ["Elevator"],
                    "green": ["Sailing", "Clothing", "The Wheel"],
                },
                "score": ["Compass", "Alchemy"],
            },
        ),
        ("Bob", {"hand": ["Paper", "Pottery"], "score": ["Translation"]}),
    )
    answer(g, "dogma Elevator")
    ask(g, "Alice", ["Sailing", "The Wheel"])  # the echo: top or bottom green card
    answer(g, "The Wheel")
    ask(g, "Alice", [1, 3])  # the values present in the score pile, The Wheel's 1 included
    answer(g, 3)
    ask(g, "Alice", ["all other players' hands", "all other players' score piles"])
    answer(g, "all other players' score piles")
    assert sorted(zone(g, "Alice", "score")) == ["Alchemy", "Compass", "The Wheel", "Translation"]
    assert sorted(zone(g, "Bob", "hand")) == ["Paper", "Pottery"]


# --- Telegraph: "You may choose an opponent and a color." -------------------------------


def test_telegraph_options_opponent_colours_that_change_the_splay():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "green": ["Telegraph"],
                    "red": ["Oars", "Archery"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                }
            },
        ),
        (
            "Bob",
            {
                "board": {
                    "red": {"cards": ["Construction", "Metalworking"], "splay": "right"},
                    "yellow": {"cards": ["Masonry", "Domestication"], "splay": "up"},
                }
            },
        ),
        ("Carol", {"board": {"blue": {"cards": ["Alchemy", "Pottery"], "splay": "left"}}}),
    )
    answer(g, "dogma Telegraph")
    # Bob's red is splayed right; Bob has no blue (unsplayed): Alice's blue is unsplayed.
    # Carol's blue is left like Alice's, her red (none) like Alice's; Alice has no yellow.
    ask(g, "Alice", ["Bob: red", "Bob: blue", None])
    answer(g, "Bob: blue")
    assert stack(g, "Alice", "blue") == (["Writing", "Tools"], "none")


# --- Crossbow: "Transfer a card from your hand to any other player's board." -------------


def test_crossbow_options_card_then_other_player():
    g = echoes_game(
        ("Alice", {"board": {"red": ["Crossbow"]}, "hand": ["Pottery", "Oars"]}),
        ("Bob", {}),
        ("Carol", {}),
    )
    answer(g, "dogma Crossbow")
    ask(g, "Alice", ["Pottery", "Oars"])
    answer(g, "Oars")
    ask(g, "Alice", ["Bob", "Carol"])  # any other player
    answer(g, "Carol")
    assert stack(g, "Carol", "red") == (["Oars"], "none")
    assert zone(g, "Alice", "hand") == ["Pottery"]


# --- Seed Drill -------------------------------------------------------------------------


def test_seed_drill_options_top_card_below_3_and_deck():
    g = echoes_game(
        ("Alice", {"board": {"green": ["Seed Drill"], "blue": ["Pottery"]}}),
        ("Bob", {"board": {"red": ["Archery"], "blue": ["Mathematics"], "green": ["Compass"]}}),
        supply={"base": {"3": ["Paper"], "5": ["Coal"]}},
        empty=[("base", 4)],
    )
    answer(g, "dogma Seed Drill")
    ask(g, "Bob", ["Archery", "Mathematics"])  # Compass is a 3: not less than 3
    answer(g, "Mathematics")
    assert "blue" not in player(g, "Bob")["board"]
    # "Choose the 3, 4, or 5 deck" (the 4 deck is empty)
    ask(g, "Alice", [3, 4, 5], "choose_value")
    answer(g, 5)
    ask(g, "Alice", ["yes", "no"])


# --- Ice Cream ---------------------------------------------------------------------------


def test_ice_cream_options_non_purple_top_without_bonus_and_decks():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "purple": ["Ice Cream"],
                    "red": ["Archery"],
                    "blue": ["Perfume"],
                    "green": ["Sailing"],
                    "yellow": ["Chopsticks"],
                }
            },
        ),
        ("Bob", {}),
        supply={"base": {"1": ["Pottery"]}},
    )
    answer(g, "dogma Ice Cream")
    ask(g, "Alice", ["Archery", "Sailing", "Chopsticks"])
    answer(g, "Chopsticks")
    assert zone(g, "Alice", "score") == ["Chopsticks"]
    assert stack(g, "Bob", "blue") == (["Pottery"], "none")
    ask(g, "Alice", [6, 7, 8, 9], "choose_value")


# --- Jeans: "Choose two different values less than 7." ---------------------------------


def test_jeans_options_two_different_values_below_7():
    g = echoes_game(
        ("Alice", {"board": {"green": ["Jeans"]}}),
        ("Bob", {}),
        supply={
            "base": {"9": ["Computers"], "2": ["Calendar"]},
            "echoes": {"9": ["Wristwatch"], "5": ["Coke"]},
        },
    )
    answer(g, "dogma Jeans")
    ask(g, "Alice", ["Computers", "Wristwatch"])  # the echo: return one of the two 9s
    answer(g, "Wristwatch")
    assert zone(g, "Alice", "forecast") == ["Computers"]
    ask(g, "Alice", [1, 2, 3, 4, 5, 6])
    answer(g, 2)
    ask(g, "Alice", [1, 3, 4, 5, 6])  # different from the 2
    answer(g, 5)
    ask(g, "Alice", ["Calendar", "Coke"])  # meld one (the 5 is an Echoes card)


# --- Social Networking: "I demand you choose an icon type!" ----------------------------


def test_social_networking_options_six_icon_types():
    g = echoes_game(
        ("Alice", {"board": {"red": ["Social Networking"]}}),
        ("Bob", {"board": {"blue": ["Writing"], "green": ["Clothing"]}}),
    )
    answer(g, "dogma Social Networking")
    ask(g, "Bob", ["crown", "leaf", "lightbulb", "castle", "factory", "clock"])
    answer(g, "leaf")
    assert zone(g, "Alice", "score") == ["Writing"]
    assert stack(g, "Bob", "green") == (["Clothing"], "none")


# --- Tuning Fork: "Look at the top card of any deck" ---------------------------------


def test_tuning_fork_options_any_non_empty_deck():
    g = echoes_game(
        ("Alice", {"board": {"purple": ["Tuning Fork"]}, "hand": ["Pottery", "Calendar"]}),
        ("Bob", {}),
        empty=[("base", 10), ("echoes", 3)],
    )
    answer(g, "dogma Tuning Fork")
    decks = [f"base {a}" for a in range(1, 10)] + [f"echoes {a}" for a in range(1, 11) if a != 3]
    ask(g, "Alice", decks)
    answer(g, "echoes 10")
    ask(g, "Alice", ["Pottery", "Calendar"])  # "Return a card from your hand"


# --- Sunglasses ----------------------------------------------------------------------------


def test_sunglasses_options_echo_and_splays():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "purple": {
                        "cards": ["Sunglasses", "City States", "Code of Laws"],
                        "splay": "up",
                    },
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                    "green": ["Sailing", "The Wheel"],
                    "yellow": ["Agriculture"],
                },
                "hand": ["Metalworking", "Pottery", "Clothing", "Domestication", "Mysticism"],
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Sunglasses")
    # the echo: a hand card of a splayed colour (purple, red and blue are splayed)
    ask(g, "Alice", ["Metalworking", "Pottery", "Mysticism"])
    answer(g, "Mysticism")
    assert zone(g, "Alice", "score") == ["Mysticism"]
    # purple like red (left) or blue (right); red, blue, green up like purple; not the
    # one-card yellow
    ask(
        g,
        "Alice",
        [
            "splay purple left",
            "splay purple right",
            "splay red up",
            "splay blue up",
            "splay green up",
            None,
        ],
    )
    answer(g, "splay green up")
    assert stack(g, "Alice", "green") == (["Sailing", "The Wheel"], "up")


# --- Barometer: "a bonus on any board" -------------------------------------------------


def test_barometer_options_visible_bonus_on_any_board():
    g = echoes_game(
        ("Alice", {"board": {"yellow": ["Barometer"], "red": ["Crossbow"]}}),
        (
            "Bob",
            {
                "board": {
                    "red": ["Plumbing"],
                    "blue": {"cards": ["Writing", "Dice"], "splay": "right"},
                    "green": ["The Wheel", "Chintz"],
                }
            },
        ),
        supply={"base": {"3": ["Paper"]}},
    )
    answer(g, "dogma Barometer")
    # Alice's Crossbow (3), Bob's Plumbing (2) and Dice (1, shown by the right splay);
    # not Chintz's 4 (covered, unsplayed)
    ask(g, "Alice", [1, 2, 3], "choose_value")
    answer(g, 1)
    assert zone(g, "Alice", "forecast") == ["Paper"]


# --- Piano: "a value present in any player's hand" -------------------------------------


def test_piano_options_values_in_any_hand():
    g = echoes_game(
        ("Alice", {"board": {"purple": ["Piano"]}, "hand": ["Pottery", "Gunpowder"]}),
        ("Bob", {"hand": ["Calendar", "Oars"]}),
        ("Carol", {"score": ["Coal"], "forecast": ["Pencil"]}),
        supply={"echoes": {"2": ["Lever"]}},
    )
    answer(g, "dogma Piano")
    ask(g, "Alice", [1, 2, 4])
    answer(g, 2)
    assert sorted(zone(g, "Alice", "hand")) == ["Gunpowder", "Lever", "Pottery"]


# --- Clock: "You may splay your color with the most cards right." -----------------------


def test_clock_options_tied_most_cards_that_would_change():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "purple": ["Clock"],
                    "red": ["Oars", "Archery", "Metalworking"],
                    "yellow": ["Masonry", "Agriculture", "Domestication"],
                    "blue": {"cards": ["Writing", "Tools", "Pottery"], "splay": "right"},
                    "green": ["Sailing", "Clothing"],
                }
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Clock")
    # red, yellow and blue tie with three; blue is already splayed right
    ask(g, "Alice", ["red", "yellow", None])
    answer(g, "yellow")
    assert stack(g, "Alice", "yellow")[1] == "right"


# --- Email: "your lowest non-green top card" -------------------------------------------


def test_email_options_lowest_non_green_tie():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "green": ["Email", "Clothing"],
                    "red": ["Archery"],
                    "blue": ["Pottery"],
                    "yellow": ["Masonry"],
                    "purple": ["Education"],
                }
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Email")
    ask(g, "Alice", ["Archery", "Pottery", "Masonry"])
    answer(g, "Archery")  # a demand only: nothing to execute
    assert g.pending.kind == "action"


# --- Loom: "Score your lowest top card." ---------------------------------------------


def test_loom_options_lowest_top_tie_and_two_different_values():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "red": ["Loom"],
                    "blue": ["Pottery"],
                    "green": ["Clothing"],
                    "yellow": ["Fermenting"],
                },
                "score": ["Oars", "Calendar"],
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Loom")
    ask(g, "Alice", ["Pottery", "Clothing"])
    answer(g, "Clothing")
    ask(g, "Alice", ["yes", "no"])
    answer(g, "yes")
    ask(g, "Alice", ["Oars", "Calendar", "Clothing"])  # Clothing, just scored, included
    answer(g, "Calendar")
    ask(g, "Alice", ["Oars", "Clothing"])  # of a different value from the 2


# --- Photography -------------------------------------------------------------------------


def test_photography_options_forecast_and_highest_top_tie():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {"blue": ["Photography"], "purple": ["Education"]},
                "forecast": ["Calendar", "Oars"],
            },
        ),
        (
            "Bob",
            {
                "board": {
                    "blue": ["Chemistry"],
                    "yellow": ["Steam Engine"],
                    "green": ["Navigation"],
                    "red": ["Archery"],
                }
            },
        ),
    )
    answer(g, "dogma Photography")
    ask(g, "Alice", ["Calendar", "Oars"])  # the echo: a card from the forecast
    answer(g, "Oars")
    assert stack(g, "Alice", "red") == (["Oars"], "none")
    ask(g, "Bob", ["Chemistry", "Steam Engine"])  # the highest, tied at 5
    answer(g, "Steam Engine")
    assert zone(g, "Bob", "hand") == ["Steam Engine"]


# --- Stove: "Score a top card from your board without a {factory}." -------------------


def test_stove_options_top_without_factory():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "yellow": ["Stove"],
                    "red": ["Coal"],
                    "blue": ["Pottery"],
                    "green": ["Clothing"],
                }
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Stove")
    ask(g, "Alice", ["Pottery", "Clothing"])
    answer(g, "Pottery")
    assert zone(g, "Alice", "score") == ["Pottery"]


# --- Rubber: "Score a top card from your board without a bonus." ----------------------


def test_rubber_options_top_without_bonus_after_tucks():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "red": ["Rubber"],
                    "blue": ["Perfume"],
                    "green": ["Clothing"],
                    "yellow": ["Masonry"],
                }
            },
        ),
        ("Bob", {}),
        supply={"base": {"8": ["Empiricism", "Antibiotics"]}},
    )
    answer(g, "dogma Rubber")
    # the echo tucked Empiricism into the empty purple (a top card now) and Antibiotics
    # under Masonry; Rubber and Perfume have a bonus
    assert stack(g, "Alice", "purple") == (["Empiricism"], "none")
    ask(g, "Alice", ["Clothing", "Masonry", "Empiricism"])
    answer(g, "Empiricism")
    assert zone(g, "Alice", "score") == ["Empiricism"]


# --- Wristwatch: "Take a non-yellow top card from your board and tuck it." -------------


def test_wristwatch_options_non_yellow_top_cards():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "yellow": ["Wristwatch", "Agriculture"],
                    "red": ["Archery"],
                    "blue": ["Writing", "Pottery"],
                }
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Wristwatch")
    ask(g, "Alice", ["Archery", "Writing"])
    answer(g, "Writing")
    assert stack(g, "Alice", "blue")[0][:2] == ["Pottery", "Writing"]


# --- Credit Card: "You may take a top non-green card from your board into your hand." --


def test_credit_card_options_top_non_green():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "green": ["Credit Card", "Clothing"],
                    "red": ["Archery"],
                    "blue": ["Writing"],
                }
            },
        ),
        ("Bob", {}),
        supply={"echoes": {"1": ["Plumbing"]}},
    )
    answer(g, "dogma Credit Card")
    ask(g, "Alice", ["Archery", "Writing", None])
    answer(g, "Writing")
    assert zone(g, "Alice", "score") == ["Plumbing"]  # Writing in hand: an Echoes 1


# --- Lightning Rod: "You may return a top card from your board." -----------------------


def test_lightning_rod_options_any_own_top_card():
    g = echoes_game(
        ("Alice", {"board": {"blue": ["Lightning Rod"], "red": ["Archery"]}}),
        ("Bob", {"board": {"green": ["Clothing"]}}),
        supply={"base": {"5": ["Coal", "Banking", "Statistics"]}},
    )
    answer(g, "dogma Lightning Rod")
    # the echo tucked Coal; Bob tucked Banking and returned his top green (Clothing);
    # Alice tucked Statistics into her empty yellow: a top card now
    assert stack(g, "Bob", "green") == (["Banking"], "none")
    ask(g, "Alice", ["Lightning Rod", "Archery", "Statistics", None])
    answer(g, "Lightning Rod")
    assert "blue" not in player(g, "Alice")["board"]


# --- Rock: "You may score a top card from your board." -------------------------------


def test_rock_options_any_own_top_card():
    g = echoes_game(
        (
            "Alice",
            {"board": {"purple": ["Rock"], "red": ["Archery"], "green": ["Paper", "Sailing"]}},
        ),
        ("Bob", {"board": {"green": ["The Wheel"]}}),
    )
    answer(g, "dogma Rock")
    assert zone(g, "Alice", "hand") == ["The Wheel"]
    ask(g, "Alice", ["Rock", "Archery", "Paper", None])
    answer(g, "Paper")
    assert zone(g, "Alice", "score") == ["Paper"]
    assert g.result is None


# --- Plumbing: "Score a bottom card from your board." ----------------------------------


def test_plumbing_options_bottom_cards():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "red": ["Plumbing", "Archery"],
                    "blue": ["Writing"],
                    "green": ["Sailing", "Clothing", "The Wheel"],
                }
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Plumbing")
    ask(g, "Alice", ["Archery", "Writing", "The Wheel"])
    answer(g, "Writing")
    assert zone(g, "Alice", "score") == ["Writing"]


# --- Scissors: "Take a bottom card from your board into your hand." -------------------


def test_scissors_options_bottom_card_itself_included():
    g = echoes_game(
        ("Alice", {"board": {"green": ["Scissors"], "red": ["Oars", "Archery"]}}),
        ("Bob", {}),
    )
    answer(g, "dogma Scissors")
    ask(g, "Alice", ["Scissors", "Archery"])
    answer(g, "Archery")
    assert zone(g, "Alice", "hand") == ["Archery"]


# --- Karaoke ---------------------------------------------------------------------------


def test_karaoke_options_value_below_10_and_bottom_cards():
    g = echoes_game(
        (
            "Alice",
            {"board": {"purple": ["Karaoke", "Mysticism"], "blue": ["Writing", "Tools"]}},
        ),
        ("Bob", {}),
        supply={"base": {"1": ["Archery"]}},
    )
    answer(g, "dogma Karaoke")
    ask(g, "Alice", list(range(1, 10)))
    answer(g, 1)
    assert stack(g, "Alice", "red") == (["Archery"], "none")
    ask(g, "Alice", ["Mysticism", "Archery", "Tools", None])
    answer(g, "Archery")
    assert zone(g, "Alice", "hand") == ["Archery"]


# --- Human Genome ------------------------------------------------------------------------


def test_human_genome_options_any_value_and_bottom_card():
    g = echoes_game(
        ("Alice", {"board": {"blue": ["Human Genome"], "red": ["Oars", "Archery"]}}),
        ("Bob", {}),
        supply={"base": {"3": ["Paper"]}},
    )
    answer(g, "dogma Human Genome")
    ask(g, "Alice", [*range(1, 11), None], "choose_value")
    answer(g, 3)
    assert zone(g, "Alice", "score") == ["Paper"]
    # the bottom card of each colour: Human Genome itself is its stack's bottom card
    ask(g, "Alice", ["Human Genome", "Archery"])
    answer(g, "Human Genome")
    assert zone(g, "Alice", "hand") == ["Human Genome"]


# --- Calculator: "Score two bottom non-blue cards from your board." --------------------


def test_calculator_options_two_bottom_non_blue():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "blue": ["Calculator", "Pottery"],
                    "red": ["Oars", "Archery"],
                    "green": ["Sailing"],
                    "yellow": ["Masonry", "Agriculture"],
                }
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Calculator")
    d = ask(g, "Alice", ["Archery", "Sailing", "Agriculture"], "choose_cards")
    assert (d.min, d.max) == (2, 2)


# --- Homing Pigeons ------------------------------------------------------------------------


def test_homing_pigeons_options_values_matching_my_hand_and_splay():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "green": {"cards": ["Homing Pigeons", "Sailing"], "splay": "left"},
                    "red": ["Archery", "Metalworking"],
                },
                "hand": ["Calendar", "Alchemy", "Gunpowder"],
            },
        ),
        ("Bob", {"score": ["Oars", "Construction", "Mapmaking", "Paper", "Coal"]}),
    )
    answer(g, "dogma Homing Pigeons")
    d = ask(g, "Bob", ["Construction", "Mapmaking", "Paper"], "choose_cards")
    assert (d.min, d.max) == (2, 2)
    answer(g, ["Mapmaking", "Paper"])
    assert sorted(zone(g, "Bob", "score")) == ["Coal", "Construction", "Oars"]
    # green is already splayed left: only red is left, asked yes/no
    d = ask(g, "Alice", ["yes", "no"], "yes_no")
    assert "red" in d.prompt
    answer(g, "yes")
    assert stack(g, "Alice", "red")[1] == "left"


# --- Bandage --------------------------------------------------------------------------


def test_bandage_options_leaf_card_highest_unmatched_tie_and_clock_top():
    g = echoes_game(
        (
            "Alice",
            {"board": {"red": ["Bandage"]}, "hand": ["Pottery", "Tools", "Clothing"]},
        ),
        (
            "Bob",
            {
                "hand": ["Banking"],
                "score": ["Coal", "Gunpowder", "Enterprise", "Paper"],
                "board": {"red": ["Flight"], "blue": ["Publications"], "green": ["The Wheel"]},
            },
        ),
    )
    answer(g, "dogma Bandage")
    ask(g, "Alice", ["Pottery", "Clothing"])  # the echo: a card with a {leaf}
    answer(g, "Clothing")
    assert stack(g, "Alice", "green") == (["Clothing"], "none")
    # the 5 is matched by Banking in hand: the 4s tie
    ask(g, "Bob", ["Gunpowder", "Enterprise"])
    answer(g, "Enterprise")
    ask(g, "Bob", ["Flight", "Publications"])
    answer(g, "Publications")
    assert sorted(zone(g, "Bob", "score")) == ["Coal", "Gunpowder", "Paper"]
    assert "blue" not in player(g, "Bob")["board"]


# --- Katana: "transfer two top cards with a {castle}" ---------------------------------


def test_katana_options_two_top_cards_with_castle():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "red": ["Katana"],
                    "blue": ["Alchemy"],
                    "green": ["The Wheel"],
                    "purple": ["Monotheism"],
                    "yellow": ["Fermenting"],
                }
            },
        ),
        (
            "Bob",
            {
                "board": {
                    "red": ["Oars"],
                    "blue": ["Tools"],
                    "green": ["Clothing", "Mapmaking"],
                    "yellow": ["Domestication"],
                }
            },
        ),
    )
    answer(g, "dogma Katana")
    d = ask(g, "Bob", ["Oars", "Tools", "Domestication"], "choose_cards")
    assert (d.min, d.max) == (2, 2)


# --- Indian Clubs --------------------------------------------------------------------------


def test_indian_clubs_options_score_pile_and_hand_of_each_value():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {"purple": ["Indian Clubs"]},
                "score": ["Oars", "Calendar"],
                "hand": ["Archery", "Pottery", "Alchemy"],
            },
        ),
        ("Bob", {"score": ["Tools", "Mathematics", "Compass"]}),
    )
    answer(g, "dogma Indian Clubs")
    d = ask(g, "Bob", ["Tools", "Mathematics", "Compass"], "choose_cards")
    assert (d.min, d.max) == (2, 2)
    answer(g, ["Tools", "Compass"])
    assert zone(g, "Bob", "score") == ["Mathematics"]
    # values 1 and 2 in the score pile: a 1 from hand (no 2 in hand; not the 3)
    ask(g, "Alice", ["Archery", "Pottery"])
    answer(g, "Pottery")
    assert sorted(zone(g, "Alice", "hand")) == ["Alchemy", "Archery"]


# --- Palampore: "a bonus that occurs more than once on your board" --------------------


def test_palampore_options_bonus_occurring_more_than_once():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "green": ["Palampore"],
                    "red": {"cards": ["Plumbing", "Crossbow"], "splay": "right"},
                    "yellow": ["Soap"],
                    "purple": ["Puppet"],
                    "blue": ["Perfume"],
                }
            },
        ),
        ("Bob", {}),
        supply={"base": {"3": ["Paper"]}},
    )
    answer(g, "dogma Palampore")
    # 2 (Plumbing, Soap) and 3 (Puppet, Crossbow shown by the splay); not 5 or 1
    ask(g, "Alice", [2, 3], "choose_value")
    answer(g, 3)
    assert zone(g, "Alice", "score") == ["Paper"]


# --- Linguistics -----------------------------------------------------------------------


def test_linguistics_options_bonus_on_your_board():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "blue": ["Linguistics"],
                    "red": ["Plumbing"],
                    "yellow": ["Agriculture", "Soap"],
                    "purple": ["Chaturanga"],
                }
            },
        ),
        ("Bob", {"board": {"green": ["Chintz"]}}),
    )
    answer(g, "dogma Linguistics")
    ask(g, "Alice", ["draw a 3", "draw and foreshadow a 4"])  # the echo
    answer(g, "draw a 3")
    # Plumbing's 2 and Chaturanga's 3; not Soap's (covered) or Bob's 4
    ask(g, "Alice", [2, 3], "choose_value")


# --- Toothbrush ----------------------------------------------------------------------------


def test_toothbrush_options_present_value_and_splay():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "yellow": ["Toothbrush"],
                    "red": ["Archery"],
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "left"},
                    "purple": ["Mysticism", "City States"],
                },
                "hand": ["Oars", "Pottery", "Calendar", "Alchemy"],
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Toothbrush")
    ask(g, "Alice", [1, 2, 3], "choose_value")
    answer(g, 1)
    assert stack(g, "Alice", "red") == (["Archery", "Oars"], "none")
    assert stack(g, "Alice", "blue") == (["Pottery"], "none")
    # red has two cards now; green is already left; blue and yellow have one card
    ask(g, "Alice", ["red", "purple", None])
    answer(g, "red")
    ask(g, "Alice", ["yes", "no"])


# --- Glassblowing, Chaturanga: a card with a bonus from hand ---------------------------


def test_glassblowing_options_card_with_bonus():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {"green": ["Glassblowing"], "red": ["Archery"]},
                "hand": ["Perfume", "Pottery", "Plumbing", "Puppet"],
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Glassblowing")
    ask(g, "Alice", ["Perfume", "Plumbing", "Puppet"])
    answer(g, "Puppet")
    assert zone(g, "Alice", "score") == ["Puppet"]


def test_chaturanga_options_meld_card_with_bonus():
    g = echoes_game(
        (
            "Alice",
            {"board": {"purple": ["Chaturanga"]}, "hand": ["Dice", "Writing", "Soap"]},
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Chaturanga")
    ask(g, "Alice", ["Dice", "Soap"])
    answer(g, "Soap")
    assert stack(g, "Alice", "yellow") == (["Soap"], "none")


# --- Almanac: "a card from your forecast with a bonus" --------------------------------


def test_almanac_options_forecast_with_bonus_incl_echo_foreshadowed():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {"blue": ["Almanac"]},
                "hand": ["Oars"],
                "forecast": ["Perfume", "Pottery", "Crossbow"],
            },
        ),
        ("Bob", {}),
        supply={"echoes": {"4": ["Chintz"]}},
    )
    answer(g, "dogma Almanac")
    assert sorted(zone(g, "Alice", "forecast")) == ["Chintz", "Crossbow", "Perfume", "Pottery"]
    ask(g, "Alice", ["Perfume", "Crossbow", "Chintz", None])
    answer(g, "Chintz")
    assert sorted(zone(g, "Alice", "forecast")) == ["Crossbow", "Perfume", "Pottery"]
    assert len(zone(g, "Alice", "score")) == 1  # a 5, drawn and scored


# --- Morphine, Bangle, Candles, Flute, Stethoscope: qualified hand cards ---------------


def test_morphine_options_odd_valued():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {"yellow": ["Morphine"]},
                "hand": ["Oars", "Calendar", "Alchemy", "Gunpowder", "Coal"],
            },
        ),
        ("Bob", {"board": {"blue": ["Writing"]}}),
    )
    answer(g, "dogma Morphine")
    ask(g, "Alice", ["Oars", "Alchemy", "Coal"])


def test_bangle_options_red_card():
    g = echoes_game(
        ("Alice", {"board": {"red": ["Bangle"]}, "hand": ["Oars", "Archery", "Pottery"]}),
        ("Bob", {}),
    )
    answer(g, "dogma Bangle")
    ask(g, "Alice", ["Oars", "Archery"])
    answer(g, "Archery")
    assert stack(g, "Alice", "red") == (["Bangle", "Archery"], "none")


def test_candles_options_card_with_castle():
    g = echoes_game(
        ("Alice", {"board": {"red": ["Candles"]}, "score": ["Oars"]}),
        ("Bob", {"hand": ["Metalworking", "Pottery", "Tools", "Clothing"]}),
    )
    answer(g, "dogma Candles")
    ask(g, "Bob", ["Metalworking", "Tools"])
    answer(g, "Tools")
    assert zone(g, "Alice", "hand") == ["Tools"]


def test_flute_options_splay_left_and_bonus_card():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "purple": ["Flute", "Mysticism"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                    "blue": ["Writing"],
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "left"},
                }
            },
        ),
        ("Bob", {"hand": ["Perfume", "Pottery", "Plumbing"]}),
    )
    answer(g, "dogma Flute")
    ask(g, "Alice", ["purple", "red", None])
    answer(g, "purple")
    assert stack(g, "Alice", "purple") == (["Flute", "Mysticism"], "left")
    ask(g, "Bob", ["Perfume", "Plumbing"])
    answer(g, "Plumbing")
    assert sorted(zone(g, "Bob", "hand")) == ["Perfume", "Pottery"]


def test_stethoscope_options_blue_or_yellow():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {"blue": ["Stethoscope"]},
                "hand": ["Pottery", "Agriculture", "Oars", "Mysticism"],
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Stethoscope")
    ask(g, "Alice", ["Pottery", "Agriculture"])


# --- Pagoda: "a card of matching color in your hand" -----------------------------------


def test_pagoda_options_matching_colour_not_the_drawn_card():
    g = echoes_game(
        ("Alice", {"board": {"purple": ["Pagoda"]}, "hand": ["Pottery", "Writing", "Oars"]}),
        ("Bob", {}),
        supply={"echoes": {"3": ["Almanac"]}},
    )
    answer(g, "dogma Pagoda")
    ask(g, "Alice", ["Pottery", "Writing"])
    answer(g, "Writing")
    assert stack(g, "Alice", "blue") == (["Almanac", "Writing"], "none")
    assert sorted(zone(g, "Alice", "hand")) == ["Oars", "Pottery"]


# --- Puzzle Cube: "the bottom card or two bottom cards of one color" ------------------


def test_puzzle_cube_options_bottom_cards_of_one_colour():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "purple": ["Puzzle Cube"],
                    "red": ["Oars", "Metalworking", "Archery"],
                    "blue": ["Writing"],
                }
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Puzzle Cube")
    # every colour has a bottom card: Puzzle Cube is the bottom of purple
    ask(g, "Alice", ["blue", "red", "purple", None], "choose_color")
    answer(g, "red")
    ask(g, "Alice", [1, 2], "choose_value")
    answer(g, 2)
    assert sorted(zone(g, "Alice", "score")) == ["Archery", "Metalworking"]
    # every colour shows one card now: Alice wins
    assert g.result is not None and g.result.winners == ["Alice"]


# --- Charitable Trust -----------------------------------------------------------------


def test_charitable_trust_options_3_or_4_then_return_or_achieve():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {"green": ["Charitable Trust"]},
                "score": ["Coal", "Steam Engine", "Banking", "Physics"],
            },
        ),
        ("Bob", {}),
        supply={"base": {"4": ["Navigation"]}},
        achievements=["Anatomy"],
    )
    answer(g, "dogma Charitable Trust")
    ask(g, "Alice", [3, 4], "choose_value")
    answer(g, 4)
    ask(g, "Alice", ["yes", "no"], "yes_no")
    answer(g, "yes")
    # 20 points and a top 4 (Navigation, the melded card, is the top green card)
    ask(g, "Alice", ["return your top green card", "achieve your top green card"])
    answer(g, "achieve your top green card")
    assert zone(g, "Alice", "achievements") == ["Navigation"]
    assert stack(g, "Alice", "green") == (["Charitable Trust"], "none")


# --- Telescope --------------------------------------------------------------------------


def test_telescope_options_forecast_then_eligible_forecast_card():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {"blue": ["Telescope"]},
                "score": ["Statistics", "Pottery"],
                "forecast": ["Archery", "Calendar", "Alchemy"],
            },
        ),
        ("Bob", {}),
        supply={"base": {"5": ["Coal"]}},
    )
    answer(g, "dogma Telescope")
    assert sorted(zone(g, "Alice", "forecast")) == ["Alchemy", "Archery", "Calendar", "Coal"]
    ask(g, "Alice", ["Archery", "Calendar", "Alchemy", "Coal", None])
    answer(g, "Alchemy")
    # 10 points (5 + 1 + the bonus 4) and a top 4: eligible for the 1 and the 2
    ask(g, "Alice", ["Archery", "Calendar"])
    answer(g, "Calendar")
    assert zone(g, "Alice", "achievements") == ["Calendar"]
    assert sorted(zone(g, "Alice", "forecast")) == ["Archery", "Coal"]


# --- Bifocals, Fertilizer, Sudoku: "a card of any value" -------------------------------


def test_bifocals_options_any_value_then_forecast():
    g = echoes_game(
        ("Alice", {"board": {"blue": ["Bifocals"]}, "forecast": ["Oars"]}),
        ("Bob", {}),
        supply={"base": {"4": ["Navigation"]}},
    )
    answer(g, "dogma Bifocals")
    ask(g, "Alice", list(range(1, 11)), "choose_value")
    answer(g, 4)
    ask(g, "Alice", ["Oars", "Navigation", None])


def test_fertilizer_options_hand_then_any_value():
    g = echoes_game(
        ("Alice", {"board": {"yellow": ["Fertilizer"]}, "hand": ["Oars", "Calendar"]}),
        ("Bob", {"score": ["Archery"]}),
    )
    answer(g, "dogma Fertilizer")
    ask(g, "Alice", ["Oars", "Calendar", None])
    answer(g, "Oars")
    assert zone(g, "Alice", "hand") == ["Calendar", "Archery"]
    ask(g, "Alice", list(range(1, 11)), "choose_value")


def test_sudoku_options_any_value():
    g = echoes_game(
        ("Alice", {"board": {"purple": ["Sudoku"]}}),
        ("Bob", {}),
        supply={"base": {"1": ["Writing"]}},
    )
    answer(g, "dogma Sudoku")
    ask(g, "Alice", list(range(1, 11)), "choose_value")
    answer(g, 1)
    assert stack(g, "Alice", "blue") == (["Writing"], "none")


# --- Jet ---------------------------------------------------------------------------------


def test_jet_options_meld_from_hand():
    g = echoes_game(
        ("Alice", {"board": {"red": ["Jet"]}, "hand": ["Pottery", "Sailing"]}),
        ("Bob", {"board": {"blue": ["Writing"], "green": ["Clothing"]}}),
    )
    answer(g, "dogma Jet")
    ask(g, "Alice", ["Pottery", "Sailing"])
    answer(g, "Sailing")
    assert "green" not in player(g, "Bob")["board"]
    assert stack(g, "Bob", "blue") == (["Writing"], "none")


# --- Comb, Soap: "Choose a color." ----------------------------------------------------


def test_comb_options_any_colour():
    g = echoes_game(("Alice", {"board": {"green": ["Comb"]}}), ("Bob", {}))
    answer(g, "dogma Comb")
    ask(g, "Alice", ["blue", "red", "green", "yellow", "purple"], "choose_color")


def test_soap_options_any_colour():
    g = echoes_game(
        (
            "Alice",
            {"board": {"yellow": ["Soap"]}, "hand": ["Oars", "Archery", "Pottery"]},
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Soap")
    # "Choose a color.": any colour (one with no card in hand tucks nothing)
    ask(g, "Alice", ["blue", "red", "green", "yellow", "purple"], "choose_color")


# --- Globe -----------------------------------------------------------------------------


def test_globe_options_same_colour():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "green": {"cards": ["Globe", "Sailing"], "splay": "left"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                    "yellow": ["Masonry", "Agriculture"],
                    "purple": ["Mysticism"],
                },
                "hand": ["Oars", "Archery", "Pottery", "Metalworking", "Construction"],
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Globe")
    ask(g, "Alice", ["blue", "red", None], "choose_color")
    answer(g, "red")
    d = ask(g, "Alice", ["Oars", "Archery", "Metalworking", "Construction"], "choose_cards")
    assert (d.min, d.max) == (1, 3)
    answer(g, ["Oars", "Archery"])
    # two returned: splay right any colour it changes (not blue, already right; not the
    # one-card purple)
    ask(g, "Alice", ["green", "yellow"])
    answer(g, "green")
    assert stack(g, "Alice", "green") == (["Globe", "Sailing"], "right")


# --- Score pile choices: Steamboat, Sliced Bread, Flash Drive -----------------------------


def test_steamboat_options_two_cards_from_score_pile():
    g = echoes_game(
        ("Alice", {"board": {"green": ["Steamboat"]}}),
        ("Bob", {"score": ["Oars", "Calendar", "Alchemy"]}),
        supply={"base": {"6": ["Industrialization"]}},
    )
    answer(g, "dogma Steamboat")
    d = ask(g, "Bob", ["Oars", "Calendar", "Alchemy"], "choose_cards")
    assert (d.min, d.max) == (2, 2)
    answer(g, ["Oars", "Alchemy"])
    assert sorted(zone(g, "Alice", "score")) == ["Alchemy", "Oars"]
    assert zone(g, "Bob", "hand") == ["Industrialization"]


def test_sliced_bread_options_score_pile():
    g = echoes_game(
        ("Alice", {"board": {"green": ["Sliced Bread"]}, "score": ["Oars", "Calendar", "Alchemy"]}),
        ("Bob", {}),
        supply={"base": {"8": ["Flight"], "1": ["Pottery", "Tools"]}, "echoes": {"8": ["Bandage"]}},
    )
    answer(g, "dogma Sliced Bread")
    assert sorted(zone(g, "Alice", "hand")) == ["Bandage", "Flight"]
    ask(g, "Alice", ["Oars", "Calendar", "Alchemy"])
    answer(g, "Calendar")
    # two 1s (Flight and Bandage in hand: base cards, as an Echoes card is there)
    assert sorted(zone(g, "Alice", "score")) == ["Alchemy", "Oars", "Pottery", "Tools"]


def test_flash_drive_options_four_of_five_and_splay_up():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "green": ["Flash Drive"],
                    "red": ["Oars", "Archery"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
                    "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "left"},
                },
                "score": ["Pottery", "Calendar"],
            },
        ),
        ("Bob", {"score": ["Clothing", "Mathematics", "Paper", "Coal", "Navigation"]}),
    )
    answer(g, "dogma Flash Drive")
    d = ask(g, "Bob", ["Clothing", "Mathematics", "Paper", "Coal", "Navigation"], "choose_cards")
    assert (d.min, d.max) == (4, 4)
    answer(g, ["Clothing", "Mathematics", "Paper", "Coal"])
    assert zone(g, "Bob", "score") == ["Navigation"]
    ask(g, "Alice", ["Pottery", "Calendar"])
    answer(g, "Pottery")
    ask(g, "Alice", ["red", "yellow", None])  # blue is already up
    answer(g, "yellow")
    assert stack(g, "Alice", "yellow")[1] == "up"


# --- Toilet: "You may return a card in your hand" ---------------------------------------


def test_toilet_options_hand_card_or_decline():
    g = echoes_game(
        ("Alice", {"board": {"purple": ["Toilet"]}, "hand": ["Oars", "Calendar"]}),
        ("Bob", {}),
        supply={"echoes": {"4": ["Pencil"]}},
    )
    answer(g, "dogma Toilet")
    assert stack(g, "Alice", "yellow") == (["Pencil"], "none")
    ask(g, "Alice", ["Oars", "Calendar", None])


# --- Radio Telescope: "Meld one of the cards drawn" -----------------------------------


def test_radio_telescope_options_only_the_cards_drawn():
    g = echoes_game(
        (
            "Alice",
            {"board": {"blue": ["Radio Telescope"], "red": ["Archery"]}, "hand": ["Pottery"]},
        ),
        ("Bob", {}),
        supply={"base": {"9": ["Computers"]}, "echoes": {"9": ["Wristwatch"]}},
    )
    answer(g, "dogma Radio Telescope")
    ask(g, "Alice", ["Wristwatch", "Computers"])
    answer(g, "Computers")
    assert stack(g, "Alice", "blue")[0][0] == "Computers"
    assert zone(g, "Alice", "hand") == ["Pottery"]


# --- Crossbow demand: "a card with a bonus from your hand" -----------------------------


def test_crossbow_options_demand_card_with_bonus():
    g = echoes_game(
        ("Alice", {"board": {"red": ["Crossbow"]}}),
        ("Bob", {"hand": ["Perfume", "Pottery", "Plumbing"]}),
    )
    answer(g, "dogma Crossbow")
    ask(g, "Bob", ["Perfume", "Plumbing"])
    answer(g, "Perfume")
    assert zone(g, "Alice", "score") == ["Perfume"]


# --- Scissors: "You may choose up to two cards from your hand." -------------------------


def test_scissors_options_up_to_two_cards_then_meld_or_score():
    g = echoes_game(
        (
            "Alice",
            {"board": {"green": ["Scissors"], "red": ["Oars", "Archery"]}, "hand": ["Pottery"]},
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Scissors")
    answer(g, "Archery")  # the echo
    d = ask(g, "Alice", ["Pottery", "Archery"], "choose_cards")
    assert (d.min, d.max) == (0, 2)
    answer(g, ["Archery"])
    d = g.pending
    assert d.player == "Alice" and len(d.options) == 2, d


# --- Air Conditioner, Bell, Umbrella: "you may ... a card from your hand" ----------------


def test_air_conditioner_options_any_hand_card_or_decline():
    g = echoes_game(
        ("Alice", {"board": {"yellow": ["Air Conditioner"]}, "hand": ["Oars", "Calendar"]}),
        ("Bob", {}),
    )
    answer(g, "dogma Air Conditioner")
    ask(g, "Alice", ["Oars", "Calendar", None])


def test_umbrella_options_meld_then_any_number():
    g = echoes_game(
        ("Alice", {"board": {"green": ["Umbrella"]}, "hand": ["Oars", "Calendar", "Alchemy"]}),
        ("Bob", {}),
    )
    answer(g, "dogma Umbrella")
    ask(g, "Alice", ["Oars", "Calendar", "Alchemy", None])
    answer(g, "Oars")
    d = ask(g, "Alice", ["Calendar", "Alchemy"], "choose_cards")
    assert (d.min, d.max) == (0, 2)


# --- Watermill: "Tuck a card with a bonus from your hand." -----------------------------


def test_watermill_options_card_with_bonus():
    g = echoes_game(
        ("Alice", {"board": {"yellow": ["Watermill"]}, "hand": ["Perfume", "Pottery", "Plumbing"]}),
        ("Bob", {}),
    )
    answer(g, "dogma Watermill")
    ask(g, "Alice", ["Perfume", "Plumbing"])


# --- Cell Phone: "any number of cards with a {clock} from your hand" --------------------


def test_cell_phone_options_clock_cards_incl_drawn():
    g = echoes_game(
        (
            "Alice",
            {"board": {"yellow": ["Cell Phone"]}, "hand": ["Flight", "Writing", "Publications"]},
        ),
        ("Bob", {}),
        supply={"echoes": {"10": ["GPS"]}},
    )
    answer(g, "dogma Cell Phone")
    assert sorted(zone(g, "Alice", "hand")) == ["Flight", "GPS", "Publications", "Writing"]
    d = ask(g, "Alice", ["Flight", "Publications", "GPS"], "choose_cards")
    assert d.min == 0


# --- MP3: "a bonus on your board" ---------------------------------------------------------


def test_mp3_options_bonus_on_your_board():
    g = echoes_game(
        ("Alice", {"board": {"yellow": ["MP3"], "red": ["Plumbing"]}}),
        ("Bob", {"board": {"purple": ["Puppet"]}}),
        supply={"base": {"2": ["Calendar"]}},
    )
    answer(g, "dogma MP3")
    ask(g, "Alice", [2, 10], "choose_value")
    answer(g, 2)
    assert zone(g, "Alice", "score") == ["Calendar"]


# --- Magnifying Glass: "Draw a {4} then return a card from your hand." ----------------


def test_magnifying_glass_options_hand_incl_drawn_card():
    g = echoes_game(
        ("Alice", {"board": {"blue": ["Magnifying Glass"]}, "hand": ["Oars", "Pottery"]}),
        ("Bob", {}),
        supply={"echoes": {"4": ["Pencil"]}},
    )
    answer(g, "dogma Magnifying Glass")
    ask(g, "Alice", ["Oars", "Pottery", "Pencil"])


# --- Pencil: "Foreshadow one of them" (the cards drawn) ---------------------------------


def test_pencil_options_foreshadow_one_of_the_drawn():
    g = echoes_game(
        ("Alice", {"board": {"yellow": ["Pencil"]}, "hand": ["Oars", "Calendar"]}),
        ("Bob", {}),
        supply={"base": {"3": ["Paper", "Compass"]}, "echoes": {"5": ["Coke"]}},
    )
    answer(g, "dogma Pencil")
    d = ask(g, "Alice", ["Oars", "Calendar", "Coke"], "choose_cards")
    assert (d.min, d.max) == (0, 3)
    answer(g, ["Oars", "Calendar"])
    ask(g, "Alice", ["Paper", "Compass"])
    answer(g, "Compass")
    assert zone(g, "Alice", "forecast") == ["Compass"]
    assert zone(g, "Alice", "hand") == ["Coke"]


# --- Sandpaper: "meld a card from your hand" ------------------------------------------


def test_sandpaper_options_meld_any_hand_card():
    g = echoes_game(
        ("Alice", {"board": {"yellow": ["Sandpaper"]}, "hand": ["Oars", "Calendar", "Alchemy"]}),
        ("Bob", {}),
        supply={"echoes": {"3": ["Novel"]}},
    )
    answer(g, "dogma Sandpaper")
    answer(g, ["Oars"])
    assert sorted(zone(g, "Alice", "hand")) == ["Alchemy", "Calendar", "Novel"]
    ask(g, "Alice", ["Calendar", "Alchemy", "Novel"])


# --- Ice Skates: "Return your highest top card." --------------------------------------


def test_ice_skates_options_highest_top_tie():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {"green": ["Ice Skates"], "red": ["Construction"], "blue": ["Calendar"]},
                "hand": ["Oars"],
            },
        ),
        ("Bob", {}),
        supply={"echoes": {"3": ["Novel"]}, "base": {"3": ["Paper"]}},
    )
    answer(g, "dogma Ice Skates")
    answer(g, ["Oars"])
    d = g.pending
    assert len(d.options) == 2, d  # draw and meld a 2, or draw and foreshadow a 3
    foreshadow = next(o for o in d.options if "3" in str(o))
    answer(g, foreshadow)
    assert zone(g, "Alice", "forecast") == ["Paper"]
    ask(g, "Alice", ["Construction", "Calendar"])


# --- Sharing players choose from their own point of view --------------------------------


def test_hot_air_balloon_options_sharing_player_sees_activator_as_other():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {"green": ["Hot Air Balloon"], "red": ["Archery"]},
                "achievements": ["Tools"],
            },
        ),
        ("Bob", {"board": {"blue": ["Mathematics"]}}),
        (
            "Carol",
            {
                "board": {"green": ["Compass"], "red": ["Oars"]},
                "achievements": ["Alchemy", "Pottery"],
            },
        ),
        supply={"base": {"7": ["Evolution", "Publications"]}},
    )
    answer(g, "dogma Hot Air Balloon")
    assert zone(g, "Bob", "score") == ["Evolution"]
    # Bob (7 points, top card a 2) shares first: Alice's 1 (she holds a 1), Carol's 1
    # (she holds a 1); not Carol's 3, not his own board
    ask(g, "Bob", ["Archery", "Oars", None])
    answer(g, "Archery")
    assert zone(g, "Bob", "achievements") == ["Archery"]
    assert "red" not in player(g, "Alice")["board"]
    # Alice: 14 points; a second 1 needs 10: Carol's Oars; Bob now holds a 1 but his top
    # card is a 2
    assert zone(g, "Alice", "score") == ["Publications"]
    ask(g, "Alice", ["Oars", None])


def test_hot_air_balloon_options_duplicate_achievement_needs_more():
    g = echoes_game(
        (
            "Alice",
            {"board": {"green": ["Hot Air Balloon"]}, "achievements": ["Mathematics"]},
        ),
        (
            "Bob",
            {
                "board": {"red": ["Construction"], "green": ["Clothing"]},
                "achievements": ["Calendar", "Tools"],
            },
        ),
        supply={"base": {"7": ["Evolution"]}},
    )
    answer(g, "dogma Hot Air Balloon")
    # 14 points: a second 2 would need 20; a 1 needs 5
    ask(g, "Alice", ["Clothing", None])


def test_crossbow_options_sharing_player_gives_to_any_other_player():
    g = echoes_game(
        ("Alice", {"board": {"red": ["Crossbow"]}, "hand": ["Tools"]}),
        ("Bob", {"board": {"yellow": ["Domestication"]}, "hand": ["Pottery", "Writing"]}),
        ("Carol", {}),
    )
    answer(g, "dogma Crossbow")
    ask(g, "Bob", ["Pottery", "Writing"])
    answer(g, "Pottery")
    ask(g, "Bob", ["Alice", "Carol"])
    answer(g, "Alice")
    assert stack(g, "Alice", "blue") == (["Pottery"], "none")
    ask(g, "Alice", ["Bob", "Carol"])


def test_helicopter_options_sharing_player_any_board_but_helicopter():
    g = echoes_game(
        ("Alice", {"board": {"red": ["Helicopter"], "blue": ["Writing"]}}),
        ("Bob", {"board": {"red": ["Coal"], "green": ["Clothing"]}}),
    )
    answer(g, "dogma Helicopter")
    ask(g, "Bob", ["Writing", "Coal", "Clothing"])
    answer(g, "Writing")
    assert zone(g, "Alice", "score") == ["Writing"]
    ask(g, "Alice", ["Coal", "Clothing"])


def test_telegraph_options_sharing_player_opponents_include_activator():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "green": ["Telegraph"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                }
            },
        ),
        ("Bob", {"board": {"blue": ["Quantum Theory"], "red": ["Construction", "Metalworking"]}}),
    )
    answer(g, "dogma Telegraph")
    ask(g, "Bob", ["Alice: red", None])
    answer(g, "Alice: red")
    assert stack(g, "Bob", "red") == (["Construction", "Metalworking"], "right")


# --- Artificial Heart: "Claim one standard achievement, if eligible." (score doubled) ---


def test_artificial_heart_options_eligible_with_doubled_score():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {"blue": ["Artificial Heart"]},
                "score": ["Oars"],
                "achievements": ["Mathematics", "Paper"],
            },
        ),
        ("Bob", {}),
        achievements=["Pottery", "Calendar", "Alchemy", "Gunpowder", "Coal"],
    )
    answer(g, "dogma Artificial Heart")
    # 1 + the bonus 11 = 12 points, doubled 24: a 1, a second 2 (20), a 4 (20); not a
    # second 3 (30), not the 5 (25)
    ask(g, "Alice", [1, 2, 4], "choose_value")
    answer(g, 2)
    assert sorted(zone(g, "Alice", "achievements")) == ["Calendar", "Mathematics", "Paper"]


# --- Laser: "return half (rounded up) of the cards in your score pile" ---------------


def test_laser_options_half_rounded_up_of_score_pile():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {"blue": ["Laser"]},
                "score": ["Oars", "Calendar", "Alchemy", "Gunpowder", "Coal"],
            },
        ),
        ("Bob", {}),
        achievements=["Pottery"],
    )
    answer(g, "dogma Laser")
    d = ask(g, "Alice", ["Oars", "Calendar", "Alchemy", "Gunpowder", "Coal"], "choose_cards")
    assert (d.min, d.max) == (3, 3)


# --- Piano: "return five cards from your score pile" -------------------------------------


def test_piano_options_five_of_the_score_pile():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "purple": ["Piano"],
                    "red": ["Oars"],
                    "blue": ["Calendar"],
                    "green": ["Compass"],
                    "yellow": ["Anatomy"],
                },
                "score": ["Archery", "Tools", "Mathematics", "Paper", "Coal", "Canning"],
                "hand": ["Pottery"],
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Piano")  # the echo: only a 1 in any hand, not asked
    d = ask(
        g,
        "Alice",
        ["Archery", "Tools", "Mathematics", "Paper", "Coal", "Canning"],
        "choose_cards",
    )
    assert (d.min, d.max) == (5, 5)


# --- MP3: "claim two standard achievements for which you are eligible" -----------------


def test_mp3_options_claims_among_eligible():
    g = echoes_game(
        ("Alice", {"board": {"yellow": ["MP3"]}, "hand": ["Oars"], "score": ["Coal"]}),
        ("Bob", {}),
        achievements=["Pottery", "Calendar", "Alchemy", "Gunpowder"],
    )
    answer(g, "dogma MP3")
    answer(g, ["Oars"])
    # 5 + the bonus 10 = 15 points: the 1, 2 and 3
    ask(g, "Alice", [1, 2, 3], "choose_value")
    answer(g, 3)
    ask(g, "Alice", [1, 2], "choose_value")
    answer(g, 1)
    assert sorted(zone(g, "Alice", "achievements")) == ["Alchemy", "Pottery"]


# --- Lever, X-Ray -------------------------------------------------------------------------


def test_lever_options_any_number_incl_drawn():
    g = echoes_game(
        ("Alice", {"board": {"blue": ["Lever"]}, "hand": ["Oars"]}),
        ("Bob", {}),
        supply={"base": {"2": ["Calendar"]}, "echoes": {"2": ["Scissors"]}},
    )
    answer(g, "dogma Lever")
    assert sorted(zone(g, "Alice", "hand")) == ["Calendar", "Oars", "Scissors"]
    d = ask(g, "Alice", ["Oars", "Calendar", "Scissors"], "choose_cards")
    assert d.min == 0 and d.max == 3


def test_x_ray_options_any_value():
    g = echoes_game(
        (
            "Alice",
            {"board": {"blue": ["X-Ray"], "yellow": ["Agriculture"]}},
        ),
        ("Bob", {}),
        supply={"base": {"8": ["Flight"]}},
    )
    answer(g, "dogma X-Ray")
    ask(g, "Alice", list(range(1, 11)), "choose_value")


# --- Magnifying Glass: "three cards of equal value", "yellow or blue" ----------------


def test_magnifying_glass_options_yellow_or_blue():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {
                    "blue": ["Magnifying Glass", "Pottery"],
                    "yellow": ["Agriculture", "Masonry"],
                    "red": ["Oars", "Archery"],
                },
                "hand": ["Tools"],
            },
        ),
        ("Bob", {}),
        supply={"echoes": {"4": ["Pencil"]}},
    )
    answer(g, "dogma Magnifying Glass")
    answer(g, "Tools")
    # "You may return three cards of equal value": Pencil alone (rulings: as Tools)
    ask(g, "Alice", [4, None], "choose_value")
    answer(g, None)
    ask(g, "Alice", ["yellow", "blue", None])
    answer(g, "blue")
    assert stack(g, "Alice", "blue")[1] == "left"


def test_telegraph_options_opponents_not_teammate():
    g = echoes_game(
        ("Alice", {"board": {"green": ["Telegraph"], "red": ["Oars", "Archery"]}}),
        ("Bob", {"board": {"red": {"cards": ["Construction", "Metalworking"], "splay": "up"}}}),
        ("Carol", {"board": {"red": {"cards": ["Coal", "Gunpowder"], "splay": "right"}}}),
        ("Dave", {"board": {"red": {"cards": ["Engineering", "Optics"], "splay": "left"}}}),
        options={"teams": True},
    )
    answer(g, "dogma Telegraph")
    ask(g, "Alice", ["Bob: red", "Dave: red", None])  # Carol is her teammate


def test_chopsticks_options_base_1_deck_empty_not_asked():
    g = echoes_game(
        ("Alice", {"board": {"yellow": ["Chopsticks"]}}),
        ("Bob", {}),
        supply={"base": {"2": ["Calendar"]}},
        empty=[("base", 1)],
    )
    answer(g, "dogma Chopsticks")
    # "the {1} deck" is the base pile: empty, so nothing to transfer, nothing asked
    assert g.pending.kind == "action" and g.pending.player == "Alice"
    assert zone(g, "Alice", "hand") == ["Calendar"]


def test_chopsticks_options_yes_no_with_cards():
    g = echoes_game(
        ("Alice", {"board": {"yellow": ["Chopsticks"]}}),
        ("Bob", {}),
        supply={"base": {"1": ["Pottery", "Tools"]}},
    )
    answer(g, "dogma Chopsticks")
    ask(g, "Alice", ["yes", "no"], "yes_no")


def test_crossword_options_order_of_draws():
    g = echoes_game(
        (
            "Alice",
            {"board": {"purple": ["Crossword"], "red": ["Plumbing"], "blue": ["Perfume"]}},
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Crossword")
    # rulings: the player orders draws of different values
    ask(g, "Alice", [1, 2, 8], "choose_value")
    answer(g, 2)
    ask(g, "Alice", [1, 8], "choose_value")


def test_watermill_options_repeat_returns_any_hand_card():
    g = echoes_game(
        ("Alice", {"board": {"yellow": ["Watermill"]}, "hand": ["Plumbing", "Pottery"]}),
        ("Bob", {}),
        supply={"base": {"2": ["Calendar"]}, "echoes": {"2": ["Scissors"]}},
    )
    answer(g, "dogma Watermill")  # Plumbing is the only card with a bonus: tucked
    assert stack(g, "Alice", "red") == (["Plumbing"], "none")
    # drew Scissors (an Echoes 2: Pottery in hand), which has a bonus: any hand card
    ask(g, "Alice", ["Pottery", "Scissors", None])


def test_kaleidoscope_options_splay_melded_colour():
    g = echoes_game(
        ("Alice", {"board": {"purple": ["Kaleidoscope"], "blue": ["Writing"]}}),
        ("Bob", {}),
        supply={"base": {"7": ["Evolution"]}},
    )
    answer(g, "dogma Kaleidoscope")
    d = ask(g, "Alice", ["yes", "no"], "yes_no")
    assert "blue" in d.prompt


def test_charitable_trust_options_not_eligible_return_only():
    g = echoes_game(
        ("Alice", {"board": {"green": ["Charitable Trust"]}}),
        ("Bob", {}),
        supply={"base": {"4": ["Navigation"]}},
        achievements=["Anatomy"],
    )
    answer(g, "dogma Charitable Trust")
    answer(g, 4, "yes")
    # 3 points (Charitable Trust's bonus is covered now: 0): "achieve" is not offered
    assert g.pending.kind == "action", g.pending
    assert stack(g, "Alice", "green") == (["Charitable Trust"], "none")
    assert zone(g, "Alice", "achievements") == []


def test_umbrella_options_score_two_for_each_returned():
    g = echoes_game(
        (
            "Alice",
            {
                "board": {"green": ["Umbrella"]},
                "hand": ["Oars", "Calendar", "Alchemy", "Gunpowder"],
            },
        ),
        ("Bob", {}),
    )
    answer(g, "dogma Umbrella", None, ["Oars"])
    d = ask(g, "Alice", ["Calendar", "Alchemy", "Gunpowder"], "choose_cards")
    assert (d.min, d.max) == (2, 2)
    answer(g, ["Gunpowder", "Calendar"])
    assert zone(g, "Alice", "hand") == ["Alchemy"]
    assert sorted(zone(g, "Alice", "score")) == ["Calendar", "Gunpowder"]


def test_bell_options_score_any_hand_card_or_decline():
    g = echoes_game(
        ("Alice", {"board": {"purple": ["Bell"]}, "hand": ["Oars", "Calendar"]}),
        ("Bob", {}),
    )
    answer(g, "dogma Bell")
    ask(g, "Alice", ["Oars", "Calendar", None])
    answer(g, None)
    assert sorted(zone(g, "Alice", "hand")) == ["Calendar", "Oars"]


def test_tuning_fork_options_return_then_repeat():
    g = echoes_game(
        (
            "Alice",
            {"board": {"purple": ["Tuning Fork"], "red": ["Coal"]}, "hand": ["Oars", "Calendar"]},
        ),
        ("Bob", {}),
        supply={"echoes": {"1": ["Candles"]}},
    )
    answer(g, "dogma Tuning Fork", "base 1")
    ask(g, "Alice", ["Oars", "Calendar"])
    answer(g, "Oars")
    # Candles (an Echoes 1: Calendar in hand) is not higher than Coal: returned; "You may
    # repeat" while the hand has cards
    assert stack(g, "Alice", "red") == (["Coal"], "none")
    ask(g, "Alice", ["yes", "no"], "yes_no")
