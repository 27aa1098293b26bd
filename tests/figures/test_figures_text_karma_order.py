"""Several Figures karmas at one moment, from the rules' text alone (an outside checker).

Figures rulebook, Karma Effects: "Karma effects never chain or trigger off of other karma
effects. In the rare case that multiple 'Would' karmas are triggered by the same action,
the current player decides which karma occurs and ignores the others." "If the reaction
starts with 'instead,' cancel the original effect [...]. If the reaction starts with
'first,' follow the instructions of the karma effect, and then continue with the original
effect." "'When' karma effects begin with 'When you meld this card,' Follow the
instructions immediately when the Figure is melded."

Positions with two or three karmas (one player's, or several players') answering one verb:
the decision that asks which happens (its player, its options) and the result of each
choice; karmas that must not trigger inside another karma; "when you meld this card".
Only the documented API: a position in, decisions answered, the position out.
"""

from __future__ import annotations

import pytest
from outside import act, make, player

FIG = ["figures"]
CHOOSE = "Several karmas would trigger"


def zones(game, name):
    """A player's zones: board {colour: (cards top first, splay)}, hand, score, forecast,
    achievements (sorted)."""
    p = player(game, name)
    return {
        "board": {c: (s["cards"], s["splay"]) for c, s in p["board"].items()},
        "hand": sorted(p["hand"]),
        "score": sorted(p["score"]),
        "forecast": sorted(p["forecast"]),
        "achievements": sorted(p["achievements"]),
    }


def flat(board):
    """{colour: [cards]} for unsplayed stacks."""
    return {c: (cards, "none") for c, cards in board.items()}


def karma_choice(game, who, options):
    """The pending decision is ``who``'s choice of one karma among exactly ``options``."""
    d = game.pending
    assert d is not None, game.result
    assert d.kind == "choose_option", (d, d.options)
    assert d.player == who, d
    assert CHOOSE in d.prompt, d.prompt
    assert sorted(d.options) == sorted(options), d.options
    assert (d.min, d.max) == (1, 1)


def at_action(game, who="Alice"):
    d = game.pending
    assert d is not None and d.kind == "action" and d.player == who, d


def fade(game, who, options, answer):
    d = game.pending
    assert d is not None and d.kind == "choose_card" and d.player == who, d
    assert "Fade" in d.prompt, d.prompt
    assert sorted(d.options) == sorted(options), d.options
    act(game, answer)


# --------------------------------------------------------------------------------------
# A meld: two karmas of the current player (Sargon of Akkad "instead", Nikola Tesla "first")

SARGON = "Sargon of Akkad (karma 1)"
TESLA = "Nikola Tesla (karma 2)"


def _meld_two_own():
    # Writing (1, lightbulb) melded onto Tools (1): Sargon (equal value) and Tesla
    # (a lightbulb) both would trigger.
    return make(
        [
            {
                "name": "Alice",
                "hand": ["Writing"],
                "board": {
                    "blue": ["Tools"],
                    "green": ["Sargon of Akkad"],
                    "yellow": ["Nikola Tesla"],
                },
            },
            {"name": "Bob", "board": {"red": ["Oars"]}},
        ],
        FIG,
        supply={"base": {"1": ["Sailing"]}},
    )


def test_meld_two_own_karmas_asks_the_current_player():
    game = _meld_two_own()
    act(game, "meld Writing")
    karma_choice(game, "Alice", [SARGON, TESLA])


def test_meld_two_own_karmas_instead_chosen_the_first_is_ignored():
    game = _meld_two_own()
    act(game, "meld Writing", SARGON)
    # "instead tuck it": Writing goes under Tools; Tesla's "first score" is ignored.
    fade(game, "Alice", ["Sargon of Akkad", "Nikola Tesla"], "Nikola Tesla")
    at_action(game)
    a = zones(game, "Alice")
    assert a["board"] == flat({"blue": ["Tools", "Writing"], "green": ["Sargon of Akkad"]})
    assert a["score"] == ["Nikola Tesla"]
    assert a["hand"] == []
    assert zones(game, "Bob")["board"] == flat({"red": ["Oars"]})
    assert zones(game, "Bob")["score"] == []


def test_meld_two_own_karmas_first_chosen_the_instead_is_ignored():
    game = _meld_two_own()
    act(game, "meld Writing", TESLA)
    # Tesla first scores Bob's Oars (no lightbulb, no clock); then the meld goes on, and
    # Sargon (ignored) does not turn it into a tuck though the values are still equal.
    fade(game, "Alice", ["Sargon of Akkad", "Nikola Tesla"], "Sargon of Akkad")
    at_action(game)
    a = zones(game, "Alice")
    assert a["board"] == flat({"blue": ["Writing", "Tools"], "yellow": ["Nikola Tesla"]})
    assert a["score"] == ["Oars", "Sargon of Akkad"]
    assert zones(game, "Bob")["board"] == {}


