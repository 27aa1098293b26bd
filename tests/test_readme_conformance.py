"""README.md read as a promise, by an outsider: the terminal game (`inno play` and its
options, saved games, what it says on bad input), `inno simulate` and `inno tournament`,
`inno serve --help`, and "Using the engine".  Each test quotes the sentence it checks.
The terminal is run as a user runs it: the `inno` command, with HOME and INNO_HOME in the
test's folder and the answers on its standard input."""

import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

import inno
from inno.agents import AGENTS, Agent, make_agent, play_agents
from inno.agents.determinize import determinize
from inno.cli.main import main
from inno.data.cards import RECORDS

README = (Path(__file__).parent.parent / "README.md").read_text()
INNO = str(Path(sys.executable).with_name("inno"))  # the command `pip install -e .` made
EXPANSIONS = ["echoes", "cities", "artifacts", "figures"]
CARD_NAMES = {r["name"] for r in RECORDS}


def inno_cmd(home: Path, *args: str, stdin: str = "", inno_home: Path | None = None):
    """Run `inno ARGS` as a user would, with HOME (and INNO_HOME) in ``home``."""
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES", "XDG_DATA_HOME")}
    env["HOME"] = str(home)
    env["INNO_HOME"] = str(inno_home if inno_home is not None else home / "inno")
    return subprocess.run(
        [INNO, *args], input=stdin, capture_output=True, text=True, env=env, cwd=home, timeout=60
    )


def game_files(home: Path) -> list[Path]:
    return sorted((home / "inno" / "games").glob("*.json"))


def snapshot(home: Path) -> dict[str, bytes]:
    """Every file of the games folder, as it is now."""
    return {p.name: p.read_bytes() for p in game_files(home)}


QUIT = "quit\ny\n"


def header_seats(out: str) -> list[str]:
    """The seats of the line `Innovation: Ann (human), Bob (greedy). Type ? ...`."""
    line = next(x for x in out.splitlines() if x.startswith("Innovation: "))
    return line.removeprefix("Innovation: ").split(". Type ?")[0].split(", ")


def random_game(players, expansions, seed, options=None):
    """A game played to its end by random answers; yields each decision before answering."""
    game = inno.Game(players=players, expansions=expansions, seed=seed, options=options)
    rng = random.Random(seed)
    while game.pending is not None:
        d = game.pending
        yield game, d
        if d.kind == "choose_cards":
            game.answer(rng.sample(d.options, rng.randint(d.min, min(d.max, len(d.options)))))
        else:
            game.answer(rng.choice(d.options))


# -- the commands ------------------------------------------------------------------------


def test_inno_has_the_commands_the_readme_describes(tmp_path):
    # "inno play", "inno simulate ...", "inno tournament ...", "inno serve"
    done = inno_cmd(tmp_path, "--help")
    assert done.returncode == 0
    for command in ("play", "simulate", "tournament", "serve"):
        assert re.search(rf"^\s+{command}\b", done.stdout, re.M), command


def test_play_help_names_every_option_the_readme_uses(tmp_path):
    # "inno play --help" -- after the README's list of `inno play ...` commands.
    used = set()
    for line in re.findall(r"^inno play[^\n#]*", README, re.M):
        used |= set(re.findall(r"(?<!\S)(--?[a-z][a-z-]*)", line))
    used.add("--expansions")  # "(--expansions is the same)"
    done = inno_cmd(tmp_path, "play", "--help")
    assert done.returncode == 0
    assert used >= {"-n", "--bot", "--seed", "--seats", "--names", "--teams", "--sets"}
    for option in sorted(used):
        assert re.search(rf"(?<![\w-]){re.escape(option)}\b", done.stdout), option


