"""Short reminders of the rules, for ``? <rule word>`` at the terminal (our own words;
the rulebook is in shared/rules)."""

RULES = {
    "actions": "Each turn you take two actions (the first player, and the first two with "
    "four or more players, take one on their first turn): Draw, Meld, Dogma or Achieve, "
    "in any order, the same one twice if you like.",
    "draw": "Draw action: draw a card of the value of your highest top card. If that "
    "age's base pile is empty, draw from the next higher age; past age 10 the game ends "
    "and the highest score wins. With Echoes: if your hand has cards but no Echoes card, "
    "you draw an Echoes card of that value.",
    "meld": "Meld action: put a card from your hand on top of its colour on your board "
    "(the stack keeps its splay). With Echoes you may then promote a card from your "
    "forecast of that value or lower.",
    "dogma": "Dogma action: activate one of your top cards. Everybody with at least as many "
    "of its featured icon shares each non-demand effect (before you); opponents with "
    "fewer must obey its demands. If an opponent changed the game while sharing, you "
    "take a free Draw action afterwards.",
    "achieve": "Achieve action: claim an available standard achievement of age N if your "
    "score is at least 5 x N and you have a top card of value N or higher. Points are not "
    "spent. With Echoes, a second achievement of one age needs twice the points (and so "
    "on).",
    "share": "Sharing: before you execute a non-demand effect, each player with at least as "
    "many of the featured icon executes it, clockwise from your left. If one of your "
    "opponents changed something, you take a free Draw action after the Dogma action.",
    "demand": "Demands ('I demand ...'): each opponent with fewer of the featured icon than "
    "you executes it, clockwise from your left. Teammates are never demanded.",
    "splay": "Splaying a colour shows more of its covered cards: left shows their bottom "
    "right icon, right their top left and bottom left, up their three bottom icons. A "
    "stack of one card is never splayed.",
    "tuck": "Tuck: put a card at the bottom of its colour on your board.",
    "score": "Score: put a card face down in your score pile. Your score is the total value "
    "of those cards (plus visible bonuses with Echoes).",
    "return": "Return: put a card at the bottom of its supply pile. A returned base card "
    "makes an empty age non-empty again.",
    "transfer": "Transfer: move a card from one place to another; it is not melded, scored "
    "or achieved.",
    "special": "Special achievements are claimed the moment you meet their condition, even "
    "during another player's turn (ask ? Monument, ? Empire, ...).",
    "win": "You win with enough achievements (6 with 2 players, 5 with 3, 4 with 4; one "
    "more per expansion), by a card that says so, or, when somebody must draw above age "
    "10, with the highest score (then the most achievements).",
    "echo": "Echo effects (Echoes): before a card's dogma effects, each echo effect visible "
    "in its colour on your board is executed, bottom card first, and shared like a "
    "non-demand effect.",
    "forecast": "Forecast (Echoes): foreshadowed cards wait face down; after a Meld action "
    "you may promote one of value at most the melded card's (meld it, then you may take a "
    "free Dogma action on it).",
    "bonus": "Bonuses (Echoes): your highest visible bonus adds its value to your score, "
    "every other visible bonus adds 1.",
    "city": "Cities: after a Meld action that adds a new colour to your board, and after "
    "you splay a colour in a new direction, draw a city of your highest top card's value "
    "(not while you have a city in hand). A city melded by a Meld action acts its special "
    "icons: plus draws a card one higher, an arrow splays its colour, a search draws and "
    "reveals X base cards of value X (X the city's) and keeps those with the icon.",
    "flag": "Flags and fountains (Cities): while visible, a fountain counts as an "
    "achievement, and a flag too unless an opponent shows more cards of its colour.",
    "endorse": "Endorse action (Cities, once a turn): choose a top card, a top city of yours "
    "with its featured icon, and tuck a card from your hand of value at most the city's. "
    "Then a doubled Dogma action: demands go around twice, you do each non-demand effect "
    "twice (sharers once).",
    "karma": "Karmas (Figures): a top figure's karmas act without a Dogma action. \"When "
    'you meld this card": at once; "Each": changes what is counted; "If you would '
    '... instead/first": replaces or precedes what was about to happen (never inside '
    "another karma; if several apply, the current player chooses one). A figure can be "
    "activated by a Dogma action only for the echo effects of its colour.",
    "inspire": "Inspire action (Figures, once a turn): choose a colour with visible "
    "inspire effects; execute them bottom card first (not shared), then draw a card of "
    "the value of your top card of that colour.",
    "decree": "Decree action (Figures, once a turn): with figures of three different values "
    "in hand (or two, and a top figure's karma for that Decree), remove your whole hand "
    "from the game and choose a Decree of a removed figure's colour: held by another "
    "player, it returns to the centre; in the centre, claim it and execute it; yours, "
    "execute it. Decrees count as achievements.",
    "fade": "Fade (Figures): at the end of every action, a player with more than one top "
    "figure scores top figures of their choice until one is left.",
    "figure": "Figures: the free draw for sharing draws a figure; after an Achieve action "
    "each opponent draws a figure of their highest top card's value.",
    "compel": "Compel effects ('I compel ...', Artifacts): a kind of demand that hits the "
    "opponents who would share your non-demand effects (at least as many of the featured "
    "icon as you), not those with fewer; they execute it clockwise from your left, and may "
    "then share the card's other effects. Teammates are never compelled. A compel is a "
    "demand for every other purpose (it earns no free draw for sharing).",
    "dig": "Dig (Artifacts): after a Meld action, if the melded card covers a card of equal "
    "or higher value, or one whose hexagon image is in the same place, dig up an Artifact of "
    "the covered card's value (an empty age moves up as for a draw) and put it on display. "
    "Nothing is dug if you already have a card on display or no Artifact of that value is "
    "left.",
    "display": "On display (Artifacts): a dug-up artifact waits face up beside your board; it "
    "is neither on your board nor in your hand, and no effect touches it. At the start of "
    "your turn you may take a free Dogma action on it (counting its icons for you, to see "
    "who shares, is demanded or is compelled), then return it; or return it; or keep it. "
    "A Meld action may meld it as if it were in your hand.",
    "artifact": "Artifacts of History: artifacts are never drawn into your hand: you dig them "
    "up onto your display (? dig, ? display). Their 'I compel' effects hit the players who "
    "would share (? compel). With the relics option, digging lets you seize a relic "
    "(? relic).",
    "relic": "Relics (Artifacts, optional): five 'lost cards', one of each set, wait face up "
    "beside the supply pile of their value. After you dig up an artifact you may seize the "
    "relic of its value if it is beside its pile or in any achievements pile (yours too): "
    "take it into your achievements or your hand; a relic of a set not in play can go only "
    "to your achievements. A returned relic goes back beside its pile.",
    "seize": "Seizing a relic (Artifacts): after a dig, the relic of the dug artifact's value, "
    "if it is beside its pile or in an achievements pile, may go to your achievements or "
    "your hand (to your achievements only if its set is not in play). See ? relic.",
    "expansions": "Expansions: each one adds one achievement to win and one player to the "
    "maximum. The backs show each card's set and value, so those of hands, score piles and "
    "forecasts are public. An age whose base pile is empty is empty for every set; with no "
    "card of an expansion's pile to draw, draw a base card of that value instead.",
    "distant": "Five or more players (optional rule): a player two or more seats away "
    "shares only with at least twice your featured icons, and is demanded only if you have "
    "more than twice theirs.",
    "teams": "Team game (4 players): teammates sit across; demands never hit your teammate, "
    "sharing with your teammate alone earns no free draw, each of you claims achievements "
    "with your own score but the team's achievements count together (as many to win as in a "
    "2-player game), and a score win counts team scores.",
    "setup": "Setup: everybody draws two 1s (with Echoes a base 1 and an Echoes 1) and melds "
    "one of them, all at once; the player whose card's name comes first alphabetically "
    "goes first. The first player (the first two with four or more players) takes one "
    "action on their first turn.",
    "longer": "Longer game (option): one more achievement is needed to win.",
    "hex": "Hex: the card's image, in one of its icon slots; it is no icon. Where it is "
    "decides which splays show the most icons, and with Artifacts whether a meld digs.",
    "reveal": "Reveal: show a card to everybody; a revealed card drawn stays in your hand "
    "unless the effect says otherwise.",
    "exchange": "Exchange: swap the cards of two places, even if one is empty; nothing is "
    "melded, scored or drawn by it.",
    "remove": "Remove: put a card back in the box, out of the game.",
    "visible": "Visible: a top card, or a covered card showing part of itself in a splayed "
    "stack. An icon (or echo, inspire or bonus) is visible on a top card or when a splay "
    "shows it whole.",
    "value": "Value: a card's age number (0 for a card you do not have); highest and lowest "
    "compare values.",
    "icons": "Icons: castle, crown, leaf, bulb (lightbulb), factory and clock, counted on "
    "your top cards and on what splays show. A card's featured icon (beside its dogma) "
    "decides who shares and who is demanded.",
    "free draw": "Free draw for sharing: after your Dogma action, if an opponent shared a "
    "non-demand effect and changed something, you take a free Draw action (with Figures, "
    "you draw a figure instead).",
    "undo": "undo takes back your last answer, one at a time, as long as nobody has "
    "answered since and nothing hidden came out (a card you looked at, a random choice).",
    "look": "look shows you the cards you drew face down. Until you look, you can undo the draw.",
}
ALIASES = {
    "sharing": "share",
    "demands": "demand",
    "compels": "compel",
    "compelled": "compel",
    "dug": "dig",
    "hexagon": "hex",
    "image": "hex",
    "first player": "setup",
    "initial meld": "setup",
    "digging": "dig",
    "on display": "display",
    "artifacts": "artifact",
    "relics": "relic",
    "seizing": "seize",
    "type": "expansions",
    "empty": "expansions",
    "far": "distant",
    "team": "teams",
    "icon": "icons",
    "featured": "icons",
    "featured icon": "icons",
    "free": "free draw",
    "bottom": "tuck",
    "top": "visible",
    "highest": "value",
    "lowest": "value",
    "endorsed": "endorse",
    "inspired": "inspire",
    "faded": "fade",
    "fading": "fade",
    "karma points": "karma",
    "melding": "meld",
    "drawing": "draw",
    "splayed": "splay",
    "score pile": "score",
    "decree action": "decree",
    "inspire action": "inspire",
    "endorse action": "endorse",
    "action": "actions",
    "achievement": "achieve",
    "achievements": "achieve",
    "special achievements": "special",
    "winning": "win",
    "echoes": "echo",
    "foreshadow": "forecast",
    "promote": "forecast",
    "bonuses": "bonus",
    "cities": "city",
    "search": "city",
    "plus": "city",
    "arrow": "city",
    "flags": "flag",
    "fountain": "flag",
    "fountains": "flag",
    "karmas": "karma",
    "figures": "figure",
    "decrees": "decree",
}


def rule(word: str) -> str | None:
    """The reminder of the rule named ``word`` (None if there is none); ``rules`` lists
    the words."""
    word = " ".join(word.strip().lower().split())
    if word in ("rules", "rule"):
        return "Rules: " + ", ".join(sorted(RULES)) + " (type ? and one of them)."
    return RULES.get(ALIASES.get(word, word))
