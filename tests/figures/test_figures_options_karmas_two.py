"""Figures in the Sand: effects that move SEVERAL cards one after another, when a karma
answering the move of one card moves another card of the same list before its turn (or
the karma's owner leaves the board in the middle of the list). Written from the printed
texts only (an outside checker's audit): the options of each choice, the whole resulting
position, and that a count ("if you do", "for each", "that many") is the number of cards
really moved. rulings.md, "Order of several cards at once": a card of several that has
left the place it was named in before its turn comes is not moved."""

from __future__ import annotations

from outside import act, board, make, player


def opts(game):
    """The options, sorted, a None (declining) last."""
    options = list(game.pending.options)
    return sorted(o for o in options if o is not None) + [None] * (None in options)


def pile(game, name):
    return sorted(player(game, name)["score"])


def hand(game, name):
    return sorted(player(game, name)["hand"])


def at_action(game, name="Alice"):
    return (
        game.pending is not None and game.pending.kind == "action" and (game.pending.player == name)
    )


def supply(game, age, set_="base"):
    return game.to_position()["supply"][set_].get(str(age), [])


def removed(game):
    return sorted(game.to_position()["removed"])


# --- Napoleon Bonaparte: "If you would score or return a card with a {factory}, instead
# tuck it and score a top card of value 6 from anywhere." -------------------------------


def test_napoleon_bonaparte_options_hunt_lenox_globe_scores_a_listed_top_6_not_returned():
    # Hunt-Lenox Globe: "return all non-green top cards from your board": Napoleon,
    # Gauss (both to the figures 6 pile: the order asked) and Agriculture. Napoleon
    # first: he is tucked instead (under Coal) and scores a top 6 from anywhere: Gauss
    # (still on the board, one of the list) or Bob's Democracy -- not Napoleon, no
    # longer a top card once tucked. Gauss, scored, has left the board: not returned.
    # Coal, uncovered, was not a top card when the list was made: not returned. One card
    # returned (Agriculture): one 5 drawn, then melded (the only card in hand).
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Hunt-Lenox Globe"],
                    "red": ["Napoleon Bonaparte", "Coal"],
                    "blue": ["Carl Friedrich Gauss"],
                    "yellow": ["Agriculture"],
                },
                "hand": ["Tools"],
            },
            {"name": "Bob", "board": {"purple": ["Democracy", "Emancipation"]}},
        ],
        ["artifacts", "figures"],
        supply={"base": {"5": ["Chemistry", "Physics"]}},
    )
    act(g, "dogma Hunt-Lenox Globe")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Carl Friedrich Gauss", "Napoleon Bonaparte"]
    act(g, "Napoleon Bonaparte")
    assert opts(g) == ["Carl Friedrich Gauss", "Democracy"]
    act(g, "Carl Friedrich Gauss")
    # "Meld a card from hand": Tools or the drawn Chemistry.
    assert opts(g) == ["Chemistry", "Tools"]
    act(g, "Chemistry")
    assert board(g, "Alice") == {
        "green": (["Hunt-Lenox Globe"], "none"),
        "red": (["Coal", "Napoleon Bonaparte"], "none"),
        "blue": (["Chemistry"], "none"),
    }
    assert pile(g, "Alice") == ["Carl Friedrich Gauss"]
    assert hand(g, "Alice") == ["Tools"]
    assert supply(g, 5)[0] == "Physics"
    assert supply(g, 1)[-1] == "Agriculture"
    assert board(g, "Bob") == {"purple": (["Democracy", "Emancipation"], "none")}
    assert at_action(g)


def test_napoleon_bonaparte_options_principia_other_figure_returned_first_then_counts():
    # Principia: "return all non-blue top cards": Napoleon and Ludwig (figures 6 pile:
    # order asked) and Masonry. Ludwig first: returned. Then Napoleon: tucked instead,
    # and a top 6 from anywhere is scored: Bob's Democracy or Metric System (Ludwig is
    # gone, Napoleon tucked). Returned: Ludwig (6) and Masonry (1): "for each card
    # returned, draw and meld a card of value one higher, in ascending order": a 2, then
    # a 7 -- not an extra 7 for Napoleon.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Principia"],
                    "red": ["Napoleon Bonaparte", "Archery"],
                    "purple": ["Ludwig Van Beethoven"],
                    "yellow": ["Masonry"],
                },
            },
            {"name": "Bob", "board": {"purple": ["Democracy"], "green": ["Metric System"]}},
        ],
        ["artifacts", "figures"],
        supply={"base": {"2": ["Calendar"], "7": ["Refrigeration", "Lighting"]}},
    )
    act(g, "dogma Principia")
    assert opts(g) == ["Ludwig Van Beethoven", "Napoleon Bonaparte"]
    act(g, "Ludwig Van Beethoven")
    assert opts(g) == ["Democracy", "Metric System"]
    act(g, "Democracy")
    assert board(g, "Alice") == {
        "blue": (["Calendar", "Principia"], "none"),
        "red": (["Archery", "Napoleon Bonaparte"], "none"),
        "yellow": (["Refrigeration"], "none"),
    }
    assert pile(g, "Alice") == ["Democracy"]
    assert hand(g, "Alice") == []
    assert supply(g, 7)[0] == "Lighting"
    assert supply(g, 6, "figures")[-1] == "Ludwig Van Beethoven"
    assert supply(g, 1)[-1] == "Masonry"
    assert board(g, "Bob") == {"green": (["Metric System"], "none")}
    assert at_action(g)


