"""The options of the Cities of Destiny rules (a plus, an arrow, a search, the City draw,
flags, Legend/Repute/Fame/Glory, Endorse) when a Figures karma answers the verb involved
(draw, meld, tuck, splay, return), from the printed texts and the rules alone (an outside
check).

Each test builds a position where the candidates the text allows are not obvious, takes the
action through the documented API, and asserts whose decision it is, its kind and exactly
its options (docs/rulings.md, "The decision protocol"); then it answers with the candidate
most likely to be mishandled and checks the resulting position.
"""

import outside
from outside import achievements, act, ask, hand, score, zone


def make(players, sets=("cities", "figures"), **kw):
    """A position without special achievements unless given, no Decrees, Alice to act."""
    kw.setdefault("special", ())
    kw.setdefault("decrees", [])
    kw.setdefault("turn", {"player": "Alice", "actions": 2, "number": 5})
    return outside.make(players, sets, **kw)


def stack(game, who, colour):
    return outside.stack(game, who, colour)


def pile(game, set_, age):
    return game.to_position()["supply"][set_].get(str(age), [])


def action_options(game):
    d = game.pending
    assert d is not None and d.kind == "action", d
    return sorted(d.options)


# --- "would draw" karmas on a plus and on the City draw ---------------------------------


def test_rhazes_options_two_pluses_and_the_city_draw_each_tuck_a_card_of_the_drawn_value():
    """Rhazes: "If you would draw a card, first tuck a card of the same value from your
    hand." Frankfurt (a 4, two pluses) draws two 5s, then the City draw (blue is new) draws
    a City of the highest top value. Each draw first tucks a 5 from the hand: the first
    time the city Algiers (a 5 with a flag) is one of them: tucked, it becomes the top red
    card (Glory: a city with a flag tucked) and the hand no longer holds a city, so the City
    draw happens, of value 5 (Algiers is now the highest top card)."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Frankfurt", "Algiers", "Coal", "Chemistry", "Banking"],
                "board": {"yellow": ["Rhazes"]},
            },
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        supply={
            "base": {"5": ["Physics", "Measurement", "Statistics"]},
            "cities": {"5": ["Zurich", "Tokyo"]},
        },
        special=["Glory", "Victory", "Legend"],
    )
    act(game, "meld Frankfurt")
    ask(game, "Alice", ["Algiers", "Banking", "Chemistry", "Coal"], "choose_card")
    act(game, "Algiers")
    # the first plus drew Physics; the second plus: a 5 again
    ask(game, "Alice", ["Banking", "Chemistry", "Coal", "Physics"], "choose_card")
    act(game, "Coal")
    # the second plus drew Measurement; the City draw (value 5): Algiers is on top of red
    ask(game, "Alice", ["Banking", "Chemistry", "Measurement", "Physics"], "choose_card")
    act(game, "Chemistry")
    assert action_options(game) == sorted(
        ["draw", "meld Banking", "meld Physics", "meld Measurement", "meld Zurich", "dogma Rhazes"]
    )
    assert stack(game, "Alice", "blue") == (["Frankfurt", "Chemistry"], "none")
    assert stack(game, "Alice", "red") == (["Algiers", "Coal"], "none")
    assert stack(game, "Alice", "yellow") == (["Rhazes"], "none")
    assert hand(game, "Alice") == ["Banking", "Measurement", "Physics", "Zurich"]
    assert achievements(game, "Alice") == ["Glory"]
    assert pile(game, "cities", 5)[0] == "Tokyo"
    assert pile(game, "base", 5)[0] == "Statistics"
    assert stack(game, "Bob", "red") == (["Archery"], "none")
    assert hand(game, "Bob") == []


def test_hatshepsut_options_plus_returns_the_hand_in_order_per_pile_and_homer_does_not_chain():
    """Hatshepsut: "If you would draw a card of value higher than 1 and you have a {1} in
    your hand, first return all cards from your hand and draw two cards of that value."
    Athens's plus draws a 2: first the whole hand is returned. The order is asked only
    among the cards going to one pile (Pottery and Tools, base 1); the city Chang'An and
    the figure Sinuhe go to piles of their own. Homer's "If you would ... return a figure
    from your hand, instead tuck it" does not answer a karma's return (karmas never chain).
    Then two 2s and the plus's 2; red is new and no city is in hand now: a City of value 1.
    Alice then has two top figures: she fades one of them."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Athens", "Pottery", "Tools", "Chang'An", "Sinuhe"],
                "board": {"green": ["Hatshepsut"], "purple": ["Homer"]},
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        supply={
            "base": {"2": ["Calendar", "Mathematics", "Currency", "Philosophy"]},
            "cities": {"1": ["Babylon", "Uruk"]},
        },
    )
    act(game, "meld Athens")
    ask(game, "Alice", ["Pottery", "Tools"], "choose_card")
    act(game, "Tools")
    # the fade: two top figures (Hatshepsut, Homer); Athens is no figure
    ask(game, "Alice", ["Hatshepsut", "Homer"])
    act(game, "Homer")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert hand(game, "Alice") == ["Babylon", "Calendar", "Currency", "Mathematics"]
    assert stack(game, "Alice", "red") == (["Athens"], "none")
    assert stack(game, "Alice", "green") == (["Hatshepsut"], "none")
    assert stack(game, "Alice", "purple") == ([], "none")
    assert score(game, "Alice") == ["Homer"]
    assert pile(game, "base", 1)[-2:] == ["Tools", "Pottery"]
    assert pile(game, "cities", 1)[0] == "Uruk" and pile(game, "cities", 1)[-1] == "Chang'An"
    assert pile(game, "figures", 1)[-1] == "Sinuhe"
    assert pile(game, "base", 2)[0] == "Philosophy"


