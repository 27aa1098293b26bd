"""The 4-player TEAM game: the choices and targets of every card text that tells an
"opponent" from "another player" / "any player" / "each player" / "every other player".

Written as an outside checker, from the printed card texts, the rules and docs/rulings.md
only (the documented API: a position in, decisions answered, the position out).

Team rules (deluxe rulebook, "Team rules for four players"): "demand effects are not
executed by your teammate, and if you share a non-demand effect with your teammate only,
you do not get a free Draw action. Any dogma effect that refers to 'opponent' does not
affect your teammate." rulings.md: teams are the 1st and 3rd player against the 2nd and
4th. So in every test Alice and Carol play against Bob and Dave: for Alice, Carol is
"another player" (and "any player", "each other player") but never an "opponent".
"""

from __future__ import annotations

import pytest
from outside import answer, ask, make, player, stack, zone

import inno

TEAMS = {"teams": True}


def team_game(alice=None, bob=None, carol=None, dave=None, sets=("figures",), **rest):
    """Alice and Carol against Bob and Dave; Alice's turn unless ``turn`` is given."""
    seats = [("Alice", alice), ("Bob", bob), ("Carol", carol), ("Dave", dave)]
    rest.setdefault("options", TEAMS)
    return make([{"name": n, **(z or {})} for n, z in seats], sets, **rest)


def pile(game: inno.Game, who: str) -> list:
    return sorted(zone(game, who, "score"))


def tops(game: inno.Game, who: str) -> dict:
    return {c: s["cards"][0] for c, s in player(game, who)["board"].items()}


# === Figures: "When you meld this card, score/return all opponents' top figures ..." ====
# Each opponent's qualifying top figure goes; the teammate's (Carol) stays, and so do an
# opponent's figure of another value and a covered figure.

WHEN_MELD = {
    # card: (Bob's board, Dave's board, Carol's board, what goes where)
    "Alexander the Great": (  # value 1 or 2: Sneferu (1), Plato (2); Shen Kuo (3) stays
        {"yellow": ["Sneferu"]},
        {"green": ["Shen Kuo"], "purple": ["Plato"]},
        {"blue": ["Zhang Heng"]},
        ("score", ["Plato", "Sneferu"]),
    ),
    "Amina Sukhera": (  # value 4: Michelangelo, William Shakespeare; Fu Xi (1) stays
        {"yellow": ["Michelangelo"], "green": ["Fu Xi"]},
        {"purple": ["William Shakespeare"]},
        {"green": ["Christopher Columbus"]},
        ("score", ["Michelangelo", "William Shakespeare"]),
    ),
    "John Ericsson": (  # less than 7: Adam Smith (6), Sneferu (1); Robert E. Lee (7) stays
        {"green": ["Adam Smith"], "red": ["Robert E. Lee"]},
        {"yellow": ["Sneferu"]},
        {"green": ["Shen Kuo"]},
        ("score", ["Adam Smith", "Sneferu"]),
    ),
    "Che Guevara": (  # all: Marie Curie (8), Wernher Von Braun (9)
        {"blue": ["Marie Curie"]},
        {"blue": ["Wernher Von Braun"]},
        {"green": ["Adam Smith"]},
        ("score", ["Marie Curie", "Wernher Von Braun"]),
    ),
}


@pytest.mark.parametrize("card", sorted(WHEN_MELD))
def test_when_meld_scores_opponents_top_figures_options_not_the_teammates(card):
    bob, dave, carol, (_, gone) = WHEN_MELD[card]
    # Dave's covered figure (Gilgamesh, 1 red, under Oars) is no top figure.
    left = [c for s in list(bob.values()) + list(dave.values()) for c in s if c not in gone]
    dave = {**dave, "red": ["Oars", "Gilgamesh"]}
    game = team_game({"hand": [card]}, {"board": bob}, {"board": carol}, {"board": dave})
    answer(game, f"meld {card}")
    # Nothing to choose: the karma scores every candidate (no order question for a score
    # pile), and the turn goes on.
    assert game.pending.player == "Alice" and game.pending.kind == "action"
    assert pile(game, "Alice") == gone
    assert sorted(tops(game, "Carol").values()) == sorted(c[0] for c in carol.values())
    assert sorted(
        [c for c in tops(game, "Bob").values()] + [c for c in tops(game, "Dave").values()]
    ) == sorted(left + ["Oars"])
    assert stack(game, "Dave", "red") == (["Oars", "Gilgamesh"], "none")


RETURN_MELD = {
    # card: (Bob's figure, Dave's figure, Carol's figure): Bob's and Dave's go to one pile
    "Peter the Great": (
        ("yellow", "Antonie Van Leeuwenhoek"),
        ("yellow", "Christopher Polhem"),
        ("green", "Adam Smith"),
    ),
    "John Von Neumann": (
        ("blue", "Marie Curie"),
        ("green", "Emmy Noether"),
        ("green", "J.P. Morgan"),
    ),
}


@pytest.mark.parametrize("card", sorted(RETURN_MELD))
def test_when_meld_returns_opponents_top_figures_options_order_of_the_two_opponents(card):
    (bc, bob), (dc, dave), (cc, carol) = RETURN_MELD[card]
    game = team_game(
        {"hand": [card]},
        {"board": {bc: [bob]}},
        {"board": {cc: [carol]}},
        {"board": {dc: [dave]}},
    )
    answer(game, f"meld {card}")
    # Two figures of one age return to one pile: the order is asked, among the two
    # opponents' figures only (never the teammate's).
    ask(game, "Alice", [bob, dave], "choose_card")
    answer(game, dave)
    assert player(game, "Bob")["board"] == {}
    assert player(game, "Dave")["board"] == {}
    assert tops(game, "Carol") == {cc: carol}
    age = "5" if card == "Peter the Great" else "8"
    assert game.to_position()["supply"]["figures"][age][-2:] == [dave, bob]
    assert pile(game, "Alice") == []


# === Mikhail Kalashnikov: "If you would tuck a red card, instead choose a top red card on
# an opponent's board. Either transfer it to your score pile, or execute its non-demand
# Dogma effects for yourself only." ======================================================


