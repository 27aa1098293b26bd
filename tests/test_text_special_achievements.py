"""Special achievements, relics and Decrees, from the rulebooks' text alone.

An outside checker's scenario tests: each test builds a position
(docs/position-format.md), acts only through `game.pending` / `game.answer`,
and asserts on `game.to_position()` and `game.result`.  The rule each test
checks is quoted above it (deluxe-rulebook.txt, online-rules-en.txt,
artifacts-rulebook.txt, figures-rulebook.txt, and the achievements' printed
conditions in cards.json).
"""

import pytest

import inno

BASE_SPECIALS = ["Empire", "Monument", "Universe", "Wonder", "World"]


def start(players, **rest):
    return inno.Game.from_position({"players": players, **rest})


def play(game, *answers):
    """Answer the pending decisions in order."""
    for answer in answers:
        assert game.pending is not None, f"no decision left for {answer!r}"
        options = game.pending.options
        assert answer in options, f"{answer!r} not in {game.pending!r}"
        game.answer(answer)


def player(position, name):
    return next(p for p in position["players"] if p["name"] == name)


def achievements_of(game, name):
    return sorted(player(game.to_position(), name)["achievements"])


def specials(game):
    return sorted(game.to_position()["special_achievements"])


def action_options(game):
    assert game.pending.kind == "action", game.pending
    return game.pending.options


# ---------------------------------------------------------------------------
# World: "Claim this special achievement immediately if you have twelve or
# more {clock} on your board."
# Board: blue Software (3 clocks), green Databases (3), red Fission (3) over
# Mobility splayed up (Mobility shows factory, clock, factory: 1) = 10, plus
# the purple top card.


def _world_board(purple):
    return {
        "blue": ["Software"],
        "green": ["Databases"],
        "red": {"cards": ["Fission", "Mobility"], "splay": "up"},
        "purple": [purple],
    }


def test_world_twelve_clocks_claimed_on_meld():
    # purple Lighting (1 clock): 11; melding Railroad (2 clocks) over it: 12.
    game = start(
        [
            {"name": "Alice", "board": _world_board("Lighting"), "hand": ["Railroad"]},
            {"name": "Bob"},
        ]
    )
    play(game, "meld Railroad")
    assert achievements_of(game, "Alice") == ["World"]
    assert "World" not in specials(game)
    assert achievements_of(game, "Bob") == []


def test_world_eleven_clocks_not_claimed():
    # purple Empiricism (0 clocks): 10; melding Lighting (1 clock): 11.
    game = start(
        [
            {"name": "Alice", "board": _world_board("Empiricism"), "hand": ["Lighting"]},
            {"name": "Bob"},
        ]
    )
    play(game, "meld Lighting")
    assert achievements_of(game, "Alice") == []
    assert "World" in specials(game)


# ---------------------------------------------------------------------------
# Universe: "Claim this special achievement immediately if you have five top
# cards, and each is of value {8} or higher."


def test_universe_five_top_cards_of_8_or_more():
    game = start(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Rocketry"],
                    "red": ["Flight"],
                    "green": ["Corporations"],
                    "purple": ["Empiricism"],
                    "yellow": ["Refrigeration"],
                },
                "hand": ["Antibiotics"],
            },
            {"name": "Bob"},
        ]
    )
    play(game, "meld Antibiotics")  # yellow 8 over the yellow 7
    assert achievements_of(game, "Alice") == ["Universe"]


def test_universe_a_seven_among_top_cards_fails():
    game = start(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Rocketry"],
                    "red": ["Flight"],
                    "green": ["Corporations"],
                    "purple": ["Railroad"],  # a 7
                },
                "hand": ["Antibiotics"],
            },
            {"name": "Bob"},
        ]
    )
    play(game, "meld Antibiotics")  # fifth colour, an 8; purple is still a 7
    assert achievements_of(game, "Alice") == []
    assert "Universe" in specials(game)


def test_universe_four_top_cards_of_9_or_10_fail():
    game = start(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Software"],
                    "red": ["Robotics"],
                    "green": ["Databases"],
                },
                "hand": ["A.I."],
            },
            {"name": "Bob"},
        ]
    )
    play(game, "meld A.I.")  # four top cards, all 10s
    assert achievements_of(game, "Alice") == []


# ---------------------------------------------------------------------------
# Wonder: "Claim this special achievement immediately if you have five colors
# on your board, and each is splayed either up or right."


def _wonder_board(yellow_splay):
    return {
        "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
        "red": {"cards": ["Archery", "Oars"], "splay": "right"},
        "green": {"cards": ["Sailing", "The Wheel"], "splay": "up"},
        "yellow": {"cards": ["Agriculture", "Masonry"], "splay": yellow_splay},
        "purple": {"cards": ["Philosophy", "Mysticism"], "splay": "none"},
    }


def test_wonder_fifth_colour_splayed_right_by_an_effect():
    board = _wonder_board("right")
    board["purple"] = {"cards": ["Philosophy", "Mysticism"], "splay": "none"}
    board["green"] = {"cards": ["Metric System", "Sailing"], "splay": "right"}
    # Metric System: "If your green cards are splayed right, you may splay any
    # one color of your cards right."
    game = start([{"name": "Alice", "board": board}, {"name": "Bob"}])
    play(game, "dogma Metric System")
    decision = game.pending
    assert decision.player == "Alice"
    play(game, "purple")
    assert achievements_of(game, "Alice") == ["Wonder"]


def test_wonder_one_colour_splayed_left_fails():
    board = _wonder_board("left")
    board["purple"] = {"cards": ["Philosophy", "Mysticism"], "splay": "none"}
    board["green"] = {"cards": ["Metric System", "Sailing"], "splay": "right"}
    game = start([{"name": "Alice", "board": board}, {"name": "Bob"}])
    play(game, "dogma Metric System", "purple")
    assert player(game.to_position(), "Alice")["board"]["purple"]["splay"] == "right"
    assert achievements_of(game, "Alice") == []
    assert "Wonder" in specials(game)


def test_wonder_four_colours_all_splayed_fail():
    board = _wonder_board("up")
    board["green"] = {"cards": ["Metric System", "Sailing"], "splay": "right"}
    del board["yellow"]
    game = start([{"name": "Alice", "board": board}, {"name": "Bob"}])
    play(game, "dogma Metric System", "purple")
    assert achievements_of(game, "Alice") == []


# ---------------------------------------------------------------------------
# Empire: "Claim this special achievement immediately if you have three or
# more icons of all six types."


def _empire_board(yellow):
    return {
        "red": ["Fission"],  # 3 clocks
        "blue": ["Evolution"],  # 3 lightbulbs
        "purple": ["Socialism"],  # 3 leaves
        "yellow": [yellow],
        # Sailing top (crown, crown, leaf) over Currency splayed right (leaf,
        # crown): 3 crowns, 2 leaves; The Wheel melded on top: 3 castles,
        # Sailing then shows crown, crown and Currency crown: 3 crowns.
        "green": {"cards": ["Sailing", "Currency"], "splay": "right"},
    }


def test_empire_three_of_each_of_six_icons():
    # yellow Globalization: 3 factories
    game = start(
        [
            {"name": "Alice", "board": _empire_board("Globalization"), "hand": ["The Wheel"]},
            {"name": "Bob"},
        ]
    )
    play(game, "meld The Wheel")
    icons = game.view("Alice")["players"][0]["icons"]
    assert min(icons.values()) == 3, icons
    assert achievements_of(game, "Alice") == ["Empire"]


def test_empire_two_factories_fail():
    # yellow Steam Engine: 2 factories (and a crown)
    game = start(
        [
            {"name": "Alice", "board": _empire_board("Steam Engine"), "hand": ["The Wheel"]},
            {"name": "Bob"},
        ]
    )
    play(game, "meld The Wheel")
    icons = game.view("Alice")["players"][0]["icons"]
    assert icons["factory"] == 2 and icons["castle"] == 3, icons
    assert achievements_of(game, "Alice") == []
    assert "Empire" in specials(game)


# ---------------------------------------------------------------------------
# Monument: "Claim this special achievement immediately if you tuck six or
# score six cards during a single turn. Note: Transfered cards from other
# players do not count toward this achievement, nor does exchanging cards from
# your hand and score pile."


def test_monument_sixth_card_scored_this_turn():
    game = start(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Philosophy"]},
                "hand": ["Agriculture"],
                "scored": 5,
            },
            {"name": "Bob"},
        ]
    )
    play(game, "dogma Philosophy", "Agriculture")
    alice = player(game.to_position(), "Alice")
    assert alice["score"] == ["Agriculture"]
    assert alice["achievements"] == ["Monument"]


def test_monument_sixth_card_tucked_this_turn():
    # Code of Laws: "You may tuck a card from your hand of the same color as
    # any card on your board. If you do, you may splay that color left."
    game = start(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Code of Laws"], "red": ["Archery"]},
                "hand": ["Oars"],
                "tucked": 5,
            },
            {"name": "Bob"},
        ]
    )
    play(game, "dogma Code of Laws", "Oars")
    if game.pending is not None and game.pending.kind != "action":
        game.answer(game.pending.options[-1] if game.pending.kind != "yes_no" else "no")
    alice = player(game.to_position(), "Alice")
    assert alice["board"]["red"]["cards"] == ["Archery", "Oars"]
    assert alice["achievements"] == ["Monument"]


