"""Rules that cross sets, read from the rulebooks and the printed texts alone (an outside
checker's tests, through the documented API only).

(1) The special achievements read boards and piles that other sets change: bonuses of
Echoes, Cities and Figures cards (Wealth), a city's six icon slots under each splay (World,
Supremacy, Heritage), figures' karmas and icons (Empire, Universe, History, Destiny), a
display (no part of the board), a promotion or an effect melding a city (Legend), an
Inspire tucking a city (Victory).

(2) Fade (Figures rulebook, Deluxe rulebook and online rules, "Fade"): "At the end of any
action (on any player's turn), if you have more than one top Figure you must fade the
excess. To fade a Figure, score it. You must continue fading Figures one by one until you
have only one top Figure. You choose which Figures to fade. Figures that are partially
visible due to splays do not count for fading." -- with figures melded by other sets'
effects, a city covering a figure, another player's action, a displayed artifact's free
Dogma action, and the special achievements a fade's score or uncovering brings.
"""

from __future__ import annotations

from outside import act, board, make, player


def _ach(game, name):
    return player(game, name)["achievements"]


def _pending(game):
    d = game.pending
    return (d.kind, d.player, sorted(str(o) for o in d.options))


# ---------------------------------------------------------------------------------------
# Fade
# ---------------------------------------------------------------------------------------


def test_fade_rosetta_stone_figures_melded_and_transferred_both_players_fade_current_first():
    # Rosetta Stone: "Choose a card type. Draw two {2} of that type. Meld one and transfer
    # the other to an opponent's board." Alice melds one figure (her second top figure),
    # Bob receives the other (his second). At the end of Alice's Dogma action both fade,
    # Alice first (the current player), then Bob, each choosing which figure to score.
    game = make(
        [
            {"name": "Alice", "board": {"blue": ["Rosetta Stone"], "purple": ["Sinuhe"]}},
            {"name": "Bob", "board": {"green": ["Fu Xi"]}},
        ],
        ["artifacts", "figures"],
        supply={"figures": {"2": ["Ximen Bao", "Plato"]}},
    )
    act(game, "dogma Rosetta Stone")
    d = game.pending
    assert d.player == "Alice"
    assert "figures" in [str(o) for o in d.options], d
    act(game, "figures")
    # Meld one: Ximen Bao (yellow) on Alice's board; Plato (purple) goes to Bob.
    assert _pending(game) == ("choose_card", "Alice", ["Plato", "Ximen Bao"])
    act(game, "Ximen Bao")
    # Alice's fade first.
    assert _pending(game) == ("choose_card", "Alice", ["Sinuhe", "Ximen Bao"])
    act(game, "Sinuhe")
    # Then Bob's.
    assert _pending(game) == ("choose_card", "Bob", ["Fu Xi", "Plato"])
    act(game, "Fu Xi")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert board(game, "Alice") == {
        "blue": (["Rosetta Stone"], "none"),
        "yellow": (["Ximen Bao"], "none"),
    }
    assert board(game, "Bob") == {"purple": (["Plato"], "none")}
    assert player(game, "Alice")["score"] == ["Sinuhe"]
    assert player(game, "Bob")["score"] == ["Fu Xi"]
    assert player(game, "Alice")["hand"] == [] and player(game, "Bob")["hand"] == []


def test_fade_order_decides_monument_current_player_first():
    # Both players have scored five cards this turn; the fades of Alice's action are
    # scores, Alice's first: her sixth score claims Monument, so Bob's sixth finds it gone.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Rosetta Stone"], "purple": ["Sinuhe"]},
                "scored": 5,
            },
            {"name": "Bob", "board": {"green": ["Fu Xi"]}, "scored": 5},
        ],
        ["artifacts", "figures"],
        supply={"figures": {"2": ["Ximen Bao", "Plato"]}},
        special=["Monument", "World"],
    )
    act(game, "dogma Rosetta Stone", "figures", "Ximen Bao")
    assert _ach(game, "Alice") == [] and _ach(game, "Bob") == []
    act(game, "Sinuhe")
    assert _ach(game, "Alice") == ["Monument"]
    act(game, "Fu Xi")
    assert _ach(game, "Bob") == []
    assert game.to_position()["special_achievements"] == ["World"]


def test_fade_other_players_fade_on_current_players_turn_claims_monument_for_them():
    # Bob has scored five cards during Alice's turn; Alice's action leaves him two top
    # figures; his fade at the end of her action is his sixth score this turn: Monument.
    game = make(
        [
            {"name": "Alice", "board": {"blue": ["Rosetta Stone"]}},
            {"name": "Bob", "board": {"green": ["Fu Xi"]}, "scored": 5},
        ],
        ["artifacts", "figures"],
        supply={"figures": {"2": ["Ximen Bao", "Plato"]}},
        special=["Monument"],
    )
    act(game, "dogma Rosetta Stone", "figures", "Ximen Bao")
    # Alice has a single top figure: no fade for her; Bob fades.
    assert _pending(game) == ("choose_card", "Bob", ["Fu Xi", "Plato"])
    act(game, "Plato")
    assert _ach(game, "Bob") == ["Monument"]
    assert player(game, "Bob")["score"] == ["Plato"]
    assert board(game, "Bob") == {"green": (["Fu Xi"], "none")}


def test_fade_monument_by_the_fade_score_just_met():
    # "To fade a Figure, score it": five scores this turn, the fade is the sixth.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Sinuhe"], "green": ["Ptolemy"], "red": ["Archery"]},
                "scored": 5,
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar"]}},
        special=["Monument"],
    )
    act(game, "draw")
    assert player(game, "Alice")["hand"] == ["Calendar"]
    assert _pending(game) == ("choose_card", "Alice", ["Ptolemy", "Sinuhe"])
    act(game, "Ptolemy")
    assert _ach(game, "Alice") == ["Monument"]
    assert player(game, "Alice")["scored"] == 6


