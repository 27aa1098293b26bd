"""Figures in the Sand: the OPTIONS of the choices when a "would" karma acts on EACH card
of a move of several cards (tuck all, return all, meld all, score all), and other
compound cases the earlier options audits did not reach (Stephen Hawking's hex echoes in
one splayed stack with a sharing player, Software executing Bioengineering, the "score
all" effects that ask no order). Written from the printed texts only (an outside
checker's audit): each choice must offer exactly the candidates the text allows, the
karma must act on each card it names and only on those."""

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


def base_pile_bottom(game, age, n):
    return game.to_position()["supply"]["base"][str(age)][-n:]


# --- "If you would tuck a card with a {factory}" (Tecumseh, Peter the Great) ---------


def test_tecumseh_options_socialism_each_factory_tuck_returns_another_players_top():
    # Socialism tucks the whole hand: the two red cards go to one stack (the order is
    # asked), Writing alone to blue. Each factory card tucked first returns "a top card
    # with a {factory} from another player's board": Bob's and Carol's top factory cards,
    # not Alice's own (Tecumseh), not Bob's covered Canning, not Masonry (no factory);
    # the second tuck sees Canning, uncovered by the first return. Writing (no factory)
    # triggers nothing.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Tecumseh", "Archery"], "purple": ["Socialism"]},
                "hand": ["Gunpowder", "Writing", "Colonialism"],
            },
            {"name": "Bob", "board": {"yellow": ["Steam Engine", "Canning"], "green": ["Banking"]}},
            {"name": "Carol", "board": {"blue": ["Chemistry"], "yellow": ["Masonry"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Socialism")
    assert g.pending.kind == "yes_no"
    act(g, "yes")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Colonialism", "Gunpowder"]
    act(g, "Colonialism")
    assert opts(g) == ["Banking", "Chemistry", "Steam Engine"]
    act(g, "Steam Engine")
    assert opts(g) == ["Banking", "Canning", "Chemistry"]
    act(g, "Canning")
    assert board(g, "Alice") == {
        "red": (["Tecumseh", "Archery", "Colonialism", "Gunpowder"], "none"),
        "blue": (["Writing"], "none"),
        "purple": (["Socialism"], "none"),
    }
    assert board(g, "Bob") == {"green": (["Banking"], "none")}
    assert board(g, "Carol") == {"blue": (["Chemistry"], "none"), "yellow": (["Masonry"], "none")}
    assert hand(g, "Alice") == []
    assert at_action(g)


def test_peter_the_great_options_socialism_second_tuck_sees_the_first_as_bottom_green():
    # Two green factory cards tucked by Socialism (the order is asked: one stack). The
    # first tuck first achieves the bottom green card Sailing (1: eligible with 20
    # points, Peter's bonus 5 included); Banking is then the bottom green card, and the
    # second tuck finds it not eligible (a 5 needs 25 points): "Otherwise, score it".
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "red": ["Peter the Great"],
                    "purple": ["Socialism"],
                    "green": ["The Wheel", "Sailing"],
                },
                "hand": ["Invention", "Banking"],
                "score": ["Coal", "Physics", "Chemistry"],
            },
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Socialism")
    act(g, "yes")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Banking", "Invention"]
    act(g, "Banking")
    assert board(g, "Alice")["green"] == (["The Wheel", "Invention"], "none")
    assert player(g, "Alice")["achievements"] == ["Sailing"]
    assert sorted(pile(g, "Alice")) == ["Banking", "Chemistry", "Coal", "Physics"]
    assert hand(g, "Alice") == []
    assert board(g, "Alice")["red"] == (["Peter the Great"], "none")
    assert at_action(g)


# --- "If you would tuck a card with a {leaf}" (Caresse Crosby) --------------------------


def test_caresse_crosby_options_socialism_two_leaf_tucks_splay_inside_karma_no_win():
    # Three colours already splayed left. Socialism tucks a yellow and a purple leaf
    # card: each first splays its colour left and draws two 2s. The fifth colour is
    # splayed left by the first karma itself, and "Karma effects never chain or
    # trigger off of other karma effects": no win. The four 2s drawn meanwhile are not
    # tucked (the hand Socialism tucks is the one it found).
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "green": {"cards": ["The Wheel", "Sailing"], "splay": "left"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                    "purple": ["Socialism", "Mysticism"],
                    "yellow": ["Caresse Crosby", "Agriculture"],
                },
                "hand": ["Fermenting", "Reformation"],
            },
            {"name": "Bob", "board": {"red": ["Metalworking"]}},
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar", "Mathematics", "Construction", "Currency"]}},
    )
    act(g, "dogma Socialism")
    act(g, "yes")
    assert g.result is None
    assert sorted(hand(g, "Alice")) == ["Calendar", "Construction", "Currency", "Mathematics"]
    b = board(g, "Alice")
    assert b["yellow"] == (["Caresse Crosby", "Agriculture", "Fermenting"], "left")
    assert b["purple"] == (["Socialism", "Mysticism", "Reformation"], "left")
    assert b["red"] == (["Archery", "Oars"], "left")
    assert at_action(g)


