"""`inno play` driven by scripted input: whole games, hot-seat, card texts, bad input, quitting."""

import io
import re

import pytest

import inno
from inno.cli import main as cli_main
from inno.cli.display import printed_text
from inno.cli.main import main
from inno.cli.prompt import BadInput, parse_answer
from inno.data.cards import RECORDS


@pytest.fixture(autouse=True)
def saves_folder(tmp_path, monkeypatch):
    """Each test saves its games in a folder of its own."""
    monkeypatch.setenv("INNO_HOME", str(tmp_path))
    return tmp_path


def lines(*answers):
    """A reader that answers the prompts with ``answers``, then ends the input (EOF)."""
    pending = iter(answers)

    def read(prompt):
        try:
            return next(pending) + "\n"
        except StopIteration:
            raise EOFError from None

    return read


def numbers(prompt):
    """A reader that always takes the first option(s) of the menu, by number."""
    found = re.match(r"choose (\d+)", prompt)
    if found:  # a multi-select: the first k options
        return " ".join(str(i) for i in range(1, int(found.group(1)) + 1)) + "\n"
    return "1\n"


def run(argv, reader, monkeypatch=None):
    """Run ``inno`` with ``reader``; returns (exit status, output, the game played)."""
    out = io.StringIO()
    games = []
    if monkeypatch is not None:
        real_play = cli_main.play

        def spy(game, seats, term, *rest, **kw):
            games.append(game)
            return real_play(game, seats, term, *rest, **kw)

        monkeypatch.setattr(cli_main, "play", spy)
    status = main(argv, stdin=reader, stdout=out)
    return status, out.getvalue(), games[0] if games else None


def flat(text):
    """A transcript without panel borders and line breaks: what wraps at 80 columns reads
    as one line."""
    return " ".join(re.sub(r"[│╭╮╰╯─]", " ", text).split())


def dogma_text(name):
    return printed_text(next(r for r in RECORDS if r["name"] == name)["dogma"][0]["text"])


# -- whole games --------------------------------------------------------------------------


def test_a_whole_game_against_the_greedy_bot(monkeypatch):
    status, out, game = run(["play", "--seed", "5"], numbers, monkeypatch)
    assert status == 0
    assert game.result is not None
    winners = ", ".join(game.result.winners)
    assert f"Game over: {winners} win" in out
    assert "Seed 5." in out
    # The log of what happened was shown, including the bot's own turns.
    assert "Turn 3: Greedy." in out and "What happened" in out


def test_a_whole_game_in_teams_of_four(monkeypatch):
    status, out, game = run(["play", "-n", "4", "--teams", "--seed", "8"], numbers, monkeypatch)
    assert status == 0 and game.result is not None
    assert game.names == ("Player", "Greedy B", "Greedy C", "Greedy D")
    assert "team A" in out and "team B" in out
    assert "Game over:" in out


def test_a_whole_game_with_echoes_and_five_players(monkeypatch):
    argv = ["play", "--expansions", "echoes", "-n", "5", "--bot", "random", "--seed", "4"]
    status, out, game = run(argv, numbers, monkeypatch)
    assert status == 0 and game.result is not None
    assert game.expansions == ("echoes",) and len(game.names) == 5
    assert "forecast" in out
    assert "echoes 1" in out  # the backs of other players' Echoes cards
    assert "Game over:" in out


def test_the_display_shows_a_forecast_to_its_owner_only_and_bonuses():
    position = {
        "players": [
            {"name": "Player", "board": {"red": ["Jet"]}, "forecast": ["Bell"]},
            {"name": "Greedy", "board": {"blue": ["Dice"]}, "forecast": ["Coal"]},
        ],
        "expansions": ["echoes"],
    }
    game = inno.Game.from_position(position)
    view = game.view("Player")
    from rich.console import Console

    from inno.cli.display import render_view

    console = Console(file=io.StringIO(), width=120, color_system=None)
    console.print(render_view(view, []))
    text = console.file.getvalue()
    assert "forecast 1 (Bell)" in text  # mine, face up
    assert "forecast 1 (backs: base 5)" in text  # the other's, by its back
    assert "Coal" not in text
    assert "+ bonuses 10 (from 10)" in text and "+ bonuses 1 (from 1)" in text


