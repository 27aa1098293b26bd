"""A conformance audit of docs/rulings.md, "Figures in the Sand" (the general rulings and
the Figures cards): each test builds the situation a ruling describes and asserts what the
ruling says (quoted in a comment).  Rulings already pinned by other tests have none here."""

from helpers import (
    achievements,
    act,
    base_cards,
    board,
    cards_of,
    expect,
    figures,
    forecast,
    hand,
    icons,
    score_pile,
    setup,
    supply,
    table,
    texts,
)

TEAMS = {"teams": True}

# -- figure draws ---------------------------------------------------------------------------


def test_after_an_achieve_action_a_teammate_draws_no_figure():
    # Ruling: "after an Achieve action each opponent (never a teammate), clockwise from the
    # player's left, draws a figure of the value of their own highest top card."
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Writing"]},
                "score": ["Calendar", "Fermenting", "Mapmaking"],
            },
            "Bob": {"board": {"red": ["Construction"]}},
            "Carol": {"board": {"red": ["Archery"]}},
            "Dave": {"board": {"green": ["Sailing"]}},
        },
        options=TEAMS,
        achievements=["Oars"],
        supply={"figures": {"2": ["Sun Tzu"], "1": ["Homer", "Daedalus"]}},
    )
    act(game, "achieve 1")
    assert achievements(game, "Alice") == ["Oars"]
    assert hand(game, "Bob") == ["Sun Tzu"]
    assert hand(game, "Carol") == []  # Alice's teammate
    assert hand(game, "Dave") == ["Homer"]
    log = texts(game)
    assert log.index("Bob draws Sun Tzu.") < log.index("Dave draws Homer.")


def test_a_figure_draw_from_an_empty_figures_pile_gives_a_base_card_of_that_value():
    # Ruling: "an empty Figures pile of that value gives a base card of that value."
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Writing"]},
                "score": ["Calendar", "Fermenting", "Mapmaking"],
            },
            "Bob": {"board": {"red": ["Construction"]}},
        },
        achievements=["Oars"],
        removed=cards_of(2, "figures"),
        supply={"base": {"2": ["Mathematics"]}, "figures": {"3": ["Saladin"]}},
    )
    act(game, "achieve 1")
    assert hand(game, "Bob") == ["Mathematics"]


def test_an_empty_figures_pile_gives_a_base_card_under_the_echoes_draw_rule():
    # Ruling: "an empty Figures pile of that value gives a base card of that value"; the
    # online rules: "If another expansion's supply pile is empty, and you are forced to draw a
    # base card instead, check the Echoes draw rule before drawing that base card."  Bob has
    # a base card in hand and no Echoes card: an Echoes 2.
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Writing"]},
                "score": ["Calendar", "Fermenting", "Mapmaking"],
            },
            "Bob": {"board": {"red": ["Construction"]}, "hand": ["Tools"]},
        },
        expansions=["echoes", "figures"],
        achievements=["Oars"],
        removed=cards_of(2, "figures"),
        supply={"base": {"2": ["Mathematics"]}, "echoes": {"2": ["Lever"]}},
    )
    act(game, "achieve 1")
    assert hand(game, "Bob") == ["Lever", "Tools"]


def test_a_standard_achievement_claimed_by_an_effect_draws_no_figure():
    # Ruling: "A standard achievement claimed by an effect draws nothing."  Bartholomew
    # Roberts's karma ("If you would score a card, first claim an achievement matching that
    # card's value, ignoring the age requirement") claims Pottery during his inspire effect.
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Bartholomew Roberts"]},
                "score": ["Calendar", "Fermenting", "Mapmaking"],
            },
            "Bob": {"board": {"red": ["Oars"], "blue": ["Tools"]}},
        },
        achievements=["Pottery"],
        supply={"base": {"5": ["Coal"]}, "figures": {"1": ["Homer"]}},
    )
    act(game, "inspire green")
    if game.pending.kind == "choose_card":
        act(game, "Oars")
    assert achievements(game, "Alice") == ["Pottery"]
    assert "Oars" in score_pile(game, "Alice")
    assert hand(game, "Bob") == []
    assert supply(game, 1, "figures")[0] == "Homer"


def test_with_teams_a_decree_held_by_a_teammate_returns_to_the_centre_without_effect():
    # Ruling: "A Decree held by another player (a teammate too) returns to the centre with
    # no effect."
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Construction"]},
                "hand": ["Daedalus", "Archimedes", "Alhazen"],
            },
            "Bob": {},
            "Carol": {"achievements": ["Advancement"]},
            "Dave": {},
        },
        options=TEAMS,
        decrees=["War", "Trade", "Expansion", "Rivalry"],
        supply={"4": ["Perspective"]},
    )
    act(game, "decree Advancement")
    assert achievements(game, "Carol") == []
    assert "Advancement" in game.to_position()["decrees"]
    assert achievements(game, "Alice") == []
    assert hand(game, "Alice") == []


# -- a figure as the target, Inspire --------------------------------------------------------


def test_execute_its_non_demand_effects_on_a_figure_executes_nothing():
    # Ruling: '"Execute its non-demand effects" on a figure executes nothing.'  Sunshu Ao:
    # "If you would tuck a yellow card, instead execute all non-demand Dogma effects on it
    # for yourself only, then return it to your hand."  Rhazes's echo effect is not run.
    game = figures(
        {"Alice": {"board": {"yellow": ["Sunshu Ao"]}, "hand": ["Rhazes"]}, "Bob": {}},
        supply={"1": ["Oars"], "3": ["Alchemy"], "4": ["Perspective"], "5": ["Coal"]},
    )
    act(game, "inspire yellow")
    assert hand(game, "Alice") == ["Oars", "Rhazes"]
    assert forecast(game, "Alice") == []
    assert board(game, "Alice", "yellow") == ["Sunshu Ao"]
    expect(game, "Alice", "action")


