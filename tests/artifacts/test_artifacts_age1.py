"""Scenario tests for the age 1 cards of Artifacts of History (one or more per effect).

A compel ("I compel you ...") is executed by each opponent who would share (at least as
many of the featured icon as the activating player), clockwise, before the non-demand
effects, which those opponents then share.
"""

from helpers import (
    achievements,
    act,
    artifacts,
    available,
    board,
    expect,
    hand,
    score_pile,
    splay,
    supply,
    table,
    texts,
)

# -- Basur Hoyuk Tokens -----------------------------------------------------------------
# Draw and reveal a {4}. If you have a top card of the drawn card's color that comes before
# it in the alphabet, return the drawn card and all cards from your score pile.


def test_basur_hoyuk_tokens_a_top_card_before_the_drawn_card_returns_everything():
    game = artifacts(
        {
            "Alice": {"board": {"blue": ["Basur Hoyuk Tokens"]}, "score": ["Tools", "Calendar"]},
            "Bob": {},
        },
        supply={"base": {"4": ["Experimentation", "Perspective"]}},
    )
    act(game, "dogma Basur Hoyuk Tokens")
    assert "Alice reveals Experimentation." in texts(game)
    # Basur Hoyuk Tokens comes before Experimentation: the drawn card and the score pile go.
    assert table(game) == {"Alice": {"board": {"blue": ["Basur Hoyuk Tokens"]}}, "Bob": {}}
    assert supply(game, 4)[0] == "Perspective"
    assert supply(game, 4)[-1] == "Experimentation"
    assert supply(game, 1)[-1] == "Tools"
    assert supply(game, 2)[-1] == "Calendar"


def test_basur_hoyuk_tokens_a_top_card_after_the_drawn_card_keeps_it():
    game = artifacts(
        {
            "Alice": {
                "board": {"blue": ["Basur Hoyuk Tokens"], "yellow": ["Masonry"]},
                "score": ["Tools"],
            },
            "Bob": {},
        },
        supply={"base": {"4": ["Anatomy"]}},
    )
    act(game, "dogma Basur Hoyuk Tokens")
    # Masonry comes after Anatomy.
    assert hand(game, "Alice") == ["Anatomy"]
    assert score_pile(game, "Alice") == ["Tools"]


def test_basur_hoyuk_tokens_no_top_card_of_that_color_keeps_it():
    game = artifacts(
        {"Alice": {"board": {"blue": ["Basur Hoyuk Tokens"]}, "score": ["Tools"]}, "Bob": {}},
        supply={"base": {"4": ["Navigation"]}},
    )
    act(game, "dogma Basur Hoyuk Tokens")
    assert hand(game, "Alice") == ["Navigation"]
    assert score_pile(game, "Alice") == ["Tools"]


# -- Sibidu Needle ----------------------------------------------------------------------
# Draw and reveal a {1}. If you have a top card of matching color and value to the drawn
# card, score the drawn card and repeat this effect.


def test_sibidu_needle_scores_and_repeats_while_a_top_card_matches():
    game = artifacts(
        {"Alice": {"board": {"blue": ["Sibidu Needle"], "red": ["Archery"]}}, "Bob": {}},
        supply={"base": {"1": ["Writing", "Oars", "Sailing", "Pottery"]}},
    )
    act(game, "dogma Sibidu Needle")
    # Writing matches Sibidu Needle (blue 1), Oars matches Archery (red 1): both scored;
    # Sailing (green) matches nothing: kept, and the effect ends.
    assert table(game)["Alice"] == {
        "board": {"blue": ["Sibidu Needle"], "red": ["Archery"]},
        "hand": ["Sailing"],
        "score": ["Oars", "Writing"],
        "scored": 2,
    }
    assert supply(game, 1)[0] == "Pottery"


def test_sibidu_needle_same_color_but_another_value_is_kept():
    game = artifacts(
        {"Alice": {"board": {"blue": ["Sibidu Needle"], "red": ["Construction"]}}, "Bob": {}},
        supply={"base": {"1": ["Oars", "Writing"]}},
    )
    act(game, "dogma Sibidu Needle")
    assert hand(game, "Alice") == ["Oars"]
    assert score_pile(game, "Alice") == []


# -- Treaty of Kadesh -------------------------------------------------------------------
# I compel you to return all top cards from your board with a demand effect!
# Score a top, non-blue card from your board with a demand effect.


