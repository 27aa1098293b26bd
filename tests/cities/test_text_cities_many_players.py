"""Cities of Destiny with five to eight players and in the team game, from the rulebooks.

Written as an outside checker: the documented API only (positions, decisions, views).

Deluxe rulebook, Five or more players: "For far away players (at least two seats away
from you): To be eligible for sharing, they must have at least twice as many of the
featured icon as you. To make them vulnerable to demands, you must have more than twice
as many of the featured icon as them. The number of achievements needed to win is 8,
plus the number of expansions, minus the number of players, with a minimum of 4."

Endorse: "1) Choose the top card on your board that you want to Endorse, and note its
featured icon. 2) Choose a top city on your board. It must have the featured icon on it.
3) Pay for the Endorse action by tucking a card from your hand of equal or lower value to
the city you chose. 4) Execute the effects ... as if it were a Dogma action: Determine
eligibility for sharing, vulnerability to demands ... as you normally would. When you
execute a non-demand effect, do it twice. When you issue a demand, affect all opponents
twice (go around the table clockwise, and then a second time). When another player
shares a non-demand effect, they execute it only once. Draw for sharing, if applicable."

Flag: "While a flag is visible, it counts as an achievement if no opponent has more
visible cards of the flag's color than you do." Fountain: "... it counts as an
achievement."

Teams: "demand effects are not executed by your teammate, and if you share a non-demand
effect with your teammate only, you do not get a free Draw action. Any dogma effect that
refers to 'opponent' does not affect your teammate. Your team's achievements are counted
together for determining victory ... The number of achievements for a team to win is the
same as in a 2-player game."
"""

from __future__ import annotations

import pytest
from outside import act, make, options, player

import inno

FIVE = ["A", "B", "C", "D", "E"]


def seats(boards: dict, names) -> list[dict]:
    """Players in seating order; ``boards`` gives the zones of some of them."""
    return [{"name": n, **boards.get(n, {})} for n in names]


def view_player(game: inno.Game, name: str, viewer: str | None = None) -> dict:
    v = game.view(viewer or name)
    return next(p for p in v["players"] if p["name"] == name)


def icons(game: inno.Game, name: str, icon: str) -> int:
    return view_player(game, name)["icons"][icon]


def hand(game, name):
    return sorted(player(game, name)["hand"])


# --------------------------------------------------------------------------------------
# The number of achievements needed to win.


@pytest.mark.parametrize(
    "n, sets, needed",
    [
        (5, ["cities"], 4),  # 8 + 1 - 5
        (6, ["cities", "echoes"], 4),  # 8 + 2 - 6
        (8, ["cities", "echoes", "artifacts", "figures"], 4),  # 8 + 4 - 8
        (5, ["cities", "echoes", "artifacts", "figures"], 7),  # 8 + 4 - 5
        (6, ["cities", "echoes", "artifacts", "figures"], 6),  # 8 + 4 - 6
    ],
)
def test_achievements_to_win_many_players(n, sets, needed):
    game = inno.Game(players=list("ABCDEFGH")[:n], expansions=sets, seed=3)
    assert game.view("A")["achievements_to_win"] == needed


def test_achievements_to_win_team_game_is_the_two_player_number():
    # 2-player: 6, plus one for Cities.
    game = inno.Game(players=["A", "B", "C", "D"], expansions=["cities"], options={"teams": True})
    assert game.view("A")["achievements_to_win"] == 7


def test_team_game_is_for_four_players_only():
    # "With four players, you can play in teams." No six-player team game exists.
    with pytest.raises(inno.InnoError):
        inno.Game(players=list("ABCDEF"), expansions=["cities", "echoes"], options={"teams": True})


# --------------------------------------------------------------------------------------
# Endorse with five players: sharing and the distant-player rule.

# A: Writing (2 lightbulbs) + Thebes (lightbulb, search:lightbulb) = 4 lightbulbs.
A_WRITING = {"board": {"blue": ["Writing"], "red": ["Thebes"]}, "hand": ["Pottery"]}


def writing_endorse_game(opts=None, **override):
    boards = {
        "A": A_WRITING,
        "B": {"board": {"blue": ["Tools"], "green": ["Paper"]}},  # 4: neighbour, equal
        "C": {  # 8: distant, exactly twice
            "board": {
                "purple": ["Philosophy"],
                "blue": ["Experimentation"],
                "yellow": ["Perspective"],
            }
        },
        "D": {  # 7: distant, one short of twice
            "board": {"purple": ["Education"], "blue": ["Printing Press"], "green": ["Invention"]}
        },
        "E": {"board": {"blue": ["Mathematics"], "red": ["Archery"]}},  # 3: neighbour, fewer
    }
    boards.update(override)
    return make(
        seats(boards, FIVE),
        ["cities"],
        supply={
            "base": {
                "1": ["Agriculture", "Clothing", "Sailing"],
                "2": ["Calendar", "Construction", "Road Building", "Currency", "Mapmaking"],
            }
        },
        special=[],
        options=opts or {},
    )


