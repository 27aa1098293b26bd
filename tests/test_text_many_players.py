"""Games of 3 to 8 players and team games, from the rulebooks' text alone.

An outside checker's scenarios, reaching inno only through its documented API
(positions, `game.pending`, `game.answer`, `game.to_position()`, `game.result`).
Sources: deluxe-rulebook.txt ("FIVE OR MORE PLAYERS", "TEAM RULES FOR FOUR
PLAYERS", "DOGMA ACTION", "WINNING AND GAME END", setup step 6) and
online-rules-en.txt (the same sections); docs/rulings.md for what is decided.
"""

import pytest

import inno

EXPANSION_ORDER = ["cities", "artifacts", "echoes", "figures"]
NAMES = "ABCDEFGH"
# Age cards used only as claimed achievements (never elsewhere in these tests).
FILLER = [
    "Physics",
    "Banking",
    "Chemistry",
    "Societies",
    "Astronomy",
    "Measurement",
    "Statistics",
    "Steam Engine",
    "Coal",
]


def seat(name, **zones):
    return {"name": name, **zones}


def make(players, expansions=(), supply=None, options=None, achievements=(), **rest):
    position = {
        "players": players,
        "expansions": list(expansions),
        "achievements": list(achievements),
        "special_achievements": [],
        "turn": {"player": players[0]["name"], "actions": 2, "number": 10},
    }
    if supply is not None:
        position["supply"] = supply
    if options is not None:
        position["options"] = options
    position.update(rest)
    return inno.Game.from_position(position)


def zones(game):
    """Each player's zones: hands, score piles and achievements as sorted lists,
    boards top first (splay left out when none)."""
    out = {}
    for p in game.to_position()["players"]:
        board = {}
        for colour, stack in p.get("board", {}).items():
            if stack["cards"]:
                board[colour] = list(stack["cards"])
        out[p["name"]] = {
            "hand": sorted(p.get("hand", [])),
            "board": board,
            "score": sorted(p.get("score", [])),
            "achievements": sorted(p.get("achievements", [])),
        }
    return out


def expect(**by_player):
    """Expected zones; every zone not given is empty."""
    out = {}
    for name, z in by_player.items():
        out[name] = {
            "hand": sorted(z.get("hand", [])),
            "board": z.get("board", {}),
            "score": sorted(z.get("score", [])),
            "achievements": sorted(z.get("achievements", [])),
        }
    return out


def supply_top(game, age, set_="base"):
    return game.to_position()["supply"][set_][str(age)]


def answer_all(game, answers):
    for a in answers:
        assert game.pending is not None
        game.answer(a)


def at_action(game, player):
    d = game.pending
    assert d is not None and d.kind == "action" and d.player == player, d


# ---------------------------------------------------------------------------
# How many players each number of expansions allows
# "Each expansion you play with theoretically increases the maximum player
# count by one." The base game is for 2 to 4 players.


@pytest.mark.parametrize("count", [0, 1, 2, 3, 4])
def test_player_count_max_is_four_plus_one_per_expansion(count):
    expansions = EXPANSION_ORDER[:count]
    top = 4 + count
    inno.Game(players=list(NAMES[:top]), expansions=expansions, seed=1)
    with pytest.raises(inno.InnoError):
        inno.Game(players=[f"P{i}" for i in range(top + 1)], expansions=expansions, seed=1)


def test_player_count_any_expansion_counts_for_five():
    for ex in EXPANSION_ORDER:
        inno.Game(players=list("ABCDE"), expansions=[ex], seed=2)


def test_player_count_fewer_than_two_is_refused():
    with pytest.raises(inno.InnoError):
        inno.Game(players=["A"], expansions=EXPANSION_ORDER, seed=1)


# ---------------------------------------------------------------------------
# Setup step 6: "The first player (or the first two in a four or more player
# game) will take only one action instead of two on their initial turn."


def _through_setup(game):
    while game.pending is not None and game.pending.kind == "choose_card":
        game.answer(game.pending.options[0])


def _turns_actions(game, turns):
    """The number of actions of each of the first `turns` turns (every action a draw)."""
    seen = []
    for _ in range(turns):
        d = game.pending
        assert d.kind == "action"
        player = d.player
        pos = game.to_position()
        seen.append((player, pos["turn"]["actions"]))
        while (
            game.pending is not None
            and game.pending.player == player
            and game.pending.kind == "action"
        ):
            game.answer("draw")
    return seen


def test_first_two_players_one_action_with_five_players():
    game = inno.Game(players=list("ABCDE"), expansions=["cities"], seed=5)
    _through_setup(game)
    seen = _turns_actions(game, 5)
    assert [a for _, a in seen] == [1, 1, 2, 2, 2]
    assert len({p for p, _ in seen}) == 5


def test_only_first_player_one_action_with_three_players():
    game = inno.Game(players=list("ABC"), seed=5)
    _through_setup(game)
    seen = _turns_actions(game, 3)
    assert [a for _, a in seen] == [1, 2, 2]


# ---------------------------------------------------------------------------
# Achievements to win: "8, plus the number of expansions, minus the number of
# players, with a minimum of 4" (5+ players); the 2-4 player table.

CASES = [
    (2, 0, 6),
    (3, 0, 5),
    (4, 0, 4),
    (3, 4, 9),
    (4, 4, 8),
    (5, 1, 4),
    (5, 2, 5),
    (5, 4, 7),
    (6, 2, 4),
    (6, 3, 5),
    (7, 3, 4),
    (7, 4, 5),
    (8, 4, 4),
]


def _achieve_game(players, count, held, longer=False):
    seats = [
        seat(
            "A",
            board={"blue": ["Writing"]},
            score=["The Pirate Code"],
            achievements=FILLER[:held],
        )
    ]
    seats += [seat(NAMES[i]) for i in range(1, players)]
    return make(
        seats,
        expansions=EXPANSION_ORDER[:count],
        achievements=["Agriculture", "Calendar"],
        options={"longer": True} if longer else None,
    )


@pytest.mark.parametrize("players,count,needed", CASES)
def test_achievements_needed_reached(players, count, needed):
    game = _achieve_game(players, count, needed - 1)
    game.answer("achieve 1")
    assert game.result is not None
    assert list(game.result.winners) == ["A"]
    assert game.result.reason == "achievements"


@pytest.mark.parametrize("players,count,needed", CASES)
def test_achievements_needed_one_short(players, count, needed):
    game = _achieve_game(players, count, needed - 2)
    game.answer("achieve 1")
    assert game.result is None
    assert len(zones(game)["A"]["achievements"]) == needed - 1


def test_achievements_needed_longer_game_five_players():
    # 8 + 1 - 5 = 4, plus one for the longer game.
    game = _achieve_game(5, 1, 3, longer=True)
    game.answer("achieve 1")
    assert game.result is None
    game = _achieve_game(5, 1, 4, longer=True)
    game.answer("achieve 1")
    assert game.result is not None and list(game.result.winners) == ["A"]


def test_achievements_needed_minimum_four_longer_eight_players():
    # 8 + 4 - 8 = 4 (the minimum), plus one for the longer game: 5.
    game = _achieve_game(8, 4, 3, longer=True)
    game.answer("achieve 1")
    assert game.result is None
    game = _achieve_game(8, 4, 4, longer=True)
    game.answer("achieve 1")
    assert game.result is not None and list(game.result.winners) == ["A"]


# ---------------------------------------------------------------------------
# The five-or-more-players rule. "For far away players (at least two seats
# away from you): To be eligible for sharing, they must have at least twice as
# many of the featured icon as you. To make them vulnerable to demands, you
# must have more than twice as many of the featured icon as them."

