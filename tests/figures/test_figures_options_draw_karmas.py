"""Figures in the Sand: the OPTIONS of the choices made when "would" karmas answer the
draws the rules make (the sharing draw, the Figures draw after an Achieve action, the
Inspire draw, a plus, the City draw, an effect's draw) and a city's meld or an Endorse
payment's tuck. Written from the printed texts and the rules only (an outside checker's
audit): "In the rare case that multiple 'Would' karmas are triggered by the same action,
the current player decides which karma occurs and ignores the others" (Figures rulebook),
so each such choice must be the current player's and name exactly the karmas that the
event triggers; then the chosen karma alone happens."""

from __future__ import annotations

import outside
from helpers import cards_of
from outside import ask, hand, player, stack

T5 = {"player": "Alice", "actions": 2, "number": 5}


def make(players, sets=("figures",), **kw):
    """A position without special achievements or Decrees unless given, Alice to act."""
    kw.setdefault("special", ())
    kw.setdefault("decrees", [])
    kw.setdefault("turn", dict(T5))
    return outside.make(players, sets, **kw)


def pile(game, set_, age):
    return game.to_position()["supply"][set_].get(str(age), [])


def karma_choice(game, who, expected):
    """The choice between several triggered karmas: whose, and exactly which karmas."""
    d = ask(game, who, expected, kind="choose_option")
    assert "karma" in d.prompt.lower(), d.prompt
    return d


# --- the sharing draw: Su Song, Al-Kindi, Rhazes and an opponent's John Harrison -------


def _sharing(alice_board, alice_hand=("Education", "Optics"), bob_board=None, **kw):
    """Alice activates Writing ({lightbulb}: 2 each); Bob shares (draws a 2), so Alice
    takes the free Draw action for sharing: a figure of her highest top card's value."""
    bob_board = bob_board or {"blue": ["Tools"], "green": ["John Harrison"]}
    kw.setdefault(
        "supply",
        {
            "base": {
                "2": ["Calendar", "Mathematics"],
                "3": ["Alchemy", "Compass"],
                "6": ["Canning"],
            },
            "figures": {"3": ["Sejong the Great"], "6": ["Adam Smith"]},
        },
    )
    return make(
        [
            {
                "name": "Alice",
                "hand": list(alice_hand),
                "board": alice_board,
                "score": ["Agriculture"],
            },
            {"name": "Bob", "board": bob_board},
        ],
        **kw,
    )


def test_al_kindi_su_song_john_harrison_options_sharing_draw_karmas_of_two_boards():
    # Alice's sharing draw is a 3 (figure): Su Song ("draw a {3}"), Al-Kindi ("draw a
    # card for sharing"), Rhazes ("draw a card") on her board and Bob's John Harrison ("an
    # opponent would draw a card for sharing") all trigger: Alice, the current player,
    # chooses one of the four, even Bob's. Bob then chooses the type of his 6.
    g = _sharing(
        {
            "blue": ["Writing"],
            "red": ["Oars"],
            "green": ["Su Song"],
            "purple": ["Al-Kindi"],
            "yellow": ["Rhazes"],
        }
    )
    outside.act(g, "dogma Writing")
    karma_choice(
        g,
        "Alice",
        ["Al-Kindi (karma 1)", "John Harrison (karma 2)", "Rhazes (karma 1)", "Su Song (karma 2)"],
    )
    outside.act(g, "John Harrison (karma 2)")
    ask(g, "Bob", ["the usual draw", "base", "figures"], kind="choose_option")
    outside.act(g, "base")
    # Bob drew a base 6 first; then Alice's figure 3; the other karmas are ignored: no
    # score card moved (Su Song), no 3 tucked (Rhazes), no two more cards (Al-Kindi).
    assert hand(g, "Bob") == ["Calendar", "Canning"]
    assert hand(g, "Alice") == sorted(["Education", "Optics", "Mathematics", "Sejong the Great"])
    assert player(g, "Alice")["score"] == ["Agriculture"]
    assert player(g, "Alice")["forecast"] == []
    assert pile(g, "base", 3)[:2] == ["Alchemy", "Compass"]
    assert pile(g, "figures", 6)[0] == "Adam Smith"
    # then the fade of Alice's three top figures
    ask(g, "Alice", ["Al-Kindi", "Rhazes", "Su Song"], kind="choose_card")


