"""Figures in the Sand: the OPTIONS of the choices the first options audit
(test_figures_options.py) did not reach: the simple hand choices of inspire effects, the
"you may splay" choices, Erwin Rommel's karma, Stephen Hawking's hex echoes and the
Decrees. Written from the printed texts only (an outside checker's audit): each choice
must offer exactly the candidates the text allows."""

from __future__ import annotations

from outside import act, board, make, player


def opts(game):
    """The options, sorted, a None (declining) last."""
    options = list(game.pending.options)
    return sorted(o for o in options if o is not None) + [None] * (None in options)


def pile(game, name):
    return player(game, name)["score"]


def hand(game, name):
    return player(game, name)["hand"]


def at_action(game, name="Alice"):
    return (
        game.pending is not None and game.pending.kind == "action" and (game.pending.player == name)
    )


# --- "Score a card from your hand" -------------------------------------------------


def test_gilgamesh_options_inspire_every_hand_card_figure_too():
    # Score a card from your hand: every card of the hand, a figure and three cards of
    # one value alike; not the score pile's card, not a board card.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Gilgamesh", "Archery"]},
                "hand": ["Homer", "Sailing", "Tools", "Calendar"],
                "score": ["Clothing"],
            },
            {"name": "Bob", "hand": ["Writing"], "score": ["Oars"]},
        ],
        ["figures"],
        supply={"base": {"1": ["Pottery"]}},
    )
    act(g, "inspire red")
    assert g.pending.kind == "choose_card"
    assert opts(g) == ["Calendar", "Homer", "Sailing", "Tools"]
    act(g, "Homer")
    assert sorted(pile(g, "Alice")) == ["Clothing", "Homer"]
    # then a 1 (the top red card's value) is drawn
    assert sorted(hand(g, "Alice")) == ["Calendar", "Pottery", "Sailing", "Tools"]
    assert hand(g, "Bob") == ["Writing"]
    assert at_action(g)


def test_gilgamesh_options_inspire_one_card_not_asked_empty_hand():
    # One card in hand: forced, not asked. Then an empty hand: nothing to score, the draw
    # still comes.
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Gilgamesh"]}, "hand": ["Sailing"]},
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"1": ["Pottery", "Clothing"]}},
    )
    act(g, "inspire red")
    assert pile(g, "Alice") == ["Sailing"]
    assert hand(g, "Alice") == ["Pottery"]
    assert at_action(g)


def test_gilgamesh_options_inspire_empty_hand_only_draws():
    g = make(
        [{"name": "Alice", "board": {"red": ["Gilgamesh"]}}, {"name": "Bob"}],
        ["figures"],
        supply={"base": {"1": ["Pottery", "Clothing"]}},
    )
    act(g, "inspire red")
    assert pile(g, "Alice") == []
    assert hand(g, "Alice") == ["Pottery"]
    assert at_action(g)


def test_alexander_the_great_options_inspire_castle_card_with_kim_yu_na():
    # Score a card from your hand: every hand card. Kim Yu-Na of the same player: "If
    # you would score a card with a {castle}, instead you win."
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Alexander the Great"], "purple": ["Kim Yu-Na"]},
                "hand": ["Writing", "Masonry", "Sinuhe"],
            },
            {"name": "Bob", "score": ["Oars"]},
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar"]}},
    )
    act(g, "inspire red")
    assert opts(g) == ["Masonry", "Sinuhe", "Writing"]
    act(g, "Masonry")
    assert g.result is not None
    assert g.result["winners"] == ["Alice"]
    assert pile(g, "Alice") == []
    assert "Masonry" in hand(g, "Alice")


def test_alexander_the_great_options_inspire_no_castle_scores_normally():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Alexander the Great"], "purple": ["Kim Yu-Na"]},
                "hand": ["Writing", "Masonry"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar"]}},
    )
    act(g, "inspire red")
    assert opts(g) == ["Masonry", "Writing"]
    act(g, "Writing")
    assert g.result is None
    assert pile(g, "Alice") == ["Writing"]
    assert sorted(hand(g, "Alice")) == ["Calendar", "Masonry"]
    # the fade: either top figure; fading Alexander (a {castle}) scores it, and Kim
    # Yu-Na's karma answers that score too: Alice wins
    assert opts(g) == ["Alexander the Great", "Kim Yu-Na"]
    act(g, "Alexander the Great")
    assert g.result is not None and g.result["winners"] == ["Alice"]


def test_michelangelo_options_inspire_hand_only_not_score_pile():
    # "Each card in your hand is also considered part of your score pile": the score
    # pile is not part of the hand, so its cards are not offered.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Michelangelo"]},
                "hand": ["Writing", "Homer"],
                "score": ["Oars", "Construction"],
            },
            {"name": "Bob", "hand": ["Tools"]},
        ],
        ["figures"],
        supply={"base": {"4": ["Invention"]}},
    )
    act(g, "inspire yellow")
    assert opts(g) == ["Homer", "Writing"]
    act(g, "Homer")
    assert sorted(pile(g, "Alice")) == ["Construction", "Homer", "Oars"]
    assert sorted(hand(g, "Alice")) == ["Invention", "Writing"]


