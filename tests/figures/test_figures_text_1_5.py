"""Figures in the Sand, ages 1-5: karmas and inspire effects tested from the printed text.

Written as an outside checker: positions through ``inno.Game.from_position``, actions by
answering ``game.pending``, results read from ``game.to_position()`` and ``game.view``.
"""

from __future__ import annotations

import inno


def game(alice=None, bob=None, *, supply=None, turn="Alice", actions=2, **rest):
    position = {
        "players": [{"name": "Alice", **(alice or {})}, {"name": "Bob", **(bob or {})}],
        "expansions": ["figures"],
        "achievements": [],
        "seed": 3,
        "turn": {"player": turn, "actions": actions, "number": 5},
    }
    if supply is not None:
        # ages given directly are base piles; "figures" gives the Figures piles
        base = {k: v for k, v in supply.items() if str(k).isdigit()}
        position["supply"] = {"base": base, **{k: v for k, v in supply.items() if k not in base}}
    position.update(rest)
    return inno.Game.from_position(position)


def zones(g, name="Alice"):
    return next(p for p in g.to_position()["players"] if p["name"] == name)


def board(g, name="Alice"):
    """{colour: (cards top first, splay)} of a player's board."""
    return {c: (s["cards"], s["splay"]) for c, s in zones(g, name)["board"].items()}


def pile(g, set_, age):
    return g.to_position()["supply"][set_][str(age)]


def view(g, name="Alice"):
    return next(p for p in g.view(name)["players"] if p["name"] == name)


def act(g, option):
    pending = g.pending
    assert pending is not None, "no decision pending"
    assert option in pending.options, (pending, pending.options)
    g.answer(option)


def at_next_action(g, player="Alice"):
    p = g.pending
    assert p is not None and p.kind == "action" and p.player == player, p


EMPTY = {"board": {}, "hand": [], "score": [], "achievements": [], "forecast": []}


def untouched(g, name, **expected):
    """The player's zones are exactly the given ones (the others empty)."""
    z = zones(g, name)
    want = {**EMPTY, **expected}
    got = {
        "board": {c: s["cards"] for c, s in z["board"].items()},
        "hand": sorted(z["hand"]),
        "score": sorted(z["score"]),
        "achievements": sorted(z["achievements"]),
        "forecast": sorted(z["forecast"]),
    }
    want = {k: (sorted(v) if isinstance(v, list) else v) for k, v in want.items()}
    assert got == want


# --- Hatshepsut: "If you would draw a card of value higher than 1 and you have a {1} in
# your hand, first return all cards from your hand and draw two cards of that value."


def test_hatshepsut_draw_of_two_with_a_1_in_hand():
    g = game(
        {
            "board": {"green": ["Hatshepsut"], "red": ["Construction"]},
            "hand": ["Archery", "Calendar"],
        },
        supply={"1": ["Sailing"], "2": ["Mapmaking", "Philosophy", "Fermenting"]},
    )
    act(g, "draw")
    # all of the hand returned (the 2 too), two 2s drawn, then the Draw action's 2
    assert sorted(zones(g)["hand"]) == ["Fermenting", "Mapmaking", "Philosophy"]
    assert pile(g, "base", 1)[0] == "Sailing"
    assert set(pile(g, "base", 1)[-1:] + pile(g, "base", 2)[-1:]) == {"Archery", "Calendar"}
    at_next_action(g)


def test_hatshepsut_draw_of_a_1_is_not_higher_than_1():
    g = game(
        {"board": {"green": ["Hatshepsut"]}, "hand": ["Archery"]},
        supply={"1": ["Sailing", "Tools"]},
    )
    act(g, "draw")
    assert sorted(zones(g)["hand"]) == ["Archery", "Sailing"]
    assert pile(g, "base", 1)[0] == "Tools"


# --- Imhotep: "If you would meld a card over an unsplayed color with more than one card,
# instead splay that color left and return the card."


def test_imhotep_meld_over_unsplayed_two_card_stack():
    g = game({"board": {"blue": ["Imhotep"], "red": ["Oars", "Archery"]}, "hand": ["Metalworking"]})
    act(g, "meld Metalworking")
    assert board(g) == {"blue": (["Imhotep"], "none"), "red": (["Oars", "Archery"], "left")}
    assert zones(g)["hand"] == []
    assert pile(g, "base", 1)[-1] == "Metalworking"
    at_next_action(g)


def test_imhotep_meld_over_one_card_stack_melds():
    g = game({"board": {"blue": ["Imhotep"], "red": ["Archery"]}, "hand": ["Metalworking"]})
    act(g, "meld Metalworking")
    assert board(g) == {"blue": (["Imhotep"], "none"), "red": (["Metalworking", "Archery"], "none")}


def test_imhotep_meld_over_splayed_stack_melds():
    g = game(
        {
            "board": {"blue": ["Imhotep"], "red": {"cards": ["Oars", "Archery"], "splay": "left"}},
            "hand": ["Metalworking"],
        }
    )
    act(g, "meld Metalworking")
    assert board(g)["red"] == (["Metalworking", "Oars", "Archery"], "left")


# --- Sargon of Akkad: "If you would meld a card, and your current top card of that color
# is of equal value, instead tuck it."  Inspire: "Draw and meld a {1}."


def test_sargon_of_akkad_meld_equal_value_is_tucked():
    g = game({"board": {"green": ["Sargon of Akkad"], "red": ["Archery"]}, "hand": ["Oars"]})
    act(g, "meld Oars")
    assert board(g)["red"] == (["Archery", "Oars"], "none")
    assert zones(g)["tucked"] == 1
    at_next_action(g)


def test_sargon_of_akkad_meld_higher_value_melds():
    g = game(
        {"board": {"green": ["Sargon of Akkad"], "red": ["Archery"]}, "hand": ["Construction"]}
    )
    act(g, "meld Construction")
    assert board(g)["red"] == (["Construction", "Archery"], "none")


def test_sargon_of_akkad_inspire_draws_green_1_and_tucks_it_under_itself():
    g = game({"board": {"green": ["Sargon of Akkad"]}}, supply={"1": ["Sailing", "Tools"]})
    act(g, "inspire green")
    # the drawn Sailing would be melded over Sargon (a 1): tucked instead
    assert board(g) == {"green": (["Sargon of Akkad", "Sailing"], "none")}
    # then a card of the top green card's value (1)
    assert zones(g)["hand"] == ["Tools"]


# --- Homer: "If you would remove or return a figure from your hand, instead tuck it."
# With Pottery: "If you returned any cards, draw and score a card of value equal to the
# number of cards you returned."


def test_homer_tucked_figure_is_not_counted_as_returned():
    g = game(
        {
            "board": {"purple": ["Homer"], "blue": ["Pottery"], "green": ["Sailing"]},
            "hand": ["Fu Xi", "Metalworking"],
        },
        supply={"1": ["Writing", "Tools"], "2": ["Calendar"]},
    )
    act(g, "dogma Pottery")
    g.answer(["Fu Xi", "Metalworking"])
    while g.pending.kind != "action":
        g.answer(g.pending.options[0])
    z = zones(g)
    assert board(g)["green"] == (["Sailing", "Fu Xi"], "none")
    assert pile(g, "base", 1)[-1] == "Metalworking"
    # one card returned: draw and score a 1, then draw a 1
    assert z["score"] == ["Writing"]
    assert z["hand"] == ["Tools"]
    assert pile(g, "base", 2)[0] == "Calendar"


# --- Sunshu Ao: "If you would tuck a yellow card, instead execute all non-demand Dogma
# effects on it for yourself only, then return it to your hand."  Inspire: "Tuck a card
# from your hand."


def test_sunshu_ao_inspire_tuck_of_yellow_card_executes_it():
    g = game(
        {"board": {"yellow": ["Sunshu Ao"]}, "hand": ["Agriculture", "Archery"]},
        {"board": {"green": ["Clothing"]}},
        supply={"1": ["Sailing", "Tools"], "2": ["Calendar"]},
    )
    act(g, "inspire yellow")
    act(g, "Agriculture")
    # Agriculture: "You may return a card from your hand. If you do, draw and score a card
    # of value one higher than the card you returned."
    act(g, "Archery")
    while g.pending.kind != "action":
        g.answer(g.pending.options[0])
    z = zones(g)
    assert board(g) == {"yellow": (["Sunshu Ao"], "none")}
    assert z["score"] == ["Calendar"]
    assert sorted(z["hand"]) == ["Agriculture", "Sailing"]
    assert z["tucked"] == 0
    assert pile(g, "base", 1)[-1] == "Archery"
    untouched(g, "Bob", board={"green": ["Clothing"]})


# --- Hammurabi: "If a player would successfully demand something of you, first
# successfully demand that same thing of that player."


def test_hammurabi_demand_is_first_turned_back():
    g = game(
        {"board": {"red": ["Archery"]}, "hand": ["Construction"]},
        {"board": {"red": ["Hammurabi"]}},
        supply={"1": ["Sailing", "Tools"]},
    )
    act(g, "dogma Archery")
    # first Bob demands it of Alice: Alice draws Sailing, gives Construction to Bob;
    # then Alice's demand: Bob draws Tools, gives Construction (his highest) back.
    assert sorted(zones(g)["hand"]) == ["Construction", "Sailing"]
    assert zones(g, "Bob")["hand"] == ["Tools"]
    at_next_action(g)


# --- Ptahhotep: "If a player would successfully demand something of you, first transfer
# the highest card from that player's score pile to your score pile."


def test_ptahhotep_takes_highest_score_card_before_the_demand():
    g = game(
        {"board": {"red": ["Archery"], "yellow": ["Masonry"]}, "score": ["Tools", "Construction"]},
        {"board": {"purple": ["Ptahhotep"]}},
        supply={"1": ["Sailing"]},
    )
    act(g, "dogma Archery")
    assert zones(g)["score"] == ["Tools"]
    assert zones(g)["hand"] == ["Sailing"]
    untouched(g, "Bob", board={"purple": ["Ptahhotep"]}, score=["Construction"])


# --- Shennong: "If you would foreshadow a card of the same value as a card in your
# forecast, first score each card of that value in your forecast."  Inspire: "Draw and
# foreshadow a {2}."