def test_sun_tzu_al_kindi_options_one_choice_for_the_draw_for_a_share_bonus():
    # Sun Tzu: "If you would draw for a share bonus, first meld ..."; Al-Kindi: "If you
    # would draw a card for sharing, first draw two cards ...". One event (the draw for
    # sharing) triggers both: the current player decides which karma occurs and ignores
    # the other. Alice has a {lightbulb} card in hand (Sun Tzu has something to meld).
    g = _sharing(
        {"blue": ["Writing"], "red": ["Sun Tzu"], "purple": ["Al-Kindi"]},
        bob_board={"blue": ["Tools"]},
    )
    outside.act(g, "dogma Writing")
    # Sun Tzu's "If you would draw for a share bonus" and Al-Kindi's "If you would draw a
    # card for sharing" are one trigger: the current player chooses one (rulings)
    karma_choice(g, "Alice", ["Al-Kindi (karma 1)", "Sun Tzu (karma 2)"])
    outside.act(g, "Al-Kindi (karma 1)")
    # Al-Kindi's two 3s, then the figure 3; Sun Tzu's meld ignored
    assert hand(g, "Alice") == sorted(
        ["Education", "Optics", "Mathematics", "Alchemy", "Compass", "Sejong the Great"]
    )
    assert stack(g, "Alice", "purple") == (["Al-Kindi"], "none")


# --- the Figures draw after an Achieve action: an opponent's draw -----------------------


def _achieve(bob, alice_board=None, **kw):
    """Alice (5 points, a top 6) achieves the 1; Bob, her opponent, then draws a figure of
    his highest top card's value (3)."""
    kw.setdefault(
        "supply",
        {"base": {"3": ["Optics", "Engineering"]}, "figures": {"3": ["Avicenna"]}},
    )
    return make(
        [
            {
                "name": "Alice",
                "board": alice_board or {"blue": ["Writing"], "green": ["John Harrison"]},
                "score": ["Calendar", "Alchemy"],
            },
            dict(name="Bob", **bob),
        ],
        achievements=["Pottery"],
        **kw,
    )


def test_hatshepsut_rhazes_options_figures_draw_of_an_opponent_current_player_chooses():
    # Bob's figure draw of a 3 with a 1 in hand triggers his Hatshepsut and his Rhazes;
    # Alice's John Harrison does not (no draw for sharing). The current player (Alice)
    # chooses which of Bob's karmas occurs.
    g = _achieve(
        {
            "hand": ["Metalworking", "Compass"],
            "board": {"green": ["Hatshepsut"], "yellow": ["Rhazes"], "blue": ["Tools"]},
        }
    )
    outside.act(g, "achieve 1")
    karma_choice(g, "Alice", ["Hatshepsut (karma 1)", "Rhazes (karma 1)"])
    outside.act(g, "Hatshepsut (karma 1)")
    # Bob returns his hand, draws two 3s, then the figure 3; Rhazes tucks nothing
    assert hand(g, "Bob") == ["Avicenna", "Engineering", "Optics"]
    assert pile(g, "base", 1)[-1] == "Metalworking"
    assert pile(g, "base", 3)[-1] == "Compass"
    assert stack(g, "Bob", "green") == (["Hatshepsut"], "none")
    assert player(g, "Alice")["achievements"] == ["Pottery"]
    # Bob fades one of his two top figures
    ask(g, "Bob", ["Hatshepsut", "Rhazes"], kind="choose_card")


