"""The moves the RULES make, against the verbs Figures karmas name.

Written as an outside checker from the rulebooks (deluxe-rulebook.txt, figures-rulebook.txt,
artifacts-rulebook.txt, online-rules-en.txt) and docs/rulings.md only, through the documented
API (a position in, decisions answered, the position out).

"Would" karmas answer "when that condition occurs" (Figures rulebook: Karma Effects) and
"stay in effect as long as the figure remains a top card"; "Karma effects never chain or
trigger off of other karma effects". For each move a rule makes (the Draw action's draw, the
sharing draw, the Figures draws, the Inspire draw, a City's plus and search, the City draw,
the dig, the promotion's meld, the Meld action's meld, the Endorse payment, the Decree's
removal, the fade's score, the relic seizing, the Achieve action's claim, a special
achievement's claim, the display's return) a karma naming that verb is on top and the move
happens.
"""

from __future__ import annotations

from outside import act, ask, make, player

import inno


def zones(game, who: str) -> dict:
    """A player's zones, boards as {colour: (cards top first, splay)}."""
    p = player(game, who)
    out = {k: v for k, v in p.items() if k not in ("name", "board")}
    out["board"] = {c: (s["cards"], s["splay"]) for c, s in p["board"].items()}
    return out


def pile(game, set_: str, age: int) -> list:
    return game.to_position()["supply"].get(set_, {}).get(str(age), [])


def pos(game) -> dict:
    return game.to_position()


# --- The Draw action's draw ---------------------------------------------------------------


def test_rhazes_answers_the_draw_actions_draw():
    # "If you would draw a card, first tuck a card of the same value from your hand."
    game = make(
        [
            {"name": "Alice", "board": {"yellow": ["Rhazes"]}, "hand": ["Tools", "Education"]},
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"3": ["Compass", "Paper"]}},
    )
    act(game, "draw")
    a = zones(game, "Alice")
    assert a["board"] == {
        "yellow": (["Rhazes"], "none"),
        "purple": (["Education"], "none"),
    }
    assert sorted(a["hand"]) == ["Compass", "Tools"]
    assert a["tucked"] == 1
    assert pile(game, "base", 3)[0] == "Paper"


def test_rhazes_draw_action_without_a_card_of_that_value_just_draws():
    game = make(
        [
            {"name": "Alice", "board": {"yellow": ["Rhazes"]}, "hand": ["Tools", "Writing"]},
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"3": ["Compass", "Paper"]}},
    )
    act(game, "draw")
    a = zones(game, "Alice")
    assert a["board"] == {"yellow": (["Rhazes"], "none")}
    assert sorted(a["hand"]) == ["Compass", "Tools", "Writing"]
    assert a["tucked"] == 0


# --- The sharing draw (a Figure: "If you would draw a base card after a Dogma action because
# you shared ... draw a Figures card instead") -------------------------------------------


def test_rhazes_answers_the_sharing_draw_of_a_figure():
    # Writing: "Draw a {2}". Bob shares (3 lightbulbs >= 2) and draws: a change. Alice draws
    # her 2 (no 2 in hand: Rhazes tucks nothing), then the sharing draw: a Figure of her
    # highest top card, 3 (Rhazes); Rhazes first tucks her 3 (Alchemy) from her hand.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Rhazes"], "blue": ["Writing"]},
                "hand": ["Alchemy"],
            },
            {"name": "Bob", "board": {"purple": ["Education"]}},
        ],
        ["figures"],
        supply={
            "figures": {"3": ["Saladin", "Alhazen"]},
            "base": {"2": ["Calendar", "Mathematics"], "3": ["Compass"]},
        },
    )
    act(game, "dogma Writing")
    a = zones(game, "Alice")
    assert a["board"] == {
        "blue": (["Writing", "Alchemy"], "none"),
        "yellow": (["Rhazes"], "none"),
    }
    assert sorted(a["hand"]) == ["Mathematics", "Saladin"]
    assert zones(game, "Bob")["hand"] == ["Calendar"]
    assert pile(game, "figures", 3)[0] == "Alhazen"


