"""The distant-players rule for five or more players, as an outside checker reads it.

Artifacts and Figures rulebooks: "For 5+ player games, we recommend the following rule
for distant players (those two or more seats away): A distant player must have at least
twice as many of the featured icon to share an effect. You must have more than twice as
many of the featured icon to make a distant player vulnerable to demands."  Deluxe
rulebook: "For far away players (at least two seats away from you)".  docs/rulings.md:
on by default with five or more players (option ``distant_players``), seats counted
around the table (both ways), not with four players.  Compels: "vulnerable to compel
effects only if they would be eligible to share".  Echo effects: "Each effect is shared
with eligible players as if it were a normal dogma effect".  Endorse: "Determine
eligibility for sharing, vulnerability to demands ... as you normally would".

Only the documented API (tests/outside.py).  Seats are listed clockwise: the players
named in each test sit A, B, C, ... with A the activating player, so B and the last
player are A's neighbours and every other player is distant.
"""

from __future__ import annotations

import pytest
from outside import act, make, player

from inno.data.cards import RECORDS

ICONS = {r["name"]: r["icons"] for r in RECORDS}


def count(p: dict, icon: str) -> int:
    """The visible ``icon``s of a player dict's board (every stack unsplayed: top cards)."""
    n = 0
    for cards in p.get("board", {}).values():
        top = cards[0] if isinstance(cards, list) else cards["cards"][0]
        n += sum(1 for i in ICONS[top] if i in (icon, "search:" + icon))
    return n


def premise(players: list[dict], icon: str, counts: list[int]) -> None:
    """The scenario's icon counts are what the test says (a check of the setup)."""
    assert [count(p, icon) for p in players] == counts


def hands(game) -> dict:
    return {p["name"]: p["hand"] for p in game.to_position()["players"]}


def boards(game) -> dict:
    return {
        p["name"]: {c: s["cards"] for c, s in p["board"].items()}
        for p in game.to_position()["players"]
    }


def scores(game) -> dict:
    return {p["name"]: p["score"] for p in game.to_position()["players"]}


def pile(game, age: int, set_: str = "base") -> list[str]:
    return game.to_position()["supply"][set_][str(age)]


def board_of(p: dict) -> dict:
    return {c: (v if isinstance(v, list) else v["cards"]) for c, v in p.get("board", {}).items()}


def opts(off: bool) -> dict:
    return {"options": {"distant_players": False}} if off else {}


# --- sharing a non-demand dogma effect (Writing: "Draw a {2}.", featured lightbulb) ----------

TWOS = ["Currency", "Mapmaking", "Canal Building", "Fermenting", "Construction", "Road Building"]


def writing_five(c_count: int, d_count: int) -> list[dict]:
    """A has 2 lightbulbs; B (left) 2, E (right) 2; C (two seats clockwise) and D (two
    seats counter-clockwise) have 4 or 3."""
    four = {"blue": ["Mathematics"], "green": ["Paper"]}  # 2 + 2
    three = {"purple": ["Philosophy"]}  # 3
    players = [
        {"name": "A", "board": {"blue": ["Writing"]}},
        {"name": "B", "board": {"blue": ["Tools"]}},
        {"name": "C", "board": four if c_count == 4 else three},
        {"name": "D", "board": four if d_count == 4 else three},
        {"name": "E", "board": {"blue": ["Calendar"], "red": ["Archery"]}},  # 1 + 1
    ]
    premise(players, "lightbulb", [2, 2, c_count, d_count, 2])
    return players


@pytest.mark.parametrize("c_count,d_count", [(4, 3), (3, 4)])
def test_writing_distant_shares_with_exactly_twice_both_ways(c_count, d_count):
    """Exactly twice (4 against 2) shares, three (at least as many, not twice) does not;
    each way round the table; the neighbours on both sides share with as many."""
    players = writing_five(c_count, d_count)
    game = make(players, ["artifacts"], supply={"base": {"2": TWOS, "1": ["Pottery"]}})
    act(game, "dogma Writing")
    sharer = "C" if c_count == 4 else "D"
    other = "D" if sharer == "C" else "C"
    # clockwise from A's left: B, the distant sharer, E; then A; then A's free Draw
    # action for sharing (highest top card Writing, a 1).
    assert hands(game) == {
        "A": ["Fermenting", "Pottery"],
        "B": ["Currency"],
        sharer: ["Mapmaking"],
        other: [],
        "E": ["Canal Building"],
    }
    assert boards(game) == {p["name"]: board_of(p) for p in players}
    assert game.pending.player == "A" and game.pending.kind == "action"


def test_writing_option_off_distant_shares_with_as_many():
    """The option off: a distant player with 3 (at least as many as 2) shares as normal."""
    players = writing_five(4, 3)
    game = make(
        players,
        ["artifacts"],
        supply={"base": {"2": TWOS, "1": ["Pottery"]}},
        options={"distant_players": False},
    )
    act(game, "dogma Writing")
    assert hands(game) == {
        "A": ["Construction", "Pottery"],
        "B": ["Currency"],
        "C": ["Mapmaking"],
        "D": ["Canal Building"],
        "E": ["Fermenting"],
    }