# --- "would meld" karmas on a city melded by a Meld action ------------------------------


def test_sargon_of_akkad_options_left_arrow_city_tucked_no_legend_no_splay_draw():
    """Sargon of Akkad: "If you would meld a card, and your current top card of that color
    is of equal value, instead tuck it." Delhi (a red 3 with a left arrow) onto red topped
    by Engineering (a 3), already splayed left: tucked, not melded, so no Legend (a city
    melded onto a colour already splayed that way), no arrow, no City draw; nothing is
    asked."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Delhi", "Tools"],
                "board": {
                    "green": ["Sargon of Akkad"],
                    "red": {"cards": ["Engineering", "Archery"], "splay": "left"},
                },
            },
            {"name": "Bob", "board": {"blue": ["Writing"]}},
        ],
        supply={"cities": {"3": ["Venice"]}},
        special=["Legend", "Glory"],
    )
    act(game, "meld Delhi")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert "meld Tools" in game.pending.options
    assert stack(game, "Alice", "red") == (["Engineering", "Archery", "Delhi"], "left")
    assert hand(game, "Alice") == ["Tools"]
    assert achievements(game, "Alice") == []
    assert pile(game, "cities", 3)[0] == "Venice"


def test_augustus_caesar_options_opponents_city_transferred_forecast_tucked_in_order_glory():
    """Augustus Caesar (Bob's): "If any player would meld ... a card of value less than 4,
    first reveal it. If it is red or green and has a {castle}, instead transfer it to your
    board, then tuck all cards from your forecast." Alice melds Barcelona (a red 3 with a
    castle and a plus): it goes to Bob's board, so Alice's plus and City draw never happen.
    Bob tucks his forecast: he orders the two red cards (Algiers, a city with a flag, and
    Coal); Agriculture goes alone to yellow. Tucking Algiers claims Glory for Bob."""
    game = make(
        [
            {"name": "Alice", "hand": ["Barcelona"], "board": {"blue": ["Tools"]}},
            {
                "name": "Bob",
                "board": {"green": ["Augustus Caesar"]},
                "forecast": ["Algiers", "Coal", "Agriculture"],
            },
        ],
        supply={"base": {"4": ["Anatomy"]}, "cities": {"3": ["Venice"]}},
        special=["Glory", "Legend"],
    )
    act(game, "meld Barcelona")
    ask(game, "Bob", ["Algiers", "Coal"], "choose_card")
    act(game, "Coal")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert stack(game, "Bob", "red") == (["Barcelona", "Coal", "Algiers"], "none")
    assert stack(game, "Bob", "yellow") == (["Agriculture"], "none")
    assert zone(game, "Bob", "forecast") == []
    assert achievements(game, "Bob") == ["Glory"]
    assert achievements(game, "Alice") == []
    assert hand(game, "Alice") == []
    assert outside.player(game, "Alice")["board"] == {"blue": {"cards": ["Tools"], "splay": "none"}}
    assert pile(game, "base", 4)[0] == "Anatomy"
    assert pile(game, "cities", 3)[0] == "Venice"


def test_ruth_handler_options_other_purples_in_order_right_arrow_city_claims_repute():
    """Ruth Handler: "If you would meld a card, first meld all other cards of that color
    from your hand, then draw and achieve a {9} for each card you melded in this way".
    Alice melds Vienna (a purple city with a right arrow) by a Meld action; first the other
    purple cards of her hand (not the yellow one) are melded in the order she asks:
    Washington (a right arrow) first onto purple already splayed right claims Repute (a
    city melded by any means); two 9s achieved; then Vienna's arrow changes nothing."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Vienna", "Washington", "Monotheism", "Fermenting"],
                "board": {
                    "yellow": ["Ruth Handler"],
                    "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "right"},
                },
            },
            {"name": "Bob", "board": {"purple": ["Philosophy"]}},
        ],
        supply={"base": {"9": ["Computers", "Genetics", "Ecology"]}, "cities": {"9": ["Moscow"]}},
        special=["Repute", "Legend", "Fame"],
    )
    act(game, "meld Vienna")
    ask(game, "Alice", ["Monotheism", "Washington"], "choose_card")
    act(game, "Washington")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert stack(game, "Alice", "purple") == (
        ["Vienna", "Monotheism", "Washington", "Mysticism", "Code of Laws"],
        "right",
    )
    assert achievements(game, "Alice") == ["Computers", "Genetics", "Repute"]
    assert hand(game, "Alice") == ["Fermenting"]
    assert pile(game, "base", 9)[0] == "Ecology"
    assert pile(game, "cities", 9)[0] == "Moscow"


