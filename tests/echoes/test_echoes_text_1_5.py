"""Echoes of the Past, ages 1-5: scenario tests written from the printed texts.

An outside check: every test sets up a position with `Game.from_position`,
takes a Dogma action, answers the decisions, and compares the whole position
afterwards with the one before (every zone not named must not have moved).
"""

import inno

COLORS = ("blue", "red", "green", "yellow", "purple")


def start(players, supply=None, special=(), achievements=(), seed=1):
    pos = {
        "players": players,
        "expansions": ["echoes"],
        "achievements": list(achievements),
        "special_achievements": list(special),
        "seed": seed,
    }
    if supply:
        pos["supply"] = supply
    g = inno.Game.from_position(pos)
    return g, g.to_position()


def play(g, *answers):
    for a in answers:
        d = g.pending
        assert d is not None, f"no decision left for {a!r}"
        if not isinstance(a, list):
            assert a in d.options, f"{a!r} not in {d}"
        g.answer(a)


def flat(pos):
    out = {}
    for p in pos["players"]:
        n = p["name"]
        for z in ("hand", "score", "forecast", "achievements"):
            out[f"{n}.{z}"] = sorted(p.get(z, []))
        for c in COLORS:
            st = p["board"].get(c)
            out[f"{n}.{c}"] = (list(st["cards"]), st["splay"]) if st else ([], "none")
    out["achievements"] = sorted(pos["achievements"])
    out["special"] = sorted(pos["special_achievements"])
    for s, piles in pos["supply"].items():
        for age, cards in piles.items():
            out[f"{s}.{int(age)}"] = list(cards)
    return out


def expect(before, g, changes, player="A"):
    """Every zone in `changes` has its new value; every other zone is unchanged.

    Hands, score piles, forecasts and achievements compare as sets; a board
    colour is a list top first (splay none) or (list, splay); a supply pile is
    n (its n top cards were drawn) or (n, [cards returned to its bottom]) or
    the whole pile, top first.
    """
    b, a = flat(before), flat(g.to_position())
    for key in sorted(set(a) | set(b)):
        old, new = b.get(key), a.get(key)
        if key in changes:
            want = changes[key]
            if key.split(".")[-1] in COLORS:
                want = (list(want), "none") if isinstance(want, list) else (list(want[0]), want[1])
            elif key.split(".")[0] in ("base", "echoes"):
                if isinstance(want, list):
                    assert new == want, (key, new, want)
                    continue
                n, back = (want, []) if isinstance(want, int) else want
                kept = old[n:]
                assert new[: len(kept)] == kept, (key, old, new)
                assert sorted(new[len(kept) :]) == sorted(back), (key, old, new)
                continue
            else:
                want = sorted(want)
            assert new == want, (key, new, want)
        else:
            assert new == old, (key, "moved", old, new)
    d = g.pending
    assert d is not None and d.kind == "action" and d.player == player, d


# --------------------------------------------------------------------- age 1


def test_dice_bonus_of_echo_card_drawn_by_draw_rule():
    # A base card in hand, no Echoes card: the 1 is an Echo (Puppet, bonus 3);
    # then with Puppet in hand the 3 is a base card, melded.
    g, before = start(
        [{"name": "A", "hand": ["Pottery"], "board": {"blue": ["Dice"]}}, {"name": "B"}],
        supply={"base": {"1": ["Archery"], "3": ["Optics"]}, "echoes": {"1": ["Puppet"]}},
    )
    play(g, "dogma Dice")
    expect(
        before,
        g,
        {"A.hand": ["Pottery", "Puppet"], "A.red": ["Optics"], "echoes.1": 1, "base.3": 1},
    )


def test_dice_no_bonus_nothing_more():
    g, before = start(
        [{"name": "A", "board": {"blue": ["Dice"]}}, {"name": "B"}],
        supply={"base": {"1": ["Archery"], "2": ["Calendar"]}},
    )
    play(g, "dogma Dice")
    expect(before, g, {"A.hand": ["Archery"], "base.1": 1})


def test_perfume_echo_tuck_then_demand_different_value():
    # Echo: A (empty hand) draws and tucks base Archery (new red top, value 1).
    # Demand: B's tops are Sailing (1) and Calendar (2): only Calendar differs
    # from every top value of A (1, 1); it goes to A; B draws and melds a 2.
    g, before = start(
        [
            {"name": "A", "board": {"blue": ["Perfume"]}},
            {"name": "B", "board": {"green": ["Sailing"], "blue": ["Calendar"]}},
        ],
        supply={"base": {"1": ["Archery"], "2": ["Mathematics"]}},
    )
    play(g, "dogma Perfume")
    expect(
        before,
        g,
        {
            "A.red": ["Archery"],
            "A.blue": ["Calendar", "Perfume"],
            "B.blue": ["Mathematics"],
            "base.1": 1,
            "base.2": 1,
        },
    )


def test_perfume_demand_no_top_card_of_different_value():
    # A's tops: Perfume (1) and Construction (2); B's tops: Sailing (1),
    # Mathematics (2): nothing to transfer, so B draws nothing.
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Lever"],
                "board": {"blue": ["Perfume"], "red": ["Construction"]},
            },
            {"name": "B", "board": {"green": ["Sailing"], "yellow": ["Fermenting"]}},
        ],
        supply={"base": {"1": ["Pottery"], "2": ["Mathematics"]}},
    )
    # A has Lever (an Echoes card) in hand: the echo's 1 is a base card.
    play(g, "dogma Perfume")
    expect(before, g, {"A.blue": ["Perfume", "Pottery"], "base.1": 1})


def test_ruler_echo_draws_echo_two_by_draw_rule():
    g, before = start(
        [{"name": "A", "hand": ["Pottery"], "board": {"blue": ["Ruler"]}}, {"name": "B"}],
        supply={"base": {"2": ["Calendar"]}, "echoes": {"2": ["Lever"]}},
    )
    play(g, "dogma Ruler")
    expect(before, g, {"A.hand": ["Pottery", "Lever"], "echoes.2": 1})


def test_bangle_tucks_only_red_card_then_foreshadows_echo():
    # Echo tucks Archery (the only red card); then the hand holds Pottery only
    # (no Echoes card): the 3 foreshadowed is an Echo.
    g, before = start(
        [
            {"name": "A", "hand": ["Archery", "Pottery"], "board": {"red": ["Bangle"]}},
            {"name": "B"},
        ],
        supply={"base": {"3": ["Optics"]}, "echoes": {"3": ["Almanac"]}},
    )
    play(g, "dogma Bangle")
    expect(
        before,
        g,
        {
            "A.hand": ["Pottery"],
            "A.red": ["Bangle", "Archery"],
            "A.forecast": ["Almanac"],
            "echoes.3": 1,
        },
    )


def test_candles_echo_tie_in_score_with_bonus_draws_nothing():
    # A's score: 0 in the pile + Candles' bonus 1 = 1; B's score 1: not higher,
    # so the echo draws nothing. Demand: B gives Archery (castle), draws a 1:
    # B still holds Pottery (base only), so an Echo.
    g, before = start(
        [
            {"name": "A", "board": {"red": ["Candles"]}},
            {"name": "B", "hand": ["Archery", "Pottery"], "score": ["Agriculture"]},
        ],
        supply={"base": {"1": ["Tools"], "3": ["Optics"]}, "echoes": {"1": ["Dice"]}},
    )
    play(g, "dogma Candles")
    expect(before, g, {"A.hand": ["Archery"], "B.hand": ["Pottery", "Dice"], "echoes.1": 1})


def test_candles_echo_every_other_player_higher_draws_three():
    g, before = start(
        [
            {"name": "A", "board": {"red": ["Candles"]}},
            {"name": "B", "score": ["Calendar"]},
            {"name": "C", "score": ["Mathematics"]},
        ],
        supply={"base": {"3": ["Optics"]}},
    )
    play(g, "dogma Candles")
    expect(before, g, {"A.hand": ["Optics"], "base.3": 1})


def test_plumbing_scores_itself_as_only_bottom_card():
    g, before = start([{"name": "A", "board": {"red": ["Plumbing"]}}, {"name": "B"}])
    play(g, "dogma Plumbing")
    expect(before, g, {"A.red": [], "A.score": ["Plumbing"]})