def test_al_kindi_options_inspire_with_erwin_rommel_scores_top_cards_of_colour():
    # Al-Kindi's inspire scores a card from the hand; Erwin Rommel (same player): "If
    # you would score a card, instead score the top card of its color from all boards."
    # Choosing the blue Tools scores every top blue card (Alice's, Bob's, Carol's) and
    # leaves Tools in hand.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "purple": ["Al-Kindi"],
                    "red": ["Erwin Rommel"],
                    "blue": ["Writing", "Mathematics"],
                },
                "hand": ["Tools", "Sailing"],
            },
            {"name": "Bob", "board": {"blue": ["Calendar", "Pottery"], "red": ["Oars"]}},
            {"name": "Carol", "board": {"blue": ["Alhazen"]}},
        ],
        ["figures"],
        supply={"base": {"3": ["Engineering"]}},
    )
    act(g, "inspire purple")
    assert opts(g) == ["Sailing", "Tools"]
    act(g, "Tools")
    # no order is asked for cards scored (rulings: returns, melds and tucks onto one
    # stack are ordered); the three top blue cards are scored, Tools stays in hand
    assert sorted(pile(g, "Alice")) == ["Alhazen", "Calendar", "Writing"]
    assert board(g, "Alice")["blue"] == (["Mathematics"], "none")
    assert board(g, "Bob")["blue"] == (["Pottery"], "none")
    assert "blue" not in board(g, "Carol")
    assert sorted(hand(g, "Alice")) == ["Engineering", "Sailing", "Tools"]
    # then the fade: two top figures, either may be scored
    assert g.pending.kind == "choose_card"
    assert opts(g) == ["Al-Kindi", "Erwin Rommel"]
    # fading Al-Kindi scores it: Rommel answers, the top purple of all boards is Al-Kindi
    act(g, "Al-Kindi")
    assert sorted(pile(g, "Alice")) == ["Al-Kindi", "Alhazen", "Calendar", "Writing"]
    assert board(g, "Bob")["red"] == (["Oars"], "none")
    assert at_action(g)


def test_alfred_nobel_options_inspire_every_hand_card():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Alfred Nobel", "Sailing"]},
                "hand": ["Coal", "Canning", "Alhazen", "Writing"],
            },
            {"name": "Bob", "hand": ["Tools"]},
        ],
        ["figures"],
        supply={"base": {"7": ["Electricity"]}},
    )
    act(g, "inspire green")
    assert opts(g) == ["Alhazen", "Canning", "Coal", "Writing"]
    act(g, "Canning")
    assert pile(g, "Alice") == ["Canning"]
    assert sorted(hand(g, "Alice")) == ["Alhazen", "Coal", "Electricity", "Writing"]


def test_jackie_chan_options_inspire_every_hand_card():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Jackie Chan"]},
                "hand": ["Homer", "Gilgamesh", "Software"],
            },
            {"name": "Bob", "board": {"purple": ["Sinuhe"]}},
        ],
        ["figures"],
        supply={"base": {"10": ["Robotics"]}},
    )
    act(g, "inspire red")
    assert opts(g) == ["Gilgamesh", "Homer", "Software"]
    act(g, "Gilgamesh")
    assert pile(g, "Alice") == ["Gilgamesh"]
    assert sorted(hand(g, "Alice")) == ["Homer", "Robotics", "Software"]
    assert board(g, "Bob")["purple"] == (["Sinuhe"], "none")


def test_ludwig_van_beethoven_options_inspire_lightbulb_card_then_return_order():
    # Score a card from your hand; Beethoven's karma: a card with a {lightbulb} is
    # instead returned with all the score pile (the player orders the cards going to one
    # pile: the three base 1s), then four 5s are drawn and scored.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Ludwig Van Beethoven"]},
                "hand": ["Writing", "Masonry"],
                "score": ["Pottery", "Clothing", "Calendar"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={
            "base": {
                "5": ["Coal", "Chemistry", "Astronomy", "Physics"],
                "6": ["Canning"],
            }
        },
    )
    act(g, "inspire purple")
    assert opts(g) == ["Masonry", "Writing"]
    act(g, "Writing")
    assert g.pending.kind in ("choose_card", "choose_option")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Clothing", "Pottery", "Writing"]
    while g.pending.kind != "action":
        act(g, g.pending.options[0])
    assert sorted(pile(g, "Alice")) == ["Astronomy", "Chemistry", "Coal", "Physics"]
    assert sorted(hand(g, "Alice")) == ["Canning", "Masonry"]


# --- "Meld a card from your hand" ----------------------------------------------------


def test_hammurabi_options_inspire_meld_figure_then_fade_either():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Hammurabi"], "blue": ["Writing"]},
                "hand": ["Homer", "Construction", "Sailing"],
            },
            {"name": "Bob", "hand": ["Oars"]},
        ],
        ["figures"],
        supply={"base": {"1": ["Pottery"]}},
    )
    act(g, "inspire red")
    assert opts(g) == ["Construction", "Homer", "Sailing"]
    act(g, "Homer")
    assert board(g, "Alice")["purple"] == (["Homer"], "none")
    assert sorted(hand(g, "Alice")) == ["Construction", "Pottery", "Sailing"]
    # two top figures: fade one, either of them
    assert g.pending.player == "Alice"
    assert opts(g) == ["Hammurabi", "Homer"]
    act(g, "Hammurabi")
    assert pile(g, "Alice") == ["Hammurabi"]
    assert "red" not in board(g, "Alice")
    assert at_action(g)


def test_hammurabi_options_inspire_meld_over_itself_draws_new_top_value():
    # A red card melded over Hammurabi: the draw is of the value of the top red card,
    # now Construction (2).
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Hammurabi"]},
                "hand": ["Construction", "Sailing"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"1": ["Pottery"], "2": ["Calendar"]}},
    )
    act(g, "inspire red")
    assert opts(g) == ["Construction", "Sailing"]
    act(g, "Construction")
    assert board(g, "Alice")["red"] == (["Construction", "Hammurabi"], "none")
    assert sorted(hand(g, "Alice")) == ["Calendar", "Sailing"]
    assert at_action(g)


def test_william_shakespeare_options_inspire_meld_figure_over_itself_no_fade():
    # Melding Homer (purple) covers Shakespeare: one top figure, no fade; the draw is
    # of Homer's value.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["William Shakespeare"], "red": ["Archery"]},
                "hand": ["Homer", "Mysticism", "Oars"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"1": ["Pottery"], "4": ["Invention"]}},
    )
    act(g, "inspire purple")
    assert opts(g) == ["Homer", "Mysticism", "Oars"]
    act(g, "Homer")
    assert board(g, "Alice")["purple"] == (["Homer", "William Shakespeare"], "none")
    assert sorted(hand(g, "Alice")) == ["Mysticism", "Oars", "Pottery"]
    assert at_action(g)


