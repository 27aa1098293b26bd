"""Undo: a player takes back their own answers until new information comes out.

"A player may take back their own answers since the last time they learned
something they did not know (looked at a drawn card, saw a hidden card revealed
or moved, a random outcome), as long as no other player has answered since."
With the option ``face_down_draws`` a drawn card stays face down to its owner
until they look at it (``game.look``) or must use it.
"""

from __future__ import annotations

import gc
import random

import pytest
from helpers import act, board, expect, figures, hand, setup, splay, supply, view_text

import inno
from inno.agents.random import random_answer
from inno.engine.game import CHECKPOINT_EVERY


def same(a: inno.Game, b: inno.Game) -> None:
    assert a.to_position() == b.to_position()
    assert a.log == b.log
    assert (a.pending and a.pending.to_dict()) == (b.pending and b.pending.to_dict())
    assert a.history == b.history


def test_a_misclicked_meld_is_taken_back():
    game = setup({"Alice": {"hand": ["Oars", "Tools"]}, "Bob": {}})
    before = game.clone()
    act(game, "meld Oars")
    assert board(game, "Alice", "red") == ["Oars"]
    assert game.can_undo("Alice")
    game.undo("Alice")
    same(game, before)
    assert hand(game, "Alice") == ["Oars", "Tools"]
    act(game, "meld Tools")  # and the game goes on from there
    assert board(game, "Alice", "blue") == ["Tools"]


def test_a_dogma_that_showed_nothing_new_is_taken_back_one_answer_at_a_time():
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Code of Laws"], "blue": ["Writing"]},
                "hand": ["Tools"],
            },
            "Bob": {},
        }
    )
    before = game.clone()
    act(game, "dogma Code of Laws", "Tools")  # tuck Tools (shown to all: Alice's own card)
    middle = game.clone()
    act(game, "yes")  # splay blue left
    assert game.to_position()["players"][0]["board"]["blue"]["splay"] == "left"
    game.undo("Alice")
    same(game, middle)
    expect(game, "Alice", "yes_no")
    game.undo("Alice")
    game.undo("Alice")
    same(game, before)


