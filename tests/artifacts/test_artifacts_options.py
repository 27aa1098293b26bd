"""The options of every choice of the Artifacts of History cards (and the relics, and the
Cities of Destiny rules that choose), from the printed texts alone (an outside check).

Each test builds a position where the candidates the text allows are not obvious (the
player's own board and the others', covered cards, cards that just miss the condition,
ties), takes the action through the documented API, and asserts that the decision offers
exactly those candidates (docs/rulings.md, "The decision protocol": a forced choice with
one candidate is not asked, "you may" offers None); then it answers with the candidate
most likely to be mishandled and checks the result briefly.
"""

import outside
from outside import achievements, act, board, hand, opts, player, score

from inno.data.cards import RECORDS

CARDS = {c["name"]: c for c in RECORDS}


def make(players, sets=("artifacts",), **kw):
    """A position without special achievements unless given."""
    kw.setdefault("special", ())
    return outside.make(players, sets, **kw)


def tops(game, who):
    return {c: cards[0] for c, (cards, _) in board(game, who).items()}


def stack(game, who, color):
    return board(game, who).get(color, ([], "none"))[0]


# ------------------------------------------------------------------ Cyrus Cylinder


def test_cyrus_cylinder_options_other_top_purple_any_board_and_splay():
    # "Choose any other top purple card on any player's board. Execute its non-demand
    # dogma effects. Do not share them. Splay left a color on any player's board."
    # Candidates: the other players' top purple cards (City States has no non-demand
    # effect, but it is a top purple card); not Cyrus itself, not covered purple cards.
    g = make(
        [
            {
                "name": "A",
                "board": {"purple": ["Cyrus Cylinder", "Philosophy"], "blue": ["Tools", "Writing"]},
                "hand": ["Agriculture"],
            },
            {
                "name": "B",
                "board": {
                    "purple": ["Mysticism", "Education"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                },
            },
            {"name": "C", "board": {"purple": ["City States"], "green": ["Sailing", "Clothing"]}},
        ],
        supply={"base": {"1": ["Masonry", "Pottery"]}},
    )
    act(g, "dogma Cyrus Cylinder")
    assert opts(g, "A", "choose_card") == ["City States", "Mysticism"]
    act(g, "Mysticism")
    # Mysticism for A: draw a 1 (Masonry, yellow: no yellow top card), kept in hand.
    assert hand(g, "A") == ["Agriculture", "Masonry"]
    # Splay left: every stack a left splay changes (not B's red, already left; not
    # C's purple, one card), on any board, A's own included.
    assert opts(g, "A", "choose_option") == ["A: blue", "A: purple", "B: purple", "C: green"]
    act(g, "C: green")
    assert board(g, "C")["green"] == (["Sailing", "Clothing"], "left")


def test_cyrus_cylinder_options_own_top_purple_from_display():
    # From the display, Cyrus Cylinder is on no board: the player's own top purple card
    # is "any other top purple card on any player's board".
    g = make(
        [
            {
                "name": "A",
                "board": {"purple": ["Mysticism", "Philosophy"], "blue": ["Tools"]},
                "display": ["Cyrus Cylinder"],
            },
            {"name": "B", "board": {"purple": ["Code of Laws"]}},
        ],
        phase="start",
        turn={"player": "A"},
        supply={"base": {"1": ["Writing", "Pottery"]}},
    )
    act(g, "dogma")
    assert opts(g, "A", "choose_card") == ["Code of Laws", "Mysticism"]
    act(g, "Mysticism")
    # Writing is blue like A's top Tools: melded, then a 1 drawn.
    assert stack(g, "A", "blue") == ["Writing", "Tools"]
    assert hand(g, "A") == ["Pottery"]


# ------------------------------------------------------------------ Gujin Tushu Jinsheng


def test_gujin_tushu_jinsheng_options_top_cards_of_other_boards():
    # "choose any other top card on any other board": every top card of the other
    # boards (a city too), none of the player's own, no covered card.
    g = make(
        [
            {"name": "A", "board": {"yellow": ["Gujin Tushu Jinsheng"], "blue": ["Tools"]}},
            {"name": "B", "board": {"purple": ["Code of Laws", "Mysticism"], "red": ["Athens"]}},
            {"name": "C", "board": {"green": ["Sailing"], "yellow": ["Agriculture"]}},
        ],
        sets=("artifacts", "cities"),
        supply={"base": {"1": ["Writing"]}},
    )
    act(g, "dogma Gujin Tushu Jinsheng")
    assert opts(g, "A", "choose_card") == ["Agriculture", "Athens", "Code of Laws", "Sailing"]
    act(g, "Sailing")
    # Sailing for A: draw and meld a 1.
    assert stack(g, "A", "blue") == ["Writing", "Tools"]


# ------------------------------------------------------------------ Charter of Liberties


def test_charter_of_liberties_options_tuck_then_splayed_color_any_board():
    # "Tuck a card from your hand. If you do, splay left its color, then choose a
    # splayed color on any player's board." The colour just splayed may be chosen; an
    # unsplayed stack may not, on any board.
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "blue": ["Charter of Liberties"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                    "green": ["Sailing", "Clothing"],
                },
                "hand": ["Writing", "Pottery"],
            },
            {
                "name": "B",
                "board": {
                    "purple": ["Code of Laws", "Mysticism"],
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "up"},
                },
            },
            {"name": "C", "board": {"green": ["The Wheel"]}},
        ],
        supply={"base": {"1": ["Metalworking", "Domestication"], "2": ["Calendar"]}},
    )
    act(g, "dogma Charter of Liberties")
    assert opts(g, "A", "choose_card") == ["Pottery", "Writing"]
    act(g, "Writing")
    assert board(g, "A")["blue"] == (["Charter of Liberties", "Writing"], "left")
    assert opts(g, "A", "choose_option") == ["A: blue", "A: red", "B: yellow"]
    act(g, "B: yellow")
    # Agriculture for A: "You may return a card from your hand. If you do, draw and
    # score a card of value one higher than the card you returned."
    assert opts(g, "A") == [None, "Pottery"]
    act(g, "Pottery")
    assert score(g, "A") == ["Calendar"]


# ------------------------------------------------------------------ compels and demands


def test_treaty_of_kadesh_options_top_non_blue_with_demand_or_compel():
    # "Score a top, non-blue card from your board with a demand effect." A compel is a
    # demand effect (rulings.md); Treaty itself is blue; Sailing has none.
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "blue": ["Treaty of Kadesh"],
                    "red": ["Archery"],
                    "purple": ["City States"],
                    "green": ["Sailing"],
                    "yellow": ["Terracotta Army"],
                },
            },
            {"name": "B", "board": {"red": ["Oars"]}},
        ]
    )
    act(g, "dogma Treaty of Kadesh")
    assert opts(g, "A", "choose_card") == ["Archery", "City States", "Terracotta Army"]
    act(g, "Terracotta Army")
    assert score(g, "A") == ["Terracotta Army"]
    assert "yellow" not in board(g, "A")


def test_holmegaard_bows_options_tie_for_highest_top_with_castle():
    # "transfer the highest top card with a {castle} on your board to my hand": the
    # three 3s with a castle tie; not the higher Navigation (no castle), not the lower
    # Construction, not the covered Mapmaking.
    g = make(
        [
            {"name": "A", "board": {"red": ["Holmegaard Bows"]}},
            {
                "name": "B",
                "board": {
                    "blue": ["Alchemy"],
                    "yellow": ["Machinery"],
                    "purple": ["Feudalism"],
                    "red": ["Construction"],
                    "green": ["Navigation", "Mapmaking"],
                },
            },
        ]
    )
    act(g, "dogma Holmegaard Bows")
    assert opts(g, "B", "choose_card") == ["Alchemy", "Feudalism", "Machinery"]
    act(g, "Feudalism")
    assert "Feudalism" in hand(g, "A")
    assert "purple" not in board(g, "B")


def test_babylonian_chronicles_options_top_non_red_with_castle():
    # "transfer a top non-red card with {castle} from your board to my board"
    g = make(
        [
            {"name": "A", "board": {"red": ["Babylonian Chronicles"], "green": ["Sailing"]}},
            {
                "name": "B",
                "board": {
                    "blue": ["Alchemy"],
                    "yellow": ["Machinery"],
                    "purple": ["Feudalism"],
                    "red": ["Construction"],
                    "green": ["Navigation", "Mapmaking"],
                },
            },
        ],
        supply={"base": {"3": ["Optics", "Paper"]}},
    )
    act(g, "dogma Babylonian Chronicles")
    assert opts(g, "B", "choose_card") == ["Alchemy", "Feudalism", "Machinery"]
    act(g, "Machinery")
    assert stack(g, "A", "yellow") == ["Machinery"]


