"""The base game's rules (not individual cards): setup, turns, the four actions,
drawing, splaying, and the Dogma action (sharing, demands, the sharing bonus).

Rules quoted are from the Deluxe rulebook (base part) and the online rules.
"""

import json

import pytest
from helpers import (
    AGE,
    achievements,
    act,
    base_cards,
    board,
    expect,
    hand,
    icons,
    score_pile,
    setup,
    splay,
    supply,
    view_text,
)

import inno
from inno.data.cards import RECORDS

SPECIALS = sorted(r["name"] for r in RECORDS if r["set"] == "base" and r["kind"] != "age")


def new_game(names, answers=()):
    """A game at the first melds (phase "setup") with the hands given."""
    game = inno.Game.from_position(
        {
            "players": [{"name": n, "hand": h} for n, h in names.items()],
            "phase": "setup",
        }
    )
    act(game, *answers)
    return game


def turn(game):
    t = game.view(game.names[0])["turn"]
    return t["player"], t["actions"]


# -- setup --------------------------------------------------------------------------


def test_the_first_player_compares_titles_by_their_letters():
    """ "The Wheel" and Thebes: letter by letter, Thebes comes first (t-h-e-b before
    t-h-e-w; the space is not a letter); the same key as Basur Hoyuk Tokens'."""
    game = inno.Game.from_position(
        {
            "players": [
                {"name": "Alice", "hand": ["The Wheel"]},
                {"name": "Bob", "hand": ["Thebes"]},
            ],
            "expansions": ["cities"],
            "phase": "setup",
        }
    )
    assert turn(game) == ("Bob", 1)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_piles_achievements_and_hands(n):
    names = ["Alice", "Bob", "Charlie", "Dave"][:n]
    game = inno.Game(players=names, seed=11 + n)
    pos = game.to_position()
    assert pos["phase"] == "setup"
    # 1) ten base supply piles
    piles = pos["supply"]["base"]
    assert sorted(piles, key=int) == [str(a) for a in range(1, 11)]
    for age in range(1, 11):
        assert all(AGE[c] == age for c in piles[str(age)])
    # 2) one card of each age 1-9 from the supply as the standard achievements
    assert sorted(AGE[c] for c in pos["achievements"]) == list(range(1, 10))
    expected = {1: 15 - 1 - 2 * n, 10: 10}
    for age in range(1, 11):
        assert len(piles[str(age)]) == expected.get(age, 9), age
    # 3) the five special achievements
    assert sorted(pos["special_achievements"]) == SPECIALS
    # 5) two age 1 cards each, nothing on the boards yet
    for p in pos["players"]:
        assert len(p["hand"]) == 2 and all(AGE[c] == 1 for c in p["hand"])
        assert p["board"] == {} and p["score"] == [] and p["achievements"] == []
    # every base card is somewhere, once
    placed = [c for pile in piles.values() for c in pile] + pos["achievements"]
    placed += [c for p in pos["players"] for c in p["hand"]]
    assert sorted(placed) == sorted(AGE)
    # nobody sees which cards the standard achievements are
    seen = game.view("Alice")["achievements"]
    assert all(set(a) == {"age", "set"} for a in seen)
    assert sorted(a["age"] for a in seen) == list(range(1, 10))
    # everybody chooses a first meld among their own two cards
    d = expect(game, "Alice", "choose_card")
    assert sorted(d.options) == sorted(pos["players"][0]["hand"])


@pytest.mark.parametrize("n", [1, 5])
def test_the_base_game_is_for_two_to_four_players(n):
    with pytest.raises(inno.InnoError):
        inno.Game(players=n, seed=1)


def test_setup_is_seeded():
    a = inno.Game(players=["Alice", "Bob"], seed=5).to_position()
    b = inno.Game(players=["Alice", "Bob"], seed=5).to_position()
    assert a == b