def test_shennong_inspire_scores_forecast_cards_of_that_value():
    g = game(
        {"board": {"yellow": ["Shennong"]}, "forecast": ["Calendar", "Philosophy", "Tools"]},
        supply={"1": ["Sailing"], "2": ["Mapmaking"]},
    )
    act(g, "inspire yellow")
    z = zones(g)
    assert sorted(z["score"]) == ["Calendar", "Philosophy"]
    assert sorted(z["forecast"]) == ["Mapmaking", "Tools"]
    assert z["hand"] == ["Sailing"]


def test_shennong_inspire_no_card_of_that_value():
    g = game(
        {"board": {"yellow": ["Shennong"]}, "forecast": ["Tools"]},
        supply={"1": ["Sailing"], "2": ["Mapmaking"]},
    )
    act(g, "inspire yellow")
    z = zones(g)
    assert z["score"] == []
    assert sorted(z["forecast"]) == ["Mapmaking", "Tools"]


# --- Sejong the Great: "If you would meld a blue card of value above 3, instead return it
# and draw and meld a card of value one higher."  Echo: "Draw and meld a {4}."


def test_sejong_the_great_echo_blue_4_becomes_a_5():
    g = game(
        {"board": {"blue": ["Sejong the Great"]}},
        supply={"4": ["Experimentation", "Anatomy"], "5": ["Chemistry", "Coal"]},
    )
    act(g, "dogma Sejong the Great")
    assert board(g) == {"blue": (["Chemistry", "Sejong the Great"], "none")}
    assert pile(g, "base", 4)[0] == "Anatomy"
    assert pile(g, "base", 4)[-1] == "Experimentation"
    assert zones(g)["hand"] == []


def test_sejong_the_great_echo_non_blue_4_is_melded():
    g = game(
        {"board": {"blue": ["Sejong the Great"]}},
        supply={"4": ["Anatomy"], "5": ["Chemistry"]},
    )
    act(g, "dogma Sejong the Great")
    assert board(g) == {"blue": (["Sejong the Great"], "none"), "yellow": (["Anatomy"], "none")}
    assert pile(g, "base", 5)[0] == "Chemistry"


# --- Saladin: "If you would score a non-figure card, instead meld the card, then you may
# splay left the color of that card."  Echo: "Score any other top card with a {castle}
# from anywhere."


def test_saladin_echo_score_becomes_meld_and_splay():
    g = game(
        {"board": {"red": ["Saladin"], "purple": ["Mysticism"]}},
        {"board": {"red": ["Archery"], "green": ["Sailing"]}},
    )
    act(g, "dogma Saladin")
    act(g, "Archery")
    act(g, "yes")
    assert board(g) == {
        "red": (["Archery", "Saladin"], "left"),
        "purple": (["Mysticism"], "none"),
    }
    assert zones(g)["score"] == []
    untouched(g, "Bob", board={"green": ["Sailing"]})


# --- Murasaki Shikibu: "If you would claim a standard achievement, instead achieve a card
# of equal value from your score pile. Then claim the achievement, if you are still
# eligible."


def test_murasaki_shikibu_no_longer_eligible():
    g = game(
        {
            "board": {"purple": ["Murasaki Shikibu"]},
            "score": ["Archery", "Oars", "Sailing", "Tools", "Writing"],
        },
        achievements=["Metalworking"],
        supply={"figures": {"1": ["Homer"]}},
    )
    act(g, "achieve 1")
    if g.pending.kind != "action":
        act(g, "Archery")
    z = zones(g)
    assert len(z["achievements"]) == 1 and z["achievements"][0] != "Metalworking"
    assert len(z["score"]) == 4
    assert g.to_position()["achievements"] == ["Metalworking"]
    # the Achieve action claimed a standard achievement: Bob draws a figure (a 1)
    assert zones(g, "Bob")["hand"] == ["Homer"]


def test_murasaki_shikibu_still_eligible():
    g = game(
        {
            "board": {"purple": ["Murasaki Shikibu"]},
            "score": [
                "Archery",
                "Construction",
                "Calendar",
                "Mapmaking",
                "Philosophy",
                "Fermenting",
            ],
        },
        achievements=["Metalworking"],
        supply={"figures": {"1": ["Homer", "Fu Xi"]}},
    )
    act(g, "achieve 1")
    z = zones(g)
    assert sorted(z["achievements"]) == ["Archery", "Metalworking"]
    assert sorted(z["score"]) == [
        "Calendar",
        "Construction",
        "Fermenting",
        "Mapmaking",
        "Philosophy",
    ]
    assert g.to_position()["achievements"] == []
    assert zones(g, "Bob")["hand"] == ["Homer"]


# --- Yi Sun-Sin: "If you would score a card of a color you have splayed, instead tuck it,
# then draw and tuck a {3}."  Echo: "Score a top card with a {castle} from anywhere."


def test_yi_sun_sin_score_of_splayed_color_is_tucked():
    g = game(
        {"board": {"red": {"cards": ["Yi Sun-Sin", "Archery"], "splay": "left"}}},
        {"board": {"red": ["Oars"]}},
        supply={"3": ["Paper", "Optics"]},
    )
    act(g, "dogma Yi Sun-Sin")
    assert board(g) == {
        "red": (["Yi Sun-Sin", "Archery", "Oars"], "left"),
        "green": (["Paper"], "none"),
    }
    assert zones(g)["score"] == []
    untouched(g, "Bob")


def test_yi_sun_sin_score_of_unsplayed_color_is_scored():
    g = game(
        {"board": {"red": {"cards": ["Yi Sun-Sin", "Archery"], "splay": "left"}}},
        {"board": {"yellow": ["Masonry"]}},
        supply={"3": ["Paper"]},
    )
    act(g, "dogma Yi Sun-Sin")
    assert zones(g)["score"] == ["Masonry"]
    assert board(g) == {"red": (["Yi Sun-Sin", "Archery"], "left")}
    assert pile(g, "base", 3)[0] == "Paper"


# --- Peter the Great: "If you would tuck a card with a {factory}, first achieve your
# bottom green card, if eligible. Otherwise, score it."  Inspire: "Tuck a card from your
# hand."


def test_peter_the_great_not_eligible_scores_bottom_green():
    g = game(
        {
            "board": {"red": ["Peter the Great"], "green": ["Sailing", "Mapmaking"]},
            "hand": ["Colonialism"],
        },
        supply={"5": ["Coal"]},
    )
    act(g, "inspire red")
    z = zones(g)
    assert board(g) == {
        "red": (["Peter the Great", "Colonialism"], "none"),
        "green": (["Sailing"], "none"),
    }
    assert z["score"] == ["Mapmaking"]
    assert z["achievements"] == []
    assert z["hand"] == ["Coal"]


def test_peter_the_great_eligible_achieves_bottom_green():
    g = game(
        {
            "board": {"red": ["Peter the Great"], "green": ["Sailing", "Mapmaking"]},
            "hand": ["Colonialism"],
            "score": ["Experimentation", "Gunpowder", "Construction"],
        },
        supply={"5": ["Coal"], "figures": {"1": ["Homer"]}},
    )
    act(g, "inspire red")
    z = zones(g)
    assert z["achievements"] == ["Mapmaking"]
    assert sorted(z["score"]) == ["Construction", "Experimentation", "Gunpowder"]
    assert board(g)["green"] == (["Sailing"], "none")
    # claimed by an effect: no figure for Bob
    assert zones(g, "Bob")["hand"] == []


# --- Augustus Caesar: "If any player would meld or foreshadow a card of value less than 4,
# first reveal it. If it is red or green and has a {castle}, instead transfer it to your
# board, then tuck all cards from your forecast."


def test_augustus_caesar_opponent_meld_of_red_castle_card_is_taken():
    g = game(
        {"board": {"green": ["Augustus Caesar"]}, "forecast": ["Tools"]},
        {"hand": ["Archery", "Sailing"]},
        turn="Bob",
    )
    act(g, "meld Archery")
    assert board(g) == {
        "green": (["Augustus Caesar"], "none"),
        "red": (["Archery"], "none"),
        "blue": (["Tools"], "none"),
    }
    assert zones(g)["forecast"] == []
    untouched(g, "Bob", hand=["Sailing"])
    at_next_action(g, "Bob")


def test_augustus_caesar_green_without_castle_is_melded():
    g = game(
        {"board": {"green": ["Augustus Caesar"]}, "forecast": ["Tools"]},
        {"hand": ["Sailing"]},
        turn="Bob",
    )
    act(g, "meld Sailing")
    assert board(g, "Bob") == {"green": (["Sailing"], "none")}
    assert zones(g)["forecast"] == ["Tools"]


# --- Galileo Galilei: "If you would foreshadow a card of value not present in your
# forecast, first transfer all cards from your forecast into your hand."  Echo: "Draw and
# foreshadow a {5} or {6}."


def test_galileo_galilei_new_value_empties_forecast_into_hand():
    g = game(
        {"board": {"green": ["Galileo Galilei"]}, "forecast": ["Calendar", "Engineering"]},
        supply={"5": ["Coal"], "6": ["Canning"]},
    )
    act(g, "dogma Galileo Galilei")
    act(g, 5)
    z = zones(g)
    assert sorted(z["hand"]) == ["Calendar", "Engineering"]
    assert z["forecast"] == ["Coal"]


def test_galileo_galilei_value_present_keeps_forecast():
    g = game(
        {"board": {"green": ["Galileo Galilei"]}, "forecast": ["Calendar", "Chemistry"]},
        supply={"5": ["Coal"], "6": ["Canning"]},
    )
    act(g, "dogma Galileo Galilei")
    act(g, 5)
    z = zones(g)
    assert z["hand"] == []
    assert sorted(z["forecast"]) == ["Calendar", "Chemistry", "Coal"]


# --- Leonardo Da Vinci: "If you would meld a yellow card, first meld every non-yellow,
# non-purple card in your hand."  "If you would meld a purple card, first draw three {4}."


def test_leonardo_da_vinci_yellow_meld_first_melds_the_others():
    g = game(
        {
            "board": {"yellow": ["Leonardo Da Vinci"]},
            "hand": ["Agriculture", "Archery", "Code of Laws", "Sailing"],
        }
    )
    act(g, "meld Agriculture")
    while g.pending.kind != "action":
        g.answer(g.pending.options[0])
    assert board(g) == {
        "yellow": (["Agriculture", "Leonardo Da Vinci"], "none"),
        "red": (["Archery"], "none"),
        "green": (["Sailing"], "none"),
    }
    assert zones(g)["hand"] == ["Code of Laws"]


