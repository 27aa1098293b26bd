"""The terminal itself: readline line editing, history and Tab completion in a real
pseudo-terminal, the question redrawn there, a spinner while a bot thinks, and what
--resume shows."""

import io
import os
import pty
import re
import select
import subprocess
import sys
import time

import pytest
from rich.console import Console
from test_cli import lines, numbers, run, saves_folder  # noqa: F401 (a folder per test)

import inno
from inno.cli.play import make_seats, play
from inno.cli.prompt import Terminal, completions


def test_tab_completes_options_commands_card_names_and_rules():
    assert completions("Clot", ["Mysticism", "Clothing"]) == ["Clothing"]
    assert completions("meld M", ["draw", "meld Mysticism", "dogma Clothing"]) == ["meld Mysticism"]
    assert completions("? the wh", []) == ["? The Wheel"]
    assert completions("card metalw", []) == ["card Metalworking"]
    assert completions("? di", []) == ["? Dice", "? dig", "? display", "? distant"]
    assert completions("sh", ["draw"]) == ["show"]


class Pty:
    """``inno play`` in a pseudo-terminal: what a player types, what the screen shows."""

    def __init__(self, argv, home):
        self.master, slave = pty.openpty()
        env = {**os.environ, "INNO_HOME": str(home), "TERM": "xterm", "COLUMNS": "80"}
        code = "import sys; from inno.cli.main import main; sys.exit(main(sys.argv[1:]))"
        self.process = subprocess.Popen(
            [sys.executable, "-c", code, *argv],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            close_fds=True,
        )
        os.close(slave)
        self.screen = ""

    def expect(self, pattern, timeout=60):
        """Read until ``pattern`` shows (control sequences left out)."""
        end = time.monotonic() + timeout
        while not re.search(pattern, self.plain()):
            left = end - time.monotonic()
            if left <= 0:
                raise AssertionError(f"{pattern!r} never showed:\n{self.plain()[-2000:]}")
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                try:
                    self.screen += os.read(self.master, 65536).decode("utf-8", "replace")
                except OSError:  # the process ended
                    break
        return self.plain()

    def plain(self):
        return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r", "", self.screen)

    def send(self, keys):
        os.write(self.master, keys.encode())

    def close(self):
        self.process.wait(timeout=60)
        os.close(self.master)


@pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal")
def test_line_editing_history_completion_and_redraw_in_a_real_terminal(tmp_path):
    term = Pty(["play", "--seed", "3"], tmp_path)
    try:
        term.expect(r"> $")
        # Tab completes the card of the menu: "Clot" + Tab is "Clothing".
        term.send("Clot\t\r")
        term.expect(r"Player melds Clothing\.(.|\n)*> $")
        mark = len(term.plain())
        # show: the table, then the question and its menu again.
        term.send("show\r")
        after = term.expect(r"show\n(.|\n)*Player: (.|\n)*   1  draw(.|\n)*> $")[mark:]
        assert after.count("   1  draw") >= 1
        # Left arrow and Ctrl-A edit the line: "raw", Home, "d" is "draw".
        term.send("raw\x01d\r")
        term.expect(r"Player: Draw\.")
        # Up arrow brings back the last answer ("draw"), Ctrl-U clears it: "quit" then "y".
        term.send("\x1b[A\x15quit\r")
        term.expect(r"Leave the game\?")
        term.send("y\r")
        term.expect(r"Game left")
    finally:
        term.close()
    assert term.process.returncode == 0


def test_a_spinner_shows_while_a_bot_thinks_on_a_terminal_only():
    game = inno.Game(players=["Player", "Greedy"], seed=3, options={"face_down_draws": True})
    seats = make_seats(["Player", "Greedy"], ["human", "greedy"], 3)
    screen = Console(file=io.StringIO(), width=80, force_terminal=True, color_system=None)
    play(game, seats, Terminal(screen, lines("clothing", "draw", "draw", "quit", "y")))
    assert "Greedy is thinking" in screen.file.getvalue()
    transcript = Console(file=io.StringIO(), width=80, color_system=None)
    game = inno.Game(players=["Player", "Greedy"], seed=3, options={"face_down_draws": True})
    seats = make_seats(["Player", "Greedy"], ["human", "greedy"], 3)
    play(game, seats, Terminal(transcript, lines("clothing", "draw", "draw", "quit", "y")))
    assert "thinking" not in transcript.file.getvalue()


def test_resume_shows_the_last_round_not_the_whole_log(monkeypatch):
    answers = iter(range(20))

    def some_answers(prompt):
        if next(answers) == 19:
            raise EOFError
        return numbers(prompt)

    status, out, game = run(["play", "--seed", "5"], some_answers, monkeypatch)
    assert game.result is None and game.state.turn > 4
    status, out, again = run(["play", "--resume"], lines("quit", "y"), monkeypatch)
    happened = out.split("What happened")[1].split("╰")[0]
    told = [int(n) for n in re.findall(r"│ Turn (\d+): ", happened)]
    # Two players: the last round is the last two turns.
    assert told == [game.state.turn - 1, game.state.turn]
