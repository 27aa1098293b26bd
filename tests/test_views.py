"""Views: a player sees only what the rulebook's information rules let them know.

The rules (deluxe rulebook, "INFORMATION"):

- You may never look at the identity of normal achievement cards, even if you
  have achieved them.
- You can always look at the cards in your hand, score pile, forecast, and
  board (even if covered up).
- You can always count and see the value and type of cards in each supply
  pile, each hand, and each score pile.
- Whether the identity of covered cards on an opponent's board and the number
  of cards in an unsplayed colour are public: "If you don't [decide], default
  to 'no'."  The ``open_boards`` option says yes.
"""

from __future__ import annotations

import random
import re

import pytest
from helpers import act, expect, setup, view_text
from twins import never_seen, twin

import inno
from inno.agents.random import random_answer
from inno.data.cards import AGE, KIND, NAME, SET

BASE_CARDS = [NAME[c] for c in range(len(NAME)) if KIND[c] == "age" and SET[c] == 0]


def back(age: int) -> dict:
    return {"age": age, "set": "base"}


def player(view: dict, name: str) -> dict:
    return next(p for p in view["players"] if p["name"] == name)


def mentions(text: str, name: str) -> bool:
    """Does ``text`` name the card ``name`` (not merely a longer name containing it)?"""
    for other in BASE_CARDS:
        if other != name and name in other:
            text = text.replace(other, "#")
    return re.search(r"(?<![A-Za-z])" + re.escape(name) + r"(?![A-Za-z])", text) is not None


def texts(game: inno.Game, viewer: str) -> list[str]:
    return [e["text"] for e in game.log_for(viewer)]


def table(**options) -> inno.Game:
    """Alice's zones, seen by herself and by Bob."""
    return setup(
        {
            "Alice": {
                "hand": ["Calendar", "Pottery", "Optics", "Sailing"],
                "score": ["Engineering", "Clothing"],
                "board": {
                    "red": ["Construction", "Archery"],
                    "blue": {"cards": ["Mathematics", "Writing", "Tools"], "splay": "left"},
                    "green": ["The Wheel"],
                },
                "achievements": ["Monotheism", "Monument"],
            },
            "Bob": {
                "hand": ["Oars"],
                "score": ["Fermenting"],
                "board": {"yellow": ["Masonry"]},
            },
        },
        achievements=["Agriculture", "Compass", "Feudalism"],
        options=options,
    )


# -- zones ---------------------------------------------------------------------------


def test_a_player_sees_their_own_hand_score_pile_and_whole_board():
    game = table()
    alice = player(game.view("Alice"), "Alice")
    assert sorted(alice["hand"]) == ["Calendar", "Optics", "Pottery", "Sailing"]
    assert alice["hand_count"] == 4
    assert sorted(alice["score_pile"]) == ["Clothing", "Engineering"]
    assert alice["score"] == 4
    assert alice["board"]["red"] == {
        "splay": "none",
        "top": "Construction",
        "cards": ["Construction", "Archery"],
        "count": 2,
    }
    assert alice["board"]["blue"] == {
        "splay": "left",
        "top": "Mathematics",
        "cards": ["Mathematics", "Writing", "Tools"],
        "count": 3,
    }
    assert alice["board"]["green"]["cards"] == ["The Wheel"]
    assert alice["board"]["green"]["count"] == 1


def test_of_others_a_player_sees_the_backs_of_hand_and_score_cards():
    game = table()
    view = game.view("Bob")
    alice = player(view, "Alice")
    # Ages and sets only, sorted (arrival order Calendar 2, Pottery 1, Optics 3, Sailing 1).
    assert alice["hand"] == [back(1), back(1), back(2), back(3)]
    assert alice["hand_count"] == 4
    assert alice["score_pile"] == [back(1), back(3)]
    assert alice["score"] == 4  # the total is public: values are public
    text = view_text(view)
    for hidden in ("Calendar", "Pottery", "Optics", "Sailing", "Engineering", "Clothing"):
        assert not mentions(text, hidden), hidden
    # Bob's own cards are named in his view.
    bob = player(view, "Bob")
    assert bob["hand"] == ["Oars"] and bob["score_pile"] == ["Fermenting"]