AGE2 = ["Calendar", "Construction", "Road Building", "Currency", "Mapmaking", "Fermenting"]


def _writing_five(options=None):
    # A activates Writing (2 lightbulbs). B (left) 2, C (distant) 3, D (distant)
    # 4, E (right neighbour) 2. A holds a card so that the free draw is seen.
    players = [
        seat("A", board={"blue": ["Writing"]}),
        seat("B", board={"blue": ["Tools"]}),
        seat("C", board={"purple": ["Philosophy"]}),
        seat("D", board={"blue": ["Mathematics"], "green": ["Paper"]}),
        seat("E", board={"yellow": ["Perspective"]}),
    ]
    return make(
        players,
        expansions=["cities"],
        supply={"1": ["Pottery", "Sailing"], "2": list(AGE2)},
        options=options,
    )


def test_distant_sharing_needs_twice_as_many_five_players():
    game = _writing_five()
    game.answer("dogma Writing")
    at_action(game, "A")
    # Sharers left to right: B, D (4 = twice 2), E; C (3 < 4) does not share.
    # Then A; then A's free Draw action (highest top card 1).
    assert zones(game) == expect(
        A={"board": {"blue": ["Writing"]}, "hand": ["Currency", "Pottery"]},
        B={"board": {"blue": ["Tools"]}, "hand": ["Calendar"]},
        C={"board": {"purple": ["Philosophy"]}},
        D={"board": {"blue": ["Mathematics"], "green": ["Paper"]}, "hand": ["Construction"]},
        E={"board": {"yellow": ["Perspective"]}, "hand": ["Road Building"]},
    )
    assert game.to_position()["turn"]["actions"] == 1


def test_distant_rule_off_everyone_with_as_many_shares():
    game = _writing_five(options={"distant_players": False})
    game.answer("dogma Writing")
    at_action(game, "A")
    assert zones(game) == expect(
        A={"board": {"blue": ["Writing"]}, "hand": ["Mapmaking", "Pottery"]},
        B={"board": {"blue": ["Tools"]}, "hand": ["Calendar"]},
        C={"board": {"purple": ["Philosophy"]}, "hand": ["Construction"]},
        D={"board": {"blue": ["Mathematics"], "green": ["Paper"]}, "hand": ["Road Building"]},
        E={"board": {"yellow": ["Perspective"]}, "hand": ["Currency"]},
    )


def test_distant_rule_is_on_by_default_with_five_players():
    game = _writing_five()
    assert game.to_position()["options"]["distant_players"] is True


def test_distant_only_sharer_earns_free_draw():
    # Only D (distant, exactly twice as many) shares: their draw earns A the free draw.
    players = [
        seat("A", board={"blue": ["Writing"]}),
        seat("B", board={"red": ["Archery"]}),
        seat("C", board={"purple": ["Philosophy"]}),
        seat("D", board={"blue": ["Mathematics"], "green": ["Paper"]}),
        seat("E"),
    ]
    game = make(players, expansions=["cities"], supply={"1": ["Pottery"], "2": list(AGE2)})
    game.answer("dogma Writing")
    assert zones(game) == expect(
        A={"board": {"blue": ["Writing"]}, "hand": ["Construction", "Pottery"]},
        B={"board": {"red": ["Archery"]}},
        C={"board": {"purple": ["Philosophy"]}},
        D={"board": {"blue": ["Mathematics"], "green": ["Paper"]}, "hand": ["Calendar"]},
        E={},
    )


def test_distant_counts_both_ways_six_players():
    # Six seats: A's neighbours are B and F; C, D and E are two or three seats
    # away, E two seats to A's right. E and C with 3 lightbulbs (fewer than
    # twice 2) do not share; F (right neighbour) with 2 does; D with 4 does.
    players = [
        seat("A", board={"blue": ["Writing"]}),
        seat("B"),
        seat("C", board={"purple": ["Philosophy"]}),
        seat("D", board={"blue": ["Mathematics"], "green": ["Paper"]}),
        seat("E", board={"purple": ["Education"]}),
        seat("F", board={"yellow": ["Perspective"]}),
    ]
    game = make(
        players,
        expansions=["cities", "artifacts"],
        supply={"1": ["Pottery"], "2": list(AGE2)},
    )
    game.answer("dogma Writing")
    at_action(game, "A")
    assert zones(game) == expect(
        A={"board": {"blue": ["Writing"]}, "hand": ["Road Building", "Pottery"]},
        B={},
        C={"board": {"purple": ["Philosophy"]}},
        D={"board": {"blue": ["Mathematics"], "green": ["Paper"]}, "hand": ["Calendar"]},
        E={"board": {"purple": ["Education"]}},
        F={"board": {"yellow": ["Perspective"]}, "hand": ["Construction"]},
    )


def test_distant_from_a_middle_seat_five_players():
    # C activates: neighbours B and D; E (two to the left) and A (two to the
    # right) are far away. Order: D, E, A, B, then C.
    players = [
        seat("A", board={"blue": ["Mathematics"], "green": ["Paper"]}),  # 4: shares
        seat("B", board={"blue": ["Tools"]}),  # 2: shares
        seat("C", board={"blue": ["Writing"]}),
        seat("D", board={"yellow": ["Perspective"]}),  # 2: shares
        seat("E", board={"purple": ["Philosophy"]}),  # 3: does not
    ]
    game = make(
        players,
        expansions=["cities"],
        supply={"1": ["Pottery"], "2": list(AGE2)},
        turn={"player": "C", "actions": 2, "number": 10},
    )
    game.answer("dogma Writing")
    at_action(game, "C")
    assert zones(game) == expect(
        A={"board": {"blue": ["Mathematics"], "green": ["Paper"]}, "hand": ["Construction"]},
        B={"board": {"blue": ["Tools"]}, "hand": ["Road Building"]},
        C={"board": {"blue": ["Writing"]}, "hand": ["Currency", "Pottery"]},
        D={"board": {"yellow": ["Perspective"]}, "hand": ["Calendar"]},
        E={"board": {"purple": ["Philosophy"]}},
    )


def _archery_five(a_board, boards):
    # Archery: "I demand you draw a 1, then transfer the highest card in your
    # hand to my hand!" Each victim holds a 3, so the 3 goes and the 1 stays.
    hands = {"B": ["Alchemy"], "C": ["Education"], "D": ["Machinery"], "E": ["Medicine"]}
    players = [seat("A", board=a_board)]
    for n in "BCDE":
        players.append(seat(n, board=boards.get(n, {}), hand=hands[n]))
    return make(
        players,
        expansions=["cities"],
        supply={"1": ["Pottery", "Sailing", "Oars", "Clothing"]},
    )


def test_distant_vulnerable_when_more_than_twice():
    # A: 5 castles. B (neighbour) 4: vulnerable. C (far) 2: 5 > 4, vulnerable.
    # D (far) 3: 5 is not more than 6, not vulnerable. E (neighbour) 5: not.
    a_board = {"red": ["Archery"], "yellow": ["Masonry"]}
    boards = {
        "B": {"purple": ["Mysticism"], "blue": ["Tools"]},
        "C": {"purple": ["Feudalism"]},
        "D": {"green": ["The Wheel"]},
        "E": {"red": ["Metalworking"], "yellow": ["Domestication"]},
    }
    game = _archery_five(a_board, boards)
    game.answer("dogma Archery")
    at_action(game, "A")
    assert zones(game) == expect(
        A={"board": a_board, "hand": ["Alchemy", "Education"]},
        B={"board": boards["B"], "hand": ["Pottery"]},
        C={"board": boards["C"], "hand": ["Sailing"]},
        D={"board": boards["D"], "hand": ["Machinery"]},
        E={"board": boards["E"], "hand": ["Medicine"]},
    )


