"""Scenario tests from a mutation audit of the expansions' engine rule code.

``inno/engine/cities.py``, ``echoes.py``, ``artifacts.py`` and ``achievements.py``: each
test pins down a rule (quoted) that a surviving mutant of that code broke and no other
test caught.
"""

from __future__ import annotations

from helpers import (
    achievements,
    act,
    artifacts,
    board,
    cards_of,
    display,
    echoes,
    expect,
    forecast,
    hand,
    relics,
    setup,
    supply,
    texts,
)

# -- Echoes: promotion ------------------------------------------------------------------------
# "At the conclusion of a Meld action, any card in your forecast of equal or lower value to
# the card you melded is eligible to be promoted. You may choose one eligible card to
# promote (meld it). If you do, you may also take a free Dogma action targeting the
# promoted card."


def test_promote_a_card_of_equal_value():
    game = echoes(
        {"Alice": {"hand": ["Optics"], "forecast": ["Paper", "Coal"]}, "Bob": {}},
        achievements=[],
    )
    act(game, "meld Optics")  # a 3: Paper (3) is eligible, Coal (5) is not
    expect(game, "Alice", "choose_card", ["Paper", None])
    act(game, "Paper")
    assert board(game, "Alice", "green") == ["Paper"]
    assert forecast(game, "Alice") == ["Coal"]


def test_promote_a_city_no_free_dogma_action_and_no_city_icon():
    # A city has no featured icon: no Dogma action can target it. The promotion's meld is
    # no Meld action: Athens's plus draws nothing.
    game = setup(
        {
            "Alice": {"board": {"red": ["Archery"]}, "hand": ["Optics"], "forecast": ["Rome"]},
            "Bob": {},
        },
        expansions=["echoes", "cities"],
        achievements=[],
    )
    act(game, "meld Optics")
    expect(game, "Alice", "choose_card", ["Rome", None])
    act(game, "Rome")
    assert board(game, "Alice", "purple") == ["Rome"]
    expect(game, "Alice", "action")
    assert hand(game, "Alice") == []
    assert game.state.actions_left == 1


def test_the_dig_comes_before_the_promotion():
    # "Multiple events may trigger after you take a Meld action. If this happens, perform
    # them in the following order: ... 3) Dig an Artifact, and place it on display.
    # 4) Promote a foreshadowed card."
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Construction"]},
                "hand": ["Archery"],
                "forecast": ["Oars"],
            },
            "Bob": {},
        },
        expansions=["echoes", "artifacts"],
        achievements=[],
        supply={"artifacts": {"2": ["Holy Grail"]}},
    )
    act(game, "meld Archery")  # covers Construction (2): dig a 2
    expect(game, "Alice", "choose_card", ["Oars", None])
    assert display(game, "Alice") == ["Holy Grail"]
    log = texts(game)
    assert any("digs up Holy Grail" in line for line in log)
    act(game, "Oars", "no")
    assert board(game, "Alice", "red") == ["Oars", "Archery", "Construction"]


# -- Artifacts: the display at the start of the turn, relics -------------------------------------


def at_alices_turn(alice: dict, bob: dict, **rest):
    """A game where Bob ends his turn (a draw), so that Alice's turn starts."""
    game = artifacts({"Alice": alice, "Bob": bob}, turn="Bob", actions=1, **rest)
    act(game, "draw")
    return game


def test_returning_the_displayed_artifact_executes_none_of_its_effects():
    # "2) At the start of your turn, you may return the displayed card." Holmegaard Bows
    # would draw a 2 (and compel Bob) if its effects were executed.
    game = at_alices_turn(
        {"board": {"red": ["Archery"]}, "display": ["Holmegaard Bows"]},
        {"board": {"green": ["The Wheel"], "blue": ["Pottery"]}},
        supply={"base": {"1": ["Oars"], "2": ["Calendar"]}},
    )
    act(game, "return")
    assert display(game, "Alice") == []
    assert supply(game, 1, "artifacts")[-1] == "Holmegaard Bows"
    assert hand(game, "Alice") == []
    assert board(game, "Bob", "green") == ["The Wheel"]
    assert supply(game, 2)[0] == "Calendar"
    expect(game, "Alice", "action")
    assert game.state.actions_left == 2


def dig_a_4(alice_extra: dict | None = None, others: dict | None = None, **rest):
    """Alice melds Tools over Experimentation (4): she digs an artifact 4."""
    alice = {"board": {"blue": ["Experimentation"]}, "hand": ["Tools"], **(alice_extra or {})}
    rest.setdefault("supply", {"artifacts": {"4": ["Mona Lisa"]}})
    return artifacts({"Alice": alice, **(others or {"Bob": {}})}, options={"relics": True}, **rest)


def test_no_relic_question_when_the_relic_of_that_value_is_in_a_hand():
    # "You may only do this if the Relic is next to its supply pile, or in any
    # achievements pile": Complex Numbers (4) is in Bob's hand.
    game = dig_a_4(others={"Bob": {"hand": ["Complex Numbers"]}})
    act(game, "meld Tools")
    assert display(game, "Alice") == ["Mona Lisa"]
    expect(game, "Alice", "action")
    assert hand(game, "Bob") == ["Complex Numbers"]