# --------------------------------------------------------------------------------------
# A meld: the current player's karma and another player's (Augustus Caesar: "any player")

AUGUSTUS = "Augustus Caesar (karma 1)"


def _meld_two_players(alice_red="Archery"):
    return make(
        [
            {
                "name": "Alice",
                "hand": ["Oars"],
                "board": {"red": [alice_red], "green": ["Sargon of Akkad"]},
            },
            {
                "name": "Bob",
                "board": {"green": ["Augustus Caesar"]},
                "forecast": ["Agriculture"],
            },
        ],
        FIG,
        supply={"base": {"1": ["Sailing"]}},
    )


def test_meld_karmas_of_two_players_the_current_player_chooses():
    game = _meld_two_players()
    act(game, "meld Oars")
    karma_choice(game, "Alice", [SARGON, AUGUSTUS])


def test_meld_karmas_of_two_players_other_players_karma_chosen():
    game = _meld_two_players()
    act(game, "meld Oars", AUGUSTUS)
    # Oars (1, red, castle) is revealed and transferred to Bob's board, then Bob tucks his
    # forecast; Sargon is ignored.
    at_action(game)
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert a["board"] == flat({"red": ["Archery"], "green": ["Sargon of Akkad"]})
    assert a["hand"] == [] and a["score"] == []
    assert b["board"] == flat(
        {"red": ["Oars"], "green": ["Augustus Caesar"], "yellow": ["Agriculture"]}
    )
    assert b["forecast"] == []


def test_meld_karmas_of_two_players_own_karma_chosen():
    game = _meld_two_players()
    act(game, "meld Oars", SARGON)
    at_action(game)
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert a["board"] == flat({"red": ["Archery", "Oars"], "green": ["Sargon of Akkad"]})
    assert b["board"] == flat({"green": ["Augustus Caesar"]})
    assert b["forecast"] == ["Agriculture"]


def test_other_players_karma_alone_answers_without_a_choice():
    # Red top Construction (2): Sargon does not apply to Oars (1); Augustus alone does.
    game = _meld_two_players(alice_red="Construction")
    act(game, "meld Oars")
    at_action(game)
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert a["board"] == flat({"red": ["Construction"], "green": ["Sargon of Akkad"]})
    assert b["board"]["red"] == (["Oars"], "none")
    assert b["board"]["yellow"] == (["Agriculture"], "none")


# --------------------------------------------------------------------------------------
# A demand: three karmas, all of the demanded (non-current) player; the current one chooses

HAMMURABI = "Hammurabi (karma 1)"
PTAHHOTEP = "Ptahhotep (karma 1)"
JENNER = "Edward Jenner (karma 1)"


def _demand_three():
    # Archery: "I demand you draw a 1, then transfer the highest card in your hand to my
    # hand!" Alice has 5 castles, Bob 2 (Ptahhotep).
    return make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Archery"], "yellow": ["Masonry"]},
                "score": ["Calendar", "Pottery"],
            },
            {
                "name": "Bob",
                "hand": ["Mathematics"],
                "board": {
                    "red": ["Hammurabi"],
                    "purple": ["Ptahhotep"],
                    "yellow": ["Edward Jenner"],
                },
            },
        ],
        FIG,
        supply={"base": {"1": ["Sailing", "The Wheel"]}},
    )


def test_demand_three_karmas_of_the_demanded_player_current_player_chooses():
    game = _demand_three()
    act(game, "dogma Archery")
    karma_choice(game, "Alice", [HAMMURABI, PTAHHOTEP, JENNER])


BOB_FIGURES = ["Hammurabi", "Ptahhotep", "Edward Jenner"]


def test_demand_three_karmas_instead_chosen():
    game = _demand_three()
    act(game, "dogma Archery", JENNER)
    # Bob returns a card from his hand instead: nothing drawn, nothing transferred.
    fade(game, "Bob", BOB_FIGURES, "Hammurabi")
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert a["hand"] == [] and a["score"] == ["Calendar", "Pottery"]
    assert b["hand"] == []
    pile = game.to_position()["supply"]["base"]
    assert pile["1"][:2] == ["Sailing", "The Wheel"]
    assert pile["2"][-1] == "Mathematics"


def test_demand_three_karmas_ptahhotep_first_then_the_demand():
    game = _demand_three()
    act(game, "dogma Archery", PTAHHOTEP)
    fade(game, "Bob", BOB_FIGURES, "Hammurabi")
    a, b = zones(game, "Alice"), zones(game, "Bob")
    # Calendar (Alice's highest score card) to Bob; then Bob draws Sailing and gives
    # Mathematics (his highest) to Alice; Hammurabi and Jenner are ignored.
    assert a["hand"] == ["Mathematics"]
    assert a["score"] == ["Pottery"]
    assert b["hand"] == ["Sailing"]
    assert "Calendar" in b["score"]