def test_treaty_of_kadesh_compels_returning_top_cards_with_a_demand():
    game = artifacts(
        {
            # 2 + 2 castles.
            "Alice": {"board": {"blue": ["Treaty of Kadesh"], "red": ["Oars"]}},
            # 2 + 1 + 3 castles: at least as many, compelled (and sharing).
            "Bob": {
                "board": {"red": ["Archery"], "purple": ["City States"], "green": ["The Wheel"]}
            },
        },
        supply={"base": {"1": ["Sailing"]}},
    )
    act(game, "dogma Treaty of Kadesh")
    # Archery and City States go to the same pile: Bob chooses the order.
    expect(game, "Bob", "choose_card", ["Archery", "City States"])
    act(game, "Archery")
    # Bob shares the second effect with nothing left to score; Alice scores Oars (her blue
    # Treaty of Kadesh has a compel, a demand effect, but is blue).
    assert table(game) == {
        "Alice": {"board": {"blue": ["Treaty of Kadesh"]}, "score": ["Oars"], "scored": 1},
        "Bob": {"board": {"green": ["The Wheel"]}},
    }
    assert supply(game, 1)[-2:] == ["Archery", "City States"]
    expect(game, "Alice", "action")  # Bob changed nothing when sharing: no sharing bonus


def test_treaty_of_kadesh_without_a_compelled_player_scores_a_card_of_your_choice():
    game = artifacts(
        {
            "Alice": {
                "board": {
                    "blue": ["Treaty of Kadesh"],
                    "red": ["Archery"],
                    "purple": ["City States"],
                    "yellow": ["Masonry"],
                }
            },
            "Bob": {"board": {"red": ["Oars"]}},  # fewer castles: neither compelled nor sharing
        },
    )
    act(game, "dogma Treaty of Kadesh")
    expect(game, "Alice", "choose_card", ["Archery", "City States"])
    act(game, "City States")
    assert table(game) == {
        "Alice": {
            "board": {"blue": ["Treaty of Kadesh"], "red": ["Archery"], "yellow": ["Masonry"]},
            "score": ["City States"],
            "scored": 1,
        },
        "Bob": {"board": {"red": ["Oars"]}},
    }


# -- Holmegaard Bows --------------------------------------------------------------------
# I compel you to transfer the highest top card with a {castle} on your board to my hand!
# Draw a {2}.


def test_holmegaard_bows_compels_the_highest_top_card_with_a_castle():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Holmegaard Bows"]}},  # 2 leaves
            "Bob": {  # 3 + 1 leaves: compelled
                "board": {
                    "yellow": ["Agriculture"],
                    "red": ["Construction"],
                    "green": ["The Wheel"],
                    "blue": ["Alchemy"],
                }
            },
        },
        supply={"base": {"1": ["Sailing"], "2": ["Calendar", "Mathematics"]}},
    )
    act(game, "dogma Holmegaard Bows")
    # Alchemy (3) is Bob's highest top card with a castle.  Then Bob draws a 2, Alice draws
    # a 2, and Bob's draw earns Alice the sharing bonus (a Draw action: her highest top
    # card is a 1).
    assert table(game) == {
        "Alice": {
            "board": {"red": ["Holmegaard Bows"]},
            "hand": ["Alchemy", "Mathematics", "Sailing"],
        },
        "Bob": {
            "board": {"yellow": ["Agriculture"], "red": ["Construction"], "green": ["The Wheel"]},
            "hand": ["Calendar"],
        },
    }


def test_holmegaard_bows_the_compelled_player_chooses_among_the_highest():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Holmegaard Bows"]}},
            "Bob": {
                "board": {
                    "yellow": ["Agriculture"],
                    "red": ["Construction"],
                    "green": ["Mapmaking"],
                    "purple": ["Mysticism"],
                }
            },
        },
        supply={"base": {"1": ["Sailing"], "2": ["Calendar", "Mathematics"]}},
    )
    act(game, "dogma Holmegaard Bows")
    expect(game, "Bob", "choose_card", ["Construction", "Mapmaking"])
    act(game, "Mapmaking")
    assert hand(game, "Alice") == ["Mapmaking", "Mathematics", "Sailing"]
    assert board(game, "Bob", "green") == []
    assert board(game, "Bob", "red") == ["Construction"]