def test_monument_five_tucked_and_one_scored_do_not_add_up():
    game = start(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Philosophy"]},
                "hand": ["Agriculture"],
                "tucked": 5,
                "scored": 0,
            },
            {"name": "Bob"},
        ]
    )
    play(game, "dogma Philosophy", "Agriculture")
    assert achievements_of(game, "Alice") == []
    assert "Monument" in specials(game)


def test_monument_cards_transferred_to_my_score_pile_do_not_count():
    # Mobility: "I demand you transfer your two highest non-red top cards
    # without a {factory} from your board to my score pile! ..."
    game = start(
        [
            {"name": "Alice", "board": {"red": ["Mobility"]}, "scored": 5},
            {"name": "Bob", "board": {"blue": ["Writing"], "green": ["Sailing"]}},
        ],
        supply={"8": ["Antibiotics"]},
    )
    play(game, "dogma Mobility")
    alice = player(game.to_position(), "Alice")
    assert sorted(alice["score"]) == ["Sailing", "Writing"]
    assert alice["achievements"] == []
    assert "Monument" in specials(game)


def test_monument_exchange_with_score_pile_does_not_count():
    # Bicycle: "You may exchange all the cards in your hand with all the cards
    # in your score pile."
    game = start(
        [
            {
                "name": "Alice",
                "board": {"green": ["Bicycle"]},
                "hand": ["Agriculture", "Pottery", "Tools"],
                "score": ["Writing"],
                "scored": 5,
            },
            {"name": "Bob"},
        ]
    )
    play(game, "dogma Bicycle")
    game.answer("yes" if game.pending.kind == "yes_no" else game.pending.options[0])
    alice = player(game.to_position(), "Alice")
    assert sorted(alice["score"]) == ["Agriculture", "Pottery", "Tools"]
    assert alice["achievements"] == []


def test_monument_count_is_per_turn_a_new_turn_starts_from_zero():
    # Alice scored five cards on her turn; on Bob's turn she scores one more
    # by sharing Philosophy: six in two turns is not six "during a single turn".
    game = start(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Evolution"]},
                "hand": ["Agriculture"],
                "scored": 5,
            },
            {"name": "Bob", "board": {"purple": ["Philosophy"]}},
        ],
        turn={"player": "Alice", "actions": 1, "number": 5},
        supply={"8": ["Antibiotics"]},
    )
    play(game, "draw")  # Alice's last action: an 8 (highest top card 7)
    assert game.pending.player == "Bob"
    play(game, "dogma Philosophy")
    # Alice shares first (3 lightbulbs each): no splay possible, then score.
    while game.pending.player == "Alice" or game.pending.kind != "action":
        d = game.pending
        if d.player == "Alice" and "Agriculture" in d.options:
            game.answer("Agriculture")
        else:
            game.answer(
                None if None in d.options else ("no" if d.kind == "yes_no" else d.options[0])
            )
    alice = player(game.to_position(), "Alice")
    assert "Agriculture" in alice["score"]
    assert alice["achievements"] == []
    assert "Monument" in specials(game)


def test_monument_claimed_by_a_sharer_during_another_players_turn():
    # "Special achievements can be claimed at any time, even in the middle of
    # an effect, or during another player's turn."
    game = start(
        [
            {"name": "Alice", "board": {"purple": ["Philosophy"]}},
            {
                "name": "Bob",
                "board": {"blue": ["Evolution"]},
                "hand": ["Agriculture"],
                "scored": 5,
            },
        ]
    )
    play(game, "dogma Philosophy")
    while game.pending.kind != "action":
        d = game.pending
        if d.player == "Bob" and "Agriculture" in d.options:
            game.answer("Agriculture")
        else:
            game.answer(
                None if None in d.options else ("no" if d.kind == "yes_no" else d.options[0])
            )
    assert achievements_of(game, "Bob") == ["Monument"]
    assert achievements_of(game, "Alice") == []


# ---------------------------------------------------------------------------
# "Special achievements can be claimed at any time, even in the middle of an
# effect, or during another player's turn. If you meet the conditions for one
# of them, take it immediately."


def test_world_claimed_mid_effect_wins_before_the_next_effect():
    # The Internet: "You may splay your green cards up. / Draw and score a
    # {10}. / ...".  Alice has 11 clocks; splaying green up shows Mass Media's
    # clock: World, her sixth achievement (2 players, base: 6 to win), ends
    # the game before "Draw and score a {10}".
    game = start(
        [
            {
                "name": "Alice",
                "board": {
                    "purple": ["The Internet"],  # 2
                    "blue": ["Software"],  # 3
                    "red": ["Fission"],  # 3
                    "green": ["Databases", "Mass Media"],  # 3, then +1 up
                },
                "achievements": ["Pottery", "Tools", "Writing", "Archery", "Oars"],
            },
            {"name": "Bob"},
        ],
        supply={"10": ["A.I.", "Robotics"]},
    )
    play(game, "dogma The Internet")
    d = game.pending
    game.answer("yes" if d.kind == "yes_no" else "green")
    assert game.result is not None
    assert game.result.winners == ["Alice"]
    assert game.result.reason == "achievements"
    position = game.to_position()
    alice = player(position, "Alice")
    assert "World" in alice["achievements"]
    assert alice["score"] == []
    assert position["supply"]["base"]["10"][:2] == ["A.I.", "Robotics"]


def test_world_claimed_by_a_sharer_on_another_players_turn():
    # Metric System (crown): "... / You may splay your green cards right."
    # Bob (2 crowns from Skyscrapers, as many as Alice) shares; splaying his
    # green right shows Satellites' clock: his twelfth.
    game = start(
        [
            {"name": "Alice", "board": {"green": ["Metric System"]}},
            {
                "name": "Bob",
                "board": {
                    "red": {"cards": ["Fission", "Mobility"], "splay": "up"},  # 4
                    "blue": ["Software"],  # 3
                    "green": ["Databases", "Satellites"],  # 3, right: +1
                    "purple": ["Lighting"],  # 1
                    "yellow": ["Skyscrapers"],  # 2 crowns
                },
            },
        ]
    )
    play(game, "dogma Metric System")
    while game.pending is not None and game.pending.kind != "action":
        d = game.pending
        if d.player == "Bob" and d.kind == "yes_no":
            game.answer("yes")
        elif d.player == "Bob" and "green" in d.options:
            game.answer("green")
        else:
            game.answer(
                None if None in d.options else ("no" if d.kind == "yes_no" else d.options[0])
            )
    position = game.to_position()
    assert player(position, "Bob")["board"]["green"]["splay"] == "right"
    assert achievements_of(game, "Bob") == ["World"]
    assert achievements_of(game, "Alice") == []


# "In the rare case that two players simultaneously become eligible to claim a
# special achievement, the tie is broken in turn order going clockwise, with
# the current player winning ties."


def test_tie_current_player_wins_empire_over_the_receiving_opponent():
    # Road Building: "Meld one or two cards from your hand. If you melded two,
    # you may transfer your top red card to another player's board. ..."
    # Alice melds Evolution (blue, over Genetics: 3 lightbulbs either way) and
    # Services (purple, over Socialism: 3 leaves either way), then gives her
    # top red Road Building (3 castles) to Bob. One transfer: Alice's red
    # shows Fission (3 clocks, her missing icon) and Bob gets the 3 castles he
    # lacked. Both meet Empire at once; Alice, the current player, takes it.
    game = start(
        [
            {
                "name": "Alice",
                "board": {
                    "red": ["Road Building", "Fission"],
                    "blue": ["Genetics"],
                    "purple": ["Socialism"],
                    "yellow": ["Globalization"],
                    "green": {"cards": ["The Wheel", "Sailing", "Currency"], "splay": "right"},
                },
                "hand": ["Evolution", "Services"],
            },
            {
                "name": "Bob",
                "board": {
                    "blue": ["Computers"],  # clock 2, factory 1
                    "purple": {"cards": ["Specialization", "A.I."], "splay": "up"},
                    "green": {"cards": ["Self Service", "Clothing"], "splay": "up"},
                    "yellow": ["Ecology"],
                },
            },
        ]
    )
    bob_icons = game.view("Bob")["players"][1]["icons"]
    assert bob_icons["castle"] == 0 and min(v for k, v in bob_icons.items() if k != "castle") >= 3
    play(game, "dogma Road Building")
    d = game.pending
    assert d.kind == "choose_cards", d
    game.answer(["Evolution", "Services"])
    while game.pending is not None and game.pending.kind != "action":
        d = game.pending
        if d.kind == "yes_no":
            game.answer("yes")
        elif "Bob" in d.options:
            game.answer("Bob")
        else:
            game.answer(d.options[0])
    position = game.to_position()
    assert player(position, "Bob")["board"]["red"]["cards"] == ["Road Building"]
    assert achievements_of(game, "Alice") == ["Empire"]
    assert achievements_of(game, "Bob") == []


