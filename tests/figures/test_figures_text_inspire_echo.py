"""Figures in the Sand: the one-line inspire and echo effects of the figures, from the
printed texts and the rulebooks alone (an outside check).

Rules: "Inspire is a new action type that serves as an enhanced Draw action. [...] Choose
one color with visible Inspire effects, and execute each of them in order from the
bottom card to the top. Then, draw a card of value equal to your top card in that color,
ignoring the other top cards on your board. These effects are not shared." And: "When you
choose a card for your Dogma action, you execute (and share) each visible echo effect in
its color first, starting with the bottom card and working up to the top." A figure
covered by a melded card "becomes a part of the stack of that color, continuing to
contribute icons, bonuses, echo effects, and inspire effects to your board"; an effect is
visible "if it is on a top card or can be fully seen due to a splay".

Most tests put the figure under a base card, splayed so that its inspire or echo effect
shows (the figure's karmas act only while it is a top card), and check every zone after
the action through the documented API (positions in, decisions answered, positions out).
"""

import outside
from outside import act, options, player, turn

from inno.data.cards import RECORDS

CARD = {r["name"]: r for r in RECORDS if r["kind"] == "age"}

# which splay of a covered card shows each icon slot (top left, bottom left, bottom
# middle, bottom right): right shows the top left and bottom left, up the three bottom
# slots, left the bottom right.
SHOWS = {0: "right", 1: "right", 2: "up", 3: "left"}


def cov(*cards):
    """A stack (top first) whose bottom card is a figure, splayed so that its inspire or
    echo effect shows."""
    icons = CARD[cards[-1]]["icons"]
    slot = next(i for i, s in enumerate(icons) if s in ("inspire", "echo"))
    return {"cards": list(cards), "splay": SHOWS[slot]}


def make(*players, supply=None, figs=None, **kw):
    """Players A, B (C...) given as zone dicts; ``supply``: {age: [base cards top first]};
    ``figs``: the same for the Figures piles."""
    names = "ABCD"
    ps = [{"name": names[i], **z} for i, z in enumerate(players)]
    sup = {"base": {str(a): list(c) for a, c in (supply or {}).items()}}
    if figs:
        sup["figures"] = {str(a): list(c) for a, c in figs.items()}
    kw.setdefault("special", ())
    return outside.make(ps, ["figures"], supply=sup, **kw)


def zones(g, who):
    p = player(g, who)
    return {
        "board": {c: (s["cards"], s["splay"]) for c, s in p["board"].items()},
        "hand": sorted(p["hand"]),
        "score": sorted(p["score"]),
        "forecast": sorted(p["forecast"]),
        "achievements": sorted(p["achievements"]),
    }


def expect(g, who, board, hand=(), score=(), forecast=(), achievements=()):
    """``board``: {colour: [cards top first]} (unsplayed) or {colour: ([cards], splay)}."""
    want = {c: (v if isinstance(v, tuple) else (list(v), "none")) for c, v in board.items()}
    want = {c: (list(cards), s) for c, (cards, s) in want.items()}
    assert zones(g, who) == {
        "board": want,
        "hand": sorted(hand),
        "score": sorted(score),
        "forecast": sorted(forecast),
        "achievements": sorted(achievements),
    }


def R(*cards):
    return (list(cards), "right")


def L(*cards):
    return (list(cards), "left")


def U(*cards):
    return (list(cards), "up")


def pile(g, age, set_="base"):
    return g.to_position()["supply"].get(set_, {}).get(str(age), [])


def inspired(g):
    """The Inspire action was taken and the turn goes on with one action."""
    t = turn(g)
    assert t["used"] == ["inspire"] and t["actions"] == 1 and t["player"] == "A"
    assert g.pending.player == "A" and g.pending.kind == "action"
    assert not any(o.startswith("inspire") for o in options(g))


def dogma_done(g):
    t = turn(g)
    assert t["actions"] == 1 and t["player"] == "A", t
    assert g.pending.player == "A" and g.pending.kind == "action"


# ---------------------------------------------------------------- the Inspire action


def test_inspire_effects_run_bottom_to_top_then_the_draw():
    # Sun Tzu (bottom, "Draw a {2}") runs before Alexander the Great ("Score a card from
    # your hand"): the 2 drawn is the card scored; then a 1 (Archery) is drawn. Bob has
    # more castles, but inspire effects are not shared.
    g = make(
        {"board": {"red": cov("Archery", "Alexander the Great", "Sun Tzu")}},
        {"board": {"red": ["Construction"], "yellow": ["Masonry"]}},
        supply={1: ["Oars"], 2: ["Calendar", "Mapmaking"]},
    )
    act(g, "inspire red")
    inspired(g)
    expect(
        g,
        "A",
        {"red": R("Archery", "Alexander the Great", "Sun Tzu")},
        hand=["Oars"],
        score=["Calendar"],
    )
    expect(g, "B", {"red": ["Construction"], "yellow": ["Masonry"]})
    assert pile(g, 2)[0] == "Mapmaking"


def test_inspire_top_figure_effect_runs_last():
    # Gilgamesh on top: Sun Tzu's draw first, then Gilgamesh's "Score a card from your
    # hand"; the draw is of the top card's value (Gilgamesh, 1).
    g = make(
        {"board": {"red": {"cards": ["Gilgamesh", "Sun Tzu"], "splay": "right"}}},
        {},
        supply={1: ["Oars"], 2: ["Calendar", "Mapmaking"]},
    )
    act(g, "inspire red")
    inspired(g)
    expect(g, "A", {"red": R("Gilgamesh", "Sun Tzu")}, hand=["Oars"], score=["Calendar"])


def test_inspire_not_offered_when_the_splay_hides_the_effect():
    # Gilgamesh's inspire is top left: a left or up splay hides it; Tigernmas's is
    # bottom middle: a right splay hides it.
    for stack in (
        {"cards": ["Archery", "Gilgamesh"], "splay": "left"},
        {"cards": ["Archery", "Gilgamesh"], "splay": "up"},
        {"cards": ["Archery", "Tigernmas"], "splay": "right"},
        ["Archery", "Gilgamesh"],
    ):
        g = make({"board": {"red": stack}, "hand": ["Tools"]}, {})
        assert not any(o.startswith("inspire") for o in options(g)), stack


def test_gilgamesh_inspire_draw_is_that_colours_top_value_not_the_highest():
    g = make(
        {
            "board": {"red": cov("Archery", "Gilgamesh"), "blue": ["Computers"]},
            "hand": ["Tools", "Pottery"],
        },
        {},
        supply={1: ["Oars"], 9: ["Genetics"]},
    )
    act(g, "inspire red")
    d = g.pending
    assert d.player == "A" and sorted(map(str, d.options)) == ["Pottery", "Tools"], d
    act(g, "Tools")
    inspired(g)
    expect(
        g,
        "A",
        {"red": R("Archery", "Gilgamesh"), "blue": ["Computers"]},
        hand=["Pottery", "Oars"],
        score=["Tools"],
    )
    assert pile(g, 9)[0] == "Genetics"


def test_tigernmas_inspire_and_draw_skip_an_empty_age():
    g = make(
        {"board": {"red": cov("Archery", "Tigernmas")}},
        {},
        supply={2: ["Calendar", "Mapmaking"]},
        empty=[("base", 1)],
    )
    act(g, "inspire red")
    inspired(g)
    expect(g, "A", {"red": U("Archery", "Tigernmas")}, hand=["Calendar", "Mapmaking"])


def test_tigernmas_inspire_draws_a_1_then_the_top_value():
    g = make(
        {"board": {"red": cov("Construction", "Tigernmas")}},
        {},
        supply={1: ["Oars"], 2: ["Calendar"]},
    )
    act(g, "inspire red")
    inspired(g)
    expect(g, "A", {"red": U("Construction", "Tigernmas")}, hand=["Oars", "Calendar"])


# ---------------------------------------------------------------- age 1 inspire effects


def test_sneferu_inspire_repeats_while_the_tucked_card_has_a_castle():
    # Construction (castle) is tucked: repeat; Calendar (no castle): stop.
    g = make(
        {"board": {"yellow": cov("Agriculture", "Sneferu")}},
        {},
        supply={1: ["Oars"], 2: ["Construction", "Calendar", "Mapmaking"]},
    )
    act(g, "inspire yellow")
    inspired(g)
    expect(
        g,
        "A",
        {
            "yellow": L("Agriculture", "Sneferu"),
            "red": ["Construction"],
            "blue": ["Calendar"],
        },
        hand=["Oars"],
    )
    assert pile(g, 2)[0] == "Mapmaking"


def test_sneferu_inspire_no_castle_no_repeat():
    g = make(
        {"board": {"yellow": cov("Agriculture", "Sneferu")}},
        {},
        supply={1: ["Oars"], 2: ["Calendar", "Construction"]},
    )
    act(g, "inspire yellow")
    inspired(g)
    expect(g, "A", {"yellow": L("Agriculture", "Sneferu"), "blue": ["Calendar"]}, hand=["Oars"])
    assert pile(g, 2)[0] == "Construction"


def test_hammurabi_inspire_meld_on_that_colour_raises_the_draw():
    # "Then, draw a card of value equal to your top card in that color": the red 2
    # melded by the inspire effect is the top card by then.
    g = make(
        {"board": {"red": cov("Archery", "Hammurabi")}, "hand": ["Construction"]},
        {},
        supply={1: ["Oars"], 2: ["Calendar"]},
    )
    act(g, "inspire red")
    inspired(g)
    expect(g, "A", {"red": R("Construction", "Archery", "Hammurabi")}, hand=["Calendar"])
    assert pile(g, 1)[0] == "Oars"


def test_hatshepsut_inspire_draws_a_1():
    g = make(
        {"board": {"green": cov("Mapmaking", "Hatshepsut")}},
        {},
        supply={1: ["Oars"], 2: ["Calendar"]},
    )
    act(g, "inspire green")
    inspired(g)
    expect(g, "A", {"green": U("Mapmaking", "Hatshepsut")}, hand=["Oars", "Calendar"])


def test_homer_inspire_draws_and_tucks_a_2():
    g = make(
        {"board": {"purple": cov("Mysticism", "Homer")}},
        {},
        supply={1: ["Oars"], 2: ["Monotheism"]},
    )
    act(g, "inspire purple")
    inspired(g)
    expect(g, "A", {"purple": R("Mysticism", "Homer", "Monotheism")}, hand=["Oars"])