def test_first_meld_stays_hidden_until_everybody_chose():
    game = new_game({"Alice": ["Writing", "The Wheel"], "Bob": ["Oars", "Tools"]})
    expect(game, "Alice", "choose_card", ["Writing", "The Wheel"])
    with pytest.raises(inno.IllegalAnswer):
        game.answer("Oars")  # not Alice's card
    act(game, "Writing")
    expect(game, "Bob", "choose_card", ["Oars", "Tools"])
    bob = game.view("Bob")
    alice_seen = bob["players"][0]
    assert alice_seen["board"] == {}
    assert alice_seen["hand_count"] == 2
    assert alice_seen["chose_first_meld"] is True
    assert "first_meld" not in alice_seen
    # Nothing in Bob's view betrays the choice: Writing is only one of the base 1s
    # he cannot place (card tracking), like The Wheel and the supply's.
    assert {"Writing", "The Wheel", "Sailing"} <= set(bob["could_be"]["base 1"])
    assert "Writing" not in view_text(bob)
    assert "Writing" not in json.dumps(game.log_for("Bob"))
    assert game.view("Alice")["players"][0]["first_meld"] == "Writing"
    # Nor does Alice see Bob's options.
    assert game.view("Alice")["pending"] == {
        "player": "Bob",
        "kind": "choose_card",
        "prompt": game.pending.prompt,
    }
    assert "Oars" not in view_text(game, "Alice")
    act(game, "Tools")
    # Now both cards are melded at once, the other cards stay in hand.
    assert board(game, "Alice", "blue") == ["Writing"]
    assert board(game, "Bob", "blue") == ["Tools"]
    assert hand(game, "Alice") == ["The Wheel"]
    assert hand(game, "Bob") == ["Oars"]
    assert game.view("Bob")["players"][0]["board"]["blue"]["top"] == "Writing"
    # "Tools" comes before "Writing": Bob goes first, with one action.
    expect(game, "Bob", "action")
    assert turn(game) == ("Bob", 1)


def test_first_player_by_alphabetical_title_three_players():
    game = new_game(
        {
            "Alice": ["Writing", "Tools"],
            "Bob": ["Oars", "Pottery"],
            "Charlie": ["Clothing", "City States"],
        },
        ["Writing", "Oars", "Clothing"],
    )
    # Clothing < Oars < Writing: Charlie first, then clockwise Alice, Bob.
    assert turn(game) == ("Charlie", 1)
    act(game, "draw")
    assert turn(game) == ("Alice", 2)
    act(game, "draw", "draw")
    assert turn(game) == ("Bob", 2)
    act(game, "draw", "draw")
    assert turn(game) == ("Charlie", 2)


@pytest.mark.parametrize(
    ("alice", "bob", "first"),
    [
        ("Clothing", "City States", "Bob"),
        ("Masonry", "Metalworking", "Alice"),
        ("Mysticism", "Metalworking", "Bob"),
        # The title is "The Wheel": it comes before "Tools" (the "The" counts).
        ("Tools", "The Wheel", "Bob"),
    ],
)
def test_first_player_by_alphabetical_title(alice, bob, first):
    game = new_game({"Alice": [alice, "Pottery"], "Bob": [bob, "Oars"]}, [alice, bob])
    assert turn(game) == (first, 1)


def test_four_players_first_two_take_one_action():
    game = new_game(
        {
            "Alice": ["Writing", "Tools"],
            "Bob": ["Agriculture", "Pottery"],
            "Charlie": ["Oars", "Clothing"],
            "Dave": ["Sailing", "Archery"],
        },
        ["Writing", "Agriculture", "Oars", "Sailing"],
    )
    assert turn(game) == ("Bob", 1)
    act(game, "draw")
    assert turn(game) == ("Charlie", 1)
    act(game, "draw")
    assert turn(game) == ("Dave", 2)
    act(game, "draw", "draw")
    assert turn(game) == ("Alice", 2)
    act(game, "draw", "draw")
    assert turn(game) == ("Bob", 2)


def test_two_players_second_player_has_two_actions():
    game = new_game(
        {"Alice": ["Writing", "Tools"], "Bob": ["Agriculture", "Pottery"]},
        ["Writing", "Agriculture"],
    )
    assert turn(game) == ("Bob", 1)
    act(game, "meld Pottery")
    assert turn(game) == ("Alice", 2)
    act(game, "draw")
    assert turn(game) == ("Alice", 1)
    act(game, "draw")
    assert turn(game) == ("Bob", 2)


# -- the actions --------------------------------------------------------------------


