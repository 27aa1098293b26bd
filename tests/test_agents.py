"""The bots: always legal, greedy beats random, and greedy's judgement in small scenarios."""

import copy
import itertools
import json

import pytest
from helpers import cities, figures, hand, score_pile, setup, table

import inno
from inno.agents import AGENTS, GreedyAgent, RandomAgent, make_agent, play_agents


def greedy_choice(game: inno.Game, seed: int = 0):
    """What a fresh greedy bot answers to the pending decision, from its player's view."""
    d = game.pending
    return GreedyAgent(seed).choose(game.view(d.player), d)


# -- legal answers, whole games ------------------------------------------------------------


# With the expansions: games that once made the greedy bot fall back (seeds 40, 70, 86,
# 156, 169, 170, 484: a "choose a value" that may be declined, None among the values;
# 59, 189, 463: "achieve <card>", a card a karma makes an available achievement), each
# seed with a combination of sets in turn.
_COMBINATIONS = [
    list(c)
    for k in range(1, 5)
    for c in itertools.combinations(("echoes", "cities", "artifacts", "figures"), k)
]
_EXPANSION_GAMES = [
    (seed, _COMBINATIONS[seed % len(_COMBINATIONS)])
    for seed in (40, 59, 70, 86, 156, 169, 170, 189, 463, 484)
]


@pytest.mark.parametrize(
    "seed, expansions",
    [pytest.param(seed, [], id=str(seed)) for seed in range(48)]
    + [pytest.param(seed, sets, id=f"{seed}-{'+'.join(sets)}") for seed, sets in _EXPANSION_GAMES],
)
def test_bots_always_answer_legally(seed, expansions):
    n = 2 + seed % 3
    names = [f"P{i}" for i in range(n)]
    # Mixed tables, including all-greedy ones (bots must not loop forever).
    kinds = ["greedy" if (seed + i) % 3 or seed % 4 == 0 else "random" for i in range(n)]
    # (teams in some base games; the expansion games are those found without)
    options = {"teams": True} if n == 4 and seed % 2 == 0 and not expansions else {}
    game = inno.Game(players=names, seed=seed, expansions=expansions, options=options)
    agents = {
        name: make_agent(kind, seed * 10 + i)
        for i, (name, kind) in enumerate(zip(names, kinds, strict=True))
    }
    # play_agents raises IllegalAnswer on an illegal answer, RuntimeError on no end.
    result = play_agents(game, agents, max_decisions=3000)
    assert result is not None and result.winners
    for agent in agents.values():
        # The greedy bot's own heuristics answered legally: it never needed its
        # random fallback.
        assert getattr(agent, "fallbacks", 0) == 0


def test_greedy_beats_random_in_a_clear_majority():
    wins = 0
    for seed in range(20):
        names = ["Greedy", "Random"] if seed % 2 == 0 else ["Random", "Greedy"]
        game = inno.Game(players=names, seed=seed)
        agents = {"Greedy": GreedyAgent(seed), "Random": RandomAgent(seed)}
        result = play_agents(game, agents)
        wins += result.winners == ["Greedy"]
    assert wins >= 16, f"greedy won only {wins} of 20"


def test_bots_are_deterministic_given_their_seeds():
    def history(seed):
        game = inno.Game(players=["A", "B"], seed=seed)
        play_agents(game, {"A": make_agent("greedy", 1), "B": make_agent("random", 2)})
        return game.history, game.result

    assert history(5) == history(5)


def test_make_agent_names_the_bots():
    assert set(AGENTS) == {"random", "greedy", "mcts"}
    assert isinstance(make_agent("greedy"), GreedyAgent)
    with pytest.raises(ValueError, match="greedy"):
        make_agent("clever")


# -- greedy uses only its view ---------------------------------------------------------------


def test_greedy_decides_the_same_whatever_the_hidden_cards():
    # Bob's hand and score pile differ only in cards Alice cannot see (same values):
    # Alice's bot must answer the same.
    def position(bob_hand, bob_score):
        return setup(
            {
                "Alice": {
                    "board": {"red": ["Archery"], "blue": ["Writing"]},
                    "hand": ["Sailing", "Calendar"],
                    "score": ["Oars"],
                },
                "Bob": {"board": {"green": ["Clothing"]}, "hand": bob_hand, "score": bob_score},
            },
            supply={"1": ["Masonry"], "2": ["Mathematics"]},
        )

    a = position(["Tools", "Fermenting"], ["Pottery"])
    b = position(["Mysticism", "Philosophy"], ["The Wheel"])
    assert greedy_choice(a, 3) == greedy_choice(b, 3)