def test_backs_are_sorted_so_arrival_order_is_hidden():
    def alice_sees(bob_hand, bob_score):
        game = setup(
            {
                "Alice": {"board": {"red": ["Archery"]}},
                "Bob": {"hand": bob_hand, "score": bob_score},
            }
        )
        return game.view("Alice")

    first = alice_sees(["Optics", "Oars", "Calendar"], ["Mapmaking", "Writing"])
    second = alice_sees(["Calendar", "Optics", "Oars"], ["Writing", "Mapmaking"])
    assert player(first, "Bob")["hand"] == [back(1), back(2), back(3)]
    assert player(first, "Bob")["score_pile"] == [back(1), back(2)]
    assert first == second
    # Bob himself sees his cards (in his own order).
    game = setup({"Alice": {}, "Bob": {"hand": ["Optics", "Oars", "Calendar"]}})
    assert player(game.view("Bob"), "Bob")["hand"] == ["Optics", "Oars", "Calendar"]


def test_a_drawn_card_joins_the_sorted_backs():
    game = setup(
        {"Alice": {"board": {"red": ["Archery"]}}, "Bob": {"hand": ["Optics", "Calendar"]}},
        supply={"1": ["Oars"]},
        turn="Bob",
    )
    act(game, "draw")  # Bob's highest top card: none, so a 1
    assert player(game.view("Alice"), "Bob")["hand"] == [back(1), back(2), back(3)]
    assert "Oars" not in view_text(game, "Alice")
    assert texts(game, "Alice")[-1] == "Bob draws a 1."
    assert texts(game, "Bob")[-1] == "Bob draws Oars."


def test_nobody_sees_standard_achievements_but_special_ones_are_named():
    game = table()
    for viewer in ("Alice", "Bob"):
        view = game.view(viewer)
        assert player(view, "Alice")["achievements"] == [back(2), {"name": "Monument"}]
        assert view["achievements"] == [back(1), back(3), back(3)]
        assert view["special_achievements"] == ["Empire", "Universe", "Wonder", "World"]
        text = view_text(view)
        for hidden in ("Monotheism", "Agriculture", "Compass", "Feudalism"):
            assert not mentions(text, hidden), (viewer, hidden)


def achieved(alice_achievement: str, supply: list[str], bob_hand: list[str]) -> inno.Game:
    """Alice has achieved one standard achievement; the base 1 supply and Bob's hand vary."""
    return setup(
        {
            "Alice": {"hand": ["Tools"], "achievements": [alice_achievement]},
            "Bob": {"hand": bob_hand, "board": {"yellow": ["Masonry"]}},
        },
        supply={"1": supply},
        achievements=["Clothing", "Calendar"],
    )


@pytest.mark.parametrize(
    ("swapped", "unchanged_for"),
    [
        # Alice's achievement and a card of the supply: nobody can tell.
        (
            (
                ("Oars", ["Sailing", "Writing"], ["Archery"]),
                ("Sailing", ["Oars", "Writing"], ["Archery"]),
            ),
            ("Alice", "Bob"),
        ),
        # ... and the bottom card of the pile.
        (
            (
                ("Oars", ["Sailing", "Writing"], ["Archery"]),
                ("Writing", ["Sailing", "Oars"], ["Archery"]),
            ),
            ("Alice", "Bob"),
        ),
        # ... and a card in Bob's hand: Alice cannot tell.
        ((("Oars", ["Sailing"], ["Archery"]), ("Archery", ["Sailing"], ["Oars"])), ("Alice",)),
    ],
)
def test_a_player_cannot_tell_which_card_their_own_achievement_is(swapped, unchanged_for):
    """ "You may never look at the identity of normal achievement cards, even if you
    have achieved them": exchanging Alice's achievement with a card she has not seen
    changes nothing she is shown, could-be lists included."""
    game, other = (achieved(*zones) for zones in swapped)
    for viewer in unchanged_for:
        assert game.view(viewer) == other.view(viewer), viewer
    could_be = game.view("Alice")["could_be"]["base 1"]
    assert "Oars" in could_be and "Sailing" in could_be  # hers could be either
    assert "Tools" not in could_be and "Masonry" not in could_be