def test_action_options():
    game = setup(
        {
            "Alice": {
                "hand": ["Tools", "Oars"],
                "board": {"red": {"cards": ["Archery", "Metalworking"], "splay": "left"}},
                "score": ["Sailing"],
            },
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        achievements=["Mysticism", "Calendar"],
    )
    d = expect(game, "Alice", "action")
    # Draw, meld any card in hand, dogma a top card only, no achievement (1 point).
    assert sorted(d.options) == ["dogma Archery", "draw", "meld Oars", "meld Tools"]


def test_draw_action_without_top_cards_draws_a_1():
    game = setup({"Alice": {}, "Bob": {}}, supply={"1": ["Oars"], "2": ["Calendar"]})
    act(game, "draw")
    assert hand(game, "Alice") == ["Oars"]


def test_draw_action_draws_the_value_of_the_highest_top_card():
    game = setup(
        {
            "Alice": {
                "board": {
                    "red": ["Gunpowder", "Oars"],
                    "blue": ["Writing"],
                    "purple": {"cards": ["Mysticism", "Education"], "splay": "right"},
                }
            },
            "Bob": {"board": {"yellow": ["Statistics"]}},
        },
        supply={"3": ["Compass"], "4": ["Invention"], "5": ["Coal"]},
    )
    act(game, "draw")
    assert hand(game, "Alice") == ["Invention"]
    assert supply(game, 4)[0] != "Invention"


def test_meld_action_starts_a_new_stack_and_covers_an_old_one():
    game = setup({"Alice": {"hand": ["Oars", "Writing"], "board": {"red": ["Archery"]}}, "Bob": {}})
    act(game, "meld Oars", "meld Writing")
    assert board(game, "Alice", "red") == ["Oars", "Archery"]
    assert board(game, "Alice", "blue") == ["Writing"]
    assert hand(game, "Alice") == []
    expect(game, "Bob", "action")


def test_meld_continues_the_splay():
    game = setup(
        {
            "Alice": {
                "hand": ["Metalworking"],
                "board": {"red": {"cards": ["Archery", "Oars"], "splay": "left"}},
            },
            "Bob": {},
        }
    )
    act(game, "meld Metalworking")
    assert board(game, "Alice", "red") == ["Metalworking", "Archery", "Oars"]
    assert splay(game, "Alice", "red") == "left"
    # Metalworking's 3 castles, and the castle in the bottom right of each covered card.
    assert icons(game, "Alice")["castle"] == 5


ACHIEVE_CASES = [
    # (score pile, top card, achievements offered)
    (["Coal"], "Writing", ["achieve 1"]),  # 5 points: exactly 5 x 1
    (["Canning"], "Writing", ["achieve 1"]),  # 6 points, but the top card is a 1
    (["Compass", "Mapmaking"], "Calendar", ["achieve 1"]),  # 5 points: not 10 for a 2
    (["Coal", "Canning"], "Calendar", ["achieve 1", "achieve 2"]),  # 11 points, a 2
    (["Oars"], "Calendar", []),  # 1 point: not even the 1
    (["Coal", "Canning", "Alchemy"], "Writing", ["achieve 1"]),  # 14 points, a 1
]


@pytest.mark.parametrize(("score", "top", "offered"), ACHIEVE_CASES)
def test_achieve_eligibility(score, top, offered):
    game = setup(
        {"Alice": {"score": score, "board": {"blue": [top]}}, "Bob": {}},
        achievements=["Mysticism", "Philosophy", "Optics"],
    )
    options = [o for o in expect(game, "Alice", "action").options if o.startswith("achieve")]
    assert options == offered


def test_achieve_takes_the_achievement_and_keeps_the_points():
    game = setup(
        {"Alice": {"score": ["Coal", "Canning"], "board": {"blue": ["Calendar"]}}, "Bob": {}},
        achievements=["Mysticism", "Philosophy", "Optics"],
    )
    act(game, "achieve 2")
    assert achievements(game, "Alice") == ["Philosophy"]
    assert game.to_position()["achievements"] == ["Mysticism", "Optics"]
    assert score_pile(game, "Alice") == ["Canning", "Coal"]  # points are not spent
    # The 2 is gone; the 1 is still there.
    options = [o for o in expect(game, "Alice", "action").options if o.startswith("achieve")]
    assert options == ["achieve 1"]
    with pytest.raises(inno.IllegalAnswer):
        game.answer("achieve 2")
    # Nobody sees which card an achievement is, even its owner.
    assert game.view("Alice")["players"][0]["achievements"] == [{"age": 2, "set": "base"}]
    assert "Philosophy" not in view_text(game, "Alice")
    assert "Philosophy" not in view_text(game, "Bob")


def test_an_achievement_claimed_by_another_player_is_not_offered():
    game = setup(
        {
            "Alice": {"score": ["Coal", "Canning"], "board": {"blue": ["Calendar"]}},
            "Bob": {"achievements": ["Mysticism"]},
        },
        achievements=["Philosophy"],
    )
    options = [o for o in expect(game, "Alice", "action").options if o.startswith("achieve")]
    assert options == ["achieve 2"]


def test_dogma_only_on_a_top_card():
    game = setup(
        {
            "Alice": {
                "hand": ["Oars"],
                "board": {
                    "red": {"cards": ["Archery", "Metalworking"], "splay": "right"},
                    "blue": ["Writing"],
                },
            },
            "Bob": {},
        }
    )
    d = expect(game, "Alice", "action")
    assert sorted(o for o in d.options if o.startswith("dogma")) == [
        "dogma Archery",
        "dogma Writing",
    ]
    before = game.to_position()
    for illegal in ("dogma Metalworking", "dogma Oars", "dogma Calendar"):
        with pytest.raises(inno.IllegalAnswer):
            game.answer(illegal)
    assert game.to_position() == before


def test_two_actions_then_the_next_player():
    game = setup(
        {"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {}, "Charlie": {}},
        supply={"1": ["Oars", "Tools"]},
    )
    act(game, "draw")
    assert turn(game) == ("Alice", 1)
    act(game, "draw")
    assert hand(game, "Alice") == ["Oars", "Tools"]
    assert turn(game) == ("Bob", 2)


# -- drawing ------------------------------------------------------------------------


def test_draw_skips_empty_ages():
    game = setup(
        {"Alice": {"board": {"blue": ["Calendar"]}}, "Bob": {}},
        removed=[c for c in base_cards(2) + base_cards(3) if c != "Calendar"],
        achievements=["Oars"],
        supply={"4": ["Invention"]},
    )
    act(game, "draw")
    assert hand(game, "Alice") == ["Invention"]


def test_an_effect_skips_empty_ages_too():
    # Writing: "Draw a 2."  The 2s are gone: a 3.
    game = setup(
        {"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {}},
        removed=base_cards(2),
        achievements=["Oars"],
        supply={"3": ["Compass"]},
    )
    act(game, "dogma Writing")
    assert hand(game, "Alice") == ["Compass"]


def test_the_last_1_goes_to_the_sharer_and_the_leader_draws_a_2():
    # "If the age 1 supply pile has a single card left in it, and you share a dogma
    # effect that says 'draw a 1', your opponent will get the 1, and you'll get a 2!"
    ones = [c for c in base_cards(1) if c not in ("Sailing", "Pottery", "Tools")]
    game = setup(
        {
            "Alice": {"board": {"blue": ["Pottery"]}},
            "Bob": {"board": {"green": ["Sailing"], "yellow": ["Agriculture"]}},
        },
        removed=[c for c in ones if c != "Agriculture"],
        supply={"1": ["Tools"], "2": ["Calendar", "Fermenting"]},
        achievements=[],
    )
    # Pottery: 1) may return up to three cards (nobody has any), 2) draw a 1.
    act(game, "dogma Pottery")
    assert hand(game, "Bob") == ["Tools"]
    assert hand(game, "Alice") == ["Calendar", "Fermenting"]  # a 2, then the free draw


def test_returning_a_card_makes_an_empty_age_available_again():
    ones = [c for c in base_cards(1) if c not in ("Agriculture", "Tools")]
    game = setup(
        {"Alice": {"board": {"yellow": ["Agriculture"]}, "hand": ["Tools"]}, "Bob": {}},
        removed=ones,
        achievements=[],
        supply={"2": ["Calendar", "Mapmaking"]},
    )
    # Agriculture: return Tools (a 1), draw and score a 2.
    act(game, "dogma Agriculture", "Tools")
    assert supply(game, 1) == ["Tools"]
    assert score_pile(game, "Alice") == ["Calendar"]
    act(game, "draw")  # the 1s are not empty any more
    assert hand(game, "Alice") == ["Tools"]


def tens_gone(*keep):
    return [c for c in base_cards(10) if c not in keep]


def test_drawing_above_10_ends_the_game_by_score():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Software"]}, "score": ["Coal", "Canning"]},
            "Bob": {"score": ["Optics", "Gunpowder"], "achievements": ["Mysticism"]},
        },
        removed=tens_gone("Software"),
    )
    act(game, "draw")
    assert game.pending is None
    assert game.result.winners == ["Alice"]  # 11 points against 7
    assert game.result.reason == "score"
    assert game.view("Bob")["result"]["winners"] == ["Alice"]
    with pytest.raises(inno.IllegalAnswer):
        game.answer("draw")


def test_drawing_above_10_score_tie_then_most_achievements():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Software"]}, "score": ["Coal"]},
            "Bob": {"score": ["Physics"], "achievements": ["Mysticism"]},
            "Charlie": {"score": ["Gunpowder"], "achievements": ["Calendar", "Optics"]},
        },
        removed=tens_gone("Software"),
    )
    act(game, "draw")
    # Alice and Bob have 5 points, Charlie 4 (with more achievements); Bob has
    # more achievements than Alice.
    assert game.result.winners == ["Bob"]