def test_mikhail_kalashnikov_options_opponents_top_red_not_the_teammates():
    game = team_game(
        {"board": {"red": ["Mikhail Kalashnikov"]}, "hand": ["Archery"]},
        {"board": {"red": ["Oars"]}},
        {"board": {"red": ["Construction"]}},
        {"board": {"red": ["Engineering", "Gunpowder"]}},
        supply={"figures": {"9": ["Grace Hopper"]}, "base": {"9": ["Computers"]}},
    )
    answer(game, "inspire red")
    # The inspire's tuck of Archery (red) is replaced: Bob's Oars or Dave's Engineering;
    # Carol's Construction is a teammate's, Dave's Gunpowder is covered.
    ask(game, "Alice", ["Engineering", "Oars"], "choose_card")
    answer(game, "Engineering")
    ask(
        game,
        "Alice",
        [
            "execute its non-demand dogma effects for yourself only",
            "transfer it to your score pile",
        ],
        "choose_option",
    )
    answer(game, "transfer it to your score pile")
    assert pile(game, "Alice") == ["Engineering"]
    assert stack(game, "Dave", "red") == (["Gunpowder"], "none")
    assert stack(game, "Carol", "red") == (["Construction"], "none")
    assert stack(game, "Bob", "red") == (["Oars"], "none")
    assert stack(game, "Alice", "red") == (["Mikhail Kalashnikov"], "none")
    assert "Archery" in zone(game, "Alice", "hand")


# === Tecumseh: "If you would tuck a card with a {factory}, first return a top card with a
# {factory} from another player's board." ================================================


def test_tecumseh_options_another_players_board_the_teammate_included():
    game = team_game(
        {"board": {"red": ["Tecumseh"], "yellow": ["Steam Engine"]}},
        {"board": {"green": ["Invention"]}},
        {"board": {"green": ["Banking"]}},
        {"board": {"purple": ["Societies"], "blue": ["Printing Press", "Chemistry"]}},
        supply={"base": {"6": ["Vaccination"]}},
    )
    answer(game, "dogma Tecumseh")
    # The echo draws and tucks Vaccination (a factory): first one of Bob's Invention or
    # Carol's Banking (a teammate is another player); not Alice's own Steam Engine, not
    # Dave's Societies (no factory) nor his covered Chemistry.
    ask(game, "Alice", ["Banking", "Invention"], "choose_card")
    answer(game, "Banking")
    assert player(game, "Carol")["board"] == {}
    assert game.to_position()["supply"]["base"]["5"][-1] == "Banking"
    assert stack(game, "Alice", "yellow") == (["Steam Engine", "Vaccination"], "none")
    assert stack(game, "Bob", "green") == (["Invention"], "none")


# === Ching Shih (the relic of Figures): "When you meld this card, transfer an achievement
# from an opponent's achievements to yours." / "If you would score a non-figure, instead
# transfer a card of the same value from an opponent's score pile to yours." ============

RELICS = {"teams": True, "relics": True}


def test_ching_shih_options_meld_achievements_of_both_opponents_not_the_teammates():
    game = team_game(
        {"hand": ["Ching Shih"]},
        {"achievements": ["Monument", "Calendar"]},
        {"achievements": ["Empire", "Mathematics"]},
        {"achievements": ["Masonry"]},
        sets=("artifacts", "figures"),
        options=RELICS,
    )
    answer(game, "meld Ching Shih")
    # Standard achievements by their backs, special ones by name; Carol's are not offered.
    ask(
        game,
        "Alice",
        ["Bob's achievements: 2", "Bob's achievements: Monument", "Dave's achievements: 1"],
        "choose_option",
    )
    answer(game, "Dave's achievements: 1")
    assert zone(game, "Alice", "achievements") == ["Masonry"]
    assert zone(game, "Dave", "achievements") == []
    assert sorted(zone(game, "Bob", "achievements")) == ["Calendar", "Monument"]
    assert sorted(zone(game, "Carol", "achievements")) == ["Empire", "Mathematics"]


def test_ching_shih_options_score_replaced_by_an_opponents_card_of_that_value():
    # Clothing: red is on no OPPONENT's board (Carol's red Oars is a teammate's), green is
    # on Bob's: one 1 is drawn and scored; the score becomes a transfer of a 1 from Bob's or
    # Dave's score pile (Carol's Pottery is a teammate's, Bob's Mathematics a 2).
    game = team_game(
        {"board": {"red": ["Ching Shih"], "green": ["Clothing"]}},
        {"board": {"green": ["Currency"]}, "score": ["Archery", "Mathematics"]},
        {"board": {"red": ["Oars"]}, "score": ["Pottery"]},
        {"board": {"blue": ["Writing"]}, "score": ["Mysticism"]},
        sets=("artifacts", "figures"),
        options=RELICS,
        supply={"base": {"1": ["Sailing", "Tools"]}},
    )
    answer(game, "dogma Clothing")
    d = game.pending
    assert d.player == "Alice", d
    assert sorted(d.options) == ["Bob's score pile: 1", "Dave's score pile: 1"], d.options
    answer(game, "Dave's score pile: 1")
    assert pile(game, "Alice") == ["Mysticism"]
    assert pile(game, "Dave") == []
    assert pile(game, "Bob") == ["Archery", "Mathematics"]
    assert pile(game, "Carol") == ["Pottery"]
    assert zone(game, "Alice", "hand") == ["Sailing"]


# === Florence Nightingale: "If an opponent's effect would transfer, return, or remove a
# card from your score pile, instead leave it there." ====================================