def test_su_song_al_kindi_options_figures_draw_only_su_song_from_the_score_pile():
    # The Figures draw after an Achieve action is no draw for sharing: only Su Song
    # ("draw a {3}") answers Bob's draw, not Al-Kindi, nor Alice's John Harrison. Bob
    # chooses among his own score pile's cards.
    g = _achieve(
        {
            "board": {"green": ["Su Song"], "purple": ["Al-Kindi"]},
            "score": ["Mathematics", "Compass"],
        }
    )
    outside.act(g, "achieve 1")
    ask(g, "Bob", ["Compass", "Mathematics"], kind="choose_card")
    outside.act(g, "Compass")
    assert player(g, "Bob")["forecast"] == ["Compass"]
    assert player(g, "Bob")["score"] == ["Mathematics"]
    assert hand(g, "Bob") == ["Avicenna"]
    assert pile(g, "base", 3)[:2] == ["Optics", "Engineering"]
    assert hand(g, "Alice") == []


# --- a plus and the City draw: Hatshepsut and Rhazes ------------------------------------


def test_hatshepsut_rhazes_options_plus_draw_current_player_chooses_rhazes():
    # Luoyang's plus draws a 3 (no new colour: no City draw). Hatshepsut (a 1 in hand)
    # and Rhazes both trigger: Alice chooses; Rhazes then tucks one of her two 3s.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Luoyang", "Metalworking", "Compass", "Optics"],
                "board": {
                    "green": ["Hatshepsut"],
                    "yellow": ["Rhazes"],
                    "purple": ["Code of Laws"],
                },
            },
            {"name": "Bob", "board": {"blue": ["Tools"]}},
        ],
        ("cities", "figures"),
        supply={"base": {"3": ["Alchemy", "Engineering"]}},
    )
    outside.act(g, "meld Luoyang")
    karma_choice(g, "Alice", ["Hatshepsut (karma 1)", "Rhazes (karma 1)"])
    outside.act(g, "Rhazes (karma 1)")
    ask(g, "Alice", ["Compass", "Optics"], kind="choose_card")
    outside.act(g, "Compass")
    assert stack(g, "Alice", "green") == (["Hatshepsut", "Compass"], "none")
    assert stack(g, "Alice", "purple") == (["Luoyang", "Code of Laws"], "none")
    # Hatshepsut ignored: the hand is not returned, one 3 drawn
    assert hand(g, "Alice") == ["Alchemy", "Metalworking", "Optics"]
    assert pile(g, "base", 3)[0] == "Engineering"


def test_hatshepsut_rhazes_options_city_draw_hatshepsut_chosen_then_the_city():
    # Archery is a new colour: the City draw (a 3, the highest top card). Both karmas
    # trigger; Hatshepsut chosen: the hand is returned, two 3s drawn, then the city 3.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Archery", "Mysticism", "Optics"],
                "board": {"green": ["Hatshepsut"], "yellow": ["Rhazes"], "blue": ["Tools"]},
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ("cities", "figures"),
        supply={"base": {"3": ["Alchemy", "Compass"]}, "cities": {"3": ["Venice"]}},
    )
    outside.act(g, "meld Archery")
    karma_choice(g, "Alice", ["Hatshepsut (karma 1)", "Rhazes (karma 1)"])
    outside.act(g, "Hatshepsut (karma 1)")
    assert hand(g, "Alice") == ["Alchemy", "Compass", "Venice"]
    assert pile(g, "base", 1)[-1] == "Mysticism"
    assert pile(g, "base", 3)[-1] == "Optics"
    assert stack(g, "Alice", "red") == (["Archery"], "none")
    assert stack(g, "Alice", "yellow") == (["Rhazes"], "none")