def test_tie_between_two_other_players_goes_clockwise_from_the_current_player():
    # Three players, Alice's turn. Road Building (3 castles): Carol (Masonry,
    # 3 castles) shares, Bob (no castle) does not. Carol melds two yellow
    # cards, then transfers her top red Flight (1 clock) to Bob: Bob 11 -> 12
    # clocks, and Carol's red shows Fission (3 clocks): Carol 11 -> 13. Both
    # meet World in one transfer; clockwise from Alice, Bob comes first.
    game = start(
        [
            {"name": "Alice", "board": {"red": ["Road Building"]}},
            {
                "name": "Bob",
                "board": {
                    "blue": {"cards": ["Software", "Rocketry"], "splay": "up"},  # 3+2
                    "green": {"cards": ["Databases", "Mass Media"], "splay": "up"},  # 3+1
                    "purple": ["The Internet"],  # 2
                },
            },
            {
                "name": "Carol",
                "board": {
                    "yellow": ["Masonry"],
                    "red": ["Flight", "Fission"],  # 1 (Fission covered)
                    "blue": {"cards": ["Quantum Theory", "Bioengineering"], "splay": "up"},  # 3+2
                    "green": {"cards": ["Satellites", "Collaboration"], "splay": "up"},  # 3+1
                    "purple": ["A.I."],  # 1
                },
                "hand": ["Agriculture", "Domestication"],
            },
        ]
    )
    icons = {p["name"]: p["icons"] for p in game.view("Alice")["players"]}
    assert icons["Bob"]["clock"] == 11 and icons["Carol"]["clock"] == 11, icons
    play(game, "dogma Road Building")
    while game.pending is not None and game.pending.kind != "action":
        d = game.pending
        if d.player == "Carol" and d.kind == "choose_cards":
            game.answer(["Agriculture", "Domestication"])
        elif d.kind == "yes_no":
            game.answer("yes")
        elif d.player == "Carol" and "Bob" in d.options:
            game.answer("Bob")
        else:
            game.answer(None if None in d.options else d.options[0])
    position = game.to_position()
    assert player(position, "Bob")["board"]["red"]["cards"] == ["Flight"]
    assert achievements_of(game, "Bob") == ["World"]
    assert achievements_of(game, "Carol") == []


# ---------------------------------------------------------------------------
# Achievements to win. Deluxe rulebook table (rows: players; columns: number
# of expansions 0-4): 2: 6 7 8 9 10 / 3: 5 6 7 8 9 / 4: 4 5 6 7 8; "The number
# of achievements needed to win is 8, plus the number of expansions, minus the
# number of players, with a minimum of 4." Optional rule: "increase the number
# of achievements required to win by 1".

EXPANSION_SETS = [[], ["echoes"], ["echoes", "cities"], ["echoes", "cities", "artifacts"]]
EXPANSION_SETS.append(["echoes", "cities", "artifacts", "figures"])
HELD = [
    "Calendar", "Alchemy", "Anatomy", "Banking", "Canning", "Bicycle", "Flight",
    "Ecology", "Stem Cells",
]  # one of each age 2-10: the 1 claimed needs only 5 points # fmt: skip


def _threshold_game(n_players, expansions, held, options=None):
    """Alice holds `held` achievements and can claim the 1 (Pottery) now."""
    players = [
        {
            "name": "Alice",
            "board": {"yellow": ["Agriculture"]},
            "score": ["Coal"],
            "achievements": HELD[:held],
        }
    ]
    players += [{"name": f"P{i}"} for i in range(2, n_players + 1)]
    position = {"expansions": expansions, "achievements": ["Pottery"]}
    if options:
        position["options"] = options
    return start(players, **position)


def _claims_and_wins(game):
    play(game, "achieve 1")
    assert "Pottery" in achievements_of(game, "Alice")
    return game.result is not None and game.result.winners == ["Alice"]


@pytest.mark.parametrize(
    "n_players, n_expansions, needed",
    [
        (2, 0, 6),
        (2, 1, 7),
        (2, 4, 10),
        (3, 0, 5),
        (3, 2, 7),
        (3, 3, 8),
        (4, 0, 4),
        (4, 1, 5),
        (4, 4, 8),
        (5, 1, 4),
        (5, 2, 5),
        (6, 4, 6),
        (7, 3, 4),
        (8, 4, 4),
    ],
)
def test_achievements_to_win_just_met(n_players, n_expansions, needed):
    game = _threshold_game(n_players, EXPANSION_SETS[n_expansions], needed - 1)
    assert _claims_and_wins(game)
    assert game.result.reason == "achievements"


@pytest.mark.parametrize(
    "n_players, n_expansions, needed",
    [(2, 0, 6), (2, 4, 10), (3, 1, 6), (4, 0, 4), (4, 2, 6), (5, 1, 4), (6, 2, 4), (8, 4, 4)],
)
def test_achievements_to_win_one_short(n_players, n_expansions, needed):
    game = _threshold_game(n_players, EXPANSION_SETS[n_expansions], needed - 2)
    assert not _claims_and_wins(game)
    assert game.result is None


def test_longer_game_option_needs_one_more():
    game = _threshold_game(2, [], 5, options={"longer": True})
    assert not _claims_and_wins(game)
    game = _threshold_game(2, [], 6, options={"longer": True})
    assert _claims_and_wins(game)


def test_special_achievement_counts_toward_the_win():
    # Alice holds 4 age achievements and Monument; the 1 is her sixth.
    game = _threshold_game(2, [], 4)
    position = game.to_position()
    player(position, "Alice")["achievements"].append("Monument")
    position["special_achievements"] = [s for s in BASE_SPECIALS if s != "Monument"]
    game = inno.Game.from_position(position)
    assert _claims_and_wins(game)


# ---------------------------------------------------------------------------
# Teams: "Your team's achievements are counted together for determining
# victory, but you claim achievements without your partner's score. The
# number of achievements for a team to win is the same as in a 2-player game."
# Teams: the 1st and 3rd player against the 2nd and 4th (rulings.md).


def _team_game(alice_held, carol_held, alice_score=("Coal",), carol_score=(), **rest):
    return start(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Agriculture"]},
                "score": list(alice_score),
                "achievements": HELD[:alice_held],
            },
            {"name": "Bob"},
            {
                "name": "Carol",
                "score": list(carol_score),
                "achievements": HELD[alice_held : alice_held + carol_held],
            },
            {"name": "Dave"},
        ],
        options=rest.pop("options", {"teams": True}),
        achievements=["Pottery"],
        **rest,
    )


def test_team_wins_with_six_achievements_counted_together():
    game = _team_game(3, 2)
    play(game, "achieve 1")
    assert game.result is not None
    assert sorted(game.result.winners) == ["Alice", "Carol"]
    assert game.result.reason == "achievements"


def test_team_with_five_together_has_not_won_although_four_players():
    # Alone, 4 players need 4; a team needs 6 as in a 2-player game.
    game = _team_game(3, 1)
    play(game, "achieve 1")
    assert achievements_of(game, "Alice") == sorted(HELD[:3] + ["Pottery"])
    assert game.result is None


def test_team_with_expansion_needs_the_two_player_number():
    # 2 players with one expansion: 7.
    game = _team_game(3, 2, expansions=["echoes"])
    play(game, "achieve 1")
    assert game.result is None
    game = _team_game(4, 2, expansions=["echoes"])
    play(game, "achieve 1")
    assert game.result is not None and sorted(game.result.winners) == ["Alice", "Carol"]


def test_team_claim_ignores_partners_score():
    # Alice has no points; Carol has 10: Alice cannot achieve the 1.
    game = _team_game(0, 0, alice_score=(), carol_score=("Calendar", "Fermenting", "Currency"))
    assert "achieve 1" not in action_options(game)


def test_team_special_achievement_is_claimed_by_one_player_only():
    # Carol, Alice's teammate, sharing Philosophy, scores her sixth card.
    game = start(
        [
            {"name": "Alice", "board": {"purple": ["Philosophy"]}},
            {"name": "Bob"},
            {
                "name": "Carol",
                "board": {"blue": ["Evolution"]},
                "hand": ["Agriculture"],
                "scored": 5,
            },
            {"name": "Dave"},
        ],
        options={"teams": True},
    )
    play(game, "dogma Philosophy")
    while game.pending.kind != "action":
        d = game.pending
        if d.player == "Carol" and "Agriculture" in d.options:
            game.answer("Agriculture")
        else:
            game.answer(
                None if None in d.options else ("no" if d.kind == "yes_no" else d.options[0])
            )
    assert achievements_of(game, "Carol") == ["Monument"]
    assert achievements_of(game, "Alice") == []


# "If the game ends by a player trying to draw a card higher than age 10, the
# team with the highest combined score wins."

ALL_TENS = [
    "A.I.", "Bioengineering", "Databases", "Globalization", "Miniaturization",
    "Robotics", "Self Service", "Software", "Stem Cells", "The Internet",
]  # fmt: skip


def test_team_game_ended_by_drawing_past_10_highest_combined_score_wins():
    # Bob has the single highest score (14), but Alice + Carol have 18.
    game = start(
        [
            {"name": "Alice", "board": {"blue": ["Software"]}, "score": ["Genetics"]},
            {"name": "Bob", "score": ["Computers", "Coal"], "achievements": ["Tools"]},
            {"name": "Carol", "score": ["Composites"]},
            {"name": "Dave"},
        ],
        options={"teams": True},
        removed=[c for c in ALL_TENS if c != "Software"],
    )
    play(game, "draw")
    assert game.result is not None
    assert game.result.reason == "score"
    assert sorted(game.result.winners) == ["Alice", "Carol"]


def test_score_end_tie_broken_by_most_achievements():
    game = start(
        [
            {"name": "Alice", "board": {"blue": ["Software"]}, "score": ["Genetics"]},
            {"name": "Bob", "score": ["Computers"], "achievements": ["Tools"]},
        ],
        removed=[c for c in ALL_TENS if c != "Software"],
    )
    play(game, "draw")
    assert game.result.reason == "score"
    assert game.result.winners == ["Bob"]


