"""The worked examples of the rulebook (base part), set up as the rulebook describes them.

The pictures are missing from the text, so where the rulebook does not say
which card is where, the cards are chosen to fit what it does say.
"""

from helpers import AGE, achievements, act, board, expect, hand, icons, score_pile, setup, supply

# -- the supply piles of the Draw and Achieve examples --------------------------------
#
# "Below is a set of supply piles used in the Draw and Achieve examples. Ages 2, 4,
# and 5 have no base set cards in them, and are therefore empty."
#
# The nine standard achievements are one card of each age 1-9; the 1 has been
# claimed (by Ariel).  Your score pile is "4 + 4 + 4 + 3" = 15 points.  Your purple
# stack is splayed, with a 4 (Reformation) visible under your top card, a 2
# (Philosophy); your other top card is a 1.

STANDARD = [
    "Monotheism",  # 2 (the 1, Mysticism, is Ariel's)
    "Optics",
    "Enterprise",
    "Coal",
    "Canning",
    "Lighting",
    "Flight",
    "Genetics",
]
YOUR_SCORE = ["Gunpowder", "Navigation", "Anatomy", "Compass"]  # 4 + 4 + 4 + 3


def rulebook_supply(your_board: dict) -> dict:
    used = set(STANDARD) | {"Mysticism"} | set(YOUR_SCORE)
    for stack in your_board.values():
        used |= set(stack["cards"] if isinstance(stack, dict) else stack)
    empty = [c for c, age in AGE.items() if age in (2, 4, 5) and c not in used]
    return {
        "players": {
            "You": {"board": your_board, "score": YOUR_SCORE},
            "Ariel": {"achievements": ["Mysticism"]},
        },
        "achievements": STANDARD,
        "removed": empty,
        "supply": {"3": ["Alchemy", "Machinery"], "6": ["Vaccination", "Atomic Theory"]},
    }


def example_game(your_board: dict):
    spec = rulebook_supply(your_board)
    return setup(spec.pop("players"), **spec)


DRAW_EXAMPLE_BOARD = {
    "purple": {"cards": ["Philosophy", "Reformation"], "splay": "left"},
    "red": ["Archery"],
}


def test_example_supply_piles():
    game = example_game(DRAW_EXAMPLE_BOARD)
    sizes = game.view("You")["supply"]["base"]
    assert [sizes[str(age)] for age in (2, 4, 5)] == [0, 0, 0]
    assert all(sizes[str(age)] > 0 for age in (1, 3, 6, 7, 8, 9, 10))
    assert game.view("You")["players"][0]["score"] == 15


def test_draw_action_example():
    # "Your highest top card is a 2. Even though a 4 is visible on a splayed card,
    # it is not at the top of the purple stack and therefore is not a top card. You
    # attempt to draw a 2, but age 2 is empty. Instead, you draw a 3."
    game = example_game(DRAW_EXAMPLE_BOARD)
    act(game, "draw")
    assert hand(game, "You") == ["Alchemy"]
    assert supply(game, 3)[0] == "Machinery"


def test_skipping_ages_example_draw_a_4():
    # "If a card instructed you to 'draw a 4' ... you would draw a 6 instead,
    # skipping the empty ages 4 and 5."  Paper: "Draw a 4 for every color you have
    # splayed left" (one: purple).
    game = example_game({**DRAW_EXAMPLE_BOARD, "green": ["Paper"]})
    act(game, "dogma Paper")
    assert hand(game, "You") == ["Vaccination"]
    assert supply(game, 6)[0] == "Atomic Theory"


def test_skipping_ages_example_draw_and_meld_a_5():
    # "... or 'draw and meld a 5' ..."  Experimentation: "Draw and meld a 5."
    game = example_game({**DRAW_EXAMPLE_BOARD, "blue": ["Experimentation"]})
    act(game, "dogma Experimentation")
    assert board(game, "You", "yellow") == ["Vaccination"]
    assert hand(game, "You") == []


def test_achieve_action_example():
    # "You ... have 15 points (4 + 4 + 4 + 3), and the 1 achievement has already been
    # claimed. Your highest top card is a 2. You are only eligible to claim the 2
    # achievement, even though you have enough points for the 3, as you must satisfy
    # both conditions. ... You take an Achieve action and claim the 2."
    game = example_game(DRAW_EXAMPLE_BOARD)
    d = expect(game, "You", "action")
    assert [o for o in d.options if o.startswith("achieve")] == ["achieve 2"]
    act(game, "achieve 2")
    assert achievements(game, "You") == ["Monotheism"]
    assert score_pile(game, "You") == sorted(YOUR_SCORE)  # points are not spent
    assert "Monotheism" not in game.to_position()["achievements"]


# -- the Dogma examples ----------------------------------------------------------------
#
# You, Ariel and Noctis (clockwise).  Your board: Gunpowder (a 4, two factories) and
# Writing (two lightbulbs).  Ariel: Oars and Tools (no factories, two lightbulbs,
# castles on both top cards).  Noctis: Coal (three factories, no lightbulbs).