def test_writing_option_on_by_default_with_five():
    game = make(writing_five(4, 3), ["artifacts"])
    assert game.to_position()["options"]["distant_players"] is True


def test_writing_only_a_distant_sharer_gives_the_sharing_bonus():
    """The only sharer is distant (exactly twice): its change earns A's free Draw."""
    players = [
        {"name": "A", "board": {"blue": ["Writing"]}},
        {"name": "B", "board": {"blue": ["Pottery"]}},  # 0
        {"name": "C", "board": {"blue": ["Mathematics"], "green": ["Paper"]}},  # 4
        {"name": "D", "board": {"purple": ["Philosophy"]}},  # 3
        {"name": "E", "board": {"red": ["Archery"]}},  # 1
    ]
    premise(players, "lightbulb", [2, 0, 4, 3, 1])
    game = make(players, ["artifacts"], supply={"base": {"2": TWOS, "1": ["Clothing"]}})
    act(game, "dogma Writing")
    assert hands(game) == {
        "A": ["Mapmaking", "Clothing"],
        "B": [],
        "C": ["Currency"],
        "D": [],
        "E": [],
    }


def test_writing_distant_player_with_three_gives_no_sharing_bonus():
    """Nobody eligible (the distant 3s are not twice 2, the neighbours have fewer): no
    free Draw action."""
    players = [
        {"name": "A", "board": {"blue": ["Writing"]}},
        {"name": "B", "board": {"blue": ["Pottery"]}},  # 0
        {"name": "C", "board": {"purple": ["Philosophy"]}},  # 3
        {"name": "D", "board": {"purple": ["Education"]}},  # 3
        {"name": "E", "board": {"red": ["Archery"]}},  # 1
    ]
    premise(players, "lightbulb", [2, 0, 3, 3, 1])
    game = make(players, ["artifacts"], supply={"base": {"2": TWOS, "1": ["Clothing"]}})
    act(game, "dogma Writing")
    assert hands(game) == {"A": ["Currency"], "B": [], "C": [], "D": [], "E": []}
    assert pile(game, 1)[0] == "Clothing"


# --- four players: the opposite seat is not distant -------------------------------------------


@pytest.mark.parametrize("explicit", [False, True])
def test_writing_four_players_opposite_seat_shares_with_as_many(explicit):
    players = [
        {"name": "A", "board": {"blue": ["Writing"]}},
        {"name": "B", "board": {"blue": ["Pottery"]}},  # 0
        {"name": "C", "board": {"purple": ["Philosophy"]}},  # 3: two seats away
        {"name": "D", "board": {"green": ["Clothing"]}},  # 0
    ]
    premise(players, "lightbulb", [2, 0, 3, 0])
    extra = {"options": {"distant_players": True}} if explicit else {}
    game = make(players, supply={"base": {"2": TWOS, "1": ["Sailing"]}}, **extra)
    act(game, "dogma Writing")
    assert hands(game) == {"A": ["Mapmaking", "Sailing"], "B": [], "C": ["Currency"], "D": []}


# --- six and eight players: seats counted both ways --------------------------------------------


def test_writing_eight_players_distances_both_ways():
    """Eight players (all four sets): distances 1, 2, 3, 4, 3, 2, 1.  Distant players
    with exactly twice (4) share, with 3 do not; both neighbours (2) share; the sharing
    bonus is a Figure (Figures draw rule) of A's highest top card's value."""
    players = [
        {"name": "A", "board": {"blue": ["Writing"]}},  # 2
        {"name": "B", "board": {"blue": ["Tools"]}},  # 2, distance 1
        {"name": "C", "board": {"blue": ["Mathematics"], "green": ["Paper"]}},  # 4, dist 2
        {"name": "D", "board": {"purple": ["Philosophy"]}},  # 3, distance 3
        {"name": "E", "board": {"purple": ["Education"], "red": ["Archery"]}},  # 4, dist 4
        {"name": "F", "board": {"blue": ["Dunhuang Star Chart"]}},  # 3, distance 3
        {"name": "G", "board": {"blue": ["Lever"], "red": ["Chronicle of Zuo"]}},  # 4, dist 2
        {"name": "H", "board": {"blue": ["Ruler"]}},  # 2, distance 1
    ]
    premise(players, "lightbulb", [2, 2, 4, 3, 4, 3, 4, 2])
    game = make(
        players,
        ["echoes", "cities", "artifacts", "figures"],
        supply={"base": {"2": TWOS}, "figures": {"1": ["Gilgamesh"]}},
    )
    assert game.to_position()["options"]["distant_players"] is True
    act(game, "dogma Writing")
    assert hands(game) == {
        "A": ["Road Building", "Gilgamesh"],
        "B": ["Currency"],
        "C": ["Mapmaking"],
        "D": [],
        "E": ["Canal Building"],
        "F": [],
        "G": ["Fermenting"],
        "H": ["Construction"],
    }
    assert boards(game) == {p["name"]: board_of(p) for p in players}