def test_score_end_full_tie_is_a_draw():
    game = start(
        [
            {"name": "Alice", "board": {"blue": ["Software"]}, "score": ["Genetics"]},
            {"name": "Bob", "score": ["Computers"]},
        ],
        removed=[c for c in ALL_TENS if c != "Software"],
    )
    play(game, "draw")
    assert game.result.reason == "score"
    assert sorted(game.result.winners) == ["Alice", "Bob"]


# ---------------------------------------------------------------------------
# Echoes of the Past special achievements.
#
# Destiny: "Claim this special achievement immediately if you have seven or
# more cards in your forecast."
# Bangle: echo "Tuck a red card from your hand." / "Draw and foreshadow a {3}."

FORECAST = ["Ruler", "Lever", "Candles", "Flute", "Chaturanga", "Pagoda"]


@pytest.mark.parametrize("held, claimed", [(6, True), (5, False)])
def test_destiny_seventh_card_in_forecast(held, claimed):
    game = start(
        [
            {"name": "Alice", "board": {"red": ["Bangle"]}, "forecast": FORECAST[:held]},
            {"name": "Bob"},
        ],
        expansions=["echoes"],
        supply={"base": {"3": ["Compass"]}},
    )
    play(game, "dogma Bangle")
    alice = player(game.to_position(), "Alice")
    assert len(alice["forecast"]) == held + 1
    assert ("Destiny" in alice["achievements"]) == claimed
    assert ("Destiny" in specials(game)) != claimed


# Heritage: "Claim this special achievement immediately if you have eight or
# more {hex} visible in one color."
# Purple splayed up: each covered card below shows its three bottom slots,
# all of these have a hex there; Empiricism melded on top has one.

HEX_PURPLES = ["Socialism", "Education", "Reformation", "Astronomy", "Societies", "Democracy", "Emancipation"]  # fmt: skip


@pytest.mark.parametrize("stack, claimed", [(7, True), (6, False)])
def test_heritage_eighth_visible_hex_in_one_colour(stack, claimed):
    game = start(
        [
            {
                "name": "Alice",
                "board": {"purple": {"cards": HEX_PURPLES[:stack], "splay": "up"}},
                "hand": ["Empiricism"],
            },
            {"name": "Bob"},
        ],
        expansions=["echoes"],
    )
    play(game, "meld Empiricism")
    assert ("Heritage" in achievements_of(game, "Alice")) == claimed


def test_heritage_hexes_of_several_colours_do_not_add_up():
    # Purple shows 7 hexes, blue shows 2: nine in all, but eight in no colour.
    game = start(
        [
            {
                "name": "Alice",
                "board": {
                    "purple": {"cards": HEX_PURPLES[:6], "splay": "up"},
                    "blue": ["Writing"],
                },
                "hand": ["Empiricism", "Tools"],
            },
            {"name": "Bob"},
        ],
        expansions=["echoes"],
    )
    play(game, "meld Empiricism", "meld Tools")
    assert "Heritage" not in achievements_of(game, "Alice")


# History: "Claim this special achievement immediately if you have a color
# with four or more visible echo effects."
# Blue splayed up: Lever, Linguistics and Almanac each show their echo effect.


@pytest.mark.parametrize("melded, claimed", [("Ruler", True), ("Pottery", False)])
def test_history_fourth_visible_echo_effect(melded, claimed):
    game = start(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": {"cards": ["Tools", "Lever", "Linguistics", "Almanac"], "splay": "up"}
                },
                "hand": [melded],
            },
            {"name": "Bob"},
        ],
        expansions=["echoes"],
    )
    play(game, f"meld {melded}")
    assert ("History" in achievements_of(game, "Alice")) == claimed


def test_history_echo_effects_of_two_colours_do_not_add_up():
    # Blue shows 3 echo effects, red 1 (Bangle): four, but not in one colour.
    game = start(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": {"cards": ["Tools", "Lever", "Linguistics", "Almanac"], "splay": "up"}
                },
                "hand": ["Bangle"],
            },
            {"name": "Bob"},
        ],
        expansions=["echoes"],
    )
    play(game, "meld Bangle")
    assert "History" not in achievements_of(game, "Alice")


# Supremacy: "Claim this special achievement immediately if you have three
# icons or more of the same icon type visible in each of four different
# colors. (Each color has to have the same icon as the other colors.)"


@pytest.mark.parametrize(
    "melded, claimed",
    [("Mysticism", True), ("City States", False)],  # 3 castles / 1 castle
)
def test_supremacy_four_colours_with_three_castles(melded, claimed):
    game = start(
        [
            {
                "name": "Alice",
                "board": {"red": ["Metalworking"], "yellow": ["Masonry"], "green": ["The Wheel"]},
                "hand": [melded],
            },
            {"name": "Bob"},
        ],
        expansions=["echoes"],
    )
    play(game, f"meld {melded}")
    assert ("Supremacy" in achievements_of(game, "Alice")) == claimed


def test_supremacy_needs_the_same_icon_in_the_four_colours():
    # Three colours of 3 castles and a fourth of 3 leaves (Pottery).
    game = start(
        [
            {
                "name": "Alice",
                "board": {"red": ["Metalworking"], "yellow": ["Masonry"], "green": ["The Wheel"]},
                "hand": ["Pottery"],
            },
            {"name": "Bob"},
        ],
        expansions=["echoes"],
    )
    play(game, "meld Pottery")
    assert "Supremacy" not in achievements_of(game, "Alice")


# Wealth: "Claim this special achievement immediately if you have eight or
# more bonuses visible on your board."
# Blue up: Dice (top) + Almanac, Magnifying Glass, Telescope show a bonus: 4;
# red up: Plumbing (top) + Horseshoes: 2; yellow Soap: 1; Puppet melded: 1.


@pytest.mark.parametrize("with_soap, claimed", [(True, True), (False, False)])
def test_wealth_eighth_visible_bonus(with_soap, claimed):
    board = {
        "blue": {"cards": ["Dice", "Almanac", "Magnifying Glass", "Telescope"], "splay": "up"},
        "red": {"cards": ["Plumbing", "Horseshoes"], "splay": "up"},
    }
    if with_soap:
        board["yellow"] = ["Soap"]
    game = start(
        [{"name": "Alice", "board": board, "hand": ["Puppet"]}, {"name": "Bob"}],
        expansions=["echoes"],
    )
    play(game, "meld Puppet")
    assert ("Wealth" in achievements_of(game, "Alice")) == claimed
    assert ("Wealth" in specials(game)) != claimed


def test_echoes_special_achievements_absent_without_echoes():
    game = start([{"name": "Alice"}, {"name": "Bob"}])
    assert specials(game) == BASE_SPECIALS


# ---------------------------------------------------------------------------
# Cities of Destiny special achievements.
# Legend / Repute / Fame: "Claim this special achievement immediately if you
# meld a city with a {arrow_left} ({arrow_right}, {arrow_up}) on a color
# already splayed left (right, up)."


@pytest.mark.parametrize(
    "stack, city, splay, achievement",
    [
        (["Writing", "Tools"], "Cordoba", "left", "Legend"),  # blue 3, left arrow
        (["Oars", "Archery"], "Tehran", "right", "Repute"),  # red 6, right arrow
        (["Writing", "Tools"], "Taipei", "up", "Fame"),  # blue 9, up arrow
    ],
)
def test_city_arrow_melded_on_colour_already_splayed_that_way(stack, city, splay, achievement):
    colour = "blue" if "Writing" in stack else "red"
    game = start(
        [
            {"name": "Alice", "board": {colour: {"cards": stack, "splay": splay}}, "hand": [city]},
            {"name": "Bob"},
        ],
        expansions=["cities"],
    )
    play(game, f"meld {city}")
    alice = player(game.to_position(), "Alice")
    assert alice["board"][colour]["cards"][0] == city
    assert achievement in alice["achievements"]
    assert achievement not in specials(game)


@pytest.mark.parametrize(
    "city, before, achievement",
    [
        ("Cordoba", "none", "Legend"),  # the city's own arrow splays it left
        ("Cordoba", "right", "Legend"),
        ("Taipei", "right", "Fame"),
        ("Taipei", "left", "Fame"),
    ],
)
def test_city_arrow_on_colour_not_already_splayed_that_way(city, before, achievement):
    stack = {"cards": ["Writing", "Tools"], "splay": before}
    game = start(
        [{"name": "Alice", "board": {"blue": stack}, "hand": [city]}, {"name": "Bob"}],
        expansions=["cities"],
    )
    play(game, f"meld {city}")
    assert achievement not in achievements_of(game, "Alice")
    assert achievement in specials(game)


def test_city_with_left_arrow_on_colour_splayed_right_is_not_repute():
    game = start(
        [
            {
                "name": "Alice",
                "board": {"blue": {"cards": ["Writing", "Tools"], "splay": "right"}},
                "hand": ["Cordoba"],
            },
            {"name": "Bob"},
        ],
        expansions=["cities"],
    )
    play(game, "meld Cordoba")
    assert not {"Repute", "Legend"} & set(achievements_of(game, "Alice"))


# Glory / Victory: "Claim this special achievement immediately if you tuck a
# city with a {flag} ({fountain})."
# Code of Laws: "You may tuck a card from your hand of the same color as any
# card on your board. If you do, you may splay that color of your cards left."