def test_john_loudon_mcadam_options_inspire_meld_every_hand_card():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["John Loudon McAdam", "Masonry"]},
                "hand": ["Coal", "Canning", "Steam Engine"],
            },
            {"name": "Bob", "hand": ["Oars"]},
        ],
        ["figures"],
        supply={"base": {"6": ["Vaccination"]}},
    )
    act(g, "inspire yellow")
    assert opts(g) == ["Canning", "Coal", "Steam Engine"]
    act(g, "Steam Engine")
    assert board(g, "Alice")["yellow"] == (
        ["Steam Engine", "John Loudon McAdam", "Masonry"],
        "none",
    )
    # the top yellow card is now Steam Engine: a 5 is drawn
    assert g.pending.kind == "action"


def test_bartolomeo_cristofori_options_inspire_meld_fifth_visible_over_itself():
    # Meld a card from your hand; a purple card melded on the purple stack splayed right
    # with four cards (Cristofori on top) is the fifth visible card: first claim an
    # achievement ignoring the score (ages up to the highest top card, 5).
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "purple": {
                        "cards": [
                            "Bartolomeo Cristofori",
                            "Mysticism",
                            "Code of Laws",
                            "City States",
                        ],
                        "splay": "right",
                    },
                },
                "hand": ["Philosophy", "Sailing"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        achievements=["Calendar", "Coal", "Canning"],
        supply={"base": {"2": ["Mathematics"]}},
    )
    act(g, "inspire purple")
    assert opts(g) == ["Philosophy", "Sailing"]
    act(g, "Philosophy")
    # the achievements are chosen by value (face down): Calendar 2, Coal 5; not Canning 6
    assert sorted(g.pending.options) == [2, 5]
    act(g, 5)
    assert player(g, "Alice")["achievements"] == ["Coal"]
    assert board(g, "Alice")["purple"][0][:2] == ["Philosophy", "Bartolomeo Cristofori"]
    # the draw: the top purple card is Philosophy (2)
    assert sorted(hand(g, "Alice")) == ["Mathematics", "Sailing"]


# --- "Tuck a card from your hand" ----------------------------------------------------


def test_sunshu_ao_options_inspire_tuck_yellow_card_executes_it():
    # Tuck a card from your hand: every card; Sunshu Ao's karma: a yellow card is
    # instead executed (Fermenting: a 2 for each colour with a {leaf}: green only) and
    # returned to the hand.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Sunshu Ao"], "green": ["Clothing"]},
                "hand": ["Fermenting", "Homer", "Oars"],
            },
            {"name": "Bob", "board": {"green": ["Sailing"]}},
        ],
        ["figures"],
        supply={"base": {"1": ["Pottery"], "2": ["Calendar"]}},
    )
    act(g, "inspire yellow")
    assert opts(g) == ["Fermenting", "Homer", "Oars"]
    act(g, "Fermenting")
    assert sorted(hand(g, "Alice")) == ["Calendar", "Fermenting", "Homer", "Oars", "Pottery"]
    assert board(g, "Alice")["yellow"] == (["Sunshu Ao"], "none")
    assert at_action(g)


def test_ximen_bao_options_inspire_colours_and_both_effects_in_order():
    # Ximen Bao: "Each Inspire and Echo effect on your board counts as part of this
    # stack ... order them ... red, blue, green, purple, yellow": inspiring yellow runs
    # Gilgamesh's score (red) first, then Ximen Bao's tuck. Red is still offered.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Ximen Bao"], "red": ["Gilgamesh"]},
                "hand": ["Sailing", "Tools", "Writing"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar"]}},
    )
    assert sorted(o for o in g.pending.options if o.startswith("inspire")) == [
        "inspire red",
        "inspire yellow",
    ]
    act(g, "inspire yellow")
    assert "score" in g.pending.prompt.lower()
    assert opts(g) == ["Sailing", "Tools", "Writing"]
    act(g, "Tools")
    assert "tuck" in g.pending.prompt.lower()
    assert opts(g) == ["Sailing", "Writing"]
    act(g, "Writing")
    assert pile(g, "Alice") == ["Tools"]
    assert board(g, "Alice")["blue"] == (["Writing"], "none")
    assert sorted(hand(g, "Alice")) == ["Calendar", "Sailing"]


def test_peter_the_great_options_inspire_tuck_factory_achieves_bottom_green():
    # Tuck a factory card: first achieve the bottom green card if eligible. Peter's
    # bonus 5 makes 5 points: The Wheel (1) is achievable.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Peter the Great"], "green": ["Sailing", "The Wheel"]},
                "hand": ["Coal", "Homer", "Writing"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"5": ["Chemistry"]}},
    )
    act(g, "inspire red")
    assert opts(g) == ["Coal", "Homer", "Writing"]
    act(g, "Coal")
    assert player(g, "Alice")["achievements"] == ["The Wheel"]
    assert board(g, "Alice")["green"] == (["Sailing"], "none")
    assert board(g, "Alice")["red"] == (["Peter the Great", "Coal"], "none")
    assert sorted(hand(g, "Alice")) == ["Chemistry", "Homer", "Writing"]
    assert pile(g, "Alice") == []


def test_peter_the_great_options_inspire_tuck_figure_no_karma():
    # A figure is a card like any other: tucked under its colour (purple).
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Peter the Great"], "purple": ["Mysticism"]},
                "hand": ["Homer", "Writing"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"5": ["Chemistry"]}},
    )
    act(g, "inspire red")
    assert opts(g) == ["Homer", "Writing"]
    act(g, "Homer")
    assert board(g, "Alice")["purple"] == (["Mysticism", "Homer"], "none")
    assert sorted(hand(g, "Alice")) == ["Chemistry", "Writing"]
    assert at_action(g)