def test_demand_three_karmas_hammurabi_first_then_the_demand():
    game = _demand_three()
    act(game, "dogma Archery", HAMMURABI)
    fade(game, "Bob", BOB_FIGURES, "Hammurabi")
    a, b = zones(game, "Alice"), zones(game, "Bob")
    # Bob first demands the same of Alice: she draws Sailing and gives it to Bob. Then the
    # demand on Bob: he draws The Wheel and gives Mathematics to Alice.
    assert a["hand"] == ["Mathematics"]
    assert a["score"] == ["Calendar", "Pottery"]
    assert b["hand"] == ["Sailing", "The Wheel"]
    assert b["score"] == ["Hammurabi"]


def test_karma_inside_a_karma_does_not_trigger_demand():
    # Bob's Hammurabi answers Alice's demand with a demand of his own on Alice; Alice's
    # Ptahhotep ("If a player would successfully demand something of you, first transfer
    # the highest card from that player's score pile to your score pile") must not answer
    # a demand made by a karma.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Archery"], "yellow": ["Masonry"], "purple": ["Ptahhotep"]},
                "score": ["Pottery"],
            },
            {
                "name": "Bob",
                "hand": ["Mathematics"],
                "board": {"red": ["Hammurabi"]},
                "score": ["Calendar"],
            },
        ],
        FIG,
        supply={"base": {"1": ["Sailing", "The Wheel"]}},
    )
    act(game, "dogma Archery")  # one karma (Bob's): no choice asked
    at_action(game)
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert a["score"] == ["Pottery"]
    assert b["score"] == ["Calendar"]
    assert a["hand"] == ["Mathematics"]
    assert b["hand"] == ["Sailing", "The Wheel"]


# --------------------------------------------------------------------------------------
# "When you meld this card"


def test_when_meld_does_not_trigger_for_a_card_a_karma_melds():
    # Leonardo Da Vinci: "If you would meld a yellow card, first meld every non-yellow,
    # non-purple card in your hand." Alexander the Great melded by that karma: his "When you
    # meld this card, score all opponents' top figures of value 1 or 2" must not trigger.
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Agriculture", "Alexander the Great"],
                "board": {"yellow": ["Leonardo Da Vinci"]},
            },
            {"name": "Bob", "board": {"purple": ["Homer"]}},
        ],
        FIG,
    )
    act(game, "meld Agriculture")
    at_action(game)
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert a["board"] == flat(
        {"red": ["Alexander the Great"], "yellow": ["Agriculture", "Leonardo Da Vinci"]}
    )
    assert a["score"] == [] and a["hand"] == []
    assert b["board"] == flat({"purple": ["Homer"]})


def _meld_alexander(red):
    return make(
        [
            {
                "name": "Alice",
                "hand": ["Alexander the Great"],
                "board": {"red": [red], "green": ["Sargon of Akkad"]},
            },
            {"name": "Bob", "board": {"purple": ["Homer"]}},
        ],
        FIG,
    )


def test_when_meld_card_tucked_instead_is_not_melded():
    # Red top Construction (2) = Alexander (2): Sargon tucks him instead; he was never
    # melded, so his "when you meld this card" does nothing.
    game = _meld_alexander("Construction")
    act(game, "meld Alexander the Great")
    at_action(game)
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert a["board"] == flat(
        {"red": ["Construction", "Alexander the Great"], "green": ["Sargon of Akkad"]}
    )
    assert a["score"] == []
    assert b["board"] == flat({"purple": ["Homer"]})


def test_when_meld_card_melded_by_the_meld_action_acts():
    # Red top Archery (1): no karma replaces the meld; Alexander scores Bob's Homer (1).
    game = _meld_alexander("Archery")
    act(game, "meld Alexander the Great")
    fade(game, "Alice", ["Sargon of Akkad", "Alexander the Great"], "Sargon of Akkad")
    at_action(game)
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert a["board"] == flat({"red": ["Alexander the Great", "Archery"]})
    assert a["score"] == ["Homer", "Sargon of Akkad"]
    assert b["board"] == {}


def test_when_meld_after_a_first_karma_on_the_same_meld():
    # Benjamin Franklin: "If you would meld a card, first draw and meld a card of one higher
    # value." Alexander (2) melded by a Meld action: Franklin first draws and melds a 3,
    # then Alexander is melded and his own "when" karma scores Bob's Homer. The 3 melded
    # by Franklin's karma does not trigger Franklin again.
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Alexander the Great"],
                "board": {"blue": ["Benjamin Franklin"]},
            },
            {"name": "Bob", "board": {"purple": ["Homer"]}},
        ],
        FIG,
        supply={"base": {"3": ["Paper", "Compass"], "4": ["Invention"]}},
    )
    act(game, "meld Alexander the Great")
    fade(game, "Alice", ["Benjamin Franklin", "Alexander the Great"], "Benjamin Franklin")
    at_action(game)
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert a["board"] == flat({"red": ["Alexander the Great"], "green": ["Paper"]})
    assert a["score"] == ["Benjamin Franklin", "Homer"]
    assert b["board"] == {}
    pile = game.to_position()["supply"]["base"]
    assert pile["3"][0] == "Compass" and pile["4"][0] == "Invention"


