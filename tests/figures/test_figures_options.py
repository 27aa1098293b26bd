"""Figures in the Sand: the OPTIONS of each choice an echo, inspire or karma text makes,
written from the printed texts only (an outside checker's audit): each choice must offer
exactly the candidates the text allows."""

from __future__ import annotations

from helpers import cards_of
from outside import act, board, make, player


def opts(game):
    return sorted(game.pending.options)


def pile(game, name):
    return player(game, name)["score"]


def hand(game, name):
    return player(game, name)["hand"]


# --- "from anywhere" echoes -------------------------------------------------------


def test_alhazen_options_top_castle_anywhere():
    # Tuck a top card with a {castle} from anywhere: own and others' top cards with a
    # castle; not Alhazen (no castle), not a covered castle card, not castle-less tops.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Alhazen"],
                    "red": ["Archery"],
                    "green": ["Sailing", "The Wheel"],
                },
            },
            {
                "name": "Bob",
                "board": {
                    "yellow": ["Masonry"],
                    "purple": ["Code of Laws"],
                    "red": ["Gilgamesh"],
                },
            },
        ],
        ["figures"],
    )
    act(g, "dogma Alhazen")
    assert g.pending.kind == "choose_card"
    assert opts(g) == ["Archery", "Gilgamesh", "Masonry"]
    act(g, "Gilgamesh")
    assert board(g, "Alice")["red"] == (["Archery", "Gilgamesh"], "none")
    assert "red" not in board(g, "Bob")


def test_saladin_options_any_other_top_castle():
    # Score any OTHER top card with a {castle} from anywhere: Saladin (a castle) is out.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "red": ["Saladin"],
                    "yellow": ["Masonry"],
                    "purple": ["Mysticism", "City States"],
                    "blue": ["Writing", "Tools"],
                    "green": ["Clothing"],
                },
            },
            {
                "name": "Bob",
                "board": {
                    "green": ["The Wheel"],
                    "purple": ["Homer"],
                    "blue": ["Pottery"],
                },
            },
        ],
        ["figures"],
    )
    act(g, "dogma Saladin")
    assert opts(g) == ["Homer", "Masonry", "Mysticism", "The Wheel"]
    # Saladin's karma: a non-figure would be scored: meld it instead, then you may
    # splay its colour left.
    act(g, "The Wheel")
    assert board(g, "Alice")["green"][0] == ["The Wheel", "Clothing"]
    assert "green" not in board(g, "Bob")
    assert pile(g, "Alice") == []
    assert g.pending.player == "Alice"
    assert g.pending.kind == "yes_no"
    act(g, "yes")
    assert board(g, "Alice")["green"] == (["The Wheel", "Clothing"], "left")


def test_tran_huang_dao_options_itself_among_red_below_4():
    # Score a top red card of value less than 4 from anywhere: itself (a red 3) too; a
    # red 4 and a covered red 1 are out.
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Tran Huang Dao"], "yellow": ["Masonry"]}},
            {"name": "Bob", "board": {"red": ["Archery"]}},
            {"name": "Carol", "board": {"red": ["Gunpowder", "Oars"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Tran Huang Dao")
    assert opts(g) == ["Archery", "Tran Huang Dao"]
    act(g, "Tran Huang Dao")
    assert pile(g, "Alice") == ["Tran Huang Dao"]
    assert "red" not in board(g, "Alice")
    assert board(g, "Bob")["red"] == (["Archery"], "none")


def test_yi_sun_sin_options_top_castle_anywhere():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Yi Sun-Sin"], "yellow": ["Masonry"], "green": ["Sailing"]},
            },
            {
                "name": "Bob",
                "board": {"blue": ["Tools"], "purple": ["Code of Laws", "Mysticism"]},
            },
        ],
        ["figures"],
    )
    act(g, "dogma Yi Sun-Sin")
    assert opts(g) == ["Masonry", "Tools"]
    act(g, "Tools")
    assert pile(g, "Alice") == ["Tools"]
    assert "blue" not in board(g, "Bob")


def test_leonardo_da_vinci_options_itself_is_a_top_figure_with_bonus():
    # Score a top figure with a bonus from anywhere: Leonardo (bonus 5) itself, another
    # player's top figure with a bonus; not a figure without bonus, not a covered one.
    g = make(
        [
            {"name": "Alice", "board": {"yellow": ["Leonardo Da Vinci"], "green": ["Clothing"]}},
            {"name": "Bob", "board": {"red": ["Gilgamesh"], "blue": ["Writing"]}},
            {
                "name": "Carol",
                "board": {"purple": ["Sinuhe"], "red": ["Archery", "Hammurabi"]},
            },
        ],
        ["figures"],
    )
    act(g, "dogma Leonardo Da Vinci")
    assert opts(g) == ["Gilgamesh", "Leonardo Da Vinci"]
    act(g, "Leonardo Da Vinci")
    assert pile(g, "Alice") == ["Leonardo Da Vinci"]
    assert "yellow" not in board(g, "Alice")
    assert board(g, "Bob")["red"] == (["Gilgamesh"], "none")


def test_napoleon_bonaparte_options_top_figure_5_or_6():
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Napoleon Bonaparte"]}},
            {
                "name": "Bob",
                "board": {
                    "green": ["Bartholomew Roberts"],
                    "blue": ["Writing", "Benjamin Franklin"],
                },
            },
            {"name": "Carol", "board": {"yellow": ["Michelangelo"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Napoleon Bonaparte")
    assert opts(g) == ["Bartholomew Roberts", "Napoleon Bonaparte"]
    act(g, "Bartholomew Roberts")
    assert pile(g, "Alice") == ["Bartholomew Roberts"]
    assert "green" not in board(g, "Bob")


def test_napoleon_bonaparte_options_karma_top_6_anywhere():
    # Napoleon scores himself (a {factory}): his karma tucks him instead and scores a
    # top card of value 6 from anywhere (Napoleon, now covered, is out; a 4 is out).
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "red": ["Napoleon Bonaparte", "Gunpowder"],
                    "blue": ["Atomic Theory"],
                },
            },
            {
                "name": "Bob",
                "board": {"green": ["Classification"], "purple": ["Democracy", "Emancipation"]},
            },
        ],
        ["figures"],
    )
    act(g, "dogma Napoleon Bonaparte")
    # the echo's only candidate is Napoleon: forced, not asked
    assert g.pending.kind == "choose_card"
    assert opts(g) == ["Atomic Theory", "Classification", "Democracy"]
    assert board(g, "Alice")["red"][0] == ["Gunpowder", "Napoleon Bonaparte"]
    act(g, "Democracy")
    assert pile(g, "Alice") == ["Democracy"]
    assert board(g, "Bob")["purple"][0] == ["Emancipation"]


