"""Simulations (`inno.research.simulate`, `inno simulate`, `inno tournament`): the games they play,
their summary numbers, their records (which replay), local processes against Ray,
Elo ratings, plots and bad input."""

import io
import json
import math
import subprocess
import sys

import pytest

from inno.agents import AGENTS
from inno.agents.random import RandomAgent
from inno.cli.main import main
from inno.errors import InnoError
from inno.research import simulate as sim


def run_cli(*argv):
    out = io.StringIO()
    status = main(list(argv), stdout=out)
    return status, out.getvalue()


def fail_cli(capsys, *argv) -> str:
    """Run a command that must be refused; return its error message."""
    with pytest.raises(SystemExit) as exit_info:
        main(list(argv), stdout=io.StringIO())
    assert exit_info.value.code == 2
    return capsys.readouterr().err


@pytest.fixture(scope="module")
def records():
    """Eight short 2-player games between random bots."""
    return sim.play_games(sim.make_specs(8, ["random"], players=2, seed=11))


# -- what is played ------------------------------------------------------------------


def test_rotation_plays_each_deal_from_each_seat():
    specs = sim.make_specs(6, ["greedy", "random"], seed=100)
    assert [s.seed for s in specs] == [100, 100, 101, 101, 102, 102]
    assert [s.agents for s in specs[:2]] == [["greedy", "random"], ["random", "greedy"]]
    assert specs[0].players == ["Greedy A", "Random B"]
    fixed = sim.make_specs(3, ["greedy", "random"], seed=100, rotate=False)
    assert [s.seed for s in fixed] == [100, 101, 102]
    assert all(s.agents == ["greedy", "random"] for s in fixed)
    # The same agent in every seat: two rotations of one deal are still two games.
    same = sim.make_specs(2, ["random"], players=2, seed=5)
    assert same[0].seed == same[1].seed and same[0].agent_seeds != same[1].agent_seeds
    three = sim.make_specs(3, ["random"], players=3, expansions="echoes", seed=1)
    assert three[0].agents == ["random"] * 3 and three[0].expansions == ["echoes"]


def test_tournament_pairs_play_the_same_deals_with_seats_swapped(monkeypatch):
    specs = sim.tournament_specs(["random", "greedy"], 4, seed=7)
    assert [(s.seed, s.agents) for s in specs] == [
        (7, ["random", "greedy"]),
        (7, ["greedy", "random"]),
        (8, ["random", "greedy"]),
        (8, ["greedy", "random"]),
    ]
    monkeypatch.setitem(AGENTS, "other", RandomAgent)
    specs = sim.tournament_specs(["random", "greedy", "other"], 2, seed=7)
    assert [s.agents for s in specs[::2]] == [
        ["random", "greedy"],
        ["random", "other"],
        ["greedy", "other"],
    ]
    assert [s.seed for s in specs] == [7, 7] * 3
    assert [s.index for s in specs] == list(range(6))


def test_any_registered_agent_can_play(monkeypatch):
    monkeypatch.setitem(AGENTS, "other", RandomAgent)
    (record,) = sim.play_games(sim.make_specs(1, ["other", "random"], seed=3))
    assert record["agents"] == ["other", "random"] and record["result"] is not None


def test_agent_options_make_another_agent():
    assert sim.parse_agent("mcts:iterations=20:rollout=random") == (
        "mcts",
        {"iterations": 20, "rollout": "random"},
    )
    with pytest.raises(sim.SimulationError, match="NAME:key=value"):
        sim.parse_agent("mcts:iterations")
    with pytest.raises(sim.SimulationError, match="greedy has no option 'depth': greedy takes no"):
        sim.check_agents(["greedy:depth=3"])


def test_an_unknown_bot_option_lists_the_options_the_bot_takes(capsys):
    options = ", ".join(sim.agent_options("mcts"))
    assert options.startswith("iterations, time_limit, rollout")
    message = f"mcts has no option 'iters': mcts takes the options {options}"
    with pytest.raises(sim.SimulationError) as error:
        sim.check_agents(["mcts:iters=5"])
    assert str(error.value) == message
    for command in ("simulate", "tournament"):
        err = fail_cli(capsys, command, "--agents", "random,mcts:iters=5")
        assert message in err and "signature" not in err and "__init__" not in err


