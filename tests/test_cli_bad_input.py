"""Bad input and error paths of `inno play` at the terminal: each is explained and asked
again (or refused before anything starts), and changes nothing; nothing a player did is
ever lost."""

import io
import json
import sys
import types

import pytest
from helpers import base_cards, echoes, hand, score_pile, setup
from rich.console import Console
from test_cli import flat, lines, run, saves_folder  # noqa: F401 (a folder per test)

import inno
from inno.cli.main import main
from inno.cli.play import games_dir, make_seats, play, read_table
from inno.cli.prompt import Terminal
from inno.errors import InnoError


def game_files():
    return sorted(games_dir().glob("*.json"))


def at_the_terminal(game, answers, *, kinds=("human", "greedy"), console=None):
    """``play`` ``game`` (not saved) with ``answers`` typed; (exit status, transcript)."""
    console = console or Console(file=io.StringIO(), width=80, color_system=None)
    seats = make_seats(list(game.names), list(kinds), 1)
    status = play(game, seats, Terminal(console, lines(*answers)))
    return status, console.file.getvalue()


def refused(argv, capsys) -> str:
    with pytest.raises(SystemExit) as exit:
        main(argv)
    assert exit.value.code == 2
    return capsys.readouterr().err


# -- reading a line -------------------------------------------------------------------------


def test_a_reader_that_gives_nothing_ends_the_input_and_the_game_stays_saved(monkeypatch):
    status, out, game = run(["play", "--seed", "3"], lambda prompt: None, monkeypatch)
    assert status == 0 and "Game left; it is saved in " in out
    (path,) = game_files()
    assert json.loads(path.read_text())["game"]["history"] == game.history == []


def test_the_keyboard_without_a_terminal_is_read_with_input(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO("clothing\nquit\ny\n"))
    out = io.StringIO()
    assert main(["play", "--seed", "3"], stdin=None, stdout=out) == 0
    assert "Player melds Clothing." in out.getvalue() and "Game left" in out.getvalue()
    assert "Leave the game?" in capsys.readouterr().out  # (input's prompt)
    (path,) = game_files()
    assert json.loads(path.read_text())["game"]["history"][0] == "Clothing"


