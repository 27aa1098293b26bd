"""Figures in the Sand: scenario tests written in a mutation audit of the engine's rule code
(the door every action and verb passes, the karmas, the Dogma action and its sharing, the
Figures rules: fading, Inspire, Decree).

Each test pins down a rule that a mutant of the engine changed while every other test still
passed; each states what the rulebooks (or docs/rulings.md) require."""

from helpers import (
    act,
    artifacts,
    base_cards,
    board,
    expect,
    figures,
    forecast,
    hand,
    setup,
    supply,
    texts,
)

from inno.engine.registry import WOULD_FIRST

# -- the door: a "first" karma, then the verb ------------------------------------------------
# Figures rulebook: "If the reaction starts with 'first,' follow the instructions of the karma
# effect, and then continue with the original effect"; rulings: "A 'first' karma re-resolves a
# draw: if it changed the supply, the draw that follows skips empty ages again."


def test_hatshepsut_a_draw_after_her_karma_emptied_the_pile_skips_to_the_next_age():
    # Hatshepsut: "If you would draw a card of value higher than 1 and you have a {1} in your
    # hand, first return all cards from your hand and draw two cards of that value."
    game = figures(
        {
            "Alice": {"board": {"green": ["Hatshepsut"], "blue": ["Calendar"]}, "hand": ["Oars"]},
            "Bob": {},
        },
        supply={"2": ["Construction", "Fermenting"], "3": ["Compass"]},
        removed=[c for c in base_cards(2) if c not in ("Calendar", "Construction", "Fermenting")],
    )
    act(game, "draw")  # a 2: first two 2s empty the 2 pile, so the draw itself takes a 3
    assert hand(game, "Alice") == ["Compass", "Construction", "Fermenting"]
    assert supply(game, 2) == []


# -- the door: a karma never leaves the win unwatched -----------------------------------------
# Deluxe rulebook: a player who has the required number of achievements wins at once.  A
# "would" karma answering some other request (here Cai Lun's, answering the claim) does not
# stop the win that follows.


def test_cai_lun_a_claim_after_a_first_karma_still_wins_the_game():
    # Cai Lun: "If you would claim an achievement, first draw and foreshadow a {3}."
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Cai Lun"]},
                "score": base_cards(4)[:3],  # 12 points
                "achievements": [base_cards(age)[0] for age in (5, 6, 7, 8, 9)],
            },
            "Bob": {},
        },
        achievements=["Oars", "Calendar"],
        supply={"3": ["Compass"]},
    )
    needed = game.achievements_needed
    assert needed == 7
    act(game, "achieve 1")  # the 6th
    assert forecast(game, "Alice") == ["Compass"]
    assert game.result is None
    act(game, "achieve 2")  # the 7th: Alice wins
    assert game.result is not None, "the game is not over"
    assert game.result["winners"] == ["Alice"]
    assert game.result["reason"] == "achievements"
    assert game.result["card"] is None  # no card's effect ended the game


# -- the karmas' index, checked ---------------------------------------------------------------


def test_hatshepsut_the_karmas_of_the_top_cards_are_known_after_her_karma_acts():
    game = figures(
        {
            "Alice": {"board": {"green": ["Hatshepsut"], "blue": ["Calendar"]}, "hand": ["Oars"]},
            "Bob": {"board": {"yellow": ["Cai Lun"]}},
        },
        supply={"2": ["Construction", "Fermenting", "Currency"]},
    )
    act(game, "draw")
    game.audit()
    act(game, "meld Construction")
    game.audit()
    assert board(game, "Alice", "red") == ["Construction"]


# -- the Dogma action: echo effects of the activated card's owner -----------------------------
# Echoes rulebook: "When you choose a card for your Dogma action, you execute (and share) each
# visible echo effect in its color first"; rulings (Ptolemy, Sergey Brin): "the echo effects
# run are those of that card's colour on its owner's board".


def test_ptolemy_activating_an_opponents_card_runs_the_echo_effects_of_its_stack():
    # Ptolemy: "Each top blue card on every player's board counts as a card you can activate
    # with a Dogma action."  Alice's Ruler (echo: "Draw a {2}") shows under her Writing; Bob
    # (Ptolemy's owner) has no blue card.
    game = figures(
        {
            "Alice": {"board": {"blue": {"cards": ["Writing", "Ruler"], "splay": "left"}}},
            "Bob": {"board": {"green": ["Ptolemy"]}},
        },
        expansions=["echoes", "figures"],
        supply={
            "base": {"2": ["Calendar", "Mathematics"]},
            "echoes": {"2": ["Lever", "Linguistics"]},
            "figures": {"2": ["Plato"]},
        },
        turn="Bob",
    )
    act(game, "dogma Writing")
    # Ruler's echo, then Writing's effect, each by Alice (sharing) then Bob; then his free
    # draw for sharing, a figure.
    assert hand(game, "Alice") == ["Calendar", "Lever"]
    assert hand(game, "Bob") == ["Linguistics", "Mathematics", "Plato"]


# -- "Execute the effects of X as if they were on this card", inside an execution -------------


def test_charter_of_liberties_executing_gujin_tushu_jinsheng_executes_the_chosen_card():
    # Charter of Liberties: "Tuck a card from your hand. If you do, splay left its color, then
    # choose a splayed color on any player's board. Execute all of that color's top card's
    # non-demand effects, without sharing."  Gujin Tushu Jinsheng: "... choose any other top
    # card on any other board. Execute the effects on the chosen card as if they were on this
    # card. Do not share them."  Bob's Writing: "Draw a {2}."
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Charter of Liberties"], "yellow": ["Gujin Tushu Jinsheng"]},
                "hand": ["Agriculture"],
            },
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Charter of Liberties")
    assert board(game, "Alice", "yellow") == ["Gujin Tushu Jinsheng", "Agriculture"]
    assert hand(game, "Alice") == ["Calendar"]  # Writing's effect, executed by Alice
    assert hand(game, "Bob") == []


