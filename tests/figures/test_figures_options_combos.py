"""Figures in the Sand: karma COMBINATIONS the earlier audits did not reach, written from the
printed texts and the rules only (an outside checker's audit): Charles Darwin and Jackie Chan
at once, Grace Hopper and Susan Blackmore on one or two boards, Florence Nightingale against
karmas, demands, echoes and Decrees, the "from anywhere" / "opponent's" choices with a player
who has left the game, and the relic Ching Shih with other karmas. Each decision is asserted
exactly (player, kind, options), then the position."""

from __future__ import annotations

from outside import act, ask, make, player


def zones(game, name):
    """A player's zones, the board as {colour: cards top first} (splays left out)."""
    p = player(game, name)
    return {
        "board": {c: s["cards"] for c, s in p["board"].items()},
        "hand": sorted(p["hand"]),
        "score": sorted(p["score"]),
        "achievements": sorted(p["achievements"]),
    }


def at_action(game, who):
    d = game.pending
    return d is not None and d.kind == "action" and d.player == who


# --- Charles Darwin and Jackie Chan ---------------------------------------------------------
# Darwin: "If you would claim an achievement, first if no other player has as many or more
# achievements as you, instead you win."
# Jackie Chan: "If an opponent would win, first score all other top figures in play. If you
# now have the most points, you win instead."
# Figures rulebook: "Karma effects never chain or trigger off of other karma effects."


def _darwin_jackie(alice_achievements, bob_achievements, **alice):
    return make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Charles Darwin"],
                    "purple": ["Philosophy"],
                    "red": ["Archery", "Oars"],
                },
                "achievements": alice_achievements,
                **alice,
            },
            {
                "name": "Bob",
                "board": {"red": ["Jackie Chan"], "green": ["Bartholomew Roberts"]},
                "achievements": bob_achievements,
                "score": ["Writing"],
            },
        ],
        ["figures"],
        achievements=["Agriculture"],
        special=["Monument", "World"],
    )


def test_charles_darwin_options_achieve_wins_jackie_chan_does_not_answer_the_karmas_win():
    # Alice (2 achievements) claims the 1 while Bob holds 1: Darwin's karma makes her win
    # instead. That win is a karma effect: Bob's Jackie Chan does not trigger off it (no
    # figure scored, Roberts stays on Bob's board), and the 1 stays in the centre.
    g = _darwin_jackie(["Mathematics", "Optics"], ["Sailing"], score=["Calendar"])
    ask(
        g,
        "Alice",
        ["draw", "dogma Charles Darwin", "dogma Archery", "dogma Philosophy", "achieve 1"],
        "action",
    )
    act(g, "achieve 1")
    assert g.result is not None and g.result.winners == ["Alice"]
    assert g.pending is None
    assert g.to_position()["achievements"] == ["Agriculture"]
    assert zones(g, "Alice")["achievements"] == ["Mathematics", "Optics"]
    assert zones(g, "Bob") == {
        "board": {"red": ["Jackie Chan"], "green": ["Bartholomew Roberts"]},
        "hand": [],
        "score": ["Writing"],
        "achievements": ["Sailing"],
    }


def test_charles_darwin_options_monument_claim_wins_instead_jackie_chan_silent():
    # Philosophy scores Alice's 6th card this turn: she would claim Monument (a special
    # achievement's claim is a claim). With 6 achievements to Bob's 5, Darwin makes her win
    # instead: Monument is not claimed, and Jackie Chan does not answer a karma's win.
    g = _darwin_jackie(
        ["Mathematics", "Optics", "Anatomy", "Astronomy", "Canning", "Bicycle"],
        ["Sailing", "Construction", "Compass", "Reformation", "Coal"],
        hand=["Calendar"],
        score=["Clothing"],
        scored=5,
    )
    act(g, "dogma Philosophy")
    # "You may splay left any one color": only red (two cards) would change.
    ask(g, "Alice", ["yes", "no"], "yes_no")
    act(g, "no")
    ask(g, "Alice", ["Calendar", None], "choose_card")
    act(g, "Calendar")
    assert g.result is not None and g.result.winners == ["Alice"]
    assert "Monument" in g.to_position()["special_achievements"]
    assert zones(g, "Alice")["score"] == ["Calendar", "Clothing"]
    assert "Monument" not in zones(g, "Alice")["achievements"]
    assert zones(g, "Bob")["board"] == {"red": ["Jackie Chan"], "green": ["Bartholomew Roberts"]}
    assert zones(g, "Bob")["score"] == ["Writing"]


def test_charles_darwin_options_tie_monument_claimed_rule_win_jackie_chan_wins_instead():
    # Tied at 6 achievements: Darwin's condition fails and Monument is claimed; Alice now
    # holds 7 (the win with Figures and two players) -- a win by the rules, which Jackie
    # Chan answers: he scores all other top figures in play (Alice's Darwin, his own Roberts,
    # whose karma does not answer these scores), and with 1 + 7 + 5 points to Alice's 3
    # Bob wins instead.
    g = _darwin_jackie(
        ["Mathematics", "Optics", "Anatomy", "Astronomy", "Canning", "Bicycle"],
        ["Sailing", "Construction", "Compass", "Reformation", "Coal", "Atomic Theory"],
        hand=["Calendar"],
        score=["Clothing"],
        scored=5,
    )
    act(g, "dogma Philosophy")
    ask(g, "Alice", ["yes", "no"], "yes_no")
    act(g, "no")
    ask(g, "Alice", ["Calendar", None], "choose_card")
    act(g, "Calendar")
    assert g.result is not None and g.result.winners == ["Bob"]
    assert "Monument" in zones(g, "Alice")["achievements"]
    assert zones(g, "Alice")["board"] == {"purple": ["Philosophy"], "red": ["Archery", "Oars"]}
    assert zones(g, "Bob")["board"] == {"red": ["Jackie Chan"]}
    assert zones(g, "Bob")["score"] == ["Bartholomew Roberts", "Charles Darwin", "Writing"]
    # Roberts's "first claim an achievement" did not answer Jackie Chan's scores.
    assert len(zones(g, "Bob")["achievements"]) == 6