# --------------------------------------------------------------------------------------
# A score: three karmas of the current player (Kim Yu-Na, Saladin, Che Guevara)

KIM = "Kim Yu-Na (karma 1)"
SALADIN = "Saladin (karma 2)"
CHE = "Che Guevara (karma 2)"


def _score_three():
    # Clothing's second effect draws and scores a 1 (green is Alice's only colour Bob lacks):
    # The Wheel (green, castles): a non-figure (Saladin), green (Che), with a castle (Kim).
    return make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Clothing"],
                    "red": ["Saladin"],
                    "yellow": ["Che Guevara"],
                    "purple": ["Kim Yu-Na"],
                },
                "score": ["Mathematics"],
            },
            {
                "name": "Bob",
                "board": {"red": ["Archery"], "yellow": ["Masonry"], "purple": ["City States"]},
                "score": ["Calendar"],
            },
        ],
        FIG,
        supply={"base": {"1": ["The Wheel", "Sailing"]}},
    )


def test_score_three_karmas_asks_the_current_player():
    game = _score_three()
    act(game, "dogma Clothing")
    karma_choice(game, "Alice", [KIM, SALADIN, CHE])


def test_score_three_karmas_win_chosen():
    game = _score_three()
    act(game, "dogma Clothing", KIM)
    assert game.pending is None
    assert game.result["winners"] == ["Alice"]


def test_score_three_karmas_meld_instead_chosen():
    game = _score_three()
    act(game, "dogma Clothing", SALADIN)
    d = game.pending
    assert d.player == "Alice" and d.kind == "yes_no", d  # "you may splay left"
    act(game, "yes")
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert a["board"]["green"] == (["The Wheel", "Clothing"], "left")
    assert a["score"] == ["Mathematics"]
    assert b["score"] == ["Calendar"]
    assert game.result is None


def test_score_three_karmas_remove_instead_chosen():
    game = _score_three()
    act(game, "dogma Clothing", CHE)
    pos = game.to_position()
    assert {"The Wheel", "Mathematics", "Calendar"} <= set(pos["removed"])
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert a["score"] == [] and b["score"] == []
    assert a["board"]["green"] == (["Clothing"], "none")
    assert game.result is None


# --------------------------------------------------------------------------------------
# A draw for sharing: two karmas of the current player and one of the sharing player

AL_KINDI = "Al-Kindi (karma 1)"
SU_SONG = "Su Song (karma 2)"
HARRISON = "John Harrison (karma 2)"


def _share_draw():
    # Writing ("Draw a 2"), lightbulbs 2 to 2: Bob shares and draws; Alice then draws for
    # sharing a figure of her highest top value, 3.
    return make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Writing"], "green": ["Su Song"], "purple": ["Al-Kindi"]},
                "score": ["Pottery"],
            },
            {"name": "Bob", "board": {"blue": ["Tools"], "green": ["John Harrison"]}},
        ],
        FIG,
        supply={
            "base": {"2": ["Calendar", "Mathematics"], "3": ["Paper", "Optics"], "6": ["Canning"]},
            "figures": {"3": ["Rhazes"], "6": ["Napoleon Bonaparte"]},
        },
    )


ALICE_FIGS = ["Su Song", "Al-Kindi"]


def test_share_draw_three_karmas_asks_the_current_player():
    game = _share_draw()
    act(game, "dogma Writing")
    karma_choice(game, "Alice", [AL_KINDI, SU_SONG, HARRISON])
    assert zones(game, "Bob")["hand"] == ["Calendar"]
    assert zones(game, "Alice")["hand"] == ["Mathematics"]


def test_share_draw_al_kindi_chosen_su_song_does_not_trigger_inside():
    game = _share_draw()
    act(game, "dogma Writing", AL_KINDI)
    # Two base 3s first (Su Song's "draw a 3" does not answer the karma's draws), then the
    # figure 3 for sharing.
    fade(game, "Alice", ALICE_FIGS, "Al-Kindi")
    a = zones(game, "Alice")
    assert a["hand"] == ["Mathematics", "Optics", "Paper", "Rhazes"]
    assert a["score"] == ["Al-Kindi", "Pottery"]
    assert a["forecast"] == []
    assert zones(game, "Bob")["hand"] == ["Calendar"]


def test_share_draw_su_song_chosen():
    game = _share_draw()
    act(game, "dogma Writing", SU_SONG)
    fade(game, "Alice", ALICE_FIGS, "Al-Kindi")
    a = zones(game, "Alice")
    assert a["hand"] == ["Mathematics", "Rhazes"]
    assert a["forecast"] == ["Pottery"]
    assert a["score"] == ["Al-Kindi"]
    assert zones(game, "Bob")["hand"] == ["Calendar"]