def test_comb_draw_rule_card_by_card_keeps_colour():
    # Empty hand: base Archery; then base in hand: Echo Bangle; then base.
    g, before = start(
        [{"name": "A", "board": {"green": ["Comb"]}}, {"name": "B"}],
        supply={
            "base": {"1": ["Archery", "Pottery", "Oars", "Tools"]},
            "echoes": {"1": ["Bangle"]},
        },
    )
    play(g, "dogma Comb", "red", "Pottery")
    expect(
        before,
        g,
        {
            "A.hand": ["Archery", "Bangle", "Oars"],
            "base.1": (4, ["Pottery", "Tools"]),
            "echoes.1": 1,
        },
    )


def test_ice_skates_melded_two_is_highest_and_returned():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery"],
                "board": {"green": ["Ice Skates"], "blue": ["Writing"]},
            },
            {"name": "B"},
        ],
        supply={"base": {"2": ["Calendar"]}},
    )
    play(g, "dogma Ice Skates", ["Pottery"], "draw and meld a 2")
    expect(before, g, {"A.hand": [], "base.1": (0, ["Pottery"]), "base.2": (1, ["Calendar"])})


def test_ice_skates_foreshadow_then_tie_for_highest_top():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Calendar"],
                "board": {"green": ["Ice Skates"], "blue": ["Writing"]},
            },
            {"name": "B"},
        ],
        supply={"base": {"3": ["Optics"]}},
    )
    play(g, "dogma Ice Skates", ["Calendar"], "draw and foreshadow a 3", "Writing")
    expect(
        before,
        g,
        {
            "A.hand": [],
            "A.forecast": ["Optics"],
            "A.blue": [],
            "base.1": (0, ["Writing"]),
            "base.2": (0, ["Calendar"]),
            "base.3": 1,
        },
    )


def test_umbrella_echo_declined_one_returned_scores_two():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery", "Archery", "Tools", "Oars"],
                "board": {"green": ["Umbrella"]},
            },
            {"name": "B"},
        ]
    )
    play(g, "dogma Umbrella", None, ["Pottery"], ["Archery", "Tools"])
    expect(
        before, g, {"A.hand": ["Oars"], "A.score": ["Archery", "Tools"], "base.1": (0, ["Pottery"])}
    )


def test_chopsticks_transfers_bottom_of_base_one_pile():
    g, before = start([{"name": "A", "board": {"yellow": ["Chopsticks"]}}, {"name": "B"}])
    ones = before["supply"]["base"]["1"]
    play(g, "dogma Chopsticks", "yes")
    expect(before, g, {"A.hand": [ones[0]], "achievements": [ones[-1]], "base.1": ones[1:-1]})


def test_chopsticks_empty_one_deck_draws_two_and_asks_nothing():
    ones = [
        "Pottery", "Tools", "Writing", "Archery", "Metalworking", "Oars", "Clothing", "Sailing",
        "The Wheel", "Agriculture", "Domestication", "Masonry", "City States", "Code of Laws", "Mysticism",
    ]  # fmt: skip
    g, before = start(
        [{"name": "A", "board": {"yellow": ["Chopsticks"]}}, {"name": "B", "score": ones}],
        supply={"base": {"2": ["Calendar"]}},
    )
    play(g, "dogma Chopsticks")
    expect(before, g, {"A.hand": ["Calendar"], "base.2": 1})


def test_noodles_tie_in_ones_no_score_then_yellow_scores_all_ones():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery", "Bangle", "Calendar"],
                "board": {"yellow": ["Noodles"]},
            },
            {"name": "B", "hand": ["Archery", "Oars"]},
        ],
        supply={"base": {"1": ["Agriculture"], "2": ["Mathematics"]}},
    )
    play(g, "dogma Noodles")
    expect(
        before,
        g,
        {"A.hand": ["Calendar"], "A.score": ["Pottery", "Bangle", "Agriculture"], "base.1": 1},
    )


def test_noodles_more_ones_echo_two_scored_and_echo_one_drawn():
    g, before = start(
        [
            {"name": "A", "hand": ["Pottery", "Archery"], "board": {"yellow": ["Noodles"]}},
            {"name": "B", "hand": ["Oars"]},
        ],
        supply={"echoes": {"1": ["Chopsticks"], "2": ["Lever"]}},
    )
    play(g, "dogma Noodles")
    expect(
        before,
        g,
        {
            "A.hand": [],
            "A.score": ["Lever", "Pottery", "Archery", "Chopsticks"],
            "echoes.1": 1,
            "echoes.2": 1,
        },
    )


def test_soap_tuck_three_then_achieve_eligible_card_from_hand():
    # Score 3 in the pile + Soap's bonus 2 = 5: eligible for a 1 (not a 2).
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Archery", "Oars", "Metalworking", "Tools", "Mathematics"],
                "board": {"yellow": ["Soap"]},
                "score": ["Calendar", "Mysticism"],
            },
            {"name": "B"},
        ]
    )
    play(g, "dogma Soap", "red", ["Archery", "Oars", "Metalworking"])
    assert set(g.pending.options) == {"Tools", None}, g.pending
    play(g, "Tools")
    expect(
        before,
        g,
        {
            "A.hand": ["Mathematics"],
            "A.red": ["Archery", "Oars", "Metalworking"],
            "A.achievements": ["Tools"],
        },
    )


def test_soap_two_tucked_no_achieve():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Archery", "Oars", "Tools"],
                "board": {"yellow": ["Soap"]},
                "score": ["Calendar", "Mysticism"],
            },
            {"name": "B"},
        ]
    )
    play(g, "dogma Soap", "red", ["Archery", "Oars"])
    expect(before, g, {"A.hand": ["Tools"], "A.red": ["Archery", "Oars"]})


def test_bell_scores_echo_card_then_foreshadow_is_echo():
    g, before = start(
        [{"name": "A", "hand": ["Dice", "Pottery"], "board": {"purple": ["Bell"]}}, {"name": "B"}],
        supply={"base": {"2": ["Calendar"]}, "echoes": {"2": ["Lever"]}},
    )
    play(g, "dogma Bell", "Dice")
    expect(
        before,
        g,
        {"A.hand": ["Pottery"], "A.score": ["Dice"], "A.forecast": ["Lever"], "echoes.2": 1},
    )


def test_flute_demand_and_bonus_draw_and_declined_splay():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery"],
                "board": {"purple": ["Flute"], "blue": ["Writing", "Tools"]},
            },
            {"name": "B", "hand": ["Bangle", "Agriculture"]},
        ],
        supply={"base": {"1": ["Archery"]}, "echoes": {"1": ["Dice"]}},
    )
    play(g, "dogma Flute", "no")
    expect(
        before,
        g,
        {
            "B.hand": ["Agriculture"],
            "echoes.1": (1, ["Bangle"]),
            "A.hand": ["Pottery", "Dice", "Archery"],
            "base.1": 1,
        },
    )


# --------------------------------------------------------------------- age 2


def test_lever_three_ones_make_one_pair():
    g, before = start(
        [
            {"name": "A", "hand": ["Pottery", "Archery", "Oars"], "board": {"blue": ["Lever"]}},
            {"name": "B"},
        ],
        supply={"base": {"2": ["Calendar", "Mathematics"]}, "echoes": {"2": ["Scissors"]}},
    )
    play(g, "dogma Lever", ["Pottery", "Archery", "Oars"])
    # Returned cards: the order of the three 1s may be asked.
    while g.pending.kind != "action":
        play(g, g.pending.options[0])
    expect(
        before,
        g,
        {
            "A.hand": ["Scissors", "Calendar", "Mathematics"],
            "echoes.2": 1,
            "base.2": 2,
            "base.1": (0, ["Pottery", "Archery", "Oars"]),
        },
    )


def test_linguistics_choose_bonus_value():
    g, before = start(
        [
            {
                "name": "A",
                "board": {"blue": ["Linguistics"], "red": ["Plumbing"], "purple": ["Puppet"]},
            },
            {"name": "B"},
        ],
        supply={"base": {"3": ["Optics"]}, "echoes": {"3": ["Almanac"], "2": ["Lever"]}},
    )
    play(g, "dogma Linguistics", "draw a 3")
    while g.pending.kind != "action":
        opts = [o for o in g.pending.options if "3" in str(o)]
        play(g, opts[0])
    expect(before, g, {"A.hand": ["Optics", "Almanac"], "base.3": 1, "echoes.3": 1})


