"""Every Cities card, melded by a Meld action: its special icons act, each as printed.

Cities have no dogma effects: what each card does is its icons (card data).  For
every city this test melds it by a Meld action onto a card of its colour and
checks, icon by icon, what the rules say happens (plus: a card one higher is
drawn; arrow: the colour is splayed that way; search: X base cards of value X are
drawn and revealed and those with the icon kept; flag and fountain: counted
while visible).
"""

from __future__ import annotations

import pytest
from helpers import cities

from inno.data.cards import BY_NAME, HAS_ICON, ICONS, RECORDS

CITIES = [r for r in RECORDS if r["set"] == "cities" and r["kind"] == "age"]
# A base card of each colour to meld the city onto (so the stack has two cards).
UNDER = {
    "blue": "Writing",
    "red": "Archery",
    "green": "Sailing",
    "yellow": "Masonry",
    "purple": "Mysticism",
}


def test_there_are_105_cities_with_no_dogma_and_no_featured_icon():
    assert len(CITIES) == 105
    assert all(r["dogma"] == [] and r["featured_icon"] is None for r in CITIES)


@pytest.mark.parametrize("city", CITIES, ids=lambda r: r["name"])
def test_melding_a_city_acts_its_icons(city):
    name, color, age = city["name"], city["color"], city["age"]
    game = cities({"Alice": {"board": {color: [UNDER[color]]}, "hand": [name]}, "Bob": {}})
    start = len(game.log)
    game.answer(f"meld {name}")
    # Searched cards without the icon go back; identical ones ask their order.
    while game.result is None and game.pending.kind == "choose_card":
        assert "return first" in game.pending.prompt, game.pending
        game.answer(game.pending.options[0])
    events = game.log[start:]
    mine = [e for e in events if e.get("player") == "Alice"]
    draws = [e for e in mine if e["type"] == "draw"]
    tokens = [t for t in city["icons"] if t]
    pluses = tokens.count("plus")
    searches = [t for t in tokens if t.startswith("search:")]
    arrows = [t for t in tokens if t.startswith("arrow:")]
    position = next(p for p in game.to_position()["players"] if p["name"] == "Alice")
    if pluses and age == 10:
        # A plus on a 10 draws an 11: the game ends by score.
        assert game.result is not None and game.result.reason == "score"
        return
    base_draws = [e for e in draws if e["set"] == "base"]
    # Plus: a card one higher (base or not: the usual draw rules).
    plus_draws = [e for e in draws if e["age"] == age + 1 and e["set"] != "cities"]
    assert len(plus_draws) >= pluses, (name, draws)
    # Search: X base cards of value X, revealed; those with the icon kept.
    for token in searches:
        icon = ICONS.index(token[7:])
        revealed = [e["card"] for e in mine if e["type"] == "reveal"]
        assert len([e for e in base_draws if e["age"] == age]) == age
        assert len(revealed) == age
        kept = sorted(c for c in revealed if HAS_ICON[BY_NAME[c]][icon])
        assert sorted(c for c in position["hand"] if c in revealed) == kept
    # Arrow: the colour splayed that way (and a City drawn after that new splay).
    for token in arrows:
        assert position["board"][color]["splay"] == token[6:], name
    if arrows:
        assert any(e["set"] == "cities" for e in draws), name
    # Flags and fountains: counted while visible (the city is the top card now).
    shown = next(p for p in game.view("Alice")["players"] if p["name"] == "Alice")
    kinds = sorted(f["icon"] for f in shown["flags_and_fountains"])
    assert kinds == sorted(t for t in tokens if t in ("flag", "fountain")), name
    # Nothing else: no draws but those the icons (and a new splay) call for.
    expected = pluses + age * len(searches) + (1 if arrows else 0)
    assert len(draws) == expected, (name, draws)