def test_florence_nightingale_teammates_mass_media_returns_her_cards():
    # Carol's Mass Media (a teammate's effect) returns the 1s of every score pile, Alice's
    # too: Florence protects only from an opponent's effect.
    game = team_game(
        {"board": {"yellow": ["Florence Nightingale"]}, "score": ["Archery", "Calendar"]},
        {"score": ["Oars"]},
        {"board": {"green": ["Mass Media"]}, "hand": ["Agriculture"], "score": ["Sailing"]},
        {"score": ["Mathematics"]},
        turn={"player": "Carol", "actions": 2, "number": 5},
    )
    answer(game, "dogma Mass Media")
    ask(game, "Carol", [None, "Agriculture"], "choose_card")
    answer(game, "Agriculture")
    d = game.pending
    assert d.player == "Carol" and 1 in d.options, d
    answer(game, 1)
    assert pile(game, "Alice") == ["Calendar"]
    assert pile(game, "Bob") == []
    assert pile(game, "Carol") == []
    assert pile(game, "Dave") == ["Mathematics"]


def test_florence_nightingale_opponents_mass_media_leaves_her_cards():
    game = team_game(
        {"board": {"yellow": ["Florence Nightingale"]}, "score": ["Archery", "Calendar"]},
        {"board": {"green": ["Mass Media"]}, "hand": ["Agriculture"], "score": ["Sailing"]},
        {"score": ["Oars"]},
        {"score": ["Mathematics"]},
        turn={"player": "Bob", "actions": 2, "number": 5},
    )
    answer(game, "dogma Mass Media", "Agriculture", 1)
    assert pile(game, "Alice") == ["Archery", "Calendar"]
    assert pile(game, "Bob") == []
    assert pile(game, "Carol") == []


# === Shivaji: "If an opponent would claim an achievement, first you claim it if
# eligible." ==============================================================================


def test_shivaji_teammates_achieve_action_is_not_taken_first():
    game = team_game(
        {"board": {"red": ["Shivaji"]}, "score": ["Coal"]},
        {"board": {"blue": ["Writing"]}},
        {"board": {"green": ["Sailing"]}, "score": ["Steam Engine"]},
        {"board": {"blue": ["Tools"]}},
        achievements=["Pottery"],
        supply={"figures": {"1": ["Fu Xi", "Sneferu"]}},
        turn={"player": "Carol", "actions": 2, "number": 5},
    )
    assert "achieve 1" in game.pending.options
    answer(game, "achieve 1")
    assert zone(game, "Carol", "achievements") == ["Pottery"]
    assert zone(game, "Alice", "achievements") == []
    # The Figures draw after the Achieve action: Carol's opponents only, from her left
    # (Dave, then Bob).
    assert zone(game, "Dave", "hand") == ["Fu Xi"]
    assert zone(game, "Bob", "hand") == ["Sneferu"]
    assert zone(game, "Alice", "hand") == []


def test_shivaji_opponents_achieve_action_taken_first():
    game = team_game(
        {"board": {"red": ["Shivaji"]}, "score": ["Coal"]},
        {"board": {"green": ["Sailing"]}, "score": ["Steam Engine"]},
        {"board": {"blue": ["Writing"]}},
        {"board": {"blue": ["Tools"]}},
        achievements=["Pottery"],
        turn={"player": "Bob", "actions": 2, "number": 5},
    )
    answer(game, "achieve 1")
    assert zone(game, "Alice", "achievements") == ["Pottery"]
    assert zone(game, "Bob", "achievements") == []
    # Bob's Achieve action claimed nothing: no figure is drawn (rulings: Shivaji).
    assert zone(game, "Alice", "hand") == [] and zone(game, "Carol", "hand") == []


# === John Harrison: "If an opponent would draw a card for sharing, first draw a {6}. You
# may choose the type of card drawn." ===================================================


def test_john_harrison_options_opponents_sharing_draw_type_of_the_6():
    # Bob's Writing is shared by Alice (two lightbulbs): Bob draws for sharing, so Alice
    # first draws a 6 of the type she chooses (rulings: the usual draw or any set in play).
    game = team_game(
        {"board": {"green": ["John Harrison"], "blue": ["Tools"]}},
        {"board": {"blue": ["Writing"]}},
        {"board": {"red": ["Oars"]}},
        {"board": {"red": ["Archery"]}},
        supply={
            "base": {"2": ["Calendar", "Mathematics"], "6": ["Canning"]},
            "figures": {"1": ["Fu Xi"], "6": ["Adam Smith"]},
        },
        turn={"player": "Bob", "actions": 2, "number": 5},
    )
    answer(game, "dogma Writing")
    d = game.pending
    assert d.player == "Alice", d
    assert sorted(d.options) == ["base", "figures", "the usual draw"], d.options
    answer(game, "figures")
    assert sorted(zone(game, "Alice", "hand")) == ["Adam Smith", "Calendar"]
    # Then Bob's draw for sharing (a figure: the Figures draw rule).
    assert sorted(zone(game, "Bob", "hand")) == ["Fu Xi", "Mathematics"]


def test_john_harrison_teammates_sharing_draw_triggers_nothing():
    # Carol's Writing is shared by Bob: Carol (Alice's teammate) draws for sharing, a
    # figure; Alice draws no 6.
    game = team_game(
        {"board": {"green": ["John Harrison"]}},
        {"board": {"blue": ["Tools"]}},
        {"board": {"blue": ["Writing"]}},
        {"board": {"red": ["Archery"]}},
        supply={
            "base": {"2": ["Calendar", "Mathematics"], "6": ["Canning"]},
            "figures": {"1": ["Fu Xi"], "6": ["Adam Smith"]},
        },
        turn={"player": "Carol", "actions": 2, "number": 5},
    )
    answer(game, "dogma Writing")
    assert game.pending.player == "Carol" and game.pending.kind == "action", game.pending
    assert zone(game, "Alice", "hand") == []
    assert zone(game, "Bob", "hand") == ["Calendar"]
    assert sorted(zone(game, "Carol", "hand")) == ["Fu Xi", "Mathematics"]


# === "Any player's board", "any other board", "from anywhere": the teammate's cards are
# candidates like the opponents' ========================================================