def test_inspire_is_offered_for_an_inspire_effect_revealed_by_a_splay():
    # Ruling: "Inspire (once per turn): offered for each colour showing an inspire effect
    # (the top card's, or one revealed by a splay)"; "then a card of the value of the top card
    # of that colour ... is drawn".  Archery has no inspire effect; Gilgamesh's shows.
    game = figures(
        {
            "Alice": {
                "board": {"red": {"cards": ["Construction", "Gilgamesh"], "splay": "right"}},
                "hand": ["Writing"],
            },
            "Bob": {},
        },
        supply={"1": ["Oars"], "2": ["Mathematics"]},
    )
    d = expect(game, "Alice", "action")
    assert "inspire red" in d.options
    act(game, "inspire red")  # Gilgamesh: "Score a card from your hand."
    assert score_pile(game, "Alice") == ["Writing"]
    assert hand(game, "Alice") == ["Mathematics"]  # the value of Construction


# -- fade -----------------------------------------------------------------------------------


def test_players_fade_in_turn_order_from_the_current_player():
    # Ruling: "each player in turn order from the current player with more than one top
    # figure chooses one to score".
    game = figures(
        {
            "Alice": {"board": {"blue": ["Huang Di"], "red": ["Tigernmas"]}},
            "Bob": {"board": {"blue": ["Daedalus"], "red": ["Gilgamesh"]}},
            "Carol": {"board": {"green": ["Fu Xi"], "purple": ["Homer"]}},
        },
        turn="Bob",
        supply={"1": ["Oars"]},
    )
    act(game, "draw")
    expect(game, "Bob", "choose_card", ["Daedalus", "Gilgamesh"])
    act(game, "Gilgamesh")
    expect(game, "Carol", "choose_card", ["Fu Xi", "Homer"])
    act(game, "Homer")
    expect(game, "Alice", "choose_card", ["Huang Di", "Tigernmas"])
    act(game, "Tigernmas")
    expect(game, "Bob", "action")


def test_a_faded_figure_is_scored_so_kim_yu_na_answers_it():
    # Ruling: "Kim Yu-Na, ...: a figure faded is scored, so these karmas answer a fade's score
    # too."  Kim Yu-Na: "If you would score a card with a {castle}, instead you win."
    game = figures(
        {"Alice": {"board": {"purple": ["Kim Yu-Na"], "red": ["Gilgamesh"]}}, "Bob": {}},
        supply={"10": ["Software"]},
    )
    act(game, "draw")
    expect(game, "Alice", "choose_card", ["Gilgamesh", "Kim Yu-Na"])
    act(game, "Gilgamesh")
    assert game.result is not None
    assert game.result["winners"] == ["Alice"]


# -- the Figures cards ------------------------------------------------------------------------


def test_hatshepsut_a_draw_of_a_1_that_skips_to_a_2_is_higher_than_1():
    # Ruling: 'Hatshepsut: "value higher than 1" is the value the draw takes after skipping
    # empty ages; the two cards drawn are of that value'.  The 1 pile is empty: the draw takes
    # a 2, so the karma returns the hand (Oars goes back to the 1 pile) and draws two 2s; the
    # draw itself is re-resolved after the first karma (the 1 pile is no longer empty).
    game = figures(
        {"Alice": {"board": {"green": ["Hatshepsut"]}, "hand": ["Oars"]}, "Bob": {}},
        removed=[c for c in base_cards(1) if c != "Oars"],
        supply={"2": ["Construction", "Fermenting", "Currency"]},
    )
    act(game, "draw")
    assert hand(game, "Alice") == ["Construction", "Fermenting", "Oars"]
    log = texts(game)
    assert log.index("Alice returns Oars from their hand.") < log.index("Alice draws Construction.")


def test_rhazes_tucks_a_card_of_the_value_the_draw_takes_after_skipping_empty_ages():
    # Ruling: "Su Song, Rhazes: the value the draw takes".  Rhazes: "If you would draw a card,
    # first tuck a card of the same value from your hand."  The 3 pile is empty: a 4.
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Rhazes"]}, "hand": ["Alchemy", "Perspective"]},
            "Bob": {},
        },
        removed=[c for c in base_cards(3) if c != "Alchemy"],
        supply={"4": ["Invention"]},
    )
    act(game, "draw")
    assert hand(game, "Alice") == ["Alchemy", "Invention"]
    assert board(game, "Alice", "yellow") == ["Rhazes", "Perspective"]


def test_zhang_heng_a_blue_3_tucked_scores_zhang_heng_himself():
    # Ruling: 'Zhang Heng: "all cards above it" is the whole stack above the tucked card,
    # Zhang Heng itself when the 3 is blue'.
    game = figures(
        {"Alice": {"board": {"blue": ["Zhang Heng"]}}, "Bob": {}},
        supply={"3": ["Alchemy"]},
    )
    act(game, "dogma Zhang Heng")
    assert board(game, "Alice", "blue") == ["Alchemy"]
    assert score_pile(game, "Alice") == ["Zhang Heng"]


def test_augustus_caesar_acts_on_his_owners_meld_too():
    # Ruling: 'Augustus Caesar: any player, its owner included; "instead transfer" cancels
    # the meld'.
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Augustus Caesar"]},
                "hand": ["Archery"],
                "forecast": ["Tools"],
            },
            "Bob": {},
        },
    )
    act(game, "meld Archery")
    assert "Alice reveals Archery." in texts(game)
    assert table(game)["Alice"]["board"] == {
        "green": ["Augustus Caesar"],
        "red": ["Archery"],
        "blue": ["Tools"],
    }
    assert forecast(game, "Alice") == []
    assert not any(line == "Alice melds Archery." for line in texts(game))


def test_emperor_meiji_a_forecast_card_can_be_melded_by_the_meld_action():
    # Ruling: "Michelangelo, Wernher Von Braun, Emperor Meiji: the cards count wherever the
    # score pile (hand) is counted or read: ... the Meld action (Meiji's forecast cards can
    # be melded)".
    game = figures(
        {"Alice": {"board": {"purple": ["Emperor Meiji"]}, "forecast": ["Oars"]}, "Bob": {}},
    )
    d = expect(game, "Alice", "action")
    assert "meld Oars" in d.options
    act(game, "meld Oars")
    assert board(game, "Alice", "red") == ["Oars"]
    assert forecast(game, "Alice") == []