def test_fade_monument_by_the_fade_score_just_failed():
    game = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Sinuhe"], "green": ["Ptolemy"], "red": ["Archery"]},
                "scored": 4,
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar"]}},
        special=["Monument"],
    )
    act(game, "draw", "Ptolemy")
    assert _ach(game, "Alice") == []
    assert player(game, "Alice")["scored"] == 5
    assert game.to_position()["special_achievements"] == ["Monument"]


def test_fade_covered_figure_does_not_count_until_a_fade_uncovers_it():
    # Green is Ptolemy on Fu Xi, splayed right: Fu Xi shows (partially visible) but does
    # not count. Fading Ptolemy uncovers Fu Xi: a top figure again, so fading goes on.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": {"cards": ["Ptolemy", "Fu Xi"], "splay": "right"},
                    "purple": ["Sinuhe"],
                },
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar"]}},
    )
    act(game, "draw")
    assert _pending(game) == ("choose_card", "Alice", ["Ptolemy", "Sinuhe"])
    act(game, "Ptolemy")
    assert _pending(game) == ("choose_card", "Alice", ["Fu Xi", "Sinuhe"])
    act(game, "Sinuhe")
    assert game.pending.kind == "action"
    assert board(game, "Alice") == {"green": (["Fu Xi"], "none")}
    assert sorted(player(game, "Alice")["score"]) == ["Ptolemy", "Sinuhe"]
    assert player(game, "Alice")["hand"] == ["Calendar"]


def test_fade_covered_figure_in_splay_alone_is_no_excess():
    # One top figure and one covered (splayed up, showing its bottom row): nothing fades.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": {"cards": ["Sailing", "Fu Xi"], "splay": "up"},
                    "purple": ["Sinuhe"],
                },
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"1": ["Pottery"]}},
    )
    act(game, "draw")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert player(game, "Alice")["score"] == []


def test_fade_three_top_figures_chosen_one_by_one():
    game = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Sinuhe"], "green": ["Ptolemy"], "blue": ["Huang Di"]},
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar"]}},
    )
    act(game, "draw")
    assert _pending(game) == ("choose_card", "Alice", ["Huang Di", "Ptolemy", "Sinuhe"])
    act(game, "Huang Di")
    assert _pending(game) == ("choose_card", "Alice", ["Ptolemy", "Sinuhe"])
    act(game, "Sinuhe")
    assert game.pending.kind == "action"
    assert board(game, "Alice") == {"green": (["Ptolemy"], "none")}
    assert sorted(player(game, "Alice")["score"]) == ["Huang Di", "Sinuhe"]


def test_fade_city_melded_on_a_figure_leaves_one_top_figure_no_fade():
    # Two top figures at the start of the action, but the Meld action covers one with a
    # city: at the end of the action only one top figure is left.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Sinuhe"], "green": ["Ptolemy"]},
                "hand": ["Stockholm"],
            },
            {"name": "Bob"},
        ],
        ["cities", "figures"],
    )
    act(game, "meld Stockholm")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert board(game, "Alice") == {
        "purple": (["Sinuhe"], "none"),
        "green": (["Stockholm", "Ptolemy"], "none"),
    }
    assert player(game, "Alice")["score"] == []


def test_fade_figure_melded_by_an_echo_effect_fades_at_end_of_the_dogma_action():
    # Umbrella's echo: "You may meld a card from your hand." Melding a figure gives a
    # second top figure; the fade waits for the end of the whole Dogma action (the dogma
    # effect after the echo runs first: with an empty hand it does nothing).
    game = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Umbrella"], "purple": ["Sinuhe"]},
                "hand": ["Huang Di"],
            },
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
    )
    act(game, "dogma Umbrella")
    assert _pending(game)[:2] == ("choose_card", "Alice")
    assert "Huang Di" in game.pending.options
    act(game, "Huang Di")
    assert _pending(game) == ("choose_card", "Alice", ["Huang Di", "Sinuhe"])
    act(game, "Huang Di")
    assert game.pending.kind == "action"
    assert board(game, "Alice") == {
        "green": (["Umbrella"], "none"),
        "purple": (["Sinuhe"], "none"),
    }
    assert player(game, "Alice")["score"] == ["Huang Di"]


def test_fade_after_promotion_not_between_the_meld_and_the_promotion():
    # The promotion (and its free Dogma action) is part of the Meld action: the first
    # fade comes only after it, with three top figures.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Sinuhe"]},
                "hand": ["Ptolemy"],
                "forecast": ["Huang Di"],
            },
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
    )
    act(game, "meld Ptolemy")
    d = game.pending
    assert d.player == "Alice" and "Huang Di" in [str(o) for o in d.options], d
    act(game, "Huang Di")
    # The free Dogma action on the promoted card: declined.
    d = game.pending
    assert d.player == "Alice" and d.kind in ("yes_no", "choose_option"), d
    act(game, "no" if d.kind == "yes_no" else None)
    assert _pending(game) == ("choose_card", "Alice", ["Huang Di", "Ptolemy", "Sinuhe"])
    act(game, "Ptolemy", "Sinuhe")
    assert game.pending.kind == "action"
    assert board(game, "Alice") == {"blue": (["Huang Di"], "none")}
    assert sorted(player(game, "Alice")["score"]) == ["Ptolemy", "Sinuhe"]
    assert player(game, "Alice")["forecast"] == []


