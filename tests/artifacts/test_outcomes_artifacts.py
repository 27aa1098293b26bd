"""Artifacts of History: every condition reads what its verb did (issue 16).

"If the reaction starts with 'instead,' cancel the original effect and follow the
instructions of the karma effect instead" (Figures in the Sand): a verb a karma replaced
did not happen, so "the card returned", "the number of cards returned", "each player
that returned cards", "the scored cards", "the revealed card" do not include it, while
"the drawn card" is still the card drawn.  One regression test per card changed, with
Homer or a synthetic karma (``tests/test_hooks.py``) replacing the verb.
"""

from __future__ import annotations

from helpers import act, artifacts, available, expect, supply, table, texts

from inno.data.cards import BY_NAME
from inno.engine.registry import WOULD_INSTEAD


def instead_nothing(card_name: str, verb: str):
    """(trigger, run) of "If you would <verb> <card_name>, instead do nothing"."""

    def trigger(x, req):
        return req.verb == verb and req.card == BY_NAME[card_name]

    def run(x, req):
        return None
        yield  # a generator

    return {"trigger": trigger, "run": run}


def instead_tuck(verb: str):
    """(trigger, run) of "If an opponent's effect would <verb> a card from your score
    pile, instead tuck it": the card leaves the score pile without being <verb>ed."""

    def trigger(x, req):
        return req.verb == verb and req.card in x.score_pile()

    def run(x, req):
        yield from x.tuck(req.card)

    return {"trigger": trigger, "run": run}


# -- Xianrendong Shards (age 1) -------------------------------------------------------------
# Reveal three cards from your hand. Score two, then tuck the other. If the scored cards
# were the same color, draw three {1}s.


def test_xianrendong_shards_a_score_replaced_leaves_one_scored_card(karma):
    # Archery: "If you would score Oars, instead do nothing."
    karma("Archery", WOULD_INSTEAD, **instead_nothing("Oars", "score"))
    game = artifacts(
        {
            "Alice": {
                "board": {"yellow": ["Xianrendong Shards"], "red": ["Archery"]},
                "hand": ["Metalworking", "Oars", "Writing"],
            },
            "Bob": {},
        },
        supply={"base": {"1": ["Sailing", "Mysticism", "Pottery"]}},
    )
    act(game, "dogma Xianrendong Shards", ["Metalworking", "Oars"])
    # Only Metalworking was scored: no two scored cards, nothing drawn.
    assert table(game) == {
        "Alice": {
            "board": {
                "yellow": ["Xianrendong Shards"],
                "red": ["Archery"],
                "blue": ["Writing"],
            },
            "hand": ["Oars"],
            "score": ["Metalworking"],
            "scored": 1,
            "tucked": 1,
        },
        "Bob": {},
    }
    assert supply(game, 1)[:3] == ["Sailing", "Mysticism", "Pottery"]


# -- Mask of Warka (age 1) ------------------------------------------------------------------
# Choose a color. Each player reveals all cards of that color from their hand. If you are
# the only player to reveal cards, return them and claim all achievements of value
# matching those cards, ignoring eligibility.


def test_mask_of_warka_a_reveal_replaced_is_no_card_revealed(karma):
    # Archery: "If you would reveal Oars, instead do nothing."
    karma("Archery", WOULD_INSTEAD, **instead_nothing("Oars", "reveal"))
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Mask of Warka"], "red": ["Archery"]},
                "hand": ["Oars", "Writing"],
            },
            "Bob": {"hand": ["Tools"]},
        },
        achievements=["Agriculture", "Calendar"],
    )
    before = table(game)
    act(game, "dogma Mask of Warka", "red")
    # Nobody revealed a card: nothing is returned or claimed.
    assert "Alice reveals Oars." not in texts(game)
    assert table(game) == before
    assert available(game) == ["Agriculture", "Calendar"]


# -- Seikilos Epitaph (age 2) ---------------------------------------------------------------
# Draw and meld a {3}. Meld your bottom card of the drawn card's color. Execute its
# non-demand dogma effects. Do not share them.