def test_su_song_rhazes_options_city_draw_su_song_chosen_score_pile_not_hand():
    # The City draw of a 3 (new colour red): Su Song ("draw a {3}") and Rhazes trigger;
    # Su Song chosen: a card of the score pile (not the 3 in hand) to the forecast.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Archery", "Compass"],
                "board": {"green": ["Su Song"], "yellow": ["Rhazes"], "blue": ["Tools"]},
                "score": ["Pottery", "Calendar"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        ("cities", "figures"),
        supply={"cities": {"3": ["Venice"]}},
    )
    outside.act(g, "meld Archery")
    karma_choice(g, "Alice", ["Rhazes (karma 1)", "Su Song (karma 2)"])
    outside.act(g, "Su Song (karma 2)")
    ask(g, "Alice", ["Calendar", "Pottery"], kind="choose_card")
    outside.act(g, "Calendar")
    assert player(g, "Alice")["forecast"] == ["Calendar"]
    assert player(g, "Alice")["score"] == ["Pottery"]
    assert hand(g, "Alice") == ["Compass", "Venice"]
    assert stack(g, "Alice", "yellow") == (["Rhazes"], "none")


# --- an Endorse payment's tuck: Pelé and Sunshu Ao ---------------------------------------


def _endorse_after_green_tuck():
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Clothing", "Agriculture"],
                "board": {
                    "blue": ["Writing"],
                    "red": ["Nelson Mandela"],
                    "yellow": ["Sunshu Ao"],
                    "purple": ["Pelé"],
                    "green": ["Babylon"],
                },
            },
            {"name": "Bob", "board": {"blue": ["Tools"]}},
        ],
        ("cities", "figures"),
        supply={
            "base": {
                "1": ["Pottery", "Code of Laws"],
                "2": ["Calendar", "Mathematics", "Construction"],
            }
        },
    )
    # first action: Sunshu Ao's inspire tucks the green Clothing (no karma: not yellow)
    outside.act(g, "inspire yellow")
    ask(g, "Alice", ["Agriculture", "Clothing"], kind="choose_card")
    outside.act(g, "Clothing")
    assert stack(g, "Alice", "green") == (["Babylon", "Clothing"], "none")
    # second action: endorse Writing with Babylon, paying a yellow 1
    outside.act(g, "endorse Writing")
    ask(g, "Alice", ["Agriculture", "Pottery"], kind="choose_card")
    outside.act(g, "Agriculture")
    return g


def test_pele_sunshu_ao_options_endorse_payment_yellow_after_green_pele_wins():
    g = _endorse_after_green_tuck()
    karma_choice(g, "Alice", ["Pelé (karma 2)", "Sunshu Ao (karma 1)"])
    outside.act(g, "Pelé (karma 2)")
    assert g.result is not None and list(g.result.winners) == ["Alice"]
    assert stack(g, "Alice", "yellow") == (["Sunshu Ao"], "none")


def test_sunshu_ao_pele_options_endorse_payment_sunshu_ao_chosen_may_return_itself():
    # Sunshu Ao chosen: Agriculture's effect is executed instead of the tuck ("You may
    # return a card from your hand": Agriculture is still in the hand, and Pottery);
    # Agriculture, returned by its own effect, ends in the hand; the Endorse goes on
    # (Writing twice: two 2s; Bob, with fewer {lightbulb}, does not share).
    g = _endorse_after_green_tuck()
    karma_choice(g, "Alice", ["Pelé (karma 2)", "Sunshu Ao (karma 1)"])
    outside.act(g, "Sunshu Ao (karma 1)")
    ask(g, "Alice", ["Agriculture", "Pottery", None], kind="choose_card")
    outside.act(g, "Agriculture")
    assert g.result is None
    assert player(g, "Alice")["score"] == ["Calendar"]
    assert hand(g, "Alice") == ["Agriculture", "Construction", "Mathematics", "Pottery"]
    assert stack(g, "Alice", "yellow") == (["Sunshu Ao"], "none")
    assert "Agriculture" not in pile(g, "base", 1)
    d = g.pending
    assert d.kind == "action" and d.player == "Bob", (d.kind, d.player, d.prompt)


# --- a city's meld: Sejong the Great, Emperor Meiji, Duke Ellington ---------------------


