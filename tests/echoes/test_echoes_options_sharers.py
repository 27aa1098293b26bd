"""Echoes of the Past: the choices of echo effects executed by a SHARING player, and the
choices of players (and of their cards) after a player has left the game.

Written as an outside checker, from the printed card texts, the rules and
docs/rulings.md only (the documented API: a position in, decisions answered,
the position out). Each test builds a position where the candidates the text
allows are not obvious and asserts that the decision offers exactly those.

Rulings relied on (docs/rulings.md): echo effects "run before the card's dogma effects
... each shared like a non-demand effect" (so each sharer, clockwise from the activating
player's left, executes it first, with "you"/"your" meaning the sharer); "forced choices
are not asked"; "A player who loses (Exxon Valdez) leaves the game: no more turns, no
part in any effect (sharing, demands, 'each player') ... their cards stay where they are
unless the card removes them" (the position key ``out``: docs/position-format.md), so a
player who is out is never a player to choose, and their cards are no candidates.
"""

from __future__ import annotations

from outside import answer, ask, make, player, stack, zone

import inno


def game_of(*players, sets=("echoes",), supply=None, **rest) -> inno.Game:
    """A game; ``players`` are (name, zones) pairs, the first one to act."""
    return make([{"name": n, **z} for n, z in players], sets, supply=supply, **rest)


# === (1) Echo effects executed by a sharing player =======================================

# --- Bangle (echo): "Tuck a red card from your hand." ------------------------------------


def test_bangle_options_sharers_asked_first_each_his_red_cards():
    # Bob (3 castles) and Carol (3 castles) share Bangle's castle with Alice (1): the echo
    # is asked of Bob first (Alice's left), then Carol, then Alice; each among the red
    # cards of his own hand (Carol has none: nothing to ask).
    g = game_of(
        (
            "Alice",
            {"board": {"red": ["Bangle"]}, "hand": ["Metalworking", "Construction", "Clothing"]},
        ),
        (
            "Bob",
            {"board": {"yellow": ["Masonry"]}, "hand": ["Archery", "Candles", "Pottery", "Oars"]},
        ),
        ("Carol", {"board": {"purple": ["Mysticism"]}, "hand": ["Writing", "Sailing"]}),
        supply={"echoes": {"3": ["Almanac", "Novel", "Sunglasses"], "1": ["Dice"]}},
    )
    answer(g, "dogma Bangle")
    ask(g, "Bob", ["Archery", "Candles", "Oars"], "choose_card")
    answer(g, "Candles")
    assert stack(g, "Bob", "red") == (["Candles"], "none")
    assert stack(g, "Alice", "red") == (["Bangle"], "none")
    ask(g, "Alice", ["Construction", "Metalworking"], "choose_card")
    answer(g, "Construction")
    assert stack(g, "Alice", "red") == (["Bangle", "Construction"], "none")
    assert sorted(zone(g, "Carol", "hand")) == ["Sailing", "Writing"]
    assert zone(g, "Bob", "forecast") == ["Almanac"]
    assert zone(g, "Carol", "forecast") == ["Novel"]


# --- Glassblowing (echo): "Score a card with a bonus from your hand." ---------------------


def test_glassblowing_options_sharer_scores_a_bonus_card_of_his_hand():
    # Bob (2 crowns) shares Glassblowing's crown (2). His bonus cards are candidates, his
    # cards without a bonus are not, nor Alice's bonus card.
    g = game_of(
        (
            "Alice",
            {
                "board": {"green": ["Glassblowing"], "yellow": ["Masonry"]},
                "hand": ["Noodles", "Perfume"],
            },
        ),
        (
            "Bob",
            {"board": {"purple": ["Code of Laws"]}, "hand": ["Dice", "Puppet", "Ruler", "Sailing"]},
        ),
        supply={"echoes": {"4": ["Telescope", "Kobukson"]}},
    )
    answer(g, "dogma Glassblowing")
    ask(g, "Bob", ["Dice", "Puppet"], "choose_card")
    answer(g, "Puppet")
    assert zone(g, "Bob", "score") == ["Puppet"]
    assert sorted(zone(g, "Bob", "hand")) == ["Dice", "Ruler", "Sailing"]
    ask(g, "Alice", ["Noodles", "Perfume"], "choose_card")
    answer(g, "Perfume")
    assert zone(g, "Alice", "score") == ["Perfume"]


# --- Toothbrush (echo): "Tuck all cards of one present value from your hand." ------------


def test_toothbrush_options_sharer_values_of_his_hand_and_tucks_them():
    # Bob (2 leaves) shares Toothbrush's leaf (1): the values present in HIS hand (1, 2),
    # not Alice's 3; he tucks all his 1s, choosing the order only within his red stack.
    g = game_of(
        ("Alice", {"board": {"yellow": ["Toothbrush"]}, "hand": ["Alchemy", "Calendar"]}),
        (
            "Bob",
            {
                "board": {"green": ["Clothing"]},
                "hand": ["Archery", "Oars", "Pottery", "Mathematics", "Lever"],
            },
        ),
    )
    answer(g, "dogma Toothbrush")
    ask(g, "Bob", [1, 2], "choose_value")
    answer(g, 1)
    ask(g, "Bob", ["Archery", "Oars"], "choose_card")
    answer(g, "Oars")
    assert sorted(zone(g, "Bob", "hand")) == ["Lever", "Mathematics"]
    assert stack(g, "Bob", "red") == (["Oars", "Archery"], "none")
    assert stack(g, "Bob", "blue") == (["Pottery"], "none")
    # Alice: the values of her own hand (2 and 3)
    ask(g, "Alice", [2, 3], "choose_value")
    answer(g, 3)
    assert zone(g, "Alice", "hand") == ["Calendar"]
    assert stack(g, "Alice", "blue") == (["Alchemy"], "none")


# --- Jeans (echo): "Draw two {9}. Return one, foreshadow the other." ----------------------


def test_jeans_options_sharer_returns_one_of_his_two_drawn_9s():
    # Bob (2 leaves) shares. His hand has cards but no Echoes card: the first 9 is an
    # Echoes 9 (Jet), the second a base 9 (Fission). He chooses among those two only.
    g = game_of(
        ("Alice", {"board": {"green": ["Jeans"]}, "hand": []}),
        ("Bob", {"board": {"yellow": ["Agriculture"]}, "hand": ["Pottery"]}),
        supply={
            "base": {"9": ["Fission", "Computers", "Genetics"]},
            "echoes": {"9": ["Jet", "Email"]},
        },
    )
    answer(g, "dogma Jeans")
    ask(g, "Bob", ["Fission", "Jet"], "choose_card")
    answer(g, "Jet")
    assert zone(g, "Bob", "forecast") == ["Fission"]
    assert zone(g, "Bob", "hand") == ["Pottery"]
    # Alice (empty hand): a base 9, then (a base card in hand) an Echoes 9.
    ask(g, "Alice", ["Computers", "Email"], "choose_card")