def test_edward_jenner_options_inspire_tuck_every_hand_card():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Edward Jenner"], "blue": ["Writing"]},
                "hand": ["Tools", "Calendar", "Homer"],
            },
            {"name": "Bob", "hand": ["Oars"]},
        ],
        ["figures"],
        supply={"base": {"6": ["Vaccination"]}},
    )
    act(g, "inspire yellow")
    assert opts(g) == ["Calendar", "Homer", "Tools"]
    act(g, "Calendar")
    assert board(g, "Alice")["blue"] == (["Writing", "Calendar"], "none")
    assert sorted(hand(g, "Alice")) == ["Homer", "Tools", "Vaccination"]


def test_florence_nightingale_options_inspire_tuck_under_itself():
    # A yellow card tucked goes under Florence Nightingale.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Florence Nightingale"]},
                "hand": ["Agriculture", "Masonry", "Writing"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"7": ["Electricity"]}},
    )
    act(g, "inspire yellow")
    assert opts(g) == ["Agriculture", "Masonry", "Writing"]
    act(g, "Masonry")
    assert board(g, "Alice")["yellow"] == (["Florence Nightingale", "Masonry"], "none")
    assert sorted(hand(g, "Alice")) == ["Agriculture", "Electricity", "Writing"]


def test_caresse_crosby_options_inspire_tuck_leaf_splays_no_fifth_colour_win():
    # Tuck a {leaf} card: first splay that colour left, then draw two 2s. That splay is
    # made by a karma, so the second karma ("If you would splay a fifth color left,
    # instead you win") does not answer it: karmas never chain.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "yellow": ["Caresse Crosby", "Masonry"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                    "green": {"cards": ["Sailing", "The Wheel"], "splay": "left"},
                    "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "left"},
                },
                "hand": ["Agriculture", "Domestication"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar", "Mathematics"], "8": ["Mobility"]}},
    )
    act(g, "inspire yellow")
    assert opts(g) == ["Agriculture", "Domestication"]
    act(g, "Agriculture")
    assert g.result is None
    assert board(g, "Alice")["yellow"] == (
        ["Caresse Crosby", "Masonry", "Agriculture"],
        "left",
    )
    assert sorted(hand(g, "Alice")) == ["Calendar", "Domestication", "Mathematics", "Mobility"]


# --- "You may splay one color of your cards ..." -------------------------------------


def _splay_board(top_green):
    return {
        "green": [top_green, "Sailing"],
        "red": {"cards": ["Archery", "Oars"], "splay": "right"},
        "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
        "yellow": ["Masonry"],
        "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "up"},
    }


def test_shen_kuo_options_inspire_may_splay_left_only_changes():
    # Left: green (unsplayed, Shen Kuo's own stack), red (right), purple (up); not blue
    # (already left), not yellow (one card), not Bob's colours; None declines.
    g = make(
        [
            {"name": "Alice", "board": _splay_board("Shen Kuo")},
            {"name": "Bob", "board": {"blue": ["Calendar", "Pottery"]}},
        ],
        ["figures"],
        supply={"base": {"3": ["Engineering"]}},
    )
    act(g, "inspire green")
    assert opts(g) == ["green", "purple", "red", None]
    act(g, "purple")
    assert board(g, "Alice")["purple"] == (["Mysticism", "Code of Laws"], "left")
    assert board(g, "Bob")["blue"] == (["Calendar", "Pottery"], "none")
    assert hand(g, "Alice") == ["Engineering"]


def test_shen_kuo_options_inspire_may_splay_declined():
    g = make(
        [{"name": "Alice", "board": _splay_board("Shen Kuo")}, {"name": "Bob"}],
        ["figures"],
        supply={"base": {"3": ["Engineering"]}},
    )
    act(g, "inspire green")
    act(g, None)
    assert board(g, "Alice")["green"] == (["Shen Kuo", "Sailing"], "none")
    assert board(g, "Alice")["red"][1] == "right"
    assert hand(g, "Alice") == ["Engineering"]


def test_sergey_brin_options_inspire_may_splay_up_only_changes():
    # Up: green, red (right), blue (left); not purple (already up), not yellow.
    g = make(
        [
            {"name": "Alice", "board": _splay_board("Sergey Brin")},
            {"name": "Bob", "board": {"yellow": ["Agriculture", "Domestication"]}},
        ],
        ["figures"],
        supply={"base": {"10": ["Robotics"]}},
    )
    act(g, "inspire green")
    assert opts(g) == ["blue", "green", "red", None]
    act(g, "red")
    assert board(g, "Alice")["red"] == (["Archery", "Oars"], "up")
    assert hand(g, "Alice") == ["Robotics"]


def test_sergey_brin_options_inspire_not_asked_when_nothing_changes():
    # Every stack of two or more cards already up: no splay changes anything, no question.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": {"cards": ["Sergey Brin", "Sailing"], "splay": "up"},
                    "yellow": ["Masonry"],
                },
            },
            {"name": "Bob", "board": {"blue": ["Writing", "Tools"]}},
        ],
        ["figures"],
        supply={"base": {"10": ["Robotics"]}},
    )
    act(g, "inspire green")
    assert hand(g, "Alice") == ["Robotics"]
    assert at_action(g)


def test_j_p_morgan_options_echo_sharer_chooses_among_own_colours():
    # J.P. Morgan's echo (Dogma action on him, featured {crown}): Bob shares (3 crowns to
    # Alice's 2) and chooses first among HIS colours: blue (purple is already up);
    # then Alice among hers: green (his own stack) and red.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["J.P. Morgan", "Sailing"], "red": ["Archery", "Oars"]},
            },
            {
                "name": "Bob",
                "board": {
                    "blue": ["Writing", "Tools"],
                    "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "up"},
                },
            },
        ],
        ["figures"],
        supply={"figures": {"1": ["Fu Xi"]}},
    )
    act(g, "dogma J.P. Morgan")
    assert g.pending.player == "Bob"
    # one colour a splay would change: asked as yes/no (it is a "you may")
    assert g.pending.kind == "yes_no"
    assert "blue" in g.pending.prompt.lower()
    act(g, "yes")
    assert g.pending.player == "Alice"
    assert opts(g) == ["green", "red", None]
    act(g, "green")
    assert board(g, "Alice")["green"] == (["J.P. Morgan", "Sailing"], "up")
    assert board(g, "Alice")["red"] == (["Archery", "Oars"], "none")
    assert board(g, "Bob")["blue"] == (["Writing", "Tools"], "up")


