import sys
from collections.abc import Callable
from pathlib import Path

import pytest

TESTS = Path(__file__).parent
sys.path.insert(0, str(TESTS))


def _first(item: pytest.Function) -> bool:
    """The first parameter set of a parametrized test (its smallest game)."""
    return all(i == 0 for i in item.callspec.indices.values())


def _on_sqlite(item: pytest.Function) -> bool:
    """The SQLite case of a web test run on both databases (others test PostgreSQL)."""
    return item.callspec.params["database"] == "sqlite"


def _each_set_alone_and_all(item: pytest.Function) -> bool:
    """The 2-player games of the base game alone, each expansion alone and all four."""
    params = item.callspec.params
    return (
        4000 <= params["seed"] < 5000
        and params["players"] == 2
        and len(params["expansions"]) in (0, 1, 4)
    )


# The slow tier: whole seeded games, fuzzing, searches, statistics and the longest
# browser and server games.  `python -m pytest -m "not slow"` runs the rest in under a
# minute, still a quick test of every module.  Test (path under tests/ :: function) ->
# why it is slow, and the parameter sets that stay in the fast tier (None: none).  A
# test file may also mark a test itself (@pytest.mark.slow).
SLOW: dict[str, tuple[str, Callable[[pytest.Function], bool] | None]] = {
    "test_random_play.py::test_random_game": (
        "780 whole random games checked after every answer",
        _each_set_alone_and_all,
    ),
    "test_random_play.py::test_random_game_with_optional_rules_and_undos": (
        "16 whole random games with undos, checked after every answer and undo",
        _first,
    ),
    "test_random_play.py::test_the_fuzzer_checks_one_game_of_each_combination": (
        "16 whole random games with the fuzzer's checks",
        _first,
    ),
    "test_determinize.py::test_sampled_games_are_consistent_with_the_view": (
        "random games sampled at every decision",
        _first,
    ),
    "test_determinize.py::test_samples_meet_the_real_hidden_cards_only_by_chance": (
        "many samples of many positions",
        _first,
    ),
    "test_determinize.py::test_the_opponents_hand_is_uniform_at_the_start": (
        "a chi-square test of 3,900 samples",
        None,
    ),
    "test_determinize.py::test_the_supply_order_is_uniform_mid_game": (
        "a statistical test of 2,000 samples",
        None,
    ),
    "test_determinize.py::test_a_card_moved_by_a_hidden_property_is_not_kept_at_its_real_place": (
        "150 samples, each checked",
        None,
    ),
    "test_mcts.py::test_plays_legal_answers_to_the_end": ("whole searched games", _first),
    "test_mcts.py::test_beats_random": ("4 whole searched games against random", None),
    "test_mcts.py::test_deterministic_for_a_seed": ("a whole searched game, twice", None),
    "test_openspiel.py::test_random_sim_test": ("OpenSpiel's whole random games", _first),
    "test_openspiel.py::test_random_sim_test_with_serialisation": (
        "OpenSpiel's whole random games, serialised at every step",
        None,
    ),
    "test_openspiel.py::test_random_sim_test_every_set_and_more_players_in_short_games": (
        "OpenSpiel's random game with every set and 5 players",
        None,
    ),
    "test_openspiel.py::test_swapping_hidden_cards_changes_nothing_a_player_observes": (
        "400 exchanges, each observed again",
        _first,
    ),
    "test_env.py::test_observe_reads_the_same_tensor_as_the_encoding_of_the_view": (
        "every seat's tensor along random games",
        _first,
    ),
    "test_env.py::test_swapping_hidden_cards_changes_nothing_the_player_observes": (
        "400 exchanges, each observed again",
        _first,
    ),
    "test_simulate.py::test_ray_gives_the_same_games_as_local_processes": (
        "starts a local Ray cluster",
        None,
    ),
    "test_cli.py::test_a_whole_game_with_echoes_and_five_players": ("a whole game", None),
    "test_cli.py::test_a_whole_game_with_cities_and_echoes": ("a whole game", None),
    "test_cli.py::test_a_whole_game_with_artifacts_and_relics": ("a whole game", None),
    "test_cli.py::test_a_whole_game_with_all_four_expansions_and_eight_players": (
        "a whole game",
        None,
    ),
    "test_bad_input.py::test_fuzzed_positions_raise_only_inno_errors": ("fuzzing", None),
    "test_bad_input.py::test_fuzzed_saves_raise_only_corrupt_save": ("fuzzing", None),
    "test_views.py::test_no_hidden_card_leaks_into_any_view": (
        "every view along random games",
        _first,
    ),
    "test_agents.py::test_greedy_never_reads_the_prompt": (
        "whole greedy games, each decision asked twice",
        _first,
    ),
    "test_spectator.py::test_a_spectator_sees_nothing_a_player_does_not": (
        "every view along random games",
        _first,
    ),
    "test_saving.py::test_save_and_restore_anywhere_in_random_games": (
        "whole random games, saved and restored at each new kind of decision",
        _first,
    ),
    "test_env.py::test_pettingzoo_seed_test": ("PettingZoo's whole-game seed test", _first),
    "test_env.py::test_action_masks_always_match_the_legal_answers": (
        "every mask along random games",
        _first,
    ),
    "test_shapes.py::test_views_decisions_positions_and_saves_have_their_shapes": (
        "every view, decision, position and save along random games",
        _first,
    ),
    "test_undo.py::test_undo_and_the_same_answer_again_give_the_same_game": (
        "an undo checked after each of 400 random answers",
        None,
    ),
    "test_tracking.py::test_the_tracked_cards_are_always_true_and_the_candidates_contain_the_truth": (
        "16 whole random games, the tracking checked along",
        None,
    ),
    "web/test_leaks.py::test_no_message_names_a_card_its_seat_may_not_know": (
        "whole games over websockets, every message checked",
        _first,
    ),
    "web/test_browser.py::test_newcomer_creates_a_game_in_the_lobby_and_plays_it_to_the_end": (
        "a whole game in Chromium",
        None,
    ),
    "web/test_browser.py::test_a_replay_steps_through_a_finished_game": (
        "a whole game over the API first (finished_game)",
        None,
    ),
    "web/test_browser.py::test_a_finished_game_shows_every_hand_and_score_pile": (
        "a whole game over the API first (finished_game)",
        None,
    ),
    "web/test_browser.py::test_undo_a_draw_puts_the_table_back": (
        "a game played on in Chromium to a turn of ours",
        None,
    ),
    "web/test_browser.py::test_a_phone_shows_lobby_and_table_without_horizontal_scrolling": (
        "the lobby and a game in a second, phone-sized Chromium context",
        None,
    ),
    "web/test_browser.py::test_the_end_of_a_turn_waits_for_its_confirmation": (
        "a game played on in Chromium to a turn of ours",
        None,
    ),
    "web/test_server.py::test_bots_play_a_whole_game": ("a whole game", _on_sqlite),
    "web/test_server.py::test_replays": ("a whole bot game, then its replay", _on_sqlite),
    "web/test_server.py::test_a_human_plays_a_whole_game_against_a_bot": ("a whole game", None),
    "web/test_operations.py::test_two_processes_serve_games_while_bots_play": (
        "whole bot games on two servers",
        None,
    ),
    "web/test_operations.py::test_the_loser_of_a_race_pushes_the_winners_move": (
        "races of two servers",
        _on_sqlite,
    ),
    "web/test_operations.py::test_a_restarted_server_resumes_games_waiting_for_bots": (
        "bot games across a restart",
        _on_sqlite,
    ),
    "web/test_operations.py::test_names_are_checked": (
        "a new database for each of 9 names",
        _on_sqlite,
    ),
}