def test_sejong_emperor_meiji_options_blue_10_city_from_the_forecast_both_karmas():
    # Meiji: the forecast counts as the hand, so Bangalore (blue city 10) can be melded;
    # it is a blue card above 3 (Sejong) and a 10 over top 9 and 8 (Meiji): Alice chooses.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Pottery"],
                "forecast": ["Bangalore"],
                "board": {
                    "blue": ["Sejong the Great"],
                    "purple": ["Emperor Meiji"],
                    "red": ["Fission"],
                    "green": ["Corporations"],
                },
            },
            {"name": "Bob", "board": {"blue": ["Tools"]}},
        ],
        ("cities", "figures"),
    )
    assert "meld Bangalore" in g.pending.options
    outside.act(g, "meld Bangalore")
    karma_choice(g, "Alice", ["Emperor Meiji (karma 1)", "Sejong the Great (karma 2)"])
    outside.act(g, "Emperor Meiji (karma 1)")
    assert g.result is not None and list(g.result.winners) == ["Alice"]
    assert player(g, "Alice")["forecast"] == ["Bangalore"]
    assert stack(g, "Alice", "blue") == (["Sejong the Great"], "none")


def test_sejong_emperor_meiji_options_blue_10_city_sejong_chosen_draws_an_11():
    # Sejong chosen instead: Bangalore returned, and the card "one higher" is an 11:
    # the game ends by score (Alice 1 point, Bob none).
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Bangalore"],
                "score": ["Pottery"],
                "board": {
                    "blue": ["Sejong the Great"],
                    "purple": ["Emperor Meiji"],
                    "red": ["Fission"],
                    "green": ["Corporations"],
                },
            },
            {"name": "Bob", "board": {"blue": ["Tools"]}},
        ],
        ("cities", "figures"),
    )
    outside.act(g, "meld Bangalore")
    karma_choice(g, "Alice", ["Emperor Meiji (karma 1)", "Sejong the Great (karma 2)"])
    outside.act(g, "Sejong the Great (karma 2)")
    assert g.result is not None and list(g.result.winners) == ["Alice"]
    assert g.result.reason.startswith("score")
    assert pile(g, "cities", 10)[-1] == "Bangalore"
    assert stack(g, "Alice", "blue") == (["Sejong the Great"], "none")


def test_sejong_duke_ellington_options_blue_figure_with_four_top_figures_both():
    # Isaac Newton is a blue figure of value 5: Sejong ("a blue card of value above 3")
    # and Duke Ellington ("a figure" with four top figures already) both trigger; Alice
    # chooses Ellington: Newton is achieved regardless of eligibility (no points).
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Isaac Newton"],
                "board": {
                    "blue": ["Sejong the Great"],
                    "purple": ["Duke Ellington"],
                    "red": ["Tigernmas"],
                    "green": ["Fu Xi"],
                },
            },
            {"name": "Bob", "board": {"blue": ["Tools"]}},
        ],
        ("cities", "figures"),
        supply={"base": {"6": ["Canning"]}},
    )
    outside.act(g, "meld Isaac Newton")
    karma_choice(g, "Alice", ["Duke Ellington (karma 2)", "Sejong the Great (karma 2)"])
    outside.act(g, "Duke Ellington (karma 2)")
    assert player(g, "Alice")["achievements"] == ["Isaac Newton"]
    assert stack(g, "Alice", "blue") == (["Sejong the Great"], "none")
    assert hand(g, "Alice") == []
    assert pile(g, "base", 6)[0] == "Canning"


