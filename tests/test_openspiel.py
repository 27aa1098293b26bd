"""The OpenSpiel game: random simulation tests, chance nodes, observation types, resampling,
clones, serialisation, errors."""

from __future__ import annotations

import gc
import random
import weakref

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

from open_spiel.python.observation import make_observation  # noqa: E402
from swaps import swap_hidden  # noqa: E402

import inno.research.openspiel  # noqa: E402,F401  (registers the game)
from inno.data.cards import AGE, BASE, BY_NAME, N_CARDS, SET, SETS  # noqa: E402
from inno.data.cards import NAME as CARD_NAME  # noqa: E402
from inno.research.env.actions import (  # noqa: E402
    DONE,
    N_ACTIONS,
    OFFSET,
    ConfigError,
    IllegalAction,
)
from inno.research.env.observation import SEAT_ZONES, SIZE, observe  # noqa: E402

NAME = inno.research.openspiel.SHORT_NAME


def _play(state, steps: int, rng: random.Random):
    """``state`` after up to ``steps`` random actions (chance included)."""
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def _deal(game, choose=lambda i, outcomes: outcomes[0]):
    """A state after the deal's chance nodes: ``choose(i, outcomes)`` picks the i-th."""
    state = game.new_initial_state()
    i = 0
    while state.is_chance_node():
        state.apply_action(choose(i, [a for a, _ in state.chance_outcomes()]))
        i += 1
    return state


def _first_action(players: int):
    """A base game after the deal and the first melds: at the first action decision, where
    the chance nodes for the piles' top cards come first."""
    state = _deal(pyspiel.load_game(NAME, {"players": players}))
    for _ in range(players):  # the first melds
        state.apply_action(state.legal_actions()[0])
    return state


def _drawing_unchosen(players: int, monkeypatch):
    """A state whose first player to act has just taken a Draw action that read a card no
    chance node chose (here because none chooses the piles' top cards, as for an action
    that reads a fourth card of one pile): the chance node for it; and that player."""
    monkeypatch.setattr(inno.research.openspiel._Core, "_next_top", lambda core: None)
    state = _first_action(players)
    me = state.current_player()
    state.apply_action(OFFSET["draw"])
    return state, me


def _cards(state, player: int, zone: str) -> set[str]:
    return set(state._core.game.to_position()["players"][player][zone])


@pytest.mark.parametrize(
    "params",
    [
        {"players": 2},
        {"players": 3, "expansions": "cities"},
        {"players": 4, "teams": True},
        {"players": 2, "expansions": "figures"},
        {"players": 3, "expansions": "artifacts", "relics": True},
    ],
    ids=lambda p: f"{p['players']}-{p.get('expansions') or 'base'}",
)
def test_random_sim_test(params):
    game = pyspiel.load_game(NAME, params)
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_random_sim_test_with_serialisation():
    game = pyspiel.load_game(NAME, {"players": 2, "expansions": "echoes"})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_random_sim_test_every_set_and_more_players_in_short_games():
    game = pyspiel.load_game(
        NAME,
        {
            "players": 5,
            "expansions": "echoes+cities+artifacts+figures",
            "relics": True,
            "max_game_length": 150,
        },
    )
    assert game.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_legal_actions_and_is_chance_node_answer_as_pyspiels_own_at_every_node():
    """The state answers them from Python (pyspiel's, called from Python, asks the state
    back through C++): the same answers at every kind of node, for every player asked
    about, pseudo-players' errors included."""

    def answer(method, *args):
        try:
            return method(*args)
        except pyspiel.SpielError as e:
            return str(e)

    rng = random.Random(7)
    seen = set()
    for params in ({"players": 3, "expansions": "echoes+figures"}, {"players": 2}):
        state = pyspiel.load_game(NAME, params).new_initial_state()
        while True:
            kind = state.current_player() if state.current_player() < 0 else "decision"
            seen.add(kind)
            for args in [(), *((p,) for p in (-4, -3, -2, -1, 0, 1, 2, 5))]:
                mine = answer(state.legal_actions, *args)
                assert mine == answer(pyspiel.State.legal_actions, state, *args), (kind, args)
            assert state.is_chance_node() == pyspiel.State.is_chance_node(state)
            if state.is_terminal():
                break
            state = _play(state, 1, rng)
            if rng.random() < 0.05:
                state = state.clone()
    assert seen == {pyspiel.PlayerId.CHANCE, pyspiel.PlayerId.TERMINAL, "decision"}


