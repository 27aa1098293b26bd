"""Determinization: sampled games are consistent with what the player knows, and uniform.

Consistency is checked at many positions of seeded random games of several
set combinations, for every player: the sampled game's view for that player
equals the real view (log and card tracking included), every card is in
exactly one zone, the cards the player can locate stay where they are, and
the hidden places hold a permutation (within each back) of the hidden cards.
Uniformity is checked with chi-square tests on small cases.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

import inno
from inno.agents.determinize import (
    determinize,
    hidden_cards,
    relabel_answer,
    sample_permutation,
)
from inno.agents.random import random_answer
from inno.cards.data import AGE, BASE, BY_NAME, NAME, SET
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
    moved = []
    for real_zone, det_zone in zip(card_lists(game.state), card_lists(det.state), strict=True):
        assert len(real_zone) == len(det_zone)
        for real_card, det_card in zip(real_zone, det_zone, strict=True):
            if real_card in hidden:
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
                    det = determinize(game, viewer, rng, stats)
                    check_consistent(game, det, viewer)
                    checked += 1
            if step % 45 == 0:
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
    # Replaying the answers since the last checkpoint rejects a deal only when
    # an effect looked at a hidden card: a few tries per sample on average, and
    # giving up (returning the real game) is rare.
    assert stats["tries"] <= 4 * checked
    assert stats.get("fallbacks", 0) <= 0.03 * checked


def test_hidden_cards_are_what_the_view_says_could_be_anything():
    """The hidden cards are the view's ``could_be`` (covered cards on others' boards aside)."""
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
                assert hidden <= names
                # The others: covered cards on other boards, which stay put.
                assert all(game.state.loc[BY_NAME[name]] == BOARD for name in names - hidden)
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


@pytest.mark.parametrize("expansions", [[], ["echoes", "figures"]])
def test_the_deal_depends_only_on_what_the_player_knows(expansions):
    """Two games a player cannot tell apart give the same deals for the same seed.

    So nothing the search does can depend on where the hidden cards really are.
    """
    game = inno.Game(players=2, expansions=expansions, seed=21)
    rng = random.Random(21)
    compared = 0
    for step in range(200):
        if game.pending is None:
            break
        if step % 10 == 0:
            viewer = game.pending.who
            other = determinize(game, viewer, random.Random(step))
            assert other.view(viewer) == game.view(viewer)
            if game.top:
                a = determinize(game, viewer, random.Random(1)).to_position()
                b = determinize(other, viewer, random.Random(1)).to_position()
                assert a == b
                compared += 1
        game.answer(random_answer(game.pending, rng))
    assert compared >= 5


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