# --- Jet (echo): "Meld a card from your hand." (demand: the colour I melded) -------------


def test_jet_options_sharer_melds_from_his_hand_demand_reads_the_leaders_colour():
    # Bob (3 clocks) shares; Carol (no clock) is demanded. Bob chooses among his hand,
    # melds red; Alice then among hers, melds blue; Carol returns her top blue card only.
    g = game_of(
        ("Alice", {"board": {"red": ["Jet"]}, "hand": ["Writing", "Sailing"]}),
        ("Bob", {"board": {"blue": ["Rocketry"]}, "hand": ["Pottery", "Archery"]}),
        ("Carol", {"board": {"red": ["Oars"], "blue": ["Tools"]}, "hand": ["Mysticism"]}),
    )
    answer(g, "dogma Jet")
    ask(g, "Bob", ["Archery", "Pottery"], "choose_card")
    answer(g, "Archery")
    assert stack(g, "Bob", "red") == (["Archery"], "none")
    ask(g, "Alice", ["Sailing", "Writing"], "choose_card")
    answer(g, "Writing")
    d = g.pending
    assert d.kind == "action" and d.player == "Alice", (d, d.options)
    assert stack(g, "Carol", "red") == (["Oars"], "none")
    assert stack(g, "Carol", "blue") == ([], "none")


# --- Karaoke (echo): "Draw and meld a card of value less than {10}." ---------------------
#     1st: "Execute all of the non-demand dogma effects of the card you melded due to
#     Karaoke's echo effect." 2nd: "You may take a bottom card from your board ..."


def test_karaoke_options_sharer_values_then_his_melded_card_then_his_bottom_cards():
    g = game_of(
        ("Alice", {"board": {"purple": ["Karaoke"]}}),
        ("Bob", {"board": {"green": ["Clothing"]}}),
        supply={"base": {"1": ["Writing", "Sailing", "Mysticism"], "2": ["Calendar"]}},
    )
    answer(g, "dogma Karaoke")
    ask(g, "Bob", list(range(1, 10)))
    answer(g, 1)
    assert stack(g, "Bob", "blue") == (["Writing"], "none")
    ask(g, "Alice", list(range(1, 10)))
    answer(g, 1)
    assert stack(g, "Alice", "green") == (["Sailing"], "none")
    # Bob executes his Writing ("Draw a 2"), Alice her Sailing ("Draw and meld a 1").
    # Then Bob may take one of HIS bottom cards.
    ask(g, "Bob", ["Clothing", "Writing", None])
    assert zone(g, "Bob", "hand") == ["Calendar"]
    assert stack(g, "Alice", "purple") == (["Mysticism", "Karaoke"], "none")
    answer(g, "Clothing")
    assert sorted(zone(g, "Bob", "hand")) == ["Calendar", "Clothing"]
    ask(g, "Alice", ["Karaoke", "Sailing", None])


# --- Piano (echo): "Draw a card of a value present in any player's hand." ---------------


def test_piano_options_sharer_with_empty_hand_values_of_other_hands():
    # Bob (2 lightbulbs) shares; his own hand is empty: the values are those of Alice's
    # hand (1) and Carol's (3), Carol not sharing. Then Alice sees Bob's new card too.
    g = game_of(
        ("Alice", {"board": {"purple": ["Piano"]}, "hand": ["Archery"]}),
        ("Bob", {"board": {"blue": ["Tools"]}}),
        ("Carol", {"board": {"green": ["Clothing"]}, "hand": ["Engineering"]}),
        supply={
            "base": {"3": ["Compass"], "1": ["Oars"]},
            "echoes": {"1": ["Dice"], "3": ["Almanac"]},
        },
    )
    answer(g, "dogma Piano")
    ask(g, "Bob", [1, 3], "choose_value")
    answer(g, 3)
    assert zone(g, "Bob", "hand") == ["Compass"]
    ask(g, "Alice", [1, 3], "choose_value")
    answer(g, 1)
    # Alice's hand holds a base card and no Echoes card: an Echoes 1 (then her sharing
    # bonus, a 5)
    assert {"Archery", "Dice"} <= set(zone(g, "Alice", "hand"))
    assert zone(g, "Carol", "hand") == ["Engineering"]


# --- Umbrella (echo): "You may meld a card from your hand." ------------------------------


def test_umbrella_options_sharer_may_meld_from_his_hand():
    g = game_of(
        ("Alice", {"board": {"green": ["Umbrella"]}, "hand": ["Sailing", "Writing"]}),
        ("Bob", {"board": {"yellow": ["Agriculture"]}, "hand": ["Archery", "Metalworking"]}),
    )
    answer(g, "dogma Umbrella")
    ask(g, "Bob", ["Archery", "Metalworking", None])
    answer(g, "Metalworking")
    assert stack(g, "Bob", "red") == (["Metalworking"], "none")
    ask(g, "Alice", ["Sailing", "Writing", None])
    answer(g, None)
    assert sorted(zone(g, "Alice", "hand")) == ["Sailing", "Writing"]
    assert stack(g, "Alice", "green") == (["Umbrella"], "none")
    assert g.pending.player == "Bob"  # the dogma effect: Bob first again


# --- Bell (echo): "You may score a card from your hand." ---------------------------------


def test_bell_options_sharer_may_score_from_his_hand():
    g = game_of(
        ("Alice", {"board": {"purple": ["Bell"]}, "hand": ["Oars"]}),
        ("Bob", {"board": {"yellow": ["Masonry"]}, "hand": ["Archery", "Pottery"]}),
        supply={"echoes": {"2": ["Lever", "Toothbrush"]}},
    )
    answer(g, "dogma Bell")
    ask(g, "Bob", ["Archery", "Pottery", None])
    answer(g, "Pottery")
    assert zone(g, "Bob", "score") == ["Pottery"]
    ask(g, "Alice", ["Oars", None])
    answer(g, None)
    assert zone(g, "Alice", "score") == []
    assert zone(g, "Alice", "hand")[0] == "Oars"  # (then her sharing bonus)
    assert zone(g, "Bob", "forecast") == ["Lever"]
    assert zone(g, "Alice", "forecast") == ["Toothbrush"]


