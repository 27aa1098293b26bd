"""Options audit, leftovers: each choice offers exactly what the printed text allows.

Written from the printed card texts and the rules only, through the documented API
(docs/position-format.md, the decision protocol of docs/rulings.md). Team games are
4 players with the option "teams": Alice and Carol against Bob and Dave.
"""

from __future__ import annotations

from helpers import act, figures, setup, table

TEAMS = {"teams": True}
FOUR = ("Alice", "Bob", "Carol", "Dave")


def ask(game, who, kind, options, lo=None, hi=None):
    """The pending decision is ``who``'s, of ``kind``, offering exactly ``options``."""
    d = game.pending
    assert d is not None, f"the game is over: {game.result}"
    assert (d.player, d.kind) == (who, kind), (d.player, d.kind, d.prompt, d.options)
    key = lambda o: (o is not None, str(o))  # noqa: E731
    assert sorted(d.options, key=key) == sorted(options, key=key), (d.prompt, d.options)
    if lo is not None:
        assert (d.min, d.max) == (lo, hi), (d.prompt, d.min, d.max)
    return d


def four(alice=None, bob=None, carol=None, dave=None, **rest):
    """A 4-player team game (Alice and Carol against Bob and Dave) at Alice's action."""
    zones = (alice, bob, carol, dave)
    rest.setdefault("achievements", [])
    return setup({n: z or {} for n, z in zip(FOUR, zones, strict=True)}, options=TEAMS, **rest)


def supply_top(game, age, set_="base"):
    return game.to_position()["supply"][set_][str(age)]


# --- Skyscrapers: "I demand you transfer a top non-yellow card with a {clock} from your
# board to my board! If you do, score the card beneath it, and return all other cards
# from that pile!"


def test_skyscrapers_options_team_only_opponents_top_non_yellow_clock_cards():
    game = four(
        {"board": {"yellow": ["Skyscrapers"], "purple": ["Enterprise"]}},
        {
            "board": {
                "blue": ["Quantum Theory", "Writing", "Pottery"],
                "green": ["Databases", "Sailing"],
                "yellow": ["Time"],  # a clock, but yellow
                "purple": ["Code of Laws", "Lighting"],  # a covered clock
                "red": ["Flight"],
            }
        },
        # Carol has a top clock card and no crown: a teammate is not demanded.
        {"board": {"blue": ["Rocketry", "Mathematics"]}},
        {"board": {"blue": ["Software", "Calendar"], "red": ["Archery"]}},
        expansions=["artifacts"],
    )
    act(game, "dogma Skyscrapers")
    ask(game, "Bob", "choose_card", ["Quantum Theory", "Databases", "Flight"], 1, 1)
    act(game, "Quantum Theory")
    # Dave's only candidate is taken without asking; the turn goes on.
    ask(
        game, "Alice", "action", ["draw", "dogma Software", "dogma Skyscrapers", "dogma Enterprise"]
    )
    t = table(game)
    assert t["Alice"]["board"] == {
        "blue": ["Software", "Quantum Theory"],
        "yellow": ["Skyscrapers"],
        "purple": ["Enterprise"],
    }
    assert t["Bob"]["board"] == {
        "red": ["Flight"],
        "green": ["Databases", "Sailing"],
        "yellow": ["Time"],
        "purple": ["Code of Laws", "Lighting"],
    }
    assert t["Bob"]["score"] == ["Writing"]
    assert t["Dave"]["board"] == {"red": ["Archery"]} and t["Dave"]["score"] == ["Calendar"]
    assert t["Carol"] == {"board": {"blue": ["Rocketry", "Mathematics"]}}
    assert "Pottery" in supply_top(game, 1)


# --- Hammurabi: "If a player would successfully demand something of you, first
# successfully demand that same thing of that player."


def test_hammurabi_options_team_demand_turned_back_each_chooses_among_own_highest():
    game = four(
        {"board": {"red": ["Archery"]}, "hand": ["Alchemy", "Compass", "Agriculture"]},
        {"board": {"red": ["Hammurabi"]}, "hand": ["Paper"]},
        {"board": {"blue": ["Writing"]}, "hand": ["Optics", "Translation"]},
        {"board": {"green": ["Clothing"]}, "hand": ["Medicine"]},
        expansions=["figures"],
        supply={"base": {"1": ["Pottery", "Tools", "Sailing"]}},
    )
    act(game, "dogma Archery")
    # Hammurabi first: Alice draws Pottery and gives Bob one of her two 3s.
    ask(game, "Alice", "choose_card", ["Alchemy", "Compass"], 1, 1)
    act(game, "Compass")
    # Then Bob's own demand: he draws Tools, and chooses among his two 3s.
    ask(game, "Bob", "choose_card", ["Compass", "Paper"], 1, 1)
    act(game, "Compass")
    # Dave draws Sailing; his single highest (Medicine) goes without a question.
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    t = table(game)
    assert t["Alice"]["hand"] == sorted(
        ["Alchemy", "Agriculture", "Pottery", "Compass", "Medicine"]
    )
    assert t["Bob"]["hand"] == ["Paper", "Tools"]
    assert t["Dave"]["hand"] == ["Sailing"]
    assert t["Carol"]["hand"] == ["Optics", "Translation"]