@pytest.mark.parametrize(
    ("expansions", "players", "seed"),
    [([], 2, 1), ([], 3, 2), (["echoes"], 2, 3), (["cities", "artifacts"], 2, 4)]
    + [(["figures"], 2, 5), (["echoes", "cities", "artifacts", "figures"], 3, 6)],
)
def test_an_achieved_card_exchanged_with_an_unseen_one_changes_no_view(expansions, players, seed):
    """In random games: a standard achievement somebody claimed, exchanged (from the
    deal on) with a card of its back nobody ever saw, leaves every player's view the
    same, their own included, at several moments of the game."""
    everybody = list(range(players))
    checked = 0
    for game_seed in range(seed, seed + 20):
        game = inno.Game(players, expansions=expansions, seed=game_seed)
        rng = random.Random(game_seed)
        last = -10
        while game.pending is not None and checked < 3:
            game.answer(random_answer(game.pending, rng))
            if len(game.history) < last + 10:
                continue
            unseen = never_seen(game, everybody)
            pairs = [
                (card, other)
                for p in game.state.players
                for card in p.achievements
                if card in unseen
                for other in unseen
                if other != card and same_back(other, card)
            ]
            if not pairs:
                continue
            card, other = pairs[-1]
            exchanged = twin(game, card, other)
            assert exchanged is not None
            for viewer in everybody:
                assert exchanged.view(viewer) == game.view(viewer), (
                    viewer,
                    NAME[card],
                    NAME[other],
                )
            checked += 1
            last = len(game.history)
    assert checked == 3


def same_back(a: int, b: int) -> bool:
    return (SET[a], AGE[a]) == (SET[b], AGE[b])


def test_default_rules_hide_covered_cards_and_unsplayed_counts():
    game = table()
    alice = player(game.view("Bob"), "Alice")
    # Unsplayed: the top card only, and not how many are below it.
    assert alice["board"]["red"] == {
        "splay": "none",
        "top": "Construction",
        "cards": ["Construction"],
        "count": None,
    }
    assert alice["board"]["green"] == {
        "splay": "none",
        "top": "The Wheel",
        "cards": ["The Wheel"],
        "count": None,
    }
    # Splayed: every card shows, so their number is known; the covered ones' names are not,
    # but the icon slots they reveal are on the table (top down: Writing, Tools, splayed left).
    assert alice["board"]["blue"] == {
        "splay": "left",
        "top": "Mathematics",
        "cards": ["Mathematics", None, None],
        "count": 3,
        "revealed": [["crown"], ["castle"]],
    }
    text = view_text(game, "Bob")
    for covered in ("Archery", "Writing", "Tools"):
        assert not mentions(text, covered), covered
    # The visible icons are public: Bob may count them.
    assert (
        player(game.view("Bob"), "Alice")["icons"] == player(game.view("Alice"), "Alice")["icons"]
    )


def test_open_boards_show_every_card_on_every_board():
    game = table(open_boards=True)
    alice = player(game.view("Bob"), "Alice")
    assert alice["board"] == player(game.view("Alice"), "Alice")["board"]
    assert alice["board"]["red"]["cards"] == ["Construction", "Archery"]
    assert alice["board"]["red"]["count"] == 2
    assert alice["board"]["blue"]["cards"] == ["Mathematics", "Writing", "Tools"]
    # Hands, score piles and achievements stay hidden.
    assert alice["hand"] == [back(1), back(1), back(2), back(3)]
    assert alice["achievements"] == [back(2), {"name": "Monument"}]