def test_crossbow_demand_bonus_card_to_score_then_give_card():
    g, before = start(
        [
            {"name": "A", "hand": ["Archery"], "board": {"red": ["Crossbow"]}},
            {"name": "B", "hand": ["Dice", "Pottery"], "board": {"blue": ["Writing"]}},
        ]
    )
    play(g, "dogma Crossbow")
    while g.pending.kind != "action":
        play(g, g.pending.options[0])
    expect(
        before, g, {"A.hand": [], "A.score": ["Dice"], "B.hand": ["Pottery"], "B.red": ["Archery"]}
    )


def test_horseshoes_demand_only_card_without_castle():
    g, before = start(
        [
            {"name": "A", "board": {"red": ["Horseshoes"]}},
            {"name": "B", "board": {"blue": ["Pottery"], "green": ["Sailing"]}},
        ],
        supply={"base": {"2": ["Calendar", "Mapmaking"]}},
    )
    # Sailing has no castle either: B chooses Pottery.
    play(g, "dogma Horseshoes")
    if g.pending.kind != "action":
        play(g, "Pottery")
    expect(
        before,
        g,
        {
            "A.forecast": ["Calendar"],
            "A.blue": ["Pottery"],
            "B.blue": [],
            "B.green": ["Mapmaking", "Sailing"],
            "base.2": 2,
        },
        player="A",
    )


def test_glassblowing_scores_bonus_card_and_foreshadows_lowest_plus_three():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Dice", "Pottery"],
                "board": {
                    "green": ["Glassblowing"],
                    "yellow": ["Agriculture"],
                    "red": ["Construction"],
                },
            },
            {"name": "B"},
        ],
        supply={"echoes": {"4": ["Chintz"]}},
    )
    play(g, "dogma Glassblowing")
    expect(
        before,
        g,
        {"A.hand": ["Pottery"], "A.score": ["Dice"], "A.forecast": ["Chintz"], "echoes.4": 1},
    )


def test_glassblowing_no_non_green_top_card_foreshadows_three():
    g, before = start(
        [{"name": "A", "board": {"green": ["Glassblowing"]}}, {"name": "B"}],
        supply={"base": {"3": ["Optics"]}},
    )
    play(g, "dogma Glassblowing")
    expect(before, g, {"A.forecast": ["Optics"], "base.3": 1})


def test_scissors_takes_itself_melds_it_back_and_takes_paper():
    g, before = start(
        [
            {"name": "A", "hand": ["Pottery"], "board": {"green": ["Scissors"]}},
            {"name": "B", "board": {"green": ["Paper"]}},
        ]
    )
    play(g, "dogma Scissors", ["Scissors"])
    while g.pending.kind != "action":
        opts = [o for o in g.pending.options if "meld" in str(o)]
        play(g, opts[0])
    expect(before, g, {"A.score": ["Paper"], "B.green": []})


def test_toothbrush_tucks_all_of_one_value_and_bottom_two_to_achievements():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery", "Archery", "Calendar"],
                "board": {"yellow": ["Toothbrush"]},
            },
            {"name": "B"},
        ]
    )
    bottom = before["supply"]["base"]["2"][-1]
    play(g, "dogma Toothbrush")
    while g.pending.kind != "action":
        d = g.pending
        if 1 in d.options or "1" in d.options:
            play(g, 1 if 1 in d.options else "1")
        elif d.kind == "yes_no":
            play(g, "yes")
        elif d.kind == "choose_card" and "Pottery" in d.options:
            play(g, "Pottery")
        else:
            raise AssertionError(d)
    expect(
        before,
        g,
        {
            "A.hand": ["Calendar"],
            "A.blue": ["Pottery"],
            "A.red": ["Archery"],
            "achievements": [bottom],
            "base.2": before["supply"]["base"]["2"][:-1],
        },
    )


def test_watermill_repeats_while_drawn_card_has_bonus():
    g, before = start(
        [
            {"name": "A", "hand": ["Puppet", "Pottery"], "board": {"yellow": ["Watermill"]}},
            {"name": "B"},
        ],
        supply={"base": {"4": ["Navigation"]}, "echoes": {"3": ["Almanac"]}},
    )
    # Tuck Puppet (bonus 3): draw a 3 (Echo Almanac, bonus 4), return Pottery
    # to repeat: tuck Almanac, draw a 4 with an empty hand: base Navigation.
    play(g, "dogma Watermill", "Pottery")
    expect(
        before,
        g,
        {
            "A.hand": ["Navigation"],
            "A.purple": ["Puppet"],
            "A.blue": ["Almanac"],
            "echoes.3": 1,
            "base.4": 1,
            "base.1": (0, ["Pottery"]),
        },
    )


def test_chaturanga_no_bonus_card_foreshadows_by_top_card_count():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery"],
                "board": {"purple": ["Chaturanga"], "red": ["Archery"]},
            },
            {"name": "B"},
        ],
        supply={"echoes": {"2": ["Lever"]}},
    )
    play(g, "dogma Chaturanga")
    expect(before, g, {"A.forecast": ["Lever"], "echoes.2": 1})


def test_chaturanga_melds_bonus_card_draws_two():
    g, before = start(
        [{"name": "A", "hand": ["Puppet"], "board": {"purple": ["Chaturanga"]}}, {"name": "B"}],
        supply={"base": {"3": ["Optics", "Paper"]}, "echoes": {"3": ["Almanac"]}},
    )
    play(g, "dogma Chaturanga")
    expect(
        before,
        g,
        {
            "A.hand": ["Optics", "Almanac"],
            "A.purple": ["Puppet", "Chaturanga"],
            "base.3": 1,
            "echoes.3": 1,
        },
    )


def test_pagoda_matching_colour_tucks_and_melds():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery"],
                "board": {"purple": ["Pagoda"], "blue": ["Writing"]},
            },
            {"name": "B"},
        ],
        supply={"echoes": {"3": ["Almanac"]}},
    )
    play(g, "dogma Pagoda")
    expect(before, g, {"A.hand": [], "A.blue": ["Almanac", "Writing", "Pottery"], "echoes.3": 1})


def test_pagoda_no_match_foreshadows():
    g, before = start(
        [{"name": "A", "hand": ["Pottery"], "board": {"purple": ["Pagoda"]}}, {"name": "B"}],
        supply={"echoes": {"3": ["Katana"]}},
    )
    play(g, "dogma Pagoda")
    expect(before, g, {"A.forecast": ["Katana"], "echoes.3": 1})


# --------------------------------------------------------------------- age 3


def test_almanac_returns_forecast_bonus_card_scores_one_higher():
    g, before = start(
        [{"name": "A", "forecast": ["Dice"], "board": {"blue": ["Almanac"]}}, {"name": "B"}],
        supply={"base": {"4": ["Navigation"], "2": ["Calendar"]}},
    )
    play(g, "dogma Almanac", "Dice")
    expect(
        before,
        g,
        {
            "A.forecast": ["Navigation"],
            "A.score": ["Calendar"],
            "base.4": 1,
            "base.2": 1,
            "echoes.1": (0, ["Dice"]),
        },
    )


def test_magnifying_glass_returns_three_equal_draws_two_higher():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery", "Archery", "Oars"],
                "board": {"blue": ["Magnifying Glass"]},
            },
            {"name": "B"},
        ],
        supply={"base": {"3": ["Optics"]}, "echoes": {"4": ["Chintz"]}},
    )
    play(g, "dogma Magnifying Glass", "Chintz")
    while g.pending.kind != "action":
        d = g.pending
        if d.kind == "yes_no":
            play(g, "yes")
        elif d.kind == "choose_cards":
            play(g, ["Pottery", "Archery", "Oars"])
        else:
            play(g, d.options[0])
    expect(
        before,
        g,
        {
            "A.hand": ["Optics"],
            "echoes.4": (1, ["Chintz"]),
            "base.1": (0, ["Pottery", "Archery", "Oars"]),
            "base.3": 1,
        },
    )