def test_gene_roddenberry_options_purple_city_with_a_flag_tucked_glory_any_top_figure():
    """Gene Roddenberry: "If you would meld a purple card, instead ... tuck the card and
    return any top figure." Gdansk (a purple city with a flag) is tucked: Glory. Any top
    figure of any board: Gene himself, Bob's top Sun Tzu, Carol's Confucius; not Bob's
    covered Homer."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Gdansk"],
                "board": {"purple": ["Gene Roddenberry", "Mysticism"], "blue": ["Tools"]},
            },
            {
                "name": "Bob",
                "board": {"red": ["Sun Tzu"], "purple": ["Code of Laws", "Homer"]},
            },
            {"name": "Carol", "board": {"purple": ["Confucius"]}},
        ],
        supply={"base": {"6": ["Canning"]}, "cities": {"5": ["Tokyo"]}},
        special=["Glory", "Victory"],
    )
    act(game, "meld Gdansk")
    ask(game, "Alice", ["Confucius", "Gene Roddenberry", "Sun Tzu"], "choose_card")
    act(game, "Gene Roddenberry")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert stack(game, "Alice", "purple") == (["Mysticism", "Gdansk"], "none")
    assert achievements(game, "Alice") == ["Glory"]
    assert hand(game, "Alice") == []
    assert pile(game, "figures", 9)[-1] == "Gene Roddenberry"
    assert stack(game, "Bob", "red") == (["Sun Tzu"], "none")
    assert stack(game, "Carol", "purple") == (["Confucius"], "none")
    assert pile(game, "cities", 5)[0] == "Tokyo"


def test_carl_friedrich_gauss_options_any_value_then_red_order_city_meld_covers_no_city_draw():
    """Carl Friedrich Gauss: "If you would meld a card, first choose a value and meld all
    cards of that value from your hand and score pile." Any value 1 to 10. Alice melds
    Athens (a red 1 with a plus) onto an empty red: value 1 melds Archery (hand), Chang'An
    and Metalworking (score pile) onto red, in the order asked, and Agriculture alone onto
    yellow; Athens is melded after them. Its plus (a Meld action) draws a 2; Chang'An's plus
    does not act (a karma's meld); red is no longer new when Athens lands: no City draw."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Athens", "Archery", "Agriculture"],
                "score": ["Chang'An", "Metalworking", "Calendar"],
                "board": {"blue": ["Carl Friedrich Gauss"]},
            },
            {"name": "Bob", "board": {"green": ["Sailing"]}},
        ],
        supply={"base": {"2": ["Mathematics", "Currency"]}, "cities": {"6": ["Paris"]}},
    )
    act(game, "meld Athens")
    ask(game, "Alice", list(range(1, 11)))
    act(game, 1)
    ask(game, "Alice", ["Archery", "Chang'An", "Metalworking"], "choose_card")
    act(game, "Chang'An")
    ask(game, "Alice", ["Archery", "Metalworking"], "choose_card")
    act(game, "Archery")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert stack(game, "Alice", "red") == (
        ["Athens", "Metalworking", "Archery", "Chang'An"],
        "none",
    )
    assert stack(game, "Alice", "yellow") == (["Agriculture"], "none")
    assert stack(game, "Alice", "blue") == (["Carl Friedrich Gauss"], "none")
    assert hand(game, "Alice") == ["Mathematics"]
    assert score(game, "Alice") == ["Calendar"]
    assert pile(game, "cities", 6)[0] == "Paris"
    assert pile(game, "base", 2)[0] == "Currency"


# --- returns: a search is answered by no karma --------------------------------------------


def test_napoleon_bonaparte_options_search_returns_factory_cards_in_order_not_tucked():
    """Napoleon Bonaparte: "If you would score or return a card with a {factory}, instead
    tuck it and score a top card of value 6 from anywhere." A search ignores all expansion
    effects (rulings: no karma acts on its draws or returns). Hoi An (a yellow 5,
    search crown) reveals five 5s; the three without a crown go back to the base 5 pile in
    the order Alice chooses (Coal and Chemistry have a factory: not tucked). Yellow is new:
    a City of value 6 (Napoleon) is drawn."""
    game = make(
        [
            {"name": "Alice", "hand": ["Hoi An"], "board": {"red": ["Napoleon Bonaparte"]}},
            {"name": "Bob", "board": {"red": ["Industrialization"]}},
        ],
        supply={
            "base": {"5": ["Coal", "Chemistry", "The Pirate Code", "Measurement", "Banking"]},
            "cities": {"6": ["Paris", "Dublin"]},
        },
    )
    act(game, "meld Hoi An")
    ask(game, "Alice", ["Chemistry", "Coal", "Measurement"], "choose_card")
    act(game, "Coal")
    ask(game, "Alice", ["Chemistry", "Measurement"], "choose_card")
    act(game, "Measurement")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert hand(game, "Alice") == ["Banking", "Paris", "The Pirate Code"]
    assert pile(game, "base", 5)[-3:] == ["Coal", "Measurement", "Chemistry"]
    assert stack(game, "Alice", "red") == (["Napoleon Bonaparte"], "none")
    assert stack(game, "Alice", "yellow") == (["Hoi An"], "none")
    assert score(game, "Alice") == []
    assert stack(game, "Bob", "red") == (["Industrialization"], "none")
    assert score(game, "Bob") == []