# --- Stephen Hawking's hex echoes ----------------------------------------------------


def test_stephen_hawking_options_dogma_own_top_figures_by_their_hex():
    # "Each {hex} on your board also counts as an echo effect": Alice's top figures
    # (Homer, Stephen Hawking himself) get an echo effect, so a Dogma action may choose
    # them; base cards as usual. Bob's hexes are not Alice's: his figure is not offered
    # on his turn.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Stephen Hawking", "Writing"],
                    "purple": ["Homer", "Mysticism"],
                    "red": ["Archery"],
                },
            },
            {"name": "Bob", "board": {"green": ["Hatshepsut"], "yellow": ["Agriculture"]}},
        ],
        ["figures"],
    )
    assert sorted(o for o in g.pending.options if o.startswith("dogma")) == [
        "dogma Archery",
        "dogma Homer",
        "dogma Stephen Hawking",
    ]
    act(g, "dogma Homer")
    # Homer's hex: score the bottom purple card (Mysticism); Bob (no castle) does not share
    assert pile(g, "Alice") == ["Mysticism"]
    # then the fade: two top figures
    assert opts(g) == ["Homer", "Stephen Hawking"]
    act(g, "Homer")
    assert sorted(pile(g, "Alice")) == ["Homer", "Mysticism"]
    assert "purple" not in board(g, "Alice")


def test_stephen_hawking_options_not_for_opponents_figures():
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Stephen Hawking"]}},
            {"name": "Bob", "board": {"green": ["Hatshepsut"], "yellow": ["Agriculture"]}},
        ],
        ["figures"],
        turn={"player": "Bob", "actions": 2, "number": 4},
    )
    assert sorted(o for o in g.pending.options if o.startswith("dogma")) == ["dogma Agriculture"]


# --- Decrees -----------------------------------------------------------------------


def _decrees(game):
    return sorted(o for o in game.pending.options if o.startswith("decree"))


def test_war_options_any_value_returns_others_top_cards_of_it():
    # "Choose a value. Return all top cards of that value from all other players'
    # boards": any value; Bob's and Carol's top 1s go, Alice's own Sailing stays.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Sailing"]},
                "hand": ["Gilgamesh", "Cai Lun", "Alhazen", "Writing"],
            },
            {
                "name": "Bob",
                "board": {"red": ["Archery"], "blue": ["Calendar"], "purple": ["Homer"]},
            },
            {"name": "Carol", "board": {"yellow": ["Agriculture", "Masonry"]}},
        ],
        ["figures"],
    )
    assert _decrees(g) == ["decree Advancement", "decree Expansion", "decree War"]
    act(g, "decree War")
    assert opts(g) == list(range(1, 11))
    act(g, 1)
    # Archery and Agriculture go to one supply pile (base 1): their order is asked;
    # Homer goes to the figures pile
    assert opts(g) == ["Agriculture", "Archery"]
    act(g, "Agriculture")
    assert "War" in player(g, "Alice")["achievements"]
    assert hand(g, "Alice") == []
    assert board(g, "Alice")["green"] == (["Sailing"], "none")
    assert board(g, "Bob") == {"blue": (["Calendar"], "none")}
    assert board(g, "Carol") == {"yellow": (["Masonry"], "none")}
    assert {"Gilgamesh", "Cai Lun", "Alhazen", "Writing"} <= set(g.to_position()["removed"])


def test_rivalry_options_any_other_player_teammate_too():
    # "Choose another player": every other player, the teammate Carol too; not Alice.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Sailing"]},
                "hand": ["Sinuhe", "Cai Lun", "Alhazen"],
            },
            {"name": "Bob", "score": ["Oars"]},
            {
                "name": "Carol",
                "board": {"purple": ["Homer"], "red": ["Archery"]},
                "score": ["Pottery", "Calendar", "Coal"],
            },
            {"name": "Dave", "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
        options={"teams": True},
    )
    assert "decree Rivalry" in _decrees(g)
    act(g, "decree Rivalry")
    assert opts(g) == ["Bob", "Carol", "Dave"]
    act(g, "Carol")
    # exactly three in Carol's score pile: all three returned (if an order is asked,
    # answer it), and her top figure Homer
    while g.pending.kind != "action":
        act(g, g.pending.options[0])
    assert pile(g, "Carol") == []
    assert board(g, "Carol") == {"red": (["Archery"], "none")}
    assert pile(g, "Bob") == ["Oars"]


def test_rivalry_options_three_of_four_score_cards():
    # Four cards in the chosen player's score pile: three of them are returned, chosen
    # by the issuer (by their backs: type and value).
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Sailing"]},
                "hand": ["Sinuhe", "Cai Lun", "Alhazen"],
            },
            {"name": "Bob", "score": ["Oars", "Calendar", "Coal", "Homer"]},
        ],
        ["figures"],
    )
    act(g, "decree Rivalry")
    # only one other player: forced; then three cards by their backs, one at a time
    assert g.pending.player == "Alice"
    assert opts(g) == [
        "Bob's score pile: 1",
        "Bob's score pile: 2",
        "Bob's score pile: 5",
        "Bob's score pile: figures 1",
    ]
    act(g, "Bob's score pile: figures 1")
    assert opts(g) == ["Bob's score pile: 1", "Bob's score pile: 2", "Bob's score pile: 5"]
    act(g, "Bob's score pile: 5")
    assert opts(g) == ["Bob's score pile: 1", "Bob's score pile: 2"]
    act(g, "Bob's score pile: 2")
    assert pile(g, "Bob") == ["Oars"]
    assert at_action(g)


