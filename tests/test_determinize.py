"""Determinization: sampled games are consistent with what the player knows, and uniform.

Consistency is checked at many positions of seeded random games of several
set combinations, for every player: the sampled game's view for that player
equals the real view (log and card tracking included), every card is in
exactly one zone, the cards the player can locate stay where they are, and
the hidden places hold a permutation (within each back) of the hidden cards.
Uniformity is checked with chi-square tests on small cases.  The samples are a
function of what the player knows: twins (``tests/twins.py``: games the player
cannot tell apart) give the same samples, at action decisions and inside
actions, and a hidden card is at its real place only as often as chance says.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from helpers import act, expect, setup
from twins import never_seen, twins

import inno
from inno.agents.determinize import (
    NoDeal,
    Sampler,
    _shuffle,
    determinize,
    hidden_cards,
    relabel_answer,
    relabel_state,
    sample_permutation,
)
from inno.agents.random import random_answer
from inno.data.cards import AGE, BASE, BY_NAME, COLOR, NAME, SET, SHOWN
from inno.engine.state import AVAILABLE, BOARD, HAND, PLAYER_LIST_ZONES, SHARED_LIST_ZONES, State

COMBINATIONS = [
    ([], 2, {}),
    ([], 3, {}),
    (["echoes"], 2, {}),
    (["cities"], 3, {}),
    (["artifacts"], 2, {"relics": True}),
    (["figures"], 2, {}),
    (["echoes", "cities", "artifacts", "figures"], 3, {}),
    ([], 2, {"face_down_draws": True}),
]


def card_lists(state: State) -> list[list[int]]:
    """Every zone of a state as a list of cards, in a fixed order."""
    lists = []
    for p in state.players:
        lists.extend(p.zones[z] for z in PLAYER_LIST_ZONES)
        lists.extend(p.stacks)
    for piles in state.piles:
        lists.extend(piles)
    lists.extend(state.shared[z] for z in SHARED_LIST_ZONES)
    return lists


def check_consistent(game: inno.Game, det: inno.Game, viewer: int) -> None:
    """``det`` is a deal of ``game`` that ``viewer`` cannot tell apart from it."""
    det.audit()  # every card of the game in exactly one zone, caches fresh
    assert det.view(viewer) == game.view(viewer)
    if game.pending is not None and game.pending.who == viewer:
        assert det.pending.to_dict() == game.pending.to_dict()
    hidden = set(hidden_cards(game, viewer))
    s = game.state
    moved = []
    for real_zone, det_zone in zip(card_lists(game.state), card_lists(det.state), strict=True):
        assert len(real_zone) == len(det_zone)
        for real_card, det_card in zip(real_zone, det_zone, strict=True):
            if real_card in hidden and s.loc[real_card] == BOARD:
                # (a covered card never seen: its colour, and what its splay shows)
                splay = s.players[s.owner[real_card]].splays[COLOR[real_card]]
                assert COLOR[det_card] == COLOR[real_card]
                assert SHOWN[det_card][splay] == SHOWN[real_card][splay]
                moved.append(det_card)
            elif real_card in hidden:
                assert (SET[det_card], AGE[det_card]) == (SET[real_card], AGE[real_card])
                moved.append(det_card)
            else:
                assert det_card == real_card, "a card the viewer can locate moved"
    assert sorted(moved) == sorted(hidden)


@pytest.mark.parametrize("expansions,players,options", COMBINATIONS)
def test_sampled_games_are_consistent_with_the_view(expansions, players, options):
    checked = 0
    stats: dict = {}
    for seed in range(3):
        game = inno.Game(players=players, expansions=expansions, seed=seed, options=options)
        rng = random.Random(seed)
        step = 0
        while game.pending is not None and step < 500:
            if step % 9 == 0:
                for viewer in range(players):
                    try:
                        det = determinize(game, viewer, rng, stats)
                    except NoDeal:
                        continue
                    check_consistent(game, det, viewer)
                    checked += 1
            if step % 45 == 0 and game.top:
                # A sampled game is a game: it can be cloned and played to the end.
                det = determinize(game, game.pending.who, rng)
                det.audit()
                copy = det.clone()
                while copy.pending is not None:
                    copy.answer(random_answer(copy.pending, rng))
                assert copy.result is not None
            game.answer(random_answer(game.pending, rng))
            step += 1
    assert checked > 50
    # Replaying the answers since the action began rejects a deal only when an
    # effect looked at a hidden card: a few tries per sample on average, and
    # finding no deal at all is rare.
    assert stats["tries"] <= 4 * checked
    assert stats.get("failures", 0) <= 0.01 * checked


def test_hidden_cards_are_what_the_view_says_could_be_anything():
    """The hidden cards are the view's ``could_be``."""
    game = inno.Game(players=3, expansions=["echoes"], seed=7)
    rng = random.Random(7)
    for step in range(300):
        if game.pending is None:
            break
        if step % 20 == 0:
            for viewer in range(3):
                could_be = game.view(viewer)["could_be"]
                names = {n for group in could_be.values() for n in group}
                hidden = {NAME[c] for c in hidden_cards(game, viewer)}
                assert hidden == names
        game.answer(random_answer(game.pending, rng))