def test_leonardo_da_vinci_purple_meld_first_draws_three_4s():
    g = game(
        {"board": {"yellow": ["Leonardo Da Vinci"]}, "hand": ["Code of Laws"]},
        supply={"4": ["Anatomy", "Colonialism", "Enterprise", "Gunpowder"]},
    )
    act(g, "meld Code of Laws")
    assert sorted(zones(g)["hand"]) == ["Anatomy", "Colonialism", "Enterprise"]
    assert board(g)["purple"] == (["Code of Laws"], "none")
    assert pile(g, "base", 4)[0] == "Gunpowder"


# --- Takiyuddin: "If you would take an Inspire action, first you may splay that color
# right."  Inspire: "Draw and tuck a {5}. If it has a {lightbulb}, meld it instead."


def test_takiyuddin_splay_right_then_tuck():
    g = game(
        {"board": {"blue": ["Takiyuddin", "Tools"]}},
        supply={"4": ["Anatomy"], "5": ["Coal", "Banking"]},
    )
    act(g, "inspire blue")
    act(g, "yes")
    assert board(g) == {"blue": (["Takiyuddin", "Tools"], "right"), "red": (["Coal"], "none")}
    # then a card of the value of the top blue card, Takiyuddin (4)
    assert zones(g)["hand"] == ["Anatomy"]


def test_takiyuddin_declined_lightbulb_card_melded_and_draw_reads_new_top():
    g = game(
        {"board": {"blue": ["Takiyuddin", "Tools"]}},
        supply={"4": ["Anatomy"], "5": ["Physics", "Coal"]},
    )
    act(g, "inspire blue")
    act(g, "no")
    assert board(g) == {"blue": (["Physics", "Takiyuddin", "Tools"], "none")}
    # the top blue card is now Physics, a 5
    assert zones(g)["hand"] == ["Coal"]


# --- Su Song: "If you would draw a {3}, first transfer a card from your score pile to
# your forecast."  Inspire: "Draw and meld a {3}. If it has a {leaf}, repeat this effect."


def test_su_song_inspire_each_3_first_moves_a_score_card():
    g = game(
        {"board": {"green": ["Su Song"]}, "score": ["Tools", "Archery"]},
        supply={"3": ["Machinery", "Optics", "Paper"]},
    )
    act(g, "inspire green")
    act(g, "Tools")
    z = zones(g)
    assert board(g) == {
        "green": (["Su Song"], "none"),
        "yellow": (["Machinery"], "none"),
        "red": (["Optics"], "none"),
    }
    assert sorted(z["forecast"]) == ["Archery", "Tools"]
    assert z["score"] == []
    # the inspire draw of a 3 (top green Su Song): the score pile is empty by then
    assert z["hand"] == ["Paper"]


# --- Rhazes: "If you would draw a card, first tuck a card of the same value from your
# hand."


def test_rhazes_draw_first_tucks_same_value():
    g = game(
        {"board": {"yellow": ["Rhazes"]}, "hand": ["Alchemy", "Archery"]},
        supply={"3": ["Paper"]},
    )
    act(g, "draw")
    assert board(g) == {"yellow": (["Rhazes"], "none"), "blue": (["Alchemy"], "none")}
    assert sorted(zones(g)["hand"]) == ["Archery", "Paper"]
    assert zones(g)["tucked"] == 1


def test_rhazes_draw_no_card_of_that_value():
    g = game(
        {"board": {"yellow": ["Rhazes"]}, "hand": ["Archery"]},
        supply={"3": ["Paper"]},
    )
    act(g, "draw")
    assert board(g) == {"yellow": (["Rhazes"], "none")}
    assert sorted(zones(g)["hand"]) == ["Archery", "Paper"]


# --- Al-Kindi: "If you would draw a card for sharing, first draw two cards of the same
# value."


def test_al_kindi_sharing_draw_first_two_more():
    g = game(
        {"board": {"purple": ["Al-Kindi"], "blue": ["Writing"]}},
        {"board": {"blue": ["Tools"]}},
        supply={
            "2": ["Calendar", "Mapmaking"],
            "3": ["Paper", "Optics", "Alchemy"],
            "figures": {"3": ["Avicenna"]},
        },
    )
    act(g, "dogma Writing")
    assert zones(g, "Bob")["hand"] == ["Calendar"]
    assert sorted(zones(g)["hand"]) == ["Avicenna", "Mapmaking", "Optics", "Paper"]
    assert pile(g, "base", 3)[0] == "Alchemy"


# --- Sun Tzu: "If you would draw for a share bonus, first meld any number of cards from
# your hand matching the Dogma action's featured icon."


def test_sun_tzu_share_bonus_first_melds_lightbulb_cards():
    g = game(
        {
            "board": {"red": ["Sun Tzu"], "blue": ["Writing"]},
            "hand": ["Experimentation", "Agriculture"],
        },
        {"board": {"blue": ["Tools"]}},
        supply={"2": ["Monotheism", "Fermenting"], "figures": {"4": ["Christopher Columbus"]}},
    )
    act(g, "dogma Writing")
    g.answer(["Experimentation"])
    assert board(g) == {
        "red": (["Sun Tzu"], "none"),
        "blue": (["Experimentation", "Writing"], "none"),
    }
    # the figure drawn is of the highest top card after the meld (4)
    assert sorted(zones(g)["hand"]) == ["Agriculture", "Christopher Columbus", "Fermenting"]
    untouched(g, "Bob", board={"blue": ["Tools"]}, hand=["Monotheism"])


# --- Cai Lun: "If you would claim an achievement, first draw and foreshadow a {3}."
# "Each card in your forecast counts as an available achievement for you."


def test_cai_lun_achieve_first_foreshadows_a_3():
    g = game(
        {
            "board": {"yellow": ["Cai Lun"]},
            "score": ["Archery", "Oars", "Sailing", "Tools", "Writing"],
        },
        achievements=["Metalworking"],
        supply={"3": ["Paper"], "figures": {"1": ["Homer"]}},
    )
    act(g, "achieve 1")
    z = zones(g)
    assert z["achievements"] == ["Metalworking"]
    assert z["forecast"] == ["Paper"]
    assert zones(g, "Bob")["hand"] == ["Homer"]


def test_cai_lun_forecast_card_is_an_available_achievement():
    g = game(
        {
            "board": {"yellow": ["Cai Lun"]},
            "forecast": ["Calendar"],
            "score": ["Construction", "Mapmaking", "Philosophy", "Fermenting", "Monotheism"],
        },
        supply={"3": ["Paper"], "figures": {"1": ["Homer"]}},
    )
    act(g, "achieve Calendar")
    z = zones(g)
    assert z["achievements"] == ["Calendar"]
    assert z["forecast"] == ["Paper"]
    assert zones(g, "Bob")["hand"] == ["Homer"]


# --- Bartholomew Roberts: "If you would score a card, first claim an achievement matching
# that card's value, ignoring the age requirement."  Inspire: "Score a top card with a
# {crown} from anywhere."


def test_bartholomew_roberts_inspire_score_claims_matching_value():
    g = game(
        {
            "board": {"green": ["Bartholomew Roberts"]},
            "score": ["Coal", "Banking", "Statistics", "Measurement", "Chemistry", "Physics"],
        },
        {"board": {"blue": ["Encyclopedia"]}},
        achievements=["Canning"],
        supply={"5": ["Astronomy"]},
    )
    act(g, "inspire green")
    act(g, "Encyclopedia")
    z = zones(g)
    assert z["achievements"] == ["Canning"]
    assert "Encyclopedia" in z["score"] and len(z["score"]) == 7
    assert z["hand"] == ["Astronomy"]
    untouched(g, "Bob")


# --- Bartolomeo Cristofori: "If you would meld the fifth visible card of a color on your
# board, first claim an achievement ignoring the score restriction."


def test_bartolomeo_cristofori_fifth_visible_card_claims():
    g = game(
        {
            "board": {
                "purple": ["Bartolomeo Cristofori"],
                "red": {
                    "cards": ["Oars", "Archery", "Metalworking", "Construction"],
                    "splay": "left",
                },
            },
            "hand": ["Gunpowder"],
        },
        achievements=["Perspective"],
        supply={"figures": {"1": ["Homer"]}},
    )
    act(g, "meld Gunpowder")
    assert zones(g)["achievements"] == ["Perspective"]
    assert board(g)["red"] == (
        ["Gunpowder", "Oars", "Archery", "Metalworking", "Construction"],
        "left",
    )
    assert zones(g, "Bob")["hand"] == []


def test_bartolomeo_cristofori_unsplayed_stack_shows_one_card():
    g = game(
        {
            "board": {
                "purple": ["Bartolomeo Cristofori"],
                "red": ["Oars", "Archery", "Metalworking", "Construction"],
            },
            "hand": ["Gunpowder"],
        },
        achievements=["Perspective"],
    )
    act(g, "meld Gunpowder")
    assert zones(g)["achievements"] == []


# --- Christiaan Huygens: "If you would foreshadow a card, instead meld it if it both has
# a {clock} and its value is no more than two higher than your highest top card.
# Otherwise, foreshadow it."  Echo: "Draw and foreshadow a {7}, {8}, {9}, or {10}."


def test_christiaan_huygens_clock_7_is_melded():
    g = game({"board": {"blue": ["Christiaan Huygens"]}}, supply={"7": ["Bicycle"]})
    act(g, "dogma Christiaan Huygens")
    act(g, 7)
    assert board(g) == {"blue": (["Christiaan Huygens"], "none"), "green": (["Bicycle"], "none")}
    assert zones(g)["forecast"] == []


def test_christiaan_huygens_7_without_clock_is_foreshadowed():
    g = game({"board": {"blue": ["Christiaan Huygens"]}}, supply={"7": ["Evolution"]})
    act(g, "dogma Christiaan Huygens")
    act(g, 7)
    assert board(g) == {"blue": (["Christiaan Huygens"], "none")}
    assert zones(g)["forecast"] == ["Evolution"]


def test_christiaan_huygens_clock_8_too_high_is_foreshadowed():
    g = game({"board": {"blue": ["Christiaan Huygens"]}}, supply={"8": ["Mass Media"]})
    act(g, "dogma Christiaan Huygens")
    act(g, 8)
    assert zones(g)["forecast"] == ["Mass Media"]


# --- Isaac Newton: "If you would take a Draw or Inspire action, first draw a {1} and
# transfer it to any player's board."