# --- Air Conditioner (echo): "You may score a card from your hand." ----------------------


def test_air_conditioner_options_sharer_may_score_then_demand_on_the_third():
    g = game_of(
        ("Alice", {"board": {"yellow": ["Air Conditioner"]}, "hand": ["Tools"]}),
        ("Bob", {"board": {"green": ["Clothing"]}, "hand": ["Archery", "Oars"]}),
        (
            "Carol",
            {
                "board": {"red": ["Metalworking"]},
                "hand": ["Writing"],
                "score": ["Mysticism", "Calendar"],
            },
        ),
    )
    answer(g, "dogma Air Conditioner")
    ask(g, "Bob", ["Archery", "Oars", None])
    answer(g, "Oars")
    assert zone(g, "Bob", "score") == ["Oars"]
    ask(g, "Alice", ["Tools", None])
    answer(g, None)
    # Carol (no leaf) returns her score cards of value 1 (her top card's value)
    assert zone(g, "Carol", "score") == ["Calendar"]
    assert zone(g, "Carol", "hand") == ["Writing"]
    assert zone(g, "Alice", "hand")[0] == "Tools"


# --- Linguistics (echo): "Draw a {3} OR Draw and foreshadow a {4}." ----------------------
#     dogma: "Draw a card of value equal to a bonus on your board, if you have any."


def test_linguistics_options_sharer_echo_then_bonuses_of_his_board():
    g = game_of(
        ("Alice", {"board": {"blue": ["Linguistics"], "yellow": ["Soap"]}}),
        ("Bob", {"board": {"blue": ["Tools"], "red": ["Candles"], "purple": ["Puppet"]}}),
        supply={"base": {"4": ["Anatomy"], "3": ["Compass"], "1": ["Oars"], "2": ["Calendar"]}},
    )
    answer(g, "dogma Linguistics")
    ask(g, "Bob", ["draw a 3", "draw and foreshadow a 4"], "choose_option")
    answer(g, "draw and foreshadow a 4")
    assert zone(g, "Bob", "forecast") == ["Anatomy"]
    ask(g, "Alice", ["draw a 3", "draw and foreshadow a 4"], "choose_option")
    answer(g, "draw a 3")
    assert zone(g, "Alice", "hand") == ["Compass"]
    # Bob's visible bonuses: 1 (Candles) and 3 (Puppet); not Alice's 2 (Soap)
    ask(g, "Bob", [1, 3])


# --- Charitable Trust (echo): "Draw a {3} or {4}." ----------------------------------------
#     "You may meld the card you drew due to Charitable Trust's echo effect. If you do,
#     either return or achieve (if eligible) your top green card."


def test_charitable_trust_options_sharer_melds_his_drawn_card_and_achieves_it():
    g = game_of(
        ("Alice", {"board": {"green": ["Charitable Trust"]}}),
        ("Bob", {"board": {"purple": ["Code of Laws"]}, "score": ["Software", "Databases"]}),
        supply={"base": {"4": ["Navigation"], "3": ["Compass"]}},
        achievements=["Alchemy", "Anatomy"],
    )
    answer(g, "dogma Charitable Trust")
    ask(g, "Bob", [3, 4], "choose_value")
    answer(g, 4)
    assert zone(g, "Bob", "hand") == ["Navigation"]
    ask(g, "Alice", [3, 4], "choose_value")
    answer(g, 3)
    assert zone(g, "Alice", "hand") == ["Compass"]
    d = ask(g, "Bob", ["yes", "no"], "yes_no")
    assert "Navigation" in d.prompt, d.prompt
    answer(g, "yes")
    # Bob's top green card is now Navigation (a 4): 20 points, eligible: return or achieve
    ask(g, "Bob", ["return your top green card", "achieve your top green card"], "choose_option")
    answer(g, "achieve your top green card")
    assert "Navigation" in zone(g, "Bob", "achievements")
    assert stack(g, "Bob", "green") == ([], "none")
    d = ask(g, "Alice", ["yes", "no"], "yes_no")
    assert "Compass" in d.prompt, d.prompt


# --- Magnifying Glass (echo): "Draw a {4} then return a card from your hand." ------------


def test_magnifying_glass_options_sharer_returns_from_his_hand_incl_drawn():
    g = game_of(
        ("Alice", {"board": {"blue": ["Magnifying Glass"]}, "hand": ["Archery"]}),
        ("Bob", {"board": {"blue": ["Tools"]}, "hand": ["Oars", "Code of Laws"]}),
        supply={"echoes": {"4": ["Telescope", "Pencil"]}},
    )
    answer(g, "dogma Magnifying Glass")
    ask(g, "Bob", ["Code of Laws", "Oars", "Telescope"], "choose_card")
    answer(g, "Oars")
    assert sorted(zone(g, "Bob", "hand")) == ["Code of Laws", "Telescope"]
    ask(g, "Alice", ["Archery", "Pencil"], "choose_card")


# --- Sunglasses (echo): "Score a card from your hand of a color you have splayed." --------


def test_sunglasses_options_sharer_cards_of_his_splayed_colours():
    # Bob's splayed colours: red (left) and blue (right); Alice's: green. Bob's green
    # and yellow cards are not candidates.
    g = game_of(
        (
            "Alice",
            {
                "board": {
                    "purple": ["Sunglasses"],
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "left"},
                },
                "hand": ["Currency", "Oars"],
            },
        ),
        (
            "Bob",
            {
                "board": {
                    "red": {"cards": ["Archery", "Metalworking"], "splay": "left"},
                    "blue": {"cards": ["Tools", "Writing"], "splay": "right"},
                },
                "hand": ["Construction", "Calendar", "Mapmaking", "Fermenting"],
            },
        ),
    )
    answer(g, "dogma Sunglasses")
    ask(g, "Bob", ["Calendar", "Construction"], "choose_card")
    answer(g, "Calendar")
    assert zone(g, "Bob", "score") == ["Calendar"]
    # Alice: only her green card: forced, not asked
    assert zone(g, "Alice", "score") == ["Currency"]
    assert zone(g, "Alice", "hand")[0] == "Oars"  # (then her sharing bonus)


# --- ATM (echo): "Draw and score a card of any value." -----------------------------------