# --- Globalization: "I demand you return a top card with a {leaf} on your board!" /
# "Draw and score a {6}. If no player has more {leaf} than {factory} on their board, the
# single player with the highest score wins."


def test_globalization_options_team_top_leaf_cards_then_teammates_tie_is_no_single_player():
    game = four(
        {
            "board": {"yellow": ["Globalization"], "red": ["Industrialization"]},
            "score": ["Colonialism", "Machine Tools"],
        },
        {
            "board": {
                "yellow": ["Canning"],
                "green": ["Measurement", "Mapmaking"],
                "purple": ["City States", "Code of Laws"],  # a covered leaf
            },
            "score": ["Emancipation", "Metric System"],
        },
        # Carol shares (five factories) and has a top leaf card: no demand on a teammate.
        {
            "board": {"red": ["Coal"], "yellow": ["Steam Engine"], "green": ["Sailing"]},
            "score": ["Gunpowder"],
        },
        {"board": {"yellow": ["Agriculture"]}, "score": ["Atomic Theory", "Encyclopedia"]},
        supply={"base": {"6": ["Classification", "Democracy"]}},
    )
    act(game, "dogma Globalization")
    ask(game, "Bob", "choose_card", ["Canning", "Measurement"], 1, 1)
    act(game, "Measurement")
    # Dave's only leaf card is returned without a question. Carol scores Classification
    # (10) while Bob and Dave tie at 12: teammates tied for the highest score are no
    # single player. Alice scores Democracy: 16, the single highest.
    assert game.pending is None
    assert sorted(game.result["winners"]) == ["Alice", "Carol"]
    t = table(game)
    assert t["Carol"]["score"] == ["Classification", "Gunpowder"]
    assert t["Alice"]["score"] == sorted(["Colonialism", "Machine Tools", "Democracy"])
    assert t["Bob"]["board"] == {
        "yellow": ["Canning"],
        "green": ["Mapmaking"],
        "purple": ["City States", "Code of Laws"],
    }
    assert "board" not in t["Dave"]


# --- Fertilizer: "You may return a card from your hand. If you do, transfer all cards
# from all score piles to your hand of value equal to the returned card." / "Draw and
# foreshadow a card of any value."


def test_fertilizer_options_team_teammate_shares_first_takes_from_every_score_pile():
    game = four(
        {
            "board": {"yellow": ["Fertilizer"]},
            "hand": ["Medicine", "Tools"],
            "score": ["Mathematics", "Optics"],
        },
        {"board": {"red": ["Archery"]}, "score": ["Calendar", "Compass"]},
        {
            "board": {"green": ["Clothing"]},
            "hand": ["Currency", "Alchemy"],
            "score": ["Fermenting"],
        },
        {"board": {"blue": ["Writing"]}, "score": ["Machinery"]},
        expansions=["echoes"],
        supply={"echoes": {"4": ["Slide Rule", "Shuriken"]}, "base": {"4": ["Invention"]}},
    )
    act(game, "dogma Fertilizer")
    ask(game, "Carol", "choose_card", ["Currency", "Alchemy", None], 1, 1)
    act(game, "Currency")  # every 2: Alice's Mathematics, Bob's Calendar, her Fermenting
    ask(game, "Alice", "choose_card", ["Medicine", "Tools", None], 1, 1)
    act(game, "Medicine")  # every 3 left: her Optics, Bob's Compass, Dave's Machinery
    ask(game, "Carol", "choose_value", list(range(1, 11)), 1, 1)
    act(game, 4)  # a hand of base cards only: the Echoes draw rule gives an Echoes 4
    ask(game, "Alice", "choose_value", list(range(1, 11)), 1, 1)
    act(game, 4)
    # A teammate's sharing earns no free draw.
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    t = table(game)
    assert t["Carol"]["hand"] == ["Alchemy", "Calendar", "Fermenting", "Mathematics"]
    assert t["Carol"]["forecast"] == ["Slide Rule"] and "score" not in t["Carol"]
    assert t["Alice"]["hand"] == ["Compass", "Machinery", "Optics", "Tools"]
    assert t["Alice"]["forecast"] == ["Shuriken"] and "score" not in t["Alice"]
    assert "score" not in t["Bob"] and "score" not in t["Dave"]
    assert supply_top(game, 4)[0] == "Invention"  # both draws were Echoes cards