def test_napoleon_bonaparte_options_newton_wickins_telescope_tucked_card_not_counted():
    # "You may return any number of cards from your score pile. If you do, draw and meld
    # a card of value equal to the number of cards returned": Coal (a {factory}) is
    # tucked instead and a top 6 scored (Napoleon himself or Bob's Machine Tools);
    # Agriculture and Writing are returned: two cards, a 2 is drawn and melded.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Newton-Wickins Telescope"], "red": ["Napoleon Bonaparte"]},
                "score": ["Coal", "Agriculture", "Writing"],
            },
            {"name": "Bob", "board": {"red": ["Machine Tools"]}},
        ],
        ["artifacts", "figures"],
        supply={"base": {"2": ["Calendar"], "3": ["Paper"]}},
        options={"relics": True},
    )
    act(g, "dogma Newton-Wickins Telescope")
    assert opts(g) == ["Agriculture", "Coal", "Writing"]
    g.answer(["Coal", "Agriculture", "Writing"])
    assert opts(g) == ["Machine Tools", "Napoleon Bonaparte"]
    act(g, "Machine Tools")
    if g.pending is not None and g.pending.kind == "choose_card":
        act(g, "Agriculture")  # the order of the two 1s (one pile)
    assert board(g, "Alice") == {
        "purple": (["Newton-Wickins Telescope"], "none"),
        "red": (["Napoleon Bonaparte", "Coal"], "none"),
        "blue": (["Calendar"], "none"),
    }
    assert pile(g, "Alice") == ["Machine Tools"]
    assert board(g, "Bob") == {}
    assert supply(g, 3)[0] == "Paper"
    assert sorted(supply(g, 1)[-2:]) == ["Agriculture", "Writing"]
    assert at_action(g)


def test_napoleon_bonaparte_options_newton_wickins_telescope_only_factory_no_draw():
    # Coal alone chosen: tucked instead (Napoleon scores himself, a top 6): nothing was
    # returned, so "if you do" fails: nothing is drawn or melded.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Newton-Wickins Telescope"], "red": ["Napoleon Bonaparte"]},
                "score": ["Coal", "Agriculture"],
            },
            {"name": "Bob", "board": {"red": ["Machine Tools"]}},
        ],
        ["artifacts", "figures"],
        supply={"base": {"1": ["Sailing"], "2": ["Calendar"]}},
        options={"relics": True},
    )
    act(g, "dogma Newton-Wickins Telescope")
    g.answer(["Coal"])
    assert opts(g) == ["Machine Tools", "Napoleon Bonaparte"]
    act(g, "Napoleon Bonaparte")
    assert board(g, "Alice") == {
        "purple": (["Newton-Wickins Telescope"], "none"),
        "red": (["Coal"], "none"),
    }
    assert pile(g, "Alice") == ["Agriculture", "Napoleon Bonaparte"]
    assert hand(g, "Alice") == []
    assert supply(g, 1)[0] == "Sailing"
    assert supply(g, 2)[0] == "Calendar"
    assert board(g, "Bob") == {"red": (["Machine Tools"], "none")}
    assert at_action(g)


# --- Margaret Thatcher: "If you would take a Dogma action, first score any top card with
# a {crown} or {factory} from anywhere." ---------------------------------------------------


def test_margaret_thatcher_options_hunt_lenox_globe_list_made_after_her_score():
    # Thatcher scores first: any top card with a {crown} or {factory} from anywhere:
    # herself, Canning, Bob's Banking -- not Hunt-Lenox Globe (no crown, no factory),
    # not Agriculture, not Bob's covered Metric System. She scores herself: Archery is now the top
    # red card, and "return all non-green top cards" returns Archery and Canning: two
    # 5s drawn, one melded.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Hunt-Lenox Globe"],
                    "red": ["Margaret Thatcher", "Archery"],
                    "yellow": ["Canning"],
                },
            },
            {"name": "Bob", "board": {"green": ["Banking", "Metric System"], "blue": ["Tools"]}},
        ],
        ["artifacts", "figures"],
        supply={"base": {"5": ["Chemistry", "Physics"]}},
    )
    act(g, "dogma Hunt-Lenox Globe")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Banking", "Canning", "Margaret Thatcher"]
    act(g, "Margaret Thatcher")
    assert opts(g) == ["Chemistry", "Physics"]
    act(g, "Physics")
    assert board(g, "Alice") == {
        "green": (["Hunt-Lenox Globe"], "none"),
        "blue": (["Physics"], "none"),
    }
    assert pile(g, "Alice") == ["Margaret Thatcher"]
    assert hand(g, "Alice") == ["Chemistry"]
    assert supply(g, 1)[-1] == "Archery"
    assert supply(g, 6)[-1] == "Canning"
    assert board(g, "Bob") == {
        "green": (["Banking", "Metric System"], "none"),
        "blue": (["Tools"], "none"),
    }
    assert at_action(g)


