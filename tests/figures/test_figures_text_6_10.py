"""Figures in the Sand, ages 6-10: scenario tests written from the printed
texts (karmas, echo and inspire effects) and the rules only, through the
documented API (positions in, decisions answered, positions out)."""

import inno

COLORS = ("blue", "red", "green", "yellow", "purple")


def new(alice, bob=None, supply=None, achievements=(), **extra):
    pos = {
        "players": [{"name": "Alice", **alice}, {"name": "Bob", **(bob or {})}],
        "expansions": ["figures"],
        "achievements": list(achievements),
        "supply": supply or {},
        "seed": 11,
    }
    pos.update(extra)
    return inno.Game.from_position(pos)


def play(g, *answers):
    for a in answers:
        p = g.pending
        assert p is not None, f"no decision pending for {a!r}"
        if not isinstance(a, list):
            assert a in p.options, f"{a!r} not in {p}"
        g.answer(a)


def me(g, name="Alice"):
    for p in g.to_position()["players"]:
        if p["name"] == name:
            return {
                "hand": sorted(p["hand"]),
                "board": {c: s["cards"] for c, s in p["board"].items()},
                "splay": {c: s["splay"] for c, s in p["board"].items() if s["splay"] != "none"},
                "score": sorted(p["score"]),
                "achievements": sorted(p["achievements"]),
                "forecast": sorted(p["forecast"]),
            }
    raise KeyError(name)


def zones(hand=(), board=None, splay=None, score=(), achievements=(), forecast=()):
    return {
        "hand": sorted(hand),
        "board": board or {},
        "splay": splay or {},
        "score": sorted(score),
        "achievements": sorted(achievements),
        "forecast": sorted(forecast),
    }


def pile(g, age, kind="base"):
    return g.to_position()["supply"][kind].get(str(age), [])


def at_action(g, player="Alice"):
    p = g.pending
    return p is not None and p.kind == "action" and p.player == player


# ---------------------------------------------------------------- age 6


def test_benjamin_franklin_first_meld_covers_him_then_meld_goes_on():
    # "If you would meld a card, first draw and meld a card of one higher
    # value."  The first meld (a blue 2) covers Franklin; the original meld
    # still happens, and the karma's own meld does not trigger it again.
    g = new(
        {"board": {"blue": ["Benjamin Franklin"]}, "hand": ["Archery"]},
        supply={"base": {"2": ["Calendar", "Mapmaking"]}},
    )
    play(g, "meld Archery")
    assert me(g) == zones(board={"blue": ["Calendar", "Benjamin Franklin"], "red": ["Archery"]})
    assert me(g, "Bob") == zones()
    assert pile(g, 2)[0] == "Mapmaking"
    assert at_action(g)


def test_benjamin_franklin_empty_age_skips_to_next():
    # One higher than a 1 is a 2; the base 2 pile is empty, so a 3 is drawn.
    base2 = [
        "Calendar",
        "Mapmaking",
        "Fermenting",
        "Mathematics",
        "Currency",
        "Canal Building",
        "Construction",
        "Monotheism",
        "Road Building",
        "Philosophy",
    ]
    g = new(
        {"board": {"blue": ["Benjamin Franklin"]}, "hand": ["Archery"]},
        supply={"base": {"3": ["Compass"]}},
        removed=base2,
    )
    play(g, "meld Archery")
    assert me(g) == zones(
        board={
            "blue": ["Benjamin Franklin"],
            "green": ["Compass"],
            "red": ["Archery"],
        }
    )


def test_carl_friedrich_gauss_melds_value_from_hand_and_score_first():
    # "first choose a value and meld all cards of that value from your hand
    # and score pile" -- then the original meld.
    g = new(
        {
            "board": {"blue": ["Carl Friedrich Gauss"]},
            "hand": ["Archery", "Oars", "Calendar"],
            "score": ["Clothing"],
        }
    )
    play(g, "meld Calendar", 1, "Archery")
    assert me(g) == zones(
        board={
            "blue": ["Calendar", "Carl Friedrich Gauss"],
            "red": ["Oars", "Archery"],
            "green": ["Clothing"],
        }
    )
    assert me(g, "Bob") == zones()


def test_napoleon_bonaparte_return_replaced_so_nothing_was_returned():
    # Pottery: "You may return up to three cards ... If you returned any
    # cards, draw and score ..." -- Napoleon: "If you would ... return a card
    # with a {factory}, instead tuck it and score a top card of value 6 from
    # anywhere." The card is tucked, not returned: no draw and score.
    g = new(
        {
            "board": {"red": ["Napoleon Bonaparte"], "blue": ["Pottery"]},
            "hand": ["Steam Engine"],
        },
        {"board": {"yellow": ["Canning"]}},
        supply={"base": {"1": ["Writing", "Agriculture"]}},
    )
    play(g, "dogma Pottery")
    p = g.pending
    play(g, ["Steam Engine"])
    p = g.pending
    if p.kind != "action":
        # the top card of value 6 to score: Napoleon or Bob's Canning
        assert set(p.options) >= {"Canning", "Napoleon Bonaparte"}
        play(g, "Canning")
    assert me(g) == zones(
        hand=["Writing"],
        board={
            "red": ["Napoleon Bonaparte"],
            "blue": ["Pottery"],
            "yellow": ["Steam Engine"],
        },
        score=["Canning"],
    )
    assert me(g, "Bob") == zones()
    assert at_action(g)


def test_tecumseh_echo_tuck_first_returns_opponent_factory_top():
    # Echo "Draw and tuck a {6}" draws Canning ({factory}); karma: "first
    # return a top card with a {factory} from another player's board".
    g = new(
        {"board": {"red": ["Tecumseh"]}},
        {"board": {"green": ["Metric System"], "blue": ["Pottery"]}},
        supply={"base": {"6": ["Canning", "Democracy"]}},
    )
    play(g, "dogma Tecumseh")
    assert me(g) == zones(board={"red": ["Tecumseh"], "yellow": ["Canning"]})
    assert me(g, "Bob") == zones(board={"blue": ["Pottery"]})
    assert pile(g, 6)[0] == "Democracy"
    assert pile(g, 6)[-1] == "Metric System"
    assert at_action(g)


def test_tecumseh_no_factory_on_drawn_card_returns_nothing():
    g = new(
        {"board": {"red": ["Tecumseh"]}},
        {"board": {"green": ["Metric System"]}},
        supply={"base": {"6": ["Democracy", "Canning"]}},
    )
    play(g, "dogma Tecumseh")
    assert me(g) == zones(board={"red": ["Tecumseh"], "purple": ["Democracy"]})
    assert me(g, "Bob") == zones(board={"green": ["Metric System"]})


def test_edward_jenner_demand_replaced_by_return_from_hand():
    # Archery: "I demand you draw a {1}, then transfer the highest card in
    # your hand to my hand!" -- Jenner's owner instead returns a card.
    g = new(
        {"board": {"red": ["Archery"]}},
        {"board": {"yellow": ["Edward Jenner"]}, "hand": ["Pottery", "Oars"]},
        supply={"base": {"1": ["Writing", "Agriculture"]}},
    )
    play(g, "dogma Archery")
    if g.pending.player == "Bob" and g.pending.kind != "action":
        play(g, "Oars")
    assert me(g) == zones(board={"red": ["Archery"]})
    assert me(g, "Bob") == zones(board={"yellow": ["Edward Jenner"]}, hand=["Pottery"])
    assert pile(g, 1)[0] == "Writing"
    assert pile(g, 1)[-1] == "Oars"
    assert at_action(g)


def test_edward_jenner_empty_hand_demand_still_replaced():
    g = new(
        {"board": {"red": ["Archery"]}, "hand": ["Calendar"]},
        {"board": {"yellow": ["Edward Jenner"]}},
        supply={"base": {"1": ["Writing", "Agriculture"]}},
    )
    play(g, "dogma Archery")
    assert me(g) == zones(board={"red": ["Archery"]}, hand=["Calendar"])
    assert me(g, "Bob") == zones(board={"yellow": ["Edward Jenner"]})
    assert pile(g, 1)[0] == "Writing"


