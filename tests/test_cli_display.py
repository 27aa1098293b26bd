"""What the terminal shows of the table: other players' cards by name and by back, every
part of a score, relics and Decrees, a board at 80 columns."""

import io

from rich.console import Console
from test_cli import flat, lines, run, saves_folder  # noqa: F401 (each test saves in a folder of its own)

import inno
from inno.cli.display import backs_text, render_view


def render(game, who, width=80):
    console = Console(file=io.StringIO(), width=width, color_system=None)
    console.print(render_view(game.view(who), []))
    return console.file.getvalue()


def test_known_names_are_written_apart_from_backs():
    hand = [
        {"set": "base", "age": 1, "name": "Code of Laws"},
        {"set": "echoes", "age": 1, "name": "Dice"},
        {"set": "base", "age": 1},
    ]
    assert backs_text(hand) == "Code of Laws, Dice; backs: base 1"
    assert backs_text(hand[2:]) == "backs: base 1"
    many = [{"set": "base", "age": 1}] * 7 + [{"set": "echoes", "age": 3}] * 2
    assert backs_text(many) == "backs: base 1 ×7, echoes 3 ×2"


def test_a_score_shows_its_pile_bonuses_and_karmas():
    position = {
        "players": [
            {
                "name": "Player",
                "board": {"red": ["Jet"]},
                "score": ["Metalworking", "Masonry"],
            },
            {
                "name": "Greedy",
                "board": {"red": ["Archery"], "purple": ["Sinuhe"]},
                "score": ["Oars", "Agriculture", "Mathematics"],
            },
        ],
        "expansions": ["echoes", "figures"],
    }
    game = inno.Game.from_position(position)
    text = flat(render(game, "Player"))
    # Mine: the cards by name; Jet's bonus 10 adds 10.
    assert "score 12: pile 2 (Metalworking 1, Masonry 1) + bonuses 10 (from 10)" in text
    # Sinuhe: each castle on the board adds a point (Archery shows two).
    greedy = game.view("Player")["players"][1]
    karma = greedy["score"] - 4
    assert karma == 2
    assert "score 6: pile 4 (backs: base 1, base 1, base 2) + karmas 2 (Sinuhe)" in text


def test_a_score_without_bonuses_or_karmas_is_its_pile():
    position = {
        "players": [
            {"name": "Player", "score": ["Oars"]},
            {"name": "Greedy", "score": ["Tools", "Mathematics"]},
        ],
    }
    text = flat(render(inno.Game.from_position(position), "Player"))
    assert "score 1 (Oars 1)" in text and "score 3 (backs: base 1, base 2)" in text


def test_relics_and_decrees_say_what_they_are():
    position = {
        "players": [{"name": "Player"}, {"name": "Greedy"}],
        "expansions": ["artifacts"],
        "options": {"relics": True},
    }
    text = flat(render(inno.Game.from_position(position), "Player"))
    assert "Timbuktu (3, relic of the cities set: seized only into achievements, " in text
    assert "Complex Numbers (4, relic of the base set)" in text
    status, out, _ = run(["play", "--seed", "3"], lines("card timbuktu", "card war", "quit"))
    out = flat(out)
    assert "Relic of the cities set · Age 3 · green" in out
    assert "Decree · red · figures set" in out and "Age None" not in out


def test_a_big_board_stays_whole_at_80_columns():
    position = {
        "players": [
            {
                "name": "Player",
                "board": {
                    "blue": {"cards": ["Benjamin Franklin", "Tools", "Writing"], "splay": "left"},
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "right"},
                },
            },
            {"name": "Greedy"},
        ],
        "expansions": ["figures"],
        "options": {"open_boards": True},
    }
    game = inno.Game.from_position(position)
    text = render(game, "Player")
    assert "…" not in text
    assert "│  blue   Benjamin Franklin 6 (3 cards, splayed left)" in text
    assert "│         beneath: Tools, Writing" in text  # under the card, not the colour
    assert "│  yellow Agriculture 1 (2 cards, splayed right)" in text


def test_the_karmas_named_in_a_score_are_those_that_change_it():
    from inno.cli.display import counts_in_score

    assert counts_in_score("Sinuhe") and counts_in_score("Michelangelo")
    assert counts_in_score("Daedalus")  # its second karma: achievements add their value
    # Icons, bonuses or achievements from the score pile do not add points.
    assert not counts_in_score("Fu Xi") and not counts_in_score("Zhang Heng")
    assert not counts_in_score("Marie Curie") and not counts_in_score("Ludwig Van Beethoven")
