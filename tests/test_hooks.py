"""The expansion core's hooks, proven with synthetic karmas on base cards.

Figures in the Sand's karmas will use exactly this mechanism
(``inno.engine.registry.Karma``, asked by the door and the queries), so these
tests register karmas on base cards, play, and check that

* "would ... instead" replaces the request, "would ... first" runs before it;
* several applicable karmas: the current player chooses the one that happens
  (the others are ignored, as the rulebook says);
* karmas never trigger from inside a karma (their own or another's);
* "when you meld this card" acts at once, or at its place after a Meld action;
* "each" karmas change what the queries answer (icons, printed values);
* actions and rule events pass the door too: a Dogma action, the sharing
  bonus, claiming a special achievement, winning.
"""

from __future__ import annotations

from helpers import act, base_cards, board, expect, hand, score_pile, setup, texts

from inno.data.cards import LEAF, LIGHTBULB
from inno.engine import queries
from inno.engine.registry import (
    EACH,
    WHEN_MELD,
    WOULD_FIRST,
    WOULD_INSTEAD,
    Verbs,
)


def note(text):
    """A karma run that only writes ``text`` in the log."""

    def run(x, req):
        x.game.note(text)
        return None
        yield  # a generator

    return run


# -- would ... instead / first -------------------------------------------------------


def test_would_instead_replaces_the_verb(karma):
    # Writing: "If you would meld a card, instead tuck it."
    def run(x, req):
        yield from x.tuck(req.card)

    karma(
        "Writing",
        WOULD_INSTEAD,
        trigger=lambda x, req: req.verb == "meld" and req.player == x.you,
        run=run,
    )
    game = setup(
        {"Alice": {"board": {"blue": ["Writing"], "red": ["Archery"]}, "hand": ["Oars"]}, "Bob": {}}
    )
    act(game, "meld Oars")
    assert board(game, "Alice", "red") == ["Archery", "Oars"]  # tucked under Archery
    assert any("tucks Oars" in t for t in texts(game))
    assert not any("melds Oars" in t for t in texts(game))