def test_sampling_is_deterministic_for_a_seed():
    game = inno.Game(players=2, seed=3)
    rng = random.Random(0)
    for _ in range(40):
        game.answer(random_answer(game.pending, rng))
    a = determinize(game, 0, random.Random(5)).to_position()
    b = determinize(game, 0, random.Random(5)).to_position()
    c = determinize(game, 0, random.Random(6)).to_position()
    assert a == b and a != c


@pytest.mark.parametrize("expansions", [[], ["echoes", "cities", "artifacts", "figures"]])
def test_the_planned_relabelling_is_relabel_state(expansions):
    """A sampler relabels the action's start by a plan made once: the same state as
    relabel_state with the deal as a dict (every list, every card's zone and owner),
    at action decisions and inside actions."""
    compared = inside = 0
    for seed in range(3):
        game = inno.Game(players=2, expansions=expansions, seed=seed)
        rng = random.Random(seed)
        for step in range(150):
            if game.pending is None:
                break
            if step % 7 == 0:
                for viewer in range(2):
                    sampler = Sampler(game, viewer)
                    if sampler._plan is None:
                        continue
                    places = sampler.deck[0]
                    for _ in range(3):
                        new = _shuffle(sampler.deck, rng)
                        a = sampler._plan.relabel(new)
                        b = relabel_state(sampler.start, dict(zip(places, new, strict=True)))
                        assert card_lists(a) == card_lists(b)
                        assert (a.loc, a.owner) == (b.loc, b.owner)
                        assert (a.unlooked, a.revealed, a.initial) == (
                            b.unlooked,
                            b.revealed,
                            b.initial,
                        )
                        compared += 1
                        inside += bool(sampler.answers)
            game.answer(random_answer(game.pending, rng))
    assert compared > 50 and inside > 10


def test_relabel_answer_renames_cards_in_answers():
    names = {"The Wheel": "Sailing", "Archery": "Oars"}
    assert relabel_answer("meld The Wheel", names) == "meld Sailing"
    assert relabel_answer("Archery", names) == "Oars"
    assert relabel_answer(["Archery", "Tools"], names) == ["Oars", "Tools"]
    assert relabel_answer("achieve 3", names) == "achieve 3"
    assert relabel_answer(None, names) is None


def chi_square(counts: Counter, cells: list, n: int) -> float:
    expected = n / len(cells)
    return sum((counts.get(c, 0) - expected) ** 2 / expected for c in cells)