def test_napoleon_bonaparte_options_mass_media_each_factory_5_from_any_pile_tucked():
    # Mass Media: return Agriculture, choose 5: "return all cards of that value from all
    # score piles": Alice's Coal and Bob's Banking (each a {factory}) are tucked instead
    # -- by Alice, onto her board -- and each scores a top 6 from anywhere; Bob's
    # Astronomy is returned. First: Napoleon, Bob's Machine Tools or Democracy; after
    # Machine Tools, the second offers Napoleon and Democracy. Alice's Sailing (a 1)
    # stays.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Mass Media"], "red": ["Napoleon Bonaparte"]},
                "hand": ["Agriculture"],
                "score": ["Coal", "Sailing"],
            },
            {
                "name": "Bob",
                "board": {"red": ["Machine Tools"], "purple": ["Democracy"]},
                "score": ["Banking", "Astronomy"],
            },
        ],
        ["figures"],
    )
    act(g, "dogma Mass Media")
    assert opts(g) == ["Agriculture", None]
    act(g, "Agriculture")
    assert g.pending.kind == "choose_value"
    assert sorted(g.pending.options) == list(range(1, 11))
    act(g, 5)
    assert opts(g) == ["Democracy", "Machine Tools", "Napoleon Bonaparte"]
    act(g, "Machine Tools")
    assert opts(g) == ["Democracy", "Napoleon Bonaparte"]
    act(g, "Democracy")
    assert board(g, "Alice") == {
        "green": (["Mass Media", "Banking"], "none"),
        "red": (["Napoleon Bonaparte", "Coal"], "none"),
    }
    assert pile(g, "Alice") == ["Democracy", "Machine Tools", "Sailing"]
    assert hand(g, "Alice") == []
    assert board(g, "Bob") == {}
    assert pile(g, "Bob") == []
    assert supply(g, 5)[-1] == "Astronomy"
    assert supply(g, 1)[-1] == "Agriculture"
    assert at_action(g)


# --- Florence Nightingale: "If an opponent's effect would transfer, return, or remove a
# card from your score pile, instead leave it there." --------------------------------------


def test_florence_nightingale_options_tortugas_galleon_highest_left_none_transferred():
    # Tortugas Galleon compels Bob (3 {factory} against 2) to transfer all his highest
    # score cards (Coal and Banking, 5s): each is left there, so none was transferred,
    # and "If you transfered any, transfer a top card on your board of that value" does
    # nothing: Bob's Chemistry (a top 5) stays. Nothing moves.
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Tortugas Galleon"]}},
            {
                "name": "Bob",
                "board": {
                    "yellow": ["Florence Nightingale"],
                    "red": ["Machine Tools"],
                    "blue": ["Chemistry"],
                },
                "score": ["Coal", "Banking", "Sailing"],
            },
        ],
        ["artifacts", "figures"],
    )
    before = g.to_position()["players"]
    act(g, "dogma Tortugas Galleon")
    assert at_action(g)
    after = g.to_position()["players"]
    assert [p["board"] for p in after] == [p["board"] for p in before]
    assert pile(g, "Bob") == ["Banking", "Coal", "Sailing"]
    assert pile(g, "Alice") == []


# --- Homer: "If you would remove or return a figure from your hand, instead tuck it." ------


def test_homer_options_currency_tucked_figure_adds_no_value():
    # Currency: return Saladin (a figure: tucked instead, under Archery), Writing (1)
    # and Mathematics (2): two different values returned, two 2s drawn and scored --
    # not three.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Currency"], "purple": ["Homer"], "red": ["Archery"]},
                "hand": ["Writing", "Mathematics", "Saladin"],
            },
            {"name": "Bob", "board": {"blue": ["Tools"]}},
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar", "Philosophy", "Monotheism"]}},
    )
    act(g, "dogma Currency")
    assert opts(g) == ["Mathematics", "Saladin", "Writing"]
    g.answer(["Saladin", "Writing", "Mathematics"])
    assert board(g, "Alice") == {
        "green": (["Currency"], "none"),
        "purple": (["Homer"], "none"),
        "red": (["Archery", "Saladin"], "none"),
    }
    assert pile(g, "Alice") == ["Calendar", "Philosophy"]
    assert hand(g, "Alice") == []
    assert supply(g, 2)[0] == "Monotheism"
    assert supply(g, 2)[-1] == "Mathematics"
    assert supply(g, 1)[-1] == "Writing"
    assert board(g, "Bob") == {"blue": (["Tools"], "none")}
    assert at_action(g)


def test_homer_options_pencil_tucked_figure_neither_counted_nor_highest():
    # Pencil: the echo draws a 5 (Dice, an Echoes card, is in hand: a base 5). Return
    # Sejong the Great (a 3 figure: tucked instead), Writing and Mathematics: "draw that
    # many cards of value one higher than the highest card you returned": two 3s (not
    # three 4s). Foreshadow one of them (the two drawn 3s are offered), return the other.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Pencil"], "purple": ["Homer"], "blue": ["Tools"]},
                "hand": ["Writing", "Mathematics", "Sejong the Great", "Dice"],
            },
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        ["echoes", "figures"],
        supply={"base": {"3": ["Compass", "Paper"], "4": ["Invention"], "5": ["Coal"]}},
    )
    act(g, "dogma Pencil")
    assert opts(g) == ["Coal", "Dice", "Mathematics", "Sejong the Great", "Writing"]
    g.answer(["Sejong the Great", "Writing", "Mathematics"])
    assert opts(g) == ["Compass", "Paper"]
    act(g, "Paper")
    me = player(g, "Alice")
    assert me["forecast"] == ["Paper"]
    assert hand(g, "Alice") == ["Coal", "Dice"]
    assert board(g, "Alice") == {
        "yellow": (["Pencil"], "none"),
        "purple": (["Homer"], "none"),
        "blue": (["Tools", "Sejong the Great"], "none"),
    }
    assert supply(g, 3)[-1] == "Compass"
    assert supply(g, 4)[0] == "Invention"
    assert supply(g, 1)[-1] == "Writing"
    assert supply(g, 2)[-1] == "Mathematics"
    assert at_action(g)