def test_isaac_newton_acts_on_the_free_draw_action_for_sharing():
    # Ruling: '"A Draw action" includes the free Draw action for sharing (Isaac Newton,
    # Alhazen).'  Isaac Newton: "If you would take a Draw or Inspire action, first draw a {1}
    # and transfer it to any player's board."
    game = figures(
        {
            "Alice": {"board": {"blue": ["Isaac Newton"], "green": ["Sailing"]}},
            "Bob": {"board": {"purple": ["Code of Laws"]}},
        },
        supply={"base": {"1": ["Oars", "Archery", "Tools"]}, "figures": {"5": ["Shivaji"]}},
    )
    act(game, "dogma Sailing")  # Bob shares: Oars melded; Alice: Archery melded
    expect(game, "Alice", "choose_player", ["Alice", "Bob"])
    act(game, "Bob")
    assert board(game, "Bob", "blue") == ["Tools"]
    assert hand(game, "Alice") == ["Shivaji"]


# -- Decrees --------------------------------------------------------------------------------


def test_a_decree_returned_by_an_effect_goes_back_to_the_centre():
    # Ruling: "Decrees count as achievements and can be taken away; a returned Decree goes
    # back to the centre."  '30 World Cup Final Ball: "I compel you to return one of your
    # achievements!"
    game = setup(
        {
            "Alice": {"board": {"purple": ["'30 World Cup Final Ball"]}},
            "Bob": {
                "board": {"green": ["Clothing"], "yellow": ["Agriculture"]},
                "achievements": ["War"],
            },
        },
        expansions=["artifacts", "figures"],
        achievements=[],
        decrees=["Advancement", "Trade", "Expansion", "Rivalry"],
        supply={"8": ["Rocketry", "Quantum Theory"]},
    )
    act(game, "dogma '30 World Cup Final Ball")
    while game.pending is not None and game.pending.player == "Bob":
        act(game, game.pending.options[0])
    assert achievements(game, "Bob") == []
    assert "War" in game.to_position()["decrees"]


def test_shivaji_does_not_act_on_an_opponents_decree_claim():
    # Ruling: "Shivaji: only a claim from the centre (an available standard or a special
    # achievement) triggers".  A Decree claimed by the Decree action is neither.
    game = figures(
        {
            "Alice": {"board": {"red": ["Shivaji"]}},
            "Bob": {
                "board": {"red": ["Construction"]},
                "hand": ["Daedalus", "Archimedes", "Alhazen"],
            },
        },
        turn="Bob",
        supply={"4": ["Perspective"]},
    )
    act(game, "decree Advancement")
    assert achievements(game, "Bob") == ["Advancement"]
    assert achievements(game, "Alice") == []
    assert hand(game, "Bob") == ["Perspective"]


# -- karmas and the other sets' rules ----------------------------------------------------


def test_adam_smith_does_not_change_the_per_colour_counts_of_supremacy():
    # Ruling: "Adam Smith, Catherine the Great, J.P. Morgan: board totals only, not the
    # per-colour counts."  Supremacy (Echoes): three or more of one icon in each of four
    # colours.  Printed crowns per colour: 2, 1, 1, 1, 2 (tripled: 6, 3, 3, 3, 6).
    game = setup(
        {
            "Alice": {
                "board": {
                    "green": ["Adam Smith"],
                    "red": ["Oars"],
                    "blue": ["Writing"],
                    "yellow": ["Domestication"],
                    "purple": ["City States"],
                },
            },
            "Bob": {},
        },
        expansions=["echoes", "figures"],
        achievements=[],
        supply={"base": {"6": ["Canning"]}},
    )
    assert icons(game, "Alice")["crown"] == 3 * 7
    act(game, "draw")
    assert "Supremacy" not in achievements(game, "Alice")
    assert "Supremacy" in game.to_position()["special_achievements"]


def test_che_guevara_removes_the_cards_that_count_as_being_in_a_score_pile():
    # Ruling: "Che Guevara: all score piles, with what counts as being in one."  Che
    # Guevara: "If you would score a green card, instead remove it and all cards in all
    # score piles from the game."  Michelangelo: "Each card in your hand is also considered
    # part of your score pile."
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Che Guevara"], "red": ["Gilgamesh"]},
                "hand": ["Sailing"],
                "score": ["Tools"],
            },
            "Bob": {
                "board": {"yellow": ["Michelangelo"]},
                "hand": ["Writing"],
                "score": ["Oars"],
            },
        },
        supply={"1": ["Pottery"]},
    )
    act(game, "inspire red")  # Gilgamesh: "Score a card from your hand."
    removed = game.to_position()["removed"]
    assert {"Sailing", "Tools", "Oars"} <= set(removed)
    assert "Writing" in removed
    assert hand(game, "Bob") == []


def test_albert_einstein_changes_the_values_of_an_inspire_effect():
    # Ruling: "Albert Einstein: every effect the owner executes (dogma, echo, inspire, Decree,
    # karma)".  Albert Einstein: "Each {age} value in any of your effects counts as a {10}."
    # Tigernmas's inspire effect "Draw a {1}" draws a 10; the Inspire action's own draw is
    # the rules', of the top red card's value.
    game = figures(
        {"Alice": {"board": {"blue": ["Albert Einstein"], "red": ["Tigernmas"]}}, "Bob": {}},
        supply={"1": ["Oars"], "10": ["Software"]},
    )
    act(game, "inspire red")
    assert "Alice draws Software." in texts(game)
    log = texts(game)
    assert log.index("Alice draws Software.") < log.index("Alice draws Oars.")


def test_caresse_crosby_draws_two_2s_even_when_nothing_splays():
    # Ruling: "Caresse Crosby: the two 2s are drawn even if nothing splays".  Caresse Crosby:
    # "If you would tuck a card with a {leaf}, first splay that color of your cards left,
    # then draw two {2}."  Alice has no blue card: splaying blue left does nothing.
    game = figures(
        {"Alice": {"board": {"yellow": ["Caresse Crosby"]}, "hand": ["Pottery"]}, "Bob": {}},
        supply={"8": ["Flight"], "2": ["Calendar", "Mathematics"]},
    )
    act(game, "inspire yellow")
    t = table(game)["Alice"]
    assert t["board"]["blue"] == ["Pottery"]
    assert t["hand"] == ["Calendar", "Flight", "Mathematics"]