def test_a_whole_game_with_cities_and_echoes(monkeypatch):
    argv = ["play", "--expansions", "echoes,cities", "-n", "3", "--bot", "random", "--seed", "2"]
    status, out, game = run(argv, numbers, monkeypatch)
    assert status == 0 and game.result is not None
    assert game.expansions == ("echoes", "cities")
    assert "cities 1" in out or "cities 2" in out  # the backs of cities drawn
    assert "Game over:" in out


def test_a_whole_game_with_artifacts_and_relics(monkeypatch):
    argv = ["play", "--expansions", "artifacts", "--relics", "-n", "3", "--bot", "random"]
    status, out, game = run([*argv, "--seed", "3"], numbers, monkeypatch)
    assert status == 0 and game.result is not None
    assert game.options["relics"]
    assert "Relics beside their piles:" in out and "relic of the " in out
    assert "on display" in out and "digs up" in out


def test_a_whole_game_with_all_four_expansions_and_eight_players(monkeypatch):
    sets = "echoes,cities,artifacts,figures"
    argv = ["play", "--expansions", sets, "-n", "8", "--bot", "random", "--seed", "5"]
    status, out, game = run(argv, numbers, monkeypatch)
    assert status == 0 and game.result is not None
    assert len(game.names) == 8 and len(game.expansions) == 4
    # At 80 columns nothing is cut short ("yell…", "Benj…"): the board lines wrap.
    assert "…" not in out
    assert max(len(line) for line in out.splitlines() if line.startswith("│")) <= 80
    assert "Decrees nobody holds: " in out and "Game over:" in out


def test_the_display_shows_top_figures_karmas_and_the_menu_offers_inspire_and_decree():
    position = {
        "players": [
            {
                "name": "Player",
                "board": {"red": ["Tigernmas"]},
                "hand": ["Daedalus", "Archimedes", "Alhazen"],
            },
            {"name": "Greedy", "board": {"blue": ["Huang Di"]}},
        ],
        "expansions": ["figures"],
    }
    game = inno.Game.from_position(position)
    text = flat(render(game, "Player"))
    assert "karma Tigernmas: You may issue a War Decree with any two figures." in text
    assert "karma Huang Di: Each [bulb] on your board provides one additional [leaf]." in text
    assert "Decrees nobody holds: Advancement (blue), War" in text
    assert {"inspire red", "decree Advancement", "decree War"} <= set(game.pending.options)
    from inno.cli.prompt import option_label

    label = option_label("decree War", game.pending.to_dict(), game.view("Player"))
    assert label.plain == "decree War  (remove your whole hand from the game)"


def test_the_figures_rules_can_be_read():
    reader = lines("? inspire", "? decree", "? fade", "? karma", "card homer")
    status, out, _ = run(["play", "--seed", "3", "--expansions", "figures"], reader)
    assert status == 0
    assert "Inspire action (Figures, once a turn)" in out
    assert "Decree action (Figures, once a turn)" in out
    assert "Fade (Figures)" in out and "Karmas (Figures)" in out
    karma = "Karma: If you would remove or return a figure from your hand, instead tuck it."
    assert karma in flat(out)


def render(game, who):
    from rich.console import Console

    from inno.cli.display import render_view

    console = Console(file=io.StringIO(), width=140, color_system=None)
    console.print(render_view(game.view(who), []))
    return console.file.getvalue()


def test_the_display_shows_cities_icons_flags_and_fountains():
    position = {
        "players": [
            {"name": "Player", "board": {"red": ["Algiers"], "green": ["Hamburg"]}},
            {"name": "Greedy", "board": {"red": {"cards": ["Oars", "Archery"], "splay": "left"}}},
        ],
        "expansions": ["cities"],
    }
    text = render(inno.Game.from_position(position), "Player")
    # Algiers: top row crown, flag, hex; bottom row bulb, bulb, bonus 5.
    assert "crown flag hex / bulb bulb bonus 5" in text
    assert "flags and fountains: flag (red, does not count), fountain (green, counts)" in text
    assert "achievements 1" in text  # the fountain