def test_fade_at_end_of_displayed_artifacts_free_dogma_action():
    # Lurgan Canoe on display; its free Dogma action at the start of Alice's turn melds a
    # figure from her hand (a new colour: nothing else scored, no repeat). That free Dogma
    # action is an action: the fade comes at its end, before her first action.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Sinuhe"]},
                "hand": ["Huang Di"],
                "display": ["Lurgan Canoe"],
            },
            {"name": "Bob"},
        ],
        ["artifacts", "figures"],
        phase="start",
    )
    d = game.pending
    assert d.player == "Alice" and "dogma" in [str(o) for o in d.options], d
    act(game, "dogma")
    assert _pending(game) == ("choose_card", "Alice", ["Huang Di", "Sinuhe"])
    act(game, "Sinuhe")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert turn_actions(game) == 2
    pos = player(game, "Alice")
    assert board(game, "Alice") == {"blue": (["Huang Di"], "none")}
    assert pos["score"] == ["Sinuhe"]
    assert pos["display"] == [] and pos["hand"] == []


def turn_actions(game):
    return game.to_position()["turn"]["actions"]


def test_fade_universe_claimed_at_the_meld_is_kept_after_the_fade():
    # The meld of a second top figure completes five top cards of value 8 or more:
    # Universe is claimed at once ("even in the middle of an effect"); the fade at the end
    # of the action empties a colour, and the achievement stays.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["J.P. Morgan"],
                    "red": ["Fission"],
                    "yellow": ["Ecology"],
                    "blue": ["Genetics"],
                },
                "hand": ["H.G. Wells"],
            },
            {"name": "Bob"},
        ],
        ["figures"],
        special=["Universe"],
    )
    act(game, "meld H.G. Wells")
    assert _ach(game, "Alice") == ["Universe"]
    assert _pending(game) == ("choose_card", "Alice", ["H.G. Wells", "J.P. Morgan"])
    act(game, "J.P. Morgan")
    assert _ach(game, "Alice") == ["Universe"]
    assert "green" not in board(game, "Alice")
    assert player(game, "Alice")["score"] == ["J.P. Morgan"]


def test_fade_uncovering_a_card_claims_universe_after_the_fade():
    # Purple is Emperor Meiji (7) on Services (9). Fading Meiji uncovers the 9: five top
    # cards of value 8 or more, Universe.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["J.P. Morgan"],
                    "red": ["Fission"],
                    "yellow": ["Ecology"],
                    "blue": ["Genetics"],
                    "purple": ["Emperor Meiji", "Services"],
                },
            },
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"9": ["Computers"]}},
        special=["Universe"],
    )
    act(game, "draw")
    assert _ach(game, "Alice") == []
    assert _pending(game) == ("choose_card", "Alice", ["Emperor Meiji", "J.P. Morgan"])
    act(game, "Emperor Meiji")
    assert _ach(game, "Alice") == ["Universe"]
    assert board(game, "Alice")["purple"] == (["Services"], "none")
    assert player(game, "Alice")["score"] == ["Emperor Meiji"]


# ---------------------------------------------------------------------------------------
# Special achievements read other sets' boards
# ---------------------------------------------------------------------------------------


def _wealth_game(purple_splay, forecast=()):
    # Visible bonuses before the meld: Dice 1, Crossbow 1, Homing Pigeons 1, Steamboat
    # (covered, splayed right: top left and bottom left, its bonus) 1, Soap 1, Puppet 1,
    # and San Francisco covered under Puppet: splayed up it shows its bottom row (one
    # bonus 9); splayed left its bottom right and top right (crown, hex): none. Its second
    # bonus is in the top middle slot, seen only on a top city.
    return make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Dice"],
                    "red": ["Crossbow"],
                    "green": {"cards": ["Homing Pigeons", "Steamboat"], "splay": "right"},
                    "yellow": ["Soap"],
                    "purple": {"cards": ["Puppet", "San Francisco"], "splay": purple_splay},
                },
                "hand": ["Hatshepsut"],
                "forecast": list(forecast),
            },
            {"name": "Bob"},
        ],
        ["echoes", "cities", "figures"],
        special=["Wealth"],
    )


def test_wealth_eighth_bonus_from_a_figure_with_a_covered_citys_bonus_just_met():
    # Hatshepsut (bonus 1) on the green stack splayed right: Homing Pigeons, covered now,
    # still shows its top-left bonus. 7 + 1 = 8 visible bonuses.
    game = _wealth_game("up")
    act(game, "meld Hatshepsut")
    assert _ach(game, "Alice") == ["Wealth"]
    assert board(game, "Alice")["green"] == (
        ["Hatshepsut", "Homing Pigeons", "Steamboat"],
        "right",
    )


def test_wealth_city_splayed_left_shows_no_bonus_and_forecast_does_not_count():
    # Splayed left, San Francisco shows a crown and its hex: 6 + 1 = 7 bonuses on the
    # board; the bonus of a card in the forecast is not on the board.
    game = _wealth_game("left", forecast=["Chaturanga"])
    act(game, "meld Hatshepsut")
    assert _ach(game, "Alice") == []
    assert game.to_position()["special_achievements"] == ["Wealth"]


def test_wealth_zhang_heng_score_pile_cards_count_as_bonuses():
    # Zhang Heng: "Each card in your score pile counts as a bonus of its value on your
    # board." Its own bonus 2, Crossbow's 3 and five score pile cards: 7; Soap makes 8.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Zhang Heng"], "red": ["Crossbow"]},
                "score": ["Pottery", "Tools", "Writing", "Sailing", "Oars"],
                "hand": ["Soap"],
            },
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
        special=["Wealth"],
    )
    act(game, "meld Soap")
    assert _ach(game, "Alice") == ["Wealth"]


def test_wealth_zhang_heng_seven_is_not_enough():
    game = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Zhang Heng"], "red": ["Crossbow"]},
                "score": ["Pottery", "Tools", "Writing", "Sailing"],
                "hand": ["Soap"],
            },
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
        special=["Wealth"],
    )
    act(game, "meld Soap")
    assert _ach(game, "Alice") == []