def test_no_relic_question_when_nothing_is_dug():
    # "After you dig an artifact, you may seize a Relic of the same value as the Artifact
    # card drawn": no Artifact 4 left, no dig, no relic.
    game = dig_a_4(supply={}, removed=cards_of(4, "artifacts"))
    act(game, "meld Tools")
    assert display(game, "Alice") == []
    expect(game, "Alice", "action")
    assert "Complex Numbers" in relics(game)
    assert achievements(game, "Alice") == [] and hand(game, "Alice") == []


def test_covering_pottery_with_tools_digs():
    # "Cover up a card with a lower (or equal) card": Tools (1) covers Pottery (1).
    # (Pottery is the first card of the card data: index 0.)
    game = artifacts(
        {"Alice": {"board": {"blue": ["Pottery"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"artifacts": {"1": ["Priest-King"]}},
    )
    act(game, "meld Tools")
    assert board(game, "Alice", "blue") == ["Tools", "Pottery"]
    assert display(game, "Alice") == ["Priest-King"]


def test_a_relic_in_ones_own_achievements_is_seized_into_ones_hand():
    # "You may only do this if the Relic is next to its supply pile, or in any achievements
    # pile (even your own!) ... choose to either transfer it to your achievements, or your
    # hand."
    game = dig_a_4(alice_extra={"achievements": ["Complex Numbers"]})
    act(game, "meld Tools")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    expect(game, "Alice", "choose_option", ["hand", "achievements"])
    act(game, "hand")
    assert hand(game, "Alice") == ["Complex Numbers"]
    assert achievements(game, "Alice") == []


def test_a_relic_in_ones_own_achievements_seized_into_them_stays():
    game = dig_a_4(alice_extra={"achievements": ["Complex Numbers"]})
    act(game, "meld Tools", "yes", "achievements")
    assert achievements(game, "Alice") == ["Complex Numbers"]
    assert hand(game, "Alice") == []
    expect(game, "Alice", "action")


def test_returning_the_displayed_artifact_is_no_action_no_fade():
    # Figures: "At the end of any action (on any player's turn), if you have more than one
    # top Figure you must fade the excess."  Returning the displayed artifact at the start
    # of the turn is no action: the two top figures stay until Alice's first action ends.
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Homer"], "red": ["Hammurabi"]},
                "display": ["Priest-King"],
            },
            "Bob": {},
        },
        expansions=["artifacts", "figures"],
        achievements=[],
        phase="start",
    )
    expect(game, "Alice", "choose_option", ["dogma", "return", "keep"])
    act(game, "return")
    assert display(game, "Alice") == []
    expect(game, "Alice", "action")
    assert board(game, "Alice", "purple") == ["Homer"]
    assert board(game, "Alice", "red") == ["Hammurabi"]


# -- Cities ---------------------------------------------------------------------------------


def test_an_arrow_on_a_colour_already_splayed_that_way_draws_no_city():
    # "Immediately after splaying a color in any new direction, draw a City": Cordoba's
    # arrow left on a blue already splayed left splays nothing in a new direction.
    game = setup(
        {
            "Alice": {
                "board": {"blue": {"cards": ["Writing", "Tools"], "splay": "left"}},
                "hand": ["Cordoba"],
            },
            "Bob": {},
        },
        expansions=["cities"],
        achievements=[],
        special_achievements=[],
        supply={"cities": {"3": ["Venice"]}},
    )
    act(game, "meld Cordoba")
    assert board(game, "Alice", "blue") == ["Cordoba", "Writing", "Tools"]
    assert hand(game, "Alice") == []
    assert supply(game, 3, "cities")[0] == "Venice"


def test_karmas_act_again_after_a_search():
    # "Ignore all expansion draw rules and effects during a Search action": only during
    # it. Rhazes: "If you would draw a card, first tuck a card of the same value from your
    # hand."  After Sparta's search, Alice's Draw action (a 3) first tucks Paper.
    game = setup(
        {
            "Alice": {
                "board": {"yellow": ["Rhazes"], "red": ["Archery"]},
                "hand": ["Sparta", "Paper"],
            },
            "Bob": {},
        },
        expansions=["cities", "figures"],
        achievements=[],
        supply={"base": {"2": ["Construction", "Road Building"], "3": ["Translation"]}},
    )
    act(game, "meld Sparta")  # search castle: two base 2s, no karma
    assert (
        "Alice searches for a castle with Sparta: draws and reveals 2 base 2s, "
        "keeps those with a castle."
    ) in texts(game)
    assert hand(game, "Alice") == ["Construction", "Paper", "Road Building"]
    act(game, "draw")
    assert board(game, "Alice", "green") == ["Paper"]
    assert hand(game, "Alice") == ["Construction", "Road Building", "Translation"]