def test_atm_options_sharer_any_value():
    g = game_of(
        ("Alice", {"board": {"yellow": ["ATM"]}}),
        ("Bob", {"board": {"purple": ["Code of Laws"]}}),
        supply={"base": {"10": ["Software"], "1": ["Oars"]}},
    )
    answer(g, "dogma ATM")
    ask(g, "Bob", list(range(1, 11)), "choose_value")
    answer(g, 10)
    assert zone(g, "Bob", "score") == ["Software"]
    ask(g, "Alice", list(range(1, 11)), "choose_value")


# --- Jet: the demand reads the colour the LEADER melded, not a sharer's -----------------


def test_jet_options_leader_melds_nothing_sharers_meld_does_not_count():
    # Alice's hand is empty: she melds nothing due to Jet's echo effect; Bob (sharer)
    # melds red. Carol's top red card stays: "the color I melded" names no colour.
    g = game_of(
        ("Alice", {"board": {"red": ["Jet"]}}),
        ("Bob", {"board": {"blue": ["Rocketry"]}, "hand": ["Pottery", "Archery"]}),
        ("Carol", {"board": {"red": ["Oars"], "blue": ["Tools"]}}),
    )
    answer(g, "dogma Jet")
    ask(g, "Bob", ["Archery", "Pottery"], "choose_card")
    answer(g, "Archery")
    assert stack(g, "Carol", "red") == (["Oars"], "none")
    assert stack(g, "Carol", "blue") == (["Tools"], "none")
    assert g.pending.kind == "action" and g.pending.player == "Alice"


# === (2) Choices after a player has left the game (the position key "out") =============
#
# Bob is out in each position below. A realistic Bob (after Exxon Valdez) has no hand,
# board, score pile or achievements; some positions give him cards anyway, to check that
# they are no candidates either ("no part in any effect").


def out(name, **zones):
    return (name, {"out": True, **zones})


# --- Crossbow: "Transfer a card from your hand to any other player's board." ------------


def test_crossbow_options_out_player_never_receives_sharers_and_leader_4p():
    # Carol and Dave share (castles); each chooses among the other players still in the
    # game, Bob never offered.
    g = game_of(
        ("Alice", {"board": {"red": ["Crossbow"]}, "hand": ["Pottery", "Writing"]}),
        out("Bob"),
        ("Carol", {"board": {"yellow": ["Masonry"]}, "hand": ["Archery", "Oars"]}),
        ("Dave", {"board": {"purple": ["Mysticism"]}, "hand": ["Sailing", "Clothing"]}),
    )
    answer(g, "dogma Crossbow")
    ask(g, "Carol", ["Archery", "Oars"], "choose_card")
    answer(g, "Archery")
    ask(g, "Carol", ["Alice", "Dave"], "choose_player")
    answer(g, "Dave")
    assert stack(g, "Dave", "red") == (["Archery"], "none")
    ask(g, "Dave", ["Clothing", "Sailing"], "choose_card")
    answer(g, "Sailing")
    ask(g, "Dave", ["Alice", "Carol"], "choose_player")
    answer(g, "Alice")
    ask(g, "Alice", ["Pottery", "Writing"], "choose_card")
    answer(g, "Pottery")
    ask(g, "Alice", ["Carol", "Dave"], "choose_player")
    answer(g, "Carol")
    assert stack(g, "Carol", "blue") == (["Pottery"], "none")
    assert player(g, "Bob")["board"] == {}


def test_crossbow_options_teams_teammate_yes_out_opponent_no():
    # Teams: Alice and Carol against Bob and Dave; Dave is out. "Any other player"
    # includes Alice's teammate Carol and Bob, not Dave.
    g = game_of(
        ("Alice", {"board": {"red": ["Crossbow"]}, "hand": ["Pottery", "Writing"]}),
        ("Bob", {"board": {"green": ["Clothing"]}}),
        ("Carol", {"board": {"green": ["Sailing"]}}),
        out("Dave"),
        options={"teams": True},
    )
    answer(g, "dogma Crossbow")
    ask(g, "Alice", ["Pottery", "Writing"], "choose_card")
    answer(g, "Pottery")
    ask(g, "Alice", ["Bob", "Carol"], "choose_player")


# --- Road Building: "... you may transfer your top red card to another player's board." -


def test_road_building_options_teams_teammate_and_opponent_not_the_out_player():
    g = game_of(
        ("Alice", {"board": {"red": ["Road Building"]}, "hand": ["Oars", "Archery"]}),
        out("Bob"),
        ("Carol", {"board": {"green": ["Sailing"]}}),
        ("Dave", {"board": {"green": ["Clothing"]}}),
        options={"teams": True},
    )
    answer(g, "dogma Road Building")
    answer(g, ["Oars", "Archery"])
    ask(g, "Alice", ["Carol", "Dave", None], "choose_player")
    answer(g, "Carol")
    assert stack(g, "Carol", "red") == (["Archery"], "none")
    assert stack(g, "Alice", "green") == (["Sailing"], "none")
    assert stack(g, "Alice", "red") == (["Oars", "Road Building"], "none")


# --- Telegraph: "You may choose an opponent and a color. Match your splay ..." -----------


def test_telegraph_options_5p_out_players_splay_not_offered():
    # Bob (out) keeps a red stack splayed up; Carol's red is splayed left. Only Carol's
    # red would change Alice's splay.
    g = game_of(
        ("Alice", {"board": {"green": ["Telegraph"], "red": ["Oars", "Archery"]}}),
        out("Bob", board={"red": {"cards": ["Metalworking", "Construction"], "splay": "up"}}),
        ("Carol", {"board": {"red": {"cards": ["Engineering", "Optics"], "splay": "left"}}}),
        ("Dave", {"board": {"yellow": ["Masonry"]}}),
        ("Eve", {"board": {"blue": ["Tools"]}}),
    )
    answer(g, "dogma Telegraph")
    ask(g, "Alice", ["Carol: red", None], "choose_option")
    answer(g, "Carol: red")
    assert stack(g, "Alice", "red") == (["Oars", "Archery"], "left")


def test_telegraph_options_teams_only_the_opponent_in_the_game():
    # Teams: Alice and Carol against Bob and Dave; Bob is out. Carol (teammate) is no
    # opponent; Bob's "up" is not offered; Dave's "right" is.
    g = game_of(
        ("Alice", {"board": {"green": ["Telegraph"], "red": ["Oars", "Archery"]}}),
        out("Bob", board={"red": {"cards": ["Metalworking", "Construction"], "splay": "up"}}),
        ("Carol", {"board": {"red": {"cards": ["Engineering", "Optics"], "splay": "left"}}}),
        ("Dave", {"board": {"red": {"cards": ["Road Building", "Coal"], "splay": "right"}}}),
        options={"teams": True},
    )
    answer(g, "dogma Telegraph")
    ask(g, "Alice", ["Dave: red", None], "choose_option")