def test_catherine_the_great_meld_purple_takes_herself_first():
    # "If you would meld a purple card, first transfer your top purple card
    # into your hand." She is the top purple card.
    g = new(
        {
            "board": {"purple": ["Catherine the Great", "Mysticism"]},
            "hand": ["Code of Laws"],
        }
    )
    play(g, "meld Code of Laws")
    assert me(g) == zones(
        hand=["Catherine the Great"],
        board={"purple": ["Code of Laws", "Mysticism"]},
    )
    assert at_action(g)


def test_ludwig_van_beethoven_inspire_score_lightbulb_card():
    # Inspire "Score a card from your hand"; karma: "instead return it and all
    # cards from your score pile, then draw and score four {5}."  Then the
    # Inspire draw: a card of the top purple card's value (6).
    g = new(
        {
            "board": {"purple": ["Ludwig Van Beethoven"]},
            "hand": ["Physics"],
            "score": ["Pottery", "Archery"],
        },
        supply={
            "base": {
                "5": ["Banking", "Statistics", "Measurement", "Chemistry", "Societies"],
                "6": ["Canning", "Democracy"],
            }
        },
    )
    play(g, "inspire purple")
    while not at_action(g):
        play(g, g.pending.options[0])
    assert me(g) == zones(
        hand=["Canning"],
        board={"purple": ["Ludwig Van Beethoven"]},
        score=["Banking", "Statistics", "Measurement", "Chemistry"],
    )
    assert "Physics" in pile(g, 5)
    assert pile(g, 5)[0] == "Societies"
    assert set(pile(g, 1)[-2:]) == {"Pottery", "Archery"}


def test_ludwig_van_beethoven_no_lightbulb_scored_normally():
    g = new(
        {"board": {"purple": ["Ludwig Van Beethoven"]}, "hand": ["Oars"], "score": ["Pottery"]},
        supply={"base": {"6": ["Canning"]}},
    )
    play(g, "inspire purple")
    assert me(g) == zones(
        hand=["Canning"],
        board={"purple": ["Ludwig Van Beethoven"]},
        score=["Oars", "Pottery"],
    )


def test_john_harrison_first_draw_a_6_of_chosen_type_before_opponent_share_draw():
    # Bob's Dogma; Alice shares, so Bob draws a figure for sharing. Alice's
    # Harrison: "If an opponent would draw a card for sharing, first draw a
    # {6}. You may choose the type of card drawn."
    g = new(
        {"board": {"green": ["John Harrison"], "blue": ["Atomic Theory"]}},
        {"board": {"blue": ["Writing"]}},
        supply={
            "base": {"2": ["Calendar", "Mapmaking", "Currency"], "6": ["Canning"]},
            "figures": {"1": ["Homer"], "6": ["Adam Smith"]},
        },
        turn={"player": "Bob", "actions": 2, "number": 4},
    )
    play(g, "dogma Writing")
    while g.pending.player == "Alice":
        p = g.pending
        pick = [o for o in p.options if "figure" in str(o).lower()]
        assert pick, p
        play(g, pick[0])
    assert me(g) == zones(
        hand=["Calendar", "Adam Smith"],
        board={"green": ["John Harrison"], "blue": ["Atomic Theory"]},
    )
    assert me(g, "Bob") == zones(hand=["Mapmaking", "Homer"], board={"blue": ["Writing"]})
    assert pile(g, 6)[0] == "Canning"
    assert at_action(g, "Bob")


def test_john_loudon_mcadam_top_factory_card_is_an_available_achievement():
    # "Each top card with a {factory} on your board counts as an available
    # achievement for you."
    g = new(
        {
            "board": {"yellow": ["John Loudon McAdam"], "red": ["Machine Tools"]},
            "score": ["Steam Engine", "Banking", "Chemistry", "Societies", "Physics", "Statistics"],
        },
        {"board": {"blue": ["Writing"]}},
        supply={"figures": {"1": ["Homer"]}},
    )
    opts = g.pending.options
    assert "achieve Machine Tools" in opts
    play(g, "achieve Machine Tools")
    a = me(g)
    assert a["achievements"] == ["Machine Tools"]
    assert a["board"] == {"yellow": ["John Loudon McAdam"]}
    assert me(g, "Bob")["hand"] == ["Homer"]


def test_charles_darwin_tie_in_achievements_no_win_claim_goes_on():
    # "first if no other player has as many or more achievements as you,
    # instead you win" -- Bob has as many: the claim happens.
    g = new(
        {
            "board": {"blue": ["Charles Darwin"]},
            "score": ["Steam Engine"],
            "achievements": ["Masonry"],
        },
        {"achievements": ["Metalworking"]},
        achievements=["Oars"],
        supply={"figures": {"1": ["Homer"]}},
    )
    play(g, "achieve 1")
    assert g.result is None
    assert me(g)["achievements"] == ["Masonry", "Oars"]
    assert me(g, "Bob") == zones(hand=["Homer"], achievements=["Metalworking"])
    assert g.to_position()["achievements"] == []


def test_charles_darwin_most_achievements_wins_instead_of_claiming():
    g = new(
        {
            "board": {"blue": ["Charles Darwin"]},
            "score": ["Steam Engine"],
            "achievements": ["Masonry"],
        },
        {},
        achievements=["Oars"],
        supply={"figures": {"1": ["Homer"]}},
    )
    play(g, "achieve 1")
    assert g.result is not None
    assert g.result["winners"] == ["Alice"]
    assert me(g)["achievements"] == ["Masonry"]
    assert g.to_position()["achievements"] == ["Oars"]
    assert me(g, "Bob")["hand"] == []


def test_george_stephenson_bottom_cards_of_non_empty_ages_become_available():
    # "first transfer the bottom card from each non-empty age below 10 to the
    # available achievements" -- age 3 is empty (removed) and is skipped.
    base3 = [
        "Medicine",
        "Education",
        "Feudalism",
        "Compass",
        "Paper",
        "Engineering",
        "Alchemy",
        "Optics",
        "Translation",
        "Machinery",
    ]
    g = new(
        {"board": {"green": ["George Stephenson"]}, "score": ["Steam Engine"]},
        {},
        achievements=["Oars"],
        removed=base3,
        supply={"figures": {"1": ["Homer"]}},
    )
    before = g.to_position()["supply"]["base"]
    bottoms = {a: before[str(a)][-1] for a in (1, 2, 4, 5, 6, 7, 8, 9)}
    assert "3" not in before or before["3"] == []
    play(g, "achieve 1")
    while not at_action(g):
        play(g, g.pending.options[0])
    avail = g.to_position()["achievements"]
    mine = me(g)["achievements"]
    assert len(mine) == 1
    assert sorted(avail + mine) == sorted(["Oars"] + list(bottoms.values()))
    assert mine[0] in ("Oars", bottoms[1])
    after = g.to_position()["supply"]["base"]
    for a, c in bottoms.items():
        assert c not in after[str(a)]
        assert len(after[str(a)]) == len(before[str(a)]) - 1
    assert len(after["10"]) == len(before["10"])
    assert me(g, "Bob")["hand"] == ["Homer"]


def test_florence_nightingale_demand_on_score_pile_left_there_no_if_you_did():
    # Vaccination: "I demand you return all the lowest cards in your score
    # pile! If you returned any, draw and meld a {6}!" / "If any card was
    # returned as a result of the demand, draw and meld a {7}."
    # Nightingale: "instead leave it there": nothing returned.
    g = new(
        {"board": {"yellow": ["Vaccination"]}},
        {
            "board": {"yellow": ["Florence Nightingale"]},
            "score": ["Oars", "Archery", "Calendar"],
        },
        supply={"base": {"6": ["Canning"], "7": ["Combustion"]}},
    )
    play(g, "dogma Vaccination")
    while not at_action(g):  # the order of the two lowest (asked first)
        play(g, g.pending.options[0])
    assert me(g) == zones(board={"yellow": ["Vaccination"]})
    assert me(g, "Bob") == zones(
        board={"yellow": ["Florence Nightingale"]},
        score=["Oars", "Archery", "Calendar"],
    )
    assert pile(g, 6)[0] == "Canning"
    assert pile(g, 7)[0] == "Combustion"
    assert at_action(g)