def test_homer_options_globe_two_returned_of_three_splays_right():
    # Globe: the colour (red: the only one in hand, or None), then up to three red
    # cards: Saladin (a figure: tucked instead, under Construction), Archery, Oars: two
    # returned, so "two, right": any colour that can be splayed (blue, purple, red; not
    # green, a single card) -- not up. Then a 6 is drawn and foreshadowed.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Globe"],
                    "purple": ["Homer", "Mysticism"],
                    "blue": ["Writing", "Tools"],
                    "red": ["Construction"],
                },
                "hand": ["Archery", "Oars", "Saladin"],
            },
            {"name": "Bob", "board": {"yellow": ["Agriculture"]}},
        ],
        ["echoes", "figures"],
        supply={"base": {"6": ["Canning"]}},
    )
    act(g, "dogma Globe")
    assert opts(g) == ["red", None]
    act(g, "red")
    assert opts(g) == ["Archery", "Oars", "Saladin"]
    g.answer(["Saladin", "Archery", "Oars"])
    if g.pending.kind == "choose_card":  # the order of Archery and Oars (one pile)
        act(g, "Oars")
    assert opts(g) == ["blue", "purple", "red"]
    act(g, "purple")
    assert board(g, "Alice") == {
        "green": (["Globe"], "none"),
        "purple": (["Homer", "Mysticism"], "right"),
        "blue": (["Writing", "Tools"], "none"),
        "red": (["Construction", "Saladin"], "none"),
    }
    assert player(g, "Alice")["forecast"] == ["Canning"]
    assert hand(g, "Alice") == []
    assert sorted(supply(g, 1)[-2:]) == ["Archery", "Oars"]
    assert at_action(g)


# --- Sunshu Ao: "If you would tuck a yellow card, instead execute all non-demand Dogma
# effects on it for yourself only, then return it to your hand." ---------------------------


def test_sunshu_ao_options_reformation_executed_card_returns_the_other_chosen_card():
    # Reformation: 5 {leaf}: up to two tucks. Agriculture and Writing chosen.
    # Agriculture (yellow) is executed instead: "You may return a card from your hand"
    # offers the whole hand (Agriculture itself too) or None; Writing -- the next card
    # to tuck -- is returned and a 2 scored. Writing has left the hand: not tucked.
    # Agriculture goes back to the hand. Nothing was tucked.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "purple": ["Reformation"],
                    "yellow": ["Sunshu Ao"],
                    "green": ["Clothing"],
                },
                "hand": ["Agriculture", "Writing", "Oars"],
            },
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar"]}},
    )
    act(g, "dogma Reformation")
    assert opts(g) == ["Agriculture", "Oars", "Writing"]
    g.answer(["Agriculture", "Writing"])
    assert opts(g) == ["Agriculture", "Oars", "Writing", None]
    act(g, "Writing")
    assert hand(g, "Alice") == ["Agriculture", "Oars"]
    assert pile(g, "Alice") == ["Calendar"]
    assert board(g, "Alice") == {
        "purple": (["Reformation"], "none"),
        "yellow": (["Sunshu Ao"], "none"),
        "green": (["Clothing"], "none"),
    }
    assert supply(g, 1)[-1] == "Writing"
    assert player(g, "Alice")["tucked"] == 0
    assert at_action(g)


# --- Mikhail Kalashnikov: "If you would tuck a red card, instead choose a top red card on
# an opponent's board. Either transfer it to your score pile, or execute its non-demand
# Dogma effects for yourself only." -----------------------------------------------------------


def test_mikhail_kalashnikov_options_cell_phone_road_building_melds_the_next_clock_card():
    # Cell Phone: one 10 drawn (2 {clock}; Dice, an Echoes card, in hand: a base 10,
    # Self Service, no clock); no green to splay.
    # "Tuck any number of cards with a {clock} from your hand": Mobility and Quantum
    # Theory (not Self Service, not Sailing). Mobility (red): Kalashnikov chooses Bob's
    # top red card (the only one), and executes Road Building: "Meld one or two cards
    # from your hand" (the whole hand, Mobility too) -- Quantum Theory is melded. It has
    # left the hand: not tucked.
    # Nothing was tucked: no colour is splayed up. Mobility stays in the hand.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Cell Phone"], "red": ["Mikhail Kalashnikov"]},
                "hand": ["Mobility", "Quantum Theory", "Sailing", "Dice"],
            },
            {"name": "Bob", "board": {"red": ["Road Building"]}},
        ],
        ["echoes", "figures"],
        supply={"base": {"10": ["Self Service"]}},
    )
    act(g, "dogma Cell Phone")
    assert opts(g) == ["Mobility", "Quantum Theory"]
    g.answer(["Mobility", "Quantum Theory"])
    # Bob's Road Building, the only top red card of an opponent: not asked.
    assert opts(g) == [
        "execute its non-demand dogma effects for yourself only",
        "transfer it to your score pile",
    ]
    act(g, "execute its non-demand dogma effects for yourself only")
    # "Meld one or two cards from your hand": Mobility, not tucked, is still there.
    assert opts(g) == ["Dice", "Mobility", "Quantum Theory", "Sailing", "Self Service"]
    g.answer(["Quantum Theory"])
    assert board(g, "Alice") == {
        "yellow": (["Cell Phone"], "none"),
        "red": (["Mikhail Kalashnikov"], "none"),
        "blue": (["Quantum Theory"], "none"),
    }
    assert hand(g, "Alice") == ["Dice", "Mobility", "Sailing", "Self Service"]
    assert player(g, "Alice")["tucked"] == 0
    assert board(g, "Bob") == {"red": (["Road Building"], "none")}
    assert at_action(g)


