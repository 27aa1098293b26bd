"""Echoes of the Past, ages 6-10, checked from the printed texts alone.

Each test builds a position with `Game.from_position` (supply piles given top first,
so every draw is known), takes the Dogma action, answers the decisions and compares
the whole resulting position with the one the card text gives: every zone of every
player, the available achievements and the supply piles (as sets of cards per pile).
"""

from __future__ import annotations

import copy

from helpers import cards_of

import inno
from inno.data.cards import RECORDS

PILE = {r["name"]: (r["set"], str(r["age"])) for r in RECORDS if r["kind"] == "age"}
SETS = ("base", "echoes")


def start(players: dict, supply: dict | None = None, **rest) -> tuple[inno.Game, dict]:
    """A game with Echoes, Alice to act, and its position before anything happens."""
    position = {
        "players": [{"name": name, **zones} for name, zones in players.items()],
        "expansions": ["echoes"],
        "achievements": [],
        "supply": supply or {},
        "seed": 11,
    }
    position.update(rest)
    game = inno.Game.from_position(position)
    return game, game.to_position()


def go(game: inno.Game, *answers) -> None:
    for answer in answers:
        assert game.pending is not None, f"no decision left for {answer!r}"
        try:
            game.answer(answer)
        except inno.InnoError as error:
            raise AssertionError(f"{answer!r} refused at {game.pending}: {error}") from error


def _board(board: dict) -> dict:
    out = {}
    for colour, stack in board.items():
        if isinstance(stack, dict):
            cards, splay = list(stack.get("cards", [])), stack.get("splay", "none")
        else:
            cards, splay = list(stack), "none"
        if cards:
            out[colour] = (cards, splay)
    return out


def _zones(player: dict) -> dict:
    return {
        "hand": sorted(player.get("hand", [])),
        "score": sorted(player.get("score", [])),
        "forecast": sorted(player.get("forecast", [])),
        "achievements": sorted(player.get("achievements", [])),
        "board": _board(player.get("board", {})),
    }


def _supply(position: dict) -> dict:
    out = {}
    for set_, piles in position["supply"].items():
        for age, cards in piles.items():
            if cards:
                out[(set_, str(int(age)))] = sorted(cards)
    return out


def check(
    game: inno.Game,
    before: dict,
    players: dict,
    taken=(),
    returned=(),
    achievements=None,
    special=None,
    winner=None,
) -> None:
    """The position now is `before` with the players' zones given in `players`, the
    cards `taken` gone from the supply, the cards `returned` back in it."""
    after = game.to_position()
    expected = copy.deepcopy(before)
    for player in expected["players"]:
        player.update(players.get(player["name"], {}))
    for name in {p["name"] for p in after["players"]}:
        got = _zones(next(p for p in after["players"] if p["name"] == name))
        want = _zones(next(p for p in expected["players"] if p["name"] == name))
        assert got == want, name
    piles = _supply(before)
    for card in taken:
        piles[PILE[card]].remove(card)
    for card in returned:
        piles.setdefault(PILE[card], []).append(card)
    piles = {k: sorted(v) for k, v in piles.items() if v}
    assert _supply(after) == piles
    want_achievements = before["achievements"] if achievements is None else achievements
    assert sorted(after["achievements"]) == sorted(want_achievements)
    if special is not None:
        assert sorted(after["special_achievements"]) == sorted(special)
    else:
        assert sorted(after["special_achievements"]) == sorted(before["special_achievements"])
    if winner is None:
        assert game.result is None
    else:
        assert game.result is not None and game.result.winners == [winner]


def removed_except(set_: str, age: int, keep: list[str]) -> list[str]:
    """Every card of a supply pile but `keep` (to remove them from the game)."""
    return [n for n in cards_of(age, set_) if n not in keep]


def without(specials: list[str], name: str) -> list[str]:
    return [s for s in specials if s != name]


# --- age 6 -------------------------------------------------------------------------


def test_bifocals_forecast_return_redraws_same_value_under_echo_draw_rule():
    # Echo: draw and foreshadow a 5 (hand holds a base card only: an Echoes 5).
    # Dogma: return it from the forecast, draw and foreshadow one of equal value.
    game, before = start(
        {"Alice": {"board": {"blue": ["Bifocals"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"base": {"5": ["Coal"]}, "echoes": {"5": ["Stove", "Piano"]}},
    )
    go(game, "dogma Bifocals", 5, "Stove")
    check(
        game,
        before,
        {"Alice": {"forecast": ["Piano"]}},
        taken=["Stove", "Piano"],
        returned=["Stove"],
    )


def test_stethoscope_blue_meld_covers_itself_and_draws_an_8():
    # Echo melds the only blue/yellow card (Tools, blue) over Stethoscope: the dogma
    # effects still run. Draw a 7 (empty hand: base), then an 8: the hand holds only a
    # base card, so the 8 is an Echoes card.
    game, before = start(
        {"Alice": {"board": {"blue": ["Stethoscope"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={
            "base": {"7": ["Evolution"], "8": ["Flight"]},
            "echoes": {"7": ["Photography"], "8": ["X-Ray"]},
        },
    )
    go(game, "dogma Stethoscope")
    check(
        game,
        before,
        {"Alice": {"board": {"blue": ["Tools", "Stethoscope"]}, "hand": ["Evolution", "X-Ray"]}},
        taken=["Evolution", "X-Ray"],
    )


def test_stethoscope_yellow_meld_draws_no_8():
    game, before = start(
        {"Alice": {"board": {"blue": ["Stethoscope"]}, "hand": ["Agriculture"]}, "Bob": {}},
        supply={"base": {"7": ["Evolution"], "8": ["Flight"]}, "echoes": {"8": ["X-Ray"]}},
    )
    go(game, "dogma Stethoscope")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"blue": ["Stethoscope"], "yellow": ["Agriculture"]},
                "hand": ["Evolution"],
            }
        },
        taken=["Evolution"],
    )


def test_loom_echo_scores_loom_itself_then_returns_two_values():
    # Loom is the only (so the lowest) top card: the echo scores it. Its dogma effects
    # still run: return Loom (6) and Archery (1), draw and tuck three 6.
    game, before = start(
        {"Alice": {"board": {"red": ["Loom"]}, "score": ["Archery", "Oars"]}, "Bob": {}},
        supply={"base": {"6": ["Canning", "Vaccination", "Atomic Theory"]}},
    )
    go(game, "dogma Loom")
    if game.pending.kind == "yes_no":
        go(game, "yes")
    go(game, "Loom")
    # The second card must be of a different value: Oars and Archery only.
    assert sorted(game.pending.options) == ["Archery", "Oars"]
    go(game, "Archery")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"yellow": ["Canning", "Vaccination"], "blue": ["Atomic Theory"]},
                "score": ["Oars"],
            }
        },
        taken=["Canning", "Vaccination", "Atomic Theory"],
        returned=["Loom", "Archery"],
    )


def test_loom_heritage_with_exactly_five_hexes_in_red():
    # Red splayed up: Loom shows its hex, and Coal, Machine Tools, Industrialization and
    # Archery each show a hex among their bottom slots: five. The echo scores Tools.
    red = ["Loom", "Coal", "Machine Tools", "Industrialization", "Archery"]
    game, before = start(
        {
            "Alice": {"board": {"red": {"cards": red, "splay": "up"}, "blue": ["Tools"]}},
            "Bob": {},
        },
    )
    go(game, "dogma Loom")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"red": {"cards": red, "splay": "up"}},
                "score": ["Tools"],
                "achievements": ["Heritage"],
            }
        },
        special=without(before["special_achievements"], "Heritage"),
    )


def test_shrapnel_top_two_of_a_one_card_stack_is_the_tucked_card():
    # Bob draws and tucks Canning (yellow): his yellow stack is that card alone, which
    # goes to Alice's score pile; Alice's bottom yellow card goes to Bob's score pile.
    game, before = start(
        {
            "Alice": {"board": {"red": ["Shrapnel"], "yellow": ["Anatomy", "Agriculture"]}},
            "Bob": {"board": {"blue": ["Tools"]}},
        },
        supply={"base": {"6": ["Canning"]}},
    )
    go(game, "dogma Shrapnel")
    check(
        game,
        before,
        {
            "Alice": {"board": {"red": ["Shrapnel"], "yellow": ["Anatomy"]}, "score": ["Canning"]},
            "Bob": {"score": ["Agriculture"]},
        },
        taken=["Canning"],
    )


def test_shrapnel_tucked_card_stays_under_the_two_transferred():
    game, before = start(
        {
            "Alice": {"board": {"red": ["Shrapnel"]}},
            "Bob": {"board": {"yellow": ["Agriculture", "Masonry", "Domestication"]}},
        },
        supply={"base": {"6": ["Canning"]}},
    )
    go(game, "dogma Shrapnel")
    check(
        game,
        before,
        {
            "Alice": {"score": ["Agriculture", "Masonry"]},
            "Bob": {"board": {"yellow": ["Domestication", "Canning"]}},
        },
        taken=["Canning"],
    )


def test_hot_air_balloon_achieves_and_gives_away_itself():
    # Echo: draw and score a 7 (14 points with the bonus). Bob has a 1 achievement and
    # Oars (1) on top: Alice achieves Oars, then transfers her top green card, Hot Air
    # Balloon itself, to Bob's board.
    game, before = start(
        {
            "Alice": {"board": {"green": ["Hot Air Balloon"]}},
            "Bob": {"board": {"red": ["Oars"]}, "achievements": ["Pottery"]},
        },
        supply={"base": {"7": ["Evolution", "Publications"]}},
    )
    go(game, "dogma Hot Air Balloon", "Oars")
    check(
        game,
        before,
        {
            "Alice": {"board": {}, "score": ["Evolution"], "achievements": ["Oars"]},
            "Bob": {"board": {"green": ["Hot Air Balloon"]}},
        },
        taken=["Evolution"],
    )


def test_hot_air_balloon_not_eligible_so_draw_and_meld_a_7():
    # Bob's top Flight (8) matches his 8 achievement, but Alice (14 points) is not
    # eligible for an 8: "Otherwise, draw and meld a 7".
    game, before = start(
        {
            "Alice": {"board": {"green": ["Hot Air Balloon"]}},
            "Bob": {"board": {"red": ["Flight"]}, "achievements": ["Antibiotics"]},
        },
        supply={"base": {"7": ["Evolution", "Publications"]}, "echoes": {"7": ["Jeans"]}},
    )
    go(game, "dogma Hot Air Balloon")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"green": ["Hot Air Balloon"], "blue": ["Publications"]},
                "score": ["Evolution"],
            }
        },
        taken=["Evolution", "Publications"],
    )


