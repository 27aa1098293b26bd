"""Gaps left by the earlier text audits, tested from the rulebooks and printed texts alone
through the documented API (a position in, decisions answered, the position out):

1. the free Dogma action after a promotion with five players and the distant-players rule;
2. Confucius and Muhammad Yunus (karmas changing the featured icon or the majority) with
   sharing, demands and the distant-players rule;
3. a demand card with an echo effect (Perfume): who executes the echo;
4. an Endorsed Exxon Valdez in a team game (a player leaving in the middle of a turn);
5. two players meeting a condition through one change ("in turn order going clockwise,
   with the current player winning ties");
6. board-wide "each" karmas (J.P. Morgan, Plato, Alhazen) against per-colour conditions;
7. fading at the end of an Endorse action and after a Decree whose hand Homer tucks.
"""

from __future__ import annotations

import pytest
from outside import act, board, make, player

import inno


def P(name: str, **zones) -> dict:
    return {"name": name, **zones}


def zones(game: inno.Game, name: str) -> dict:
    """A player's zones as to_position writes them, without the turn counters."""
    p = dict(player(game, name))
    for k in ("name", "tucked", "scored"):
        p.pop(k, None)
    return p


def pile(game: inno.Game, age: int, set_: str = "base") -> list[str]:
    return game.to_position()["supply"][set_][str(age)]


# ---------------------------------------------------------------------------
# 1. Promotion's free Dogma action, five players, distant players
# ---------------------------------------------------------------------------


def test_promotion_free_dogma_distant_players_share_only_with_twice_as_many():
    # Seats A B C D E: B and E sit next to A, C and D are two seats away (distant).
    # After the promotion A has 2 lightbulbs (Writing). B (adjacent, 2) shares; C
    # (distant, 3) does not (needs at least 4); D (distant, exactly 4) shares; E
    # (adjacent, 1) does not.
    g = make(
        [
            P("A", hand=["Sailing"], forecast=["Writing"]),
            P("B", board={"blue": ["Tools"]}),
            P("C", board={"purple": ["Philosophy"]}),
            P("D", board={"purple": ["Education"], "red": ["Archery"]}),
            P("E", board={"blue": ["Calendar"]}),
        ],
        ["echoes"],
        supply={
            "base": {"2": ["Mathematics", "Construction", "Road Building", "Currency"]},
            "echoes": {"1": ["Perfume"]},
        },
    )
    act(g, "meld Sailing")
    assert g.pending.kind == "choose_card" and g.pending.player == "A"
    act(g, "Writing", "yes")
    # Sharers in clockwise order from A's left (B, then D) draw a 2 before A.
    assert player(g, "B")["hand"] == ["Mathematics"]
    assert player(g, "C")["hand"] == []
    assert player(g, "D")["hand"] == ["Construction"]
    assert player(g, "E")["hand"] == []
    # A's own 2, then the sharing bonus (a Draw action: highest top card 1; A holds a
    # base card and no Echoes card, so the Echoes draw rule gives an Echoes 1).
    assert player(g, "A")["hand"] == ["Road Building", "Perfume"]
    assert board(g, "A") == {"blue": (["Writing"], "none"), "green": (["Sailing"], "none")}
    assert player(g, "A")["forecast"] == []
    # The free Dogma action is no action of the turn: the second action remains.
    assert g.to_position()["turn"]["actions"] == 1
    assert g.pending.kind == "action" and g.pending.player == "A"


PROMOTED_ARCHERY = [
    P("A", hand=["Writing"], forecast=["Archery"]),
    P("B", board={"blue": ["Tools"]}),  # adjacent, 1 castle
    P("C", board={"purple": ["City States"]}),  # distant, 1 castle
    P("D", board={"blue": ["Pottery"]}),  # distant, 0 castles
    P("E", board={"red": ["Oars"]}),  # adjacent, 2 castles
]


def test_promotion_free_dogma_distant_players_demand_needs_more_than_twice():
    # A has 2 castles after promoting Archery: B (adjacent, 1) is vulnerable; C
    # (distant, 1) is not (2 is not more than twice 1); D (distant, 0) is; E (2) is not.
    g = make(
        PROMOTED_ARCHERY,
        ["echoes"],
        supply={"base": {"1": ["Agriculture", "Clothing", "Mysticism"]}},
    )
    act(g, "meld Writing", "Archery", "yes")
    assert sorted(player(g, "A")["hand"]) == ["Agriculture", "Clothing"]
    for name in "BCDE":
        assert player(g, name)["hand"] == [], name
    assert pile(g, 1)[0] == "Mysticism"
    assert board(g, "A") == {"blue": (["Writing"], "none"), "red": (["Archery"], "none")}


def test_promotion_free_dogma_without_distant_rule_c_is_vulnerable():
    # The same position with the recommended rule turned off: C (1 castle < 2) is
    # vulnerable too, and is demanded between B and D (clockwise).
    g = make(
        PROMOTED_ARCHERY,
        ["echoes"],
        supply={"base": {"1": ["Agriculture", "Clothing", "Mysticism", "Masonry"]}},
        options={"distant_players": False},
    )
    act(g, "meld Writing", "Archery", "yes")
    assert sorted(player(g, "A")["hand"]) == ["Agriculture", "Clothing", "Mysticism"]
    assert pile(g, 1)[0] == "Masonry"