def test_drawing_above_10_complete_tie_is_a_draw():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Software"]}, "score": ["Coal"]},
            "Bob": {"score": ["Physics"]},
            "Charlie": {"score": ["Gunpowder"]},
        },
        removed=tens_gone("Software"),
    )
    act(game, "draw")
    assert game.result.winners == ["Alice", "Bob"]
    assert game.result.reason == "score"


def test_drawing_above_10_ends_the_game_in_the_middle_of_an_effect():
    # Software: 1) draw and score a 10 (the last one), 2) draw and meld two 10s:
    # the game ends at once, counting the 10 just scored.
    game = setup(
        {
            "Alice": {"board": {"blue": ["Software"]}},
            "Bob": {"score": ["Coal", "Canning"]},  # 11 points
        },
        removed=tens_gone("Software", "Databases"),
        supply={"10": ["Databases"]},
    )
    act(game, "dogma Software")
    assert game.pending is None
    assert score_pile(game, "Alice") == ["Databases"]
    assert board(game, "Alice", "blue") == ["Software"]
    assert game.result.winners == ["Bob"]  # 11 points against 10
    assert game.result.reason == "score"


# -- splaying -----------------------------------------------------------------------

# Writing [hex, lightbulb, lightbulb, crown] on top of Tools [hex, lightbulb,
# lightbulb, castle] and Pottery [hex, leaf, leaf, leaf].  A covered card shows:
# left: bottom right; right: top left + bottom left; up: the three bottom icons.
SPLAY_ICONS = {
    "none": {"lightbulb": 2, "crown": 1},
    "left": {"lightbulb": 2, "crown": 1, "castle": 1, "leaf": 1},
    "right": {"lightbulb": 3, "crown": 1, "leaf": 1},
    "up": {"lightbulb": 4, "crown": 1, "castle": 1, "leaf": 3},
}