def test_steamboat_echo_draw_rule_for_victim_blue_or_yellow_takes_hand():
    # Bob's hand holds only a base card: his 6 is an Echoes card (Dentures, yellow):
    # it and his whole hand go to Alice's hand.
    game, before = start(
        {"Alice": {"board": {"green": ["Steamboat"]}}, "Bob": {"hand": ["Tools"]}},
        supply={"base": {"6": ["Industrialization"]}, "echoes": {"6": ["Dentures"]}},
    )
    go(game, "dogma Steamboat")
    check(
        game,
        before,
        {"Alice": {"hand": ["Dentures", "Tools"]}, "Bob": {"hand": []}},
        taken=["Dentures"],
    )


def test_steamboat_red_keeps_it_and_transfers_the_only_score_card():
    game, before = start(
        {"Alice": {"board": {"green": ["Steamboat"]}}, "Bob": {"score": ["Agriculture"]}},
        supply={"base": {"6": ["Industrialization"]}},
    )
    go(game, "dogma Steamboat")
    check(
        game,
        before,
        {"Alice": {"score": ["Agriculture"]}, "Bob": {"hand": ["Industrialization"], "score": []}},
        taken=["Industrialization"],
    )


def test_dentures_nothing_to_score_tucks_and_repeats():
    # Echo tucks Atomic Theory (blue, alone). Nothing non-bottom in blue: draw and tuck
    # Encyclopedia (blue), repeat: the one non-bottom blue card, Atomic Theory, is
    # scored. Blue is then one card: no splay question.
    game, before = start(
        {"Alice": {"board": {"yellow": ["Dentures"]}}, "Bob": {}},
        supply={"base": {"6": ["Atomic Theory", "Encyclopedia", "Canning"]}},
    )
    go(game, "dogma Dentures")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"yellow": ["Dentures"], "blue": ["Encyclopedia"]},
                "score": ["Atomic Theory"],
            }
        },
        taken=["Atomic Theory", "Encyclopedia"],
    )


def test_morphine_draws_one_higher_than_highest_returned():
    # Echo scores Oars. Bob returns Tools (1) and Optics (3), keeps Calendar, and draws a
    # 6: his hand holds only a base card, so an Echoes 6. Alice draws a 4 (3 + 1).
    game, before = start(
        {
            "Alice": {"board": {"yellow": ["Morphine"]}, "hand": ["Oars"]},
            "Bob": {"hand": ["Tools", "Optics", "Calendar"]},
        },
        supply={
            "base": {"4": ["Invention"], "6": ["Canning"]},
            "echoes": {"4": ["Pencil"], "6": ["Loom"]},
        },
    )
    go(game, "dogma Morphine")
    check(
        game,
        before,
        {
            "Alice": {"hand": ["Invention"], "score": ["Oars"]},
            "Bob": {"hand": ["Calendar", "Loom"]},
        },
        taken=["Invention", "Loom"],
        returned=["Tools", "Optics"],
    )


def test_morphine_nothing_returned_draws_nothing():
    game, before = start(
        {"Alice": {"board": {"yellow": ["Morphine"]}}, "Bob": {"hand": ["Calendar"]}},
        supply={"base": {"1": ["Pottery"], "6": ["Canning"]}, "echoes": {"6": ["Loom"]}},
    )
    go(game, "dogma Morphine")
    check(game, before, {"Bob": {"hand": ["Calendar", "Loom"]}}, taken=["Loom"])


def test_indian_clubs_one_card_per_value_present():
    # Score pile values {1, 2}: one 1 from hand (two candidates: asked), no 2 in hand,
    # the 3 is not a value in the score pile.
    game, before = start(
        {
            "Alice": {
                "board": {"purple": ["Indian Clubs"]},
                "score": ["Oars", "Calendar"],
                "hand": ["Tools", "Writing", "Optics"],
            },
            "Bob": {"score": ["Translation", "Agriculture"]},
        },
    )
    go(game, "dogma Indian Clubs", "Writing")
    check(
        game,
        before,
        {
            "Alice": {"score": ["Oars", "Calendar", "Writing"], "hand": ["Tools", "Optics"]},
            "Bob": {"score": []},
        },
        returned=["Translation", "Agriculture"],
    )


def test_kaleidoscope_echo_draw_rule_and_splay_that_colour():
    # The hand holds only a base card: the 7 is an Echoes card (Photography, blue),
    # melded on the blue stack, which may then be splayed right.
    game, before = start(
        {
            "Alice": {
                "board": {"purple": ["Kaleidoscope"], "blue": ["Writing"]},
                "hand": ["Tools"],
            },
            "Bob": {},
        },
        supply={"base": {"7": ["Evolution"]}, "echoes": {"7": ["Photography"]}},
    )
    go(game, "dogma Kaleidoscope", "yes")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {
                    "purple": ["Kaleidoscope"],
                    "blue": {"cards": ["Photography", "Writing"], "splay": "right"},
                }
            }
        },
        taken=["Photography"],
    )


# --- age 7 -------------------------------------------------------------------------


def test_photography_echo_meld_makes_three_echoes_for_history():
    # Echo melds Tractor from the forecast on yellow (splayed up over Morphine and
    # Elevator, whose echo effects show): three visible echo effects: History.
    game, before = start(
        {
            "Alice": {
                "board": {
                    "blue": ["Photography"],
                    "yellow": {"cards": ["Morphine", "Elevator"], "splay": "up"},
                },
                "forecast": ["Tractor"],
            },
            "Bob": {"board": {"red": ["Oars"]}},
        },
    )
    go(game, "dogma Photography")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {
                    "blue": ["Photography"],
                    "yellow": {"cards": ["Tractor", "Morphine", "Elevator"], "splay": "up"},
                },
                "forecast": [],
                "achievements": ["History"],
            },
            "Bob": {"board": {}, "hand": ["Oars"]},
        },
        special=without(before["special_achievements"], "History"),
    )


def test_typewriter_each_draw_one_higher_with_echo_draw_rule():
    # Returns three cards of two colours (blue, red). Draw a 6 (empty hand: base), then
    # a 7 (hand only base: Echoes), then an 8 (hand has an Echoes card: base).
    game, before = start(
        {
            "Alice": {
                "board": {"blue": ["Typewriter"]},
                "hand": ["Tools", "Mathematics", "Engineering"],
            },
            "Bob": {},
        },
        supply={
            "base": {"6": ["Canning"], "7": ["Evolution"], "8": ["Flight"]},
            "echoes": {"6": ["Loom"], "7": ["Jeans"], "8": ["X-Ray"]},
        },
    )
    go(game, "dogma Typewriter")
    check(
        game,
        before,
        {"Alice": {"hand": ["Canning", "Jeans", "Flight"]}},
        taken=["Canning", "Jeans", "Flight"],
        returned=["Tools", "Mathematics", "Engineering"],
    )


def test_machine_gun_five_tops_bonus_transfer_and_return_non_red():
    game, before = start(
        {
            "Alice": {
                "board": {
                    "red": ["Machine Gun"],
                    "blue": ["Calendar"],
                    "green": ["Compass"],
                    "yellow": ["Anatomy"],
                    "purple": ["Astronomy"],
                }
            },
            "Bob": {"board": {"blue": ["Dice"], "yellow": ["Soap"], "red": ["Oars"]}},
        },
        supply={"base": {"7": ["Evolution", "Publications"]}},
    )
    go(game, "dogma Machine Gun")
    check(
        game,
        before,
        {
            "Alice": {"board": {"red": ["Machine Gun"]}, "score": ["Evolution", "Dice", "Soap"]},
            "Bob": {"board": {"red": ["Oars"]}, "hand": ["Publications"]},
        },
        taken=["Evolution", "Publications"],
        returned=["Calendar", "Compass", "Anatomy", "Astronomy"],
    )


def test_machine_gun_four_tops_no_score_no_bonus_no_draw():
    game, before = start(
        {
            "Alice": {"board": {"red": ["Machine Gun"], "blue": ["Calendar"]}},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"base": {"7": ["Evolution", "Publications"]}},
    )
    go(game, "dogma Machine Gun")
    check(
        game,
        before,
        {"Alice": {"board": {"red": ["Machine Gun"]}}},
        returned=["Calendar"],
    )


def test_rubber_echo_tucks_two_echoes_cards_then_no_top_without_bonus():
    # Hand holds Tools only: both 8s are Echoes cards. Nylon (bonus) on green, Parachute
    # tucked under Rubber. Every top card has a bonus: nothing scored.
    game, before = start(
        {"Alice": {"board": {"red": ["Rubber"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"base": {"8": ["Flight"]}, "echoes": {"8": ["Nylon", "Parachute"]}},
    )
    go(game, "dogma Rubber", "yes")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {
                    "red": {"cards": ["Rubber", "Parachute"], "splay": "up"},
                    "green": ["Nylon"],
                }
            }
        },
        taken=["Nylon", "Parachute"],
    )


def test_jeans_draw_order_and_echo_draw_rule():
    # Echo: 9 from empty hand is base (Computers), the second 9 an Echoes card
    # (Calculator); return Computers, foreshadow Calculator. Dogma: values 1 then 3:
    # Tools (base), then Novel (Echoes: the hand holds only Tools); meld Novel.
    game, before = start(
        {"Alice": {"board": {"green": ["Jeans"]}}, "Bob": {}},
        supply={
            "base": {"1": ["Tools"], "3": ["Optics"], "9": ["Computers", "Genetics"]},
            "echoes": {"1": ["Dice"], "3": ["Novel"], "9": ["Calculator"]},
        },
    )
    go(game, "dogma Jeans", "Computers", 1, 3, "Novel")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"green": ["Jeans"], "purple": ["Novel"]},
                "forecast": ["Calculator"],
            }
        },
        taken=["Computers", "Calculator", "Tools", "Novel"],
        returned=["Computers", "Tools"],
    )


def test_telegraph_matches_an_unsplayed_stack():
    game, before = start(
        {
            "Alice": {
                "board": {
                    "green": ["Telegraph"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                }
            },
            "Bob": {"board": {"red": ["Metalworking", "Construction"]}},
        },
    )
    go(game, "dogma Telegraph", "Bob: red")
    check(game, before, {"Alice": {"board": {"green": ["Telegraph"], "red": ["Oars", "Archery"]}}})


def test_elevator_scores_bottom_green_then_takes_value_from_hands():
    game, before = start(
        {
            "Alice": {
                "board": {"yellow": ["Elevator"], "green": ["Sailing", "Compass"]},
                "score": ["Oars"],
            },
            "Bob": {"hand": ["Optics", "Tools"], "score": ["Translation"]},
        },
    )
    go(game, "dogma Elevator", "Compass", 3)
    kinds = game.pending
    assert kinds is not None and kinds.player == "Alice"
    hands = [o for o in kinds.options if "hand" in str(o).lower()]
    go(game, hands[0])
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"yellow": ["Elevator"], "green": ["Sailing"]},
                "score": ["Oars", "Compass", "Optics"],
            },
            "Bob": {"hand": ["Tools"]},
        },
    )