def test_charles_darwin_counts_what_counts_as_achievements():
    # Ruling: "Charles Darwin: any claim; the check uses the achievement counts with what
    # counts as achievements, before the claim."  Alfred Nobel: "Each icon type on your board
    # counts as an achievement, if you have at least twice as many of that icon as every
    # other player": crowns and lightbulbs, two achievements against Bob's one.
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Charles Darwin"], "green": ["Alfred Nobel"]},
                "score": ["Calendar", "Fermenting", "Mapmaking"],
            },
            "Bob": {"achievements": ["Oars"]},
        },
        achievements=["Agriculture"],
    )
    assert game.view("Alice")["players"][0]["achievement_count"] == 2
    act(game, "achieve 1")
    assert game.result is not None
    assert game.result["winners"] == ["Alice"]
    assert achievements(game, "Alice") == []


def test_murasaki_shikibu_answers_a_claim_by_an_effect():
    # Ruling: "Murasaki Shikibu: any claim of an age card by its owner".  Artificial Heart:
    # "Claim one standard achievement, if eligible."  Murasaki Shikibu: "If you would claim
    # a standard achievement, instead achieve a card of equal value from your score pile.
    # Then claim the achievement, if you are still eligible."
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Artificial Heart"], "purple": ["Murasaki Shikibu"]},
                "score": ["Oars", "Calendar", "Mathematics", "Construction"],
            },
            "Bob": {},
        },
        expansions=["echoes", "figures"],
        achievements=["Agriculture"],
        supply={"figures": {"1": ["Homer"]}},
    )
    act(game, "dogma Artificial Heart")
    while game.pending is not None and game.pending.kind != "action":
        act(game, game.pending.options[0])
    assert achievements(game, "Alice") == ["Agriculture", "Oars"]
    assert "Oars" not in score_pile(game, "Alice")
    assert hand(game, "Bob") == []  # a claim by an effect: no figure draw


def test_grace_hopper_acts_when_a_teammate_gets_no_sharing_draw():
    # Ruling: "Grace Hopper, Susan Blackmore: any other player (a teammate too) who gets no
    # sharing draw after a Dogma action."  Grace Hopper: "If another player would not draw a
    # card for sharing after a Dogma action, first draw and reveal a {10}. If it is blue, you
    # win."
    game = figures(
        {
            "Alice": {"board": {"blue": ["Grace Hopper"]}},
            "Bob": {},
            "Carol": {"board": {"green": ["Sailing"]}},
            "Dave": {},
        },
        options=TEAMS,
        turn="Carol",
        supply={"1": ["Oars"], "10": ["Globalization"]},
    )
    act(game, "dogma Sailing")
    assert "Alice reveals Globalization." in texts(game)
    assert hand(game, "Alice") == ["Globalization"]
    assert game.result is None


def test_susan_blackmore_acts_when_a_teammate_gets_no_sharing_draw():
    # Ruling: as above.  Susan Blackmore: "If another player would not draw a share bonus
    # after a Dogma action, first transfer the card they activated to your score pile."
    game = figures(
        {
            "Alice": {"board": {"blue": ["Susan Blackmore"]}},
            "Bob": {},
            "Carol": {"board": {"green": ["Sailing"], "red": ["Archery"]}},
            "Dave": {},
        },
        options=TEAMS,
        turn="Carol",
        supply={"1": ["Oars"]},
    )
    act(game, "dogma Sailing")
    assert score_pile(game, "Alice") == ["Sailing"]
    assert board(game, "Carol", "green") == []


def test_florence_nightingale_a_rivalry_decree_issued_by_an_opponent_leaves_her_score():
    # Ruling: "Florence Nightingale: an opponent's effect (one an opponent executes, or a
    # demand an opponent issues)".  Rivalry, issued by Bob: "Choose another player. Return
    # three cards from their score pile, and all their top figures."
    game = figures(
        {
            "Alice": {
                "board": {"yellow": ["Florence Nightingale"]},
                "score": ["Oars", "Pottery", "Tools", "Writing"],
            },
            "Bob": {
                "board": {"red": ["Construction"]},
                "hand": ["Homer", "Confucius", "Murasaki Shikibu"],
            },
        },
        turn="Bob",
    )
    act(game, "decree Rivalry")
    if game.pending.kind == "choose_player":
        act(game, "Alice")
    assert len(score_pile(game, "Alice")) == 4
    assert board(game, "Alice", "yellow") == []  # her top figure is returned


def test_an_effect_claiming_an_achievement_of_a_value_takes_one_from_the_centre_first():
    # Ruling: '"Counts as an available achievement for you" (Cai Lun, Amina Sukhera, John
    # Loudon McAdam): ... an effect that claims "an achievement" of a value takes one from the
    # centre first, else one of these.'  Bartholomew Roberts: "If you would score a card,
    # first claim an achievement matching that card's value, ignoring the age requirement."
    # McAdam: "Each top card with a {factory} on your board counts as an available
    # achievement for you" (Coal, a 5).
    for centre, claimed in ((["Physics"], "Physics"), ([], "Coal")):
        game = figures(
            {
                "Alice": {
                    "board": {
                        "green": ["Bartholomew Roberts"],
                        "yellow": ["John Loudon McAdam"],
                        "red": ["Coal"],
                    },
                    "score": ["Chemistry", "Measurement", "Statistics", "Astronomy", "Societies"],
                },
                "Bob": {"board": {"red": ["The Pirate Code"]}},
            },
            achievements=centre,
            supply={"5": ["Banking"]},
        )
        act(game, "inspire green")
        if game.pending.kind == "choose_card" and "The Pirate Code" in game.pending.options:
            act(game, "The Pirate Code")
        if game.pending.kind == "choose_card" and claimed in game.pending.options:
            act(game, claimed)
        assert claimed in achievements(game, "Alice"), (centre, texts(game)[-8:])
        if claimed == "Physics":
            assert board(game, "Alice", "red") == ["Coal"]


# -- Inspire, Decrees, fades, karmas ---------------------------------------------------------


def test_inspire_runs_the_inspire_effects_visible_when_the_action_starts():
    # Ruling: "the effects are the ones visible when the action starts, bottom to top".
    # Adam Smith's inspire effect splays green right, which reveals Su Song's inspire effect
    # ("Draw and meld a {3}. ..."): it is not executed.  Then a 6 (Adam Smith) is drawn.
    game = figures(
        {"Alice": {"board": {"green": ["Adam Smith", "Su Song"]}}, "Bob": {}},
        supply={"3": ["Alchemy"], "6": ["Canning"]},
    )
    act(game, "inspire green")
    act(game, "yes")  # "Adam Smith: splay your green cards right?"
    assert table(game)["Alice"] == {
        "board": {"green": (["Adam Smith", "Su Song"], "right")},
        "hand": ["Canning"],
    }
    assert supply(game, 3)[0] == "Alchemy"