# --- Grace Hopper and Susan Blackmore -------------------------------------------------------
# Grace Hopper: "If another player would not draw a card for sharing after a Dogma action,
# first draw and reveal a {10}. If it is blue, you win."
# Susan Blackmore: "If another player would not draw a share bonus after a Dogma action,
# first transfer the card they activated to your score pile."
# Figures rulebook: "In the rare case that multiple 'Would' karmas are triggered by the same
# action, the current player decides which karma occurs and ignores the others."


def _hopper_blackmore(bob, carol, **rest):
    return make(
        [
            {"name": "Alice", "board": {"red": ["Metalworking"]}},
            {"name": "Bob", **bob},
            {"name": "Carol", **carol},
        ],
        ["figures"],
        supply={"base": {"1": ["Sailing"], "10": ["Software", "Robotics"]}},
        **rest,
    )


def test_grace_hopper_susan_blackmore_options_two_boards_the_current_player_chooses_susan():
    # Nobody shares Metalworking (no castle elsewhere): both karmas would trigger on Alice's
    # missing share draw; Alice (the current player) chooses one, the other is ignored.
    g = _hopper_blackmore(
        {"board": {"blue": ["Grace Hopper"]}}, {"board": {"blue": ["Susan Blackmore"]}}
    )
    act(g, "dogma Metalworking")  # draws and keeps Sailing (no castle)
    ask(g, "Alice", ["Grace Hopper (karma 1)", "Susan Blackmore (karma 1)"], "choose_option")
    act(g, "Susan Blackmore (karma 1)")
    assert at_action(g, "Alice")
    assert zones(g, "Alice") == {"board": {}, "hand": ["Sailing"], "score": [], "achievements": []}
    assert zones(g, "Carol")["score"] == ["Metalworking"]
    assert zones(g, "Bob")["hand"] == []  # Grace drew no 10
    assert g.to_position()["supply"]["base"]["10"][:2] == ["Software", "Robotics"]


def test_grace_hopper_susan_blackmore_options_two_boards_grace_chosen_blue_10_wins():
    g = _hopper_blackmore(
        {"board": {"blue": ["Grace Hopper"]}}, {"board": {"blue": ["Susan Blackmore"]}}
    )
    act(g, "dogma Metalworking")
    ask(g, "Alice", ["Grace Hopper (karma 1)", "Susan Blackmore (karma 1)"], "choose_option")
    act(g, "Grace Hopper (karma 1)")
    assert g.result is not None and g.result.winners == ["Bob"]
    assert zones(g, "Bob")["hand"] == ["Software"]
    # Susan's karma was ignored: Metalworking stays on Alice's board.
    assert zones(g, "Alice")["board"] == {"red": ["Metalworking"]}
    assert zones(g, "Carol")["score"] == []


def test_grace_hopper_susan_blackmore_options_same_board_only_the_top_one_acts():
    # Susan on top of Grace on Bob's board (splayed up, Grace's hex showing): only the top
    # card's karma acts, so no choice is asked and no 10 is drawn.
    g = _hopper_blackmore(
        {"board": {"blue": {"cards": ["Susan Blackmore", "Grace Hopper"], "splay": "up"}}},
        {"board": {"green": ["Clothing"]}},
    )
    act(g, "dogma Metalworking")
    assert at_action(g, "Alice")
    assert zones(g, "Bob")["score"] == ["Metalworking"]
    assert zones(g, "Bob")["hand"] == []
    assert zones(g, "Alice")["board"] == {}


def test_grace_hopper_susan_blackmore_options_own_dogma_only_the_others_karma():
    # Alice holds Grace Hopper, Bob Susan Blackmore: Alice's own Dogma action without a share
    # draw is "another player's" for Susan only -- no choice, Grace draws nothing.
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Metalworking"], "blue": ["Grace Hopper"]}},
            {"name": "Bob", "board": {"blue": ["Susan Blackmore"]}},
        ],
        ["figures"],
        supply={"base": {"1": ["Sailing"], "10": ["Software"]}},
    )
    act(g, "dogma Metalworking")
    assert at_action(g, "Alice")
    assert zones(g, "Alice") == {
        "board": {"blue": ["Grace Hopper"]},
        "hand": ["Sailing"],
        "score": [],
        "achievements": [],
    }
    assert zones(g, "Bob")["score"] == ["Metalworking"]


# --- A player who has left the game ---------------------------------------------------------
# Artifacts rulebook (Exxon Valdez): a player who loses leaves the game; rulings.md: "no part
# in any effect". Carol is out: her board's cards are never among the candidates.


def _four(alice, bob, carol, dave, **rest):
    return make(
        [
            {"name": "Alice", **alice},
            {"name": "Bob", **bob},
            {"name": "Carol", "out": True, **carol},
            {"name": "Dave", **dave},
        ],
        ["figures"],
        **rest,
    )