def test_rowland_hill_return_three_then_claim_the_rest_of_hand():
    # "first return three cards from your hand. If you do, claim all other
    # cards in your hand as achievements, ignoring eligibility."
    g = new(
        {
            "board": {"yellow": ["Rowland Hill"]},
            "score": ["Steam Engine"],
            "hand": ["Archery", "Pottery", "Writing", "Calendar", "Computers"],
        },
        {},
        achievements=["Oars"],
        supply={"figures": {"1": ["Homer"]}},
    )
    play(g, "achieve 1", ["Archery", "Pottery", "Writing"])
    while not at_action(g):
        play(g, g.pending.options[0])
    assert me(g) == zones(
        board={"yellow": ["Rowland Hill"]},
        score=["Steam Engine"],
        achievements=["Calendar", "Computers", "Oars"],
    )
    assert set(pile(g, 1)[-3:]) == {"Archery", "Pottery", "Writing"}
    assert me(g, "Bob")["hand"] == ["Homer"]


def test_rowland_hill_fewer_than_three_no_claim_of_hand():
    g = new(
        {
            "board": {"yellow": ["Rowland Hill"]},
            "score": ["Steam Engine"],
            "hand": ["Archery", "Calendar"],
        },
        {},
        achievements=["Oars"],
        supply={"figures": {"1": ["Homer"]}},
    )
    play(g, "achieve 1")
    while not at_action(g):
        play(g, g.pending.options[0])
    assert me(g) == zones(
        board={"yellow": ["Rowland Hill"]},
        score=["Steam Engine"],
        achievements=["Oars"],
    )
    assert "Archery" in pile(g, 1) and "Calendar" in pile(g, 2)


def test_emperor_meiji_meld_10_from_forecast_with_9_and_8_wins():
    # "Each card in your forecast counts as being in your hand" and "If you
    # would meld a card of value 10 and you have top cards of values 9 and 8
    # on your board, instead you win."
    g = new(
        {
            "board": {
                "purple": ["Emperor Meiji"],
                "blue": ["Computers"],
                "red": ["Flight"],
            },
            "forecast": ["Software"],
        },
    )
    assert "meld Software" in g.pending.options
    play(g, "meld Software")
    assert g.result is not None and g.result["winners"] == ["Alice"]
    assert me(g)["board"]["blue"] == ["Computers"]


def test_emperor_meiji_no_8_on_board_meld_happens():
    g = new(
        {
            "board": {"purple": ["Emperor Meiji"], "blue": ["Computers"]},
            "hand": ["Software"],
        },
    )
    play(g, "meld Software")
    assert g.result is None
    assert me(g) == zones(board={"purple": ["Emperor Meiji"], "blue": ["Software", "Computers"]})


def test_queen_victoria_makes_lower_age_achievement_available_first():
    # "If you would claim a standard achievement, first make an achievement
    # available from any lower non-empty age."
    g = new(
        {"board": {"purple": ["Queen Victoria"]}, "score": ["Steam Engine", "Banking"]},
        {},
        achievements=["Calendar"],
        supply={"base": {"1": ["Writing", "Pottery"]}, "figures": {"1": ["Homer"]}},
    )
    play(g, "achieve 2")
    while not at_action(g):
        p = g.pending
        assert 1 in p.options or "1" in p.options, p
        play(g, 1 if 1 in p.options else "1")
    assert me(g)["achievements"] == ["Calendar"]
    assert g.to_position()["achievements"] == ["Writing"]
    assert pile(g, 1)[0] == "Pottery"
    assert me(g, "Bob")["hand"] == ["Homer"]


def test_erwin_rommel_score_replaced_by_top_cards_of_its_color_from_all_boards():
    # Clothing: "Draw and score a {1} for each color present on your board
    # not present on any opponent's board": red only -> draw Writing (blue);
    # Rommel: "instead score the top card of its color from all boards".
    g = new(
        {"board": {"red": ["Erwin Rommel"], "green": ["Clothing"], "blue": ["Calendar"]}},
        {"board": {"green": ["Metric System"], "blue": ["Atomic Theory", "Physics"]}},
        supply={"base": {"1": ["Writing", "Pottery"]}},
    )
    play(g, "dogma Clothing")
    while not at_action(g):
        play(g, g.pending.options[0])
    assert me(g) == zones(
        hand=["Writing"],
        board={"red": ["Erwin Rommel"], "green": ["Clothing"]},
        score=["Calendar", "Atomic Theory"],
    )
    assert me(g, "Bob") == zones(board={"green": ["Metric System"], "blue": ["Physics"]})


# ---------------------------------------------------------------- age 8


def test_john_von_neumann_when_melded_returns_only_top_figures():
    # "When you meld this card, return all opponents' top figures." A covered
    # figure is no top figure.
    g = new(
        {"hand": ["John Von Neumann"]},
        {
            "board": {
                "red": ["Tecumseh"],
                "green": ["Metric System", "Adam Smith"],
                "blue": ["Writing"],
            }
        },
    )
    play(g, "meld John Von Neumann")
    assert me(g) == zones(board={"red": ["John Von Neumann"]})
    assert me(g, "Bob") == zones(
        board={"green": ["Metric System", "Adam Smith"], "blue": ["Writing"]}
    )
    assert pile(g, 6, "figures")[-1] == "Tecumseh"


def test_john_von_neumann_echo_either_purple_returns_both():
    # "Draw and reveal two {9}. If either is purple, return them."
    g = new(
        {"board": {"red": ["John Von Neumann"]}},
        supply={"base": {"9": ["Computers", "Services", "Genetics"]}},
    )
    play(g, "dogma John Von Neumann")
    while not at_action(g):
        play(g, g.pending.options[0])
    assert me(g) == zones(board={"red": ["John Von Neumann"]})
    p9 = pile(g, 9)
    assert p9[0] == "Genetics"
    assert set(p9[-2:]) == {"Computers", "Services"}


def test_john_von_neumann_echo_no_purple_keeps_both():
    g = new(
        {"board": {"red": ["John Von Neumann"]}},
        supply={"base": {"9": ["Computers", "Genetics", "Services"]}},
    )
    play(g, "dogma John Von Neumann")
    assert me(g) == zones(hand=["Computers", "Genetics"], board={"red": ["John Von Neumann"]})


def test_caresse_crosby_inspire_tuck_leaf_card_first_splays_left_and_draws():
    # Inspire "Tuck a card from your hand"; karma "If you would tuck a card
    # with a {leaf}, first splay that color of your cards left, then draw two
    # {2}."  Then the Inspire draw: an 8 (the top yellow card, Crosby).
    g = new(
        {
            "board": {"yellow": ["Caresse Crosby"], "blue": ["Writing", "Pottery"]},
            "hand": ["Calendar"],
        },
        supply={"base": {"2": ["Mapmaking", "Currency", "Fermenting"], "8": ["Flight"]}},
    )
    play(g, "inspire yellow")
    assert me(g) == zones(
        hand=["Mapmaking", "Currency", "Flight"],
        board={
            "yellow": ["Caresse Crosby"],
            "blue": ["Writing", "Pottery", "Calendar"],
        },
        splay={"blue": "left"},
    )


def test_caresse_crosby_fifth_color_splayed_left_wins():
    # Code of Laws: "You may tuck a card ... If you do, you may splay that
    # color of your cards left." Steam Engine has no {leaf} (no first
    # karma); yellow is the fifth colour splayed left -> "instead you win".
    g = new(
        {
            "board": {
                "yellow": ["Caresse Crosby", "Canning"],
                "blue": {"cards": ["Writing", "Pottery"], "splay": "left"},
                "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                "green": {"cards": ["Clothing", "Metric System"], "splay": "left"},
                "purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "left"},
            },
            "hand": ["Steam Engine"],
        },
    )
    play(g, "dogma Code of Laws")
    while g.result is None and not at_action(g):
        p = g.pending
        if "Steam Engine" in p.options:
            play(g, "Steam Engine")
        elif "yes" in p.options:
            play(g, "yes")
        elif "yellow" in p.options:
            play(g, "yellow")
        else:
            raise AssertionError(p)
    assert g.result is not None and g.result["winners"] == ["Alice"]


