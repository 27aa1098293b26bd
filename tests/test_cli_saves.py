"""`inno play` never loses a game: a file per game, the list of unfinished games, the offer
to resume, atomic saves, and every seat kind (bots with their options) saved and restored."""

import json
import os

import pytest
from test_cli import lines, run

from inno.cli.main import main
from inno.cli.play import games_dir, lock_game, read_table, unfinished_games, write_table


@pytest.fixture(autouse=True)
def saves_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("INNO_HOME", str(tmp_path))
    return tmp_path


def game_files():
    return sorted(games_dir().glob("*.json"))


def test_each_game_has_its_own_file_and_a_new_game_replaces_none(monkeypatch):
    # A game quit at its first prompt, then another: both stay, each in its own file.
    run(["play", "--seed", "3"], lines("clothing", "quit", "y"), monkeypatch)
    first = game_files()
    assert len(first) == 1
    before = first[0].read_bytes()
    status, out, game = run(["play", "--seed", "4"], lines("quit", "y"), monkeypatch)
    assert "You have 1 unfinished game, kept" in out
    files = game_files()
    assert len(files) == 2 and first[0] in files
    assert first[0].read_bytes() == before
    second = next(f for f in files if f != first[0])
    assert f"Game left; it is saved in {second}" in out
    assert read_table(second)[0].history == game.history


def test_inno_play_offers_the_most_recent_unfinished_game(monkeypatch):
    run(["play", "--seed", "3"], lines("clothing", "quit", "y"), monkeypatch)
    run(["play", "--seed", "4", "--bot", "random"], lines("quit", "y"), monkeypatch)
    older, newer = sorted(game_files(), key=lambda f: f.stat().st_mtime)
    os.utime(older, (1, 1))  # the first game is clearly the older one
    # Enter: the most recent (seed 4, against the random bot).
    status, out, game = run(["play"], lines("", "quit", "y"), monkeypatch)
    assert "You have 2 unfinished games, the most recent first:" in out
    assert out.index("Player (human), Random (random)") < out.index("Greedy (greedy)")
    assert game.seed == 4 and f"going on from {newer}" in out
    # A number: that game; "new": a new game, a third file.
    status, out, game = run(["play"], lines("2", "quit", "y"), monkeypatch)
    assert game.seed == 3 and f"going on from {older}" in out
    status, out, game = run(["play"], lines("new", "quit", "y"), monkeypatch)
    assert "Innovation: Player (human), Greedy (greedy). Type ?" in out
    assert len(game_files()) == 3
    # A bad answer is explained and asked again; nothing changes.
    status, out, game = run(["play"], lines("9", "quit"), monkeypatch)
    assert "Type Enter, a number from 1 to 3, new, or quit." in out
    assert game is None and len(game_files()) == 3


def test_list_and_resume_a_chosen_game(monkeypatch):
    status, out, _ = run(["play", "--list"], lines())
    assert "No unfinished game." in out
    run(["play", "--seed", "3", "--expansions", "echoes"], lines("quit", "y"), monkeypatch)
    run(["play", "--seed", "4"], lines("quit", "y"), monkeypatch)
    first = min(game_files(), key=lambda f: f.stat().st_mtime)
    os.utime(first, (1, 1))
    status, out, _ = run(["play", "--list"], lines())
    assert "Unfinished games, most recent first" in out
    assert " 1  Player (human), Greedy (greedy): turn" in out
    assert " 2  Player (human), Greedy (greedy) with echoes: turn" in out
    status, out, game = run(["play", "--resume", "2"], lines("quit", "y"), monkeypatch)
    assert game.seed == 3 and game.expansions == ("echoes",)
    with pytest.raises(SystemExit):
        main(["play", "--resume", "3"])