def test_isaac_newton_draw_action_first_gives_a_1():
    g = game({"board": {"blue": ["Isaac Newton"]}}, supply={"1": ["Archery"], "5": ["Coal"]})
    act(g, "draw")
    act(g, "Bob")
    assert board(g, "Bob") == {"red": (["Archery"], "none")}
    assert zones(g)["hand"] == ["Coal"]
    assert zones(g, "Bob")["hand"] == []


# --- Johannes Vermeer: "If you would claim a standard achievement, first claim an
# achievement of value one higher, regardless of eligibility."


def test_johannes_vermeer_first_claims_one_higher():
    g = game(
        {
            "board": {"purple": ["Johannes Vermeer"]},
            "score": ["Archery", "Oars", "Sailing", "Tools", "Writing"],
        },
        achievements=["Metalworking", "Calendar", "Paper"],
        supply={"figures": {"1": ["Homer"]}},
    )
    act(g, "achieve 1")
    assert sorted(zones(g)["achievements"]) == ["Calendar", "Metalworking"]
    assert g.to_position()["achievements"] == ["Paper"]
    assert zones(g, "Bob")["hand"] == ["Homer"]


# --- Samuel de Champlain: "If you would draw a fifth card into your hand, first claim an
# achievement of that card's value or below, regardless of eligibility."


def test_samuel_de_champlain_fifth_card_claims():
    g = game(
        {
            "board": {"green": ["Samuel de Champlain"]},
            "hand": ["Archery", "Oars", "Sailing", "Tools"],
        },
        achievements=["Calendar", "Canning"],
        supply={"5": ["Coal"], "figures": {"1": ["Homer"]}},
    )
    act(g, "draw")
    assert zones(g)["achievements"] == ["Calendar"]
    assert g.to_position()["achievements"] == ["Canning"]
    assert sorted(zones(g)["hand"]) == ["Archery", "Coal", "Oars", "Sailing", "Tools"]
    assert zones(g, "Bob")["hand"] == []


def test_samuel_de_champlain_fourth_card_claims_nothing():
    g = game(
        {"board": {"green": ["Samuel de Champlain"]}, "hand": ["Archery", "Oars", "Sailing"]},
        achievements=["Calendar"],
        supply={"5": ["Coal"]},
    )
    act(g, "draw")
    assert zones(g)["achievements"] == []


# --- Shivaji: "If an opponent would claim an achievement, first you claim it if
# eligible."


def test_shivaji_takes_the_opponents_achievement_first():
    g = game(
        {
            "board": {"red": ["Shivaji"]},
            "score": ["Clothing", "Mysticism", "Masonry", "Domestication", "Agriculture"],
        },
        {
            "board": {"blue": ["Writing"]},
            "score": ["Archery", "Oars", "Sailing", "Tools", "Pottery"],
        },
        achievements=["Metalworking"],
        turn="Bob",
        supply={"figures": {"1": ["Homer"], "5": ["Isaac Newton"]}},
    )
    act(g, "achieve 1")
    assert zones(g)["achievements"] == ["Metalworking"]
    assert zones(g, "Bob")["achievements"] == []
    assert zones(g)["hand"] == []
    assert zones(g, "Bob")["hand"] == []


def test_shivaji_not_eligible_lets_the_claim_through():
    g = game(
        {"board": {"red": ["Shivaji"]}},
        {
            "board": {"blue": ["Writing"]},
            "score": ["Archery", "Oars", "Sailing", "Tools", "Pottery"],
        },
        achievements=["Metalworking"],
        turn="Bob",
        supply={"figures": {"5": ["Isaac Newton"]}},
    )
    act(g, "achieve 1")
    assert zones(g)["achievements"] == []
    assert zones(g, "Bob")["achievements"] == ["Metalworking"]
    # Alice draws a figure of her highest top card's value (Shivaji, 5)
    assert zones(g)["hand"] == ["Isaac Newton"]


# --- Alexander the Great: "When you meld this card, score all opponents' top figures of
# value 1 or 2."  "If you would take a Dogma action, instead of using the featured icon
# use each player's current score."


def test_alexander_the_great_meld_scores_opponents_low_figures():
    g = game(
        {"hand": ["Alexander the Great"]},
        {"board": {"blue": ["Huang Di"], "green": ["Sailing"]}},
    )
    act(g, "meld Alexander the Great")
    assert zones(g)["score"] == ["Huang Di"]
    untouched(g, "Bob", board={"green": ["Sailing"]})


def test_alexander_the_great_dogma_compares_scores():
    g = game(
        {"board": {"red": ["Alexander the Great"], "green": ["Mapmaking"]}, "score": ["Coal"]},
        {"board": {"purple": ["Code of Laws"], "yellow": ["Canal Building"]}, "score": ["Archery"]},
        supply={"1": ["Sailing"]},
    )
    act(g, "dogma Mapmaking")
    # Bob (score 1 against 7) is vulnerable and does not share, although he has more crowns
    assert sorted(zones(g)["score"]) == ["Archery", "Coal", "Sailing"]
    untouched(g, "Bob", board={"purple": ["Code of Laws"], "yellow": ["Canal Building"]})


# --- Archimedes: "If you would take a Dogma action, first increase every {age} value in
# each echo and dogma effect by one."


def test_archimedes_dogma_draws_one_higher():
    g = game(
        {"board": {"blue": ["Archimedes"], "green": ["Sailing"]}},
        supply={"1": ["Archery"], "2": ["Calendar"]},
    )
    act(g, "dogma Sailing")
    assert board(g) == {
        "blue": (["Calendar", "Archimedes"], "none"),
        "green": (["Sailing"], "none"),
    }
    assert pile(g, "base", 1)[0] == "Archery"


# --- Johannes Kepler: "If you would take a Dogma action, first reveal all cards of the
# chosen card's color from your hand. Increase each {age} value in any effect during this
# action by the number of cards you revealed."


def test_johannes_kepler_two_revealed_add_two():
    g = game(
        {
            "board": {"blue": ["Johannes Kepler"], "green": ["Sailing"]},
            "hand": ["Mapmaking", "Currency", "Archery"],
        },
        supply={"1": ["Oars"], "2": ["Calendar"], "3": ["Paper"]},
    )
    act(g, "dogma Sailing")
    assert board(g)["green"] == (["Paper", "Sailing"], "none")
    assert sorted(zones(g)["hand"]) == ["Archery", "Currency", "Mapmaking"]


# --- Confucius: "If you would take a Dogma action and activate a card with a {castle} as
# a featured icon, instead choose any other icon on your board as the featured icon."


def test_confucius_castle_dogma_uses_another_icon():
    g = game(
        {"board": {"purple": ["Confucius"], "red": ["Archery"]}},
        {"board": {"red": ["Oars"]}},
        supply={"1": ["Sailing"]},
    )
    act(g, "dogma Archery")
    act(g, "lightbulb")
    # Bob has no lightbulb: vulnerable (by castles, 2 against 2, he would not be)
    assert zones(g)["hand"] == ["Sailing"]
    untouched(g, "Bob", board={"red": ["Oars"]})


# --- Amina Sukhera: "When you meld this card, score all opponents' top figures of value
# 4."  "Each top card with a {castle} on your board counts as an available achievement
# for you."


def test_amina_sukhera_meld_scores_opponents_4_figures():
    g = game(
        {"hand": ["Amina Sukhera"]},
        {"board": {"green": ["Galileo Galilei"], "blue": ["Writing"]}},
    )
    act(g, "meld Amina Sukhera")
    assert zones(g)["score"] == ["Galileo Galilei"]
    untouched(g, "Bob", board={"blue": ["Writing"]})


def test_amina_sukhera_top_castle_card_is_an_available_achievement():
    g = game(
        {
            "board": {"red": ["Amina Sukhera"], "yellow": ["Masonry"], "blue": ["Writing"]},
            "score": ["Archery", "Oars", "Sailing", "Tools", "Pottery"],
        },
        supply={"figures": {"1": ["Homer"]}},
    )
    options = g.pending.options
    assert "achieve Masonry" in options and "achieve Writing" not in options
    act(g, "achieve Masonry")
    assert zones(g)["achievements"] == ["Masonry"]
    assert "yellow" not in board(g)
    # an age card claimed by the Achieve action: Bob draws a figure
    assert zones(g, "Bob")["hand"] == ["Homer"]


# --- "Each" karmas: counts read through the player's view (score, icons, achievements).


def test_daedalus_forecast_raises_top_value_and_achievements_add_value():
    g = game(
        {
            "board": {"blue": ["Daedalus"]},
            "forecast": ["Tools", "Archery"],
            "achievements": ["Calendar", "Monument"],
            "score": ["Coal", "Banking", "Chemistry"],
        },
        achievements=["Paper"],
        supply={"figures": {"1": ["Homer"]}},
    )
    # score: 15 in the pile + 2 (Calendar); Monument has no value
    assert view(g)["score"] == 17
    # highest top card 1 + 2 forecast cards = 3 for claiming
    act(g, "achieve 3")
    assert sorted(zones(g)["achievements"]) == ["Calendar", "Monument", "Paper"]
    assert view(g)["score"] == 20


def test_daedalus_one_forecast_card_is_not_enough_for_a_3():
    g = game(
        {
            "board": {"blue": ["Daedalus"]},
            "forecast": ["Tools"],
            "score": ["Coal", "Banking", "Chemistry"],
        },
        achievements=["Paper", "Calendar"],
    )
    assert "achieve 3" not in g.pending.options
    assert "achieve 2" in g.pending.options


def test_fu_xi_score_and_forecast_cards_add_lightbulbs():
    g = game(
        {
            "board": {"green": ["Fu Xi"]},
            "score": ["Archery", "Oars"],
            "forecast": ["Tools"],
            "hand": ["Writing"],
        }
    )
    assert view(g)["icons"]["lightbulb"] == 3


def test_fu_xi_trade_decree_with_two_figures():
    g = game(
        {"board": {"green": ["Fu Xi"]}, "hand": ["Homer", "Daedalus", "Archery"]},
        supply={"2": ["Calendar", "Mapmaking", "Philosophy", "Fermenting"]},
    )
    act(g, "decree Trade")
    z = zones(g)
    assert z["hand"] == []
    assert z["achievements"] == ["Trade"]
    # three cards of value one higher than the highest top card (Fu Xi, 1)
    assert sorted(z["forecast"]) == ["Calendar", "Mapmaking", "Philosophy"]
    assert sorted(g.to_position()["removed"]) == ["Archery", "Daedalus", "Homer"]