# --- Television: "Choose a value and an opponent. ..." -----------------------------------


def test_television_options_5p_opponents_still_in_the_game():
    g = game_of(
        ("Alice", {"board": {"purple": ["Television"]}}),
        ("Bob", {"board": {"yellow": ["Masonry"]}, "score": ["Oars"]}),
        out("Carol", score=["Metalworking"]),
        ("Dave", {"board": {"yellow": ["Agriculture"]}, "score": ["Pottery"]}),
        ("Eve", {"board": {"blue": ["Tools"]}}),
        supply={"base": {"8": ["Flight"]}},
    )
    answer(g, "dogma Television")
    ask(g, "Alice", list(range(1, 11)), "choose_value")
    answer(g, 1)
    ask(g, "Alice", ["Bob", "Dave", "Eve"], "choose_player")
    answer(g, "Dave")
    assert stack(g, "Dave", "blue") == (["Pottery"], "none")
    assert zone(g, "Carol", "score") == ["Metalworking"]


def test_television_options_teams_sharer_one_opponent_left_not_asked():
    # Teams: Alice and Carol against Bob and Dave; Dave is out. Carol shares (clocks):
    # her only opponent still in the game is Bob (forced); then Alice's too.
    g = game_of(
        ("Alice", {"board": {"purple": ["Television"]}}),
        ("Bob", {"board": {"yellow": ["Masonry"]}, "score": ["Oars", "Archery"]}),
        ("Carol", {"board": {"blue": ["Rocketry"]}}),
        out("Dave", score=["Metalworking"]),
        supply={"base": {"8": ["Flight", "Mobility"]}},
        options={"teams": True},
    )
    answer(g, "dogma Television")
    ask(g, "Carol", list(range(1, 11)), "choose_value")
    answer(g, 1)
    # no opponent to choose: one of Bob's 1s (same backs) goes to Bob's board
    assert len(zone(g, "Bob", "score")) == 1
    assert stack(g, "Bob", "red")[0] in (["Oars"], ["Archery"])
    assert zone(g, "Dave", "score") == ["Metalworking"]
    ask(g, "Alice", list(range(1, 11)), "choose_value")


# --- Fission: "Return a top card other than Fission from any player's board." ------------


def test_fission_options_out_players_top_cards_not_offered():
    g = game_of(
        ("Alice", {"board": {"red": ["Fission"], "blue": ["Tools"]}}),
        out("Bob", board={"green": ["Sailing"], "yellow": ["Masonry"]}),
        ("Carol", {"board": {"purple": ["Mysticism"], "blue": ["Writing"]}}),
        supply={"base": {"10": ["Software", "Databases", "Self Service"]}},
    )
    answer(g, "dogma Fission")
    ask(g, "Alice", ["Mysticism", "Tools", "Writing"], "choose_card")
    answer(g, "Writing")
    assert stack(g, "Carol", "blue") == ([], "none")
    assert stack(g, "Bob", "green") == (["Sailing"], "none")


# --- Helicopter: "Transfer a top card other than Helicopter from any player's board ..." -


def test_helicopter_options_out_players_top_cards_not_offered():
    g = game_of(
        ("Alice", {"board": {"red": ["Helicopter"], "blue": ["Tools"]}, "hand": ["Oars"]}),
        out("Bob", board={"green": ["Sailing"]}),
        ("Carol", {"board": {"yellow": ["Agriculture"]}}),
        ("Dave", {"board": {"purple": ["Mysticism"]}}),
    )
    answer(g, "dogma Helicopter")
    ask(g, "Alice", ["Agriculture", "Mysticism", "Tools"], "choose_card")


# --- Kobukson (echo): "Splay left one color on any player's board." ----------------------


def test_kobukson_options_sharer_not_on_the_out_players_board():
    # Carol shares (factories); her choice: any board still in the game, Bob's not.
    g = game_of(
        ("Alice", {"board": {"red": ["Kobukson"], "blue": ["Tools", "Writing"]}}),
        out("Bob", board={"green": ["Sailing", "Clothing"]}),
        ("Carol", {"board": {"yellow": ["Canning", "Fermenting"]}}),
        ("Dave", {"board": {"purple": ["Mysticism", "Monotheism"]}}),
        supply={"base": {"4": ["Anatomy", "Navigation", "Invention"]}},
    )
    answer(g, "dogma Kobukson")
    ask(g, "Carol", ["Alice: blue", "Carol: yellow", "Dave: purple"], "choose_option")
    answer(g, "Dave: purple")
    assert stack(g, "Dave", "purple") == (["Mysticism", "Monotheism"], "left")


# --- Piano (echo): "Draw a card of a value present in any player's hand." ----------------


def test_piano_options_sharer_out_players_hand_not_counted():
    # Carol shares (lightbulbs); Bob (out) holds a 3: not a value of "any player's hand".
    g = game_of(
        ("Alice", {"board": {"purple": ["Piano"]}, "hand": ["Archery"]}),
        out("Bob", hand=["Engineering"]),
        ("Carol", {"board": {"blue": ["Tools"]}, "hand": ["Calendar"]}),
        ("Dave", {"board": {"green": ["Clothing"]}, "hand": ["Anatomy"]}),
    )
    answer(g, "dogma Piano")
    ask(g, "Carol", [1, 2, 4], "choose_value")


# --- Hot Air Balloon: "... a top card from any other player's board if they have an
#     achievement of matching value ..." ------------------------------------------------


def test_hot_air_balloon_options_out_players_card_not_offered():
    g = game_of(
        (
            "Alice",
            {
                "board": {"green": ["Hot Air Balloon"], "blue": ["Tools"]},
                "score": ["Software", "Databases"],
            },
        ),
        out("Bob", board={"yellow": ["Masonry"]}, achievements=["Pottery"]),
        ("Carol", {"board": {"red": ["Archery"]}, "achievements": ["Oars"]}),
        ("Dave", {"board": {"purple": ["Mysticism"]}, "achievements": ["Writing"]}),
        supply={"base": {"7": ["Bicycle", "Lighting"]}},
    )
    answer(g, "dogma Hot Air Balloon")
    ask(g, "Alice", ["Archery", "Mysticism", None], "choose_card")


# --- Bioengineering: "Transfer a top card with a {leaf} from any opponent's board ..." ----