# --- Carl Friedrich Gauss: "If you would meld a card, first choose a value and meld all
# cards of that value from your hand and score pile." ---------------------------------------


def test_carl_friedrich_gauss_options_classification_melds_listed_1s_first_not_again():
    # Classification: reveal red (any card of the hand may be chosen), take Bob's
    # Gunpowder, then meld the four red cards (one stack: the order asked). Gunpowder
    # first: Gauss (any value 1-10) -- 1: the 1s of hand and score pile are melded first
    # (Archery, Oars, Metalworking onto red, in the order asked; Writing onto blue,
    # covering Gauss; Sailing onto green), then Gunpowder. Archery and Oars, melded by
    # the karma, are not melded again; Construction is melded last, Gauss now covered.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Classification"], "blue": ["Carl Friedrich Gauss"]},
                "hand": ["Archery", "Oars", "Construction", "Writing"],
                "score": ["Metalworking", "Sailing"],
            },
            {"name": "Bob", "board": {"yellow": ["Agriculture"]}, "hand": ["Gunpowder", "Tools"]},
        ],
        ["figures"],
    )
    act(g, "dogma Classification")
    assert opts(g) == ["Archery", "Construction", "Oars", "Writing"]
    act(g, "Construction")
    assert opts(g) == ["Archery", "Construction", "Gunpowder", "Oars"]
    act(g, "Gunpowder", "Construction", "Oars")
    assert g.pending.kind == "choose_value"
    assert opts(g) == list(range(1, 11))
    act(g, 1)
    assert opts(g) == ["Archery", "Metalworking", "Oars"]
    act(g, "Metalworking")
    assert opts(g) == ["Archery", "Oars"]
    act(g, "Oars")
    assert board(g, "Alice") == {
        "green": (["Sailing", "Classification"], "none"),
        "blue": (["Writing", "Carl Friedrich Gauss"], "none"),
        "red": (["Construction", "Gunpowder", "Archery", "Oars", "Metalworking"], "none"),
    }
    assert hand(g, "Alice") == []
    assert pile(g, "Alice") == []
    assert hand(g, "Bob") == ["Tools"]
    assert board(g, "Bob") == {"yellow": (["Agriculture"], "none")}
    assert at_action(g)


# --- Gene Roddenberry: "If you would meld a purple card, instead if it is Enterprise, you
# win. Otherwise, instead tuck the card and return any top figure." -----------------------


def test_gene_roddenberry_options_classification_returns_himself_then_melds_go_on():
    # Classification reveals purple (Mysticism), takes Bob's Monotheism, and melds the
    # three purple cards (order asked). Philosophy first: tucked instead, and any top
    # figure returned: Gene himself or Bob's Gilgamesh. Gene returns himself: the other
    # two are melded normally.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Classification"], "purple": ["Gene Roddenberry"]},
                "hand": ["Mysticism", "Philosophy", "Writing"],
            },
            {"name": "Bob", "board": {"red": ["Gilgamesh"]}, "hand": ["Monotheism", "Tools"]},
        ],
        ["figures"],
    )
    act(g, "dogma Classification")
    assert opts(g) == ["Mysticism", "Philosophy", "Writing"]
    act(g, "Mysticism")
    assert opts(g) == ["Monotheism", "Mysticism", "Philosophy"]
    act(g, "Philosophy")
    assert opts(g) == ["Monotheism", "Mysticism"]
    act(g, "Mysticism")
    assert opts(g) == ["Gene Roddenberry", "Gilgamesh"]
    act(g, "Gene Roddenberry")
    assert board(g, "Alice") == {
        "green": (["Classification"], "none"),
        "purple": (["Monotheism", "Mysticism", "Philosophy"], "none"),
    }
    assert hand(g, "Alice") == ["Writing"]
    assert hand(g, "Bob") == ["Tools"]
    assert board(g, "Bob") == {"red": (["Gilgamesh"], "none")}
    assert supply(g, 9, "figures")[-1] == "Gene Roddenberry"
    assert at_action(g)


# --- Leonardo Da Vinci: "If you would meld a yellow card, first meld every non-yellow,
# non-purple card in your hand." ---------------------------------------------------------------