def test_fertilizer_takes_from_every_score_pile_including_own():
    # Return Tools (1): every 1 in every score pile (Alice's Oars, Bob's Archery) goes to
    # Alice's hand. Then draw and foreshadow a 4: the hand holds only base cards: Echoes.
    game, before = start(
        {
            "Alice": {
                "board": {"yellow": ["Fertilizer"]},
                "hand": ["Tools"],
                "score": ["Oars", "Calendar"],
            },
            "Bob": {"score": ["Archery", "Optics"]},
        },
        supply={"base": {"4": ["Invention"]}, "echoes": {"4": ["Pencil"]}},
    )
    go(game, "dogma Fertilizer", "Tools", 4)
    check(
        game,
        before,
        {
            "Alice": {"hand": ["Oars", "Archery"], "score": ["Calendar"], "forecast": ["Pencil"]},
            "Bob": {"score": ["Optics"]},
        },
        taken=["Pencil"],
        returned=["Tools"],
    )


def test_ice_cream_bottom_card_of_chosen_deck_to_achievements():
    # Echo scores Oars (the only non-purple top card without a bonus). Bob draws and melds
    # a 1: his hand holds only Tools, so an Echoes 1 (Umbrella). The 8 deck is Flight
    # over Antibiotics: Antibiotics goes to the available achievements.
    game, before = start(
        {
            "Alice": {"board": {"purple": ["Ice Cream"], "red": ["Oars"], "blue": ["Dice"]}},
            "Bob": {"hand": ["Tools"]},
        },
        supply={
            "base": {"1": ["Writing"], "8": ["Flight", "Antibiotics"]},
            "echoes": {"1": ["Umbrella"]},
        },
        removed=removed_except("base", 8, ["Flight", "Antibiotics"]),
    )
    go(game, "dogma Ice Cream", 8)
    if game.pending is not None and game.pending.kind == "yes_no":
        go(game, "yes")
    check(
        game,
        before,
        {
            "Alice": {"board": {"purple": ["Ice Cream"], "blue": ["Dice"]}, "score": ["Oars"]},
            "Bob": {"board": {"green": ["Umbrella"]}},
        },
        taken=["Umbrella", "Antibiotics"],
        achievements=["Antibiotics"],
    )


def test_saxophone_splay_reveals_piano_note_then_three_draws():
    # After splaying purple up, Saxophone, Piano (covered, hex in a bottom slot) and Bob's
    # Bell show notes; Flute is absent: no win, draw three 7s (base, Echoes, base).
    game, before = start(
        {
            "Alice": {"board": {"purple": ["Saxophone", "Piano"]}},
            "Bob": {"board": {"purple": ["Bell"]}},
        },
        supply={"base": {"7": ["Evolution", "Publications"]}, "echoes": {"7": ["Typewriter"]}},
    )
    go(game, "dogma Saxophone", "yes")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"purple": {"cards": ["Saxophone", "Piano"], "splay": "up"}},
                "hand": ["Evolution", "Typewriter", "Publications"],
            }
        },
        taken=["Evolution", "Typewriter", "Publications"],
    )


def test_saxophone_all_four_notes_visible_anywhere_wins():
    game, before = start(
        {
            "Alice": {"board": {"purple": {"cards": ["Saxophone", "Piano"], "splay": "up"}}},
            "Bob": {"board": {"purple": {"cards": ["Bell", "Flute"], "splay": "right"}}},
        },
    )
    go(game, "dogma Saxophone")
    check(game, before, {}, winner="Alice")


# --- age 8 -------------------------------------------------------------------------


def test_radio_telescope_empty_9s_draws_ai_and_wins():
    # Three lightbulbs: one draw of a 9; age 9 is empty, so a 10: A.I., melded: win.
    game, before = start(
        {"Alice": {"board": {"blue": ["Radio Telescope"]}}, "Bob": {}},
        supply={"base": {"10": ["A.I."]}},
        removed=removed_except("base", 9, []),
    )
    go(game, "dogma Radio Telescope")
    check(
        game,
        before,
        {"Alice": {"board": {"blue": ["Radio Telescope"], "purple": ["A.I."]}}},
        taken=["A.I."],
        winner="Alice",
    )


def test_x_ray_echo_tuck_adds_the_third_leaf():
    # Two leaves before; the echo tucks Antibiotics (3 leaves, alone in yellow): five
    # leaves, one draw and foreshadow.
    game, before = start(
        {"Alice": {"board": {"blue": ["X-Ray"], "green": ["Sailing"]}}, "Bob": {}},
        supply={"base": {"2": ["Calendar"], "8": ["Antibiotics"]}},
    )
    go(game, "dogma X-Ray", 2)
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"blue": ["X-Ray"], "green": ["Sailing"], "yellow": ["Antibiotics"]},
                "forecast": ["Calendar"],
            }
        },
        taken=["Antibiotics", "Calendar"],
    )


def test_bandage_skips_score_card_matched_in_hand():
    game, before = start(
        {
            "Alice": {"board": {"red": ["Bandage"]}, "hand": ["Agriculture", "Tools"]},
            "Bob": {
                "board": {"red": ["Mobility"], "green": ["Sailing"]},
                "score": ["Flight", "Oars", "Calendar"],
                "hand": ["Quantum Theory"],
            },
        },
    )
    go(game, "dogma Bandage")
    check(
        game,
        before,
        {
            "Alice": {"board": {"red": ["Bandage"], "yellow": ["Agriculture"]}, "hand": ["Tools"]},
            "Bob": {"board": {"green": ["Sailing"]}, "score": ["Flight", "Oars"]},
        },
        returned=["Calendar", "Mobility"],
    )


def test_parachute_takes_only_cards_without_clock():
    game, before = start(
        {
            "Alice": {"board": {"red": ["Parachute"]}},
            "Bob": {"hand": ["Tools", "Mobility", "Railroad"]},
        },
    )
    go(game, "dogma Parachute")
    check(game, before, {"Alice": {"hand": ["Tools"]}, "Bob": {"hand": ["Mobility", "Railroad"]}})


def test_nylon_green_tuck_repeats_with_recount():
    game, before = start(
        {"Alice": {"board": {"green": ["Nylon"], "red": ["Coal"]}}, "Bob": {}},
        supply={"base": {"8": ["Corporations", "Flight", "Antibiotics"]}},
    )
    go(game, "dogma Nylon", "yes")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {
                    "green": ["Nylon", "Corporations"],
                    "red": {"cards": ["Coal", "Flight"], "splay": "up"},
                }
            }
        },
        taken=["Corporations", "Flight"],
    )


def test_sliced_bread_echo_returns_and_draws_then_scores_two_lower():
    game, before = start(
        {
            "Alice": {
                "board": {"green": ["Sliced Bread"]},
                "hand": ["Tools", "Optics"],
                "score": ["Calendar"],
            },
            "Bob": {},
        },
        supply={
            "base": {"1": ["Pottery", "Archery"], "8": ["Flight"]},
            "echoes": {"1": ["Dice"], "8": ["Nylon"]},
        },
    )
    go(game, "dogma Sliced Bread")
    check(
        game,
        before,
        {"Alice": {"hand": ["Flight", "Nylon"], "score": ["Pottery", "Archery"]}},
        taken=["Flight", "Nylon", "Pottery", "Archery"],
        returned=["Tools", "Optics", "Calendar"],
    )


def test_air_conditioner_declined_score_and_matching_values_returned():
    game, before = start(
        {
            "Alice": {"board": {"yellow": ["Air Conditioner"]}, "hand": ["Tools"]},
            "Bob": {
                "board": {"red": ["Archery"], "blue": ["Translation"]},
                "score": ["Oars", "Calendar", "Optics"],
            },
        },
    )
    go(game, "dogma Air Conditioner", None)
    check(game, before, {"Bob": {"score": ["Calendar"]}}, returned=["Oars", "Optics"])


def test_tractor_echo_draw_rule_on_each_draw():
    game, before = start(
        {"Alice": {"board": {"yellow": ["Tractor"]}}, "Bob": {}},
        supply={
            "base": {"7": ["Evolution", "Publications"]},
            "echoes": {"7": ["Jeans", "Photography"]},
        },
    )
    go(game, "dogma Tractor")
    check(
        game,
        before,
        {"Alice": {"hand": ["Evolution", "Photography"], "score": ["Jeans"]}},
        taken=["Evolution", "Jeans", "Photography"],
    )


def test_crossword_draws_one_per_bonus_in_chosen_order():
    game, before = start(
        {"Alice": {"board": {"purple": ["Crossword"], "blue": ["Dice"]}}, "Bob": {}},
        supply={
            "base": {"1": ["Tools"], "8": ["Flight"]},
            "echoes": {"1": ["Bell"], "8": ["X-Ray"]},
        },
    )
    go(game, "dogma Crossword")
    # Choose the 1 first: Tools (empty hand: base), then the 8 is an Echoes card.
    while game.pending is not None and game.pending.kind != "action":
        options = game.pending.options
        go(game, 1 if 1 in options else options[0])
    check(
        game,
        before,
        {"Alice": {"hand": ["Tools", "X-Ray"]}},
        taken=["Tools", "X-Ray"],
    )


def test_television_moves_score_card_to_board_and_achieves_the_other():
    # Echo: draw and meld Flight (8). Value 1: Bob's Oars goes from his score pile to his
    # board; Bob has a 1 achievement, so Alice (5 points, top 8) achieves his other 1.
    game, before = start(
        {
            "Alice": {"board": {"purple": ["Television"]}, "score": ["Calendar", "Optics"]},
            "Bob": {"score": ["Oars", "Dice"], "achievements": ["Pottery"]},
        },
        supply={"base": {"8": ["Flight"]}},
    )
    go(game, "dogma Television", 1)
    while game.pending is not None and game.pending.kind != "action":
        options = game.pending.options
        pick = next((o for o in options if "base" in str(o).lower() or o == "Oars"), None)
        go(game, pick if pick is not None else options[0])
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"purple": ["Television"], "red": ["Flight"]},
                "achievements": ["Dice"],
            },
            "Bob": {"board": {"red": ["Oars"]}, "score": []},
        },
        taken=["Flight"],
    )