def test_bioengineering_options_out_players_leaf_card_not_offered():
    g = game_of(
        ("Alice", {"board": {"blue": ["Bioengineering"]}}),
        out("Bob", board={"yellow": ["Agriculture"]}),
        ("Carol", {"board": {"green": ["Clothing"]}}),
        ("Dave", {"board": {"blue": ["Pottery"], "red": ["Archery"]}}),
    )
    answer(g, "dogma Bioengineering")
    ask(g, "Alice", ["Clothing", "Pottery"], "choose_card")


# --- Rocketry: "Return a card in any opponent's score pile for every two {clock} ..." -----


def test_rocketry_options_out_players_score_pile_not_offered():
    g = game_of(
        ("Alice", {"board": {"blue": ["Rocketry"]}}),
        out("Bob", score=["Agriculture"]),
        ("Carol", {"board": {"green": ["Clothing"]}, "score": ["Calendar"]}),
        ("Dave", {"board": {"blue": ["Pottery"]}, "score": ["Engineering"]}),
    )
    answer(g, "dogma Rocketry")
    ask(g, "Alice", ["Carol's score pile: 2", "Dave's score pile: 3"], "choose_option")


# --- Barometer: "Draw and foreshadow a card of value two higher than a bonus on any
#     board." ---------------------------------------------------------------------------


def test_barometer_options_out_players_bonus_not_offered():
    g = game_of(
        ("Alice", {"board": {"yellow": ["Barometer"], "blue": ["Dice"]}}),
        out("Bob", board={"purple": ["Puppet"]}),
        ("Carol", {"board": {"red": ["Plumbing"]}}),
        ("Dave", {"board": {"red": ["Construction"]}}),
    )
    answer(g, "dogma Barometer")
    ask(g, "Alice", [1, 2], "choose_value")


# --- Elevator: "... from either all other players' hands or all their score piles ..." ---


def test_elevator_options_out_players_hand_and_score_pile_untouched():
    g = game_of(
        ("Alice", {"board": {"yellow": ["Elevator"]}, "score": ["Oars", "Calendar"]}),
        out("Bob", hand=["Archery"], score=["Metalworking"]),
        ("Carol", {"board": {"red": ["Plumbing"]}, "hand": ["Pottery"], "score": ["Writing"]}),
        ("Dave", {"board": {"red": ["Construction"]}, "hand": ["Tools"]}),
    )
    answer(g, "dogma Elevator")
    ask(g, "Alice", [1, 2], "choose_value")
    answer(g, 1)
    hands, piles = "all other players' hands", "all other players' score piles"
    ask(g, "Alice", [hands, piles], "choose_option")
    answer(g, hands)
    assert sorted(zone(g, "Alice", "score")) == ["Calendar", "Oars", "Pottery", "Tools"]
    assert zone(g, "Bob", "hand") == ["Archery"]
    assert zone(g, "Bob", "score") == ["Metalworking"]


# === Figures and Artifacts: choices of players and of "anywhere" cards ===================

FIG = ("figures",)
ART = ("artifacts",)


def test_rivalry_options_another_player_still_in_the_game():
    # Decree Rivalry: "Choose another player. ..." Bob is out.
    g = game_of(
        ("Alice", {"board": {"blue": ["Tools"]}, "hand": ["Daedalus", "Plato", "Alhazen"]}),
        out("Bob", score=["Oars", "Archery", "Pottery"]),
        ("Carol", {"board": {"yellow": ["Agriculture"]}, "score": ["Calendar"]}),
        ("Dave", {"board": {"purple": ["Mysticism"]}, "score": ["Anatomy"]}),
        sets=FIG,
    )
    answer(g, "decree Rivalry")
    ask(g, "Alice", ["Carol", "Dave"], "choose_player")
    answer(g, "Carol")
    assert zone(g, "Carol", "score") == []
    assert sorted(zone(g, "Bob", "score")) == ["Archery", "Oars", "Pottery"]


def test_rivalry_options_teams_teammate_is_another_player():
    g = game_of(
        ("Alice", {"board": {"blue": ["Tools"]}, "hand": ["Daedalus", "Plato", "Alhazen"]}),
        ("Bob", {"score": ["Oars"]}),
        ("Carol", {"board": {"yellow": ["Agriculture"]}, "score": ["Calendar"]}),
        out("Dave", score=["Anatomy"]),
        sets=FIG,
        options={"teams": True},
    )
    answer(g, "decree Rivalry")
    ask(g, "Alice", ["Bob", "Carol"], "choose_player")


def test_rosetta_stone_options_opponents_still_in_the_game():
    g = game_of(
        ("Alice", {"board": {"blue": ["Rosetta Stone"]}}),
        out("Bob"),
        ("Carol", {"board": {"yellow": ["Agriculture"]}}),
        ("Dave", {"board": {"purple": ["Code of Laws"]}}),
        sets=ART,
        supply={"base": {"2": ["Calendar", "Mathematics"]}},
    )
    answer(g, "dogma Rosetta Stone")
    ask(g, "Alice", ["base", "artifacts"], "choose_option")
    answer(g, "base")
    ask(g, "Alice", ["Calendar", "Mathematics"], "choose_card")
    answer(g, "Calendar")
    ask(g, "Alice", ["Carol", "Dave"], "choose_player")


def test_rosetta_stone_options_teams_one_opponent_left_not_asked():
    g = game_of(
        ("Alice", {"board": {"blue": ["Rosetta Stone"]}}),
        out("Bob"),
        ("Carol", {"board": {"yellow": ["Agriculture"]}}),
        ("Dave", {"board": {"purple": ["Code of Laws"]}}),
        sets=ART,
        supply={"base": {"2": ["Calendar", "Mathematics"]}},
        options={"teams": True},
    )
    answer(g, "dogma Rosetta Stone", "base", "Calendar")
    assert stack(g, "Dave", "blue") == (["Mathematics"], "none")
    assert stack(g, "Carol", "blue") == ([], "none")


def test_robert_e_lee_options_sharer_anywhere_and_any_player_without_the_out_one():
    # Echo: "Transfer a top card with a {leaf} from anywhere to any player's board."
    # Carol shares (leaves): Bob's (out) leaf card is not "anywhere", nor is Bob a player.
    g = game_of(
        ("Alice", {"board": {"red": ["Robert E. Lee"]}}),
        out("Bob", board={"yellow": ["Agriculture"]}),
        ("Carol", {"board": {"green": ["Clothing"]}}),
        ("Dave", {"board": {"purple": ["Mysticism"]}}),
        sets=FIG,
    )
    answer(g, "dogma Robert E. Lee")
    ask(g, "Carol", ["Clothing", "Robert E. Lee"], "choose_card")
    answer(g, "Robert E. Lee")
    ask(g, "Carol", ["Alice", "Carol", "Dave"], "choose_player")