def test_leonardo_da_vinci_options_road_building_second_chosen_card_melded_first():
    # Road Building: "Meld one or two cards from your hand": Masonry and Writing.
    # Masonry (yellow): Leonardo first melds Writing and Oars (not Mysticism, purple),
    # then Masonry covers him. Writing has left the hand: Road Building does not meld it
    # again, so Road Building melded one card: "If you melded two" fails.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Road Building"], "yellow": ["Leonardo Da Vinci"]},
                "hand": ["Masonry", "Writing", "Mysticism", "Oars"],
            },
            {"name": "Bob", "board": {"green": ["Sailing"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Road Building")
    assert opts(g) == ["Masonry", "Mysticism", "Oars", "Writing"]
    g.answer(["Masonry", "Writing"])
    assert board(g, "Alice") == {
        "red": (["Oars", "Road Building"], "none"),
        "yellow": (["Masonry", "Leonardo Da Vinci"], "none"),
        "blue": (["Writing"], "none"),
    }
    assert hand(g, "Alice") == ["Mysticism"]
    assert board(g, "Bob") == {"green": (["Sailing"], "none")}
    assert at_action(g)


# --- Sun Tzu: "If you would draw for a share bonus, first meld any number of cards from
# your hand matching the Dogma action's featured icon." -----------------------------------


def test_sun_tzu_options_share_bonus_melds_are_not_answered_by_gene_roddenberry():
    # Writing ({lightbulb}), Bob shares (2 against 2) and draws. Before Alice's share
    # draw Sun Tzu melds any number of hand cards with a {lightbulb}: Archery,
    # Mathematics, Philosophy (not Oars). Philosophy onto Gene Roddenberry: no karma
    # answers a karma's meld (Gene would tuck it), so it is melded; Archery covers Sun
    # Tzu. The share draw is a figure of the highest top value (2): Plato.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Writing"],
                    "red": ["Sun Tzu"],
                    "purple": ["Gene Roddenberry"],
                },
                "hand": ["Philosophy", "Archery", "Oars"],
            },
            {"name": "Bob", "board": {"blue": ["Tools"]}},
        ],
        ["figures"],
        supply={"base": {"2": ["Monotheism", "Mathematics"]}, "figures": {"2": ["Plato"]}},
    )
    act(g, "dogma Writing")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Archery", "Mathematics", "Philosophy"]
    g.answer(["Philosophy", "Archery"])
    assert board(g, "Alice") == {
        "blue": (["Writing"], "none"),
        "red": (["Archery", "Sun Tzu"], "none"),
        "purple": (["Philosophy", "Gene Roddenberry"], "none"),
    }
    assert hand(g, "Alice") == ["Mathematics", "Oars", "Plato"]
    assert hand(g, "Bob") == ["Monotheism"]
    assert at_action(g)


# --- Homer and "remove": DeLorean DMC-12, Fission ----------------------------------------------


def test_homer_options_delorean_top_cards_removed_first_so_hand_figure_removed():
    # DeLorean: "remove all top cards on all boards and all cards in all hands": the top
    # cards first -- Bob's Homer among them -- so Bob's Gilgamesh is removed from his
    # hand, not tucked. The covered cards stay.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["DeLorean DMC-12", "Code of Laws"], "red": ["Archery"]},
                "hand": ["Tools"],
            },
            {
                "name": "Bob",
                "board": {"purple": ["Homer", "Mysticism"], "green": ["Sailing"]},
                "hand": ["Gilgamesh", "Oars"],
            },
        ],
        ["artifacts", "figures"],
    )
    act(g, "dogma DeLorean DMC-12")
    assert board(g, "Alice") == {"purple": (["Code of Laws"], "none")}
    assert board(g, "Bob") == {"purple": (["Mysticism"], "none")}
    assert hand(g, "Alice") == [] and hand(g, "Bob") == []
    assert removed(g) == sorted(
        ["DeLorean DMC-12", "Archery", "Tools", "Homer", "Sailing", "Gilgamesh", "Oars"]
    )
    assert at_action(g)


def test_homer_options_fission_hand_figure_tucked_is_not_one_of_the_boards_cards():
    # Fission: Bob draws a red 10: "remove all hands, boards, and score piles": Bob's
    # hand first -- Gilgamesh is tucked instead (Homer), into his empty red -- then his
    # board and score pile. inno removes the cards the zones held when the clause began
    # (rulings: "such a set is fixed when its clause begins"): Gilgamesh, tucked meanwhile,
    # stays on Bob's board. (One could read "remove all boards" as whatever they hold.)
    # The dogma action is complete: the second effect is not executed.
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Fission"]}, "hand": ["Tools"], "score": ["Coal"]},
            {
                "name": "Bob",
                "board": {"purple": ["Homer"], "green": ["Sailing"]},
                "hand": ["Gilgamesh"],
                "score": ["Writing"],
            },
        ],
        ["figures"],
        supply={"base": {"10": ["Robotics", "Software"]}},
    )
    act(g, "dogma Fission")
    for name in ("Alice", "Bob"):
        assert hand(g, name) == []
        assert pile(g, name) == []
    assert board(g, "Alice") == {}
    assert board(g, "Bob") == {"red": (["Gilgamesh"], "none")}
    assert player(g, "Bob")["tucked"] == 1
    assert removed(g) == sorted(
        ["Fission", "Tools", "Coal", "Homer", "Sailing", "Writing", "Robotics"]
    )
    assert supply(g, 10)[0] == "Software"
    assert at_action(g)


# --- Saladin: "If you would score a non-figure card, instead meld the card, then you may
# splay left the color of that card." -------------------------------------------------------


def test_saladin_options_titanic_covered_by_a_melded_bottom_card_then_scores_go_on():
    # Titanic: "score all bottom cards": Writing (a one-card stack: melded onto itself,
    # nothing moves, nothing to splay), Archery (melded over Saladin, then "you may splay
    # red left": asked), Sailing -- Saladin is now covered: scored. inno takes the
    # bottom cards in colour order (blue, red, green) without asking.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Ocean Liner Titanic", "Sailing"],
                    "red": ["Saladin", "Archery"],
                    "blue": ["Writing"],
                },
            },
            {"name": "Bob", "board": {"yellow": ["Agriculture"]}},
        ],
        ["artifacts", "figures"],
    )
    act(g, "dogma Ocean Liner Titanic")
    assert g.pending.kind == "yes_no" and "red" in g.pending.prompt
    act(g, "yes")
    assert board(g, "Alice") == {
        "green": (["Ocean Liner Titanic"], "none"),
        "red": (["Archery", "Saladin"], "left"),
        "blue": (["Writing"], "none"),
    }
    assert pile(g, "Alice") == ["Sailing"]
    assert player(g, "Alice")["scored"] == 1
    assert board(g, "Bob") == {"yellow": (["Agriculture"], "none")}
    assert at_action(g)