# ---------------------------------------------------------------------------
# 2. Confucius, Muhammad Yunus
# ---------------------------------------------------------------------------


def confucius_table(**rest):
    # A: Confucius (purple), Archery (red: 2 castles, 1 lightbulb), Sailing (green: 2
    # crowns, 1 leaf): castle 2, crown 2, leaf 2, lightbulb 1.
    return make(
        [
            P("A", board={"purple": ["Confucius"], "red": ["Archery"], "green": ["Sailing"]}),
            # adjacent: 1 crown, 5 castles
            P("B", board={"yellow": ["Domestication"], "red": ["Metalworking"]}),
            # distant: 1 crown, no castle
            P("C", board={"blue": ["Writing"]}),
            # distant: no crown, no castle
            P("D", board={"blue": ["Pottery"]}),
            # adjacent: 2 crowns, no castle
            P("E", board={"purple": ["Code of Laws"]}),
        ],
        ["figures"],
        supply={"base": {"1": ["Agriculture", "Mysticism", "Clothing", "Masonry"]}},
        **rest,
    )


def test_confucius_chosen_icon_decides_vulnerability_with_distant_players():
    g = confucius_table()
    act(g, "dogma Archery")
    d = g.pending
    assert d.player == "A"
    # "any other icon on your board": not the castle.
    assert "castle" not in [str(o) for o in d.options]
    act(g, "crown")
    # Counted in crowns (A: 2): B (1, adjacent) and D (0, distant: 2 > 0) are
    # vulnerable; C (1, distant: 2 is not more than twice 1) and E (2) are not.
    assert sorted(player(g, "A")["hand"]) == ["Agriculture", "Mysticism"]
    for name in "BCDE":
        assert player(g, name)["hand"] == [], name
    assert pile(g, 1)[:2] == ["Clothing", "Masonry"]


def test_confucius_castle_kept_without_karma_for_comparison():
    # Without Confucius on top (covered), the castle decides: B (5) is safe; C, D and E
    # (0 castles; C and D distant: 2 > 0) are demanded, clockwise C, D, E.
    g = make(
        [
            P(
                "A",
                board={
                    "purple": ["City States", "Confucius"],
                    "red": ["Archery"],
                    "green": ["Sailing"],
                },
            ),
            P("B", board={"yellow": ["Domestication"], "red": ["Metalworking"]}),
            P("C", board={"blue": ["Writing"]}),
            P("D", board={"blue": ["Pottery"]}),
            P("E", board={"purple": ["Code of Laws"]}),
        ],
        ["figures"],
        supply={"base": {"1": ["Agriculture", "Mysticism", "Clothing", "Masonry"]}},
    )
    # A: castles 2 (Archery) + 1 (City States) = 3; C, D, E have 0; B has 5.
    act(g, "dogma Archery")
    assert sorted(player(g, "A")["hand"]) == ["Agriculture", "Clothing", "Mysticism"]
    assert player(g, "B")["hand"] == []


def test_confucius_chosen_icon_decides_sharing_with_distant_players():
    # A activates The Wheel (castle: "Draw two {1}.") and chooses the crown instead (A:
    # 2 crowns). B (adjacent, 2) shares; C (distant, 3) does not (needs 4); D
    # (distant, exactly 4) shares; E (adjacent, 1) does not. Counted in castles (A: 5)
    # nobody would share.
    g = make(
        [
            P(
                "A",
                board={
                    "purple": ["Confucius"],
                    "green": ["The Wheel"],
                    "blue": ["Writing"],
                    "yellow": ["Domestication"],
                },
            ),
            P("B", board={"purple": ["Code of Laws"]}),
            P("C", board={"red": ["Optics"]}),
            P("D", board={"blue": ["Translation"], "green": ["Clothing"]}),
            P("E", board={"blue": ["Mathematics"]}),
        ],
        ["figures"],
        supply={
            "base": {"1": ["Agriculture", "Pottery", "Mysticism", "Masonry", "Sailing", "Oars"]},
            "figures": {"2": ["Plato"]},
        },
    )
    act(g, "dogma The Wheel")
    assert g.pending.player == "A"
    assert sorted(str(o) for o in g.pending.options) == ["crown", "leaf", "lightbulb"]
    act(g, "crown")
    assert player(g, "B")["hand"] == ["Agriculture", "Pottery"]
    assert player(g, "C")["hand"] == []
    assert player(g, "D")["hand"] == ["Mysticism", "Masonry"]
    assert player(g, "E")["hand"] == []
    # A's two 1s, then the sharing bonus: a Figure of A's highest top card (Confucius, 2).
    assert player(g, "A")["hand"] == ["Sailing", "Oars", "Plato"]