def test_nikola_tesla_meld_lightbulb_card_first_scores_opponent_top_without_both():
    # "If you would meld a card with a {lightbulb} or {clock}, first score an
    # opponent's top card with neither {lightbulb} nor {clock}." Archery has
    # a lightbulb: only Metric System qualifies.
    g = new(
        {"board": {"yellow": ["Nikola Tesla"]}, "hand": ["Writing"]},
        {"board": {"red": ["Archery"], "green": ["Metric System", "Clothing"]}},
    )
    play(g, "meld Writing")
    assert me(g) == zones(
        board={"yellow": ["Nikola Tesla"], "blue": ["Writing"]},
        score=["Metric System"],
    )
    assert me(g, "Bob") == zones(board={"red": ["Archery"], "green": ["Clothing"]})


def test_nikola_tesla_meld_card_without_lightbulb_or_clock_no_score():
    g = new(
        {"board": {"yellow": ["Nikola Tesla"]}, "hand": ["Oars"]},
        {"board": {"green": ["Metric System"]}},
    )
    play(g, "meld Oars")
    assert me(g) == zones(board={"yellow": ["Nikola Tesla"], "red": ["Oars"]})
    assert me(g, "Bob") == zones(board={"green": ["Metric System"]})


def test_duke_ellington_meld_figure_with_four_top_figures_achieves_it():
    # "If you would meld a figure and have four top figures already, instead
    # achieve it regardless of eligibility." and no fade ("instead do
    # nothing").
    board = {
        "purple": ["Duke Ellington"],
        "red": ["Gilgamesh"],
        "green": ["Shen Kuo"],
        "blue": ["Huang Di"],
    }
    g = new({"board": board, "hand": ["Sneferu"]}, supply={"figures": {"1": ["Homer"]}})
    play(g, "meld Sneferu")
    assert me(g) == zones(board=board, achievements=["Sneferu"])
    assert me(g, "Bob") == zones()
    assert at_action(g)


def test_duke_ellington_three_top_figures_meld_normally_and_no_fade():
    board = {"purple": ["Duke Ellington"], "red": ["Gilgamesh"], "green": ["Shen Kuo"]}
    g = new({"board": board, "hand": ["Sneferu"]})
    play(g, "meld Sneferu")
    assert me(g) == zones(board={**board, "yellow": ["Sneferu"]})
    assert at_action(g)


def test_h_g_wells_inspire_foreshadow_becomes_meld_execute_remove():
    # Inspire "Draw and foreshadow a {10}"; karma: "instead meld it, execute
    # its non-demand Dogma effects for yourself only, and remove it from the
    # game if it is still a top card on your board."  A.I.: "Draw and score a
    # {10}." Then the Inspire draw: an 8 (the top purple card, Wells again).
    g = new(
        {"board": {"purple": ["H.G. Wells"]}},
        supply={"base": {"10": ["A.I.", "Databases", "Software"], "8": ["Flight"]}},
    )
    play(g, "inspire purple")
    while not at_action(g):
        play(g, g.pending.options[0])
    assert me(g) == zones(hand=["Flight"], board={"purple": ["H.G. Wells"]}, score=["Databases"])
    assert "A.I." in g.to_position()["removed"]


# ---------------------------------------------------------------- age 9


def _hopper(ten):
    return new(
        {"board": {"blue": ["Grace Hopper"]}},
        {"board": {"blue": ["Writing"]}},
        supply={"base": {"2": ["Calendar", "Mapmaking"], "10": [ten, "Stem Cells"]}},
        turn={"player": "Bob", "actions": 2, "number": 4},
    )


def test_grace_hopper_opponent_gets_no_share_draw_blue_10_wins():
    # "If another player would not draw a card for sharing after a Dogma
    # action, first draw and reveal a {10}. If it is blue, you win."
    g = _hopper("Software")
    play(g, "dogma Writing")
    assert g.result is not None and g.result["winners"] == ["Alice"]


def test_grace_hopper_not_blue_keeps_the_10_and_game_goes_on():
    g = _hopper("Databases")
    play(g, "dogma Writing")
    assert g.result is None
    assert me(g) == zones(hand=["Databases"], board={"blue": ["Grace Hopper"]})
    assert me(g, "Bob") == zones(hand=["Calendar"], board={"blue": ["Writing"]})
    assert at_action(g, "Bob")


def test_mikhail_kalashnikov_inspire_tuck_red_replaced_by_transfer():
    # Inspire "Tuck a card from your hand"; karma "If you would tuck a red
    # card, instead choose a top red card on an opponent's board. Either
    # transfer it to your score pile, or execute its non-demand Dogma
    # effects". Archery stays in hand; then the Inspire draw of a 9.
    g = new(
        {"board": {"red": ["Mikhail Kalashnikov"]}, "hand": ["Archery"]},
        {"board": {"red": ["Oars", "Metalworking"]}},
        supply={"base": {"9": ["Ecology", "Suburbia"]}},
    )
    play(g, "inspire red")
    while not at_action(g):
        p = g.pending
        pick = [o for o in p.options if "transfer" in str(o).lower() or o == "Oars"]
        assert pick, p
        play(g, pick[0])
    assert me(g) == zones(
        hand=["Archery", "Ecology"],
        board={"red": ["Mikhail Kalashnikov"]},
        score=["Oars"],
    )
    assert me(g, "Bob") == zones(board={"red": ["Metalworking"]})


def test_mikhail_kalashnikov_no_opponent_red_tuck_still_replaced():
    g = new(
        {"board": {"red": ["Mikhail Kalashnikov"]}, "hand": ["Archery"]},
        {"board": {"blue": ["Writing"]}},
        supply={"base": {"9": ["Ecology", "Suburbia"]}},
    )
    play(g, "inspire red")
    assert me(g) == zones(hand=["Archery", "Ecology"], board={"red": ["Mikhail Kalashnikov"]})


def test_che_guevara_echo_score_green_removes_all_score_piles():
    # Echo "Draw and score a {9}": Satellites is green -> "instead remove it
    # and all cards in all score piles from the game."
    g = new(
        {"board": {"yellow": ["Che Guevara"]}, "score": ["Oars"]},
        {"score": ["Writing", "Calendar"]},
        supply={"base": {"9": ["Satellites", "Ecology"]}},
    )
    play(g, "dogma Che Guevara")
    assert me(g) == zones(board={"yellow": ["Che Guevara"]})
    assert me(g, "Bob") == zones()
    assert set(g.to_position()["removed"]) == {"Satellites", "Oars", "Writing", "Calendar"}


def test_che_guevara_when_melded_scores_green_figure_no_chain():
    # "When you meld this card, score all opponents' top figures." A green
    # figure scored by this karma is not removed (karmas never chain).
    g = new(
        {"hand": ["Che Guevara"], "score": ["Oars"]},
        {"board": {"green": ["Adam Smith"], "red": ["Archery", "Tecumseh"]}},
    )
    play(g, "meld Che Guevara")
    assert me(g) == zones(board={"yellow": ["Che Guevara"]}, score=["Oars", "Adam Smith"])
    assert me(g, "Bob") == zones(board={"red": ["Archery", "Tecumseh"]})
    assert g.to_position()["removed"] == []


def test_ruth_handler_melds_other_same_color_then_achieves_a_9_each():
    # "first meld all other cards of that color from your hand, then draw
    # and achieve a {9} for each card you melded in this way"
    g = new(
        {"board": {"yellow": ["Ruth Handler"]}, "hand": ["Archery", "Oars", "Writing"]},
        supply={"base": {"9": ["Ecology", "Suburbia"]}},
    )
    play(g, "meld Archery")
    assert me(g) == zones(
        hand=["Writing"],
        board={"yellow": ["Ruth Handler"], "red": ["Archery", "Oars"]},
        achievements=["Ecology"],
    )
    assert me(g, "Bob") == zones()
    assert pile(g, 9)[0] == "Suburbia"