def test_greedy_plays_from_a_plain_json_view():
    # The view is all it needs: a JSON copy of it works the same.
    game = inno.Game(players=["A", "B"], seed=4)
    bot_a, bot_b = GreedyAgent(1), GreedyAgent(1)
    for _ in range(40):
        d = game.pending
        view = game.view(d.player)
        copy = json.loads(json.dumps(view))
        answer = bot_a.choose(view, d)
        assert bot_b.choose(copy, d) == answer
        game.answer(answer)


@pytest.mark.parametrize(
    "expansions",
    [[], ["echoes"], ["cities"], ["artifacts"], ["figures"], ["echoes", "cities", "artifacts"]],
)
def test_greedy_never_reads_the_prompt(expansions):
    # Every prompt replaced by a meaningless string, the bot answers the same: it
    # decides from the decision's structure (kind, options, verb, zone, to, direction,
    # order, optional), never from its English text.
    for seed in (5, 6, 7):
        game = inno.Game(players=3, expansions=expansions, seed=seed)
        bots = {name: GreedyAgent(seed + i) for i, name in enumerate(game.names)}
        asked = 0
        while game.pending is not None and asked < 1500:
            d = game.pending
            view = game.view(d.player)
            blind = copy.copy(d)
            blind.prompt = "zzz"
            unread = copy.deepcopy(bots[d.player]).choose(view, blind)
            answer = bots[d.player].choose(view, d)
            assert unread == answer, d
            game.answer(answer)
            asked += 1


# -- greedy's judgement --------------------------------------------------------------------------


def test_greedy_achieves_when_it_can():
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Writing"]},
                "score": ["Calendar", "Mathematics", "Construction"],
                "hand": ["Optics"],
            },
            "Bob": {},
        },
        achievements=["Sailing", "Fermenting"],
    )
    assert "achieve 1" in game.pending.options
    assert greedy_choice(game) == "achieve 1"


def test_greedy_melds_a_card_that_raises_its_top_value_over_drawing():
    game = setup(
        {"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Optics"]}, "Bob": {}},
    )
    assert greedy_choice(game) == "meld Optics"


def test_greedy_scores_its_highest_card():
    # Philosophy: "You may score a card from your hand."  Bob shows no lightbulb.
    game = setup(
        {"Alice": {"board": {"purple": ["Philosophy"]}, "hand": ["Writing", "Optics"]}, "Bob": {}},
    )
    game.answer("dogma Philosophy")
    assert game.pending.kind == "choose_card" and None in game.pending.options
    game.answer(greedy_choice(game))
    assert score_pile(game, "Alice") == ["Optics"]


def test_greedy_gives_away_its_lowest_card_when_demanded():
    # Emancipation: "I demand you transfer a card from your hand to my score pile!"
    game = setup(
        {
            "Alice": {"board": {"purple": ["Emancipation"]}},
            "Bob": {"hand": ["Writing", "Calendar", "Optics"]},
        },
        supply={"6": ["Canning"]},
    )
    game.answer("dogma Emancipation")
    assert game.pending.player == "Bob"
    game.answer(greedy_choice(game))
    assert score_pile(game, "Alice") == ["Writing"]
    assert hand(game, "Bob") == ["Calendar", "Canning", "Optics"]


def test_greedy_keeps_its_points():
    # Translation: "You may meld all the cards in your score pile."
    game = setup(
        {"Alice": {"board": {"blue": ["Translation"]}, "score": ["Optics", "Calendar"]}, "Bob": {}},
    )
    game.answer("dogma Translation")
    assert game.pending.kind == "yes_no"
    assert greedy_choice(game) == "no"


def test_greedy_splays_the_colour_that_shows_more_icons():
    # Paper: "You may splay your green or blue cards left."  Splayed left, the
    # covered Tools shows a castle; the covered Clothing (bottom right: leaf)
    # shows one icon too, but Mapmaking's stack has two covered cards.
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": ["Paper", "Mapmaking", "Clothing"],
                    "blue": ["Writing", "Tools"],
                },
            },
            "Bob": {},
        },
        supply={"4": ["Experimentation", "Invention"]},
    )
    game.answer("dogma Paper")
    assert game.pending.kind == "choose_color"
    decision = game.pending.to_dict()
    assert (decision["verb"], decision["direction"]) == ("splay", "left")
    assert "to" not in decision and "order" not in decision
    assert greedy_choice(game) == "green"


# -- greedy takes the expansions' special actions when they pay ---------------------------------
# (Before, it valued Endorse, Inspire and Decree at nothing and almost never took them.)

# Figures of three values in Alice's hand, one of them red: the War Decree is hers to issue.
_THREE_FIGURES = ["Gilgamesh", "Alexander the Great", "Saladin"]