def test_endorse_is_unavailable_without_a_top_city():
    game = setup(
        {"Alice": {"board": {"red": ["Archery"]}, "hand": ["Oars"]}, "Bob": {}},
        expansions=["cities"],
    )
    why = {u["action"]: u["why"] for u in game.pending.details()["unavailable"]}
    assert why["endorse"] == "no top city on your board"
    assert "endorse Archery" not in why


def test_endorse_is_offered_once_for_a_card_two_cities_could_endorse():
    # Archery (castle) can be endorsed with Uruk or Troy: one option, then the choice of
    # the city.
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Archery"], "yellow": ["Uruk"], "blue": ["Troy"]},
                "hand": ["Oars"],
            },
            "Bob": {},
        },
        expansions=["cities"],
    )
    assert game.pending.options.count("endorse Archery") == 1
    act(game, "endorse Archery")
    expect(game, "Alice", "choose_card", ["Troy", "Uruk"])


def test_a_fountain_of_the_second_player_wins_when_the_first_has_none():
    # "Fountain: While a fountain is visible, it counts as an achievement."  7 achievements
    # win (2 players, Cities): Bob holds 6 and melds Kuala Lumpur; Alice has no city.
    game = setup(
        {
            "Alice": {"board": {"green": ["Sailing"]}},
            "Bob": {
                "board": {"red": ["Coal"]},
                "hand": ["Kuala Lumpur"],
                "achievements": ["Tools", "Writing", "Calendar", "Optics", "Paper", "Mathematics"],
            },
        },
        expansions=["cities"],
        achievements=[],
        turn="Bob",
    )
    assert game.view("Bob")["players"][1]["achievement_count"] == 6
    act(game, "meld Kuala Lumpur")
    assert game.result.winners == ["Bob"] and game.result.reason == "achievements"


def test_endorse_with_a_top_city_covering_a_card():
    # "Choose a top city on your board. It must have the featured icon": Uruk (castles)
    # is on top of Agriculture (no castle).
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Archery"], "yellow": ["Uruk", "Agriculture"]},
                "hand": ["Oars"],
            },
            "Bob": {},
        },
        expansions=["cities"],
        achievements=[],
        supply={"base": {"1": ["Tools", "Pottery"]}},
    )
    assert "endorse Archery" in game.pending.options
    act(game, "endorse Archery")
    assert "Alice endorses Archery with Uruk." in texts(game)
    assert board(game, "Alice", "red") == ["Archery", "Oars"]


# -- special achievements -------------------------------------------------------------------


def test_supremacy_needs_the_same_icon_in_four_colours():
    # "three icons or more of the same icon type visible in each of four different colors":
    # castles in three colours (thirteen in all), leaves in the fourth: not Supremacy.
    game = game_with(
        ["echoes"],
        {
            "red": {"cards": ["Metalworking", "Road Building", "Construction"], "splay": "up"},
            "green": ["The Wheel"],
            "purple": ["Mysticism"],
        },
        hand=["Agriculture"],
    )
    act(game, "meld Agriculture")
    assert "Supremacy" not in achievements(game, "Alice")
    assert "Supremacy" in game.to_position()["special_achievements"]


def game_with(expansions, alice_board, **alice):
    return setup(
        {"Alice": {"board": alice_board, **alice}, "Bob": {}},
        expansions=expansions,
        achievements=[],
    )


def test_hedy_lamarr_destiny_needs_six_not_five():
    # Hedy Lamarr: "Each special achievement is claimed with one fewer or one lower of each
    # requirement listed for you."  Destiny (seven in the forecast) needs six.
    game = game_with(
        ["echoes", "figures"],
        {"green": ["Hedy Lamarr"]},
        hand=["Oars"],
        forecast=["Coal", "Banking", "Chemistry", "Physics", "Steam Engine"],
    )
    act(game, "meld Oars")
    assert "Destiny" not in achievements(game, "Alice")


def test_hedy_lamarr_world_needs_eleven_clocks_not_ten():
    # World (twelve clocks) needs eleven: Hedy Lamarr 2, Quantum Theory 3, Fission 3,
    # Railroad 2 make ten.
    game = game_with(
        ["figures"],
        {"green": ["Hedy Lamarr"], "blue": ["Quantum Theory"], "red": ["Fission"]},
        hand=["Railroad"],
    )
    act(game, "meld Railroad")
    assert "World" not in achievements(game, "Alice")
    assert "World" in game.to_position()["special_achievements"]


def test_world_needs_twelve_clocks_not_eleven():
    # Quantum Theory 3, Fission 3, Satellites 3, Railroad 2: eleven clocks.
    game = game_with(
        [],
        {"blue": ["Quantum Theory"], "red": ["Fission"], "green": ["Satellites"]},
        hand=["Railroad"],
    )
    act(game, "meld Railroad")
    assert "World" not in achievements(game, "Alice")


def test_destiny_needs_seven_in_the_forecast_not_six():
    game = game_with(
        ["echoes"],
        {"red": ["Archery"]},
        hand=["Oars"],
        forecast=["Coal", "Banking", "Chemistry", "Physics", "Steam Engine", "Statistics"],
    )
    act(game, "meld Oars")
    assert "Destiny" not in achievements(game, "Alice")
