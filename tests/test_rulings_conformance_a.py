"""Conformance of the engine to docs/rulings.md, lines 1-288 (a helper's audit).

"Where inno knowingly differs", "The decision protocol", "Setup and turns", "Dogma",
"Cards", "Undo", "Information", "The expansion core" and "Echoes of the Past": one
scenario test for each ruling that no other test pinned down; each quotes its ruling.
"""

from __future__ import annotations

from helpers import (
    achievements,
    act,
    artifacts,
    available,
    board,
    cards_of,
    cities,
    echoes,
    expect,
    forecast,
    hand,
    score_pile,
    setup,
    splay,
    supply,
    table,
    texts,
    top_cards,
    view_text,
)

import inno

# -- Where inno knowingly differs ---------------------------------------------------------


def test_gujin_tushu_jinsheng_executes_no_echo_effect_of_the_chosen_card():
    # "Execute the effects of X as if they were on this card" (Gujin Tushu Jinsheng, ...):
    # "does X's echo effect run? | no: X's dogma effects only".  Chopsticks' echo effect
    # ("Draw a {1}.") is not executed; its dogma effect (you may transfer the bottom 1) is.
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Gujin Tushu Jinsheng"]}},
            "Bob": {"board": {"yellow": ["Chopsticks"]}},
        },
        expansions=["echoes", "artifacts"],
        supply={"base": {"1": ["Sailing", "Oars"]}, "echoes": {"1": ["Dice"]}},
    )
    act(game, "dogma Gujin Tushu Jinsheng")
    expect(game, "Alice", "yes_no")
    act(game, "no")
    assert hand(game, "Alice") == []
    assert hand(game, "Bob") == []
    assert supply(game, 1)[:2] == ["Sailing", "Oars"]
    assert not any("echo effect" in t for t in texts(game))


def test_a_top_city_is_never_offered_for_a_dogma_action():
    # "A Dogma action on a top city | never offered": a city has no featured icon.
    game = cities(
        {"Alice": {"board": {"blue": ["Troy"], "red": ["Archery"]}}, "Bob": {}},
        achievements=[],
    )
    options = [str(o) for o in expect(game, "Alice", "action").options]
    assert "dogma Archery" in options
    assert not any(o.startswith("dogma Troy") for o in options)


def test_ptolemy_cannot_activate_another_players_stephen_hawking():
    # "Two "each" karmas (Ptolemy executing another player's Stephen Hawking; ...) | never
    # build on each other: a query asked inside a karma sees the printed answers".  Stephen
    # Hawking has no printed dogma or echo effect: Ptolemy's karma does not make Bob's
    # Hawking (whose hex is an echo effect only by Hawking's own karma) activatable.
    game = setup(
        {
            "Alice": {"board": {"green": ["Ptolemy"]}},
            "Bob": {"board": {"blue": ["Stephen Hawking"]}},
        },
        expansions=["figures"],
        achievements=[],
    )
    options = [str(o) for o in expect(game, "Alice", "action").options]
    assert not any(o.startswith("dogma") for o in options)


# -- The decision protocol ------------------------------------------------------------------


def test_cards_the_player_cannot_see_keep_their_order():
    # "Cards the player cannot see (other players' score piles, Mass Media) keep their
    # order."  The 1s of Bob's score pile are returned without a question, in their order.
    game = setup(
        {
            "Alice": {"board": {"green": ["Mass Media"]}, "hand": ["Calendar"]},
            "Bob": {"score": ["Writing", "Oars", "Tools"]},
        },
    )
    act(game, "dogma Mass Media", "Calendar")
    expect(game, "Alice", "choose_value")
    act(game, 1)
    expect(game, "Alice", "action")  # no "which first" question (and no purple to splay)
    assert score_pile(game, "Bob") == []
    assert supply(game, 1)[-3:] == ["Writing", "Oars", "Tools"]