def test_katana_one_castle_card_draw_value_is_its_castles():
    g, before = start(
        [
            {"name": "A", "board": {"red": ["Katana"]}},
            {"name": "B", "board": {"red": ["Archery"], "blue": ["Pottery"]}},
        ],
        supply={"base": {"2": ["Calendar"]}},
    )
    play(g, "dogma Katana")
    expect(
        before, g, {"B.red": [], "A.score": ["Archery"], "A.forecast": ["Calendar"], "base.2": 1}
    )


def test_liquid_fire_no_bonus_draws_echo_one_red_takes_hand():
    g, before = start(
        [
            {"name": "A", "board": {"red": ["Liquid Fire"]}},
            {"name": "B", "hand": ["Pottery"]},
        ],
        supply={"echoes": {"1": ["Bangle"]}},
    )
    play(g, "dogma Liquid Fire")
    expect(
        before, g, {"A.forecast": ["Bangle"], "A.score": ["Pottery"], "B.hand": [], "echoes.1": 1}
    )


def test_charitable_trust_melds_drawn_card_achieves_itself():
    g, before = start(
        [
            {
                "name": "A",
                "board": {"green": ["Charitable Trust"]},
                "score": ["Coal", "Physics", "Chemistry"],
            },
            {"name": "B"},
        ],
        supply={"base": {"4": ["Experimentation"]}},
    )
    play(g, "dogma Charitable Trust")
    while g.pending.kind != "action":
        d = g.pending
        txt = [
            o
            for o in d.options
            if "4" in str(o) or "achieve" in str(o) or o in ("yes", "Experimentation")
        ]
        play(g, txt[0])
    expect(
        before,
        g,
        {
            "A.blue": ["Experimentation"],
            "A.green": [],
            "A.achievements": ["Charitable Trust"],
            "base.4": 1,
        },
    )


def test_homing_pigeons_returns_two_matching_and_splays():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery", "Calendar"],
                "board": {"green": ["Homing Pigeons", "Clothing"]},
            },
            {"name": "B", "score": ["Archery", "Oars", "Translation"]},
        ]
    )
    play(g, "dogma Homing Pigeons")
    while g.pending.kind != "action":
        d = g.pending
        play(g, "green" if "green" in d.options else d.options[0])
    expect(
        before,
        g,
        {
            "B.score": ["Translation"],
            "base.1": (0, ["Archery", "Oars"]),
            "A.green": (["Homing Pigeons", "Clothing"], "left"),
        },
    )


def test_deodorant_echo_meld_gives_castle_so_meld_again():
    g, before = start(
        [{"name": "A", "board": {"yellow": ["Deodorant"]}}, {"name": "B"}],
        supply={"base": {"3": ["Engineering", "Alchemy"]}},
    )
    play(g, "dogma Deodorant")
    expect(before, g, {"A.red": ["Engineering"], "A.blue": ["Alchemy"], "base.3": 2})


def test_deodorant_no_castle_draws_four():
    g, before = start(
        [{"name": "A", "board": {"yellow": ["Deodorant"]}}, {"name": "B"}],
        supply={"base": {"3": ["Optics"], "4": ["Navigation"]}},
    )
    play(g, "dogma Deodorant")
    expect(before, g, {"A.red": ["Optics"], "A.hand": ["Navigation"], "base.3": 1, "base.4": 1})


def test_sandpaper_returns_two_draws_two_threes_then_melds():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery", "Archery", "Metalworking"],
                "board": {"yellow": ["Sandpaper"]},
            },
            {"name": "B"},
        ],
        supply={"base": {"3": ["Optics"]}, "echoes": {"3": ["Almanac"]}},
    )
    play(g, "dogma Sandpaper", ["Pottery", "Archery"])
    while g.pending.kind != "action" and "first" in g.pending.prompt:
        play(g, g.pending.options[0])
    play(g, "Almanac")
    expect(
        before,
        g,
        {
            "A.hand": ["Metalworking", "Optics"],
            "A.blue": ["Almanac"],
            "base.1": (0, ["Pottery", "Archery"]),
            "base.3": 1,
            "echoes.3": 1,
        },
    )


def test_sandpaper_returns_none_still_melds():
    g, before = start(
        [{"name": "A", "hand": ["Pottery"], "board": {"yellow": ["Sandpaper"]}}, {"name": "B"}],
    )
    play(g, "dogma Sandpaper", [])
    expect(before, g, {"A.hand": [], "A.blue": ["Pottery"]})


def test_novel_common_castle_claims_supremacy():
    g, before = start(
        [
            {"name": "A", "board": {"purple": ["Novel"], "red": ["Archery"], "blue": ["Tools"]}},
            {"name": "B"},
        ],
        supply={"base": {"3": ["Optics"]}, "echoes": {"3": ["Almanac"]}},
        special=["Supremacy"],
    )
    play(g, "dogma Novel")
    expect(
        before,
        g,
        {
            "A.hand": ["Optics", "Almanac"],
            "A.achievements": ["Supremacy"],
            "special": [],
            "base.3": 1,
            "echoes.3": 1,
        },
    )


def test_novel_only_crown_in_common_no_supremacy():
    g, before = start(
        [
            {
                "name": "A",
                "board": {"purple": ["Novel"], "green": ["Sailing"], "blue": ["Writing"]},
            },
            {"name": "B"},
        ],
        supply={"base": {"3": ["Optics"]}, "echoes": {"3": ["Almanac"]}},
        special=["Supremacy"],
    )
    play(g, "dogma Novel")
    expect(before, g, {"A.hand": ["Optics", "Almanac"], "base.3": 1, "echoes.3": 1})


def test_sunglasses_scores_splayed_colour_card_and_matches_splay():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery", "Archery"],
                "board": {
                    "purple": ["Sunglasses", "Mysticism"],
                    "blue": {"cards": ["Tools", "Writing"], "splay": "left"},
                },
            },
            {"name": "B"},
        ]
    )
    play(g, "dogma Sunglasses")
    while g.pending.kind != "action":
        d = g.pending
        opts = [o for o in d.options if o is not None and "purple" in str(o)]
        play(g, opts[0] if opts else d.options[0])
    expect(
        before,
        g,
        {
            "A.hand": ["Archery"],
            "A.score": ["Pottery"],
            "A.purple": (["Sunglasses", "Mysticism"], "left"),
        },
    )


# --------------------------------------------------------------------- age 4