# --- "If you would meld a purple card" (Catherine the Great) ----------------------------


def test_catherine_the_great_options_translation_first_purple_meld_takes_her_to_hand():
    # Translation melds the whole score pile: the two purple cards go to one stack (the
    # order is asked), Oars alone to red. The first purple meld first transfers the top
    # purple card (Catherine herself) into the hand; the second purple meld is then a
    # plain meld (her karma left the board with her).
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Translation"],
                    "purple": ["Catherine the Great", "Philosophy"],
                },
                "score": ["Mysticism", "Oars", "Monotheism"],
            },
            {"name": "Bob", "board": {"green": ["The Wheel"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Translation")
    assert g.pending.kind == "yes_no"
    act(g, "yes")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Monotheism", "Mysticism"]
    act(g, "Mysticism")
    assert board(g, "Alice")["purple"] == (["Monotheism", "Mysticism", "Philosophy"], "none")
    assert board(g, "Alice")["red"] == (["Oars"], "none")
    assert hand(g, "Alice") == ["Catherine the Great"]
    assert pile(g, "Alice") == []
    assert at_action(g)


# --- "If you would remove or return a figure from your hand" (Homer) -------------------


def test_homer_options_dunhuang_star_chart_figures_tucked_count_not_returned():
    # "Return all cards from your hand": the two base 1s are returned (their order
    # asked: one pile), the two red figures are tucked instead (in the order asked for
    # their pile, Gilgamesh first here) and are not returned: "Draw a card of value
    # equal to the number of cards returned" draws a 2, not a 4.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Homer"], "blue": ["Dunhuang Star Chart"], "red": ["Archery"]},
                "hand": ["Gilgamesh", "Agriculture", "Tigernmas", "Clothing"],
            },
            {"name": "Bob", "board": {"green": ["The Wheel"]}},
        ],
        ["artifacts", "figures"],
        supply={"base": {"2": ["Calendar"], "4": ["Invention"]}},
    )
    act(g, "dogma Dunhuang Star Chart")
    seen = []
    while g.pending is not None and g.pending.kind == "choose_card":
        seen.append(opts(g))
        first = opts(g)[0]
        act(g, first)
    assert sorted(seen) == [["Agriculture", "Clothing"], ["Gilgamesh", "Tigernmas"]]
    assert board(g, "Alice")["red"] == (["Archery", "Gilgamesh", "Tigernmas"], "none")
    assert hand(g, "Alice") == ["Calendar"]
    assert base_pile_bottom(g, 1, 2) == ["Agriculture", "Clothing"]
    assert at_action(g)


# --- "If you would score or return a card with a {factory}" (Napoleon Bonaparte) -------


def test_napoleon_bonaparte_options_titanic_each_factory_bottom_card_scores_a_top_6():
    # Ocean Liner Titanic scores all bottom cards (no order asked). The two with a
    # {factory} (Coal, Banking) are tucked instead -- already bottom cards: nothing moves
    # -- and each scores a top 6 from anywhere: Napoleon himself, Alice's Canning, Bob's
    # Industrialization and Democracy (not the covered Emancipation, until Democracy is
    # scored). Writing and Agriculture are scored normally.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "red": ["Napoleon Bonaparte", "Coal"],
                    "green": ["Ocean Liner Titanic", "Banking"],
                    "blue": ["Writing"],
                    "yellow": ["Canning", "Agriculture"],
                },
            },
            {
                "name": "Bob",
                "board": {"red": ["Industrialization"], "purple": ["Democracy", "Emancipation"]},
            },
        ],
        ["artifacts", "figures"],
    )
    act(g, "dogma Ocean Liner Titanic")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Canning", "Democracy", "Industrialization", "Napoleon Bonaparte"]
    act(g, "Democracy")
    assert opts(g) == ["Canning", "Emancipation", "Industrialization", "Napoleon Bonaparte"]
    act(g, "Emancipation")
    assert board(g, "Alice") == {
        "red": (["Napoleon Bonaparte", "Coal"], "none"),
        "green": (["Ocean Liner Titanic", "Banking"], "none"),
        "yellow": (["Canning"], "none"),
    }
    assert sorted(pile(g, "Alice")) == ["Agriculture", "Democracy", "Emancipation", "Writing"]
    assert board(g, "Bob") == {"red": (["Industrialization"], "none")}
    assert at_action(g)


# --- "If you would score a card with a {lightbulb}" (Ludwig Van Beethoven) -------------