@pytest.hookimpl(tryfirst=True)  # (before `-m` deselects by the marks)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if not isinstance(item, pytest.Function):
            continue
        entry = SLOW.get(f"{item.path.relative_to(TESTS).as_posix()}::{item.originalname}")
        if entry is not None:
            reason, stays_fast = entry
            if stays_fast is None or not stays_fast(item):
                item.add_marker(pytest.mark.slow(reason))


class SyntheticKarmas:
    """Synthetic karmas on cards, for the games of one test (the ``karma`` fixture)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        from inno.engine import ruleset
        from inno.engine.registry import CardCode

        self.code = CardCode()
        of_sets = ruleset.card_code
        # The games set up meanwhile compose their rules with the code of their sets and
        # these karmas, uncached: the rulesets other games share are not touched.
        monkeypatch.setattr(
            ruleset, "card_code", lambda sets: CardCode.join(of_sets(sets), self.code)
        )
        monkeypatch.setattr(ruleset, "compose", ruleset.compose.__wrapped__)

    def __call__(self, card_name: str, kind: str, number: int = 1, **kw):
        """Declare a karma of ``kind`` (the keywords of ``Karma``) on ``card_name``."""
        from inno.data.cards import BY_NAME
        from inno.engine.registry import Karma

        return self.code.add_karma(Karma(BY_NAME[card_name], number, kind, **kw))

    def forget(self, card_name: str) -> None:
        """Forget the karmas declared on ``card_name`` (for the games set up next)."""
        from inno.data.cards import BY_NAME

        self.code.karmas.pop(BY_NAME[card_name], None)


@pytest.fixture
def karma(monkeypatch):
    """A synthetic karma on a card for the games set up in one test: karma(card_name, kind,
    number=1, **kw); ``karma.forget(card_name)`` forgets that card's."""
    return SyntheticKarmas(monkeypatch)


@pytest.fixture
def instead_nothing(karma):
    """instead_nothing(host, verb, only=None, run=None): while ``host`` is a top card of its
    owner's board, its owner has the karma "If you would <verb> a card (``only``), instead
    do nothing" (or instead ``run(x, request)``)."""
    from inno.data.cards import BY_NAME
    from inno.engine.registry import WOULD_INSTEAD

    def nothing(x, req):
        return None
        yield  # a generator

    def add(host: str, verb: str, only: str | None = None, run=None) -> None:
        def trigger(x, req):
            return req.player == x.you and (only is None or req.card == BY_NAME[only])

        karma(host, WOULD_INSTEAD, verbs=verb, trigger=trigger, run=run or nothing)

    return add


@pytest.fixture
def pottery_fails_once(monkeypatch):
    """pottery_fails_once(error): in games set up from now on, Pottery's second effect (draw
    a 1) has a bug that raises ``error`` the first time it runs, then works."""
    from inno.data.cards import BASE, BY_NAME
    from inno.engine import ruleset
    from inno.engine.registry import CardCode

    def install(error: Exception) -> None:
        pottery = BY_NAME["Pottery"]
        cards = CardCode.join(ruleset.card_code((BASE,)))  # (a copy, for these games alone)
        draw_a_1 = cards.effects[pottery, 1]
        failures = []

        def flaky(x):
            if not failures:
                failures.append(1)
                raise error
            yield from draw_a_1(x)

        cards.effects[pottery, 1] = flaky
        monkeypatch.setattr(ruleset, "card_code", lambda sets: cards)
        monkeypatch.setattr(ruleset, "compose", ruleset.compose.__wrapped__)  # (not cached)

    return install