# -- the pending decision ------------------------------------------------------------


def test_the_pending_decisions_options_are_shown_only_to_its_player():
    game = setup(
        {
            "Alice": {"board": {"red": ["Archery"]}},
            "Bob": {"hand": ["Calendar", "Fermenting"]},
            "Carol": {"board": {"blue": ["Writing"]}},
        },
        supply={"1": ["Oars", "Sailing"]},
    )
    act(game, "dogma Archery")
    d = expect(game, "Bob", "choose_card", ["Calendar", "Fermenting"])
    assert game.view("Bob")["pending"] == d.to_dict()
    assert game.view("Bob")["pending"]["options"] == ["Calendar", "Fermenting"]
    for viewer in ("Alice", "Carol"):
        pending = game.view(viewer)["pending"]
        assert pending == {"player": "Bob", "kind": "choose_card", "prompt": d.prompt}
        text = view_text(game, viewer)
        for hidden in ("Calendar", "Fermenting", "Oars"):
            assert not mentions(text, hidden), (viewer, hidden)


def test_a_multi_select_shows_its_options_only_to_its_player():
    game = setup(
        {
            "Alice": {"board": {"blue": ["Pottery"]}, "hand": ["Oars", "Sailing", "Writing"]},
            "Bob": {},
        }
    )
    act(game, "dogma Pottery")
    expect(game, "Alice", "choose_cards")
    assert game.view("Alice")["pending"]["options"] == ["Oars", "Sailing", "Writing"]
    assert "options" not in game.view("Bob")["pending"]
    assert not any(mentions(view_text(game, "Bob"), c) for c in ("Oars", "Sailing", "Writing"))


# -- the log -------------------------------------------------------------------------


def archery_three_players() -> inno.Game:
    game = setup(
        {
            "Alice": {"board": {"red": ["Archery"]}},
            "Bob": {"hand": ["Calendar", "Fermenting"]},
            "Carol": {"hand": ["Tools"], "board": {"blue": ["Writing"]}},
        },
        supply={"1": ["Oars", "Sailing"]},
    )
    act(game, "dogma Archery", "Fermenting", "Sailing")
    return game


def test_log_hides_draws_and_private_transfers_from_those_who_did_not_see_them():
    game = archery_three_players()
    common = [
        "Alice: Dogma Archery.",
        "Alice activates Archery.",
        "Archery demand 1: demanded of Bob, Carol.",
    ]
    assert texts(game, "Alice") == [
        *common,
        "Bob draws a 1.",
        "Bob transfers Fermenting from their hand to Alice's hand.",  # Alice receives it
        "Carol draws a 1.",
        "Carol transfers Sailing from their hand to Alice's hand.",
    ]
    assert texts(game, "Bob") == [
        *common,
        "Bob draws Oars.",
        "Bob transfers Fermenting from their hand to Alice's hand.",  # Bob moves it
        "Carol draws a 1.",
        "Carol transfers a 1 from their hand to Alice's hand.",
    ]
    assert texts(game, "Carol") == [
        *common,
        "Bob draws a 1.",
        "Bob transfers a 2 from their hand to Alice's hand.",
        "Carol draws Sailing.",
        "Carol transfers Sailing from their hand to Alice's hand.",
    ]
    # The structured entries hide the card too, keeping its back.
    carol = game.log_for("Carol")
    assert carol[4]["card"] is None and (carol[4]["age"], carol[4]["set"]) == (2, "base")
    assert game.log_for("Alice")[4]["card"] == "Fermenting"
    # A view's log is the player's log.
    for name in game.names:
        assert game.view(name)["log"] == game.log_for(name)
    # The referee's log (game.log) names everything.
    assert [e["text"] for e in game.log][3] == "Bob draws Oars."