# --- age 9 -------------------------------------------------------------------------


def test_calculator_scores_draws_and_repeats_once_only():
    game, before = start(
        {
            "Alice": {
                "board": {
                    "blue": ["Calculator"],
                    "red": ["Oars", "Archery"],
                    "green": ["Compass", "Sailing"],
                }
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Calendar"], "4": ["Invention"]}, "echoes": {"4": ["Pencil"]}},
    )
    go(game, "dogma Calculator")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"blue": ["Calculator"]},
                "score": ["Oars", "Archery", "Compass", "Sailing"],
                "hand": ["Calendar", "Pencil"],
            }
        },
        taken=["Calendar", "Pencil"],
    )


def test_laser_returns_achievements_half_score_rounded_up_and_melds_two_10s():
    game, before = start(
        {
            "Alice": {"board": {"blue": ["Laser"]}, "score": ["Oars", "Optics", "Calendar"]},
            "Bob": {},
        },
        achievements=["Tools", "Mathematics"],
        supply={"base": {"10": ["Software", "Robotics"]}},
    )
    go(game, "dogma Laser", ["Oars", "Optics"])
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"blue": ["Software", "Laser"], "red": ["Robotics"]},
                "score": ["Calendar"],
            }
        },
        taken=["Software", "Robotics"],
        returned=["Tools", "Mathematics", "Oars", "Optics"],
        achievements=[],
    )


def test_helicopter_repeats_after_returning_a_card_sharing_an_icon():
    game, before = start(
        {
            "Alice": {"board": {"red": ["Helicopter"], "blue": ["Tools"]}, "hand": ["Oars"]},
            "Bob": {"board": {"green": ["Sailing"]}},
        },
    )
    go(game, "dogma Helicopter", "Sailing", "Oars")
    check(
        game,
        before,
        {
            "Alice": {"board": {"red": ["Helicopter"]}, "score": ["Tools"], "hand": []},
            "Bob": {"board": {}, "score": ["Sailing"]},
        },
        returned=["Oars"],
    )


def test_jet_returns_top_card_of_the_melded_colour():
    game, before = start(
        {
            "Alice": {"board": {"red": ["Jet"]}, "hand": ["Tools", "Agriculture"]},
            "Bob": {"board": {"blue": ["Writing", "Mathematics"], "yellow": ["Masonry"]}},
        },
    )
    go(game, "dogma Jet", "Tools")
    check(
        game,
        before,
        {
            "Alice": {"board": {"red": ["Jet"], "blue": ["Tools"]}, "hand": ["Agriculture"]},
            "Bob": {"board": {"blue": ["Mathematics"], "yellow": ["Masonry"]}},
        },
        returned=["Writing"],
    )


def test_jet_nothing_melded_nothing_returned():
    game, before = start(
        {"Alice": {"board": {"red": ["Jet"]}}, "Bob": {"board": {"blue": ["Writing"]}}},
    )
    go(game, "dogma Jet")
    check(game, before, {})


def test_credit_card_take_top_card_draw_and_score_equal_value():
    game, before = start(
        {"Alice": {"board": {"green": ["Credit Card"], "red": ["Oars"]}}, "Bob": {}},
        supply={"base": {"1": ["Tools"], "9": ["Computers"]}, "echoes": {"1": ["Dice"]}},
    )
    go(game, "dogma Credit Card", "Oars")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"green": ["Credit Card"]},
                "hand": ["Oars"],
                "forecast": ["Computers"],
                "score": ["Dice"],
            }
        },
        taken=["Computers", "Dice"],
    )


def test_email_executes_lowest_non_green_top_card():
    game, before = start(
        {
            "Alice": {
                "board": {"green": ["Email"], "yellow": ["Agriculture"], "purple": ["Astronomy"]},
                "hand": ["Tools"],
            },
            "Bob": {},
        },
        supply={
            "base": {"2": ["Calendar"], "9": ["Computers"], "10": ["Software"]},
            "echoes": {"9": ["Jet"], "10": ["GPS"]},
        },
    )
    go(game, "dogma Email", "Tools")
    check(
        game,
        before,
        {"Alice": {"hand": [], "forecast": ["GPS", "Jet"], "score": ["Calendar"]}},
        taken=["GPS", "Jet", "Calendar"],
        returned=["Tools"],
    )


def test_atm_highest_non_yellow_without_crown():
    game, before = start(
        {
            "Alice": {"board": {"yellow": ["ATM"]}},
            "Bob": {
                "board": {
                    "red": ["Archery"],
                    "blue": ["Calendar"],
                    "green": ["The Wheel"],
                    "yellow": ["Anatomy"],
                }
            },
        },
        supply={"base": {"3": ["Optics"]}},
    )
    go(game, "dogma ATM", 3)
    check(
        game,
        before,
        {
            "Alice": {"board": {"yellow": ["ATM"], "blue": ["Calendar"]}, "score": ["Optics"]},
            "Bob": {"board": {"red": ["Archery"], "green": ["The Wheel"], "yellow": ["Anatomy"]}},
        },
        taken=["Optics"],
    )


def test_wristwatch_echo_tuck_hides_a_bonus_before_the_count():
    # Echo: Dice (bonus 1), the only non-yellow top card, is tucked under Tools: its bonus
    # is no longer visible. Only the 10 remains: draw and tuck a 10.
    game, before = start(
        {"Alice": {"board": {"yellow": ["Wristwatch"], "blue": ["Dice", "Tools"]}}, "Bob": {}},
        supply={"base": {"1": ["Pottery"], "10": ["Software"]}},
    )
    go(game, "dogma Wristwatch")
    check(
        game,
        before,
        {"Alice": {"board": {"yellow": ["Wristwatch"], "blue": ["Tools", "Dice", "Software"]}}},
        taken=["Software"],
    )


def test_karaoke_executes_the_melded_card_and_takes_a_bottom_card():
    game, before = start(
        {"Alice": {"board": {"purple": ["Karaoke"]}}, "Bob": {}},
        supply={"base": {"1": ["Writing"], "2": ["Calendar"]}},
    )
    go(game, "dogma Karaoke", 1, "Karaoke")
    check(
        game,
        before,
        {"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Calendar", "Karaoke"]}},
        taken=["Writing", "Calendar"],
    )


def test_rock_scissors_uncovered_wins():
    game, before = start(
        {
            "Alice": {"board": {"purple": ["Rock"]}},
            "Bob": {"board": {"green": ["Sailing", "Scissors"]}},
        },
    )
    go(game, "dogma Rock")
    check(
        game,
        before,
        {"Alice": {"hand": ["Sailing"]}, "Bob": {"board": {"green": ["Scissors"]}}},
        winner="Alice",
    )


# --- age 10 ------------------------------------------------------------------------


def test_artificial_heart_doubles_score_with_bonus():
    # Score 11 (the bonus), doubled 22: eligible for the 4 (20), not the 5 (25).
    game, before = start(
        {"Alice": {"board": {"blue": ["Artificial Heart"]}}, "Bob": {}},
        achievements=["Invention", "Coal"],
    )
    go(game, "dogma Artificial Heart")
    check(game, before, {"Alice": {"achievements": ["Invention"]}}, achievements=["Coal"])


def test_human_genome_takes_itself_into_hand_then_values_match():
    game, before = start(
        {"Alice": {"board": {"blue": ["Human Genome"]}, "score": ["Software"]}, "Bob": {}},
    )
    go(game, "dogma Human Genome", None)
    check(game, before, {"Alice": {"board": {}, "hand": ["Human Genome"]}}, winner="Alice")


def test_human_genome_mismatch_no_win():
    game, before = start(
        {"Alice": {"board": {"blue": ["Human Genome"]}, "score": ["Software", "Tools"]}, "Bob": {}},
    )
    go(game, "dogma Human Genome", None)
    check(game, before, {"Alice": {"board": {}, "hand": ["Human Genome"]}})


def test_camcorder_melds_9s_returns_rest_draws_three():
    game, before = start(
        {
            "Alice": {"board": {"red": ["Camcorder"]}, "hand": ["Optics"]},
            "Bob": {"hand": ["Computers", "Tools"]},
        },
        supply={
            "base": {"9": ["Genetics", "Ecology", "Suburbia"]},
            "echoes": {"9": ["Rock"]},
        },
    )
    go(game, "dogma Camcorder")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"red": ["Camcorder"], "blue": ["Computers"]},
                "hand": ["Ecology", "Rock", "Suburbia"],
            },
            "Bob": {"hand": ["Genetics"]},
        },
        taken=["Genetics", "Ecology", "Rock", "Suburbia"],
        returned=["Optics", "Tools"],
    )


def test_social_networking_demand_changes_the_fewer_check():
    # Bob chooses castle: Steam Engine (no castle) goes to Alice's score pile. Bob has no
    # factory left: Alice's 0 is not fewer: no win.
    game, before = start(
        {
            "Alice": {"board": {"red": ["Social Networking"]}},
            "Bob": {"board": {"red": ["Oars"], "yellow": ["Steam Engine"]}},
        },
    )
    go(game, "dogma Social Networking", "castle")
    check(
        game,
        before,
        {"Alice": {"score": ["Steam Engine"]}, "Bob": {"board": {"red": ["Oars"]}}},
    )


def test_social_networking_fewer_of_all_three_wins():
    game, before = start(
        {
            "Alice": {"board": {"red": ["Social Networking"]}},
            "Bob": {"board": {"red": ["Oars"], "yellow": ["Steam Engine"]}},
        },
    )
    go(game, "dogma Social Networking", "crown")
    check(game, before, {}, winner="Alice")


def test_flash_drive_nothing_returned_no_splay():
    game, before = start(
        {
            "Alice": {"board": {"green": ["Flash Drive"], "red": ["Oars", "Archery"]}},
            "Bob": {"score": ["Tools", "Calendar"]},
        },
    )
    go(game, "dogma Flash Drive")
    check(game, before, {"Bob": {"score": []}}, returned=["Tools", "Calendar"])


def test_gps_returns_forecast_and_foreshadows_three():
    game, before = start(
        {"Alice": {"board": {"green": ["GPS"]}}, "Bob": {"forecast": ["Tools", "Calendar"]}},
        supply={"base": {"10": ["Software", "Robotics", "Databases"]}},
    )
    go(game, "dogma GPS")
    check(
        game,
        before,
        {"Alice": {"forecast": ["Software", "Robotics", "Databases"]}, "Bob": {"forecast": []}},
        taken=["Software", "Robotics", "Databases"],
        returned=["Tools", "Calendar"],
    )