def test_ludwig_van_beethoven_options_stem_cells_each_lightbulb_card_returns_the_pile():
    # Stem Cells scores the whole hand. Philosophy (lightbulb): instead it and the score
    # pile (Agriculture) are returned, and four 5s drawn and scored (no karma inside a
    # karma). Oars (no lightbulb) is scored. Writing (lightbulb): it and the whole pile
    # (four 5s and Oars) are returned -- the order asked among the cards of one pile --
    # and four more 5s are scored.
    fives = ["Coal", "Chemistry", "Physics", "Banking"]
    more = ["Measurement", "Statistics", "Steam Engine", "Astronomy"]
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Stem Cells"], "purple": ["Ludwig Van Beethoven"]},
                "hand": ["Philosophy", "Oars", "Writing"],
                "score": ["Agriculture"],
            },
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        ["figures"],
        supply={"base": {"5": fives + more}},
    )
    act(g, "dogma Stem Cells")
    assert g.pending.kind == "yes_no"
    act(g, "yes")
    seen = []
    while g.pending is not None and g.pending.kind == "choose_card":
        seen.append(opts(g))
        act(g, opts(g)[0])
    assert sorted(pile(g, "Alice")) == sorted(more)
    assert hand(g, "Alice") == []
    assert seen == [
        ["Oars", "Writing"],
        sorted(fives),
        sorted(fives)[1:],
        sorted(fives)[2:],
    ]
    assert base_pile_bottom(g, 1, 3) == ["Agriculture", "Oars", "Writing"]
    assert base_pile_bottom(g, 2, 1) == ["Philosophy"]
    assert at_action(g)


# --- "If you would score a card" (Erwin Rommel), a green card (Che Guevara) --------------


def test_erwin_rommel_options_canning_each_top_card_scores_its_colour_from_all_boards():
    # Canning: "You may draw and tuck a 6" (asked), then "score all your top cards
    # without a {factory}" (no order asked): The Wheel and Writing. Each score is
    # replaced by scoring the top card of its colour from all boards (Alice's own
    # included): Sailing and Mapmaking with The Wheel, Tools with Writing; Bob's Clothing,
    # uncovered meanwhile, stays; red and yellow cards are not touched.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "red": ["Erwin Rommel"],
                    "yellow": ["Canning"],
                    "green": ["The Wheel"],
                    "blue": ["Writing"],
                },
            },
            {
                "name": "Bob",
                "board": {"green": ["Sailing", "Clothing"], "blue": ["Tools"], "red": ["Oars"]},
            },
            {"name": "Carol", "board": {"green": ["Mapmaking"], "yellow": ["Agriculture"]}},
        ],
        ["figures"],
        supply={"base": {"6": ["Machine Tools"]}},
    )
    act(g, "dogma Canning")
    assert g.pending.kind == "yes_no"
    act(g, "yes")
    assert sorted(pile(g, "Alice")) == ["Mapmaking", "Sailing", "The Wheel", "Tools", "Writing"]
    assert board(g, "Alice") == {
        "red": (["Erwin Rommel", "Machine Tools"], "none"),
        "yellow": (["Canning"], "none"),
    }
    assert board(g, "Bob") == {"green": (["Clothing"], "none"), "red": (["Oars"], "none")}
    assert board(g, "Carol") == {"yellow": (["Agriculture"], "none")}
    assert at_action(g)


def test_erwin_rommel_options_genetics_each_card_beneath_scores_the_top_blue_cards():
    # Genetics melds Software, then "Score all cards beneath it" (Writing, Tools,
    # Genetics, from the bottom; no order asked). Each score is replaced by scoring the
    # top blue card of every board: for Writing, Software and Alchemy; for Tools, Genetics
    # and Translation. Genetics has been scored meanwhile: it is no longer beneath
    # Software, and nothing more is scored. Writing and Tools, never scored, stay.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Erwin Rommel"], "blue": ["Genetics", "Tools", "Writing"]},
            },
            {"name": "Bob", "board": {"blue": ["Alchemy", "Translation", "Pottery"]}},
        ],
        ["figures"],
        supply={"base": {"10": ["Software"]}},
    )
    act(g, "dogma Genetics")
    assert sorted(pile(g, "Alice")) == sorted(["Software", "Alchemy", "Genetics", "Translation"])
    assert board(g, "Alice") == {
        "red": (["Erwin Rommel"], "none"),
        "blue": (["Tools", "Writing"], "none"),
    }
    assert board(g, "Bob") == {"blue": (["Pottery"], "none")}
    assert at_action(g)


def test_che_guevara_options_zhang_heng_scores_all_above_each_green_removes_piles():
    # Zhang Heng's echo: "Draw and tuck a 3. Score all cards above it." Paper (green)
    # goes under Sailing and The Wheel; both would be scored (no order asked): each is
    # removed instead, with all cards in all score piles (Bob's too). Then Alice fades one
    # of her two top figures: Zhang Heng (blue) is scored normally.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Zhang Heng"],
                    "yellow": ["Che Guevara"],
                    "green": ["Sailing", "The Wheel"],
                },
                "score": ["Agriculture"],
            },
            {"name": "Bob", "board": {"red": ["Archery"]}, "score": ["Oars"]},
        ],
        ["figures"],
        supply={"base": {"3": ["Paper"]}},
    )
    act(g, "dogma Zhang Heng")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Che Guevara", "Zhang Heng"]
    assert pile(g, "Alice") == []
    act(g, "Zhang Heng")
    assert board(g, "Alice") == {
        "yellow": (["Che Guevara"], "none"),
        "green": (["Paper"], "none"),
    }
    assert pile(g, "Alice") == ["Zhang Heng"]
    assert pile(g, "Bob") == []
    assert sorted(g.to_position()["removed"]) == ["Agriculture", "Oars", "Sailing", "The Wheel"]
    assert at_action(g)