def test_expansion_options_colours_a_splay_up_changes():
    # "Splay any one of your colors up": green, red (right), blue (left); not purple
    # (already up), not yellow (one card). A mandatory choice: no None.
    g = make(
        [
            {
                "name": "Alice",
                "board": _splay_board("The Wheel"),
                "hand": ["Sunshu Ao", "Cai Lun", "Alhazen"],
            },
            {"name": "Bob", "board": {"red": ["Construction", "Road Building"]}},
        ],
        ["figures"],
    )
    assert _decrees(g) == ["decree Advancement", "decree Expansion"]
    act(g, "decree Expansion")
    assert opts(g) == ["blue", "green", "red"]
    act(g, "blue")
    assert board(g, "Alice")["blue"] == (["Writing", "Tools"], "up")
    assert board(g, "Bob")["red"] == (["Construction", "Road Building"], "none")
    assert hand(g, "Alice") == []


def test_expansion_options_one_colour_forced():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Archery", "Oars"], "blue": ["Writing"]},
                "hand": ["Sunshu Ao", "Cai Lun", "Alhazen"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    act(g, "decree Expansion")
    assert board(g, "Alice")["red"] == (["Archery", "Oars"], "up")
    assert at_action(g)


def test_trade_options_held_by_opponent_returns_with_no_effect():
    # A Decree in another player's achievements is still offered; issuing it returns it
    # to the centre, with no effect (nothing drawn or foreshadowed).
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Writing"]},
                "hand": ["Fu Xi", "Cai Lun", "Alhazen"],
            },
            {"name": "Bob", "achievements": ["Trade"]},
        ],
        ["figures"],
    )
    assert _decrees(g) == ["decree Advancement", "decree Expansion", "decree Trade"]
    act(g, "decree Trade")
    assert player(g, "Bob")["achievements"] == []
    assert "Trade" in g.to_position()["decrees"]
    assert player(g, "Alice")["achievements"] == []
    assert player(g, "Alice")["forecast"] == []
    assert hand(g, "Alice") == []
    assert at_action(g)


def test_trade_options_from_centre_three_of_one_value():
    # Claimed from the centre and executed: three cards of value one higher than the
    # highest top card (2: Calendar), foreshadowed.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Calendar"], "red": ["Archery"]},
                "hand": ["Fu Xi", "Cai Lun", "Alhazen"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"3": ["Engineering", "Optics", "Medicine", "Feudalism"]}},
    )
    act(g, "decree Trade")
    assert player(g, "Alice")["achievements"] == ["Trade"]
    assert sorted(player(g, "Alice")["forecast"]) == ["Engineering", "Medicine", "Optics"]
    assert at_action(g)


def test_advancement_options_held_by_self_executes_again():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Calendar"], "red": ["Archery"]},
                "hand": ["Daedalus", "Cai Lun", "Alhazen"],
                "achievements": ["Advancement"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"4": ["Invention"]}},
    )
    assert _decrees(g) == ["decree Advancement", "decree Expansion"]
    act(g, "decree Advancement")
    assert player(g, "Alice")["achievements"] == ["Advancement"]
    # two higher than the highest top card (2): a 4
    assert hand(g, "Alice") == ["Invention"]
    assert at_action(g)


def test_decree_options_karma_two_figures_of_one_value():
    # Tigernmas on top: War with any two figures (Sinuhe and Homer, both 1); Sinuhe's
    # own Rivalry karma works only from the board, not from the hand.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Tigernmas"]},
                "hand": ["Sinuhe", "Homer"],
            },
            {"name": "Bob", "board": {"green": ["Sailing"], "blue": ["Calendar"]}},
        ],
        ["figures"],
    )
    assert _decrees(g) == ["decree War"]
    act(g, "decree War")
    assert opts(g) == list(range(1, 11))
    act(g, 2)
    assert board(g, "Bob") == {"green": (["Sailing"], "none")}


def test_decree_options_covered_karma_figure_gives_nothing():
    # Saladin's War karma under Archery: not a top card, no Decree with two figures.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Archery", "Saladin"]},
                "hand": ["Sinuhe", "Homer"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    assert _decrees(g) == []


def test_decree_options_karma_adds_to_colours_of_three_values():
    # Three figures of values 1, 2, 3 (red, yellow, blue) and William Shakespeare on
    # top (Rivalry with any two): War, Expansion, Advancement and Rivalry. A purple
    # non-figure in hand adds no colour.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["William Shakespeare"]},
                "hand": ["Gilgamesh", "Cai Lun", "Alhazen", "Mysticism"],
            },
            {"name": "Bob", "score": ["Oars"]},
        ],
        ["figures"],
    )
    assert _decrees(g) == [
        "decree Advancement",
        "decree Expansion",
        "decree Rivalry",
        "decree War",
    ]


# --- Erwin Rommel's karma ----------------------------------------------------------