def test_distant_exactly_twice_not_vulnerable():
    # A: 4 castles. C (far) 2: 4 is not more than 4. D (far) 1: vulnerable.
    # B (neighbour) 3: vulnerable. E (neighbour) 4: not.
    a_board = {"red": ["Archery"], "purple": ["Feudalism"]}
    boards = {
        "B": {"yellow": ["Masonry"]},
        "C": {"yellow": ["Domestication"]},
        "D": {"purple": ["City States"]},
        "E": {"red": ["Road Building"], "green": ["Mapmaking"]},
    }
    game = _archery_five(a_board, boards)
    game.answer("dogma Archery")
    at_action(game, "A")
    assert zones(game) == expect(
        A={"board": a_board, "hand": ["Alchemy", "Machinery"]},
        B={"board": boards["B"], "hand": ["Pottery"]},
        C={"board": boards["C"], "hand": ["Education"]},
        D={"board": boards["D"], "hand": ["Sailing"]},
        E={"board": boards["E"], "hand": ["Medicine"]},
    )


def test_distant_with_no_icon_is_vulnerable():
    # A: 2 castles; C and D (far) have none: 2 is more than twice 0.
    a_board = {"red": ["Archery"]}
    boards = {
        "B": {"green": ["The Wheel"]},
        "C": {"blue": ["Writing"]},
        "D": {},
        "E": {"yellow": ["Masonry"]},
    }
    game = _archery_five(a_board, boards)
    game.answer("dogma Archery")
    at_action(game, "A")
    assert zones(game) == expect(
        A={"board": a_board, "hand": ["Education", "Machinery"]},
        B={"board": boards["B"], "hand": ["Alchemy"]},
        C={"board": boards["C"], "hand": ["Pottery"]},
        D={"board": boards["D"], "hand": ["Sailing"]},
        E={"board": boards["E"], "hand": ["Medicine"]},
    )


def test_distant_rule_off_plain_vulnerability():
    # Same as the exactly-twice case with the rule off: C (2 < 4) is vulnerable.
    a_board = {"red": ["Archery"], "purple": ["Feudalism"]}
    hands = {"B": ["Alchemy"], "C": ["Education"], "D": ["Machinery"], "E": ["Medicine"]}
    boards = {
        "B": {"yellow": ["Masonry"]},
        "C": {"yellow": ["Domestication"]},
        "D": {"purple": ["City States"]},
        "E": {"red": ["Oars"], "blue": ["Tools"], "green": ["Clothing"]},
    }
    players = [seat("A", board=a_board)] + [seat(n, board=boards[n], hand=hands[n]) for n in "BCDE"]
    game = make(
        players,
        expansions=["cities"],
        supply={"1": ["Pottery", "Sailing", "Mysticism", "Agriculture"]},
        options={"distant_players": False},
    )
    game.answer("dogma Archery")
    at_action(game, "A")
    # E: Oars 2 + Tools 1 = 3 castles < 4: vulnerable too.
    assert zones(game) == expect(
        A={"board": a_board, "hand": ["Alchemy", "Education", "Machinery", "Medicine"]},
        B={"board": boards["B"], "hand": ["Pottery"]},
        C={"board": boards["C"], "hand": ["Sailing"]},
        D={"board": boards["D"], "hand": ["Mysticism"]},
        E={"board": boards["E"], "hand": ["Agriculture"]},
    )


def test_four_players_opposite_seat_is_not_distant():
    # "these large games": with four players C (opposite) shares with as many.
    players = [
        seat("A", board={"blue": ["Writing"]}),
        seat("B"),
        seat("C", board={"blue": ["Tools"]}),
        seat("D"),
    ]
    game = make(players, supply={"1": ["Pottery"], "2": list(AGE2)})
    game.answer("dogma Writing")
    assert zones(game) == expect(
        A={"board": {"blue": ["Writing"]}, "hand": ["Construction", "Pottery"]},
        B={},
        C={"board": {"blue": ["Tools"]}, "hand": ["Calendar"]},
        D={},
    )


# ---------------------------------------------------------------------------
# Order in a Dogma action with many players. "Starting to your left and going
# clockwise, each of them must follow the effect's instructions. Then, you
# must perform them." "In clockwise order, each vulnerable opponent follows
# the instructions." "Always complete an effect entirely before you move on."

BASE2 = [
    "Calendar",
    "Mathematics",
    "Construction",
    "Road Building",
    "Currency",
    "Mapmaking",
    "Canal Building",
    "Fermenting",
    "Monotheism",
    "Philosophy",
]


def test_sharers_take_last_cards_of_an_age_first_four_players():
    # Only two 2s left. B activates Writing: C and D get them, A draws a 3,
    # then B a 3, then B's free draw (highest top card 1: a 1).
    removed = [c for c in BASE2 if c not in ("Calendar", "Currency")]
    players = [
        seat("A", board={"green": ["Paper"]}),
        seat("B", board={"blue": ["Writing"]}),
        seat("C", board={"blue": ["Tools"]}),
        seat("D", board={"purple": ["Education"]}),
    ]
    game = make(
        players,
        supply={
            "1": ["Pottery"],
            "2": ["Calendar", "Currency"],
            "3": ["Optics", "Compass", "Medicine"],
        },
        removed=removed,
        turn={"player": "B", "actions": 2, "number": 10},
    )
    game.answer("dogma Writing")
    at_action(game, "B")
    assert zones(game) == expect(
        A={"board": {"green": ["Paper"]}, "hand": ["Optics"]},
        B={"board": {"blue": ["Writing"]}, "hand": ["Compass", "Pottery"]},
        C={"board": {"blue": ["Tools"]}, "hand": ["Calendar"]},
        D={"board": {"purple": ["Education"]}, "hand": ["Currency"]},
    )


def test_demand_goes_clockwise_from_the_left_four_players():
    # B activates Archery (2 castles); C, D, A have none: C, D, A in that order.
    players = [
        seat("A", hand=["Alchemy"]),
        seat("B", board={"red": ["Archery"]}),
        seat("C", hand=["Education"]),
        seat("D", hand=["Machinery"]),
    ]
    game = make(
        players,
        supply={"1": ["Pottery", "Sailing", "Oars"]},
        turn={"player": "B", "actions": 2, "number": 10},
    )
    game.answer("dogma Archery")
    at_action(game, "B")
    assert zones(game) == expect(
        A={"hand": ["Oars"]},
        B={"board": {"red": ["Archery"]}, "hand": ["Alchemy", "Education", "Machinery"]},
        C={"hand": ["Pottery"]},
        D={"hand": ["Sailing"]},
    )


def test_demand_on_every_victim_before_the_non_demand_four_players():
    # Mapmaking (crowns): B and D (fewer) transfer a 1; C (as many) shares the
    # second effect before A: C scores the first 1 of the pile, A the second.
    players = [
        seat("A", board={"green": ["Mapmaking"]}),
        seat("B", score=["Agriculture"]),
        seat("C", board={"purple": ["Code of Laws"]}),
        seat("D", board={"blue": ["Writing"]}, score=["Clothing"]),
    ]
    game = make(players, supply={"1": ["Pottery", "Sailing"], "2": ["Calendar"]})
    game.answer("dogma Mapmaking")
    at_action(game, "A")
    assert zones(game) == expect(
        A={
            "board": {"green": ["Mapmaking"]},
            "score": ["Agriculture", "Clothing", "Sailing"],
            "hand": ["Calendar"],
        },
        B={},
        C={"board": {"purple": ["Code of Laws"]}, "score": ["Pottery"]},
        D={"board": {"blue": ["Writing"]}},
    )