def test_terracotta_army_options_top_without_castle_and_hand_without_castle():
    # Compel: "return a top card with no {castle}!" (not Construction, not the covered
    # Feudalism). Non-demand: "Score a card from your hand with no {castle}."
    g = make(
        [
            {
                "name": "A",
                "board": {"yellow": ["Terracotta Army"]},
                "hand": ["Optics", "Oars", "Writing"],
            },
            {
                "name": "B",
                "board": {
                    "blue": ["Translation"],
                    "yellow": ["Canal Building"],
                    "purple": ["Enterprise", "Feudalism"],
                    "red": ["Construction"],
                    "green": ["Navigation", "Mapmaking"],
                },
            },
        ]
    )
    act(g, "dogma Terracotta Army")
    assert opts(g, "B", "choose_card") == [
        "Canal Building",
        "Enterprise",
        "Navigation",
        "Translation",
    ]
    act(g, "Enterprise")
    assert stack(g, "B", "purple") == ["Feudalism"]
    assert opts(g, "A", "choose_card") == ["Optics", "Writing"]
    act(g, "Writing")
    assert score(g, "A") == ["Writing"]


def test_excalibur_options_higher_than_my_top_of_same_color():
    # "transfer a top card of higher value than my top card of the same color": Alchemy
    # (3 > Tools 1); Machinery and Feudalism (A has no yellow or purple top card);
    # not Engineering (3, not higher than Excalibur 3), not Mapmaking (2 < Navigation 4).
    g = make(
        [
            {
                "name": "A",
                "board": {"red": ["Excalibur"], "blue": ["Tools"], "green": ["Navigation"]},
            },
            {
                "name": "B",
                "board": {
                    "red": ["Engineering"],
                    "blue": ["Alchemy"],
                    "yellow": ["Machinery"],
                    "purple": ["Feudalism"],
                    "green": ["Mapmaking"],
                },
            },
        ]
    )
    act(g, "dogma Excalibur")
    assert opts(g, "B", "choose_card") == ["Alchemy", "Feudalism", "Machinery"]
    act(g, "Alchemy")
    assert stack(g, "A", "blue") == ["Alchemy", "Tools"]


def test_mjolnir_amulet_options_any_top_card_of_the_victim():
    g = make(
        [
            {"name": "A", "board": {"red": ["Mjolnir Amulet"]}},
            {
                "name": "B",
                "board": {
                    "red": ["Engineering", "Archery"],
                    "blue": ["Alchemy"],
                    "yellow": ["Machinery"],
                    "purple": ["Feudalism"],
                    "green": ["Mapmaking"],
                },
            },
        ]
    )
    act(g, "dogma Mjolnir Amulet")
    assert opts(g, "B", "choose_card") == [
        "Alchemy",
        "Engineering",
        "Feudalism",
        "Machinery",
        "Mapmaking",
    ]
    act(g, "Engineering")
    assert score(g, "A") == ["Archery", "Engineering"]
    assert "red" not in board(g, "B")


def test_moylough_belt_shrine_options_activating_player_picks_from_victims_hand():
    # "reveal all cards in your hand and transfer the card of my choice to my board!"
    g = make(
        [
            {"name": "A", "board": {"yellow": ["Moylough Belt Shrine"]}, "hand": ["Tools"]},
            {
                "name": "B",
                "hand": ["Writing", "Optics", "Oars"],
                "board": {"red": ["Engineering", "Archery"], "blue": ["Alchemy"]},
            },
        ]
    )
    act(g, "dogma Moylough Belt Shrine")
    assert opts(g, "A", "choose_card") == ["Oars", "Optics", "Writing"]
    act(g, "Oars")
    assert stack(g, "A", "red") == ["Oars"]
    assert hand(g, "B") == ["Optics", "Writing"]


def test_holy_lance_options_top_artifacts_only():
    # "transfer a top Artifact from your board to my board!": not the covered Basur
    # Hoyuk Tokens, not base cards.
    g = make(
        [
            {"name": "A", "board": {"green": ["Holy Lance"]}},
            {
                "name": "B",
                "board": {
                    "red": ["Holmegaard Bows"],
                    "blue": ["Alchemy", "Basur Hoyuk Tokens"],
                    "yellow": ["Moylough Belt Shrine"],
                    "purple": ["Feudalism"],
                    "green": ["Mapmaking"],
                },
            },
        ]
    )
    act(g, "dogma Holy Lance")
    assert opts(g, "B", "choose_card") == ["Holmegaard Bows", "Moylough Belt Shrine"]
    act(g, "Moylough Belt Shrine")
    assert stack(g, "A", "yellow") == ["Moylough Belt Shrine"]


def test_moses_options_own_top_cards_with_crown():
    # "Score a top card on your board with a {crown}": not Moses (no crown), not
    # Reformation, not the covered Enterprise, not B's Navigation.
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "yellow": ["Moses"],
                    "blue": ["Translation"],
                    "red": ["Oars"],
                    "green": ["Mapmaking"],
                    "purple": ["Reformation", "Enterprise"],
                },
            },
            {"name": "B", "board": {"green": ["Navigation"]}},
        ]
    )
    act(g, "dogma Moses")
    assert opts(g, "A", "choose_card") == ["Mapmaking", "Oars", "Translation"]
    act(g, "Oars")
    assert score(g, "A") == ["Oars"]
    assert tops(g, "B") == {"green": "Navigation"}


def test_bill_of_rights_options_colors_with_more_visible_cards():
    # "choose a color where you have more visible cards than I do!": A shows red 1,
    # blue 2 (splayed), green 1, yellow 1, purple 0; B shows red 1 (a tie), blue 1
    # (fewer: unsplayed), green 3, yellow 2, purple 1.
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "red": ["Bill of Rights"],
                    "blue": {"cards": ["Physics", "Tools"], "splay": "left"},
                    "green": ["Measurement", "Sailing"],
                    "yellow": ["Statistics"],
                },
            },
            {
                "name": "B",
                "board": {
                    "red": ["Optics", "Oars"],
                    "blue": ["Experimentation", "Writing", "Calendar"],
                    "green": {"cards": ["Paper", "Compass", "Clothing"], "splay": "right"},
                    "purple": ["Education"],
                    "yellow": {"cards": ["Perspective", "Anatomy"], "splay": "left"},
                },
            },
        ]
    )
    act(g, "dogma Bill of Rights")
    assert opts(g, "B", "choose_color") == ["green", "purple", "yellow"]
    act(g, "purple")
    assert stack(g, "A", "purple") == ["Education"]
    assert "purple" not in board(g, "B")


def test_time_options_non_yellow_top_with_clock_then_repeat():
    # "transfer a non-yellow top card with a {clock} ... If you do, repeat this effect!"
    g = make(
        [
            {"name": "A", "board": {"yellow": ["Time"]}},
            {
                "name": "B",
                "board": {
                    "blue": ["Quantum Theory"],
                    "red": ["Flight"],
                    "yellow": ["Singer Model 27"],
                    "green": ["Mass Media"],
                    "purple": ["Railroad"],
                },
            },
        ]
    )
    act(g, "dogma Time")
    assert opts(g, "B", "choose_card") == ["Flight", "Mass Media", "Quantum Theory", "Railroad"]
    act(g, "Railroad")
    assert opts(g, "B", "choose_card") == ["Flight", "Mass Media", "Quantum Theory"]


def test_stamp_act_options_values_of_victims_top_yellow_then_green():
    # "transfer a card of value equal to the top yellow card on your board from your
    # score pile to mine! If you do, return a card from your score pile of value equal
    # to the top green card on your board!"
    g = make(
        [
            {"name": "A", "board": {"yellow": ["Stamp Act"]}},
            {
                "name": "B",
                "board": {
                    "yellow": ["Fermenting"],
                    "green": ["Compass"],
                    "blue": ["Experimentation"],
                },
                "score": ["Calendar", "Mathematics", "Construction", "Alchemy", "Optics", "Tools"],
            },
        ]
    )
    act(g, "dogma Stamp Act")
    assert opts(g, "B", "choose_card") == ["Calendar", "Construction", "Mathematics"]
    act(g, "Mathematics")
    assert opts(g, "B", "choose_card") == ["Alchemy", "Optics"]
    act(g, "Optics")
    assert score(g, "A") == ["Mathematics"]
    assert score(g, "B") == ["Alchemy", "Calendar", "Construction", "Tools"]