def test_seikilos_epitaph_the_drawn_cards_color_without_its_meld(karma):
    # Archery: "If you would meld Translation, instead do nothing."
    karma("Archery", WOULD_INSTEAD, **instead_nothing("Translation", "meld"))
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Seikilos Epitaph", "Writing"], "red": ["Archery"]},
            },
            "Bob": {"board": {"red": ["Oars"]}},
        },
        supply={"base": {"3": ["Translation"], "2": ["Calendar"]}},
    )
    act(game, "dogma Seikilos Epitaph")
    # Translation (blue) was drawn but stays in hand; Writing, the bottom blue card, is
    # melded all the same and its effect draws a 2.
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Writing", "Seikilos Epitaph"], "red": ["Archery"]},
            "hand": ["Calendar", "Translation"],
        },
        "Bob": {"board": {"red": ["Oars"]}},
    }


# -- Philosopher's Stone (age 3) ------------------------------------------------------------
# Return a card from your hand. Score a number of cards from your hand equal to the value
# of the card returned.


def test_philosophers_stone_a_card_tucked_instead_of_returned_scores_nothing():
    # Homer: "If you would remove or return a figure from your hand, instead tuck it."
    game = artifacts(
        {
            "Alice": {
                "board": {"green": ["Philosopher's Stone"], "purple": ["Homer"]},
                "hand": ["Fu Xi", "Tools", "Oars"],
            },
            "Bob": {},
        },
        expansions=["artifacts", "figures"],
    )
    act(game, "dogma Philosopher's Stone", "Fu Xi")
    # Fu Xi was tucked, not returned: no card returned, no card scored.
    expect(game, "Alice", "action")
    assert table(game) == {
        "Alice": {
            "board": {"green": ["Philosopher's Stone", "Fu Xi"], "purple": ["Homer"]},
            "hand": ["Oars", "Tools"],
            "tucked": 1,
        },
        "Bob": {},
    }


# -- East India Company Charter (age 4) -----------------------------------------------------
# Choose a value other than {5}. Return all cards of that value from all score piles. For
# each player that returned cards, draw and score a {5}.


def test_east_india_company_charter_a_card_tucked_instead_was_not_returned(karma):
    # Bob's Archery: "If an opponent's effect would return a card from your score pile,
    # instead tuck it."
    karma("Archery", WOULD_INSTEAD, **instead_tuck("return"))
    game = artifacts(
        {
            "Alice": {"board": {"red": ["East India Company Charter"]}, "score": ["Compass"]},
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Optics"]},
        },
        supply={"base": {"5": ["Coal", "Statistics"]}},
    )
    act(game, "dogma East India Company Charter", 3)
    # Only Alice's Compass was returned (Optics left Bob's score pile, tucked): one 5.
    assert table(game) == {
        "Alice": {
            "board": {"red": ["East India Company Charter"]},
            "score": ["Coal"],
            "scored": 1,
        },
        "Bob": {"board": {"red": ["Archery", "Optics"]}, "tucked": 1},
    }
    assert supply(game, 5)[0] == "Statistics"
    assert supply(game, 3)[-1] == "Compass"


# -- Barque-Longue La Belle (age 5) ---------------------------------------------------------
# Draw and meld a {5}. If the drawn card is not green, repeat this effect.


def test_barque_longue_la_belle_repeats_after_a_meld_replaced(karma):
    # Archery: "If you would meld Coal, instead do nothing."
    karma("Archery", WOULD_INSTEAD, **instead_nothing("Coal", "meld"))
    game = artifacts(
        {"Alice": {"board": {"green": ["Barque-Longue La Belle"], "red": ["Archery"]}}, "Bob": {}},
        supply={"base": {"5": ["Coal", "Banking", "Physics"]}},
    )
    act(game, "dogma Barque-Longue La Belle")
    # Coal, drawn and not green, stays in hand (its meld replaced) and the effect repeats:
    # Banking is green, melded, and it ends.
    assert table(game)["Alice"] == {
        "board": {"green": ["Banking", "Barque-Longue La Belle"], "red": ["Archery"]},
        "hand": ["Coal"],
    }
    assert supply(game, 5)[0] == "Physics"