def test_endorse_five_players_distant_sharer_needs_twice_the_icons():
    game = writing_endorse_game()
    assert [icons(game, n, "lightbulb") for n in FIVE] == [4, 4, 8, 7, 3]
    act(game, "endorse Writing")
    # One city with a lightbulb and one card in hand: nothing more to ask.
    pos = game.to_position()
    # B (left neighbour, equal) then C (distant, twice) share once each, clockwise;
    # D (distant, 7 < 8) and E (3 < 4) do not; A draws twice; one sharing bonus (a 1).
    assert hand(game, "B") == ["Calendar"]
    assert hand(game, "C") == ["Construction"]
    assert hand(game, "D") == []
    assert hand(game, "E") == []
    assert hand(game, "A") == sorted(["Road Building", "Currency", "Agriculture"])
    # The payment was tucked under Writing.
    assert player(game, "A")["board"]["blue"]["cards"] == ["Writing", "Pottery"]
    assert pos["supply"]["base"]["2"][:1] == ["Mapmaking"]
    assert pos["turn"]["used"] == ["endorse"]
    assert pos["turn"]["actions"] == 1


def test_endorse_five_players_distant_rule_off_distant_player_shares_with_as_many():
    game = writing_endorse_game({"distant_players": False})
    act(game, "endorse Writing")
    # Everybody with at least 4 shares, clockwise: B, C, D; E (3) does not.
    assert hand(game, "B") == ["Calendar"]
    assert hand(game, "C") == ["Construction"]
    assert hand(game, "D") == ["Road Building"]
    assert hand(game, "E") == []
    assert hand(game, "A") == sorted(["Currency", "Mapmaking", "Agriculture"])


def test_endorse_five_players_sharing_judged_after_the_payment_is_tucked():
    # A's blue stack is splayed right: the tucked Tools shows a lightbulb (hex, lightbulb),
    # so A has 5 once paid. C (distant, 8) had twice A's 4 before the payment, not after.
    a = {
        "board": {"blue": {"cards": ["Writing", "Pottery"], "splay": "right"}, "red": ["Thebes"]},
        "hand": ["Tools"],
    }
    game = writing_endorse_game(
        A=a,
        B={"board": {"blue": ["Mathematics"], "purple": ["Education"]}},  # 5
        D={},
        E={},
    )
    assert [icons(game, n, "lightbulb") for n in FIVE] == [4, 5, 8, 0, 0]
    act(game, "endorse Writing")
    assert player(game, "A")["board"]["blue"]["cards"] == ["Writing", "Pottery", "Tools"]
    assert icons(game, "A", "lightbulb") == 5
    assert hand(game, "B") == ["Calendar"]
    assert hand(game, "C") == []
    assert hand(game, "A") == sorted(["Construction", "Road Building", "Agriculture"])


def test_endorse_not_offered_without_a_top_city_showing_the_featured_icon():
    # Troy shows castles and crowns, no lightbulb: Writing cannot be endorsed; Archery can.
    boards = {
        "A": {
            "board": {"blue": ["Troy"], "red": ["Archery"], "green": ["Paper"]},
            "hand": ["Pottery"],
        },
    }
    game = make(seats(boards, FIVE), ["cities"], special=[])
    assert "endorse Archery" in options(game)
    assert "endorse Paper" not in options(game)
    assert not any(o.startswith("endorse Troy") for o in options(game))


def test_endorse_not_offered_when_every_hand_card_is_above_the_city():
    boards = {
        "A": {"board": {"blue": ["Troy"], "red": ["Archery"]}, "hand": ["Mathematics"]},
    }
    game = make(seats(boards, FIVE), ["cities"], special=[])
    assert "endorse Archery" not in options(game)
    assert "dogma Archery" in options(game)


def _two_cities_game():
    # Two cities show castles: Troy (1) and Sparta (2).
    boards = {
        "A": {
            "board": {"blue": ["Troy"], "red": ["Sparta"], "green": ["The Wheel"]},
            "hand": ["Mathematics", "Pottery"],
        },
    }
    return make(
        seats(boards, FIVE),
        ["cities"],
        special=[],
        supply={"base": {"1": ["Tools", "Writing", "Oars", "Sailing"]}},
    )


def test_endorse_city_choice_bounds_the_payment_higher_city():
    game = _two_cities_game()
    act(game, "endorse The Wheel")
    assert game.pending.kind == "choose_card"
    assert sorted(game.pending.options) == ["Sparta", "Troy"]
    act(game, "Sparta")
    # Sparta (2) can pay with either card: asked.
    assert sorted(game.pending.options) == ["Mathematics", "Pottery"]
    act(game, "Mathematics")
    assert player(game, "A")["board"]["blue"]["cards"] == ["Troy", "Mathematics"]
    # The Wheel, twice: four 1s.
    assert hand(game, "A") == sorted(["Pottery", "Tools", "Writing", "Oars", "Sailing"])


def test_endorse_city_choice_bounds_the_payment_lower_city():
    game = _two_cities_game()
    act(game, "endorse The Wheel", "Troy")
    # Troy (1) can only be paid with Pottery: not asked.
    assert player(game, "A")["board"]["blue"]["cards"] == ["Troy", "Pottery"]
    assert hand(game, "A") == sorted(["Mathematics", "Tools", "Writing", "Oars", "Sailing"])