def test_velcro_shoes_options_nines_in_hand():
    g = make(
        [
            {"name": "A", "board": {"red": ["Velcro Shoes"]}},
            {
                "name": "B",
                "board": {"red": ["Composites"]},
                "hand": ["Computers", "Genetics", "Mass Media", "A.I."],
                "score": ["Fission"],
            },
        ]
    )
    act(g, "dogma Velcro Shoes")
    assert opts(g, "B", "choose_card") == ["Computers", "Genetics"]
    act(g, "Genetics")
    assert hand(g, "A") == ["Genetics"]
    assert score(g, "B") == ["Fission"]


def test_petition_of_right_options_one_card_per_top_card_with_castle():
    # "transfer a card from your score pile to my score pile for each top card with a
    # {castle} on your board!": two top cards with a castle (not Education).
    g = make(
        [
            {"name": "A", "board": {"blue": ["Petition of Right"]}},
            {
                "name": "B",
                "board": {"red": ["Engineering"], "yellow": ["Machinery"], "purple": ["Education"]},
                "score": ["Calendar", "Tools", "Optics"],
            },
        ]
    )
    act(g, "dogma Petition of Right")
    d = g.pending
    assert (d.player, d.kind, d.min, d.max) == ("B", "choose_cards", 2, 2)
    assert opts(g) == ["Calendar", "Optics", "Tools"]
    act(g, ["Optics", "Tools"])
    assert score(g, "A") == ["Optics", "Tools"]


def test_tortugas_galleon_options_top_cards_of_the_transferred_value():
    # "transfer all the highest cards from your score pile to my score pile! If you
    # transfered any, transfer a top card on your board of that value to my board!"
    g = make(
        [
            {"name": "A", "board": {"red": ["Tortugas Galleon"]}},
            {
                "name": "B",
                "board": {
                    "red": ["Coal"],
                    "blue": ["Alchemy"],
                    "purple": ["Feudalism"],
                    "green": ["Mapmaking"],
                },
                "score": ["Optics", "Paper", "Tools"],
            },
        ]
    )
    act(g, "dogma Tortugas Galleon")
    assert score(g, "A") == ["Optics", "Paper"]
    assert opts(g, "B", "choose_card") == ["Alchemy", "Feudalism"]
    act(g, "Feudalism")
    assert stack(g, "A", "purple") == ["Feudalism"]


def test_us_declaration_options_ties_for_highest_in_hand_score_and_top_factory():
    # "transfer the highest card in your hand ..., the highest card in your score pile
    # ..., and the highest top card with {factory} from your board": ties everywhere;
    # Democracy (6, no factory) is higher but does not qualify.
    g = make(
        [
            {"name": "A", "board": {"red": ["U.S. Declaration of Independence"]}},
            {
                "name": "B",
                "board": {
                    "red": ["Coal"],
                    "blue": ["Chemistry"],
                    "purple": ["Democracy"],
                    "green": ["Banking"],
                    "yellow": ["Steam Engine"],
                },
                "hand": ["Optics", "Paper", "Tools"],
                "score": ["Navigation", "Enterprise", "Writing"],
            },
        ]
    )
    act(g, "dogma U.S. Declaration of Independence")
    assert opts(g, "B", "choose_card") == ["Optics", "Paper"]
    act(g, "Paper")
    assert opts(g, "B", "choose_card") == ["Enterprise", "Navigation"]
    act(g, "Enterprise")
    assert opts(g, "B", "choose_card") == ["Banking", "Chemistry", "Coal", "Steam Engine"]
    act(g, "Steam Engine")
    assert (hand(g, "A"), score(g, "A"), tops(g, "A")["yellow"]) == (
        ["Paper"],
        ["Enterprise"],
        "Steam Engine",
    )


def test_frigate_constitution_options_any_card_in_hand():
    # "reveal a card in your hand! If you do, and its value is equal to the value of any
    # of my top cards, return it and all cards of its color from your board!"
    g = make(
        [
            {"name": "A", "board": {"red": ["Frigate Constitution"], "blue": ["Alchemy"]}},
            {
                "name": "B",
                "board": {"red": ["Coal"], "blue": ["Chemistry"], "green": ["Banking", "Paper"]},
                "hand": ["Optics", "Compass", "Tools"],
            },
        ]
    )
    act(g, "dogma Frigate Constitution")
    assert opts(g, "B", "choose_card") == ["Compass", "Optics", "Tools"]
    act(g, "Compass")
    # Compass (3 = Alchemy) and the green cards are returned; the player orders the
    # cards going to the age 3 pile (Compass, Paper).
    assert opts(g, "B", "choose_card") == ["Compass", "Paper"]
    act(g, "Paper")
    assert hand(g, "B") == ["Optics", "Tools"]
    assert "green" not in board(g, "B")


def test_jiskairumoko_necklace_options_score_pile_then_achievement_by_back():
    # "return a card from your score pile! If you do, transfer an achievement of the same
    # value": the two 3s are chosen by their backs (identical: no question).
    g = make(
        [
            {"name": "A", "board": {"green": ["Jiskairumoko Necklace"]}},
            {
                "name": "B",
                "board": {"red": ["Construction"], "purple": ["Feudalism"]},
                "score": ["Optics", "Calendar", "Tools"],
                "achievements": ["Paper", "Alchemy", "Mathematics", "Monument"],
            },
        ],
        special=["World"],
    )
    act(g, "dogma Jiskairumoko Necklace")
    assert opts(g, "B", "choose_card") == ["Calendar", "Optics", "Tools"]
    act(g, "Optics")
    got = achievements(g, "A")
    assert got in (["Paper"], ["Alchemy"])
    assert achievements(g, "B") == sorted(
        {"Paper", "Alchemy"} - set(got) | {"Mathematics", "Monument"}
    )


def test_world_cup_ball_options_standard_by_back_and_relic_not_special():
    # "I compel you to return one of your achievements!": the standard ones by their
    # backs (two 3s are one option), the relic by name, not the special achievement.
    g = make(
        [
            {"name": "A", "board": {"purple": ["'30 World Cup Final Ball"]}},
            {
                "name": "B",
                "board": {"yellow": ["Anatomy"], "purple": ["Reformation"]},
                "achievements": ["Paper", "Alchemy", "Monument", "Complex Numbers"],
            },
        ],
        options={"relics": True},
        special=["World"],
        supply={"base": {"8": ["Antibiotics"]}},
    )
    act(g, "dogma '30 World Cup Final Ball")
    assert opts(g, "B", "choose_option") == ["Complex Numbers", "achievement 3"]
    act(g, "Complex Numbers")
    assert {"Alchemy", "Monument", "Paper"} <= set(achievements(g, "B"))
    assert "Complex Numbers" not in achievements(g, "B")
    assert "Complex Numbers" in g.to_position()["relics"]


def test_maldives_options_return_all_but_two_from_hand():
    g = make(
        [
            {
                "name": "A",
                "board": {"red": ["Maldives"]},
                "score": ["Tools", "Writing", "Optics", "Paper", "Alchemy", "Compass"],
            },
            {
                "name": "B",
                "board": {"blue": ["Quantum Theory"]},
                "hand": ["Navigation", "Enterprise", "Oars"],
                "score": ["Flight", "Rocketry", "Sailing"],
            },
        ]
    )
    act(g, "dogma Maldives")
    d = g.pending
    assert (d.player, d.kind, d.min, d.max) == ("B", "choose_cards", 1, 1)
    assert opts(g) == ["Enterprise", "Navigation", "Oars"]
    act(g, ["Oars"])
    assert hand(g, "B") == ["Enterprise", "Navigation"]
    # "Return all cards in your score pile but two!"
    d = g.pending
    assert (d.player, d.kind, d.min, d.max) == ("B", "choose_cards", 1, 1)
    assert opts(g) == ["Flight", "Rocketry", "Sailing"]