def test_john_harrison_answers_an_opponents_sharing_draw():
    # Bob's John Harrison: "If an opponent would draw a card for sharing, first draw a {6}.
    # You may choose the type of card drawn."  Alice's sharing draw is a rule's draw.
    game = make(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}},
            {
                "name": "Bob",
                "board": {"green": ["John Harrison"], "purple": ["Education"]},
            },
        ],
        ["figures"],
        supply={
            "figures": {"1": ["Homer"], "6": ["Adam Smith"]},
            "base": {"2": ["Calendar", "Mathematics"], "6": ["Canning"]},
        },
    )
    act(game, "dogma Writing")
    # Bob shares (3 lightbulbs >= 2): draws a 2 (his highest top is 6: "Draw a {2}" is a 2).
    # Then Alice's sharing draw: John Harrison first, Bob chooses the type of his 6.
    d = game.pending
    assert d is not None and d.player == "Bob", d
    choice = next(o for o in d.options if "figures" in str(o).lower())
    game.answer(choice)
    b = zones(game, "Bob")
    assert sorted(b["hand"]) == ["Adam Smith", "Calendar"]
    a = zones(game, "Alice")
    # Alice's highest top card is Writing, a 1: a Figure 1.
    assert sorted(a["hand"]) == ["Homer", "Mathematics"]
    assert pile(game, "base", 6)[0] == "Canning"


# --- The Figures draws after an Achieve action ---------------------------------------------


def test_rhazes_answers_the_figures_draw_after_an_opponents_achieve_action():
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Archery"]}, "score": ["Coal"]},
            {"name": "Bob", "board": {"yellow": ["Rhazes"]}, "hand": ["Education", "Tools"]},
        ],
        ["figures"],
        achievements=["Metalworking"],
        supply={"figures": {"3": ["Saladin", "Alhazen"]}, "base": {"3": ["Compass"]}},
    )
    act(game, "achieve 1")
    assert zones(game, "Alice")["achievements"] == ["Metalworking"]
    b = zones(game, "Bob")
    assert b["board"] == {
        "yellow": (["Rhazes"], "none"),
        "purple": (["Education"], "none"),
    }
    assert sorted(b["hand"]) == ["Saladin", "Tools"]
    assert b["tucked"] == 1
    assert pile(game, "base", 3)[0] == "Compass"


def test_samuel_de_champlain_answers_the_figures_draw_and_his_claim_draws_no_figure():
    # Bob holds four cards: the Figure drawn after Alice's Achieve action is a fifth card.
    # "first claim an achievement of that card's value or below, regardless of
    # eligibility": the 5 Figure -> the 2 (the only one left). That claim is no Achieve
    # action: Alice draws no Figure.
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Archery"]}, "score": ["Coal"]},
            {
                "name": "Bob",
                "board": {"green": ["Samuel de Champlain"]},
                "hand": ["Tools", "Writing", "Sailing", "Oars"],
            },
        ],
        ["figures"],
        achievements=["Metalworking", "Calendar"],
        supply={
            "figures": {"1": ["Homer"], "5": ["Shivaji", "Isaac Newton"]},
        },
    )
    act(game, "achieve 1")
    assert zones(game, "Alice")["achievements"] == ["Metalworking"]
    assert zones(game, "Alice")["hand"] == []
    b = zones(game, "Bob")
    assert b["achievements"] == ["Calendar"]
    assert sorted(b["hand"]) == ["Oars", "Sailing", "Shivaji", "Tools", "Writing"]
    assert pos(game)["achievements"] == []
    assert pile(game, "figures", 1)[0] == "Homer"


# --- The Inspire draw ------------------------------------------------------------------


def test_rhazes_answers_the_inspire_draw_not_only_the_inspire_effects():
    # Al-Kindi's inspire: "Score a card from your hand." (no draw). Then the Inspire rule:
    # "draw a card of value equal to your top card in that color": a 3 (Al-Kindi). Rhazes
    # first tucks Alchemy (3). Then Alice fades one of her two top figures.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Rhazes"], "purple": ["Al-Kindi"]},
                "hand": ["Tools", "Alchemy"],
            },
            {"name": "Bob", "board": {"purple": ["Education"]}},
        ],
        ["figures"],
        supply={"base": {"3": ["Compass", "Paper"]}},
    )
    act(game, "inspire purple", "Tools")
    a = zones(game, "Alice")
    assert a["board"] == {
        "blue": (["Alchemy"], "none"),
        "yellow": (["Rhazes"], "none"),
        "purple": (["Al-Kindi"], "none"),
    }
    assert a["hand"] == ["Compass"]
    assert a["score"] == ["Tools"]
    ask(game, "Alice", ["Rhazes", "Al-Kindi"], "choose_card")  # the fade