def test_higgs_boson_options_transfer_all_is_no_score_rommel_and_che_do_not_answer():
    # "Transfer all cards on your board to your score pile": a transfer, not a score --
    # neither Erwin Rommel (Bob's Archery stays) nor Che Guevara (green Sailing and
    # Clothing transferred, Bob's score pile kept) answers it; no order is asked.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Higgs Boson", "Writing"],
                    "red": ["Erwin Rommel", "Oars"],
                    "yellow": ["Che Guevara"],
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "left"},
                },
            },
            {"name": "Bob", "board": {"red": ["Archery"]}, "score": ["Agriculture"]},
        ],
        ["artifacts", "figures"],
    )
    act(g, "dogma Higgs Boson")
    assert board(g, "Alice") == {}
    assert sorted(pile(g, "Alice")) == sorted(
        ["Higgs Boson", "Writing", "Erwin Rommel", "Oars", "Che Guevara", "Sailing", "Clothing"]
    )
    assert board(g, "Bob") == {"red": (["Archery"], "none")}
    assert pile(g, "Bob") == ["Agriculture"]
    assert g.to_position()["removed"] == []
    assert at_action(g)


# --- "If you would tuck a yellow card" (Sunshu Ao) ---------------------------------------


def test_sunshu_ao_options_socialism_executed_card_may_return_the_next_card_to_tuck():
    # Socialism tucks the two yellow cards (one stack: the order asked). Agriculture is
    # executed instead of tucked, while still in the hand: "You may return a card from
    # your hand" offers both hand cards (itself included) or None. Returning Masonry --
    # the card Socialism would tuck next -- scores a 2; Masonry is gone from the hand and
    # is not tucked; Agriculture stays in the hand.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Sunshu Ao"], "purple": ["Socialism"]},
                "hand": ["Agriculture", "Masonry"],
            },
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar"]}},
    )
    act(g, "dogma Socialism")
    act(g, "yes")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Agriculture", "Masonry"]
    act(g, "Agriculture")
    assert opts(g) == ["Agriculture", "Masonry", None]
    act(g, "Masonry")
    # Socialism "tuck all cards from your hand": Masonry, returned to the supply
    # meanwhile, is no longer in the hand: it is not tucked (rulings).
    assert hand(g, "Alice") == ["Agriculture"]
    assert pile(g, "Alice") == ["Calendar"]
    assert board(g, "Alice") == {
        "yellow": (["Sunshu Ao"], "none"),
        "purple": (["Socialism"], "none"),
    }
    assert base_pile_bottom(g, 1, 1) == ["Masonry"]
    assert at_action(g)


# --- Stephen Hawking: several hexes showing in one splayed stack ----------------------


def test_stephen_hawking_options_four_hexes_up_each_scores_the_bottom_sharer_first():
    # Blue splayed up: the hexes of Hawking, Chemistry, Physics and Computers show
    # (Writing's, top left, does not): four echo effects "Score the bottom card in this
    # color", bottom first. Bob shares (8 lightbulbs against 6) and executes each first,
    # on his own blue stack: Atomic Theory, then Evolution, then nothing. Alice scores
    # Writing, Computers, Physics, Chemistry. No question; Bob changed something: Alice's
    # sharing draw is a figure of her highest top card's value (10).
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": {
                        "cards": [
                            "Stephen Hawking",
                            "Chemistry",
                            "Physics",
                            "Computers",
                            "Writing",
                        ],
                        "splay": "up",
                    },
                },
            },
            {
                "name": "Bob",
                "board": {
                    "blue": {"cards": ["Evolution", "Atomic Theory"], "splay": "up"},
                    "purple": ["Philosophy"],
                },
            },
        ],
        ["figures"],
        supply={"figures": {"10": ["Jackie Chan"]}},
    )
    act(g, "dogma Stephen Hawking")
    assert board(g, "Alice") == {"blue": (["Stephen Hawking"], "none")}
    assert sorted(pile(g, "Alice")) == ["Chemistry", "Computers", "Physics", "Writing"]
    assert sorted(pile(g, "Bob")) == ["Atomic Theory", "Evolution"]
    assert board(g, "Bob") == {"purple": (["Philosophy"], "none")}
    assert hand(g, "Alice") == ["Jackie Chan"]
    assert at_action(g)


# --- Software executing Bioengineering ---------------------------------------------------


def test_software_options_bioengineering_any_opponents_top_leaf_then_uncovered_wins():
    # Software scores Databases, melds Robotics then Bioengineering and executes it:
    # "a top card with a {leaf} from any opponent's board": Bob's Fermenting and Code of
    # Laws, Carol's Lighting -- not Alice's own Agriculture, not Bob's covered
    # Reformation. Taking Code of Laws uncovers Reformation: Carol has fewer than three
    # {leaf} (2), and Bob has the most (5 against Alice's 3): Bob wins.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Software"], "yellow": ["Agriculture"], "red": ["Archery"]},
            },
            {
                "name": "Bob",
                "board": {"yellow": ["Fermenting"], "purple": ["Code of Laws", "Reformation"]},
            },
            {"name": "Carol", "board": {"purple": ["Lighting"]}},
        ],
        ["figures"],
        supply={"base": {"10": ["Databases", "Robotics", "Bioengineering"]}},
    )
    act(g, "dogma Software")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Code of Laws", "Fermenting", "Lighting"]
    act(g, "Code of Laws")
    assert g.result is not None
    assert g.result.winners == ["Bob"]
    assert sorted(pile(g, "Alice")) == ["Code of Laws", "Databases"]
    assert board(g, "Alice") == {
        "blue": (["Bioengineering", "Software"], "none"),
        "yellow": (["Agriculture"], "none"),
        "red": (["Robotics", "Archery"], "none"),
    }
    assert board(g, "Bob")["purple"] == (["Reformation"], "none")