def test_mikhail_kalashnikov_options_player_out_top_red_of_the_opponents_still_in():
    # "instead choose a top red card on an opponent's board": Bob's Oars, Dave's
    # Construction; not Carol's Metalworking (she is out), not Bob's green Clothing.
    g = _four(
        {"board": {"red": ["Mikhail Kalashnikov"]}, "hand": ["Archery", "Sailing"]},
        {"board": {"red": ["Oars"], "green": ["Clothing"]}},
        {"board": {"red": ["Metalworking"]}},
        {"board": {"red": ["Construction"]}},
        supply={"base": {"1": ["Writing"], "9": ["Fission"]}},
    )
    ask(g, "Alice", ["draw", "meld Archery", "meld Sailing", "inspire red"], "action")
    act(g, "inspire red")
    ask(g, "Alice", ["Archery", "Sailing"], "choose_card")
    act(g, "Archery")  # a red card: the tuck is replaced
    ask(g, "Alice", ["Construction", "Oars"], "choose_card")
    act(g, "Oars")
    ask(
        g,
        "Alice",
        [
            "execute its non-demand dogma effects for yourself only",
            "transfer it to your score pile",
        ],
        "choose_option",
    )
    act(g, "execute its non-demand dogma effects for yourself only")
    # Oars: "If no cards were transferred due to this demand, draw a 1"; then the Inspire
    # draw of a 9 (the top red card is the 9 Kalashnikov). Archery was never tucked.
    assert at_action(g, "Alice")
    assert zones(g, "Alice") == {
        "board": {"red": ["Mikhail Kalashnikov"]},
        "hand": ["Archery", "Fission", "Sailing", "Writing"],
        "score": [],
        "achievements": [],
    }
    assert zones(g, "Bob")["board"] == {"red": ["Oars"], "green": ["Clothing"]}
    assert zones(g, "Carol")["board"] == {"red": ["Metalworking"]}
    assert zones(g, "Dave")["board"] == {"red": ["Construction"]}


def test_tecumseh_options_player_out_factory_top_of_the_others_still_in():
    # Tecumseh's echo draws and tucks Machine Tools (a factory): "first return a top card with
    # a {factory} from another player's board": Bob's Canning, Dave's Industrialization;
    # not Carol's Metric System, not Alice's own Emancipation, not Pottery or Mysticism.
    g = _four(
        {"board": {"red": ["Tecumseh"], "purple": ["Emancipation"]}},
        {"board": {"yellow": ["Canning"], "blue": ["Pottery"]}},
        {"board": {"green": ["Metric System"]}},
        {"board": {"red": ["Industrialization"], "purple": ["Mysticism"]}},
        supply={"base": {"6": ["Machine Tools"]}},
    )
    act(g, "dogma Tecumseh")
    ask(g, "Alice", ["Canning", "Industrialization"], "choose_card")
    act(g, "Industrialization")
    assert at_action(g, "Alice")
    assert zones(g, "Alice")["board"] == {
        "red": ["Tecumseh", "Machine Tools"],
        "purple": ["Emancipation"],
    }
    assert zones(g, "Dave")["board"] == {"purple": ["Mysticism"]}
    assert g.to_position()["supply"]["base"]["6"][-1] == "Industrialization"
    assert zones(g, "Bob")["board"] == {"yellow": ["Canning"], "blue": ["Pottery"]}
    assert zones(g, "Carol")["board"] == {"green": ["Metric System"]}


def test_nikola_tesla_options_player_out_opponents_plain_tops_still_in():
    # Melding Calendar (a lightbulb): "first score an opponent's top card with neither
    # {lightbulb} nor {clock}": Bob's Sailing, Dave's Masonry; not Carol's Mysticism, not
    # Archery or Philosophy (lightbulbs).
    g = _four(
        {"board": {"yellow": ["Nikola Tesla"]}, "hand": ["Calendar"]},
        {"board": {"red": ["Archery"], "green": ["Sailing"]}},
        {"board": {"purple": ["Mysticism"]}},
        {"board": {"yellow": ["Masonry"], "purple": ["Philosophy"]}},
    )
    act(g, "meld Calendar")
    ask(g, "Alice", ["Masonry", "Sailing"], "choose_card")
    act(g, "Masonry")
    assert at_action(g, "Alice")
    assert zones(g, "Alice") == {
        "board": {"yellow": ["Nikola Tesla"], "blue": ["Calendar"]},
        "hand": [],
        "score": ["Masonry"],
        "achievements": [],
    }
    assert zones(g, "Dave")["board"] == {"purple": ["Philosophy"]}
    assert zones(g, "Carol")["board"] == {"purple": ["Mysticism"]}


def test_yi_sun_sin_options_player_out_castle_tops_anywhere_but_hers():
    # "Score a top card with a {castle} from anywhere": Alice's Tools, Bob's The Wheel,
    # Dave's Mysticism; not Carol's Masonry; not Writing, Agriculture, Yi Sun-Sin.
    g = _four(
        {"board": {"red": ["Yi Sun-Sin"], "blue": ["Tools"], "purple": ["Emancipation"]}},
        {"board": {"green": ["The Wheel"], "blue": ["Writing"]}},
        {"board": {"yellow": ["Masonry"]}},
        {"board": {"purple": ["Mysticism"], "yellow": ["Agriculture"]}},
    )
    act(g, "dogma Yi Sun-Sin")
    ask(g, "Alice", ["Mysticism", "The Wheel", "Tools"], "choose_card")
    act(g, "Mysticism")
    assert at_action(g, "Alice")
    assert zones(g, "Alice")["score"] == ["Mysticism"]
    assert zones(g, "Dave")["board"] == {"yellow": ["Agriculture"]}
    assert zones(g, "Carol")["board"] == {"yellow": ["Masonry"]}


def test_tran_huang_dao_options_player_out_red_below_4_anywhere_but_hers():
    # "Score a top red card of value less than 4 from anywhere": Tran Huang Dao itself (a 3)
    # and Bob's Archery; not Carol's Metalworking; not Dave's Gunpowder (a 4).
    g = _four(
        {"board": {"red": ["Tran Huang Dao"], "blue": ["Tools"]}},
        {"board": {"red": ["Archery"], "blue": ["Writing"]}},
        {"board": {"red": ["Metalworking"]}},
        {"board": {"red": ["Gunpowder"]}},
    )
    act(g, "dogma Tran Huang Dao")
    ask(g, "Alice", ["Archery", "Tran Huang Dao"], "choose_card")
    act(g, "Archery")
    assert at_action(g, "Alice")
    assert zones(g, "Alice")["score"] == ["Archery"]
    assert zones(g, "Bob")["board"] == {"blue": ["Writing"]}
    assert zones(g, "Carol")["board"] == {"red": ["Metalworking"]}
    assert zones(g, "Dave")["board"] == {"red": ["Gunpowder"]}