def test_a_decrees_effect_is_executed_by_the_issuer_alone():
    # Ruling: "Its effect is executed by the issuer alone (no sharing)."
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Construction"]},
                "hand": ["Daedalus", "Archimedes", "Alhazen"],
            },
            "Bob": {"board": {"red": ["Road Building"], "blue": ["Mathematics"]}},
        },
        supply={"4": ["Perspective", "Invention"]},
    )
    act(game, "decree Advancement")
    assert hand(game, "Alice") == ["Perspective"]
    assert hand(game, "Bob") == []
    assert supply(game, 4)[0] == "Invention"


def test_claim_an_achievement_includes_a_decree_claim():
    # Ruling: '"Claim an achievement" is any claim (standard, special, Decree)'.  Cai Lun:
    # "If you would claim an achievement, first draw and foreshadow a {3}."
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Construction"], "yellow": ["Cai Lun"]},
                "hand": ["Daedalus", "Archimedes", "Alhazen"],
            },
            "Bob": {},
        },
        supply={"3": ["Optics"], "4": ["Perspective"]},
    )
    act(game, "decree Advancement")
    assert forecast(game, "Alice") == ["Optics"]
    assert achievements(game, "Alice") == ["Advancement"]
    log = texts(game)
    assert log.index("Alice draws Optics.") < log.index("Alice draws Perspective.")


def test_a_promotions_free_dogma_action_is_part_of_the_meld_action_for_fading():
    # Ruling: "Fade: after every action, ... (...; a promotion's free Dogma action is part of
    # the Meld action)".  Promoting Zhang Heng makes two top figures, but no fade comes
    # before his free Dogma action: his echo effect tucks Engineering under Gilgamesh and
    # scores Gilgamesh, so there is nothing left to fade at the end of the Meld action.
    game = setup(
        {
            "Alice": {
                "board": {"red": ["Gilgamesh"]},
                "hand": ["Calendar"],
                "forecast": ["Zhang Heng"],
            },
            "Bob": {},
        },
        expansions=["echoes", "figures"],
        achievements=[],
        supply={"base": {"3": ["Engineering"]}},
    )
    act(game, "meld Calendar")
    asked = []
    while game.pending is not None and game.pending.kind != "action":
        d = game.pending
        asked.append((d.kind, sorted(map(str, d.options))))
        assert not (d.kind == "choose_card" and "Gilgamesh" in d.options), asked
        pick = next(
            (o for o in d.options if str(o) in ("Zhang Heng", "yes", "dogma Zhang Heng")),
            d.options[0],
        )
        act(game, pick)
    assert board(game, "Alice", "blue") == ["Zhang Heng", "Calendar"], texts(game)[-10:]
    assert board(game, "Alice", "red") == ["Engineering"]
    assert score_pile(game, "Alice") == ["Gilgamesh"]


def test_archimedes_changes_the_free_dogma_action_on_a_displayed_artifact():
    # Ruling: '"If you would take a Dogma action": every Dogma action of the player, free
    # ones included (a promotion's, a displayed artifact's, an Endorse).'  Archimedes: "If you
    # would take a Dogma action, first increase every {age} value in each echo and dogma
    # effect by one."  Holmegaard Bows: "... Draw a {2}." draws a 3.
    game = setup(
        {
            "Alice": {"board": {"blue": ["Archimedes"]}, "display": ["Holmegaard Bows"]},
            "Bob": {},
        },
        expansions=["artifacts", "figures"],
        achievements=[],
        phase="start",
        supply={"base": {"2": ["Calendar"], "3": ["Optics"]}},
    )
    act(game, "dogma")
    while game.pending is not None and game.pending.kind != "action":
        act(game, game.pending.options[0])
    assert "Optics" in hand(game, "Alice")
    assert "Calendar" not in hand(game, "Alice")


def test_samuel_de_champlain_answers_a_draw_by_an_effect():
    # Ruling: "Samuel de Champlain: any draw while the hand holds exactly four cards."
    # Samuel de Champlain: "If you would draw a fifth card into your hand, first claim an
    # achievement of that card's value or below, regardless of eligibility."  Writing:
    # "Draw a {2}."
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Samuel de Champlain"], "blue": ["Writing"]},
                "hand": ["Oars", "Sailing", "Pottery", "Tools"],
            },
            "Bob": {},
        },
        achievements=["Agriculture"],
        supply={"2": ["Calendar"]},
    )
    act(game, "dogma Writing")
    while game.pending is not None and game.pending.kind != "action":
        act(game, game.pending.options[0])
    assert achievements(game, "Alice") == ["Agriculture"]
    assert "Calendar" in hand(game, "Alice")


def test_yi_sun_sin_a_colour_splayed_up_counts_as_splayed():
    # Ruling: "Yi Sun-Sin: splayed in any direction."  Yi Sun-Sin: "If you would score a card
    # of a color you have splayed, instead tuck it, then draw and tuck a {3}."
    game = figures(
        {
            "Alice": {
                "board": {
                    "red": ["Yi Sun-Sin"],
                    "blue": {"cards": ["Writing", "Pottery"], "splay": "up"},
                },
            },
            "Bob": {"board": {"blue": ["Tools"]}},
        },
        supply={"3": ["Engineering"]},
    )
    act(game, "dogma Yi Sun-Sin")  # echo: "Score a top card with a {castle} from anywhere."
    if game.pending.kind == "choose_card":
        act(game, "Tools")
    assert score_pile(game, "Alice") == []
    assert board(game, "Alice", "blue") == ["Writing", "Pottery", "Tools"]
    assert board(game, "Alice", "red") == ["Yi Sun-Sin", "Engineering"]