def test_sejong_duke_ellington_options_blue_city_with_five_top_figures_only_sejong():
    # Frankfurt (blue city 4, two pluses) is no figure: Duke Ellington does not answer
    # it; Sejong alone replaces the meld (no choice): Frankfurt returned, a 5 drawn and
    # melded; the Meld action did not happen: no plus draws. Ellington: no fade.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Frankfurt"],
                "board": {
                    "blue": ["Sejong the Great"],
                    "purple": ["Duke Ellington"],
                    "red": ["Tigernmas"],
                    "green": ["Fu Xi"],
                    "yellow": ["Sneferu"],
                },
            },
            {"name": "Bob", "board": {"blue": ["Tools"]}},
        ],
        ("cities", "figures"),
        supply={"base": {"5": ["Measurement", "Coal"]}},
    )
    outside.act(g, "meld Frankfurt")
    d = g.pending
    assert d.kind == "action" and d.player == "Alice", (d.kind, d.prompt, d.options)
    assert "1 action" in d.prompt
    assert stack(g, "Alice", "green") == (["Measurement", "Fu Xi"], "none")
    assert stack(g, "Alice", "blue") == (["Sejong the Great"], "none")
    assert pile(g, "cities", 4)[-1] == "Frankfurt"
    assert hand(g, "Alice") == []
    assert player(g, "Alice")["achievements"] == []
    assert pile(g, "base", 5)[0] == "Coal"


# --- Peter the Great: "achieve your bottom green card, if eligible" (a city) ------------


def test_peter_the_great_options_inspire_tuck_bottom_green_city_eligible_is_achieved():
    # Exactly eligible for a 3 (15 points, a top 5): the bottom green card, the city
    # Venice, is achieved, then the factory card is tucked; the Inspire draw is a 5.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Gunpowder", "Steam Engine", "Pottery"],
                "board": {"red": ["Peter the Great"], "green": ["Sailing", "Venice"]},
                "score": ["Physics", "Chemistry", "Banking"],
            },
            {"name": "Bob", "board": {"blue": ["Tools"]}},
        ],
        ("cities", "figures"),
        achievements=["Alchemy"],
        supply={"base": {"5": ["Coal", "Astronomy"]}},
    )
    outside.act(g, "inspire red")
    ask(g, "Alice", ["Gunpowder", "Pottery", "Steam Engine"], kind="choose_card")
    outside.act(g, "Steam Engine")
    assert player(g, "Alice")["achievements"] == ["Venice"]
    assert stack(g, "Alice", "green") == (["Sailing"], "none")
    assert stack(g, "Alice", "yellow") == (["Steam Engine"], "none")
    assert sorted(player(g, "Alice")["score"]) == ["Banking", "Chemistry", "Physics"]
    assert hand(g, "Alice") == ["Coal", "Gunpowder", "Pottery"]
    assert g.to_position()["achievements"] == ["Alchemy"]


# --- the Inspire draw: Alex Trebek and Su Song ------------------------------------------