# --- Cities: the plus icon's draw, the City draw, the search --------------------------------


def test_rhazes_answers_a_plus_icons_draw():
    # Ephesus (purple 1, plus) melded by a Meld action onto purple (no new colour: no City
    # draw): "Draw a card of value one higher than the city's age": a 2. Rhazes first tucks
    # Calendar (2).
    game = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Rhazes"], "purple": ["Education"]},
                "hand": ["Ephesus", "Calendar"],
            },
            {"name": "Bob"},
        ],
        ["figures", "cities"],
        supply={"base": {"2": ["Mathematics", "Fermenting"]}},
    )
    act(game, "meld Ephesus")
    a = zones(game, "Alice")
    assert a["board"] == {
        "yellow": (["Rhazes"], "none"),
        "purple": (["Ephesus", "Education"], "none"),
        "blue": (["Calendar"], "none"),
    }
    assert a["hand"] == ["Mathematics"]


def test_rhazes_answers_the_city_draw_for_a_new_colour():
    # A Meld action adding a new colour: "draw a City" of the highest top card's value, 3.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Rhazes"]},
                "hand": ["Tools", "Education"],
            },
            {"name": "Bob"},
        ],
        ["figures", "cities"],
        supply={"cities": {"3": ["Venice", "Mecca"]}},
    )
    act(game, "meld Tools")
    a = zones(game, "Alice")
    assert a["board"] == {
        "yellow": (["Rhazes"], "none"),
        "blue": (["Tools"], "none"),
        "purple": (["Education"], "none"),
    }
    assert a["hand"] == ["Venice"]


def test_no_karma_answers_a_search_icons_draws():
    # Decided (rulings: "no karma acts on its draws, reveals or returns"): Marseille (green 2,
    # search crown) draws and reveals two base 2s; Rhazes does not tuck Fermenting (2).
    game = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Rhazes"], "green": ["Clothing"]},
                "hand": ["Marseille", "Fermenting"],
            },
            {"name": "Bob"},
        ],
        ["figures", "cities"],
        supply={"base": {"2": ["Mapmaking", "Calendar", "Currency"]}},
    )
    act(game, "meld Marseille")
    a = zones(game, "Alice")
    assert a["board"] == {
        "yellow": (["Rhazes"], "none"),
        "green": (["Marseille", "Clothing"], "none"),
    }
    assert sorted(a["hand"]) == ["Fermenting", "Mapmaking"]
    assert pile(game, "base", 2)[0] == "Currency"
    assert pile(game, "base", 2)[-1] == "Calendar"


def test_no_karma_answers_a_search_icons_returns():
    # Seville (purple 4, search lightbulb): Gunpowder (a factory, no lightbulb) is returned;
    # Napoleon Bonaparte's "If you would ... return a card with a {factory}, instead tuck it
    # and score a top card of value 6 from anywhere" does not answer (decided).
    game = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Napoleon Bonaparte"], "purple": ["Education"]},
                "hand": ["Seville"],
            },
            {"name": "Bob", "board": {"red": ["Machine Tools"]}},
        ],
        ["figures", "cities"],
        supply={"base": {"4": ["Colonialism", "Gunpowder", "Experimentation", "Navigation"]}},
    )
    act(game, "meld Seville", "Gunpowder")
    a = zones(game, "Alice")
    assert a["board"] == {
        "red": (["Napoleon Bonaparte"], "none"),
        "purple": (["Seville", "Education"], "none"),
    }
    assert sorted(a["hand"]) == ["Colonialism", "Experimentation"]
    assert a["score"] == []
    assert zones(game, "Bob")["board"] == {"red": (["Machine Tools"], "none")}
    assert pile(game, "base", 4)[-2:] == ["Gunpowder", "Navigation"]


# --- Artifacts: the dig ("dig up (draw) an Artifact") ---------------------------------------