def test_holmegaard_bows_without_a_compelled_player_only_draws():
    game = artifacts(
        {
            "Alice": {"board": {"red": ["Holmegaard Bows"]}},
            "Bob": {"board": {"red": ["Construction"]}},  # no leaf
        },
        supply={"base": {"2": ["Calendar", "Mathematics"]}},
    )
    act(game, "dogma Holmegaard Bows")
    assert table(game) == {
        "Alice": {"board": {"red": ["Holmegaard Bows"]}, "hand": ["Calendar"]},
        "Bob": {"board": {"red": ["Construction"]}},
    }


# -- Papyrus of Ani ---------------------------------------------------------------------
# Return a purple card from your hand. If you do, draw and reveal a card of any type of
# value two higher. If the drawn card is purple, meld it and execute each of its
# non-demand dogma effects. Do not share them.


def test_papyrus_of_ani_a_purple_card_drawn_is_melded_and_executed():
    game = artifacts(
        {
            "Alice": {
                "board": {"red": ["Papyrus of Ani"], "purple": ["Mysticism"]},
                "hand": ["Code of Laws"],
            },
            # Bob has a card with a castle in hand: Feudalism's demand is not executed.
            "Bob": {"hand": ["Archery"]},
        },
        supply={"base": {"3": ["Feudalism"]}},
    )
    act(game, "dogma Papyrus of Ani")
    expect(game, "Alice", "choose_option", ["base", "artifacts"])
    act(game, "base")
    assert "Alice reveals Feudalism." in texts(game)
    # Feudalism is melded; its non-demand effect: Alice may splay purple left.
    expect(game, "Alice", "yes_no")
    act(game, "yes")
    assert table(game) == {
        "Alice": {
            "board": {
                "red": ["Papyrus of Ani"],
                "purple": (["Feudalism", "Mysticism"], "left"),
            }
        },
        "Bob": {"hand": ["Archery"]},
    }
    assert supply(game, 1)[-1] == "Code of Laws"


def test_papyrus_of_ani_draws_an_artifact_and_keeps_a_card_that_is_not_purple():
    game = artifacts(
        {"Alice": {"board": {"red": ["Papyrus of Ani"]}, "hand": ["Code of Laws"]}, "Bob": {}},
        supply={"base": {"3": ["Feudalism"]}, "artifacts": {"3": ["Excalibur"]}},
    )
    act(game, "dogma Papyrus of Ani", "artifacts")
    assert "Alice reveals Excalibur." in texts(game)
    assert table(game)["Alice"] == {"board": {"red": ["Papyrus of Ani"]}, "hand": ["Excalibur"]}
    assert supply(game, 3)[0] == "Feudalism"


def test_papyrus_of_ani_without_a_purple_card_does_nothing():
    game = artifacts(
        {"Alice": {"board": {"red": ["Papyrus of Ani"]}, "hand": ["Archery"]}, "Bob": {}},
        supply={"base": {"3": ["Feudalism"]}},
    )
    act(game, "dogma Papyrus of Ani")
    assert table(game)["Alice"] == {"board": {"red": ["Papyrus of Ani"]}, "hand": ["Archery"]}
    expect(game, "Alice", "action")


# -- Pavlovian Tusk ---------------------------------------------------------------------
# Draw three cards of value equal to your top green card. Return one of the drawn cards.
# Score one of the drawn cards.