def test_the_game_describes_itself_and_its_string_loads_it_again():
    game = pyspiel.load_game(NAME, {"players": 3, "expansions": "echoes,cities"})
    assert game.num_players() == 3
    assert game.num_distinct_actions() == N_ACTIONS
    assert game.max_chance_outcomes() == N_CARDS
    assert game.observation_tensor_shape() == [SIZE]
    assert game.information_state_tensor_shape() == [SIZE]
    assert game.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    again = pyspiel.load_game(str(game))
    assert str(again) == str(game) and again.config == game.config
    assert game.get_parameters()["expansions"] == "echoes+cities"
    state = _play(game.new_initial_state(), 40, random.Random(2))
    game2, state2 = pyspiel.deserialize_game_and_state(
        pyspiel.serialize_game_and_state(game, state)
    )
    assert str(game2) == str(game) and str(state2) == str(state)
    assert pyspiel.load_game(NAME, {"players": 2}).get_type().utility == (
        pyspiel.GameType.Utility.ZERO_SUM
    )


def test_the_deal_is_a_chance_node_per_card_after_the_random_numbers():
    game = pyspiel.load_game(NAME, {"players": 2, "expansions": "echoes"})
    state = game.new_initial_state()
    for _ in range(8):  # the engine's random-number state, a byte at a time
        assert state.chance_outcomes() == [(b, 1 / 256) for b in range(256)]
        state.apply_action(7)
    # Then one card for each standard achievement (ages 1-9), and each player's two cards.
    chosen = []
    for expected in [*(("base", age) for age in range(1, 10)), *[("base", 1), ("echoes", 1)] * 2]:
        outcomes = [a for a, _ in state.chance_outcomes()]
        assert {(SETS[SET[c]], AGE[c]) for c in outcomes} == {expected}
        assert not set(outcomes) & set(chosen)  # a card chosen is no longer an outcome
        pick = outcomes[len(outcomes) // 2]
        state.apply_action(pick)
        chosen.append(pick)
    assert not state.is_chance_node() and state.current_player() == 0
    position = state._core.game.to_position()
    assert position["achievements"] == [CARD_NAME[c] for c in chosen[:9]]
    assert position["players"][0]["hand"] == [CARD_NAME[c] for c in chosen[9:11]]
    assert position["players"][1]["hand"] == [CARD_NAME[c] for c in chosen[11:13]]


def test_the_deal_shows_its_chosen_cards_whenever_asked():
    """The deal's outcomes are played on the game when it ends, or when the position is
    asked before: the same game either way, and what is asked shows the cards chosen."""
    game = pyspiel.load_game(NAME, {"players": 3, "expansions": "echoes"})
    rng = random.Random(2)
    quiet = _deal(game, lambda i, outcomes: rng.choice(outcomes))
    picks = quiet.history()[8:]  # (after the random-number bytes)
    asked = game.new_initial_state()
    for byte in quiet.history()[:8]:
        asked.apply_action(byte)
    private = make_observation(game)
    clone = None
    for i, card in enumerate(picks[:-1]):
        asked.apply_action(card)
        # (still the deal: what the players would see now)
        chosen = [CARD_NAME[c] for c in picks[: i + 1]]
        achievements = asked._core.game.to_position()["achievements"]
        assert achievements[: min(i + 1, 9)] == chosen[:9]
        private.set_from(asked, i % 3)
        assert np.array_equal(private.tensor, observe(asked._core.game, i % 3, []))
        if i == 10:
            clone = asked.clone()
    assert clone is not None
    for other in (asked, clone):
        for card in picks[len(other.history()) - 8 :]:
            other.apply_action(card)
        assert str(other) == str(quiet) and other.history() == quiet.history()
        assert other._core.game.to_position() == quiet._core.game.to_position()
        assert other.observation_tensor(0) == quiet.observation_tensor(0)


def test_at_an_action_decision_the_top_three_cards_of_each_pile_are_chance_nodes():
    """Among the cards of the pile nothing has read, from the top down; the Draw action
    then takes the card chosen for the top, with no chance node after it."""
    state = _first_action(2)
    piles = state._core.game.state.piles
    # 15 base 1s (one achievement, four dealt: 10 left), 10 of each other age (one
    # achievement from 2 to 9).
    assert [len(piles[BASE][age]) for age in range(1, 11)] == [10] + [9] * 8 + [10]
    chosen: dict[int, list[int]] = {}
    rng = random.Random(2)
    while state.is_chance_node():
        core = state._core
        assert core.topping and core.waiting is None
        age = AGE[core.target]
        pile = core.game.state.piles[BASE][age]
        above = chosen.setdefault(age, [])
        assert core.target == pile[-1 - len(above)]  # the next card down
        outcomes = [a for a, _ in state.chance_outcomes()]
        assert sorted(outcomes) == sorted(set(pile) - set(above))
        card = rng.choice(outcomes)
        state.apply_action(card)
        above.append(card)
    piles = state._core.game.state.piles
    assert {age: piles[BASE][age][:-4:-1] for age in range(1, 11)} == chosen
    # Cards traded places: the live game's checkpoint is here, and no undo goes back to
    # a checkpoint with the cards where they were.
    timeline = state._core.live.timeline
    assert timeline.since == [] and timeline.undo == []
    me = state.current_player()
    hand = _cards(state, me, "hand")
    state.apply_action(OFFSET["draw"])
    assert _cards(state, me, "hand") == hand | {CARD_NAME[chosen[1][0]]}
    # The next action decision: a chance node for the card now third from the top.
    assert state.is_chance_node() and state._core.topping
    assert state._core.target == state._core.game.state.piles[BASE][1][-3]


def test_a_draw_of_a_card_no_chance_node_chose_is_a_chance_node_after_it(monkeypatch):
    state, me = _drawing_unchosen(2, monkeypatch)
    hand = _cards(state, me, "hand")  # (a chance node shows the position before the action)
    # 15 base 1s: one achievement, four dealt, none read since.
    assert state.is_chance_node()
    outcomes = [a for a, _ in state.chance_outcomes()]
    assert len(outcomes) == 10 and all(SET[c] == BASE and AGE[c] == 1 for c in outcomes)
    assert set(outcomes) == set(state._core.game.state.piles[BASE][1])
    # Any of them can come: nothing before the chance node fixes the card drawn.
    for card in outcomes:
        other = state.clone()
        other.apply_action(card)
        assert _cards(other, me, "hand") == hand | {CARD_NAME[card]}
        assert not other.is_chance_node()
    assert state.history()[-1] == OFFSET["draw"]  # the action waits for chance


@pytest.mark.parametrize("tops", [True, False], ids=["tops chosen", "no tops chosen"])
def test_a_chance_outcome_gives_the_same_position_whether_or_not_a_clone_shares_the_action(
    tops, monkeypatch
):
    """A state replays an action after a chance outcome from a copy of its game's
    checkpoint, a clone made since from a copy of the same (shared) checkpoint: the same
    positions, and the clone made first is unchanged by the state's replays.  So with the
    chance nodes for the piles' top cards, whose outcomes trade places in the game as it
    stands (without them, every card read is chosen after its action)."""
    if not tops:
        monkeypatch.setattr(inno.research.openspiel._Core, "_next_top", lambda core: None)
    game = pyspiel.load_game(NAME, {"players": 2, "expansions": "echoes+cities+artifacts+figures"})
    rng = random.Random(11)
    state, other = _deal(game), None
    replays = 0
    while not state.is_terminal() and replays < 60:
        if not state.is_chance_node():
            other = state.clone()  # (before the action: each plays it on its own)
            action = rng.choice(state.legal_actions())
            state.apply_action(action)
            other.apply_action(action)
            continue
        assert other is not None, "past the deal, chance follows an action"
        outcomes = [a for a, _ in state.chance_outcomes()]
        card = rng.choice(outcomes)
        replays += card != state._core.target and state._core.topping == tops
        shared = other.clone()  # (the two share the position before the action)
        kept = str(shared), shared.history()
        state.apply_action(card)
        other.apply_action(card)
        assert (str(shared), shared.history()) == kept
        shared.apply_action(card)
        for s in (other, shared):
            assert str(s) == str(state) and s.history() == state.history()
            assert s.observation_tensor(0) == state.observation_tensor(0)
            assert s._core.game.to_position() == state._core.game.to_position()
    assert replays == 60


def test_every_chance_node_chooses_among_unread_cards_of_one_pile():
    game = pyspiel.load_game(NAME, {"players": 3, "expansions": "echoes+artifacts+figures"})
    rng = random.Random(7)
    state = _deal(game)
    nodes = tops = 0
    while nodes < 150 or nodes - tops < 10:
        if state.is_terminal():
            state = _deal(game)
        if not state.is_chance_node():
            state.apply_action(rng.choice(state.legal_actions()))
            continue
        nodes += 1
        core = state._core
        outcomes = [a for a, _ in state.chance_outcomes()]
        assert core.target in outcomes
        piles = core.game.state.piles
        assert all(c in piles[SET[c]][AGE[c]] for c in outcomes)  # in the supply
        assert len({(SET[c], AGE[c]) for c in outcomes}) == 1
        card = rng.choice(outcomes)
        topping = core.topping
        state.apply_action(card)
        assert card not in state._core.unfixed
        game_ = state._core.game
        if topping:  # near the top of its pile, where the chance node was
            assert card in game_.state.piles[SET[card]][AGE[card]][-3:]
            tops += 1
        elif not state.is_chance_node():  # the action went through: it read that card
            assert card not in game_.state.piles[SET[card]][AGE[card]] or any(
                e.card == card for e in game_.events
            )
    assert nodes - tops >= 10 and tops >= 120  # (3 of each of 40 piles first)


@pytest.mark.parametrize(
    "params",
    [{"players": 2}, {"players": 3, "expansions": "echoes+cities+artifacts+figures"}],
    ids=["base", "all"],
)
def test_kept_observations_equal_fresh_ones_and_a_chance_node_shows_the_position_before(params):
    """The tensors a state keeps between steps (its ``Observer``, carried over when a chance
    outcome replays the action) equal fresh encodings of the game, private and public;
    at the chance nodes an action leads to, every player observes the position before
    that action (nothing about the card is fixed before its chance node); the chance
    nodes for the piles' top cards change no observation."""
    game = pyspiel.load_game(NAME, params)
    private = make_observation(game)
    public = make_observation(
        game,
        pyspiel.IIGObservationType(perfect_recall=False, public_info=True, private_info=PUBLIC),
    )
    rng = random.Random(5)
    state = _deal(game, lambda i, outcomes: rng.choice(outcomes))
    n = state.num_players()
    chance_nodes = tops = 0
    before = None  # everybody's tensors before the last action
    last_top = None  # and at the last chance node for a pile's top card
    for _ in range(1500):
        if state.is_terminal():
            break
        core = state._core
        tensors = []
        for p in range(n):
            picks = state.picks_of(p)
            private.set_from(state, p)
            assert np.array_equal(private.tensor, observe(core.game, p, picks)), p
            tensors.append(private.tensor.copy())
            public.set_from(state, p)
            assert np.array_equal(public.tensor, observe(core.game, p, public=True)), p
        if state.is_chance_node():
            if core.waiting is not None:
                assert all(map(np.array_equal, tensors, before))
                chance_nodes += 1
            elif core.topping:
                if last_top is not None:
                    assert all(map(np.array_equal, tensors, last_top))
                last_top = tensors
                tops += 1
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            before, last_top = tensors, None
            state.apply_action(rng.choice(state.legal_actions()))
    assert chance_nodes >= 3 and tops > 50


def _observations(state, kind, perfect_recall: bool = False):
    """Every player's (tensor, string) under the observation type ``kind``."""
    obs_type = pyspiel.IIGObservationType(
        perfect_recall=perfect_recall, public_info=True, private_info=kind
    )
    observer = make_observation(state.get_game(), obs_type)
    found = []
    for p in range(state.num_players()):
        observer.set_from(state, p)
        found.append((observer.tensor.tobytes(), observer.string_from(state, p)))
    return found


PUBLIC = pyspiel.PrivateInfoType.NONE
SINGLE = pyspiel.PrivateInfoType.SINGLE_PLAYER


def test_public_observations_hold_no_private_card_of_anybody():
    game = pyspiel.load_game(NAME, {"players": 3, "expansions": "echoes"})

    same = _deal(game)
    plan = same._core.actions  # the deal's chance outcomes: 8 bytes, 9 achievements, hands

    def deal(player: int):
        """The same deal but for ``player``'s base card, another from the supply."""
        swapped = plan[:]
        swapped[17 + 2 * player] = same._core.game.state.piles[BASE][1][0]
        return _deal(game, lambda i, outcomes: swapped[i])

    other0, other1 = deal(0), deal(1)
    for state, changed in ((other0, 0), (other1, 1)):
        for p in range(3):
            assert (_cards(state, p, "hand") != _cards(same, p, "hand")) == (p == changed)
    for recall in (False, True):
        public = _observations(same, PUBLIC, recall)
        assert _observations(other0, PUBLIC, recall) == public
        assert _observations(other1, PUBLIC, recall) == public
        # One player's private information: theirs only.
        private = _observations(same, SINGLE, recall)
        for state, changed in ((other0, 0), (other1, 1)):
            found = _observations(state, SINGLE, recall)
            for p in range(3):
                assert (found[p] == private[p]) == (p != changed)
    # The public tensor from a seat knows none of that seat's cards either.
    tensor = make_observation(
        game,
        pyspiel.IIGObservationType(perfect_recall=False, public_info=True, private_info=PUBLIC),
    )
    tensor.set_from(same, 0)
    mine = make_observation(game)
    mine.set_from(same, 0)
    hand = [BY_NAME[name] for name in _cards(same, 0, "hand")]
    place = SEAT_ZONES.index("hand")  # seat 0's hand
    assert all(mine.dict["cards"][c, place] == 1 for c in hand)
    assert all(tensor.dict["cards"][c, place] == 0 for c in hand)


def test_a_draw_changes_only_the_drawers_private_observation(monkeypatch):
    state, me = _drawing_unchosen(3, monkeypatch)
    a, b = state.clone(), state.clone()
    outcomes = [c for c, _ in state.chance_outcomes()]
    a.apply_action(outcomes[0])
    b.apply_action(outcomes[-1])
    assert _cards(a, me, "hand") != _cards(b, me, "hand")
    for recall in (False, True):
        assert _observations(a, PUBLIC, recall) == _observations(b, PUBLIC, recall)
        private_a, private_b = _observations(a, SINGLE, recall), _observations(b, SINGLE, recall)
        for p in range(3):
            assert (private_a[p] == private_b[p]) == (p != me)
    for p in range(3):
        same = a.information_state_string(p) == b.information_state_string(p)
        assert same == (p != me)


@pytest.mark.parametrize(
    "obs_type",
    [
        pyspiel.IIGObservationType(
            perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS
        ),
        pyspiel.IIGObservationType(perfect_recall=False, public_info=False, private_info=SINGLE),
    ],
    ids=["all players", "private only"],
)
def test_observation_types_not_offered_say_so(obs_type):
    game = pyspiel.load_game(NAME, {"players": 2})
    with pytest.raises(ValueError, match="python_innovation"):
        make_observation(game, obs_type)


@pytest.mark.parametrize("mid_action", [False, True], ids=["action", "mid-action"])
def test_resample_from_infostate_deals_again_what_the_player_cannot_see(mid_action):
    game = pyspiel.load_game(NAME, {"players": 2, "expansions": "echoes"})
    rng = random.Random(11)
    state = _play(game.new_initial_state(), 200, rng)  # (chance nodes included)
    # On to a decision of that kind (an action decision, or one inside an action), the
    # other player holding cards to deal again.
    while (
        state.is_chance_node()
        or (state._core.chooser.decision.kind != "action") != mid_action
        or len(_cards(state, 1 - state.current_player(), "hand")) < 3
    ):
        _play(state, 1, rng)
    me = state.current_player()
    before = str(state)
    hands = set()
    for k in range(8):
        other = state.resample_from_infostate(me, random.Random(k).random)
        assert other.current_player() == me
        assert other.legal_actions() == state.legal_actions()
        assert other.information_state_string(me) == state.information_state_string(me)
        assert other.observation_string(me) == state.observation_string(me)
        assert other.observation_tensor(me) == state.observation_tensor(me)
        hands.add(frozenset(_cards(other, 1 - me, "hand")))
        _play(other, 300, random.Random(k))  # it plays on, chance nodes included
    assert str(state) == before
    assert len(hands) > 1  # the other player's hand is dealt again


def test_clone_is_an_independent_exact_copy():
    game = pyspiel.load_game(NAME, {"players": 3, "expansions": "echoes+cities"})
    rng = random.Random(3)
    state = _play(game.new_initial_state(), 120, rng)
    copy = state.clone()
    assert str(copy) == str(state)
    assert copy.history() == state.history()
    for p in range(3):
        assert copy.information_state_string(p) == state.information_state_string(p)
        assert copy.observation_tensor(p) == state.observation_tensor(p)
    before = str(state)
    _play(copy, 30, random.Random(4))
    assert str(state) == before  # the original did not move
    # The same actions from both give the same positions.
    again = state.clone()
    for action in copy.history()[len(state.history()) :]:
        again.apply_action(action)
    assert str(again) == str(copy)
    assert again.legal_actions() == copy.legal_actions()


def test_games_a_state_drops_are_freed_at_once_not_by_the_garbage_collector(monkeypatch):
    """A game inside an action is a knot of reference cycles: the game an exchange
    replaces, the position before a waiting action, and the games of a dropped state
    (a search's clones) are freed at once (``search.discard``), not at a collector's
    pass, which cost a seventh of a step and a quarter of a clone-heavy search."""
    state, me = _drawing_unchosen(2, monkeypatch)
    assert state.is_chance_node()
    gc.disable()
    try:
        clone = state.clone()
        str(clone)  # (makes the position before the waiting action)
        games = [weakref.ref(clone._core.live), weakref.ref(clone._core.game)]
        del clone
        assert [ref() for ref in games] == [None, None]
        replaced = weakref.ref(state._core.live)
        other = next(a for a, _ in state.chance_outcomes() if a != state._core.target)
        state.apply_action(other)  # another card than the one read: the action again
        assert replaced() is None
        assert CARD_NAME[other] in _cards(state, me, "hand")
    finally:
        gc.enable()


def test_serialisation_round_trip_even_in_the_middle_of_a_multi_select():
    game = pyspiel.load_game(NAME, {"players": 2, "expansions": "echoes"})
    rng = random.Random(1)
    found = None
    for _ in range(60):
        state = _deal(game, lambda i, outcomes: rng.choice(outcomes))
        while not state.is_terminal():
            core = state._core
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
                continue
            d = core.chooser.decision
            if d.kind == "choose_cards" and d.max >= 2:
                state.apply_action(core.chooser.option_actions()[0])  # one pick, not done
                found = state
                break
            state.apply_action(rng.choice(state.legal_actions()))
        if found is not None:
            break
    assert found is not None and found._core.chooser.picks == [0]
    text = pyspiel.serialize_game_and_state(game, found)
    game2, restored = pyspiel.deserialize_game_and_state(text)
    assert str(restored) == str(found)
    assert restored.history() == found.history()
    assert restored.legal_actions() == found.legal_actions()
    assert restored._core.chooser.picks == [0]
    player = found.current_player()
    assert restored.information_state_string(player) == found.information_state_string(player)
    assert restored.observation_tensor(player) == found.observation_tensor(player)
    # Both go on the same way.
    for s in (found, restored):
        legal = s.legal_actions()
        s.apply_action(DONE if DONE in legal else legal[0])
    assert str(restored) == str(found)


def test_information_state_string_has_perfect_recall_and_hides_what_it_should():
    game = pyspiel.load_game(NAME, {"players": 2})
    rng = random.Random(5)
    state = _play(game.new_initial_state(), 60, rng)
    while state.is_chance_node():
        _play(state, 1, rng)
    me = state.current_player()
    other = 1 - me
    mine = state.information_state_string(me)
    assert "my actions:" in mine
    hand = state._core.game.state.players[other].hand
    # The other player's hand never shows by name in this player's observation string.
    names = {CARD_NAME[c] for c in hand}
    known = {
        e.get("name") for e in state._core.view(me)["players"][other]["hand"] if isinstance(e, dict)
    }
    for name in names - known:
        assert f"'{name}'" not in state.observation_string(me)


def test_returns_at_the_end():
    game = pyspiel.load_game(NAME, {"players": 2})
    state = _play(game.new_initial_state(), 100_000, random.Random(2))
    assert state.is_terminal()
    returns = state.returns()
    assert sum(returns) == 0 and sorted(returns) in ([-1.0, 1.0], [0.0, 0.0])
    winners = state._core.game.result.winners
    for p, r in enumerate(returns):
        if len(winners) == 1:
            assert r == (1.0 if f"player_{p}" in winners else -1.0)


def test_max_game_length_stops_a_game_with_no_winner():
    game = pyspiel.load_game(NAME, {"players": 2, "max_game_length": 20})
    state = _play(game.new_initial_state(), 1000, random.Random(1))
    assert state.is_terminal() and state.returns() == [0.0, 0.0]
    assert sum(1 for step in state.full_history() if step.player >= 0) == 20


def test_an_illegal_action_raises_naming_what_is_allowed():
    game = pyspiel.load_game(NAME, {"players": 2})
    state = _deal(game)
    legal = state.legal_actions()
    illegal = next(a for a in range(N_ACTIONS) if a not in legal)
    with pytest.raises(IllegalAction, match="allowed: ") as info:
        state.apply_action(illegal)
    for a in legal:
        assert f"{a} (" in str(info.value)


@pytest.mark.parametrize(
    "params,words",
    [
        ({"players": 9}, ["2 to 4", "9"]),
        ({"players": 6, "expansions": "echoes"}, ["2 to 5"]),
        ({"expansions": "echos"}, ["'echos'", "echoes", "figures"]),
        ({"relics": True}, ["Artifacts"]),
        ({"max_game_length": 0}, ["max_game_length"]),
    ],
)
def test_a_bad_configuration_says_what_is_allowed(params, words):
    with pytest.raises(ConfigError) as info:
        pyspiel.load_game(NAME, params)
    for word in words:
        assert word in str(info.value)


def test_the_documented_example_plays_a_game(capsys):
    import re
    from pathlib import Path

    text = (Path(__file__).parent.parent / "docs" / "research-api.md").read_text()
    example = re.findall(r"```python\n(.*?)```", text, re.S)[1]
    scope: dict = {}
    exec(compile(example, "research-api.md", "exec"), scope)
    assert scope["state"].is_terminal()
    assert capsys.readouterr().out.strip() == str(scope["state"].returns())


def test_inno_bots_play_through_openspiel():
    from inno.agents import make_agent
    from inno.research.openspiel import AgentBot

    game = pyspiel.load_game(NAME, {"players": 2, "expansions": "cities"})
    state = game.new_initial_state()
    bots = [AgentBot(make_agent("greedy", 1), 0), AgentBot(make_agent("random", 2), 1)]
    rng = random.Random(3)
    greedy = make_agent("greedy", 1)
    while not state.is_terminal():
        if state.is_chance_node():
            _play(state, 1, rng)
            continue
        player = state.current_player()
        core = state._core
        d = core.chooser.decision
        action = bots[player].step(state)
        if player == 0 and not core.chooser.picks:
            # The greedy bot's answer to the engine's decision (its first pick), as an action.
            answer = greedy.choose(core.game.view(0, log_since=None), d)
            if d.kind == "choose_cards":
                answer = answer[0] if answer else None
            actions = core.chooser.option_actions()
            assert action == (DONE if answer is None else actions[d.options.index(answer)])
        state.apply_action(action)
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])