# --- Plush Beweglich Rod Bear: "Choose a value. Splay up each color with a top card of the
# chosen value. Return all cards of the chosen value from all score piles."


def test_plush_beweglich_rod_bear_options_team_teammate_returns_from_every_pile_first():
    game = four(
        {
            "board": {"yellow": ["Plush Beweglich Rod Bear", "Canning"], "red": ["Coal", "Oars"]},
            "score": ["Chemistry", "Societies", "Corporations"],
        },
        {"board": {"red": ["Archery"]}, "score": ["Steam Engine", "Flight"]},
        {
            "board": {
                "blue": ["Pottery"],
                "green": ["Clothing"],
                "purple": ["Astronomy", "Mysticism"],
            },
            "score": ["Antibiotics"],
        },
        {"board": {"blue": ["Writing"]}, "score": ["Banking", "Mass Media"]},
        expansions=["artifacts"],
    )
    act(game, "dogma Plush Beweglich Rod Bear")
    ask(game, "Carol", "choose_value", list(range(1, 11)), 1, 1)
    act(game, 5)
    # Alice's two 5s are returned without a question (Carol cannot see them), and Carol's
    # value splays Carol's board only (Alice's Coal is a top 5 too).
    ask(game, "Alice", "choose_value", list(range(1, 11)), 1, 1)
    act(game, 8)
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    t = table(game)
    assert t["Carol"]["board"]["purple"] == (["Astronomy", "Mysticism"], "up")
    assert t["Alice"]["board"] == {
        "yellow": (["Plush Beweglich Rod Bear", "Canning"], "up"),
        "red": ["Coal", "Oars"],
    }
    assert "score" not in t["Alice"] and "score" not in t["Carol"]
    assert "score" not in t["Bob"] and "score" not in t["Dave"]


# --- DeLorean DMC-12: "If DeLorean DMC-12 is a top card on any board, remove all top cards
# on all boards and all cards in all hands from the game."


def test_delorean_dmc_12_options_team_opponent_shares_first_nothing_asked_bonus_draw():
    game = four(
        {
            "board": {"purple": ["DeLorean DMC-12", "Astronomy"], "blue": ["Software", "Tools"]},
            "hand": ["Oars"],
        },
        {
            "board": {"blue": ["Rocketry", "Writing"], "green": ["Satellites", "Sailing"]},
            "hand": ["Paper"],
        },
        {"board": {"blue": ["Quantum Theory"], "red": ["Fission", "Archery"]}, "hand": ["Optics"]},
        {"board": {"green": ["Clothing", "Compass"]}, "hand": ["Medicine"]},
        expansions=["artifacts"],
        supply={"base": {"5": ["Banking", "Coal"]}},
    )
    act(game, "dogma DeLorean DMC-12")
    # Bob (an opponent, sharing) removes everything first; DeLorean is then no top card for
    # Carol and Alice. Nothing is asked. Bob's change earns Alice a free draw: a 5 (her
    # highest top card now is Astronomy).
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    t = table(game)
    assert t["Alice"] == {
        "board": {"purple": ["Astronomy"], "blue": ["Tools"]},
        "hand": ["Banking"],
    }
    assert t["Bob"] == {"board": {"blue": ["Writing"], "green": ["Sailing"]}}
    assert t["Carol"] == {"board": {"red": ["Archery"]}}
    assert t["Dave"] == {"board": {"green": ["Compass"]}}
    assert sorted(game.to_position()["removed"]) == sorted(
        [
            "DeLorean DMC-12",
            "Software",
            "Oars",
            "Rocketry",
            "Satellites",
            "Paper",
            "Quantum Theory",
            "Fission",
            "Optics",
            "Clothing",
            "Medicine",
        ]
    )


# --- Mass Media: "You may return a card from your hand. If you do, choose a value, and
# return all cards of that value from all score piles." / "You may splay your purple cards
# up."