def test_pavlovian_tusk_draws_three_of_the_top_green_value():
    game = artifacts(
        {
            "Alice": {
                "board": {"red": ["Pavlovian Tusk"], "green": ["Mapmaking"]},
                "hand": ["Tools"],
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Calendar", "Fermenting", "Canal Building", "Philosophy"]}},
    )
    act(game, "dogma Pavlovian Tusk")
    expect(game, "Alice", "choose_card", ["Calendar", "Fermenting", "Canal Building"])
    act(game, "Fermenting")
    expect(game, "Alice", "choose_card", ["Calendar", "Canal Building"])
    act(game, "Calendar")
    assert table(game)["Alice"] == {
        "board": {"red": ["Pavlovian Tusk"], "green": ["Mapmaking"]},
        "hand": ["Canal Building", "Tools"],
        "score": ["Calendar"],
        "scored": 1,
    }
    assert supply(game, 2)[0] == "Philosophy"
    assert supply(game, 2)[-1] == "Fermenting"


def test_pavlovian_tusk_without_a_green_card_draws_1s():
    game = artifacts(
        {"Alice": {"board": {"red": ["Pavlovian Tusk"]}}, "Bob": {}},
        supply={"base": {"1": ["Sailing", "Writing", "Tools"]}},
    )
    act(game, "dogma Pavlovian Tusk", "Tools", "Writing")
    assert table(game)["Alice"] == {
        "board": {"red": ["Pavlovian Tusk"]},
        "hand": ["Sailing"],
        "score": ["Writing"],
        "scored": 1,
    }
    assert supply(game, 1)[-1] == "Tools"


# -- Electrum Stater of Efesos ----------------------------------------------------------
# Draw and reveal a {3}. If you do not have a top card of the drawn card's color, meld it
# and repeat this effect.


def test_electrum_stater_melds_new_colors_until_one_is_on_the_board():
    game = artifacts(
        {"Alice": {"board": {"green": ["Electrum Stater of Efesos"]}}, "Bob": {}},
        supply={"base": {"3": ["Optics", "Education", "Paper", "Alchemy"]}},
    )
    act(game, "dogma Electrum Stater of Efesos")
    assert "Alice reveals Paper." in texts(game)
    assert table(game)["Alice"] == {
        "board": {
            "green": ["Electrum Stater of Efesos"],
            "red": ["Optics"],
            "purple": ["Education"],
        },
        "hand": ["Paper"],
    }
    assert supply(game, 3)[0] == "Alchemy"


# -- Jiskairumoko Necklace --------------------------------------------------------------
# I compel you to return a card from your score pile! If you do, transfer an achievement
# of the same value from your achievements to mine!


def jiskairumoko(bob_score, bob_achievements, bob_board=None):
    return artifacts(
        {
            "Alice": {"board": {"green": ["Jiskairumoko Necklace"]}},  # 2 castles
            "Bob": {
                "board": bob_board or {"red": ["Archery"]},  # 2 castles: compelled
                "score": bob_score,
                "achievements": bob_achievements,
            },
        },
    )


def test_jiskairumoko_necklace_transfers_an_achievement_of_the_returned_value():
    game = jiskairumoko(["Calendar", "Tools"], ["Mathematics", "Oars"])
    act(game, "dogma Jiskairumoko Necklace")
    expect(game, "Bob", "choose_card", ["Calendar", "Tools"])
    act(game, "Calendar")
    assert table(game) == {
        "Alice": {"board": {"green": ["Jiskairumoko Necklace"]}, "achievements": ["Mathematics"]},
        "Bob": {"board": {"red": ["Archery"]}, "score": ["Tools"], "achievements": ["Oars"]},
    }
    assert supply(game, 2)[-1] == "Calendar"


def test_jiskairumoko_necklace_no_achievement_of_that_value():
    game = jiskairumoko(["Calendar", "Tools"], ["Mathematics"])
    act(game, "dogma Jiskairumoko Necklace", "Tools")
    assert achievements(game, "Bob") == ["Mathematics"]
    assert achievements(game, "Alice") == []
    assert score_pile(game, "Bob") == ["Calendar"]


def test_jiskairumoko_necklace_compels_nobody_with_fewer_castles():
    game = jiskairumoko(["Calendar"], ["Mathematics"], bob_board={"blue": ["Writing"]})
    before = table(game)
    act(game, "dogma Jiskairumoko Necklace")
    assert table(game) == before
    expect(game, "Alice", "action")


# -- Priest-King ------------------------------------------------------------------------
# Score a card from your hand. If you have a top card matching its color, execute each of
# the top card's non-demand dogma effects. Do not share them.
# Claim an achievement, if eligible.


def test_priest_king_executes_the_top_card_of_the_scored_color():
    game = artifacts(
        {
            "Alice": {
                "board": {"green": ["Priest-King"], "blue": ["Writing"]},
                "hand": ["Tools", "Oars"],
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Calendar"]}},
        achievements=["Agriculture"],
    )
    act(game, "dogma Priest-King", "Tools")
    # Writing: draw a 2.  Alice's score (1) is too low to claim the 1 achievement.
    assert table(game)["Alice"] == {
        "board": {"green": ["Priest-King"], "blue": ["Writing"]},
        "hand": ["Calendar", "Oars"],
        "score": ["Tools"],
        "scored": 1,
    }
    assert available(game) == ["Agriculture"]


def test_priest_king_no_matching_top_card_then_claims_an_achievement():
    game = artifacts(
        {
            "Alice": {
                "board": {"green": ["Priest-King"], "blue": ["Writing"]},
                "hand": ["Oars"],
                "score": ["Construction", "Mapmaking"],
            },
            "Bob": {},
        },
        supply={"base": {"2": ["Calendar"]}},
        achievements=["Agriculture", "Mathematics"],
    )
    act(game, "dogma Priest-King")
    # Oars is scored (no red top card: nothing executed); 5 points: the 1 achievement.
    assert table(game)["Alice"] == {
        "board": {"green": ["Priest-King"], "blue": ["Writing"]},
        "score": ["Construction", "Mapmaking", "Oars"],
        "achievements": ["Agriculture"],
        "scored": 1,
    }
    assert available(game) == ["Mathematics"]


# -- Dancing Girl -----------------------------------------------------------------------
# I compel you to transfer Dancing Girl to your board!
# If Dancing Girl has been on every board during this action, and it started on your
# board, you win.


def test_dancing_girl_on_every_board_wins():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Dancing Girl"]}},  # 3 lightbulbs
            "Bob": {"board": {"purple": ["Philosophy"]}},  # 3: compelled
        },
    )
    act(game, "dogma Dancing Girl")
    assert board(game, "Bob", "yellow") == ["Dancing Girl"]
    # Bob shares the second effect first: it did not start on his board.
    assert game.result.winners == ["Alice"]
    assert game.result.reason == "dogma" and game.result.card == "Dancing Girl"


def test_dancing_girl_around_three_boards_wins():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Dancing Girl"]}},
            "Bob": {"board": {"purple": ["Philosophy"]}},
            "Carol": {"board": {"blue": ["Experimentation"]}},
        },
    )
    act(game, "dogma Dancing Girl")
    assert board(game, "Carol", "yellow") == ["Dancing Girl"]
    assert game.result.winners == ["Alice"]