@pytest.mark.parametrize(
    "params",
    [{"players": 2}, {"players": 3, "expansions": "echoes+cities+artifacts+figures"}],
    ids=["base", "all"],
)
def test_swapping_hidden_cards_changes_nothing_a_player_observes(params):
    """The information boundary: 400 exchanges of cards a player cannot tell apart leave
    that player's tensor and string (with perfect recall too), everybody's public
    observation and the legal actions unchanged."""
    game = pyspiel.load_game(NAME, params)
    rng = random.Random(3)
    swaps = 0
    while swaps < 400:
        state = _deal(game, lambda i, outcomes: rng.choice(outcomes))
        while not state.is_terminal() and swaps < 400:
            _play(state, 3, rng)
            if state.is_chance_node() or state.is_terminal():
                continue
            player = rng.randrange(state.num_players())
            before = [
                _observations(state, SINGLE)[player],
                _observations(state, SINGLE, perfect_recall=True)[player],
                _observations(state, PUBLIC),
                state.legal_actions(player),
            ]
            other = state.clone()
            for _ in range(4):
                swaps += swap_hidden(other._core.game, player, rng)
            other._core._changed()  # (the views it keeps were of the cards before)
            assert _observations(other, SINGLE)[player] == before[0]
            assert _observations(other, SINGLE, perfect_recall=True)[player] == before[1]
            assert _observations(other, PUBLIC) == before[2]
            assert other.legal_actions(player) == before[3]