def test_log_names_cards_moved_from_a_board():
    # Engineering: Bob transfers his top castle cards to Alice's score pile; Carol
    # sees which, because they left a board.
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Engineering"], "yellow": ["Masonry"], "purple": ["Mysticism"]}
            },
            "Bob": {"board": {"red": ["Archery"], "blue": ["Writing"]}},
            "Carol": {},
        }
    )
    act(game, "dogma Engineering")
    line = "Bob transfers Archery from their board to Alice's score pile."
    for name in game.names:
        assert line in texts(game, name)
    # Once in Alice's score pile, it is a back for Carol, who remembers which card it is
    # (card tracking: she saw it go there).
    assert player(game.view("Carol"), "Alice")["score_pile"] == [{**back(1), "name": "Archery"}]


def test_log_names_reveals_and_melds_but_hides_a_draw():
    # Metalworking: draw and reveal a 1; Writing has no castle, so it is kept.
    game = setup(
        {"Alice": {"board": {"red": ["Metalworking"]}}, "Bob": {}}, supply={"1": ["Writing"]}
    )
    act(game, "dogma Metalworking")
    assert texts(game, "Bob")[-2:] == ["Alice draws a 1.", "Alice reveals Writing."]
    assert texts(game, "Alice")[-2:] == ["Alice draws Writing.", "Alice reveals Writing."]
    act(game, "meld Writing")
    assert texts(game, "Bob")[-2:] == ["Alice melds Writing.", "Turn 4: Bob."]


def test_log_hides_scores_and_returns_from_hand():
    game = setup({"Alice": {"board": {"purple": ["Philosophy"]}, "hand": ["Oars"]}, "Bob": {}})
    act(game, "dogma Philosophy", "Oars")
    assert texts(game, "Alice")[-1] == "Alice scores Oars."
    assert texts(game, "Bob")[-1] == "Alice scores a 1."

    game = setup(
        {"Alice": {"board": {"blue": ["Pottery"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"1": ["Oars", "Sailing"]},
    )
    act(game, "dogma Pottery", ["Tools"])
    assert "Alice returns Tools from their hand." in texts(game, "Alice")
    assert "Alice returns a 1 from their hand." in texts(game, "Bob")
    assert not any(mentions(t, "Tools") for t in texts(game, "Bob"))


def test_log_of_a_score_pile_transfer_names_the_card_to_giver_and_receiver_only():
    game = setup(
        {
            "Alice": {"board": {"green": ["Mapmaking"]}},
            "Bob": {"score": ["Oars", "Calendar"]},
            "Carol": {"board": {"blue": ["Writing"]}},
        },
        supply={"1": ["Sailing"]},
    )
    act(game, "dogma Mapmaking")
    line = "Bob transfers {} from their score pile to Alice's score pile."
    assert line.format("Oars") in texts(game, "Alice")
    assert line.format("Oars") in texts(game, "Bob")
    assert line.format("a 1") in texts(game, "Carol")
    assert texts(game, "Bob")[-2:] == ["Alice draws a 1.", "Alice scores a 1."]


def test_log_never_names_a_standard_achievement_but_names_special_ones():
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Masonry"]},
                "hand": ["Archery", "Mysticism", "The Wheel", "Metalworking"],
                "score": ["Optics", "Engineering"],
            },
            "Bob": {},
        },
        achievements=["Oars"],
    )
    act(game, "achieve 1")
    for name in game.names:
        entry = game.log_for(name)[-1]
        assert entry["text"] == "Alice achieves the 1 achievement."
        assert entry["card"] is None
        assert not mentions(view_text(game, name), "Oars")
    act(game, "dogma Masonry", ["Archery", "Mysticism", "The Wheel", "Metalworking"])
    for name in game.names:
        assert texts(game, name)[-2:] == ["Alice achieves Monument.", "Turn 4: Bob."]
        assert player(game.view(name), "Alice")["achievements"] == [back(1), {"name": "Monument"}]


# -- setup: the first melds are chosen simultaneously --------------------------------