def test_benjamin_franklin_options_top_figure_any_board():
    # Take a top figure into your hand from any player's board: Franklin himself too;
    # not a covered figure.
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Benjamin Franklin"], "purple": ["Philosophy"]}},
            {"name": "Bob", "board": {"yellow": ["Cai Lun"], "red": ["Archery", "Gilgamesh"]}},
            {"name": "Carol", "board": {"purple": ["Sinuhe"]}},
        ],
        ["figures"],
        supply={"base": {"3": ["Paper"]}},
    )
    act(g, "dogma Benjamin Franklin")
    assert opts(g) == ["Benjamin Franklin", "Cai Lun", "Sinuhe"]
    act(g, "Cai Lun")
    # Franklin's karma: first draw and meld a 3, then Cai Lun is melded
    assert board(g, "Alice")["green"][0] == ["Paper"]
    assert board(g, "Alice")["yellow"][0] == ["Cai Lun"]
    assert "yellow" not in board(g, "Bob")


def test_robert_e_lee_options_leaf_card_then_any_player():
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Robert E. Lee"], "green": ["Clothing"]}},
            {"name": "Bob", "board": {"blue": ["Pottery"], "yellow": ["Masonry", "Agriculture"]}},
            {"name": "Carol", "board": {"yellow": ["Fermenting"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Robert E. Lee")
    assert opts(g) == ["Clothing", "Fermenting", "Pottery", "Robert E. Lee"]
    act(g, "Pottery")
    assert g.pending.kind == "choose_player"
    assert opts(g) == ["Alice", "Bob", "Carol"]
    act(g, "Carol")
    assert board(g, "Carol")["blue"] == (["Pottery"], "none")
    assert "blue" not in board(g, "Bob")


def test_gene_roddenberry_options_own_top_purple_too():
    # Meld a top purple card from anywhere: Gene himself (own top purple) too.
    g = make(
        [
            {"name": "Alice", "board": {"purple": ["Gene Roddenberry"], "blue": ["Encyclopedia"]}},
            {"name": "Bob", "board": {"purple": ["Code of Laws"], "red": ["Archery"]}},
            {"name": "Carol", "board": {"purple": ["Mysticism"], "yellow": ["Sunshu Ao"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Gene Roddenberry")
    assert opts(g) == ["Code of Laws", "Gene Roddenberry", "Mysticism"]
    # Bob's purple card: Gene's karma tucks it instead and returns any top figure
    act(g, "Code of Laws")
    assert board(g, "Alice")["purple"][0] == ["Gene Roddenberry", "Code of Laws"]
    assert "purple" not in board(g, "Bob")
    assert opts(g) == ["Gene Roddenberry", "Sunshu Ao"]
    act(g, "Sunshu Ao")
    assert "yellow" not in board(g, "Carol")


def test_confucius_options_opponents_top_figure_1_not_teammate():
    # Score an opponent's top figure of value 1: Bob's and Dave's; not Carol's
    # (teammate), not a covered figure, not a figure of value 2.
    g = make(
        [
            {"name": "Alice", "board": {"purple": ["Confucius"], "green": ["Clothing"]}},
            {"name": "Bob", "board": {"red": ["Gilgamesh"], "blue": ["Writing"]}},
            {"name": "Carol", "board": {"purple": ["Homer"]}},
            {"name": "Dave", "board": {"red": ["Hammurabi", "Tigernmas"]}},
        ],
        ["figures"],
        options={"teams": True},
    )
    act(g, "dogma Confucius")
    assert opts(g) == ["Gilgamesh", "Hammurabi"]
    act(g, "Hammurabi")
    assert pile(g, "Alice") == ["Hammurabi"]
    assert board(g, "Dave")["red"] == (["Tigernmas"], "none")


def test_queen_victoria_options_figures_in_other_score_piles():
    # Transfer a figure from any score pile to yours (rulings: another player's pile,
    # chosen by its back): Bob's figures 1 (two alike: one option), Carol's figures 2;
    # not Bob's base 1, not Alice's own figure.
    g = make(
        [
            {"name": "Alice", "board": {"purple": ["Queen Victoria"]}, "score": ["Sinuhe"]},
            {"name": "Bob", "score": ["Gilgamesh", "Homer", "Archery"]},
            {"name": "Carol", "score": ["Cai Lun", "Writing"]},
        ],
        ["figures"],
    )
    act(g, "dogma Queen Victoria")
    assert opts(g) == ["Bob's score pile: figures 1", "Carol's score pile: figures 2"]
    act(g, "Carol's score pile: figures 2")
    assert sorted(pile(g, "Alice")) == ["Cai Lun", "Sinuhe"]
    assert pile(g, "Carol") == ["Writing"]


def test_erwin_rommel_options_cards_in_other_score_piles():
    # Transfer a card from any score pile to yours: read as Queen Victoria's identical
    # wording is ruled (another player's pile, by its back); an empty pile offers nothing.
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Erwin Rommel"]}, "score": ["Pottery"]},
            {"name": "Bob", "score": ["Gilgamesh", "Archery"]},
            {"name": "Carol", "score": []},
        ],
        ["figures"],
    )
    act(g, "dogma Erwin Rommel")
    assert opts(g) == ["Bob's score pile: 1", "Bob's score pile: figures 1"]
    act(g, "Bob's score pile: 1")
    assert sorted(pile(g, "Alice")) == ["Archery", "Pottery"]
    assert pile(g, "Bob") == ["Gilgamesh"]


# --- inspires ----------------------------------------------------------------------


def test_bartholomew_roberts_options_inspire_top_crown_anywhere():
    # Score a top card with a {crown} from anywhere: Roberts himself (a crown) too; a
    # covered crown card is out. His karma first claims a 1 (score requirement met).
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Bartholomew Roberts"],
                    "purple": ["Code of Laws"],
                    "blue": ["Tools"],
                },
                "score": ["Mathematics", "Construction", "Fermenting"],
            },
            {
                "name": "Bob",
                "board": {
                    "red": ["Oars"],
                    "yellow": ["Masonry"],
                    "green": ["The Wheel", "Sailing"],
                },
            },
        ],
        ["figures"],
        achievements=["Pottery", "Calendar"],
        supply={"base": {"5": ["Statistics"]}},
    )
    act(g, "inspire green")
    assert opts(g) == ["Bartholomew Roberts", "Code of Laws", "Oars"]
    act(g, "Oars")
    assert player(g, "Alice")["achievements"] == ["Pottery"]
    assert "Oars" in pile(g, "Alice")
    assert "red" not in board(g, "Bob")
    assert hand(g, "Alice") == ["Statistics"]


def test_samuel_de_champlain_options_return_a_5_then_claim_value_or_below():
    # Return a {5} from your hand (two 5s next to a 4 and a 6). The draw of the 6 is the
    # fifth card: first claim an achievement of value 6 or below: the available values
    # 1, 2, 4, 6 (no 3 or 5 available; the 7 is above).
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Samuel de Champlain"]},
                "hand": ["Coal", "Chemistry", "Gunpowder", "Atomic Theory", "Writing"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        achievements=["Pottery", "Calendar", "Colonialism", "Classification", "Lighting"],
        supply={"base": {"5": ["Banking"], "6": ["Canning"]}},
    )
    act(g, "inspire green")
    assert opts(g) == ["Chemistry", "Coal"]
    act(g, "Coal")
    assert g.pending.kind == "choose_value"
    assert opts(g) == [1, 2, 4, 6]
    act(g, 6)
    assert player(g, "Alice")["achievements"] == ["Classification"]
    # the Inspire's own draw: a 5 (Champlain's value)
    assert sorted(hand(g, "Alice")) == [
        "Atomic Theory",
        "Banking",
        "Canning",
        "Chemistry",
        "Gunpowder",
        "Writing",
    ]


def test_susan_blackmore_options_inspire_any_visible_echo_or_inspire():
    # Any echo or inspire effect: own other stack's inspire, another board's echo, an
    # echo a right splay reveals; not a covered unsplayed inspire, not her own inspire.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Susan Blackmore"], "red": ["Gilgamesh"]},
                "hand": ["Writing"],
            },
            {
                "name": "Bob",
                "board": {
                    "yellow": ["Rhazes"],
                    "green": {"cards": ["Sailing", "Fu Xi"], "splay": "right"},
                },
            },
            {"name": "Carol", "board": {"purple": ["Code of Laws", "Homer"]}},
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar"], "10": ["Software"]}},
    )
    act(g, "inspire blue")
    assert opts(g) == sorted(
        [
            "the inspire effect of Gilgamesh (your board)",
            "the echo effect of Fu Xi (Bob's board)",
            "the echo effect of Rhazes (Bob's board)",
        ]
    )
    # Fu Xi's echo for Alice: draw and score a 2
    act(g, "the echo effect of Fu Xi (Bob's board)")
    assert pile(g, "Alice") == ["Calendar"]