def test_cyrus_cylinder_options_any_players_purple_and_splay_teammate_included():
    # "Choose any other top purple card on any player's board ... Splay left a color on
    # any player's board": Bob's, Carol's and Dave's top purple cards; then every stack a
    # left splay would change (Bob's yellow is already splayed left, Dave's red is one card).
    game = team_game(
        {"board": {"purple": ["Cyrus Cylinder"], "red": ["Oars", "Archery"]}},
        {
            "board": {
                "purple": ["Code of Laws"],
                "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "left"},
            }
        },
        {"board": {"purple": ["Mysticism"], "blue": ["Pottery", "Writing"]}},
        {
            "board": {
                "purple": ["Monotheism"],
                "green": {"cards": ["The Wheel", "Clothing"], "splay": "right"},
                "red": ["Metalworking"],
            }
        },
        sets=("artifacts",),
        supply={"base": {"1": ["Sailing", "Tools"]}},
    )
    answer(game, "dogma Cyrus Cylinder")
    ask(game, "Alice", ["Code of Laws", "Monotheism", "Mysticism"], "choose_card")
    answer(game, "Mysticism")  # the teammate's: Alice draws and reveals Sailing (no green)
    ask(game, "Alice", ["Alice: red", "Carol: blue", "Dave: green"], "choose_option")
    answer(game, "Carol: blue")
    assert stack(game, "Carol", "blue") == (["Pottery", "Writing"], "left")
    assert zone(game, "Alice", "hand") == ["Sailing"]
    assert stack(game, "Carol", "purple") == (["Mysticism"], "none")


def test_charter_of_liberties_options_splayed_colours_of_every_player():
    game = team_game(
        {"board": {"blue": ["Charter of Liberties"]}, "hand": ["Tools"]},
        {"board": {"yellow": {"cards": ["Masonry", "Agriculture"], "splay": "left"}}},
        {"board": {"green": {"cards": ["Sailing", "Clothing"], "splay": "up"}}},
        {"board": {"red": ["Oars", "Archery"]}},
        sets=("artifacts",),
        supply={"base": {"1": ["Pottery", "Writing"]}},
    )
    answer(game, "dogma Charter of Liberties")
    # Tools is tucked, blue splayed left; then a splayed colour on any board: Alice's blue,
    # Bob's yellow, Carol's green (Dave's red is not splayed).
    ask(game, "Alice", ["Alice: blue", "Bob: yellow", "Carol: green"], "choose_option")
    answer(game, "Carol: green")
    # Sailing's "Draw and meld a {1}" for Alice only: Pottery (blue) melded on her blue.
    assert stack(game, "Alice", "blue") == (["Pottery", "Charter of Liberties", "Tools"], "left")
    assert stack(game, "Carol", "green") == (["Sailing", "Clothing"], "up")
    assert zone(game, "Carol", "hand") == []


def test_gujin_tushu_jinsheng_options_any_other_board_teammate_included_own_not():
    game = team_game(
        {"board": {"yellow": ["Gujin Tushu Jinsheng"], "blue": ["Pottery"]}},
        {"board": {"red": ["Oars"]}},
        {"board": {"green": ["Sailing"], "purple": ["Mysticism"]}},
        {"board": {"blue": ["Tools"]}},
        sets=("artifacts",),
        supply={"base": {"1": ["Clothing", "Writing"]}},
    )
    answer(game, "dogma Gujin Tushu Jinsheng")
    # Any other top card on any OTHER board: not Alice's Pottery.
    ask(game, "Alice", ["Mysticism", "Oars", "Sailing", "Tools"], "choose_card")
    answer(game, "Sailing")
    assert stack(game, "Alice", "green") == (["Clothing"], "none")
    assert stack(game, "Carol", "green") == (["Sailing"], "none")


def test_robert_e_lee_options_leaf_cards_from_anywhere_to_any_player():
    game = team_game(
        {"board": {"red": ["Robert E. Lee"], "green": ["Clothing"]}},
        {"board": {"yellow": ["Agriculture"], "red": ["Oars"]}},
        {"board": {"blue": ["Pottery"]}},
        {"board": {"purple": ["Code of Laws"], "blue": ["Tools"]}},
    )
    answer(game, "dogma Robert E. Lee")
    ask(
        game,
        "Alice",
        ["Agriculture", "Clothing", "Code of Laws", "Pottery", "Robert E. Lee"],
        "choose_card",
    )
    answer(game, "Agriculture")  # an opponent's, to the teammate
    ask(game, "Alice", ["Alice", "Bob", "Carol", "Dave"], "choose_player")
    answer(game, "Carol")
    assert stack(game, "Carol", "yellow") == (["Agriculture"], "none")
    assert "yellow" not in player(game, "Bob")["board"]


def test_piano_options_values_in_every_players_hand_teammate_included():
    game = team_game(
        {"board": {"purple": ["Piano"]}, "hand": ["Sailing"]},
        {"hand": ["Calendar", "Oars"]},
        {"hand": ["Coal"]},
        {"hand": ["Canning"]},
        sets=("echoes",),
        supply={"base": {"5": ["Chemistry"]}},
    )
    answer(game, "dogma Piano")
    ask(game, "Alice", [1, 2, 5, 6], "choose_value")
    answer(game, 5)  # the value only Carol's hand holds
    # Alice's hand holds a base card and no Echoes card: the Echoes draw rule gives an
    # Echoes 5 instead.
    assert len(zone(game, "Alice", "hand")) == 2
    assert zone(game, "Carol", "hand") == ["Coal"]


def test_kobukson_options_splay_left_on_any_players_board():
    game = team_game(
        {"board": {"red": ["Kobukson"], "blue": ["Tools", "Pottery"]}},
        {"board": {"yellow": {"cards": ["Masonry", "Agriculture"], "splay": "left"}}},
        {"board": {"green": {"cards": ["Sailing", "Clothing"], "splay": "up"}}},
        {"board": {"purple": ["Mysticism", "Code of Laws"], "red": ["Oars"]}},
        sets=("echoes",),
    )
    answer(game, "dogma Kobukson")
    ask(game, "Alice", ["Alice: blue", "Carol: green", "Dave: purple"], "choose_option")
    answer(game, "Carol: green")
    assert stack(game, "Carol", "green") == (["Sailing", "Clothing"], "left")