def test_twister_options_per_color_from_score_pile():
    # "For each color, meld a card of that color from your score pile!": blue first
    # (rulings.md), a choice only within a colour.
    g = make(
        [
            {"name": "A", "board": {"purple": ["Twister"]}},
            {
                "name": "B",
                "board": {"red": ["Coal"], "blue": ["Computers"]},
                "score": ["Optics", "Flight", "Tools", "Writing", "Paper"],
            },
        ]
    )
    act(g, "dogma Twister")
    assert opts(g, "B", "choose_card") == ["Tools", "Writing"]
    act(g, "Writing")
    assert opts(g, "B", "choose_card") == ["Flight", "Optics"]
    act(g, "Optics")
    assert tops(g, "B") == {"red": "Optics", "blue": "Writing", "green": "Paper"}
    assert score(g, "B") == ["Flight", "Tools"]


def test_philips_compact_cassette_options_stacks_an_up_splay_changes():
    # "Splay up two colors on your board": not blue (already up), not yellow (one card);
    # red splayed left can be splayed up.
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "green": ["Philips Compact Cassette", "Sailing"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                    "blue": {"cards": ["Tools", "Writing"], "splay": "up"},
                    "yellow": ["Agriculture"],
                    "purple": ["Mysticism", "Code of Laws"],
                },
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ]
    )
    act(g, "dogma Philips Compact Cassette")
    assert opts(g, "A", "choose_color") == ["green", "purple", "red"]
    act(g, "red")
    assert opts(g, "A", "choose_color") == ["green", "purple"]
    act(g, "purple")
    assert board(g, "A")["red"][1] == "up" and board(g, "A")["purple"][1] == "up"


def test_hansen_writing_ball_options_blue_card_in_hand_after_drawing():
    # "draw four {7}! Meld a blue card": the blue card of the hand before the draws too.
    g = make(
        [
            {"name": "A", "board": {"green": ["Hansen Writing Ball"]}},
            {"name": "B", "board": {"blue": ["Quantum Theory"]}, "hand": ["Tools"]},
        ],
        supply={
            "base": {
                "7": ["Evolution", "Publications", "Combustion", "Lighting", "Bicycle", "Railroad"]
            }
        },
    )
    act(g, "dogma Hansen Writing Ball")
    assert opts(g, "B", "choose_card") == ["Evolution", "Publications", "Tools"]
    act(g, "Tools")
    assert stack(g, "B", "blue") == ["Tools", "Quantum Theory"]
    assert {"Combustion", "Evolution", "Lighting", "Publications"} <= set(hand(g, "A"))


# ------------------------------------------------------------------ non-demand choices


def test_periodic_table_options_top_cards_with_a_same_value_partner():
    # "Choose two top cards on your board of the same value": Periodic Table itself is a
    # top 7; Empiricism (the only 8) has no partner; the covered Lighting is no top card.
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "blue": ["Periodic Table"],
                    "red": ["Combustion"],
                    "green": ["Classification"],
                    "yellow": ["Canning"],
                    "purple": ["Empiricism", "Lighting"],
                },
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ],
        supply={"base": {"7": ["Bicycle", "Evolution"], "8": ["Flight", "Rocketry"]}},
    )
    act(g, "dogma Periodic Table")
    assert opts(g, "A", "choose_card") == [
        "Canning",
        "Classification",
        "Combustion",
        "Periodic Table",
    ]
    act(g, "Canning")
    # The second card is forced (Classification, the other 6): a 7 is drawn and melded
    # (Bicycle, green, over Classification: one of the chosen cards, so repeat).
    assert stack(g, "A", "green") == ["Bicycle", "Classification"]
    # Now the 7s: Periodic Table, Combustion, Bicycle.
    assert opts(g, "A", "choose_card") == ["Bicycle", "Combustion", "Periodic Table"]


def test_plush_beweglich_rod_bear_options_every_value():
    g = make(
        [
            {"name": "A", "board": {"yellow": ["Plush Beweglich Rod Bear"], "red": ["Combustion"]}},
            {"name": "B", "board": {"green": ["Sailing"]}, "score": ["Calendar"]},
        ]
    )
    act(g, "dogma Plush Beweglich Rod Bear")
    assert opts(g, "A", "choose_value") == list(range(1, 11))
    act(g, 2)
    assert score(g, "B") == []


def test_moonlight_sonata_options_tie_for_highest_top_card():
    # "Choose a color on your board having the highest top card": three 7s tie (not
    # Moonlight Sonata's purple, 6). "Meld the bottom card on your board of that color."
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "purple": ["Moonlight Sonata", "Lighting"],
                    "red": ["Combustion", "Oars"],
                    "green": ["Bicycle", "Sailing"],
                    "yellow": ["Canning"],
                    "blue": ["Publications"],
                },
            },
            {"name": "B", "board": {"yellow": ["Antibiotics"]}},
        ],
        achievements=["Mathematics"],
    )
    act(g, "dogma Moonlight Sonata")
    assert opts(g, "A", "choose_color") == ["blue", "green", "red"]
    act(g, "green")
    assert stack(g, "A", "green") == ["Sailing", "Bicycle"]
    assert achievements(g, "A") == ["Mathematics"]


def test_boerhavve_silver_microscope_options_ties_for_lowest():
    # "Return the lowest card in your hand and the lowest top card on your board."
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "blue": ["Boerhavve Silver Microscope"],
                    "red": ["Oars"],
                    "green": ["Sailing"],
                    "yellow": ["Canning"],
                },
                "hand": ["Tools", "Writing", "Optics"],
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ],
        supply={"base": {"2": ["Calendar"]}},
    )
    act(g, "dogma Boerhavve Silver Microscope")
    assert opts(g, "A", "choose_card") == ["Tools", "Writing"]
    act(g, "Writing")
    assert opts(g, "A", "choose_card") == ["Oars", "Sailing"]
    act(g, "Sailing")
    assert score(g, "A") == ["Calendar"]
    assert hand(g, "A") == ["Optics", "Tools"]


def test_ship_of_the_line_sussex_options_any_color():
    # "choose a color and score all cards of that color from your board": any colour.
    g = make(
        [
            {
                "name": "A",
                "board": {"red": ["Ship of the Line Sussex"], "blue": ["Tools", "Writing"]},
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ]
    )
    act(g, "dogma Ship of the Line Sussex")
    assert opts(g, "A", "choose_color") == ["blue", "green", "purple", "red", "yellow"]
    act(g, "blue")
    assert score(g, "A") == ["Tools", "Writing"]


def test_east_india_company_charter_options_values_other_than_five():
    g = make(
        [
            {"name": "A", "board": {"red": ["East India Company Charter"]}, "score": ["Tools"]},
            {"name": "B", "board": {"yellow": ["Anatomy"]}, "score": ["Writing", "Calendar"]},
        ],
        supply={"base": {"5": ["Coal", "Banking"]}},
    )
    act(g, "dogma East India Company Charter")
    assert opts(g, "A", "choose_value") == [1, 2, 3, 4, 6, 7, 8, 9, 10]
    act(g, 1)
    assert score(g, "A") == ["Banking", "Coal"]
    assert score(g, "B") == ["Calendar"]


def test_the_daily_courant_options_any_value_then_other_top_cards():
    # "Draw a card of any value, then place it on top of the draw pile of its age. You
    # may execute the effects of one of your other top cards": not itself, a demand-only
    # card too, "you may" offers None.
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "yellow": ["The Daily Courant"],
                    "blue": ["Tools"],
                    "red": ["Archery", "Oars"],
                    "purple": ["Code of Laws"],
                },
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ],
        supply={"base": {"3": ["Optics"]}},
    )
    act(g, "dogma The Daily Courant")
    assert opts(g, "A", "choose_value") == list(range(1, 11))
    act(g, 3)
    assert g.to_position()["supply"]["base"]["3"][0] == "Optics"
    assert opts(g, "A", "choose_card") == [None, "Archery", "Code of Laws", "Tools"]
    act(g, None)
    assert hand(g, "A") == []


def test_earharts_lockheed_electra_options_top_cards_of_each_value():
    # "For each value below nine, return a top card of that value from your board, in
    # descending order": the 8 (Earhart's itself) is forced; then the two 7s; then the
    # two 6s (the covered Lighting, a 7, uncovered later, is not asked for again).
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "blue": ["Earhart's Lockheed Electra 10E"],
                    "red": ["Combustion"],
                    "green": ["Bicycle"],
                    "yellow": ["Canning"],
                    "purple": ["Democracy", "Lighting"],
                },
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ],
        achievements=["Tools", "Mathematics"],
    )
    act(g, "dogma Earhart's Lockheed Electra 10E")
    assert "blue" not in board(g, "A")
    assert opts(g, "A", "choose_card") == ["Bicycle", "Combustion"]
    act(g, "Bicycle")
    assert opts(g, "A", "choose_card") == ["Canning", "Democracy"]
    act(g, "Democracy")
    assert tops(g, "A") == {"red": "Combustion", "yellow": "Canning", "purple": "Lighting"}