def test_isaac_newton_options_any_player_still_in_the_game():
    # Karma: "If you would take a Draw ... action, first draw a {1} and transfer it to
    # any player's board."
    g = game_of(
        ("Alice", {"board": {"blue": ["Isaac Newton"]}}),
        out("Bob"),
        ("Carol", {"board": {"green": ["Clothing"]}}),
        ("Dave", {"board": {"purple": ["Mysticism"]}}),
        sets=FIG,
        supply={"base": {"1": ["Oars", "Pottery"], "5": ["Coal"]}},
    )
    answer(g, "draw")
    ask(g, "Alice", ["Alice", "Carol", "Dave"], "choose_player")


def test_cyrus_cylinder_options_splay_not_on_the_out_players_board():
    # "Choose any other top purple card on any player's board" (Bob's is not: Carol's
    # Mysticism is the only one, taken without asking) ... "Splay left a color on any
    # player's board" (not Bob's).
    g = game_of(
        ("Alice", {"board": {"purple": ["Cyrus Cylinder"], "blue": ["Tools", "Writing"]}}),
        out("Bob", board={"purple": ["Code of Laws"], "yellow": ["Agriculture", "Masonry"]}),
        ("Carol", {"board": {"purple": ["Mysticism"], "green": ["Clothing", "Sailing"]}}),
        ("Dave", {"board": {"red": ["Archery"]}}),
        sets=ART,
        supply={"base": {"1": ["Oars", "Pottery"]}},
    )
    answer(g, "dogma Cyrus Cylinder")
    ask(g, "Alice", ["Alice: blue", "Carol: green"], "choose_option")


def test_alhazen_options_tuck_from_anywhere_but_the_out_players_board():
    g = game_of(
        ("Alice", {"board": {"blue": ["Alhazen"], "red": ["Archery"]}}),
        out("Bob", board={"yellow": ["Masonry"]}),
        ("Carol", {"board": {"green": ["The Wheel"]}}),
        ("Dave", {"board": {"purple": ["Code of Laws"]}}),
        sets=FIG,
    )
    answer(g, "dogma Alhazen")
    ask(g, "Alice", ["Archery", "The Wheel"], "choose_card")


def test_saladin_options_score_from_anywhere_but_the_out_players_board():
    g = game_of(
        ("Alice", {"board": {"red": ["Saladin"], "yellow": ["Masonry"]}}),
        out("Bob", board={"purple": ["Mysticism"]}),
        ("Carol", {"board": {"green": ["The Wheel"]}}),
        ("Dave", {"board": {"blue": ["Writing"]}}),
        sets=FIG,
    )
    answer(g, "dogma Saladin")
    ask(g, "Alice", ["Masonry", "The Wheel"], "choose_card")


def test_gene_roddenberry_options_sharer_top_purple_from_anywhere_but_the_out_board():
    g = game_of(
        ("Alice", {"board": {"purple": ["Gene Roddenberry"], "blue": ["Software"]}}),
        out("Bob", board={"purple": ["Mysticism"]}),
        ("Carol", {"board": {"purple": ["Code of Laws"]}}),
        ("Dave", {"board": {"purple": ["City States"]}}),
        sets=FIG,
    )
    answer(g, "dogma Gene Roddenberry")
    ask(g, "Carol", ["City States", "Code of Laws", "Gene Roddenberry"], "choose_card")


def test_benjamin_franklin_options_sharer_top_figure_not_from_the_out_board():
    # Echo: "Take a top figure into your hand from any player's board. Meld it." Dave
    # shares (lightbulbs) and is asked first (Bob and Carol do not share).
    g = game_of(
        ("Alice", {"board": {"blue": ["Benjamin Franklin"], "red": ["Saladin"]}}),
        out("Bob", board={"green": ["Fu Xi"]}),
        ("Carol", {"board": {"yellow": ["Sneferu"]}}),
        ("Dave", {"board": {"purple": ["Plato"]}}),
        sets=FIG,
        supply={"base": {"2": ["Calendar"], "4": ["Anatomy"], "3": ["Compass"]}},
    )
    answer(g, "dogma Benjamin Franklin")
    ask(g, "Dave", ["Benjamin Franklin", "Plato", "Saladin", "Sneferu"], "choose_card")


def test_confucius_options_opponents_top_figures_not_the_out_players():
    # Echo: "Score an opponent's top figure of value 1."
    g = game_of(
        ("Alice", {"board": {"purple": ["Confucius"]}}),
        out("Bob", board={"green": ["Fu Xi"]}),
        ("Carol", {"board": {"yellow": ["Sneferu"]}}),
        ("Dave", {"board": {"blue": ["Daedalus"]}}),
        sets=FIG,
    )
    answer(g, "dogma Confucius")
    ask(g, "Alice", ["Daedalus", "Sneferu"], "choose_card")


def test_margaret_thatcher_options_from_anywhere_but_the_out_board():
    # Karma: "If you would take a Dogma action, first score any top card with a {crown}
    # or {factory} from anywhere." Bob's Sailing (crowns) is not offered.
    g = game_of(
        ("Alice", {"board": {"red": ["Margaret Thatcher"], "blue": ["Writing"]}}),
        out("Bob", board={"green": ["Sailing"]}),
        ("Carol", {"board": {"purple": ["Code of Laws"]}}),
        ("Dave", {"board": {"yellow": ["Masonry"]}}),
        sets=FIG,
    )
    answer(g, "dogma Writing")
    ask(g, "Alice", ["Code of Laws", "Margaret Thatcher", "Writing"], "choose_card")


def test_susan_blackmore_options_inspire_any_effect_but_on_the_out_board():
    # Inspire: "Execute any echo or inspire effect." Bob's Bell (echo) is not offered.
    g = game_of(
        ("Alice", {"board": {"blue": ["Susan Blackmore"]}}),
        out("Bob", board={"purple": ["Bell"]}),
        ("Carol", {"board": {"yellow": ["Chopsticks"]}}),
        ("Dave", {"board": {"red": ["Gilgamesh"]}}),
        sets=("echoes", "figures"),
    )
    answer(g, "inspire blue")
    ask(
        g,
        "Alice",
        [
            "the echo effect of Chopsticks (Carol's board)",
            "the inspire effect of Gilgamesh (Dave's board)",
        ],
        "choose_option",
    )