def test_napoleon_bonaparte_options_player_out_echo_and_karma_never_offer_her_six():
    # Echo: "Score a top figure of value 5 or 6 from anywhere": Napoleon himself, Bob's
    # Roberts and Polhem, Dave's Adam Smith; not Carol's Tecumseh (out).
    # Polhem has a {factory}: the karma "instead tuck it and score a top card of value 6 from
    # anywhere": Napoleon, Emancipation, Canning (Alice's), Adam Smith; again not Tecumseh.
    g = _four(
        {
            "board": {
                "red": ["Napoleon Bonaparte"],
                "purple": ["Emancipation"],
                "yellow": ["Canning"],
            }
        },
        {"board": {"green": ["Bartholomew Roberts"], "yellow": ["Christopher Polhem"]}},
        {"board": {"red": ["Tecumseh"]}},
        {"board": {"green": ["Adam Smith"], "blue": ["Pottery"]}},
    )
    act(g, "dogma Napoleon Bonaparte")
    ask(
        g,
        "Alice",
        ["Adam Smith", "Bartholomew Roberts", "Christopher Polhem", "Napoleon Bonaparte"],
        "choose_card",
    )
    act(g, "Christopher Polhem")
    ask(g, "Alice", ["Adam Smith", "Canning", "Emancipation", "Napoleon Bonaparte"], "choose_card")
    act(g, "Adam Smith")
    assert at_action(g, "Alice")
    assert zones(g, "Alice") == {
        "board": {
            "red": ["Napoleon Bonaparte"],
            "purple": ["Emancipation"],
            "yellow": ["Canning", "Christopher Polhem"],
        },
        "hand": [],
        "score": ["Adam Smith"],
        "achievements": [],
    }
    assert zones(g, "Bob")["board"] == {"green": ["Bartholomew Roberts"]}
    assert zones(g, "Carol")["board"] == {"red": ["Tecumseh"]}
    assert zones(g, "Dave")["board"] == {"blue": ["Pottery"]}


def test_bartholomew_roberts_options_player_out_crown_tops_then_claims_the_1():
    # Inspire: "Score a top card with a {crown} from anywhere": Roberts himself, Bob's Sailing,
    # Dave's Domestication; not Carol's City States; not Tools or Archery.
    # Karma: "first claim an achievement matching that card's value, ignoring the age
    # requirement": the 1 (Agriculture), not the 2; then the Inspire draws a 5.
    g = _four(
        {"board": {"green": ["Bartholomew Roberts"]}},
        {"board": {"green": ["Sailing"], "blue": ["Tools"]}},
        {"board": {"purple": ["City States"]}},
        {"board": {"yellow": ["Domestication"], "red": ["Archery"]}},
        achievements=["Agriculture", "Calendar"],
        supply={"base": {"5": ["Coal"]}},
    )
    act(g, "inspire green")
    ask(g, "Alice", ["Bartholomew Roberts", "Domestication", "Sailing"], "choose_card")
    act(g, "Domestication")
    assert at_action(g, "Alice")
    assert zones(g, "Alice") == {
        "board": {"green": ["Bartholomew Roberts"]},
        "hand": ["Coal"],
        "score": ["Domestication"],
        "achievements": ["Agriculture"],
    }
    assert g.to_position()["achievements"] == ["Calendar"]
    assert zones(g, "Dave")["board"] == {"red": ["Archery"]}
    assert zones(g, "Carol")["board"] == {"purple": ["City States"]}


def test_leonardo_da_vinci_options_player_out_figures_with_a_bonus_but_hers():
    # "Score a top figure with a bonus from anywhere": Leonardo himself, Bob's Yi Sun-Sin, Dave's
    # Columbus; not Carol's Benjamin Franklin (out); not Galileo (no bonus), not Pottery.
    g = _four(
        {"board": {"yellow": ["Leonardo Da Vinci"], "blue": ["Pottery"]}},
        {"board": {"red": ["Yi Sun-Sin"], "green": ["Galileo Galilei"]}},
        {"board": {"blue": ["Benjamin Franklin"]}},
        {"board": {"green": ["Christopher Columbus"], "purple": ["Monotheism"]}},
    )
    act(g, "dogma Leonardo Da Vinci")
    ask(g, "Alice", ["Christopher Columbus", "Leonardo Da Vinci", "Yi Sun-Sin"], "choose_card")
    act(g, "Yi Sun-Sin")
    assert at_action(g, "Alice")
    assert zones(g, "Alice")["score"] == ["Yi Sun-Sin"]
    assert zones(g, "Bob")["board"] == {"green": ["Galileo Galilei"]}
    assert zones(g, "Carol")["board"] == {"blue": ["Benjamin Franklin"]}


# --- Decrees with a player out ------------------------------------------------------------
# War: "Choose a value. Return all top cards of that value from all other players' boards."
# Rivalry: "Choose another player. Return three cards from their score pile, and all their
# top figures." Homer (1, purple), Cai Lun (2), Tran Huang Dao (3, red): War or Rivalry.


def _decree_table(players=4):
    table = [
        {
            "name": "Alice",
            "board": {"red": ["Archery"]},
            "hand": ["Homer", "Cai Lun", "Tran Huang Dao"],
        },
        {
            "name": "Bob",
            "board": {
                "yellow": ["Florence Nightingale"],
                "green": ["Sailing"],
                "red": ["Oars"],
            },
            "score": ["Mathematics", "Compass", "Anatomy", "Coal"],
        },
        {
            "name": "Carol",
            "out": True,
            "board": {"green": ["Bartholomew Roberts"], "red": ["Metalworking"]},
            "score": ["Writing"],
        },
        {
            "name": "Dave",
            "board": {"green": ["Galileo Galilei"], "blue": ["Pottery"]},
            "score": ["Tools"],
        },
    ]
    return make(table[:players], ["figures"])