def test_roundhay_garden_scene_options_tie_for_highest_in_score_pile():
    g = make(
        [
            {
                "name": "A",
                "board": {"purple": ["Roundhay Garden Scene"]},
                "score": ["Tools", "Writing", "Calendar", "Mathematics"],
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ],
        supply={"base": {"2": ["Fermenting", "Currency", "Construction"]}},
    )
    act(g, "dogma Roundhay Garden Scene")
    assert opts(g, "A", "choose_card") == ["Calendar", "Mathematics"]
    act(g, "Mathematics")
    assert stack(g, "A", "blue") == ["Mathematics"]
    assert {"Calendar", "Fermenting", "Currency", "Tools", "Writing"} <= set(score(g, "A"))


def test_marilyn_diptych_options_you_may_score_then_any_score_card():
    # "You may score a card from your hand. You may transfer any card from your score
    # pile to your hand": the card just scored is in the score pile; B's is not.
    g = make(
        [
            {
                "name": "A",
                "board": {"purple": ["Marilyn Diptych"]},
                "score": ["Tools", "Writing"],
                "hand": ["Calendar", "Optics"],
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}, "score": ["Paper"]},
        ]
    )
    act(g, "dogma Marilyn Diptych")
    assert opts(g, "A", "choose_card") == [None, "Calendar", "Optics"]
    act(g, "Optics")
    assert opts(g, "A", "choose_card") == [None, "Optics", "Tools", "Writing"]
    act(g, "Optics")
    assert hand(g, "A") == ["Calendar", "Optics"]
    assert score(g, "A") == ["Tools", "Writing"]


def test_dolly_the_sheep_options_you_may_then_tie_for_highest_in_hand():
    # "You may score your bottom yellow card. You may draw and tuck a {1}. ... Otherwise,
    # meld the highest card in your hand, then draw a {10}."
    g = make(
        [
            {
                "name": "A",
                "board": {"yellow": ["Dolly the Sheep", "Agriculture", "Masonry"]},
                "hand": ["Calendar", "Mathematics", "Tools"],
            },
            {"name": "B", "board": {"blue": ["Writing"]}},
        ],
        supply={"base": {"1": ["Pottery"], "10": ["A.I."]}},
    )
    act(g, "dogma Dolly the Sheep")
    assert opts(g, "A", "yes_no") == ["no", "yes"]
    act(g, "no")
    assert opts(g, "A", "yes_no") == ["no", "yes"]
    act(g, "no")
    assert opts(g, "A") == ["Calendar", "Mathematics"]
    act(g, ["Mathematics"])
    assert stack(g, "A", "blue") == ["Mathematics"]
    assert hand(g, "A") == ["A.I.", "Calendar", "Tools"]


def test_communist_manifesto_options_drawn_cards_for_each_player():
    # "For each player in the game, draw and reveal a {7}. Transfer one of the drawn
    # cards to each player's board. Execute the non-demand effects of your card."
    g = make(
        [
            {"name": "A", "board": {"purple": ["The Communist Manifesto"]}},
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
            {"name": "C", "board": {"blue": ["Tools"]}},
        ],
        supply={"base": {"7": ["Evolution", "Combustion", "Bicycle"]}},
    )
    act(g, "dogma The Communist Manifesto")
    assert opts(g, "A", "choose_card") == ["Bicycle", "Combustion", "Evolution"]
    act(g, "Bicycle")
    assert opts(g, "A", "choose_card") == ["Combustion", "Evolution"]
    act(g, "Evolution")
    assert (tops(g, "A")["green"], tops(g, "B")["blue"], tops(g, "C")["red"]) == (
        "Bicycle",
        "Evolution",
        "Combustion",
    )


def test_rosetta_stone_options_types_in_play_and_opponents_not_teammate():
    # "Choose a card type. Draw two {2} of that type. Meld one and transfer the other to
    # an opponent's board." With teams, the teammate C is no opponent.
    g = make(
        [
            {"name": "A", "board": {"blue": ["Rosetta Stone"]}},
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
            {"name": "C", "board": {"green": ["Sailing"]}},
            {"name": "D", "board": {"red": ["Oars"]}},
        ],
        sets=("artifacts", "echoes", "cities"),
        options={"teams": True},
        supply={"cities": {"2": ["Sparta", "Tikal"]}},
    )
    act(g, "dogma Rosetta Stone")
    assert opts(g, "A", "choose_option") == ["artifacts", "base", "cities", "echoes"]
    act(g, "cities")
    assert opts(g, "A", "choose_card") == ["Sparta", "Tikal"]
    act(g, "Tikal")
    assert opts(g, "A", "choose_player") == ["B", "D"]
    act(g, "D")
    assert stack(g, "A", "red") == ["Tikal"]
    assert stack(g, "D", "red") == ["Sparta", "Oars"]


