"""Rules of one set that read what another set's karmas change, and the other way round.

Figures' karmas change what the queries answer ("Each card in your forecast counts as
being in your hand", "Each card in your hand provides two additional {clock}"); the
other sets' rules read those answers (the Echoes draw rule, the City draw, Endorse's
payment, the special achievements' conditions), and a karma that replaces the icon
counts (Alexander the Great) replaces what the Artifacts display adds to.
"""

from __future__ import annotations

from helpers import CARDS, achievements, act, hand, icons, setup, table

ALL = ["echoes", "cities", "artifacts", "figures"]


# -- Emperor Meiji ("Each card in your forecast counts as being in your hand") with the
# other sets' rules that read the hand ------------------------------------------------------


def test_meiji_forecast_counts_as_hand_for_the_echoes_draw_rule():
    # Echoes: "If you have cards in your hand, but none of them is an Echoes card, draw an
    # Echo of value matching the base card you would have drawn."  Meiji's forecast card
    # (a base card) is in Alice's hand: her Draw action draws an Echoes 7.
    g = setup(
        {
            "Alice": {"board": {"purple": ["Emperor Meiji"]}, "forecast": ["Computers"]},
            "Bob": {"board": {"green": ["The Wheel"]}},
        },
        expansions=["echoes", "figures"],
        achievements=[],
    )
    act(g, "draw")
    drawn = [c for c in hand(g, "Alice")]
    assert len(drawn) == 1
    assert CARDS[drawn[0]] == ("echoes", 7), drawn


def test_meiji_forecast_city_counts_as_a_city_in_hand_for_the_city_draw():
    # Cities: "If you already have a Cities card in your hand, ignore these conditions."
    # Athens is in Alice's forecast, which counts as being in her hand: no city is drawn.
    g = setup(
        {
            "Alice": {
                "board": {"purple": ["Emperor Meiji"]},
                "forecast": ["Athens"],
                "hand": ["Archery"],
            },
            "Bob": {"board": {"green": ["The Wheel"]}},
        },
        expansions=["cities", "figures"],
        achievements=[],
    )
    act(g, "meld Archery")
    assert hand(g, "Alice") == [], hand(g, "Alice")


def test_meiji_forecast_card_can_pay_for_an_endorse():
    # Endorse: "Pay for the Endorse action by tucking a card from your hand of equal or
    # lower value to the city you chose."  Archery (forecast, counts as in hand) pays for
    # Athens (a 1, with a lightbulb) endorsing Writing (lightbulb).
    g = setup(
        {
            "Alice": {
                "board": {"purple": ["Emperor Meiji"], "red": ["Athens"], "blue": ["Writing"]},
                "forecast": ["Archery"],
            },
            "Bob": {"board": {"green": ["The Wheel"]}},
        },
        expansions=ALL,
        achievements=[],
    )
    assert "endorse Writing" in g.pending.options, g.pending.options


# -- a special achievement whose condition a karma ties to the hand ------------------------


def test_von_neumann_cards_drawn_into_hand_claim_world_at_once():
    # World: "Claim this special achievement immediately if you have twelve or more {clock}
    # on your board."  John Von Neumann: "Each card in your hand provides two additional
    # {clock}."  8 printed clocks + 1 card in hand = 10; the Draw action makes it 12.
    g = setup(
        {
            "Alice": {
                "board": {
                    "red": ["John Von Neumann"],
                    "blue": ["Rocketry"],
                    "green": ["Satellites"],
                },
                "hand": ["Archery"],
            },
            "Bob": {"board": {"yellow": ["Agriculture"]}},
        },
        expansions=["figures"],
        achievements=[],
        special_achievements=["World"],
    )
    assert icons(g, "Alice")["clock"] == 10
    act(g, "draw")
    assert icons(g, "Alice")["clock"] == 12
    assert achievements(g, "Alice") == ["World"]


# -- a displayed artifact's free Dogma action under Alexander the Great ----------------------


def test_alexander_scores_replace_icon_counts_for_a_displayed_artifact_too():
    # Alexander the Great: "If you would take a Dogma action, instead of using the featured
    # icon use each player's current score."  Artifacts: "Determine sharing and
    # vulnerability, adding the icons from the card on display to your total" (a total of
    # the featured icon, which Alexander replaces by the score).  Alice's score is 2 (the
    # bonus of Alexander), Bob's 2: Bob shares Sibidu Needle ("Draw and reveal a {1}...").
    g = setup(
        {
            "Alice": {"board": {"red": ["Alexander the Great"]}, "display": ["Sibidu Needle"]},
            "Bob": {"board": {"green": ["The Wheel"]}, "score": ["Calendar"]},
        },
        expansions=["artifacts", "figures"],
        achievements=[],
        phase="start",
    )
    act(g, "dogma")
    counts = [e.data[0] for e in g.events if e.type == "dogma"][-1]
    assert counts == (2, 2), counts


def test_zhang_heng_a_card_transferred_into_the_score_pile_claims_wealth_at_once():
    # Wealth (Echoes): "Claim this special achievement immediately if you have eight or
    # more bonuses visible on your board."  Zhang Heng: "Each card in your score pile counts
    # as a bonus of its value on your board."  Zhang Heng's own bonus + 6 score cards = 7;
    # Oars's demand makes Bob transfer Code of Laws from his hand to Alice's score pile: 8.
    g = setup(
        {
            "Alice": {
                "board": {"blue": ["Zhang Heng"], "red": ["Oars"]},
                "score": [
                    "Agriculture",
                    "Pottery",
                    "Sailing",
                    "Clothing",
                    "Metalworking",
                    "Mysticism",
                ],
            },
            "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Code of Laws"]},
        },
        expansions=["echoes", "figures"],
        achievements=[],
        special_achievements=["Wealth"],
    )
    act(g, "dogma Oars")
    assert len(g.view("Alice")["players"][0]["bonuses"]) == 8
    assert achievements(g, "Alice") == ["Wealth"]


def test_rosetta_stone_melds_a_drawn_card_still_in_hand_when_rhazes_tucked_the_other():
    # Rosetta Stone: "Draw two {2} of that type. Meld one and transfer the other to an
    # opponent's board."  Rhazes: "If you would draw a card, first tuck a card of the same
    # value from your hand": the second draw first tucks the first drawn 2.  The meld is
    # of the drawn card still in hand (as The Communist Manifesto transfers the drawn
    # cards still in hand); the tucked one stays.
    game = setup(
        {
            "Alice": {"board": {"blue": ["Rosetta Stone"], "yellow": ["Rhazes"]}},
            "Bob": {"board": {"red": ["Oars"]}},
        },
        expansions=["artifacts", "figures"],
        achievements=[],
        supply={"base": {"2": ["Calendar", "Mathematics"]}},
    )
    act(game, "dogma Rosetta Stone", "base")
    assert game.pending.player == "Alice" and game.pending.kind == "action"
    t = table(game)
    assert t["Alice"]["board"]["blue"] == ["Mathematics", "Rosetta Stone", "Calendar"]
    assert t["Bob"] == {"board": {"red": ["Oars"]}}