def test_slide_rule_splay_counts_in_draw_value():
    g, before = start(
        [
            {
                "name": "A",
                "board": {
                    "blue": ["Slide Rule"],
                    "yellow": ["Agriculture", "Masonry"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                },
            },
            {"name": "B"},
        ],
        supply={"base": {"3": ["Optics"]}},
    )
    play(g, "dogma Slide Rule", "yes")
    expect(
        before,
        g,
        {"A.yellow": (["Agriculture", "Masonry"], "right"), "A.hand": ["Optics"], "base.3": 1},
    )


def test_telescope_returns_forecast_card_achieves_another():
    g, before = start(
        [
            {
                "name": "A",
                "forecast": ["Dice", "Calendar"],
                "board": {"blue": ["Telescope"]},
                "score": ["Coal", "Physics"],
            },
            {"name": "B"},
        ],
        supply={"base": {"5": ["Chemistry"]}},
    )
    play(g, "dogma Telescope", "Dice")
    expect(
        before,
        g,
        {
            "A.forecast": ["Chemistry"],
            "A.achievements": ["Calendar"],
            "base.5": 1,
            "echoes.1": ["Dice"] + before["supply"]["echoes"]["1"],
        },
    )


def test_kobukson_returns_castle_tops_and_tucks_per_two():
    g, before = start(
        [
            {"name": "A", "board": {"red": ["Kobukson"], "blue": ["Writing", "Tools"]}},
            {
                "name": "B",
                "board": {"red": ["Archery"], "yellow": ["Masonry"], "blue": ["Pottery"]},
            },
        ],
        supply={"base": {"4": ["Experimentation", "Colonialism"]}},
    )
    play(g, "dogma Kobukson")
    while g.pending.kind != "action":
        play(g, g.pending.options[0])
    expect(
        before,
        g,
        {
            "A.blue": (["Writing", "Tools"], "left"),
            "B.red": [],
            "B.yellow": [],
            "B.blue": ["Pottery", "Experimentation"],
            "A.red": ["Kobukson", "Colonialism"],
            "base.1": (0, ["Archery", "Masonry"]),
            "base.4": 2,
        },
    )


def test_shuriken_demand_red_castle_card_not_taken():
    g, before = start(
        [
            {"name": "A", "board": {"red": ["Shuriken"], "purple": ["Mysticism", "City States"]}},
            {"name": "B", "board": {"red": ["Archery"], "blue": ["Pottery"]}},
        ]
    )
    play(g, "dogma Shuriken", "yes")
    expect(before, g, {"A.purple": (["Mysticism", "City States"], "right")})


def test_shuriken_demand_blue_lightbulb_card_taken_and_draw():
    g, before = start(
        [
            {"name": "A", "board": {"red": ["Shuriken"]}},
            {"name": "B", "board": {"red": ["Archery"], "blue": ["Tools"]}},
        ],
        supply={"base": {"4": ["Navigation"]}},
    )
    play(g, "dogma Shuriken")
    expect(before, g, {"A.blue": ["Tools"], "B.blue": [], "B.hand": ["Navigation"], "base.4": 1})


def test_chintz_exactly_one_card_draws_echo_then_scores_base():
    g, before = start(
        [{"name": "A", "board": {"green": ["Chintz"]}}, {"name": "B"}],
        supply={"base": {"4": ["Navigation", "Anatomy"]}, "echoes": {"4": ["Globe"]}},
    )
    play(g, "dogma Chintz")
    expect(
        before,
        g,
        {"A.hand": ["Navigation", "Globe"], "A.score": ["Anatomy"], "base.4": 2, "echoes.4": 1},
    )


def test_chintz_two_cards_in_hand_no_second_part():
    g, before = start(
        [{"name": "A", "hand": ["Pottery"], "board": {"green": ["Chintz"]}}, {"name": "B"}],
        supply={"echoes": {"4": ["Globe"]}},
    )
    play(g, "dogma Chintz")
    expect(before, g, {"A.hand": ["Pottery", "Globe"], "echoes.4": 1})


def test_globe_two_returned_splay_right_and_foreshadow_six():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery", "Tools", "Archery"],
                "board": {"green": ["Globe"], "purple": ["Mysticism", "City States"]},
            },
            {"name": "B"},
        ],
        supply={"echoes": {"6": ["Loom"]}},
    )
    play(g, "dogma Globe", "blue", ["Pottery", "Tools"])
    while g.pending.kind != "action":
        d = g.pending
        play(g, "purple" if "purple" in d.options else d.options[0])
    expect(
        before,
        g,
        {
            "A.hand": ["Archery"],
            "A.purple": (["Mysticism", "City States"], "right"),
            "A.forecast": ["Loom"],
            "base.1": (0, ["Pottery", "Tools"]),
            "echoes.6": 1,
        },
    )


def test_barometer_bonus_on_other_board_and_destiny():
    g, before = start(
        [
            {"name": "A", "forecast": ["Lightning Rod"], "board": {"yellow": ["Barometer"]}},
            {"name": "B", "board": {"purple": ["Puppet"]}},
        ],
        supply={"base": {"5": ["Physics"]}},
        special=["Destiny"],
    )
    play(g, "dogma Barometer")
    while g.pending.kind != "action":
        d = g.pending
        play(g, "yes" if "yes" in d.options else d.options[0])
    expect(
        before,
        g,
        {
            "A.hand": ["Lightning Rod"],
            "A.forecast": [],
            "A.achievements": ["Destiny"],
            "special": [],
            "base.5": (1, ["Physics"]),
        },
    )


def test_pencil_returns_two_draws_two_foreshadows_one():
    g, before = start(
        [
            {"name": "A", "hand": ["Pottery", "Calendar"], "board": {"yellow": ["Pencil"]}},
            {"name": "B"},
        ],
        supply={"base": {"3": ["Optics", "Paper"]}, "echoes": {"5": ["Octant"]}},
    )
    play(g, "dogma Pencil", ["Pottery", "Calendar"])
    while g.pending.kind != "action":
        d = g.pending
        play(g, "Paper" if "Paper" in d.options else d.options[0])
    expect(
        before,
        g,
        {
            "A.hand": ["Octant"],
            "A.forecast": ["Paper"],
            "echoes.5": 1,
            "base.1": (0, ["Pottery"]),
            "base.2": (0, ["Calendar"]),
            "base.3": (2, ["Optics"]),
        },
    )


def test_clock_tie_for_most_cards_and_demand_totals_clocks():
    g, before = start(
        [
            {
                "name": "A",
                "board": {"purple": ["Clock", "Mysticism"], "blue": ["Pottery", "Writing"]},
            },
            {"name": "B", "score": ["Navigation", "Agriculture"]},
        ],
        supply={"base": {"10": ["Miniaturization", "A.I."]}, "echoes": {"10": ["Camcorder"]}},
    )
    play(g, "dogma Clock", "blue")
    while g.pending.kind != "action":
        play(g, g.pending.options[0])
    expect(
        before,
        g,
        {
            "A.blue": (["Pottery", "Writing"], "right"),
            "B.score": ["Agriculture"],
            "A.score": ["Navigation"],
            "base.10": (2, ["Miniaturization", "A.I."]),
            "echoes.10": (1, ["Camcorder"]),
        },
    )


def test_toilet_echo_tucked_bonus_changes_highest_bonus():
    # Echo: A holds Archery (base only), so the 4 is an Echo: Chintz (bonus 4)
    # is tucked into A's empty green: a new top card, highest bonus now 4.
    # Demand: B returns its 4 only. Then A returns Archery and draws a 1.
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Archery"],
                "board": {"purple": ["Toilet"], "blue": ["Dice"], "yellow": ["Soap"]},
            },
            {"name": "B", "score": ["Calendar", "Mathematics", "Pottery", "Navigation"]},
        ],
        supply={"base": {"1": ["Oars"]}, "echoes": {"4": ["Chintz"]}},
    )
    play(g, "dogma Toilet", "Archery")
    expect(
        before,
        g,
        {
            "A.green": ["Chintz"],
            "B.score": ["Calendar", "Mathematics", "Pottery"],
            "base.4": (0, ["Navigation"]),
            "A.hand": ["Oars"],
            "base.1": (1, ["Archery"]),
            "echoes.4": 1,
        },
    )


# --------------------------------------------------------------------- age 5


def test_lightning_rod_demand_returns_tucked_card_on_new_colour():
    g, before = start(
        [
            {"name": "A", "board": {"blue": ["Lightning Rod"]}},
            {"name": "B", "board": {"green": ["Sailing"]}},
        ],
        supply={"base": {"5": ["Coal", "Statistics", "Banking"]}},
    )
    play(g, "dogma Lightning Rod")
    while g.pending.kind != "action":
        d = g.pending
        play(g, None if None in d.options else d.options[0])
    expect(
        before,
        g,
        {
            "A.red": ["Coal"],
            "A.green": ["Banking"],
            "base.5": (3, ["Statistics"]),
        },
    )


def test_thermometer_no_yellow_then_yellow_repeats():
    g, before = start(
        [
            {
                "name": "A",
                "board": {
                    "blue": ["Thermometer"],
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "left"},
                },
            },
            {"name": "B"},
        ],
        supply={"base": {"1": ["Agriculture"], "2": ["Calendar"]}},
    )
    play(g, "dogma Thermometer")
    expect(
        before,
        g,
        {
            "A.green": (["Clothing", "Sailing"], "left"),
            "A.yellow": ["Agriculture"],
            "A.blue": ["Calendar", "Thermometer"],
            "base.1": 1,
            "base.2": 1,
        },
    )


def test_coke_repeats_on_factory_then_foreshadows():
    g, before = start(
        [{"name": "A", "board": {"red": ["Coke"]}}, {"name": "B"}],
        supply={"base": {"4": ["Navigation"], "6": ["Canning", "Atomic Theory"]}},
    )
    play(g, "dogma Coke")
    expect(
        before,
        g,
        {
            "A.green": ["Navigation"],
            "A.yellow": ["Canning"],
            "A.forecast": ["Atomic Theory"],
            "base.4": 1,
            "base.6": 2,
        },
    )