def test_amina_sukhera_options_bottom_purple_every_board():
    # Score all bottom purple cards: own bottom, a one-card stack's card, another's
    # bottom figure (nothing to choose: the order into a score pile does not matter).
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Amina Sukhera"], "purple": ["Philosophy", "Code of Laws"]},
            },
            {"name": "Bob", "board": {"purple": ["Mysticism"]}},
            {"name": "Carol", "board": {"purple": ["Monotheism", "City States", "Homer"]}},
        ],
        ["figures"],
        supply={"base": {"4": ["Colonialism"]}},
    )
    act(g, "inspire red")
    assert sorted(pile(g, "Alice")) == ["Code of Laws", "Homer", "Mysticism"]
    assert board(g, "Carol")["purple"] == (["Monotheism", "City States"], "none")
    assert "purple" not in board(g, "Bob")
    assert hand(g, "Alice") == ["Colonialism"]


# --- karmas ------------------------------------------------------------------------


def test_margaret_thatcher_options_karma_crown_or_factory_anywhere():
    # Before a Dogma action: score any top card with a {crown} or {factory} from
    # anywhere: Thatcher herself too; not a covered factory, not an icon-less top.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "red": ["Margaret Thatcher"],
                    "blue": ["Encyclopedia"],
                    "yellow": ["Agriculture"],
                },
            },
            {
                "name": "Bob",
                "board": {
                    "green": ["Sailing"],
                    "blue": ["Tools"],
                    "red": ["Archery", "Gunpowder"],
                    "purple": ["Code of Laws"],
                },
            },
        ],
        ["figures"],
    )
    act(g, "dogma Agriculture")
    assert opts(g) == ["Code of Laws", "Encyclopedia", "Margaret Thatcher", "Sailing"]
    act(g, "Margaret Thatcher")
    assert pile(g, "Alice") == ["Margaret Thatcher"]
    assert "red" not in board(g, "Alice")


def test_margaret_thatcher_options_echo_own_top_crown_or_factory():
    # Dogma on Thatcher: the karma (any board), then the echo: one of YOUR top cards
    # with a {factory} or {crown} (rulings), Thatcher herself included.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "red": ["Margaret Thatcher"],
                    "blue": ["Encyclopedia"],
                    "yellow": ["Agriculture"],
                },
            },
            {
                "name": "Bob",
                "board": {"green": ["Sailing"], "blue": ["Tools"], "purple": ["Code of Laws"]},
            },
        ],
        ["figures"],
    )
    act(g, "dogma Margaret Thatcher")
    assert opts(g) == ["Code of Laws", "Encyclopedia", "Margaret Thatcher", "Sailing"]
    act(g, "Sailing")
    assert opts(g) == ["Encyclopedia", "Margaret Thatcher"]
    act(g, "Encyclopedia")
    assert sorted(pile(g, "Alice")) == ["Encyclopedia", "Sailing"]