def test_mass_media_options_team_teammate_returns_from_every_pile_declined_asks_no_value():
    game = four(
        {
            "board": {"green": ["Mass Media"], "purple": ["Societies", "Code of Laws"]},
            "hand": ["Perspective"],
            "score": ["Invention", "Coal"],
        },
        {"board": {"red": ["Archery"]}, "score": ["Gunpowder", "Banking"]},
        {
            "board": {"blue": ["Writing"], "purple": ["Astronomy"]},
            "hand": ["Tools", "Optics"],
            "score": ["Navigation"],
        },
        {"board": {"yellow": ["Masonry"]}, "score": ["Colonialism"]},
    )
    act(game, "dogma Mass Media")
    ask(game, "Carol", "choose_card", ["Tools", "Optics", None], 1, 1)
    act(game, "Optics")
    ask(game, "Carol", "choose_value", list(range(1, 11)), 1, 1)
    act(game, 4)
    ask(game, "Alice", "choose_card", ["Perspective", None], 1, 1)
    act(game, None)
    # Carol's purple stack is one card: not asked. Alice's two purple cards: asked.
    ask(game, "Alice", "yes_no", ["yes", "no"])
    act(game, "yes")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    t = table(game)
    assert t["Alice"]["score"] == ["Coal"] and t["Alice"]["hand"] == ["Perspective"]
    assert t["Alice"]["board"]["purple"] == (["Societies", "Code of Laws"], "up")
    assert t["Bob"]["score"] == ["Banking"] and "score" not in t["Dave"]
    assert "score" not in t["Carol"] and t["Carol"]["hand"] == ["Tools"]


# --- Jackie Chan: "If an opponent would win, first score all other top figures in play.
# If you now have the most points, you win instead." In a team game "the most points"
# compares players (rulings: "the single player with the most X compares players").


def _jackie_chan_game(dave_score):
    return four(
        {
            "board": {"red": ["Archery"], "yellow": ["Rhazes"]},
            "score": ["Compass", "Machinery", "Feudalism", "Optics", "Paper"],  # 15
            "achievements": ["Construction", "Philosophy", "Invention"],
        },
        {"board": {"red": ["Jackie Chan"]}, "score": ["Banking", "Alchemy"]},  # 8
        {
            "board": {"green": ["Galileo Galilei"]},
            "score": ["Chemistry", "Coal", "Statistics"],  # 15
            "achievements": ["Societies", "Vaccination", "Bicycle"],
        },
        {"board": {"purple": ["Al-Kindi"]}, "score": dave_score},
        expansions=["figures"],
        achievements=["Metalworking"],
    )


def test_jackie_chan_options_team_most_points_is_a_players_not_the_teams():
    game = _jackie_chan_game([])
    # Alice's team reaches 7 achievements: Jackie Chan scores Rhazes, Galileo and his
    # teammate's Al-Kindi (18 points): more than each opponent (15, 15), though their
    # team has 30 to his team's 18.
    act(game, "achieve 1")
    assert game.pending is None
    assert sorted(game.result["winners"]) == ["Bob", "Dave"]
    t = table(game)
    assert t["Bob"]["score"] == sorted(
        ["Banking", "Alchemy", "Rhazes", "Galileo Galilei", "Al-Kindi"]
    )
    assert t["Alice"]["board"] == {"red": ["Archery"]} and "board" not in t["Carol"]
    assert "board" not in t["Dave"]
    assert t["Alice"]["achievements"] == ["Construction", "Invention", "Metalworking", "Philosophy"]


def test_jackie_chan_options_team_teammate_with_more_points_the_opponents_still_win():
    # Dave has 21: Bob's 18 is not the most, even though Dave is his teammate.
    game = _jackie_chan_game(["Combustion", "Lighting", "Publications"])
    act(game, "achieve 1")
    assert game.pending is None
    assert sorted(game.result["winners"]) == ["Alice", "Carol"]
    t = table(game)
    assert t["Bob"]["score"] == sorted(
        ["Banking", "Alchemy", "Rhazes", "Galileo Galilei", "Al-Kindi"]
    )


# --- Scissors: echo "Take a bottom card from your board into your hand." / "You may choose
# up to two cards from your hand. For each card chosen, either meld it or score it." / "If
# Paper is a top card on any player's board, transfer it to your score pile."