def test_writing_six_players_opposite_seat_is_distant():
    """Six players: the opposite seat (3 away either way) with 3 does not share; with 4
    it does; the player five seats clockwise is A's right neighbour and shares with 2."""
    players = [
        {"name": "A", "board": {"blue": ["Writing"]}},  # 2
        {"name": "B", "board": {"green": ["Clothing"]}},  # 0
        {"name": "C", "board": {"green": ["Sailing"]}},  # 0
        {"name": "D", "board": {"purple": ["Philosophy"]}},  # 3, opposite
        {"name": "E", "board": {"purple": ["Education"], "red": ["Archery"]}},  # 4, dist 2
        {"name": "F", "board": {"blue": ["Tools"]}},  # 2, right neighbour
    ]
    premise(players, "lightbulb", [2, 0, 0, 3, 4, 2])
    game = make(players, ["artifacts", "cities"], supply={"base": {"2": TWOS, "1": ["Pottery"]}})
    act(game, "dogma Writing")
    assert hands(game) == {
        "A": ["Canal Building", "Pottery"],
        "B": [],
        "C": [],
        "D": [],
        "E": ["Currency"],
        "F": ["Mapmaking"],
    }


# --- demands (Archery: "I demand you draw a {1}, then transfer the highest card in your hand
# to my hand!", featured castle) ---------------------------------------------------------------

ONES = ["Pottery", "Clothing", "Sailing", "Agriculture", "Code of Laws", "Writing"]


def test_archery_distant_with_exactly_half_is_not_vulnerable():
    """A has 4 castles: the neighbours with 3 are vulnerable, the one with 4 is not; the
    distant player with 2 (A exactly twice: not more) is not; the one with 1 is.  Order
    clockwise: B then D (D's drawn 1 stays: it gives its higher card, Construction)."""
    players = [
        {"name": "A", "board": {"red": ["Archery"], "yellow": ["Domestication"]}},  # 4
        {"name": "B", "board": {"red": ["Metalworking"]}},  # 3
        {"name": "C", "board": {"red": ["Oars"]}},  # 2
        {"name": "D", "board": {"blue": ["Tools"]}, "hand": ["Construction"]},  # 1
        {"name": "E", "board": {"yellow": ["Masonry"], "purple": ["City States"]}},  # 4
    ]
    premise(players, "castle", [4, 3, 2, 1, 4])
    game = make(players, ["artifacts"], supply={"base": {"1": ONES}})
    act(game, "dogma Archery")
    h = hands(game)
    assert sorted(h["A"]) == ["Construction", "Pottery"]
    assert h == {"A": h["A"], "B": [], "C": [], "D": ["Clothing"], "E": []}
    assert pile(game, 1)[:2] == ["Sailing", "Agriculture"]
    assert boards(game) == {p["name"]: board_of(p) for p in players}


def test_archery_distant_with_exactly_half_mirrored():
    """The same with the two distant seats swapped (counter-clockwise side exactly half)."""
    players = [
        {"name": "A", "board": {"red": ["Archery"], "yellow": ["Domestication"]}},  # 4
        {"name": "B", "board": {"red": ["Metalworking"]}},  # 3
        {"name": "C", "board": {"blue": ["Tools"]}, "hand": ["Construction"]},  # 1
        {"name": "D", "board": {"red": ["Oars"]}},  # 2
        {"name": "E", "board": {"yellow": ["Masonry"], "purple": ["City States"]}},  # 4
    ]
    premise(players, "castle", [4, 3, 1, 2, 4])
    game = make(players, ["artifacts"], supply={"base": {"1": ONES}})
    act(game, "dogma Archery")
    h = hands(game)
    assert sorted(h["A"]) == ["Construction", "Pottery"]
    assert h == {"A": h["A"], "B": [], "C": ["Clothing"], "D": [], "E": []}


def test_archery_option_off_distant_with_fewer_is_vulnerable():
    players = [
        {"name": "A", "board": {"red": ["Archery"], "yellow": ["Domestication"]}},  # 4
        {"name": "B", "board": {"red": ["Metalworking"]}},  # 3
        {"name": "C", "board": {"red": ["Oars"]}},  # 2
        {"name": "D", "board": {"blue": ["Tools"]}, "hand": ["Construction"]},  # 1
        {"name": "E", "board": {"yellow": ["Masonry"], "purple": ["City States"]}},  # 4
    ]
    game = make(
        players,
        ["artifacts"],
        supply={"base": {"1": ONES}},
        options={"distant_players": False},
    )
    act(game, "dogma Archery")
    h = hands(game)
    # B draws Pottery, C Clothing, D Sailing (keeps it, gives Construction)
    assert sorted(h["A"]) == ["Clothing", "Construction", "Pottery"]
    assert h == {"A": h["A"], "B": [], "C": [], "D": ["Sailing"], "E": []}


def test_archery_distant_with_three_of_four_is_not_vulnerable():
    """More than twice is needed: a distant 3 against 4 is safe (without the rule it is
    vulnerable: fewer)."""
    players = [
        {"name": "A", "board": {"red": ["Archery"], "yellow": ["Domestication"]}},  # 4
        {"name": "B", "board": {"green": ["The Wheel"]}},  # 3
        {"name": "C", "board": {"red": ["Metalworking"]}},  # 3
        {"name": "D", "board": {"purple": ["Mysticism"]}},  # 3
        {"name": "E", "board": {"yellow": ["Masonry"], "purple": ["City States"]}},  # 4
    ]
    premise(players, "castle", [4, 3, 3, 3, 4])
    game = make(players, ["artifacts"], supply={"base": {"1": ONES}})
    act(game, "dogma Archery")
    assert hands(game) == {"A": ["Pottery"], "B": [], "C": [], "D": [], "E": []}