def test_world_counts_the_search_clock_of_a_top_city_melded_by_an_echo_effect():
    # 3 + 3 + 1 clocks, Satellites' three shown by the up splay: 10. Umbrella's echo melds
    # Toronto (a clock and a search clock, both showing on a top city): 12. Melded by an
    # effect, the city's search does nothing.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Quantum Theory"],
                    "red": ["Fission"],
                    "purple": ["Lighting"],
                    "green": {"cards": ["Umbrella", "Satellites"], "splay": "up"},
                },
                "hand": ["Toronto"],
            },
            {"name": "Bob"},
        ],
        ["echoes", "cities"],
        special=["World"],
    )
    act(game, "dogma Umbrella", "Toronto")
    assert _ach(game, "Alice") == ["World"]
    assert board(game, "Alice")["green"] == (["Toronto", "Umbrella", "Satellites"], "up")
    assert player(game, "Alice")["hand"] == []


def test_world_displayed_artifacts_clocks_do_not_count_during_its_free_dogma():
    # 11 clocks on the board; Singer Model 27 on display shows two more, which count for
    # sharing during its free Dogma action, not for World. Its effect tucks Genetics (no
    # clock) and splays blue up (Genetics shows lightbulbs and its hex).
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Quantum Theory"],
                    "red": ["Fission"],
                    "green": ["Satellites"],
                    "purple": ["Railroad"],
                },
                "hand": ["Genetics"],
                "display": ["Singer Model 27"],
            },
            {"name": "Bob"},
        ],
        ["artifacts"],
        special=["World"],
        phase="start",
    )
    act(game, "dogma")
    assert game.pending.kind == "action"
    assert board(game, "Alice")["blue"] == (["Quantum Theory", "Genetics"], "up")
    assert _ach(game, "Alice") == []
    assert player(game, "Alice")["display"] == []


def test_empire_sneferu_karma_crowns_count():
    # Sneferu: "Each {castle} on your board provides one additional {crown}." Clocks 3
    # (Quantum Theory), factories 3 (Explosives), lightbulbs 3 and a crown (Babylon),
    # leaves 3 and castles (Hattusa), Sneferu's two castles: the castles give the crowns.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Quantum Theory"],
                    "red": ["Explosives"],
                    "green": ["Babylon"],
                    "purple": ["Hattusa"],
                },
                "hand": ["Sneferu"],
            },
            {"name": "Bob"},
        ],
        ["cities", "figures"],
        supply={"cities": {"8": ["Hamburg"]}},
        special=["Empire"],
    )
    act(game, "meld Sneferu")
    assert _ach(game, "Alice") == ["Empire"]
    # The Meld action added a colour: a City of the highest top card's value.
    assert player(game, "Alice")["hand"] == ["Hamburg"]


def test_supremacy_search_icon_of_a_top_city_counts():
    # Red, purple and blue (Alchemy's two and Tools' one, splayed up) show three castles.
    # Linzi, melded by Umbrella's echo, shows two castles and a search castle: three, the
    # fourth colour.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "red": ["Metalworking"],
                    "purple": ["Mysticism"],
                    "blue": {"cards": ["Alchemy", "Tools"], "splay": "up"},
                    "green": ["Umbrella"],
                },
                "hand": ["Linzi"],
            },
            {"name": "Bob"},
        ],
        ["echoes", "cities"],
        special=["Supremacy"],
    )
    act(game, "dogma Umbrella", "Linzi")
    assert _ach(game, "Alice") == ["Supremacy"]
    assert board(game, "Alice")["yellow"] == (["Linzi"], "none")


_YELLOW_CITIES = ["Osaka", "Hoi An", "Lisbon", "Beijing", "Kaifeng", "Jakarta", "Teotihuacan"]


def _heritage_game(splay):
    return make(
        [
            {
                "name": "Alice",
                "board": {"yellow": {"cards": list(_YELLOW_CITIES), "splay": splay}},
                "hand": ["Paris"],
            },
            {"name": "Bob"},
        ],
        ["echoes", "cities"],
        special=["Heritage"],
    )


def test_heritage_covered_cities_splayed_left_show_their_hexes():
    # Splayed left, a covered city shows its bottom right and top right slots: the hex.
    # Six covered cities and the top one: 7 hexes; Paris on top makes 8.
    game = _heritage_game("left")
    act(game, "meld Paris")
    assert _ach(game, "Alice") == ["Heritage"]
    assert board(game, "Alice")["yellow"] == (["Paris"] + _YELLOW_CITIES, "left")


def test_heritage_covered_cities_splayed_up_hide_their_hexes():
    # Splayed up, a covered city shows its bottom row: no hex. Only the top one shows.
    game = _heritage_game("up")
    act(game, "meld Paris")
    assert _ach(game, "Alice") == []


def _history_game(card):
    # Blue splayed up: Ruler on top (its echo in the bottom right), Lever and Almanac
    # covered showing their echo effects, James Clerk Maxwell covered showing an inspire
    # effect: three echo effects and one inspire effect visible.
    return make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": {
                        "cards": ["Ruler", "Lever", "Almanac", "James Clerk Maxwell"],
                        "splay": "up",
                    }
                },
                "hand": [card],
            },
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
        special=["History"],
    )


def test_history_figures_echo_is_the_fourth():
    game = _history_game("Huang Di")
    act(game, "meld Huang Di")
    assert _ach(game, "Alice") == ["History"]


def test_history_inspire_effect_is_not_an_echo_effect():
    game = _history_game("Tools")
    act(game, "meld Tools")
    assert _ach(game, "Alice") == []


