"""The documentation's examples work as documented."""

import json
import re
from pathlib import Path

import inno

DOCS = Path(__file__).parent.parent / "docs"


def test_the_position_format_example_is_a_valid_position_and_round_trips():
    text = (DOCS / "position-format.md").read_text()
    example = json.loads(re.search(r"```json\n(.*?)```", text, re.S).group(1))
    game = inno.Game.from_position(example)
    position = game.to_position()
    assert position["players"][0]["forecast"] == ["Bell"]
    assert position["supply"]["echoes"]["2"][0] == "Lever"
    again = inno.Game.from_position(position)
    assert again.to_position() == position
    assert again.pending.to_dict() == game.pending.to_dict()