def test_sunshu_ao_a_yellow_card_melded_by_its_own_effects_ends_in_the_hand():
    # Ruling: "Sunshu Ao: the card ends in your hand, moved back if its effects moved it."
    # Masonry: "You may meld any number of cards from your hand, each with a {castle}. ..."
    game = figures(
        {"Alice": {"board": {"yellow": ["Sunshu Ao"]}, "hand": ["Masonry"]}, "Bob": {}},
        supply={"1": ["Oars"]},
    )
    act(game, "inspire yellow")
    while game.pending is not None and game.pending.kind != "action":
        d = game.pending
        if "Masonry" in d.options:
            act(game, ["Masonry"])  # melded by its own effect
        else:
            act(game, d.options[0])
    assert "Masonry" in hand(game, "Alice")
    assert board(game, "Alice", "yellow") == ["Sunshu Ao"]


def test_ptahhotep_answers_a_demand_that_would_achieve_nothing():
    # Ruling: '"If a player would successfully demand something of you" (Hammurabi,
    # Ptahhotep, Edward Jenner): triggers when a demand or compel effect is about to be
    # executed on you, once per demand effect ...; whether it would achieve anything is not
    # known in advance.'  Oars: "I demand you transfer a card with a {crown} from your hand to
    # my score pile! ..." (Alice has no card in hand).  Ptahhotep: "... first transfer the
    # highest card from that player's score pile to your score pile."
    game = figures(
        {
            "Alice": {"board": {"purple": ["Ptahhotep"]}},
            "Bob": {
                "board": {"red": ["Oars"], "yellow": ["Masonry"]},
                "score": ["Tools", "Construction"],
            },
        },
        turn="Bob",
    )
    assert game.pending.to_dict()["dogma_targets"]["Oars"]["demanded"] == ["Alice"]
    act(game, "dogma Oars")
    assert score_pile(game, "Alice") == ["Construction"]
    assert score_pile(game, "Bob") == ["Tools"]


def test_ptahhotep_answers_a_compel_effect():
    # Ruling: as above ("a demand or compel effect").  Holmegaard Bows: "I compel you to
    # transfer the highest top card with a {castle} on your board to my hand!"
    game = setup(
        {
            "Alice": {
                "board": {"purple": ["Ptahhotep"], "green": ["Clothing"], "blue": ["Pottery"]},
            },
            "Bob": {"board": {"red": ["Holmegaard Bows"]}, "score": ["Tools", "Construction"]},
        },
        expansions=["artifacts", "figures"],
        achievements=[],
        turn="Bob",
        supply={"base": {"2": ["Calendar"]}},
    )
    act(game, "dogma Holmegaard Bows")
    while game.pending is not None and game.pending.kind != "action":
        act(game, game.pending.options[0])
    assert score_pile(game, "Alice") == ["Construction"]
    assert "Ptahhotep" in hand(game, "Bob")  # then the compel
    log = texts(game)
    assert log.index("Alice transfers Construction from Bob's score pile to their score pile.") < (
        log.index("Alice transfers Ptahhotep from their board to Bob's hand.")
    )


def test_the_figure_draw_for_sharing_skips_empty_ages_judged_by_the_base_piles():
    # Ruling: "Both skip empty ages (judged by the base piles)".  Alice's highest top card is
    # a 1 and the base 1 pile is empty: the free draw for sharing is a figure of value 2.
    game = figures(
        {
            "Alice": {"board": {"blue": ["Writing"]}},
            "Bob": {"board": {"blue": ["Tools"]}},
        },
        removed=[c for c in base_cards(1) if c not in ("Writing", "Tools")],
        supply={"base": {"2": ["Calendar", "Mathematics"]}, "figures": {"1": ["Homer"]}},
    )
    act(game, "dogma Writing")  # "Draw a {2}": Bob shares (two lightbulbs)
    assert hand(game, "Bob") == ["Calendar"]
    hand_alice = hand(game, "Alice")
    assert "Mathematics" in hand_alice and len(hand_alice) == 2
    figure = next(c for c in hand_alice if c != "Mathematics")
    assert figure in cards_of(2, "figures")


def test_florence_nightingale_does_not_stop_an_exchange():
    # Ruling: "Florence Nightingale: an opponent's effect (...); not exchanges".  Medicine:
    # "I demand you exchange the highest card in your score pile with the lowest card in my
    # score pile!"
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Florence Nightingale"]}, "score": ["Construction"]},
            "Bob": {
                "board": {"yellow": ["Medicine"], "green": ["Clothing"]},
                "score": ["Oars"],
            },
        },
        turn="Bob",
    )
    assert game.pending.to_dict()["dogma_targets"]["Medicine"]["demanded"] == ["Alice"]
    act(game, "dogma Medicine")
    assert score_pile(game, "Alice") == ["Oars"]
    assert score_pile(game, "Bob") == ["Construction"]


def test_su_song_answers_a_draw_of_a_2_that_skips_to_a_3():
    # Ruling: "Su Song, Rhazes: the value the draw takes".  Su Song: "If you would draw a
    # {3}, first transfer a card from your score pile to your forecast."  Writing: "Draw a
    # {2}", with the 2 pile empty: a 3.
    game = figures(
        {
            "Alice": {"board": {"green": ["Su Song"], "blue": ["Writing"]}, "score": ["Oars"]},
            "Bob": {},
        },
        removed=base_cards(2),
        supply={"3": ["Alchemy"]},
    )
    act(game, "dogma Writing")
    assert hand(game, "Alice") == ["Alchemy"]
    assert forecast(game, "Alice") == ["Oars"]
    assert score_pile(game, "Alice") == []


def test_sargon_of_akkad_not_when_the_card_melded_is_already_the_top_card():
    # Ruling: "Sargon of Akkad: not when the card melded is already the top card."  Sargon:
    # "If you would meld a card, and your current top card of that color is of equal value,
    # instead tuck it."  Moonlight Sonata: "Choose a color on your board having the highest
    # top card. Meld the bottom card on your board of that color. ..." melds itself (the
    # only purple card): not a tuck.
    game = figures(
        {
            "Alice": {"board": {"purple": ["Moonlight Sonata"], "green": ["Sargon of Akkad"]}},
            "Bob": {},
        },
        expansions=["figures", "artifacts"],
        achievements=["Oars"],
    )
    act(game, "dogma Moonlight Sonata")
    while game.pending is not None and game.pending.kind != "action":
        act(game, game.pending.options[0])
    t = table(game)["Alice"]
    assert t["board"]["purple"] == ["Moonlight Sonata"]
    assert "tucked" not in t, texts(game)[-6:]
    assert "Alice tucks Moonlight Sonata." not in texts(game)