@pytest.mark.skipif("mcts" not in AGENTS, reason="no mcts bot")
def test_a_search_bot_with_an_iteration_budget_plays_the_same_games_everywhere():
    specs = sim.make_specs(2, ["mcts:iterations=4", "random"], seed=3)
    one = sim.play_games(specs)
    assert sim.play_games(specs, workers=2) == one
    assert one[0]["players"] == ["Mcts A", "Random B"]
    assert {a["agent"] for a in sim.summarize(one)["agents"]} == {"mcts:iterations=4", "random"}


# -- records and summaries ---------------------------------------------------------


def test_records_replay_to_the_same_result(records):
    for record in records:
        game = sim.replay(record)
        assert game.result.to_dict() == record["result"]
        assert game.history == record["answers"]
        assert game.state.turn == record["turns"]
        assert record["reason"] == record["result"]["reason"]
        assert record["decisions"] == len(record["answers"])  # no looks without face-down draws


def test_summary_numbers(records):
    s = sim.summarize(records)
    assert s["games"] == s["finished"] == 8 and not s["errors"]
    # 2 players, no shared wins: every game gives one seat one win.
    assert [row["games"] for row in s["seats"]] == [8, 8]
    assert sum(row["wins"] for row in s["seats"]) == 8
    first_wins = sum(1 for r in records if r["result"]["winners"] == [r["players"][0]])
    assert s["seats"][0]["wins"] == first_wins == s["first_player"]["wins"]
    assert s["first_player"]["fair"] == 0.5
    assert s["first_player"]["advantage"] == pytest.approx(first_wins / 8 - 0.5)
    first = s["first_player"]
    assert (first["low"], first["high"]) == sim.wilson(first_wins, 8)
    (agent,) = s["agents"]
    assert agent["agent"] == "random" and agent["games"] == 16 and agent["wins"] == 8
    turns = [r["turns"] for r in records]
    assert s["length"]["turns"]["mean"] == pytest.approx(sum(turns) / 8)
    assert s["length"]["turns"]["max"] == max(turns)
    assert s["length"]["decisions"]["min"] == min(r["decisions"] for r in records)
    assert sum(s["reasons"].values()) == 8
    assert s["draws"] == s["limit"] == 0
    # Each seat's score at the end, as the replayed game has it; the agent's mean score.
    for r in records:
        game = sim.replay(r)
        assert r["scores"] == [
            game.view(p)["players"][i]["score"] for i, p in enumerate(r["players"])
        ]
    assert agent["score"] == pytest.approx(sum(sum(r["scores"]) for r in records) / 16)


def test_wilson_interval():
    low, high = sim.wilson(10, 20)
    assert (round(low, 3), round(high, 3)) == (0.299, 0.701)
    low, high = sim.wilson(20, 20)  # inside [0, 1] even at 100%
    assert high == 1.0 and round(low, 3) == 0.839
    assert sim.wilson(0, 0) == (0.0, 1.0)


def record(agents, winners, reason="achievements", teams=None):
    team = list(range(len(agents))) if teams is None else teams
    return {
        "game": 0,
        "seed": 0,
        "players": [f"P{i}" for i in range(len(agents))],
        "agents": agents,
        "result": {"winners": [f"P{i}" for i in winners], "reason": reason, "card": None},
        "shares": sim.win_shares(team, winners),
        "error": None,
        "decisions": 10,
        "turns": 5,
        "reason": reason,
    }


def test_shared_wins_and_teams():
    assert sim.win_shares([0, 1, 2], [0, 2]) == [0.5, 0.0, 0.5]  # a draw
    assert sim.win_shares([0, 1, 0, 1], [0, 2]) == [1.0, 0.0, 1.0, 0.0]  # a team's win
    s = sim.summarize([record(["a", "b", "c"], [0, 2]), record(["a", "b", "c"], [1])])
    assert s["draws"] == 1
    assert [row["wins"] for row in s["seats"]] == [0.5, 1.0, 0.5]
    assert {row["agent"]: row["wins"] for row in s["agents"]} == {"a": 0.5, "b": 1.0, "c": 0.5}
    assert s["first_player"]["fair"] == pytest.approx(1 / 3)


