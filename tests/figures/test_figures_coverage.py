"""Figures in the Sand: branches of figures' effects no other scenario test reached (a
coverage audit). Each test states what the printed text and the rules say."""

from helpers import (
    act,
    available,
    board,
    expect,
    figures,
    hand,
    score_pile,
    splay,
    supply,
    table,
)

# -- Ptahhotep ------------------------------------------------------------------------------
# Karma: If a player would successfully demand something of you, first transfer the highest
# card from that player's score pile to your score pile.


def test_ptahhotep_demander_with_an_empty_score_pile_transfers_nothing():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Ptahhotep"]}},
            "Bob": {"board": {"red": ["Archery"], "yellow": ["Masonry"]}},
        },
        supply={"1": ["Sailing"]},
        turn="Bob",
    )
    act(game, "dogma Archery")  # 5 castles against 2: Alice is demanded
    # Nothing to take from Bob's empty score pile; then the demand happens.
    assert score_pile(game, "Alice") == []
    assert hand(game, "Alice") == []
    assert hand(game, "Bob") == ["Sailing"]


# -- Zhang Heng -----------------------------------------------------------------------------
# Echo: Draw and tuck a {3}. Score all cards above it.


def test_zhang_heng_echo_scores_nothing_when_a_karma_replaced_the_tuck():
    game = figures(
        {"Alice": {"board": {"blue": ["Zhang Heng"], "yellow": ["Sunshu Ao"]}}, "Bob": {}},
        supply={"3": ["Medicine"]},
    )
    # Medicine is yellow: Sunshu Ao executes its non-demand effects (none) and returns it to
    # the hand instead of the tuck; it is not on the board, so no card is "above it".
    act(game, "dogma Zhang Heng")
    assert hand(game, "Alice") == ["Medicine"]
    assert board(game, "Alice", "blue") == ["Zhang Heng"]
    assert board(game, "Alice", "yellow") == ["Sunshu Ao"]
    assert score_pile(game, "Alice") == []


# -- Saladin --------------------------------------------------------------------------------
# Echo: Score any other top card with a {castle} from anywhere.


def test_saladin_echo_with_no_other_top_castle_scores_nothing():
    players = {
        "Alice": {"board": {"red": ["Saladin"], "blue": ["Writing"]}},
        "Bob": {"board": {"green": ["Clothing"]}},
    }
    game = figures(players)
    before = table(game)
    act(game, "dogma Saladin")
    assert table(game) == before
    expect(game, "Alice", "action")


# -- Isaac Newton ---------------------------------------------------------------------------
# Echo: Splay one color of your cards right.


def test_isaac_newton_echo_with_nothing_to_splay_does_nothing():
    game = figures({"Alice": {"board": {"blue": ["Isaac Newton"], "red": ["Oars"]}}, "Bob": {}})
    act(game, "dogma Isaac Newton")
    assert splay(game, "Alice", "blue") == "none"
    assert splay(game, "Alice", "red") == "none"
    expect(game, "Alice", "action")  # nothing asked


# -- Peter the Great ------------------------------------------------------------------------
# Inspire: Tuck a card from your hand.
# Karma: If you would tuck a card with a {factory}, first achieve your bottom green card, if
# eligible. Otherwise, score it.


def test_peter_the_great_tucking_a_factory_without_a_green_card_just_tucks():
    game = figures(
        {"Alice": {"board": {"red": ["Peter the Great"]}, "hand": ["Steam Engine"]}, "Bob": {}},
        supply={"5": ["Coal"]},
    )
    act(game, "inspire red")
    assert board(game, "Alice", "yellow") == ["Steam Engine"]
    assert score_pile(game, "Alice") == []
    assert table(game)["Alice"].get("achievements") is None
    assert hand(game, "Alice") == ["Coal"]  # the Inspire's draw (red top card: a 5)


# -- Shivaji --------------------------------------------------------------------------------
# Echo: Transfer one of your top cards to the available achievements.


def test_shivaji_echo_shared_by_a_player_without_top_cards_does_nothing_for_them():
    game = figures(
        {
            "Alice": {
                "board": {"red": {"cards": ["Alexander the Great", "Shivaji"], "splay": "right"}}
            },
            "Bob": {"score": ["Calendar"]},  # Alexander: scores, not icons; Bob shares
        },
    )
    act(game, "dogma Alexander the Great")  # Shivaji's echo effect shows under the splay
    assert table(game)["Bob"] == {"score": ["Calendar"]}  # no top card to transfer
    assert board(game, "Alice", "red") == ["Shivaji"]
    assert "Alexander the Great" in available(game)
    assert hand(game, "Alice") == []  # Bob changed nothing: no sharing bonus