def test_serve_help_lists_the_settings_with_the_readmes_defaults(tmp_path):
    # "`inno serve --help` lists the settings." ... "games without a human (4 at once by
    # default) and mcts bots (8) are limited"; "each process keeps at most 500 games
    # loaded"; "Every move is stored (SQLite in `$INNO_HOME/inno.db` by default)".
    done = inno_cmd(tmp_path, "serve", "--help")
    assert done.returncode == 0
    text = " ".join(done.stdout.split())
    for setting in re.findall(
        r"(--[a-z-]+)", "\n".join(re.findall(r"^inno serve.*", README, re.M))
    ):
        assert setting in text, setting
    assert re.search(r"--max-bot-games N .*?\(4\)", text)
    assert re.search(r"--max-mcts N .*?\(8\)", text)
    assert re.search(r"--cache N .*?\(500\)", text)
    assert "$INNO_HOME/inno.db" in text
    assert "8000" in text  # "then open http://127.0.0.1:8000"


# -- playing in the terminal: the README's commands ----------------------------------------

TEAM_TITLE = re.compile(r"╭─ (.+?)  team ([AB]) ")


def supply_sets(out: str) -> set[str]:
    return set(re.findall(r"^Supply (\w+)\s+1:", out, re.M))


EXAMPLES = {
    # the README's line (without its comment): (seats, sets, what else the table shows)
    "--bot random --seed 7": (["Player (human)", "Random (random)"], [], []),
    "--bot mcts:iterations=200": (["Player (human)", "MCTS (mcts:iterations=200)"], [], []),
    "-n 3 --seats human,greedy,mcts:time_limit=2": (
        ["Player (human)", "Greedy (greedy)", "MCTS (mcts:time_limit=2)"],
        [],
        [],
    ),
    "--seats human,human --names Ann,Bob": (
        ["Ann (human)", "Bob (human)"],
        [],
        ["Pass the terminal to Ann, then press Enter."],
    ),
    "-n 4 --teams": (4, [], ["team"]),
    "--sets echoes -n 5": (5, ["echoes"], []),
    "--sets echoes,cities -n 3": (3, ["echoes", "cities"], []),
    "--sets artifacts --relics": (2, ["artifacts"], ["Relics beside their piles"]),
    "--sets figures": (2, ["figures"], ["Decrees nobody holds"]),
    "--sets echoes,cities,artifacts,figures -n 8": (8, EXPANSIONS, []),
}


@pytest.mark.parametrize("args", list(EXAMPLES))
def test_each_play_command_of_the_readme_starts_the_game_it_describes(args, tmp_path):
    # The README's block of `inno play ...` commands, each with its comment ("three
    # players", "hot-seat", "seats 1 and 3 against 2 and 4", "with Echoes of the Past,
    # five players", ..., "everything, eight players").  "The table is laid out for 80
    # columns: ... each set's supply on a line."
    assert re.search(rf"^inno play {re.escape(args)}\s+#", README, re.M), "not in the README"
    seats, sets, shown = EXAMPLES[args]
    hot_seat = "human,human" in args  # each human is handed the terminal first
    done = inno_cmd(tmp_path, "play", *args.split(), stdin="\n" * hot_seat + QUIT)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    got = header_seats(out)
    if isinstance(seats, int):
        assert len(got) == seats and got[0] == "Player (human)"
        assert all(s.endswith("(greedy)") for s in got[1:])  # "you against the greedy bot"
    else:
        assert got == seats
    assert supply_sets(out) == {"base", *sets}
    for text in shown:
        assert text in out
    if "--teams" in args:  # "seats 1 and 3 against 2 and 4"
        teams = {name.removesuffix(" (you)"): team for name, team in TEAM_TITLE.findall(out)}
        names = [s.rsplit(" (", 1)[0] for s in got]
        assert teams[names[0]] == teams[names[2]] != teams[names[1]] == teams[names[3]]
    table = re.split(r"\n[^\n]*: Setup: choose", out.split("Innovation: ")[1])[0].splitlines()[1:]
    assert table and max(len(line) for line in table) <= 80
    assert "Game left; it is saved in" in out and len(game_files(tmp_path)) == 1