# --- the "score all" effects that ask no order -----------------------------------------


def test_noodles_options_score_all_ones_revealed_card_too_no_order():
    # "If you have more {1} in your hand than every other player, draw and score a 2"
    # (2 against Bob's 1), then "Draw and reveal a 1. If it is yellow, score all {1}
    # from your hand": Clothing, Oars and the revealed Domestication, not Calendar; no
    # order asked. (Sandpaper, an Echoes card in the hand, keeps the draws base cards.)
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Noodles"]},
                "hand": ["Clothing", "Calendar", "Sandpaper", "Oars"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}, "hand": ["Tools"]},
        ],
        ["echoes"],
        supply={"base": {"1": ["Domestication"], "2": ["Mathematics"]}},
    )
    act(g, "dogma Noodles")
    assert sorted(pile(g, "Alice")) == ["Clothing", "Domestication", "Mathematics", "Oars"]
    assert hand(g, "Alice") == ["Calendar", "Sandpaper"]
    assert hand(g, "Bob") == ["Tools"]
    assert at_action(g)


def test_amina_sukhera_options_inspire_bottom_purples_of_every_board_with_beethoven():
    # Amina's inspire: "Score all bottom purple cards" (every board; no score order
    # asked). Alice's Philosophy and Bob's Education have a {lightbulb}: Beethoven
    # returns each with the whole score pile and scores four 5s; only the four 5s of the
    # second karma remain (the order asked is the return order of the first four 5s,
    # one pile). Then the inspire draws a 4 (Amina's value); nine cards scored this turn
    # claim Monument; Alice fades one of her two top figures (Amina: no {lightbulb},
    # scored normally).
    fives = ["Coal", "Chemistry", "Physics", "Banking"]
    more = ["Measurement", "Statistics", "Steam Engine", "Astronomy"]
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "red": ["Amina Sukhera"],
                    "purple": ["Ludwig Van Beethoven", "Philosophy"],
                },
                "score": ["Agriculture"],
            },
            {"name": "Bob", "board": {"purple": ["Mysticism", "Education"]}},
        ],
        ["figures"],
        supply={"base": {"5": fives + more, "4": ["Anatomy"]}},
    )
    act(g, "inspire red")
    seen = []
    while g.pending is not None and g.pending.kind == "choose_card":
        seen.append(opts(g))
        act(g, opts(g)[0])
    assert seen[:3] == [sorted(fives), sorted(fives)[1:], sorted(fives)[2:]]
    assert seen[3:] == [["Amina Sukhera", "Ludwig Van Beethoven"]]  # the fade
    assert sorted(pile(g, "Alice")) == sorted(more + ["Amina Sukhera"])
    assert player(g, "Alice")["achievements"] == ["Monument"]
    assert board(g, "Alice") == {"purple": (["Ludwig Van Beethoven"], "none")}
    assert board(g, "Bob") == {"purple": (["Mysticism"], "none")}
    assert hand(g, "Alice") == ["Anatomy"]
    assert base_pile_bottom(g, 2, 1) == ["Philosophy"]
    assert base_pile_bottom(g, 3, 1) == ["Education"]
    assert at_action(g)


def test_napoleon_bonaparte_options_railroad_factory_hand_cards_tucked_in_return_order():
    # Railroad returns the whole hand: Oars is returned; Gunpowder and Colonialism (one
    # pile: the return order is asked) have a {factory}: each is tucked instead (in that
    # order, under Archery) and scores a top 6 from anywhere: Napoleon himself, Bob's
    # Canning and Democracy (the covered Emancipation only once Democracy is gone).
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Napoleon Bonaparte", "Archery"], "purple": ["Railroad"]},
                "hand": ["Gunpowder", "Oars", "Colonialism"],
            },
            {
                "name": "Bob",
                "board": {"yellow": ["Canning"], "purple": ["Democracy", "Emancipation"]},
            },
        ],
        ["figures"],
        supply={"base": {"6": ["Metric System", "Vaccination", "Atomic Theory"]}},
    )
    act(g, "dogma Railroad")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Colonialism", "Gunpowder"]
    act(g, "Gunpowder")
    assert opts(g) == ["Canning", "Democracy", "Napoleon Bonaparte"]
    act(g, "Democracy")
    assert opts(g) == ["Canning", "Emancipation", "Napoleon Bonaparte"]
    act(g, "Napoleon Bonaparte")
    assert board(g, "Alice") == {
        "red": (["Archery", "Gunpowder", "Colonialism"], "none"),
        "purple": (["Railroad"], "none"),
    }
    assert sorted(pile(g, "Alice")) == ["Democracy", "Napoleon Bonaparte"]
    assert sorted(hand(g, "Alice")) == ["Atomic Theory", "Metric System", "Vaccination"]
    assert base_pile_bottom(g, 1, 1) == ["Oars"]
    assert board(g, "Bob") == {
        "yellow": (["Canning"], "none"),
        "purple": (["Emancipation"], "none"),
    }
    assert at_action(g)