def test_share_draw_other_players_karma_chosen():
    game = _share_draw()
    act(game, "dogma Writing", HARRISON)
    # Bob first draws a 6, choosing its type ("You may choose the type of card drawn").
    d = game.pending
    assert d.player == "Bob", d
    choice = [o for o in d.options if "igure" in str(o)]
    assert choice, d.options
    act(game, choice[0])
    fade(game, "Alice", ALICE_FIGS, "Al-Kindi")
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert b["hand"] == ["Calendar", "Napoleon Bonaparte"]
    assert a["hand"] == ["Mathematics", "Rhazes"]
    assert a["forecast"] == []
    assert a["score"] == ["Al-Kindi", "Pottery"]


# --------------------------------------------------------------------------------------
# An achieve claim: the current player's karma and an opponent's

CAI_LUN = "Cai Lun (karma 1)"
SHIVAJI = "Shivaji (karma 2)"


def _achieve_two():
    return make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Cai Lun"]},
                "score": ["Calendar", "Mathematics", "Pottery"],
            },
            {"name": "Bob", "board": {"red": ["Shivaji"]}, "score": ["Optics", "Paper"]},
        ],
        FIG,
        achievements=["Metalworking"],
        supply={"base": {"3": ["Compass", "Alchemy"]}, "figures": {"5": ["Isaac Newton"]}},
    )


def _achieve_option(game):
    opts = [o for o in game.pending.options if str(o).startswith("achieve")]
    assert len(opts) == 1, game.pending.options
    return opts[0]


def test_achieve_karmas_of_two_players_current_player_chooses():
    game = _achieve_two()
    act(game, _achieve_option(game))
    karma_choice(game, "Alice", [CAI_LUN, SHIVAJI])


def test_achieve_opponents_first_karma_chosen():
    game = _achieve_two()
    act(game, _achieve_option(game), SHIVAJI)
    # Bob claims it first; Alice's claim then finds nothing; Cai Lun is ignored. No
    # standard achievement claimed by Alice: no Figures draw (rulings.md).
    at_action(game)
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert b["achievements"] == ["Metalworking"]
    assert a["achievements"] == [] and a["forecast"] == []
    assert b["hand"] == []
    assert game.to_position()["achievements"] == []


def test_achieve_own_first_karma_chosen():
    game = _achieve_two()
    act(game, _achieve_option(game), CAI_LUN)
    at_action(game)
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert a["forecast"] == ["Compass"]
    assert a["achievements"] == ["Metalworking"]
    assert b["achievements"] == []
    assert b["hand"] == ["Isaac Newton"]  # the Figures draw after an Achieve action


# --------------------------------------------------------------------------------------
# A Dogma action: two karmas of the current player and one of an opponent ("any player")

ARCHIMEDES = "Archimedes (karma 2)"
THATCHER = "Margaret Thatcher (karma 1)"
YUNUS = "Muhammad Yunus (karma 1)"


def _dogma_three():
    # The Wheel: "Draw two 1." Alice 3 castles, Bob 0.
    return make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["The Wheel"],
                    "blue": ["Archimedes"],
                    "red": ["Margaret Thatcher"],
                },
            },
            {"name": "Bob", "hand": ["Pottery"], "board": {"green": ["Muhammad Yunus"]}},
        ],
        FIG,
        supply={
            "base": {
                "1": ["Sailing", "Oars", "Clothing", "Tools"],
                "2": ["Calendar", "Mathematics"],
            },
            "figures": {"10": ["Jackie Chan"]},
        },
    )


ALICE_DOGMA_FIGS = ["Archimedes", "Margaret Thatcher"]


def test_dogma_action_three_karmas_current_player_chooses():
    game = _dogma_three()
    act(game, "dogma The Wheel")
    karma_choice(game, "Alice", [ARCHIMEDES, THATCHER, YUNUS])


def test_dogma_action_archimedes_chosen():
    game = _dogma_three()
    act(game, "dogma The Wheel", ARCHIMEDES)
    fade(game, "Alice", ALICE_DOGMA_FIGS, "Archimedes")
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert a["hand"] == ["Calendar", "Mathematics"]
    assert b["hand"] == ["Pottery"] and b["board"] == flat({"green": ["Muhammad Yunus"]})


def test_dogma_action_thatcher_chosen():
    game = _dogma_three()
    act(game, "dogma The Wheel", THATCHER)
    d = game.pending
    assert d.player == "Alice" and d.kind == "choose_card", d
    assert sorted(d.options) == ["Margaret Thatcher", "Muhammad Yunus"], d.options
    act(game, "Muhammad Yunus")
    fade(game, "Alice", ALICE_DOGMA_FIGS, "Archimedes")
    a, b = zones(game, "Alice"), zones(game, "Bob")
    # Archimedes ignored: two 1s, not two 2s.
    assert a["hand"] == ["Oars", "Sailing"]
    assert a["score"] == ["Archimedes", "Muhammad Yunus"]
    assert b["board"] == {} and b["hand"] == ["Pottery"]