def test_war_options_player_out_any_value_her_top_cards_stay():
    # Any value 1-10 is offered; the 1s returned are Bob's Oars and Sailing and Dave's Pottery
    # (asked one by one: all go to the base 1 pile), not Carol's Metalworking (out), not
    # Alice's own Archery.
    g = _decree_table()
    ask(
        g,
        "Alice",
        [
            "draw",
            "meld Homer",
            "meld Cai Lun",
            "meld Tran Huang Dao",
            "dogma Archery",
            "decree War",
            "decree Expansion",
            "decree Rivalry",
        ],
        "action",
    )
    act(g, "decree War")
    ask(g, "Alice", list(range(1, 11)), "choose_value")
    act(g, 1)
    ask(g, "Alice", ["Oars", "Pottery", "Sailing"], "choose_card")
    act(g, "Pottery")
    ask(g, "Alice", ["Oars", "Sailing"], "choose_card")
    act(g, "Sailing")
    assert at_action(g, "Alice")
    assert g.to_position()["supply"]["base"]["1"][-3:] == ["Pottery", "Sailing", "Oars"]
    assert zones(g, "Alice") == {
        "board": {"red": ["Archery"]},
        "hand": [],
        "score": [],
        "achievements": ["War"],
    }
    assert zones(g, "Bob")["board"] == {"yellow": ["Florence Nightingale"]}
    assert zones(g, "Carol")["board"] == {"green": ["Bartholomew Roberts"], "red": ["Metalworking"]}
    assert zones(g, "Dave")["board"] == {"green": ["Galileo Galilei"]}
    assert sorted(g.to_position()["removed"]) == ["Cai Lun", "Homer", "Tran Huang Dao"]


def test_rivalry_options_player_out_not_offered_florence_keeps_the_pile_not_herself():
    # "Choose another player": Bob or Dave, not Carol (out). Bob's Florence Nightingale leaves
    # his score pile alone (Rivalry is Alice's effect): the three returns are asked (by their
    # backs, three different cards) and nothing moves; then all his top figures are returned,
    # Florence included (to the bottom of the figures 7 pile).
    g = _decree_table()
    act(g, "decree Rivalry")
    ask(g, "Alice", ["Bob", "Dave"], "choose_player")
    act(g, "Bob")
    pile = [
        "Bob's score pile: 2",
        "Bob's score pile: 3",
        "Bob's score pile: 4",
        "Bob's score pile: 5",
    ]
    ask(g, "Alice", pile, "choose_option")
    act(g, pile[3])
    ask(g, "Alice", pile[:3], "choose_option")
    act(g, pile[2])
    ask(g, "Alice", pile[:2], "choose_option")
    act(g, pile[1])
    assert at_action(g, "Alice")
    assert zones(g, "Bob") == {
        "board": {"green": ["Sailing"], "red": ["Oars"]},
        "hand": [],
        "score": ["Anatomy", "Coal", "Compass", "Mathematics"],
        "achievements": [],
    }
    assert g.to_position()["supply"]["figures"]["7"][-1] == "Florence Nightingale"
    assert zones(g, "Carol")["score"] == ["Writing"]
    assert zones(g, "Dave")["score"] == ["Tools"]
    assert zones(g, "Alice")["achievements"] == ["Rivalry"]


def test_rivalry_options_player_out_one_other_player_left_is_forced():
    # Three players, Carol out: "another player" can only be Bob: not asked. His top figure
    # Florence is returned, his pile stays (her karma), Carol's Roberts stays.
    g = _decree_table(players=3)
    act(g, "decree Rivalry")
    d = g.pending
    assert d.player == "Alice" and d.kind == "choose_option", (d.kind, d.options)
    assert sorted(d.options) == [
        "Bob's score pile: 2",
        "Bob's score pile: 3",
        "Bob's score pile: 4",
        "Bob's score pile: 5",
    ]
    act(g, "Bob's score pile: 2", "Bob's score pile: 3", "Bob's score pile: 4")
    assert at_action(g, "Alice")
    assert zones(g, "Bob")["board"] == {"green": ["Sailing"], "red": ["Oars"]}
    assert len(zones(g, "Bob")["score"]) == 4
    assert zones(g, "Carol")["board"] == {"green": ["Bartholomew Roberts"], "red": ["Metalworking"]}


# --- Florence Nightingale against other effects ---------------------------------------------
# "If an opponent's effect would transfer, return, or remove a card from your score pile,
# instead leave it there." Against another KARMA she does not trigger: "Karma effects never
# chain or trigger off of other karma effects."


def test_florence_nightingale_options_ching_shih_karma_takes_from_her_pile_anyway():
    # Alice scores Calendar (a 2, a non-figure) with Ching Shih on top: "instead transfer a
    # card of the same value from an opponent's score pile to yours": a 2 of Bob's or of
    # Carol's (not Alice's own Currency, not the 3s). Florence does not answer a karma.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Ching Shih"], "purple": ["Philosophy"]},
                "hand": ["Calendar"],
                "score": ["Currency"],
            },
            {
                "name": "Bob",
                "board": {"yellow": ["Florence Nightingale"]},
                "score": ["Mathematics", "Compass"],
            },
            {"name": "Carol", "board": {"green": ["Clothing"]}, "score": ["Fermenting", "Alchemy"]},
        ],
        ["figures", "artifacts"],
        options={"relics": True},
    )
    act(g, "dogma Philosophy")  # nothing to splay: straight to the score
    ask(g, "Alice", ["Calendar", None], "choose_card")
    act(g, "Calendar")
    ask(g, "Alice", ["Bob's score pile: 2", "Carol's score pile: 2"], "choose_option")
    act(g, "Bob's score pile: 2")
    assert at_action(g, "Alice")
    assert zones(g, "Alice")["hand"] == ["Calendar"]
    assert zones(g, "Alice")["score"] == ["Currency", "Mathematics"]
    assert zones(g, "Bob")["score"] == ["Compass"]
    assert zones(g, "Carol")["score"] == ["Alchemy", "Fermenting"]