@pytest.mark.parametrize(
    "city, achievement",
    [("Zurich", "Glory"), ("Kuala Lumpur", "Victory"), ("Delhi", None)],
)
def test_tucking_a_city_with_a_flag_or_fountain(city, achievement):
    game = start(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Code of Laws"], "red": ["Archery"]},
                "hand": [city],
            },
            {"name": "Bob"},
        ],
        expansions=["cities"],
    )
    play(game, "dogma Code of Laws", city)
    while game.pending is not None and game.pending.kind != "action":
        d = game.pending
        game.answer("no" if d.kind == "yes_no" else (None if None in d.options else d.options[0]))
    alice = player(game.to_position(), "Alice")
    assert alice["board"]["red"]["cards"] == ["Archery", city]
    won = {a for a in alice["achievements"] if a in ("Glory", "Victory")}
    assert won == ({achievement} if achievement else set())


def test_melding_a_city_with_a_flag_is_not_glory():
    game = start(
        [{"name": "Alice", "board": {"red": ["Archery"]}, "hand": ["Zurich"]}, {"name": "Bob"}],
        expansions=["cities"],
    )
    play(game, "meld Zurich")
    assert "Glory" not in achievements_of(game, "Alice")
    assert "Glory" in specials(game)


# ---------------------------------------------------------------------------
# Relics (Artifacts of History, option `relics`).
# "After you dig an artifact, you may seize a Relic of the same value as the
# Artifact card drawn. You may only do this if the Relic is next to its supply
# pile, or in any achievements pile (even your own!) To seize a Relic, choose
# to either transfer it to your achievements, or your hand. If the Relic card
# is from an expansion not being used in this game, it must be transferred to
# your achievements. If a Relic would be returned, place it face-up next to
# its matching supply pile."
# Dig: Alice melds Archery (1) over Gunpowder (4): a dig of a 4.

ALL_RELICS = ["Timbuktu", "Complex Numbers", "Newton-Wickins Telescope", "Ching Shih", "Safety Pin"]


def _relic_game(alice=None, bob=None, expansions=("artifacts",), **rest):
    alice_seat = {"name": "Alice", "board": {"red": ["Gunpowder"]}, "hand": ["Archery"]}
    alice_seat.update(alice or {})
    bob_seat = {"name": "Bob"}
    bob_seat.update(bob or {})
    rest.setdefault("supply", {"artifacts": {"4": ["Petition of Right"]}})
    return start(
        [alice_seat, bob_seat],
        expansions=list(expansions),
        options={"relics": True},
        **rest,
    )


def test_relic_seized_into_achievements_after_a_dig():
    game = _relic_game()
    play(game, "meld Archery", "yes", "achievements")
    position = game.to_position()
    alice = player(position, "Alice")
    assert alice["display"] == ["Petition of Right"]
    assert alice["achievements"] == ["Complex Numbers"]
    assert alice["hand"] == []
    assert sorted(position["relics"]) == sorted(r for r in ALL_RELICS if r != "Complex Numbers")


def test_relic_seize_declined_stays_beside_its_pile():
    game = _relic_game()
    play(game, "meld Archery", "no")
    position = game.to_position()
    assert "Complex Numbers" in position["relics"]
    assert player(position, "Alice")["achievements"] == []


def test_relic_of_a_different_value_is_not_offered():
    # Dig of a 4: Newton-Wickins Telescope (5) may not be seized; Complex
    # Numbers (4) is out of the game.
    game = _relic_game(relics=[r for r in ALL_RELICS if r != "Complex Numbers"])
    play(game, "meld Archery")
    assert game.pending.kind == "action"
    assert sorted(game.to_position()["relics"]) == sorted(
        r for r in ALL_RELICS if r != "Complex Numbers"
    )


def test_relic_seized_from_an_opponents_achievements():
    game = _relic_game(bob={"achievements": ["Complex Numbers"]})
    play(game, "meld Archery", "yes", "hand")
    position = game.to_position()
    assert player(position, "Bob")["achievements"] == []
    assert player(position, "Alice")["hand"] == ["Complex Numbers"]


def test_relic_seized_from_ones_own_achievements_into_hand():
    game = _relic_game(alice={"achievements": ["Complex Numbers"]})
    play(game, "meld Archery", "yes", "hand")
    alice = player(game.to_position(), "Alice")
    assert alice["achievements"] == []
    assert alice["hand"] == ["Complex Numbers"]


def test_relic_in_an_opponents_hand_cannot_be_seized():
    game = _relic_game(bob={"hand": ["Complex Numbers"]})
    play(game, "meld Archery")
    assert game.pending.kind == "action", game.pending
    assert player(game.to_position(), "Bob")["hand"] == ["Complex Numbers"]


def test_relic_on_a_board_cannot_be_seized():
    game = _relic_game(bob={"board": {"blue": ["Complex Numbers"]}})
    play(game, "meld Archery")
    assert game.pending.kind == "action", game.pending


def test_relic_of_a_set_not_in_play_goes_to_achievements():
    # Timbuktu is a Cities relic; Cities is not in play. Dig of a 3: Alice
    # melds Sailing (1) over Compass (3).
    game = _relic_game(
        alice={"board": {"green": ["Compass"]}, "hand": ["Sailing"]},
        supply={"artifacts": {"3": ["Excalibur"]}},
    )
    play(game, "meld Sailing")
    d = game.pending
    if d.kind == "yes_no":
        play(game, "yes")
        d = game.pending
    assert d.kind == "action", f"no hand/achievements choice expected: {d!r}"
    alice = player(game.to_position(), "Alice")
    assert alice["display"] == ["Excalibur"]
    assert alice["achievements"] == ["Timbuktu"]
    assert "Timbuktu" not in alice["hand"]


def test_relic_of_a_set_in_play_may_go_to_hand():
    game = _relic_game(
        alice={"board": {"green": ["Compass"]}, "hand": ["Sailing"]},
        expansions=("artifacts", "cities"),
        supply={"artifacts": {"3": ["Excalibur"]}},
    )
    play(game, "meld Sailing", "yes")
    assert sorted(game.pending.options) == ["achievements", "hand"]
    play(game, "hand")
    assert "Timbuktu" in player(game.to_position(), "Alice")["hand"]


def test_relic_value_follows_the_artifact_drawn_after_skipping_an_empty_age():
    # The base 4 pile is empty (all other base 4s removed): the dig of a 4
    # draws a 5 Artifact, so the 5 relic is the one that may be seized.
    others = [
        "Anatomy", "Colonialism", "Enterprise", "Experimentation", "Invention",
        "Navigation", "Perspective", "Printing Press", "Reformation",
    ]  # fmt: skip
    game = _relic_game(removed=others, supply={"artifacts": {"5": ["Principia"]}})
    play(game, "meld Archery")
    d = game.pending
    assert d.kind == "yes_no" and "Newton-Wickins Telescope" in d.prompt, d
    play(game, "yes", "achievements")
    alice = player(game.to_position(), "Alice")
    assert alice["display"] == ["Principia"]
    assert alice["achievements"] == ["Newton-Wickins Telescope"]


def test_no_dig_no_relic_with_an_artifact_already_on_display():
    game = _relic_game(alice={"display": ["Delft Pocket Telescope"]})
    play(game, "meld Archery")
    assert game.pending.kind == "action", game.pending
    assert "Complex Numbers" in game.to_position()["relics"]


def test_returned_relic_goes_back_beside_its_pile():
    # Pottery: "You may return up to three cards from your hand. ..."
    game = _relic_game(
        alice={"board": {"blue": ["Pottery"]}, "hand": ["Complex Numbers"]},
        relics=[r for r in ALL_RELICS if r != "Complex Numbers"],
    )
    play(game, "dogma Pottery")
    d = game.pending
    game.answer(["Complex Numbers"] if d.kind == "choose_cards" else "Complex Numbers")
    while game.pending is not None and game.pending.kind != "action":
        d = game.pending
        game.answer(None if None in d.options else d.options[0])
    position = game.to_position()
    assert "Complex Numbers" in position["relics"]
    assert "Complex Numbers" not in position["supply"]["base"].get("4", [])
    assert "Complex Numbers" not in player(position, "Alice")["hand"]


def test_seized_relic_counts_toward_the_win():
    # 2 players, one expansion: 7 achievements. Alice holds 6.
    game = _relic_game(alice={"achievements": HELD[:6]})
    play(game, "meld Archery", "yes", "achievements")
    assert game.result is not None
    assert game.result.winners == ["Alice"]


# ---------------------------------------------------------------------------
# Decrees (Figures in the Sand).
# "You may only take a Decree action if you have Figures of three different
# values in your hand. To do so, remove all the cards in your hand from the
# game (including both Figures and non-Figures). Then, choose a Decree
# matching the color of one of the Figures you removed.
# - If it is in another player's Achievement pile, return it to the area with
#   the Special Achievements. Do not activate its effect.
# - If it is in the center of the table, claim it as an Achievement and
#   activate its effect.
# - If it is already in your possession, activate the effect."
# Decrees: Advancement blue, War red, Trade green, Expansion yellow, Rivalry
# purple. Figures used in hands (karmas act only on top cards):
# Daedalus 1 blue, Gilgamesh 1 red, Hammurabi 1 red, Hatshepsut 1 green,
# Zhang Heng 2 blue, Rhazes 3 yellow, Shen Kuo 3 green, Tran Huang Dao 3 red.

DECREES = ["Advancement", "War", "Trade", "Expansion", "Rivalry"]


def _decree_options(game):
    return sorted(o for o in action_options(game) if o.startswith("decree "))


def test_decree_offered_only_in_the_colours_of_the_figures():
    game = start(
        [
            {"name": "Alice", "hand": ["Daedalus", "Zhang Heng", "Rhazes", "Writing"]},
            {"name": "Bob"},
        ],
        expansions=["figures"],
    )
    assert _decree_options(game) == ["decree Advancement", "decree Expansion"]