@pytest.mark.parametrize("direction", list(SPLAY_ICONS))
def test_visible_icons_by_splay_direction(direction):
    game = setup(
        {
            "Alice": {
                "board": {"blue": {"cards": ["Writing", "Tools", "Pottery"], "splay": direction}}
            },
            "Bob": {},
        }
    )
    expected = dict.fromkeys(["crown", "leaf", "lightbulb", "castle", "factory", "clock"], 0)
    expected.update(SPLAY_ICONS[direction])
    assert icons(game, "Alice") == expected
    # Icon counts are public.
    assert game.view("Bob")["players"][0]["icons"] == expected


def test_splaying_reveals_icons_of_every_covered_card():
    # Code of Laws: tuck a card of a colour on your board; you may splay it left.
    game = setup(
        {
            "Alice": {
                "hand": ["Metalworking"],
                "board": {"red": ["Archery", "Oars"], "purple": ["Code of Laws"]},
            },
            "Bob": {},
        }
    )
    assert icons(game, "Alice")["castle"] == 2
    act(game, "dogma Code of Laws", "Metalworking", "yes")
    assert board(game, "Alice", "red") == ["Archery", "Oars", "Metalworking"]
    assert splay(game, "Alice", "red") == "left"
    # Archery's two castles, and one from each of Oars and Metalworking.
    assert icons(game, "Alice")["castle"] == 4


def test_tuck_continues_the_splay():
    game = setup(
        {
            "Alice": {
                "hand": ["Metalworking"],
                "board": {
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                    "purple": ["Code of Laws"],
                },
            },
            "Bob": {},
        }
    )
    assert icons(game, "Alice")["castle"] == 3
    # Code of Laws: tuck Metalworking; the red cards are splayed left already,
    # so the optional splay asks nothing.
    act(game, "dogma Code of Laws", "Metalworking")
    assert board(game, "Alice", "red") == ["Archery", "Oars", "Metalworking"]
    assert splay(game, "Alice", "red") == "left"
    assert icons(game, "Alice")["castle"] == 4
    expect(game, "Alice", "action")