def test_rhazes_and_the_dig():
    # UNSURE: the rulebooks say both "Instead of being drawn into your hand, they go on
    # display" and "dig up (draw) an Artifact card". inno: no karma answers the dig (Tools,
    # a 1 like the dug artifact, stays in hand).
    game = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Rhazes"], "red": ["Archery"]},
                "hand": ["Oars", "Tools"],
            },
            {"name": "Bob", "board": {"purple": ["Education"]}},
        ],
        ["figures", "artifacts"],
        supply={"artifacts": {"1": ["Sibidu Needle"]}, "base": {"1": ["Pottery"]}},
    )
    act(game, "meld Oars")
    a = zones(game, "Alice")
    assert a["display"] == ["Sibidu Needle"]
    assert a["board"] == {
        "red": (["Oars", "Archery"], "none"),
        "yellow": (["Rhazes"], "none"),
    }
    assert a["hand"] == ["Tools"]


# --- Melds: the Meld action's, the promotion's, the setup's ----------------------------------


def test_sargon_answers_the_meld_actions_meld_and_nothing_is_promoted():
    # "If you would meld a card, and your current top card of that color is of equal value,
    # instead tuck it." Oars (1) onto Archery (1): tucked. Nothing was melded, so no forecast
    # card is "equal to or lower than the melded card": no promotion is offered.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Sargon of Akkad"], "red": ["Archery"]},
                "hand": ["Oars"],
                "forecast": ["Tools"],
            },
            {"name": "Bob"},
        ],
        ["figures", "echoes"],
    )
    act(game, "meld Oars")
    assert game.pending.kind == "action", game.pending
    a = zones(game, "Alice")
    assert a["board"] == {
        "green": (["Sargon of Akkad"], "none"),
        "red": (["Archery", "Oars"], "none"),
    }
    assert a["forecast"] == ["Tools"]
    assert a["tucked"] == 1


def test_sargon_meld_action_of_another_value_melds_it():
    game = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Sargon of Akkad"], "red": ["Archery"]},
                "hand": ["Construction"],
            },
            {"name": "Bob"},
        ],
        ["figures", "echoes"],
    )
    act(game, "meld Construction")
    assert zones(game, "Alice")["board"]["red"] == (["Construction", "Archery"], "none")


def test_sargon_answers_the_promotions_meld_and_no_free_dogma_follows():
    # The promotion is "meld it"; Sargon replaces that meld by a tuck (Oars onto Archery, both
    # 1s). "If you do, you may also take a free Dogma action targeting the promoted card":
    # nothing was melded, so no free Dogma action is offered.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Sargon of Akkad"],
                    "red": ["Archery"],
                    "blue": ["Writing"],
                },
                "hand": ["Calendar"],
                "forecast": ["Oars"],
            },
            {"name": "Bob", "board": {"purple": ["Education"]}},
        ],
        ["figures", "echoes"],
    )
    act(game, "meld Calendar")
    ask(game, "Alice", ["Oars", None], "choose_card")
    act(game, "Oars")
    assert game.pending.kind == "action", game.pending
    a = zones(game, "Alice")
    assert a["board"] == {
        "blue": (["Calendar", "Writing"], "none"),
        "red": (["Archery", "Oars"], "none"),
        "green": (["Sargon of Akkad"], "none"),
    }
    assert a["forecast"] == []
    assert a["tucked"] == 1


def test_sargon_promotion_of_another_value_is_melded_and_may_be_activated():
    # The condition just failing: Oars (1) promoted onto Construction (2) is melded, and the
    # free Dogma action on it is offered.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Sargon of Akkad"],
                    "red": ["Construction"],
                    "blue": ["Writing"],
                },
                "hand": ["Calendar"],
                "forecast": ["Oars"],
            },
            {"name": "Bob", "board": {"purple": ["Education"]}},
        ],
        ["figures", "echoes"],
    )
    act(game, "meld Calendar", "Oars")
    assert game.pending.kind != "action", game.pending
    assert zones(game, "Alice")["board"]["red"] == (["Oars", "Construction"], "none")