# --- splays and tucks ---------------------------------------------------------------------


LEFT4 = {
    "blue": {"cards": ["Tools", "Writing"], "splay": "left"},
    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
    "green": {"cards": ["Sailing", "Clothing"], "splay": "left"},
}


def test_caresse_crosby_options_left_arrow_splays_a_fifth_colour_left_you_win():
    """Caresse Crosby: "If you would splay a fifth color left, instead you win."
    Constantinople's left arrow (a Meld action) would splay purple, the fifth colour,
    left: Alice wins."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Constantinople"],
                "board": {
                    **LEFT4,
                    "yellow": {"cards": ["Caresse Crosby", "Agriculture"], "splay": "left"},
                    "purple": ["Mysticism"],
                },
            },
            {"name": "Bob", "board": {"blue": ["Pottery"]}},
        ],
        supply={"cities": {"8": ["Hamburg"]}},
    )
    act(game, "meld Constantinople")
    assert game.pending is None
    assert game.result.winners == ["Alice"]


def test_caresse_crosby_options_inspire_tuck_of_a_leaf_city_splays_no_win_no_city_glory():
    """Caresse Crosby's inspire "Tuck a card from your hand" offers the whole hand. Her
    karma "If you would tuck a card with a {leaf}, first splay that color of your cards
    left, then draw two {2}": St. Petersburg (a yellow city with a leaf and a flag) first
    splays yellow left -- the fifth colour left, but her own karma's splay triggers no
    karma (no win) -- and the City draw for the new splay finds a city in hand (St.
    Petersburg, not yet tucked): none. Two 2s; the tuck claims Glory; the inspire then
    draws an 8 (Caresse's value)."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["St. Petersburg", "Agriculture", "Coal"],
                "board": {
                    **LEFT4,
                    "purple": {"cards": ["Mysticism", "City States"], "splay": "left"},
                    "yellow": ["Caresse Crosby", "Canning"],
                },
            },
            {"name": "Bob", "board": {"blue": ["Pottery"]}},
        ],
        supply={
            "base": {"2": ["Calendar", "Mathematics", "Currency"], "8": ["Flight"]},
            "cities": {"8": ["Hamburg"]},
        },
        special=["Glory", "Victory", "Legend"],
    )
    assert "inspire yellow" in game.pending.options
    act(game, "inspire yellow")
    ask(game, "Alice", ["Agriculture", "Coal", "St. Petersburg"], "choose_card")
    act(game, "St. Petersburg")
    assert game.result is None
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert stack(game, "Alice", "yellow") == (
        ["Caresse Crosby", "Canning", "St. Petersburg"],
        "left",
    )
    assert hand(game, "Alice") == ["Agriculture", "Calendar", "Coal", "Flight", "Mathematics"]
    assert achievements(game, "Alice") == ["Glory"]
    assert pile(game, "cities", 8)[0] == "Hamburg"
    assert pile(game, "base", 2)[0] == "Currency"


def test_peter_the_great_options_inspire_tucks_a_factory_city_bottom_green_city_scored():
    """Peter the Great's inspire "Tuck a card from your hand" offers the whole hand; his
    karma "If you would tuck a card with a {factory}, first achieve your bottom green card,
    if eligible. Otherwise, score it." Zurich (a red city with factories and a flag): the
    bottom green card is Rio De Janeiro, a 6: Alice has 30 points but no top card of value
    6 or more, so it is scored. Then Zurich is tucked (Glory) and the inspire draws a 5."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Zurich", "Agriculture", "Chemistry"],
                "score": ["Atomic Theory", "Encyclopedia", "Canning", "Vaccination", "Democracy"],
                "board": {
                    "red": ["Peter the Great"],
                    "green": ["Sailing", "Rio De Janeiro"],
                },
            },
            {"name": "Bob", "board": {"blue": ["Pottery"]}},
        ],
        supply={"base": {"5": ["Physics", "Banking"]}, "cities": {"5": ["Tokyo"]}},
        achievements=["Calendar", "Translation", "Experimentation", "Statistics", "Metric System"],
        special=["Glory", "Victory"],
    )
    act(game, "inspire red")
    ask(game, "Alice", ["Agriculture", "Chemistry", "Zurich"], "choose_card")
    act(game, "Zurich")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert stack(game, "Alice", "green") == (["Sailing"], "none")
    assert stack(game, "Alice", "red") == (["Peter the Great", "Zurich"], "none")
    assert score(game, "Alice") == sorted(
        ["Atomic Theory", "Encyclopedia", "Canning", "Vaccination", "Democracy", "Rio De Janeiro"]
    )
    assert achievements(game, "Alice") == ["Glory"]
    assert hand(game, "Alice") == ["Agriculture", "Chemistry", "Physics"]


# --- Confucius with Endorse; Alhazen with Inspire; Leonardo on a purple meld --------------


def test_confucius_options_endorse_castle_card_cities_showing_castle_then_any_other_icon():
    """Confucius: "If you would take a Dogma action and activate a card with a {castle} as
    a featured icon, instead choose any other icon on your board as the featured icon."
    Endorsing Archery (castle): the cities showing a castle qualify (Atlantis by its search
    icon only, Memphis), not Nineveh; the payment of value at most 1 is asked (two 1s);
    then any other icon visible on Alice's board (crown on Nineveh, leaf, lightbulb on
    Archery). Leaf: Bob, with no leaf, suffers the demand twice."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Pottery", "Agriculture", "Construction"],
                "board": {
                    "purple": ["Confucius"],
                    "red": ["Archery"],
                    "green": ["Memphis"],
                    "yellow": ["Nineveh"],
                    "blue": ["Atlantis"],
                },
            },
            {"name": "Bob", "board": {"red": ["Oars"]}},
        ],
        supply={"base": {"1": ["Tools", "Writing", "Clothing"]}},
    )
    assert {o for o in game.pending.options if o.startswith("endorse")} == {
        "endorse Archery",
        "endorse Confucius",
    }
    act(game, "endorse Archery")
    ask(game, "Alice", ["Atlantis", "Memphis"], "choose_card")
    act(game, "Atlantis")
    ask(game, "Alice", ["Agriculture", "Pottery"], "choose_card")
    act(game, "Agriculture")
    ask(game, "Alice", ["crown", "leaf", "lightbulb"], "choose_option")
    act(game, "leaf")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert stack(game, "Alice", "yellow") == (["Nineveh", "Agriculture"], "none")
    assert hand(game, "Alice") == ["Construction", "Pottery", "Tools", "Writing"]
    assert hand(game, "Bob") == []
    assert pile(game, "base", 1)[0] == "Clothing"