def test_octant_demand_transfer_and_both_foreshadow():
    g, before = start(
        [
            {"name": "A", "board": {"red": ["Octant"]}},
            {"name": "B", "board": {"blue": ["Pottery"], "red": ["Archery"]}},
        ],
        supply={"base": {"6": ["Canning", "Atomic Theory"]}},
    )
    play(g, "dogma Octant")
    expect(
        before,
        g,
        {
            "A.blue": ["Pottery"],
            "B.blue": [],
            "B.forecast": ["Canning"],
            "A.forecast": ["Atomic Theory"],
            "base.6": 2,
        },
    )


def test_palampore_duplicate_bonus_splay_reveals_sixth_bonus_wealth():
    g, before = start(
        [
            {
                "name": "A",
                "board": {
                    "green": ["Palampore"],
                    "blue": ["Dice"],
                    "red": ["Bangle"],
                    "yellow": ["Soap"],
                    "purple": ["Puppet", "Flute"],
                },
            },
            {"name": "B"},
        ],
        supply={"base": {"1": ["Pottery"]}},
        special=["Wealth"],
    )
    play(g, "dogma Palampore", "yes")
    expect(
        before,
        g,
        {
            "A.score": ["Pottery"],
            "A.purple": (["Puppet", "Flute"], "right"),
            "A.achievements": ["Wealth"],
            "special": [],
            "base.1": 1,
        },
    )


def test_seed_drill_returns_low_top_and_bottom_four_to_achievements():
    g, before = start(
        [
            {"name": "A", "board": {"green": ["Seed Drill"]}},
            {"name": "B", "board": {"blue": ["Mathematics"], "green": ["Compass"]}},
        ]
    )
    bottom = before["supply"]["base"]["4"][-1]
    play(g, "dogma Seed Drill")
    while g.pending.kind != "action":
        d = g.pending
        play(g, 4 if 4 in d.options else ("4" if "4" in d.options else "yes"))
    expect(
        before,
        g,
        {
            "B.blue": [],
            "base.2": (0, ["Mathematics"]),
            "achievements": [bottom],
            "base.4": before["supply"]["base"]["4"][:-1],
        },
    )


def test_pressure_cooker_returns_hand_draws_per_bonus_in_chosen_order():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery", "Calendar"],
                "board": {"yellow": ["Pressure Cooker"], "blue": ["Dice"]},
            },
            {"name": "B"},
        ],
        supply={
            "base": {"1": ["Archery"], "5": ["Coal"]},
            "echoes": {"1": ["Bangle"], "5": ["Octant"]},
        },
    )
    play(g, "dogma Pressure Cooker")
    while g.pending.kind != "action":
        d = g.pending
        play(g, 1 if 1 in d.options else ("1" if "1" in d.options else d.options[0]))
    expect(
        before,
        g,
        {
            "A.hand": ["Archery", "Octant"],
            "base.1": (1, ["Pottery"]),
            "base.2": (0, ["Calendar"]),
            "echoes.5": 1,
        },
    )


def test_stove_echo_empties_colour_tucked_four_becomes_top():
    g, before = start(
        [{"name": "A", "board": {"yellow": ["Stove"], "blue": ["Pottery"]}}, {"name": "B"}],
        supply={"base": {"4": ["Experimentation", "Navigation"]}},
    )
    play(g, "dogma Stove")
    expect(before, g, {"A.score": ["Pottery"], "A.blue": ["Experimentation"], "base.4": 1})


def test_stove_tucked_under_low_top_draws_and_scores_four():
    g, before = start(
        [
            {
                "name": "A",
                "board": {"yellow": ["Stove"], "blue": ["Chemistry"], "red": ["Archery"]},
            },
            {"name": "B"},
        ],
        supply={"base": {"4": ["Colonialism", "Navigation"]}},
    )
    # Echo: score Archery (the only top card without a factory).  Then the 4
    # (red Colonialism) is tucked: red is empty, so it is the top card, 4.
    play(g, "dogma Stove")
    expect(before, g, {"A.score": ["Archery"], "A.red": ["Colonialism"], "base.4": 1})


def test_piano_draws_value_in_hand_then_scores_five_echoes():
    g, before = start(
        [
            {
                "name": "A",
                "board": {
                    "purple": ["Piano"],
                    "blue": ["Pottery"],
                    "red": ["Construction"],
                    "green": ["Compass"],
                    "yellow": ["Anatomy"],
                },
                "score": ["Agriculture", "Mathematics", "Optics", "Navigation", "Coal"],
            },
            {"name": "B", "hand": ["Calendar"]},
        ],
        supply={
            "base": {"2": ["Fermenting"]},
            "echoes": {
                "1": ["Dice"],
                "2": ["Lever"],
                "3": ["Almanac"],
                "4": ["Chintz"],
                "5": ["Octant"],
            },
        },
    )
    play(g, "dogma Piano")
    while g.pending.kind != "action":
        play(g, g.pending.options[0])
    expect(
        before,
        g,
        {
            "A.hand": ["Fermenting"],
            "A.score": ["Dice", "Lever", "Almanac", "Chintz", "Octant"],
            "base.1": (0, ["Agriculture"]),
            "base.2": (1, ["Mathematics"]),
            "base.3": (0, ["Optics"]),
            "base.4": (0, ["Navigation"]),
            "base.5": (0, ["Coal"]),
            "echoes.1": 1,
            "echoes.2": 1,
            "echoes.3": 1,
            "echoes.4": 1,
            "echoes.5": 1,
        },
    )


def test_tuning_fork_not_higher_returns_drawn_card():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery"],
                "board": {"purple": ["Tuning Fork"], "red": ["Oars"]},
            },
            {"name": "B"},
        ],
        supply={"base": {"1": ["Archery"]}},
    )
    play(g, "dogma Tuning Fork")
    while g.pending.kind != "action":
        d = g.pending
        if d.kind == "yes_no":
            play(g, "no")
        else:
            play(g, d.options[0])
    expect(before, g, {"A.hand": [], "base.1": (1, ["Pottery", "Archery"])})


# ------------------------------------------------------------ more edge cases


def test_katana_two_castle_cards_sum_castles_and_echo_draw():
    # B (3 castles) < A (9): B transfers Archery (2 castles) and Tools (1)
    # to A's score; B draws a 3 with Pottery (base) in hand: an Echo, which
    # goes to A's forecast.
    g, before = start(
        [
            {
                "name": "A",
                "board": {"red": ["Katana"], "yellow": ["Masonry"], "purple": ["Mysticism"]},
            },
            {"name": "B", "hand": ["Pottery"], "board": {"red": ["Archery"], "blue": ["Tools"]}},
        ],
        supply={"echoes": {"3": ["Almanac"]}},
    )
    play(g, "dogma Katana")
    expect(
        before,
        g,
        {
            "B.red": [],
            "B.blue": [],
            "A.score": ["Archery", "Tools"],
            "A.forecast": ["Almanac"],
            "echoes.3": 1,
        },
    )


def test_kobukson_returns_counted_over_all_demanded_players():
    g, before = start(
        [
            {"name": "A", "board": {"red": ["Kobukson"]}},
            {"name": "B", "board": {"yellow": ["Masonry"], "blue": ["Pottery"]}},
            {"name": "C", "board": {"red": ["Archery"]}},
        ],
        supply={"base": {"4": ["Experimentation", "Colonialism", "Navigation"]}},
    )
    play(g, "dogma Kobukson")
    expect(
        before,
        g,
        {
            "B.yellow": [],
            "B.blue": ["Pottery", "Experimentation"],
            "C.red": ["Colonialism"],
            "A.green": ["Navigation"],
            "base.1": (0, ["Masonry", "Archery"]),
            "base.4": 3,
        },
    )