def test_augustus_caesar_answers_an_opponents_promotion():
    # "If any player would meld or foreshadow a card of value less than 4, first reveal it.
    # If it is red or green and has a {castle}, instead transfer it to your board, then tuck
    # all cards from your forecast." Alice's Meld action melds Calendar (revealed, blue: melded);
    # her promoted Oars (red, castles) goes to Bob's board, and Bob tucks his forecast.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Archery"]},
                "hand": ["Calendar"],
                "forecast": ["Oars"],
            },
            {
                "name": "Bob",
                "board": {"green": ["Augustus Caesar"]},
                "forecast": ["Tools", "Sailing"],
            },
        ],
        ["figures", "echoes"],
    )
    act(game, "meld Calendar", "Oars")
    assert game.pending.kind == "action", game.pending  # no free Dogma: nothing was melded
    a = zones(game, "Alice")
    assert a["board"] == {"blue": (["Calendar"], "none"), "red": (["Archery"], "none")}
    assert a["forecast"] == []
    b = zones(game, "Bob")
    assert b["board"] == {
        "green": (["Augustus Caesar", "Sailing"], "none"),
        "red": (["Oars"], "none"),
        "blue": (["Tools"], "none"),
    }
    assert b["forecast"] == []


def test_sargon_answers_the_meld_action_of_a_displayed_artifact():
    # Decided: the Meld action of the displayed artifact is answered like any meld. Sibidu
    # Needle (blue 1) onto Writing (1) is tucked; nothing was melded: no dig.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Sargon of Akkad"], "blue": ["Writing"]},
                "display": ["Sibidu Needle"],
            },
            {"name": "Bob"},
        ],
        ["figures", "artifacts"],
        supply={"artifacts": {"1": ["Holmegaard Bows"]}},
    )
    act(game, "meld Sibidu Needle")
    a = zones(game, "Alice")
    assert a["display"] == []
    assert a["board"] == {
        "green": (["Sargon of Akkad"], "none"),
        "blue": (["Writing", "Sibidu Needle"], "none"),
    }
    assert pile(game, "artifacts", 1)[0] == "Holmegaard Bows"


def test_the_setup_melds_meet_no_karma():
    # At the setup every board is empty and only age 1 base (and Echoes) cards are dealt: no
    # figure can be a top card when the first melds happen, so no karma can answer them.
    # A real setup: each first card is simply melded.
    game = inno.Game.from_position(
        {
            "players": [
                {"name": "Alice", "hand": ["Sailing", "Oars"]},
                {"name": "Bob", "hand": ["Tools", "Writing"]},
            ],
            "expansions": ["figures"],
            "phase": "setup",
            "achievements": [],
        }
    )
    act(game, "Sailing", "Tools")
    assert zones(game, "Alice")["board"] == {"green": (["Sailing"], "none")}
    assert zones(game, "Bob")["board"] == {"blue": (["Tools"], "none")}
    assert game.to_position()["turn"]["player"] == "Alice"


# --- Cities: the Endorse payment's tuck ------------------------------------------------------


def test_sunshu_ao_answers_the_endorse_payment_and_the_endorse_goes_on():
    # "If you would tuck a yellow card, instead execute all non-demand Dogma effects on it for
    # yourself only, then return it to your hand." The payment (Agriculture, a yellow 1, for
    # Babylon, a 1 showing lightbulbs) is replaced; the cost still counts as paid (decided):
    # Writing's "Draw a {2}" runs twice for Alice.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "yellow": ["Sunshu Ao"],
                    "green": ["Babylon"],
                    "blue": ["Writing"],
                },
                "hand": ["Agriculture"],
            },
            {"name": "Bob", "board": {"purple": ["Mysticism"]}},
        ],
        ["figures", "cities"],
        supply={"base": {"2": ["Calendar", "Mathematics", "Fermenting"]}},
    )
    act(game, "endorse Writing")
    # Agriculture executed for Alice: "You may return a card from your hand": declined.
    d = ask(game, "Alice", ["Agriculture", None], "choose_card")
    assert "Agriculture" in d.prompt
    act(game, None)
    a = zones(game, "Alice")
    assert a["board"] == {
        "yellow": (["Sunshu Ao"], "none"),
        "green": (["Babylon"], "none"),
        "blue": (["Writing"], "none"),
    }
    assert sorted(a["hand"]) == ["Agriculture", "Calendar", "Mathematics"]
    assert a["tucked"] == 0
    assert "endorse Writing" not in game.pending.options  # once per turn: it was taken