def test_software_options_the_internet_splay_asked_then_clocks_counted_once():
    # Software scores Databases, melds Robotics and The Internet and executes it: "You
    # may splay your green cards up" (asked: it changes the splay), "Draw and score a
    # 10", "Draw and meld a 10 for every two {clock}": 6 clocks (Software 3, Robotics 1,
    # The Internet 2) -> three melds. Five top 10s: Universe.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Software"],
                    "green": {"cards": ["Mapmaking", "Clothing"], "splay": "right"},
                },
            },
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        ["figures"],
        supply={
            "base": {
                "10": [
                    "Databases",
                    "Robotics",
                    "The Internet",
                    "A.I.",
                    "Miniaturization",
                    "Self Service",
                    "Globalization",
                ]
            }
        },
    )
    act(g, "dogma Software")
    assert g.pending.kind == "yes_no" and g.pending.player == "Alice"
    act(g, "yes")
    assert sorted(pile(g, "Alice")) == ["A.I.", "Databases"]
    assert board(g, "Alice") == {
        "blue": (["Software"], "none"),
        "red": (["Miniaturization", "Robotics"], "none"),
        "green": (["Self Service", "Mapmaking", "Clothing"], "up"),
        "yellow": (["Globalization"], "none"),
        "purple": (["The Internet"], "none"),
    }
    assert player(g, "Alice")["achievements"] == ["Universe"]
    assert at_action(g)


# --- "If you would tuck a red card" (Mikhail Kalashnikov) --------------------------------


def test_mikhail_kalashnikov_options_socialism_each_red_tuck_opponents_top_red():
    # Socialism tucks Archery and Oars (one stack: the order is asked). Each red tuck is
    # replaced: "choose a top red card on an opponent's board" (Bob's Road Building,
    # Carol's Coal; not Bob's covered Construction), then transfer it or execute it.
    # Executing Road Building ("Meld one or two cards from your hand") melds Oars, the
    # card Socialism would tuck next: it is no longer in the hand, so it is not tucked
    # (and Kalashnikov, covered, no longer answers).
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Mikhail Kalashnikov"], "purple": ["Socialism"]},
                "hand": ["Archery", "Oars"],
            },
            {"name": "Bob", "board": {"red": ["Road Building", "Construction"]}},
            {"name": "Carol", "board": {"red": ["Coal"], "green": ["Sailing"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Socialism", "yes")
    assert opts(g) == ["Archery", "Oars"]
    act(g, "Archery")
    assert opts(g) == ["Coal", "Road Building"]
    act(g, "Road Building")
    assert g.pending.kind == "choose_option"
    assert len(g.pending.options) == 2
    act(g, next(o for o in g.pending.options if o.startswith("execute")))
    assert g.pending.kind == "choose_cards"
    assert opts(g) == ["Archery", "Oars"]
    act(g, ["Oars"])
    assert hand(g, "Alice") == ["Archery"]
    assert board(g, "Bob") == {"red": (["Road Building", "Construction"], "none")}
    # Socialism "tuck all cards from your hand": Oars, melded meanwhile, is no longer in
    # the hand: it is not tucked (rulings).
    assert board(g, "Alice") == {
        "red": (["Oars", "Mikhail Kalashnikov"], "none"),
        "purple": (["Socialism"], "none"),
    }
    assert at_action(g)


def test_catherine_the_great_options_classification_she_comes_to_hand_after_the_melds_set():
    # Classification: the colours in the hand are offered; purple taken from Bob's hand;
    # "meld all cards of that color from your hand": the two purple cards (one stack:
    # the order asked). The first purple meld first takes Catherine into the hand; she
    # was not among the cards to meld and stays there.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Classification"],
                    "purple": ["Catherine the Great", "Philosophy"],
                },
                "hand": ["Mysticism", "Oars"],
            },
            {"name": "Bob", "board": {"red": ["Archery"]}, "hand": ["Monotheism", "Tools"]},
        ],
        ["figures"],
    )
    act(g, "dogma Classification")
    assert opts(g) == ["Mysticism", "Oars"]
    act(g, "Mysticism")
    assert opts(g) == ["Monotheism", "Mysticism"]
    act(g, "Mysticism")
    assert board(g, "Alice")["purple"] == (["Monotheism", "Mysticism", "Philosophy"], "none")
    assert sorted(hand(g, "Alice")) == ["Catherine the Great", "Oars"]
    assert hand(g, "Bob") == ["Tools"]
    assert at_action(g)