def test_alhazen_options_inspire_draw_counts_the_castles_of_the_splayed_city_colour():
    """Alhazen: "Each of your splayed colors counts as having a top card of value equal to
    the number of {lightbulb} or {castle} in that color (whichever is higher) for the
    purpose of taking a Draw or Inspire action." Purple splayed right: Hattusa (a city 1)
    on top shows a castle and a search castle, Homer below shows his inspire "Draw and
    tuck a {2}": Monotheism is tucked and shows a castle (splayed right). The inspire's
    draw comes last: 3 castles, no lightbulb: a 3 (not a 1)."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": [],
                "board": {
                    "blue": ["Alhazen"],
                    "purple": {"cards": ["Hattusa", "Homer"], "splay": "right"},
                },
            },
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        supply={"base": {"1": ["Tools"], "2": ["Monotheism"], "3": ["Paper"], "4": ["Anatomy"]}},
    )
    assert [o for o in game.pending.options if o.startswith("inspire")] == ["inspire purple"]
    act(game, "inspire purple")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert stack(game, "Alice", "purple") == (["Hattusa", "Homer", "Monotheism"], "right")
    assert hand(game, "Alice") == ["Paper"]


def test_leonardo_da_vinci_options_with_gene_roddenberry_chosen_draws_three_then_plus():
    """Two karmas of Alice answer the meld of Ephesus (a purple city with a plus): Gene
    Roddenberry's "instead tuck" and Leonardo Da Vinci's "If you would meld a purple card,
    first draw three {4}". She chooses one (rulings: only that one happens): Leonardo's
    three 4s, then Ephesus is melded (covering Gene) and its plus draws a 2; purple is not
    new: no City draw."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Ephesus"],
                "board": {"yellow": ["Leonardo Da Vinci"], "purple": ["Gene Roddenberry"]},
            },
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        supply={
            "base": {"2": ["Calendar"], "4": ["Anatomy", "Perspective", "Invention", "Navigation"]},
            "cities": {"4": ["Madrid"]},
        },
    )
    act(game, "meld Ephesus")
    d = game.pending
    assert d.player == "Alice" and d.kind == "choose_option", d
    assert len(d.options) == 2, d.options
    leo = [o for o in d.options if "Leonardo" in str(o)]
    assert len(leo) == 1 and any("Gene" in str(o) for o in d.options), d.options
    act(game, leo[0])
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert stack(game, "Alice", "purple") == (["Ephesus", "Gene Roddenberry"], "none")
    assert hand(game, "Alice") == ["Anatomy", "Calendar", "Invention", "Perspective"]
    assert pile(game, "cities", 4)[0] == "Madrid"
    assert pile(game, "base", 4)[0] == "Navigation"