def test_democracy_so_far_follows_the_seating_order():
    # "If you have returned more cards than any opponent due to Democracy so far
    # during this dogma action": B returns 2 first (nobody before): scores an 8.
    # C returns 1 (fewer than B), A returns 2 (not more than B): nothing.
    players = [
        seat("A", board={"purple": ["Democracy"]}, hand=["Pottery", "Sailing"]),
        seat("B", board={"blue": ["Tools"]}, hand=["Oars", "Clothing"]),
        seat("C", board={"green": ["Paper"]}, hand=["Agriculture"]),
        seat("D"),
    ]
    game = make(players, supply={"8": ["Flight", "Mobility"], "6": ["Canning"]})
    game.answer("dogma Democracy")
    for who, cards in (
        ("B", ["Oars", "Clothing"]),
        ("C", ["Agriculture"]),
        ("A", ["Pottery", "Sailing"]),
    ):
        d = game.pending
        while d.player == who and d.kind != "choose_cards":
            # a yes/no first, if asked
            game.answer("yes" if d.kind == "yes_no" else d.options[0])
            d = game.pending
        assert d.player == who and d.kind == "choose_cards", d
        game.answer(cards)
        # order of several returned cards, if asked
        while (
            game.pending is not None
            and game.pending.player == who
            and game.pending.kind != "action"
        ):
            game.answer(game.pending.options[0])
    at_action(game, "A")
    z = zones(game)
    assert z["B"]["score"] == ["Flight"]
    assert z["C"]["score"] == [] and z["A"]["score"] == []
    assert z["A"]["hand"] == ["Canning"]  # the free draw: highest top card 6
    assert z["B"]["hand"] == [] and z["C"]["hand"] == []


# ---------------------------------------------------------------------------
# Team rules for four players (1st and 3rd against 2nd and 4th).

TEAMS = {"teams": True}


def test_team_demand_not_executed_by_teammate():
    players = [
        seat("A", board={"red": ["Archery"]}),
        seat("B", hand=["Alchemy"]),
        seat("C", hand=["Education"]),
        seat("D", hand=["Machinery"]),
    ]
    game = make(players, supply={"1": ["Pottery", "Sailing", "Oars"]}, options=TEAMS)
    game.answer("dogma Archery")
    at_action(game, "A")
    assert zones(game) == expect(
        A={"board": {"red": ["Archery"]}, "hand": ["Alchemy", "Machinery"]},
        B={"hand": ["Pottery"]},
        C={"hand": ["Education"]},
        D={"hand": ["Sailing"]},
    )


def test_team_sharing_with_teammate_only_no_free_draw():
    players = [
        seat("A", board={"blue": ["Writing"]}),
        seat("B"),
        seat("C", board={"blue": ["Tools"]}),
        seat("D"),
    ]
    game = make(players, supply={"1": ["Pottery"], "2": list(AGE2)}, options=TEAMS)
    game.answer("dogma Writing")
    at_action(game, "A")
    assert zones(game) == expect(
        A={"board": {"blue": ["Writing"]}, "hand": ["Construction"]},
        B={},
        C={"board": {"blue": ["Tools"]}, "hand": ["Calendar"]},
        D={},
    )
    assert game.to_position()["turn"]["actions"] == 1


def test_team_opponent_sharing_gives_free_draw():
    players = [
        seat("A", board={"blue": ["Writing"]}),
        seat("B", board={"green": ["Paper"]}),
        seat("C", board={"blue": ["Tools"]}),
        seat("D"),
    ]
    game = make(players, supply={"1": ["Pottery"], "2": list(AGE2)}, options=TEAMS)
    game.answer("dogma Writing")
    assert zones(game) == expect(
        A={"board": {"blue": ["Writing"]}, "hand": ["Road Building", "Pottery"]},
        B={"board": {"green": ["Paper"]}, "hand": ["Calendar"]},
        C={"board": {"blue": ["Tools"]}, "hand": ["Construction"]},
        D={},
    )


def test_team_opponent_shares_without_change_teammate_changes_no_free_draw():
    # Philosophy: B (opponent) declines both "you may"; C (teammate) scores.
    players = [
        seat("A", board={"purple": ["Philosophy"]}),
        seat("B", board={"blue": ["Experimentation"]}, hand=["Pottery"]),
        seat("C", board={"purple": ["Education"]}, hand=["Sailing"]),
        seat("D"),
    ]
    game = make(players, supply={"1": ["Oars"], "2": ["Calendar"]}, options=TEAMS)
    game.answer("dogma Philosophy")
    while game.pending is not None and game.pending.kind != "action":
        d = game.pending
        if d.player == "C" and d.kind in ("choose_card", "choose_cards") and "Sailing" in d.options:
            game.answer(["Sailing"] if d.kind == "choose_cards" else "Sailing")
        elif d.player == "C" and d.kind == "yes_no":
            game.answer("yes")
        else:
            game.answer("no" if d.kind == "yes_no" else None)
    at_action(game, "A")
    assert zones(game) == expect(
        A={"board": {"purple": ["Philosophy"]}},
        B={"board": {"blue": ["Experimentation"]}, "hand": ["Pottery"]},
        C={"board": {"purple": ["Education"]}, "score": ["Sailing"]},
        D={},
    )


def test_team_opponent_in_text_excludes_teammate_clothing():
    # Clothing: "each color present on your board not present on any
    # opponent's board": the teammate's red does not count against A's red.
    players = [
        seat("A", board={"green": ["Clothing"], "red": ["Archery"]}),
        seat("B", board={"blue": ["Writing"]}),
        seat("C", board={"red": ["Oars"]}),
        seat("D", board={"purple": ["City States"]}),
    ]
    game = make(players, supply={"1": ["Pottery", "Sailing", "Agriculture"]}, options=TEAMS)
    game.answer("dogma Clothing")
    at_action(game, "A")
    assert zones(game) == expect(
        A={"board": {"green": ["Clothing"], "red": ["Archery"]}, "score": ["Pottery", "Sailing"]},
        B={"board": {"blue": ["Writing"]}},
        C={"board": {"red": ["Oars"]}},
        D={"board": {"purple": ["City States"]}},
    )


def test_clothing_any_opponent_far_seat_counts_four_players():
    # Without teams, C's red (the opposite seat) stops A's red.
    players = [
        seat("A", board={"green": ["Clothing"], "red": ["Archery"]}),
        seat("B", board={"blue": ["Writing"]}),
        seat("C", board={"red": ["Oars"]}),
        seat("D", board={"purple": ["City States"]}),
    ]
    game = make(players, supply={"1": ["Pottery", "Sailing", "Agriculture"]})
    game.answer("dogma Clothing")
    at_action(game, "A")
    assert zones(game) == expect(
        A={"board": {"green": ["Clothing"], "red": ["Archery"]}, "score": ["Pottery"]},
        B={"board": {"blue": ["Writing"]}},
        C={"board": {"red": ["Oars"]}},
        D={"board": {"purple": ["City States"]}},
    )