def test_gps_third_draw_past_10_ends_the_game():
    game, before = start(
        {"Alice": {"board": {"green": ["GPS"]}, "score": ["Optics"]}, "Bob": {}},
        supply={"base": {"10": ["Software", "Robotics"]}},
        removed=removed_except("base", 10, ["Software", "Robotics"]),
    )
    go(game, "dogma GPS")
    assert game.result is not None and game.result.winners == ["Alice"]
    assert game.result.reason.startswith("score")
    after = game.to_position()
    alice = next(p for p in after["players"] if p["name"] == "Alice")
    assert sorted(alice["forecast"]) == ["Robotics", "Software"]


def test_cell_phone_draw_then_tuck_with_clock_splays_up():
    # Two clocks: one 10; the hand holds only Tools: an Echoes 10 (GPS, green). Green is
    # one card: no splay question. Tuck GPS under Sailing and splay green up.
    game, before = start(
        {
            "Alice": {"board": {"yellow": ["Cell Phone"], "green": ["Sailing"]}, "hand": ["Tools"]},
            "Bob": {},
        },
        supply={"base": {"10": ["Software"]}, "echoes": {"10": ["GPS"]}},
    )
    go(game, "dogma Cell Phone", ["GPS"])
    check(
        game,
        before,
        {
            "Alice": {
                "board": {
                    "yellow": ["Cell Phone"],
                    "green": {"cards": ["Sailing", "GPS"], "splay": "up"},
                },
                "hand": ["Tools"],
            }
        },
        taken=["GPS"],
    )


def test_mp3_one_card_returned_claims_two_eligible():
    # Score 10 (the bonus): eligible for the 1 and the 2, not the 3.
    game, before = start(
        {"Alice": {"board": {"yellow": ["MP3"]}, "hand": ["Tools"]}, "Bob": {}},
        achievements=["Pottery", "Calendar", "Optics"],
        supply={"base": {"10": ["Software"]}},
    )
    go(game, "dogma MP3", ["Tools"])
    while game.pending is not None and game.pending.kind != "action":
        go(game, game.pending.options[0])
    check(
        game,
        before,
        {"Alice": {"hand": [], "achievements": ["Pottery", "Calendar"], "score": ["Software"]}},
        taken=["Software"],
        returned=["Tools"],
        achievements=["Optics"],
    )


def test_puzzle_cube_score_bottom_red_then_equal_visible_counts_win():
    game, before = start(
        {
            "Alice": {
                "board": {
                    "purple": ["Puzzle Cube", "Mysticism"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                }
            },
            "Bob": {},
        },
    )
    go(game, "dogma Puzzle Cube")
    while game.pending is not None and game.pending.kind != "action" and game.result is None:
        options = game.pending.options
        for want in ("yes", "red", "Archery", ["Archery"], 1):
            if want in options:
                go(game, want)
                break
        else:
            raise AssertionError(str(game.pending))
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"purple": ["Puzzle Cube", "Mysticism"], "red": ["Oars"]},
                "score": ["Archery"],
            }
        },
        winner="Alice",
    )


def test_sudoku_melds_and_executes_the_melded_card():
    game, before = start(
        {"Alice": {"board": {"purple": ["Sudoku"]}}, "Bob": {}},
        supply={"base": {"1": ["Writing"], "2": ["Calendar"]}},
    )
    go(game, "dogma Sudoku", 1)
    check(
        game,
        before,
        {"Alice": {"board": {"purple": ["Sudoku"], "blue": ["Writing"]}, "hand": ["Calendar"]}},
        taken=["Writing", "Calendar"],
    )


# --- second pass: harder clauses ---------------------------------------------------


def answer_all(game: inno.Game, prefer=()) -> None:
    """Answer the remaining decisions of the action, taking the first preferred option
    offered (else the first option)."""
    while game.pending is not None and game.pending.kind != "action":
        options = game.pending.options
        go(game, next((p for p in prefer if p in options), options[0]))


def test_karaoke_executing_stethoscope_has_no_echo_meld_to_remember():
    # Karaoke's echo draws (the hand holds only Tools: Echoes) and melds Stethoscope.
    # Executing Stethoscope's effects: draw a 7; its echo effect did not run, so no 8.
    game, before = start(
        {"Alice": {"board": {"purple": ["Karaoke"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={
            "base": {"6": ["Canning"], "7": ["Evolution"], "8": ["Flight"]},
            "echoes": {"6": ["Stethoscope"], "7": ["Jeans"], "8": ["X-Ray"]},
        },
    )
    go(game, "dogma Karaoke", 6, None)
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"purple": ["Karaoke"], "blue": ["Stethoscope"]},
                "hand": ["Tools", "Jeans"],
            }
        },
        taken=["Stethoscope", "Jeans"],
    )


def test_stethoscope_shared_each_player_remembers_own_echo_meld():
    # Bob (3 lightbulbs) shares. Echo: Bob melds Writing (blue), Alice Agriculture
    # (yellow). Bob draws a 7 (base) and an 8 (Echoes: his hand holds only a base card);
    # Alice draws a 7 only. Sharing bonus: Alice draws a 6, an Echoes card.
    game, before = start(
        {
            "Alice": {"board": {"blue": ["Stethoscope"]}, "hand": ["Agriculture"]},
            "Bob": {"board": {"purple": ["Philosophy"]}, "hand": ["Writing"]},
        },
        supply={
            "base": {"6": ["Canning"], "7": ["Evolution", "Publications"], "8": ["Flight"]},
            "echoes": {"6": ["Loom"], "7": ["Jeans"], "8": ["X-Ray"]},
        },
    )
    go(game, "dogma Stethoscope")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"blue": ["Stethoscope"], "yellow": ["Agriculture"]},
                "hand": ["Publications", "Loom"],
            },
            "Bob": {
                "board": {"purple": ["Philosophy"], "blue": ["Writing"]},
                "hand": ["Evolution", "X-Ray"],
            },
        },
        taken=["Evolution", "X-Ray", "Publications", "Loom"],
    )


def test_dentures_echo_tuck_then_scores_dentures_itself():
    # Echo tucks Canning under yellow: the two non-bottom yellow cards are Dentures and
    # Agriculture: both scored.
    game, before = start(
        {"Alice": {"board": {"yellow": ["Dentures", "Agriculture"]}}, "Bob": {}},
        supply={"base": {"6": ["Canning", "Vaccination"]}},
    )
    go(game, "dogma Dentures")
    check(
        game,
        before,
        {"Alice": {"board": {"yellow": ["Canning"]}, "score": ["Dentures", "Agriculture"]}},
        taken=["Canning"],
    )


def test_morphine_highest_returned_over_two_victims():
    # Bob returns Tools (1), Carol Coal (5): Alice draws a 6.
    game, before = start(
        {
            "Alice": {"board": {"yellow": ["Morphine"]}},
            "Bob": {"hand": ["Tools"]},
            "Carol": {"hand": ["Coal"]},
        },
        supply={"base": {"6": ["Canning", "Vaccination", "Atomic Theory"], "2": ["Calendar"]}},
    )
    go(game, "dogma Morphine")
    check(
        game,
        before,
        {
            "Alice": {"hand": ["Atomic Theory"]},
            "Bob": {"hand": ["Canning"]},
            "Carol": {"hand": ["Vaccination"]},
        },
        taken=["Canning", "Vaccination", "Atomic Theory"],
        returned=["Tools", "Coal"],
    )


def test_wristwatch_bonuses_fixed_before_the_tucks():
    # Echo: Oars (alone in red) is tucked: nothing moves. Bonuses 1 (Dice) and 10: draw
    # and tuck a 1 (Echoes: the hand holds only Tools): Puppet, purple, now showing a 3
    # bonus; then a 10 (Echoes): GPS. The 3 was not visible when the effect began.
    game, before = start(
        {
            "Alice": {
                "board": {"yellow": ["Wristwatch"], "blue": ["Dice"], "red": ["Oars"]},
                "hand": ["Tools"],
            },
            "Bob": {},
        },
        supply={
            "base": {"1": ["Pottery"], "3": ["Optics"], "10": ["Software"]},
            "echoes": {"1": ["Puppet"], "3": ["Novel"], "10": ["GPS"]},
        },
    )
    go(game, "dogma Wristwatch", "Oars")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {
                    "yellow": ["Wristwatch"],
                    "blue": ["Dice"],
                    "red": ["Oars"],
                    "purple": ["Puppet"],
                    "green": ["GPS"],
                }
            }
        },
        taken=["Puppet", "GPS"],
    )


def test_crossword_duplicate_bonus_values_each_draw():
    # Bonuses 8, 1 (Dice) and 1 (Bangle): three draws. 1 (base: empty hand), 1 (Echoes:
    # the hand holds only a base card), 8 (base: the hand holds an Echoes card).
    game, before = start(
        {
            "Alice": {"board": {"purple": ["Crossword"], "blue": ["Dice"], "red": ["Bangle"]}},
            "Bob": {},
        },
        supply={
            "base": {"1": ["Tools"], "8": ["Flight"]},
            "echoes": {"1": ["Bell"], "8": ["X-Ray"]},
        },
    )
    go(game, "dogma Crossword")
    answer_all(game, prefer=(1,))
    check(
        game,
        before,
        {"Alice": {"hand": ["Tools", "Bell", "Flight"]}},
        taken=["Tools", "Bell", "Flight"],
    )


def test_calculator_total_of_11_draws_nothing():
    game, before = start(
        {
            "Alice": {
                "board": {"blue": ["Calculator"], "red": ["Coal"], "green": ["Metric System"]}
            },
            "Bob": {},
        },
        supply={"base": {"10": ["Software"]}},
    )
    go(game, "dogma Calculator")
    check(
        game,
        before,
        {"Alice": {"board": {"blue": ["Calculator"]}, "score": ["Coal", "Metric System"]}},
    )


def test_calculator_one_non_blue_colour_scores_one_draws_nothing():
    game, before = start(
        {"Alice": {"board": {"blue": ["Calculator"], "red": ["Oars", "Archery"]}}, "Bob": {}},
        supply={"base": {"1": ["Tools"]}},
    )
    go(game, "dogma Calculator")
    check(
        game,
        before,
        {"Alice": {"board": {"blue": ["Calculator"], "red": ["Oars"]}, "score": ["Archery"]}},
    )