def test_scissors_options_team_own_bottom_cards_and_paper_from_a_non_sharing_opponent():
    game = four(
        {
            "board": {"green": ["Scissors"], "yellow": ["Agriculture", "Masonry"]},
            "hand": ["Sailing"],
        },
        {"board": {"red": ["Archery", "Oars"], "purple": ["Code of Laws"]}, "hand": ["Calendar"]},
        {"board": {"blue": ["Tools"]}},
        {"board": {"green": ["Paper", "Clothing"]}},
        expansions=["echoes"],
        supply={"echoes": {"2": ["Lever"]}, "base": {"2": ["Mathematics"]}},
    )
    act(game, "dogma Scissors")
    # The echo effect: Bob (an opponent sharing) first, his own bottom cards only (a lone
    # card is its stack's bottom card; Archery is not).
    ask(game, "Bob", "choose_card", ["Oars", "Code of Laws"], 1, 1)
    act(game, "Oars")
    # Carol's only card is taken without a question. Alice's bottom cards: Scissors too.
    ask(game, "Alice", "choose_card", ["Scissors", "Masonry"], 1, 1)
    act(game, "Masonry")
    ask(game, "Bob", "choose_cards", ["Calendar", "Oars"], 0, 2)
    act(game, ["Oars", "Calendar"])
    ask(game, "Bob", "choose_option", ["meld", "score"], 1, 1)
    act(game, "meld")
    ask(game, "Bob", "choose_option", ["meld", "score"], 1, 1)
    act(game, "score")
    ask(game, "Carol", "choose_cards", ["Tools"], 0, 1)
    act(game, [])
    ask(game, "Alice", "choose_cards", ["Sailing", "Masonry"], 0, 2)
    act(game, ["Masonry"])
    ask(game, "Alice", "choose_option", ["meld", "score"], 1, 1)
    act(game, "score")
    # Bob, first, takes Dave's Paper; Bob's change earns Alice a free draw (an Echoes 2:
    # her hand holds no Echoes card).
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    t = table(game)
    assert t["Bob"]["board"] == {"red": ["Oars", "Archery"], "purple": ["Code of Laws"]}
    assert t["Bob"]["score"] == ["Calendar", "Paper"] and "hand" not in t["Bob"]
    assert t["Dave"] == {"board": {"green": ["Clothing"]}}
    assert t["Carol"] == {"hand": ["Tools"]}
    assert t["Alice"]["board"] == {"green": ["Scissors"], "yellow": ["Agriculture"]}
    assert t["Alice"]["hand"] == ["Lever", "Sailing"] and t["Alice"]["score"] == ["Masonry"]


# --- Loom: echo "Score your lowest top card." / "You may return two cards of different
# value from your score pile. If you do, draw and tuck three {6}."


def test_loom_options_three_players_sharer_tie_and_second_card_of_another_value():
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Loom"], "purple": ["Code of Laws"]},
                "score": ["Optics", "Compass"],
            },
            "Bob": {
                "board": {"yellow": ["Canning"], "blue": ["Tools"], "green": ["Sailing"]},
                "score": ["Mathematics", "Calendar"],
            },
            "Carol": {"board": {"green": ["Clothing"]}, "score": ["Agriculture", "Currency"]},
        },
        expansions=["echoes"],
        achievements=[],
        supply={
            "base": {
                "6": [
                    "Atomic Theory",
                    "Encyclopedia",
                    "Classification",
                    "Metric System",
                    "Democracy",
                    "Emancipation",
                    "Machine Tools",
                ]
            }
        },
    )
    act(game, "dogma Loom")
    ask(game, "Bob", "choose_card", ["Tools", "Sailing"], 1, 1)  # two lowest top 1s
    act(game, "Sailing")
    # Alice's lowest top card (Code of Laws) is scored without a question.
    ask(game, "Bob", "yes_no", ["yes", "no"])
    act(game, "yes")
    ask(game, "Bob", "choose_card", ["Mathematics", "Calendar", "Sailing"], 1, 1)
    act(game, "Sailing")
    ask(game, "Bob", "choose_card", ["Mathematics", "Calendar"], 1, 1)  # not another 1
    act(game, "Mathematics")
    # Alice's pile now has Code of Laws (1) beside two 3s: she may return two.
    ask(game, "Alice", "yes_no", ["yes", "no"])
    act(game, "yes")
    ask(game, "Alice", "choose_card", ["Code of Laws", "Compass", "Optics"], 1, 1)
    act(game, "Compass")  # the only card of another value is then taken without asking
    # Bob's change (an opponent sharing) earns Alice a free draw: a 6.
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    t = table(game)
    assert t["Bob"]["board"] == {
        "blue": ["Tools", "Atomic Theory", "Encyclopedia"],
        "green": ["Classification"],
        "yellow": ["Canning"],
    }
    assert t["Bob"]["score"] == ["Calendar"]
    assert t["Alice"]["board"] == {
        "red": ["Loom"],
        "green": ["Metric System"],
        "purple": ["Democracy", "Emancipation"],
    }
    assert t["Alice"]["score"] == ["Optics"] and t["Alice"]["hand"] == ["Machine Tools"]
    assert t["Carol"] == {"board": {"green": ["Clothing"]}, "score": ["Agriculture", "Currency"]}