def test_gilgamesh_bonus_adds_castle_per_top_card():
    g = game({"board": {"red": ["Gilgamesh"], "blue": ["Tools"]}})
    # printed castles 2, plus one bonus x two top cards
    assert view(g)["icons"]["castle"] == 4


def test_huang_di_lightbulbs_add_leaves():
    g = game({"board": {"blue": ["Huang Di"], "yellow": ["Agriculture"]}})
    icons = view(g)["icons"]
    assert icons["leaf"] == 5 and icons["lightbulb"] == 2


def test_sinuhe_castles_add_points():
    g = game({"board": {"purple": ["Sinuhe"], "red": ["Archery"]}, "score": ["Tools"]})
    assert view(g)["score"] == 3


def test_sneferu_castles_add_crowns():
    g = game({"board": {"yellow": ["Sneferu"], "red": ["Oars"]}})
    icons = view(g)["icons"]
    assert icons["castle"] == 4 and icons["crown"] == 5


def test_tigernmas_hand_cards_add_points():
    g = game(
        {
            "board": {"red": ["Tigernmas"]},
            "hand": ["Archery", "Calendar", "Paper"],
            "score": ["Coal"],
        }
    )
    assert view(g)["score"] == 8


def test_plato_splayed_stack_adds_four_icons():
    g = game(
        {"board": {"purple": ["Plato"], "red": {"cards": ["Oars", "Archery"], "splay": "left"}}}
    )
    icons = view(g)["icons"]
    assert (icons["castle"], icons["lightbulb"], icons["leaf"], icons["crown"]) == (4, 3, 1, 2)


def test_shen_kuo_splayed_colors_add_three_points():
    g = game(
        {
            "board": {
                "green": ["Shen Kuo"],
                "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
            },
            "score": ["Sailing"],
        }
    )
    # 1 + 3 + 3 + Shen Kuo's bonus? none printed
    assert view(g)["score"] == 7


def test_tran_huang_dao_two_castles_add_every_other_icon():
    g = game({"board": {"red": ["Tran Huang Dao"], "yellow": ["Masonry"]}})
    icons = view(g)["icons"]
    assert icons == {"castle": 5, "crown": 2, "leaf": 2, "lightbulb": 2, "factory": 2, "clock": 2}


def test_christopher_columbus_factories_add_crowns():
    g = game({"board": {"green": ["Christopher Columbus"], "red": ["Colonialism"]}})
    icons = view(g)["icons"]
    assert icons["factory"] == 2 and icons["crown"] == 4


def test_michelangelo_hand_counts_as_score_pile():
    g = game(
        {
            "board": {"yellow": ["Michelangelo"]},
            "hand": ["Archery", "Oars"],
            "score": ["Tools", "Sailing", "Writing"],
        },
        achievements=["Metalworking"],
    )
    assert view(g)["score"] == 5
    assert "achieve 1" in g.pending.options


def test_niccolo_machiavelli_right_splay_unique_to_you_is_an_achievement():
    g = game(
        {
            "board": {
                "purple": ["Niccolo Machiavelli"],
                "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                "red": {"cards": ["Oars", "Archery"], "splay": "right"},
            }
        },
        {"board": {"red": {"cards": ["Metalworking", "Construction"], "splay": "left"}}},
    )
    assert view(g)["achievement_count"] == 1


def test_william_shakespeare_hexes_add_points():
    g = game({"board": {"purple": ["William Shakespeare"], "blue": ["Writing"]}})
    # bonus 4 + two hexes
    assert view(g)["score"] == 6


def test_antonie_van_leeuwenhoek_hand_card_pays_for_its_value():
    g = game(
        {"board": {"yellow": ["Antonie Van Leeuwenhoek"]}, "hand": ["Calendar"]},
        achievements=["Mapmaking", "Archery"],
    )
    options = g.pending.options
    assert "achieve 2" in options
    assert "achieve 1" not in options


def test_christopher_polhem_factories_add_points():
    g = game({"board": {"yellow": ["Christopher Polhem"]}, "score": ["Archery"]})
    assert view(g)["score"] == 5


def test_zhang_heng_score_cards_are_bonuses_too():
    g = game({"board": {"blue": ["Zhang Heng"]}, "score": ["Coal", "Archery"]})
    # pile 6; bonuses 2, 5, 1: 5 + 1 + 1
    assert view(g)["score"] == 13


def test_ptolemy_activates_an_opponents_top_blue_card():
    g = game(
        {"board": {"green": ["Ptolemy"]}},
        {"board": {"blue": ["Writing"]}},
        supply={"2": ["Calendar", "Mapmaking"], "figures": {"2": ["Plato"]}},
    )
    act(g, "dogma Writing")
    # Bob (2 lightbulbs against 0) shares first, then Alice; Alice's sharing draw is a figure
    assert zones(g, "Bob")["hand"] == ["Calendar"]
    assert sorted(zones(g)["hand"]) == ["Mapmaking", "Plato"]
    assert board(g, "Bob") == {"blue": (["Writing"], "none")}


def test_ximen_bao_dogma_runs_an_echo_effect_of_another_stack():
    g = game(
        {
            "board": {
                "yellow": ["Ximen Bao"],
                "blue": {"cards": ["Writing", "Huang Di"], "splay": "up"},
            }
        },
        supply={"2": ["Calendar", "Mapmaking"]},
    )
    # Huang Di's echo "Draw a {2}" counts as part of the yellow stack
    act(g, "dogma Ximen Bao")
    assert zones(g)["hand"] == ["Calendar"]
    assert board(g) == {
        "yellow": (["Ximen Bao"], "none"),
        "blue": (["Writing", "Huang Di"], "up"),
    }


def test_ximen_bao_inspire_runs_red_inspire_before_its_own():
    g = game(
        {
            "board": {
                "yellow": ["Ximen Bao"],
                "red": {"cards": ["Archery", "Gilgamesh"], "splay": "right"},
            },
            "hand": ["Oars", "Tools"],
        },
        supply={"2": ["Calendar", "Mapmaking"]},
    )
    act(g, "inspire yellow")
    # red first: Gilgamesh's "Score a card from your hand"; then "Tuck a card from your hand"
    act(g, "Oars")
    z = zones(g)
    assert z["score"] == ["Oars"]
    assert board(g)["blue"] == (["Tools"], "none")
    assert z["hand"] == ["Calendar"]


def test_alhazen_splayed_color_counts_its_castles_for_draw():
    g = game(
        {
            "board": {
                "blue": ["Alhazen"],
                "red": {"cards": ["Oars", "Archery", "Metalworking"], "splay": "left"},
            }
        },
        supply={"3": ["Paper"], "4": ["Anatomy"]},
    )
    act(g, "draw")
    assert zones(g)["hand"] == ["Anatomy"]


def test_alhazen_splayed_color_counts_lower_than_its_value():
    g = game(
        {
            "board": {
                "blue": ["Alhazen"],
                "red": {"cards": ["Gunpowder", "Archery"], "splay": "left"},
            }
        },
        supply={"3": ["Paper"], "4": ["Anatomy"]},
    )
    act(g, "draw")
    assert zones(g)["hand"] == ["Paper"]


def test_avicenna_no_fade():
    g = game({"board": {"yellow": ["Avicenna"]}, "hand": ["Homer"]})
    act(g, "meld Homer")
    assert board(g) == {"yellow": (["Avicenna"], "none"), "purple": (["Homer"], "none")}
    assert zones(g)["score"] == []
    at_next_action(g)


def test_without_avicenna_a_second_figure_fades():
    g = game({"board": {"yellow": ["Sneferu"]}, "hand": ["Homer"]})
    act(g, "meld Homer")
    act(g, "Homer")
    assert zones(g)["score"] == ["Homer"]


def test_homer_decree_tucks_the_figures_instead_of_removing_them():
    g = game(
        {
            "board": {"purple": ["Homer"], "green": ["Sailing"], "yellow": ["Agriculture"]},
            "hand": ["Fu Xi", "Cai Lun", "Al-Kindi", "Archery"],
        },
        supply={"2": ["Calendar", "Mapmaking", "Philosophy"]},
    )
    act(g, "decree Trade")
    assert board(g) == {
        "purple": (["Homer", "Al-Kindi"], "none"),
        "green": (["Sailing", "Fu Xi"], "none"),
        "yellow": (["Agriculture", "Cai Lun"], "none"),
    }
    assert g.to_position()["removed"] == ["Archery"]
    assert zones(g)["achievements"] == ["Trade"]
    assert sorted(zones(g)["forecast"]) == ["Calendar", "Mapmaking", "Philosophy"]


# --- More karma cases, and echo / inspire effects.


def test_augustus_caesar_own_inspire_foreshadow_of_red_castle_3_goes_to_board():
    g = game(
        {"board": {"green": ["Augustus Caesar"]}, "forecast": ["Tools"]},
        supply={"2": ["Calendar"], "3": ["Engineering"]},
    )
    act(g, "inspire green")
    z = zones(g)
    assert board(g) == {
        "green": (["Augustus Caesar"], "none"),
        "red": (["Engineering"], "none"),
        "blue": (["Tools"], "none"),
    }
    assert z["forecast"] == []
    assert z["hand"] == ["Calendar"]


def test_augustus_caesar_own_inspire_red_3_without_castle_is_foreshadowed():
    g = game(
        {"board": {"green": ["Augustus Caesar"]}, "forecast": ["Tools"]},
        supply={"2": ["Calendar"], "3": ["Optics"]},
    )
    act(g, "inspire green")
    assert sorted(zones(g)["forecast"]) == ["Optics", "Tools"]
    assert board(g) == {"green": (["Augustus Caesar"], "none")}


def test_zhang_heng_echo_tuck_under_itself_scores_itself():
    g = game({"board": {"blue": ["Zhang Heng"]}}, supply={"3": ["Alchemy"]})
    act(g, "dogma Zhang Heng")
    assert board(g) == {"blue": (["Alchemy"], "none")}
    assert zones(g)["score"] == ["Zhang Heng"]


def test_zhang_heng_echo_tuck_into_other_stack_scores_cards_above():
    g = game(
        {"board": {"blue": ["Zhang Heng"], "red": ["Archery", "Oars"]}},
        supply={"3": ["Engineering"]},
    )
    act(g, "dogma Zhang Heng")
    assert board(g) == {"blue": (["Zhang Heng"], "none"), "red": (["Engineering"], "none")}
    assert sorted(zones(g)["score"]) == ["Archery", "Oars"]