def test_a_player_who_lost_has_no_karmas():
    # Ruling: "Karmas act for the top card's owner and only while it is a top card; players
    # who lost have no karmas."  Exxon Valdez: "I compel you to remove all cards from your
    # hand, score pile, board, and achievements from the game! You lose! ..."  Homer tucks
    # Augustus Caesar from Bob's hand instead: it stays on his board, a top card, but Bob has
    # left the game, so his karma ("If any player would meld ... a card of value less than
    # 4, first reveal it. If it is red or green and has a {castle}, instead transfer it to
    # your board ...") does not take The Wheel.
    game = setup(
        {
            "Alice": {"board": {"red": ["Exxon Valdez"]}, "hand": ["The Wheel"]},
            "Bob": {"board": {"red": ["Coal"], "purple": ["Homer"]}, "hand": ["Augustus Caesar"]},
            "Carol": {"board": {"yellow": ["Agriculture"]}},
        },
        expansions=["artifacts", "figures"],
        achievements=["Archery"],
    )
    act(game, "dogma Exxon Valdez")
    assert game.result is None
    assert "Bob tucks Augustus Caesar." in texts(game)
    act(game, "meld The Wheel")
    assert board(game, "Alice", "green") == ["The Wheel"]
    assert "Bob reveals The Wheel." not in texts(game)


def test_alhazen_changes_the_value_of_the_free_draw_for_sharing():
    # Ruling: '"A Draw action" includes the free Draw action for sharing (Isaac Newton,
    # Alhazen).'  Alhazen: "Each of your splayed colors counts as having a top card of value
    # equal to the number of {lightbulb} or {castle} in that color (whichever is higher) for
    # the purpose of taking a Draw or Inspire action."  Blue shows 4 lightbulbs: a figure 4.
    game = figures(
        {
            "Alice": {
                "board": {
                    "blue": {"cards": ["Alhazen", "Tools", "Writing"], "splay": "right"},
                    "green": ["Sailing"],
                },
            },
            "Bob": {"board": {"purple": ["Code of Laws"]}},
        },
        supply={
            "base": {"1": ["Oars", "Archery"]},
            "figures": {"3": ["Saladin"], "4": ["Galileo Galilei"]},
        },
    )
    act(game, "dogma Sailing")  # Bob shares: Oars melded; Alice: Archery melded
    assert board(game, "Bob", "red") == ["Oars"]
    assert hand(game, "Alice") == ["Galileo Galilei"]


def _ximen_bao_board():
    # Blue splayed up shows Huang Di's echo effect ("Draw a {2}"); green splayed up shows
    # Galileo's ("Draw and foreshadow a {5} or {6}").
    return figures(
        {
            "Alice": {
                "board": {
                    "yellow": ["Ximen Bao"],
                    "green": {"cards": ["Sailing", "Galileo Galilei"], "splay": "up"},
                    "blue": {"cards": ["Writing", "Huang Di"], "splay": "up"},
                }
            },
            "Bob": {},
        },
        supply={"2": ["Calendar", "Mathematics", "Fermenting"], "5": ["Coal"], "6": ["Canning"]},
    )


def test_ximen_bao_orders_the_echo_effects_of_his_stack_red_blue_green_purple_yellow():
    # Ruling: "Ximen Bao: its stack gets every visible echo and inspire effect, ordered red,
    # blue, green, purple, yellow (each bottom to top)".  Blue's echo comes before green's.
    game = _ximen_bao_board()
    act(game, "dogma Ximen Bao")
    while game.pending is not None and game.pending.kind != "action":
        act(game, 5 if 5 in game.pending.options else game.pending.options[0])
    log = texts(game)
    assert log.index("Alice draws Calendar.") < log.index("Alice draws Coal.")
    assert hand(game, "Alice") == ["Calendar"]
    assert forecast(game, "Alice") == ["Coal"]


def test_ximen_bao_the_other_stacks_keep_their_echo_effects():
    # Ruling: "... the other stacks keep theirs."  Writing's Dogma action still runs Huang Di's
    # echo effect (a 2), then Writing's "Draw a {2}".
    game = _ximen_bao_board()
    act(game, "dogma Writing")
    assert hand(game, "Alice") == ["Calendar", "Mathematics"]
    assert forecast(game, "Alice") == []


def test_a_decree_of_the_colour_of_any_figure_removed():
    # Ruling: "figures of three different values in hand, and a Decree of the colour of one of
    # them"; the rulebook: "choose a Decree matching the color of one of the Figures you
    # removed."  Three blue figures of values 1, 2, 3 and a red 1: War is offered too.
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Construction"]},
                "hand": ["Daedalus", "Archimedes", "Alhazen", "Gilgamesh"],
            },
            "Bob": {},
        },
    )
    d = expect(game, "Alice", "action")
    assert sorted(o for o in d.options if o.startswith("decree")) == [
        "decree Advancement",
        "decree War",
    ]