def test_tecumseh_options_karma_factory_top_of_another_board():
    # Tucking a drawn 6 with a {factory}: first return a top card with a {factory} from
    # ANOTHER player's board: not Alice's own factory tops, not a covered factory card.
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Tecumseh"], "yellow": ["Canning"]}},
            {"name": "Bob", "board": {"red": ["Gunpowder"], "blue": ["Tools"]}},
            {
                "name": "Carol",
                "board": {"green": ["Metric System", "Banking"], "purple": ["Code of Laws"]},
            },
        ],
        ["figures"],
        supply={"base": {"6": ["Machine Tools"]}},
    )
    act(g, "dogma Tecumseh")
    assert opts(g) == ["Gunpowder", "Metric System"]
    act(g, "Metric System")
    assert board(g, "Carol")["green"] == (["Banking"], "none")
    assert board(g, "Alice")["red"] == (["Tecumseh", "Machine Tools"], "none")
    assert board(g, "Bob")["red"] == (["Gunpowder"], "none")


def test_nikola_tesla_options_karma_opponent_top_without_lightbulb_clock():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Nikola Tesla"], "purple": ["Mysticism"]},
                "hand": ["Writing"],
            },
            {
                "name": "Bob",
                "board": {
                    "yellow": ["Masonry"],
                    "blue": ["Tools"],
                    "purple": ["Lighting"],
                    "green": ["Sailing"],
                },
            },
            {"name": "Carol", "board": {"red": ["Gilgamesh"]}},
        ],
        ["figures"],
    )
    act(g, "meld Writing")
    assert opts(g) == ["Gilgamesh", "Masonry", "Sailing"]
    act(g, "Gilgamesh")
    assert pile(g, "Alice") == ["Gilgamesh"]
    assert board(g, "Alice")["blue"] == (["Writing"], "none")


def test_mikhail_kalashnikov_options_karma_opponents_top_red():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Mikhail Kalashnikov"]},
                "hand": ["Archery", "Writing"],
            },
            {"name": "Bob", "board": {"red": ["Oars", "Construction"]}},
            {"name": "Carol", "board": {"red": ["Gunpowder"], "blue": ["Tools"]}},
        ],
        ["figures"],
        supply={"base": {"9": ["Genetics"]}},
    )
    act(g, "inspire red")
    assert opts(g) == ["Archery", "Writing"]
    act(g, "Archery")
    assert opts(g) == ["Gunpowder", "Oars"]
    act(g, "Oars")
    assert opts(g) == [
        "execute its non-demand dogma effects for yourself only",
        "transfer it to your score pile",
    ]
    act(g, "transfer it to your score pile")
    assert pile(g, "Alice") == ["Oars"]
    assert board(g, "Bob")["red"] == (["Construction"], "none")
    assert sorted(hand(g, "Alice")) == ["Archery", "Genetics", "Writing"]


def test_isaac_newton_options_karma_any_player_board():
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Isaac Newton"]}},
            {"name": "Bob"},
            {"name": "Carol"},
        ],
        ["figures"],
        supply={"base": {"1": ["Metalworking"], "5": ["Statistics"]}},
    )
    act(g, "draw")
    assert g.pending.kind == "choose_player"
    assert opts(g) == ["Alice", "Bob", "Carol"]
    act(g, "Bob")
    assert board(g, "Bob")["red"] == (["Metalworking"], "none")
    assert hand(g, "Alice") == ["Statistics"]


def test_ptahhotep_options_karma_highest_score_card_tie():
    # A demand on Alice: first transfer the highest card of the demanding player's
    # score pile: a tie of two 3s of different backs is Alice's choice; not the 1.
    g = make(
        [
            {"name": "Alice", "board": {"purple": ["Ptahhotep"]}},
            {
                "name": "Bob",
                "board": {"red": ["Archery"], "yellow": ["Masonry"]},
                "score": ["Alchemy", "Saladin", "Pottery"],
            },
        ],
        ["figures"],
        turn={"player": "Bob", "actions": 2, "number": 4},
        supply={"base": {"1": ["Sailing"]}},
    )
    act(g, "dogma Archery")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Bob's score pile: 3", "Bob's score pile: figures 3"]
    act(g, "Bob's score pile: figures 3")
    assert pile(g, "Alice") == ["Saladin"]
    assert sorted(pile(g, "Bob")) == ["Alchemy", "Pottery"]