def test_at_a_terminal_tab_completes_and_each_players_answers_are_forgotten(monkeypatch):
    readline = pytest.importorskip("readline")

    class Keyboard(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr(sys, "stdin", Keyboard())
    completer, delims = readline.get_completer(), readline.get_completer_delims()
    try:
        term = Terminal(Console(file=io.StringIO()), None)
        complete = readline.get_completer()
        line = {"text": ""}
        monkeypatch.setattr(readline, "get_line_buffer", lambda: line["text"])
        monkeypatch.setattr(readline, "get_endidx", lambda: len(line["text"]))

        def tab(text: str) -> list[str]:
            line["text"] = text
            found, state = [], 0
            while (match := complete(text, state)) is not None:
                found.append(match)
                state += 1
            return found

        assert tab("sh") == ["show"]  # no game yet: the commands
        assert tab("Clo") == []
        term.session = types.SimpleNamespace(game=inno.Game(["Player", "Greedy"], seed=3))
        assert tab("Clo") == ["Clothing"]  # the decision's options
        assert tab("? the wh") == ["? The Wheel"]  # card names, with their spaces
        # In hot-seat the previous player's answers are not there to scroll back to.
        readline.add_history("Clothing")
        term.forget()
        assert readline.get_current_history_length() == 0
    finally:
        readline.set_completer(completer)
        readline.set_completer_delims(delims)


def test_hot_seat_clears_the_screen_and_its_scrollback_on_a_terminal():
    # Seed 2: Ann holds Oars and Domestication, Bob City States and Mysticism.
    screen = Console(file=io.StringIO(), width=80, force_terminal=True, color_system=None)
    game = inno.Game(["Ann", "Bob"], seed=2)
    status, out = at_the_terminal(
        game, ["", "1", "", "quit", "y"], kinds=("human", "human"), console=screen
    )
    assert status == 0
    parts = out.split("\x1b[3J")  # the scrollback is cleared before and after each pass
    assert len(parts) == 5
    bobs = parts[-1]
    assert "City States" in bobs and "Domestication" not in bobs and "Oars" not in bobs


# -- menus ----------------------------------------------------------------------------------


def test_an_optional_choice_shows_none_and_zero_declines_it():
    game = setup(
        {"Player": {"board": {"yellow": ["Agriculture"]}, "hand": ["Mapmaking"]}, "Greedy": {}}
    )
    status, out = at_the_terminal(game, ["dogma Agriculture", "0", "quit", "y"])
    text = flat(out)
    assert "Agriculture: you may return a card from your hand" in text
    assert "2 none (decline)" in text
    assert hand(game, "Player") == ["Mapmaking"] and score_pile(game, "Player") == []


def test_a_choice_of_at_most_one_card_takes_all_and_says_no_order():
    game = setup({"Player": {"board": {"yellow": ["Masonry"]}, "hand": ["Oars"]}, "Greedy": {}})
    status, out = at_the_terminal(game, ["dogma Masonry", "all", "quit", "y"])
    text = flat(out)
    assert "Choose 0 to 1 (numbers or names, separated by spaces or commas; an empty line" in text
    assert "in the order you list them" not in text
    assert "Player melds Oars." in [e["text"] for e in game.log]


def test_a_value_is_asked_for_by_its_values_and_a_wrong_one_asked_again():
    game = echoes({"Player": {"board": {"green": ["Seed Drill"]}}, "Greedy": {}})
    status, out = at_the_terminal(game, ["dogma Seed Drill", "7", "three", "4", "quit", "y"])
    assert out.count("Type a value: 3, 4 or 5.") == 3  # the menu, then after each bad answer
    assert 4 in game.history and 7 not in game.history


def test_an_achieve_action_in_the_menu_and_a_game_that_ends_unsaved():
    tens = base_cards(10)
    game = setup(
        {
            "Player": {"board": {"blue": [tens[0]]}, "score": ["Coal"]},
            "Greedy": {"score": tens[1:]},
        }
    )
    status, out = at_the_terminal(game, ["draw"])
    assert status == 0 and game.result is not None
    assert "achieve 1" in out and "draw (above 10: the game ends)" in out
    assert "Game over:" in out and "saved in" not in out  # (play without a file)


def test_a_number_not_in_the_menu_names_the_numbers_there_are(monkeypatch):
    # Seed 3: after the setup, 1 draw, 2 meld Mysticism, 3 dogma Clothing; once Mysticism
    # is melded its number is gone, and the dogma of Mysticism gets a new one.
    status, out, game = run(
        ["play", "--seed", "3"], lines("clothing", "2", "9", "2", "quit", "y"), monkeypatch
    )
    assert "There is no option 9: choose one of the numbers 1, 3, 4." in out
    assert "There is no option 2: choose one of the numbers 1, 3, 4." in out
    assert game.history[-1] == "meld Mysticism"  # neither 9 nor the second 2 was taken


def test_a_beginning_that_fits_several_options_asks_for_more(monkeypatch):
    status, out, game = run(
        ["play", "--seed", "3"], lines("clothing", "d", "quit", "y"), monkeypatch
    )
    assert "'d' could be draw, dogma Clothing: type more of it." in out
    assert not {"Player: Draw.", "Player: Dogma Clothing."} & {e["text"] for e in game.log}


def test_commands_without_what_they_need_say_so(monkeypatch):
    reader = lines("card ar", "look", "save", "quit", "y")
    status, out, game = run(["play", "--seed", "3"], reader, monkeypatch)
    assert "Which card? " in out and "Archery" in out.split("Which card? ")[1].split("\n")[0]
    assert "You have no face-down card." in out
    assert "save takes a file name: save mygame.json" in out
    assert game.history == [] and len(game_files()) == 1


# -- errors of the game and of the bots -------------------------------------------------------


def test_an_error_of_the_engine_is_said_and_the_answer_can_be_given_again(pottery_fails_once):
    pottery_fails_once(InnoError("a bug in Pottery's second effect"))
    game = setup(
        {"Player": {"board": {"blue": ["Pottery"]}, "hand": ["Oars", "Archery"]}, "Greedy": {}},
        supply={"1": ["Sailing", "Writing"]},
    )
    status, out = at_the_terminal(game, ["dogma Pottery", "Oars", "Oars", "quit", "y"])
    assert (
        "The game could not take this answer (a bug in Pottery's second effect); choose again."
        in flat(out)
    )
    assert hand(game, "Player") == ["Archery", "Writing"]
    assert score_pile(game, "Player") == ["Sailing"]


def test_a_bots_illegal_answer_is_said_and_the_game_goes_on():
    class Broken:
        def choose(self, view, decision):
            return "not an answer"

    game = inno.Game(["Player", "Greedy"], seed=3)
    seats = make_seats(["Player", "Greedy"], ["human", "greedy"], 3)
    seats[1].agent = Broken()
    console = Console(file=io.StringIO(), width=80, color_system=None)
    status = play(game, seats, Terminal(console, lines("clothing", "draw", "quit", "y")))
    out = flat(console.file.getvalue())
    assert status == 0 and "(Greedy answered illegally: illegal answer 'not an answer'" in out
    assert game.history[:1] == ["Clothing"] and "draw" in game.history
    assert "not an answer" not in game.history


# -- files -------------------------------------------------------------------------------------


def test_without_inno_home_games_go_to_the_users_data_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("INNO_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    run(["play", "--seed", "3"], lines("quit", "y"))
    assert len(list((tmp_path / "data" / "inno" / "games").glob("*.json"))) == 1
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    run(["play", "--seed", "3"], lines("quit", "y"))
    found = list((tmp_path / "home" / ".local" / "share" / "inno" / "games").glob("*.json"))
    assert len(found) == 1


def saved_game(monkeypatch) -> dict:
    run(["play", "--seed", "3"], lines("clothing", "quit", "y"), monkeypatch)
    (path,) = game_files()
    data = json.loads(path.read_text())
    path.unlink()
    return data


def test_loading_a_file_that_is_not_a_good_save_is_refused_and_the_file_kept(
    monkeypatch, tmp_path, capsys
):
    good = saved_game(monkeypatch)
    other_names = json.loads(json.dumps(good))
    other_names["seats"][0]["name"] = "Somebody"
    cases = [
        ([], "is not a game saved by inno play"),
        ({"format": "inno-save", "version": 1}, "is not a game saved by inno play"),
        ({**good, "version": 2}, "unsupported version 2"),
        ({**good, "game": {}}, "not a saved game"),
        ({**good, "game": {**good["game"], "history": ["Oars"]}}, "checksum does not match"),
        (other_names, "the seats do not match the game's players"),
        ({**good, "seats": "Player, Greedy"}, "the seats do not match the game's players"),
        ({**good, "seats": [good["seats"][0], {"name": "Greedy", "kind": 5}]}, "5 is not a"),
        ({**good, "seats": [good["seats"][0], {"name": "Greedy", "kind": "wizard"}]}, "wizard"),
    ]
    for i, (data, message) in enumerate(cases):
        path = tmp_path / f"bad-{i}.json"
        path.write_text(json.dumps(data))
        err = refused(["play", "--load", str(path)], capsys)
        assert message in err and "(the file is kept as it is)" in err, (data, err)
        assert str(path) in err  # the file is named
        assert json.loads(path.read_text()) == data
    assert game_files() == []  # no game was started from any of them


def test_the_list_reports_each_file_it_cannot_read_and_keeps_it(monkeypatch):
    good = saved_game(monkeypatch)
    run(["play", "--seed", "4"], lines("quit", "y"), monkeypatch)
    folder = games_dir()
    bad = {
        "seats.json": {**good, "seats": "Player, Greedy"},
        "turn.json": {**good, "summary": {**good["summary"], "turn": "second"}},
        "sets.json": {**good, "summary": {**good["summary"], "expansions": 5}},
    }
    for name, data in bad.items():
        (folder / name).write_text(json.dumps(data))
    status, out, _ = run(["play", "--list"], lines())
    text = flat(out)
    assert status == 0 and " 1 Player (human), Greedy (greedy): turn" in text
    assert " 2 " not in text.split("Unfinished games")[1]  # only the good game is listed
    for name in bad:
        assert f"Cannot read a saved game (the file is kept as it is): {folder / name}" in text
    assert "the seats do not match" in text and "'second'" in text
    for name, data in bad.items():
        assert json.loads((folder / name).read_text()) == data


def test_a_file_of_an_older_version_that_cannot_be_read_is_named(monkeypatch):
    # A file without a summary (as an older inno wrote it) whose game cannot be read is
    # named, as every other unreadable file (it once was not).
    good = saved_game(monkeypatch)
    old = games_dir() / "old.json"
    data = {**{k: v for k, v in good.items() if k != "summary"}, "game": {"format": "x"}}
    old.write_text(json.dumps(data))
    status, out, _ = run(["play", "--list"], lines())
    assert status == 0 and "Cannot read a saved game (the file is kept as it is): " in out
    assert json.loads(old.read_text()) == data
    assert f"Cannot read a saved game (the file is kept as it is): {old}" in flat(out)


def test_a_save_that_fails_during_the_game_is_said_and_loses_nothing_saved(monkeypatch):
    # The save after an answer fails (a full disk): inno play says so and goes on (it once
    # ended with the OSError's traceback); the next save, on leaving, has every answer.
    real_dump = json.dump
    dumps = []

    def disk_full_once(*args, **kwargs):
        dumps.append(1)
        if len(dumps) == 2:  # (the first save is the new game's, before any answer)
            raise OSError(28, "No space left on device")
        return real_dump(*args, **kwargs)

    monkeypatch.setattr(json, "dump", disk_full_once)
    out = io.StringIO()
    status = main(["play", "--seed", "3"], stdin=lines("clothing", "quit", "y"), stdout=out)
    assert status == 0
    assert "Cannot save the game to" in flat(out.getvalue())
    assert "No space left on device" in out.getvalue()
    (path,) = game_files()
    assert read_table(path)[0].history[:1] == ["Clothing"]


# -- arguments ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv, message",
    [
        (["play", "--expansions", "echoes,base,echoes"], "an expansion is listed twice"),
        (["play", "--names", "Ann,Bob,Cy"], "--names lists 3 names for 2 seats"),
        (["play", "--names", "Ann,"], "the names must be different and not empty"),
    ],
)
def test_bad_new_game_options_are_refused_before_anything_starts(argv, message, capsys):
    err = refused(argv, capsys)
    assert message in err and err.startswith("usage: inno play")
    assert game_files() == []


def test_open_boards_and_the_longer_game(monkeypatch):
    argv = ["play", "--seed", "3", "--open-boards", "--longer"]
    status, out, game = run(argv, lines("quit", "y"), monkeypatch)
    assert game.options["open_boards"] is True and game.options["longer"] is True


def test_inno_without_a_command_shows_the_commands():
    out = io.StringIO()
    assert main([], stdout=out) == 0
    assert "usage: inno" in out.getvalue() and "play" in out.getvalue()
    assert game_files() == []