def test_lever_two_pairs_of_different_values_draw_in_chosen_order():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery", "Archery", "Calendar", "Mathematics"],
                "board": {"blue": ["Lever"]},
            },
            {"name": "B"},
        ],
        supply={
            "base": {"2": ["Fermenting", "Mapmaking"], "3": ["Optics"]},
            "echoes": {"2": ["Scissors"]},
        },
    )
    play(g, "dogma Lever", ["Pottery", "Archery", "Calendar", "Mathematics"])
    while "first" in g.pending.prompt:
        play(g, g.pending.options[0])
    play(g, 3)
    expect(
        before,
        g,
        {
            "A.hand": ["Scissors", "Fermenting", "Optics", "Mapmaking"],
            "echoes.2": 1,
            "base.1": (0, ["Pottery", "Archery"]),
            "base.2": (2, ["Calendar", "Mathematics"]),
            "base.3": 1,
        },
    )


def test_crossbow_three_players_transfer_to_chosen_player():
    g, before = start(
        [
            {"name": "A", "hand": ["Archery"], "board": {"red": ["Crossbow"]}},
            {"name": "B", "hand": ["Dice"]},
            {"name": "C", "hand": ["Pottery"]},
        ]
    )
    play(g, "dogma Crossbow", "C")
    expect(before, g, {"A.hand": [], "A.score": ["Dice"], "B.hand": [], "C.red": ["Archery"]})


def test_charitable_trust_not_eligible_returns_itself():
    g, before = start(
        [{"name": "A", "board": {"green": ["Charitable Trust"]}}, {"name": "B"}],
        supply={"base": {"3": ["Optics"]}},
    )
    play(g, "dogma Charitable Trust", 3, "yes")
    expect(
        before,
        g,
        {"A.red": ["Optics"], "A.green": [], "base.3": 1, "echoes.3": (0, ["Charitable Trust"])},
    )


def test_charitable_trust_meld_declined_nothing_more():
    g, before = start(
        [{"name": "A", "board": {"green": ["Charitable Trust"]}}, {"name": "B"}],
        supply={"base": {"3": ["Optics"]}},
    )
    play(g, "dogma Charitable Trust", 3, "no")
    expect(before, g, {"A.hand": ["Optics"], "base.3": 1})


def test_homing_pigeons_only_one_matching_value_returned():
    g, before = start(
        [
            {"name": "A", "hand": ["Calendar"], "board": {"green": ["Homing Pigeons"]}},
            {"name": "B", "score": ["Archery", "Mathematics", "Translation"]},
        ]
    )
    play(g, "dogma Homing Pigeons")
    expect(before, g, {"B.score": ["Archery", "Translation"], "base.2": (0, ["Mathematics"])})


def test_palampore_no_duplicate_bonus_nothing():
    g, before = start(
        [
            {"name": "A", "board": {"green": ["Palampore"], "blue": ["Dice"], "yellow": ["Soap"]}},
            {"name": "B"},
        ],
        special=["Wealth"],
    )
    play(g, "dogma Palampore")
    expect(before, g, {})


def test_piano_echo_choice_and_repeated_values_do_nothing():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Optics"],
                "board": {
                    "purple": ["Piano"],
                    "blue": ["Pottery"],
                    "red": ["Archery"],
                    "green": ["Compass"],
                    "yellow": ["Anatomy"],
                },
                "score": ["Agriculture", "Mathematics", "Translation", "Navigation", "Coal"],
            },
            {"name": "B", "hand": ["Calendar"]},
        ],
        supply={"echoes": {"3": ["Almanac"]}},
    )
    play(g, "dogma Piano", 3)
    expect(before, g, {"A.hand": ["Optics", "Almanac"], "echoes.3": 1})


def test_tuning_fork_higher_melds_repeat_then_not_higher_returns():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Optics", "Pottery"],
                "board": {"purple": ["Tuning Fork"], "red": ["Archery"]},
            },
            {"name": "B"},
        ],
        supply={"base": {"1": ["Metalworking"]}, "echoes": {"3": ["Katana"]}},
    )
    play(g, "dogma Tuning Fork", "base 1", "Optics", "yes")
    expect(
        before,
        g,
        {
            "A.hand": [],
            "A.red": ["Katana", "Archery"],
            "echoes.3": 1,
            "base.3": (0, ["Optics"]),
            "base.1": (1, ["Pottery", "Metalworking"]),
        },
    )


def test_sunglasses_other_colour_follows_purple_splay():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Tools", "City States"],
                "board": {
                    "purple": {"cards": ["Sunglasses", "Mysticism"], "splay": "right"},
                    "red": ["Archery", "Oars"],
                },
            },
            {"name": "B"},
        ]
    )
    play(g, "dogma Sunglasses")
    assert "splay red right" in g.pending.options, g.pending
    play(g, "splay red right")
    expect(
        before,
        g,
        {"A.hand": ["Tools"], "A.score": ["City States"], "A.red": (["Archery", "Oars"], "right")},
    )


def test_globe_three_returned_splay_up():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery", "Tools", "Writing", "Archery"],
                "board": {"green": ["Globe"], "purple": ["Mysticism", "City States"]},
            },
            {"name": "B"},
        ],
        supply={"echoes": {"6": ["Loom"]}},
    )
    play(g, "dogma Globe", "blue", ["Pottery", "Tools", "Writing"])
    while "first" in g.pending.prompt:
        play(g, g.pending.options[0])
    expect(
        before,
        g,
        {
            "A.hand": ["Archery"],
            "A.purple": (["Mysticism", "City States"], "up"),
            "A.forecast": ["Loom"],
            "base.1": (0, ["Pottery", "Tools", "Writing"]),
            "echoes.6": 1,
        },
    )


def test_pencil_one_returned_one_drawn_and_foreshadowed():
    g, before = start(
        [
            {"name": "A", "hand": ["Calendar", "Dice"], "board": {"yellow": ["Pencil"]}},
            {"name": "B"},
        ],
        supply={"base": {"3": ["Optics"], "5": ["Coal"]}},
    )
    play(g, "dogma Pencil", ["Calendar"])
    expect(
        before,
        g,
        {
            "A.hand": ["Dice", "Coal"],
            "A.forecast": ["Optics"],
            "base.2": (0, ["Calendar"]),
            "base.3": 1,
            "base.5": 1,
        },
    )


def test_watermill_repeat_declined():
    g, before = start(
        [
            {"name": "A", "hand": ["Puppet", "Pottery"], "board": {"yellow": ["Watermill"]}},
            {"name": "B"},
        ],
        supply={"echoes": {"3": ["Almanac"]}},
    )
    play(g, "dogma Watermill", None)
    expect(before, g, {"A.hand": ["Pottery", "Almanac"], "A.purple": ["Puppet"], "echoes.3": 1})


def test_noodles_three_players_tie_with_one_then_non_yellow():
    g, before = start(
        [
            {"name": "A", "hand": ["Pottery", "Archery"], "board": {"yellow": ["Noodles"]}},
            {"name": "B", "hand": ["Oars"]},
            {"name": "C", "hand": ["Tools", "Clothing"]},
        ],
        supply={"echoes": {"1": ["Dice"]}},
    )
    play(g, "dogma Noodles")
    expect(before, g, {"A.hand": ["Pottery", "Archery", "Dice"], "echoes.1": 1})


def test_candles_echo_shared_sharer_draws_then_sharing_bonus():
    # B (2 lightbulbs) shares: B's score 0 < A's 1 (Candles' bonus): B draws
    # a 3. A's score 1 > B's 0: A draws nothing. Nobody is demanded. B's
    # change gives A the sharing bonus draw (a 1, empty hand: base).
    g, before = start(
        [
            {"name": "A", "board": {"red": ["Candles"]}},
            {"name": "B", "board": {"blue": ["Tools"]}},
        ],
        supply={"base": {"1": ["Archery"], "3": ["Optics"]}},
    )
    play(g, "dogma Candles")
    expect(before, g, {"B.hand": ["Optics"], "A.hand": ["Archery"], "base.1": 1, "base.3": 1})


def test_octant_nothing_transferable_only_activator_foreshadows():
    g, before = start(
        [
            {"name": "A", "board": {"red": ["Octant"]}},
            {"name": "B", "board": {"red": ["Archery"], "blue": ["Writing"]}},
        ],
        supply={"base": {"6": ["Canning"]}},
    )
    play(g, "dogma Octant")
    expect(before, g, {"A.forecast": ["Canning"], "base.6": 1})