def test_first_meld_choices_are_hidden_until_everybody_chose():
    game = inno.Game(["Alice", "Bob", "Carol"], seed=11)
    position = game.to_position()
    hands = {p["name"]: p["hand"] for p in position["players"]}
    chosen = {}
    for name in ("Alice", "Bob"):
        d = expect(game, name, "choose_card", hands[name])
        chosen[name] = hands[name][1]
        act(game, chosen[name])
        for viewer in game.names:
            view = game.view(viewer)
            assert view["phase"] == "setup"
            assert view["log"] == []
            assert player(view, name)["chose_first_meld"] is True
            text = view_text(view)
            for other, cards in hands.items():
                if other == viewer:
                    continue
                for card in cards:
                    assert not mentions(text, card), (viewer, other, card)
        mine = player(game.view(name), name)
        assert mine["first_meld"] == chosen[name]
        assert "first_meld" not in player(game.view("Carol"), name)
        assert d.player == name
    assert player(game.view("Alice"), "Carol")["chose_first_meld"] is False
    act(game, hands["Carol"][0])
    chosen["Carol"] = hands["Carol"][0]
    # Now everybody sees every first meld.
    for viewer in game.names:
        melds = [e["text"] for e in game.log_for(viewer) if e["type"] == "meld"]
        assert melds == [f"{n} melds {chosen[n]}." for n in ("Alice", "Bob", "Carol")]
        view = game.view(viewer)
        for name in game.names:
            assert player(view, name)["board"] != {}
            top = next(iter(player(view, name)["board"].values()))["top"]
            assert top == chosen[name]


# -- leak checks in random games -------------------------------------------------------


def hidden_from(game: inno.Game, viewer: str) -> set[str]:
    """Cards ``viewer`` may not know now, by the rules (from the referee's position).

    Cards revealed during the current action are known to everybody.
    """
    position = game.to_position()
    hidden: set[str] = set(position["achievements"])
    for p in position["players"]:
        hidden |= set(p["achievements"])
        if p["name"] != viewer:
            hidden |= set(p["hand"]) | set(p["score"])
            if not position["options"]["open_boards"]:
                for stack in p["board"].values():
                    hidden |= set(stack["cards"][1:])
    for piles in position["supply"].values():
        for cards in piles.values():
            hidden |= set(cards)
    hidden |= set(position["removed"])
    log = game.log
    start = max((i for i, e in enumerate(log) if e["type"] in ("action", "turn")), default=0)
    revealed = {e["card"] for e in log[start:] if e["type"] == "reveal"}
    return (hidden - revealed) & set(BASE_CARDS)


def sees_event(e: dict, viewer: str) -> bool:
    """Whether ``viewer`` sees the card of the referee's log entry ``e``, by the rules."""
    kind, src, dst = e["type"], e.get("from"), e.get("to")
    if kind in ("meld", "tuck", "reveal", "dogma", "effect"):
        return True
    if kind == "action":
        # The card an action names: on a board everybody sees it; in a hand only its owner.
        return e["player"] == viewer or e["action"].split()[0] in ("Dogma", "Endorse")
    if "board" in (src, dst) or src == "special achievements":
        return True
    if kind == "draw":
        return e["player"] == viewer
    if kind in ("score", "achieve"):
        # From the scorer's (achiever's) own hand or score pile: only they see it.
        return src in ("hand", "score pile") and e["player"] == viewer
    private = ("hand", "score pile")
    return (src in private and e.get("from_player") == viewer) or (
        dst in private and e.get("to_player") == viewer
    )