def test_pavlovian_tusk_options_only_the_drawn_cards():
    # "Draw three cards ... Return one of the drawn cards. Score one of the drawn cards."
    # Tools, in hand before, is no drawn card; the returned one is no longer offered.
    g = make(
        [
            {
                "name": "A",
                "board": {"red": ["Pavlovian Tusk"], "green": ["Mapmaking"]},
                "hand": ["Tools"],
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ],
        supply={"base": {"2": ["Calendar", "Currency", "Fermenting"]}},
    )
    act(g, "dogma Pavlovian Tusk")
    assert opts(g, "A", "choose_card") == ["Calendar", "Currency", "Fermenting"]
    act(g, "Currency")
    assert opts(g, "A", "choose_card") == ["Calendar", "Fermenting"]
    act(g, "Fermenting")
    assert hand(g, "A") == ["Calendar", "Tools"]
    assert score(g, "A") == ["Fermenting"]


def test_mask_of_warka_options_any_color():
    g = make(
        [
            {"name": "A", "board": {"purple": ["Mask of Warka"]}, "hand": ["Tools"]},
            {"name": "B", "board": {"yellow": ["Anatomy"]}, "hand": ["Oars"]},
        ],
        achievements=["Pottery", "Calendar"],
    )
    act(g, "dogma Mask of Warka")
    assert opts(g, "A", "choose_color") == ["blue", "green", "purple", "red", "yellow"]
    act(g, "blue")
    assert achievements(g, "A") == ["Pottery"]
    assert hand(g, "A") == []


def test_tale_of_the_shipwrecked_sailor_options_any_color_then_that_color_in_hand():
    # "Choose a color. Draw a {1}. Meld a card of the chosen color from your hand."
    g = make(
        [
            {
                "name": "A",
                "board": {"purple": ["Tale of the Shipwrecked Sailor"]},
                "hand": ["Tools", "Oars"],
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ],
        supply={"base": {"1": ["Writing"]}},
    )
    act(g, "dogma Tale of the Shipwrecked Sailor")
    assert opts(g, "A", "choose_color") == ["blue", "green", "purple", "red", "yellow"]
    act(g, "blue")
    assert opts(g, "A", "choose_card") == ["Tools", "Writing"]
    act(g, "Writing")
    assert stack(g, "A", "blue") == ["Writing"]
    assert hand(g, "A") == ["Oars", "Tools"]


def test_papyrus_of_ani_options_purple_cards_then_types_in_play():
    # "Return a purple card from your hand. If you do, draw and reveal a card of any type
    # of value two higher."
    g = make(
        [
            {
                "name": "A",
                "board": {"red": ["Papyrus of Ani"]},
                "hand": ["Mysticism", "Code of Laws", "Tools"],
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ],
        sets=("artifacts", "echoes"),
        supply={"echoes": {"3": ["Deodorant"]}},
    )
    act(g, "dogma Papyrus of Ani")
    assert opts(g, "A", "choose_card") == ["Code of Laws", "Mysticism"]
    act(g, "Code of Laws")
    assert opts(g, "A", "choose_option") == ["artifacts", "base", "echoes"]
    act(g, "echoes")
    assert "Deodorant" in hand(g, "A")


def test_priest_king_options_eligible_standard_achievements():
    # "Score a card from your hand. If you have a top card matching its color, execute
    # ... Claim an achievement, if eligible.": 11 points and a top 2: ages 1 and 2, not 3.
    g = make(
        [
            {
                "name": "A",
                "board": {"green": ["Priest-King"], "blue": ["Writing"], "red": ["Construction"]},
                "hand": ["Tools", "Oars"],
                "score": ["Calendar", "Mathematics", "Alchemy", "Optics"],
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ],
        achievements=["Pottery", "Fermenting", "Paper"],
        special=["Monument", "World"],
    )
    act(g, "dogma Priest-King")
    assert opts(g, "A", "choose_card") == ["Oars", "Tools"]
    act(g, "Oars")
    assert opts(g, "A", "choose_value") == [1, 2]
    act(g, 2)
    assert achievements(g, "A") == ["Fermenting"]


def test_lurgan_canoe_options_hand_then_repeat():
    g = make(
        [
            {
                "name": "A",
                "board": {"yellow": ["Lurgan Canoe"], "blue": ["Writing", "Calendar"]},
                "hand": ["Tools", "Oars"],
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ]
    )
    act(g, "dogma Lurgan Canoe")
    assert opts(g, "A", "choose_card") == ["Oars", "Tools"]
    act(g, "Tools")
    # Writing and Calendar scored: repeat, Oars (the only card) melded, nothing scored.
    assert score(g, "A") == ["Calendar", "Writing"]
    assert tops(g, "A") == {"yellow": "Lurgan Canoe", "blue": "Tools", "red": "Oars"}


def test_xianrendong_shards_options_three_of_hand_then_two_of_those():
    g = make(
        [
            {
                "name": "A",
                "board": {"yellow": ["Xianrendong Shards"]},
                "hand": ["Tools", "Oars", "Writing", "Sailing"],
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ],
        supply={"base": {"1": ["Pottery", "Masonry", "Archery"]}},
    )
    act(g, "dogma Xianrendong Shards")
    d = g.pending
    assert (d.kind, d.min, d.max) == ("choose_cards", 3, 3)
    assert opts(g, "A") == ["Oars", "Sailing", "Tools", "Writing"]
    act(g, ["Tools", "Oars", "Writing"])
    d = g.pending
    assert (d.kind, d.min, d.max) == ("choose_cards", 2, 2)
    assert opts(g, "A") == ["Oars", "Tools", "Writing"]
    act(g, ["Tools", "Writing"])
    # Both blue: draw three 1s.
    assert score(g, "A") == ["Tools", "Writing"]
    assert stack(g, "A", "red") == ["Oars"]
    assert hand(g, "A") == ["Archery", "Masonry", "Pottery", "Sailing"]


def test_shroud_of_turin_options_score_cards_of_the_returned_color_then_any_achievement():
    # "Return a card from your hand. If you do, return a top card from your board and a
    # card from your score pile of the returned card's color. If you did all three, claim
    # an achievement ignoring eligibility."
    g = make(
        [
            {
                "name": "A",
                "board": {"purple": ["Shroud of Turin"], "blue": ["Writing"], "red": ["Oars"]},
                "hand": ["Tools", "Archery"],
                "score": ["Calendar", "Mathematics", "Optics", "Alchemy"],
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}, "score": ["Translation"]},
        ],
        achievements=["Pottery", "Fermenting", "Paper", "Construction"],
        special=["Monument"],
    )
    act(g, "dogma Shroud of Turin")
    assert opts(g, "A", "choose_card") == ["Archery", "Tools"]
    act(g, "Tools")
    # The top blue card (Writing) is the only candidate: not asked.
    assert "blue" not in board(g, "A")
    assert opts(g, "A", "choose_card") == ["Alchemy", "Calendar", "Mathematics"]
    act(g, "Calendar")
    assert opts(g, "A", "choose_value") == [1, 2, 3]
    act(g, 3)
    assert achievements(g, "A") == ["Paper"]


def test_philosophers_stone_options_return_then_score_that_many_of_the_rest():
    g = make(
        [
            {
                "name": "A",
                "board": {"green": ["Philosopher's Stone"]},
                "hand": ["Tools", "Calendar", "Archery", "Optics"],
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ]
    )
    act(g, "dogma Philosopher's Stone")
    assert opts(g, "A", "choose_card") == ["Archery", "Calendar", "Optics", "Tools"]
    act(g, "Calendar")
    d = g.pending
    assert (d.kind, d.min, d.max) == ("choose_cards", 2, 2)
    assert opts(g, "A") == ["Archery", "Optics", "Tools"]
    act(g, ["Optics", "Tools"])
    assert score(g, "A") == ["Optics", "Tools"]
    assert hand(g, "A") == ["Archery"]


def test_baghdad_battery_options_hand_then_score_from_hand_with_drawn_card():
    # "Meld a card from hand. If you covered up a card of different type than the melded
    # card, draw a card of matching type and value to the covered card, then score a card
    # from your hand." The city Athens covers the base Oars: a base 1 is drawn.
    g = make(
        [
            {
                "name": "A",
                "board": {"green": ["Baghdad Battery"], "red": ["Oars"]},
                "hand": ["Tools", "Athens", "Calendar"],
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ],
        sets=("artifacts", "cities"),
        supply={"base": {"1": ["Pottery"]}},
    )
    act(g, "dogma Baghdad Battery")
    assert opts(g, "A", "choose_card") == ["Athens", "Calendar", "Tools"]
    act(g, "Athens")
    assert opts(g, "A", "choose_card") == ["Calendar", "Pottery", "Tools"]
    act(g, "Pottery")
    assert score(g, "A") == ["Pottery"]
    assert stack(g, "A", "red") == ["Athens", "Oars"]


def test_delft_pocket_telescope_options_drawn_cards_sharing_a_symbol():
    # "Return a card from your score pile. If you do, draw a {5} and a {6}, then reveal one
    # of the drawn cards that has a symbol in common with the returned card."
    g = make(
        [
            {
                "name": "A",
                "board": {"blue": ["Delft Pocket Telescope"]},
                "score": ["Tools", "Oars"],
                "hand": ["Paper"],
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}, "score": ["Writing"]},
        ],
        supply={"base": {"5": ["Chemistry"], "6": ["Atomic Theory"]}},
    )
    act(g, "dogma Delft Pocket Telescope")
    assert opts(g, "A", "choose_card") == ["Oars", "Tools"]
    act(g, "Tools")
    # Tools (lightbulb, castle): Chemistry and Atomic Theory have a lightbulb; Paper,
    # in the hand before, is no drawn card.
    assert opts(g, "A", "choose_card") == ["Atomic Theory", "Chemistry"]
    act(g, "Chemistry")
    assert hand(g, "A") == ["Atomic Theory", "Chemistry", "Paper"]


def test_hudsons_bay_company_archives_options_whole_score_pile_with_scored_bottoms():
    # "Score the bottom card of every color on your board. Meld a card from your score
    # pile. Splay right the color of the melded card."
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "green": ["Hudson's Bay Company Archives", "Sailing"],
                    "blue": ["Writing", "Tools"],
                    "red": ["Oars"],
                },
                "score": ["Calendar", "Optics"],
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}, "score": ["Paper"]},
        ]
    )
    act(g, "dogma Hudson's Bay Company Archives")
    assert opts(g, "A", "choose_card") == ["Calendar", "Oars", "Optics", "Sailing", "Tools"]
    act(g, "Sailing")
    assert board(g, "A")["green"] == (["Sailing", "Hudson's Bay Company Archives"], "right")
    assert score(g, "A") == ["Calendar", "Oars", "Optics", "Tools"]


def test_kilogram_of_the_archives_options_hand_then_any_top_card_itself_included():
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "blue": ["Kilogram of the Archives"],
                    "red": ["Oars"],
                    "green": ["Mapmaking"],
                },
                "hand": ["Tools", "Rocketry"],
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ],
        supply={"base": {"10": ["A.I."]}},
    )
    act(g, "dogma Kilogram of the Archives")
    assert opts(g, "A", "choose_card") == ["Rocketry", "Tools"]
    act(g, "Rocketry")
    assert opts(g, "A", "choose_card") == ["Kilogram of the Archives", "Mapmaking", "Oars"]
    act(g, "Mapmaking")
    # 8 + 2 = 10: draw and score a 10.
    assert score(g, "A") == ["A.I."]