def test_no_undo_past_a_card_drawn_and_seen():
    game = setup({"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {}}, supply={"1": ["Oars"]})
    act(game, "draw")
    assert not game.can_undo("Alice")
    with pytest.raises(inno.InnoError, match="Alice cannot undo: new information came out since"):
        game.undo("Alice")
    assert hand(game, "Alice") == ["Oars"]


def test_no_undo_after_another_player_answered():
    game = setup({"Alice": {"hand": ["Oars"]}, "Bob": {"hand": ["Tools"]}}, actions=1)
    act(game, "meld Oars")
    expect(game, "Bob", "action")
    assert game.can_undo("Alice")  # Bob has not answered yet
    act(game, "meld Tools")
    assert game.undo_refusal("Alice") == "the last answer is Bob's, not yours"
    assert game.can_undo("Bob")
    with pytest.raises(inno.InnoError, match="Bob's, not yours"):
        game.undo("Alice")


def test_no_undo_past_a_random_outcome():
    # Rocketry picks a card of a back among identical ones at random.
    game = setup(
        {
            "Alice": {"board": {"blue": ["Rocketry"], "green": ["Sailing"]}},
            "Bob": {"score": ["Tools", "Writing"]},
        }
    )
    act(game, "dogma Rocketry")
    while game.pending.player == "Alice" and game.pending.kind != "action":
        act(game, game.pending.options[0])
    assert not game.can_undo("Alice")
    assert "random" in game.undo_refusal("Alice")


def test_no_undo_once_the_game_is_over():
    game = setup(
        {"Alice": {"board": {"purple": ["The Internet"]}, "score": ["Tools"]}, "Bob": {}},
        removed=[
            c
            for c in (
                "Software",
                "Stem Cells",
                "Bioengineering",
                "Globalization",
                "A.I.",
                "Robotics",
                "Miniaturization",
                "Databases",
                "Self Service",
            )
        ],
    )
    act(game, "draw")
    assert game.result is not None
    assert game.undo_refusal("Alice") == "the game is over"


# -- face-down draws -----------------------------------------------------------------------


def face_down(players, **rest):
    return setup(players, options={"face_down_draws": True}, **rest)


def test_a_face_down_draw_can_be_undone_until_its_owner_looks():
    game = face_down({"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {}}, supply={"1": ["Oars"]})
    before = game.clone()
    act(game, "draw")
    me = game.view("Alice")["players"][0]
    assert me["hand"] == [] and me["face_down"] == [{"age": 1, "set": "base"}]
    assert "Oars" not in view_text(game, "Alice")
    assert game.can_undo("Alice")
    game.undo("Alice")
    same(game, before)
    assert supply(game, 1)[0] == "Oars"
    # Drawn again, and looked at: no more undo.
    act(game, "draw")
    assert game.look("Alice") == ["Oars"]
    assert game.view("Alice")["players"][0]["hand"] == ["Oars"]
    assert game.undo_refusal("Alice") == "Alice looked at their face-down cards since"


def test_a_face_down_card_is_offered_by_its_back_until_looked_at():
    game = face_down({"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {}}, supply={"1": ["Oars"]})
    act(game, "draw")
    assert "meld face-down 1" in game.pending.options
    assert "meld Oars" not in game.pending.options
    act(game, "meld face-down 1")  # melding it shows it to everybody, its owner too
    assert board(game, "Alice", "red") == ["Oars"]
    assert not game.can_undo("Alice")


def test_a_decision_that_needs_a_face_down_card_shows_it_to_its_owner():
    game = face_down(
        {"Alice": {"board": {"blue": ["Pottery"]}, "hand": ["Tools"]}, "Bob": {}},
        supply={"1": ["Oars"]},
    )
    act(game, "draw")  # Oars, face down
    act(game, "dogma Pottery")  # "you may return up to three cards": Oars is an option
    d = expect(game, "Alice", "choose_cards")
    assert "Oars" in d.options
    assert game.view("Alice")["players"][0]["face_down"] == []


def test_looks_are_kept_in_saves_and_replays():
    game = face_down({"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {}}, supply={"1": ["Oars"]})
    act(game, "draw")
    game.look("Alice")
    assert game.history[-1] == {"look": "Alice"}
    again = inno.Game.from_json(game.to_json())
    same(again, game)
    assert not again.can_undo("Alice")
    assert again.view("Alice")["players"][0]["hand"] == ["Oars"]


# -- undo keeps the game a game -------------------------------------------------------------


def test_undo_and_the_same_answer_again_give_the_same_game():
    rng = random.Random(11)
    checked = 0
    for seed in range(12):
        game = inno.Game(["Ann", "Ben", "Cy"], seed=seed, options={"face_down_draws": True})
        while game.pending is not None and checked < 400:
            player = game.pending.player
            answer = random_answer(game.pending, rng)
            game.answer(answer)
            if game.can_undo(player):
                after = game.to_json()
                undone = game.clone()
                undone.undo(player)
                undone.audit()
                undone.answer(answer)
                assert undone.to_json() == after
                checked += 1
            if rng.random() < 0.3:
                game.look(game.pending.player if game.pending else player)
    assert checked > 100


def test_undo_after_a_reload():
    game = setup({"Alice": {"hand": ["Oars", "Tools"]}, "Bob": {}})
    act(game, "meld Oars", "meld Tools")
    reloaded = inno.Game.from_json(game.to_json())
    reloaded.undo("Alice")
    reloaded.undo("Alice")
    assert hand(reloaded, "Alice") == ["Oars", "Tools"]
    assert reloaded.log == []
    expect(reloaded, "Alice", "action")


@pytest.mark.parametrize("reload", [False, True])
def test_a_whole_turn_is_taken_back_answer_by_answer(reload):
    # Checkpoints are taken only every few answers: going back replays from the
    # last one, and every step back must give exactly the game as it was.
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Code of Laws"], "blue": ["Writing"], "red": ["Archery"]},
                "hand": ["Tools", "Oars"],
            },
            "Bob": {},
        }
    )
    answers = ["dogma Code of Laws", "Tools", "yes", "dogma Code of Laws", "Oars", "yes"]
    assert len(answers) > CHECKPOINT_EVERY
    snapshots = []
    for answer in answers:
        snapshots.append(game.clone())
        act(game, answer)
    assert game.pending.player == "Bob"
    assert [splay(game, "Alice", c) for c in ("blue", "red")] == ["left", "left"]
    if reload:
        game = inno.Game.from_json(game.to_json())
    while snapshots:
        game.undo("Alice")
        same(game, snapshots.pop())
    assert not game.can_undo("Alice")


# -- confirming the end of a turn -------------------------------------------------------------


def confirming(confirm) -> inno.Game:
    return setup(
        {"Alice": {"hand": ["Archery", "Tools"]}, "Bob": {"board": {"green": ["Sailing"]}}},
        actions=1,
        options={"confirm_turn_end": confirm},
    )


def test_the_last_action_of_a_turn_can_be_undone_until_the_turn_end_is_confirmed():
    game = confirming(["Alice"])
    act(game, "meld Archery")
    expect(game, "Alice", "choose_option", ["end turn"])
    assert game.to_position()["turn"]["player"] == "Bob"  # the turn is over...
    assert game.to_position()["phase"] == "start"  # ... and Bob's has not begun
    game.undo("Alice")
    expect(game, "Alice", "action")
    assert hand(game, "Alice") == ["Archery", "Tools"]
    act(game, "meld Tools", "end turn")
    expect(game, "Bob", "action")
    assert board(game, "Alice", "blue") == ["Tools"]
    act(game, "draw")  # once Bob answered, Alice's turn is his history
    assert not game.can_undo("Alice")


def test_only_the_players_named_confirm_the_end_of_their_turn():
    game = confirming(["Bob"])
    act(game, "meld Archery")
    expect(game, "Bob", "action")  # Alice did not ask for it
    act(game, "draw")
    expect(game, "Bob", "action")  # Bob's second action
    act(game, "draw")
    expect(game, "Bob", "choose_option", ["end turn"])


def test_confirm_turn_end_names_players_of_the_game():
    with pytest.raises(inno.InnoError, match="names a player not in the game"):
        confirming(["Carol"])
    assert confirming(True).options["confirm_turn_end"] is True


def test_an_undo_inside_a_karma_leaves_the_karmas_acting():
    # Leonardo Da Vinci: "If you would meld a yellow card, first meld every non-yellow,
    # non-purple card in your hand" (asking the order of the two red cards).  Undoing at that
    # question abandoned the driver inside the karma; collected later, it counted the karmas
    # in progress down to -1, and no karma acted again (found by the engine's fuzzing).
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Leonardo Da Vinci"]},
                "hand": ["Agriculture", "Archery", "Oars"],
            },
            "Bob": {},
        }
    )
    act(game, "meld Agriculture")
    expect(game, "Alice", "choose_card", ["Archery", "Oars"])
    game.undo("Alice")
    gc.collect()
    act(game, "meld Agriculture")
    expect(game, "Alice", "choose_card", ["Archery", "Oars"])
    act(game, "Oars")
    assert board(game, "Alice", "red") == ["Archery", "Oars"]
    assert inno.Game.from_json(game.to_json()).to_position() == game.to_position()


def test_a_random_game_with_an_undo_inside_a_karma_saves_and_loads():
    game = inno.Game(players=2, seed=9, expansions=["cities", "figures"])
    rng = random.Random(9)
    for n in range(1, 125):
        answer = random_answer(game.pending, rng)
        game.answer(answer)
        if n == 123:  # at Leonardo Da Vinci's question
            game.undo(game.player_index(game.pending.player))
            game.answer(answer)
    assert inno.Game.from_json(game.to_json()).to_position() == game.to_position()


def test_no_undo_once_an_effect_read_a_hand_with_a_face_down_card():
    # Alice draws Sailing face down (a Draw action: undoable until she looks), then
    # Masonry looks for cards with a castle in her hand: "nothing to meld" would tell her
    # Sailing has none, so the effect shows her the card first, and undo stops there.
    game = setup(
        {"Alice": {"board": {"yellow": ["Masonry"]}}, "Bob": {}},
        supply={"1": ["Sailing"]},
        options={"face_down_draws": True},
    )
    act(game, "draw")
    assert game.can_undo("Alice")
    act(game, "dogma Masonry")
    assert game.view("Alice")["players"][0]["face_down"] == []
    assert not game.can_undo("Alice")


def test_no_undo_once_an_effect_drew_a_card_it_reads():
    # Shigeru Miyamoto: "Draw a {10}. If it does not have a {clock}, score it."  Databases
    # has a clock: it stays in the hand, which shows that it has one; a card an effect
    # draws is seen by its drawer at once, so the Dogma action cannot be taken back.
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Shigeru Miyamoto"], "blue": ["Software"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        supply={"10": ["Databases"]},
        options={"face_down_draws": True},
    )
    act(game, "dogma Shigeru Miyamoto")
    assert "Databases" in hand(game, "Alice")
    assert game.view("Alice")["players"][0]["face_down"] == []
    assert not game.can_undo("Alice")


# -- undo does not depend on the path taken ---------------------------------------------


def undo_chain(game: inno.Game) -> list[inno.Game]:
    """The games reached by taking back the last answer while its player may."""
    chain = []
    game = game.clone()
    while True:
        players = [p for p in game.names if game.can_undo(p)]
        if not players:
            return chain
        (player,) = players  # (the last answer is one player's)
        game.undo(player)
        chain.append(game.clone())


def test_answers_taken_back_by_the_next_player_leave_the_same_undo_as_a_reload():
    # Alice answers, Bob answers and takes it back, twice: Alice may still take back
    # every answer of her turn, as in the same game reloaded (the checkpoints dropped
    # when Bob answered are rebuilt when his undo crosses back over the change).
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Code of Laws"], "blue": ["Writing"], "red": ["Archery"]},
                "hand": ["Tools", "Oars"],
            },
            "Bob": {"hand": ["Sailing"]},
        }
    )
    answers = ["dogma Code of Laws", "Tools", "yes", "dogma Code of Laws", "Oars", "yes"]
    assert len(answers) > CHECKPOINT_EVERY
    act(game, *answers)
    for _ in range(2):
        act(game, "meld Sailing")
        game.undo("Bob")
    reloaded = inno.Game.from_json(game.to_json())
    for g in (game, reloaded):
        for _ in answers:
            g.undo("Alice")
        assert sorted(hand(g, "Alice")) == ["Oars", "Tools"]
        expect(g, "Alice", "action")
    same(game, reloaded)