def test_a_stack_reduced_to_one_card_forgets_its_splay():
    # Gunpowder takes Archery from Alice's red stack splayed left: Oars alone is
    # unsplayed, and stays unsplayed when Alice melds on it.
    game = setup(
        {
            "Alice": {
                "hand": ["Metalworking"],
                "board": {"red": {"cards": ["Archery", "Oars"], "splay": "left"}},
            },
            "Bob": {"board": {"red": ["Gunpowder"]}},
        },
        turn="Bob",
        actions=1,
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Gunpowder")
    assert score_pile(game, "Bob") == ["Archery", "Calendar"]
    assert board(game, "Alice", "red") == ["Oars"]
    assert splay(game, "Alice", "red") == "none"
    expect(game, "Alice", "action")
    act(game, "meld Metalworking")
    assert board(game, "Alice", "red") == ["Metalworking", "Oars"]
    assert splay(game, "Alice", "red") == "none"
    assert icons(game, "Alice")["castle"] == 3  # Oars is covered, nothing shows


# -- the Dogma action: sharing, demands, the sharing bonus ----------------------------


def test_sharers_go_clockwise_from_the_left_then_the_activating_player():
    game = setup(
        {
            "Alice": {"board": {"purple": ["Philosophy"]}},
            "Bob": {"board": {"blue": ["Mathematics"]}},
            "Charlie": {"board": {"blue": ["Writing"]}},
            "Dave": {"board": {"blue": ["Tools"]}},
        },
        turn="Charlie",
        supply={"1": ["Oars"], "2": ["Calendar", "Fermenting", "Mapmaking", "Currency"]},
    )
    act(game, "dogma Writing")
    assert hand(game, "Dave") == ["Calendar"]
    assert hand(game, "Alice") == ["Fermenting"]
    assert hand(game, "Bob") == ["Mapmaking"]
    # Charlie draws last, then takes the free Draw action: his highest top card is a 1.
    assert hand(game, "Charlie") == ["Currency", "Oars"]
    draws = [(e["player"], e["card"]) for e in game.log if e["type"] == "draw"]
    assert draws == [
        ("Dave", "Calendar"),
        ("Alice", "Fermenting"),
        ("Bob", "Mapmaking"),
        ("Charlie", "Currency"),
        ("Charlie", "Oars"),
    ]


def test_only_players_with_at_least_as_many_featured_icons_share():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Writing"]}},  # 2 lightbulbs
            "Bob": {"board": {"blue": ["Pottery"], "purple": ["Mysticism"]}},  # none
            "Charlie": {"board": {"blue": ["Tools"]}},  # 2
        },
        supply={"1": ["Oars"], "2": ["Calendar", "Fermenting"]},
    )
    act(game, "dogma Writing")
    assert hand(game, "Bob") == []
    assert hand(game, "Charlie") == ["Calendar"]
    assert hand(game, "Alice") == ["Fermenting", "Oars"]


def test_eligibility_to_share_is_fixed_at_the_start():
    # Clothing (leaf): 1) meld a card of a colour not on your board; 2) draw and
    # score a 1 for each colour only you have.  Alice and Bob have 2 leaves each,
    # so Bob shares both effects, even though after the first Alice has 5 leaves.
    game = setup(
        {
            "Alice": {"board": {"green": ["Clothing"]}, "hand": ["Agriculture"]},
            "Bob": {"board": {"yellow": ["Fermenting"]}, "hand": ["Archery"]},
        },
        supply={"1": ["Oars", "Tools", "Pottery", "Sailing", "Writing"]},
    )
    act(game, "dogma Clothing")
    assert board(game, "Bob", "red") == ["Archery"]
    assert board(game, "Alice", "yellow") == ["Agriculture"]
    # Only Bob has red; only Alice has green (both have yellow now).
    assert score_pile(game, "Bob") == ["Oars"]
    assert score_pile(game, "Alice") == ["Tools"]
    assert hand(game, "Alice") == ["Pottery"]  # the free Draw action