def test_a_city_card_text_shows_its_six_slots_and_special_icons():
    reader = lines("card marseille", "? endorse", "? fountain")
    status, out, _ = run(["play", "--seed", "3", "--expansions", "cities"], reader)
    assert status == 0
    assert "Endorse action (Cities, once a turn)" in out
    assert "Flags and fountains (Cities)" in out
    icons = "Icons: top left crown, top middle search crown, top right hex; bottom bonus 2, "
    assert icons in flat(out)


def test_the_menu_offers_endorse_with_a_hint(monkeypatch):
    position = {
        "players": [
            {
                "name": "Player",
                "board": {"red": ["Archery"], "yellow": ["Uruk"]},
                "hand": ["Sailing"],
            },
            {"name": "Greedy"},
        ],
        "expansions": ["cities"],
    }
    game = inno.Game.from_position(position)
    from inno.cli.prompt import option_label

    label = option_label("endorse Archery", game.pending.to_dict(), game.view("Player"))
    assert (
        label.plain
        == "endorse Archery (1 red)  (a doubled dogma; castle: you 6; Greedy 0 demanded)"
    )


def test_the_display_shows_only_what_the_player_may_know():
    # Seed 3: the player holds Mysticism and Clothing, the bot City States and Sailing.
    position = inno.Game(players=["Player", "Greedy"], seed=3).to_position()
    assert position["players"][1]["hand"] == ["City States", "Sailing"]
    status, out, _ = run(["play", "--seed", "3"], lines())
    assert status == 0
    assert "Your hand: Mysticism (1 purple), Clothing (1 green)" in out
    assert "City States" not in out and "Sailing" not in out
    assert "hand 2 (backs: base 1, base 1)" in out  # the bot's hand, seen from behind
    # The seed would reveal every hidden card: it is told only when the game ends.
    before_the_end = out.split("Game left")[0]
    assert "seed" not in before_the_end.lower()


def test_every_menu_shows_numbers_and_typed_options_work(monkeypatch):
    # Seed 3: meld Clothing first (typed by name); then type actions out.
    status, out, game = run(
        ["play", "--seed", "3"], lines("clothing", "draw", "MELD mysticism"), monkeypatch
    )
    assert status == 0
    assert "   1  Mysticism (1 purple)" in out and "   2  Clothing (1 green)" in out
    texts = [e["text"] for e in game.log]
    assert "Player melds Clothing." in texts
    assert "Player: Draw." in texts
    assert "Player melds Mysticism." in texts


# -- hot-seat ------------------------------------------------------------------------------


def test_hot_seat_hides_each_hand_before_the_next_player():
    # Seed 2: Ann holds Oars and Domestication, Bob City States and Mysticism.
    reader = lines("", "1", "", "2", "1", "", "1", "1", "quit")
    status, out, _ = run(
        ["play", "--seats", "human,human", "--names", "Ann,Bob", "--seed", "2"], reader
    )
    assert status == 0
    parts = out.split("Pass the terminal to ")
    # Ann's setup, Bob's setup and turn 1, Ann's turn 2, and Bob's: he quits.
    assert [p.split(",")[0] for p in parts[1:]] == ["Ann", "Bob", "Ann", "Bob"]
    ann_setup, bob_setup, ann_turn, _ = parts[1:]
    assert "Your hand: Oars (1 red), Domestication (1 yellow)" in ann_setup
    assert "City States" not in ann_setup and "Mysticism" not in ann_setup
    assert "Your hand: City States (1 purple), Mysticism (1 purple)" in bob_setup
    # Ann's choice (Oars) is not shown to Bob before he chooses.
    assert "Oars" not in bob_setup.split("Bob: Setup")[0]
    # Back to Ann: she sees what Bob did on his turn, not his hand.
    assert "Bob: Draw." in ann_turn and "Bob draws a 1." in ann_turn
    assert "Your hand: Domestication (1 yellow)" in ann_turn
    assert "City States" not in ann_turn
    assert "Game left" in out


# -- reading cards -------------------------------------------------------------------------