# --- Figures: the Decree's removal -----------------------------------------------------------


def test_homer_answers_the_decrees_removal_of_figures_only():
    # The rulebook's own example: "Each figure in your hand that would have been removed is
    # tucked on your board instead." Tools (not a figure) is removed.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "purple": ["Homer"],
                    "yellow": ["Agriculture"],
                    "green": ["Clothing"],
                    "red": ["Archery"],
                },
                "hand": ["Sneferu", "Augustus Caesar", "Saladin", "Tools"],
            },
            {"name": "Bob", "board": {"purple": ["Mysticism"]}},
        ],
        ["figures"],
    )
    act(game, "decree Expansion")
    # "Splay any one of your colors up": the stacks of two cards.
    ask(game, "Alice", ["red", "green", "yellow"], "choose_color")
    act(game, "red")
    a = zones(game, "Alice")
    assert a["board"] == {
        "red": (["Archery", "Saladin"], "up"),
        "green": (["Clothing", "Augustus Caesar"], "none"),
        "yellow": (["Agriculture", "Sneferu"], "none"),
        "purple": (["Homer"], "none"),
    }
    assert a["hand"] == []
    assert a["achievements"] == ["Expansion"]
    assert pos(game)["removed"] == ["Tools"]
    assert "Expansion" not in pos(game)["decrees"]


def test_cai_lun_answers_the_claim_of_a_decree():
    # "Claim an achievement" is any claim (decided), a Decree's too: first draw and
    # foreshadow a 3, then Expansion is claimed and executed.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Cai Lun"], "red": ["Archery", "Oars"]},
                "hand": ["Sneferu", "Augustus Caesar", "Saladin"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"3": ["Compass", "Paper"]}},
    )
    act(game, "decree Expansion")
    a = zones(game, "Alice")
    assert a["forecast"] == ["Compass"]
    assert a["achievements"] == ["Expansion"]
    assert a["board"]["red"] == (["Archery", "Oars"], "up")
    assert a["hand"] == []
    assert sorted(pos(game)["removed"]) == ["Augustus Caesar", "Saladin", "Sneferu"]


# --- Figures: the fade's score ---------------------------------------------------------------