def test_confucius_options_karma_other_visible_icon():
    # Activating a {castle} card: choose any other icon on your board: leaf and
    # lightbulb show; a covered card's crown does not, nor another board's.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "purple": ["Confucius"],
                    "red": ["Archery"],
                    "yellow": ["Agriculture", "Domestication"],
                },
            },
            {"name": "Bob", "board": {"green": ["Sailing"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Archery")
    assert opts(g) == ["leaf", "lightbulb"]


def test_ptolemy_options_dogma_top_blue_of_every_board():
    g = make(
        [
            {"name": "Alice", "board": {"green": ["Ptolemy"], "blue": ["Tools"]}},
            {"name": "Bob", "board": {"blue": ["Writing"], "red": ["Archery"]}},
            {"name": "Carol", "board": {"blue": ["Stephen Hawking"]}},
        ],
        ["figures"],
    )
    # own top cards and every top blue card with something to execute (rulings): Bob's
    # Writing; not Bob's red, not Carol's echo-less blue figure
    assert sorted(o for o in g.pending.options if o.startswith("dogma")) == [
        "dogma Tools",
        "dogma Writing",
    ]


def test_murasaki_shikibu_options_karma_equal_value_in_score_pile():
    # Achieve 3: instead achieve a card of value 3 from your score pile (a base 3 and a
    # figure 3; not the 2 or the 4); then 15 points are no longer there: no claim.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Murasaki Shikibu"]},
                "score": ["Alchemy", "Saladin", "Calendar", "Gunpowder"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        achievements=["Translation"],
    )
    act(g, "achieve 3")
    assert opts(g) == ["Alchemy", "Saladin"]
    act(g, "Saladin")
    assert player(g, "Alice")["achievements"] == ["Saladin"]
    assert sorted(pile(g, "Alice")) == ["Alchemy", "Calendar", "Gunpowder"]
    assert g.to_position()["achievements"] == ["Translation"]


def test_bartolomeo_cristofori_options_karma_claim_ignoring_score():
    # Melding the fifth visible blue card: first claim an achievement ignoring the
    # score: the available values up to the highest top card (5); no 3 available.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "purple": ["Bartolomeo Cristofori"],
                    "blue": {
                        "cards": ["Mathematics", "Calendar", "Writing", "Tools"],
                        "splay": "right",
                    },
                },
                "hand": ["Alchemy"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        achievements=["Archery", "Construction", "Gunpowder", "Coal", "Canning", "Lighting"],
        special=[],
    )
    act(g, "meld Alchemy")
    assert g.pending.kind == "choose_value"
    assert opts(g) == [1, 2, 4, 5]
    act(g, 5)
    assert player(g, "Alice")["achievements"] == ["Coal"]
    assert board(g, "Alice")["blue"][0][0] == "Alchemy"


def test_queen_victoria_options_karma_lower_non_empty_age():
    # Achieve 4: first make an achievement available from any lower non-empty age: 1
    # and 3 (the 2 pile is empty; 4 is not lower).
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Queen Victoria"]},
                "score": ["Coal", "Chemistry", "Physics", "Banking"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        achievements=["Gunpowder"],
        empty=[("base", 2)],
        supply={"base": {"3": ["Paper"]}},
    )
    act(g, "achieve 4")
    assert opts(g) == [1, 3]
    act(g, 3)
    assert player(g, "Alice")["achievements"] == ["Gunpowder"]
    assert g.to_position()["achievements"] == ["Paper"]


def test_carl_friedrich_gauss_options_karma_any_value():
    # Melding: first choose a value (any, 1 to 10) and meld all cards of that value
    # from hand and score pile; the card being melded comes after them.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Carl Friedrich Gauss"]},
                "hand": ["Writing", "Fermenting"],
                "score": ["Construction", "Pottery"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    act(g, "meld Writing")
    assert g.pending.kind == "choose_value"
    assert opts(g) == list(range(1, 11))
    act(g, 2)
    while g.pending.kind != "action":
        act(g, g.pending.options[0])
    b = board(g, "Alice")
    assert b["yellow"] == (["Fermenting"], "none")
    assert b["red"] == (["Construction"], "none")
    assert b["blue"] == (["Writing", "Carl Friedrich Gauss"], "none")
    assert pile(g, "Alice") == ["Pottery"]


def test_sun_tzu_options_karma_hand_cards_with_featured_icon():
    # Before the share bonus draw: meld any number of hand cards with a {castle} (The
    # Wheel's featured icon): not the castle-less cards drawn by The Wheel.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"red": ["Sun Tzu"], "green": ["The Wheel"]},
                "hand": ["Construction", "Calendar", "Fermenting"],
            },
            {"name": "Bob", "board": {"purple": ["Mysticism"], "yellow": ["Masonry"]}},
        ],
        ["figures"],
        supply={
            "base": {"1": ["Pottery", "Writing", "Sailing", "Clothing"]},
            "figures": {"2": ["Plato"]},
        },
    )
    act(g, "dogma The Wheel")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Construction", "Fermenting"]
    assert g.pending.min == 0
    act(g, ["Fermenting"])
    assert board(g, "Alice")["yellow"] == (["Fermenting"], "none")
    assert sorted(hand(g, "Alice")) == ["Calendar", "Clothing", "Construction", "Plato", "Sailing"]


def test_muhammad_yunus_options_karma_may_return_on_opponents_dogma():
    # Any player's Dogma action: first you may return a card (from hand): both hand
    # cards, or decline.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Muhammad Yunus"]},
                "hand": ["Pottery", "Gunpowder"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
        turn={"player": "Bob", "actions": 2, "number": 4},
        supply={"base": {"2": ["Calendar", "Mathematics"]}},
    )
    act(g, "dogma Writing")
    assert g.pending.player == "Alice"
    assert set(g.pending.options) == {None, "Pottery", "Gunpowder"}
    act(g, "Pottery")
    # sole majority in {lightbulb}: Alice shares Writing
    assert sorted(hand(g, "Alice")) == ["Calendar", "Gunpowder"]
    assert "Mathematics" in hand(g, "Bob")


def test_rhazes_options_karma_tuck_same_value_from_hand():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Rhazes"]},
                "hand": ["Alchemy", "Saladin", "Calendar"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"3": ["Paper"]}},
    )
    act(g, "draw")
    assert opts(g) == ["Alchemy", "Saladin"]
    act(g, "Saladin")
    assert board(g, "Alice")["red"] == (["Saladin"], "none")
    assert sorted(hand(g, "Alice")) == ["Alchemy", "Calendar", "Paper"]


def test_su_song_options_karma_score_pile_card_to_forecast():
    g = make(
        [
            {"name": "Alice", "board": {"green": ["Su Song"]}, "score": ["Pottery", "Calendar"]},
            {"name": "Bob", "score": ["Writing"]},
        ],
        ["figures"],
        supply={"base": {"3": ["Paper"]}},
    )
    act(g, "draw")
    assert opts(g) == ["Calendar", "Pottery"]
    act(g, "Calendar")
    assert player(g, "Alice")["forecast"] == ["Calendar"]
    assert pile(g, "Alice") == ["Pottery"]
    assert hand(g, "Alice") == ["Paper"]