def test_erwin_rommel_options_karma_dogma_score_from_hand_all_boards():
    # Philosophy: "You may score a card from your hand": any hand card or None. Scoring
    # the blue Tools is replaced: the top blue card of every board (Alice's own, Bob's,
    # Carol's) is scored; Tools stays in hand.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "purple": ["Philosophy"],
                    "red": ["Erwin Rommel"],
                    "blue": ["Writing", "Mathematics"],
                },
                "hand": ["Tools", "Sailing"],
            },
            {"name": "Bob", "board": {"blue": ["Calendar", "Pottery"], "red": ["Oars"]}},
            {"name": "Carol", "board": {"blue": ["Alhazen"], "green": ["The Wheel"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Philosophy")
    # first effect: you may splay left (blue, the one stack of two): declined
    assert g.pending.kind == "yes_no"
    act(g, "no")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Sailing", "Tools", None]
    act(g, "Tools")
    assert sorted(pile(g, "Alice")) == ["Alhazen", "Calendar", "Writing"]
    assert board(g, "Alice")["blue"] == (["Mathematics"], "none")
    assert board(g, "Bob") == {
        "blue": (["Pottery"], "none"),
        "red": (["Oars"], "none"),
    }
    assert board(g, "Carol") == {"green": (["The Wheel"], "none")}
    assert sorted(hand(g, "Alice")) == ["Sailing", "Tools"]
    assert at_action(g)


def test_erwin_rommel_options_karma_fade_of_itself_scores_top_reds():
    # After a Draw action Alice fades one of her two top figures; fading Rommel scores
    # him, and his karma answers: the top red card of every board is scored (Rommel
    # himself and Bob's Archery).
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Erwin Rommel"], "purple": ["Homer"]}},
            {"name": "Bob", "board": {"red": ["Archery", "Oars"]}},
        ],
        ["figures"],
        supply={"base": {"8": ["Mobility"]}},
    )
    act(g, "draw")
    assert hand(g, "Alice") == ["Mobility"]
    assert g.pending.player == "Alice"
    assert opts(g) == ["Erwin Rommel", "Homer"]
    act(g, "Erwin Rommel")
    assert sorted(pile(g, "Alice")) == ["Archery", "Erwin Rommel"]
    assert board(g, "Bob") == {"red": (["Oars"], "none")}
    assert board(g, "Alice") == {"purple": (["Homer"], "none")}
    assert at_action(g)


# --- other Figures choices: the order of several cards going to one place ------------


def test_peter_the_great_options_when_meld_return_order_per_pile():
    # "When you meld this card, return all opponents' top figures": the order is asked
    # among the cards going to one supply pile (figures 1: Gilgamesh, Homer, Sinuhe);
    # Ximen Bao (figures 2) goes alone; Bob's covered figure stays.
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Writing"]}, "hand": ["Peter the Great"]},
            {
                "name": "Bob",
                "board": {
                    "red": ["Gilgamesh"],
                    "purple": ["Homer"],
                    "yellow": ["Ximen Bao"],
                    "green": ["Sailing", "Hatshepsut"],
                },
            },
            {"name": "Carol", "board": {"purple": ["Sinuhe"], "blue": ["Tools"]}},
        ],
        ["figures"],
    )
    act(g, "meld Peter the Great")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Gilgamesh", "Homer", "Sinuhe"]
    act(g, "Sinuhe")
    assert opts(g) == ["Gilgamesh", "Homer"]
    act(g, "Homer")
    assert board(g, "Bob") == {"green": (["Sailing", "Hatshepsut"], "none")}
    assert board(g, "Carol") == {"blue": (["Tools"], "none")}
    assert board(g, "Alice")["red"] == (["Peter the Great"], "none")
    assert at_action(g)


def test_hatshepsut_options_karma_return_order_only_within_one_pile():
    # Draw action for a 2 with a 1 in hand: first return the whole hand (the order is
    # asked among the base 1s only; Homer and Mathematics go to other piles) and draw
    # two 2s; then the 2 of the Draw action.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Hatshepsut"], "blue": ["Calendar"]},
                "hand": ["Oars", "Clothing", "Homer", "Mathematics"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"2": ["Canal Building", "Fermenting", "Philosophy"]}},
    )
    act(g, "draw")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Clothing", "Oars"]
    act(g, "Oars")
    assert sorted(hand(g, "Alice")) == ["Canal Building", "Fermenting", "Philosophy"]
    assert at_action(g)


def test_augustus_caesar_options_karma_forecast_tuck_order_per_stack():
    # Bob melds Construction (red 2, castle): Alice's Augustus Caesar reveals it and
    # takes it onto her board, then she tucks her whole forecast: the order is asked
    # for the two red cards (one stack), not for the blue one.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Augustus Caesar"]},
                "forecast": ["Oars", "Archery", "Writing"],
            },
            {"name": "Bob", "hand": ["Construction"], "board": {"blue": ["Tools"]}},
        ],
        ["figures"],
        turn={"player": "Bob", "actions": 2, "number": 4},
    )
    act(g, "meld Construction")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Archery", "Oars"]
    act(g, "Oars")
    assert board(g, "Alice")["red"] == (["Construction", "Oars", "Archery"], "none")
    assert board(g, "Alice")["blue"] == (["Writing"], "none")
    assert player(g, "Alice")["forecast"] == []
    assert "red" not in board(g, "Bob")
    assert at_action(g, "Bob")


def test_homer_options_karma_decree_hand_figures_tucked_in_the_hands_order():
    # War Decree with Homer on top: each figure of the hand is tucked instead of being
    # removed; the non-figure is removed; then War is claimed and executed. Rulings: a
    # karma replacing each of several moves keeps their order -- removals have none to
    # ask, so the hand's: Gilgamesh is tucked first, Alexander the Great under him.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Homer"]},
                "hand": ["Gilgamesh", "Alexander the Great", "Alhazen", "Sailing"],
            },
            {"name": "Bob", "board": {"green": ["The Wheel"], "blue": ["Calendar"]}},
        ],
        ["figures"],
    )
    assert _decrees(g) == ["decree Advancement", "decree War"]
    act(g, "decree War")
    assert g.pending.player == "Alice"
    # War: choose a value (no order asked for the tucks)
    assert opts(g) == list(range(1, 11))
    act(g, 2)
    assert board(g, "Alice")["red"] == (["Gilgamesh", "Alexander the Great"], "none")
    assert board(g, "Alice")["blue"] == (["Alhazen"], "none")
    assert "Sailing" in g.to_position()["removed"]
    assert player(g, "Alice")["achievements"] == ["War"]
    assert board(g, "Bob") == {"green": (["The Wheel"], "none")}


def test_john_von_neumann_options_echo_return_order_two_purple_drawn():
    g = make(
        [
            {"name": "Alice", "board": {"red": ["John Von Neumann"]}},
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"9": ["Computers", "Services", "Genetics"]}},
    )
    act(g, "dogma John Von Neumann")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Computers", "Services"]
    act(g, "Services")
    assert hand(g, "Alice") == []
    assert at_action(g)