def yunus_table(yunus_hand=("Calendar",)):
    return make(
        [
            P("A", board={"red": ["Archery"]}),  # 2 castles
            P("B", board={"blue": ["Tools"]}),  # adjacent, 1 castle
            P("C", board={"purple": ["City States"]}),  # distant, 1 castle
            # distant, 0 castles; Muhammad Yunus's owner
            P("D", board={"green": ["Muhammad Yunus"]}, hand=list(yunus_hand)),
            P("E", board={"red": ["Oars"]}),  # adjacent, 2 castles
        ],
        ["figures"],
        supply={"base": {"1": ["Agriculture", "Clothing", "Mysticism"]}},
    )


def test_muhammad_yunus_owner_returns_a_card_and_is_not_demanded():
    g = yunus_table()
    act(g, "dogma Archery")
    # "If any player would take a Dogma action, first you may return a card": asked of D.
    assert g.pending.player == "D"
    act(g, "Calendar")
    # D has the sole majority in castles: not vulnerable. B is; C (distant, 1) is not.
    assert player(g, "A")["hand"] == ["Agriculture"]
    assert player(g, "D")["hand"] == []
    assert pile(g, 2)[-1] == "Calendar"
    assert pile(g, 1)[0] == "Clothing"


def test_muhammad_yunus_owner_declines_and_is_demanded():
    g = yunus_table()
    act(g, "dogma Archery")
    assert g.pending.player == "D"
    act(g, None)
    # D (distant, 0 castles: 2 > 0) is vulnerable: draws a 1 (Clothing; D holds
    # Calendar, the highest card, and transfers it).
    assert sorted(player(g, "A")["hand"]) == ["Agriculture", "Calendar"]
    assert player(g, "D")["hand"] == ["Clothing"]


def test_muhammad_yunus_owner_with_empty_hand_is_not_asked():
    # "you may return a card": with no card in hand nothing can be returned, so nothing
    # is asked and D is demanded as usual.
    g = yunus_table(yunus_hand=())
    act(g, "dogma Archery")
    assert sorted(player(g, "A")["hand"]) == ["Agriculture", "Clothing"]
    assert player(g, "D")["hand"] == []