def test_endorse_only_city_that_can_pay_is_not_asked():
    # Troy could not pay for the only card in hand (a 2): only Sparta is offered.
    boards = {
        "A": {
            "board": {"blue": ["Troy"], "red": ["Sparta"], "green": ["The Wheel"]},
            "hand": ["Mathematics"],
        },
    }
    game = make(seats(boards, FIVE), ["cities"], special=[])
    act(game, "endorse The Wheel")
    assert player(game, "A")["board"]["blue"]["cards"] == ["Troy", "Mathematics"]


# --------------------------------------------------------------------------------------
# Endorse demands with five players: vulnerability of distant players, and the order.


def archery_game(names, boards, sets=("cities",), supply=None, opts=None):
    return make(seats(boards, names), list(sets), supply=supply, special=[], options=opts or {})


# A: Archery (2 castles) + Troy (castle + search:castle) = 4 castles.
ARCHERY_FIVE = {
    "A": {"board": {"red": ["Archery"], "blue": ["Troy"]}, "hand": ["Metalworking"]},
    "B": {"board": {"purple": ["Mysticism"]}, "hand": ["Physics", "Atomic Theory"]},  # 3
    "C": {"board": {"red": ["Oars"]}, "hand": ["Coal", "Canning"]},  # 2: exactly half
    "D": {"board": {"blue": ["Tools"]}, "hand": ["Banking", "Democracy"]},  # 1
    "E": {
        "board": {"green": ["The Wheel"], "yellow": ["Damascus"]},
        "hand": ["Statistics", "Vaccination"],
    },  # 4: equal
}


def test_endorse_five_players_demand_twice_around_distant_needs_more_than_twice():
    game = archery_game(
        FIVE, ARCHERY_FIVE, supply={"base": {"1": ["Pottery", "Writing", "Sailing", "Agriculture"]}}
    )
    assert [icons(game, n, "castle") for n in FIVE] == [4, 3, 2, 1, 4]
    act(game, "endorse Archery")
    # Payment: Metalworking tucked under Archery (unsplayed: no icon added).
    assert player(game, "A")["board"]["red"]["cards"] == ["Archery", "Metalworking"]
    assert icons(game, "A", "castle") == 4
    # Victims B and D (not C: 4 is not more than twice 2; not E: equal), clockwise, twice
    # around: B, D, B, D. Each draws a 1 and gives the highest card.
    assert hand(game, "B") == sorted(["Pottery", "Sailing"])
    assert hand(game, "D") == sorted(["Writing", "Agriculture"])
    assert hand(game, "C") == sorted(["Coal", "Canning"])
    assert hand(game, "E") == sorted(["Statistics", "Vaccination"])
    assert hand(game, "A") == sorted(["Atomic Theory", "Physics", "Democracy", "Banking"])


def test_endorse_five_players_distant_vulnerable_when_the_rule_is_off():
    game = archery_game(
        FIVE,
        ARCHERY_FIVE,
        supply={
            "base": {
                "1": ["Pottery", "Writing", "Sailing", "Agriculture", "Clothing", "Code of Laws"]
            }
        },
        opts={"distant_players": False},
    )
    act(game, "endorse Archery")
    # B (3), C (2), D (1) are vulnerable, E (4) is not: B, C, D, then B, C, D again.
    assert hand(game, "B") == sorted(["Pottery", "Agriculture"])
    assert hand(game, "C") == sorted(["Writing", "Clothing"])
    assert hand(game, "D") == sorted(["Sailing", "Code of Laws"])
    assert hand(game, "E") == sorted(["Statistics", "Vaccination"])
    assert hand(game, "A") == sorted(
        ["Atomic Theory", "Physics", "Democracy", "Banking", "Coal", "Canning"]
    )


# --------------------------------------------------------------------------------------
# Six players (Cities + Echoes): the opposite seat is distant too.

SIX = ["A", "B", "C", "D", "E", "F"]


def test_endorse_six_players_opposite_seat_is_distant():
    boards = {
        "A": A_WRITING,
        "B": {"board": {"blue": ["Tools"], "green": ["Paper"]}},  # 4 neighbour: shares
        "C": {"board": {"purple": ["Education"], "blue": ["Printing Press"]}},  # 5 distant
        "D": {  # 8, opposite: distant, twice: shares
            "board": {
                "purple": ["Philosophy"],
                "blue": ["Experimentation"],
                "yellow": ["Perspective"],
            }
        },
        "E": {"board": {"green": ["Invention"], "blue": ["Mathematics"]}},  # 4 distant: no
        "F": {"board": {"green": ["Measurement"], "blue": ["Physics"]}},  # 4 neighbour: shares
    }
    game = make(
        seats(boards, SIX),
        ["cities", "echoes"],
        supply={
            "base": {
                "1": ["Agriculture"],
                "2": ["Calendar", "Construction", "Road Building", "Currency", "Mapmaking"],
            },
            "echoes": {"2": ["Lever", "Linguistics"], "1": ["Dice"]},
        },
        special=[],
    )
    assert [icons(game, n, "lightbulb") for n in SIX] == [4, 4, 5, 8, 4, 4]
    act(game, "endorse Writing")
    # B, D, F share (clockwise from A's left), each with an empty hand (a base 2);
    # A draws twice: the first with an empty hand (base), the second with a base card
    # and no Echoes card in hand (the Echoes draw rule: an Echoes 2); then the sharing
    # bonus, a 1 with a hand holding an Echoes card (base).
    assert hand(game, "B") == ["Calendar"]
    assert hand(game, "D") == ["Construction"]
    assert hand(game, "F") == ["Road Building"]
    assert hand(game, "C") == [] and hand(game, "E") == []
    assert hand(game, "A") == sorted(["Currency", "Lever", "Agriculture"])