def test_edward_jenner_options_karma_return_from_hand():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Edward Jenner"]},
                "hand": ["Pottery", "Gunpowder"],
            },
            {"name": "Bob", "board": {"red": ["Archery"], "yellow": ["Masonry"]}},
        ],
        ["figures"],
        turn={"player": "Bob", "actions": 2, "number": 4},
    )
    act(g, "dogma Archery")
    assert g.pending.player == "Alice"
    assert opts(g) == ["Gunpowder", "Pottery"]
    act(g, "Gunpowder")
    assert hand(g, "Alice") == ["Pottery"]
    assert hand(g, "Bob") == []


def test_rowland_hill_options_karma_return_three_from_hand():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Rowland Hill"]},
                "hand": ["Pottery", "Writing", "Calendar", "Alchemy", "Gunpowder"],
                "score": ["Coal"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        achievements=["Archery"],
        special=[],
    )
    act(g, "achieve 1")
    assert opts(g) == ["Alchemy", "Calendar", "Gunpowder", "Pottery", "Writing"]
    assert (g.pending.min, g.pending.max) == (3, 3)
    act(g, ["Pottery", "Writing", "Calendar"])
    assert sorted(player(g, "Alice")["achievements"]) == ["Alchemy", "Archery", "Gunpowder"]


def test_taiichi_ohno_options_karma_hand_card_same_featured_icon():
    # Activating Archery ({castle}): first achieve a hand card whose featured icon is a
    # castle: Masonry and the figure Gilgamesh; not Mapmaking (a castle, but crown
    # featured), not Writing.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Taiichi Ohno"], "red": ["Archery"]},
                "hand": ["Masonry", "Gilgamesh", "Mapmaking", "Writing"],
            },
            {"name": "Bob", "board": {"purple": ["Mysticism"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Archery")
    assert opts(g) == ["Gilgamesh", "Masonry"]
    act(g, "Gilgamesh")
    assert player(g, "Alice")["achievements"] == ["Gilgamesh"]
    assert sorted(hand(g, "Alice")) == ["Mapmaking", "Masonry", "Writing"]


def test_takiyuddin_options_karma_may_splay_right():
    g = make(
        [
            {"name": "Alice", "board": {"blue": ["Takiyuddin", "Writing"]}},
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"5": ["Coal"], "4": ["Gunpowder"]}},
    )
    act(g, "inspire blue")
    assert g.pending.kind == "yes_no"
    act(g, "yes")
    assert board(g, "Alice")["blue"] == (["Takiyuddin", "Writing"], "right")
    assert board(g, "Alice")["red"] == (["Coal"], "none")
    assert hand(g, "Alice") == ["Gunpowder"]


def test_john_harrison_options_karma_type_of_the_6():
    # An opponent's share draw: first draw a 6 of the type chosen: the usual draw or
    # any set in play.
    g = make(
        [
            {"name": "Alice", "board": {"green": ["John Harrison"], "blue": ["Tools"]}},
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["echoes", "figures"],
        turn={"player": "Bob", "actions": 2, "number": 4},
        supply={"base": {"2": ["Calendar", "Mathematics"]}, "figures": {"6": ["Tecumseh"]}},
    )
    act(g, "dogma Writing")
    assert opts(g) == sorted(["the usual draw", "base", "echoes", "figures"])
    act(g, "figures")
    assert sorted(hand(g, "Alice")) == ["Calendar", "Tecumseh"]


def test_alex_trebek_options_inspire_any_value_then_name_a_figure():
    g = make(
        [{"name": "Alice", "board": {"yellow": ["Alex Trebek"]}}, {"name": "Bob"}],
        ["figures"],
    )
    act(g, "inspire yellow")
    assert opts(g) == list(range(1, 11))
    act(g, 3)
    # no figure of value 3 in hand: name any figure of age 3
    assert opts(g) == sorted(cards_of(3, "figures"))


def test_sergey_brin_options_dogma_every_top_card():
    # Every top card of every board can be activated (if it has something to
    # execute: rulings, Ptolemy/Sergey Brin; Figures rulebook: "You can take a Dogma
    # action and choose a Figure if it has one or more echo effects visible in its
    # color"): Bob's Archery and Writing, Carol's echo figure Sinuhe; not Bob's
    # Hatshepsut nor Alice's own Sergey Brin (no echo in their colour).
    g = make(
        [
            {"name": "Alice", "board": {"green": ["Sergey Brin"], "yellow": ["Agriculture"]}},
            {
                "name": "Bob",
                "board": {
                    "red": ["Archery"],
                    "blue": ["Writing", "Tools"],
                    "green": ["Hatshepsut"],
                },
            },
            {"name": "Carol", "board": {"purple": ["Sinuhe"]}},
        ],
        ["figures"],
    )
    assert sorted(o for o in g.pending.options if o.startswith("dogma")) == [
        "dogma Agriculture",
        "dogma Archery",
        "dogma Sinuhe",
        "dogma Writing",
    ]


# --- splays ------------------------------------------------------------------------


def test_isaac_newton_options_echo_splay_right():
    # Splay one colour right: any colour of 2+ cards not already splayed right (left
    # and up stacks too); not a one-card stack.
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Isaac Newton", "Writing"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                    "green": {"cards": ["Sailing", "The Wheel"], "splay": "left"},
                    "yellow": ["Masonry"],
                    "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "up"},
                },
            },
            {"name": "Bob", "board": {"blue": ["Pottery", "Tools"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Isaac Newton")
    assert opts(g) == ["blue", "green", "purple"]
    act(g, "purple")
    assert board(g, "Alice")["purple"][1] == "right"


def test_niccolo_machiavelli_options_echo_only_colours_splayed_left():
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "purple": ["Niccolo Machiavelli"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "green": {"cards": ["Sailing", "The Wheel"], "splay": "left"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                    "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "up"},
                },
            },
            {"name": "Bob", "board": {"blue": {"cards": ["Pottery", "Calendar"], "splay": "left"}}},
        ],
        ["figures"],
    )
    act(g, "dogma Niccolo Machiavelli")
    assert opts(g) == ["green", "red"]
    act(g, "red")
    assert board(g, "Alice")["red"][1] == "right"
    assert board(g, "Bob")["blue"][1] == "left"


def test_george_stephenson_options_echo_may_splay_up_a_right_colour():
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["George Stephenson"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                    "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "left"},
                    "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "up"},
                },
            },
            {
                "name": "Bob",
                "board": {"red": {"cards": ["Construction", "Metalworking"], "splay": "right"}},
            },
        ],
        ["figures"],
    )
    act(g, "dogma George Stephenson")
    assert set(g.pending.options) == {"red", "blue", None}
    act(g, None)
    assert board(g, "Alice")["red"][1] == "right"
    assert board(g, "Alice")["blue"][1] == "right"