def test_elo_fits_the_scores():
    games = [record(["a", "b"], [0])] * 3 + [record(["b", "a"], [0])]  # a scores 3 of 4
    ratings = sim.elo(games, prior_draws=0)
    assert ratings["a"] - ratings["b"] == pytest.approx(400 * math.log10(3), abs=1e-6)
    assert (ratings["a"] + ratings["b"]) / 2 == pytest.approx(sim.ELO_MEAN)
    # Winning every game: finite thanks to the virtual draws, and higher with more wins.
    few = sim.elo([record(["a", "b"], [0])] * 2)
    many = sim.elo([record(["a", "b"], [0])] * 20)
    assert 0 < few["a"] - few["b"] < many["a"] - many["b"] < 2000
    # Three agents, a > b > c: the ratings keep that order.
    chain = (
        [record(["a", "b"], [0])] * 3
        + [record(["b", "a"], [0])]
        + [record(["b", "c"], [0])] * 3
        + [record(["c", "b"], [0])]
    )
    r = sim.elo(chain)
    assert r["a"] > r["b"] > r["c"]
    assert sim.pairwise(chain)[("a", "b")] == [3.0, 4]


def test_elo_standard_errors():
    # Two agents, a scores 3 of 4: each rating's error against the mean is half the
    # difference's, whose variance is 1 / (n p (1 - p)) in natural-log strengths.
    games = [record(["a", "b"], [0])] * 3 + [record(["b", "a"], [0])]
    errors = sim.elo_errors(games, prior_draws=0)
    expected = 400 / math.log(10) * math.sqrt(1 / (4 * 4 * 0.75 * 0.25))
    assert errors == {"a": pytest.approx(expected), "b": pytest.approx(expected)}
    # Four times the games: half the error.
    assert sim.elo_errors(games * 4, prior_draws=0)["a"] == pytest.approx(expected / 2)
    # An agent that won every game still has an error (the virtual draws).
    assert sim.elo_errors([record(["a", "b"], [0])] * 4)["a"] > 50
    # a > b > c, b met both: b's rating is the surest.
    chain = (
        [record(["a", "b"], [0])] * 3
        + [record(["b", "a"], [0])]
        + [record(["b", "c"], [0])] * 3
        + [record(["c", "b"], [0])]
    )
    e = sim.elo_errors(chain)
    assert e["b"] < e["a"] == pytest.approx(e["c"])


def test_a_failing_game_is_recorded_with_its_answers(monkeypatch):
    class Broken(RandomAgent):
        def choose(self, view, decision):
            if decision.kind != "action":
                raise ValueError("broken bot")
            return super().choose(view, decision)

    monkeypatch.setitem(AGENTS, "broken", Broken)
    (bad,) = sim.play_games(sim.make_specs(1, ["broken"], players=2, seed=1))
    assert bad["reason"] == "error" and bad["result"] is None
    assert bad["error"] == "ValueError: broken bot"
    game = sim.replay(bad)  # up to the decision that failed
    assert game.pending is not None and game.pending.kind != "action"
    (long,) = sim.play_games(sim.make_specs(1, ["random"], players=2, seed=1, max_decisions=5))
    assert long["reason"] == "limit" and long["decisions"] == 5
    s = sim.summarize([bad, long])
    assert s["finished"] == 0 and s["reasons"] == {"error": 1, "limit": 1}
    assert [e["error"] for e in s["errors"]] == ["ValueError: broken bot"] and s["limit"] == 1


# -- the commands ------------------------------------------------------------------


def test_simulate_prints_the_summary_and_writes_replayable_lines(tmp_path):
    out = tmp_path / "games.jsonl"
    status, text = run_cli(
        "simulate", "--games", "4", "--agents", "random", "--seed", "3", "--workers", "1",
        "--jsonl", str(out),
    )  # fmt: skip
    assert status == 0
    for heading in ("Win rate by agent", "Win rate by seat", "First player", "Game length"):
        assert heading in text
    assert "How games end" in text and "4 games in" in text and "seed 3" in text
    # One agent in every seat: the seats are measured; a mean score; draws and cut games.
    assert "Mean score" in text and "Draws (shared wins): 0" in text
    assert "Cut at --max-decisions (100,000 decisions): 0" in text
    assert "Estimated time" not in text  # no bot with a time budget
    lines = out.read_text().splitlines()
    assert len(lines) == 4
    for i, line in enumerate(lines):
        rec = json.loads(line)
        assert rec["game"] == i
        assert sim.replay(rec).result.to_dict() == rec["result"]
        assert set(rec) >= {"options", "seed", "answers", "result", "decisions", "reason"}