def _fading_board():
    return make(
        [
            {
                "name": "Alice",
                "board": {
                    "red": {"cards": ["Yi Sun-Sin", "Archery"], "splay": "left"},
                    "purple": ["Homer"],
                    "green": {"cards": ["Augustus Caesar", "Clothing"], "splay": "left"},
                },
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
        supply={"base": {"4": ["Experimentation"], "3": ["Education", "Compass"]}},
    )


def test_yi_sun_sin_answers_the_fades_score_of_a_splayed_colour_only():
    # "If you would score a card of a color you have splayed, instead tuck it, then draw and
    # tuck a {3}." Faded figures are scored (decided): Augustus Caesar (green, splayed) is
    # tucked and a 3 (Education) drawn and tucked; Homer (purple, not splayed) is scored.
    game = _fading_board()
    act(game, "draw")
    ask(game, "Alice", ["Yi Sun-Sin", "Augustus Caesar", "Homer"], "choose_card")
    act(game, "Augustus Caesar")
    ask(game, "Alice", ["Yi Sun-Sin", "Homer"], "choose_card")
    act(game, "Homer")
    a = zones(game, "Alice")
    assert a["board"] == {
        "red": (["Yi Sun-Sin", "Archery"], "left"),
        "green": (["Clothing", "Augustus Caesar"], "left"),
        "purple": (["Education"], "none"),
    }
    assert a["score"] == ["Homer"]
    assert a["hand"] == ["Experimentation"]
    assert (a["tucked"], a["scored"]) == (2, 1)


def test_yi_sun_sin_answers_his_own_fade():
    # Still a top card when he "would" be scored: his karma answers (tucked under Archery).
    game = _fading_board()
    act(game, "draw", "Yi Sun-Sin")
    a = zones(game, "Alice")
    assert a["board"]["red"] == (["Archery", "Yi Sun-Sin"], "left")
    assert a["board"]["purple"] == (["Homer", "Education"], "none")
    assert a["score"] == []
    # two top figures remain: the fading goes on
    ask(game, "Alice", ["Augustus Caesar", "Homer"], "choose_card")


# --- Artifacts: the relic seizing ------------------------------------------------------------


def test_seizing_a_relic_into_the_achievements_is_no_claim_for_cai_lun():
    # "To seize a Relic, choose to either transfer it ..."; "Transferring a card does not
    # count as ... achieving" (decided: seizing is a transfer). Cai Lun does not answer.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Cai Lun"], "red": ["Engineering"]},
                "hand": ["Optics"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["figures", "artifacts"],
        options={"relics": True},
        supply={
            "artifacts": {"3": ["Excalibur"]},
            "base": {"3": ["Education", "Compass"]},
        },
    )
    act(game, "meld Optics")
    ask(game, "Alice", ["yes", "no"], "yes_no")
    act(game, "yes")
    a = zones(game, "Alice")
    assert a["achievements"] == ["Timbuktu"]  # a relic of Cities, not in play
    assert a["display"] == ["Excalibur"]
    assert a["forecast"] == []
    assert pile(game, "base", 3)[0] == "Education"
    assert "Timbuktu" not in pos(game)["relics"]


# --- The Achieve action's claim, a special achievement's claim --------------------------------


def test_cai_lun_answers_the_achieve_actions_claim_and_the_opponent_draws_a_figure():
    game = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Cai Lun"]},
                "score": ["Coal"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
        achievements=["Metalworking"],
        supply={"base": {"3": ["Compass", "Paper"]}, "figures": {"1": ["Homer"]}},
    )
    act(game, "achieve 1")
    a = zones(game, "Alice")
    assert a["forecast"] == ["Compass"]
    assert a["achievements"] == ["Metalworking"]
    assert zones(game, "Bob")["hand"] == ["Homer"]


def test_no_chain_hatshepsut_does_not_answer_cai_luns_draw():
    # "Karma effects never chain or trigger off of other karma effects": Cai Lun's "draw and
    # foreshadow a {3}" is not answered by Hatshepsut ("If you would draw a card of value
    # higher than 1 and you have a {1} in your hand, first return all cards from your hand
    # and draw two cards of that value"): Tools stays in hand.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Cai Lun"], "green": ["Hatshepsut"]},
                "hand": ["Tools"],
                "score": ["Coal"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
        achievements=["Metalworking"],
        supply={"base": {"3": ["Compass", "Paper", "Education"]}, "figures": {"1": ["Homer"]}},
    )
    act(game, "achieve 1")
    a = zones(game, "Alice")
    assert a["forecast"] == ["Compass"]
    assert a["hand"] == ["Tools"]
    assert a["achievements"] == ["Metalworking"]
    assert pile(game, "base", 3)[:2] == ["Paper", "Education"]
    assert zones(game, "Bob")["hand"] == ["Homer"]
    ask(game, "Alice", ["Cai Lun", "Hatshepsut"], "choose_card")  # the fade


def test_hatshepsut_answers_the_draw_action_in_the_same_position():
    # The control of the test above: the Draw action's draw (a 2, Cai Lun) is answered.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Cai Lun"], "green": ["Hatshepsut"]},
                "hand": ["Tools"],
                "score": ["Coal"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
        achievements=["Metalworking"],
        supply={"base": {"2": ["Calendar", "Mathematics", "Fermenting"]}},
    )
    act(game, "draw")
    a = zones(game, "Alice")
    assert sorted(a["hand"]) == ["Calendar", "Fermenting", "Mathematics"]
    assert pile(game, "base", 1)[-1] == "Tools"


def test_cai_lun_answers_a_special_achievements_claim():
    # Monument: Alice has tucked five cards this turn; Monotheism's "Draw and tuck a {1}"
    # makes six. The claim is the rules'; Cai Lun answers it first (any claim: decided).
    game = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Cai Lun"], "purple": ["Monotheism"]},
                "tucked": 5,
            },
            {"name": "Bob"},  # vulnerable, with no top card to give
        ],
        ["figures"],
        supply={"base": {"1": ["Tools"], "3": ["Compass", "Paper"]}},
    )
    act(game, "dogma Monotheism")
    a = zones(game, "Alice")
    assert a["board"] == {
        "yellow": (["Cai Lun"], "none"),
        "purple": (["Monotheism"], "none"),
        "blue": (["Tools"], "none"),
    }
    assert a["achievements"] == ["Monument"]
    assert a["forecast"] == ["Compass"]
    assert a["tucked"] == 6
    assert "Monument" not in pos(game)["special_achievements"]