def test_stephen_hawking_options_splayed_left_only_the_activated_colours_hexes():
    # Blue splayed left shows Chemistry's hex (bottom right), not Tools' (top left):
    # with Hawking's own, two echo effects score Tools then Chemistry. The red stack's
    # hexes (another colour) are not echo effects of this Dogma action.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": {"cards": ["Stephen Hawking", "Chemistry", "Tools"], "splay": "left"},
                    "red": {"cards": ["Coal", "Archery", "Oars"], "splay": "left"},
                },
            },
            {"name": "Bob", "board": {"red": ["Metalworking"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Stephen Hawking")
    assert sorted(pile(g, "Alice")) == ["Chemistry", "Tools"]
    assert board(g, "Alice") == {
        "blue": (["Stephen Hawking"], "none"),
        "red": (["Coal", "Archery", "Oars"], "left"),
    }
    assert hand(g, "Alice") == []
    assert at_action(g)


def test_erwin_rommel_options_stem_cells_hand_cards_stay_top_cards_scored_instead():
    # Stem Cells scores the whole hand (no order asked); each score is replaced by the
    # top cards of its colour from all boards: Sailing -> The Wheel and Mapmaking,
    # Agriculture -> Stem Cells itself, Clothing -> Currency (uncovered), Writing ->
    # Tools. The hand cards themselves are never scored.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "red": ["Erwin Rommel"],
                    "yellow": ["Stem Cells"],
                    "green": ["The Wheel"],
                },
                "hand": ["Sailing", "Agriculture", "Clothing", "Writing"],
            },
            {"name": "Bob", "board": {"green": ["Mapmaking", "Currency"], "blue": ["Tools"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Stem Cells", "yes")
    assert sorted(pile(g, "Alice")) == sorted(
        ["The Wheel", "Mapmaking", "Stem Cells", "Currency", "Tools"]
    )
    assert hand(g, "Alice") == ["Sailing", "Agriculture", "Clothing", "Writing"]
    assert board(g, "Alice") == {"red": (["Erwin Rommel"], "none")}
    assert board(g, "Bob") == {}
    assert at_action(g)


def test_napoleon_bonaparte_options_titanic_bottom_card_scored_by_the_karma_not_again():
    # Titanic: "Score all bottom cards from your board": Coal (a {factory}: Napoleon
    # tucks it -- already the bottom card -- and scores a top 6 from anywhere: Napoleon
    # or Democracy), Sailing, and Democracy (a one-card stack: a bottom card too). Once
    # the karma has scored Democracy it is no longer a bottom card on the board: it is
    # not scored again. Cards scored this turn: 3 before, Democracy and Sailing: 5, no
    # Monument.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "red": ["Napoleon Bonaparte", "Coal"],
                    "green": ["Ocean Liner Titanic", "Sailing"],
                    "purple": ["Democracy"],
                },
                "scored": 3,
            },
            {"name": "Bob", "board": {"red": ["Metalworking"]}},
        ],
        ["artifacts", "figures"],
    )
    act(g, "dogma Ocean Liner Titanic")
    assert opts(g) == ["Democracy", "Napoleon Bonaparte"]
    act(g, "Democracy")
    assert sorted(pile(g, "Alice")) == ["Democracy", "Sailing"]
    assert board(g, "Alice") == {
        "red": (["Napoleon Bonaparte", "Coal"], "none"),
        "green": (["Ocean Liner Titanic"], "none"),
    }
    # "Score all bottom cards from your board": Democracy, scored meanwhile by the
    # karma, is not scored again (rulings): 5 scored, no Monument.
    assert player(g, "Alice")["scored"] == 5
    assert player(g, "Alice")["achievements"] == []
    assert at_action(g)


# --- "If you would meld a card" (Ruth Handler), a figure (Martin Scorsese) ---------------


def test_ruth_handler_options_classification_other_purple_melded_first_not_twice():
    # Classification melds both purple cards (one stack: the order asked). The first
    # meld (Monotheism) first melds "all other cards of that color from your hand"
    # (Mysticism) and achieves a 9 for it; then Monotheism is melded on top. Mysticism
    # is no longer in the hand: Classification does not meld it again.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Classification"], "yellow": ["Ruth Handler"]},
                "hand": ["Mysticism", "Monotheism", "Oars"],
            },
            {"name": "Bob", "board": {"red": ["Archery"]}, "hand": ["Tools"]},
        ],
        ["figures"],
        supply={"base": {"9": ["Computers", "Services"]}},
    )
    act(g, "dogma Classification")
    assert opts(g) == ["Monotheism", "Mysticism", "Oars"]
    act(g, "Mysticism")
    assert opts(g) == ["Monotheism", "Mysticism"]
    act(g, "Monotheism")
    assert player(g, "Alice")["achievements"] == ["Computers"]
    assert hand(g, "Alice") == ["Oars"]
    # Classification "meld all cards of that color from your hand": Mysticism, melded
    # meanwhile by the karma, is not melded again (rulings).
    assert board(g, "Alice")["purple"] == (["Monotheism", "Mysticism"], "none")
    assert at_action(g)