def test_artificial_heart_duplicate_age_needs_twice_the_doubled_score():
    # Score 8 + 11 = 19, doubled 38. Alice holds a 4: another 4 needs 40; a 5 needs 25.
    game, before = start(
        {
            "Alice": {
                "board": {"blue": ["Artificial Heart"]},
                "score": ["Flight"],
                "achievements": ["Invention"],
            },
            "Bob": {},
        },
        achievements=["Anatomy", "Coal"],
    )
    go(game, "dogma Artificial Heart")
    check(
        game, before, {"Alice": {"achievements": ["Invention", "Coal"]}}, achievements=["Anatomy"]
    )


def test_social_networking_must_be_fewer_than_each_other_player():
    # Carol has no factory and no castle: Alice's zeros are not fewer than Carol's.
    game, before = start(
        {
            "Alice": {"board": {"red": ["Social Networking"]}},
            "Bob": {"board": {"red": ["Oars"], "yellow": ["Steam Engine"]}},
            "Carol": {"board": {"green": ["Sailing"]}},
        },
    )
    go(game, "dogma Social Networking", "crown", "crown")
    check(game, before, {})


def test_bandage_every_score_value_matched_in_hand_returns_no_score_card():
    game, before = start(
        {
            "Alice": {"board": {"red": ["Bandage"]}},
            "Bob": {
                "board": {"red": ["Mobility"]},
                "score": ["Flight"],
                "hand": ["Quantum Theory"],
            },
        },
    )
    go(game, "dogma Bandage")
    check(game, before, {"Bob": {"board": {}}}, returned=["Mobility"])


def test_cell_phone_tucks_into_two_colours_splaying_each_up():
    game, before = start(
        {
            "Alice": {
                "board": {"yellow": ["Cell Phone"], "green": ["Sailing"], "blue": ["Tools"]},
                "hand": ["Bicycle", "Publications"],
            },
            "Bob": {},
        },
        supply={"base": {"10": ["Software"]}, "echoes": {"10": ["MP3"]}},
    )
    go(game, "dogma Cell Phone", ["Bicycle", "Publications"])
    check(
        game,
        before,
        {
            "Alice": {
                "board": {
                    "yellow": ["Cell Phone"],
                    "green": {"cards": ["Sailing", "Bicycle"], "splay": "up"},
                    "blue": {"cards": ["Tools", "Publications"], "splay": "up"},
                },
                "hand": ["MP3"],
            }
        },
        taken=["MP3"],
    )


def test_television_no_matching_achievement_nothing_achieved():
    game, before = start(
        {
            "Alice": {"board": {"purple": ["Television"]}, "score": ["Calendar", "Optics"]},
            "Bob": {"score": ["Oars", "Dice"], "achievements": ["Mathematics"]},
        },
        supply={"base": {"8": ["Flight"]}},
    )
    go(game, "dogma Television", 1, "Bob's score pile: 1")
    check(
        game,
        before,
        {
            "Alice": {"board": {"purple": ["Television"], "red": ["Flight"]}},
            "Bob": {"board": {"red": ["Oars"]}, "score": ["Dice"]},
        },
        taken=["Flight"],
    )


def test_hot_air_balloon_declined_draws_and_melds_a_7():
    game, before = start(
        {
            "Alice": {"board": {"green": ["Hot Air Balloon"]}},
            "Bob": {"board": {"red": ["Oars"]}, "achievements": ["Pottery"]},
        },
        supply={"base": {"7": ["Evolution", "Publications"]}},
    )
    go(game, "dogma Hot Air Balloon", None)
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"green": ["Hot Air Balloon"], "blue": ["Publications"]},
                "score": ["Evolution"],
            }
        },
        taken=["Evolution", "Publications"],
    )


def test_photography_highest_top_card_tie_victim_chooses():
    game, before = start(
        {
            "Alice": {"board": {"blue": ["Photography"]}},
            "Bob": {"board": {"red": ["Oars"], "green": ["The Wheel"]}},
        },
    )
    go(game, "dogma Photography")
    assert game.pending.player == "Bob"
    assert sorted(game.pending.options) == ["Oars", "The Wheel"]
    go(game, "The Wheel")
    check(game, before, {"Bob": {"board": {"red": ["Oars"]}, "hand": ["The Wheel"]}})


def test_radio_telescope_ai_drawn_but_not_melded_no_win():
    # Six lightbulbs: three draws of a 9, age 9 empty: 10s. A.I. (base: empty hand),
    # GPS (Echoes), Software (base). Meld GPS, return the others.
    game, before = start(
        {"Alice": {"board": {"blue": ["Radio Telescope"], "purple": ["Philosophy"]}}, "Bob": {}},
        supply={"base": {"10": ["A.I.", "Software"]}, "echoes": {"10": ["GPS"]}},
        removed=removed_except("base", 9, []),
    )
    go(game, "dogma Radio Telescope", "GPS")
    answer_all(game)
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"blue": ["Radio Telescope"], "purple": ["Philosophy"], "green": ["GPS"]}
            }
        },
        taken=["A.I.", "GPS", "Software"],
        returned=["A.I.", "Software"],
    )


def test_sudoku_ninth_bonus_value_wins_before_executing():
    # Visible bonus values 11, 5, 3 (purple up), 7, 6, 4 (blue up), 8, 2: eight. The
    # melded 9 (ATM, an Echoes card: the hand holds only Tools) is the ninth: win.
    specials = [
        "Monument",
        "Empire",
        "World",
        "Wonder",
        "Universe",
        "Supremacy",
        "Destiny",
        "Heritage",
        "History",
    ]
    game, before = start(
        {
            "Alice": {
                "board": {
                    "purple": {"cards": ["Sudoku", "Clock", "Puppet"], "splay": "up"},
                    "blue": {"cards": ["Photography", "Lightning Rod", "Almanac"], "splay": "up"},
                    "green": ["Jeans"],
                    "red": ["Horseshoes"],
                },
                "hand": ["Tools"],
            },
            "Bob": {},
        },
        supply={"base": {"9": ["Computers"]}, "echoes": {"9": ["ATM"]}},
        special_achievements=specials,
    )
    go(game, "dogma Sudoku", 9)
    after = game.to_position()
    alice = next(p for p in after["players"] if p["name"] == "Alice")
    assert alice["board"]["yellow"]["cards"] == ["ATM"]
    assert game.result is not None and game.result.winners == ["Alice"]


def test_rock_paper_top_green_wins():
    game, before = start({"Alice": {"board": {"purple": ["Rock"], "green": ["Paper"]}}, "Bob": {}})
    go(game, "dogma Rock", None)
    check(game, before, {}, winner="Alice")


def test_machine_gun_no_bonus_top_cards_no_draw():
    game, before = start(
        {"Alice": {"board": {"red": ["Machine Gun"]}}, "Bob": {"board": {"red": ["Oars"]}}},
        supply={"base": {"7": ["Evolution"]}},
    )
    go(game, "dogma Machine Gun")
    check(game, before, {})


def test_loom_score_pile_of_one_value_returns_nothing():
    # The echo scores Tools: the score pile holds three 1s: no two of different value.
    game, before = start(
        {
            "Alice": {"board": {"red": ["Loom"], "blue": ["Tools"]}, "score": ["Archery", "Oars"]},
            "Bob": {},
        },
        supply={"base": {"6": ["Canning"]}},
    )
    go(game, "dogma Loom")
    answer_all(game, prefer=("yes",))
    check(
        game, before, {"Alice": {"board": {"red": ["Loom"]}, "score": ["Archery", "Oars", "Tools"]}}
    )


def test_flash_drive_return_then_splay_any_colour_up():
    game, before = start(
        {
            "Alice": {
                "board": {"green": ["Flash Drive"], "red": ["Oars", "Archery"]},
                "score": ["Tools"],
            },
            "Bob": {},
        },
    )
    go(game, "dogma Flash Drive", "yes")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {
                    "green": ["Flash Drive"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "up"},
                },
                "score": [],
            }
        },
        returned=["Tools"],
    )


def test_telegraph_matches_an_up_splay():
    game, before = start(
        {
            "Alice": {"board": {"green": ["Telegraph"], "red": ["Oars", "Archery"]}},
            "Bob": {"board": {"red": {"cards": ["Metalworking", "Construction"], "splay": "up"}}},
        },
    )
    go(game, "dogma Telegraph", "Bob: red")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {
                    "green": ["Telegraph"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "up"},
                }
            }
        },
    )


def test_ice_cream_empty_deck_moves_nothing():
    game, before = start(
        {"Alice": {"board": {"purple": ["Ice Cream"]}}, "Bob": {}},
        supply={"base": {"1": ["Writing"]}},
        removed=removed_except("base", 9, []),
    )
    go(game, "dogma Ice Cream", 9)
    check(game, before, {"Bob": {"board": {"blue": ["Writing"]}}}, taken=["Writing"])


def test_mp3_bonus_choice_for_the_draw_and_score():
    game, before = start(
        {"Alice": {"board": {"yellow": ["MP3"], "blue": ["Dice"]}}, "Bob": {}},
        supply={"base": {"1": ["Tools"], "10": ["Software"]}},
    )
    go(game, "dogma MP3")
    answer_all(game, prefer=(1,))
    check(game, before, {"Alice": {"score": ["Tools"]}}, taken=["Tools"])


def test_puzzle_cube_scores_two_bottom_cards_of_its_own_stack():
    game, before = start(
        {
            "Alice": {
                "board": {"purple": ["Puzzle Cube", "Mysticism", "City States"], "red": ["Oars"]}
            },
            "Bob": {},
        },
    )
    go(game, "dogma Puzzle Cube", "purple", 2)
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"purple": ["Puzzle Cube"], "red": ["Oars"]},
                "score": ["Mysticism", "City States"],
            }
        },
        winner="Alice",
    )


# --- third pass --------------------------------------------------------------------


def test_hot_air_balloon_bonus_counts_for_duplicate_eligibility():
    # Alice holds a 1: another 1 needs 10 points. Her score: the scored 7 plus the
    # visible 7 bonus = 14: eligible.
    game, before = start(
        {
            "Alice": {
                "board": {"green": ["Hot Air Balloon"], "blue": ["Tools"]},
                "achievements": ["Writing"],
            },
            "Bob": {"board": {"red": ["Oars"]}, "achievements": ["Pottery"]},
        },
        supply={"base": {"7": ["Evolution", "Publications"]}},
    )
    go(game, "dogma Hot Air Balloon", "Oars")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"blue": ["Tools"]},
                "score": ["Evolution"],
                "achievements": ["Writing", "Oars"],
            },
            "Bob": {"board": {"green": ["Hot Air Balloon"]}},
        },
        taken=["Evolution"],
    )