def test_marcha_real_options_two_cards_of_hand():
    g = make(
        [
            {
                "name": "A",
                "board": {"purple": ["Marcha Real"]},
                "hand": ["Tools", "Oars", "Writing"],
            },
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ],
        supply={"base": {"2": ["Calendar"]}},
        achievements=["Mathematics"],
    )
    act(g, "dogma Marcha Real")
    d = g.pending
    assert (d.kind, d.min, d.max) == ("choose_cards", 2, 2)
    assert opts(g, "A") == ["Oars", "Tools", "Writing"]
    act(g, ["Tools", "Writing"])
    # "Reveal and return two cards" is one selection (choose_cards), whose answer's order
    # is the order the cards are acted on (rulings.md, the decision protocol): nothing
    # more is asked.
    assert g.pending.kind == "action", g.pending
    # Same value (1): draw a 2. Same color (blue): claim an achievement.
    assert hand(g, "A") == ["Calendar", "Oars"]
    assert achievements(g, "A") == ["Mathematics"]


def test_buttonwood_agreement_options_three_different_colors():
    g = make(
        [
            {"name": "A", "board": {"green": ["Buttonwood Agreement"]}},
            {"name": "B", "board": {"yellow": ["Anatomy"]}},
        ],
        supply={"base": {"8": ["Flight"]}},
    )
    act(g, "dogma Buttonwood Agreement")
    assert opts(g, "A", "choose_color") == ["blue", "green", "purple", "red", "yellow"]
    act(g, "red")
    assert opts(g, "A", "choose_color") == ["blue", "green", "purple", "yellow"]
    act(g, "blue")
    assert opts(g, "A", "choose_color") == ["green", "purple", "yellow"]
    act(g, "green")
    # Flight is red, one of the chosen colours: scored.
    assert score(g, "A") == ["Flight"]


def test_mona_lisa_options_number_up_to_hand_plus_five_then_color():
    g = make(
        [
            {"name": "A", "board": {"yellow": ["Mona Lisa"]}, "hand": ["Tools"]},
            {"name": "B", "board": {"blue": ["Writing"]}},
        ],
        supply={
            "base": {
                "4": ["Experimentation", "Printing Press", "Anatomy", "Navigation", "Gunpowder"]
            }
        },
    )
    act(g, "dogma Mona Lisa")
    assert opts(g, "A", "choose_value") == [0, 1, 2, 3, 4, 5, 6]
    act(g, 3)
    assert opts(g, "A", "choose_color") == ["blue", "green", "purple", "red", "yellow"]
    act(g, "blue")
    # Tools, Experimentation, Printing Press: exactly three blue cards: scored.
    assert score(g, "A") == ["Experimentation", "Printing Press", "Tools"]


def test_molasses_reef_caravel_options_blue_in_hand_then_hand_then_score_pile():
    g = make(
        [
            {
                "name": "A",
                "board": {"green": ["Molasses Reef Caravel"]},
                "hand": ["Tools"],
                "score": ["Oars", "Writing"],
            },
            {"name": "B", "board": {"yellow": ["Fermenting"]}, "score": ["Calendar"]},
        ],
        supply={"base": {"4": ["Experimentation", "Printing Press", "Anatomy"]}},
    )
    act(g, "dogma Molasses Reef Caravel")
    # Tools was returned with the whole hand first: not offered.
    assert opts(g, "A", "choose_card") == ["Experimentation", "Printing Press"]
    act(g, "Experimentation")
    assert opts(g, "A", "choose_card") == ["Anatomy", "Printing Press"]
    act(g, "Anatomy")
    assert opts(g, "A", "choose_card") == ["Anatomy", "Oars", "Writing"]
    act(g, "Anatomy")
    assert score(g, "A") == ["Oars", "Writing"]
    assert hand(g, "A") == ["Printing Press"]


def test_hunt_lenox_globe_options_meld_from_hand_with_drawn_fives():
    g = make(
        [
            {
                "name": "A",
                "board": {"green": ["Hunt-Lenox Globe"], "blue": ["Tools"], "red": ["Oars"]},
                "hand": ["Writing"],
            },
            {"name": "B", "board": {"yellow": ["Fermenting"]}},
        ],
        supply={"base": {"5": ["Coal", "Banking"]}},
    )
    act(g, "dogma Hunt-Lenox Globe")
    # Tools and Oars go to one pile: the player orders them.
    assert opts(g, "A", "choose_card") == ["Oars", "Tools"]
    act(g, "Oars")
    assert opts(g, "A", "choose_card") == ["Banking", "Coal", "Writing"]
    act(g, "Writing")
    assert tops(g, "A") == {"green": "Hunt-Lenox Globe", "blue": "Writing"}
    assert hand(g, "A") == ["Banking", "Coal"]


def test_sandham_room_cricket_bat_options_any_available_value():
    # "Draw and reveal a {6}. If it is red, claim an achievement, ignoring eligibility."
    g = make(
        [
            {"name": "A", "board": {"purple": ["Sandham Room Cricket Bat"]}},
            {"name": "B", "board": {"blue": ["Writing"]}},
        ],
        achievements=["Pottery", "Agriculture", "Mathematics", "Anatomy"],
        supply={"base": {"6": ["Machine Tools"]}},
    )
    act(g, "dogma Sandham Room Cricket Bat")
    assert opts(g, "A", "choose_value") == [1, 2, 4]
    act(g, 4)
    assert achievements(g, "A") == ["Anatomy"]


# ------------------------------------------------------------------ relics


def test_complex_numbers_options_hand_cards_with_exactly_a_top_cards_icons():
    # "You may reveal a card from your hand having exactly the same icons, in type and
    # number, as a top card on your board. If you do, claim an achievement of matching
    # value, ignoring eligibility." Invention = Complex Numbers itself (factory, 2
    # lightbulbs), Excalibur = Oars (2 castles, crown), Canal Building = Sailing (2
    # crowns, leaf); Mapmaking (crown 2, castle 1) and Clothing (crown 1, leaf 2) just miss.
    g = make(
        [
            {
                "name": "A",
                "board": {"blue": ["Complex Numbers"], "red": ["Oars"], "green": ["Sailing"]},
                "hand": [
                    "Invention",
                    "Excalibur",
                    "Canal Building",
                    "Archery",
                    "Mapmaking",
                    "Clothing",
                ],
            },
            {"name": "B", "board": {"yellow": ["Fermenting"]}},
        ],
        options={"relics": True},
        achievements=["Pottery", "Calendar"],
    )
    act(g, "dogma Complex Numbers")
    assert opts(g, "A", "choose_card") == [None, "Canal Building", "Excalibur", "Invention"]
    act(g, "Canal Building")
    assert achievements(g, "A") == ["Calendar"]
    assert "Canal Building" in hand(g, "A")


def test_newton_wickins_telescope_options_any_number_of_own_score_cards():
    g = make(
        [
            {
                "name": "A",
                "board": {"purple": ["Newton-Wickins Telescope"]},
                "score": ["Tools", "Oars", "Writing"],
            },
            {"name": "B", "board": {"yellow": ["Fermenting"]}, "score": ["Calendar"]},
        ],
        options={"relics": True},
        supply={"base": {"2": ["Mathematics"]}},
    )
    act(g, "dogma Newton-Wickins Telescope")
    d = g.pending
    assert (d.kind, d.min, d.max) == ("choose_cards", 0, 3)
    assert opts(g, "A") == ["Oars", "Tools", "Writing"]
    act(g, ["Oars", "Tools"])
    # Two returned: draw and meld a 2 (Mathematics, no clock: it stays).
    assert stack(g, "A", "blue") == ["Mathematics"]
    assert score(g, "A") == ["Writing"]


def test_ching_shih_options_opponents_achievements_when_melded():
    # "When you meld this card, transfer an achievement from an opponent's achievements
    # to yours.": every opponent's, standard ones by their backs, special achievements
    # and relics by name.
    g = make(
        [
            {"name": "A", "board": {"blue": ["Writing"]}, "hand": ["Ching Shih"]},
            {
                "name": "B",
                "board": {"yellow": ["Fermenting"]},
                "achievements": ["Pottery", "Monument", "Safety Pin"],
            },
            {
                "name": "C",
                "board": {"blue": ["Tools"]},
                "achievements": ["Mathematics", "Agriculture"],
            },
        ],
        sets=("artifacts", "figures"),
        options={"relics": True},
        special=["World"],
    )
    act(g, "meld Ching Shih")
    assert opts(g, "A", "choose_option") == [
        "B's achievements: 1",
        "B's achievements: Monument",
        "B's achievements: Safety Pin",
        "C's achievements: 1",
        "C's achievements: 2",
    ]
    act(g, "B's achievements: Monument")
    assert achievements(g, "A") == ["Monument"]