def test_decree_removes_whole_hand_claims_and_executes_expansion():
    # Expansion: "Splay any one of your colors up."
    game = start(
        [
            {
                "name": "Alice",
                "board": {"red": ["Archery", "Oars"]},
                "hand": ["Daedalus", "Zhang Heng", "Rhazes", "Writing"],
            },
            {"name": "Bob", "hand": ["Shen Kuo"]},
        ],
        expansions=["figures"],
    )
    play(game, "decree Expansion")
    position = game.to_position()
    alice = player(position, "Alice")
    assert alice["hand"] == []
    assert sorted(position["removed"]) == sorted(["Daedalus", "Zhang Heng", "Rhazes", "Writing"])
    assert alice["achievements"] == ["Expansion"]
    assert alice["board"]["red"]["splay"] == "up"
    assert sorted(position["decrees"]) == sorted(d for d in DECREES if d != "Expansion")
    assert player(position, "Bob")["hand"] == ["Shen Kuo"]


@pytest.mark.parametrize(
    "hand",
    [
        ["Daedalus", "Gilgamesh", "Zhang Heng"],  # values 1, 1, 2
        ["Daedalus", "Zhang Heng"],  # two figures
        ["Daedalus", "Zhang Heng", "Writing", "Compass"],  # non-figures do not count
    ],
)
def test_no_decree_without_figures_of_three_different_values(hand):
    game = start([{"name": "Alice", "hand": hand}, {"name": "Bob"}], expansions=["figures"])
    assert _decree_options(game) == []


def test_decree_held_by_another_player_returns_to_the_centre_without_effect():
    # Advancement: "Draw a card of value two higher than your highest top card."
    game = start(
        [
            {
                "name": "Alice",
                "board": {"red": ["Archery"]},
                "hand": ["Daedalus", "Zhang Heng", "Rhazes"],
            },
            {"name": "Bob", "achievements": ["Advancement"]},
        ],
        expansions=["figures"],
        supply={"base": {"3": ["Compass"]}},
    )
    play(game, "decree Advancement")
    position = game.to_position()
    assert player(position, "Bob")["achievements"] == []
    assert "Advancement" in position["decrees"]
    alice = player(position, "Alice")
    assert alice["achievements"] == []
    assert alice["hand"] == []  # no draw: the effect is not activated
    assert position["supply"]["base"]["3"][0] == "Compass"


def test_decree_held_by_a_teammate_also_returns_to_the_centre():
    game = start(
        [
            {
                "name": "Alice",
                "board": {"red": ["Archery"]},
                "hand": ["Daedalus", "Zhang Heng", "Rhazes"],
            },
            {"name": "Bob"},
            {"name": "Carol", "achievements": ["Advancement"]},
            {"name": "Dave"},
        ],
        expansions=["figures"],
        options={"teams": True},
    )
    play(game, "decree Advancement")
    position = game.to_position()
    assert player(position, "Carol")["achievements"] == []
    assert "Advancement" in position["decrees"]
    assert player(position, "Alice")["hand"] == []


def test_decree_already_held_is_executed_again():
    game = start(
        [
            {
                "name": "Alice",
                "board": {"red": ["Archery"]},
                "hand": ["Daedalus", "Zhang Heng", "Rhazes"],
                "achievements": ["Advancement"],
            },
            {"name": "Bob"},
        ],
        expansions=["figures"],
        supply={"base": {"3": ["Compass"]}},
    )
    play(game, "decree Advancement")
    alice = player(game.to_position(), "Alice")
    assert alice["achievements"] == ["Advancement"]
    assert alice["hand"] == ["Compass"]  # highest top card 1: a 3


def test_advancement_draws_two_above_the_highest_top_card():
    game = start(
        [
            {
                "name": "Alice",
                "board": {"red": ["Archery"], "blue": ["Alchemy"]},
                "hand": ["Daedalus", "Zhang Heng", "Rhazes"],
            },
            {"name": "Bob", "board": {"green": ["Databases"]}},
        ],
        expansions=["figures"],
        supply={"base": {"5": ["Coal"]}},
    )
    play(game, "decree Advancement")
    position = game.to_position()
    alice = player(position, "Alice")
    assert alice["hand"] == ["Coal"]
    assert alice["achievements"] == ["Advancement"]
    assert player(position, "Bob")["hand"] == []


def test_decree_karma_two_figures_of_any_colour_and_value():
    # Huang Di (top): "You may issue an Advancement Decree with any two figures."
    game = start(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Huang Di"]},
                "hand": ["Gilgamesh", "Hammurabi", "Writing"],  # two red 1s
            },
            {"name": "Bob"},
        ],
        expansions=["figures"],
        supply={"base": {"3": ["Compass"]}},
    )
    assert _decree_options(game) == ["decree Advancement"]
    play(game, "decree Advancement")
    position = game.to_position()
    assert sorted(position["removed"]) == ["Gilgamesh", "Hammurabi", "Writing"]
    alice = player(position, "Alice")
    assert alice["achievements"] == ["Advancement"]
    assert alice["hand"] == ["Compass"]


def test_decree_karma_needs_two_figures():
    game = start(
        [
            {"name": "Alice", "board": {"blue": ["Huang Di"]}, "hand": ["Gilgamesh", "Writing"]},
            {"name": "Bob"},
        ],
        expansions=["figures"],
    )
    assert _decree_options(game) == []


def test_decree_karma_on_a_covered_figure_does_not_apply():
    # "Decree karmas stay in effect as long as the figure remains a top card."
    game = start(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Writing", "Huang Di"]},
                "hand": ["Gilgamesh", "Hammurabi"],
            },
            {"name": "Bob"},
        ],
        expansions=["figures"],
    )
    assert _decree_options(game) == []


def test_war_returns_top_cards_of_the_value_from_all_other_boards():
    # War: "Choose a value. Return all top cards of that value from all other
    # players' boards."
    game = start(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Agriculture"]},
                "hand": ["Tran Huang Dao", "Zhang Heng", "Daedalus"],
            },
            {
                "name": "Bob",
                "board": {
                    "red": ["Archery"],
                    "blue": ["Writing", "Calendar"],
                    "green": ["Compass"],
                },
            },
            {"name": "Carol", "board": {"purple": ["Mysticism"]}},
        ],
        expansions=["figures"],
    )
    play(game, "decree War")
    d = game.pending
    assert d.player == "Alice" and d.kind == "choose_value", d
    play(game, 1)
    while game.pending.kind != "action":
        game.answer(game.pending.options[0])  # order of returns
    position = game.to_position()
    bob = player(position, "Bob")
    assert bob["board"] == {
        "blue": {"cards": ["Calendar"], "splay": "none"},
        "green": {"cards": ["Compass"], "splay": "none"},
    }
    assert player(position, "Carol")["board"] == {}
    assert player(position, "Alice")["board"]["yellow"]["cards"] == ["Agriculture"]
    assert player(position, "Alice")["achievements"] == ["War"]
    for card in ["Archery", "Writing", "Mysticism"]:
        assert card in position["supply"]["base"]["1"]


def test_trade_draws_and_foreshadows_three_one_above_highest_top_card():
    # Trade: "Draw and foreshadow three cards of value one higher than your
    # highest top card."
    game = start(
        [
            {
                "name": "Alice",
                "board": {"green": ["Compass"]},
                "hand": ["Shen Kuo", "Zhang Heng", "Daedalus"],
            },
            {"name": "Bob"},
        ],
        expansions=["figures"],
        supply={"base": {"4": ["Anatomy", "Colonialism", "Enterprise", "Invention"]}},
    )
    play(game, "decree Trade")
    alice = player(game.to_position(), "Alice")
    assert sorted(alice["forecast"]) == ["Anatomy", "Colonialism", "Enterprise"]
    assert alice["hand"] == []
    assert alice["achievements"] == ["Trade"]


def test_rivalry_returns_three_score_cards_and_all_top_figures_of_one_player():
    # Rivalry: "Choose another player. Return three cards from their score
    # pile, and all their top figures."
    game = start(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Mysticism"]},
                "hand": ["Plato", "Rhazes", "Daedalus"],
            },
            {
                "name": "Bob",
                "board": {
                    "red": ["Gilgamesh", "Archery"],
                    "blue": ["Writing"],
                    "green": ["Hatshepsut"],
                },
                "score": ["Compass", "Calendar", "Coal", "Tools"],
            },
            {"name": "Carol", "board": {"yellow": ["Shennong"]}, "score": ["Alchemy"]},
        ],
        expansions=["figures"],
    )
    play(game, "decree Rivalry")
    while game.pending.kind != "action":
        d = game.pending
        if d.kind == "choose_player":
            game.answer("Bob")
        elif d.kind == "choose_cards":
            game.answer(list(d.options[: d.max]))
        else:
            game.answer(d.options[0])
    position = game.to_position()
    bob = player(position, "Bob")
    assert len(bob["score"]) == 1
    assert bob["board"] == {
        "red": {"cards": ["Archery"], "splay": "none"},
        "blue": {"cards": ["Writing"], "splay": "none"},
    }
    carol = player(position, "Carol")
    assert carol["board"]["yellow"]["cards"] == ["Shennong"]
    assert carol["score"] == ["Alchemy"]