def _destiny_game(forecast):
    return make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Cai Lun"], "red": ["Archery"]},
                "score": ["Coal"],
                "forecast": list(forecast),
            },
            {"name": "Bob", "board": {"red": ["Metalworking"]}},
        ],
        ["echoes", "figures"],
        achievements=["Agriculture"],
        supply={"base": {"3": ["Optics"]}, "figures": {"1": ["Homer"]}},
        special=["Destiny"],
    )


def test_destiny_cai_lun_foreshadow_before_the_claim_makes_seven():
    # Cai Lun: "If you would claim an achievement, first draw and foreshadow a {3}." Six
    # in the forecast, the seventh comes first: Destiny, then the age 1 achievement; Bob
    # then draws a figure of his highest top card's value.
    game = _destiny_game(["Tools", "Writing", "Sailing", "Oars", "Mysticism", "Pottery"])
    act(game, "achieve 1")
    alice = player(game, "Alice")
    assert sorted(alice["achievements"]) == ["Agriculture", "Destiny"]
    assert len(alice["forecast"]) == 7 and "Optics" in alice["forecast"]
    assert player(game, "Bob")["hand"] == ["Homer"]


def test_destiny_cai_lun_six_in_the_forecast_is_not_enough():
    game = _destiny_game(["Tools", "Writing", "Sailing", "Oars", "Mysticism"])
    act(game, "achieve 1")
    alice = player(game, "Alice")
    assert alice["achievements"] == ["Agriculture"]
    assert len(alice["forecast"]) == 6


def _legend_promotion_game(blue_splay):
    return make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": {"cards": ["Writing", "Tools"], "splay": blue_splay},
                    "red": ["Archery"],
                },
                "hand": ["Engineering"],
                "forecast": ["Cordoba"],
            },
            {"name": "Bob"},
        ],
        ["echoes", "cities"],
        special=["Legend"],
    )


def test_legend_city_promoted_onto_a_colour_already_splayed_left():
    # Promoting is melding: Cordoba (left arrow) promoted onto blue splayed left.
    game = _legend_promotion_game("left")
    act(game, "meld Engineering", "Cordoba")
    assert _ach(game, "Alice") == ["Legend"]
    assert board(game, "Alice")["blue"] == (["Cordoba", "Writing", "Tools"], "left")
    assert game.pending.kind == "action"


def test_legend_city_promoted_onto_unsplayed_colour_no_legend_and_no_arrow():
    # The promotion's meld is not a Meld action: the arrow does not act (no splay, so no
    # City drawn either), and the colour was not splayed left.
    game = _legend_promotion_game("none")
    act(game, "meld Engineering", "Cordoba")
    assert _ach(game, "Alice") == []
    assert board(game, "Alice")["blue"] == (["Cordoba", "Writing", "Tools"], "none")
    assert player(game, "Alice")["hand"] == []


def test_legend_city_melded_by_an_echo_effect():
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "green": ["Umbrella"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                },
                "hand": ["Madrid"],
            },
            {"name": "Bob"},
        ],
        ["echoes", "cities"],
        special=["Legend"],
    )
    act(game, "dogma Umbrella", "Madrid")
    assert _ach(game, "Alice") == ["Legend"]


def _splayed_four(blue):
    return {
        "red": {"cards": ["Archery", "Metalworking"], "splay": "right"},
        "green": {"cards": ["Sailing", "The Wheel"], "splay": "up"},
        "yellow": {"cards": ["Masonry", "Agriculture"], "splay": "right"},
        "purple": {"cards": ["Mysticism", "City States"], "splay": "up"},
        "blue": blue,
    }


def test_wonder_by_a_citys_arrow_but_no_fame():
    # Taipei's up arrow splays blue up: five colours splayed up or right, Wonder. Blue was
    # not splayed up before the meld: no Fame. The new splay draws a City (value 9).
    game = make(
        [
            {"name": "Alice", "board": _splayed_four(["Writing"]), "hand": ["Taipei"]},
            {"name": "Bob"},
        ],
        ["cities"],
        supply={"cities": {"9": ["Sydney"]}},
        special=["Wonder", "Fame"],
    )
    act(game, "meld Taipei")
    assert _ach(game, "Alice") == ["Wonder"]
    assert board(game, "Alice")["blue"] == (["Taipei", "Writing"], "up")
    assert player(game, "Alice")["hand"] == ["Sydney"]
    assert game.to_position()["special_achievements"] == ["Fame"]


def test_fame_city_melded_on_colour_already_splayed_up():
    game = make(
        [
            {
                "name": "Alice",
                "board": {"blue": {"cards": ["Writing", "Tools"], "splay": "up"}},
                "hand": ["Taipei"],
            },
            {"name": "Bob"},
        ],
        ["cities"],
        supply={"cities": {"9": ["Sydney"]}},
        special=["Wonder", "Fame"],
    )
    act(game, "meld Taipei")
    assert _ach(game, "Alice") == ["Fame"]
    # No new splay direction, no new colour: no City drawn.
    assert player(game, "Alice")["hand"] == []


def test_victory_city_with_fountain_tucked_by_an_inspire_effect():
    # Sunshu Ao's inspire: "Tuck a card from your hand." Taipei (a fountain) is tucked:
    # Victory. Then the Inspire action draws a card of the top yellow card's value.
    game = make(
        [
            {"name": "Alice", "board": {"yellow": ["Sunshu Ao"]}, "hand": ["Taipei"]},
            {"name": "Bob"},
        ],
        ["cities", "figures"],
        supply={"base": {"1": ["Pottery"]}},
        special=["Victory", "Glory"],
    )
    act(game, "inspire yellow")
    assert _ach(game, "Alice") == ["Victory"]
    assert board(game, "Alice") == {
        "yellow": (["Sunshu Ao"], "none"),
        "blue": (["Taipei"], "none"),
    }
    assert player(game, "Alice")["hand"] == ["Pottery"]