def test_dancing_girl_missing_a_board_does_not_win():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Dancing Girl"]}},
            "Bob": {"board": {"purple": ["Philosophy"]}},
            "Carol": {"board": {"blue": ["Writing"]}},  # 2 lightbulbs: not compelled
        },
    )
    act(game, "dogma Dancing Girl")
    assert game.result is None
    assert board(game, "Bob", "yellow") == ["Dancing Girl"]
    assert board(game, "Alice", "yellow") == []
    expect(game, "Alice", "action")


def test_dancing_girl_nobody_compelled_does_not_win():
    game = artifacts(
        {"Alice": {"board": {"yellow": ["Dancing Girl"]}}, "Bob": {"board": {"blue": ["Writing"]}}}
    )
    act(game, "dogma Dancing Girl")
    assert game.result is None
    assert board(game, "Alice", "yellow") == ["Dancing Girl"]


# -- Lurgan Canoe -----------------------------------------------------------------------
# Meld a card from your hand. Score all other cards of the same color from your board. If
# you scored at least one card, repeat this effect.


def test_lurgan_canoe_repeats_while_it_scores():
    game = artifacts(
        {
            "Alice": {
                "board": {"yellow": ["Lurgan Canoe"], "red": ["Archery", "Oars"]},
                "hand": ["Construction", "Fermenting"],
            },
            "Bob": {},
        },
    )
    act(game, "dogma Lurgan Canoe", "Construction")
    # Construction scores Archery and Oars; then Fermenting (the last card) scores Lurgan
    # Canoe; then the hand is empty.
    assert table(game)["Alice"] == {
        "board": {"red": ["Construction"], "yellow": ["Fermenting"]},
        "score": ["Archery", "Lurgan Canoe", "Oars"],
        "scored": 3,
    }


def test_lurgan_canoe_stops_when_nothing_is_scored():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Lurgan Canoe"]}, "hand": ["Writing", "Tools"]},
            "Bob": {},
        },
    )
    act(game, "dogma Lurgan Canoe", "Writing")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Lurgan Canoe"], "blue": ["Writing"]},
        "hand": ["Tools"],
    }
    expect(game, "Alice", "action")


# -- Xianrendong Shards -----------------------------------------------------------------
# Reveal three cards from your hand. Score two, then tuck the other. If the scored cards
# were the same color, draw three {1}s.