def test_would_first_runs_before_the_verb(karma):
    # Writing: "If you would meld a card, first draw a 1."
    def run(x, req):
        yield from x.draw(x.printed(1))

    karma(
        "Writing",
        WOULD_FIRST,
        trigger=lambda x, req: req.verb == "meld" and req.player == x.you,
        run=run,
    )
    game = setup(
        {"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"1": ["Sailing"]},
    )
    act(game, "meld Oars")
    assert board(game, "Alice", "red") == ["Oars"]
    assert hand(game, "Alice") == ["Sailing"]
    log = texts(game)
    assert log.index("Alice draws Sailing.") < log.index("Alice melds Oars.")


def test_the_door_asks_a_karma_only_about_the_verbs_it_names(karma):
    # Writing: "If you would draw or meld a card, first ..." (its trigger notes each request
    # it is shown); a Draw action draws, then a Meld action melds, ties and scores nothing.
    shown = []

    def trigger(x, req):
        shown.append(req.verb)
        return False

    karma("Writing", WOULD_FIRST, verbs=(Verbs.DRAW, Verbs.MELD), trigger=trigger, run=note("no"))
    game = setup(
        {"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"1": ["Sailing"]},
    )
    act(game, "draw", "meld Oars")
    assert shown == [Verbs.DRAW, Verbs.MELD]
    # Without verbs (a synthetic karma only: a figure must name them), it hears them all.
    karma.forget("Writing")
    shown.clear()
    karma("Writing", WOULD_FIRST, trigger=trigger, run=note("no"))
    game = setup(
        {"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"1": ["Sailing"]},
    )
    act(game, "draw", "meld Oars")
    assert shown[:3] == [Verbs.DRAW_ACTION, Verbs.DRAW, Verbs.MELD_ACTION]


def test_a_karma_acts_only_while_its_card_is_a_top_card(karma):
    karma("Writing", WOULD_INSTEAD, trigger=lambda x, req: req.verb == "meld", run=note("no"))
    game = setup(
        {
            "Alice": {"board": {"blue": ["Calendar", "Writing"]}, "hand": ["Oars"]},
            "Bob": {},
        }
    )
    act(game, "meld Oars")
    assert board(game, "Alice", "red") == ["Oars"]
    assert "no" not in texts(game)


def test_an_instead_karma_can_replace_a_draw_and_the_effect_sees_no_card(karma):
    # Writing: "If you would draw a card, instead score the top card of your hand."
    def run(x, req):
        if x.hand():
            yield from x.score(x.hand()[0])

    karma(
        "Writing",
        WOULD_INSTEAD,
        trigger=lambda x, req: req.verb == "draw" and req.player == x.you,
        run=run,
    )
    game = setup(
        {"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]}, "Bob": {}},
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Writing")  # Writing: draw a 2 -> instead, score Oars
    assert score_pile(game, "Alice") == ["Oars"]
    assert hand(game, "Alice") == []


def test_the_draw_request_carries_the_value_after_skipping_empty_ages(karma):
    seen = []

    def trigger(x, req):
        if req.verb == "draw":
            seen.append((req.asked[0], req.value))
        return False

    karma("Writing", WOULD_FIRST, trigger=trigger, run=note("never"))
    game = setup(
        {"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {}},
        supply={"3": ["Optics"]},
        removed=base_cards(2),  # age 2 is empty
    )
    act(game, "dogma Writing")  # "Draw a {2}": a 3
    assert seen == [(2, 3)]
    assert hand(game, "Alice") == ["Optics"]


# -- several karmas: the current player chooses one ------------------------------------


def test_when_several_karmas_apply_the_current_player_chooses_the_one_that_happens(karma):
    is_meld = lambda x, req: req.verb == "meld"  # noqa: E731
    karma("Writing", WOULD_FIRST, trigger=is_meld, run=note("Writing's karma"))
    karma("Archery", WOULD_FIRST, trigger=is_meld, run=note("Archery's karma"))
    game = setup(
        {
            "Alice": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        turn="Alice",
    )
    act(game, "meld Oars")
    d = expect(game, "Alice", "choose_option")
    assert sorted(d.options) == ["Archery (karma 1)", "Writing (karma 1)"]
    act(game, "Archery (karma 1)")
    log = texts(game)
    assert "Archery's karma" in log and "Writing's karma" not in log
    assert board(game, "Alice", "red") == ["Oars"]


def test_the_current_player_chooses_even_between_other_players_karmas(karma):
    is_draw = lambda x, req: req.verb == "draw"  # noqa: E731
    karma("Writing", WOULD_FIRST, trigger=is_draw, run=note("Writing's karma"))
    karma("Archery", WOULD_FIRST, trigger=is_draw, run=note("Archery's karma"))
    game = setup(
        {
            "Alice": {"board": {"purple": ["Mysticism"]}},
            "Bob": {"board": {"blue": ["Writing"]}},
            "Carol": {"board": {"red": ["Archery"]}},
        },
        turn="Alice",
    )
    act(game, "draw")
    expect(game, "Alice", "choose_option")
    act(game, "Writing (karma 1)")
    assert "Writing's karma" in texts(game)


# -- no chaining ---------------------------------------------------------------------------


def test_a_karma_never_triggers_inside_its_own_execution(karma):
    # Writing: "If you would draw a card, first draw a card" -- would loop forever.
    def run(x, req):
        yield from x.draw(x.printed(1))

    karma("Writing", WOULD_FIRST, trigger=lambda x, req: req.verb == "draw", run=run)
    game = setup(
        {"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {}},
        supply={"1": ["Sailing", "Oars"]},
    )
    act(game, "draw")  # the karma draws Sailing, then the Draw action draws Oars
    assert hand(game, "Alice") == ["Oars", "Sailing"]


def test_karmas_never_chain(karma):
    # Writing: "If you would meld, instead tuck it"; Archery: "If you would tuck, first draw a 1".
    def tuck_instead(x, req):
        yield from x.tuck(req.card)

    def draw_first(x, req):
        yield from x.draw(x.printed(1))

    karma("Writing", WOULD_INSTEAD, trigger=lambda x, req: req.verb == "meld", run=tuck_instead)
    karma("Archery", WOULD_FIRST, trigger=lambda x, req: req.verb == "tuck", run=draw_first)
    game = setup(
        {
            "Alice": {"board": {"blue": ["Writing"], "red": ["Archery"]}, "hand": ["Oars"]},
            "Bob": {},
        },
        supply={"1": ["Sailing"]},
    )
    act(game, "meld Oars")  # Writing's karma tucks Oars; Archery's does not trigger from it
    assert board(game, "Alice", "red") == ["Archery", "Oars"]
    assert hand(game, "Alice") == []
    # A tuck that is not a karma's execution triggers Archery's karma.
    game = setup(
        {
            "Alice": {"board": {"red": ["Archery"], "purple": ["Code of Laws"]}, "hand": ["Oars"]},
            "Bob": {},
        },
        supply={"1": ["Sailing"]},
    )
    act(game, "dogma Code of Laws", "Oars", "no")
    assert board(game, "Alice", "red") == ["Archery", "Oars"]
    assert hand(game, "Alice") == ["Sailing"]


def test_a_first_karma_can_cancel_the_request(karma):
    # "If you would meld a card, first ... instead you win" (Charles Darwin's shape).
    def run(x, req):
        x.game.note("cancelled")
        return True
        yield

    karma("Writing", WOULD_FIRST, trigger=lambda x, req: req.verb == "meld", run=run)
    game = setup({"Alice": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]}, "Bob": {}})
    act(game, "meld Oars")
    assert hand(game, "Alice") == ["Oars"]
    assert "cancelled" in texts(game)


# -- when you meld this card --------------------------------------------------------------


def test_a_when_meld_karma_acts_when_the_card_is_melded_by_an_effect(karma):
    karma("Oars", WHEN_MELD, run=note("Oars was melded"))
    game = setup(
        {"Alice": {"board": {"green": ["Sailing"]}}, "Bob": {}},
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Sailing")
    log = texts(game)
    assert log.index("Alice melds Oars.") < log.index("Oars was melded")


def test_a_when_meld_karma_of_a_meld_action_waits_for_the_after_meld_steps(karma):
    karma("Oars", WHEN_MELD, run=note("Oars was melded"))
    game = setup({"Alice": {"hand": ["Oars"]}, "Bob": {}})
    act(game, "meld Oars")
    assert "Oars was melded" in texts(game)


def test_a_when_meld_karma_does_not_act_when_another_card_is_melded(karma):
    karma("Oars", WHEN_MELD, run=note("Oars was melded"))
    game = setup({"Alice": {"board": {"red": ["Oars"]}, "hand": ["Archery"]}, "Bob": {}})
    act(game, "meld Archery")
    assert "Oars was melded" not in texts(game)


# -- each: the queries ------------------------------------------------------------------


def test_an_each_karma_adds_icons_for_every_purpose(karma):
    # Writing: "Each lightbulb on your board provides one additional leaf."
    def modify(x, player, counts):
        if player == x.you:
            counts[LEAF] += counts[LIGHTBULB]
        return counts

    karma("Writing", EACH, query="icons", modify=modify)
    game = setup(
        {
            "Alice": {"board": {"blue": ["Writing"]}},  # 2 lightbulbs
            "Bob": {"board": {"green": ["Clothing"]}, "hand": []},  # 2 leaves
        },
        turn="Bob",
        supply={"1": ["Oars", "Sailing"]},
    )
    assert queries.icons(game, 0)[LEAF] == 2
    assert game.view("Alice")["players"][0]["icons"]["leaf"] == 2
    # Alice now has as many leaves as Bob: she shares Clothing's second effect.
    act(game, "dogma Clothing")
    assert any(t.startswith("Clothing effect 2: executed by Alice, Bob") for t in texts(game))


def test_an_each_karma_can_change_every_printed_value(karma):
    # Writing: "Increase every value printed in your effects by one" (Archimedes' shape).
    def modify(x, player, value, effect):
        return value + 1 if player == x.you else value

    karma("Writing", EACH, query="printed value", modify=modify)
    game = setup(
        {"Alice": {"board": {"blue": ["Writing"], "green": ["Sailing"]}}, "Bob": {}},
        supply={"1": ["Oars"], "2": ["Fermenting"], "3": ["Optics"]},
    )
    act(game, "dogma Sailing")  # "Draw and meld a {1}" -> a 2
    assert board(game, "Alice", "yellow") == ["Fermenting"]
    act(game, "dogma Writing")  # "Draw a {2}" -> a 3
    assert hand(game, "Alice") == ["Optics"]


# -- actions and rule events pass the door ----------------------------------------------


def test_a_dogma_action_passes_the_door(karma):
    karma(
        "Writing",
        WOULD_INSTEAD,
        trigger=lambda x, req: req.verb == "dogma action" and req.player == x.you,
        run=note("no dogma today"),
    )
    game = setup({"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {}}, supply={"2": ["Calendar"]})
    act(game, "dogma Writing")
    assert hand(game, "Alice") == []
    assert "no dogma today" in texts(game)


def test_the_sharing_bonus_passes_the_door_earned_or_not(karma):
    seen = []

    def trigger(x, req):
        if req.verb == "sharing bonus":
            seen.append(req.data.bonus)
        return False

    karma("Archery", WOULD_FIRST, trigger=trigger, run=note("never"))
    game = setup(
        {"Alice": {"board": {"blue": ["Writing"], "red": ["Archery"]}}, "Bob": {}},
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Writing")
    assert seen == [False]


def test_claiming_a_special_achievement_passes_the_door(karma):
    karma(
        "Writing",
        WOULD_INSTEAD,
        trigger=lambda x, req: req.verb == "achieve" and req.action == "special",
        run=note("no special achievement"),
    )
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Writing"], "purple": ["Code of Laws"]},
                "hand": ["Tools"],
                "tucked": 5,
            },
            "Bob": {},
        }
    )
    act(game, "dogma Code of Laws", "Tools", "no")  # tuck Tools: the sixth tuck this turn
    assert "no special achievement" in texts(game)
    assert game.to_position()["players"][0]["achievements"] == []


def test_winning_passes_the_door(karma):
    # Writing: "If an opponent would win, instead nothing happens."
    karma(
        "Writing",
        WOULD_INSTEAD,
        trigger=lambda x, req: req.verb == "win" and x.you not in req.data[0],
        run=note("you shall not win"),
    )
    position = {
        "Alice": {"board": {"blue": ["Writing"]}},
        "Bob": {"board": {"purple": ["The Internet"]}, "score": ["Tools"]},
    }
    no_10s = [c for c in base_cards(10) if c != "The Internet"]
    game = setup(position, turn="Bob", removed=no_10s)
    act(game, "draw")  # age 10 is empty: Bob would win by score
    assert game.result is None
    assert "you shall not win" in texts(game)
    # Without the karma, the same draw ends the game.
    karma.forget("Writing")
    game = setup(position, turn="Bob", removed=no_10s)
    act(game, "draw")
    assert game.result.winners == ["Bob"] and game.result.reason == "score"