def test_dogma_action_opponents_karma_chosen():
    game = _dogma_three()
    act(game, "dogma The Wheel", YUNUS)
    d = game.pending
    assert d.player == "Bob", d  # "first you may return a card"
    act(game, "Pottery")
    fade(game, "Alice", ALICE_DOGMA_FIGS, "Archimedes")
    a, b = zones(game, "Alice"), zones(game, "Bob")
    # Bob has the sole majority in castles: he shares (draws two 1s first), Alice draws
    # two 1s, then draws a figure of her highest top value (10) for sharing.
    assert b["hand"] == ["Oars", "Sailing"]
    assert a["hand"] == ["Clothing", "Jackie Chan", "Tools"]
    assert a["score"] == ["Archimedes"]


# --------------------------------------------------------------------------------------
# A return: Homer and Napoleon Bonaparte, both "instead"

HOMER = "Homer (karma 1)"
NAPOLEON = "Napoleon Bonaparte (karma 2)"


def _return_two():
    # Pottery: "You may return up to three cards from your hand. If you returned any cards,
    # draw and score [...]. / Draw a 1." Amina Sukhera: a figure with a factory.
    return make(
        [
            {
                "name": "Alice",
                "hand": ["Amina Sukhera"],
                "board": {
                    "blue": ["Pottery"],
                    "purple": ["Homer"],
                    "red": ["Napoleon Bonaparte"],
                },
            },
            {"name": "Bob", "board": {"yellow": ["Masonry"]}},
        ],
        FIG,
        supply={"base": {"1": ["Sailing", "Oars"]}},
    )


def _return_amina(game):
    act(game, "dogma Pottery")
    d = game.pending
    assert d.player == "Alice", d
    act(game, ["Amina Sukhera"] if d.kind == "choose_cards" else "Amina Sukhera")


def test_return_two_karmas_current_player_chooses():
    game = _return_two()
    _return_amina(game)
    karma_choice(game, "Alice", [HOMER, NAPOLEON])


def test_return_homer_chosen():
    game = _return_two()
    _return_amina(game)
    act(game, HOMER)
    fade(game, "Alice", ["Homer", "Napoleon Bonaparte"], "Homer")
    a = zones(game, "Alice")
    # Tucked, not returned: no "draw and score"; the second effect draws Sailing.
    assert a["board"]["red"] == (["Napoleon Bonaparte", "Amina Sukhera"], "none")
    assert a["hand"] == ["Sailing"]
    assert a["score"] == ["Homer"]


def test_return_napoleon_chosen():
    game = _return_two()
    _return_amina(game)
    act(game, NAPOLEON)
    # Amina tucked under Napoleon, then a top 6 scored: Napoleon himself (the only one).
    fade(game, "Alice", ["Homer", "Amina Sukhera"], "Homer")
    a = zones(game, "Alice")
    assert a["board"] == flat({"blue": ["Pottery"], "red": ["Amina Sukhera"]})
    assert a["hand"] == ["Sailing"]
    assert a["score"] == ["Homer", "Napoleon Bonaparte"]


# --------------------------------------------------------------------------------------
# A tuck: Peter the Great and Caresse Crosby, both "first"

PETER = "Peter the Great (karma 2)"
CROSBY = "Caresse Crosby (karma 1)"