# --------------------------------------------------------------------------------------
# Eight players (all four sets).

EIGHT = ["A", "B", "C", "D", "E", "F", "G", "H"]
ALL = ["cities", "echoes", "artifacts", "figures"]


def test_endorse_eight_players_demand_goes_around_twice_near_and_distant():
    boards = {
        # Archery 2 + Troy 2 (castle, search:castle) + Damascus 1 (search:castle) = 5.
        "A": {
            "board": {"red": ["Archery"], "blue": ["Troy"], "yellow": ["Damascus"]},
            "hand": ["Sailing"],
        },
        # Echoes cards in hand keep the victims' draws base cards (the Echoes draw rule).
        "B": {"board": {"blue": ["Alchemy"]}, "hand": ["Coke", "Loom"]},  # 2, near
        "C": {"board": {"red": ["Engineering"]}, "hand": ["Octant", "Shrapnel"]},  # 2: 5 > 4
        "D": {"board": {"purple": ["Feudalism"]}, "hand": ["Stove", "Dentures"]},  # 2
        "E": {"board": {"purple": ["Monotheism"]}, "hand": ["Piano", "Morphine"]},  # 3: 5 <= 6
        "F": {"board": {"red": ["Construction"]}, "hand": ["Thermometer", "Steamboat"]},  # 3
        "G": {"hand": ["Palampore", "Bifocals"]},  # 0, distant
        "H": {"board": {"red": ["Road Building"]}, "hand": ["Seed Drill", "Stethoscope"]},  # 3
    }
    s1 = ["Pottery", "Writing", "Agriculture", "Clothing", "Code of Laws"]
    s1 += ["City States", "Metalworking", "Domestication", "Mysticism", "Oars"]
    game = make(seats(boards, EIGHT), ALL, supply={"base": {"1": s1}}, special=[])
    assert [icons(game, n, "castle") for n in EIGHT] == [5, 2, 2, 2, 3, 3, 0, 3]
    act(game, "endorse Archery", "Troy")
    # The payment, Sailing (green), starts a green stack: no castle.
    assert player(game, "A")["board"]["green"]["cards"] == ["Sailing"]
    # Vulnerable: B and H (near, fewer), C, D, G (distant, 5 more than twice theirs); not
    # E, F (distant: 5 is not more than 6). Clockwise B C D G H, then a second time.
    order = ["B", "C", "D", "G", "H"]
    for i, n in enumerate(order):
        assert hand(game, n) == sorted([s1[i], s1[i + 5]]), n
    assert hand(game, "E") == sorted(["Piano", "Morphine"])
    assert hand(game, "F") == sorted(["Thermometer", "Steamboat"])
    assert hand(game, "A") == sorted(
        ["Coke", "Loom", "Octant", "Shrapnel", "Stove", "Dentures"]
        + ["Palampore", "Bifocals", "Seed Drill", "Stethoscope"]
    )


# --------------------------------------------------------------------------------------
# The team game (4 players: A and C against B and D).

TEAMS = ["A", "B", "C", "D"]


def team_game(boards, sets=("cities",), supply=None, special=(), teams=True, **rest):
    return make(
        seats(boards, TEAMS),
        list(sets),
        supply=supply,
        special=list(special),
        options={"teams": teams},
        **rest,
    )


def test_endorse_team_demand_skips_the_teammate_and_goes_around_twice():
    boards = {
        "A": {"board": {"red": ["Archery"], "blue": ["Troy"]}, "hand": ["Metalworking"]},
        "B": {"board": {"purple": ["Mysticism"]}, "hand": ["Physics", "Atomic Theory"]},  # 3
        "C": {"hand": ["Coal", "Canning"]},  # teammate, 0 castles
        "D": {"board": {"blue": ["Tools"]}, "hand": ["Banking", "Democracy"]},  # 1
    }
    game = team_game(
        boards, supply={"base": {"1": ["Pottery", "Writing", "Sailing", "Agriculture"]}}
    )
    act(game, "endorse Archery")
    # B, D, B, D; C (teammate, fewer castles) is not demanded.
    assert hand(game, "B") == sorted(["Pottery", "Sailing"])
    assert hand(game, "D") == sorted(["Writing", "Agriculture"])
    assert hand(game, "C") == sorted(["Coal", "Canning"])
    assert hand(game, "A") == sorted(["Atomic Theory", "Physics", "Democracy", "Banking"])