def test_ptolemy_options_dogma_on_top_blue_cards_not_the_out_players():
    # Karma: "Each top blue card on every player's board counts as a card you can activate
    # with a Dogma action." Bob is out: his Tools is on no player's board of the game.
    g = game_of(
        ("Alice", {"board": {"green": ["Ptolemy"]}}),
        out("Bob", board={"blue": ["Tools"]}),
        ("Carol", {"board": {"blue": ["Writing"]}}),
        ("Dave", {"board": {"purple": ["Code of Laws"]}}),
        sets=FIG,
    )
    # (not Bob's Tools: a player who left takes no part in any effect)
    ask(g, "Alice", ["draw", "dogma Writing", "inspire green"], "action")


def test_sergey_brin_options_dogma_on_top_cards_not_the_out_players():
    # Karma: "Each top card on every player's board counts as a card you can activate
    # with a Dogma action." Bob (out) keeps Masonry on his board.
    g = game_of(
        ("Alice", {"board": {"green": ["Sergey Brin"]}}),
        out("Bob", board={"yellow": ["Masonry"]}),
        ("Carol", {"board": {"red": ["Archery"]}}),
        ("Dave", {"board": {"purple": ["Code of Laws"]}}),
        sets=FIG,
    )
    # (not Bob's Masonry: a player who left takes no part in any effect)
    ask(g, "Alice", ["draw", "dogma Archery", "dogma Code of Laws", "inspire green"], "action")


def test_gujin_tushu_jinsheng_options_top_card_on_another_board_not_the_out_one():
    g = game_of(
        ("Alice", {"board": {"yellow": ["Gujin Tushu Jinsheng"], "blue": ["Tools"]}}),
        out("Bob", board={"green": ["Sailing"]}),
        ("Carol", {"board": {"blue": ["Writing"]}}),
        ("Dave", {"board": {"purple": ["Mysticism"]}}),
        sets=ART,
    )
    answer(g, "dogma Gujin Tushu Jinsheng")
    ask(g, "Alice", ["Mysticism", "Writing"], "choose_card")


def test_charter_of_liberties_options_splayed_colour_on_any_board_but_the_out_one():
    g = game_of(
        (
            "Alice",
            {
                "board": {"blue": ["Charter of Liberties"], "red": ["Oars", "Archery"]},
                "hand": ["Metalworking"],
            },
        ),
        out("Bob", board={"green": {"cards": ["Sailing", "Clothing"], "splay": "left"}}),
        ("Carol", {"board": {"yellow": {"cards": ["Agriculture", "Masonry"], "splay": "right"}}}),
        ("Dave", {"board": {"purple": ["Mysticism"]}}),
        sets=ART,
    )
    answer(g, "dogma Charter of Liberties")
    ask(g, "Alice", ["Alice: red", "Carol: yellow"], "choose_option")


def test_bangle_options_out_player_with_castles_is_never_asked():
    # Bob (out) keeps a board of castles: he does not share, so the echo is not asked of
    # him; Carol (sharer) is asked first.
    g = game_of(
        ("Alice", {"board": {"red": ["Bangle"]}, "hand": ["Metalworking", "Construction"]}),
        out("Bob", board={"yellow": ["Masonry"]}, hand=["Archery", "Oars"]),
        ("Carol", {"board": {"purple": ["Mysticism"]}, "hand": ["Road Building", "Candles"]}),
        supply={"echoes": {"3": ["Almanac", "Novel", "Sunglasses"], "1": ["Dice"]}},
    )
    answer(g, "dogma Bangle")
    ask(g, "Carol", ["Candles", "Road Building"], "choose_card")
    answer(g, "Road Building")
    ask(g, "Alice", ["Construction", "Metalworking"], "choose_card")
    answer(g, "Metalworking")
    assert sorted(zone(g, "Bob", "hand")) == ["Archery", "Oars"]
    assert zone(g, "Bob", "forecast") == []


# --- Tuning Fork (echo): "Look at the top card of any deck, then place it back on top." --


def test_tuning_fork_options_sharer_any_non_empty_deck():
    g = make(
        [
            {"name": "Alice", "board": {"purple": ["Tuning Fork"]}},
            {"name": "Bob", "board": {"blue": ["Tools"]}},
        ],
        ("echoes",),
        empty=[("echoes", 10), ("base", 10), ("echoes", 2)],
    )
    answer(g, "dogma Tuning Fork")
    decks = [f"base {a}" for a in range(1, 10)] + [f"echoes {a}" for a in (1, 3, 4, 5, 6, 7, 8, 9)]
    ask(g, "Bob", decks, "choose_option")
    answer(g, "echoes 9")
    ask(g, "Alice", decks, "choose_option")


# --- Sliced Bread (echo): "Return all cards from your hand and draw two {8}." -------------


def test_sliced_bread_options_sharer_orders_his_cards_of_one_pile_only():
    # Bob's hand: two base 1s (order asked), a base 2 and an Echoes 1 (alone in their
    # piles: no question).
    g = game_of(
        ("Alice", {"board": {"green": ["Sliced Bread"]}, "hand": ["Pottery"]}),
        (
            "Bob",
            {
                "board": {"purple": ["Code of Laws"]},
                "hand": ["Archery", "Oars", "Calendar", "Dice"],
            },
        ),
        supply={
            "base": {"8": ["Flight", "Mobility", "Corporations"]},
            "echoes": {"8": ["X-Ray", "Bandage"]},
        },
    )
    answer(g, "dogma Sliced Bread")
    ask(g, "Bob", ["Archery", "Oars"], "choose_card")
    answer(g, "Oars")
    # Bob's hand is empty: a base 8, then (a base card in hand) an Echoes 8
    assert sorted(zone(g, "Bob", "hand")) == ["Flight", "X-Ray"]


def test_niccolo_machiavelli_counts_no_splay_of_a_player_who_left():
    # Karma: "Each color splayed right on your board but not splayed in any direction on
    # any other player's board counts as an achievement." Bob (out) keeps a red stack
    # splayed left: he is no other player in the game, so Alice's red counts.
    g = game_of(
        (
            "Alice",
            {
                "board": {
                    "purple": ["Niccolo Machiavelli"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                }
            },
        ),
        out("Bob", board={"red": {"cards": ["Construction", "Metalworking"], "splay": "left"}}),
        ("Carol", {"board": {"red": ["Coal"]}}),
        sets=FIG,
    )
    players = {p["name"]: p for p in g.view("Alice")["players"]}
    assert players["Alice"]["achievement_count"] == 1