def test_greedy_issues_a_decree_that_claims_an_achievement():
    game = figures(
        {
            "Alice": {"hand": _THREE_FIGURES, "board": {"blue": ["Writing"]}},
            "Bob": {"board": {"red": ["Archery"]}},
        },
    )
    assert "decree War" in game.pending.options
    answer = greedy_choice(game)
    assert answer == "decree War"  # (rather than melding Saladin, the best of the rest)
    game.answer(answer)
    # War: "Choose a value. Return all top cards of that value from all other players'
    # boards": Bob's only top card is a 1.
    answer = greedy_choice(game)
    assert answer == 1
    game.answer(answer)
    assert table(game) == {
        "Alice": {"board": {"blue": ["Writing"]}, "achievements": ["War"]},
        "Bob": {},
    }
    assert "War" not in game.to_position()["decrees"]


def test_greedy_makes_war_on_the_value_of_most_opposing_top_cards():
    # War returns the top cards of the chosen value from the other boards only: Bob's two
    # 1s rather than his 2, whatever Alice's own 1s.
    game = figures(
        {
            "Alice": {
                "hand": _THREE_FIGURES,
                "board": {"blue": ["Writing"], "yellow": ["Agriculture"]},
            },
            "Bob": {
                "board": {"red": ["Archery"], "green": ["The Wheel"], "purple": ["Philosophy"]}
            },
        },
    )
    game.answer("decree War")
    answer = greedy_choice(game)
    assert answer == 1
    game.answer(answer)
    game.answer("Archery")  # (the order of the two going to the 1 pile)
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Writing"], "yellow": ["Agriculture"]},
            "achievements": ["War"],
        },
        "Bob": {"board": {"purple": ["Philosophy"]}},
    }


def test_greedy_takes_back_a_decree_an_opponent_holds():
    game = figures(
        {
            "Alice": {"hand": _THREE_FIGURES, "board": {"blue": ["Writing"]}},
            "Bob": {"board": {"red": ["Archery"]}, "achievements": ["War"]},
        },
    )
    answer = greedy_choice(game)
    assert answer == "decree War"
    game.answer(answer)
    assert table(game) == {
        "Alice": {"board": {"blue": ["Writing"]}},
        "Bob": {"board": {"red": ["Archery"]}},
    }
    assert "War" in game.to_position()["decrees"]


def test_greedy_keeps_its_hand_rather_than_execute_a_decree_it_holds():
    # War is already Alice's: issuing it again would only execute it (whose value greedy
    # cannot read) for her whole hand.
    game = figures(
        {
            "Alice": {
                "hand": _THREE_FIGURES,
                "board": {"blue": ["Writing"]},
                "achievements": ["War"],
            },
            "Bob": {"board": {"red": ["Archery"]}},
        },
    )
    assert "decree War" in game.pending.options
    assert greedy_choice(game) == "meld Saladin"


def test_greedy_inspires_a_colour_whose_inspire_effect_draws_and_melds():
    # Sargon of Akkad's inspire effect: "Draw and meld a {1}"; then the Inspire action
    # draws a card of the value of the green top card: two draws and a meld against the
    # Draw action's one draw.
    game = figures(
        {"Alice": {"board": {"green": ["Sargon of Akkad"]}}, "Bob": {}},
        supply={"1": ["Pottery", "Sailing"]},
    )
    assert game.pending.options == ["draw", "inspire green"]
    answer = greedy_choice(game)
    assert answer == "inspire green"
    game.answer(answer)
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Sargon of Akkad"], "blue": ["Pottery"]},
            "hand": ["Sailing"],
        },
        "Bob": {},
    }


def test_greedy_endorses_a_demand_rather_than_issue_it_once():
    # Troy (a city showing a castle, value 1) endorses Archery (featured icon: castle),
    # paid for by tucking Agriculture: Bob, with no castle, meets the demand twice.
    game = cities(
        {
            "Alice": {"board": {"red": ["Archery"], "blue": ["Troy"]}, "hand": ["Agriculture"]},
            "Bob": {"hand": ["Sailing", "Pottery"]},
        },
        supply={"1": ["Metalworking", "Clothing"]},
    )
    assert {"dogma Archery", "endorse Archery"} <= set(game.pending.options)
    answer = greedy_choice(game)
    assert answer == "endorse Archery"
    game.answer(answer)
    game.answer("Sailing")  # Bob transfers his highest card (all are 1s), twice
    game.answer("Pottery")
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Archery"], "blue": ["Troy"], "yellow": ["Agriculture"]},
            "hand": ["Pottery", "Sailing"],
            "tucked": 1,
        },
        "Bob": {"hand": ["Clothing", "Metalworking"]},
    }