def test_hedy_lamarr_options_echo_may_splay_up():
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Hedy Lamarr", "Sailing"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
                    "yellow": ["Masonry"],
                },
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    act(g, "dogma Hedy Lamarr")
    assert set(g.pending.options) == {"green", "red", None}
    act(g, "green")
    assert board(g, "Alice")["green"][1] == "up"


def test_plato_options_inspire_may_splay_left():
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "purple": ["Plato"],
                    "red": ["Archery", "Oars"],
                    "green": ["Sailing"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                    "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "right"},
                },
            },
            {"name": "Bob", "board": {"green": ["Clothing", "The Wheel"]}},
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar"]}},
    )
    act(g, "inspire purple")
    assert set(g.pending.options) == {"red", "yellow", None}
    act(g, "yellow")
    assert board(g, "Alice")["yellow"][1] == "left"
    assert hand(g, "Alice") == ["Calendar"]


def test_adam_smith_options_inspire_may_splay_right():
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Adam Smith", "Sailing"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
                    "yellow": ["Masonry"],
                },
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"6": ["Canning"]}},
    )
    act(g, "inspire green")
    assert set(g.pending.options) == {"green", "blue", None}
    act(g, None)
    assert board(g, "Alice")["blue"][1] == "up"
    assert hand(g, "Alice") == ["Canning"]


# --- values ------------------------------------------------------------------------


def test_sinuhe_options_echo_value_2_or_3():
    g = make(
        [{"name": "Alice", "board": {"purple": ["Sinuhe"]}}, {"name": "Bob"}],
        ["figures"],
        supply={"base": {"3": ["Paper"]}},
    )
    act(g, "dogma Sinuhe")
    assert opts(g) == [2, 3]
    act(g, 3)
    assert player(g, "Alice")["forecast"] == ["Paper"]


def test_rhazes_options_echo_value_3_4_or_5():
    g = make(
        [{"name": "Alice", "board": {"yellow": ["Rhazes"]}}, {"name": "Bob"}],
        ["figures"],
        supply={"base": {"5": ["Coal"]}},
    )
    act(g, "dogma Rhazes")
    assert opts(g) == [3, 4, 5]
    act(g, 5)
    assert player(g, "Alice")["forecast"] == ["Coal"]


def test_christiaan_huygens_options_echo_value_7_to_10():
    g = make(
        [{"name": "Alice", "board": {"blue": ["Christiaan Huygens"]}}, {"name": "Bob"}],
        ["figures"],
        supply={"base": {"10": ["Software"]}},
    )
    act(g, "dogma Christiaan Huygens")
    assert opts(g) == [7, 8, 9, 10]


def test_emperor_meiji_options_inspire_value_8_or_9():
    g = make(
        [{"name": "Alice", "board": {"purple": ["Emperor Meiji"]}}, {"name": "Bob"}],
        ["figures"],
        supply={"base": {"8": ["Empiricism"], "7": ["Lighting"]}},
    )
    act(g, "inspire purple")
    assert opts(g) == [8, 9]
    act(g, 8)
    assert player(g, "Alice")["forecast"] == ["Empiricism"]
    assert hand(g, "Alice") == ["Lighting"]


# --- own top cards, hand ---------------------------------------------------------


def test_ruth_handler_options_inspire_own_top_cards():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Ruth Handler", "Masonry"], "red": ["Archery", "Oars"]},
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ["figures"],
        supply={"base": {"1": ["Pottery"]}},
    )
    act(g, "inspire yellow")
    assert opts(g) == ["Archery", "Ruth Handler"]
    act(g, "Ruth Handler")
    # the draw is of the value of the yellow top card now (Masonry, a 1)
    assert sorted(hand(g, "Alice")) == ["Pottery", "Ruth Handler"]
    assert board(g, "Alice")["yellow"] == (["Masonry"], "none")


def test_shivaji_options_echo_own_top_cards():
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Shivaji", "Archery"], "blue": ["Writing"]}},
            {"name": "Bob", "board": {"green": ["Sailing"]}},
        ],
        ["figures"],
        achievements=["Pottery"],
    )
    act(g, "dogma Shivaji")
    assert opts(g) == ["Shivaji", "Writing"]
    act(g, "Writing")
    assert sorted(g.to_position()["achievements"]) == ["Pottery", "Writing"]
    assert "blue" not in board(g, "Alice")