def _tuck_two():
    # Code of Laws: "You may tuck a card from your hand of the same color as any card on
    # your board. If you do, you may splay that color of your cards left." Canning (yellow)
    # has a factory (Peter) and a leaf (Crosby).
    return make(
        [
            {
                "name": "Alice",
                "hand": ["Canning"],
                "board": {
                    "purple": ["Code of Laws"],
                    "red": ["Peter the Great"],
                    "yellow": ["Caresse Crosby"],
                    "green": ["Sailing"],
                },
            },
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        FIG,
        supply={"base": {"2": ["Calendar", "Mathematics", "Fermenting"]}},
    )


def _tuck_canning(game):
    act(game, "dogma Code of Laws")
    d = game.pending
    assert d.player == "Alice", d
    act(game, "Canning")


def test_tuck_two_karmas_current_player_chooses():
    game = _tuck_two()
    _tuck_canning(game)
    karma_choice(game, "Alice", [PETER, CROSBY])


def test_tuck_peter_chosen():
    game = _tuck_two()
    _tuck_canning(game)
    act(game, PETER)
    # Eligible to achieve Sailing (1): the bonuses make her score 8 + 1 (Crosby's 8,
    # Peter's 5 counts 1) and her top cards are 1 or more; then Canning is tucked and she
    # may splay yellow left.
    d = game.pending
    assert d.player == "Alice" and d.kind == "yes_no", d
    act(game, "yes")
    fade(game, "Alice", ["Peter the Great", "Caresse Crosby"], "Peter the Great")
    a = zones(game, "Alice")
    assert a["board"] == {
        "purple": (["Code of Laws"], "none"),
        "yellow": (["Caresse Crosby", "Canning"], "left"),
    }
    assert a["score"] == ["Peter the Great"]
    assert a["achievements"] == ["Sailing"]
    assert a["hand"] == []


def test_tuck_crosby_chosen():
    game = _tuck_two()
    _tuck_canning(game)
    act(game, CROSBY)
    # Yellow (one card) cannot be splayed; two 2s drawn; Canning tucked; Peter ignored
    # (Sailing stays). Then Code of Laws' "you may splay yellow left".
    d = game.pending
    if d.kind == "yes_no":
        act(game, "yes")
    fade(game, "Alice", ["Peter the Great", "Caresse Crosby"], "Peter the Great")
    a = zones(game, "Alice")
    assert a["board"]["yellow"] == (["Caresse Crosby", "Canning"], "left")
    assert a["board"]["green"] == (["Sailing"], "none")
    assert a["hand"] == ["Calendar", "Mathematics"]
    assert a["score"] == ["Peter the Great"]


@pytest.mark.parametrize("karma", [HOMER, NAPOLEON])
def test_return_choice_is_not_asked_again(karma):
    """The ignored karma stays ignored: one choice per verb, then the next decision."""
    game = _return_two()
    _return_amina(game)
    act(game, karma)
    assert CHOOSE not in (game.pending.prompt if game.pending else "")


# --------------------------------------------------------------------------------------
# Karma effects never chain: a verb done by a karma's effect is not answered by a karma


def test_score_inside_a_first_karma_is_not_answered():
    # Tesla first scores Bob's Oars (castles, no lightbulb, no clock); Kim Yu-Na's "If you
    # would score a card with a {castle}, instead you win" must not answer that score.
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Writing"],
                "board": {
                    "blue": ["Tools"],
                    "yellow": ["Nikola Tesla"],
                    "purple": ["Kim Yu-Na"],
                },
            },
            {"name": "Bob", "board": {"red": ["Oars"]}},
        ],
        FIG,
    )
    act(game, "meld Writing")  # Tesla alone answers a meld: no choice
    assert game.result is None
    d = game.pending
    assert d.kind == "choose_card" and "Fade" in d.prompt, d
    a = zones(game, "Alice")
    assert a["score"] == ["Oars"]
    assert a["board"]["blue"] == (["Writing", "Tools"], "none")
    assert zones(game, "Bob")["board"] == {}


def _alexander_and_kim():
    return make(
        [
            {
                "name": "Alice",
                "hand": ["Alexander the Great"],
                "board": {"purple": ["Kim Yu-Na"]},
            },
            {"name": "Bob", "board": {"purple": ["Ptahhotep"], "red": ["Archery"]}},
        ],
        FIG,
    )


def test_score_inside_a_when_karma_is_not_answered():
    # Alexander's "When you meld this card, score all opponents' top figures of value 1 or
    # 2" scores Ptahhotep (castles): Kim Yu-Na does not answer a karma's score.
    game = _alexander_and_kim()
    act(game, "meld Alexander the Great")
    assert game.result is None
    a = zones(game, "Alice")
    assert a["score"] == ["Ptahhotep"]
    assert zones(game, "Bob")["board"] == flat({"red": ["Archery"]})
    fade(game, "Alice", ["Kim Yu-Na", "Alexander the Great"], "Kim Yu-Na")
    assert game.result is None
    at_action(game)
    assert zones(game, "Alice")["score"] == ["Kim Yu-Na", "Ptahhotep"]


def test_fade_is_a_rule_not_a_karma_so_a_karma_answers_it():
    # Fading Alexander (a castle) scores him: not a karma's doing, so Kim Yu-Na answers.
    game = _alexander_and_kim()
    act(game, "meld Alexander the Great")
    fade(game, "Alice", ["Kim Yu-Na", "Alexander the Great"], "Alexander the Great")
    assert game.pending is None
    assert game.result["winners"] == ["Alice"]


def test_when_meld_card_transferred_instead_by_another_players_karma():
    # Bob's Augustus Caesar transfers Alexander (2, red, castle) to his own board instead
    # of Alice's meld: Alexander was not melded by Alice, his "when" karma does not score
    # Bob's Augustus (a top figure of value 2). Bob then has two top figures and fades.
    game = make(
        [
            {"name": "Alice", "hand": ["Alexander the Great"], "board": {"blue": ["Tools"]}},
            {"name": "Bob", "board": {"green": ["Augustus Caesar"]}},
        ],
        FIG,
    )
    act(game, "meld Alexander the Great")
    fade(game, "Bob", ["Augustus Caesar", "Alexander the Great"], "Alexander the Great")
    at_action(game)
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert a["board"] == flat({"blue": ["Tools"]})
    assert a["score"] == [] and a["hand"] == []
    assert b["board"] == flat({"green": ["Augustus Caesar"]})
    assert b["score"] == ["Alexander the Great"]