def test_leonardo_da_vinci_options_yellow_meld_melds_an_up_arrow_city_first_fame():
    """Leonardo Da Vinci: "If you would meld a yellow card, first meld every non-yellow,
    non-purple card in your hand." Dallas (a red 9 with an up arrow) and Tehran go to red,
    already splayed up, in the order asked (Pottery alone to blue; Mysticism and Fermenting
    stay): Dallas first claims Fame (a city melded by any means); its arrow and plus do not
    act (a karma's meld). Canal Building then covers Leonardo; yellow is not new."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": [
                    "Canal Building",
                    "Dallas",
                    "Tehran",
                    "Pottery",
                    "Mysticism",
                    "Fermenting",
                ],
                "board": {
                    "yellow": ["Leonardo Da Vinci"],
                    "red": {"cards": ["Construction", "Archery"], "splay": "up"},
                },
            },
            {"name": "Bob", "board": {"red": ["Oars"]}},
        ],
        supply={"base": {"10": ["Robotics"]}, "cities": {"9": ["Moscow"]}},
        special=["Fame", "Repute", "Legend"],
    )
    act(game, "meld Canal Building")
    ask(game, "Alice", ["Dallas", "Tehran"], "choose_card")
    act(game, "Dallas")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert stack(game, "Alice", "red") == (["Tehran", "Dallas", "Construction", "Archery"], "up")
    assert stack(game, "Alice", "blue") == (["Pottery"], "none")
    assert stack(game, "Alice", "yellow") == (["Canal Building", "Leonardo Da Vinci"], "none")
    assert hand(game, "Alice") == ["Fermenting", "Mysticism"]
    assert achievements(game, "Alice") == ["Fame"]
    assert pile(game, "base", 10)[0] == "Robotics"
    assert pile(game, "cities", 9)[0] == "Moscow"


# --- more "would draw" karmas on a plus and the City draw -------------------------------


def test_samuel_de_champlain_options_plus_draws_the_fifth_card_values_with_an_achievement():
    """Samuel de Champlain: "If you would draw a fifth card into your hand, first claim an
    achievement of that card's value or below, regardless of eligibility." Frankfurt's
    first plus draws a 5 into a hand of four: the values offered are those of the
    available achievements of value 5 or below (1, 3, 4: no 2 or 5 is available, the 6 is
    too high, the special achievements have no value). The second plus draws a sixth card
    (no claim); blue is new: a City of value 5."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Frankfurt", "Tools", "Oars", "Agriculture", "Archery"],
                "board": {"green": ["Samuel de Champlain"]},
            },
            {"name": "Bob", "board": {"red": ["Coal"]}},
        ],
        achievements=["Pottery", "Translation", "Experimentation", "Metric System"],
        special=["Legend", "Monument"],
        supply={"base": {"5": ["Physics", "Measurement", "Banking"]}, "cities": {"5": ["Zurich"]}},
    )
    act(game, "meld Frankfurt")
    ask(game, "Alice", [1, 3, 4])
    act(game, 4)
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert achievements(game, "Alice") == ["Experimentation"]
    assert hand(game, "Alice") == sorted(
        ["Tools", "Oars", "Agriculture", "Archery", "Physics", "Measurement", "Zurich"]
    )
    assert sorted(game.to_position()["achievements"]) == ["Metric System", "Pottery", "Translation"]
    assert pile(game, "base", 5)[0] == "Banking"


def test_alex_trebek_options_plus_names_any_figure_of_the_age_then_the_city_draw_of_10():
    """Alex Trebek: "If you would draw a card and have no figures of that value in hand,
    first say "Who is" and name a figure. Search the figures deck of that age for the named
    figure and take it into hand if present." Frankfurt's first plus (a 5): any figure of
    age 5 may be named; Peter the Great is found. The second plus: a 5 figure is in hand, no
    naming. The City draw (blue is new) is a 10: any figure of age 10, Trebek himself
    (on the board, not found)."""
    game = make(
        [
            {"name": "Alice", "hand": ["Frankfurt"], "board": {"yellow": ["Alex Trebek"]}},
            {"name": "Bob", "board": {"red": ["Coal"]}},
        ],
        supply={
            "base": {"5": ["Physics", "Measurement", "Banking"]},
            "figures": {"5": ["Shivaji", "Peter the Great"]},
            "cities": {"10": ["Seoul", "Essen"]},
        },
    )
    act(game, "meld Frankfurt")
    ask(game, "Alice", outside.cards_of(5, "figures"), "choose_option")
    act(game, "Peter the Great")
    ask(game, "Alice", outside.cards_of(10, "figures"), "choose_option")
    act(game, "Alex Trebek")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert hand(game, "Alice") == ["Measurement", "Peter the Great", "Physics", "Seoul"]
    assert stack(game, "Alice", "yellow") == (["Alex Trebek"], "none")
    assert "Peter the Great" not in pile(game, "figures", 5)
    assert pile(game, "cities", 10)[0] == "Essen"


# --- "would meld" karmas: Tesla (an opponent's top card), Imhotep, Catherine ------------