def test_wealth_covered_citys_top_middle_bonus_is_hidden_splayed_up():
    # Splayed up, San Francisco shows one bonus (bottom middle), not the one in its top
    # middle slot: 7 bonuses. Sailing (no bonus) on the green stack leaves 7.
    game = _wealth_game("up")
    game = make(
        [
            {**player(game, "Alice"), "hand": ["Sailing"], "tucked": 0, "scored": 0},
            {"name": "Bob"},
        ],
        ["echoes", "cities", "figures"],
        special=["Wealth"],
    )
    act(game, "meld Sailing")
    assert _ach(game, "Alice") == []
    assert board(game, "Alice")["green"] == (
        ["Sailing", "Homing Pigeons", "Steamboat"],
        "right",
    )


def test_history_ximen_bao_gathers_every_echo_effect_into_its_stack():
    # Ximen Bao: "Each Inspire and Echo effect on your board counts as part of this
    # stack." One echo effect in each of four colours: the yellow stack has four.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Ruler"],
                    "green": ["Umbrella"],
                    "red": ["Bangle"],
                    "purple": ["Bell"],
                },
                "hand": ["Ximen Bao"],
            },
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
        special=["History"],
    )
    act(game, "meld Ximen Bao")
    assert _ach(game, "Alice") == ["History"]


def test_monument_endorse_payment_is_the_sixth_tuck():
    # Five tucks this turn; the Endorse action's payment tucks Pottery: Monument, before
    # The Wheel's effect runs twice (four 1s drawn).
    game = make(
        [
            {
                "name": "Alice",
                "board": {"blue": ["Troy"], "green": ["The Wheel"]},
                "hand": ["Pottery"],
                "tucked": 5,
            },
            {"name": "Bob"},
        ],
        ["cities"],
        supply={"base": {"1": ["Tools", "Writing", "Sailing", "Oars"]}},
        special=["Monument"],
    )
    act(game, "endorse The Wheel")
    assert _ach(game, "Alice") == ["Monument"]
    assert board(game, "Alice")["blue"] == (["Troy", "Pottery"], "none")
    assert sorted(player(game, "Alice")["hand"]) == ["Oars", "Sailing", "Tools", "Writing"]


def test_fade_of_a_sharing_player_after_the_share_bonus():
    # Bob shares Umbrella's echo and melds a figure: two top figures. His fade comes at the
    # end of Alice's Dogma action, on her turn; her share bonus is a figure.
    game = make(
        [
            {"name": "Alice", "board": {"green": ["Umbrella"]}},
            {"name": "Bob", "board": {"purple": ["Sinuhe"]}, "hand": ["Huang Di"]},
        ],
        ["echoes", "figures"],
        supply={"figures": {"1": ["Homer"]}},
    )
    act(game, "dogma Umbrella")
    d = game.pending
    assert d.player == "Bob" and "Huang Di" in d.options, d
    act(game, "Huang Di")
    assert _pending(game) == ("choose_card", "Bob", ["Huang Di", "Sinuhe"])
    act(game, "Sinuhe")
    assert player(game, "Alice")["hand"] == ["Homer"]
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert board(game, "Bob") == {"blue": (["Huang Di"], "none")}
    assert player(game, "Bob")["score"] == ["Sinuhe"]
    assert board(game, "Alice") == {"green": (["Umbrella"], "none")}


def test_fade_order_three_players_from_the_current_player_clockwise():
    # Bob's turn: Carol (after Bob) fades before Alice (after Carol); Bob has none.
    game = make(
        [
            {"name": "Alice", "board": {"purple": ["Sinuhe"], "green": ["Ptolemy"]}},
            {"name": "Bob", "board": {"red": ["Archery"]}},
            {"name": "Carol", "board": {"blue": ["Huang Di"], "yellow": ["Ximen Bao"]}},
        ],
        ["figures"],
        supply={"base": {"1": ["Pottery"]}},
        turn={"player": "Bob", "actions": 2, "number": 5},
    )
    act(game, "draw")
    assert _pending(game) == ("choose_card", "Carol", ["Huang Di", "Ximen Bao"])
    act(game, "Ximen Bao")
    assert _pending(game) == ("choose_card", "Alice", ["Ptolemy", "Sinuhe"])
    act(game, "Ptolemy")
    assert game.pending.kind == "action" and game.pending.player == "Bob"
    assert player(game, "Carol")["score"] == ["Ximen Bao"]
    assert player(game, "Alice")["score"] == ["Ptolemy"]
    assert player(game, "Bob")["hand"] == ["Pottery"]


def test_fade_counts_the_relic_ching_shih_as_a_figure():
    # Ching Shih is the Figures set's lost card: a top figure, so two top figures fade.
    game = make(
        [
            {"name": "Alice", "board": {"purple": ["Sinuhe"], "red": ["Ching Shih"]}},
            {"name": "Bob"},
        ],
        ["artifacts", "figures"],
        options={"relics": True},
        supply={"base": {"6": ["Canning"]}},
    )
    act(game, "draw")
    assert _pending(game) == ("choose_card", "Alice", ["Ching Shih", "Sinuhe"])
    act(game, "Sinuhe")
    assert player(game, "Alice")["score"] == ["Sinuhe"]
    assert board(game, "Alice") == {"red": (["Ching Shih"], "none")}