def check_view(game: inno.Game, viewer: str) -> None:
    view = game.view(viewer)
    log = view.pop("log")
    # Card tracking names the backs of cards the viewer saw go where they are; each
    # such name must have been shown to them by the log.
    seen = {e["card"] for e in game.log_for(viewer) if e.get("card")}
    for p in view["players"]:
        if p["name"] != viewer:
            for zone in ("hand", "score_pile"):
                for b in p[zone]:
                    name = b.pop("name", None)
                    assert name is None or name in seen, (viewer, name)
    text = view_text(view)
    for card in hidden_from(game, viewer):
        assert not mentions(text, card), (viewer, card)
    for p in view["players"]:
        if p["name"] != viewer:
            for zone in ("hand", "score_pile"):
                keys = [(b["set"], b["age"]) for b in p[zone]]
                assert all(isinstance(b, dict) and set(b) == {"age", "set"} for b in p[zone])
                assert keys == sorted(keys)
        for a in p["achievements"]:
            assert set(a) in ({"age", "set"}, {"name"})
    if view["pending"] is not None and view["pending"]["player"] != viewer:
        assert "options" not in view["pending"]
    # The log: every card-moving event names the card exactly when the rules say so.
    assert log == game.log_for(viewer)
    revealed = set()  # a revealed card's next move is seen by everybody
    for ref, mine in zip(game.log, log, strict=True):
        if ref.get("card") is None:
            continue
        shown = sees_event(ref, viewer) or ref["card"] in revealed
        if ref["type"] == "reveal":
            revealed.add(ref["card"])
        elif ref["type"] != "look":
            revealed.discard(ref["card"])
        assert (mine["card"] is not None) == shown, (viewer, ref, mine)
        if not shown:
            assert not mentions(mine["text"], ref["card"]), (viewer, ref, mine)
            assert (mine["age"], mine["set"]) == (ref["age"], ref["set"])


@pytest.mark.parametrize(
    ("players", "options", "seed"),
    [
        (2, {}, 1),
        (3, {}, 2),
        (4, {}, 3),
        (4, {"teams": True}, 4),
        (3, {"open_boards": True}, 5),
        (2, {"longer": True}, 6),
    ],
)
def test_no_hidden_card_leaks_into_any_view(players, options, seed):
    names = ["Alice", "Bob", "Carol", "Dave"][:players]
    game = inno.Game(names, seed=seed, options=options)
    rng = random.Random(seed)
    checks = 0
    while game.pending is not None:
        if rng.random() < 0.08:
            for name in names:
                check_view(game, name)
            checks += 1
        game.answer(random_answer(game.pending, rng))
    assert checks >= 3  # (not at the end: then every card is shown)


# -- playing without card tracking, and the end of the game ---------------------------------


def test_without_card_tracking_a_card_seen_going_away_is_not_named():
    # Oars: Bob transfers Code of Laws to Alice's score pile: he saw it go there.
    for options, named in (({}, True), ({"no_tracking": True}, False)):
        game = setup(
            {
                "Alice": {"board": {"red": ["Oars"]}},
                "Bob": {"hand": ["Code of Laws", "Agriculture"]},
            },
            options=options,
        )
        act(game, "dogma Oars")
        view = game.view("Bob")
        back = {"age": 1, "set": "base"}
        assert player(view, "Alice")["score_pile"] == [
            {**back, "name": "Code of Laws"} if named else back
        ]
        assert ("could_be" in view) is named
        # The log still says what Bob saw happen.
        assert "Bob transfers Code of Laws from their hand to Alice's score pile." in [
            e["text"] for e in view["log"]
        ]


def test_at_the_end_of_the_game_every_card_is_shown():
    position = table().to_position()
    assert all("name" not in b for b in player(table().view("Bob"), "Alice")["hand"])
    over = inno.Game.from_position(
        {**position, "phase": "over", "result": {"winners": ["Bob"], "reason": "achievements"}}
    )
    view = over.view("Bob")
    alice = player(view, "Alice")
    assert sorted(alice["hand"]) == ["Calendar", "Optics", "Pottery", "Sailing"]
    assert sorted(alice["score_pile"]) == ["Clothing", "Engineering"]
    assert alice["board"]["blue"]["cards"] == ["Mathematics", "Writing", "Tools"]
    assert "could_be" not in view
    assert player(over.spectator_view(), "Alice")["hand"] == alice["hand"]