def test_several_cards_tucked_onto_one_stack_are_ordered_by_the_player():
    # "The same holds for several cards melded or tucked onto one stack. ... the player is
    # asked "choose which card to <verb> first", one card at a time, only among cards going
    # to the same supply pile or stack."  Toothbrush's echo effect tucks all the 1s: the two
    # red ones are ordered, Tools (blue) is not among the options.
    game = echoes(
        {
            "Alice": {"board": {"yellow": ["Toothbrush"]}, "hand": ["Archery", "Oars", "Tools"]},
            "Bob": {},
        },
        achievements=[],
    )
    act(game, "dogma Toothbrush")
    d = expect(game, "Alice", "choose_card", ["Archery", "Oars"])
    assert "first" in d.prompt
    act(game, "Oars")
    assert board(game, "Alice", "red") == ["Oars", "Archery"]
    assert board(game, "Alice", "blue") == ["Tools"]


def test_forced_returns_to_different_piles_of_one_age_are_not_ordered():
    # "... only among cards going to the same supply pile or stack."  Railroad returns the
    # hand: Oars (base 1) and Chopsticks (Echoes 1) go to two piles: no question.
    game = echoes(
        {"Alice": {"board": {"purple": ["Railroad"]}, "hand": ["Oars", "Chopsticks"]}, "Bob": {}},
        achievements=[],
    )
    act(game, "dogma Railroad")
    expect(game, "Alice", "action")
    assert supply(game, 1)[-1] == "Oars"
    assert supply(game, 1, "echoes")[-1] == "Chopsticks"


# -- Setup and turns ------------------------------------------------------------------------


def test_teams_given_explicitly_win_together():
    # "Teams (4 players, ...): the 1st and 3rd player against the 2nd and 4th ...; or give
    # the two teams explicitly. "You win" ... make the whole team win."
    game = setup(
        {
            "Alice": {"board": {"green": ["Self Service"]}, "achievements": ["Mysticism"]},
            "Bob": {},
            "Carol": {},
            "Dave": {},
        },
        options={"teams": [["Alice", "Bob"], ["Carol", "Dave"]]},
    )
    act(game, "dogma Self Service")
    assert game.result is not None
    assert sorted(game.result.winners) == ["Alice", "Bob"]