def test_archery_distant_with_none_against_two():
    """A with 2 castles: a distant 1 is safe (2 is exactly twice), a distant 0 is
    vulnerable (2 > 0); the neighbour with 1 is vulnerable, with 2 not."""
    players = [
        {"name": "A", "board": {"red": ["Archery"]}},  # 2
        {"name": "B", "board": {"purple": ["City States"]}},  # 1
        {"name": "C", "board": {"blue": ["Tools"]}},  # 1
        {"name": "D", "board": {"blue": ["Pottery"]}},  # 0
        {"name": "E", "board": {"red": ["Oars"]}},  # 2
    ]
    premise(players, "castle", [2, 1, 1, 0, 2])
    game = make(
        players, ["artifacts"], supply={"base": {"1": ["Clothing", "Sailing", "Agriculture"]}}
    )
    act(game, "dogma Archery")
    h = hands(game)
    assert sorted(h["A"]) == ["Clothing", "Sailing"]
    assert h == {"A": h["A"], "B": [], "C": [], "D": [], "E": []}


def test_archery_six_players_both_ways():
    """Six players, A with 4: B (1 away, 3) vulnerable; C (2 away, 2) safe; D (opposite,
    1) vulnerable; E (2 away counter-clockwise, 1) vulnerable; F (five seats clockwise,
    i.e. A's right neighbour, 3) vulnerable as a neighbour."""
    players = [
        {"name": "A", "board": {"red": ["Archery"], "yellow": ["Domestication"]}},  # 4
        {"name": "B", "board": {"red": ["Metalworking"]}},  # 3
        {"name": "C", "board": {"red": ["Oars"]}},  # 2
        {"name": "D", "board": {"blue": ["Tools"]}},  # 1
        {"name": "E", "board": {"purple": ["City States"]}},  # 1
        {"name": "F", "board": {"yellow": ["Masonry"]}},  # 3
    ]
    premise(players, "castle", [4, 3, 2, 1, 1, 3])
    game = make(players, ["artifacts", "cities"], supply={"base": {"1": ONES}})
    act(game, "dogma Archery")
    h = hands(game)
    assert sorted(h["A"]) == sorted(ONES[:4])
    assert h == {"A": h["A"], "B": [], "C": [], "D": [], "E": [], "F": []}
    assert pile(game, 1)[:2] == ONES[4:]


# --- echo effects (Ruler: echo "Draw a {2}.", dogma "No effect.", featured lightbulb) --------


@pytest.mark.parametrize("off", [False, True])
def test_ruler_echo_shared_by_distant_with_twice(off):
    players = [
        {"name": "A", "board": {"blue": ["Ruler"]}},  # 2
        {"name": "B", "board": {"blue": ["Tools"]}},  # 2
        {"name": "C", "board": {"blue": ["Mathematics"], "green": ["Paper"]}},  # 4
        {"name": "D", "board": {"purple": ["Philosophy"]}},  # 3
        {"name": "E", "board": {"red": ["Archery"]}},  # 1
    ]
    premise(players, "lightbulb", [2, 2, 4, 3, 1])
    game = make(
        players,
        ["echoes"],
        supply={"base": {"2": TWOS, "1": ["Pottery"]}, "echoes": {"1": ["Dice"]}},
        **opts(off),
    )
    act(game, "dogma Ruler")
    # A's free Draw (a 1): A holds only a base card, so the Echoes draw rule gives Dice.
    if off:
        expected = {
            "A": ["Fermenting", "Dice"],
            "B": ["Currency"],
            "C": ["Mapmaking"],
            "D": ["Canal Building"],
            "E": [],
        }
    else:
        expected = {
            "A": ["Canal Building", "Dice"],
            "B": ["Currency"],
            "C": ["Mapmaking"],
            "D": [],
            "E": [],
        }
    assert hands(game) == expected


def test_covered_echo_and_dogma_both_shared_by_distant_only():
    """Writing on Ruler splayed left (Ruler's echo shows, none of its lightbulbs): A has 2.
    The distant player with exactly 4 (the only eligible one) draws a 2 for the echo and
    a 2 for Writing, each before A; the neighbours have fewer."""
    players = [
        {"name": "A", "board": {"blue": {"cards": ["Writing", "Ruler"], "splay": "left"}}},
        {"name": "B", "board": {"green": ["Clothing"]}},  # 0
        {"name": "C", "board": {"purple": ["Philosophy"]}},  # 3
        {"name": "D", "board": {"blue": ["Mathematics"], "green": ["Paper"]}},  # 4
        {"name": "E", "board": {"red": ["Archery"]}},  # 1
    ]
    assert [count(p, "lightbulb") for p in players][1:] == [0, 3, 4, 1]
    game = make(
        players,
        ["echoes"],
        supply={
            "base": {"2": TWOS, "1": ["Pottery"]},
            "echoes": {"2": ["Horseshoes", "Toothbrush"]},
        },
    )
    act(game, "dogma Writing")
    # echo: D Currency, then A Mapmaking; Writing: D (holding only a base card: the
    # Echoes draw rule) Horseshoes, then A Toothbrush; A's free Draw of a 1 (A now holds
    # an Echoes card): Pottery.
    assert hands(game) == {
        "A": ["Mapmaking", "Toothbrush", "Pottery"],
        "B": [],
        "C": [],
        "D": ["Currency", "Horseshoes"],
        "E": [],
    }