# -- Bartholomew Roberts --------------------------------------------------------------------
# Inspire: Score a top card with a {crown} from anywhere.


def test_bartholomew_roberts_inspire_with_no_top_crown_scores_nothing():
    game = figures(
        {
            "Alice": {
                "board": {
                    "green": {"cards": ["The Wheel", "Bartholomew Roberts"], "splay": "right"}
                }
            },
            "Bob": {"board": {"blue": ["Pottery"]}},
        },
        supply={"1": ["Oars"]},
    )
    act(game, "inspire green")  # Roberts's inspire effect shows under the splay
    assert score_pile(game, "Alice") == []
    assert board(game, "Alice", "green") == ["The Wheel", "Bartholomew Roberts"]
    assert board(game, "Bob", "blue") == ["Pottery"]
    assert hand(game, "Alice") == ["Oars"]  # the Inspire's draw: green top card a 1


# -- Tecumseh -------------------------------------------------------------------------------
# Echo: Draw and tuck a {6}.
# Karma: If you would tuck a card with a {factory}, first return a top card with a {factory}
# from another player's board.


def test_tecumseh_tucking_a_factory_with_no_factory_on_other_boards_just_tucks():
    game = figures(
        {"Alice": {"board": {"red": ["Tecumseh"]}}, "Bob": {"board": {"blue": ["Writing"]}}},
        supply={"6": ["Machine Tools"]},
    )
    act(game, "dogma Tecumseh")
    assert board(game, "Alice", "red") == ["Tecumseh", "Machine Tools"]
    assert board(game, "Bob", "blue") == ["Writing"]


# -- Edward Jenner --------------------------------------------------------------------------
# Karma: If a player would successfully demand something of you, instead return a card from
# your hand.


def test_edward_jenner_with_an_empty_hand_the_demand_still_does_not_happen():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Edward Jenner"]}},
            "Bob": {"board": {"red": ["Archery"], "green": ["The Wheel"]}},
        },
        supply={"1": ["Sailing", "Oars"]},
        turn="Bob",
    )
    act(game, "dogma Archery")
    assert hand(game, "Alice") == []  # no card to return, and no draw: "instead"
    assert hand(game, "Bob") == []
    assert supply(game, 1)[:2] == ["Sailing", "Oars"]


# -- Catherine the Great --------------------------------------------------------------------
# Karma: If you would meld a purple card, first transfer your top purple card into your hand.


def test_catherine_the_great_melding_her_own_top_card_changes_nothing():
    game = figures(
        {
            "Alice": {"board": {"purple": ["Catherine the Great"]}},
            "Bob": {"board": {"purple": ["Moonlight Sonata"]}},
        },
        expansions=["figures", "artifacts"],
        achievements=["Oars", "Construction"],
        supply={"figures": {"6": ["Adam Smith"]}},
        turn="Bob",
    )
    # Moonlight Sonata: "Choose a color on your board having the highest top card. Meld the
    # bottom card on your board of that color. Claim an achievement, ignoring eligibility."
    # Alice shares (Catherine's lightbulbs count three times: 6 against 3). Her bottom
    # purple card is Catherine herself, already on top: melding it moves nothing.
    act(game, "dogma Moonlight Sonata")
    expect(game, "Alice", "choose_value", [1, 2])  # then the claim
    act(game, 1)
    assert board(game, "Alice", "purple") == ["Catherine the Great"]
    assert hand(game, "Alice") == []
    assert table(game)["Alice"]["achievements"] == ["Oars"]
    assert table(game)["Bob"]["achievements"] == ["Construction"]
    assert hand(game, "Bob") == ["Adam Smith"]  # Alice claimed: Bob's sharing bonus


# -- Robert E. Lee --------------------------------------------------------------------------
# Echo: Transfer a top card with a {leaf} from anywhere to any player's board.