def test_the_single_player_with_the_most_wins_for_the_whole_team():
    # ""You win" and "the single player ..." make the whole team win."  Bioengineering:
    # "If any player has fewer than three {leaf} on their board, the player with the most
    # {leaf} on their board wins": Alice (3 leaves) wins with Carol.
    game = setup(
        {
            "Alice": {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
            "Bob": {"board": {"red": ["Archery"]}},
            "Carol": {},
            "Dave": {},
        },
        options={"teams": True},
    )
    act(game, "dogma Bioengineering")
    assert game.result is not None
    assert sorted(game.result.winners) == ["Alice", "Carol"]


def test_teammates_tied_for_the_most_is_a_tie():
    # ""The single player with the most X" compares players, not teams: two teammates tied
    # for the most is a tie, and nobody is that player."  Bioengineering: Bob has fewer than
    # three leaves; Alice and her teammate Carol have three each: nobody wins.
    game = setup(
        {
            "Alice": {"board": {"blue": ["Bioengineering"], "yellow": ["Agriculture"]}},
            "Bob": {"board": {"red": ["Archery"]}},
            "Carol": {"board": {"blue": ["Pottery"]}},
            "Dave": {},
        },
        options={"teams": True},
    )
    act(game, "dogma Bioengineering")
    assert game.result is None
    expect(game, "Alice", "action")


# -- Dogma ----------------------------------------------------------------------------------


def test_a_sharer_who_only_reveals_a_card_earns_the_sharing_bonus():
    # "Change for the sharing bonus: any card moved ..., any card revealed, ...".
    # Specialization: Bob reveals Oars, but Alice has no red top card to give him: his
    # reveal alone is a change (the rulebook: "A change is one or more cards being
    # revealed, or moved"), so Alice takes the free Draw action.
    game = setup(
        {
            "Alice": {"board": {"purple": ["Specialization"]}},
            "Bob": {"board": {"red": ["Industrialization"]}, "hand": ["Oars"]},
        },
        supply={"9": ["Computers"]},
    )
    act(game, "dogma Specialization")
    expect(game, "Alice", "action")
    assert "Bob reveals Oars." in texts(game)
    assert hand(game, "Bob") == ["Oars"]
    assert hand(game, "Alice") == ["Computers"]
    assert "Alice takes a free Draw action for sharing." in texts(game)


def test_an_executed_gunpowder_runs_no_demand_and_remembers_no_transfer():
    # ""Execute each of its non-demand effects. Do not share them": the executed card's
    # demands are not executed at all; its effects run with a fresh memory (a Gunpowder
    # executed by Computers transferred nothing)."  Self Service executes Gunpowder: Bob
    # (no castle against Alice's) keeps his Archery; "If any card was transferred due to the
    # demand, draw and score a {2}" scores nothing.
    game = setup(
        {
            "Alice": {"board": {"green": ["Self Service"], "red": ["Gunpowder"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Self Service")
    assert board(game, "Bob", "red") == ["Archery"]
    assert score_pile(game, "Alice") == []
    assert supply(game, 2)[0] == "Calendar"


# -- The expansion core ---------------------------------------------------------------------


def test_a_when_meld_karma_of_a_meld_action_acts_after_the_promotion_even_covered():
    # "A "when you meld this card" karma ... after a Meld action it waits for its place
    # among the after-meld steps (5th, after promotion), and acts even if the card was
    # covered meanwhile."  Alexander the Great ("When you meld this card, score all
    # opponents' top figures of value 1 or 2") is covered by the promoted Archery.
    game = setup(
        {
            "Alice": {"hand": ["Alexander the Great"], "forecast": ["Archery"]},
            "Bob": {"board": {"purple": ["Confucius"], "blue": ["Writing"]}},
        },
        expansions=["echoes", "figures"],
        achievements=[],
    )
    act(game, "meld Alexander the Great")
    expect(game, "Alice", "choose_card", ["Archery", None])
    assert score_pile(game, "Alice") == []  # not yet: the promotion comes first
    act(game, "Archery")
    expect(game, "Alice", "yes_no")  # the free Dogma action on Archery
    act(game, "no")
    assert board(game, "Alice", "red") == ["Archery", "Alexander the Great"]
    assert score_pile(game, "Alice") == ["Confucius"]
    log = texts(game)
    assert log.index("Alice promotes Archery.") < max(
        i for i, t in enumerate(log) if "Confucius" in t
    )


def test_the_promotions_meld_digs_no_artifact():
    # "Promotion: ... The promotion's meld triggers nothing further."  The promoted Archery
    # (1) covers Construction (2): a Meld action's meld would dig a 2.
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Construction"]},
                "hand": ["Translation"],
                "forecast": ["Archery"],
            },
            "Bob": {},
        },
        expansions=["echoes", "artifacts"],
        achievements=[],
        supply={"artifacts": {"2": ["Holy Grail"]}},
    )
    act(game, "meld Translation")
    act(game, "Archery")
    expect(game, "Alice", "yes_no")  # the free Dogma action on Archery
    act(game, "no")
    assert board(game, "Alice", "red") == ["Archery", "Construction"]
    assert game.to_position()["players"][0].get("display", []) == []
    assert supply(game, 2, "artifacts")[0] == "Holy Grail"
    expect(game, "Alice", "action")


def test_a_sharer_tucking_their_own_lone_bottom_card_earns_no_sharing_bonus():
    # "Melding your own top card, tucking your own bottom card (a one-card stack, e.g.
    # Thermometer's or Wristwatch's echo): nothing moves, so nothing happens (no event, no
    # change for the sharing bonus)."  Bob shares Wristwatch: his echo effect "tucks" Coal,
    # alone in red; he has no visible bonus for the dogma effect.  Alice draws no card.
    game = echoes(
        {"Alice": {"board": {"yellow": ["Wristwatch"]}}, "Bob": {"board": {"red": ["Coal"]}}},
        achievements=[],
        supply={"base": {"10": ["Software"]}},
    )
    act(game, "dogma Wristwatch")
    expect(game, "Alice", "action")
    assert table(game)["Bob"] == {"board": {"red": ["Coal"]}}
    assert board(game, "Alice", "blue") == ["Software"]  # her bonus 10: a 10 tucked
    assert hand(game, "Alice") == []
    assert not any("free Draw" in t for t in texts(game))


# -- Echoes of the Past ---------------------------------------------------------------------


def test_a_forecast_is_not_seen_by_a_teammate():
    # "The forecast is seen by its owner only (not by teammates); others see each card's
    # back (set and value)."
    game = echoes(
        {"Alice": {"forecast": ["Bell"]}, "Bob": {}, "Carol": {}, "Dave": {}},
        options={"teams": True},
    )
    assert game.view("Alice")["players"][0]["forecast"] == ["Bell"]
    carol_sees = game.view("Carol")["players"][0]["forecast"]
    assert carol_sees == [{"age": 1, "set": "echoes"}]


def test_a_card_transferred_into_a_forecast_is_seen_by_the_two_players_only():
    # "A card transferred into another player's forecast (Katana, Liquid Fire) is seen by
    # the two players concerned."  Bob draws a 2 for Katana and transfers it to Alice's
    # forecast: Alice and Bob know it, Carol sees its back.
    game = echoes(
        {
            "Alice": {"board": {"red": ["Katana"]}},
            "Bob": {"board": {"blue": ["Tools"], "purple": ["City States"]}},
            "Carol": {"board": {"yellow": ["Masonry"]}},
        },
        achievements=[],
        supply={"base": {"2": ["Calendar"]}},
    )
    act(game, "dogma Katana")
    assert forecast(game, "Alice") == ["Calendar"]
    assert game.view("Alice")["players"][0]["forecast"] == ["Calendar"]
    assert game.view("Bob")["players"][0]["forecast"][0]["name"] == "Calendar"
    assert game.view("Carol")["players"][0]["forecast"] == [{"age": 2, "set": "base"}]
    assert "Calendar" not in str(game.view("Carol")["log"])


# -- Echoes cards ---------------------------------------------------------------------------


def test_hot_air_balloon_any_other_player_includes_a_teammate():
    # "Hot Air Balloon: "any other player" includes teammates".  Carol, Alice's teammate,
    # holds a 2 achievement: her Construction can be achieved (the echo scores a 7 first:
    # 7 points and the bonus 7 make 14, enough for a 2).
    game = echoes(
        {
            "Alice": {"board": {"green": ["Hot Air Balloon"]}},
            "Bob": {},
            "Carol": {"board": {"red": ["Construction"]}, "achievements": ["Calendar"]},
            "Dave": {},
        },
        options={"teams": True},
        achievements=[],
        supply={"base": {"7": ["Evolution", "Lighting"]}},
    )
    act(game, "dogma Hot Air Balloon")
    expect(game, "Alice", "choose_card", ["Construction", None])
    act(game, "Construction")
    assert achievements(game, "Alice") == ["Construction"]
    assert board(game, "Carol", "green") == ["Hot Air Balloon"]


def test_hot_air_balloon_declining_leads_to_otherwise():
    # "Hot Air Balloon: ... declining, or having no candidate, leads to "Otherwise"."
    game = echoes(
        {
            "Alice": {"board": {"green": ["Hot Air Balloon"]}},
            "Bob": {"board": {"red": ["Construction"]}, "achievements": ["Calendar"]},
        },
        achievements=[],
        supply={"base": {"7": ["Evolution", "Lighting"]}},
    )
    act(game, "dogma Hot Air Balloon")
    expect(game, "Alice", "choose_card", ["Construction", None])
    act(game, None)
    assert achievements(game, "Alice") == []
    assert board(game, "Alice", "purple") == ["Lighting"]  # "Otherwise, draw and meld a 7"
    assert board(game, "Bob", "red") == ["Construction"]


def test_katana_a_castle_card_uncovered_meanwhile_is_not_taken():
    # "Katana, Machine Gun, Kobukson, Morphine: the cards affected are fixed when the effect
    # starts (a card uncovered meanwhile is not taken)".  Bob's only top card with a castle
    # is Tools; Alchemy (two castles), uncovered by the transfer, stays; the draw is a 1.
    game = echoes(
        {
            "Alice": {"board": {"red": ["Katana"], "yellow": ["Masonry"]}},
            "Bob": {"board": {"blue": ["Tools", "Alchemy"]}},
        },
        achievements=[],
        supply={"base": {"1": ["Sailing"], "3": ["Optics"]}},
    )
    act(game, "dogma Katana")
    assert score_pile(game, "Alice") == ["Tools"]
    assert board(game, "Bob", "blue") == ["Alchemy"]
    assert forecast(game, "Alice") == ["Sailing"]


def test_crossword_a_bonus_of_11_draws_an_11_which_ends_the_game():
    # "Crossword, Wristwatch: each visible bonus icon counts, duplicates included; a bonus
    # of 11 draws an 11, which ends the game."  (The values differ: Alice chooses the
    # order; the 11 first ends the game before the 8 is drawn.)
    game = echoes(
        {
            "Alice": {
                "board": {"purple": ["Crossword"], "blue": ["Artificial Heart"]},
                "score": ["Coal"],
            },
            "Bob": {"score": ["Oars"]},
        },
        achievements=[],
    )
    act(game, "dogma Crossword")
    expect(game, "Alice", "choose_value", [8, 11])
    act(game, 11)
    assert game.pending is None
    assert game.result.reason == "score"
    assert game.result.winners == ["Alice"]
    assert hand(game, "Alice") == []


def test_artificial_heart_still_needs_a_top_card_of_the_value_and_counts_duplicates():
    # "Artificial Heart: the doubled score is the full score (pile and bonuses) doubled; the
    # duplicate-achievement factor and the top card requirement still apply."  Executed
    # through Gujin Tushu Jinsheng, Alice's highest top card is a 5: 20 points doubled (40)
    # would reach a 7, but no 7 is on top; a second 5 needs 50; a 3 needs 15.
    game = artifacts(
        {
            "Alice": {
                "board": {"yellow": ["Gujin Tushu Jinsheng"]},
                "score": ["Software", "A.I."],
                "achievements": ["Physics"],
            },
            "Bob": {"board": {"blue": ["Artificial Heart"]}},
        },
        expansions=["echoes", "artifacts"],
        achievements=["Evolution", "Coal", "Optics"],
    )
    act(game, "dogma Gujin Tushu Jinsheng")
    assert achievements(game, "Alice") == ["Optics", "Physics"]
    assert available(game) == ["Coal", "Evolution"]


def test_tuning_fork_the_look_is_no_change_for_the_sharing_bonus():
    # "Tuning Fork: the look is private (seen by the player only) and is not a change for
    # the sharing bonus".  Bob shares; he only looks (his hand is empty): no free draw.
    game = echoes(
        {"Alice": {"board": {"purple": ["Tuning Fork"]}}, "Bob": {"board": {"blue": ["Writing"]}}},
        achievements=[],
        supply={"base": {"1": ["Oars"], "2": ["Calendar"]}},
    )
    act(game, "dogma Tuning Fork")
    expect(game, "Bob", "choose_option")
    act(game, "base 1")
    expect(game, "Alice", "choose_option")
    act(game, "base 2")
    assert "Oars" not in str(game.view("Alice")["log"])
    assert "Calendar" not in str(game.view("Bob")["log"])
    expect(game, "Alice", "action")
    assert hand(game, "Alice") == [] and hand(game, "Bob") == []
    assert not any("free Draw" in t for t in texts(game))


def test_puzzle_cube_a_board_of_one_colour_wins():
    # "Novel, Puzzle Cube, Human Genome: conditions read literally ...: a board of one
    # colour (or none) has all its colours equally visible".
    game = echoes(
        {"Alice": {"board": {"purple": ["Puzzle Cube", "Mysticism"]}}, "Bob": {}},
        achievements=[],
    )
    act(game, "dogma Puzzle Cube", None)
    assert game.result is not None and game.result.winners == ["Alice"]


def test_puzzle_cube_an_empty_board_wins():
    # "... a board of one colour (or none) has all its colours equally visible": Alice
    # scores Puzzle Cube, her only card.
    game = echoes(
        {"Alice": {"board": {"purple": ["Puzzle Cube"]}}, "Bob": {}},
        achievements=[],
    )
    act(game, "dogma Puzzle Cube")
    expect(game, "Alice", "choose_color", ["purple", None])
    act(game, "purple")  # a one-card stack: its bottom card, without a further question
    assert score_pile(game, "Alice") == ["Puzzle Cube"]
    assert game.result is not None and game.result.winners == ["Alice"]


# -- Cards ----------------------------------------------------------------------------------


def test_astronomy_with_only_purple_top_cards_claims_universe():
    # "Astronomy / Translation: "all non-purple top cards are 6 or higher" ... read
    # literally: with no such top cards the condition holds."  The 6 drawn is yellow: kept.
    game = setup(
        {"Alice": {"board": {"purple": ["Astronomy"]}}, "Bob": {}},
        supply={"6": ["Canning"]},
    )
    act(game, "dogma Astronomy")
    assert hand(game, "Alice") == ["Canning"]
    assert top_cards(game, "Alice") == ["Astronomy"]
    assert achievements(game, "Alice") == ["Universe"]


# -- Undo -----------------------------------------------------------------------------------


def test_a_card_given_by_a_demand_does_not_stop_the_givers_undo():
    # "Showing one's own hidden card to others (melding from hand, a card given by a
    # demand) does not stop one's own undo: it is one's own loss, nobody's profit."
    game = setup(
        {"Alice": {"board": {"purple": ["Feudalism"]}}, "Bob": {"hand": ["Archery", "Oars"]}},
    )
    act(game, "dogma Feudalism")
    expect(game, "Bob", "choose_card", ["Archery", "Oars"])
    act(game, "Archery")
    assert hand(game, "Alice") == ["Archery"]
    assert game.can_undo("Bob")
    game.undo("Bob")
    expect(game, "Bob", "choose_card", ["Archery", "Oars"])
    assert hand(game, "Bob") == ["Archery", "Oars"] and hand(game, "Alice") == []


def test_a_hidden_card_shown_to_a_player_stops_their_undo():
    # "(2) nobody learned anything hidden since: ... a hidden card shown to a player who
    # did not know it".  Bob's only castle card is transferred into Alice's hand.
    game = setup(
        {"Alice": {"board": {"purple": ["Feudalism"]}}, "Bob": {"hand": ["Archery", "Writing"]}},
    )
    act(game, "dogma Feudalism")
    expect(game, "Alice", "action")
    assert hand(game, "Alice") == ["Archery"]
    assert not game.can_undo("Alice")


def test_a_private_look_stops_the_undo():
    # "... a private look (Tuning Fork)".
    game = echoes(
        {"Alice": {"board": {"purple": ["Tuning Fork"]}}, "Bob": {}},
        achievements=[],
        supply={"base": {"1": ["Oars"]}},
    )
    act(game, "dogma Tuning Fork")
    assert game.can_undo("Alice")  # nothing learned yet: the deck is still to choose
    act(game, "base 1")
    expect(game, "Alice", "action")
    assert not game.can_undo("Alice")


def test_a_revealed_cards_next_move_is_seen_by_everybody():
    # "Card tracking ...: A revealed card's next move is seen by everybody."  Metalworking
    # reveals Archery (a castle) and scores it: Bob reads its name, not "a 1".
    game = setup(
        {"Alice": {"board": {"red": ["Metalworking"]}}, "Bob": {}},
        supply={"1": ["Archery", "Sailing"]},
    )
    act(game, "dogma Metalworking")
    bob = [e["text"] for e in game.log_for("Bob")]
    assert "Alice scores Archery." in bob
    assert bob.index("Alice reveals Archery.") < bob.index("Alice scores Archery.")


def test_the_sharing_bonus_and_a_city_are_drawn_face_down():
    # "Face-down draws (option `face_down_draws` ...): a card drawn by an action or a rule
    # (the Draw action, the sharing bonus, an Inspire, a City or a Plus, a Figures draw)
    # stays face down to its owner until they look ...  A card an effect draws is seen by
    # its drawer at once".  Writing's "Draw a {2}" is seen; the free draw (a 1) is not.
    game = setup(
        {"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {"board": {"blue": ["Mathematics"]}}},
        options={"face_down_draws": True},
        supply={"1": ["Oars"], "2": ["Calendar", "Fermenting"]},
    )
    act(game, "dogma Writing")
    me = game.view("Alice")["players"][0]
    assert me["hand"] == ["Fermenting"]
    assert me["face_down"] == [{"age": 1, "set": "base"}]
    assert "Oars" not in view_text(game, "Alice")
    # A City drawn after a Meld action that adds a colour: face down, and undoable.
    game = cities(
        {"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]}, "Bob": {}},
        options={"face_down_draws": True},
        achievements=[],
    )
    act(game, "meld Oars")
    me = game.view("Alice")["players"][0]
    assert me["hand"] == [] and me["face_down"] == [{"age": 1, "set": "cities"}]
    assert game.can_undo("Alice")


# -- Information ----------------------------------------------------------------------------


def test_a_promotion_names_its_card_only_where_it_shows():
    # "A hidden card is named only where it shows. The log's line for an action names its
    # card to those who can see it where it is ..., and so does a promotion from the
    # forecast".
    game = echoes(
        {"Alice": {"hand": ["Optics"], "forecast": ["Bell", "Coal"]}, "Bob": {}},
        supply={"base": {"2": ["Calendar"]}},
    )
    act(game, "meld Optics", "Bell", "no")
    alice = [e["text"] for e in game.log_for("Alice")]
    bob = [e["text"] for e in game.log_for("Bob")]
    assert "Alice promotes Bell." in alice
    assert "Alice promotes Bell." not in bob
    promotes = [t for t in bob if t.startswith("Alice promotes")]
    assert promotes == ["Alice promotes an Echoes 1."]
    # the next line shows it melded, to everybody
    assert bob.index("Alice melds Bell from their forecast.") == bob.index(promotes[0]) + 1


# -- The expansion core ---------------------------------------------------------------------


def test_the_achievements_needed_are_8_plus_expansions_minus_players():
    # "Five or more players: the achievements needed are 8 + expansions - players, at least
    # 4 (this is also the 2-4 player table)."
    sets = ["echoes", "cities", "artifacts", "figures"]
    for players, n in [(2, 0), (3, 0), (4, 0), (2, 4), (5, 4), (6, 3), (7, 4), (8, 4)]:
        game = inno.Game(players=players, expansions=sets[:n], seed=1)
        assert game.achievements_needed == max(4, 8 + n - players), (players, n)


# -- Echoes of the Past ---------------------------------------------------------------------


def test_the_echo_effects_that_run_are_fixed_when_the_dogma_action_begins():
    # "Which echo effects run is fixed when the Dogma action begins."  Flute's echo effect
    # splays purple left: Bell's echo effect (bottom right) then shows, but does not run
    # ("You may score a card from your hand." is not asked).
    game = echoes(
        {"Alice": {"board": {"purple": ["Flute", "Bell"]}, "hand": ["Tools"]}, "Bob": {}},
        achievements=[],
        supply={"echoes": {"1": ["Chopsticks"]}},
    )
    act(game, "dogma Flute")
    expect(game, "Alice", "yes_no")  # "splay your purple cards left?"
    act(game, "yes")
    assert splay(game, "Alice", "purple") == "left"
    expect(game, "Alice", "action")
    assert score_pile(game, "Alice") == []
    assert hand(game, "Alice") == ["Chopsticks", "Tools"]
    assert not any(t.startswith("Bell echo effect") for t in texts(game))


def test_the_score_with_bonuses_decides_who_has_fewer_points():
    # "Score = the values of the score pile's cards, plus the highest visible bonus, plus 1
    # for each other visible bonus. It is the score for eligibility, for "higher score"
    # comparisons ...".  Optics: "transfer a card from your score pile to the score pile of
    # an opponent with fewer points than you": Bob's pile is empty, but Novel's bonus gives
    # him 3 points, more than Alice's 2; Carol (1 point) is the only candidate.
    game = echoes(
        {
            "Alice": {"board": {"red": ["Optics"]}, "score": ["Calendar"]},
            "Bob": {"board": {"purple": ["Novel"]}},
            "Carol": {"score": ["Oars"]},
        },
        achievements=[],
        supply={"base": {"3": ["Engineering"]}},
    )
    act(game, "dogma Optics")
    assert board(game, "Alice", "red") == ["Engineering", "Optics"]
    expect(game, "Alice", "action")
    assert score_pile(game, "Carol") == ["Calendar", "Oars"]
    assert score_pile(game, "Bob") == [] and score_pile(game, "Alice") == []


def test_the_1_deck_is_the_base_pile_of_age_1():
    # ""The {N} deck" is the base supply pile of that age".  Chopsticks: "If the {1} deck
    # has at least one card, you may transfer its bottom card to the available
    # achievements": with the base 1 pile empty (the Echoes 1 pile is not), nothing is
    # asked; the echo effect's "Draw a {1}" finds age 1 empty and draws a 2.
    game = echoes(
        {"Alice": {"board": {"yellow": ["Chopsticks"]}}, "Bob": {}},
        achievements=[],
        supply={"base": {"2": ["Calendar"]}},
        removed=cards_of(1),
    )
    assert supply(game, 1, "echoes")
    act(game, "dogma Chopsticks")
    expect(game, "Alice", "action")
    assert hand(game, "Alice") == ["Calendar"]
    assert available(game) == []


def test_the_achieve_action_offers_each_available_age_once_at_the_duplicate_price():
    # "Duplicate achievements: eligibility for a standard achievement needs 5 x age x (1 +
    # the standard achievements of that age already held) points ...; the Achieve action
    # offers each available age once".  Two 1s held: a third needs 15 points.
    def options(score):
        game = echoes(
            {
                "Alice": {
                    "board": {"blue": ["Pottery"]},
                    "achievements": ["Agriculture", "Clothing"],
                    "score": score,
                },
                "Bob": {},
            },
            achievements=["Archery", "Oars"],
        )
        return [o for o in map(str, game.pending.options) if o.startswith("achieve")]

    assert options(["Optics", "Paper", "Mathematics", "Calendar", "Navigation"]) == []  # 14
    assert options(["Optics", "Paper", "Mathematics", "Calendar", "Physics"]) == ["achieve 1"]