def test_team_optics_teammate_is_no_opponent():
    # Optics melds a 3 without a crown (Alchemy): A transfers a score card to
    # an opponent with fewer points: B (fewer), not D (more), not C (teammate).
    players = [
        seat("A", board={"red": ["Optics"]}, score=["Pottery"]),
        seat("B"),
        seat("C"),
        seat("D", score=["Calendar"]),
    ]
    game = make(players, supply={"3": ["Alchemy"]}, options=TEAMS)
    game.answer("dogma Optics")
    while game.pending is not None and game.pending.kind != "action":
        d = game.pending
        assert "C" not in (d.options or []), d
        game.answer("B" if "B" in d.options else d.options[0])
    at_action(game, "A")
    assert zones(game) == expect(
        A={"board": {"red": ["Optics"], "blue": ["Alchemy"]}},
        B={"score": ["Pottery"]},
        C={},
        D={"score": ["Calendar"]},
    )


def test_team_achievements_counted_together():
    # Base team game: 6, as in a 2-player game. A 3 + C 2, A achieves: 6.
    players = [
        seat("A", board={"blue": ["Writing"]}, score=["The Pirate Code"], achievements=FILLER[:3]),
        seat("B", achievements=FILLER[5:9]),
        seat("C", achievements=FILLER[3:5]),
        seat("D"),
    ]
    game = make(players, achievements=["Agriculture", "Calendar"], options=TEAMS)
    game.answer("achieve 1")
    assert game.result is not None
    assert sorted(game.result.winners) == ["A", "C"]
    assert game.result.reason == "achievements"


def test_team_achievements_one_short():
    players = [
        seat("A", board={"blue": ["Writing"]}, score=["The Pirate Code"], achievements=FILLER[:2]),
        seat("B", achievements=FILLER[5:9]),
        seat("C", achievements=FILLER[3:5]),
        seat("D"),
    ]
    game = make(players, achievements=["Agriculture", "Calendar"], options=TEAMS)
    game.answer("achieve 1")
    assert game.result is None


def test_team_achievements_needed_with_an_expansion_is_two_player_count():
    # With one expansion a 2-player game needs 7 (a 4-player game only 5).
    players = [
        seat("A", board={"blue": ["Writing"]}, score=["The Pirate Code"], achievements=FILLER[:3]),
        seat("B"),
        seat("C", achievements=FILLER[5:7]),
        seat("D"),
    ]
    game = make(
        players, expansions=["cities"], achievements=["Agriculture", "Calendar"], options=TEAMS
    )
    game.answer("achieve 1")
    assert game.result is None  # 6 of 7
    players[0]["achievements"] = FILLER[:4]
    game = make(
        players, expansions=["cities"], achievements=["Agriculture", "Calendar"], options=TEAMS
    )
    game.answer("achieve 1")
    assert game.result is not None and sorted(game.result.winners) == ["A", "C"]


def test_team_claim_without_partners_score():
    players = [
        seat("A", board={"blue": ["Writing"]}, score=["Oars"]),
        seat("B"),
        seat("C", board={"green": ["Paper"]}, score=["The Pirate Code", "Coal"]),
        seat("D"),
    ]
    game = make(players, achievements=["Agriculture"], options=TEAMS)
    assert "achieve 1" not in game.pending.options


def _age10_exhausted(players, options, drawer="A"):
    tens = [
        "Bioengineering",
        "Software",
        "Miniaturization",
        "Robotics",
        "Databases",
        "Self Service",
        "Globalization",
        "Stem Cells",
        "A.I.",
        "The Internet",
    ]
    players[0]["board"] = {"purple": ["A.I."]}
    removed = [c for c in tens if c != "A.I."]
    return make(players, removed=removed, options=options)


def test_team_score_win_combined():
    # A draws an 11 (age 10 empty): the game ends by score. A has the highest
    # single score (12), but B + D (8 + 8) beat A + C (12 + 0).
    players = [
        seat("A", score=["Physics", "Chemistry", "Oars", "Pottery"]),  # 5+5+1+1
        seat("B", score=["Banking", "Printing Press"]),  # 5+4 = 9? see below
        seat("C"),
        seat("D", score=["Societies", "Gunpowder"]),  # 5+4
    ]
    game = _age10_exhausted(players, TEAMS)
    game.answer("draw")
    assert game.result is not None
    assert game.result.reason == "score"
    assert sorted(game.result.winners) == ["B", "D"]


def test_team_score_tie_most_achievements_of_the_team():
    # Scores tied 10 to 10; A + C hold 4 achievements, B + D 3 (B alone holds
    # the most of any single player).
    players = [
        seat("A", score=["Physics", "Chemistry"], achievements=["Pottery", "Sailing"]),
        seat("B", score=["Banking"], achievements=["Oars", "Clothing", "Agriculture"]),
        seat("C", achievements=["Writing", "Archery"]),
        seat("D", score=["Societies"]),
    ]
    game = _age10_exhausted(players, TEAMS)
    game.answer("draw")
    assert game.result is not None and game.result.reason == "score"
    assert sorted(game.result.winners) == ["A", "C"]


def test_team_dogma_win_is_the_team_win():
    # Self Service: "If you have more achievements than each other player, you
    # win." A holds 3, the others 2 or fewer: A's team wins.
    players = [
        seat("A", board={"green": ["Self Service"]}, achievements=FILLER[:3]),
        seat("B", achievements=FILLER[3:5]),
        seat("C"),
        seat("D", achievements=FILLER[5:7]),
    ]
    game = make(players, options=TEAMS)
    game.answer("dogma Self Service")
    assert game.result is not None
    assert sorted(game.result.winners) == ["A", "C"]


def test_team_figures_draw_after_achieve_only_opponents():
    # "When you take an Achieve action, and claim a standard achievement, each
    # opponent draws a Figure": B and D, not C.
    players = [
        seat("A", board={"blue": ["Writing"]}, score=["The Pirate Code"]),
        seat("B", board={"green": ["Paper"]}),
        seat("C", board={"red": ["Oars"]}),
        seat("D", board={"purple": ["Education"]}),
    ]
    game = make(
        players,
        expansions=["figures"],
        achievements=["Agriculture"],
        options=TEAMS,
        supply={"figures": {"3": ["Alhazen", "Saladin"]}},
    )
    game.answer("achieve 1")
    z = zones(game)
    assert z["C"]["hand"] == []
    assert z["B"]["hand"] == ["Alhazen"] and z["D"]["hand"] == ["Saladin"]


# ---------------------------------------------------------------------------
# Card effects with several opponents (4 to 6 players, no teams).


def test_self_service_tie_with_one_of_three_opponents_no_win():
    players = [
        seat("A", board={"green": ["Self Service"]}, achievements=FILLER[:3]),
        seat("B", achievements=FILLER[3:4]),
        seat("C", achievements=FILLER[4:7]),
        seat("D"),
    ]
    game = make(players)
    game.answer("dogma Self Service")
    assert game.result is None
    at_action(game, "A")


def test_self_service_more_than_each_of_three_opponents_wins_alone():
    players = [
        seat("A", board={"green": ["Self Service"]}, achievements=FILLER[:3]),
        seat("B", achievements=FILLER[3:4]),
        seat("C", achievements=FILLER[4:6]),
        seat("D"),
    ]
    game = make(players)
    game.answer("dogma Self Service")
    assert game.result is not None
    assert list(game.result.winners) == ["A"]


def test_socialism_lowest_cards_of_each_opponent():
    # Each opponent's own lowest cards: B's two 1s, C's 2 (C has no 1), none
    # from D's empty hand.
    players = [
        seat("A", board={"purple": ["Socialism"]}, hand=["Code of Laws"]),
        seat("B", hand=["Pottery", "Tools", "Calendar"]),
        seat("C", hand=["Construction", "Engineering"]),
        seat("D"),
    ]
    game = make(players)
    game.answer("dogma Socialism")
    while game.pending is not None and game.pending.kind != "action":
        d = game.pending
        game.answer("yes" if d.kind == "yes_no" else d.options[0])
    at_action(game, "A")
    assert zones(game) == expect(
        A={
            "board": {"purple": ["Socialism", "Code of Laws"]},
            "hand": ["Pottery", "Tools", "Construction"],
        },
        B={"hand": ["Calendar"]},
        C={"hand": ["Engineering"]},
        D={},
    )