def writing_team_game(b_board, teams=True):
    boards = {
        "A": A_WRITING,
        "B": {"board": b_board},
        "C": {"board": {"blue": ["Tools"], "green": ["Paper"]}},  # 4: shares
        "D": {"board": {"blue": ["Mathematics"]}},  # 2
    }
    return team_game(
        boards,
        supply={
            "base": {
                "1": ["Agriculture", "Clothing"],
                "2": ["Calendar", "Construction", "Road Building", "Currency"],
            }
        },
        teams=teams,
    )


def test_endorse_team_only_the_teammate_shares_no_sharing_bonus():
    game = writing_team_game({"purple": ["Education"]})  # B: 3 lightbulbs, does not share
    assert [icons(game, n, "lightbulb") for n in TEAMS] == [4, 3, 4, 2]
    act(game, "endorse Writing")
    assert hand(game, "C") == ["Calendar"]
    assert hand(game, "A") == sorted(["Construction", "Road Building"])
    assert hand(game, "B") == [] and hand(game, "D") == []
    # No free Draw action: the 1s are untouched.
    assert game.to_position()["supply"]["base"]["1"][:2] == ["Agriculture", "Clothing"]


def test_endorse_team_opponent_shares_too_one_sharing_bonus():
    game = writing_team_game({"purple": ["Philosophy"], "green": ["Measurement"]})  # B: 5
    act(game, "endorse Writing")
    # B then C (clockwise), then A twice, then one free Draw action (a 1).
    assert hand(game, "B") == ["Calendar"]
    assert hand(game, "C") == ["Construction"]
    assert hand(game, "A") == sorted(["Road Building", "Currency", "Agriculture"])
    assert game.to_position()["supply"]["base"]["1"][:1] == ["Clothing"]


def test_endorse_explicit_teams_opposite_opponent_is_not_distant_with_four():
    # Teams A+B against C+D: the teammate B (neighbour) does not count for the bonus;
    # C, the opposite seat, is an opponent sharing with as many (not "distant" with four).
    game = writing_team_game(
        {"purple": ["Philosophy"], "green": ["Measurement"]}, teams=[["A", "B"], ["C", "D"]]
    )
    act(game, "endorse Writing")
    assert hand(game, "B") == ["Calendar"]
    assert hand(game, "C") == ["Construction"]
    assert hand(game, "A") == sorted(["Road Building", "Currency", "Agriculture"])


def test_endorse_explicit_teams_only_neighbour_teammate_shares_no_bonus():
    game = make(
        seats(
            {
                "A": A_WRITING,
                "B": {"board": {"purple": ["Philosophy"], "green": ["Measurement"]}},  # 5
                "C": {"board": {"blue": ["Mathematics"]}},  # 2
            },
            TEAMS,
        ),
        ["cities"],
        supply={"base": {"1": ["Agriculture"], "2": ["Calendar", "Construction", "Road Building"]}},
        special=[],
        options={"teams": [["A", "B"], ["C", "D"]]},
    )
    act(game, "endorse Writing")
    assert hand(game, "B") == ["Calendar"]
    assert hand(game, "A") == sorted(["Construction", "Road Building"])
    assert game.to_position()["supply"]["base"]["1"][:1] == ["Agriculture"]


# Flags in the team game: "no opponent has more visible cards of the flag's color than
# you do"; a teammate is no opponent, and "you" is the flag's owner.

A_ACH = ["Evolution", "Publications", "Combustion"]
C_ACH = ["Quantum Theory", "Rocketry", "Flight"]


def flag_team_game(b_red, c_red):
    boards = {
        "A": {"board": {"red": ["Archery"]}, "hand": ["Algiers"], "achievements": A_ACH},
        "B": {"board": {"red": b_red}},
        "C": {"board": {"red": c_red}, "achievements": C_ACH},
    }
    return team_game(boards)


def test_flag_team_teammate_with_more_does_not_stop_it_team_wins():
    game = flag_team_game(
        ["Engineering"], {"cards": ["Oars", "Construction", "Gunpowder"], "splay": "left"}
    )
    assert game.view("A")["achievements_to_win"] == 7
    act(game, "meld Algiers")
    # A shows 1 red, B 1 (a tie counts), C (teammate) 3: the flag counts: 3 + 1 + 3 = 7.
    assert game.result is not None
    assert sorted(game.result["winners"]) == ["A", "C"]


def test_flag_team_opponent_with_more_stops_it_no_win():
    game = flag_team_game(
        {"cards": ["Engineering", "Metalworking"], "splay": "left"},
        {"cards": ["Oars", "Construction", "Gunpowder"], "splay": "left"},
    )
    act(game, "meld Algiers")
    assert game.result is None
    ff = view_player(game, "A")["flags_and_fountains"]
    assert ff == [{"icon": "flag", "color": "red", "counts": False}]
    assert view_player(game, "A")["achievement_count"] == 3
    assert game.pending.player == "A"  # the second action