def test_vulnerability_is_fixed_at_the_start():
    # City States (crown): "I demand you transfer a top card with a castle from your
    # board to my board if you have at least four castles! If you do, draw a 1!"
    # Bob's Mysticism covers City States: Alice has no crown left, but Charlie,
    # vulnerable at the start with 1 crown, must still obey.
    game = setup(
        {
            "Alice": {"board": {"purple": ["City States"]}},
            "Bob": {"board": {"purple": ["Mysticism"], "red": ["Archery"]}},
            "Charlie": {"board": {"red": ["Oars"], "green": ["The Wheel"]}},
        },
        supply={"1": ["Tools", "Pottery"]},
    )
    act(game, "dogma City States", "Mysticism")
    assert board(game, "Alice", "purple") == ["Mysticism", "City States"]
    assert icons(game, "Alice")["crown"] == 0
    expect(game, "Charlie", "choose_card", ["Oars", "The Wheel"])
    act(game, "The Wheel")
    assert board(game, "Alice", "green") == ["The Wheel"]
    assert hand(game, "Bob") == ["Tools"]
    assert hand(game, "Charlie") == ["Pottery"]
    assert hand(game, "Alice") == []  # demands give no free draw


def test_a_demanded_player_does_not_share_a_later_effect():
    # Enterprise (crown): "I demand you transfer a top non-purple card with a crown
    # from your board to my board! If you do, draw and meld a 4!" and "You may splay
    # your green cards right."  Bob starts with 2 crowns against 3 and obeys; after
    # giving Clothing and melding Navigation he has 4, as many as Alice: he still
    # does not share the second effect (he would be asked about his green cards).
    game = setup(
        {
            "Alice": {"board": {"purple": ["Enterprise"]}},
            "Bob": {"board": {"red": ["Oars"], "green": ["Clothing", "Sailing"]}},
        },
        supply={"4": ["Navigation"]},
    )
    act(game, "dogma Enterprise")
    expect(game, "Bob", "choose_card", ["Oars", "Clothing"])
    act(game, "Clothing")
    assert board(game, "Alice", "green") == ["Clothing"]
    assert board(game, "Bob", "green") == ["Navigation", "Sailing"]
    assert icons(game, "Bob")["crown"] == icons(game, "Alice")["crown"] == 4
    expect(game, "Alice", "action")
    assert splay(game, "Bob", "green") == "none"
    assert hand(game, "Alice") == []


def test_demands_go_clockwise_to_players_with_fewer_icons():
    # Archery (castle): "I demand you draw a 1, then transfer the highest card in
    # your hand to my hand!"  Dave has as many castles as Bob: only Charlie and
    # Alice obey, Charlie (on Bob's left) first.
    game = setup(
        {
            "Alice": {"board": {"blue": ["Writing"]}},
            "Bob": {"board": {"red": ["Archery"]}},
            "Charlie": {},
            "Dave": {"board": {"red": ["Oars"]}},
        },
        turn="Bob",
        supply={"1": ["Tools", "Pottery", "Sailing"]},
    )
    act(game, "dogma Archery")
    assert hand(game, "Bob") == ["Pottery", "Tools"]
    assert hand(game, "Dave") == []
    draws = [(e["player"], e["card"]) for e in game.log if e["type"] == "draw"]
    assert draws == [("Charlie", "Tools"), ("Alice", "Pottery")]
    expect(game, "Bob", "action")  # no free draw: nobody shared


def test_no_free_draw_when_the_sharer_changed_nothing():
    # Agriculture: "You may return a card from your hand..."; Bob shares and declines.
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
            "Bob": {"board": {"blue": ["Pottery"]}, "hand": ["Tools"]},
        },
        supply={"1": ["Sailing"], "2": ["Calendar", "Mapmaking"]},
    )
    act(game, "dogma Agriculture")
    expect(game, "Bob", "choose_card", ["Tools", None])
    act(game, None)
    expect(game, "Alice", "choose_card", ["Oars", None])
    act(game, "Oars")
    assert score_pile(game, "Alice") == ["Calendar"]
    assert hand(game, "Alice") == []  # no free Draw action
    assert hand(game, "Bob") == ["Tools"]
    assert turn(game) == ("Alice", 1)


def test_free_draw_when_one_of_two_sharers_changed_the_game():
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Agriculture"]}},
            "Bob": {"board": {"blue": ["Pottery"]}, "hand": ["Tools"]},
            "Charlie": {"board": {"purple": ["Reformation"]}, "hand": ["Writing"]},
        },
        supply={"1": ["Sailing"], "2": ["Calendar", "Mapmaking"]},
    )
    act(game, "dogma Agriculture", None, "Writing")
    assert score_pile(game, "Charlie") == ["Calendar"]
    assert hand(game, "Alice") == ["Sailing"]  # the free Draw action