def test_ruth_handler_no_other_card_of_color_no_achievement():
    g = new(
        {"board": {"yellow": ["Ruth Handler"]}, "hand": ["Archery", "Writing"]},
        supply={"base": {"9": ["Ecology"]}},
    )
    play(g, "meld Archery")
    assert me(g) == zones(hand=["Writing"], board={"yellow": ["Ruth Handler"], "red": ["Archery"]})


def test_gene_roddenberry_meld_purple_tucked_and_a_top_figure_returned():
    # "Otherwise, instead tuck the card and return any top figure."
    g = new(
        {"board": {"purple": ["Gene Roddenberry"]}, "hand": ["Code of Laws"]},
        {"board": {"red": ["Tecumseh"]}},
    )
    play(g, "meld Code of Laws")
    while not at_action(g):
        play(g, "Tecumseh")
    assert me(g) == zones(board={"purple": ["Gene Roddenberry", "Code of Laws"]})
    assert me(g, "Bob") == zones()
    assert pile(g, 6, "figures")[-1] == "Tecumseh"


def test_gene_roddenberry_meld_enterprise_wins():
    g = new({"board": {"purple": ["Gene Roddenberry"]}, "hand": ["Enterprise"]})
    play(g, "meld Enterprise")
    assert g.result is not None and g.result["winners"] == ["Alice"]


def test_pele_inspire_tuck_green_then_yellow_wins():
    # Inspire "Draw and tuck three {9}"; karma "If you would tuck a yellow
    # card after tucking a green card in the same turn, instead you win."
    g = new(
        {"board": {"purple": ["Pelé"]}},
        supply={"base": {"9": ["Satellites", "Ecology", "Computers", "Genetics"]}},
    )
    play(g, "inspire purple")
    assert g.result is not None and g.result["winners"] == ["Alice"]


def test_pele_yellow_before_green_no_win():
    g = new(
        {"board": {"purple": ["Pelé"]}},
        supply={"base": {"9": ["Ecology", "Satellites", "Computers", "Genetics"]}},
    )
    play(g, "inspire purple")
    assert g.result is None
    assert me(g) == zones(
        hand=["Genetics"],
        board={
            "purple": ["Pelé"],
            "yellow": ["Ecology"],
            "green": ["Satellites"],
            "blue": ["Computers"],
        },
    )


def test_taiichi_ohno_first_achieves_hand_card_with_matching_featured_icon():
    # "If you would take a Dogma action and activate a card, first achieve a
    # card from your hand with featured icon matching that card's featured
    # icon, regardless of eligibility." Writing: lightbulb; Physics too.
    g = new(
        {
            "board": {"green": ["Taiichi Ohno"], "blue": ["Writing"]},
            "hand": ["Physics", "Oars"],
        },
        supply={"base": {"2": ["Calendar"]}, "figures": {"1": ["Homer"]}},
    )
    play(g, "dogma Writing")
    assert me(g) == zones(
        hand=["Oars", "Calendar"],
        board={"green": ["Taiichi Ohno"], "blue": ["Writing"]},
        achievements=["Physics"],
    )
    assert me(g, "Bob") == zones()


# ---------------------------------------------------------------- age 10


def test_susan_blackmore_activated_card_transferred_when_no_share_bonus():
    # "If another player would not draw a share bonus after a Dogma action,
    # first transfer the card they activated to your score pile."
    g = new(
        {"board": {"blue": ["Susan Blackmore"]}},
        {"board": {"blue": ["Writing"], "purple": ["Empiricism"]}},
        supply={"base": {"2": ["Calendar"]}},
        turn={"player": "Bob", "actions": 2, "number": 4},
    )
    play(g, "dogma Writing")
    assert me(g) == zones(board={"blue": ["Susan Blackmore"]}, score=["Writing"])
    assert me(g, "Bob") == zones(hand=["Calendar"], board={"purple": ["Empiricism"]})


def _jackie(alice_score):
    return new(
        {"board": {"red": ["Jackie Chan"]}, "score": alice_score},
        {
            "board": {"green": ["Fu Xi"], "blue": ["Writing"]},
            "score": ["Statistics", "Chemistry"],
            "achievements": [
                "Agriculture",
                "Mapmaking",
                "Compass",
                "Reformation",
                "Banking",
                "Canning",
            ],
        },
        achievements=["Oars"],
        supply={"figures": {"10": ["Stephen Hawking"]}},
        turn={"player": "Bob", "actions": 2, "number": 4},
    )


def test_jackie_chan_opponent_would_win_scores_figures_and_wins_with_most_points():
    # Bob claims his 7th achievement. "first score all other top figures in
    # play. If you now have the most points, you win instead." Alice: 10 +
    # Fu Xi's 1 = 11 > Bob's 10.
    g = _jackie(["Software"])
    play(g, "achieve 1")
    assert g.result is not None and g.result["winners"] == ["Alice"]
    assert me(g)["score"] == ["Fu Xi", "Software"]
    assert me(g, "Bob")["board"] == {"blue": ["Writing"]}


def test_jackie_chan_tie_in_points_opponent_still_wins():
    g = _jackie(["Steam Engine", "Experimentation"])  # 9 + 1 = 10: a tie
    play(g, "achieve 1")
    assert g.result is not None and g.result["winners"] == ["Bob"]
    assert me(g)["score"] == ["Experimentation", "Fu Xi", "Steam Engine"]


def test_margaret_thatcher_first_scores_any_crown_or_factory_top_card():
    # "If you would take a Dogma action, first score any top card with a
    # {crown} or {factory} from anywhere."
    g = new(
        {"board": {"red": ["Margaret Thatcher"], "blue": ["Writing"]}},
        {"board": {"green": ["Metric System", "Clothing"], "blue": ["Pottery"]}},
        supply={"base": {"2": ["Calendar"]}},
    )
    play(g, "dogma Writing")
    p = g.pending
    assert "Pottery" not in p.options
    assert set(p.options) == {"Margaret Thatcher", "Writing", "Metric System"}
    play(g, "Metric System")
    assert me(g) == zones(
        hand=["Calendar"],
        board={"red": ["Margaret Thatcher"], "blue": ["Writing"]},
        score=["Metric System"],
    )
    assert me(g, "Bob") == zones(board={"green": ["Clothing"], "blue": ["Pottery"]})


def test_muhammad_yunus_return_gives_sole_majority_against_demand():
    # Bob's Enterprise (3 crowns vs Alice's 2): Alice returns a card, so she
    # has the sole majority in crowns: not vulnerable, and she shares.
    g = new(
        {"board": {"green": ["Muhammad Yunus", "Metric System"]}, "hand": ["Oars"]},
        {"board": {"purple": ["Enterprise"]}},
        supply={"figures": {"4": ["Galileo Galilei"]}},
        turn={"player": "Bob", "actions": 2, "number": 4},
    )
    play(g, "dogma Enterprise")
    p = g.pending
    assert p.player == "Alice", p
    play(g, "Oars")
    while not at_action(g, "Bob"):
        p = g.pending
        assert p.player == "Alice", p
        play(g, "yes" if "yes" in p.options else "green")
    assert me(g) == zones(
        board={"green": ["Muhammad Yunus", "Metric System"]}, splay={"green": "right"}
    )
    assert pile(g, 1)[-1] == "Oars"
    assert me(g, "Bob") == zones(hand=["Galileo Galilei"], board={"purple": ["Enterprise"]})


def test_alex_trebek_names_a_figure_before_a_draw():
    # "If you would draw a card and have no figures of that value in hand,
    # first say "Who is" and name a figure. ... take it into hand if
    # present."
    g = new(
        {"board": {"yellow": ["Alex Trebek"]}},
        supply={"base": {"10": ["Databases"]}},
    )
    play(g, "draw")
    p = g.pending
    assert "Stephen Hawking" in p.options
    play(g, "Stephen Hawking")
    assert me(g) == zones(hand=["Databases", "Stephen Hawking"], board={"yellow": ["Alex Trebek"]})
    assert "Stephen Hawking" not in pile(g, 10, "figures")