def test_nikola_tesla_options_city_meld_scores_an_opponents_top_card_not_a_teammates():
    """Nikola Tesla: "If you would meld a card with a {lightbulb} or {clock}, first score an
    opponent's top card with neither {lightbulb} nor {clock}." Athens (a city with
    lightbulbs and a plus) by a Meld action, teams Alice+Carol against Bob+Dave: the
    opponents' top cards with neither icon are Bob's Troy (a city: crowns, castles) and
    Oars, and Dave's Canning; not Paper, Jerusalem or Rome (lightbulbs), not Carol's cards
    (a teammate). Then the plus draws a 2 and red is new: a City of value 8 (Tesla)."""
    game = make(
        [
            {"name": "Alice", "hand": ["Athens"], "board": {"yellow": ["Nikola Tesla"]}},
            {"name": "Bob", "board": {"blue": ["Troy"], "red": ["Oars"], "green": ["Paper"]}},
            {"name": "Carol", "board": {"red": ["Archery"], "purple": ["Mysticism"]}},
            {
                "name": "Dave",
                "board": {"green": ["Jerusalem"], "purple": ["Rome"], "yellow": ["Canning"]},
            },
        ],
        options={"teams": True},
        supply={"base": {"2": ["Calendar", "Currency"]}, "cities": {"8": ["Hamburg", "Kiev"]}},
    )
    act(game, "meld Athens")
    ask(game, "Alice", ["Canning", "Oars", "Troy"], "choose_card")
    act(game, "Troy")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert score(game, "Alice") == ["Troy"]
    assert stack(game, "Alice", "red") == (["Athens"], "none")
    assert hand(game, "Alice") == ["Calendar", "Hamburg"]
    assert "blue" not in outside.player(game, "Bob")["board"]
    assert stack(game, "Dave", "yellow") == (["Canning"], "none")
    assert stack(game, "Carol", "purple") == (["Mysticism"], "none")


def test_imhotep_options_city_meld_replaced_by_a_splay_the_city_still_in_hand_no_city_draw():
    """Imhotep: "If you would meld a card over an unsplayed color with more than one card,
    instead splay that color left and return the card." Athens (a red city with a plus) is
    not melded: red is splayed left (a new direction) while Athens is still in the hand, so
    no City is drawn (a city in hand); then Athens is returned. No plus."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Athens", "Tools"],
                "board": {"blue": ["Imhotep"], "red": ["Oars", "Archery"]},
            },
            {"name": "Bob", "board": {"green": ["Sailing"]}},
        ],
        supply={"base": {"2": ["Calendar"]}, "cities": {"1": ["Babylon", "Uruk"]}},
    )
    act(game, "meld Athens")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert stack(game, "Alice", "red") == (["Oars", "Archery"], "left")
    assert hand(game, "Alice") == ["Tools"]
    assert pile(game, "cities", 1)[0] == "Babylon"
    assert pile(game, "cities", 1)[-1] == "Athens"
    assert pile(game, "base", 2)[0] == "Calendar"


def test_catherine_the_great_options_purple_city_meld_empties_purple_so_new_colour_city_draw():
    """Catherine the Great: "If you would meld a purple card, first transfer your top
    purple card into your hand": Catherine herself goes to the hand, purple is empty, so
    Ephesus (a purple city with a plus) adds a new colour: the plus draws a 2, then a City
    of value 1 (the highest top card) is drawn (the hand holds a figure, no city)."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Ephesus"],
                "board": {"purple": ["Catherine the Great"], "red": ["Archery"]},
            },
            {"name": "Bob", "board": {"green": ["Sailing"]}},
        ],
        supply={"base": {"2": ["Calendar", "Currency"]}, "cities": {"1": ["Babylon", "Uruk"]}},
    )
    act(game, "meld Ephesus")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert stack(game, "Alice", "purple") == (["Ephesus"], "none")
    assert hand(game, "Alice") == ["Babylon", "Calendar", "Catherine the Great"]
    assert pile(game, "cities", 1)[0] == "Uruk"


# --- a tuck replaced: Kalashnikov on the Endorse payment ----------------------------------