def test_florence_nightingale_options_che_guevara_karma_removes_her_pile_too():
    # Alice scores the green Clothing with Che Guevara on top: "instead remove it and all
    # cards in all score piles from the game" -- Bob's too: Florence does not answer a karma.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Che Guevara"], "purple": ["Philosophy"]},
                "hand": ["Clothing"],
                "score": ["Currency"],
            },
            {
                "name": "Bob",
                "board": {"yellow": ["Florence Nightingale"]},
                "score": ["Mathematics", "Compass"],
            },
        ],
        ["figures"],
    )
    act(g, "dogma Philosophy")
    ask(g, "Alice", ["Clothing", None], "choose_card")
    act(g, "Clothing")
    assert at_action(g, "Alice")
    assert zones(g, "Alice")["score"] == [] and zones(g, "Alice")["hand"] == []
    assert zones(g, "Bob")["score"] == []
    assert sorted(g.to_position()["removed"]) == ["Clothing", "Compass", "Currency", "Mathematics"]


def test_florence_nightingale_options_rommel_echo_offers_her_pile_leaves_it_there():
    # Erwin Rommel's echo "Transfer a card from any score pile to yours": every card of the
    # other piles by its back (not Alice's own); Bob's 3 chosen: an opponent's echo effect,
    # so Florence leaves it there.
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Erwin Rommel"]}, "score": ["Currency"]},
            {
                "name": "Bob",
                "board": {"yellow": ["Florence Nightingale"]},
                "score": ["Mathematics", "Compass"],
            },
            {"name": "Carol", "board": {"green": ["Clothing"]}, "score": ["Fermenting", "Alchemy"]},
        ],
        ["figures"],
    )
    act(g, "dogma Erwin Rommel")
    ask(
        g,
        "Alice",
        [
            "Bob's score pile: 2",
            "Bob's score pile: 3",
            "Carol's score pile: 2",
            "Carol's score pile: 3",
        ],
        "choose_option",
    )
    act(g, "Bob's score pile: 3")
    assert at_action(g, "Alice")
    assert zones(g, "Alice")["score"] == ["Currency"]
    assert zones(g, "Bob")["score"] == ["Compass", "Mathematics"]
    assert zones(g, "Carol")["score"] == ["Alchemy", "Fermenting"]


def test_florence_nightingale_options_pirate_code_two_of_value_4_or_less_nothing_moves():
    # "I demand you transfer two cards of value {4} or less from your score pile to my score
    # pile!": Bob chooses two of his 2, 3 and 4 (not the 5); Florence leaves them there, so
    # "If any cards were transferred due to the demand" fails: Sailing is not scored.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["The Pirate Code"], "green": ["Sailing"]},
                "score": ["Currency"],
            },
            {
                "name": "Bob",
                "board": {"yellow": ["Florence Nightingale"]},
                "score": ["Mathematics", "Compass", "Anatomy", "Coal"],
            },
        ],
        ["figures"],
    )
    act(g, "dogma The Pirate Code")
    d = ask(g, "Bob", ["Anatomy", "Compass", "Mathematics"], "choose_cards")
    assert (d.min, d.max) == (2, 2)
    act(g, ["Mathematics", "Anatomy"])
    assert at_action(g, "Alice")
    assert zones(g, "Bob")["score"] == ["Anatomy", "Coal", "Compass", "Mathematics"]
    assert zones(g, "Alice") == {
        "board": {"red": ["The Pirate Code"], "green": ["Sailing"]},
        "hand": [],
        "score": ["Currency"],
        "achievements": [],
    }


# --- Ching Shih (a relic of Figures) with other karmas --------------------------------------
# "When you meld this card, transfer an achievement from an opponent's achievements to yours."
# "If you would score a non-figure, instead transfer a card of the same value from an
# opponent's score pile to yours."


def _relic_four(alice, bob, carol, dave, **rest):
    return make(
        [
            {"name": "Alice", **alice},
            {"name": "Bob", **bob},
            {"name": "Carol", "out": True, **carol},
            {"name": "Dave", **dave},
        ],
        ["figures", "artifacts"],
        options={"relics": True},
        **rest,
    )


def test_ching_shih_options_tesla_first_then_meld_takes_an_achievement_not_from_the_out():
    # Melding Ching Shih (a {clock}): Nikola Tesla first scores an opponent's plain top card
    # (Bob's Sailing or Dave's Masonry, not Carol's Mysticism); then Ching Shih's "when you
    # meld" offers every achievement of Bob and Dave -- a standard one by its back, a special
    # achievement, a Decree and a relic by name -- and none of Carol's (out).
    g = _relic_four(
        {"board": {"yellow": ["Nikola Tesla"]}, "hand": ["Ching Shih"]},
        {"board": {"green": ["Sailing"]}, "achievements": ["Tools", "Monument", "War"]},
        {"board": {"purple": ["Mysticism"]}, "achievements": ["Calendar", "World"]},
        {"board": {"yellow": ["Masonry"]}, "achievements": ["Compass", "Timbuktu"]},
    )
    act(g, "meld Ching Shih")
    ask(g, "Alice", ["Masonry", "Sailing"], "choose_card")
    act(g, "Masonry")
    ask(
        g,
        "Alice",
        [
            "Bob's achievements: 1",
            "Bob's achievements: Monument",
            "Bob's achievements: War",
            "Dave's achievements: 3",
            "Dave's achievements: Timbuktu",
        ],
        "choose_option",
    )
    act(g, "Bob's achievements: War")
    # Ching Shih is a Figure (the relic of the Figures set): two top figures, so Alice fades
    # one; Tesla is scored (neither karma answers scoring a figure).
    ask(g, "Alice", ["Ching Shih", "Nikola Tesla"], "choose_card")
    act(g, "Nikola Tesla")
    assert at_action(g, "Alice")
    assert zones(g, "Alice") == {
        "board": {"red": ["Ching Shih"]},
        "hand": [],
        "score": ["Masonry", "Nikola Tesla"],
        "achievements": ["War"],
    }
    assert zones(g, "Bob")["achievements"] == ["Monument", "Tools"]
    assert zones(g, "Carol")["achievements"] == ["Calendar", "World"]
    assert zones(g, "Dave")["achievements"] == ["Compass", "Timbuktu"]