def test_glory_city_with_flag_tucked_instead_of_melded_by_sargon_of_akkad():
    # Sargon of Akkad: "If you would meld a card, and your current top card of that color
    # is of equal value, instead tuck it." Tokyo (5, a flag) onto Societies (5): tucked.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Sargon of Akkad"], "purple": ["Societies"]},
                "hand": ["Tokyo"],
            },
            {"name": "Bob"},
        ],
        ["cities", "figures"],
        special=["Glory", "Victory"],
    )
    act(game, "meld Tokyo")
    assert _ach(game, "Alice") == ["Glory"]
    assert board(game, "Alice")["purple"] == (["Societies", "Tokyo"], "none")


def test_wealth_by_the_fade_score_zhang_heng_and_no_karma_chain_with_michelangelo():
    # Zhang Heng counts each score pile card as a bonus; Michelangelo counts the hand as
    # part of the score pile, but karmas never build on each other: after the meld, bonuses
    # are Zhang Heng's, Crossbow's, Puppet's and four score pile cards: 7. The fade scores
    # Michelangelo: a fifth score pile card, 8: Wealth after the fade.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Zhang Heng"],
                    "red": ["Crossbow"],
                    "yellow": ["Michelangelo"],
                },
                "score": ["Agriculture", "Tools", "Writing", "Sailing"],
                "hand": ["Puppet", "Pottery", "Oars"],
            },
            {"name": "Bob"},
        ],
        ["echoes", "figures"],
        special=["Wealth"],
    )
    act(game, "meld Puppet")
    assert _ach(game, "Alice") == []
    assert _pending(game) == ("choose_card", "Alice", ["Michelangelo", "Zhang Heng"])
    act(game, "Michelangelo")
    assert _ach(game, "Alice") == ["Wealth"]
    assert len(player(game, "Alice")["score"]) == 5


def test_wonder_by_the_expansion_decree_then_a_city_for_the_splay():
    # The Decree action removes the hand (three figures of different values, one yellow);
    # Expansion: "Splay any one of your colors up." Yellow up: five colours splayed up or
    # right, Wonder. The new splay draws a City of the highest top card's value.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "red": {"cards": ["Archery", "Metalworking"], "splay": "right"},
                    "green": {"cards": ["Sailing", "The Wheel"], "splay": "up"},
                    "purple": {"cards": ["Mysticism", "City States"], "splay": "up"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                    "yellow": ["Masonry", "Agriculture"],
                },
                "hand": ["Sneferu", "Ptolemy", "Alhazen"],
            },
            {"name": "Bob"},
        ],
        ["cities", "figures"],
        supply={"cities": {"1": ["Troy"]}},
        special=["Wonder"],
    )
    act(game, "decree Expansion")
    d = game.pending
    if d.kind == "choose_color":
        act(game, "yellow")
    alice = player(game, "Alice")
    assert sorted(alice["achievements"]) == ["Expansion", "Wonder"]
    assert board(game, "Alice")["yellow"] == (["Masonry", "Agriculture"], "up")
    assert alice["hand"] == ["Troy"]
    assert set(game.to_position()["removed"]) >= {"Sneferu", "Ptolemy", "Alhazen"}


def test_fade_figure_melded_by_an_inspire_effect_after_the_inspire_draw():
    # Hammurabi's inspire: "Meld a card from your hand." The Inspire action then draws a
    # card of the top red card's value; the fade comes at the end of the whole action.
    game = make(
        [
            {"name": "Alice", "board": {"red": ["Hammurabi"]}, "hand": ["Huang Di"]},
            {"name": "Bob"},
        ],
        ["figures"],
        supply={"base": {"1": ["Pottery"]}},
    )
    act(game, "inspire red")
    assert _pending(game) == ("choose_card", "Alice", ["Hammurabi", "Huang Di"])
    assert player(game, "Alice")["hand"] == ["Pottery"]
    act(game, "Hammurabi")
    assert board(game, "Alice") == {"blue": (["Huang Di"], "none")}
    assert player(game, "Alice")["score"] == ["Hammurabi"]


def test_fade_avicenna_owner_does_nothing_while_the_next_player_fades():
    # Avicenna: "If you are required to fade a figure, instead do nothing." Alice keeps her
    # three top figures; Bob fades down to one.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"yellow": ["Avicenna"], "purple": ["Sinuhe"], "green": ["Ptolemy"]},
            },
            {"name": "Bob", "board": {"blue": ["Huang Di"], "red": ["Hammurabi"]}},
        ],
        ["figures"],
        supply={"base": {"3": ["Optics"]}},
    )
    act(game, "draw")
    assert _pending(game) == ("choose_card", "Bob", ["Hammurabi", "Huang Di"])
    act(game, "Huang Di")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert player(game, "Alice")["score"] == []
    assert len(board(game, "Alice")) == 3


def test_wealth_top_citys_top_middle_bonus_counts():
    # Before: Crossbow 1, green 2, Soap 1, Puppet 1 and Chaturanga (splayed up) 1: 6.
    # San Francisco melded on purple shows both its bonuses (bottom middle and top
    # middle) and Puppet, now covered, its bottom-row bonus: 8.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Tools"],
                    "red": ["Crossbow"],
                    "green": {"cards": ["Homing Pigeons", "Steamboat"], "splay": "right"},
                    "yellow": ["Soap"],
                    "purple": {"cards": ["Puppet", "Chaturanga"], "splay": "up"},
                },
                "hand": ["San Francisco"],
            },
            {"name": "Bob"},
        ],
        ["echoes", "cities"],
        special=["Wealth"],
    )
    act(game, "meld San Francisco")
    assert _ach(game, "Alice") == ["Wealth"]
    assert board(game, "Alice")["purple"] == (["San Francisco", "Puppet", "Chaturanga"], "up")