def test_machine_gun_uncovered_card_is_not_returned():
    game, before = start(
        {"Alice": {"board": {"red": ["Machine Gun"], "blue": ["Calendar", "Tools"]}}, "Bob": {}},
    )
    go(game, "dogma Machine Gun")
    check(
        game,
        before,
        {"Alice": {"board": {"red": ["Machine Gun"], "blue": ["Tools"]}}},
        returned=["Calendar"],
    )


def test_laser_returns_echoes_achievement_to_its_pile_and_melds_echoes_10s():
    # Dice (an Echoes 1) among the available achievements goes back to its pile. One
    # score card: half rounded up is that card. The hand holds only Writing (base): both
    # 10s are Echoes cards.
    game, before = start(
        {
            "Alice": {"board": {"blue": ["Laser"]}, "score": ["Oars"], "hand": ["Writing"]},
            "Bob": {},
        },
        achievements=["Tools", "Dice"],
        supply={"base": {"10": ["Software"]}, "echoes": {"10": ["GPS", "Flash Drive"]}},
    )
    go(game, "dogma Laser")
    check(
        game,
        before,
        {"Alice": {"board": {"blue": ["Laser"], "green": ["Flash Drive", "GPS"]}, "score": []}},
        taken=["GPS", "Flash Drive"],
        returned=["Tools", "Dice", "Oars"],
        achievements=[],
    )


def test_human_genome_draw_and_score_then_take_itself_wins():
    game, before = start(
        {"Alice": {"board": {"blue": ["Human Genome"]}}, "Bob": {}},
        supply={"base": {"10": ["Software"]}},
    )
    go(game, "dogma Human Genome", 10)
    check(
        game,
        before,
        {"Alice": {"board": {}, "hand": ["Human Genome"], "score": ["Software"]}},
        taken=["Software"],
        winner="Alice",
    )


def test_typewriter_five_colours_climb_past_10_ends_the_game():
    # Draw a 6, then 7, 8, 9, 10 and an 11: the game ends by score (Alice 3, Bob 0).
    game, before = start(
        {
            "Alice": {
                "board": {"blue": ["Typewriter"]},
                "hand": ["Tools", "Construction", "Compass", "Anatomy", "Astronomy"],
                "score": ["Optics"],
            },
            "Bob": {},
        },
        supply={
            "base": {
                "6": ["Canning"],
                "7": ["Evolution"],
                "8": ["Flight"],
                "9": ["Computers"],
                "10": ["Software"],
            },
            "echoes": {"7": ["Jeans"]},
        },
    )
    go(game, "dogma Typewriter")
    assert game.result is not None and game.result.winners == ["Alice"]
    assert game.result.reason.startswith("score")
    alice = next(p for p in game.to_position()["players"] if p["name"] == "Alice")
    assert sorted(alice["hand"]) == ["Canning", "Computers", "Flight", "Jeans", "Software"]


def test_saxophone_flute_under_left_splay_is_not_visible():
    # Bob's purple splayed left shows only Flute's bottom right slot: its note (bottom
    # left) does not show. Notes: Saxophone, Bell: two 7s, no win.
    game, before = start(
        {
            "Alice": {"board": {"purple": ["Saxophone"]}},
            "Bob": {"board": {"purple": {"cards": ["Bell", "Flute"], "splay": "left"}}},
        },
        supply={"base": {"7": ["Evolution", "Publications"]}, "echoes": {"7": ["Typewriter"]}},
    )
    go(game, "dogma Saxophone")
    check(
        game,
        before,
        {"Alice": {"hand": ["Evolution", "Typewriter"]}},
        taken=["Evolution", "Typewriter"],
    )


def test_social_networking_icon_bob_lacks_takes_every_top_card():
    game, before = start(
        {
            "Alice": {"board": {"red": ["Social Networking"]}},
            "Bob": {"board": {"red": ["Oars"], "yellow": ["Steam Engine"]}},
        },
    )
    go(game, "dogma Social Networking", "leaf")
    # Bob now has no icon at all: Alice's zeros are not fewer.
    check(game, before, {"Alice": {"score": ["Oars", "Steam Engine"]}, "Bob": {"board": {}}})


def test_cell_phone_five_clocks_draw_two():
    game, before = start(
        {
            "Alice": {"board": {"yellow": ["Cell Phone"], "purple": ["Railroad"], "red": ["Oars"]}},
            "Bob": {},
        },
        supply={"base": {"10": ["Software", "Robotics"]}, "echoes": {"10": ["MP3"]}},
    )
    go(game, "dogma Cell Phone", [])
    check(game, before, {"Alice": {"hand": ["Software", "MP3"]}}, taken=["Software", "MP3"])


def test_steamboat_red_victim_chooses_two_of_three_score_cards():
    game, before = start(
        {
            "Alice": {"board": {"green": ["Steamboat"]}},
            "Bob": {"score": ["Agriculture", "Optics", "Calendar"]},
        },
        supply={"base": {"6": ["Industrialization"]}},
    )
    go(game, "dogma Steamboat")
    assert game.pending.player == "Bob"
    picks = ["Optics", "Calendar"]
    if game.pending.kind == "choose_cards":
        go(game, picks)
    else:
        go(game, *picks)
    check(
        game,
        before,
        {
            "Alice": {"score": picks},
            "Bob": {"hand": ["Industrialization"], "score": ["Agriculture"]},
        },
        taken=["Industrialization"],
    )


def test_shrapnel_activating_player_without_that_colour():
    game, before = start(
        {"Alice": {"board": {"red": ["Shrapnel"]}}, "Bob": {"board": {"yellow": ["Agriculture"]}}},
        supply={"base": {"6": ["Canning"]}},
    )
    go(game, "dogma Shrapnel")
    check(
        game,
        before,
        {"Alice": {"score": ["Agriculture", "Canning"]}, "Bob": {"board": {}}},
        taken=["Canning"],
    )


def test_x_ray_echoes_card_tucked_under_leaves_one_foreshadow():
    game, before = start(
        {
            "Alice": {
                "board": {"blue": ["X-Ray"], "yellow": ["Sanitation"], "green": ["Sailing"]},
                "hand": ["Tools"],
            },
            "Bob": {},
        },
        supply={
            "base": {"3": ["Optics"], "8": ["Flight"]},
            "echoes": {"3": ["Novel"], "8": ["Nylon"]},
        },
    )
    # The hand holds only Tools: the echo's 8 is an Echoes card (Nylon, green: tucked
    # under Sailing, its leaves hidden). Leaves: 1 + 3 + 1 = 5: one foreshadow, Echoes.
    go(game, "dogma X-Ray", 3)
    check(
        game,
        before,
        {
            "Alice": {
                "board": {
                    "blue": ["X-Ray"],
                    "yellow": ["Sanitation"],
                    "green": ["Sailing", "Nylon"],
                },
                "forecast": ["Novel"],
            }
        },
        taken=["Nylon", "Novel"],
    )


def test_elevator_nothing_green_and_empty_score_pile():
    game, before = start(
        {
            "Alice": {"board": {"yellow": ["Elevator"]}},
            "Bob": {"hand": ["Tools"], "score": ["Oars"]},
        },
    )
    go(game, "dogma Elevator")
    check(game, before, {})


def test_email_lowest_tie_is_chosen():
    game, before = start(
        {
            "Alice": {
                "board": {"green": ["Email"], "blue": ["Writing"], "yellow": ["Agriculture"]}
            },
            "Bob": {},
        },
        supply={
            "base": {"2": ["Calendar"], "9": ["Computers"], "10": ["Software"]},
            "echoes": {"2": ["Lever"], "9": ["Jet"], "10": ["GPS"]},
        },
    )
    go(game, "dogma Email", "Writing")
    check(
        game,
        before,
        {"Alice": {"forecast": ["Software", "Computers"], "hand": ["Calendar"]}},
        taken=["Software", "Computers", "Calendar"],
    )


def test_indian_clubs_victim_with_one_score_card():
    game, before = start(
        {"Alice": {"board": {"purple": ["Indian Clubs"]}}, "Bob": {"score": ["Optics"]}},
    )
    go(game, "dogma Indian Clubs")
    check(game, before, {"Bob": {"score": []}}, returned=["Optics"])


# --- fourth pass -------------------------------------------------------------------


def test_email_executing_dentures_without_echo_memory_tucks_and_repeats():
    # Email's last effect executes Dentures (lowest non-green top card): no echo effect,
    # so no card was tucked due to Dentures yet: none to score: draw and tuck a 6
    # (Canning, under Dentures), repeat: the non-bottom yellow card, Dentures, is scored.
    game, before = start(
        {"Alice": {"board": {"green": ["Email"], "yellow": ["Dentures"]}}, "Bob": {}},
        supply={
            "base": {"6": ["Canning", "Vaccination"], "9": ["Computers"], "10": ["Software"]},
            "echoes": {"9": ["Jet"], "10": ["GPS"]},
        },
    )
    go(game, "dogma Email")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {"green": ["Email"], "yellow": ["Canning"]},
                "score": ["Dentures"],
                "forecast": ["Software", "Computers"],
            }
        },
        taken=["Software", "Computers", "Canning"],
    )


def test_nylon_one_green_among_two_tucks_repeats():
    # 7 factories: two tucks (Flight red, Corporations green): repeat; 7 factories again
    # (tucked cards hidden): Antibiotics, Quantum Theory: no green: stop.
    game, before = start(
        {
            "Alice": {"board": {"green": ["Nylon"], "red": ["Coal"], "yellow": ["Steam Engine"]}},
            "Bob": {},
        },
        supply={
            "base": {"8": ["Flight", "Corporations", "Antibiotics", "Quantum Theory", "Mobility"]}
        },
    )
    go(game, "dogma Nylon", "no")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {
                    "green": ["Nylon", "Corporations"],
                    "red": ["Coal", "Flight"],
                    "yellow": ["Steam Engine", "Antibiotics"],
                    "blue": ["Quantum Theory"],
                }
            }
        },
        taken=["Flight", "Corporations", "Antibiotics", "Quantum Theory"],
    )


def test_mp3_second_claim_of_an_age_needs_more_points():
    # Alice holds a 1 and has 10 points (the bonus): another 1 needs 10 (yes), a third
    # 1 needs 15 (no): one card returned claims only one achievement.
    game, before = start(
        {
            "Alice": {
                "board": {"yellow": ["MP3"]},
                "hand": ["Oars"],
                "achievements": ["Agriculture"],
            },
            "Bob": {},
        },
        achievements=["Pottery", "Writing"],
        supply={"base": {"10": ["Software"]}},
    )
    go(game, "dogma MP3", ["Oars"])
    answer_all(game)
    after = game.to_position()
    alice = next(p for p in after["players"] if p["name"] == "Alice")
    claimed = sorted(set(alice["achievements"]) - {"Agriculture"})
    assert len(claimed) == 1 and claimed[0] in ("Pottery", "Writing")
    assert sorted(after["achievements"]) == sorted({"Pottery", "Writing"} - set(claimed))
    assert sorted(alice["score"]) == ["Software"]