def test_a_seed_gives_a_fixed_deal(tmp_path):
    # "inno play --bot random --seed 7             # against the random bot, a fixed deal"
    first = inno_cmd(tmp_path, "play", "--bot", "random", "--seed", "7", stdin=QUIT).stdout
    again = inno_cmd(tmp_path, "play", "--bot", "random", "--seed", "7", stdin=QUIT)
    hand = re.search(r"Your hand: .*", first).group()
    assert hand in again.stdout
    assert len(game_files(tmp_path)) == 2  # each game its own file


def test_a_help_a_card_and_the_rules_at_any_prompt(tmp_path):
    # "At any prompt: `?` for help, `? Oars` (or `card oars`) to read a card (echo effects
    # included), `? achieve` (`? draw`, `? splay`, `? compel`, `? dig`, `? relic`,
    # `? decree` ...; `? rules` lists them all) for a rule of any set"
    answers = ["?", "? Oars", "card oars", "card bangle", "? rules", "? compel", "? decree"]
    done = inno_cmd(tmp_path, "play", "--seed", "3", stdin="\n".join(answers) + "\n" + QUIT)
    assert done.returncode == 0
    parts = done.stdout.split("\n> ")[1:]
    help_, oars, oars_again, bangle, rules, compel, decree = parts[: len(answers)]
    for command in ("show", "look", "undo", "log", "save FILE", "quit"):
        assert command in help_
    assert "Oars" in oars and "I demand you transfer a card with a [crown]" in oars
    assert oars_again.split("Player:")[0] == oars.split("Player:")[0]
    echo = next(r["echo"] for r in RECORDS if r["name"] == "Bangle")
    assert "Echo: " + echo in bangle
    listed = rules.split("Rules: ")[1].split(" (type ?")[0].split(", ")
    for word in ("achieve", "draw", "splay", "compel", "dig", "relic", "decree"):
        assert word in listed
    for word in ("inspire", "fade", "karma", "endorse"):  # "? inspire ... explain them"
        assert word in listed
    assert compel.startswith("Compel") and decree.startswith("Decree")  # a base game


def test_save_file_writes_a_copy_and_the_game_goes_on_in_its_own_file(tmp_path):
    # "`save FILE` (a copy)"; "inno play --load FILE # go on with a game saved with
    # "save FILE""; "`--load FILE` of a file outside the games folder goes on in a new file
    # there, leaving FILE as it is".
    copy = tmp_path / "copy.json"
    done = inno_cmd(
        tmp_path, "play", "--bot", "random", "--seed", "7", stdin="1\nsave copy.json\ndraw\n" + QUIT
    )
    assert "Saved in copy.json" in done.stdout
    saved = copy.read_bytes()
    (own,) = game_files(tmp_path)
    assert own.read_bytes() != saved  # the draw went to the game's own file, not the copy
    loaded = inno_cmd(tmp_path, "play", "--load", "copy.json", stdin=QUIT)
    assert loaded.returncode == 0, loaded.stderr
    # The copy was saved before the draw: the game goes on with both actions of the turn.
    assert "choose your first action (2 actions left)" in loaded.stdout
    assert copy.read_bytes() == saved
    assert len(game_files(tmp_path)) == 2 and own in game_files(tmp_path)


def test_options_of_a_new_game_start_one_and_leave_the_others(tmp_path):
    # "`inno play` with unfinished games lists them and offers to go on with the most
    # recent (Enter), another (its number) or a new game (`new`); with options of a new
    # game it starts one and leaves the others."  "nothing deletes one"
    inno_cmd(tmp_path, "play", "--seed", "3", stdin=QUIT)
    for options in (["--bot", "random"], ["--names", "Ann,Bob"], ["-n", "3"], ["--sets", "cities"]):
        before = snapshot(tmp_path)
        done = inno_cmd(tmp_path, "play", *options, stdin=QUIT)
        assert done.returncode == 0, done.stderr
        assert "most recent first" not in done.stdout  # not offered: a new game started
        after = snapshot(tmp_path)
        assert len(after) == len(before) + 1
        assert all(after[name] == data for name, data in before.items())