# -- Submarine H. L. Hunley (age 7) ---------------------------------------------------------
# I compel you to draw and meld a {7}! Reveal the bottom card on your board of the melded
# card's color! If the revealed card is a {1}, return all cards of its color from your
# board!


def test_submarine_a_bottom_card_not_revealed_returns_nothing(karma):
    # Bob's Tools: "If you would reveal Archery, instead do nothing."
    karma("Tools", WOULD_INSTEAD, **instead_nothing("Archery", "reveal"))
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Submarine H. L. Hunley"]}},
            "Bob": {"board": {"red": ["Machine Tools", "Archery"], "blue": ["Tools"]}},
        },
        supply={"7": ["Combustion"]},
    )
    act(game, "dogma Submarine H. L. Hunley")
    assert "Bob reveals Archery." not in texts(game)
    assert table(game)["Bob"] == {
        "board": {"red": ["Combustion", "Machine Tools", "Archery"], "blue": ["Tools"]}
    }


# -- Luna 3 (age 9) -------------------------------------------------------------------------
# Return all cards from your score pile. Draw and score a card of value equal to the number
# of cards returned.


def test_luna_3_counts_only_the_cards_really_returned(karma):
    # Archery: "If you would return a card from your score pile, instead tuck it", on
    # Oars only.
    tuck = instead_tuck("return")
    karma(
        "Archery",
        WOULD_INSTEAD,
        trigger=lambda x, req: tuck["trigger"](x, req) and req.card == BY_NAME["Oars"],
        run=tuck["run"],
    )
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Luna 3"], "red": ["Archery"]},
                "score": ["Oars", "Calendar", "Optics"],
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Mathematics"], "3": ["Compass"]}},
    )
    act(game, "dogma Luna 3")
    # Calendar and Optics returned, Oars tucked: two cards returned, a 2 drawn and scored.
    expect(game, "Alice", "action")
    assert table(game)["Alice"] == {
        "board": {"blue": ["Luna 3"], "red": ["Archery", "Oars"]},
        "score": ["Mathematics"],
        "scored": 1,
        "tucked": 1,
    }
    assert supply(game, 3)[0] == "Compass"
    assert supply(game, 3)[-1] == "Optics"


# -- Jiskairumoko Necklace (age 1) ------------------------------------------------------------
# I compel you to return a card from your score pile! If you do, transfer an achievement of
# the same value from your achievements to mine!


def _necklace(micah_yellow: str) -> dict:
    return {
        "dennis": {"board": {"green": ["Jiskairumoko Necklace"]}},
        "micah": {
            "board": {"yellow": [micah_yellow], "purple": ["Mysticism"], "green": ["Clothing"]},
            "score": ["Agriculture"],
            "achievements": ["Oars"],
        },
    }


def test_jiskairumoko_necklace_a_return_left_in_place_transfers_no_achievement():
    # Florence Nightingale: "If an opponent's effect would transfer, return, or remove a
    # card from your score pile, instead leave it there."
    game = artifacts(_necklace("Florence Nightingale"), expansions=["artifacts", "figures"])
    act(game, "dogma Jiskairumoko Necklace")
    assert table(game) == {
        "dennis": {"board": {"green": ["Jiskairumoko Necklace"]}},
        "micah": {
            "board": {
                "green": ["Clothing"],
                "yellow": ["Florence Nightingale"],
                "purple": ["Mysticism"],
            },
            "score": ["Agriculture"],
            "achievements": ["Oars"],
        },
    }


def test_jiskairumoko_necklace_a_return_transfers_an_achievement():
    game = artifacts(_necklace("Dancing Girl"), expansions=["artifacts", "figures"])
    act(game, "dogma Jiskairumoko Necklace")
    assert table(game)["dennis"] == {
        "board": {"green": ["Jiskairumoko Necklace"]},
        "achievements": ["Oars"],
    }