def test_the_opponents_hand_is_uniform_at_the_start():
    """At the first decision, Player 1's view of Player 2's two 1s: every pair equally likely.

    13 base 1s are hidden from Player 1 (15 minus their own 2): 78 pairs.  The
    chi-square statistic of 3,900 samples over 77 degrees of freedom is below
    115 (p = 0.003) for a uniform sampler; a sampler that favoured, say, the
    cards really there would exceed it by far.
    """
    game = inno.Game(players=2, seed=11)
    hidden_1s = [c for c in hidden_cards(game, 0) if SET[c] == BASE and AGE[c] == 1]
    assert len(hidden_1s) == 13
    rng = random.Random(1)
    pairs: Counter = Counter()
    achievement: Counter = Counter()
    n = 3900
    for _ in range(n):
        det = determinize(game, 0, rng)
        pairs[frozenset(det.state.players[1].hand)] += 1
        age1 = [c for c in det.state.shared[AVAILABLE] if AGE[c] == 1]
        achievement[age1[0]] += 1
    cells = [frozenset(p) for p in itertools.combinations(hidden_1s, 2)]
    assert set(pairs) <= set(cells)
    assert chi_square(pairs, cells, n) < 115
    # The face-down achievement of age 1 is any of the 13, uniformly (12 dof, p = 0.001: 32.9).
    assert chi_square(achievement, hidden_1s, n) < 32.9


def test_the_supply_order_is_uniform_mid_game():
    """The next card of a supply pile, for a viewer who knows some cards' places."""
    game = inno.Game(players=2, seed=0)
    rng = random.Random(0)
    for _ in range(69):  # (Player 1 then knows two cards of Player 2's hand)
        game.answer(random_answer(game.pending, rng))
    viewer = 0
    known = [c for c, place in game.knowledge(viewer).place.items() if place == (HAND, 1)]
    assert known
    age = min(a for a in range(2, 11) if len(game.state.piles[BASE][a]) >= 4)
    hidden = [c for c in hidden_cards(game, viewer) if SET[c] == BASE and AGE[c] == age]
    assert len(hidden) >= 4
    n = 2000
    tops: Counter = Counter()
    in_hand: Counter = Counter()
    for _ in range(n):
        det = determinize(game, viewer, rng)
        tops[det.state.piles[BASE][age][-1]] += 1
        for c in det.state.players[1].hand:
            in_hand[c] += 1
    # Only hidden cards of that back reach the top, each about equally often
    # (3.5 * dof + 10 is above the 99.9% point of chi-square for 3 to 20 dof).
    assert set(tops) <= set(hidden)
    dof = len(hidden) - 1
    assert chi_square(tops, hidden, n) < 3.5 * dof + 10
    # A card the viewer saw go into the opponent's hand stays there in every sample.
    assert all(in_hand[c] == n for c in known)


def test_sample_permutation_keeps_backs():
    rng = random.Random(0)
    cards = list(range(0, 200))
    sigma = sample_permutation(cards, rng)
    assert sorted(sigma) == cards and sorted(sigma.values()) == cards
    assert all((SET[c], AGE[c]) == (SET[d], AGE[d]) for c, d in sigma.items())


def sample(game: inno.Game, viewer: int, seed: int) -> dict | None:
    """All of a determinization (None if no deal was found), for comparing two."""
    try:
        det = determinize(game, viewer, random.Random(seed))
    except NoDeal:
        return None
    return {
        "position": det.to_position(),
        "log": det.log,
        "history": det.history,
        "pending": det.pending.to_dict() if det.pending else None,
    }


TWIN_SETS = [
    ([], 2),
    ([], 3),
    (["echoes"], 2),
    (["cities", "artifacts"], 2),
    (["figures"], 2),
    (["echoes", "cities", "artifacts", "figures"], 3),
]