def test_zhang_heng_echo_tuck_into_empty_colour_scores_nothing():
    g = game({"board": {"blue": ["Zhang Heng"]}}, supply={"3": ["Engineering"]})
    act(g, "dogma Zhang Heng")
    assert board(g) == {"blue": (["Zhang Heng"], "none"), "red": (["Engineering"], "none")}
    assert zones(g)["score"] == []


def test_rhazes_echo_draw_first_tucks_same_value():
    g = game(
        {"board": {"yellow": ["Rhazes"]}, "hand": ["Anatomy", "Archery"]},
        supply={"4": ["Colonialism"]},
    )
    act(g, "dogma Rhazes")
    act(g, 4)
    assert board(g) == {"yellow": (["Rhazes", "Anatomy"], "none")}
    assert zones(g)["forecast"] == ["Colonialism"]
    assert zones(g)["hand"] == ["Archery"]


def test_sneferu_inspire_repeats_while_castle():
    g = game(
        {"board": {"yellow": ["Sneferu"]}},
        supply={"1": ["Sailing"], "2": ["Construction", "Calendar", "Mapmaking"]},
    )
    act(g, "inspire yellow")
    assert board(g) == {
        "yellow": (["Sneferu"], "none"),
        "red": (["Construction"], "none"),
        "blue": (["Calendar"], "none"),
    }
    assert zones(g)["hand"] == ["Sailing"]
    assert zones(g)["tucked"] == 2


def test_samuel_de_champlain_inspire_draws_a_6_without_a_5_to_return():
    g = game(
        {"board": {"green": ["Samuel de Champlain"]}, "hand": ["Archery"]},
        supply={"5": ["Coal"], "6": ["Canning"]},
    )
    act(g, "inspire green")
    assert sorted(zones(g)["hand"]) == ["Archery", "Canning", "Coal"]


def test_samuel_de_champlain_inspire_returns_a_5():
    g = game(
        {"board": {"green": ["Samuel de Champlain"]}, "hand": ["Chemistry", "Archery"]},
        supply={"5": ["Coal"], "6": ["Canning"]},
    )
    act(g, "inspire green")
    assert sorted(zones(g)["hand"]) == ["Archery", "Canning", "Coal"]
    assert pile(g, "base", 5)[-1] == "Chemistry"


def test_amina_sukhera_inspire_scores_every_bottom_purple_card():
    g = game(
        {"board": {"red": ["Amina Sukhera"], "purple": ["Code of Laws", "Mysticism"]}},
        {"board": {"purple": ["City States"], "blue": ["Writing"]}},
        supply={"4": ["Anatomy"]},
    )
    act(g, "inspire red")
    z = zones(g)
    assert sorted(z["score"]) == ["City States", "Mysticism"]
    assert board(g)["purple"] == (["Code of Laws"], "none")
    assert z["hand"] == ["Anatomy"]
    untouched(g, "Bob", board={"blue": ["Writing"]})


def test_tran_huang_dao_echo_scores_itself_when_the_only_low_red_top():
    g = game(
        {"board": {"red": ["Tran Huang Dao"]}},
        {"board": {"red": ["Gunpowder"]}},
    )
    act(g, "dogma Tran Huang Dao")
    assert zones(g)["score"] == ["Tran Huang Dao"]
    assert board(g) == {}
    untouched(g, "Bob", board={"red": ["Gunpowder"]})


def test_confucius_echo_scores_opponents_1_figure():
    g = game(
        {"board": {"purple": ["Confucius"]}},
        {"board": {"green": ["Fu Xi"], "blue": ["Writing"]}},
    )
    act(g, "dogma Confucius")
    assert zones(g)["score"] == ["Fu Xi"]
    untouched(g, "Bob", board={"blue": ["Writing"]})


def test_confucius_echo_figure_of_value_2_stays():
    g = game(
        {"board": {"purple": ["Confucius"]}},
        {"board": {"yellow": ["Cai Lun"], "blue": ["Writing"]}},
    )
    act(g, "dogma Confucius")
    assert zones(g)["score"] == []
    untouched(g, "Bob", board={"yellow": ["Cai Lun"], "blue": ["Writing"]})


def test_leonardo_da_vinci_echo_scores_a_figure_with_a_bonus():
    g = game(
        {"board": {"yellow": ["Leonardo Da Vinci"]}},
        {"board": {"red": ["Gilgamesh"]}},
    )
    act(g, "dogma Leonardo Da Vinci")
    act(g, "Gilgamesh")
    assert zones(g)["score"] == ["Gilgamesh"]
    assert board(g) == {"yellow": (["Leonardo Da Vinci"], "none")}
    untouched(g, "Bob")


def test_alhazen_echo_tucks_opponents_top_castle_card():
    g = game(
        {"board": {"blue": ["Alhazen"]}},
        {"board": {"red": ["Archery", "Oars"]}},
    )
    act(g, "dogma Alhazen")
    assert board(g) == {"blue": (["Alhazen"], "none"), "red": (["Archery"], "none")}
    untouched(g, "Bob", board={"red": ["Oars"]})


def test_shivaji_echo_transfers_a_top_card_to_the_achievements():
    g = game({"board": {"red": ["Shivaji"], "blue": ["Writing"]}})
    act(g, "dogma Shivaji")
    act(g, "Writing")
    assert board(g) == {"red": (["Shivaji"], "none")}
    assert g.to_position()["achievements"] == ["Writing"]


def test_niccolo_machiavelli_echo_splays_right_and_counts():
    g = game(
        {
            "board": {
                "purple": ["Niccolo Machiavelli"],
                "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                "blue": ["Writing", "Tools"],
            }
        }
    )
    assert view(g)["achievement_count"] == 0
    act(g, "dogma Niccolo Machiavelli")
    assert board(g)["red"] == (["Oars", "Archery"], "right")
    assert view(g)["achievement_count"] == 1


def test_peter_the_great_meld_returns_opponents_top_figures():
    g = game(
        {"hand": ["Peter the Great"]},
        {"board": {"green": ["Fu Xi", "Sailing"]}},
    )
    act(g, "meld Peter the Great")
    untouched(g, "Bob", board={"green": ["Sailing"]})
    assert pile(g, "figures", 1)[-1] == "Fu Xi"
    assert zones(g)["score"] == []


def test_murasaki_shikibu_no_card_of_that_value_claims_normally():
    g = game(
        {
            "board": {"purple": ["Murasaki Shikibu"]},
            "score": ["Construction", "Calendar", "Mapmaking"],
        },
        achievements=["Metalworking"],
        supply={"figures": {"1": ["Homer"]}},
    )
    act(g, "achieve 1")
    assert zones(g)["achievements"] == ["Metalworking"]
    assert len(zones(g)["score"]) == 3


def test_hatshepsut_draw_skipping_an_empty_age():
    others = ["Calendar", "Mapmaking", "Philosophy", "Fermenting", "Monotheism"]
    others += ["Currency", "Canal Building", "Road Building", "Mathematics"]
    g = game(
        {"board": {"green": ["Hatshepsut"], "red": ["Construction"]}, "hand": ["Archery"]},
        supply={"3": ["Paper", "Optics", "Alchemy", "Compass"]},
        removed=others,
    )
    act(g, "draw")
    assert sorted(zones(g)["hand"]) == ["Alchemy", "Optics", "Paper"]
    assert pile(g, "base", 1)[-1] == "Archery"


def test_sun_tzu_declined_meld_figure_of_highest_top():
    g = game(
        {"board": {"red": ["Sun Tzu"], "blue": ["Writing"]}, "hand": ["Experimentation"]},
        {"board": {"blue": ["Tools"]}},
        supply={
            "2": ["Monotheism", "Fermenting"],
            "figures": {"2": ["Plato"], "4": ["Christopher Columbus"]},
        },
    )
    act(g, "dogma Writing")
    g.answer([])
    assert sorted(zones(g)["hand"]) == ["Experimentation", "Fermenting", "Plato"]


def test_cai_lun_decree_claim_first_foreshadows_a_3():
    g = game(
        {"board": {"yellow": ["Cai Lun"]}, "hand": ["Fu Xi", "Plato", "Al-Kindi"]},
        supply={"3": ["Paper", "Optics", "Alchemy", "Engineering"]},
    )
    act(g, "decree Trade")
    z = zones(g)
    assert z["achievements"] == ["Trade"]
    assert sorted(z["forecast"]) == ["Alchemy", "Engineering", "Optics", "Paper"]


def test_homer_returned_figure_tucked_so_agriculture_does_not_score():
    g = game(
        {
            "board": {"purple": ["Homer"], "yellow": ["Agriculture"], "green": ["Sailing"]},
            "hand": ["Fu Xi"],
        },
        supply={"2": ["Calendar"]},
    )
    act(g, "dogma Agriculture")
    act(g, "Fu Xi")
    assert board(g)["green"] == (["Sailing", "Fu Xi"], "none")
    assert zones(g)["score"] == []
    assert pile(g, "base", 2)[0] == "Calendar"


def test_saladin_echo_scoring_a_figure_is_not_replaced():
    g = game(
        {"board": {"red": ["Saladin"], "purple": ["Mysticism"]}},
        {"board": {"red": ["Gilgamesh"]}},
    )
    act(g, "dogma Saladin")
    act(g, "Gilgamesh")
    assert zones(g)["score"] == ["Gilgamesh"]
    assert board(g) == {"red": (["Saladin"], "none"), "purple": (["Mysticism"], "none")}


def test_ptahhotep_inspire_scores_own_top_card():
    g = game({"board": {"purple": ["Ptahhotep"], "red": ["Archery"]}}, supply={"1": ["Sailing"]})
    act(g, "inspire purple")
    act(g, "Archery")
    assert zones(g)["score"] == ["Archery"]
    assert zones(g)["hand"] == ["Sailing"]


def test_imhotep_echo_drawn_2_over_unsplayed_stack_is_returned():
    g = game(
        {"board": {"blue": ["Imhotep"], "red": ["Oars", "Archery"]}},
        supply={"2": ["Construction", "Calendar"]},
    )
    act(g, "dogma Imhotep")
    assert board(g) == {"blue": (["Imhotep"], "none"), "red": (["Oars", "Archery"], "left")}
    assert pile(g, "base", 2)[-1] == "Construction"
    assert zones(g)["hand"] == []


# --- A karma acts only from the top of its owner's board.


def test_imhotep_covered_does_not_act():
    g = game(
        {
            "board": {"blue": ["Writing", "Imhotep"], "red": ["Oars", "Archery"]},
            "hand": ["Metalworking"],
        }
    )
    act(g, "meld Metalworking")
    assert board(g)["red"] == (["Metalworking", "Oars", "Archery"], "none")