def test_ching_shih_options_opponents_score_cards_of_the_value_instead_of_scoring():
    # "If you would score a non-figure, instead transfer a card of the same value from an
    # opponent's score pile to yours." Agriculture scores a 2: B's two 2s (one back), C's
    # 2; not B's 1 nor C's 3.
    g = make(
        [
            {
                "name": "A",
                "board": {"red": ["Ching Shih"], "yellow": ["Agriculture"]},
                "hand": ["Oars"],
            },
            {
                "name": "B",
                "board": {"green": ["Sailing"]},
                "score": ["Calendar", "Mathematics", "Tools"],
            },
            {"name": "C", "board": {"blue": ["Writing"]}, "score": ["Fermenting", "Optics"]},
        ],
        sets=("artifacts", "figures"),
        options={"relics": True},
        special=["World"],
    )
    act(g, "dogma Agriculture")
    assert opts(g, "A", "choose_card") == [None, "Oars"]
    act(g, "Oars")
    assert opts(g, "A", "choose_option") == ["B's score pile: 2", "C's score pile: 2"]
    act(g, "C's score pile: 2")
    assert score(g, "A") == ["Fermenting"]
    assert score(g, "C") == ["Optics"]


# ------------------------------------------------------------------ Cities of Destiny


def test_endorse_options_cities_showing_the_icon_that_a_hand_card_can_pay_for():
    # "Choose a top city on your board. It must have the featured icon": Troy and Nanjing
    # show a castle; Damascus only through its search icon (it counts while visible);
    # Athens has none. "Pay ... by tucking a card from your hand of equal or lower value
    # to the city you chose."
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "purple": ["Mysticism"],
                    "blue": ["Troy"],
                    "green": ["Nanjing"],
                    "yellow": ["Damascus"],
                    "red": ["Athens"],
                },
                "hand": ["Tools", "Calendar", "Optics"],
            },
            {"name": "B", "board": {"yellow": ["Fermenting"]}},
        ],
        sets=("cities",),
        supply={"base": {"1": ["Code of Laws", "Sailing", "Archery", "Oars"]}},
    )
    assert [o for o in opts(g, "A", "action") if o.startswith("endorse")] == ["endorse Mysticism"]
    act(g, "endorse Mysticism")
    assert opts(g, "A", "choose_card") == ["Damascus", "Nanjing", "Troy"]
    act(g, "Nanjing")
    assert opts(g, "A", "choose_card") == ["Calendar", "Tools"]
    act(g, "Calendar")
    assert stack(g, "A", "blue")[-1] == "Calendar"
    assert player(g, "A")["tucked"] == 1


def test_endorse_options_city_too_low_for_every_hand_card_is_not_offered():
    # Troy (1) cannot be paid for with a 2 or a 3: only Nanjing is left, not asked;
    # its payment is asked between the two 2s, not the 3.
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "purple": ["Mysticism"],
                    "blue": ["Troy"],
                    "green": ["Nanjing"],
                    "yellow": ["Nineveh"],
                },
                "hand": ["Calendar", "Optics", "Mathematics"],
            },
            {"name": "B", "board": {"yellow": ["Fermenting"]}},
        ],
        sets=("cities",),
        supply={"base": {"1": ["Code of Laws", "Sailing", "Archery", "Oars"]}},
    )
    act(g, "endorse Mysticism")
    assert opts(g, "A", "choose_card") == ["Calendar", "Mathematics"]
    act(g, "Mathematics")
    assert stack(g, "A", "blue")[-1] == "Mathematics"
    assert "Calendar" in hand(g, "A")


def test_search_icon_options_order_of_the_returned_cards_only():
    # Search: "draw and reveal X base cards of value X ... take all cards that bear the
    # same icon as the Search into your hand. Return the rest." Alchemy has a leaf and
    # stays; Optics and Paper go back to one pile: the player orders them.
    g = make(
        [
            {"name": "A", "board": {"blue": ["Tools"]}, "hand": ["Jakarta"]},
            {"name": "B", "board": {"yellow": ["Fermenting"]}},
        ],
        sets=("cities",),
        supply={
            "base": {"3": ["Optics", "Alchemy", "Paper", "Compass"]},
            "cities": {"3": ["Mecca"]},
        },
    )
    act(g, "meld Jakarta")
    assert opts(g, "A", "choose_card") == ["Optics", "Paper"]
    act(g, "Paper")
    # A new colour: a City of value 3 (the highest top card) is drawn.
    assert hand(g, "A") == ["Alchemy", "Mecca"]
    assert g.to_position()["supply"]["base"]["3"][-2:] == ["Paper", "Optics"]


# ------------------------------------------------------------------ more artifacts


def test_garlands_ruby_slippers_options_eights_in_hand_yamato_included():
    # "Meld an {8} from your hand. If the melded card has no effects, you win."
    # Battleship Yamato is an 8 anywhere but on a board (rulings.md); Computers (9) is not.
    g = make(
        [
            {
                "name": "A",
                "board": {"purple": ["Garland's Ruby Slippers"]},
                "hand": ["Flight", "Mobility", "Computers", "Battleship Yamato"],
            },
            {"name": "B", "board": {"yellow": ["Fermenting"]}},
        ]
    )
    act(g, "dogma Garland's Ruby Slippers")
    assert opts(g, "A", "choose_card") == ["Battleship Yamato", "Flight", "Mobility"]
    act(g, "Battleship Yamato")
    assert g.result is not None and g.result.winners == ["A"]


def test_singer_model_27_options_hand_then_order_of_the_same_color_score_cards():
    # "Tuck a card from your hand. If you do, splay up its color, and then tuck all cards
    # from your score pile of that color.": Writing and Calendar (blue), not Archery.
    g = make(
        [
            {
                "name": "A",
                "board": {"yellow": ["Singer Model 27"]},
                "hand": ["Tools", "Oars"],
                "score": ["Writing", "Archery", "Calendar"],
            },
            {"name": "B", "board": {"yellow": ["Fermenting"]}},
        ]
    )
    act(g, "dogma Singer Model 27")
    assert opts(g, "A", "choose_card") == ["Oars", "Tools"]
    act(g, "Tools")
    assert opts(g, "A", "choose_card") == ["Calendar", "Writing"]
    act(g, "Calendar")
    assert stack(g, "A", "blue") == ["Tools", "Calendar", "Writing"]
    assert score(g, "A") == ["Archery"]


def test_international_prototype_metre_bar_options_every_value():
    g = make(
        [
            {"name": "A", "board": {"green": ["International Prototype Metre Bar"]}},
            {"name": "B", "board": {"yellow": ["Fermenting"]}},
        ],
        supply={"base": {"1": ["Tools"]}},
    )
    act(g, "dogma International Prototype Metre Bar")
    assert opts(g, "A", "choose_value") == list(range(1, 11))
    act(g, 1)
    # Tools melded: 1 blue card visible, value 1: A wins.
    assert g.result is not None and g.result.winners == ["A"]


def test_moonlight_sonata_options_yamato_is_the_highest_top_card():
    # Battleship Yamato is an 11 on a board: red has the highest top card (no question,
    # not the 9 of blue); its bottom card Oars is melded.
    g = make(
        [
            {
                "name": "A",
                "board": {
                    "purple": ["Moonlight Sonata"],
                    "red": ["Battleship Yamato", "Oars"],
                    "blue": ["Computers", "Tools"],
                },
            },
            {"name": "B", "board": {"yellow": ["Fermenting"]}},
        ],
        achievements=["Mathematics"],
    )
    act(g, "dogma Moonlight Sonata")
    assert stack(g, "A", "red") == ["Oars", "Battleship Yamato"]
    assert stack(g, "A", "blue") == ["Computers", "Tools"]
    assert achievements(g, "A") == ["Mathematics"]


def test_the_daily_courant_options_from_display_every_own_top_card():
    # From the display, The Daily Courant is on no board: all the player's top cards are
    # "your other top cards".
    g = make(
        [
            {
                "name": "A",
                "board": {"blue": ["Tools"], "purple": ["Code of Laws"]},
                "display": ["The Daily Courant"],
            },
            {"name": "B", "board": {"green": ["Sailing"]}},
        ],
        phase="start",
        turn={"player": "A"},
        supply={"base": {"2": ["Calendar"]}},
    )
    act(g, "dogma")
    act(g, 2)
    assert opts(g, "A", "choose_card") == [None, "Code of Laws", "Tools"]
    act(g, None)
    assert g.to_position()["supply"]["base"]["2"][0] == "Calendar"