def test_ptahhotep_inspire_scoring_that_colours_top_lowers_the_draw():
    # Philosophy (2) scored: Ptahhotep (1) is the top purple card when the draw comes.
    g = make(
        {"board": {"purple": cov("Philosophy", "Ptahhotep"), "red": ["Archery"]}},
        {},
        supply={1: ["Oars"], 2: ["Calendar"]},
    )
    act(g, "inspire purple")
    assert sorted(map(str, g.pending.options)) == ["Archery", "Philosophy"]
    act(g, "Philosophy")
    inspired(g)
    expect(
        g, "A", {"purple": ["Ptahhotep"], "red": ["Archery"]}, hand=["Oars"], score=["Philosophy"]
    )
    assert pile(g, 2)[0] == "Calendar"


def test_sargon_of_akkad_inspire_meld_lowers_the_draw():
    g = make(
        {"board": {"green": cov("Mapmaking", "Sargon of Akkad")}},
        {},
        supply={1: ["Clothing", "Oars"], 2: ["Calendar"]},
    )
    act(g, "inspire green")
    inspired(g)
    expect(g, "A", {"green": L("Clothing", "Mapmaking", "Sargon of Akkad")}, hand=["Oars"])
    assert pile(g, 2)[0] == "Calendar"


def test_shennong_inspire_draws_and_foreshadows_a_2():
    g = make(
        {"board": {"yellow": cov("Agriculture", "Shennong")}},
        {},
        supply={1: ["Oars"], 2: ["Calendar"]},
    )
    act(g, "inspire yellow")
    inspired(g)
    expect(g, "A", {"yellow": L("Agriculture", "Shennong")}, hand=["Oars"], forecast=["Calendar"])