def test_robert_e_lee_echo_with_no_top_leaf_anywhere_transfers_nothing():
    game = figures(
        {
            "Alice": {"board": {"red": {"cards": ["Sun Tzu", "Robert E. Lee"], "splay": "right"}}},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
    )
    before = table(game)
    act(game, "dogma Sun Tzu")  # Lee's echo effect shows under the splay
    assert table(game) == before
    expect(game, "Alice", "action")


# -- Erwin Rommel ---------------------------------------------------------------------------
# Echo: Transfer a card from any score pile to yours.


def test_erwin_rommel_echo_with_no_card_in_other_score_piles_transfers_nothing():
    game = figures(
        {"Alice": {"board": {"red": ["Erwin Rommel"]}, "score": ["Oars"]}, "Bob": {}},
    )
    act(game, "dogma Erwin Rommel")
    assert score_pile(game, "Alice") == ["Oars"]
    assert score_pile(game, "Bob") == []
    expect(game, "Alice", "action")


# -- Caresse Crosby -------------------------------------------------------------------------
# Karma: If you would splay a fifth color left, instead you win.

_FOUR_LEFT = {
    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
    "yellow": {"cards": ["Caresse Crosby", "Masonry"], "splay": "left"},
    "blue": {"cards": ["Writing", "Pottery"], "splay": "left"},
    "green": {"cards": ["Sailing", "The Wheel"], "splay": "left"},
}


def test_caresse_crosby_splaying_another_players_color_left_does_not_win():
    game = figures(
        {
            "Alice": {
                "board": {
                    **_FOUR_LEFT,
                    "purple": ["Cyrus Cylinder", "Tale of the Shipwrecked Sailor"],
                }
            },
            "Bob": {"board": {"purple": ["Education", "Mysticism"]}},
        },
        expansions=["figures", "artifacts"],
    )
    # Cyrus Cylinder: execute Bob's Education (nothing in Alice's score pile), then "Splay
    # left a color on any player's board": Alice splays Bob's purple, not a colour of hers.
    act(game, "dogma Cyrus Cylinder")
    d = expect(game, "Alice", "choose_option")
    act(game, next(o for o in d.options if o.startswith("Bob")))
    assert game.result is None
    assert splay(game, "Bob", "purple") == "left"
    assert splay(game, "Alice", "purple") == "none"


def test_caresse_crosby_splaying_a_color_already_splayed_left_does_not_win():
    game = figures(
        {
            "Alice": {
                "board": {
                    **_FOUR_LEFT,
                    "purple": {
                        "cards": ["Tale of the Shipwrecked Sailor", "Mysticism"],
                        "splay": "left",
                    },
                },
                "hand": ["Metalworking"],
            },
            "Bob": {},
        },
        expansions=["figures", "artifacts"],
        supply={"1": ["Clothing"]},
    )
    # Tale of the Shipwrecked Sailor: choose red, draw a 1, meld a red card, splay red left:
    # red is splayed left already (all five colours are): no fifth colour is splayed.
    act(game, "dogma Tale of the Shipwrecked Sailor", "red")
    assert game.result is None
    assert board(game, "Alice", "red") == ["Metalworking", "Archery", "Oars"]
    assert splay(game, "Alice", "red") == "left"
    assert hand(game, "Alice") == ["Clothing"]


# -- Nikola Tesla ---------------------------------------------------------------------------
# Karma: If you would meld a card with a {lightbulb} or {clock}, first score an opponent's
# top card with neither {lightbulb} nor {clock}.


def test_nikola_tesla_with_no_opponent_card_to_score_just_melds():
    game = figures(
        {
            "Alice": {"board": {"yellow": ["Nikola Tesla"]}, "hand": ["Writing"]},
            "Bob": {"board": {"blue": ["Tools"], "red": ["Archery"]}},  # both: a lightbulb
        },
    )
    act(game, "meld Writing")
    assert board(game, "Alice", "blue") == ["Writing"]
    assert score_pile(game, "Alice") == []
    assert table(game)["Bob"] == {"board": {"blue": ["Tools"], "red": ["Archery"]}}


# -- Gene Roddenberry -----------------------------------------------------------------------
# Echo: Meld a top purple card from anywhere.


def test_gene_roddenberry_echo_with_no_other_top_purple_melds_gene_himself():
    # The only top purple card is Gene: melding him would move nothing, but his karma
    # replaces the meld: he is tucked (a one-card stack: nothing moves) and a top figure
    # returned, Gene the only one.
    game = figures(
        {
            "Alice": {"board": {"purple": ["Gene Roddenberry"]}},
            "Bob": {"board": {"blue": ["Tools"]}},  # no crown: Bob does not share
        },
    )
    act(game, "dogma Gene Roddenberry")
    assert table(game) == {"Alice": {}, "Bob": {"board": {"blue": ["Tools"]}}}
    assert supply(game, 9, "figures")[-1] == "Gene Roddenberry"
    expect(game, "Alice", "action")


# -- Stephen Hawking ------------------------------------------------------------------------
# Karma: Each {hex} on your board also counts as an echo effect reading "Score the bottom
# card in this color."


def test_stephen_hawking_hex_echo_shared_by_a_player_without_that_color():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Stephen Hawking"], "yellow": ["Masonry"]}},
            "Bob": {"board": {"red": ["Metalworking"]}},  # 3 castles, as many: Bob shares
        },
    )
    act(game, "dogma Masonry")
    # Bob has no yellow card: nothing to score. Alice scores her bottom yellow card.
    assert table(game)["Bob"] == {"board": {"red": ["Metalworking"]}}
    assert score_pile(game, "Alice") == ["Masonry"]
    assert board(game, "Alice", "yellow") == []
    assert hand(game, "Alice") == []  # no sharing bonus