def test_flag_team_opponents_flag_against_its_own_opponents_only():
    # B's flag (Zurich): D, B's teammate, shows more red (3); A and C show 1: counts.
    boards = {
        "A": {"board": {"red": ["Archery"]}},
        "B": {"board": {"red": ["Zurich"]}},
        "C": {"board": {"red": ["Oars"]}},
        "D": {
            "board": {
                "red": {"cards": ["Engineering", "Construction", "Metalworking"], "splay": "left"}
            }
        },
    }
    game = team_game(boards)
    assert view_player(game, "B", "A")["flags_and_fountains"] == [
        {"icon": "flag", "color": "red", "counts": True}
    ]
    assert view_player(game, "B", "A")["achievement_count"] == 1
    # Now C (an opponent of B) shows two red cards: B's flag stops counting.
    boards["C"] = {"board": {"red": {"cards": ["Oars", "Gunpowder"], "splay": "left"}}}
    game = team_game(boards)
    assert view_player(game, "B", "A")["flags_and_fountains"] == [
        {"icon": "flag", "color": "red", "counts": False}
    ]
    assert view_player(game, "B", "A")["achievement_count"] == 0


def test_legend_in_team_game_wins_for_the_team():
    # Cordoba (blue 3, left arrow) melded onto blue already splayed left: Legend.
    boards = {
        "A": {
            "board": {"blue": {"cards": ["Tools", "Writing"], "splay": "left"}},
            "hand": ["Cordoba"],
            "achievements": A_ACH,
        },
        "C": {"achievements": C_ACH},
    }
    game = team_game(boards, special=["Legend"], supply={"cities": {"3": ["Hangzhou"]}})
    act(game, "meld Cordoba")
    assert "Legend" in player(game, "A")["achievements"]
    assert sorted(game.result["winners"]) == ["A", "C"]
    # No new splay: no City drawn.
    assert player(game, "A")["hand"] == []


def test_glory_by_the_endorse_payment_in_team_game_wins_for_the_team():
    # Tokyo (purple 5: castles, flag) endorses Archery; Algiers (a flag city, 5) is the
    # payment: tucking a city with a flag claims Glory. A: 2 + Tokyo's flag + Glory; C: 3.
    boards = {
        "A": {
            "board": {"purple": ["Tokyo"], "red": ["Archery"]},
            "hand": ["Algiers"],
            "achievements": ["Evolution", "Publications"],
        },
        "B": {"hand": ["Physics"]},
        "C": {"achievements": C_ACH},
    }
    game = team_game(boards, special=["Glory"], supply={"base": {"1": ["Pottery"]}})
    assert view_player(game, "A")["achievement_count"] == 3
    act(game, "endorse Archery")
    assert "Glory" in player(game, "A")["achievements"]
    assert sorted(game.result["winners"]) == ["A", "C"]
    # The game ended with the claim, before the demand: B still has Physics.
    assert hand(game, "B") == ["Physics"]


# --------------------------------------------------------------------------------------
# Flags and fountains with five, six and eight players.


def flag_five_game(c_red):
    boards = {
        "A": {"board": {"red": ["Archery"]}, "hand": ["Algiers"], "achievements": A_ACH},
        "C": {"board": {"red": c_red}},  # two seats away: distant (irrelevant for flags)
    }
    return make(seats(boards, FIVE), ["cities"], special=[])


def test_flag_five_players_distant_opponent_with_more_stops_it():
    game = flag_five_game({"cards": ["Oars", "Construction"], "splay": "left"})
    act(game, "meld Algiers")
    assert game.result is None
    assert view_player(game, "A")["achievement_count"] == 3


def test_flag_five_players_tie_counts_and_wins_with_four():
    game = flag_five_game(["Oars"])
    act(game, "meld Algiers")
    assert game.result is not None and game.result["winners"] == ["A"]


def test_fountain_six_players_wins_with_four_whatever_the_others_show():
    boards = {
        "A": {"board": {"red": ["Archery"]}, "hand": ["Kuala Lumpur"], "achievements": A_ACH},
        "E": {"board": {"red": {"cards": ["Oars", "Construction", "Gunpowder"], "splay": "left"}}},
    }
    game = make(seats(boards, SIX), ["cities", "echoes"], special=[])
    act(game, "meld Kuala Lumpur")
    assert game.result is not None and game.result["winners"] == ["A"]


def test_fountain_covered_stops_counting_eight_players():
    # A holds 3 and a visible fountain: 4, but the position was loaded so nothing is
    # claimed yet; melding a red card over it covers it (unsplayed): still 3, no win.
    boards = {
        "A": {
            "board": {"red": ["Kuala Lumpur"]},
            "hand": ["Oars"],
            "achievements": A_ACH,
        },
    }
    game = make(seats(boards, EIGHT), ALL, special=[])
    act(game, "meld Oars")
    assert game.result is None
    assert view_player(game, "A")["achievement_count"] == 3


# --------------------------------------------------------------------------------------
# Plus, search and arrow icons with more players and sets.