def test_simulate_counts_the_games_cut_at_max_decisions():
    status, text = run_cli(
        "simulate", "--games", "2", "--seed", "1", "--workers", "1", "--max-decisions", "5"
    )
    assert status == 0 and "Cut at --max-decisions (5 decisions): 2" in text


def test_rotated_seats_are_not_presented_as_findings():
    # greedy and random take turns in each seat: the seats' win rates only say so.
    status, text = run_cli(
        "simulate", "--games", "2", "--agents", "greedy,random", "--seed", "4", "--workers", "1",
        "--expansions", "base",
    )  # fmt: skip
    assert status == 0
    assert "balanced by the rotation" in text
    assert "Win rate by seat" not in text and "First player" not in text
    status, text = run_cli(
        "simulate", "--games", "2", "--agents", "greedy,random", "--seed", "4", "--workers", "1",
        "--no-rotate",
    )  # fmt: skip
    assert "Win rate by seat" in text and "First player" in text
    assert "balanced by the rotation" not in text


def test_expansions_is_another_name_for_sets():
    for command in ("simulate", "tournament"):
        status, text = run_cli(
            command, "--games", "2", "--agents", "random,greedy", "--seed", "2",
            "--workers", "1", "--expansions", "echoes",
        )  # fmt: skip
        assert status == 0 and "(base, echoes" in text