@pytest.mark.parametrize("expansions,players", TWIN_SETS)
def test_games_a_player_cannot_tell_apart_give_the_same_samples(expansions, players):
    """Two games the decider cannot tell apart (twins: two cards they never saw
    exchanged from the deal on) give the same determinizations for the same seed,
    at action decisions and inside actions: nothing the search does can depend on
    where the hidden cards really are.  The cards exchanged are preferably ones
    that moved out of the decider's sight during the current action."""
    compared = Counter()
    for seed in range(12):
        game = inno.Game(players, expansions=expansions, seed=seed)
        rng = random.Random(seed)
        action_began = 0
        while game.pending is not None and min(compared["action"], compared["inside"]) < 4:
            if game.top:
                action_began = len(game.events)
            kind = "action" if game.top else "inside"
            if compared[kind] < 4 and rng.random() < 0.15:
                viewer = game.pending.who
                moved = [
                    e.card
                    for e in game.events[action_began:]
                    if e.card >= 0 and not e.visible_to(viewer)
                ]
                cards = moved or never_seen(game, [viewer])
                for other, a, b in twins(game, [viewer], cards, limit=2):
                    assert other.state.loc[a] == game.state.loc[b]  # (really exchanged)
                    for s in (1, 2):
                        assert sample(game, viewer, s) == sample(other, viewer, s), (a, b)
                    compared[kind] += 1
            game.answer(random_answer(game.pending, rng))
    assert compared["action"] >= 4 and compared["inside"] >= 4


@pytest.mark.parametrize(
    "expansions,players", [([], 2), ([], 3), (["cities"], 3), (["echoes", "figures"], 2)]
)
def test_samples_meet_the_real_hidden_cards_only_by_chance(expansions, players):
    """Inside actions, a card that moved out of the decider's sight since the action
    began is dealt to its real place in about 1/n of the samples (n: the hidden
    cards of its back), as chance predicts: the sampler does not keep cards where
    they really are, and never returns the real game."""
    matches = 0
    expected = 0.0
    positions = 0
    for seed in range(20):
        game = inno.Game(players, expansions=expansions, seed=seed)
        rng = random.Random(seed)
        action_began = 0
        while game.pending is not None and positions < 12:
            if game.top:
                action_began = len(game.events)
            viewer = game.pending.who
            hidden = hidden_cards(game, viewer)
            moved = {
                e.card
                for e in game.events[action_began:]
                if e.card >= 0 and not e.visible_to(viewer)
            } & set(hidden)
            if moved and not game.top and rng.random() < 0.5:
                positions += 1
                backs = Counter((SET[c], AGE[c]) for c in hidden)
                places = place_of(game.state)
                for s in range(25):
                    try:
                        det = determinize(game, viewer, random.Random(s))
                    except NoDeal:
                        continue
                    lists = card_lists(det.state)
                    for card in moved:
                        zone, index = places[card]
                        matches += lists[zone][index] == card
                        expected += 1 / backs[SET[card], AGE[card]]
            game.answer(random_answer(game.pending, rng))
    assert positions >= 12
    assert matches <= expected + 4 * expected**0.5 + 3, (matches, expected)


def oars(transferred: str, in_supply: str) -> inno.Game:
    """Oars: Alice transfers a card with a crown (``transferred``) to Carol, draws
    Metalworking, and has no crown left; Bob, who saw none of it, decides next.
    ``in_supply``, another base 1 with a crown, is second in the supply pile."""
    rest = ["City States", "Code of Laws", "Domestication", "Mysticism", "Pottery"]
    game = setup(
        {
            "Alice": {"hand": [transferred, "Agriculture", "Archery", "Masonry"]},
            "Bob": {"hand": ["Mathematics", "Mapmaking"]},
            "Carol": {"board": {"red": ["Oars"]}},
        },
        supply={"1": ["Metalworking", in_supply, *rest, "The Wheel", "Tools", "Writing"]},
        achievements=[],
        turn="Carol",
    )
    act(game, "dogma Oars")
    expect(game, "Bob", "choose_card", ["Mathematics", "Mapmaking"])
    return game


