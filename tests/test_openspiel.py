"""The OpenSpiel game: pyspiel's own random simulation test, clones, serialisation, errors."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

import inno.openspiel  # noqa: E402,F401  (registers the game)
from inno.env.actions import DONE, N_ACTIONS, ConfigError, IllegalAction  # noqa: E402
from inno.env.observation import SIZE  # noqa: E402

NAME = inno.openspiel.SHORT_NAME


def _play(state, steps: int, rng: random.Random):
    """``state`` after up to ``steps`` random actions (chance included)."""
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(rng.randrange(len(state.chance_outcomes())))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def test_random_sim_test_base_game():
    game = pyspiel.load_game(NAME, {"players": 2})
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


def test_random_sim_test_with_serialisation():
    game = pyspiel.load_game(NAME, {"players": 2, "expansions": "echoes"})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_random_sim_test_every_set_and_more_players_in_short_games():
    game = pyspiel.load_game(
        NAME,
        {
            "players": 5,
            "expansions": "echoes+cities+artifacts+figures",
            "relics": True,
            "max_game_length": 150,
        },
    )
    assert game.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_the_game_describes_itself():
    game = pyspiel.load_game(NAME, {"players": 2, "deals": 10})
    assert game.num_players() == 2
    assert game.num_distinct_actions() == N_ACTIONS
    assert game.observation_tensor_shape() == [SIZE]
    assert game.information_state_tensor_shape() == [SIZE]
    assert game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert state.chance_outcomes() == [(i, 0.1) for i in range(10)]


def test_a_deal_is_the_engines_seed():
    game = pyspiel.load_game(NAME, {"players": 3, "expansions": "figures"})
    a, b = game.new_initial_state(), game.new_initial_state()
    a.apply_action(42)
    b.apply_action(42)
    assert str(a) == str(b)
    assert (
        a._core.game.to_position()
        == inno.Game(["player_0", "player_1", "player_2"], ["figures"], 42).to_position()
    )


def test_clone_is_an_independent_exact_copy():
    game = pyspiel.load_game(NAME, {"players": 3, "expansions": "echoes+cities"})
    rng = random.Random(3)
    state = _play(game.new_initial_state(), 120, rng)
    copy = state.clone()
    assert str(copy) == str(state)
    assert copy.history() == state.history()
    for p in range(3):
        assert copy.information_state_string(p) == state.information_state_string(p)
        assert copy.observation_tensor(p) == state.observation_tensor(p)
    before = str(state)
    _play(copy, 30, random.Random(4))
    assert str(state) == before  # the original did not move
    # The same actions from both give the same positions.
    again = state.clone()
    for action in copy.history()[len(state.history()) :]:
        again.apply_action(action)
    assert str(again) == str(copy)
    assert again.legal_actions() == copy.legal_actions()


def test_serialisation_round_trip_even_in_the_middle_of_a_multi_select():
    game = pyspiel.load_game(NAME, {"players": 2, "expansions": "echoes"})
    rng = random.Random(1)
    found = None
    for deal in range(60):
        state = game.new_initial_state()
        state.apply_action(deal)
        while not state.is_terminal():
            core = state._core
            d = core.chooser.decision
            if d.kind == "choose_cards" and d.max >= 2:
                state.apply_action(core.chooser.option_actions()[0])  # one pick, not done
                found = state
                break
            state.apply_action(rng.choice(state.legal_actions()))
        if found is not None:
            break
    assert found is not None and found._core.chooser.picks == [0]
    text = pyspiel.serialize_game_and_state(game, found)
    game2, restored = pyspiel.deserialize_game_and_state(text)
    assert str(restored) == str(found)
    assert restored.history() == found.history()
    assert restored.legal_actions() == found.legal_actions()
    assert restored._core.chooser.picks == [0]
    player = found.current_player()
    assert restored.information_state_string(player) == found.information_state_string(player)
    assert restored.observation_tensor(player) == found.observation_tensor(player)
    # Both go on the same way.
    for s in (found, restored):
        legal = s.legal_actions()
        s.apply_action(DONE if DONE in legal else legal[0])
    assert str(restored) == str(found)


def test_information_state_string_has_perfect_recall_and_hides_what_it_should():
    game = pyspiel.load_game(NAME, {"players": 2})
    state = _play(game.new_initial_state(), 60, random.Random(5))
    me = state.current_player()
    other = 1 - me
    mine = state.information_state_string(me)
    assert "my actions:" in mine
    hand = state._core.game.state.players[other].hand
    # The other player's hand never shows by name in this player's observation string.
    names = {inno.cards.data.NAME[c] for c in hand}
    known = {
        e.get("name") for e in state._core.view(me)["players"][other]["hand"] if isinstance(e, dict)
    }
    for name in names - known:
        assert f"'{name}'" not in state.observation_string(me)


def test_returns_at_the_end():
    game = pyspiel.load_game(NAME, {"players": 2})
    state = _play(game.new_initial_state(), 100_000, random.Random(2))
    assert state.is_terminal()
    returns = state.returns()
    assert sum(returns) == 0 and sorted(returns) in ([-1.0, 1.0], [0.0, 0.0])
    winners = state._core.game.result.winners
    for p, r in enumerate(returns):
        if len(winners) == 1:
            assert r == (1.0 if f"player_{p}" in winners else -1.0)


def test_max_game_length_stops_a_game_with_no_winner():
    game = pyspiel.load_game(NAME, {"players": 2, "max_game_length": 20})
    state = _play(game.new_initial_state(), 1000, random.Random(1))
    assert state.is_terminal() and state.returns() == [0.0, 0.0]
    assert len(state.history()) == 21  # the deal and twenty actions


def test_an_illegal_action_raises_naming_what_is_allowed():
    game = pyspiel.load_game(NAME, {"players": 2})
    state = game.new_initial_state()
    state.apply_action(0)
    legal = state.legal_actions()
    illegal = next(a for a in range(N_ACTIONS) if a not in legal)
    with pytest.raises(IllegalAction, match="allowed: ") as info:
        state.apply_action(illegal)
    for a in legal:
        assert f"{a} (" in str(info.value)


@pytest.mark.parametrize(
    "params,words",
    [
        ({"players": 9}, ["2 to 4", "9"]),
        ({"players": 6, "expansions": "echoes"}, ["2 to 5"]),
        ({"expansions": "echos"}, ["'echos'", "echoes", "figures"]),
        ({"relics": True}, ["Artifacts"]),
        ({"deals": 0}, ["deals"]),
    ],
)
def test_a_bad_configuration_says_what_is_allowed(params, words):
    with pytest.raises(ConfigError) as info:
        pyspiel.load_game(NAME, params)
    for word in words:
        assert word in str(info.value)


def test_the_documented_example_plays_a_game(capsys):
    import re
    from pathlib import Path

    text = (Path(__file__).parent.parent / "docs" / "research-api.md").read_text()
    example = re.findall(r"```python\n(.*?)```", text, re.S)[1]
    scope: dict = {}
    exec(compile(example, "research-api.md", "exec"), scope)
    assert scope["state"].is_terminal()
    assert capsys.readouterr().out.strip() == str(scope["state"].returns())
