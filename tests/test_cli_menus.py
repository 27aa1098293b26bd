"""Menus: the question comes back after a command; numbers in order and stable for the
whole turn (after look too); value prompts; previews of who a choice reaches."""

import re

from test_cli import flat, lines, numbers, run, saves_folder  # noqa: F401 (each test saves in a folder of its own)

import inno
from inno.cli.prompt import BadInput, option_label, parse_answer, show_menu


def menus(out, first_option):
    return out.count(first_option)


def test_the_question_comes_back_after_show_a_card_the_log_and_an_empty_line(monkeypatch):
    reader = lines("show", "? tools", "log", "", "foo", "quit", "n", "1")
    status, out, game = run(["play", "--seed", "3"], reader, monkeypatch)
    question = "Player: Setup: choose a card to meld"
    option = "   1  Mysticism (1 purple)"
    # Once at first, then after show, ? tools, log, the empty line and "quit / n"; not
    # after "foo" (its error is right under the menu).
    assert out.count(option) == 6
    parts = out.split("> foo")
    assert option not in parts[1].split("Leave the game?")[0]
    assert question.split(":")[0] in out


def test_numbers_are_in_order_and_stay_for_the_whole_turn_after_look(monkeypatch):
    # Seed 3: the player melds Clothing and plays second; Draw brings a face-down card.
    reader = lines("clothing", "draw", "look", "4", "quit", "y")
    status, out, game = run(["play", "--seed", "3"], reader, monkeypatch)
    after_draw = out.split("> draw")[1].split("> look")[0]
    numbers = [int(n) for n in re.findall(r"^ +(\d+)  ", after_draw, re.M)]
    assert numbers == [1, 2, 3, 4]  # not 1, 2, 4, 3
    assert "   4  meld face-down 1" in after_draw
    after_look = out.split("> look")[1]
    seen = re.search(r"You look at: ([\w ]+)\.", after_look).group(1)
    assert f"   4  meld {seen} (" in after_look  # the card looked at keeps number 4
    assert "   3  dogma Clothing" in after_look
    assert f"Player melds {seen}." in [e["text"] for e in game.log]


def test_a_value_prompt_lists_the_values_it_takes():
    pending = {
        "kind": "choose_value",
        "player": "A",
        "prompt": "Choose a value.",
        "options": [7, 8, 9, 10],
    }
    try:
        parse_answer(pending, "")
    except BadInput as e:
        assert str(e) == "Type a value: 7, 8, 9 or 10."
    optional = {**pending, "options": [1, 2, None]}
    assert parse_answer(optional, "0") is None
    try:
        parse_answer(optional, "5")
    except BadInput as e:
        assert str(e) == "Type a value: 1 or 2 (0 or none to decline)."


def test_inspire_says_what_it_does_and_nobody_shares():
    position = {
        "players": [
            {"name": "Player", "board": {"red": ["Tigernmas"]}},
            {"name": "Greedy", "board": {"blue": ["Huang Di"]}},
        ],
        "expansions": ["figures"],
    }
    game = inno.Game.from_position(position)
    label = option_label("inspire red", game.pending.to_dict(), game.view("Player"))
    assert label.plain == (
        "inspire red  (your visible red inspire effects, bottom first, nobody shares or is "
        "demanded; then draw a card of your top red card's value (now 1))"
    )


def test_the_display_choice_previews_who_shares_and_who_is_compelled():
    import io

    from rich.console import Console

    from inno.cli.play import Session, make_seats
    from inno.cli.prompt import Terminal

    position = {
        "players": [
            {"name": "Player", "board": {"red": ["Archery"]}, "display": ["Treaty of Kadesh"]},
            {"name": "Greedy", "board": {"purple": ["City States"], "red": ["Oars"]}},
        ],
        "expansions": ["artifacts"],
        "phase": "start",
    }
    game = inno.Game.from_position(position)
    console = Console(file=io.StringIO(), width=80, color_system=None)
    term = Terminal(console, lines())
    session = Session(game, make_seats(["Player", "Greedy"], ["human", "greedy"], 1), term)
    pending = game.pending.to_dict()
    assert pending["options"] == ["dogma", "return", "keep"]
    show_menu(term, pending, game.view("Player"), None, session)
    # Archery shows 2 castles, the Treaty 2 more; Greedy's Oars and City States show 3.
    text = flat(console.file.getvalue())
    assert "1 dogma (Treaty of Kadesh: castle: you 4; Greedy 3)" in text
    position["players"][1]["board"]["green"] = ["Mapmaking"]
    game = inno.Game.from_position(position)
    console.file = io.StringIO()
    session = Session(game, make_seats(["Player", "Greedy"], ["human", "greedy"], 1), term)
    show_menu(term, game.pending.to_dict(), game.view("Player"), None, session)
    assert "Greedy 4 compelled, shares" in flat(console.file.getvalue())


def test_the_bots_looks_at_their_own_cards_are_left_out_of_the_log(monkeypatch):
    answers = iter(range(13))

    def some_answers(prompt):
        n = next(answers, None)
        if n is None:
            raise EOFError
        return "log all\n" if n == 12 else numbers(prompt)

    status, out, game = run(["play", "--seed", "1"], some_answers, monkeypatch)
    referee = [e["text"] for e in game.log]
    assert any(t.startswith("Greedy looks at") for t in referee)
    assert "Greedy looks at" not in out