# --- Puzzle Cube: "You may score the bottom card or two bottom cards of one color from your
# board. If all the colors on your board contain the same number of visible cards
# (unsplayed = 1), you win."


def test_puzzle_cube_options_three_players_sharer_colours_then_itself_scored_wins():
    game = setup(
        {
            "Alice": {
                "board": {
                    "purple": ["Puzzle Cube"],
                    "yellow": {
                        "cards": ["Agriculture", "Masonry", "Domestication"],
                        "splay": "left",
                    },
                }
            },
            "Bob": {
                "board": {
                    "blue": ["Writing", "Tools", "Pottery"],
                    "red": ["Archery"],
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "left"},
                }
            },
            "Carol": {"board": {"green": ["Mapmaking"]}},
        },
        expansions=["echoes"],
        achievements=[],
        supply={"base": {"10": ["Software", "Robotics"]}},
    )
    act(game, "dogma Puzzle Cube")
    ask(game, "Bob", "choose_color", ["blue", "red", "green", None], 1, 1)
    act(game, "blue")
    ask(game, "Bob", "choose_value", [1, 2], 1, 1)
    act(game, 2)  # blue 1 visible, red 1, green 2: no win
    ask(game, "Alice", "choose_color", ["yellow", "purple", None], 1, 1)
    act(game, "purple")  # a lone card: no "one or two" question; Puzzle Cube itself
    # One colour left: every colour shows the same number of cards.
    assert game.pending is None
    assert game.result["winners"] == ["Alice"]
    t = table(game)
    assert t["Alice"]["score"] == ["Puzzle Cube"]
    assert t["Alice"]["board"] == {"yellow": (["Agriculture", "Masonry", "Domestication"], "left")}
    assert t["Bob"]["score"] == ["Pottery", "Tools"]
    assert t["Bob"]["board"]["blue"] == ["Writing"] and t["Bob"]["board"]["red"] == ["Archery"]


# --- Laser: "Return all unclaimed standard achievements. Then, return half (rounded up)
# of the cards in your score pile. Draw and meld two {10}."


def test_laser_options_three_players_sharer_chooses_two_of_three_one_card_is_forced():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Laser"]}, "score": ["Statistics"]},
            "Bob": {
                "board": {"blue": ["Writing"], "yellow": ["Perspective"]},
                "score": ["Optics", "Compass", "Canning"],
            },
            "Carol": {"board": {"green": ["Mapmaking"]}, "score": ["Paper", "Alchemy"]},
        },
        expansions=["echoes"],
        achievements=["Oars", "Mathematics", "Machinery"],
        supply={"base": {"10": ["Software", "Robotics", "Stem Cells", "Databases", "A.I."]}},
    )
    act(game, "dogma Laser")
    # Bob (sharing) returns the achievements, then 2 of his 3 score cards (any two).
    ask(game, "Bob", "choose_cards", ["Optics", "Compass", "Canning"], 2, 2)
    act(game, ["Compass", "Optics"])
    # Alice: no achievement left; half of one card is that card (no question). Bob's
    # change earns her a free draw of a 10.
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    t = table(game)
    assert t["Bob"]["board"] == {
        "blue": ["Software", "Writing"],
        "red": ["Robotics"],
        "yellow": ["Perspective"],
    }
    assert t["Bob"]["score"] == ["Canning"]
    assert t["Alice"] == {
        "board": {"blue": ["Laser"], "green": ["Databases"], "yellow": ["Stem Cells"]},
        "hand": ["A.I."],
    }
    assert t["Carol"] == {"board": {"green": ["Mapmaking"]}, "score": ["Alchemy", "Paper"]}
    pos = game.to_position()
    assert pos["achievements"] == []
    assert pos["supply"]["base"]["3"][-3:] == ["Machinery", "Compass", "Optics"]
    assert pos["supply"]["base"]["5"][-1] == "Statistics"
    assert (
        pos["supply"]["base"]["1"][-1] == "Oars" and pos["supply"]["base"]["2"][-1] == "Mathematics"
    )