def test_specialization_takes_from_all_opponents_five_players():
    players = [
        seat("A", board={"purple": ["Specialization"]}, hand=["Construction"]),
        seat("B", board={"red": ["Archery"]}),
        seat("C", board={"blue": ["Writing"]}),
        seat("D", board={"red": ["Oars", "Metalworking"]}),
        seat("E", board={"red": ["Engineering"]}),
    ]
    game = make(players, expansions=["cities"])
    game.answer("dogma Specialization")
    while game.pending is not None and game.pending.kind != "action":
        game.answer(game.pending.options[0])
    at_action(game, "A")
    assert zones(game) == expect(
        A={
            "board": {"purple": ["Specialization"]},
            "hand": ["Construction", "Archery", "Oars", "Engineering"],
        },
        B={},
        C={"board": {"blue": ["Writing"]}},
        D={"board": {"red": ["Metalworking"]}},
        E={},
    )


def test_optics_opponent_with_fewer_points_choice_four_players():
    # B has more points; C and D fewer: A chooses D.
    players = [
        seat("A", board={"red": ["Optics"]}, score=["Calendar"]),
        seat("B", score=["Engineering"]),
        seat("C", score=["Pottery"]),
        seat("D"),
    ]
    game = make(players, supply={"3": ["Alchemy"]})
    game.answer("dogma Optics")
    d = game.pending
    assert d.kind == "choose_player" and sorted(d.options) == ["C", "D"], d
    game.answer("D")
    at_action(game, "A")
    assert zones(game) == expect(
        A={"board": {"red": ["Optics"], "blue": ["Alchemy"]}},
        B={"score": ["Engineering"]},
        C={"score": ["Pottery"]},
        D={"score": ["Calendar"]},
    )


def test_road_building_another_player_far_seat_five_players():
    # "transfer your top red card to another player's board. If you do,
    # transfer that player's top green card to your board": D, two seats away.
    players = [
        seat("A", board={"red": ["Road Building"]}, hand=["Archery", "Oars"]),
        seat("B", board={"green": ["Sailing"]}),
        seat("C"),
        seat("D", board={"green": ["Paper"]}),
        seat("E"),
    ]
    game = make(players, expansions=["cities"])
    game.answer("dogma Road Building")
    while game.pending is not None and game.pending.kind != "action":
        d = game.pending
        if d.kind == "choose_cards":
            game.answer(["Archery", "Oars"])
        elif d.kind == "yes_no":
            game.answer("yes")
        elif d.kind == "choose_player":
            assert sorted(o for o in d.options if o is not None) == ["B", "C", "D", "E"], d
            game.answer("D")
        else:
            game.answer(d.options[0])
    at_action(game, "A")
    assert zones(game) == expect(
        A={"board": {"red": ["Archery", "Road Building"], "green": ["Paper"]}},
        B={"board": {"green": ["Sailing"]}},
        C={},
        D={"board": {"red": ["Oars"]}},
        E={},
    )


def test_crossbow_any_other_player_five_players():
    players = [
        seat("A", board={"red": ["Crossbow"]}, hand=["Pottery"]),
        seat("B"),
        seat("C"),
        seat("D"),
        seat("E"),
    ]
    game = make(players, expansions=["echoes"])
    game.answer("dogma Crossbow")
    d = game.pending
    while d.kind != "choose_player":
        game.answer(d.options[0])
        d = game.pending
    assert sorted(d.options) == ["B", "C", "D", "E"], d
    game.answer("C")
    at_action(game, "A")
    z = zones(game)
    assert z["C"]["board"] == {"blue": ["Pottery"]}
    assert z["A"]["hand"] == []


def _run_out(game, player):
    while game.pending is not None and game.pending.kind != "action":
        game.answer(game.pending.options[0])
    at_action(game, player)


def test_candles_every_other_player_tie_with_one_no_draw():
    # Candles echo: "If every other player has a higher score than you, draw a
    # 3." A's score: 1 + Candles' bonus 1 = 2. B ties (2); C and D have 3.
    players = [
        seat("A", board={"red": ["Candles"]}, score=["Pottery"]),
        seat("B", score=["Calendar"]),
        seat("C", score=["Construction", "Sailing"]),
        seat("D", score=["Oars", "Clothing", "Agriculture"]),
    ]
    game = make(players, expansions=["echoes"], supply={"3": ["Optics"], "1": ["Tools"]})
    game.answer("dogma Candles")
    _run_out(game, "A")
    assert zones(game) == expect(
        A={"board": {"red": ["Candles"]}, "score": ["Pottery"]},
        B={"score": ["Calendar"]},
        C={"score": ["Construction", "Sailing"]},
        D={"score": ["Oars", "Clothing", "Agriculture"]},
    )


def test_candles_every_other_player_higher_draws():
    # A's score: Candles' bonus, 1. Each of B, C, D has 2.
    players = [
        seat("A", board={"red": ["Candles"]}),
        seat("B", score=["Calendar"]),
        seat("C", score=["Sailing", "Oars"]),
        seat("D", score=["Clothing", "Agriculture"]),
    ]
    game = make(players, expansions=["echoes"], supply={"3": ["Optics"], "1": ["Tools"]})
    game.answer("dogma Candles")
    _run_out(game, "A")
    assert zones(game)["A"]["hand"] == ["Optics"]


def test_noodles_more_than_every_other_player_tie_no_score():
    # "If you have more {1} in your hand than every other player, draw and score
    # a 2": C (the opposite seat) ties A with two 1s. The second effect draws
    # (Echoes draw rule: a hand of base cards draws an Echo) and reveals a 1,
    # not yellow: kept.
    players = [
        seat("A", board={"yellow": ["Noodles"]}, hand=["Pottery", "Sailing"]),
        seat("B", hand=["Oars"]),
        seat("C", hand=["Clothing", "Agriculture"]),
        seat("D"),
    ]
    game = make(
        players,
        expansions=["echoes"],
        supply={"base": {"1": ["Tools"], "2": ["Calendar"]}, "echoes": {"1": ["Perfume"], "2": []}},
    )
    game.answer("dogma Noodles")
    _run_out(game, "A")
    assert zones(game) == expect(
        A={"board": {"yellow": ["Noodles"]}, "hand": ["Pottery", "Sailing", "Perfume"]},
        B={"hand": ["Oars"]},
        C={"hand": ["Clothing", "Agriculture"]},
        D={},
    )


def test_noodles_more_than_every_other_player_scores():
    players = [
        seat("A", board={"yellow": ["Noodles"]}, hand=["Pottery", "Sailing"]),
        seat("B", hand=["Oars"]),
        seat("C", hand=["Clothing", "Calendar"]),
        seat("D", hand=["Agriculture"]),
    ]
    game = make(
        players,
        expansions=["echoes"],
        supply={"base": {"1": ["Tools"], "2": ["Currency"]}, "echoes": {"1": ["Perfume"]}},
    )
    game.answer("dogma Noodles")
    _run_out(game, "A")
    z = zones(game)
    # The 2 drawn for the score is an Echo (hand of base cards) or Currency.
    assert len(z["A"]["score"]) == 1