def test_saladin_options_any_other_castle_top_card_from_anywhere():
    # "Score any other top card with a {castle} from anywhere": Alice's Masonry, Bob's
    # Oars, Carol's The Wheel, Dave's Alchemy (not Saladin itself, not Dave's Agriculture).
    # Saladin's karma then melds the non-figure instead of scoring it.
    game = team_game(
        {"board": {"red": ["Saladin"], "yellow": ["Masonry"]}},
        {"board": {"red": ["Oars"]}},
        {"board": {"green": ["The Wheel"]}},
        {"board": {"blue": ["Alchemy"], "yellow": ["Agriculture"]}},
    )
    answer(game, "dogma Saladin")
    ask(game, "Alice", ["Alchemy", "Masonry", "Oars", "The Wheel"], "choose_card")
    answer(game, "The Wheel")
    if game.pending.player == "Alice" and game.pending.kind != "action":
        answer(game, None if None in game.pending.options else "no")
    assert stack(game, "Alice", "green") == (["The Wheel"], "none")
    assert "green" not in player(game, "Carol")["board"]
    assert pile(game, "Alice") == []


def test_isaac_newton_options_any_player_the_teammate_and_herself():
    game = team_game(
        {"board": {"blue": ["Isaac Newton"]}},
        {"board": {"red": ["Oars"]}},
        {"board": {"green": ["Sailing"]}},
        {"board": {"yellow": ["Agriculture"]}},
        supply={"base": {"1": ["Archery"], "5": ["Coal"]}},
    )
    answer(game, "draw")
    ask(game, "Alice", ["Alice", "Bob", "Carol", "Dave"], "choose_player")
    answer(game, "Carol")
    assert stack(game, "Carol", "red") == (["Archery"], "none")
    assert zone(game, "Alice", "hand") == ["Coal"]


def test_sergey_brin_options_every_players_top_cards_can_be_activated():
    game = team_game(
        {"board": {"green": ["Sergey Brin"]}},
        {"board": {"red": ["Oars"]}},
        {"board": {"blue": ["Writing"]}},
        {"board": {"yellow": ["Agriculture"]}},
    )
    dogmas = sorted(o for o in game.pending.options if o.startswith("dogma"))
    assert dogmas == ["dogma Agriculture", "dogma Oars", "dogma Writing"], dogmas


def test_ptolemy_options_every_players_top_blue_card_can_be_activated():
    game = team_game(
        {"board": {"green": ["Ptolemy"], "red": ["Archery"]}},
        {"board": {"blue": ["Tools"], "red": ["Oars"]}},
        {"board": {"blue": ["Writing"], "yellow": ["Agriculture"]}},
        {"board": {"blue": ["Pottery"]}},
    )
    dogmas = sorted(o for o in game.pending.options if o.startswith("dogma"))
    assert dogmas == ["dogma Archery", "dogma Pottery", "dogma Tools", "dogma Writing"], dogmas


def test_benjamin_franklin_options_top_figures_of_any_players_board():
    game = team_game(
        {"board": {"blue": ["Benjamin Franklin"], "green": ["Shen Kuo"]}},
        {"board": {"green": ["Fu Xi"]}},
        {"board": {"yellow": ["Sneferu"]}},
        {"board": {"red": ["Gilgamesh"], "purple": ["Mysticism", "Sinuhe"]}},
        supply={"base": {"2": ["Fermenting"]}},
    )
    answer(game, "dogma Benjamin Franklin")
    # Every top figure, Alice's own included (Franklin himself is one); Dave's covered
    # Sinuhe is not.
    ask(
        game,
        "Alice",
        ["Benjamin Franklin", "Fu Xi", "Gilgamesh", "Shen Kuo", "Sneferu"],
        "choose_card",
    )
    answer(game, "Sneferu")
    assert "yellow" not in player(game, "Carol")["board"]
    # Melding it: Franklin's karma first draws and melds a 2 (Fermenting, yellow).
    assert stack(game, "Alice", "yellow") == (["Sneferu", "Fermenting"], "none")


def test_helicopter_options_any_players_top_card_but_helicopter():
    game = team_game(
        {"board": {"red": ["Helicopter"], "blue": ["Tools"]}, "hand": ["Oars"]},
        {"board": {"green": ["Sailing"]}},
        {"board": {"yellow": ["Agriculture"]}},
        {"board": {"purple": ["Mysticism"]}},
        sets=("echoes",),
    )
    answer(game, "dogma Helicopter")
    ask(game, "Alice", ["Agriculture", "Mysticism", "Sailing", "Tools"], "choose_card")
    answer(game, "Agriculture")  # to its owner's (Carol's) score pile
    assert pile(game, "Carol") == ["Agriculture"]
    assert pile(game, "Alice") == []


def test_the_communist_manifesto_options_a_card_for_each_player_teammate_included():
    # "For each player in the game, draw and reveal a {7}. Transfer one of the drawn cards
    # to each player's board": four 7s, one to each of the four boards.
    sevens = ["Bicycle", "Combustion", "Lighting", "Refrigeration"]
    game = team_game(
        {"board": {"purple": ["The Communist Manifesto"]}},
        {"board": {"red": ["Oars"]}},
        {"board": {"blue": ["Pottery"]}},
        {"board": {"yellow": ["Agriculture"]}},
        sets=("artifacts",),
        supply={"base": {"7": sevens}},
    )
    answer(game, "dogma The Communist Manifesto")
    received = {}
    left = list(sevens)
    while game.pending.kind == "choose_card" and "Communist" in game.pending.prompt:
        d = ask(game, "Alice", left, "choose_card")
        who = next(n for n in ("Alice", "Bob", "Carol", "Dave") if f"{n}'s board" in d.prompt)
        assert who not in received, d.prompt
        pick = {"Alice": "Lighting", "Carol": "Bicycle"}.get(who, left[-1])
        answer(game, pick)
        received[who] = pick
        left.remove(pick)
    # The last card goes to the last player without a question.
    (last,) = [n for n in ("Alice", "Bob", "Carol", "Dave") if n not in received]
    received[last] = left[0]
    assert sorted(received.values()) == sorted(sevens)
    for who, card in received.items():
        assert card in tops(game, who).values(), (who, card)
    assert tops(game, "Carol")["green"] == "Bicycle"