# --- compels (Holmegaard Bows: "I compel you to transfer the highest top card with a {castle}
# on your board to my hand!" / "Draw a {2}.", featured leaf) ----------------------------------


def bows_players(a_display: bool = False) -> list[dict]:
    return [
        {"name": "A", "board": {"red": ["Holmegaard Bows"]}},  # 2
        {"name": "B", "board": {"yellow": ["Fermenting"]}},  # 2, castle top card
        {"name": "C", "board": {"blue": ["Pottery"], "green": ["Holy Lance"]}},  # 4
        {"name": "D", "board": {"yellow": ["Agriculture"], "red": ["Metalworking"]}},  # 3
        {"name": "E", "board": {"green": ["Sailing"], "purple": ["Mysticism"]}},  # 1
    ]


@pytest.mark.parametrize("off", [False, True])
def test_holmegaard_bows_compels_distant_only_with_twice(off):
    """Compelled = would share: B (neighbour, 2) and C (distant, exactly 4); not D
    (distant, 3: would not share), not E (fewer).  Option off: D too.  C, left with 3
    leaves after giving Holy Lance, still shares (eligibility is fixed at the start)."""
    players = bows_players()
    premise(players, "leaf", [2, 2, 4, 3, 1])
    game = make(
        players,
        ["artifacts"],
        supply={
            "base": {
                "2": ["Currency", "Mapmaking", "Canal Building", "Calendar"],
                "1": ["Clothing"],
            }
        },
        **opts(off),
    )
    act(game, "dogma Holmegaard Bows")
    h = hands(game)
    b = boards(game)
    if off:
        assert sorted(h["A"]) == sorted(
            ["Fermenting", "Holy Lance", "Metalworking", "Calendar", "Clothing"]
        )
        assert h["B"] == ["Currency"] and h["C"] == ["Mapmaking"] and h["D"] == ["Canal Building"]
        assert b["D"] == {"yellow": ["Agriculture"]}
    else:
        assert sorted(h["A"]) == sorted(["Fermenting", "Holy Lance", "Canal Building", "Clothing"])
        assert h["B"] == ["Currency"] and h["C"] == ["Mapmaking"] and h["D"] == []
        assert b["D"] == {"yellow": ["Agriculture"], "red": ["Metalworking"]}
    assert h["E"] == []
    assert b["A"] == {"red": ["Holmegaard Bows"]}
    assert b["B"] == {}
    assert b["C"] == {"blue": ["Pottery"]}
    assert b["E"] == {"green": ["Sailing"], "purple": ["Mysticism"]}


def test_displayed_artifact_icons_raise_the_distant_threshold():
    """Free Dogma action on a displayed Holmegaard Bows: A counts its 2 leaves with the
    board's 1 (Sailing): 3.  The distant player with 4 (would share against 2) is neither
    compelled nor sharing; the one with exactly 6 is both; the neighbour with 3 shares
    (and has no castle top card to give)."""
    players = [
        {"name": "A", "board": {"green": ["Sailing"]}, "display": ["Holmegaard Bows"]},  # 1+2
        {"name": "B", "board": {"green": ["Clothing"], "purple": ["Code of Laws"]}},  # 3
        {
            "name": "C",
            "board": {"blue": ["Pottery"], "yellow": ["Agriculture"], "red": ["Metalworking"]},
        },  # 6
        {"name": "D", "board": {"blue": ["Calendar"], "yellow": ["Fermenting"]}},  # 4
        {"name": "E", "board": {"green": ["Currency"], "purple": ["Feudalism"]}},  # 2
    ]
    premise(players, "leaf", [1, 3, 6, 4, 2])
    game = make(
        players,
        ["artifacts"],
        supply={"base": {"2": ["Mapmaking", "Canal Building", "Construction"], "1": ["Oars"]}},
        phase="start",
    )
    act(game, "dogma")
    h = hands(game)
    b = boards(game)
    assert sorted(h["A"]) == ["Construction", "Metalworking", "Oars"]
    assert h["B"] == ["Mapmaking"] and h["C"] == ["Canal Building"]
    assert h["D"] == [] and h["E"] == []
    assert b["C"] == {"blue": ["Pottery"], "yellow": ["Agriculture"]}
    assert b["D"] == {"blue": ["Calendar"], "yellow": ["Fermenting"]}
    pos = game.to_position()
    assert player(game, "A")["display"] == []
    assert "Holmegaard Bows" in pos["supply"]["artifacts"]["1"]
    assert game.pending.kind == "action" and game.pending.player == "A"