def test_alex_trebek_figure_of_that_value_in_hand_no_naming():
    g = new(
        {"board": {"yellow": ["Alex Trebek"]}, "hand": ["Jackie Chan"]},
        supply={"base": {"10": ["Databases"]}},
    )
    play(g, "draw")
    assert me(g) == zones(hand=["Databases", "Jackie Chan"], board={"yellow": ["Alex Trebek"]})
    assert at_action(g)


def test_shigeru_miyamoto_exactly_one_clock_wins():
    g = new({"board": {"yellow": ["Shigeru Miyamoto"]}})
    play(g, "dogma Shigeru Miyamoto")
    assert g.result is not None and g.result["winners"] == ["Alice"]


def test_shigeru_miyamoto_four_clocks_no_win_echo_runs():
    # Quantum Theory 3 + Miyamoto 1 = 4 {clock}: no win; echo "Draw a {10}.
    # If it does not have a {clock}, score it." Stem Cells has none.
    g = new(
        {"board": {"yellow": ["Shigeru Miyamoto"], "blue": ["Quantum Theory"]}},
        supply={"base": {"10": ["Stem Cells", "Databases"]}},
    )
    play(g, "dogma Shigeru Miyamoto")
    assert g.result is None
    assert me(g) == zones(
        board={"yellow": ["Shigeru Miyamoto"], "blue": ["Quantum Theory"]},
        score=["Stem Cells"],
    )


def test_shigeru_miyamoto_exactly_three_clocks_wins():
    # Publications 1 + Bicycle 1 + Miyamoto 1 = 3 {clock}.
    g = new(
        {
            "board": {
                "yellow": ["Shigeru Miyamoto"],
                "blue": ["Publications"],
                "green": ["Bicycle"],
            }
        }
    )
    play(g, "dogma Shigeru Miyamoto")
    assert g.result is not None and g.result["winners"] == ["Alice"]


def test_kim_yu_na_echo_score_castle_card_wins():
    g = new({"board": {"purple": ["Kim Yu-Na"], "red": ["Archery"]}})
    play(g, "dogma Kim Yu-Na")
    while g.result is None and not at_action(g):
        play(g, "Archery")
    assert g.result is not None and g.result["winners"] == ["Alice"]


def test_kim_yu_na_score_without_castle_is_scored():
    g = new({"board": {"purple": ["Kim Yu-Na"], "blue": ["Writing"]}})
    play(g, "dogma Kim Yu-Na")
    while not at_action(g):
        play(g, "Writing")
    assert g.result is None
    assert me(g) == zones(board={"purple": ["Kim Yu-Na"]}, score=["Writing"])


def test_martin_scorsese_meld_figure_tucked_and_standard_achievement_claimed():
    # "If you would meld a figure, instead tuck the figure and claim a
    # standard achievement, regardless of eligibility."
    g = new(
        {"board": {"purple": ["Martin Scorsese"], "red": ["Oars"]}, "hand": ["Gilgamesh"]},
        achievements=["Computers"],
        supply={"figures": {"1": ["Homer"]}},
    )
    play(g, "meld Gilgamesh")
    while not at_action(g):
        play(g, g.pending.options[0])
    assert me(g) == zones(
        board={"purple": ["Martin Scorsese"], "red": ["Oars", "Gilgamesh"]},
        achievements=["Computers"],
    )
    assert me(g, "Bob") == zones()


# ------------------------------------------------- "each" karmas, decrees


def test_adam_smith_tripled_crowns_make_owner_not_vulnerable():
    # "Each {crown} on your board provides two additional {crown}": 2 -> 6,
    # more than Bob's 3 (Enterprise): the demand skips Alice.
    g = new(
        {"board": {"green": ["Adam Smith"]}},
        {"board": {"purple": ["Enterprise"]}},
        supply={"base": {"4": ["Reformation"]}},
        turn={"player": "Bob", "actions": 2, "number": 4},
    )
    play(g, "dogma Enterprise")
    assert me(g) == zones(board={"green": ["Adam Smith"]})
    assert me(g, "Bob") == zones(board={"purple": ["Enterprise"]})
    assert pile(g, 4)[0] == "Reformation"
    assert at_action(g, "Bob")


def test_catherine_the_great_tripled_lightbulbs_share():
    # 2 printed {lightbulb} -> 6 >= Bob's 5: Alice shares Writing ("Draw a
    # {2}"), so Bob draws a figure (his highest top card: 8).
    g = new(
        {"board": {"purple": ["Catherine the Great"]}},
        {"board": {"blue": ["Writing"], "purple": ["Empiricism"]}},
        supply={
            "base": {"2": ["Calendar", "Mapmaking"]},
            "figures": {"8": ["Albert Einstein"]},
        },
        turn={"player": "Bob", "actions": 2, "number": 4},
    )
    play(g, "dogma Writing")
    assert me(g) == zones(hand=["Calendar"], board={"purple": ["Catherine the Great"]})
    assert me(g, "Bob") == zones(
        hand=["Mapmaking", "Albert Einstein"],
        board={"blue": ["Writing"], "purple": ["Empiricism"]},
    )


def test_james_clerk_maxwell_hand_cards_give_icons_to_share():
    # "Each card in hand provides one additional icon of every type": two
    # cards in hand -> 2 {lightbulb} >= Bob's 2: Alice shares.
    g = new(
        {"board": {"blue": ["James Clerk Maxwell"]}, "hand": ["Oars", "Canning"]},
        {"board": {"blue": ["Writing"]}},
        supply={
            "base": {"2": ["Calendar", "Mapmaking"]},
            "figures": {"1": ["Homer"]},
        },
        turn={"player": "Bob", "actions": 2, "number": 4},
    )
    play(g, "dogma Writing")
    # with three cards in hand she has 3 of every icon: Empire too
    assert me(g) == zones(
        hand=["Oars", "Canning", "Calendar"],
        board={"blue": ["James Clerk Maxwell"]},
        achievements=["Empire"],
    )
    assert me(g, "Bob") == zones(hand=["Mapmaking", "Homer"], board={"blue": ["Writing"]})


def test_james_clerk_maxwell_one_card_in_hand_too_few_to_share():
    g = new(
        {"board": {"blue": ["James Clerk Maxwell"]}, "hand": ["Oars"]},
        {"board": {"blue": ["Writing"]}},
        supply={"base": {"2": ["Calendar", "Mapmaking"]}},
        turn={"player": "Bob", "actions": 2, "number": 4},
    )
    play(g, "dogma Writing")
    assert me(g) == zones(hand=["Oars"], board={"blue": ["James Clerk Maxwell"]})
    assert me(g, "Bob") == zones(hand=["Calendar"], board={"blue": ["Writing"]})


def test_john_ericsson_when_melded_scores_top_figures_below_7_only():
    g = new(
        {"hand": ["John Ericsson"]},
        {"board": {"red": ["Tecumseh"], "blue": ["Charles Darwin"]}},
    )
    play(g, "meld John Ericsson")
    assert me(g) == zones(board={"red": ["John Ericsson"]}, score=["Tecumseh"])
    assert me(g, "Bob") == zones(board={"blue": ["Charles Darwin"]})


def test_john_ericsson_factories_give_clocks_to_share_not_be_demanded():
    # "Each {factory} on your board provides two additional {clock}": Alice
    # has 2 {factory} -> 4 {clock} >= Bob's 3 (Fission): she is not
    # vulnerable (no "draw a {10}" demand) and shares "Return a top card other
    # than Fission from any player's board. Draw a {10}."
    g = new(
        {"board": {"red": ["John Ericsson"]}},
        {"board": {"red": ["Fission"]}},
        supply={
            "base": {"10": ["Software", "Databases", "Stem Cells"]},
            "figures": {"9": ["Pelé"]},
        },
        turn={"player": "Bob", "actions": 2, "number": 4},
    )
    play(g, "dogma Fission")
    assert me(g) == zones(hand=["Software"])
    assert me(g, "Bob") == zones(hand=["Databases", "Pelé"], board={"red": ["Fission"]})
    assert pile(g, 7, "figures")[-1] == "John Ericsson"