def test_muhammad_yunus_options_a_teammates_dogma_action_asks_him_too():
    # "If any player would take a Dogma action, first you may return a card": Carol's
    # (teammate's) Dogma action asks Alice; returning Oars gives her the sole majority, so
    # she shares Writing (drawing first); shared by a teammate only: no sharing draw.
    game = team_game(
        {"board": {"green": ["Muhammad Yunus"]}, "hand": ["Archery", "Oars"]},
        {"board": {"red": ["Metalworking"]}},
        {"board": {"blue": ["Writing"]}},
        {"board": {"yellow": ["Masonry"]}},
        supply={"base": {"2": ["Calendar", "Mathematics", "Fermenting"]}},
        turn={"player": "Carol", "actions": 2, "number": 5},
    )
    answer(game, "dogma Writing")
    ask(game, "Alice", [None, "Archery", "Oars"], "choose_card")
    answer(game, "Oars")
    assert sorted(zone(game, "Alice", "hand")) == ["Archery", "Calendar"]
    assert zone(game, "Carol", "hand") == ["Mathematics"]
    assert game.pending.player == "Carol" and game.pending.kind == "action"
    assert game.to_position()["supply"]["base"]["1"][-1] == "Oars"


@pytest.mark.parametrize(
    "carol_board, bob_board, counts",
    [
        ({"green": ["Sailing"]}, {}, 0),  # the teammate's 2 crowns: 2 is not twice as many
        ({"blue": ["Pottery"]}, {"green": ["Clothing"]}, 1),  # Bob's 1 crown: 2 is twice
    ],
)
def test_alfred_nobel_every_other_player_includes_the_teammate(carol_board, bob_board, counts):
    game = team_game(
        {"board": {"green": ["Alfred Nobel"]}},
        {"board": bob_board},
        {"board": carol_board},
        {"board": {"red": ["Archery"]}},
    )
    assert game.view("Alice")["players"][0]["achievement_count"] == counts


def test_niccolo_machiavelli_a_teammates_splay_also_stops_a_colour():
    # Alice's red and blue are splayed right; Carol's red is splayed left (a teammate is
    # "any other player"), nobody else splays blue: blue alone counts.
    game = team_game(
        {
            "board": {
                "purple": ["Niccolo Machiavelli"],
                "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                "blue": {"cards": ["Tools", "Pottery"], "splay": "right"},
            }
        },
        {"board": {"green": {"cards": ["Sailing", "Clothing"], "splay": "up"}}},
        {"board": {"red": {"cards": ["Metalworking", "Construction"], "splay": "left"}}},
        {"board": {"yellow": ["Agriculture"]}},
    )
    assert game.view("Alice")["players"][0]["achievement_count"] == 1


@pytest.mark.parametrize(
    "carol, bob, wins",
    [
        (["Masonry"], [], False),  # the teammate has as many achievements
        ([], ["Masonry"], False),  # an opponent has as many
        ([], [], True),
    ],
)
def test_charles_darwin_no_other_player_includes_the_teammate(carol, bob, wins):
    game = team_game(
        {
            "board": {"blue": ["Charles Darwin"]},
            "score": ["Coal", "Canning"],
            "achievements": ["Pottery"],
        },
        {"achievements": bob},
        {"achievements": carol},
        {},
        achievements=["Calendar"],
    )
    answer(game, "achieve 2")
    if wins:
        assert sorted(game.result["winners"]) == ["Alice", "Carol"]
        assert "Calendar" not in zone(game, "Alice", "achievements")
    else:
        assert game.result is None
        assert sorted(zone(game, "Alice", "achievements")) == ["Calendar", "Pottery"]


@pytest.mark.parametrize("carol_score, draws", [(["Fermenting"], True), (["Sailing"], False)])
def test_candles_every_other_player_includes_the_teammate(carol_score, draws):
    # "If every other player has a higher score than you, draw a {3}": Alice scores 1 (the
    # bonus of Candles), Bob and Dave 2; Carol 2 (higher) or 1 (not higher).
    game = team_game(
        {"board": {"red": ["Candles"]}},
        {"score": ["Calendar"]},
        {"score": carol_score},
        {"score": ["Mathematics"]},
        sets=("echoes",),
        supply={"base": {"3": ["Alchemy"]}, "echoes": {"3": ["Almanac"]}},
    )
    answer(game, "dogma Candles")
    assert zone(game, "Alice", "hand") == (["Alchemy"] if draws else [])


@pytest.mark.parametrize("carol_hand, scores", [(["Oars"], False), (["Calendar"], True)])
def test_noodles_every_other_player_includes_the_teammate(carol_hand, scores):
    # "If you have more {1} in your hand than every other player": Alice one 1, Bob none;
    # Carol one 1 (as many) or none. The 2 is an Echoes card (the Echoes draw rule).
    game = team_game(
        {"board": {"yellow": ["Noodles"]}, "hand": ["Archery"]},
        {"hand": ["Mathematics"]},
        {"hand": carol_hand},
        {},
        sets=("echoes",),
        supply={"echoes": {"2": ["Watermill"], "1": ["Dice"]}},
    )
    answer(game, "dogma Noodles")
    assert pile(game, "Alice") == (["Watermill"] if scores else [])


@pytest.mark.parametrize(
    "carol_board, wins",
    [({}, False), ({"red": ["Gunpowder"], "blue": ["Alchemy"]}, True)],
)
def test_social_networking_each_other_player_includes_the_teammate(carol_board, wins):
    # Alice has no factory, crown or castle; she needs FEWER of each than each other
    # player: a teammate with none has no more. Bob and Dave (sharing: clocks) have all
    # three.
    game = team_game(
        {"board": {"red": ["Social Networking"]}},
        {
            "board": {
                "red": ["Mobility"],
                "purple": ["Railroad"],
                "green": ["Sailing"],
                "yellow": ["Masonry"],
            }
        },
        {"board": carol_board},
        {"board": {"blue": ["Computers"], "green": ["Banking"], "yellow": ["Domestication"]}},
        sets=("echoes",),
    )
    answer(game, "dogma Social Networking")
    if wins:
        assert game.result is not None and sorted(game.result["winners"]) == ["Alice", "Carol"]
    else:
        assert game.result is None and game.pending.player == "Alice"