# --- Indian Clubs: "I demand you return two cards from your score pile!" / "For every value
# of card you have in your score pile, score a card from your hand of that value."


def test_indian_clubs_options_three_players_two_of_three_one_forced_then_per_value():
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Indian Clubs"]},  # its bonus 6 is not in the score pile
                "score": ["Paper", "Banking"],
                "hand": ["Optics", "Compass", "Coal", "Canning", "Agriculture"],
            },
            "Bob": {"board": {"blue": ["Writing"]}, "score": ["Alchemy", "Chemistry", "Oars"]},
            "Carol": {"board": {"green": ["Mapmaking"]}, "score": ["Tools"]},
        },
        expansions=["echoes"],
        achievements=[],
    )
    act(game, "dogma Indian Clubs")
    ask(game, "Bob", "choose_cards", ["Alchemy", "Chemistry", "Oars"], 2, 2)
    act(game, ["Oars", "Chemistry"])
    # Carol's one card is returned without a question. Alice: a 3 (two candidates), a 5
    # (Coal, no question); no 6 (Canning) nor 1 (Agriculture).
    ask(game, "Alice", "choose_card", ["Optics", "Compass"], 1, 1)
    act(game, "Compass")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    t = table(game)
    assert t["Alice"]["score"] == ["Banking", "Coal", "Compass", "Paper"]
    assert t["Alice"]["hand"] == ["Agriculture", "Canning", "Optics"]
    assert t["Bob"]["score"] == ["Alchemy"] and "score" not in t["Carol"]
    base = game.to_position()["supply"]["base"]
    assert base["1"][-2:] == ["Oars", "Tools"] and base["5"][-1] == "Chemistry"


# --- Composites: "I demand you transfer all but one card from your hand to my hand! Also
# transfer the highest card from your score pile to my score pile!"


def test_composites_options_three_players_card_kept_tie_for_highest_then_forced():
    game = setup(
        {
            "Alice": {"board": {"red": ["Composites"]}, "score": ["Paper"], "hand": ["Tools"]},
            "Bob": {
                "board": {"blue": ["Writing"]},
                "hand": ["Optics", "Compass", "Coal"],
                "score": ["Alchemy", "Machinery", "Oars"],
            },
            "Carol": {
                "board": {"green": ["Mapmaking"]},
                "hand": ["Canning"],
                "score": ["Agriculture", "Statistics"],
            },
        },
        achievements=[],
    )
    act(game, "dogma Composites")
    ask(game, "Bob", "choose_card", ["Optics", "Compass", "Coal"], 1, 1)
    act(game, "Coal")
    ask(game, "Bob", "choose_card", ["Alchemy", "Machinery"], 1, 1)  # two highest 3s
    act(game, "Machinery")
    # Carol keeps her one card and gives her single highest (Statistics): no question.
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    t = table(game)
    assert t["Alice"]["hand"] == ["Compass", "Optics", "Tools"]
    assert t["Alice"]["score"] == ["Machinery", "Paper", "Statistics"]
    assert t["Bob"]["hand"] == ["Coal"] and t["Bob"]["score"] == ["Alchemy", "Oars"]
    assert t["Carol"]["hand"] == ["Canning"] and t["Carol"]["score"] == ["Agriculture"]


# --- Grace Hopper: "If another player would not draw a card for sharing after a Dogma
# action, first draw and reveal a {10}. If it is blue, you win."


def test_grace_hopper_options_team_teammate_only_change_no_draw_blue_10_team_wins():
    game = four(
        {"board": {"purple": ["Code of Laws"]}, "hand": ["Monotheism", "Oars"]},
        {"board": {"green": ["Sailing"]}},  # shares, with nothing to tuck: no change
        {"board": {"purple": ["City States"]}, "hand": ["Mysticism"]},
        {"board": {"blue": ["Grace Hopper"]}},
        expansions=["figures"],
        supply={"base": {"10": ["Software", "Robotics"]}},
    )
    act(game, "dogma Code of Laws")
    ask(game, "Carol", "choose_card", ["Mysticism", None], 1, 1)
    act(game, "Mysticism")
    ask(game, "Carol", "yes_no", ["yes", "no"])
    act(game, "yes")
    ask(game, "Alice", "choose_card", ["Monotheism", None], 1, 1)  # not the red Oars
    act(game, None)
    # Only her teammate changed something: Alice draws nothing for sharing, so Dave's
    # Grace Hopper draws Software, blue: his team wins.
    assert game.pending is None
    assert sorted(game.result["winners"]) == ["Bob", "Dave"]
    t = table(game)
    assert t["Dave"] == {"board": {"blue": ["Grace Hopper"]}, "hand": ["Software"]}
    assert t["Carol"]["board"] == {"purple": (["City States", "Mysticism"], "left")}
    assert t["Alice"] == {"board": {"purple": ["Code of Laws"]}, "hand": ["Monotheism", "Oars"]}