def test_hatshepsut_splayed_but_covered_does_not_act():
    g = game(
        {
            "board": {
                "green": {"cards": ["Sailing", "Hatshepsut"], "splay": "right"},
                "red": ["Construction"],
            },
            "hand": ["Archery"],
        },
        supply={"2": ["Mapmaking", "Philosophy"]},
    )
    act(g, "draw")
    assert sorted(zones(g)["hand"]) == ["Archery", "Mapmaking"]


def test_homer_in_hand_does_not_act():
    g = game(
        {"board": {"yellow": ["Agriculture"]}, "hand": ["Homer"]},
        supply={"2": ["Calendar"]},
    )
    act(g, "dogma Agriculture")
    act(g, "Homer")
    assert zones(g)["score"] == ["Calendar"]
    assert pile(g, "figures", 1)[-1] == "Homer"


def test_sargon_of_akkad_on_opponents_board_does_not_act():
    g = game(
        {"board": {"red": ["Archery"]}, "hand": ["Oars"]}, {"board": {"green": ["Sargon of Akkad"]}}
    )
    act(g, "meld Oars")
    assert board(g)["red"] == (["Oars", "Archery"], "none")


def test_avicenna_does_not_stop_an_opponents_fade():
    g = game(
        {"board": {"yellow": ["Avicenna"]}},
        {"board": {"yellow": ["Sneferu"]}, "hand": ["Homer"]},
        turn="Bob",
    )
    act(g, "meld Homer")
    act(g, "Homer")
    assert zones(g, "Bob")["score"] == ["Homer"]
    assert board(g) == {"yellow": (["Avicenna"], "none")}


# --- Michelangelo: "Each card in your hand is also considered part of your score pile."
# Mapmaking's demand: "I demand you transfer a {1} from your score pile, if it has any, to
# my score pile!"


def test_michelangelo_demand_takes_a_1_from_the_hand():
    g = game(
        {"board": {"yellow": ["Michelangelo"]}, "hand": ["Archery"]},
        {"board": {"green": ["Mapmaking"], "purple": ["Code of Laws"]}},
        turn="Bob",
        supply={"1": ["Sailing"]},
    )
    act(g, "dogma Mapmaking")
    assert zones(g)["hand"] == []
    assert sorted(zones(g, "Bob")["score"]) == ["Archery", "Sailing"]


# --- Shennong with a Trade Decree: each of the three foreshadows is answered.


def test_shennong_trade_decree_each_foreshadow_scores_the_previous():
    g = game(
        {"board": {"yellow": ["Shennong"]}, "hand": ["Fu Xi", "Plato", "Al-Kindi"]},
        supply={"2": ["Calendar", "Mapmaking", "Philosophy", "Fermenting"]},
    )
    act(g, "decree Trade")
    z = zones(g)
    assert sorted(z["score"]) == ["Calendar", "Mapmaking"]
    assert z["forecast"] == ["Philosophy"]
    assert z["achievements"] == ["Trade"]


# --- Decree karmas.


def test_tigernmas_war_decree_with_two_figures():
    g = game(
        {"board": {"red": ["Tigernmas"], "blue": ["Tools"]}, "hand": ["Homer", "Fu Xi"]},
        {"board": {"red": ["Archery"], "blue": ["Writing"], "yellow": ["Canal Building"]}},
    )
    act(g, "decree War")
    act(g, 1)
    act(g, "Writing")  # both go to the base 1 pile: the order is asked
    untouched(g, "Bob", board={"yellow": ["Canal Building"]})
    assert board(g) == {"red": (["Tigernmas"], "none"), "blue": (["Tools"], "none")}
    assert zones(g)["achievements"] == ["War"]


def test_sneferu_expansion_decree_with_two_figures():
    g = game(
        {
            "board": {"yellow": ["Sneferu"], "red": ["Oars", "Archery"]},
            "hand": ["Homer", "Gilgamesh"],
        }
    )
    act(g, "decree Expansion")
    if g.pending.kind != "action":
        act(g, "red")
    assert board(g)["red"] == (["Oars", "Archery"], "up")
    assert zones(g)["achievements"] == ["Expansion"]


def test_plato_rivalry_decree_with_two_figures():
    g = game(
        {"board": {"purple": ["Plato"]}, "hand": ["Homer", "Gilgamesh"]},
        {"board": {"green": ["Fu Xi", "Sailing"]}, "score": ["Archery", "Oars", "Tools"]},
    )
    act(g, "decree Rivalry")
    while g.pending.kind != "action":
        g.answer(g.pending.options[0])
    untouched(g, "Bob", board={"green": ["Sailing"]})
    assert zones(g)["achievements"] == ["Rivalry"]


def test_huang_di_advancement_decree_with_two_figures():
    g = game(
        {"board": {"blue": ["Huang Di"], "red": ["Construction"]}, "hand": ["Homer", "Gilgamesh"]},
        supply={"4": ["Anatomy"]},
    )
    act(g, "decree Advancement")
    assert zones(g)["hand"] == ["Anatomy"]
    assert zones(g)["achievements"] == ["Advancement"]


def test_decree_needs_three_values_without_the_karma():
    g = game({"board": {"green": ["Sailing"]}, "hand": ["Fu Xi", "Homer", "Plato"]})
    assert not [o for o in g.pending.options if o.startswith("decree")]


def test_sunshu_ao_tuck_of_yellow_figure_executes_nothing():
    # a figure has no Dogma effects (its echo effect is not one)
    g = game(
        {"board": {"yellow": ["Sunshu Ao"], "red": ["Oars", "Archery"]}, "hand": ["Cai Lun"]},
        supply={"1": ["Sailing"]},
    )
    act(g, "inspire yellow")
    at_next_action(g)
    assert sorted(zones(g)["hand"]) == ["Cai Lun", "Sailing"]
    assert board(g) == {"yellow": (["Sunshu Ao"], "none"), "red": (["Oars", "Archery"], "none")}


def test_gilgamesh_splayed_bonus_counts_too():
    g = game({"board": {"red": {"cards": ["Gilgamesh", "Hammurabi"], "splay": "left"}}})
    # bonuses 1 and 2 visible, one top card; printed castles 1
    assert view(g)["icons"]["castle"] == 3


def test_alhazen_inspire_draw_counts_castles_of_the_splayed_colour():
    g = game(
        {
            "board": {
                "blue": ["Alhazen"],
                "purple": {"cards": ["Mysticism", "Homer"], "splay": "right"},
            }
        },
        supply={"1": ["Sailing"], "2": ["Calendar"], "3": ["Paper"]},
    )
    act(g, "inspire purple")
    # Homer's inspire: draw and tuck a 2; then the purple stack counts as a 3 (3 castles)
    assert board(g)["blue"] == (["Alhazen", "Calendar"], "none")
    assert zones(g)["hand"] == ["Paper"]


def test_johannes_kepler_raises_the_sharers_draw_too():
    g = game(
        {"board": {"blue": ["Johannes Kepler"], "green": ["Sailing"]}, "hand": ["Mapmaking"]},
        {"board": {"purple": ["Code of Laws"]}},
        supply={
            "2": ["Calendar", "Philosophy"],
            "figures": {"4": ["Christopher Columbus"], "5": ["Isaac Newton"]},
        },
    )
    act(g, "dogma Sailing")
    assert board(g, "Bob") == {"purple": (["Code of Laws"], "none"), "blue": (["Calendar"], "none")}
    assert board(g)["purple"] == (["Philosophy"], "none")
    # the sharing draw is no effect: a figure of the highest top card's value (Kepler, 4)
    assert sorted(zones(g)["hand"]) == ["Christopher Columbus", "Mapmaking"]


def test_bartholomew_roberts_fade_score_claims_first():
    g = game(
        {
            "board": {"green": ["Bartholomew Roberts"]},
            "hand": ["Homer"],
            "score": ["Archery", "Oars", "Sailing", "Tools", "Writing"],
        },
        achievements=["Metalworking"],
    )
    act(g, "meld Homer")
    act(g, "Homer")
    z = zones(g)
    assert z["achievements"] == ["Metalworking"]
    assert "Homer" in z["score"]


def test_yi_sun_sin_fading_itself_is_tucked():
    g = game(
        {
            "board": {"red": {"cards": ["Yi Sun-Sin", "Archery"], "splay": "left"}},
            "hand": ["Homer"],
        },
        supply={"3": ["Paper"]},
    )
    act(g, "meld Homer")
    act(g, "Yi Sun-Sin")
    assert board(g) == {
        "red": (["Archery", "Yi Sun-Sin"], "left"),
        "purple": (["Homer"], "none"),
        "green": (["Paper"], "none"),
    }
    assert zones(g)["score"] == []


# --- Rules around the figures: Dogma on a figure, Inspire order, Decrees, Achieve draws.


def test_figure_without_echo_cannot_be_activated():
    g = game({"board": {"green": ["Hatshepsut"]}})
    assert "dogma Hatshepsut" not in g.pending.options


def test_figure_activated_for_an_echo_shown_by_a_splay():
    g = game(
        {"board": {"green": {"cards": ["Hatshepsut", "Fu Xi"], "splay": "right"}}},
        supply={"2": ["Calendar"]},
    )
    act(g, "dogma Hatshepsut")
    # Fu Xi's echo: "Draw and score a {2}."
    assert zones(g)["score"] == ["Calendar"]


def test_inspire_runs_bottom_effect_first_and_all_visible_at_start():
    g = game(
        {"board": {"purple": {"cards": ["Homer", "Ptahhotep"], "splay": "right"}}},
        supply={"1": ["Sailing"], "2": ["Calendar"]},
    )
    act(g, "inspire purple")
    # Ptahhotep's "Score a top card from your board" (only Homer), then Homer's
    # "Draw and tuck a {2}", then a card of the value of the top purple card (1)
    z = zones(g)
    assert z["score"] == ["Homer"]
    assert board(g) == {"purple": (["Ptahhotep"], "none"), "blue": (["Calendar"], "none")}
    assert z["hand"] == ["Sailing"]
    # once per turn
    assert "inspire purple" not in g.pending.options