# === "All other players", "each player", "all players", "all score piles": the teammate
# is one of them =========================================================================


def test_elevator_options_all_other_players_score_piles_teammate_included():
    game = team_game(
        {"board": {"yellow": ["Elevator"]}, "score": ["Coal"]},
        {"score": ["Chemistry", "Oars"]},
        {"score": ["Steam Engine"], "hand": ["Banking"]},
        {"hand": ["Physics"]},
        sets=("echoes",),
    )
    answer(game, "dogma Elevator")
    # The value is forced (5, Alice's only value); then hands or score piles.
    d = game.pending
    assert d.player == "Alice" and len(d.options) == 2, d
    answer(game, next(o for o in d.options if "score" in str(o).lower()))
    assert pile(game, "Alice") == ["Chemistry", "Coal", "Steam Engine"]
    assert pile(game, "Bob") == ["Oars"] and pile(game, "Carol") == []
    assert zone(game, "Carol", "hand") == ["Banking"]
    assert zone(game, "Dave", "hand") == ["Physics"]


@pytest.mark.parametrize("carol_hand, claims", [(["Calendar"], False), (["Oars"], True)])
def test_mask_of_warka_each_player_reveals_the_teammate_too(carol_hand, claims):
    # Alice reveals her blue Tools; Carol reveals her blue Calendar (or has no blue): Alice
    # is the only player to reveal only when Carol has none.
    game = team_game(
        {"board": {"purple": ["Mask of Warka"]}, "hand": ["Tools"]},
        {"hand": ["Sailing"]},
        {"hand": carol_hand},
        {"hand": ["Archery"]},
        sets=("artifacts",),
        achievements=["Pottery", "Mathematics"],
    )
    answer(game, "dogma Mask of Warka")
    ask(game, "Alice", ["blue", "green", "purple", "red", "yellow"], "choose_color")
    answer(game, "blue")
    if claims:
        assert zone(game, "Alice", "achievements") == ["Pottery"]
        assert zone(game, "Alice", "hand") == []
    else:
        assert zone(game, "Alice", "achievements") == []
        assert zone(game, "Alice", "hand") == ["Tools"]
    assert zone(game, "Carol", "hand") == carol_hand


def test_ark_of_the_covenant_all_players_with_no_top_artifacts_teammate_included():
    # Return Tools (blue): the blue cards of Bob's and Carol's boards (no top Artifact)
    # go to Alice's score pile; Dave has a top Artifact (Lurgan Canoe): his stay.
    game = team_game(
        {"board": {"purple": ["Ark of the Covenant"]}, "hand": ["Tools"]},
        {"board": {"blue": ["Writing", "Pottery"]}},
        {"board": {"blue": ["Calendar"]}},
        {"board": {"blue": ["Mathematics"], "yellow": ["Lurgan Canoe"]}},
        sets=("artifacts",),
    )
    answer(game, "dogma Ark of the Covenant")
    while game.pending.player == "Alice" and game.pending.kind == "choose_card":
        answer(game, game.pending.options[0])  # the order of the transferred cards
    assert pile(game, "Alice") == ["Calendar", "Pottery", "Writing"]
    assert stack(game, "Dave", "blue") == (["Mathematics"], "none")
    assert zone(game, "Alice", "hand") == ["Ark of the Covenant"]


def test_east_india_company_charter_options_and_each_player_that_returned():
    # Bob and Carol return 1s: two players returned, two 5s scored (Alice returned none).
    game = team_game(
        {"board": {"red": ["East India Company Charter"]}, "score": ["Calendar"]},
        {"score": ["Archery", "Mathematics"]},
        {"score": ["Oars"]},
        {"score": ["Construction"]},
        sets=("artifacts",),
        supply={"base": {"5": ["Coal", "Chemistry", "Physics"]}},
    )
    answer(game, "dogma East India Company Charter")
    ask(game, "Alice", [1, 2, 3, 4, 6, 7, 8, 9, 10], "choose_value")
    answer(game, 1)
    assert pile(game, "Alice") == ["Calendar", "Chemistry", "Coal"]
    assert pile(game, "Bob") == ["Mathematics"]
    assert pile(game, "Carol") == []
    assert pile(game, "Dave") == ["Construction"]


# === Figures karmas on "any player" / "an opponent" ====================================


def test_augustus_caesar_a_teammates_meld_is_taken_too():
    # "If any player would meld ... a card of value less than 4, first reveal it. If it is
    # red or green and has a {castle}, instead transfer it to your board": Carol's Oars.
    game = team_game(
        {"board": {"green": ["Augustus Caesar"]}},
        {"board": {"blue": ["Tools"]}},
        {"hand": ["Oars", "Pottery"]},
        {},
        turn={"player": "Carol", "actions": 2, "number": 5},
    )
    answer(game, "meld Oars")
    assert stack(game, "Alice", "red") == (["Oars"], "none")
    assert player(game, "Carol")["board"] == {}
    assert zone(game, "Carol", "hand") == ["Pottery"]


def test_alexander_the_great_scores_for_sharing_the_teammate_and_an_opponent():
    # "instead of using the featured icon use each player's current score": Alice 3 (the
    # bonus 2 and Oars), Bob 5 and Carol 6 share, Dave 1 does not. Bob (an opponent)
    # changed something: Alice's sharing draw, a figure (the Figures draw rule).
    game = team_game(
        {"board": {"red": ["Alexander the Great"], "blue": ["Writing"]}, "score": ["Oars"]},
        {"score": ["Coal"]},
        {"score": ["Canning"]},
        {"score": ["Archery"]},
        supply={
            "base": {"2": ["Calendar", "Mathematics", "Fermenting", "Construction"]},
            "figures": {"2": ["Zhang Heng"]},
        },
    )
    answer(game, "dogma Writing")
    assert zone(game, "Bob", "hand") == ["Calendar"]
    assert zone(game, "Carol", "hand") == ["Mathematics"]
    assert zone(game, "Dave", "hand") == []
    assert sorted(zone(game, "Alice", "hand")) == ["Fermenting", "Zhang Heng"]