def test_gujin_tushu_jinsheng_executed_by_charter_of_liberties_adds_no_displayed_icons():
    # The same chain, Bob's Archery chosen ("I demand you draw a {1}, then transfer the
    # highest card in your hand to my hand!"), featuring Gujin Tushu Jinsheng's {lightbulb}:
    # Bob has 5 to Alice's 4, so he is not vulnerable.  (Only a displayed artifact's icons
    # are added to its owner's count: Gujin Tushu Jinsheng is on the board.)
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Charter of Liberties"], "yellow": ["Gujin Tushu Jinsheng"]},
                "hand": ["Agriculture"],
            },
            "Bob": {"board": {"red": ["Archery"], "blue": ["Writing"], "green": ["Paper"]}},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Charter of Liberties")
    expect(game, "Alice", "choose_card", ["Archery", "Writing", "Paper"])
    act(game, "Archery")
    assert hand(game, "Bob") == []
    assert hand(game, "Alice") == []
    assert supply(game, 1)[0] == "Oars"


# -- the Decree action ------------------------------------------------------------------------
# Figures rulebook: "'Decree' karma effects allow you to take a Decree action with two Figures
# in your hand instead of three": never with fewer than two.


def test_ptolemy_no_trade_decree_with_one_figure_in_hand():
    # Ptolemy: "You may issue a Trade Decree with any two figures."
    game = figures(
        {"Alice": {"board": {"green": ["Ptolemy"]}, "hand": ["Homer", "Agriculture"]}, "Bob": {}},
    )
    options = expect(game, "Alice", "action").options
    assert not [o for o in options if o.startswith("decree")]
    game = figures(
        {"Alice": {"board": {"green": ["Ptolemy"]}, "hand": ["Homer", "Fu Xi"]}, "Bob": {}},
    )
    assert "decree Trade" in expect(game, "Alice", "action").options


# -- the karmas listening to a verb -----------------------------------------------------------
# Figures rulebook: "In the rare case that multiple 'Would' karmas are triggered by the same
# action, the current player decides which karma occurs and ignores the others."  A karma
# listening to every verb (a synthetic one: real karmas name their verbs) is among those a
# meld triggers, even when a karma naming "meld" was found first.


def test_writing_and_archery_karmas_of_the_meld_and_of_every_verb_both_apply_to_a_meld(karma):
    def note(text):
        def run(x, req):
            x.game.note(text)
            return None
            yield  # a generator

        return run

    is_meld = lambda x, req: req.verb == "meld"  # noqa: E731
    karma("Writing", WOULD_FIRST, verbs="meld", trigger=is_meld, run=note("Writing's karma"))
    karma("Archery", WOULD_FIRST, trigger=is_meld, run=note("Archery's karma"))  # every verb
    game = setup(
        {
            "Alice": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]},
            "Bob": {"board": {"red": ["Archery"]}},
        },
    )
    act(game, "meld Oars")
    expect(game, "Alice", "choose_option", ["Archery (karma 1)", "Writing (karma 1)"])
    act(game, "Archery (karma 1)")
    assert "Archery's karma" in texts(game) and "Writing's karma" not in texts(game)
    assert board(game, "Alice", "red") == ["Oars"]


# -- the Dogma action: distant players ---------------------------------------------------------
# Figures rulebook (5+ players): "You must have more than twice as many of the featured icon to
# make a distant player vulnerable to demands."


def test_archery_a_distant_player_with_under_half_the_castles_is_vulnerable():
    # Archery: "I demand you draw a {1}, then transfer the highest card in your hand to my
    # hand!"  Alice has 5 {castle}; Carol (two seats away) has 2: 5 is more than twice 2.
    # Dave (two seats away) has 3; Bob and Eve (next to Alice) have 6.
    game = figures(
        {
            "Alice": {"board": {"red": ["Archery"], "yellow": ["Masonry"]}},
            "Bob": {"board": {"red": ["Metalworking"], "green": ["The Wheel"]}},
            "Carol": {"board": {"red": ["Oars"]}},
            "Dave": {"board": {"purple": ["Mysticism"]}},
            "Eve": {"board": {"red": ["Construction"], "purple": ["Monotheism"]}},
        },
        supply={"1": ["Tools", "Writing"]},
    )
    act(game, "dogma Archery")
    assert hand(game, "Alice") == ["Tools"]  # Carol's, drawn and transferred
    assert hand(game, "Carol") == []
    assert hand(game, "Dave") == []
    assert supply(game, 1)[0] == "Writing"


def test_gujin_tushu_jinsheng_executed_by_charter_of_liberties_demands_of_the_vulnerable():
    # As above, Bob with only Archery: 1 {lightbulb} to Alice's 4, so he is vulnerable to the
    # demand executed "as if it were on" Gujin Tushu Jinsheng (featuring its {lightbulb}).
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Charter of Liberties"], "yellow": ["Gujin Tushu Jinsheng"]},
                "hand": ["Agriculture"],
            },
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Charter of Liberties")
    assert hand(game, "Alice") == ["Oars"]
    assert hand(game, "Bob") == []
    assert texts(game)[-4:] == [
        "Alice executes the effects of Archery.",
        "Archery demand 1: demanded of Bob.",
        "Bob draws Oars.",
        "Bob transfers Oars from their hand to Alice's hand.",
    ]