def test_the_free_draw_comes_after_the_whole_dogma_action():
    # Oars (castle): a demand, then "If no cards were transferred due to this
    # demand, draw a 1."  Bob shares the second effect.
    game = setup(
        {
            "Alice": {"board": {"red": ["Oars"], "blue": ["Calendar"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"1": ["Tools", "Pottery"], "2": ["Mapmaking"]},
    )
    act(game, "dogma Oars")
    assert hand(game, "Bob") == ["Tools"]
    assert hand(game, "Alice") == ["Mapmaking", "Pottery"]  # a 1, then the free 2
    texts = [e["text"] for e in game.log]
    i = texts.index("Alice draws Pottery.")
    assert texts[i + 1 :].count("Alice draws Mapmaking.") == 1


def test_no_free_draw_from_demands():
    # Archery: Bob obeys (draws, transfers) and changes the game, but he was
    # demanded, not sharing.
    game = setup(
        {"Alice": {"board": {"red": ["Archery"]}}, "Bob": {}},
        supply={"1": ["Tools", "Pottery"]},
    )
    act(game, "dogma Archery")
    assert hand(game, "Alice") == ["Tools"]
    assert hand(game, "Bob") == []
    assert supply(game, 1)[0] == "Pottery"


def test_each_effect_is_completed_by_everybody_before_the_next():
    # Pottery: 1) "You may return up to three cards from your hand. If you returned
    # any cards, draw and score a card of value equal to the number of cards you
    # returned."  2) "Draw a 1."  Bob shares: Bob 1), Alice 1), Bob 2), Alice 2).
    game = setup(
        {
            "Alice": {"board": {"blue": ["Pottery"]}, "hand": ["Archery"]},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
        },
        supply={"1": ["Tools", "Sailing", "Writing", "Clothing", "The Wheel"]},
    )
    act(game, "dogma Pottery", ["Oars"], ["Archery"])
    assert score_pile(game, "Bob") == ["Tools"]
    assert score_pile(game, "Alice") == ["Sailing"]
    assert hand(game, "Bob") == ["Writing"]
    assert hand(game, "Alice") == ["Clothing", "The Wheel"]  # and the free Draw action
    assert supply(game, 1)[-2:] == ["Oars", "Archery"]  # returned to the bottom


def test_every_effect_is_executed_even_if_the_card_is_covered():
    # Translation: 1) "You may meld all the cards in your score pile."  2) "If each top
    # card on your board has a crown, claim the World achievement."  Writing covers
    # Translation; its second effect is still executed.
    game = setup(
        {
            "Alice": {"board": {"blue": ["Translation"], "red": ["Oars"]}, "score": ["Writing"]},
            "Bob": {},
        }
    )
    act(game, "dogma Translation", "yes")
    assert board(game, "Alice", "blue") == ["Writing", "Translation"]
    assert achievements(game, "Alice") == ["World"]


def test_an_effect_that_finds_nothing_to_do_says_so_in_the_log():
    # Oars: "I demand you transfer a card with a crown from your hand to my score pile!"
    game = setup(
        {
            "Alice": {"board": {"red": ["Oars"], "green": ["The Wheel"]}},
            "Bob": {"hand": ["Writing"]},
        },
        supply={"1": ["Sailing"]},
    )
    act(game, "dogma Oars")
    texts = [e["text"] for e in game.log]
    assert (
        "Bob: nothing to transfer (Oars: choose a card with a crown to transfer to "
        "Alice's score pile)." in texts
    )


def test_the_action_decision_says_why_each_action_is_not_available():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Calendar"]}, "score": ["Mathematics", "Optics", "Paper"]},
            "Bob": {},
        },
        achievements=["Agriculture", "Construction", "Feudalism", "Invention"],
    )
    unavailable = {u["action"]: u["why"] for u in game.pending.to_dict()["unavailable"]}
    assert unavailable["meld"] == "no card in your hand"
    assert "achieve 1" not in unavailable  # 8 points and a top card of value 2
    assert unavailable["achieve 2"] == "score 8 of 10 needed"
    assert unavailable["achieve 3"] == "score 8 of 15 needed; no top card of value 3 or higher"
    assert unavailable["achieve 4"] == "score 8 of 20 needed; no top card of value 4 or higher"
    # Held standard achievements of an age raise the bar (Echoes' rule, for all).
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Calendar"]},
                "score": ["Mathematics", "Optics", "Paper"],
                "achievements": ["Oars"],
            },
            "Bob": {},
        },
        achievements=["Agriculture"],
    )
    why = {u["action"]: u["why"] for u in game.pending.to_dict()["unavailable"]}
    assert why["achieve 1"] == "score 8 of 10 needed (2 times 5 x 1: you hold 1 of that age)"
