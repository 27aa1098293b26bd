"""Card tracking: what a player knows of the cards in other players' hands and piles.

"The cards they have seen go there and not leave since, with the rest as
backs; and, for any back, the cards it could be" -- derived from what the log
showed that player, never from the full state.
"""

from __future__ import annotations

import random

from helpers import act, setup

import inno
from inno.agents.random import random_answer


def hand_of(game: inno.Game, viewer: str, whose: str) -> list[dict]:
    return next(p for p in game.view(viewer)["players"] if p["name"] == whose)["hand"]


def test_a_card_seen_going_into_a_hand_stays_known_until_it_may_have_left():
    # Archery: Bob draws a 1, then gives Alice his highest card.  Alice sees the
    # card she receives, not the card Bob drew.
    game = setup(
        {
            "Alice": {"board": {"red": ["Archery"]}, "hand": ["Tools"]},
            "Bob": {"hand": ["Calendar"]},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Archery")
    assert hand_of(game, "Bob", "Alice") == [
        {"age": 1, "set": "base"},
        {"age": 2, "set": "base", "name": "Calendar"},
    ]
    assert hand_of(game, "Alice", "Bob") == [{"age": 1, "set": "base"}]
    # Alice melds Tools (everybody sees it go), then tucks... Bob cannot know the rest.
    view = game.view("Alice")
    assert "Oars" in view["could_be"]["base 1"]
    assert "Tools" not in view["could_be"]["base 1"]  # her own card
    assert "Archery" not in view["could_be"]["base 1"]  # on a board


def test_a_known_card_is_forgotten_when_a_card_of_its_back_leaves_unseen():
    game = setup(
        {
            "Alice": {"hand": ["Calendar"]},
            "Bob": {"board": {"red": ["Archery"], "blue": ["Pottery"]}, "hand": ["Mathematics"]},
        },
        supply={"1": ["Oars", "Sailing", "Tools"]},
        turn="Bob",
    )
    act(game, "dogma Archery")  # Alice draws Oars and gives Bob her Calendar
    assert {"age": 2, "set": "base", "name": "Calendar"} in hand_of(game, "Alice", "Bob")
    act(game, "dogma Pottery", ["Mathematics"])  # "Bob returns a 2": which one, Alice cannot tell
    assert all("name" not in b for b in hand_of(game, "Alice", "Bob"))
    assert "Calendar" in game.view("Alice")["could_be"]["base 2"]


def test_the_tracked_cards_are_always_true_and_the_candidates_contain_the_truth():
    """Over many random games: every name a player sees in another's hand, score
    pile or forecast is there, was shown to them by the log, and every back's
    candidates contain the card it really is."""
    rng = random.Random(5)
    checked = 0
    for seed in range(16):
        expansions = ["echoes"] if seed % 2 else []
        game = inno.Game(3, expansions=expansions, seed=seed)
        while game.pending is not None:
            game.answer(random_answer(game.pending, rng))
            # (while the game goes on: at the end every card shows, named)
            if rng.random() < 0.15 and game.result is None:
                check_tracking(game)
                checked += 1
    assert checked > 100


def check_tracking(game: inno.Game) -> None:
    position = game.to_position()
    for viewer in game.names:
        view = game.view(viewer, log_since=None)
        seen_names = {e.get("card") for e in game.log_for(viewer) if e.get("card") is not None}
        for p, truth in zip(view["players"], position["players"], strict=True):
            if p["name"] == viewer:
                continue
            for key, true_key in (
                ("hand", "hand"),
                ("score_pile", "score"),
                ("forecast", "forecast"),
            ):
                if key not in p:
                    continue
                actual = list(truth[true_key])
                for entry in p[key]:
                    name = entry.get("name")
                    if name is not None:
                        assert name in actual, (viewer, p["name"], key, name)
                        assert name in seen_names, (viewer, name)
                        actual.remove(name)
                # Every card whose name is not shown could be it.
                for name in actual:
                    back = _back(name)
                    assert name in view["could_be"].get(back, []), (viewer, name, back)


def _back(name: str) -> str:
    from inno.data.cards import AGE, BY_NAME, SET, SETS

    card = BY_NAME[name]
    return f"{SETS[SET[card]]} {AGE[card]}"


def test_a_player_does_not_learn_the_standard_achievement_they_claim():
    """ "You may never look at the identity of normal achievement cards, even if you
    have achieved them": after the achieve action, the card could still be any
    card of its back nobody located, for the achiever as for the others."""
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Archery"]},
                "score": ["Construction", "Mapmaking", "Masonry"],
            },
            "Bob": {"hand": ["Sailing"]},
        },
        achievements=["Oars", "Calendar"],
        supply={"1": ["Clothing"]},
    )
    act(game, "achieve 1")
    for viewer in ("Alice", "Bob"):
        could_be = game.view(viewer)["could_be"]["base 1"]
        assert "Oars" in could_be and "Clothing" in could_be, viewer
    assert "Sailing" in game.view("Alice")["could_be"]["base 1"]
    assert "Sailing" not in game.view("Bob")["could_be"]["base 1"]  # his own card


def test_a_card_achieved_from_the_hand_stays_known_to_its_achiever():
    # Soap: tuck three blue cards, then achieve a card from the hand: Alice saw it go.
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Soap"]},
                "hand": ["Tools", "Writing", "Pottery", "Agriculture"],
                "score": ["Construction", "Mapmaking", "Calendar"],
            },
            "Bob": {},
        },
        expansions=["echoes"],
    )
    act(game, "dogma Soap", "blue", ["Tools", "Writing", "Pottery"], "Agriculture")
    assert "Agriculture" not in game.view("Alice")["could_be"].get("base 1", [])
    assert "Agriculture" in game.view("Bob")["could_be"]["base 1"]


def test_moved_names_every_card_whose_known_place_changed_and_a_copy_starts_anew():
    """``Knowledge.moved`` (what an encoder reads to re-encode only what changed): over
    random games with every set, each card whose known place changed, was learnt or was
    forgotten since a look is among the cards moved since it; a copy starts a new list."""
    rng = random.Random(7)
    changed = 0

    def look(viewer: int) -> tuple[dict, int]:  # (the known places, and how many moved)
        k = game.knowledge(viewer)
        return dict(k.place), len(k.moved)

    for seed in range(6):
        game = inno.Game(3, expansions=["echoes", "cities", "artifacts", "figures"], seed=seed)
        before = [look(viewer) for viewer in range(3)]
        while game.pending is not None:
            game.answer(random_answer(game.pending, rng))
            for viewer in range(3):
                k = game.knowledge(viewer)
                place, n = before[viewer]
                differ = {
                    c for c in place.keys() | k.place.keys() if place.get(c) != k.place.get(c)
                }
                assert differ <= set(k.moved[n:]), (seed, viewer, differ - set(k.moved[n:]))
                changed += len(differ)
                before[viewer] = look(viewer)
        assert game.knowledge(0).copy().moved == []
    assert changed > 500