def test_refused_resume_and_load_say_why_and_change_nothing(tmp_path):
    # "inno play --resume # go on with the most recent (--resume 2: the second of
    # --list)"; "A file that cannot be read is reported and left as it is."
    inno_cmd(tmp_path, "play", "--seed", "3", stdin=QUIT)
    inno_cmd(tmp_path, "play", "--seed", "4", stdin=QUIT)
    notes = tmp_path / "notes.txt"
    notes.write_text("not a game")
    before = snapshot(tmp_path)
    cases = [
        (["--resume", "0"], "no unfinished game 0"),
        (["--resume", "3"], "no unfinished game 3"),
        (["--load", "missing.json"], "missing.json"),
        (["--load", str(tmp_path)], str(tmp_path)),
        (["--load", "notes.txt"], "notes.txt"),
    ]
    for args, said in cases:
        done = inno_cmd(tmp_path, "play", *args, stdin=QUIT)
        assert done.returncode == 2, args
        assert said in done.stderr and "Traceback" not in done.stderr, done.stderr
        assert snapshot(tmp_path) == before
    assert notes.read_text() == "not a game"


@pytest.mark.parametrize(
    "argv, said",
    [
        (["play", "-n", "5"], "2 to 4 players, not 5"),
        (["play", "-n", "6", "--sets", "echoes"], "not 6"),
        (["play", "-n", "9", "--sets", "echoes,cities,artifacts,figures"], "2 to 8 players"),
        (["play", "--teams"], "the team game is for 4 players"),
        (["play", "--relics"], "artifacts"),
    ],
)
def test_player_counts_and_options_outside_the_rules_are_refused(
    argv, said, capsys, tmp_path, monkeypatch
):
    # "up to 4 players plus one per expansion (8 with all four)"; "inno play -n 4 --teams";
    # "inno play --sets artifacts --relics"
    monkeypatch.setenv("INNO_HOME", str(tmp_path / "inno"))
    with pytest.raises(SystemExit) as exit:
        main(argv)
    assert exit.value.code == 2
    assert said in capsys.readouterr().err
    assert game_files(tmp_path) == []


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "--bot", "mcts:iterations=abc", "--seed", "7"],
        ["simulate", "--games", "1", "--agents", "mcts:iterations=abc,random", "--workers", "1"],
    ],
    ids=["play", "simulate"],
)
def test_a_bad_value_of_a_bot_option_is_refused_before_anything_is_played(argv, tmp_path):
    # FINDING: "inno play --bot mcts:iterations=200" (bot options after colons): a bad value (mcts:iterations=abc) is taken, then inno play dies in a traceback at the bot's first decision and inno simulate fails every game.
    # (A bad value of mcts's clock is refused at once: only the numbers are not checked.)
    done = inno_cmd(tmp_path, *argv, stdin="1\n1\n" + QUIT)
    assert "Traceback" not in done.stderr
    assert done.returncode == 2 and "iterations" in done.stderr


def test_a_games_folder_that_cannot_be_made_is_said_without_a_traceback(tmp_path):
    # FINDING: "every game has its own file in `$INNO_HOME/games`": when that folder cannot be made (INNO_HOME a file), inno play says "Cannot save the game to ..." and then dies in a traceback (NotADirectoryError, the new game's lock file).
    taken = tmp_path / "a-file"
    taken.write_text("mine")
    done = inno_cmd(tmp_path, "play", "--seed", "3", stdin=QUIT, inno_home=taken)
    assert "Traceback" not in done.stderr, done.stderr[-300:]
    assert "Cannot save" in done.stdout + done.stderr
    assert taken.read_text() == "mine"