def test_sunshu_ao_inspire_tucks_a_card_from_hand():
    g = make(
        {"board": {"yellow": cov("Agriculture", "Sunshu Ao")}, "hand": ["Writing"]},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire yellow")
    inspired(g)
    expect(g, "A", {"yellow": U("Agriculture", "Sunshu Ao"), "blue": ["Writing"]}, hand=["Oars"])


# ---------------------------------------------------------------- age 2


def test_alexander_the_great_inspire_with_an_empty_hand_only_draws():
    g = make({"board": {"red": cov("Archery", "Alexander the Great")}}, {}, supply={1: ["Oars"]})
    act(g, "inspire red")
    inspired(g)
    expect(g, "A", {"red": R("Archery", "Alexander the Great")}, hand=["Oars"])


def test_augustus_caesar_inspire_draws_and_foreshadows_a_3():
    g = make(
        {"board": {"green": cov("Sailing", "Augustus Caesar")}},
        {},
        supply={1: ["Oars"], 3: ["Optics"]},
    )
    act(g, "inspire green")
    inspired(g)
    expect(g, "A", {"green": L("Sailing", "Augustus Caesar")}, hand=["Oars"], forecast=["Optics"])


def test_plato_inspire_may_splay_a_colour_left():
    g = make(
        {"board": {"purple": cov("Mysticism", "Plato"), "blue": ["Writing", "Tools"]}},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire purple")
    # purple is splayed left already: blue is the only colour to ask about
    assert g.pending.player == "A" and "blue" in g.pending.prompt
    act(g, "yes")
    inspired(g)
    expect(
        g,
        "A",
        {"purple": L("Mysticism", "Plato"), "blue": L("Writing", "Tools")},
        hand=["Oars"],
    )


def test_plato_inspire_splay_declined():
    g = make(
        {"board": {"purple": cov("Mysticism", "Plato"), "blue": ["Writing", "Tools"]}},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire purple", "no")
    inspired(g)
    expect(g, "A", {"purple": L("Mysticism", "Plato"), "blue": ["Writing", "Tools"]}, hand=["Oars"])


def test_ptolemy_inspire_meld_of_that_colour_sets_the_draw():
    g = make(
        {"board": {"green": cov("Sailing", "Ptolemy")}},
        {},
        supply={1: ["Oars"], 2: ["Mapmaking", "Calendar"]},
    )
    act(g, "inspire green")
    inspired(g)
    expect(g, "A", {"green": U("Mapmaking", "Sailing", "Ptolemy")}, hand=["Calendar"])
    assert pile(g, 1)[0] == "Oars"


def test_ximen_bao_inspire_tucks_a_card_from_hand():
    g = make(
        {"board": {"yellow": cov("Agriculture", "Ximen Bao")}, "hand": ["Oars"]},
        {},
        supply={1: ["Tools"]},
    )
    act(g, "inspire yellow")
    inspired(g)
    expect(g, "A", {"yellow": R("Agriculture", "Ximen Bao"), "red": ["Oars"]}, hand=["Tools"])


# ---------------------------------------------------------------- age 3


def test_al_kindi_inspire_scores_a_card_from_hand():
    g = make(
        {"board": {"purple": cov("Mysticism", "Al-Kindi")}, "hand": ["Tools"]},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire purple")
    inspired(g)
    expect(g, "A", {"purple": L("Mysticism", "Al-Kindi")}, hand=["Oars"], score=["Tools"])


def test_avicenna_inspire_draws_and_tucks_a_3():
    g = make(
        {"board": {"yellow": cov("Agriculture", "Avicenna")}},
        {},
        supply={1: ["Oars"], 3: ["Optics"]},
    )
    act(g, "inspire yellow")
    inspired(g)
    expect(g, "A", {"yellow": R("Agriculture", "Avicenna"), "red": ["Optics"]}, hand=["Oars"])


def test_murasaki_shikibu_inspire_draws_a_3():
    g = make(
        {"board": {"purple": cov("Mysticism", "Murasaki Shikibu")}},
        {},
        supply={1: ["Oars"], 3: ["Optics"]},
    )
    act(g, "inspire purple")
    inspired(g)
    expect(g, "A", {"purple": L("Mysticism", "Murasaki Shikibu")}, hand=["Oars", "Optics"])


def test_shen_kuo_inspire_may_splay_one_of_two_colours_left():
    g = make(
        {
            "board": {
                "green": cov("Sailing", "Shen Kuo"),
                "blue": ["Writing", "Tools"],
                "red": ["Archery", "Oars"],
            }
        },
        {},
        supply={1: ["Metalworking"]},
    )
    act(g, "inspire green")
    d = g.pending
    assert {"blue", "red", "green"} <= set(map(str, d.options)), d.options
    act(g, "blue")
    inspired(g)
    expect(
        g,
        "A",
        {
            "green": U("Sailing", "Shen Kuo"),
            "blue": L("Writing", "Tools"),
            "red": ["Archery", "Oars"],
        },
        hand=["Metalworking"],
    )


def test_su_song_inspire_repeats_while_the_melded_card_has_a_leaf():
    # Machinery (leaf): repeat; Compass (leaf, green: now the top green card): repeat;
    # Optics (no leaf): stop. Then a 3 for the top green card, Compass.
    g = make(
        {"board": {"green": cov("Sailing", "Su Song")}},
        {},
        supply={1: ["Oars"], 3: ["Machinery", "Compass", "Optics", "Paper"]},
    )
    act(g, "inspire green")
    inspired(g)
    expect(
        g,
        "A",
        {
            "green": R("Compass", "Sailing", "Su Song"),
            "yellow": ["Machinery"],
            "red": ["Optics"],
        },
        hand=["Paper"],
    )
    assert pile(g, 1)[0] == "Oars"


# ---------------------------------------------------------------- age 4


def test_amina_sukhera_inspire_scores_every_boards_bottom_purple_card():
    # Bob's bottom purple card, and Carol's single purple card (top and bottom), too.
    g = make(
        {
            "board": {
                "red": cov("Archery", "Amina Sukhera"),
                "purple": ["Mysticism", "Code of Laws"],
            }
        },
        {"board": {"purple": ["City States", "Monotheism"], "green": ["Sailing"]}},
        {"board": {"purple": ["Philosophy"]}},
        supply={1: ["Oars"]},
    )
    act(g, "inspire red")
    while g.pending.kind != "action":  # the order of the scored cards, if asked
        act(g, g.pending.options[0])
    inspired(g)
    expect(
        g,
        "A",
        {"red": R("Archery", "Amina Sukhera"), "purple": ["Mysticism"]},
        hand=["Oars"],
        score=["Code of Laws", "Monotheism", "Philosophy"],
    )
    expect(g, "B", {"purple": ["City States"], "green": ["Sailing"]})
    expect(g, "C", {})


def test_christopher_columbus_inspire_draws_a_4():
    g = make(
        {"board": {"green": cov("Sailing", "Christopher Columbus")}},
        {},
        supply={1: ["Oars"], 4: ["Experimentation"]},
    )
    act(g, "inspire green")
    inspired(g)
    expect(
        g,
        "A",
        {"green": L("Sailing", "Christopher Columbus")},
        hand=["Oars", "Experimentation"],
    )


def test_michelangelo_inspire_scores_the_chosen_card():
    g = make(
        {"board": {"yellow": cov("Agriculture", "Michelangelo")}, "hand": ["Tools", "Oars"]},
        {},
        supply={1: ["Writing"]},
    )
    act(g, "inspire yellow", "Oars")
    inspired(g)
    expect(
        g,
        "A",
        {"yellow": U("Agriculture", "Michelangelo")},
        hand=["Tools", "Writing"],
        score=["Oars"],
    )


def test_takiyuddin_inspire_lightbulb_card_is_melded_instead():
    # Physics has a lightbulb: melded (now the top blue card: the draw is a 5).
    g = make(
        {"board": {"blue": cov("Writing", "Takiyuddin")}},
        {},
        supply={1: ["Oars"], 5: ["Physics", "Coal"]},
    )
    act(g, "inspire blue")
    inspired(g)
    expect(g, "A", {"blue": R("Physics", "Writing", "Takiyuddin")}, hand=["Coal"])
    assert pile(g, 1)[0] == "Oars"


def test_takiyuddin_inspire_no_lightbulb_card_is_tucked():
    g = make(
        {"board": {"blue": cov("Writing", "Takiyuddin")}},
        {},
        supply={1: ["Oars"], 5: ["Coal", "Physics"]},
    )
    act(g, "inspire blue")
    inspired(g)
    expect(g, "A", {"blue": R("Writing", "Takiyuddin"), "red": ["Coal"]}, hand=["Oars"])


def test_william_shakespeare_inspire_melds_a_card_from_hand():
    g = make(
        {"board": {"purple": cov("Mysticism", "William Shakespeare")}, "hand": ["Tools"]},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire purple")
    inspired(g)
    expect(
        g, "A", {"purple": R("Mysticism", "William Shakespeare"), "blue": ["Tools"]}, hand=["Oars"]
    )


# ---------------------------------------------------------------- age 5


def test_bartholomew_roberts_inspire_scores_a_crown_top_card_from_another_board():
    g = make(
        {"board": {"green": cov("Sailing", "Bartholomew Roberts")}},
        {"board": {"red": ["Oars"], "yellow": ["Masonry"]}},
        supply={1: ["Tools"]},
    )
    act(g, "inspire green")
    assert sorted(map(str, g.pending.options)) == ["Oars", "Sailing"], g.pending.options
    act(g, "Oars")
    inspired(g)
    expect(g, "A", {"green": R("Sailing", "Bartholomew Roberts")}, hand=["Tools"], score=["Oars"])
    expect(g, "B", {"yellow": ["Masonry"]})


def test_bartolomeo_cristofori_inspire_meld_on_that_colour_raises_the_draw():
    g = make(
        {"board": {"purple": cov("Mysticism", "Bartolomeo Cristofori")}, "hand": ["Philosophy"]},
        {},
        supply={1: ["Oars"], 2: ["Calendar"]},
    )
    act(g, "inspire purple")
    inspired(g)
    expect(
        g,
        "A",
        {"purple": R("Philosophy", "Mysticism", "Bartolomeo Cristofori")},
        hand=["Calendar"],
    )


def test_christopher_polhem_inspire_draws_and_tucks_a_4():
    g = make(
        {"board": {"yellow": cov("Agriculture", "Christopher Polhem")}},
        {},
        supply={1: ["Oars"], 4: ["Experimentation"]},
    )
    act(g, "inspire yellow")
    inspired(g)
    expect(
        g,
        "A",
        {"yellow": L("Agriculture", "Christopher Polhem"), "blue": ["Experimentation"]},
        hand=["Oars"],
    )


def test_johannes_vermeer_inspire_draws_and_scores_a_3():
    g = make(
        {"board": {"purple": cov("Mysticism", "Johannes Vermeer")}},
        {},
        supply={1: ["Oars"], 3: ["Optics"]},
    )
    act(g, "inspire purple")
    inspired(g)
    expect(g, "A", {"purple": U("Mysticism", "Johannes Vermeer")}, hand=["Oars"], score=["Optics"])


def test_peter_the_great_inspire_tucks_the_chosen_card():
    g = make(
        {"board": {"red": cov("Archery", "Peter the Great")}, "hand": ["Writing", "Sailing"]},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire red", "Sailing")
    inspired(g)
    expect(
        g,
        "A",
        {"red": R("Archery", "Peter the Great"), "green": ["Sailing"]},
        hand=["Writing", "Oars"],
    )


def test_samuel_de_champlain_inspire_without_a_5_still_draws_a_6():
    g = make(
        {"board": {"green": cov("Sailing", "Samuel de Champlain")}, "hand": ["Archery"]},
        {},
        supply={1: ["Oars"], 6: ["Canning"]},
    )
    act(g, "inspire green")
    inspired(g)
    expect(
        g,
        "A",
        {"green": L("Sailing", "Samuel de Champlain")},
        hand=["Archery", "Canning", "Oars"],
    )


def test_samuel_de_champlain_inspire_returns_the_5():
    g = make(
        {"board": {"green": cov("Sailing", "Samuel de Champlain")}, "hand": ["Archery", "Coal"]},
        {},
        supply={1: ["Oars"], 6: ["Canning"]},
    )
    act(g, "inspire green")
    inspired(g)
    expect(
        g,
        "A",
        {"green": L("Sailing", "Samuel de Champlain")},
        hand=["Archery", "Canning", "Oars"],
    )
    assert pile(g, 5)[-1] == "Coal"


# ---------------------------------------------------------------- age 6


def test_adam_smith_inspire_may_splay_a_colour_right():
    g = make(
        {"board": {"green": cov("Sailing", "Adam Smith"), "blue": ["Writing", "Tools"]}},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire green")
    assert "blue" in g.pending.prompt
    act(g, "yes")
    inspired(g)
    expect(
        g, "A", {"green": R("Sailing", "Adam Smith"), "blue": R("Writing", "Tools")}, hand=["Oars"]
    )


def test_catherine_the_great_inspire_draws_and_melds_a_6():
    g = make(
        {"board": {"purple": cov("Mysticism", "Catherine the Great")}},
        {},
        supply={1: ["Oars"], 6: ["Canning"]},
    )
    act(g, "inspire purple")
    inspired(g)
    expect(
        g,
        "A",
        {"purple": R("Mysticism", "Catherine the Great"), "yellow": ["Canning"]},
        hand=["Oars"],
    )


def test_edward_jenner_inspire_tucks_a_card_from_hand():
    g = make(
        {"board": {"yellow": cov("Agriculture", "Edward Jenner")}, "hand": ["Archery"]},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire yellow")
    inspired(g)
    expect(g, "A", {"yellow": R("Agriculture", "Edward Jenner"), "red": ["Archery"]}, hand=["Oars"])


def test_john_harrison_inspire_draws_a_6():
    g = make(
        {"board": {"green": cov("Sailing", "John Harrison")}},
        {},
        supply={1: ["Oars"], 6: ["Canning"]},
    )
    act(g, "inspire green")
    inspired(g)
    expect(g, "A", {"green": L("Sailing", "John Harrison")}, hand=["Oars", "Canning"])


def test_john_loudon_mcadam_inspire_melds_a_card_from_hand():
    g = make(
        {"board": {"yellow": cov("Agriculture", "John Loudon McAdam")}, "hand": ["Tools"]},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire yellow")
    inspired(g)
    expect(
        g,
        "A",
        {"yellow": U("Agriculture", "John Loudon McAdam"), "blue": ["Tools"]},
        hand=["Oars"],
    )


def test_ludwig_van_beethoven_inspire_scores_a_card_from_hand():
    g = make(
        {"board": {"purple": cov("Mysticism", "Ludwig Van Beethoven")}, "hand": ["Tools"]},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire purple")
    inspired(g)
    expect(
        g,
        "A",
        {"purple": R("Mysticism", "Ludwig Van Beethoven")},
        hand=["Oars"],
        score=["Tools"],
    )


# ---------------------------------------------------------------- age 7


def test_alfred_nobel_inspire_scores_the_chosen_card():
    g = make(
        {"board": {"green": cov("Sailing", "Alfred Nobel")}, "hand": ["Tools", "Archery"]},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire green", "Archery")
    inspired(g)
    expect(
        g,
        "A",
        {"green": L("Sailing", "Alfred Nobel")},
        hand=["Tools", "Oars"],
        score=["Archery"],
    )


def test_emperor_meiji_inspire_draws_and_foreshadows_the_chosen_9():
    g = make(
        {"board": {"purple": cov("Mysticism", "Emperor Meiji")}},
        {},
        supply={1: ["Oars"], 8: ["Rocketry"], 9: ["Computers"]},
    )
    act(g, "inspire purple")
    d = g.pending
    assert d.player == "A" and sorted(map(str, d.options)) == ["8", "9"], d.options
    act(g, [o for o in d.options if str(o) == "9"][0])
    inspired(g)
    expect(
        g, "A", {"purple": L("Mysticism", "Emperor Meiji")}, hand=["Oars"], forecast=["Computers"]
    )
    assert pile(g, 8)[0] == "Rocketry"


def test_florence_nightingale_inspire_tucks_a_card_from_hand():
    g = make(
        {"board": {"yellow": cov("Agriculture", "Florence Nightingale")}, "hand": ["Tools"]},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire yellow")
    inspired(g)
    expect(
        g,
        "A",
        {"yellow": U("Agriculture", "Florence Nightingale"), "blue": ["Tools"]},
        hand=["Oars"],
    )


def test_james_clerk_maxwell_inspire_draws_an_8():
    g = make(
        {"board": {"blue": cov("Writing", "James Clerk Maxwell")}},
        {},
        supply={1: ["Oars"], 8: ["Rocketry"]},
    )
    act(g, "inspire blue")
    inspired(g)
    expect(g, "A", {"blue": R("Writing", "James Clerk Maxwell")}, hand=["Oars", "Rocketry"])


def test_john_ericsson_inspire_draws_and_tucks_a_7():
    g = make(
        {"board": {"red": cov("Archery", "John Ericsson")}},
        {},
        supply={1: ["Oars"], 7: ["Lighting"]},
    )
    act(g, "inspire red")
    inspired(g)
    expect(g, "A", {"red": L("Archery", "John Ericsson"), "purple": ["Lighting"]}, hand=["Oars"])


def test_rowland_hill_inspire_draws_a_7():
    g = make(
        {"board": {"yellow": cov("Agriculture", "Rowland Hill")}},
        {},
        supply={1: ["Oars"], 7: ["Bicycle"]},
    )
    act(g, "inspire yellow")
    inspired(g)
    expect(g, "A", {"yellow": R("Agriculture", "Rowland Hill")}, hand=["Oars", "Bicycle"])


# ---------------------------------------------------------------- age 8


def test_caresse_crosby_inspire_tucks_a_card_from_hand():
    g = make(
        {"board": {"yellow": cov("Agriculture", "Caresse Crosby")}, "hand": ["Tools"]},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire yellow")
    inspired(g)
    expect(g, "A", {"yellow": L("Agriculture", "Caresse Crosby"), "blue": ["Tools"]}, hand=["Oars"])


def test_duke_ellington_inspire_draws_and_melds_an_8_figure():
    g = make(
        {"board": {"purple": cov("Mysticism", "Duke Ellington")}},
        {},
        supply={1: ["Oars"], 8: ["Rocketry"]},
        figs={8: ["Emmy Noether"]},
    )
    act(g, "inspire purple")
    inspired(g)
    expect(
        g,
        "A",
        {"purple": U("Mysticism", "Duke Ellington"), "green": ["Emmy Noether"]},
        hand=["Oars"],
    )
    assert pile(g, 8)[0] == "Rocketry"


def test_emmy_noether_inspire_draws_and_melds_an_8():
    g = make(
        {"board": {"green": cov("Sailing", "Emmy Noether")}},
        {},
        supply={1: ["Oars"], 8: ["Rocketry"]},
    )
    act(g, "inspire green")
    inspired(g)
    expect(g, "A", {"green": R("Sailing", "Emmy Noether"), "blue": ["Rocketry"]}, hand=["Oars"])


def test_hg_wells_inspire_draws_and_foreshadows_a_10():
    g = make(
        {"board": {"purple": cov("Mysticism", "H.G. Wells")}},
        {},
        supply={1: ["Oars"], 10: ["Software"]},
    )
    act(g, "inspire purple")
    inspired(g)
    expect(g, "A", {"purple": R("Mysticism", "H.G. Wells")}, hand=["Oars"], forecast=["Software"])


def test_nikola_tesla_inspire_draws_an_8():
    g = make(
        {"board": {"yellow": cov("Agriculture", "Nikola Tesla")}},
        {},
        supply={1: ["Oars"], 8: ["Rocketry"]},
    )
    act(g, "inspire yellow")
    inspired(g)
    expect(g, "A", {"yellow": R("Agriculture", "Nikola Tesla")}, hand=["Oars", "Rocketry"])


# ---------------------------------------------------------------- age 9


def test_grace_hopper_inspire_tucks_two_chosen_cards():
    g = make(
        {
            "board": {"blue": cov("Writing", "Grace Hopper")},
            "hand": ["Archery", "Sailing", "Agriculture"],
        },
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire blue")
    d = g.pending
    assert d.player == "A" and d.min == 2 and d.max == 2, d
    act(g, ["Archery", "Sailing"])
    inspired(g)
    expect(
        g,
        "A",
        {"blue": L("Writing", "Grace Hopper"), "red": ["Archery"], "green": ["Sailing"]},
        hand=["Agriculture", "Oars"],
    )


def test_grace_hopper_inspire_with_one_card_tucks_it():
    g = make(
        {"board": {"blue": cov("Writing", "Grace Hopper")}, "hand": ["Archery"]},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire blue")
    inspired(g)
    expect(g, "A", {"blue": L("Writing", "Grace Hopper"), "red": ["Archery"]}, hand=["Oars"])


def test_mikhail_kalashnikov_inspire_tucks_a_card_from_hand():
    g = make(
        {"board": {"red": cov("Archery", "Mikhail Kalashnikov")}, "hand": ["Tools"]},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire red")
    inspired(g)
    expect(g, "A", {"red": R("Archery", "Mikhail Kalashnikov"), "blue": ["Tools"]}, hand=["Oars"])


def test_nelson_mandela_inspire_meld_on_that_colour_raises_the_draw():
    g = make(
        {"board": {"red": cov("Archery", "Nelson Mandela")}},
        {},
        supply={1: ["Oars"], 9: ["Fission", "Computers"]},
    )
    act(g, "inspire red")
    inspired(g)
    expect(g, "A", {"red": R("Fission", "Archery", "Nelson Mandela")}, hand=["Computers"])
    assert pile(g, 1)[0] == "Oars"


def test_pele_inspire_draws_and_tucks_three_9s():
    g = make(
        {"board": {"purple": cov("Mysticism", "Pelé")}},
        {},
        supply={1: ["Oars"], 9: ["Computers", "Collaboration", "Services", "Fission"]},
    )
    act(g, "inspire purple")
    inspired(g)
    expect(
        g,
        "A",
        {
            "purple": U("Mysticism", "Pelé", "Services"),
            "blue": ["Computers"],
            "green": ["Collaboration"],
        },
        hand=["Oars"],
    )
    assert pile(g, 9)[0] == "Fission"


def test_ruth_handler_inspire_taking_that_colours_top_raises_the_draw():
    # Fermenting (the only top card) goes to the hand: Ruth Handler (9) is then the top
    # yellow card, so a 9 is drawn.
    g = make(
        {"board": {"yellow": cov("Fermenting", "Ruth Handler")}},
        {},
        supply={2: ["Calendar"], 9: ["Computers"]},
    )
    act(g, "inspire yellow")
    inspired(g)
    expect(g, "A", {"yellow": ["Ruth Handler"]}, hand=["Fermenting", "Computers"])
    assert pile(g, 2)[0] == "Calendar"


def test_wernher_von_braun_inspire_draws_and_foreshadows_a_10():
    g = make(
        {"board": {"blue": cov("Writing", "Wernher Von Braun")}},
        {},
        supply={1: ["Oars"], 10: ["Software"]},
    )
    act(g, "inspire blue")
    inspired(g)
    expect(
        g, "A", {"blue": R("Writing", "Wernher Von Braun")}, hand=["Oars"], forecast=["Software"]
    )


# ---------------------------------------------------------------- age 10


def test_alex_trebek_inspire_draws_and_melds_a_chosen_value():
    g = make(
        {"board": {"yellow": cov("Agriculture", "Alex Trebek")}},
        {},
        supply={1: ["Oars"], 3: ["Optics"]},
    )
    act(g, "inspire yellow")
    d = g.pending
    assert d.player == "A" and "3" in map(str, d.options), d.options
    act(g, [o for o in d.options if str(o) == "3"][0])
    inspired(g)
    expect(g, "A", {"yellow": U("Agriculture", "Alex Trebek"), "red": ["Optics"]}, hand=["Oars"])


def test_jackie_chan_inspire_scores_a_card_from_hand():
    g = make(
        {"board": {"red": cov("Archery", "Jackie Chan")}, "hand": ["Tools"]},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire red")
    inspired(g)
    expect(g, "A", {"red": R("Archery", "Jackie Chan")}, hand=["Oars"], score=["Tools"])


def test_muhammad_yunus_inspire_draws_a_10():
    g = make(
        {"board": {"green": cov("Sailing", "Muhammad Yunus")}},
        {},
        supply={1: ["Oars"], 10: ["Software"]},
    )
    act(g, "inspire green")
    inspired(g)
    expect(g, "A", {"green": R("Sailing", "Muhammad Yunus")}, hand=["Oars", "Software"])


def test_sergey_brin_inspire_may_splay_its_own_colour_up():
    g = make(
        {"board": {"green": cov("Sailing", "Sergey Brin")}},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "inspire green")
    assert "green" in g.pending.prompt
    act(g, "yes")
    inspired(g)
    expect(g, "A", {"green": U("Sailing", "Sergey Brin")}, hand=["Oars"])


def test_stephen_hawking_inspire_draws_and_tucks_a_10():
    g = make(
        {"board": {"blue": cov("Writing", "Stephen Hawking")}},
        {},
        supply={1: ["Oars"], 10: ["Databases"]},
    )
    act(g, "inspire blue")
    inspired(g)
    expect(g, "A", {"blue": R("Writing", "Stephen Hawking"), "green": ["Databases"]}, hand=["Oars"])


def test_susan_blackmore_inspire_executes_another_boards_inspire_effect():
    # Bob's top Tigernmas shows "Draw a {1}", his covered Shennong "Draw and foreshadow
    # a {2}": Alice executes the one she chooses; then her draw of a 1.
    g = make(
        {"board": {"blue": cov("Writing", "Susan Blackmore")}},
        {"board": {"red": ["Tigernmas"], "yellow": cov("Agriculture", "Shennong")}},
        supply={1: ["Oars", "Tools"], 2: ["Calendar"]},
    )
    act(g, "inspire blue")
    d = g.pending
    assert d.player == "A" and len(d.options) == 2, d.options
    act(g, next(o for o in d.options if "Shennong" in str(o)))
    inspired(g)
    expect(g, "A", {"blue": R("Writing", "Susan Blackmore")}, hand=["Oars"], forecast=["Calendar"])
    expect(g, "B", {"red": ["Tigernmas"], "yellow": L("Agriculture", "Shennong")})
    assert pile(g, 1)[0] == "Tools"


def test_susan_blackmore_inspire_single_effect_elsewhere_is_forced():
    g = make(
        {"board": {"blue": cov("Writing", "Susan Blackmore")}},
        {"board": {"red": ["Tigernmas"]}},
        supply={1: ["Oars", "Tools"]},
    )
    act(g, "inspire blue")
    inspired(g)
    expect(g, "A", {"blue": R("Writing", "Susan Blackmore")}, hand=["Oars", "Tools"])
    expect(g, "B", {"red": ["Tigernmas"]})


# ---------------------------------------------------------------- echo effects: rules
# Top cards used for the Dogma actions: Writing ("Draw a {2}"), Metalworking ("Draw and
# reveal a {1}. If it has a {castle}, score it and repeat this dogma effect. Otherwise,
# keep it." -- Pottery has no castle), Sailing ("Draw and meld a {1}"), Domestication
# ("Meld the lowest card in your hand. Draw a {1}."), Code of Laws (a tuck asked only
# with a card of a colour on the board in hand).


def test_echo_is_shared_and_runs_before_the_dogma_then_a_figure_for_sharing():
    # Bob has as many lightbulbs (3): for each effect he goes first. Huang Di's echo
    # "Draw a {2}": Bob, Alice; Writing's "Draw a {2}": Bob, Alice; Bob changed
    # something, so Alice draws a figure of her Draw action's value (1).
    g = make(
        {"board": {"blue": cov("Writing", "Huang Di")}},
        {"board": {"purple": ["Philosophy"]}},
        supply={2: ["Calendar", "Mapmaking", "Construction", "Monotheism", "Fermenting"]},
        figs={1: ["Gilgamesh"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(
        g,
        "A",
        {"blue": U("Writing", "Huang Di")},
        hand=["Mapmaking", "Monotheism", "Gilgamesh"],
    )
    expect(g, "B", {"purple": ["Philosophy"]}, hand=["Calendar", "Construction"])
    assert pile(g, 2)[0] == "Fermenting"


def test_echo_effects_run_bottom_to_top():
    # Huang Di (bottom) draws Philosophy, then Albert Einstein melds it (a lightbulb);
    # then Writing draws a 2.
    g = make(
        {"board": {"blue": cov("Writing", "Albert Einstein", "Huang Di")}},
        {},
        supply={2: ["Philosophy", "Calendar"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(
        g,
        "A",
        {"blue": U("Writing", "Albert Einstein", "Huang Di"), "purple": ["Philosophy"]},
        hand=["Calendar"],
    )


def test_echo_on_a_top_figure_its_only_effect():
    # "You can take a Dogma action and choose a Figure if it has one or more echo effects
    # visible in its color": only the echo runs (figures have no dogma effects).
    g = make({"board": {"blue": ["Huang Di"]}}, {}, supply={2: ["Calendar", "Mapmaking"]})
    act(g, "dogma Huang Di")
    dogma_done(g)
    expect(g, "A", {"blue": ["Huang Di"]}, hand=["Calendar"])


def test_echo_figure_without_visible_echo_cannot_be_activated():
    g = make(
        {"board": {"red": ["Gilgamesh"], "blue": ["Writing", "Huang Di"]}, "hand": ["Tools"]},
        {},
    )
    assert not any(o.startswith("dogma Gilgamesh") for o in options(g))
    assert "dogma Writing" in options(g)


def test_echo_hidden_by_the_splay_does_not_run():
    # Huang Di's echo is bottom middle: a right splay hides it.
    g = make(
        {"board": {"blue": {"cards": ["Writing", "Huang Di"], "splay": "right"}}},
        {},
        supply={2: ["Calendar", "Mapmaking"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(g, "A", {"blue": R("Writing", "Huang Di")}, hand=["Calendar"])


# ---------------------------------------------------------------- echo effects: age 1-3


def test_daedalus_echo_draws_and_foreshadows_a_4():
    g = make(
        {"board": {"blue": cov("Writing", "Daedalus")}},
        {},
        supply={2: ["Calendar"], 4: ["Experimentation"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(
        g, "A", {"blue": R("Writing", "Daedalus")}, hand=["Calendar"], forecast=["Experimentation"]
    )


def test_fu_xi_echo_draws_and_scores_a_2():
    g = make(
        {"board": {"green": cov("Sailing", "Fu Xi")}},
        {},
        supply={1: ["Oars"], 2: ["Calendar"]},
    )
    act(g, "dogma Sailing")
    dogma_done(g)
    expect(g, "A", {"green": R("Sailing", "Fu Xi"), "red": ["Oars"]}, score=["Calendar"])


def test_imhotep_echo_draws_and_melds_a_2():
    g = make(
        {"board": {"blue": cov("Writing", "Imhotep")}},
        {},
        supply={2: ["Construction", "Calendar"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(g, "A", {"blue": L("Writing", "Imhotep"), "red": ["Construction"]}, hand=["Calendar"])


def test_sinuhe_echo_draws_and_foreshadows_the_chosen_3():
    g = make(
        {"board": {"purple": cov("Code of Laws", "Sinuhe")}},
        {},
        supply={2: ["Calendar"], 3: ["Optics"]},
    )
    act(g, "dogma Code of Laws")
    d = g.pending
    assert d.player == "A" and sorted(map(str, d.options)) == ["2", "3"], d.options
    act(g, next(o for o in d.options if str(o) == "3"))
    dogma_done(g)
    expect(g, "A", {"purple": R("Code of Laws", "Sinuhe")}, forecast=["Optics"])
    assert pile(g, 2)[0] == "Calendar"


def test_archimedes_echo_draws_a_2_before_writings_2():
    g = make(
        {"board": {"blue": cov("Writing", "Archimedes")}},
        {},
        supply={2: ["Calendar", "Mapmaking"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(g, "A", {"blue": U("Writing", "Archimedes")}, hand=["Calendar", "Mapmaking"])


def test_cai_lun_echo_may_splay_a_chosen_colour_left():
    g = make(
        {"board": {"yellow": cov("Domestication", "Cai Lun"), "red": ["Archery", "Oars"]}},
        {},
        supply={1: ["Pottery"]},
    )
    act(g, "dogma Domestication")
    d = g.pending
    assert {"red", "yellow"} <= set(map(str, d.options)), d.options
    act(g, "red")
    dogma_done(g)
    expect(
        g,
        "A",
        {"yellow": R("Domestication", "Cai Lun"), "red": L("Archery", "Oars")},
        hand=["Pottery"],
    )


def test_confucius_echo_scores_an_opponents_top_figure_of_value_1_only():
    g = make(
        {"board": {"purple": cov("Code of Laws", "Confucius")}},
        {"board": {"red": ["Gilgamesh"]}},
        {"board": {"purple": ["Plato"]}},
    )
    act(g, "dogma Code of Laws")
    dogma_done(g)
    expect(g, "A", {"purple": U("Code of Laws", "Confucius")}, score=["Gilgamesh"])
    expect(g, "B", {})
    expect(g, "C", {"purple": ["Plato"]})


def test_zhang_heng_echo_scores_the_cards_above_the_tucked_card():
    # The 3 drawn is red: tucked under Archery, which is scored.
    g = make(
        {"board": {"blue": cov("Writing", "Zhang Heng"), "red": ["Archery"]}},
        {},
        supply={2: ["Calendar"], 3: ["Optics"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(
        g,
        "A",
        {"blue": R("Writing", "Zhang Heng"), "red": ["Optics"]},
        hand=["Calendar"],
        score=["Archery"],
    )


def test_zhang_heng_echo_tucked_into_an_empty_colour_scores_nothing():
    g = make(
        {"board": {"blue": cov("Writing", "Zhang Heng")}},
        {},
        supply={2: ["Calendar"], 3: ["Optics"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(g, "A", {"blue": R("Writing", "Zhang Heng"), "red": ["Optics"]}, hand=["Calendar"])


def test_alhazen_echo_tucks_another_boards_castle_top_card_on_yours():
    g = make(
        {"board": {"blue": cov("Writing", "Alhazen")}},
        {"board": {"red": ["Archery"], "green": ["Sailing"]}},
        supply={2: ["Calendar"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(g, "A", {"blue": U("Writing", "Alhazen"), "red": ["Archery"]}, hand=["Calendar"])
    expect(g, "B", {"green": ["Sailing"]})


def test_rhazes_echo_draws_and_foreshadows_the_chosen_value():
    g = make(
        {"board": {"yellow": cov("Domestication", "Rhazes")}},
        {},
        supply={1: ["Oars"], 3: ["Optics"], 4: ["Experimentation"], 5: ["Coal"]},
    )
    act(g, "dogma Domestication")
    d = g.pending
    assert sorted(map(str, d.options)) == ["3", "4", "5"], d.options
    act(g, next(o for o in d.options if str(o) == "4"))
    dogma_done(g)
    expect(
        g,
        "A",
        {"yellow": L("Domestication", "Rhazes")},
        hand=["Oars"],
        forecast=["Experimentation"],
    )


def test_saladin_echo_scores_a_chosen_castle_top_card_from_anywhere():
    g = make(
        {"board": {"red": cov("Metalworking", "Saladin")}},
        {"board": {"red": ["Archery"], "green": ["Sailing"]}},
        supply={1: ["Pottery"]},
    )
    act(g, "dogma Metalworking")
    d = g.pending
    assert sorted(map(str, d.options)) == ["Archery", "Metalworking"], d.options
    act(g, "Archery")
    dogma_done(g)
    expect(g, "A", {"red": U("Metalworking", "Saladin")}, hand=["Pottery"], score=["Archery"])
    expect(g, "B", {"green": ["Sailing"]})


def test_sejong_the_great_echo_draws_and_melds_a_4():
    g = make(
        {"board": {"blue": cov("Writing", "Sejong the Great")}},
        {},
        supply={2: ["Calendar"], 4: ["Colonialism"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(
        g,
        "A",
        {"blue": R("Writing", "Sejong the Great"), "red": ["Colonialism"]},
        hand=["Calendar"],
    )


def test_tran_huang_dao_echo_red_top_value_less_than_4_only():
    # Bob's Optics (3) may be scored, Carol's Gunpowder (4) may not.
    g = make(
        {"board": {"red": cov("Metalworking", "Tran Huang Dao")}},
        {"board": {"red": ["Optics"]}},
        {"board": {"red": ["Gunpowder"]}},
        supply={1: ["Pottery"]},
    )
    act(g, "dogma Metalworking")
    d = g.pending
    assert sorted(map(str, d.options)) == ["Metalworking", "Optics"], d.options
    act(g, "Optics")
    dogma_done(g)
    expect(g, "A", {"red": R("Metalworking", "Tran Huang Dao")}, hand=["Pottery"], score=["Optics"])
    expect(g, "B", {})
    expect(g, "C", {"red": ["Gunpowder"]})


# ---------------------------------------------------------------- echo effects: age 4-6


def test_galileo_galilei_echo_draws_and_foreshadows_the_chosen_6():
    g = make(
        {"board": {"green": cov("Sailing", "Galileo Galilei")}},
        {},
        supply={1: ["Oars"], 5: ["Coal"], 6: ["Canning"]},
    )
    act(g, "dogma Sailing")
    d = g.pending
    assert sorted(map(str, d.options)) == ["5", "6"], d.options
    act(g, next(o for o in d.options if str(o) == "6"))
    dogma_done(g)
    expect(
        g,
        "A",
        {"green": L("Sailing", "Galileo Galilei"), "red": ["Oars"]},
        forecast=["Canning"],
    )


def test_johannes_kepler_echo_draws_a_5():
    g = make(
        {"board": {"blue": cov("Writing", "Johannes Kepler")}},
        {},
        supply={2: ["Calendar"], 5: ["Coal"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(g, "A", {"blue": U("Writing", "Johannes Kepler")}, hand=["Calendar", "Coal"])


def test_leonardo_da_vinci_echo_scores_a_top_figure_with_a_bonus_only():
    # Bob's Gilgamesh has a bonus, Carol's Sneferu none.
    g = make(
        {"board": {"yellow": cov("Domestication", "Leonardo Da Vinci"), "red": ["Archery"]}},
        {"board": {"red": ["Gilgamesh"]}},
        {"board": {"yellow": ["Sneferu"]}},
        supply={1: ["Oars"]},
    )
    act(g, "dogma Domestication")
    dogma_done(g)
    expect(
        g,
        "A",
        {"yellow": R("Domestication", "Leonardo Da Vinci"), "red": ["Archery"]},
        hand=["Oars"],
        score=["Gilgamesh"],
    )
    expect(g, "B", {})
    expect(g, "C", {"yellow": ["Sneferu"]})


def test_niccolo_machiavelli_echo_splays_a_left_colour_right():
    g = make(
        {
            "board": {
                "purple": cov("Code of Laws", "Niccolo Machiavelli"),
                "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                "red": {"cards": ["Archery", "Oars"], "splay": "left"},
            }
        },
        {},
    )
    act(g, "dogma Code of Laws")
    d = g.pending
    assert sorted(map(str, d.options)) == ["blue", "red"], d.options
    act(g, "blue")
    dogma_done(g)
    expect(
        g,
        "A",
        {
            "purple": R("Code of Laws", "Niccolo Machiavelli"),
            "blue": R("Writing", "Tools"),
            "red": L("Archery", "Oars"),
        },
    )


def test_niccolo_machiavelli_echo_nothing_splayed_left_does_nothing():
    g = make(
        {
            "board": {
                "purple": cov("Code of Laws", "Niccolo Machiavelli"),
                "blue": ["Writing", "Tools"],
            }
        },
        {},
    )
    act(g, "dogma Code of Laws")
    dogma_done(g)
    expect(
        g,
        "A",
        {"purple": R("Code of Laws", "Niccolo Machiavelli"), "blue": ["Writing", "Tools"]},
    )


def test_yi_sun_sin_echo_scores_a_castle_top_card_from_anywhere():
    g = make(
        {"board": {"red": cov("Metalworking", "Yi Sun-Sin")}},
        {"board": {"purple": ["City States"]}},
        supply={1: ["Pottery"]},
    )
    act(g, "dogma Metalworking")
    d = g.pending
    assert sorted(map(str, d.options)) == ["City States", "Metalworking"], d.options
    act(g, "City States")
    dogma_done(g)
    expect(
        g, "A", {"red": L("Metalworking", "Yi Sun-Sin")}, hand=["Pottery"], score=["City States"]
    )
    expect(g, "B", {})


def test_antonie_van_leeuwenhoek_echo_draw_is_the_card_domestication_melds():
    # The echo runs first: the 6 it draws is the lowest (only) card in hand when
    # Domestication says "Meld the lowest card in your hand".
    g = make(
        {"board": {"yellow": cov("Domestication", "Antonie Van Leeuwenhoek")}},
        {},
        supply={1: ["Oars"], 6: ["Canning"]},
    )
    act(g, "dogma Domestication")
    dogma_done(g)
    expect(
        g,
        "A",
        {"yellow": R("Canning", "Domestication", "Antonie Van Leeuwenhoek")},
        hand=["Oars"],
    )


def test_christiaan_huygens_echo_draws_and_foreshadows_the_chosen_value():
    g = make(
        {"board": {"blue": cov("Writing", "Christiaan Huygens")}},
        {},
        supply={2: ["Calendar"], 7: ["Bicycle"], 8: ["Rocketry"]},
    )
    act(g, "dogma Writing")
    d = g.pending
    assert sorted(map(str, d.options), key=int) == ["7", "8", "9", "10"], d.options
    act(g, next(o for o in d.options if str(o) == "8"))
    dogma_done(g)
    expect(
        g,
        "A",
        {"blue": R("Writing", "Christiaan Huygens")},
        hand=["Calendar"],
        forecast=["Rocketry"],
    )


def test_isaac_newton_echo_splays_the_chosen_colour_right():
    g = make(
        {"board": {"blue": cov("Writing", "Isaac Newton"), "green": ["Sailing", "The Wheel"]}},
        {},
        supply={2: ["Calendar"]},
    )
    act(g, "dogma Writing")
    d = g.pending
    assert sorted(map(str, d.options)) == ["blue", "green"], d.options
    act(g, "green")
    dogma_done(g)
    expect(
        g,
        "A",
        {"blue": U("Writing", "Isaac Newton"), "green": R("Sailing", "The Wheel")},
        hand=["Calendar"],
    )


def test_shivaji_echo_transfers_a_chosen_top_card_to_the_achievements():
    g = make(
        {"board": {"red": cov("Metalworking", "Shivaji"), "blue": ["Writing"]}},
        {},
        supply={1: ["Pottery"]},
    )
    act(g, "dogma Metalworking")
    d = g.pending
    assert sorted(map(str, d.options)) == ["Metalworking", "Writing"], d.options
    act(g, "Writing")
    dogma_done(g)
    expect(g, "A", {"red": R("Metalworking", "Shivaji")}, hand=["Pottery"])
    assert g.to_position()["achievements"] == ["Writing"]


def test_benjamin_franklin_echo_takes_and_melds_another_boards_top_figure():
    g = make(
        {"board": {"blue": cov("Writing", "Benjamin Franklin")}},
        {"board": {"purple": ["Plato"], "green": ["Sailing"]}},
        supply={2: ["Calendar"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(
        g,
        "A",
        {"blue": R("Writing", "Benjamin Franklin"), "purple": ["Plato"]},
        hand=["Calendar"],
    )
    expect(g, "B", {"green": ["Sailing"]})


def test_carl_friedrich_gauss_echo_draws_a_7():
    g = make(
        {"board": {"blue": cov("Writing", "Carl Friedrich Gauss")}},
        {},
        supply={2: ["Calendar"], 7: ["Bicycle"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(g, "A", {"blue": U("Writing", "Carl Friedrich Gauss")}, hand=["Calendar", "Bicycle"])


def test_napoleon_bonaparte_echo_scores_a_top_figure_of_value_5_or_6_only():
    g = make(
        {"board": {"red": cov("Metalworking", "Napoleon Bonaparte")}},
        {"board": {"yellow": ["Christopher Polhem"]}},
        {"board": {"green": ["Alfred Nobel"]}},
        supply={1: ["Pottery"]},
    )
    act(g, "dogma Metalworking")
    dogma_done(g)
    expect(
        g,
        "A",
        {"red": L("Metalworking", "Napoleon Bonaparte")},
        hand=["Pottery"],
        score=["Christopher Polhem"],
    )
    expect(g, "B", {})
    expect(g, "C", {"green": ["Alfred Nobel"]})


def test_tecumseh_echo_draws_and_tucks_a_6():
    g = make(
        {"board": {"red": cov("Metalworking", "Tecumseh")}},
        {},
        supply={1: ["Pottery"], 6: ["Canning"]},
    )
    act(g, "dogma Metalworking")
    dogma_done(g)
    expect(g, "A", {"red": U("Metalworking", "Tecumseh"), "yellow": ["Canning"]}, hand=["Pottery"])


# ---------------------------------------------------------------- echo effects: age 7-10


def test_charles_darwin_echo_draws_an_8():
    g = make(
        {"board": {"blue": cov("Writing", "Charles Darwin")}},
        {},
        supply={2: ["Calendar"], 8: ["Rocketry"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(g, "A", {"blue": R("Writing", "Charles Darwin")}, hand=["Calendar", "Rocketry"])


def test_george_stephenson_echo_may_splay_up_a_colour_splayed_right():
    # Red is splayed left: not offered.
    g = make(
        {
            "board": {
                "green": cov("Sailing", "George Stephenson"),
                "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                "red": {"cards": ["Archery", "Oars"], "splay": "left"},
            }
        },
        {},
        supply={1: ["Metalworking"]},
    )
    act(g, "dogma Sailing")
    d = g.pending
    assert {"blue", "green"} <= set(map(str, d.options)), d.options
    assert "red" not in map(str, d.options)
    act(g, "blue")
    dogma_done(g)
    expect(
        g,
        "A",
        {
            "green": R("Sailing", "George Stephenson"),
            "blue": U("Writing", "Tools"),
            "red": L("Metalworking", "Archery", "Oars"),
        },
    )


def test_queen_victoria_echo_takes_the_figure_from_another_score_pile():
    g = make(
        {"board": {"purple": cov("Code of Laws", "Queen Victoria")}},
        {"score": ["Gilgamesh", "Oars"]},
    )
    act(g, "dogma Code of Laws")
    dogma_done(g)
    expect(g, "A", {"purple": U("Code of Laws", "Queen Victoria")}, score=["Gilgamesh"])
    expect(g, "B", {}, score=["Oars"])


def test_robert_e_lee_echo_transfers_a_leaf_top_card_to_a_chosen_board():
    g = make(
        {"board": {"red": cov("Metalworking", "Robert E. Lee")}},
        {"board": {"green": ["Clothing"]}},
        {},
        supply={1: ["Pottery"]},
    )
    act(g, "dogma Metalworking")
    while g.pending.kind != "action" and "Clothing" in map(str, g.pending.options):
        act(g, "Clothing")
    d = g.pending
    assert d.player == "A" and "C" in map(str, d.options), (d, d.options)
    act(g, "C")
    dogma_done(g)
    expect(g, "A", {"red": R("Metalworking", "Robert E. Lee")}, hand=["Pottery"])
    expect(g, "B", {})
    expect(g, "C", {"green": ["Clothing"]})


def test_albert_einstein_echo_melds_only_lightbulb_or_clock_cards():
    g = make(
        {
            "board": {"blue": cov("Writing", "Albert Einstein")},
            "hand": ["Archery", "Clothing", "Philosophy"],
        },
        {},
        supply={2: ["Calendar"]},
    )
    act(g, "dogma Writing")
    while g.pending.kind != "action":  # the order of the melds, if asked
        act(g, g.pending.options[0])
    dogma_done(g)
    expect(
        g,
        "A",
        {
            "blue": U("Writing", "Albert Einstein"),
            "red": ["Archery"],
            "purple": ["Philosophy"],
        },
        hand=["Clothing", "Calendar"],
    )


def test_erwin_rommel_echo_takes_a_card_from_a_chosen_score_pile():
    g = make(
        {"board": {"red": cov("Metalworking", "Erwin Rommel")}},
        {"score": ["Calendar"]},
        {"score": ["Optics"]},
        supply={1: ["Pottery"]},
    )
    act(g, "dogma Metalworking")
    d = g.pending
    pick = [o for o in d.options if "C" in str(o) or "3" in str(o)]
    assert d.player == "A" and len(pick) == 1, d.options
    act(g, pick[0])
    dogma_done(g)
    expect(g, "A", {"red": L("Metalworking", "Erwin Rommel")}, hand=["Pottery"], score=["Optics"])
    expect(g, "B", {}, score=["Calendar"])
    expect(g, "C", {})


def test_jp_morgan_echo_may_splay_a_chosen_colour_up():
    g = make(
        {"board": {"green": cov("Sailing", "J.P. Morgan"), "blue": ["Writing", "Tools"]}},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "dogma Sailing")
    d = g.pending
    assert {"blue", "green"} <= set(map(str, d.options)), d.options
    act(g, "blue")
    dogma_done(g)
    expect(
        g,
        "A",
        {"green": R("Sailing", "J.P. Morgan"), "blue": U("Writing", "Tools"), "red": ["Oars"]},
    )


def test_john_von_neumann_echo_returns_both_if_either_is_purple():
    g = make(
        {"board": {"red": cov("Metalworking", "John Von Neumann")}},
        {},
        supply={1: ["Pottery"], 9: ["Computers", "Services", "Fission"]},
    )
    act(g, "dogma Metalworking")
    while g.pending.kind != "action":  # the order of the returns, if asked
        act(g, g.pending.options[0])
    dogma_done(g)
    expect(g, "A", {"red": L("Metalworking", "John Von Neumann")}, hand=["Pottery"])
    p9 = pile(g, 9)
    assert p9[0] == "Fission" and sorted(p9[-2:]) == ["Computers", "Services"]


def test_john_von_neumann_echo_keeps_both_if_neither_is_purple():
    g = make(
        {"board": {"red": cov("Metalworking", "John Von Neumann")}},
        {},
        supply={1: ["Pottery"], 9: ["Computers", "Fission", "Services"]},
    )
    act(g, "dogma Metalworking")
    dogma_done(g)
    expect(
        g,
        "A",
        {"red": L("Metalworking", "John Von Neumann")},
        hand=["Pottery", "Computers", "Fission"],
    )
    assert pile(g, 9)[0] == "Services"


def test_marie_curie_echo_draws_a_9():
    g = make(
        {"board": {"blue": cov("Writing", "Marie Curie")}},
        {},
        supply={2: ["Calendar"], 9: ["Computers"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(g, "A", {"blue": R("Writing", "Marie Curie")}, hand=["Calendar", "Computers"])


def test_che_guevara_echo_draws_and_scores_a_9():
    g = make(
        {"board": {"yellow": cov("Domestication", "Che Guevara")}},
        {},
        supply={1: ["Oars"], 9: ["Computers"]},
    )
    act(g, "dogma Domestication")
    dogma_done(g)
    expect(
        g, "A", {"yellow": U("Domestication", "Che Guevara")}, hand=["Oars"], score=["Computers"]
    )


def test_gene_roddenberry_echo_melds_another_boards_top_purple_card():
    g = make(
        {"board": {"purple": cov("Code of Laws", "Gene Roddenberry")}},
        {"board": {"purple": ["Mysticism", "Monotheism"]}},
    )
    # "from anywhere": Alice's own top purple card too.
    act(g, "dogma Code of Laws")
    assert g.pending.player == "A" and sorted(g.pending.options) == ["Code of Laws", "Mysticism"]
    act(g, "Mysticism")
    dogma_done(g)
    expect(g, "A", {"purple": U("Mysticism", "Code of Laws", "Gene Roddenberry")})
    expect(g, "B", {"purple": ["Monotheism"]})


def test_gene_roddenberry_echo_own_top_purple_card_moves_nothing():
    # Melding your own top card moves nothing (rulings); Gene, covered, has no karma here.
    g = make(
        {"board": {"purple": cov("Code of Laws", "Gene Roddenberry")}},
        {"board": {"purple": ["Mysticism", "Monotheism"]}},
    )
    act(g, "dogma Code of Laws", "Code of Laws")
    dogma_done(g)
    expect(g, "A", {"purple": U("Code of Laws", "Gene Roddenberry")})
    expect(g, "B", {"purple": ["Mysticism", "Monotheism"]})


def test_hedy_lamarr_echo_may_splay_its_own_colour_up():
    g = make(
        {"board": {"green": cov("Sailing", "Hedy Lamarr")}},
        {},
        supply={1: ["Oars"]},
    )
    act(g, "dogma Sailing")
    assert "green" in g.pending.prompt, g.pending
    act(g, "yes")
    dogma_done(g)
    expect(g, "A", {"green": U("Sailing", "Hedy Lamarr"), "red": ["Oars"]})


def test_taiichi_ohno_echo_draws_a_10():
    g = make(
        {"board": {"green": cov("Sailing", "Taiichi Ohno")}},
        {},
        supply={1: ["Oars"], 10: ["Software"]},
    )
    act(g, "dogma Sailing")
    dogma_done(g)
    expect(g, "A", {"green": L("Sailing", "Taiichi Ohno"), "red": ["Oars"]}, hand=["Software"])


def test_kim_yu_na_echo_scores_a_chosen_top_card_of_your_board():
    g = make(
        {"board": {"purple": cov("Code of Laws", "Kim Yu-Na"), "red": ["Archery"]}},
        {"board": {"yellow": ["Agriculture"]}},
    )
    act(g, "dogma Code of Laws")
    d = g.pending
    assert sorted(map(str, d.options)) == ["Archery", "Code of Laws"], d.options
    act(g, "Archery")
    dogma_done(g)
    expect(g, "A", {"purple": U("Code of Laws", "Kim Yu-Na")}, score=["Archery"])
    expect(g, "B", {"yellow": ["Agriculture"]})


def test_margaret_thatcher_echo_scores_your_own_crown_top_card_only():
    g = make(
        {"board": {"red": cov("Metalworking", "Margaret Thatcher"), "blue": ["Writing"]}},
        {"board": {"green": ["Sailing"]}},
        supply={1: ["Pottery"]},
    )
    act(g, "dogma Metalworking")
    dogma_done(g)
    expect(
        g, "A", {"red": U("Metalworking", "Margaret Thatcher")}, hand=["Pottery"], score=["Writing"]
    )
    expect(g, "B", {"green": ["Sailing"]})


def test_martin_scorsese_echo_draws_and_melds_a_10():
    g = make(
        {"board": {"purple": cov("Code of Laws", "Martin Scorsese")}},
        {},
        supply={10: ["Software"]},
    )
    act(g, "dogma Code of Laws")
    dogma_done(g)
    expect(g, "A", {"purple": L("Code of Laws", "Martin Scorsese"), "blue": ["Software"]})


def test_shigeru_miyamoto_echo_keeps_a_10_with_a_clock():
    # Software (clocks) stays in hand, so Domestication melds it.
    g = make(
        {"board": {"yellow": cov("Domestication", "Shigeru Miyamoto")}},
        {},
        supply={1: ["Oars"], 10: ["Software", "Stem Cells"]},
    )
    act(g, "dogma Domestication")
    dogma_done(g)
    expect(
        g,
        "A",
        {"yellow": L("Domestication", "Shigeru Miyamoto"), "blue": ["Software"]},
        hand=["Oars"],
    )


def test_shigeru_miyamoto_echo_scores_a_10_without_a_clock():
    g = make(
        {"board": {"yellow": cov("Domestication", "Shigeru Miyamoto")}},
        {},
        supply={1: ["Oars"], 10: ["Stem Cells", "Software"]},
    )
    act(g, "dogma Domestication")
    dogma_done(g)
    expect(
        g,
        "A",
        {"yellow": L("Domestication", "Shigeru Miyamoto")},
        hand=["Oars"],
        score=["Stem Cells"],
    )


# ---------------------------------------------------------------- more orders and edges


def test_echo_shared_by_two_players_clockwise_before_the_activating_player():
    # Bob (left) and Carol have as many crowns (3): each effect is done by Bob, Carol,
    # then Alice: Fu Xi's "Draw and score a {2}", then Sailing's "Draw and meld a {1}";
    # then Alice's figure for sharing (her highest top card is a 1).
    g = make(
        {"board": {"green": cov("Sailing", "Fu Xi")}},
        {"board": {"blue": ["Translation"]}},
        {"board": {"green": ["Navigation"]}},
        supply={
            1: ["Oars", "Pottery", "Clothing", "Tools"],
            2: ["Calendar", "Mapmaking", "Construction", "Fermenting"],
        },
        figs={1: ["Gilgamesh"]},
    )
    act(g, "dogma Sailing")
    dogma_done(g)
    expect(
        g,
        "A",
        {"green": R("Clothing", "Sailing", "Fu Xi")},
        hand=["Gilgamesh"],
        score=["Construction"],
    )
    expect(g, "B", {"blue": ["Translation"], "red": ["Oars"]}, score=["Calendar"])
    expect(g, "C", {"green": ["Navigation"], "blue": ["Pottery"]}, score=["Mapmaking"])


def test_echo_meld_covering_the_activated_card_its_dogma_still_runs():
    # Imhotep's echo melds Calendar over Writing; Writing's "Draw a {2}" is still the
    # Dogma action's effect.
    g = make(
        {"board": {"blue": cov("Writing", "Imhotep")}},
        {},
        supply={2: ["Calendar", "Mapmaking"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(g, "A", {"blue": L("Calendar", "Writing", "Imhotep")}, hand=["Mapmaking"])


def test_zhang_heng_echo_blue_3_scores_the_whole_stack_above_it():
    # Alchemy (blue) is tucked under Zhang Heng: Writing and Zhang Heng are above it.
    g = make(
        {"board": {"blue": cov("Writing", "Zhang Heng")}},
        {},
        supply={2: ["Calendar"], 3: ["Alchemy"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(g, "A", {"blue": ["Alchemy"]}, hand=["Calendar"], score=["Writing", "Zhang Heng"])


def test_inspire_effects_fixed_when_the_action_starts_a_hidden_one_still_runs():
    # Rulings: "the effects are the ones visible when the action starts, bottom to
    # top". Shen Kuo (bottom) may splay green left, which hides Ptolemy's effect (bottom
    # middle); Ptolemy's "Draw and meld a {2}" still runs; then a 2 (Mapmaking, the top
    # green card).
    g = make(
        {"board": {"green": {"cards": ["Sailing", "Ptolemy", "Shen Kuo"], "splay": "up"}}},
        {},
        supply={1: ["Oars"], 2: ["Mapmaking", "Calendar"]},
    )
    act(g, "inspire green")
    d = g.pending
    act(g, "green" if "green" in map(str, d.options) else "yes")
    inspired(g)
    expect(g, "A", {"green": L("Mapmaking", "Sailing", "Ptolemy", "Shen Kuo")}, hand=["Calendar"])


def test_inspire_effects_fixed_when_the_action_starts_a_revealed_one_does_not_run():
    # Sergey Brin's inspire (splayed left, bottom right) splays green up, which reveals
    # Ptolemy's (bottom middle): it was not visible when the action started.
    g = make(
        {"board": {"green": {"cards": ["Sailing", "Ptolemy", "Sergey Brin"], "splay": "left"}}},
        {},
        supply={1: ["Oars"], 2: ["Mapmaking", "Calendar"]},
    )
    act(g, "inspire green")
    act(g, "green" if "green" in map(str, g.pending.options) else "yes")
    inspired(g)
    expect(g, "A", {"green": U("Sailing", "Ptolemy", "Sergey Brin")}, hand=["Oars"])


def test_bartholomew_roberts_inspire_scoring_itself_empties_green_draw_a_1():
    # The top green card is scored: no green card is left, so the draw is of value 0,
    # which draws a 1 (rulings: a draw of value 0 or less draws a 1), not a 5.
    g = make(
        {"board": {"green": ["Bartholomew Roberts"], "red": ["Archery"]}},
        {},
        supply={1: ["Oars"], 5: ["Coal"]},
    )
    act(g, "inspire green")  # the only top card with a crown: no question
    inspired(g)
    expect(g, "A", {"red": ["Archery"]}, hand=["Oars"], score=["Bartholomew Roberts"])
    assert pile(g, 5)[0] == "Coal"


def test_duke_ellington_inspire_base_8_empty_draws_a_9_figure():
    # "When drawing expansion cards, skip empty ages even if there are expansion cards
    # of that age available."
    g = make(
        {"board": {"purple": cov("Mysticism", "Duke Ellington")}},
        {},
        supply={1: ["Oars"]},
        figs={8: ["Emmy Noether"], 9: ["Hedy Lamarr"]},
        empty=[("base", 8)],
    )
    act(g, "inspire purple")
    inspired(g)
    expect(
        g,
        "A",
        {"purple": U("Mysticism", "Duke Ellington"), "green": ["Hedy Lamarr"]},
        hand=["Oars"],
    )
    assert pile(g, 8, "figures")[0] == "Emmy Noether"


def test_duke_ellington_inspire_no_8_figure_left_melds_a_base_8():
    # "In the rare case that there are no expansion cards available of the type and age
    # you tried to draw from, draw a base card of that age instead."
    g = make(
        {"board": {"purple": cov("Mysticism", "Duke Ellington")}},
        {},
        supply={1: ["Oars"], 8: ["Rocketry"]},
        empty=[("figures", 8)],
    )
    act(g, "inspire purple")
    inspired(g)
    expect(
        g,
        "A",
        {"purple": U("Mysticism", "Duke Ellington"), "blue": ["Rocketry"]},
        hand=["Oars"],
    )


def test_tigernmas_inspire_draws_follow_the_echoes_draw_rule():
    # With Echoes in play: "If you have cards in your hand, but none of them is an Echoes
    # card, draw an Echo" -- the inspire effect's draw (hand: Tools) is an Echo (Dice);
    # the Inspire action's own draw then finds an Echo in hand: a base card.
    g = outside.make(
        [
            {"name": "A", "board": {"red": cov("Archery", "Tigernmas")}, "hand": ["Tools"]},
            {"name": "B"},
        ],
        ["figures", "echoes"],
        supply={"base": {"1": ["Oars"]}, "echoes": {"1": ["Dice", "Perfume"]}},
        special=(),
    )
    act(g, "inspire red")
    inspired(g)
    assert zones(g, "A")["hand"] == sorted(["Tools", "Dice", "Oars"])
    assert pile(g, 1, "echoes")[0] == "Perfume"


def test_taiichi_ohno_echo_drawing_past_10_ends_the_game():
    g = make(
        {"board": {"green": cov("Sailing", "Taiichi Ohno")}, "score": ["Coal"]},
        {"score": ["Oars"]},
        supply={1: ["Pottery"]},
        empty=[("base", 10)],
    )
    act(g, "dogma Sailing")
    assert g.pending is None
    res = g.result
    res = res if isinstance(res, dict) else g.to_position()["result"]
    assert res["winners"] == ["A"] and res["reason"] == "score", res
    expect(g, "A", {"green": L("Sailing", "Taiichi Ohno")}, score=["Coal"])


def test_takiyuddin_karma_splay_right_before_the_action_changes_the_effects():
    # Rulebook example: "Takiyuddin is a top figure on your board, and you take an
    # Inspire action. Before the Inspire action begins, you splay your green cards right.
    # This reveals an inspire effect, which you can use during the action." Green is
    # splayed up (Hatshepsut's "Draw a {1}" shows); splayed right, Emmy Noether's "Draw
    # and meld an {8}" shows instead and Hatshepsut's is hidden.
    g = make(
        {
            "board": {
                "blue": ["Takiyuddin"],
                "green": {"cards": ["Sailing", "Emmy Noether", "Hatshepsut"], "splay": "up"},
            }
        },
        {},
        supply={1: ["Oars", "Pottery"], 8: ["Flight"]},
    )
    act(g, "inspire green")
    d = g.pending
    assert d.player == "A" and d.kind == "yes_no" and "green" in d.prompt, d
    act(g, "yes")
    inspired(g)
    expect(
        g,
        "A",
        {
            "blue": ["Takiyuddin"],
            "green": R("Sailing", "Emmy Noether", "Hatshepsut"),
            "red": ["Flight"],
        },
        hand=["Oars"],
    )


def test_takiyuddin_karma_makes_no_colour_eligible():
    # Rulings: a colour is chosen for Inspire only if it shows an inspire effect; the
    # karma's splay right would reveal Muhammad Yunus's, but green shows none unsplayed.
    g = make(
        {"board": {"blue": ["Takiyuddin"], "green": ["Sailing", "Muhammad Yunus"]}},
        {},
    )
    assert not any(o.startswith("inspire green") for o in options(g))


def test_confucius_echo_not_your_own_top_figure_of_value_1():
    g = make(
        {"board": {"purple": cov("Code of Laws", "Confucius"), "red": ["Tigernmas"]}},
        {"board": {"green": ["Hatshepsut"]}},
    )
    act(g, "dogma Code of Laws")
    dogma_done(g)
    expect(
        g,
        "A",
        {"purple": U("Code of Laws", "Confucius"), "red": ["Tigernmas"]},
        score=["Hatshepsut"],
    )
    expect(g, "B", {})


def test_saladin_top_echo_other_card_and_its_karma_melds_instead_of_scoring():
    # Saladin on top: "any other top card" leaves Saladin out; scoring the non-figure
    # Mapmaking is replaced by Saladin's karma: "instead meld the card, then you may
    # splay left the color of that card" (one green card: nothing to splay).
    g = make(
        {"board": {"red": ["Saladin"], "yellow": ["Masonry"]}},
        {"board": {"purple": ["City States"], "green": ["Mapmaking"]}},
    )
    act(g, "dogma Saladin")
    d = g.pending
    assert sorted(map(str, d.options)) == ["City States", "Mapmaking", "Masonry"], d.options
    act(g, "Mapmaking")
    dogma_done(g)
    expect(g, "A", {"red": ["Saladin"], "yellow": ["Masonry"], "green": ["Mapmaking"]})
    expect(g, "B", {"purple": ["City States"]})


def test_susan_blackmore_inspire_may_execute_an_echo_effect_of_your_own_board():
    # Any echo or inspire effect (not her own): Alice's covered Tigernmas (inspire) or
    # Bob's covered Huang Di (echo "Draw a {2}"), chosen.
    g = make(
        {
            "board": {
                "blue": cov("Writing", "Susan Blackmore"),
                "red": cov("Archery", "Tigernmas"),
            }
        },
        {"board": {"blue": cov("Tools", "Huang Di")}},
        supply={1: ["Oars", "Pottery"], 2: ["Calendar"]},
    )
    act(g, "inspire blue")
    d = g.pending
    assert len(d.options) == 2, d.options
    act(g, next(o for o in d.options if "Huang Di" in str(o)))
    inspired(g)
    expect(
        g,
        "A",
        {"blue": R("Writing", "Susan Blackmore"), "red": U("Archery", "Tigernmas")},
        hand=["Calendar", "Oars"],
    )
    expect(g, "B", {"blue": U("Tools", "Huang Di")})


def test_susan_blackmore_inspire_nothing_else_visible_only_draws():
    g = make(
        {"board": {"blue": cov("Writing", "Susan Blackmore")}},
        {"board": {"red": ["Archery"]}},
        supply={1: ["Oars"]},
    )
    act(g, "inspire blue")
    inspired(g)
    expect(g, "A", {"blue": R("Writing", "Susan Blackmore")}, hand=["Oars"])


def test_echo_sharing_counts_the_activated_cards_featured_icon_not_the_figures():
    # "The featured icon is the same for all echo and dogma effects": Writing's
    # lightbulb. Bob has more castles (Daedalus's icon) but fewer lightbulbs: he does
    # not share Daedalus's echo.
    g = make(
        {"board": {"blue": cov("Writing", "Daedalus")}},
        {"board": {"red": ["Archery"], "green": ["The Wheel"]}},
        supply={2: ["Calendar", "Mapmaking"], 4: ["Experimentation", "Invention"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(
        g, "A", {"blue": R("Writing", "Daedalus")}, hand=["Calendar"], forecast=["Experimentation"]
    )
    expect(g, "B", {"red": ["Archery"], "green": ["The Wheel"]})


def test_echo_shared_by_lightbulbs_though_the_figure_shows_castles():
    # Bob has more lightbulbs (3) and no castle: he shares Daedalus's echo and
    # Writing's effect, each before Alice; then Alice's figure for sharing.
    g = make(
        {"board": {"blue": cov("Writing", "Daedalus")}},
        {"board": {"purple": ["Philosophy"]}},
        supply={2: ["Calendar", "Mapmaking"], 4: ["Experimentation", "Invention"]},
        figs={1: ["Gilgamesh"]},
    )
    act(g, "dogma Writing")
    dogma_done(g)
    expect(
        g,
        "A",
        {"blue": R("Writing", "Daedalus")},
        hand=["Mapmaking", "Gilgamesh"],
        forecast=["Invention"],
    )
    expect(g, "B", {"purple": ["Philosophy"]}, hand=["Calendar"], forecast=["Experimentation"])