def test_fade_scores_on_another_turn_do_not_carry_into_the_faders_turn():
    # Bob's fade on Alice's turn counts for that turn; his own turn starts from none.
    game = make(
        [
            {"name": "Alice", "board": {"blue": ["Rosetta Stone"]}},
            {"name": "Bob", "board": {"green": ["Fu Xi"]}, "scored": 4},
        ],
        ["artifacts", "figures"],
        supply={"figures": {"2": ["Ximen Bao", "Plato"]}, "base": {"2": ["Calendar"]}},
        special=["Monument"],
    )
    act(game, "dogma Rosetta Stone", "figures", "Ximen Bao", "Plato")
    assert player(game, "Bob")["scored"] == 5
    act(game, "draw")
    assert game.pending.player == "Bob"
    assert player(game, "Bob")["scored"] == 0
    assert _ach(game, "Bob") == []


def test_fade_uncovering_a_fountain_wins_by_achievements():
    # Three expansions, two players: 6 + 3 = 9 achievements to win. Alice holds 8. Fading
    # Sinuhe uncovers Moscow: its fountain is visible and counts as an achievement, the 9th.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Sinuhe", "Moscow"], "green": ["Ptolemy"]},
                "achievements": [
                    "Monument",
                    "Empire",
                    "World",
                    "Wonder",
                    "Universe",
                    "Legend",
                    "Repute",
                    "Fame",
                ],
            },
            {"name": "Bob"},
        ],
        ["cities", "figures", "artifacts"],
        supply={"base": {"2": ["Calendar"]}},
    )
    act(game, "draw")
    assert game.result is None
    act(game, "Sinuhe")
    res = game.to_position()["result"]
    assert res["winners"] == ["Alice"] and res["reason"] == "achievements", res
    assert board(game, "Alice")["purple"] == (["Moscow"], "none")


def test_fade_covered_fountain_stays_covered_no_win():
    game = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Sinuhe", "Moscow"], "green": ["Ptolemy"]},
                "achievements": [
                    "Monument",
                    "Empire",
                    "World",
                    "Wonder",
                    "Universe",
                    "Legend",
                    "Repute",
                    "Fame",
                ],
            },
            {"name": "Bob"},
        ],
        ["cities", "figures", "artifacts"],
        supply={"base": {"2": ["Calendar"]}},
    )
    act(game, "draw", "Ptolemy")
    assert game.result is None
    assert game.pending.kind == "action" and game.pending.player == "Alice"


def test_fade_not_after_returning_the_displayed_artifact_only_after_the_first_action():
    # Returning the displayed card at the start of the turn is no action: no fade then.
    # The two top figures fade at the end of the first action.
    game = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Sinuhe"], "green": ["Ptolemy"]},
                "display": ["Lurgan Canoe"],
            },
            {"name": "Bob"},
        ],
        ["artifacts", "figures"],
        supply={"base": {"2": ["Calendar"]}},
        phase="start",
    )
    act(game, "return")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert player(game, "Alice")["display"] == []
    assert player(game, "Alice")["score"] == []
    act(game, "draw")
    assert _pending(game) == ("choose_card", "Alice", ["Ptolemy", "Sinuhe"])


def _clocks_and_display(**rest):
    return make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Quantum Theory"],
                    "red": ["Fission"],
                    "green": ["Satellites"],
                    "purple": ["Railroad"],
                },
                "hand": ["Suburbia"],
                "display": ["Singer Model 27"],
            },
            {"name": "Bob"},
        ],
        ["artifacts"],
        special=["World", "Universe"],
        **rest,
    )


def test_world_displayed_artifact_melded_by_a_meld_action_now_counts():
    # 11 clocks on the board; the Meld action melds the displayed Singer Model 27 (two
    # clocks) as if from the hand: 13, World.
    game = _clocks_and_display()
    act(game, "meld Singer Model 27")
    assert _ach(game, "Alice") == ["World"]
    assert board(game, "Alice")["yellow"] == (["Singer Model 27"], "none")
    assert player(game, "Alice")["display"] == []


def test_world_displayed_artifact_is_not_on_the_board():
    # Melding Suburbia changes the board: 11 clocks, the display's two not counted.
    game = _clocks_and_display()
    act(game, "meld Suburbia")
    assert _ach(game, "Alice") == []
    assert player(game, "Alice")["display"] == ["Singer Model 27"]


def test_universe_displayed_artifact_is_not_a_top_card():
    # Four top cards of value 8 or more after the meld, and DeLorean DMC-12 (10) on
    # display: not five top cards.
    game = make(
        [
            {
                "name": "Alice",
                "board": {
                    "blue": ["Quantum Theory"],
                    "red": ["Fission"],
                    "green": ["Satellites"],
                },
                "hand": ["Suburbia"],
                "display": ["DeLorean DMC-12"],
            },
            {"name": "Bob"},
        ],
        ["artifacts"],
        special=["Universe"],
    )
    act(game, "meld Suburbia")
    assert _ach(game, "Alice") == []
    assert len(board(game, "Alice")) == 4


def test_legend_claimed_by_a_compelled_player_melding_a_city_on_anothers_turn():
    # Twister: "I compel you to reveal your score pile! For each color, meld a card of
    # that color from your score pile!" Bob (as many factories: compelled) melds Cordoba
    # (left arrow) onto his blue stack already splayed left: Bob claims Legend.
    game = make(
        [
            {"name": "Alice", "board": {"purple": ["Twister"]}},
            {
                "name": "Bob",
                "board": {
                    "red": ["Explosives"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                },
                "score": ["Cordoba"],
            },
        ],
        ["artifacts", "cities"],
        special=["Legend"],
    )
    act(game, "dogma Twister")
    assert _ach(game, "Bob") == ["Legend"]
    assert _ach(game, "Alice") == []
    assert board(game, "Bob")["blue"] == (["Cordoba", "Writing", "Tools"], "left")
    assert player(game, "Bob")["score"] == []