def test_plus_six_players_follows_the_echoes_draw_rule():
    # Athens (red 1, plus) by a Meld action: draw a 2. The hand holds a base card and no
    # Echoes card: the draw is an Echoes 2.
    boards = {"A": {"board": {"red": ["Archery"]}, "hand": ["Athens", "Pottery"]}}
    game = make(
        seats(boards, SIX),
        ["cities", "echoes"],
        special=[],
        supply={"base": {"2": ["Calendar"]}, "echoes": {"2": ["Lever"]}},
    )
    act(game, "meld Athens")
    assert hand(game, "A") == sorted(["Pottery", "Lever"])


def test_search_six_players_ignores_the_echoes_draw_rule():
    # Rome (purple 2, search lightbulb): draw and reveal two base 2s, keep those with a
    # lightbulb (Calendar), return the rest (Construction, to the bottom of its pile).
    boards = {"A": {"board": {"purple": ["Monotheism"]}, "hand": ["Rome", "Pottery"]}}
    game = make(
        seats(boards, SIX),
        ["cities", "echoes"],
        special=[],
        supply={
            "base": {"2": ["Calendar", "Construction", "Mathematics"]},
            "echoes": {"2": ["Lever"]},
        },
    )
    act(game, "meld Rome")
    assert hand(game, "A") == sorted(["Pottery", "Calendar"])
    pos = game.to_position()
    assert pos["supply"]["base"]["2"][0] == "Mathematics"
    assert pos["supply"]["base"]["2"][-1] == "Construction"
    assert pos["supply"]["echoes"]["2"][0] == "Lever"


def test_plus_eight_players_then_dig_in_order():
    # Athens (red 1, plus) melded over Archery (1): the plus draws a 2 first (the hand
    # holds an Echoes card: a base 2), then the dig (equal value covered): an Artifact 1.
    boards = {"A": {"board": {"red": ["Archery"]}, "hand": ["Athens", "Dice"]}}
    game = make(
        seats(boards, EIGHT),
        ALL,
        special=[],
        supply={"base": {"2": ["Calendar"]}, "artifacts": {"1": ["Sibidu Needle"]}},
    )
    act(game, "meld Athens")
    pos = game.to_position()
    a = pos["players"][0]
    assert sorted(a["hand"]) == ["Calendar", "Dice"]
    assert a["display"] == ["Sibidu Needle"]
    assert a["board"]["red"]["cards"] == ["Athens", "Archery"]


def test_arrow_five_players_splays_and_draws_a_city():
    # Cordoba (blue 3, left arrow) by a Meld action onto an unsplayed blue stack: blue is
    # splayed left (a new direction), so a City of the highest top card's value (3).
    boards = {"A": {"board": {"blue": ["Tools"], "red": ["Archery"]}, "hand": ["Cordoba"]}}
    game = make(
        seats(boards, FIVE),
        ["cities"],
        special=[],
        supply={"cities": {"3": ["Hangzhou"]}},
    )
    act(game, "meld Cordoba")
    assert player(game, "A")["board"]["blue"] == {"cards": ["Cordoba", "Tools"], "splay": "left"}
    assert hand(game, "A") == ["Hangzhou"]


# --------------------------------------------------------------------------------------
# The right-hand neighbour is near too; once per turn; the Figures draw for sharing.


def test_endorse_five_players_right_neighbour_is_near_for_demands():
    boards = dict(ARCHERY_FIVE)
    boards["E"] = {"board": {"purple": ["Monotheism"]}, "hand": ["Statistics", "Vaccination"]}
    game = archery_game(
        FIVE,
        boards,
        supply={
            "base": {
                "1": ["Pottery", "Writing", "Sailing", "Agriculture", "Clothing", "Code of Laws"]
            }
        },
    )
    # E shows 3 castles: fewer than A's 4 (a neighbour), but 4 is not more than twice 3.
    assert icons(game, "E", "castle") == 3
    act(game, "endorse Archery")
    # B, D, E, then B, D, E.
    assert hand(game, "B") == sorted(["Pottery", "Agriculture"])
    assert hand(game, "D") == sorted(["Writing", "Clothing"])
    assert hand(game, "E") == sorted(["Sailing", "Code of Laws"])
    assert hand(game, "C") == sorted(["Coal", "Canning"])


def test_endorse_five_players_right_neighbour_with_as_many_shares():
    game = writing_endorse_game(E={"board": {"blue": ["Mathematics"], "green": ["Measurement"]}})
    assert icons(game, "E", "lightbulb") == 4
    act(game, "endorse Writing")
    # B, C, E share (clockwise), A twice, one bonus.
    assert hand(game, "B") == ["Calendar"]
    assert hand(game, "C") == ["Construction"]
    assert hand(game, "E") == ["Road Building"]
    assert hand(game, "A") == sorted(["Currency", "Mapmaking", "Agriculture"])


def test_endorse_once_per_turn_five_players():
    game = writing_endorse_game(
        A={"board": {"blue": ["Writing"], "red": ["Thebes"]}, "hand": ["Pottery", "Code of Laws"]}
    )
    act(game, "endorse Writing", "Pottery")
    assert game.pending.player == "A"
    assert not any(o.startswith("endorse") for o in options(game))
    assert "dogma Writing" in options(game)