def test_plot_without_matplotlib_says_how_to_install_it_before_playing(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # as if not installed
    monkeypatch.setattr(sim, "run_games", lambda *a, **k: pytest.fail("games were played"))
    for command in ("simulate", "tournament"):
        err = fail_cli(capsys, command, "--games", "2", "--agents", "random,greedy",
                       "--plot", "out.png")  # fmt: skip
        assert "--plot: plots need matplotlib" in err and "pip install -e '.[plots]'" in err
        assert "Traceback" not in err


def test_a_time_budget_is_estimated_before_playing(monkeypatch):
    # mcts thinks 0.5 s at each decision with a choice: the estimate is that budget times
    # the decisions of a sample game (greedy bots on the first deal), for each mcts seat.
    specs = sim.make_specs(4, ["mcts:time_limit=0.5", "random"], seed=3)
    estimate = sim.estimate_seconds(specs, workers=2)
    assert estimate["agents"] == {"mcts:time_limit=0.5": 0.5}
    assert 10 < estimate["decisions"] < 500
    assert estimate["seconds"] == pytest.approx(estimate["decisions"] * 0.5 * 4 / 2)
    assert sim.estimate_seconds(sim.make_specs(2, ["greedy", "random"])) is None
    # The default tournament (mcts at 1 s a decision) says how long before it starts.

    class Stop(Exception):
        pass

    def stop(*args, **kwargs):
        raise Stop

    monkeypatch.setattr(sim, "run_games", stop)
    out = io.StringIO()
    with pytest.raises(Stop):
        main(["tournament", "--workers", "2", "--seed", "1"], stdout=out)
    text = out.getvalue()
    assert "mcts thinks 1 s a decision" in text
    minutes = int(text.split("Estimated time: about ")[1].split(" min")[0])
    assert 5 < minutes < 120  # 40 games with mcts, each some 40 decisions of 1 s, on 2


def test_pool_gives_the_same_games_as_one_process():
    specs = sim.make_specs(6, ["greedy", "random"], seed=21)
    done = []
    pooled = sim.play_games(specs, workers=2, progress=done.append)
    assert pooled == sim.play_games(specs[:3]) + sim.play_games(specs[3:])
    assert sum(done) == 6
    assert [r["game"] for r in pooled] == list(range(6))


def test_ray_gives_the_same_games_as_local_processes(tmp_path):
    """The same games on a local Ray instance as in a process pool: identical JSON lines.

    Each run is its own process: Ray ends its driver process when it loses its
    node (a loaded machine can make it miss health checks), which must not take
    the test session with it.
    """
    pytest.importorskip("ray")
    files = []
    for where in (["--workers", "2"], ["--ray", "local"]):
        path = tmp_path / f"{where[0][2:]}.jsonl"
        done = subprocess.run(
            [sys.executable, "-m", "inno.cli.main", "simulate", "--games", "6",
             "--agents", "greedy,random", "--seed", "31", "--jsonl", str(path), *where],
            capture_output=True, text=True, timeout=300,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr[-2000:]
        files.append(path.read_text())
    assert "on Ray (local)" in done.stdout
    assert files[0] == files[1] and len(files[0].splitlines()) == 6


def test_plot_writes_a_png(tmp_path):
    path = tmp_path / "games.png"
    status, text = run_cli(
        "simulate", "--games", "2", "--seed", "1", "--workers", "1", "--plot", str(path)
    )
    assert status == 0 and f"Plot saved to {path}" in text
    assert path.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


def test_the_length_histogram_has_whole_numbers_on_its_axes(tmp_path, monkeypatch):
    figure = pytest.importorskip("matplotlib.figure")
    saved = []
    save = figure.Figure.savefig
    monkeypatch.setattr(
        figure.Figure, "savefig", lambda fig, *a, **k: (saved.append(fig), save(fig, *a, **k))
    )
    # Two games a few turns apart: matplotlib alone would tick halves.
    specs = sim.make_specs(2, ["random"], players=2, seed=11)
    sim.plot(sim.play_games(specs), tmp_path / "x.png")
    (fig,) = saved
    length = next(ax for ax in fig.axes if ax.get_title() == "Game length")
    for ticks in (length.get_xticks(), length.get_yticks()):
        assert len(ticks) > 1 and all(float(t).is_integer() for t in ticks)


def test_tournament_prints_elo(tmp_path):
    path = tmp_path / "elo.png"
    status, text = run_cli(
        "tournament", "--agents", "random,greedy", "--games", "4", "--seed", "2",
        "--workers", "1", "--plot", str(path),
    )  # fmt: skip
    assert status == 0
    assert "Elo ratings" in text and "Pairings" in text
    assert "± 1.96 standard errors" in text and "Mean score" in text
    # Each deal twice with the seats swapped: no seat figures.
    assert "Win rate by seat" not in text and "First player" not in text
    # Greedy beats random: it is rated first, above the mean of 1500.
    elo_table = text[text.index("Elo ratings") : text.index("Pairings")]
    assert elo_table.index("greedy") < elo_table.index("random")
    rating, error = elo_table.split("greedy")[1].split("│")[1].split("±")
    assert int(rating) > 1500 and int(error) > 0
    assert path.read_bytes().startswith(b"\x89PNG")


def test_bad_input_names_what_is_allowed(capsys):
    allowed = ", ".join(AGENTS)
    err = fail_cli(capsys, "simulate", "--agents", "greedy,genius")
    assert "unknown agent 'genius'" in err and allowed in err
    err = fail_cli(capsys, "simulate", "--sets", "base,echos")
    assert "there is no set 'echos'" in err and "base, echoes, cities, artifacts, figures" in err
    err = fail_cli(capsys, "simulate", "--players", "5")
    assert "2 to 4 players" in err and "not 5" in err
    err = fail_cli(capsys, "simulate", "--players", "6", "--sets", "echoes")
    assert "2 to 5 players" in err
    err = fail_cli(capsys, "simulate", "--players", "3", "--agents", "greedy,random")
    assert "one agent for every seat or one per seat" in err
    err = fail_cli(capsys, "simulate", "--games", "0")
    assert "1 or more" in err
    err = fail_cli(capsys, "simulate", "--workers", "0", "--games", "1")
    assert "--workers must be 1 or more" in err
    err = fail_cli(capsys, "tournament", "--agents", "random")
    assert "2 agents or more" in err and allowed in err
    err = fail_cli(capsys, "tournament", "--agents", "random,chess")
    assert "unknown agent 'chess'" in err
    with pytest.raises(sim.SimulationError, match="the sets are base, echoes"):
        sim.make_specs(1, ["random"], expansions=["echos"])


def test_optional_libraries_are_imported_only_when_used():
    code = (
        "import sys, inno.cli.main, inno.research.simulate;"
        "print(sorted(m for m in ('ray', 'matplotlib', 'numpy') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_record_says_which_rules_it_was_played_under():
    from inno.engine.game import RULES_VERSION

    record = sim.run_game(sim.GameSpec(0, 7, ["a", "b"], ["random", "random"], [1, 2]))
    assert record["rules"] == RULES_VERSION
    assert sim.replay(record).result.to_dict() == record["result"]
    older = {**record, "rules": 1, "result": {"winners": [], "reason": "other rules"}}
    with pytest.raises(InnoError, match="played under rules version 1"):
        sim.replay(older)