# --- hand and score pile widened by an "each" karma of the same player ---------------


def test_gilgamesh_options_inspire_with_emperor_meiji_forecast_is_hand():
    # Emperor Meiji: "Each card in your forecast counts as being in your hand": the
    # forecast cards are offered too.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Gilgamesh"], "purple": ["Emperor Meiji"]},
                "hand": ["Sailing"],
                "forecast": ["Coal", "Homer"],
            },
            {"name": "Bob", "forecast": ["Tools"]},
        ],
        ["figures"],
        supply={"base": {"1": ["Pottery"]}},
    )
    act(g, "inspire red")
    assert opts(g) == ["Coal", "Homer", "Sailing"]
    act(g, "Coal")
    assert pile(g, "Alice") == ["Coal"]
    assert player(g, "Alice")["forecast"] == ["Homer"]
    assert sorted(hand(g, "Alice")) == ["Pottery", "Sailing"]
    # fade
    assert opts(g) == ["Emperor Meiji", "Gilgamesh"]


def test_decree_options_with_emperor_meiji_forecast_figures_count():
    # A Decree needs figures of three values in the hand: with Emperor Meiji the
    # forecast's figures count (Cai Lun 2, Alhazen 3, with Gilgamesh 1 in hand); the
    # whole "hand" is removed, forecast included.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Emperor Meiji"]},
                "hand": ["Gilgamesh"],
                "forecast": ["Cai Lun", "Alhazen"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
    )
    assert _decrees(g) == ["decree Advancement", "decree Expansion", "decree War"]
    act(g, "decree War")
    act(g, 1)
    assert hand(g, "Alice") == []
    assert player(g, "Alice")["forecast"] == []
    assert board(g, "Bob") == {}


def test_erwin_rommel_options_echo_score_piles_widened_by_karmas():
    # "Transfer a card from any score pile to yours": Bob's score pile and his hand
    # (Michelangelo: "Each card in your hand is also considered part of your score
    # pile"), Carol's forecast (Wernher Von Braun: "Each card in your forecast counts as
    # being in your score pile"); not Alice's own pile, not Carol's hand.
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Erwin Rommel"]}, "score": ["Pottery"]},
            {
                "name": "Bob",
                "board": {"yellow": ["Michelangelo"]},
                "hand": ["Coal"],
                "score": ["Calendar"],
            },
            {
                "name": "Carol",
                "board": {"blue": ["Wernher Von Braun"]},
                "forecast": ["Engineering"],
                "hand": ["Sailing"],
            },
        ],
        ["figures"],
    )
    act(g, "dogma Erwin Rommel")
    assert g.pending.player == "Alice"
    assert opts(g) == [
        "Bob's hand: 5",
        "Bob's score pile: 2",
        "Carol's forecast: 3",
    ]
    act(g, "Bob's hand: 5")
    assert sorted(pile(g, "Alice")) == ["Coal", "Pottery"]
    assert hand(g, "Bob") == []


def test_satellites_options_return_order_then_homer_tucks():
    # The contrast to the Decree above: Satellites' "Return all cards from your hand"
    # asks the order of the two red figures (one pile), and Homer's karma then tucks
    # them in that order (the first one tucked ends on top of the empty red stack).
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Satellites"], "purple": ["Homer"]},
                "hand": ["Oars", "Gilgamesh", "Tigernmas"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"8": ["Flight", "Rocketry", "Antibiotics"]}},
    )
    act(g, "dogma Satellites")
    assert opts(g) == ["Gilgamesh", "Tigernmas"]
    act(g, "Tigernmas")
    assert board(g, "Alice")["red"] == (["Tigernmas", "Gilgamesh"], "none")
    assert sorted(hand(g, "Alice")) == ["Antibiotics", "Flight", "Rocketry"]


def test_war_options_teammate_top_cards_returned_too():
    # "all other players' boards": the teammate Carol's too.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Tools"]},
                "hand": ["Gilgamesh", "Cai Lun", "Alhazen"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
            {"name": "Carol", "board": {"green": ["Sailing"], "red": ["Construction"]}},
            {"name": "Dave", "board": {"purple": ["Philosophy"]}},
        ],
        ["figures"],
        options={"teams": True},
    )
    act(g, "decree War")
    assert opts(g) == list(range(1, 11))
    act(g, 1)
    # Bob's Writing and Carol's Sailing go to one pile: their order is asked
    assert opts(g) == ["Sailing", "Writing"]
    act(g, "Sailing")
    assert board(g, "Alice") == {"blue": (["Tools"], "none")}
    assert board(g, "Bob") == {}
    assert board(g, "Carol") == {"red": (["Construction"], "none")}
    assert board(g, "Dave") == {"purple": (["Philosophy"], "none")}


def test_trade_options_held_by_teammate_returns_to_centre():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Writing"]},
                "hand": ["Fu Xi", "Cai Lun", "Alhazen"],
            },
            {"name": "Bob"},
            {"name": "Carol", "achievements": ["Trade"]},
            {"name": "Dave"},
        ],
        ["figures"],
        options={"teams": True},
    )
    assert "decree Trade" in _decrees(g)
    act(g, "decree Trade")
    assert player(g, "Carol")["achievements"] == []
    assert "Trade" in g.to_position()["decrees"]
    assert player(g, "Alice")["forecast"] == []
    assert at_action(g)


def test_erwin_rommel_options_karma_colour_nobody_shows_scores_nothing():
    # Scoring the green Sailing from the hand is replaced by scoring the top green card
    # of every board: there is none, so nothing is scored and Sailing stays in hand.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Philosophy"], "red": ["Erwin Rommel"]},
                "hand": ["Sailing", "Tools"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Philosophy")
    assert opts(g) == ["Sailing", "Tools", None]
    act(g, "Sailing")
    assert pile(g, "Alice") == []
    assert sorted(hand(g, "Alice")) == ["Sailing", "Tools"]
    assert board(g, "Bob") == {"blue": (["Writing"], "none")}
    assert at_action(g)