def test_card_text_at_any_prompt():
    reader = lines(
        "card the wheel", "? WRITING", "? metalw", "card Nothing Like It", "card [/]", "card", "?"
    )
    status, out, _ = run(["play", "--seed", "3"], reader)
    assert status == 0
    for name in ("The Wheel", "Writing", "Metalworking"):
        assert dogma_text(name)[:40] in out
    assert "Age 1 · green · base set" in out  # The Wheel
    assert "Dogma icon: castle" in out
    assert "There is no card called 'Nothing Like It'." in out
    assert "There is no card called '[/]'." in out  # not read as markup
    assert "Type card NAME" in out
    assert "card NAME" in out and "quit" in out  # the help


def test_a_special_achievement_can_be_read():
    status, out, _ = run(["play", "--seed", "3"], lines("card monument"))
    condition = next(r for r in RECORDS if r["name"] == "Monument")["condition"]
    assert "Special achievement" in out and printed_text(condition)[:40] in out


# -- bad input -----------------------------------------------------------------------------


def test_bad_input_is_explained_and_asked_again(monkeypatch):
    reader = lines("", "9", "0", "foo", "dogma", "2")
    status, out, game = run(["play", "--seed", "3"], reader, monkeypatch)
    assert status == 0
    assert "Please choose: a number from 1 to 2" in out
    assert "There is no option 9" in out and "There is no option 0" in out
    assert "'foo' is not one of the options" in out
    assert "'dogma' is not one of the options" in out
    # The last answer (2: Clothing) was taken.
    assert "Player melds Clothing." in [e["text"] for e in game.log]


PICK = {
    "kind": "choose_cards",
    "options": ["Tools", "The Wheel", "Writing", "City States"],
    "min": 0,
    "max": 3,
}


@pytest.mark.parametrize(
    "text, answer",
    [
        ("1 3", ["Tools", "Writing"]),
        ("3,1", ["Writing", "Tools"]),
        ("the wheel, tools", ["The Wheel", "Tools"]),
        ("City States 2", ["City States", "The Wheel"]),
        ("writ 1", ["Writing", "Tools"]),
        ("", []),
        ("none", []),
    ],
)
def test_multi_select_reads_numbers_and_names(text, answer):
    assert parse_answer(PICK, text) == answer


@pytest.mark.parametrize(
    "text, message",
    [
        ("1 1", "chosen twice"),
        ("1 2 3 4", "Choose 0 to 3, not 4"),
        ("5", "no option 5"),
        ("Oars", "not one of the options"),
    ],
)
def test_multi_select_rejects_bad_choices(text, message):
    with pytest.raises(BadInput, match=message):
        parse_answer(PICK, text)


def test_multi_select_needs_a_choice_when_none_is_not_allowed():
    with pytest.raises(BadInput, match="Choose 2"):
        parse_answer({**PICK, "min": 2, "max": 2}, "")


def test_single_choices_accept_decline_and_short_answers():
    optional = {"kind": "choose_card", "options": ["Tools", "Writing", None]}
    assert parse_answer(optional, "none") is None
    assert parse_answer(optional, "3") is None
    assert parse_answer(optional, "wri") == "Writing"
    yes_no = {"kind": "yes_no", "options": ["yes", "no"]}
    assert parse_answer(yes_no, "Y") == "yes" and parse_answer(yes_no, "no") == "no"
    action = {"kind": "action", "options": ["draw", "meld Tools", "dogma Writing"]}
    assert parse_answer(action, "tools") == "meld Tools"
    assert parse_answer(action, "Dogma  writing") == "dogma Writing"
    values = {"kind": "choose_value", "options": [2, 5, 7]}
    assert parse_answer(values, "5") == 5
    with pytest.raises(BadInput, match="Type a value: 2, 5 or 7."):
        parse_answer(values, "1")


# -- leaving -------------------------------------------------------------------------------


def test_end_of_input_quits_cleanly():
    status, out, _ = run(["play", "--seed", "3"], io.StringIO("1\n"))
    assert status == 0
    assert "Game left; it is saved in " in out and "(inno play --resume goes on with it)." in out