def test_draw_inside_a_draw_action_karma_is_not_answered():
    # Isaac Newton: "If you would take a Draw or Inspire action, first draw a {1} and
    # transfer it to any player's board." Rhazes: "If you would draw a card, first tuck a
    # card of the same value from your hand." Newton's draw of a 1 is a karma's: Rhazes
    # does not tuck Agriculture (a 1) for it.
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Agriculture"],
                "board": {"blue": ["Isaac Newton"], "yellow": ["Rhazes"]},
            },
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        FIG,
        supply={"base": {"1": ["Sailing"], "5": ["Coal", "Physics"]}},
    )
    act(game, "draw")
    d = game.pending
    assert d.kind == "choose_player" and d.player == "Alice", d  # Newton: "any player's board"
    act(game, "Bob")
    fade(game, "Alice", ["Isaac Newton", "Rhazes"], "Isaac Newton")
    at_action(game)
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert b["board"] == flat({"red": ["Archery"], "green": ["Sailing"]})
    # Agriculture was not tucked for the 1; the Draw action's 5 (Coal) is drawn.
    assert a["hand"] == ["Agriculture", "Coal"]
    assert a["board"] == flat({"yellow": ["Rhazes"]})
    assert a["score"] == ["Isaac Newton"]


def test_tuck_inside_another_players_karma_is_not_answered():
    # Bob's Augustus Caesar takes Alice's The Wheel (1, green, castle) "then tuck all cards
    # from your forecast": Canning (factory) is tucked by a karma, so Bob's own Peter the
    # Great ("If you would tuck a card with a {factory}, first achieve your bottom green
    # card, if eligible. Otherwise, score it.") does not answer.
    game = make(
        [
            {"name": "Alice", "hand": ["The Wheel"], "board": {"blue": ["Tools"]}},
            {
                "name": "Bob",
                "board": {"green": ["Augustus Caesar"], "red": ["Peter the Great"]},
                "forecast": ["Canning"],
            },
        ],
        FIG,
    )
    act(game, "meld The Wheel")
    at_action(game)  # Augustus is covered: Bob has one top figure, no fade
    a, b = zones(game, "Alice"), zones(game, "Bob")
    assert a["board"] == flat({"blue": ["Tools"]}) and a["hand"] == []
    assert b["board"] == flat(
        {
            "green": ["The Wheel", "Augustus Caesar"],
            "red": ["Peter the Great"],
            "yellow": ["Canning"],
        }
    )
    assert b["forecast"] == [] and b["score"] == [] and b["achievements"] == []


def test_demand_on_two_players_each_owners_karma_answers_its_own_demand():
    # Three players: Archery's demand is executed on Bob, then on Carol (clockwise). Bob's
    # Hammurabi answers the demand on Bob, Carol's Ptahhotep the demand on Carol: two
    # separate demands, no choice between the karmas.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Archery"], "yellow": ["Masonry"]},
                "score": ["Calendar", "Pottery"],
            },
            {"name": "Bob", "hand": ["Mathematics"], "board": {"red": ["Hammurabi"]}},
            {"name": "Carol", "hand": ["Philosophy"], "board": {"purple": ["Ptahhotep"]}},
        ],
        FIG,
        supply={"base": {"1": ["Sailing", "The Wheel", "Oars", "Clothing"]}},
    )
    act(game, "dogma Archery")
    at_action(game)
    a, b, c = zones(game, "Alice"), zones(game, "Bob"), zones(game, "Carol")
    # Bob: Alice draws Sailing and gives it to Bob; Bob draws The Wheel, gives Mathematics.
    # Carol: Calendar (Alice's highest score card) to Carol; Carol draws Oars, gives
    # Philosophy.
    assert b["hand"] == ["Sailing", "The Wheel"]
    assert c["score"] == ["Calendar"]
    assert c["hand"] == ["Oars"]
    assert a["hand"] == ["Mathematics", "Philosophy"]
    assert a["score"] == ["Pottery"]


def test_would_karma_of_the_card_being_melded_is_not_yet_in_effect():
    # Sargon of Akkad melded onto Sailing (1 = 1): "Would karmas stay in effect as long as
    # the figure remains a top card": from the hand his karma does not turn his own meld
    # into a tuck.
    game = make(
        [
            {"name": "Alice", "hand": ["Sargon of Akkad"], "board": {"green": ["Sailing"]}},
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        FIG,
    )
    act(game, "meld Sargon of Akkad")
    at_action(game)
    assert zones(game, "Alice")["board"] == flat({"green": ["Sargon of Akkad", "Sailing"]})