def test_compel_distant_needs_twice_as_many_five_players():
    # Babylonian Chronicles (3 castles): "I compel you to transfer a top
    # non-red card with {castle} from your board to my board!" Compelled are
    # those who would share: B (neighbour, 3), D (far, 6 = twice 3); not C
    # (far, 5), not E (neighbour, 2). B and D then share "Draw and score a 3"
    # before A; A's free draw is a 2.
    players = [
        seat("A", board={"red": ["Babylonian Chronicles"]}),
        seat("B", board={"green": ["The Wheel"]}),
        seat("C", board={"yellow": ["Masonry"], "purple": ["Feudalism"]}),
        seat("D", board={"red": ["Metalworking"], "purple": ["Mysticism"]}),
        seat("E", board={"red": ["Engineering"]}),
    ]
    game = make(
        players,
        expansions=["artifacts"],
        supply={"2": ["Calendar"], "3": ["Optics", "Compass", "Medicine"]},
    )
    game.answer("dogma Babylonian Chronicles")
    _run_out(game, "A")
    assert zones(game) == expect(
        A={
            "board": {
                "red": ["Babylonian Chronicles"],
                "green": ["The Wheel"],
                "purple": ["Mysticism"],
            },
            "score": ["Medicine"],
            "hand": ["Calendar"],
        },
        B={"score": ["Optics"]},
        C={"board": {"yellow": ["Masonry"], "purple": ["Feudalism"]}},
        D={"board": {"red": ["Metalworking"]}, "score": ["Compass"]},
        E={"board": {"red": ["Engineering"]}},
    )


def test_team_specialization_not_from_teammate():
    # "Take into your hand the top card of that color from all opponents'
    # boards": B's and D's red, not C's (teammate).
    players = [
        seat("A", board={"purple": ["Specialization"]}, hand=["Construction"]),
        seat("B", board={"red": ["Archery"]}),
        seat("C", board={"red": ["Oars"]}),
        seat("D", board={"red": ["Engineering", "Metalworking"]}),
    ]
    game = make(players, options=TEAMS)
    game.answer("dogma Specialization")
    _run_out(game, "A")
    assert zones(game) == expect(
        A={
            "board": {"purple": ["Specialization"]},
            "hand": ["Construction", "Archery", "Engineering"],
        },
        B={},
        C={"board": {"red": ["Oars"]}},
        D={"board": {"red": ["Metalworking"]}},
    )


def test_team_score_full_tie_is_a_draw():
    # Scores 10 to 10, achievements 2 to 2: "If still tied, the game is a draw."
    players = [
        seat("A", score=["Physics", "Chemistry"], achievements=["Pottery"]),
        seat("B", score=["Banking"], achievements=["Oars", "Clothing"]),
        seat("C", achievements=["Writing"]),
        seat("D", score=["Societies"]),
    ]
    game = _age10_exhausted(players, TEAMS)
    game.answer("draw")
    assert game.result is not None and game.result.reason == "score"
    assert sorted(game.result.winners) == ["A", "B", "C", "D"]


def test_first_two_players_one_action_with_four_players():
    game = inno.Game(players=list("ABCD"), seed=7)
    _through_setup(game)
    seen = _turns_actions(game, 4)
    assert [a for _, a in seen] == [1, 1, 2, 2]


def test_first_two_players_one_action_with_eight_players():
    game = inno.Game(players=list(NAMES), expansions=EXPANSION_ORDER, seed=7)
    _through_setup(game)
    seen = _turns_actions(game, 3)
    assert [a for _, a in seen] == [1, 1, 2]


def test_classification_all_opponents_hands_five_players():
    # Blue from every opponent's hand (the far ones too), then all blue melded.
    players = [
        seat("A", board={"green": ["Classification"]}, hand=["Pottery"]),
        seat("B", hand=["Tools", "Archery"]),
        seat("C", hand=["Writing"]),
        seat("D", hand=["Oars"]),
        seat("E", hand=["Mathematics"]),
    ]
    game = make(players, expansions=["cities"])
    game.answer("dogma Classification")
    _run_out(game, "A")
    z = zones(game)
    assert sorted(z["A"]["board"]["blue"]) == ["Mathematics", "Pottery", "Tools", "Writing"]
    assert z["A"]["hand"] == []
    assert z["B"]["hand"] == ["Archery"] and z["C"]["hand"] == []
    assert z["D"]["hand"] == ["Oars"] and z["E"]["hand"] == []


def test_bioengineering_any_opponent_far_seat_then_single_most_leaf():
    # Transfer D's Agriculture (far seat, chosen among B's, C's and D's leaf
    # cards); then A has fewer than three leaf, and B alone has the most: B wins.
    players = [
        seat("A", board={"blue": ["Bioengineering"]}),
        seat("B", board={"blue": ["Pottery"]}),
        seat("C", board={"green": ["Clothing"]}),
        seat("D", board={"yellow": ["Agriculture"]}),
        seat("E"),
    ]
    game = make(players, expansions=["cities"])
    game.answer("dogma Bioengineering")
    d = game.pending
    assert set(o for o in d.options if o is not None) == {"Pottery", "Clothing", "Agriculture"}, d
    game.answer("Agriculture")
    assert game.result is not None and list(game.result.winners) == ["B"]
    assert zones(game)["A"]["score"] == ["Agriculture"]


def test_sharing_order_wraps_around_six_players():
    # E (5th seat) activates Writing; everybody shares: F, A, B, C, D, then E.
    players = [
        seat("A", board={"blue": ["Experimentation"], "green": ["Paper"]}),  # 5 (far)
        seat("B", board={"purple": ["Education"], "yellow": ["Perspective"]}),  # 5 (far)
        seat("C", board={"green": ["Classification"], "purple": ["Empiricism"]}),  # 6 (far)
        seat("D", board={"blue": ["Tools"]}),  # 2 (neighbour)
        seat("E", board={"blue": ["Writing"]}),
        seat("F", board={"green": ["Invention"]}),  # 2 (neighbour)
    ]
    game = make(
        players,
        expansions=["cities", "echoes"],
        supply={
            "1": ["Pottery"],
            "2": [
                "Calendar",
                "Construction",
                "Road Building",
                "Currency",
                "Mapmaking",
                "Canal Building",
            ],
        },
        turn={"player": "E", "actions": 2, "number": 10},
    )
    game.answer("dogma Writing")
    at_action(game, "E")
    z = zones(game)
    assert [z[n]["hand"] for n in "FABCD"] == [
        ["Calendar"],
        ["Construction"],
        ["Road Building"],
        ["Currency"],
        ["Mapmaking"],
    ]
    assert "Canal Building" in z["E"]["hand"] and len(z["E"]["hand"]) == 2


def test_three_players_sharing_order_from_the_middle_seat():
    # B activates Writing: C (left) then A, then B; C's change gives B a free draw.
    players = [
        seat("A", board={"green": ["Paper"]}),
        seat("B", board={"blue": ["Writing"]}),
        seat("C", board={"blue": ["Tools"]}),
    ]
    game = make(
        players,
        supply={"1": ["Pottery"], "2": list(AGE2)},
        turn={"player": "B", "actions": 2, "number": 10},
    )
    game.answer("dogma Writing")
    at_action(game, "B")
    assert zones(game) == expect(
        A={"board": {"green": ["Paper"]}, "hand": ["Construction"]},
        B={"board": {"blue": ["Writing"]}, "hand": ["Road Building", "Pottery"]},
        C={"board": {"blue": ["Tools"]}, "hand": ["Calendar"]},
    )