def test_muhammad_yunus_adjacent_owner_shares_by_returning():
    # A activates Writing (2 lightbulbs); B (adjacent) has none but returns a card with
    # Muhammad Yunus: B has the sole majority in lightbulbs, shares, and A draws for
    # sharing (a Figures card: the Figures draw rule).
    g = make(
        [
            P("A", board={"blue": ["Writing"]}),
            P("B", board={"green": ["Muhammad Yunus"]}, hand=["Pottery"]),
            P("C"),
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar", "Mathematics"]}, "figures": {"1": ["Fu Xi"]}},
    )
    act(g, "dogma Writing")
    assert g.pending.player == "B"
    act(g, "Pottery")
    assert player(g, "B")["hand"] == ["Calendar"]
    assert player(g, "A")["hand"] == ["Mathematics", "Fu Xi"]
    assert pile(g, 1)[-1] == "Pottery"


def test_muhammad_yunus_distant_owner_with_the_sole_majority_needs_twice_to_share():
    # Rulings: the sole majority is one more than the most anybody has (A's 2: so 3), and
    # the distant-player rule judges that count as any other: D, two seats from A, needs
    # twice A's 2 lightbulbs to share Writing. D returns a card and still does not share.
    g = make(
        [
            P("A", board={"blue": ["Writing"]}),  # 2 lightbulbs
            P("B", board={"red": ["Archery"]}),
            P("C", board={"red": ["Oars"]}),
            P("D", board={"green": ["Muhammad Yunus"]}, hand=["Pottery"]),  # distant
            P("E", board={"yellow": ["Masonry"]}),
        ],
        ["figures"],
        supply={"base": {"2": ["Calendar", "Mathematics"]}},
    )
    act(g, "dogma Writing")
    assert g.pending.player == "D"
    act(g, "Pottery")
    assert pile(g, 1)[-1] == "Pottery"
    assert player(g, "D")["hand"] == []
    assert player(g, "A")["hand"] == ["Calendar"]  # (nobody shared: no sharing bonus)


def test_muhammad_yunus_activating_owner_makes_adjacent_opponent_vulnerable():
    # A (1 castle) activates Archery with Muhammad Yunus on top and returns a card: A
    # has the sole majority in castles, so B (3 castles, adjacent) is vulnerable.
    g = make(
        [
            P("A", board={"red": ["Archery"], "green": ["Muhammad Yunus"]}, hand=["Pottery"]),
            P("B", board={"green": ["The Wheel"]}),
        ],
        ["figures"],
        supply={"base": {"1": ["Agriculture", "Clothing"]}},
    )
    act(g, "dogma Archery")
    assert g.pending.player == "A"
    act(g, "Pottery")
    assert player(g, "A")["hand"] == ["Agriculture"]
    assert player(g, "B")["hand"] == []


def test_confucius_and_muhammad_yunus_current_player_chooses_one_karma():
    # Two "would" karmas triggered by the same Dogma action (Confucius, A's; Muhammad
    # Yunus, B's): "the current player decides which karma occurs and ignores the
    # others". A chooses Confucius: B is never asked to return a card.
    g = make(
        [
            P("A", board={"purple": ["Confucius"], "red": ["Archery"], "green": ["Sailing"]}),
            P("B", board={"green": ["Muhammad Yunus"]}, hand=["Pottery"]),
        ],
        ["figures"],
        supply={"base": {"1": ["Agriculture", "Clothing"]}},
    )
    act(g, "dogma Archery")
    d = g.pending
    assert d.player == "A" and d.kind == "choose_option", d
    pick = [o for o in d.options if "Confucius" in str(o)]
    assert len(pick) == 1 and any("Yunus" in str(o) for o in d.options), d.options
    act(g, pick[0])
    assert g.pending.player == "A"  # the icon to use instead of the castle
    act(g, "leaf")
    # A: 2 leaves (Confucius, Sailing); B: 0 leaves (Yunus: 2 crowns) -> vulnerable.
    # B holds Pottery, draws Agriculture, transfers the highest (a tie of 1s: B chooses).
    if g.pending is not None and g.pending.player == "B":
        act(g, "Agriculture")
    assert player(g, "A")["hand"] == ["Agriculture"]
    assert player(g, "B")["hand"] == ["Pottery"]


def test_promoted_figure_free_dogma_then_one_fade_at_the_end_of_the_meld_action():
    # The free Dogma action after a promotion is part of the Meld action: the promoted
    # figure (Fu Xi, its echo "Draw and score a {2}" makes it a Dogma target) is
    # activated before A, now with two top figures, fades one.
    g = make(
        [
            P("A", hand=["Agriculture"], forecast=["Fu Xi"], board={"purple": ["Homer"]}),
            P("B"),
        ],
        ["echoes", "figures"],
        supply={"base": {"2": ["Calendar"]}},
    )
    act(g, "meld Agriculture", "Fu Xi")
    d = g.pending
    assert d.kind == "yes_no" and d.player == "A", d
    act(g, "yes")
    assert player(g, "A")["score"] == ["Calendar"]
    d = g.pending
    assert d.player == "A" and sorted(d.options) == ["Fu Xi", "Homer"], d
    act(g, "Homer")
    assert board(g, "A") == {"yellow": (["Agriculture"], "none"), "green": (["Fu Xi"], "none")}
    assert sorted(player(g, "A")["score"]) == ["Calendar", "Homer"]
    assert g.pending.kind == "action" and g.to_position()["turn"]["actions"] == 1


# ---------------------------------------------------------------------------
# 3. A demand card with an echo effect: Perfume
# ---------------------------------------------------------------------------


def test_perfume_echo_is_shared_by_sharers_not_by_the_demanded():
    # Perfume (castle): echo "Draw and tuck a 1."; demand "transfer a top card of
    # different value from any top card on my board from your board to mine! If you
    # do, draw and meld a card of equal value!"
    g = make(
        [
            P("A", board={"blue": ["Perfume"], "red": ["Archery"]}),  # 3 castles
            P("B", board={"red": ["Metalworking"]}),  # 3 castles: shares the echo
            P("C", board={"green": ["Sailing"], "purple": ["Philosophy"]}),  # 0: demanded
        ],
        ["echoes"],
        supply={
            "base": {"1": ["Agriculture", "Pottery", "Masonry"], "2": ["Calendar", "Mathematics"]},
        },
    )
    act(g, "dogma Perfume")
    # The echo: B first (tucks Agriculture), then A (tucks Pottery); C does not execute it.
    assert board(g, "B") == {"red": (["Metalworking"], "none"), "yellow": (["Agriculture"], "none")}
    # The demand: C's only top card of a value other than 1 (Philosophy) goes to A; C
    # draws and melds a 2 (Calendar). B (not vulnerable) does nothing.
    assert board(g, "C") == {"green": (["Sailing"], "none"), "blue": (["Calendar"], "none")}
    assert board(g, "A") == {
        "blue": (["Perfume", "Pottery"], "none"),
        "red": (["Archery"], "none"),
        "purple": (["Philosophy"], "none"),
    }
    # B's tuck was a change: A's sharing bonus is a Draw action (highest top card:
    # Philosophy, 2; A's hand is empty, so a base card).
    assert player(g, "A")["hand"] == ["Mathematics"]
    assert player(g, "B")["hand"] == [] and player(g, "C")["hand"] == []
    assert pile(g, 1)[0] == "Masonry"


def test_perfume_promoted_five_players_distant_share_echo_and_demand():
    # A melds Archery and promotes Perfume: A has 3 castles (Archery 2, Perfume 1).
    # B (adjacent, 1 castle): demanded. C (distant, 6 castles = twice): shares the
    # echo. D (distant, 2 castles: 3 is not more than twice 2): neither. E (adjacent,
    # 0 castles): demanded.
    g = make(
        [
            P("A", hand=["Archery"], forecast=["Perfume"]),
            P("B", board={"blue": ["Tools"], "green": ["Clothing"]}),
            P("C", board={"green": ["The Wheel"], "yellow": ["Masonry"]}),
            P("D", board={"red": ["Oars"]}),
            P("E", board={"purple": ["Philosophy"]}),
        ],
        ["echoes"],
        supply={
            "base": {
                "1": ["Agriculture", "Pottery", "Mysticism", "Sailing"],
                "2": ["Calendar", "Currency"],
            },
        },
    )
    act(g, "meld Archery", "Perfume", "yes")
    # The echo: C tucks Agriculture (yellow, under Masonry), then A tucks Pottery.
    assert board(g, "C") == {
        "green": (["The Wheel"], "none"),
        "yellow": (["Masonry", "Agriculture"], "none"),
    }
    assert board(g, "D") == {"red": (["Oars"], "none")}
    # The demand, clockwise: B has only 1s on top (A's tops are all 1s): nothing; E
    # transfers Philosophy (2) to A, then draws and melds a 2 (Calendar).
    assert board(g, "B") == {"blue": (["Tools"], "none"), "green": (["Clothing"], "none")}
    assert board(g, "E") == {"blue": (["Calendar"], "none")}
    assert board(g, "A") == {
        "blue": (["Perfume", "Pottery"], "none"),
        "red": (["Archery"], "none"),
        "purple": (["Philosophy"], "none"),
    }
    # C's tuck earns A the sharing bonus: a Draw action of A's highest top card (2).
    assert player(g, "A")["hand"] == ["Currency"]
    assert g.to_position()["turn"]["actions"] == 1


def test_perfume_endorsed_echo_twice_for_the_activator_once_for_the_sharer():
    # Endorse: "When you execute a non-demand effect, do it twice" (an echo effect is a
    # non-demand effect); a sharer executes it once; the demand goes round twice.
    # A: Perfume and Nanjing (a 2 city with castles): 4 castles; pays Pottery. B (6
    # castles) shares the echo; C (0) is demanded twice.
    g = make(
        [
            P("A", hand=["Pottery"], board={"blue": ["Perfume"], "green": ["Nanjing"]}),
            P("B", board={"red": ["Metalworking"], "yellow": ["Masonry"]}),
            P("C", board={"red": ["Optics"]}),
        ],
        ["echoes", "cities"],
        supply={
            "base": {
                "1": ["Agriculture", "Mysticism", "Clothing", "Sailing"],
                "3": ["Alchemy", "Compass"],
            },
        },
    )
    act(g, "endorse Perfume")
    # The echo: B tucks Agriculture once, then A tucks Mysticism and Clothing.
    assert board(g, "B") == {
        "red": (["Metalworking"], "none"),
        "yellow": (["Masonry", "Agriculture"], "none"),
    }
    # The demand, first round: C's Optics (a 3: A's tops are a 1 and a 2) goes to A, and
    # C draws and melds a 3 (Alchemy). Second round: A has a 3 on top now, C's only top
    # card is a 3: nothing.
    assert board(g, "C") == {"blue": (["Alchemy"], "none")}
    assert board(g, "A") == {
        "blue": (["Perfume", "Pottery"], "none"),
        "green": (["Nanjing", "Clothing"], "none"),
        "purple": (["Mysticism"], "none"),
        "red": (["Optics"], "none"),
    }
    # One sharing bonus: a Draw action of A's highest top card (Optics, 3).
    assert player(g, "A")["hand"] == ["Compass"]
    assert pile(g, 1)[0] == "Sailing"


# ---------------------------------------------------------------------------
# 4. An Endorsed Exxon Valdez in a team game
# ---------------------------------------------------------------------------


def exxon_table(d_board):
    # Teams: A and C against B and D. A: Exxon Valdez (3 factories) and Cordoba (a
    # 3 city with 3 factories): 6 factories after the payment (Pottery) is tucked.
    return make(
        [
            P("A", hand=["Pottery"], board={"red": ["Exxon Valdez"], "blue": ["Cordoba"]}),
            P(
                "B",
                hand=["Agriculture"],
                score=["Mysticism"],
                achievements=["Clothing"],
                board={"red": ["Coal"], "yellow": ["Steam Engine"], "blue": ["Chemistry"]},
            ),  # 7 factories
            P(
                "C",
                board={"red": ["Explosives"], "purple": ["Emancipation"], "yellow": ["Canning"]},
            ),
            P("D", board=d_board),
        ],
        ["cities", "artifacts"],
        options={"teams": True},
        supply={"base": {"10": ["Software", "Databases"]}},
    )


def test_exxon_valdez_endorsed_one_opponent_leaves_team_plays_on():
    # D has 5 factories (fewer than 6): not compelled. B is compelled in the first round
    # and leaves; in the second round B is out. C, A's teammate, is never compelled.
    g = exxon_table({"red": ["Machine Tools"], "green": ["Corporations"]})
    act(g, "endorse Exxon Valdez")
    assert g.result is None
    pos = g.to_position()
    b = player(g, "B")
    assert b.get("out") is True
    assert b["hand"] == [] and b["score"] == [] and b["achievements"] == [] and b["board"] == {}
    assert sorted(pos["removed"]) == sorted(
        ["Agriculture", "Mysticism", "Clothing", "Coal", "Steam Engine", "Chemistry"]
    )
    assert board(g, "C") == {
        "red": (["Explosives"], "none"),
        "purple": (["Emancipation"], "none"),
        "yellow": (["Canning"], "none"),
    }
    assert board(g, "D") == {
        "red": (["Machine Tools"], "none"),
        "green": (["Corporations"], "none"),
    }
    assert board(g, "A") == {
        "red": (["Exxon Valdez"], "none"),
        "blue": (["Cordoba", "Pottery"], "none"),
    }
    # A's turn goes on (one action left), then B's seat is skipped: C plays.
    assert g.pending.player == "A" and pos["turn"]["actions"] == 1
    act(g, "draw")
    assert player(g, "A")["hand"] == ["Software"]
    assert g.pending.player == "C"
    assert g.to_position()["turn"]["player"] == "C"


def test_exxon_valdez_endorsed_both_opponents_leave_team_wins():
    # D has 6 factories too: B then D leave in the first round; only A's team remains.
    g = exxon_table(
        {"red": ["Machine Tools"], "green": ["Corporations"], "purple": ["Specialization"]}
    )
    act(g, "endorse Exxon Valdez")
    assert g.result is not None
    result = g.to_position()["result"]
    assert sorted(result["winners"]) == ["A", "C"]
    assert g.pending is None
    assert player(g, "D").get("out") is True and player(g, "B").get("out") is True
    assert player(g, "C").get("out") is None


# ---------------------------------------------------------------------------
# 5. One change, two players meeting a condition at once
# ---------------------------------------------------------------------------


def test_atm_one_transfer_makes_both_players_eligible_for_world_current_player_wins():
    # ATM's demand: B transfers the highest top non-yellow card without a crown (Mass
    # Media, 1 clock) to A. A goes from 11 to 12 clocks, and B from 11 to 13 (Satellites
    # is uncovered): both meet World at once; the current player, A, claims it.
    g = make(
        [
            P(
                "A",
                board={
                    "blue": {"cards": ["Software", "Rocketry"], "splay": "up"},  # 3 + 2
                    "red": {"cards": ["Fission", "Parachute"], "splay": "up"},  # 3 + 2
                    "purple": ["Lighting"],  # 1
                    "yellow": ["ATM"],
                },
            ),
            P(
                "B",
                board={
                    "green": ["Mass Media", "Satellites"],  # 1 (3 once uncovered)
                    "red": {
                        "cards": ["Archery", "Social Networking", "Camcorder"],
                        "splay": "up",
                    },  # 0 + 2 + 2
                    "yellow": {"cards": ["Tractor", "Cell Phone"], "splay": "up"},  # 2 + 1
                    "purple": ["Railroad"],  # 2
                    "blue": ["Publications"],  # 1
                },
            ),
        ],
        ["echoes"],
        supply={"base": {"1": ["Agriculture"]}},
    )
    assert "World" in g.to_position()["special_achievements"]
    act(g, "dogma ATM")
    # The echo effect: "Draw and score a card of any value": A chooses 1.
    while g.pending is not None and g.pending.player == "A" and g.pending.kind != "action":
        d = g.pending
        if 1 in d.options:
            act(g, 1)
        elif "1" in d.options:
            act(g, "1")
        elif None in d.options:
            act(g, None)
        elif "no" in d.options:
            act(g, "no")
        else:
            raise AssertionError(d)
    assert board(g, "A")["green"] == (["Mass Media"], "none")
    assert board(g, "B")["green"] == (["Satellites"], "none")
    assert "World" in player(g, "A")["achievements"]
    assert "World" not in player(g, "B")["achievements"]


def test_flags_one_unsplay_makes_two_players_win_first_clockwise_from_current():
    # Four players with Cities: 5 achievements to win. A and D hold 4 each and a red
    # flag city; B's red stack splayed left shows 2 cards, more than their 1, so
    # neither flag counts. C (current) activates Feudalism: B transfers Archery (a
    # castle) from hand and unsplays red: both flags count at once. Clockwise from C,
    # D comes before A: D wins.
    g = make(
        [
            P(
                "A",
                board={"red": ["Zurich"]},
                achievements=["Pottery", "Clothing", "Mysticism", "Masonry"],
            ),
            P(
                "B",
                board={"red": {"cards": ["Oars", "Metalworking"], "splay": "left"}},
                hand=["Archery"],
            ),
            P("C", board={"purple": ["Feudalism"], "green": ["The Wheel"]}),
            P(
                "D",
                board={"red": ["Algiers"]},
                achievements=["Calendar", "Fermenting", "Currency", "Mapmaking"],
            ),
        ],
        ["cities"],
        special=[],
        turn={"player": "C", "actions": 2, "number": 7},
    )
    act(g, "dogma Feudalism")
    assert g.result is not None, g.pending
    result = g.to_position()["result"]
    assert result["winners"] == ["D"] and result["reason"] == "achievements"
    # B's transfer happened (C holds Archery) and B's red is unsplayed.
    assert player(g, "C")["hand"] == ["Archery"]
    assert board(g, "B")["red"] == (["Oars", "Metalworking"], "none")


# ---------------------------------------------------------------------------
# 6. Board-wide "each" karmas and per-colour conditions
# ---------------------------------------------------------------------------


def morgan_board(green_under: str) -> dict:
    return {
        "blue": ["Translation"],  # 3 crowns
        "red": ["Optics"],  # 3 crowns
        "purple": ["Enterprise"],  # 3 crowns
        # J.P. Morgan (2 crowns) splayed up over a card
        "green": {"cards": ["J.P. Morgan", green_under], "splay": "up"},
    }


def test_jp_morgan_doubled_crowns_do_not_make_a_colour_for_supremacy():
    # Green shows 2 crowns (J.P. Morgan; Mass Media's bottom slots show none); J.P.
    # Morgan's "each icon in each color you have splayed up provides an additional icon"
    # counts for board totals only (rulings.md), so green is no fourth colour with 3.
    g = make(
        [P("A", board=morgan_board("Mass Media")), P("B")],
        ["echoes", "figures"],
        supply={"base": {"8": ["Skyscrapers"]}},
    )
    act(g, "draw")
    assert player(g, "A")["hand"] == ["Skyscrapers"]
    assert "Supremacy" not in player(g, "A")["achievements"]
    assert "Supremacy" in g.to_position()["special_achievements"]


def test_jp_morgan_supremacy_with_a_printed_third_crown():
    # Control: Bicycle's bottom slots show a crown: green has 3 printed crowns.
    g = make(
        [P("A", board=morgan_board("Bicycle")), P("B")],
        ["echoes", "figures"],
        supply={"base": {"8": ["Skyscrapers"]}},
    )
    act(g, "draw")
    assert "Supremacy" in player(g, "A")["achievements"]


def test_jp_morgan_board_totals_count_for_empire():
    # Empire (three or more icons of all six types) reads board totals, where J.P.
    # Morgan's karma counts. Green splayed up: J.P. Morgan (2 crowns) over Mass Media
    # (its bottom slots: hex, clock, lightbulb), doubled: 4 crowns, 2 clocks, 2
    # lightbulbs. Printed, A has 2 clocks, 2 crowns and 2 lightbulbs: no Empire without
    # the karma; with it: crowns 4, clocks 3, lightbulbs 3, leaves 4, castles 3,
    # factories 3.
    g = make(
        [
            P(
                "A",
                board={
                    "green": {"cards": ["J.P. Morgan", "Mass Media"], "splay": "up"},
                    "red": ["Coal"],  # 3 factories
                    "yellow": ["Masonry"],  # 3 castles
                    "purple": ["Lighting"],  # 2 leaves, 1 clock
                    "blue": ["Calendar"],  # 2 leaves, 1 lightbulb
                },
            ),
            P("B"),
        ],
        ["figures"],
        supply={"base": {"8": ["Skyscrapers"]}},
    )
    assert "Empire" in g.to_position()["special_achievements"]
    act(g, "draw")  # a change: with an "each" karma in play, the conditions are checked
    assert player(g, "A")["hand"] == ["Skyscrapers"]
    assert "Empire" in player(g, "A")["achievements"]


def plato_board(under: str) -> dict:
    return {
        "blue": ["Translation"],  # 3 crowns
        "red": ["Optics"],  # 3 crowns
        "green": ["Navigation"],  # 3 crowns
        # Canal Building (2 crowns) splayed left over a card showing its bottom right
        "yellow": {"cards": ["Canal Building", under], "splay": "left"},
        "purple": ["Plato"],
    }


@pytest.mark.parametrize(
    ("under", "supremacy"),
    [
        # Agriculture shows a leaf: yellow has 2 printed crowns, 3 only if Plato's
        # additional crown counts in the colour of its stack.
        ("Agriculture", False),
        # Refrigeration shows a crown: 3 printed crowns in yellow.
        ("Refrigeration", True),
    ],
)
def test_plato_splayed_stack_and_supremacy(under, supremacy):
    # Plato: "Each splayed stack on your board provides one additional {castle},
    # {lightbulb}, {leaf}, and {crown}." Supremacy: three of one icon in each of four
    # colours. rulings.md names J.P. Morgan, Adam Smith and Catherine the Great as
    # board totals only; Plato is not named: the first case records that inno reads
    # Plato the same way (see the report, UNSURE).
    g = make(
        [P("A", board=plato_board(under)), P("B")],
        ["echoes", "figures"],
        supply={"base": {"4": ["Perspective"]}},
    )
    act(g, "draw")
    assert player(g, "A")["hand"] == ["Perspective"]
    assert ("Supremacy" in player(g, "A")["achievements"]) is supremacy


def test_alhazen_counts_only_for_draws_not_for_universe():
    # Alhazen: a splayed colour "counts as having a top card of value equal to the
    # number of {lightbulb} or {castle} in that color ... for the purpose of taking a
    # Draw or Inspire action". Blue splayed up shows 9 lightbulbs: the Draw action
    # draws a 9; but Universe (five top cards of value 8 or higher) sees Alhazen, a 3.
    g = make(
        [
            P(
                "A",
                board={
                    "blue": {
                        "cards": ["Alhazen", "Experimentation", "Physics", "Printing Press"],
                        "splay": "up",
                    },
                    "red": ["Flight"],
                    "green": ["Mass Media"],
                    "yellow": ["Skyscrapers"],
                    "purple": ["Socialism"],
                },
            ),
            P("B"),
        ],
        ["figures"],
        supply={"base": {"8": ["Quantum Theory"], "9": ["Computers"]}},
    )
    act(g, "draw")
    assert player(g, "A")["hand"] == ["Computers"]
    assert "Universe" not in player(g, "A")["achievements"]
    assert "Universe" in g.to_position()["special_achievements"]


# ---------------------------------------------------------------------------
# 7. Fading at the end of an Endorse action; Homer and a Decree
# ---------------------------------------------------------------------------


def test_fade_waits_for_the_end_of_an_endorse_action_then_current_player_first():
    # A endorses Domestication ("Meld the lowest card in your hand. Draw a {1}.") with
    # Nanjing (a 2 city with castles), paying Calendar. Each of A's two executions
    # melds a figure: fading happens only at the end of the action ("At the end of any
    # action"), A first (two fades: 3 top figures), then B (2 top figures).
    g = make(
        [
            P(
                "A",
                hand=["Calendar", "Hammurabi", "Huang Di"],
                board={"yellow": ["Domestication"], "green": ["Nanjing"], "purple": ["Ptahhotep"]},
            ),
            P("B", board={"red": ["Gilgamesh"], "yellow": ["Sunshu Ao"]}),
        ],
        ["cities", "figures"],
        supply={"base": {"1": ["Agriculture", "Pottery", "Mysticism"]}},
    )
    act(g, "endorse Domestication")
    expect = [
        ("A", "Tuck a card", ["Calendar", "Hammurabi", "Huang Di"], "Calendar"),
        # first execution: a tie of 1s
        ("A", "Domestication", ["Hammurabi", "Huang Di"], "Hammurabi"),
        # A now has two top figures, but no fade yet: the second execution
        ("A", "Domestication", ["Huang Di", "Agriculture"], "Huang Di"),
        # the end of the action: A fades first (three top figures, two fades) ...
        ("A", "Fade", ["Huang Di", "Hammurabi", "Ptahhotep"], "Huang Di"),
        ("A", "Fade", ["Hammurabi", "Ptahhotep"], "Hammurabi"),
        # ... then B
        ("B", "Fade", ["Gilgamesh", "Sunshu Ao"], "Gilgamesh"),
    ]
    for who, prompt, opts, answer in expect:
        d = g.pending
        assert (d.player, sorted(d.options)) == (who, sorted(opts)), d
        assert prompt in d.prompt, d
        act(g, answer)
    assert g.pending.kind == "action" and g.pending.player == "A"
    assert board(g, "A") == {
        "blue": (["Calendar"], "none"),
        "green": (["Nanjing"], "none"),
        "yellow": (["Domestication"], "none"),
        "purple": (["Ptahhotep"], "none"),
    }
    # Domestication executed twice: two 1s drawn (Agriculture, then Pottery).
    assert player(g, "A")["hand"] == ["Agriculture", "Pottery"]
    assert sorted(player(g, "A")["score"]) == ["Hammurabi", "Huang Di"]
    assert board(g, "B") == {"yellow": (["Sunshu Ao"], "none")}
    assert player(g, "B")["score"] == ["Gilgamesh"]


def test_homer_tucks_the_decree_hand_and_the_tucked_figure_fades():
    # A issues a Decree with three figures of values 1, 2, 3; Homer's "If you would
    # remove or return a figure from your hand, instead tuck it" tucks them (Pottery,
    # no figure, is removed). Shen Kuo, tucked into the empty green, is a top figure.
    # Advancement draws two higher than the highest top card: Shen Kuo's 3 -> a 5.
    # At the end of the action A has two top figures and fades one.
    g = make(
        [
            P(
                "A",
                hand=["Huang Di", "Sun Tzu", "Shen Kuo", "Pottery"],
                board={"purple": ["Homer"], "blue": ["Writing"], "red": ["Archery"]},
            ),
            P("B"),
        ],
        ["figures"],
        supply={"base": {"5": ["Coal"], "3": ["Alchemy"]}},
    )
    act(g, "decree Advancement")
    d = g.pending
    assert d.player == "A" and set(d.options) == {"Shen Kuo", "Homer"}, d
    act(g, "Homer")
    pos = g.to_position()
    assert board(g, "A") == {
        "blue": (["Writing", "Huang Di"], "none"),
        "red": (["Archery", "Sun Tzu"], "none"),
        "green": (["Shen Kuo"], "none"),
    }
    assert player(g, "A")["hand"] == ["Coal"]
    assert player(g, "A")["score"] == ["Homer"]
    assert player(g, "A")["achievements"] == ["Advancement"]
    assert pos["removed"] == ["Pottery"]
    assert g.pending.kind == "action" and pos["turn"]["actions"] == 1