def dogma_examples():
    return setup(
        {
            "You": {"board": {"red": ["Gunpowder"], "blue": ["Writing"]}},
            "Ariel": {"board": {"red": ["Oars"], "blue": ["Tools"]}},
            "Noctis": {"board": {"red": ["Coal"]}},
        },
        supply={"2": ["Calendar", "Mapmaking"], "4": ["Invention", "Perspective"]},
    )


def test_dogma_example_writing():
    # "You choose Writing ... Ariel must do so because she is eligible to share. She
    # draws a 2. Then, you draw a 2."  "Ariel ... caused something in the game to
    # change ... you receive a free Draw action. Your highest top card is Gunpowder,
    # a 4, so you draw a 4."
    game = dogma_examples()
    assert icons(game, "You")["lightbulb"] == 2
    assert icons(game, "Ariel")["lightbulb"] == 2
    assert icons(game, "Noctis")["lightbulb"] == 0
    act(game, "dogma Writing")
    assert hand(game, "Ariel") == ["Calendar"]
    assert hand(game, "Noctis") == []
    assert hand(game, "You") == ["Invention", "Mapmaking"]
    draws = [(e["player"], e["card"]) for e in game.log if e["type"] == "draw"]
    assert draws == [("Ariel", "Calendar"), ("You", "Mapmaking"), ("You", "Invention")]
    # "If you receive a free action from an effect or rule, it does not count as one
    # of your two per turn."
    expect(game, "You", "action")
    assert game.view("You")["turn"]["actions"] == 1


def test_dogma_example_gunpowder():
    # "[factory] is the featured icon. You have 2, Ariel has 0, and Noctis has 3.
    # Noctis is eligible to share, and Ariel is vulnerable to demands."
    game = dogma_examples()
    assert [icons(game, p)["factory"] for p in ("You", "Ariel", "Noctis")] == [2, 0, 3]
    act(game, "dogma Gunpowder")
    # "... demanding that Ariel transfer a top card with a [castle] from her board to
    # your score pile. She chooses to give you Oars ..."
    expect(game, "Ariel", "choose_card", ["Oars", "Tools"])
    act(game, "Oars")
    assert score_pile(game, "You") == ["Mapmaking", "Oars"]
    assert board(game, "Ariel", "red") == []
    # "Noctis performs it first ... Since a card was transferred during the demand,
    # Noctis draws and scores a 2. Then, you draw and score a 2."
    assert score_pile(game, "Noctis") == ["Calendar"]
    # "Noctis ... caused something in the game to change when he drew and scored a 2.
    # This means that you receive a free Draw action. Your highest top card is
    # Gunpowder, a 4, so you draw a 4."
    assert hand(game, "You") == ["Invention"]
    assert hand(game, "Ariel") == [] and hand(game, "Noctis") == []
    scores = [(e["player"], e["card"]) for e in game.log if e["type"] in ("draw", "score")]
    assert scores == [
        ("Noctis", "Calendar"),
        ("Noctis", "Calendar"),
        ("You", "Mapmaking"),
        ("You", "Mapmaking"),
        ("You", "Invention"),
    ]
    expect(game, "You", "action")


def test_dogma_example_gunpowder_both_vulnerable_no_free_draw():
    # "If both opponents had been vulnerable to demands, you would not have received
    # a free Draw action, even though they caused the game state to change."
    game = setup(
        {
            "You": {"board": {"red": ["Gunpowder"], "blue": ["Writing"]}},
            "Ariel": {"board": {"red": ["Oars"], "blue": ["Tools"]}},
            "Noctis": {"board": {"yellow": ["Masonry"]}},
        },
        supply={"2": ["Calendar", "Mapmaking"], "4": ["Invention", "Perspective"]},
    )
    act(game, "dogma Gunpowder", "Oars")
    assert score_pile(game, "You") == ["Calendar", "Masonry", "Oars"]
    assert hand(game, "You") == []
    assert supply(game, 4)[0] == "Invention"


def test_meld_example_continues_the_splay():
    # "Examples of melding Coal and Mysticism on to existing stacks": the melded card
    # goes on top and the stack keeps its splay.
    game = setup(
        {
            "You": {
                "hand": ["Coal", "Mysticism"],
                "board": {
                    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                    "purple": {"cards": ["City States", "Code of Laws"], "splay": "left"},
                },
            },
            "Ariel": {},
        }
    )
    act(game, "meld Coal", "meld Mysticism")
    assert board(game, "You", "red") == ["Coal", "Archery", "Oars"]
    assert board(game, "You", "purple") == ["Mysticism", "City States", "Code of Laws"]
    pos = game.to_position()["players"][0]["board"]
    assert pos["red"]["splay"] == "right" and pos["purple"]["splay"] == "left"