def test_xianrendong_shards_two_scored_of_one_color_draw_three_1s():
    game = artifacts(
        {
            "Alice": {
                "board": {"yellow": ["Xianrendong Shards"]},
                "hand": ["Archery", "Oars", "Writing", "Tools"],
            },
            "Bob": {},
        },
        supply={"base": {"1": ["Sailing", "Mysticism", "Pottery", "Masonry"]}},
    )
    act(game, "dogma Xianrendong Shards", ["Archery", "Oars", "Writing"], ["Oars", "Archery"])
    log = texts(game)
    assert {"Alice reveals Archery.", "Alice reveals Oars.", "Alice reveals Writing."} <= set(log)
    assert "Alice reveals Tools." not in log
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Xianrendong Shards"], "blue": ["Writing"]},
        "hand": ["Mysticism", "Pottery", "Sailing", "Tools"],
        "score": ["Archery", "Oars"],
        "scored": 2,
        "tucked": 1,
    }
    assert supply(game, 1)[0] == "Masonry"


def test_xianrendong_shards_two_colors_draw_nothing():
    game = artifacts(
        {
            "Alice": {
                "board": {"yellow": ["Xianrendong Shards"]},
                "hand": ["Archery", "Writing", "Tools"],
            },
            "Bob": {},
        },
        supply={"base": {"1": ["Sailing"]}},
    )
    act(game, "dogma Xianrendong Shards")  # exactly three: all revealed
    expect(game, "Alice", "choose_cards")
    act(game, ["Archery", "Writing"])
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Xianrendong Shards"], "blue": ["Tools"]},
        "score": ["Archery", "Writing"],
        "scored": 2,
        "tucked": 1,
    }


def test_xianrendong_shards_two_cards_of_one_color_are_both_scored():
    game = artifacts(
        {
            "Alice": {"board": {"yellow": ["Xianrendong Shards"]}, "hand": ["Archery", "Oars"]},
            "Bob": {},
        },
        supply={"base": {"1": ["Sailing", "Mysticism", "Pottery"]}},
    )
    act(game, "dogma Xianrendong Shards")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Xianrendong Shards"]},
        "hand": ["Mysticism", "Pottery", "Sailing"],
        "score": ["Archery", "Oars"],
        "scored": 2,
    }


def test_xianrendong_shards_one_card_is_not_two_of_one_color():
    game = artifacts(
        {"Alice": {"board": {"yellow": ["Xianrendong Shards"]}, "hand": ["Archery"]}, "Bob": {}},
        supply={"base": {"1": ["Sailing"]}},
    )
    act(game, "dogma Xianrendong Shards")
    assert table(game)["Alice"] == {
        "board": {"yellow": ["Xianrendong Shards"]},
        "score": ["Archery"],
        "scored": 1,
    }


# -- Ark of the Covenant ----------------------------------------------------------------
# Return a card from your hand. Transfer all cards of the same color from the boards of all
# players with no top Artifacts to your score pile. If Ark of the Covenant is a top card on
# any board, transfer it to your hand.


def test_ark_of_the_covenant_takes_the_color_from_boards_without_top_artifacts():
    game = artifacts(
        {
            # 3 + 2 castles.
            "Alice": {
                "board": {"purple": ["Ark of the Covenant"], "red": ["Archery"]},
                "hand": ["Oars"],
            },
            # Fewer castles: neither shares.  Bob has no top Artifact, Carol has one.
            "Bob": {"board": {"red": ["Construction", "Road Building"], "blue": ["Writing"]}},
            "Carol": {"board": {"red": ["Holmegaard Bows"], "blue": ["Tools"]}},
        },
    )
    act(game, "dogma Ark of the Covenant")
    assert table(game) == {
        # Alice has a top Artifact (Ark of the Covenant): her Archery stays.
        "Alice": {
            "board": {"red": ["Archery"]},
            "hand": ["Ark of the Covenant"],
            "score": ["Construction", "Road Building"],
        },
        "Bob": {"board": {"blue": ["Writing"]}},
        "Carol": {"board": {"red": ["Holmegaard Bows"], "blue": ["Tools"]}},
    }
    assert supply(game, 1)[-1] == "Oars"


def test_ark_of_the_covenant_with_an_empty_hand_still_goes_to_hand():
    game = artifacts(
        {
            "Alice": {"board": {"purple": ["Ark of the Covenant"]}},
            "Bob": {"board": {"purple": ["Code of Laws"]}},
        },
    )
    act(game, "dogma Ark of the Covenant")
    assert table(game) == {
        "Alice": {"hand": ["Ark of the Covenant"]},
        "Bob": {"board": {"purple": ["Code of Laws"]}},
    }