def test_cai_lun_foreshadows_before_the_special_claim_that_wins():
    # Cai Lun "If you would claim an achievement, first draw and foreshadow a {3}";
    # rulebook: "If the reaction starts with 'first,' follow the instructions of the karma
    # effect, and then continue with the original effect": the foreshadow, then the claim
    # of Monument (not found again by the checks while the karma runs: rulings), which is
    # the 7th achievement.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Cai Lun"], "purple": ["Monotheism"]},
                "tucked": 5,
                "achievements": ["Oars", "Mathematics", "Optics", "Navigation", "Coal", "Canning"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"1": ["Tools"], "3": ["Compass", "Paper"]}},
    )
    act(game, "dogma Monotheism")
    assert game.result is not None and game.result.winners == ["Alice"]
    a = zones(game, "Alice")
    assert "Monument" in a["achievements"]
    assert a["forecast"] == ["Compass"]
    assert a["hand"] == []


def test_johannes_vermeer_does_not_answer_a_special_achievements_claim():
    # "If you would claim a standard achievement, first claim an achievement of value one
    # higher": Monument is no standard achievement; the 6 stays available. Vermeer's own
    # inspire "Draw and score a {3}" is the sixth score; the Inspire draw is a 5.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Johannes Vermeer"]},
                "scored": 5,
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
        achievements=["Canning"],
        supply={"base": {"3": ["Compass"], "5": ["Coal"]}},
    )
    act(game, "inspire purple")
    a = zones(game, "Alice")
    assert a["achievements"] == ["Monument"]
    assert a["score"] == ["Compass"]
    assert a["hand"] == ["Coal"]
    assert pos(game)["achievements"] == ["Canning"]


def test_johannes_vermeer_answers_the_achieve_actions_claim():
    game = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Johannes Vermeer"]},
                "score": ["Coal"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
        achievements=["Metalworking", "Calendar"],
        supply={"figures": {"1": ["Homer"]}},
    )
    act(game, "achieve 1")
    a = zones(game, "Alice")
    assert sorted(a["achievements"]) == ["Calendar", "Metalworking"]
    assert pos(game)["achievements"] == []


# --- Artifacts: the display's return ---------------------------------------------------------


def _display_game():
    return make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Napoleon Bonaparte"], "blue": ["Writing"]},
                "display": ["Delft Pocket Telescope"],
            },
            {"name": "Bob", "board": {"red": ["Machine Tools"]}},
        ],
        ["figures", "artifacts"],
        phase="start",
    )


def test_napoleon_does_not_answer_the_displays_return():
    # Decided: no karma answers the display's return (Delft Pocket Telescope has a factory).
    game = _display_game()
    ask(game, "Alice", ["dogma", "return", "keep"], "choose_option")
    act(game, "return")
    a = zones(game, "Alice")
    assert a["display"] == []
    assert a["board"] == {
        "red": (["Napoleon Bonaparte"], "none"),
        "blue": (["Writing"], "none"),
    }
    assert a["score"] == []
    assert zones(game, "Bob")["board"] == {"red": (["Machine Tools"], "none")}
    assert pile(game, "artifacts", 4)[-1] == "Delft Pocket Telescope"


def test_napoleon_does_not_answer_the_return_after_the_displays_free_dogma():
    # "At the conclusion of the free Dogma action, return the displayed artifact": Delft
    # Pocket Telescope ("Return a card from your score pile. If you do, ...") does nothing
    # with an empty score pile (Bob, without lightbulbs, does not share); then it is returned.
    game = _display_game()
    act(game, "dogma")
    assert game.pending.kind == "action", game.pending
    a = zones(game, "Alice")
    assert a["display"] == []
    assert a["board"]["red"] == (["Napoleon Bonaparte"], "none")
    assert a["score"] == []
    assert zones(game, "Bob")["board"] == {"red": (["Machine Tools"], "none")}
    assert pile(game, "artifacts", 4)[-1] == "Delft Pocket Telescope"