def test_decree_action_once_per_turn():
    # "Each Special action can only be used once per turn."
    game = start(
        [
            {
                "name": "Alice",
                "board": {"red": ["Archery", "Oars"]},
                "hand": ["Daedalus", "Zhang Heng", "Rhazes"],
                "forecast": [],
            },
            {"name": "Bob"},
        ],
        expansions=["figures"],
        supply={"base": {"3": ["Compass"]}},
    )
    play(game, "decree Advancement")
    # Alice now holds only Compass; give her three figures again (the
    # position keeps the turn's used actions).
    position = game.to_position()
    again = ["Gilgamesh", "Hatshepsut", "Tran Huang Dao"]
    player(position, "Alice")["hand"] = again
    for piles in position["supply"].values():
        for age, pile in piles.items():
            piles[age] = [c for c in pile if c not in again]
    assert position["turn"].get("used") == ["decree"]
    game = inno.Game.from_position(position)
    assert game.pending.player == "Alice"
    assert _decree_options(game) == []


def test_decree_counts_as_an_achievement_toward_the_win():
    # 2 players with Figures: 7. Alice holds 6 age achievements.
    game = start(
        [
            {
                "name": "Alice",
                "board": {"red": ["Archery", "Oars"]},
                "hand": ["Daedalus", "Zhang Heng", "Rhazes"],
                "achievements": HELD[:6],
            },
            {"name": "Bob"},
        ],
        expansions=["figures"],
    )
    play(game, "decree Expansion")
    assert game.result is not None
    assert game.result.winners == ["Alice"]


# ---------------------------------------------------------------------------
# More on claiming.
# "Like normal achievements, once a special achievement is claimed by a
# player, it is no longer available for others to claim."


def test_world_already_held_by_another_player_is_not_claimed_again():
    game = start(
        [
            {"name": "Alice", "board": _world_board("Lighting"), "hand": ["Railroad"]},
            {"name": "Bob", "achievements": ["World"]},
        ]
    )
    play(game, "meld Railroad")
    assert achievements_of(game, "Alice") == []
    assert achievements_of(game, "Bob") == ["World"]


def test_special_achievement_out_of_the_game_is_not_claimed():
    game = start(
        [
            {"name": "Alice", "board": _world_board("Lighting"), "hand": ["Railroad"]},
            {"name": "Bob"},
        ],
        special_achievements=["Empire", "Monument", "Universe", "Wonder"],
    )
    play(game, "meld Railroad")
    assert achievements_of(game, "Alice") == []


def test_two_special_achievements_at_once_from_one_meld():
    # Alice: 11 clocks and four top 8+ cards (Software, Databases, Fission,
    # Antibiotics); The Internet (10, 2 clocks) melded over Lighting (7, 1
    # clock) makes 12 clocks and five top cards of 8 or more.
    board = _world_board("Lighting")
    board["yellow"] = ["Antibiotics"]
    game = start([{"name": "Alice", "board": board, "hand": ["The Internet"]}, {"name": "Bob"}])
    play(game, "meld The Internet")
    assert achievements_of(game, "Alice") == ["Universe", "World"]


def test_sharer_claiming_a_special_achievement_wins_on_another_players_turn():
    # Bob holds five achievements (2 players, base: 6); sharing Philosophy he
    # scores his sixth card this turn: Monument, and the game.
    game = start(
        [
            {"name": "Alice", "board": {"purple": ["Philosophy"]}},
            {
                "name": "Bob",
                "board": {"blue": ["Evolution"]},
                "hand": ["Agriculture"],
                "scored": 5,
                "achievements": HELD[:5],
            },
        ]
    )
    play(game, "dogma Philosophy")
    while game.result is None and game.pending.kind != "action":
        d = game.pending
        if d.player == "Bob" and "Agriculture" in d.options:
            game.answer("Agriculture")
        else:
            game.answer(
                None if None in d.options else ("no" if d.kind == "yes_no" else d.options[0])
            )
    assert game.result is not None
    assert game.result.winners == ["Bob"]
    assert game.result.reason == "achievements"


def test_team_wins_when_teammate_claims_special_achievement_on_opponents_turn():
    # Teams Alice+Carol vs Bob+Dave. Bob's turn; Carol shares Philosophy and
    # claims Monument: Alice 3 + Carol 2 + Monument = 6.
    game = start(
        [
            {"name": "Alice", "achievements": HELD[:3]},
            {"name": "Bob", "board": {"purple": ["Philosophy"]}},
            {
                "name": "Carol",
                "board": {"blue": ["Evolution"]},
                "hand": ["Agriculture"],
                "scored": 5,
                "achievements": HELD[3:5],
            },
            {"name": "Dave"},
        ],
        options={"teams": True},
        turn={"player": "Bob", "actions": 2, "number": 6},
    )
    play(game, "dogma Philosophy")
    while game.result is None and game.pending.kind != "action":
        d = game.pending
        if d.player == "Carol" and "Agriculture" in d.options:
            game.answer("Agriculture")
        else:
            game.answer(
                None if None in d.options else ("no" if d.kind == "yes_no" else d.options[0])
            )
    assert game.result is not None
    assert sorted(game.result.winners) == ["Alice", "Carol"]


def test_team_score_tie_broken_by_the_teams_achievements():
    # Score end: teams tie at 18. Bob alone has the most achievements (2), but
    # Alice (2) + Carol (1) have 3 against Bob (2) + Dave (0).
    game = start(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Software"]},
                "score": ["Genetics"],
                "achievements": ["Calendar", "Alchemy"],
            },
            {
                "name": "Bob",
                "score": ["Computers", "Composites"],
                "achievements": ["Anatomy", "Banking"],
            },
            {"name": "Carol", "score": ["Ecology"], "achievements": ["Canning"]},
            {"name": "Dave"},
        ],
        options={"teams": True},
        removed=[c for c in ALL_TENS if c != "Software"],
    )
    play(game, "draw")
    assert game.result.reason == "score"
    assert sorted(game.result.winners) == ["Alice", "Carol"]


def test_legend_claimed_when_an_effect_melds_the_city():
    # Domestication: "Meld the lowest card in your hand. Draw a {1}."
    game = start(
        [
            {
                "name": "Alice",
                "board": {
                    "yellow": ["Domestication"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                },
                "hand": ["Cordoba"],
            },
            {"name": "Bob"},
        ],
        expansions=["cities"],
    )
    play(game, "dogma Domestication")
    alice = player(game.to_position(), "Alice")
    assert alice["board"]["blue"]["cards"][0] == "Cordoba"
    assert "Legend" in alice["achievements"]


# Duplicate achievements (Echoes): "If you already have a standard achievement
# of that age, you need twice as many points to be eligible."


TWOS = ["Calendar", "Fermenting", "Currency", "Mathematics"]


@pytest.mark.parametrize(
    "score, offered",
    [(TWOS + ["Archery"], False), (TWOS + ["Archery", "Oars"], True)],  # 9 / 10 points
)
def test_duplicate_standard_achievement_needs_double_points(score, offered):
    # Alice holds Writing (a 1); another 1 (Pottery) is available: 10 points.
    game = start(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Agriculture"]},
                "score": score,
                "achievements": ["Writing"],
            },
            {"name": "Bob"},
        ],
        expansions=["echoes"],
        achievements=["Pottery"],
    )
    assert ("achieve 1" in action_options(game)) == offered


def test_tie_between_the_acting_sharer_and_the_receiver_clockwise_from_current():
    # Bob's turn (3 players), Road Building (3 castles). Carol (Masonry) and
    # Alice (Mysticism) share, Carol first (Bob's left); Carol has no hand.
    # Alice melds two yellow cards and gives her top red Flight (1 clock) to
    # Carol: Carol 11 -> 12 clocks, Alice's red shows Fission: 11 -> 13.
    # Clockwise from Bob, Carol comes before Alice: Carol takes World.
    game = start(
        [
            {
                "name": "Alice",
                "board": {
                    "purple": {"cards": ["Mysticism", "A.I."], "splay": "up"},  # 1 clock
                    "red": ["Flight", "Fission"],  # 1
                    "blue": {"cards": ["Quantum Theory", "Bioengineering"], "splay": "up"},  # 5
                    "green": {"cards": ["Satellites", "Collaboration"], "splay": "up"},  # 4
                },
                "hand": ["Agriculture", "Domestication"],
            },
            {"name": "Bob", "board": {"red": ["Road Building"]}},
            {
                "name": "Carol",
                "board": {
                    "yellow": ["Masonry"],
                    "blue": {"cards": ["Software", "Rocketry"], "splay": "up"},  # 5
                    "green": {"cards": ["Databases", "Mass Media"], "splay": "up"},  # 4
                    "purple": ["The Internet"],  # 2
                },
            },
        ],
        turn={"player": "Bob", "actions": 2, "number": 6},
    )
    icons = {p["name"]: p["icons"] for p in game.view("Bob")["players"]}
    assert icons["Alice"]["clock"] == 11 and icons["Carol"]["clock"] == 11, icons
    play(game, "dogma Road Building")
    while game.pending is not None and game.pending.kind != "action":
        d = game.pending
        if d.player == "Alice" and d.kind == "choose_cards":
            game.answer(["Agriculture", "Domestication"])
        elif d.kind == "yes_no":
            game.answer("yes")
        elif d.player == "Alice" and "Carol" in d.options:
            game.answer("Carol")
        else:
            game.answer(None if None in d.options else d.options[0])
    position = game.to_position()
    assert player(position, "Carol")["board"]["red"]["cards"] == ["Flight"]
    assert achievements_of(game, "Carol") == ["World"]
    assert achievements_of(game, "Alice") == []