# -- Susan Blackmore ------------------------------------------------------------------------
# Inspire: Execute any echo or inspire effect.
# Karma: If another player would not draw a share bonus after a Dogma action, first transfer
# the card they activated to your score pile.


def test_susan_blackmore_inspire_with_no_other_effect_visible_does_nothing():
    game = figures(
        {"Alice": {"board": {"blue": ["Susan Blackmore"]}}, "Bob": {"board": {"red": ["Oars"]}}},
        supply={"10": ["Software"]},
    )
    act(game, "inspire blue")
    assert hand(game, "Alice") == ["Software"]  # only the Inspire's draw
    assert board(game, "Alice", "blue") == ["Susan Blackmore"]
    assert board(game, "Bob", "red") == ["Oars"]


def test_susan_blackmore_karma_leaves_an_activated_card_returned_to_its_pile():
    game = figures(
        {
            "Alice": {"board": {"blue": ["Susan Blackmore"]}},
            "Bob": {"board": {"blue": ["Kilogram of the Archives"]}},
        },
        expansions=["figures", "artifacts"],
        turn="Bob",
    )
    # Kilogram of the Archives: Bob returns his only top card, Kilogram itself.
    act(game, "dogma Kilogram of the Archives")
    assert score_pile(game, "Alice") == []
    assert supply(game, 6, "artifacts")[-1] == "Kilogram of the Archives"
    assert board(game, "Bob", "blue") == []


# -- Margaret Thatcher ----------------------------------------------------------------------
# Echo: Score a top card with a {factory} or {crown}.


def test_margaret_thatcher_echo_with_no_top_factory_or_crown_scores_nothing():
    game = figures(
        {
            "Alice": {"board": {"red": {"cards": ["Sun Tzu", "Margaret Thatcher"], "splay": "up"}}},
            "Bob": {"board": {"green": ["Sailing"]}},  # a crown, but not Alice's
        },
    )
    before = table(game)
    act(game, "dogma Sun Tzu")  # Thatcher's echo effect shows under the splay
    assert table(game) == before
    expect(game, "Alice", "action")


# -- Kim Yu-Na ------------------------------------------------------------------------------
# Echo: Score a top card from your board.


def test_kim_yu_na_echo_shared_by_a_player_without_top_cards_does_nothing_for_them():
    game = figures(
        {
            "Alice": {"board": {"red": ["Alexander the Great"], "purple": ["Kim Yu-Na"]}},
            # Alexander: scores, not icons. Alice's: bonuses 10 and 2 = 11; Bob's: 11.
            "Bob": {"score": ["Software", "Oars"]},
        },
    )
    act(game, "dogma Kim Yu-Na")
    # Bob (first) has no top card. Alice scores one: Kim Yu-Na (Alexander has a castle).
    act(game, "Kim Yu-Na")
    assert table(game)["Bob"] == {"score": ["Oars", "Software"]}
    assert score_pile(game, "Alice") == ["Kim Yu-Na"]
    assert board(game, "Alice", "red") == ["Alexander the Great"]
    assert game.result is None