# -- simulations -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv, named",
    [
        (["simulate", "--plot", "missing/games.png"], "missing/games.png"),
        (["simulate", "--jsonl", "missing/games.jsonl"], "missing/games.jsonl"),
        (["tournament", "--agents", "random,greedy", "--plot", "missing/elo.png"], "missing"),
        (["simulate", "--ray", "nowhere"], "nowhere"),
    ],
    ids=["simulate-plot", "simulate-jsonl", "tournament-plot", "ray-address"],
)
def test_a_file_or_cluster_that_cannot_be_used_is_refused_before_any_game(argv, named, tmp_path):
    # FINDING: "--jsonl games.jsonl --plot games.png", "--ray auto": a --plot file in a missing folder fails after every game was played (traceback, FileNotFoundError); a --jsonl one and a bad --ray address end in tracebacks.
    done = inno_cmd(tmp_path, *argv, "--games", "2", "--workers", "1", "--seed", "1")
    assert "Traceback" not in done.stderr, done.stderr[-300:]
    assert done.returncode == 2 and named in done.stderr
    assert "games in" not in done.stdout  # nothing played


def test_tournament_ratings_have_a_mean_of_1500(tmp_path):
    # "`inno tournament` plays every pair of agents ... and fits Elo ratings (mean 1500)
    # with 95% intervals of ±1.96 standard errors"
    done = inno_cmd(
        tmp_path, "tournament", "--agents", "random,greedy,mcts:iterations=5", "--games", "2",
        "--seed", "1", "--workers", "1",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    table = done.stdout.split("Elo ratings")[1].split("Pairings")[0]
    ratings = [int(r) for r in re.findall(r"│\s+(\d{3,4}) ± \d+ │", table)]
    assert len(ratings) == 3
    assert abs(sum(ratings) / 3 - 1500) <= 1  # (each rating rounded)


# -- using the engine --------------------------------------------------------------------


def test_the_readme_example_plays_a_game_to_its_end(capsys):
    game = inno.Game(players=["Alice", "Bob"], expansions=["echoes"], seed=42)
    while game.pending is not None:
        d = game.pending  # who decides, what kind, which options
        print(d.player, d.kind, d.prompt, d.options)
        game.answer(d.options[0])  # any legal answer
    print(game.result.winners, game.result.reason)
    assert set(game.result.winners) <= {"Alice", "Bob"} and game.result.winners
    assert isinstance(game.result.reason, str)
    assert capsys.readouterr().out.count("\n") > 20


def test_an_illegal_answer_raises_illegal_answer_and_changes_nothing():
    # "an illegal one raises inno.IllegalAnswer"
    game = inno.Game(players=["Alice", "Bob"], seed=1)
    before = game.to_json()
    for bad in ("nonsense", 3, None, ["Pottery"], "draw"):
        with pytest.raises(inno.IllegalAnswer) as error:
            game.answer(bad)
        assert "allowed" in str(error.value)
        assert game.to_json() == before


ACTION = re.compile(
    r"draw|meld .+|dogma .+|achieve .+|endorse .+|inspire (red|yellow|green|blue|purple)"
    r"|decree (Advancement|War|Trade|Expansion|Rivalry)"
)
KINDS = {
    "action", "choose_card", "choose_cards", "choose_color", "choose_player",
    "choose_value", "choose_option", "yes_no",
}  # fmt: skip


def test_decisions_have_the_documented_kinds_fields_and_action_options():
    # "`game.pending`: `.player`, `.kind` (`action`, `choose_card`, `choose_cards`,
    # `choose_color`, `choose_player`, `choose_value`, `choose_option`, `yes_no`),
    # `.prompt`, `.options` (JSON values, cards by name), `.min`/`.max` for
    # `choose_cards`, and `.card`/`.verb`/`.zone` saying why. Action options are ..."
    seen, prefixes = set(), set()
    games = [(["A", "B"], [], 1), (["A", "B", "C"], EXPANSIONS, 2)]
    games += [(["A", "B"], [e], 10 + i) for i, e in enumerate(EXPANSIONS)]
    for players, sets, seed in games:
        for _game, d in random_game(players, sets, seed):
            seen.add(d.kind)
            assert d.player in players and isinstance(d.prompt, str) and d.prompt
            json.dumps(d.options)
            for attr in ("card", "verb", "zone"):
                getattr(d, attr)
            if d.kind == "choose_cards":
                assert 0 <= d.min <= d.max
            if d.kind in ("choose_card", "choose_cards"):
                assert all(o is None or o in CARD_NAMES for o in d.options)
            if d.kind == "action":
                for option in d.options:
                    assert ACTION.fullmatch(option), option
                    prefixes.add(option.split()[0])
                    words = option.split(" ", 1)
                    if words[0] in ("meld", "dogma", "endorse"):
                        assert words[1] in CARD_NAMES
                    if words[0] == "achieve":
                        assert words[1].isdigit() or words[1] in CARD_NAMES
    assert seen <= KINDS and {"action", "choose_card", "yes_no"} <= seen
    assert {"draw", "meld", "dogma", "achieve", "endorse", "inspire", "decree"} <= prefixes


def test_unavailable_says_why_endorse_cannot_be_taken():
    # FINDING: "An action decision's `unavailable` says why each action that cannot be taken cannot": with a top city and a hand but no top card with a dogma effect (Memphis alone), Endorse is neither offered nor in `unavailable`.
    # (Dogma is there: "no dogma effect to execute"; without a city or a hand, Endorse is too.)
    position = {
        "players": [
            {"name": "Ann", "hand": ["Tools"], "board": {"green": ["Memphis"]}},
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        "expansions": ["cities"],
        "turn": {"player": "Ann", "actions": 2, "number": 3},
        "phase": "action",
    }
    decision = inno.Game.from_position(position).pending.to_dict()
    assert decision["kind"] == "action"
    unavailable = [u["action"] for u in decision["unavailable"]]
    assert "dogma Memphis" in unavailable
    assert not [o for o in decision["options"] if o.startswith("endorse")]
    assert [a for a in unavailable if a.startswith("endorse")]


def test_views_carry_the_documented_fields_of_each_set():
    # "`game.view(player)`: ... hands, score piles and forecasts of others as backs (set and
    # value), each player's score (bonuses included) and `achievement_count` (flags and
    # fountains included), `bonuses` and `bonus_points` with Echoes, Figures or Cities,
    # `flags_and_fountains` with Cities (each visible one, its colour, and whether it
    # counts now)."
    ages = {r["name"]: r["age"] for r in RECORDS}
    for sets in ([], ["echoes"], ["cities"], ["figures"], ["artifacts"], ["echoes", "cities"]):
        checked = 0
        for game, _decision in random_game(["A", "B"], sets, 5):
            me, other = game.view("A")["players"]
            for key in ("bonuses", "bonus_points"):
                assert (key in other) == bool({"echoes", "figures", "cities"} & set(sets))
            assert ("flags_and_fountains" in other) == ("cities" in sets)
            assert ("forecast" in other) == bool({"echoes", "figures"} & set(sets))
            for zone in ("hand", "score_pile", "forecast"):
                for back in other.get(zone, []):
                    if isinstance(back, dict):
                        assert {"set", "age"} <= set(back)
            if "figures" not in sets:  # (karmas change a score too)
                pile = sum(ages[c] for c in me["score_pile"])
                assert me["score"] == pile + me.get("bonus_points", 0)
            if "cities" in sets:
                counting = [f for f in me["flags_and_fountains"] if f["counts"]]
                assert all({"color", "counts"} <= set(f) for f in me["flags_and_fountains"])
                assert me["achievement_count"] == len(me["achievements"]) + len(counting)
            checked += 1
        assert checked > 20


def test_the_sets_hold_the_cards_the_readme_counts():
    # "all 105 base cards and the 5 special achievements", Echoes "its 105 cards ... and
    # its 5 special achievements", Cities "its 105 cities ... and its 5 special
    # achievements", Artifacts "its 105 artifacts", Figures "its 105 figures ... the 5
    # Decrees"
    game = inno.Game(players=["A", "B"], expansions=EXPANSIONS, seed=1)
    view = game.view("A")
    count = {s: sum(piles.values()) for s, piles in view["supply"].items()}
    count["base"] += len(view["achievements"])
    sets = {r["name"]: r["set"] for r in RECORDS}
    for player in view["players"]:
        for card in player["hand"]:
            count[sets[card] if isinstance(card, str) else card["set"]] += 1
    assert count == dict.fromkeys(["base", *EXPANSIONS], 105)
    assert len(view["special_achievements"]) == 15 and len(view["decrees"]) == 5


def test_the_logs_are_dicts_with_text_and_a_players_log_hides_what_they_did_not_see():
    # "`game.log` is the referee's log (each event a dict with a `text`);
    # `game.log_for(player)` is a player's."
    game = inno.Game(players=["A", "B"], seed=1)
    game.answer(game.pending.options[0])
    game.answer(game.pending.options[0])
    drawer = game.pending.player
    other = "B" if drawer == "A" else "A"
    game.answer("draw")
    assert all(isinstance(e, dict) and isinstance(e["text"], str) for e in game.log)
    drawn = game.log[-2]
    assert drawn["card"] in drawn["text"]
    assert game.log_for(drawer)[-2]["text"] == drawn["text"]
    assert drawn["card"] not in game.log_for(other)[-2]["text"]
    with pytest.raises(inno.InnoError, match="no player"):
        game.log_for("Zed")


def test_a_save_round_trips_and_a_tampered_one_says_what_is_wrong():
    # "`game.to_json()` / `inno.Game.from_json(text)`: an exact round trip at any
    # decision. A save carries a checksum, ... or `inno.CorruptSave` says what is wrong.
    # A save records the version of the rules it was played under (`inno.RULES_VERSION`"
    for n, (game, d) in enumerate(random_game(["A", "B", "C"], ["echoes", "artifacts"], 7)):
        if n % 25 == 0:
            text = game.to_json()
            again = inno.Game.from_json(text)
            assert again.to_json() == text
            assert again.pending.to_dict() == d.to_dict() and again.log == game.log
    save = json.loads(text)
    assert save["rules"] == inno.RULES_VERSION
    tampered = dict(save, history=save["history"][:-1])
    for bad in (json.dumps(tampered), text[: len(text) // 2], "", "[]"):
        with pytest.raises(inno.CorruptSave) as error:
            inno.Game.from_json(bad)
        assert str(error.value)


def test_undo_is_refused_with_its_reason_and_changes_nothing():
    # "`game.can_undo(player)` / `game.undo(player)` / `game.undo_refusal(player)`: a
    # player takes back their own last answers, one at a time, until ... another player
    # answered."
    game = inno.Game(players=["A", "B"], seed=1)
    assert not game.can_undo("A") and game.undo_refusal("A")
    game.answer(game.pending.options[0])  # A's first meld
    assert game.can_undo("A") and game.undo_refusal("A") is None
    assert not game.can_undo("B") and "A" in game.undo_refusal("B")
    before = game.to_json()
    with pytest.raises(inno.InnoError):
        game.undo("B")
    assert game.to_json() == before
    game.undo("A")
    assert game.history == [] and game.pending.player == "A"


def test_player_counts_follow_the_expansions():
    # "`expansions`: any combination of "echoes", "cities", "artifacts", "figures"; 2 to 4
    # players, one more per expansion (up to 8 with all four)."
    for mask in range(16):
        sets = [e for i, e in enumerate(EXPANSIONS) if mask >> i & 1]
        most = 4 + len(sets)
        for n in (2, most):
            inno.Game(players=[f"P{i}" for i in range(n)], expansions=sets, seed=mask)
        for n in (1, most + 1):
            with pytest.raises(inno.InnoError, match="2 to 4 players"):
                inno.Game(players=[f"P{i}" for i in range(n)], expansions=sets, seed=mask)


def test_the_options_the_readme_names():
    # "Options: `{"teams": True}` (4 players), `{"longer": True}`, `{"open_boards": True}`,
    # `{"relics": True}` (with Artifacts), `{"distant_players": False}` ..., on by default
    # with five or more players), `{"face_down_draws": True}`, `{"no_tracking": True}`,
    # `{"confirm_turn_end": ["Ann"]}` (or `True` for every player ...)"
    four = ["Ann", "Bob", "Cy", "Di"]
    for options in (
        {"teams": True}, {"longer": True}, {"open_boards": True}, {"distant_players": False},
        {"face_down_draws": True}, {"no_tracking": True}, {"confirm_turn_end": ["Ann"]},
        {"confirm_turn_end": True},
    ):  # fmt: skip
        game = inno.Game(players=four, seed=1, options=options)
        for key, value in options.items():
            assert game.view("Ann")["options"][key] == value
    inno.Game(players=["Ann", "Bob"], expansions=["artifacts"], options={"relics": True})
    five = inno.Game(players=[*four, "Ed"], expansions=["echoes"], seed=1)
    assert five.view("Ann")["options"]["distant_players"] is True
    base = inno.Game(players=["Ann", "Bob"], seed=1)
    longer = inno.Game(players=["Ann", "Bob"], seed=1, options={"longer": True})
    assert longer.view("Ann")["achievements_to_win"] == base.view("Ann")["achievements_to_win"] + 1
    with pytest.raises(inno.InnoError, match="4 players"):
        inno.Game(players=["Ann", "Bob"], options={"teams": True})
    with pytest.raises(inno.InnoError, match="Artifacts"):
        inno.Game(players=["Ann", "Bob"], options={"relics": True})


def test_the_bots_of_the_readme():
    # "Bots: `inno.agents.make_agent("greedy" | "random" | "mcts", seed, **options)`, each
    # an `Agent` with `choose(view, decision)`; a searching bot (`mcts`: ... `iterations=N`
    # or `time_limit=seconds`, 1 s per decision by default, ... with `clock="cpu"` ...) is
    # also bound to its seat with `bind(game, player)`; `inno.agents.play_agents(game,
    # {name: agent})` binds and plays."
    assert set(AGENTS) >= {"greedy", "random", "mcts"}
    game = inno.Game(players=["A", "B"], seed=2)
    d = game.pending
    for name in ("greedy", "random"):
        agent = make_agent(name, 1)
        assert isinstance(agent, Agent)
        assert agent.choose(game.view(d.player), d) in d.options
    assert make_agent("mcts", 1).time_limit == 1.0
    make_agent("mcts", 1, time_limit=0.5, clock="cpu")
    searcher = make_agent("mcts", 1, iterations=10)
    searcher.bind(game, d.player)
    assert searcher.choose(game.view(d.player), d) in d.options
    result = play_agents(game, {"A": make_agent("greedy", 1), "B": make_agent("random", 2)})
    assert game.pending is None and result == game.result and result.winners


def test_determinize_samples_a_game_consistent_with_what_the_player_knows():
    # "`inno.agents.determinize.determinize(game, player, rng)` samples a whole game
    # consistent with what that player knows."  The bots also play inside the research
    # environments ("`inno.research.env.actions.AgentPlayer`,
    # `inno.research.openspiel.AgentBot`").
    from inno.research.env.actions import AgentPlayer  # noqa: F401
    from inno.research.openspiel import AgentBot  # noqa: F401

    decisions = random_game(["A", "B"], ["echoes"], 3)
    for _ in range(40):
        game = next(decisions)[0]
    sample = determinize(game, "A", random.Random(0))
    mine, theirs = game.view("A"), sample.view("A")
    assert theirs["players"][0]["hand"] == mine["players"][0]["hand"]
    assert theirs["players"][1]["hand_count"] == mine["players"][1]["hand_count"]
    assert sample.pending.to_dict() == game.pending.to_dict()