# --- Susan Blackmore: "If another player would not draw a share bonus after a Dogma action,
# first transfer the card they activated to your score pile." The activated card has left
# its board (Scissors' echo took it into the hand).


def _susan_scissors_game():
    return four(
        {"board": {"green": ["Scissors"], "yellow": ["Agriculture"]}, "hand": ["Sailing"]},
        {"board": {"purple": ["Code of Laws"]}},
        {"board": {"blue": ["Writing"]}},
        {"board": {"blue": ["Susan Blackmore"]}},
        expansions=["echoes", "figures"],
    )


def test_susan_blackmore_options_team_activated_card_kept_in_hand_is_taken_from_it():
    game = _susan_scissors_game()
    act(game, "dogma Scissors")  # nobody else has a castle: nobody shares
    ask(game, "Alice", "choose_card", ["Scissors", "Agriculture"], 1, 1)
    act(game, "Scissors")
    ask(game, "Alice", "choose_cards", ["Sailing", "Scissors"], 0, 2)
    act(game, [])
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    t = table(game)
    assert t["Dave"] == {"board": {"blue": ["Susan Blackmore"]}, "score": ["Scissors"]}
    assert t["Alice"] == {"board": {"yellow": ["Agriculture"]}, "hand": ["Sailing"]}


def test_susan_blackmore_options_team_activated_card_scored_is_taken_from_the_score_pile():
    game = _susan_scissors_game()
    act(game, "dogma Scissors")
    act(game, "Scissors")
    act(game, ["Scissors"])
    ask(game, "Alice", "choose_option", ["meld", "score"], 1, 1)
    act(game, "score")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    t = table(game)
    assert t["Dave"] == {"board": {"blue": ["Susan Blackmore"]}, "score": ["Scissors"]}
    assert "score" not in t["Alice"]


# --- Florence Nightingale: "If an opponent's effect would transfer, return, or remove a card
# from your score pile, instead leave it there." against Queen Victoria's echo "Transfer a
# figure from any score pile to yours." (rulings: from another player's pile, by its back).


def test_florence_nightingale_options_queen_victoria_echo_offers_her_figures_leaves_them():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Queen Victoria"]}, "score": ["Fu Xi"]},
            "Bob": {
                "board": {"yellow": ["Florence Nightingale"]},
                "score": ["Huang Di", "Rhazes", "Tools"],
            },
            "Carol": {"board": {"green": ["Sailing"]}, "score": ["Sinuhe", "Optics"]},
        }
    )
    act(game, "dogma Queen Victoria")
    bob1, bob3, carol1 = (
        "Bob's score pile: figures 1",
        "Bob's score pile: figures 3",
        "Carol's score pile: figures 1",
    )
    ask(game, "Alice", "choose_option", [bob1, bob3, carol1], 1, 1)
    act(game, bob3)
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    t = table(game)
    assert t["Bob"]["score"] == ["Huang Di", "Rhazes", "Tools"]
    assert t["Alice"]["score"] == ["Fu Xi"] and t["Carol"]["score"] == ["Optics", "Sinuhe"]


def test_florence_nightingale_options_team_queen_victoria_echo_of_a_teammate_takes_hers():
    game = four(
        {"board": {"purple": ["Queen Victoria"]}},
        {"board": {"green": ["Sailing"]}, "score": ["Huang Di"]},
        {"board": {"yellow": ["Florence Nightingale"]}, "score": ["Rhazes", "Tools"]},
        {"board": {"red": ["Oars"]}, "score": ["Sinuhe"]},
        expansions=["figures"],
    )
    act(game, "dogma Queen Victoria")
    options = [
        "Bob's score pile: figures 1",
        "Carol's score pile: figures 3",
        "Dave's score pile: figures 1",
    ]
    ask(game, "Alice", "choose_option", options, 1, 1)
    act(game, "Carol's score pile: figures 3")  # a teammate's effect is no opponent's
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    t = table(game)
    assert t["Alice"]["score"] == ["Rhazes"] and t["Carol"]["score"] == ["Tools"]
    assert t["Bob"]["score"] == ["Huang Di"] and t["Dave"]["score"] == ["Sinuhe"]