# --- Endorse (Cities): eligibility and vulnerability as for a Dogma action -------------------


def test_endorse_writing_distant_sharer_once_activator_twice():
    """A: Writing (2) + Baghdad (1) = 3 lightbulbs; the Agriculture payment (no
    lightbulb) tucked first.  Distant C with exactly 6 shares (once), distant D with 5
    does not, B (3) shares, E (2) does not; A draws twice; the bonus is a 3 (Baghdad)."""
    players = [
        {
            "name": "A",
            "board": {"blue": ["Writing"], "green": ["Baghdad"]},
            "hand": ["Agriculture"],
        },
        {"name": "B", "board": {"purple": ["Philosophy"]}},  # 3
        {"name": "C", "board": {"purple": ["Education"], "red": ["Athens"]}},  # 6
        {"name": "D", "board": {"blue": ["Hangzhou"], "red": ["Thebes"]}},  # 5
        {"name": "E", "board": {"blue": ["Tools"]}},  # 2
    ]
    premise(players, "lightbulb", [3, 3, 6, 5, 2])
    game = make(players, ["cities"], supply={"base": {"2": TWOS, "3": ["Alchemy"]}})
    act(game, "endorse Writing")
    assert hands(game) == {
        "A": ["Canal Building", "Fermenting", "Alchemy"],
        "B": ["Currency"],
        "C": ["Mapmaking"],
        "D": [],
        "E": [],
    }
    assert boards(game)["A"] == {
        "blue": ["Writing"],
        "green": ["Baghdad"],
        "yellow": ["Agriculture"],
    }


def test_endorse_archery_demands_twice_of_vulnerable_only():
    """A: Archery (2) + Memphis (4, its search castle counted) = 6 castles, the Pottery
    payment tucked under nothing (blue: no castle).  B (5) and distant D (2) are
    vulnerable, twice each; distant C (3, exactly half) and E (6) are not."""
    players = [
        {"name": "A", "board": {"red": ["Archery"], "green": ["Memphis"]}, "hand": ["Pottery"]},
        {"name": "B", "board": {"red": ["Metalworking"], "yellow": ["Domestication"]}},  # 5
        {"name": "C", "board": {"purple": ["Mysticism"]}},  # 3
        {"name": "D", "board": {"red": ["Oars"]}},  # 2
        {"name": "E", "board": {"green": ["The Wheel"], "yellow": ["Masonry"]}},  # 6
    ]
    premise(players, "castle", [6, 5, 3, 2, 6])
    ones = ["Clothing", "Sailing", "Agriculture", "Code of Laws", "City States"]
    game = make(players, ["cities"], supply={"base": {"1": ones}})
    act(game, "endorse Archery")
    h = hands(game)
    assert sorted(h["A"]) == sorted(ones[:4])
    assert h == {"A": h["A"], "B": [], "C": [], "D": [], "E": []}
    assert pile(game, 1)[0] == "City States"
    assert boards(game)["A"] == {"red": ["Archery"], "green": ["Memphis"], "blue": ["Pottery"]}


# --- Figures: karma icons count toward twice; the sharing bonus is a Figure --------------------


@pytest.mark.parametrize("scored,shares", [(2, True), (1, False)])
def test_fu_xi_score_pile_lightbulbs_count_toward_twice(scored, shares):
    """Fu Xi: "Each card in your score pile and forecast provides one additional
    {lightbulb}."  Distant C: Tools (2) + one per score card: 4 shares, 3 does not."""
    players = [
        {"name": "A", "board": {"blue": ["Writing"]}},  # 2
        {"name": "B", "board": {"blue": ["Pottery"]}},  # 0
        {
            "name": "C",
            "board": {"green": ["Fu Xi"], "blue": ["Tools"]},
            "score": ["Sailing", "The Wheel"][:scored],
        },
        {"name": "D", "board": {"blue": ["Mathematics"]}},  # 2: distant, not twice
        {"name": "E", "board": {"green": ["Clothing"]}},  # 0
    ]
    premise(players, "lightbulb", [2, 0, 2, 2, 0])
    game = make(
        players,
        ["figures"],
        supply={"base": {"2": TWOS}, "figures": {"1": ["Gilgamesh"]}},
    )
    act(game, "dogma Writing")
    h = hands(game)
    if shares:
        assert h == {"A": ["Mapmaking", "Gilgamesh"], "B": [], "C": ["Currency"], "D": [], "E": []}
    else:
        assert h == {"A": ["Currency"], "B": [], "C": [], "D": [], "E": []}


def test_huang_di_echo_shared_by_distant_with_twice():
    """A Dogma action on a figure (Huang Di: echo "Draw a {2}.", featured lightbulb, 2):
    the distant player with 4 shares the echo, the one with 3 does not; the bonus is a
    Figure of value 1."""
    players = [
        {"name": "A", "board": {"blue": ["Huang Di"]}},  # 2
        {"name": "B", "board": {"green": ["Clothing"]}},  # 0
        {"name": "C", "board": {"purple": ["Philosophy"]}},  # 3
        {"name": "D", "board": {"blue": ["Mathematics"], "green": ["Paper"]}},  # 4
        {"name": "E", "board": {"red": ["Archery"]}},  # 1
    ]
    premise(players, "lightbulb", [2, 0, 3, 4, 1])
    game = make(players, ["figures"], supply={"base": {"2": TWOS}, "figures": {"1": ["Gilgamesh"]}})
    act(game, "dogma Huang Di")
    assert hands(game) == {
        "A": ["Mapmaking", "Gilgamesh"],
        "B": [],
        "C": [],
        "D": ["Currency"],
        "E": [],
    }