def test_homer_options_exxon_valdez_tucked_figure_stays_with_the_player_out():
    # Exxon Valdez compels Bob (3 {factory} against 3): "remove all cards from your
    # hand, score pile, board, and achievements": Gilgamesh, in the hand, is tucked
    # instead (under Machine Tools); then the board's cards as they were are removed.
    # Bob loses; Gilgamesh, tucked meanwhile, stays on his board (as for Fission). Carol
    # (no {factory}) is not compelled; Alice and Carol play on.
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Exxon Valdez"]}},
            {
                "name": "Bob",
                "board": {"purple": ["Homer"], "red": ["Machine Tools"]},
                "hand": ["Gilgamesh", "Oars"],
                "score": ["Writing"],
            },
            {"name": "Carol", "board": {"blue": ["Tools"]}},
        ],
        ["artifacts", "figures"],
    )
    act(g, "dogma Exxon Valdez")
    bob = player(g, "Bob")
    assert bob["out"] is True
    assert board(g, "Bob") == {"red": (["Gilgamesh"], "none")}
    assert bob["hand"] == [] and bob["score"] == [] and bob["achievements"] == []
    assert removed(g) == ["Homer", "Machine Tools", "Oars", "Writing"]
    assert board(g, "Alice") == {"red": (["Exxon Valdez"], "none")}
    assert board(g, "Carol") == {"blue": (["Tools"], "none")}
    assert g.result is None
    assert at_action(g)


def test_homer_options_umbrella_tucked_figure_is_not_a_returned_card():
    # Umbrella: the echo ("You may meld a card from your hand") declined; "Return any
    # number of cards from your hand": Gilgamesh (tucked instead) and Agriculture: one
    # card returned, so two cards from the hand are scored (asked among the four left),
    # not four.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Umbrella"], "purple": ["Homer"], "red": ["Archery"]},
                "hand": ["Gilgamesh", "Agriculture", "Writing", "Oars", "Tools", "Sailing"],
            },
            {"name": "Bob", "board": {"blue": ["Calendar"]}},
        ],
        ["echoes", "figures"],
    )
    act(g, "dogma Umbrella")
    assert opts(g)[-1] is None
    act(g, None)
    assert opts(g) == ["Agriculture", "Gilgamesh", "Oars", "Sailing", "Tools", "Writing"]
    g.answer(["Gilgamesh", "Agriculture"])
    d = g.pending
    assert (d.kind, d.min, d.max) == ("choose_cards", 2, 2)
    assert opts(g) == ["Oars", "Sailing", "Tools", "Writing"]
    g.answer(["Oars", "Tools"])
    assert board(g, "Alice") == {
        "green": (["Umbrella"], "none"),
        "purple": (["Homer"], "none"),
        "red": (["Archery", "Gilgamesh"], "none"),
    }
    assert pile(g, "Alice") == ["Oars", "Tools"]
    assert hand(g, "Alice") == ["Sailing", "Writing"]
    assert supply(g, 1)[-1] == "Agriculture"
    assert at_action(g)


def test_sunshu_ao_options_lighting_returned_card_not_tucked_values_of_tucked_only():
    # Lighting: "tuck up to three cards": Agriculture, Writing, Mathematics.
    # Agriculture (yellow) is executed instead: its "you may return a card" returns
    # Mathematics (a 3 scored); Writing is tucked; Mathematics, gone, is not. Tucked:
    # Writing only: one value, one 7 drawn and scored.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Lighting"], "yellow": ["Sunshu Ao"]},
                "hand": ["Agriculture", "Masonry", "Writing", "Mathematics"],
            },
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        ["figures"],
        supply={"base": {"3": ["Compass"], "7": ["Refrigeration", "Evolution"]}},
    )
    act(g, "dogma Lighting")
    assert opts(g) == ["Agriculture", "Masonry", "Mathematics", "Writing"]
    g.answer(["Agriculture", "Writing", "Mathematics"])
    assert opts(g) == ["Agriculture", "Masonry", "Mathematics", "Writing", None]
    act(g, "Mathematics")
    assert board(g, "Alice") == {
        "purple": (["Lighting"], "none"),
        "yellow": (["Sunshu Ao"], "none"),
        "blue": (["Writing"], "none"),
    }
    assert hand(g, "Alice") == ["Agriculture", "Masonry"]
    assert pile(g, "Alice") == ["Compass", "Refrigeration"]
    assert supply(g, 7)[0] == "Evolution"
    assert supply(g, 2)[-1] == "Mathematics"
    assert player(g, "Alice")["tucked"] == 1
    assert at_action(g)


# --- Yi Sun-Sin: "If you would score a card of a color you have splayed, instead tuck it,
# then draw and tuck a {3}." -----------------------------------------------------------------


def test_yi_sun_sin_options_titanic_drawn_3_tucked_under_a_listed_bottom_card():
    # Titanic: bottom cards Writing (blue), Archery (red, splayed: tucked instead --
    # already the bottom card -- and a 3 drawn and tucked: Compass, green, under Sailing),
    # Sailing (green). Sailing is no longer the bottom green card when its turn comes,
    # but it is still on the board: inno scores it (the set is fixed when the clause
    # begins; the card has not left the board). Writing is scored (blue not splayed).
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Ocean Liner Titanic", "Sailing"],
                    "red": {"cards": ["Yi Sun-Sin", "Archery"], "splay": "left"},
                    "blue": ["Writing"],
                },
            },
            {"name": "Bob", "board": {"yellow": ["Agriculture"]}},
        ],
        ["artifacts", "figures"],
        supply={"base": {"3": ["Compass", "Paper"]}},
    )
    act(g, "dogma Ocean Liner Titanic")
    assert board(g, "Alice") == {
        "green": (["Ocean Liner Titanic", "Compass"], "none"),
        "red": (["Yi Sun-Sin", "Archery"], "left"),
    }
    assert pile(g, "Alice") == ["Sailing", "Writing"]
    assert player(g, "Alice")["scored"] == 2
    assert player(g, "Alice")["tucked"] == 1
    assert supply(g, 3)[0] == "Paper"
    assert board(g, "Bob") == {"yellow": (["Agriculture"], "none")}
    assert at_action(g)