def test_liquid_fire_bonus_value_draw_not_red_keeps_hand():
    g, before = start(
        [
            {"name": "A", "board": {"red": ["Liquid Fire"]}},
            {"name": "B", "hand": ["Lever"], "board": {"yellow": ["Soap"]}},
        ],
        supply={"base": {"2": ["Calendar"]}},
    )
    play(g, "dogma Liquid Fire")
    expect(before, g, {"A.forecast": ["Calendar"], "base.2": 1})


def test_bangle_no_red_card_then_base_three_foreshadowed():
    g, before = start(
        [{"name": "A", "hand": ["Pottery", "Lever"], "board": {"red": ["Bangle"]}}, {"name": "B"}],
        supply={"base": {"3": ["Optics"]}},
    )
    play(g, "dogma Bangle")
    expect(before, g, {"A.forecast": ["Optics"], "base.3": 1})


def test_telescope_not_eligible_nothing_achieved():
    g, before = start(
        [
            {"name": "A", "forecast": ["Dice", "Calendar"], "board": {"blue": ["Telescope"]}},
            {"name": "B"},
        ],
        supply={"base": {"5": ["Chemistry"]}},
    )
    play(g, "dogma Telescope", "Dice")
    expect(
        before,
        g,
        {
            "A.forecast": ["Calendar", "Chemistry"],
            "base.5": 1,
            "echoes.1": ["Dice"] + before["supply"]["echoes"]["1"],
        },
    )


def test_barometer_chooses_own_bonus_and_non_blue_return_no_destiny():
    g, before = start(
        [
            {"name": "A", "board": {"yellow": ["Barometer"], "blue": ["Dice"]}},
            {"name": "B", "board": {"purple": ["Puppet"]}},
        ],
        supply={"base": {"3": ["Optics"]}},
        special=["Destiny"],
    )
    play(g, "dogma Barometer", 1, "yes")
    expect(before, g, {"base.3": (1, ["Optics"])})


def test_lever_echo_effects_of_splayed_stack_bottom_first():
    # Blue splayed right: Lever on top, Perfume shows its echo (top left),
    # Ruler's echo (bottom right) is hidden. Perfume's echo runs first: A
    # holds Pottery (base only), so the tucked 1 is an Echo (Bangle); then
    # Lever's echo draws an Echo 2 and then a base 2.
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery"],
                "board": {"blue": {"cards": ["Lever", "Perfume", "Ruler"], "splay": "right"}},
            },
            {"name": "B"},
        ],
        supply={
            "base": {"1": ["Archery"], "2": ["Calendar"]},
            "echoes": {"1": ["Bangle"], "2": ["Scissors"]},
        },
    )
    play(g, "dogma Lever", [])
    expect(
        before,
        g,
        {
            "A.red": ["Bangle"],
            "A.hand": ["Pottery", "Scissors", "Calendar"],
            "echoes.1": 1,
            "echoes.2": 1,
            "base.2": 1,
        },
    )


def test_soap_duplicate_achievement_needs_double_score():
    # A already holds a 1 (Oars): another 1 needs 10 points; A has 5.
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Archery", "Metalworking", "Code of Laws", "Tools"],
                "board": {"yellow": ["Soap"]},
                "score": ["Calendar", "Mysticism"],
                "achievements": ["Oars"],
            },
            {"name": "B"},
        ]
    )
    play(g, "dogma Soap", "red", ["Archery", "Metalworking"])
    d = g.pending
    if d.kind != "action":
        assert d.options == [None], d
        play(g, None)
    expect(before, g, {"A.hand": ["Code of Laws", "Tools"], "A.red": ["Archery", "Metalworking"]})


def test_soap_three_tucked_with_purple_and_achieve():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["City States", "Mysticism", "Code of Laws", "Tools"],
                "board": {"yellow": ["Soap"]},
                "score": ["Calendar", "Agriculture"],
            },
            {"name": "B"},
        ]
    )
    play(g, "dogma Soap", "purple", ["City States", "Mysticism", "Code of Laws"], "Tools")
    expect(
        before,
        g,
        {
            "A.hand": [],
            "A.purple": ["City States", "Mysticism", "Code of Laws"],
            "A.achievements": ["Tools"],
        },
    )


def test_almanac_forecast_bonus_three_scores_a_four():
    g, before = start(
        [
            {
                "name": "A",
                "forecast": ["Puppet"],
                "hand": ["Lever"],
                "board": {"blue": ["Almanac"]},
            },
            {"name": "B"},
        ],
        supply={"base": {"4": ["Navigation", "Anatomy"]}},
    )
    play(g, "dogma Almanac", "Puppet")
    expect(
        before,
        g,
        {
            "A.forecast": ["Navigation"],
            "A.score": ["Anatomy"],
            "base.4": 2,
            "echoes.1": (0, ["Puppet"]),
        },
    )


def test_kobukson_echo_splays_opponent_stack():
    g, before = start(
        [
            {"name": "A", "board": {"red": ["Kobukson"], "blue": ["Writing", "Tools"]}},
            {"name": "B", "board": {"green": ["Sailing", "Clothing"]}},
        ],
        supply={"base": {"4": ["Colonialism"]}},
    )
    play(g, "dogma Kobukson")
    d = g.pending
    assert d.kind != "action", d
    choice = [o for o in d.options if "B" in str(o) and "green" in str(o)] or ["green"]
    play(g, choice[0])
    while g.pending.kind != "action":
        play(g, g.pending.options[0])
    # B returns nothing (no top castle) but still draws and tucks a 4.
    expect(
        before,
        g,
        {"B.green": (["Sailing", "Clothing"], "left"), "B.red": ["Colonialism"], "base.4": 1},
    )


def test_scissors_echo_takes_chosen_bottom_then_scores_it():
    g, before = start(
        [
            {"name": "A", "board": {"green": ["Scissors"], "blue": ["Writing", "Pottery"]}},
            {"name": "B"},
        ]
    )
    play(g, "dogma Scissors", "Pottery", ["Pottery"], "score")
    expect(before, g, {"A.blue": ["Writing"], "A.score": ["Pottery"]})


def test_ice_skates_returns_none_still_returns_highest_top():
    g, before = start(
        [
            {
                "name": "A",
                "hand": ["Pottery"],
                "board": {"green": ["Ice Skates"], "red": ["Construction"]},
            },
            {"name": "B"},
        ]
    )
    play(g, "dogma Ice Skates", [])
    expect(before, g, {"A.red": [], "base.2": (0, ["Construction"])})


def test_pagoda_empty_hand_drawn_card_alone_is_foreshadowed():
    g, before = start(
        [{"name": "A", "board": {"purple": ["Pagoda"], "red": ["Archery"]}}, {"name": "B"}],
        supply={"base": {"3": ["Optics"]}},
    )
    play(g, "dogma Pagoda")
    expect(before, g, {"A.forecast": ["Optics"], "base.3": 1})


def test_magnifying_glass_echo_returns_the_only_card_drawn():
    g, before = start(
        [{"name": "A", "board": {"blue": ["Magnifying Glass"]}}, {"name": "B"}],
        supply={"base": {"4": ["Navigation"]}},
    )
    play(g, "dogma Magnifying Glass")
    expect(before, g, {"base.4": (1, ["Navigation"])})


def test_chintz_shared_effect_by_effect_with_sharing_bonus():
    g, before = start(
        [
            {"name": "A", "board": {"green": ["Chintz"]}},
            {"name": "B", "board": {"red": ["Oars"], "purple": ["City States"]}},
        ],
        supply={
            "base": {"4": ["Navigation", "Anatomy", "Enterprise", "Perspective", "Invention"]},
            "echoes": {"4": ["Globe", "Barometer"]},
        },
    )
    play(g, "dogma Chintz")
    expect(
        before,
        g,
        {
            "B.hand": ["Navigation", "Globe"],
            "B.score": ["Enterprise"],
            "A.hand": ["Anatomy", "Barometer", "Invention"],
            "A.score": ["Perspective"],
            "base.4": 5,
            "echoes.4": 2,
        },
    )