def test_alex_trebek_su_song_options_inspire_effect_draw_then_inspire_draw():
    # Su Song's inspire draws a 3: Alex Trebek (no figure 3 in hand) and Su Song both
    # trigger. Trebek chosen: any figure of age 3 may be named (Su Song on the board
    # too); Al-Kindi is found. Then the Inspire draw (a 3, the top green card): with a
    # figure 3 in hand now, only Su Song acts: a card of the score pile to the forecast.
    g = make(
        [
            {
                "name": "Alice",
                "board": {"green": ["Su Song"], "yellow": ["Alex Trebek"], "blue": ["Tools"]},
                "score": ["Agriculture", "Calendar"],
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        supply={"base": {"3": ["Optics", "Compass"]}, "figures": {"3": ["Rhazes", "Al-Kindi"]}},
    )
    outside.act(g, "inspire green")
    karma_choice(g, "Alice", ["Alex Trebek (karma 1)", "Su Song (karma 2)"])
    outside.act(g, "Alex Trebek (karma 1)")
    ask(g, "Alice", sorted(cards_of(3, "figures")))
    outside.act(g, "Al-Kindi")
    # Optics (red, no leaf) drawn and melded: no repeat; the Inspire draw of a 3
    ask(g, "Alice", ["Agriculture", "Calendar"], kind="choose_card")
    outside.act(g, "Calendar")
    assert player(g, "Alice")["forecast"] == ["Calendar"]
    assert player(g, "Alice")["score"] == ["Agriculture"]
    assert stack(g, "Alice", "red") == (["Optics"], "none")
    assert hand(g, "Alice") == ["Al-Kindi", "Compass"]
    assert "Al-Kindi" not in pile(g, "figures", 3)
    assert "Rhazes" in pile(g, "figures", 3)


# --- Samuel de Champlain and Al-Kindi on the sharing draw (the fifth card) --------------


def test_samuel_de_champlain_al_kindi_options_sharing_draw_fifth_card():
    # Alice holds 3 cards, draws a 2 (Writing): the sharing draw (a figure 5) is her
    # fifth card: Champlain and Al-Kindi both trigger. Champlain chosen: an achievement
    # of value 5 or below, regardless of eligibility (not the 6, not Monument).
    g = _sharing(
        {"blue": ["Writing"], "green": ["Samuel de Champlain"], "purple": ["Al-Kindi"]},
        alice_hand=("Education", "Optics", "Sailing"),
        bob_board={"blue": ["Tools"]},
        supply={
            "base": {"2": ["Calendar", "Mathematics"]},
            "figures": {"5": ["Isaac Newton"]},
        },
        achievements=["Pottery", "Alchemy", "Coal", "Canning"],
        special=["Monument"],
    )
    outside.act(g, "dogma Writing")
    karma_choice(g, "Alice", ["Al-Kindi (karma 1)", "Samuel de Champlain (karma 1)"])
    outside.act(g, "Samuel de Champlain (karma 1)")
    ask(g, "Alice", [1, 3, 5], kind="choose_value")
    outside.act(g, 3)
    assert player(g, "Alice")["achievements"] == ["Alchemy"]
    assert sorted(g.to_position()["achievements"]) == ["Canning", "Coal", "Pottery"]
    assert g.to_position()["special_achievements"] == ["Monument"]
    # then the figure 5 alone (Al-Kindi ignored)
    assert hand(g, "Alice") == sorted(
        ["Education", "Optics", "Sailing", "Mathematics", "Isaac Newton"]
    )


# --- an opponent's karmas on other draws: the current player chooses ------------------


def test_rhazes_samuel_de_champlain_options_demanded_draw_current_player_chooses():
    # Archery: "I demand you draw a {1}, then transfer the highest card in your hand to
    # my hand!" Bob holds four cards: his drawn 1 is the fifth (Champlain) and a draw
    # (Rhazes). Alice, the current player, chooses; Rhazes: Bob tucks one of his two 1s.
    g = make(
        [
            {"name": "Alice", "board": {"red": ["Archery"]}},
            {
                "name": "Bob",
                "hand": ["Pottery", "Code of Laws", "Optics", "Calendar"],
                "board": {"yellow": ["Rhazes"], "green": ["Samuel de Champlain"]},
            },
        ],
        achievements=["Agriculture"],
        supply={"base": {"1": ["Sailing", "The Wheel"]}},
    )
    outside.act(g, "dogma Archery")
    karma_choice(g, "Alice", ["Rhazes (karma 1)", "Samuel de Champlain (karma 1)"])
    outside.act(g, "Rhazes (karma 1)")
    ask(g, "Bob", ["Code of Laws", "Pottery"], kind="choose_card")
    outside.act(g, "Code of Laws")
    assert stack(g, "Bob", "purple") == (["Code of Laws"], "none")
    # Champlain ignored: the 1 still available; Sailing drawn, Optics transferred
    assert g.to_position()["achievements"] == ["Agriculture"]
    assert player(g, "Bob")["achievements"] == []
    assert hand(g, "Alice") == ["Optics"]
    assert hand(g, "Bob") == ["Calendar", "Pottery", "Sailing"]


def test_alex_trebek_options_figures_draw_of_an_opponent_names_any_figure_of_the_age():
    # Bob's figure draw of a 10 (his top Alex Trebek) after Alice's Achieve action: no
    # figure 10 in his hand (a base 10 is no figure): Bob names any figure of age 10,
    # Trebek himself too; the top one of the pile (Jackie Chan) is named and taken; the
    # deck is shuffled and the figure draw then takes another one.
    g = _achieve(
        {"hand": ["Software"], "board": {"yellow": ["Alex Trebek"], "green": ["Sailing"]}},
        supply={"figures": {"10": ["Jackie Chan", "Kim Yu-Na"]}},
    )
    outside.act(g, "achieve 1")
    ask(g, "Bob", sorted(cards_of(10, "figures")))
    outside.act(g, "Jackie Chan")
    bob = hand(g, "Bob")
    assert "Jackie Chan" in bob and "Software" in bob and len(bob) == 3
    assert "Jackie Chan" not in pile(g, "figures", 10)
    assert len(pile(g, "figures", 10)) == 7  # ten, less Trebek, Jackie Chan and the drawn one
    assert player(g, "Alice")["achievements"] == ["Pottery"]


# --- the Draw action: Samuel de Champlain's claim with Cai Lun's forecast ---------------


def test_samuel_de_champlain_options_draw_action_fifth_card_forecast_counts_no_chain():
    # The Draw action's 5 is Alice's fifth card: an achievement of value 5 or below,
    # regardless of eligibility: the centre's 3 and (Cai Lun: "each card in your forecast
    # counts as an available achievement") the forecast's 2; not the 6. The claim is a
    # karma's: Cai Lun's "If you would claim an achievement" does not chain on it.
    g = make(
        [
            {
                "name": "Alice",
                "hand": ["Pottery", "Optics", "Sailing", "Compass"],
                "forecast": ["Calendar"],
                "board": {"green": ["Samuel de Champlain"], "yellow": ["Cai Lun"]},
            },
            {"name": "Bob", "board": {"blue": ["Tools"]}},
        ],
        achievements=["Alchemy", "Canning"],
        supply={"base": {"3": ["Engineering"], "5": ["Coal", "Physics"]}},
    )
    outside.act(g, "draw")
    ask(g, "Alice", [2, 3], kind="choose_value")
    outside.act(g, 2)
    assert player(g, "Alice")["achievements"] == ["Calendar"]
    assert player(g, "Alice")["forecast"] == []
    assert sorted(g.to_position()["achievements"]) == ["Alchemy", "Canning"]
    assert pile(g, "base", 3)[0] == "Engineering"
    assert hand(g, "Alice") == ["Coal", "Compass", "Optics", "Pottery", "Sailing"]


# --- the sharing draw: Hatshepsut and Al-Kindi ------------------------------------------


def test_hatshepsut_al_kindi_options_sharing_draw_hatshepsut_returns_the_drawn_1():
    # Pottery shared by Bob ({leaf}: 3 each): Bob and Alice draw a 1 (Hatshepsut does
    # not answer a 1). The sharing draw is a 3 (Al-Kindi), Alice holds the 1: Hatshepsut
    # and Al-Kindi trigger. Hatshepsut chosen: the hand is returned, two 3s drawn (no
    # particular type: base), then the figure 3.
    g = _sharing(
        {"blue": ["Pottery"], "green": ["Hatshepsut"], "purple": ["Al-Kindi"]},
        alice_hand=(),
        bob_board={"yellow": ["Antibiotics"]},
        supply={
            "base": {"1": ["Clothing", "Domestication"], "3": ["Alchemy", "Compass"]},
            "figures": {"3": ["Sejong the Great"]},
        },
    )
    outside.act(g, "dogma Pottery")
    karma_choice(g, "Alice", ["Al-Kindi (karma 1)", "Hatshepsut (karma 1)"])
    outside.act(g, "Hatshepsut (karma 1)")
    assert hand(g, "Alice") == ["Alchemy", "Compass", "Sejong the Great"]
    assert pile(g, "base", 1)[-1] == "Domestication"
    assert hand(g, "Bob") == ["Clothing"]