def test_rubber_echo_effects_run_bottom_first():
    # Red splayed up shows Machine Gun's echo under Rubber: it runs first, with four top
    # cards (nothing); then Rubber's echo tucks Empiricism (a fifth colour) and Flight.
    game, before = start(
        {
            "Alice": {
                "board": {
                    "red": {"cards": ["Rubber", "Machine Gun"], "splay": "up"},
                    "blue": ["Tools"],
                    "green": ["Sailing"],
                    "yellow": ["Agriculture"],
                }
            },
            "Bob": {},
        },
        supply={"base": {"7": ["Evolution"], "8": ["Empiricism", "Flight"]}},
    )
    go(game, "dogma Rubber", "Tools")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {
                    "red": {"cards": ["Rubber", "Machine Gun", "Flight"], "splay": "up"},
                    "green": ["Sailing"],
                    "yellow": ["Agriculture"],
                    "purple": ["Empiricism"],
                },
                "score": ["Tools"],
            }
        },
        taken=["Empiricism", "Flight"],
    )


def test_elevator_score_piles_of_all_other_players():
    game, before = start(
        {
            "Alice": {"board": {"yellow": ["Elevator"]}, "score": ["Oars"]},
            "Bob": {"hand": ["Tools"], "score": ["Archery", "Optics"]},
            "Carol": {"hand": ["Writing"], "score": ["Pottery"]},
        },
    )
    go(game, "dogma Elevator", "all other players' score piles")
    check(
        game,
        before,
        {
            "Alice": {"score": ["Oars", "Archery", "Pottery"]},
            "Bob": {"score": ["Optics"]},
            "Carol": {"score": []},
        },
    )


def test_sliced_bread_returned_1_draws_and_scores_two_1s():
    game, before = start(
        {"Alice": {"board": {"green": ["Sliced Bread"]}, "score": ["Tools"]}, "Bob": {}},
        supply={
            "base": {"1": ["Pottery", "Archery"], "8": ["Flight"]},
            "echoes": {"1": ["Dice"], "8": ["Nylon"]},
        },
    )
    go(game, "dogma Sliced Bread")
    check(
        game,
        before,
        {"Alice": {"hand": ["Flight", "Nylon"], "score": ["Pottery", "Archery"]}},
        taken=["Flight", "Nylon", "Pottery", "Archery"],
        returned=["Tools"],
    )


def test_shrapnel_splayed_stack_left_with_one_card_loses_its_splay():
    game, before = start(
        {
            "Alice": {"board": {"red": ["Shrapnel"], "yellow": ["Agriculture"]}},
            "Bob": {"board": {"yellow": {"cards": ["Masonry", "Domestication"], "splay": "right"}}},
        },
        supply={"base": {"6": ["Canning"]}},
    )
    go(game, "dogma Shrapnel")
    check(
        game,
        before,
        {
            "Alice": {"board": {"red": ["Shrapnel"]}, "score": ["Masonry", "Domestication"]},
            "Bob": {"board": {"yellow": ["Canning"]}, "score": ["Agriculture"]},
        },
        taken=["Canning"],
    )


def test_helicopter_return_offers_only_cards_sharing_an_icon():
    # Oars (castle, crown) is transferred: Tools (castle) shares an icon, Agriculture
    # (leaves) does not. Declining ends the effect.
    game, before = start(
        {
            "Alice": {"board": {"red": ["Helicopter"]}, "hand": ["Tools", "Agriculture"]},
            "Bob": {"board": {"red": ["Oars"]}},
        },
    )
    go(game, "dogma Helicopter")
    assert game.pending.player == "Alice"
    assert [o for o in game.pending.options if o is not None] == ["Tools"]
    go(game, None)
    check(game, before, {"Bob": {"board": {}, "score": ["Oars"]}})


def test_puzzle_cube_splayed_stacks_count_every_card_declined_score_wins():
    game, before = start(
        {
            "Alice": {
                "board": {
                    "purple": {"cards": ["Puzzle Cube", "Mysticism"], "splay": "right"},
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                }
            },
            "Bob": {},
        },
    )
    go(game, "dogma Puzzle Cube", None)
    check(game, before, {}, winner="Alice")


def test_tractor_shared_echo_and_dogma_then_sharing_bonus():
    # Bob (3 clocks) shares, first. Each draw follows the Echoes draw rule for the drawer.
    # Alice's free draw: an 8 (her hand holds an Echoes card: base).
    game, before = start(
        {
            "Alice": {"board": {"yellow": ["Tractor"]}},
            "Bob": {"board": {"blue": ["Quantum Theory"]}},
        },
        supply={
            "base": {"7": ["Evolution", "Publications"], "8": ["Flight"]},
            "echoes": {"7": ["Jeans", "Photography", "Elevator", "Ice Cream"], "8": ["X-Ray"]},
        },
    )
    go(game, "dogma Tractor")
    check(
        game,
        before,
        {
            "Alice": {"hand": ["Publications", "Ice Cream", "Flight"], "score": ["Elevator"]},
            "Bob": {"hand": ["Evolution", "Photography"], "score": ["Jeans"]},
        },
        taken=[
            "Evolution",
            "Publications",
            "Jeans",
            "Photography",
            "Elevator",
            "Ice Cream",
            "Flight",
        ],
    )


def test_atm_tie_for_highest_victim_chooses():
    game, before = start(
        {
            "Alice": {"board": {"yellow": ["ATM"]}},
            "Bob": {"board": {"red": ["Archery"], "green": ["The Wheel"]}},
        },
        supply={"base": {"2": ["Calendar"]}},
    )
    go(game, "dogma ATM", 2)
    assert game.pending.player == "Bob"
    assert sorted(game.pending.options) == ["Archery", "The Wheel"]
    go(game, "The Wheel")
    check(
        game,
        before,
        {
            "Alice": {"board": {"yellow": ["ATM"], "green": ["The Wheel"]}, "score": ["Calendar"]},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        taken=["Calendar"],
    )


def test_social_networking_uncovered_card_without_the_icon_stays():
    # Bob chooses castle: Steam Engine goes; Agriculture, uncovered, also lacks a castle
    # but was not a top card when the transfer was made.
    game, before = start(
        {
            "Alice": {"board": {"red": ["Social Networking"]}},
            "Bob": {"board": {"red": ["Oars"], "yellow": ["Steam Engine", "Agriculture"]}},
        },
    )
    go(game, "dogma Social Networking", "castle")
    check(
        game,
        before,
        {
            "Alice": {"score": ["Steam Engine"]},
            "Bob": {"board": {"red": ["Oars"], "yellow": ["Agriculture"]}},
        },
    )


def test_machine_gun_uncovered_bonus_card_stays():
    game, before = start(
        {
            "Alice": {"board": {"red": ["Machine Gun"]}},
            "Bob": {"board": {"blue": ["Dice", "Perfume"]}},
        },
        supply={"base": {"7": ["Evolution"]}},
    )
    go(game, "dogma Machine Gun")
    check(
        game,
        before,
        {
            "Alice": {"score": ["Dice"]},
            "Bob": {"board": {"blue": ["Perfume"]}, "hand": ["Evolution"]},
        },
        taken=["Evolution"],
    )


def test_cell_phone_tuck_into_empty_colour_no_splay():
    game, before = start(
        {"Alice": {"board": {"yellow": ["Cell Phone"]}, "hand": ["Bicycle"]}, "Bob": {}},
        supply={"base": {"10": ["Software"]}, "echoes": {"10": ["MP3"]}},
    )
    go(game, "dogma Cell Phone", ["Bicycle"])
    check(
        game,
        before,
        {"Alice": {"board": {"yellow": ["Cell Phone"], "green": ["Bicycle"]}, "hand": ["MP3"]}},
        taken=["MP3"],
    )


def test_gps_foreshadowed_cards_leave_the_hand_base_only_so_all_echoes():
    game, before = start(
        {"Alice": {"board": {"green": ["GPS"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={
            "base": {"10": ["Software"]},
            "echoes": {"10": ["MP3", "Camcorder", "Sudoku"]},
        },
    )
    go(game, "dogma GPS")
    check(
        game,
        before,
        {"Alice": {"forecast": ["MP3", "Camcorder", "Sudoku"]}},
        taken=["MP3", "Camcorder", "Sudoku"],
    )


def test_dentures_repeats_until_a_non_bottom_card_exists():
    # Echo: Democracy (purple, alone). None: tuck Classification (green, alone), repeat.
    # None: tuck Emancipation (purple, under Democracy), repeat: score Democracy.
    game, before = start(
        {"Alice": {"board": {"yellow": ["Dentures"]}}, "Bob": {}},
        supply={"base": {"6": ["Democracy", "Classification", "Emancipation", "Canning"]}},
    )
    go(game, "dogma Dentures")
    check(
        game,
        before,
        {
            "Alice": {
                "board": {
                    "yellow": ["Dentures"],
                    "green": ["Classification"],
                    "purple": ["Emancipation"],
                },
                "score": ["Democracy"],
            }
        },
        taken=["Democracy", "Classification", "Emancipation"],
    )


def test_human_genome_values_must_match_card_for_card():
    # Hand {10}, score pile {10, 10}: the same values, not the same cards' values.
    game, before = start(
        {
            "Alice": {"board": {"blue": ["Human Genome"]}, "score": ["Software", "Robotics"]},
            "Bob": {},
        },
    )
    go(game, "dogma Human Genome", None)
    check(game, before, {"Alice": {"board": {}, "hand": ["Human Genome"]}})


def test_sliced_bread_empty_score_pile_still_draws_and_scores_two_1s():
    # Nothing returned: its value is 0 (rulebook: the value of something you don't have),
    # one less is below 1: two 1s (the hand holds an Echoes card: base).
    game, before = start(
        {"Alice": {"board": {"green": ["Sliced Bread"]}}, "Bob": {}},
        supply={"base": {"1": ["Pottery", "Archery"], "8": ["Flight"]}, "echoes": {"8": ["Nylon"]}},
    )
    go(game, "dogma Sliced Bread")
    check(
        game,
        before,
        {"Alice": {"hand": ["Flight", "Nylon"], "score": ["Pottery", "Archery"]}},
        taken=["Flight", "Nylon", "Pottery", "Archery"],
    )