def test_a_card_moved_by_a_hidden_property_is_not_kept_at_its_real_place():
    """In ``oars``, of the 14 base 1s Bob cannot locate, 6 have a crown: each is the
    transferred card in about 1/6 of the samples.  (The sampler used to keep the
    cards moved since its checkpoint at their real places once 16 deals had
    failed: Sailing was there in 91 samples of 150.)"""
    game = oars("Sailing", "Clothing")
    n = 150
    kept = 0
    transferred: Counter = Counter()
    for s in range(n):
        det = determinize(game, "Bob", random.Random(s))
        check_consistent(game, det, 1)
        (card,) = det.state.players[2].score
        transferred[NAME[card]] += 1
        kept += card == BY_NAME["Sailing"]
    crowns = ["City States", "Clothing", "Code of Laws", "Domestication", "Sailing", "Writing"]
    assert set(transferred) == set(crowns)
    assert kept <= n / 6 + 4 * (n * 5 / 36) ** 0.5  # 25 expected, 43 at most
    # Sailing and Clothing exchanged: Bob cannot tell, the samples are the same.
    twin = oars("Clothing", "Sailing")
    assert twin.view("Bob") == game.view("Bob")
    for s in range(20):
        assert sample(game, 1, s) == sample(twin, 1, s)


def place_of(state: State) -> dict[int, tuple[int, int]]:
    """Each card's place: (zone number in ``card_lists``, index in it)."""
    return {
        card: (z, i) for z, cards in enumerate(card_lists(state)) for i, card in enumerate(cards)
    }


def test_a_players_own_standard_achievement_is_dealt_like_any_hidden_card():
    """Alice does not know which card her achievement is: in samples for her, it is
    any base 1 she cannot locate (13: all but her Tools and Bob's top Masonry),
    uniformly (12 dof: chi-square < 32.9 at p = 0.001)."""
    game = inno.Game.from_position(
        {
            "players": [
                {"name": "Alice", "hand": ["Tools"], "achievements": ["Oars"]},
                {"name": "Bob", "hand": ["Writing"], "board": {"yellow": ["Masonry"]}},
            ],
            "achievements": [],
            "turn": {"player": "Alice", "actions": 2},
        }
    )
    candidates = [BY_NAME[n] for n in game.view("Alice")["could_be"]["base 1"]]
    assert len(candidates) == 13 and BY_NAME["Oars"] in candidates
    rng = random.Random(3)
    n = 1300
    found = Counter(
        determinize(game, "Alice", rng).state.players[0].achievements[0] for _ in range(n)
    )
    assert set(found) == set(candidates)
    assert chi_square(found, candidates, n) < 32.9


def covered_position(splay: str = "none") -> inno.Game:
    """Bob's red stack: Construction (2) on top of Road Building (2) and Oars (1), cards
    Alice never saw arrive (a position has no history)."""
    return inno.Game.from_position(
        {
            "players": [
                {"name": "Alice", "hand": ["Tools"], "board": {"yellow": ["Masonry"]}},
                {
                    "name": "Bob",
                    "hand": ["Writing"],
                    "board": {
                        "red": {"cards": ["Construction", "Road Building", "Oars"], "splay": splay}
                    },
                },
            ],
            "turn": {"player": "Alice", "actions": 2},
            "seed": 5,
        }
    )


def test_covered_cards_of_a_position_are_dealt_among_the_cards_of_their_colour():
    """Alice cannot know Bob's covered red cards (she never saw them arrive): in samples
    for her they are any two unlocated red cards, one 1 and one 2 (what the backs of
    the other hidden places leave), either of them at either place: 3 red 1s (Archery,
    Metalworking, Oars) times Road Building (the other red 2 is Bob's top card) times
    the two orders, 6 cells, uniform (5 dof: chi-square < 20.5 at p = 0.001)."""
    game = covered_position()
    assert {"Oars", "Road Building"} <= set(game.view("Alice")["could_be"]["base 1"]) | set(
        game.view("Alice")["could_be"]["base 2"]
    )
    rng = random.Random(1)
    n, found = 1200, Counter()
    for _ in range(n):
        det = determinize(game, "Alice", rng)
        check_consistent(game, det, 0)
        found[tuple(NAME[c] for c in det.state.players[1].stacks[COLOR[BY_NAME["Oars"]]])] += 1
    cells = [
        order + ("Construction",)
        for one in ("Archery", "Metalworking", "Oars")
        for order in ((one, "Road Building"), ("Road Building", one))
    ]
    assert set(found) == set(cells)
    assert chi_square(found, cells, n) < 20.5
    # Bob knows his own board: his samples keep it.
    assert (
        determinize(game, "Bob", rng).to_position()["players"][1]["board"]
        == (game.to_position()["players"][1]["board"])
    )