@pytest.mark.parametrize("players", [2, 3])
def test_after_any_undo_the_undos_left_are_a_reloads(players):
    rng = random.Random(players)
    checked = 0
    for seed in range(6):
        game = inno.Game(players, seed=seed, options={"face_down_draws": True})
        while game.pending is not None and len(game.history) < 150:
            player = game.pending.player
            game.answer(random_answer(game.pending, rng))
            if rng.random() < 0.3 and game.can_undo(player):
                game.undo(player)
                if rng.random() < 0.5:
                    continue  # (and answer again, maybe differently)
                live = undo_chain(game)
                loaded = undo_chain(inno.Game.from_json(game.to_json()))
                assert len(live) == len(loaded)
                for a, b in zip(live, loaded, strict=True):
                    same(a, b)
                checked += len(live)
    assert checked > 50


def test_no_undo_once_a_demand_found_nothing_in_a_hand():
    # Feudalism: "I demand you transfer a card with a {castle} from your hand to my hand!"
    # Bob has cards but none with a castle: Alice learned that much of his hand.
    game = setup(
        {"Alice": {"board": {"purple": ["Feudalism"]}}, "Bob": {"hand": ["Writing"]}},
    )
    act(game, "dogma Feudalism")
    expect(game, "Alice", "action")
    assert hand(game, "Bob") == ["Writing"]
    assert "a search of Bob's hand" in game.undo_refusal("Alice")


def test_a_demand_on_an_empty_hand_can_be_undone():
    # (an empty hand shows, by its size: the demand told Alice nothing)
    game = setup({"Alice": {"board": {"purple": ["Feudalism"]}}, "Bob": {}})
    act(game, "dogma Feudalism")
    expect(game, "Alice", "action")
    assert game.can_undo("Alice")