def test_a_faded_figure_is_scored_so_erwin_rommel_answers_it():
    # Ruling: "Kim Yu-Na, Napoleon Bonaparte, Bartholomew Roberts, Rommel, Yi Sun-Sin: a
    # figure faded is scored, so these karmas answer a fade's score too."  Erwin Rommel: "If
    # you would score a card, instead score the top card of its color from all boards."
    game = figures(
        {
            "Alice": {"board": {"red": ["Erwin Rommel"], "blue": ["Huang Di"]}},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        supply={"8": ["Flight"]},
    )
    act(game, "draw")
    expect(game, "Alice", "choose_card", ["Erwin Rommel", "Huang Di"])
    act(game, "Huang Di")
    assert score_pile(game, "Alice") == ["Huang Di", "Writing"]
    assert board(game, "Bob", "blue") == []


def test_a_faded_figure_is_scored_so_bartholomew_roberts_answers_it():
    # Ruling: as above.  Bartholomew Roberts: "If you would score a card, first claim an
    # achievement matching that card's value, ignoring the age requirement."
    game = figures(
        {
            "Alice": {
                "board": {"green": ["Bartholomew Roberts"], "blue": ["Huang Di"]},
                "score": ["Calendar", "Fermenting", "Mapmaking"],
            },
            "Bob": {},
        },
        achievements=["Oars"],
        supply={"5": ["Coal"]},
    )
    act(game, "draw")
    expect(game, "Alice", "choose_card", ["Bartholomew Roberts", "Huang Di"])
    act(game, "Huang Di")
    assert achievements(game, "Alice") == ["Oars"]
    assert "Huang Di" in score_pile(game, "Alice")


def test_archimedes_changes_a_promotions_free_dogma_action():
    # Ruling: '"If you would take a Dogma action": every Dogma action of the player, free
    # ones included (a promotion's, ...)'.  Sailing, promoted: "Draw and meld a {1}": a 2.
    game = setup(
        {
            "Alice": {
                "board": {"blue": ["Archimedes"]},
                "hand": ["Clothing"],
                "forecast": ["Sailing"],
            },
            "Bob": {},
        },
        expansions=["echoes", "figures"],
        achievements=[],
        supply={"base": {"1": ["Oars"], "2": ["Construction"]}},
    )
    act(game, "meld Clothing")
    expect(game, "Alice", "choose_card")
    act(game, "Sailing")
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    while game.pending is not None and game.pending.kind != "action":
        act(game, game.pending.options[0])
    assert board(game, "Alice", "red") == ["Construction"]
    assert supply(game, 1)[0] == "Oars"


def test_edward_jenner_replaces_each_round_of_an_endorsed_demand():
    # Ruling: '"If a player would successfully demand something of you" (Hammurabi,
    # Ptahhotep, Edward Jenner): ... once per demand effect (and per round of an Endorse)'.
    # Edward Jenner: "If a player would successfully demand something of you, instead return
    # a card from your hand."  Archery's demand, endorsed, goes round twice: two returns.
    game = setup(
        {
            "Alice": {"board": {"yellow": ["Edward Jenner"]}, "hand": ["Tools", "Writing"]},
            "Bob": {"board": {"red": ["Archery"], "yellow": ["Uruk"]}, "hand": ["Oars"]},
        },
        expansions=["cities", "figures"],
        achievements=[],
        turn="Bob",
        supply={"base": {"1": ["Pottery", "Sailing"]}},
    )
    assert game.pending.to_dict()["dogma_targets"]["Archery"]["demanded"] == ["Alice"]
    act(game, "endorse Archery")
    while game.pending is not None and game.pending.kind != "action":
        act(game, game.pending.options[0])
    assert hand(game, "Alice") == []
    assert hand(game, "Bob") == []
    assert (
        texts(game).count("Alice returns Tools from their hand.")
        + texts(game).count("Alice returns Writing from their hand.")
        == 2
    )


def test_hg_wells_executes_the_dogma_effects_only_not_the_echo_effect():
    # Ruling: "H.G. Wells: dogma effects only".  H.G. Wells: "If you would foreshadow a
    # card, instead meld it, execute its non-demand Dogma effects for yourself only, and
    # remove it from the game if it is still a top card on your board."  Bifocals's echo
    # draws and foreshadows an Echoes 5 (the Echoes draw rule: Tools is in hand), Coke:
    # its dogma effect ("Draw and reveal a {6}. If it has a {factory}, meld it ...") runs,
    # its echo effect ("Draw and tuck a {4}") does not.  (Hot Air Balloon, revealed, has no
    # factory: it is foreshadowed, H.G. Wells's karma not acting inside its own execution.)
    game = setup(
        {
            "Alice": {"board": {"purple": ["H.G. Wells"], "blue": ["Bifocals"]}, "hand": ["Tools"]},
            "Bob": {},
        },
        expansions=["echoes", "figures"],
        achievements=[],
        supply={
            "base": {"4": ["Perspective"]},
            "echoes": {"5": ["Coke"], "6": ["Hot Air Balloon"], "4": ["Globe"]},
        },
    )
    act(game, "dogma Bifocals")
    expect(game, "Alice", "choose_value")
    act(game, 5)
    while game.pending is not None and game.pending.kind != "action":
        act(game, "no" if "no" in game.pending.options else None)  # Bifocals: may, declined
    log = texts(game)
    assert "Alice melds Coke." in log
    assert "Coke" in game.to_position()["removed"]
    assert hand(game, "Alice") == ["Tools"]
    assert forecast(game, "Alice") == ["Hot Air Balloon"]
    assert supply(game, 4)[0] == "Perspective"
    assert supply(game, 4, "echoes")[0] == "Globe"
    assert not any("tucks" in line for line in log)


def test_charles_darwin_answers_a_decree_claim():
    # Ruling: "Charles Darwin: any claim"; '"Claim an achievement" is any claim (standard,
    # special, Decree)'.  Charles Darwin: "You may issue an Advancement Decree with any two
    # figures." and "If you would claim an achievement, first if no other player has as many
    # or more achievements as you, instead you win."
    game = figures(
        {
            "Alice": {
                "board": {"blue": ["Charles Darwin"]},
                "hand": ["Gilgamesh", "Homer"],
                "achievements": ["Oars"],
            },
            "Bob": {},
        },
    )
    act(game, "decree Advancement")
    assert game.result is not None
    assert game.result["winners"] == ["Alice"]
    assert achievements(game, "Alice") == ["Oars"]


# -- findings ---------------------------------------------------------------------------------


def test_no_figure_draws_after_an_achieve_action_whose_claim_shivaji_took():
    # The online rules (which stand where the texts disagree) and the Deluxe rulebook: "2)
    # When you take an Achieve action, and claim a standard achievement, each opponent draws
    # a Figure, in clockwise order from you."  Alice's Achieve action claims nothing here
    # (Shivaji: "first you claim it"): Bob draws no figure.  (The ruling followed the older
    # Figures rulebook's "After a player takes an Achieve action" until this audit.)
    game = figures(
        {
            "Alice": {
                "board": {"red": ["Archery"]},
                "score": ["Construction", "Fermenting", "Monotheism"],
            },
            "Bob": {
                "board": {"red": ["Shivaji"]},
                "score": ["Calendar", "Philosophy", "Mathematics"],
            },
        },
        achievements=["Oars"],
        supply={"figures": {"5": ["Christopher Polhem"]}},
    )
    act(game, "achieve 1")
    assert achievements(game, "Bob") == ["Oars"]  # Shivaji: "first you claim it"
    assert achievements(game, "Alice") == []
    assert hand(game, "Bob") == []