@pytest.mark.parametrize("c_castles", [1, 2])
def test_hammurabi_distant_owner_answers_only_if_vulnerable(c_castles):
    """Hammurabi: "If a player would successfully demand something of you, first
    successfully demand that same thing of that player."  A (4 castles) plays Archery;
    distant C holds Hammurabi: with 1 castle C is vulnerable (4 > 2): A first draws a 1
    and gives C the highest card of A's hand (Alchemy), then C draws a 1 and gives A its
    highest (Alchemy back); with 2 (A exactly twice) nothing happens to C at all."""
    c_board = {"red": ["Hammurabi"], "blue": ["Tools"]}
    if c_castles == 2:
        c_board["green"] = ["Mapmaking"]
    players = [
        {
            "name": "A",
            "board": {"red": ["Archery"], "yellow": ["Domestication"]},
            "hand": ["Alchemy"],
        },
        {"name": "B", "board": {"yellow": ["Masonry"], "purple": ["City States"]}},  # 4
        {"name": "C", "board": c_board},
        {"name": "D", "board": {"red": ["Oars"]}},  # 2: A exactly twice
        {"name": "E", "board": {"green": ["The Wheel"], "yellow": ["Fermenting"]}},  # 4
    ]
    premise(players, "castle", [4, 4, c_castles, 2, 4])
    game = make(players, ["figures"], supply={"base": {"1": ["Pottery", "Clothing"]}})
    act(game, "dogma Archery")
    h = hands(game)
    if c_castles == 1:
        assert sorted(h["A"]) == ["Alchemy", "Pottery"]
        assert h == {"A": h["A"], "B": [], "C": ["Clothing"], "D": [], "E": []}
    else:
        assert h == {"A": ["Alchemy"], "B": [], "C": [], "D": [], "E": []}
        assert pile(game, 1)[:2] == ["Pottery", "Clothing"]


def test_gujin_tushu_jinsheng_executed_demand_uses_distance():
    """Gujin Tushu Jinsheng (featured lightbulb, A has 2) executes Archery's demand (on
    E's board) as if it were on Gujin: B (neighbour, 1) and distant D (0) are
    vulnerable; distant C with 1 (A exactly twice) is not; E (2) is not."""
    players = [
        {"name": "A", "board": {"yellow": ["Gujin Tushu Jinsheng"]}},  # 2
        {"name": "B", "board": {"purple": ["Dead Sea Scrolls"]}},  # 1
        {"name": "C", "board": {"green": ["Baghdad Battery"]}},  # 1
        {"name": "D", "board": {"blue": ["Pottery"]}},  # 0
        {"name": "E", "board": {"red": ["Archery"], "blue": ["Calendar"]}},  # 2
    ]
    premise(players, "lightbulb", [2, 1, 1, 0, 2])
    game = make(
        players, ["artifacts"], supply={"base": {"1": ["Clothing", "Sailing", "Agriculture"]}}
    )
    act(game, "dogma Gujin Tushu Jinsheng")
    if game.pending.kind != "action":
        act(game, "Archery")
    h = hands(game)
    assert sorted(h["A"]) == ["Clothing", "Sailing"]
    assert h == {"A": h["A"], "B": [], "C": [], "D": [], "E": []}
    assert boards(game) == {p["name"]: board_of(p) for p in players}


def test_archery_seven_players_both_ways():
    """Seven players (distances 1, 2, 3, 3, 2, 1), A with 4 castles: distant players with
    1 are vulnerable, with 2 not; the right neighbour (six seats clockwise) with 3 is."""
    players = [
        {"name": "A", "board": {"red": ["Archery"], "yellow": ["Domestication"]}},  # 4
        {"name": "B", "board": {"purple": ["Monotheism"]}},  # 3, distance 1: vulnerable
        {"name": "C", "board": {"red": ["Oars"]}},  # 2, distance 2: safe
        {"name": "D", "board": {"blue": ["Tools"]}},  # 1, distance 3: vulnerable
        {"name": "E", "board": {"yellow": ["Fermenting"]}},  # 1, distance 3: vulnerable
        {"name": "F", "board": {"green": ["Mapmaking"], "purple": ["City States"]}},  # 2: safe
        {"name": "G", "board": {"red": ["Metalworking"]}},  # 3, distance 1: vulnerable
    ]
    premise(players, "castle", [4, 3, 2, 1, 1, 2, 3])
    game = make(players, ["artifacts", "cities", "echoes"], supply={"base": {"1": ONES}})
    act(game, "dogma Archery")
    h = hands(game)
    assert sorted(h["A"]) == sorted(ONES[:4])
    assert all(h[n] == [] for n in "BCDEFG")
    assert pile(game, 1)[:2] == ONES[4:]