# -- Mask of Warka ----------------------------------------------------------------------
# Choose a color. Each player reveals all cards of that color from their hand. If you are
# the only player to reveal cards, return them and claim all achievements of value
# matching those cards, ignoring eligibility.


def mask_of_warka(bob_hand):
    return artifacts(
        {
            "Alice": {
                "board": {"purple": ["Mask of Warka"]},
                "hand": ["Oars", "Construction", "Writing"],
            },
            "Bob": {"hand": bob_hand},
        },
        achievements=["Agriculture", "Calendar", "Optics"],
    )


def test_mask_of_warka_the_only_one_to_reveal_claims_the_matching_achievements():
    game = mask_of_warka(["Tools"])
    act(game, "dogma Mask of Warka", "red")
    log = texts(game)
    assert {"Alice reveals Oars.", "Alice reveals Construction."} <= set(log)
    assert "Alice reveals Writing." not in log
    assert table(game) == {
        "Alice": {
            "board": {"purple": ["Mask of Warka"]},
            "hand": ["Writing"],
            "achievements": ["Agriculture", "Calendar"],
        },
        "Bob": {"hand": ["Tools"]},
    }
    assert available(game) == ["Optics"]
    assert supply(game, 1)[-1] == "Oars"
    assert supply(game, 2)[-1] == "Construction"


def test_mask_of_warka_another_player_reveals_too():
    game = mask_of_warka(["Archery", "Tools"])
    before = table(game)
    act(game, "dogma Mask of Warka", "red")
    assert "Bob reveals Archery." in texts(game)
    assert table(game) == before
    assert available(game) == ["Agriculture", "Calendar", "Optics"]


def test_mask_of_warka_revealing_nothing_claims_nothing():
    game = mask_of_warka(["Tools"])
    before = table(game)
    act(game, "dogma Mask of Warka", "green")
    assert table(game) == before
    assert available(game) == ["Agriculture", "Calendar", "Optics"]


# -- Tale of the Shipwrecked Sailor -----------------------------------------------------
# Choose a color. Draw a {1}. Meld a card of the chosen color from your hand. If you do,
# splay that color left.


def test_tale_of_the_shipwrecked_sailor_melds_and_splays_left():
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Tale of the Shipwrecked Sailor"], "red": ["Metalworking"]},
                "hand": ["Oars", "Writing"],
            },
            "Bob": {},
        },
        supply={"base": {"1": ["Archery"]}},
    )
    act(game, "dogma Tale of the Shipwrecked Sailor", "red")
    expect(game, "Alice", "choose_card", ["Archery", "Oars"])
    act(game, "Oars")
    assert board(game, "Alice", "red") == ["Oars", "Metalworking"]
    assert splay(game, "Alice", "red") == "left"
    assert hand(game, "Alice") == ["Archery", "Writing"]


def test_tale_of_the_shipwrecked_sailor_no_card_of_the_color():
    game = artifacts(
        {
            "Alice": {
                "board": {"purple": ["Tale of the Shipwrecked Sailor", "Mysticism"]},
                "hand": ["Oars"],
            },
            "Bob": {},
        },
        supply={"base": {"1": ["Archery"]}},
    )
    act(game, "dogma Tale of the Shipwrecked Sailor", "green")
    assert table(game)["Alice"] == {
        "board": {"purple": ["Tale of the Shipwrecked Sailor", "Mysticism"]},
        "hand": ["Archery", "Oars"],
    }


def test_ark_of_the_covenant_a_sharer_takes_it_first():
    game = artifacts(
        {
            "Alice": {"board": {"purple": ["Ark of the Covenant"]}, "hand": ["Oars"]},
            # 3 castles: Bob shares, and executes the effect before Alice.
            "Bob": {"board": {"red": ["Metalworking"]}, "hand": ["Archery"]},
        },
        supply={"base": {"1": ["Pottery"]}},
    )
    act(game, "dogma Ark of the Covenant")
    # Bob returns Archery; Alice has a top Artifact, Bob none: Bob scores his own
    # Metalworking; Ark of the Covenant is a top card: Bob takes it.  Then Alice returns
    # Oars: nothing red remains anywhere.  Bob's changes earn Alice the sharing bonus (a 1).
    assert table(game) == {
        "Alice": {"hand": ["Pottery"]},
        "Bob": {"hand": ["Ark of the Covenant"], "score": ["Metalworking"]},
    }