def test_endorse_eight_players_sharing_bonus_is_a_figure():
    boards = {
        "A": A_WRITING,
        "B": {"board": {"blue": ["Tools"], "green": ["Paper"]}},  # 4: near, shares
        "C": {"board": {"blue": ["Mathematics"], "green": ["Invention"]}},  # 4: distant, no
        "E": {  # 8: distant (4 seats), twice: shares
            "board": {
                "purple": ["Philosophy"],
                "blue": ["Experimentation"],
                "yellow": ["Perspective"],
            }
        },
    }
    game = make(
        seats(boards, EIGHT),
        ALL,
        special=[],
        supply={
            "base": {"2": ["Calendar", "Construction", "Road Building"], "1": ["Agriculture"]},
            "echoes": {"2": ["Lever"], "1": ["Dice"]},
            "figures": {"1": ["Homer"], "2": ["Plato"]},
        },
    )
    assert [icons(game, n, "lightbulb") for n in EIGHT] == [4, 4, 4, 0, 8, 0, 0, 0]
    act(game, "endorse Writing")
    assert hand(game, "B") == ["Calendar"]
    assert hand(game, "E") == ["Construction"]
    assert hand(game, "C") == []
    # A: a base 2 (empty hand), an Echoes 2 (a base card and no Echoes card in hand),
    # then the draw for sharing: a Figure of A's highest top card's value (1).
    assert hand(game, "A") == sorted(["Road Building", "Lever", "Homer"])


# --------------------------------------------------------------------------------------
# A flag starts counting on another player's turn, when the opponent showing more loses
# a visible card.


def city_states_flag_game(e_flag: bool):
    boards = {
        # City States (2 crowns) + Damascus (4 crowns) = 6 crowns.
        "A": {"board": {"purple": ["City States"], "yellow": ["Damascus"]}},
        # B: 3 crowns, 4 castles (Oars 2, Construction and The Wheel splayed: 1 each); the
        # only top card with a castle is Oars; B shows 2 red cards.
        "B": {
            "board": {
                "red": {"cards": ["Oars", "Construction"], "splay": "left"},
                "green": {"cards": ["Sailing", "The Wheel"], "splay": "left"},
            }
        },
        # D: a red flag (Zurich), one red card shown, three achievements.
        "D": {
            "board": {"red": ["Zurich"]},
            "achievements": ["Electricity", "Refrigeration", "Sanitation"],
        },
    }
    if e_flag:
        boards["E"] = {
            "board": {"red": ["Lyon"]},
            "achievements": ["Lighting", "Railroad", "Bicycle"],
        }
    return make(seats(boards, FIVE), ["cities"], special=[], supply={"base": {"1": ["Pottery"]}})


def test_flag_counts_once_the_opponent_showing_more_loses_a_card():
    game = city_states_flag_game(e_flag=False)
    assert [icons(game, n, "crown") for n in ("A", "B")] == [6, 3]
    assert icons(game, "B", "castle") == 4
    assert view_player(game, "D", "A")["achievement_count"] == 3
    act(game, "dogma City States")
    # B gives Oars to A: B shows 1 red card, A 1, D 1: D's flag counts: D has 4 and wins.
    assert game.result is not None
    assert game.result["winners"] == ["D"]
    assert player(game, "A")["board"]["red"]["cards"] == ["Oars"]


def test_flag_two_players_reach_four_at_once_first_in_turn_order_wins():
    # D and E both reach 4 with the same transfer: D comes first from A's turn.
    game = city_states_flag_game(e_flag=True)
    assert view_player(game, "E", "A")["achievement_count"] == 3
    act(game, "dogma City States")
    assert game.result is not None
    assert game.result["winners"] == ["D"]


def test_endorse_search_icon_is_the_featured_icon_on_the_city():
    # Damascus (crowns, search:castle) shows a castle only by its search icon.
    boards = {"A": {"board": {"red": ["Archery"], "yellow": ["Damascus"]}, "hand": ["Pottery"]}}
    game = make(seats(boards, SIX), ["cities", "echoes"], special=[])
    assert "endorse Archery" in options(game)


@pytest.mark.parametrize("d_cards, counts", [(4, False), (3, True)])
def test_flag_counts_visible_cards_of_splayed_stacks_six_players(d_cards, counts):
    # A: Algiers on top of a red stack of three splayed right (3 cards shown); D (opposite,
    # distant) shows d_cards red cards splayed up.
    d_red = ["Oars", "Construction", "Road Building", "Engineering"][:d_cards]
    boards = {
        "A": {
            "board": {"red": {"cards": ["Algiers", "Archery", "Metalworking"], "splay": "right"}}
        },
        "D": {"board": {"red": {"cards": d_red, "splay": "up"}}},
    }
    game = make(seats(boards, SIX), ["cities", "echoes"], special=[])
    assert view_player(game, "A")["flags_and_fountains"] == [
        {"icon": "flag", "color": "red", "counts": counts}
    ]
    assert view_player(game, "A")["achievement_count"] == int(counts)