def test_decree_colour_comes_from_the_figures_not_other_cards():
    # Writing (blue) is no figure: no Advancement.
    game = start(
        [{"name": "Alice", "hand": ["Gilgamesh", "Plato", "Rhazes", "Writing"]}, {"name": "Bob"}],
        expansions=["figures"],
    )
    assert _decree_options(game) == ["decree Expansion", "decree Rivalry", "decree War"]


def test_decree_karma_adds_its_decree_to_the_usual_ones():
    game = start(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Huang Di"]},
                "hand": ["Gilgamesh", "Plato", "Rhazes"],
            },
            {"name": "Bob"},
        ],
        expansions=["figures"],
    )
    assert _decree_options(game) == [
        "decree Advancement",
        "decree Expansion",
        "decree Rivalry",
        "decree War",
    ]


def test_relic_in_achievements_is_face_up_to_everybody():
    # "If a Relic is in your achievements pile for any reason, it should be
    # face-up, so all players know it is available to be seized."
    game = _relic_game(alice={"achievements": ["Complex Numbers", "Tools"]})
    shown = game.view("Bob")["players"][0]["achievements"]
    assert {"name": "Complex Numbers"} in shown
    assert not any(a.get("name") == "Tools" for a in shown)


def test_relic_in_a_score_pile_cannot_be_seized():
    game = _relic_game(bob={"score": ["Complex Numbers"]})
    play(game, "meld Archery")
    assert game.pending.kind == "action", game.pending
    assert player(game.to_position(), "Bob")["score"] == ["Complex Numbers"]


def test_destiny_claimed_by_the_trade_decree_foreshadowing():
    # Echoes and Figures: Alice has 4 forecast cards; Trade foreshadows three.
    game = start(
        [
            {
                "name": "Alice",
                "board": {"green": ["Compass"]},
                "hand": ["Shen Kuo", "Zhang Heng", "Daedalus"],
                "forecast": FORECAST[:4],
            },
            {"name": "Bob"},
        ],
        expansions=["echoes", "figures"],
        supply={"base": {"4": ["Anatomy", "Colonialism", "Enterprise", "Invention"]}},
    )
    play(game, "decree Trade")
    alice = player(game.to_position(), "Alice")
    assert len(alice["forecast"]) == 7
    assert sorted(alice["achievements"]) == ["Destiny", "Trade"]


# Heritage with Cities: a covered city splayed left shows its bottom right and
# top right slots (cards README), and a city's hex is top right.
BLUE_CITIES = ["Atlantis", "Troy", "Yin", "Alexandria", "Carthage", "Cordoba", "Hangzhou", "Frankfurt"]  # fmt: skip


@pytest.mark.parametrize("cities, claimed", [(8, True), (7, False)])
def test_heritage_from_cities_splayed_left(cities, claimed):
    # Code of Laws: tuck Writing (blue; its bottom right is a crown), then
    # splay blue left: the top city's hex and each covered city's hex show.
    game = start(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Code of Laws"], "blue": BLUE_CITIES[:cities]},
                "hand": ["Writing"],
            },
            {"name": "Bob"},
        ],
        expansions=["echoes", "cities"],
    )
    play(game, "dogma Code of Laws", "Writing")
    d = game.pending
    game.answer("yes" if d.kind == "yes_no" else "blue")
    alice = player(game.to_position(), "Alice")
    assert alice["board"]["blue"]["splay"] == "left"
    assert alice["board"]["blue"]["cards"][-1] == "Writing"
    assert ("Heritage" in alice["achievements"]) == claimed


def test_wonder_fifth_colour_of_a_single_card_fails():
    board = _wonder_board("up")
    board["green"] = {"cards": ["Metric System", "Sailing"], "splay": "right"}
    board["red"] = ["Archery"]  # one card: cannot be splayed
    game = start([{"name": "Alice", "board": board}, {"name": "Bob"}])
    play(game, "dogma Metric System", "purple")
    assert achievements_of(game, "Alice") == []


def test_team_longer_option_needs_seven():
    game = _team_game(3, 2, options={"teams": True, "longer": True})
    play(game, "achieve 1")
    assert game.result is None
    game = _team_game(4, 2, options={"teams": True, "longer": True})
    play(game, "achieve 1")
    assert game.result is not None and sorted(game.result.winners) == ["Alice", "Carol"]


def test_monument_counts_a_faded_figure_as_scored():
    # Figures: "To fade a Figure, score it."
    game = start(
        [
            {"name": "Alice", "board": {"blue": ["Daedalus"]}, "hand": ["Gilgamesh"], "scored": 5},
            {"name": "Bob"},
        ],
        expansions=["figures"],
    )
    play(game, "meld Gilgamesh", "Daedalus")
    alice = player(game.to_position(), "Alice")
    assert alice["score"] == ["Daedalus"]
    assert alice["achievements"] == ["Monument"]


def test_score_end_counts_visible_bonuses():
    # Echoes: "Your highest visible bonus is worth its value in points."
    # Alice: 9 in the pile + Plumbing's bonus 2 = 11; Bob: 10.
    game = start(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Software"], "red": ["Plumbing"]},
                "score": ["Genetics"],
                "hand": ["Ruler"],
            },
            {"name": "Bob", "score": ["Stem Cells"]},
        ],
        expansions=["echoes"],
        removed=[c for c in ALL_TENS if c not in ("Software", "Stem Cells")],
    )
    play(game, "draw")
    assert game.result is not None and game.result.reason == "score"
    assert game.result.winners == ["Alice"]


def test_world_met_only_for_a_moment_mid_effect_is_claimed():
    # Software: "Draw and score a {10}. / Draw and meld two {10}, then execute
    # each of the second card's non-demand dogma effects."  Databases (3
    # clocks) melded on green brings Alice to 12 clocks; Self Service, melded
    # next over it, takes her back to 9. "Take it immediately": World is hers.
    game = start(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Software"],  # 3
                    "red": {"cards": ["Fission", "Mobility"], "splay": "up"},  # 4
                    "purple": ["Railroad"],  # 2
                    "green": ["Sailing"],
                    "yellow": ["Agriculture"],
                },
            },
            {"name": "Bob", "achievements": HELD[:2]},
        ],
        supply={"10": ["A.I.", "Databases", "Self Service"]},
    )
    play(game, "dogma Software")
    while game.result is None and game.pending.kind != "action":
        d = game.pending
        if "Agriculture" in d.options:
            game.answer("Agriculture")  # Self Service: execute Agriculture's effect
        else:
            game.answer(
                None if None in d.options else ("no" if d.kind == "yes_no" else d.options[0])
            )
    alice = player(game.to_position(), "Alice")
    assert alice["board"]["green"]["cards"] == ["Self Service", "Databases", "Sailing"]
    assert "World" in alice["achievements"]


def test_figures_decrees_are_beside_the_special_achievements():
    game = start([{"name": "Alice"}, {"name": "Bob"}], expansions=["figures"])
    position = game.to_position()
    assert sorted(position["special_achievements"]) == BASE_SPECIALS
    assert sorted(position["decrees"]) == sorted(DECREES)


def test_city_transferred_onto_a_splayed_colour_is_not_melded_no_legend():
    # Keywords: "Transferring a card does not count as melding, achieving,
    # scoring, etc."  Crossbow: "Transfer a card from your hand to any other
    # player's board."
    game = start(
        [
            {"name": "Alice", "board": {"red": ["Crossbow"]}, "hand": ["Cordoba"]},
            {"name": "Bob", "board": {"blue": {"cards": ["Writing", "Tools"], "splay": "left"}}},
        ],
        expansions=["echoes", "cities"],
    )
    play(game, "dogma Crossbow")
    while game.pending.kind != "action":
        d = game.pending
        game.answer(
            "Bob" if "Bob" in d.options else ("Cordoba" if "Cordoba" in d.options else d.options[0])
        )
    position = game.to_position()
    assert player(position, "Bob")["board"]["blue"]["cards"][0] == "Cordoba"
    assert "Legend" in position["special_achievements"]


def test_decree_karma_on_another_players_board_does_not_help():
    game = start(
        [
            {"name": "Alice", "hand": ["Gilgamesh", "Hammurabi"]},
            {"name": "Bob", "board": {"blue": ["Huang Di"]}},
        ],
        expansions=["figures"],
    )
    assert _decree_options(game) == []


def test_demanded_player_claims_monument_before_the_activators_later_effect():
    # Monotheism: "I demand you transfer a top card on your board of different
    # color from any card on my board to my score pile! If you do, draw and
    # tuck a {1}! / Draw and tuck a {1}."  Both have tucked five this turn.
    # Bob's tuck comes first and Monument is taken at once: when Alice tucks
    # her sixth, it is gone.
    game = start(
        [
            {"name": "Alice", "board": {"purple": ["Monotheism"]}, "tucked": 5},
            {"name": "Bob", "board": {"blue": ["Writing"]}, "tucked": 5},
        ],
        supply={"1": ["Pottery", "Archery"]},
    )
    play(game, "dogma Monotheism")
    while game.pending.kind != "action":
        game.answer(game.pending.options[0])
    position = game.to_position()
    assert player(position, "Alice")["score"] == ["Writing"]
    assert player(position, "Bob")["board"]["blue"]["cards"] == ["Pottery"]
    assert player(position, "Alice")["board"]["red"]["cards"] == ["Archery"]
    assert player(position, "Bob")["achievements"] == ["Monument"]
    assert player(position, "Alice")["achievements"] == []
