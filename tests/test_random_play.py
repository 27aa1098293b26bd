"""Random play: seeded random games must end without errors and lose no card.

Each game is played to the end by random answers drawn from the offered
options.  After every decision every card must be in exactly one zone
(``State.audit``); every few decisions the game must survive a JSON round trip
and a clone unchanged; at the end, replaying the answers from the same seed
must reproduce the game event for event.  A seed that ever fails belongs in
``REGRESSIONS`` with a note.
"""

from __future__ import annotations

import functools
import itertools
import random

import pytest

import inno
from inno.agents.random import random_answer

# (players, seed, options, expansions) of games that once failed, with what they found.
REGRESSIONS: list[tuple[int, int, dict, list[str]]] = []


def configs():
    for seed in range(300):
        players = 2 + seed % 3
        options = {}
        if players == 4 and seed % 4 == 1:
            options["teams"] = True
        if seed % 10 == 7:
            options["longer"] = True
        yield players, seed, options, []
    # Base + Echoes: 2 to 5 players, teams.
    for seed in range(120):
        players = 2 + seed % 4
        options = {"teams": True} if players == 4 and seed % 8 == 2 else {}
        yield players, 1000 + seed, options, ["echoes"]
    # Base + Cities and base + Echoes + Cities: 2 to 5 players, teams.
    for seed in range(120):
        players = 2 + seed % 4
        options = {"teams": True} if players == 4 and seed % 8 == 2 else {}
        sets = ["cities"] if seed % 2 else ["echoes", "cities"]
        yield players, 2000 + seed, options, sets
    # Base + Artifacts (relics in every other game), with Echoes or Cities or both.
    combos = (["artifacts"], ["echoes", "artifacts"], ["cities", "artifacts"])
    for seed in range(120):
        players = 2 + seed % 4
        options = {"teams": True} if players == 4 and seed % 8 == 2 else {}
        if seed % 2:
            options["relics"] = True
        sets = combos[seed % 3] if seed % 10 != 9 else ["echoes", "cities", "artifacts"]
        yield players, 3000 + seed, options, sets
    # Every combination of the five sets, from base alone to all four expansions, for
    # 2 players up to 4 + the number of expansions (teams with four): one game each.
    for i, sets in enumerate(COMBINATIONS):
        for players in range(2, 5 + len(sets)):
            options = {"teams": True} if players == 4 and i % 2 else {}
            if "artifacts" in sets and players % 2:
                options["relics"] = True
            yield players, 4000 + 20 * i + players, options, sets
    # More of base + Figures, alone and with Echoes (the draw rules' precedence).
    for seed in range(40):
        players = 2 + seed % 4
        options = {"teams": True} if players == 4 and seed % 8 == 2 else {}
        sets = ["figures"] if seed % 2 else ["echoes", "figures"]
        yield players, 5000 + seed, options, sets
    yield from REGRESSIONS


EXPANSIONS = ("echoes", "cities", "artifacts", "figures")
COMBINATIONS = [
    list(c) for k in range(len(EXPANSIONS) + 1) for c in itertools.combinations(EXPANSIONS, k)
]


def check_answer_is_offered(decision, answer) -> None:
    if decision.kind == "choose_cards":
        assert decision.min <= len(answer) <= decision.max
        assert len(set(map(str, answer))) == len(answer)
        assert all(a in decision.options for a in answer)
    else:
        assert answer in decision.options


def same_game(a: inno.Game, b: inno.Game) -> None:
    assert a.to_position() == b.to_position()
    assert (a.pending and a.pending.to_dict()) == (b.pending and b.pending.to_dict())
    assert a.log == b.log


def check_the_end(
    game: inno.Game, players: int, seed: int, options: dict, expansions: list[str]
) -> None:
    """The game has winners, survives a JSON round trip and a position round trip, and
    its history (answers and looks) replays it from the seed event for event."""
    assert game.result is not None and game.result.winners
    same_game(game, inno.Game.from_json(game.to_json()))
    assert inno.Game.from_position(game.to_position()).to_position() == game.to_position()
    replay = inno.Game(players=players, seed=seed, options=options, expansions=expansions)
    for entry in game.history:
        replay.play(entry)
    assert replay.log == game.log
    assert replay.result == game.result


@pytest.mark.parametrize("players,seed,options,expansions", list(configs()))
def test_random_game(players: int, seed: int, options: dict, expansions: list[str]) -> None:
    game = inno.Game(players=players, seed=seed, options=options, expansions=expansions)
    in_game = game.state.cards_in_game()
    rng = random.Random(seed)
    decisions = 0
    while game.pending is not None:
        decision = game.pending
        if decisions % 23 == 11:
            same_game(game, inno.Game.from_json(game.to_json()))
            same_game(game, game.clone())
        answer = random_answer(decision, rng)
        check_answer_is_offered(decision, answer)
        game.answer(answer)
        game.audit()
        assert game.state.cards_in_game() == in_game
        decisions += 1
        assert decisions < 5000, "the game does not end"
    check_the_end(game, players, seed, options, expansions)


# The optional rules a game of the next test may have, each drawn from its seed.
OPTIONAL_RULES = ("open_boards", "face_down_draws", "longer", "no_tracking", "confirm_turn_end")


@pytest.mark.parametrize("sets", COMBINATIONS, ids=lambda sets: "+".join(["base", *sets]))
def test_random_game_with_optional_rules_and_undos(sets: list[str]) -> None:
    """Players who undo now and then, and look at face-down draws: every card stays
    accounted for after each undo, and the history (looks included) replays the game."""
    seed = 6000 + COMBINATIONS.index(sets)
    rng = random.Random(seed)
    players = 2 + seed % (3 + len(sets))
    options = {rule: True for rule in OPTIONAL_RULES if rng.random() < 0.5}
    if players >= 5:
        options["distant_players"] = False
    game = inno.Game(players=players, seed=seed, options=options, expansions=sets)
    in_game = game.state.cards_in_game()
    undos = decisions = 0
    while game.pending is not None:
        if rng.random() < 0.1:
            if options.get("face_down_draws") and rng.random() < 0.3:
                game.look(rng.randrange(players))
            else:
                undoing = [p for p in range(players) if game.can_undo(p)]
                if undoing:
                    game.undo(rng.choice(undoing))
                    undos += 1
            game.audit()
            assert game.state.cards_in_game() == in_game
        if decisions % 23 == 11:
            same_game(game, inno.Game.from_json(game.to_json()))
        game.answer(random_answer(game.pending, rng))
        game.audit()
        assert game.state.cards_in_game() == in_game
        decisions += 1
        assert decisions < 5000, "the game does not end"
    assert undos > 0
    check_the_end(game, players, seed, options, sets)


@functools.cache
def _fuzz():
    """bench/fuzz.py, the fuzzer (outside the package: a script of the repository),
    loaded once."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).parents[1] / "bench" / "fuzz.py"
    spec = importlib.util.spec_from_file_location("fuzz", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("sets", COMBINATIONS, ids=lambda sets: "+".join(["base", *sets]))
def test_the_fuzzer_checks_one_game_of_each_combination(sets: list[str]) -> None:
    """The fuzzer's checks (among them: a game loaded from its position at an action
    decision goes on as the game does) hold for one game of each combination, with
    undos: the fuzzer itself is run, so that it stays able to run."""
    seed = 7000 + COMBINATIONS.index(sets)
    players = 2 + seed % (3 + len(sets))
    assert _fuzz().check_game(players, seed, sets, {}, undo=True) > 20