def test_distant_seven_players_two_and_three_seats_both_ways():
    # A's neighbours: B and G. C, D, E, F are far. Writing (2 lightbulbs):
    # C 3 and F 3 do not share; D 4 and E 4 do; G 2 and B 2 do.
    players = [
        seat("A", board={"blue": ["Writing"]}),
        seat("B", board={"blue": ["Tools"]}),
        seat("C", board={"purple": ["Philosophy"]}),
        seat("D", board={"blue": ["Mathematics"], "green": ["Paper"]}),
        seat("E", board={"yellow": ["Perspective"], "purple": ["Democracy"]}),
        seat("F", board={"purple": ["Education"]}),
        seat("G", board={"green": ["Invention"]}),
    ]
    game = make(
        players,
        expansions=["cities", "artifacts", "echoes"],
        supply={"base": {"1": ["Pottery"], "2": list(AGE2)}, "echoes": {"1": ["Perfume"]}},
    )
    game.answer("dogma Writing")
    at_action(game, "A")
    z = zones(game)
    assert [z[n]["hand"] for n in "BCDEFG"] == [
        ["Calendar"],
        [],
        ["Construction"],
        ["Road Building"],
        [],
        ["Currency"],
    ]
    # A's own draw, then the free draw (an Echo: A's hand holds only a base card).
    assert z["A"]["hand"] == ["Mapmaking", "Perfume"]


def test_figures_draw_after_achieve_clockwise_from_the_left_five_players():
    # C achieves: "each opponent draws a Figure, in clockwise order from you":
    # D, E, A, B (empty boards: value 0, so a 1).
    players = [
        seat("A"),
        seat("B"),
        seat("C", board={"blue": ["Writing"]}, score=["The Pirate Code"]),
        seat("D"),
        seat("E"),
    ]
    game = make(
        players,
        expansions=["figures"],
        achievements=["Agriculture"],
        supply={"figures": {"1": ["Daedalus", "Huang Di", "Imhotep", "Gilgamesh"]}},
        turn={"player": "C", "actions": 2, "number": 10},
    )
    game.answer("achieve 1")
    z = zones(game)
    assert [z[n]["hand"] for n in "DEAB"] == [
        ["Daedalus"],
        ["Huang Di"],
        ["Imhotep"],
        ["Gilgamesh"],
    ]
    assert z["C"]["hand"] == [] and z["C"]["achievements"] == ["Agriculture"]


def test_team_explicit_teams_neighbours_as_partners():
    # Teams given explicitly: A with B against C with D. Archery by A demands
    # of C and D only.
    players = [
        seat("A", board={"red": ["Archery"]}),
        seat("B", hand=["Alchemy"]),
        seat("C", hand=["Education"]),
        seat("D", hand=["Machinery"]),
    ]
    game = make(
        players,
        supply={"1": ["Pottery", "Sailing", "Oars"]},
        options={"teams": [["A", "B"], ["C", "D"]]},
    )
    game.answer("dogma Archery")
    at_action(game, "A")
    assert zones(game) == expect(
        A={"board": {"red": ["Archery"]}, "hand": ["Education", "Machinery"]},
        B={"hand": ["Alchemy"]},
        C={"hand": ["Pottery"]},
        D={"hand": ["Sailing"]},
    )


def test_team_teammate_with_more_icons_shares_opponent_with_fewer_is_demanded():
    # Oars (castles): C (teammate, more castles) shares the non-demand; B (fewer)
    # is demanded and has no crown card: nothing transferred, so the sharers and A draw a 1.
    players = [
        seat("A", board={"red": ["Oars"]}),
        seat("B", hand=["Tools"]),
        seat("C", board={"green": ["The Wheel"]}),
        seat("D", board={"yellow": ["Masonry"]}),
    ]
    game = make(
        players, supply={"1": ["Pottery", "Sailing", "Clothing", "Agriculture"]}, options=TEAMS
    )
    game.answer("dogma Oars")
    _run_out(game, "A")
    # D (opponent, 3 castles) shares too: C, then D, then A; D's draw earns the
    # free draw (highest top card 1).
    assert zones(game) == expect(
        A={"board": {"red": ["Oars"]}, "hand": ["Clothing", "Agriculture"]},
        B={"hand": ["Tools"]},
        C={"board": {"green": ["The Wheel"]}, "hand": ["Pottery"]},
        D={"board": {"yellow": ["Masonry"]}, "hand": ["Sailing"]},
    )


def test_distant_demand_six_players_right_side_far_seat():
    # A: 5 castles. B (neighbour, 0) and F (neighbour, 4): vulnerable. C (far, 3)
    # and E (far, two seats to the right, 3): 5 is not more than 6. D (far, 2):
    # vulnerable. Order B, D, F.
    players = [
        seat("A", board={"red": ["Archery"], "yellow": ["Masonry"]}),
        seat("B", hand=["Alchemy"]),
        seat("C", board={"green": ["The Wheel"]}, hand=["Education"]),
        seat("D", board={"purple": ["Feudalism"]}, hand=["Machinery"]),
        seat("E", board={"purple": ["Mysticism"]}, hand=["Medicine"]),
        seat("F", board={"red": ["Metalworking"], "blue": ["Tools"]}, hand=["Optics"]),
    ]
    game = make(
        players, expansions=["cities", "artifacts"], supply={"1": ["Pottery", "Sailing", "Oars"]}
    )
    game.answer("dogma Archery")
    at_action(game, "A")
    assert zones(game) == expect(
        A={
            "board": {"red": ["Archery"], "yellow": ["Masonry"]},
            "hand": ["Alchemy", "Machinery", "Optics"],
        },
        B={"hand": ["Pottery"]},
        C={"board": {"green": ["The Wheel"]}, "hand": ["Education"]},
        D={"board": {"purple": ["Feudalism"]}, "hand": ["Sailing"]},
        E={"board": {"purple": ["Mysticism"]}, "hand": ["Medicine"]},
        F={"board": {"red": ["Metalworking"], "blue": ["Tools"]}, "hand": ["Oars"]},
    )


def test_team_compel_not_on_teammate():
    # Babylonian Chronicles: B (opponent, as many castles) is compelled and
    # shares; C (teammate, as many) only shares; D (fewer) neither. B's share
    # earns the free draw (a 2).
    players = [
        seat("A", board={"red": ["Babylonian Chronicles"]}),
        seat("B", board={"yellow": ["Masonry"]}),
        seat("C", board={"green": ["The Wheel"]}),
        seat("D", board={"red": ["Archery"]}),
    ]
    game = make(
        players,
        expansions=["artifacts"],
        supply={"2": ["Calendar"], "3": ["Optics", "Compass", "Medicine"]},
        options=TEAMS,
    )
    game.answer("dogma Babylonian Chronicles")
    _run_out(game, "A")
    assert zones(game) == expect(
        A={
            "board": {"red": ["Babylonian Chronicles"], "yellow": ["Masonry"]},
            "score": ["Medicine"],
            "hand": ["Calendar"],
        },
        B={"score": ["Optics"]},
        C={"board": {"green": ["The Wheel"]}, "score": ["Compass"]},
        D={"board": {"red": ["Archery"]}},
    )


def test_team_self_service_tie_with_teammate_no_win():
    # "each other player" includes the teammate (individual counts): A 2, C 2.
    players = [
        seat("A", board={"green": ["Self Service"]}, achievements=FILLER[:2]),
        seat("B", achievements=FILLER[2:3]),
        seat("C", achievements=FILLER[3:5]),
        seat("D"),
    ]
    game = make(players, options=TEAMS)
    game.answer("dogma Self Service")
    assert game.result is None