def test_quit_command_and_ctrl_c():
    status, out, _ = run(["play", "--seed", "3"], lines("quit"))
    assert status == 0 and "Game left" in out

    def interrupt(prompt):
        raise KeyboardInterrupt

    status, out, _ = run(["play", "--seed", "3"], interrupt)
    assert status == 130 and "Interrupted" in out


# -- arguments -----------------------------------------------------------------------------


def test_play_help(capsys):
    with pytest.raises(SystemExit) as exit:
        main(["play", "--help"])
    assert exit.value.code == 0
    text = capsys.readouterr().out
    for option in ("--players", "--seats", "--bot", "--seed", "--teams", "--names"):
        assert option in text


@pytest.mark.parametrize(
    "argv, message",
    [
        (["play", "-n", "2", "--teams"], "team game is for 4 players"),
        (["play", "--seats", "greedy,random"], "at least one seat must be human"),
        (["play", "--seats", "human,wizard"], "unknown seat"),
        (["play", "-n", "3", "--seats", "human,greedy"], "--seats lists 2"),
        (["play", "--names", "A,A"], "different"),
        (["play", "-n", "5"], "in the base game, a game is for 2 to 4 players, not 5"),
        (["play", "--expansions", "echoes", "-n", "6"], "with echoes, a game is for 2 to 5"),
        (["play", "--expansions", "figure"], "there is no expansion 'figure'"),
        (["play", "--expansions", "figures,cities,artifacts,echoes", "-n", "9"], "2 to 8"),
        (["play", "--relics"], "--relics is part of Artifacts of History"),
    ],
)
def test_bad_arguments_are_refused(argv, message, capsys):
    with pytest.raises(SystemExit) as exit:
        main(argv)
    assert exit.value.code == 2
    assert message in capsys.readouterr().err


def test_seats_choose_bots_and_names(monkeypatch):
    status, out, game = run(
        ["play", "--seats", "r,human,g", "--names", "Rex,Me,Ada", "--seed", "1"],
        lines(),
        monkeypatch,
    )
    assert game.names == ("Rex", "Me", "Ada")
    assert "Rex (random), Me (human), Ada (greedy)" in out


def test_the_dogma_hint_says_who_shares_and_who_is_demanded():
    from inno.cli.prompt import dogma_hint

    pending = {
        "dogma_targets": {
            "Archery": {
                "icon": "castle",
                "counts": {"A": 2, "B": 2, "C": 3, "D": 0},
                "share": ["B"],
                "demanded": ["D"],
                "compelled": ["C"],
            }
        }
    }
    view = {"viewer": "A"}
    assert dogma_hint("Archery", pending, view) == (
        "castle: you 2; B 2 shares; C 3 compelled, shares; D 0 demanded"
    )


# -- undo, look, saving, resuming ------------------------------------------------------------


def test_undo_at_the_prompt_and_its_reason_when_refused(monkeypatch):
    # Seed 3: the player melds Clothing and plays second, with two actions.
    reader = lines("clothing", "draw", "undo", "meld Mysticism", "undo", "undo", "quit", "y")
    status, out, game = run(["play", "--seed", "3"], reader, monkeypatch)
    assert status == 0
    assert out.count("Undone.") == 2  # the face-down draw, then the meld
    assert "Cannot undo: the last answer is Greedy's, not yours." in out
    assert game.history[-1] != "meld Mysticism"
    assert [p for p in game.to_position()["players"] if p["name"] == "Player"][0]["hand"] == [
        "Mysticism"
    ]


def test_look_shows_the_face_down_cards_and_ends_undo(monkeypatch):
    reader = lines("clothing", "draw", "look", "undo", "quit", "y")
    status, out, game = run(["play", "--seed", "3"], reader, monkeypatch)
    assert "face-down card" in out and "type look to see them" in flat(out)
    assert "You look at: " in out
    assert "Cannot undo: Player looked at their face-down cards since." in out