def test_jackie_chan_a_teammates_win_is_no_opponents():
    # "If an opponent would win, first score all other top figures in play": Carol's
    # claim makes the team's achievements enough; Jackie Chan does nothing.
    game = team_game(
        {
            "board": {"red": ["Jackie Chan"]},
            "achievements": ["Chemistry", "Canning", "Bicycle"],
        },
        {"board": {"green": ["Fu Xi"]}},
        {
            "board": {"blue": ["Writing"]},
            "score": ["Coal"],
            "achievements": ["Mathematics", "Alchemy", "Invention"],
        },
        {"board": {"yellow": ["Sneferu"]}},
        achievements=["Agriculture"],
        turn={"player": "Carol", "actions": 2, "number": 5},
    )
    need = game.view("Carol")["achievements_to_win"]
    assert need == 7, need
    answer(game, "achieve 1")
    assert sorted(game.result["winners"]) == ["Alice", "Carol"]
    assert stack(game, "Bob", "green") == (["Fu Xi"], "none")
    assert stack(game, "Dave", "yellow") == (["Sneferu"], "none")
    assert pile(game, "Alice") == []


def test_ptahhotep_an_opponents_demand_takes_from_that_players_score_pile():
    # Bob's Archery demands of Alice and Carol (not Dave, his teammate): first Alice takes
    # Bob's highest score card; Carol has no Ptahhotep.
    game = team_game(
        {"board": {"purple": ["Ptahhotep"]}},
        {"board": {"red": ["Archery"], "yellow": ["Masonry"]}, "score": ["Coal", "Oars"]},
        {"board": {"blue": ["Writing"]}},
        {},
        supply={"base": {"1": ["Pottery", "Tools", "Sailing"]}},
        turn={"player": "Bob", "actions": 2, "number": 5},
    )
    answer(game, "dogma Archery")
    assert pile(game, "Alice") == ["Coal"]
    assert pile(game, "Bob") == ["Oars"]
    assert sorted(zone(game, "Bob", "hand")) == ["Pottery", "Tools"]
    assert zone(game, "Dave", "hand") == []


def test_edward_jenner_options_his_hand_when_an_opponent_demands():
    # Bob's Archery demands of Alice and Carol: Alice's demand is replaced by returning a
    # card from her hand (her choice among all of them); Carol's goes on.
    game = team_game(
        {"board": {"yellow": ["Edward Jenner"]}, "hand": ["Calendar", "Sailing"]},
        {"board": {"red": ["Archery"], "yellow": ["Masonry"]}},
        {"board": {"blue": ["Writing"]}, "hand": ["Coal"]},
        {},
        supply={"base": {"1": ["Pottery", "Tools"]}},
        turn={"player": "Bob", "actions": 2, "number": 5},
    )
    answer(game, "dogma Archery")
    ask(game, "Alice", ["Calendar", "Sailing"], "choose_card")
    answer(game, "Sailing")
    assert zone(game, "Alice", "hand") == ["Calendar"]
    # Carol drew Pottery, then gave her highest card (Coal) to Bob.
    assert zone(game, "Carol", "hand") == ["Pottery"]
    assert zone(game, "Bob", "hand") == ["Coal"]


def test_che_guevara_scoring_a_green_card_removes_every_score_pile_teammates_too():
    game = team_game(
        {"board": {"yellow": ["Che Guevara"]}, "score": ["Oars"]},
        {"score": ["Coal"]},
        {"score": ["Canning"]},
        {"score": ["Archery"]},
        supply={"base": {"9": ["Collaboration"]}},
    )
    answer(game, "dogma Che Guevara")
    for who in ("Alice", "Bob", "Carol", "Dave"):
        assert pile(game, who) == [], who
    assert sorted(game.to_position()["removed"]) == [
        "Archery",
        "Canning",
        "Coal",
        "Collaboration",
        "Oars",
    ]


@pytest.mark.parametrize("carol_splay, wins", [("left", False), ("none", True)])
def test_seikan_tunnel_all_boards_include_the_teammates(carol_splay, wins):
    # Alice's green shows 3 cards (splayed up); Carol's red shows 3 (splayed left: a tie,
    # not the most) or 1 (unsplayed).
    game = team_game(
        {"board": {"green": {"cards": ["Seikan Tunnel", "Sailing", "Clothing"], "splay": "up"}}},
        {"board": {"blue": {"cards": ["Writing", "Pottery"], "splay": "left"}}},
        {"board": {"red": {"cards": ["Oars", "Archery", "Metalworking"], "splay": carol_splay}}},
        {"board": {"yellow": ["Agriculture"]}},
        sets=("artifacts",),
    )
    answer(game, "dogma Seikan Tunnel")
    if wins:
        assert sorted(game.result["winners"]) == ["Alice", "Carol"]
    else:
        assert game.result is None


def test_dancing_girl_never_on_the_teammates_board_no_win():
    # The compel goes to the opponents who would share (Bob, then Dave), never to Carol:
    # Dancing Girl has been on Alice's, Bob's and Dave's boards, not on "every board".
    game = team_game(
        {"board": {"yellow": ["Dancing Girl"]}},
        {"board": {"blue": ["Writing"], "red": ["Archery"]}},
        {"board": {"green": ["Sailing"]}},
        {"board": {"purple": ["Philosophy"]}},
        sets=("artifacts",),
    )
    answer(game, "dogma Dancing Girl")
    assert game.result is None
    assert stack(game, "Dave", "yellow") == (["Dancing Girl"], "none")
    assert "yellow" not in player(game, "Alice")["board"]
    assert "yellow" not in player(game, "Bob")["board"]
