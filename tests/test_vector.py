"""The vector environment: N games stepped together under Gymnasium's vector API."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")

from inno.research.env.actions import N_ACTIONS, IllegalAction, player_names  # noqa: E402
from inno.research.env.observation import SIZE, observe  # noqa: E402
from inno.research.env.vector import InnoVectorEnv  # noqa: E402


def _random_actions(obs, rng) -> np.ndarray:
    return np.array([rng.choice(np.flatnonzero(m)) for m in obs["action_mask"]])


def test_observations_are_the_deciding_players_in_one_array_per_part():
    envs = InnoVectorEnv(3, players=3, expansions=["echoes", "cities"])
    obs, info = envs.reset(seed=4)
    rng = np.random.default_rng(4)
    for _ in range(60):
        assert obs["observation"].shape == (3, SIZE) and obs["observation"].dtype == np.float32
        assert obs["action_mask"].shape == (3, N_ACTIONS) and obs["action_mask"].dtype == np.int8
        assert envs.observation_space.contains(obs)
        for i, (game, chooser) in enumerate(zip(envs.games, envs.choosers, strict=True)):
            seat = info["player"][i]
            assert seat == chooser.player
            picks = [chooser.decision.options[k] for k in chooser.picks]
            assert np.array_equal(obs["observation"][i], observe(game, seat, picks))
            assert np.flatnonzero(obs["action_mask"][i]).tolist() == chooser.legal_actions()
        obs, rewards, terminated, truncated, info = envs.step(_random_actions(obs, rng))
        assert rewards.shape == (3, 3) and terminated.shape == truncated.shape == (3,)


def test_a_seed_fixes_every_game():
    a, b = InnoVectorEnv(2), InnoVectorEnv(2)
    obs_a, _ = a.reset(seed=9)
    obs_b, _ = b.reset(seed=9)
    rng_a, rng_b = np.random.default_rng(1), np.random.default_rng(1)
    for _ in range(30):
        assert np.array_equal(obs_a["observation"], obs_b["observation"])
        obs_a, *_ = a.step(_random_actions(obs_a, rng_a))
        obs_b, *_ = b.step(_random_actions(obs_b, rng_b))
    assert [g.history for g in a.games] == [g.history for g in b.games]
    assert a.games[0].seed != a.games[1].seed
    b.reset(seed=10)
    assert b.games[0].seed != a.games[0].seed


def test_a_game_that_ends_gives_every_seat_its_reward_and_starts_again():
    envs = InnoVectorEnv(2, players=2)
    obs, _ = envs.reset(seed=2)
    rng = np.random.default_rng(2)
    ended = 0
    while ended < 3:
        games = list(envs.games)
        obs, rewards, terminated, truncated, info = envs.step(_random_actions(obs, rng))
        assert not truncated.any()
        for i in np.flatnonzero(terminated):
            old = games[i]
            assert old.over and envs.games[i] is not old  # replaced in the same step
            assert info["_final_info"][i] and info["final_info"]["_result"][i]
            assert info["final_info"]["result"][i] == old.result.to_dict()
            winners = old.result.winners
            expected = [
                (0.0 if len(winners) > 1 else 1.0) if name in winners else -1.0
                for name in player_names(2)
            ]
            assert rewards[i].tolist() == expected
            assert envs.games[i].history == [] and obs["action_mask"][i].any()
            ended += 1
        assert not rewards[~terminated].any()


def test_max_steps_truncates_and_restarts():
    envs = InnoVectorEnv(2, max_steps=5)
    obs, _ = envs.reset(seed=1)
    rng = np.random.default_rng(1)
    for step in range(1, 6):
        obs, rewards, terminated, truncated, info = envs.step(_random_actions(obs, rng))
        assert truncated.all() == (step == 5) and not terminated.any() and not rewards.any()
    assert info["final_info"]["result"].tolist() == [None, None]


def test_copy_false_returns_the_buffers_that_the_next_step_overwrites():
    envs = InnoVectorEnv(2, copy=False)
    obs, _ = envs.reset(seed=3)
    first = obs["observation"].copy()
    again, *_ = envs.step(_random_actions(obs, np.random.default_rng(0)))
    assert again["observation"] is obs["observation"]
    assert not np.array_equal(first, again["observation"])


def test_bad_actions_and_configurations_say_what_is_allowed():
    envs = InnoVectorEnv(2)
    with pytest.raises(Exception, match="reset"):
        envs.step(np.zeros(2, int))
    obs, _ = envs.reset(seed=0)
    legal = np.flatnonzero(obs["action_mask"][0])[0]
    with pytest.raises(IllegalAction, match="allowed"):
        envs.step(np.array([legal, N_ACTIONS - 1]))
    assert [g.history for g in envs.games] == [[], []]  # nothing stepped
    with pytest.raises(Exception, match=r"shape \(2,\)"):
        envs.step(np.zeros(3, int))
    with pytest.raises(ValueError, match="num_envs"):
        InnoVectorEnv(0)
    with pytest.raises(ValueError, match="num_envs"):
        InnoVectorEnv(True)
    with pytest.raises(ValueError, match="copy must be True or False"):
        InnoVectorEnv(2, copy="no")
    with pytest.raises(ValueError, match="unknown set"):
        InnoVectorEnv(2, expansions=["space"])


def test_the_documented_example_runs():
    from pathlib import Path

    text = (Path(__file__).parent.parent / "docs" / "research-api.md").read_text()
    example = text.split("## Many games at once")[1].split("```python\n")[1].split("```")[0]
    scope: dict = {}
    exec(compile(example, "research-api.md", "exec"), scope)
    assert scope["obs"]["observation"].shape == (16, SIZE)