def test_a_covered_card_shows_what_its_splay_reveals():
    """Splayed right, a red 1 shows its top left and bottom left slots: Oars's (castle,
    crown) are no other red 1's, so Oars stays; Road Building is the only red 2 left."""
    game = covered_position("right")
    rng = random.Random(2)
    for _ in range(30):
        det = determinize(game, "Alice", rng)
        check_consistent(game, det, 0)
        assert det.state.players[1].stacks == game.state.players[1].stacks


def test_a_search_from_a_position_with_covered_cards_plays_on():
    """The planned relabelling (at the action decision) and the one inside an action
    both deal the covered cards; the samples can be played to the end."""
    game = covered_position()
    rng = random.Random(3)
    for _ in range(3):
        det = determinize(game, "Alice", rng)
        check_consistent(game, det, 0)
        while det.pending is not None:
            det.answer(random_answer(det.pending, rng))
    act(game, "dogma Masonry")  # (Alice may meld any cards with a castle: she is asked)
    assert game.pending.who == 0 and game.pending.kind == "choose_cards"
    for _ in range(10):
        det = determinize(game, "Alice", rng)
        check_consistent(game, det, 0)


def test_a_game_resumed_from_its_own_checkpoint_is_the_same_game():
    game = inno.Game(players=3, expansions=["echoes"], seed=11)
    rng = random.Random(11)
    for _ in range(57):
        game.answer(random_answer(game.pending, rng))
    state, log_length, answers = game.checkpoint()
    again = game.resume(state.copy(), answers, log_length)
    assert again.to_position() == game.to_position()
    assert again.log == game.log and again.history == game.history
    assert again.pending.to_dict() == game.pending.to_dict()
    again.answer(random_answer(again.pending, rng))
    assert len(again.history) == len(game.history) + 1  # independent of the original


def test_a_game_for_search_plays_as_the_game_does():
    """A game resumed for search (no checkpoints) plays on exactly like the game, at an
    action decision and inside an action, and copies no state on the way."""
    for steps in (40, 57):
        game = inno.Game(players=3, expansions=["echoes", "figures"], seed=steps)
        rng = random.Random(steps)
        for _ in range(steps):
            game.answer(random_answer(game.pending, rng))
        state, log_length, answers = game.checkpoint()
        fast = game.resume(state.copy(), answers, log_length, for_search=True)
        slow = game.resume(state.copy(), answers, log_length)
        assert fast.timeline.checkpoint is None
        first = slow.timeline.checkpoint
        for _ in range(120):
            assert fast.to_position() == slow.to_position() and fast.log == slow.log
            if slow.pending is None:
                break
            assert fast.pending.to_dict() == slow.pending.to_dict()
            answer = random_answer(slow.pending, rng)
            fast.answer(answer)
            slow.answer(answer)
        assert fast.timeline.checkpoint is None and fast.history == slow.history
        assert "search" in str(fast.timeline.refusal(0, fast.names))  # (no undo either)
        assert slow.timeline.checkpoint is not first  # (the game took checkpoints)


@pytest.mark.parametrize("inside", [False, True])
def test_a_sample_for_search_is_the_same_deal(inside):
    """``for_search`` changes how the determinization is kept, not what it is."""
    game = inno.Game(players=2, expansions=["cities"], seed=4)
    rng = random.Random(4)
    while not (
        len(game.history) > 30
        and game.pending.who == 0
        and (game.pending.kind != "action") == inside
    ):
        game.answer(random_answer(game.pending, rng))
    sampler = Sampler(game, 0)
    assert bool(sampler.answers) == inside
    for seed in range(3):
        a = sampler.sample(random.Random(seed))
        b = sampler.sample(random.Random(seed), for_search=True)
        assert a.to_position() == b.to_position() and a.log == b.log
        assert a.pending.to_dict() == b.pending.to_dict() and a.history == b.history
        assert b.timeline.checkpoint is None