def test_robert_e_lee_seven_leaves_is_the_winning_achievement():
    # 6 achievements; Lee 2 + Agriculture 3 + Clothing 2 melded = 7 {leaf}.
    g = new(
        {
            "board": {"red": ["Robert E. Lee"], "yellow": ["Agriculture"]},
            "hand": ["Clothing"],
            "achievements": ["Oars", "Mapmaking", "Compass", "Reformation", "Banking", "Canning"],
        },
    )
    play(g, "meld Clothing")
    assert g.result is not None and g.result["winners"] == ["Alice"]


def test_robert_e_lee_six_leaves_not_enough():
    g = new(
        {
            "board": {"red": ["Robert E. Lee"], "yellow": ["Agriculture"]},
            "hand": ["Writing"],
            "achievements": ["Oars", "Mapmaking", "Compass", "Reformation", "Banking", "Canning"],
        },
    )
    play(g, "meld Writing")
    assert g.result is None


def _nobel(bob_board):
    return new(
        {
            "board": {"green": ["Alfred Nobel"]},
            "hand": ["Writing"],
            "achievements": ["Oars", "Mapmaking", "Compass", "Reformation", "Banking"],
        },
        {"board": bob_board},
    )


def test_alfred_nobel_icons_with_twice_as_many_count_as_achievements():
    # 5 achievements; after melding Writing Alice has 3 {crown} and 2
    # {lightbulb}; Bob (Archery) 0 and 1: both count -> 7 achievements.
    g = _nobel({"red": ["Archery"]})
    play(g, "meld Writing")
    assert g.result is not None and g.result["winners"] == ["Alice"]


def test_alfred_nobel_less_than_twice_does_not_count():
    # Bob (Code of Laws) has 2 {crown}: 3 < 4, only {lightbulb} counts -> 6.
    g = _nobel({"purple": ["Code of Laws"]})
    play(g, "meld Writing")
    assert g.result is None


def test_marie_curie_values_above_6_in_score_count():
    # 5 achievements; score pile values 7 and 8 (two 7s count once) -> 7.
    g = new(
        {
            "board": {"blue": ["Marie Curie"]},
            "score": ["Combustion", "Bicycle", "Flight"],
            "achievements": ["Oars", "Mapmaking", "Compass", "Reformation", "Banking"],
        },
        supply={"base": {"9": ["Ecology"]}},
    )
    play(g, "draw")
    assert g.result is not None and g.result["winners"] == ["Alice"]


def test_marie_curie_value_6_does_not_count():
    g = new(
        {
            "board": {"blue": ["Marie Curie"]},
            "score": ["Combustion", "Bicycle", "Canning"],
            "achievements": ["Oars", "Mapmaking", "Compass", "Reformation", "Banking"],
        },
        supply={"base": {"9": ["Ecology"]}},
    )
    play(g, "draw")
    assert g.result is None


def test_emmy_noether_clock_points_make_owner_eligible():
    # 2 {clock}: each provides 2 points -> +4. Pile 6 + 4 = 10: eligible for
    # a 2; pile 5 + 4 = 9 is not.
    g = new(
        {"board": {"green": ["Emmy Noether"]}, "score": ["Canning"]},
        achievements=["Mapmaking"],
    )
    assert "achieve 2" in g.pending.options
    g = new(
        {"board": {"green": ["Emmy Noether"]}, "score": ["Steam Engine"]},
        achievements=["Mapmaking"],
    )
    assert "achieve 2" not in g.pending.options


def test_j_p_morgan_splayed_up_icons_doubled_against_demand():
    # Green splayed up: Morgan 2 + Metric System's bottom row 2 = 4 {crown},
    # doubled 8 >= Bob's 6: Enterprise's demand skips Alice; she shares the
    # splay and declines it.
    g = new(
        {"board": {"green": {"cards": ["J.P. Morgan", "Metric System"], "splay": "up"}}},
        {"board": {"purple": ["Enterprise"], "green": ["Self Service"]}},
        supply={"base": {"4": ["Reformation"]}},
        turn={"player": "Bob", "actions": 2, "number": 4},
    )
    play(g, "dogma Enterprise")
    while not at_action(g, "Bob"):
        p = g.pending
        assert p.player == "Alice", p
        play(g, "no" if "no" in p.options else None)
    assert me(g) == zones(board={"green": ["J.P. Morgan", "Metric System"]}, splay={"green": "up"})
    assert me(g, "Bob") == zones(board={"purple": ["Enterprise"], "green": ["Self Service"]})


def test_wernher_von_braun_forecast_counts_as_score_for_eligibility():
    g = new(
        {
            "board": {"blue": ["Wernher Von Braun"]},
            "score": ["Steam Engine"],
            "forecast": ["Canning"],
        },
        achievements=["Mapmaking"],
        supply={"figures": {"1": ["Homer"]}},
    )
    play(g, "achieve 2")
    assert me(g)["achievements"] == ["Mapmaking"]
    assert me(g)["forecast"] == ["Canning"]


def test_nelson_mandela_two_visible_inspires_are_the_winning_achievement():
    # Red splayed right shows Gilgamesh's inspire: 2 inspire effects -> 1.
    ach = ["Oars", "Mapmaking", "Compass", "Reformation", "Banking", "Canning"]
    g = new(
        {
            "board": {"red": {"cards": ["Nelson Mandela", "Gilgamesh"], "splay": "right"}},
            "achievements": ach,
        },
        supply={"base": {"9": ["Ecology"]}},
    )
    play(g, "draw")
    assert g.result is not None and g.result["winners"] == ["Alice"]


def test_nelson_mandela_splayed_left_hides_inspire():
    ach = ["Oars", "Mapmaking", "Compass", "Reformation", "Banking", "Canning"]
    g = new(
        {
            "board": {"red": {"cards": ["Nelson Mandela", "Gilgamesh"], "splay": "left"}},
            "achievements": ach,
        },
        supply={"base": {"9": ["Ecology"]}},
    )
    play(g, "draw")
    assert g.result is None


def test_hedy_lamarr_wonder_with_four_colors_splayed():
    # Echo "You may splay one color of your cards up": the fourth colour
    # splayed right or up; Wonder needs one fewer: four colours.
    g = new(
        {
            "board": {
                "green": {"cards": ["Hedy Lamarr", "Metric System"], "splay": "right"},
                "blue": {"cards": ["Writing", "Pottery"], "splay": "right"},
                "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                "yellow": ["Canning", "Agriculture"],
            }
        },
        special_achievements=["Wonder"],
    )
    play(g, "dogma Hedy Lamarr")
    while not at_action(g):
        p = g.pending
        play(g, "yellow" if "yellow" in p.options else "yes")
    assert me(g)["achievements"] == ["Wonder"]
    assert me(g)["splay"]["yellow"] == "up"


def test_stephen_hawking_hex_echo_scores_bottom_card_before_dogma():
    # Archery's hex counts as an echo effect "Score the bottom card in this
    # color": Oars is scored, then the demand (Bob draws Writing, gives it).
    g = new(
        {"board": {"blue": ["Stephen Hawking"], "red": ["Archery", "Oars"]}},
        supply={"base": {"1": ["Writing", "Pottery"]}},
    )
    play(g, "dogma Archery")
    assert me(g) == zones(
        hand=["Writing"],
        board={"blue": ["Stephen Hawking"], "red": ["Archery"]},
        score=["Oars"],
    )
    assert me(g, "Bob") == zones()


def test_sergey_brin_activates_opponent_top_card():
    # "Each top card on every player's board counts as a card you can
    # activate": Bob's Writing. Bob (2 lightbulbs vs 0) shares first.
    g = new(
        {"board": {"green": ["Sergey Brin"]}},
        {"board": {"blue": ["Writing"]}},
        supply={
            "base": {"2": ["Calendar", "Mapmaking"]},
            "figures": {"10": ["Jackie Chan"]},
        },
    )
    assert "dogma Writing" in g.pending.options
    play(g, "dogma Writing")
    assert me(g) == zones(hand=["Mapmaking", "Jackie Chan"], board={"green": ["Sergey Brin"]})
    assert me(g, "Bob") == zones(hand=["Calendar"], board={"blue": ["Writing"]})


