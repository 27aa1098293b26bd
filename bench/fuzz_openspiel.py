"""Fuzz the OpenSpiel game: many random games, observations checked at every decision (outside CI).

Each game (``i``: its combination of sets and player count cycle as in
``fuzz.py --all-combinations``; relics in every other game with Artifacts, open
boards in about a third) is played with random chance outcomes and random legal actions.
At every decision node the observation tensors pyspiel's observer reads (the
state's kept ``Observer``, which follows the live game through the replays that
chance outcomes cause) must equal the encoding of the position's view (the
information boundary): the deciding player's, another player's, and now and then
a spectator's from a seat.  Now and then, at a decision or a chance node, the
state is cloned or serialised and loaded again, the copy's game must hold the
same cards in the same places (supply piles in the same order: the chance nodes
for the piles' top cards make them trade places), and play goes on from the
copy; at the end every card must be in exactly one zone.  A failing game is
printed with its number: ``--first-seed N --games 1`` plays it again.

    pip install -e '.[openspiel]'
    python bench/fuzz_openspiel.py --games 2000 --workers 2
"""

from __future__ import annotations

import argparse
import random
import traceback

from fuzz import combination, encoded_view, play_all


def parameters(i: int) -> dict:
    """The game parameters of game ``i``."""
    sets, players = combination(i)
    params: dict = {"players": players, "expansions": "+".join(sets)}
    if "artifacts" in sets and i % 2:
        params["relics"] = True
    if random.Random(i).random() < 0.3:
        params["open_boards"] = True
    return params


def copied(state, game, rng: random.Random):
    """A clone of ``state``, or ``state`` serialised and loaded again: its cards where
    ``state``'s are."""
    copy = state.clone() if rng.random() < 0.7 else game.deserialize_state(state.serialize())
    a, b = state._core.live, copy._core.live
    if a is not None:
        assert a.state.piles == b.state.piles and a.state.loc == b.state.loc, "the copy differs"
    return copy


def check_game(i: int) -> int:
    """Play game ``i``, checking it; the player actions taken."""
    import numpy as np
    import pyspiel
    from open_spiel.python.observation import make_observation

    from inno.research import openspiel

    game = pyspiel.load_game(openspiel.SHORT_NAME, parameters(i))
    private = make_observation(game)
    public = make_observation(
        game,
        pyspiel.IIGObservationType(
            perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.NONE
        ),
    )
    rng = random.Random(i)
    state = game.new_initial_state()
    n = state.num_players()
    cards = None
    steps = 0
    while not state.is_terminal():
        if state.is_chance_node():
            if rng.random() < 0.01:
                state = copied(state, game, rng)
            state.apply_action(rng.choice(state.chance_outcomes())[0])
            continue
        position = state._core.game  # (the position the players see)
        if cards is None:
            cards = position.state.cards_in_game()
        decider = state.current_player()
        for seat in sorted({decider, rng.randrange(n)}):
            private.set_from(state, seat)
            expected = encoded_view(position, seat, state.picks_of(seat))
            assert np.array_equal(private.tensor, expected), seat
        if rng.random() < 0.2:
            seat = rng.randrange(n)
            public.set_from(state, seat)
            expected = encoded_view(position, seat, public=True)
            assert np.array_equal(public.tensor, expected), f"public, seat {seat}"
        if rng.random() < 0.03:
            state = copied(state, game, rng)
        state.apply_action(rng.choice(state.legal_actions()))
        steps += 1
    end = state._core.live
    end.audit()
    assert end.state.cards_in_game() == cards, "a card was lost or made"
    return steps


def run_one(i: int) -> tuple[int, str | None]:
    try:
        return check_game(i), None
    except Exception:
        return 0, f"FAILED: game {i} {parameters(i)}\n{traceback.format_exc()}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--first-seed", type=int, default=0, help="the first game's number")
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    todo = range(args.first_seed, args.first_seed + args.games)
    games, failures, steps, elapsed = play_all(run_one, todo, args.workers)
    print(f"{games} games, {failures} failed, {steps:,} player actions in {elapsed:.0f} s")


if __name__ == "__main__":
    main()