def test_ching_shih_options_and_roberts_on_one_score_the_player_chooses_ching_shih():
    # Roberts's inspire scores Dave's Domestication (a non-figure 1): Ching Shih's and
    # Roberts's karmas would both answer that score; Alice chooses Ching Shih: a 1 from Bob's
    # or Dave's pile (not Carol's: out) comes to her, Domestication stays where it is, and
    # Roberts claims nothing. Then the Inspire draws a 5.
    g = _relic_four(
        {"board": {"red": ["Ching Shih"], "green": ["Bartholomew Roberts"]}},
        {"board": {"green": ["Sailing"]}, "score": ["Writing", "Calendar"]},
        {"board": {"purple": ["City States"]}, "score": ["Tools"]},
        {"board": {"yellow": ["Domestication"]}, "score": ["Pottery", "Oars"]},
        achievements=["Agriculture"],
        supply={"base": {"5": ["Coal"]}},
    )
    act(g, "inspire green")
    ask(g, "Alice", ["Bartholomew Roberts", "Domestication", "Sailing"], "choose_card")
    act(g, "Domestication")
    ask(g, "Alice", ["Bartholomew Roberts (karma 1)", "Ching Shih (karma 2)"], "choose_option")
    act(g, "Ching Shih (karma 2)")
    ask(g, "Alice", ["Bob's score pile: 1", "Dave's score pile: 1"], "choose_option")
    act(g, "Bob's score pile: 1")
    # Ching Shih is a Figure: Alice fades one of her two top figures. Roberts, faded, is
    # still on top when his score is asked: his karma would claim a 5 first (none is
    # available); Ching Shih's does not answer (a figure).
    ask(g, "Alice", ["Bartholomew Roberts", "Ching Shih"], "choose_card")
    act(g, "Bartholomew Roberts")
    assert at_action(g, "Alice")
    assert zones(g, "Alice") == {
        "board": {"red": ["Ching Shih"]},
        "hand": ["Coal"],
        "score": ["Bartholomew Roberts", "Writing"],
        "achievements": [],
    }
    assert g.to_position()["achievements"] == ["Agriculture"]
    assert zones(g, "Dave")["board"] == {"yellow": ["Domestication"]}
    assert zones(g, "Bob")["score"] == ["Calendar"]
    assert zones(g, "Carol")["score"] == ["Tools"]


# --- More combinations with a player out ----------------------------------------------------


def test_charles_darwin_options_player_out_with_more_achievements_does_not_count():
    # "if no other player has as many or more achievements as you": Carol (out) holds 4, but
    # she is no longer a player of the game; Bob holds 1 to Alice's 2: Alice wins instead of
    # claiming the 1, and Bob's Jackie Chan does not answer a karma's win.
    g = _four(
        {
            "board": {"blue": ["Charles Darwin"], "red": ["Archery"]},
            "achievements": ["Mathematics", "Optics"],
            "score": ["Calendar"],
        },
        {"board": {"red": ["Jackie Chan"]}, "achievements": ["Sailing"]},
        {
            "board": {"green": ["Bartholomew Roberts"]},
            "achievements": ["Coal", "Anatomy", "Canning", "Bicycle"],
        },
        {"board": {"green": ["Galileo Galilei"]}},
        achievements=["Agriculture"],
    )
    ask(g, "Alice", ["draw", "dogma Charles Darwin", "dogma Archery", "achieve 1"], "action")
    act(g, "achieve 1")
    assert g.result is not None and g.result.winners == ["Alice"]
    assert g.to_position()["achievements"] == ["Agriculture"]
    assert zones(g, "Bob")["board"] == {"red": ["Jackie Chan"]}
    assert zones(g, "Dave")["board"] == {"green": ["Galileo Galilei"]}


def test_jackie_chan_options_player_out_her_top_figure_not_in_play_darwin_tie_claims():
    # Four players (5 achievements win with Figures). Alice and Bob tie at 4: Darwin's
    # condition fails, Alice claims Monument (her 6th score this turn) and wins by the rules.
    # Bob's Jackie Chan scores all other top figures in play: Alice's Darwin and Dave's
    # Galileo, not Carol's Roberts (she has left the game): 1 + 7 + 4 = 12 points, fewer than
    # Alice's 13, so Alice's win stands.
    g = _four(
        {
            "board": {"blue": ["Charles Darwin"], "purple": ["Philosophy"]},
            "hand": ["Calendar"],
            "score": ["Coal", "Reformation", "Fermenting"],
            "scored": 5,
            "achievements": ["Mathematics", "Optics", "Anatomy", "Astronomy"],
        },
        {
            "board": {"red": ["Jackie Chan"]},
            "achievements": ["Sailing", "Construction", "Compass", "Atomic Theory"],
            "score": ["Writing"],
        },
        {"board": {"green": ["Bartholomew Roberts"]}, "achievements": ["Bicycle"]},
        {"board": {"green": ["Galileo Galilei"]}, "score": ["Tools"]},
        achievements=[],
        special=["Monument"],
    )
    act(g, "dogma Philosophy")  # nothing to splay (every stack has one card)
    ask(g, "Alice", ["Calendar", None], "choose_card")
    act(g, "Calendar")
    assert g.result is not None and g.result.winners == ["Alice"]
    assert "Monument" in zones(g, "Alice")["achievements"]
    assert zones(g, "Bob")["score"] == ["Charles Darwin", "Galileo Galilei", "Writing"]
    assert zones(g, "Carol")["board"] == {"green": ["Bartholomew Roberts"]}
    assert zones(g, "Carol")["score"] == []
    assert zones(g, "Dave")["board"] == {}