def test_kim_yu_na_options_echo_own_top_cards():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Kim Yu-Na"], "blue": ["Writing"], "green": ["Clothing"]},
            },
            {"name": "Bob", "board": {"green": ["Sailing"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Kim Yu-Na")
    assert opts(g) == ["Clothing", "Kim Yu-Na", "Writing"]
    act(g, "Writing")
    assert pile(g, "Alice") == ["Writing"]
    assert g.result is None


def test_ptahhotep_options_inspire_own_top_cards():
    g = make(
        [
            {"name": "Alice", "board": {"purple": ["Ptahhotep"], "blue": ["Writing", "Tools"]}},
            {"name": "Bob", "board": {"green": ["Sailing"]}},
        ],
        ["figures"],
        supply={"base": {"1": ["Pottery"]}},
    )
    act(g, "inspire purple")
    assert opts(g) == ["Ptahhotep", "Writing"]
    act(g, "Writing")
    assert pile(g, "Alice") == ["Writing"]
    assert board(g, "Alice")["blue"] == (["Tools"], "none")


# The choose_cards answer ["Gilgamesh", "Archery"] is the order of the tucks
# (docs/rulings.md: the answer's order is the order the cards are acted on).
def test_grace_hopper_options_inspire_tuck_two_from_hand():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Grace Hopper"]},
                "hand": ["Pottery", "Archery", "Gilgamesh"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"9": ["Genetics"]}},
    )
    act(g, "inspire blue")
    assert opts(g) == ["Archery", "Gilgamesh", "Pottery"]
    assert (g.pending.min, g.pending.max) == (2, 2)
    act(g, ["Gilgamesh", "Archery"])
    assert board(g, "Alice")["red"][0] == ["Gilgamesh", "Archery"]
    assert sorted(hand(g, "Alice")) == ["Genetics", "Pottery"]


# --- order of several cards ------------------------------------------------------


def test_albert_einstein_options_echo_meld_order_within_a_stack():
    # Meld all cards from your hand with a {lightbulb} or {clock}: the player orders
    # only the cards going onto one stack (the two blue ones).
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Albert Einstein"]},
                "hand": ["Writing", "Tools", "Archery", "Masonry"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    act(g, "dogma Albert Einstein")
    assert opts(g) == ["Tools", "Writing"]
    act(g, "Tools")
    b = board(g, "Alice")
    assert b["blue"] == (["Writing", "Tools", "Albert Einstein"], "none")
    assert b["red"] == (["Archery"], "none")
    assert hand(g, "Alice") == ["Masonry"]


def test_leonardo_da_vinci_options_karma_meld_non_yellow_non_purple_order():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Leonardo Da Vinci"]},
                "hand": [
                    "Agriculture",
                    "Writing",
                    "Tools",
                    "Archery",
                    "Code of Laws",
                    "Fermenting",
                ],
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    act(g, "meld Agriculture")
    assert opts(g) == ["Tools", "Writing"]
    act(g, "Writing")
    b = board(g, "Alice")
    assert b["blue"] == (["Tools", "Writing"], "none")
    assert b["red"] == (["Archery"], "none")
    assert b["yellow"] == (["Agriculture", "Leonardo Da Vinci"], "none")
    assert sorted(hand(g, "Alice")) == ["Code of Laws", "Fermenting"]


def test_ruth_handler_options_karma_meld_other_cards_of_colour():
    g = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Ruth Handler"]},
                "hand": ["Writing", "Tools", "Pottery", "Archery"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"9": ["Genetics", "Ecology"]}},
    )
    act(g, "meld Writing")
    assert opts(g) == ["Pottery", "Tools"]
    act(g, "Pottery")
    assert board(g, "Alice")["blue"] == (["Writing", "Tools", "Pottery"], "none")
    assert sorted(player(g, "Alice")["achievements"]) == ["Ecology", "Genetics"]
    assert hand(g, "Alice") == ["Archery"]


# --- more karmas -----------------------------------------------------------------


def test_martin_scorsese_options_karma_any_standard_achievement():
    # Melding a figure: instead tuck it and claim a standard achievement regardless of
    # eligibility: every available age card (no points needed); no special ones.
    g = make(
        [
            {"name": "Alice", "board": {"purple": ["Martin Scorsese"]}, "hand": ["Gilgamesh"]},
            {"name": "Bob"},
        ],
        ["figures"],
        achievements=["Archery", "Construction", "Lighting"],
    )
    act(g, "meld Gilgamesh")
    assert opts(g) == [1, 2, 7]
    act(g, 7)
    assert player(g, "Alice")["achievements"] == ["Lighting"]
    assert board(g, "Alice")["red"] == (["Gilgamesh"], "none")


def test_gene_roddenberry_options_karma_return_any_top_figure():
    # Melding a purple card: instead tuck it and return any top figure: Gene, Alice's
    # other top figure, Bob's; not a covered figure.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Gene Roddenberry"], "red": ["Gilgamesh"]},
                "hand": ["Code of Laws"],
            },
            {"name": "Bob", "board": {"yellow": ["Sunshu Ao"], "blue": ["Writing", "Daedalus"]}},
        ],
        ["figures"],
    )
    act(g, "meld Code of Laws")
    assert opts(g) == ["Gene Roddenberry", "Gilgamesh", "Sunshu Ao"]
    act(g, "Sunshu Ao")
    assert board(g, "Alice")["purple"][0] == ["Gene Roddenberry", "Code of Laws"]
    assert "yellow" not in board(g, "Bob")


def test_huang_di_options_decree_with_two_figures():
    # Three figures of one value, one red, one green, one purple: no three different
    # values, so only Huang Di's Advancement Decree may be issued.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Huang Di"]},
                "hand": ["Gilgamesh", "Fu Xi", "Homer"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    assert [o for o in g.pending.options if o.startswith("decree")] == ["decree Advancement"]


def test_decree_options_colours_of_three_values():
    # Figures of three different values (red 1, yellow 2, red 3): a Decree of the colour
    # of one of them: War (red), Expansion (yellow); no karma Decree on the board.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Writing"]},
                "hand": ["Gilgamesh", "Cai Lun", "Saladin"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
    )
    assert sorted(o for o in g.pending.options if o.startswith("decree")) == [
        "decree Expansion",
        "decree War",
    ]


def test_cai_lun_options_echo_may_splay_left():
    g = make(
        [
            {
                "name": "Alice",
                "board": {
                    "yellow": ["Cai Lun", "Masonry"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                    "green": ["Sailing"],
                },
            },
            {"name": "Bob", "board": {"purple": ["Mysticism", "Code of Laws"]}},
        ],
        ["figures"],
    )
    act(g, "dogma Cai Lun")
    assert set(g.pending.options) == {"yellow", "blue", None}
    act(g, "blue")
    assert board(g, "Alice")["blue"][1] == "left"


def test_galileo_galilei_options_echo_value_5_or_6():
    g = make(
        [
            {"name": "Alice", "board": {"green": ["Galileo Galilei"]}, "forecast": ["Coal"]},
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"6": ["Canning"]}},
    )
    act(g, "dogma Galileo Galilei")
    assert opts(g) == [5, 6]
    # a 6 is not present in the forecast: first the forecast goes to the hand
    act(g, 6)
    assert player(g, "Alice")["forecast"] == ["Canning"]
    assert hand(g, "Alice") == ["Coal"]