def test_decree_held_by_opponent_returns_to_centre_without_effect():
    g = game(
        {"board": {"green": ["Fu Xi"]}, "hand": ["Homer", "Daedalus"]},
        {"achievements": ["Trade"]},
        supply={"2": ["Calendar"]},
    )
    act(g, "decree Trade")
    assert zones(g, "Bob")["achievements"] == []
    assert zones(g)["achievements"] == []
    assert "Trade" in g.to_position()["decrees"]
    assert zones(g)["forecast"] == [] and zones(g)["hand"] == []
    assert sorted(g.to_position()["removed"]) == ["Daedalus", "Homer"]


def test_decree_already_held_is_executed_again():
    g = game(
        {"board": {"green": ["Fu Xi"]}, "hand": ["Homer", "Daedalus"], "achievements": ["Trade"]},
        supply={"2": ["Calendar", "Mapmaking", "Philosophy"]},
    )
    act(g, "decree Trade")
    assert zones(g)["achievements"] == ["Trade"]
    assert sorted(zones(g)["forecast"]) == ["Calendar", "Mapmaking", "Philosophy"]


def test_achieve_draw_skips_an_empty_age_for_the_opponent():
    others = ["Optics", "Alchemy", "Compass", "Engineering", "Translation", "Machinery"]
    others += ["Medicine", "Education", "Feudalism"]
    g = game(
        {
            "board": {"blue": ["Writing"]},
            "score": ["Archery", "Oars", "Sailing", "Tools", "Pottery"],
        },
        {"board": {"green": ["Paper"]}},
        achievements=["Metalworking"],
        removed=others,
        supply={"figures": {"3": ["Avicenna"], "4": ["Galileo Galilei"]}},
    )
    act(g, "achieve 1")
    assert zones(g, "Bob")["hand"] == ["Galileo Galilei"]


def test_achieve_draw_from_empty_figures_pile_gives_a_base_card():
    figures2 = ["Ximen Bao", "Plato", "Sun Tzu", "Zhang Heng", "Cai Lun", "Archimedes"]
    figures2 += ["Alexander the Great", "Ptolemy", "Augustus Caesar", "Confucius"]
    g = game(
        {
            "board": {"blue": ["Writing"]},
            "score": ["Archery", "Oars", "Sailing", "Tools", "Pottery"],
        },
        {"board": {"blue": ["Calendar"]}},
        achievements=["Metalworking"],
        removed=figures2,
        supply={"2": ["Mapmaking"]},
    )
    act(g, "achieve 1")
    assert zones(g, "Bob")["hand"] == ["Mapmaking"]


def test_homer_tools_three_cards_not_all_returned_so_no_draw():
    # Tools: "You may return three cards from your hand. If you do, draw and meld a {3}."
    g = game(
        {
            "board": {"purple": ["Homer"], "blue": ["Tools"], "green": ["Sailing"]},
            "hand": ["Fu Xi", "Archery", "Oars"],
        },
        supply={"3": ["Paper"]},
    )
    act(g, "dogma Tools")
    while g.pending.kind != "action":
        p = g.pending
        if p.kind == "yes_no":
            g.answer("yes")
        elif p.kind == "choose_cards":
            g.answer(["Fu Xi", "Archery", "Oars"])
        else:
            g.answer(p.options[0])
    assert board(g)["green"] == (["Sailing", "Fu Xi"], "none")
    assert set(pile(g, "base", 1)[-2:]) == {"Archery", "Oars"}
    assert pile(g, "base", 3)[0] == "Paper"
    assert board(g)["blue"] == (["Tools"], "none")
    assert zones(g)["hand"] == []


def test_archimedes_raises_its_own_echo():
    g = game({"board": {"blue": ["Archimedes"]}}, supply={"2": ["Calendar"], "3": ["Paper"]})
    act(g, "dogma Archimedes")
    assert zones(g)["hand"] == ["Paper"]


def test_william_shakespeare_covered_hex_counts_only_when_shown():
    unsplayed = game({"board": {"purple": ["William Shakespeare"], "blue": ["Writing", "Tools"]}})
    assert view(unsplayed)["score"] == 6
    right = game(
        {
            "board": {
                "purple": ["William Shakespeare"],
                "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
            }
        }
    )
    assert view(right)["score"] == 7


def test_peter_the_great_no_green_card_just_tucks():
    g = game(
        {"board": {"red": ["Peter the Great"]}, "hand": ["Colonialism"]}, supply={"5": ["Coal"]}
    )
    act(g, "inspire red")
    assert board(g) == {"red": (["Peter the Great", "Colonialism"], "none")}
    assert zones(g)["score"] == [] and zones(g)["achievements"] == []


def test_peter_the_great_tuck_without_factory_does_not_act():
    g = game(
        {"board": {"red": ["Peter the Great"], "green": ["Mapmaking"]}, "hand": ["Archery"]},
        supply={"5": ["Coal"]},
    )
    act(g, "inspire red")
    assert board(g)["green"] == (["Mapmaking"], "none")
    assert zones(g)["score"] == []


def test_ptahhotep_inspire_scoring_itself_leaves_purple_empty_draw_a_1():
    g = game({"board": {"purple": ["Ptahhotep"]}}, supply={"1": ["Sailing"], "2": ["Calendar"]})
    act(g, "inspire purple")
    assert zones(g)["score"] == ["Ptahhotep"]
    assert zones(g)["hand"] == ["Sailing"]


def test_hatshepsut_on_own_draw_during_a_shared_dogma():
    g = game(
        {
            "board": {"green": ["Hatshepsut"], "red": ["Construction"], "blue": ["Writing"]},
            "hand": ["Archery"],
        },
        {"board": {"blue": ["Tools"]}},
        supply={
            "2": ["Calendar", "Mapmaking", "Philosophy", "Fermenting", "Monotheism"],
            "figures": {"2": ["Plato"]},
        },
    )
    act(g, "dogma Writing")
    assert zones(g, "Bob")["hand"] == ["Calendar"]
    assert sorted(zones(g)["hand"]) == ["Fermenting", "Mapmaking", "Philosophy", "Plato"]
    assert pile(g, "base", 1)[-1] == "Archery"


def test_hammurabi_inspire_melds_alexander_whose_meld_karma_acts():
    g = game(
        {"board": {"red": ["Hammurabi"]}, "hand": ["Alexander the Great"]},
        {"board": {"blue": ["Huang Di"], "green": ["Sailing"]}},
        supply={"2": ["Calendar"]},
    )
    act(g, "inspire red")
    assert board(g) == {"red": (["Alexander the Great", "Hammurabi"], "none")}
    assert zones(g)["score"] == ["Huang Di"]
    assert zones(g)["hand"] == ["Calendar"]
    untouched(g, "Bob", board={"green": ["Sailing"]})


def test_bartholomew_roberts_score_requirement_still_applies():
    g = game(
        {"board": {"green": ["Bartholomew Roberts"]}, "score": ["Coal"]},
        {"board": {"blue": ["Encyclopedia"]}},
        achievements=["Canning"],
        supply={"5": ["Astronomy"]},
    )
    act(g, "inspire green")
    act(g, "Encyclopedia")
    assert zones(g)["achievements"] == []
    assert sorted(zones(g)["score"]) == ["Coal", "Encyclopedia"]


def test_johannes_vermeer_nothing_one_higher_still_claims():
    g = game(
        {
            "board": {"purple": ["Johannes Vermeer"]},
            "score": ["Archery", "Oars", "Sailing", "Tools", "Writing"],
        },
        achievements=["Metalworking", "Paper"],
        supply={"figures": {"1": ["Homer"]}},
    )
    act(g, "achieve 1")
    assert zones(g)["achievements"] == ["Metalworking"]
    assert g.to_position()["achievements"] == ["Paper"]


def test_samuel_de_champlain_only_higher_achievement_claims_nothing():
    g = game(
        {
            "board": {"green": ["Samuel de Champlain"]},
            "hand": ["Archery", "Oars", "Sailing", "Tools"],
        },
        achievements=["Canning"],
        supply={"5": ["Coal"]},
    )
    act(g, "draw")
    assert zones(g)["achievements"] == []
    assert len(zones(g)["hand"]) == 5


def test_takiyuddin_single_card_stack_is_not_asked_to_splay():
    g = game({"board": {"blue": ["Takiyuddin"]}}, supply={"4": ["Anatomy"], "5": ["Coal"]})
    act(g, "inspire blue")
    at_next_action(g)
    assert board(g) == {"blue": (["Takiyuddin"], "none"), "red": (["Coal"], "none")}


def test_johannes_kepler_raises_its_own_echo_by_revealed_blue_cards():
    g = game(
        {"board": {"blue": ["Johannes Kepler"]}, "hand": ["Tools", "Archery"]},
        supply={"5": ["Coal"], "6": ["Canning"]},
    )
    act(g, "dogma Johannes Kepler")
    # one blue card revealed: the echo "Draw a {5}" draws a 6
    assert sorted(zones(g)["hand"]) == ["Archery", "Canning", "Tools"]


def test_johannes_kepler_nothing_revealed_no_change():
    g = game(
        {"board": {"blue": ["Johannes Kepler"]}, "hand": ["Archery"]},
        supply={"5": ["Coal"], "6": ["Canning"]},
    )
    act(g, "dogma Johannes Kepler")
    assert sorted(zones(g)["hand"]) == ["Archery", "Coal"]


def test_rhazes_acts_for_a_sharing_opponent():
    g = game(
        {"board": {"blue": ["Writing"]}},
        {"board": {"blue": ["Tools"], "yellow": ["Rhazes"]}, "hand": ["Calendar"]},
        supply={"2": ["Mapmaking", "Philosophy"], "figures": {"1": ["Homer"]}},
    )
    act(g, "dogma Writing")
    # Bob shares first: tucks his 2, then draws a 2
    assert board(g, "Bob")["blue"] == (["Tools", "Calendar"], "none")
    assert zones(g, "Bob")["hand"] == ["Mapmaking"]
    assert sorted(zones(g)["hand"]) == ["Homer", "Philosophy"]


def test_rhazes_acts_for_a_demanded_opponent():
    g = game(
        {"board": {"red": ["Archery"]}},
        {"board": {"yellow": ["Rhazes"]}, "hand": ["Oars", "Construction"]},
        supply={"1": ["Sailing"]},
    )
    act(g, "dogma Archery")
    # Bob first tucks his 1 (Oars), draws Sailing, gives his highest card (Construction)
    assert board(g, "Bob") == {"yellow": (["Rhazes"], "none"), "red": (["Oars"], "none")}
    assert zones(g, "Bob")["hand"] == ["Sailing"]
    assert zones(g)["hand"] == ["Construction"]