def test_save_load_and_resume(monkeypatch, tmp_path, saves_folder):
    path = tmp_path / "mine.json"
    reader = lines("clothing", "meld Mysticism", f"save {path}", "quit", "y")
    status, out, game = run(["play", "--seed", "3"], reader, monkeypatch)
    assert f"Saved in {path}" in out
    # The game's own file has the same game: --resume goes on with it, --load with the file.
    assert len(list((saves_folder / "games").glob("*.json"))) == 1
    for argv in (["play", "--resume"], ["play", "--load", str(path)]):
        status, out, again = run(argv, lines("quit", "y"), monkeypatch)
        assert status == 0 and "going on from" in out
        assert again.to_position() == game.to_position()
        assert again.history == game.history


def test_quitting_asks_first(monkeypatch):
    status, out, game = run(
        ["play", "--seed", "3"], lines("quit", "n", "clothing", "quit", "y"), monkeypatch
    )
    assert out.count("Leave the game?") == 2
    assert "Player melds Clothing." in [e["text"] for e in game.log] or game.state.phase == "setup"


def test_loading_a_bad_file_is_refused(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{nope")
    for argv, message in (
        (["play", "--load", str(bad)], "is not a saved game"),
        (["play", "--load", str(tmp_path / "none.json")], "cannot read"),
        (["play", "--resume"], "no unfinished game"),
    ):
        with pytest.raises(SystemExit) as exit:
            main(argv)
        assert exit.value.code == 2
        assert message in capsys.readouterr().err


def test_a_finished_game_shows_boards_and_where_it_is_saved(monkeypatch, saves_folder):
    status, out, game = run(["play", "--seed", "5"], numbers, monkeypatch)
    assert game.result is not None
    assert f"after {game.state.turn} turns" in out
    assert "top cards" in out
    (saved,) = (saves_folder / "games").glob("*.json")
    assert f"The game is saved in {saved}" in out


# -- menus ---------------------------------------------------------------------------------


def test_action_numbers_stay_the_same_through_the_turn(monkeypatch):
    # Seed 3, second player's turn: 1 draw, 2 meld Mysticism, 3 dogma Clothing.  After
    # melding Mysticism, "3" is still the dogma of Clothing.
    reader = lines("clothing", "2", "3", "quit", "y")
    status, out, game = run(["play", "--seed", "3"], reader, monkeypatch)
    assert "Player: Dogma Clothing." in [e["text"] for e in game.log]


def test_an_action_not_allowed_says_why(monkeypatch):
    reader = lines("clothing", "achieve 1", "meld Oars", "quit", "y")
    status, out, game = run(["play", "--seed", "3"], reader, monkeypatch)
    assert "You cannot achieve 1: score 0 of 5 needed." in out
    assert "You cannot meld Oars: you can meld only a card from your hand." in out


def test_rules_can_be_read_at_any_prompt():
    status, out, _ = run(["play", "--seed", "3"], lines("? achieve", "? splay", "quit", "y"))
    assert "Achieve action: claim an available standard achievement" in out
    assert "Splaying a colour shows more of its covered cards" in out


def test_zero_chooses_none_and_log_wants_a_number():
    pending = {"kind": "choose_cards", "options": ["Tools", "Oars"], "min": 0, "max": 2}
    assert parse_answer(pending, "0") == []
    pending = {"kind": "choose_card", "options": ["Tools", None]}
    assert parse_answer(pending, "0") is None
    status, out, _ = run(["play", "--seed", "3"], lines("log foo", "quit", "y"))
    assert "log takes a number or 'all', not 'foo'." in out


def test_inno_serve_without_the_web_extra_says_how_to_install_it(monkeypatch, capsys):
    import sys

    from inno.cli.main import main

    monkeypatch.setitem(sys.modules, "uvicorn", None)  # as if it were not installed
    assert main(["serve"]) == 2
    assert "pip install -e '.[web]'" in capsys.readouterr().err


def test_sets_is_the_same_word_as_in_simulate(monkeypatch):
    status, out, game = run(
        ["play", "--sets", "base,echoes", "--seed", "2"], lines("quit", "y"), monkeypatch
    )
    assert game.expansions == ("echoes",)
    status, out, game = run(["play", "--expansions", "cities", "--seed", "2"], lines(), monkeypatch)
    assert game.expansions == ("cities",)