def test_a_finished_game_keeps_its_file_and_is_not_offered(monkeypatch):
    from test_cli import numbers

    status, out, game = run(["play", "--seed", "5"], numbers, monkeypatch)
    assert game.result is not None
    (path,) = game_files()
    assert f"The game is saved in {path}" in out
    assert unfinished_games() == ([], [])
    status, out, again = run(["play", "--load", str(path)], lines(), monkeypatch)
    assert "Game over:" in out and again.result is not None


def test_a_corrupt_save_is_reported_and_kept(monkeypatch, capsys):
    run(["play", "--seed", "3"], lines("quit", "y"), monkeypatch)
    (path,) = game_files()
    path.write_text("{half a file")
    status, out, game = run(["play"], lines("quit", "y"), monkeypatch)
    assert f"Cannot read a saved game (the file is kept as it is): {path}" in out
    assert path.read_text() == "{half a file"
    assert len(game_files()) == 2  # the new game went to a file of its own
    status, out, _ = run(["play", "--list"], lines())
    assert "Cannot read a saved game" in out
    with pytest.raises(SystemExit) as exit:
        main(["play", "--load", str(path)])
    assert exit.value.code == 2
    assert "is not a saved game" in capsys.readouterr().err
    assert path.read_text() == "{half a file"


def test_a_save_is_written_whole_or_not_at_all(monkeypatch, saves_folder):
    status, out, game = run(["play", "--seed", "3"], lines("quit", "y"), monkeypatch)
    (path,) = game_files()
    good = path.read_bytes()

    def crash(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(json, "dump", crash)
    with pytest.raises(OSError):
        write_table(path, game, read_table(path)[1])
    assert path.read_bytes() == good  # the old save, whole
    assert not [p for p in path.parent.iterdir() if p.suffix == ".tmp"]  # no temporary file


def test_a_new_game_never_takes_an_existing_file(monkeypatch):
    status, out, game = run(["play", "--seed", "3"], lines("quit", "y"), monkeypatch)
    (path,) = game_files()
    seats = read_table(path)[1]
    other = write_table(path, game, seats, new=True)
    assert other != path and other.name == path.stem + "-2.json"


def test_load_copies_a_file_from_elsewhere_and_save_does_not_replace_another_game(
    monkeypatch, tmp_path
):
    mine = tmp_path / "mine.json"
    run(["play", "--seed", "3"], lines("clothing", f"save {mine}", "quit", "y"), monkeypatch)
    (first,) = game_files()
    snapshot = mine.read_bytes()
    status, out, game = run(["play", "--load", str(mine)], lines("draw", "quit", "y"), monkeypatch)
    assert mine.read_bytes() == snapshot  # goes on in a file of the games folder
    assert len(game_files()) == 2
    status, out, _ = run(["play", "--resume"], lines(f"save {first}", "quit", "y"), monkeypatch)
    assert "is another game's file: choose another name." in out


def test_save_asks_before_replacing_a_file_and_keeps_it_unless_told(monkeypatch, tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes")
    reader = lines(f"save {notes}", "n", "quit", "y")
    status, out, _ = run(["play", "--seed", "3"], reader, monkeypatch)
    assert "Not saved." in out and notes.read_text() == "my notes"
    reader = lines(f"save {notes}", "y", "quit", "y")
    status, out, game = run(["play", "--seed", "3"], reader, monkeypatch)
    assert f"Saved in {notes}" in out and read_table(notes)[0].history == game.history


@pytest.mark.parametrize(
    "argv, message",
    [
        (["play", "--load", "x.json", "--resume"], "--load and --resume cannot be used together"),
        (["play", "--load", "x.json", "--expansions", "echoes"], "--expansions cannot be used"),
        (["play", "--resume", "--seed", "3"], "--seed cannot be used with --resume"),
        (["play", "--list", "--resume"], "cannot be used together"),
    ],
)
def test_options_that_do_not_go_together_are_refused_with_play_usage(argv, message, capsys):
    with pytest.raises(SystemExit) as exit:
        main(argv)
    assert exit.value.code == 2
    err = capsys.readouterr().err
    assert message in err and err.startswith("usage: inno play")


# -- every seat kind, with its options ---------------------------------------------------


def test_an_mcts_seat_with_options_is_saved_and_resumed(monkeypatch):
    argv = ["play", "--seats", "human,mcts:iterations=5", "--seed", "3"]
    status, out, game = run(argv, lines("clothing", "quit", "y"), monkeypatch)
    assert "Player (human), MCTS (mcts:iterations=5)" in out
    (path,) = game_files()
    data = json.loads(path.read_text())
    assert data["seats"][1] == {"name": "MCTS", "kind": "mcts:iterations=5"}
    status, out, again = run(["play", "--resume"], lines("draw", "quit", "y"), monkeypatch)
    assert status == 0 and "going on from" in out
    seats = read_table(path)[1]
    assert seats[1].kind == "mcts:iterations=5" and seats[1].agent.iterations == 5
    assert "Player: Draw." in [e["text"] for e in again.log]


def test_bot_mcts_is_saved_and_loaded(monkeypatch, tmp_path):
    argv = ["play", "--bot", "mcts:iterations=5", "--seed", "3"]
    status, out, game = run(argv, lines("clothing", f"save {tmp_path / 'g.json'}", "quit", "y"))
    status, out, again = run(["play", "--load", str(tmp_path / "g.json")], lines("quit", "y"))
    assert status == 0 and "MCTS (mcts:iterations=5)" in out


@pytest.mark.parametrize(
    "argv, message",
    [
        (
            ["play", "--bot", "mcts:iters=5"],
            "mcts has no option 'iters': mcts takes the options iterations, time_limit",
        ),
        (["play", "--seats", "human,wizard"], "unknown seat 'wizard'"),
        (["play", "--bot", "human"], "--bot names a bot"),
    ],
)
def test_bad_seats_are_refused(argv, message, capsys):
    with pytest.raises(SystemExit):
        main(argv)
    assert message in capsys.readouterr().err


def test_saving_where_it_cannot_is_explained_and_changes_nothing(monkeypatch, tmp_path):
    nowhere = tmp_path / "no such folder" / "g.json"
    status, out, game = run(["play", "--seed", "3"], lines(f"save {nowhere}", "quit", "y"))
    assert f"Cannot save to {nowhere}: No such file or directory." in out
    assert not nowhere.parent.exists()


def test_the_autosave_of_an_older_version_is_offered_and_kept(monkeypatch, saves_folder):
    run(["play", "--seed", "3"], lines("clothing", "quit", "y"), monkeypatch)
    (path,) = game_files()
    data = json.loads(path.read_text())
    del data["summary"]  # as the older version wrote it, in its one autosave file
    legacy = saves_folder / "autosave.json"
    legacy.write_text(json.dumps(data))
    path.unlink()
    status, out, _ = run(["play", "--list"], lines())
    assert " 1  Player (human), Greedy (greedy): turn 2, saved " in out and str(legacy) in out
    status, out, game = run(["play", "--resume"], lines("draw", "quit", "y"), monkeypatch)
    assert f"going on from {legacy}" in out and game.history[-1] == "draw"
    assert read_table(legacy)[0].history == game.history  # it goes on in its own file


def test_a_game_played_in_another_terminal_is_not_played_twice(monkeypatch):
    run(["play", "--seed", "3"], lines("clothing", "quit", "y"), monkeypatch)
    [path] = game_files()
    before = path.read_bytes()
    held = lock_game(path)  # another terminal plays it
    try:
        status, out, _ = run(["play", "--resume"], lines("quit", "y"), monkeypatch)
        assert status == 1
        assert "is being played in another terminal" in out
        assert path.read_bytes() == before
    finally:
        held.close()
    status, out, _ = run(["play", "--resume"], lines("quit", "y"), monkeypatch)
    assert status == 0 and "Game left" in out