def test_napoleon_bonaparte_options_roberts_one_score_two_karmas_then_the_fade_again():
    # Roberts's inspire: "a top card with a {crown} from anywhere": Roberts or Dave's
    # Industrialization (not Carol's Franklin, out; not Canning or Emancipation, no crown).
    # Industrialization has a {factory}: Napoleon's and Roberts's karmas both answer the
    # score: Alice chooses Napoleon's: it is tucked, and "a top card of value 6 from anywhere"
    # is Napoleon, Bob's Emancipation or Dave's Canning (not Franklin). Canning is scored by a
    # karma: no karma answers it (no chaining). The Inspire draws a 5. Then Alice fades one
    # of her two top figures: Napoleon (a {factory}) again meets both karmas; his own tucks
    # him and scores a top 6: now Alice's Industrialization or Bob's Emancipation.
    g = _four(
        {"board": {"red": ["Napoleon Bonaparte"], "green": ["Bartholomew Roberts"]}},
        {"board": {"purple": ["Emancipation"]}},
        {"board": {"blue": ["Benjamin Franklin"]}},
        {"board": {"red": ["Industrialization"], "yellow": ["Canning"]}},
        achievements=["Agriculture", "Canal Building"],
        supply={"base": {"5": ["Coal"]}},
    )
    act(g, "inspire green")
    ask(g, "Alice", ["Bartholomew Roberts", "Industrialization"], "choose_card")
    act(g, "Industrialization")
    karmas = ["Bartholomew Roberts (karma 1)", "Napoleon Bonaparte (karma 2)"]
    ask(g, "Alice", karmas, "choose_option")
    act(g, "Napoleon Bonaparte (karma 2)")
    ask(g, "Alice", ["Canning", "Emancipation", "Napoleon Bonaparte"], "choose_card")
    act(g, "Canning")
    ask(g, "Alice", ["Bartholomew Roberts", "Napoleon Bonaparte"], "choose_card")  # the fade
    act(g, "Napoleon Bonaparte")
    ask(g, "Alice", karmas, "choose_option")
    act(g, "Napoleon Bonaparte (karma 2)")
    ask(g, "Alice", ["Emancipation", "Industrialization"], "choose_card")
    act(g, "Emancipation")
    assert at_action(g, "Alice")
    assert zones(g, "Alice") == {
        "board": {
            "red": ["Industrialization", "Napoleon Bonaparte"],
            "green": ["Bartholomew Roberts"],
        },
        "hand": ["Coal"],
        "score": ["Canning", "Emancipation"],
        "achievements": [],
    }
    assert g.to_position()["achievements"] == ["Agriculture", "Canal Building"]
    assert zones(g, "Bob")["board"] == {}
    assert zones(g, "Carol")["board"] == {"blue": ["Benjamin Franklin"]}
    assert zones(g, "Dave")["board"] == {}


def test_grace_hopper_susan_blackmore_options_owner_out_has_no_karma_no_choice():
    # Bob (Grace Hopper) has left the game: players who lost have no karmas. Only Carol's
    # Susan Blackmore answers Alice's Dogma action without a share draw: no choice is asked.
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Metalworking"]}},
            {"name": "Bob", "out": True, "board": {"blue": ["Grace Hopper"]}},
            {"name": "Carol", "board": {"blue": ["Susan Blackmore"]}},
        ],
        ["figures"],
        supply={"base": {"1": ["Sailing"], "10": ["Software"]}},
    )
    act(g, "dogma Metalworking")
    assert at_action(g, "Alice")
    assert zones(g, "Carol")["score"] == ["Metalworking"]
    assert zones(g, "Bob")["hand"] == []
    assert zones(g, "Alice") == {"board": {}, "hand": ["Sailing"], "score": [], "achievements": []}


def test_grace_hopper_susan_blackmore_options_sharer_changed_nothing_both_answer():
    # Carol (Susan Blackmore, 4 {lightbulb}) shares Alice's Philosophy but has nothing to
    # splay or score: no change, no share draw for Alice. Both karmas would answer: Alice
    # chooses; Susan's owner takes Philosophy, Grace's draws nothing.
    g = make(
        [
            {"name": "Alice", "board": {"purple": ["Philosophy"]}},
            {"name": "Bob", "board": {"blue": ["Grace Hopper"]}},
            {"name": "Carol", "board": {"blue": ["Susan Blackmore"], "green": ["Paper"]}},
        ],
        ["figures"],
        supply={"base": {"10": ["Software"]}},
    )
    act(g, "dogma Philosophy")
    ask(g, "Alice", ["Grace Hopper (karma 1)", "Susan Blackmore (karma 1)"], "choose_option")
    act(g, "Susan Blackmore (karma 1)")
    assert at_action(g, "Alice")
    assert zones(g, "Alice")["board"] == {}
    assert zones(g, "Carol")["score"] == ["Philosophy"]
    assert zones(g, "Carol")["hand"] == [] and zones(g, "Bob")["hand"] == []