def test_napoleon_bonaparte_options_flash_drive_victim_chooses_four_factory_one_tucked():
    # Flash Drive demands Bob (1 {factory} against 3) return four score cards: he
    # chooses four of five. Coal (a {factory}) is tucked instead (under Napoleon) and a
    # top 6 from anywhere is scored into Bob's pile (Napoleon or Alice's Machine Tools);
    # three cards are returned. Alice's own effect: her score pile is empty.
    g = make(
        [
            {"name": "Alice", "board": {"green": ["Flash Drive"], "red": ["Machine Tools"]}},
            {
                "name": "Bob",
                "board": {"red": ["Napoleon Bonaparte"]},
                "score": ["Coal", "Agriculture", "Writing", "Sailing", "Metalworking"],
            },
        ],
        ["echoes", "figures"],
    )
    act(g, "dogma Flash Drive")
    d = g.pending
    assert (d.player, d.kind, d.min, d.max) == ("Bob", "choose_cards", 4, 4)
    assert opts(g) == ["Agriculture", "Coal", "Metalworking", "Sailing", "Writing"]
    g.answer(["Coal", "Agriculture", "Writing", "Sailing"])
    assert g.pending.player == "Bob"
    assert opts(g) == ["Machine Tools", "Napoleon Bonaparte"]
    act(g, "Machine Tools")
    while g.pending.kind == "choose_card" and g.pending.player == "Bob":
        act(g, opts(g)[0])  # the order of the three 1s (one pile)
    assert board(g, "Bob") == {"red": (["Napoleon Bonaparte", "Coal"], "none")}
    assert pile(g, "Bob") == ["Machine Tools", "Metalworking"]
    assert board(g, "Alice") == {"green": (["Flash Drive"], "none")}
    assert pile(g, "Alice") == []
    assert sorted(supply(g, 1)[-3:]) == ["Agriculture", "Sailing", "Writing"]
    assert at_action(g)


# --- Erwin Rommel: "If you would score a card, instead score the top card of its color
# from all boards." -----------------------------------------------------------------------------


def test_erwin_rommel_options_titanic_scores_himself_then_later_bottom_cards_plain():
    # Titanic: "score all bottom cards" -- Writing (blue), Archery (red), Titanic itself
    # (green, a one-card stack), taken by inno in colour order, no order asked. Writing:
    # instead the top blue cards of all boards (Writing, Bob's Tools). Archery: instead
    # the top red cards (Rommel himself, Bob's Oars): Archery stays. Rommel is gone:
    # Titanic is scored normally, Bob's The Wheel stays. (Bob, 1 {crown} against 3,
    # does not share.)
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Ocean Liner Titanic"],
                    "red": ["Erwin Rommel", "Archery"],
                    "blue": ["Writing"],
                },
            },
            {
                "name": "Bob",
                "board": {"blue": ["Tools"], "red": ["Oars"], "green": ["The Wheel"]},
            },
        ],
        ["artifacts", "figures"],
    )
    act(g, "dogma Ocean Liner Titanic")
    assert board(g, "Alice") == {"red": (["Archery"], "none")}
    assert pile(g, "Alice") == sorted(
        ["Writing", "Tools", "Erwin Rommel", "Oars", "Ocean Liner Titanic"]
    )
    assert board(g, "Bob") == {"green": (["The Wheel"], "none")}
    assert pile(g, "Bob") == []
    assert at_action(g)


def test_napoleon_bonaparte_options_dunhuang_star_chart_factory_card_not_counted():
    # Dunhuang Star Chart: "Return all cards from your hand" (the two 1s: order asked).
    # Coal (a {factory}) is tucked instead (under Napoleon) and a top 6 scored: Napoleon
    # or Bob's Industrialization. "Draw a card of value equal to the number of cards
    # returned": 2, not 3.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Dunhuang Star Chart"], "red": ["Napoleon Bonaparte"]},
                "hand": ["Coal", "Agriculture", "Writing"],
            },
            {"name": "Bob", "board": {"red": ["Industrialization"]}},
        ],
        ["artifacts", "figures"],
        supply={"base": {"2": ["Calendar"], "3": ["Paper"]}},
    )
    act(g, "dogma Dunhuang Star Chart")
    seen = []
    while g.pending.kind == "choose_card":
        seen.append(opts(g))
        act(g, opts(g)[-1])
    assert sorted(seen) == [
        ["Agriculture", "Writing"],
        ["Industrialization", "Napoleon Bonaparte"],
    ]
    assert board(g, "Alice") == {
        "blue": (["Dunhuang Star Chart"], "none"),
        "red": (["Coal"], "none"),
    }
    assert pile(g, "Alice") == ["Napoleon Bonaparte"]
    assert hand(g, "Alice") == ["Calendar"]
    assert board(g, "Bob") == {"red": (["Industrialization"], "none")}
    assert supply(g, 3)[0] == "Paper"
    assert at_action(g)