def test_martin_scorsese_options_translation_each_figure_tucked_claims_any_standard():
    # Translation melds the score pile: three red cards (the order asked, one stack).
    # Each figure is tucked instead and claims a standard achievement regardless of
    # eligibility: any available value (2-5), then the rest; Oars is melded normally.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Translation"], "purple": ["Martin Scorsese"]},
                "score": ["Gilgamesh", "Oars", "Tigernmas"],
            },
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        ["figures"],
        achievements=["Mathematics", "Engineering", "Invention", "Coal"],
    )
    act(g, "dogma Translation", "yes")
    assert opts(g) == ["Gilgamesh", "Oars", "Tigernmas"]
    act(g, "Gilgamesh")
    assert opts(g) == ["Oars", "Tigernmas"]
    act(g, "Tigernmas")
    assert g.pending.kind == "choose_value"
    assert opts(g) == [2, 3, 4, 5]
    act(g, 5)
    assert opts(g) == [2, 3, 4]
    act(g, 2)
    assert sorted(player(g, "Alice")["achievements"]) == ["Coal", "Mathematics"]
    assert board(g, "Alice")["red"] == (["Oars", "Gilgamesh", "Tigernmas"], "none")
    assert pile(g, "Alice") == []
    assert at_action(g)


# --- "If you would score a non-figure card" (Saladin) ------------------------------------


def test_saladin_options_stem_cells_melds_until_covered_splay_asked_each_time():
    # Stem Cells scores the hand (no order asked: the hand's). Agriculture is melded
    # instead, and "you may splay left" yellow is asked (it would change); Oars is melded
    # over Saladin (splay red asked, declined); Saladin, covered, no longer answers:
    # Archery is scored.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Saladin"], "yellow": ["Stem Cells"]},
                "hand": ["Agriculture", "Oars", "Archery"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Stem Cells", "yes")
    assert g.pending.kind == "yes_no"
    assert board(g, "Alice")["yellow"] == (["Agriculture", "Stem Cells"], "none")
    act(g, "yes")
    assert g.pending.kind == "yes_no"
    assert board(g, "Alice")["red"] == (["Oars", "Saladin"], "none")
    act(g, "no")
    assert board(g, "Alice") == {
        "red": (["Oars", "Saladin"], "none"),
        "yellow": (["Agriculture", "Stem Cells"], "left"),
    }
    assert pile(g, "Alice") == ["Archery"]
    assert hand(g, "Alice") == []
    assert at_action(g)


# --- "If you would meld a card with a {lightbulb} or {clock}" (Nikola Tesla) -----------


def test_nikola_tesla_options_translation_each_meld_scores_an_opponents_plain_top():
    # Translation melds Philosophy and Writing (lightbulbs; different stacks) and Oars
    # (none). Each lightbulb meld first scores "an opponent's top card with neither
    # {lightbulb} nor {clock}": Bob's Masonry and Carol's Mysticism, not Bob's Tools
    # (lightbulb), not Alice's own; the second sees Domestication, uncovered.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Translation"], "yellow": ["Nikola Tesla"]},
                "score": ["Philosophy", "Oars", "Writing"],
            },
            {
                "name": "Bob",
                "board": {"yellow": ["Masonry", "Domestication"], "blue": ["Tools"]},
            },
            {"name": "Carol", "board": {"purple": ["Mysticism"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Translation", "yes")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Masonry", "Mysticism"]
    act(g, "Masonry")
    assert opts(g) == ["Domestication", "Mysticism"]
    act(g, "Domestication")
    assert sorted(pile(g, "Alice")) == ["Domestication", "Masonry"]
    assert board(g, "Alice") == {
        "blue": (["Writing", "Translation"], "none"),
        "yellow": (["Nikola Tesla"], "none"),
        "purple": (["Philosophy"], "none"),
        "red": (["Oars"], "none"),
    }
    assert board(g, "Bob") == {"blue": (["Tools"], "none")}
    assert at_action(g)


# --- "If you would score a card of a color you have splayed" (Yi Sun-Sin) ---------------


def test_yi_sun_sin_options_stem_cells_splayed_colours_tucked_others_scored():
    # Stem Cells scores the hand (no order asked). Oars (red, splayed right) and Clothing
    # (green, splayed left) are tucked instead, each followed by a 3 drawn and tucked
    # (Compass, Paper: green); Agriculture (yellow, not splayed) is scored.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "red": {"cards": ["Yi Sun-Sin", "Archery"], "splay": "right"},
                    "green": {"cards": ["Sailing", "The Wheel"], "splay": "left"},
                    "yellow": ["Stem Cells"],
                },
                "hand": ["Oars", "Agriculture", "Clothing"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
        supply={"base": {"3": ["Compass", "Paper"]}},
    )
    act(g, "dogma Stem Cells", "yes")
    assert board(g, "Alice") == {
        "red": (["Yi Sun-Sin", "Archery", "Oars"], "right"),
        "green": (["Sailing", "The Wheel", "Compass", "Clothing", "Paper"], "left"),
        "yellow": (["Stem Cells"], "none"),
    }
    assert pile(g, "Alice") == ["Agriculture"]
    assert hand(g, "Alice") == []
    assert at_action(g)