def test_mikhail_kalashnikov_options_endorse_red_payment_any_opponents_top_red_card():
    """Mikhail Kalashnikov: "If you would tuck a red card, instead choose a top red card on
    an opponent's board. Either transfer it to your score pile, or execute its non-demand
    Dogma effects for yourself only." The Endorse payment (value at most Calicut's 4, not
    Canning) is Archery: the top red cards of both opponents are offered (Bob's city
    Zurich, Carol's Industrialization; not Bob's covered Coal), then both ways. Zurich is
    transferred; Archery stays in hand; Agriculture's "you may return" is then offered
    twice (the payment still counts as paid), Archery among the cards."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Archery", "Oars", "Tools", "Canning"],
                "board": {
                    "red": ["Mikhail Kalashnikov"],
                    "yellow": ["Agriculture"],
                    "green": ["Calicut"],
                },
            },
            {"name": "Bob", "board": {"red": ["Zurich", "Coal"]}},
            {"name": "Carol", "board": {"red": ["Industrialization"]}},
        ],
        special=["Glory", "Victory"],
    )
    act(game, "endorse Agriculture")
    ask(game, "Alice", ["Archery", "Oars", "Tools"], "choose_card")
    act(game, "Archery")
    ask(game, "Alice", ["Industrialization", "Zurich"], "choose_card")
    act(game, "Zurich")
    ask(
        game,
        "Alice",
        [
            "execute its non-demand dogma effects for yourself only",
            "transfer it to your score pile",
        ],
        "choose_option",
    )
    act(game, "transfer it to your score pile")
    ask(game, "Alice", [None, "Archery", "Canning", "Oars", "Tools"], "choose_card")
    act(game, None)
    ask(game, "Alice", [None, "Archery", "Canning", "Oars", "Tools"], "choose_card")
    act(game, None)
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert score(game, "Alice") == ["Zurich"]
    assert hand(game, "Alice") == ["Archery", "Canning", "Oars", "Tools"]
    assert stack(game, "Alice", "red") == (["Mikhail Kalashnikov"], "none")
    assert stack(game, "Bob", "red") == (["Coal"], "none")
    assert stack(game, "Carol", "red") == (["Industrialization"], "none")
    assert achievements(game, "Alice") == []


# --- "would claim" karmas on Legend: flags and fountains count as achievements ----------


def _darwin(bob_board):
    return make(
        [
            {
                "name": "Alice",
                "hand": ["Delhi"],
                "achievements": ["Pottery"],
                "board": {
                    "blue": ["Charles Darwin"],
                    "red": {"cards": ["Engineering", "Archery"], "splay": "left"},
                },
            },
            {"name": "Bob", "board": bob_board},
        ],
        special=["Legend", "Repute"],
        supply={"cities": {"9": ["Moscow"]}},
    )


def test_charles_darwin_options_legend_claim_wins_when_the_opponents_flag_does_not_count():
    """Charles Darwin: "If you would claim an achievement, first if no other player has as
    many or more achievements as you, instead you win." Delhi (left arrow) onto red already
    splayed left would claim Legend. Bob's only achievement would be Zurich's flag, which
    does not count: Alice shows more red cards (two, splayed left) than Bob (one). Alice
    (one achievement) wins."""
    game = _darwin({"red": ["Zurich"]})
    act(game, "meld Delhi")
    assert game.pending is None
    assert game.result.winners == ["Alice"]


def test_charles_darwin_options_legend_claimed_when_the_opponents_fountain_counts():
    """As above, but Bob shows Hamburg's fountain (always an achievement): he has as many
    achievements as Alice, so she does not win; Legend is claimed."""
    game = _darwin({"red": ["Zurich"], "green": ["Hamburg"]})
    act(game, "meld Delhi")
    assert game.result is None
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert achievements(game, "Alice") == ["Legend", "Pottery"]
    assert stack(game, "Alice", "red") == (["Delhi", "Engineering", "Archery"], "left")


def test_gene_roddenberry_options_echo_any_top_purple_opponents_city_tucked_glory():
    """Gene Roddenberry's echo "Meld a top purple card from anywhere" offers every top
    purple card, his own included (Gene, Bob's city Gdansk, Carol's Philosophy); his karma
    "If you would meld a purple card, instead ... tuck the card and return any top figure"
    tucks Gdansk (a flag) onto Alice's purple: Glory; then any top figure (Gene, Bob's
    Rhazes)."""
    game = make(
        [
            {
                "name": "Alice",
                "board": {"purple": ["Gene Roddenberry"], "red": ["Optics"]},
            },
            {"name": "Bob", "board": {"purple": ["Gdansk"], "yellow": ["Rhazes"]}},
            {"name": "Carol", "board": {"purple": ["Philosophy"]}},
        ],
        special=["Glory", "Victory"],
    )
    act(game, "dogma Gene Roddenberry")
    ask(game, "Alice", ["Gdansk", "Gene Roddenberry", "Philosophy"], "choose_card")
    act(game, "Gdansk")
    ask(game, "Alice", ["Gene Roddenberry", "Rhazes"], "choose_card")
    act(game, "Rhazes")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert stack(game, "Alice", "purple") == (["Gene Roddenberry", "Gdansk"], "none")
    assert achievements(game, "Alice") == ["Glory"]
    assert outside.player(game, "Bob")["board"] == {}
    assert pile(game, "figures", 3)[-1] == "Rhazes"
    assert stack(game, "Carol", "purple") == (["Philosophy"], "none")


def test_rhazes_options_plus_draw_of_a_9_tucks_a_fountain_city_victory():
    """Rhazes on Kiev's two pluses (9s): the first tuck offers the 9s of the hand, the city
    Moscow (a fountain) among them: tucked onto a new purple, it claims Victory (and its
    top fountain counts). The second plus: the 9s then in hand."""
    game = make(
        [
            {
                "name": "Alice",
                "hand": ["Kiev", "Moscow", "Computers", "Coal"],
                "board": {"yellow": ["Rhazes"], "blue": ["Atomic Theory"]},
            },
            {"name": "Bob", "board": {"red": ["Archery"]}},
        ],
        supply={"base": {"9": ["Genetics", "Ecology", "Services"]}},
        special=["Glory", "Victory"],
    )
    act(game, "meld Kiev")
    ask(game, "Alice", ["Computers", "Moscow"], "choose_card")
    act(game, "Moscow")
    ask(game, "Alice", ["Computers", "Genetics"], "choose_card")
    act(game, "Genetics")
    assert game.pending.kind == "action" and game.pending.player == "Alice"
    assert stack(game, "Alice", "purple") == (["Moscow"], "none")
    assert stack(game, "Alice", "blue") == (["Kiev", "Atomic Theory", "Genetics"], "none")
    assert achievements(game, "Alice") == ["Victory"]
    assert hand(game, "Alice") == ["Coal", "Computers", "Ecology"]
    assert pile(game, "base", 9)[0] == "Services"