def test_albert_einstein_values_count_as_10():
    # Oars: "If no cards were transferred due to this demand, draw a {1}."
    # -> a 10.
    g = new(
        {"board": {"blue": ["Albert Einstein"], "red": ["Oars"]}},
        supply={"base": {"1": ["Writing"], "10": ["Databases"]}},
    )
    play(g, "dogma Oars")
    assert me(g) == zones(hand=["Databases"], board={"blue": ["Albert Einstein"], "red": ["Oars"]})


def test_benjamin_franklin_advancement_decree_with_two_figures():
    # "You may issue an Advancement Decree with any two figures." The whole
    # hand is removed; Advancement: "Draw a card of value two higher than
    # your highest top card." (6 + 2 = 8).
    g = new(
        {"board": {"blue": ["Benjamin Franklin"]}, "hand": ["Gilgamesh", "Sinuhe", "Oars"]},
        supply={"base": {"8": ["Flight"]}},
    )
    opts = [o for o in g.pending.options if "decree" in o.lower()]
    assert opts and any("Advancement" in o for o in opts), g.pending
    play(g, [o for o in opts if "Advancement" in o][0])
    assert me(g) == zones(
        hand=["Flight"], board={"blue": ["Benjamin Franklin"]}, achievements=["Advancement"]
    )
    assert set(g.to_position()["removed"]) == {"Gilgamesh", "Sinuhe", "Oars"}


# ------------------------------------------- echo / inspire with a karma


def test_benjamin_franklin_echo_meld_of_taken_figure_triggers_his_karma_then_fade():
    # Echo "Take a top figure into your hand from any player's board. Meld
    # it." The meld (an echo effect, not a karma) triggers "first draw and
    # meld a card of one higher value" (a 7). Then Alice has two top figures
    # and fades one (scores it).
    g = new(
        {"board": {"blue": ["Benjamin Franklin"]}},
        {"board": {"red": ["Tecumseh"], "green": ["Metric System"]}},
        supply={"base": {"7": ["Combustion", "Bicycle"]}},
    )
    play(g, "dogma Benjamin Franklin")
    while not at_action(g):
        p = g.pending
        if "Tecumseh" in p.options:
            play(g, "Tecumseh")
        else:
            raise AssertionError(p)
    assert me(g) == zones(
        board={"blue": ["Benjamin Franklin"], "red": ["Combustion"]},
        score=["Tecumseh"],
    ) or me(g) == zones(board={"red": ["Tecumseh", "Combustion"]}, score=["Benjamin Franklin"])
    assert me(g, "Bob") == zones(board={"green": ["Metric System"]})
    assert pile(g, 7)[0] == "Bicycle"


def test_catherine_the_great_inspire_meld_purple_then_draw_of_new_top_value():
    # Inspire "Draw and meld a {6}": Democracy is purple, so Catherine first
    # goes to the hand; then the Inspire draw is of the value of the top
    # purple card, now Democracy (6).
    g = new(
        {"board": {"purple": ["Catherine the Great"]}},
        supply={"base": {"6": ["Democracy", "Canning"]}},
    )
    play(g, "inspire purple")
    assert me(g) == zones(hand=["Catherine the Great", "Canning"], board={"purple": ["Democracy"]})


def test_gene_roddenberry_echo_meld_purple_replaced_returns_himself():
    # Echo "Meld a top purple card from anywhere": Bob's Mysticism -> karma
    # "instead tuck the card and return any top figure": the only top figure
    # is Roddenberry.
    g = new(
        {"board": {"purple": ["Gene Roddenberry"]}},
        {"board": {"purple": ["Mysticism"]}},
    )
    play(g, "dogma Gene Roddenberry")
    while not at_action(g):
        play(g, "Mysticism")
    assert me(g) == zones(board={"purple": ["Mysticism"]})
    assert me(g, "Bob") == zones()
    assert pile(g, 9, "figures")[-1] == "Gene Roddenberry"


def test_napoleon_bonaparte_echo_scores_opponent_figure_tucked_instead():
    # Echo "Score a top figure of value 5 or 6 from anywhere": Bob's Tecumseh
    # (a {factory}) -> "instead tuck it and score a top card of value 6 from
    # anywhere": Napoleon himself is the only top 6 left (no chain).
    # (Steam Engine: 3 {factory} against Tecumseh's 2, so Bob does not share.)
    g = new(
        {"board": {"red": ["Napoleon Bonaparte"], "yellow": ["Steam Engine"]}},
        {"board": {"red": ["Tecumseh"]}},
    )
    play(g, "dogma Napoleon Bonaparte")
    while not at_action(g):
        play(g, "Tecumseh")
    assert me(g) == zones(
        board={"red": ["Tecumseh"], "yellow": ["Steam Engine"]},
        score=["Napoleon Bonaparte"],
    )
    assert me(g, "Bob") == zones()


def test_queen_victoria_echo_takes_figure_from_opponent_score():
    g = new(
        {"board": {"purple": ["Queen Victoria"]}, "score": ["Oars"]},
        {"score": ["Writing", "Homer"]},
    )
    play(g, "dogma Queen Victoria")
    while not at_action(g):
        p = g.pending
        play(g, p.options[0])
    assert me(g)["score"] == ["Homer", "Oars"]
    assert me(g, "Bob")["score"] == ["Writing"]


def test_duke_ellington_inspire_figure_meld_achieved_with_four_top_figures():
    # Inspire "Draw and meld an {8} figure" -> achieved instead (4 top
    # figures); then the Inspire draw: an 8 (top purple, Ellington).
    board = {
        "purple": ["Duke Ellington"],
        "red": ["Gilgamesh"],
        "green": ["Shen Kuo"],
        "blue": ["Huang Di"],
    }
    g = new(
        {"board": board},
        supply={"base": {"8": ["Flight"]}, "figures": {"8": ["Nikola Tesla"]}},
    )
    play(g, "inspire purple")
    assert me(g) == zones(hand=["Flight"], board=board, achievements=["Nikola Tesla"])


def test_susan_blackmore_inspire_executes_opponent_echo_for_herself():
    # "Execute any echo or inspire effect": Bob's Gauss echo "Draw a {7}".
    g = new(
        {"board": {"blue": ["Susan Blackmore"]}},
        {"board": {"blue": ["Carl Friedrich Gauss"]}},
        supply={"base": {"7": ["Combustion", "Bicycle"], "10": ["Databases"]}},
    )
    play(g, "inspire blue")
    while not at_action(g):
        p = g.pending
        pick = [o for o in p.options if "Gauss" in str(o)]
        assert pick, p
        play(g, pick[0])
    assert me(g) == zones(hand=["Combustion", "Databases"], board={"blue": ["Susan Blackmore"]})
    assert me(g, "Bob") == zones(board={"blue": ["Carl Friedrich Gauss"]})


def test_kim_yu_na_fading_a_castle_figure_wins():
    # Melding Gilgamesh gives two top figures; fading one scores it, and
    # Gilgamesh has a {castle}: "If you would score a card with a {castle},
    # instead you win."
    g = new({"board": {"purple": ["Kim Yu-Na"]}, "hand": ["Gilgamesh"]})
    play(g, "meld Gilgamesh")
    while g.result is None and not at_action(g):
        play(g, "Gilgamesh")
    assert g.result is not None and g.result["winners"] == ["Alice"]


def test_martin_scorsese_no_standard_achievement_left_figure_still_tucked():
    g = new(
        {"board": {"purple": ["Martin Scorsese"], "red": ["Oars"]}, "hand": ["Gilgamesh"]},
        achievements=[],
    )
    play(g, "meld Gilgamesh")
    assert me(g) == zones(board={"purple": ["Martin Scorsese"], "red": ["Oars", "Gilgamesh"]})
    assert at_action(g)


def test_taiichi_ohno_no_matching_card_in_hand_nothing_achieved():
    g = new(
        {"board": {"green": ["Taiichi Ohno"], "blue": ["Writing"]}, "hand": ["Oars"]},
        supply={"base": {"2": ["Calendar"]}},
    )
    play(g, "dogma Writing")
    assert me(g) == zones(
        hand=["Oars", "Calendar"], board={"green": ["Taiichi Ohno"], "blue": ["Writing"]}
    )