@pytest.mark.parametrize("d_score", [3, 4])
def test_alexander_the_great_scores_compared_with_distance(d_score):
    """Alexander the Great: "If you would take a Dogma action, instead of using the
    featured icon use each player's current score."  A's score is 2 (Alexander's visible
    bonus of 2, an empty pile).  Distant C with 4 (exactly twice) shares; distant D
    shares with 4, not with 3; neighbour B with 2 shares, neighbour E with 1 does not.
    The bonus: a Figure of value 2 (A's highest top card, Alexander)."""
    players = [
        {"name": "A", "board": {"blue": ["Writing"], "red": ["Alexander the Great"]}},
        {"name": "B", "score": ["Clothing", "Sailing"]},
        {"name": "C", "score": ["Calendar", "Mathematics"]},
        {
            "name": "D",
            "score": ["Pottery", "Philosophy"]
            if d_score == 3
            else ["Monotheism", "Agriculture", "Tools"],
        },
        {"name": "E", "score": ["Archery"]},
    ]
    game = make(players, ["figures"], supply={"base": {"2": TWOS}, "figures": {"2": ["Ptolemy"]}})
    act(game, "dogma Writing")
    h = hands(game)
    if d_score == 3:
        assert h == {
            "A": ["Canal Building", "Ptolemy"],
            "B": ["Currency"],
            "C": ["Mapmaking"],
            "D": [],
            "E": [],
        }
    else:
        assert h == {
            "A": ["Fermenting", "Ptolemy"],
            "B": ["Currency"],
            "C": ["Mapmaking"],
            "D": ["Canal Building"],
            "E": [],
        }


def test_endorse_payment_icons_raise_the_distant_threshold():
    """Sharing is judged after the Endorse payment is tucked: Philosophy (3 lightbulbs)
    tucked into A's empty purple takes A from 3 to 6.  Neighbour B with 6 shares;
    distant C with 6 (twice 3, but not twice 6) does not."""
    players = [
        {"name": "A", "board": {"blue": ["Writing"], "green": ["Baghdad"]}, "hand": ["Philosophy"]},
        {"name": "B", "board": {"purple": ["Education"], "red": ["Athens"]}},  # 6
        {"name": "C", "board": {"blue": ["Hangzhou"], "red": ["Delhi"]}},  # 6
        {"name": "D", "board": {"blue": ["Tools"]}},  # 2
        {"name": "E", "board": {"blue": ["Mathematics"]}},  # 2
    ]
    premise(players, "lightbulb", [3, 6, 6, 2, 2])
    game = make(players, ["cities"], supply={"base": {"2": TWOS, "3": ["Alchemy"]}})
    act(game, "endorse Writing")
    assert hands(game) == {
        "A": ["Mapmaking", "Canal Building", "Alchemy"],
        "B": ["Currency"],
        "C": [],
        "D": [],
        "E": [],
    }
    assert boards(game)["A"] == {
        "blue": ["Writing"],
        "green": ["Baghdad"],
        "purple": ["Philosophy"],
    }


def test_endorse_holmegaard_bows_compels_distant_with_twice_twice():
    """Endorse of Holmegaard Bows with Yin (2 leaves): A has 4 (Pottery, the payment, goes
    under Yin).  The compel goes round twice among B (neighbour, 4) and distant C (exactly
    8; its castle top card is Atlantis, by its search icon); distant D (7) is neither
    compelled nor sharing.  Then B and C draw a 2 once, A twice; A's bonus is a 1."""
    players = [
        {"name": "A", "board": {"red": ["Holmegaard Bows"], "blue": ["Yin"]}, "hand": ["Pottery"]},
        {"name": "B", "board": {"blue": ["Calendar"], "yellow": ["Fermenting"]}},  # 4
        {
            "name": "C",
            "board": {"blue": ["Atlantis"], "yellow": ["Agriculture"], "green": ["Sailing"]},
        },
        {
            "name": "D",
            "board": {"purple": ["Mohenjo-Daro"], "red": ["Chang'An"], "green": ["Currency"]},
        },
        {"name": "E", "board": {"purple": ["Code of Laws"], "green": ["Clothing"]}},  # 3
    ]
    premise(players, "leaf", [4, 4, 8, 7, 3])
    game = make(
        players,
        ["cities", "artifacts"],
        supply={
            "base": {
                "2": ["Mapmaking", "Canal Building", "Construction", "Road Building"],
                "1": ["Oars"],
            }
        },
    )
    act(game, "endorse Holmegaard Bows")
    h = hands(game)
    assert sorted(h["A"]) == sorted(
        ["Fermenting", "Atlantis", "Construction", "Road Building", "Oars"]
    )
    assert h == {"A": h["A"], "B": ["Mapmaking"], "C": ["Canal Building"], "D": [], "E": []}
    b = boards(game)
    assert b["A"] == {"red": ["Holmegaard Bows"], "blue": ["Yin", "Pottery"]}
    assert b["B"] == {"blue": ["Calendar"]}
    assert b["C"] == {"yellow": ["Agriculture"], "green": ["Sailing"]}
    assert b["D"] == board_of(players[3])
